//! The editor's analysis panel, for teachers (feature `analysis`, in the teachers' bundle
//! `bao_app_teach`, loaded when the editor's "Analyse" is first used): every legal move of the
//! edited position with its score (a win or a loss in N moves when the search proved it) and
//! its main line, searched by the computer in the widget's worker; choosing a move or a move of
//! its line shows that line on the panel's board, to step through seed by seed.
//!
//! The editor puts a place for it in the page (`div.bao-widget[data-analysis]` with the
//! position, the board's flip and names, and the language); "Close" sends the event
//! `bao-analysis-close` from that place.

use super::board::{Board, Ui};
use super::parts::{Narration, Status};
use super::player::{Controls, Player};
use super::worker::Client;
use crate::computer::{self, Analysis, Progress};
use crate::i18n::{t, tr, Lang, Msg};
use crate::narrate;
use crate::timeline::Timeline;
use leptos::prelude::*;
use rules_core::Position;
use wasm_bindgen::JsCast;

/// Mounts the panel in its place (`data-position`, `data-flip`, `data-labels`, `data-lang`).
pub(crate) fn mount(el: &web_sys::HtmlElement, page_lang: &str) {
    let _ = el.set_attribute("data-bao-mounted", "true");
    let _ = el.set_attribute("translate", "no");
    let _ = el.class_list().add_1("bao-mounted");
    let get = |k: &str| el.get_attribute(&format!("data-{k}"));
    let lang = Lang::from_tag(&get("lang").unwrap_or_else(|| page_lang.to_string()));
    // Read as the schema reads a block's `flip` and `labels` (`true` or `1`).
    let on = |k: &str| get(k).and_then(|v| bao_schema::read_flag(&v)).unwrap_or(false);
    let ui = Ui::new(lang, on("flip"), on("labels"));
    let read = Position::parse_or_start(&get("position").unwrap_or_default());
    let host: web_sys::HtmlElement = el.clone();
    leptos::mount::mount_to(el.clone().unchecked_into(), move || {
        let host = StoredValue::new_local(host);
        let client = StoredValue::new_local(Client::new());
        let body = match read {
            Ok(pos) => panel(ui, pos, host, client).into_any(),
            Err(e) => view! { <p class="bao-error" role="alert">{t(lang, &narrate::parse_error(&e))}</p> }.into_any(),
        };
        let close = move |_| {
            // A search still running is stopped.
            client.with_value(Client::cancel);
            let init = web_sys::CustomEventInit::new();
            init.set_bubbles(true);
            if let Ok(ev) = web_sys::CustomEvent::new_with_event_init_dict("bao-analysis-close", &init) {
                host.with_value(|h| drop(h.dispatch_event(&ev)));
            }
        };
        view! {
            <div class="bao-app bao-analysis" data-mode="analysis" lang=lang.code()>
                <h4>{tr(lang, "analysis-title")}</h4>
                {body}
                <button type="button" class="bao-btn bao-analysis-close" on:click=close>{tr(lang, "btn-close")}</button>
            </div>
        }
    })
    .forget();
}

fn panel(
    ui: Ui,
    pos: Position,
    host: StoredValue<web_sys::HtmlElement, LocalStorage>,
    client: StoredValue<Client, LocalStorage>,
) -> impl IntoView {
    let lang = ui.lang;
    let result = RwSignal::new(None::<Result<Analysis, Msg>>);
    // Each finished depth of the search while it runs, and whether the reader stopped it.
    let progress = RwSignal::new(Vec::<Progress>::new());
    let stopped = RwSignal::new(false);
    let chosen = RwSignal::new(None::<usize>);
    let player = Player::new(Timeline::new(pos.clone(), Vec::new()));
    let start = StoredValue::new(pos.clone());
    // The position the board rests at, kept in the place's data-current.
    Effect::new(move |_| {
        let now = player.resting();
        host.with_value(|h| drop(h.set_attribute("data-current", &now)));
    });
    let asked = pos.clone();
    let at = pos.clone();
    client.with_value(|c| {
        c.ask_with_progress(
            &computer::analyse_request(&pos),
            move |line| {
                if let Some(p) = computer::parse_progress(&line, &at) {
                    progress.update(|all| all.push(p));
                }
            },
            move |reply| result.set(Some(computer::parse_analysis(&reply, &asked))),
        )
    });
    let stop = move |_| {
        client.with_value(Client::cancel);
        stopped.set(true);
    };
    let depths = move || {
        let items = progress
            .with(|all| all.iter().map(|p| view! { <li>{t(lang, &computer::progress_msg(p))}</li> }).collect_view());
        view! { <ol class="bao-analysis-progress">{items}</ol> }
    };
    // Shows line `i` on the board, at the end of its `k`-th move (0: before it).
    let show = move |i: usize, k: usize| {
        let plies = result.with_untracked(|r| match r {
            Some(Ok(a)) => a.lines.get(i).map(|l| computer::plies(&start.get_value(), &l.pv)),
            _ => None,
        });
        if let Some(plies) = plies {
            chosen.set(Some(i));
            player.load(Timeline::new(start.get_value(), plies), 0, 1);
            player.seek_with(|tl, _| (0..k).fold(0, |at, _| tl.next_move(at)));
        }
    };
    let rows = move || {
        result.with(|r| match r {
            None if stopped.get() => view! {
                {depths}
                <p class="bao-analysis-stopped" role="status">{tr(lang, "analysis-stopped")}</p>
            }
            .into_any(),
            None => view! {
                <div class="bao-analysis-wait" role="status">
                    <p>{tr(lang, "analysis-thinking")}</p>
                    {depths}
                </div>
                <button type="button" class="bao-btn bao-analysis-stop" on:click=stop>{tr(lang, "analysis-stop")}</button>
            }
            .into_any(),
            Some(Err(m)) => view! { <p class="bao-error" role="alert">{t(lang, m)}</p> }.into_any(),
            Some(Ok(a)) => {
                let depth = Msg::new("analysis-depth").arg("depth", a.depth).arg("nodes", a.nodes);
                let rows = a
                    .lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let moves = l
                            .pv
                            .iter()
                            .enumerate()
                            .map(|(k, mv)| {
                                view! { <button type="button" class="bao-move" on:click=move |_| show(i, k + 1)>{mv.to_string()}</button> " " }
                            })
                            .collect_view();
                        view! {
                            <tr class:bao-current=move || chosen.get() == Some(i)>
                                <td><button type="button" class="bao-btn bao-analysis-move" on:click=move |_| show(i, 0)>{l.mv.to_string()}</button></td>
                                <td class="bao-analysis-score" data-proven=l.proven.to_string()>{t(lang, &computer::score_msg(l.score))}</td>
                                <td class="bao-analysis-line">{moves}</td>
                            </tr>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="bao-help">{tr(lang, "analysis-help")}</p>
                    <table class="bao-analysis-table">
                        <thead><tr><th>{tr(lang, "analysis-move")}</th><th>{tr(lang, "analysis-score")}</th><th>{tr(lang, "analysis-line")}</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                    <p class="bao-analysis-depth">{t(lang, &depth)}</p>
                }
                .into_any()
            }
        })
    };
    let text = Signal::derive(move || t(lang, &player.narration()));
    view! {
        <Board ui view=player.view marks=Signal::derive(Vec::new) on_action=Callback::new(|_| {})/>
        <Status ui view=player.view/>
        <Controls ui player/>
        <Narration text/>
        {rows}
    }
}
