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
use super::parts::{Narration, Status, Toggles};
use super::player::Player;
use super::record::MoveList;
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
pub(super) fn mount(el: &web_sys::HtmlElement, page_lang: &str) {
    let _ = el.set_attribute("data-bao-mounted", "true");
    let _ = el.set_attribute("translate", "no");
    let get = |k: &str| el.get_attribute(&format!("data-{k}"));
    let lang = Lang::from_tag(&get("lang").unwrap_or_else(|| page_lang.to_string()));
    let start = get("position").and_then(|p| Position::parse_or_start(&p).ok());
    let start = start.unwrap_or_else(|| Position::start(rules_core::Variant::Kiswahili));
    // Read as the schema reads a block's `flip` and `labels` (`true` or `1`).
    let on = |k: &str| get(k).and_then(|v| bao_schema::read_flag(&v)).unwrap_or(false);
    let ui = Ui::new(lang, on("flip"), on("labels"));
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

/// What the recorder's parts share (their context): the recording, the message under the
/// board, the board's player and the timeline it shows, and the record being loaded.
#[derive(Clone, Copy)]
struct Rec {
    ui: Ui,
    model: RwSignal<Recorder>,
    message: RwSignal<Option<Msg>>,
    player: Player,
    timeline: StoredValue<Timeline>,
    /// The text of a record to load, and why it could not be loaded.
    pasted: RwSignal<String>,
    load_error: RwSignal<Option<Msg>>,
}

impl Rec {
    fn new(ui: Ui, start: Position, text: Option<String>) -> Rec {
        Rec {
            ui,
            model: RwSignal::new(Recorder::new(start.clone())),
            message: RwSignal::new(None),
            player: Player::new(Timeline::new(start.clone(), Vec::new())),
            timeline: StoredValue::new(Timeline::new(start, Vec::new())),
            pasted: RwSignal::new(text.unwrap_or_default()),
            load_error: RwSignal::new(None),
        }
    }

    fn show(self, tl: Timeline, play: bool) {
        self.timeline.set_value(tl.clone());
        self.player.load(tl, 0, 1);
        if play {
            self.player.play();
        }
    }

    /// The board at rest after the move shown.
    fn rest(self) {
        self.show(Timeline::new(self.model.with_untracked(|m| m.position().clone()), Vec::new()), false);
    }

    fn animate(self, ply: Ply) {
        dom::post_move(&ply);
        self.show(Timeline::new(ply.before.clone(), vec![ply]), true);
    }

    /// Moves in the record (or deletes) and shows the board there.
    fn go(self, f: fn(&mut Recorder)) {
        self.model.update(f);
        self.message.set(None);
        self.rest();
    }

    /// Loads the record in [`Rec::pasted`].
    fn load(self) {
        let text = self.pasted.get_untracked();
        match self.model.try_update(|m| m.load(&text)) {
            Some(Ok(())) => {
                self.load_error.set(None);
                self.message.set(Some(Msg::new("recorder-loaded")));
                self.rest();
            }
            Some(Err(e)) => self.load_error.set(Some(Msg::new("error-record").msg("text", narrate::record_error(&e)))),
            None => {}
        }
    }

    fn play_move(self, mv: Move) {
        match self.model.try_update(|m| m.play(mv)) {
            Some(Ok(ply)) => {
                self.message.set(None);
                self.animate(ply);
            }
            Some(Err(m)) => self.message.set(Some(m)),
            None => {}
        }
    }

    fn click(self, pit: Pit) {
        match self.model.try_update(|m| m.click(pit)) {
            Some(Click::Played(ply)) => {
                self.message.set(None);
                self.animate(ply);
            }
            Some(Click::Choose(m) | Click::Refused(m)) => self.message.set(Some(m)),
            None => {}
        }
    }

    fn copy(self, text: String) {
        self.message.set(Some(Msg::new(if dom::copy(&text) { "copied" } else { "copy-failed" })));
    }

    /// The board's flip and pit names, for what is copied.
    fn flags(self) -> (bool, bool) {
        (self.ui.flip.get_untracked(), self.ui.labels.get_untracked())
    }

    /// The narration: the message, else the move shown and what it did, else whose turn.
    fn narration(self) -> String {
        let lang = self.ui.lang;
        if let Some(m) = self.message.get() {
            return t(lang, &m);
        }
        let at = self.player.at.get();
        let number = self.model.with(|m| m.at().and_then(|id| m.record().node(id)).map(|n| n.number()));
        let msg = self.timeline.with_value(|tl| match (tl.event(at), number) {
            (Some((_, ply, e)), Some(number)) => Msg::new("narrate-record-move")
                .arg("number", number)
                .arg("move", ply.mv.to_string())
                .msg("text", narrate::event(e, tl.start().variant())),
            _ => Msg::new("narrate-your-turn").arg("side", narrate::side_key(tl.start().to_move())),
        });
        t(lang, &msg)
    }
}

/// The recorder, from `start`; `text`: a record to load at once (a file dropped on the editor).
pub(super) fn recorder(
    ui: Ui,
    start: Position,
    text: Option<String>,
    stop: Callback<()>,
    play_url: String,
) -> impl IntoView {
    let lang = ui.lang;
    let rec = Rec::new(ui, start, text.clone());
    provide_context(rec);
    if text.is_some() {
        rec.load();
    }
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action == PitAction::Activate {
            rec.click(pit);
        }
    });
    let marks = Signal::derive(move || rec.model.with(|m| m.pending().map(|(pit, _)| vec![*pit]).unwrap_or_default()));
    // Computed again only when the record changes (not at each step through it).
    let list = Memo::new(move |_| rec.model.with(|m| rows(m.record())));
    let current = Signal::derive(move || rec.model.with(Recorder::at));
    let pick = Callback::new(move |id: NodeId| {
        rec.model.update(|m| m.go(Some(id)));
        rec.message.set(None);
        rec.rest();
    });
    let on_drop = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        dom::read_drop(&ev, move |text| match text {
            Ok(text) => {
                rec.pasted.set(text);
                rec.load();
            }
            Err(name) => rec.load_error.set(Some(Msg::new("recorder-drop-failed").arg("name", name))),
        });
    };
    view! {
        <div class="bao-recorder" on:dragover=|ev: web_sys::DragEvent| ev.prevent_default() on:drop=on_drop>
            <Toggles ui/>
            <Board ui view=rec.player.view marks=marks on_action=on_action/>
            <Choices/>
            <Status ui view=rec.player.view/>
            <Narration text=Signal::derive(move || rec.narration())/>
            <p class="bao-help">{tr(lang, "recorder-help")}</p>
            <Steps/>
            <Comment/>
            <p class="bao-moves-title">{tr(lang, "moves-title")}</p>
            <MoveList ui rows=list current=current pick=pick/>
            <Copies play_url stop/>
            <Load/>
        </div>
    }
}

