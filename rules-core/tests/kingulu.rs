#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Bao Kingulu, G1-G8 (book/src/reference/kingulu.md).

use crate::common::{moves, pit, play, pos, reason, Rng};
use proptest::prelude::*;
use rules_core::kingulu;
use rules_core::{
    Dir, DrawWhy, Event, Game, Move, Outcome, ParseErrorKind, Pit, Position, Reason, Side, Variant, WinWhy,
};

const START: &str = "kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-";

fn inner(p: &Position) -> &kingulu::Position {
    match p {
        Position::Kingulu(k) => k,
        _ => panic!("not kingulu"),
    }
}
fn drop(p: &str, now: u8) -> Event {
    Event::Drop { pit: pit(p), now }
}
fn lift(p: &str, count: u8) -> Event {
    Event::Lift { pit: pit(p), count, dir: Dir::Right }
}

// The start worked out by hand (G1-G4). Every hole holds 4; a lap of 4 from Ak ends 4 holes on.
// A1 -> A2 A3 A4 A5: A5 is South's own, occupied, and this is the first lap: illegal (G4.5).
// A2 -> A3 .. A6: the same, in A6. A3 -> A4 A5 A6 a1, A4 -> .. a2, A5 -> .. a3, A6 -> a1 .. a4:
// these first laps end in a North hole that held 4 (now 5): not 3, so no kuweka mtoto; it held
// seeds, so the 5 seeds are lifted and sown on (relay, G4.5), and each of these moves ends within
// 10,000 laps (G5). South's moves: A3 A4 A5 A6.
#[test]
fn start_and_its_moves_by_hand() {
    let start = Position::start(Variant::Kingulu);
    assert_eq!(start.to_string(), START);
    assert_eq!(pos(START), start);
    assert_eq!(moves(&start), ["A3", "A4", "A5", "A6"]);
    assert_eq!(reason(&start, "A1"), Some(Reason::FirstLapOwnHole { pit: pit("A1"), end: pit("A5") }));
    assert_eq!(reason(&start, "A2"), Some(Reason::FirstLapOwnHole { pit: pit("A2"), end: pit("A6") }));
    let a6 = play(&start, "A6");
    assert_eq!(
        a6.events[..6],
        [
            lift("A6", 4),
            drop("a1", 5),
            drop("a2", 5),
            drop("a3", 5),
            drop("a4", 5),
            Event::Relay { pit: pit("a4"), count: 5 }
        ]
    );
    // North's start is the mirror image: a1 and a2 are illegal the same way.
    let north = pos("kingulu:4,4,4,4,4,4/4,4,4,4,4,4:N:0,0:-");
    assert_eq!(moves(&north), ["a3", "a4", "a5", "a6"]);
}

#[test]
fn g1_board_seeds_and_facing_holes() {
    let start = Position::start(Variant::Kingulu);
    let k = inner(&start);
    assert_eq!(k.score(), (24, 24));
    assert_eq!((k.captured(Side::South), k.captured(Side::North)), (0, 0));
    // A2 faces a5 (7-2): a lap ending in the empty A2 takes a5.
    let p = pos("kingulu:0,3,0,0,0,0/1,0,0,0,0,0:S:22,22:-");
    let after = play(&p, "A1");
    assert_eq!(after.events[2], Event::KinguluCapture { by: pit("A2"), pit: pit("a5"), count: 3, total: 4 });
    // 48 seeds, counting the captured ones.
    let e = Position::parse("kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,1:-").unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::SeedTotal { expected: 48, found: 49 });
    assert!(Position::parse("kingulu:4,4,4,4,4/4,4,4,4,4,4,4:S:0,0:-").is_err());
    assert_eq!(
        Position::parse("kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0").unwrap_err().kind,
        ParseErrorKind::MissingField
    );
}

