//! Why a well-formed move cannot be played: a reason, as data, with its rule number.

use crate::outcome::Outcome;
use crate::pit::{Pit, Variant};
use core::fmt;

/// Why a well-formed move cannot be played. Its rule number depends on the game
/// ([`Reason::rule`]); its words are the caller's (the widgets use the locales, `illegal-<id>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reason {
    /// The game is already over, with this outcome (K29, K30, M6, M7, G8).
    GameOver {
        /// How the game ended.
        outcome: Outcome,
    },
    /// The pit is not the mover's (K3, M4, G3).
    NotYourPit {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// The move lacks a direction, or has one where the game has none.
    WrongShape,
    /// `+` where the safari choice never comes up in this move (K15.2).
    NoSafariChoice,
    /// K10: a capture is available, you must capture.
    MustCapture,
    /// K12/K13: namua: the pit must be an occupied front pit.
    NamuaEmptyPit {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K12: namua: the pit must be in the front row.
    NamuaBackRow {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K11.1: from an end zone the kichwa is forced; the other direction was written.
    KichwaForced {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K13.1: the functional nyumba may start a takasa only when it is the only occupied front pit.
    NyumbaNotAlone {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K13.2: without a nyumba, a namua takasa needs a pit with 2 or more seeds.
    SingletonNoNyumba {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K17: a mtaji move needs a pit with at least 2 seeds.
    TooFewSeeds {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K18: 16 or more seeds cannot start a capture (only relevant when asked why not).
    SixteenNoCapture {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K20: takasa must start from the front row while a front pit has 2 or more seeds.
    FrontRowFirst {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K24: this pit is under takasia.
    Takasia {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K28: the move would empty your front row.
    EmptiesFrontRow {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// K31, G5: the move does not end within 10,000 laps.
    NeverEnding,
    /// M4: the next hole on the ring is occupied.
    Blocked {
        /// The hole of the stone.
        pit: Pit,
        /// The occupied hole ahead of it.
        next: Pit,
    },
    /// G3: the hole is empty.
    EmptyHole {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// G3, G7: nobody starts a move from a reserved hole.
    Reserved {
        /// The pit the move starts from.
        pit: Pit,
    },
    /// G4.5: the first lap ends in your own occupied hole.
    FirstLapOwnHole {
        /// The hole the move starts from.
        pit: Pit,
        /// The mover's occupied hole where the first lap ends.
        end: Pit,
    },
    /// M4: an empty hole has no stone to move.
    NoStone {
        /// The pit the move starts from.
        pit: Pit,
    },
}

impl Reason {
    /// The rule number, in `variant`'s own rules: some reasons are shared by all games (the
    /// pit is not yours: K3, M4, G3). Bao la Kujifunza plays by the rules of Bao la Kiswahili
    /// (J1, J2), so its reasons carry K numbers, but for the one thing J1 takes away (a `+` move:
    /// there is no nyumba power).
    ///
    /// A reason a game never gives (a namua rule in Bao Kingulu) keeps the number of the game
    /// that gives it.
    #[must_use]
    pub fn rule(&self, variant: Variant) -> &'static str {
        use Variant::{Kimasai, Kingulu, Kujifunza};
        match (variant, self) {
            (_, Reason::GameOver { outcome }) => outcome.rule(variant),
            (Kimasai, Reason::NotYourPit { .. } | Reason::WrongShape) => "M4",
            (Kingulu, Reason::NotYourPit { .. } | Reason::WrongShape) => "G3",
            (_, Reason::NotYourPit { .. } | Reason::WrongShape) => "K3",
            (Kujifunza, Reason::NoSafariChoice) => "J1",
            (_, Reason::NoSafariChoice) => "K15.2",
            (_, Reason::MustCapture) => "K10",
            (_, Reason::NamuaEmptyPit { .. }) => "K13",
            (_, Reason::NamuaBackRow { .. }) => "K12",
            (_, Reason::KichwaForced { .. }) => "K11.1",
            (_, Reason::NyumbaNotAlone { .. }) => "K13.1",
            (_, Reason::SingletonNoNyumba { .. }) => "K13.2",
            (_, Reason::TooFewSeeds { .. }) => "K17",
            (_, Reason::SixteenNoCapture { .. }) => "K18",
            (_, Reason::FrontRowFirst { .. }) => "K20",
            (_, Reason::Takasia { .. }) => "K24",
            (_, Reason::EmptiesFrontRow { .. }) => "K28",
            (Kingulu, Reason::NeverEnding) => "G5",
            (_, Reason::NeverEnding) => "K31",
            (_, Reason::Blocked { .. } | Reason::NoStone { .. }) => "M4",
            (_, Reason::EmptyHole { .. }) => "G3",
            (_, Reason::Reserved { .. }) => "G7",
            (_, Reason::FirstLapOwnHole { .. }) => "G4.5",
        }
    }

    /// A stable id for the locales (`illegal-<id>` in the Fluent files).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            Reason::GameOver { .. } => "game-over",
            Reason::NotYourPit { .. } => "not-your-pit",
            Reason::WrongShape => "wrong-shape",
            Reason::NoSafariChoice => "no-safari-choice",
            Reason::MustCapture => "must-capture",
            Reason::NamuaEmptyPit { .. } => "namua-empty-pit",
            Reason::NamuaBackRow { .. } => "namua-back-row",
            Reason::KichwaForced { .. } => "kichwa-forced",
            Reason::NyumbaNotAlone { .. } => "nyumba-not-alone",
            Reason::SingletonNoNyumba { .. } => "singleton-no-nyumba",
            Reason::TooFewSeeds { .. } => "too-few-seeds",
            Reason::SixteenNoCapture { .. } => "sixteen-no-capture",
            Reason::FrontRowFirst { .. } => "front-row-first",
            Reason::Takasia { .. } => "takasia",
            Reason::EmptiesFrontRow { .. } => "empties-front-row",
            Reason::NeverEnding => "never-ending",
            Reason::Blocked { .. } => "blocked",
            Reason::EmptyHole { .. } => "empty-hole",
            Reason::Reserved { .. } => "reserved",
            Reason::FirstLapOwnHole { .. } => "first-lap-own-hole",
            Reason::NoStone { .. } => "no-stone",
        }
    }

    /// The pit the reason is about, if any.
    #[must_use]
    pub fn pit(&self) -> Option<Pit> {
        match *self {
            Reason::NotYourPit { pit }
            | Reason::NamuaEmptyPit { pit }
            | Reason::NamuaBackRow { pit }
            | Reason::KichwaForced { pit }
            | Reason::NyumbaNotAlone { pit }
            | Reason::SingletonNoNyumba { pit }
            | Reason::TooFewSeeds { pit }
            | Reason::SixteenNoCapture { pit }
            | Reason::FrontRowFirst { pit }
            | Reason::Takasia { pit }
            | Reason::EmptiesFrontRow { pit }
            | Reason::Blocked { pit, .. }
            | Reason::EmptyHole { pit }
            | Reason::Reserved { pit }
            | Reason::FirstLapOwnHole { pit, .. }
            | Reason::NoStone { pit } => Some(pit),
            _ => None,
        }
    }
}

/// A move that cannot be played, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Illegal {
    /// Why the move cannot be played.
    pub reason: Reason,
    /// The game, so that shared reasons cite the game's own rule number.
    pub variant: Variant,
}

impl Illegal {
    /// A reason in the game `variant`.
    #[must_use]
    pub fn new(reason: Reason, variant: Variant) -> Illegal {
        Illegal { reason, variant }
    }

    /// The rule number, in the game's own rules ([`Reason::rule`]).
    #[must_use]
    pub fn rule(&self) -> &'static str {
        self.reason.rule(self.variant)
    }
}

impl std::error::Error for Illegal {}

/// English, for the command line and test failures only; the widgets use the locales.
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self.reason {
            Reason::GameOver { .. } => "the game is over".to_string(),
            Reason::NotYourPit { pit } => format!("{pit} is not one of your pits"),
            Reason::WrongShape => "the move has the wrong form for this game".to_string(),
            Reason::NoSafariChoice => "the safari choice does not come up in this move".to_string(),
            Reason::MustCapture => "a capture is available, you must capture".to_string(),
            Reason::NamuaEmptyPit { pit } => format!("{pit} is empty; namua seeds go into an occupied front pit"),
            Reason::NamuaBackRow { pit } => format!("{pit} is not in the front row"),
            Reason::KichwaForced { pit } => format!("a capture from {pit} must enter at the kichwa on its own side"),
            Reason::NyumbaNotAlone { pit } => {
                format!("the nyumba {pit} may start a takasa only when it is your only occupied front pit")
            }
            Reason::SingletonNoNyumba { pit } => format!("without a nyumba, {pit} needs 2 or more seeds"),
            Reason::TooFewSeeds { pit } => format!("{pit} has fewer than 2 seeds"),
            Reason::SixteenNoCapture { pit } => format!("{pit} holds 16 or more seeds and cannot start a capture"),
            Reason::FrontRowFirst { pit } => format!("{pit} is in the back row, but a front pit has 2 or more seeds"),
            Reason::Takasia { pit } => format!("{pit} is under takasia"),
            Reason::EmptiesFrontRow { pit } => format!("sowing {pit} this way would empty your front row"),
            Reason::NeverEnding => "the move never ends (10,000 laps)".to_string(),
            Reason::Blocked { pit, next } => format!("{pit} cannot step: {next} is occupied"),
            Reason::EmptyHole { pit } => format!("{pit} is empty"),
            Reason::Reserved { pit } => format!("{pit} is reserved"),
            Reason::FirstLapOwnHole { pit, end } => {
                format!("the first lap from {pit} ends in your own occupied hole {end}")
            }
            Reason::NoStone { pit } => format!("{pit} has no stone"),
        };
        write!(f, "{}: {}", self.rule(), text)
    }
}
