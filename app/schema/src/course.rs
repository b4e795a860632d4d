//! The course index (`course.json` at the root of each language's book): every chapter that
//! holds exercises, in the order of the book's summary, with its title, its page and its
//! exercises (their progress keys, their lessons as share-link fragments, their tests). The
//! book builder writes it; the course map, the test scores and the review page read it.

use crate::{Lesson, Mode};
use bao_text::json::{JsonError, Value};
use core::fmt;

/// The format's version: a reader refuses an index of another version.
pub const VERSION: i64 = 1;

/// The course: its stages in the order of the book.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Course {
    /// The chapters with exercises, in the order of the book's summary.
    pub stages: Vec<Stage>,
}

/// A chapter with exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The chapter's title, in the book's language.
    pub title: String,
    /// The page, relative to the book's root (`course/kujifunza/05-capture.html`).
    pub path: String,
    /// The title of the chapter it belongs to, else of its part of the book; empty when none.
    pub section: String,
    /// Its stage number, the one the text, the sidebar and the map use; `None` for the other
    /// pages with exercises (the tests, a practice page), which the map lists but does not
    /// count as stages.
    pub number: Option<u32>,
    /// Its exercises, in the order of their blocks on the page.
    pub exercises: Vec<Exercise>,
}

/// One exercise of a stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// Its progress key (`data-id`): the chapter's path without `.md`, `#`, the block's number.
    pub id: String,
    /// The lesson as a share-link fragment (`mode=exercise&position=...&goal=...`).
    pub lesson: String,
    /// The mixed test it counts in.
    pub test: Option<String>,
}

/// Why a text is not a course index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CourseError {
    /// The text is not JSON this crate's reader takes (where and what was expected).
    Json(JsonError),
    /// Valid JSON, but not an index of this version (what is wrong).
    Shape(&'static str),
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CourseError::Json(e) => write!(f, "not JSON: {e}"),
            CourseError::Shape(what) => write!(f, "not a course index: {what}"),
        }
    }
}

impl std::error::Error for CourseError {}

impl Exercise {
    /// The exercise of a lesson read from a block (its id set by the builder).
    #[must_use]
    pub fn of(lesson: &Lesson) -> Option<Exercise> {
        (lesson.mode == Mode::Exercise).then(|| Exercise {
            id: lesson.id.clone(),
            lesson: lesson.to_fragment(),
            test: lesson.test.clone(),
        })
    }
}

impl Course {
    /// Every exercise, with its stage.
    pub fn exercises(&self) -> impl Iterator<Item = (&Stage, &Exercise)> {
        self.stages.iter().flat_map(|s| s.exercises.iter().map(move |e| (s, e)))
    }

    /// The exercises of a test, in the order of the book.
    #[must_use]
    pub fn test(&self, name: &str) -> Vec<&Exercise> {
        self.exercises().filter(|(_, e)| e.test.as_deref() == Some(name)).map(|(_, e)| e).collect()
    }

    /// An exercise and its stage, by id.
    #[must_use]
    pub fn find(&self, id: &str) -> Option<(&Stage, &Exercise)> {
        self.exercises().find(|(_, e)| e.id == id)
    }

    /// The index as the book builder writes it to `course.json`: compact JSON with its
    /// [`VERSION`], members in a fixed order (so the same course gives the same bytes).
    #[must_use]
    pub fn to_json(&self) -> String {
        let s = |t: &str| Value::Str(t.to_string());
        let stages = self
            .stages
            .iter()
            .map(|st| {
                let exercises = st
                    .exercises
                    .iter()
                    .map(|e| {
                        let mut m = vec![("id".to_string(), s(&e.id)), ("lesson".to_string(), s(&e.lesson))];
                        if let Some(t) = &e.test {
                            m.push(("test".to_string(), s(t)));
                        }
                        Value::Obj(m)
                    })
                    .collect();
                let mut m = vec![
                    ("title".to_string(), s(&st.title)),
                    ("path".to_string(), s(&st.path)),
                    ("section".to_string(), s(&st.section)),
                ];
                if let Some(n) = st.number {
                    m.push(("number".to_string(), Value::Int(i64::from(n))));
                }
                m.push(("exercises".to_string(), Value::Arr(exercises)));
                Value::Obj(m)
            })
            .collect();
        Value::Obj(vec![("version".to_string(), Value::Int(VERSION)), ("stages".to_string(), Value::Arr(stages))])
            .to_string()
    }

