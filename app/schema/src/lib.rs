//! The one description of a bao lesson: what a ```` ```bao ```` block of the book says, what the
//! widget placeholder's `data-*` attributes carry, and what a share link's fragment holds.
//! The book builder and the widgets both read and write lessons through this crate, so a block
//! the build accepts is a block the widget accepts, with the same meaning.
//!
//! Two layers:
//! - [`Fields`]: the settings as written, `key` -> text. Read from a block body
//!   ([`Fields::parse_block`], `key: value` lines), from attributes ([`Fields::from_attributes`],
//!   a getter) or from a fragment ([`Fields::parse_fragment`], %-encoded `key=value&...`), and
//!   written as escaped attributes ([`Fields::to_attributes`]) or a fragment
//!   ([`Fields::to_fragment`]).
//! - [`Lesson`]: the meaning, validated against the rules core ([`Lesson::read`]): the mode,
//!   the start position, the moves replayed with their traces, the flags, the exercise goal
//!   (which must have a solution). [`Lesson::fields`] writes it back.
//!
//! Errors are data ([`Error`], [`GoalError`]); `Display` gives English for authors (the book
//! builder prints it), the widgets turn the data into localized messages.
//!
//! Also here, because the builder and the widgets must agree on them: the judging of the goals
//! that look ahead ([`tactics`]: `win 2`, `safe`), the kinds of drill ([`Drill`]), and the
//! course index the builder writes and the progress widgets read ([`course`], in JSON through
//! the small reader and writer of [`bao_text::json`]).
//!
//! # Adding a mode or a field
//!
//! A mode: a variant of [`Mode`] (and its name in [`Mode::name`] and [`Mode::ALL`]); the
//! compiler then lists every `match` that must say what the mode does with each field, and
//! [`Mode::bundle`], the widget bundle it is in.
//! A field: a variant of [`Key`] (name, [`Key::ALL`], [`Key::applies_to`]), a member of
//! [`Lesson`], one arm in [`Lesson::read`] and one in [`Lesson::fields`]. The block parser, the
//! attribute and fragment readers and writers, the "only for mode X" check and the round-trip
//! property test (`tests/roundtrip.rs`) need no change.
//!
//! # A game record in a block
//!
//! `mode: record` shows an annotated game record ([`rules_core::Record`]: moves, comments,
//! variations). Its field `record` is the one field whose text spans several lines
//! ([`Key::multiline`]): everything after `record:`, on its line and on every line after it to
//! the end of the block, is the record, so `record` comes last:
//!
//! ````text
//! ```bao
//! mode: record
//! record:
//! start
//! {The opening of the game played in Zanzibar on 17 October 1994.}
//! 1. A7< a5> (1... a5< {the other kichwa is legal too})
//! ```
//! ````
//!
//! The record is read and replayed (every variation) when the block is read; an error names the
//! block's line and column ([`BlockError`]). Attributes escape its line breaks (`&#10;`), links
//! %-encode them.
//!
//! # Embeds
//!
//! The embed page (`embed.html`) reads a share link's fragment plus its own keys, `theme`,
//! `size` and `id` ([`Embed::split`]).

mod bundle;
pub mod course;
mod drill;
mod embed;
mod error;
mod fields;
mod goal;
mod lesson;
pub mod series;
pub mod tactics;

pub use bundle::Bundle;
pub use drill::Drill;
pub use embed::{Embed, Size, Theme};
pub use error::{Error, GoalError, MoveError};
pub use fields::{percent_decode, percent_encode, BlockError, Fields};
pub use goal::{last_end, legal_pits, Goal};
pub use lesson::{position_text, read_flag, Computer, Lesson, Ply, READS_RECORDS};

/// What the reader can do with a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A board to look at (after the moves).
    View,
    /// Replays the moves seed by seed, lap by lap, move by move.
    Step,
    /// Both sides by hand from the position after the moves.
    Play,
    /// A position editor that starts from the position.
    Edit,
    /// A question with a goal, answered by playing a move.
    Exercise,
    /// Endless fresh positions generated from the position, one question of a kind each, with
    /// a streak counter.
    Drill,
    /// The score of a mixed test (`test:`): its exercises solved at the first try.
    Score,
    /// The course map: every stage with its stars, the total, the next stage.
    Map,
    /// "My mistakes": the exercises answered wrongly come back (the reader opts in).
    Review,
    /// An annotated game record: the moves, comments and variations, stepped like `step`.
    Record,
}

impl Mode {
    /// Every mode, in the order an unknown mode's error message lists them.
    pub const ALL: [Mode; 10] = [
        Mode::View,
        Mode::Step,
        Mode::Play,
        Mode::Edit,
        Mode::Exercise,
        Mode::Record,
        Mode::Drill,
        Mode::Score,
        Mode::Map,
        Mode::Review,
    ];

