//! One validated position of any of the four games, behind one interface.

use crate::event::{Event, Trace};
use crate::illegal::Illegal;
use crate::notation::{ParseError, ParseErrorKind};
use crate::outcome::Outcome;
use crate::pit::{Move, Pit, Side, Variant};
use crate::{bao, kimasai, kingulu};
use core::fmt;

/// A validated position of any of the four games: the board, the side to move and what else
/// the game keeps (stores, nyumba, takasia; captured seeds, reserved holes). Written and read in
/// the notation (`Display`, [`Position::parse`], `FromStr`), exactly: `parse(format(p)) == p`.
///
/// # Examples
///
/// The beginners' game from its start: South moves first and has 16 legal moves. `A2>` sows
/// two seeds to the right; the last one falls in `A4`, which faces `a5`, so it captures (K11).
///
/// ```
/// use rules_core::{Event, Pit, Position, Side, Variant};
///
/// let start = Position::start(Variant::Kujifunza);
/// assert_eq!(start.to_move(), Side::South);
/// assert_eq!(start.legal_moves().len(), 16);
///
/// let mv = start.parse_move("A2>")?;
/// let played = start.play(&mv)?;
/// let a5 = Pit::parse("a5").expect("a pit");
/// assert!(played.events.iter().any(|e| matches!(e, Event::Capture { pit, count: 2, .. } if *pit == a5)));
/// assert_eq!(played.position.count(a5), 0);
/// assert_eq!(played.position.to_move(), Side::North);
/// // The notation writes a position exactly, and reads it back.
/// let text = played.position.to_string();
/// assert_eq!(text, "kujifunza:2,2,2,2,2,2,2,2/2,2,2,0,2,2,2,2/3,1,3,3,2,2,2,2/2,2,2,2,2,2,2,2:N");
/// assert_eq!(Position::parse(&text)?, played.position);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A move the rules refuse says why, with its rule; a finished game has an outcome:
///
/// ```
/// use rules_core::{Position, Side, Variant};
///
/// let start = Position::start(Variant::Kujifunza);
/// // Capturing is compulsory (K10): B3< does not capture, so it may not be played.
/// let illegal = start.play(&start.parse_move("B3<")?).unwrap_err();
/// assert!(!illegal.to_string().is_empty());
///
/// // North has two seeds left in his front row, in a7 and a8: A6< captures both (K30).
/// let p = Position::parse("kujifunza:2,0,2,1,0,0,1,0/1,1,0,0,0,0,0,0/2,7,1,3,4,4,1,2/0,2,15,6,3,2,3,1:S")?;
/// let after = p.apply(&p.parse_move("A6<")?)?;
/// let outcome = after.outcome().expect("the game is over");
/// assert_eq!(outcome.winner(), Some(Side::South));
/// assert_eq!(outcome.rule(Variant::Kujifunza), "K30");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// Bao la Kiswahili and Bao la Kujifunza.
    Bao(bao::Position),
    /// Bao la Kimasai.
    Kimasai(kimasai::Position),
    /// Bao Kingulu.
    Kingulu(kingulu::Position),
}

/// A move played with its trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The position after the move.
    pub position: Position,
    /// What happened, in order (the last one is [`Event::GameOver`] when the move ends the game).
    pub events: Vec<Event>,
}

impl Position {
    /// The start position of a game (K5, J1, M2, G1).
    #[must_use]
    pub fn start(variant: Variant) -> Position {
        match variant {
            Variant::Kiswahili => Position::Bao(bao::Position::start_kiswahili()),
            Variant::Kujifunza => Position::Bao(bao::Position::start_kujifunza()),
            Variant::Kimasai => Position::Kimasai(kimasai::Position::start()),
            Variant::Kingulu => Position::Kingulu(kingulu::Position::start()),
        }
    }

    /// Reads a position in the notation; the word `start` is not accepted here (see
    /// [`Position::parse_or_start`]).
    pub fn parse(s: &str) -> Result<Position, ParseError> {
        if s.is_empty() {
            return Err(ParseError::new("game", 0, ParseErrorKind::Empty));
        }
        let game = s.split_once(':').map_or(s, |(game, _)| game);
        match Variant::from_name(game) {
            Some(v @ (Variant::Kiswahili | Variant::Kujifunza)) => bao::Position::parse(s, v).map(Position::Bao),
            Some(Variant::Kimasai) => kimasai::Position::parse(s).map(Position::Kimasai),
            Some(Variant::Kingulu) => kingulu::Position::parse(s).map(Position::Kingulu),
            None => Err(ParseError::new("game", 0, ParseErrorKind::UnknownGame)),
        }
    }

