//! A game: a start position and the moves played from it. It knows the history, so it can
//! tell every way a game ends, including Kimasai's repetition draw (M7).

use crate::event::{Event, Trace};
use crate::illegal::{Illegal, Reason};
use crate::outcome::{DrawWhy, Outcome};
use crate::pit::{Move, Variant};
use crate::position::Position;
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};

/// A start position and the positions after each move.
///
/// ```
/// use rules_core::{Game, Position, Reason, Side};
///
/// let p = Position::parse("kujifunza:2,0,2,1,0,0,1,0/1,1,0,0,0,0,0,0/2,7,1,3,4,4,1,2/0,2,15,6,3,2,3,1:S")?;
/// let mut game = Game::new(p.clone());
/// // A6< empties North's front row: South wins (K30), and no move follows.
/// game.play(p.parse_move("A6<")?)?;
/// assert_eq!(game.outcome().and_then(|o| o.winner()), Some(Side::South));
/// let refused = game.play(game.position().parse_move("b1<")?).unwrap_err();
/// assert!(matches!(refused.reason, Reason::GameOver { .. }));
/// // Taking the move back gives the start again.
/// assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("A6<"));
/// assert_eq!((game.position(), game.moves().len(), game.outcome()), (&p, 0, None));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Bao la Kimasai (M7): how many of the positions have each hash, so that the repetition
    /// draw is found without comparing the position with every earlier one after each move.
    seen: BTreeMap<u64, u32>,
}

/// A position's hash for the repetition draw (the same on every run and platform).
fn key(p: &Position) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    p.hash(&mut h);
    h.finish()
}

/// FNV-1a, 64 bits: small, and enough here (a repetition is confirmed by comparing the
/// positions), and without the code of `HashMap` and SipHash in the widget bundle.
struct Fnv(u64);

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl Game {
    /// A game that starts at `start`, no move played yet.
    #[must_use]
    pub fn new(start: Position) -> Game {
        let mut game = Game { positions: Vec::new(), moves: Vec::new(), seen: BTreeMap::new() };
        game.push_position(start);
        game
    }

    fn push_position(&mut self, p: Position) {
        if p.variant() == Variant::Kimasai {
            *self.seen.entry(key(&p)).or_default() += 1;
        }
        self.positions.push(p);
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game holds its start position and one position per move")
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before move `i` (0-based); `positions()[moves().len()]` is the current one.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays a move if the game is not over and the move is legal.
    pub fn play(&mut self, mv: Move) -> Result<(), Illegal> {
        self.play_with(mv, &mut ())
    }

    /// Plays a move like [`Game::play`] and returns its trace.
    pub fn play_traced(&mut self, mv: Move) -> Result<Vec<Event>, Illegal> {
        let mut events = Vec::new();
        self.play_with(mv, &mut events)?;
        Ok(events)
    }

    fn play_with<T: Trace>(&mut self, mv: Move, trace: &mut T) -> Result<(), Illegal> {
        if let Some(outcome) = self.outcome() {
            return Err(Illegal::new(Reason::GameOver { outcome }, self.position().variant()));
        }
        let next = self.position().play_traced(&mv, trace)?;
        self.push_position(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Puts back a move taken back, with the position it led to (which the caller keeps from
    /// when it was played here): no replay.
    pub(crate) fn push_played(&mut self, mv: Move, after: Position) {
        self.push_position(after);
        self.moves.push(mv);
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        if let Some(p) = self.positions.pop().filter(|p| p.variant() == Variant::Kimasai) {
            let k = key(&p);
            if let Some(n) = self.seen.get_mut(&k) {
                *n -= 1;
                if *n == 0 {
                    self.seen.remove(&k);
                }
            }
        }
        Some(mv)
    }

    /// Is the game over, and how. Adds the repetition draw (M7) to [`Position::outcome`].
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let current = self.position();
        if let Some(o) = current.outcome() {
            return Some(o);
        }
        // A hash seen twice is a repetition when an earlier position is really the same
        // (compared only then: a repetition ends the game).
        if current.variant() == Variant::Kimasai
            && self.seen.get(&key(current)).is_some_and(|&n| n > 1)
            && self.positions[..self.positions.len() - 1].iter().any(|p| p == current)
        {
            return Some(Outcome::Draw { why: DrawWhy::Repetition });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    /// The repetition draw as M7 states it: the position is one of the earlier ones.
    fn repeated(game: &Game) -> bool {
        let (now, before) = game.positions().split_last().expect("a start position");
        before.contains(now)
    }

    /// The hashed count finds the repetition exactly when the comparison with every earlier
    /// position does, move by move and after each move taken back (random Kimasai games).
    #[test]
    fn the_repetition_draw_agrees_with_comparing_every_earlier_position() {
        let mut rng = Rng::new(7);
        let (mut checked, mut draws) = (0, 0);
        for _ in 0..30 {
            let mut game = Game::new(Position::start(Variant::Kimasai));
            for _ in 0..300 {
                let moves = game.position().legal_moves();
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(u32::try_from(moves.len()).expect("few moves")) as usize];
                game.play(mv).expect("a legal move");
                let draw = game.outcome() == Some(Outcome::Draw { why: DrawWhy::Repetition });
                assert_eq!(draw, repeated(&game) && game.position().outcome().is_none());
                draws += usize::from(draw);
                checked += 1;
            }
            while game.undo().is_some() {
                let draw = game.outcome() == Some(Outcome::Draw { why: DrawWhy::Repetition });
                assert_eq!(draw, repeated(&game) && game.position().outcome().is_none());
            }
            assert!(game.seen.values().sum::<u32>() == 1, "only the start position is left");
        }
        assert!(checked > 1000, "{checked} moves ({draws} repetitions)");
        // Random games rarely repeat: a position put back after a move (as a record's take-back
        // does) repeats the start, and taking it back ends the draw.
        let start = Position::start(Variant::Kimasai);
        let mut game = Game::new(start.clone());
        let mv = start.legal_moves()[0];
        game.play(mv).expect("a legal move");
        assert_eq!(game.outcome(), None);
        game.push_played(mv, start);
        assert_eq!(game.outcome(), Some(Outcome::Draw { why: DrawWhy::Repetition }));
        game.undo();
        assert_eq!(game.outcome(), None);
    }
}
