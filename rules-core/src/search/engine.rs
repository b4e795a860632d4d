//! The search proper, generic over a game's [`Rules`]: iterative deepening, principal
//! variation search (negamax alpha-beta with null windows), a transposition table, move
//! ordering (the table's move, then immediate gains, killers and history), win and loss scores
//! in plies, and a proof flag when no position of the tree was judged by the evaluation.

use super::rules::{Child, Rules, Terminal, Weights, CODES};
use super::tt::{Bound, Table, NO_MOVE, SOLVED};
use super::Clock;
use crate::random::Rng;

/// The score of a won position, minus the plies to the win.
pub(crate) const WIN: i32 = 1_000_000;
/// Beyond every score.
pub(crate) const INF: i32 = WIN + 1;
/// Scores this close to `WIN` are wins (or, negated, losses) in `WIN - |score|` plies.
pub(crate) const MATE_BOUND: i32 = WIN - 10_000;
/// The deepest ply the search reaches (the depth limit is below it).
pub(crate) const MAX_PLY: usize = 128;
/// The clock is asked the time once every this many nodes.
const POLL: u64 = 1024;

pub(crate) fn terminal_score(t: Terminal, ply: usize) -> i32 {
    match t {
        Terminal::Win => WIN - ply as i32,
        Terminal::Loss => -(WIN - ply as i32),
        Terminal::Draw => 0,
    }
}

/// Scores are stored relative to the node (a win in n plies from it), and read back relative
/// to the root.
#[inline(always)]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline(always)]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A move at the root, with what the last iteration learned about it.
#[derive(Clone, Debug)]
pub(crate) struct RootMove<R> {
    pub code: u8,
    pub pos: R,
    pub hash: u64,
    /// The score of the last iteration that searched it (a bound when it was not the best in
    /// a normal search, exact in an analysis).
    pub score: i32,
    /// Its main line, the move itself first.
    pub pv: Vec<u8>,
    /// No position of its subtree was judged by the evaluation in the last iteration.
    pub solved: bool,
}

/// The search's state for one request.
pub(crate) struct Engine<'a, R: Rules> {
    tt: &'a mut Table,
    weights: Weights,
    stack: Vec<Child<R>>,
    pub nodes: u64,
    node_limit: u64,
    clock: &'a mut dyn Clock,
    deadline: f64,
    next_poll: u64,
    /// The search must not stop before this depth is complete.
    min_depth: u32,
    depth: u32,
    pub stopped: bool,
    /// Positions judged by the evaluation (or by a table entry that was), and repetition
    /// draws: when an iteration does not add to it, its result is exact.
    horizon: u64,
    killers: [[u8; 2]; MAX_PLY],
    history: [[u32; CODES]; 2],
    /// Hashes of the game's positions so far and of the current line (for M7).
    path: Vec<u64>,
    pv: Vec<u8>,
    pv_len: [usize; MAX_PLY + 1],
}

/// What a whole search found.
pub(crate) struct Found<R> {
    pub moves: Vec<RootMove<R>>,
    /// The deepest complete iteration (or the aborted one whose first move was searched).
    pub depth: u32,
    /// The tree was searched to its end: the scores are the game's values.
    pub proven: bool,
}

