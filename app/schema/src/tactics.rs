//! Looking one or two moves ahead, by playing every move: the judging of the `win`, `win 2`
//! and `safe` goals, and the replies the widgets show (the opponent's punishing reply, the best
//! defence in a win in two). A full scan, no search: at most three plies, a few thousand moves
//! played in the positions exercises use.

use rules_core::{Move, Position, Side};

/// The side that has won in `pos`, if the game is over with a winner.
fn winner(pos: &Position) -> Option<Side> {
    pos.outcome().and_then(|o| o.winner())
}

/// Whether `mv` wins the game at once for the side to move.
#[must_use]
pub fn wins(pos: &Position, mv: &Move) -> bool {
    let mover = pos.to_move();
    pos.apply(mv).is_ok_and(|p| winner(&p) == Some(mover))
}

/// A move that wins at once for the side to move, the first in the order of the legal moves.
#[must_use]
pub fn winning_move(pos: &Position) -> Option<Move> {
    pos.legal_moves().into_iter().find(|mv| wins(pos, mv))
}

/// Whether the side to move, after `mv`, has no move that wins at once (a move that wins at
/// once is safe too).
#[must_use]
pub fn is_safe(pos: &Position, mv: &Move) -> bool {
    let mover = pos.to_move();
    match pos.apply(mv) {
        Err(_) => false,
        Ok(after) => match winner(&after) {
            Some(w) => w == mover,
            None => winning_move(&after).is_none(),
        },
    }
}

/// Whether `mv` wins at once, or leaves the opponent only replies after which the mover has a
/// winning move.
#[must_use]
pub fn wins_in_two(pos: &Position, mv: &Move) -> bool {
    let mover = pos.to_move();
    let Ok(after) = pos.apply(mv) else { return false };
    if let Some(w) = winner(&after) {
        return w == mover;
    }
    escape(&after).is_none() && !after.legal_moves().is_empty()
}

/// In `after` (the opponent to move after our move): a reply after which we have no winning
/// move (a reply that wins for him counts), the first such in the order of the legal moves.
#[must_use]
pub fn escape(after: &Position) -> Option<Move> {
    let us = after.to_move().opponent();
    after.legal_moves().into_iter().find(|r| match after.apply(r) {
        Err(_) => false,
        Ok(p) => match winner(&p) {
            Some(w) => w != us,
            None => winning_move(&p).is_none(),
        },
    })
}

/// In `after` (the opponent to move, every reply losing to a winning move): the reply that
/// leaves the fewest winning moves, the hardest to find; the first of those in the order of
/// the legal moves. None when he has no move.
#[must_use]
pub fn defence(after: &Position) -> Option<Move> {
    let us = after.to_move().opponent();
    let mut best: Option<(usize, Move)> = None;
    for r in after.legal_moves() {
        let Ok(p) = after.apply(&r) else { continue };
        if winner(&p).is_some_and(|w| w != us) {
            return Some(r);
        }
        let n = p.legal_moves().iter().filter(|m| wins(&p, m)).count();
        if best.is_none_or(|(b, _)| n < b) {
            best = Some((n, r));
        }
    }
    best.map(|(_, r)| r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        Position::parse(s).unwrap()
    }

    #[test]
    fn a_win_in_one_is_found_and_is_safe() {
        // North's front row holds one seed in a8, facing A1; South captures it from A3 by A1?
        // Checked by brute force below rather than by hand: the first winning move wins.
        let p = pos("kujifunza:8,0,1,5,1,5,2,1/1,0,0,1,0,0,0,0/2,2,4,4,0,5,4,1/0,3,0,4,5,2,1,2:S");
        let w = winning_move(&p).expect("the tactics page's position 1 has a win");
        assert!(wins(&p, &w));
        assert!(is_safe(&p, &w), "a move that wins at once is safe");
        assert!(wins_in_two(&p, &w), "and wins in two");
        let after = p.apply(&w).unwrap();
        assert_eq!(winner(&after), Some(Side::South));
        assert_eq!(after.legal_moves(), [], "the game is over");
    }

    /// Positions of the book's tactics chapter (checked there by the engine).
    const SAFE: [&str; 2] = [
        "kujifunza:3,10,4,6,1,5,3,9/2,5,0,3,2,0,4,0/0,0,0,0,0,0,1,0/2,1,0,1,0,0,2,0:S",
        "kiswahili:2,1,1,1,0,0,0,0/1,1,1,9,0,0,0,0/0,1,1,0,0,1,3,0/1,1,1,1,1,0,1,1:S:17,17:N:-",
    ];
    const WIN_TWO: [&str; 2] = [
        "kujifunza:4,1,3,1,0,1,1,12/1,0,0,0,0,0,0,0/3,7,5,2,9,0,3,0/3,1,1,2,0,1,1,2:S",
        "kiswahili:0,0,0,0,0,0,0,0/0,1,4,1,0,0,0,1/0,0,2,4,10,1,1,1/0,0,0,0,0,0,0,0:S:19,19:S:-",
    ];

    #[test]
    fn safe_moves_leave_no_winning_reply() {
        for text in SAFE {
            let p = pos(text);
            let (safe, unsafe_): (Vec<Move>, Vec<Move>) = p.legal_moves().into_iter().partition(|m| is_safe(&p, m));
            assert!(!safe.is_empty() && !unsafe_.is_empty(), "{text}");
            for m in &unsafe_ {
                let after = p.apply(m).unwrap();
                let reply = winning_move(&after).expect("an unsafe move has a winning reply");
                assert!(wins(&after, &reply));
                assert!(escape(&after).is_some(), "a winning reply is an escape from any win");
            }
        }
    }

    #[test]
    fn a_win_in_two_holds_against_every_reply() {
        for text in WIN_TWO {
            let p = pos(text);
            assert_eq!(winning_move(&p), None, "no win in one: {text}");
            let solutions: Vec<Move> = p.legal_moves().into_iter().filter(|m| wins_in_two(&p, m)).collect();
            assert!(!solutions.is_empty(), "{text}");
            for mv in p.legal_moves() {
                let after = p.apply(&mv).unwrap();
                // By brute force: every reply leaves a winning move.
                let holds = after.legal_moves().iter().all(|r| winning_move(&after.apply(r).unwrap()).is_some());
                assert_eq!(wins_in_two(&p, &mv), holds, "{text} {mv}");
                if holds {
                    let d = defence(&after).expect("a reply");
                    assert!(winning_move(&after.apply(&d).unwrap()).is_some());
                } else {
                    let r = escape(&after).expect("an escape");
                    assert_eq!(winning_move(&after.apply(&r).unwrap()), None);
                }
            }
        }
    }

    #[test]
    fn the_start_has_no_win_and_every_move_is_safe() {
        let p = Position::start(rules_core::Variant::Kujifunza);
        assert_eq!(winning_move(&p), None);
        for mv in p.legal_moves() {
            assert!(is_safe(&p, &mv), "{mv}");
            assert!(!wins_in_two(&p, &mv), "{mv}");
            let after = p.apply(&mv).unwrap();
            assert!(escape(&after).is_some());
        }
    }
}
