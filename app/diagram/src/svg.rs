//! A static SVG of one position.

use crate::geometry::{Geometry, Mark, PIT_R};
use bao_text::html::escape;
use core::fmt::Write;
use rules_core::{Pit, Position, Setup, Side, Variant};

/// Seeds are drawn one by one up to this many; above it the pit shows only its number.
const MAX_DOTS: u8 = 12;
/// A standalone picture's lines and text, and its background.
const INK: &str = "#222222";
const PAPER: &str = "#ffffff";

/// How to draw a position. `Options::default()` draws South's view without names.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options<'a> {
    /// Draw from North's side (the board turned round).
    pub flip: bool,
    /// Write each pit's name above it.
    pub labels: bool,
    /// Pits to emphasise (class `bao-hl`), e.g. the pit a caption talks about.
    pub highlight: &'a [Pit],
    /// An accessible name, already localized by the caller; `None` leaves the SVG without
    /// `<title>` (the caption next to it then describes it).
    pub title: Option<&'a str>,
    /// Every count as a large bold number in its pit (and in the stores) instead of dots:
    /// readable on paper, even photocopied in black and white (the worksheets).
    pub large_counts: bool,
}

/// Draws `pos` as an SVG element (`<svg class="bao-diagram" ...>...</svg>`).
#[must_use]
pub fn render_svg(pos: &Position, opts: &Options<'_>) -> String {
    render_setup(&Setup::from_position(pos), opts)
}

/// Draws a board as set up (valid or not): its counts, the stores (Bao la Kiswahili) or the
/// captured seeds (Bao Kingulu), the nyumba, takasia and reserved holes, and whose turn it is.
#[must_use]
pub fn render_setup(setup: &Setup, opts: &Options<'_>) -> String {
    draw(setup, opts, false)
}

/// How many pixels a standalone picture gives one unit of the drawing.
pub const STANDALONE_SCALE: f32 = 2.0;

/// A picture file of a board ([`render_setup`]'s drawing on its own): an XML declaration, a
/// fixed size of [`STANDALONE_SCALE`] pixels per unit, dark lines on a white background (no
/// stylesheet around it). What "Download SVG" saves and `bao svg` writes.
#[must_use]
pub fn standalone_svg(setup: &Setup, opts: &Options<'_>) -> String {
    let mut s = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    s.push_str(&draw(setup, opts, true));
    s.push('\n');
    s
}

/// The width and height in pixels of [`standalone_svg`]'s picture.
#[must_use]
pub fn standalone_size(variant: Variant, opts: &Options<'_>) -> (u32, u32) {
    let g = Geometry::new(variant, opts.flip, opts.labels);
    ((g.width * STANDALONE_SCALE).round() as u32, (g.height * STANDALONE_SCALE).round() as u32)
}

