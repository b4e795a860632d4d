//! Exercise mode's model: a position and a goal (read and checked by `bao-schema`), the
//! reader's answers judged by the goal, hints in three steps (the idea, the pit, the move),
//! stars, retry. A wrong answer is played on the board and explained with its rule; where it
//! matters, the opponent's punishing reply follows. In a win in two, the right first move is
//! answered by the opponent's best defence, then the reader finds the win. The view draws it,
//! animates the plies it returns and keeps the best stars in the browser.

use crate::i18n::Msg;
use crate::idea::{idea, side_name};
use crate::{moves, narrate};
use bao_schema::series::{self, Series};
use bao_schema::{last_end, tactics, Goal, Ply};
use rules_core::principle::Principle;
use rules_core::{Event, Move, Pit, Position};

/// The hint steps: 1 the idea, 2 the pit, 3 the whole move.
pub const HINT_STAGES: u8 = 3;

/// A reply that captures at least this many seeds is shown after a wrong answer.
pub const BIG_CAPTURE: u32 = 6;

/// What an answer (or a request) gives the reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// What is said about the answer (right, or why wrong, with its rule).
    pub msg: Msg,
    /// What follows: the opponent's reply, and what it does.
    pub reply: Option<Msg>,
    /// Moves played on the board, to animate one after the other from the first one's
    /// position: the answer, then the opponent's reply when there is one.
    pub plies: Vec<Ply>,
    /// Solved, with these stars.
    pub stars: Option<u8>,
    /// A wrong answer (it cost a star).
    pub wrong: bool,
}

impl Feedback {
    fn say(msg: Msg) -> Feedback {
        Feedback { msg, reply: None, plies: Vec::new(), stars: None, wrong: false }
    }

    fn wrong(msg: Msg) -> Feedback {
        Feedback { wrong: true, ..Feedback::say(msg) }
    }
}

/// An exercise under way: the position answered in, the hints and wrong answers so far, the
/// stars once solved. The UI draws it and forwards clicks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseModel {
    /// The question's position.
    start: Position,
    /// The position answered in now: the start, or after the opponent's reply in a goal of
    /// several moves (a win in two, `captures`, `guard`).
    pos: Position,
    goal: Goal,
    /// Moves of a goal of several moves already played right (each answered by the opponent);
    /// a win in two with one done asks for the win in one.
    done: u8,
    /// The legal moves that reach the goal now (a `legal` goal: none; its answer is `answer`).
    solutions: Vec<Move>,
    /// A `legal` goal's answer: each pit a legal move starts from, with its first move.
    answer: Vec<Move>,
    /// Hint steps used for the position answered now.
    stage: u8,
    /// Hint steps used in all (they count against the stars, also after a retry).
    hints: u8,
    /// Wrong answers given (also counted after a retry).
    wrong: u32,
    /// Stars, once solved.
    solved: Option<u8>,
    /// Pits marked: the reader's answer to a `legal` goal, or the pit a choice or hint is about.
    marks: Vec<Pit>,
    /// The moves from a clicked pit, while the reader chooses.
    pending: Option<Vec<Move>>,
    /// The principle of play the exercise tests (Part 3): the first hint of its first move.
    principle: Option<Principle>,
}

impl ExerciseModel {
    /// The exercise of a lesson: `goal` asked in `pos` (the goal is checked to have a
    /// solution when the lesson is read).
    #[must_use]
    pub fn new(pos: Position, goal: Goal) -> ExerciseModel {
        let solutions = goal.solutions(&pos);
        let mut answer = pos.legal_moves();
        answer.dedup_by_key(|m| m.pit);
        ExerciseModel {
            start: pos.clone(),
            pos,
            goal,
            done: 0,
            solutions,
            answer,
            stage: 0,
            hints: 0,
            wrong: 0,
            solved: None,
            marks: Vec::new(),
            pending: None,
            principle: None,
        }
    }

    /// The exercise tests a principle of play: the first hint of its first move says it (the
    /// book's check makes sure the principle chooses exactly the right first moves).
    #[must_use]
    pub fn with_principle(mut self, principle: Option<Principle>) -> ExerciseModel {
        self.principle = principle;
        self
    }

    /// The position the reader answers in now.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The goal as set (a win in two stays one after its first move).
    #[must_use]
    pub fn goal(&self) -> &Goal {
        &self.goal
    }

    /// What is asked now: the goal, the win in one that finishes a win in two, or the moves
    /// left of a `captures` or `guard` goal.
    fn asked(&self) -> Goal {
        match self.goal {
            _ if self.done == 0 => self.goal.clone(),
            Goal::Captures(n) => Goal::Captures(n.saturating_sub(self.done).max(1)),
            Goal::Guard(n) => Goal::Guard(n.saturating_sub(self.done).max(1)),
            Goal::Endgame(n) => Goal::Endgame(n.saturating_sub(self.done).max(1)),
            _ => Goal::Win,
        }
    }

    /// Moves of a goal of several moves played right so far.
    #[must_use]
    pub fn moves_done(&self) -> u8 {
        self.done
    }

