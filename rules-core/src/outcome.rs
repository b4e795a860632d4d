//! How a game ends: who won and why, as data. The rule number is asked of the game being
//! played ([`Outcome::rule`]), the one place where the end of a game gets its number.

use crate::pit::{Side, Variant};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Side,
        /// Why the game ended.
        why: WinWhy,
    },
    /// Nobody won (Bao la Kimasai and Bao Kingulu only: there are no draws in Bao la Kiswahili
    /// and Bao la Kujifunza, K32).
    Draw {
        /// Why the game ended.
        why: DrawWhy,
    },
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinWhy {
    /// K30: the loser's front row is empty.
    FrontRowEmpty,
    /// K29, M6: the loser has no legal move on his turn.
    NoMoves,
    /// M6: the loser has no stones left.
    NoStones,
    /// G8: the winner has more seeds at the end.
    Score {
        /// South's seeds.
        south: u8,
        /// North's seeds.
        north: u8,
    },
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrawWhy {
    /// M7: the position (board and player to move) repeats one met earlier in the game.
    Repetition,
    /// G8: both sides have the same number of seeds at the end (24-24).
    Score {
        /// South's seeds.
        south: u8,
        /// North's seeds.
        north: u8,
    },
    /// M6, under the reading that accepts such a board (see
    /// [`crate::kimasai::StonelessWaitingSide`]): neither side has a stone. The reading this
    /// crate follows rejects the board, so no game ends this way.
    NoStones,
}

impl Outcome {
    /// The rule that ends the game, numbered in `variant`'s own rules: K29 or K30 in Bao la
    /// Kiswahili and Bao la Kujifunza (which plays by these K rules, J2), M6 or M7 in Bao la
    /// Kimasai, G8 in Bao Kingulu.
    ///
    /// An outcome a game never has (an empty front row in Bao Kingulu) keeps the number of the
    /// game that has it.
    ///
    /// ```
    /// use rules_core::{Outcome, Side, Variant, WinWhy};
    ///
    /// // The player to move has no legal move: he loses (K29, M6); in Bao Kingulu the game
    /// // ends and the seeds are counted (G8).
    /// let no_moves = Outcome::Win { winner: Side::North, why: WinWhy::NoMoves };
    /// let rules: Vec<&str> = Variant::ALL.iter().map(|v| no_moves.rule(*v)).collect();
    /// assert_eq!(rules, ["K29", "K29", "M6", "G8"]);
    /// // An empty front row (K30).
    /// assert_eq!(Outcome::Win { winner: Side::South, why: WinWhy::FrontRowEmpty }.rule(Variant::Kiswahili), "K30");
    /// ```
    #[must_use]
    pub fn rule(&self, variant: Variant) -> &'static str {
        match (variant, self) {
            (_, Outcome::Win { why: WinWhy::FrontRowEmpty, .. }) => "K30",
            (Variant::Kimasai, Outcome::Win { why: WinWhy::NoMoves, .. }) => "M6",
            (Variant::Kingulu, Outcome::Win { why: WinWhy::NoMoves, .. }) => "G8",
            (_, Outcome::Win { why: WinWhy::NoMoves, .. }) => "K29",
            (_, Outcome::Win { why: WinWhy::NoStones, .. } | Outcome::Draw { why: DrawWhy::NoStones }) => "M6",
            (_, Outcome::Draw { why: DrawWhy::Repetition }) => "M7",
            (_, Outcome::Win { why: WinWhy::Score { .. }, .. } | Outcome::Draw { why: DrawWhy::Score { .. } }) => "G8",
        }
    }

    /// The side that won, or `None` for a draw.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The final score (South, North) when the game is decided by counting seeds (Bao Kingulu,
    /// G8), else `None`.
    ///
    /// ```
    /// use rules_core::{DrawWhy, Outcome, Side, WinWhy};
    ///
    /// // Bao Kingulu's 48 seeds shared 24-24: a draw (G8).
    /// let draw = Outcome::Draw { why: DrawWhy::Score { south: 24, north: 24 } };
    /// assert_eq!((draw.score(), draw.winner()), (Some((24, 24)), None));
    /// let win = Outcome::Win { winner: Side::South, why: WinWhy::Score { south: 30, north: 18 } };
    /// assert_eq!((win.score(), win.winner()), (Some((30, 18)), Some(Side::South)));
    /// // A game won otherwise has no score.
    /// assert_eq!(Outcome::Win { winner: Side::North, why: WinWhy::NoStones }.score(), None);
    /// ```
    #[must_use]
    pub fn score(&self) -> Option<(u8, u8)> {
        match *self {
            Outcome::Win { why: WinWhy::Score { south, north }, .. }
            | Outcome::Draw { why: DrawWhy::Score { south, north } } => Some((south, north)),
            _ => None,
        }
    }
}
