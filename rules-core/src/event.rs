//! The trace of a move: what happens, in order, seed by seed. The widgets animate it and the
//! locales narrate it; it carries no words, only pits, counts and rule numbers.

use crate::outcome::Outcome;
use crate::pit::{Dir, Pit, Side, Variant};

/// The two stages of Bao la Kiswahili (K6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stage {
    /// K12-K16: the mover's store holds seeds.
    Namua,
    /// K17-K21: the mover's store is empty.
    Mtaji,
}

/// Why the captured seeds enter at this kichwa (K11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum KichwaWhy {
    /// K11.1: the capturing pit is in the left end zone (pits 1-2).
    LeftZone,
    /// K11.1: the capturing pit is in the right end zone (pits 7-8).
    RightZone,
    /// K11.2: first capture of a namua move from the centre: the player chose.
    Chosen,
    /// K11.2: capture from the centre: the move keeps its direction.
    KeepsDirection,
}

/// Why a nyumba is lost (K16, K21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum NyumbaLostWhy {
    /// K16: its seeds were lifted and sown (a relay, a safari, a move started from it).
    Lifted,
    /// K16: the opponent captured it.
    Captured,
    /// K21: the first capture of the mtaji stage ends both nyumba.
    MtajiCapture,
}

/// One step of a move. Pits are named as in the notation (`A1`..`B8`, `a1`..`b8`, ...);
/// directions are from the mover's point of view (K3).
///
/// ```
/// use rules_core::{Event, Pit, Position, Variant};
///
/// let pit = |s: &str| Pit::parse(s).expect("a pit");
/// // Bao la Kimasai's first move: A2's stone steps into A1 (M4). A1 faces a12, which holds
/// // a stone, so it is removed, and the stone behind it in b12 too (M5).
/// let start = Position::start(Variant::Kimasai);
/// let played = start.play(&start.parse_move("A2")?)?;
/// assert_eq!(
///     played.events,
///     [Event::Step { from: pit("A2"), to: pit("A1") }, Event::Remove { pit: pit("a12") }, Event::Remove { pit: pit("b12") }]
/// );
/// let rules: Vec<&str> = played.events.iter().map(|e| e.rule(Variant::Kimasai)).collect();
/// assert_eq!(rules, ["M4", "M5", "M5"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    // ---- Bao la Kiswahili, Kujifunza (and sowing in Kingulu) ----
    /// K12, K13: one seed from the store is put into `pit` (namua).
    StoreSeed {
        /// The front pit that receives the seed.
        pit: Pit,
    },
    /// The move starts: `count` seeds lifted from `pit` and sown towards `dir` (mover's view).
    /// In Kingulu `dir` is always `Right` (anticlockwise round the board, G2).
    Lift {
        /// The pit the move starts from.
        pit: Pit,
        /// The seeds lifted.
        count: u8,
        /// The direction of the first lap.
        dir: Dir,
    },
    /// K13.1: the functional nyumba is taxed: only `count` (2) seeds lifted, `left` stay.
    Tax {
        /// The nyumba.
        pit: Pit,
        /// The seeds lifted (2).
        count: u8,
        /// The seeds that stay in the nyumba.
        left: u8,
    },
    /// One seed dropped into `pit`; `now` is its count after the drop.
    Drop {
        /// Where the seed falls.
        pit: Pit,
        /// The pit's seeds after the drop.
        now: u8,
    },
    /// K8.5, G4.5: the lap ended in an occupied pit: its `count` seeds are lifted, the move goes on.
    Relay {
        /// Where the lap ended.
        pit: Pit,
        /// The seeds lifted for the next lap.
        count: u8,
    },
    /// K15.2: the player plays the house: `count` seeds lifted from the nyumba, which is lost.
    Safari {
        /// The nyumba.
        pit: Pit,
        /// The seeds lifted.
        count: u8,
    },
    /// K15: the lap ended in the functional nyumba and the move stops there.
    NyumbaStop {
        /// The nyumba.
        pit: Pit,
        /// True when the player chose to stop (K15.2, a capturing move); false when the move
        /// had to stop (K15.1, a takasa).
        chosen: bool,
    },
    /// K11, K12, K19: the lap ended in `by`; the opponent's `pit` with `count` seeds is captured;
    /// the seeds enter at `kichwa` and are sown towards `dir` (mover's view).
    Capture {
        /// The mover's front pit where the lap ended.
        by: Pit,
        /// The opponent's front pit captured.
        pit: Pit,
        /// The seeds captured.
        count: u8,
        /// The kichwa where the captured seeds enter.
        kichwa: Pit,
        /// The direction they are sown in.
        dir: Dir,
        /// Why they enter at this kichwa.
        why: KichwaWhy,
    },
    /// K16, K21: `side` loses his nyumba.
    NyumbaLost {
        /// Who loses his nyumba.
        side: Side,
        /// Why.
        why: NyumbaLostWhy,
    },
    /// K25: the lap ended in the takasia pit: the move ends there.
    TakasiaStop {
        /// The takasia pit.
        pit: Pit,
    },
    /// K8.6, G4.4: the last seed fell into an empty pit: the move ends.
    MoveEnd {
        /// Where the move ends.
        pit: Pit,
    },
    /// K22: after this takasa, `pit` is blocked for the opponent's next move.
    Takasia {
        /// The opponent's pit under takasia.
        pit: Pit,
    },
    /// K6: both stores are empty: the mtaji stage begins.
    StageChange {
        /// The stage that begins.
        stage: Stage,
    },

    // ---- Bao la Kimasai ----
    /// M4: a stone steps from `from` to the empty `to`.
    Step {
        /// Where the stone was.
        from: Pit,
        /// The empty hole it steps into.
        to: Pit,
    },
    /// M5: the stone in `pit` is removed from the game.
    Remove {
        /// The opponent's hole the stone is taken from.
        pit: Pit,
    },

    // ---- Bao Kingulu ----
    /// G4.3: the capturing seed in `by` and `count` seeds of the facing hole `pit` are captured;
    /// `total` is what the mover banks (count plus the capturing seed).
    KinguluCapture {
        /// The mover's hole where the lap ended.
        by: Pit,
        /// The facing hole captured.
        pit: Pit,
        /// The seeds taken from `pit`.
        count: u8,
        /// The seeds banked: `count` and the capturing seed.
        total: u8,
    },
    /// G4.2, G7: kuweka mtoto: `pit` (now `count` seeds) is reserved by `by`.
    Reserve {
        /// The opponent's hole reserved.
        pit: Pit,
        /// The mover, who reserves it.
        by: Side,
        /// Its seeds.
        count: u8,
    },
    /// G7: the last-but-one seed, in `from`, moves into the newly reserved hole `to`.
    ReserveExtra {
        /// Where the last-but-one seed fell.
        from: Pit,
        /// The hole just reserved.
        to: Pit,
    },
    /// G4.1, G7: a seed that fell into the reserved `pit` goes to its `owner`'s captured seeds.
    Bank {
        /// The reserved hole.
        pit: Pit,
        /// Who reserved it.
        owner: Side,
    },

    // ---- End of game ----
    /// The move ends the game: who won and why (K29, K30, M6, G8; see [`Outcome::rule`]).
    GameOver {
        /// Who won and why.
        outcome: Outcome,
    },
}

