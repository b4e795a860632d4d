//! What a move does, as data for the Hint sentence: what it takes, whether it wins, which of
//! the mover's pits it saves from capture, which it leaves exposed, what it threatens next,
//! and the special events of Bao la Kiswahili (takasia made, safari, nyumba lost).

use crate::event::Event;
use crate::illegal::Illegal;
use crate::kingulu;
use crate::pit::{Move, Pit, Side};
use crate::position::Position;
use crate::Outcome;

/// A pit (hole) and the seeds (stones) concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Taken {
    /// The pit.
    pub pit: Pit,
    /// Seeds (stones) in it, or taken from it.
    pub seeds: u8,
}

/// What a move does. Lists are in board order unless said otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move.
    pub mv: Move,
    /// Who plays it.
    pub mover: Side,
    /// The opponent's pits it captures, in the order of the move (K11, K19; M5: each stone
    /// removed; G4.3: the facing hole, `seeds` without the capturing seed).
    pub captures: Vec<Taken>,
    /// Every seed (stone) it takes off the opponent (Kingulu: banked, capturing seed included).
    pub seeds_taken: u32,
    /// G7, kuweka mtoto: the opponent's holes it reserves, with the seeds they hold.
    pub reserves: Vec<Taken>,
    /// The game is over after it, and how.
    pub outcome: Option<Outcome>,
    /// It wins the game.
    pub wins: bool,
    /// The mover's pits the opponent could capture before the move (were it his turn) and
    /// cannot capture after it.
    pub prevents: Vec<Taken>,
    /// The mover's pits the opponent can capture after the move.
    pub exposes: Vec<Taken>,
    /// The opponent's pits the mover could capture next turn, were the board to stay as the
    /// move leaves it.
    pub threatens: Vec<Taken>,
    /// K22: the opponent's pit blocked by this takasa.
    pub takasia: Option<Pit>,
    /// K15.2: the move plays the house.
    pub safari: bool,
    /// K9: a takasa (Bao la Kiswahili, Kujifunza: a move that captures nothing).
    pub takasa: bool,
    /// K16, K21: the sides that lose their nyumba in this move.
    pub nyumba_lost: Vec<Side>,
    /// Laps sown (Bao, Kingulu; 1 for a Kimasai step).
    pub laps: u32,
}

/// What `mv` does in `position`, or why it is illegal.
pub fn explain(position: &Position, mv: &Move) -> Result<Explanation, Illegal> {
    let played = position.play(mv)?;
    let after = &played.position;
    let mover = position.to_move();
    let opp = mover.opponent();
    let mut e = Explanation {
        mv: *mv,
        mover,
        captures: Vec::new(),
        seeds_taken: 0,
        reserves: Vec::new(),
        outcome: None,
        wins: false,
        prevents: Vec::new(),
        exposes: Vec::new(),
        threatens: Vec::new(),
        takasia: None,
        safari: false,
        takasa: matches!(position, Position::Bao(_)),
        nyumba_lost: Vec::new(),
        laps: 0,
    };
    for ev in &played.events {
        match *ev {
            Event::Capture { pit, count, .. } => {
                e.captures.push(Taken { pit, seeds: count });
                e.seeds_taken += count as u32;
                e.takasa = false;
                e.laps += 1;
            }
            Event::Remove { pit } => {
                e.captures.push(Taken { pit, seeds: 1 });
                e.seeds_taken += 1;
            }
            Event::KinguluCapture { pit, count, total, .. } => {
                e.captures.push(Taken { pit, seeds: count });
                e.seeds_taken += total as u32;
                e.laps += 1;
            }
            Event::Reserve { pit, count, .. } => {
                e.reserves.push(Taken { pit, seeds: count });
                e.laps += 1;
            }
            Event::Takasia { pit } => e.takasia = Some(pit),
            Event::Safari { .. } => {
                e.safari = true;
                e.laps += 1;
            }
            Event::NyumbaLost { side, .. } => e.nyumba_lost.push(side),
            Event::Step { .. }
            | Event::Relay { .. }
            | Event::NyumbaStop { .. }
            | Event::TakasiaStop { .. }
            | Event::MoveEnd { .. } => e.laps += 1,
            Event::GameOver { .. } => {}
            _ => {}
        }
    }
    // A capture that wins at once ends the move without a lap end of its own.
    e.laps = e.laps.max(1);
    // A Kingulu reservation also moves the last-but-one seed: report the final count.
    for r in &mut e.reserves {
        r.seeds = after.count(r.pit);
    }
    e.outcome = after.outcome();
    e.wins = e.outcome.and_then(|o| o.winner()) == Some(mover);
    let before_threats = targets(position, opp);
    let after_threats = targets(after, opp);
    e.prevents = before_threats
        .iter()
        .filter(|t| !after_threats.iter().any(|a| a.pit == t.pit))
        .map(|t| Taken { pit: t.pit, seeds: t.seeds })
        .collect();
    if e.outcome.is_none() {
        e.exposes = after_threats;
        e.threatens = targets(after, mover);
    }
    Ok(e)
}

/// The opponent's pits `side` could capture if it were his turn on this board (Bao: the
/// namua or mtaji captures of K12 and K18, takasia aside; Kimasai: the stones a step takes,
/// M5; Kingulu: the holes a legal move captures, G4.3), with their seeds.
fn targets(position: &Position, side: Side) -> Vec<Taken> {
    let victim = side.opponent();
    let mut pits: Vec<Pit> = match position {
        Position::Bao(p) => {
            let mask = super::bao::capture_targets(p, side);
            (0..8).filter(|r| mask & (1 << r) != 0).map(|r| crate::bao::pit_at(victim, r)).collect()
        }
        Position::Kimasai(p) => {
            let mut q = *p;
            q.to_move = side;
            let mut out = Vec::new();
            for mv in Position::Kimasai(q).legal_moves() {
                let mut events = Vec::new();
                if q.play(&mv, &mut events).is_ok() {
                    out.extend(events.iter().filter_map(|ev| match ev {
                        Event::Remove { pit } => Some(*pit),
                        _ => None,
                    }));
                }
            }
            out
        }
        Position::Kingulu(p) => {
            let mut q: kingulu::Position = *p;
            q.to_move = side;
            let mut out = Vec::new();
            for mv in q.legal_moves() {
                let mut events = Vec::new();
                if q.play(&mv, &mut events).is_ok() {
                    out.extend(events.iter().filter_map(|ev| match ev {
                        Event::KinguluCapture { pit, .. } => Some(*pit),
                        _ => None,
                    }));
                }
            }
            out
        }
    };
    pits.sort();
    pits.dedup();
    pits.into_iter().map(|pit| Taken { pit, seeds: position.count(pit) }).collect()
}
