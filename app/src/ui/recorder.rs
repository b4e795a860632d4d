//! The editor's "record a demonstration": the teacher plays moves from the edited position
//! (clicking an earlier move in the list and playing another move there adds a variation),
//! comments on the move shown, deletes, and copies the result as a game record, a `bao` block,
//! a share link or embed code; a record can be pasted or dropped in to load it (an error says
//! where, and the text stays). The recording is a [`Recorder`]; this module draws it.
//!
//! It is its own bundle (`bao_app_teach`), loaded when the editor first asks for it: the editor
//! puts a place for it in the page (`div.bao-widget[data-recorder]` with the start position,
//! the board's flip and names, and a record to load) and hides itself; "Back to the editor"
//! sends the event `bao-recorder-close` from that place.

use super::board::{choice_buttons, Board, PitAction, Ui};
use super::dom;
use super::embed::EmbedButton;
use super::player::Player;
use super::record::MoveList;
use super::widget::{Narration, Status, Toggles};
use crate::i18n::Lang;
use crate::i18n::{t, tr, Msg};
use crate::narrate;
use crate::play::Click;
use crate::record::rows;
use crate::recorder::Recorder;
use crate::timeline::Timeline;
use bao_schema::Ply;
use leptos::prelude::*;
use rules_core::{Move, NodeId, Pit, Position};
use wasm_bindgen::JsCast;

/// Mounts the recorder in its place (`data-position`, `data-flip`, `data-labels`, `data-record`,
/// `data-lang`).
pub fn mount(el: &web_sys::HtmlElement, page_lang: &str) {
    let _ = el.set_attribute("data-bao-mounted", "true");
    let _ = el.set_attribute("translate", "no");
    let get = |k: &str| el.get_attribute(&format!("data-{k}"));
    let lang = Lang::from_tag(&get("lang").unwrap_or_else(|| page_lang.to_string()));
    let start = get("position").and_then(|p| Position::parse_or_start(&p).ok());
    let start = start.unwrap_or_else(|| Position::start(rules_core::Variant::Kiswahili));
    let on = |k: &str| get(k).is_some_and(|v| v == "true");
    let ui = Ui { lang, flip: RwSignal::new(on("flip")), labels: RwSignal::new(on("labels")) };
    let text = get("record");
    let host: web_sys::EventTarget = el.clone().into();
    let url = dom::play_url();
    let _ = el.class_list().add_1("bao-mounted");
    leptos::mount::mount_to(el.clone().unchecked_into(), move || {
        let host = StoredValue::new_local(host);
        let stop = Callback::new(move |()| {
            let init = web_sys::CustomEventInit::new();
            init.set_bubbles(true);
            if let Ok(ev) = web_sys::CustomEvent::new_with_event_init_dict("bao-recorder-close", &init) {
                host.with_value(|h| drop(h.dispatch_event(&ev)));
            }
        });
        view! { <div class="bao-app" data-mode="recorder" lang=lang.code()>{recorder(ui, start, text, stop, url)}</div> }
    })
    .forget();
}

