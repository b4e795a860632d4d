//! Playing a move: laps, relays, captures, the nyumba and takasia (K7-K16, K18-K25, K30, K31).
//! One loop serves the traced and the fast path: with the `()` trace the event code compiles away.

use super::movegen::Kind;
use super::{base, clockwise, dir_of, facing, next, pit_at, Position, FUNCTIONAL, LEFT_KICHWA, NYUMBA, RIGHT_KICHWA};
use crate::event::{Event, KichwaWhy, NyumbaLostWhy, Stage, Trace};
use crate::illegal::{Illegal, Reason};
use crate::pit::{Dir, Move, Side, Variant};
use crate::MAX_LAPS;

/// What the engine learned while playing a move.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RunInfo {
    /// K15.2: the stop-or-safari choice came up.
    pub safari_choice: bool,
    /// The move was a takasa (no capture, K9).
    pub takasa: bool,
}

/// The state of a move being played.
struct Sowing<'t, T: Trace> {
    p: Position,
    me: Side,
    trace: &'t mut T,
    laps: u32,
}

impl<T: Trace> Sowing<'_, T> {
    #[inline(always)]
    fn at(&mut self, r: usize) -> &mut u8 {
        &mut self.p.board[base(self.me) + r]
    }

    fn lose_nyumba(&mut self, side: Side, why: NyumbaLostWhy) {
        if self.p.nyumba[side.index()] {
            self.p.nyumba[side.index()] = false;
            if T::RECORDS {
                self.trace.push(Event::NyumbaLost { side, why });
            }
        }
    }

    /// Lifts every seed of own pit `r` (K16: lifting the nyumba loses it).
    fn lift(&mut self, r: usize) -> u8 {
        let n = core::mem::take(self.at(r));
        if r == NYUMBA {
            self.lose_nyumba(self.me, NyumbaLostWhy::Lifted);
        }
        n
    }

    /// Sows `hand` seeds from after `pos`; returns where the last one fell. Counts the lap (K31).
    #[inline(always)]
    fn sow(&mut self, mut pos: usize, cw: bool, mut hand: u8) -> Result<usize, Illegal> {
        self.laps += 1;
        if self.laps > MAX_LAPS {
            return Err(Illegal::new(Reason::NeverEnding, self.p.variant));
        }
        let me = base(self.me);
        if !T::RECORDS && hand > 16 {
            // Whole rounds at once: every pit of the ring gets the same share.
            let rounds = hand / 16;
            for c in &mut self.p.board[me..me + 16] {
                *c += rounds;
            }
            hand %= 16;
        }
        while hand > 0 {
            pos = next(pos, cw);
            self.p.board[me + pos] += 1;
            hand -= 1;
            if T::RECORDS {
                let now = self.p.board[me + pos];
                self.trace.push(Event::Drop { pit: pit_at(self.me, pos), now });
            }
        }
        Ok(pos)
    }

    /// K11: captures the opponent's pit facing own front pit `x` and prepares the sowing of
    /// the captured seeds. Returns (start, clockwise, seeds), or None when the capture wins (K30).
    fn capture(&mut self, x: usize, cw: bool, chosen: Option<Dir>, namua: bool) -> Option<(usize, bool, u8)> {
        let opp_side = self.me.opponent();
        let target = base(opp_side) + facing(x);
        let count = core::mem::take(&mut self.p.board[target]);
        let (kichwa, why) = match x {
            0 | 1 => (LEFT_KICHWA, KichwaWhy::LeftZone),
            6 | 7 => (RIGHT_KICHWA, KichwaWhy::RightZone),
            _ => match chosen {
                Some(Dir::Left) => (LEFT_KICHWA, KichwaWhy::Chosen),
                Some(Dir::Right) => (RIGHT_KICHWA, KichwaWhy::Chosen),
                None if cw => (LEFT_KICHWA, KichwaWhy::KeepsDirection),
                None => (RIGHT_KICHWA, KichwaWhy::KeepsDirection),
            },
        };
        // From the left kichwa the seeds go clockwise, from the right one anticlockwise.
        let new_cw = kichwa == LEFT_KICHWA;
        if T::RECORDS {
            self.trace.push(Event::Capture {
                by: pit_at(self.me, x),
                pit: pit_at(opp_side, facing(x)),
                count,
                kichwa: pit_at(self.me, kichwa),
                dir: dir_of(kichwa, new_cw),
                why,
            });
        }
        if facing(x) == NYUMBA {
            self.lose_nyumba(opp_side, NyumbaLostWhy::Captured);
        }
        if !namua && self.p.variant == Variant::Kiswahili {
            // K21: the first capture of the mtaji stage ends both nyumba.
            self.lose_nyumba(Side::South, NyumbaLostWhy::MtajiCapture);
            self.lose_nyumba(Side::North, NyumbaLostWhy::MtajiCapture);
        }
        if self.p.front_empty(opp_side) {
            // K30: won at once, the rest of the move is not played. The captured seeds are laid
            // in the kichwa unsown, so the board still holds every seed (a choice of ours: the
            // rules say nothing of them, and the game is over).
            self.p.board[base(self.me) + kichwa] += count;
            if T::RECORDS {
                let now = self.p.board[base(self.me) + kichwa];
                for i in 0..count {
                    self.trace.push(Event::Drop { pit: pit_at(self.me, kichwa), now: now - count + i + 1 });
                }
            }
            return None;
        }
        // The kichwa receives the first seed: start one step before it.
        Some((next(kichwa, !new_cw), new_cw, count))
    }
}

