//! Bao la Kimasai (M1-M7): four rows of twelve, one stone a hole, stepping moves and column
//! captures.
//!
//! Each side's 24 holes are one ring in the order of M3 (`A12 A11 ... A1 B1 B2 ... B12`), kept
//! as the low 24 bits of a `u32`: bit `r` is set when ring hole `r` holds a stone. A stone
//! steps from `r` to `r + 1` (mod 24).

mod notation;
mod play;

use crate::pit::{Pit, Row, Side};

/// Holes in a side's ring (M1: two rows of 12).
pub(crate) const RING: u32 = 24;
/// The 24 bits of a ring.
pub(crate) const MASK: u32 = (1 << RING) - 1;
/// M2: a side's most stones (23: every hole but the leftmost front hole).
pub const MAX_STONES: u8 = 23;

/// What a typed position may say about a side without stones. In play only the side to move
/// can be without stones (M5 only removes the opponent's stones, and the mover always keeps the
/// stone he stepped), so the case is open only for positions typed by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StonelessWaitingSide {
    /// M6, M5: no game reaches a position where the side that just moved has no stones (this
    /// includes a board with no stones at all): `parse` rejects it as a contradiction.
    Reject,
    /// Accept it: the side to move wins at once (M6, the opponent has no stones), and a board
    /// with no stones at all is a draw (M6, [`crate::DrawWhy::NoStones`]).
    Accept,
}

/// The reading this crate follows (see [`StonelessWaitingSide`]).
pub const STONELESS_WAITING_SIDE: StonelessWaitingSide = StonelessWaitingSide::Reject;

/// A validated position of Bao la Kimasai.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Indexed by `Side::index`: the side's ring as a bit set (M3 order).
    pub(crate) rings: [u32; 2],
    pub(crate) to_move: Side,
}

/// Ring index of a hole (M3), or None for a hole not on this board.
pub(crate) fn ring_of(pit: Pit) -> Option<u32> {
    let k = pit.index as u32;
    if !(1..=12).contains(&k) {
        return None;
    }
    Some(match pit.row {
        Row::Front => 12 - k,
        Row::Back => 11 + k,
    })
}

/// The hole at ring index `r` of `side`.
pub(crate) fn pit_at(side: Side, r: u32) -> Pit {
    if r < 12 {
        Pit::new(side, Row::Front, (12 - r) as u8)
    } else {
        Pit::new(side, Row::Back, (r - 11) as u8)
    }
}

/// M3: the next hole on the ring.
#[inline(always)]
pub(crate) fn next(r: u32) -> u32 {
    (r + 1) % RING
}

impl Position {
    /// M2: one stone in every hole but `A1` and `a1`; South moves first.
    #[must_use]
    pub fn start() -> Position {
        let a1 = 1 << 11;
        Position { rings: [MASK & !a1, MASK & !a1], to_move: Side::South }
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Stones in a hole: 0 or 1 (0 for a hole not on this board).
    #[must_use]
    pub fn count(&self, pit: Pit) -> u8 {
        ring_of(pit).map_or(0, |r| ((self.rings[pit.side.index()] >> r) & 1) as u8)
    }

    /// Stones `side` has left on the board (M6).
    #[must_use]
    pub fn stones(&self, side: Side) -> u8 {
        self.rings[side.index()].count_ones() as u8
    }
}
