#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Properties of Bao la Kiswahili and Bao la Kujifunza over thousands of random games: seed
//! conservation after every event, faithful traces, games that end, moves and reasons that agree.

use rules_core::random::Rng;
use rules_core::{Dir, Event, Move, Pit, Position, Row, Side, Variant};
use std::collections::HashMap;

/// Replays a trace on a model of the board and checks that 64 seeds are on the board, in the
/// stores or in hand after every event, and that the trace ends on the position the engine gives.
fn check_trace(before: &Position, events: &[Event], after: &Position) {
    let Position::Bao(b) = before else { unreachable!() };
    let mut counts: HashMap<Pit, i32> = before.pits().into_iter().map(|p| (p, before.count(p) as i32)).collect();
    let mut stores = [b.store(Side::South) as i32, b.store(Side::North) as i32];
    let mut hand = 0i32;
    for e in events {
        match *e {
            Event::StoreSeed { pit } => {
                stores[pit.side.index()] -= 1;
                *counts.get_mut(&pit).unwrap() += 1;
            }
            Event::Lift { pit, count, .. }
            | Event::Tax { pit, count, .. }
            | Event::Relay { pit, count }
            | Event::Safari { pit, count } => {
                let c = counts.get_mut(&pit).unwrap();
                assert!(*c >= count as i32, "{e:?} with {c} in {pit}");
                *c -= count as i32;
                hand += count as i32;
            }
            Event::Capture { pit, count, .. } => {
                let c = counts.get_mut(&pit).unwrap();
                assert_eq!(*c, count as i32, "{e:?}: the whole pit is captured");
                *c = 0;
                hand += count as i32;
            }
            Event::Drop { pit, now } => {
                hand -= 1;
                let c = counts.get_mut(&pit).unwrap();
                *c += 1;
                assert_eq!(*c, now as i32, "{e:?}");
            }
            _ => {}
        }
        assert!(hand >= 0 && stores.iter().all(|&s| s >= 0));
        let total: i32 = counts.values().sum::<i32>() + stores.iter().sum::<i32>() + hand;
        assert_eq!(total, 64, "after {e:?} in {before}");
    }
    assert_eq!(hand, 0, "seeds left in hand after {before}");
    for p in after.pits() {
        assert_eq!(counts[&p], after.count(p) as i32, "{p} after the trace from {before}");
    }
}

/// Every well-formed move of the side to move (each pit, each direction, with and without `+`).
fn every_move(p: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    for row in [Row::Front, Row::Back] {
        for index in 1..=8 {
            for dir in [Dir::Left, Dir::Right] {
                for safari in [false, true] {
                    if safari && p.variant() == Variant::Kujifunza {
                        continue;
                    }
                    out.push(Move::bao(Pit::new(p.to_move(), row, index), dir, safari));
                }
            }
        }
    }
    out
}

fn random_games(variant: Variant, games: u64, check_every_move: bool) -> (u64, u64) {
    let mut plies = 0;
    let mut longest = 0;
    for seed in 0..games {
        let mut rng = Rng::new(seed + 1);
        let mut p = Position::start(variant);
        let mut n = 0;
        loop {
            let legal = p.legal_moves();
            if legal.is_empty() {
                assert!(p.outcome().is_some(), "no moves but not over: {p}");
                break;
            }
            assert!(p.outcome().is_none());
            if check_every_move {
                for mv in every_move(&p) {
                    let is_legal = legal.contains(&mv);
                    let why = p.why_illegal(&mv);
                    assert_eq!(why.is_none(), is_legal, "{mv} on {p}: {why:?}");
                }
            }
            let mv = legal[rng.below(legal.len() as u32) as usize];
            let played = p.play(&mv).unwrap();
            check_trace(&p, &played.events, &played.position);
            // The notation round-trips.
            let text = played.position.to_string();
            assert_eq!(Position::parse(&text).as_ref(), Ok(&played.position), "{text}");
            assert_eq!(p.apply(&mv).as_ref(), Ok(&played.position), "fast path = traced path");
            p = played.position;
            n += 1;
            assert!(n < 5_000, "game {seed} does not end");
        }
        plies += n;
        longest = longest.max(n);
    }
    (plies, longest)
}

#[test]
fn kiswahili_random_games_conserve_seeds_end_and_explain_every_illegal_move() {
    let (plies, longest) = random_games(Variant::Kiswahili, 300, true);
    assert!(plies > 300 * 22, "{plies} plies");
    eprintln!("kiswahili: 300 games, {plies} plies, longest {longest}");
}

#[test]
fn kiswahili_thousands_of_random_games() {
    let (plies, longest) = random_games(Variant::Kiswahili, 3_000, false);
    eprintln!("kiswahili: 3000 games, {plies} plies, longest {longest}");
}

#[test]
fn kujifunza_random_games() {
    random_games(Variant::Kujifunza, 200, true);
    let (plies, longest) = random_games(Variant::Kujifunza, 2_000, false);
    eprintln!("kujifunza: 2000 games, {plies} plies, longest {longest}");
}

#[test]
fn perft_from_the_start_positions() {
    let kiswahili = Position::start(Variant::Kiswahili);
    let counts: Vec<u64> = (1..=4).map(|d| kiswahili.perft(d)).collect();
    assert_eq!(counts, [4, 14, 38, 124]);
    let kujifunza = Position::start(Variant::Kujifunza);
    let counts: Vec<u64> = (1..=4).map(|d| kujifunza.perft(d)).collect();
    assert_eq!(counts, [16, 108, 500, 1_902]);
}

/// The fast perft (candidates, no trace) counts exactly what the exact move list gives.
#[test]
fn fast_perft_agrees_with_the_legal_move_list() {
    fn slow(p: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        p.legal_moves().iter().map(|m| slow(&p.apply(m).unwrap(), depth - 1)).sum()
    }
    for seed in 0..60 {
        let mut rng = Rng::new(seed);
        let variant = if seed % 3 == 0 { Variant::Kujifunza } else { Variant::Kiswahili };
        let mut p = Position::start(variant);
        // Walk a random number of plies into the game, then compare.
        for _ in 0..rng.below(60) {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.apply(&moves[rng.below(moves.len() as u32) as usize]).unwrap();
        }
        assert_eq!(p.perft(2), slow(&p, 2), "{p}");
    }
}

#[test]
fn random_child_plays_only_legal_moves() {
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let mut p = match Position::start(Variant::Kiswahili) {
            Position::Bao(b) => b,
            _ => unreachable!(),
        };
        while let Some(next) = p.random_child(&mut rng) {
            let legal = Position::Bao(p).legal_moves();
            let reached: Vec<_> = legal.iter().filter_map(|m| Position::Bao(p).apply(m).ok()).collect();
            assert!(reached.contains(&Position::Bao(next)), "{p}");
            p = next;
        }
        assert!(Position::Bao(p).outcome().is_some());
    }
}
