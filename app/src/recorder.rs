//! The editor's recorder: a teacher plays moves from the edited position, goes back to any move
//! to branch (a different move there starts a variation), comments on moves, deletes, and
//! copies the result as a game record, a `bao` block or a share link; or loads a record pasted
//! or dropped in. The record is rules-core's [`Record`]; this model adds the move being shown
//! and a pending choice, as play mode does.

use crate::i18n::Msg;
use crate::narrate;
use crate::play::{self, Click};
use crate::record::{ply, position_after};
use bao_schema::{Lesson, Mode, Ply};
use rules_core::{EditError, Move, NodeId, Pit, Position, Record, RecordError};

/// A recording under way: the record made so far, the move shown, a choice pending after a
/// click.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorder {
    record: Record,
    /// The move shown (`None`: the start).
    at: Option<NodeId>,
    pending: Option<(Pit, Vec<Move>)>,
}

impl Recorder {
    /// A new recording from `start`.
    #[must_use]
    pub fn new(start: Position) -> Recorder {
        Recorder { record: Record::new(start), at: None, pending: None }
    }

    /// Replaces the recording with a record's text, shown at the end of its main line; on an
    /// error the recording stays as it was.
    pub fn load(&mut self, text: &str) -> Result<(), RecordError> {
        let record = Record::parse(text)?;
        self.at = record.main_line().last().copied();
        self.record = record;
        self.pending = None;
        Ok(())
    }

