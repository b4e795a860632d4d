//! Small browser helpers; each fails quietly (a widget degrades, it never panics).

use wasm_bindgen::JsValue;

pub fn install_panic_hook() {
    // Logs instead of a silent trap; the widgets are written so that it never fires.
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("bao-app panic: {info}")));
    }));
}

/// The book's play page, from `window.BAO_PLAY_URL` (set by loader.js).
pub fn play_url() -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("BAO_PLAY_URL")).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "play.html".to_string())
}

pub fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Starts copying text to the clipboard; false when the browser offers no clipboard.
pub fn copy(text: &str) -> bool {
    match web_sys::window() {
        Some(w) => {
            let _ = w.navigator().clipboard().write_text(text);
            true
        }
        None => false,
    }
}

/// Moves keyboard focus to the pit `name` in the same board as `from`.
pub fn focus_pit(from: &web_sys::Element, name: &str) {
    use wasm_bindgen::JsCast;
    let target = from
        .closest("svg")
        .ok()
        .flatten()
        .and_then(|svg| svg.query_selector(&format!("[data-pit=\"{name}\"]")).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(t) = target {
        let _ = t.focus();
    }
}
