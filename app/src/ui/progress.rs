//! The course's progress pages, on the course index (`course.json`, written by the book
//! builder): the course map (every stage with its stars, the total, the next stage; reset a
//! stage; save and load the progress file), a mixed test's score, and "my mistakes" (opt-in:
//! the exercises answered wrongly, to solve again).

use super::board::Ui;
use super::exercise::{exercise_mode, Keep};
use super::storage::{self, WebStore};
use crate::i18n::{t, tr, Lang, Msg};
use crate::progress::{self, Progress};
use bao_schema::course::Course;
use bao_schema::Lesson;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The course index: None while it loads, then the index or None when it cannot be had.
type Loaded = RwSignal<Option<Option<Course>>>;

async fn fetch_text(url: String) -> Option<String> {
    let w = web_sys::window()?;
    let resp: web_sys::Response = JsFuture::from(w.fetch_with_str(&url)).await.ok()?.dyn_into().ok()?;
    if !resp.ok() {
        return None;
    }
    JsFuture::from(resp.text().ok()?).await.ok()?.as_string()
}

fn load_course() -> Loaded {
    let course: Loaded = RwSignal::new(None);
    spawn_local(async move {
        let c = fetch_text(storage::from_root("course.json")).await.and_then(|t| Course::from_json(&t).ok());
        course.set(Some(c));
    });
    course
}

/// The reader's progress, read again whenever a widget of the page changes it.
fn live_progress() -> RwSignal<Progress> {
    let p = RwSignal::new(Progress::load(&WebStore));
    let handle = window_event_listener_untyped(storage::EVENT, move |_| p.set(Progress::load(&WebStore)));
    on_cleanup(move || handle.remove());
    p
}

/// While the index loads, or when it cannot be had.
fn waiting(lang: Lang, course: Loaded) -> Option<AnyView> {
    match course.get() {
        None => Some(view! { <p class="bao-loading">{tr(lang, "course-loading")}</p> }.into_any()),
        Some(None) => Some(view! { <p class="bao-error" role="alert">{tr(lang, "course-unavailable")}</p> }.into_any()),
        Some(Some(_)) => None,
    }
}

fn stars_text(earned: u32, possible: u32) -> String {
    format!("★ {earned} / {possible}")
}

pub fn map_mode(ui: Ui) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let course = load_course();
    let p = live_progress();
    // The stage whose reset waits for a second click.
    let confirm = RwSignal::new(None::<usize>);
    let note = RwSignal::new(None::<Msg>);
    let reset = move |i: usize| {
        if confirm.get_untracked() != Some(i) {
            confirm.set(Some(i));
            return;
        }
        confirm.set(None);
        if let Some(Some(c)) = course.get_untracked() {
            if let Some(stage) = c.stages.get(i) {
                progress::reset_stage(&mut WebStore, stage);
                note.set(Some(Msg::new("map-reset-done").arg("stage", stage.title.clone())));
            }
        }
        p.set(Progress::load(&WebStore));
        storage::changed();
    };
    let body = move || {
        let c = course.get().flatten()?;
        let pr = p.get();
        let (earned, possible) = progress::total_stars(&c, &pr);
        let done = c.stages.iter().filter(|s| progress::stage_stars(s, &pr).2).count();
        let next = progress::next_stage(&c, &pr);
        let head = match next.and_then(|i| c.stages.get(i)) {
            Some(s) => {
                let href = storage::from_root(&s.path);
                view! { <p class="bao-map-next">{tr(lang, "map-next")} " " <a href=href>{s.title.clone()}</a></p> }.into_any()
            }
            None => view! { <p class="bao-map-next">{tr(lang, "map-complete")}</p> }.into_any(),
        };
        let mut sections: Vec<(String, Vec<AnyView>)> = Vec::new();
        for (i, s) in c.stages.iter().enumerate() {
            let (e, m, ok) = progress::stage_stars(s, &pr);
            let touched = s.exercises.iter().any(|x| pr.stars.contains_key(&x.id) || pr.first.contains_key(&x.id));
            let title = s.title.clone();
            let href = storage::from_root(&s.path);
            let label = t(lang, &Msg::new("map-stage-stars").arg("earned", e).arg("possible", m));
            let item = view! {
                <li class="bao-stage" class:bao-done=ok class:bao-next=next == Some(i) data-path=s.path.clone()>
                    <a href=href>{title}</a> " "
                    <span class="bao-stage-stars" role="img" aria-label=label.clone() title=label>{stars_text(e, m)}</span>
                    {touched.then(|| view! {
                        <button type="button" class="bao-btn bao-stage-reset" class:bao-confirm=move || confirm.get() == Some(i)
                            on:click=move |_| reset(i)>
                            {move || tr(lang, if confirm.get() == Some(i) { "map-reset-confirm" } else { "map-reset" })}
                        </button>
                    })}
                </li>
            }
            .into_any();
            match sections.last_mut() {
                Some((name, items)) if *name == s.section => items.push(item),
                _ => sections.push((s.section.clone(), vec![item])),
            }
        }
        let sections = sections
            .into_iter()
            .map(|(name, items)| {
                view! {
                    {(!name.is_empty()).then(|| view! { <h4 class="bao-map-section">{name}</h4> })}
                    <ul class="bao-map-stages">{items}</ul>
                }
            })
            .collect_view();
        let total = t(
            lang,
            &Msg::new("map-total").arg("earned", earned).arg("possible", possible).arg("done", done).arg("stages", c.stages.len()),
        );
        Some(view! {
            <p class="bao-map-total">{total}</p>
            {head}
            {sections}
        })
    };
    view! {
        <div class="bao-map">
            {move || waiting(lang, course)}
            {body}
            {file_controls(lang, p, note)}
            <p class="bao-map-note" role="status">{move || note.get().map(|m| t(lang, &m))}</p>
        </div>
    }
}

