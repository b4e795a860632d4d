//! The exercises' health (issue 17 item 2): for every `mode: exercise` block, the number of
//! legal moves and of accepted answers, computed with the rules core through `bao_schema`.
//! A course exercise (a chapter under `course/`: the stages and the tests) answered by a move
//! fails with fewer than 3 legal moves (it can be guessed) unless its block says `legal: few`,
//! and two course exercises may not share a position and goal, and each stage's exercises go
//! from easy to hard by [`Difficulty`] (`order_problems`). The figures (stages, exercises, the
//! ones with few legal moves, the goal kinds, multi-move exercises and endgames, the
//! accepted-answers distribution) are printed by `bao-book check`; every course exercise's own
//! figures, one line each, by `bao-book check --exercises` ([`report`]); the failures also fail
//! the build, with file, line and reason.

use crate::preprocess::find_blocks;
use bao_schema::{position_text, Fields, Key, Lesson, Mode};
use rules_core::principle::{facts, followers};
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
    /// Its number among the chapter's exercises, 1 for the first (the `**Exercise N.**` the
    /// text gives it).
    pub number: usize,
    /// The number its text gives it: the first digits of the bold label (`**Exercise 3.**`,
    /// `**Question 3.**`, `**問題3。**`) that starts the nearest line above the block, if any
    /// (none when another block comes first).
    pub label: Option<usize>,
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

    /// Whether it is a stage's exercise: in the course, and not counted in a mixed test (the
    /// tests mix the stages on purpose, so they are not held to an order).
    pub(crate) fn in_stage(&self) -> bool {
        self.in_course() && self.lesson.test.is_none()
    }

    /// The goal's kind (`move`, `end`, `endgame` ...).
    pub(crate) fn kind(&self) -> &'static str {
        self.lesson.goal.as_ref().map_or("", bao_schema::Goal::kind)
    }

    /// The reader's moves the goal asks for (1 for a one-move question).
    pub(crate) fn reader_moves(&self) -> usize {
        self.lesson.goal.as_ref().map_or(1, bao_schema::Goal::reader_moves)
    }

    /// How hard it is, by [`Difficulty`].
    pub(crate) fn difficulty(&self) -> Difficulty {
        let goal = self.lesson.goal.as_ref();
        let endgame = goal.is_some_and(bao_schema::Goal::is_endgame);
        let odds = goal
            .is_some_and(bao_schema::Goal::answered_by_a_move)
            .then(|| self.legal as f64 / self.accepted.max(1) as f64);
        let replies = goal.and_then(bao_schema::Goal::series).is_some();
        Difficulty { endgame, moves: self.reader_moves(), replies, odds }
    }

    /// The exercise's line of the report (`bao-book check --exercises`), its columns separated
    /// by tabs: `file:line`, chapter, game, number, goal kind, reader's moves, legal moves,
    /// accepted answers, odds.
    pub(crate) fn report_line(&self) -> String {
        let d = self.difficulty();
        format!(
            "{}:{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.file,
            self.line,
            self.chapter,
            self.lesson.after().variant().name(),
            self.number,
            self.kind(),
            self.reader_moves(),
            self.legal,
            self.accepted,
            d.odds_text()
        )
    }
}

/// An earlier exercise of a stage may be no harder than a later one by more than this factor of
/// the odds: the odds of a blind guess move in steps (3 legal moves with 1 answer, 4 with 1, 8
/// with 2 ...) and one more candidate move is not a harder question. 1.5 lets 2:1 come after 3:1
/// and 4:1 after 6:1, not 2:1 after 4:1.
pub(crate) const ODDS_TOLERANCE: f64 = 1.5;

/// How hard an exercise is (issue 17 item 2), computed from the engine's counts, not by eye:
/// first the reader's moves (one move < two moves < three; an endgame, played to the end, is
/// harder than any series of captures or guards), then, for as many moves, whether the opponent
/// replies on the board (`guard 1`, `captures 1`: the reader must read each reply before
/// choosing, so they come after the plain one-move questions, as the stages' last exercises where
/// North replies), then the odds of a blind guess, legal moves per accepted answer (more
/// candidates per right answer is harder).
///
/// A `legal` exercise has no odds: the reader marks a set of pits, not one of the legal moves,
/// and legal moves per legal pit only says how many pits may be played both ways (1:1 or 2:1,
/// whatever the position). It counts as one move, neither harder nor easier than the other
/// one-move exercises of its stage.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Difficulty {
    pub endgame: bool,
    pub moves: usize,
    /// The opponent replies on the board (a goal with a series: `captures`, `guard`, `endgame`).
    pub replies: bool,
    /// Legal moves / accepted answers; none for `legal`.
    pub odds: Option<f64>,
}

