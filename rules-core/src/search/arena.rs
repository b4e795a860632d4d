//! One game of a match between two players (`bao match`, and the tuning of the levels):
//! from the start position (or a short random opening shared by both games of a pair), with
//! alternating colours, every choice seeded.

use super::{choose, Limits, NoClock, Player, Request, Searcher};
use crate::game::Game;
use crate::pit::{Side, Variant};
use crate::position::Position;
use crate::random::Rng;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

/// A game stops, as a draw, after this many plies (Bao la Kiswahili, Kujifunza and Kingulu
/// have no rule that ends a game going round in circles).
pub(super) const MAX_PLIES: usize = 600;

/// How a match game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// `Some(true)`: A won; `Some(false)`: B won; `None`: a draw.
    pub a_won: Option<bool>,
    /// The side A played.
    pub a_side: Side,
    /// Plies played.
    pub plies: usize,
    /// Stopped at `MAX_PLIES` (counted as a draw).
    pub capped: bool,
    /// A hash of the moves played: equal games have equal hashes (to count distinct games).
    pub moves_hash: u64,
}

fn mix(a: u64, b: u64) -> u64 {
    let mut h = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^= h >> 31;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^ (h >> 29)
}

/// A move for an opening: chosen at random among the moves a depth-4 analysis puts within
/// [`OPENING_MARGIN`] of the best.
fn opening_move(position: &Position, rng: &mut Rng) -> Option<crate::Move> {
    let request = Request { limits: Limits::depth(4), ..Request::new(position) };
    let report = Searcher::new(1).analyse(&request, &mut NoClock, &mut |_| {})?;
    let best = report.lines[0].score.rank();
    let good: Vec<_> = report.lines.iter().filter(|l| l.score.rank() >= best - OPENING_MARGIN).collect();
    good.get(rng.below(good.len() as u32) as usize).map(|l| l.mv)
}

/// The opening plies `bao match` plays by default: enough for varied games (the levels
/// above 2 play the same moves in the same position but for a little noise), few enough to
/// leave the game to the players; Kimasai's first moves are forced. Bao Kingulu has six holes
/// a side: after 2 plies, 200 games of the master against the greedy player were only 20
/// distinct games (SEARCH.md), after 4 they are more varied.
#[must_use]
pub fn default_opening(variant: Variant) -> u32 {
    match variant {
        Variant::Kiswahili => 6,
        Variant::Kimasai => 8,
        Variant::Kingulu => 4,
        Variant::Kujifunza => 2,
    }
}

/// Two seeds (stones): wide enough for varied openings; `balanced_opening` checks the result.
const OPENING_MARGIN: i64 = 200;
/// Openings tried for one pair of games; the most balanced is kept.
const OPENING_TRIES: u32 = 16;
/// An opening is balanced when a search of [`OPENING_CHECK_NODES`] nodes scores it within
/// this many hundredths of a seed (stone) of even.
const OPENING_BALANCE: i64 = 150;
const OPENING_CHECK_NODES: u64 = 200_000;

/// `plies` opening moves from the start (see [`opening_move`]), balanced: the first of
/// [`OPENING_TRIES`] random openings that a search finds within [`OPENING_BALANCE`] of even, or
/// the closest to even. Bao la Kujifunza and Bao Kingulu are won by the first player, so their
/// openings are rarely balanced; the closest is taken.
fn balanced_opening(variant: Variant, plies: u32, rng: &mut Rng) -> Game {
    let mut best: Option<(i64, Game)> = None;
    for _ in 0..OPENING_TRIES {
        let mut game = Game::new(Position::start(variant));
        for _ in 0..plies {
            if game.outcome().is_some() {
                break;
            }
            let Some(mv) = opening_move(game.position(), rng) else { break };
            if game.play(mv).is_err() {
                break;
            }
        }
        let request = Request { limits: Limits::nodes(OPENING_CHECK_NODES), ..Request::new(game.position()) };
        let off = Searcher::new(4)
            .best(&request, &mut NoClock, &mut |_| {})
            .map_or(i64::MAX, |r| r.best().score.rank().abs());
        if best.as_ref().is_none_or(|(b, _)| off < *b) {
            best = Some((off, game));
        }
        if off <= OPENING_BALANCE {
            break;
        }
    }
    best.map_or_else(|| Game::new(Position::start(variant)), |(_, g)| g)
}

/// Games `games` (0-based numbers, as [`play_game`] plays each) of a match between `a` and
/// `b`, shared among `threads` threads; the results in game order. A part of a match
/// (`from..n`) plays exactly those games of the whole match.
pub fn play_match(
    variant: Variant,
    a: Player,
    b: Player,
    games: Range<u64>,
    seed: u64,
    opening: u32,
    threads: usize,
) -> Vec<(u64, GameResult)> {
    let next = AtomicU64::new(games.start);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games.end {
                    break;
                }
                let r = play_game(variant, a, b, i, seed, opening);
                results.lock().unwrap_or_else(PoisonError::into_inner).push((i, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(PoisonError::into_inner);
    results.sort_by_key(|(i, _)| *i);
    results
}

/// Game number `index` (0-based) of a match between `a` and `b`: A plays South in even games,
/// North in odd ones. Both games of a pair (0 and 1, 2 and 3, ...) start with the same
/// balanced opening of `opening` plies (see `balanced_opening`; 0: from the start position). Each move's seed comes
/// from `seed`, `index` and the ply, so a game replays exactly (the players' time caps are
/// not applied).
pub fn play_game(variant: Variant, a: Player, b: Player, index: u64, seed: u64, opening: u32) -> GameResult {
    let a_side = if index.is_multiple_of(2) { Side::South } else { Side::North };
    let mut game = if opening == 0 {
        Game::new(Position::start(variant))
    } else {
        balanced_opening(variant, opening, &mut Rng::new(mix(seed, index / 2)))
    };
    let mut searchers = [Searcher::new(1), Searcher::new(1)];
    let mut capped = false;
    while game.outcome().is_none() {
        if game.moves().len() >= MAX_PLIES {
            capped = true;
            break;
        }
        let side = game.position().to_move();
        let (player, s) = if side == a_side { (a, 0) } else { (b, 1) };
        let n = game.positions().len();
        let history = &game.positions()[..n - 1];
        let move_seed = mix(mix(seed, index), n as u64);
        let chosen = choose(player, game.position(), history, move_seed, &mut searchers[s], &mut NoClock);
        let Some(mv) = chosen else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    let winner = if capped { None } else { game.outcome().and_then(|o| o.winner()) };
    let moves_hash = game.moves().iter().fold(a_side.index() as u64, |h, m| mix(h, crate::search::move_key(m)));
    GameResult { a_won: winner.map(|w| w == a_side), a_side, plies: game.moves().len(), capped, moves_hash }
}
