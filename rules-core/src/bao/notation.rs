//! `kiswahili:<rows>:<to move>:<stores>:<nyumba>:<takasia>` and `kujifunza:<rows>:<to move>`.

use super::{base, pit_at, ring_of, Position, SEEDS};
use crate::notation::{self as n, ParseError, ParseErrorKind};
use crate::pit::{Row, Side, Variant};
use core::fmt;

const KISWAHILI_FIELDS: [&str; 6] = ["game", "rows", "to move", "stores", "nyumba", "takasia"];
const KUJIFUNZA_FIELDS: [&str; 3] = ["game", "rows", "to move"];

impl Position {
    /// Reads a position of `variant` (Kiswahili or Kujifunza) in the notation.
    pub fn parse(s: &str, variant: Variant) -> Result<Position, ParseError> {
        let names: &[&'static str] = if variant == Variant::Kiswahili { &KISWAHILI_FIELDS } else { &KUJIFUNZA_FIELDS };
        let fields = n::fields(s, names)?;
        let rows_field = &fields[1];
        let rows = n::rows(rows_field, 4, 8, SEEDS)?;
        let mut board = [0u8; 32];
        // Written as South sees it: b8..b1 / a8..a1 / A1..A8 / B1..B8. In ring order (K3,
        // `ring_of`) front pit k is k - 1 and back pit k is 16 - k, so the i-th count of a row is
        // b(8-i) = ring 8 + i, a(8-i) = ring 7 - i, A(i+1) = ring i, B(i+1) = ring 15 - i.
        let (north, south) = (base(Side::North), base(Side::South));
        for i in 0..8 {
            board[north + 8 + i] = rows[0][i];
            board[north + 7 - i] = rows[1][i];
            board[south + i] = rows[2][i];
            board[south + 15 - i] = rows[3][i];
        }
        let to_move = n::side(&fields[2])?;
        let mut p = Position { variant, board, to_move, stores: [0, 0], nyumba: [false, false], takasia: None };
        if variant == Variant::Kiswahili {
            p.stores = n::pair(&fields[3], 22)?;
            let nf = &fields[4];
            p.nyumba = match nf.text {
                "SN" => [true, true],
                "S" => [true, false],
                "N" => [false, true],
                "-" => [false, false],
                "" => return Err(nf.error(0, ParseErrorKind::MissingField)),
                t => {
                    let bad = t.chars().position(|c| !matches!(c, 'S' | 'N' | '-')).unwrap_or(1);
                    let found = t.chars().nth(bad).unwrap_or('?');
                    return Err(nf.error(bad, ParseErrorKind::BadChar { found }));
                }
            };
            let tf = &fields[5];
            if tf.text.is_empty() {
                return Err(tf.error(0, ParseErrorKind::MissingField));
            }
            if tf.text != "-" {
                let pit = n::pit(tf, tf.text, 0, variant)?;
                if pit.side != to_move || pit.row != Row::Front {
                    return Err(tf.error(0, ParseErrorKind::Contradiction { what: "takasia-not-mover-front" }));
                }
                if p.stores != [0, 0] {
                    return Err(tf.error(0, ParseErrorKind::Contradiction { what: "takasia-in-namua" }));
                }
                p.takasia = ring_of(pit).map(|r| r as u8);
            }
        }
        let total: u32 =
            p.board.iter().map(|&c| c as u32).sum::<u32>() + p.stores.iter().map(|&c| c as u32).sum::<u32>();
        if total != SEEDS {
            return Err(rows_field.error(0, ParseErrorKind::SeedTotal { expected: SEEDS as u8, found: total }));
        }
        Ok(p)
    }
}

fn pit_at_row(side: Side, row: Row, index: usize) -> crate::Pit {
    crate::Pit::new(side, row, index as u8)
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(96);
        out.push_str(self.variant.name());
        out.push(':');
        let get = |side, row, i| self.count(pit_at_row(side, row, i));
        n::write_counts(&mut out, (1..=8).rev().map(|i| get(Side::North, Row::Back, i)));
        out.push('/');
        n::write_counts(&mut out, (1..=8).rev().map(|i| get(Side::North, Row::Front, i)));
        out.push('/');
        n::write_counts(&mut out, (1..=8).map(|i| get(Side::South, Row::Front, i)));
        out.push('/');
        n::write_counts(&mut out, (1..=8).map(|i| get(Side::South, Row::Back, i)));
        out.push(':');
        out.push(self.to_move.letter());
        if self.variant == Variant::Kiswahili {
            out.push(':');
            n::write_counts(&mut out, self.stores);
            out.push(':');
            out.push_str(n::nyumba_field(self.nyumba));
            out.push(':');
            match self.takasia {
                Some(r) => out.push_str(&pit_at(self.to_move, r as usize).to_string()),
                None => out.push('-'),
            }
        }
        f.write_str(&out)
    }
}
