//! The live board in the page: [`crate::markup`]'s drawing put in the widget's `<svg>` whole
//! (again when the game, the flip or the pit names change) and brought up to date pit by pit;
//! one listener per event for the whole board; keyboard access (one tab stop; arrows move
//! between pits; Enter or Space acts).

use super::dom;
use crate::geometry::{self, num};
use crate::i18n::{t, Lang, Msg};
pub(super) use crate::input::PitAction;
use crate::markup::{Change, Drawn};
use crate::moves::choice_label;
use crate::view::BoardView;
use leptos::prelude::*;
use rules_core::{Move, Pit, Position};
use wasm_bindgen::JsCast;

/// Settings shared by every part of one widget.
#[derive(Clone, Copy)]
pub(super) struct Ui {
    pub lang: Lang,
    pub flip: RwSignal<bool>,
    pub labels: RwSignal<bool>,
}

impl Ui {
    /// A widget's settings, its toggles as given.
    pub(super) fn new(lang: Lang, flip: bool, labels: bool) -> Ui {
        Ui { lang, flip: RwSignal::new(flip), labels: RwSignal::new(labels) }
    }
}

/// Applies [`Drawn::changes`] to the board's markup.
fn apply(svg: &web_sys::Element, changes: &[Change]) {
    for c in changes {
        match c {
            Change::Pit { pit, class, label, inside } => {
                let Ok(Some(el)) = svg.query_selector(&format!("g[data-pit=\"{pit}\"]")) else { continue };
                let _ = el.set_attribute("class", class);
                let _ = el.set_attribute("aria-label", label);
                if let Some((n, inside)) = inside {
                    let _ = el.set_attribute("data-count", &n.to_string());
                    el.set_inner_html(inside);
                }
            }
            Change::Store { side, label, count } => {
                let side = crate::narrate::side_key(*side);
                let Ok(Some(el)) = svg.query_selector(&format!("g.bao-store.bao-{side}")) else { continue };
                let _ = el.set_attribute("aria-label", label);
                if let Ok(Some(text)) = el.query_selector("text") {
                    text.set_text_content(Some(&count.to_string()));
                }
            }
        }
    }
}

/// The pit an event happened on (a pit's button or anything inside it).
fn pit_of(ev: &web_sys::Event) -> Option<(Pit, web_sys::Element)> {
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest("g[data-pit]").ok()??;
    Some((Pit::parse(&el.get_attribute("data-pit")?)?, el))
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
    let lang = ui.lang;
    let layout = Memo::new(move |_| geometry::geometry(view.with(|v| v.board.variant), ui.flip.get(), ui.labels.get()));
    // What the markup shows, and the pit that has the tab stop.
    let drawn = StoredValue::new(Drawn::default());
    let stop = StoredValue::new(None::<Pit>);
    let svg = NodeRef::<leptos::svg::Svg>::new();
    // The whole board, again when the layout changes (game, flip, pit names).
    let whole = move || {
        let g = layout.get();
        let d = view.with_untracked(|v| marks.with_untracked(|m| Drawn::of(&g, v, m)));
        let html = d.markup(lang, &g, stop.get_value());
        drawn.set_value(d);
        html
    };
    // Then pit by pit.
    Effect::new(move |_| {
        let g = layout.get();
        let now = view.with(|v| marks.with(|m| Drawn::of(&g, v, m)));
        let Some(el) = svg.get() else { return };
        drawn.with_value(|old| apply(&el, &old.changes(lang, &g, &now)));
        drawn.set_value(now);
    });
    let size = move || {
        let g = layout.get();
        (f64::from(g.width), f64::from(g.height))
    };
    let label = move || {
        let game = Msg::new(format!("game-{}", layout.with(|g| g.variant.name())));
        t(lang, &Msg::new("board-label").msg("game", game))
    };
    // The board's one tab stop goes to the pit last clicked or moved to with an arrow (no focus
    // listener: Chromium makes an SVG element with one focusable, a second tab stop).
    let take_stop = move |pit: Pit| {
        if stop.get_value() == Some(pit) {
            return;
        }
        if let Some(board) = svg.get() {
            if let Ok(Some(old)) = board.query_selector("g[data-pit][tabindex=\"0\"]") {
                let _ = old.set_attribute("tabindex", "-1");
            }
            if let Ok(Some(new)) = board.query_selector(&format!("g[data-pit=\"{pit}\"]")) {
                let _ = new.set_attribute("tabindex", "0");
            }
        }
        stop.set_value(Some(pit));
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let Some((pit, _)) = pit_of(&ev) else { return };
        let act = |a| on_action.run((pit, a));
        let key = ev.key();
        let (dx, dy) = match key.as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, -1),
            "ArrowDown" => (0, 1),
            "Enter" | " " => {
                ev.prevent_default();
                return act(PitAction::Activate);
            }
            "+" => return act(PitAction::Inc),
            "-" => return act(PitAction::Dec),
            k => {
                if let Some(d) = k.chars().next().and_then(|c| c.to_digit(10)).filter(|_| k.len() == 1) {
                    act(PitAction::Digit(d as u8));
                }
                return;
            }
        };
        ev.prevent_default();
        // mdBook turns the page on ArrowLeft/ArrowRight (a document keydown listener that
        // ignores defaultPrevented): keep the arrows inside the board.
        ev.stop_propagation();
        if let (Some(next), Some(board)) = (layout.with(|g| geometry::neighbour(g, pit, dx, dy)), svg.get()) {
            take_stop(next);
            dom::focus_pit(&board, &next.to_string());
        }
    };
    view! {
        <svg class="bao-board" node_ref=svg role="group" aria-label=label
            viewBox=move || { let (w, h) = size(); format!("0 0 {} {}", num(w), num(h)) }
            style=move || format!("max-width:{}px", num((size().0 * 1.75).round()))
            on:click=move |ev: web_sys::MouseEvent| {
                if let Some((pit, _)) = pit_of(&ev) {
                    take_stop(pit);
                    on_action.run((pit, if ev.shift_key() { PitAction::Dec } else { PitAction::Activate }));
                }
            }
            on:contextmenu=move |ev: web_sys::MouseEvent| {
                if let Some((pit, _)) = pit_of(&ev).filter(|_| editable) {
                    ev.prevent_default();
                    take_stop(pit);
                    on_action.run((pit, PitAction::Dec));
                }
            }
            on:wheel=move |ev: web_sys::WheelEvent| {
                if let Some((pit, _)) = pit_of(&ev).filter(|_| editable) {
                    ev.prevent_default();
                    on_action.run((pit, if ev.delta_y() < 0.0 { PitAction::Inc } else { PitAction::Dec }));
                }
            }
            on:keydown=on_key
            inner_html=whole>
        </svg>
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