impl Difficulty {
    /// Harder than `other` beyond the tolerance: more reader's moves (an endgame above all), or
    /// as many with replies against none, or the same and odds more than [`ODDS_TOLERANCE`]
    /// times worse.
    pub(crate) fn harder_than(&self, other: &Difficulty) -> bool {
        match (self.endgame, self.moves, self.replies).cmp(&(other.endgame, other.moves, other.replies)) {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => match (self.odds, other.odds) {
                (Some(a), Some(b)) => a > b * ODDS_TOLERANCE,
                _ => false,
            },
        }
    }

    /// The odds as `4:1` (`2.7:1` when not whole), `-` for none.
    pub(crate) fn odds_text(&self) -> String {
        match self.odds {
            None => "-".to_string(),
            Some(o) if (o - o.round()).abs() < 0.05 => format!("{o:.0}:1"),
            Some(o) => format!("{o:.1}:1"),
        }
    }

    /// `1 move, odds 4:1`, for messages.
    pub(crate) fn describe(&self) -> String {
        let moves = match (self.endgame, self.moves, self.replies) {
            (true, n, _) => format!("an endgame of {n} move(s)"),
            (false, 1, false) => "1 move".to_string(),
            (false, 1, true) => "1 move and his reply".to_string(),
            (false, n, _) => format!("{n} moves"),
        };
        match self.odds {
            Some(_) => format!("{moves}, odds {}", self.odds_text()),
            None => format!("{moves}, pits to mark"),
        }
    }
}

/// The report of `bao-book check --exercises`: a header, then one line per course exercise.
pub(crate) fn report(all: &[Exercise]) -> String {
    let mut t = String::from("file:line\tchapter\tgame\texercise\tgoal\treader moves\tlegal\taccepted\todds\n");
    for e in all.iter().filter(|e| e.in_course()) {
        let _ = writeln!(t, "{}", e.report_line());
    }
    t
}

/// The stages whose exercises are not easy to hard (by [`Difficulty`]): for each exercise that
/// comes after a harder one of the same stage and game, `file:line: reason`. A stage's
/// exercises of different games (stage 29: Bao la Kujifunza, then Bao la Kiswahili) are ordered
/// each game on its own.
pub(crate) fn order_problems(all: &[Exercise]) -> Vec<String> {
    let mut out = Vec::new();
    let mut earlier: HashMap<(&str, &'static str), Vec<&Exercise>> = HashMap::new();
    for e in all.iter().filter(|e| e.in_stage()) {
        let group = earlier.entry((e.chapter.as_str(), e.lesson.after().variant().name())).or_default();
        let d = e.difficulty();
        if let Some(h) = group.iter().find(|h| h.difficulty().harder_than(&d)) {
            out.push(format!(
                "{}:{}: bao block: exercise {} ({}) comes after exercise {} ({}), which is harder: put the easier first",
                e.file,
                e.line,
                e.number,
                d.describe(),
                h.number,
                h.difficulty().describe()
            ));
        }
        group.push(e);
    }
    out
}

/// The exercises of one chapter's markdown (blocks that do not read are left to the block
/// errors of the build).
pub(crate) fn of_chapter(chapter: &str, file: &str, text: &str) -> Vec<Exercise> {
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
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
        let number = out.len() + 1;
        let label = label_above(&lines[..f.line.saturating_sub(1).min(lines.len())]);
        let field_line = Fields::parse_block(&f.body).ok().and_then(|fl| fl.place(Key::Position)).map_or(0, |(l, _)| l);
        out.push(Exercise {
            chapter: chapter.to_string(),
            file: file.to_string(),
            line: f.line + 1 + field_line,
            lesson,
            legal,
            accepted,
            number,
            label,
        });
    }
    out
}

