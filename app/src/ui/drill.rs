//! Drill mode: one question after another on positions the [`DrillModel`] generates, answered
//! on the board (a pit, or marks and Check) or with two buttons (capture or takasa), judged at
//! once with the rule; the move is then played on the board, the right answer marked on a
//! miss. A streak counter; the best streak is kept in the browser. The widget's element carries
//! the shown position (`data-current`) and the move asked about (`data-current-move`).

use super::board::{Board, PitAction, Ui};
use super::player::Player;
use super::storage::{self, WebStore};
use super::widget::{Status, Toggles};
use crate::drill::{DrillModel, Mark, Verdict};
use crate::i18n::{t, tr, Msg};
use crate::progress::{self, Store};
use crate::timeline::Timeline;
use bao_schema::Drill;
use leptos::html;
use leptos::prelude::*;
use rules_core::{Pit, Position, Side};

pub fn drill_mode(ui: Ui, start: Position, kind: Drill, seed: Option<u64>) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let game = start.variant();
    let best = progress::best_streak(&WebStore, kind, game);
    let seed = seed.unwrap_or_else(|| (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64);
    let model = RwSignal::new(DrillModel::new(kind, start.clone(), seed, best));
    let first = model.with_untracked(|m| m.question().map_or(start, |q| q.pos.clone()));
    let player = Player::new(Timeline::new(first, Vec::new()));
    let verdict = RwSignal::new(None::<Verdict>);
    let host = NodeRef::<html::Div>::new();

    // The question's board, and the element's data-current and data-current-move.
    let show_question = move || {
        let (pos, mv) = model.with_untracked(|m| {
            (m.question().map(|q| q.pos.clone()), m.question().and_then(|q| q.ply.as_ref().map(|p| p.mv.to_string())))
        });
        if let Some(pos) = &pos {
            // The player to move plays from the bottom of the board.
            ui.flip.set(pos.to_move() == Side::North);
            player.load(Timeline::new(pos.clone(), Vec::new()), 0, 1);
        }
        if let Some(widget) = host.get_untracked().and_then(|el| el.closest("div.bao-widget").ok().flatten()) {
            let _ = widget.set_attribute("data-current", &pos.map(|p| p.to_string()).unwrap_or_default());
            let _ = widget.set_attribute("data-current-move", &mv.unwrap_or_default());
        }
    };
    Effect::new(move |_| show_question());

    let judged = move |v: Verdict| {
        let (streak, best) = model.with_untracked(|m| (m.streak(), m.best()));
        if v.right && streak == best {
            WebStore.set(&progress::drill_key(kind, game), &best.to_string());
            storage::check(lang);
        }
        // The move asked about, played out.
        if let Some(ply) = model.with_untracked(|m| m.question().and_then(|q| q.ply.clone())) {
            player.load(Timeline::new(ply.before.clone(), vec![ply]), 0, 1);
            player.play();
        }
        verdict.set(Some(v));
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate {
            return;
        }
        if let Some(v) = model.try_update(|m| m.click(pit)).flatten() {
            judged(v);
        }
    });
    let check = move |_| {
        if let Some(v) = model.try_update(|m| m.check()).flatten() {
            judged(v);
        }
    };
    let choose = move |captures: bool| {
        if let Some(v) = model.try_update(|m| m.choose(captures)).flatten() {
            judged(v);
        }
    };
    let next = move |_| {
        model.update(|m| m.next());
        verdict.set(None);
        show_question();
    };

    // The marked pits: the reader's marks, the pit the move starts from, the answer on a miss.
    let marks = Signal::derive(move || {
        if let Some(v) = verdict.with(|v| v.as_ref().filter(|v| !v.right).map(|v| v.answer.clone())) {
            return v;
        }
        model.with(|m| {
            let mut out: Vec<Pit> = m.marks().iter().map(|(p, _)| *p).collect();
            if let Some(ply) = m.question().and_then(|q| q.ply.as_ref()) {
                out.push(ply.mv.pit);
            }
            out
        })
    });
    let signs = |ms: &[(Pit, Mark)]| ms.iter().map(|(p, m)| format!("{p}{}", m.sign())).collect::<Vec<_>>().join(" ");
    let marked = move || {
        model.with(|m| m.marks_moves().then(|| (signs(m.marks()), m.marks().len()))).map(|(text, n)| {
            view! { <p class="bao-drill-marks">{t(lang, &Msg::new("legal-marked").arg("count", n))} ": " {text}</p> }
        })
    };
    let controls = move || {
        let kind = model.with(|m| m.kind());
        let answered = verdict.with(Option::is_some);
        match kind {
            Drill::LegalMoves => view! {
                <button type="button" class="bao-btn bao-check" disabled=answered on:click=check>{tr(lang, "btn-check")}</button>
            }
            .into_any(),
            Drill::CaptureOrTakasa => view! {
                <button type="button" class="bao-btn bao-answer-capture" disabled=answered on:click=move |_| choose(true)>{tr(lang, "btn-capture")}</button>
                <button type="button" class="bao-btn bao-answer-takasa" disabled=answered on:click=move |_| choose(false)>{tr(lang, "btn-takasa")}</button>
            }
            .into_any(),
            Drill::LastSeed | Drill::Kichwa => ().into_any(),
        }
    };
    let result = move || {
        verdict.get().map(|v| {
            let head = tr(lang, if v.right { "drill-right" } else { "drill-wrong" });
            let right_marks = model.with_untracked(|m| {
                (!v.right && m.marks_moves()).then(|| signs(&m.right_marks())).filter(|s| !s.is_empty())
            });
            let answer = (!v.right).then(|| tr(lang, "drill-answer-shown"));
            view! {
                <p class="bao-feedback" class:bao-solved=v.right class:bao-missed=!v.right aria-live="assertive">
                    {head} " " {t(lang, &v.msg)}
                </p>
                {answer.map(|a| view! { <p class="bao-drill-answer">{a} {right_marks.map(|s| format!(" {s}"))}</p> })}
            }
        })
    };
    let streak = move || {
        model.with(|m| t(lang, &Msg::new("drill-streak").arg("count", m.streak()).arg("best", m.best())))
    };
    let none = move || model.with(|m| m.question().is_none());
    let narration =
        Signal::derive(move || if player.at.get() > 0 { t(lang, &player.narration()) } else { String::new() });
    view! {
        <div class="bao-drill" node_ref=host>
            <p class="bao-goal">{move || t(lang, &model.with(DrillModel::prompt))}</p>
            <p class="bao-streak" aria-live="polite">{streak}</p>
            <Toggles ui/>
            <Board ui view=player.view marks=marks on_action=on_action/>
            {marked}
            <Status ui view=player.view/>
            <div class="bao-actions">
                {controls}
                <button type="button" class="bao-btn bao-next" disabled=none on:click=next>{tr(lang, "btn-next")}</button>
            </div>
            {result}
            <p class="bao-narration">{move || narration.get()}</p>
        </div>
    }
}
