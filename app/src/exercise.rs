//! Exercise mode's model: a position and a goal (read and checked by `bao-schema`), the
//! reader's answers judged by the goal, hints in stages, stars, retry. The view draws it,
//! animates the plies it returns and keeps the best stars in the browser.

use crate::i18n::Msg;
use crate::{moves, narrate};
use bao_schema::{last_end, Goal, Ply};
use rules_core::{Event, Move, Pit, Position};

/// The hint stages: 1 names the pit, 2 the whole move.
pub const HINT_STAGES: u8 = 2;

/// What an answer (or a request) gives the reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub msg: Msg,
    /// A move played on the board (right or wrong), to animate.
    pub ply: Option<Ply>,
    /// Solved, with these stars.
    pub stars: Option<u8>,
}

impl Feedback {
    fn say(msg: Msg) -> Feedback {
        Feedback { msg, ply: None, stars: None }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseModel {
    pos: Position,
    goal: Goal,
    /// The legal moves that reach the goal (a `legal` goal: none; its answer is `answer`).
    solutions: Vec<Move>,
    /// A `legal` goal's answer: each pit a legal move starts from, with its first move.
    answer: Vec<Move>,
    /// Hint stages used (they count against the stars, also after a retry).
    hints: u8,
    /// Wrong answers given (also counted after a retry).
    wrong: u32,
    /// Stars, once solved.
    solved: Option<u8>,
    /// Pits marked: the reader's answer to a `legal` goal, or the pit a choice or hint is about.
    marks: Vec<Pit>,
    /// The moves from a clicked pit, while the reader chooses.
    pending: Option<Vec<Move>>,
}

impl ExerciseModel {
    pub fn new(pos: Position, goal: Goal) -> ExerciseModel {
        let solutions = goal.solutions(&pos);
        let mut answer = pos.legal_moves();
        answer.dedup_by_key(|m| m.pit);
        ExerciseModel {
            pos,
            goal,
            solutions,
            answer,
            hints: 0,
            wrong: 0,
            solved: None,
            marks: Vec::new(),
            pending: None,
        }
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The goal as shown above the board.
    pub fn goal_msg(&self) -> Msg {
        match &self.goal {
            Goal::Capture(p) => Msg::new("goal-capture").arg("pit", p.to_string()),
            Goal::End(p) => Msg::new("goal-end").arg("pit", p.to_string()),
            Goal::Takasia => Msg::new("goal-takasia"),
            Goal::Win => Msg::new("goal-win"),
            Goal::Safari => Msg::new("goal-safari"),
            Goal::Reserve => Msg::new("goal-reserve"),
            Goal::Moves(_) => Msg::new("goal-move"),
            Goal::Legal => Msg::new("goal-legal"),
        }
    }

    /// A `legal` goal: the reader marks pits and presses Check.
    pub fn marks_pits(&self) -> bool {
        self.goal == Goal::Legal
    }

    pub fn marks(&self) -> &[Pit] {
        &self.marks
    }

    pub fn pending(&self) -> Option<&[Move]> {
        self.pending.as_deref()
    }

    pub fn solved(&self) -> Option<u8> {
        self.solved
    }

    /// The reader clicked a pit: marks it (a `legal` goal), plays its only move, or asks which
    /// of its moves. None when there is nothing to say.
    pub fn click(&mut self, pit: Pit) -> Option<Feedback> {
        if self.solved.is_some() {
            return None;
        }
        if self.marks_pits() {
            match self.marks.iter().position(|p| *p == pit) {
                Some(i) => {
                    self.marks.remove(i);
                }
                None => self.marks.push(pit),
            }
            return None;
        }
        Some(match moves::at(&self.pos, pit) {
            Err(reason) => {
                self.wrong += 1;
                let why = narrate::reason(&reason, self.pos.variant());
                Feedback::say(Msg::new("narrate-no-move").arg("pit", pit.to_string()).msg("text", why))
            }
            Ok(ms) => match ms.as_slice() {
                [mv] => self.answer(*mv),
                _ => {
                    self.marks = vec![pit];
                    self.pending = Some(ms);
                    Feedback::say(Msg::new("choice-prompt").arg("pit", pit.to_string()))
                }
            },
        })
    }

    /// Judges a move (a choice, or a move from elsewhere).
    pub fn answer(&mut self, mv: Move) -> Feedback {
        self.pending = None;
        let played = match self.pos.play(&mv) {
            Ok(p) => p,
            Err(il) => {
                self.wrong += 1;
                return Feedback::say(
                    Msg::new("ex-wrong-illegal")
                        .arg("move", mv.to_string())
                        .msg("text", narrate::reason(&il.reason, il.variant)),
                );
            }
        };
        let right = self.goal.reached(&self.pos, &mv, &played.events);
        let ply = Ply { mv, before: self.pos.clone(), after: played.position, events: played.events };
        let mut fb = if right {
            self.win(Msg::new("ex-solved").arg("move", mv.to_string()))
        } else {
            self.wrong += 1;
            Feedback::say(explain_wrong(&mv, &ply.events, self.pos.variant()))
        };
        fb.ply = Some(ply);
        fb
    }

    /// A `legal` goal: judges the marked pits.
    pub fn check_marks(&mut self) -> Feedback {
        // A marked pit no move starts from, and why.
        let extra = self.marks.iter().find_map(|&p| moves::at(&self.pos, p).err().map(|r| (p, r)));
        let missed: Vec<Move> = self.answer.iter().filter(|m| !self.marks.contains(&m.pit)).copied().collect();
        if let Some((pit, reason)) = extra {
            self.wrong += 1;
            let why = narrate::reason(&reason, self.pos.variant());
            Feedback::say(Msg::new("legal-extra").arg("pit", pit.to_string()).msg("text", why))
        } else if let Some(example) = missed.first() {
            self.wrong += 1;
            let pits: Vec<String> = missed.iter().map(|m| m.pit.to_string()).collect();
            Feedback::say(Msg::new("legal-missing").arg("pits", pits.join(", ")).arg("move", example.to_string()))
        } else {
            self.win(Msg::new("legal-correct"))
        }
    }

    fn win(&mut self, m: Msg) -> Feedback {
        let s = stars(self.hints, self.wrong);
        self.solved = Some(s);
        Feedback { msg: m.msg("stars", Msg::new("ex-stars").arg("stars", s)), ply: None, stars: Some(s) }
    }

    /// The next hint stage (marking the pit it names).
    pub fn hint(&mut self) -> Msg {
        let stage = (self.hints + 1).min(HINT_STAGES);
        self.hints = stage;
        if self.marks_pits() {
            return match self.answer.iter().find(|m| !self.marks.contains(&m.pit)) {
                Some(m) => Msg::new("hint-pit").arg("pit", m.pit.to_string()),
                None => Msg::new("hint-none"),
            };
        }
        if let (1, Some(m)) = (stage, self.solutions.first()) {
            self.marks = vec![m.pit];
        }
        hint(stage, &self.solutions)
    }

    /// Back to the question (hints and wrong answers still count for the stars).
    pub fn retry(&mut self) {
        self.solved = None;
        self.pending = None;
        self.marks.clear();
    }
}

/// Why a legal move is a wrong answer: what it did instead.
pub fn explain_wrong(mv: &Move, events: &[Event], variant: rules_core::Variant) -> Msg {
    let captured: Vec<String> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } => {
                Some(pit.to_string())
            }
            _ => None,
        })
        .collect();
    if !captured.is_empty() {
        return Msg::new("ex-wrong-captured").arg("move", mv.to_string()).arg("pits", captured.join(", "));
    }
    let end = events
        .iter()
        .rev()
        .find(|e| matches!(e, Event::MoveEnd { .. } | Event::NyumbaStop { .. } | Event::TakasiaStop { .. }));
    match (end, last_end(events)) {
        (Some(e), Some(p)) => Msg::new("ex-wrong-ended")
            .arg("move", mv.to_string())
            .arg("pit", p.to_string())
            .arg("rule", e.rule(variant)),
        _ => Msg::new("ex-wrong-other").arg("move", mv.to_string()),
    }
}

