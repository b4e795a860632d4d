#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Each command of the `console` block of the book's chapter "The notation"
//! (`book/src/reference/notation.md#command-line`) prints what the chapter says it prints.

use std::process::Command;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// The body of the chapter's `console` block.
fn console() -> String {
    let text = std::fs::read_to_string(format!("{ROOT}/book/src/reference/notation.md")).unwrap();
    let start = text.find("```console\n").expect("a console block") + "```console\n".len();
    let end = start + text[start..].find("\n```").expect("the block ends");
    format!("{}\n", &text[start..end])
}

/// The words of a command line, with single quotes as in a shell.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => out.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    out.extend(word);
    out
}

#[test]
fn every_command_of_the_chapter_prints_what_it_says() {
    let console = console();
    let mut commands: Vec<(Vec<String>, String)> = Vec::new();
    for line in console.lines() {
        match line.strip_prefix("$ bao ") {
            Some(command) => commands.push((words(command), String::new())),
            None => {
                let (_, expected) = commands.last_mut().expect("output after a command");
                expected.push_str(line);
                expected.push('\n');
            }
        }
    }
    assert!(commands.len() >= 8);
    for (args, expected) in commands {
        let out = Command::new(env!("CARGO_BIN_EXE_bao")).args(&args).current_dir(ROOT).output().unwrap();
        let printed = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert_eq!(printed, expected, "bao {args:?}");
        assert_eq!(out.status.success(), out.stderr.is_empty(), "bao {args:?}: exit code and stderr");
    }
}
