//! Part 3 of the course, "Leave him no capture" (`book/src/course/play-well/`): how far the
//! engine agrees with the rule "play a move after which the opponent cannot capture", and the
//! stage's exercises. Uses only the public API of rules-core.
//!
//! ```text
//! cargo run --release -p rules-core --example study_no_capture -- [--positions N] [--nodes N] [--seed S] [--game kujifunza|kiswahili]
//! ```
//!
//! It plays random games from the start (a random legal move each ply) and keeps every
//! position where South is to move, has at least 3 legal moves, and some of them leave North a
//! capture while others do not (a "choice" position), until it has `--positions` of them
//! (default 400). For each, the engine analyses every move with `--nodes` nodes (default
//! 200,000) and the study counts how often the engine's best move leaves North no capture, and
//! how often a move chosen at random among the legal ones would. Positions with exactly one
//! move that leaves no capture, where the engine ranks that move first and every other move at
//! least 2 seeds lower, or as a loss while it is not, are printed as exercises.

use rules_core::random::Rng;
use rules_core::search::{candidates, Limits, NoClock, Request, Score, Searcher};
use rules_core::{Position, Side, Variant};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1));
    let number = |name: &str, default: u64| get(name).and_then(|v| v.parse().ok()).unwrap_or(default);
    let wanted = number("--positions", 400);
    let nodes = number("--nodes", 200_000);
    let seed = number("--seed", 1);
    let Some(variant) = Variant::from_name(get("--game").map_or("kujifunza", |s| s.as_str())) else {
        eprintln!("unknown game");
        return ExitCode::FAILURE;
    };
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::new(16);
    let (mut choices, mut engine_careful, mut random_careful, mut games) = (0u64, 0u64, 0.0f64, 0u64);
    let mut exercises = Vec::new();
    println!("# cargo run --release -p rules-core --example study_no_capture -- --positions {wanted} --nodes {nodes} --seed {seed} --game {}", variant.name());
    while choices < wanted {
        games += 1;
        let mut p = Position::start(variant);
        while choices < wanted && p.outcome().is_none() {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            if p.to_move() == Side::South && moves.len() >= 3 {
                let all = candidates(&p);
                let careful = all.iter().filter(|c| c.gives == 0).count();
                if careful > 0 && careful < all.len() {
                    choices += 1;
                    random_careful += careful as f64 / all.len() as f64;
                    let request = Request { limits: Limits::nodes(nodes), ..Request::new(&p) };
                    if let Some(report) = searcher.analyse(&request, &mut NoClock, &mut |_| {}) {
                        let best = &report.lines[0];
                        let best_is_careful = all.iter().any(|c| c.mv == best.mv && c.gives == 0);
                        engine_careful += best_is_careful as u64;
                        if careful == 1 && best_is_careful && report.lines.len() >= 3 {
                            let second = report.lines[1].score;
                            let margin = best.score.rank() - second.rank();
                            let clear = match (best.score, second) {
                                (Score::Win(_), Score::Win(_)) | (Score::Loss(_), _) => false,
                                (_, Score::Loss(_)) => true,
                                _ => margin >= 200,
                            };
                            if clear {
                                let others: Vec<String> = report.lines[1..]
                                    .iter()
                                    .map(|l| {
                                        let gives = all.iter().find(|c| c.mv == l.mv).map_or(0, |c| c.gives);
                                        format!("{} {} (gives {gives})", l.mv, l.score)
                                    })
                                    .collect();
                                exercises.push(format!(
                                    "{p}\n  best {} {} (captures {}); others: {}",
                                    best.mv,
                                    best.score,
                                    all.iter().find(|c| c.mv == best.mv).map_or(0, |c| c.captures),
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
    println!("random games played: {games}");
    println!("positions where South has 3+ legal moves, some leaving North a capture and some not: {choices}");
    println!(
        "the engine's best move ({nodes} nodes) leaves North no capture in {engine_careful} of {choices} ({:.1}%)",
        100.0 * engine_careful as f64 / choices as f64
    );
    println!(
        "a legal move chosen at random leaves North no capture in {:.1}% of them (on average)",
        100.0 * random_careful / choices as f64
    );
    println!(
        "exercises (only one move leaves no capture; the engine ranks it first by 2 seeds or more, or it is the only move that does not lose): {}",
        exercises.len()
    );
    for e in &exercises {
        println!("{e}");
    }
    ExitCode::SUCCESS
}
