//! What the replaying modes (step, record) share: the board with its controls.

use super::board::{Board, Ui};
use super::parts::{Later, Narration, Status, Toggles};
use super::player::{Controls, Player};
use super::present::Present;
use leptos::prelude::*;

/// What a replaying mode (step, record) shows above its move list: the toggles with the
/// presentation, the board, its status line, the step controls and the narration. A plain
/// function, not a component: a component's props cost the book's bundle 76 bytes more.
pub(super) fn replay(ui: Ui, player: Player, text: Signal<String>) -> impl IntoView {
    view! {
        <Later><Toggles ui><Present ui player=player/></Toggles></Later>
        <Board ui view=player.view marks=Signal::derive(Vec::new) on_action=Callback::new(|_| {})/>
        <Later>
            <Status ui view=player.view/>
            <Controls ui player/>
            <Narration text/>
        </Later>
    }
}
