//! Exercise goals (`goal:`): reading them against a position, judging a move, and finding
//! every solution among the legal moves.

use crate::error::GoalError;
use crate::series::{self, Series};
use crate::tactics;
use core::fmt;
use rules_core::{Event, Move, Pit, Position};

/// What an exercise asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// `capture <pit>`: a move that captures that pit (Kimasai: removes its stone).
    Capture(Pit),
    /// `takasia`: a move that makes a takasia.
    Takasia,
    /// `win` (or `win 1`): a move that wins at once.
    Win,
    /// `win 2`: a move that wins at once, or after which every reply leaves a winning move.
    WinTwo,
    /// `safe`: a move after which the opponent has no winning reply (avoid losing in one).
    Safe,
    /// `safari`: a move that plays the house.
    Safari,
    /// `reserve`: a move that reserves a hole (Bao Kingulu).
    Reserve,
    /// `end <pit>`: a move whose last lap ends in that pit.
    End(Pit),
    /// `move <m>...`: one of these moves.
    Moves(Vec<Move>),
    /// `legal`: mark every pit a legal move starts from.
    Legal,
    /// `captures <n>`: capture in each of your next n moves, whatever the opponent replies.
    Captures(u8),
    /// `guard <n>`: for n moves, play so that the opponent's reply captures nothing.
    Guard(u8),
    /// `endgame <n>`: win the game within your next n moves, whatever the opponent replies.
    Endgame(u8),
}

/// The goal words and whether each takes a pit; the order of the error message's list.
const WORDS: [&str; 12] =
    ["capture", "captures", "guard", "endgame", "takasia", "win", "safe", "safari", "reserve", "end", "move", "legal"];

impl Goal {
    /// Reads a goal; pits must be on the board of `pos` and moves must be moves of its game.
    pub fn parse(text: &str, pos: &Position) -> Result<Goal, GoalError> {
        let mut words = text.split_whitespace();
        let Some(first) = words.next() else { return Err(GoalError::Unknown { text: text.trim().to_string() }) };
        let Some(&word) = WORDS.iter().find(|w| **w == first) else {
            return Err(GoalError::Unknown { text: text.trim().to_string() });
        };
        let rest: Vec<&str> = words.collect();
        let pit = || -> Result<Pit, GoalError> {
            match rest.as_slice() {
                [p] => Pit::parse(p)
                    .filter(|p| p.on_board(pos.variant()))
                    .ok_or_else(|| GoalError::NotAPit { word, text: p.to_string() }),
                _ => Err(GoalError::NeedsPit { word }),
            }
        };
        let goal = match word {
            "capture" => Goal::Capture(pit()?),
            "end" => Goal::End(pit()?),
            "move" => {
                if rest.is_empty() {
                    return Err(GoalError::NeedsMove);
                }
                let moves = rest
                    .iter()
                    .map(|w| pos.parse_move(w).map_err(|error| GoalError::NotAMove { text: w.to_string(), error }))
                    .collect::<Result<Vec<Move>, GoalError>>()?;
                Goal::Moves(moves)
            }
            "win" => match rest.as_slice() {
                [] | ["1"] => Goal::Win,
                ["2"] => Goal::WinTwo,
                _ => return Err(GoalError::WinDepth { text: rest.join(" ") }),
            },
            "captures" | "guard" | "endgame" => {
                let n = match rest.as_slice() {
                    [n] => n.parse::<u8>().ok().filter(|n| (1..=series::MAX_MOVES).contains(n)),
                    _ => None,
                };
                let Some(n) = n else { return Err(GoalError::SeriesLength { word, text: rest.join(" ") }) };
                match word {
                    "captures" => Goal::Captures(n),
                    "guard" => Goal::Guard(n),
                    _ => Goal::Endgame(n),
                }
            }
            _ if !rest.is_empty() => return Err(GoalError::TakesNothing { word }),
            "takasia" => Goal::Takasia,
            "safe" => Goal::Safe,
            "safari" => Goal::Safari,
            "reserve" => Goal::Reserve,
            _ => Goal::Legal,
        };
        Ok(goal)
    }

    /// Reads a goal and checks that it has a solution in `pos`.
    pub fn parse_solvable(text: &str, pos: &Position) -> Result<Goal, GoalError> {
        let goal = Goal::parse(text, pos)?;
        goal.check(pos)?;
        Ok(goal)
    }

