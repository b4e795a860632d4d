//! The computer player in a Web Worker: rules-core's search behind a line protocol, so that
//! the page and the worker exchange plain strings (`app/worker.js` posts them).
//!
//! # Requests (one line, words separated by spaces)
//!
//! ```text
//! best <position> [level <1-4> | nodes <n> | ms <n> | depth <n>] [seed <n>] [history <position>...]
//! analyse <position> [nodes <n> | ms <n> | depth <n>] [history <position>...]
//! explain <position> <move>
//! ```
//!
//! `<position>` is the notation of book/src/reference/notation.md#positions (or `start`,
//! `start:<game>`); `history` lists the game's earlier positions, oldest first (Bao la
//! Kimasai's repetition draw, M7), and ends the request. `best` without a limit plays level
//! 4; `analyse` without one searches level 4's node budget. `ms` caps the time with the
//! worker's clock (`performance.now()`); a level also has its own cap.
//!
//! # Replies (lines)
//!
//! - `best`: `move <move>`, `score <score>`, `pv <moves>`, `proven 0|1`, `depth <n>` (the
//!   deepest complete iteration), `nodes <n>`.
//! - `analyse`: `depth <n>`, `nodes <n>`, then one line per legal move, best first:
//!   `move <move> score <score> proven 0|1 pv <moves>`.
//! - `explain`: `move`, `mover S|N`, `captures`, `seeds_taken`, `reserves`, `wins 0|1`,
//!   `outcome <winner S|N|draw> <rule>` or `outcome -`, `prevents`, `exposes`, `threatens`,
//!   `takasia <pit>|-`, `safari 0|1`, `takasa 0|1`, `nyumba_lost <sides>`, `laps <n>`; pit
//!   lists are `<pit>:<seeds>` separated by spaces.
//! - Any error: one line `error <kind> <detail>`, kind `request` (malformed), `position`,
//!   `move` (unreadable or illegal: the detail names the rule) or `over` (the game is over).
//!   The page words the kind in its language; the detail is for developers.
//!
//! `<score>` is `<int>` (hundredths of a seed for the side to move), `win <plies>` or
//! `loss <plies>`, as `bao best` prints it. During `best` and `analyse` the worker may report
//! each completed iteration through [`handle`]'s `progress`:
//! `progress depth <n> nodes <n> move <move> score <score>`.
//!
//! Cancelling a search: the page terminates the worker and starts a new one (a search cannot
//! be interrupted from outside while it runs, and a new worker is cheap).

use rules_core::search::{self, Clock, Explanation, Level, Limits, Report, Request, Searcher, Taken};
use rules_core::{Move, Outcome, Position};

/// The table of searches without a level (analysis, `ms`, `nodes`, `depth`), in MB: modest,
/// for the browser.
pub const TABLE_MEGABYTES: usize = 16;

fn position(s: &str) -> Result<Position, String> {
    Position::parse_or_start(s).map_err(|e| format!("error position {e}"))
}

fn moves(ms: &[Move]) -> String {
    ms.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
}

fn taken(ts: &[Taken]) -> String {
    ts.iter().map(|t| format!("{}:{}", t.pit, t.seeds)).collect::<Vec<_>>().join(" ")
}

/// What a request asks, parsed.
struct Parsed {
    position: Position,
    history: Vec<Position>,
    level: Option<u8>,
    limits: Option<Limits>,
    seed: u64,
}

fn parse(words: &[&str]) -> Result<Parsed, String> {
    let first = words.first().ok_or("error request no position")?;
    let mut p = Parsed { position: position(first)?, history: Vec::new(), level: None, limits: None, seed: 0 };
    let mut i = 1;
    let number = |i: usize| -> Result<u64, String> {
        let w = words.get(i).ok_or_else(|| format!("error request {} needs a number", words[i - 1]))?;
        w.parse().map_err(|_| format!("error request bad number {w:?}"))
    };
    while i < words.len() {
        let key = words[i];
        let mut limits = p.limits.unwrap_or_default();
        match key {
            "level" => {
                let n = number(i + 1)?;
                p.level =
                    Some(u8::try_from(n).ok().filter(|n| (1..=4).contains(n)).ok_or("error request level 1 to 4")?);
            }
            "nodes" => limits.nodes = Some(number(i + 1)?.max(1)),
            "ms" => limits.time_ms = Some(number(i + 1)?.max(1) as f64),
            "depth" => {
                let d = number(i + 1)?.clamp(1, search::MAX_DEPTH as u64) as u32;
                limits.depth = Some(d);
                limits.min_depth = limits.min_depth.min(d);
            }
            "seed" => p.seed = number(i + 1)?,
            "history" => {
                for w in &words[i + 1..] {
                    p.history.push(position(w)?);
                }
                break;
            }
            other => return Err(format!("error request unknown word {other:?}")),
        }
        if matches!(key, "nodes" | "ms" | "depth") {
            p.limits = Some(limits);
        }
        i += 2;
    }
    if p.level.is_some() && p.limits.is_some() {
        return Err("error request level excludes nodes, ms and depth".into());
    }
    Ok(p)
}

