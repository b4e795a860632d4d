//! Edit mode, for teachers: set every pit, the stores, nyumba, side to move, takasia, captured
//! seeds and reserved holes, and the game; the position is checked as it changes; copy it or a
//! share link, or open it in play or step mode. The board being edited is the
//! [`Editor`](crate::editor::Editor)'s `Setup`; this module draws it and forwards input.

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::download::Downloads;
use super::embed::EmbedButton;
use super::parts::{Status, Toggles};
use crate::editor::{Editor, TextField};
use crate::i18n::{t, tr, Msg};
use crate::narrate;
use bao_schema::{Key, Lesson, Mode};
use leptos::prelude::*;
use rules_core::{ParseError, Pit, Position, Setup, Side, Variant};

fn num(ev: &leptos::ev::Event) -> u8 {
    event_target_value(ev).trim().parse::<u32>().map_or(0, |n| n.min(255) as u8)
}

/// What the editor's parts share (their context): the edited board, its notation and check,
/// and the note under the buttons.
#[derive(Clone, Copy)]
struct Ed {
    ui: Ui,
    editor: RwSignal<Editor>,
    notation: Memo<String>,
    checked: Memo<Result<Position, ParseError>>,
    note: RwSignal<Option<Msg>>,
    play_url: StoredValue<String>,
}

impl Ed {
    fn variant(self) -> Variant {
        self.editor.with(|e| e.setup().variant)
    }

    /// The position edited when it is valid, else the start of its game.
    fn position_or_start(self) -> Position {
        self.checked.get_untracked().unwrap_or_else(|_| Position::start(self.variant()))
    }

    /// A link to the board as edited (an invalid one opens with its error shown).
    fn link(self, mode: Mode) -> String {
        let (pos, raw) = match self.checked.get() {
            Ok(pos) => (pos, None),
            Err(_) => (Position::start(self.variant()), Some(self.notation.get())),
        };
        let mut fields = Lesson { flip: self.ui.flip.get(), ..Lesson::new(mode, pos) }.fields();
        if let Some(raw) = raw {
            fields.set(Key::Position, raw);
        }
        format!("{}#{}", self.play_url.get_value(), fields.to_fragment())
    }

    fn copied(self, ok: bool) {
        self.note.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" })));
    }
}

pub(super) fn edit_mode(ui: Ui, start: &Position, play_url: String) -> impl IntoView {
    let lang = ui.lang;
    let editor = RwSignal::new(Editor::new(start));
    let notation = Memo::new(move |_| editor.with(Editor::notation));
    let checked = Memo::new(move |_| editor.with(Editor::check));
    let ed = Ed { ui, editor, notation, checked, note: RwSignal::new(None), play_url: StoredValue::new(play_url) };
    provide_context(ed);
    let view = Signal::derive(move || editor.with(Editor::view));
    super::parts::track_current(move || notation.get());
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        editor.update(|e| e.act(pit, action));
        ed.note.set(None);
    });
    let validity = move || match checked.get() {
        Ok(_) => view! { <p class="bao-valid">{tr(lang, "edit-valid")}</p> }.into_any(),
        Err(e) => view! { <p class="bao-error" role="alert">{t(lang, &narrate::parse_error(&e))}</p> }.into_any(),
    };
    let total = move || {
        let (total, expected) = editor.with(|e| (e.view().total(), e.setup().seed_target()));
        t(lang, &Msg::new("edit-seed-total").arg("total", total).arg("expected", expected))
    };
    // Recording a demonstration: its start, and a record to load (a file dropped in); the
    // position analysed (`ui/analysis.rs`). Both are in the teachers' bundle.
    let recording = RwSignal::new(None::<(Position, Option<String>)>);
    let analysing = RwSignal::new(None::<Position>);
    let dropped = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        let base = ed.position_or_start();
        dom::read_drop(&ev, move |text| match text {
            Ok(text) => recording.set(Some((base, Some(text)))),
            Err(name) => ed.note.set(Some(Msg::new("recorder-drop-failed").arg("name", name))),
        });
    };
    view! {
        <div class="bao-editing" class:bao-hidden=move || recording.with(Option::is_some)
            on:dragover=|ev: web_sys::DragEvent| ev.prevent_default() on:drop=dropped>
        <Toggles ui><Downloads ui view=view/></Toggles>
        <Board ui view=view marks=Signal::derive(Vec::new) on_action=on_action editable=true/>
        <Status ui view=view/>
        <p class="bao-help">{tr(lang, "edit-help")}</p>
        <Form/>
        <p class="bao-total">{total}</p>
        {validity}
        <Notation/>
        <Actions recording analysing/>
        <p class="bao-narration" aria-live="polite">{move || ed.note.get().map(|m| t(lang, &m))}</p>
        </div>
        {move || recording.get().map(|(start, text)| {
            teach_place(ui, "recorder", &start, text, Callback::new(move |()| recording.set(None)))
        })}
        {move || analysing.get().map(|start| teach_place(ui, "analysis", &start, None, Callback::new(move |()| analysing.set(None))))}
    }
}

fn ed() -> Option<Ed> {
    use_context::<Ed>()
}

