//! What the board shows at one instant: counts, stores, marks and highlights. Built from a
//! position, then moved along a move's trace one event at a time by [`BoardView::apply`].
//! Pure and total: any event on any view leaves a valid view (counts saturate).

use rules_core::{Event, Pit, Position, Row, Side, Stage, Variant};

/// Slots: side * 24 + row * 12 + index - 1 (boards up to 2 x 2 x 12).
pub const SLOTS: usize = 48;

pub fn slot(pit: Pit) -> Option<usize> {
    if !(1..=12).contains(&pit.index) {
        return None;
    }
    let row = match pit.row {
        Row::Front => 0,
        Row::Back => 1,
    };
    Some(pit.side.index() * 24 + row * 12 + pit.index as usize - 1)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    pub variant: Variant,
    pub counts: [u8; SLOTS],
    pub to_move: Side,
    /// Seeds in hand (Bao la Kiswahili).
    pub stores: [u8; 2],
    /// Owned nyumba (Bao la Kiswahili).
    pub nyumba: [bool; 2],
    /// Pit under takasia for the side to move.
    pub takasia: Option<Pit>,
    pub namua: bool,
    /// Captured seeds (Bao Kingulu).
    pub captured: [u8; 2],
    /// Reserved holes and who holds them (Bao Kingulu).
    pub reserved: Vec<(Pit, Side)>,
    /// Seeds being sown during an animation.
    pub hand: u8,
    /// Highlights: the pit the sowing is at, the last seed, the captured pit, a new takasia.
    pub hand_pit: Option<Pit>,
    pub last: Option<Pit>,
    pub captured_pit: Option<Pit>,
    pub takasia_mark: Option<Pit>,
    /// The game's end: winner (None: draw) and the rule.
    pub over: Option<(Option<Side>, &'static str)>,
}

impl BoardView {
    pub fn empty(variant: Variant) -> BoardView {
        BoardView {
            variant,
            counts: [0; SLOTS],
            to_move: Side::South,
            stores: [0; 2],
            nyumba: [false; 2],
            takasia: None,
            namua: false,
            captured: [0; 2],
            reserved: Vec::new(),
            hand: 0,
            hand_pit: None,
            last: None,
            captured_pit: None,
            takasia_mark: None,
            over: None,
        }
    }

    pub fn of(pos: &Position) -> BoardView {
        let mut v = BoardView::empty(pos.variant());
        for pit in pos.pits() {
            v.set(pit, pos.count(pit));
        }
        v.to_move = pos.to_move();
        match pos {
            Position::Bao(p) => {
                for side in [Side::South, Side::North] {
                    v.stores[side.index()] = p.store(side);
                    v.nyumba[side.index()] = p.owns_nyumba(side);
                }
                v.takasia = p.takasia();
                v.namua = p.is_namua();
            }
            Position::Kingulu(_) => {
                // Read from the notation (`kingulu:<rows>:<to move>:<captured>:<reserved>`), the
                // stable interface, rather than the engine's internals.
                let text = pos.to_string();
                let fields: Vec<&str> = text.split(':').collect();
                if let Some(c) = fields.get(3) {
                    for (i, n) in c.split(',').take(2).enumerate() {
                        v.captured[i] = n.parse().unwrap_or(0);
                    }
                }
                if let Some(r) = fields.get(4) {
                    v.reserved = r
                        .split(',')
                        .filter_map(|e| {
                            let (p, s) = e.split_once('=')?;
                            Some((Pit::parse(p)?, Side::from_letter(s.chars().next()?)?))
                        })
                        .collect();
                }
            }
            Position::Kimasai(_) => {}
        }
        v.over = pos.outcome().map(|o| (o.winner(), o.rule(v.variant)));
        v
    }

    pub fn count(&self, pit: Pit) -> u8 {
        slot(pit).and_then(|s| self.counts.get(s).copied()).unwrap_or(0)
    }

    pub fn set(&mut self, pit: Pit, n: u8) {
        if let Some(c) = slot(pit).and_then(|s| self.counts.get_mut(s)) {
            *c = n;
        }
    }

    fn add(&mut self, pit: Pit, delta: i16) {
        let n = (i16::from(self.count(pit)) + delta).clamp(0, 255) as u8;
        self.set(pit, n);
    }

    pub fn reserved_by(&self, pit: Pit) -> Option<Side> {
        self.reserved.iter().find(|(p, _)| *p == pit).map(|(_, s)| *s)
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
                let s = &mut self.stores[mover.index()];
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
            Event::NyumbaLost { side, .. } => self.nyumba[side.index()] = false,
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
                let c = &mut self.captured[mover.index()];
                *c = c.saturating_add(total);
                self.captured_pit = Some(pit);
                self.hand = 0;
            }
            Event::Reserve { pit, by, count } => {
                self.set(pit, count);
                if self.reserved_by(pit).is_none() {
                    self.reserved.push((pit, by));
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
                let c = &mut self.captured[owner.index()];
                *c = c.saturating_add(1);
                self.last = Some(pit);
            }
            Event::GameOver { outcome } => self.over = Some((outcome.winner(), outcome.rule(self.variant))),
        }
    }

    /// The view after a whole move: exact counts from the new position, with the move's last
    /// highlights kept.
    pub fn settle(&self, after: &Position) -> BoardView {
        let mut v = BoardView::of(after);
        v.last = self.last;
        v.captured_pit = self.captured_pit;
        v.takasia_mark = self.takasia_mark;
        v
    }

    /// Seeds on the board plus stores and captured seeds.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum::<u32>()
            + self.stores.iter().chain(&self.captured).map(|&c| u32::from(c)).sum::<u32>()
    }
}

/// K2: what a pit is, for its marks and its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitKind {
    Nyumba,
    Kichwa,
    Kimbi,
    Plain,
}

impl PitKind {
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
    pub fn key(self) -> &'static str {
        match self {
            PitKind::Nyumba => "nyumba",
            PitKind::Kichwa => "kichwa",
            PitKind::Kimbi => "kimbi",
            PitKind::Plain => "plain",
        }
    }
}
