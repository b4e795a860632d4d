//! Exercise mode: a goal on a position, checked by the rules core, with feedback by rule,
//! hints in stages, retry, and progress in localStorage (`bao-kitabu:exercise:<data-id>`).

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::play::choice_label;
use super::player::Player;
use super::widget::{Status, Toggles};
use crate::exercise::{self, Goal};
use crate::i18n::{t, tr, Msg};
use crate::moves;
use crate::narrate;
use crate::setup::Ply;
use crate::timeline::Timeline;
use leptos::prelude::*;
use rules_core::{Move, Pit, Position};

pub fn exercise_mode(ui: Ui, pos: Position, goal_text: String, id: String) -> impl IntoView {
    let lang = ui.lang;
    let goal = exercise::parse_goal(&goal_text, &pos);
    let solutions = match &goal {
        Ok(Goal::Legal) => Vec::new(),
        Ok(g) => g.solutions(&pos),
        Err(_) => Vec::new(),
    };
    let legal_pits = exercise::legal_pits(&pos);
    let problem = match &goal {
        Err(m) => Some(m.clone()),
        Ok(Goal::Legal) if legal_pits.is_empty() => Some(Msg::new("goal-no-solution")),
        Ok(Goal::Legal) => None,
        Ok(_) if solutions.is_empty() => Some(Msg::new("goal-no-solution")),
        Ok(_) => None,
    };
    let goal_msg = goal.as_ref().map(Goal::msg).ok();
    let goal = StoredValue::new(goal.ok());
    let solutions = StoredValue::new(solutions);
    let legal_pits = StoredValue::new(legal_pits);
    let pos = StoredValue::new(pos);
    let key = format!("bao-kitabu:exercise:{id}");
    let saved = RwSignal::new(dom::load(&key).and_then(|s| s.trim().parse::<u8>().ok()));
    let key = StoredValue::new(key);

    let player = Player::new(Timeline::new(pos.get_value(), Vec::new()));
    let hints = RwSignal::new(0u8);
    let wrong = RwSignal::new(0u32);
    let solved = RwSignal::new(false);
    let feedback = RwSignal::new(None::<Msg>);
    let marks = RwSignal::new(Vec::<Pit>::new());
    let pending = RwSignal::new(None::<Vec<Move>>);
    let is_legal_goal = goal.with_value(|g| matches!(g, Some(Goal::Legal)));

    let win = move |m: Msg| {
        let stars = exercise::stars(hints.get_untracked(), wrong.get_untracked());
        solved.set(true);
        let best = saved.get_untracked().map_or(stars, |s| s.max(stars));
        dom::save(&key.get_value(), &best.to_string());
        saved.set(Some(best));
        feedback.set(Some(m.msg("stars", Msg::new("ex-stars").arg("stars", stars))));
    };
    let judge = move |mv: Move| {
        pending.set(None);
        let p = pos.get_value();
        match p.play(&mv) {
            Err(il) => {
                wrong.update(|w| *w += 1);
                feedback.set(Some(
                    Msg::new("ex-wrong-illegal")
                        .arg("move", mv.to_string())
                        .msg("text", narrate::reason(&il.reason, il.variant)),
                ));
            }
            Ok(played) => {
                let ok = goal.with_value(|g| g.as_ref().is_some_and(|g| g.reached(&p, &mv, &played.events)));
                let variant = p.variant();
                let ply = Ply { mv, before: p.clone(), after: played.position, events: played.events.clone() };
                player.load(Timeline::new(p, vec![ply]), 0, 1);
                player.play();
                if ok {
                    win(Msg::new("ex-solved").arg("move", mv.to_string()));
                } else {
                    wrong.update(|w| *w += 1);
                    feedback.set(Some(exercise::explain_wrong(&mv, &played.events, variant)));
                }
            }
        }
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate || solved.get_untracked() {
            return;
        }
        if is_legal_goal {
            marks.update(|m| match m.iter().position(|p| *p == pit) {
                Some(i) => {
                    m.remove(i);
                }
                None => m.push(pit),
            });
            return;
        }
        let p = pos.get_value();
        let ms = moves::from_pit(&p, pit);
        match ms.len() {
            0 => {
                wrong.update(|w| *w += 1);
                let why = narrate::reason(&moves::why_none(&p, pit), p.variant());
                feedback.set(Some(Msg::new("narrate-no-move").arg("pit", pit.to_string()).msg("text", why)));
            }
            1 => judge(ms[0]),
            _ => {
                marks.set(vec![pit]);
                feedback.set(Some(Msg::new("choice-prompt").arg("pit", pit.to_string())));
                pending.set(Some(ms));
            }
        }
    });
    let check_legal = move |_| {
        let want = legal_pits.get_value();
        let got = marks.get_untracked();
        let p = pos.get_value();
        if let Some(extra) = got.iter().find(|g| !want.contains(g)) {
            wrong.update(|w| *w += 1);
            let why = narrate::reason(&moves::why_none(&p, *extra), p.variant());
            feedback.set(Some(Msg::new("legal-extra").arg("pit", extra.to_string()).msg("text", why)));
        } else if let Some(missing) = want.iter().find(|w| !got.contains(w)) {
            wrong.update(|w| *w += 1);
            let example = moves::from_pit(&p, *missing).first().map(|m| m.to_string()).unwrap_or_default();
            let missed: Vec<String> = want.iter().filter(|w| !got.contains(w)).map(|w| w.to_string()).collect();
            feedback.set(Some(Msg::new("legal-missing").arg("pits", missed.join(", ")).arg("move", example)));
        } else {
            win(Msg::new("legal-correct"));
        }
    };
    let hint = move |_| {
        let stage = (hints.get_untracked() + 1).min(2);
        hints.set(stage);
        let m = if is_legal_goal {
            let got = marks.get_untracked();
            match legal_pits.with_value(|w| w.iter().find(|p| !got.contains(p)).copied()) {
                Some(p) => Msg::new("hint-pit").arg("pit", p.to_string()),
                None => Msg::new("hint-none"),
            }
        } else {
            solutions.with_value(|s| exercise::hint(stage, s))
        };
        if let Some(m2) =
            (!is_legal_goal && stage == 1).then(|| solutions.with_value(|s| s.first().map(|m| m.pit))).flatten()
        {
            marks.set(vec![m2]);
        }
        feedback.set(Some(m));
    };
    let retry = move |_| {
        player.load(Timeline::new(pos.get_value(), Vec::new()), 0, 1);
        solved.set(false);
        pending.set(None);
        marks.set(Vec::new());
        feedback.set(None);
        // Hints and wrong answers still count for the stars after a retry.
    };
    let reset = move |_| {
        dom::remove(&key.get_value());
        saved.set(None);
        feedback.set(Some(Msg::new("progress-reset")));
    };
    let choices = move || {
        pending.get().map(|ms| {
            let p = pos.get_value();
            ms.iter()
                .map(|m| {
                    let m = *m;
                    let label = choice_label(lang, &p, &m, &ms);
                    view! { <button type="button" class="bao-btn bao-choice" on:click=move |_| judge(m)>{label}</button> }
                })
                .collect_view()
        })
    };
    let text = Signal::derive(move || match feedback.get() {
        Some(m) => t(lang, &m),
        None => String::new(),
    });
    let narration =
        Signal::derive(move || if player.at.get() > 0 { t(lang, &player.narration()) } else { String::new() });
    let goal_line = goal_msg.map(|m| view! { <p class="bao-goal">{t(lang, &m)}</p> });
    let problem = problem.map(|m| view! { <p class="bao-error" role="alert">{t(lang, &m)}</p> });
    view! {
        {goal_line}
        {problem}
        <Toggles ui/>
        <Board ui view=player.view marks=marks on_action=on_action/>
        <div class="bao-choices" role="group">{choices}</div>
        <Status ui view=player.view/>
        <p class="bao-feedback" class:bao-solved=move || solved.get() aria-live="assertive">{move || text.get()}</p>
        <p class="bao-narration">{move || narration.get()}</p>
        <div class="bao-actions">
            {is_legal_goal.then(|| view! {
                <button type="button" class="bao-btn" on:click=check_legal>{tr(lang, "btn-check")}</button>
                <span class="bao-marked-count">{move || t(lang, &Msg::new("legal-marked").arg("count", marks.with(|m| m.len())))}</span>
            })}
            <button type="button" class="bao-btn" on:click=hint>{tr(lang, "btn-hint")}</button>
            <button type="button" class="bao-btn" on:click=retry>{tr(lang, "btn-retry")}</button>
            {move || saved.get().map(|s| view! {
                <span class="bao-saved">{tr(lang, "ex-solved-before")} " " {"★".repeat(usize::from(s))}</span>
                <button type="button" class="bao-btn" on:click=reset>{tr(lang, "btn-reset")}</button>
            })}
        </div>
    }
}
