//! Drill mode's model: endless fresh positions from random play of the chosen game, each
//! filtered for the drill's question (`bao_schema::Drill`), the reader's answer judged at once
//! with its rule, the right answer shown on a miss, and a streak. Deterministic for a seed.

use crate::i18n::Msg;
use crate::idea::{legal_idea, side_name};
use crate::{moves, narrate};
use bao_schema::{Drill, Ply};
use rules_core::random::Rng;
use rules_core::{Dir, Event, Move, Pit, Position, Reason, Row, Variant};

/// Random plies played from the drill's position before a question is looked for: 0 to this.
const MAX_PLIES: u32 = 50;
/// Random games tried for one question before giving up.
const ATTEMPTS: u32 = 300;

/// What the reader answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Every legal move (legal-moves).
    Moves(Vec<Move>),
    /// A pit: where the first lap's last seed falls (last-seed), or the kichwa (kichwa).
    Pit(Pit),
    /// Whether the move captures (capture-or-takasa).
    Captures(bool),
}

/// One question: a position, the move it is about (all drills but legal-moves), the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The position on the board; the question is about its side to move.
    pub pos: Position,
    /// The move asked about, played from `pos` with its trace (none in legal-moves).
    pub ply: Option<Ply>,
    /// The right answer.
    pub answer: Answer,
}

/// A mark on a pit in the legal-moves drill: a move starts there in these directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Both directions (or, in the games without directions, the pit).
    Both,
    /// Only the move to the mover's left, `<`.
    Left,
    /// Only the move to the right, `>`.
    Right,
}

impl Mark {
    /// The sign drawn on the pit.
    #[must_use]
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Both => "<>",
            Mark::Left => "<",
            Mark::Right => ">",
        }
    }
}

/// The reader's answer judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the answer was right (the streak grows; else it starts again at 0).
    pub right: bool,
    /// Why, with the rule.
    pub msg: Msg,
    /// The pits of the right answer (marked on a miss).
    pub answer: Vec<Pit>,
}

/// A drill under way: the question shown, the reader's marks and verdict, the streak and the
/// best streak. The UI draws it and forwards clicks; it knows nothing of the page.
#[derive(Clone, Debug)]
pub struct DrillModel {
    kind: Drill,
    from: Position,
    rng: Rng,
    question: Option<Question>,
    marks: Vec<(Pit, Mark)>,
    verdict: Option<Verdict>,
    streak: u32,
    best: u32,
    /// Questions asked so far.
    count: u32,
}

impl DrillModel {
    /// A drill of `kind` on positions from `from`; `best` is the best streak kept so far.
    #[must_use]
    pub fn new(kind: Drill, from: Position, seed: u64, best: u32) -> DrillModel {
        let mut m = DrillModel {
            kind,
            from,
            rng: Rng::new(seed),
            question: None,
            marks: Vec::new(),
            verdict: None,
            streak: 0,
            best,
            count: 0,
        };
        m.next();
        m
    }

    /// A new question (none when no position fits, which a finished start position gives).
    pub fn next(&mut self) {
        self.question = generate(self.kind, &self.from, &mut self.rng);
        self.marks.clear();
        self.verdict = None;
        self.count += 1;
    }

    /// What the drill asks.
    #[must_use]
    pub fn kind(&self) -> Drill {
        self.kind
    }

