//! Counting and sampling moves on the fast path (no trace, no sorting).

use super::movegen::Kind;
use super::Position;
use crate::random::Rng;

impl Position {
    /// The number of legal move sequences of length `depth` (K29, K30 and K31 included).
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.front_empty(self.to_move) {
            return 0;
        }
        let mut total = 0;
        for c in self.candidates().iter() {
            for safari in [false, true] {
                if safari && c.kind != Kind::NamuaCapture {
                    continue;
                }
                if let Ok(next) = self.play_candidate(&c, safari) {
                    total += if depth == 1 { 1 } else { next.perft(depth - 1) };
                }
            }
        }
        total
    }

    /// A legal move chosen uniformly at random among all legal moves, played; `None` when the
    /// game is over. Rejection sampling over the candidates keeps it exact and cheap: every
    /// candidate gets two slots (stop, safari), and a slot that is not a legal move is drawn
    /// again.
    pub fn random_child(&self, rng: &mut Rng) -> Option<Position> {
        if self.front_empty(self.to_move) {
            return None;
        }
        let candidates = self.candidates();
        if candidates.is_empty() {
            return None;
        }
        for _ in 0..64 {
            let slot = rng.below(candidates.len() as u32 * 2) as usize;
            let (c, safari) = (candidates.get(slot / 2), slot % 2 == 1);
            if safari && c.kind != Kind::NamuaCapture {
                continue;
            }
            if let Ok(next) = self.play_candidate(&c, safari) {
                return Some(next);
            }
        }
        // Almost every slot is illegal (never-ending moves): fall back to the exact list.
        let moves = self.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mv = moves[rng.below(moves.len() as u32) as usize];
        self.play(&mv, &mut ()).ok()
    }
}
