//! "Download SVG" and "Download PNG": the board as shown (flip, pit names), drawn by the static
//! diagram renderer (`bao_diagram::standalone_svg`, which `bao svg` writes too); the PNG is that
//! picture painted on a canvas in the page at twice its size.

use super::board::Ui;
use crate::i18n::tr;
use crate::view::BoardView;
use bao_diagram::{standalone_size, standalone_svg, Options};
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// A PNG has this many pixels for each pixel of the SVG picture.
pub const PNG_SCALE: u32 = 2;

#[component]
pub fn Downloads(ui: Ui, #[prop(into)] view: Signal<BoardView>) -> impl IntoView {
    let lang = ui.lang;
    // The picture of the board now: (SVG text, its size, the file name without extension).
    let picture = move || {
        let opts = Options { flip: ui.flip.get_untracked(), labels: ui.labels.get_untracked(), ..Options::default() };
        view.with_untracked(|v| {
            let name = format!("bao-{}", v.board.variant.name());
            (standalone_svg(&v.board, &opts), standalone_size(v.board.variant, &opts), name)
        })
    };
    let svg = move |_| {
        let (text, _, name) = picture();
        save_svg(&text, &format!("{name}.svg"));
    };
    let png = move |_| {
        let (text, (w, h), name) = picture();
        save_png(&text, w * PNG_SCALE, h * PNG_SCALE, format!("{name}.png"));
    };
    view! {
        <button type="button" class="bao-btn bao-download-svg" title=tr(lang, "btn-svg.title") on:click=svg>{tr(lang, "btn-svg")}</button>
        <button type="button" class="bao-btn bao-download-png" title=tr(lang, "btn-png.title") on:click=png>{tr(lang, "btn-png")}</button>
    }
}

fn save_svg(text: &str, file: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        save_blob(&blob, file);
    }
}

/// Saves a blob under a file name (a link with `download`, clicked).
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
