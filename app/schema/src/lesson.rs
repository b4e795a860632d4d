//! A lesson's meaning, validated against the rules core, and its written form.

use crate::error::{Error, MoveError};
use crate::fields::{BlockError, Fields};
use crate::goal::Goal;
use crate::{Drill, Key, Mode};
use rules_core::principle::Principle;
use rules_core::{Event, Move, Position, Record, Side, Variant};

/// One move played, with everything the widgets show about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The move as the rules core reads it (for the move list and the highlight).
    pub mv: Move,
    /// The position it was played in.
    pub before: Position,
    /// The position it led to.
    pub after: Position,
    /// What happened, seed by seed: the trace a `step` board animates and narrates.
    pub events: Vec<Event>,
}

/// The computer opponent of a play board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    /// Strength, 1 (weakest) to 4.
    pub level: u8,
    /// The side it plays; `None`: the widget chooses.
    pub side: Option<Side>,
}

/// What a board shows and lets the reader do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// What the board lets the reader do.
    pub mode: Mode,
    /// The position the moves start from.
    pub start: Position,
    /// The moves, replayed from `start` with their traces.
    pub plies: Vec<Ply>,
    /// Drawn from North's side.
    pub flip: bool,
    /// Pit names shown (when not given: [`Mode::labels_by_default`]).
    pub labels: bool,
    /// The exercise's goal (exercise mode only, where it is required).
    pub goal: Option<Goal>,
    /// Play mode: a computer opponent.
    pub computer: Option<Computer>,
    /// The mixed test an exercise counts in, or whose score a `score` board shows.
    pub test: Option<String>,
    /// `legal: few`: an exercise with fewer than 3 legal moves on purpose.
    pub few_legal: bool,
    /// The principle of play the exercise tests (Part 3 of the course), said by its first hint.
    pub principle: Option<Principle>,
    /// The kind of a drill (drill mode, where it is required).
    pub drill: Option<Drill>,
    /// A drill's random seed (none: a new series each time).
    pub seed: Option<u64>,
    /// Record mode (where it is required): the game record; `start` is its start.
    pub record: Option<Record>,
    /// The key of the exercise's saved progress (set by the book builder).
    pub id: String,
}

impl Lesson {
    /// A lesson of `mode` on `start`, without moves, flags or goal.
    #[must_use]
    pub fn new(mode: Mode, start: Position) -> Lesson {
        Lesson {
            mode,
            start,
            plies: Vec::new(),
            flip: false,
            labels: mode.labels_by_default(),
            goal: None,
            computer: None,
            test: None,
            few_legal: false,
            principle: None,
            drill: None,
            seed: None,
            record: None,
            id: String::new(),
        }
    }

