//! Translation health (`bao-book check`), for every language of `locales/languages.json`:
//! the PO file parses and is translated (no untranslated, no fuzzy message) against the English
//! text as it is now; the book's interface words (`locales/<code>/book-ui.json`) and the
//! widgets' messages (`locales/<code>/*.ftl`) are all there; every translated chapter has
//! exactly the source's `bao` blocks; every relative link of the built site resolves; the
//! translations use the language's term base (`locales/<code>/terms.toml`, see `terms.rs`): no
//! variant it says to avoid, and a rendering for every term of `locales/TERMS.md`.
//!
//! A shipped language must pass all of it: any gap fails the check. An in-progress language
//! only gets its figures and a list of what is left (it is built with English fallbacks).

use crate::langs::{self, Lang};
use crate::preprocess::find_blocks;
use anyhow::{bail, Result};
use mdbook_driver::book::BookItem;
use mdbook_driver::config::Config;
use mdbook_driver::MDBook;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

/// What the check found.
#[derive(Debug, Default)]
pub(crate) struct Report {
    /// The figures, as printed.
    pub table: String,
    /// Failures: the template, any gap of a shipped language, a broken link in a shipped book.
    pub problems: Vec<String>,
    /// What is left in the in-progress languages (never fails).
    pub notes: Vec<String>,
}

impl Report {
    fn add(&mut self, lang: &Lang, what: String) {
        if lang.shipped() {
            self.problems.push(what);
        } else {
            self.notes.push(what);
        }
    }
}

pub(crate) fn run(root: &Path, site: Option<&Path>) -> Result<()> {
    let r = report(root, site)?;
    print!("{}", r.table);
    if !r.notes.is_empty() {
        println!("\nin progress (not checked strictly):");
        for n in &r.notes {
            println!("  {n}");
        }
    }
    if !r.problems.is_empty() {
        eprintln!("\ntranslation check failed:");
        for p in &r.problems {
            eprintln!("  {p}");
        }
        bail!("{} problem(s)", r.problems.len());
    }
    println!("translation check: ok");
    Ok(())
}

/// `bao-book check --exercises`: the English book's course exercises, one line each (see
/// `exercises::report`), then their problems, which fail it.
pub(crate) fn exercises(root: &Path) -> Result<()> {
    let (_, all) = blocks_of(&root.join("book"), None)?;
    print!("{}", crate::exercises::report(&all));
    let problems = crate::exercises::problems(&all);
    if !problems.is_empty() {
        eprintln!("\nexercise check failed:");
        for p in &problems {
            eprintln!("  {p}");
        }
        bail!("{} problem(s)", problems.len());
    }
    println!("exercise check: ok");
    Ok(())
}

