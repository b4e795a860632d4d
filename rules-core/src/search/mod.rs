//! The computer player: a game-tree search for every game, its levels, and the analysis and
//! explanation of moves the widgets show.
//!
//! # Method
//!
//! Iterative deepening principal variation search (negamax alpha-beta, null windows after the
//! first move) over the games' fast internals: every legal move is played on the untraced path
//! (Bao la Kiswahili's candidates, with K31's never-ending moves rejected and the `+` variant
//! added when the safari choice comes up). A fixed-size transposition table (a hash of the
//! compact position, buckets of two entries) gives the first move to try and cuts repeated
//! positions; the other moves are ordered by what they take at once, killer moves and a history
//! table. Wins and losses are scored in plies ([`Score::Win`], [`Score::Loss`]); an iteration
//! in which no position was judged by the evaluation (the tree was searched to its end) proves
//! its result ([`Report::proven`]). Bao la Kimasai's repetition draw (M7) is judged along the
//! line searched and the game's history ([`Request::history`]).
//!
//! One evaluation per game, in hundredths of a seed (stone) for the side to move: material,
//! capture threats both ways, the front row, the nyumba (Bao la Kiswahili, Kujifunza); stones
//! alone (Kimasai; its mobility and threat terms have weight 0); seeds won for good, seeds at home and kuweka mtoto chances
//! (Kingulu). See `rules-core/SEARCH.md` for the weights and how they were tuned.
//!
//! # Limits and determinism
//!
//! [`Limits`] bound the depth, the nodes and the time. A node is one position reached by
//! playing a move in the tree (every legal move played to generate a position's children
//! counts, whether or not it is searched further; the root's moves count too). Depth and node
//! limits give the same move for the same position, seed and table size on every platform:
//! nothing depends on addresses or on the order of a hash map, and each search ignores what
//! the table held before. rules-core reads no clock: a time limit goes through a [`Clock`]
//! the caller supplies, asked every 1024 nodes.
//!
//! # Entry points
//!
//! - [`best`] / [`Searcher::best`]: the best move, its score and main line.
//! - [`analyse`] / [`Searcher::analyse`]: every legal move with its exact score and main line.
//! - [`Level`], [`Player`], [`choose`]: the four levels of the computer player, the greedy and
//!   the random player (as used by `bao match`).
//! - [`explain`]: what a move does (captures, threats made and prevented, takasia, win), as
//!   data for the Hint sentence.

mod arena;
mod bao;
mod careful;
mod engine;
mod explain;
mod kimasai;
mod kingulu;
mod level;
mod rules;
mod tt;

pub use arena::{default_opening, play_game, play_match, GameResult};
pub use careful::{biggest_capture, candidates, captured, Candidate};
pub use explain::{explain, Explanation, Taken};
pub use level::{choose, Level, Player, LEVELS};
pub use rules::Weights;
pub use tt::Table;

use crate::pit::{Move, Variant};
use crate::position::Position;
use core::fmt;
use engine::{Engine, Found, RootMove, MATE_BOUND, WIN};
use rules::Rules;

/// The deepest iteration a search runs (in plies).
pub const MAX_DEPTH: u32 = 120;

/// The table size of [`Searcher::default`] and of the command line, in megabytes.
pub const DEFAULT_TABLE_MEGABYTES: usize = 16;

/// The time, for time limits. rules-core has no clock of its own (`std::time::Instant` panics
/// on `wasm32-unknown-unknown`): the command line passes one built on `Instant`, the browser
/// worker one built on `performance.now()`.
pub trait Clock {
    /// Milliseconds since any fixed moment.
    fn now_ms(&mut self) -> f64;
}

/// No clock: time limits are ignored.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&mut self) -> f64 {
        0.0
    }
}

impl<F: FnMut() -> f64> Clock for F {
    fn now_ms(&mut self) -> f64 {
        self()
    }
}

/// When a search stops: the first limit reached ends it, but never before `min_depth` plies
/// are searched completely.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration, in plies (at most [`MAX_DEPTH`]; `None`: [`MAX_DEPTH`]).
    pub depth: Option<u32>,
    /// Nodes (positions reached by playing a move) the search may visit.
    pub nodes: Option<u64>,
    /// Milliseconds, measured by the [`Clock`] given to the search.
    pub time_ms: Option<f64>,
    /// Iterations up to this depth always complete, whatever the node or time limit (3 by
    /// default: a win in one move is never missed, a loss in one reply never allowed when a
    /// safe move exists; a win by K29 or G8, the opponent left without a move, is seen one ply
    /// after the move that makes it).
    pub min_depth: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { depth: None, nodes: None, time_ms: None, min_depth: 3 }
    }
}

