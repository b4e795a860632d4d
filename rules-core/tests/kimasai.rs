#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Bao la Kimasai, M1-M7 (book/src/reference/kimasai.md).

use crate::common::{moves, pit, play, pos, reason, Rng};
use proptest::prelude::*;
use rules_core::kimasai;
use rules_core::{Event, Game, Move, Outcome, ParseErrorKind, Pit, Position, Reason, Side, Variant, WinWhy};

const START: &str =
    "kimasai:1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1:S";

fn inner(p: &Position) -> &kimasai::Position {
    match p {
        Position::Kimasai(k) => k,
        _ => panic!("not kimasai"),
    }
}
/// A board from the holes that hold a stone (everything else empty).
fn board(stones: &[&str], to_move: char) -> Position {
    let mut rows = [[0u8; 12]; 4];
    for s in stones {
        let p = pit(s);
        let k = p.index as usize;
        let (row, col) = match p.letter() {
            'b' => (0, 12 - k),
            'a' => (1, 12 - k),
            'A' => (2, k - 1),
            _ => (3, k - 1),
        };
        rows[row][col] = 1;
    }
    let text: Vec<String> =
        rows.iter().map(|r| r.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")).collect();
    pos(&format!("kimasai:{}:{to_move}", text.join("/")))
}

// The start worked out by hand (M2, M3, M4). South's ring is A12 A11 .. A1 B1 .. B12; every hole
// holds a stone but A1. A stone can step only into an empty hole, so the only stone that can move
// is the one whose next hole is A1: A2. Entering A1 faces a12 (13-1), which holds a stone, and
// b12 behind it holds one too: both are removed (M5).
// North then has three empty holes on his ring (a1, a12, b12): a2 steps into a1 (facing A12:
// occupied, so A12 and B12 go), b11 steps into b12 (a back hole: no capture), and the hole before
// a12 on his ring is b12, empty: nothing steps into a12. North's moves: a2 b11.
#[test]
fn start_and_its_moves_by_hand() {
    let start = Position::start(Variant::Kimasai);
    assert_eq!(start.to_string(), START);
    assert_eq!(pos(START), start);
    assert_eq!(moves(&start), ["A2"]);
    let after = play(&start, "A2");
    assert_eq!(
        after.events,
        [
            Event::Step { from: pit("A2"), to: pit("A1") },
            Event::Remove { pit: pit("a12") },
            Event::Remove { pit: pit("b12") },
        ]
    );
    assert_eq!(moves(&after.position), ["a2", "b11"]);
    let k = inner(&after.position);
    assert_eq!((k.stones(Side::South), k.stones(Side::North)), (23, 21));
}

#[test]
fn m1_rows_and_facing_holes() {
    // A5 faces a8 (13-5); B5 is behind A5, b8 behind a8.
    let p = board(&["A6", "a8", "b8", "a1"], 'S');
    let after = play(&p, "A6");
    assert_eq!(after.events[1..], [Event::Remove { pit: pit("a8") }, Event::Remove { pit: pit("b8") }]);
    assert!(Pit::parse("B13").is_none(), "no 13th hole");
    assert!(Position::parse(
        "kimasai:1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1:S"
    )
    .is_err());
}

#[test]
fn m2_forty_six_stones_south_first() {
    let start = Position::start(Variant::Kimasai);
    let k = inner(&start);
    assert_eq!((k.stones(Side::South), k.stones(Side::North)), (23, 23));
    assert_eq!((start.count(pit("A1")), start.count(pit("a1"))), (0, 0));
    assert_eq!(start.to_move(), Side::South);
    // More than 23 stones a side is no Kimasai position.
    let e = Position::parse(
        "kimasai:1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,0,0/1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1:S",
    )
    .unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::SideTooFull { side: Side::South, max: 23 });
}

#[test]
fn m3_one_stone_a_hole_and_the_ring() {
    let e = Position::parse(
        "kimasai:1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,2,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1:S",
    )
    .unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::PitTooFull { pit: pit("A2"), max: 1 });
    assert_eq!((e.field, e.column), ("rows", 58)); // the "2"
                                                   // The ring: A1 -> B1, B12 -> A12 (round the end), A12 -> A11, B3 -> B4.
    let p = board(&["A1", "B12", "A12", "B3", "b1"], 'S');
    assert_eq!(moves(&p), ["A1", "A12", "B3"], "B12 -> A12 is blocked");
    let p = board(&["A1", "B12", "B3", "b1"], 'S');
    assert_eq!(moves(&p), ["A1", "B12", "B3"]);
    assert_eq!(play(&p, "A1").events[0], Event::Step { from: pit("A1"), to: pit("B1") });
    assert_eq!(play(&p, "B12").events[0], Event::Step { from: pit("B12"), to: pit("A12") });
    // North's ring mirrors South's: a1 -> b1, b12 -> a12.
    let n = board(&["a1", "b12", "A5"], 'N');
    assert_eq!(moves(&n), ["a1", "b12"]);
    assert_eq!(play(&n, "a1").events[0], Event::Step { from: pit("a1"), to: pit("b1") });
}

