#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Game records: the plain format, annotated records (comments, variations, marks), errors with
//! their line and column, the normaliser and walking the tree.

use proptest::prelude::*;
use rules_core::random::Rng;
use rules_core::record::{MAX_COMMENT, MAX_DEPTH, MAX_MOVES, MAX_TEXT};
use rules_core::{EditError, Game, NodeId, Position, Record, RecordErrorKind, Variant};

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/records/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// The example of the notation chapter, exactly as the chapter shows it.
const CHAPTER_EXAMPLE: &str = "start
{A comment before the first move.}
1. A6< {a comment on this move} a5< 2. A3<
(2. A3> {an alternative for South's second move} a5> (2... a1< {a sub-variation}))
2... a7> 3. A1<
";

/// Reading and writing again gives the same record, and writing is idempotent.
fn assert_round_trip(record: &Record) {
    let text = record.pretty();
    let again = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(&again, record, "{text}");
    assert_eq!(again.pretty(), text);
}

#[test]
fn the_chapter_example_replays_and_normalises() {
    let record = Record::parse(CHAPTER_EXAMPLE).unwrap();
    let main: Vec<String> = record.main_line().iter().map(|&id| record.node(id).unwrap().mv().to_string()).collect();
    assert_eq!(main, ["A6<", "a5<", "A3<", "a7>", "A1<"]);
    let mut game = Game::new(Position::start(Variant::Kiswahili));
    for m in &main {
        game.play(game.position().parse_move(m).unwrap()).unwrap();
    }
    assert_eq!(record.final_position(), game.position());
    assert_eq!(record.game(), game);
    assert_eq!(record.main().comments(), ["A comment before the first move."]);
    // The variation of `2. A3<` starts from the position before it, and has its own variation.
    let a3 = record.node(record.main_line()[2]).unwrap();
    assert_eq!(a3.variations().len(), 1);
    let line = &a3.variations()[0];
    let first = record.node(line.nodes()[0]).unwrap();
    assert_eq!((first.mv().to_string(), first.before()), ("A3>".to_string(), a3.before()));
    assert_eq!(first.comments(), ["an alternative for South's second move"]);
    let a5 = record.node(line.nodes()[1]).unwrap();
    let sub = record.node(a5.variations()[0].nodes()[0]).unwrap();
    assert_eq!(
        (sub.mv().to_string(), sub.number(), sub.before()),
        ("a1<".to_string(), "2...".to_string(), a5.before())
    );
    assert_eq!(
        record.pretty(),
        "start
{A comment before the first move.}
1. A6<* {a comment on this move} 1... a5< 2. A3<
(2. A3> {an alternative for South's second move} 2... a5> (2... a1< {a
sub-variation}))
2... a7> 3. A1<
"
    );
    assert_round_trip(&record);
}

#[test]
fn the_annotated_example_file_replays_every_variation() {
    let record = Record::parse(&read("annotated.txt")).unwrap();
    assert_eq!(record.main_line().len(), 5);
    let variations: usize = record.nodes().map(|(_, n)| n.variations().len()).sum();
    assert_eq!((variations, record.nodes().count()), (4, 11));
    // Every move's position before is the position after its parent (or the start).
    for (_, node) in record.nodes() {
        let before = node.parent().map_or(record.start(), |p| record.node(p).unwrap().after());
        assert_eq!(node.before(), before);
        assert_eq!(&node.before().play(&node.mv()).unwrap().position, node.after());
    }
    assert_round_trip(&record);
}

#[test]
fn a_path_leads_from_the_start_to_any_move() {
    let record = Record::parse(CHAPTER_EXAMPLE).unwrap();
    let (id, sub) = record.nodes().find(|(_, n)| n.mv().to_string() == "a1<").unwrap();
    let path: Vec<String> = record.path(id).iter().map(|&i| record.node(i).unwrap().mv().to_string()).collect();
    assert_eq!(path, ["A6<", "a5<", "A3>", "a1<"]);
    let mut p = record.start().clone();
    for &i in &record.path(id) {
        p = p.play(&record.node(i).unwrap().mv()).unwrap().position;
    }
    assert_eq!(&p, sub.after());
    assert_eq!(sub.ply(), 3);
    assert_eq!(sub.written_at(), (4, 60));
    assert_eq!(sub.text(), "a1<");
}

/// The move `text` of a record's main line or variations (the first written).
fn find(record: &Record, text: &str) -> NodeId {
    record.nodes().find(|(_, n)| n.mv().to_string() == text).map(|(id, _)| id).unwrap()
}

fn mv(record: &Record, after: Option<NodeId>, text: &str) -> rules_core::Move {
    let pos = after.map_or(record.start().clone(), |id| record.node(id).unwrap().after().clone());
    pos.parse_move(text).unwrap()
}

#[test]
fn a_record_written_move_by_move_is_the_record_read_from_its_text() {
    // The chapter example, recorded as a teacher would: the main line, then back to branch.
    let mut r = Record::new(Position::start(Variant::Kiswahili));
    let mut at = None;
    for m in ["A6<", "a5<", "A3<", "a7>", "A1<"] {
        at = Some(r.play(at, mv(&r, at, m)).unwrap());
    }
    let a5 = find(&r, "a5<");
    let a3 = r.play(Some(a5), mv(&r, Some(a5), "A3>")).unwrap();
    assert_eq!(r.main_line().len(), 5, "a different move starts a variation");
    let a5_again = r.play(Some(a3), mv(&r, Some(a3), "a5>")).unwrap();
    let a3 = find(&r, "A3>");
    let a1 = r.play(Some(a3), mv(&r, Some(a3), "a1<")).unwrap();
    assert_eq!(r.node(a1).unwrap().ply(), 3);
    assert_eq!(r.node(a5_again).map(|n| n.mv().to_string()).as_deref(), Some("a5>"), "an edit renumbers: a5> moved");
    r.set_comments(None, &["A comment before the first move.".into()]).unwrap();
    r.set_comments(Some(find(&r, "A6<")), &["a comment\n  on this move".into(), "  ".into()]).unwrap();
    r.set_comments(Some(find(&r, "A3>")), &["an alternative for South's second move".into()]).unwrap();
    r.set_comments(Some(find(&r, "a1<")), &["a sub-variation".into()]).unwrap();
    let chapter = Record::parse(CHAPTER_EXAMPLE).unwrap();
    assert_eq!(r.pretty(), chapter.pretty());
    assert_eq!(r, chapter);
    // The arena is in reading order, as for a record read from text.
    let order: Vec<String> = r.nodes().map(|(_, n)| n.mv().to_string()).collect();
    let read: Vec<String> = chapter.nodes().map(|(_, n)| n.mv().to_string()).collect();
    assert_eq!(order, read);
    assert_round_trip(&r);
}

#[test]
fn playing_a_recorded_move_again_goes_to_it() {
    let mut r = Record::parse("start 1. A7< a5> (1... a5< {the other kichwa})").unwrap();
    let a7 = find(&r, "A7<");
    let before = r.pretty();
    let a5 = r.play(Some(a7), mv(&r, Some(a7), "a5>")).unwrap();
    assert_eq!(a5, find(&r, "a5>"), "the main line's move");
    let other = r.play(Some(a7), mv(&r, Some(a7), "a5<")).unwrap();
    assert_eq!(other, find(&r, "a5<"), "the variation's first move");
    assert_eq!(r.pretty(), before, "nothing recorded twice");
    assert_eq!(r.continuation(a7), &[find(&r, "a5>")]);
    assert!(r.continuation(find(&r, "a5<")).is_empty());
    // A second move from the start is a variation of the first.
    let a6 = r.play(None, mv(&r, None, "A6<")).unwrap();
    assert!(r.pretty().contains("(1. A6<*)"), "{}", r.pretty());
    assert_eq!(r.node(a6).unwrap().parent(), None);
    assert_round_trip(&r);
}

#[test]
fn illegal_moves_and_foreign_ids_are_refused_and_change_nothing() {
    let mut r = Record::parse("start 1. A7<").unwrap();
    let a7 = find(&r, "A7<");
    let before = r.pretty();
    // K10: North must capture A4's seed.
    let wrong = mv(&r, Some(a7), "a6<");
    assert!(matches!(r.play(Some(a7), wrong), Err(EditError::Illegal(e)) if e.rule() == "K10"));
    let ghost = Record::parse(CHAPTER_EXAMPLE).unwrap();
    let far = find(&ghost, "A1<");
    assert_eq!(r.play(Some(far), wrong), Err(EditError::NotInRecord));
    assert_eq!(r.set_comments(Some(far), &["x".into()]), Err(EditError::NotInRecord));
    assert_eq!(r.remove(far), Err(EditError::NotInRecord));
    assert_eq!(r.pretty(), before);
}

#[test]
fn removing_a_move_removes_what_follows_it() {
    let mut r = Record::parse(CHAPTER_EXAMPLE).unwrap();
    // The sub-variation a1< goes; the cursor is the move before it, A3>.
    let back = r.remove(find(&r, "a1<")).unwrap();
    assert_eq!(back, Some(find(&r, "A3>")));
    assert!(!r.pretty().contains("a1<"));
    // The main line from a7> on.
    let back = r.remove(find(&r, "a7>")).unwrap();
    assert_eq!(back.map(|id| r.node(id).unwrap().mv().to_string()).as_deref(), Some("A3<"));
    assert_eq!(r.main_line().len(), 3);
    // A variation's first move: the whole variation.
    r.remove(find(&r, "A3>")).unwrap();
    assert_eq!(r.nodes().count(), 3);
    assert_eq!(r.remove(find(&r, "A6<")), Ok(None));
    assert_eq!(r.nodes().count(), 0);
    assert_eq!(r.pretty(), "start\n{A comment before the first move.}\n");
    assert_round_trip(&r);
}

#[test]
fn no_move_after_the_end_of_the_game() {
    // A game of Bao la Kujifunza, each side playing its last legal move until the game ends;
    // then any move is refused.
    let mut r = Record::new(Position::start(Variant::Kujifunza));
    let mut at = None;
    let mut game = Game::new(r.start().clone());
    while game.outcome().is_none() {
        let Some(&m) = game.position().legal_moves().last() else { break };
        game.play(m).unwrap();
        at = Some(r.play(at, m).unwrap());
    }
    let end = at.unwrap();
    assert!(r.node(end).unwrap().marks().wins, "the last move wins: {}", r.pretty());
    let any = Position::start(Variant::Kujifunza).legal_moves()[0];
    assert!(matches!(r.play(Some(end), any), Err(EditError::Illegal(_))));
    assert_eq!(r.outcome(), game.outcome());
}

#[test]
fn the_plain_format_still_reads() {
    let record = Record::parse(&read("zanzibar-1994-opening.txt")).unwrap();
    assert_eq!(record.main_line().len(), 2);
    assert_eq!(record.main().comments().len(), 1, "the `#` line is a comment");
    let game = record.game();
    assert_eq!(Record::from_game(&game).pretty(), "start\n1. A7<* a5>\n");
    // Unnumbered moves over several lines, a position in the notation.
    let k = Record::parse("kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-\nA3\na1 A1\n").unwrap();
    assert_eq!(k.pretty(), "start:kingulu\n1. A3 a1 2. A1\n");
}

#[test]
fn marks_come_from_the_trace() {
    // K22: A5< is a takasa that makes a takasia (`**`); North's reply is a takasa (`*`).
    let takasia = "kiswahili:0,0,0,28,28,0,0,0/0,0,2,0,0,0,0,2/2,0,0,0,2,0,0,0/0,0,0,0,0,0,0,0:S:0,0:-:-";
    let record = Record::parse(&format!("{takasia}\n1. A5<# a1>** 2. A1>")).unwrap();
    assert_eq!(record.pretty(), format!("{takasia}\n1. A5<** a1>* 2. A1>\n"));
    let marks: Vec<&str> = record.nodes().map(|(_, n)| n.marks().text()).collect();
    assert_eq!(marks, ["**", "*", ""]);
    // K30: a capture that empties North's front row wins (`#`).
    let win = "kujifunza:4,6,8,8,8,8,8,8/0,0,0,0,3,0,0,0/0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0:S";
    let record = Record::parse(&format!("{win} 1. A3>")).unwrap();
    assert_eq!(record.pretty(), format!("{win}\n1. A3>#\n"));
    assert!(record.outcome().is_some());
    // Bao la Kimasai and Bao Kingulu have no takasa marks.
    let record = Record::parse("start:kimasai 1. A2 a2").unwrap();
    assert_eq!(record.pretty(), "start:kimasai\n1. A2 a2\n");
}

#[test]
fn north_to_move_first_numbers_from_1_dots() {
    let a7 = rules_core::Move::parse("A7<", Variant::Kiswahili).unwrap();
    let after = Position::start(Variant::Kiswahili).play(&a7).unwrap().position;
    let text = format!("{after}\n1... a5> 2. A6<");
    let record = Record::parse(&text).unwrap();
    assert_eq!(record.pretty(), format!("{after}\n1... a5> 2. A6<*\n"));
    let e = Record::parse(&format!("{after}\n1. a5>")).unwrap_err();
    assert_eq!(
        (e.line, e.column, e.kind),
        (2, 1, RecordErrorKind::MoveNumber { found: "1.".into(), expected: "1...".into() })
    );
}

/// Each error names its line and column (from 1) and what is wrong.
#[test]
fn errors_say_where_and_what() {
    let cases: &[(&str, usize, usize, &str)] = &[
        ("", 1, 1, "empty"),
        ("{only a comment}", 1, 17, "empty"),
        ("kiswahili:1,2", 1, 11, "position"),
        ("start\n1. A7< a6<", 2, 8, "illegal"),
        ("start\n1. A7< X9", 2, 8, "move"),
        ("start\n1. A7<x", 2, 7, "move"),
        ("start 1. A7< {never closed", 1, 14, "unclosed-comment"),
        ("start 1. A7< }", 1, 14, "stray-brace"),
        ("start (1. A7<)", 1, 7, "nothing-to-replace"),
        ("start 1. A7< (1. A6<", 1, 14, "unclosed-variation"),
        ("start 1. A7< a5>)", 1, 17, "stray-paren"),
        ("start 1. A7< ( ) a5>", 1, 14, "empty-variation"),
        ("start 1. A7< 2. a5>", 1, 14, "move-number"),
        ("start 1. A7< a5> 2.", 1, 18, "number-without-move"),
        ("start 1. A7< 1... (1. A6<)", 1, 14, "number-without-move"),
        // An illegal move deep in a variation: its own line and column, and the rule.
        ("start\n1. A6<\n(1. A7< a5>\n  (1... a5<\n    (1... a5> 2. A6< a2<)))", 5, 22, "illegal"),
    ];
    for &(text, line, column, id) in cases {
        let e = Record::parse(text).unwrap_err();
        assert_eq!((e.line, e.column, e.kind.id()), (line, column, id), "{text:?}: {e}");
    }
    let e = Record::parse("start\n1. A7< a6<").unwrap_err();
    assert_eq!(e.to_string(), "line 2, column 8: move 1... a6<: K10: a capture is available, you must capture");
    let e = Record::parse("start\n1. A6<\n(1. A7< a5>\n  (1... a5<\n    (1... a5> 2. A6< a2<)))").unwrap_err();
    assert!(e.to_string().contains("move 2... a2<: K13"), "{e}");
    // A move after the end of the game names the rule that ended it.
    let e = Record::parse("kujifunza:4,6,8,8,8,8,8,8/0,0,0,0,3,0,0,0/0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0:S 1. A3> a1>")
        .unwrap_err();
    assert!(e.to_string().contains("move 1... a1>: K30"), "{e}");
}

#[test]
fn comments_keep_their_words_and_odd_characters() {
    // Whitespace inside a comment is collapsed; a `#` comment may hold braces and parentheses.
    let record = Record::parse("start\n{  two\n  lines }\n1. A7< # a } and a ( in a comment\na5>").unwrap();
    assert_eq!(record.main().comments(), ["two lines"]);
    let first = record.node(record.main_line()[0]).unwrap();
    assert_eq!(first.comments(), ["a } and a ( in a comment"]);
    assert_eq!(record.pretty(), "start\n{two lines}\n1. A7<*\n# a } and a ( in a comment\n1... a5>\n");
    assert_round_trip(&record);
    // Closing a variation after such a comment.
    let record = Record::parse("start 1. A7< (1. A6< # a } here\n) a5>").unwrap();
    assert_round_trip(&record);
}

#[test]
fn variations_nest_to_the_limit() {
    // Each variation replaces the move before it: A7< (A6< (A7< (A6< ...))).
    let nested = |depth: usize| {
        let mut text = String::from("start\n1. A7<");
        for i in 0..depth {
            text.push_str(if i % 2 == 0 { " (1. A6<" } else { " (1. A7<" });
        }
        text.push_str(&")".repeat(depth));
        text
    };
    let e = Record::parse(&nested(MAX_DEPTH + 1)).unwrap_err();
    assert_eq!((e.kind, e.line, e.column), (RecordErrorKind::TooDeep { limit: MAX_DEPTH }, 2, 8 + 8 * MAX_DEPTH));
    let depth = MAX_DEPTH;
    let text = nested(depth);
    let record = Record::parse(&text).unwrap();
    assert_eq!(record.nodes().count(), depth + 1);
    let deepest = record.nodes().last().unwrap().0;
    assert_eq!(record.path(deepest).len(), 1);
    assert_round_trip(&record);
    // Unclosed, it says where the innermost `(` stands.
    let e = Record::parse(&text[..text.len() - 1]).unwrap_err();
    assert_eq!(e.kind, RecordErrorKind::UnclosedVariation);
}

/// A random record: random legal moves, random comments (with awkward characters), random
/// variations nested a few deep, move numbers written or not.
fn random_record(seed: u64, variant: Variant) -> String {
    let mut rng = Rng::new(seed);
    let mut below = |n: usize| rng.below(n as u32) as usize;
    let start = Position::start(variant);
    let mut out = if below(2) == 0 { start.to_string() } else { format!("start:{variant}") };
    out.push('\n');
    // (the game so far, moves left in this line, depth)
    let mut stack: Vec<(Game, usize, usize)> = vec![(Game::new(start), 6 + below(10), 0)];
    let comment = |k: usize| match k % 5 {
        0 => " {a comment}".to_string(),
        1 => " {two\n words}".to_string(),
        2 => " # a line comment with } and ( inside\n".to_string(),
        3 => " {(nested) marks * ** # and 1. numbers}".to_string(),
        _ => " {}".to_string(),
    };
    while let Some((mut game, left, depth)) = stack.pop() {
        if left == 0 {
            if depth > 0 {
                out.push(')');
            }
            continue;
        }
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            stack.push((game, 0, depth));
            continue;
        }
        let mv = moves[below(moves.len())];
        let ply = game.moves().len();
        if below(2) == 0 {
            let n = ply / 2 + 1;
            out.push_str(&if ply % 2 == 0 { format!(" {n}.") } else { format!(" {n}...") });
        }
        out.push(' ');
        out.push_str(&mv.to_string());
        if below(4) == 0 {
            out.push_str(["*", "**", "#"][below(3)]);
        }
        if below(4) == 0 {
            out.push_str(&comment(below(5)));
        }
        let before = game.clone();
        game.play(mv).unwrap();
        stack.push((game, left - 1, depth));
        if depth < 3 && below(3) == 0 {
            out.push_str(" (");
            if below(3) == 0 {
                out.push_str(&comment(below(5)));
            }
            stack.push((before, 1 + below(4), depth + 1));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any text is a record or an error, never a panic.
    #[test]
    fn any_text_reads_or_fails_cleanly(s in "\\PC{0,200}") {
        let _ = Record::parse(&s);
    }

    /// Record-shaped text, made of the format's own pieces, reads or fails cleanly, and what
    /// reads round-trips.
    #[test]
    fn token_soup_reads_or_fails_cleanly(pieces in prop::collection::vec(prop::sample::select(vec![
        "start", "start:kingulu", " ", "\n", "{", "}", "(", ")", "1.", "1...", "2.", "A7<", "a5>", "A6<", "a5<",
        "A3", "a1", "*", "**", "#", "# note\n", "{c}", "x",
    ]), 0..40)) {
        let text: String = pieces.concat();
        if let Ok(record) = Record::parse(&text) {
            let pretty = record.pretty();
            let again = Record::parse(&pretty).unwrap();
            prop_assert!(again == record, "{}\n---\n{}", text, pretty);
            prop_assert_eq!(again.pretty(), pretty);
        }
    }

    /// Generated records of every game read, and round-trip through the normaliser.
    #[test]
    fn generated_records_round_trip(seed in any::<u64>(), game in 0usize..4) {
        let variant = Variant::ALL[game];
        let text = random_record(seed, variant);
        let record = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let pretty = record.pretty();
        let again = Record::parse(&pretty).unwrap_or_else(|e| panic!("{e}\n{pretty}"));
        prop_assert!(again == record, "{}\n---\n{}", text, pretty);
        prop_assert_eq!(again.pretty(), pretty);
    }
}

#[test]
fn every_limit_is_checked_and_said() {
    // Issue 22: a text too long is refused before it is read.
    let long = format!("start\n{}", " ".repeat(MAX_TEXT));
    assert_eq!(Record::parse(&long).unwrap_err().kind, RecordErrorKind::TooLong { limit: MAX_TEXT });
    // One move more than the limit: the last one is refused where it stands.
    let mut text = String::from("start\n1. A7<");
    for _ in 0..MAX_MOVES {
        text.push_str(" (1. A6<)");
    }
    let e = Record::parse(&text).unwrap_err();
    assert_eq!((e.kind, e.line, e.column), (RecordErrorKind::TooManyMoves { limit: MAX_MOVES }, 2, 9 * MAX_MOVES + 3));
    // A comment too long, in braces or after `#`.
    for c in [format!("{{{}}}", "x".repeat(MAX_COMMENT + 1)), format!("# {}", "x ".repeat(MAX_COMMENT))] {
        let e = Record::parse(&format!("start\n1. A7< {c}")).unwrap_err();
        assert_eq!((e.kind, e.line, e.column), (RecordErrorKind::CommentTooLong { limit: MAX_COMMENT }, 2, 8));
    }
    assert!(Record::parse(&format!("start\n1. A7< {{{}}}", "x".repeat(MAX_COMMENT))).is_ok());
}

#[test]
fn many_variations_read_like_one_line() {
    // Issue 22: each variation of the first move is read from the one game, not a copy of it;
    // the moves are where the text says and the line through the last one is two moves long.
    let mut text = String::from("start\n1. A6< a5< 2. A3<");
    for _ in 0..2000 {
        text.push_str(" (2. A3> {c})");
    }
    let r = Record::parse(&text).unwrap();
    assert_eq!(r.nodes().count(), 2003);
    let last = r.nodes().last().unwrap().0;
    assert_eq!(r.path(last).len(), 3);
    assert_eq!(r.final_position(), r.node(r.main_line()[2]).unwrap().after());
    assert_round_trip(&r);
}