    /// The name in blocks, attributes and links.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Mode::View => "view",
            Mode::Step => "step",
            Mode::Play => "play",
            Mode::Edit => "edit",
            Mode::Exercise => "exercise",
            Mode::Drill => "drill",
            Mode::Score => "score",
            Mode::Map => "map",
            Mode::Review => "review",
            Mode::Record => "record",
        }
    }

    /// The mode a `mode:` value names; `None` for a word that names none.
    #[must_use]
    pub fn from_name(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == s)
    }

    /// Whether the board starts at the start position (the moves are replayed by the reader)
    /// rather than after the moves.
    #[must_use]
    pub fn shows_start(self) -> bool {
        matches!(self, Mode::Step | Mode::Edit | Mode::Record)
    }

    /// Whether pit names are shown when the lesson does not say (`labels`): on in exercises,
    /// whose questions name pits; off elsewhere.
    #[must_use]
    pub fn labels_by_default(self) -> bool {
        self == Mode::Exercise
    }

    /// Whether the mode draws a board of its own position (the course's pages, the score and
    /// the review have none: they read the course index).
    #[must_use]
    pub fn has_board(self) -> bool {
        !matches!(self, Mode::Score | Mode::Map | Mode::Review)
    }
}

/// A field of a lesson. Its name is the block key, the attribute `data-<name>` and the share
/// link key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Key {
    /// What the board lets the reader do ([`Mode`]); when not given, `view` in a block and
    /// `play` in a share link.
    Mode,
    /// The start position: `start`, `start:<game>` or a position in the notation.
    Position,
    /// Moves played from the position, separated by spaces (what `step` replays).
    Moves,
    /// `true`: the board is drawn from North's side.
    Flip,
    /// `true`: every pit's name is written (the default in exercises).
    Labels,
    /// An exercise's goal (`capture a4`, `win 2`, `move A6<`...), required there.
    Goal,
    /// The mixed test an exercise counts in, or whose score a `score` board shows: a name of
    /// lower-case letters, digits and `-`.
    Test,
    /// `legal: few`: the exercise has fewer than 3 legal moves on purpose (it is about finding
    /// the only legal move); the book's check refuses a course exercise with fewer without it.
    Legal,
    /// The principle of play an exercise of Part 3 tests (`mobility`, ...:
    /// `rules_core::principle::Principle`): its first hint says it, and the book's check makes
    /// sure it chooses exactly the exercise's right first moves.
    Principle,
    /// The kind of a drill ([`Drill`]).
    Drill,
    /// A drill's random seed (a number): the same positions every time, for tests.
    Seed,
    /// The strength of the computer opponent in play mode, 1-4.
    Computer,
    /// The side the computer plays, `N` or `S`.
    ComputerSide,
    /// A game record (record mode only, where it is required): text on several lines.
    Record,
    /// The exercise's key for its saved progress: written by the book builder (chapter and
    /// block number), never in a block or a link.
    Id,
}

impl Key {
    /// Every field, in the order they are written.
    pub const ALL: [Key; 15] = [
        Key::Mode,
        Key::Position,
        Key::Moves,
        Key::Flip,
        Key::Labels,
        Key::Goal,
        Key::Test,
        Key::Legal,
        Key::Principle,
        Key::Drill,
        Key::Seed,
        Key::Computer,
        Key::ComputerSide,
        Key::Record,
        Key::Id,
    ];

    /// The name in blocks, `data-*` attributes and links.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Key::Mode => "mode",
            Key::Position => "position",
            Key::Moves => "moves",
            Key::Flip => "flip",
            Key::Labels => "labels",
            Key::Goal => "goal",
            Key::Test => "test",
            Key::Legal => "legal",
            Key::Principle => "principle",
            Key::Drill => "drill",
            Key::Seed => "seed",
            Key::Computer => "computer",
            Key::ComputerSide => "computer-side",
            Key::Record => "record",
            Key::Id => "id",
        }
    }

    /// The field a name names (including `id`, which authors may not write); `None` for a
    /// word that names none.
    #[must_use]
    pub fn from_name(s: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The modes that take this field (a block giving it in another mode is refused).
    #[must_use]
    pub fn applies_to(self, mode: Mode) -> bool {
        match self {
            Key::Goal | Key::Legal | Key::Principle => mode == Mode::Exercise,
            Key::Test => matches!(mode, Mode::Exercise | Mode::Score),
            Key::Drill | Key::Seed => mode == Mode::Drill,
            Key::Computer | Key::ComputerSide => mode == Mode::Play,
            Key::Record => mode == Mode::Record,
            // A record holds its own start and moves.
            Key::Position | Key::Moves => mode.has_board() && mode != Mode::Record,
            Key::Flip | Key::Labels => mode.has_board(),
            Key::Mode | Key::Id => true,
        }
    }

    /// Whether its text may span several lines: in a block, everything after `record:` (to
    /// the end of the block) is the value.
    #[must_use]
    pub fn multiline(self) -> bool {
        self == Key::Record
    }

    /// Whether an author may write it (in a block or a link); `id` is the builder's.
    #[must_use]
    pub fn authored(self) -> bool {
        self != Key::Id
    }

    /// The fields a block may have, for error messages and documentation.
    pub fn block_keys() -> impl Iterator<Item = Key> {
        Key::ALL.into_iter().filter(|k| k.authored())
    }
}