#[test]
fn m4_reasons() {
    let start = Position::start(Variant::Kimasai);
    assert_eq!(reason(&start, "A3"), Some(Reason::Blocked { pit: pit("A3"), next: pit("A2") }));
    assert_eq!(reason(&start, "A1"), Some(Reason::NoStone { pit: pit("A1") }));
    assert_eq!(reason(&start, "a2"), Some(Reason::NotYourPit { pit: pit("a2") }));
    let odd = Move::bao(pit("A2"), rules_core::Dir::Left, false);
    assert_eq!(start.why_illegal(&odd).map(|i| i.reason), Some(Reason::WrongShape));
    assert_eq!(
        start.why_illegal(&Move::pit(Pit::new(Side::South, rules_core::Row::Back, 13))).map(|i| i.reason),
        Some(Reason::WrongShape)
    );
    assert!(start.parse_move("A2<").is_err());
    assert_eq!(Reason::Blocked { pit: pit("A3"), next: pit("A2") }.rule(Variant::Kimasai), "M4");
}

#[test]
fn m5_column_captures() {
    // Front and back stone of the column.
    let p = board(&["A3", "a11", "b11", "a1"], 'S');
    let after = play(&p, "A3");
    assert_eq!(after.events[1..], [Event::Remove { pit: pit("a11") }, Event::Remove { pit: pit("b11") }]);
    assert_eq!((after.position.count(pit("a11")), after.position.count(pit("b11"))), (0, 0));
    // Front stone alone.
    let p = board(&["A3", "a11", "a1"], 'S');
    assert_eq!(play(&p, "A3").events[1..], [Event::Remove { pit: pit("a11") }]);
    // A back stone is never taken alone.
    let p = board(&["A3", "b11", "a1"], 'S');
    let after = play(&p, "A3");
    assert_eq!(after.events, [Event::Step { from: pit("A3"), to: pit("A2") }]);
    assert_eq!(after.position.count(pit("b11")), 1);
    // Entering a back hole takes nothing, even facing stones (B1 is behind A1, facing a12).
    let p = board(&["A1", "a12", "b12", "a5"], 'S');
    assert_eq!(play(&p, "A1").events.len(), 1);
    // Entering A12 from B12 captures too (a1 faces A12).
    let p = board(&["B12", "a1", "b1", "a5"], 'S');
    assert_eq!(play(&p, "B12").events[1..], [Event::Remove { pit: pit("a1") }, Event::Remove { pit: pit("b1") }]);
    // North captures the same way: a2 -> a1 faces A12.
    let p = board(&["a2", "A12", "B12", "A5"], 'N');
    assert_eq!(play(&p, "a2").events[1..], [Event::Remove { pit: pit("A12") }, Event::Remove { pit: pit("B12") }]);
}

#[test]
fn m6_win_by_taking_every_stone() {
    let p = board(&["A3", "a11", "b11"], 'S');
    let after = play(&p, "A3");
    let win = Outcome::Win { winner: Side::South, why: WinWhy::NoStones };
    assert_eq!(after.position.outcome(), Some(win));
    assert_eq!(after.events.last(), Some(&Event::GameOver { outcome: win }));
    assert_eq!(after.events.last().map(|e| e.rule(Variant::Kimasai)), Some("M6"));
    assert!(after.position.legal_moves().is_empty());
    let refused = after.position.why_illegal(&Move::pit(pit("a11"))).unwrap();
    assert_eq!((refused.reason, refused.rule()), (Reason::GameOver { outcome: win }, "M6"));
}

// M6, "no legal move": a ring of 24 holes with 1 to 23 stones always has a stone right before
// an empty hole, and that stone can step. So a side is without a move exactly when it is without
// stones, and every Kimasai win is "no stones left" (checked here for blocks of every length, and
// for random boards in the property tests below).
#[test]
fn m6_a_side_with_stones_always_has_a_move() {
    let ring: Vec<String> = (1..=12).rev().map(|i| format!("A{i}")).chain((1..=12).map(|i| format!("B{i}"))).collect();
    for start in 0..24 {
        for k in 1..=23 {
            let mut names: Vec<&str> = (0..k).map(|j| ring[(start + j) % 24].as_str()).collect();
            names.push("b5");
            let p = board(&names, 'S');
            // The only stone that can step is the last of the block.
            assert_eq!(moves(&p), [ring[(start + k - 1) % 24].clone()], "block of {k} from {}", ring[start]);
        }
    }
}

