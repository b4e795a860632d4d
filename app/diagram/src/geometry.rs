//! Where each pit sits on the drawing. Units are SVG user units; one cell is [`CELL`] wide.

use rules_core::{Pit, Row, Side, Variant};

/// Width of one pit's cell.
pub(crate) const CELL: f32 = 40.0;
/// Radius of a pit.
pub(crate) const PIT_R: f32 = 16.0;
/// Extra space between the two players' halves of the board.
const MIDDLE_GAP: f32 = 10.0;
/// Space around the board.
const MARGIN: f32 = 6.0;
/// Height added above each row for pit names when labels are drawn.
const LABEL_H: f32 = 9.0;
/// Width of the column on the right that holds stores / captured seeds (Kiswahili, Kingulu).
const SIDE_COL: f32 = 44.0;

/// A special pit of Bao la Kiswahili (K2): nyumba, kichwa, kimbi.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The nyumba (house), `A5`/`a5`.
    Nyumba,
    /// A kichwa, an end pit of a front row: `A1`, `A8`/`a1`, `a8`.
    Kichwa,
    /// A kimbi that is not a kichwa: `A2`, `A7`/`a2`, `a7` (drawn apart from the kichwa).
    Kimbi,
}

/// The layout of one board, as seen from South (or from North when `flip`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The game whose board is drawn (its rows, pits and stores).
    pub variant: Variant,
    /// Seen from North: North's rows at the bottom.
    pub flip: bool,
    /// Pit names are drawn above the rows.
    pub labels: bool,
    /// Size of the whole drawing (the `viewBox` is `0 0 width height`).
    pub width: f32,
    /// Height of the whole drawing, in the same units as `width`.
    pub height: f32,
    /// Radius of a pit's circle, in drawing units.
    pub pit_radius: f32,
}

impl Geometry {
    /// The layout of `variant`'s board, seen from North when `flip`, with room for pit names
    /// when `labels`.
    #[must_use]
    pub fn new(variant: Variant, flip: bool, labels: bool) -> Geometry {
        let cols = variant.row_len() as f32;
        let rows = rows(variant) as f32;
        let row_h = row_height(labels);
        let side = if has_side_column(variant) { SIDE_COL } else { 0.0 };
        Geometry {
            variant,
            flip,
            labels,
            width: 2.0 * MARGIN + cols * CELL + side,
            height: 2.0 * MARGIN + rows * row_h + MIDDLE_GAP,
            pit_radius: PIT_R,
        }
    }

    /// Drawing row of a pit, 0 at the top, before flipping: North's back row, North's front,
    /// South's front, South's back (K4); Kingulu: `a`, then `A`.
    fn row_of(&self, pit: Pit) -> usize {
        match (rows(self.variant), pit.side, pit.row) {
            (2, Side::North, _) => 0,
            (2, Side::South, _) => 1,
            (_, Side::North, Row::Back) => 0,
            (_, Side::North, Row::Front) => 1,
            (_, Side::South, Row::Front) => 2,
            (_, Side::South, Row::Back) => 3,
        }
    }

    /// Drawing column, 0 at the left, before flipping: South counts from his left, North's
    /// pits run `n..1` from the left as South sees them.
    fn col_of(&self, pit: Pit) -> usize {
        let n = self.variant.row_len() as usize;
        let i = pit.index as usize;
        match pit.side {
            Side::South => i - 1,
            Side::North => n - i,
        }
    }

    /// Centre of a pit. Pits not on this board get the centre of the nearest cell.
    #[must_use]
    pub fn centre(&self, pit: Pit) -> (f32, f32) {
        let n = self.variant.row_len() as usize;
        let r = rows(self.variant);
        let index = pit.index.clamp(1, n as u8);
        let pit = Pit { index, ..pit };
        let (mut row, mut col) = (self.row_of(pit).min(r - 1), self.col_of(pit));
        if self.flip {
            row = r - 1 - row;
            col = n - 1 - col;
        }
        let row_h = row_height(self.labels);
        let gap = if row >= r / 2 { MIDDLE_GAP } else { 0.0 };
        let label = if self.labels { LABEL_H } else { 0.0 };
        let x = MARGIN + CELL * (col as f32 + 0.5);
        let y = MARGIN + gap + row_h * row as f32 + label + (row_h - label) / 2.0;
        (x, y)
    }

    /// Where a pit's name is written when labels are on (above the pit).
    #[must_use]
    pub fn label_anchor(&self, pit: Pit) -> (f32, f32) {
        let (x, y) = self.centre(pit);
        (x, y - PIT_R - 2.5)
    }

    /// The y coordinate of the line between the two halves.
    #[must_use]
    pub fn middle_y(&self) -> f32 {
        MARGIN + row_height(self.labels) * (rows(self.variant) / 2) as f32 + MIDDLE_GAP / 2.0
    }

