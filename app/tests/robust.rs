#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Nothing in the widgets' pure code panics on any input, and the step animation's views agree
//! with the rules core.

use bao_app::exercise::{self, ExerciseModel};
use bao_app::i18n::{t, Lang};
use bao_app::lesson;
use bao_app::timeline::Timeline;
use bao_app::view::BoardView;
use bao_app::{moves, narrate};
use bao_schema::{legal_pits, Goal, Lesson, Ply};
use proptest::prelude::*;
use rules_core::*;

fn any_pit() -> impl Strategy<Value = Pit> {
    (any::<bool>(), any::<bool>(), 0u8..=20).prop_map(|(n, b, index)| Pit {
        side: if n { Side::North } else { Side::South },
        row: if b { Row::Back } else { Row::Front },
        index,
    })
}

fn any_event() -> impl Strategy<Value = Event> {
    let dir = any::<bool>().prop_map(|b| if b { Dir::Left } else { Dir::Right });
    let side = any::<bool>().prop_map(|b| if b { Side::North } else { Side::South });
    prop_oneof![
        any_pit().prop_map(|pit| Event::StoreSeed { pit }),
        (any_pit(), any::<u8>(), dir.clone()).prop_map(|(pit, count, dir)| Event::Lift { pit, count, dir }),
        (any_pit(), any::<u8>(), any::<u8>()).prop_map(|(pit, count, left)| Event::Tax { pit, count, left }),
        (any_pit(), any::<u8>()).prop_map(|(pit, now)| Event::Drop { pit, now }),
        (any_pit(), any::<u8>()).prop_map(|(pit, count)| Event::Relay { pit, count }),
        (any_pit(), any::<u8>()).prop_map(|(pit, count)| Event::Safari { pit, count }),
        (any_pit(), any::<bool>()).prop_map(|(pit, chosen)| Event::NyumbaStop { pit, chosen }),
        (any_pit(), any_pit(), any::<u8>(), any_pit(), dir).prop_map(|(by, pit, count, kichwa, dir)| Event::Capture {
            by,
            pit,
            count,
            kichwa,
            dir,
            why: KichwaWhy::Chosen
        }),
        side.clone().prop_map(|side| Event::NyumbaLost { side, why: NyumbaLostWhy::Lifted }),
        any_pit().prop_map(|pit| Event::TakasiaStop { pit }),
        any_pit().prop_map(|pit| Event::MoveEnd { pit }),
        any_pit().prop_map(|pit| Event::Takasia { pit }),
        Just(Event::StageChange { stage: Stage::Mtaji }),
        (any_pit(), any_pit()).prop_map(|(from, to)| Event::Step { from, to }),
        any_pit().prop_map(|pit| Event::Remove { pit }),
        (any_pit(), any_pit(), any::<u8>(), any::<u8>()).prop_map(|(by, pit, count, total)| Event::KinguluCapture {
            by,
            pit,
            count,
            total
        }),
        (any_pit(), side.clone(), any::<u8>()).prop_map(|(pit, by, count)| Event::Reserve { pit, by, count }),
        (any_pit(), any_pit()).prop_map(|(from, to)| Event::ReserveExtra { from, to }),
        (any_pit(), side).prop_map(|(pit, owner)| Event::Bank { pit, owner }),
        Just(Event::GameOver { outcome: Outcome::Draw { why: DrawWhy::Repetition } }),
        Just(Event::GameOver { outcome: Outcome::Draw { why: DrawWhy::Score { south: 24, north: 24 } } }),
    ]
}

/// A random legal game of up to `n` moves from a start position.
fn random_plies(variant: Variant, picks: &[u16]) -> (Position, Vec<Ply>) {
    let start = Position::start(variant);
    let mut pos = start.clone();
    let mut plies = Vec::new();
    for &k in picks {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(k) % legal.len()];
        let p = pos.play(&mv).expect("legal move plays");
        plies.push(Ply { mv, before: pos.clone(), after: p.position.clone(), events: p.events });
        pos = p.position;
    }
    (start, plies)
}

