//! An embedded board: the `<iframe>` snippet "Copy embed code" writes (the embed page's address
//! with the lesson's fragment, a title, a size that fits the mode), and the messages the embedded
//! board posts to its host page (`bao:move`, `bao:solved`), as data.

use bao_diagram::Geometry;
use bao_schema::{Embed, Lesson, Mode, Size};
use bao_text::html::escape;

/// The frame's width and height in CSS pixels for a lesson at `size`: the board's height at
/// that width plus what the mode shows around it (buttons, move list, forms).
#[must_use]
pub fn frame_size(lesson: &Lesson, size: Size) -> (u32, u32) {
    let width = size.width() + 24;
    let g = Geometry::new(lesson.start.variant(), lesson.flip, lesson.labels);
    let board = (f64::from(size.width()) * f64::from(g.height) / f64::from(g.width)).ceil() as u32;
    let around = match lesson.mode {
        Mode::View => 110,
        Mode::Exercise => 210,
        Mode::Step | Mode::Drill => 260,
        Mode::Play => 380,
        Mode::Record => 420,
        Mode::Edit => 560,
        // No board: a line of text, or a page of the course's progress.
        Mode::Score => return (width, 140),
        Mode::Map | Mode::Review => return (width, 640),
    };
    (width, board + around)
}

/// The `<iframe>` of a lesson on the embed page at `embed_url` (the book's `embed.html` in the
/// reader's language), titled `title` (already localized).
#[must_use]
pub fn frame(lesson: &Lesson, embed: &Embed, embed_url: &str, title: &str) -> String {
    let size = embed.size.unwrap_or(Size::Medium);
    let (w, h) = frame_size(lesson, size);
    let own = embed.to_fragment();
    let link = lesson.to_fragment();
    let fragment = if own.is_empty() { link } else { format!("{link}&{own}") };
    format!(
        r#"<iframe src="{}#{}" title="{}" width="{w}" height="{h}" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>"#,
        escape(embed_url),
        escape(&fragment),
        escape(title)
    )
}

/// The embed page next to the share page: `.../play.html` -> `.../embed.html`.
#[must_use]
pub fn embed_url(play_url: &str) -> String {
    match play_url.rsplit_once('/') {
        Some((dir, _)) => format!("{dir}/embed.html"),
        None => "embed.html".to_string(),
    }
}

/// What the embedded board tells its host page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostMessage {
    /// `{type: "bao:move", move, position}` after every move played.
    Move {
        /// The move in the notation (`A6<`).
        mv: String,
        /// The position after it, in the notation.
        position: String,
    },
    /// `{type: "bao:solved", id, stars}` when an exercise is solved.
    Solved {
        /// The host's key for the board (the embed link's `id`).
        id: String,
        /// The stars earned, as the course map counts them.
        stars: u8,
    },
}

impl HostMessage {
    /// The message's fields, `type` first.
    #[must_use]
    pub fn fields(&self) -> Vec<(&'static str, HostValue)> {
        match self {
            HostMessage::Move { mv, position } => vec![
                ("type", HostValue::Text("bao:move".into())),
                ("move", HostValue::Text(mv.clone())),
                ("position", HostValue::Text(position.clone())),
            ],
            HostMessage::Solved { id, stars } => vec![
                ("type", HostValue::Text("bao:solved".into())),
                ("id", HostValue::Text(id.clone())),
                ("stars", HostValue::Number(*stars)),
            ],
        }
    }
}

