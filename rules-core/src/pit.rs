//! Sides, pits, directions and moves: the vocabulary every game shares.

use core::fmt;

/// The four games (the first field of a position in the notation).
///
/// ```
/// use rules_core::Variant;
///
/// assert_eq!(Variant::from_name("kimasai"), Some(Variant::Kimasai));
/// assert_eq!(Variant::Kimasai.to_string(), "kimasai");
/// assert_eq!(Variant::from_name("bao"), None);
/// // The boards: four rows of eight (K1, J1), four of twelve (M1), two of six (G1).
/// let boards: Vec<(u8, u8)> = Variant::ALL.iter().map(|v| (v.rows_per_side() * 2, v.row_len())).collect();
/// assert_eq!(boards, [(4, 8), (4, 8), (4, 12), (2, 6)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    /// Bao la Kiswahili (K1-K32).
    Kiswahili,
    /// Bao la Kujifunza, the beginners' Bao (J1-J2).
    Kujifunza,
    /// Bao la Kimasai, four rows of twelve (M1-M7).
    Kimasai,
    /// Bao Kingulu, two rows of six (G1-G8).
    Kingulu,
}

impl Variant {
    /// The four games, in this order.
    pub const ALL: [Variant; 4] = [Variant::Kiswahili, Variant::Kujifunza, Variant::Kimasai, Variant::Kingulu];

    /// The name used in the notation.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Variant::Kiswahili => "kiswahili",
            Variant::Kujifunza => "kujifunza",
            Variant::Kimasai => "kimasai",
            Variant::Kingulu => "kingulu",
        }
    }

    /// The game of a name used in the notation (`kiswahili`, `kujifunza`, `kimasai`, `kingulu`).
    #[must_use]
    pub fn from_name(s: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == s)
    }

    /// The rule that names a move whose first action is not a capture a takasa move: K9 (Bao
    /// la Kujifunza plays by Bao la Kiswahili's rules, J2; the other games have no takasa and
    /// keep the number of the game that has it).
    #[must_use]
    pub fn takasa_rule(self) -> &'static str {
        "K9"
    }

    /// Pits in one row.
    #[must_use]
    pub fn row_len(self) -> u8 {
        match self {
            Variant::Kiswahili | Variant::Kujifunza => 8,
            Variant::Kimasai => 12,
            Variant::Kingulu => 6,
        }
    }

    /// Rows each player owns (front only for Kingulu).
    #[must_use]
    pub fn rows_per_side(self) -> u8 {
        match self {
            Variant::Kingulu => 1,
            _ => 2,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// South moves first and owns the capital-letter rows.
///
/// ```
/// use rules_core::{Pit, Side};
///
/// assert_eq!(Side::South.opponent(), Side::North);
/// // The notation writes the side to move as `S` or `N`.
/// assert_eq!(Side::from_letter('N'), Some(Side::North));
/// assert_eq!(Side::South.letter(), 'S');
/// // Capital letters are South's pits, small letters North's.
/// assert_eq!(Pit::parse("B3").expect("a pit").side, Side::South);
/// assert_eq!(Pit::parse("b3").expect("a pit").side, Side::North);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// Moves first; owns the rows `A` (front) and `B` (back).
    South,
    /// Owns the rows `a` (front) and `b` (back).
    North,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
    /// 0 for South, 1 for North: the index of pairs written South first.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
    /// `S` or `N`, as in the notation's side to move.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
    /// The side of `S` or `N`.
    #[must_use]
    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'S' => Some(Side::South),
            'N' => Some(Side::North),
            _ => None,
        }
    }
}

/// A player's row of pits (K1, M1, G1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Row {
    /// `A` / `a`: faces the opponent.
    Front,
    /// `B` / `b`.
    Back,
}

/// A pit (hole) named as in the rules (K1, M1, G1): `A5` is South's fifth front pit from his
/// left, `b12` North's twelfth back hole. The index is 1-based.
///
/// ```
/// use rules_core::{Pit, Row, Side, Variant};
///
/// let a5 = Pit::parse("a5").expect("a pit");
/// assert_eq!((a5.side, a5.row, a5.index), (Side::North, Row::Front, 5));
/// assert_eq!(a5.to_string(), "a5");
/// // Bao la Kimasai has twelve holes a row, Bao la Kiswahili eight.
/// let b12 = Pit::parse("b12").expect("a pit");
/// assert!(b12.on_board(Variant::Kimasai) && !b12.on_board(Variant::Kiswahili));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pit {
    /// The owner.
    pub side: Side,
    /// Front (`A`, `a`) or back (`B`, `b`).
    pub row: Row,
    /// 1 to 8 (Bao la Kiswahili, Bao la Kujifunza), 12 (Bao la Kimasai) or 6 (Bao Kingulu),
    /// counted from the owner's left.
    pub index: u8,
}

