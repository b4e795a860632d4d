//! Bao Kingulu (G1-G8): two rows of six, relay sowing anticlockwise round all 12 holes,
//! captures with the capturing seed, and kuweka mtoto (reserving a hole).
//!
//! The board is 12 bytes in sowing order (G2): `A1..A6` are 0..6, `a1..a6` are 6..12, so a lap
//! goes +1 (mod 12) and `Ak` (index k-1) faces `a(7-k)` (index 12-k): hole `i` faces `11 - i`.

mod end;
mod notation;
mod sow;

use crate::pit::{Pit, Row, Side};

pub(crate) use notation::reserved as parse_reserved;

/// G1: holes on the board.
pub(crate) const HOLES: usize = 12;
/// G1: seeds in the game (4 in each of the 12 holes).
pub const SEEDS: u8 = 48;
/// G8: the score that draws (half the seeds).
pub const DRAW_SCORE: u8 = SEEDS / 2;

/// G2: a lap of 12 or more seeds drops a seed into the hole it started from when it goes all
/// the way round ("the start hole included"). Kept as a switch because many mancala games skip
/// the start hole; the rule this crate follows does not (book/src/reference/kingulu.md#g2).
pub const SOW_INTO_START_HOLE: bool = true;

/// G7: when the last-but-one seed of the reserving lap does NOT move into the reserved hole
/// (besides when it fell into a reserved hole and was banked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtraSeedExemption {
    /// G7 as the book gives it (book/src/reference/kingulu.md#g7): "unless the lap was a
    /// single seed" (a reserving relay lap always has two or more seeds, so only a first lap
    /// from a singleton is exempt).
    SingleSeedLap,
    /// Another wording of the same rule ("unless the capturing move was played from a
    /// singleton"): a move started from a singleton never adds the extra seed, on any lap.
    MoveFromSingleton,
}

/// The reading this crate follows: G7 as the book gives it, the lap.
pub const EXTRA_SEED_EXEMPTION: ExtraSeedExemption = ExtraSeedExemption::SingleSeedLap;

/// A validated position of Bao Kingulu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Seeds per hole, in sowing order (see the module comment).
    pub(crate) board: [u8; HOLES],
    pub(crate) to_move: Side,
    /// G6, G7: seeds captured or banked, indexed by `Side::index`.
    pub(crate) captured: [u8; 2],
    /// G7: who reserved each hole.
    pub(crate) reserved: [Option<Side>; HOLES],
}

/// Board index of a hole, or None for a hole not on this board.
pub(crate) fn index_of(pit: Pit) -> Option<usize> {
    if pit.row != Row::Front || !(1..=6).contains(&pit.index) {
        return None;
    }
    Some(pit.index as usize - 1 + if pit.side == Side::North { 6 } else { 0 })
}

/// The hole at board index `i`.
pub(crate) fn pit_at(i: usize) -> Pit {
    let side = if i < 6 { Side::South } else { Side::North };
    Pit::new(side, Row::Front, (i % 6) as u8 + 1)
}

/// The owner of the hole at board index `i`.
#[inline(always)]
pub(crate) fn owner(i: usize) -> Side {
    if i < 6 {
        Side::South
    } else {
        Side::North
    }
}

/// G1: the hole facing hole `i`.
#[inline(always)]
pub(crate) fn facing(i: usize) -> usize {
    HOLES - 1 - i
}

impl Position {
    /// G1: four seeds in every hole; South moves first.
    #[must_use]
    pub fn start() -> Position {
        Position { board: [4; HOLES], to_move: Side::South, captured: [0, 0], reserved: [None; HOLES] }
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Seeds in a hole (0 for a hole not on this board).
    #[must_use]
    pub fn count(&self, pit: Pit) -> u8 {
        index_of(pit).map_or(0, |i| self.board[i])
    }

    /// G6, G7: seeds `side` has captured or banked (off the board).
    #[must_use]
    pub fn captured(&self, side: Side) -> u8 {
        self.captured[side.index()]
    }

    /// G7: who reserved this hole, if anyone.
    #[must_use]
    pub fn reserved(&self, pit: Pit) -> Option<Side> {
        index_of(pit).and_then(|i| self.reserved[i])
    }
}
