//! The end of the game and the score (G8).

use super::{owner, Position, DRAW_SCORE, HOLES};
use crate::outcome::{DrawWhy, Outcome, WinWhy};
use crate::pit::Side;

impl Position {
    /// G8: (South, North): each side's captured seeds, the seeds in the holes he reserved, and
    /// the seeds in his own unreserved holes. Always adds up to 48.
    #[must_use]
    pub fn score(&self) -> (u8, u8) {
        let mut score = self.captured;
        for i in 0..HOLES {
            let side = self.reserved[i].unwrap_or(owner(i));
            score[side.index()] += self.board[i];
        }
        (score[Side::South.index()], score[Side::North.index()])
    }

    /// G8: the game is over when the side to move has no legal move; more seeds wins, 24-24
    /// draws.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            return None;
        }
        let (south, north) = self.score();
        Some(if south == DRAW_SCORE && north == DRAW_SCORE {
            Outcome::Draw { why: DrawWhy::Score { south, north } }
        } else {
            let winner = if south > north { Side::South } else { Side::North };
            Outcome::Win { winner, why: WinWhy::Score { south, north } }
        })
    }
}
