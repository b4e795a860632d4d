//! K22: after a takasa in the mtaji stage, the one pit of the opponent's that the mover
//! threatens may be blocked for the opponent's next move.

use super::{base, Position, NYUMBA};
use crate::pit::Side;

impl Position {
    /// With `self.to_move` = Y about to move after X's takasa: the ring index of Y's pit to
    /// block, if any.
    pub(crate) fn takasia_after_takasa(&self, x: Side) -> Option<usize> {
        let y = x.opponent();
        if self.stores != [0, 0] {
            return None; // K22: only in the mtaji stage.
        }
        if self.mtaji_capture_targets(y) != 0 {
            return None; // Y has a capturing move.
        }
        let threatened = self.mtaji_capture_targets(x);
        if threatened.count_ones() != 1 {
            return None;
        }
        let t = threatened.trailing_zeros() as usize;
        let front = &self.board[base(y)..base(y) + 8];
        let occupied = front.iter().filter(|&&c| c > 0).count();
        let more_than_one = front.iter().filter(|&&c| c > 1).count();
        let excluded = (t == NYUMBA && self.nyumba[y.index()]) // K22.1
            || occupied == 1 // K22.2: T is the only occupied front pit (T is occupied).
            || (front[t] > 1 && more_than_one == 1); // K22.3
        (!excluded).then_some(t)
    }
}
