//! Board geometry and static SVG diagrams of a position, shared by the book builder (static
//! diagrams for print, feeds and no-JS readers) and the widgets (same coordinates, so a live
//! board and its static twin line up).
//!
//! The API is small on purpose:
//! - [`Geometry::new`] gives the size of a board and the centre of every pit, as South sees it
//!   (K4) or flipped (North's view);
//! - [`render_svg`] draws a [`rules_core::Position`] with [`Options`];
//! - [`standalone_svg`] makes the same drawing a picture file (fixed size, white background):
//!   the widgets' "Download SVG" and the command line's `bao svg`.
//!
//! The SVG carries no element ids (print.html holds every chapter on one page) and no colours of
//! its own: shapes use `currentColor` and CSS classes (`bao-*`), so the book's five themes (and
//! the widgets' CSS) colour them through CSS variables. `viewBox` + `width="100%"` lets it scale
//! down to a 360 px phone.

mod geometry;
mod svg;

pub use geometry::{Geometry, Mark};
pub use svg::{render_setup, render_svg, standalone_size, standalone_svg, Options, STANDALONE_SCALE};
