//! Where each pit is drawn: bao-diagram's geometry (the static diagrams' own), so a live board
//! and its static twin line up; plus what only the widgets need (arrow-key neighbours, seeds).

use bao_diagram::Geometry;
use rules_core::{Pit, Variant};

/// A pit and where the live board draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    /// The pit drawn there (the one a click or a key there acts on).
    pub pit: Pit,
    /// Its centre, across, in the drawing's units (the SVG `viewBox`'s).
    pub x: f64,
    /// Its centre, down, in the same units.
    pub y: f64,
}

/// The layout of `variant`'s board as the static diagrams draw it: seen from North when
/// `flip`, with room for pit names when `labels`.
#[must_use]
pub fn geometry(variant: Variant, flip: bool, labels: bool) -> Geometry {
    Geometry::new(variant, flip, labels)
}

/// Every pit with its centre.
#[must_use]
pub fn cells(g: &Geometry) -> Vec<Cell> {
    g.pits()
        .into_iter()
        .map(|pit| {
            let (x, y) = g.centre(pit);
            Cell { pit, x: f64::from(x), y: f64::from(y) }
        })
        .collect()
}

/// The pit drawn next to `pit` on screen in direction (dx, dy) (each -1, 0 or 1), for the
/// arrow keys: the nearest centre in that direction on the same row or column.
#[must_use]
pub fn neighbour(g: &Geometry, pit: Pit, dx: i32, dy: i32) -> Option<Pit> {
    let (x0, y0) = g.centre(pit);
    g.pits()
        .into_iter()
        .filter_map(|p| {
            let (x, y) = g.centre(p);
            let (ddx, ddy) = (x - x0, y - y0);
            let along = ddx * dx as f32 + ddy * dy as f32;
            let across = if dx != 0 { ddy.abs() } else { ddx.abs() };
            (along > 1.0 && across < 1.0).then_some((along, p))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, p)| p)
}

/// A coordinate as SVG text, to the hundredth (`105.2`, `4.62`, `-3`): integer arithmetic, so
/// the bundle carries no float formatting.
#[must_use]
pub fn num(x: f64) -> String {
    let hundredths = (x * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let a = hundredths.unsigned_abs();
    let (int, frac) = (a / 100, a % 100);
    match frac {
        0 => format!("{sign}{int}"),
        f if f % 10 == 0 => format!("{sign}{int}.{}", f / 10),
        f => format!("{sign}{int}.{f:02}"),
    }
}

/// Centres of up to 12 seeds drawn in a pit, relative to its centre (inside a radius of 16).
/// A fixed table: rings of dots (no trigonometry in the bundle).
#[must_use]
pub fn seed_dots(n: u8) -> Vec<(f64, f64)> {
    const RING6: [(f64, f64); 6] = [(0.0, -6.0), (5.2, -3.0), (5.2, 3.0), (0.0, 6.0), (-5.2, 3.0), (-5.2, -3.0)];
    const INNER: [(f64, f64); 3] = [(0.0, -3.8), (3.3, 1.9), (-3.3, 1.9)];
    const OUTER: [(f64, f64); 9] = [
        (3.8, -9.8),
        (9.5, -4.8),
        (10.4, 2.0),
        (7.0, 8.0),
        (0.0, 10.5),
        (-7.0, 8.0),
        (-10.4, 2.0),
        (-9.5, -4.8),
        (-3.8, -9.8),
    ];
    match n {
        0 => Vec::new(),
        1 => vec![(0.0, 0.0)],
        2 => vec![(0.0, -4.0), (0.0, 4.0)],
        3 => INNER.iter().map(|&(x, y)| (x * 1.4, y * 1.4)).collect(),
        4 => vec![(-4.5, -4.5), (4.5, -4.5), (-4.5, 4.5), (4.5, 4.5)],
        5 | 6 => RING6.iter().take(usize::from(n)).copied().collect(),
        7..=12 => INNER.iter().chain(OUTER.iter().take(usize::from(n) - 3)).copied().collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_to_the_hundredth() {
        assert_eq!(num(105.2), "105.2");
        assert_eq!(num(3.3 * 1.4), "4.62");
        assert_eq!(num(-3.0), "-3");
        assert_eq!(num(-0.04), "-0.04");
        assert_eq!(num(0.001), "0");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num(588.0), "588");
    }

    #[test]
    fn arrows_walk_the_board_as_drawn() {
        let g = geometry(Variant::Kiswahili, false, true);
        let p = |s: &str| Pit::parse(s).unwrap_or(Pit::new(rules_core::Side::South, rules_core::Row::Front, 1));
        assert_eq!(neighbour(&g, p("A1"), 1, 0), Some(p("A2")));
        assert_eq!(neighbour(&g, p("A1"), 0, -1), Some(p("a8")));
        assert_eq!(neighbour(&g, p("A1"), 0, 1), Some(p("B1")));
        assert_eq!(neighbour(&g, p("B1"), 0, 1), None);
        let f = geometry(Variant::Kiswahili, true, false);
        assert_eq!(neighbour(&f, p("a1"), 1, 0), Some(p("a2")));
    }
}
