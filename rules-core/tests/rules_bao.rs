#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! One position (at least) for each rule of Bao la Kiswahili and Bao la Kujifunza: K1-K32 in
//! book/src/reference/board.md, moves.md, namua.md, mtaji.md and end.md, J1-J2 in
//! book/src/reference/kujifunza.md. Boards are written in each owner's own numbering:
//! `south_front` is `A1..A8`, `north_front` is `a1..a8`, and so on.

use rules_core::{Event, KichwaWhy, NyumbaLostWhy, Outcome, Pit, Position, Reason, Side, Stage, Variant, WinWhy};

fn join(v: impl Iterator<Item = u8>) -> String {
    v.map(|c| c.to_string()).collect::<Vec<_>>().join(",")
}

/// `tail` is everything after the rows, e.g. `:S:0,0:-:-` or `:S`.
fn board(
    game: &str,
    south_front: [u8; 8],
    south_back: [u8; 8],
    north_front: [u8; 8],
    north_back: [u8; 8],
    tail: &str,
) -> Position {
    let s = format!(
        "{game}:{}/{}/{}/{}{tail}",
        join(north_back.into_iter().rev()),
        join(north_front.into_iter().rev()),
        join(south_front.into_iter()),
        join(south_back.into_iter()),
    );
    let p = Position::parse(&s).unwrap_or_else(|e| panic!("{s}: {e}"));
    assert_eq!(p.to_string(), s, "round trip");
    p
}

