//! The live board as SVG markup: drawn in one go ([`Drawn::markup`], the inside of the
//! widget's `<svg>`), then brought up to date pit by pit ([`Drawn::changes`]). The browser's
//! parser builds the board's 150-odd elements far faster than one call from wasm per element
//! and attribute, and no reactive node per pit is needed: the first board of a page was its
//! longest task (issue 18). Only a pit whose count, highlight or mark changed is touched, so a
//! focused pit keeps its focus. `ui::board` puts the markup in the page and applies the changes.
//!
//! Drawn as the static diagrams are (bao-diagram's geometry), one button per pit: seeds as dots
//! up to four, then a number; marks for nyumba, kichwa and kimbi; the highlight state
//! and marks as classes; a localized label per pit and store.

use crate::geometry::{self, num, Cell};
use crate::i18n::{t, Lang, Msg};
use crate::narrate::side_key;
use crate::view::{BoardView, PitKind};
use bao_diagram::Geometry;
use bao_text::html::escape;
use core::fmt::Write;
use rules_core::{Pit, Side, Variant};

/// Up to this many seeds a pit shows them as dots; above, as a number: a learner counts four
/// dots at a glance, but not five to twelve (a first-time learner's walkthrough, issue 17).
const DOTS_UP_TO: u8 = 4;

/// What decides how a pit looks (its kind and place are the layout's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Look {
    count: u8,
    state: &'static str,
    marked: bool,
    /// A nyumba whose owner has lost it.
    lost: bool,
}

/// What a board's markup shows: each pit in the layout's order, and the stores (Bao la
/// Kiswahili) or captured seeds (Bao Kingulu) where the layout has them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawn {
    pits: Vec<(Cell, PitKind, Look)>,
    stores: [Option<u8>; 2],
}

/// One update of the markup, from [`Drawn::changes`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A pit's button (`g[data-pit]`): its new class and label, and when its count changed,
    /// the count and the new markup inside it.
    Pit {
        /// The pit.
        pit: Pit,
        /// Its `class` attribute.
        class: String,
        /// Its `aria-label`.
        label: String,
        /// Its new `data-count` and inner markup (hole, ring, seeds), when the count changed.
        inside: Option<(u8, String)>,
    },
    /// A store (`g.bao-store.bao-south` or `.bao-north`): its label and the number it shows.
    Store {
        /// Whose store.
        side: Side,
        /// Its `aria-label`.
        label: String,
        /// The number shown.
        count: u8,
    },
}

impl Drawn {
    /// The board `v` with `marks`, in the layout `g`.
    #[must_use]
    pub fn of(g: &Geometry, v: &BoardView, marks: &[Pit]) -> Drawn {
        let variant = v.board.variant;
        let pits = geometry::cells(g)
            .into_iter()
            .map(|c| {
                let kind = PitKind::of(variant, c.pit);
                let look = Look {
                    count: v.count(c.pit),
                    state: v.pit_state(c.pit),
                    marked: marks.contains(&c.pit),
                    lost: kind == PitKind::Nyumba && !v.board.nyumba[c.pit.side.index()],
                };
                (c, kind, look)
            })
            .collect();
        let stores = [Side::South, Side::North].map(|side| {
            g.side_box(side).map(|_| {
                let b = &v.board;
                if variant == Variant::Kingulu {
                    b.captured[side.index()]
                } else {
                    b.stores[side.index()]
                }
            })
        });
        Drawn { pits, stores }
    }