    /// The goal as shown above the board.
    #[must_use]
    pub fn goal_msg(&self) -> Msg {
        match self.asked() {
            Goal::Capture(p) => Msg::new("goal-capture").arg("pit", p.to_string()),
            Goal::End(p) => Msg::new("goal-end").arg("pit", p.to_string()),
            Goal::Takasia => Msg::new("goal-takasia"),
            Goal::Win => Msg::new("goal-win"),
            Goal::WinTwo => Msg::new("goal-win-two"),
            Goal::Safe => Msg::new("goal-safe"),
            Goal::Safari => Msg::new("goal-safari"),
            Goal::Reserve => Msg::new("goal-reserve"),
            Goal::Moves(_) => Msg::new("goal-move"),
            Goal::Legal => Msg::new("goal-legal"),
            Goal::Captures(n) => Msg::new("goal-captures").arg("count", n),
            Goal::Guard(n) => Msg::new("goal-guard").arg("count", n),
            Goal::Endgame(n) => Msg::new("goal-endgame").arg("count", n),
        }
    }

    /// A `legal` goal: the reader marks pits and presses Check.
    #[must_use]
    pub fn marks_pits(&self) -> bool {
        self.goal == Goal::Legal
    }

    /// The pits marked: the reader's answer to a `legal` goal, or the pit a choice or a hint
    /// is about.
    #[must_use]
    pub fn marks(&self) -> &[Pit] {
        &self.marks
    }

    /// The moves from the pit just clicked, while the reader chooses the direction.
    #[must_use]
    pub fn pending(&self) -> Option<&[Move]> {
        self.pending.as_deref()
    }

    /// The stars earned, once solved.
    #[must_use]
    pub fn solved(&self) -> Option<u8> {
        self.solved
    }

    /// The stars a solution would earn now.
    #[must_use]
    pub fn stars_left(&self) -> u8 {
        stars(self.hints, self.wrong)
    }

    /// The wrong answers given so far.
    #[must_use]
    pub fn wrong_answers(&self) -> u32 {
        self.wrong
    }

