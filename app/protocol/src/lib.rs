//! The protocol between the widgets (`bao-app`, `app/src/computer.rs`) and the computer
//! player's Web Worker (`bao-worker`): one definition of what the page asks ([`Request`]), what
//! the worker answers ([`Reply`]) and what it reports while it searches ([`Progress`]). Both
//! ends write and read them here; on the wire they are lines of text (`app/worker.js` posts
//! strings), so `Display` writes what `FromStr` (or [`Reply::parse`]) reads back.
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
//!   `move` (unreadable or illegal: the detail names the rule), `over` (the game is over) or
//!   `worker` (the page's side: the worker could not start or failed). The page words the kind
//!   in its language; the detail is for developers.
//!
//! `<score>` is `<int>` (hundredths of a seed for the side to move), `win <plies>` or
//! `loss <plies>`, as `bao best` prints it. During `best` and `analyse` the worker may report
//! each completed iteration: `progress depth <n> nodes <n> move <move> score <score>`.
//!
//! Cancelling a search: the page terminates the worker and starts a new one (a search cannot
//! be interrupted from outside while it runs, and a new worker is cheap).

use core::fmt;
use core::str::FromStr;
use rules_core::search::{Line, Score, Taken};
use rules_core::{Move, Pit, Position, Side, Variant};

/// How long a search may run: a level (1-4) or limits in nodes, milliseconds and plies (any
/// of them; a level excludes the others). Nothing given: level 4, or for an analysis level 4's
/// node budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// A level of the computer player, 1 to 4.
    pub level: Option<u8>,
    /// Nodes the search may visit.
    pub nodes: Option<u64>,
    /// Milliseconds by the worker's clock.
    pub ms: Option<u64>,
    /// The deepest iteration, in plies.
    pub depth: Option<u64>,
}

/// A search: the position, its budget, the seed that varies a level's choice, and the game's
/// earlier positions (Bao la Kimasai's repetition draw, M7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// The position searched.
    pub position: Position,
    /// How long it may run.
    pub budget: Budget,
    /// The seed (`None`: not written, 0).
    pub seed: Option<u64>,
    /// Earlier positions of the game, oldest first.
    pub history: Vec<Position>,
}

impl Search {
    /// A search of `position` with no limit, seed or history.
    #[must_use]
    pub fn new(position: Position) -> Search {
        Search { position, budget: Budget::default(), seed: None, history: Vec::new() }
    }
}

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The best move, its score and main line.
    Best(Search),
    /// Every legal move with its score and main line (no level).
    Analyse(Search),
    /// What a move does.
    Explain {
        /// The position before the move.
        position: Position,
        /// The move.
        mv: Move,
    },
}

/// The kind of an error reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The request is malformed.
    Request,
    /// A position cannot be read.
    Position,
    /// A move cannot be read or is illegal.
    Move,
    /// The game is over: there is no move to search.
    Over,
    /// The worker could not start or failed (said by the page's client).
    Worker,
}

impl Kind {
    /// The kind as written: `request`, `position`, `move`, `over`, `worker`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Kind::Request => "request",
            Kind::Position => "position",
            Kind::Move => "move",
            Kind::Over => "over",
            Kind::Worker => "worker",
        }
    }

    fn from_name(s: &str) -> Option<Kind> {
        [Kind::Request, Kind::Position, Kind::Move, Kind::Over, Kind::Worker].into_iter().find(|k| k.name() == s)
    }
}

/// An error reply: `error <kind> <detail>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// What went wrong, for the page to word.
    pub kind: Kind,
    /// Details for developers (English, not shown to readers).
    pub detail: String,
}

impl Failure {
    /// A failure of `kind` with `detail`.
    pub fn new(kind: Kind, detail: impl Into<String>) -> Failure {
        Failure { kind, detail: detail.into() }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error {} {}", self.kind.name(), self.detail)
    }
}