    /// The board's markup (the inside of its `<svg>`) in `lang`; `stop`: the pit that takes the
    /// board's one tab stop (the first pit when `None`).
    #[must_use]
    pub fn markup(&self, lang: Lang, g: &Geometry, stop: Option<Pit>) -> String {
        let mut s = String::with_capacity(16 * 1024);
        let (bx, bw) = g.board_x();
        let (bx, bw) = (f64::from(bx), f64::from(bw));
        let mid = num(f64::from(g.middle_y()));
        let _ = write!(
            s,
            r#"<rect class="bao-board-bg" x="{}" y="2" width="{}" height="{}" rx="10"></rect><line class="bao-board-mid" x1="{}" x2="{}" y1="{mid}" y2="{mid}"></line>"#,
            num(bx - 4.0),
            num(bw + 8.0),
            num(f64::from(g.height) - 4.0),
            num(bx + 4.0),
            num(bx + bw - 4.0)
        );
        for (side, n) in [Side::South, Side::North].into_iter().zip(self.stores) {
            let (Some(n), Some((x, y))) = (n, g.side_box(side)) else { continue };
            let (x, y) = (f64::from(x), f64::from(y));
            let _ = write!(
                s,
                r#"<g class="bao-store bao-{}" role="img" aria-label="{}"><rect x="{}" y="{}" width="34" height="34" rx="8"></rect><text class="bao-count" x="{}" y="{}" text-anchor="middle">{n}</text></g>"#,
                side_key(side),
                escape(&store_label(lang, side, n)),
                num(x - 17.0),
                num(y - 17.0),
                num(x),
                num(y + 5.0)
            );
        }
        // The pit asked for when this board has it (another game may not), else the first.
        let stop =
            stop.filter(|s| self.pits.iter().any(|p| p.0.pit == *s)).or_else(|| self.pits.first().map(|p| p.0.pit));
        for &(c, kind, look) in &self.pits {
            let _ = write!(
                s,
                r#"<g class="{}" tabindex="{}" role="button" aria-label="{}" data-pit="{}" data-count="{}">"#,
                pit_class(c.pit, kind, look),
                if stop == Some(c.pit) { "0" } else { "-1" },
                escape(&pit_label(lang, c.pit, kind, look)),
                c.pit,
                look.count
            );
            pit_inside(&mut s, g, c, kind, look.count);
            s.push_str("</g>");
            // Outside the pit's button: its aria-label names the pit, and its visible text
            // stays the count alone (axe: label-content-name-mismatch).
            if g.labels {
                let (lx, ly) = g.label_anchor(c.pit);
                let _ = write!(
                    s,
                    r#"<text class="bao-pit-name" aria-hidden="true" x="{}" y="{}" text-anchor="middle">{}</text>"#,
                    num(f64::from(lx)),
                    num(f64::from(ly)),
                    c.pit
                );
            }
        }
        s
    }

