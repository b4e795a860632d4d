//! Sides, pits, directions and moves: the vocabulary every game shares.

use core::fmt;

/// The four games (the first field of a position in the notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    Kiswahili,
    Kujifunza,
    Kimasai,
    Kingulu,
}

impl Variant {
    pub const ALL: [Variant; 4] = [Variant::Kiswahili, Variant::Kujifunza, Variant::Kimasai, Variant::Kingulu];

    /// The name used in the notation.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Kiswahili => "kiswahili",
            Variant::Kujifunza => "kujifunza",
            Variant::Kimasai => "kimasai",
            Variant::Kingulu => "kingulu",
        }
    }

    pub fn from_name(s: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == s)
    }

    /// Pits in one row.
    pub fn row_len(self) -> u8 {
        match self {
            Variant::Kiswahili | Variant::Kujifunza => 8,
            Variant::Kimasai => 12,
            Variant::Kingulu => 6,
        }
    }

    /// Rows each player owns (front only for Kingulu).
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    South,
    North,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'S' => Some(Side::South),
            'N' => Some(Side::North),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Row {
    /// `A` / `a`: faces the opponent.
    Front,
    /// `B` / `b`.
    Back,
}

/// A pit (hole) named as in RULES.md: `A5` is South's fifth front pit from his left,
/// `b12` North's twelfth back hole. Index is 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pit {
    pub side: Side,
    pub row: Row,
    pub index: u8,
}

impl Pit {
    pub const fn new(side: Side, row: Row, index: u8) -> Pit {
        Pit { side, row, index }
    }

    /// Parses `A1`..`B12` / `a1`..`b12` without checking the game's board size.
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
    pub fn on_board(self, variant: Variant) -> bool {
        (1..=variant.row_len()).contains(&self.index) && (self.row == Row::Front || variant.rows_per_side() == 2)
    }

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
    Left,
    Right,
}

impl Dir {
    pub fn symbol(self) -> char {
        match self {
            Dir::Left => '<',
            Dir::Right => '>',
        }
    }
}

/// A complete move with every sub-choice (NOTATION.md, Moves).
/// Bao la Kiswahili and Kujifunza: `pit`, `dir` and `safari`; Kimasai and Kingulu: `pit` only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    pub pit: Pit,
    pub dir: Option<Dir>,
    /// K15.2: the player plays the house when the choice comes up (`+`).
    pub safari: bool,
}

impl Move {
    pub fn bao(pit: Pit, dir: Dir, safari: bool) -> Move {
        Move { pit, dir: Some(dir), safari }
    }
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

impl core::str::FromStr for Pit {
    type Err = ();
    fn from_str(s: &str) -> Result<Pit, ()> {
        Pit::parse(s).ok_or(())
    }
}