#[test]
fn m6_a_typed_position_where_the_side_that_just_moved_has_no_stones_is_rejected() {
    assert_eq!(kimasai::STONELESS_WAITING_SIDE, kimasai::StonelessWaitingSide::Reject);
    let e = Position::parse(
        "kimasai:0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0:S",
    )
    .unwrap_err();
    assert_eq!(e.kind, ParseErrorKind::Contradiction { what: "kimasai-waiting-side-no-stones" });
    let e = Position::parse(
        "kimasai:0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0:N",
    )
    .unwrap_err();
    assert_eq!(e.field, "to move");
    // The side to move may be stoneless: he has lost.
    let p = pos(
        "kimasai:0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0:N",
    );
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Side::South, why: WinWhy::NoStones }));
}

// M7: a position can never repeat in Bao la Kimasai, so `Game::outcome` never finds a
// repetition. Why: between two occurrences of a position no stone is captured, so that stretch of
// moves could be played again and again. Stones never pass each other, and each side's stones come
// back to the same holes, so every stone goes round its ring: every South stone crosses the front
// row from A12 to A1 (moving left, seen from South), every North stone from a12 to a1 (moving
// right, seen from South). A South and a North stone in the front rows at the same time approach
// each other one column a step and must meet: whoever steps into the facing hole captures (M5).
// So the two sides' front rows are never occupied at once; while South has a front stone, North
// makes only back-row moves, and the other way round. Counting moves: a side with flow F (stones
// round its ring per cycle) makes 12F front and 12F back moves; each of his front phases takes at
// least 12F + 1 of his moves in all (it ends with a step A1 -> B1, a back move), and the opponent
// makes one back move fewer meanwhile. Adding both sides' phases, the back moves needed exceed the
// 2 x 12F available. So no stretch of moves without a capture ever returns to a position.
// The test below checks this exhaustively for small boards, and the random games end by M6.
#[test]
fn m7_no_position_repeats_small_boards_exhaustively() {
    use std::collections::HashMap;
    // Every position with one South stone and up to two North stones, both to move: follow the
    // moves that capture nothing and look for a cycle (iterative DFS with colours).
    let names: Vec<String> = (1..=12).flat_map(|i| [format!("A{i}"), format!("B{i}")]).collect();
    let north: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    let mut colour: HashMap<Position, u8> = HashMap::new(); // 1 on the path, 2 done
    let mut starts = Vec::new();
    for s in &names {
        for (i, a) in north.iter().enumerate() {
            for b in &north[i..] {
                for side in ['S', 'N'] {
                    starts.push(board(&[s, a, b], side));
                }
            }
        }
    }
    let stones = |p: &Position| inner(p).stones(Side::South) as u16 + inner(p).stones(Side::North) as u16;
    for start in starts {
        if colour.contains_key(&start) {
            continue;
        }
        let mut stack: Vec<(Position, Vec<Move>)> = vec![(start.clone(), start.legal_moves())];
        colour.insert(start, 1);
        while let Some((p, rest)) = stack.last_mut() {
            let Some(m) = rest.pop() else {
                colour.insert(p.clone(), 2);
                stack.pop();
                continue;
            };
            let next = p.apply(&m).unwrap();
            if stones(&next) != stones(p) {
                continue;
            }
            match colour.get(&next) {
                Some(1) => panic!("a cycle through {next}"),
                Some(_) => {}
                None => {
                    colour.insert(next.clone(), 1);
                    let ms = next.legal_moves();
                    stack.push((next, ms));
                }
            }
        }
    }
    assert!(colour.len() > 10_000, "{} positions searched", colour.len());
}

#[test]
fn m7_game_tracks_history_and_would_call_a_repetition_a_draw() {
    // A game replays into a `Game`, and its outcome is the position's (M6) at the end.
    let mut g = Game::new(Position::start(Variant::Kimasai));
    g.play(Move::pit(pit("A2"))).unwrap();
    g.play(Move::pit(pit("a2"))).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.positions().len(), 3);
    assert_eq!(
        g.play(Move::pit(pit("A5"))).map_err(|i| i.reason),
        Err(Reason::Blocked { pit: pit("A5"), next: pit("A4") })
    );
    // The repetition rule is keyed on the board and the side to move: the same board with the
    // other side to move is another position.
    let s = board(&["A5", "a5"], 'S');
    let n = board(&["A5", "a5"], 'N');
    assert_ne!(s, n);
}