impl<'a, R: Rules> Engine<'a, R> {
    pub(super) fn new(tt: &'a mut Table, weights: Weights, clock: &'a mut dyn Clock, history: &[u64]) -> Engine<'a, R> {
        tt.new_search();
        Engine {
            tt,
            weights,
            stack: Vec::with_capacity(64 * 48),
            nodes: 0,
            node_limit: u64::MAX,
            clock,
            deadline: f64::INFINITY,
            next_poll: POLL,
            min_depth: 1,
            depth: 0,
            stopped: false,
            horizon: 0,
            killers: [[NO_MOVE; 2]; MAX_PLY],
            history: [[0; CODES]; 2],
            path: history.to_vec(),
            pv: vec![NO_MOVE; (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: [0; MAX_PLY + 1],
        }
    }

    /// The node and time budget: the search stops when either runs out, but never before
    /// `min_depth` is complete.
    pub(super) fn limit(&mut self, nodes: Option<u64>, time_ms: Option<f64>, min_depth: u32) {
        self.node_limit = nodes.unwrap_or(u64::MAX);
        if let Some(ms) = time_ms {
            self.deadline = self.clock.now_ms() + ms;
        }
        self.min_depth = min_depth;
    }

    #[inline(always)]
    fn check_limits(&mut self) {
        if self.depth <= self.min_depth {
            return;
        }
        if self.nodes >= self.node_limit {
            self.stopped = true;
        } else if self.nodes >= self.next_poll {
            self.next_poll = self.nodes + POLL;
            if self.deadline.is_finite() && self.clock.now_ms() >= self.deadline {
                self.stopped = true;
            }
        }
    }

    /// The root moves, in the order given by `seed` (so that equal moves are chosen by it).
    pub(super) fn root_moves(&mut self, root: &R, seed: u64) -> Vec<RootMove<R>> {
        let mut children = Vec::new();
        self.nodes += root.children(&mut children) as u64;
        let mut rng = Rng::new(seed);
        // Fisher-Yates, deterministic for a seed.
        for i in (1..children.len()).rev() {
            let j = rng.below(i as u32 + 1) as usize;
            children.swap(i, j);
        }
        children
            .into_iter()
            .map(|c| RootMove {
                code: c.code,
                hash: c.pos.hash(),
                pos: c.pos,
                score: -INF,
                pv: vec![c.code],
                solved: false,
            })
            .collect()
    }

    /// Iterative deepening from `root`. With `all`, every root move gets an exact score (an
    /// analysis); otherwise only the best one does. `report` is called after each iteration.
    pub(super) fn iterate(
        &mut self,
        root: &R,
        mut moves: Vec<RootMove<R>>,
        max_depth: u32,
        all: bool,
        report: &mut dyn FnMut(&Found<R>, u64),
    ) -> Found<R> {
        let mut found = Found { moves: moves.clone(), depth: 0, proven: false };
        if moves.is_empty() {
            return found;
        }
        self.path.push(root.hash());
        let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 2);
        for depth in 1..=max_depth {
            self.depth = depth;
            let h0 = self.horizon;
            let complete = self.root(&mut moves, depth, all);
            if !complete {
                // Aborted: keep the moves searched in this iteration when the first one (the
                // last iteration's best) was, as they were compared with it.
                if !all && moves[0].score > -INF && found.depth > 0 {
                    let mut best: Option<&RootMove<R>> = None;
                    for m in moves.iter().take_while(|m| m.score > -INF) {
                        if best.is_none_or(|b| m.score > b.score) {
                            best = Some(m);
                        }
                    }
                    if let Some(best) = best.filter(|b| b.code != found.moves[0].code).cloned() {
                        let code = best.code;
                        let rest = found.moves.iter().filter(|m| m.code != code).cloned();
                        found.moves = core::iter::once(best).chain(rest).collect();
                    }
                }
                break;
            }
            // Best first; a stable sort keeps the search order among equals.
            moves.sort_by_key(|m| -m.score);
            let proven = self.horizon == h0;
            found = Found { moves: moves.clone(), depth, proven };
            report(&found, self.nodes);
            let best = moves[0].score;
            let settled = best.abs() > MATE_BOUND && (WIN - best.abs()) as u32 <= depth;
            if proven || (!all && settled) {
                break;
            }
            for m in moves.iter_mut() {
                m.score = -INF;
            }
        }
        found
    }

    /// One iteration at the root. Returns false when the search was stopped in it.
    fn root(&mut self, moves: &mut [RootMove<R>], depth: u32, all: bool) -> bool {
        let mut alpha = -INF;
        let beta = INF;
        for (i, m) in moves.iter_mut().enumerate() {
            let (pos, hash) = (m.pos, m.hash);
            let h0 = self.horizon;
            if R::REPETITION_DRAWS {
                self.path.push(hash);
            }
            let d = depth as i32 - 1;
            // An analysis searches every move with the full window (alpha stays at -INF).
            let score = if all || i == 0 {
                -self.search(&pos, d, -beta, -alpha, 1, hash)
            } else {
                let s = -self.search(&pos, d, -alpha - 1, -alpha, 1, hash);
                if s > alpha && !self.stopped {
                    -self.search(&pos, d, -beta, -alpha, 1, hash)
                } else {
                    s
                }
            };
            if R::REPETITION_DRAWS {
                self.path.pop();
            }
            if self.stopped {
                return false;
            }
            m.score = score;
            m.solved = self.horizon == h0;
            if all || score > alpha || i == 0 {
                m.pv.clear();
                m.pv.push(m.code);
                m.pv.extend_from_slice(&self.pv[(MAX_PLY + 1) + 1..(MAX_PLY + 1) + self.pv_len[1]]);
            }
            if !all && score > alpha {
                alpha = score;
            }
        }
        true
    }

    #[inline(always)]
    fn repeated(&self, hash: u64) -> bool {
        // The current position is the last entry; the same side was to move 2, 4, ... plies ago.
        let n = self.path.len();
        let mut i = n.wrapping_sub(3);
        while i < n {
            if self.path[i] == hash {
                return true;
            }
            i = i.wrapping_sub(2);
        }
        false
    }

