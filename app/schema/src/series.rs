//! Goals of several moves where the opponent replies: `captures <n>` (capture in each of your
//! next n moves), `guard <n>` (for n moves, leave the opponent no capture) and `endgame <n>`
//! (win the game within your next n moves). Judged by a full
//! scan of every reply (no search, no randomness): a first move is right when the goal can be
//! reached against EVERY reply of the opponent. The replies the widgets play come from the same
//! scan, so they are deterministic: after a right move, the defence that leaves the fewest right
//! continuations; after a wrong one, a reply that defeats the goal (the biggest capture).

use rules_core::{Event, Move, Position, Side};

/// The most moves a series goal may ask for (the scan grows with the power of the legal moves).
pub const MAX_MOVES: u8 = 3;

/// Which series: capture every move, or leave the opponent no capture every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Series {
    /// `captures <n>`: capture in each of your next n moves.
    Captures,
    /// `guard <n>`: after each of your next n moves, the opponent has no capture.
    Guard,
    /// Win the game within the moves: an endgame played to its end.
    Win,
}

/// Seeds (or stones) a move's trace captures.
#[must_use]
pub fn captured(events: &[Event]) -> u32 {
    events
        .iter()
        .map(|e| match e {
            Event::Capture { count, .. } | Event::KinguluCapture { count, .. } => u32::from(*count),
            Event::Remove { .. } => 1,
            _ => 0,
        })
        .sum()
}

fn captures(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Capture { .. } | Event::KinguluCapture { .. } | Event::Remove { .. }))
}

fn winner(pos: &Position) -> Option<Side> {
    pos.outcome().and_then(|o| o.winner())
}

/// Whether any legal move of the side to move captures.
#[must_use]
pub fn can_capture(pos: &Position) -> bool {
    pos.legal_moves().iter().any(|m| pos.play(m).is_ok_and(|p| captures(&p.events)))
}

/// Whether `mv`, played in `pos`, reaches the series goal of `n` moves against every reply.
#[must_use]
pub fn reaches(series: Series, n: u8, pos: &Position, mv: &Move) -> bool {
    let us = pos.to_move();
    let Ok(played) = pos.play(mv) else { return false };
    if series == Series::Captures && !captures(&played.events) {
        return false;
    }
    let after = played.position;
    if let Some(w) = winner(&after) {
        return w == us;
    }
    if after.outcome().is_some() || (series == Series::Win && n == 1) {
        return false;
    }
    for r in after.legal_moves() {
        let Ok(rp) = after.play(&r) else { return false };
        if series == Series::Guard && captures(&rp.events) {
            return false;
        }
        if n > 1 && !continues(series, n - 1, &rp.position, us) {
            return false;
        }
    }
    true
}

/// After a reply: the game is won by us, or we have a move that reaches the rest of the goal.
fn continues(series: Series, n: u8, pos: &Position, us: Side) -> bool {
    match pos.outcome() {
        Some(o) => o.winner() == Some(us),
        None => pos.legal_moves().iter().any(|m| reaches(series, n, pos, m)),
    }
}

/// The right moves for `n` moves of the series in `pos`.
#[must_use]
pub fn solutions(series: Series, n: u8, pos: &Position) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|m| reaches(series, n, pos, m)).collect()
}

/// The opponent's reply in `after` (he is to move) to a move that was right for `n` moves:
/// the reply that leaves the fewest right continuations (for `n - 1` moves), the first of equals
/// in the order of the legal moves. For `n` = 1 (the goal is reached) the reply that captures
/// least, so the reader sees what the move prevented. None when he has no move.
#[must_use]
pub fn defence(series: Series, n: u8, after: &Position) -> Option<Move> {
    let mut best: Option<(usize, u32, Move)> = None;
    for r in after.legal_moves() {
        let Ok(p) = after.play(&r) else { continue };
        let left =
            if n > 1 && p.position.outcome().is_none() { solutions(series, n - 1, &p.position).len() } else { 0 };
        let took = captured(&p.events);
        if best.is_none_or(|(l, t, _)| (left, took) < (l, t)) {
            best = Some((left, took, r));
        }
    }
    best.map(|(_, _, r)| r)
}

