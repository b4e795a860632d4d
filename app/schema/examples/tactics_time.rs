//! Times the judging of the book's `win 2` and `safe` positions (every solution found, as an
//! exercise widget does when it mounts): `cargo run --release -p bao-schema --example tactics_time`.
use bao_schema::Goal;
use rules_core::Position;
use std::time::Instant;

const POSITIONS: [(&str, &str); 6] = [
    ("safe", "kujifunza:3,10,4,6,1,5,3,9/2,5,0,3,2,0,4,0/0,0,0,0,0,0,1,0/2,1,0,1,0,0,2,0:S"),
    ("safe", "kiswahili:2,1,1,1,0,0,0,0/1,1,1,9,0,0,0,0/0,1,1,0,0,1,3,0/1,1,1,1,1,0,1,1:S:17,17:N:-"),
    ("win 2", "kujifunza:4,1,3,1,0,1,1,12/1,0,0,0,0,0,0,0/3,7,5,2,9,0,3,0/3,1,1,2,0,1,1,2:S"),
    ("win 2", "kujifunza:2,3,1,4,2,1,7,1/2,1,1,5,1,3,3,0/1,2,3,2,2,5,1,0/2,2,4,0,1,0,1,1:S"),
    ("win 2", "kiswahili:0,0,0,0,0,0,0,0/0,1,4,1,0,0,0,1/0,0,2,4,10,1,1,1/0,0,0,0,0,0,0,0:S:19,19:S:-"),
    ("win 2", "kiswahili:1,0,0,0,0,0,0,0/0,0,0,0,1,4,1,0/1,4,4,3,1,0,2,0/1,1,1,1,0,1,1,2:S:17,17:-:-"),
];

fn main() {
    for (goal, text) in POSITIONS {
        let pos = Position::parse(text).expect("a position");
        let g = Goal::parse(goal, &pos).expect("a goal");
        let t = Instant::now();
        let n = 20;
        let mut found = 0;
        for _ in 0..n {
            found = g.solutions(&pos).len();
        }
        let each = t.elapsed().as_secs_f64() * 1000.0 / f64::from(n);
        println!("{goal:6} {:2} moves, {found} solutions: {each:.2} ms  {text}", pos.legal_moves().len());
    }
}