    /// The reader clicked a pit: marks it (a `legal` goal), or selects it and asks which of its
    /// moves. In Bao both directions are always offered (`moves::both_ways`), so a click never
    /// answers and the choice does not show which direction is legal; a game without
    /// directions plays the pit's move. None when there is nothing to say.
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
        Some(match moves::both_ways(&self.pos, pit) {
            Err(reason) => {
                // A slip forgets a pit selected before it.
                self.cancel();
                let msg = moves::no_move(&self.pos, pit, &reason);
                // An empty pit or the opponent's is a slip, not an answer; a pit of the mover's
                // with seeds that the rules forbid (in a game without directions) is a wrong try.
                if pit.side == self.pos.to_move() && self.pos.count(pit) > 0 {
                    self.wrong += 1;
                    Feedback::wrong(msg)
                } else {
                    Feedback::say(msg)
                }
            }
            Ok(ms) => match ms.as_slice() {
                [mv] => self.answer(*mv),
                _ => {
                    self.marks = vec![pit];
                    self.pending = Some(ms);
                    Feedback::say(moves::choose_prompt(pit))
                }
            },
        })
    }

    /// Forgets the pit selected (its choice), to look again.
    pub fn cancel(&mut self) {
        if self.pending.take().is_some() {
            self.marks.clear();
        }
    }

    /// Judges a move (a choice, or a move from elsewhere).
    pub fn answer(&mut self, mv: Move) -> Feedback {
        self.pending = None;
        self.marks.clear();
        if self.solved.is_some() {
            return Feedback::say(Msg::new("ex-solved-before"));
        }
        let played = match self.pos.play(&mv) {
            Ok(p) => p,
            Err(il) => {
                self.wrong += 1;
                return Feedback::wrong(
                    Msg::new("ex-wrong-illegal")
                        .arg("move", mv.to_string())
                        .msg("text", narrate::reason(&il.reason, il.variant)),
                );
            }
        };
        let asked = self.asked();
        let right = asked.reached(&self.pos, &mv, &played.events);
        let ply = Ply { mv, before: self.pos.clone(), after: played.position, events: played.events };
        if right && asked == Goal::WinTwo && !tactics::wins(&self.pos, &mv) {
            if let Some(fb) = self.defend(ply.clone()) {
                return fb;
            }
        }
        let series = asked.series();
        if let (true, Some((kind, left))) = (right, series) {
            if left > 1 && ply.after.outcome().is_none() {
                if let Some(fb) = self.reply(kind, left, ply.clone()) {
                    return fb;
                }
            }
        }
        let mut fb = if right {
            let mut fb = self.win(Msg::new("ex-solved").arg("move", mv.to_string()));
            // A `guard` goal reached: North's reply, which captures nothing.
            if let (Some((Series::Guard, _)), None) = (series, ply.after.outcome()) {
                if let Some(reply) = series::defence(Series::Guard, 1, &ply.after).and_then(|r| replied(&ply.after, r))
                {
                    fb.reply = Some(
                        Msg::new("ex-reply-no-capture")
                            .arg("move", reply.mv.to_string())
                            .msg("side", side_name(reply.before.to_move())),
                    );
                    fb.plies.push(reply);
                }
            }
            fb
        } else {
            self.wrong += 1;
            // In a goal of several moves what the move did is not the point (a capture may be
            // what was asked): the opponent's reply that follows says why it fails.
            let why = if asked.series().is_some() || asked == Goal::WinTwo {
                Msg::new("ex-wrong-other").arg("move", mv.to_string())
            } else {
                explain_wrong(&mv, &ply.events, self.pos.variant())
            };
            let mut fb = Feedback::wrong(why);
            if let Some((reply, msg)) = punish(&asked, &ply.after) {
                fb.reply = Some(msg);
                fb.plies.push(reply);
            }
            fb
        };
        fb.plies.insert(0, ply);
        fb
    }

    /// A win in two's right first move: the opponent defends as well as he can, and the reader
    /// now looks for the win in one. None when he has no reply (the move won after all).
    fn defend(&mut self, ply: Ply) -> Option<Feedback> {
        let reply = tactics::defence(&ply.after)?;
        let played = ply.after.play(&reply).ok()?;
        let defence = Ply { mv: reply, before: ply.after.clone(), after: played.position, events: played.events };
        self.pos = defence.after.clone();
        self.done = 1;
        self.solutions = Goal::Win.solutions(&self.pos);
        self.stage = 0;
        self.marks.clear();
        let then = Msg::new("ex-win-two-then")
            .arg("reply", reply.to_string())
            .msg("side", side_name(defence.before.to_move()));
        let good = Msg::new("ex-series-good").arg("move", ply.mv.to_string());
        Some(Feedback { plies: vec![ply, defence], reply: Some(then), ..Feedback::say(good) })
    }

    /// A right move of a `captures` or `guard` goal with `left` moves still to play (this one
    /// included): the opponent replies with the reply that leaves the fewest right
    /// continuations, and the reader goes on. None when he has no reply.
    fn reply(&mut self, kind: Series, left: u8, ply: Ply) -> Option<Feedback> {
        let reply = series::defence(kind, left, &ply.after)?;
        let answer = replied(&ply.after, reply)?;
        self.done = self.done.saturating_add(1);
        self.pos = answer.after.clone();
        self.solutions = self.asked().solutions(&self.pos);
        self.stage = 0;
        self.marks.clear();
        let then = Msg::new("ex-series-then")
            .arg("reply", reply.to_string())
            .arg("left", left.saturating_sub(1))
            .msg("side", side_name(answer.before.to_move()));
        let good = Msg::new("ex-series-good").arg("move", ply.mv.to_string());
        Some(Feedback { plies: vec![ply, answer], reply: Some(then), ..Feedback::say(good) })
    }

    /// A `legal` goal: judges the marked pits.
    pub fn check_marks(&mut self) -> Feedback {
        // A marked pit no move starts from, and why.
        let extra = self.marks.iter().find_map(|&p| moves::at(&self.pos, p).err().map(|r| (p, r)));
        let missed: Vec<Move> = self.answer.iter().filter(|m| !self.marks.contains(&m.pit)).copied().collect();
        if let Some((pit, reason)) = extra {
            self.wrong += 1;
            let why = narrate::reason(&reason, self.pos.variant());
            Feedback::wrong(Msg::new("legal-extra").arg("pit", pit.to_string()).msg("text", why))
        } else if let Some(example) = missed.first() {
            self.wrong += 1;
            let pits: Vec<String> = missed.iter().map(|m| m.pit.to_string()).collect();
            Feedback::wrong(Msg::new("legal-missing").arg("pits", pits.join(", ")).arg("move", example.to_string()))
        } else {
            self.win(Msg::new("legal-correct"))
        }
    }

    fn win(&mut self, m: Msg) -> Feedback {
        let s = stars(self.hints, self.wrong);
        self.solved = Some(s);
        Feedback { stars: Some(s), ..Feedback::say(m.msg("stars", Msg::new("ex-stars").arg("stars", s))) }
    }

    /// The next hint step: the idea, then the pit (marked), then the move. In a `legal` goal,
    /// the idea, then a pit a move starts from, one more at each request.
    pub fn hint(&mut self) -> Msg {
        if self.stage < HINT_STAGES {
            self.stage += 1;
            self.hints = self.hints.saturating_add(1);
        }
        self.hint_shown()
    }

    /// The hint step already given for the position answered now, again (free: it was paid
    /// for), e.g. after "Try again"; None when none was given.
    pub fn hint_again(&mut self) -> Option<Msg> {
        (self.stage > 0).then(|| self.hint_shown())
    }

    /// The message of the hint step given last (its pit marked again, from step 2).
    fn hint_shown(&mut self) -> Msg {
        if let (1, 0, Some(p)) = (self.stage, self.done, self.principle) {
            return Msg::new("hint-idea-principle").arg("principle", p.name());
        }
        if self.stage == 1 {
            return idea(&self.asked(), &self.pos, &self.solutions);
        }
        if self.marks_pits() {
            return match self.answer.iter().find(|m| !self.marks.contains(&m.pit)) {
                Some(m) => Msg::new("hint-pit").arg("pit", m.pit.to_string()),
                None => Msg::new("hint-none"),
            };
        }
        if let (2, Some(m)) = (self.stage, self.solutions.first()) {
            self.marks = vec![m.pit];
        }
        hint(self.stage - 1, &self.solutions)
    }

    /// Whether the Hint has nothing more to give: its last step was given (in a `legal` goal:
    /// the idea, and every pit a move starts from is marked).
    #[must_use]
    pub fn hints_done(&self) -> bool {
        if self.marks_pits() {
            self.stage >= 1 && self.answer.iter().all(|m| self.marks.contains(&m.pit))
        } else {
            self.stage >= HINT_STAGES || (self.stage >= 1 && self.solutions.is_empty())
        }
    }

    /// Back to the question (hints and wrong answers still count for the stars).
    pub fn retry(&mut self) {
        let again = self.solved.take().is_some();
        self.pending = None;
        self.marks.clear();
        // After a wrong or illegal answer the reader tries the same move again, in the round
        // he is in; once solved, the whole exercise starts again from the question.
        if again && self.done > 0 {
            self.done = 0;
            self.pos = self.start.clone();
            self.solutions = self.goal.solutions(&self.pos);
            self.stage = 0;
        }
    }
}

