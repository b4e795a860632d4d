#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! `bao-book worksheet`, run as a teacher runs it.

use std::path::PathBuf;
use std::process::{Command, Output};

fn book(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bao-book"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("bao-book runs")
}

fn out(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("bao-book-test-{}-{name}", std::process::id()))
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_drill_sheet_in_kiswahili_is_the_same_for_the_same_seed() {
    let (a, b, c) = (out("a.html"), out("b.html"), out("c.html"));
    let args = |o: &PathBuf, seed: &str| {
        let o = o.to_str().unwrap().to_string();
        vec!["worksheet", "--drill", "last-seed", "--count", "7", "--seed", seed, "--lang", "sw", "--out"]
            .into_iter()
            .map(String::from)
            .chain([o])
            .collect::<Vec<_>>()
    };
    for (o, seed) in [(&a, "3"), (&b, "3"), (&c, "4")] {
        let r = book(&args(o, seed).iter().map(String::as_str).collect::<Vec<_>>());
        assert!(r.status.success(), "{}", stderr(&r));
    }
    let (ta, tb, tc) = (
        std::fs::read_to_string(&a).unwrap(),
        std::fs::read_to_string(&b).unwrap(),
        std::fs::read_to_string(&c).unwrap(),
    );
    assert_eq!(ta, tb, "the same seed, the same sheet");
    assert_ne!(ta, tc);
    assert!(ta.contains("<html lang=\"sw\""), "in Kiswahili");
    assert!(ta.contains("Jina") && ta.contains("Majibu"), "the Kiswahili words");
    assert_eq!(ta.matches("class=\"ws-q\"").count(), 7);
    assert_eq!(ta.matches("class=\"ws-k\"").count(), 7);
    assert!(ta.contains("@page { size: A4; }") && ta.contains("<style>"), "A4, its style inlined");
    for f in [a, b, c] {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn letter_paper_and_a_board() {
    let o = out("board.html");
    let r = book(&["worksheet", "--board", "kimasai", "--paper", "letter", "--out", o.to_str().unwrap()]);
    assert!(r.status.success(), "{}", stderr(&r));
    let t = std::fs::read_to_string(&o).unwrap();
    assert!(t.contains("bao-kimasai") && t.matches("class=\"ws-board-sheet").count() == 2, "two sheets");
    let _ = std::fs::remove_file(o);
}

#[test]
fn bad_requests_say_what_is_wrong() {
    let r = book(&["worksheet", "--drill", "fly", "--out", "/dev/null"]);
    assert!(!r.status.success());
    assert!(stderr(&r).contains("--drill fly: one of legal-moves, last-seed"), "{}", stderr(&r));
    let r = book(&["worksheet", "--drill", "kichwa", "--position", "start:kingulu", "--out", "/dev/null"]);
    assert!(stderr(&r).contains("not a question of kingulu"), "{}", stderr(&r));
    let r = book(&["worksheet", "--board", "kujifunza", "--out", "/dev/null"]);
    assert!(stderr(&r).contains("played on the Kiswahili board"), "{}", stderr(&r));
    let r = book(&["worksheet", "--paper", "a5", "--board", "kingulu", "--out", "/dev/null"]);
    assert!(stderr(&r).contains("--paper a5"), "{}", stderr(&r));
    let r = book(&["worksheet", "--lang", "xx", "--board", "kingulu", "--out", "/dev/null"]);
    assert!(stderr(&r).contains("--lang xx"), "{}", stderr(&r));
}

#[test]
fn a_stage_of_the_book_with_its_key() {
    let o = out("stage.html");
    let r = book(&["worksheet", "--stage", "2", "--lang", "it", "--out", o.to_str().unwrap()]);
    assert!(r.status.success(), "{}", stderr(&r));
    let t = std::fs::read_to_string(&o).unwrap();
    assert!(t.contains("<html lang=\"it\"") && t.contains("Soluzioni"), "the Italian key");
    assert!(t.matches("class=\"ws-q\"").count() >= 2);
    assert_eq!(t.matches("class=\"ws-q\"").count(), t.matches("class=\"ws-k\"").count());
    let r = book(&["worksheet", "--stage", "999", "--out", "/dev/null"]);
    assert!(stderr(&r).contains("--stage 999: the stages are"), "{}", stderr(&r));
    let _ = std::fs::remove_file(o);
}

/// Every interface word the builder asks for (`words.get("...")`, `word("...")`) is a key of
/// `locales/en/book-ui.json`, so that every language can translate it: a key missing there
/// would print the English text on every language's page (as the board sheets' cutting note did).
#[test]
fn every_interface_word_the_builder_uses_is_a_key_of_the_english_file() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let en: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("../../locales/en/book-ui.json")).unwrap()).unwrap();
    let keys = en.as_object().unwrap();
    let mut used = Vec::new();
    for entry in std::fs::read_dir(root.join("src")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for call in ["words.get(", "word("] {
            for (at, _) in text.match_indices(call) {
                let rest = text[at + call.len()..].trim_start();
                let Some(literal) = rest.strip_prefix('"') else { continue };
                let end = literal.find('"').unwrap();
                used.push((path.file_name().unwrap().to_string_lossy().into_owned(), literal[..end].to_string()));
            }
        }
    }
    assert!(used.len() >= 30, "the builder's interface words are found: {}", used.len());
    let missing: Vec<_> = used.iter().filter(|(_, k)| !keys.contains_key(k)).collect();
    assert!(missing.is_empty(), "not in locales/en/book-ui.json: {missing:?}");
}
