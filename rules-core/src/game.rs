//! A game: a start position and the moves played from it. It knows the history, so it can
//! tell every way a game ends, including Kimasai's repetition draw (M7). Records (NOTATION.md,
//! Game records) are read and written here.

use crate::illegal::{Illegal, Reason};
use crate::notation::ParseError;
use crate::outcome::{DrawWhy, Outcome};
use crate::pit::{Move, Variant};
use crate::position::Position;
use core::fmt;

/// A start position and the positions after each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game { positions: vec![start], moves: Vec::new() }
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position before move `i` (0-based); `positions()[moves().len()]` is the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays a move if the game is not over and the move is legal.
    pub fn play(&mut self, mv: Move) -> Result<(), Illegal> {
        if let Some(outcome) = self.outcome() {
            return Err(Illegal::new(Reason::GameOver { outcome }, self.position().variant()));
        }
        let next = self.position().apply(&mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
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

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start position is malformed.
    Position(ParseError),
    /// Move `number` (1-based, as numbered in the record; a half-move index for North's moves
    /// is given by `ply`) cannot be read.
    Syntax { ply: usize, text: String, error: ParseError },
    /// Move `ply` is illegal.
    Illegal { ply: usize, text: String, illegal: Illegal },
}

impl RecordError {
    /// The move number as a record shows it: ply 1 and 2 are move 1, and so on.
    pub fn move_number(&self) -> usize {
        match self {
            RecordError::Position(_) => 0,
            RecordError::Syntax { ply, .. } | RecordError::Illegal { ply, .. } => ply.div_ceil(2),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Position(e) => write!(f, "start position: {e}"),
            RecordError::Syntax { text, error, .. } => write!(f, "move {} {text}: {error}", self.move_number()),
            RecordError::Illegal { text, illegal, .. } => write!(f, "move {} {text}: {illegal}", self.move_number()),
        }
    }
}

impl std::error::Error for RecordError {}

/// A game record: a start position (or `start`) then moves, optionally numbered (`1.`).
/// `#` comment lines and blank lines are skipped.
pub struct Record;

impl Record {
    /// Reads and replays a record.
    pub fn parse(text: &str) -> Result<Game, RecordError> {
        let mut tokens = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with("# ") && *l != "#")
            .flat_map(str::split_whitespace);
        let first = tokens.next().unwrap_or("");
        let start = Position::parse_or_start(first).map_err(RecordError::Position)?;
        let mut game = Game::new(start);
        let mut ply = 0;
        for token in tokens {
            if is_move_number(token) {
                continue;
            }
            ply += 1;
            let mv = game.position().parse_move(token).map_err(|error| RecordError::Syntax {
                ply,
                text: token.to_string(),
                error,
            })?;
            game.play(mv).map_err(|illegal| RecordError::Illegal { ply, text: token.to_string(), illegal })?;
        }
        Ok(game)
    }

    /// Writes a game as a record, numbered, one move pair per line.
    pub fn format(game: &Game) -> String {
        let start = game.start();
        let mut out =
            if *start == Position::start(Variant::Kiswahili) { "start\n".to_string() } else { format!("{start}\n") };
        for (i, pair) in game.moves().chunks(2).enumerate() {
            out.push_str(&format!("{}.", i + 1));
            for m in pair {
                out.push_str(&format!(" {m}"));
            }
            out.push('\n');
        }
        out
    }
}

fn is_move_number(token: &str) -> bool {
    token.len() > 1 && token.ends_with('.') && token[..token.len() - 1].bytes().all(|b| b.is_ascii_digit())
}