fn pit(s: &str) -> Pit {
    Pit::parse(s).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn play(p: &Position, m: &str) -> (Position, Vec<Event>) {
    let mv = p.parse_move(m).unwrap();
    let played = p.play(&mv).unwrap_or_else(|e| panic!("{m} on {p}: {e}"));
    (played.position, played.events)
}

fn reason(p: &Position, m: &str) -> Reason {
    let mv = p.parse_move(m).unwrap();
    p.why_illegal(&mv).unwrap_or_else(|| panic!("{m} should be illegal on {p}")).reason
}

fn drops(events: &[Event]) -> Vec<String> {
    events.iter().filter_map(|e| if let Event::Drop { pit, .. } = e { Some(pit.to_string()) } else { None }).collect()
}

const Z: [u8; 8] = [0; 8];

#[test]
fn k1_k3_front_row_right_is_clockwise_back_row_right_is_anticlockwise() {
    // South: singletons in front, 3 in B4; no capture, K20 lets the back row move.
    let p = board("kujifunza", [1; 8], [0, 0, 0, 3, 0, 0, 0, 0], [1; 8], [3, 6, 6, 6, 6, 6, 6, 6], ":S");
    assert_eq!(moves(&p), ["B4<", "B4>"]);
    assert_eq!(drops(&play(&p, "B4>").1), ["B5", "B6", "B7"]);
    assert_eq!(drops(&play(&p, "B4<").1), ["B3", "B2", "B1"]);
    // K1: A4 faces a5, A1 faces a8.
    let q = board("kujifunza", [0, 2, 0, 1, 0, 0, 0, 0], Z, [0, 0, 0, 0, 1, 0, 0, 0], [8, 8, 8, 8, 8, 8, 7, 5], ":S");
    assert_eq!(moves(&q), ["A2>"]);
}

#[test]
fn k5_k13_start_position_moves_and_reasons() {
    let p = Position::parse_or_start("start").unwrap();
    assert_eq!(moves(&p), ["A6<", "A6>", "A7<", "A7>"]);
    assert_eq!(reason(&p, "A5<"), Reason::NyumbaNotAlone { pit: pit("A5") });
    assert_eq!(reason(&p, "B1<"), Reason::NamuaBackRow { pit: pit("B1") });
    assert_eq!(reason(&p, "A1<"), Reason::NamuaEmptyPit { pit: pit("A1") });
    assert_eq!(reason(&p, "a6<"), Reason::NotYourPit { pit: pit("a6") });
}

#[test]
fn k6_stage_change_after_the_last_store_seed() {
    let p = board(
        "kiswahili",
        [0, 0, 0, 0, 0, 0, 0, 2],
        [3, 8, 8, 8, 8, 8, 8, 8],
        [0, 0, 0, 0, 0, 2, 0, 0],
        Z,
        ":N:0,1:-:-",
    );
    assert_eq!(moves(&p), ["a6<", "a6>"]);
    let (q, events) = play(&p, "a6<");
    assert_eq!(drops(&events), ["a5", "a4", "a3"]);
    assert!(events.contains(&Event::StageChange { stage: Stage::Mtaji }));
    assert!(matches!(&q, Position::Bao(b) if !b.is_namua()));
}

#[test]
fn k8_relay_and_end_in_an_empty_pit() {
    let p = board("kujifunza", [2, 0, 1, 0, 0, 0, 0, 0], Z, [1, 0, 0, 0, 0, 0, 0, 0], [8, 8, 8, 8, 8, 8, 6, 6], ":S");
    assert_eq!(moves(&p), ["A1<", "A1>"]);
    let (_, events) = play(&p, "A1>");
    assert_eq!(
        events[..7],
        [
            Event::Lift { pit: pit("A1"), count: 2, dir: rules_core::Dir::Right },
            Event::Drop { pit: pit("A2"), now: 1 },
            Event::Drop { pit: pit("A3"), now: 2 },
            Event::Relay { pit: pit("A3"), count: 2 },
            Event::Drop { pit: pit("A4"), now: 1 },
            Event::Drop { pit: pit("A5"), now: 1 },
            Event::MoveEnd { pit: pit("A5") },
        ]
    );
}

#[test]
fn k9_a_takasa_never_captures() {
    // The relay ends in A5, facing a4: a takasa relays on instead of capturing.
    let p = board("kujifunza", [2, 0, 1, 0, 1, 0, 0, 0], Z, [1, 0, 0, 1, 0, 0, 0, 0], [8, 8, 8, 8, 8, 8, 5, 5], ":S");
    let (q, events) = play(&p, "A1>");
    assert!(!events.iter().any(|e| matches!(e, Event::Capture { .. })));
    assert!(events.contains(&Event::Relay { pit: pit("A5"), count: 2 }));
    assert_eq!(q.count(pit("a4")), 1);
}

#[test]
fn k10_capture_is_compulsory() {
    let p = board("kujifunza", [2, 0, 1, 0, 0, 0, 0, 0], Z, [1, 0, 0, 0, 0, 1, 0, 0], [8, 8, 8, 8, 8, 8, 6, 5], ":S");
    assert_eq!(moves(&p), ["A1>"]);
    assert_eq!(reason(&p, "A1<"), Reason::MustCapture);
    // K11.2 in mtaji: a capture from the centre keeps the direction (clockwise: left kichwa).
    let (q, events) = play(&p, "A1>");
    assert!(events.contains(&Event::Capture {
        by: pit("A3"),
        pit: pit("a6"),
        count: 1,
        kichwa: pit("A1"),
        dir: rules_core::Dir::Right,
        why: KichwaWhy::KeepsDirection
    }));
    assert_eq!(q.count(pit("A1")), 1);
    assert_eq!(q.count(pit("a6")), 0);
}

#[test]
fn k11_1_right_end_zone_reverses_the_direction() {
    let p = board("kujifunza", [0, 0, 0, 0, 2, 0, 1, 0], Z, [1, 3, 0, 0, 0, 0, 0, 0], [8, 8, 8, 8, 8, 8, 5, 4], ":S");
    assert_eq!(moves(&p), ["A5>"]);
    let (q, events) = play(&p, "A5>");
    assert!(events.contains(&Event::Capture {
        by: pit("A7"),
        pit: pit("a2"),
        count: 3,
        kichwa: pit("A8"),
        dir: rules_core::Dir::Left,
        why: KichwaWhy::RightZone
    }));
    // A8, A7, A6 from the kichwa; A6 held a seed: relay 2 towards A5, A4; A4 was empty.
    assert_eq!(drops(&events), ["A6", "A7", "A8", "A7", "A6", "A5", "A4"]);
    assert_eq!(events.last(), Some(&Event::MoveEnd { pit: pit("A4") }));
    assert_eq!(q.to_string(), "kujifunza:4,5,8,8,8,8,8,8/0,0,0,0,0,0,0,1/0,0,0,1,1,0,3,1/0,0,0,0,0,0,0,0:N");
}

#[test]
fn k11_1_left_end_zone() {
    let p = board("kujifunza", [0, 1, 0, 2, 0, 0, 0, 0], Z, [1, 0, 0, 0, 0, 0, 3, 0], [8, 8, 8, 8, 8, 8, 5, 4], ":S");
    assert_eq!(moves(&p), ["A4<"]);
    let (_, events) = play(&p, "A4<");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Capture { kichwa, why: KichwaWhy::LeftZone, .. } if *kichwa == pit("A1"))));
    assert_eq!(drops(&events), ["A3", "A2", "A1", "A2", "A3", "A4", "A5"]);
}