fn over(p: &Position, history: &[Position]) -> String {
    if history.contains(p) {
        return "error over M7".into();
    }
    match p.outcome() {
        Some(o) => format!("error over {}", o.rule(p.variant())),
        None => "error over no legal move".into(),
    }
}

fn progress_line(report: &Report) -> String {
    let best = report.best();
    format!("progress depth {} nodes {} move {} score {}", report.depth, report.nodes, best.mv, best.score)
}

fn bit(b: bool) -> u8 {
    b as u8
}

/// Answers one request (see the crate documentation). `clock` measures `ms` limits and the
/// levels' time caps; `progress` receives a line after each iteration of a search.
pub fn handle(request: &str, searcher: &mut Searcher, clock: &mut dyn Clock, progress: &mut dyn FnMut(&str)) -> String {
    match answer(request, searcher, clock, progress) {
        Ok(s) | Err(s) => s + "\n",
    }
}

fn answer(
    request: &str,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
    progress: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let words: Vec<&str> = request.split_whitespace().collect();
    match words.first().copied() {
        Some("best") => {
            let p = parse(&words[1..])?;
            let variant = p.position.variant();
            let report = match (p.level, p.limits) {
                (_, Some(limits)) => {
                    searcher.resize(TABLE_MEGABYTES);
                    let request = Request { position: &p.position, history: &p.history, limits, seed: p.seed };
                    let mut report = |r: &Report| progress(&progress_line(r));
                    searcher.best(&request, clock, &mut report)
                }
                (level, None) => {
                    let level = Level::get(level.unwrap_or(4), variant).ok_or("error request no such level")?;
                    level.choose(&p.position, &p.history, p.seed, searcher, clock)
                }
            };
            let report = report.ok_or_else(|| over(&p.position, &p.history))?;
            let line = report.best();
            Ok(format!(
                "move {}\nscore {}\npv {}\nproven {}\ndepth {}\nnodes {}",
                line.mv,
                line.score,
                moves(&line.pv),
                bit(line.proven),
                report.depth,
                report.nodes
            ))
        }
        Some("analyse") => {
            let p = parse(&words[1..])?;
            if p.level.is_some() {
                return Err("error request analyse takes no level".into());
            }
            let variant = p.position.variant();
            let nodes = Level::get(4, variant).map_or(1_000_000, |l| l.nodes);
            let limits = p.limits.unwrap_or(Limits::nodes(nodes));
            searcher.resize(TABLE_MEGABYTES);
            let request = Request { position: &p.position, history: &p.history, limits, seed: p.seed };
            let mut report = |r: &Report| progress(&progress_line(r));
            let r = searcher.analyse(&request, clock, &mut report).ok_or_else(|| over(&p.position, &p.history))?;
            let mut out = format!("depth {}\nnodes {}", r.depth, r.nodes);
            for l in &r.lines {
                out.push_str(&format!(
                    "\nmove {} score {} proven {} pv {}",
                    l.mv,
                    l.score,
                    bit(l.proven),
                    moves(&l.pv)
                ));
            }
            Ok(out)
        }
        Some("explain") => {
            let [_, pos, mv] = words.as_slice() else {
                return Err("error request explain <position> <move>".into());
            };
            let p = position(pos)?;
            let m = p.parse_move(mv).map_err(|e| format!("error move {e}"))?;
            let e = search::explain(&p, &m).map_err(|e| format!("error move {e}"))?;
            Ok(explanation(&e, p.variant()))
        }
        _ => Err("error request best, analyse or explain".into()),
    }
}

