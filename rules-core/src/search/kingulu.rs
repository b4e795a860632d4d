//! Bao Kingulu for the search: children are the legal starts played on the fast path (G4.5 and
//! G5 reject a move while it is played), the end of the game is scored by G8.

use super::rules::{hash_words, Child, Rules, Terminal, Weights};
use crate::kingulu::{self, Position, HOLES};
use crate::pit::{Move, Side};

/// The evaluation's weights (hundredths of a seed per unit), tuned by matches (SEARCH.md):
/// 0 seeds won for good (captured, banked, in reserved holes), 1 seeds in one's own unreserved
/// holes (they count at the end, but can still be taken), 2 opponent holes with exactly 3 seeds
/// (a kuweka mtoto for the side to move), 3 own holes with exactly 3 seeds, 4 own holes one can
/// start from, 5 a constant for the side to move.
pub(crate) const WEIGHTS: Weights = Weights([100, 40, 60, 40, 10, 0, 0, 0, 0, 0, 0, 0]);

/// (seeds won for good, seeds in own unreserved holes, holes with 3 seeds, holes with seeds)
/// of each side, indexed by `Side::index`.
#[inline]
fn tally(p: &Position) -> [[i32; 4]; 2] {
    let mut t = [[0i32; 4]; 2];
    t[0][0] = p.captured[0] as i32;
    t[1][0] = p.captured[1] as i32;
    for i in 0..HOLES {
        let n = p.board[i] as i32;
        match p.reserved[i] {
            Some(s) => t[s.index()][0] += n,
            None => {
                let s = kingulu::owner(i).index();
                t[s][1] += n;
                t[s][2] += (n == 3) as i32;
                t[s][3] += (n > 0) as i32;
            }
        }
    }
    t
}

impl Rules for Position {
    const REPETITION_DRAWS: bool = false;

    #[inline]
    fn hash(&self) -> u64 {
        let mut board = [0u8; 16];
        board[..HOLES].copy_from_slice(&self.board);
        board[12] = self.captured[0];
        board[13] = self.captured[1];
        board[14] = self.to_move.index() as u8;
        let mut reserved = 0u64;
        for (i, r) in self.reserved.iter().enumerate() {
            reserved |= (r.map_or(0, |s| s.index() as u64 + 1)) << (2 * i);
        }
        let words = u128::from_le_bytes(board);
        hash_words([words as u64, (words >> 64) as u64, reserved])
    }

    fn side(&self) -> Side {
        self.to_move
    }

    #[inline(always)]
    fn terminal(&self) -> Option<Terminal> {
        None // G8 is judged when no move is found.
    }

    #[inline]
    fn children(&self, out: &mut Vec<Child<Self>>) -> u32 {
        let me = self.to_move.index();
        let before = tally(self);
        let mut played = 0;
        let base = me * 6;
        for i in base..base + 6 {
            if self.board[i] == 0 || self.reserved[i].is_some() {
                continue;
            }
            played += 1;
            if let Ok(p) = self.run(i, &mut ()) {
                let after = tally(&p);
                let gain = (after[me][0] - before[me][0]) - (after[1 - me][0] - before[1 - me][0]);
                out.push(Child { pos: p, code: i as u8, gain: gain as i16, key: 0 });
            }
        }
        played
    }

    fn no_moves(&self) -> Terminal {
        // G8: more seeds wins, 24-24 draws.
        let (south, north) = self.score();
        let (mine, theirs) = if self.to_move == Side::South { (south, north) } else { (north, south) };
        match mine.cmp(&theirs) {
            core::cmp::Ordering::Greater => Terminal::Win,
            core::cmp::Ordering::Less => Terminal::Loss,
            core::cmp::Ordering::Equal => Terminal::Draw,
        }
    }

    #[inline(always)]
    fn won_by_mover(&self) -> bool {
        false
    }

    #[inline]
    fn eval(&self, w: &Weights) -> i32 {
        let w = &w.0;
        let me = self.to_move.index();
        let t = tally(self);
        let (a, b) = (&t[me], &t[1 - me]);
        w[0] * (a[0] - b[0]) + w[1] * (a[1] - b[1]) + w[2] * b[2] - w[3] * a[2] + w[4] * (a[3] - b[3]) + w[5]
    }

    fn decode(&self, code: u8) -> Move {
        Move::pit(kingulu::pit_at(code as usize))
    }
}
