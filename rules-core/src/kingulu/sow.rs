//! Playing a move: laps, relays, captures and kuweka mtoto (G2-G5, G7). One loop serves the
//! traced and the fast path: with the `()` trace the event code compiles away.

use super::{
    facing, index_of, owner, pit_at, ExtraSeedExemption, Position, EXTRA_SEED_EXEMPTION, HOLES, SOW_INTO_START_HOLE,
};
use crate::event::{Event, Trace};
use crate::illegal::{Illegal, Reason};
use crate::pit::{Dir, Move, Variant};
use crate::MAX_LAPS;

impl Position {
    /// Plays the move from board index `start` (already checked against G3).
    pub(crate) fn run<T: Trace>(&self, start: usize, trace: &mut T) -> Result<Position, Illegal> {
        let me = self.to_move;
        let mut p = *self;
        let mut from = start;
        let mut laps: u32 = 0;
        let singleton_move = p.board[start] == 1;
        loop {
            laps += 1;
            if laps > MAX_LAPS {
                return Err(Illegal::new(Reason::NeverEnding, Variant::Kingulu));
                // G5
            }
            let first = laps == 1;
            let hand = core::mem::take(&mut p.board[from]);
            if T::RECORDS && first {
                trace.push(Event::Lift { pit: pit_at(from), count: hand, dir: Dir::Right });
            }
            // G2: one seed in each following hole; G7: a seed falling into a reserved hole goes
            // at once to its owner.
            let mut pos = from;
            for _ in 0..hand {
                pos = (pos + 1) % HOLES;
                if !SOW_INTO_START_HOLE && pos == from {
                    pos = (pos + 1) % HOLES;
                }
                match p.reserved[pos] {
                    Some(holder) => {
                        p.captured[holder.index()] += 1;
                        if T::RECORDS {
                            trace.push(Event::Bank { pit: pit_at(pos), owner: holder });
                        }
                    }
                    None => {
                        p.board[pos] += 1;
                        if T::RECORDS {
                            trace.push(Event::Drop { pit: pit_at(pos), now: p.board[pos] });
                        }
                    }
                }
            }
            let x = pos;
            // G4: the first rule that fits. "Empty" and "held" count the seeds just before the
            // last seed fell (a lap of 12 that ends in its emptied start hole ends in an empty
            // hole; a lap of 13+ that passed X twice counts both its seeds).
            if p.reserved[x].is_some() {
                // G4.1: already banked above; the move ends.
            } else if owner(x) != me && p.board[x] == 4 {
                // G4.2, G7: kuweka mtoto.
                p.reserved[x] = Some(me);
                if T::RECORDS {
                    trace.push(Event::Reserve { pit: pit_at(x), by: me, count: p.board[x] });
                }
                let prev = (x + HOLES - 1) % HOLES;
                let exempt = match EXTRA_SEED_EXEMPTION {
                    ExtraSeedExemption::SingleSeedLap => hand == 1,
                    ExtraSeedExemption::MoveFromSingleton => singleton_move,
                };
                if !exempt && hand >= 2 && p.reserved[prev].is_none() && p.board[prev] > 0 {
                    p.board[prev] -= 1;
                    p.board[x] += 1;
                    if T::RECORDS {
                        trace.push(Event::ReserveExtra { from: pit_at(prev), to: pit_at(x) });
                    }
                }
            } else if p.board[x] == 1 {
                let f = facing(x);
                if owner(x) == me && p.reserved[f].is_none() && p.board[f] > 0 {
                    // G4.3, G6: the facing seeds and the capturing seed.
                    let count = core::mem::take(&mut p.board[f]);
                    p.board[x] = 0;
                    p.captured[me.index()] += count + 1;
                    if T::RECORDS {
                        trace.push(Event::KinguluCapture { by: pit_at(x), pit: pit_at(f), count, total: count + 1 });
                    }
                } else if T::RECORDS {
                    // G4.3 with nothing to take, G4.4.
                    trace.push(Event::MoveEnd { pit: pit_at(x) });
                }
            } else if first && owner(x) == me {
                // G4.5: the first lap may not end in an own occupied unreserved hole.
                let reason = Reason::FirstLapOwnHole { pit: pit_at(start), end: pit_at(x) };
                return Err(Illegal::new(reason, Variant::Kingulu));
            } else {
                // G4.5: relay.
                if T::RECORDS {
                    trace.push(Event::Relay { pit: pit_at(x), count: p.board[x] });
                }
                from = x;
                continue;
            }
            break;
        }
        p.to_move = me.opponent();
        Ok(p)
    }

    /// G3: the reason a move cannot start here, or its board index.
    pub(crate) fn check(&self, mv: &Move) -> Result<usize, Reason> {
        let i = match index_of(mv.pit) {
            Some(i) if mv.dir.is_none() && !mv.safari => i,
            _ => return Err(Reason::WrongShape),
        };
        if mv.pit.side != self.to_move {
            return Err(Reason::NotYourPit { pit: mv.pit });
        }
        if self.reserved[i].is_some() {
            return Err(Reason::Reserved { pit: mv.pit });
        }
        if self.board[i] == 0 {
            return Err(Reason::EmptyHole { pit: mv.pit });
        }
        Ok(i)
    }

    /// G3: board indices the side to move may start from.
    pub(crate) fn starts(&self) -> impl Iterator<Item = usize> + '_ {
        let base = self.to_move.index() * 6;
        (base..base + 6).filter(|&i| self.board[i] > 0 && self.reserved[i].is_none())
    }

    /// Every legal move, canonical and sorted; empty when the game is over (G8).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        // Board order A1..A6 (a1..a6) is already byte order.
        self.starts().filter(|&i| self.run(i, &mut ()).is_ok()).map(|i| Move::pit(pit_at(i))).collect()
    }

    /// True when the side to move has a legal move (G8).
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        self.starts().any(|i| self.run(i, &mut ()).is_ok())
    }

    /// Plays a move, sending its events to `trace`, then `GameOver` if the game ends.
    pub fn play<T: Trace>(&self, mv: &Move, trace: &mut T) -> Result<Position, Illegal> {
        let result = self.check(mv).map_err(|r| Illegal::new(r, Variant::Kingulu)).and_then(|i| self.run(i, trace));
        let next = match result {
            Ok(next) => next,
            // G8: with no legal move the game is over; say so rather than blame this move.
            Err(e) if e.reason != Reason::WrongShape => match self.outcome() {
                Some(outcome) => return Err(Illegal::new(Reason::GameOver { outcome }, Variant::Kingulu)),
                None => return Err(e),
            },
            Err(e) => return Err(e),
        };
        if T::RECORDS {
            if let Some(outcome) = next.outcome() {
                trace.push(Event::GameOver { outcome });
            }
        }
        Ok(next)
    }
}
