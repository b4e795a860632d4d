//! Finds positions for `captures <n>`, `guard <n>` and `endgame <n>` exercises (the course's exercises where
//! North replies), by random play from a game's start, filtered so that the exercise cannot be
//! guessed: at least 3 legal moves, a right first move and a wrong one, and several plausible
//! first moves (for `captures`: at least two first moves capture, one of them wrong; for
//! `guard`: every legal move captures, when `--captures-only`, so that the rules a reader needs
//! before stage 11 are the capture rules).
//!
//! `cargo run --release -p bao-schema --example find-series -- <game> <goal> <count> <seed>
//!  <min plies> <max plies> [--captures-only] [--exact] [--thin <seeds>] [--second-choice]
//!  [--principle <name>]`
//!
//! `--exact`: no shorter series reaches the goal (an `endgame 3` that cannot be won in 2).
//! `--thin <seeds>`: North's front row holds at most that many seeds (an endgame).
//! `--second-choice`: after each right first move and North's reply (the widget's, `defence`),
//! the reader has at least 2 legal moves and one of them is wrong (the second move is a choice
//! too, not forced).
//! `--principle <name>`: a principle of Part 3 (`rules_core::principle`: `no-capture`,
//! `biggest`, `net-gain`, `front-after-reply`, `mobility` ...): keeps a position only when its
//! right first moves are exactly the moves of the principle's highest value (so every wrong
//! first move has a lower value): an exercise of a Part 3 stage, where the stage's principle
//! chooses the first move. For `biggest` and `net-gain`, which stages 30 and 31 set against
//! each other, no first move may have the highest value for both (as in their studies).
//!
//! Prints one line per position: the position, the legal moves, the right first moves, a wrong
//! first move with the reply that defeats it, and with `--principle` every move's value.
//!
//! Part 3's exercises where North replies (one at the end of each principle stage, in
//! `book/src/course/play-well/`) were found with these command lines: the position is the
//! `k`-th line printed (`count` = `k` reproduces it as the last line), checked to be used by no
//! other exercise; `rules-core/studies/README.md` lists them with the principle's values.
//!
//! ```text
//! stage 28  kujifunza "guard 2"    2 1 6 40  --principle no-capture --second-choice           2nd
//! stage 30  kujifunza "endgame 2"  1 1 10 60 --principle biggest --exact --second-choice      1st
//! stage 31  kiswahili "captures 2" 1 1 6 60  --principle net-gain                             1st
//! stage 32  kiswahili "guard 2"    7 1 6 60  --principle front-after-reply                    7th
//! stage 33  kujifunza "endgame 2"  6 1 10 60 --principle mobility --exact                     6th
//! stage 34  kiswahili "endgame 2"  8 1 10 80 --principle mobility --exact --second-choice     8th
//! stage 35  kujifunza "guard 2"    5 3 6 40  --principle front-after-reply --second-choice    5th
//! ```
//!
//! (`captures 2` cannot use `--second-choice`: in Bao la Kujifunza and Bao la Kiswahili captures
//! are compulsory, so once the reader can capture, every legal move captures and none is
//! wrong.)

