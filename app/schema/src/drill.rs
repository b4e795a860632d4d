//! The kinds of drill (`drill:`): endless fresh positions that ask one question each.

use rules_core::Variant;

/// What a drill asks, again and again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Drill {
    /// Mark every legal move: the pits, and the direction where only one is legal.
    LegalMoves,
    /// Where does the last seed of a move's first lap fall?
    LastSeed,
    /// Does this move capture, or is it a takasa?
    CaptureOrTakasa,
    /// At which kichwa do the captured seeds enter?
    Kichwa,
}

impl Drill {
    /// Every kind, in the order the book and the error messages list them.
    pub const ALL: [Drill; 4] = [Drill::LegalMoves, Drill::LastSeed, Drill::CaptureOrTakasa, Drill::Kichwa];

    /// The name in blocks, attributes and links.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Drill::LegalMoves => "legal-moves",
            Drill::LastSeed => "last-seed",
            Drill::CaptureOrTakasa => "capture-or-takasa",
            Drill::Kichwa => "kichwa",
        }
    }

    /// The kind a `drill:` value names; `None` for a word that names none.
    #[must_use]
    pub fn from_name(s: &str) -> Option<Drill> {
        Drill::ALL.into_iter().find(|d| d.name() == s)
    }

    /// The games the drill's question means something in: laps for `last-seed` (not the
    /// stepping stones of Bao la Kimasai), takasa and kichwa for the Bao games only.
    #[must_use]
    pub fn fits(self, variant: Variant) -> bool {
        match self {
            Drill::LegalMoves => true,
            Drill::LastSeed => variant != Variant::Kimasai,
            Drill::CaptureOrTakasa | Drill::Kichwa => matches!(variant, Variant::Kiswahili | Variant::Kujifunza),
        }
    }
}