impl Event {
    /// The rule that makes this event happen, numbered in `variant`'s own rules, for narration
    /// ("... (K12)"). Bao la Kujifunza plays by the rules of Bao la Kiswahili (J2), so its
    /// events carry K numbers; Bao Kingulu's sowing events carry its own G numbers.
    ///
    /// An event a game never produces (a Kimasai step in Bao la Kiswahili) keeps the number of
    /// the game that produces it.
    #[must_use]
    pub fn rule(&self, variant: Variant) -> &'static str {
        let kingulu = variant == Variant::Kingulu;
        match self {
            Event::Lift { .. } | Event::Drop { .. } if kingulu => "G2",
            Event::Relay { .. } if kingulu => "G4.5",
            Event::MoveEnd { .. } if kingulu => "G4.4",
            Event::StoreSeed { .. } => "K12",
            Event::Lift { .. } => "K7",
            Event::Tax { .. } => "K13.1",
            Event::Drop { .. } => "K7",
            Event::Relay { .. } => "K8.5",
            Event::Safari { .. } => "K15.2",
            Event::NyumbaStop { .. } => "K15",
            Event::Capture { .. } => "K11",
            Event::NyumbaLost { why: NyumbaLostWhy::MtajiCapture, .. } => "K21",
            Event::NyumbaLost { .. } => "K16",
            Event::TakasiaStop { .. } => "K25",
            Event::MoveEnd { .. } => "K8.6",
            Event::Takasia { .. } => "K22",
            Event::StageChange { .. } => "K6",
            Event::Step { .. } => "M4",
            Event::Remove { .. } => "M5",
            Event::KinguluCapture { .. } => "G4.3",
            Event::Reserve { .. } => "G7",
            Event::ReserveExtra { .. } => "G7",
            Event::Bank { .. } => "G7",
            Event::GameOver { outcome } => outcome.rule(variant),
        }
    }

    /// True for the events that end a lap (the stepper's "by lap" control stops after them).
    #[must_use]
    pub fn ends_lap(&self) -> bool {
        matches!(
            self,
            Event::Relay { .. }
                | Event::Safari { .. }
                | Event::NyumbaStop { .. }
                | Event::Capture { .. }
                | Event::TakasiaStop { .. }
                | Event::MoveEnd { .. }
                | Event::KinguluCapture { .. }
                | Event::Reserve { .. }
                | Event::Step { .. }
        )
    }
}

/// Where events go while a move is played. `()` drops them: the fast path used by search and
/// random play pays nothing for the trace.
pub trait Trace {
    /// False for the no-op trace: the engine skips work that only the trace needs.
    const RECORDS: bool = true;
    /// Receives the next event of the move.
    fn push(&mut self, event: Event);
}

impl Trace for () {
    const RECORDS: bool = false;
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl Trace for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event)
    }
}
