//! Bao Kitabu's interactive board widgets: view, step, play, edit and exercise modes on the
//! rules core, in the page's language. The pure parts (settings, narration, view model,
//! timeline, exercises) build natively and are tested there; the Leptos UI is wasm-only.

pub mod config;
pub mod exercise;
pub mod geometry;
pub mod i18n;
mod langs;
pub mod moves;
pub mod narrate;
pub mod setup;
pub mod timeline;
pub mod view;

#[cfg(target_arch = "wasm32")]
mod ui;
