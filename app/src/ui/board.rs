//! The board in SVG: pits with seeds (drawn up to a dozen, then a number), marks for nyumba,
//! kichwa, kimbi, takasia and reserved holes, highlights, labels, and keyboard access
//! (one tab stop; arrows move between pits; Enter or Space acts).

use super::dom;
use crate::geometry::{self, num, Cell};

/// Pit radius, as in bao-diagram.
const PIT_R: f64 = 16.0;
/// Up to this many seeds a pit shows them as dots; above, as a number: a learner counts four
/// dots at a glance, but not five to twelve (a first-time learner's walkthrough, issue 17).
const DOTS_UP_TO: u8 = 4;
use crate::i18n::{t, Lang, Msg};
pub(super) use crate::input::PitAction;
use crate::moves::choice_label;
use crate::narrate::side_key;
use crate::view::{BoardView, PitKind};
use leptos::prelude::*;
use rules_core::{Move, Pit, Position, Side, Variant};
use wasm_bindgen::JsCast;

/// Settings shared by every part of one widget.
#[derive(Clone, Copy)]
pub(super) struct Ui {
    pub lang: Lang,
    pub flip: RwSignal<bool>,
    pub labels: RwSignal<bool>,
}

/// The live board of a widget, drawn as the static diagrams are, one button per pit.
#[component]
pub(super) fn Board(
    /// The widget's language and its flip and pit-name toggles.
    ui: Ui,
    /// What to draw: counts, stores, highlights of the step shown.
    #[prop(into)]
    view: Signal<BoardView>,
    /// Pits drawn marked (a pit clicked, an exercise's answer, a hint's pit).
    #[prop(into)]
    marks: Signal<Vec<Pit>>,
    /// Called with a pit and what the reader did on it (click, key, wheel).
    on_action: Callback<(Pit, PitAction)>,
    /// The position editor's board: a right click and the wheel change a count too.
    #[prop(optional)]
    editable: bool,
) -> impl IntoView {
    let variant = Memo::new(move |_| view.with(|v| v.board.variant));
    let focused = RwSignal::new(None::<Pit>);
    move || {
        let var = variant.get();
        let g = geometry::geometry(var, ui.flip.get(), ui.labels.get());
        let (w, h) = (f64::from(g.width), f64::from(g.height));
        let cells = geometry::cells(&g);
        let first = cells.first().map(|c| c.pit);
        let label = t(ui.lang, &Msg::new("board-label").msg("game", Msg::new(format!("game-{}", var.name()))));
        let mid = f64::from(g.middle_y());
        let (bx, bw) = g.board_x();
        let (bx, bw) = (f64::from(bx), f64::from(bw));
        let pits = cells
            .into_iter()
            .map(|c| pit_view(ui, c, g, view, marks, on_action, focused, first, editable))
            .collect_view();
        let sides = [Side::South, Side::North]
            .into_iter()
            .filter_map(|side| {
                let (x, y) = g.side_box(side)?;
                let (x, y) = (f64::from(x), f64::from(y));
                let n = Memo::new(move |_| {
                    view.with(|v| {
                        let b = &v.board;
                        if b.variant == Variant::Kingulu { b.captured[side.index()] } else { b.stores[side.index()] }
                    })
                });
                let name = t(ui.lang, &Msg::new("store-label").arg("side", side_key(side)));
                Some(view! {
                    <g class=format!("bao-store bao-{}", side_key(side)) role="img" aria-label=move || format!("{name}: {}", n.get())>
                        <rect x=num(x - 17.0) y=num(y - 17.0) width="34" height="34" rx="8"></rect>
                        <text class="bao-count" x=num(x) y=num(y + 5.0) text-anchor="middle">{move || n.get().to_string()}</text>
                    </g>
                })
            })
            .collect_view();
        view! {
            <svg class="bao-board" viewBox=format!("0 0 {} {}", num(w), num(h)) style=format!("max-width:{}px", num((w * 1.75).round())) role="group" aria-label=label>
                <rect class="bao-board-bg" x=num(bx - 4.0) y="2" width=num(bw + 8.0) height=num(h - 4.0) rx="10"></rect>
                <line class="bao-board-mid" x1=num(bx + 4.0) x2=num(bx + bw - 4.0) y1=num(mid) y2=num(mid)></line>
                {sides}
                {pits}
            </svg>
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn pit_view(
    ui: Ui,
    cell: Cell,
    g: bao_diagram::Geometry,
    view: Signal<BoardView>,
    marks: Signal<Vec<Pit>>,
    on_action: Callback<(Pit, PitAction)>,
    focused: RwSignal<Option<Pit>>,
    first: Option<Pit>,
    editable: bool,
) -> impl IntoView {
    let pit = cell.pit;
    let name = pit.to_string();
    let count = Memo::new(move |_| view.with(|v| v.count(pit)));
    let state = Memo::new(move |_| view.with(|v| v.pit_state(pit)));
    let marked = Memo::new(move |_| marks.with(|m| m.contains(&pit)));
    let kind = Memo::new(move |_| view.with(|v| PitKind::of(v.board.variant, pit)));
    let owns_nyumba = Memo::new(move |_| view.with(|v| v.board.nyumba[pit.side.index()]));
    let lang = ui.lang;
    let label_name = name.clone();
    let label = move || {
        t(
            lang,
            &Msg::new("pit-label")
                .arg("pit", label_name.clone())
                .arg("count", count.get())
                .arg("kind", kind.get().key())
                .arg("state", state.get()),
        )
    };
    let class = move || {
        let nyumba_off = if kind.get() == PitKind::Nyumba && !owns_nyumba.get() { " bao-nyumba-lost" } else { "" };
        let side = side_key(pit.side);
        let mark = if marked.get() { " bao-marked" } else { "" };
        format!("bao-pit bao-{} bao-{side} bao-state-{}{nyumba_off}{mark}", kind.get().key(), state.get())
    };
    let tabindex = move || {
        let stop = focused.get().map_or(first == Some(pit), |f| f == pit);
        if stop {
            "0"
        } else {
            "-1"
        }
    };
    let (x, y) = (cell.x, cell.y);
    let shape = move || {
        if kind.get() == PitKind::Nyumba {
            view! { <rect class="bao-hole" x=num(x - PIT_R) y=num(y - PIT_R) width=num(2.0 * PIT_R) height=num(2.0 * PIT_R) rx="4"></rect> }
                .into_any()
        } else {
            view! { <circle class="bao-hole" cx=num(x) cy=num(y) r=num(PIT_R)></circle> }.into_any()
        }
    };
    let seeds = move || {
        let n = count.get();
        if n > DOTS_UP_TO {
            view! { <text class="bao-count" x=num(x) y=num(y + 5.0) text-anchor="middle">{n.to_string()}</text> }
                .into_any()
        } else {
            geometry::seed_dots(n)
                .into_iter()
                .map(|(dx, dy)| view! { <circle class="bao-seed" cx=num(x + dx) cy=num(y + dy) r="2.8"></circle> })
                .collect_view()
                .into_any()
        }
    };
    let pit_name = name.clone();
    let (lx, ly) = g.label_anchor(pit);
    let names = ui
        .labels
        .get_untracked()
        .then(|| view! { <text class="bao-pit-name" aria-hidden="true" x=num(f64::from(lx)) y=num(f64::from(ly)) text-anchor="middle">{pit_name.clone()}</text> });
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let key = ev.key();
        let (dx, dy) = match key.as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, -1),
            "ArrowDown" => (0, 1),
            "Enter" | " " => {
                ev.prevent_default();
                on_action.run((pit, PitAction::Activate));
                return;
            }
            "+" => return on_action.run((pit, PitAction::Inc)),
            "-" => return on_action.run((pit, PitAction::Dec)),
            k => {
                if let Some(d) = k.chars().next().and_then(|c| c.to_digit(10)).filter(|_| k.len() == 1) {
                    on_action.run((pit, PitAction::Digit(d as u8)));
                }
                return;
            }
        };
        ev.prevent_default();
        // mdBook turns the page on ArrowLeft/ArrowRight (a document keydown listener that
        // ignores defaultPrevented): keep the arrows inside the board.
        ev.stop_propagation();
        if let Some(next) = geometry::neighbour(&g, pit, dx, dy) {
            focused.set(Some(next));
            if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                dom::focus_pit(&el, &next.to_string());
            }
        }
    };
    view! {
        <g class=class tabindex=tabindex role="button" aria-label=label data-pit=name data-count=move || count.get()
            on:click=move |ev: web_sys::MouseEvent| {
                on_action.run((pit, if ev.shift_key() { PitAction::Dec } else { PitAction::Activate }))
            }
            on:contextmenu=move |ev: web_sys::MouseEvent| {
                if editable {
                    ev.prevent_default();
                    on_action.run((pit, PitAction::Dec));
                }
            }
            on:wheel=move |ev: web_sys::WheelEvent| {
                if editable {
                    ev.prevent_default();
                    on_action.run((pit, if ev.delta_y() < 0.0 { PitAction::Inc } else { PitAction::Dec }));
                }
            }
            on:focus=move |_| focused.set(Some(pit))
            on:keydown=on_key>
            {shape}
            <circle class="bao-ring" cx=num(x) cy=num(y) r=num(PIT_R + 2.5)></circle>
            {seeds}
        </g>
        // Outside the pit's button: its aria-label names the pit, and its visible text stays
        // the count alone (axe: label-content-name-mismatch).
        {names}
    }
}

/// The buttons of a choice between the moves that start at one pit, each named as
/// [`choice_label`] says; `pick` gets the move chosen.
pub(super) fn choice_buttons(
    lang: Lang,
    pos: &Position,
    moves: &[Move],
    pick: impl Fn(Move) + Copy + 'static,
) -> impl IntoView {
    moves
        .iter()
        .map(|&m| {
            let label = choice_label(lang, pos, &m, moves);
            view! { <button type="button" class="bao-btn bao-choice" on:click=move |_| pick(m)>{label}</button> }
        })
        .collect_view()
}
