//! Drill mode: one question after another on positions the [`DrillModel`] generates, answered
//! on the board (a pit, or marks and Check) or with two buttons (capture or takasa), judged at
//! once with the rule; the move is then played on the board, the right answer marked on a
//! miss. A streak counter; the best streak is kept in the browser. The widget's element carries
//! the shown position (`data-current`) and the move asked about (`data-current-move`).

use super::board::{Board, PitAction, Ui};
use super::parts::{Status, Toggles};
use super::player::Player;
use super::storage::{self, WebStore};
use crate::drill::{DrillModel, Mark, Verdict};
use crate::i18n::{t, tr, Msg};
use crate::progress::{self, Store};
use crate::timeline::Timeline;
use bao_schema::Drill;
use leptos::html;
use leptos::prelude::*;
use rules_core::{Pit, Position, Side};

pub(super) fn drill_mode(ui: Ui, start: Position, kind: Drill, seed: Option<u64>) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let game = start.variant();
    let best = progress::best_streak(&WebStore, kind, game);
    let seed = seed.unwrap_or_else(|| (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64);
    let model = RwSignal::new(DrillModel::new(kind, start.clone(), seed, best));
    let first = model.with_untracked(|m| m.question().map_or(start, |q| q.pos.clone()));
    let player = Player::new(Timeline::new(first, Vec::new()));
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

    // An answer judged: the best streak kept, the move asked about played out.
    let answer = move |f: &dyn Fn(&mut DrillModel) -> Option<Verdict>| {
        let Some(Some(v)) = model.try_update(|m| f(m)) else { return };
        let (streak, best, ply) =
            model.with_untracked(|m| (m.streak(), m.best(), m.question().and_then(|q| q.ply.clone())));
        if v.right && streak == best {
            WebStore.set(&progress::drill_key(kind, game), &best.to_string());
            storage::check(lang);
        }
        if let Some(ply) = ply {
            player.load(Timeline::new(ply.before.clone(), vec![ply]), 0, 1);
            player.play();
        }
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action == PitAction::Activate {
            answer(&|m| m.click(pit));
        }
    });
    let next = move |_| {
        model.update(|m| m.next());
        show_question();
    };

    // The marked pits: the reader's marks, the pit the move starts from, the answer on a miss.
    let marks = Signal::derive(move || {
        model.with(|m| match m.verdict() {
            Some(v) if !v.right => v.answer.clone(),
            _ => {
                let mut out: Vec<Pit> = m.marks().iter().map(|(p, _)| *p).collect();
                out.extend(m.question().and_then(|q| q.ply.as_ref()).map(|p| p.mv.pit));
                out
            }
        })
    });
    let signs = |ms: &[(Pit, Mark)]| ms.iter().map(|(p, m)| format!("{p}{}", m.sign())).collect::<Vec<_>>().join(" ");
    let answered = move || model.with(|m| m.verdict().is_some());
    let right = move || model.with(|m| m.verdict().is_some_and(|v| v.right));
    let missed = move || model.with(|m| m.verdict().is_some_and(|v| !v.right));
    // The answer buttons of the drill's kind (the board answers the others).
    let button = move |class: &'static str, word: &'static str, f: fn(&mut DrillModel) -> Option<Verdict>| {
        view! { <button type="button" class=class disabled=answered on:click=move |_| answer(&f)>{tr(lang, word)}</button> }
    };
    let controls = match kind {
        Drill::LegalMoves => Some((button("bao-btn bao-check", "btn-check", DrillModel::check), None)),
        Drill::CaptureOrTakasa => Some((
            button("bao-btn bao-answer-capture", "btn-capture", |m| m.choose(true)),
            Some(button("bao-btn bao-answer-takasa", "btn-takasa", |m| m.choose(false))),
        )),
        Drill::LastSeed | Drill::Kichwa => None,
    };
    let marked = (kind == Drill::LegalMoves).then(|| {
        let text = move || {
            model.with(|m| {
                format!("{}: {}", t(lang, &Msg::new("legal-marked").arg("count", m.marks().len())), signs(m.marks()))
            })
        };
        view! { <p class="bao-drill-marks">{text}</p> }
    });
    let verdict_text = move || {
        model.with(|m| {
            m.verdict().map(|v| {
                format!("{} {}", tr(lang, if v.right { "drill-right" } else { "drill-wrong" }), t(lang, &v.msg))
            })
        })
    };
    let answer_text = move || {
        let shown = tr(lang, "drill-answer-shown");
        model.with(|m| match m.marks_moves() {
            true => format!("{shown} {}", signs(&m.right_marks())),
            false => shown,
        })
    };
    let streak =
        move || model.with(|m| t(lang, &Msg::new("drill-streak").arg("count", m.streak()).arg("best", m.best())));
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
            <p class="bao-feedback" class:bao-solved=right class:bao-missed=missed hidden=move || !answered() aria-live="assertive">{verdict_text}</p>
            <p class="bao-drill-answer" hidden=move || !missed()>{answer_text}</p>
            <p class="bao-narration">{move || narration.get()}</p>
        </div>
    }
}
