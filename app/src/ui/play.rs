//! Play mode: both sides by hand or against the computer (`ui/computer.rs`, feature
//! `computer`), legal moves only, choices asked on the board, undo and redo, the move list, the
//! result with "Play again", and a share link. The game is a [`PlayModel`]; this module draws
//! it and animates each move from its trace.

use super::board::{choice_buttons, Board, PitAction, Ui};
use super::dom;
use super::embed::EmbedButton;
use super::player::{Controls, Player};
use super::present::Present;
use super::widget::{Narration, Status, Toggles};
use crate::i18n::{t, tr, Msg};
use crate::play::{Click, PlayModel};
use crate::timeline::Timeline;
use bao_schema::{Computer, Ply};
use leptos::prelude::*;
use rules_core::{Move, Pit, Position};

pub fn play_mode(
    ui: Ui,
    start: Position,
    plies: Vec<Ply>,
    computer: Option<Computer>,
    play_url: String,
) -> impl IntoView {
    let lang = ui.lang;
    #[cfg(feature = "computer")]
    let opp = super::computer::Opponent::new(ui, computer, &start);
    let model = RwSignal::new(PlayModel::new(start, plies));
    super::widget::track_current(move || model.with(PlayModel::position_text));
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
        #[cfg(feature = "computer")]
        if model.with_untracked(|m| opp.moves_in(m.current())) {
            message.set(Some(Msg::new("computer-wait")));
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
    // Against the computer, undo and redo go back to (or on to) the reader's turn.
    #[cfg(feature = "computer")]
    let computer_moves = move || {
        model.with_untracked(|m| opp.level.get_untracked() > 0 && m.current().to_move() == opp.side.get_untracked())
    };
    #[cfg(not(feature = "computer"))]
    let computer_moves = || false;
    let cancel = move || {
        #[cfg(feature = "computer")]
        opp.cancel();
    };
    let undo = move |_| {
        message.set(None);
        cancel();
        if model.try_update(|m| m.undo()).unwrap_or(false) {
            if computer_moves() && model.with_untracked(PlayModel::can_undo) {
                model.update(|m| {
                    m.undo();
                });
            }
            show_current();
        }
    };
    let redo_click = move |_| {
        cancel();
        let mut redone = Vec::new();
        while let Some(p) = model.try_update(|m| m.redo()).flatten() {
            redone.push(p);
            if !computer_moves() {
                break;
            }
        }
        if let Some(first) = redone.first() {
            let number = model.with_untracked(|m| m.next_number()) - redone.len();
            player.load(Timeline::new(first.before.clone(), redone), 0, number);
            player.seek_with(|tl, _| tl.len());
        }
    };
    let restart = move |_| {
        cancel();
        model.update(|m| m.restart());
        message.set(None);
        show_current();
    };
    // The computer's move, if the game is still the one it was asked about.
    #[cfg(feature = "computer")]
    opp.drive(
        model,
        player,
        Callback::new(move |(generation, mv)| match model.try_update(|m| m.play_if_current(generation, mv)) {
            Some(Some(Ok(ply))) => {
                message.set(None);
                animate(ply);
            }
            Some(Some(Err(m))) => message.set(Some(m)),
            _ => {}
        }),
        message,
    );
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
            let buttons = choice_buttons(lang, &pos, &ms, play_move);
            view! {
                <div class="bao-choices" role="group">
                    {buttons}
                    <button type="button" class="bao-btn" on:click=move |_| { model.update(|m| m.cancel()); message.set(None); }>{tr(lang, "btn-cancel")}</button>
                </div>
            }
        })
    };
    let marks = Signal::derive(move || {
        #[cfg_attr(not(feature = "computer"), allow(unused_mut))]
        let mut marks = model.with(|m| m.pending().map(|(pit, _)| vec![*pit]).unwrap_or_default());
        #[cfg(feature = "computer")]
        marks.extend(super::computer::hinted(opp, model));
        marks
    });
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
    #[cfg(feature = "computer")]
    let winner = Memo::new(move |_| model.with(|m| m.outcome().map(|o| o.winner())));
    let result = move || {
        outcome.get().map(|m| {
            #[cfg(feature = "computer")]
            let verdict = super::computer::verdict(opp, winner.get()).map(|v| format!("{} ", t(lang, &v)));
            #[cfg(not(feature = "computer"))]
            let verdict = None::<String>;
            view! {
                <p class="bao-result" role="status">{verdict}{t(lang, &m)}</p>
                <button type="button" class="bao-btn bao-play-again" on:click=restart>{tr(lang, "btn-play-again")}</button>
            }
        })
    };
    let embed_lesson =
        Callback::new(move |()| model.with_untracked(|m| m.lesson(ui.flip.get_untracked(), ui.labels.get_untracked())));
    let embed_done =
        Callback::new(move |ok: bool| message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" }))));
    let embed_url = url.get_value();
    view! {
        <Toggles ui><Present ui player=player/></Toggles>
        {
            #[cfg(feature = "computer")]
            let picker = Some(view! { <super::computer::Picker ui opp model/> });
            #[cfg(not(feature = "computer"))]
            let picker = ();
            picker
        }
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
