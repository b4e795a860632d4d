//! One language's book: mdBook (links, index, gettext, bao) into `<site>/<lang>/`, with the
//! language's interface words, title, switcher config and (Chinese) search index fix; then
//! every `<code>` is marked `translate="no"` (notation and code are never machine-translated).
//!
//! A shipped language must build cleanly. An in-progress one is built with English wherever
//! its translation is missing or broken (a PO file that does not parse, a bad `book-ui.json`,
//! a bad `bao` block): each fallback is printed as a warning, and the build goes on.

use crate::langs::Lang;
use crate::preprocess::BaoPreprocessor;
use crate::{discover, offline, search};
use anyhow::{Context, Result};
use bao_schema::course::Course;
use bao_text::html::escape;
use mdbook_driver::config::{Config, TextDirection};
use mdbook_driver::MDBook;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The generated, per-language files the book refers to (gitignored): `book/gen/`.
pub(crate) fn gen_dir(book: &Path) -> PathBuf {
    book.join("gen")
}

/// A fallback to English in an in-progress language, or an error in a shipped one.
fn fallback(lang: &Lang, what: anyhow::Error) -> Result<()> {
    if lang.shipped() {
        return Err(what);
    }
    eprintln!("bao-book: warning: {} (in progress): {what:#}; English is used instead", lang.code);
    Ok(())
}

/// Builds one language into `site/<lang dir>`; `all` is every language (for the switcher and
/// the alternates); `site_url` the site's address, when known (absolute alternates).
///
/// Returns the pages worksheets are made from (the `worksheet` command prints one of them).
pub(crate) fn build(
    root: &Path,
    lang: &Lang,
    all: &[Lang],
    site: &Path,
    site_url: Option<&str>,
) -> Result<Vec<crate::preprocess::Printable>> {
    let book = root.join("book");
    let mut config = Config::from_disk(book.join("book.toml")).context("reading book/book.toml")?;
    let (js, css) = prepare_gen(root, lang, all).with_context(|| format!("preparing book/gen for {}", lang.code))?;
    config.book.language = Some(lang.code.to_string());
    // The page's direction from the list, not mdBook's guess from the code (`dir="rtl"`, and
    // mdBook's right-to-left layout: sidebar on the right, arrows turned).
    config.book.text_direction = Some(if lang.rtl { TextDirection::RightToLeft } else { TextDirection::LeftToRight });
    if let Some(title) = translated(&book, lang, config.book.title.as_deref().unwrap_or_default()) {
        config.book.title = Some(title);
    }
    if let Some(desc) = config.book.description.clone() {
        if let Some(d) = translated(&book, lang, &desc) {
            config.book.description = Some(d);
        }
    }
    config.set("output.html.theme", "gen/theme")?;
    config.set("output.html.additional-js", js)?;
    config.set("output.html.additional-css", css)?;
    let dest = site.join(lang.dir());
    config.build.build_dir = dest.clone();
    // Chapters come from SUMMARY.md; a missing file is an error, never a silent new page.
    config.build.create_missing = false;
    let mut md = MDBook::load_with_config(&book, config)?;
    let po = book.join("po").join(format!("{}.po", lang.code));
    let mut gettext = !lang.is_source();
    if gettext && po.exists() {
        if let Err(e) = polib::po_file::parse(&po) {
            fallback(lang, anyhow::anyhow!("{} does not parse: {e}", po.display()))?;
            gettext = false;
        }
    }
    if gettext {
        crate::po::with_gettext(&mut md);
    }
    let course = Arc::new(Mutex::new(Course::default()));
    let printable = Arc::new(Mutex::new(Vec::new()));
    let words = worksheet_words(root, lang)?;
    md.with_preprocessor(BaoPreprocessor {
        lang: if lang.is_source() { String::new() } else { lang.code.clone() },
        english_fallback: !lang.shipped(),
        course: course.clone(),
        printable: printable.clone(),
        print_words: [
            words.get("Print worksheet", &[]),
            words.get("Print worksheet ({count} questions)", &[]),
            words.get("Print worksheet: the board after the move ({count} questions)", &[]),
        ],
        address_base: site_url.map(|u| format!("{u}{}", lang.dir())).unwrap_or_default(),
    });
    md.build().with_context(|| format!("building the {} book", lang.code))?;
    // The course index the map, score and review widgets read (`<book root>/course.json`).
    let index = course.lock().map(|c| c.to_json()).map_err(|_| anyhow::anyhow!("the course index was not kept"))?;
    std::fs::write(dest.join("course.json"), index)?;
    let printable =
        printable.lock().map(|p| p.clone()).map_err(|_| anyhow::anyhow!("the printable pages were not kept"))?;
    crate::worksheet::write_site(&dest, lang, &words, &printable, site_url).context("writing the worksheets")?;
    if lang.cjk() {
        search::reindex_cjk(&dest).context("indexing CJK characters for search")?;
    }
    let others: Vec<String> = all.iter().filter(|l| !l.is_source()).map(|l| l.code.clone()).collect();
    mark_code_untranslatable(&dest, if lang.is_source() { &others } else { &[] })?;
    // Findable and shareable: descriptions, alternates, previews; installable; embeddable.
    let title = md.config.book.title.clone().unwrap_or_default();
    let description = md.config.book.description.clone().unwrap_or_default();
    discover::pages(&dest, lang, all, &title, site_url).context("adding the head tags")?;
    std::fs::write(dest.join("manifest.webmanifest"), offline::manifest(lang, &title, &description))?;
    offline::embed_page(&dest, lang, &title).context("writing embed.html")?;
    // Last: the policy hashes the inline scripts as they are now.
    crate::csp::pages(&dest, if lang.is_source() { &others } else { &[] }).context("adding the CSP")?;
    Ok(printable)
}

