//! The first hint of an exercise: the idea, said from the goal and the trace of a solution,
//! without naming the pit to play (the second hint does that, the third gives the move).

use crate::i18n::Msg;
use crate::narrate;
use bao_schema::{last_end, tactics, Goal};
use rules_core::{Event, Move, Position, Variant, WinWhy};

/// The side name as a message (`South`, `North`), to pass as a nested argument.
pub fn side_name(side: rules_core::Side) -> Msg {
    Msg::new("side-name").arg("side", narrate::side_key(side))
}

/// The idea behind the goal in `pos`, from its first solution (`solutions`: every legal move
/// reaching it; a `legal` goal has none).
pub fn idea(goal: &Goal, pos: &Position, solutions: &[Move]) -> Msg {
    if *goal == Goal::Legal {
        return legal_idea(pos);
    }
    let Some(mv) = solutions.first() else { return Msg::new("hint-none") };
    let events = pos.play(mv).map(|p| p.events).unwrap_or_default();
    let opponent = side_name(pos.to_move().opponent());
    match goal {
        Goal::Capture(target) => capture_idea(&events, *target),
        Goal::End(pit) => {
            let laps = events.iter().filter(|e| e.ends_lap()).count().max(1);
            Msg::new("hint-idea-end").arg("pit", pit.to_string()).arg("laps", laps)
        }
        Goal::Takasia => Msg::new("hint-idea-takasia").msg("side", opponent),
        Goal::Win => {
            let why = events.iter().find_map(|e| match e {
                Event::GameOver { outcome: rules_core::Outcome::Win { why, .. } } => Some(*why),
                _ => None,
            });
            let (key, rule) = match why {
                Some(WinWhy::NoMoves) => ("no-moves", if pos.variant() == Variant::Kimasai { "M6" } else { "K29" }),
                Some(WinWhy::NoStones) => ("no-stones", "M6"),
                Some(WinWhy::Score { .. }) => ("score", "G8"),
                Some(WinWhy::FrontRowEmpty) | None => ("front", "K30"),
            };
            Msg::new("hint-idea-win").arg("why", key).arg("rule", rule).msg("side", opponent)
        }
        Goal::WinTwo => Msg::new("hint-idea-win-two").msg("side", opponent),
        Goal::Safe => {
            // A reply that punishes a losing move: what the opponent threatens.
            let threat = pos.legal_moves().into_iter().filter(|m| !solutions.contains(m)).find_map(|m| {
                let after = pos.apply(&m).ok()?;
                tactics::winning_move(&after)
            });
            match threat {
                Some(r) => Msg::new("hint-idea-safe").arg("reply", r.to_string()).msg("side", opponent),
                None => Msg::new("hint-idea-win-two").msg("side", opponent),
            }
        }
        Goal::Captures(_) => Msg::new("hint-idea-captures").msg("side", opponent),
        Goal::Guard(_) => Msg::new("hint-idea-guard").msg("side", opponent),
        Goal::Safari => Msg::new("hint-idea-safari"),
        Goal::Reserve => Msg::new("hint-idea-reserve"),
        Goal::Moves(_) => {
            let captured: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } => {
                        Some(pit.to_string())
                    }
                    _ => None,
                })
                .collect();
            match (captured.is_empty(), last_end(&events)) {
                (false, _) => Msg::new("hint-idea-move-capture").arg("pits", captured.join(", ")),
                (true, Some(end)) => Msg::new("hint-idea-move-end").arg("pit", end.to_string()),
                (true, None) => Msg::new("hint-idea-legal-other"),
            }
        }
        Goal::Legal => legal_idea(pos),
    }
}