pub(crate) fn report(root: &Path, site: Option<&Path>) -> Result<Report> {
    let all = langs::load(root)?;
    let book = root.join("book");
    let po = book.join("po");
    let mut r = Report::default();
    // Judge against the English text as it is now, not against a possibly stale template.
    let pot = crate::po::extract(root)?;
    let wanted: BTreeSet<String> = pot.messages().map(|m| m.msgid().to_string()).filter(|s| !s.is_empty()).collect();
    match polib::po_file::parse(&po.join("messages.pot")) {
        Ok(old) => {
            let committed: BTreeSet<String> =
                old.messages().map(|m| m.msgid().to_string()).filter(|s| !s.is_empty()).collect();
            if committed != wanted {
                r.problems
                    .push("book/po/messages.pot is out of date: run `cargo run --release -p bao-book -- po`".into());
            }
        }
        Err(e) => r.problems.push(format!("book/po/messages.pot does not parse: {e}")),
    }
    let ui_keys = ui_keys(root)?;
    let english_ids = widget_ids(root, langs::SOURCE);
    if !english_ids.errors.is_empty() || english_ids.ids.is_empty() {
        r.problems.push(format!("locales/en: no widget messages, or errors: {:?}", english_ids.errors));
    }
    let english_terms = match crate::terms::english(root) {
        Ok(t) => t,
        Err(e) => {
            r.problems.push(format!("{e:#}"));
            Vec::new()
        }
    };
    let (source_blocks, source_exercises) = blocks_of(&book, None)?;
    r.problems.extend(exercise_problems(&source_blocks));
    let mut counts = vec![("en".to_string(), content_counts(&source_blocks))];
    // The exercises (issue 17): the source's problems fail the check; each language's figures
    // are printed (its blocks must be the source's, checked below).
    r.problems.extend(crate::exercises::problems(&source_exercises));
    let mut exercise_table = crate::exercises::Figures::header() + "\n";
    exercise_table.push_str(&crate::exercises::table("en", &source_exercises));
    let _ = writeln!(
        r.table,
        "{:<8} {:<11} {:>5} {:>5} {:>5} {:>5} {:>6}  {:<10} {:<10} terms",
        "lang", "status", "total", "done", "fuzzy", "todo", "%", "ui", "widgets"
    );
    for lang in all.iter().filter(|l| !l.is_source()) {
        let path = po.join(format!("{}.po", lang.code));
        let total = wanted.len();
        let (mut done, mut fuzzy) = (0, 0);
        if !path.exists() {
            r.add(
                lang,
                format!("{}: no {} yet: run `cargo run --release -p bao-book -- po`", lang.code, path.display()),
            );
        } else {
            match polib::po_file::parse(&path) {
                Ok(catalog) => {
                    for id in &wanted {
                        match catalog.find_message(None, id, None) {
                            Some(m) if m.is_fuzzy() => fuzzy += 1,
                            Some(m) if m.msgstr().is_ok_and(|s| !s.is_empty()) => {
                                done += 1;
                                if let Some(why) = code_block_broken(id, m.msgstr().unwrap_or_default()) {
                                    r.add(lang, format!("{}: {}: {why}", path.display(), m.source()));
                                }
                            }
                            _ => {}
                        }
                    }
                }
                Err(e) => r.add(lang, format!("{}: does not parse: {e}", path.display())),
            }
        }
        let todo = total - done - fuzzy;
        if todo > 0 || fuzzy > 0 {
            r.add(lang, format!("{}: {todo} untranslated and {fuzzy} fuzzy of {total} messages", lang.code));
        }
        let ui_missing = match crate::site::ui_strings(root, lang) {
            Ok(have) => {
                let missing: Vec<&String> = ui_keys.iter().filter(|k| !have.iter().any(|(e, _)| e == *k)).collect();
                for k in &missing {
                    let file = crate::site::ui_file(Path::new(""), &lang.code);
                    r.add(lang, format!("{}: interface word {k:?} missing in {}", lang.code, file.display()));
                }
                missing.len()
            }
            Err(e) => {
                r.add(lang, format!("{}: {e:#}", lang.code));
                ui_keys.len()
            }
        };
        let w = widget_ids(root, &lang.code);
        let w_missing: Vec<&String> = english_ids.ids.difference(&w.ids).collect();
        if !w_missing.is_empty() {
            let some: Vec<&str> = w_missing.iter().take(5).map(|s| s.as_str()).collect();
            r.add(
                lang,
                format!(
                    "{}: {} of {} widget messages missing in locales/{}/*.ftl (e.g. {})",
                    lang.code,
                    w_missing.len(),
                    english_ids.ids.len(),
                    lang.code,
                    some.join(", ")
                ),
            );
        }
        for e in &w.errors {
            r.add(lang, format!("{}: {e}", lang.code));
        }
        // The term base: its own errors, the variants to avoid that are used, the terms left.
        let t = crate::terms::report(root, lang, &english_terms);
        for e in &t.errors {
            r.add(lang, format!("{}: {e}", lang.code));
        }
        for f in &t.findings {
            r.add(lang, format!("{}: {f}", lang.code));
        }
        if !t.missing.is_empty() && !english_terms.is_empty() {
            let some: Vec<&str> = t.missing.iter().take(5).map(String::as_str).collect();
            r.add(
                lang,
                format!(
                    "{}: {} of {} terms of {} have no rendering in {} (e.g. {})",
                    lang.code,
                    t.missing.len(),
                    english_terms.len(),
                    crate::terms::ENGLISH,
                    crate::terms::file(&lang.code),
                    some.join(", ")
                ),
            );
        }
        let terms_word = if !t.errors.is_empty() {
            "error".to_string()
        } else if t.findings.is_empty() && t.missing.is_empty() {
            "ok".to_string()
        } else {
            format!("{} found, {} left", t.findings.len(), t.missing.len())
        };
        let missing_word = |n: usize| if n == 0 { "ok".to_string() } else { format!("{n} missing") };
        let _ = writeln!(
            r.table,
            "{:<8} {:<11} {:>5} {:>5} {:>5} {:>5} {:>5.1}%  {:<10} {:<10} {}",
            lang.code,
            lang.status.name(),
            total,
            done,
            fuzzy,
            todo,
            100.0 * done as f64 / total.max(1) as f64,
            missing_word(ui_missing),
            missing_word(w_missing.len()),
            terms_word,
        );
        // The bao blocks must survive translation byte for byte.
        match blocks_of(&book, Some(lang)) {
            Ok((tr, tr_exercises)) => {
                exercise_table.push_str(&crate::exercises::table(&lang.code, &tr_exercises));
                let c = content_counts(&tr);
                if c != counts[0].1 {
                    r.add(
                        lang,
                        format!("{}: {c:?} chapters/blocks/exercises, the source has {:?}", lang.code, counts[0].1),
                    );
                }
                counts.push((lang.code.to_string(), c));
                for (chapter, blocks) in &source_blocks {
                    let got = tr.iter().find(|(c, _)| c == chapter).map(|(_, b)| b);
                    if got != Some(blocks) {
                        r.add(lang, format!("{}: {chapter}: the bao blocks differ from the source", lang.code));
                    }
                }
            }
            Err(e) => r.add(lang, format!("{}: translating the book failed: {e:#}", lang.code)),
        }
    }
    let _ = writeln!(r.table, "\n{:<8} {:>8} {:>6} {:>9}", "lang", "chapters", "blocks", "exercises");
    for (code, (chapters, blocks, exercises)) in &counts {
        let _ = writeln!(r.table, "{code:<8} {chapters:>8} {blocks:>6} {exercises:>9}");
    }
    let _ = write!(r.table, "\n{exercise_table}");
    if let Some(site) = site {
        let broken = crate::links::broken(site)?;
        let _ = writeln!(r.table, "links: {} broken", broken.len());
        for b in broken.iter().take(50) {
            // A page's language is its first folder, when that is a translation's.
            let first = b.split('/').next().unwrap_or("");
            let lang = all.iter().find(|l| !l.is_source() && l.code == first).unwrap_or(&all[0]);
            r.add(lang, format!("broken link: {b}"));
        }
    }
    Ok(r)
}

