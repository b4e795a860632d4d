//! `kingulu:<a6..a1>/<A1..A6>:<to move>:<captured>:<reserved>` (book/src/reference/notation.md#positions).

use super::{index_of, pit_at, Position, HOLES, SEEDS};
use crate::notation::{self as n, ParseError, ParseErrorKind};
use crate::pit::{Side, Variant};
use core::fmt;

const FIELDS: [&str; 5] = ["game", "rows", "to move", "captured", "reserved"];

/// Board indices in the order the rows are written: `a6..a1` then `A1..A6`.
const WRITTEN: [usize; HOLES] = [11, 10, 9, 8, 7, 6, 0, 1, 2, 3, 4, 5];

impl Position {
    /// Reads a position in the notation. Board plus captured seeds must be 48 (G1, G6); a hole
    /// can only be reserved by the player it does not belong to (G4.2).
    pub fn parse(s: &str) -> Result<Position, ParseError> {
        let fields = n::fields(s, &FIELDS)?;
        if fields[0].text != "kingulu" {
            return Err(fields[0].error(0, ParseErrorKind::UnknownGame));
        }
        let rf = &fields[1];
        let rows = n::rows(rf, 2, 6, SEEDS as u32)?;
        let mut board = [0u8; HOLES];
        for (k, &c) in rows.iter().flatten().enumerate() {
            board[WRITTEN[k]] = c;
        }
        let to_move = n::side(&fields[2])?;
        let captured = n::pair(&fields[3], SEEDS as u32)?;
        let total: u32 = board.iter().chain(&captured).map(|&c| c as u32).sum();
        if total != SEEDS as u32 {
            return Err(rf.error(0, ParseErrorKind::SeedTotal { expected: SEEDS, found: total }));
        }
        let reserved = reserved(&fields[4])?;
        Ok(Position { board, to_move, captured, reserved })
    }
}

/// Reads `-` or `a3=S,A5=N` (sorted by pit name, each pit once). Also [`crate::Setup`]'s
/// reader of an edited reserved-holes field.
pub(crate) fn reserved(field: &n::Field<'_>) -> Result<[Option<Side>; HOLES], ParseError> {
    let mut out = [None; HOLES];
    match field.text {
        "" => return Err(field.error(0, ParseErrorKind::MissingField)),
        "-" => return Ok(out),
        _ => {}
    }
    let mut offset = 0;
    let mut last = None;
    for entry in field.text.split(',') {
        let Some((name, holder)) = entry.split_once('=') else {
            let at = entry.len();
            return Err(match entry.is_empty() {
                true => field.error(offset, ParseErrorKind::BadPit),
                false => field.error(offset + at, ParseErrorKind::MissingField),
            });
        };
        let pit = n::pit(field, name, offset, Variant::Kingulu)?;
        let holder_field = n::Field { name: field.name, text: holder, column: field.column + offset + name.len() + 1 };
        let side = n::side(&holder_field)?;
        if last.is_some_and(|l| l >= pit) {
            return Err(field.error(offset, ParseErrorKind::NotSorted));
        }
        last = Some(pit);
        if side == pit.side {
            return Err(field.error(offset, ParseErrorKind::Contradiction { what: "kingulu-reserved-own-hole" }));
        }
        if let Some(i) = index_of(pit) {
            out[i] = Some(side);
        }
        offset += entry.len() + 1;
    }
    Ok(out)
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(64);
        out.push_str("kingulu:");
        n::write_counts(&mut out, WRITTEN[..6].iter().map(|&i| self.board[i]));
        out.push('/');
        n::write_counts(&mut out, WRITTEN[6..].iter().map(|&i| self.board[i]));
        out.push(':');
        out.push(self.to_move.letter());
        out.push(':');
        n::write_counts(&mut out, self.captured);
        out.push(':');
        let mut held: Vec<_> = (0..HOLES).filter_map(|i| self.reserved[i].map(|s| (pit_at(i), s))).collect();
        held.sort_unstable();
        if held.is_empty() {
            out.push('-');
        }
        for (k, (pit, side)) in held.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            out.push_str(&format!("{pit}={}", side.letter()));
        }
        f.write_str(&out)
    }
}
