//! Small browser helpers; each fails quietly (a widget degrades, it never panics).

use wasm_bindgen::JsValue;

pub(crate) fn install_panic_hook() {
    // Logs instead of a silent trap; the widgets are written so that it never fires.
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("bao-app panic: {info}")));
    }));
}

/// The book's play page, from `window.BAO_PLAY_URL` (set by loader.js).
pub(super) fn play_url() -> String {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("BAO_PLAY_URL")).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "play.html".to_string())
}

pub(super) fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Starts copying text to the clipboard; false when the browser offers no clipboard.
pub(super) fn copy(text: &str) -> bool {
    match web_sys::window() {
        Some(w) => {
            let _ = w.navigator().clipboard().write_text(text);
            true
        }
        None => false,
    }
}

/// Moves keyboard focus to the pit `name` in the same board as `from`.
pub(super) fn focus_pit(from: &web_sys::Element, name: &str) {
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

/// Tells the page that embeds this one (an `<iframe>` host) what happened; nothing when the
/// page is not in a frame.
pub(super) fn post_to_host(msg: &crate::embed::HostMessage) {
    use crate::embed::HostValue;
    let Some(w) = web_sys::window() else { return };
    let Ok(Some(parent)) = w.parent() else { return };
    if js_sys::Object::is(&parent, &w) {
        return;
    }
    let data = js_sys::Object::new();
    for (key, value) in msg.fields() {
        let value = match value {
            HostValue::Text(s) => JsValue::from_str(&s),
            HostValue::Number(n) => JsValue::from_f64(f64::from(n)),
        };
        let _ = js_sys::Reflect::set(&data, &JsValue::from_str(key), &value);
    }
    // Any host may listen: the messages hold only moves, positions and an exercise's stars.
    let _ = parent.post_message(&data, "*");
}

/// `bao:move` after a move played by the reader.
pub(super) fn post_move(ply: &bao_schema::Ply) {
    post_to_host(&crate::embed::HostMessage::Move { mv: ply.mv.to_string(), position: ply.after.to_string() });
}

/// Reads what was dropped: a file's text (`Err(name)` when it cannot be read as text), or
/// dropped text. Calls `done` once it is read (a file is read asynchronously).
#[cfg(any(feature = "editor", feature = "recorder"))]
pub(super) fn read_drop(ev: &web_sys::DragEvent, done: impl FnOnce(Result<String, String>) + 'static) {
    let Some(data) = ev.data_transfer() else { return };
    if let Some(file) = data.files().and_then(|f| f.get(0)) {
        let name = file.name();
        // One callback for both outcomes: the text, or anything else for a file not read.
        let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
        let settle = move |read: JsValue| {
            if let Some(done) = done.borrow_mut().take() {
                match read.as_string() {
                    Some(text) => done(Ok(text)),
                    None => done(Err(name.clone())),
                }
            }
        };
        let on_read = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(settle.clone());
        let on_fail =
            wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| settle(JsValue::NULL));
        let _ = file.text().then2(&on_read, &on_fail);
        // Called once by the promise, after this function returns.
        on_read.forget();
        on_fail.forget();
    } else if let Ok(text) = data.get_data("text/plain") {
        if !text.is_empty() {
            done(Ok(text));
        }
    }
}

/// Loads another widget bundle (once) and builds the placeholders it draws:
/// `window.BaoWidgets.load(name)` of loader.js. The editor's teachers' tools are in their own
/// bundle (`bao_schema::Bundle::Teach`), loaded when first used.
pub(super) fn load_bundle(bundle: bao_schema::Bundle) {
    call_loader("load", Some(bundle.name()));
}

/// Asks the loader to build the placeholders (`div.bao-widget`) added to the page since it
/// started, such as the review page's exercises: `window.BaoWidgets.scan()`.
pub(super) fn scan_widgets() {
    call_loader("scan", None);
}

/// Calls `function` of another bundle with `args`, loading the bundle first (once):
/// `window.BaoWidgets.call(name, function, args)` of loader.js. (Only the bundles without the
/// editor call one: the board's pictures.)
#[cfg(not(feature = "editor"))]
pub fn call_bundle(bundle: bao_schema::Bundle, function: &str, args: &[JsValue]) {
    let list: js_sys::Array = args.iter().collect();
    call_loader_with("call", &[JsValue::from_str(bundle.name()), JsValue::from_str(function), list.into()]);
}

fn call_loader(method: &str, arg: Option<&str>) {
    match arg {
        Some(a) => call_loader_with(method, &[JsValue::from_str(a)]),
        None => call_loader_with(method, &[]),
    }
}

fn call_loader_with(method: &str, args: &[JsValue]) {
    use wasm_bindgen::JsCast;
    let Some(w) = web_sys::window() else { return };
    let kit = js_sys::Reflect::get(&w, &JsValue::from_str("BaoWidgets"));
    let Ok(kit) = kit else { return };
    let Ok(f) = js_sys::Reflect::get(&kit, &JsValue::from_str(method)) else { return };
    if let Some(f) = f.dyn_ref::<js_sys::Function>() {
        let list: js_sys::Array = args.iter().collect();
        let _ = f.apply(&kit, &list);
    }
}
