//! The Leptos widgets (wasm only): mounting, and one module per mode.
// A bundle with some of the features leaves parts of the shared pieces unused; the full build
// (every feature, the one clippy checks) keeps the lints strict.
#![cfg_attr(
    not(all(
        feature = "book",
        feature = "play",
        feature = "editor",
        feature = "recorder",
        feature = "train",
        feature = "computer",
        feature = "analysis"
    )),
    allow(dead_code, unused_variables, unused_imports)
)]

#[cfg(feature = "analysis")]
mod analysis;
mod board;
#[cfg(all(feature = "play", feature = "computer"))]
mod computer;
mod dom;
mod download;
#[cfg(feature = "train")]
mod drill;
#[cfg(feature = "editor")]
mod edit;
mod embed;
#[cfg(feature = "book")]
mod exercise;
mod parts;
#[cfg(feature = "play")]
mod play;
mod player;
mod present;
#[cfg(feature = "train")]
mod progress;
#[cfg(any(feature = "play", feature = "recorder"))]
mod record;
#[cfg(feature = "recorder")]
mod recorder;
#[cfg(any(feature = "book", feature = "play", feature = "recorder"))]
mod replay;
#[cfg(feature = "book")]
mod step;
mod storage;
mod widget;
#[cfg(any(feature = "computer", feature = "analysis"))]
mod worker;

use crate::i18n::Lang;
use crate::lesson;
use bao_schema::{Embed, Lesson, Mode};
use leptos::prelude::{Callback, Signal};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The languages whose messages the loader must fetch for a page or attribute language tag,
/// separated by spaces (folder names under `locales/`): the tag's language unless the bundle
/// embeds it, and English too for a language in progress (English fills its gaps) when the
/// bundle does not embed English. Empty when there is nothing to fetch.
#[wasm_bindgen]
pub fn locale_codes(tag: &str) -> String {
    let code = Lang::from_tag(tag).code();
    let mut codes = vec![code];
    if crate::i18n::IN_PROGRESS.contains(&code) {
        codes.push(Lang::EN.code());
    }
    codes.retain(|c| crate::i18n::sources(c).is_none());
    codes.join(" ")
}

/// Adds a language's messages (fetched by the loader) before widgets are mounted.
#[wasm_bindgen]
pub fn add_locale(code: &str, text: &str) {
    crate::i18n::add_locale(code, text);
}

include!(concat!(env!("OUT_DIR"), "/features.rs"));

/// Whether this bundle draws the mode (`bao_schema::Bundle`: the mode's bundle, built with
/// these features). Every bundle draws a view, the board shown beside a lesson's errors.
fn supports(mode: Mode) -> bool {
    mode.bundle().features().iter().all(|f| FEATURES.contains(f))
}

/// A placeholder's lesson: from its attributes, or (the share and embed pages) the address.
fn read(el: &web_sys::HtmlElement) -> (Result<Lesson, lesson::Problem>, Option<Embed>) {
    let get = |k: &str| el.get_attribute(&format!("data-{k}"));
    let hash = || web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    match get("fragment").as_deref() {
        Some("true") => (lesson::from_fragment(&hash()), None),
        Some("embed") => {
            storage::embedded();
            let (embed, read) = lesson::from_embed(&hash());
            (read, Some(embed))
        }
        _ => (lesson::from_attributes(get), None),
    }
}

/// The mode a placeholder asks for (a share or embed link's is in the address, which only the
/// lesson reader reads): the loader picks the bundle to load from it.
#[wasm_bindgen]
pub fn mode_of(el: web_sys::HtmlElement) -> String {
    let (read, _) = read(&el);
    read.as_ref().map_or_else(|p| p.mode, |l| l.mode).name().to_string()
}

/// A placeholder's lesson, read ([`prepare`]) before its widget is drawn ([`mount`]): the
/// loader does the two in separate idle slices, so that neither holds the page long.
#[wasm_bindgen]
pub struct Prepared {
    read: Result<Lesson, lesson::Problem>,
    embed: Option<Embed>,
}

/// Reads a placeholder's lesson (its moves replayed, its goal checked) for [`mount`].
#[wasm_bindgen]
pub fn prepare(el: &web_sys::HtmlElement) -> Prepared {
    let (read, embed) = read(el);
    Prepared { read, embed }
}

/// Saves a picture of a board, a position in the notation, as SVG or PNG (as flipped and
/// labelled): the other bundles' "Download SVG" and "Download PNG" (`download.rs`) call it, so
/// that the drawing code is in this bundle only. A position that cannot be read is logged.
#[cfg(feature = "editor")]
#[wasm_bindgen]
pub fn download(position: &str, flip: bool, labels: bool, png: bool) {
    match rules_core::Position::parse(position) {
        Ok(p) => download::save_picture(&rules_core::Setup::from_position(&p), flip, labels, png),
        Err(e) => web_sys::console::error_1(&format!("bao widgets: no picture of {position}: {e}").into()),
    }
}