impl Limits {
    /// Search to this depth (plies).
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }
    /// Search this many nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }
    /// Search this many milliseconds (needs a [`Clock`]).
    #[must_use]
    pub fn time_ms(ms: f64) -> Limits {
        Limits { time_ms: Some(ms), ..Limits::default() }
    }
}

/// The value of a position or move for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// The evaluation, in hundredths of a seed (a stone in Bao la Kimasai); 0 is even (and,
    /// when proven, a draw).
    Value(i32),
    /// A forced win in this many plies (1: the move wins at once).
    Win(u32),
    /// A forced loss in this many plies.
    Loss(u32),
}

impl Score {
    fn from_internal(s: i32) -> Score {
        if s > MATE_BOUND {
            Score::Win((WIN - s) as u32)
        } else if s < -MATE_BOUND {
            Score::Loss((WIN + s) as u32)
        } else {
            Score::Value(s)
        }
    }

    /// A number that sorts scores (higher is better for the side to move).
    #[must_use]
    pub fn rank(self) -> i64 {
        match self {
            Score::Value(v) => v as i64,
            Score::Win(n) => WIN as i64 - n as i64,
            Score::Loss(n) => -(WIN as i64) + n as i64,
        }
    }
}

/// `12`, `win 5`, `loss 4`: the command line prints `score ` and this.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Value(v) => write!(f, "{v}"),
            Score::Win(n) => write!(f, "win {n}"),
            Score::Loss(n) => write!(f, "loss {n}"),
        }
    }
}

/// A score that is not `<int>`, `win <plies>` or `loss <plies>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreError(pub String);

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a score: {:?} (a number, `win <plies>` or `loss <plies>`)", self.0)
    }
}

impl std::error::Error for ScoreError {}

/// Reads what [`Score`]'s `Display` writes (the worker's and the command line's replies).
impl std::str::FromStr for Score {
    type Err = ScoreError;

    fn from_str(s: &str) -> Result<Score, ScoreError> {
        let err = || ScoreError(s.to_string());
        let mut w = s.split_whitespace();
        let score = match (w.next().ok_or_else(err)?, w.next()) {
            ("win", Some(n)) => Score::Win(n.parse().map_err(|_| err())?),
            ("loss", Some(n)) => Score::Loss(n.parse().map_err(|_| err())?),
            (n, None) => Score::Value(n.parse().map_err(|_| err())?),
            _ => return Err(err()),
        };
        match w.next() {
            None => Ok(score),
            Some(_) => Err(err()),
        }
    }
}

/// A move with its score and its main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The move.
    pub mv: Move,
    /// Its score for the side that plays it.
    pub score: Score,
    /// The main line: the move, then the best replies found (at least the move).
    pub pv: Vec<Move>,
    /// The score is the game's value (its subtree was searched to the end, or it is a win or
    /// loss in plies).
    pub proven: bool,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The best move first. [`Searcher::best`]: the best move only; [`Searcher::analyse`]:
    /// every legal move, best first.
    pub lines: Vec<Line>,
    /// The deepest iteration completed, in plies.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The best score is the game's value: the whole tree was searched, or it is a win or a
    /// loss in plies.
    pub proven: bool,
}

impl Report {
    /// The best line.
    #[must_use]
    pub fn best(&self) -> &Line {
        &self.lines[0]
    }
}

/// What to search.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// The position, any game.
    pub position: &'a Position,
    /// The positions of the game before `position`, oldest first (only Bao la Kimasai's
    /// repetition draw, M7, reads them; empty is fine).
    pub history: &'a [Position],
    /// When to stop.
    pub limits: Limits,
    /// Orders the moves before the first iteration, so that the choice among equal moves
    /// depends on it (and on nothing else).
    pub seed: u64,
}