fn position(s: &str) -> Result<Position, Failure> {
    Position::parse_or_start(s).map_err(|e| Failure::new(Kind::Position, e.to_string()))
}

fn search(words: &[&str]) -> Result<Search, Failure> {
    let bad = |d: String| Failure::new(Kind::Request, d);
    let first = words.first().ok_or_else(|| bad("no position".into()))?;
    let mut s = Search::new(position(first)?);
    let mut i = 1;
    let number = |i: usize| -> Result<u64, Failure> {
        let w = words.get(i).ok_or_else(|| bad(format!("{} needs a number", words[i - 1])))?;
        w.parse().map_err(|_| bad(format!("bad number {w:?}")))
    };
    while i < words.len() {
        match words[i] {
            "level" => {
                let n = number(i + 1)?;
                s.budget.level = Some(
                    u8::try_from(n).ok().filter(|n| (1..=4).contains(n)).ok_or_else(|| bad("level 1 to 4".into()))?,
                );
            }
            "nodes" => s.budget.nodes = Some(number(i + 1)?),
            "ms" => s.budget.ms = Some(number(i + 1)?),
            "depth" => s.budget.depth = Some(number(i + 1)?),
            "seed" => s.seed = Some(number(i + 1)?),
            "history" => {
                for w in &words[i + 1..] {
                    s.history.push(position(w)?);
                }
                break;
            }
            other => return Err(bad(format!("unknown word {other:?}"))),
        }
        i += 2;
    }
    let b = s.budget;
    if b.level.is_some() && (b.nodes.is_some() || b.ms.is_some() || b.depth.is_some()) {
        return Err(bad("level excludes nodes, ms and depth".into()));
    }
    Ok(s)
}

/// Reads a request line; a request that cannot be read gives the error reply to send back.
impl FromStr for Request {
    type Err = Failure;

    fn from_str(line: &str) -> Result<Request, Failure> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let bad = |d: &str| Failure::new(Kind::Request, d);
        match words.first().copied() {
            Some("best") => Ok(Request::Best(search(&words[1..])?)),
            Some("analyse") => {
                let s = search(&words[1..])?;
                if s.budget.level.is_some() {
                    return Err(bad("analyse takes no level"));
                }
                Ok(Request::Analyse(s))
            }
            Some("explain") => {
                let [_, pos, mv] = words.as_slice() else {
                    return Err(bad("explain <position> <move>"));
                };
                let position = position(pos)?;
                let mv = position.parse_move(mv).map_err(|e| Failure::new(Kind::Move, e.to_string()))?;
                Ok(Request::Explain { position, mv })
            }
            _ => Err(bad("best, analyse or explain")),
        }
    }
}

fn write_search(f: &mut fmt::Formatter<'_>, verb: &str, s: &Search) -> fmt::Result {
    write!(f, "{verb} {}", s.position)?;
    let b = &s.budget;
    for (key, value) in
        [("level", b.level.map(u64::from)), ("nodes", b.nodes), ("ms", b.ms), ("depth", b.depth), ("seed", s.seed)]
    {
        if let Some(v) = value {
            write!(f, " {key} {v}")?;
        }
    }
    if !s.history.is_empty() {
        f.write_str(" history")?;
        for p in &s.history {
            write!(f, " {p}")?;
        }
    }
    Ok(())
}

/// The request line (without a line end).
impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Request::Best(s) => write_search(f, "best", s),
            Request::Analyse(s) => write_search(f, "analyse", s),
            Request::Explain { position, mv } => write!(f, "explain {position} {mv}"),
        }
    }
}

/// The best move found, with the search's depth and nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move, its score, main line and whether the score is proven.
    pub line: Line,
    /// The deepest complete iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

/// Every legal move, best first, with the search's depth and nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The deepest complete iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// One line per legal move, best first.
    pub lines: Vec<Line>,
}

/// How a move ends the game: the winner (`None`: a draw) and the rule (`K30`, `G8`...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// The rule that ends the game, as `Outcome::rule` names it.
    pub rule: String,
}

