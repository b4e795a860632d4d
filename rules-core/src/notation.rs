//! Reading and writing the notation (`book/src/reference/notation.md`): shared pieces (fields,
//! rows, errors).
//! Each game's module parses its own fields with these helpers; [`crate::Position`] dispatches
//! on the first field.

use crate::pit::{Dir, Move, Pit, Side, Variant};
use core::fmt;

/// What is wrong with a position, a move or a record, and where: `field` names the field
/// (`"game"`, `"rows"`, `"to move"`, `"stores"`, `"nyumba"`, `"takasia"`, `"captured"`,
/// `"reserved"`, `"move"`), `column` is the 0-based character offset in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ParseError {
    /// The field: `"game"`, `"rows"`, `"to move"`, `"stores"`, `"nyumba"`, `"takasia"`,
    /// `"captured"`, `"reserved"`, `"position"` (a field too many), `"move"` or `"pit"`.
    pub field: &'static str,
    /// The 0-based character offset in the text read.
    pub column: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What is wrong with a field.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ParseErrorKind {
    /// Nothing to read.
    Empty,
    /// The first field is not a game name.
    UnknownGame,
    /// The field is missing.
    MissingField,
    /// More fields than the game has.
    ExtraField,
    /// A character that does not belong here.
    BadChar {
        /// The character found.
        found: char,
    },
    /// A number is missing or too large.
    BadNumber,
    /// The board has the wrong number of rows.
    RowCount {
        /// The game's rows.
        expected: u8,
        /// The rows written.
        found: usize,
    },
    /// A row has the wrong number of pits.
    RowLength {
        /// The game's pits in a row.
        expected: u8,
        /// The pits written.
        found: usize,
    },
    /// The seeds do not add up (`expected` is the game's total, or its maximum).
    SeedTotal {
        /// The game's total (or its maximum).
        expected: u8,
        /// The seeds written.
        found: u32,
    },
    /// A pit holds more than the game allows (Kimasai: 1).
    PitTooFull {
        /// The pit.
        pit: Pit,
        /// The most it may hold.
        max: u8,
    },
    /// A side has more stones than the game allows (Kimasai: 23).
    SideTooFull {
        /// The side.
        side: Side,
        /// The most stones it may have.
        max: u8,
    },
    /// Not a pit name of this game.
    BadPit,
    /// Fields that contradict each other, e.g. a takasia pit that is not a front pit of the
    /// player to move. `what` is a stable id for the locales.
    Contradiction {
        /// What contradicts what, as a stable id (`takasia-in-namua`,
        /// `takasia-not-mover-front`, `kimasai-waiting-side-no-stones`,
        /// `kingulu-reserved-own-hole`).
        what: &'static str,
    },
    /// A pit name listed twice or out of order.
    NotSorted,
}

impl ParseErrorKind {
    /// A stable id for the locales (`parse-<id>` in the Fluent files).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            ParseErrorKind::Empty => "empty",
            ParseErrorKind::UnknownGame => "unknown-game",
            ParseErrorKind::MissingField => "missing-field",
            ParseErrorKind::ExtraField => "extra-field",
            ParseErrorKind::BadChar { .. } => "bad-char",
            ParseErrorKind::BadNumber => "bad-number",
            ParseErrorKind::RowCount { .. } => "row-count",
            ParseErrorKind::RowLength { .. } => "row-length",
            ParseErrorKind::SeedTotal { .. } => "seed-total",
            ParseErrorKind::PitTooFull { .. } => "pit-too-full",
            ParseErrorKind::SideTooFull { .. } => "side-too-full",
            ParseErrorKind::BadPit => "bad-pit",
            ParseErrorKind::Contradiction { .. } => "contradiction",
            ParseErrorKind::NotSorted => "not-sorted",
        }
    }
}

impl ParseError {
    /// An error in `field` at `column`.
    #[must_use]
    pub fn new(field: &'static str, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { field, column, kind }
    }
}

/// English, for the command line and tests; the widgets use the locales.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (column {}): ", self.field, self.column + 1)?;
        match &self.kind {
            ParseErrorKind::Empty => write!(f, "nothing to read"),
            ParseErrorKind::UnknownGame => write!(f, "unknown game (kiswahili, kujifunza, kimasai, kingulu)"),
            ParseErrorKind::MissingField => write!(f, "missing"),
            ParseErrorKind::ExtraField => write!(f, "one field too many"),
            ParseErrorKind::BadChar { found } => write!(f, "unexpected character {found:?}"),
            ParseErrorKind::BadNumber => write!(f, "a number is missing or too large"),
            ParseErrorKind::RowCount { expected, found } => write!(f, "{found} rows, expected {expected}"),
            ParseErrorKind::RowLength { expected, found } => write!(f, "{found} pits in the row, expected {expected}"),
            ParseErrorKind::SeedTotal { expected, found } => write!(f, "{found} seeds, expected {expected}"),
            ParseErrorKind::PitTooFull { pit, max } => write!(f, "{pit} holds more than {max}"),
            ParseErrorKind::SideTooFull { side, max } => write!(f, "{side:?} has more than {max} stones"),
            ParseErrorKind::BadPit => write!(f, "not a pit of this board"),
            ParseErrorKind::Contradiction { what } => write!(f, "contradiction: {what}"),
            ParseErrorKind::NotSorted => write!(f, "pits must be listed once each, sorted by name"),
        }
    }
}

