//! The principles of play that Part 3 of the course teaches ("Playing well",
//! `book/src/course/play-well/`), as values: a principle gives each legal move a value and says
//! "play a move of the highest value". The studies (`rules-core/examples/study_principle.rs`)
//! measure how far the engine agrees with each; the exercise finder of the lesson schema
//! (`app/schema/examples/find-series.rs --principle NAME`) keeps the positions whose right
//! first moves are the principle's. No search: each value reads the move and, at most, the
//! opponent's replies to it.
//!
//! The principles:
//!
//! - `no-capture`: leave the opponent no capture (value 1 when the opponent has no capture
//!   after the move, else 0).
//! - `net-gain`: take the most counting his reply (value: what the move captures minus the
//!   biggest capture the opponent then has).
//! - `biggest`: capture the most (value: what the move captures).
//! - `front-row`: keep seeds in your front row (value: the mover's seeds on his front row after
//!   the move).
//! - `front-after-reply`: keep seeds in your front row, counting his answer (value: the mover's
//!   front-row seeds after the opponent's reply that leaves him the fewest).
//! - `keep-nyumba`: Bao la Kiswahili, namua stage: keep your nyumba working (value 1 when, after
//!   the move, the mover still owns his nyumba and it holds 6 seeds or more, K14).
//! - `mobility`: leave him few moves (value: minus the number of the opponent's legal moves
//!   after the move).
//!
//! ```
//! use rules_core::principle::{facts, followers, Principle};
//! use rules_core::Position;
//!
//! let p = Position::parse("kujifunza:2,2,3,5,4,1,3,1/7,4,1,0,3,1,1,2/0,1,0,0,3,6,1,1/3,2,0,0,2,1,2,2:S")?;
//! let all = facts(&p);
//! // Stage 28's demonstration: `A5<` is South's only move that leaves North no capture.
//! let careful = followers(&all, Principle::NoCapture);
//! assert_eq!(careful.iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["A5<"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::pit::{Move, Pit, Row, Side};
use crate::position::Position;
use crate::search::{biggest_capture, captured};

/// A principle: a value for each legal move; the principle says "play a move of the highest
/// value".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Principle {
    /// Leave the opponent no capture.
    NoCapture,
    /// What the move captures minus the opponent's biggest capture in reply.
    NetGain,
    /// What the move captures.
    Biggest,
    /// The mover's front-row seeds after the move.
    FrontRow,
    /// The mover's front-row seeds after the opponent's reply that leaves him the fewest.
    FrontAfterReply,
    /// Bao la Kiswahili, namua stage: the mover still owns a nyumba of 6 seeds or more.
    KeepNyumba,
    /// Minus the opponent's number of legal moves after the move.
    Mobility,
}

impl Principle {
    /// Every principle, in the order the studies list them.
    pub const ALL: [Principle; 7] = [
        Principle::NoCapture,
        Principle::NetGain,
        Principle::Biggest,
        Principle::FrontRow,
        Principle::FrontAfterReply,
        Principle::KeepNyumba,
        Principle::Mobility,
    ];

    /// The principle's name on the command line (`no-capture`, `net-gain` ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Principle::NoCapture => "no-capture",
            Principle::NetGain => "net-gain",
            Principle::Biggest => "biggest",
            Principle::FrontRow => "front-row",
            Principle::FrontAfterReply => "front-after-reply",
            Principle::KeepNyumba => "keep-nyumba",
            Principle::Mobility => "mobility",
        }
    }

    /// The principle of that name, if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Principle> {
        Principle::ALL.into_iter().find(|p| p.name() == name)
    }

    /// What the value means, for the studies' output (South is the mover, North the
    /// opponent).
    #[must_use]
    pub fn value_means(self) -> &'static str {
        match self {
            Principle::NoCapture => "1 if North has no capture after the move",
            Principle::NetGain => "seeds captured minus North's biggest capture in reply",
            Principle::Biggest => "seeds captured",
            Principle::FrontRow => "South's front-row seeds after the move",
            Principle::FrontAfterReply => "South's front-row seeds after North's reply that leaves him the fewest",
            Principle::KeepNyumba => "1 if South still owns a nyumba of 6+ seeds after the move",
            Principle::Mobility => "minus the number of North's legal moves after the move",
        }
    }

    /// The principle the studies' positions must split from (none: every position where the
    /// values differ counts): `net-gain` and `biggest` are measured against each other.
    #[must_use]
    pub fn rival(self) -> Option<Principle> {
        match self {
            Principle::NetGain => Some(Principle::Biggest),
            Principle::Biggest => Some(Principle::NetGain),
            _ => None,
        }
    }

    /// Does the principle apply to this position at all? (`keep-nyumba`: only in the namua
    /// stage of Bao la Kiswahili, while the mover owns a working nyumba.)
    #[must_use]
    pub fn applies(self, p: &Position) -> bool {
        match self {
            Principle::KeepNyumba => match p {
                Position::Bao(b) => b.is_namua() && b.nyumba_functional(p.to_move()),
                _ => false,
            },
            _ => true,
        }
    }
}

