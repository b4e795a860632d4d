//! One widget: its lesson (or, when it cannot be read, the localized errors with a start board
//! beside them) handed to its mode. Also the pieces every mode shares: toggles, status line.

use super::board::{Board, Ui};
use super::download::Downloads;
#[cfg(feature = "editor")]
use super::edit;
use super::exercise;
use super::present::Present;
#[cfg(feature = "train")]
use super::{drill, progress};
#[cfg(feature = "book")]
use super::{play, record, step};

/// Whether this bundle has the mode (see `app/Cargo.toml`: the bundles and their features).
pub fn supports(mode: Mode) -> bool {
    match mode {
        Mode::Step | Mode::Play | Mode::Record => cfg!(feature = "book"),
        // The lean bundle shows an editor's position; the loader gives pages with one the full one.
        Mode::Edit => cfg!(feature = "book") || cfg!(feature = "editor"),
        Mode::Drill | Mode::Score | Mode::Map | Mode::Review => cfg!(feature = "train"),
        Mode::View | Mode::Exercise => true,
    }
}
use crate::i18n::{t, tr, Lang, Msg};
use crate::lesson::Problem;
use crate::narrate;
use crate::view::BoardView;
use bao_schema::{Embed, Lesson, Mode};
use leptos::prelude::*;

/// `embed`: the settings of the embed page (its board's width); `review`: an exercise placed by
/// the review page.
pub fn widget(
    read: Result<Lesson, Problem>,
    lang: Lang,
    play_url: String,
    embed: Option<Embed>,
    review: bool,
) -> impl IntoView {
    let (mode, flip, labels) = match &read {
        Ok(l) => (l.mode, l.flip, l.labels),
        Err(p) => (p.mode, false, false),
    };
    let ui = Ui { lang, flip: RwSignal::new(flip), labels: RwSignal::new(labels) };
    let (body, errors) = match read {
        Err(p) => {
            let mut msgs = p.msgs;
            msgs.push(Msg::new("error-shown-start"));
            (view_mode(ui, BoardView::of(&p.fallback)).into_any(), msgs)
        }
        Ok(mut l) => {
            let body = match (l.mode, l.goal.take()) {
                (Mode::View, _) => view_mode(ui, BoardView::of(l.after())).into_any(),
                #[cfg(feature = "book")]
                (Mode::Step, _) => step::step_mode(ui, l.start, l.plies).into_any(),
                #[cfg(feature = "book")]
                (Mode::Play, _) => play::play_mode(ui, l.start, l.plies, play_url).into_any(),
                #[cfg(feature = "editor")]
                (Mode::Edit, _) => edit::edit_mode(ui, &l.start, play_url).into_any(),
                // The lean bundle has no editor; the loader gives pages with one the full bundle.
                #[cfg(not(feature = "editor"))]
                (Mode::Edit, _) => view_mode(ui, BoardView::of(&l.start)).into_any(),
                (Mode::Exercise, Some(goal)) => {
                    let end = l.plies.last().map_or(l.start, |p| p.after.clone());
                    let keep = exercise::Keep { id: l.id, test: l.test, review };
                    exercise::exercise_mode(ui, end, goal, keep).into_any()
                }
                // The schema requires an exercise's goal and a drill's kind: not reached.
                (Mode::Exercise, None) => view_mode(ui, BoardView::of(&l.start)).into_any(),
                #[cfg(feature = "train")]
                (Mode::Drill, _) => match l.drill {
                    Some(kind) => drill::drill_mode(ui, l.after().clone(), kind, l.seed).into_any(),
                    None => view_mode(ui, BoardView::of(&l.start)).into_any(),
                },
                #[cfg(feature = "train")]
                (Mode::Score, _) => progress::score_mode(ui, l.test.unwrap_or_default()).into_any(),
                #[cfg(feature = "train")]
                (Mode::Map, _) => progress::map_mode(ui).into_any(),
                #[cfg(feature = "train")]
                (Mode::Review, _) => progress::review_mode(ui).into_any(),
                // Not in this bundle: the loader gives pages with one the training bundle.
                #[cfg(not(feature = "train"))]
                (Mode::Drill | Mode::Score | Mode::Map | Mode::Review, _) => ().into_any(),
                // Not in this bundle (mount_all leaves them to another): not reached.
                #[cfg(not(feature = "book"))]
                (Mode::Step | Mode::Play | Mode::Record, _) => ().into_any(),
                #[cfg(feature = "book")]
                (Mode::Record, _) => match l.record.take() {
                    Some(r) => record::record_mode(ui, r).into_any(),
                    // The schema requires a record's text: not reached.
                    None => view_mode(ui, BoardView::of(&l.start)).into_any(),
                },
            };
            (body, Vec::new())
        }
    };
    let errors = (!errors.is_empty()).then(|| {
        let lines = errors.iter().map(|m| view! { <p>{t(lang, m)}</p> }).collect_view();
        view! { <div class="bao-error" role="alert">{lines}</div> }
    });
    let width = embed.and_then(|e| e.size).map(|s| format!("max-width:{}px", s.width()));
    view! {
        <div class="bao-app" data-mode=mode.name() lang=lang.code() style=width>
            <span class="bao-sr">{tr(lang, &format!("mode-{}", mode.name()))}</span>
            {errors}
            {body}
        </div>
    }
}

fn view_mode(ui: Ui, v: BoardView) -> impl IntoView {
    let view = RwSignal::new(v);
    view! {
        <Toggles ui><Present ui/><Downloads ui view=view/></Toggles>
        <Board ui view=view marks=Signal::derive(Vec::new) on_action=Callback::new(|_| {})/>
        <Status ui view=view/>
    }
}

/// Flip and pit-name toggles (and whatever a mode adds beside them, such as "Present").
#[component]
pub fn Toggles(ui: Ui, #[prop(optional)] children: Option<Children>) -> impl IntoView {
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

#[component]
pub fn Status(ui: Ui, #[prop(into)] view: Signal<BoardView>) -> impl IntoView {
    let lang = ui.lang;
    view! {
        <p class="bao-status">
            {move || view.with(|v| narrate::status(v).iter().map(|m| t(lang, m)).collect::<Vec<_>>().join(" · "))}
        </p>
    }
}

/// The narration line, read out by screen readers.
#[component]
pub fn Narration(#[prop(into)] text: Signal<String>) -> impl IntoView {
    view! { <p class="bao-narration" aria-live="polite">{move || text.get()}</p> }
}
