//! Edit mode, for teachers: set every pit, the stores, nyumba, side to move, takasia, captured
//! seeds and reserved holes, and the game; the position is checked as it changes; copy it or a
//! share link, or open it in play or step mode. The board being edited is the
//! [`Editor`](crate::editor::Editor)'s `Setup`; this module draws it and forwards input.

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::download::Downloads;
use super::embed::EmbedButton;
use super::widget::{Status, Toggles};
use crate::editor::{Editor, TextField};
use crate::i18n::{t, tr, Msg};
use crate::narrate;
use bao_schema::{Key, Lesson, Mode};
use leptos::prelude::*;
use rules_core::{Pit, Position, Setup, Side, Variant};

fn num(ev: &leptos::ev::Event) -> u8 {
    event_target_value(ev).trim().parse::<u32>().map_or(0, |n| n.min(255) as u8)
}

pub fn edit_mode(ui: Ui, start: &Position, play_url: String) -> impl IntoView {
    let lang = ui.lang;
    let editor = RwSignal::new(Editor::new(start));
    let pasted_error = RwSignal::new(None::<Msg>);
    let note = RwSignal::new(None::<Msg>);
    let notation = Memo::new(move |_| editor.with(Editor::notation));
    let checked = Memo::new(move |_| editor.with(Editor::check));
    let view = Signal::derive(move || editor.with(Editor::view));
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        editor.update(|e| e.act(pit, action));
        note.set(None);
    });
    let validity = move || match checked.get() {
        Ok(_) => view! { <p class="bao-valid">{tr(lang, "edit-valid")}</p> }.into_any(),
        Err(e) => view! { <p class="bao-error" role="alert">{t(lang, &narrate::parse_error(&e))}</p> }.into_any(),
    };
    let total = move || {
        let (total, expected) = editor.with(|e| (e.view().total(), e.setup().seed_target()));
        t(lang, &Msg::new("edit-seed-total").arg("total", total).arg("expected", expected))
    };
    let url = StoredValue::new(play_url);
    let variant = move || editor.with(|e| e.setup().variant);
    // A link to the board as edited (an invalid one opens with its error shown).
    let link = move |mode: Mode| {
        let (pos, raw) = match checked.get() {
            Ok(pos) => (pos, None),
            Err(_) => (Position::start(variant()), Some(notation.get())),
        };
        let mut fields = Lesson { flip: ui.flip.get(), ..Lesson::new(mode, pos) }.fields();
        if let Some(raw) = raw {
            fields.set(Key::Position, raw);
        }
        format!("{}#{}", url.get_value(), fields.to_fragment())
    };
    let copy = move |text: String| {
        note.set(Some(Msg::new(if dom::copy(&text) { "copied" } else { "copy-failed" })));
    };
    // Recording a demonstration: its start, and a record to load (a file dropped in).
    let recording = RwSignal::new(None::<(Position, Option<String>)>);
    let record = move |_| match checked.get_untracked() {
        Ok(pos) => recording.set(Some((pos, None))),
        Err(e) => note.set(Some(Msg::new("recorder-invalid").msg("text", narrate::parse_error(&e)))),
    };
    let dropped = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        let base = checked.get_untracked().unwrap_or_else(|_| Position::start(variant()));
        dom::read_drop(&ev, move |text| match text {
            Ok(text) => recording.set(Some((base, Some(text)))),
            Err(name) => note.set(Some(Msg::new("recorder-drop-failed").arg("name", name))),
        });
    };
    let embed_url = url.get_value();
    let games = Variant::ALL
        .iter()
        .map(|v| {
            let v = *v;
            view! { <option value=v.name() selected=move || editor.with(|e| e.setup().variant == v)>{tr(lang, &format!("game-{}", v.name()))}</option> }
        })
        .collect_view();
    let kiswahili = move || {
        (variant() == Variant::Kiswahili).then(|| {
            view! {
                <label>{tr(lang, "edit-stores")}
                    {num_input(editor, 64, |s| s.stores[0], |s, n| s.stores[0] = n)}
                    {num_input(editor, 64, |s| s.stores[1], |s, n| s.stores[1] = n)}
                </label>
                {check(editor, tr(lang, "edit-nyumba-south"), |s| s.nyumba[0], |s, b| s.nyumba[0] = b)}
                {check(editor, tr(lang, "edit-nyumba-north"), |s| s.nyumba[1], |s, b| s.nyumba[1] = b)}
                <label>{tr(lang, "edit-takasia")}
                    {text_input(editor, 4, TextField::Takasia)}
                </label>
            }
        })
    };
    let kingulu = move || {
        (variant() == Variant::Kingulu).then(|| {
            view! {
                <label>{tr(lang, "edit-captured")}
                    {num_input(editor, 48, |s| s.captured[0], |s, n| s.captured[0] = n)}
                    {num_input(editor, 48, |s| s.captured[1], |s, n| s.captured[1] = n)}
                </label>
                <label>{tr(lang, "edit-reserved")}
                    {text_input(editor, 10, TextField::Reserved)}
                </label>
            }
        })
    };
    view! {
        <div class="bao-editing" class:bao-hidden=move || recording.with(Option::is_some)
            on:dragover=|ev: web_sys::DragEvent| ev.prevent_default() on:drop=dropped>
        <Toggles ui><Downloads ui view=view/></Toggles>
        <Board ui view=view marks=Signal::derive(Vec::new) on_action=on_action editable=true/>
        <Status ui view=view/>
        <p class="bao-help">{tr(lang, "edit-help")}</p>
        <div class="bao-form">
            <label>{tr(lang, "edit-game")}
                <select on:change=move |ev| {
                    if let Some(v) = Variant::from_name(&event_target_value(&ev)) {
                        editor.update(|e| e.set_variant(v));
                    }
                }>{games}</select>
            </label>
            <label>{tr(lang, "edit-to-move")}
                <select on:change=move |ev| {
                    let s = if event_target_value(&ev) == "N" { Side::North } else { Side::South };
                    editor.update(|e| e.set_to_move(s));
                }>
                    <option value="S" selected=move || editor.with(|e| e.setup().to_move == Side::South)>
                        {t(lang, &Msg::new("side-name").arg("side", "south"))}</option>
                    <option value="N" selected=move || editor.with(|e| e.setup().to_move == Side::North)>
                        {t(lang, &Msg::new("side-name").arg("side", "north"))}</option>
                </select>
            </label>
            {kiswahili}
            {kingulu}
        </div>
        <p class="bao-total">{total}</p>
        {validity}
        <label class="bao-position">{tr(lang, "edit-position")}
            <input type="text" class="bao-link" prop:value=move || notation.get()
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    match editor.try_update(|e| e.paste(&text)) {
                        Some(Err(e)) => pasted_error.set(Some(Msg::new("error-position").msg("text", narrate::parse_error(&e)))),
                        _ => pasted_error.set(None),
                    }
                }/>
        </label>
        {move || pasted_error.get().map(|m| view! { <p class="bao-error" role="alert">{t(lang, &m)}</p> })}
        <div class="bao-actions">
            <button type="button" class="bao-btn" on:click=move |_| copy(notation.get_untracked())>{tr(lang, "btn-copy-position")}</button>
            <button type="button" class="bao-btn" on:click=move |_| copy(link(Mode::Play))>{tr(lang, "btn-share")}</button>
            <a class="bao-btn" href=move || link(Mode::Play) target="_blank">{tr(lang, "btn-open-play")}</a>
            <a class="bao-btn" href=move || link(Mode::Step) target="_blank">{tr(lang, "btn-open-step")}</a>
            <EmbedButton ui play_url=embed_url
                lesson=Callback::new(move |()| Lesson { flip: ui.flip.get_untracked(), labels: ui.labels.get_untracked(),
                    ..Lesson::new(Mode::Play, checked.get_untracked().unwrap_or_else(|_| Position::start(variant()))) })
                done=Callback::new(move |ok: bool| note.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" }))))/>
            <button type="button" class="bao-btn bao-record" title=tr(lang, "btn-record.title") on:click=record>{tr(lang, "btn-record")}</button>
        </div>
        <p class="bao-narration" aria-live="polite">{move || note.get().map(|m| t(lang, &m))}</p>
        </div>
        {move || recording.get().map(|(start, text)| recorder_place(ui, &start, text, recording))}
    }
}

