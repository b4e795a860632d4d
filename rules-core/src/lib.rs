//! The rules of four Tanzanian mancala games, as numbered in `shared/rules/RULES.md`:
//! Bao la Kiswahili and Bao la Kujifunza (module [`bao`]), Bao la Kimasai ([`kimasai`]) and
//! Bao Kingulu ([`kingulu`]).
//!
//! Pure Rust, no I/O, no text for people: every event and every reason is data with a rule
//! number, and the widgets and locales turn it into words.
//!
//! The common entry point is [`Position`]: parse one from the notation of `NOTATION.md`, ask for
//! its legal moves, play a move and get the new position with the trace of [`Event`]s, or the
//! [`Illegal`] reason why the move cannot be played. [`Game`] adds history (start position plus
//! moves), which Bao la Kimasai needs for its repetition draw (M7).

pub mod bao;
pub mod event;
pub mod game;
pub mod illegal;
pub mod kimasai;
pub mod kingulu;
pub mod notation;
pub mod pit;
pub mod position;
pub mod random;
pub mod search;
pub mod setup;

pub use event::{Event, KichwaWhy, NyumbaLostWhy, Stage};
pub use game::{Game, Outcome, Record, RecordError, WinWhy};
pub use illegal::{Illegal, Reason};
pub use notation::{ParseError, ParseErrorKind};
pub use pit::{Dir, Move, Pit, Row, Side, Variant};
pub use position::{board_pits, Played, Position};
pub use setup::Setup;

/// K31, G5: a move that has not ended after this many laps is never-ending, and illegal.
pub const MAX_LAPS: u32 = 10_000;
