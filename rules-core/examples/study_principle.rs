//! Part 3 of the course, "Playing well" (`book/src/course/play-well/`): how far the engine
//! agrees with one principle of play, and the stage's exercises. One program for every
//! principle: random positions, the engine's analysis, the margins and the exercise list are
//! shared; a principle is only a value given to each legal move (the principle says: play a
//! move of the highest value), and the values are `rules_core::principle`'s (one home, also
//! used by the schema's exercise finder `find-series --principle`). Uses only the public API
//! of rules-core.
//!
//! ```text
//! cargo run --release -p rules-core --example study_principle -- --principle NAME [--positions N] [--nodes N] [--seed S] [--game kujifunza|kiswahili] [--takasa]
//! cargo run --release -p rules-core --example study_principle -- --principle NAME --position POSITION
//! ```
//!
//! With `--position`, it prints every legal move of that one position (in the notation) with
//! its facts and its value under the principle, and nothing else: the counts a reader checks
//! in a stage's "Check your counts".
//!
//! The principles (`--principle`):
//!
//! - `no-capture`: leave the opponent no capture (value 1 when the opponent has no capture
//!   after the move, else 0).
//! - `net-gain`: take the most counting his reply (value: what the move captures minus the
//!   biggest capture the opponent then has); it is compared with `biggest`, and a position is
//!   kept only when the two disagree (no move has the highest value for both).
//! - `biggest`: capture the most (value: what the move captures); compared with `net-gain` on
//!   the same positions (where the two disagree).
//! - `front-row`: keep seeds in your front row (value: the mover's seeds on his front row after
//!   the move).
//! - `front-after-reply`: keep seeds in your front row, counting his answer (value: the mover's
//!   front-row seeds after the opponent's reply that leaves him the fewest).
//! - `mobility`: leave him few moves (value: minus the number of the opponent's legal moves
//!   after the move).
//! - `keep-nyumba`: Bao la Kiswahili, namua stage: keep your nyumba working (value 1 when, after
//!   the move, the mover still owns his nyumba and it holds 6 seeds or more, K14).
//!
//! It plays random games from the start (a random legal move each ply) and keeps every
//! position where South is to move, has at least 3 legal moves and the moves' values are not
//! all equal (a "choice" position; for `net-gain` and `biggest`, no move has the highest value
//! for both), until
//! it has `--positions` of them (default 400). For each, the engine analyses every move with
//! `--nodes` nodes (default 200,000); the study counts how often the engine's best move has
//! the highest value, and how often a move chosen at random among the legal ones would.
//! With `--takasa`, only positions where no legal move of South captures are kept (a takasa
//! position: the principle as a guide when you cannot capture).
//! Positions where exactly one move has the highest value, the engine ranks it first and every
//! other move at least 2 seeds lower (or as a loss while it is not), are printed as exercises,
//! with every move's score and value. `--principle no-capture` gives the same figures as the
//! former `study_no_capture` example (the same positions, in the same order).

