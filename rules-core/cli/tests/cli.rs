#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The `bao` command line, run as a user runs it.

use std::process::{Command, Output};

fn bao(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bao")).args(args).output().expect("bao runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const START: &str = "kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0:S:22,22:SN:-";

#[test]
fn start_moves_play_trace_perft() {
    assert_eq!(stdout(&bao(&["start", "kiswahili"])), format!("{START}\n"));
    assert_eq!(stdout(&bao(&["moves", START])), "A6<\nA6>\nA7<\nA7>\n");
    let played = bao(&["play", "start", "A7<", "a5>"]);
    assert!(played.status.success());
    assert_eq!(
        stdout(&played),
        "kiswahili:0,0,0,0,0,0,0,0/1,2,2,7,0,0,0,0/0,0,0,0,7,3,0,0/0,0,0,0,0,0,0,0:S:21,21:SN:-\n"
    );
    let trace = stdout(&bao(&["trace", "start", "A7<"]));
    let lines: Vec<&str> = trace.lines().collect();
    assert_eq!(lines[0], "K12    store seed into A7");
    assert!(lines.contains(&"K8.6   move ends in A4"), "{trace}");
    assert_eq!(stdout(&bao(&["perft", "start", "3"])), "38\n");
}

#[test]
fn illegal_moves_and_bad_positions_exit_2_with_the_rule() {
    let o = bao(&["play", "start", "A7<", "a6<"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("K10"), "{}", stderr(&o));
    let o = bao(&["moves", "kiswahili:1,2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("rows"), "{}", stderr(&o));
    let o = bao(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn replay_checks_records() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/records/");
    let ok = bao(&["replay", &format!("{dir}zanzibar-1994-opening.txt")]);
    assert!(ok.status.success(), "{}", stderr(&ok));
    assert!(stdout(&ok).starts_with("2 moves, ok"));
    let bad = bao(&["replay", &format!("{dir}illegal-second-move.txt")]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("line 2, column 8: move 1... a6<: K10"), "{}", stderr(&bad));
    // An annotated record: every variation is checked; --pretty writes it back normalised.
    let annotated = format!("{dir}annotated.txt");
    let ok = bao(&["replay", &annotated]);
    assert!(stdout(&ok).starts_with("5 moves, ok, 4 variations (6 moves) checked\n"), "{}", stderr(&ok));
    let pretty = stdout(&bao(&["replay", "--pretty", &annotated]));
    assert!(pretty.starts_with("start\n{The example of the notation chapter"), "{pretty}");
    assert!(pretty.contains("\n(1. A7<* {the opening of the game played in Zanzibar in 1994} 1... a5>"), "{pretty}");
    let missing = bao(&["replay", "--pretty"]);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn the_command_line_traces_kingulu_with_g_numbers() {
    let out = bao(&["trace", "start:kingulu", "A3"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let (events, position) = lines.split_at(lines.len() - 1);
    assert!(position[0].starts_with("kingulu:"), "{text}");
    assert!(events.len() > 5, "{text}");
    for line in events {
        // Bao Kingulu's own rules, G1-G8.
        let rule = line.split_whitespace().next().unwrap();
        let n: u32 = rule.strip_prefix('G').and_then(|r| r.split('.').next()).and_then(|n| n.parse().ok()).unwrap_or(0);
        assert!((1..=8).contains(&n), "{line}");
    }
    assert!(events[0].starts_with("G2 "), "{text}");
    assert!(events.iter().any(|l| l.starts_with("G4.5 ")), "{text}");
}

#[test]
fn svg_draws_the_board_as_the_widgets_download_it() {
    let plain = stdout(&bao(&["svg", "start"]));
    assert!(plain.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg class=\"bao-diagram bao-kiswahili\""));
    assert!(plain.contains(r#"width="752" height="#), "{plain}");
    assert_eq!(plain.matches("class=\"bao-pit ").count(), 32);
    assert!(!plain.contains(">A1</text>"), "no pit names unless asked");
    let named = stdout(&bao(&["svg", "start:kingulu", "--flip", "--labels"]));
    assert!(named.contains("bao-kingulu") && named.contains(">A1</text>") && named.contains(">a6</text>"), "{named}");
    // The same drawing the library makes for the widgets' "Download SVG".
    let p = rules_core::Position::start(rules_core::Variant::Kingulu);
    let opts = bao_diagram::Options { flip: true, labels: true, ..bao_diagram::Options::default() };
    assert_eq!(named, bao_diagram::standalone_svg(&rules_core::Setup::from_position(&p), &opts));
    let bad = bao(&["svg", "start", "--big"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("unknown option \"--big\""), "{}", stderr(&bad));
    let bad = bao(&["svg", "kiswahili:1,2"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("bad position"), "{}", stderr(&bad));
}

/// `score <int>`, `score win <plies>` or `score loss <plies>`: the number that sorts it.
fn score_rank(s: &str) -> i64 {
    let words: Vec<&str> = s.split(' ').collect();
    match words.as_slice() {
        ["win", n] => 1_000_000 - n.parse::<i64>().unwrap(),
        ["loss", n] => -1_000_000 + n.parse::<i64>().unwrap(),
        [n] => n.parse().unwrap(),
        _ => panic!("bad score {s:?}"),
    }
}

#[test]
fn best_prints_the_move_its_score_and_main_line() {
    for args in [vec!["best", "start", "--depth", "4"], vec!["best", "start:kimasai", "--level", "3", "--seed", "7"]] {
        let o = bao(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{out}");
        let legal = stdout(&bao(&["moves", args[1]]));
        assert!(legal.lines().any(|m| m == lines[0]), "{out}");
        score_rank(lines[1].strip_prefix("score ").unwrap());
        let pv: Vec<&str> = lines[2].strip_prefix("pv ").unwrap().split(' ').collect();
        assert_eq!(pv[0], lines[0]);
        // The main line replays.
        let mut play = vec!["play", args[1]];
        play.extend(&pv);
        assert!(bao(&play).status.success(), "{out}");
    }
    // Bao Kingulu is won by South from the start (SEARCH.md).
    let out = stdout(&bao(&["best", "start:kingulu", "--ms", "20000"]));
    assert!(out.lines().nth(1).unwrap().starts_with("score win "), "{out}");
    // The same seed and level, the same move.
    let a = stdout(&bao(&["best", "start", "--level", "2", "--seed", "3"]));
    let b = stdout(&bao(&["best", "start", "--level", "2", "--seed", "3"]));
    assert_eq!(a, b);
}

#[test]
fn best_and_analyse_refuse_bad_input() {
    for args in [
        vec!["best", "start", "--level", "5"],
        vec!["best", "start", "--depth", "0"],
        vec!["best", "start", "--level", "2", "--ms", "10"],
        vec!["best", "start", "--frob", "1"],
        vec!["analyse", "kiswahili:1,2"],
        vec!["match", "5", "1"],
        vec!["match", "2", "1", "--game", "chess"],
    ] {
        let o = bao(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!stderr(&o).is_empty());
    }
    // A finished game has no best move.
    let won = "kiswahili:52,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/10,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0:N:0,0:-:-";
    let o = bao(&["best", won]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("over"), "{}", stderr(&o));
}

#[test]
fn analyse_scores_every_legal_move_best_first() {
    for position in ["start", "start:kujifunza", "start:kingulu"] {
        let out = stdout(&bao(&["analyse", position, "--depth", "3"]));
        let mut moves: Vec<&str> = Vec::new();
        let mut ranks = Vec::new();
        for line in out.lines() {
            let (mv, score) = line.split_once(' ').unwrap();
            moves.push(mv);
            ranks.push(score_rank(score));
        }
        assert!(ranks.windows(2).all(|w| w[0] >= w[1]), "{out}");
        moves.sort();
        let legal = stdout(&bao(&["moves", position]));
        assert_eq!(moves, legal.lines().collect::<Vec<_>>());
    }
}

#[test]
fn match_ends_with_the_tally() {
    let o = bao(&["match", "2", "greedy", "--games", "4", "--game", "kingulu", "--seed", "5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let tally = out.lines().find(|l| l.starts_with("A: ")).unwrap_or_default();
    let numbers: Vec<u32> = tally.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    assert_eq!(tally, format!("A: {} wins, B: {} wins, {} draws", numbers[0], numbers[1], numbers[2]), "{out}");
    assert_eq!(numbers.iter().sum::<u32>(), 4);
    // Then each side's share: the two sides' games add up to the match.
    let sides: Vec<&str> = out.lines().filter(|l| l.starts_with("A as ")).collect();
    assert_eq!(sides.len(), 2, "{out}");
    assert!(sides[0].starts_with("A as South: ") && sides[1].starts_with("A as North: "), "{out}");
    let of = |l: &str| l.split(" of ").nth(1).and_then(|r| r.split(' ').next()).and_then(|n| n.parse::<u32>().ok());
    assert_eq!(sides.iter().filter_map(|l| of(l)).sum::<u32>(), 4, "{out}");
    // Alternating colours.
    assert!(out.contains("plays South") && out.contains("plays North"));
}
