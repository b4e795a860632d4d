#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Every example of the book's chapter "The notation" (`book/src/reference/notation.md`) is
//! checked: its positions read and write back exactly, its records replay, the normal form it
//! shows is what the normaliser writes. So is the record example of the authoring chapter. (Its
//! `console` block, the command line's, is checked by `bao-cli`'s `tests/chapter.rs`.)

use rules_core::{Position, Record};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The fenced blocks of the chapter: (info string, body).
fn blocks() -> Vec<(String, String)> {
    blocks_of("book/src/reference/notation.md")
}

/// The fenced blocks of a page of the book: (info string, body).
fn blocks_of(page: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(format!("{ROOT}/{page}")).unwrap();
    let mut out = Vec::new();
    let mut current: Option<(String, String)> = None;
    for line in text.lines() {
        match (&mut current, line.strip_prefix("```")) {
            (None, Some(info)) => current = Some((info.to_string(), String::new())),
            (Some(_), Some("")) => out.extend(current.take()),
            (Some((_, body)), _) => {
                body.push_str(line);
                body.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(current.is_none(), "an unclosed block");
    out
}

#[test]
fn every_position_of_the_chapter_reads_and_writes_back() {
    let mut checked = 0;
    for (_, body) in blocks().iter().filter(|(info, _)| info == "text") {
        for line in body.lines().filter(|l| !l.contains('<') && !l.contains(' ')) {
            if let Ok(p) = Position::parse(line) {
                assert_eq!(p.to_string(), line);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 4, "the four start positions");
}

#[test]
fn the_chapters_records_replay_and_its_normal_form_is_the_normalisers() {
    let records: Vec<String> = blocks()
        .into_iter()
        .filter(|(info, body)| info == "text" && (body.starts_with("start\n")))
        .map(|(_, body)| body)
        .collect();
    assert_eq!(records.len(), 3, "the plain record, the annotated one and its normal form");
    for text in &records {
        Record::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
    let annotated = Record::parse(&records[1]).unwrap();
    assert_eq!(annotated.pretty(), records[2]);
    assert_eq!(Record::parse(&records[2]).unwrap(), annotated);
}

/// The authoring chapter's example (book/src/authoring.md#records): a record and its normal form.
#[test]
fn the_authoring_chapters_record_and_its_normal_form() {
    let records: Vec<String> = blocks_of("book/src/authoring.md")
        .into_iter()
        .filter(|(info, body)| info == "text" && body.starts_with("start\n"))
        .map(|(_, body)| body)
        .collect();
    assert_eq!(records.len(), 2);
    let record = Record::parse(&records[0]).unwrap();
    assert_eq!(record.pretty(), records[1]);
}