    /// Like [`Position::parse`], but also reads `start` (Bao la Kiswahili) and `start:<game>`.
    pub fn parse_or_start(s: &str) -> Result<Position, ParseError> {
        if s == "start" {
            return Ok(Position::start(Variant::Kiswahili));
        }
        if let Some(game) = s.strip_prefix("start:") {
            return Variant::from_name(game).map(Position::start).ok_or(ParseError::new(
                "game",
                6,
                ParseErrorKind::UnknownGame,
            ));
        }
        Position::parse(s)
    }

    /// The game.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match self {
            Position::Bao(p) => p.variant(),
            Position::Kimasai(_) => Variant::Kimasai,
            Position::Kingulu(_) => Variant::Kingulu,
        }
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        match self {
            Position::Bao(p) => p.to_move(),
            Position::Kimasai(p) => p.to_move(),
            Position::Kingulu(p) => p.to_move(),
        }
    }

    /// Seeds (stones) in a pit; 0 for a pit not on this board.
    #[must_use]
    pub fn count(&self, pit: Pit) -> u8 {
        if !pit.on_board(self.variant()) {
            return 0;
        }
        match self {
            Position::Bao(p) => p.count(pit),
            Position::Kimasai(p) => p.count(pit),
            Position::Kingulu(p) => p.count(pit),
        }
    }

    /// Every pit of the board, in the order of the notation's rows (North's back row first,
    /// each row as South sees it, left to right).
    #[must_use]
    pub fn pits(&self) -> Vec<Pit> {
        board_pits(self.variant())
    }

    /// Reads a move of this game (syntax only: [`Move::parse`]).
    pub fn parse_move(&self, s: &str) -> Result<Move, ParseError> {
        Move::parse(s, self.variant())
    }

    /// Every legal move for the side to move, canonical, sorted in byte order. Empty when the
    /// game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        match self {
            Position::Bao(p) => p.legal_moves(),
            Position::Kimasai(p) => p.legal_moves(),
            Position::Kingulu(p) => p.legal_moves(),
        }
    }

    /// Plays a move and returns the new position, sending each event to `trace`.
    pub fn play_traced<T: Trace>(&self, mv: &Move, trace: &mut T) -> Result<Position, Illegal> {
        match self {
            Position::Bao(p) => p.play(mv, trace).map(Position::Bao),
            Position::Kimasai(p) => p.play(mv, trace).map(Position::Kimasai),
            Position::Kingulu(p) => p.play(mv, trace).map(Position::Kingulu),
        }
    }

    /// Plays a move, returning the new position and its trace.
    pub fn play(&self, mv: &Move) -> Result<Played, Illegal> {
        let mut events = Vec::new();
        let position = self.play_traced(mv, &mut events)?;
        Ok(Played { position, events })
    }

    /// Plays a move without recording a trace.
    pub fn apply(&self, mv: &Move) -> Result<Position, Illegal> {
        self.play_traced(mv, &mut ())
    }

    /// Why this move is not legal, or `None` when it is.
    #[must_use]
    pub fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        self.apply(mv).err()
    }

    /// The number of legal move sequences of length `depth` from here (positions alone: the
    /// repetition draw of Kimasai, which needs history, does not cut the count).
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        match self {
            Position::Bao(p) => p.perft(depth),
            _ if depth == 0 => 1,
            _ => {
                let moves = self.legal_moves();
                if depth == 1 {
                    return moves.len() as u64;
                }
                moves.iter().filter_map(|m| self.apply(m).ok()).map(|p| p.perft(depth - 1)).sum()
            }
        }
    }

    /// Whether the game is over in this position, judged from the position alone (the
    /// repetition draw of Kimasai needs a [`crate::Game`]).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            Position::Bao(p) => p.outcome(),
            Position::Kimasai(p) => p.outcome(),
            Position::Kingulu(p) => p.outcome(),
        }
    }
}

/// Every pit of a board in the notation's order.
#[must_use]
pub fn board_pits(variant: Variant) -> Vec<Pit> {
    use crate::pit::Row;
    let n = variant.row_len();
    let mut out = Vec::new();
    let rows: &[(Side, Row, bool)] = if variant.rows_per_side() == 2 {
        &[
            (Side::North, Row::Back, true),
            (Side::North, Row::Front, true),
            (Side::South, Row::Front, false),
            (Side::South, Row::Back, false),
        ]
    } else {
        &[(Side::North, Row::Front, true), (Side::South, Row::Front, false)]
    };
    for &(side, row, reversed) in rows {
        for i in 1..=n {
            let index = if reversed { n + 1 - i } else { i };
            out.push(Pit::new(side, row, index));
        }
    }
    out
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Bao(p) => p.fmt(f),
            Position::Kimasai(p) => p.fmt(f),
            Position::Kingulu(p) => p.fmt(f),
        }
    }
}

impl core::str::FromStr for Position {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Position, ParseError> {
        Position::parse(s)
    }
}
