//! A fixed amount of work for instruction counting (load-independent):
//! `valgrind --tool=callgrind target/release/examples/movegen_count`.

use rules_core::bao;
use rules_core::random::Rng;
use std::hint::black_box;

fn main() {
    let mut rng = Rng::new(7);
    let mut positions = Vec::new();
    while positions.len() < 10_000 {
        let mut p = bao::Position::start_kiswahili();
        while let Some(next) = p.random_child(&mut rng) {
            positions.push(p);
            p = next;
        }
    }
    let mut total = 0usize;
    for _ in 0..20 {
        for p in &positions {
            total += black_box(black_box(p).candidates().len());
        }
    }
    println!("{total}");
}
