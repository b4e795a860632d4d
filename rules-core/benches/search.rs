//! Speed of the search, one thread: `cargo bench -p rules-core --bench search`.
//!
//! For each game, from its start position, a search with a fixed node budget (`--nodes`,
//! default 2,000,000; the search stops at the first node past it), repeated for at least
//! `--seconds` (default 3), reporting nodes per second.
//!
//! How nodes are counted: one node is one position reached by playing a move in the tree.
//! Every legal move played when a position's children are generated counts once (the search
//! plays all of them to order them and to reject never-ending moves, K31), whether or not the
//! child is searched further, and so do the root's moves. Positions judged by the evaluation
//! are among them; looking a position up in the table is not a node.
//!
//! On Linux the line also gives nodes per second of the thread's own CPU time (from
//! `/proc/thread-self/schedstat`): on a machine busy with other work the wall-clock figure
//! counts the time the thread waited for a core, the CPU-time figure does not.

use rules_core::search::{Limits, NoClock, Request, Searcher};
use rules_core::{Position, Variant};
use std::time::{Duration, Instant};

/// Nanoseconds this thread has run on a CPU (Linux), or `None`.
fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

fn main() {
    let arg = |name: &str| std::env::args().skip_while(|a| a != name).nth(1);
    let budget = Duration::from_secs_f64(arg("--seconds").and_then(|s| s.parse().ok()).unwrap_or(3.0));
    let nodes: u64 = arg("--nodes").and_then(|s| s.parse().ok()).unwrap_or(2_000_000);
    let only = arg("--game");
    let mut searcher = Searcher::default();
    for variant in Variant::ALL {
        if only.as_deref().is_some_and(|g| g != variant.name()) {
            continue;
        }
        let start = Position::start(variant);
        let request = Request { limits: Limits::nodes(nodes), ..Request::new(&start) };
        let (mut total, mut runs) = (0u64, 0u32);
        let mut depth = 0;
        let t = Instant::now();
        let cpu = cpu_ns();
        while t.elapsed() < budget || runs == 0 {
            let report = searcher.best(&request, &mut NoClock, &mut |_| {});
            let report = report.expect("the start position has moves");
            total += report.nodes;
            depth = report.depth;
            runs += 1;
        }
        let secs = t.elapsed().as_secs_f64();
        let cpu = match (cpu, cpu_ns()) {
            (Some(a), Some(b)) if b > a => {
                format!(", {:.0} nodes/s of CPU time", total as f64 / ((b - a) as f64 * 1e-9))
            }
            _ => String::new(),
        };
        println!(
            "{:<10} {:>12.0} nodes/s  ({runs} searches of {} nodes from the start, depth {depth}, table {} MB{cpu})",
            variant.name(),
            total as f64 / secs,
            total / runs as u64,
            searcher.table_bytes() >> 20
        );
    }
}
