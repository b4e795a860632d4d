//! A widget's lesson, read through `bao-schema` (the one reader the book builder uses too) from
//! the element's `data-*` attributes or a share link's fragment; when it cannot be read, the
//! localized messages that say why and the board to show beside them.

use crate::i18n::Msg;
use crate::narrate;
use bao_schema::{Embed, Error, Fields, GoalError, Key, Lesson, Mode, MoveError};
use rules_core::{Position, Variant};

/// Where a widget's settings come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The placeholder's `data-*` attributes (written by the book builder, or by hand).
    Attributes,
    /// A share link's fragment (the play page).
    Fragment,
}

impl Source {
    /// The mode when none is given.
    #[must_use]
    pub fn default_mode(self) -> Mode {
        match self {
            Source::Attributes => Mode::View,
            Source::Fragment => Mode::Play,
        }
    }
}

/// A lesson that cannot be read: why, and what to show instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The mode asked for, when it could be read.
    pub mode: Mode,
    /// What the widget shows in place of its lesson: as a rule a title (what could not be
    /// opened), then each thing wrong.
    pub msgs: Vec<Msg>,
    /// The start position of the game the settings name (Bao la Kiswahili when none).
    pub fallback: Position,
}

/// Reads a widget's lesson from its attributes (`get("mode")` is `data-mode`).
pub fn from_attributes(get: impl Fn(&str) -> Option<String>) -> Result<Lesson, Problem> {
    read(Ok(Fields::from_attributes(get)), Source::Attributes)
}

/// The longest share or embed link fragment read, in bytes (a record of
/// `rules_core::record::MAX_MOVES` short moves fits, percent-encoded): refused before parsing.
pub const MAX_FRAGMENT: usize = 2_000_000;

/// A value echoed in an error message is cut after this many characters.
const ECHO: usize = 60;