/// The opponent's reply worth showing after a wrong answer that led to `after`: the one that
/// wins; in a win in two, one after which there is no win; else a capture of
/// [`BIG_CAPTURE`] seeds or more. With what it does.
#[must_use]
pub fn punish(goal: &Goal, after: &Position) -> Option<(Ply, Msg)> {
    if after.outcome().is_some() {
        return None;
    }
    let side = side_name(after.to_move());
    let play = |mv: Move| {
        let p = after.play(&mv).ok()?;
        Some(Ply { mv, before: after.clone(), after: p.position, events: p.events })
    };
    let wins_now = |ply: &Ply| {
        ply.events.iter().find_map(|e| match e {
            Event::GameOver { outcome } if outcome.winner() == Some(after.to_move()) => {
                Some(outcome.rule(after.variant()))
            }
            _ => None,
        })
    };
    if let Some(ply) = tactics::winning_move(after).and_then(play) {
        let rule = wins_now(&ply).unwrap_or("");
        let msg = Msg::new("ex-reply-wins").arg("move", ply.mv.to_string()).arg("rule", rule).msg("side", side);
        return Some((ply, msg));
    }
    if let Some((kind, n)) = goal.series() {
        let ply = series::refutation(kind, n, after).and_then(play)?;
        let n = series::captured(&ply.events);
        let msg = match kind {
            Series::Guard if n > 0 => Msg::new("ex-reply-captures").arg("count", n),
            // A reply that captures nothing, after which every move leaves him a capture.
            Series::Guard => Msg::new("ex-reply-stops-guard"),
            Series::Win => Msg::new("ex-reply-escapes-endgame"),
            _ => Msg::new("ex-reply-stops").arg("count", n),
        };
        return Some((ply.clone(), msg.arg("move", ply.mv.to_string()).msg("side", side)));
    }
    if *goal == Goal::WinTwo {
        let ply = tactics::escape(after).and_then(play)?;
        let msg = Msg::new("ex-reply-escapes").arg("move", ply.mv.to_string()).msg("side", side);
        return Some((ply, msg));
    }
    let captured = |ply: &Ply| series::captured(&ply.events);
    // The biggest capture, the first of equals in the order of the legal moves.
    let mut best: Option<(u32, Ply)> = None;
    for ply in after.legal_moves().into_iter().filter_map(play) {
        let n = captured(&ply);
        if best.as_ref().is_none_or(|(b, _)| n > *b) {
            best = Some((n, ply));
        }
    }
    let (n, best) = best?;
    (n >= BIG_CAPTURE).then(|| {
        let msg = Msg::new("ex-reply-captures").arg("move", best.mv.to_string()).arg("count", n).msg("side", side);
        (best, msg)
    })
}

/// A reply played in `before`, with its trace.
fn replied(before: &Position, mv: Move) -> Option<Ply> {
    let p = before.play(&mv).ok()?;
    Some(Ply { mv, before: before.clone(), after: p.position, events: p.events })
}

