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
    let threads: usize = args.get(4).map_or(2, |s| s.parse().expect("threads"));
    let seed: u64 = args.get(5).map_or(1, |s| s.parse().expect("seed"));
    let opening: u32 = args.get(6).map_or(0, |s| s.parse().expect("opening"));
    let results = search::play_match(variant, a, b, 0..games, seed, opening, threads);
    let wins = |won: Option<bool>| results.iter().filter(|(_, r)| r.a_won == won).count();
    let plies: usize = results.iter().map(|(_, r)| r.plies).sum();
    let distinct = results.iter().map(|(_, r)| r.moves_hash).collect::<std::collections::BTreeSet<_>>().len();
    println!(
        "A: {} wins, B: {} wins, {} draws ({:.0} plies a game, {distinct} distinct games)",
        wins(Some(true)),
        wins(Some(false)),
        wins(None),
        plies as f64 / games as f64
    );
}