    /// Whether the exercise can be solved: the mover has a legal move, and one reaches the goal.
    pub fn check(&self, pos: &Position) -> Result<(), GoalError> {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Err(GoalError::NoLegalMove);
        }
        if *self == Goal::Legal {
            return Ok(());
        }
        let solutions = legal.iter().filter(|mv| self.reached_by(pos, mv)).count();
        if solutions == 0 {
            Err(GoalError::NoSolution { legal })
        } else if matches!(self, Goal::Safe | Goal::Captures(_) | Goal::Guard(_) | Goal::Endgame(_))
            && solutions == legal.len()
        {
            // Nothing to avoid: every move is right, and the exercise teaches nothing.
            Err(GoalError::NothingWrong)
        } else {
            Ok(())
        }
    }

    fn reached_by(&self, pos: &Position, mv: &Move) -> bool {
        match self {
            // No need to play the move: the goal names it.
            Goal::Moves(ms) => ms.contains(mv),
            _ => pos.play(mv).is_ok_and(|p| self.reached(pos, mv, &p.events)),
        }
    }

    /// Does this move, with its trace, reach the goal? (`Legal` is judged on pits, not moves.)
    #[must_use]
    pub fn reached(&self, pos: &Position, mv: &Move, events: &[Event]) -> bool {
        let mover = pos.to_move();
        match self {
            Goal::Capture(p) => events.iter().any(|e| {
                matches!(e, Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } if pit == p)
            }),
            Goal::Takasia => events.iter().any(|e| matches!(e, Event::Takasia { .. })),
            Goal::Win => events.iter().any(|e| matches!(e, Event::GameOver { outcome } if outcome.winner() == Some(mover))),
            Goal::WinTwo => tactics::wins_in_two(pos, mv),
            Goal::Safe => tactics::is_safe(pos, mv),
            Goal::Safari => events.iter().any(|e| matches!(e, Event::Safari { .. })),
            Goal::Reserve => events.iter().any(|e| matches!(e, Event::Reserve { .. })),
            Goal::End(p) => last_end(events) == Some(*p),
            Goal::Moves(ms) => ms.contains(mv),
            Goal::Legal => false,
            Goal::Captures(n) => series::reaches(Series::Captures, *n, pos, mv),
            Goal::Guard(n) => series::reaches(Series::Guard, *n, pos, mv),
            Goal::Endgame(n) => series::reaches(Series::Win, *n, pos, mv),
        }
    }

    /// A goal of several moves where the opponent replies: its series and number of moves.
    #[must_use]
    pub fn series(&self) -> Option<(Series, u8)> {
        match self {
            Goal::Captures(n) => Some((Series::Captures, *n)),
            Goal::Guard(n) => Some((Series::Guard, *n)),
            Goal::Endgame(n) => Some((Series::Win, *n)),
            _ => None,
        }
    }

    /// The goal's word as written (`capture`, `win 2`, ...): the kinds the book's exercise
    /// figures count. A new goal kind names itself here.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Goal::Capture(_) => "capture",
            Goal::Takasia => "takasia",
            Goal::Win => "win",
            Goal::WinTwo => "win 2",
            Goal::Safe => "safe",
            Goal::Safari => "safari",
            Goal::Reserve => "reserve",
            Goal::End(_) => "end",
            Goal::Moves(_) => "move",
            Goal::Legal => "legal",
            Goal::Captures(_) => "captures",
            Goal::Guard(_) => "guard",
            Goal::Endgame(_) => "endgame",
        }
    }

    /// How many of the reader's moves the goal looks at: 1 for a one-move question, more for
    /// the goals where the opponent replies (the book counts them as multi-move exercises).
    #[must_use]
    pub fn reader_moves(&self) -> usize {
        match self {
            Goal::WinTwo => 2,
            Goal::Captures(n) | Goal::Guard(n) | Goal::Endgame(n) => usize::from(*n),
            _ => 1,
        }
    }

    /// Whether the goal is an endgame played to the end (`endgame <n>`; the book counts them).
    #[must_use]
    pub fn is_endgame(&self) -> bool {
        matches!(self, Goal::Endgame(_))
    }

    /// Whether the question is answered by one move (every goal but `legal`, which marks pits):
    /// the goals whose number of legal moves says whether they can be guessed.
    #[must_use]
    pub fn answered_by_a_move(&self) -> bool {
        *self != Goal::Legal
    }

    /// Every legal move that reaches the goal (none for `Legal`).
    #[must_use]
    pub fn solutions(&self, pos: &Position) -> Vec<Move> {
        pos.legal_moves().into_iter().filter(|mv| self.reached_by(pos, mv)).collect()
    }
}

