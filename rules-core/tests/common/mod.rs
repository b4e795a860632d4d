#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Small helpers shared by the game tests.
#![allow(dead_code)]

use rules_core::{Pit, Played, Position, Reason};

pub(crate) fn pit(s: &str) -> Pit {
    s.parse().unwrap()
}

pub(crate) fn pos(s: &str) -> Position {
    Position::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The legal moves in notation.
pub(crate) fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Plays a move that must be legal.
pub(crate) fn play(p: &Position, m: &str) -> Played {
    let mv = p.parse_move(m).unwrap();
    p.play(&mv).unwrap_or_else(|e| panic!("{m} on {p}: {e}"))
}

/// Why a move is illegal (None when it is legal).
pub(crate) fn reason(p: &Position, m: &str) -> Option<Reason> {
    p.why_illegal(&p.parse_move(m).unwrap()).map(|i| i.reason)
}

/// The crate's generator, with `usize` bounds for indexing.
pub(crate) struct Rng(rules_core::random::Rng);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(rules_core::random::Rng::new(seed))
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u32) as usize
    }
}
