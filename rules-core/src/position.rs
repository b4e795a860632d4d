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
    ///
    /// ```
    /// use rules_core::{Pit, Position, Side, Variant};
    ///
    /// let pit = |s: &str| Pit::parse(s).expect("a pit");
    /// // Bao la Kiswahili (K5): 6 seeds in each nyumba, 2 in the two pits to its right, 22 in
    /// // each store, both nyumba owned.
    /// let kiswahili = Position::start(Variant::Kiswahili);
    /// assert_eq!((kiswahili.count(pit("A5")), kiswahili.count(pit("A6")), kiswahili.count(pit("A7"))), (6, 2, 2));
    /// assert_eq!(kiswahili.to_string(), "kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:22,22:SN:-");
    /// // Bao la Kujifunza (J1): 2 seeds in each of the 32 pits.
    /// let kujifunza = Position::start(Variant::Kujifunza);
    /// assert!(kujifunza.pits().iter().all(|p| kujifunza.count(*p) == 2));
    /// // Bao la Kimasai (M2): a stone in every hole but A1 and a1, 46 in all.
    /// let kimasai = Position::start(Variant::Kimasai);
    /// assert_eq!(kimasai.pits().iter().map(|p| u32::from(kimasai.count(*p))).sum::<u32>(), 46);
    /// assert_eq!((kimasai.count(pit("A1")), kimasai.count(pit("a1")), kimasai.count(pit("A2"))), (0, 0, 1));
    /// // Bao Kingulu (G1): 4 seeds in each of the 12 holes.
    /// assert_eq!(Position::start(Variant::Kingulu).to_string(), "kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-");
    /// // South moves first in every game.
    /// assert!(Variant::ALL.iter().all(|v| Position::start(*v).to_move() == Side::South));
    /// ```
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
    ///
    /// A position that cannot be read says which field is wrong, where, and what is wrong:
    ///
    /// ```
    /// use rules_core::{ParseErrorKind, Position, Variant};
    ///
    /// let p = Position::parse("kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-")?;
    /// assert_eq!(p, Position::start(Variant::Kingulu));
    /// // One seed too many: Bao Kingulu has 48 (G1).
    /// let e = Position::parse("kingulu:5,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-").unwrap_err();
    /// assert_eq!(e.kind, ParseErrorKind::SeedTotal { expected: 48, found: 49 });
    /// // The side to move is `S` or `N`.
    /// let e = Position::parse("kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2:W").unwrap_err();
    /// assert_eq!((e.field, e.kind), ("to move", ParseErrorKind::BadChar { found: 'W' }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
    ///
    /// ```
    /// use rules_core::{Position, Variant};
    ///
    /// let names = |p: &Position| p.legal_moves().iter().map(|m| m.to_string()).collect::<Vec<_>>();
    /// // Bao la Kimasai: a stone steps into the empty hole ahead of it on its ring (M3, M4); at
    /// // the start South's only empty hole is A1, and only the stone in A2 has it ahead.
    /// assert_eq!(names(&Position::start(Variant::Kimasai)), ["A2"]);
    /// // Bao Kingulu: the first lap from A1 or A2 ends in South's own occupied hole (A5, A6),
    /// // which is illegal (G4.5); A3 to A6 reach North's side.
    /// assert_eq!(names(&Position::start(Variant::Kingulu)), ["A3", "A4", "A5", "A6"]);
    /// ```
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
    ///
    /// The first two moves of the game played in Zanzibar on 17 October 1994: South's takasa
    /// `A7<` sows A7's 2 seeds and the one from his store into A6, A5 and A4; North's namua
    /// capture `a5>` takes the seed in A4 (which faces a5) and sows it into his right kichwa, a8.
    ///
    /// ```
    /// use rules_core::{Event, Pit, Position, Side, Variant};
    ///
    /// let pit = |s: &str| Pit::parse(s).expect("a pit");
    /// let start = Position::start(Variant::Kiswahili);
    /// let first = start.play(&start.parse_move("A7<")?)?;
    /// // South's front row, A1 to A8, and his store: 21 seeds left in hand.
    /// let row: Vec<u8> = (1..=8).map(|i| first.position.count(pit(&format!("A{i}")))).collect();
    /// assert_eq!(row, [0, 0, 0, 1, 7, 3, 0, 0]);
    /// assert!(first.position.to_string().ends_with(":N:21,22:SN:-"));
    /// assert!(!first.events.iter().any(|e| matches!(e, Event::Capture { .. })));
    ///
    /// let second = first.position.play(&first.position.parse_move("a5>")?)?;
    /// let capture = second.events.iter().find(|e| matches!(e, Event::Capture { .. })).expect("a capture");
    /// assert!(matches!(capture, Event::Capture { pit: p, count: 1, kichwa: k, .. } if *p == pit("A4") && *k == pit("a8")));
    /// assert_eq!((second.position.count(pit("A4")), second.position.count(pit("a8"))), (0, 1));
    /// assert_eq!(second.position.to_move(), Side::South);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
    ///
    /// ```
    /// use rules_core::{Pit, Position, Reason, Variant};
    ///
    /// let pit = |s: &str| Pit::parse(s).expect("a pit");
    /// // Bao Kingulu's start: A1's 4 seeds reach A5, which held seeds (G4.5).
    /// let kingulu = Position::start(Variant::Kingulu);
    /// let why = kingulu.why_illegal(&kingulu.parse_move("A1")?).expect("illegal");
    /// assert_eq!(why.reason, Reason::FirstLapOwnHole { pit: pit("A1"), end: pit("A5") });
    /// assert_eq!(why.rule(), "G4.5");
    /// // Bao la Kimasai's start: the hole ahead of A3 on South's ring, A2, holds a stone (M4).
    /// let kimasai = Position::start(Variant::Kimasai);
    /// let why = kimasai.why_illegal(&kimasai.parse_move("A3")?).expect("illegal");
    /// assert_eq!(why.reason, Reason::Blocked { pit: pit("A3"), next: pit("A2") });
    /// assert_eq!(why.rule(), "M4");
    /// assert_eq!(kimasai.why_illegal(&kimasai.parse_move("A2")?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
///
/// ```
/// use rules_core::{board_pits, Variant};
///
/// let names = |v| board_pits(v).iter().map(|p| p.to_string()).collect::<Vec<_>>();
/// // Bao Kingulu: North's row as South sees it (a6 to a1), then South's (A1 to A6), G1.
/// assert_eq!(names(Variant::Kingulu), ["a6", "a5", "a4", "a3", "a2", "a1", "A1", "A2", "A3", "A4", "A5", "A6"]);
/// assert_eq!(board_pits(Variant::Kiswahili).len(), 32);
/// assert_eq!(board_pits(Variant::Kimasai).len(), 48);
/// ```
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
