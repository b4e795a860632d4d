#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The notation parsers never panic and round-trip exactly.

use proptest::prelude::*;
use rules_core::{Move, Pit, Position, Record, Row, Side, Variant};

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_parses_or_fails_cleanly(s in "\\PC{0,120}") {
        let _ = Position::parse(&s);
        let _ = Position::parse_or_start(&s);
        let _ = Record::parse(&s);
        for v in Variant::ALL {
            let _ = rules_core::Move::parse(&s, v);
        }
    }

    #[test]
    fn position_shaped_text_round_trips(
        game in prop::sample::select(vec!["kiswahili", "kujifunza"]),
        counts in prop::collection::vec(0u8..6, 32),
        stores in (0u8..23, 0u8..23),
        side in prop::sample::select(vec!["S", "N"]),
    ) {
        let rows: Vec<String> = counts.chunks(8).map(|r| r.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")).collect();
        let mut s = format!("{game}:{}:{side}", rows.join("/"));
        if game == "kiswahili" {
            s.push_str(&format!(":{},{}:SN:-", stores.0, stores.1));
        }
        match Position::parse(&s) {
            Ok(p) => prop_assert_eq!(p.to_string(), s),
            Err(e) => prop_assert_eq!(e.kind.id(), "seed-total"),
        }
    }

    #[test]
    fn moves_of_every_shape(pit in "[ABab](1[0-2]|[1-9])", dir in "[<>]?", plus in "\\+?", notes in "(\\*|\\*\\*|#)?") {
        let text = format!("{pit}{dir}{plus}{notes}");
        let start = Position::start(Variant::Kiswahili);
        if let Ok(mv) = start.parse_move(&text) {
            prop_assert_eq!(mv.to_string(), format!("{pit}{dir}{plus}"));
            let legal = start.legal_moves().contains(&mv);
            prop_assert_eq!(start.why_illegal(&mv).is_none(), legal);
        }
    }
}

#[test]
fn errors_name_the_field_and_column() {
    let e = Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:X:22,22:SN:-")
        .unwrap_err();
    assert_eq!((e.field, e.column, e.kind.id()), ("to move", 74, "bad-char"));
    let e = Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0:S:22,22:SN:-")
        .unwrap_err();
    assert_eq!((e.field, e.kind.id()), ("rows", "row-length"));
    let e = Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:22,21:SN:-")
        .unwrap_err();
    assert_eq!((e.field, e.kind.id()), ("rows", "seed-total"));
    let e = Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:0,0:SN:a4")
        .unwrap_err();
    assert_eq!((e.field, e.kind.id()), ("takasia", "contradiction"));
    let e = Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:22,22:SN")
        .unwrap_err();
    assert_eq!((e.field, e.kind.id()), ("takasia", "missing-field"));
    let e = Position::parse("chess:1").unwrap_err();
    assert_eq!((e.field, e.kind.id()), ("game", "unknown-game"));
    // Pit names read through `FromStr` with the notation's error.
    assert_eq!("b12".parse::<Pit>(), Ok(Pit::new(Side::North, Row::Back, 12)));
    for (bad, id) in [("Z9", "bad-pit"), ("A0", "bad-pit"), ("A13", "bad-pit"), ("", "empty")] {
        let e = bad.parse::<Pit>().unwrap_err();
        assert_eq!((e.field, e.kind.id()), ("pit", id), "{bad}");
    }
}

#[test]
fn errors_are_std_errors_that_name_the_rule() {
    let start = Position::start(Variant::Kimasai);
    let illegal = start.play(&Move::parse("A12", Variant::Kimasai).unwrap()).unwrap_err();
    let boxed: Box<dyn std::error::Error> = Box::new(illegal);
    assert_eq!(boxed.to_string(), "M4: A12 cannot step: A11 is occupied");
    let boxed: Box<dyn std::error::Error> = Box::new(Move::parse("A1<", Variant::Kimasai).unwrap_err());
    assert!(boxed.to_string().starts_with("move (column 3)"), "{boxed}");
}

#[test]
fn records_replay_and_name_the_bad_move() {
    let record = Record::parse("start\n1. A7< a5>\n").unwrap();
    assert_eq!(record.main_line().len(), 2);
    assert_eq!(record.pretty(), "start\n1. A7<* a5>\n");
    let err = Record::parse("start\n1. A7< a6<\n").unwrap_err();
    assert_eq!((err.line, err.column), (2, 8));
    assert!(err.to_string().contains("K10"), "{err}");
}
