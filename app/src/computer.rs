//! The computer player as the widgets see it: the requests sent to the search worker
//! (`app/worker`; the protocol is `bao-protocol`'s [`Request`] and [`Reply`], written and read
//! by both ends), its replies checked against the rules, and what the widgets say about them:
//! the opponent's turn, the Hint's sentence (from the worker's `explain`, i.e.
//! `rules_core::search::explain` and the move's trace), the analysis panel's scores and its
//! progress, errors. Pure: the wasm client (`ui/worker.rs`) only carries the strings.

use crate::i18n::Msg;
use crate::narrate;
use bao_protocol::{Budget, Reply, Search};
use bao_schema::Ply;
use rules_core::search::Taken;
use rules_core::{Move, Position, Side, Variant};

pub use bao_protocol::{Explained, Progress, Request};
pub use rules_core::search::{Line, Score};

/// A score as the analysis panel shows it: `+1.25` (seeds, signed, written the language's way:
/// CLDR's signs, digits and decimal sign), or a win or loss in N moves.
#[must_use]
pub fn score_msg(score: Score) -> Msg {
    match score {
        Score::Win(n) => Msg::new("analysis-win").arg("moves", n),
        Score::Loss(n) => Msg::new("analysis-loss").arg("moves", n),
        Score::Value(v) => Msg::new("analysis-seeds").arg("score", crate::i18n::Arg::Hundredths(v.into())),
    }
}

/// Why the worker gave no answer: its error kind (`request`, `position`, `move`, `over`) or
/// `worker` (it could not be started or crashed), as a message for the widget.
#[must_use]
pub fn failure(kind: &str) -> Msg {
    let kind = match kind {
        "position" | "move" | "over" | "worker" => kind,
        _ => "other",
    };
    Msg::new("computer-error").arg("kind", kind)
}

/// Reads a reply to a request about `now`: an error reply or one that does not follow the
/// protocol is the message to show.
fn reply(text: &str, now: &Position) -> Result<Reply, Msg> {
    match Reply::parse(text, now.variant()) {
        Ok(Reply::Failed(f)) => Err(failure(f.kind.name())),
        Ok(reply) => Ok(reply),
        Err(_) => Err(failure("other")),
    }
}

/// The earlier positions of a game that Bao la Kimasai's repetition draw (M7) needs, in a
/// request's `history` (empty for the other games).
fn history_for(history: &[Position], now: &Position) -> Vec<Position> {
    if now.variant() == Variant::Kimasai {
        history.to_vec()
    } else {
        Vec::new()
    }
}

/// The earlier positions of a game (its start and each position but the last).
#[must_use]
pub fn earlier(start: &Position, plies: &[Ply]) -> Vec<Position> {
    let mut out = vec![start.clone()];
    out.extend(plies.iter().map(|p| p.after.clone()));
    out.pop();
    out
}

fn at_level(now: &Position, history: &[Position], level: u8, seed: Option<u64>) -> Request {
    Request::Best(Search {
        position: now.clone(),
        budget: Budget { level: Some(level.clamp(1, 4)), ..Budget::default() },
        seed,
        history: history_for(history, now),
    })
}

/// The computer's move at `level` (1-4) in `now`.
#[must_use]
pub fn best_request(now: &Position, history: &[Position], level: u8, seed: u64) -> Request {
    at_level(now, history, level, Some(seed))
}

/// The Hint's search: the master level (deterministic).
#[must_use]
pub fn hint_request(now: &Position, history: &[Position]) -> Request {
    at_level(now, history, 4, None)
}

/// Every legal move with its score and main line (the editor's analysis; no history there).
#[must_use]
pub fn analyse_request(now: &Position) -> Request {
    Request::Analyse(Search::new(now.clone()))
}

/// What a move does, for the Hint's sentence.
#[must_use]
pub fn explain_request(now: &Position, mv: &Move) -> Request {
    Request::Explain { position: now.clone(), mv: *mv }
}

/// A main line checked move by move from `from` (each move legal in the position before it).
fn legal_line(from: &Position, line: &[Move]) -> bool {
    let mut pos = from.clone();
    line.iter().all(|mv| match pos.apply(mv) {
        Ok(next) => {
            pos = next;
            true
        }
        Err(_) => false,
    })
}

/// The worker's chosen move, with its score and main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    /// The move to play (legal in the position asked about).
    pub mv: Move,
    /// Its value for the side that plays it.
    pub score: Score,
    /// The main line, starting with `mv` (only `mv` when the worker's line was not legal).
    pub pv: Vec<Move>,
}