/// The recorder's place: the recorder is its own bundle (`ui/recorder.rs`), loaded now if it is
/// not yet; its "Back to the editor" closes the place.
fn recorder_place(
    ui: Ui,
    start: &Position,
    text: Option<String>,
    recording: RwSignal<Option<(Position, Option<String>)>>,
) -> impl IntoView {
    let place = NodeRef::<leptos::html::Div>::new();
    Effect::new(move || {
        if let Some(el) = place.get() {
            let close = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || recording.set(None));
            let _ = el.add_event_listener_with_callback(
                "bao-recorder-close",
                wasm_bindgen::JsCast::unchecked_ref(close.as_ref()),
            );
            close.forget();
            dom::load_bundle("bao_app_teach");
        }
    });
    view! {
        <div class="bao-widget bao-recorder-place" node_ref=place data-recorder="true" data-position=start.to_string()
            data-flip=ui.flip.get_untracked().to_string() data-labels=ui.labels.get_untracked().to_string()
            data-lang=ui.lang.code() data-record=text></div>
    }
}

// One function per kind of field (fn pointers, not closures): one copy of the code in the bundle.
fn num_input(editor: RwSignal<Editor>, max: u8, get: fn(&Setup) -> u8, set: fn(&mut Setup, u8)) -> impl IntoView {
    view! {
        <input type="number" min="0" max=max.to_string() prop:value=move || editor.with(|e| get(e.setup()).to_string())
            on:input=move |ev| { let n = num(&ev); editor.update(|e| e.edit(|s| set(s, n))) }/>
    }
}

fn check(editor: RwSignal<Editor>, label: String, get: fn(&Setup) -> bool, set: fn(&mut Setup, bool)) -> impl IntoView {
    view! {
        <label><input type="checkbox" prop:checked=move || editor.with(|e| get(e.setup()))
            on:change=move |ev| { let b = event_target_checked(&ev); editor.update(|e| e.edit(|s| set(s, b))) }/>{label}</label>
    }
}

fn text_input(editor: RwSignal<Editor>, size: u8, field: TextField) -> impl IntoView {
    view! {
        <input type="text" size=size.to_string() prop:value=move || editor.with(|e| e.text(field))
            on:input=move |ev| { let text = event_target_value(&ev); editor.update(|e| e.set_text(field, &text)) }/>
    }
}