/// A code block offered whole (`po::WholeBlocks`) is translated as a whole text, but must stay
/// the same code: the same fence line and as many lines (a translation adapts words, it does
/// not add or drop lines of the page).
fn code_block_broken(msgid: &str, msgstr: &str) -> Option<String> {
    let fence = msgid.strip_prefix("```")?.lines().next().unwrap_or("");
    let first = msgstr.lines().next().unwrap_or("");
    if first != format!("```{fence}") {
        return Some(format!("the code block must keep its first line ```{fence}, not {first:?}"));
    }
    let (a, b) = (msgid.lines().count(), msgstr.lines().count());
    if a != b || !msgstr.trim_end().ends_with("```") {
        return Some(format!("the code block has {b} lines and must have the {a} of the English, ending with ```"));
    }
    None
}

/// The interface words every language translates: the keys of English's `book-ui.json`.
fn ui_keys(root: &Path) -> Result<Vec<String>> {
    let en = Lang { code: langs::SOURCE.into(), name: String::new(), status: langs::Status::Shipped, rtl: false };
    let keys: Vec<String> = crate::site::ui_strings(root, &en)?.into_iter().map(|(k, _)| k).collect();
    if keys.is_empty() {
        bail!("{} lists no interface words", crate::site::ui_file(root, langs::SOURCE).display());
    }
    Ok(keys)
}

struct Ids {
    ids: BTreeSet<String>,
    errors: Vec<String>,
}

/// The message ids (and `id.attribute`s) of `locales/<code>/*.ftl`, and their syntax errors.
/// (The widgets' own test, `app/tests/locales.rs`, also checks variables and formatting.)
fn widget_ids(root: &Path, code: &str) -> Ids {
    let mut out = Ids { ids: BTreeSet::new(), errors: Vec::new() };
    for f in langs::ftl_files(root, code) {
        let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let Ok(text) = std::fs::read_to_string(&f) else {
            out.errors.push(format!("locales/{code}/{name}: unreadable (not UTF-8?)"));
            continue;
        };
        let res = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, errs)) => {
                for e in errs {
                    let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
                    out.errors.push(format!("locales/{code}/{name}:{line}: Fluent syntax error: {:?}", e.kind));
                }
                r
            }
        };
        for entry in &res.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.ids.insert(m.id.name.to_string());
                for a in &m.attributes {
                    out.ids.insert(format!("{}.{}", m.id.name, a.id.name));
                }
            }
        }
    }
    out
}