#[test]
fn k11_2_anticlockwise_capture_from_the_centre_enters_at_the_right_kichwa() {
    let p = board("kujifunza", [0, 0, 0, 1, 0, 2, 0, 0], Z, [1, 0, 0, 0, 2, 0, 0, 0], [8, 8, 8, 8, 8, 8, 5, 5], ":S");
    assert_eq!(moves(&p), ["A6<"]);
    let (_, events) = play(&p, "A6<");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Capture { kichwa, why: KichwaWhy::KeepsDirection, .. } if *kichwa == pit("A8"))));
    assert_eq!(drops(&events), ["A5", "A4", "A8", "A7"]);
}

#[test]
fn k11_2_k12_namua_capture_from_the_centre_chooses_the_kichwa() {
    let start = Position::parse_or_start("start").unwrap();
    let (p, _) = play(&start, "A7<");
    assert_eq!(moves(&p), ["a5<", "a5>"]);
    assert_eq!(reason(&p, "a6<"), Reason::MustCapture);
    let (_, left) = play(&p, "a5<");
    assert!(left
        .iter()
        .any(|e| matches!(e, Event::Capture { kichwa, why: KichwaWhy::Chosen, count: 1, .. } if *kichwa == pit("a1"))));
    let (_, right) = play(&p, "a5>");
    assert!(right
        .iter()
        .any(|e| matches!(e, Event::Capture { kichwa, why: KichwaWhy::Chosen, .. } if *kichwa == pit("a8"))));
    assert_eq!(right[0], Event::StoreSeed { pit: pit("a5") });
}

#[test]
fn k13_1_the_lone_functional_nyumba_is_taxed() {
    let tail = ":S:10,10:SN:-";
    let p = board(
        "kiswahili",
        [0, 0, 0, 0, 6, 0, 0, 0],
        [2, 2, 2, 2, 2, 2, 2, 1],
        [0, 0, 0, 0, 6, 2, 0, 0],
        [2, 2, 2, 2, 2, 2, 2, 1],
        tail,
    );
    assert_eq!(moves(&p), ["A5<", "A5>"]);
    let (q, events) = play(&p, "A5<");
    assert!(events.contains(&Event::Tax { pit: pit("A5"), count: 2, left: 5 }));
    assert_eq!(drops(&events), ["A4", "A3"]);
    assert_eq!(q.count(pit("A5")), 5);
    assert!(matches!(&q, Position::Bao(b) if b.owns_nyumba(Side::South)), "the nyumba stays owned");
}

#[test]
fn k13_2_singletons_with_and_without_a_nyumba() {
    let north = [0, 0, 0, 0, 6, 2, 0, 0];
    let back = [2, 2, 2, 2, 2, 2, 2, 1];
    // Owned nyumba: a singleton may be played.
    let p = board("kiswahili", [0, 1, 0, 0, 6, 0, 0, 0], [2, 2, 2, 2, 2, 2, 2, 0], north, back, ":S:10,10:SN:-");
    assert_eq!(moves(&p), ["A2<", "A2>"]);
    // Nyumba lost, a pit with 3 seeds: the singleton may not.
    let p = board("kiswahili", [0, 1, 0, 0, 0, 3, 0, 0], [2, 2, 2, 2, 2, 2, 2, 3], north, back, ":S:10,10:N:-");
    assert_eq!(moves(&p), ["A6<", "A6>"]);
    assert_eq!(reason(&p, "A2<"), Reason::SingletonNoNyumba { pit: pit("A2") });
    // Nyumba lost, only singletons: any of them.
    let p = board("kiswahili", [0, 1, 0, 0, 0, 1, 0, 0], [2, 2, 2, 2, 2, 2, 2, 5], north, back, ":S:10,10:N:-");
    assert_eq!(moves(&p), ["A2<", "A2>", "A6<", "A6>"]);
    // An owned nyumba with fewer than 6 seeds is an ordinary pit: lifting it loses it.
    let p = board("kiswahili", [0, 2, 0, 0, 3, 0, 0, 0], [2, 2, 2, 2, 2, 2, 2, 2], north, back, ":S:10,10:SN:-");
    let (q, events) = play(&p, "A5<");
    assert!(events.contains(&Event::NyumbaLost { side: Side::South, why: NyumbaLostWhy::Lifted }));
    assert!(matches!(&q, Position::Bao(b) if !b.owns_nyumba(Side::South)));
}