fn rec() -> Option<Rec> {
    use_context::<Rec>()
}

/// The moves to choose from after a click that starts several.
#[component]
fn Choices() -> impl IntoView {
    let rec = rec()?;
    let lang = rec.ui.lang;
    Some(move || {
        rec.model.with(|m| m.pending().cloned()).map(|(_, ms)| {
            let pos = rec.model.with_untracked(|m| m.position().clone());
            let buttons = choice_buttons(lang, &pos, &ms, move |mv| rec.play_move(mv));
            view! {
                <div class="bao-choices" role="group">
                    {buttons}
                    <button type="button" class="bao-btn" on:click=move |_| { rec.model.update(Recorder::cancel); rec.message.set(None); }>{tr(lang, "btn-cancel")}</button>
                </div>
            }
        })
    })
}

/// To the start, a move back or forward, and deleting the move shown (with what follows it).
#[component]
fn Steps() -> impl IntoView {
    let rec = rec()?;
    let lang = rec.ui.lang;
    let none_shown = move || rec.model.with(Recorder::at).is_none();
    Some(view! {
        <div class="bao-actions">
            <button type="button" class="bao-btn" on:click=move |_| rec.go(|m| m.go(None))>{tr(lang, "btn-start")}</button>
            <button type="button" class="bao-btn" title=tr(lang, "btn-move-back.title") on:click=move |_| rec.go(Recorder::back)>{tr(lang, "btn-move-back")}</button>
            <button type="button" class="bao-btn" title=tr(lang, "btn-move-forward.title") on:click=move |_| rec.go(Recorder::forward)>{tr(lang, "btn-move-forward")}</button>
            <button type="button" class="bao-btn bao-delete" title=tr(lang, "btn-delete-move.title") disabled=none_shown
                on:click=move |_| rec.go(|m| { m.delete(); })>{tr(lang, "btn-delete-move")}</button>
        </div>
    })
}