use rules_core::principle::{facts, followers, Principle};
use rules_core::random::Rng;
use rules_core::search::{Limits, NoClock, Request, Score, Searcher};
use rules_core::{Move, Position, Side, Variant};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1));
    let number = |name: &str, default: u64| get(name).and_then(|v| v.parse().ok()).unwrap_or(default);
    let wanted = number("--positions", 400);
    let nodes = number("--nodes", 200_000);
    let seed = number("--seed", 1);
    let takasa_only = args.iter().any(|a| a == "--takasa");
    let Some(variant) = Variant::from_name(get("--game").map_or("kujifunza", |s| s.as_str())) else {
        eprintln!("unknown game (kujifunza, kiswahili)");
        return ExitCode::FAILURE;
    };
    let names: Vec<&str> = Principle::ALL.iter().map(|p| p.name()).collect();
    let Some(principle) = get("--principle").and_then(|n| Principle::from_name(n)) else {
        eprintln!("--principle: one of {}", names.join(", "));
        return ExitCode::FAILURE;
    };
    if let Some(text) = get("--position") {
        let p = match Position::parse(text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("--position {text}: {e}");
                return ExitCode::FAILURE;
            }
        };
        println!("# principle {}: play a move of the highest value ({})", principle.name(), principle.value_means());
        println!("# move captures gives front front-after-reply his-moves value");
        for f in facts(&p) {
            println!(
                "{} {} {} {} {} {} {}",
                f.mv,
                f.captures,
                f.gives,
                f.front,
                f.front_after_reply,
                f.his_moves,
                f.value(principle)
            );
        }
        return ExitCode::SUCCESS;
    }
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::new(16);
    let (mut choices, mut engine_follows, mut random_follows, mut games) = (0u64, 0u64, 0.0f64, 0u64);
    let (mut engine_rival, mut random_rival) = (0u64, 0.0f64);
    let mut exercises = Vec::new();
    println!(
        "# cargo run --release -p rules-core --example study_principle -- --principle {} --positions {wanted} --nodes {nodes} --seed {seed} --game {}{}",
        principle.name(),
        variant.name(),
        if takasa_only { " --takasa" } else { "" }
    );
    println!("# principle {}: play a move of the highest value ({})", principle.name(), principle.value_means());
    while choices < wanted {
        games += 1;
        let mut p = Position::start(variant);
        while choices < wanted && p.outcome().is_none() {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            if p.to_move() == Side::South && moves.len() >= 3 && principle.applies(&p) {
                let all = facts(&p);
                let follow = followers(&all, principle);
                let rival = principle.rival().map(|r| followers(&all, r));
                let splits = match &rival {
                    Some(r) => !follow.iter().any(|m| r.contains(m)),
                    None => true,
                };
                let kept = !takasa_only || all.iter().all(|f| f.captures == 0);
                if follow.len() < all.len() && splits && kept {
                    choices += 1;
                    random_follows += follow.len() as f64 / all.len() as f64;
                    if let Some(r) = &rival {
                        random_rival += r.len() as f64 / all.len() as f64;
                    }
                    let request = Request { limits: Limits::nodes(nodes), ..Request::new(&p) };
                    if let Some(report) = searcher.analyse(&request, &mut NoClock, &mut |_| {}) {
                        let best = &report.lines[0];
                        let best_follows = follow.contains(&best.mv);
                        engine_follows += best_follows as u64;
                        if let Some(r) = &rival {
                            engine_rival += r.contains(&best.mv) as u64;
                        }
                        if follow.len() == 1 && best_follows && report.lines.len() >= 3 {
                            let second = report.lines[1].score;
                            let margin = best.score.rank() - second.rank();
                            let clear = match (best.score, second) {
                                (Score::Win(_), Score::Win(_)) | (Score::Loss(_), _) => false,
                                (_, Score::Loss(_)) => true,
                                _ => margin >= 200,
                            };
                            if clear {
                                let describe = |mv: &Move| {
                                    all.iter().find(|f| f.mv == *mv).map_or(String::new(), |f| {
                                        format!(
                                            "value {}, captures {}, gives {}",
                                            f.value(principle),
                                            f.captures,
                                            f.gives
                                        )
                                    })
                                };
                                let others: Vec<String> = report.lines[1..]
                                    .iter()
                                    .map(|l| format!("{} {} ({})", l.mv, l.score, describe(&l.mv)))
                                    .collect();
                                exercises.push(format!(
                                    "{p}\n  best {} {} ({}); margin {}; others: {}",
                                    best.mv,
                                    best.score,
                                    describe(&best.mv),
                                    match (best.score, second) {
                                        (_, Score::Loss(_)) => "every other move loses".to_string(),
                                        (Score::Win(_), _) => "only this move forces a win".to_string(),
                                        _ => format!("{:.2} seeds", margin as f64 / 100.0),
                                    },
                                    others.join(", ")
                                ));
                            }
                        }
                    }
                }
            }
            let mv = moves[rng.below(moves.len() as u32) as usize];
            match p.apply(&mv) {
                Ok(next) => p = next,
                Err(_) => break,
            }
        }
    }
    let pct = |n: f64| 100.0 * n / choices.max(1) as f64;
    println!("random games played: {games}");
    match principle.rival() {
        Some(r) => println!(
            "positions where South has 3+ legal moves and no move has the highest value for both {} and {}: {choices}",
            principle.name(),
            r.name()
        ),
        None => println!(
            "positions where South has 3+ legal moves{} whose values ({}) are not all equal: {choices}",
            if takasa_only { ", none of them a capture," } else { "" },
            principle.value_means()
        ),
    }
    println!(
        "the engine's best move ({nodes} nodes) has the highest value in {engine_follows} of {choices} ({:.1}%)",
        pct(engine_follows as f64)
    );
    println!("a legal move chosen at random has the highest value in {:.1}% of them (on average)", pct(random_follows));
    if let Some(r) = principle.rival() {
        println!(
            "the engine's best move has the highest value for {} instead in {engine_rival} of {choices} ({:.1}%); a random move in {:.1}%",
            r.name(),
            pct(engine_rival as f64),
            pct(random_rival)
        );
    }
    println!(
        "exercises (only one move has the highest value; the engine ranks it first by 2 seeds or more, or it is the only move that does not lose): {}",
        exercises.len()
    );
    for e in &exercises {
        println!("{e}");
    }
    ExitCode::SUCCESS
}
