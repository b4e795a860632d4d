#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Every citation resolves inside the repository: each `book/src/<page>.md` and
//! `book/src/<page>.md#<anchor>` named in the Rust sources, the READMEs and the browser tests is
//! a page of the book with that anchor, and nothing cites the design documents the project was
//! started from, which are not part of it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// Paths that look like citations but are not: a made-up chapter in the book builder's tests
/// (`book/builder/src/preprocess.rs`).
const NOT_CITATIONS: &[&str] = &["book/src/c.md"];

/// The files that cite: Rust sources, READMEs, the browser tests' scripts.
fn citing_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" && name != "node_modules" {
                citing_files(&path, out);
            }
        } else if name.ends_with(".rs") || name.ends_with(".mjs") || name == "README.md" {
            out.push(path);
        }
    }
}

/// Every page of the book named in `text` (a path under `book/src/` ending in `.md`), with its
/// `#anchor` if it has one.
fn citations(text: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("book/src/") {
        let tail = &rest[at..];
        let end = tail.find(|c: char| !(c.is_ascii_alphanumeric() || "/._-#".contains(c))).unwrap_or(tail.len());
        let cited = tail[..end].trim_end_matches('.');
        if let Some(md) = cited.find(".md") {
            let page = cited[..md + 3].to_string();
            let anchor = cited[md + 3..].strip_prefix('#').map(str::to_string);
            out.push((page, anchor));
        }
        rest = &tail[end.max(1)..];
    }
    out
}

/// The anchors of a page: `{#anchor}` after a heading.
fn anchors(page: &str) -> Vec<String> {
    page.lines()
        .filter(|l| l.starts_with('#'))
        .filter_map(|l| l.rsplit_once("{#").map(|(_, a)| a.trim_end_matches('}').to_string()))
        .collect()
}

#[test]
fn every_cited_page_and_anchor_exists() {
    let mut files = Vec::new();
    citing_files(Path::new(ROOT), &mut files);
    assert!(files.len() > 50, "{} files", files.len());
    let mut cited: BTreeMap<(String, Option<String>), String> = BTreeMap::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for c in citations(&text) {
            let name = file.strip_prefix(ROOT).unwrap_or(file).display().to_string();
            cited.entry(c).or_insert(name);
        }
    }
    assert!(cited.len() > 20, "{cited:?}");
    let mut broken = Vec::new();
    for ((page, anchor), file) in cited.iter().filter(|((page, _), _)| !NOT_CITATIONS.contains(&page.as_str())) {
        match std::fs::read_to_string(Path::new(ROOT).join(page)) {
            Err(_) => broken.push(format!("{file}: {page} does not exist")),
            Ok(text) => {
                if let Some(a) = anchor {
                    if !anchors(&text).contains(a) {
                        broken.push(format!("{file}: {page} has no anchor #{a}"));
                    }
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken citations:\n{}", broken.join("\n"));
}

#[test]
fn nothing_cites_documents_outside_the_repository() {
    let mut files = Vec::new();
    citing_files(Path::new(ROOT), &mut files);
    // The names are put together here so that this file does not cite them itself.
    let outside: Vec<String> = ["RULES", "NOTATION", "COMMON"].iter().map(|n| format!("{n}.md")).collect();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for name in &outside {
            let shown = file.strip_prefix(ROOT).unwrap_or(file).display().to_string();
            assert!(!text.contains(name.as_str()), "{shown} cites {name}, which is not in the repository");
        }
    }
}

#[test]
fn the_citation_reader_finds_pages_and_anchors() {
    let found = citations("see `book/src/reference/namua.md#k13`, book/src/authoring.md. And book/src/x");
    assert_eq!(
        found,
        [
            ("book/src/reference/namua.md".to_string(), Some("k13".to_string())),
            ("book/src/authoring.md".to_string(), None)
        ]
    );
    assert_eq!(anchors("# Title {#top}\ntext {#no}\n### K13. Namua takasa {#k13}"), ["top", "k13"]);
}
