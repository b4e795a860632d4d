//! What the search needs from a game, on its fast internals: a hash, the children of a
//! position (every legal move played, without a trace), the end of the game and an evaluation.
//! One implementation per game: [`super::bao`], [`super::kimasai`], [`super::kingulu`].

use crate::pit::{Move, Side};

/// A finished game from the point of view of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Terminal {
    Win,
    Loss,
    Draw,
}

/// A child of a position: the move's code, the position after it, and an ordering key (what
/// the move gains at once: seeds or stones taken).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Child<R> {
    pub pos: R,
    pub code: u8,
    pub gain: i16,
    /// The search's ordering key (set by the search, 0 from the game).
    pub key: i32,
}

/// The weights of an evaluation (each game reads its own; see its `WEIGHTS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; 12]);

/// Move codes are below this (the history table's size).
pub(crate) const CODES: usize = 64;

pub(crate) trait Rules: Copy {
    /// Bao la Kimasai: a position that repeats one met earlier in the game is a draw (M7).
    const REPETITION_DRAWS: bool;

    /// A 64-bit hash of everything that decides the game from here (not the history).
    fn hash(&self) -> u64;

    /// The side to move.
    fn side(&self) -> Side;

    /// The game is over before any move is generated (e.g. K30: an empty front row).
    fn terminal(&self) -> Option<Terminal>;

    /// Plays every legal move and pushes the children; returns how many moves were played
    /// (children plus moves rejected as never-ending).
    fn children(&self, out: &mut Vec<Child<Self>>) -> u32;

    /// The result when the side to move has no legal move (K29, M6, G8).
    fn no_moves(&self) -> Terminal;

    /// The side that just moved into `self` has won at once (K30, M6), so no better move exists.
    fn won_by_mover(&self) -> bool;

    /// The static evaluation for the side to move, in hundredths of a seed (stone).
    fn eval(&self, w: &Weights) -> i32;

    /// The move of a code, in this position.
    fn decode(&self, code: u8) -> Move;
}

/// A position's 64-bit key from its packed words (a multiply-xorshift mix of each in turn), for
/// the games whose state takes several words.
#[inline(always)]
pub(crate) fn hash_words<const N: usize>(words: [u64; N]) -> u64 {
    let mut h = 0x9E37_79B9_7F4A_7C15u64;
    for x in words {
        h = (h ^ x).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 31;
    }
    h.wrapping_mul(0x94D0_49BB_1331_11EB) ^ (h >> 29)
}
