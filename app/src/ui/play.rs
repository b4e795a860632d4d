//! Play mode: both sides by hand, legal moves only, choices asked on the board, undo and redo,
//! the move list, the result, and a share link. Each move is animated from its trace.

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::player::{Controls, Player};
use super::widget::{Narration, Status, Toggles};
use crate::config::{self, Config, Mode};
use crate::i18n::{t, tr, Lang, Msg};
use crate::moves;
use crate::narrate;
use crate::setup::Ply;
use crate::timeline::Timeline;
use leptos::prelude::*;
use rules_core::{Event, Game, Move, Pit, Position, Variant};

/// The text of a choice between moves from one pit.
pub fn choice_label(lang: Lang, pos: &Position, mv: &Move, all: &[Move]) -> String {
    let mut parts = Vec::new();
    // A namua capture's direction is the kichwa its seeds enter at; name the kichwa. The safari
    // part and the move are still added below: A4< and A4<+ must not look the same.
    let kichwa = pos.play(mv).ok().and_then(|p| match (p.events.first(), p.events.get(1)) {
        (Some(Event::StoreSeed { .. }), Some(Event::Capture { kichwa, .. })) => Some(*kichwa),
        _ => None,
    });
    if let Some(k) = kichwa {
        parts.push(t(lang, &Msg::new("choice-kichwa").arg("kichwa", k.to_string())));
    } else if let Some(d) = mv.dir.filter(|_| all.iter().any(|m| m.dir != mv.dir)) {
        parts.push(t(lang, &Msg::new("choice-dir").arg("dir", narrate::dir_key(d))));
    }
    if all.iter().any(|m| m.safari != mv.safari) {
        parts.push(tr(lang, if mv.safari { "choice-safari" } else { "choice-stop" }));
    }
    if parts.is_empty() {
        parts.push(mv.to_string());
    }
    format!("{} ({mv})", parts.join(" · "))
}

/// `start` when the position is the Kiswahili start, else its notation.
pub fn position_text(pos: &Position) -> String {
    if *pos == Position::start(Variant::Kiswahili) {
        "start".into()
    } else {
        pos.to_string()
    }
}

