//! The first hint of an exercise: the idea, said from the goal and the trace of a solution,
//! without naming the pit to play (the second hint does that, the third gives the move).

use crate::i18n::Msg;
use crate::narrate;
use bao_schema::{last_end, tactics, Goal};
use rules_core::{Event, Move, Outcome, Position, Variant, WinWhy};

/// The side name as a message (`South`, `North`), to pass as a nested argument.
#[must_use]
pub fn side_name(side: rules_core::Side) -> Msg {
    Msg::new("side-name").arg("side", narrate::side_key(side))
}

/// The idea behind the goal in `pos`, from its first solution (`solutions`: every legal move
/// reaching it; a `legal` goal has none). It never gives the answer away: see [`Idea`].
#[must_use]
pub fn idea(goal: &Goal, pos: &Position, solutions: &[Move]) -> Msg {
    choose(goal, pos, solutions).msg
}

/// A first hint and what it leaves open: the legal moves a reader who follows it cannot yet
/// rule out, and the pits they start from. A hint is only used where it leaves at least 2 moves
/// from at least 2 pits (the pit is the second hint's, the move the third's), and, among those,
/// the most telling one: the first that rules out some moves. Where no telling wording leaves
/// that much (a position whose legal moves all start from one pit), the general one is said.
#[derive(Clone, Debug, PartialEq)]
pub struct Idea {
    /// The hint as said to the reader.
    pub msg: Msg,
    /// Legal moves consistent with the hint.
    pub consistent: usize,
    /// The pits they start from.
    pub pits: usize,
}

/// A wording and the test of whether a move fits it (the move, its trace).
type Fits = Box<dyn Fn(&Move, &[Event]) -> bool>;
type Wording = (Msg, Fits);

/// Picks the first hint (see [`Idea`]) among the wordings of the goal, most telling first.
#[must_use]
pub fn choose(goal: &Goal, pos: &Position, solutions: &[Move]) -> Idea {
    let traces: Vec<(Move, Vec<Event>)> =
        pos.legal_moves().into_iter().map(|m| (m, pos.play(&m).map(|p| p.events).unwrap_or_default())).collect();
    let measure = |msg: Msg, fits: &dyn Fn(&Move, &[Event]) -> bool| {
        let fitting: Vec<&Move> = traces.iter().filter(|(m, e)| fits(m, e)).map(|(m, _)| m).collect();
        let mut pits: Vec<rules_core::Pit> = fitting.iter().map(|m| m.pit).collect();
        pits.sort();
        pits.dedup();
        Idea { msg, consistent: fitting.len(), pits: pits.len() }
    };
    let wordings = wordings(goal, pos, solutions);
    let measured: Vec<Idea> = wordings.into_iter().map(|(msg, fits)| measure(msg, &*fits)).collect();
    let open = |i: &&Idea| i.consistent >= 2 && i.pits >= 2;
    measured
        .iter()
        .find(|i| open(i) && i.consistent < traces.len())
        .or_else(|| measured.iter().find(open))
        .or(measured.last())
        .cloned()
        .unwrap_or(Idea { msg: Msg::new("hint-none"), consistent: 0, pits: 0 })
}

fn any() -> Fits {
    Box::new(|_, _| true)
}

/// The pits a move captures, in order.
fn captured(events: &[Event]) -> Vec<rules_core::Pit> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } => Some(*pit),
            _ => None,
        })
        .collect()
}

/// The seeds a move lifts first.
fn lifted(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::Lift { count, .. } | Event::Tax { count, .. } => Some(*count),
        _ => None,
    })
}