#[test]
fn g2_a_lap_of_twelve_drops_its_last_seed_into_its_start_hole() {
    const { assert!(kingulu::SOW_INTO_START_HOLE) };
    // A1 holds 12: A2..A6, a1..a6 (11 seeds), the 12th into A1, which was emptied: an empty own
    // hole (G4.3), facing a6 (1 + 1 seeds): captured with the capturing seed.
    let p = pos("kingulu:1,0,0,0,0,0/12,0,0,0,0,0:S:20,15:-");
    let after = play(&p, "A1");
    let mut expected = vec![lift("A1", 12)];
    for h in ["A2", "A3", "A4", "A5", "A6", "a1", "a2", "a3", "a4", "a5"] {
        expected.push(drop(h, 1));
    }
    expected.extend([drop("a6", 2), drop("A1", 1)]);
    expected.push(Event::KinguluCapture { by: pit("A1"), pit: pit("a6"), count: 2, total: 3 });
    assert_eq!(after.events, expected);
    assert_eq!(after.position.to_string(), "kingulu:0,1,1,1,1,1/0,1,1,1,1,1:N:23,15:-");
    // North now: a1..a4 would end their first lap in his own occupied next hole (G4.5); a5 ends
    // in the empty a6, facing the empty A1: nothing is taken.
    assert_eq!(moves(&after.position), ["a5"]);
    // Anticlockwise for North too: a6 -> A1.
    let n = pos("kingulu:2,0,0,0,0,0/0,0,0,0,0,0:N:22,24:-");
    assert_eq!(play(&n, "a6").events[..3], [lift("a6", 2), drop("A1", 1), drop("A2", 1)]);
}

#[test]
fn g3_where_a_move_may_start() {
    let p = pos("kingulu:0,0,0,0,0,0/0,2,0,4,0,0:S:21,21:A4=N");
    assert_eq!(reason(&p, "A4"), Some(Reason::Reserved { pit: pit("A4") }));
    assert_eq!(reason(&p, "A1"), Some(Reason::EmptyHole { pit: pit("A1") }));
    assert_eq!(reason(&p, "a1"), Some(Reason::NotYourPit { pit: pit("a1") }));
    let shaped = Move::bao(pit("A2"), Dir::Right, false);
    assert_eq!(p.why_illegal(&shaped).map(|i| i.reason), Some(Reason::WrongShape));
    assert_eq!(p.why_illegal(&Move::pit(pit("B2"))).map(|i| i.reason), Some(Reason::WrongShape));
    assert!(p.parse_move("A7").is_err());
    assert!(p.parse_move("A2>").is_err());
    assert_eq!(moves(&p), ["A2"]);
}

#[test]
fn g4_1_last_seed_in_a_reserved_hole_is_banked_and_the_move_ends() {
    let p = pos("kingulu:0,0,0,0,0,4/0,0,0,0,2,1:S:20,21:a1=S");
    let after = play(&p, "A5");
    assert_eq!(after.events[..3], [lift("A5", 2), drop("A6", 2), Event::Bank { pit: pit("a1"), owner: Side::South }]);
    let k = inner(&after.position);
    assert_eq!((k.captured(Side::South), after.position.count(pit("a1"))), (21, 4));
    // G4.1 comes before G4.5: a first lap ending in an own hole the opponent reserved is legal.
    let p = pos("kingulu:0,0,0,0,0,0/0,2,0,4,0,0:S:21,21:A4=N");
    let after = play(&p, "A2");
    assert_eq!(after.events[..3], [lift("A2", 2), drop("A3", 1), Event::Bank { pit: pit("A4"), owner: Side::North }]);
    // Seeds sown through a reserved hole go to its holder too (G7): A3 -> A4 (North's), A5, A6.
    let p = pos("kingulu:0,0,0,0,0,0/0,0,3,4,0,0:S:20,21:A4=N");
    let after = play(&p, "A3");
    assert_eq!(
        after.events[..5],
        [
            lift("A3", 3),
            Event::Bank { pit: pit("A4"), owner: Side::North },
            drop("A5", 1),
            drop("A6", 1),
            Event::MoveEnd { pit: pit("A6") }
        ]
    );
    assert_eq!(inner(&after.position).captured(Side::North), 22);
}

#[test]
fn g4_2_kuweka_mtoto_with_the_last_but_one_seed() {
    // A5 (2) -> A6, a1: a1 held 3, now 4: South reserves it, and the seed just dropped into A6
    // moves into a1 too (G7).
    let p = pos("kingulu:0,0,0,0,0,3/0,0,0,0,2,1:S:21,21:-");
    let after = play(&p, "A5");
    assert_eq!(
        after.events[..5],
        [
            lift("A5", 2),
            drop("A6", 2),
            drop("a1", 4),
            Event::Reserve { pit: pit("a1"), by: Side::South, count: 4 },
            Event::ReserveExtra { from: pit("A6"), to: pit("a1") },
        ]
    );
    let k = inner(&after.position);
    assert_eq!(k.reserved(pit("a1")), Some(Side::South));
    assert_eq!((after.position.count(pit("a1")), after.position.count(pit("A6"))), (5, 1));
    assert_eq!(after.position.to_string(), "kingulu:0,0,0,0,0,5/0,0,0,0,0,1:N:21,21:a1=S");
}