/// A capture's idea: count to the capturing pit (first lap), the namua rule, or a later lap.
fn capture_idea(events: &[Event], target: rules_core::Pit) -> Msg {
    let Some(at) = events.iter().position(|e| {
        matches!(e, Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } if *pit == target)
    }) else {
        return Msg::new("hint-none");
    };
    let by = match events[at] {
        Event::Capture { by, .. } | Event::KinguluCapture { by, .. } => Some(by),
        _ => None,
    };
    let first_lap_end = events.iter().position(Event::ends_lap);
    let lift = events.iter().find_map(|e| match e {
        Event::Lift { count, .. } | Event::Tax { count, .. } => Some(*count),
        _ => None,
    });
    match (by, events.first()) {
        (Some(_), Some(Event::StoreSeed { .. })) if first_lap_end == Some(at) => {
            Msg::new("hint-idea-capture-namua").arg("pit", target.to_string())
        }
        (Some(by), _) if first_lap_end == Some(at) => Msg::new("hint-idea-capture")
            .arg("count", lift.unwrap_or(1))
            .arg("by", by.to_string())
            .arg("pit", target.to_string()),
        (Some(by), _) => Msg::new("hint-idea-capture-later").arg("by", by.to_string()).arg("pit", target.to_string()),
        // Bao la Kimasai: a stone steps next to it.
        (None, _) => Msg::new("hint-idea-move-capture").arg("pits", target.to_string()),
    }
}

/// The rule that decides which moves are legal here.
pub fn legal_idea(pos: &Position) -> Msg {
    let legal = pos.legal_moves();
    let captures = legal.iter().any(|m| {
        pos.play(m).is_ok_and(|p| {
            p.events
                .iter()
                .any(|e| matches!(e, Event::Capture { .. } | Event::KinguluCapture { .. } | Event::Remove { .. }))
        })
    });
    match pos.variant() {
        Variant::Kiswahili | Variant::Kujifunza if captures => Msg::new("hint-idea-legal-capture"),
        Variant::Kiswahili if namua(pos) => Msg::new("hint-idea-legal-namua"),
        Variant::Kiswahili | Variant::Kujifunza => Msg::new("hint-idea-legal-takasa"),
        _ => Msg::new("hint-idea-legal-other"),
    }
}

/// Whether the side to move plays a namua move (his store holds seeds).
fn namua(pos: &Position) -> bool {
    matches!(pos, Position::Bao(p) if p.is_namua())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang};
    use bao_schema::Lesson;

    fn idea_of(block: &str) -> String {
        let l = Lesson::parse_block(block).expect("a valid block");
        let pos = l.after().clone();
        let goal = l.goal.expect("an exercise");
        t(Lang::EN, &idea(&goal, &pos, &goal.solutions(&pos)))
    }

    #[test]
    fn ideas_count_without_naming_the_pit() {
        // Bao la Kujifunza's first move A2> captures a5 from A4 (2 seeds from A2).
        assert_eq!(
            idea_of("mode: exercise\nposition: start:kujifunza\ngoal: capture a5"),
            "Count: 2 seeds from the right pit reach A4, which faces a5."
        );
        // After A7<, North's namua capture of A4.
        assert!(idea_of("mode: exercise\nmoves: A7<\ngoal: capture A4").contains("which of your pits faces A4?"));
        assert_eq!(
            idea_of("mode: exercise\ngoal: end A4"),
            "Count along the ring: the move that ends in A4 has one lap."
        );
        assert!(idea_of("mode: exercise\nposition: start:kujifunza\ngoal: legal").contains("compulsory (K10)"));
        assert!(idea_of("mode: exercise\ngoal: legal").contains("namua takasa"));
        assert!(idea_of("mode: exercise\ngoal: move A7<").starts_with("The move you want ends in A4"));
    }

    #[test]
    fn tactics_ideas() {
        let win = "mode: exercise\nposition: kujifunza:8,0,1,5,1,5,2,1/1,0,0,1,0,0,0,0/2,2,4,4,0,5,4,1/0,3,0,4,5,2,1,2:S\ngoal: win";
        assert!(idea_of(win).contains("Empty North's front row (K30)"), "{}", idea_of(win));
        let safe =
            "mode: exercise\nposition: kujifunza:3,10,4,6,1,5,3,9/2,5,0,3,2,0,4,0/0,0,0,0,0,0,1,0/2,1,0,1,0,0,2,0:S\ngoal: safe";
        assert!(
            idea_of(safe).starts_with("After most of your moves, North wins with a reply such as"),
            "{}",
            idea_of(safe)
        );
    }
}