/// The hint of a stage (1: the pit, 2: the direction or the whole move), from the solutions.
pub fn hint(stage: u8, solutions: &[Move]) -> Msg {
    match (stage, solutions.first()) {
        (_, None) => Msg::new("hint-none"),
        (1, Some(m)) => Msg::new("hint-pit").arg("pit", m.pit.to_string()),
        (_, Some(m)) => match m.dir {
            Some(d) => Msg::new("hint-dir").arg("move", m.to_string()).arg("dir", narrate::dir_key(d)),
            None => Msg::new("hint-move").arg("move", m.to_string()),
        },
    }
}

/// Stars for a solved exercise: 3, minus one per hint stage used, minus one after any wrong
/// answer; at least 1.
pub fn stars(hints: u8, wrong: u32) -> u8 {
    3u8.saturating_sub(hints).saturating_sub(u8::from(wrong > 0)).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};
    use bao_schema::Lesson;

    fn model(block: &str) -> ExerciseModel {
        let l = Lesson::parse_block(block).expect("a valid block");
        ExerciseModel::new(l.after().clone(), l.goal.expect("an exercise"))
    }

    fn pit(s: &str) -> Pit {
        Pit::parse(s).expect("a pit name")
    }

    fn en(m: &Msg) -> String {
        t(Lang::EN, m)
    }

    #[test]
    fn a_capture_exercise_with_a_wrong_answer_a_hint_and_a_choice() {
        // The widgets page's exercise: after A7<, North captures A4 from a5 (e2e test).
        let mut x = model("mode: exercise\nmoves: A7<\ngoal: capture A4");
        assert_eq!(en(&x.goal_msg()), "Capture the seeds of A4 in one move.");
        let fb = x.click(pit("a6")).expect("feedback");
        assert!(en(&fb.msg).contains("you must capture (K10)"), "{}", en(&fb.msg));
        assert_eq!(en(&x.hint()), "Hint: start from a5.");
        assert_eq!(x.marks(), [pit("a5")]);
        assert!(matches!(x.click(pit("a5")), Some(Feedback { stars: None, ply: None, .. })));
        let choice = *x.pending().and_then(|p| p.last()).expect("a choice between two moves");
        let fb = x.answer(choice);
        assert_eq!(en(&fb.msg), "Well done! a5> solves it: 1 star.");
        assert_eq!((fb.stars, x.solved()), (Some(1), Some(1)));
        assert!(fb.ply.is_some_and(|p| p.mv == choice), "the answer is animated");
        assert_eq!(x.click(pit("a5")), None, "solved: clicks do nothing");
        x.retry();
        assert_eq!((x.solved(), x.marks().len()), (None, 0));
    }

    #[test]
    fn a_wrong_legal_move_is_explained_and_played() {
        let mut x = model("mode: exercise\ngoal: move A7<");
        let fb = x.answer(Move::bao(pit("A6"), rules_core::Dir::Left, false));
        assert_eq!(fb.stars, None);
        assert!(fb.ply.is_some());
        assert!(en(&fb.msg).starts_with("A6< "), "{}", en(&fb.msg));
        let fb = x.answer(Move::bao(pit("A7"), rules_core::Dir::Left, false));
        assert_eq!(fb.stars, Some(2), "one wrong answer costs a star");
    }

    #[test]
    fn a_legal_moves_exercise_is_judged_on_the_marks() {
        let mut x = model("mode: exercise\ngoal: legal");
        assert!(x.marks_pits());
        assert_eq!(x.click(pit("A6")), None);
        assert_eq!(en(&x.check_marks().msg), "You missed A7: a move starts there (e.g. A7<).");
        assert_eq!(en(&x.hint()), "Hint: start from A7.");
        x.click(pit("A7"));
        x.click(pit("B1"));
        assert!(en(&x.check_marks().msg).starts_with("No move starts at B1:"));
        x.click(pit("B1"));
        let fb = x.check_marks();
        assert!(en(&fb.msg).starts_with("Right: these are all the pits"), "{}", en(&fb.msg));
        assert_eq!(fb.stars, Some(1), "a hint and wrong answers");
    }

    #[test]
    fn hints_go_from_the_pit_to_the_move_then_stop() {
        let mut x = model("mode: exercise\ngoal: move A7>");
        assert_eq!(en(&x.hint()), "Hint: start from A7.");
        assert_eq!(en(&x.hint()), "Hint: play A7>, sowing to the right.");
        assert_eq!(en(&x.hint()), "Hint: play A7>, sowing to the right.");
        assert_eq!(stars(HINT_STAGES, 0), 1);
        assert_eq!(en(&hint(1, &[])), "No more hints.");
    }
}
