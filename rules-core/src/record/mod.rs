//! Game records (`book/src/reference/notation.md#records`): a start position and numbered
//! moves, with PGN's movetext conventions for annotated games: comments `{...}`, variations
//! `( ... )` nested to any depth, and the marks `*` (takasa), `**` (takasia made) and `#` (the
//! move wins).
//!
//! A [`Record`] is a tree kept in an arena: every move is a [`Node`] with a [`NodeId`], the
//! position before and after it, its trace and its marks; the main line and each variation are
//! a [`Line`]. Reading replays every line, variations from the position before the move they
//! replace, and reports the first error with its line and column. [`Record::pretty`] writes the
//! canonical text. Nothing here recurses over the tree, so no depth of nesting can overflow the
//! stack.
//!
//! A record can also be written move by move, as a teacher records a demonstration:
//! [`Record::new`], [`Record::play`] (after any move: at the end of its line the move extends
//! it, elsewhere it starts a variation, or goes to the existing move or variation that plays
//! it), [`Record::set_comments`] and [`Record::remove`]. The arena is kept in reading order, so
//! an edit renumbers the moves: each edit returns the ids its caller needs.

mod edit;
mod error;
mod lexer;
mod parse;
mod print;
mod tree;

pub use error::{EditError, RecordError, RecordErrorKind};
pub use tree::{Line, Marks, Node, NodeId, Record};

/// The longest record read, in bytes: a longer text is refused before it is read.
pub const MAX_TEXT: usize = 2_000_000;
/// The most moves a record holds (main line and variations together).
pub const MAX_MOVES: usize = 100_000;
/// The deepest nesting of variations.
pub const MAX_DEPTH: usize = 100;
/// The longest comment, in characters.
pub const MAX_COMMENT: usize = 2_000;
