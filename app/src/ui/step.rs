//! Step mode: replays the block's moves event by event.

use super::board::Ui;
use super::player::Player;
use super::replay::replay;
use crate::i18n::t;
use crate::timeline::Timeline;
use bao_schema::Ply;
use leptos::prelude::*;
use rules_core::Position;

pub(super) fn step_mode(ui: Ui, start: Position, plies: Vec<Ply>) -> impl IntoView {
    let names: Vec<String> = plies.iter().map(|p| p.mv.to_string()).collect();
    let player = Player::new(Timeline::new(start, plies));
    super::parts::track_current(move || player.resting());
    let lang = ui.lang;
    let text = Signal::derive(move || t(lang, &player.narration()));
    let moves = names
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let current = move || player.current_ply() == Some(i);
            view! {
                <li><button type="button" class="bao-move" class:bao-current=current
                    on:click=move |_| player.seek_with(|tl, _| {
                        let mut k = 0;
                        for _ in 0..=i { k = tl.next_move(k); }
                        k
                    })>{name}</button></li>
            }
        })
        .collect_view();
    view! {
        {replay(ui, player, text)}
        <ol class="bao-moves">{moves}</ol>
    }
}