/// Chapters, `bao` blocks and exercises of a (translated) book.
fn content_counts(chapters: &[(String, Vec<String>)]) -> (usize, usize, usize) {
    let blocks = chapters.iter().map(|(_, b)| b.len()).sum();
    let exercises =
        chapters.iter().flat_map(|(_, b)| b).filter(|b| b.lines().any(|l| l.trim() == "mode: exercise")).count();
    (chapters.len(), blocks, exercises)
}

/// What makes an exercise teach nothing, beyond what the schema refuses (a goal without a
/// solution, a `safe` goal where every move is safe): an exercise that answers with the move a
/// demonstration of the same chapter plays from the same position, a `safe` or `win 2` goal in
/// a position with a win in one. (Blocks that do not read are the build's errors.)
fn exercise_problems(chapters: &[(String, Vec<String>)]) -> Vec<String> {
    use bao_schema::{tactics, Goal, Lesson, Mode};
    let mut problems = Vec::new();
    for (chapter, blocks) in chapters {
        let lessons: Vec<(usize, Lesson)> =
            blocks.iter().enumerate().filter_map(|(i, b)| Lesson::parse_block(b).ok().map(|l| (i + 1, l))).collect();
        // (position, move) of every move a demonstration plays.
        let shown: Vec<(String, rules_core::Move)> = lessons
            .iter()
            .filter(|(_, l)| l.mode == Mode::Step)
            .flat_map(|(_, l)| l.plies.iter().map(|p| (p.before.to_string(), p.mv)))
            .collect();
        for (n, l) in &lessons {
            let Some(goal) = &l.goal else { continue };
            let pos = l.after();
            let at = format!("book/src/{chapter}: bao block {n}");
            let here = pos.to_string();
            let solutions = goal.solutions(pos);
            for (p, mv) in &shown {
                if *p == here && solutions.contains(mv) {
                    problems.push(format!("{at}: the exercise answers with a demonstration's move {mv}"));
                }
            }
            if matches!(goal, Goal::Safe | Goal::WinTwo) {
                if let Some(win) = tactics::winning_move(pos) {
                    problems.push(format!("{at}: `{goal}` but {win} wins at once"));
                }
            }
        }
    }
    problems
}

type Blocks = Vec<(String, Vec<String>)>;