/// Gets the first widget's work ready ahead of it, in parts (the loader calls part 0, 1, ...
/// while this returns true, as many per idle slice as its time allows): the messages of the
/// page's language (and English); a board drawn and thrown away; a status line, a bare board,
/// then a view widget, built off the page and thrown away. V8 compiles a wasm function on its first call:
/// this way the first widget's own slice does not also compile the drawing, the messages'
/// formatting and the widgets' common parts, and no part compiles all of them at once.
#[wasm_bindgen]
pub fn warm(tag: &str, part: u32) -> bool {
    let lang = Lang::from_tag(tag);
    let pos = rules_core::Position::start(rules_core::Variant::Kiswahili);
    match part {
        0 => {
            let _ = crate::i18n::tr(lang, "mode-view");
            true
        }
        1 => {
            let g = crate::geometry::geometry(pos.variant(), false, false);
            let drawn = crate::markup::Drawn::of(&g, &crate::view::BoardView::of(&pos), &[]);
            let _ = drawn.markup(lang, &g, None);
            true
        }
        _ => {
            // Off the page: a line of text, then a bare board, then a whole view widget.
            let off_page = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.create_element("div").ok())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(el) = off_page {
                let ui = board::Ui::new(lang, false, false);
                match part {
                    2 => drop(leptos::mount::mount_to(el, move || {
                        parts::Status(parts::StatusProps { ui, view: Signal::stored(crate::view::BoardView::of(&pos)) })
                    })),
                    3 => {
                        let view = crate::view::BoardView::of(&pos);
                        drop(leptos::mount::mount_to(el, move || {
                            leptos::view! {
                                <board::Board ui view=Signal::stored(view) marks=Signal::derive(Vec::new) on_action=Callback::new(|_| {})/>
                            }
                        }));
                    }
                    _ => drop(leptos::mount::mount_to(el, move || widget::view_mode(ui, &pos))),
                }
            }
            part < 4
        }
    }
}

/// Mounts a widget in one `div.bao-widget` (the loader calls it when the placeholder comes
/// near the screen or is touched), from its lesson when [`prepare`] read it already; false
/// when this bundle does not draw its mode or it is mounted already. Its later parts are built
/// by [`finish`], and the loader shows it once whole (`bao-mounted`); its static diagram stays
/// in the page, hidden (print, no JavaScript).
#[wasm_bindgen]
pub fn mount(el: web_sys::HtmlElement, prepared: Option<Prepared>) -> bool {
    dom::install_panic_hook();
    if el.has_attribute("data-bao-mounted") {
        return false;
    }
    let page_lang = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.get_attribute("lang"))
        .unwrap_or_default();
    // The editor's teachers' tools, in their own bundle.
    if el.has_attribute("data-recorder") {
        #[cfg(feature = "recorder")]
        {
            recorder::mount(&el, &page_lang);
            return true;
        }
        #[cfg(not(feature = "recorder"))]
        return false;
    }
    if el.has_attribute("data-analysis") {
        #[cfg(feature = "analysis")]
        {
            analysis::mount(&el, &page_lang);
            return true;
        }
        #[cfg(not(feature = "analysis"))]
        return false;
    }
    let Prepared { read, embed } = prepared.unwrap_or_else(|| prepare(&el));
    if !supports(read.as_ref().map_or_else(|p| p.mode, |l| l.mode)) {
        return false;
    }
    let lang = Lang::from_tag(&el.get_attribute("data-lang").unwrap_or(page_lang));
    let _ = el.set_attribute("data-bao-mounted", "true");
    // Boards, moves and positions are notation: a browser's page translation must leave
    // the widget alone (it would also break the live DOM). Widgets speak the book's languages.
    let _ = el.set_attribute("translate", "no");
    // An exercise placed by the review page ("my mistakes"): solving it removes it there.
    let review = el.class_list().contains("bao-review-exercise");
    let url = dom::play_url();
    parts::build_in(&el.clone(), move || {
        leptos::mount::mount_to(el, move || widget::widget(read, lang, url, embed, review)).forget();
    });
    true
}

/// Builds the parts of the widget in `el` still waiting ([`parts::Later`]): the loader calls it
/// in the slice after the widget's [`mount`], or at once when the reader touches the board; true
/// when some were waiting. The loader shows the widget (`bao-mounted`) in a slice after that,
/// so that the page draws its parts in frames of their own.
#[wasm_bindgen]
pub fn finish(el: &web_sys::Element) -> bool {
    parts::finish(el)
}