/// The number of the bold label that starts the nearest line of `above` (the lines above a
/// block), unless a block's fence comes first.
fn label_above(above: &[&str]) -> Option<usize> {
    let line = above.iter().rev().map(|l| l.trim_start()).find(|l| l.starts_with("**") || l.starts_with("```"))?;
    let bold = line.strip_prefix("**")?;
    let label = &bold[..bold.find("**")?];
    let digits: String = label.chars().skip_while(|c| !c.is_ascii_digit()).take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// An exercise's `principle:` must choose exactly its right first moves (its first hint says
/// the principle): the moves of the principle's highest value (`rules_core::principle`) are
/// the goal's solutions.
fn principle_problem(e: &Exercise) -> Option<String> {
    let principle = e.lesson.principle?;
    let pos = e.lesson.after();
    let mut chosen = followers(&facts(pos), principle);
    let mut right = e.lesson.goal.as_ref().map(|g| g.solutions(pos)).unwrap_or_default();
    chosen.sort_by_key(ToString::to_string);
    right.sort_by_key(ToString::to_string);
    (chosen != right).then(|| {
        let list = |ms: &[rules_core::Move]| ms.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        format!(
            "{}:{}: bao block: the principle `{}` chooses {}, but the right first moves are {}: its first hint \
             would mislead (give another principle, or none)",
            e.file,
            e.line,
            principle.name(),
            list(&chosen),
            list(&right)
        )
    })
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
        if let Some(label) = e.label.filter(|l| *l != e.number) {
            out.push(format!(
                "{}:{}: bao block: exercise {} of the page is labelled {label}: number the exercises 1, 2, 3 ... \
                 in page order",
                e.file, e.line, e.number
            ));
        }
        if let Some(p) = principle_problem(e) {
            out.push(p);
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
    out.extend(order_problems(all));
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
    fn a_principle_must_choose_exactly_the_right_first_moves() {
        // Stage 33's first exercise: `B7>` leaves North one legal move, the fewest.
        let pos = "kujifunza:2,2,2,2,2,2,2,2/0,0,3,3,1,1,1,3/5,1,0,4,4,0,1,3/3,3,0,3,3,0,3,3:S";
        let p = rules_core::Position::parse(pos).unwrap();
        let best = followers(&facts(&p), rules_core::principle::Principle::Mobility);
        assert_eq!(best.len(), 1, "{best:?}");
        let other = p.legal_moves().into_iter().find(|m| !best.contains(m)).unwrap();
        let block = |goal: &rules_core::Move, principle: &str| {
            format!("```bao\nmode: exercise\nposition: {pos}\ngoal: move {goal}\nprinciple: {principle}\n```\n")
        };
        let right = of_chapter("course/x", "x.md", &page(&[&block(&best[0], "mobility")]));
        assert_eq!(right[0].lesson.principle, Some(rules_core::principle::Principle::Mobility));
        assert!(problems(&right).is_empty(), "{:?}", problems(&right));
        let wrong = of_chapter("course/x", "x.md", &page(&[&block(&other, "mobility")]));
        let found = problems(&wrong);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].starts_with("x.md:5: bao block: the principle `mobility` chooses "), "{}", found[0]);
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

    /// An exercise with these counts (the position is the start's, unused by the measure).
    fn counted(chapter: &str, number: usize, goal: &str, legal: usize, accepted: usize) -> Exercise {
        counted_in("start:kujifunza", chapter, number, goal, legal, accepted)
    }

    /// The same on a board of another game (`start` for Bao la Kiswahili).
    fn counted_in(board: &str, chapter: &str, number: usize, goal: &str, legal: usize, accepted: usize) -> Exercise {
        use bao_schema::Goal;
        let block = format!("```bao\nmode: exercise\nposition: {board}\ngoal: legal\n```\n");
        let mut e = of_chapter(chapter, "s.md", &page(&[&block])).remove(0);
        let n = |g: &str| g.rsplit(' ').next().unwrap().parse::<u8>().unwrap();
        e.lesson.goal = Some(match goal {
            "legal" => Goal::Legal,
            "move" => Goal::Moves(Vec::new()),
            g if g.starts_with("captures") => Goal::Captures(n(g)),
            g if g.starts_with("guard") => Goal::Guard(n(g)),
            g if g.starts_with("endgame") => Goal::Endgame(n(g)),
            g => panic!("no such goal in these tests: {g}"),
        });
        (e.number, e.line, e.legal, e.accepted) = (number, 10 * number, legal, accepted);
        e
    }

    #[test]
    fn the_measure_is_moves_first_then_the_odds_with_a_tolerance() {
        let one = |legal, accepted| counted("course/s", 1, "move", legal, accepted).difficulty();
        assert_eq!(one(12, 3).odds, Some(4.0));
        assert_eq!(one(12, 3).odds_text(), "4:1");
        assert_eq!(one(8, 3).odds_text(), "2.7:1");
        // Odds: 4:1 is harder than 2:1, not than 3:1 (within 1.5 times); ties are not harder.
        assert!(one(4, 1).harder_than(&one(2, 1)));
        assert!(!one(4, 1).harder_than(&one(3, 1)));
        assert!(!one(3, 1).harder_than(&one(3, 1)));
        assert!(!one(2, 1).harder_than(&one(16, 1)));
        // Two moves are harder than one, whatever the odds; an endgame is the hardest.
        let two = counted("course/s", 1, "captures 2", 3, 1).difficulty();
        let three = counted("course/s", 1, "guard 3", 3, 1).difficulty();
        let endgame = counted("course/s", 1, "endgame 2", 3, 1).difficulty();
        assert_eq!((two.moves, two.endgame, endgame.moves, endgame.endgame), (2, false, 2, true));
        assert!(two.harder_than(&one(16, 1)) && !one(16, 1).harder_than(&two));
        assert!(three.harder_than(&two) && endgame.harder_than(&three) && !three.harder_than(&endgame));
        assert_eq!(endgame.describe(), "an endgame of 2 move(s), odds 3:1");
        // One move where North replies on the board: after every plain one-move question,
        // before two moves.
        let guard = counted("course/s", 1, "guard 1", 3, 1).difficulty();
        assert!(guard.replies && guard.harder_than(&one(16, 1)) && !one(16, 1).harder_than(&guard));
        assert!(two.harder_than(&guard) && !guard.harder_than(&two));
        assert_eq!(guard.describe(), "1 move and his reply, odds 3:1");
        // `legal` (pits to mark) has no odds: neither harder nor easier than a one-move question.
        let legal = counted("course/s", 1, "legal", 4, 2).difficulty();
        assert_eq!((legal.odds, legal.odds_text().as_str(), legal.moves), (None, "-", 1));
        assert!(!legal.harder_than(&one(3, 1)) && !one(16, 1).harder_than(&legal));
        assert!(two.harder_than(&legal) && !legal.harder_than(&two));
        assert_eq!(legal.describe(), "1 move, pits to mark");
    }

    #[test]
    fn a_stage_out_of_order_fails_at_the_later_exercise() {
        let stage = [
            counted("course/s", 1, "move", 4, 1),
            counted("course/s", 2, "move", 12, 1),
            counted("course/s", 3, "move", 5, 1),
            counted("course/s", 4, "move", 12, 1),
        ];
        assert_eq!(
            order_problems(&stage),
            ["s.md:30: bao block: exercise 3 (1 move, odds 5:1) comes after exercise 2 (1 move, odds 12:1), \
              which is harder: put the easier first"]
        );
        // In order (with a tie and a step within the tolerance): nothing.
        let ok = [
            counted("course/s", 1, "move", 4, 1),
            counted("course/s", 2, "move", 4, 1),
            counted("course/s", 3, "move", 6, 2),
            counted("course/s", 4, "move", 16, 4),
            counted("course/s", 5, "move", 9, 1),
            counted("course/s", 6, "captures 2", 3, 1),
            counted("course/s", 7, "endgame 2", 3, 1),
        ];
        assert!(order_problems(&ok).is_empty(), "{:?}", order_problems(&ok));
        // A move exercise after a two-move one fails, whatever its odds.
        let after = [counted("course/s", 1, "captures 2", 3, 1), counted("course/s", 2, "move", 3, 1)];
        assert_eq!(order_problems(&after).len(), 1);
        // Each stage on its own, and the tests (a `test` field) and other pages are not ordered.
        let two_stages = [counted("course/a", 1, "move", 12, 1), counted("course/b", 1, "move", 3, 1)];
        assert!(order_problems(&two_stages).is_empty());
        // A stage's exercises of two games (stage 29): each game in order on its own.
        let games = [
            counted("course/s", 1, "endgame 2", 3, 1),
            counted("course/s", 2, "endgame 3", 3, 1),
            counted_in("start", "course/s", 3, "endgame 2", 3, 1),
        ];
        assert_eq!(games[2].lesson.after().variant().name(), "kiswahili");
        assert!(order_problems(&games).is_empty(), "{:?}", order_problems(&games));
        let mut same_game = games.clone();
        same_game[2] = counted("course/s", 3, "endgame 2", 3, 1);
        assert_eq!(order_problems(&same_game).len(), 1);
        let tactics = [counted("tactics/a", 1, "move", 12, 1), counted("tactics/a", 2, "move", 3, 1)];
        assert!(order_problems(&tactics).is_empty());
        let mut test = [counted("course/t", 1, "move", 12, 1), counted("course/t", 2, "move", 3, 1)];
        assert_eq!(order_problems(&test).len(), 1);
        for e in &mut test {
            e.lesson.test = Some("kujifunza".into());
        }
        assert!(order_problems(&test).is_empty());
    }

    #[test]
    fn a_label_out_of_page_order_fails() {
        let labelled = |n: usize| format!("**Exercise {n}.** Play.\n\n{FOUR}");
        let other = "```bao\nmode: exercise\nposition: start:kujifunza\ngoal: move A6<\n```\n";
        let good = format!("{}\n**問題2。** Play.\n\n{other}", labelled(1));
        let ex = of_chapter("course/s", "s.md", &good);
        assert_eq!(ex.iter().map(|e| e.label).collect::<Vec<_>>(), [Some(1), Some(2)]);
        assert!(problems(&ex).is_empty(), "{:?}", problems(&ex));
        let swapped = format!("{}\n**Exercise 1.** Play.\n\n{other}", labelled(2));
        let p = problems(&of_chapter("course/s", "s.md", &swapped));
        assert_eq!(p.len(), 2, "{p:?}");
        assert!(p[0].starts_with("s.md:5: bao block: exercise 1 of the page is labelled 2"), "{}", p[0]);
        // No label (or a block just above, or a label without a number): nothing to check.
        let bare = of_chapter("course/s", "s.md", &format!("**Note.** Text.\n\n{FOUR}\n{other}"));
        assert_eq!(bare.iter().map(|e| e.label).collect::<Vec<_>>(), [None, None]);
    }

    #[test]
    fn the_order_check_is_one_of_the_problems_and_the_report_has_a_line_each() {
        let endgame = "```bao\nmode: exercise\nposition: kujifunza:0,0,1,0,1,0,2,1/0,1,1,0,0,0,1,0/0,1,8,3,2,1,3,1/7,15,0,1,5,3,0,6:S\ngoal: endgame 2\n```\n";
        let text = page(&[endgame, FOUR]);
        let ex = of_chapter("course/s", "s.md", &text);
        assert_eq!(ex.iter().map(|e| e.number).collect::<Vec<_>>(), [1, 2]);
        let p = problems(&ex);
        assert_eq!(p.len(), 1, "{p:?}");
        let want = format!(
            "s.md:13: bao block: exercise 2 (1 move, odds {}:1) comes after exercise 1 (an endgame of 2",
            ex[1].legal
        );
        assert!(p[0].starts_with(&want), "{}", p[0]);
        let r = report(&ex);
        let lines: Vec<&str> = r.lines().collect();
        assert_eq!(lines.len(), 3, "{r}");
        assert!(lines[0].starts_with("file:line\tchapter\tgame\texercise\tgoal"));
        assert_eq!(
            lines[2],
            format!("s.md:13\tcourse/s\tkujifunza\t2\tmove\t1\t{}\t1\t{}:1", ex[1].legal, ex[1].legal)
        );
        assert!(lines[1].starts_with("s.md:5\tcourse/s\tkujifunza\t1\tendgame\t2\t"), "{}", lines[1]);
        // Outside the course: not reported.
        assert_eq!(report(&of_chapter("tactics/a", "t.md", &text)).lines().count(), 1);
    }
}
