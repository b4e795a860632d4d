//! Translation health (`bao-book check`): every PO file parses; every language is 100%
//! translated (no untranslated, no fuzzy message) against `messages.pot`; the interface words
//! are all translated; every translated chapter has exactly the source's `bao` blocks; every
//! relative link of the built site resolves. Prints per-language figures; fails on any problem.

use crate::langs::{Lang, LANGS};
use crate::preprocess::find_blocks;
use anyhow::{bail, Result};
use mdbook_driver::book::BookItem;
use mdbook_driver::config::Config;
use mdbook_driver::MDBook;
use std::collections::BTreeSet;
use std::path::Path;

pub fn run(root: &Path, site: Option<&Path>) -> Result<()> {
    let book = root.join("book");
    let po = book.join("po");
    let mut problems: Vec<String> = Vec::new();
    // Judge against the English text as it is now, not against a possibly stale template.
    let pot = crate::po::extract(root)?;
    let wanted: BTreeSet<String> = pot.messages().map(|m| m.msgid().to_string()).filter(|s| !s.is_empty()).collect();
    match polib::po_file::parse(&po.join("messages.pot")) {
        Ok(old) => {
            let committed: BTreeSet<String> =
                old.messages().map(|m| m.msgid().to_string()).filter(|s| !s.is_empty()).collect();
            if committed != wanted {
                problems
                    .push("book/po/messages.pot is out of date: run `cargo run --release -p bao-book -- po`".into());
            }
        }
        Err(e) => problems.push(format!("book/po/messages.pot does not parse: {e}")),
    }
    let source_blocks = blocks_of(&book, None)?;
    let mut counts = vec![("en".to_string(), content_counts(&source_blocks))];
    println!("{:<8} {:>6} {:>6} {:>6} {:>6} {:>7}  ui", "lang", "total", "done", "fuzzy", "todo", "%");
    for lang in LANGS.iter().filter(|l| !l.is_source()) {
        let path = po.join(format!("{}.po", lang.code));
        let catalog = match polib::po_file::parse(&path) {
            Ok(c) => c,
            Err(e) => {
                problems.push(format!("{}: does not parse: {e}", path.display()));
                continue;
            }
        };
        let (mut done, mut fuzzy) = (0, 0);
        for id in &wanted {
            match catalog.find_message(None, id, None) {
                Some(m) if m.is_fuzzy() => fuzzy += 1,
                Some(m) if m.msgstr().is_ok_and(|s| !s.is_empty()) => done += 1,
                _ => {}
            }
        }
        let total = wanted.len();
        let todo = total - done - fuzzy;
        let ui = ui_missing(&book, lang)?;
        println!(
            "{:<8} {:>6} {:>6} {:>6} {:>6} {:>6.1}%  {}",
            lang.code,
            total,
            done,
            fuzzy,
            todo,
            100.0 * done as f64 / total.max(1) as f64,
            if ui.is_empty() { "ok".to_string() } else { format!("{} missing", ui.len()) }
        );
        if todo > 0 || fuzzy > 0 {
            problems.push(format!("{}: {todo} untranslated and {fuzzy} fuzzy of {total} messages", lang.code));
        }
        for k in ui {
            problems.push(format!("{}: interface word {k:?} missing in book/theme/ui-strings.json", lang.code));
        }
        // The bao blocks must survive translation byte for byte.
        match blocks_of(&book, Some(lang)) {
            Ok(tr) => {
                let c = content_counts(&tr);
                if c != counts[0].1 {
                    problems.push(format!(
                        "{}: {c:?} chapters/blocks/exercises, the source has {:?}",
                        lang.code, counts[0].1
                    ));
                }
                counts.push((lang.code.to_string(), c));
                for (chapter, blocks) in &source_blocks {
                    let got = tr.iter().find(|(c, _)| c == chapter).map(|(_, b)| b);
                    if got != Some(blocks) {
                        problems.push(format!("{}: {chapter}: the bao blocks differ from the source", lang.code));
                    }
                }
            }
            Err(e) => problems.push(format!("{}: translating the book failed: {e:#}", lang.code)),
        }
    }
    println!("\n{:<8} {:>8} {:>6} {:>9}", "lang", "chapters", "blocks", "exercises");
    for (code, (chapters, blocks, exercises)) in &counts {
        println!("{code:<8} {chapters:>8} {blocks:>6} {exercises:>9}");
    }
    if let Some(site) = site {
        let broken = crate::links::broken(site)?;
        println!("links: {} broken", broken.len());
        for b in broken.iter().take(50) {
            problems.push(format!("broken link: {b}"));
        }
    }
    if !problems.is_empty() {
        eprintln!("\ntranslation check failed:");
        for p in &problems {
            eprintln!("  {p}");
        }
        bail!("{} problem(s)", problems.len());
    }
    println!("translation check: ok");
    Ok(())
}

fn ui_missing(book: &Path, lang: &Lang) -> Result<Vec<String>> {
    let text = std::fs::read_to_string(book.join("theme/ui-strings.json"))?;
    let v: serde_json::Value = serde_json::from_str(&text)?;
    let have = crate::site::ui_strings(book, lang)?;
    let keys: BTreeSet<String> = v
        .as_object()
        .into_iter()
        .flat_map(|o| o.iter().filter(|(k, _)| !k.starts_with('_')))
        .filter_map(|(_, t)| t.as_object())
        .flat_map(|t| t.keys().cloned())
        .collect();
    Ok(keys.into_iter().filter(|k| !have.iter().any(|(e, t)| e == k && !t.is_empty())).collect())
}

/// Chapters, `bao` blocks and exercises of a (translated) book.
fn content_counts(chapters: &[(String, Vec<String>)]) -> (usize, usize, usize) {
    let blocks = chapters.iter().map(|(_, b)| b.len()).sum();
    let exercises =
        chapters.iter().flat_map(|(_, b)| b).filter(|b| b.lines().any(|l| l.trim() == "mode: exercise")).count();
    (chapters.len(), blocks, exercises)
}

/// Each chapter's `bao` block bodies, after gettext for `lang` (the source when `None`).
fn blocks_of(book: &Path, lang: Option<&Lang>) -> Result<Vec<(String, Vec<String>)>> {
    let mut config = Config::from_disk(book.join("book.toml"))?;
    config.build.create_missing = false;
    if let Some(l) = lang {
        config.book.language = Some(l.code.to_string());
    }
    let mut md = MDBook::load_with_config(book, config)?;
    if lang.is_some() {
        md.with_preprocessor(mdbook_i18n_helpers::preprocessors::Gettext);
    }
    let renderer = mdbook_driver::builtin_renderers::MarkdownRenderer::new();
    let (translated, _) = md.preprocess_book(&renderer)?;
    let mut out = Vec::new();
    for item in translated.iter() {
        if let BookItem::Chapter(ch) = item {
            let name = ch.source_path.as_ref().map(|p| p.display().to_string()).unwrap_or_default();
            out.push((name, find_blocks(&ch.content).into_iter().map(|f| f.body).collect()));
        }
    }
    if out.is_empty() {
        bail!("no chapters");
    }
    Ok(out)
}