#[test]
fn g4_2_no_extra_seed_after_a_single_seed_lap() {
    assert_eq!(kingulu::EXTRA_SEED_EXEMPTION, kingulu::ExtraSeedExemption::SingleSeedLap);
    let p = pos("kingulu:0,0,0,0,0,3/0,0,0,0,0,1:S:22,22:-");
    let after = play(&p, "A6");
    assert_eq!(
        after.events[..3],
        [lift("A6", 1), drop("a1", 4), Event::Reserve { pit: pit("a1"), by: Side::South, count: 4 }]
    );
    assert!(!after.events.iter().any(|e| matches!(e, Event::ReserveExtra { .. })));
    assert_eq!(after.position.count(pit("a1")), 4);
}

#[test]
fn g4_2_no_extra_seed_when_the_last_but_one_fell_into_a_reserved_hole() {
    let p = pos("kingulu:0,0,0,0,0,3/0,0,0,0,2,4:S:20,19:A6=N");
    let after = play(&p, "A5");
    assert_eq!(
        after.events[..4],
        [
            lift("A5", 2),
            Event::Bank { pit: pit("A6"), owner: Side::North },
            drop("a1", 4),
            Event::Reserve { pit: pit("a1"), by: Side::South, count: 4 }
        ]
    );
    assert_eq!(after.position.to_string(), "kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A6=N,a1=S");
}

#[test]
fn g4_2_only_in_an_opponent_hole_that_held_exactly_three() {
    // a1 held 2 (now 3): relay, not kuweka mtoto.
    let p = pos("kingulu:0,0,0,0,0,2/0,0,0,0,0,1:S:22,23:-");
    let after = play(&p, "A6");
    assert_eq!(after.events[1..3], [drop("a1", 3), Event::Relay { pit: pit("a1"), count: 3 }]);
    // North reserves a South hole the same way: a5 (2) -> a6, A1 (3, now 4).
    let p = pos("kingulu:0,2,0,0,0,0/3,0,0,0,0,0:N:21,22:-");
    let after = play(&p, "a5");
    assert_eq!(
        after.events[..5],
        [
            lift("a5", 2),
            drop("a6", 1),
            drop("A1", 4),
            Event::Reserve { pit: pit("A1"), by: Side::North, count: 4 },
            Event::ReserveExtra { from: pit("a6"), to: pit("A1") }
        ]
    );
    // An own hole with 3 (now 4) on a relay lap is no kuweka mtoto: it relays. A6 (5) -> a1..a5;
    // a5 (2) relays to a6, A1; A1 (4) relays to A2..A5; A5 was empty: it takes a2 (1).
    let p = pos("kingulu:0,1,0,0,0,0/3,0,0,0,0,5:S:19,20:-");
    let after = play(&p, "A6");
    assert_eq!(
        after.events[6..10],
        [
            Event::Relay { pit: pit("a5"), count: 2 },
            drop("a6", 1),
            drop("A1", 4),
            Event::Relay { pit: pit("A1"), count: 4 }
        ]
    );
    assert_eq!(after.events.last(), Some(&Event::KinguluCapture { by: pit("A5"), pit: pit("a2"), count: 1, total: 2 }));
}

#[test]
fn g4_3_capture_with_the_capturing_seed() {
    let p = pos("kingulu:0,0,3,0,0,0/0,1,0,0,0,0:S:22,22:-");
    let after = play(&p, "A2");
    assert_eq!(
        after.events[..3],
        [lift("A2", 1), drop("A3", 1), Event::KinguluCapture { by: pit("A3"), pit: pit("a4"), count: 3, total: 4 }]
    );
    assert_eq!(after.position.count(pit("A3")), 0);
    assert_eq!(inner(&after.position).captured(Side::South), 26);
    // Facing hole empty: nothing is taken, the move ends.
    let p = pos("kingulu:0,0,0,0,0,3/0,1,0,0,0,0:S:22,22:-");
    assert_eq!(play(&p, "A2").events[2], Event::MoveEnd { pit: pit("A3") });
    // Facing hole reserved: its seeds are never captured (G7).
    let p = pos("kingulu:0,0,4,0,0,1/0,1,0,0,0,0:S:20,22:a4=S");
    let after = play(&p, "A2");
    assert_eq!(after.events[2], Event::MoveEnd { pit: pit("A3") });
    assert_eq!(after.position.count(pit("a4")), 4);
}

