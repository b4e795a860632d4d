//! Play mode's model: the game so far (start position and plies), the moves undone (redo),
//! a pending choice between the moves that start at a clicked pit, and the result. The view
//! only draws it and animates the plies it returns.
//!
//! A move may also come from elsewhere (a computer opponent): [`PlayModel::play_if_current`]
//! takes it only if the game has not changed since it was asked for (see
//! [`PlayModel::generation`]), so an undo or a new game cancels it.

use crate::i18n::Msg;
use crate::{moves, narrate};
use bao_schema::{Lesson, Mode, Ply};
use rules_core::{Game, Move, Outcome, Pit, Position};

/// What a click on a pit did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// The only move from that pit was played (animate it).
    Played(Ply),
    /// Several moves start there: the choice is pending ([`PlayModel::pending`]).
    Choose(Msg),
    /// No move starts there: why.
    Refused(Msg),
}

/// A click on `pit` in `pos` on a board that plays moves: `Ok` the one move that starts there,
/// to be played; else the answer, a choice among its moves (kept in `pending`) or why no move
/// starts there (`pending` cleared).
pub fn pick(pos: &Position, pit: Pit, pending: &mut Option<(Pit, Vec<Move>)>) -> Result<Move, Click> {
    match moves::at(pos, pit) {
        Err(reason) => {
            *pending = None;
            Err(Click::Refused(moves::no_move(pos, pit, &reason)))
        }
        Ok(ms) => match ms.as_slice() {
            [mv] => Ok(*mv),
            _ => {
                *pending = Some((pit, ms));
                Err(Click::Choose(moves::choose_prompt(pit)))
            }
        },
    }
}

/// A game under way on a play board: the moves played (which the reader may undo and redo),
/// the choice pending after a click, the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayModel {
    start: Position,
    history: Vec<Ply>,
    redo: Vec<Ply>,
    pending: Option<(Pit, Vec<Move>)>,
    generation: u64,
}

impl PlayModel {
    /// A game from `start` with `plies` already played (a block's moves: they can be undone).
    #[must_use]
    pub fn new(start: Position, plies: Vec<Ply>) -> PlayModel {
        PlayModel { start, history: plies, redo: Vec::new(), pending: None, generation: 0 }
    }

    /// The position the game started from (before the block's moves).
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position now.
    #[must_use]
    pub fn current(&self) -> &Position {
        self.history.last().map_or(&self.start, |p| &p.after)
    }

    /// The position now, in the notation (what a computer opponent is asked about).
    #[must_use]
    pub fn position_text(&self) -> String {
        self.current().to_string()
    }

    /// The moves played, with their traces.
    #[must_use]
    pub fn history(&self) -> &[Ply] {
        &self.history
    }

    /// The number the next move gets (1 for the first).
    #[must_use]
    pub fn next_number(&self) -> usize {
        self.history.len() + 1
    }

    /// Whether a move was played that Undo can take back (the block's moves too).
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Whether a move taken back can be played again (until another move is played).
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The pit clicked and the moves it offers, while the reader chooses.
    #[must_use]
    pub fn pending(&self) -> Option<&(Pit, Vec<Move>)> {
        self.pending.as_ref()
    }

    /// Changes whenever the game changes (a move, an undo, a redo, a new game).
    #[must_use]
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The reader clicked a pit.
    pub fn click(&mut self, pit: Pit) -> Click {
        let pos = self.current().clone();
        match pick(&pos, pit, &mut self.pending) {
            Ok(mv) => self.play(mv).map_or_else(Click::Refused, Click::Played),
            Err(answer) => answer,
        }
    }

    /// Plays a move (a choice, or a move from elsewhere); the new redo list is empty.
    pub fn play(&mut self, mv: Move) -> Result<Ply, Msg> {
        self.pending = None;
        let before = self.current().clone();
        match before.play(&mv) {
            Ok(p) => {
                let ply = Ply { mv, before, after: p.position, events: p.events };
                self.history.push(ply.clone());
                self.redo.clear();
                self.generation += 1;
                Ok(ply)
            }
            Err(il) => Err(Msg::new("narrate-illegal")
                .arg("move", mv.to_string())
                .msg("text", narrate::reason(&il.reason, il.variant))),
        }
    }

    /// Plays a move asked for at `generation`, unless the game changed since; None then.
    pub fn play_if_current(&mut self, generation: u64, mv: Move) -> Option<Result<Ply, Msg>> {
        (generation == self.generation).then(|| self.play(mv))
    }

