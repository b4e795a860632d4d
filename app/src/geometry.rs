//! Where each pit is drawn: bao-diagram's geometry (the static diagrams' own), so a live board
//! and its static twin line up; plus what only the widgets need (arrow-key neighbours, seeds).

use bao_diagram::Geometry;
use rules_core::{Pit, Variant};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    pub pit: Pit,
    pub x: f64,
    pub y: f64,
}

pub fn geometry(variant: Variant, flip: bool, labels: bool) -> Geometry {
    Geometry::new(variant, flip, labels)
}

/// Every pit with its centre.
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

/// Centres of up to 12 seeds drawn in a pit, relative to its centre (inside a radius of 16).
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
        2..=6 => ring(n.into(), 6.0, -1.5708),
        7..=12 => {
            let mut v = ring(3, 3.8, -1.5708);
            v.extend(ring(usize::from(n) - 3, 10.5, -1.2));
            v
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
