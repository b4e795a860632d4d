//! Bao la Kiswahili (K1-K32) and Bao la Kujifunza (J1-J2).
//!
//! The board is 32 bytes: each side's 16 pits in ring order (K3), `A1..A8` then `B8..B1`, so
//! that "clockwise" is +1 and the ring wraps at 16. South's ring is bytes 0..16, North's 16..32.

mod movegen;
mod notation;
mod perft;
mod sow;
mod takasia;

use crate::event::{Event, Trace};
use crate::illegal::{Illegal, Reason};
use crate::outcome::{Outcome, WinWhy};
use crate::pit::{Dir, Move, Pit, Row, Side, Variant};

// The fast path of move generation, for benchmarks and search: not part of the documented API.
#[doc(hidden)]
pub use movegen::{Candidate, Candidates, Kind};

/// Ring index of the nyumba (`A5`, K2).
pub(crate) const NYUMBA: usize = 4;
/// Ring indices of the kichwa (`A1`, `A8`).
pub(crate) const LEFT_KICHWA: usize = 0;
pub(crate) const RIGHT_KICHWA: usize = 7;
/// Seeds a nyumba needs to be functional (K14).
pub(crate) const FUNCTIONAL: u8 = 6;
/// K18: a pit with this many seeds or more never starts a capture.
pub(crate) const NO_CAPTURE_FROM: u8 = 16;
/// Seeds in the game (K5, J1).
pub const SEEDS: u32 = 64;

/// A validated position of Bao la Kiswahili or Bao la Kujifunza.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) board: [u8; 32],
    pub(crate) to_move: Side,
    /// Seeds in hand, indexed by `Side::index` (always 0 in Kujifunza).
    pub(crate) stores: [u8; 2],
    /// Owned nyumba (K5, K16), indexed by `Side::index`.
    pub(crate) nyumba: [bool; 2],
    /// K22-K25: the ring index of the pit blocked for the side to move.
    pub(crate) takasia: Option<u8>,
}

/// The first byte of `side`'s ring in the board.
#[inline(always)]
pub(crate) fn base(side: Side) -> usize {
    side.index() * 16
}

/// Ring index of a pit (K3 order), or None for a pit not on this board.
pub(crate) fn ring_of(pit: Pit) -> Option<usize> {
    if !(1..=8).contains(&pit.index) {
        return None;
    }
    let i = pit.index as usize;
    Some(match pit.row {
        Row::Front => i - 1,
        Row::Back => 16 - i,
    })
}

/// The pit at ring index `r` of `side`.
pub(crate) fn pit_at(side: Side, r: usize) -> Pit {
    if r < 8 {
        Pit::new(side, Row::Front, r as u8 + 1)
    } else {
        Pit::new(side, Row::Back, (16 - r) as u8)
    }
}

/// K3: does a lap towards `dir` (mover's view) from ring index `r` go clockwise (+1)?
#[inline(always)]
pub(crate) fn clockwise(r: usize, dir: Dir) -> bool {
    (r < 8) == (dir == Dir::Right)
}

/// The direction, from the mover's view, of a clockwise or anticlockwise lap from `r`.
pub(crate) fn dir_of(r: usize, cw: bool) -> Dir {
    if (r < 8) == cw {
        Dir::Right
    } else {
        Dir::Left
    }
}

#[inline(always)]
pub(crate) fn next(r: usize, cw: bool) -> usize {
    if cw {
        (r + 1) & 15
    } else {
        (r + 15) & 15
    }
}

/// Ring index of the opponent's front pit that faces own front pit `r` (K1: `Ak` faces `a(9-k)`).
#[inline(always)]
pub(crate) fn facing(r: usize) -> usize {
    7 - r
}

impl Position {
    /// K5: the start of Bao la Kiswahili.
    #[must_use]
    pub fn start_kiswahili() -> Position {
        let mut board = [0u8; 32];
        for side in [0, 16] {
            board[side + NYUMBA] = 6;
            board[side + 5] = 2;
            board[side + 6] = 2;
        }
        Position {
            variant: Variant::Kiswahili,
            board,
            to_move: Side::South,
            stores: [22, 22],
            nyumba: [true, true],
            takasia: None,
        }
    }

    /// J1: the start of Bao la Kujifunza.
    #[must_use]
    pub fn start_kujifunza() -> Position {
        Position {
            variant: Variant::Kujifunza,
            board: [2; 32],
            to_move: Side::South,
            stores: [0, 0],
            nyumba: [false, false],
            takasia: None,
        }
    }

    /// Bao la Kiswahili or Bao la Kujifunza.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds in a pit (0 for a pit not on this board).
    #[must_use]
    pub fn count(&self, pit: Pit) -> u8 {
        ring_of(pit).map_or(0, |r| self.board[base(pit.side) + r])
    }

