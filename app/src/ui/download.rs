//! "Download SVG" and "Download PNG": the board as shown (flip, pit names), drawn by the static
//! diagram renderer (`bao_diagram::standalone_svg`, which `bao svg` writes too); the PNG is that
//! picture painted on a canvas in the page at twice its size.
//!
//! The drawing code is in the editor's bundle only (`bao_schema::Bundle::Editor`, whose boards
//! may be unfinished positions): the other bundles (the book's first, which every page with a
//! board loads) hand it the position in the notation, loading it on the first download
//! (`download` of `ui/mod.rs`).

use super::board::Ui;
use crate::i18n::tr;
use crate::view::BoardView;
use leptos::prelude::*;
use rules_core::Setup;
#[cfg(feature = "editor")]
use {
    bao_diagram::{standalone_size, standalone_svg, Options},
    wasm_bindgen::closure::Closure,
    wasm_bindgen::{JsCast, JsValue},
};

/// A PNG has this many pixels for each pixel of the SVG picture.
pub(super) const PNG_SCALE: u32 = 2;

/// The buttons that save the board as a picture, SVG or PNG (as drawn now: flipped or not,
/// with pit names or not).
#[component]
pub(super) fn Downloads(
    /// The widget's language and its flip and pit-name toggles.
    ui: Ui,
    /// The board to save.
    #[prop(into)]
    view: Signal<BoardView>,
) -> impl IntoView {
    let lang = ui.lang;
    let save = move |png: bool| {
        let (flip, labels) = (ui.flip.get_untracked(), ui.labels.get_untracked());
        view.with_untracked(|v| save_picture(&v.board, flip, labels, png));
    };
    view! {
        <button type="button" class="bao-btn bao-download-svg" title=tr(lang, "btn-svg.title") on:click=move |_| save(false)>{tr(lang, "btn-svg")}</button>
        <button type="button" class="bao-btn bao-download-png" title=tr(lang, "btn-png.title") on:click=move |_| save(true)>{tr(lang, "btn-png")}</button>
    }
}

/// Saves the picture of `board` as SVG or PNG: drawn here in the editor's bundle, by the
/// editor's bundle (loaded on first use) in the others.
#[cfg(not(feature = "editor"))]
fn save_picture(board: &Setup, flip: bool, labels: bool, png: bool) {
    use wasm_bindgen::JsValue;
    let args = [JsValue::from_str(&board.notation()), flip.into(), labels.into(), png.into()];
    super::dom::call_bundle(bao_schema::Bundle::Editor, "download", &args);
}

/// Saves the picture of `board` as SVG or PNG (file `bao-<game>.svg` or `.png`).
#[cfg(feature = "editor")]
pub(super) fn save_picture(board: &Setup, flip: bool, labels: bool, png: bool) {
    let opts = Options { flip, labels, ..Options::default() };
    let text = standalone_svg(board, &opts);
    let name = format!("bao-{}", board.variant.name());
    if png {
        let (w, h) = standalone_size(board.variant, &opts);
        save_png(&text, w * PNG_SCALE, h * PNG_SCALE, format!("{name}.png"));
    } else {
        save_svg(&text, &format!("{name}.svg"));
    }
}

#[cfg(feature = "editor")]
fn save_svg(text: &str, file: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        save_blob(&blob, file);
    }
}

/// Saves a blob under a file name (a link with `download`, clicked).
#[cfg(feature = "editor")]
fn save_blob(blob: &web_sys::Blob, file: &str) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else { return };
    let link = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(a) = link {
        a.set_href(&url);
        a.set_download(file);
        a.click();
    }
    // The download has started; the address is no longer needed.
    set_timeout(move || drop(web_sys::Url::revoke_object_url(&url)), std::time::Duration::from_secs(10));
}

/// Paints the SVG on a canvas of `w` x `h` pixels (white where the picture is transparent) and
/// saves it as PNG.
#[cfg(feature = "editor")]
fn save_png(svg: &str, w: u32, h: u32, file: String) {
    let Ok(img) = web_sys::HtmlImageElement::new() else { return };
    let source = img.clone();
    let onload = Closure::once_into_js(move || {
        let canvas = web_sys::window()
            .and_then(|win| win.document())
            .and_then(|d| d.create_element("canvas").ok())
            .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else { return };
        canvas.set_width(w);
        canvas.set_height(h);
        let ctx = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok());
        let Some(ctx) = ctx else { return };
        let _ = ctx.draw_image_with_html_image_element_and_dw_and_dh(&source, 0.0, 0.0, f64::from(w), f64::from(h));
        let done = Closure::once_into_js(move |blob: JsValue| {
            if let Ok(blob) = blob.dyn_into::<web_sys::Blob>() {
                save_blob(&blob, &file);
            }
        });
        let _ = canvas.to_blob(done.unchecked_ref());
    });
    img.set_onload(Some(onload.unchecked_ref()));
    let data = format!("data:image/svg+xml;charset=utf-8,{}", js_sys::encode_uri_component(svg));
    img.set_src(&data);
}
