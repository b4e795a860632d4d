//! The position editor's model: the board being edited is a [`Setup`] (which may be invalid);
//! besides it only what the reader is half-way through typing (the takasia or reserved-holes
//! field as typed, which may not read yet; the pit a two-digit count is being typed on). The notation
//! is rules-core's ([`Setup::notation`]); validity is rules-core's ([`Setup::validate`]).

use crate::input::PitAction;
use crate::view::BoardView;
use rules_core::{ParseError, Pit, Position, Setup, Side, Variant};

/// A text field of the editor that is read into the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextField {
    /// Bao la Kiswahili: the pit under takasia.
    Takasia,
    /// Bao Kingulu: the reserved holes.
    Reserved,
}

/// The board being edited, which may be no legal position yet (too many seeds, no nyumba...):
/// the editor shows what is wrong and keeps the reader's work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    setup: Setup,
    /// The pit the last digit was typed on (a second digit makes a two-digit count).
    typed: Option<Pit>,
    /// The text field being typed in, as typed, and why it does not read (when it does not).
    typing: Option<(TextField, String, Option<ParseError>)>,
}

impl Editor {
    /// An editor that starts from `pos` (the lesson's position).
    #[must_use]
    pub fn new(pos: &Position) -> Editor {
        Editor { setup: Setup::from_position(pos), typed: None, typing: None }
    }

    /// The board as edited so far, valid or not.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Changes the board through `f` (stores, nyumba, side to move, captured seeds).
    pub fn edit(&mut self, f: impl FnOnce(&mut Setup)) {
        f(&mut self.setup);
        self.typed = None;
    }

    /// A click, key or wheel on a pit: add or take a seed, or type its count.
    pub fn act(&mut self, pit: Pit, action: PitAction) {
        let c = self.setup.count(pit);
        let n = match action {
            PitAction::Activate | PitAction::Inc => c.saturating_add(1),
            PitAction::Dec => c.saturating_sub(1),
            PitAction::Digit(x) if self.typed == Some(pit) => c.saturating_mul(10).saturating_add(x).min(99),
            PitAction::Digit(x) => x,
        };
        self.setup.set(pit, n);
        self.typed = matches!(action, PitAction::Digit(_)).then_some(pit);
    }

    /// Another game: its start position.
    pub fn set_variant(&mut self, variant: Variant) {
        *self = Editor::new(&Position::start(variant));
    }

    /// Who moves next in the position being made.
    pub fn set_to_move(&mut self, side: Side) {
        self.edit(|s| s.to_move = side);
    }

    /// Replaces the board with a pasted position, or says why it cannot be read (the board
    /// stays as it was).
    pub fn paste(&mut self, text: &str) -> Result<(), ParseError> {
        let pos = Position::parse(text.trim())?;
        *self = Editor::new(&pos);
        Ok(())
    }

    /// A text field as shown: as typed while the reader types in it, else the setup's.
    #[must_use]
    pub fn text(&self, field: TextField) -> String {
        match &self.typing {
            Some((f, text, _)) if *f == field => text.clone(),
            _ => match field {
                TextField::Takasia => self.setup.takasia_field(),
                TextField::Reserved => self.setup.reserved_field(),
            },
        }
    }

    /// The reader typed in a text field: read it into the setup when it reads (the setup keeps
    /// its value when it does not), and show it as typed.
    pub fn set_text(&mut self, field: TextField, text: &str) {
        let read = match field {
            TextField::Takasia => Setup::parse_takasia(self.setup.variant, text).map(|p| self.setup.takasia = p),
            TextField::Reserved => Setup::parse_reserved(text).map(|r| self.setup.reserved = r),
        };
        self.typing = Some((field, text.to_string(), read.err()));
        self.typed = None;
    }

    /// The position, or the first thing wrong: a field that does not read, else what
    /// [`Setup::validate`] finds.
    pub fn check(&self) -> Result<Position, ParseError> {
        match &self.typing {
            Some((_, _, Some(e))) => Err(e.clone()),
            _ => self.setup.validate(),
        }
    }

    /// The notation of the board (valid or not).
    #[must_use]
    pub fn notation(&self) -> String {
        self.setup.notation()
    }