/// What a move does (`rules_core::search::explain`, with the game's end as its rule).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    /// The move.
    pub mv: Move,
    /// The side that plays it.
    pub mover: Side,
    /// The opponent's pits it captures from, with their seeds.
    pub captures: Vec<Taken>,
    /// Seeds (stones) taken in all.
    pub seeds_taken: u32,
    /// Pits it reserves (Bao Kingulu's kuweka mtoto).
    pub reserves: Vec<Taken>,
    /// It wins the game.
    pub wins: bool,
    /// How it ends the game, if it does.
    pub outcome: Option<Ending>,
    /// The mover's pits it saves from capture.
    pub prevents: Vec<Taken>,
    /// The mover's pits it leaves open to capture.
    pub exposes: Vec<Taken>,
    /// The opponent's pits it threatens next turn.
    pub threatens: Vec<Taken>,
    /// The pit it puts under takasia.
    pub takasia: Option<Pit>,
    /// It plays a safari.
    pub safari: bool,
    /// It is a takasa move.
    pub takasa: bool,
    /// The sides whose nyumba it ends.
    pub nyumba_lost: Vec<Side>,
    /// Laps sown.
    pub laps: u32,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// To `best`.
    Best(Found),
    /// To `analyse`.
    Analysis(Analysis),
    /// To `explain`.
    Explained(Explained),
    /// To any request that has no answer.
    Failed(Failure),
}

/// A reply (or a progress line) that does not follow the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtocolError(pub String);

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a reply of the worker's protocol: {}", self.0)
    }
}

impl std::error::Error for ProtocolError {}

fn bit(b: bool) -> u8 {
    u8::from(b)
}

fn moves(ms: &[Move]) -> String {
    ms.iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
}

fn taken(ts: &[Taken]) -> String {
    ts.iter().map(|t| format!("{}:{}", t.pit, t.seeds)).collect::<Vec<_>>().join(" ")
}

/// The reply's lines (without a final line end).
impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Best(Found { line, depth, nodes }) => write!(
                f,
                "move {}\nscore {}\npv {}\nproven {}\ndepth {depth}\nnodes {nodes}",
                line.mv,
                line.score,
                moves(&line.pv),
                bit(line.proven)
            ),
            Reply::Analysis(a) => {
                write!(f, "depth {}\nnodes {}", a.depth, a.nodes)?;
                for l in &a.lines {
                    write!(f, "\nmove {} score {} proven {} pv {}", l.mv, l.score, bit(l.proven), moves(&l.pv))?;
                }
                Ok(())
            }
            Reply::Explained(e) => {
                let outcome = match &e.outcome {
                    None => "-".to_string(),
                    Some(Ending { winner: Some(w), rule }) => format!("{} {rule}", w.letter()),
                    Some(Ending { winner: None, rule }) => format!("draw {rule}"),
                };
                let sides: String = e.nyumba_lost.iter().map(|s| s.letter()).collect();
                write!(
                    f,
                    "move {}\nmover {}\ncaptures {}\nseeds_taken {}\nreserves {}\nwins {}\noutcome {outcome}\nprevents {}\nexposes {}\nthreatens {}\ntakasia {}\nsafari {}\ntakasa {}\nnyumba_lost {sides}\nlaps {}",
                    e.mv,
                    e.mover.letter(),
                    taken(&e.captures),
                    e.seeds_taken,
                    taken(&e.reserves),
                    bit(e.wins),
                    taken(&e.prevents),
                    taken(&e.exposes),
                    taken(&e.threatens),
                    e.takasia.map_or("-".to_string(), |p| p.to_string()),
                    bit(e.safari),
                    bit(e.takasa),
                    e.laps
                )
            }
            Reply::Failed(failure) => write!(f, "{failure}"),
        }
    }
}