    fn set_pv(&mut self, ply: usize, code: u8) {
        let row = ply * (MAX_PLY + 1);
        let next = (ply + 1) * (MAX_PLY + 1);
        self.pv[row + ply] = code;
        let end = self.pv_len[ply + 1].max(ply + 1);
        for j in ply + 1..end {
            self.pv[row + j] = self.pv[next + j];
        }
        self.pv_len[ply] = end;
    }

    /// Negamax with a null window for every move but the first (PVS).
    fn search(&mut self, pos: &R, depth: i32, mut alpha: i32, beta: i32, ply: usize, hash: u64) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(t) = pos.terminal() {
            return terminal_score(t, ply);
        }
        if R::REPETITION_DRAWS && self.repeated(hash) {
            self.horizon += 1;
            return 0; // M7
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            self.horizon += 1;
            return pos.eval(&self.weights);
        }
        // No score beats a win on the next ply, none is worse than a loss now.
        let alpha0 = alpha;
        let pv_node = beta - alpha > 1;
        let mut tt_move = NO_MOVE;
        if let Some(hit) = self.tt.probe(hash) {
            tt_move = hit.mv;
            let solved = hit.depth == SOLVED;
            if (solved || hit.depth as i32 >= depth) && (!pv_node || hit.bound == Bound::Exact) {
                let s = from_tt(hit.score, ply);
                let usable = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if usable {
                    if !solved {
                        self.horizon += 1;
                    }
                    if hit.mv != NO_MOVE && hit.bound == Bound::Exact {
                        self.pv[ply * (MAX_PLY + 1) + ply] = hit.mv;
                        self.pv_len[ply] = ply + 1;
                    }
                    return s;
                }
            }
        }
        let h0 = self.horizon;
        let start = self.stack.len();
        self.nodes += pos.children(&mut self.stack) as u64;
        self.check_limits();
        let end = self.stack.len();
        if end == start {
            let s = terminal_score(pos.no_moves(), ply);
            self.tt.store(hash, to_tt(s, ply), SOLVED, Bound::Exact, NO_MOVE);
            return s;
        }
        if self.stopped {
            self.stack.truncate(start);
            return 0;
        }
        // A move that wins at once is the best there is.
        if let Some(win) = self.stack[start..end].iter().find(|c| c.pos.won_by_mover()) {
            let code = win.code;
            self.stack.truncate(start);
            let s = WIN - (ply as i32 + 1);
            self.tt.store(hash, to_tt(s, ply), SOLVED, Bound::Exact, code);
            self.pv_len[ply + 1] = ply + 1;
            self.set_pv(ply, code);
            return s;
        }
        let side = pos.side().index();
        let killers = self.killers[ply];
        for c in &mut self.stack[start..end] {
            c.key = if c.code == tt_move {
                i32::MAX
            } else {
                let k = if c.code == killers[0] {
                    2
                } else if c.code == killers[1] {
                    1
                } else {
                    0
                };
                ((c.gain as i32) << 20)
                    + (k << 18)
                    + self.history[side][c.code as usize & (CODES - 1)].min(0x3FFFF) as i32
            };
        }
        let mut best = -INF;
        let mut best_code = NO_MOVE;
        for n in start..end {
            // Selection: the best key of the rest comes next.
            let mut top = n;
            for j in n + 1..end {
                if self.stack[j].key > self.stack[top].key {
                    top = j;
                }
            }
            self.stack.swap(n, top);
            let child = self.stack[n];
            let ch = child.pos.hash();
            if R::REPETITION_DRAWS {
                self.path.push(ch);
            }
            let score = if n == start {
                -self.search(&child.pos, depth - 1, -beta, -alpha, ply + 1, ch)
            } else {
                let s = -self.search(&child.pos, depth - 1, -alpha - 1, -alpha, ply + 1, ch);
                if s > alpha && s < beta && !self.stopped {
                    -self.search(&child.pos, depth - 1, -beta, -alpha, ply + 1, ch)
                } else {
                    s
                }
            };
            if R::REPETITION_DRAWS {
                self.path.pop();
            }
            if self.stopped {
                self.stack.truncate(start);
                return 0;
            }
            if score > best {
                best = score;
                best_code = child.code;
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, child.code);
                    if score >= beta {
                        if child.gain <= 0 && self.killers[ply][0] != child.code {
                            self.killers[ply][1] = self.killers[ply][0];
                            self.killers[ply][0] = child.code;
                        }
                        let h = &mut self.history[side][child.code as usize & (CODES - 1)];
                        *h = h.saturating_add((depth * depth) as u32);
                        break;
                    }
                }
            }
        }
        self.stack.truncate(start);
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_depth = if self.horizon == h0 { SOLVED } else { depth.min(SOLVED as i32 - 1) as u8 };
        self.tt.store(hash, to_tt(best, ply), stored_depth, bound, best_code);
        best
    }
}
