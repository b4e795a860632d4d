//! Bao la Kiswahili and Bao la Kujifunza for the search: children on the fast path (candidates
//! played without a trace, K31 rejected, the `+` variant when the safari choice comes up) and
//! the evaluation.

use super::rules::{hash_words, Child, Rules, Terminal, Weights};
use crate::bao::{self, Position};
use crate::pit::{Dir, Move, Side, Variant};

/// The evaluation's weights (hundredths of a seed per unit), tuned by matches (SEARCH.md):
/// 0 material (seeds on one's side and in hand), 1 seeds in the front row, 2 seeds the side to
/// move can capture now, 3 seeds the opponent threatens, 4 occupied front pits, 5 functional
/// nyumba (namua stage), 6 owned nyumba, 7 pits the side to move can capture, 8 pits the
/// opponent threatens, 9 a constant for the side to move.
pub(crate) const WEIGHTS: Weights = Weights([100, 5, 40, 25, 20, 150, 50, 0, 0, 0, 0, 0]);

#[inline(always)]
fn word(board: &[u8; 32], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&board[at..at + 8]);
    u64::from_le_bytes(bytes)
}

/// The sum of the 8 bytes of a word (each at most 64, so the sum fits a byte).
#[inline(always)]
fn byte_sum(w: u64) -> i32 {
    (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as i32
}

/// Seeds on `side`'s 16 pits.
#[inline(always)]
pub(crate) fn ring_seeds(p: &Position, side: Side) -> i32 {
    let b = bao::base(side);
    byte_sum(word(&p.board, b)) + byte_sum(word(&p.board, b + 8))
}

/// Seeds on `side`'s front row.
#[inline(always)]
fn front_seeds(p: &Position, side: Side) -> i32 {
    byte_sum(word(&p.board, bao::base(side)))
}

/// Bit i set when byte i of `x` is not zero.
#[inline(always)]
fn nonzero_bytes(x: u64) -> u8 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// The opponent's front pits (bit = ring index of his pit) that `side` could capture if it
/// were his turn: namua captures (K12) while `side` has seeds in hand in Bao la Kiswahili,
/// otherwise the first lap of a mtaji capture (K18), ignoring takasia (K24).
pub(crate) fn capture_targets(p: &Position, side: Side) -> u8 {
    if p.variant == Variant::Kiswahili && p.stores[side.index()] > 0 {
        let mine = nonzero_bytes(word(&p.board, bao::base(side)));
        let theirs = nonzero_bytes(word(&p.board, bao::base(side.opponent())).swap_bytes());
        // Bit x of `mine & theirs`: own pit x faces an occupied pit, which is ring 7 - x.
        (mine & theirs).reverse_bits()
    } else {
        p.mtaji_capture_targets(side)
    }
}

/// Seeds in the opponent's front pits of a target mask.
#[inline(always)]
fn target_seeds(p: &Position, side: Side, targets: u8) -> i32 {
    let theirs = word(&p.board, bao::base(side.opponent()));
    let mut mask = 0u64;
    for i in 0..8 {
        if targets & (1 << i) != 0 {
            mask |= 0xFF << (8 * i);
        }
    }
    byte_sum(theirs & mask)
}

/// Move code: ring index, direction, safari.
#[inline(always)]
fn code(ring: u8, dir: Dir, safari: bool) -> u8 {
    ring << 2 | ((dir == Dir::Right) as u8) << 1 | safari as u8
}

impl Rules for Position {
    const REPETITION_DRAWS: bool = false;

    #[inline(always)]
    fn hash(&self) -> u64 {
        let b = &self.board;
        let extra = self.stores[0] as u64
            | (self.stores[1] as u64) << 8
            | (self.nyumba[0] as u64) << 16
            | (self.nyumba[1] as u64) << 17
            | (self.to_move.index() as u64) << 18
            | (self.takasia.map_or(0xFF, |t| t) as u64) << 24;
        hash_words([word(b, 0), word(b, 8), word(b, 16), word(b, 24), extra])
    }

    fn side(&self) -> Side {
        self.to_move
    }

    #[inline(always)]
    fn terminal(&self) -> Option<Terminal> {
        // K30: the side to move has lost when his front row is empty.
        (word(&self.board, bao::base(self.to_move)) == 0).then_some(Terminal::Loss)
    }

    #[inline]
    fn children(&self, out: &mut Vec<Child<Self>>) -> u32 {
        let side = self.to_move;
        let opp = side.opponent();
        let before = ring_seeds(self, opp);
        let mut played = 0;
        for c in self.candidates().iter() {
            let mv = c.to_move(side);
            played += 1;
            if let Ok((p, info)) = self.run_to(&mv, c.kind, &mut ()) {
                let gain = (before - ring_seeds(&p, opp)) as i16;
                out.push(Child { pos: p, code: code(c.ring, c.dir, false), gain, key: 0 });
                if info.safari_choice {
                    played += 1;
                    let plus = Move { safari: true, ..mv };
                    if let Ok((p, _)) = self.run_to(&plus, c.kind, &mut ()) {
                        let gain = (before - ring_seeds(&p, opp)) as i16;
                        out.push(Child { pos: p, code: code(c.ring, c.dir, true), gain, key: 0 });
                    }
                }
            }
        }
        played
    }

    fn no_moves(&self) -> Terminal {
        Terminal::Loss // K29
    }

    #[inline(always)]
    fn won_by_mover(&self) -> bool {
        word(&self.board, bao::base(self.to_move)) == 0 // K30
    }

    #[inline]
    fn eval(&self, w: &Weights) -> i32 {
        let w = &w.0;
        let me = self.to_move;
        let op = me.opponent();
        let material = ring_seeds(self, me) + self.stores[me.index()] as i32
            - ring_seeds(self, op)
            - self.stores[op.index()] as i32;
        let front = front_seeds(self, me) - front_seeds(self, op);
        let my_targets = capture_targets(self, me);
        let op_targets = capture_targets(self, op);
        let occupied = nonzero_bytes(word(&self.board, bao::base(me))).count_ones() as i32
            - nonzero_bytes(word(&self.board, bao::base(op))).count_ones() as i32;
        let mut score = w[0] * material + w[1] * front + w[2] * target_seeds(self, me, my_targets)
            - w[3] * target_seeds(self, op, op_targets)
            + w[4] * occupied
            + w[7] * my_targets.count_ones() as i32
            - w[8] * op_targets.count_ones() as i32
            + w[9];
        if self.variant == Variant::Kiswahili && self.stores != [0, 0] {
            let functional = self.nyumba_functional(me) as i32 - self.nyumba_functional(op) as i32;
            let owned = self.nyumba[me.index()] as i32 - self.nyumba[op.index()] as i32;
            score += w[5] * functional + w[6] * owned;
        }
        score
    }

    fn decode(&self, code: u8) -> Move {
        let dir = if code & 2 != 0 { Dir::Right } else { Dir::Left };
        Move::bao(bao::pit_at(self.to_move, (code >> 2) as usize), dir, code & 1 != 0)
    }
}