/// The goal's wordings, most telling first; the last one fits every legal move.
fn wordings(goal: &Goal, pos: &Position, solutions: &[Move]) -> Vec<Wording> {
    if *goal == Goal::Legal {
        return vec![(legal_idea(pos), any())];
    }
    let Some(mv) = solutions.first() else { return vec![(Msg::new("hint-none"), any())] };
    let events = pos.play(mv).map(|p| p.events).unwrap_or_default();
    let opponent = side_name(pos.to_move().opponent());
    let laps_of = |events: &[Event]| events.iter().filter(|e| e.ends_lap()).count().max(1);
    match goal {
        Goal::Capture(target) => {
            let target = *target;
            let mut out: Vec<Wording> = Vec::new();
            if let Some((msg, fits)) = capture_idea(&events, target) {
                out.push((msg, fits));
            }
            out.push((Msg::new("hint-idea-capture-any").arg("pit", target.to_string()), any()));
            out
        }
        Goal::End(pit) => {
            let laps = laps_of(&events);
            vec![
                (
                    Msg::new("hint-idea-end").arg("pit", pit.to_string()).arg("laps", laps),
                    Box::new(move |_: &Move, e: &[Event]| laps_of(e) == laps),
                ),
                (Msg::new("hint-idea-end-any").arg("pit", pit.to_string()), any()),
            ]
        }
        Goal::Takasia => vec![(Msg::new("hint-idea-takasia").msg("side", opponent), any())],
        Goal::Win => vec![(win_idea(&events, pos.variant(), opponent), any())],
        Goal::WinTwo => vec![(Msg::new("hint-idea-win-two").msg("side", opponent), any())],
        Goal::Safe => {
            // A reply that punishes a losing move: what the opponent threatens.
            let threat = pos.legal_moves().into_iter().filter(|m| !solutions.contains(m)).find_map(|m| {
                let after = pos.apply(&m).ok()?;
                tactics::winning_move(&after)
            });
            let msg = match threat {
                Some(r) => Msg::new("hint-idea-safe").arg("reply", r.to_string()).msg("side", opponent),
                None => Msg::new("hint-idea-win-two").msg("side", opponent),
            };
            vec![(msg, any())]
        }
        Goal::Captures(_) => vec![(Msg::new("hint-idea-captures").msg("side", opponent), any())],
        Goal::Guard(_) => vec![(Msg::new("hint-idea-guard").msg("side", opponent), any())],
        Goal::Endgame(_) => vec![(Msg::new("hint-idea-endgame").msg("side", opponent), any())],
        Goal::Safari => vec![(Msg::new("hint-idea-safari"), any())],
        Goal::Reserve => vec![(Msg::new("hint-idea-reserve"), any())],
        Goal::Moves(_) => {
            let mut out: Vec<Wording> = Vec::new();
            let caps = captured(&events);
            if !caps.is_empty() {
                let names: Vec<String> = caps.iter().map(ToString::to_string).collect();
                let first = caps[0];
                out.push((
                    Msg::new("hint-idea-move-capture").arg("pits", names.join(", ")),
                    Box::new(move |_: &Move, e: &[Event]| captured(e).first() == Some(&first)),
                ));
                let kichwa = events.iter().find_map(|e| match e {
                    Event::Capture { kichwa, .. } => Some(*kichwa),
                    _ => None,
                });
                if let Some(k) = kichwa {
                    let enters = move |e: &[Event]| {
                        e.iter().find_map(|e| match e {
                            Event::Capture { kichwa, .. } => Some(*kichwa),
                            _ => None,
                        })
                    };
                    out.push((
                        Msg::new("hint-idea-move-kichwa").arg("pit", k.to_string()),
                        Box::new(move |_: &Move, e: &[Event]| enters(e) == Some(k)),
                    ));
                }
            }
            if let Some(end) = last_end(&events) {
                out.push((
                    Msg::new("hint-idea-move-end").arg("pit", end.to_string()),
                    Box::new(move |_: &Move, e: &[Event]| last_end(e) == Some(end)),
                ));
            }
            out.push((Msg::new("hint-idea-move-any"), any()));
            out
        }
        Goal::Legal => vec![(legal_idea(pos), any())],
    }
}

/// A win's idea: how the solution ends the game, with the rule that says so
/// ([`Outcome::rule`], the one place that numbers the games' ends).
fn win_idea(events: &[Event], variant: Variant, opponent: Msg) -> Msg {
    let won = events.iter().find_map(|e| match e {
        Event::GameOver { outcome: o @ Outcome::Win { why, .. } } => Some((*why, o.rule(variant))),
        _ => None,
    });
    let (key, rule) = match won {
        Some((WinWhy::NoMoves, rule)) => ("no-moves", rule),
        Some((WinWhy::NoStones, rule)) => ("no-stones", rule),
        Some((WinWhy::Score { .. }, rule)) => ("score", rule),
        Some((WinWhy::FrontRowEmpty, rule)) => ("front", rule),
        // A solution that does not end the game (never, for a `win` goal): the usual end.
        None => ("front", "K30"),
    };
    Msg::new("hint-idea-win").arg("why", key).arg("rule", rule).msg("side", opponent)
}