/// Each chapter's `bao` block bodies, and its exercises with their counts (`exercises.rs`).
fn blocks_of(book: &Path, lang: Option<&Lang>) -> Result<(Blocks, Vec<crate::exercises::Exercise>)> {
    let mut config = Config::from_disk(book.join("book.toml"))?;
    config.build.create_missing = false;
    if let Some(l) = lang {
        config.book.language = Some(l.code.to_string());
    }
    let mut md = MDBook::load_with_config(book, config)?;
    if lang.is_some() {
        crate::po::with_gettext(&mut md);
    }
    let renderer = mdbook_driver::builtin_renderers::MarkdownRenderer::new();
    let (translated, _) = md.preprocess_book(&renderer)?;
    let mut out = Vec::new();
    let mut exercises = Vec::new();
    for item in translated.iter() {
        if let BookItem::Chapter(ch) = item {
            let name = ch.source_path.as_ref().map(|p| p.display().to_string()).unwrap_or_default();
            let chapter = name.trim_end_matches(".md").replace('\\', "/");
            let file = match lang {
                Some(l) => format!("book/src/{name} ({} translation)", l.code),
                None => format!("book/src/{name}"),
            };
            exercises.extend(crate::exercises::of_chapter(&chapter, &file, &ch.content));
            out.push((name, find_blocks(&ch.content).into_iter().map(|f| f.body).collect()));
        }
    }
    if out.is_empty() {
        bail!("no chapters");
    }
    Ok((out, exercises))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
    use super::*;
    use polib::message::MessageMutView;

    /// A copy of the book and the locales, with its own `book/gen/`, so tests can change it.
    fn scratch_copy(name: &str) -> std::path::PathBuf {
        let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let tmp = std::env::temp_dir().join(format!("bao-book-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        for dir in ["book/src", "book/po", "book/theme", "locales"] {
            crate::site::copy_dir(&repo.join(dir), &tmp.join(dir)).unwrap();
        }
        std::fs::copy(repo.join("book/book.toml"), tmp.join("book/book.toml")).unwrap();
        tmp
    }

    #[test]
    fn a_code_block_offered_whole_keeps_its_fence_and_lines() {
        let en = "```html page\n<title>Homework</title>\n<p>Hi</p>\n```";
        assert_eq!(code_block_broken(en, "```html page\n<title>Kazi</title>\n<p>Habari</p>\n```"), None);
        assert!(code_block_broken(en, "```html\n<title>Kazi</title>\n<p>Habari</p>\n```").is_some());
        assert!(code_block_broken(en, "```html page\n<title>Kazi</title>\n```").is_some());
        assert!(code_block_broken(en, "```html page\n<title>Kazi</title>\n<p>Habari</p>\n").is_some());
        assert_eq!(code_block_broken("A paragraph.", "Aya."), None);
    }

    fn find_file(dir: &Path, prefix: &str) -> String {
        let e = std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .find(|e| e.file_name().to_string_lossy().starts_with(prefix))
            .unwrap_or_else(|| panic!("no {prefix}* in {}", dir.display()));
        std::fs::read_to_string(e.path()).unwrap()
    }

    #[test]
    fn an_in_progress_language_builds_and_passes_while_a_gap_in_a_shipped_one_fails() {
        let root = scratch_copy("in-progress");
        // A new language, in progress: a few messages, interface words and widget words.
        // (English and Kiswahili are kept of the real list, so that the test builds three books,
        // not eleven.)
        let list = root.join(langs::FILE);
        let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&list).unwrap()).unwrap();
        let languages = v["languages"].as_array_mut().unwrap();
        languages.retain(|l| ["en", "sw"].contains(&l["code"].as_str().unwrap_or_default()));
        languages.push(serde_json::json!({ "code": "pt", "name": "Português", "status": "in-progress" }));
        let _ = std::fs::remove_dir_all(root.join("locales/pt"));
        let _ = std::fs::remove_file(root.join("book/po/pt.po"));
        std::fs::write(&list, serde_json::to_string_pretty(&v).unwrap()).unwrap();
        let pot = polib::po_file::parse(&root.join("book/po/messages.pot")).unwrap();
        let mut po = crate::po::merge(&pot, None, "pt");
        po.find_message_mut(None, "Writing bao blocks", None)
            .unwrap()
            .set_msgstr("Escrever blocos bao".into())
            .unwrap();
        // (Not a title from SUMMARY.md: mdbook-i18n-helpers uses those even when fuzzy.)
        let paragraph = pot
            .messages()
            .find(|m| m.source().contains("src/glossary.md") && !m.source().contains("SUMMARY"))
            .map(|m| m.msgid().to_string())
            .unwrap();
        let mut fuzzy = po.find_message_mut(None, &paragraph, None).unwrap();
        fuzzy.set_msgstr("Um parágrafo ainda por rever.".into()).unwrap();
        fuzzy.flags_mut().add_flag("fuzzy");
        polib::po_file::write(&po, &root.join("book/po/pt.po")).unwrap();
        std::fs::create_dir_all(root.join("locales/pt")).unwrap();
        std::fs::write(root.join("locales/pt/book-ui.json"), r#"{ "Language": "Idioma" }"#).unwrap();
        std::fs::write(root.join("locales/pt/widget.ftl"), "game-kiswahili = Bao la Kiswahili\n").unwrap();

        let all = langs::load(&root).unwrap();
        let site = root.join("site");
        for lang in &all {
            crate::site::build(&root, lang, &all, &site, None).unwrap_or_else(|e| panic!("{}: {e:#}", lang.code));
        }
        // Its book: the translated heading, English elsewhere; the fuzzy one stays English.
        let chapter = std::fs::read_to_string(site.join("pt/authoring.html")).unwrap();
        assert!(chapter.contains(r#"<html lang="pt""#));
        assert!(chapter.contains("Escrever blocos bao"));
        assert!(chapter.contains("This chapter is for authors and translators of this book."));
        assert!(!std::fs::read_to_string(site.join("pt/glossary.html")).unwrap().contains("ainda por rever"));
        // Every book's switcher lists it as in progress, with the page's word for that.
        let config = find_file(&site.join("sw/gen"), "bao-config");
        assert!(config.contains(r#"["pt", "pt/", "Português", "in-progress"]"#), "{config}");
        assert!(config.contains(r#"["sw", "sw/", "Kiswahili", "shipped"]"#), "{config}");
        assert!(config.contains(r#"window.BAO_IN_PROGRESS = "(haijakamilika)";"#), "{config}");
        assert!(find_file(&site.join("pt/gen"), "bao-config").contains(r#"window.BAO_LANGUAGE_LABEL = "Idioma";"#));

        let r = report(&root, Some(&site)).unwrap();
        assert!(r.problems.is_empty(), "{:#?}", r.problems);
        let total = pot.messages().filter(|m| !m.msgid().is_empty()).count();
        let want = format!("pt: {} untranslated and 1 fuzzy of {total} messages", total - 2);
        assert!(r.notes.contains(&want), "{want:?} not in {:#?}", r.notes);
        assert!(r
            .notes
            .iter()
            .any(|n| n == "pt: interface word \"Search this book ...\" missing in locales/pt/book-ui.json"));
        assert!(r
            .notes
            .iter()
            .any(|n| n.starts_with("pt: ") && n.contains("widget messages missing in locales/pt/*.ftl")));
        assert!(r.notes.iter().all(|n| n.starts_with("pt: ")), "{:#?}", r.notes);
        assert!(r.table.contains("\npt       in-progress"), "{}", r.table);
        // No term base yet: every term is left, which an in-progress language may be.
        assert!(r
            .notes
            .iter()
            .any(|n| n.starts_with("pt: ") && n.contains("terms of locales/TERMS.md have no rendering")));

        // Its term base: a variant it avoids, used where the English says the term, is reported.
        std::fs::write(
            root.join("locales/pt/terms.toml"),
            "[board]\nuse = \"tabuleiro\"\navoid = [\"blocos\"]\neverywhere = true\n",
        )
        .unwrap();
        let r = report(&root, Some(&site)).unwrap();
        assert!(r.problems.is_empty(), "{:#?}", r.problems);
        assert!(
            r.notes.iter().any(|n| n.starts_with("pt: book/po/pt.po (src/SUMMARY.md")
                && n.contains("term \"board\": \"blocos\" (use \"tabuleiro\")")),
            "{:#?}",
            r.notes
        );

        // A shipped language with one message untranslated and one interface word missing fails.
        let sw = root.join("book/po/sw.po");
        let mut catalog = polib::po_file::parse(&sw).unwrap();
        catalog.find_message_mut(None, "Glossary", None).unwrap().set_msgstr(String::new()).unwrap();
        polib::po_file::write(&catalog, &sw).unwrap();
        let ui = crate::site::ui_file(&root, "sw");
        let words = std::fs::read_to_string(&ui).unwrap().replace("\"Language\": \"Lugha\",", "");
        std::fs::write(&ui, words).unwrap();
        // And a variant its term base avoids: the demonstration is no "mfano" (an example).
        let teach = crate::site::ui_file(&root, "sw").with_file_name("teach.ftl");
        let words = std::fs::read_to_string(&teach).unwrap();
        assert!(words.contains("btn-record = Rekodi onyesho\n"));
        std::fs::write(&teach, words.replace("btn-record = Rekodi onyesho\n", "btn-record = Rekodi mfano\n")).unwrap();
        let r = report(&root, Some(&site)).unwrap();
        let line =
            std::fs::read_to_string(&teach).unwrap().lines().position(|l| l == "btn-record = Rekodi mfano").unwrap()
                + 1;
        assert_eq!(
            r.problems[..2],
            [
                format!("sw: 1 untranslated and 0 fuzzy of {total} messages"),
                "sw: interface word \"Language\" missing in locales/sw/book-ui.json".to_string(),
            ]
        );
        let want = format!(
            "sw: locales/sw/teach.ftl:{line} btn-record: term \"demonstration\": \"mfano\" (use \"onyesho\") in \"Rekodi mfano | Cheza hatua"
        );
        assert!(r.problems.len() == 3 && r.problems[2].starts_with(&want), "{:#?}", r.problems);
        let _ = std::fs::remove_dir_all(&root);
    }
}
