//! Moves, captures and the end of the game (M4-M6). The repetition draw (M7) needs the game's
//! history and lives in [`crate::Game::outcome`].

use super::{next, pit_at, ring_of, Position, StonelessWaitingSide, MASK, RING, STONELESS_WAITING_SIDE};
use crate::event::{Event, Trace};
use crate::illegal::{Illegal, Reason};
use crate::outcome::{DrawWhy, Outcome, WinWhy};
use crate::pit::{Move, Variant};

impl Position {
    /// M4: the ring holes of the mover whose stone can step (the next hole is empty).
    fn movable(&self) -> u32 {
        let s = self.rings[self.to_move.index()];
        // Bit r of `ahead` is the stone in ring hole r + 1.
        let ahead = (s >> 1) | ((s & 1) << (RING - 1));
        s & !ahead & MASK
    }

    /// Every legal move, canonical and sorted; empty when the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_won() {
            return Vec::new();
        }
        let mut bits = self.movable();
        let mut out = Vec::with_capacity(bits.count_ones() as usize);
        while bits != 0 {
            let r = bits.trailing_zeros();
            bits &= bits - 1;
            out.push(Move::pit(pit_at(self.to_move, r)));
        }
        out.sort_unstable();
        out
    }

    /// M6: a side has no stones left (the game is over whatever the moves).
    fn is_won(&self) -> bool {
        self.rings[0] == 0 || self.rings[1] == 0
    }

    /// M6 (the repetition draw M7 is judged by [`crate::Game`]).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let me = self.to_move;
        let mine = self.rings[me.index()];
        let theirs = self.rings[me.opponent().index()];
        match (mine, theirs) {
            (0, 0) => match STONELESS_WAITING_SIDE {
                // Unreachable: `parse` rejects such a board.
                StonelessWaitingSide::Reject => None,
                StonelessWaitingSide::Accept => Some(Outcome::Draw { why: DrawWhy::NoStones }),
            },
            (0, _) => Some(Outcome::Win { winner: me.opponent(), why: WinWhy::NoStones }),
            (_, 0) => Some(Outcome::Win { winner: me, why: WinWhy::NoStones }),
            // Never with 1 to 23 stones on a ring of 24 (the stone before an empty hole can
            // step); kept so that M6 reads as written.
            _ if self.movable() == 0 => Some(Outcome::Win { winner: me.opponent(), why: WinWhy::NoMoves }),
            _ => None,
        }
    }

    /// Plays a move, sending its events to `trace`: a `Step`, then a `Remove` for each stone
    /// captured (front first), then `GameOver` if the game ends.
    pub fn play<T: Trace>(&self, mv: &Move, trace: &mut T) -> Result<Position, Illegal> {
        let me = self.to_move;
        let illegal = |reason| Illegal::new(reason, Variant::Kimasai);
        if self.is_won() {
            if let Some(outcome) = self.outcome() {
                return Err(illegal(Reason::GameOver { outcome }));
            }
        }
        let from = match ring_of(mv.pit) {
            Some(r) if mv.dir.is_none() && !mv.safari => r,
            _ => return Err(illegal(Reason::WrongShape)),
        };
        if mv.pit.side != me {
            return Err(illegal(Reason::NotYourPit { pit: mv.pit }));
        }
        let to = next(from);
        let mine = self.rings[me.index()];
        // With no move at all the game is over (M6): say so rather than blame the hole. Both
        // sides have stones here, so `outcome` is the no-move win or nothing.
        if mine & (1 << from) == 0 {
            return Err(illegal(match self.outcome() {
                Some(outcome) => Reason::GameOver { outcome },
                None => Reason::NoStone { pit: mv.pit },
            }));
        }
        if mine & (1 << to) != 0 {
            return Err(illegal(match self.outcome() {
                Some(outcome) => Reason::GameOver { outcome },
                None => Reason::Blocked { pit: mv.pit, next: pit_at(me, to) },
            }));
        }
        let mut p = *self;
        p.rings[me.index()] = (mine & !(1 << from)) | (1 << to);
        if T::RECORDS {
            trace.push(Event::Step { from: mv.pit, to: pit_at(me, to) });
        }
        // M5: entering front hole `Ak` (ring 12 - k) takes `a(13-k)` (ring k - 1 = 11 - to)
        // and, with it, `b(13-k)` behind it (ring 24 - k = 12 + to).
        if to < 12 {
            let opp = me.opponent();
            let (front, back) = (11 - to, 12 + to);
            let theirs = &mut p.rings[opp.index()];
            if *theirs & (1 << front) != 0 {
                *theirs &= !(1 << front);
                if T::RECORDS {
                    trace.push(Event::Remove { pit: pit_at(opp, front) });
                }
                if *theirs & (1 << back) != 0 {
                    *theirs &= !(1 << back);
                    if T::RECORDS {
                        trace.push(Event::Remove { pit: pit_at(opp, back) });
                    }
                }
            }
        }
        p.to_move = me.opponent();
        if T::RECORDS {
            if let Some(outcome) = p.outcome() {
                trace.push(Event::GameOver { outcome });
            }
        }
        Ok(p)
    }
}
