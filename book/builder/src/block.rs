//! The `bao` block's placeholder: the lesson (read and checked by `bao-schema`, the one home of
//! the block's fields, modes and goals) as the `div.bao-widget` the widget loader mounts on,
//! with the static diagram inside.

use bao_diagram::{render_svg, Options};
use bao_schema::{BlockError, Lesson, Mode};
use std::collections::HashMap;
use std::path::Path;

/// The static boards' accessible names in one language: the widgets' names of the modes
/// (`mode-<name>` in `locales/<lang>/*.ftl`, English where a language lacks one), which the live
/// widget also says. A static board stays in the page until its widget is built (when it comes
/// near the screen), so it must be named; print and readers without JavaScript get it too.
#[derive(Default)]
pub(crate) struct BoardNames(HashMap<&'static str, String>);

impl BoardNames {
    pub(crate) fn load(root: &Path, code: &str) -> BoardNames {
        let mut names = BoardNames::default();
        for lang in [code, "en"] {
            for (id, text) in ftl_messages(&root.join("locales").join(lang)) {
                if let Some(mode) = id.strip_prefix("mode-").and_then(Mode::from_name) {
                    names.0.entry(mode.name()).or_insert(text);
                }
            }
        }
        names
    }

    fn of(&self, mode: Mode) -> Option<&str> {
        self.0.get(mode.name()).map(String::as_str)
    }
}

/// The plain-text messages (id, text) of the Fluent files of a folder (others are skipped).
fn ftl_messages(dir: &Path) -> Vec<(String, String)> {
    use fluent_syntax::ast::{Entry, PatternElement};
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else { return out };
    for f in rd.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "ftl")) {
        let Ok(text) = std::fs::read_to_string(&f) else { continue };
        let res = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in res.body {
            let Entry::Message(m) = entry else { continue };
            let Some(value) = m.value else { continue };
            if let [PatternElement::TextElement { value }] = value.elements.as_slice() {
                out.push((m.id.name.to_string(), value.trim().to_string()));
            }
        }
    }
    out
}

/// Reads and validates a block body (see `bao_schema::Lesson::parse_block`).
pub(crate) fn parse(body: &str) -> Result<Lesson, BlockError> {
    Lesson::parse_block(body)
}

/// The placeholder the widget loader mounts on, with the static diagram of the position the
/// lesson shows; `id` keys the exercise's saved progress. One line, so markdown keeps it as one
/// HTML block.
pub(crate) fn placeholder(lesson: &Lesson, id: &str, names: &BoardNames) -> String {
    // The course map, a score and the review have no board of their own.
    let svg = if lesson.mode.has_board() {
        let title = names.of(lesson.mode);
        render_svg(lesson.shown(), &Options { flip: lesson.flip, labels: lesson.labels, title, ..Options::default() })
    } else {
        String::new()
    };
    let lesson = Lesson { id: id.to_string(), ..lesson.clone() };
    // Boards, moves and positions are notation: a browser's page translation leaves them alone.
    format!(r#"<div class="bao-widget"{} translate="no">{svg}</div>"#, lesson.to_attributes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_block_becomes_a_placeholder_with_its_diagram() {
        let b = parse("mode: step\nposition: start\nmoves: A7< a5>\nflip: true").unwrap();
        let html = placeholder(&b, "course/01-sowing#1", &BoardNames::default());
        assert!(html.starts_with(
            r#"<div class="bao-widget" data-mode="step" data-position="start" data-moves="A7&lt; a5&gt;" data-flip="true" data-id="course/01-sowing#1" translate="no"><svg class="bao-diagram"#
        ), "{html}");
        // The stepper's diagram shows the start: both stores full.
        assert_eq!(html.matches(">22</text>").count(), 2);
        assert!(!html.contains('\n'), "one line, so markdown keeps it as one HTML block");
    }

    #[test]
    fn a_static_board_is_named_in_the_page_language() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let b = parse("mode: exercise\ngoal: legal").unwrap();
        let en = placeholder(&b, "x#1", &BoardNames::load(&root, "en"));
        assert!(en.contains(r#"role="img" translate="no" aria-label="Exercise"><title>Exercise</title>"#), "{en}");
        let sw = BoardNames::load(&root, "sw");
        let step = parse("mode: step").unwrap();
        let ours = placeholder(&step, "x#2", &sw);
        let english = placeholder(&step, "x#2", &BoardNames::load(&root, "en"));
        assert!(ours.contains("aria-label=\"") && ours != english, "Kiswahili has its own name: {ours}");
        assert_eq!(BoardNames::load(&root, "nope").of(Mode::Record), Some("Game record"), "English fills in");
    }

    #[test]
    fn a_map_has_no_diagram() {
        let b = parse("mode: map").unwrap();
        assert_eq!(
            placeholder(&b, "c#1", &BoardNames::default()),
            r#"<div class="bao-widget" data-mode="map" data-id="c#1" translate="no"></div>"#
        );
    }

    #[test]
    fn a_view_shows_the_position_after_the_moves() {
        let b = parse("moves: A7<").unwrap();
        let html = placeholder(&b, "x#1", &BoardNames::default());
        assert!(html.contains(">21</text>") && html.contains(">22</text>"), "South sowed one seed from his store");
    }
}
