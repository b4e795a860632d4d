//! What the board shows at one instant: the board ([`Setup`]: counts, stores, nyumba, takasia,
//! captured seeds, reserved holes), the stage, and the highlights of an animation. Built from a
//! position (or an edited setup), then moved along a move's trace one event at a time by
//! [`BoardView::apply`]. Pure and total: any event on any view leaves a valid view (counts
//! saturate; pits off the board are ignored).

use rules_core::{Event, Pit, Position, Row, Setup, Side, Stage, Variant};

/// The board as drawn at one instant of a step, a move's animation or the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The board as the engine (or the editor) has it.
    pub board: Setup,
    /// Bao la Kiswahili's namua stage (K6).
    pub namua: bool,
    /// Seeds being sown during an animation.
    pub hand: u8,
    /// Highlights: the pit the sowing is at, the last seed, the captured pit, a new takasia.
    pub hand_pit: Option<Pit>,
    /// The pit the last seed (or stone) was just put in, or where the move stopped.
    pub last: Option<Pit>,
    /// The pit whose seeds were just captured (or stone removed).
    pub captured_pit: Option<Pit>,
    /// A pit that just came under takasia.
    pub takasia_mark: Option<Pit>,
    /// The game's end: winner (None: draw) and the rule.
    pub over: Option<(Option<Side>, &'static str)>,
}

impl BoardView {
    /// A board being edited (it may be invalid): no highlights, not over.
    #[must_use]
    pub fn of_setup(board: Setup) -> BoardView {
        BoardView {
            namua: board.is_namua(),
            board,
            hand: 0,
            hand_pit: None,
            last: None,
            captured_pit: None,
            takasia_mark: None,
            over: None,
        }
    }

    /// A position at rest: no highlights; the result and its rule when the game is over.
    #[must_use]
    pub fn of(pos: &Position) -> BoardView {
        let mut v = BoardView::of_setup(Setup::from_position(pos));
        v.over = pos.outcome().map(|o| (o.winner(), o.rule(pos.variant())));
        v
    }

    /// The game on the board.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.board.variant
    }

    /// The side whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.board.to_move
    }

    /// Seeds in a pit (0 for a pit not on this board).
    #[must_use]
    pub fn count(&self, pit: Pit) -> u8 {
        self.board.count(pit)
    }

    /// Sets a pit's count (a pit not on this board is ignored).
    pub fn set(&mut self, pit: Pit, n: u8) {
        self.board.set(pit, n);
    }

    fn add(&mut self, pit: Pit, delta: i16) {
        let n = (i16::from(self.count(pit)) + delta).clamp(0, 255) as u8;
        self.set(pit, n);
    }

    /// Bao Kingulu: who reserved this hole, if anyone.
    #[must_use]
    pub fn reserved_by(&self, pit: Pit) -> Option<Side> {
        self.board.reserved_by(pit)
    }

    /// The highlight state of a pit, as the pit label's `$state` key: `captured`, `hand`,
    /// `last`, `takasia`, `reserved-south`, `reserved-north` or `none`.
    #[must_use]
    pub fn pit_state(&self, pit: Pit) -> &'static str {
        if self.captured_pit == Some(pit) {
            "captured"
        } else if self.hand > 0 && self.hand_pit == Some(pit) {
            "hand"
        } else if self.last == Some(pit) {
            "last"
        } else if self.board.takasia == Some(pit) || self.takasia_mark == Some(pit) {
            "takasia"
        } else {
            match self.reserved_by(pit) {
                Some(Side::South) => "reserved-south",
                Some(Side::North) => "reserved-north",
                None => "none",
            }
        }
    }

    /// Clears the per-event highlights (kept: the takasia mark and the game's end).
    fn clear_marks(&mut self) {
        self.last = None;
        self.captured_pit = None;
    }

    /// Shows one event of a move by `mover`.
    pub fn apply(&mut self, mover: Side, e: &Event) {
        self.clear_marks();
        match *e {
            Event::StoreSeed { pit } => {
                let s = &mut self.board.stores[mover.index()];
                *s = s.saturating_sub(1);
                self.add(pit, 1);
                self.last = Some(pit);
                self.hand_pit = Some(pit);
            }
            Event::Lift { pit, count, .. } | Event::Relay { pit, count } | Event::Safari { pit, count } => {
                self.add(pit, -i16::from(count));
                self.hand = count;
                self.hand_pit = Some(pit);
            }
            Event::Tax { pit, count, left } => {
                self.set(pit, left);
                self.hand = count;
                self.hand_pit = Some(pit);
            }
            Event::Drop { pit, now } => {
                self.set(pit, now);
                self.hand = self.hand.saturating_sub(1);
                self.last = Some(pit);
                self.hand_pit = Some(pit);
            }
            Event::NyumbaStop { pit, .. } | Event::TakasiaStop { pit } | Event::MoveEnd { pit } => {
                self.hand = 0;
                self.last = Some(pit);
                self.hand_pit = None;
            }
            Event::Capture { pit, count, kichwa, .. } => {
                self.set(pit, 0);
                self.hand = count;
                self.captured_pit = Some(pit);
                self.hand_pit = Some(kichwa);
            }
            Event::NyumbaLost { side, .. } => self.board.nyumba[side.index()] = false,
            Event::Takasia { pit } => self.takasia_mark = Some(pit),
            Event::StageChange { stage } => self.namua = stage == Stage::Namua,
            Event::Step { from, to } => {
                self.set(from, 0);
                self.add(to, 1);
                self.last = Some(to);
            }
            Event::Remove { pit } => {
                self.set(pit, 0);
                self.captured_pit = Some(pit);
            }
            Event::KinguluCapture { by, pit, total, .. } => {
                self.set(pit, 0);
                self.add(by, -1);
                let c = &mut self.board.captured[mover.index()];
                *c = c.saturating_add(total);
                self.captured_pit = Some(pit);
                self.hand = 0;
            }
            Event::Reserve { pit, by, count } => {
                self.set(pit, count);
                if self.reserved_by(pit).is_none() {
                    self.board.reserved.push((pit, by));
                }
                self.last = Some(pit);
            }
            Event::ReserveExtra { from, to } => {
                self.add(from, -1);
                self.add(to, 1);
                self.last = Some(to);
            }
            Event::Bank { pit, owner } => {
                self.add(pit, -1);
                let c = &mut self.board.captured[owner.index()];
                *c = c.saturating_add(1);
                self.last = Some(pit);
            }
            Event::GameOver { outcome } => self.over = Some((outcome.winner(), outcome.rule(self.board.variant))),
        }
    }

    /// The view after a whole move: exact counts from the new position, with the move's last
    /// highlights kept.
    #[must_use]
    pub fn settle(&self, after: &Position) -> BoardView {
        let mut v = BoardView::of(after);
        v.last = self.last;
        v.captured_pit = self.captured_pit;
        v.takasia_mark = self.takasia_mark;
        v
    }

    /// Seeds on the board plus stores and captured seeds.
    #[must_use]
    pub fn total(&self) -> u32 {
        let b = &self.board;
        b.counts.iter().chain(&b.stores).chain(&b.captured).map(|&c| u32::from(c)).sum()
    }
}

