//! The exercises' health (issue 17 item 2): for every `mode: exercise` block, the number of
//! legal moves and of accepted answers, computed with the rules core through `bao_schema`.
//! A course exercise (a chapter under `course/`: the stages and the tests) answered by a move
//! fails with fewer than 3 legal moves (it can be guessed) unless its block says `legal: few`,
//! and two course exercises may not share a position and goal. The figures (stages, exercises,
//! the ones with few legal moves, the goal kinds, multi-move exercises and endgames, the
//! accepted-answers distribution) are printed by `bao-book check`; the failures also fail the
//! build, with file, line and reason.

use crate::preprocess::find_blocks;
use bao_schema::{position_text, Fields, Key, Lesson, Mode};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// Fewer legal moves than this and an exercise can be guessed.
pub(crate) const MIN_LEGAL: usize = 3;

/// One exercise block: where it is, what it is, and its counts.
#[derive(Clone, Debug)]
pub(crate) struct Exercise {
    /// The chapter's path without `.md` (`course/kujifunza/05-capture`).
    pub chapter: String,
    /// The file shown in messages.
    pub file: String,
    /// 1-based line of the block's `position` field (else of its first line).
    pub line: usize,
    pub lesson: Lesson,
    /// Legal moves of the position asked about.
    pub legal: usize,
    /// Legal moves that reach the goal (for `legal`, the pits to mark).
    pub accepted: usize,
}

impl Exercise {
    /// Whether it is in the course (a stage or a test), where the rules are strict.
    pub(crate) fn in_course(&self) -> bool {
        self.chapter.starts_with("course/")
    }

    /// Fewer than [`MIN_LEGAL`] legal moves for a question answered by a move.
    pub(crate) fn few_legal(&self) -> bool {
        self.lesson.goal.as_ref().is_some_and(|g| g.answered_by_a_move()) && self.legal < MIN_LEGAL
    }
}

/// The exercises of one chapter's markdown (blocks that do not read are left to the block
/// errors of the build).
pub(crate) fn of_chapter(chapter: &str, file: &str, text: &str) -> Vec<Exercise> {
    let mut out = Vec::new();
    for f in find_blocks(text) {
        let Ok(lesson) = Lesson::parse_block(&f.body) else { continue };
        if lesson.mode != Mode::Exercise {
            continue;
        }
        let Some(goal) = lesson.goal.as_ref() else { continue };
        let pos = lesson.after();
        let legal = pos.legal_moves().len();
        let accepted = match goal {
            bao_schema::Goal::Legal => bao_schema::legal_pits(pos).len(),
            g => g.solutions(pos).len(),
        };
        let field_line = Fields::parse_block(&f.body).ok().and_then(|fl| fl.place(Key::Position)).map_or(0, |(l, _)| l);
        out.push(Exercise {
            chapter: chapter.to_string(),
            file: file.to_string(),
            line: f.line + 1 + field_line,
            lesson,
            legal,
            accepted,
        });
    }
    out
}

/// What is wrong with the course's exercises: `file:line: reason`, each once.
pub(crate) fn problems(all: &[Exercise]) -> Vec<String> {
    let mut out = Vec::new();
    let mut seen: HashMap<(String, String), &Exercise> = HashMap::new();
    for e in all.iter().filter(|e| e.in_course()) {
        if e.few_legal() && !e.lesson.few_legal {
            out.push(format!(
                "{}:{}: bao block: the exercise has {} legal move(s), so it can be guessed: choose a position \
                 with at least {MIN_LEGAL}, or say `legal: few` if it is about finding the only legal move",
                e.file, e.line, e.legal
            ));
        }
        let goal = e.lesson.goal.as_ref().map(ToString::to_string).unwrap_or_default();
        let key = (position_text(e.lesson.after()), goal);
        if let Some(first) = seen.get(&key) {
            out.push(format!(
                "{}:{}: bao block: the same position and goal as the exercise at {}:{}",
                e.file, e.line, first.file, first.line
            ));
        } else {
            seen.insert(key, e);
        }
    }
    out
}

