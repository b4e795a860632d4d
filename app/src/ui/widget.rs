//! One widget: reads its settings, shows errors (localized, with a start board beside them),
//! and hands over to its mode. Also the pieces every mode shares: toggles, status line.

use super::board::{Board, Ui};
use super::{edit, exercise, play, step};
use crate::config::{Config, Mode};
use crate::i18n::{t, tr, Lang, Msg};
use crate::narrate::side_key;
use crate::setup;
use crate::view::BoardView;
use leptos::prelude::*;
use rules_core::{Side, Variant};

pub fn widget(cfg: Config, lang: Lang, mut errors: Vec<Msg>, play_url: String) -> impl IntoView {
    let ui = Ui { lang, flip: RwSignal::new(cfg.flip), labels: RwSignal::new(cfg.labels) };
    let (start, plies) = match setup::load(&cfg) {
        Ok(ok) => ok,
        Err((msg, fallback)) => {
            errors.push(msg);
            (fallback, Vec::new())
        }
    };
    let body = if !errors.is_empty() {
        errors.push(Msg::new("error-shown-start"));
        let fallback = setup::fallback(&cfg.position);
        view_mode(ui, BoardView::of(&fallback)).into_any()
    } else {
        match cfg.mode {
            Mode::View => {
                let end = plies.last().map_or_else(|| start.clone(), |p| p.after.clone());
                view_mode(ui, BoardView::of(&end)).into_any()
            }
            Mode::Step => step::step_mode(ui, start, plies).into_any(),
            Mode::Play => play::play_mode(ui, start, plies, play_url).into_any(),
            Mode::Edit => edit::edit_mode(ui, start, play_url).into_any(),
            Mode::Exercise => {
                let end = plies.last().map_or_else(|| start.clone(), |p| p.after.clone());
                exercise::exercise_mode(ui, end, cfg.goal.clone(), cfg.id.clone()).into_any()
            }
        }
    };
    let errors = (!errors.is_empty()).then(|| {
        let lines = errors.iter().map(|m| view! { <p>{t(lang, m)}</p> }).collect_view();
        view! { <div class="bao-error" role="alert">{lines}</div> }
    });
    view! {
        <div class="bao-app" data-mode=cfg.mode.name() lang=lang.code()>
            <span class="bao-sr">{tr(lang, &format!("mode-{}", cfg.mode.name()))}</span>
            {errors}
            {body}
        </div>
    }
}

fn view_mode(ui: Ui, v: BoardView) -> impl IntoView {
    let view = RwSignal::new(v);
    view! {
        <Toggles ui/>
        <Board ui view=view marks=Signal::derive(Vec::new) on_action=Callback::new(|_| {})/>
        <Status ui view=view/>
    }
}

/// Flip and pit-name toggles.
#[component]
pub fn Toggles(ui: Ui) -> impl IntoView {
    let lang = ui.lang;
    view! {
        <div class="bao-toggles">
            <button type="button" class="bao-btn" aria-pressed=move || ui.flip.get().to_string()
                title=tr(lang, "btn-flip.title") on:click=move |_| ui.flip.update(|f| *f = !*f)>{tr(lang, "btn-flip")}</button>
            <button type="button" class="bao-btn" aria-pressed=move || ui.labels.get().to_string()
                title=tr(lang, "btn-labels.title") on:click=move |_| ui.labels.update(|f| *f = !*f)>{tr(lang, "btn-labels")}</button>
        </div>
    }
}

/// The status line's messages for a view.
pub fn status_msgs(v: &BoardView) -> Vec<Msg> {
    let mut out = Vec::new();
    match v.over {
        Some((Some(w), rule)) => out.push(Msg::new("status-winner").arg("side", side_key(w)).arg("rule", rule)),
        Some((None, rule)) => out.push(Msg::new("status-draw").arg("rule", rule)),
        None => out.push(Msg::new("status-to-move").arg("side", side_key(v.to_move))),
    }
    if v.variant == Variant::Kiswahili {
        out.push(Msg::new(if v.namua { "status-stage-namua" } else { "status-stage-mtaji" }));
        for side in [Side::South, Side::North] {
            out.push(Msg::new("status-store").arg("side", side_key(side)).arg("count", v.stores[side.index()]));
        }
    }
    if v.variant == Variant::Kingulu {
        for side in [Side::South, Side::North] {
            out.push(Msg::new("status-captured").arg("side", side_key(side)).arg("count", v.captured[side.index()]));
        }
    }
    if v.hand > 0 {
        out.push(Msg::new("status-in-hand").arg("count", v.hand));
    }
    out
}

#[component]
pub fn Status(ui: Ui, #[prop(into)] view: Signal<BoardView>) -> impl IntoView {
    let lang = ui.lang;
    view! {
        <p class="bao-status">
            {move || view.with(|v| status_msgs(v).iter().map(|m| t(lang, m)).collect::<Vec<_>>().join(" · "))}
        </p>
    }
}

/// The narration line, read out by screen readers.
#[component]
pub fn Narration(#[prop(into)] text: Signal<String>) -> impl IntoView {
    view! { <p class="bao-narration" aria-live="polite">{move || text.get()}</p> }
}