fn explanation(e: &Explanation, variant: rules_core::Variant) -> String {
    let outcome = match e.outcome {
        None => "-".to_string(),
        Some(o @ Outcome::Win { winner, .. }) => format!("{} {}", winner.letter(), o.rule(variant)),
        Some(o @ Outcome::Draw { .. }) => format!("draw {}", o.rule(variant)),
    };
    let sides: String = e.nyumba_lost.iter().map(|s| s.letter()).collect();
    [
        format!("move {}", e.mv),
        format!("mover {}", e.mover.letter()),
        format!("captures {}", taken(&e.captures)),
        format!("seeds_taken {}", e.seeds_taken),
        format!("reserves {}", taken(&e.reserves)),
        format!("wins {}", bit(e.wins)),
        format!("outcome {outcome}"),
        format!("prevents {}", taken(&e.prevents)),
        format!("exposes {}", taken(&e.exposes)),
        format!("threatens {}", taken(&e.threatens)),
        format!("takasia {}", e.takasia.map_or("-".to_string(), |p| p.to_string())),
        format!("safari {}", bit(e.safari)),
        format!("takasa {}", bit(e.takasa)),
        format!("nyumba_lost {sides}"),
        format!("laps {}", e.laps),
    ]
    .join("\n")
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::Searcher;
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn performance_now() -> f64;
        /// Set by `app/worker.js` before each request.
        #[wasm_bindgen(js_namespace = globalThis, js_name = baoSearchProgress)]
        fn report_progress(line: &str);
    }

    thread_local! {
        static SEARCHER: RefCell<Option<Searcher>> = const { RefCell::new(None) };
    }

    /// Answers one request of the line protocol (see the crate documentation). With
    /// `progress`, each completed iteration is sent to `globalThis.baoSearchProgress`.
    #[wasm_bindgen]
    pub fn handle(request: &str, progress: bool) -> String {
        SEARCHER.with(|cell| {
            let Ok(mut slot) = cell.try_borrow_mut() else {
                return "error request busy\n".to_string();
            };
            let searcher = slot.get_or_insert_with(|| Searcher::new(super::TABLE_MEGABYTES));
            let mut clock = performance_now;
            let mut send = |line: &str| {
                if progress {
                    report_progress(line)
                }
            };
            super::handle(request, searcher, &mut clock, &mut send)
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;
    use rules_core::search::NoClock;

    fn ask(request: &str) -> String {
        handle(request, &mut Searcher::new(1), &mut NoClock, &mut |_| {})
    }

    fn field<'a>(reply: &'a str, key: &str) -> &'a str {
        reply
            .lines()
            .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(' ')))
            .unwrap_or_else(|| panic!("no {key} in {reply}"))
    }

    #[test]
    fn best_answers_a_legal_move_with_score_and_line() {
        for request in ["best start level 1 seed 3", "best start:kingulu depth 3", "best start:kimasai nodes 2000"] {
            let reply = ask(request);
            let start = Position::parse_or_start(request.split(' ').nth(1).unwrap()).unwrap();
            let mv = start.parse_move(field(&reply, "move")).unwrap();
            assert!(start.legal_moves().contains(&mv), "{reply}");
            assert!(field(&reply, "pv").starts_with(&mv.to_string()));
            assert!(field(&reply, "score").split(' ').next_back().unwrap().parse::<i64>().is_ok(), "{reply}");
        }
        // The same request, the same answer (levels are budgeted in nodes).
        assert_eq!(ask("best start level 3 seed 9"), ask("best start level 3 seed 9"));
    }

    #[test]
    fn progress_is_reported_per_iteration() {
        let mut lines = Vec::new();
        handle("best start depth 4", &mut Searcher::new(1), &mut NoClock, &mut |l| lines.push(l.to_string()));
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[3].starts_with("progress depth 4 nodes "), "{lines:?}");
    }

    #[test]
    fn analyse_lists_every_legal_move() {
        let reply = ask("analyse start depth 3");
        let moves: Vec<&str> = reply.lines().filter_map(|l| l.strip_prefix("move ")).collect();
        assert_eq!(moves.len(), Position::parse_or_start("start").unwrap().legal_moves().len(), "{reply}");
        assert!(moves.iter().all(|l| l.contains(" score ") && l.contains(" pv ")));
        assert_eq!(field(&reply, "depth"), "3");
    }

    #[test]
    fn explain_says_what_a_move_does() {
        let start = Position::parse_or_start("start").unwrap();
        let after = start.apply(&start.parse_move("A7<").unwrap()).unwrap();
        let reply = ask(&format!("explain {after} a5>"));
        assert_eq!(field(&reply, "captures"), "A4:1");
        assert_eq!(field(&reply, "seeds_taken"), "1");
        assert_eq!(field(&reply, "mover"), "N");
        assert_eq!(field(&reply, "takasa"), "0");
        assert_eq!(field(&reply, "outcome"), "-");
    }

    #[test]
    fn bad_requests_get_an_error_line() {
        for (request, kind) in [
            ("", "request"),
            ("frobnicate", "request"),
            ("best", "request"),
            ("best kiswahili:1,2", "position"),
            ("best start level 7", "request"),
            ("best start level 2 nodes 5", "request"),
            ("best start nodes", "request"),
            ("best start nodes x", "request"),
            ("best start colour red", "request"),
            ("analyse start level 2", "request"),
            ("explain start", "request"),
            ("explain start Z9", "move"),
            ("explain start A1<", "move"),
            ("best start history kiswahili:0", "position"),
            (
                "best kiswahili:52,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/10,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0:N:0,0:-:- level 1",
                "over",
            ),
        ] {
            let reply = ask(request);
            assert!(reply.starts_with(&format!("error {kind}")), "{request:?}: {reply}");
            assert_eq!(reply.lines().count(), 1, "{reply}");
        }
    }

    #[test]
    fn kimasai_history_makes_a_repetition_a_draw() {
        // The position repeats an earlier one: the game is over (M7), no move.
        let start = Position::parse_or_start("start:kimasai").unwrap();
        let reply = ask(&format!("best {start} level 1 history {start}"));
        assert_eq!(reply, "error over M7\n");
    }
}
