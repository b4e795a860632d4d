//! Exercise mode: a goal on a position, judged by the [`ExerciseModel`] (feedback by rule,
//! hints in stages, stars, retry); this module draws it, animates the moves played and keeps
//! progress in localStorage (`bao-kitabu:exercise:<data-id>`).

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::player::Player;
use super::widget::{Status, Toggles};
use crate::exercise::{ExerciseModel, Feedback};
use crate::i18n::{t, tr, Msg};
use crate::moves::choice_label;
use crate::timeline::Timeline;
use bao_schema::Goal;
use leptos::prelude::*;
use rules_core::{Move, Pit, Position};

pub fn exercise_mode(ui: Ui, pos: Position, goal: Goal, id: String) -> impl IntoView {
    let lang = ui.lang;
    let model = RwSignal::new(ExerciseModel::new(pos.clone(), goal));
    let goal_msg = model.with_untracked(ExerciseModel::goal_msg);
    let marks_pits = model.with_untracked(ExerciseModel::marks_pits);
    let key = format!("bao-kitabu:exercise:{id}");
    let saved = RwSignal::new(dom::load(&key).and_then(|s| s.trim().parse::<u8>().ok()));
    let key = StoredValue::new(key);

    let player = Player::new(Timeline::new(pos, Vec::new()));
    let feedback = RwSignal::new(None::<Msg>);
    // Shows what the model said: the message, the move played, the stars won (the best kept).
    let host_id = StoredValue::new(id.clone());
    let show = move |fb: Feedback| {
        if let Some(ply) = fb.ply {
            dom::post_move(&ply);
            player.load(Timeline::new(ply.before.clone(), vec![ply]), 0, 1);
            player.play();
        }
        if let Some(stars) = fb.stars {
            let best = saved.get_untracked().map_or(stars, |s| s.max(stars));
            dom::save(&key.get_value(), &best.to_string());
            saved.set(Some(best));
            dom::post_to_host(&crate::embed::HostMessage::Solved { id: host_id.get_value(), stars });
        }
        feedback.set(Some(fb.msg));
    };
    let judge = move |mv: Move| {
        if let Some(fb) = model.try_update(|m| m.answer(mv)) {
            show(fb);
        }
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate {
            return;
        }
        if let Some(fb) = model.try_update(|m| m.click(pit)).flatten() {
            show(fb);
        }
    });
    let check_legal = move |_| {
        if let Some(fb) = model.try_update(|m| m.check_marks()) {
            show(fb);
        }
    };
    let hint = move |_| feedback.set(model.try_update(|m| m.hint()));
    let retry = move |_| {
        let pos = model.with_untracked(|m| m.position().clone());
        player.load(Timeline::new(pos, Vec::new()), 0, 1);
        model.update(|m| m.retry());
        feedback.set(None);
    };
    let reset = move |_| {
        dom::remove(&key.get_value());
        saved.set(None);
        feedback.set(Some(Msg::new("progress-reset")));
    };
    let choices = move || {
        model.with(|m| m.pending().map(<[Move]>::to_vec)).map(|ms| {
            let p = model.with_untracked(|m| m.position().clone());
            ms.iter()
                .map(|m| {
                    let m = *m;
                    let label = choice_label(lang, &p, &m, &ms);
                    view! { <button type="button" class="bao-btn bao-choice" on:click=move |_| judge(m)>{label}</button> }
                })
                .collect_view()
        })
    };
    let marks = Signal::derive(move || model.with(|m| m.marks().to_vec()));
    let solved = move || model.with(|m| m.solved().is_some());
    let text = Signal::derive(move || match feedback.get() {
        Some(m) => t(lang, &m),
        None => String::new(),
    });
    let narration =
        Signal::derive(move || if player.at.get() > 0 { t(lang, &player.narration()) } else { String::new() });
    view! {
        <p class="bao-goal">{t(lang, &goal_msg)}</p>
        <Toggles ui/>
        <Board ui view=player.view marks=marks on_action=on_action/>
        <div class="bao-choices" role="group">{choices}</div>
        <Status ui view=player.view/>
        <p class="bao-feedback" class:bao-solved=solved aria-live="assertive">{move || text.get()}</p>
        <p class="bao-narration">{move || narration.get()}</p>
        <div class="bao-actions">
            {marks_pits.then(|| view! {
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