/// The reply's lines as `key value` pairs.
struct Fields<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Fields<'a> {
    fn of(text: &'a str) -> Fields<'a> {
        Fields(
            text.lines()
                .map(str::trim_end)
                .filter(|l| !l.is_empty())
                .map(|l| l.split_once(' ').unwrap_or((l, "")))
                .collect(),
        )
    }

    fn get(&self, key: &str) -> Result<&'a str, ProtocolError> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, v)| *v).ok_or_else(|| ProtocolError(format!("no {key}")))
    }

    fn number<T: FromStr>(&self, key: &str) -> Result<T, ProtocolError> {
        let v = self.get(key)?;
        v.parse().map_err(|_| ProtocolError(format!("{key} {v:?}")))
    }

    fn bit(&self, key: &str) -> Result<bool, ProtocolError> {
        read_bit(self.get(key)?)
    }
}

fn read_bit(s: &str) -> Result<bool, ProtocolError> {
    match s {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(ProtocolError(format!("not 0 or 1: {s:?}"))),
    }
}

fn read_move(s: &str, variant: Variant) -> Result<Move, ProtocolError> {
    Move::parse(s, variant).map_err(|e| ProtocolError(format!("move {s:?}: {e}")))
}

fn read_moves(s: &str, variant: Variant) -> Result<Vec<Move>, ProtocolError> {
    s.split_whitespace().map(|w| read_move(w, variant)).collect()
}

fn read_score(s: &str) -> Result<Score, ProtocolError> {
    s.parse().map_err(|e: rules_core::search::ScoreError| ProtocolError(e.to_string()))
}

fn read_taken(s: &str) -> Result<Vec<Taken>, ProtocolError> {
    s.split_whitespace()
        .map(|w| {
            let (pit, seeds) = w.split_once(':').ok_or_else(|| ProtocolError(format!("pit {w:?}")))?;
            let pit = Pit::parse(pit).ok_or_else(|| ProtocolError(format!("pit {w:?}")))?;
            let seeds = seeds.parse().map_err(|_| ProtocolError(format!("pit {w:?}")))?;
            Ok(Taken { pit, seeds })
        })
        .collect()
}

fn read_side(s: &str) -> Result<Side, ProtocolError> {
    let mut c = s.chars();
    match (c.next().and_then(Side::from_letter), c.next()) {
        (Some(side), None) => Ok(side),
        _ => Err(ProtocolError(format!("side {s:?}"))),
    }
}

/// `move <move> score <score> proven 0|1 pv <moves>`, a line of an analysis.
fn read_line(s: &str, variant: Variant) -> Result<Line, ProtocolError> {
    let bad = || ProtocolError(format!("line {s:?}"));
    let (head, pv) = s.split_once(" pv").ok_or_else(bad)?;
    let (head, proven) = head.split_once(" proven ").ok_or_else(bad)?;
    let (mv, score) = head.split_once(" score ").ok_or_else(bad)?;
    Ok(Line {
        mv: read_move(mv, variant)?,
        score: read_score(score)?,
        proven: read_bit(proven)?,
        pv: read_moves(pv, variant)?,
    })
}