/// The game, the side to move, and the fields of the game being edited (stores, nyumba and
/// takasia in Bao la Kiswahili; captured seeds and reserved holes in Bao Kingulu).
#[component]
fn Form() -> impl IntoView {
    let ed = ed()?;
    let (editor, lang) = (ed.editor, ed.ui.lang);
    let games = Variant::ALL
        .iter()
        .map(|v| {
            let v = *v;
            view! { <option value=v.name() selected=move || editor.with(|e| e.setup().variant == v)>{tr(lang, &format!("game-{}", v.name()))}</option> }
        })
        .collect_view();
    let kiswahili = move || {
        (ed.variant() == Variant::Kiswahili).then(|| {
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
        (ed.variant() == Variant::Kingulu).then(|| {
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
    Some(view! {
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
    })
}

/// The position's notation, to copy or to paste another (an error is said, the board stays).
#[component]
fn Notation() -> impl IntoView {
    let ed = ed()?;
    let lang = ed.ui.lang;
    let pasted_error = RwSignal::new(None::<Msg>);
    Some(view! {
        <label class="bao-position">{tr(lang, "edit-position")}
            <input type="text" class="bao-link" prop:value=move || ed.notation.get()
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    match ed.editor.try_update(|e| e.paste(&text)) {
                        Some(Err(e)) => pasted_error.set(Some(Msg::new("error-position").msg("text", narrate::parse_error(&e)))),
                        _ => pasted_error.set(None),
                    }
                }/>
        </label>
        {move || pasted_error.get().map(|m| view! { <p class="bao-error" role="alert">{t(lang, &m)}</p> })}
    })
}

/// Copy the position or a link, open it in play or step mode, embed it, and the teachers'
/// tools: record a demonstration from it (`recording`), analyse it (`analysing`).
#[component]
fn Actions(
    /// Set to open the recorder: the position it starts from, and a record to load.
    recording: RwSignal<Option<(Position, Option<String>)>>,
    /// Set to open the analysis of a position.
    analysing: RwSignal<Option<Position>>,
) -> impl IntoView {
    let ed = ed()?;
    let (ui, lang) = (ed.ui, ed.ui.lang);
    let copy = move |text: String| ed.copied(dom::copy(&text));
    let record = move |_| match ed.checked.get_untracked() {
        Ok(pos) => recording.set(Some((pos, None))),
        Err(e) => ed.note.set(Some(Msg::new("recorder-invalid").msg("text", narrate::parse_error(&e)))),
    };
    let analyse = move |_| match ed.checked.get_untracked() {
        Ok(pos) => analysing.set(Some(pos)),
        Err(e) => ed.note.set(Some(Msg::new("error-position").msg("text", narrate::parse_error(&e)))),
    };
    let lesson = Callback::new(move |()| Lesson {
        flip: ui.flip.get_untracked(),
        labels: ui.labels.get_untracked(),
        ..Lesson::new(Mode::Play, ed.position_or_start())
    });
    Some(view! {
        <div class="bao-actions">
            <button type="button" class="bao-btn" on:click=move |_| copy(ed.notation.get_untracked())>{tr(lang, "btn-copy-position")}</button>
            <button type="button" class="bao-btn" on:click=move |_| copy(ed.link(Mode::Play))>{tr(lang, "btn-share")}</button>
            <a class="bao-btn" href=move || ed.link(Mode::Play) target="_blank">{tr(lang, "btn-open-play")}</a>
            <a class="bao-btn" href=move || ed.link(Mode::Step) target="_blank">{tr(lang, "btn-open-step")}</a>
            <EmbedButton ui play_url=ed.play_url.get_value() lesson=lesson done=Callback::new(move |ok: bool| ed.copied(ok))/>
            <button type="button" class="bao-btn bao-record" title=tr(lang, "btn-record.title") on:click=record>{tr(lang, "btn-record")}</button>
            <button type="button" class="bao-btn bao-analyse" title=tr(lang, "btn-analyse.title") on:click=analyse>{tr(lang, "btn-analyse")}</button>
        </div>
    })
}

/// The place of a teachers' tool in its own bundle (`Bundle::Teach`, loaded now if it is not
/// yet): the recorder (`ui/recorder.rs`, whose "Back to the editor" closes the place) or the
/// analysis panel (`ui/analysis.rs`, its "Close"). `kind` names the attribute the bundle looks
/// for (`data-recorder`, `data-analysis`) and the event that closes it (`bao-<kind>-close`).
fn teach_place(
    ui: Ui,
    kind: &'static str,
    start: &Position,
    text: Option<String>,
    close: Callback<()>,
) -> impl IntoView {
    let place = NodeRef::<leptos::html::Div>::new();
    Effect::new(move || {
        if let Some(el) = place.get() {
            let _ = el.set_attribute(&format!("data-{kind}"), "true");
            let _ = el.class_list().add_1(&format!("bao-{kind}-place"));
            let close = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || close.run(()));
            let _ = el.add_event_listener_with_callback(
                &format!("bao-{kind}-close"),
                wasm_bindgen::JsCast::unchecked_ref(close.as_ref()),
            );
            close.forget();
            dom::load_bundle(bao_schema::Bundle::Teach);
        }
    });
    view! {
        <div class="bao-widget" node_ref=place data-position=start.to_string()
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