impl<'a> Request<'a> {
    /// A request with no history, default limits and seed 0.
    #[must_use]
    pub fn new(position: &'a Position) -> Request<'a> {
        Request { position, history: &[], limits: Limits::default(), seed: 0 }
    }
}

/// A search engine with its transposition table (allocated once; reuse it between searches).
///
/// ```
/// use rules_core::search::{Limits, NoClock, Request, Score, Searcher};
/// use rules_core::Position;
///
/// // North has two seeds left in his front row; South's A6< captures both and wins.
/// let p = Position::parse("kujifunza:2,0,2,1,0,0,1,0/1,1,0,0,0,0,0,0/2,7,1,3,4,4,1,2/0,2,15,6,3,2,3,1:S")?;
/// let mut searcher = Searcher::new(16); // a 16 MB transposition table
/// let request = Request { limits: Limits::depth(4), ..Request::new(&p) };
/// let report = searcher.analyse(&request, &mut NoClock, &mut |_| {}).expect("the game is not over");
/// assert_eq!(report.best().mv.to_string(), "A6<");
/// assert_eq!(report.best().score, Score::Win(1));
/// assert_eq!(report.lines.len(), p.legal_moves().len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Searcher {
    table: Table,
    weights: Option<Weights>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(DEFAULT_TABLE_MEGABYTES)
    }
}

impl Searcher {
    /// A searcher with a table of about `megabytes` MB (a power of two, at least 64 KB).
    #[must_use]
    pub fn new(megabytes: usize) -> Searcher {
        Searcher { table: Table::with_megabytes(megabytes), weights: None }
    }

    /// The size of its table in bytes.
    #[must_use]
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Replaces the table when its size is not about `megabytes` MB.
    pub fn resize(&mut self, megabytes: usize) {
        if Table::with_megabytes_len(megabytes) != self.table.bytes() {
            self.table = Table::with_megabytes(megabytes);
        }
    }

    /// Evaluates with these weights instead of the game's own (for tuning by matches).
    #[doc(hidden)]
    pub fn set_weights(&mut self, weights: Option<Weights>) {
        self.weights = weights;
    }

    /// The best move, its score and main line; `None` when the game is over.
    /// `progress` is called after each completed iteration.
    ///
    /// ```
    /// use rules_core::search::{Limits, NoClock, Request, Score, Searcher};
    /// use rules_core::{Position, Variant};
    ///
    /// let mut searcher = Searcher::new(1); // a 1 MB table is plenty for a few thousand nodes
    /// // North has two seeds left in his front row; South's A6< captures both and wins (K30).
    /// let p = Position::parse("kujifunza:2,0,2,1,0,0,1,0/1,1,0,0,0,0,0,0/2,7,1,3,4,4,1,2/0,2,15,6,3,2,3,1:S")?;
    /// let request = Request { limits: Limits::nodes(2_000), ..Request::new(&p) };
    /// let mut depths = Vec::new();
    /// let report = searcher.best(&request, &mut NoClock, &mut |r| depths.push(r.depth)).expect("the game is not over");
    /// assert_eq!(report.best().mv.to_string(), "A6<");
    /// assert_eq!(report.best().score, Score::Win(1));
    /// assert!(!depths.is_empty());
    /// // After it the game is over: nothing to search.
    /// let over = p.apply(&report.best().mv)?;
    /// assert!(searcher.best(&Request::new(&over), &mut NoClock, &mut |_| {}).is_none());
    /// // Bao la Kimasai's start has one legal move (M4): the search plays it.
    /// let kimasai = Position::start(Variant::Kimasai);
    /// let report = searcher.best(&Request { limits: Limits::nodes(500), ..Request::new(&kimasai) }, &mut NoClock, &mut |_| {});
    /// assert_eq!(report.map(|r| r.best().mv.to_string()).as_deref(), Some("A2"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best(
        &mut self,
        request: &Request<'_>,
        clock: &mut dyn Clock,
        progress: &mut dyn FnMut(&Report),
    ) -> Option<Report> {
        self.run(request, false, clock, progress)
    }

    /// Every legal move with its exact score (at the depth reached) and main line, best
    /// first; `None` when the game is over.
    pub fn analyse(
        &mut self,
        request: &Request<'_>,
        clock: &mut dyn Clock,
        progress: &mut dyn FnMut(&Report),
    ) -> Option<Report> {
        self.run(request, true, clock, progress)
    }

    fn run(
        &mut self,
        request: &Request<'_>,
        all: bool,
        clock: &mut dyn Clock,
        progress: &mut dyn FnMut(&Report),
    ) -> Option<Report> {
        // Kimasai's repetition draw: the game is over when the position repeats (M7).
        if request.position.variant() == Variant::Kimasai && request.history.iter().any(|p| p == request.position) {
            return None;
        }
        match request.position {
            Position::Bao(p) => {
                let w = self.weights.unwrap_or(bao::WEIGHTS);
                search_game(&mut self.table, w, p, &[], request, all, clock, progress)
            }
            Position::Kimasai(p) => {
                let w = self.weights.unwrap_or(kimasai::WEIGHTS);
                let history: Vec<u64> = request
                    .history
                    .iter()
                    .filter_map(|h| match h {
                        Position::Kimasai(k) => Some(k.hash()),
                        _ => None,
                    })
                    .collect();
                search_game(&mut self.table, w, p, &history, request, all, clock, progress)
            }
            Position::Kingulu(p) => {
                let w = self.weights.unwrap_or(kingulu::WEIGHTS);
                search_game(&mut self.table, w, p, &[], request, all, clock, progress)
            }
        }
    }
}