    /// What to update to go from this drawing to `new`, in `lang`; empty when `new` has another
    /// layout (another game, or the board flipped or named: draw it whole).
    #[must_use]
    pub fn changes(&self, lang: Lang, g: &Geometry, new: &Drawn) -> Vec<Change> {
        let same_layout =
            self.pits.len() == new.pits.len() && self.pits.iter().zip(&new.pits).all(|(a, b)| (a.0, a.1) == (b.0, b.1));
        if !same_layout {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (&(c, kind, was), &(_, _, now)) in self.pits.iter().zip(&new.pits) {
            if was == now {
                continue;
            }
            let inside = (was.count != now.count).then(|| {
                let mut s = String::new();
                pit_inside(&mut s, g, c, kind, now.count);
                (now.count, s)
            });
            out.push(Change::Pit {
                pit: c.pit,
                class: pit_class(c.pit, kind, now),
                label: pit_label(lang, c.pit, kind, now),
                inside,
            });
        }
        for (side, (was, now)) in [Side::South, Side::North].into_iter().zip(self.stores.into_iter().zip(new.stores)) {
            if let (Some(was), Some(now)) = (was, now) {
                if was != now {
                    out.push(Change::Store { side, label: store_label(lang, side, now), count: now });
                }
            }
        }
        out
    }
}

fn pit_class(pit: Pit, kind: PitKind, l: Look) -> String {
    let lost = if l.lost { " bao-nyumba-lost" } else { "" };
    let mark = if l.marked { " bao-marked" } else { "" };
    format!("bao-pit bao-{} bao-{} bao-state-{}{lost}{mark}", kind.key(), side_key(pit.side), l.state)
}

fn pit_label(lang: Lang, pit: Pit, kind: PitKind, l: Look) -> String {
    t(
        lang,
        &Msg::new("pit-label")
            .arg("pit", pit.to_string())
            .arg("count", l.count)
            .arg("kind", kind.key())
            .arg("state", l.state),
    )
}

fn store_label(lang: Lang, side: Side, n: u8) -> String {
    format!("{}: {n}", t(lang, &Msg::new("store-label").arg("side", side_key(side))))
}

/// A pit's hole (the nyumba's square, K2), its ring (focus, marks) and its seeds.
fn pit_inside(out: &mut String, g: &Geometry, c: Cell, kind: PitKind, count: u8) {
    let (x, y) = (c.x, c.y);
    let r = f64::from(g.pit_radius);
    if kind == PitKind::Nyumba {
        let _ = write!(
            out,
            r#"<rect class="bao-hole" x="{}" y="{}" width="{}" height="{}" rx="4"></rect>"#,
            num(x - r),
            num(y - r),
            num(2.0 * r),
            num(2.0 * r)
        );
    } else {
        let _ = write!(out, r#"<circle class="bao-hole" cx="{}" cy="{}" r="{}"></circle>"#, num(x), num(y), num(r));
    }
    let _ = write!(out, r#"<circle class="bao-ring" cx="{}" cy="{}" r="{}"></circle>"#, num(x), num(y), num(r + 2.5));
    if count > DOTS_UP_TO {
        let _ = write!(
            out,
            r#"<text class="bao-count" x="{}" y="{}" text-anchor="middle">{count}</text>"#,
            num(x),
            num(y + 5.0)
        );
    } else {
        for (dx, dy) in geometry::seed_dots(count) {
            let _ =
                write!(out, r#"<circle class="bao-seed" cx="{}" cy="{}" r="2.8"></circle>"#, num(x + dx), num(y + dy));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::{Event, Position};

    fn pit(s: &str) -> Pit {
        Pit::parse(s).expect("a pit name")
    }

    fn count(hay: &str, needle: &str) -> usize {
        hay.matches(needle).count()
    }

    #[test]
    fn the_start_board_drawn_whole() {
        let pos = Position::start(Variant::Kiswahili);
        let g = geometry::geometry(Variant::Kiswahili, false, false);
        let d = Drawn::of(&g, &BoardView::of(&pos), &[]);
        let s = d.markup(Lang::EN, &g, None);
        assert_eq!(count(&s, "data-pit="), 32);
        assert_eq!(count(&s, r#"tabindex="0""#), 1, "one tab stop");
        assert!(s.contains(r#"aria-label="A5, nyumba, 6 seeds" data-pit="A5" data-count="6">"#), "{s}");
        assert!(s.contains(r#"class="bao-pit bao-nyumba bao-south bao-state-none""#));
        assert!(s.contains(r#"aria-label="South&#39;s store: 22""#), "labels are escaped: {s}");
        // Six seeds as a number, two as dots: the start has 6, 2, 2 and 0-seed pits.
        assert_eq!(count(&s, r#"<circle class="bao-seed""#), 4 * 2);
        assert_eq!(count(&s, "bao-pit-name"), 0);
        // Every element closed: the markup goes in the page as it is.
        for tag in ["g", "rect", "circle", "text", "line"] {
            assert_eq!(count(&s, &format!("<{tag} ")), count(&s, &format!("</{tag}>")), "<{tag}>");
        }
        let named = geometry::geometry(Variant::Kiswahili, true, true);
        let s = Drawn::of(&named, &BoardView::of(&pos), &[]).markup(Lang::from_tag("sw"), &named, Some(pit("B3")));
        assert_eq!(count(&s, "bao-pit-name"), 32);
        assert!(s.contains(r#"tabindex="0" role="button" aria-label="B3"#), "the tab stop asked for");
        // A stop this board does not have (another game's pit): the first pit has it.
        let kingulu = geometry::geometry(Variant::Kingulu, false, false);
        let start = Position::start(Variant::Kingulu);
        let s = Drawn::of(&kingulu, &BoardView::of(&start), &[]).markup(Lang::EN, &kingulu, Some(pit("B8")));
        assert_eq!(count(&s, r#"tabindex="0""#), 1, "{s}");
    }

    #[test]
    fn only_what_changed_is_updated() {
        let pos = Position::start(Variant::Kiswahili);
        let g = geometry::geometry(Variant::Kiswahili, false, false);
        let mut v = BoardView::of(&pos);
        let before = Drawn::of(&g, &v, &[]);
        assert_eq!(before.changes(Lang::EN, &g, &before), Vec::new());
        // A seed from South's store into A6 (K5).
        v.apply(Side::South, &Event::StoreSeed { pit: pit("A6") });
        let after = Drawn::of(&g, &v, &[]);
        let changes = before.changes(Lang::EN, &g, &after);
        assert_eq!(changes.len(), 2, "{changes:?}");
        let Change::Pit { pit: p, class, label, inside: Some((n, inside)) } = &changes[0] else {
            panic!("{changes:?}")
        };
        assert_eq!((p.to_string().as_str(), *n), ("A6", 3));
        assert!(class.ends_with("bao-state-last"), "{class}");
        assert_eq!(label, "A6, 3 seeds, last seed");
        assert_eq!(count(inside, "bao-seed"), 3);
        assert_eq!(changes[1], Change::Store { side: Side::South, label: "South's store: 21".into(), count: 21 });
        // A mark changes a class and the label, not the seeds.
        let marked = Drawn::of(&g, &v, &[pit("b2")]);
        let changes = after.changes(Lang::EN, &g, &marked);
        assert!(
            matches!(&changes[..], [Change::Pit { class, inside: None, .. }] if class.ends_with(" bao-marked")),
            "{changes:?}"
        );
        // Another layout: drawn whole.
        let flipped = geometry::geometry(Variant::Kiswahili, true, false);
        assert_eq!(after.changes(Lang::EN, &flipped, &Drawn::of(&flipped, &v, &[])), Vec::new());
    }
}
