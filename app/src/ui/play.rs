//! Play mode: both sides by hand, legal moves only, choices asked on the board, undo and redo,
//! the move list, the result, and a share link. The game is a [`PlayModel`]; this module
//! draws it and animates each move from its trace.

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::embed::EmbedButton;
use super::player::{Controls, Player};
use super::present::Present;
use super::widget::{Narration, Status, Toggles};
use crate::i18n::{t, tr, Msg};
use crate::moves::choice_label;
use crate::play::{Click, PlayModel};
use crate::timeline::Timeline;
use bao_schema::Ply;
use leptos::prelude::*;
use rules_core::{Move, Pit, Position};

pub fn play_mode(ui: Ui, start: Position, plies: Vec<Ply>, play_url: String) -> impl IntoView {
    let lang = ui.lang;
    let model = RwSignal::new(PlayModel::new(start, plies));
    let player = Player::new(Timeline::new(model.with_untracked(|m| m.current().clone()), Vec::new()));
    let message = RwSignal::new(None::<Msg>);
    let link = RwSignal::new(String::new());

    // The board at rest on the current position.
    let show_current = move || {
        let (pos, n) = model.with_untracked(|m| (m.current().clone(), m.next_number()));
        player.load(Timeline::new(pos, Vec::new()), 0, n);
    };
    // A move just played: animate it.
    let animate = move |ply: Ply| {
        dom::post_move(&ply);
        let number = model.with_untracked(|m| m.next_number()) - 1;
        player.load(Timeline::new(ply.before.clone(), vec![ply]), 0, number);
        player.play();
    };
    let play_move = move |mv: Move| match model.try_update(|m| m.play(mv)) {
        Some(Ok(ply)) => {
            message.set(None);
            animate(ply);
        }
        Some(Err(m)) => message.set(Some(m)),
        None => {}
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate {
            return;
        }
        match model.try_update(|m| m.click(pit)) {
            Some(Click::Played(ply)) => {
                message.set(None);
                animate(ply);
            }
            Some(Click::Choose(m) | Click::Refused(m)) => message.set(Some(m)),
            None => {}
        }
    });
    let undo = move |_| {
        message.set(None);
        if model.try_update(|m| m.undo()).unwrap_or(false) {
            show_current();
        }
    };
    let redo_click = move |_| {
        if let Some(p) = model.try_update(|m| m.redo()).flatten() {
            let number = model.with_untracked(|m| m.next_number()) - 1;
            player.load(Timeline::new(p.before.clone(), vec![p]), 0, number);
            player.seek_with(|tl, _| tl.len());
        }
    };
    let restart = move |_| {
        model.update(|m| m.restart());
        message.set(None);
        show_current();
    };
    let url = StoredValue::new(play_url);
    let share = move |_| {
        let lesson = model.with_untracked(|m| m.lesson(ui.flip.get_untracked(), ui.labels.get_untracked()));
        let l = format!("{}#{}", url.get_value(), lesson.to_fragment());
        let ok = dom::copy(&l);
        link.set(l);
        message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" })));
    };
    let choices = move || {
        model.with(|m| m.pending().cloned()).map(|(_, ms)| {
            let pos = model.with_untracked(|m| m.current().clone());
            let buttons = ms
                .iter()
                .map(|m| {
                    let m = *m;
                    let label = choice_label(lang, &pos, &m, &ms);
                    view! { <button type="button" class="bao-btn bao-choice" on:click=move |_| play_move(m)>{label}</button> }
                })
                .collect_view();
            view! {
                <div class="bao-choices" role="group">
                    {buttons}
                    <button type="button" class="bao-btn" on:click=move |_| { model.update(|m| m.cancel()); message.set(None); }>{tr(lang, "btn-cancel")}</button>
                </div>
            }
        })
    };
    let marks = Signal::derive(move || model.with(|m| m.pending().map(|(pit, _)| vec![*pit]).unwrap_or_default()));
    let text = Signal::derive(move || match message.get() {
        Some(m) => t(lang, &m),
        None => t(lang, &player.narration()),
    });
    let move_list = move || {
        model.with(|m| {
            if m.history().is_empty() {
                return view! { <p class="bao-moves-none">{tr(lang, "moves-none")}</p> }.into_any();
            }
            let items = m.history().iter().map(|p| view! { <li>{p.mv.to_string()}</li> }).collect_view();
            view! { <ol class="bao-moves">{items}</ol> }.into_any()
        })
    };
    let outcome = Memo::new(move |_| model.with(PlayModel::result));
    let result = move || outcome.get().map(|m| view! { <p class="bao-result" role="status">{t(lang, &m)}</p> });
    let embed_lesson =
        Callback::new(move |()| model.with_untracked(|m| m.lesson(ui.flip.get_untracked(), ui.labels.get_untracked())));
    let embed_done =
        Callback::new(move |ok: bool| message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" }))));
    let embed_url = url.get_value();
    view! {
        <Toggles ui><Present ui player=player/></Toggles>
        <Board ui view=player.view marks=marks on_action=on_action/>
        {choices}
        <Status ui view=player.view/>
        {result}
        <Narration text/>
        <Controls ui player/>
        <div class="bao-actions">
            <button type="button" class="bao-btn" disabled=move || !model.with(|m| m.can_undo()) on:click=undo>{tr(lang, "btn-undo")}</button>
            <button type="button" class="bao-btn" disabled=move || !model.with(|m| m.can_redo()) on:click=redo_click>{tr(lang, "btn-redo")}</button>
            <button type="button" class="bao-btn" on:click=restart>{tr(lang, "btn-new-game")}</button>
            <button type="button" class="bao-btn" on:click=share>{tr(lang, "btn-share")}</button>
            <EmbedButton ui play_url=embed_url lesson=embed_lesson done=embed_done/>
        </div>
        {move || (!link.get().is_empty()).then(|| view! { <input class="bao-link" readonly value=link.get()/> })}
        <h4 class="bao-moves-title">{tr(lang, "moves-title")}</h4>
        {move_list}
    }
}