// ---------------------------------------------------------------------------------------------
// Properties over random games.

fn every_pit() -> Vec<Pit> {
    Position::start(Variant::Kimasai).pits()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Random games: stones only ever leave the board, each event does what it says, every legal
    /// move plays, every other well-formed move has a reason, the notation round-trips, and the
    /// game ends by M6 (M7 never fires, see above).
    #[test]
    fn random_games(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(Position::start(Variant::Kimasai));
        let pits = every_pit();
        while game.outcome().is_none() {
            prop_assert!(game.moves().len() < 2000, "game too long");
            let p = game.position().clone();
            let reparsed = Position::parse(&p.to_string());
            prop_assert_eq!(reparsed.as_ref(), Ok(&p));
            let legal = p.legal_moves();
            prop_assert!(!legal.is_empty());
            let mut sorted = legal.clone();
            sorted.sort();
            prop_assert_eq!(&sorted, &legal);
            for &pit in &pits {
                let mv = Move::pit(pit);
                prop_assert_eq!(p.why_illegal(&mv).is_none(), legal.contains(&mv), "{} on {}", mv, p);
            }
            let mv = legal[rng.below(legal.len())];
            let played = p.play(&mv).unwrap();
            // Replay the events on the old board: they must give the new one.
            let (me, them) = (p.to_move(), p.to_move().opponent());
            let mut counts: std::collections::HashMap<Pit, u8> = pits.iter().map(|&q| (q, p.count(q))).collect();
            for e in &played.events {
                match *e {
                    Event::Step { from, to } => {
                        prop_assert!(from == mv.pit && from.side == me && counts[&from] == 1 && counts[&to] == 0);
                        counts.insert(from, 0);
                        counts.insert(to, 1);
                    }
                    Event::Remove { pit } => {
                        prop_assert!(pit.side == them && counts[&pit] == 1);
                        counts.insert(pit, 0);
                    }
                    Event::GameOver { outcome } => {
                        prop_assert_eq!(outcome.winner(), Some(me));
                        prop_assert_eq!(e.rule(Variant::Kimasai), "M6");
                    }
                    other => prop_assert!(false, "unexpected event {:?}", other),
                }
            }
            for &q in &pits {
                prop_assert_eq!(counts[&q], played.position.count(q));
            }
            let (a, b) = (inner(&p), inner(&played.position));
            prop_assert_eq!(a.stones(me), b.stones(me));
            prop_assert!(b.stones(them) <= a.stones(them));
            game.play(mv).unwrap();
        }
        let end = game.outcome().unwrap();
        prop_assert_eq!(end.rule(Variant::Kimasai), "M6");
        prop_assert_eq!(end.winner(), Some(game.position().to_move().opponent()));
        prop_assert!(game.position().legal_moves().is_empty());
    }

    /// Any string: an error or a position that round-trips, never a panic.
    #[test]
    fn parse_never_panics(s in "kimasai:[0-9,/:SN]{0,120}|\\PC{0,60}") {
        if let Ok(p) = Position::parse(&s) {
            prop_assert_eq!(Position::parse(&p.to_string()), Ok(p));
        }
    }

    /// Any board with at most one stone a hole: parse(format(p)) == p, and any move on it is
    /// played or refused with a reason.
    #[test]
    fn any_board_round_trips(bits in proptest::collection::vec(0u8..2, 48), north in any::<bool>(), idx in 0u8..16, row in 0u8..4, dir in proptest::option::of(any::<bool>()), safari in any::<bool>()) {
        let rows: Vec<String> = bits.chunks(12).map(|r| r.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")).collect();
        let s = format!("kimasai:{}:{}", rows.join("/"), if north { 'N' } else { 'S' });
        if let Ok(p) = Position::parse(&s) {
            prop_assert_eq!(p.to_string(), s);
            let side = if row % 2 == 0 { Side::South } else { Side::North };
            let r = if row < 2 { rules_core::Row::Front } else { rules_core::Row::Back };
            let dir = dir.map(|l| if l { rules_core::Dir::Left } else { rules_core::Dir::Right });
            let mv = Move { pit: Pit::new(side, r, idx), dir, safari };
            match p.play(&mv) {
                Ok(_) => prop_assert!(p.legal_moves().contains(&mv)),
                Err(e) => prop_assert!(!e.rule().is_empty()),
            }
            let (s_n, n_n) = (inner(&p).stones(Side::South), inner(&p).stones(Side::North));
            prop_assert_eq!(p.legal_moves().is_empty(), s_n == 0 || n_n == 0);
        }
    }
}
