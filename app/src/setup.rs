//! From a [`Config`] to positions: reads the position and replays the moves, or says why not
//! (a message to show, plus a start position to show beside it).

use crate::config::Config;
use crate::i18n::Msg;
use crate::narrate;
use rules_core::{Event, Move, Position, Variant};

/// One move played, with everything the widgets show about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    pub before: Position,
    pub after: Position,
    pub events: Vec<Event>,
}

/// Reads a position (`start`, `start:<game>` or notation).
pub fn position(text: &str) -> Result<Position, Msg> {
    Position::parse_or_start(text.trim()).map_err(|e| Msg::new("error-position").msg("text", narrate::parse_error(&e)))
}

/// The start position of the game a (possibly broken) position names, for the fallback board.
pub fn fallback(text: &str) -> Position {
    let game = text.trim().trim_start_matches("start:").split(':').next().unwrap_or("");
    Position::start(Variant::from_name(game).unwrap_or(Variant::Kiswahili))
}

/// Plays `moves` (white-space separated) from `start`.
pub fn replay(start: &Position, moves: &str) -> Result<Vec<Ply>, Msg> {
    let mut out: Vec<Ply> = Vec::new();
    let mut pos = start.clone();
    for (i, text) in moves.split_whitespace().enumerate() {
        let err = |reason: Msg| Msg::new("error-move").arg("number", i + 1).arg("move", text).msg("text", reason);
        let mv = pos.parse_move(text).map_err(|e| err(narrate::parse_error(&e)))?;
        let played = pos.play(&mv).map_err(|il| err(narrate::reason(&il.reason, il.variant)))?;
        out.push(Ply { mv, before: pos.clone(), after: played.position.clone(), events: played.events });
        pos = played.position;
    }
    Ok(out)
}

/// A widget's start position and the moves to replay, or the error and a fallback.
pub fn load(cfg: &Config) -> Result<(Position, Vec<Ply>), (Msg, Position)> {
    let start = position(&cfg.position).map_err(|m| (m, fallback(&cfg.position)))?;
    let plies = replay(&start, &cfg.moves).map_err(|m| (m, start.clone()))?;
    Ok((start, plies))
}
