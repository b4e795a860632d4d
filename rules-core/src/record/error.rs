//! Why a record cannot be read, or an edit of it is refused.

use crate::illegal::Illegal;
use crate::notation::ParseError;
use core::fmt;

/// Why a record cannot be read: where (line and column, from 1, in characters) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// There is nothing but comments: a record starts with a position.
    Empty,
    /// The start position cannot be read.
    Position(ParseError),
    /// A move cannot be read.
    Move {
        /// The move as written.
        text: String,
        /// What is wrong with it.
        error: ParseError,
    },
    /// A move cannot be played here (the rule is in `illegal`).
    Illegal {
        /// The move as written.
        text: String,
        /// Its number, `2.` or `2...`.
        number: String,
        /// Why it cannot be played.
        illegal: Illegal,
    },
    /// A move number that does not fit the move after it.
    MoveNumber {
        /// The number as written.
        found: String,
        /// The number of the move after it.
        expected: String,
    },
    /// A move number with no move after it.
    NumberWithoutMove {
        /// The number as written.
        found: String,
    },
    /// `{` without its `}`.
    UnclosedComment,
    /// `}` outside a comment.
    StrayBrace,
    /// `(` before any move of its line: a variation replaces the move just before it.
    NothingToReplace,
    /// `(` without its `)`.
    UnclosedVariation,
    /// `)` without its `(`.
    StrayParen,
    /// `( )`: a variation without a move.
    EmptyVariation,
    /// A text longer than [`MAX_TEXT`](super::MAX_TEXT) bytes (not read).
    TooLong {
        /// The limit.
        limit: usize,
    },
    /// More than [`MAX_MOVES`](super::MAX_MOVES) moves.
    TooManyMoves {
        /// The limit.
        limit: usize,
    },
    /// Variations nested deeper than [`MAX_DEPTH`](super::MAX_DEPTH).
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// A comment longer than [`MAX_COMMENT`](super::MAX_COMMENT) characters.
    CommentTooLong {
        /// The limit.
        limit: usize,
    },
}

impl RecordErrorKind {
    /// A stable id for the locales (`record-<id>`).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            RecordErrorKind::Empty => "empty",
            RecordErrorKind::Position(_) => "position",
            RecordErrorKind::Move { .. } => "move",
            RecordErrorKind::Illegal { .. } => "illegal",
            RecordErrorKind::MoveNumber { .. } => "move-number",
            RecordErrorKind::NumberWithoutMove { .. } => "number-without-move",
            RecordErrorKind::UnclosedComment => "unclosed-comment",
            RecordErrorKind::StrayBrace => "stray-brace",
            RecordErrorKind::NothingToReplace => "nothing-to-replace",
            RecordErrorKind::UnclosedVariation => "unclosed-variation",
            RecordErrorKind::StrayParen => "stray-paren",
            RecordErrorKind::EmptyVariation => "empty-variation",
            RecordErrorKind::TooLong { .. } => "too-long",
            RecordErrorKind::TooManyMoves { .. } => "too-many-moves",
            RecordErrorKind::TooDeep { .. } => "too-deep",
            RecordErrorKind::CommentTooLong { .. } => "comment-too-long",
        }
    }
}

/// Why an edit of a record ([`Record::play`](super::Record::play),
/// [`Record::set_comments`](super::Record::set_comments), [`Record::remove`](super::Record::remove))
/// was refused; the record is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The id is not a move of this record.
    NotInRecord,
    /// The move cannot be played there.
    Illegal(Illegal),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::NotInRecord => write!(f, "not a move of this record"),
            EditError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for EditError {}

/// English, for the command line and tests; a widget would use the locales.
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

/// What is wrong, without where (English).
impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordErrorKind::Empty => {
                write!(f, "a record starts with a position (start, start:<game> or the notation)")
            }
            RecordErrorKind::Position(e) => write!(f, "start position: {e}"),
            RecordErrorKind::Move { text, error } => write!(f, "{text} is not a move: {error}"),
            RecordErrorKind::Illegal { text, number, illegal } => write!(f, "move {number} {text}: {illegal}"),
            RecordErrorKind::MoveNumber { found, expected } => {
                write!(f, "move number {found} does not fit: the move after it is {expected}")
            }
            RecordErrorKind::NumberWithoutMove { found } => write!(f, "move number {found} has no move after it"),
            RecordErrorKind::UnclosedComment => write!(f, "this {{ has no }}"),
            RecordErrorKind::StrayBrace => write!(f, "}} outside a comment"),
            RecordErrorKind::NothingToReplace => {
                write!(f, "a variation must follow the move it replaces")
            }
            RecordErrorKind::UnclosedVariation => write!(f, "this ( has no )"),
            RecordErrorKind::StrayParen => write!(f, ") without its ("),
            RecordErrorKind::EmptyVariation => write!(f, "a variation without a move"),
            RecordErrorKind::TooLong { limit } => write!(f, "a record is at most {limit} bytes long"),
            RecordErrorKind::TooManyMoves { limit } => write!(f, "a record holds at most {limit} moves"),
            RecordErrorKind::TooDeep { limit } => write!(f, "variations are nested at most {limit} deep"),
            RecordErrorKind::CommentTooLong { limit } => write!(f, "a comment is at most {limit} characters long"),
        }
    }
}

impl std::error::Error for RecordError {}