/// The comment on the move shown (or on the start).
#[component]
fn Comment() -> impl IntoView {
    let rec = rec()?;
    let lang = rec.ui.lang;
    let label = move || {
        tr(lang, if rec.model.with(Recorder::at).is_some() { "recorder-comment" } else { "recorder-comment-start" })
    };
    Some(view! {
        <label class="bao-comment-box">{label}
            <textarea rows="2" prop:value=move || rec.model.with(Recorder::comment)
                on:input=move |ev| { let text = event_target_value(&ev); rec.model.update(|m| m.set_comment(&text)); }></textarea>
        </label>
    })
}

/// Copying the recording (a record, a `bao` block, a link, embed code), and going back.
#[component]
fn Copies(
    /// The address of the book's play page, for the link and the embed code.
    play_url: String,
    /// Leaves the recorder, back to the editor.
    stop: Callback<()>,
) -> impl IntoView {
    let rec = rec()?;
    let (ui, lang) = (rec.ui, rec.ui.lang);
    let url = StoredValue::new(play_url.clone());
    let copy_record = move |_| rec.copy(rec.model.with_untracked(Recorder::text));
    let copy_block = move |_| {
        let (flip, labels) = rec.flags();
        rec.copy(rec.model.with_untracked(|m| m.block(flip, labels)));
    };
    let copy_link = move |_| {
        let (flip, labels) = rec.flags();
        let fragment = rec.model.with_untracked(|m| m.lesson(flip, labels).to_fragment());
        rec.copy(format!("{}#{fragment}", url.get_value()));
    };
    let lesson = Callback::new(move |()| {
        let (flip, labels) = rec.flags();
        rec.model.with_untracked(|m| m.lesson(flip, labels))
    });
    let done =
        Callback::new(move |ok: bool| rec.message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" }))));
    Some(view! {
        <div class="bao-actions">
            <button type="button" class="bao-btn bao-copy-record" on:click=copy_record>{tr(lang, "btn-copy-record")}</button>
            <button type="button" class="bao-btn bao-copy-block" on:click=copy_block>{tr(lang, "btn-copy-block")}</button>
            <button type="button" class="bao-btn bao-copy-link" on:click=copy_link>{tr(lang, "btn-share")}</button>
            <EmbedButton ui play_url=play_url lesson=lesson done=done/>
            <button type="button" class="bao-btn bao-record-stop" on:click=move |_| stop.run(())>{tr(lang, "btn-record-stop")}</button>
        </div>
    })
}

/// Loading a pasted record (an error says where; the text stays).
#[component]
fn Load() -> impl IntoView {
    let rec = rec()?;
    let lang = rec.ui.lang;
    Some(view! {
        <label class="bao-record-load">{tr(lang, "recorder-load")}
            <textarea rows="4" class="bao-link" prop:value=move || rec.pasted.get()
                on:input=move |ev| rec.pasted.set(event_target_value(&ev))></textarea>
        </label>
        <button type="button" class="bao-btn bao-load" on:click=move |_| rec.load()>{tr(lang, "btn-load-record")}</button>
        {move || rec.load_error.get().map(|m| view! { <p class="bao-error" role="alert">{t(lang, &m)}</p> })}
    })
}
