//! Bao Kitabu's interactive board widgets: view, step, play, edit, exercise and record modes on
//! the rules core, in the page's language, and the teachers' tools (the editor's recorder,
//! embeds, pictures, presentation). The lesson a widget shows is read by `bao-schema` (the book
//! builder's reader too). The pure parts (messages, narration, view model, timeline, and the
//! play, exercise, editor, record and recorder models) build natively and are tested there; the
//! Leptos UI (`ui`, wasm only) draws them and forwards clicks.
//!
//! Modules depend one way (no cycles): `fluent` <- `i18n`; `view` (the board at one instant,
//! on a `rules_core::Setup`) <- `timeline`, `editor`; `i18n`, `view` <- `narrate` (events,
//! reasons, errors and status lines as messages) <- `markup` (the live board's SVG and its
//! updates); `narrate` <- `moves` <- `play`, `exercise`; `narrate` <-
//! `lesson` (reading a widget's settings); `record` (a record's move list and lines) <-
//! `recorder` (with `play`'s `Click`); `embed` (frames and host messages); `ui` uses them all
//! and nothing uses `ui`.

pub mod computer;
pub mod course_view;
pub mod drill;
pub mod editor;
pub mod embed;
pub mod exercise;
pub mod fluent;
pub mod geometry;
pub mod i18n;
pub mod idea;
pub mod input;
mod langs;
pub mod lesson;
pub mod markup;
pub mod moves;
pub mod narrate;
pub mod play;
pub mod progress;
pub mod record;
pub mod recorder;
pub mod timeline;
pub mod view;

#[cfg(target_arch = "wasm32")]
#[allow(
    unreachable_pub,
    reason = "the `#[wasm_bindgen]` exports are called from JavaScript and must be `pub`, and \
              Leptos' `#[component]` makes `pub` props types; everything else in `ui` is `pub(crate)`"
)]
mod ui;