#[test]
fn g4_4_last_seed_in_an_empty_opponent_hole_ends_the_move() {
    let p = pos("kingulu:0,0,0,0,0,0/0,0,0,0,0,1:S:23,24:-");
    let after = play(&p, "A6");
    assert_eq!(after.events[..3], [lift("A6", 1), drop("a1", 1), Event::MoveEnd { pit: pit("a1") }]);
}

#[test]
fn g4_5_first_lap_restriction_and_relays() {
    // First lap ends in an own occupied hole: illegal.
    let p = pos("kingulu:0,0,0,0,0,0/1,0,0,0,0,7:S:20,20:-");
    assert_eq!(reason(&p, "A6"), Some(Reason::FirstLapOwnHole { pit: pit("A6"), end: pit("A1") }));
    assert_eq!(Reason::FirstLapOwnHole { pit: pit("A6"), end: pit("A1") }.rule(Variant::Kingulu), "G4.5");
    // On a later lap an own occupied hole relays: A6 -> a1 a2; a2 (6) relays to A2, A2 (2) relays
    // to A4, empty, facing a3 (1 seed from the relay): captured.
    let p = pos("kingulu:0,0,0,0,5,0/0,1,0,0,0,2:S:20,20:-");
    let after = play(&p, "A6");
    let expected = [
        lift("A6", 2),
        drop("a1", 1),
        drop("a2", 6),
        Event::Relay { pit: pit("a2"), count: 6 },
        drop("a3", 1),
        drop("a4", 1),
        drop("a5", 1),
        drop("a6", 1),
        drop("A1", 1),
        drop("A2", 2),
        Event::Relay { pit: pit("A2"), count: 2 },
        drop("A3", 1),
        drop("A4", 1),
        Event::KinguluCapture { by: pit("A4"), pit: pit("a3"), count: 1, total: 2 },
    ];
    assert_eq!(after.events[..expected.len()], expected);
    assert_eq!(after.position.to_string(), "kingulu:1,1,1,0,0,1/1,0,1,0,0,0:N:22,20:-");
}

#[test]
fn g5_a_never_ending_move_is_illegal() {
    // Found by search: A6 relays for more than 10,000 laps.
    let p = pos("kingulu:6,1,2,3,2,3/2,4,3,4,3,2:S:6,7:-");
    assert_eq!(reason(&p, "A6"), Some(Reason::NeverEnding));
    assert!(!moves(&p).contains(&"A6".to_string()));
    assert!(!moves(&p).is_empty());
}

#[test]
fn g6_g7_captured_and_reserved_seeds_count_for_their_holder() {
    let p = pos("kingulu:0,0,0,0,0,5/0,0,0,0,0,1:N:21,21:a1=S");
    let k = inner(&p);
    // South: 21 captured + a1 (5, reserved by him) + A6 (1); North: 21.
    assert_eq!(k.score(), (27, 21));
    assert_eq!(k.reserved(pit("a1")), Some(Side::South));
    assert_eq!(k.reserved(pit("A6")), None);
    // North's only seeds lie in a hole South reserved: he cannot move (G3, G7), the game is over.
    let win = Outcome::Win { winner: Side::South, why: WinWhy::Score { south: 27, north: 21 } };
    assert_eq!(reason(&p, "a1"), Some(Reason::GameOver { outcome: win }));
    assert!(moves(&p).is_empty());
}

#[test]
fn g7_reserved_notation() {
    let p = pos("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A6=N,a1=S");
    assert_eq!(inner(&p).reserved(pit("A6")), Some(Side::North));
    for (bad, kind) in [
        ("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:a1=S,A6=N", ParseErrorKind::NotSorted),
        ("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A6=N,A6=N", ParseErrorKind::NotSorted),
        (
            "kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A6=S",
            ParseErrorKind::Contradiction { what: "kingulu-reserved-own-hole" },
        ),
        ("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A7=N", ParseErrorKind::BadPit),
        ("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A6=X", ParseErrorKind::BadChar { found: 'X' }),
        ("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:A6", ParseErrorKind::MissingField),
        ("kingulu:0,0,0,0,0,4/0,0,0,0,0,4:N:20,20:", ParseErrorKind::MissingField),
    ] {
        assert_eq!(Position::parse(bad).map_err(|e| e.kind), Err(kind), "{bad}");
    }
}