    /// Forgets a pending choice.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.pending = None;
        match self.history.pop() {
            Some(p) => {
                self.redo.push(p);
                self.generation += 1;
                true
            }
            None => false,
        }
    }

    /// Plays again the last move taken back.
    pub fn redo(&mut self) -> Option<Ply> {
        self.pending = None;
        let p = self.redo.pop()?;
        self.history.push(p.clone());
        self.generation += 1;
        Some(p)
    }

    /// Back to the start position, every move forgotten.
    pub fn restart(&mut self) {
        self.history.clear();
        self.redo.clear();
        self.pending = None;
        self.generation += 1;
    }

    /// The result, with the game's history (Bao la Kimasai's repetition draw, M7).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        let mut g = Game::new(self.start.clone());
        for p in &self.history {
            if g.play(p.mv).is_err() {
                break;
            }
        }
        g.outcome()
    }

    /// The result as shown under the board (winner or draw, with the game's own rule number).
    #[must_use]
    pub fn result(&self) -> Option<Msg> {
        let o = self.outcome()?;
        let rule = o.rule(self.start.variant());
        Some(match o.winner() {
            Some(w) => Msg::new("status-winner").arg("side", narrate::side_key(w)).arg("rule", rule),
            None => Msg::new("status-draw").arg("rule", rule),
        })
    }

    /// The game as a play lesson (for a share link).
    #[must_use]
    pub fn lesson(&self, flip: bool, labels: bool) -> Lesson {
        Lesson { plies: self.history.clone(), flip, labels, ..Lesson::new(Mode::Play, self.start.clone()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};
    use rules_core::Variant;

    fn pit(s: &str) -> Pit {
        Pit::parse(s).expect("a pit name")
    }

    #[test]
    fn clicks_play_choose_or_explain() {
        let mut m = PlayModel::new(Position::start(Variant::Kiswahili), Vec::new());
        let Click::Refused(why) = m.click(pit("b1")) else { panic!("b1 is North's") };
        assert_eq!(t(Lang::EN, &why), "No move starts at b1: b1 is not your pit (K3).");
        assert!(matches!(m.click(pit("A6")), Click::Choose(_)));
        assert_eq!(m.pending().map(|(p, ms)| (*p, ms.len())), Some((pit("A6"), 2)));
        let left = m.pending().expect("pending").1[0];
        let ply = m.play(left).expect("legal");
        assert_eq!((ply.mv.to_string(), m.history().len(), m.pending()), ("A6<".to_string(), 1, None));
        assert_eq!(m.current(), &ply.after);
        assert_eq!(m.position_text(), ply.after.to_string());
    }

    #[test]
    fn undo_redo_restart_and_moves_from_elsewhere() {
        let start = Position::start(Variant::Kiswahili);
        let mut m = PlayModel::new(start.clone(), Vec::new());
        let mv = start.legal_moves()[0];
        let asked = m.generation();
        m.play(mv).expect("legal");
        assert!(m.play_if_current(asked, mv).is_none(), "the game changed since the move was asked for");
        assert!(m.undo());
        assert_eq!((m.current(), m.can_undo(), m.can_redo()), (&start, false, true));
        let redone = m.redo().expect("one to redo");
        assert_eq!(redone.mv, mv);
        assert!(!m.can_redo());
        let now = m.generation();
        let reply = m.current().legal_moves()[0];
        assert_eq!(m.play_if_current(now, reply).map(|r| r.map(|p| p.mv)), Some(Ok(reply)));
        m.undo();
        m.play(m.current().legal_moves()[0]).expect("legal");
        assert!(!m.can_redo(), "a new move forgets the moves taken back");
        m.restart();
        assert_eq!((m.current(), m.history().len(), m.can_redo()), (&start, 0, false));
        let illegal = Move::bao(pit("B3"), rules_core::Dir::Left, false);
        assert!(t(Lang::EN, &m.play(illegal).expect_err("K12")).starts_with("B3< is not legal:"));
    }

    #[test]
    fn the_share_lesson_replays_the_game() {
        let start = Position::start(Variant::Kujifunza);
        let mut m = PlayModel::new(start.clone(), Vec::new());
        for _ in 0..3 {
            let mv = m.current().legal_moves()[0];
            m.play(mv).expect("legal");
        }
        let link = m.lesson(true, false).to_fragment();
        let back = Lesson::from_fragment(&link).expect("reads");
        assert_eq!((back.mode, back.flip, back.after()), (Mode::Play, true, m.current()));
        assert_eq!((m.outcome(), m.result()), (None, None));
    }

    #[test]
    fn a_finished_game_says_who_won_by_which_rule() {
        // Each game played with its last legal move until it ends.
        let mut ended = Vec::new();
        for v in Variant::ALL {
            let mut m = PlayModel::new(Position::start(v), Vec::new());
            for _ in 0..3000 {
                if m.outcome().is_some() {
                    break;
                }
                let Some(&mv) = m.current().legal_moves().last() else { break };
                m.play(mv).expect("legal");
            }
            if let Some(r) = m.result() {
                let text = t(Lang::EN, &r);
                assert!(text.contains(" wins (") || text.starts_with("Draw ("), "{text}");
                ended.push(text);
            }
        }
        assert!(!ended.is_empty(), "some game ends");
    }
}