/// Reads a `best` reply for `now`: the move must be legal there (else a `move` error).
pub fn parse_best(text: &str, now: &Position) -> Result<Best, Msg> {
    let Reply::Best(found) = reply(text, now)? else { return Err(failure("other")) };
    let mv = found.line.mv;
    if !now.legal_moves().contains(&mv) {
        return Err(failure("move"));
    }
    let pv = Some(found.line.pv).filter(|pv| legal_line(now, pv)).unwrap_or_else(|| vec![mv]);
    Ok(Best { mv, score: found.line.score, pv })
}

/// An analysis: how deep and how many positions, and every legal move, best first.
pub type Analysis = bao_protocol::Analysis;

/// Reads an `analyse` reply for `now`; every legal move must be there exactly once.
pub fn parse_analysis(text: &str, now: &Position) -> Result<Analysis, Msg> {
    let Reply::Analysis(mut a) = reply(text, now)? else { return Err(failure("other")) };
    for l in &mut a.lines {
        if l.pv.first() != Some(&l.mv) || !legal_line(now, &l.pv) {
            l.pv = vec![l.mv];
        }
    }
    let mut legal = now.legal_moves();
    let mut listed: Vec<Move> = a.lines.iter().map(|l| l.mv).collect();
    legal.sort_by_key(|m| m.to_string());
    listed.sort_by_key(|m| m.to_string());
    if legal != listed {
        return Err(failure("other"));
    }
    Ok(a)
}

/// Reads a progress line of a search in `now` (None if it is not one).
#[must_use]
pub fn parse_progress(line: &str, now: &Position) -> Option<Progress> {
    Progress::parse(line, now.variant()).ok()
}

/// A finished iteration of the analysis, as the panel shows it while the search goes on: its
/// depth, the best move so far with its score, the positions searched.
#[must_use]
pub fn progress_msg(p: &Progress) -> Msg {
    Msg::new("analysis-progress")
        .arg("depth", p.depth)
        .arg("move", p.mv.to_string())
        .msg("score", score_msg(p.score))
        .arg("nodes", p.nodes)
}

/// The moves of a line played from `from`, with their traces (for the board and narration).
#[must_use]
pub fn plies(from: &Position, line: &[Move]) -> Vec<Ply> {
    let mut out = Vec::new();
    let mut pos = from.clone();
    for mv in line {
        let Ok(p) = pos.play(mv) else { break };
        let after = p.position.clone();
        out.push(Ply { mv: *mv, before: pos, after: p.position, events: p.events });
        pos = after;
    }
    out
}

/// Reads an `explain` reply about a move in `now`.
pub fn parse_explain(text: &str, now: &Position) -> Result<Explained, Msg> {
    match reply(text, now)? {
        Reply::Explained(e) => Ok(e),
        _ => Err(failure("other")),
    }
}

fn names(list: &[Taken]) -> String {
    list.iter().map(|t| t.pit.to_string()).collect::<Vec<_>>().join(", ")
}

fn total(list: &[Taken]) -> u32 {
    list.iter().map(|t| u32::from(t.seeds)).sum()
}

/// The Hint: the best move and one sentence why, from what it does (the most telling of: it
/// wins, what it captures or reserves, what it saves from capture, what it threatens, the
/// takasia it makes), then, when the search proved the game's result, how it ends.
#[must_use]
pub fn hint(variant: Variant, best: &Best, e: &Explained) -> Vec<Msg> {
    let mv = best.mv.to_string();
    let stones = variant == Variant::Kimasai;
    let why = if e.wins {
        Msg::new("hint-wins").arg("rule", e.outcome.as_ref().map(|o| o.rule.clone()).unwrap_or_default())
    } else if !e.captures.is_empty() {
        Msg::new(if stones { "hint-captures-stones" } else { "hint-captures" })
            .arg("count", e.seeds_taken)
            .arg("pits", names(&e.captures))
    } else if !e.reserves.is_empty() {
        Msg::new("hint-reserves").arg("pits", names(&e.reserves))
    } else if !e.prevents.is_empty() {
        Msg::new("hint-prevents").arg("pits", names(&e.prevents))
    } else if !e.threatens.is_empty() {
        Msg::new(if stones { "hint-threatens-stones" } else { "hint-threatens" })
            .arg("count", total(&e.threatens))
            .arg("pits", names(&e.threatens))
    } else if let Some(pit) = e.takasia {
        Msg::new("hint-takasia").arg("pit", pit.to_string())
    } else if e.safari {
        Msg::new("hint-safari")
    } else {
        Msg::new("hint-quiet")
    };
    let mut out = vec![Msg::new("hint-best").arg("move", mv).msg("text", why)];
    match best.score {
        Score::Win(n) if n > 1 => out.push(Msg::new("hint-forced-win").arg("moves", n)),
        Score::Loss(n) => out.push(Msg::new("hint-forced-loss").arg("moves", n)),
        _ => {}
    }
    out
}