use bao_schema::series::{self, Series};
use bao_schema::Goal;
use rules_core::principle::{self, Principle};
use rules_core::random::Rng;
use rules_core::{Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, goal, count, seed, min, max, rest @ ..] = args.as_slice() else {
        eprintln!(
            "usage: find-series <game> <goal> <count> <seed> <min plies> <max plies> [--captures-only] [--exact] [--thin <seeds>] [--second-choice] [--principle <name>]"
        );
        std::process::exit(2);
    };
    let game = Variant::from_name(game).expect("a game: kujifunza, kiswahili");
    let start = Position::start(game);
    let goal = Goal::parse(goal, &start).expect("a goal");
    let (kind, n) = goal.series().expect("a series goal: captures <n>, guard <n> or endgame <n>");
    let count: usize = count.parse().expect("a count");
    let (min, max): (u32, u32) = (min.parse().expect("min plies"), max.parse().expect("max plies"));
    let captures_only = rest.iter().any(|a| a == "--captures-only");
    let exact = rest.iter().any(|a| a == "--exact");
    let thin: Option<u32> =
        rest.iter().position(|a| a == "--thin").and_then(|i| rest.get(i + 1)).map(|s| s.parse().expect("seeds"));
    let second_choice = rest.iter().any(|a| a == "--second-choice");
    let principle: Option<Principle> =
        rest.iter().position(|a| a == "--principle").and_then(|i| rest.get(i + 1)).map(|s| {
            Principle::from_name(s)
                .expect("a principle: no-capture, biggest, net-gain, front-after-reply, mobility ...")
        });
    let mut rng = Rng::new(seed.parse().expect("a seed"));
    let mut found = 0;
    let mut tries = 0;
    while found < count && tries < 200_000 {
        tries += 1;
        let plies = min + rng.below(max - min + 1);
        let mut p = start.clone();
        for _ in 0..plies {
            let ms = p.legal_moves();
            if ms.is_empty() {
                break;
            }
            p = p.apply(&ms[rng.below(u32::try_from(ms.len()).unwrap_or(1)) as usize]).expect("legal");
        }
        // South to move, as in the course's exercises (drawn from South's side).
        if p.outcome().is_some() || p.to_move() != rules_core::Side::South {
            continue;
        }
        let legal = p.legal_moves();
        if legal.len() < 3 {
            continue;
        }
        let capturing: Vec<_> =
            legal.iter().filter(|m| p.play(m).is_ok_and(|x| series::captured(&x.events) > 0)).collect();
        if captures_only && capturing.len() != legal.len() {
            continue;
        }
        let right = series::solutions(kind, n, &p);
        if right.is_empty() || right.len() == legal.len() || right.len() * 2 > legal.len() {
            continue;
        }
        if kind == Series::Captures && capturing.len() < right.len() + 1 {
            continue;
        }
        if goal.check(&p).is_err() {
            continue;
        }
        if exact && n > 1 && !series::solutions(kind, n - 1, &p).is_empty() {
            continue;
        }
        if let Some(max) = thin {
            let front: u32 = p
                .pits()
                .into_iter()
                .filter(|pit| pit.side == rules_core::Side::North && pit.row == rules_core::Row::Front)
                .map(|pit| u32::from(p.count(pit)))
                .sum();
            if front > max {
                continue;
            }
        }
        if second_choice && n > 1 {
            let chooses = |m: &rules_core::Move| {
                let Ok(after) = p.apply(m) else { return false };
                let Some(reply) = series::defence(kind, n, &after) else { return false };
                let Ok(next) = after.apply(&reply) else { return false };
                let legal = next.legal_moves();
                next.outcome().is_none()
                    && legal.len() >= 2
                    && series::solutions(kind, n - 1, &next).len() < legal.len()
            };
            if !right.iter().all(chooses) {
                continue;
            }
        }
        let mut values = String::new();
        if let Some(pr) = principle {
            if !pr.applies(&p) {
                continue;
            }
            let all = principle::facts(&p);
            let mut top = principle::followers(&all, pr);
            let mut sorted_right = right.clone();
            top.sort();
            sorted_right.sort();
            if top != sorted_right {
                continue;
            }
            // `biggest` and `net-gain` are taught against each other (stages 30 and 31): no
            // first move has the highest value for both, as in their studies.
            if let Some(rival) = pr.rival() {
                if principle::followers(&all, rival).iter().any(|m| top.contains(m)) {
                    continue;
                }
            }
            values = all
                .iter()
                .map(|f| match pr.rival() {
                    Some(rival) => format!("{} {} ({} {})", f.mv, f.value(pr), rival.name(), f.value(rival)),
                    None => format!("{} {}", f.mv, f.value(pr)),
                })
                .collect::<Vec<_>>()
                .join(", ");
        }
        found += 1;
        let list = |ms: &[rules_core::Move]| ms.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        // A wrong first move and the reply that defeats it (for a demonstration).
        let wrong = legal.iter().find(|m| !right.contains(m)).copied();
        let refuted = wrong.and_then(|w| {
            let after = p.apply(&w).ok()?;
            let r = series::refutation(kind, n, &after)?;
            let took = series::captured(&after.play(&r).ok()?.events);
            Some(format!("{w} then {r} (captures {took})"))
        });
        println!(
            "{p}\tlegal {} ({})\tright {}\twrong {}{}{values}",
            legal.len(),
            list(&legal),
            list(&right),
            refuted.unwrap_or_default(),
            if values.is_empty() { "" } else { "\tvalues " },
        );
    }
    eprintln!("{found} found in {tries} tries");
}