    /// The record made so far (moves, variations, comments).
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The move shown (`None`: the start).
    #[must_use]
    pub fn at(&self) -> Option<NodeId> {
        self.at
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> &Position {
        position_after(&self.record, self.at)
    }

    /// The pit clicked and its moves, while the teacher chooses.
    #[must_use]
    pub fn pending(&self) -> Option<&(Pit, Vec<Move>)> {
        self.pending.as_ref()
    }

    /// Shows another move of the record (`None`: the start).
    pub fn go(&mut self, at: Option<NodeId>) {
        self.pending = None;
        self.at = at.filter(|id| self.record.node(*id).is_some());
    }

    /// Back one move (to the move before the one shown).
    pub fn back(&mut self) {
        let parent = self.at.and_then(|id| self.record.node(id)).and_then(|n| n.parent());
        self.go(parent);
    }

    /// On one move along the line shown (the main line from the start).
    pub fn forward(&mut self) {
        let next = match self.at {
            None => self.record.main_line().first().copied(),
            Some(id) => self.record.continuation(id).first().copied(),
        };
        if next.is_some() {
            self.go(next);
        }
    }

    /// The teacher clicked a pit: the move from it is recorded, or a choice is pending, or why
    /// no move starts there.
    pub fn click(&mut self, pit: Pit) -> Click {
        let pos = self.position().clone();
        match play::pick(&pos, pit, &mut self.pending) {
            Ok(mv) => self.play(mv).map_or_else(Click::Refused, Click::Played),
            Err(answer) => answer,
        }
    }

    /// Records a move after the one shown (a new variation where the line goes on with another
    /// move) and shows it.
    pub fn play(&mut self, mv: Move) -> Result<Ply, Msg> {
        self.pending = None;
        match self.record.play(self.at, mv) {
            Ok(id) => {
                self.at = Some(id);
                self.record.node(id).map(ply).ok_or_else(|| Msg::new("recorder-lost"))
            }
            Err(EditError::Illegal(il)) => Err(Msg::new("narrate-illegal")
                .arg("move", mv.to_string())
                .msg("text", narrate::reason(&il.reason, il.variant))),
            Err(EditError::NotInRecord) => Err(Msg::new("recorder-lost")),
        }
    }

    /// Drops the choice pending after a click on a pit with several moves.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// The comments on the move shown (before the first move at the start), one per line.
    #[must_use]
    pub fn comment(&self) -> String {
        let list = match self.at.and_then(|id| self.record.node(id)) {
            Some(n) => n.comments(),
            None => self.record.main().comments(),
        };
        list.join("\n")
    }

    /// Sets the comments on the move shown: each line of `text` is one comment.
    pub fn set_comment(&mut self, text: &str) {
        let list: Vec<String> = text.lines().map(str::to_string).collect();
        // The move shown is in the record, so the edit cannot fail.
        let _ = self.record.set_comments(self.at, &list);
    }

    /// Deletes the move shown and what follows it in its line; the move before it is shown.
    /// False at the start (nothing to delete).
    pub fn delete(&mut self) -> bool {
        let Some(id) = self.at else { return false };
        match self.record.remove(id) {
            Ok(parent) => {
                self.at = parent;
                self.pending = None;
                true
            }
            Err(_) => false,
        }
    }

    /// The record in its normal form.
    #[must_use]
    pub fn text(&self) -> String {
        self.record.pretty()
    }

    /// The recording as a record-mode lesson (for a share link or an embed).
    #[must_use]
    pub fn lesson(&self, flip: bool, labels: bool) -> Lesson {
        Lesson {
            record: Some(self.record.clone()),
            flip,
            labels,
            ..Lesson::new(Mode::Record, self.record.start().clone())
        }
    }

    /// The recording as a `bao` block for a chapter of the book.
    #[must_use]
    pub fn block(&self, flip: bool, labels: bool) -> String {
        format!("```bao\n{}```\n", self.lesson(flip, labels).fields().to_block())
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

    /// Plays the move written `text` from the position shown.
    fn play(r: &mut Recorder, text: &str) -> Ply {
        let mv = r.position().parse_move(text).expect("a move");
        r.play(mv).expect("legal")
    }

    #[test]
    fn play_branch_comment_and_copy() {
        let mut r = Recorder::new(Position::start(Variant::Kiswahili));
        // A click on A7 asks for the direction; the choice records the move.
        assert!(matches!(r.click(pit("A7")), Click::Choose(_)));
        let first = r.pending().expect("a choice").1.iter().find(|m| m.to_string() == "A7<").copied().expect("A7<");
        let ply = r.play(first).expect("legal");
        assert_eq!((ply.mv.to_string(), r.pending()), ("A7<".to_string(), None));
        // North must capture A4 (K10): only a5 takes it, in two directions.
        let Click::Refused(why) = r.click(pit("a6")) else { panic!("a6 cannot move") };
        assert!(t(Lang::EN, &why).contains("(K10)"), "{}", t(Lang::EN, &why));
        play(&mut r, "a5>");
        r.set_comment("the masters chose the right kichwa\n\n  ");
        // Back one move and branch: a5< becomes a variation of a5>.
        r.back();
        assert_eq!(r.position(), &ply.after);
        play(&mut r, "a5<");
        r.set_comment("the other kichwa");
        assert_eq!(
            r.text(),
            "start\n1. A7<* a5> {the masters chose the right kichwa}\n(1... a5< {the other kichwa})\n"
        );
        // The comment box shows the comments of the move shown.
        r.go(None);
        assert_eq!(r.comment(), "");
        r.set_comment("Zanzibar, 1994");
        r.forward();
        r.forward();
        assert_eq!(r.comment(), "the masters chose the right kichwa");
        assert_eq!(
            r.block(true, false),
            "```bao\nmode: record\nflip: true\nrecord:\nstart\n{Zanzibar, 1994}\n1. A7<* a5> {the masters chose the right kichwa}\n(1... a5< {the other kichwa})\n```\n"
        );
        let link = r.lesson(false, true).to_fragment();
        assert_eq!(Lesson::from_fragment(&link).ok().and_then(|l| l.record), Some(r.record().clone()));
    }

    #[test]
    fn delete_and_load_keep_the_recording_whole() {
        let mut r = Recorder::new(Position::start(Variant::Kiswahili));
        play(&mut r, "A7<");
        play(&mut r, "a5>");
        assert!(r.delete());
        assert_eq!(r.text(), "start\n1. A7<*\n");
        assert!(r.delete());
        assert!(!r.delete(), "nothing to delete at the start");
        assert_eq!(r.at(), None);
        // A bad record: the error says where; nothing is lost.
        play(&mut r, "A6<");
        let before = r.clone();
        let e = r.load("start\n1. A7< a6<").expect_err("K10");
        assert_eq!((e.line, e.column), (2, 8));
        assert_eq!(r, before);
        r.load("start:kujifunza\n{a new game} 1. a5>").expect_err("North cannot move first (K3)");
        r.load("start 1. A7< a5> (1... a5<)").expect("reads");
        assert_eq!(r.position(), r.record().final_position(), "shown at the end of the main line");
        assert_eq!(r.record().nodes().count(), 3);
    }
}
