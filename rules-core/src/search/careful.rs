//! The careful players of `bao match`: rules a beginner can follow at the board, with no
//! search beyond one reply. `careful`: play a move after which the opponent has no capture
//! (a move that ends the game counts: he has no reply at all); when every move leaves one,
//! any move. `careful-greedy`: among the careful moves, the one that captures most; when every
//! move leaves a capture, the move that captures most. Ties are broken at random.
//!
//! What a move captures is read from its trace: the seeds of the opponent's pits captured
//! (Bao la Kiswahili, Kujifunza; K11, K19), the stones removed (Bao la Kimasai, M5), the seeds
//! banked by a capture (Bao Kingulu, G4.3).

use crate::event::Event;
use crate::pit::Move;
use crate::position::Position;
use crate::random::Rng;

/// What the mover captures in a move, from its trace (see the module's text).
#[must_use]
pub fn captured(events: &[Event]) -> u32 {
    events
        .iter()
        .map(|e| match *e {
            Event::Capture { count, .. } => count as u32,
            Event::Remove { .. } => 1,
            Event::KinguluCapture { total, .. } => total as u32,
            _ => 0,
        })
        .sum()
}

/// The biggest capture the side to move has in `position` (0: none, or the game is over).
#[must_use]
pub fn biggest_capture(position: &Position) -> u32 {
    if position.outcome().is_some() {
        return 0;
    }
    position
        .legal_moves()
        .iter()
        .filter_map(|mv| position.play(mv).ok())
        .map(|p| captured(&p.events))
        .max()
        .unwrap_or(0)
}

/// One legal move, what it captures and whether it is careful (it leaves the opponent no
/// capture).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The move.
    pub mv: Move,
    /// What it captures.
    pub captures: u32,
    /// The opponent's biggest capture after it (0 when the move ends the game).
    pub gives: u32,
}

/// Every legal move of `position` as a [`Candidate`], in the order of
/// [`Position::legal_moves`].
#[must_use]
pub fn candidates(position: &Position) -> Vec<Candidate> {
    position
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let played = position.play(&mv).ok()?;
            Some(Candidate { mv, captures: captured(&played.events), gives: biggest_capture(&played.position) })
        })
        .collect()
}

/// The move of the careful player (`greedy`: of the careful-greedy player) in `position`, or
/// `None` when the game is over.
pub(super) fn choose_careful(position: &Position, greedy: bool, rng: &mut Rng) -> Option<Move> {
    if position.outcome().is_some() {
        return None;
    }
    let all = candidates(position);
    let careful: Vec<&Candidate> = all.iter().filter(|c| c.gives == 0).collect();
    let pool: Vec<&Candidate> = if careful.is_empty() { all.iter().collect() } else { careful };
    let pool: Vec<&Candidate> = if greedy {
        let most = pool.iter().map(|c| c.captures).max().unwrap_or(0);
        pool.into_iter().filter(|c| c.captures == most).collect()
    } else {
        pool
    };
    (!pool.is_empty()).then(|| pool[rng.below(pool.len() as u32) as usize].mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pit::Variant;

    /// Random positions of a game, reached by random play from its start.
    fn positions(variant: Variant, games: u64) -> Vec<Position> {
        let mut out = Vec::new();
        for g in 0..games {
            let mut rng = Rng::new(g + 7);
            let mut p = Position::start(variant);
            for _ in 0..40 {
                let moves = p.legal_moves();
                if moves.is_empty() || p.outcome().is_some() {
                    break;
                }
                out.push(p.clone());
                let mv = moves[rng.below(moves.len() as u32) as usize];
                let Ok(next) = p.apply(&mv) else { break };
                p = next;
            }
        }
        out
    }

    #[test]
    fn captured_counts_the_seeds_of_a_capture() {
        let start = Position::start(Variant::Kujifunza);
        // From the start of Bao la Kujifunza every front pit faces 2 seeds: a capture takes 2
        // or more, a takasa none.
        for mv in start.legal_moves() {
            let played = start.play(&mv).expect("legal");
            let victim = start.to_move().opponent();
            let before = seeds_of(&start, victim);
            let after = seeds_of(&played.position, victim);
            assert_eq!(captured(&played.events), before - after, "{mv}");
        }
    }

    fn seeds_of(p: &Position, victim: crate::pit::Side) -> u32 {
        p.pits().into_iter().filter(|pit| pit.side == victim).map(|pit| p.count(pit) as u32).sum()
    }

    #[test]
    fn captures_in_bao_equal_the_seeds_the_opponent_loses() {
        // In Bao la Kiswahili and Kujifunza seeds leave a side only by capture.
        for variant in [Variant::Kujifunza, Variant::Kiswahili] {
            for p in positions(variant, 6) {
                for mv in p.legal_moves() {
                    let played = p.play(&mv).expect("legal");
                    let victim = p.to_move().opponent();
                    let lost = seeds_of(&p, victim) - seeds_of(&played.position, victim);
                    assert_eq!(captured(&played.events), lost, "{mv}");
                }
            }
        }
    }

    #[test]
    fn the_careful_move_leaves_no_capture_when_one_exists() {
        let mut checked = 0;
        for variant in Variant::ALL {
            for (i, p) in positions(variant, 4).into_iter().enumerate() {
                let all = candidates(&p);
                let any_careful = all.iter().any(|c| c.gives == 0);
                for greedy in [false, true] {
                    let mv = choose_careful(&p, greedy, &mut Rng::new(i as u64)).expect("a move");
                    let chosen = all.iter().find(|c| c.mv == mv).expect("a legal move");
                    assert_eq!(chosen.gives == 0, any_careful, "{variant:?} {mv}");
                    if greedy {
                        let pool = all.iter().filter(|c| !any_careful || c.gives == 0);
                        assert_eq!(Some(chosen.captures), pool.map(|c| c.captures).max(), "{variant:?} {mv}");
                    }
                    // The reply it allows, checked by playing every reply.
                    let after = p.apply(&mv).expect("legal");
                    let replies = if after.outcome().is_some() { Vec::new() } else { after.legal_moves() };
                    let biggest = replies.iter().map(|r| captured(&after.play(r).expect("legal").events)).max();
                    assert_eq!(biggest.unwrap_or(0), chosen.gives);
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    #[test]
    fn careful_avoids_the_move_that_gives_a_capture() {
        // Positions of random games of Bao la Kujifunza where some moves hand the opponent a
        // capture and others do not: there the careful players never pick the first kind.
        let mut seen = 0;
        for p in positions(Variant::Kujifunza, 30) {
            let all = candidates(&p);
            if all.iter().any(|c| c.gives == 0) && all.iter().any(|c| c.gives > 0) {
                for seed in 0..8 {
                    for greedy in [false, true] {
                        let mv = choose_careful(&p, greedy, &mut Rng::new(seed)).expect("a move");
                        assert!(all.iter().any(|c| c.mv == mv && c.gives == 0), "{mv}");
                    }
                }
                seen += 1;
            }
        }
        assert!(seen >= 5, "{seen}");
        assert_eq!(choose_careful(&parse_over(), false, &mut Rng::new(1)), None);
    }

    /// The end of a random game of Bao la Kujifunza.
    fn parse_over() -> Position {
        let mut p = Position::start(Variant::Kujifunza);
        let mut rng = Rng::new(99);
        while p.outcome().is_none() {
            let moves = p.legal_moves();
            p = p.apply(&moves[rng.below(moves.len() as u32) as usize]).expect("legal");
        }
        p
    }
}