    /// The board to draw, with the edited counts (and no move highlighted).
    #[must_use]
    pub fn view(&self) -> BoardView {
        BoardView::of_setup(self.setup.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(s: &str) -> Pit {
        Pit::parse(s).expect("a pit name")
    }

    #[test]
    fn clicks_keys_and_digits_change_counts() {
        let mut e = Editor::new(&Position::start(Variant::Kiswahili));
        e.act(pit("A1"), PitAction::Activate);
        assert_eq!(e.setup().count(pit("A1")), 1);
        assert_eq!(e.check().map_err(|e| e.kind.id()), Err("seed-total"));
        e.act(pit("A1"), PitAction::Dec);
        assert!(e.check().is_ok());
        // Two digits in a row on one pit make a two-digit count; on another pit they restart.
        e.act(pit("A5"), PitAction::Digit(1));
        e.act(pit("A5"), PitAction::Digit(2));
        assert_eq!(e.setup().count(pit("A5")), 12);
        e.act(pit("A6"), PitAction::Digit(0));
        e.act(pit("A5"), PitAction::Digit(7));
        assert_eq!((e.setup().count(pit("A5")), e.setup().count(pit("A6"))), (7, 0));
        e.act(pit("A5"), PitAction::Digit(9));
        e.act(pit("A5"), PitAction::Digit(9));
        assert_eq!(e.setup().count(pit("A5")), 99, "at most two digits");
    }

    #[test]
    fn a_field_that_does_not_read_stays_as_typed() {
        let mut e = Editor::new(&Position::start(Variant::Kiswahili));
        e.set_text(TextField::Takasia, "a");
        assert_eq!(e.text(TextField::Takasia), "a");
        assert_eq!(e.check().map_err(|e| (e.field, e.kind.id())), Err(("takasia", "bad-pit")));
        assert_eq!(e.notation(), Position::start(Variant::Kiswahili).to_string(), "the board keeps its takasia");
        // A pit reads, and then the whole position is checked: takasia is not for namua (K22).
        e.set_text(TextField::Takasia, "A4");
        assert_eq!(e.text(TextField::Takasia), "A4");
        assert_eq!(e.check().map_err(|e| e.field), Err("takasia"));
        // An emptied field stays empty while it is typed in (it reads as no takasia).
        e.set_text(TextField::Takasia, "");
        assert_eq!(e.text(TextField::Takasia), "");
        assert!(e.check().is_ok());
        assert_eq!(e.setup().takasia, None);
        e.act(pit("A1"), PitAction::Inc);
        assert_eq!(e.text(TextField::Takasia), "", "other edits keep what is being typed");
    }

    #[test]
    fn kingulu_reserved_holes_and_the_game_switch() {
        let mut e = Editor::new(&Position::start(Variant::Kiswahili));
        e.set_text(TextField::Takasia, "zz");
        e.set_variant(Variant::Kingulu);
        assert_eq!(e.notation(), "kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-");
        assert!(e.check().is_ok(), "a new game forgets what was typed");
        e.set_text(TextField::Reserved, "A5=N,a3=S");
        assert_eq!(e.notation(), "kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:A5=N,a3=S");
        assert_eq!(e.view().reserved_by(pit("a3")), Some(Side::South));
        e.set_text(TextField::Reserved, "A5=S");
        assert_eq!(e.check().map_err(|e| e.kind.id()), Err("contradiction"));
        assert_eq!(e.text(TextField::Reserved), "A5=S");
    }

    #[test]
    fn pasting_replaces_the_board_or_keeps_it() {
        let mut e = Editor::new(&Position::start(Variant::Kiswahili));
        assert!(e.paste("kiswahili:nonsense").is_err());
        assert_eq!(e.setup(), &Setup::from_position(&Position::start(Variant::Kiswahili)));
        e.paste(" start:kujifunza ").expect_err("the editor reads notation, not `start`");
        let k = Position::start(Variant::Kujifunza).to_string();
        e.paste(&format!(" {k} ")).expect("reads");
        assert_eq!(e.notation(), k);
        e.set_to_move(Side::North);
        assert!(e.notation().ends_with(":N"));
        assert_eq!(e.view().total(), e.setup().seed_target());
    }
}
