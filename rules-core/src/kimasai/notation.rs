//! `kimasai:<b12..b1>/<a12..a1>/<A1..A12>/<B1..B12>:<to move>` (book/src/reference/notation.md#positions).

use super::{ring_of, Position, StonelessWaitingSide, MAX_STONES, STONELESS_WAITING_SIDE};
use crate::notation::{self as n, ParseError, ParseErrorKind};
use crate::pit::{Pit, Row, Side};
use core::fmt;

const FIELDS: [&str; 3] = ["game", "rows", "to move"];

/// The rows as written, top first: (side, row, is the row written from index 12 down to 1).
const ROWS: [(Side, Row, bool); 4] = [
    (Side::North, Row::Back, true),
    (Side::North, Row::Front, true),
    (Side::South, Row::Front, false),
    (Side::South, Row::Back, false),
];

/// The hole written at position `i` (0-based) of row `row`.
fn pit_written(row: usize, i: usize) -> Pit {
    let (side, r, reversed) = ROWS[row];
    let index = if reversed { 12 - i } else { i + 1 };
    Pit::new(side, r, index as u8)
}

/// Offset in the rows field of the `i`-th count of row `row` (for error columns).
fn offset_of(text: &str, row: usize, i: usize) -> usize {
    let mut offset = 0;
    for (k, part) in text.split('/').enumerate() {
        if k == row {
            return offset + part.split(',').take(i).map(|c| c.len() + 1).sum::<usize>();
        }
        offset += part.len() + 1;
    }
    0
}

impl Position {
    /// Reads a position in the notation. Rejects a hole with more than one stone (M3), a side
    /// with more than 23 stones (M2), and a position no game reaches (see
    /// [`super::StonelessWaitingSide`]).
    pub fn parse(s: &str) -> Result<Position, ParseError> {
        let fields = n::fields(s, &FIELDS)?;
        if fields[0].text != "kimasai" {
            return Err(fields[0].error(0, ParseErrorKind::UnknownGame));
        }
        let rf = &fields[1];
        let rows = n::rows(rf, 4, 12, 255)?;
        let mut rings = [0u32; 2];
        let mut total = 0u32;
        for (row, counts) in rows.iter().enumerate() {
            for (i, &c) in counts.iter().enumerate() {
                let pit = pit_written(row, i);
                if c > 1 {
                    return Err(rf.error(offset_of(rf.text, row, i), ParseErrorKind::PitTooFull { pit, max: 1 }));
                }
                if c == 1 {
                    if let Some(r) = ring_of(pit) {
                        rings[pit.side.index()] |= 1 << r;
                    }
                    total += 1;
                }
            }
        }
        let max_total = 2 * MAX_STONES as u32;
        if total > max_total {
            return Err(rf.error(0, ParseErrorKind::SeedTotal { expected: max_total as u8, found: total }));
        }
        for side in [Side::South, Side::North] {
            if rings[side.index()].count_ones() > MAX_STONES as u32 {
                return Err(rf.error(0, ParseErrorKind::SideTooFull { side, max: MAX_STONES }));
            }
        }
        let to_move = n::side(&fields[2])?;
        if STONELESS_WAITING_SIDE == StonelessWaitingSide::Reject && rings[to_move.opponent().index()] == 0 {
            return Err(fields[2].error(0, ParseErrorKind::Contradiction { what: "kimasai-waiting-side-no-stones" }));
        }
        Ok(Position { rings, to_move })
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(110);
        out.push_str("kimasai:");
        for row in 0..4 {
            if row > 0 {
                out.push('/');
            }
            n::write_counts(&mut out, (0..12).map(|i| self.count(pit_written(row, i))));
        }
        out.push(':');
        out.push(self.to_move.letter());
        f.write_str(&out)
    }
}
