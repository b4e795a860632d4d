//! Where each pit is drawn: a grid of rows (North's back row on top, as South sees the board;
//! turned half round when flipped). Shared by the widgets' SVG board.
// TODO(issue 5): use bao-diagram's geometry once it lands, so widgets and static diagrams match.

use rules_core::position::board_pits;
use rules_core::{Pit, Row, Variant};

/// Distance between pit centres, in SVG units.
pub const PITCH: f64 = 44.0;
pub const PIT_R: f64 = 19.0;
pub const MARGIN: f64 = 6.0;
/// Extra space between North's and South's halves.
pub const GAP: f64 = 8.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    pub pit: Pit,
    pub row: usize,
    pub col: usize,
    pub x: f64,
    pub y: f64,
}

/// Rows and columns of a board.
pub fn shape(variant: Variant) -> (usize, usize) {
    (usize::from(variant.rows_per_side()) * 2, usize::from(variant.row_len()))
}

pub fn size(variant: Variant) -> (f64, f64) {
    let (rows, cols) = shape(variant);
    (cols as f64 * PITCH + 2.0 * MARGIN, rows as f64 * PITCH + 2.0 * MARGIN + GAP)
}

/// Every pit with its grid place and centre.
pub fn cells(variant: Variant, flip: bool) -> Vec<Cell> {
    let (rows, cols) = shape(variant);
    board_pits(variant)
        .into_iter()
        .enumerate()
        .map(|(i, pit)| {
            let (r, c) = (i / cols.max(1), i % cols.max(1));
            let (row, col) = if flip { (rows - 1 - r, cols - 1 - c) } else { (r, c) };
            let gap = if row >= rows / 2 { GAP } else { 0.0 };
            Cell {
                pit,
                row,
                col,
                x: MARGIN + PITCH * (col as f64 + 0.5),
                y: MARGIN + gap + PITCH * (row as f64 + 0.5),
            }
        })
        .collect()
}

/// The pit drawn next to `pit` in a direction (dr, dc) on screen, for the arrow keys.
pub fn neighbour(variant: Variant, flip: bool, pit: Pit, dr: isize, dc: isize) -> Option<Pit> {
    let cells = cells(variant, flip);
    let here = cells.iter().find(|c| c.pit == pit)?;
    let (row, col) = (here.row.checked_add_signed(dr)?, here.col.checked_add_signed(dc)?);
    cells.iter().find(|c| c.row == row && c.col == col).map(|c| c.pit)
}

/// Centres of up to 12 seeds drawn in a pit, relative to its centre.
pub fn seed_dots(n: u8) -> Vec<(f64, f64)> {
    let ring = |k: usize, r: f64, phase: f64| -> Vec<(f64, f64)> {
        (0..k)
            .map(|i| {
                let a = phase + i as f64 * std::f64::consts::TAU / k as f64;
                (r * a.cos(), r * a.sin())
            })
            .collect()
    };
    match n {
        0 => Vec::new(),
        1 => vec![(0.0, 0.0)],
        2..=6 => ring(n.into(), 7.0, -1.5708),
        7..=12 => {
            let mut v = ring(3, 4.5, -1.5708);
            v.extend(ring(usize::from(n) - 3, 12.0, -1.2));
            v
        }
        _ => Vec::new(),
    }
}

/// True for the pits of the front rows (the ones that face the opponent).
pub fn is_front(pit: Pit) -> bool {
    pit.row == Row::Front
}