    /// Left edge and width of the playing area (without the side column).
    #[must_use]
    pub fn board_x(&self) -> (f32, f32) {
        (MARGIN, self.variant.row_len() as f32 * CELL)
    }

    /// Centre of the side box that shows `side`'s store (Kiswahili) or captured seeds
    /// (Kingulu); `None` for games without one.
    #[must_use]
    pub fn side_box(&self, side: Side) -> Option<(f32, f32)> {
        if !has_side_column(self.variant) {
            return None;
        }
        let x = MARGIN + self.variant.row_len() as f32 * CELL + SIDE_COL / 2.0;
        let top = (side == Side::North) != self.flip;
        let y = if top { self.height / 4.0 + 2.0 } else { self.height * 3.0 / 4.0 - 2.0 };
        Some((x, y))
    }

    /// Every pit of the board (the notation's order).
    #[must_use]
    pub fn pits(&self) -> Vec<Pit> {
        rules_core::board_pits(self.variant)
    }

    /// The special role of a pit (K2), for Bao la Kiswahili and Kujifunza boards.
    #[must_use]
    pub fn mark(&self, pit: Pit) -> Option<Mark> {
        if !matches!(self.variant, Variant::Kiswahili | Variant::Kujifunza) || pit.row != Row::Front {
            return None;
        }
        match pit.index {
            5 if self.variant == Variant::Kiswahili => Some(Mark::Nyumba),
            1 | 8 => Some(Mark::Kichwa),
            2 | 7 => Some(Mark::Kimbi),
            _ => None,
        }
    }
}

fn rows(variant: Variant) -> usize {
    2 * variant.rows_per_side() as usize
}

fn row_height(labels: bool) -> f32 {
    CELL + if labels { LABEL_H } else { 0.0 }
}

fn has_side_column(variant: Variant) -> bool {
    matches!(variant, Variant::Kiswahili | Variant::Kingulu)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(s: &str) -> Pit {
        Pit::parse(s).unwrap()
    }

    #[test]
    fn south_sees_a1_bottom_left_of_the_front_row_and_a8_faces_it() {
        let g = Geometry::new(Variant::Kiswahili, false, false);
        let (x1, y1) = g.centre(pit("A1"));
        let (xa8, ya8) = g.centre(pit("a8"));
        assert_eq!(x1, xa8, "K1: A1 faces a8");
        assert!(ya8 < y1);
        let (_, yb1) = g.centre(pit("B1"));
        assert!(yb1 > y1, "the back row is nearer South");
        let (x8, _) = g.centre(pit("A8"));
        assert!(x8 > x1);
    }

    #[test]
    fn flip_turns_the_board_round() {
        let g = Geometry::new(Variant::Kiswahili, true, false);
        let (x1, y1) = g.centre(pit("a1"));
        let (xb, yb) = g.centre(pit("B1"));
        assert!(y1 > g.middle_y() && yb < g.middle_y());
        assert!(x1 < xb, "North's a1 is at his left");
    }

    #[test]
    fn every_pit_of_every_board_is_inside_the_drawing_and_distinct() {
        for v in Variant::ALL {
            for labels in [false, true] {
                let g = Geometry::new(v, false, labels);
                let mut seen = Vec::new();
                for p in g.pits() {
                    let (x, y) = g.centre(p);
                    assert!(x - PIT_R >= 0.0 && x + PIT_R <= g.width, "{v} {p}");
                    assert!(y - PIT_R >= 0.0 && y + PIT_R <= g.height, "{v} {p}");
                    assert!(!seen.contains(&(x as i32, y as i32)), "{v} {p} overlaps");
                    seen.push((x as i32, y as i32));
                }
            }
        }
    }

    #[test]
    fn kingulu_ak_faces_a_7_minus_k() {
        let g = Geometry::new(Variant::Kingulu, false, false);
        assert_eq!(g.centre(pit("A2")).0, g.centre(pit("a5")).0);
        assert_eq!(g.pits().len(), 12);
    }

    #[test]
    fn kimasai_ak_faces_a_13_minus_k() {
        let g = Geometry::new(Variant::Kimasai, false, false);
        assert_eq!(g.centre(pit("A3")).0, g.centre(pit("a10")).0);
        assert_eq!(g.pits().len(), 48);
    }

    #[test]
    fn marks_follow_k2() {
        let g = Geometry::new(Variant::Kiswahili, false, false);
        assert_eq!(g.mark(pit("A5")), Some(Mark::Nyumba));
        assert_eq!(g.mark(pit("a8")), Some(Mark::Kichwa));
        assert_eq!(g.mark(pit("a7")), Some(Mark::Kimbi));
        assert_eq!(g.mark(pit("B5")), None);
        let k = Geometry::new(Variant::Kujifunza, false, false);
        assert_eq!(k.mark(pit("A5")), None, "Kujifunza has no nyumba");
    }
}
