//! PLACEHOLDER: being implemented (issue 3). Same public shape as `crate::bao::Position`.

use crate::event::Trace;
use crate::game::Outcome;
use crate::illegal::{Illegal, Reason};
use crate::notation::{ParseError, ParseErrorKind};
use crate::pit::{Move, Pit, Side};
use core::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    to_move: Side,
}

impl Position {
    pub fn start() -> Position {
        Position { to_move: Side::South }
    }
    pub fn parse(_s: &str) -> Result<Position, ParseError> {
        Err(ParseError::new("game", 0, ParseErrorKind::UnknownGame))
    }
    pub fn to_move(&self) -> Side {
        self.to_move
    }
    pub fn count(&self, _pit: Pit) -> u8 {
        0
    }
    pub fn legal_moves(&self) -> Vec<Move> {
        Vec::new()
    }
    pub fn play<T: Trace>(&self, mv: &Move, _trace: &mut T) -> Result<Position, Illegal> {
        Err(Reason::NoStone { pit: mv.pit }.into())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        None
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("kingulu")
    }
}