/// The recorder, from `start`; `text`: a record to load at once (a file dropped on the editor).
pub fn recorder(ui: Ui, start: Position, text: Option<String>, stop: Callback<()>, play_url: String) -> impl IntoView {
    let lang = ui.lang;
    let model = RwSignal::new(Recorder::new(start.clone()));
    let timeline = StoredValue::new(Timeline::new(start.clone(), Vec::new()));
    let player = Player::new(Timeline::new(start, Vec::new()));
    let message = RwSignal::new(None::<Msg>);
    let pasted = RwSignal::new(text.clone().unwrap_or_default());
    let load_error = RwSignal::new(None::<Msg>);
    let show = move |tl: Timeline, play: bool| {
        timeline.set_value(tl.clone());
        player.load(tl, 0, 1);
        if play {
            player.play();
        }
    };
    // The board at rest after the move shown.
    let rest = move || show(Timeline::new(model.with_untracked(|m| m.position().clone()), Vec::new()), false);
    let animate = move |ply: Ply| {
        dom::post_move(&ply);
        show(Timeline::new(ply.before.clone(), vec![ply]), true);
    };
    let load = move || {
        let text = pasted.get_untracked();
        match model.try_update(|m| m.load(&text)) {
            Some(Ok(())) => {
                load_error.set(None);
                message.set(Some(Msg::new("recorder-loaded")));
                rest();
            }
            Some(Err(e)) => load_error.set(Some(Msg::new("error-record").msg("text", narrate::record_error(&e)))),
            None => {}
        }
    };
    if text.is_some() {
        load();
    }
    let play_move = move |mv: Move| match model.try_update(|m| m.play(mv)) {
        Some(Ok(ply)) => {
            message.set(None);
            animate(ply);
        }
        Some(Err(m)) => message.set(Some(m)),
        None => {}
    };
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action != PitAction::Activate {
            return;
        }
        match model.try_update(|m| m.click(pit)) {
            Some(Click::Played(ply)) => {
                message.set(None);
                animate(ply);
            }
            Some(Click::Choose(m) | Click::Refused(m)) => message.set(Some(m)),
            None => {}
        }
    });
    let go = move |f: fn(&mut Recorder)| {
        model.update(f);
        message.set(None);
        rest();
    };
    let pick = Callback::new(move |id: NodeId| {
        model.update(|m| m.go(Some(id)));
        message.set(None);
        rest();
    });
    let choices = move || {
        model.with(|m| m.pending().cloned()).map(|(_, ms)| {
            let pos = model.with_untracked(|m| m.position().clone());
            let buttons = choice_buttons(lang, &pos, &ms, play_move);
            view! {
                <div class="bao-choices" role="group">
                    {buttons}
                    <button type="button" class="bao-btn" on:click=move |_| { model.update(Recorder::cancel); message.set(None); }>{tr(lang, "btn-cancel")}</button>
                </div>
            }
        })
    };
    let marks = Signal::derive(move || model.with(|m| m.pending().map(|(pit, _)| vec![*pit]).unwrap_or_default()));
    let narration = Signal::derive(move || {
        if let Some(m) = message.get() {
            return t(lang, &m);
        }
        let at = player.at.get();
        let number = model.with(|m| m.at().and_then(|id| m.record().node(id)).map(|n| n.number()));
        let msg = timeline.with_value(|tl| match (tl.event(at), number) {
            (Some((_, ply, e)), Some(number)) => Msg::new("narrate-record-move")
                .arg("number", number)
                .arg("move", ply.mv.to_string())
                .msg("text", narrate::event(e, tl.start().variant())),
            _ => Msg::new("narrate-your-turn").arg("side", narrate::side_key(tl.start().to_move())),
        });
        t(lang, &msg)
    });
    let list = Signal::derive(move || model.with(|m| rows(m.record())));
    let current = Signal::derive(move || model.with(Recorder::at));
    let url = StoredValue::new(play_url.clone());
    let copy = move |text: String| message.set(Some(Msg::new(if dom::copy(&text) { "copied" } else { "copy-failed" })));
    let flags = move || (ui.flip.get_untracked(), ui.labels.get_untracked());
    let copy_record = move |_| copy(model.with_untracked(Recorder::text));
    let copy_block = move |_| copy(model.with_untracked(|m| m.block(flags().0, flags().1)));
    let copy_link = move |_| {
        let fragment = model.with_untracked(|m| m.lesson(flags().0, flags().1).to_fragment());
        copy(format!("{}#{fragment}", url.get_value()));
    };
    let comment_label =
        move || tr(lang, if current.get().is_some() { "recorder-comment" } else { "recorder-comment-start" });
    let on_drop = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        dom::read_drop(&ev, move |text| match text {
            Ok(text) => {
                pasted.set(text);
                load();
            }
            Err(name) => load_error.set(Some(Msg::new("recorder-drop-failed").arg("name", name))),
        });
    };
    view! {
        <div class="bao-recorder" on:dragover=|ev: web_sys::DragEvent| ev.prevent_default() on:drop=on_drop>
            <Toggles ui/>
            <Board ui view=player.view marks=marks on_action=on_action/>
            {choices}
            <Status ui view=player.view/>
            <Narration text=narration/>
            <p class="bao-help">{tr(lang, "recorder-help")}</p>
            <div class="bao-actions">
                <button type="button" class="bao-btn" on:click=move |_| go(|m| m.go(None))>{tr(lang, "btn-start")}</button>
                <button type="button" class="bao-btn" title=tr(lang, "btn-move-back.title") on:click=move |_| go(Recorder::back)>{tr(lang, "btn-move-back")}</button>
                <button type="button" class="bao-btn" title=tr(lang, "btn-move-forward.title") on:click=move |_| go(Recorder::forward)>{tr(lang, "btn-move-forward")}</button>
                <button type="button" class="bao-btn bao-delete" title=tr(lang, "btn-delete-move.title") disabled=move || current.get().is_none()
                    on:click=move |_| go(|m| { m.delete(); })>{tr(lang, "btn-delete-move")}</button>
            </div>
            <label class="bao-comment-box">{comment_label}
                <textarea rows="2" prop:value=move || model.with(Recorder::comment)
                    on:input=move |ev| { let text = event_target_value(&ev); model.update(|m| m.set_comment(&text)); }></textarea>
            </label>
            <h4 class="bao-moves-title">{tr(lang, "moves-title")}</h4>
            <MoveList ui rows=list current=current pick=pick/>
            <div class="bao-actions">
                <button type="button" class="bao-btn bao-copy-record" on:click=copy_record>{tr(lang, "btn-copy-record")}</button>
                <button type="button" class="bao-btn bao-copy-block" on:click=copy_block>{tr(lang, "btn-copy-block")}</button>
                <button type="button" class="bao-btn bao-copy-link" on:click=copy_link>{tr(lang, "btn-share")}</button>
                <EmbedButton ui play_url=play_url
                    lesson=Callback::new(move |()| model.with_untracked(|m| m.lesson(flags().0, flags().1)))
                    done=Callback::new(move |ok: bool| message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" }))))/>
                <button type="button" class="bao-btn bao-record-stop" on:click=move |_| stop.run(())>{tr(lang, "btn-record-stop")}</button>
            </div>
            <label class="bao-record-load">{tr(lang, "recorder-load")}
                <textarea rows="4" class="bao-link" prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button type="button" class="bao-btn bao-load" on:click=move |_| load()>{tr(lang, "btn-load-record")}</button>
            {move || load_error.get().map(|m| view! { <p class="bao-error" role="alert">{t(lang, &m)}</p> })}
        </div>
    }
}
