//! Times the drills' position generator (random play from the start, filtered for the
//! question), as a drill widget runs it for each new position:
//! `cargo run --release -p bao-app --example drill_time`.
use bao_app::drill::DrillModel;
use bao_schema::Drill;
use rules_core::{Position, Variant};
use std::time::Instant;

fn main() {
    for v in [Variant::Kujifunza, Variant::Kiswahili] {
        for kind in Drill::ALL {
            let n = 300;
            let t = Instant::now();
            let mut d = DrillModel::new(kind, Position::start(v), 1, 0);
            let mut found = 0;
            for _ in 0..n {
                d.next();
                found += usize::from(d.question().is_some());
            }
            let each = t.elapsed().as_secs_f64() * 1000.0 / f64::from(n);
            println!("{:9} {:17} {found}/{n} questions, {each:.3} ms each", v.name(), kind.name());
        }
    }
}
