//! Messages: the embedded Fluent files, one bundle per language (read by the small formatter
//! of [`crate::fluent`]), and [`Msg`], a message id with its arguments as data (so the
//! narration code is pure and testable without a bundle).

use crate::fluent::{Resource, Value};
use std::cell::RefCell;
use std::rc::Rc;

pub use crate::langs::{IN_PROGRESS, LANGS, RTL};

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A message argument: a string (pit names, select keys like "south"), a whole number, or a
/// signed number in hundredths (a score: `+1.25`). Numbers are written the language's way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text, or a select key such as `south`.
    S(String),
    /// A whole number (a count, a rule number, a depth).
    N(i64),
    /// A signed number in hundredths, written with two decimals (`+1.25`): a score.
    Hundredths(i64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::S(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::S(s)
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::N(n.into())
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::N(n.into())
    }
}
impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::N(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::N(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// A message to show: its Fluent id and arguments. Arguments may themselves be messages
/// (`nested`), formatted first in the same language and passed as strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    /// The message's id in every language's `.ftl` file (`goal-capture`).
    pub id: String,
    /// The variables, by name (`$pit`), in the order given.
    pub args: Vec<(&'static str, Arg)>,
    /// The variables whose value is a message of their own, formatted first.
    pub nested: Vec<(&'static str, Msg)>,
}

impl Msg {
    /// The message `id`, no variable given yet.
    pub fn new(id: impl Into<String>) -> Msg {
        Msg { id: id.into(), args: Vec::new(), nested: Vec::new() }
    }
    /// With the variable `$name` set to `value`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }
    /// With the variable `$name` set to the message `value`, formatted in the same language.
    #[must_use]
    pub fn msg(mut self, name: &'static str, value: Msg) -> Msg {
        self.nested.push((name, value));
        self
    }
}

/// A supported language: its code, one of [`LANGS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(&'static str);

impl Lang {
    /// English, the source language and the fallback for a tag we do not have.
    pub const EN: Lang = Lang("en");

    /// Reads a page or attribute language tag (`en-GB`, `sw`, `zh-TW`, `zh-Hant-HK`...): the
    /// longest leading part of it that is a language of ours (`zh-Hant-HK` gives `zh-Hant`),
    /// else our first language with the same primary tag (`zh-TW` gives `zh-Hant`, the only
    /// Chinese we have), else English.
    #[must_use]
    pub fn from_tag(tag: &str) -> Lang {
        let tag = tag.trim().replace('_', "-");
        let parts: Vec<&str> = tag.split('-').collect();
        let find = |code: &str| LANGS.iter().find(|l| l.eq_ignore_ascii_case(code)).map(|l| Lang(l));
        (1..=parts.len())
            .rev()
            .find_map(|n| find(&parts[..n].join("-")))
            .or_else(|| {
                let primary = parts.first().copied().unwrap_or("");
                LANGS
                    .iter()
                    .find(|l| l.split('-').next().is_some_and(|p| p.eq_ignore_ascii_case(primary)))
                    .map(|l| Lang(l))
            })
            .unwrap_or(Lang::EN)
    }

    /// The locale code (a folder name under `locales/`).
    #[must_use]
    pub fn code(self) -> &'static str {
        self.0
    }
}

type Files = &'static [(&'static str, &'static str)];

thread_local! {
    /// Languages added at run time (the wasm bundles embed none: the loader adds them).
    static ADDED: RefCell<Vec<(&'static str, Files)>> = const { RefCell::new(Vec::new()) };
}

/// The Fluent sources of a language: embedded, or added with [`add_locale`]; None when it has
/// neither (English is then used).
#[must_use]
pub fn sources(code: &str) -> Option<Files> {
    EMBEDDED
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, files)| *files)
        .or_else(|| ADDED.with(|a| a.borrow().iter().find(|(c, _)| *c == code).map(|(_, f)| *f)))
}

/// Adds a language's Fluent text (the files of `locales/<code>/` joined) for the rest of the
/// page's life. An unknown code or a repeated call is ignored. The text is leaked on purpose:
/// bundles borrow it for as long as the page lives, and there are at most five such languages.
pub fn add_locale(code: &str, text: &str) {
    let Some(&known) = LANGS.iter().find(|l| **l == code) else { return };
    if sources(known).is_some() {
        return;
    }
    let text: &'static str = Box::leak(text.to_string().into_boxed_str());
    let files: Files = Box::leak(vec![("added.ftl", text)].into_boxed_slice());
    ADDED.with(|a| a.borrow_mut().push((known, files)));
}

/// One language's messages.
pub type Bundle = Resource;

/// Builds a bundle from sources; syntax errors are returned (the locale test fails on them)
/// while every message that did parse is kept.
#[must_use]
pub fn build_bundle(code: &str, files: &[(&str, &str)]) -> (Bundle, Vec<String>) {
    let mut bundle = Resource::new(code);
    let mut errors = Vec::new();
    for (name, text) in files {
        for e in bundle.add(text) {
            errors.push(format!("{code}/{name}: line {} (comments stripped): expected {}", e.line, e.what));
        }
    }
    (bundle, errors)
}

thread_local! {
    /// The bundles built so far, by language code.
    static BUNDLES: RefCell<Vec<(&'static str, Rc<Bundle>)>> = const { RefCell::new(Vec::new()) };
}

fn bundle(lang: Lang) -> Option<Rc<Bundle>> {
    BUNDLES.with(|cell| {
        let mut cache = cell.borrow_mut();
        if let Some((_, b)) = cache.iter().find(|(code, _)| *code == lang.code()) {
            return Some(b.clone());
        }
        let files = sources(lang.code())?;
        let b = Rc::new(build_bundle(lang.code(), files).0);
        cache.push((lang.code(), b.clone()));
        Some(b)
    })
}

/// Formats a message with a bundle; None when the bundle lacks it or it has no value.
pub fn format_with(
    bundle: &Bundle,
    msg: &Msg,
    nested: &[(&'static str, String)],
    errors: &mut Vec<String>,
) -> Option<String> {
    let mut args: Vec<(&str, Value<'_>)> = msg
        .args
        .iter()
        .map(|(name, value)| {
            (
                *name,
                match value {
                    Arg::S(s) => Value::Str(s),
                    Arg::N(n) => Value::Num(*n),
                    Arg::Hundredths(h) => Value::Hundredths(*h),
                },
            )
        })
        .collect();
    args.extend(nested.iter().map(|(name, s)| (*name, Value::Str(s))));
    let mut errs = Vec::new();
    let text = bundle.format(&msg.id, &args, &mut errs)?;
    errors.extend(errs.iter().map(|e| format!("{}: {e}", msg.id)));
    Some(text)
}

/// Formats a message in `lang`, falling back to English, then to the bare id. English in a
/// page written right to left (a translation in progress) is a left-to-right isolate
/// (U+2066 ... U+2069), so that its words, moves and full stops stay in their order.
#[must_use]
pub fn t(lang: Lang, msg: &Msg) -> String {
    let nested: Vec<(&'static str, String)> = msg.nested.iter().map(|(k, m)| (*k, t(lang, m))).collect();
    let mut errors = Vec::new();
    for l in [lang, Lang::EN] {
        if let Some(b) = bundle(l) {
            if let Some(s) = format_with(&b, msg, &nested, &mut errors) {
                // English in a right-to-left page: the same isolate as notation.
                return if l != lang { ltr(lang, &s) } else { s };
            }
        }
    }
    msg.id.clone()
}

/// Notation (a move, a pit name) written inside a sentence of `lang`: in a language written right
/// to left, a left-to-right isolate (U+2066 ... U+2069), so that the bidi algorithm neither
/// reorders nor mirrors its `<` and `>` (`A3<` must never read `>A3`); elsewhere the text itself.
#[must_use]
pub fn ltr(lang: Lang, notation: &str) -> String {
    if RTL.contains(&lang.code()) {
        format!("\u{2066}{notation}\u{2069}")
    } else {
        notation.to_string()
    }
}

/// Shorthand for a message without arguments.
#[must_use]
pub fn tr(lang: Lang, id: &str) -> String {
    t(lang, &Msg::new(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_filling_in_a_right_to_left_language_is_a_left_to_right_isolate() {
        let msg = Msg::new("narrate-played").arg("move", "A6<");
        let english = t(Lang::EN, &msg);
        assert_eq!(english, "Played A6<.");
        assert!(!RTL.is_empty());
        for code in RTL {
            let lang = Lang::from_tag(code);
            let own = sources(code).map(|f| build_bundle(code, f).0).is_some_and(|b| b.has("narrate-played"));
            let text = t(lang, &msg);
            if own {
                assert!(!text.starts_with('\u{2066}'), "{code}: its own words are not isolated as English");
            } else {
                assert_eq!(text, format!("\u{2066}{english}\u{2069}"), "{code}");
            }
        }
        // A left-to-right language in progress falls back to plain English.
        assert_eq!(t(Lang::from_tag("qaa"), &msg), english);
    }
}