    /// Seeds in hand (K5, K6).
    #[must_use]
    pub fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// Does `side` still own his nyumba (K16)?
    #[must_use]
    pub fn owns_nyumba(&self, side: Side) -> bool {
        self.nyumba[side.index()]
    }

    /// The pit under takasia for the side to move (K22-K25).
    #[must_use]
    pub fn takasia(&self) -> Option<Pit> {
        self.takasia.map(|r| pit_at(self.to_move, r as usize))
    }

    /// K6: namua while the mover's store holds seeds.
    #[must_use]
    pub fn is_namua(&self) -> bool {
        self.stores[self.to_move.index()] > 0
    }

    /// The nyumba pit of a side.
    #[must_use]
    pub fn nyumba_pit(side: Side) -> Pit {
        pit_at(side, NYUMBA)
    }

    /// K14: owned and holding 6 or more seeds.
    #[must_use]
    pub fn nyumba_functional(&self, side: Side) -> bool {
        self.nyumba[side.index()] && self.board[base(side) + NYUMBA] >= FUNCTIONAL
    }

    pub(crate) fn front_empty(&self, side: Side) -> bool {
        let b = base(side);
        self.board[b..b + 8].iter().all(|&c| c == 0)
    }

    /// Every legal move, canonical and sorted; empty when the game is over (K29, K30).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.front_empty(self.to_move) {
            return out;
        }
        for c in self.candidates().iter() {
            let mv = c.to_move(self.to_move);
            if let Ok((_, info)) = self.run_to(&mv, c.kind, &mut ()) {
                out.push(mv);
                if info.safari_choice {
                    let plus = Move { safari: true, ..mv };
                    if self.run_to(&plus, c.kind, &mut ()).is_ok() {
                        out.push(plus);
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// True when the side to move has at least one legal move (K29, K31).
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        !self.front_empty(self.to_move) && self.candidates().iter().any(|c| self.play_candidate(&c, false).is_ok())
    }

    /// K29, K30.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let loser = self.to_move;
        let why = if self.front_empty(loser) {
            WinWhy::FrontRowEmpty
        } else if !self.has_legal_move() {
            WinWhy::NoMoves
        } else {
            return None;
        };
        Some(Outcome::Win { winner: loser.opponent(), why })
    }

    /// Plays a move, sending its events to `trace`.
    pub fn play<T: Trace>(&self, mv: &Move, trace: &mut T) -> Result<Position, Illegal> {
        let kind = self.check(mv)?;
        let (next, _) = self.run_checked(mv, kind, trace)?;
        if T::RECORDS {
            if let Some(o) = next.outcome() {
                trace.push(Event::GameOver { outcome: o });
            }
        }
        Ok(next)
    }

    /// Plays a candidate (from `Position::candidates`) on the fast path, without a trace:
    /// only K31 and the safari choice can still make it illegal.
    #[doc(hidden)]
    pub fn play_candidate(&self, c: &Candidate, safari: bool) -> Result<Position, Illegal> {
        let mv = Move { safari, ..c.to_move(self.to_move) };
        self.run_checked(&mv, c.kind, &mut ()).map(|(p, _)| p)
    }

    fn run_checked<T: Trace>(
        &self,
        mv: &Move,
        kind: movegen::Kind,
        trace: &mut T,
    ) -> Result<(Position, sow::RunInfo), Illegal> {
        let (next, info) = self.run_to(mv, kind, trace)?;
        if mv.safari && !info.safari_choice {
            return Err(Illegal::new(Reason::NoSafariChoice, self.variant));
        }
        Ok((next, info))
    }

    /// Checks a move against every rule that can be judged before sowing, with the reason.
    fn check(&self, mv: &Move) -> Result<movegen::Kind, Illegal> {
        let me = self.to_move;
        if self.front_empty(me) {
            let outcome = Outcome::Win { winner: me.opponent(), why: WinWhy::FrontRowEmpty };
            return Err(Illegal::new(Reason::GameOver { outcome }, self.variant));
        }
        if mv.pit.side != me {
            return Err(Illegal::new(Reason::NotYourPit { pit: mv.pit }, self.variant));
        }
        let (Some(dir), Some(r)) = (mv.dir, ring_of(mv.pit)) else {
            return Err(Illegal::new(Reason::WrongShape, self.variant));
        };
        if let Some(c) = self.candidates().iter().find(|c| c.ring as usize == r && c.dir == dir) {
            return Ok(c.kind);
        }
        Err(Illegal::new(self.why_not(r, dir), self.variant))
    }
}