/// `text`, cut to [`ECHO`] characters with `…` when longer.
fn echo(text: &str) -> String {
    match text.char_indices().nth(ECHO) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// A fragment over [`MAX_FRAGMENT`]: the problem, in the link's mode when it says one early.
fn too_long(fragment: &str) -> Option<Problem> {
    (fragment.len() > MAX_FRAGMENT).then(|| Problem {
        mode: Source::Fragment.default_mode(),
        msgs: vec![Msg::new("fragment-title"), Msg::new("fragment-too-long").arg("limit", MAX_FRAGMENT / 1000)],
        fallback: Position::start(Variant::Kiswahili),
    })
}

/// Reads a share link's fragment (with or without `#`).
pub fn from_fragment(fragment: &str) -> Result<Lesson, Problem> {
    if let Some(p) = too_long(fragment) {
        return Err(p);
    }
    read(Fields::parse_fragment(fragment), Source::Fragment)
}

/// Reads an embed page's fragment: its own settings (theme, size, id; the defaults when they
/// cannot be read) and the lesson of the rest, as a share link's. The embed's id becomes the
/// lesson's (it keys the exercise's progress and its `bao:solved` message).
pub fn from_embed(fragment: &str) -> (Embed, Result<Lesson, Problem>) {
    if let Some(p) = too_long(fragment) {
        return (Embed::default(), Err(p));
    }
    let (embed, rest) = Embed::split(fragment);
    match embed {
        Err(e) => {
            let problem = Problem {
                mode: Source::Fragment.default_mode(),
                msgs: error_msgs(&e, &Fields::new(), Source::Fragment),
                fallback: Position::start(Variant::Kiswahili),
            };
            (Embed::default(), Err(problem))
        }
        Ok(embed) if !embed.id.is_empty() && !crate::progress::id_ok(&embed.id) => {
            let problem = Problem {
                mode: Source::Fragment.default_mode(),
                msgs: vec![Msg::new("fragment-title"), Msg::new("embed-bad-id").arg("limit", crate::progress::MAX_ID)],
                fallback: Position::start(Variant::Kiswahili),
            };
            (Embed { id: String::new(), ..embed }, Err(problem))
        }
        Ok(embed) => {
            let lesson = from_fragment(&rest).map(|l| Lesson { id: embed.id.clone(), ..l });
            // The course's progress pages are the book's own: not offered to a host page.
            let lesson = match lesson {
                Ok(l) if matches!(l.mode, Mode::Map | Mode::Review) => Err(Problem {
                    mode: Mode::View,
                    msgs: vec![Msg::new("embed-no-progress-page")],
                    fallback: Position::start(Variant::Kiswahili),
                }),
                other => other,
            };
            (embed, lesson)
        }
    }
}

fn read(fields: Result<Fields, Error>, source: Source) -> Result<Lesson, Problem> {
    let fields = match fields {
        Ok(f) => f,
        Err(e) => {
            let fallback = Position::start(Variant::Kiswahili);
            return Err(Problem {
                mode: source.default_mode(),
                msgs: error_msgs(&e, &Fields::new(), source),
                fallback,
            });
        }
    };
    Lesson::read(&fields, source.default_mode()).map_err(|e| Problem {
        mode: fields.get(Key::Mode).and_then(Mode::from_name).unwrap_or(source.default_mode()),
        msgs: error_msgs(&e, &fields, source),
        fallback: fallback(fields.get(Key::Position).unwrap_or("")),
    })
}

/// The start position of the game a (possibly broken) position names.
#[must_use]
pub fn fallback(text: &str) -> Position {
    let text = text.trim();
    let game = text.strip_prefix("start:").unwrap_or(text).split(':').next().unwrap_or("");
    Position::start(Variant::from_name(game).unwrap_or(Variant::Kiswahili))
}

/// The messages that say why a lesson cannot be read (a link's own errors are introduced as
/// the link's).
#[must_use]
pub fn error_msgs(e: &Error, fields: &Fields, source: Source) -> Vec<Msg> {
    let link = |m: Msg| vec![Msg::new("fragment-title"), m];
    match (e, source) {
        (Error::BadEncoding, _) => link(Msg::new("fragment-bad-encoding")),
        (Error::UnknownKey { key }, _) | (Error::NotKeyValue { text: key }, _) => {
            link(Msg::new("fragment-unknown-key").arg("key", echo(key)))
        }
        (Error::BadValue { key, value }, Source::Fragment) => {
            link(Msg::new("fragment-bad-value").arg("key", key.name()).arg("value", echo(value)))
        }
        (Error::BadValue { key: Key::Mode, value }, Source::Attributes) => {
            vec![Msg::new("error-mode").arg("mode", echo(value))]
        }
        (Error::BadValue { key, value }, Source::Attributes) => {
            vec![Msg::new("error-value").arg("key", key.name()).arg("value", echo(value))]
        }
        // Only blocks repeat a key (a link's second value is a bad value); for completeness.
        (Error::Repeated { key }, _) => vec![Msg::new("error-value").arg("key", key.name()).arg("value", "")],
        (Error::Position(p), _) => vec![Msg::new("error-position").msg("text", narrate::parse_error(p))],
        (Error::Move { number, text, why }, _) => {
            let reason = match why {
                MoveError::Syntax(p) => narrate::parse_error(p),
                MoveError::Illegal(il) => narrate::reason(&il.reason, il.variant),
            };
            vec![Msg::new("error-move").arg("number", *number).arg("move", echo(text)).msg("text", reason)]
        }
        (Error::Missing { key }, _) => vec![Msg::new("error-missing").arg("key", key.name())],
        (Error::NotForMode { key, mode }, _) => {
            vec![Msg::new("error-not-for-mode").arg("key", key.name()).arg("mode", mode.name())]
        }
        (Error::Goal(GoalError::NoLegalMove | GoalError::NoSolution { .. }), _) => vec![Msg::new("goal-no-solution")],
        (Error::Goal(GoalError::NothingWrong), _) => vec![Msg::new("goal-nothing-wrong")],
        (Error::Goal(_), _) => vec![Msg::new("goal-unknown").arg("goal", echo(fields.get(Key::Goal).unwrap_or("")))],
        (Error::DrillGame { drill, game }, _) => vec![Msg::new("error-drill-game")
            .arg("drill", drill.name())
            .msg("game", Msg::new(format!("game-{}", game.name())))],
        (Error::Record(r), _) if bao_schema::READS_RECORDS => {
            vec![Msg::new("error-record").msg("text", narrate::record_error(r))]
        }
        // A bundle that does not read records (the book's) has no record error: not reached.
        (Error::Record(_), _) => Vec::new(),
        (Error::BadEmbedValue { key, value }, _) => {
            link(Msg::new("fragment-bad-value").arg("key", *key).arg("value", echo(value)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};

    fn en(p: &Problem) -> Vec<String> {
        p.msgs.iter().map(|m| t(Lang::EN, m)).collect()
    }

    #[test]
    fn attributes_read_as_the_builder_wrote_them() {
        let l = from_attributes(|k| match k {
            "mode" => Some("exercise".into()),
            "moves" => Some("A7<".into()),
            "goal" => Some(" capture A4 ".into()),
            "flip" => Some("true".into()),
            "id" => Some("e2e#1".into()),
            _ => None,
        })
        .expect("reads");
        // An exercise shows the pit names unless told not to (its questions name pits).
        assert_eq!((l.mode, l.flip, l.labels, l.id.as_str()), (Mode::Exercise, true, true, "e2e#1"));
        assert_eq!(l.goal.map(|g| g.to_string()).as_deref(), Some("capture A4"));
    }

    #[test]
    fn problems_are_localized_with_a_board_beside_them() {
        let p = from_attributes(|k| (k == "mode").then(|| "bogus".into())).unwrap_err();
        assert_eq!(
            (p.mode, en(&p)),
            (
                Mode::View,
                vec!["Unknown widget mode “bogus” (view, step, play, edit, exercise, record, drill, score, map, review)."
                    .to_string()]
            )
        );
        let p = from_attributes(|k| match k {
            "mode" => Some("step".into()),
            "position" => Some("kingulu:1,2".into()),
            _ => None,
        })
        .unwrap_err();
        assert_eq!(p.mode, Mode::Step);
        assert_eq!(p.fallback, Position::start(Variant::Kingulu));
        assert!(en(&p)[0].starts_with("This position cannot be read: board, column"), "{:?}", en(&p));
        let p = from_attributes(|k| (k == "moves").then(|| "A7< b1>".into())).unwrap_err();
        assert!(en(&p)[0].starts_with("Move 2 (b1>) cannot be played:"), "{:?}", en(&p));
        let p = from_attributes(|k| (k == "flip").then(|| "yes".into())).unwrap_err();
        assert_eq!(en(&p), ["The widget has a bad value “yes” for “flip”."]);
        let p = from_attributes(|k| (k == "goal").then(|| "legal".into())).unwrap_err();
        assert_eq!(en(&p), ["The setting “goal” is not for mode “view”."]);
        let p = from_attributes(|k| (k == "mode").then(|| "exercise".into())).unwrap_err();
        assert_eq!(en(&p), ["The widget needs a “goal” setting."]);
        let exercise = |goal: &'static str| {
            move |k: &str| match k {
                "mode" => Some("exercise".to_string()),
                "goal" => Some(goal.to_string()),
                _ => None,
            }
        };
        assert_eq!(en(&from_attributes(exercise("capture z9")).unwrap_err()), ["Unknown exercise goal “capture z9”."]);
        assert_eq!(
            en(&from_attributes(exercise("capture a1")).unwrap_err()),
            ["This exercise has no solution in this position."]
        );
    }

    #[test]
    fn an_embed_reads_its_own_settings_and_the_link() {
        let (e, l) = from_embed("#mode=exercise&goal=capture%20A4&moves=A6<&theme=dark&size=small&id=class-7");
        assert_eq!((e.theme, e.size), (bao_schema::Theme::Dark, Some(bao_schema::Size::Small)));
        let l = l.expect("reads");
        assert_eq!((l.mode, l.id.as_str()), (Mode::Exercise, "class-7"));
        let (e, l) = from_embed("#theme=sepia&mode=view");
        assert_eq!(e, Embed::default());
        let p = l.unwrap_err();
        assert_eq!(en(&p), ["This shared link could not be opened.", "The link has a bad value “sepia” for “theme”."]);
        let p = from_embed("#size=large&colour=red").1.unwrap_err();
        assert_eq!(en(&p)[1], "The link has an unknown part “colour”.");
    }

    #[test]
    fn an_embed_keeps_to_its_limits() {
        // Issue 22: an id the progress could not keep back, a course map in a host's frame.
        let p = from_embed("#mode=exercise&goal=capture%20A4&moves=A6<&id=homework%0A1").1.unwrap_err();
        assert_eq!(en(&p)[1], "The link's id must be one line of at most 300 bytes.");
        let long = format!("#mode=exercise&goal=capture%20A4&moves=A6<&id={}", "x".repeat(301));
        assert!(from_embed(&long).1.is_err());
        let ok = format!("#mode=exercise&goal=capture%20A4&moves=A6<&id={}", "x".repeat(300));
        assert!(from_embed(&ok).1.is_ok());
        for mode in ["map", "review"] {
            let p = from_embed(&format!("#mode={mode}")).1.unwrap_err();
            assert_eq!(en(&p), ["The course's progress pages cannot be embedded: open the book itself."]);
        }
        // Over the limit: refused before it is read.
        let huge = format!("#mode=view&{}", "x".repeat(MAX_FRAGMENT));
        assert_eq!(en(&from_fragment(&huge).unwrap_err())[1], "The link is too long (at most 2,000 KB).");
        assert!(from_embed(&huge).1.is_err());
        // A long unknown key is not echoed whole.
        let key = "k".repeat(1_000_000);
        let said = en(&from_fragment(&format!("#mode=view&{key}=1")).unwrap_err()).join(" ");
        assert!(said.len() < 300, "{}", said.len());
        assert!(said.contains(&format!("{}…", "k".repeat(60))), "{said}");
    }

    #[test]
    fn a_record_that_cannot_be_read_says_where() {
        let p = from_fragment("#mode=record&record=start%0A1.%20A7%3C%20a6%3C").unwrap_err();
        assert_eq!((p.mode, p.fallback.variant()), (Mode::Record, Variant::Kiswahili));
        assert_eq!(
            en(&p),
            ["This game record cannot be read: line 2, column 8: move 1... a6< cannot be played: a capture is available, so you must capture (K10)."]
        );
        let p = from_attributes(|k| match k {
            "mode" => Some("record".into()),
            "record" => Some("start\n1. A7< {unfinished".into()),
            _ => None,
        })
        .unwrap_err();
        assert_eq!(en(&p), ["This game record cannot be read: line 2, column 8: this { has no }."]);
        assert_eq!(
            en(&from_attributes(|k| (k == "mode").then(|| "record".into())).unwrap_err()),
            ["The widget needs a “record” setting."]
        );
    }

    #[test]
    fn a_link_says_it_is_the_link() {
        let p = from_fragment("#mode=play&colour=red").unwrap_err();
        assert_eq!(p.mode, Mode::Play);
        assert_eq!(en(&p), ["This shared link could not be opened.", "The link has an unknown part “colour”."]);
        assert_eq!(en(&from_fragment("#mode=fly").unwrap_err())[1], "The link has a bad value “fly” for “mode”.");
        assert_eq!(en(&from_fragment("#flip=1&flip=0").unwrap_err())[1], "The link has a bad value “0” for “flip”.");
        assert_eq!(en(&from_fragment("#moves=%E0%A4%A").unwrap_err())[1], "The link is damaged (bad %-encoding).");
        let p = from_fragment("#position=kiswahili:garbage").unwrap_err();
        assert!(en(&p)[0].starts_with("This position cannot be read"), "{:?}", en(&p));
        assert_eq!(from_fragment("").map(|l| l.mode), Ok(Mode::Play));
    }
}