/// A number for a move (distinct moves of a game, distinct numbers).
fn move_key(m: &Move) -> u64 {
    let side = m.pit.side.index() as u64;
    let row = (m.pit.row == crate::Row::Back) as u64;
    let dir = m.dir.map_or(0, |d| 1 + (d == crate::Dir::Right) as u64);
    side | row << 1 | (m.pit.index as u64) << 2 | dir << 8 | (m.safari as u64) << 10
}

/// The evaluation weights a game uses.
#[doc(hidden)]
#[must_use]
pub fn default_weights(variant: Variant) -> Weights {
    match variant {
        Variant::Kiswahili | Variant::Kujifunza => bao::WEIGHTS,
        Variant::Kimasai => kimasai::WEIGHTS,
        Variant::Kingulu => kingulu::WEIGHTS,
    }
}

/// The best move with default limits (see [`Searcher::best`]), on a new default searcher.
pub fn best(position: &Position, limits: Limits) -> Option<Report> {
    let request = Request { limits, ..Request::new(position) };
    Searcher::default().best(&request, &mut NoClock, &mut |_| {})
}

/// Every legal move with its score (see [`Searcher::analyse`]), on a new default searcher.
pub fn analyse(position: &Position, limits: Limits) -> Option<Report> {
    let request = Request { limits, ..Request::new(position) };
    Searcher::default().analyse(&request, &mut NoClock, &mut |_| {})
}

/// The moves of a line of codes from `root` (stops at a code that is not a legal move).
fn decode_line<R: Rules>(root: &R, codes: &[u8]) -> Vec<Move> {
    let mut out = Vec::with_capacity(codes.len());
    let mut pos = *root;
    let mut children = Vec::new();
    for &code in codes {
        if pos.terminal().is_some() {
            break;
        }
        children.clear();
        pos.children(&mut children);
        let Some(child) = children.iter().find(|c| c.code == code) else { break };
        out.push(pos.decode(code));
        pos = child.pos;
    }
    out
}

fn report<R: Rules>(root: &R, found: &Found<R>, nodes: u64, all: bool) -> Report {
    let take = if all { found.moves.len() } else { 1 };
    let lines = found.moves[..take]
        .iter()
        .map(|m: &RootMove<R>| {
            let score = Score::from_internal(m.score);
            Line {
                mv: root.decode(m.code),
                score,
                pv: decode_line(root, &m.pv),
                proven: m.solved || !matches!(score, Score::Value(_)),
            }
        })
        .collect();
    let lines: Vec<Line> = lines;
    // A win or a loss in plies is the game's value too.
    let proven = found.proven || lines.first().is_some_and(|l| !matches!(l.score, Score::Value(_)));
    Report { lines, depth: found.depth, nodes, proven }
}

#[allow(clippy::too_many_arguments)]
fn search_game<R: Rules>(
    table: &mut Table,
    weights: Weights,
    root: &R,
    history: &[u64],
    request: &Request<'_>,
    all: bool,
    clock: &mut dyn Clock,
    progress: &mut dyn FnMut(&Report),
) -> Option<Report> {
    if root.terminal().is_some() {
        return None;
    }
    let limits = request.limits;
    let mut engine: Engine<'_, R> = Engine::new(table, weights, clock, history);
    engine.limit(limits.nodes, limits.time_ms, limits.min_depth.max(1));
    let moves = engine.root_moves(root, request.seed);
    if moves.is_empty() {
        return None;
    }
    let depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let found = engine.iterate(root, moves, depth, all, &mut |found, nodes| {
        progress(&report(root, found, nodes, all));
    });
    if found.depth == 0 {
        // Stopped before the first iteration completed (only with min_depth 0): the first
        // move, unscored.
        let m = &found.moves[0];
        let line =
            Line { mv: root.decode(m.code), score: Score::Value(0), pv: vec![root.decode(m.code)], proven: false };
        return Some(Report { lines: vec![line], depth: 0, nodes: engine.nodes, proven: false });
    }
    Some(report(root, &found, engine.nodes, all))
}

