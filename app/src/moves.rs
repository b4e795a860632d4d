//! The moves that start at a clicked pit, why none does, and how to name each when the reader
//! must choose.

use crate::i18n::{t, tr, Lang, Msg};
use crate::narrate;
use rules_core::{Dir, Event, Move, Pit, Position, Reason, Variant};

/// The legal moves starting at `pit` (several when a direction, kichwa or safari choice is left).
pub fn from_pit(pos: &Position, pit: Pit) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|m| m.pit == pit).collect()
}

/// The legal moves starting at `pit` (at least one), or why none does: for Bao the first
/// direction's reason, preferring one about the pit to K11.1's forced kichwa (which only says
/// the other direction is wrong).
pub fn at(pos: &Position, pit: Pit) -> Result<Vec<Move>, Reason> {
    let moves = from_pit(pos, pit);
    if !moves.is_empty() {
        return Ok(moves);
    }
    let (first, second) = match pos.variant() {
        Variant::Kiswahili | Variant::Kujifunza => {
            (Move::bao(pit, Dir::Left, false), Some(Move::bao(pit, Dir::Right, false)))
        }
        Variant::Kimasai | Variant::Kingulu => (Move::pit(pit), None),
    };
    // A move the engine plays is a legal move from the pit after all.
    let first_reason = match pos.why_illegal(&first) {
        None => return Ok(vec![first]),
        Some(il) => il.reason,
    };
    let second_reason = match second.map(|mv| (mv, pos.why_illegal(&mv))) {
        Some((mv, None)) => return Ok(vec![mv]),
        Some((_, Some(il))) => Some(il.reason),
        None => None,
    };
    Err(match (first_reason, second_reason) {
        (Reason::KichwaForced { .. }, Some(other)) => other,
        (r, _) => r,
    })
}

/// Why no move starts at `pit` ("No move from A3: ..."), as every board says it.
pub fn no_move(pos: &Position, pit: Pit, reason: &Reason) -> Msg {
    Msg::new("narrate-no-move").arg("pit", pit.to_string()).msg("text", narrate::reason(reason, pos.variant()))
}

/// The prompt to choose among the moves that start at `pit`.
pub fn choose_prompt(pit: Pit) -> Msg {
    Msg::new("choice-prompt").arg("pit", pit.to_string())
}

/// The text of a choice between the moves from one pit: the kichwa a namua capture enters at,
/// or the direction, and stop or safari; always with the move itself.
pub fn choice_label(lang: Lang, pos: &Position, mv: &Move, all: &[Move]) -> String {
    let mut parts = Vec::new();
    // A namua capture's direction is the kichwa its seeds enter at; name the kichwa. The safari
    // part and the move are still added below: A4< and A4<+ must not look the same.
    let kichwa = pos.play(mv).ok().and_then(|p| match (p.events.first(), p.events.get(1)) {
        (Some(Event::StoreSeed { .. }), Some(Event::Capture { kichwa, .. })) => Some(*kichwa),
        _ => None,
    });
    if let Some(k) = kichwa {
        parts.push(t(lang, &Msg::new("choice-kichwa").arg("kichwa", k.to_string())));
    } else if let Some(d) = mv.dir.filter(|_| all.iter().any(|m| m.dir != mv.dir)) {
        parts.push(t(lang, &Msg::new("choice-dir").arg("dir", narrate::dir_key(d))));
    }
    if all.iter().any(|m| m.safari != mv.safari) {
        parts.push(tr(lang, if mv.safari { "choice-safari" } else { "choice-stop" }));
    }
    if parts.is_empty() {
        parts.push(mv.to_string());
    }
    format!("{} ({mv})", parts.join(" · "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_name_the_direction_with_the_move() {
        let pos = Position::start(Variant::Kiswahili);
        let a6 = Pit::parse("A6").expect("a pit");
        let ms = from_pit(&pos, a6);
        let labels: Vec<String> = ms.iter().map(|m| choice_label(Lang::EN, &pos, m, &ms)).collect();
        assert_eq!(labels, ["Sow to the left (A6<)", "Sow to the right (A6>)"]);
    }
}
