// The widget languages, in one place: the codes are the folder names under `locales/`.
// `build.rs` includes this file to embed every folder that exists; a language whose folder is
// missing falls back to English until the translators add it.
pub const LANGS: &[&str] = &["en", "sw", "it", "es", "zh-Hant", "ro"];
