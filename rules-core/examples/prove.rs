//! Checks a forced win found by the search with the rules alone: from `<position>`, the side
//! to move wins within `<plies>` whatever the opponent plays. At the winner's turns the search
//! proposes a move; at the loser's turns every legal move is followed; each line must end in
//! the winner's win (by `Position::outcome`, the rules engine's own judgement) within the
//! plies. Positions already proven are remembered.
//! `cargo run --release -p rules-core --example prove -- start:kingulu 29`

use rules_core::search::{self, Limits, Score};
use rules_core::{Position, Side};
use std::collections::HashMap;

struct Prover {
    winner: Side,
    /// Position -> the fewest plies it was proven with.
    proven: HashMap<Position, u32>,
    searches: u64,
}

impl Prover {
    /// True when `winner` wins from `p` within `plies`.
    fn wins(&mut self, p: &Position, plies: u32) -> bool {
        if let Some(o) = p.outcome() {
            return o.winner() == Some(self.winner);
        }
        if plies == 0 {
            return false;
        }
        if self.proven.get(p).is_some_and(|&k| k <= plies) {
            return true;
        }
        let ok = if p.to_move() == self.winner {
            self.searches += 1;
            // A win by G8 or K29 (no move left) is seen one ply deeper than the move that makes it.
            let report = search::best(p, Limits::depth(plies + 1)).expect("a move");
            match report.best().score {
                Score::Win(k) if k <= plies => self.wins(&p.apply(&report.best().mv).expect("legal"), plies - 1),
                _ => false,
            }
        } else {
            p.legal_moves().iter().all(|m| self.wins(&p.apply(m).expect("legal"), plies - 1))
        };
        if ok {
            self.proven.insert(p.clone(), plies);
        }
        ok
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let start = Position::parse_or_start(&args[0]).expect("a position");
    let plies: u32 = args[1].parse().expect("plies");
    let mut prover = Prover { winner: start.to_move(), proven: HashMap::new(), searches: 0 };
    let t = std::time::Instant::now();
    let ok = prover.wins(&start, plies);
    println!(
        "{}: {} wins within {plies} plies: {} ({} positions proven, {} searches, {:.1}s)",
        start,
        start.to_move().letter(),
        if ok { "proven" } else { "NOT proven" },
        prover.proven.len(),
        prover.searches,
        t.elapsed().as_secs_f64()
    );
}
