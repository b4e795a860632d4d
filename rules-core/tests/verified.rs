#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The verified examples the book shows: the first two moves of the game played in Zanzibar
//! on 17 October 1994 (book/src/replay/zanzibar-1994.md, book/src/reference/namua.md#k12), a
//! 16-seed takasa that falls back into its start pit (book/src/reference/mtaji.md#k18) and a
//! never-ending move (book/src/reference/end.md#k31, book/src/course/never-ending.md).

use rules_core::{Event, Position, Reason, Variant};

fn play(p: &Position, m: &str) -> rules_core::Played {
    let mv = p.parse_move(m).unwrap();
    p.play(&mv).unwrap_or_else(|e| panic!("{m} on {p}: {e}"))
}

#[test]
fn zanzibar_1994_first_two_moves() {
    let start = Position::start(Variant::Kiswahili);
    assert_eq!(
        start.to_string(),
        "kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:22,22:SN:-"
    );
    let a = play(&start, "A7<");
    assert_eq!(
        a.position.to_string(),
        "kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,1,7,3,0,0/0,0,0,0,0,0,0,0:N:21,22:SN:-"
    );
    let b = play(&a.position, "a5>");
    assert_eq!(
        b.position.to_string(),
        "kiswahili:0,0,0,0,0,0,0,0/1,2,2,7,0,0,0,0/0,0,0,0,7,3,0,0/0,0,0,0,0,0,0,0:S:21,21:SN:-"
    );
    assert!(b.events.iter().any(|e| matches!(e, Event::Capture { count: 1, .. })));
}

#[test]
fn sixteen_seeds_fall_back_into_the_start_pit() {
    // North front a8..a1 = 1 0 0 0 0 0 0 0, South front A1..A8 = 1 0 0 16 0 0 0 0, the rest
    // (46) in North's back row.
    let p = Position::parse("kiswahili:6,6,6,6,6,6,5,5/1,0,0,0,0,0,0,0/1,0,0,16,0,0,0,0/0,0,0,0,0,0,0,0:S:0,0:-:-")
        .unwrap();
    let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["A4<", "A4>"]);
    let after = play(&p, "A4>");
    assert!(
        matches!(after.events.iter().rev().nth(1), Some(Event::MoveEnd { .. }))
            || matches!(after.events.last(), Some(Event::MoveEnd { .. }))
    );
    assert_eq!(after.position.count("A4".parse().unwrap()), 1);
}

#[test]
fn never_ending_move_is_illegal() {
    let p = Position::parse("kiswahili:0,3,0,1,3,4,7,4/1,13,1,0,4,1,4,7/0,0,0,0,0,0,0,1/1,3,3,0,2,0,1,0:N:0,0:-:-")
        .unwrap();
    let mv = p.parse_move("a4>").unwrap();
    assert_eq!(p.why_illegal(&mv).map(|i| i.reason), Some(Reason::NeverEnding));
    let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(moves.contains(&"a4<".to_string()), "{moves:?}");
    assert!(!moves.contains(&"a4>".to_string()));
}