impl Reply {
    /// Reads a reply to a request about a position of `variant` (moves are read the game's
    /// way). The kind of reply is told by its lines: `error`, `depth` first (an analysis), a
    /// `mover` line (an explanation), else a best move.
    pub fn parse(text: &str, variant: Variant) -> Result<Reply, ProtocolError> {
        let fields = Fields::of(text);
        match fields.0.first() {
            None => Err(ProtocolError("empty".into())),
            Some(("error", rest)) => {
                let (kind, detail) = rest.split_once(' ').unwrap_or((rest, ""));
                let kind = Kind::from_name(kind).ok_or_else(|| ProtocolError(format!("error kind {kind:?}")))?;
                Ok(Reply::Failed(Failure::new(kind, detail)))
            }
            Some(("depth", _)) => {
                let lines = fields.0.iter().filter(|(k, _)| *k == "move").map(|(_, v)| read_line(v, variant));
                Ok(Reply::Analysis(Analysis {
                    depth: fields.number("depth")?,
                    nodes: fields.number("nodes")?,
                    lines: lines.collect::<Result<_, _>>()?,
                }))
            }
            Some(_) if fields.get("mover").is_ok() => {
                let outcome = match fields.get("outcome")? {
                    "-" => None,
                    o => {
                        let (winner, rule) =
                            o.split_once(' ').ok_or_else(|| ProtocolError(format!("outcome {o:?}")))?;
                        let winner = if winner == "draw" { None } else { Some(read_side(winner)?) };
                        Some(Ending { winner, rule: rule.to_string() })
                    }
                };
                let takasia = match fields.get("takasia")? {
                    "-" => None,
                    p => Some(Pit::parse(p).ok_or_else(|| ProtocolError(format!("takasia {p:?}")))?),
                };
                Ok(Reply::Explained(Explained {
                    mv: read_move(fields.get("move")?, variant)?,
                    mover: read_side(fields.get("mover")?)?,
                    captures: read_taken(fields.get("captures")?)?,
                    seeds_taken: fields.number("seeds_taken")?,
                    reserves: read_taken(fields.get("reserves")?)?,
                    wins: fields.bit("wins")?,
                    outcome,
                    prevents: read_taken(fields.get("prevents")?)?,
                    exposes: read_taken(fields.get("exposes")?)?,
                    threatens: read_taken(fields.get("threatens")?)?,
                    takasia,
                    safari: fields.bit("safari")?,
                    takasa: fields.bit("takasa")?,
                    nyumba_lost: fields
                        .get("nyumba_lost")?
                        .chars()
                        .map(|c| read_side(&c.to_string()))
                        .collect::<Result<_, _>>()?,
                    laps: fields.number("laps")?,
                }))
            }
            Some(_) => Ok(Reply::Best(Found {
                line: Line {
                    mv: read_move(fields.get("move")?, variant)?,
                    score: read_score(fields.get("score")?)?,
                    pv: read_moves(fields.get("pv")?, variant)?,
                    proven: fields.bit("proven")?,
                },
                depth: fields.number("depth")?,
                nodes: fields.number("nodes")?,
            })),
        }
    }
}

/// A search's report after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The iteration just completed, in plies.
    pub depth: u32,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The best move so far.
    pub mv: Move,
    /// Its score.
    pub score: Score,
}

/// `progress depth <n> nodes <n> move <move> score <score>`.
impl fmt::Display for Progress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "progress depth {} nodes {} move {} score {}", self.depth, self.nodes, self.mv, self.score)
    }
}

