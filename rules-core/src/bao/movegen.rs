//! Candidate moves: every move the rules allow before sowing is simulated. A candidate is
//! legal unless it never ends (K31); a namua capture may also have a safari variant (K15.2).
//! Both need the move played out, which [`super::Position::legal_moves`] does.

use super::{base, clockwise, facing, next, pit_at, Position, NO_CAPTURE_FROM, NYUMBA};
use crate::illegal::Reason;
use crate::pit::{Dir, Move, Side, Variant};

/// What kind of move a candidate is; decided from the position before the move.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// K12: a seed from the store into a front pit facing seeds, which are captured.
    NamuaCapture,
    /// K13: a seed from the store, then the pit is lifted and sown.
    NamuaTakasa,
    /// K13.1: the functional nyumba, alone in the front row, sows only 2 seeds.
    Tax,
    /// K18: the first lap ends in a capture.
    MtajiCapture,
    /// K17, K20: no capture.
    MtajiTakasa,
}

impl Kind {
    #[must_use]
    pub fn captures(self) -> bool {
        matches!(self, Kind::NamuaCapture | Kind::MtajiCapture)
    }
}

/// A move the rules allow before sowing (see the module comment).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Ring index of the start pit.
    pub ring: u8,
    pub dir: Dir,
    pub kind: Kind,
}

impl Candidate {
    #[must_use]
    pub fn to_move(self, side: Side) -> Move {
        Move::bao(pit_at(side, self.ring as usize), self.dir, false)
    }
}

/// The candidate moves of a position: at most 16 pits times 2 directions, each one byte
/// (ring index and direction), all of one kind but for the taxed nyumba. Compact, because move
/// generation is the engine's hottest path.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Candidates {
    moves: [u8; 32],
    len: u8,
    kind: Kind,
    /// K13.1: the nyumba candidate of a namua takasa list is taxed.
    taxed_nyumba: bool,
}

impl Candidates {
    fn new(kind: Kind) -> Candidates {
        Candidates { moves: [0; 32], len: 0, kind, taxed_nyumba: false }
    }
    #[inline(always)]
    fn push(&mut self, ring: usize, dir: Dir) {
        self.push_if(true, ring, dir);
    }
    /// Branch-free: the byte is always written, the length grows only when `keep`.
    #[inline(always)]
    fn push_if(&mut self, keep: bool, ring: usize, dir: Dir) {
        self.moves[self.len as usize & 31] = (ring as u8) << 1 | (dir == Dir::Right) as u8;
        self.len += keep as u8;
    }
    #[must_use]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The kind shared by every candidate of the list (see [`Candidate::kind`] for the tax).
    #[must_use]
    pub fn kind(&self) -> Kind {
        self.kind
    }
    /// The `i`-th candidate (`i < len()`).
    #[inline(always)]
    #[must_use]
    pub fn get(&self, i: usize) -> Candidate {
        let byte = self.moves[i & 31];
        let ring = byte >> 1;
        let dir = if byte & 1 == 1 { Dir::Right } else { Dir::Left };
        let kind = if self.taxed_nyumba && ring as usize == NYUMBA { Kind::Tax } else { self.kind };
        Candidate { ring, dir, kind }
    }
    #[must_use]
    pub fn first(&self) -> Option<Candidate> {
        (!self.is_empty()).then(|| self.get(0))
    }
    pub fn iter(&self) -> impl Iterator<Item = Candidate> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }
}

/// Where the first lap of `n` seeds from ring index `r` ends (n <= 15: no wrap to `r`).
#[inline(always)]
fn lap_end(r: usize, n: u8, cw: bool) -> usize {
    if cw {
        (r + n as usize) & 15
    } else {
        (r + 16 * 2 - n as usize) & 15
    }
}

impl Position {
    /// Every candidate move of the side to move (see the module comment).
    #[doc(hidden)]
    #[must_use]
    pub fn candidates(&self) -> Candidates {
        if self.variant == Variant::Kiswahili && self.is_namua() {
            self.namua_candidates()
        } else {
            self.mtaji_candidates()
        }
    }

