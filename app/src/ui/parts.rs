//! The pieces every mode shares (so that the mode files need nothing from `widget.rs`, which
//! hands a lesson to its mode): the flip and pit-name toggles, the status line, the narration
//! line, `data-current` on the widget's element, and [`Later`], the parts of a widget built in
//! slices after its first.

use super::board::Ui;
use crate::i18n::{t, tr};
use crate::narrate;
use crate::view::BoardView;
use leptos::prelude::*;
use std::cell::RefCell;
use std::collections::VecDeque;

/// The widget's element (its `div.bao-app`, inside the page's `div.bao-widget`).
#[derive(Clone, Copy)]
pub(super) struct Host(pub NodeRef<leptos::html::Div>);

/// Keeps the widget's current position string in `data-current` of its `div.bao-widget` (for
/// tests, embedding pages and teachers' tools): `current` is read again whenever what it
/// reads changes.
pub(super) fn track_current(current: impl Fn() -> String + 'static) {
    track(Box::new(current));
}

// One copy of the effect in the bundle, whatever the mode.
fn track(current: Box<dyn Fn() -> String>) {
    let Some(Host(host)) = use_context::<Host>() else { return };
    Effect::new(move |_| {
        let text = current();
        if let Some(w) = host.get().and_then(|el| el.closest("div.bao-widget").ok().flatten()) {
            let _ = w.set_attribute("data-current", &text);
        }
    });
}

/// Flip and pit-name toggles (and whatever a mode adds beside them, such as "Present").
#[component]
pub(super) fn Toggles(
    /// The widget's language and the two toggles' signals.
    ui: Ui,
    /// Buttons a mode adds after the toggles.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = ui.lang;
    view! {
        <div class="bao-toggles">
            <button type="button" class="bao-btn" aria-pressed=move || ui.flip.get().to_string()
                title=tr(lang, "btn-flip.title") on:click=move |_| ui.flip.update(|f| *f = !*f)>{tr(lang, "btn-flip")}</button>
            <button type="button" class="bao-btn" aria-pressed=move || ui.labels.get().to_string()
                title=tr(lang, "btn-labels.title") on:click=move |_| ui.labels.update(|f| *f = !*f)>{tr(lang, "btn-labels")}</button>
            {children.map(|c| c())}
        </div>
    }
}

/// The status line under the board: whose turn or the result, the stage and stores, the
/// captured seeds, the seeds in hand ([`narrate::status`](crate::narrate::status)).
#[component]
pub(super) fn Status(
    /// The widget's language and toggles.
    ui: Ui,
    /// The board the line is about.
    #[prop(into)]
    view: Signal<BoardView>,
) -> impl IntoView {
    let lang = ui.lang;
    view! {
        <p class="bao-status">
            {move || view.with(|v| narrate::status(v).iter().map(|m| t(lang, m)).collect::<Vec<_>>().join(" · "))}
        </p>
    }
}

/// The narration line, read out by screen readers.
#[component]
pub(super) fn Narration(
    /// What is said, already in the widget's language.
    #[prop(into)]
    text: Signal<String>,
) -> impl IntoView {
    view! { <p class="bao-narration" aria-live="polite">{move || text.get()}</p> }
}

thread_local! {
    /// The placeholder (`div.bao-widget`) whose widget is being built now.
    static BUILDING: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
    /// The parts waiting to be built, oldest first, each with its widget's placeholder.
    static PARTS: RefCell<VecDeque<(RwSignal<bool>, web_sys::Element)>> = const { RefCell::new(VecDeque::new()) };
}

/// Builds a widget in `el` with `build`: its first part at once, its [`Later`] parts when the
/// loader asks for them ([`finish`]). The loader shows the widget once it is whole (the class
/// `bao-mounted`, which hides the static diagram in its place), so nothing on the page moves in
/// between.
pub(super) fn build_in(el: &web_sys::HtmlElement, build: impl FnOnce()) {
    BUILDING.set(Some(el.clone().into()));
    build();
    BUILDING.set(None);
}

/// Builds every part of the widget in `el` still waiting (their views are made when the
/// reactive system next runs, before the page is drawn again); true when some were waiting.
pub(super) fn finish(el: &web_sys::Element) -> bool {
    let mine: Vec<RwSignal<bool>> = PARTS.with_borrow_mut(|p| {
        let (mine, others) = p.drain(..).partition(|(_, w)| w == el);
        *p = others;
        mine.into_iter().map(|(ready, _)| ready).collect()
    });
    for ready in &mine {
        ready.set(true);
    }
    !mine.is_empty()
}

/// A part of a widget built in a slice after the widget's first part (a widget built in one go
/// was its page's longest task on a slow phone, issue 18); outside [`build_in`], at once.
#[component]
pub(super) fn Later(
    /// The part.
    children: ChildrenFn,
) -> impl IntoView {
    let ready = RwSignal::new(true);
    if let Some(widget) = BUILDING.with_borrow(Clone::clone) {
        ready.set(false);
        PARTS.with_borrow_mut(|p| p.push_back((ready, widget)));
    }
    move || ready.get().then(|| children())
}
