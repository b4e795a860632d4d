//! One widget: its lesson (or, when it cannot be read, the localized errors with a start board
//! beside them) handed to its mode (the pieces the modes share are in `parts.rs`).

use super::board::{Board, Ui};
use super::download::Downloads;
#[cfg(feature = "editor")]
use super::edit;
#[cfg(feature = "book")]
use super::exercise;
use super::parts::{track_current, Host, Status, Toggles};
use super::present::Present;
#[cfg(feature = "book")]
use super::step;
#[cfg(feature = "train")]
use super::{drill, progress};
#[cfg(feature = "play")]
use super::{play, record};

use crate::i18n::{t, tr, Lang, Msg};
use crate::lesson::Problem;
use crate::view::BoardView;
use bao_schema::{Embed, Lesson, Mode};
use leptos::prelude::*;

/// `embed`: the settings of the embed page (its board's width); `review`: an exercise placed by
/// the review page.
pub(super) fn widget(
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
    let ui = Ui::new(lang, flip, labels);
    let host = NodeRef::<leptos::html::Div>::new();
    provide_context(Host(host));
    let (body, errors) = match read {
        Err(p) => {
            let mut msgs = p.msgs;
            msgs.push(Msg::new("error-shown-start"));
            (view_mode(ui, &p.fallback).into_any(), msgs)
        }
        Ok(l) => (mode_body(ui, l, play_url, review), Vec::new()),
    };
    let errors = (!errors.is_empty()).then(|| {
        let lines = errors.iter().map(|m| view! { <p>{t(lang, m)}</p> }).collect_view();
        view! { <div class="bao-error" role="alert">{lines}</div> }
    });
    let width = embed.and_then(|e| e.size).map(|s| format!("max-width:{}px", s.width()));
    view! {
        <div class="bao-app" node_ref=host data-mode=mode.name() lang=lang.code() style=width>
            <span class="bao-sr">{tr(lang, &format!("mode-{}", mode.name()))}</span>
            {errors}
            {body}
        </div>
    }
}

/// The lesson's mode drawn (`mount` hands a bundle only the modes it has).
fn mode_body(ui: Ui, mut l: Lesson, play_url: String, review: bool) -> AnyView {
    match (l.mode, l.goal.take()) {
        (Mode::View, _) => view_mode(ui, l.after()).into_any(),
        #[cfg(feature = "book")]
        (Mode::Step, _) => step::step_mode(ui, l.start, l.plies).into_any(),
        #[cfg(feature = "book")]
        (Mode::Exercise, Some(goal)) => {
            let end = l.plies.last().map_or(l.start, |p| p.after.clone());
            let keep = exercise::Keep { id: l.id, test: l.test, review };
            let model = crate::exercise::ExerciseModel::new(end, goal).with_principle(l.principle);
            exercise::exercise_mode(ui, model, keep).into_any()
        }
        #[cfg(feature = "play")]
        (Mode::Play, _) => play::play_mode(ui, l.start, l.plies, l.computer, play_url).into_any(),
        #[cfg(feature = "play")]
        (Mode::Record, _) => match l.record.take() {
            Some(r) => record::record_mode(ui, r).into_any(),
            // The schema requires a record's text: not reached.
            None => view_mode(ui, &l.start).into_any(),
        },
        #[cfg(feature = "editor")]
        (Mode::Edit, _) => edit::edit_mode(ui, &l.start, play_url).into_any(),
        #[cfg(feature = "train")]
        (Mode::Drill, _) => match l.drill {
            Some(kind) => drill::drill_mode(ui, l.after().clone(), kind, l.seed).into_any(),
            None => view_mode(ui, &l.start).into_any(),
        },
        #[cfg(feature = "train")]
        (Mode::Score, _) => progress::score_mode(ui, l.test.unwrap_or_default()).into_any(),
        #[cfg(feature = "train")]
        (Mode::Map, _) => progress::map_mode(ui).into_any(),
        #[cfg(feature = "train")]
        (Mode::Review, _) => progress::review_mode(ui).into_any(),
        // An exercise without a goal (the schema requires one), or a mode of another bundle
        // (`mount` leaves it to that bundle): not reached.
        #[allow(unreachable_patterns)]
        _ => view_mode(ui, &l.start).into_any(),
    }
}

/// A board to look at, with its toggles and status line.
pub(super) fn view_mode(ui: Ui, pos: &rules_core::Position) -> impl IntoView {
    let shown = pos.to_string();
    track_current(move || shown.clone());
    let view = RwSignal::new(BoardView::of(pos));
    view! {
        <Toggles ui><Present ui/><Downloads ui view=view/></Toggles>
        <Board ui view=view marks=Signal::derive(Vec::new) on_action=Callback::new(|_| {})/>
        <Status ui view=view/>
    }
}