/// The result of a game against the computer, for the player (`computer` is its side).
#[must_use]
pub fn verdict(winner: Option<Side>, computer: Side) -> Msg {
    match winner {
        Some(w) if w == computer => Msg::new("computer-it-wins"),
        Some(_) => Msg::new("computer-you-win"),
        None => Msg::new("computer-draw"),
    }
}

/// The side the computer plays when a board names none: the side not to move at the start,
/// so the reader moves first.
#[must_use]
pub fn default_side(start: &Position) -> Side {
    start.to_move().opponent()
}

/// The opponent picker's choices: 0 (none: two players at one board) and the levels 1-4.
#[must_use]
pub fn level_label(level: u8) -> Msg {
    if level == 0 {
        Msg::new("computer-none")
    } else {
        Msg::new("computer-level").arg("level", u32::from(level))
    }
}

/// The side picker's label for a side.
#[must_use]
pub fn side_label(side: Side) -> Msg {
    Msg::new("side-name").arg("side", narrate::side_key(side))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};

    fn start(v: Variant) -> Position {
        Position::start(v)
    }

    #[test]
    fn scores_show() {
        assert_eq!(t(Lang::EN, &score_msg(Score::Value(125))), "+1.25");
        assert_eq!(t(Lang::EN, &score_msg(Score::Value(-7))), "-0.07");
        assert_eq!(t(Lang::EN, &score_msg(Score::Value(0))), "0.00");
        assert_eq!(t(Lang::EN, &score_msg(Score::Win(1))), "win in 1 move");
        assert_eq!(t(Lang::EN, &score_msg(Score::Loss(4))), "loss in 4 moves");
        assert_eq!(t(Lang::from_tag("it"), &score_msg(Score::Value(-250))), "-2,50");
    }

    #[test]
    fn requests_name_the_position_level_and_history() {
        let s = start(Variant::Kujifunza);
        assert_eq!(best_request(&s, &[], 2, 7).to_string(), format!("best {s} level 2 seed 7"));
        assert_eq!(
            hint_request(&s, std::slice::from_ref(&s)).to_string(),
            format!("best {s} level 4"),
            "history only for Kimasai"
        );
        let k = start(Variant::Kimasai);
        let mv = k.legal_moves()[0];
        let after = k.apply(&mv).expect("legal");
        let ply = Ply { mv, before: k.clone(), after: after.clone(), events: Vec::new() };
        let hist = earlier(&k, &[ply]);
        assert_eq!(hist, vec![k.clone()]);
        assert_eq!(best_request(&after, &hist, 9, 1).to_string(), format!("best {after} level 4 seed 1 history {k}"));
        assert_eq!(analyse_request(&s).to_string(), format!("analyse {s}"));
        assert_eq!(explain_request(&s, &s.legal_moves()[0]).to_string(), format!("explain {s} {}", s.legal_moves()[0]));
    }

    #[test]
    fn best_replies_are_checked_against_the_rules() {
        let s = start(Variant::Kiswahili);
        let mv = s.legal_moves()[0];
        let after = s.apply(&mv).expect("legal");
        let reply2 = after.legal_moves()[0];
        let ok = format!("move {mv}\nscore win 5\npv {mv} {reply2}\nproven 1\ndepth 4\nnodes 100\n");
        let b = parse_best(&ok, &s).expect("reads");
        assert_eq!((b.mv, b.score, b.pv), (mv, Score::Win(5), vec![mv, reply2]));
        // A move that is not legal here, garbage, an error line.
        let illegal = "move A1<\nscore 0\npv A1<\nproven 0\ndepth 1\nnodes 9\n";
        assert_eq!(
            parse_best(illegal, &s).map(|b| b.mv).map_err(|m| t(Lang::EN, &m)),
            Err("The computer gave a move that is not legal here.".to_string())
        );
        assert!(parse_best("hello", &s).is_err());
        let over = parse_best("error over K30\n", &s).expect_err("an error");
        assert_eq!(t(Lang::EN, &over), "The computer cannot move: the game is over.");
        let gone = t(Lang::EN, &failure("worker"));
        assert!(gone.contains("could not start"), "{gone}");
    }

    #[test]
    fn an_analysis_lists_every_legal_move_once() {
        let s = start(Variant::Kingulu);
        let legal = s.legal_moves();
        let mut reply = String::from("depth 3\nnodes 999\n");
        for (i, mv) in legal.iter().enumerate() {
            reply.push_str(&format!("move {mv} score {} proven {} pv {mv}\n", 100 - i as i64 * 50, i % 2));
        }
        let a = parse_analysis(&reply, &s).expect("reads");
        assert_eq!((a.depth, a.nodes, a.lines.len()), (3, 999, legal.len()));
        assert_eq!(a.lines[1].score, Score::Value(50));
        assert!(a.lines[1].proven && !a.lines[0].proven);
        // One move missing: refused.
        let short: String = reply.lines().take(reply.lines().count() - 1).map(|l| format!("{l}\n")).collect();
        assert!(parse_analysis(&short, &s).is_err());
        assert!(parse_analysis("error position bad\n", &s).is_err());
    }

    #[test]
    fn lines_are_played_with_their_traces() {
        let s = start(Variant::Kujifunza);
        let a = s.legal_moves()[0];
        let after = s.apply(&a).expect("legal");
        let b = after.legal_moves()[0];
        let p = plies(&s, &[a, b]);
        assert_eq!(p.len(), 2);
        assert_eq!(p[1].before, after);
        assert!(!p[0].events.is_empty());
    }

    /// The worker's own explanation text for a move (its format: `app/worker`).
    fn explained(pairs: &[(&str, &str)]) -> String {
        let mut lines = vec![
            ("move", "A6<"),
            ("mover", "S"),
            ("captures", ""),
            ("seeds_taken", "0"),
            ("reserves", ""),
            ("wins", "0"),
            ("outcome", "-"),
            ("prevents", ""),
            ("exposes", ""),
            ("threatens", ""),
            ("takasia", "-"),
            ("safari", "0"),
            ("takasa", "1"),
            ("nyumba_lost", ""),
            ("laps", "1"),
        ];
        for (k, v) in pairs {
            if let Some(l) = lines.iter_mut().find(|(key, _)| key == k) {
                l.1 = v;
            }
        }
        lines.iter().map(|(k, v)| format!("{k} {v}\n")).collect()
    }

    #[test]
    fn the_hint_says_the_most_telling_thing_a_move_does() {
        let s = start(Variant::Kiswahili);
        let mv = s.parse_move("A6<").expect("reads");
        let best = Best { mv, score: Score::Value(40), pv: vec![mv] };
        let say = |pairs: &[(&str, &str)], score: Score, v: Variant| {
            let e = parse_explain(&explained(pairs), &s).expect("reads");
            let b = Best { score, ..best.clone() };
            hint(v, &b, &e).iter().map(|m| t(Lang::EN, m)).collect::<Vec<_>>().join(" ")
        };
        let v = Variant::Kiswahili;
        assert_eq!(
            say(&[("captures", "a5:3 a6:1"), ("seeds_taken", "4"), ("threatens", "a2:5")], Score::Value(40), v),
            "Play A6<: it captures 4 seeds (a5, a6)."
        );
        assert_eq!(
            say(&[("wins", "1"), ("outcome", "S K30"), ("captures", "a5:1")], Score::Win(1), v),
            "Play A6<: it wins the game (K30)."
        );
        assert_eq!(say(&[("prevents", "A3:2 A4:6")], Score::Value(0), v), "Play A6<: it saves A3, A4 from capture.");
        assert_eq!(
            say(&[("threatens", "a2:5 a3:1")], Score::Win(7), v),
            "Play A6<: it threatens to capture 6 seeds (a2, a3) next turn. With best play you win in 7 moves at most."
        );
        assert_eq!(
            say(&[], Score::Loss(4), v),
            "Play A6<: it keeps your position safest. Every move loses against best play; this one holds out longest (4 moves)."
        );
        assert_eq!(say(&[("takasia", "a7")], Score::Value(0), v), "Play A6<: it puts a7 under takasia (K22).");
        assert_eq!(
            say(&[("captures", "a5:1 b5:1"), ("seeds_taken", "2")], Score::Value(0), Variant::Kimasai),
            "Play A6<: it takes 2 stones (a5, b5)."
        );
        assert_eq!(
            say(&[("reserves", "a3:3")], Score::Value(0), Variant::Kingulu),
            "Play A6<: it reserves a3 (kuweka mtoto, G7)."
        );
        assert!(parse_explain("error move bad", &s).is_err());
        assert!(parse_explain("move A6<\nmover S\n", &s).is_err(), "fields missing");
    }

    #[test]
    fn the_picker_and_the_verdict() {
        assert_eq!(t(Lang::EN, &level_label(0)), "Nobody (two players)");
        assert_eq!(t(Lang::EN, &level_label(1)), "Computer, level 1 (beginner)");
        assert_eq!(t(Lang::EN, &level_label(4)), "Computer, level 4 (master)");
        assert_eq!(t(Lang::EN, &side_label(Side::North)), "North");
        assert_eq!(default_side(&start(Variant::Kingulu)), Side::North);
        assert_eq!(t(Lang::EN, &verdict(Some(Side::North), Side::North)), "The computer wins.");
        assert_eq!(t(Lang::EN, &verdict(Some(Side::South), Side::North)), "You win!");
        assert_eq!(t(Lang::EN, &verdict(None, Side::North)), "A draw.");
    }
}