/// Where the stages of Part 3 of the course, "Playing well", are (below the book's `src/`).
const PLAYING_WELL: &str = "course/play-well/";

/// The figures of a set of exercises.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Figures {
    /// Chapters with at least one exercise.
    pub chapters: usize,
    pub exercises: usize,
    /// Answered by a move with fewer than 3 legal moves: marked `legal: few`, and not.
    pub few_marked: usize,
    pub few_unmarked: usize,
    /// Goals where the reader plays more than one move.
    pub multi_move: usize,
    pub endgames: usize,
    /// Chapters with exercises in Part 3 of the course, "Playing well" (`course/play-well/`).
    pub playing_well: usize,
    /// Exercises by goal kind.
    pub kinds: BTreeMap<&'static str, usize>,
    /// Exercises by number of accepted answers.
    pub accepted: BTreeMap<usize, usize>,
}

impl Figures {
    pub(crate) fn of<'a>(exercises: impl IntoIterator<Item = &'a Exercise>) -> Figures {
        let mut f = Figures::default();
        let mut chapters = std::collections::BTreeSet::new();
        for e in exercises {
            let Some(goal) = e.lesson.goal.as_ref() else { continue };
            chapters.insert(e.chapter.as_str());
            f.exercises += 1;
            if e.few_legal() {
                if e.lesson.few_legal {
                    f.few_marked += 1;
                } else {
                    f.few_unmarked += 1;
                }
            }
            f.multi_move += usize::from(goal.reader_moves() > 1);
            f.endgames += usize::from(goal.is_endgame());
            *f.kinds.entry(goal.kind()).or_default() += 1;
            *f.accepted.entry(e.accepted).or_default() += 1;
        }
        f.chapters = chapters.len();
        f.playing_well = chapters.iter().filter(|c| c.starts_with(PLAYING_WELL)).count();
        f
    }

    /// One line of the printed table.
    pub(crate) fn line(&self, name: &str) -> String {
        let kinds: Vec<String> = self.kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let accepted: Vec<String> = self.accepted.iter().map(|(a, n)| format!("{a}:{n}")).collect();
        format!(
            "{name:<18} {:>6} {:>9} {:>6}/{:<7} {:>5} {:>8} {:>6}  kinds: {}; accepted answers:exercises {}",
            self.chapters,
            self.exercises,
            self.few_marked,
            self.few_unmarked,
            self.multi_move,
            self.endgames,
            self.playing_well,
            kinds.join(", "),
            accepted.join(" ")
        )
    }

    pub(crate) fn header() -> String {
        format!(
            "{:<18} {:>6} {:>9} {:>14} {:>5} {:>8} {:>6}",
            "exercises", "stages", "exercises", "<3 legal: ok/no", "multi", "endgames", "part 3"
        )
    }
}