/// The canonical text, read back by [`Goal::parse`].
impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Capture(p) => write!(f, "capture {p}"),
            Goal::End(p) => write!(f, "end {p}"),
            Goal::Takasia => f.write_str("takasia"),
            Goal::Win => f.write_str("win"),
            Goal::WinTwo => f.write_str("win 2"),
            Goal::Safe => f.write_str("safe"),
            Goal::Safari => f.write_str("safari"),
            Goal::Reserve => f.write_str("reserve"),
            Goal::Legal => f.write_str("legal"),
            Goal::Captures(n) => write!(f, "captures {n}"),
            Goal::Guard(n) => write!(f, "guard {n}"),
            Goal::Endgame(n) => write!(f, "endgame {n}"),
            Goal::Moves(ms) => {
                f.write_str("move")?;
                for m in ms {
                    write!(f, " {m}")?;
                }
                Ok(())
            }
        }
    }
}

/// Where the move's last lap ended.
#[must_use]
pub fn last_end(events: &[Event]) -> Option<Pit> {
    events.iter().rev().find_map(|e| match *e {
        Event::MoveEnd { pit } | Event::NyumbaStop { pit, .. } | Event::TakasiaStop { pit } => Some(pit),
        _ => None,
    })
}

/// The pits a legal move starts from (the answer of a `legal` exercise), sorted.
#[must_use]
pub fn legal_pits(pos: &Position) -> Vec<Pit> {
    let mut pits: Vec<Pit> = pos.legal_moves().into_iter().map(|m| m.pit).collect();
    pits.dedup();
    pits
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::Variant;

    fn start() -> Position {
        Position::start(Variant::Kiswahili)
    }

    #[test]
    fn goals_read_and_write_back() {
        for text in [
            "capture a4",
            "captures 2",
            "guard 1",
            "guard 3",
            "end A1",
            "takasia",
            "win",
            "win 2",
            "safe",
            "safari",
            "reserve",
            "legal",
            "move A6< A7>",
        ] {
            let g = Goal::parse(text, &start()).unwrap();
            assert_eq!(g.to_string(), text);
            assert_eq!(Goal::parse(&g.to_string(), &start()), Ok(g));
        }
        assert_eq!(Goal::parse("  capture   a4 ", &start()), Ok(Goal::Capture(Pit::parse("a4").unwrap())));
        assert_eq!(Goal::parse("win 1", &start()), Ok(Goal::Win));
    }

    #[test]
    fn bad_goals_say_why() {
        let e = |t: &str| Goal::parse(t, &start()).unwrap_err();
        assert_eq!(e("fly"), GoalError::Unknown { text: "fly".into() });
        assert_eq!(e(""), GoalError::Unknown { text: String::new() });
        assert_eq!(e("capture"), GoalError::NeedsPit { word: "capture" });
        assert_eq!(e("capture a4 a5"), GoalError::NeedsPit { word: "capture" });
        assert_eq!(e("end z1"), GoalError::NotAPit { word: "end", text: "z1".into() });
        // a9 does not exist on an 8-pit row.
        assert_eq!(e("capture a9"), GoalError::NotAPit { word: "capture", text: "a9".into() });
        assert_eq!(e("win now"), GoalError::WinDepth { text: "now".into() });
        assert_eq!(e("win 3"), GoalError::WinDepth { text: "3".into() });
        assert_eq!(e("safe a1"), GoalError::TakesNothing { word: "safe" });
        assert_eq!(e("captures"), GoalError::SeriesLength { word: "captures", text: String::new() });
        assert_eq!(e("guard 4"), GoalError::SeriesLength { word: "guard", text: "4".into() });
        assert_eq!(e("guard 0"), GoalError::SeriesLength { word: "guard", text: "0".into() });
        assert_eq!(e("captures two"), GoalError::SeriesLength { word: "captures", text: "two".into() });
        assert_eq!(e("move"), GoalError::NeedsMove);
        assert!(matches!(e("move Q1<"), GoalError::NotAMove { .. }));
    }

    #[test]
    fn solutions_reach_the_goal_and_check_agrees() {
        let pos = start();
        let all = Goal::Moves(pos.legal_moves());
        assert_eq!(all.solutions(&pos), pos.legal_moves());
        assert_eq!(all.check(&pos), Ok(()));
        // No capture of a1 from the start (a1 is empty).
        let none = Goal::Capture(Pit::parse("a1").unwrap());
        assert!(none.solutions(&pos).is_empty());
        assert!(matches!(none.check(&pos), Err(GoalError::NoSolution { .. })));
        assert_eq!(Goal::Legal.check(&pos), Ok(()));
        assert!(Goal::Legal.solutions(&pos).is_empty());
        // Each pit a legal move starts from, once: A6 and A7 (both directions); not the
        // nyumba A5, which may start a takasa only when it is the only occupied front pit.
        assert_eq!(legal_pits(&pos), ["A6", "A7"].map(|p| Pit::parse(p).unwrap()));
    }
}
