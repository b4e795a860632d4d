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

/// The fenced blocks of a page of the book: (info string, body). A block closes with a fence of
/// as many backticks as opened it, so a ```` block can show a ``` block.
fn blocks_of(page: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(format!("{ROOT}/{page}")).unwrap();
    let mut out = Vec::new();
    let mut current: Option<(usize, String, String)> = None;
    for line in text.lines() {
        let ticks = line.len() - line.trim_start_matches('`').len();
        match &mut current {
            None if ticks >= 3 => current = Some((ticks, line[ticks..].to_string(), String::new())),
            None => {}
            Some((open, _, _)) if ticks == *open && line.len() == ticks => {
                out.extend(current.take().map(|(_, info, body)| (info, body)));
            }
            Some((_, _, body)) => {
                body.push_str(line);
                body.push('\n');
            }
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
