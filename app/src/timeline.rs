//! The step animation's model: the events of several moves laid end to end, and a cursor over
//! them. `at == 0` is the start; `at == k` is the board after the k-th event. The end of a move
//! shows its exact resulting position. Going back re-plays from a checkpoint (every
//! [`CHECKPOINT`] events), so a relay of thousands of laps stays cheap in both directions.

use crate::view::BoardView;
use bao_schema::Ply;
use rules_core::{Event, Position};

const CHECKPOINT: usize = 64;

#[derive(Clone, Debug)]
pub struct Timeline {
    start: Position,
    plies: Vec<Ply>,
    /// `ends[i]`: the step at which ply i ends (cumulative event counts).
    ends: Vec<usize>,
    /// The view at step 0.
    first: BoardView,
    /// Views at steps CHECKPOINT, 2*CHECKPOINT, ...
    checkpoints: Vec<BoardView>,
}

impl Timeline {
    pub fn new(start: Position, plies: Vec<Ply>) -> Timeline {
        let mut ends = Vec::with_capacity(plies.len());
        let mut n = 0usize;
        for p in &plies {
            n += p.events.len();
            ends.push(n);
        }
        let first = BoardView::of(&start);
        let mut t = Timeline { start, plies, ends, first, checkpoints: Vec::new() };
        let mut v = t.first.clone();
        for k in 1..=t.len() {
            t.advance(&mut v, k);
            if k % CHECKPOINT == 0 {
                t.checkpoints.push(v.clone());
            }
        }
        t
    }

    /// Number of steps (events) in all.
    pub fn len(&self) -> usize {
        self.ends.last().copied().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The ply that step `k` (1-based event) belongs to, and the event's index in it.
    pub fn locate(&self, k: usize) -> Option<(usize, usize)> {
        if k == 0 || k > self.len() {
            return None;
        }
        let ply = self.ends.partition_point(|&e| e < k);
        let first = if ply == 0 { 0 } else { self.ends[ply - 1] };
        Some((ply, k - first - 1))
    }

    /// The event shown at step `k`: the ply's index, the ply, the event; None at the start
    /// (step 0) and past the end.
    pub fn event(&self, k: usize) -> Option<(usize, &Ply, &Event)> {
        let (i, e) = self.locate(k)?;
        let ply = self.plies.get(i)?;
        Some((i, ply, ply.events.get(e)?))
    }

    /// Moves `v` (the view at step k-1) to step k; the end of a move shows its exact position.
    fn advance(&self, v: &mut BoardView, k: usize) {
        if let Some((i, ply, e)) = self.event(k) {
            v.apply(ply.before.to_move(), e);
            if self.ends.get(i) == Some(&k) {
                *v = v.settle(&ply.after);
            }
        }
    }

    /// The view at step `k` (clamped): from the latest checkpoint at or before it.
    pub fn view(&self, k: usize) -> BoardView {
        let k = k.min(self.len());
        let (base, mut v) = self
            .checkpoints
            .iter()
            .enumerate()
            .rev()
            .map(|(i, v)| ((i + 1) * CHECKPOINT, v))
            .find(|(step, _)| *step <= k)
            .map_or((0, self.first.clone()), |(step, v)| (step, v.clone()));
        for j in base + 1..=k {
            self.advance(&mut v, j);
        }
        v
    }

    /// The next view from the current one: one step, O(1).
    pub fn step_from(&self, v: &BoardView, k: usize) -> BoardView {
        let mut v = v.clone();
        self.advance(&mut v, k + 1);
        v
    }

    /// Move boundaries: 0 and each ply's end.
    fn boundaries(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(0).chain(self.ends.iter().copied())
    }

    pub fn next_move(&self, k: usize) -> usize {
        self.boundaries().find(|&b| b > k).unwrap_or(self.len())
    }

    pub fn prev_move(&self, k: usize) -> usize {
        self.boundaries().filter(|&b| b < k).last().unwrap_or(0)
    }

    fn is_lap_end(&self, k: usize) -> bool {
        k == 0 || self.ends.contains(&k) || self.event(k).is_some_and(|(_, _, e)| e.ends_lap())
    }

    pub fn next_lap(&self, k: usize) -> usize {
        (k + 1..=self.len()).find(|&j| self.is_lap_end(j)).unwrap_or(self.len())
    }

    pub fn prev_lap(&self, k: usize) -> usize {
        (0..k.min(self.len() + 1)).rev().find(|&j| self.is_lap_end(j)).unwrap_or(0)
    }
}