    /// The front row of `side` as 8 bytes, `A1` in the lowest byte.
    #[inline(always)]
    fn front_word(&self, side: Side) -> u64 {
        let b = base(side);
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&self.board[b..b + 8]);
        u64::from_le_bytes(bytes)
    }

    /// Bit r set: own ring pit r holds 2 to 15 seeds (K18: may start a capture).
    #[inline(always)]
    fn two_to_fifteen(&self) -> u16 {
        let b = base(self.to_move);
        let word = |at: usize| {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&self.board[at..at + 8]);
            u64::from_le_bytes(bytes)
        };
        let mask = |w: u64| nonzero_bytes(w & 0xFEFE_FEFE_FEFE_FEFE) & !nonzero_bytes(w & 0xF0F0_F0F0_F0F0_F0F0);
        mask(word(b)) as u16 | (mask(word(b + 8)) as u16) << 8
    }

    /// Bit x set: own front pit x is occupied and faces an occupied opponent pit.
    #[inline(always)]
    fn facing_mask(&self) -> (u8, u8) {
        let mine = self.front_word(self.to_move);
        // Byte-swapping the opponent's row puts the pit facing own pit x in byte x (K1).
        let theirs = self.front_word(self.to_move.opponent()).swap_bytes();
        let occupied = nonzero_bytes(mine);
        (occupied, occupied & nonzero_bytes(theirs))
    }

    fn namua_candidates(&self) -> Candidates {
        let (occupied, facing) = self.facing_mask();
        // K12: namua captures.
        if facing != 0 {
            let mut out = Candidates::new(Kind::NamuaCapture);
            for r in Bits(facing) {
                match r {
                    0 | 1 => out.push(r, Dir::Left),
                    6 | 7 => out.push(r, Dir::Right),
                    _ => {
                        out.push(r, Dir::Left);
                        out.push(r, Dir::Right);
                    }
                }
            }
            return out;
        }
        let mut out = Candidates::new(Kind::NamuaTakasa);
        // K13: namua takasa.
        let functional = self.nyumba_functional(self.to_move);
        let owned = self.nyumba[self.to_move.index()];
        let several = nonzero_bytes(self.front_word(self.to_move) & 0xFEFE_FEFE_FEFE_FEFE);
        let lone = occupied.count_ones() == 1;
        for r in Bits(occupied) {
            let taxed = r == NYUMBA && functional;
            if taxed {
                if !lone {
                    continue; // K13.1
                }
                out.taxed_nyumba = true;
            } else if !owned && several & (1 << r) == 0 && several != 0 {
                continue; // K13.2
            }
            for dir in [Dir::Left, Dir::Right] {
                // K28: lifting the only occupied front pit must not sow into the back row first.
                // (The tax leaves seeds in the nyumba, so it never empties the row.)
                if !taxed && lone && next(r, clockwise(r, dir)) >= 8 {
                    continue;
                }
                out.push(r, dir);
            }
        }
        out
    }

    /// K17-K20, K24, K28.
    fn mtaji_candidates(&self) -> Candidates {
        let me = base(self.to_move);
        let ring = &self.board[me..me + 16];
        let blocked = self.takasia.map_or(usize::MAX, |t| t as usize);
        let (occupied, facing) = self.facing_mask();
        // K18: capturing moves: 2..15 seeds whose first lap ends on a bit of `facing` (bits 8..15,
        // the back row, are never set).
        if facing != 0 {
            let mut out = Candidates::new(Kind::MtajiCapture);
            let mut movable = self.two_to_fifteen();
            if blocked < 16 {
                movable &= !(1 << blocked);
            }
            let facing = facing as u32;
            while movable != 0 {
                let r = movable.trailing_zeros() as usize;
                movable &= movable - 1;
                let n = ring[r & 15] as usize;
                let cw_hit = facing >> ((r + n) & 15) & 1 == 1;
                let ccw_hit = facing >> ((r + 32 - n) & 15) & 1 == 1;
                // K3: on the front row `<` is anticlockwise, on the back row clockwise.
                let (left, right) = if r < 8 { (ccw_hit, cw_hit) } else { (cw_hit, ccw_hit) };
                out.push_if(left, r, Dir::Left);
                out.push_if(right, r, Dir::Right);
            }
            if !out.is_empty() {
                return out;
            }
        }
        let mut out = Candidates::new(Kind::MtajiTakasa);
        // K20: takasa, front row first.
        let front_two = nonzero_bytes(self.front_word(self.to_move) & 0xFEFE_FEFE_FEFE_FEFE);
        let lone = occupied.count_ones() == 1;
        let range = if front_two != 0 { 0..8 } else { 8..16 };
        for r in range {
            if ring[r] < 2 || r == blocked {
                continue;
            }
            for dir in [Dir::Left, Dir::Right] {
                // K28.
                if r < 8 && lone && next(r, clockwise(r, dir)) >= 8 {
                    continue;
                }
                out.push(r, dir);
            }
        }
        out
    }

    /// Does `side` (to move in `self`'s board) have a mtaji capturing move? Used by takasia (K22).
    pub(crate) fn mtaji_capture_targets(&self, side: Side) -> u8 {
        // Returns a bitmask over the opponent's front ring indices that `side` could capture on
        // the first lap of a capturing move.
        let me = base(side);
        let opp = base(side.opponent());
        let b = &self.board;
        let mut targets = 0u8;
        for r in 0..16 {
            let n = b[me + r];
            if !(2..NO_CAPTURE_FROM).contains(&n) {
                continue;
            }
            for cw in [true, false] {
                let x = lap_end(r, n, cw);
                if x < 8 && b[me + x] > 0 && b[opp + facing(x)] > 0 {
                    targets |= 1 << facing(x);
                }
            }
        }
        targets
    }

    /// The reason a move that is not a candidate is illegal (the first rule it breaks).
    pub(crate) fn why_not(&self, r: usize, _dir: Dir) -> Reason {
        let pit = pit_at(self.to_move, r);
        let me = base(self.to_move);
        let opp = base(self.to_move.opponent());
        let b = &self.board;
        let n = b[me + r];
        let candidates = self.candidates();
        let captures = candidates.kind().captures() && !candidates.is_empty();
        if self.variant == Variant::Kiswahili && self.is_namua() {
            if r >= 8 {
                return Reason::NamuaBackRow { pit };
            }
            if n == 0 {
                return Reason::NamuaEmptyPit { pit };
            }
            if b[opp + facing(r)] > 0 {
                return Reason::KichwaForced { pit };
            }
            if captures {
                return Reason::MustCapture;
            }
            if r == NYUMBA && self.nyumba_functional(self.to_move) {
                return Reason::NyumbaNotAlone { pit };
            }
            if !self.nyumba[self.to_move.index()] && n < 2 && (0..8).any(|f| b[me + f] > 1) {
                return Reason::SingletonNoNyumba { pit };
            }
            return Reason::EmptiesFrontRow { pit };
        }
        if n < 2 {
            return Reason::TooFewSeeds { pit };
        }
        if self.takasia == Some(r as u8) {
            return Reason::Takasia { pit };
        }
        if captures {
            if n >= NO_CAPTURE_FROM {
                return Reason::SixteenNoCapture { pit };
            }
            return Reason::MustCapture;
        }
        if r >= 8 && (0..8).any(|f| b[me + f] >= 2) {
            return Reason::FrontRowFirst { pit };
        }
        Reason::EmptiesFrontRow { pit }
    }
}

/// Bit i set when byte i of `x` is not zero.
#[inline(always)]
fn nonzero_bytes(x: u64) -> u8 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    // Gathers the eight high bits into the top byte.
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// The set bits of a byte, lowest first.
struct Bits(u8);

impl Iterator for Bits {
    type Item = usize;
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::nonzero_bytes;

    #[test]
    fn nonzero_bytes_marks_each_occupied_pit() {
        for mask in 0..=255u8 {
            for value in [1u8, 2, 127, 128, 255] {
                let mut bytes = [0u8; 8];
                for (i, b) in bytes.iter_mut().enumerate() {
                    if mask & (1 << i) != 0 {
                        *b = value;
                    }
                }
                assert_eq!(nonzero_bytes(u64::from_le_bytes(bytes)), mask);
            }
        }
    }
}