impl Pit {
    /// The pit `index` of `side`'s `row` (not checked against any board: see [`Pit::on_board`]).
    #[must_use]
    pub const fn new(side: Side, row: Row, index: u8) -> Pit {
        Pit { side, row, index }
    }

    /// Parses `A1`..`B12` / `a1`..`b12` without checking the game's board size.
    #[must_use]
    pub fn parse(s: &str) -> Option<Pit> {
        let mut chars = s.chars();
        let (side, row) = match chars.next()? {
            'A' => (Side::South, Row::Front),
            'B' => (Side::South, Row::Back),
            'a' => (Side::North, Row::Front),
            'b' => (Side::North, Row::Back),
            _ => return None,
        };
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || digits.starts_with('0') {
            return None;
        }
        let index: u8 = digits.parse().ok()?;
        (1..=12).contains(&index).then_some(Pit { side, row, index })
    }

    /// True when the pit exists on this game's board.
    #[must_use]
    pub fn on_board(self, variant: Variant) -> bool {
        (1..=variant.row_len()).contains(&self.index) && (self.row == Row::Front || variant.rows_per_side() == 2)
    }

    /// The row letter of the name: `A`, `B` (South), `a`, `b` (North).
    #[must_use]
    pub fn letter(self) -> char {
        match (self.side, self.row) {
            (Side::South, Row::Front) => 'A',
            (Side::South, Row::Back) => 'B',
            (Side::North, Row::Front) => 'a',
            (Side::North, Row::Back) => 'b',
        }
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.index)
    }
}

/// Byte order of the names, as canonical move lists are sorted (`A1 < A10 < A2 < B1 < a1`).
impl Ord for Pit {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        let key = |p: &Pit| {
            let mut buf = [0u8; 3];
            buf[0] = p.letter() as u8;
            if p.index >= 10 {
                buf[1] = b'1';
                buf[2] = b'0' + p.index - 10;
            } else {
                buf[1] = b'0' + p.index;
            }
            buf
        };
        key(self).cmp(&key(other))
    }
}
impl PartialOrd for Pit {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A direction from the mover's point of view (K3): `<` his left, `>` his right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Dir {
    /// `<`: the first seed goes to the pit on the mover's left.
    Left,
    /// `>`: the first seed goes to the pit on the mover's right.
    Right,
}

impl Dir {
    /// `<` or `>`, as in the notation.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Dir::Left => '<',
            Dir::Right => '>',
        }
    }
}

/// A complete move with every sub-choice (`book/src/reference/notation.md#moves`).
/// Bao la Kiswahili and Kujifunza: `pit`, `dir` and `safari`; Kimasai and Kingulu: `pit` only.
///
/// ```
/// use rules_core::{Dir, Move, Pit, Position, Variant};
///
/// let a6 = Pit::parse("A6").expect("a pit");
/// let mv = Move::bao(a6, Dir::Left, false);
/// assert_eq!(mv.to_string(), "A6<");
/// // A position reads a move in its own game's notation.
/// assert_eq!(Position::start(Variant::Kujifunza).parse_move("A6<")?, mv);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The pit the move starts from; in a namua move, the front pit that receives the seed
    /// from the store.
    pub pit: Pit,
    /// The direction of the first lap, or in a namua capture the kichwa where the captured
    /// seeds enter (K11); `None` in Bao la Kimasai and Bao Kingulu.
    pub dir: Option<Dir>,
    /// K15.2: the player plays the house when the choice comes up (`+`).
    pub safari: bool,
}

impl Move {
    /// A move of Bao la Kiswahili or Bao la Kujifunza: `A7<`, `a5>+`.
    #[must_use]
    pub fn bao(pit: Pit, dir: Dir, safari: bool) -> Move {
        Move { pit, dir: Some(dir), safari }
    }

    /// A move of Bao la Kimasai or Bao Kingulu: the hole it starts from.
    #[must_use]
    pub fn pit(pit: Pit) -> Move {
        Move { pit, dir: None, safari: false }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.pit)?;
        if let Some(d) = self.dir {
            write!(f, "{}", d.symbol())?;
        }
        if self.safari {
            f.write_str("+")?;
        }
        Ok(())
    }
}

/// Canonical move lists are sorted in byte order of their notation.
impl Ord for Move {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        // '+' (0x2B) < '<' (0x3C) < '>' (0x3E); a move without '+' is a prefix, so it sorts first.
        self.pit.cmp(&other.pit).then(self.dir.cmp(&other.dir)).then(self.safari.cmp(&other.safari))
    }
}
impl PartialOrd for Move {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
