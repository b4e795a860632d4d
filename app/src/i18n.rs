//! Messages: the embedded Fluent files, one bundle per language, and [`Msg`], a message id with
//! its arguments as data (so the narration code is pure and testable without a bundle).

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::RefCell;
use std::rc::Rc;

pub use crate::langs::{IN_PROGRESS, LANGS};

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A message argument: a string (pit names, select keys like "south") or a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    S(String),
    N(i64),
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
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::N(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

/// A message to show: its Fluent id and arguments. Arguments may themselves be messages
/// (`nested`), formatted first in the same language and passed as strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub id: String,
    pub args: Vec<(&'static str, Arg)>,
    pub nested: Vec<(&'static str, Msg)>,
}

impl Msg {
    pub fn new(id: impl Into<String>) -> Msg {
        Msg { id: id.into(), args: Vec::new(), nested: Vec::new() }
    }
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }
    pub fn msg(mut self, name: &'static str, value: Msg) -> Msg {
        self.nested.push((name, value));
        self
    }
}

/// A supported language: an index into [`LANGS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(usize);

impl Lang {
    pub const EN: Lang = Lang(0);

    /// Reads a page or attribute language tag (`en-GB`, `sw`, `zh-TW`, `zh-Hant-HK`...): the
    /// longest leading part of it that is a language of ours (`zh-Hant-HK` gives `zh-Hant`),
    /// else our first language with the same primary tag (`zh-TW` gives `zh-Hant`, the only
    /// Chinese we have), else English.
    pub fn from_tag(tag: &str) -> Lang {
        let tag = tag.trim().replace('_', "-");
        let parts: Vec<&str> = tag.split('-').collect();
        let find = |code: &str| LANGS.iter().position(|l| l.eq_ignore_ascii_case(code)).map(Lang);
        (1..=parts.len())
            .rev()
            .find_map(|n| find(&parts[..n].join("-")))
            .or_else(|| {
                let primary = parts.first().copied().unwrap_or("");
                LANGS
                    .iter()
                    .position(|l| l.split('-').next().is_some_and(|p| p.eq_ignore_ascii_case(primary)))
                    .map(Lang)
            })
            .unwrap_or(Lang::EN)
    }

    pub fn code(self) -> &'static str {
        LANGS.get(self.0).copied().unwrap_or("en")
    }
}

type Files = &'static [(&'static str, &'static str)];

thread_local! {
    /// Languages added at run time (the wasm bundle embeds English only).
    static ADDED: RefCell<Vec<(&'static str, Files)>> = const { RefCell::new(Vec::new()) };
}

/// The Fluent sources of a language: embedded, or added with [`add_locale`]; None when it has
/// neither (English is then used).
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

type Bundle = FluentBundle<FluentResource>;

/// Builds a bundle from sources; syntax errors are returned (the locale test fails on them)
/// while every message that did parse is kept.
pub fn build_bundle(code: &str, files: &[(&str, &str)]) -> (Bundle, Vec<String>) {
    let langid = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![langid]);
    // Isolation marks would end up in aria-labels and copied text.
    bundle.set_use_isolating(false);
    let mut errors = Vec::new();
    for (name, text) in files {
        let res = match FluentResource::try_new((*text).to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                errors.extend(errs.iter().map(|e| format!("{code}/{name}: {e:?}")));
                r
            }
        };
        if let Err(errs) = bundle.add_resource(res) {
            errors.extend(errs.iter().map(|e| format!("{code}/{name}: {e:?}")));
        }
    }
    (bundle, errors)
}

thread_local! {
    static BUNDLES: RefCell<Vec<Option<Rc<Bundle>>>> = const { RefCell::new(Vec::new()) };
}

fn bundle(lang: Lang) -> Option<Rc<Bundle>> {
    BUNDLES.with(|cell| {
        let mut cache = cell.borrow_mut();
        if cache.len() < LANGS.len() {
            cache.resize(LANGS.len(), None);
        }
        if let Some(Some(b)) = cache.get(lang.0) {
            return Some(b.clone());
        }
        let files = sources(lang.code())?;
        let b = Rc::new(build_bundle(lang.code(), files).0);
        if let Some(slot) = cache.get_mut(lang.0) {
            *slot = Some(b.clone());
        }
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
    let (id, attr) = match msg.id.split_once('.') {
        Some((id, attr)) => (id, Some(attr)),
        None => (msg.id.as_str(), None),
    };
    let message = bundle.get_message(id)?;
    let pattern = match attr {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut args = FluentArgs::new();
    for (name, value) in &msg.args {
        match value {
            Arg::S(s) => args.set(*name, FluentValue::from(s.clone())),
            Arg::N(n) => args.set(*name, FluentValue::from(*n)),
        }
    }
    for (name, s) in nested {
        args.set(*name, FluentValue::from(s.clone()));
    }
    let mut errs = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errs).into_owned();
    errors.extend(errs.iter().map(|e| format!("{}: {e:?}", msg.id)));
    Some(text)
}

/// Formats a message in `lang`, falling back to English, then to the bare id.
pub fn t(lang: Lang, msg: &Msg) -> String {
    let nested: Vec<(&'static str, String)> = msg.nested.iter().map(|(k, m)| (*k, t(lang, m))).collect();
    let mut errors = Vec::new();
    for l in [lang, Lang::EN] {
        if let Some(b) = bundle(l) {
            if let Some(s) = format_with(&b, msg, &nested, &mut errors) {
                return s;
            }
        }
    }
    msg.id.clone()
}

/// Shorthand for a message without arguments.
pub fn tr(lang: Lang, id: &str) -> String {
    t(lang, &Msg::new(id))
}
