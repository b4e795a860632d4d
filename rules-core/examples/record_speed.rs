//! Reading and stepping through a record with many variations (issue 22: linear time).
//! `cargo run --release -p rules-core --example record_speed [variations]` prints the times
//! for the record of the issue, `start`, `1. A7<` and N variations `(1. A6< {c})`, and for one
//! with the variations at the end of a 60-move main line.

use rules_core::record::MAX_MOVES;
use rules_core::{Game, Position, Record, Variant};
use std::time::Instant;

fn time<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let t = Instant::now();
    let out = f();
    println!("{what:<48} {:>9.1} ms", t.elapsed().as_secs_f64() * 1000.0);
    out
}

fn step_all(r: &Record) {
    // A click on the last move, then on every move of the main line.
    let last = r.nodes().last().map(|(id, _)| id);
    if let Some(id) = last {
        let line = r.path(id).len() + r.continuation(id).len();
        assert!(line > 0);
    }
    for &id in r.main_line() {
        let _ = r.path(id).len() + r.continuation(id).len();
    }
}

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(MAX_MOVES - 1);
    let mut text = String::from("start\n1. A7<");
    for _ in 0..n {
        text.push_str(" (1. A6< {c})");
    }
    println!("{n} variations of the first move ({} KB)", text.len() / 1000);
    let r = time("read", || Record::parse(&text).expect("reads"));
    time("click the last move and each main-line move", || step_all(&r));
    time("write the canonical text", || r.pretty().len());

    // A 60-move game, and variations of its last move.
    let mut game = Game::new(Position::start(Variant::Kiswahili));
    let mut rng = rules_core::random::Rng::new(7);
    while game.moves().len() < 60 {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u32) as usize];
        if game.play(mv).is_err() {
            break;
        }
    }
    let mut base = Record::from_game(&game).pretty();
    let last = game.undo().expect("a move");
    let alt = game.position().legal_moves().into_iter().find(|m| *m != last);
    if let Some(alt) = alt {
        let k = (n / 2).min(MAX_MOVES - 61);
        let number = if game.position().to_move() == rules_core::Side::South {
            format!("{}.", game.moves().len() / 2 + 1)
        } else {
            format!("{}...", game.moves().len() / 2 + 1)
        };
        let var = format!(" ({number} {alt})");
        base = base.trim_end().to_string();
        for _ in 0..k {
            base.push_str(&var);
        }
        println!(
            "{k} variations of move {} of a {}-move game ({} KB)",
            game.moves().len() + 1,
            game.moves().len() + 1,
            base.len() / 1000
        );
        let r = time("read", || Record::parse(&base).expect("reads"));
        time("click the last move and each main-line move", || step_all(&r));
    }
}
