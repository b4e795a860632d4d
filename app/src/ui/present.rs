//! Presentation mode, for a projector: the widget full screen (the Fullscreen API, or a fixed
//! full-window layer where the page may not go full screen, e.g. a frame without
//! `allow="fullscreen"`), with large controls. Keys while presenting: ← → one step (seed),
//! Page Up / Page Down (and ↑ ↓) one move, Home / End, Space plays and pauses, Escape leaves.

use super::board::Ui;
use super::player::Player;
use crate::i18n::tr;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// The class of a presenting widget (`widgets.css`).
const CLASS: &str = "bao-presenting";

/// The "Present" button: shows the widget full screen with large controls until Escape.
#[component]
pub(super) fn Present(
    /// The widget's language and toggles.
    ui: Ui,
    /// A step board's player, which the arrow keys, Home, End and Space then drive.
    #[prop(optional)]
    player: Option<Player>,
) -> impl IntoView {
    let lang = ui.lang;
    let on = RwSignal::new(false);
    let root = StoredValue::new_local(None::<web_sys::Element>);
    let listening = StoredValue::new(false);
    let leave = move || {
        if !on.try_get_untracked().unwrap_or(false) {
            return;
        }
        on.set(false);
        if let Some(el) = root.try_get_value().flatten() {
            let _ = el.class_list().remove_1(CLASS);
        }
        let doc = web_sys::window().and_then(|w| w.document());
        if let Some(doc) = doc.filter(|d| d.fullscreen_element().is_some()) {
            doc.exit_fullscreen();
        }
    };
    let keys = move |ev: web_sys::KeyboardEvent| {
        if !on.try_get_untracked().unwrap_or(false) {
            return;
        }
        let key = ev.key();
        let handled = match (key.as_str(), player) {
            ("Escape", _) => {
                leave();
                true
            }
            ("ArrowRight", Some(p)) => step(p, |tl, k| (k + 1).min(tl.len())),
            ("ArrowLeft", Some(p)) => step(p, |_, k| k.saturating_sub(1)),
            ("PageDown" | "ArrowDown", Some(p)) => step(p, |tl, k| tl.next_move(k)),
            ("PageUp" | "ArrowUp", Some(p)) => step(p, |tl, k| tl.prev_move(k)),
            ("Home", Some(p)) => step(p, |_, _| 0),
            ("End", Some(p)) => step(p, |tl, _| tl.len()),
            (" ", Some(p)) => {
                if p.playing.try_get_untracked().unwrap_or(false) {
                    p.pause();
                } else {
                    p.play();
                }
                true
            }
            _ => false,
        };
        if handled {
            // Before mdBook's page keys (a document listener) and the board's own arrows.
            ev.prevent_default();
            ev.stop_propagation();
        }
    };
    let enter = move |ev: web_sys::MouseEvent| {
        let Some(el) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|b| b.closest(".bao-app").ok().flatten())
        else {
            return;
        };
        let _ = el.class_list().add_1(CLASS);
        request_fullscreen(&el);
        root.set_value(Some(el));
        on.set(true);
        if !listening.get_value() {
            listening.set_value(true);
            listen(keys, leave);
        }
    };
    view! {
        <button type="button" class="bao-btn bao-present" aria-pressed=move || on.get().to_string()
            title=tr(lang, "btn-present.title")
            on:click=move |ev| if on.get_untracked() { leave() } else { enter(ev) }>
            {move || tr(lang, if on.get() { "btn-present-exit" } else { "btn-present" })}
        </button>
        {move || on.get().then(|| view! { <p class="bao-present-keys">{tr(lang, "present-keys")}</p> })}
    }
}

fn step(p: Player, f: impl Fn(&crate::timeline::Timeline, usize) -> usize) -> bool {
    p.seek_with(f);
    true
}

/// Asks for full screen; a refusal (no user gesture, a frame that does not allow it) leaves the
/// full-window layer, which needs nothing.
fn request_fullscreen(el: &web_sys::Element) {
    let Ok(f) = js_sys::Reflect::get(el, &JsValue::from_str("requestFullscreen")) else { return };
    let Some(f) = f.dyn_ref::<js_sys::Function>() else { return };
    if let Ok(result) = f.call0(el) {
        if let Some(promise) = result.dyn_ref::<js_sys::Promise>() {
            let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
            let _ = promise.catch(&ignore);
            ignore.forget();
        }
    }
}

/// Listens (for the page's life) to keys, before anyone else (capture on the window), and to
/// the end of full screen (the browser's own Escape).
fn listen(keys: impl Fn(web_sys::KeyboardEvent) + 'static, leave: impl Fn() + 'static) {
    let Some(w) = web_sys::window() else { return };
    let on_key = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(keys);
    let _ = w.add_event_listener_with_callback_and_bool("keydown", on_key.as_ref().unchecked_ref(), true);
    on_key.forget();
    if let Some(doc) = w.document() {
        let watched = doc.clone();
        let on_change = Closure::<dyn Fn()>::new(move || {
            if watched.fullscreen_element().is_none() {
                leave();
            }
        });
        let _ = doc.add_event_listener_with_callback("fullscreenchange", on_change.as_ref().unchecked_ref());
        on_change.forget();
    }
}