#[test]
fn k13_3_k28_the_lone_kichwa_sows_towards_the_centre() {
    let back = [2, 2, 2, 2, 2, 2, 2, 1];
    let p = board(
        "kiswahili",
        [1, 0, 0, 0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2, 2, 2, 6],
        [0, 0, 0, 0, 6, 2, 0, 0],
        back,
        ":S:10,10:N:-",
    );
    assert_eq!(moves(&p), ["A1>"]);
    assert_eq!(reason(&p, "A1<"), Reason::EmptiesFrontRow { pit: pit("A1") });
    // Mtaji (K28): the same with 3 seeds in A1.
    let q = board(
        "kujifunza",
        [3, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 2, 0, 0, 0],
        [1, 0, 0, 0, 0, 0, 0, 0],
        [8, 8, 8, 8, 8, 8, 8, 2],
        ":S",
    );
    assert_eq!(moves(&q), ["A1>"]);
    assert_eq!(reason(&q, "A1<"), Reason::EmptiesFrontRow { pit: pit("A1") });
    assert_eq!(reason(&q, "B5<"), Reason::FrontRowFirst { pit: pit("B5") });
}

#[test]
fn k14_k15_1_a_takasa_stops_in_the_functional_nyumba() {
    let north = [0, 0, 0, 0, 6, 0, 2, 0];
    let back = [2, 2, 2, 2, 2, 2, 2, 2];
    // A5 holds 5: the lap's last seed makes 6, the nyumba is functional, the move ends.
    let p = board("kiswahili", [0, 0, 1, 0, 5, 0, 0, 0], back, north, [2, 2, 2, 2, 2, 2, 2, 0], ":S:10,10:SN:-");
    let (_, events) = play(&p, "A3>");
    assert_eq!(events.last(), Some(&Event::NyumbaStop { pit: pit("A5"), chosen: false }));
    // A5 holds 4: 5 after the last seed, not functional: relay, and the nyumba is lost (K16).
    let p = board("kiswahili", [0, 0, 1, 0, 4, 0, 0, 0], back, north, [2, 2, 2, 2, 2, 2, 2, 1], ":S:10,10:SN:-");
    let (_, events) = play(&p, "A3>");
    assert!(events.contains(&Event::Relay { pit: pit("A5"), count: 5 }));
    assert!(events.contains(&Event::NyumbaLost { side: Side::South, why: NyumbaLostWhy::Lifted }));
}

#[test]
fn k15_2_stop_or_safari() {
    let p = board(
        "kiswahili",
        [0, 1, 0, 0, 6, 0, 0, 0],
        Z,
        [0, 0, 0, 0, 6, 0, 5, 0],
        [5, 5, 5, 5, 4, 4, 4, 4],
        ":S:5,5:SN:-",
    );
    assert_eq!(moves(&p), ["A2<", "A2<+"]);
    assert_eq!(reason(&p, "A2>"), Reason::KichwaForced { pit: pit("A2") });
    let (stop, events) = play(&p, "A2<");
    assert_eq!(events.last(), Some(&Event::NyumbaStop { pit: pit("A5"), chosen: true }));
    assert!(matches!(&stop, Position::Bao(b) if b.owns_nyumba(Side::South)));
    let (safari, events) = play(&p, "A2<+");
    assert!(events.contains(&Event::Safari { pit: pit("A5"), count: 7 }));
    assert!(matches!(&safari, Position::Bao(b) if !b.owns_nyumba(Side::South)));
    assert_eq!(drops(&events)[5..], ["A6", "A7", "A8", "B8", "B7", "B6", "B5"]);
    // `+` where the choice never comes up.
    let start = Position::parse_or_start("start").unwrap();
    assert_eq!(reason(&start, "A6<+"), Reason::NoSafariChoice);
}

#[test]
fn k16_the_opponent_captures_the_nyumba() {
    // North's a4 faces South's nyumba A5.
    let p = board(
        "kiswahili",
        [0, 0, 0, 0, 6, 0, 0, 0],
        [2, 2, 2, 2, 2, 2, 2, 2],
        [0, 0, 0, 1, 6, 0, 0, 0],
        [2, 2, 2, 2, 2, 2, 2, 1],
        ":N:10,10:SN:-",
    );
    assert_eq!(moves(&p), ["a4<", "a4>"]);
    let (q, events) = play(&p, "a4>");
    assert!(events.contains(&Event::NyumbaLost { side: Side::South, why: NyumbaLostWhy::Captured }));
    assert!(matches!(&q, Position::Bao(b) if !b.owns_nyumba(Side::South) && b.owns_nyumba(Side::North)));
}

