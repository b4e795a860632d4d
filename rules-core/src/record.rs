//! Game records: a start position and numbered moves.

use crate::game::Game;
use crate::illegal::Illegal;
use crate::notation::ParseError;
use crate::pit::Variant;
use crate::position::Position;
use core::fmt;

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start position is malformed.
    Position(ParseError),
    /// Move `number` (1-based, as numbered in the record; a half-move index for North's moves
    /// is given by `ply`) cannot be read.
    Syntax {
        /// The half-move, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        error: ParseError,
    },
    /// Move `ply` is illegal.
    Illegal {
        /// The half-move, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        illegal: Illegal,
    },
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
