//! A game: a start position and the moves played from it. It knows the history, so it can
//! tell every way a game ends, including Kimasai's repetition draw (M7).

use crate::event::{Event, Trace};
use crate::illegal::{Illegal, Reason};
use crate::outcome::{DrawWhy, Outcome};
use crate::pit::{Move, Variant};
use crate::position::Position;

/// A start position and the positions after each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    /// A game that starts at `start`, no move played yet.
    pub fn new(start: Position) -> Game {
        Game { positions: vec![start], moves: Vec::new() }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game holds its start position and one position per move")
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before move `i` (0-based); `positions()[moves().len()]` is the current one.
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
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Puts back a move taken back, with the position it led to (which the caller keeps from
    /// when it was played here): no replay.
    pub(crate) fn push_played(&mut self, mv: Move, after: Position) {
        self.positions.push(after);
        self.moves.push(mv);
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// Is the game over, and how. Adds the repetition draw (M7) to [`Position::outcome`].
    pub fn outcome(&self) -> Option<Outcome> {
        let current = self.position();
        if let Some(o) = current.outcome() {
            return Some(o);
        }
        if current.variant() == Variant::Kimasai
            && self.positions[..self.positions.len() - 1].iter().any(|p| p == current)
        {
            return Some(Outcome::Draw { why: DrawWhy::Repetition });
        }
        None
    }
}