    /// The position after the moves.
    #[must_use]
    pub fn after(&self) -> &Position {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The position a static diagram of this lesson shows: the start for the modes that
    /// replay or edit it, else the position after the moves.
    #[must_use]
    pub fn shown(&self) -> &Position {
        if self.mode.shows_start() {
            &self.start
        } else {
            self.after()
        }
    }

    /// The moves.
    #[must_use]
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// Reads and validates a lesson; `default_mode` applies when no mode is given (`view` for
    /// blocks and attributes, `play` for share links).
    pub fn read(fields: &Fields, default_mode: Mode) -> Result<Lesson, Error> {
        let mode = match fields.get(Key::Mode) {
            None => default_mode,
            Some(m) => Mode::from_name(m).ok_or_else(|| bad(Key::Mode, m))?,
        };
        if let Some(key) = Key::ALL.into_iter().find(|k| fields.get(*k).is_some() && !k.applies_to(mode)) {
            return Err(Error::NotForMode { key, mode });
        }
        let record = match (mode, fields.get(Key::Record)) {
            (Mode::Record, None) => return Err(Error::Missing { key: Key::Record }),
            (_, None) => None,
            (_, Some(text)) => read_record(text)?,
        };
        let start = match &record {
            Some(r) => r.start().clone(),
            None => Position::parse_or_start(fields.get(Key::Position).unwrap_or("start")).map_err(Error::Position)?,
        };
        let flag = |key: Key, default: bool| match fields.get(key) {
            None => Ok(default),
            Some(v) => read_flag(v).ok_or_else(|| bad(key, v)),
        };
        let flip = flag(Key::Flip, false)?;
        let labels = flag(Key::Labels, mode.labels_by_default())?;
        let plies = replay(&start, fields.get(Key::Moves).unwrap_or(""))?;
        let after = plies.last().map_or(&start, |p| &p.after);
        let goal = match (mode, fields.get(Key::Goal)) {
            (Mode::Exercise, None) => return Err(Error::Missing { key: Key::Goal }),
            (_, None) => None,
            (_, Some(text)) => Some(Goal::parse_solvable(text, after)?),
        };
        let computer = match (fields.get(Key::Computer), fields.get(Key::ComputerSide)) {
            (None, None) => None,
            (None, Some(_)) => return Err(Error::Missing { key: Key::Computer }),
            (Some(level), side) => Some(Computer {
                level: match level {
                    "1" | "2" | "3" | "4" => level.parse().map_err(|_| bad(Key::Computer, level))?,
                    _ => return Err(bad(Key::Computer, level)),
                },
                side: match side {
                    None => None,
                    Some(s) => Some(
                        s.chars()
                            .next()
                            .and_then(Side::from_letter)
                            .filter(|_| s.len() == 1)
                            .ok_or_else(|| bad(Key::ComputerSide, s))?,
                    ),
                },
            }),
        };
        let test = match (mode, fields.get(Key::Test)) {
            (Mode::Score, None) => return Err(Error::Missing { key: Key::Test }),
            (_, None) => None,
            (_, Some(name)) if is_test_name(name) => Some(name.to_string()),
            (_, Some(name)) => return Err(bad(Key::Test, name)),
        };
        let few_legal = match fields.get(Key::Legal) {
            None => false,
            Some("few") => true,
            Some(v) => return Err(bad(Key::Legal, v)),
        };
        let principle = match fields.get(Key::Principle) {
            None => None,
            Some(name) => Some(Principle::from_name(name).ok_or_else(|| bad(Key::Principle, name))?),
        };
        let drill = match (mode, fields.get(Key::Drill)) {
            (Mode::Drill, None) => return Err(Error::Missing { key: Key::Drill }),
            (_, None) => None,
            (_, Some(name)) => {
                let drill = Drill::from_name(name).ok_or_else(|| bad(Key::Drill, name))?;
                if !drill.fits(after.variant()) {
                    return Err(Error::DrillGame { drill, game: after.variant() });
                }
                Some(drill)
            }
        };
        let seed = match fields.get(Key::Seed) {
            None => None,
            Some(s) if s.bytes().all(|b| b.is_ascii_digit()) => Some(s.parse().map_err(|_| bad(Key::Seed, s))?),
            Some(s) => return Err(bad(Key::Seed, s)),
        };
        let id = fields.get(Key::Id).unwrap_or("").to_string();
        Ok(Lesson {
            mode,
            start,
            plies,
            flip,
            labels,
            goal,
            computer,
            test,
            few_legal,
            principle,
            drill,
            seed,
            record,
            id,
        })
    }

    /// The fields that [`Lesson::read`] reads back as this lesson: the mode always, the position
    /// (or the record) in every mode with a board, the others when they are not their default.
    pub fn fields(&self) -> Fields {
        let mut f = Fields::new();
        for key in Key::ALL.into_iter().filter(|k| k.applies_to(self.mode)) {
            let value = match key {
                Key::Mode => self.mode.name().to_string(),
                Key::Position => position_text(&self.start),
                Key::Moves => self.plies.iter().map(|p| p.mv.to_string()).collect::<Vec<_>>().join(" "),
                Key::Flip => flag_text(self.flip, false),
                Key::Labels => flag_text(self.labels, self.mode.labels_by_default()),
                Key::Goal => self.goal.as_ref().map(Goal::to_string).unwrap_or_default(),
                Key::Computer => self.computer.map(|c| c.level.to_string()).unwrap_or_default(),
                Key::ComputerSide => {
                    self.computer.and_then(|c| c.side).map(|s| s.letter().to_string()).unwrap_or_default()
                }
                Key::Test => self.test.clone().unwrap_or_default(),
                Key::Legal => if self.few_legal { "few" } else { "" }.to_string(),
                Key::Principle => self.principle.map(|p| p.name().to_string()).unwrap_or_default(),
                Key::Drill => self.drill.map(|d| d.name().to_string()).unwrap_or_default(),
                Key::Seed => self.seed.map(|s| s.to_string()).unwrap_or_default(),
                Key::Record => record_text(self.record.as_ref()),
                Key::Id => self.id.clone(),
            };
            f.set(key, value);
        }
        f
    }

    /// Reads and validates a block body; the error names the line (and, inside a game record,
    /// the column).
    pub fn parse_block(body: &str) -> Result<Lesson, BlockError> {
        let fields = Fields::parse_block(body)?;
        Lesson::read(&fields, Mode::View).map_err(|error| {
            let (line, column) = match (&error, fields.place(Key::Record)) {
                (Error::Record(e), Some((line, column))) => {
                    // The record's line 1 starts where its text starts; its other lines in column 1.
                    let column = if e.line <= 1 { column + e.column - 1 } else { e.column };
                    (line + e.line.saturating_sub(1), Some(column))
                }
                _ => (fields.line(error.key()), None),
            };
            BlockError { line, column, error }
        })
    }

    /// Reads and validates a share link's fragment (the mode defaults to `play`).
    pub fn from_fragment(fragment: &str) -> Result<Lesson, Error> {
        Lesson::read(&Fields::parse_fragment(fragment)?, Mode::Play)
    }

    /// The share link's fragment (without `#`).
    #[must_use]
    pub fn to_fragment(&self) -> String {
        self.fields().to_fragment()
    }

    /// The `data-*` attributes of the widget placeholder, escaped (` data-mode="..." ...`).
    #[must_use]
    pub fn to_attributes(&self) -> String {
        self.fields().to_attributes()
    }
}

/// A test name: lower-case ASCII letters, digits and `-`.
fn is_test_name(s: &str) -> bool {
    s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Whether this build reads game records (feature `records`, on by default; see `read_record`):
/// without it, no [`Error::Record`] is made, and a bundle need not carry their wording.
pub const READS_RECORDS: bool = cfg!(feature = "records");

/// A record block's game record, read and replayed (feature `records`, on by default).
#[cfg(feature = "records")]
fn read_record(text: &str) -> Result<Option<Record>, Error> {
    Record::parse(text).map(Some).map_err(Error::Record)
}

/// The text of a lesson's record (`Record::pretty`).
#[cfg(feature = "records")]
fn record_text(record: Option<&Record>) -> String {
    record.map(Record::pretty).unwrap_or_default()
}

/// Without feature `records` (the book's widget bundle, `bao_schema::Bundle::Book`, which does
/// not draw record mode and reads a record block only for its mode, to load the bundle that
/// does) the record is left unread: its lesson has no record and the start position.
#[cfg(not(feature = "records"))]
fn read_record(_: &str) -> Result<Option<Record>, Error> {
    Ok(None)
}

/// Without feature `records` no lesson has a record ([`read_record`]).
#[cfg(not(feature = "records"))]
fn record_text(_: Option<&Record>) -> String {
    String::new()
}

fn bad(key: Key, value: &str) -> Error {
    Error::BadValue { key, value: value.to_string() }
}

/// A yes/no field's value (`flip`, `labels`, as a block, a `data-*` attribute or a link gives
/// it): `true` or `1`, `false` or `0`; None for anything else.
#[must_use]
pub fn read_flag(value: &str) -> Option<bool> {
    match value.trim() {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

/// `true` or `false`, or nothing when it is the default.
fn flag_text(on: bool, default: bool) -> String {
    match (on == default, on) {
        (true, _) => String::new(),
        (false, true) => "true".into(),
        (false, false) => "false".into(),
    }
}

/// Plays `moves` (separated by white space) from `start`; the error gives the move's number.
pub(crate) fn replay(start: &Position, moves: &str) -> Result<Vec<Ply>, Error> {
    let mut out: Vec<Ply> = Vec::new();
    let mut pos = start.clone();
    for (i, text) in moves.split_whitespace().enumerate() {
        let err = |why| Error::Move { number: i + 1, text: text.to_string(), why };
        let mv = pos.parse_move(text).map_err(|e| err(MoveError::Syntax(e)))?;
        let played = pos.play(&mv).map_err(|e| err(MoveError::Illegal(e)))?;
        let after = played.position;
        out.push(Ply { mv, before: std::mem::replace(&mut pos, after.clone()), after, events: played.events });
    }
    Ok(out)
}

/// A position as lessons write it: `start` for Bao la Kiswahili's start, `start:<game>` for
/// another game's, else the notation.
#[must_use]
pub fn position_text(pos: &Position) -> String {
    match Variant::ALL.into_iter().find(|v| *pos == Position::start(*v)) {
        Some(Variant::Kiswahili) => "start".into(),
        Some(v) => format!("start:{}", v.name()),
        None => pos.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GoalError;
    use rules_core::{Pit, Reason};

    fn e(body: &str) -> BlockError {
        Lesson::parse_block(body).expect_err("should fail")
    }

    #[test]
    fn defaults_are_a_view_of_the_start() {
        let l = Lesson::parse_block("").unwrap();
        assert_eq!(l, Lesson::new(Mode::View, Position::start(Variant::Kiswahili)));
        assert_eq!(l.to_attributes(), r#" data-mode="view" data-position="start""#);
        assert_eq!(Lesson::from_fragment("").unwrap().mode, Mode::Play);
    }

    #[test]
    fn a_valid_step_block() {
        let l = Lesson::parse_block("mode: step\nposition: start\nmoves: A7< a5>\nflip: true").unwrap();
        assert_eq!(l.moves().iter().map(Move::to_string).collect::<Vec<_>>(), ["A7<", "a5>"]);
        assert!(l.flip && !l.labels);
        assert_eq!(l.shown(), &l.start, "a stepper's diagram shows its start");
        assert_eq!(
            l.to_attributes(),
            r#" data-mode="step" data-position="start" data-moves="A7&lt; a5&gt;" data-flip="true""#
        );
        assert_eq!(l.to_fragment(), "mode=step&position=start&moves=A7<%20a5>&flip=true");
    }

    #[test]
    fn exercises_show_pit_names_unless_the_author_turns_them_off() {
        let on = Lesson::parse_block("mode: exercise\ngoal: move A7<").unwrap();
        assert!(on.labels, "an exercise's questions name pits");
        assert_eq!(on.to_fragment(), "mode=exercise&position=start&goal=move%20A7<", "the default is not written");
        let off = Lesson::parse_block("mode: exercise\nlabels: false\ngoal: move A7<").unwrap();
        assert!(!off.labels);
        assert_eq!(off.to_fragment(), "mode=exercise&position=start&labels=false&goal=move%20A7<");
        assert_eq!(Lesson::from_fragment(&off.to_fragment()).unwrap(), off, "false stays false in a link");
        assert!(off.to_attributes().contains(r#" data-labels="false""#));
        assert!(!Lesson::parse_block("mode: view").unwrap().labels, "off elsewhere");
        assert!(Lesson::new(Mode::Exercise, Position::start(Variant::Kiswahili)).labels);
    }

    #[test]
    fn bad_values_name_their_line() {
        let x = e("mode: view\nposition: kiswahili:1,2:S");
        assert_eq!(x.line, 1);
        assert!(matches!(x.error, Error::Position(_)));
        assert!(x.error.to_string().starts_with("bad position"), "{}", x.error);
        assert!(e("position: start:chess").error.to_string().contains("unknown game"));
        assert_eq!(e("flip: yes").error, Error::BadValue { key: Key::Flip, value: "yes".into() });
        assert!(e("flip: yes").error.to_string().contains("true or false"));
        assert_eq!(
            e("mode: watch").error.to_string(),
            "unknown mode `watch` (modes: view, step, play, edit, exercise, record, drill, score, map, review)"
        );
        assert!(Lesson::parse_block("labels: 1\nflip: 0").is_ok());
    }

    #[test]
    fn illegal_move_gives_its_rule_number() {
        // K12: namua seeds go into a front pit; B3 is in the back row.
        let x = e("mode: step\nmoves: B3<");
        assert_eq!(x.line, 1);
        assert!(x.error.to_string().contains("move 1 `B3<` is illegal (rule K12)"), "{}", x.error);
        assert!(matches!(
            x.error,
            Error::Move { number: 1, why: MoveError::Illegal(il), .. } if matches!(il.reason, Reason::NamuaBackRow { .. })
        ));
        assert!(e("moves: Z9").error.to_string().contains("is not a move"));
        // South plays, then South's pit again: it is North's turn (K3).
        let y = e("moves: A7< A6<");
        assert!(y.error.to_string().contains("move 2 `A6<` is illegal (rule K3)"), "{}", y.error);
    }

    #[test]
    fn exercise_needs_a_goal_with_a_solution() {
        let x = e("mode: exercise\nflip: true");
        assert_eq!((x.line, x.error.to_string()), (1, "an exercise needs a `goal`".to_string()));
        assert_eq!(e("mode: view\ngoal: legal").error, Error::NotForMode { key: Key::Goal, mode: Mode::View });
        assert!(e("mode: view\ngoal: legal").error.to_string().contains("only for `mode: exercise`"));
        assert!(e("mode: exercise\ngoal: fly").error.to_string().contains("unknown goal"));
        // No capture of a1 is possible from the start (a1 is empty).
        let x = e("mode: exercise\ngoal: capture a1");
        assert!(matches!(x.error, Error::Goal(GoalError::NoSolution { .. })), "{:?}", x.error);
        assert!(x.error.to_string().contains("has no solution"), "{}", x.error);
        assert!(e("mode: exercise\ngoal: capture z1").error.to_string().contains("not a pit"));
        assert!(e("mode: exercise\ngoal: move Q1<").error.to_string().contains("not a move"));
        let l = Lesson::parse_block("mode: exercise\ngoal: legal").unwrap();
        assert_eq!(l.goal, Some(Goal::Legal));
    }

    #[test]
    fn the_goal_is_read_after_the_moves() {
        // After South's A6<, North can capture A4.
        let l = Lesson::parse_block("mode: exercise\nmoves: A6<\ngoal: capture A4").unwrap();
        assert_eq!(l.goal, Some(Goal::Capture(Pit::parse("A4").unwrap())));
        assert_eq!(l.shown(), l.after());
        assert_eq!(Lesson::from_fragment(&l.to_fragment()).unwrap(), Lesson { id: String::new(), ..l });
    }

    #[test]
    fn computer_fields_are_play_only_and_checked() {
        let l = Lesson::parse_block("mode: play\ncomputer: 3\ncomputer-side: N").unwrap();
        assert_eq!(l.computer, Some(Computer { level: 3, side: Some(Side::North) }));
        assert_eq!(l.to_fragment(), "mode=play&position=start&computer=3&computer-side=N");
        assert_eq!(e("mode: play\ncomputer: 5").error, Error::BadValue { key: Key::Computer, value: "5".into() });
        assert_eq!(e("mode: play\ncomputer: 1\ncomputer-side: NS").error.key(), Some(Key::ComputerSide));
        assert_eq!(e("mode: play\ncomputer-side: S").error, Error::Missing { key: Key::Computer });
        assert_eq!(e("computer: 1").error, Error::NotForMode { key: Key::Computer, mode: Mode::View });
    }

    #[test]
    fn drills_need_a_kind_that_fits_the_game() {
        let l = Lesson::parse_block("mode: drill\ndrill: kichwa\nposition: start:kujifunza\nseed: 7").unwrap();
        assert_eq!((l.drill, l.seed), (Some(Drill::Kichwa), Some(7)));
        assert_eq!(
            l.to_attributes(),
            r#" data-mode="drill" data-position="start:kujifunza" data-drill="kichwa" data-seed="7""#
        );
        assert_eq!(l.to_fragment(), "mode=drill&position=start:kujifunza&drill=kichwa&seed=7");
        assert_eq!(Lesson::from_fragment(&l.to_fragment()), Ok(l));
        assert_eq!(e("mode: drill").error, Error::Missing { key: Key::Drill });
        assert!(e("mode: drill").error.to_string().contains("legal-moves, last-seed, capture-or-takasa, kichwa"));
        assert_eq!(e("mode: drill\ndrill: fast").error, Error::BadValue { key: Key::Drill, value: "fast".into() });
        let x = e("mode: drill\ndrill: kichwa\nposition: start:kingulu");
        assert_eq!((x.line, x.error), (1, Error::DrillGame { drill: Drill::Kichwa, game: Variant::Kingulu }));
        assert!(Lesson::parse_block("mode: drill\ndrill: legal-moves\nposition: start:kimasai").is_ok());
        assert_eq!(
            e("mode: drill\ndrill: kichwa\nseed: -1").error,
            Error::BadValue { key: Key::Seed, value: "-1".into() }
        );
        assert_eq!(e("drill: kichwa").error, Error::NotForMode { key: Key::Drill, mode: Mode::View });
    }

    #[test]
    fn tests_scores_maps_and_reviews() {
        let l = Lesson::parse_block("mode: exercise\ngoal: legal\ntest: kujifunza").unwrap();
        assert_eq!(l.test.as_deref(), Some("kujifunza"));
        let s = Lesson::parse_block("mode: score\ntest: kujifunza").unwrap();
        assert_eq!(s.to_attributes(), r#" data-mode="score" data-test="kujifunza""#, "no board, no position");
        assert_eq!(e("mode: score").error, Error::Missing { key: Key::Test });
        assert_eq!(e("mode: score").error.to_string(), "a score needs the `test` it counts");
        assert_eq!(e("mode: step\ntest: x").error, Error::NotForMode { key: Key::Test, mode: Mode::Step });
        // `legal: few` marks an exercise with fewer than 3 legal moves on purpose.
        let few = Lesson::parse_block("mode: exercise\ngoal: legal\nlegal: few").unwrap();
        assert!(few.few_legal);
        assert!(few.to_attributes().contains(r#" data-legal="few""#), "{}", few.to_attributes());
        assert!(!Lesson::parse_block("mode: exercise\ngoal: legal").unwrap().few_legal);
        assert_eq!(
            e("mode: exercise\ngoal: legal\nlegal: many").error.to_string(),
            "`legal` must be few, found `many`"
        );
        assert_eq!(e("mode: view\nlegal: few").error, Error::NotForMode { key: Key::Legal, mode: Mode::View });
        assert!(e("mode: step\ntest: x").error.to_string().contains("only for `mode: exercise, score`"));
        assert_eq!(
            e("mode: score\ntest: Big Test").error,
            Error::BadValue { key: Key::Test, value: "Big Test".into() }
        );
        for mode in ["map", "review"] {
            let l = Lesson::parse_block(&format!("mode: {mode}")).unwrap();
            assert_eq!(l.to_attributes(), format!(r#" data-mode="{mode}""#));
            assert_eq!(e(&format!("mode: {mode}\nposition: start")).error.key(), Some(Key::Position));
        }
    }

    #[test]
    fn safe_and_win_two_are_checked_when_read() {
        // Every move of the start is safe: a `safe` exercise there teaches nothing.
        assert_eq!(e("mode: exercise\ngoal: safe").error, Error::Goal(GoalError::NothingWrong));
        assert!(matches!(e("mode: exercise\ngoal: win 2").error, Error::Goal(GoalError::NoSolution { .. })));
        assert_eq!(
            e("mode: exercise\ngoal: win 3").error.to_string(),
            "`win` takes 1 or 2 (moves to the win), found `3`"
        );
    }

    #[test]
    fn a_record_block_replays_every_line_and_names_the_place_of_an_error() {
        let body = "mode: record\nflip: true\nrecord:\nstart\n{The opening: Zanzibar, 1994.}\n1. A7< a5> (1... a5< {the other kichwa})\n";
        let l = Lesson::parse_block(body).unwrap();
        let r = l.record.as_ref().expect("a record");
        assert_eq!((l.mode, l.flip, r.main_line().len(), r.nodes().count()), (Mode::Record, true, 2, 3));
        assert_eq!(l.start, Position::start(Variant::Kiswahili));
        assert_eq!(l.shown(), &l.start, "a record's diagram shows its start");
        assert_eq!(
            l.to_attributes(),
            " data-mode=\"record\" data-flip=\"true\" data-record=\"start&#10;{The opening: Zanzibar, 1994.}&#10;1. A7&lt;* a5&gt;&#10;(1... a5&lt; {the other kichwa})\""
        );
        let link = l.to_fragment();
        assert!(link.starts_with("mode=record&flip=true&record=start%0A%7BThe%20opening"), "{link}");
        assert_eq!(Lesson::from_fragment(&link), Ok(l.clone()));
        // An illegal move in the variation: the block's line and column, and the rule (K10).
        let x = e("mode: record\nrecord:\nstart\n1. A7< a5>\n(1... a6<)");
        assert_eq!((x.line, x.column), (4, Some(7)));
        assert!(x.error.to_string().starts_with("game record: move 1... a6<: K10"), "{}", x.error);
        // On the line of `record:`: the column counts from the block line's start.
        let x = e("mode: record\nrecord: start 1. A7< }");
        assert_eq!((x.line, x.column), (1, Some(22)));
        assert_eq!(e("mode: record").error, Error::Missing { key: Key::Record });
        assert_eq!(e("mode: record\nrecord:").error, Error::Missing { key: Key::Record });
        assert_eq!(
            e("mode: record\nposition: start\nrecord: start").error,
            Error::NotForMode { key: Key::Position, mode: Mode::Record }
        );
        assert_eq!(e("mode: step\nrecord: start").error, Error::NotForMode { key: Key::Record, mode: Mode::Step });
    }

    #[test]
    fn positions_are_written_short() {
        assert_eq!(position_text(&Position::start(Variant::Kiswahili)), "start");
        assert_eq!(position_text(&Position::start(Variant::Kingulu)), "start:kingulu");
        let start = Position::start(Variant::Kiswahili);
        let p = start.apply(&start.parse_move("A6<").unwrap()).unwrap();
        assert_eq!(position_text(&p), p.to_string());
    }
}
