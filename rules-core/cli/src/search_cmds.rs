//! `bao best`, `bao analyse`, `bao match`: the computer player on the command line. Kept in
//! their own file so that the command line can move to a crate of its own by a rename.

use rules_core::search::{self, Clock, Level, Limits, Player, Request, Searcher};
use rules_core::{Position, Side, Variant};
use std::time::Instant;

pub(crate) const USAGE: &str = "  bao best <position> [--level 1-4 | --ms N | --depth N | --nodes N] [--seed S]
  bao analyse <position> [--ms N | --depth N | --nodes N]
  bao match <A> <B> [--games N] [--seed S] [--game kiswahili|kujifunza|kimasai|kingulu] [--threads N]
            [--opening PLIES] [--from K]
      (<A>, <B>: a level 1-4, greedy, random, careful or careful-greedy; each pair of games starts from the same balanced
      random opening of PLIES plies: by default 6 in kiswahili, 8 in kimasai, 4 in kingulu, 2 in
      kujifunza; --from K plays only games K+1 to N of the match, the same games as in the whole
      match, so that a long match can be run in parts)";

/// A clock on `Instant` (fine in the binary; rules-core itself reads no clock).
struct Wall(Instant);

impl Clock for Wall {
    fn now_ms(&mut self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// `--name value` options after the positional arguments.
struct Options<'a> {
    pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Options<'a> {
    fn parse(args: &'a [String], allowed: &[&str]) -> Result<Options<'a>, String> {
        let mut pairs = Vec::new();
        let mut it = args.iter();
        while let Some(name) = it.next() {
            if !allowed.contains(&name.as_str()) {
                return Err(format!("unknown option {name:?} (allowed: {})", allowed.join(" ")));
            }
            let value = it.next().ok_or_else(|| format!("{name} needs a value"))?;
            pairs.push((name.as_str(), value.as_str()));
        }
        Ok(Options { pairs })
    }

    fn get(&self, name: &str) -> Option<&'a str> {
        self.pairs.iter().rev().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        match self.get(name) {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| format!("bad {name} {v:?}")),
        }
    }
}

fn position(s: &str) -> Result<Position, String> {
    Position::parse_or_start(s).map_err(|e| format!("bad position: {e}"))
}

fn game_over(p: &Position) -> String {
    match p.outcome() {
        Some(o) => format!("the game is over ({})", o.rule(p.variant())),
        None => "no legal move".to_string(),
    }
}

/// Limits from `--ms`, `--depth`, `--nodes`; `None` when none is given.
fn limits(o: &Options<'_>) -> Result<Option<Limits>, String> {
    let ms: Option<f64> = o.number("--ms")?;
    let depth: Option<u32> = o.number("--depth")?;
    let nodes: Option<u64> = o.number("--nodes")?;
    if ms.is_some_and(|m| m.is_nan() || m <= 0.0) {
        return Err("--ms must be positive".into());
    }
    if depth.is_some_and(|d| !(1..=search::MAX_DEPTH).contains(&d)) {
        return Err(format!("--depth must be 1 to {}", search::MAX_DEPTH));
    }
    if ms.is_none() && depth.is_none() && nodes.is_none() {
        return Ok(None);
    }
    let min_depth = Limits::default().min_depth.min(depth.unwrap_or(search::MAX_DEPTH));
    Ok(Some(Limits { depth, nodes, time_ms: ms, min_depth }))
}

fn moves_text(moves: &[rules_core::Move]) -> String {
    moves.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
}

pub(crate) fn best(args: &[String]) -> Result<String, String> {
    let p = position(args.first().ok_or_else(crate::usage)?)?;
    let o = Options::parse(&args[1..], &["--level", "--ms", "--depth", "--nodes", "--seed"])?;
    let seed: u64 = o.number("--seed")?.unwrap_or(0);
    let mut clock = Wall(Instant::now());
    let level: Option<u8> = o.number("--level")?;
    let given = limits(&o)?;
    if level.is_some() && given.is_some() {
        return Err("--level and --ms/--depth/--nodes exclude each other".into());
    }
    let report = match (level, given) {
        (Some(n), _) => {
            let level = Level::get(n, p.variant()).ok_or_else(|| format!("--level must be 1 to 4, not {n}"))?;
            let mut searcher = Searcher::new(level.table_megabytes);
            level.choose(&p, &[], seed, &mut searcher, &mut search::NoClock)
        }
        (None, limits) => {
            // Default: the master's node budget.
            let limits = limits.unwrap_or_else(|| Level::get(4, p.variant()).map(|l| l.limits()).unwrap_or_default());
            let limits = if given.is_none() { Limits { time_ms: None, ..limits } } else { limits };
            let request = Request { limits, seed, ..Request::new(&p) };
            Searcher::default().best(&request, &mut clock, &mut |_| {})
        }
    };
    let report = report.ok_or_else(|| game_over(&p))?;
    let line = report.best();
    Ok(format!("{}\nscore {}\npv {}\n", line.mv, line.score, moves_text(&line.pv)))
}