/// A field's value in a message to the host page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostValue {
    /// A JavaScript string.
    Text(String),
    /// A JavaScript number.
    Number(u8),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang, Msg};
    use bao_schema::Theme;
    use rules_core::{Position, Variant};

    #[test]
    fn the_frame_holds_the_lesson_and_the_embed_settings() {
        let lesson = Lesson::from_fragment("mode=step&moves=A7<%20a5>").expect("reads");
        let embed = Embed { theme: Theme::Dark, size: Some(Size::Small), id: "lesson \"4\"".into() };
        let html = frame(&lesson, &embed, "https://example.org/bao/sw/embed.html", "Ubao: <hatua>");
        assert!(html.starts_with(
            r#"<iframe src="https://example.org/bao/sw/embed.html#mode=step&amp;position=start&amp;moves=A7&lt;%20a5&gt;&amp;theme=dark&amp;size=small&amp;id=lesson%20%224%22" title="Ubao: &lt;hatua&gt;" width="384" height=""#
        ), "{html}");
        assert!(html.ends_with(r#" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>"#));
        // The embed page reads the fragment back: the lesson and the settings.
        let fragment = html
            .split('#')
            .nth(1)
            .and_then(|f| f.split('"').next())
            .expect("a fragment")
            .replace("&amp;", "&")
            .replace("&lt;", "<")
            .replace("&gt;", ">");
        let (e, rest) = Embed::split(&fragment);
        assert_eq!(e, Ok(embed));
        assert_eq!(Lesson::from_fragment(&rest), Ok(lesson));
    }

    /// The snippet readers paste into their pages, byte for byte, for typical lessons: a course
    /// exercise titled in English, and a record with a comment (quotes, `<`, a line break)
    /// titled in Swahili.
    #[test]
    fn the_snippet_of_a_typical_lesson_is_pinned() {
        let title = |code: &str, mode: &str| {
            t(Lang::from_tag(code), &Msg::new("embed-frame-title").msg("mode", Msg::new(format!("mode-{mode}"))))
        };
        let exercise = Lesson::parse_block(
            "mode: exercise\nposition: kiswahili:0,3,0,1,3,4,7,4/1,13,1,0,4,1,4,7/0,0,0,0,0,0,0,1/1,3,3,0,2,0,1,0:N:0,0:-:-\nflip: true\ngoal: end b6\n",
        )
        .expect("reads");
        assert_eq!(
            frame(&exercise, &Embed::default(), "https://example.org/bao/en/embed.html", &title("en", "exercise")),
            r#"<iframe src="https://example.org/bao/en/embed.html#mode=exercise&amp;position=kiswahili:0,3,0,1,3,4,7,4/1,13,1,0,4,1,4,7/0,0,0,0,0,0,0,1/1,3,3,0,2,0,1,0:N:0,0:-:-&amp;flip=true&amp;goal=end%20b6" title="Bao board: Exercise" width="584" height="535" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>"#
        );
        let record = Lesson::parse_block("mode: record\nrecord:\nstart\n{South's \"first\" <move>}\n1. A7< a5>\n")
            .expect("reads");
        assert_eq!(
            frame(&record, &Embed::default(), "https://example.org/bao/sw/embed.html", &title("sw", "record")),
            r#"<iframe src="https://example.org/bao/sw/embed.html#mode=record&amp;record=start%0A%7BSouth%27s%20%22first%22%20&lt;move&gt;%7D%0A1.%20A7&lt;%2A%20a5&gt;" title="Ubao wa Bao: Kumbukumbu ya mchezo" width="584" height="692" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>"#
        );
    }

    #[test]
    fn frames_fit_their_mode() {
        let view = Lesson::new(Mode::View, Position::start(Variant::Kiswahili));
        let edit = Lesson::new(Mode::Edit, Position::start(Variant::Kiswahili));
        let (w, h) = frame_size(&view, Size::Medium);
        assert_eq!(w, 584);
        assert!(h > 300 && h < frame_size(&edit, Size::Medium).1, "{h}");
        let kingulu = Lesson::new(Mode::View, Position::start(Variant::Kingulu));
        assert!(frame_size(&kingulu, Size::Medium).1 < h, "two rows are lower than four");
        assert!(frame_size(&view, Size::Large).0 > w);
    }

    #[test]
    fn the_embed_page_is_beside_the_share_page() {
        assert_eq!(embed_url("https://x.org/book/it/play.html"), "https://x.org/book/it/embed.html");
        assert_eq!(embed_url("play.html"), "embed.html");
    }

    #[test]
    fn host_messages() {
        let m = HostMessage::Solved { id: "c1".into(), stars: 3 };
        assert_eq!(m.fields()[0], ("type", HostValue::Text("bao:solved".into())));
        assert_eq!(m.fields()[2], ("stars", HostValue::Number(3)));
    }
}
