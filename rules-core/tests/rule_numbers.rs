#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Rule numbers are asked of the game being played: every event, every reason a move is refused
//! and every end of a game, met in random games of all four games, carries a number of that
//! game's own rules, and every such number has its section in the book's reference chapters.

use crate::common::Rng;
use rules_core::{Dir, Event, Game, Move, Outcome, Pit, Position, Reason, Row, Side, Variant};
use std::collections::BTreeSet;

/// The rules a game plays by. Bao la Kujifunza has the board and directions of Bao la Kiswahili
/// (J1: K1-K4) and plays only mtaji moves (J2: K7-K11, K17-K20, K28-K32).
fn belongs(variant: Variant, rule: &str) -> bool {
    let number = |prefix: &str| -> Option<u32> {
        let rest = rule.strip_prefix(prefix)?;
        rest.split('.').next()?.parse().ok()
    };
    match variant {
        Variant::Kiswahili => number("K").is_some_and(|n| (1..=32).contains(&n)),
        Variant::Kujifunza => {
            number("J").is_some_and(|n| (1..=2).contains(&n))
                || number("K").is_some_and(|n| matches!(n, 1..=4 | 7..=11 | 17..=20 | 28..=32))
        }
        Variant::Kimasai => number("M").is_some_and(|n| (1..=7).contains(&n)),
        Variant::Kingulu => number("G").is_some_and(|n| (1..=8).contains(&n)),
    }
}

/// Every move shape that could be written on this board: each pit of either side, each
/// direction (and none), with and without `+`.
fn every_shape(variant: Variant) -> Vec<Move> {
    let mut out = Vec::new();
    for side in [Side::South, Side::North] {
        for row in [Row::Front, Row::Back] {
            for index in 1..=variant.row_len() {
                let pit = Pit::new(side, row, index);
                if !pit.on_board(variant) {
                    continue;
                }
                out.push(Move::pit(pit));
                for dir in [Dir::Left, Dir::Right] {
                    out.push(Move::bao(pit, dir, false));
                    out.push(Move::bao(pit, dir, true));
                }
            }
        }
    }
    out
}

/// Plays random games and returns every rule number met, with where it came from.
fn rules_met(variant: Variant, games: usize, max_plies: usize, seed: u64) -> BTreeSet<(String, &'static str)> {
    let mut rng = Rng::new(seed);
    let shapes = every_shape(variant);
    let mut met = BTreeSet::new();
    for _ in 0..games {
        let mut game = Game::new(Position::start(variant));
        for _ in 0..max_plies {
            let p = game.position().clone();
            // A few refused moves of every kind in this position.
            for _ in 0..4 {
                let mv = shapes[rng.below(shapes.len())];
                if let Err(illegal) = game.clone().play(mv) {
                    assert_eq!(illegal.variant, variant);
                    assert_eq!(illegal.rule(), illegal.reason.rule(variant));
                    met.insert((illegal.rule().to_string(), "reason"));
                }
            }
            let legal = p.legal_moves();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            let played = p.play(&mv).unwrap();
            for e in &played.events {
                met.insert((e.rule(variant).to_string(), "event"));
            }
            game.play(mv).unwrap();
        }
        if let Some(o) = game.outcome() {
            met.insert((o.rule(variant).to_string(), "outcome"));
            // A move after the end is refused with the rule that ended the game.
            let refused = game.clone().play(shapes[0]).unwrap_err();
            assert_eq!(refused.reason, Reason::GameOver { outcome: o });
            assert_eq!(refused.rule(), o.rule(variant));
        }
    }
    met
}

#[test]
fn every_rule_number_met_in_random_games_is_the_games_own() {
    for (variant, games, plies) in [
        (Variant::Kiswahili, 12, 400),
        (Variant::Kujifunza, 12, 400),
        (Variant::Kimasai, 20, 300),
        (Variant::Kingulu, 40, 200),
    ] {
        let met = rules_met(variant, games, plies, 7 + variant as u64);
        let wrong: Vec<_> = met.iter().filter(|(rule, _)| !belongs(variant, rule)).collect();
        assert!(wrong.is_empty(), "{variant}: rule numbers of another game: {wrong:?}");
        // The games ran long enough to meet events, reasons and outcomes.
        for kind in ["event", "reason", "outcome"] {
            assert!(met.iter().any(|(_, k)| *k == kind), "{variant}: no {kind} met: {met:?}");
        }
    }
}

#[test]
fn shared_events_and_reasons_take_each_games_number() {
    let a3 = Pit::new(Side::South, Row::Front, 3);
    let relay = Event::Relay { pit: a3, count: 5 };
    assert_eq!(relay.rule(Variant::Kiswahili), "K8.5");
    assert_eq!(relay.rule(Variant::Kujifunza), "K8.5");
    assert_eq!(relay.rule(Variant::Kingulu), "G4.5");
    let not_yours = Reason::NotYourPit { pit: a3 };
    let numbers: Vec<_> = Variant::ALL.iter().map(|&v| not_yours.rule(v)).collect();
    assert_eq!(numbers, ["K3", "K3", "M4", "G3"]);
    let no_moves = Outcome::Win { winner: Side::North, why: rules_core::WinWhy::NoMoves };
    let numbers: Vec<_> = Variant::ALL.iter().map(|&v| no_moves.rule(v)).collect();
    assert_eq!(numbers, ["K29", "K29", "M6", "G8"]);
    // J1: Bao la Kujifunza has no nyumba, so no safari choice.
    assert_eq!(Reason::NoSafariChoice.rule(Variant::Kujifunza), "J1");
    assert_eq!(Reason::NeverEnding.rule(Variant::Kingulu), "G5");
}

/// Every rule number the engine can give has its section in the book: `### K8. ... {#k8}` in
/// one of `book/src/reference/*.md`.
#[test]
fn every_rule_number_has_its_section_in_the_book() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../book/src/reference");
    let mut anchors = BTreeSet::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines().filter(|l| l.starts_with('#')) {
            if let Some(start) = line.find("{#") {
                anchors.insert(line[start + 2..].trim_end_matches('}').to_string());
            }
        }
    }
    let mut numbers = BTreeSet::new();
    for variant in Variant::ALL {
        for (rule, _) in rules_met(variant, 4, 200, 99) {
            numbers.insert(rule);
        }
    }
    assert!(numbers.len() > 20, "{numbers:?}");
    for rule in &numbers {
        let anchor = rule.split('.').next().unwrap().to_lowercase();
        assert!(anchors.contains(&anchor), "{rule}: no section {{#{anchor}}} in book/src/reference");
    }
}
