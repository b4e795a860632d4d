//! The Leptos widgets (wasm only): mounting, and one module per mode.
// A bundle with some of the features leaves parts of the shared pieces unused; the full build
// (every feature, the one clippy checks) keeps the lints strict.
#![cfg_attr(
    not(all(feature = "book", feature = "editor", feature = "recorder", feature = "train")),
    allow(dead_code, unused_variables, unused_imports)
)]

mod board;
mod dom;
mod download;
#[cfg(feature = "train")]
mod drill;
#[cfg(feature = "editor")]
mod edit;
mod embed;
mod exercise;
#[cfg(feature = "book")]
mod play;
mod player;
mod present;
#[cfg(feature = "train")]
mod progress;
#[cfg(any(feature = "book", feature = "recorder"))]
mod record;
#[cfg(feature = "recorder")]
mod recorder;
#[cfg(feature = "book")]
mod step;
mod storage;
mod widget;

use crate::i18n::Lang;
use crate::lesson;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The locale code (a folder name under `locales/`) for a page or attribute language tag; the
/// loader uses it to fetch that language's messages.
#[wasm_bindgen]
pub fn locale_code(tag: &str) -> String {
    Lang::from_tag(tag).code().to_string()
}

/// Adds a language's messages (fetched by the loader) before widgets are mounted.
#[wasm_bindgen]
pub fn add_locale(code: &str, text: &str) {
    crate::i18n::add_locale(code, text);
}

/// Mounts a widget in every `div.bao-widget` of the page not mounted yet. Safe to call again.
#[wasm_bindgen]
pub fn mount_all() {
    dom::install_panic_hook();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(list) = doc.query_selector_all("div.bao-widget") else { return };
    let page_lang = doc.document_element().and_then(|e| e.get_attribute("lang")).unwrap_or_default();
    let play_url = dom::play_url();
    for i in 0..list.length() {
        let Some(el) = list.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok()) else { continue };
        if el.has_attribute("data-bao-mounted") {
            continue;
        }
        // The editor's recorder, in its own bundle: other bundles leave its place alone.
        if el.has_attribute("data-recorder") {
            #[cfg(feature = "recorder")]
            recorder::mount(&el, &page_lang);
            continue;
        }
        let get = |k: &str| el.get_attribute(&format!("data-{k}"));
        let lang = Lang::from_tag(&get("lang").unwrap_or_else(|| page_lang.clone()));
        let hash = || web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
        // The share page reads its fragment; the embed page (embed.html) its own settings too.
        let (read, embed) = match get("fragment").as_deref() {
            Some("true") => (lesson::from_fragment(&hash()), None),
            Some("embed") => {
                let (embed, read) = lesson::from_embed(&hash());
                (read, Some(embed))
            }
            _ => (lesson::from_attributes(get), None),
        };
        // A mode this bundle lacks is left to the bundle that has it (the loader loads it too).
        if !widget::supports(read.as_ref().map_or_else(|p| p.mode, |l| l.mode)) {
            continue;
        }
        let _ = el.set_attribute("data-bao-mounted", "true");
        // Boards, moves and positions are notation: a browser's page translation must leave
        // the widget alone (it would also break the live DOM). Widgets speak the book's languages.
        let _ = el.set_attribute("translate", "no");
        let _ = el.class_list().add_1("bao-mounted");
        // An exercise placed by the review page ("my mistakes"): solving it removes it there.
        let review = el.class_list().contains("bao-review-exercise");
        let url = play_url.clone();
        leptos::mount::mount_to(el, move || widget::widget(read, lang, url, embed, review)).forget();
    }
}
