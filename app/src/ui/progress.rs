//! The course's progress pages, on the course index (`course.json`, written by the book
//! builder): the course map (reset a stage; save and load the progress file), a mixed test's
//! score, and "my mistakes" (opt-in; its exercises are placeholders mounted as exercise
//! widgets). Their HTML is [`crate::course_view`]'s; here the index is fetched, the HTML set,
//! the buttons handled by their `data-action`, and the content redrawn when progress changes.
//! No async runtime: the few promises are followed with callbacks.

use super::board::Ui;
use super::storage::{self, WebStore};
use crate::course_view;
use crate::i18n::{t, tr, Lang, Msg};
use crate::progress::{self, Progress};
use bao_schema::course::Course;
use leptos::html;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type OnText = Box<dyn FnOnce(Option<String>)>;

/// Calls `f` with the text a promise of a `Response` or of a string resolves to (None on any
/// failure).
fn then_text(promise: js_sys::Promise, f: OnText) {
    let f = Rc::new(RefCell::new(Some(f)));
    let call = |f: &Rc<RefCell<Option<OnText>>>, text: Option<String>| {
        if let Some(f) = f.borrow_mut().take() {
            f(text);
        }
    };
    let fail = {
        let f = f.clone();
        Closure::once(move |_: JsValue| call(&f, None))
    };
    let done = Closure::once(move |v: JsValue| {
        if let Some(text) = v.as_string() {
            return call(&f, Some(text));
        }
        // A Response: read its text, when it is a success.
        match v.dyn_into::<web_sys::Response>().ok().filter(|r| r.ok()).and_then(|r| r.text().ok()) {
            Some(p) => then_text(p, Box::new(move |t| call(&f, t))),
            None => call(&f, None),
        }
    });
    let _ = promise.then2(&done, &fail);
    done.forget();
    fail.forget();
}

/// The course index: None while it loads, then the index or None when it cannot be had.
type Loaded = Rc<RefCell<Option<Option<Course>>>>;

/// Fetches the course index; `tick` changes when it arrives.
fn load_course(tick: RwSignal<usize>) -> Loaded {
    let course: Loaded = Rc::new(RefCell::new(None));
    let slot = course.clone();
    let arrived = move |c: Option<Course>| {
        *slot.borrow_mut() = Some(c);
        let _ = tick.try_update(|n| *n += 1);
    };
    match web_sys::window() {
        Some(w) => then_text(
            w.fetch_with_str(&storage::from_root("course.json")),
            Box::new(move |text| arrived(text.and_then(|t| Course::from_json(&t).ok()))),
        ),
        None => arrived(None),
    }
    course
}

/// `tick` changes whenever a widget of the page changes the progress.
fn on_progress(tick: RwSignal<usize>) {
    let reload = Closure::<dyn Fn()>::new(move || {
        // Nothing to do once the widget is gone.
        let _ = tick.try_update(|n| *n += 1);
    });
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback(storage::EVENT, reload.as_ref().unchecked_ref());
    }
    reload.forget();
}

/// The element of a click's `data-action`, and the action.
fn action(ev: &web_sys::Event) -> Option<(web_sys::Element, String)> {
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest("[data-action]").ok()??;
    let a = el.get_attribute("data-action")?;
    Some((el, a))
}

/// While the index loads, or when it cannot be had: the message; else None.
fn waiting(lang: Lang, course: Option<&Option<Course>>) -> Option<String> {
    match course {
        None => Some(format!(r#"<p class="bao-loading">{}</p>"#, bao_text::html::escape(&tr(lang, "course-loading")))),
        Some(None) => Some(format!(
            r#"<p class="bao-error" role="alert">{}</p>"#,
            bao_text::html::escape(&tr(lang, "course-unavailable"))
        )),
        Some(Some(_)) => None,
    }
}

fn root() -> String {
    storage::from_root("")
}

/// Draws `html` (from the index, once it is there) into `host`.
fn draw(host: NodeRef<html::Div>, lang: Lang, course: &Loaded, html: impl FnOnce(&Course) -> String) {
    let text = match &*course.borrow() {
        Some(Some(c)) => html(c),
        other => waiting(lang, other.as_ref()).unwrap_or_default(),
    };
    if let Some(el) = host.get_untracked() {
        el.set_inner_html(&text);
    }
}

pub(super) fn map_mode(ui: Ui) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let tick = RwSignal::new(0usize);
    let course = load_course(tick);
    on_progress(tick);
    // The stage whose reset waits for a second click, and the button to focus after a redraw.
    let confirm = Rc::new(Cell::new(None::<usize>));
    let note = RwSignal::new(None::<Msg>);
    let host = NodeRef::<html::Div>::new();
    let redraw = {
        let (course, confirm) = (course.clone(), confirm.clone());
        move || {
            draw(host, lang, &course, |c| {
                course_view::map(lang, c, &Progress::load(&WebStore), &root(), confirm.get())
            });
            // The button pressed keeps the focus across the redraw.
            if let (Some(i), Some(el)) = (confirm.get(), host.get_untracked()) {
                if let Ok(Some(b)) = el.query_selector(&format!("[data-stage=\"{i}\"]")) {
                    if let Ok(b) = b.dyn_into::<web_sys::HtmlElement>() {
                        let _ = b.focus();
                    }
                }
            }
        }
    };
    let first = redraw.clone();
    Effect::new(move |_| {
        tick.track();
        first();
    });
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some((el, a)) = action(&ev) else { return };
        match a.as_str() {
            "reset" => {
                let Some(i) = el.get_attribute("data-stage").and_then(|s| s.parse::<usize>().ok()) else { return };
                if confirm.get() != Some(i) {
                    confirm.set(Some(i));
                    return redraw();
                }
                confirm.set(None);
                let title = course.borrow().as_ref().and_then(Option::as_ref).and_then(|c| {
                    let stage = c.stages.get(i)?;
                    progress::reset_stage(&mut WebStore, stage);
                    Some(stage.title.clone())
                });
                if let Some(title) = title {
                    note.set(Some(Msg::new("map-reset-done").arg("stage", title)));
                }
                storage::changed();
            }
            "export" => {
                let text = Progress::load(&WebStore).to_json();
                let date: String = String::from(js_sys::Date::new_0().to_iso_string()).chars().take(10).collect();
                let ok = download(&progress::file_name(&date), &text).is_some();
                note.set(Some(Msg::new(if ok { "progress-saved-file" } else { "progress-save-failed" })));
            }
            _ => {}
        }
    };
    let on_change = move |ev: web_sys::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        then_text(
            file.text(),
            Box::new(move |text| {
                let msg = match text.map(|t| progress::import(&mut WebStore, &t)) {
                    None => Msg::new("import-unreadable"),
                    Some(Ok(n)) => Msg::new("progress-loaded").arg("count", n),
                    Some(Err(e)) => e.msg(),
                };
                input.set_value("");
                storage::check(lang);
                storage::changed();
                note.set(Some(msg));
            }),
        );
    };
    view! {
        <div class="bao-map" node_ref=host on:click=on_click on:change=on_change></div>
        <p class="bao-map-note" role="status">{move || note.get().map(|m| t(lang, &m))}</p>
    }
}

