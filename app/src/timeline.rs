//! The step animation's model: the events of several moves laid end to end, and a cursor over
//! them. `at == 0` is the start; `at == k` is the board after the k-th event. The end of a move
//! shows its exact resulting position. Going back re-plays from a checkpoint (every
//! `CHECKPOINT` events), so a relay of thousands of laps stays cheap in both directions.

use crate::view::BoardView;
use bao_schema::Ply;
use rules_core::{Event, Position};

const CHECKPOINT: usize = 64;

/// The moves of a step board (or a record's line) as one sequence of steps, seed by seed,
/// and the board at any step.
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
    /// The steps of `plies` played one after the other from `start` (each ply's `before` is
    /// the position the one before led to).
    #[must_use]
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
    #[must_use]
    pub fn len(&self) -> usize {
        self.ends.last().copied().unwrap_or(0)
    }

    /// Whether there is nothing to step through (no move, or moves without events).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The moves, with their traces.
    #[must_use]
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The position before the first move (step 0).
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position at rest at step `k`: after the last move that has ended by then (the start
    /// before the first has ended).
    #[must_use]
    pub fn resting(&self, k: usize) -> &Position {
        let done = self.ends.partition_point(|&e| e <= k);
        done.checked_sub(1).and_then(|i| self.plies.get(i)).map_or(&self.start, |p| &p.after)
    }

    /// The ply that step `k` (1-based event) belongs to, and the event's index in it.
    #[must_use]
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
    #[must_use]
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
    #[must_use]
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
    #[must_use]
    pub fn step_from(&self, v: &BoardView, k: usize) -> BoardView {
        let mut v = v.clone();
        self.advance(&mut v, k + 1);
        v
    }

    /// Move boundaries: 0 and each ply's end.
    fn boundaries(&self) -> impl Iterator<Item = usize> + '_ {
        std::iter::once(0).chain(self.ends.iter().copied())
    }

    /// The step where the move of step `k` ends, or the next move when step `k` ends one (the
    /// last step when none is left): "next move".
    #[must_use]
    pub fn next_move(&self, k: usize) -> usize {
        self.boundaries().find(|&b| b > k).unwrap_or(self.len())
    }

    /// The step before the first event of the move step `k` belongs to (0 for the first move
    /// and at the start): "previous move".
    #[must_use]
    pub fn prev_move(&self, k: usize) -> usize {
        self.boundaries().filter(|&b| b < k).last().unwrap_or(0)
    }

    fn is_lap_end(&self, k: usize) -> bool {
        k == 0 || self.ends.contains(&k) || self.event(k).is_some_and(|(_, _, e)| e.ends_lap())
    }

    /// The next step after `k` where a lap or a move ends: "next lap".
    #[must_use]
    pub fn next_lap(&self, k: usize) -> usize {
        (k + 1..=self.len()).find(|&j| self.is_lap_end(j)).unwrap_or(self.len())
    }

    /// The last step before `k` where a lap or a move ends (0 at the start): "previous lap".
    #[must_use]
    pub fn prev_lap(&self, k: usize) -> usize {
        (0..k.min(self.len() + 1)).rev().find(|&j| self.is_lap_end(j)).unwrap_or(0)
    }

    /// The ticks an animation from step `k` to the end takes: one per step, or one per lap
    /// (`by_lap`: the reader asked for reduced motion).
    #[must_use]
    pub fn ticks_from(&self, k: usize, by_lap: bool) -> usize {
        if !by_lap {
            return self.len().saturating_sub(k);
        }
        let mut n = 0;
        let mut at = k;
        while at < self.len() {
            at = self.next_lap(at);
            n += 1;
        }
        n
    }
}

/// Milliseconds per tick for an animation of `ticks` ticks that should last at most `budget`
/// ms (a computer's reply: the reader waits for it): the `normal` pace when it fits, faster for
/// a long one, but never faster than `floor` (nor than `normal`, if that is faster still).
#[must_use]
pub fn pace(normal: f64, ticks: usize, budget: f64, floor: f64) -> f64 {
    let fit = budget / (ticks.max(1) as f64);
    normal.min(fit.max(floor))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bao_schema::Lesson;

    #[test]
    fn a_long_reply_is_paced_to_its_budget_a_short_one_as_usual() {
        assert_eq!(pace(450.0, 8, 5000.0, 60.0), 450.0, "a short move at the reader's pace");
        assert_eq!(pace(450.0, 20, 5000.0, 60.0), 250.0, "longer: the budget");
        let long = pace(450.0, 73, 5000.0, 60.0);
        assert!(long * 73.0 <= 5000.0 && long >= 60.0, "73 steps in 5 s, not 33: {long}");
        assert_eq!(pace(450.0, 1000, 5000.0, 60.0), 60.0, "a relay of a thousand steps: the floor");
        assert_eq!(pace(30.0, 1000, 5000.0, 60.0), 30.0, "never slower than the reader asked");
        assert_eq!(pace(450.0, 0, 5000.0, 60.0), 450.0);
    }

    #[test]
    fn ticks_count_steps_or_laps() {
        let l = Lesson::parse_block("mode: step\nmoves: A7< a5>").expect("replays");
        let tl = Timeline::new(l.start, l.plies);
        assert_eq!(tl.ticks_from(0, false), tl.len());
        assert_eq!(tl.ticks_from(tl.len(), false), 0);
        let laps = tl.ticks_from(0, true);
        assert!(laps >= 2 && laps < tl.len(), "{laps} laps of {} steps", tl.len());
    }
}
