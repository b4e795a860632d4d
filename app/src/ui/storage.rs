//! The browser's `localStorage` as the progress [`Store`], the page's notice when progress
//! cannot be kept (private mode, storage full, storage refused), and the `bao-progress` event
//! that tells the page's other widgets (a test's score) that progress changed. Nothing here
//! throws: a storage that fails is a storage that keeps nothing.

use crate::i18n::{tr, Lang};
use crate::progress::Store;
use std::cell::Cell;
#[cfg(feature = "train")]
use wasm_bindgen::JsValue;

/// The page's event after progress changed.
pub(crate) const EVENT: &str = "bao-progress";

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// `localStorage`, read and written through each call (a storage that refuses is empty). On
/// the embed page ([`embedded`]) the progress keys (`bao-kitabu:...`) are kept under
/// [`EMBED_PREFIX`] instead: a host page can neither write nor read the book's progress.
pub(super) struct WebStore;

/// Where an embedded board keeps its progress.
pub(super) const EMBED_PREFIX: &str = "bao-kitabu-embed:";

/// The page is the embed page: its widgets keep their progress apart from the book's.
pub(super) fn embedded() {
    EMBEDDED.with(|e| e.set(true));
}

/// The storage key of a progress key, on this page.
fn real(key: &str) -> String {
    match key.strip_prefix(crate::progress::PREFIX) {
        Some(rest) if EMBEDDED.with(Cell::get) => format!("{EMBED_PREFIX}{rest}"),
        _ => key.to_string(),
    }
}

impl Store for WebStore {
    fn get(&self, key: &str) -> Option<String> {
        local()?.get_item(&real(key)).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> bool {
        let ok = local().is_some_and(|s| s.set_item(&real(key), value).is_ok());
        if !ok {
            NOT_SAVED.with(|n| n.set(true));
        }
        ok
    }

    fn remove(&mut self, key: &str) {
        if let Some(s) = local() {
            let _ = s.remove_item(&real(key));
        }
    }

    /// The progress keys of this page's namespace, as `bao-kitabu:...`.
    fn keys(&self) -> Vec<String> {
        let Some(s) = local() else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        let all = (0..n).filter_map(|i| s.key(i).ok().flatten());
        if EMBEDDED.with(Cell::get) {
            all.filter_map(|k| k.strip_prefix(EMBED_PREFIX).map(|r| format!("{}{r}", crate::progress::PREFIX)))
                .collect()
        } else {
            all.filter(|k| k.starts_with(crate::progress::PREFIX)).collect()
        }
    }
}

thread_local! {
    /// Whether this page is the embed page.
    static EMBEDDED: Cell<bool> = const { Cell::new(false) };
    /// Set once a write failed or the probe found no storage.
    static NOT_SAVED: Cell<bool> = const { Cell::new(false) };
    /// Whether the probe ran.
    static PROBED: Cell<bool> = const { Cell::new(false) };
    /// Whether the page's notice is shown.
    static SHOWN: Cell<bool> = const { Cell::new(false) };
}

/// Whether progress can be kept: a probe written and removed once per page.
pub(super) fn available() -> bool {
    if !PROBED.with(Cell::get) {
        PROBED.with(|p| p.set(true));
        let key = "bao-kitabu:probe";
        let ok = local().is_some_and(|s| s.set_item(key, "1").is_ok() && s.remove_item(key).is_ok());
        if !ok {
            NOT_SAVED.with(|n| n.set(true));
        }
    }
    !NOT_SAVED.with(Cell::get)
}

/// Says at the top of the page, once, that progress is not saved, when it is not.
pub(super) fn check(lang: Lang) {
    if available() || SHOWN.with(Cell::get) {
        return;
    }
    SHOWN.with(|s| s.set(true));
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    // Said once per page, also when two bundles share it.
    if doc.query_selector(".bao-storage-warning").ok().flatten().is_some() {
        return;
    }
    let Ok(p) = doc.create_element("p") else { return };
    p.set_class_name("bao-storage-warning");
    let _ = p.set_attribute("role", "status");
    p.set_text_content(Some(&tr(lang, "progress-not-saved")));
    let parent = doc.query_selector("main").ok().flatten().or_else(|| doc.body().map(Into::into));
    if let Some(parent) = parent {
        let _ = parent.prepend_with_node_1(&p);
    }
}

/// Tells the page's widgets that progress changed.
pub(super) fn changed() {
    if let Some(w) = web_sys::window() {
        if let Ok(e) = web_sys::Event::new(EVENT) {
            let _ = w.dispatch_event(&e);
        }
    }
}

/// A URL from the book's root (`window.BAO_ROOT_URL`, set by the loader), or the name alone.
#[cfg(feature = "train")]
pub(super) fn from_root(path: &str) -> String {
    let root = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("BAO_ROOT_URL")).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    format!("{root}{path}")
}