/// K2: what a pit is, for its marks and its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitKind {
    /// The nyumba, `A5`/`a5` (Bao la Kiswahili only).
    Nyumba,
    /// A kichwa, an end of a front row: `A1`, `A8`/`a1`, `a8`.
    Kichwa,
    /// A kimbi that is not a kichwa: `A2`, `A7`/`a2`, `a7`.
    Kimbi,
    /// Any other pit (every pit in Bao la Kimasai and Bao Kingulu).
    Plain,
}

impl PitKind {
    /// What `pit` is in `variant`'s game.
    #[must_use]
    pub fn of(variant: Variant, pit: Pit) -> PitKind {
        if !matches!(variant, Variant::Kiswahili | Variant::Kujifunza) || pit.row != Row::Front {
            return PitKind::Plain;
        }
        match pit.index {
            5 if variant == Variant::Kiswahili => PitKind::Nyumba,
            1 | 8 => PitKind::Kichwa,
            2 | 7 => PitKind::Kimbi,
            _ => PitKind::Plain,
        }
    }
    /// The select key of the pit label's `$kind` in the locale files.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            PitKind::Nyumba => "nyumba",
            PitKind::Kichwa => "kichwa",
            PitKind::Kimbi => "kimbi",
            PitKind::Plain => "plain",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};
    use crate::narrate;

    fn pit(s: &str) -> Pit {
        Pit::parse(s).expect("a pit name")
    }

    #[test]
    fn a_move_seen_event_by_event() {
        let start = Position::start(Variant::Kiswahili);
        let mv = start.parse_move("A6<").expect("a move");
        let played = start.play(&mv).expect("legal");
        let mut v = BoardView::of(&start);
        let line = |v: &BoardView| narrate::status(v).iter().map(|m| t(Lang::EN, m)).collect::<Vec<_>>().join(" · ");
        assert_eq!(line(&v), "South to move · Namua stage · South's store: 22 · North's store: 22");
        for e in &played.events {
            v.apply(Side::South, e);
            if let Event::Drop { pit: p, .. } = e {
                assert_eq!(v.pit_state(*p), if v.hand > 0 { "hand" } else { "last" });
            }
            if v.hand > 0 {
                assert!(line(&v).starts_with("South is moving"), "seeds in hand: {}", line(&v));
            }
        }
        let settled = v.settle(&played.position);
        assert_eq!(settled.board, Setup::from_position(&played.position));
        assert_eq!(v.total(), 64);
        assert!(line(&settled).starts_with("North to move"));
    }

    #[test]
    fn kingulu_reserved_holes_and_captured_seeds_come_from_the_engine() {
        let pos = Position::parse("kingulu:4,4,4,4,4,4/4,4,4,4,0,0:S:3,5:A5=N").expect("valid");
        let v = BoardView::of(&pos);
        assert_eq!((v.board.captured, v.reserved_by(pit("A5"))), ([3, 5], Some(Side::North)));
        assert_eq!(v.pit_state(pit("A5")), "reserved-north");
        let line: Vec<String> = narrate::status(&v).iter().map(|m| t(Lang::EN, m)).collect();
        assert_eq!(line, ["South to move", "Captured by South: 3", "Captured by North: 5"]);
    }
}
