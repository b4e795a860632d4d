//! What can be wrong with a lesson, as data. `Display` is English for authors (the book
//! builder's messages); the widgets map the data to localized messages.

use crate::{Drill, Key, Mode};
use core::fmt;
use rules_core::{Illegal, Move, ParseError, RecordError, Variant};

/// Why a lesson cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A block line that is not `key: value`.
    NotKeyValue {
        /// The line as written.
        text: String,
    },
    /// A key no lesson has (or one an author may not write, such as `id`).
    UnknownKey {
        /// The key as written.
        key: String,
    },
    /// A key given twice.
    Repeated {
        /// The field given twice.
        key: Key,
    },
    /// A fragment with a broken %-escape or invalid UTF-8.
    BadEncoding,
    /// A value not among those the field takes (`mode`, `flip`, `labels`, `computer`...).
    BadValue {
        /// The field whose value is refused.
        key: Key,
        /// The value as written.
        value: String,
    },
    /// The position does not parse.
    Position(ParseError),
    /// Move `number` (1-based) of `moves` cannot be read or played.
    Move {
        /// Its place in `moves`, from 1.
        number: usize,
        /// The move as written.
        text: String,
        /// Why it is refused.
        why: MoveError,
    },
    /// A field the mode requires (an exercise's `goal`).
    Missing {
        /// The field missing.
        key: Key,
    },
    /// A field given in a mode that does not take it.
    NotForMode {
        /// The field given.
        key: Key,
        /// The lesson's mode, which does not take it.
        mode: Mode,
    },
    /// The exercise goal is wrong or has no solution.
    Goal(GoalError),
    /// A drill whose question means nothing in the game of its position.
    DrillGame {
        /// The drill asked for.
        drill: Drill,
        /// The game of the lesson's position.
        game: Variant,
    },
    /// The game record cannot be read or replayed (line and column within the record).
    Record(RecordError),
    /// An embed page's own key (`theme`, `size`) with a value it does not take.
    BadEmbedValue {
        /// `theme` or `size`.
        key: &'static str,
        /// The value as written (decoded).
        value: String,
    },
}

/// Why a move of `moves` is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move of this game.
    Syntax(ParseError),
    /// A move, but not a legal one here.
    Illegal(Illegal),
}

/// What is wrong with an exercise goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoalError {
    /// Not a goal (the goal as written).
    Unknown {
        /// The goal as written.
        text: String,
    },
    /// `capture` and `end` take exactly one pit.
    NeedsPit {
        /// The goal's word, `capture` or `end`.
        word: &'static str,
    },
    /// The pit is not on this board.
    NotAPit {
        /// The goal's word, `capture` or `end`.
        word: &'static str,
        /// The pit as written.
        text: String,
    },
    /// The goal takes nothing after its word.
    TakesNothing {
        /// The goal's word: `takasia`, `safe`, `safari`, `reserve` or `legal`.
        word: &'static str,
    },
    /// `move` without a move.
    NeedsMove,
    /// A word after `move` that is not a move of this game.
    NotAMove {
        /// The word as written.
        text: String,
        /// What the notation's parser says of it.
        error: ParseError,
    },
    /// The side to move has no legal move.
    NoLegalMove,
    /// No legal move reaches the goal (the legal moves, for the author).
    NoSolution {
        /// Every legal move of the position, in the rules core's order.
        legal: Vec<Move>,
    },
    /// `win` takes 1 or 2 (moves to the win), nothing else.
    WinDepth {
        /// What follows `win`, as written.
        text: String,
    },
    /// A `safe`, `captures` or `guard` exercise where every legal move is right: it can be
    /// guessed, and teaches nothing.
    NothingWrong,
    /// `captures` and `guard` take the number of moves, 1 to 3.
    SeriesLength {
        /// The goal's word, `captures`, `guard` or `endgame`.
        word: &'static str,
        /// The number as written.
        text: String,
    },
}

impl Error {
    /// The field the error is about (a block error's line is that field's line).
    #[must_use]
    pub fn key(&self) -> Option<Key> {
        match self {
            Error::Repeated { key } | Error::BadValue { key, .. } | Error::NotForMode { key, .. } => Some(*key),
            Error::Position(_) => Some(Key::Position),
            Error::Move { .. } => Some(Key::Moves),
            Error::Goal(_) => Some(Key::Goal),
            Error::DrillGame { .. } => Some(Key::Drill),
            Error::Record(_) => Some(Key::Record),
            Error::NotKeyValue { .. }
            | Error::UnknownKey { .. }
            | Error::BadEncoding
            | Error::Missing { .. }
            | Error::BadEmbedValue { .. } => None,
        }
    }
}

impl From<GoalError> for Error {
    fn from(e: GoalError) -> Error {
        Error::Goal(e)
    }
}