#[test]
fn g8_game_over_score_and_the_draw() {
    // South's move leaves North without a move: 27-21.
    let p = pos("kingulu:0,0,0,0,0,4/0,0,0,0,2,1:S:20,21:a1=S");
    let after = play(&p, "A5");
    let win = Outcome::Win { winner: Side::South, why: WinWhy::Score { south: 27, north: 21 } };
    assert_eq!(after.events.last(), Some(&Event::GameOver { outcome: win }));
    assert_eq!(after.events.last().map(|e| e.rule(Variant::Kingulu)), Some("G8"));
    assert_eq!(after.position.outcome(), Some(win));
    // 24-24: a draw.
    let p = pos("kingulu:0,0,3,0,0,0/0,1,0,0,0,0:S:20,24:-");
    let after = play(&p, "A2");
    let draw = Outcome::Draw { why: DrawWhy::Score { south: 24, north: 24 } };
    assert_eq!(after.events.last(), Some(&Event::GameOver { outcome: draw }));
    assert_eq!((draw.rule(Variant::Kingulu), draw.score()), ("G8", Some((24, 24))));
    assert_eq!(after.position.outcome(), Some(draw));
    let mut g = Game::new(p);
    g.play(Move::pit(pit("A2"))).unwrap();
    assert_eq!(g.outcome(), Some(draw));
    let refused = g.play(Move::pit(pit("a1"))).unwrap_err();
    assert_eq!((refused.reason, refused.rule()), (Reason::GameOver { outcome: draw }, "G8"));
}

// ---------------------------------------------------------------------------------------------
// Properties over random games.

/// Replays a move's events on `p` and checks 48 seeds after each one; returns the board, the
/// captured seeds and the reserved holes it ends with.
/// Board counts, captured seeds (South, North) and reserved holes, in the order of `pits()`.
type Replayed = (Vec<u8>, [u8; 2], Vec<Option<Side>>);