    /// The question shown; `None` when no position from the start position fits the drill.
    #[must_use]
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }

    /// The verdict on this question's answer, once given (a question is answered once).
    #[must_use]
    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    /// The pits the reader marked so far in the legal-moves drill, in the order marked.
    #[must_use]
    pub fn marks(&self) -> &[(Pit, Mark)] {
        &self.marks
    }

    /// Right answers in a row (0 after a wrong one).
    #[must_use]
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// The longest streak, this one and the ones kept from earlier visits (saved by the UI).
    #[must_use]
    pub fn best(&self) -> u32 {
        self.best
    }

    /// The number of the question shown (1 for the first).
    #[must_use]
    pub fn number(&self) -> u32 {
        self.count
    }

    /// Whether the question is answered by marking pits and pressing Check.
    #[must_use]
    pub fn marks_moves(&self) -> bool {
        self.kind == Drill::LegalMoves
    }

    /// The question, as shown above the board.
    #[must_use]
    pub fn prompt(&self) -> Msg {
        let Some(q) = &self.question else { return Msg::new("drill-none") };
        let side = side_name(q.pos.to_move());
        let mv = q.ply.as_ref().map(|p| p.mv.to_string()).unwrap_or_default();
        match self.kind {
            Drill::LegalMoves if has_directions(q.pos.variant()) => Msg::new("drill-prompt-legal").msg("side", side),
            Drill::LegalMoves => Msg::new("drill-prompt-legal-pits").msg("side", side),
            Drill::LastSeed => Msg::new("drill-prompt-last-seed").arg("move", mv).msg("side", side),
            Drill::CaptureOrTakasa => Msg::new("drill-prompt-capture").arg("move", mv).msg("side", side),
            Drill::Kichwa => Msg::new("drill-prompt-kichwa").arg("move", mv).msg("side", side),
        }
    }

    /// A click on a pit: marks it (legal-moves: both directions, then `<`, then `>`, then
    /// unmarked), or answers with it (last-seed, kichwa). Some when it answered.
    pub fn click(&mut self, pit: Pit) -> Option<Verdict> {
        let q = self.question.as_ref()?;
        if self.verdict.is_some() {
            return None;
        }
        match &q.answer {
            Answer::Moves(_) => {
                let dirs = has_directions(q.pos.variant());
                match self.marks.iter().position(|(p, _)| *p == pit) {
                    None => self.marks.push((pit, Mark::Both)),
                    Some(i) => match self.marks[i].1 {
                        Mark::Both if dirs => self.marks[i].1 = Mark::Left,
                        Mark::Left => self.marks[i].1 = Mark::Right,
                        _ => {
                            self.marks.remove(i);
                        }
                    },
                }
                None
            }
            Answer::Pit(right) => {
                let right = *right;
                let ply = q.ply.as_ref()?;
                let msg = match self.kind {
                    Drill::Kichwa => first_capture(&ply.events).map(|e| narrate::event(e, q.pos.variant())),
                    _ => first_lap(&ply.events).map(|(from, count, dir, end)| {
                        Msg::new("drill-last-seed")
                            .arg("from", from.to_string())
                            .arg("count", count)
                            .arg("dir", dir_key(dir))
                            .arg("pit", end.to_string())
                            .arg("rule", Event::Drop { pit: end, now: 1 }.rule(q.pos.variant()))
                    }),
                }?;
                Some(self.judge(pit == right, msg, vec![right]))
            }
            Answer::Captures(_) => None,
        }
    }

    /// The capture-or-takasa answer.
    pub fn choose(&mut self, captures: bool) -> Option<Verdict> {
        let q = self.question.as_ref()?;
        let (Answer::Captures(right), Some(ply)) = (&q.answer, &q.ply) else { return None };
        if self.verdict.is_some() {
            return None;
        }
        let right = *right;
        let msg = match first_capture(&ply.events) {
            Some(e) => narrate::event(e, q.pos.variant()),
            None => takasa_why(&q.pos, ply),
        };
        let at = first_capture(&ply.events).and_then(|e| match e {
            Event::Capture { by, .. } => Some(*by),
            _ => None,
        });
        Some(self.judge(captures == right, msg, at.into_iter().collect()))
    }

    /// The legal-moves answer: the marks against the legal moves.
    pub fn check(&mut self) -> Option<Verdict> {
        let q = self.question.as_ref()?;
        let Answer::Moves(legal) = &q.answer else { return None };
        if self.verdict.is_some() {
            return None;
        }
        let pos = q.pos.clone();
        let want = wanted_marks(legal);
        let mut problem = None;
        for (pit, mark) in &self.marks {
            match want.iter().find(|(p, _)| p == pit) {
                None => {
                    let reason = moves::at(&pos, *pit).err();
                    let text = reason.map_or(Msg::new("hint-none"), |r| narrate::reason(&r, pos.variant()));
                    problem = Some(Msg::new("legal-extra").arg("pit", pit.to_string()).msg("text", text));
                }
                Some((_, w)) if w != mark => problem = Some(direction_problem(&pos, *pit, *w)),
                Some(_) => continue,
            }
            break;
        }
        if problem.is_none() {
            let missed: Vec<&(Pit, Mark)> =
                want.iter().filter(|(p, _)| !self.marks.iter().any(|(m, _)| m == p)).collect();
            if let Some((_, _)) = missed.first() {
                let pits: Vec<String> = missed.iter().map(|(p, _)| p.to_string()).collect();
                let example = legal.iter().find(|m| missed.iter().any(|(p, _)| *p == m.pit));
                problem = Some(
                    Msg::new("legal-missing")
                        .arg("pits", pits.join(", "))
                        .arg("move", example.map(Move::to_string).unwrap_or_default()),
                );
            }
        }
        let answer = want.iter().map(|(p, _)| *p).collect();
        let msg = problem
            .clone()
            .unwrap_or_else(|| Msg::new("drill-legal-right").arg("count", want.len()).msg("text", legal_idea(&pos)));
        Some(self.judge(problem.is_none(), msg, answer))
    }

    /// The marks of the right answer to the legal-moves question (shown on a miss).
    #[must_use]
    pub fn right_marks(&self) -> Vec<(Pit, Mark)> {
        match &self.question {
            Some(Question { answer: Answer::Moves(legal), .. }) => wanted_marks(legal),
            _ => Vec::new(),
        }
    }

    fn judge(&mut self, right: bool, msg: Msg, answer: Vec<Pit>) -> Verdict {
        if right {
            self.streak += 1;
            self.best = self.best.max(self.streak);
        } else {
            self.streak = 0;
        }
        let v = Verdict { right, msg, answer };
        self.verdict = Some(v.clone());
        v
    }
}

