//! The moves that start at a clicked pit, why none does, and how to name each when the reader
//! must choose.

use crate::i18n::{t, tr, Lang, Msg};
use crate::narrate;
use rules_core::{Dir, Event, Move, Pit, Position, Reason, Row, Variant};

/// The legal moves starting at `pit` (several when a direction, kichwa or safari choice is left).
#[must_use]
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

/// What a reader answering a question chooses among after clicking `pit`. In the games with
/// directions (Bao la Kiswahili, Bao la Kujifunza), on a pit of the mover's with seeds, always
/// both directions, whether the rules allow them or not, so that the question does not show
/// which are legal: each direction's legal moves (with and without safari), or its plain move
/// when the rules forbid it (choosing it is a wrong answer, explained with its rule). Otherwise
/// what [`at`] says: a move has no direction to choose in the other games, and no move starts
/// at an empty pit or the opponent's.
pub fn both_ways(pos: &Position, pit: Pit) -> Result<Vec<Move>, Reason> {
    let directions = matches!(pos.variant(), Variant::Kiswahili | Variant::Kujifunza);
    if !directions || pit.side != pos.to_move() || pos.count(pit) == 0 {
        return at(pos, pit);
    }
    let legal = from_pit(pos, pit);
    let mut out = Vec::with_capacity(legal.len() + 1);
    for dir in [Dir::Left, Dir::Right] {
        let before = out.len();
        out.extend(legal.iter().filter(|m| m.dir == Some(dir)));
        if out.len() == before {
            out.push(Move::bao(pit, dir, false));
        }
    }
    Ok(out)
}

/// The kichwa a namua capture's seeds enter at, for a move that is one (its seed from the
/// store captures at once): the move's direction names it (NOTATION: `<` the mover's left
/// kichwa, `>` his right), not the direction they are sown in.
#[must_use]
pub fn namua_kichwa(pos: &Position, mv: &Move) -> Option<Pit> {
    let p = pos.play(mv).ok()?;
    match (p.events.first(), p.events.get(1)) {
        (Some(Event::StoreSeed { .. }), Some(Event::Capture { kichwa, .. })) => Some(*kichwa),
        _ => None,
    }
}

/// Why no move starts at `pit` ("No move from A3: ..."), as every board says it.
#[must_use]
pub fn no_move(pos: &Position, pit: Pit, reason: &Reason) -> Msg {
    Msg::new("narrate-no-move").arg("pit", pit.to_string()).msg("text", narrate::reason(reason, pos.variant()))
}

/// The prompt to choose among the moves that start at `pit`.
#[must_use]
pub fn choose_prompt(pit: Pit) -> Msg {
    Msg::new("choice-prompt").arg("pit", pit.to_string())
}

/// The text of a choice between the moves from one pit: the kichwa a namua capture enters at,
/// or the direction, and stop or safari; always with the move itself. A move the rules forbid
/// (offered by [`both_ways`]) is named like its legal neighbours: by the kichwa when they are
/// namua captures (the other kichwa, K11.1), else by its direction.
#[must_use]
pub fn choice_label(lang: Lang, pos: &Position, mv: &Move, all: &[Move]) -> String {
    let mut parts = Vec::new();
    let legal = pos.why_illegal(mv).is_none();
    // A namua capture's direction is the kichwa its seeds enter at; name the kichwa. The safari
    // part and the move are still added below: A4< and A4<+ must not look the same.
    let kichwa = if legal {
        namua_kichwa(pos, mv)
    } else {
        mv.dir.filter(|_| all.iter().any(|m| namua_kichwa(pos, m).is_some())).map(|d| {
            let end = if d == Dir::Left { 1 } else { pos.variant().row_len() };
            Pit::new(mv.pit.side, Row::Front, end)
        })
    };
    if let Some(k) = kichwa {
        parts.push(t(lang, &Msg::new("choice-kichwa").arg("kichwa", k.to_string())));
    } else if let Some(d) = mv.dir.filter(|_| all.iter().any(|m| m.dir != mv.dir)) {
        parts.push(t(lang, &Msg::new("choice-dir").arg("dir", narrate::dir_key(d))));
    }
    if legal && all.iter().any(|m| m.safari != mv.safari) {
        parts.push(tr(lang, if mv.safari { "choice-safari" } else { "choice-stop" }));
    }
    let written = crate::i18n::ltr(lang, &mv.to_string());
    if parts.is_empty() {
        parts.push(written.clone());
    }
    format!("{} ({written})", parts.join(" · "))
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
        // Written right to left (Arabic), the move is a left-to-right isolate: `A6<` cannot be
        // shown as `>A6`.
        let ar = choice_label(Lang::from_tag("ar"), &pos, &ms[0], &ms);
        assert!(ar.ends_with("(\u{2066}A6<\u{2069})"), "{ar:?}");
    }

    #[test]
    fn an_answer_offers_both_directions_even_where_the_rules_forbid_one() {
        // Bao la Kujifunza's start: captures are compulsory (K10), so only A2> starts at A2.
        let pos = Position::start(Variant::Kujifunza);
        let a2 = Pit::parse("A2").expect("a pit");
        assert_eq!(from_pit(&pos, a2).len(), 1);
        let ms = both_ways(&pos, a2).expect("South's pit with seeds");
        let labels: Vec<String> = ms.iter().map(|m| choice_label(Lang::EN, &pos, m, &ms)).collect();
        assert_eq!(labels, ["Sow to the left (A2<)", "Sow to the right (A2>)"]);
        // Where both are legal, the same two moves as play mode offers.
        let start = Position::start(Variant::Kiswahili);
        let a6 = Pit::parse("A6").expect("a pit");
        assert_eq!(both_ways(&start, a6), Ok(from_pit(&start, a6)));
        // The opponent's pit, an empty pit, a game without directions: as `at` says.
        for (p, s) in [(&pos, "a3"), (&start, "A1"), (&Position::start(Variant::Kingulu), "A3")] {
            let pit = Pit::parse(s).expect("a pit");
            assert_eq!(both_ways(p, pit), at(p, pit), "{s}");
        }
    }

    #[test]
    fn a_forbidden_namua_capture_is_named_by_the_other_kichwa() {
        // North's only namua capture from a1 enters at a1 (K11.1); a1> would enter at a8.
        let pos =
            Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,0,7,0,2,0,1/0,0,0,0,7,0,0,1/0,0,0,0,1,1,1,2:N:19,20:SN:-")
                .expect("a position");
        let a1 = Pit::parse("a1").expect("a pit");
        let ms = both_ways(&pos, a1).expect("North's pit");
        let labels: Vec<String> = ms.iter().map(|m| choice_label(Lang::EN, &pos, m, &ms)).collect();
        assert_eq!(labels, ["Enter at kichwa a1 (a1<)", "Enter at kichwa a8 (a1>)"]);
        assert_eq!(namua_kichwa(&pos, &ms[0]), Some(a1));
        assert_eq!(pos.why_illegal(&ms[1]).map(|il| il.rule()), Some("K11.1"));
    }
}
