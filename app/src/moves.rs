//! The moves that start at a clicked pit, and why none does.

use rules_core::{Dir, Move, Pit, Position, Reason, Variant};

/// The legal moves starting at `pit` (several when a direction, kichwa or safari choice is left).
pub fn from_pit(pos: &Position, pit: Pit) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|m| m.pit == pit).collect()
}

/// Why no legal move starts at `pit` (the first direction's reason for Bao).
pub fn why_none(pos: &Position, pit: Pit) -> Reason {
    let tries: Vec<Move> = match pos.variant() {
        Variant::Kiswahili | Variant::Kujifunza => {
            vec![Move::bao(pit, Dir::Left, false), Move::bao(pit, Dir::Right, false)]
        }
        Variant::Kimasai | Variant::Kingulu => vec![Move::pit(pit)],
    };
    let reasons: Vec<Reason> = tries.iter().filter_map(|m| pos.why_illegal(m)).map(|i| i.reason).collect();
    // K11.1's forced kichwa only says the other direction is wrong; prefer a reason about the pit.
    reasons
        .iter()
        .find(|r| !matches!(r, Reason::KichwaForced { .. }))
        .or(reasons.first())
        .copied()
        // Callers ask only about a pit with no legal move, so some try is refused; were both
        // legal, the nearest true answer is the game's end, if it has ended.
        .or_else(|| pos.outcome().map(|outcome| Reason::GameOver { outcome }))
        .unwrap_or(Reason::WrongShape)
}