impl std::error::Error for ParseError {}

/// A field of a position with its name and its offset in the whole string.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Field<'a> {
    pub(crate) name: &'static str,
    pub(crate) text: &'a str,
    pub(crate) column: usize,
}

impl<'a> Field<'a> {
    pub(crate) fn error(&self, offset: usize, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.name, self.column + offset, kind)
    }
}

/// Splits `s` at `:` and names the fields; too few or too many fields is an error.
pub(crate) fn fields<'a>(s: &'a str, names: &[&'static str]) -> Result<Vec<Field<'a>>, ParseError> {
    let mut out = Vec::with_capacity(names.len());
    let mut column: usize = 0;
    for (i, text) in s.split(':').enumerate() {
        let Some(&name) = names.get(i) else {
            return Err(ParseError::new("position", column.saturating_sub(1), ParseErrorKind::ExtraField));
        };
        out.push(Field { name, text, column });
        column += text.chars().count() + 1;
    }
    // Missing fields come back empty, so that errors are reported in reading order: a bad
    // board before a missing side to move.
    let end = s.chars().count();
    for &name in &names[out.len()..] {
        out.push(Field { name, text: "", column: end });
    }
    Ok(out)
}

/// Reads a decimal number of at most 3 digits at the start of `s` (canonical: no leading zeros
/// except `0` itself). Returns the value and the bytes read.
pub(crate) fn number(field: &Field<'_>, s: &str, offset: usize, max: u32) -> Result<(u32, usize), ParseError> {
    let digits = s.bytes().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return Err(match s.chars().next() {
            Some(c) => field.error(offset, ParseErrorKind::BadChar { found: c }),
            None => field.error(offset, ParseErrorKind::BadNumber),
        });
    }
    if digits > 1 && s.starts_with('0') {
        return Err(field.error(offset, ParseErrorKind::BadChar { found: '0' }));
    }
    if digits > 3 {
        return Err(field.error(offset, ParseErrorKind::BadNumber));
    }
    let value: u32 = s[..digits].parse().map_err(|_| field.error(offset, ParseErrorKind::BadNumber))?;
    if value > max {
        return Err(field.error(offset, ParseErrorKind::BadNumber));
    }
    Ok((value, digits))
}

/// Reads `n,n,...` (exactly `len` numbers, each at most `max`) starting at `offset` in `field`.
pub(crate) fn counts(field: &Field<'_>, text: &str, offset: usize, len: u8, max: u32) -> Result<Vec<u8>, ParseError> {
    let mut out = Vec::with_capacity(len as usize);
    let mut pos = 0;
    loop {
        let (v, used) = number(field, &text[pos..], offset + pos, max)?;
        out.push(v as u8);
        pos += used;
        match text[pos..].chars().next() {
            None => break,
            Some(',') => pos += 1,
            Some(c) => return Err(field.error(offset + pos, ParseErrorKind::BadChar { found: c })),
        }
    }
    if out.len() != len as usize {
        return Err(field.error(offset, ParseErrorKind::RowLength { expected: len, found: out.len() }));
    }
    Ok(out)
}

/// Reads the rows field: `rows` rows of `len` counts separated by `/`, top (North's back row)
/// first. Returns the rows in the order written.
pub(crate) fn rows(field: &Field<'_>, rows: u8, len: u8, max: u32) -> Result<Vec<Vec<u8>>, ParseError> {
    if field.text.is_empty() {
        return Err(field.error(0, ParseErrorKind::MissingField));
    }
    let parts: Vec<&str> = field.text.split('/').collect();
    if parts.len() != rows as usize {
        return Err(field.error(0, ParseErrorKind::RowCount { expected: rows, found: parts.len() }));
    }
    let mut out = Vec::with_capacity(rows as usize);
    let mut offset = 0;
    for part in parts {
        out.push(counts(field, part, offset, len, max)?);
        offset += part.len() + 1;
    }
    Ok(out)
}

/// Reads `S` or `N`.
pub(crate) fn side(field: &Field<'_>) -> Result<Side, ParseError> {
    let mut chars = field.text.chars();
    match (chars.next(), chars.next()) {
        (None, _) => Err(field.error(0, ParseErrorKind::MissingField)),
        (Some(c), None) => Side::from_letter(c).ok_or(field.error(0, ParseErrorKind::BadChar { found: c })),
        (Some(_), Some(c)) => Err(field.error(1, ParseErrorKind::BadChar { found: c })),
    }
}