fn draw(setup: &Setup, opts: &Options<'_>, standalone: bool) -> String {
    let variant = setup.variant;
    let g = Geometry::new(variant, opts.flip, opts.labels);
    let mut s = String::with_capacity(8 * 1024);
    let _ = write!(
        s,
        r#"<svg class="bao-diagram bao-{v}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}""#,
        v = variant.name(),
        w = N(g.width),
        h = N(g.height)
    );
    if standalone {
        let (w, h) = standalone_size(variant, opts);
        let _ = write!(s, r#" width="{w}" height="{h}" color="{INK}" font-family="sans-serif""#);
    } else {
        // Its height from its width before it is drawn: the page lays out a board only near the
        // screen (`content-visibility: auto`, book/theme/bao.css), keeping its box this shape.
        // Before the width: the worksheets' crop replaces both with its own size.
        let _ = write!(s, r#" style="aspect-ratio:{w}/{h}" width="100%""#, w = N(g.width), h = N(g.height));
    }
    s.push_str(r#" role="img" translate="no""#);
    match opts.title {
        Some(t) => {
            let _ = write!(s, r#" aria-label="{}"><title>{}</title>"#, escape(t), escape(t));
        }
        None => s.push('>'),
    }
    if standalone {
        let _ = write!(s, r#"<rect width="100%" height="100%" fill="{PAPER}"/>"#);
    }
    // The board itself.
    let (bx, bw) = g.board_x();
    let _ = write!(
        s,
        r#"<rect class="bao-frame" x="{x}" y="2" width="{w}" height="{h}" rx="10" fill="none" stroke="currentColor"/>"#,
        x = N(bx - 4.0),
        w = N(bw + 8.0),
        h = N(g.height - 4.0)
    );
    let my = N(g.middle_y());
    let _ = write!(
        s,
        r#"<line class="bao-middle" x1="{x1}" y1="{my}" x2="{x2}" y2="{my}" stroke="currentColor"/>"#,
        x1 = N(bx),
        x2 = N(bx + bw)
    );
    for pit in g.pits() {
        draw_pit(&mut s, &g, setup, pit, opts);
    }
    // Stores (seeds in hand, K5) or captured seeds (Kingulu, G6).
    let side_counts = match variant {
        Variant::Kiswahili => Some(setup.stores),
        Variant::Kingulu => Some(setup.captured),
        Variant::Kujifunza | Variant::Kimasai => None,
    };
    if let Some(counts) = side_counts {
        for side in [Side::South, Side::North] {
            if let Some((x, y)) = g.side_box(side) {
                let n = counts[side.index()];
                if opts.large_counts {
                    let _ = write!(
                        s,
                        r#"<g class="bao-store bao-{side}"><rect x="{rx}" y="{ry}" width="34" height="34" rx="8" fill="none" stroke="currentColor"/><text class="bao-count bao-large" x="{x}" y="{ty}" text-anchor="middle" font-size="16" font-weight="bold" fill="currentColor">{n}</text></g>"#,
                        side = side_name(side),
                        x = N(x),
                        rx = N(x - 17.0),
                        ry = N(y - 17.0),
                        ty = N(y + 5.5),
                    );
                    continue;
                }
                let _ = write!(
                    s,
                    r#"<g class="bao-store bao-{side}"><rect x="{rx}" y="{ry}" width="34" height="34" rx="8" fill="none" stroke="currentColor"/><circle class="bao-seed" cx="{x}" cy="{cy}" r="3" fill="currentColor"/><text class="bao-count" x="{x}" y="{ty}" text-anchor="middle" font-size="12" fill="currentColor">{n}</text></g>"#,
                    side = side_name(side),
                    x = N(x),
                    rx = N(x - 17.0),
                    ry = N(y - 17.0),
                    cy = N(y - 8.0),
                    ty = N(y + 10.0),
                );
            }
        }
    }
    // Whose turn: a small triangle on the mover's side of the board.
    let mover_bottom = (setup.to_move == Side::South) != opts.flip;
    let ty = if mover_bottom { g.height - 9.0 } else { 9.0 };
    let dir = if mover_bottom { -1.0 } else { 1.0 };
    let _ = write!(
        s,
        r#"<path class="bao-turn" d="M1 {a} L5 {b} L1 {c} Z" fill="currentColor"/>"#,
        a = N(ty - 4.0 * dir),
        b = N(ty),
        c = N(ty + 4.0 * dir)
    );
    s.push_str("</svg>");
    s
}

fn draw_pit(s: &mut String, g: &Geometry, setup: &Setup, pit: Pit, opts: &Options<'_>) {
    let (xf, yf) = g.centre(pit);
    let (x, y) = (N(xf), N(yf));
    let n = setup.count(pit);
    let mut class = format!("bao-pit bao-{}", side_name(pit.side));
    let mark = g.mark(pit);
    match mark {
        Some(Mark::Nyumba) => {
            class.push_str(" bao-nyumba");
            if setup.nyumba[pit.side.index()] {
                class.push_str(" bao-owned");
            }
        }
        Some(Mark::Kichwa) => class.push_str(" bao-kichwa"),
        Some(Mark::Kimbi) => class.push_str(" bao-kimbi"),
        None => {}
    }
    if setup.takasia == Some(pit) {
        class.push_str(" bao-takasia");
    }
    let reserved = setup.reserved_by(pit);
    if let Some(who) = reserved {
        let _ = write!(class, " bao-reserved bao-by-{}", side_name(who));
    }
    if opts.highlight.contains(&pit) {
        class.push_str(" bao-hl");
    }
    let _ = write!(s, r#"<g class="{class}">"#);
    let r = PIT_R;
    if mark == Some(Mark::Nyumba) {
        // K2: the nyumba is the square pit.
        let _ = write!(
            s,
            r#"<rect class="bao-hole" x="{}" y="{}" width="{}" height="{}" rx="3" fill="none" stroke="currentColor"/>"#,
            N(xf - r),
            N(yf - r),
            N(2.0 * r),
            N(2.0 * r)
        );
    } else {
        let _ = write!(
            s,
            r#"<circle class="bao-hole" cx="{x}" cy="{y}" r="{r}" fill="none" stroke="currentColor"/>"#,
            r = N(r)
        );
    }
    // Kichwa and kimbi: a short tick on the board's middle side of the pit.
    if let Some(m @ (Mark::Kichwa | Mark::Kimbi)) = mark {
        let toward_middle = if yf < g.middle_y() { 1.0 } else { -1.0 };
        let y1 = N(yf + toward_middle * (r + 1.5));
        let len = if m == Mark::Kichwa { 6.0 } else { 3.0 };
        let _ = write!(
            s,
            r#"<line class="bao-tick" x1="{a}" y1="{y1}" x2="{b}" y2="{y1}" stroke="currentColor"/>"#,
            a = N(xf - len),
            b = N(xf + len)
        );
    }
    if opts.large_counts {
        if n > 0 {
            let _ = write!(
                s,
                r#"<text class="bao-count bao-large" x="{x}" y="{ty}" text-anchor="middle" font-size="18" font-weight="bold" fill="currentColor">{n}</text>"#,
                ty = N(yf + 6.5)
            );
        }
    } else if n > MAX_DOTS {
        let _ = write!(
            s,
            r#"<text class="bao-count bao-big" x="{x}" y="{ty}" text-anchor="middle" font-size="13" fill="currentColor">{n}</text>"#,
            ty = N(yf + 4.5)
        );
    } else {
        for &(dx, dy) in dots(n) {
            let _ = write!(
                s,
                r#"<circle class="bao-seed" cx="{}" cy="{}" r="2.3" fill="currentColor"/>"#,
                N1(xf + dx * r),
                N1(yf + dy * r)
            );
        }
        if n > 0 {
            // The number too, small, so counts stay readable when dots are hard to count.
            let _ = write!(
                s,
                r#"<text class="bao-count" x="{tx}" y="{ty}" text-anchor="middle" font-size="7.5" fill="currentColor">{n}</text>"#,
                tx = N(xf + r * 0.82),
                ty = N(yf + r + 1.0)
            );
        }
    }
    if setup.takasia == Some(pit) {
        // K22: the blocked pit is crossed out.
        let d = r * 0.75;
        let _ = write!(
            s,
            r#"<path class="bao-cross" d="M{a} {b} L{c} {e} M{a} {e} L{c} {b}" stroke="currentColor" fill="none"/>"#,
            a = N(xf - d),
            b = N(yf - d),
            c = N(xf + d),
            e = N(yf + d)
        );
    }
    if let Some(who) = reserved {
        // G7: the reserving player's letter.
        let _ = write!(
            s,
            r#"<text class="bao-owner" x="{tx}" y="{ty}" font-size="8" fill="currentColor">{l}</text>"#,
            tx = N(xf - r),
            ty = N(yf - r + 6.0),
            l = who.letter()
        );
    }
    if opts.labels {
        let (lx, mut ly) = g.label_anchor(pit);
        // In the half below the middle a kichwa's or kimbi's tick is drawn above the pit, where
        // its name is: the name goes up, clear of the tick.
        if matches!(mark, Some(Mark::Kichwa | Mark::Kimbi)) && yf > g.middle_y() {
            ly -= 4.5;
        }
        let _ = write!(
            s,
            r#"<text class="bao-label" x="{lx}" y="{ly}" text-anchor="middle" font-size="7.5" fill="currentColor">{pit}</text>"#,
            lx = N(lx),
            ly = N(ly)
        );
    }
    s.push_str("</g>");
}

/// Seed positions for `n` dots (n <= 12), in units of the pit radius: one dot in the middle;
/// up to 6 on a ring of radius 0.42 from the top; from 7 on, n/3 on an inner ring of radius
/// 0.22 (from the angle 0.3) and the rest on an outer ring of radius 0.6 from the top. A table
/// (no trigonometry in the widget bundle).
fn dots(n: u8) -> &'static [(f32, f32)] {
    const DOTS: [&[(f32, f32)]; 13] = [
        &[],
        &[(0.0, 0.0)],
        &[(0.0, -0.42), (0.0, 0.42)],
        &[(0.0, -0.42), (0.3637, 0.21), (-0.3637, 0.21)],
        &[(0.0, -0.42), (0.42, 0.0), (0.0, 0.42), (-0.42, 0.0)],
        &[(0.0, -0.42), (0.3994, -0.1298), (0.2469, 0.3398), (-0.2469, 0.3398), (-0.3994, -0.1298)],
        &[(0.0, -0.42), (0.3637, -0.21), (0.3637, 0.21), (0.0, 0.42), (-0.3637, 0.21), (-0.3637, -0.21)],
        &[
            (0.2102, 0.065),
            (-0.2102, -0.065),
            (0.0, -0.6),
            (0.5706, -0.1854),
            (0.3527, 0.4854),
            (-0.3527, 0.4854),
            (-0.5706, -0.1854),
        ],
        &[
            (0.2102, 0.065),
            (-0.2102, -0.065),
            (0.0, -0.6),
            (0.5196, -0.3),
            (0.5196, 0.3),
            (0.0, 0.6),
            (-0.5196, 0.3),
            (-0.5196, -0.3),
        ],
        &[
            (0.2102, 0.065),
            (-0.1614, 0.1495),
            (-0.0488, -0.2145),
            (0.0, -0.6),
            (0.5196, -0.3),
            (0.5196, 0.3),
            (0.0, 0.6),
            (-0.5196, 0.3),
            (-0.5196, -0.3),
        ],
        &[
            (0.2102, 0.065),
            (-0.1614, 0.1495),
            (-0.0488, -0.2145),
            (0.0, -0.6),
            (0.4691, -0.3741),
            (0.585, 0.1335),
            (0.2603, 0.5406),
            (-0.2603, 0.5406),
            (-0.585, 0.1335),
            (-0.4691, -0.3741),
        ],
        &[
            (0.2102, 0.065),
            (-0.1614, 0.1495),
            (-0.0488, -0.2145),
            (0.0, -0.6),
            (0.4243, -0.4243),
            (0.6, 0.0),
            (0.4243, 0.4243),
            (0.0, 0.6),
            (-0.4243, 0.4243),
            (-0.6, 0.0),
            (-0.4243, -0.4243),
        ],
        &[
            (0.2102, 0.065),
            (-0.065, 0.2102),
            (-0.2102, -0.065),
            (0.065, -0.2102),
            (0.0, -0.6),
            (0.4243, -0.4243),
            (0.6, 0.0),
            (0.4243, 0.4243),
            (0.0, 0.6),
            (-0.4243, 0.4243),
            (-0.6, 0.0),
            (-0.4243, -0.4243),
        ],
    ];
    DOTS[usize::from(n.min(MAX_DOTS))]
}

/// A coordinate as SVG writes it: at most two decimals, no trailing zeros (`12`, `12.5`,
/// `0.25`). Integer arithmetic: no float formatting code in the widget bundle.
struct N(f32);

impl core::fmt::Display for N {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        decimals(f, self.0, 100)
    }
}

/// A coordinate with at most one decimal.
struct N1(f32);

impl core::fmt::Display for N1 {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        decimals(f, self.0, 10)
    }
}

fn decimals(f: &mut core::fmt::Formatter<'_>, x: f32, scale: u32) -> core::fmt::Result {
    let scaled = (f64::from(x) * f64::from(scale)).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let a = scaled.unsigned_abs();
    let (int, mut frac, mut width) = (a / u64::from(scale), a % u64::from(scale), if scale == 100 { 2 } else { 1 });
    while frac > 0 && frac % 10 == 0 {
        frac /= 10;
        width -= 1;
    }
    if frac == 0 {
        write!(f, "{sign}{int}")
    } else {
        write!(f, "{sign}{int}.{frac:0width$}")
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn svg(pos: &str, opts: &Options<'_>) -> String {
        render_svg(&Position::parse_or_start(pos).unwrap(), opts)
    }

    #[test]
    fn start_position_draws_every_pit_and_the_stores() {
        let s = svg("start", &Options::default());
        assert!(s.starts_with("<svg class=\"bao-diagram bao-kiswahili\""));
        assert_eq!(s.matches("class=\"bao-pit ").count(), 32);
        // 6+2+2 seeds a side as dots (K5), and both stores of 22.
        assert_eq!(s.matches("<circle class=\"bao-seed\"").count(), 20 + 2);
        assert_eq!(s.matches(">22</text>").count(), 2);
        assert_eq!(s.matches("bao-nyumba bao-owned").count(), 2);
        assert!(s.ends_with("</svg>"));
    }

    #[test]
    fn no_ids_and_no_colours_of_its_own() {
        for v in ["start", "start:kujifunza", "start:kimasai", "start:kingulu"] {
            let s = svg(v, &Options { labels: true, flip: true, ..Options::default() });
            assert!(!s.contains(" id="), "{v}");
            assert!(!s.contains('#'), "{v}: colours come from CSS");
            assert!(s.contains("viewBox=") && s.contains("width=\"100%\""));
        }
    }

    #[test]
    fn a_standalone_picture_has_a_size_and_its_own_colours() {
        let start = Position::parse_or_start("start").unwrap();
        let opts = Options { flip: true, labels: true, ..Options::default() };
        let s = standalone_svg(&Setup::from_position(&start), &opts);
        let g = Geometry::new(Variant::Kiswahili, true, true);
        let (w, h) = standalone_size(Variant::Kiswahili, &opts);
        assert_eq!((w, h), ((g.width * 2.0) as u32, (g.height * 2.0) as u32));
        assert!(s.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), "{s}");
        assert!(s.contains(&format!(r##" width="{w}" height="{h}" color="#222222""##)), "{s}");
        assert!(s.contains(r##"<rect width="100%" height="100%" fill="#ffffff"/>"##));
        assert!(s.contains(">b8</text>"), "pit names");
        // The same drawing as the inline diagram, between the frame and the background.
        let inline = render_svg(&start, &opts);
        let body = |x: &str| x[x.find("<rect class=\"bao-frame\"").unwrap()..].trim_end().to_string();
        assert_eq!(body(&s), body(&inline));
        // Flipped, South's pits are drawn at the top.
        let y = |text: &str, pit: &str| {
            let at = text.find(&format!(">{pit}</text>")).unwrap();
            let before = &text[..at];
            let y_at = before.rfind(" y=\"").unwrap();
            before[y_at + 4..].split('"').next().unwrap().parse::<f32>().unwrap()
        };
        assert!(y(&s, "A1") < y(&s, "a1"));
        let plain = standalone_svg(&Setup::from_position(&start), &Options { labels: true, ..Options::default() });
        assert!(y(&plain, "A1") > y(&plain, "a1"));
    }

    #[test]
    fn more_than_a_dozen_seeds_is_a_number() {
        let p = "kiswahili:0,0,0,0,0,0,0,0/0,0,0,20,0,0,0,0/0,0,0,0,20,2,2,0/0,0,0,0,0,0,0,0:S:10,10:SN:-";
        let s = svg(p, &Options::default());
        assert_eq!(s.matches("bao-count bao-big").count(), 2);
        assert_eq!(s.matches(">20</text>").count(), 2);
    }

    #[test]
    fn large_counts_are_numbers_without_dots() {
        let opts = Options { large_counts: true, labels: true, ..Options::default() };
        let s = svg("start", &opts);
        assert_eq!(s.matches("<circle class=\"bao-seed\"").count(), 0, "no dots");
        // 6 in each nyumba, 2 in A6, A7, a6, a7, and the stores of 22: all as large numbers.
        assert_eq!(s.matches("bao-large").count(), 6 + 2);
        assert_eq!(s.matches(r#"font-size="18" font-weight="bold" fill="currentColor">6</text>"#).count(), 2);
        assert_eq!(s.matches(r#"font-weight="bold" fill="currentColor">22</text>"#).count(), 2);
        assert!(s.contains(">A5</text>"), "the names stay");
    }

    #[test]
    fn labels_name_every_pit_and_highlight_marks_one() {
        let a4 = Pit::parse("a4").unwrap();
        let s = svg("start", &Options { labels: true, highlight: &[a4], ..Options::default() });
        assert!(s.contains(">b8</text>") && s.contains(">A1</text>"));
        assert_eq!(s.matches("bao-hl").count(), 1);
    }

    /// A kichwa's or kimbi's tick never crosses the pit's name: below the middle the tick is on
    /// the name's side of the pit, so the name is written higher (both sides, flipped or not).
    #[test]
    fn pit_names_clear_the_kichwa_and_kimbi_ticks() {
        let number = |tag: &str, attr: &str| -> f32 {
            let at = tag.find(&format!(" {attr}=\"")).expect("the attribute") + attr.len() + 3;
            tag[at..].split('"').next().and_then(|v| v.parse().ok()).expect("a number")
        };
        for flip in [false, true] {
            for large_counts in [false, true] {
                let s = svg("start:kujifunza", &Options { labels: true, flip, large_counts, ..Options::default() });
                let mut checked = 0;
                for name in ["A1", "A2", "A7", "A8", "a1", "a2", "a7", "a8"] {
                    let label = s.find(&format!(">{name}</text>")).expect("the name");
                    let group = &s[s[..label].rfind("<g").expect("the pit's group")..label];
                    let tick = group.find("bao-tick").map(|i| &group[i..]).expect("a tick");
                    let text = &group[group.rfind("<text class=\"bao-label\"").expect("the name's text")..];
                    let (tick_y, name_y) = (number(tick, "y1"), number(text, "y"));
                    // The name's baseline is at least 3 units above the tick, or the tick is
                    // below the pit (the name's cap height is about 5.5 units).
                    assert!(tick_y - name_y >= 3.0 || tick_y > name_y + 20.0, "{name} flip {flip}: {name_y} {tick_y}");
                    checked += 1;
                }
                assert_eq!(checked, 8);
            }
        }
    }

    #[test]
    fn kingulu_shows_captured_seeds_and_reserved_holes() {
        let s = svg("kingulu:4,4,4,4,4,4/4,4,4,4,0,0:S:3,5:A5=N", &Options::default());
        assert_eq!(s.matches("bao-reserved bao-by-north").count(), 1);
        assert!(s.contains(">3</text>") && s.contains(">5</text>"), "captured seeds beside the board");
        assert!(s.contains(">N</text>"), "the reserving player's letter");
    }

    #[test]
    fn a_setup_is_drawn_even_when_invalid() {
        let mut setup = Setup::from_position(&Position::parse_or_start("start").unwrap());
        setup.set(Pit::parse("A1").unwrap(), 40);
        assert!(setup.validate().is_err());
        assert!(render_setup(&setup, &Options::default()).contains(">40</text>"));
    }

    #[test]
    fn title_is_escaped() {
        let s = svg("start", &Options { title: Some("A <b> & \"c\""), ..Options::default() });
        assert!(s.contains("<title>A &lt;b&gt; &amp; &quot;c&quot;</title>"));
    }

    #[test]
    fn dots_stay_inside_the_pit_where_the_rings_put_them() {
        for n in 0..=MAX_DOTS {
            let d = dots(n);
            assert_eq!(d.len(), n as usize);
            for (x, y) in d {
                assert!((x * x + y * y).sqrt() * PIT_R + 2.3 < PIT_R);
            }
        }
        // The table is the rings: n dots from the top at radius 0.42 up to 6; from 7 on an
        // inner ring of n/3 from the angle 0.3 at radius 0.22 and the others from the top at 0.6.
        let ring = |count: u8, radius: f32, phase: f32| -> Vec<(f32, f32)> {
            (0..count)
                .map(|i| {
                    let a = phase + core::f32::consts::TAU * f32::from(i) / f32::from(count);
                    (radius * a.cos(), radius * a.sin())
                })
                .collect()
        };
        for n in 2..=MAX_DOTS {
            let want = if n <= 6 {
                ring(n, 0.42, -core::f32::consts::FRAC_PI_2)
            } else {
                let mut v = ring(n / 3, 0.22, 0.3);
                v.extend(ring(n - n / 3, 0.6, -core::f32::consts::FRAC_PI_2));
                v
            };
            for ((x, y), (a, b)) in dots(n).iter().zip(want) {
                assert!((x - a).abs() < 1e-3 && (y - b).abs() < 1e-3, "{n}: ({x}, {y}) vs ({a}, {b})");
            }
        }
    }

    #[test]
    fn numbers_are_written_short() {
        let w = |x: f32| N(x).to_string();
        assert_eq!(
            [w(12.0), w(12.5), w(0.25), w(-3.0), w(-0.5), w(376.0), w(7.125)],
            ["12", "12.5", "0.25", "-3", "-0.5", "376", "7.13"]
        );
        assert_eq!([N1(2.26).to_string(), N1(-0.04).to_string(), N1(5.0).to_string()], ["2.3", "0", "5"]);
    }
}