/// Offers `text` as a file to download.
fn download(name: &str, text: &str) -> Option<()> {
    let doc = web_sys::window()?.document()?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(name);
    doc.body()?.append_child(&a).ok()?;
    a.click();
    a.remove();
    set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(30),
    );
    Some(())
}

pub(super) fn score_mode(ui: Ui, test: String) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let tick = RwSignal::new(0usize);
    let course = load_course(tick);
    on_progress(tick);
    let host = NodeRef::<html::Div>::new();
    let test = Rc::new(test);
    let (c, name) = (course.clone(), test.clone());
    Effect::new(move |_| {
        tick.track();
        draw(host, lang, &c, |c| course_view::score(lang, c, &Progress::load(&WebStore), &name));
    });
    let on_click = move |ev: web_sys::MouseEvent| {
        if action(&ev).is_some_and(|(_, a)| a == "test-again") {
            if let Some(Some(c)) = &*course.borrow() {
                progress::reset_test(&mut WebStore, c, &test);
            }
            storage::changed();
        }
    };
    view! { <div class="bao-score" aria-live="polite" node_ref=host on:click=on_click></div> }
}

pub(super) fn review_mode(ui: Ui) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let tick = RwSignal::new(0usize);
    let course = load_course(tick);
    let host = NodeRef::<html::Div>::new();
    // Drawn when the index arrives and when the reader switches; the exercises shown are the
    // list as it was then (one solved here stays, marked, until the next visit).
    let c = course.clone();
    Effect::new(move |_| {
        tick.track();
        let on = progress::reviewing(&WebStore);
        let off = || course_view::review(lang, &Course::default(), false, &[], "");
        match &*c.borrow() {
            Some(Some(c)) => {
                let html = course_view::review(lang, c, on, &progress::mistakes(&WebStore), &root());
                if let Some(el) = host.get_untracked() {
                    el.set_inner_html(&html);
                }
            }
            _ if !on => {
                if let Some(el) = host.get_untracked() {
                    el.set_inner_html(&off());
                }
            }
            other => {
                if let Some(el) = host.get_untracked() {
                    el.set_inner_html(&waiting(lang, other.as_ref()).unwrap_or_default());
                }
            }
        }
        // The exercises' placeholders become widgets (after this redraw).
        set_timeout(super::dom::scan_widgets, std::time::Duration::ZERO);
    });
    // Progress changed (an exercise solved here): mark the items that left the list.
    let mark = Closure::<dyn Fn()>::new(move || {
        let Some(el) = host.get_untracked() else { return };
        let left = progress::mistakes(&WebStore);
        if let Ok(items) = el.query_selector_all(".bao-review-item") {
            for i in 0..items.length() {
                let Some(item) = items.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
                let solved = item.get_attribute("data-id").is_some_and(|id| !left.contains(&id));
                let _ = item.class_list().toggle_with_force("bao-review-solved", solved);
            }
        }
        if let Ok(Some(count)) = el.query_selector(".bao-review-count") {
            count.set_text_content(Some(&course_view::review_count(lang, left.len())));
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.add_event_listener_with_callback(storage::EVENT, mark.as_ref().unchecked_ref());
    }
    mark.forget();
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some((_, a)) = action(&ev) else { return };
        let want = match a.as_str() {
            "review-on" => true,
            "review-off" => false,
            _ => return,
        };
        progress::set_reviewing(&mut WebStore, want);
        storage::check(lang);
        storage::changed();
        tick.update(|n| *n += 1);
    };
    view! { <div class="bao-review" node_ref=host on:click=on_click></div> }
}
