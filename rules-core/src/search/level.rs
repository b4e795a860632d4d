//! The four levels of the computer player, and the greedy and random players `bao match`
//! plays against. Budgets are in nodes, so that a level plays the same moves natively and in
//! the browser for a seed; the time cap only guards the browser against a slow machine.

use super::{Clock, Limits, Line, Report, Request, Score, Searcher, Weights};
use crate::pit::{Move, Side, Variant};
use crate::position::Position;
use crate::random::Rng;

/// A level of the computer player in one game, as data.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    /// 1 (beginner) to 4 (master).
    pub number: u8,
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The node budget of one move.
    pub nodes: u64,
    /// Human mistakes: each move's score gets a random amount in `-noise..=noise` (hundredths
    /// of a seed) before the best is chosen; 0 for a plain search. A win or a loss in plies is
    /// far beyond any noise: from level 3 on, where the first 3 plies are always searched, a
    /// win in one is never missed and a loss in one reply never allowed when a safe move
    /// exists.
    pub noise: i32,
    /// Human mistakes: the chance, in percent, that a move is chosen at random among the
    /// legal ones (from depth 3 on, among the tactically safe ones: see `noise`).
    pub blunder_percent: u32,
    /// The transposition table's size (part of what makes a level's moves reproducible).
    pub table_megabytes: usize,
    /// At most this many milliseconds for one move, when the caller has a clock (the browser).
    pub time_cap_ms: f64,
    /// The evaluation's weights; `None`: the game's own (other weights are for tuning).
    pub weights: Option<Weights>,
}

const fn level(number: u8, depth: u32, nodes: u64, noise: i32, blunder_percent: u32) -> Level {
    let (table_megabytes, time_cap_ms) = match number {
        1 | 2 => (1, 1000.0),
        3 => (4, 2000.0),
        _ => (16, 3000.0),
    };
    Level { number, depth, nodes, noise, blunder_percent, table_megabytes, time_cap_ms, weights: None }
}

const ALL: u32 = super::MAX_DEPTH;

/// Levels 1 to 4 of each game, in the order of [`Variant::ALL`]. Level 1, beginner: looks one
/// move ahead, judges with much noise and sometimes plays at random (it takes a capture when it
/// sees one worth it, not always). Level 2: a short search with noise. Level 3: a search of a
/// few tens of thousands of positions with a little noise (the weakest level with the tactical
/// guarantee above). Level 4, master: the full search within its budget. Bao la Kujifunza and
/// Bao Kingulu are won by the first player with best play and their wins are short (SEARCH.md):
/// there level 3 searches less, or it would play them perfectly too. In Bao la Kujifunza even a
/// 3-ply search keeps South's win to the end, so a level wins as North only by the weaker
/// level's mistakes as South: there the levels differ by their random (at level 3, tactically
/// safe) moves, 95%, 55%, 25% and none.
pub const LEVELS: [[Level; 4]; 4] = [
    // Bao la Kiswahili
    [
        level(1, 1, 1_000, 300, 20),
        level(2, 3, 5_000, 80, 0),
        level(3, ALL, 50_000, 20, 0),
        level(4, ALL, 1_000_000, 0, 0),
    ],
    // Bao la Kujifunza
    [
        level(1, 1, 1_000, 300, 95),
        level(2, 2, 5_000, 100, 55),
        level(3, ALL, 5_000, 50, 25),
        level(4, ALL, 1_000_000, 0, 0),
    ],
    // Bao la Kimasai
    [
        level(1, 1, 1_000, 150, 20),
        level(2, 3, 5_000, 50, 0),
        level(3, ALL, 50_000, 20, 0),
        level(4, ALL, 1_000_000, 0, 0),
    ],
    // Bao Kingulu
    [
        level(1, 1, 1_000, 300, 20),
        level(2, 2, 5_000, 100, 0),
        level(3, 4, 5_000, 50, 0),
        level(4, ALL, 1_000_000, 0, 0),
    ],
];

impl Level {
    /// Level `n` (1 to 4) of a game.
    #[must_use]
    pub fn get(n: u8, variant: Variant) -> Option<Level> {
        let game = Variant::ALL.iter().position(|&v| v == variant)?;
        LEVELS[game].iter().copied().find(|l| l.number == n)
    }

    /// The search limits of this level (the time cap included; it is only read with a clock).
    #[must_use]
    pub fn limits(&self) -> Limits {
        Limits {
            depth: Some(self.depth),
            nodes: Some(self.nodes),
            time_ms: Some(self.time_cap_ms),
            min_depth: self.depth.min(3),
        }
    }
}

/// Who chooses the moves in a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// A level of the computer player.
    Level(Level),
    /// The greedy player: the move after which the opponent is left the fewest seeds on his
    /// front row (Bao la Kiswahili, Kujifunza), the fewest stones (Bao la Kimasai: a capture
    /// takes his front stone and the one behind it), the fewest seeds in his own unreserved
    /// holes (Bao Kingulu). Ties are broken at random.
    Greedy,
    /// A legal move chosen uniformly at random.
    Random,
    /// A move that leaves the opponent no capture, else any move (see `careful.rs`).
    Careful,
    /// The careful move that captures most, else the move that captures most (`careful.rs`).
    CarefulGreedy,
}