/// Reads `n,n` (South first).
pub(crate) fn pair(field: &Field<'_>, max: u32) -> Result<[u8; 2], ParseError> {
    if field.text.is_empty() {
        return Err(field.error(0, ParseErrorKind::MissingField));
    }
    let v = counts(field, field.text, 0, 2, max)?;
    Ok([v[0], v[1]])
}

/// Reads a pit name that must exist on the board of `variant`.
pub(crate) fn pit(field: &Field<'_>, text: &str, offset: usize, variant: Variant) -> Result<Pit, ParseError> {
    match Pit::parse(text) {
        Some(p) if p.on_board(variant) => Ok(p),
        _ => Err(field.error(offset, ParseErrorKind::BadPit)),
    }
}

/// The nyumba field of Bao la Kiswahili: the owned nyumba, South first (`SN`, `S`, `N`, `-`).
/// The one writer of this field (the engine and [`crate::Setup`] use it).
pub(crate) fn nyumba_field(owned: [bool; 2]) -> &'static str {
    match owned {
        [true, true] => "SN",
        [true, false] => "S",
        [false, true] => "N",
        [false, false] => "-",
    }
}

/// Writes counts separated by `,`.
pub(crate) fn write_counts(out: &mut String, counts: impl IntoIterator<Item = u8>) {
    use core::fmt::Write;
    for (i, c) in counts.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{c}");
    }
}

impl Move {
    /// Reads a move of `variant` in the notation: `<pit><dir>[+]` (Bao la Kiswahili, Bao la
    /// Kujifunza) or `<pit>` (Bao la Kimasai, Bao Kingulu). The marks `*`, `**` and `#` after a
    /// move are read and dropped. Syntax only: [`crate::Position::play`] says whether it is
    /// legal.
    ///
    /// ```
    /// use rules_core::{Dir, Move, Pit, Variant};
    ///
    /// let a5 = Pit::parse("a5").expect("a pit");
    /// // North plays the house (safari, K15.2) when the choice comes up: `+`.
    /// let mv = Move::parse("a5>+", Variant::Kiswahili)?;
    /// assert_eq!(mv, Move::bao(a5, Dir::Right, true));
    /// assert_eq!(mv.to_string(), "a5>+");
    /// // The marks of a record are dropped: `*` takasa, `**` takasia, `#` a winning move.
    /// assert_eq!(Move::parse("A7<*", Variant::Kiswahili)?, Move::parse("A7<", Variant::Kiswahili)?);
    /// // Bao la Kimasai and Bao Kingulu name the hole only; Bao needs a direction.
    /// assert_eq!(Move::parse("A2", Variant::Kimasai)?, Move::pit(Pit::parse("A2").expect("a pit")));
    /// assert!(Move::parse("A2", Variant::Kujifunza).is_err());
    /// // Bao la Kujifunza has no nyumba power (J1), so no safari either.
    /// assert!(Move::parse("A5>+", Variant::Kujifunza).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse(s: &str, variant: Variant) -> Result<Move, ParseError> {
        let field = Field { name: "move", text: s, column: 0 };
        let body = s.trim_end_matches(['*', '#']);
        if body.is_empty() {
            return Err(field.error(0, ParseErrorKind::Empty));
        }
        let pit_len = body.char_indices().skip(1).find(|(_, c)| !c.is_ascii_digit()).map_or(body.len(), |(i, _)| i);
        let pit = pit(&field, &body[..pit_len], 0, variant)?;
        let rest = &body[pit_len..];
        match variant {
            Variant::Kimasai | Variant::Kingulu => match rest.chars().next() {
                None => Ok(Move::pit(pit)),
                Some(c) => Err(field.error(pit_len, ParseErrorKind::BadChar { found: c })),
            },
            Variant::Kiswahili | Variant::Kujifunza => {
                let mut chars = rest.chars();
                let dir = match chars.next() {
                    Some('<') => Dir::Left,
                    Some('>') => Dir::Right,
                    Some(c) => return Err(field.error(pit_len, ParseErrorKind::BadChar { found: c })),
                    None => return Err(field.error(pit_len, ParseErrorKind::MissingField)),
                };
                let safari = match chars.next() {
                    None => false,
                    Some('+') if variant == Variant::Kiswahili => true,
                    Some(c) => return Err(field.error(pit_len + 1, ParseErrorKind::BadChar { found: c })),
                };
                if let Some(c) = chars.next() {
                    return Err(field.error(pit_len + 2, ParseErrorKind::BadChar { found: c }));
                }
                Ok(Move::bao(pit, dir, safari))
            }
        }
    }
}

/// Reads a pit name (`A1`..`b12`), without checking any game's board size; an error is a
/// [`ParseError`] of the field `pit`.
impl core::str::FromStr for Pit {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Pit, ParseError> {
        let kind = if s.is_empty() { ParseErrorKind::Empty } else { ParseErrorKind::BadPit };
        Pit::parse(s).ok_or(ParseError::new("pit", 0, kind))
    }
}