/// A capture's idea: count to the capturing pit (first lap), the namua rule, or a later lap;
/// with the moves that fit it. None for Bao la Kimasai (a stone steps next to it).
fn capture_idea(events: &[Event], target: rules_core::Pit) -> Option<Wording> {
    let at = events.iter().position(|e| {
        matches!(e, Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } if *pit == target)
    })?;
    let by = match events[at] {
        Event::Capture { by, .. } | Event::KinguluCapture { by, .. } => by,
        _ => return None,
    };
    let first_lap_end = events.iter().position(Event::ends_lap);
    let first_capture = |e: &[Event]| captured(e).first().copied();
    match events.first() {
        // Every namua capture fits: the hint says how to look, not where.
        Some(Event::StoreSeed { .. }) if first_lap_end == Some(at) => {
            Some((Msg::new("hint-idea-capture-namua").arg("pit", target.to_string()), any()))
        }
        _ if first_lap_end == Some(at) => {
            let count = lifted(events).unwrap_or(1);
            Some((
                Msg::new("hint-idea-capture")
                    .arg("count", count)
                    .arg("by", by.to_string())
                    .arg("pit", target.to_string()),
                Box::new(move |_: &Move, e: &[Event]| lifted(e) == Some(count)),
            ))
        }
        // Every move whose first lap does not capture the target fits.
        _ => Some((
            Msg::new("hint-idea-capture-later").arg("by", by.to_string()).arg("pit", target.to_string()),
            Box::new(move |_: &Move, e: &[Event]| first_capture(e) != Some(target)),
        )),
    }
}

