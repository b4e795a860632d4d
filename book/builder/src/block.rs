//! The `bao` block's placeholder: the lesson (read and checked by `bao-schema`, the one home of
//! the block's fields, modes and goals) as the `div.bao-widget` the widget loader mounts on,
//! with the static diagram inside.

use bao_diagram::{render_svg, Options};
use bao_schema::{BlockError, Lesson};

/// Reads and validates a block body (see `bao_schema::Lesson::parse_block`).
pub fn parse(body: &str) -> Result<Lesson, BlockError> {
    Lesson::parse_block(body)
}

/// The placeholder the widget loader mounts on, with the static diagram of the position the
/// lesson shows; `id` keys the exercise's saved progress. One line, so markdown keeps it as one
/// HTML block.
pub fn placeholder(lesson: &Lesson, id: &str) -> String {
    // The course map, a score and the review have no board of their own.
    let svg = if lesson.mode.has_board() {
        render_svg(lesson.shown(), &Options { flip: lesson.flip, labels: lesson.labels, ..Options::default() })
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
        let html = placeholder(&b, "course/01-sowing#1");
        assert!(html.starts_with(
            r#"<div class="bao-widget" data-mode="step" data-position="start" data-moves="A7&lt; a5&gt;" data-flip="true" data-id="course/01-sowing#1" translate="no"><svg class="bao-diagram"#
        ), "{html}");
        // The stepper's diagram shows the start: both stores full.
        assert_eq!(html.matches(">22</text>").count(), 2);
        assert!(!html.contains('\n'), "one line, so markdown keeps it as one HTML block");
    }

    #[test]
    fn a_map_has_no_diagram() {
        let b = parse("mode: map").unwrap();
        assert_eq!(
            placeholder(&b, "c#1"),
            r#"<div class="bao-widget" data-mode="map" data-id="c#1" translate="no"></div>"#
        );
    }

    #[test]
    fn a_view_shows_the_position_after_the_moves() {
        let b = parse("moves: A7<").unwrap();
        let html = placeholder(&b, "x#1");
        assert!(html.contains(">21</text>") && html.contains(">22</text>"), "South sowed one seed from his store");
    }
}