impl Player {
    /// `1` to `4` (that level of `variant`), `greedy`, `random`, `careful` or `careful-greedy`.
    pub fn parse(s: &str, variant: Variant) -> Option<Player> {
        match s {
            "greedy" => Some(Player::Greedy),
            "random" => Some(Player::Random),
            "careful" => Some(Player::Careful),
            "careful-greedy" => Some(Player::CarefulGreedy),
            _ => s.parse().ok().and_then(|n| Level::get(n, variant)).map(Player::Level),
        }
    }
}

impl core::fmt::Display for Player {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Player::Level(l) => write!(f, "{}", l.number),
            Player::Greedy => f.write_str("greedy"),
            Player::Random => f.write_str("random"),
            Player::Careful => f.write_str("careful"),
            Player::CarefulGreedy => f.write_str("careful-greedy"),
        }
    }
}

/// The greedy player's measure of a position after its move (lower is better for it).
fn greedy_measure(after: &Position, mover: Side) -> u32 {
    let victim = mover.opponent();
    match after {
        Position::Bao(p) => (1..=8).map(|i| p.count(crate::Pit::new(victim, crate::Row::Front, i)) as u32).sum(),
        Position::Kimasai(p) => p.stones(victim) as u32,
        Position::Kingulu(p) => (1..=6)
            .map(|i| crate::Pit::new(victim, crate::Row::Front, i))
            .filter(|&pit| p.reserved(pit).is_none())
            .map(|pit| p.count(pit) as u32)
            .sum(),
    }
}

/// The move `player` chooses in `position` (`history`: the game's earlier positions, for
/// Kimasai's repetition draw), or `None` when the game is over. Deterministic for a seed (and,
/// for a level, as long as its time cap is not reached: with [`super::NoClock`] it never is).
pub fn choose(
    player: Player,
    position: &Position,
    history: &[Position],
    seed: u64,
    searcher: &mut Searcher,
    clock: &mut dyn Clock,
) -> Option<Move> {
    let mut rng = Rng::new(seed ^ 0x5DEE_CE66_D1CE_5EED);
    match player {
        Player::Random => {
            let moves = position.legal_moves();
            (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
        }
        Player::Greedy => {
            let mover = position.to_move();
            let mut best: Option<(u32, u32, Move)> = None;
            for mv in position.legal_moves() {
                let Ok(after) = position.apply(&mv) else { continue };
                let key = (greedy_measure(&after, mover), rng.below(1 << 30));
                if best.is_none_or(|(m, t, _)| key < (m, t)) {
                    best = Some((key.0, key.1, mv));
                }
            }
            best.map(|(_, _, mv)| mv)
        }
        Player::Careful => super::careful::choose_careful(position, false, &mut rng),
        Player::CarefulGreedy => super::careful::choose_careful(position, true, &mut rng),
        Player::Level(level) => level.choose(position, history, seed, searcher, clock).map(|r| r.best().mv),
    }
}

impl Level {
    /// The move this level plays, first in the report's lines, with its score and main line as
    /// the level saw them (for a mistake, the score of the move it chose). `None` when the game
    /// is over.
    pub fn choose(
        &self,
        position: &Position,
        history: &[Position],
        seed: u64,
        searcher: &mut Searcher,
        clock: &mut dyn Clock,
    ) -> Option<Report> {
        let mut rng = Rng::new(seed ^ 0x0B5E_55ED_1E7E_1000);
        searcher.resize(self.table_megabytes);
        searcher.set_weights(self.weights);
        let request = Request { position, history, limits: self.limits(), seed: rng.next_u64() };
        if self.noise == 0 && self.blunder_percent == 0 {
            return searcher.best(&request, clock, &mut |_| {});
        }
        let mut report = searcher.analyse(&request, clock, &mut |_| {})?;
        let blunder = self.blunder_percent > 0 && rng.below(100) < self.blunder_percent;
        // From depth 3 on a mistake stays tactically safe: never instead of a win in one, never
        // a move that allows a win in one reply when another does not.
        let safe = |l: &Line| !matches!(l.score, Score::Loss(n) if n <= 2);
        let careful = self.depth >= 3;
        let wins_now = report.lines.iter().any(|l| l.score == Score::Win(1));
        let pool: Vec<usize> = (0..report.lines.len()).filter(|&i| !careful || safe(&report.lines[i])).collect();
        let chosen = if blunder && !(careful && wins_now) && !pool.is_empty() {
            pool[rng.below(pool.len() as u32) as usize]
        } else {
            let noise = self.noise.max(0) as u32;
            let mut best: Option<(i64, usize)> = None;
            for (i, l) in report.lines.iter().enumerate() {
                // Wins and losses in plies are ranked without noise (they are far beyond it).
                let jitter = rng.below(2 * noise + 1) as i64 - noise as i64;
                let s = l.score.rank() + if matches!(l.score, Score::Value(_)) { jitter } else { 0 };
                if best.is_none_or(|(b, _)| s > b) {
                    best = Some((s, i));
                }
            }
            best.map_or(0, |(_, i)| i)
        };
        let line = report.lines.remove(chosen);
        report.lines.insert(0, line);
        Some(report)
    }
}