/// Save the progress to a file, load it back.
fn file_controls(lang: Lang, p: RwSignal<Progress>, note: RwSignal<Option<Msg>>) -> impl IntoView {
    let save = move |_| {
        let text = Progress::load(&WebStore).to_json();
        let date: String = String::from(js_sys::Date::new_0().to_iso_string()).chars().take(10).collect();
        let ok = download(&progress::file_name(&date), &text).is_some();
        note.set(Some(Msg::new(if ok { "progress-saved-file" } else { "progress-save-failed" })));
    };
    let load = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        spawn_local(async move {
            let text = JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string());
            let msg = match text.map(|t| progress::import(&mut WebStore, &t)) {
                None => Msg::new("import-unreadable"),
                Some(Ok((n, true))) => Msg::new("progress-loaded").arg("count", n),
                Some(Ok((n, false))) => Msg::new("progress-loaded-not-saved").arg("count", n),
                Some(Err(e)) => e.msg(),
            };
            input.set_value("");
            p.set(Progress::load(&WebStore));
            storage::check(lang);
            storage::changed();
            note.set(Some(msg));
        });
    };
    view! {
        <div class="bao-actions bao-progress-file">
            <button type="button" class="bao-btn bao-export" on:click=save>{tr(lang, "btn-progress-save")}</button>
            <label class="bao-btn bao-import">{tr(lang, "btn-progress-load")}
                <input type="file" class="bao-sr" accept=".json,application/json" on:change=load/>
            </label>
        </div>
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
    set_timeout(move || { let _ = web_sys::Url::revoke_object_url(&url); }, std::time::Duration::from_secs(30));
    Some(())
}

pub fn score_mode(ui: Ui, test: String) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let course = load_course();
    let p = live_progress();
    let name = StoredValue::new(test);
    let again = move |_| {
        if let Some(Some(c)) = course.get_untracked() {
            progress::reset_test(&mut WebStore, &c, &name.get_value());
        }
        p.set(Progress::load(&WebStore));
        storage::changed();
    };
    let line = move || {
        let c = course.get().flatten()?;
        let s = progress::test_score(&c, &name.get_value(), &p.get());
        Some(t(lang, &Msg::new("score-line").arg("right", s.right).arg("total", s.total).arg("tried", s.tried)))
    };
    view! {
        <div class="bao-score">
            {move || waiting(lang, course)}
            <p class="bao-score-line" aria-live="polite">{line}</p>
            <div class="bao-actions">
                <button type="button" class="bao-btn bao-score-reset" on:click=again>{tr(lang, "btn-test-again")}</button>
            </div>
        </div>
    }
}

pub fn review_mode(ui: Ui) -> impl IntoView {
    let lang = ui.lang;
    storage::check(lang);
    let course = load_course();
    let p = live_progress();
    let on = RwSignal::new(progress::reviewing(&WebStore));
    // The exercises shown: the list as it was when the page opened (one solved here stays on
    // the page, marked, until the next visit).
    let shown = RwSignal::new(progress::mistakes(&WebStore));
    let switch = move |want: bool| {
        progress::set_reviewing(&mut WebStore, want);
        on.set(progress::reviewing(&WebStore) == want && want);
        shown.set(progress::mistakes(&WebStore));
        p.set(Progress::load(&WebStore));
        storage::check(lang);
        storage::changed();
    };
    let items = move || {
        let c = course.get().flatten()?;
        let list = shown.get();
        if list.is_empty() {
            return Some(view! { <p class="bao-review-empty">{tr(lang, "review-empty")}</p> }.into_any());
        }
        let views = list
            .iter()
            .filter_map(|id| {
                let (stage, ex) = c.find(id)?;
                let lesson = Lesson::from_fragment(&ex.lesson).ok()?;
                let goal = lesson.goal.clone()?;
                let goal_text = goal.to_string();
                let ui = Ui { lang, flip: RwSignal::new(lesson.flip), labels: RwSignal::new(lesson.labels) };
                let keep = Keep { id: id.clone(), test: None, review: true };
                let data_id = id.clone();
                let id = id.clone();
                let pos = lesson.after().clone();
                let href = storage::from_root(&stage.path);
                let left = move || p.with(|p| !p.mistakes.contains(&id));
                Some(view! {
                    <div class="bao-review-item" data-goal=goal_text data-id=data_id>
                        <p class="bao-review-from"><a href=href>{stage.title.clone()}</a>
                            {move || left().then(|| view! { " · " <span class="bao-review-done">{tr(lang, "review-removed")}</span> })}
                        </p>
                        <div class="bao-app" data-mode="exercise">{exercise_mode(ui, pos, goal, keep)}</div>
                    </div>
                })
            })
            .collect_view();
        Some(views.into_any())
    };
    view! {
        <div class="bao-review">
            {move || if on.get() {
                view! {
                    <p class="bao-review-count">{move || t(lang, &Msg::new("review-count").arg("count", p.with(|p| p.mistakes.len())))}</p>
                    <div class="bao-actions">
                        <button type="button" class="bao-btn bao-review-off" on:click=move |_| switch(false)>{tr(lang, "review-switch-off")}</button>
                    </div>
                    {move || waiting(lang, course)}
                    {items}
                }.into_any()
            } else {
                view! {
                    <p class="bao-review-explain">{tr(lang, "review-off")}</p>
                    <div class="bao-actions">
                        <button type="button" class="bao-btn bao-review-on" on:click=move |_| switch(true)>{tr(lang, "review-switch-on")}</button>
                    </div>
                }.into_any()
            }}
        </div>
    }
}