/// Whether the game's moves have a direction to choose (Bao la Kiswahili, Bao la Kujifunza).
#[must_use]
pub fn has_directions(v: Variant) -> bool {
    matches!(v, Variant::Kiswahili | Variant::Kujifunza)
}

fn dir_key(d: Dir) -> &'static str {
    narrate::dir_key(d)
}

/// What the reader should mark: each pit a legal move starts from, with its directions.
#[must_use]
pub fn wanted_marks(legal: &[Move]) -> Vec<(Pit, Mark)> {
    let mut out: Vec<(Pit, Mark)> = Vec::new();
    for m in legal {
        let mark = match m.dir {
            Some(Dir::Left) => Mark::Left,
            Some(Dir::Right) => Mark::Right,
            None => Mark::Both,
        };
        match out.iter_mut().find(|(p, _)| *p == m.pit) {
            None => out.push((m.pit, mark)),
            Some((_, old)) if *old != mark => *old = Mark::Both,
            Some(_) => {}
        }
    }
    out
}

/// A pit marked with the wrong directions: which are legal from it, and why the other is not.
fn direction_problem(pos: &Position, pit: Pit, want: Mark) -> Msg {
    let mv = |d| Move::bao(pit, d, false);
    match want {
        Mark::Both => Msg::new("drill-legal-both")
            .arg("pit", pit.to_string())
            .arg("left", mv(Dir::Left).to_string())
            .arg("right", mv(Dir::Right).to_string()),
        Mark::Left | Mark::Right => {
            let (ok, other) = if want == Mark::Left { (Dir::Left, Dir::Right) } else { (Dir::Right, Dir::Left) };
            let why = pos
                .why_illegal(&mv(other))
                .map_or(Msg::new("hint-none"), |il| narrate::reason(&il.reason, pos.variant()));
            Msg::new("drill-legal-only")
                .arg("pit", pit.to_string())
                .arg("move", mv(ok).to_string())
                .arg("other", mv(other).to_string())
                .msg("text", why)
        }
    }
}

/// The first capture of a move's trace.
fn first_capture(events: &[Event]) -> Option<&Event> {
    events.iter().find(|e| matches!(e, Event::Capture { .. }))
}