impl Position {
    /// Plays a move that passed [`Position::check`] (or is a candidate).
    pub(crate) fn run_to<T: Trace>(
        &self,
        mv: &Move,
        kind: Kind,
        trace: &mut T,
    ) -> Result<(Position, RunInfo), Illegal> {
        let me = self.to_move;
        let wrong_shape = Illegal::new(Reason::WrongShape, self.variant);
        let r = super::ring_of(mv.pit).ok_or(wrong_shape)?;
        let dir = mv.dir.ok_or(wrong_shape)?;
        let namua = self.variant == Variant::Kiswahili && self.is_namua();
        let mut s = Sowing { p: *self, me, trace, laps: 0 };
        let mut info = RunInfo { takasa: !kind.captures(), ..RunInfo::default() };
        s.p.takasia = None;

        // The first lap: where it starts, which way, how many seeds.
        let (mut pos, mut cw, mut hand);
        if namua {
            s.p.stores[me.index()] -= 1;
            *s.at(r) += 1;
            if T::RECORDS {
                s.trace.push(Event::StoreSeed { pit: mv.pit });
            }
        }
        match kind {
            Kind::NamuaCapture => match s.capture(r, true, Some(dir), true) {
                Some(start) => (pos, cw, hand) = start,
                None => return Ok((s.finish(namua, info), info)),
            },
            Kind::Tax => {
                *s.at(r) -= 2;
                if T::RECORDS {
                    let left = *s.at(r);
                    s.trace.push(Event::Tax { pit: mv.pit, count: 2, left });
                }
                (pos, cw, hand) = (r, clockwise(r, dir), 2);
            }
            Kind::NamuaTakasa | Kind::MtajiCapture | Kind::MtajiTakasa => {
                hand = *s.at(r);
                if T::RECORDS {
                    s.trace.push(Event::Lift { pit: mv.pit, count: hand, dir });
                }
                s.lift(r);
                (pos, cw) = (r, clockwise(r, dir));
            }
        }

        // K8: lap after lap until the move ends.
        let opp = base(me.opponent());
        loop {
            let x = s.sow(pos, cw, hand)?;
            let now = *s.at(x);
            let held = now > 1;
            // K8.2: capture, only in a capturing move.
            if kind.captures() && x < 8 && held && s.p.board[opp + facing(x)] > 0 {
                match s.capture(x, cw, None, namua) {
                    Some(start) => {
                        (pos, cw, hand) = start;
                        continue;
                    }
                    None => break,
                }
            }
            // K8.3, K15: the functional nyumba in the namua stage.
            if namua && x == NYUMBA && s.p.nyumba[me.index()] && now >= FUNCTIONAL {
                if kind.captures() {
                    info.safari_choice = true;
                    if mv.safari {
                        if T::RECORDS {
                            s.trace.push(Event::Safari { pit: pit_at(me, x), count: now });
                        }
                        hand = s.lift(x);
                        pos = x;
                        continue;
                    }
                }
                if T::RECORDS {
                    s.trace.push(Event::NyumbaStop { pit: pit_at(me, x), chosen: kind.captures() });
                }
                break;
            }
            // K8.4, K25: the takasia pit of this move.
            if self.takasia == Some(x as u8) {
                if T::RECORDS {
                    s.trace.push(Event::TakasiaStop { pit: pit_at(me, x) });
                }
                break;
            }
            // K8.5: relay.
            if held {
                if T::RECORDS {
                    s.trace.push(Event::Relay { pit: pit_at(me, x), count: now });
                }
                hand = s.lift(x);
                pos = x;
                continue;
            }
            // K8.6: the last seed fell into an empty pit.
            if T::RECORDS {
                s.trace.push(Event::MoveEnd { pit: pit_at(me, x) });
            }
            break;
        }
        Ok((s.finish(namua, info), info))
    }
}

impl<T: Trace> Sowing<'_, T> {
    /// After the last lap: stage change (K6), takasia (K22), the other side to move.
    fn finish(self, namua: bool, info: RunInfo) -> Position {
        let mut p = self.p;
        p.to_move = self.me.opponent();
        if namua && p.stores == [0, 0] && T::RECORDS {
            self.trace.push(Event::StageChange { stage: Stage::Mtaji });
        }
        if !namua && info.takasa && p.variant == Variant::Kiswahili && !p.front_empty(p.to_move) {
            if let Some(t) = p.takasia_after_takasa(self.me) {
                p.takasia = Some(t as u8);
                if T::RECORDS {
                    self.trace.push(Event::Takasia { pit: pit_at(p.to_move, t) });
                }
            }
        }
        p
    }
}