impl Progress {
    /// Reads a progress line of a search in a position of `variant`.
    pub fn parse(line: &str, variant: Variant) -> Result<Progress, ProtocolError> {
        let bad = || ProtocolError(format!("progress {line:?}"));
        let rest = line.trim().strip_prefix("progress depth ").ok_or_else(bad)?;
        let (depth, rest) = rest.split_once(" nodes ").ok_or_else(bad)?;
        let (nodes, rest) = rest.split_once(" move ").ok_or_else(bad)?;
        let (mv, score) = rest.split_once(" score ").ok_or_else(bad)?;
        Ok(Progress {
            depth: depth.parse().map_err(|_| bad())?,
            nodes: nodes.parse().map_err(|_| bad())?,
            mv: read_move(mv, variant)?,
            score: read_score(score)?,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;
    use proptest::prelude::*;

    const GAMES: [Variant; 4] = [Variant::Kiswahili, Variant::Kujifunza, Variant::Kimasai, Variant::Kingulu];

    /// A position reached by `picks` (each chooses among the legal moves) from a game's start,
    /// and the positions before it.
    fn played(game: usize, picks: &[usize]) -> (Vec<Position>, Position) {
        let mut pos = Position::start(GAMES[game % 4]);
        let mut before = Vec::new();
        for &k in picks {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let next = pos.apply(&legal[k % legal.len()]).unwrap();
            before.push(std::mem::replace(&mut pos, next));
        }
        (before, pos)
    }

    fn budget(kind: u8, n: u64) -> Budget {
        match kind % 5 {
            0 => Budget::default(),
            1 => Budget { level: Some((n % 4) as u8 + 1), ..Budget::default() },
            2 => Budget { nodes: Some(n), ..Budget::default() },
            3 => Budget { ms: Some(n), depth: Some(n % 40), ..Budget::default() },
            _ => Budget { nodes: Some(n), ms: Some(n / 3), depth: Some(n % 9), level: None },
        }
    }

    fn score(kind: u8, n: i32) -> Score {
        match kind % 3 {
            0 => Score::Value(n),
            1 => Score::Win(n.unsigned_abs() % 200),
            _ => Score::Loss(n.unsigned_abs() % 200),
        }
    }

    /// A line starting with a legal move of `pos`, the rest played from it.
    fn line(pos: &Position, k: usize, len: usize, s: Score, proven: bool) -> Option<Line> {
        let legal = pos.legal_moves();
        let mv = *legal.get(k % legal.len().max(1))?;
        let mut pv = vec![mv];
        let mut at = pos.apply(&mv).ok()?;
        for i in 0..len {
            let Some(next) = at.legal_moves().get(i * 7 % at.legal_moves().len().max(1)).copied() else { break };
            at = at.apply(&next).ok()?;
            pv.push(next);
        }
        Some(Line { mv, score: s, pv, proven })
    }

    fn taken(pos: &Position, ks: &[u8]) -> Vec<Taken> {
        let pits = pos.pits();
        ks.iter().map(|&k| Taken { pit: pits[k as usize % pits.len()], seeds: k }).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn requests_read_back_what_they_write(
            game in 0usize..4, picks in proptest::collection::vec(0usize..50, 0..12),
            verb in 0u8..3, kind in 0u8..5, n in 0u64..u64::MAX, seed in proptest::option::of(0u64..u64::MAX),
            with_history in any::<bool>(),
        ) {
            let (before, pos) = played(game, &picks);
            let request = match verb {
                0 | 1 => {
                    let mut budget = budget(kind, n);
                    if verb == 1 { budget.level = None; }
                    let history = if with_history { before } else { Vec::new() };
                    let s = Search { position: pos.clone(), budget, seed, history };
                    if verb == 0 { Request::Best(s) } else { Request::Analyse(s) }
                }
                _ => match pos.legal_moves().get(n as usize % pos.legal_moves().len().max(1)) {
                    Some(mv) => Request::Explain { position: pos.clone(), mv: *mv },
                    None => Request::Best(Search::new(pos.clone())),
                },
            };
            let text = request.to_string();
            prop_assert!(!text.contains('\n'));
            prop_assert_eq!(text.parse::<Request>(), Ok(request));
        }

        #[test]
        fn replies_read_back_what_they_write(
            game in 0usize..4, picks in proptest::collection::vec(0usize..50, 0..12),
            verb in 0u8..4, k in 0usize..40, len in 0usize..8, sk in 0u8..3, sn in -100_000i32..100_000,
            proven in any::<bool>(), depth in 0u32..120, nodes in 0u64..u64::MAX,
            pits in proptest::collection::vec(0u8..40, 0..5), flags in any::<[bool; 4]>(), laps in 0u32..30,
        ) {
            let (_, pos) = played(game, &picks);
            let variant = pos.variant();
            let Some(first) = line(&pos, k, len, score(sk, sn), proven) else { return Ok(()) };
            let reply = match verb {
                0 => Reply::Best(Found { line: first.clone(), depth, nodes }),
                1 => {
                    let lines = (0..pos.legal_moves().len())
                        .filter_map(|i| line(&pos, i, (len + i) % 5, score(sk + i as u8, sn / (i as i32 + 1)), proven ^ (i % 2 == 0)))
                        .collect();
                    Reply::Analysis(Analysis { depth, nodes, lines })
                }
                2 => Reply::Explained(Explained {
                    mv: first.mv,
                    mover: pos.to_move(),
                    captures: taken(&pos, &pits),
                    seeds_taken: pits.iter().map(|&p| u32::from(p)).sum(),
                    reserves: taken(&pos, &pits[pits.len() / 2..]),
                    wins: flags[0],
                    outcome: flags[0].then(|| Ending {
                        winner: flags[1].then_some(pos.to_move()),
                        rule: ["K29", "K30", "M6", "M7", "G8"][k % 5].to_string(),
                    }),
                    prevents: taken(&pos, &pits[..pits.len() / 2]),
                    exposes: taken(&pos, &pits[pits.len() / 3..]),
                    threatens: taken(&pos, &pits.iter().rev().copied().collect::<Vec<_>>()),
                    takasia: flags[1].then(|| pos.pits()[k % pos.pits().len()]),
                    safari: flags[2],
                    takasa: flags[3],
                    nyumba_lost: [Side::South, Side::North].into_iter().filter(|_| flags[k % 4]).take(k % 3).collect(),
                    laps,
                }),
                _ => Reply::Failed(Failure::new(
                    [Kind::Request, Kind::Position, Kind::Move, Kind::Over, Kind::Worker][k % 5],
                    ["", "M7", "no legal move", "bad number \"x\""][len % 4],
                )),
            };
            let text = reply.to_string();
            prop_assert_eq!(Reply::parse(&text, variant), Ok(reply.clone()));
            // As the worker sends it, with a line end.
            prop_assert_eq!(Reply::parse(&format!("{text}\n"), variant), Ok(reply));
            let p = Progress { depth, nodes, mv: first.mv, score: first.score };
            prop_assert_eq!(Progress::parse(&p.to_string(), variant), Ok(p));
        }
    }

    #[test]
    fn the_request_words_are_the_workers() {
        let s = Position::start(Variant::Kiswahili);
        let r: Request = "best start level 3 seed 9".parse().unwrap();
        assert_eq!(
            r,
            Request::Best(Search {
                budget: Budget { level: Some(3), ..Budget::default() },
                seed: Some(9),
                ..Search::new(s.clone())
            })
        );
        assert_eq!(r.to_string(), format!("best {s} level 3 seed 9"));
        let kinds = [
            ("", "error request best, analyse or explain"),
            ("best", "error request no position"),
            ("best start level 7", "error request level 1 to 4"),
            ("best start nodes", "error request nodes needs a number"),
            ("best start depth 3 level 2", "error request level excludes nodes, ms and depth"),
            ("analyse start level 2", "error request analyse takes no level"),
            ("explain start", "error request explain <position> <move>"),
        ];
        for (line, error) in kinds {
            assert_eq!(line.parse::<Request>().map_err(|f| f.to_string()), Err(error.to_string()), "{line:?}");
        }
        assert_eq!("explain start Z9".parse::<Request>().map_err(|f| f.kind), Err(Kind::Move));
        assert_eq!("best kiswahili:1".parse::<Request>().map_err(|f| f.kind), Err(Kind::Position));
    }

    #[test]
    fn replies_that_break_the_protocol_are_refused() {
        let v = Variant::Kiswahili;
        assert!(Reply::parse("", v).is_err());
        assert!(Reply::parse("error frob x", v).is_err(), "unknown kind");
        assert!(Reply::parse("move A6<\nscore 1\n", v).is_err(), "fields missing");
        assert!(Reply::parse("move A6<\nscore x\npv A6<\nproven 0\ndepth 1\nnodes 1", v).is_err());
        assert!(Reply::parse("move A6\nscore 1\npv A6\nproven 0\ndepth 1\nnodes 1", v).is_err(), "no direction");
        assert!(Reply::parse("depth 2\nnodes 5\nmove A6< score 3 proven 2 pv A6<", v).is_err());
        assert!(Progress::parse("progress depth 2 nodes 5 move A6<", v).is_err());
    }
}
