//! Speed of the rules engine, one thread: `cargo bench -p rules-core --bench speed`.
//!
//! - random games per second: Bao la Kiswahili from the start position, every move chosen
//!   uniformly among all legal complete moves (`bao::Position::random_child`), to the end;
//! - move-list generations per second over positions met in such games: the candidate list
//!   (exact but for K31 and the `+` variants, which need the move played out) and the exact,
//!   sorted `legal_moves()`.

use rules_core::bao;
use rules_core::random::Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

fn start() -> bao::Position {
    bao::Position::start_kiswahili()
}

fn random_games(budget: Duration) -> (u64, u64, f64) {
    let mut rng = Rng::new(42);
    let (mut games, mut plies) = (0u64, 0u64);
    let t = Instant::now();
    while t.elapsed() < budget {
        for _ in 0..100 {
            let mut p = start();
            while let Some(next) = p.random_child(&mut rng) {
                p = next;
                plies += 1;
            }
            black_box(&p);
            games += 1;
        }
    }
    (games, plies, t.elapsed().as_secs_f64())
}

fn sample_positions(n: usize) -> Vec<bao::Position> {
    let mut rng = Rng::new(7);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut p = start();
        while let Some(next) = p.random_child(&mut rng) {
            out.push(p);
            p = next;
        }
    }
    out.truncate(n);
    out
}

fn per_second(positions: &[bao::Position], budget: Duration, f: impl Fn(&bao::Position) -> usize) -> (f64, f64) {
    let t = Instant::now();
    let (mut calls, mut moves) = (0u64, 0u64);
    while t.elapsed() < budget {
        for p in positions {
            moves += black_box(f(black_box(p))) as u64;
        }
        calls += positions.len() as u64;
    }
    let secs = t.elapsed().as_secs_f64();
    (calls as f64 / secs, moves as f64 / calls as f64)
}

fn main() {
    let budget = Duration::from_secs(
        std::env::args().skip_while(|a| a != "--seconds").nth(1).and_then(|s| s.parse().ok()).unwrap_or(3),
    );
    let (games, plies, secs) = random_games(budget);
    println!(
        "random games:        {:>12.0} games/s ({games} games, {:.1} plies each)",
        games as f64 / secs,
        plies as f64 / games as f64
    );
    let positions = sample_positions(10_000);
    let (rate, avg) = per_second(&positions, budget, |p| p.candidates().len());
    println!("candidate lists:     {rate:>12.0} lists/s ({avg:.1} moves each)");
    let (rate, avg) = per_second(&positions, budget, |p| rules_core::Position::Bao(*p).legal_moves().len());
    println!("exact legal_moves(): {rate:>12.0} lists/s ({avg:.1} moves each)");
    let (rate, _) = per_second(&positions, budget, |p| p.perft(1) as usize);
    println!("perft(1):            {rate:>12.0} positions/s");
}