#[test]
fn k17_k18_sixteen_seeds_never_capture() {
    let p = board("kujifunza", [0, 0, 0, 16, 0, 2, 0, 1], Z, [1, 0, 0, 0, 0, 0, 0, 1], [5, 5, 5, 5, 5, 6, 6, 6], ":S");
    assert_eq!(moves(&p), ["A6>"]);
    assert_eq!(reason(&p, "A4<"), Reason::SixteenNoCapture { pit: pit("A4") });
    assert_eq!(reason(&p, "A8<"), Reason::TooFewSeeds { pit: pit("A8") });
}

#[test]
fn k19_a_later_lap_captures_again() {
    let p = board("kujifunza", [1, 0, 2, 0, 1, 0, 0, 0], Z, [0, 0, 0, 1, 0, 0, 0, 2], [7, 7, 7, 7, 7, 7, 7, 8], ":S");
    let (_, events) = play(&p, "A3>");
    let captures: Vec<_> = events.iter().filter(|e| matches!(e, Event::Capture { .. })).collect();
    assert_eq!(captures.len(), 2, "{events:?}");
    assert!(
        matches!(captures[1], Event::Capture { by, pit: p8, count: 2, why: KichwaWhy::LeftZone, .. } if *by == pit("A1") && *p8 == pit("a8"))
    );
}

#[test]
fn k21_the_nyumba_relays_in_mtaji_and_the_first_capture_ends_both() {
    let p = board(
        "kiswahili",
        [0, 0, 2, 0, 6, 0, 0, 0],
        Z,
        [0, 0, 0, 0, 6, 0, 0, 0],
        [6, 6, 6, 6, 6, 6, 7, 7],
        ":S:0,0:SN:-",
    );
    let (_, events) = play(&p, "A3>");
    assert!(events.contains(&Event::Relay { pit: pit("A5"), count: 7 }));
    assert!(!events.iter().any(|e| matches!(e, Event::NyumbaStop { .. })));
    let p = board(
        "kiswahili",
        [0, 0, 0, 1, 6, 2, 0, 0],
        Z,
        [0, 0, 0, 0, 6, 0, 0, 0],
        [6, 6, 6, 6, 6, 6, 6, 7],
        ":S:0,0:SN:-",
    );
    assert_eq!(moves(&p), ["A6<"]);
    let (q, events) = play(&p, "A6<");
    assert!(events.contains(&Event::NyumbaLost { side: Side::North, why: NyumbaLostWhy::Captured }));
    assert!(events.contains(&Event::NyumbaLost { side: Side::South, why: NyumbaLostWhy::MtajiCapture }));
    assert!(q.to_string().ends_with(":N:0,0:-:-"));
}

/// South plays `A5<` (a takasa), after which `A1>` would capture North's a6 and nothing else.
fn takasia_setup(north_front: [u8; 8], nyumba: &str) -> Position {
    let rest = 60 - north_front.iter().sum::<u8>();
    let back = [0, 0, 0, rest - rest / 2, rest / 2, 0, 0, 0];
    board("kiswahili", [2, 0, 0, 0, 2, 0, 0, 0], Z, north_front, back, &format!(":S:0,0:{nyumba}:-"))
}

#[test]
fn k22_k24_takasia_is_set_and_blocks_the_start() {
    let p = takasia_setup([2, 0, 0, 0, 0, 2, 0, 0], "-");
    assert_eq!(moves(&p), ["A1<", "A1>", "A5<", "A5>"]);
    let (q, events) = play(&p, "A5<");
    assert!(events.contains(&Event::Takasia { pit: pit("a6") }));
    assert!(q.to_string().ends_with(":N:0,0:-:a6"));
    assert_eq!(moves(&q), ["a1<", "a1>"]);
    assert_eq!(reason(&q, "a6>"), Reason::Takasia { pit: pit("a6") });
    // K23: the block lasts one move.
    let (r, _) = play(&q, "a1>");
    assert!(matches!(&r, Position::Bao(b) if b.takasia().is_none()));
}