/// The rule that decides which moves are legal here.
#[must_use]
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
            "Count: one of your pits with 2 seeds reaches A4, which faces a5."
        );
        // After A7<, North's namua capture of A4.
        // North's only capture is from a5 (both ways): the idea that names no pit at all.
        assert!(idea_of("mode: exercise\nmoves: A7<\ngoal: capture A4").starts_with("Follow each move you may play"));
        assert_eq!(
            idea_of("mode: exercise\ngoal: end A4"),
            "Count along the ring: the move that ends in A4 has one lap."
        );
        assert!(idea_of("mode: exercise\nposition: start:kujifunza\ngoal: legal").contains("compulsory (K10)"));
        assert!(idea_of("mode: exercise\ngoal: legal").contains("namua takasa"));
        assert!(
            idea_of("mode: exercise\ngoal: move A7<").starts_with("Play each of your moves"),
            "only A7< ends in A4"
        );
    }

    /// The ```bao blocks of a markdown text (bodies), for the walk over the book below.
    fn fenced(text: &str) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        let mut body: Option<(usize, String)> = None;
        for (n, line) in text.lines().enumerate() {
            match (&mut body, line.trim()) {
                (None, "```bao") => body = Some((n + 1, String::new())),
                (Some(_), "```") => out.extend(body.take()),
                (Some((_, b)), _) => {
                    b.push_str(line);
                    b.push('\n');
                }
                _ => {}
            }
        }
        out
    }

    fn markdown_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("book/src").flatten() {
            let path = entry.path();
            if path.is_dir() {
                markdown_files(&path, out);
            } else if path.extension().is_some_and(|x| x == "md") {
                out.push(path);
            }
        }
    }

    /// Every exercise of the book: its first hint leaves at least 2 legal moves from at least 2
    /// pits (it never names the pit or the move), unless every legal move starts from one pit
    /// (a lone kichwa, a taxed nyumba: `legal: few`), where it is the general wording.
    #[test]
    fn no_first_hint_in_the_book_gives_the_answer_away() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../book/src");
        let mut files = Vec::new();
        markdown_files(&src, &mut files);
        files.sort();
        let (mut seen, mut bad) = (0, Vec::new());
        for f in &files {
            let text = std::fs::read_to_string(f).expect("a chapter");
            for (line, body) in fenced(&text) {
                let Ok(l) = Lesson::parse_block(&body) else { continue };
                let Some(goal) = l.goal.clone() else { continue };
                let pos = l.after().clone();
                let legal = pos.legal_moves();
                let mut pits: Vec<_> = legal.iter().map(|m| m.pit).collect();
                pits.sort();
                pits.dedup();
                let chosen = choose(&goal, &pos, &goal.solutions(&pos));
                seen += 1;
                let ok = if goal == Goal::Legal {
                    true
                } else if pits.len() >= 2 {
                    chosen.consistent >= 2 && chosen.pits >= 2
                } else {
                    chosen.consistent == legal.len()
                };
                if !ok {
                    bad.push(format!(
                        "{}:{line}: {:?} leaves {} move(s) from {} pit(s)",
                        f.display(),
                        t(Lang::EN, &chosen.msg),
                        chosen.consistent,
                        chosen.pits
                    ));
                }
            }
        }
        assert!(seen > 200, "the book's exercises were read: {seen}");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn a_telling_wording_is_dropped_where_it_would_name_the_pit() {
        // `A4>` captures a2 and `A2>` a5; only `A4` holds 3 seeds: "one of your pits with 3
        // seeds reaches A7" would name it.
        let one = "mode: exercise\nposition: kujifunza:6,6,6,6,6,6,6,6/0,0,0,1,0,0,1,0/0,2,0,3,0,0,1,0/2,2,2,2,0,0,0,0:S\ngoal: capture a2";
        let l = Lesson::parse_block(one).expect("a valid block");
        let goal = l.goal.clone().expect("an exercise");
        let pos = l.after().clone();
        let chosen = choose(&goal, &pos, &goal.solutions(&pos));
        assert_eq!((chosen.consistent, chosen.pits), (2, 2), "{chosen:?}");
        assert_eq!(chosen.msg.id, "hint-idea-capture-any", "{}", t(Lang::EN, &chosen.msg));
        // With a second pit of 3 seeds, the count is said: it leaves two pits.
        let two = "mode: exercise\nposition: kujifunza:6,6,6,6,6,6,6,6/0,0,0,1,1,0,1,0/0,3,0,3,1,0,1,0/2,2,1,0,0,0,0,0:S\ngoal: capture a2";
        let l = Lesson::parse_block(two).expect("a valid block");
        let pos = l.after().clone();
        let chosen = choose(&goal, &pos, &goal.solutions(&pos));
        assert_eq!(chosen.msg.id, "hint-idea-capture", "{}", t(Lang::EN, &chosen.msg));
        assert!(chosen.pits >= 2, "{chosen:?}");
    }

    /// The rule a win's idea names is `Outcome::rule`'s, in every game (a Bao Kingulu win by
    /// leaving the opponent no move is G8 there, not K29).
    #[test]
    fn a_wins_rule_is_the_outcomes() {
        use rules_core::Side;
        let cases = [
            (Variant::Kiswahili, WinWhy::NoMoves, "K29"),
            (Variant::Kiswahili, WinWhy::FrontRowEmpty, "K30"),
            (Variant::Kujifunza, WinWhy::NoMoves, "K29"),
            (Variant::Kujifunza, WinWhy::FrontRowEmpty, "K30"),
            (Variant::Kimasai, WinWhy::NoMoves, "M6"),
            (Variant::Kimasai, WinWhy::NoStones, "M6"),
            (Variant::Kingulu, WinWhy::NoMoves, "G8"),
            (Variant::Kingulu, WinWhy::Score { south: 40, north: 24 }, "G8"),
        ];
        for (variant, why, rule) in cases {
            let outcome = Outcome::Win { winner: Side::South, why };
            assert_eq!(outcome.rule(variant), rule, "{variant:?} {why:?}");
            let events = [Event::GameOver { outcome }];
            let said = t(Lang::EN, &win_idea(&events, variant, side_name(Side::North)));
            assert!(said.contains(&format!("({rule})")), "{variant:?} {why:?}: {said}");
        }
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