/// The table `bao-book check` prints for one language: the course, and the other pages with
/// exercises (tactics, drills: reported, not held to the course's rules).
pub(crate) fn table(lang: &str, all: &[Exercise]) -> String {
    let mut t = String::new();
    let _ = writeln!(t, "{}", Figures::of(all.iter().filter(|e| e.in_course())).line(&format!("{lang} course")));
    let _ = writeln!(t, "{}", Figures::of(all.iter().filter(|e| !e.in_course())).line(&format!("{lang} other")));
    t
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
    use super::*;

    /// From the start, South has 16 legal moves, and `A7<` is one answer.
    const FOUR: &str = "```bao\nmode: exercise\nposition: start:kujifunza\ngoal: move A7<\n```\n";

    fn page(blocks: &[&str]) -> String {
        blocks.iter().map(|b| format!("Text.\n\n{b}\n")).collect()
    }

    #[test]
    fn counts_legal_moves_and_accepted_answers_with_lines() {
        let text = page(&[FOUR, "```bao\nmode: view\n```\n"]);
        let ex = of_chapter("course/x", "x.md", &text);
        assert_eq!(ex.len(), 1, "only exercises");
        let legal = ex[0].lesson.after().legal_moves().len();
        assert!(legal >= MIN_LEGAL, "{legal}");
        assert_eq!((ex[0].legal, ex[0].accepted, ex[0].line), (legal, 1, 5), "the position's line");
        assert!(problems(&ex).is_empty());
    }

    #[test]
    fn a_course_exercise_with_few_legal_moves_fails_unless_marked() {
        // South's only seeds: 2 in A7, so two legal moves (`A7<` ends in A5, `A7>` in B8).
        let few_pos = "kujifunza:8,8,8,8,8,8,8,6/0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0:S";
        let few = format!("```bao\nmode: exercise\nposition: {few_pos}\ngoal: end A5\n```\n");
        let ex = of_chapter("course/x", "x.md", &page(&[&few]));
        assert_eq!(ex.len(), 1);
        assert!(ex[0].legal < MIN_LEGAL, "{}", ex[0].legal);
        let p = problems(&ex);
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(p[0].starts_with("x.md:5: bao block: the exercise has"), "{}", p[0]);
        let marked = format!("```bao\nmode: exercise\nposition: {few_pos}\ngoal: end A5\nlegal: few\n```\n");
        let ok = of_chapter("course/x", "x.md", &page(&[&marked]));
        assert!(problems(&ok).is_empty());
        // Outside the course (tactics, drills) it is only counted.
        let other = of_chapter("tactics/x", "t.md", &page(&[&few]));
        assert!(problems(&other).is_empty());
        let f = Figures::of(&other);
        assert_eq!((f.few_marked, f.few_unmarked), (0, 1));
        assert_eq!((f.chapters, f.exercises), (1, 1));
    }

    #[test]
    fn the_same_position_and_goal_twice_fails() {
        let other_goal = "```bao\nmode: exercise\nposition: start:kujifunza\ngoal: move A6<\n```\n";
        let mut all = of_chapter("course/a", "a.md", &page(&[FOUR, other_goal]));
        assert!(problems(&all).is_empty(), "another goal on the same board is another question");
        all.extend(of_chapter("course/b", "b.md", &page(&[FOUR])));
        assert_eq!(problems(&all), ["b.md:5: bao block: the same position and goal as the exercise at a.md:5"]);
    }

    #[test]
    fn figures_count_kinds_multi_move_goals_and_answers() {
        let win2 = "```bao\nmode: exercise\nposition: start:kujifunza\ngoal: legal\n```\n";
        let ex = of_chapter("course/a", "a.md", &page(&[FOUR, win2]));
        let f = Figures::of(&ex);
        assert_eq!(f.kinds, BTreeMap::from([("legal", 1), ("move", 1)]));
        assert_eq!(f.accepted.get(&1), Some(&1));
        assert_eq!((f.multi_move, f.endgames, f.few_unmarked, f.playing_well), (0, 0, 0, 0));
        let line = f.line("en course");
        assert!(line.contains("kinds: legal 1, move 1"), "{line}");
        // An endgame of several moves in Part 3: a multi-move exercise, an endgame, a Part 3 stage.
        let endgame = "```bao\nmode: exercise\nposition: kujifunza:0,0,1,0,1,0,2,1/0,1,1,0,0,0,1,0/0,1,8,3,2,1,3,1/7,15,0,1,5,3,0,6:S\ngoal: endgame 2\n```\n";
        let more = of_chapter("course/play-well/29-endgames", "29-endgames.md", &page(&[endgame]));
        let f = Figures::of(ex.iter().chain(&more));
        assert_eq!((f.chapters, f.multi_move, f.endgames, f.playing_well), (2, 1, 1, 1));
        assert!(f.line("en course").contains("kinds: endgame 1, legal 1, move 1"));
    }
}