proptest! {
    #[test]
    fn fragments_never_panic(s in ".{0,200}") {
        if let Err(p) = lesson::from_fragment(&s) {
            prop_assert!(!p.msgs.is_empty());
            for m in &p.msgs {
                prop_assert!(!t(Lang::EN, m).is_empty());
            }
        }
    }

    #[test]
    fn attributes_never_panic(mode in ".{0,10}", pos in ".{0,120}", mv in ".{0,40}", goal in ".{0,30}") {
        let read = lesson::from_attributes(|k| match k {
            "mode" => Some(mode.clone()),
            "position" => Some(pos.clone()),
            "moves" => Some(mv.clone()),
            "goal" => Some(goal.clone()),
            _ => None,
        });
        if let Err(p) = read {
            for m in &p.msgs {
                let text = t(Lang::EN, m);
                prop_assert!(!text.is_empty() && text != m.id, "{}", text);
            }
            let _ = BoardView::of(&p.fallback);
        }
    }

    #[test]
    fn almost_valid_positions_never_panic(s in "kiswahili:[0-9,/]{0,80}:[SNx]:[0-9,]{0,6}:[SN-]{0,2}:[aA0-9-]{0,3}") {
        if let Err(e) = Position::parse(&s) {
            let text = t(Lang::EN, &narrate::parse_error(&e));
            prop_assert!(!text.is_empty());
        }
    }

    #[test]
    fn any_event_on_any_view_is_shown(events in proptest::collection::vec(any_event(), 0..60), lang in 0usize..6) {
        let mut v = BoardView::of(&Position::start(Variant::Kiswahili));
        for e in &events {
            v.apply(Side::South, e);
            let text = t(Lang::from_tag(bao_app::i18n::LANGS[lang]), &narrate::event(e, Variant::Kiswahili));
            prop_assert!(!text.starts_with("event-"), "{}", text);
        }
    }

    #[test]
    fn timeline_views_agree_with_the_rules(variant in 0usize..2, picks in proptest::collection::vec(any::<u16>(), 0..12)) {
        let variant = [Variant::Kiswahili, Variant::Kujifunza][variant];
        let (start, plies) = random_plies(variant, &picks);
        let ends: Vec<Position> = plies.iter().map(|p| p.after.clone()).collect();
        let tl = Timeline::new(start.clone(), plies);
        // Stepping one event at a time gives the same views as jumping.
        let mut v = tl.view(0);
        for k in 0..tl.len() {
            v = tl.step_from(&v, k);
            prop_assert_eq!(&v, &tl.view(k + 1));
        }
        // Each move's end shows its position exactly, and seeds are conserved all along.
        let mut k = 0;
        for end in &ends {
            k = tl.next_move(k);
            prop_assert_eq!(&tl.view(k).board, &BoardView::of(end).board);
        }
        for j in 0..=tl.len() {
            let w = tl.view(j);
            prop_assert_eq!(w.total() + u32::from(w.hand), 64, "step {}", j);
            prop_assert!(tl.prev_lap(j) <= j && tl.next_lap(j) >= j.min(tl.len()));
        }
    }

    #[test]
    fn exercises_judge_consistently(picks in proptest::collection::vec(any::<u16>(), 0..10), goal in 0usize..8) {
        let (start, plies) = random_plies(Variant::Kiswahili, &picks);
        let pos = plies.last().map_or(start, |p| p.after.clone());
        let text = ["capture a4", "takasia", "win", "safari", "end A1", "legal", "safe", "win 2"][goal];
        let g = Goal::parse(text, &pos).expect("goal reads");
        for mv in g.solutions(&pos) {
            let played = pos.play(&mv).expect("solution is legal");
            prop_assert!(g.reached(&pos, &mv, &played.events));
        }
        // The model judges every legal move as the goal does, and never panics on a hint.
        let mut x = ExerciseModel::new(pos.clone(), g.clone());
        for mv in pos.legal_moves() {
            let fb = x.answer(mv);
            let right = g.solutions(&pos).contains(&mv);
            prop_assert_eq!(!fb.wrong, right);
            // A right first move of a win in two is answered by the defence, not yet solved.
            prop_assert_eq!(fb.stars.is_some(), right && (g != Goal::WinTwo || fb.plies.len() == 1));
            prop_assert_eq!(fb.plies.first().map(|p| p.mv), Some(mv));
            x.retry();
            let _ = t(Lang::EN, &x.hint());
        }
        let pits = legal_pits(&pos);
        for pit in pos.pits() {
            let from = moves::from_pit(&pos, pit);
            prop_assert_eq!(!from.is_empty(), pits.contains(&pit));
            match moves::at(&pos, pit) {
                Ok(ms) => prop_assert_eq!(ms, from),
                Err(reason) => {
                    prop_assert!(from.is_empty());
                    let _ = t(Lang::EN, &narrate::reason(&reason, pos.variant()));
                }
            }
        }
        let _ = exercise::hint(1, &[]);
    }
}

#[test]
fn the_first_moves_of_a_game_narrate_by_rule() {
    // `A7<` then `a5>` from the start (book/src/replay/zanzibar-1994.md).
    let l = Lesson::parse_block("mode: step\nmoves: A7< a5>").expect("replays");
    assert_eq!(l.plies.len(), 2);
    let tl = Timeline::new(l.start, l.plies);
    let texts: Vec<String> = (1..=tl.len())
        .filter_map(|k| tl.event(k))
        .map(|(_, _, e)| t(Lang::EN, &narrate::event(e, Variant::Kiswahili)))
        .collect();
    assert!(texts.iter().any(|s| s.starts_with("Capture (K11)")), "{texts:#?}");
}

#[test]
fn languages_from_page_tags() {
    assert_eq!(Lang::from_tag("zh-TW").code(), "zh-Hant");
    assert_eq!(Lang::from_tag("zh-Hant").code(), "zh-Hant");
    assert_eq!(Lang::from_tag("sw-TZ").code(), "sw");
    assert_eq!(Lang::from_tag("de").code(), "en");
    assert_eq!(Lang::from_tag("").code(), "en");
    assert_eq!(Lang::from_tag("zh").code(), "zh-Hant");
    assert_eq!(Lang::from_tag("ZH-hant-HK").code(), "zh-Hant");
    assert_eq!(Lang::from_tag("sw_TZ").code(), "sw");
    assert_eq!(Lang::from_tag(" ro ").code(), "ro");
    assert_eq!(Lang::from_tag("e").code(), "en");
    for code in bao_app::i18n::LANGS {
        assert_eq!(Lang::from_tag(code).code(), *code, "each language is found by its own code");
    }
}