/// One legal move with what the principles read from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The move.
    pub mv: Move,
    /// What it captures.
    pub captures: u32,
    /// The opponent's biggest capture after the move (0 when the game is over).
    pub gives: u32,
    /// The mover's front-row seeds after the move.
    pub front: u32,
    /// The mover's front-row seeds after the opponent's reply that leaves him the fewest.
    pub front_after_reply: u32,
    /// The opponent's legal moves after the move.
    pub his_moves: u32,
    /// The mover still owns a functional nyumba after the move.
    pub nyumba: bool,
}

impl Facts {
    /// The move's value under `principle` (higher is better).
    #[must_use]
    pub fn value(&self, principle: Principle) -> i64 {
        match principle {
            Principle::NoCapture => i64::from(self.gives == 0),
            Principle::NetGain => i64::from(self.captures) - i64::from(self.gives),
            Principle::Biggest => i64::from(self.captures),
            Principle::FrontRow => i64::from(self.front),
            Principle::FrontAfterReply => i64::from(self.front_after_reply),
            Principle::KeepNyumba => i64::from(self.nyumba),
            Principle::Mobility => -i64::from(self.his_moves),
        }
    }
}

/// The seeds in `side`'s front row.
#[must_use]
pub fn front_seeds(p: &Position, side: Side) -> u32 {
    let row_len = p.variant().row_len();
    (1..=row_len).map(|i| u32::from(p.count(Pit::new(side, Row::Front, i)))).sum()
}

/// The mover's front-row seeds after the opponent's reply that leaves him the fewest (after
/// the move when the game is over).
fn front_after_reply(after: &Position, mover: Side) -> u32 {
    after
        .legal_moves()
        .iter()
        .filter_map(|mv| after.apply(mv).ok())
        .map(|p| front_seeds(&p, mover))
        .min()
        .unwrap_or_else(|| front_seeds(after, mover))
}

/// Every legal move of `p` with its facts, in the order of [`Position::legal_moves`].
#[must_use]
pub fn facts(p: &Position) -> Vec<Facts> {
    let mover = p.to_move();
    p.legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let played = p.play(&mv).ok()?;
            let nyumba = match &played.position {
                Position::Bao(b) => b.nyumba_functional(mover),
                _ => false,
            };
            Some(Facts {
                mv,
                captures: captured(&played.events),
                gives: biggest_capture(&played.position),
                front: front_seeds(&played.position, mover),
                front_after_reply: front_after_reply(&played.position, mover),
                his_moves: u32::try_from(played.position.legal_moves().len()).unwrap_or(u32::MAX),
                nyumba,
            })
        })
        .collect()
}