    /// Reads `course.json` as the widgets fetch it: an index of another [`VERSION`] or with a
    /// member missing or of the wrong type is refused, naming that member.
    pub fn from_json(text: &str) -> Result<Course, CourseError> {
        let v = Value::parse(text).map_err(CourseError::Json)?;
        if v.get("version").and_then(Value::as_int) != Some(VERSION) {
            return Err(CourseError::Shape("version"));
        }
        let text_of = |v: &Value, name: &'static str| {
            v.get(name).and_then(Value::as_str).map(str::to_string).ok_or(CourseError::Shape(name))
        };
        let mut stages = Vec::new();
        for st in v.get("stages").and_then(Value::as_array).ok_or(CourseError::Shape("stages"))? {
            let mut exercises = Vec::new();
            for e in st.get("exercises").and_then(Value::as_array).ok_or(CourseError::Shape("exercises"))? {
                let test = match e.get("test") {
                    None => None,
                    Some(t) => Some(t.as_str().ok_or(CourseError::Shape("test"))?.to_string()),
                };
                exercises.push(Exercise { id: text_of(e, "id")?, lesson: text_of(e, "lesson")?, test });
            }
            let number = match st.get("number") {
                None => None,
                Some(n) => Some(n.as_int().and_then(|n| u32::try_from(n).ok()).ok_or(CourseError::Shape("number"))?),
            };
            stages.push(Stage {
                title: text_of(st, "title")?,
                path: text_of(st, "path")?,
                section: text_of(st, "section")?,
                number,
                exercises,
            });
        }
        Ok(Course { stages })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Course {
        let l = Lesson::parse_block("mode: exercise\nposition: start:kujifunza\ngoal: legal\ntest: kujifunza").unwrap();
        let mut x = Exercise::of(&Lesson { id: "course/kujifunza/test#1".into(), ..l }).unwrap();
        let y = Exercise { id: "course/a \"b\"#2".into(), lesson: "mode=exercise&goal=win".into(), test: None };
        let stage = |title: &str, number: Option<u32>, ex: Vec<Exercise>| Stage {
            title: title.into(),
            path: "course/kujifunza/test.html".into(),
            section: "Part 1: Bao la Kujifunza".into(),
            number,
            exercises: ex,
        };
        x.test = Some("kujifunza".into());
        Course {
            stages: vec![stage("Test: Bao la Kujifunza", None, vec![x]), stage("5. Ünïcode ✓", Some(5), vec![y])]
        }
    }

    #[test]
    fn the_index_reads_back() {
        let c = sample();
        let text = c.to_json();
        assert!(text.starts_with(
            r#"{"version":1,"stages":[{"title":"Test: Bao la Kujifunza","path":"course/kujifunza/test.html""#
        ));
        assert!(
            text.contains(
                r#""lesson":"mode=exercise&position=start:kujifunza&goal=legal&test=kujifunza","test":"kujifunza""#
            ),
            "{text}"
        );
        assert_eq!(Course::from_json(&text), Ok(c.clone()));
        assert_eq!(c.test("kujifunza").len(), 1);
        assert_eq!(c.find("course/a \"b\"#2").map(|(s, _)| s.title.as_str()), Some("5. Ünïcode ✓"));
        assert!(text.contains(r#""section":"Part 1: Bao la Kujifunza","number":5,"exercises""#), "{text}");
        assert!(!text.contains(r#""number":null"#), "a page that is no stage has no number: {text}");
        let lesson = Lesson::from_fragment(&c.stages[0].exercises[0].lesson).unwrap();
        assert_eq!(lesson.mode, Mode::Exercise);
    }

    #[test]
    fn a_bad_index_says_what() {
        assert!(matches!(Course::from_json("{"), Err(CourseError::Json(_))));
        assert_eq!(Course::from_json(r#"{"version":2,"stages":[]}"#), Err(CourseError::Shape("version")));
        assert_eq!(
            Course::from_json(
                r#"{"version":1,"stages":[{"title":"t","path":"p","section":"","exercises":[{"id":1}]}]}"#
            ),
            Err(CourseError::Shape("id"))
        );
        assert_eq!(
            Course::from_json(
                r#"{"version":1,"stages":[{"title":"t","path":"p","section":"","number":-1,"exercises":[]}]}"#
            ),
            Err(CourseError::Shape("number"))
        );
        assert_eq!(Course::from_json(r#"{"version":1,"stages":[]}"#), Ok(Course::default()));
    }
}
