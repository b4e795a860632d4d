//! Exercise mode: a goal on a position, judged by the [`ExerciseModel`] (feedback by rule,
//! hints in three steps, a star per hint and per wrong try, retry); this module draws it,
//! animates the moves played (a wrong answer and the opponent's reply; a win in two's first
//! move and the defence) and keeps progress in the browser (`crate::progress`): the best
//! stars, a test question's first try, the mistakes for review.

use super::board::{choice_buttons, Board, PitAction, Ui};
use super::dom;
use super::parts::{Later, Status, Toggles};
use super::player::Player;
use super::storage::{self, WebStore};
use crate::exercise::{ExerciseModel, Feedback};
use crate::i18n::{t, tr, Msg};
use crate::progress::{self, Store};
use crate::timeline::Timeline;
use leptos::prelude::*;
use rules_core::{Move, Pit};

/// Where an exercise's progress goes.
#[derive(Clone, Debug, Default)]
pub(super) struct Keep {
    /// Its progress key (`data-id`); empty: nothing kept.
    pub id: String,
    /// The test it counts in (its first try is kept).
    pub test: Option<String>,
    /// On the review page: solving it removes it from the mistakes.
    pub review: bool,
}

pub(super) fn exercise_mode(ui: Ui, model: ExerciseModel, keep: Keep) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let pos = model.position().clone();
    let model = RwSignal::new(model);
    let marks_pits = model.with_untracked(ExerciseModel::marks_pits);
    let id = keep.id.clone();
    // "You solved this exercise before": the best stars kept from an earlier visit, or from an
    // earlier try of this visit once the reader tries again; not for the try just solved.
    let saved = RwSignal::new(if id.is_empty() { None } else { progress::stars_of(&WebStore, &id) });
    let best = StoredValue::new(saved.get_untracked());
    let keep = StoredValue::new(keep);

    let player = Player::new(Timeline::new(pos, Vec::new()));
    super::parts::track_current(move || player.resting());
    let feedback = RwSignal::new(None::<(Msg, Option<Msg>)>);
    // False while the board shows a wrong answer played out: the next click brings the
    // question back instead of answering.
    let at_question = RwSignal::new(true);
    let question = move || {
        let pos = model.with_untracked(|m| m.position().clone());
        player.load(Timeline::new(pos, Vec::new()), 0, 1);
        at_question.set(true);
    };
    // Shows what the model said, animates the plies and keeps the progress. `before`: the moves
    // already played right when the reader answered (the plies are numbered on from them: round
    // 2 of a series starts at move 3).
    let show = move |fb: Feedback, before: u8| {
        if let Some(first) = fb.plies.first() {
            // The reader's own move, for a page that embeds this one.
            dom::post_move(first);
            player.load(Timeline::new(first.before.clone(), fb.plies.clone()), 0, 2 * usize::from(before) + 1);
            // At the pace of a computer's reply: a long move and its answer are shown in a few
            // seconds, every step still there (the text above the board says it at once).
            player.play_reply();
        }
        at_question.set(!fb.wrong || fb.plies.is_empty());
        let k = keep.get_value();
        if !k.id.is_empty() {
            let mut store = WebStore;
            if fb.wrong {
                progress::add_mistake(&mut store, &k.id);
                if k.test.is_some() {
                    progress::record_first(&mut store, &k.id, 0);
                }
            }
            if let Some(stars) = fb.stars {
                let (kept, _) = progress::record_stars(&mut store, &k.id, stars);
                best.set_value(Some(kept));
                if k.test.is_some() {
                    progress::record_first(&mut store, &k.id, stars);
                }
                if k.review {
                    progress::remove_mistake(&mut store, &k.id);
                }
            }
            storage::check(lang);
            storage::changed();
        }
        if let Some(stars) = fb.stars {
            dom::post_to_host(&crate::embed::HostMessage::Solved { id: k.id.clone(), stars });
        }
        feedback.set(Some((fb.msg, fb.reply)));
    };
    let before = move || model.with_untracked(ExerciseModel::moves_done);
    let judge = move |mv: Move| {
        let b = before();
        if let Some(fb) = model.try_update(|m| m.answer(mv)) {
            show(fb, b);
        }
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate {
            return;
        }
        // A click while the moves are still being played out shows the board as it is now
        // first: the reader then answers on the real position, never on a half-sown one.
        if player.playing.get_untracked() {
            player.seek(player.len.get_untracked());
        }
        if !at_question.get_untracked() {
            // Back to the question, as Try again: the wrong answer's words go with its board.
            question();
            feedback.set(model.try_update(ExerciseModel::hint_again).flatten().map(|h| (h, None)));
            return;
        }
        let b = before();
        if let Some(fb) = model.try_update(|m| m.click(pit)).flatten() {
            show(fb, b);
        }
    });
    let check_legal = move |_| {
        let b = before();
        if let Some(fb) = model.try_update(|m| m.check_marks()) {
            show(fb, b);
        }
    };
    let hint = move |_| {
        if !at_question.get_untracked() {
            question();
        }
        feedback.set(
            model
                .try_update(|m| {
                    m.cancel();
                    m.hint()
                })
                .map(|h| (h, None)),
        );
    };
    let retry = move |_| {
        let again = model.with_untracked(|m| m.solved().is_some());
        model.update(|m| m.retry());
        question();
        // After a wrong answer, a hint already given stays in view: it was paid for.
        feedback.set(if again {
            None
        } else {
            model.try_update(ExerciseModel::hint_again).flatten().map(|h| (h, None))
        });
        saved.set(best.get_value());
    };
    // A second look: the pit selected is forgotten.
    let cancel = move |_| {
        model.update(ExerciseModel::cancel);
        feedback.set(None);
    };
    let reset = move |_| {
        let k = keep.get_value();
        let mut store = WebStore;
        store.remove(&progress::exercise_key(&k.id));
        store.remove(&progress::first_key(&k.id));
        saved.set(None);
        best.set_value(None);
        storage::changed();
        feedback.set(Some((Msg::new("progress-reset"), None)));
    };
    let choices = move || {
        model.with(|m| m.pending().map(<[Move]>::to_vec)).map(|ms| {
            let p = model.with_untracked(|m| m.position().clone());
            view! {
                {choice_buttons(lang, &p, &ms, judge)}
                <button type="button" class="bao-btn bao-cancel" on:click=cancel>{tr(lang, "btn-cancel")}</button>
            }
        })
    };
    let hints_done = move || model.with(ExerciseModel::hints_done);
    let marks = Signal::derive(move || model.with(|m| m.marks().to_vec()));
    let solved = move || model.with(|m| m.solved().is_some());
    // What the opponent replied is said once his reply has been played on the board (a click
    // during the moves shows the end at once), never before the reader has seen it.
    let text = move || {
        let playing = player.playing.get();
        feedback.with(|f| match f {
            Some((m, Some(r))) if !playing => format!("{} {}", t(lang, m), t(lang, r)),
            Some((m, _)) => t(lang, m),
            None => String::new(),
        })
    };
    let narration =
        Signal::derive(move || if player.at.get() > 0 { t(lang, &player.narration()) } else { String::new() });
    let stars_left = move || {
        model.with(|m| m.solved().is_none().then(|| m.stars_left())).map(|n| {
            let label = t(lang, &Msg::new("ex-stars-left").arg("stars", n));
            let shown = format!("{}{}", "★".repeat(usize::from(n)), "☆".repeat(usize::from(3 - n.min(3))));
            view! { <span class="bao-stars" role="img" aria-label=label.clone() title=label>{shown}</span> }
        })
    };
    view! {
        // The goal of the next round is shown once North's reply has been played (hidden meanwhile).
        <p class="bao-goal" class:bao-playing=move || player.playing.get() && model.with(|m| m.moves_done() > 0)>{move || t(lang, &model.with(ExerciseModel::goal_msg))}</p>
        <Later><Toggles ui/></Later>
        <Board ui view=player.view marks=marks on_action=on_action/>
        <Later>
            <div class="bao-choices" role="group">{choices}</div>
            <Status ui view=player.view/>
            <p class="bao-feedback" class:bao-solved=solved aria-live="assertive">{text}</p>
            <p class="bao-narration">{move || narration.get()}</p>
            <div class="bao-actions">
                {marks_pits.then(|| view! {
                    <button type="button" class="bao-btn" on:click=check_legal>{tr(lang, "btn-check")}</button>
                    <span class="bao-marked-count">{move || t(lang, &Msg::new("legal-marked").arg("count", marks.with(|m| m.len())))}</span>
                })}
                <button type="button" class="bao-btn" disabled=hints_done on:click=hint>{tr(lang, "btn-hint")}</button>
                <button type="button" class="bao-btn" on:click=retry>{tr(lang, "btn-retry")}</button>
                {stars_left}
                {move || saved.get().map(|s| view! {
                    <span class="bao-saved">{tr(lang, "ex-solved-before")} " " {"★".repeat(usize::from(s))}</span>
                    <button type="button" class="bao-btn" on:click=reset>{tr(lang, "btn-reset")}</button>
                })}
            </div>
        </Later>
    }
}