#[test]
fn k22_exclusions() {
    // K22.2: a6 is North's only occupied front pit.
    let (q, _) = play(&takasia_setup([0, 0, 0, 0, 0, 1, 0, 0], "-"), "A5<");
    assert!(q.to_string().ends_with(":-"), "{q}");
    // K22.3: a6 is North's only front pit with more than one seed.
    let (q, _) = play(&takasia_setup([1, 0, 0, 0, 0, 2, 0, 0], "-"), "A5<");
    assert!(q.to_string().ends_with(":-"), "{q}");
    // Control: a single seed in a6 beside a1=2 is takasia'd (no single-seed exclusion).
    let (q, _) = play(&takasia_setup([2, 0, 0, 0, 0, 1, 0, 0], "-"), "A5<");
    assert!(q.to_string().ends_with(":a6"), "{q}");
    // K22.1: North's nyumba a5 while he owns it; without it, it is takasia'd.
    let k221 = |nyumba| {
        board(
            "kiswahili",
            [0, 2, 0, 0, 0, 2, 0, 0],
            Z,
            [2, 0, 0, 0, 2, 0, 0, 0],
            [0, 0, 0, 28, 28, 0, 0, 0],
            &format!(":S:0,0:{nyumba}:-"),
        )
    };
    let (q, _) = play(&k221("N"), "A6<");
    assert!(q.to_string().ends_with(":N:-"), "{q}");
    let (q, _) = play(&k221("-"), "A6<");
    assert!(q.to_string().ends_with(":-:a5"), "{q}");
}

#[test]
fn k25_a_lap_ending_in_the_takasia_pit_stops() {
    let p = Position::parse("kiswahili:0,0,0,28,28,0,0,0/0,0,2,0,0,0,4,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0:N:0,0:-:a6")
        .unwrap();
    let (q, events) = play(&p, "a2>");
    assert_eq!(events.last(), Some(&Event::TakasiaStop { pit: pit("a6") }));
    assert_eq!(q.count(pit("a6")), 3);
}

#[test]
fn k29_no_legal_move_loses() {
    let p =
        board("kujifunza", [1, 0, 1, 0, 1, 0, 1, 0], [1, 0, 1, 0, 1, 0, 1, 0], [2; 8], [5, 5, 5, 5, 5, 5, 5, 5], ":S");
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Side::North, why: WinWhy::NoMoves }));
}

#[test]
fn k30_a_win_in_the_middle_of_a_move() {
    // A5 captures a4, North's only front seeds: the game ends, the seeds are not sown on.
    let p = board("kujifunza", [0, 0, 2, 0, 1, 0, 0, 0], Z, [0, 0, 0, 3, 0, 0, 0, 0], [8, 8, 8, 8, 8, 8, 6, 4], ":S");
    let (q, events) = play(&p, "A3>");
    assert_eq!(q.outcome(), Some(Outcome::Win { winner: Side::South, why: WinWhy::FrontRowEmpty }));
    let win = Outcome::Win { winner: Side::South, why: WinWhy::FrontRowEmpty };
    assert_eq!(events.last(), Some(&Event::GameOver { outcome: win }));
    assert_eq!(events.last().map(|e| e.rule(Variant::Kujifunza)), Some("K30"));
    assert_eq!(q.count(pit("A1")), 3, "captured seeds laid in the kichwa");
    assert!(q.legal_moves().is_empty());
}

#[test]
fn k31_never_ending_moves_are_illegal() {
    let p = Position::parse("kiswahili:0,3,0,1,3,4,7,4/1,13,1,0,4,1,4,7/0,0,0,0,0,0,0,1/1,3,3,0,2,0,1,0:N:0,0:-:-")
        .unwrap();
    assert_eq!(reason(&p, "a4>"), Reason::NeverEnding);
    assert!(moves(&p).contains(&"a4<".to_string()));
}

#[test]
fn j1_j2_kujifunza_start_is_all_mtaji_with_compulsory_captures() {
    let p = Position::parse_or_start("start:kujifunza").unwrap();
    assert_eq!(p.to_string(), "kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2:S");
    let m = moves(&p);
    // Every front pit's 2 seeds end the first lap two pits on, in an occupied front pit
    // facing seeds: A1..A6 going right, A3..A8 going left.
    assert_eq!(
        m,
        [
            "A1>", "A2>", "A3<", "A3>", "A4<", "A4>", "A5<", "A5>", "A6<", "A6>", "A7<", "A8<", "B1<", "B2<", "B7>",
            "B8>"
        ]
    );
}