fn replay(p: &Position, mv: &Move, events: &[Event]) -> Result<Replayed, TestCaseError> {
    let k = inner(p);
    let pits = p.pits();
    let at = |q: Pit| pits.iter().position(|&x| x == q).unwrap();
    let mut board: Vec<u8> = pits.iter().map(|&q| p.count(q)).collect();
    let mut reserved: Vec<Option<Side>> = pits.iter().map(|&q| k.reserved(q)).collect();
    let mut captured = [k.captured(Side::South), k.captured(Side::North)];
    let me = p.to_move();
    let mut hand: u32 = 0;
    for (i, e) in events.iter().enumerate() {
        match *e {
            Event::Lift { pit, count, dir } => {
                prop_assert!(i == 0 && pit == mv.pit && dir == Dir::Right && board[at(pit)] == count && count > 0);
                board[at(pit)] = 0;
                hand += count as u32;
            }
            Event::Relay { pit, count } => {
                prop_assert!(hand == 0 && board[at(pit)] == count && count > 1 && reserved[at(pit)].is_none());
                board[at(pit)] = 0;
                hand += count as u32;
            }
            Event::Drop { pit, now } => {
                prop_assert!(hand > 0 && reserved[at(pit)].is_none());
                hand -= 1;
                board[at(pit)] += 1;
                prop_assert_eq!(board[at(pit)], now);
            }
            Event::Bank { pit, owner } => {
                prop_assert!(hand > 0 && reserved[at(pit)] == Some(owner));
                hand -= 1;
                captured[owner.index()] += 1;
            }
            Event::KinguluCapture { by, pit, count, total } => {
                prop_assert!(
                    hand == 0 && by.side == me && board[at(by)] == 1 && board[at(pit)] == count && total == count + 1
                );
                board[at(by)] = 0;
                board[at(pit)] = 0;
                captured[me.index()] += total;
            }
            Event::Reserve { pit, by, count } => {
                prop_assert!(hand == 0 && by == me && pit.side != me && board[at(pit)] == 4 && count == 4);
                reserved[at(pit)] = Some(by);
            }
            Event::ReserveExtra { from, to } => {
                prop_assert!(board[at(from)] > 0);
                board[at(from)] -= 1;
                board[at(to)] += 1;
            }
            Event::MoveEnd { .. } => prop_assert_eq!(hand, 0),
            Event::GameOver { outcome } => {
                prop_assert_eq!(e.rule(Variant::Kingulu), "G8");
                let score = outcome.score().unwrap();
                prop_assert_eq!(score.0 as u32 + score.1 as u32, 48);
                prop_assert_eq!(outcome.winner().is_none(), score == (24, 24));
            }
            other => prop_assert!(false, "unexpected event {:?}", other),
        }
        let total: u32 = board.iter().map(|&c| c as u32).sum::<u32>() + captured[0] as u32 + captured[1] as u32 + hand;
        prop_assert_eq!(total, 48, "after {:?}", e);
    }
    prop_assert_eq!(hand, 0);
    Ok((board, captured, reserved))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// Random games: 48 seeds after every event and every move, the trace rebuilds the position,
    /// every legal move plays, every other well-formed move has a reason, the notation
    /// round-trips, and the game ends (G8).
    #[test]
    fn random_games(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut p = Position::start(Variant::Kingulu);
        let pits = p.pits();
        let mut plies = 0;
        loop {
            let reparsed = Position::parse(&p.to_string());
            prop_assert_eq!(reparsed.as_ref(), Ok(&p));
            let legal = p.legal_moves();
            for &q in &pits {
                let mv = Move::pit(q);
                prop_assert_eq!(p.why_illegal(&mv).is_none(), legal.contains(&mv), "{} on {}", mv, p);
            }
            if legal.is_empty() {
                prop_assert!(p.outcome().is_some());
                break;
            }
            prop_assert!(p.outcome().is_none());
            let mv = legal[rng.below(legal.len())];
            let played = p.play(&mv).unwrap();
            let (board, captured, reserved) = replay(&p, &mv, &played.events)?;
            let k = inner(&played.position);
            for (i, &q) in pits.iter().enumerate() {
                prop_assert_eq!(board[i], played.position.count(q));
                prop_assert_eq!(reserved[i], k.reserved(q));
            }
            prop_assert_eq!(captured, [k.captured(Side::South), k.captured(Side::North)]);
            let (s, n) = k.score();
            prop_assert_eq!(s as u32 + n as u32, 48);
            p = played.position;
            plies += 1;
            prop_assert!(plies < 1000, "game too long");
        }
    }

    /// Any string: an error or a position that round-trips, never a panic.
    #[test]
    fn parse_never_panics(s in "kingulu:[0-9,/]{0,40}:[SNX]{0,2}:[0-9,]{0,6}:[aAb0-9=SN,\\-]{0,16}|\\PC{0,60}") {
        if let Ok(p) = Position::parse(&s) {
            prop_assert_eq!(Position::parse(&p.to_string()), Ok(p));
        }
    }

    /// Any board: the notation round-trips and every move (even off the board) plays or has a
    /// reason, without a panic.
    #[test]
    fn any_board(counts in proptest::collection::vec(0u8..7, 12), res in proptest::collection::vec(0u8..3, 12), north in any::<bool>(), idx in 0u8..14, back in any::<bool>(), dir in proptest::option::of(any::<bool>()), safari in any::<bool>()) {
        let on_board: u32 = counts.iter().map(|&c| c as u32).sum();
        prop_assume!(on_board <= 48);
        let rest = 48 - on_board;
        let written = ["a6", "a5", "a4", "a3", "a2", "a1", "A1", "A2", "A3", "A4", "A5", "A6"];
        let mut held: Vec<(Pit, char)> = Vec::new();
        for (i, name) in written.iter().enumerate() {
            let q = pit(name);
            let holder = if q.side == Side::South { 'N' } else { 'S' };
            if res[i] == 2 {
                held.push((q, holder));
            }
        }
        held.sort();
        let reserved = if held.is_empty() { "-".to_string() } else { held.iter().map(|(q, h)| format!("{q}={h}")).collect::<Vec<_>>().join(",") };
        let row = |r: &[u8]| r.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",");
        let s = format!("kingulu:{}/{}:{}:{},{}:{}", row(&counts[..6]), row(&counts[6..]), if north { 'N' } else { 'S' }, rest / 2, rest - rest / 2, reserved);
        let p = pos(&s);
        prop_assert_eq!(p.to_string(), s);
        let side = if north { Side::North } else { Side::South };
        let row = if back { rules_core::Row::Back } else { rules_core::Row::Front };
        let dir = dir.map(|l| if l { Dir::Left } else { Dir::Right });
        let mv = Move { pit: Pit::new(side, row, idx), dir, safari };
        match p.play(&mv) {
            Ok(next) => {
                prop_assert!(p.legal_moves().contains(&mv));
                let (s, n) = inner(&next.position).score();
                prop_assert_eq!(s as u32 + n as u32, 48);
            }
            Err(e) => prop_assert!(!e.rule().is_empty()),
        }
    }
}