/// The first lap of sown seeds: its start pit, seeds, direction, and where its last seed fell.
#[must_use]
pub fn first_lap(events: &[Event]) -> Option<(Pit, u8, Dir, Pit)> {
    let start = events.iter().position(|e| matches!(e, Event::Lift { .. } | Event::Tax { .. }))?;
    let (from, count, dir) = match events[start] {
        Event::Lift { pit, count, dir } => (pit, count, dir),
        // A taxed nyumba's lap (K13.1) says no direction: not asked about.
        _ => return None,
    };
    let end = events[start..].iter().take_while(|e| !e.ends_lap()).fold(None, |last, e| match e {
        Event::Drop { pit, .. } => Some(*pit),
        _ => last,
    })?;
    Some((from, count, dir, end))
}

/// Why a move captures nothing: 16 seeds or more, a first lap ending in the back row, in an
/// empty pit, or facing an empty pit; a namua seed into a pit facing nothing.
fn takasa_why(pos: &Position, ply: &Ply) -> Msg {
    let variant = pos.variant();
    if let (Some(seed @ Event::StoreSeed { pit }), Some(Event::Lift { .. }) | None) =
        (ply.events.first(), ply.events.get(1))
    {
        return Msg::new("drill-takasa")
            .arg("why", "namua")
            .arg("pit", pit.to_string())
            .arg("rule", seed.rule(variant));
    }
    let Some((from, count, _, end)) = first_lap(&ply.events) else {
        return Msg::new("drill-takasa").arg("why", "other").arg("pit", "").arg("rule", variant.takasa_rule());
    };
    let why = if count >= 16 {
        "sixteen"
    } else if end.row == Row::Back {
        "back-row"
    } else if end == from || pos.count(end) == 0 {
        "was-empty"
    } else {
        "faces-empty"
    };
    // K18 says what a capturing move is (2 to 15 seeds, a first lap ending in an occupied own
    // front pit facing an occupied one): the rule of each reason why this one is not.
    let rule = Reason::SixteenNoCapture { pit: from }.rule(variant);
    Msg::new("drill-takasa").arg("why", why).arg("pit", end.to_string()).arg("rule", rule)
}

/// Plays `mv` with its trace.
fn ply(pos: &Position, mv: Move) -> Option<Ply> {
    let p = pos.play(&mv).ok()?;
    Some(Ply { mv, before: pos.clone(), after: p.position, events: p.events })
}

/// A question of `kind`: random games from `from`, the first position that fits.
pub fn generate(kind: Drill, from: &Position, rng: &mut Rng) -> Option<Question> {
    // capture-or-takasa: both kinds, each half of the time.
    let want_capture = rng.below(2) == 1;
    for _ in 0..ATTEMPTS {
        let mut pos = from.clone();
        for _ in 0..rng.below(MAX_PLIES + 1) {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len() as u32) as usize];
            match pos.apply(&mv) {
                Ok(p) => pos = p,
                Err(_) => break,
            }
        }
        if pos.outcome().is_some() {
            continue;
        }
        if let Some(q) = question(kind, &pos, rng, want_capture) {
            return Some(q);
        }
    }
    None
}