/// The moves of the highest value under `principle`, in the order of `all`.
#[must_use]
pub fn followers(all: &[Facts], principle: Principle) -> Vec<Move> {
    let best = all.iter().map(|f| f.value(principle)).max().unwrap_or(0);
    all.iter().filter(|f| f.value(principle) == best).map(|f| f.mv).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(s: &str) -> Position {
        Position::parse(s).expect("a position")
    }

    fn names(moves: &[Move]) -> Vec<String> {
        moves.iter().map(ToString::to_string).collect()
    }

    fn fact<'a>(all: &'a [Facts], mv: &str) -> &'a Facts {
        all.iter().find(|f| f.mv.to_string() == mv).expect("a legal move")
    }

    /// The demonstrations of stages 30, 33 and 35, whose figures the book states.
    #[test]
    fn values_of_the_stages_demonstrations() {
        // Stage 30: `B8>` captures 14 seeds, the most of nine capturing moves; `A4>` 11.
        let p = position("kujifunza:2,2,2,2,2,2,2,2/2,2,2,0,3,3,1,3/3,1,3,3,0,2,2,2/2,2,2,2,2,2,2,2:S");
        let all = facts(&p);
        assert_eq!(all.len(), 9);
        assert!(all.iter().all(|f| f.captures > 0));
        assert_eq!(fact(&all, "B8>").captures, 14);
        assert_eq!(fact(&all, "A4>").captures, 11);
        assert_eq!(fact(&all, "A4>").gives, 3);
        assert_eq!(names(&followers(&all, Principle::Biggest)), ["B8>"]);
        assert_eq!(fact(&all, "B8>").his_moves, 1);

        // Stage 33: `A5<` leaves North a single legal move, `B1<` four.
        let p = position("kujifunza:2,2,2,2,2,2,0,0/1,1,1,1,6,3,2,2/2,0,9,1,2,0,0,1/5,3,5,1,1,4,1,0:S");
        let all = facts(&p);
        assert_eq!(fact(&all, "A5<").his_moves, 1);
        assert_eq!(fact(&all, "B1<").his_moves, 4);
        assert_eq!(fact(&all, "B1<").value(Principle::Mobility), -4);
        assert_eq!(names(&followers(&all, Principle::Mobility)), ["A5<"]);

        // Stage 35: after `B8>` South has 19 front-row seeds, 8 after North's answer; after
        // `A7<` 15, and 13 after the answer.
        let p = position("kujifunza:1,2,0,3,0,3,3,1/0,3,11,1,1,5,6,3/0,1,0,0,1,1,2,1/1,3,0,3,3,0,1,4:S");
        let all = facts(&p);
        assert_eq!((fact(&all, "B8>").front, fact(&all, "B8>").front_after_reply), (19, 8));
        assert_eq!((fact(&all, "A7<").front, fact(&all, "A7<").front_after_reply), (15, 13));
        assert_eq!(names(&followers(&all, Principle::FrontRow)), ["B8>"]);
        assert_eq!(names(&followers(&all, Principle::FrontAfterReply)), ["A7<"]);
    }

    /// The values agree with playing the moves: `gives` is the opponent's biggest capture,
    /// `his_moves` his legal moves, `front` the mover's front row, for every legal move.
    #[test]
    fn facts_match_the_moves_played() {
        let p = position("kiswahili:1,3,0,1,3,1,0,1/0,5,5,3,1,2,7,0/0,0,1,1,3,1,5,0/2,0,3,1,0,2,5,1:S:3,3:-:-");
        let all = facts(&p);
        assert_eq!(all.len(), p.legal_moves().len());
        for f in &all {
            let after = p.apply(&f.mv).expect("legal");
            assert_eq!(f.his_moves as usize, after.legal_moves().len());
            assert_eq!(f.gives, biggest_capture(&after));
            assert_eq!(f.front, front_seeds(&after, Side::South));
            let replies: Vec<u32> =
                after.legal_moves().iter().map(|r| front_seeds(&after.apply(r).expect("legal"), Side::South)).collect();
            assert_eq!(Some(&f.front_after_reply), replies.iter().min());
            assert_eq!(f.value(Principle::NetGain), i64::from(f.captures) - i64::from(f.gives));
        }
        // Stage 31: `A3<` captures 18 and gives 18 back; `A3>` captures 17 and gives 5.
        assert_eq!((fact(&all, "A3<").captures, fact(&all, "A3<").gives), (18, 18));
        assert_eq!((fact(&all, "A3>").captures, fact(&all, "A3>").gives), (17, 5));
        assert_eq!(names(&followers(&all, Principle::Biggest)), ["A3<"]);
        assert!(followers(&all, Principle::NetGain).iter().any(|m| m.to_string() == "A3>"));
    }

    #[test]
    fn names_round_trip() {
        for p in Principle::ALL {
            assert_eq!(Principle::from_name(p.name()), Some(p));
        }
        assert_eq!(Principle::from_name("greedy"), None);
        assert_eq!(Principle::NetGain.rival(), Some(Principle::Biggest));
        assert_eq!(Principle::Mobility.rival(), None);
    }
}
