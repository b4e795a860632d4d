//! Exercise goals (`goal:`, book/src/authoring.md#goals): reading them, finding every solution among the legal
//! moves, judging an answer and deriving staged hints. Pure.

use crate::i18n::Msg;
use crate::narrate;
use rules_core::{Event, Move, Pit, Position};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    Capture(Pit),
    Takasia,
    Win,
    Safari,
    Reserve,
    End(Pit),
    Moves(Vec<Move>),
    Legal,
}

pub fn parse_goal(text: &str, pos: &Position) -> Result<Goal, Msg> {
    let unknown = || Msg::new("goal-unknown").arg("goal", text.trim());
    let mut words = text.split_whitespace();
    let pit = |w: Option<&str>| w.and_then(Pit::parse).filter(|p| p.on_board(pos.variant()));
    let goal = match words.next() {
        Some("capture") => Goal::Capture(pit(words.next()).ok_or_else(unknown)?),
        Some("end") => Goal::End(pit(words.next()).ok_or_else(unknown)?),
        Some("takasia") => Goal::Takasia,
        Some("win") => Goal::Win,
        Some("safari") => Goal::Safari,
        Some("reserve") => Goal::Reserve,
        Some("legal") => Goal::Legal,
        Some("move") => {
            let moves: Result<Vec<Move>, _> = words.by_ref().map(|w| pos.parse_move(w)).collect();
            let moves = moves.map_err(|_| unknown())?;
            if moves.is_empty() {
                return Err(unknown());
            }
            Goal::Moves(moves)
        }
        _ => return Err(unknown()),
    };
    if words.next().is_some() {
        return Err(unknown());
    }
    Ok(goal)
}

impl Goal {
    /// The goal's text, shown above the board.
    pub fn msg(&self) -> Msg {
        match self {
            Goal::Capture(p) => Msg::new("goal-capture").arg("pit", p.to_string()),
            Goal::End(p) => Msg::new("goal-end").arg("pit", p.to_string()),
            Goal::Takasia => Msg::new("goal-takasia"),
            Goal::Win => Msg::new("goal-win"),
            Goal::Safari => Msg::new("goal-safari"),
            Goal::Reserve => Msg::new("goal-reserve"),
            Goal::Moves(_) => Msg::new("goal-move"),
            Goal::Legal => Msg::new("goal-legal"),
        }
    }

    /// Does this move, with its trace, reach the goal? (`Legal` is judged on pits, not moves.)
    pub fn reached(&self, pos: &Position, mv: &Move, events: &[Event]) -> bool {
        let mover = pos.to_move();
        match self {
            Goal::Capture(p) => events.iter().any(|e| {
                matches!(e, Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } if pit == p)
            }),
            Goal::Takasia => events.iter().any(|e| matches!(e, Event::Takasia { .. })),
            Goal::Win => events.iter().any(|e| matches!(e, Event::GameOver { outcome } if outcome.winner() == Some(mover))),
            Goal::Safari => events.iter().any(|e| matches!(e, Event::Safari { .. })),
            Goal::Reserve => events.iter().any(|e| matches!(e, Event::Reserve { .. })),
            Goal::End(p) => last_end(events) == Some(*p),
            Goal::Moves(ms) => ms.contains(mv),
            Goal::Legal => false,
        }
    }

    /// Every legal move that reaches the goal.
    pub fn solutions(&self, pos: &Position) -> Vec<Move> {
        pos.legal_moves()
            .into_iter()
            .filter(|mv| pos.play(mv).is_ok_and(|p| self.reached(pos, mv, &p.events)))
            .collect()
    }
}

/// Where the move's last lap ended.
pub fn last_end(events: &[Event]) -> Option<Pit> {
    events.iter().rev().find_map(|e| match *e {
        Event::MoveEnd { pit } | Event::NyumbaStop { pit, .. } | Event::TakasiaStop { pit } => Some(pit),
        _ => None,
    })
}

/// Why a legal move is a wrong answer: what it did instead.
pub fn explain_wrong(mv: &Move, events: &[Event], variant: rules_core::Variant) -> Msg {
    let captured: Vec<String> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } => {
                Some(pit.to_string())
            }
            _ => None,
        })
        .collect();
    if !captured.is_empty() {
        return Msg::new("ex-wrong-captured").arg("move", mv.to_string()).arg("pits", captured.join(", "));
    }
    let end = events
        .iter()
        .rev()
        .find(|e| matches!(e, Event::MoveEnd { .. } | Event::NyumbaStop { .. } | Event::TakasiaStop { .. }));
    match (end, last_end(events)) {
        (Some(e), Some(p)) => Msg::new("ex-wrong-ended")
            .arg("move", mv.to_string())
            .arg("pit", p.to_string())
            .arg("rule", e.rule(variant)),
        _ => Msg::new("ex-wrong-other").arg("move", mv.to_string()),
    }
}

/// The hint of a stage (1: the pit, 2: the direction or the whole move), from the solutions.
pub fn hint(stage: u8, solutions: &[Move]) -> Msg {
    match (stage, solutions.first()) {
        (_, None) => Msg::new("hint-none"),
        (1, Some(m)) => Msg::new("hint-pit").arg("pit", m.pit.to_string()),
        (_, Some(m)) => match m.dir {
            Some(d) => Msg::new("hint-dir").arg("move", m.to_string()).arg("dir", narrate::dir_key(d)),
            None => Msg::new("hint-move").arg("move", m.to_string()),
        },
    }
}

/// The pits a legal move starts from (the answer of a `legal` exercise).
pub fn legal_pits(pos: &Position) -> Vec<Pit> {
    let mut pits: Vec<Pit> = pos.legal_moves().into_iter().map(|m| m.pit).collect();
    pits.dedup();
    pits
}

/// Stars for a solved exercise: 3, minus one per hint stage used, minus one after any wrong
/// answer; at least 1.
pub fn stars(hints: u8, wrong: u32) -> u8 {
    3u8.saturating_sub(hints).saturating_sub(u8::from(wrong > 0)).max(1)
}
