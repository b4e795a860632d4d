//! The computer player in a Web Worker: rules-core's search behind the line protocol of
//! `bao-protocol` (its crate documentation lists the requests and replies), so that the page
//! and the worker exchange plain strings (`app/worker.js` posts them).

use bao_protocol::{Analysis, Ending, Explained, Failure, Found, Kind, Progress, Reply, Request, Search};
use rules_core::search::{self, Clock, Level, Limits, Report, Searcher};
use rules_core::{Outcome, Position};

/// The table of searches without a level (analysis, `ms`, `nodes`, `depth`), in MB: modest,
/// for the browser.
pub const TABLE_MEGABYTES: usize = 16;

/// The limits of a search's budget without a level (`None` when it has none of them).
fn limits(s: &Search) -> Option<Limits> {
    let b = s.budget;
    if b.nodes.is_none() && b.ms.is_none() && b.depth.is_none() {
        return None;
    }
    let mut limits =
        Limits { nodes: b.nodes.map(|n| n.max(1)), time_ms: b.ms.map(|n| n.max(1) as f64), ..Limits::default() };
    if let Some(d) = b.depth {
        let d = d.clamp(1, u64::from(search::MAX_DEPTH)) as u32;
        limits.depth = Some(d);
        limits.min_depth = limits.min_depth.min(d);
    }
    Some(limits)
}

fn over(p: &Position, history: &[Position]) -> Failure {
    if history.contains(p) {
        return Failure::new(Kind::Over, "M7");
    }
    match p.outcome() {
        Some(o) => Failure::new(Kind::Over, o.rule(p.variant())),
        None => Failure::new(Kind::Over, "no legal move"),
    }
}

fn progress_of(report: &Report) -> Progress {
    let best = report.best();
    Progress { depth: report.depth, nodes: report.nodes, mv: best.mv, score: best.score }
}

/// Answers one request line (see `bao-protocol`). `clock` measures `ms` limits and the
/// levels' time caps; `progress` receives a line after each iteration of a search.
pub fn handle(request: &str, searcher: &mut Searcher, clock: &mut dyn Clock, progress: &mut dyn FnMut(&str)) -> String {
    let reply = match request.parse::<Request>() {
        Ok(request) => answer(&request, searcher, clock, progress).unwrap_or_else(Reply::Failed),
        Err(failure) => Reply::Failed(failure),
    };
    format!("{reply}\n")
}

/// Answers one request.
pub fn answer(
    request: &Request,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
    progress: &mut dyn FnMut(&str),
) -> Result<Reply, Failure> {
    let mut report = |r: &Report| progress(&progress_of(r).to_string());
    match request {
        Request::Best(s) => {
            let variant = s.position.variant();
            let seed = s.seed.unwrap_or(0);
            let report = match (s.budget.level, limits(s)) {
                (_, Some(limits)) => {
                    searcher.resize(TABLE_MEGABYTES);
                    let request = search::Request { position: &s.position, history: &s.history, limits, seed };
                    searcher.best(&request, clock, &mut report)
                }
                (level, None) => {
                    let level = Level::get(level.unwrap_or(4), variant)
                        .ok_or_else(|| Failure::new(Kind::Request, "no such level"))?;
                    level.choose(&s.position, &s.history, seed, searcher, clock)
                }
            };
            let report = report.ok_or_else(|| over(&s.position, &s.history))?;
            Ok(Reply::Best(Found { line: report.best().clone(), depth: report.depth, nodes: report.nodes }))
        }
        Request::Analyse(s) => {
            let variant = s.position.variant();
            let nodes = Level::get(4, variant).map_or(1_000_000, |l| l.nodes);
            let limits = limits(s).unwrap_or(Limits::nodes(nodes));
            searcher.resize(TABLE_MEGABYTES);
            let request =
                search::Request { position: &s.position, history: &s.history, limits, seed: s.seed.unwrap_or(0) };
            let r = searcher.analyse(&request, clock, &mut report).ok_or_else(|| over(&s.position, &s.history))?;
            Ok(Reply::Analysis(Analysis { depth: r.depth, nodes: r.nodes, lines: r.lines }))
        }
        Request::Explain { position, mv } => {
            let e = search::explain(position, mv).map_err(|e| Failure::new(Kind::Move, e.to_string()))?;
            let variant = position.variant();
            let outcome = e.outcome.map(|o: Outcome| Ending { winner: o.winner(), rule: o.rule(variant).to_string() });
            Ok(Reply::Explained(Explained {
                mv: e.mv,
                mover: e.mover,
                captures: e.captures,
                seeds_taken: e.seeds_taken,
                reserves: e.reserves,
                wins: e.wins,
                outcome,
                prevents: e.prevents,
                exposes: e.exposes,
                threatens: e.threatens,
                takasia: e.takasia,
                safari: e.safari,
                takasa: e.takasa,
                nyumba_lost: e.nyumba_lost,
                laps: e.laps,
            }))
        }
    }
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

    /// Answers one request of the line protocol (`bao-protocol`). With
    /// `progress`, each completed iteration is sent to `globalThis.baoSearchProgress`.
    #[wasm_bindgen]
    #[allow(unreachable_pub, reason = "exported to JavaScript by wasm_bindgen")]
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
