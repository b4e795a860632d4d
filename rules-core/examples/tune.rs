//! Tuning the levels and evaluations by matches (SEARCH.md):
//! `cargo run --release -p rules-core --example tune -- <game> <A> <B> [games] [threads] [seed] [opening]`
//! where a player is `greedy`, `random`, a level `1`-`4`, or a custom level written
//! `d<depth>,n<nodes>,z<noise>,b<blunder%>[,w<w0>/<w1>/...]` (any part may be left out).
//! Prints A's wins, B's wins and draws.

use rules_core::search::{self, Level, Player, Weights};
use rules_core::Variant;

fn player(s: &str, variant: Variant) -> Player {
    if let Some(p) = Player::parse(s, variant) {
        return p;
    }
    let mut level = Level::get(4, variant).expect("level 4");
    for part in s.split(',') {
        let (key, value) = part.split_at(1);
        match key {
            "d" => level.depth = value.parse().expect("depth"),
            "n" => level.nodes = value.parse().expect("nodes"),
            "z" => level.noise = value.parse().expect("noise"),
            "b" => level.blunder_percent = value.parse().expect("blunder"),
            "w" => {
                let mut w = search::default_weights(variant);
                for (i, x) in value.split('/').enumerate() {
                    if !x.is_empty() {
                        w.0[i] = x.parse().expect("weight");
                    }
                }
                level.weights = Some(Weights(w.0));
            }
            _ => panic!("bad player {s}"),
        }
    }
    Player::Level(level)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = Variant::from_name(&args[0]).expect("a game");
    let a = player(&args[1], variant);
    let b = player(&args[2], variant);
    let games: u64 = args.get(3).map_or(100, |s| s.parse().expect("games"));
    let threads: u64 = args.get(4).map_or(2, |s| s.parse().expect("threads"));
    let seed: u64 = args.get(5).map_or(1, |s| s.parse().expect("seed"));
    let opening: u32 = args.get(6).map_or(0, |s| s.parse().expect("opening"));
    let distinct = std::sync::Mutex::new(std::collections::BTreeSet::new());
    let next = std::sync::atomic::AtomicU64::new(0);
    let tally = std::sync::Mutex::new((0u32, 0u32, 0u32, 0usize));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= games {
                    break;
                }
                let r = search::play_game(variant, a, b, i, seed, opening);
                distinct.lock().expect("set").insert(r.moves_hash);
                let mut t = tally.lock().expect("tally");
                match r.a_won {
                    Some(true) => t.0 += 1,
                    Some(false) => t.1 += 1,
                    None => t.2 += 1,
                }
                t.3 += r.plies;
            });
        }
    });
    let t = tally.into_inner().expect("tally");
    let distinct = distinct.into_inner().expect("set").len();
    println!(
        "A: {} wins, B: {} wins, {} draws ({:.0} plies a game, {distinct} distinct games)",
        t.0,
        t.1,
        t.2,
        t.3 as f64 / games as f64
    );
}