fn values(key: Key) -> String {
    match key {
        Key::Mode => Mode::ALL.map(Mode::name).join(", "),
        Key::Flip | Key::Labels => "true or false".into(),
        Key::Computer => "1, 2, 3 or 4".into(),
        Key::ComputerSide => "N or S".into(),
        Key::Drill => Drill::ALL.map(Drill::name).join(", "),
        Key::Test => "a name of lower-case letters, digits and -".into(),
        Key::Seed => "a whole number".into(),
        Key::Legal => "few".into(),
        Key::Principle => rules_core::principle::Principle::ALL.map(|p| p.name()).join(", "),
        Key::Position | Key::Moves | Key::Goal | Key::Record | Key::Id => "text".into(),
    }
}

fn modes_of(key: Key) -> String {
    let modes: Vec<&str> = Mode::ALL.into_iter().filter(|m| key.applies_to(*m)).map(Mode::name).collect();
    modes.join(", ")
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotKeyValue { text } => write!(f, "expected `key: value`, found `{text}`"),
            Error::UnknownKey { key } => {
                let keys: Vec<&str> = Key::block_keys().map(Key::name).collect();
                write!(f, "unknown field `{key}` (fields: {})", keys.join(", "))
            }
            Error::Repeated { key } => write!(f, "field `{}` given twice", key.name()),
            Error::BadEncoding => write!(f, "broken %-escape"),
            Error::BadValue { key: Key::Mode, value } => {
                write!(f, "unknown mode `{value}` (modes: {})", values(Key::Mode))
            }
            Error::BadValue { key, value } => {
                write!(f, "`{}` must be {}, found `{value}`", key.name(), values(*key))
            }
            Error::Position(e) => write!(f, "bad position: {e}"),
            Error::Move { number, text, why: MoveError::Syntax(e) } => {
                write!(f, "move {number} `{text}` is not a move: {e}")
            }
            Error::Move { number, text, why: MoveError::Illegal(e) } => {
                write!(f, "move {number} `{text}` is illegal (rule {}): {e}", e.rule())
            }
            Error::Missing { key: Key::Goal } => write!(f, "an exercise needs a `goal`"),
            Error::Missing { key: Key::Drill } => {
                write!(f, "a drill needs a `drill` ({})", values(Key::Drill))
            }
            Error::Missing { key: Key::Test } => write!(f, "a score needs the `test` it counts"),
            Error::Missing { key: Key::Record } => write!(f, "`mode: record` needs a `record`"),
            Error::Missing { key } => write!(f, "this mode needs `{}`", key.name()),
            Error::NotForMode { key, .. } => {
                write!(f, "`{}` is only for `mode: {}`", key.name(), modes_of(*key))
            }
            Error::Goal(e) => e.fmt(f),
            Error::DrillGame { drill, game } => {
                write!(f, "the drill `{}` is not for the game `{}`", drill.name(), game.name())
            }
            // Where it is: the block's line and column ([`crate::BlockError`]), or the record's.
            Error::Record(e) if crate::READS_RECORDS => write!(f, "game record: {}", e.kind),
            // Not made where records are not read (`READS_RECORDS`).
            Error::Record(_) => write!(f, "game record"),
            Error::BadEmbedValue { key, value } => {
                let values = if *key == "theme" { "light or dark" } else { "small, medium or large" };
                write!(f, "`{key}` must be {values}, found `{value}`")
            }
        }
    }
}

impl std::error::Error for Error {}

impl fmt::Display for GoalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GoalError::Unknown { text } => write!(
                f,
                "unknown goal `{text}` (goals: capture <pit>, captures <n>, guard <n>, takasia, win, win 2, safe, safari, reserve, end <pit>, move <m>..., legal)"
            ),
            GoalError::NeedsPit { word } => write!(f, "`{word}` takes one pit, e.g. `{word} a4`"),
            GoalError::NotAPit { text, .. } => write!(f, "`{text}` is not a pit of this board"),
            GoalError::TakesNothing { word } => write!(f, "`{word}` takes nothing after it"),
            GoalError::NeedsMove => write!(f, "`move` needs at least one move, e.g. `move A6<`"),
            GoalError::NotAMove { text, error } => write!(f, "`{text}` is not a move: {error}"),
            GoalError::NoLegalMove => {
                write!(f, "the side to move has no legal move, so the exercise has no solution")
            }
            GoalError::WinDepth { text } => write!(f, "`win` takes 1 or 2 (moves to the win), found `{text}`"),
            GoalError::NothingWrong => {
                write!(f, "every legal move reaches the goal here, so the exercise can be guessed: it needs a wrong first move")
            }
            GoalError::SeriesLength { word, text } => {
                write!(f, "`{word}` takes the number of moves, 1 to 3 (e.g. `{word} 2`), found `{text}`")
            }
            GoalError::NoSolution { legal } => {
                let list: Vec<String> = legal.iter().map(Move::to_string).collect();
                write!(f, "the goal has no solution among the legal moves ({})", list.join(" "))
            }
        }
    }
}

impl std::error::Error for GoalError {}