/// The opponent's reply in `after` to a wrong move: one that defeats the goal. For `guard`, the
/// biggest capture; for `captures`, a reply after which no right continuation exists. The first
/// of equals in the order of the legal moves; None when the wrong move did not let any reply
/// defeat the goal (it failed by itself, e.g. a first move that does not capture).
#[must_use]
pub fn refutation(series: Series, n: u8, after: &Position) -> Option<Move> {
    let us = after.to_move().opponent();
    let mut best: Option<(u32, Move)> = None;
    for r in after.legal_moves() {
        let Ok(p) = after.play(&r) else { continue };
        let took = captured(&p.events);
        let defeats = match series {
            Series::Guard => took > 0 || (n > 1 && !continues(series, n - 1, &p.position, us)),
            Series::Captures | Series::Win => n > 1 && !continues(series, n - 1, &p.position, us),
        };
        if defeats && best.is_none_or(|(t, _)| took > t) {
            best = Some((took, r));
        }
    }
    best.map(|(_, r)| r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::Variant;

    fn pos(s: &str) -> Position {
        Position::parse(s).unwrap()
    }

    fn pick(rng: &mut rules_core::random::Rng, n: usize) -> usize {
        rng.below(u32::try_from(n).unwrap()) as usize
    }

    /// A position after `plies` random legal moves from the game's start (fewer if it ends).
    fn random_position(rng: &mut rules_core::random::Rng, game: Variant, plies: usize) -> Position {
        let mut p = Position::start(game);
        for _ in 0..plies {
            let ms = p.legal_moves();
            if ms.is_empty() || p.outcome().is_some() {
                break;
            }
            p = p.apply(&ms[pick(rng, ms.len())]).unwrap();
        }
        p
    }

    /// Brute force of the definition, for small `n`, by another route: every sequence of
    /// replies is enumerated explicitly.
    fn brute(series: Series, n: u8, p: &Position, mv: &Move) -> bool {
        let us = p.to_move();
        let Ok(pl) = p.play(mv) else { return false };
        if series == Series::Captures && captured(&pl.events) == 0 {
            return false;
        }
        if let Some(o) = pl.position.outcome() {
            return o.winner() == Some(us);
        }
        if series == Series::Win && n == 1 {
            return false;
        }
        pl.position.legal_moves().iter().all(|r| {
            let rp = pl.position.play(r).unwrap();
            if series == Series::Guard && captured(&rp.events) > 0 {
                return false;
            }
            if n == 1 {
                return true;
            }
            match rp.position.outcome() {
                Some(o) => o.winner() == Some(us),
                None => rp.position.legal_moves().iter().any(|m2| brute(series, n - 1, &rp.position, m2)),
            }
        })
    }

    #[test]
    fn the_scan_agrees_with_brute_force_on_random_positions() {
        let mut rng = rules_core::random::Rng::new(17);
        let mut seen = [0usize; 4];
        for game in [Variant::Kujifunza, Variant::Kiswahili] {
            for _ in 0..40 {
                let plies = 4 + pick(&mut rng, 20);
                let p = random_position(&mut rng, game, plies);
                if p.outcome().is_some() {
                    continue;
                }
                for (i, (series, n)) in
                    [(Series::Captures, 1), (Series::Captures, 2), (Series::Guard, 1), (Series::Guard, 2)]
                        .into_iter()
                        .enumerate()
                {
                    for mv in p.legal_moves() {
                        let r = reaches(series, n, &p, &mv);
                        assert_eq!(r, brute(series, n, &p, &mv), "{p} {mv} {series:?} {n}");
                        seen[i] += usize::from(r);
                    }
                }
            }
        }
        // The test saw right and wrong moves of every kind.
        assert!(seen.iter().all(|&s| s > 0), "{seen:?}");
    }

    #[test]
    fn replies_defend_a_right_move_and_refute_a_wrong_one() {
        let mut rng = rules_core::random::Rng::new(5);
        let mut checked = 0;
        while checked < 30 {
            let plies = 6 + pick(&mut rng, 14);
            let p = random_position(&mut rng, Variant::Kujifunza, plies);
            if p.outcome().is_some() {
                continue;
            }
            for mv in p.legal_moves() {
                let after = p.apply(&mv).unwrap();
                if after.outcome().is_some() {
                    continue;
                }
                for series in [Series::Captures, Series::Guard] {
                    if reaches(series, 2, &p, &mv) {
                        let d = defence(series, 2, &after).unwrap();
                        let dp = after.apply(&d).unwrap();
                        assert!(dp.outcome().is_some() || !solutions(series, 1, &dp).is_empty());
                        checked += 1;
                    } else if let Some(r) = refutation(series, 2, &after) {
                        let rp = after.play(&r).unwrap();
                        let lost = captured(&rp.events) > 0 && series == Series::Guard
                            || rp.position.outcome().is_some_and(|o| o.winner() != Some(p.to_move()))
                            || solutions(series, 1, &rp.position).is_empty();
                        assert!(lost, "{p} {mv} {r}");
                        checked += 1;
                    }
                }
            }
        }
    }

    /// `endgame 2` is the tactics chapter's win in two, by another route (`tactics::wins_in_two`);
    /// `endgame 1` is a move that wins at once; and a win within 3 moves agrees with the brute force.
    #[test]
    fn a_win_series_agrees_with_the_win_in_two_and_the_brute_force() {
        let mut rng = rules_core::random::Rng::new(23);
        let (mut wins, mut positions) = ([0usize; 3], 0);
        while positions < 150 {
            let plies = 20 + pick(&mut rng, 60);
            let p = random_position(&mut rng, Variant::Kujifunza, plies);
            if p.outcome().is_some() {
                continue;
            }
            positions += 1;
            for mv in p.legal_moves() {
                let one = reaches(Series::Win, 1, &p, &mv);
                assert_eq!(one, crate::tactics::wins(&p, &mv), "{p} {mv}");
                let two = reaches(Series::Win, 2, &p, &mv);
                assert_eq!(two, crate::tactics::wins_in_two(&p, &mv), "{p} {mv}");
                let three = reaches(Series::Win, 3, &p, &mv);
                assert_eq!(three, brute(Series::Win, 3, &p, &mv), "{p} {mv}");
                assert!(!one || two, "a win now is a win within two");
                assert!(!two || three, "a win within two is a win within three");
                for (i, w) in [one, two, three].into_iter().enumerate() {
                    wins[i] += usize::from(w);
                }
            }
        }
        assert!(wins[0] > 0 && wins[1] > wins[0] && wins[2] > wins[1], "{wins:?}");
    }

    #[test]
    fn guard_needs_the_opponent_without_a_capture() {
        let p = pos("kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2:S");
        for mv in p.legal_moves() {
            let after = p.apply(&mv).unwrap();
            assert_eq!(reaches(Series::Guard, 1, &p, &mv), !can_capture(&after), "{mv}");
        }
    }
}
