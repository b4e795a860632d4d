//! Bao la Kimasai for the search: a move is a step of one stone (M4), children come from a
//! bit mask of the stones that can step, captures (M5) are a few bit operations.

use super::rules::{Child, Rules, Terminal, Weights};
use crate::kimasai::{self, Position, MASK, RING};
use crate::pit::{Move, Side};

/// The evaluation's weights (hundredths of a stone per unit), tuned by matches (SEARCH.md):
/// 0 stones, 1 stones that can step (mobility), 2 stones the side to move can take now (front
/// and back behind it), 3 stones the opponent threatens, 4 front-row stones, 5 a constant for
/// the side to move. Stones alone: every other term lost to them in matches, and with them a
/// deeper search gained little over a shallow one (SEARCH.md); the terms stay for tuning.
pub(crate) const WEIGHTS: Weights = Weights([100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/// M4: the ring holes of `side` whose stone can step (the next hole is empty).
#[inline(always)]
fn movable(ring: u32) -> u32 {
    let ahead = (ring >> 1) | ((ring & 1) << (RING - 1));
    ring & !ahead & MASK
}

/// M5: the opponent's stones taken when a stone of `mine` steps into ring hole `to`.
#[inline(always)]
fn taken(theirs: u32, to: u32) -> u32 {
    if to >= 12 {
        return 0;
    }
    let (front, back) = (11 - to, 12 + to);
    if theirs & (1 << front) == 0 {
        return 0;
    }
    (1 << front) | (theirs & (1 << back))
}

/// The stones `mine` (a ring) could take from `theirs` with one step, as a bit set of
/// `theirs`.
#[inline]
fn threats(mine: u32, theirs: u32) -> u32 {
    let mut bits = movable(mine) & 0x7FF | (movable(mine) & (1 << (RING - 1)));
    let mut out = 0;
    while bits != 0 {
        let r = bits.trailing_zeros();
        bits &= bits - 1;
        out |= taken(theirs, kimasai::next(r));
    }
    out
}

impl Rules for Position {
    const REPETITION_DRAWS: bool = true;

    #[inline(always)]
    fn hash(&self) -> u64 {
        let x = self.rings[0] as u64 | (self.rings[1] as u64) << 24 | (self.to_move.index() as u64) << 48;
        let mut h = (x ^ 0x9E37_79B9_7F4A_7C15).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 31;
        h = h.wrapping_mul(0x94D0_49BB_1331_11EB);
        h ^ (h >> 29)
    }

    fn side(&self) -> Side {
        self.to_move
    }

    #[inline(always)]
    fn terminal(&self) -> Option<Terminal> {
        // M6: no stones left (the mover can never be the one without stones).
        (self.rings[self.to_move.index()] == 0).then_some(Terminal::Loss)
    }

    #[inline]
    fn children(&self, out: &mut Vec<Child<Self>>) -> u32 {
        let me = self.to_move.index();
        let op = 1 - me;
        let mine = self.rings[me];
        let mut bits = movable(mine);
        let n = bits.count_ones();
        while bits != 0 {
            let from = bits.trailing_zeros();
            bits &= bits - 1;
            let to = kimasai::next(from);
            let take = taken(self.rings[op], to);
            let mut p = *self;
            p.rings[me] = (mine & !(1 << from)) | (1 << to);
            p.rings[op] &= !take;
            p.to_move = self.to_move.opponent();
            out.push(Child { pos: p, code: from as u8, gain: take.count_ones() as i16, key: 0 });
        }
        n
    }

    fn no_moves(&self) -> Terminal {
        Terminal::Loss // M6
    }

    #[inline(always)]
    fn won_by_mover(&self) -> bool {
        self.rings[self.to_move.index()] == 0 // M6
    }

    #[inline]
    fn eval(&self, w: &Weights) -> i32 {
        let w = &w.0;
        let me = self.to_move.index();
        let (mine, theirs) = (self.rings[me], self.rings[1 - me]);
        let stones = mine.count_ones() as i32 - theirs.count_ones() as i32;
        let mobility = movable(mine).count_ones() as i32 - movable(theirs).count_ones() as i32;
        let front = (mine & 0xFFF).count_ones() as i32 - (theirs & 0xFFF).count_ones() as i32;
        w[0] * stones + w[1] * mobility + w[2] * threats(mine, theirs).count_ones() as i32
            - w[3] * threats(theirs, mine).count_ones() as i32
            + w[4] * front
            + w[5]
    }

    fn decode(&self, code: u8) -> Move {
        Move::pit(kimasai::pit_at(self.to_move, code as u32))
    }
}
