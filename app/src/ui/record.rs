//! Record mode: a game record's board, its move list with variations and comments (every move a
//! button: a click, or Tab and Enter, goes there), the comments of the move shown, and the step
//! controls (seed, lap, move) along the line of the move chosen. The move list is shared with
//! the editor's recorder.

use super::board::Ui;
use super::player::Player;
use super::replay::replay;
use crate::i18n::{t, tr, Msg};
use crate::narrate;
use crate::record::{line_through, plies, rows, Item, Row};
use crate::timeline::Timeline;
use leptos::prelude::*;
use rules_core::{NodeId, Record};
use wasm_bindgen::JsCast;

pub(crate) fn record_mode(ui: Ui, record: Record) -> impl IntoView {
    let lang = ui.lang;
    let list = rows(&record);
    let record = StoredValue::new(record);
    // The line followed: its moves, and a copy of its timeline for the narration.
    let line = RwSignal::new(Vec::<NodeId>::new());
    let timeline = StoredValue::new(Timeline::new(record.with_value(|r| r.start().clone()), Vec::new()));
    let player = Player::new(Timeline::new(record.with_value(|r| r.start().clone()), Vec::new()));
    super::parts::track_current(move || player.resting());
    // Follows the line through `at` (the main line for `None`) and shows the board after `at`.
    let follow = move |at: Option<NodeId>| {
        let (ids, index, tl) = record.with_value(|r| {
            let (ids, index) = line_through(r, at);
            let tl = Timeline::new(r.start().clone(), plies(r, &ids));
            (ids, index, tl)
        });
        // The step at the end of move `index`.
        let step = index.map_or(0, |i| (0..=i).fold(0, |k, _| tl.next_move(k)));
        timeline.set_value(tl.clone());
        player.load(tl, step, 1);
        line.set(ids);
    };
    follow(None);
    let current = Memo::new(move |_| {
        let ply = player.current_ply();
        line.with(|ids| ply.and_then(|i| ids.get(i).copied()))
    });
    let text = Signal::derive(move || {
        let at = player.at.get();
        let msg = timeline.with_value(|tl| match tl.event(at) {
            None => Msg::new("narrate-start").arg("side", narrate::side_key(tl.start().to_move())),
            Some((i, ply, e)) => {
                let number = line.with(|ids| {
                    ids.get(i).and_then(|&id| record.with_value(|r| r.node(id).map(|n| n.number()))).unwrap_or_default()
                });
                Msg::new("narrate-record-move")
                    .arg("number", number)
                    .arg("move", ply.mv.to_string())
                    .msg("text", narrate::event(e, tl.start().variant()))
            }
        });
        t(lang, &msg)
    });
    let comments = move || {
        record.with_value(|r| match current.get().and_then(|id| r.node(id)) {
            Some(n) => n.comments().join(" "),
            None => r.main().comments().join(" "),
        })
    };
    let pick = Callback::new(move |id: NodeId| follow(Some(id)));
    view! {
        {replay(ui, player, text)}
        <p class="bao-comment" aria-live="polite">{comments}</p>
        <p class="bao-moves-title">{tr(lang, "moves-title")}</p>
        <MoveList ui rows=Signal::stored(list) current=current pick=pick/>
    }
}

/// The move list: rows of moves, comments and parentheses; the current move marked; a click
/// (or Enter) on a move calls `pick`.
#[component]
pub(super) fn MoveList(
    /// The widget's language and toggles.
    ui: Ui,
    /// The list, row by row ([`crate::record::rows`]).
    #[prop(into)]
    rows: Signal<Vec<Row>>,
    /// The move shown on the board (`None`: the start).
    #[prop(into)]
    current: Signal<Option<NodeId>>,
    /// Called with the move clicked.
    pick: Callback<NodeId>,
) -> impl IntoView {
    let lang = ui.lang;
    let variation = tr(lang, "record-variation");
    // One effect marks the current move (not one per move: a click on a record of N moves
    // costs O(N) once, not N subscriptions to update).
    let host = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        rows.track();
        let at = current.get();
        let Some(el) = host.get() else { return };
        if let Ok(old) = el.query_selector_all(".bao-move.bao-current") {
            for i in 0..old.length() {
                if let Some(b) = old.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    let _ = b.class_list().remove_1("bao-current");
                    let _ = b.remove_attribute("aria-current");
                }
            }
        }
        if let Some(id) = at {
            if let Ok(Some(b)) = el.query_selector(&format!(".bao-move[data-node=\"{}\"]", id.index())) {
                let _ = b.class_list().add_1("bao-current");
                let _ = b.set_attribute("aria-current", "step");
            }
        }
    });
    let list = move || {
        let variation = variation.clone();
        let rows = rows.get();
        let list = rows
            .into_iter()
            .map(|row| {
                let items = row.items.into_iter().map(|item| item_view(item, pick)).collect_view();
                let nested = row.depth > 0;
                let label = nested.then(|| variation.clone());
                view! {
                    <div class="bao-record-row" class:bao-variation=nested role="listitem" aria-label=label>{items}</div>
                }
            })
            .collect_view();
        view! { <div class="bao-record-moves" role="list" aria-label=tr(lang, "record-moves")>{list}</div> }
    };
    view! { <div class="bao-record-list" node_ref=host>{list}</div> }
}

fn item_view(item: Item, pick: Callback<NodeId>) -> AnyView {
    match item {
        Item::Move { id, number, text } => {
            let label = match number {
                Some(n) => format!("{n} {text}"),
                None => text,
            };
            view! {
                <button type="button" class="bao-move"
                    data-node=id.index().to_string() on:click=move |_| pick.run(id)>{label}</button>
            }
            .into_any()
        }
        Item::Comment(c) => view! { <span class="bao-record-comment">{c}</span> }.into_any(),
        Item::Open => view! { <span class="bao-paren">"("</span> }.into_any(),
        Item::Close => view! { <span class="bao-paren">")"</span> }.into_any(),
    }
}