#[cfg(test)]
mod tests {
    use super::rules::{Child, Rules};
    use crate::random::Rng;
    use crate::{Position, Variant};

    /// The children the search generates are exactly the legal moves, each played.
    fn same_children<R: Rules + 'static>(p: &R, public: &Position) {
        let mut children: Vec<Child<R>> = Vec::new();
        p.children(&mut children);
        let mut got: Vec<(String, String)> = children
            .iter()
            .map(|c| {
                let mv = p.decode(c.code);
                let after = public.apply(&mv).expect("a child is a legal move");
                assert_eq!(after.to_string(), child_string(&c.pos, public), "{public} {mv}");
                (mv.to_string(), after.to_string())
            })
            .collect();
        got.sort();
        let mut want: Vec<(String, String)> =
            public.legal_moves().iter().map(|m| (m.to_string(), public.apply(m).expect("legal").to_string())).collect();
        want.sort();
        assert_eq!(got, want, "{public}");
    }

    fn child_string<R: Rules + 'static>(child: &R, public: &Position) -> String {
        // The child as a public position, through the same game's type.
        let any: &dyn core::any::Any = child;
        match public {
            Position::Bao(_) => any.downcast_ref::<crate::bao::Position>().map(|p| Position::Bao(*p).to_string()),
            Position::Kimasai(_) => {
                any.downcast_ref::<crate::kimasai::Position>().map(|p| Position::Kimasai(*p).to_string())
            }
            Position::Kingulu(_) => {
                any.downcast_ref::<crate::kingulu::Position>().map(|p| Position::Kingulu(*p).to_string())
            }
        }
        .expect("the child is of the position's game")
    }

    fn check(public: &Position) {
        if public.outcome().is_some() {
            return;
        }
        match public {
            Position::Bao(p) => {
                same_children(p, public);
                let mut c = Vec::new();
                p.children(&mut c);
                for child in c {
                    let k30 = Position::Bao(child.pos).outcome()
                        == Some(crate::Outcome::Win { winner: p.to_move, why: crate::WinWhy::FrontRowEmpty });
                    assert_eq!(child.pos.won_by_mover(), k30);
                }
            }
            Position::Kimasai(p) => same_children(p, public),
            Position::Kingulu(p) => same_children(p, public),
        }
    }

    #[test]
    fn a_score_reads_back_what_it_writes() {
        use super::Score;
        for s in [Score::Value(-125), Score::Value(0), Score::Value(7), Score::Win(1), Score::Loss(12)] {
            assert_eq!(s.to_string().parse::<Score>(), Ok(s));
        }
        for bad in ["", "win", "win x", "loss 3 4", "draw", "1.5", "12 win"] {
            assert!(bad.parse::<Score>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn children_are_the_legal_moves_played() {
        let mut rng = Rng::new(11);
        for variant in Variant::ALL {
            for _ in 0..30 {
                let mut p = Position::start(variant);
                for _ in 0..300 {
                    check(&p);
                    let moves = p.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    p = p.apply(&moves[rng.below(moves.len() as u32) as usize]).expect("legal");
                }
            }
        }
    }

    #[test]
    fn hashes_differ_for_different_positions() {
        let mut rng = Rng::new(5);
        let mut seen = std::collections::BTreeMap::new();
        for variant in Variant::ALL {
            for _ in 0..20 {
                let mut p = Position::start(variant);
                for _ in 0..200 {
                    let h = match &p {
                        Position::Bao(q) => q.hash(),
                        Position::Kimasai(q) => q.hash(),
                        Position::Kingulu(q) => q.hash(),
                    };
                    let s = p.to_string();
                    if let Some(other) = seen.insert(h, s.clone()) {
                        assert_eq!(other, s, "hash collision");
                    }
                    let moves = p.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    p = p.apply(&moves[rng.below(moves.len() as u32) as usize]).expect("legal");
                }
            }
        }
    }
}