pub(crate) fn analyse(args: &[String]) -> Result<String, String> {
    let p = position(args.first().ok_or_else(crate::usage)?)?;
    let o = Options::parse(&args[1..], &["--ms", "--depth", "--nodes"])?;
    let limits = limits(&o)?.unwrap_or(Limits::nodes(Level::get(4, p.variant()).map_or(1_000_000, |l| l.nodes)));
    let request = Request { limits, ..Request::new(&p) };
    let mut clock = Wall(Instant::now());
    let report = Searcher::default().analyse(&request, &mut clock, &mut |_| {}).ok_or_else(|| game_over(&p))?;
    Ok(report.lines.iter().map(|l| format!("{} {}\n", l.mv, l.score)).collect())
}

pub(crate) fn matches(args: &[String]) -> Result<String, String> {
    let name_a = args.first().ok_or_else(crate::usage)?;
    let name_b = args.get(1).ok_or_else(crate::usage)?;
    let o = Options::parse(&args[2..], &["--games", "--seed", "--game", "--threads", "--opening", "--from"])?;
    let opening: Option<u32> = o.number("--opening")?;
    let games: u64 = o.number("--games")?.unwrap_or(20);
    let from: u64 = o.number("--from")?.unwrap_or(0);
    if from >= games {
        return Err(format!("--from {from} leaves no game of {games}"));
    }
    let seed: u64 = o.number("--seed")?.unwrap_or(1);
    let threads: usize = o.number("--threads")?.unwrap_or(1).max(1);
    let variant = match o.get("--game") {
        None => Variant::Kiswahili,
        Some(g) => Variant::from_name(g).ok_or_else(|| format!("unknown game {g:?}"))?,
    };
    let player = |name: &String| {
        Player::parse(name, variant)
            .ok_or_else(|| format!("bad player {name:?}: a level 1-4, greedy, random, careful or careful-greedy"))
    };
    let (a, b) = (player(name_a)?, player(name_b)?);
    let opening = opening.unwrap_or(search::default_opening(variant));
    let results = search::play_match(variant, a, b, from..games, seed, opening, threads);
    let mut out = String::new();
    let (mut wa, mut wb, mut draws) = (0, 0, 0);
    for (i, r) in &results {
        let side = if r.a_side == Side::South { "South" } else { "North" };
        let result = match r.a_won {
            Some(true) => {
                wa += 1;
                "A wins"
            }
            Some(false) => {
                wb += 1;
                "B wins"
            }
            None => {
                draws += 1;
                if r.capped {
                    "draw (move limit)"
                } else {
                    "draw"
                }
            }
        };
        out.push_str(&format!("game {}: A ({name_a}) plays {side}: {result} after {} plies\n", i + 1, r.plies));
    }
    let mut distinct: Vec<u64> = results.iter().map(|(_, r)| r.moves_hash).collect();
    distinct.sort_unstable();
    distinct.dedup();
    out.push_str(&format!("{} distinct games of {}\n", distinct.len(), results.len()));
    out.push_str(&format!("A: {wa} wins, B: {wb} wins, {draws} draws\n"));
    for side in [Side::South, Side::North] {
        let games: Vec<_> = results.iter().filter(|(_, r)| r.a_side == side).collect();
        let won = games.iter().filter(|(_, r)| r.a_won == Some(true)).count();
        let lost = games.iter().filter(|(_, r)| r.a_won == Some(false)).count();
        let percent = if games.is_empty() { 0.0 } else { 100.0 * won as f64 / games.len() as f64 };
        let name = if side == Side::South { "South" } else { "North" };
        out.push_str(&format!(
            "A as {name}: {won} wins, {lost} losses, {} draws of {} ({percent:.1}% won)\n",
            games.len() - won - lost,
            games.len()
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::matches;

    fn run(args: &[&str]) -> String {
        matches(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>()).expect("a match")
    }

    #[test]
    fn a_match_in_parts_plays_the_games_of_the_whole() {
        let whole = run(&["2", "1", "--game", "kingulu", "--games", "6", "--seed", "3"]);
        let part = run(&["2", "1", "--game", "kingulu", "--games", "6", "--seed", "3", "--from", "4"]);
        let games = |s: &str| s.lines().filter(|l| l.starts_with("game ")).map(str::to_string).collect::<Vec<_>>();
        assert_eq!(games(&whole).len(), 6);
        assert_eq!(games(&part), games(&whole)[4..].to_vec(), "{part}");
        assert!(part.contains(" distinct games of 2\n"), "{part}");
        // Games 5 and 6: A plays South in game 5, North in game 6.
        let south = part.lines().find(|l| l.starts_with("A as South: ")).expect("a South line");
        assert!(south.ends_with(" of 1 (0.0% won)") || south.ends_with(" of 1 (100.0% won)"), "{south}");
        assert!(part.lines().any(|l| l.starts_with("A as North: ") && l.contains(" of 1 (")), "{part}");
        assert!(matches(&["2".into(), "1".into(), "--games".into(), "4".into(), "--from".into(), "4".into()]).is_err());
    }
}