pub fn play_mode(ui: Ui, start: Position, plies: Vec<Ply>, play_url: String) -> impl IntoView {
    let lang = ui.lang;
    let start = StoredValue::new(start);
    let history = RwSignal::new(plies);
    let redo = RwSignal::new(Vec::<Ply>::new());
    let current =
        Memo::new(move |_| history.with(|h| h.last().map(|p| p.after.clone())).unwrap_or_else(|| start.get_value()));
    let player = Player::new(Timeline::new(current.get_untracked(), Vec::new()));
    let pending = RwSignal::new(None::<(Pit, Vec<Move>)>);
    let message = RwSignal::new(None::<Msg>);
    let link = RwSignal::new(String::new());

    let outcome = Memo::new(move |_| {
        let mut g = Game::new(start.get_value());
        history.with(|h| h.iter().all(|p| g.play(p.mv).is_ok()));
        g.outcome()
    });
    let show_current = move || {
        let n = history.with_untracked(|h| h.len());
        player.load(Timeline::new(current.get_untracked(), Vec::new()), 0, n + 1);
    };
    let play_move = move |mv: Move| {
        pending.set(None);
        let pos = current.get_untracked();
        match pos.play(&mv) {
            Ok(p) => {
                let ply = Ply { mv, before: pos.clone(), after: p.position, events: p.events };
                let number = history.with_untracked(|h| h.len()) + 1;
                history.update(|h| h.push(ply.clone()));
                redo.set(Vec::new());
                message.set(None);
                player.load(Timeline::new(pos, vec![ply]), 0, number);
                player.play();
            }
            Err(il) => message.set(Some(
                Msg::new("narrate-illegal")
                    .arg("move", mv.to_string())
                    .msg("text", narrate::reason(&il.reason, il.variant)),
            )),
        }
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate {
            return;
        }
        let pos = current.get_untracked();
        let ms = moves::from_pit(&pos, pit);
        match ms.len() {
            0 => {
                pending.set(None);
                let why = narrate::reason(&moves::why_none(&pos, pit), pos.variant());
                message.set(Some(Msg::new("narrate-no-move").arg("pit", pit.to_string()).msg("text", why)));
            }
            1 => play_move(ms[0]),
            _ => {
                message.set(Some(Msg::new("choice-prompt").arg("pit", pit.to_string())));
                pending.set(Some((pit, ms)));
            }
        }
    });
    let undo = move |_| {
        pending.set(None);
        message.set(None);
        if let Some(p) = history.try_update(|h| h.pop()).flatten() {
            redo.update(|r| r.push(p));
            show_current();
        }
    };
    let redo_click = move |_| {
        if let Some(p) = redo.try_update(|r| r.pop()).flatten() {
            let number = history.with_untracked(|h| h.len()) + 1;
            let before = p.before.clone();
            history.update(|h| h.push(p.clone()));
            player.load(Timeline::new(before, vec![p]), 0, number);
            player.seek_with(|tl, _| tl.len());
        }
    };
    let restart = move |_| {
        history.set(Vec::new());
        redo.set(Vec::new());
        pending.set(None);
        message.set(None);
        show_current();
    };
    let url = StoredValue::new(play_url);
    let share = move |_| {
        let cfg = Config {
            mode: Mode::Play,
            position: position_text(&start.get_value()),
            moves: history.with_untracked(|h| h.iter().map(|p| p.mv.to_string()).collect::<Vec<_>>().join(" ")),
            flip: ui.flip.get_untracked(),
            labels: ui.labels.get_untracked(),
            ..Config::default()
        };
        let l = format!("{}#{}", url.get_value(), config::to_fragment(&cfg));
        let ok = dom::copy(&l);
        link.set(l);
        message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" })));
    };
    let choices = move || {
        pending.get().map(|(_, ms)| {
            let pos = current.get_untracked();
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
                    <button type="button" class="bao-btn" on:click=move |_| { pending.set(None); message.set(None); }>{tr(lang, "btn-cancel")}</button>
                </div>
            }
        })
    };
    let marks = Signal::derive(move || pending.with(|p| p.as_ref().map(|(pit, _)| vec![*pit]).unwrap_or_default()));
    let text = Signal::derive(move || match message.get() {
        Some(m) => t(lang, &m),
        None => t(lang, &player.narration()),
    });
    let move_list = move || {
        let h = history.get();
        if h.is_empty() {
            return view! { <p class="bao-moves-none">{tr(lang, "moves-none")}</p> }.into_any();
        }
        let items = h.iter().map(|p| view! { <li>{p.mv.to_string()}</li> }).collect_view();
        view! { <ol class="bao-moves">{items}</ol> }.into_any()
    };
    let result = move || {
        outcome.get().map(|o| {
            let rule = o.rule(start.get_value().variant());
            let m = match o.winner() {
                Some(w) => Msg::new("status-winner").arg("side", narrate::side_key(w)).arg("rule", rule),
                None => Msg::new("status-draw").arg("rule", rule),
            };
            view! { <p class="bao-result" role="status">{t(lang, &m)}</p> }
        })
    };
    view! {
        <Toggles ui/>
        <Board ui view=player.view marks=marks on_action=on_action/>
        {choices}
        <Status ui view=player.view/>
        {result}
        <Narration text/>
        <Controls ui player/>
        <div class="bao-actions">
            <button type="button" class="bao-btn" disabled=move || history.with(|h| h.is_empty()) on:click=undo>{tr(lang, "btn-undo")}</button>
            <button type="button" class="bao-btn" disabled=move || redo.with(|r| r.is_empty()) on:click=redo_click>{tr(lang, "btn-redo")}</button>
            <button type="button" class="bao-btn" on:click=restart>{tr(lang, "btn-new-game")}</button>
            <button type="button" class="bao-btn" on:click=share>{tr(lang, "btn-share")}</button>
        </div>
        {move || (!link.get().is_empty()).then(|| view! { <input class="bao-link" readonly value=link.get()/> })}
        <h4 class="bao-moves-title">{tr(lang, "moves-title")}</h4>
        {move_list}
    }
}
