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
    /// Views at steps 0, CHECKPOINT, 2*CHECKPOINT, ...
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
        let mut t = Timeline { start, plies, ends, checkpoints: Vec::new() };
        let mut v = BoardView::of(&t.start);
        t.checkpoints.push(v.clone());
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

    /// The event shown at step `k`.
    pub fn event(&self, k: usize) -> Option<(usize, &Event)> {
        let (ply, i) = self.locate(k)?;
        Some((ply, self.plies.get(ply)?.events.get(i)?))
    }

    /// Moves `v` (the view at step k-1) to step k.
    fn advance(&self, v: &mut BoardView, k: usize) {
        let Some((ply, i)) = self.locate(k) else { return };
        let Some(p) = self.plies.get(ply) else { return };
        if let Some(e) = p.events.get(i) {
            v.apply(p.before.to_move(), e);
        }
        if self.ends.get(ply) == Some(&k) {
            *v = v.settle(&p.after);
        }
    }

    /// The view at step `k` (clamped).
    pub fn view(&self, k: usize) -> BoardView {
        let k = k.min(self.len());
        let c = (k / CHECKPOINT).min(self.checkpoints.len().saturating_sub(1));
        let mut v = match self.checkpoints.get(c) {
            Some(v) => v.clone(),
            None => BoardView::of(&self.start),
        };
        for j in c * CHECKPOINT + 1..=k {
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
        k == 0 || self.ends.contains(&k) || self.event(k).is_some_and(|(_, e)| e.ends_lap())
    }

    pub fn next_lap(&self, k: usize) -> usize {
        (k + 1..=self.len()).find(|&j| self.is_lap_end(j)).unwrap_or(self.len())
    }

    pub fn prev_lap(&self, k: usize) -> usize {
        (0..k.min(self.len() + 1)).rev().find(|&j| self.is_lap_end(j)).unwrap_or(0)
    }
}
