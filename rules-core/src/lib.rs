//! The rules of four Tanzanian mancala games: Bao la Kiswahili, its beginners' form Bao la
//! Kujifunza, Bao la Kimasai and Bao Kingulu.
//!
//! Pure Rust, no I/O, no text for people: positions, legal moves, the trace of a move as
//! [`Event`]s, the [`Reason`] a move is illegal and the [`Outcome`] of a game are data, each with
//! its rule number, and the caller puts them into words.
//!
//! # The rules and the notation
//!
//! Rule numbers are those of the book's reference chapters: K1-K32 for Bao la Kiswahili
//! (`book/src/reference/board.md` to `end.md`), J1-J2 for Bao la Kujifunza (`kujifunza.md`),
//! M1-M7 for Bao la Kimasai (`kimasai.md`) and G1-G8 for Bao Kingulu (`kingulu.md`); each rule
//! has its anchor there (`book/src/reference/namua.md#k13`). Bao la Kujifunza plays by the K
//! rules (J2), so its events and reasons carry K numbers. A rule number is always asked of the
//! game being played: [`Event::rule`], [`Reason::rule`], [`Outcome::rule`] take the [`Variant`],
//! and [`Illegal`] carries it.
//!
//! Positions, moves and game records are written in the notation of the book's chapter "The
//! notation" (`book/src/reference/notation.md`): one line of ASCII per position, such as
//! `kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-`, moves such as `A7<` or `a5>+` (Bao la Kiswahili,
//! Bao la Kujifunza) and `A3` (Bao la Kimasai, Bao Kingulu), and records of numbered moves with
//! comments and variations ([`Record`]). Reading never panics: bad input is a [`ParseError`] or
//! a [`RecordError`] that says where (field, line, column) and what is wrong.
//!
//! # Example
//!
//! ```
//! use rules_core::{Event, Position, Record, Variant};
//!
//! // A position in the notation, or the start of a game.
//! let start = Position::parse("kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:22,22:SN:-")?;
//! assert_eq!(start, Position::start(Variant::Kiswahili));
//!
//! // The legal moves, canonical and sorted.
//! let moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["A6<", "A6>", "A7<", "A7>"]);
//!
//! // Play a move with its trace: each event has its rule number in this game.
//! let played = start.play(&start.parse_move("A7<")?)?;
//! assert_eq!(played.events[0], Event::StoreSeed { pit: "A7".parse()? });
//! assert_eq!(played.events[0].rule(Variant::Kiswahili), "K12");
//!
//! // An illegal move says why, with the rule: North must capture (K10).
//! let refused = played.position.play(&played.position.parse_move("a6<")?).unwrap_err();
//! assert_eq!(refused.rule(), "K10");
//!
//! // A record with a comment and a variation: every line is replayed, the main line gives
//! // the final position, and the normaliser writes the marks (`*`: a takasa).
//! let record = Record::parse("start 1. A7< {Zanzibar, 1994} a5> (1... a5< {the other kichwa})")?;
//! assert_eq!(record.main_line().len(), 2);
//! assert_eq!(record.final_position().to_string(), "kiswahili:0,0,0,0,0,0,0,0/1,2,2,7,0,0,0,0/0,0,0,0,7,3,0,0/0,0,0,0,0,0,0,0:S:21,21:SN:-");
//! assert_eq!(record.pretty(), "start\n1. A7<* {Zanzibar, 1994} 1... a5>\n(1... a5< {the other kichwa})\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The games' own positions
//!
//! [`Position`] is one interface over the games. Each game's own position type, with what only
//! that game has (the stores and nyumba of Bao la Kiswahili, the reserved holes of Bao Kingulu),
//! is in its module: [`bao::Position`], [`kimasai::Position`], [`kingulu::Position`].
#![warn(missing_docs)]

pub mod bao;
mod event;
mod game;
mod illegal;
pub mod kimasai;
pub mod kingulu;
mod notation;
mod outcome;
mod pit;
mod position;
pub mod principle;
pub mod random;
pub mod record;
pub mod search;
mod setup;

pub use event::{Event, KichwaWhy, NyumbaLostWhy, Stage, Trace};
pub use game::Game;
pub use illegal::{Illegal, Reason};
pub use notation::{ParseError, ParseErrorKind};
pub use outcome::{DrawWhy, Outcome, WinWhy};
pub use pit::{Dir, Move, Pit, Row, Side, Variant};
pub use position::{board_pits, Played, Position};
pub use record::{EditError, Line, Marks, Node, NodeId, Record, RecordError, RecordErrorKind};
pub use setup::Setup;

/// K31, G5: a move that has not ended after this many laps is never-ending, and illegal.
pub const MAX_LAPS: u32 = 10_000;

/// The README's example runs as a test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