/// Why a legal move is a wrong answer: what it did instead, with the rule.
#[must_use]
pub fn explain_wrong(mv: &Move, events: &[Event], variant: rules_core::Variant) -> Msg {
    let captures: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. } | Event::KinguluCapture { .. } | Event::Remove { .. }))
        .collect();
    let captured: Vec<String> = captures
        .iter()
        .filter_map(|e| match **e {
            Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } => {
                Some(pit.to_string())
            }
            _ => None,
        })
        .collect();
    if let Some(first) = captures.first() {
        return Msg::new("ex-wrong-captured")
            .arg("move", mv.to_string())
            .arg("pits", captured.join(", "))
            .arg("rule", first.rule(variant));
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

/// The hint of a step after the idea (1: the pit, 2: the direction or the whole move), from
/// the solutions.
#[must_use]
pub fn hint(step: u8, solutions: &[Move]) -> Msg {
    match (step, solutions.first()) {
        (_, None) => Msg::new("hint-none"),
        (1, Some(m)) => Msg::new("hint-pit").arg("pit", m.pit.to_string()),
        (_, Some(m)) => match m.dir {
            Some(d) => Msg::new("hint-dir").arg("move", m.to_string()).arg("dir", narrate::dir_key(d)),
            None => Msg::new("hint-move").arg("move", m.to_string()),
        },
    }
}

/// Stars for a solved exercise: 3, minus one per hint step and one per wrong answer; at
/// least 1.
#[must_use]
pub fn stars(hints: u8, wrong: u32) -> u8 {
    let lost = u32::from(hints).saturating_add(wrong);
    3u8.saturating_sub(u8::try_from(lost).unwrap_or(u8::MAX)).max(1)
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
    fn a_capture_exercise_with_a_wrong_answer_hints_and_a_choice() {
        // The widgets page's exercise: after A7<, North captures A4 from a5 (e2e test).
        let mut x = model("mode: exercise\nmoves: A7<\ngoal: capture A4");
        assert_eq!(en(&x.goal_msg()), "Capture the seeds of A4 in one move.");
        assert_eq!(x.stars_left(), 3);
        let fb = x.click(pit("a6")).expect("feedback");
        assert!(!fb.wrong && x.pending().is_some(), "a click selects the pit and asks the direction");
        let fb = x.answer(x.pending().expect("a choice")[0]);
        assert!(fb.wrong && en(&fb.msg).contains("you must capture (K10)"), "{}", en(&fb.msg));
        assert_eq!(x.stars_left(), 2, "a wrong try costs a star");
        assert!(en(&x.hint()).starts_with("Follow each move you may play"), "the idea first");
        assert_eq!(x.marks(), [], "the idea names no pit");
        assert_eq!(en(&x.hint()), "Hint: start from a5.");
        assert_eq!(x.marks(), [pit("a5")]);
        let slip = x.click(pit("A1")).expect("feedback");
        assert!(!slip.wrong && en(&slip.msg).starts_with("No move starts at A1"), "the opponent's pit: free");
        assert_eq!(x.stars_left(), 1);
        assert!(matches!(x.click(pit("a5")), Some(Feedback { stars: None, wrong: false, .. })));
        let choice = *x.pending().and_then(|p| p.last()).expect("a choice between two moves");
        let fb = x.answer(choice);
        assert_eq!(en(&fb.msg), "Well done! a5> solves it: 1 star.");
        assert_eq!((fb.stars, x.solved()), (Some(1), Some(1)));
        assert!(fb.plies.len() == 1 && fb.plies[0].mv == choice, "the answer is animated");
        assert_eq!(x.click(pit("a5")), None, "solved: clicks do nothing");
        x.retry();
        assert_eq!((x.solved(), x.marks().len()), (None, 0));
    }

    #[test]
    fn a_wrong_legal_move_is_explained_played_and_costs_a_star() {
        let mut x = model("mode: exercise\ngoal: move A7<");
        let fb = x.answer(Move::bao(pit("A6"), rules_core::Dir::Left, false));
        assert_eq!((fb.stars, fb.wrong), (None, true));
        assert_eq!(fb.plies.len(), 1, "no reply worth showing at the start");
        assert_eq!(en(&fb.msg), "A6< ends in A3 (K8.6) and does not reach the goal.");
        let fb = x.answer(Move::bao(pit("A7"), rules_core::Dir::Left, false));
        assert_eq!(fb.stars, Some(2), "one wrong answer costs a star");
        let mut y = model("mode: exercise\ngoal: move A7<");
        y.answer(Move::bao(pit("A6"), rules_core::Dir::Left, false));
        y.answer(Move::bao(pit("A6"), rules_core::Dir::Right, false));
        assert_eq!(y.answer(Move::bao(pit("A7"), rules_core::Dir::Left, false)).stars, Some(1), "each retry");
    }

    #[test]
    fn a_legal_moves_exercise_is_judged_on_the_marks() {
        let mut x = model("mode: exercise\ngoal: legal");
        assert!(x.marks_pits());
        assert_eq!(x.click(pit("A6")), None);
        assert_eq!(en(&x.check_marks().msg), "You missed A7: a move starts there (e.g. A7<).");
        assert!(en(&x.hint()).contains("namua takasa"), "the idea");
        assert_eq!(en(&x.hint()), "Hint: start from A7.");
        assert!(!x.hints_done(), "A7 is still to mark");
        x.click(pit("A7"));
        x.click(pit("B1"));
        assert!(en(&x.check_marks().msg).starts_with("No move starts at B1:"));
        x.click(pit("B1"));
        assert!(x.hints_done(), "every pit marked: nothing more to hint");
        assert_eq!(en(&x.hint()), "No more hints.");
        let fb = x.check_marks();
        assert!(en(&fb.msg).starts_with("Right: these are all the pits"), "{}", en(&fb.msg));
        assert_eq!(fb.stars, Some(1), "hints and wrong answers");
    }

    #[test]
    fn hints_go_from_the_idea_to_the_pit_to_the_move_then_stop() {
        let mut x = model("mode: exercise\ngoal: move A7>");
        // Only A7> ends where it ends: the idea says how to look instead.
        assert!(en(&x.hint()).starts_with("Play each of your moves in your head"));
        assert_eq!(en(&x.hint()), "Hint: start from A7.");
        assert!(!x.hints_done());
        assert_eq!(en(&x.hint()), "Hint: play A7>, sowing to the right.");
        assert!(x.hints_done(), "the last step: the button is disabled");
        assert_eq!(en(&x.hint()), "Hint: play A7>, sowing to the right.");
        assert_eq!(x.stars_left(), 1);
        assert_eq!(stars(HINT_STAGES, 0), 1);
        assert_eq!(stars(1, 0), 2);
        assert_eq!(stars(0, 400), 1);
        assert_eq!(en(&hint(1, &[])), "No more hints.");
    }

    #[test]
    fn the_first_hint_of_a_principle_exercise_says_the_principle_on_its_first_move_only() {
        // Stage 33's first exercise (`principle: mobility`).
        let block = "mode: exercise\nposition: kujifunza:2,2,2,2,2,2,2,2/0,0,3,3,1,1,1,3/5,1,0,4,4,0,1,3/3,3,0,3,3,0,3,3:S\ngoal: move B7>\nprinciple: mobility";
        let l = Lesson::parse_block(block).expect("a valid block");
        let mut x = ExerciseModel::new(l.after().clone(), l.goal.clone().expect("a goal")).with_principle(l.principle);
        assert_eq!(
            en(&x.hint()),
            "For each of your moves, count North's legal moves after it: the right one leaves him the fewest."
        );
        assert_eq!(en(&x.hint()), "Hint: start from B7.", "then the pit, as always");
        // A series: only its first move is the principle's; after North's reply, the usual idea.
        let mut s = model(CAPTURES_TWO).with_principle(Some(Principle::Biggest));
        assert!(en(&s.hint()).starts_with("Count what each of your captures takes"));
        let right = s.goal().solutions(s.position())[0];
        let fb = s.answer(right);
        assert!(!fb.wrong);
        assert!(!en(&s.hint()).starts_with("Count what each of your captures takes"), "the second move's idea");
    }

    #[test]
    fn a_hint_given_is_shown_again_after_a_wrong_answer_at_no_cost() {
        let mut x = model(CAPTURES_TWO);
        assert_eq!(x.hint_again(), None, "no hint given yet");
        let idea = x.hint();
        let pit = x.hint();
        assert_eq!(x.stars_left(), 1);
        let right = x.goal().solutions(x.position());
        let wrong = x.position().legal_moves().into_iter().find(|m| !right.contains(m)).expect("a wrong move");
        let _ = x.answer(wrong);
        x.retry();
        assert_ne!(idea, pit);
        assert_eq!(x.hint_again(), Some(pit), "the pit hint again");
        assert_eq!(x.marks().len(), 1, "its pit marked again");
        assert_eq!(x.stars_left(), 1, "free: it was paid for");
    }

    const WIN_TWO: &str =
        "mode: exercise\nposition: kujifunza:4,1,3,1,0,1,1,12/1,0,0,0,0,0,0,0/3,7,5,2,9,0,3,0/3,1,1,2,0,1,1,2:S\ngoal: win 2";

    #[test]
    fn a_win_in_two_defends_then_asks_for_the_win() {
        let mut x = model(WIN_TWO);
        assert_eq!(en(&x.goal_msg()), "Win in two moves: whatever North replies, you win with your next move.");
        let first = x.goal().solutions(x.position())[0];
        let fb = x.answer(first);
        assert_eq!((fb.stars, fb.wrong, fb.plies.len()), (None, false, 2), "the move and the defence");
        assert_eq!(en(&fb.msg), format!("Good: {first}."), "said at once");
        let then = en(fb.reply.as_ref().expect("the defence, said once played"));
        assert!(then.starts_with("North defends with ") && then.ends_with("Now win in one move."), "{then}");
        assert_eq!(x.position(), &fb.plies[1].after);
        assert_eq!(en(&x.goal_msg()), "Win the game with one move.");
        assert!(en(&x.hint()).contains("front row"), "the idea of the win in one");
        let win = tactics::winning_move(x.position()).expect("the defence loses");
        let fb = x.answer(win);
        assert_eq!(fb.stars, Some(2), "one hint");
        x.retry();
        assert_eq!(x.position(), &x.start, "a retry starts again from the question");
    }

    /// Course exercises (stage 10, exercises 7 and 8): two captures in two moves, and a
    /// capture after which North has none.
    const CAPTURES_TWO: &str = "mode: exercise\nposition: kujifunza:0,1,0,1,0,0,2,0/0,0,0,0,1,0,1,1/6,1,8,3,13,0,2,6/0,3,4,2,3,5,1,0:S\ngoal: captures 2";
    const GUARD_ONE: &str = "mode: exercise\nposition: kujifunza:1,0,3,0,3,3,1,1/3,1,1,2,2,2,0,0/4,0,2,2,3,0,4,1/2,4,1,0,7,3,6,2:S\ngoal: guard 1";

    #[test]
    fn a_series_of_captures_goes_on_after_north_replies() {
        let mut x = model(CAPTURES_TWO);
        assert_eq!(en(&x.goal_msg()), "Capture in each of your next 2 moves, whatever North replies.");
        let right = x.goal().solutions(x.position());
        let legal = x.position().legal_moves();
        assert!(!right.is_empty() && right.len() < legal.len());
        // Hints step to the right move: the idea names no pit, then the pit of a right move.
        assert!(en(&x.hint()).starts_with("Look at each of your captures"));
        assert_eq!(en(&x.hint()), format!("Hint: start from {}.", right[0].pit));
        let fb = x.answer(right[0]);
        assert_eq!((fb.stars, fb.wrong, fb.plies.len()), (None, false, 2), "the move and North's reply");
        assert_eq!(en(&fb.msg), format!("Good: {}.", right[0]), "said at once");
        let then = en(fb.reply.as_ref().expect("North's reply, said once played"));
        assert!(then.starts_with("North replies ") && then.ends_with("One more move."), "{then}");
        assert_eq!(x.position(), &fb.plies[1].after);
        assert_eq!(x.moves_done(), 1);
        assert_eq!(en(&x.goal_msg()), "Capture with this move.");
        // The hints start again for the second move, and lead to a capture.
        x.hint();
        x.hint();
        let h = en(&x.hint());
        let second = x.goal().clone();
        let next = Goal::Captures(1).solutions(x.position());
        assert!(!next.is_empty(), "North's reply leaves a capture: {second}");
        assert!(h.contains(&next[0].to_string()), "{h}");
        // An illegal answer in the second round, then "Try again": still the second round.
        let illegal = (0..32)
            .filter_map(|i| {
                x.position().parse_move(&format!("{}{}{}", ["A", "B"][i / 16], i % 16 / 2 + 1, ["<", ">"][i % 2])).ok()
            })
            .find(|m| x.position().play(m).is_err())
            .expect("an illegal move");
        let here = x.position().clone();
        assert!(x.answer(illegal).wrong);
        x.retry();
        assert_eq!((x.position(), x.moves_done()), (&here, 1), "a retry after a wrong answer stays in its round");
        let fb = x.answer(next[0]);
        assert_eq!(fb.stars, Some(1), "3 hints and a wrong try on the second move, 1 hint on the first: one star");
        x.retry();
        assert_eq!((x.position(), x.moves_done()), (&x.start, 0), "a retry starts from the question");
    }

    #[test]
    fn a_wrong_first_move_of_a_series_is_punished_and_costs_a_star() {
        let mut x = model(CAPTURES_TWO);
        let right = x.goal().solutions(x.position());
        let wrong = x.position().legal_moves().into_iter().find(|m| !right.contains(m)).expect("a wrong move");
        let fb = x.answer(wrong);
        assert!(fb.wrong && fb.stars.is_none());
        // What the move captured is not the point of a series (capturing is asked): the
        // reply that follows says why it fails.
        assert_eq!(en(&fb.msg), format!("{wrong} does not reach the goal."));
        assert_eq!(x.stars_left(), 2);
        assert_eq!(x.position(), &x.start, "the question stays");
        if fb.plies.len() == 2 {
            let r = fb.reply.as_ref().map(en).unwrap_or_default();
            assert!(r.starts_with("Then North replies ") || r.contains("wins"), "{r}");
            assert!(
                Goal::Captures(1).solutions(&fb.plies[1].after).is_empty() || fb.plies[1].after.outcome().is_some()
            );
        }

        let mut g = model(GUARD_ONE);
        assert_eq!(en(&g.goal_msg()), "Play a move after which North has no capture.");
        let right = g.goal().solutions(g.position());
        let wrong = g.position().legal_moves().into_iter().find(|m| !right.contains(m)).expect("a wrong move");
        let fb = g.answer(wrong);
        assert!(fb.wrong);
        assert_eq!(fb.plies.len(), 2, "North's capture is played");
        let r = en(fb.reply.as_ref().expect("what North did"));
        assert!(r.starts_with("Then North replies ") && r.contains("captures"), "{r}");
        assert!(series::captured(&fb.plies[1].events) > 0);
        // The right move: solved, and North's reply captures nothing.
        let fb = g.answer(right[0]);
        assert_eq!(fb.stars, Some(2));
        assert_eq!(fb.plies.len(), 2);
        assert_eq!(series::captured(&fb.plies[1].events), 0);
        assert!(en(fb.reply.as_ref().expect("North's reply")).ends_with("and captures nothing."));
    }

    #[test]
    fn a_guard_series_lost_to_a_quiet_reply_says_so() {
        // Stage 35's last exercise: `B2<` leaves North no capture, but after his quiet reply
        // `a4>` every move of South leaves him one (not "you can no longer capture").
        let mut x = model(
            "mode: exercise\nposition: kujifunza:1,0,2,1,0,2,1,2/1,1,0,2,22,1,0,0/3,1,0,2,0,1,8,3/2,3,0,1,1,0,1,2:S\ngoal: guard 2",
        );
        let b2 = x.position().parse_move("B2<").expect("a move");
        let fb = x.answer(b2);
        assert!(fb.wrong);
        assert_eq!(fb.plies.len(), 2, "the move and North's reply");
        assert_eq!(series::captured(&fb.plies[1].events), 0, "a quiet reply");
        assert!(Goal::Guard(1).solutions(&fb.plies[1].after).is_empty());
        let r = en(fb.reply.as_ref().expect("what North did"));
        assert_eq!(r, "Then North replies a4>, and after it each of your moves leaves him a capture.");
    }

    #[test]
    fn a_wrong_move_shows_the_punishing_reply() {
        let mut x = model(WIN_TWO);
        let pos = x.position().clone();
        let wrong = pos.legal_moves().into_iter().find(|m| !tactics::wins_in_two(&pos, m)).expect("a wrong move");
        let fb = x.answer(wrong);
        assert!(fb.wrong);
        assert_eq!(fb.plies.len(), 2, "the move and the reply");
        let reply = en(fb.reply.as_ref().expect("a reply"));
        assert!(reply.starts_with("Then North replies "), "{reply}");
        let safe = "mode: exercise\nposition: kujifunza:3,10,4,6,1,5,3,9/2,5,0,3,2,0,4,0/0,0,0,0,0,0,1,0/2,1,0,1,0,0,2,0:S\ngoal: safe";
        let mut y = model(safe);
        let pos = y.position().clone();
        let losing = pos.legal_moves().into_iter().find(|m| !tactics::is_safe(&pos, m)).expect("a losing move");
        let fb = y.answer(losing);
        let reply = en(fb.reply.as_ref().expect("a reply"));
        assert!(reply.contains(" and wins (K30)") || reply.contains(" and wins (K29)"), "{reply}");
        assert_eq!(fb.plies[1].after.outcome().and_then(|o| o.winner()), Some(rules_core::Side::North));
    }

    #[test]
    fn a_click_selects_the_pit_and_the_reader_always_chooses_the_direction() {
        // Bao la Kujifunza's start: only A2> starts at A2 (captures are compulsory, K10).
        let mut x = model("mode: exercise\nposition: start:kujifunza\ngoal: capture a5");
        let fb = x.click(pit("A2")).expect("the choice is asked");
        assert_eq!((en(&fb.msg).as_str(), fb.wrong, fb.plies.len()), ("A2: choose how to play", false, 0));
        assert_eq!(x.pending().map(<[Move]>::len), Some(2), "both directions, one of them forbidden");
        assert_eq!((x.marks(), x.stars_left()), ([pit("A2")].as_slice(), 3), "selected, free");
        // A second look: another pit, or back to none.
        x.click(pit("A3"));
        assert_eq!(x.marks(), [pit("A3")]);
        x.cancel();
        assert_eq!((x.pending(), x.marks()), (None, [].as_slice()));
        // The forbidden direction is a wrong answer, explained with its rule, and costs a star.
        x.click(pit("A2"));
        let left = x.pending().expect("a choice")[0];
        let fb = x.answer(left);
        assert_eq!(en(&fb.msg), "A2< is not legal: a capture is available, so you must capture (K10).");
        assert!(fb.wrong && fb.plies.is_empty());
        assert_eq!(x.stars_left(), 2);
        x.click(pit("A2"));
        let right = x.pending().expect("a choice")[1];
        assert_eq!(x.answer(right).stars, Some(2));
        // An empty pit or the opponent's is a slip: said at once, free.
        let mut y = model("mode: exercise\nposition: start:kujifunza\ngoal: capture a5");
        y.click(pit("A3"));
        let fb = y.click(pit("a3")).expect("why not");
        assert!(!fb.wrong && en(&fb.msg).starts_with("No move starts at a3"));
        assert_eq!((y.pending(), y.marks()), (None, [].as_slice()), "the pit selected before is forgotten");
        // Bao Kingulu's moves have no direction: a click plays the pit's move.
        let mut z = model("mode: exercise\nposition: start:kingulu\ngoal: move A3");
        assert_eq!(z.click(pit("A3")).and_then(|fb| fb.stars), Some(3));
        assert_eq!(en(&z.goal_msg()), "Play the move the question asks for.");
    }
}