/// Adds `translate="no"` to every `<code>` of the HTML pages under `dir` (not into the
/// folders named in `skip`: the translations below the English book). Idempotent.
fn mark_code_untranslatable(dir: &Path, skip: &[String]) -> Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if !skip.contains(&name) && name != "widgets" {
                mark_code_untranslatable(&p, &[])?;
            }
        } else if p.extension().is_some_and(|x| x == "html") {
            let html = std::fs::read_to_string(&p)?;
            let marked = no_translate_code(&html);
            if marked != html {
                std::fs::write(&p, marked)?;
            }
        }
    }
    Ok(())
}

/// `<code>` and `<code class=...>` tags gain `translate="no"`; tags that say `translate`
/// already are left alone. Inside code, `<` is always escaped, so every `<code` is a tag.
pub(crate) fn no_translate_code(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 1024);
    let mut rest = html;
    while let Some(i) = rest.find("<code") {
        let (before, tag) = rest.split_at(i);
        out.push_str(before);
        let end = tag.find('>').map_or(tag.len(), |e| e + 1);
        let (open, after) = tag.split_at(end);
        let name_ends = open[5..].starts_with(['>', ' ', '\n', '\t']);
        if name_ends && !open.contains("translate=") {
            out.push_str("<code translate=\"no\"");
            out.push_str(&open[5..]);
        } else {
            out.push_str(open);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// A message's translation in `book/po/<lang>.po`, if translated and not fuzzy.
pub(crate) fn translated(book: &Path, lang: &Lang, msgid: &str) -> Option<String> {
    if lang.is_source() || msgid.is_empty() {
        return None;
    }
    let catalog = polib::po_file::parse(&book.join("po").join(format!("{}.po", lang.code))).ok()?;
    let m = catalog.find_message(None, msgid, None)?;
    let s = m.msgstr().ok()?;
    (!m.is_fuzzy() && !s.is_empty()).then(|| s.to_string())
}

/// Writes `book/gen/` for this language and returns (additional-js, additional-css), paths
/// relative to `book/`.
fn prepare_gen(root: &Path, lang: &Lang, all: &[Lang]) -> Result<(Vec<String>, Vec<String>)> {
    let book = root.join("book");
    let gen = gen_dir(&book);
    let theme_src = book.join("theme");
    let theme_gen = gen.join("theme");
    let _ = std::fs::remove_dir_all(&theme_gen);
    copy_dir(&theme_src, &theme_gen)?;
    crate::theme::write_book_js(&theme_gen)?;
    // mdBook's interface words in this language.
    let strings = match ui_strings(root, lang) {
        Ok(s) => s,
        Err(e) => {
            fallback(lang, e)?;
            Vec::new()
        }
    };
    let word = |en: &str| strings.iter().find(|(k, _)| k == en).map_or(en.to_string(), |(_, v)| v.clone());
    let mut index = std::fs::read_to_string(theme_src.join("index.hbs"))?;
    for (en, tr) in &strings {
        index = index.replace(&format!("\"{en}\""), &format!("\"{}\"", escape(tr)));
        index = index.replace(&format!(">{en}<"), &format!(">{}<", escape(tr)));
    }
    std::fs::write(theme_gen.join("index.hbs"), index)?;

    // The switcher and the widget loader read this.
    let mut cfg = String::from("// Generated by bao-book for this language's book.\n");
    let _ = writeln!(cfg, "window.BAO_LANG = {:?};", lang.code);
    let _ = writeln!(cfg, "window.BAO_SITE_ROOT = {:?};", lang.to_site_root());
    let _ = writeln!(cfg, "window.BAO_WIDGETS = {:?};", format!("{}widgets/", lang.to_site_root()));
    cfg.push_str(&crate::wasm::loader_table_js());
    let _ = writeln!(cfg, "window.BAO_LANGUAGE_LABEL = {:?};", word("Language"));
    let _ = writeln!(cfg, "window.BAO_IN_PROGRESS = {:?};", word("(in progress)"));
    cfg.push_str("window.BAO_LANGS = [\n");
    for l in all {
        let _ = writeln!(cfg, "  [{:?}, {:?}, {:?}, {:?}],", l.code, l.dir(), l.name, l.status.name());
    }
    cfg.push_str("];\n");
    std::fs::write(gen.join("bao-config.js"), cfg)?;

    let mut js = vec!["gen/bao-config.js".to_string()];
    let mut css = vec!["theme/bao.css".to_string()];
    // The widget helper's loader and styles (app/loader.js, app/*.css), when present.
    let app = root.join("app");
    if app.join("loader.js").exists() {
        std::fs::copy(app.join("loader.js"), gen.join("loader.js"))?;
        js.push("gen/loader.js".into());
    }
    if let Ok(rd) = std::fs::read_dir(&app) {
        let mut files: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        files.sort();
        for f in files.into_iter().filter(|f| f.extension().is_some_and(|e| e == "css")) {
            let name = f.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
            std::fs::copy(&f, gen.join(&name))?;
            css.push(format!("gen/{name}"));
        }
    }
    js.push("theme/bao-lang.js".into());
    js.push("theme/bao-search.js".into());
    js.push("theme/bao-sidebar.js".into());
    js.push("theme/bao-offline.js".into());
    Ok((js, css))
}

/// The book's interface words of a language, `locales/<code>/book-ui.json`: (English,
/// translation) pairs, without comments (`_` keys) and empty values. No file: none (English).
pub(crate) fn ui_strings(root: &Path, lang: &Lang) -> Result<Vec<(String, String)>> {
    let path = ui_file(root, &lang.code);
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = std::fs::read_to_string(&path)?;
    let v: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("{} is not valid JSON", path.display()))?;
    let Some(obj) = v.as_object() else { anyhow::bail!("{} is not a JSON object", path.display()) };
    let mut out = Vec::new();
    for (k, v) in obj.iter().filter(|(k, _)| !k.starts_with('_')) {
        match v.as_str() {
            Some(s) if !s.trim().is_empty() => out.push((k.clone(), s.to_string())),
            Some(_) => {}
            None => anyhow::bail!("{}: the value of {k:?} is not a string", path.display()),
        }
    }
    Ok(out)
}

/// The worksheets' words in a language (its interface words; English where one is missing,
/// and for all of them in an in-progress language whose file is broken).
pub(crate) fn worksheet_words(root: &Path, lang: &Lang) -> Result<crate::worksheet::Words> {
    let pairs = match ui_strings(root, lang) {
        Ok(s) => s,
        Err(e) => {
            fallback(lang, e)?;
            Vec::new()
        }
    };
    Ok(crate::worksheet::Words::new(pairs, &lang.code))
}

/// `locales/<code>/book-ui.json`.
pub(crate) fn ui_file(root: &Path, code: &str) -> PathBuf {
    root.join("locales").join(code).join("book-ui.json")
}

pub(crate) fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()))?;
        } else {
            std::fs::copy(&p, to.join(e.file_name()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_is_marked_untranslatable_once() {
        let html = "<p>Play <code>A7&lt;</code> from <code class=\"hljs\">start</code>.</p>\n<pre><code class=\"language-bao\">mode: step\n</code></pre><codex><code translate=\"yes\">x</code>";
        let once = no_translate_code(html);
        assert_eq!(
            once,
            "<p>Play <code translate=\"no\">A7&lt;</code> from <code translate=\"no\" class=\"hljs\">start</code>.</p>\n<pre><code translate=\"no\" class=\"language-bao\">mode: step\n</code></pre><codex><code translate=\"yes\">x</code>"
        );
        assert_eq!(no_translate_code(&once), once, "idempotent");
        assert_eq!(no_translate_code("a <code"), "a <code", "a cut tag is left alone");
    }
}
