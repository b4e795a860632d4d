//! One game of a match between two players (`bao match`, and the tuning of the levels):
//! from the start position, with alternating colours, every choice seeded.

use super::{choose, NoClock, Player, Searcher};
use crate::game::Game;
use crate::pit::{Side, Variant};
use crate::position::Position;

/// A game stops, as a draw, after this many plies (Bao la Kiswahili, Kujifunza and Kingulu
/// have no rule that ends a game going round in circles).
pub const MAX_PLIES: usize = 600;

/// How a match game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// `Some(true)`: A won; `Some(false)`: B won; `None`: a draw.
    pub a_won: Option<bool>,
    /// The side A played.
    pub a_side: Side,
    /// Plies played.
    pub plies: usize,
    /// Stopped at [`MAX_PLIES`] (counted as a draw).
    pub capped: bool,
}

fn mix(a: u64, b: u64) -> u64 {
    let mut h = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^= h >> 31;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^ (h >> 29)
}

/// Game number `index` (0-based) of a match between `a` and `b` from the start position: A
/// plays South in even games, North in odd ones. Each move's seed comes from `seed`, `index`
/// and the ply, so a game replays exactly (the players' time caps are not applied).
pub fn play_game(variant: Variant, a: Player, b: Player, index: u64, seed: u64) -> GameResult {
    let a_side = if index.is_multiple_of(2) { Side::South } else { Side::North };
    let mut game = Game::new(Position::start(variant));
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
    GameResult { a_won: winner.map(|w| w == a_side), a_side, plies: game.moves().len(), capped }
}