/// The question of `kind` in `pos`, if the position fits the drill.
fn question(kind: Drill, pos: &Position, rng: &mut Rng, want_capture: bool) -> Option<Question> {
    let legal: Vec<Move> = pos.legal_moves();
    let pick = |rng: &mut Rng, ms: Vec<Ply>| -> Option<Ply> {
        (!ms.is_empty()).then(|| ms[rng.below(ms.len() as u32) as usize].clone())
    };
    // The moves to ask about: one of each pit and direction (no safari twins).
    let plies = || legal.iter().filter(|m| !m.safari).filter_map(|m| ply(pos, *m));
    let captures = |p: &Ply| first_capture(&p.events).is_some();
    match kind {
        Drill::LegalMoves => {
            let pits = wanted_marks(&legal).len();
            (pits >= 2).then(|| Question { pos: pos.clone(), ply: None, answer: Answer::Moves(legal.clone()) })
        }
        Drill::LastSeed => {
            let p = pick(rng, plies().filter(|p| first_lap(&p.events).is_some_and(|(_, n, _, _)| n >= 2)).collect())?;
            let (_, _, _, end) = first_lap(&p.events)?;
            Some(Question { pos: pos.clone(), ply: Some(p), answer: Answer::Pit(end) })
        }
        Drill::CaptureOrTakasa => {
            let p = pick(rng, plies().filter(|p| captures(p) == want_capture).collect())?;
            Some(Question { pos: pos.clone(), ply: Some(p), answer: Answer::Captures(want_capture) })
        }
        Drill::Kichwa => {
            let p = pick(rng, plies().filter(captures).collect())?;
            let kichwa = match first_capture(&p.events)? {
                Event::Capture { kichwa, .. } => *kichwa,
                _ => return None,
            };
            Some(Question { pos: pos.clone(), ply: Some(p), answer: Answer::Pit(kichwa) })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};

    fn en(m: &Msg) -> String {
        t(Lang::EN, m)
    }

    fn drill(kind: Drill, v: Variant, seed: u64) -> DrillModel {
        DrillModel::new(kind, Position::start(v), seed, 0)
    }

    /// Why a move is a takasa names the rules: the namua seed (K12), a first lap that is no
    /// capture (K18), a move that is not a capture at all (K9).
    #[test]
    fn takasa_reasons_cite_the_rules() {
        let mut seen = std::collections::BTreeSet::new();
        for v in [Variant::Kiswahili, Variant::Kujifunza] {
            let mut rng = Rng::new(7);
            for _ in 0..60 {
                let Some(q) = generate(Drill::CaptureOrTakasa, &Position::start(v), &mut rng) else { continue };
                let (Answer::Captures(false), Some(p)) = (&q.answer, &q.ply) else { continue };
                let why = en(&takasa_why(&q.pos, p));
                let rule = match (p.events.first(), p.events.get(1), first_lap(&p.events)) {
                    (Some(Event::StoreSeed { .. }), Some(Event::Lift { .. }) | None, _) => "K12",
                    (_, _, None) => "K9",
                    _ => "K18",
                };
                assert!(why.ends_with(&format!("({rule}).")), "{v:?} {}: {why}", p.mv);
                seen.insert(rule);
            }
        }
        assert!(seen.contains("K12") && seen.contains("K18"), "{seen:?}");
    }

    #[test]
    fn the_same_seed_gives_the_same_positions() {
        for kind in Drill::ALL {
            for v in [Variant::Kujifunza, Variant::Kiswahili] {
                let (mut a, mut b) = (drill(kind, v, 42), drill(kind, v, 42));
                for _ in 0..5 {
                    assert_eq!(a.question(), b.question());
                    assert!(a.question().is_some(), "{kind:?} {v:?}");
                    a.next();
                    b.next();
                }
                assert_ne!(drill(kind, v, 1).question(), drill(kind, v, 2).question(), "{kind:?} {v:?}");
            }
        }
    }

    #[test]
    fn questions_fit_their_drill() {
        let mut kinds = [0u32; 2];
        for seed in 0..40 {
            for v in [Variant::Kujifunza, Variant::Kiswahili] {
                let q = drill(Drill::CaptureOrTakasa, v, seed).question().cloned().expect("a question");
                let ply = q.ply.expect("a move");
                assert!(q.pos.legal_moves().contains(&ply.mv));
                let captures = ply.events.iter().any(|e| matches!(e, Event::Capture { .. }));
                assert_eq!(q.answer, Answer::Captures(captures));
                kinds[usize::from(captures)] += 1;
                let q = drill(Drill::Kichwa, v, seed).question().cloned().expect("a question");
                let Answer::Pit(k) = q.answer else { panic!("a pit") };
                assert!(k.row == Row::Front && (k.index == 1 || k.index == 8) && k.side == q.pos.to_move());
                let q = drill(Drill::LastSeed, v, seed).question().cloned().expect("a question");
                let ply = q.ply.expect("a move");
                let Answer::Pit(end) = q.answer else { panic!("a pit") };
                let lap = first_lap(&ply.events).expect("a lap");
                assert_eq!(lap.3, end);
                assert_eq!(end.side, q.pos.to_move(), "a lap stays in the mover's ring");
            }
        }
        assert!(kinds[0] > 10 && kinds[1] > 10, "both kinds: {kinds:?}");
    }

    #[test]
    fn the_other_games_have_their_drills() {
        // Bao la Kimasai and Bao Kingulu: marks without directions; Kingulu's laps.
        for v in [Variant::Kimasai, Variant::Kingulu] {
            let mut d = drill(Drill::LegalMoves, v, 4);
            assert!(
                en(&d.prompt()).starts_with("Mark every pit from which South may start")
                    || en(&d.prompt()).starts_with("Mark every pit from which North may start"),
                "{}",
                en(&d.prompt())
            );
            let right = d.right_marks();
            assert!(right.iter().all(|(_, m)| *m == Mark::Both));
            let pit = right[0].0;
            d.click(pit);
            d.click(pit);
            assert!(d.marks().is_empty(), "no directions: a second click unmarks");
            d.marks = right;
            assert!(d.check().is_some_and(|v| v.right));
        }
        let d = drill(Drill::LastSeed, Variant::Kingulu, 4);
        let q = d.question().expect("a Kingulu lap");
        let Answer::Pit(end) = q.answer else { panic!("a pit") };
        assert!(end.on_board(Variant::Kingulu));
    }

    #[test]
    fn legal_marks_cycle_and_are_judged_with_directions() {
        // Bao la Kujifunza's start: every legal move captures; A1 and A2 only to the right.
        let mut d = DrillModel {
            question: Some(Question {
                pos: Position::start(Variant::Kujifunza),
                ply: None,
                answer: Answer::Moves(Position::start(Variant::Kujifunza).legal_moves()),
            }),
            ..drill(Drill::LegalMoves, Variant::Kujifunza, 3)
        };
        let pit = |s: &str| Pit::parse(s).expect("a pit");
        assert!(en(&d.prompt()).starts_with("Mark every legal move of South"), "{}", en(&d.prompt()));
        d.click(pit("A1"));
        assert_eq!(d.marks(), [(pit("A1"), Mark::Both)]);
        d.click(pit("A1"));
        d.click(pit("A1"));
        assert_eq!(d.marks(), [(pit("A1"), Mark::Right)]);
        d.click(pit("A1"));
        assert_eq!(d.marks(), []);
        d.click(pit("A1"));
        let v = d.check().expect("judged");
        assert!(!v.right);
        assert!(en(&v.msg).starts_with("From A1 only A1> is legal; A1< is not:"), "{}", en(&v.msg));
        assert_eq!(d.streak(), 0);
        // The right marks, from the legal moves.
        let right = d.right_marks();
        d.verdict = None;
        d.marks = right;
        let v = d.check().expect("judged");
        assert!(v.right, "{}", en(&v.msg));
        assert_eq!((d.streak(), d.best()), (1, 1));
        assert!(en(&v.msg).starts_with("Right: all 12 pits. A capture is possible here"), "{}", en(&v.msg));
    }

    #[test]
    fn answers_are_explained_with_their_rule() {
        let mut d = drill(Drill::Kichwa, Variant::Kujifunza, 5);
        let Some(Answer::Pit(k)) = d.question().map(|q| q.answer.clone()) else { panic!("a kichwa question") };
        let v = d.click(k).expect("judged");
        assert!(v.right && en(&v.msg).starts_with("Capture (K11)"), "{}", en(&v.msg));
        assert_eq!(d.click(k), None, "answered once");
        d.next();
        let mut d = drill(Drill::LastSeed, Variant::Kujifunza, 5);
        let Some(Answer::Pit(end)) = d.question().map(|q| q.answer.clone()) else { panic!("a pit") };
        let wrong = if end == Pit::parse("A1").expect("pit") { "A2" } else { "A1" };
        let v = d.click(Pit::parse(wrong).expect("pit")).expect("judged");
        assert!(!v.right);
        assert_eq!(v.answer, [end]);
        assert!(en(&v.msg).contains(&format!("the last falls in {end} (K7)")), "{}", en(&v.msg));
        let mut d = drill(Drill::CaptureOrTakasa, Variant::Kiswahili, 9);
        let Some(Answer::Captures(c)) = d.question().map(|q| q.answer.clone()) else { panic!("a choice") };
        let v = d.choose(!c).expect("judged");
        assert!(!v.right);
        assert!(en(&v.msg).contains("(K1"), "{}", en(&v.msg));
    }
}
