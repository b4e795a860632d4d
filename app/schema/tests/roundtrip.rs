#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Every block the book builder accepts, the widget accepts with the same meaning: generated
//! valid blocks -> lesson -> `data-*` attributes (as HTML) -> read back -> the same lesson; and
//! a lesson's share-link fragment reads back as the same lesson.

use bao_schema::{last_end, Drill, Fields, Goal, Key, Lesson, Mode};
use proptest::prelude::*;
use rules_core::{Event, NodeId, Position, Record, Side, Variant};

/// A legal game of up to `picks.len()` moves from the start of `variant`, as written moves.
fn game(variant: Variant, picks: &[u16]) -> (Position, Vec<String>) {
    let mut pos = Position::start(variant);
    let mut moves = Vec::new();
    for &k in picks {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(k) % legal.len()];
        moves.push(mv.to_string());
        pos = pos.apply(&mv).unwrap();
    }
    (pos, moves)
}

/// A goal with a solution in `pos`, derived from one of its legal moves; None when the side
/// to move has no move.
fn solvable_goal(pos: &Position, pick: u16, kind: u8) -> Option<String> {
    let legal = pos.legal_moves();
    let mv = *legal.get(usize::from(pick) % legal.len().max(1))?;
    let events = pos.play(&mv).unwrap().events;
    let captured = events.iter().find_map(|e| match e {
        Event::Capture { pit, .. } | Event::KinguluCapture { pit, .. } | Event::Remove { pit } => Some(*pit),
        _ => None,
    });
    let reached = |g: &str| Goal::parse(g, pos).is_ok_and(|g| g.reached(pos, &mv, &events));
    let candidates = [
        Some(format!("move {mv}")),
        Some("legal".to_string()),
        last_end(&events).map(|p| format!("end {p}")),
        captured.map(|p| format!("capture {p}")),
        Some("takasia".to_string()).filter(|g| reached(g)),
        Some("safari".to_string()).filter(|g| reached(g)),
        Some("reserve".to_string()).filter(|g| reached(g)),
        Some("win".to_string()).filter(|g| reached(g)),
        // Judged on the replies too: kept when the position has a solution and a wrong move.
        Some("safe".to_string()).filter(|g| Goal::parse_solvable(g, pos).is_ok()),
        Some("win 2".to_string()).filter(|g| Goal::parse_solvable(g, pos).is_ok()),
        Some("captures 2".to_string()).filter(|g| Goal::parse_solvable(g, pos).is_ok()),
        Some("guard 1".to_string()).filter(|g| Goal::parse_solvable(g, pos).is_ok()),
        Some(format!("move {} {mv}", legal[0])),
    ];
    let available: Vec<String> = candidates.into_iter().flatten().collect();
    Some(available[usize::from(kind) % available.len()].clone())
}

/// Reads the `data-*` attributes of an HTML fragment, unescaping them as a browser does.
fn attributes(html: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(" data-") {
        rest = &rest[i + 6..];
        let (name, after) = rest.split_once("=\"").unwrap();
        let end = after.find('"').unwrap();
        let value = after[..end]
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#10;", "\n")
            .replace("&#39;", "'")
            .replace("&amp;", "&");
        out.push((name.to_string(), value));
        rest = &after[end + 1..];
    }
    out
}

fn variant() -> impl Strategy<Value = Variant> {
    (0usize..4).prop_map(|i| Variant::ALL[i])
}

/// Blank space an author may put around keys and values.
fn space() -> impl Strategy<Value = &'static str> {
    prop_oneof![Just(""), Just(" "), Just("   "), Just("\t")]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn blocks_attributes_and_links_mean_the_same(
        v in variant(),
        picks in proptest::collection::vec(any::<u16>(), 0..6),
        mode in 0usize..Mode::ALL.len(),
        flip in any::<bool>(),
        labels in proptest::option::of(any::<bool>()),
        notation in any::<bool>(),
        (goal_pick, goal_kind, few) in (any::<u16>(), any::<u8>(), any::<bool>()),
        computer in proptest::option::of((1u8..=4, proptest::option::of(any::<bool>()))),
        (test, drill, seed) in (proptest::option::of("[a-z0-9-]{1,12}"), any::<u8>(), proptest::option::of(any::<u64>())),
        order in Just(()).prop_perturb(|_, mut rng| rng.next_u64()),
        pad in proptest::collection::vec(space(), 12),
        id in "[ -~\n\"<>&é]{0,20}",
    ) {
        let start = Position::start(v);
        let (after, moves) = game(v, &picks);
        let mut mode = Mode::ALL[mode];
        // A record's own test is below.
        if mode == Mode::Record {
            mode = Mode::Step;
        }
        let goal = solvable_goal(&after, goal_pick, goal_kind);
        if mode == Mode::Exercise && goal.is_none() {
            mode = Mode::View;
        }
        let fitting: Vec<Drill> = Drill::ALL.into_iter().filter(|d| d.fits(v)).collect();
        let drill = fitting[usize::from(drill) % fitting.len()];
        let board = mode.has_board();
        // The block, its lines in any order, with blank lines and spaces around.
        let mut lines: Vec<(&str, String)> = vec![("mode", mode.name().to_string())];
        if board {
            let position = if notation { start.to_string() } else { format!("start:{}", v.name()) };
            lines.push(("position", position));
            if !moves.is_empty() {
                lines.push(("moves", moves.join(" ")));
            }
            if flip { lines.push(("flip", "true".into())); }
            // Not given: the mode's default (on in exercises).
            if let Some(on) = labels { lines.push(("labels", on.to_string())); }
        }
        if mode == Mode::Exercise {
            lines.push(("goal", goal.clone().unwrap_or_default()));
            if few {
                lines.push(("legal", "few".into()));
            }
        }
        let test = match mode {
            Mode::Exercise => test,
            Mode::Score => Some(test.unwrap_or_else(|| "kujifunza".into())),
            _ => None,
        };
        if let Some(t) = &test {
            lines.push(("test", t.clone()));
        }
        if mode == Mode::Drill {
            lines.push(("drill", drill.name().into()));
            if let Some(s) = seed {
                lines.push(("seed", s.to_string()));
            }
        }
        if let (Mode::Play, Some((level, side))) = (mode, computer) {
            lines.push(("computer", level.to_string()));
            if let Some(north) = side {
                lines.push(("computer-side", if north { "N" } else { "S" }.into()));
            }
        }
        let n = lines.len();
        lines.rotate_left((order as usize) % n);
        let body: String = lines
            .iter()
            .enumerate()
            .map(|(i, (k, v))| format!("{}{k}{}:{}{v}{}\n{}", pad[i], pad[i + 1], pad[i + 2], pad[i + 3], if i % 2 == 0 { "\n" } else { "" }))
            .collect();

        let mut lesson = Lesson::parse_block(&body).map_err(|e| TestCaseError::fail(format!("{body:?}: {}", e.error)))?;
        prop_assert_eq!(lesson.mode, mode);
        if board {
            prop_assert_eq!(lesson.after(), &after);
            prop_assert_eq!((lesson.flip, lesson.labels), (flip, labels.unwrap_or(mode.labels_by_default())));
        } else {
            prop_assert_eq!(lesson.after(), &Position::start(Variant::Kiswahili));
        }
        prop_assert_eq!(&lesson.test, &test);
        prop_assert_eq!(lesson.drill, (mode == Mode::Drill).then_some(drill));
        prop_assert_eq!(lesson.seed, seed.filter(|_| mode == Mode::Drill));
        prop_assert_eq!(lesson.goal.is_some(), mode == Mode::Exercise);
        prop_assert_eq!(lesson.few_legal, few && mode == Mode::Exercise);
        prop_assert_eq!(lesson.computer.map(|c| (c.level, c.side.map(|s| s == Side::North))), computer.filter(|_| mode == Mode::Play));
        // Values are read trimmed; a builder id never starts or ends with a space.
        lesson.id = id.trim().to_string();

        // The placeholder's attributes, read back through a getter as the widget does.
        let html = format!("<div class=\"bao-widget\"{}>", lesson.to_attributes());
        prop_assert!(!html.contains('\n'));
        let attrs = attributes(&html);
        let fields = Fields::from_attributes(|k| attrs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone()));
        let read = Lesson::read(&fields, Mode::View).map_err(|e| TestCaseError::fail(format!("{html}: {e}")))?;
        prop_assert_eq!(&read, &lesson);

        // The share link: the same lesson, without the builder's id.
        let link = lesson.to_fragment();
        prop_assert!(link.bytes().all(|b| b.is_ascii_graphic() && b != b'#' && b != b'+' && b != b' '), "{}", link);
        let again = Lesson::from_fragment(&format!("#{link}")).map_err(|e| TestCaseError::fail(format!("{link}: {e}")))?;
        prop_assert_eq!(again, Lesson { id: String::new(), ..lesson.clone() });

        // And a block written from the lesson's fields reads back as the lesson too.
        let fields = lesson.fields();
        let written: String = Key::block_keys().filter_map(|k| fields.get(k).map(|v| format!("{}: {v}\n", k.name()))).collect();
        prop_assert_eq!(Lesson::parse_block(&written).map_err(|e| TestCaseError::fail(e.error.to_string()))?, Lesson { id: String::new(), ..lesson });
    }

    /// A game record, written move by move with variations and comments, means the same in a
    /// block (`record:` last, over several lines), in attributes and in a link.
    #[test]
    fn record_blocks_attributes_and_links_mean_the_same(
        v in variant(),
        steps in proptest::collection::vec((any::<u16>(), any::<u16>(), 0u8..4), 0..12),
        flip in any::<bool>(),
        labels in any::<bool>(),
        comment in "[ -~é{}()\n]{0,16}",
    ) {
        // Each step: go back to a move already played (or the start), play one of its legal moves,
        // and sometimes comment on it.
        let mut r = Record::new(Position::start(v));
        let mut played: Vec<NodeId> = Vec::new();
        for (back, pick, say) in steps {
            let at = if played.is_empty() || back % 3 == 0 { None } else { Some(played[usize::from(back) % played.len()]) };
            let at = at.filter(|id| r.node(*id).is_some());
            let pos = at.map_or(r.start().clone(), |id| r.node(id).unwrap().after().clone());
            let legal = pos.legal_moves();
            if legal.is_empty() { continue; }
            let Ok(id) = r.play(at, legal[usize::from(pick) % legal.len()]) else { continue };
            if say == 0 {
                // Braces in a comment are written as a `#` comment line; whitespace collapses.
                r.set_comments(Some(id), std::slice::from_ref(&comment)).unwrap();
            }
            // Ids change with every edit: take them afresh.
            played = r.nodes().map(|(id, _)| id).collect();
        }
        let mut body = format!("mode: record\n{}{}record:\n", if flip { "flip: true\n" } else { "" }, if labels { "labels: 1\n" } else { "" });
        body.push_str(&r.pretty());
        let lesson = Lesson::parse_block(&body).map_err(|e| TestCaseError::fail(format!("{body}: {}", e.error)))?;
        prop_assert_eq!(lesson.record.as_ref(), Some(&r));
        prop_assert_eq!((lesson.flip, lesson.labels, &lesson.start), (flip, labels, r.start()));

        let html = format!("<div class=\"bao-widget\"{}>", lesson.to_attributes());
        prop_assert!(!html.contains('\n'));
        let attrs = attributes(&html);
        let fields = Fields::from_attributes(|k| attrs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone()));
        prop_assert_eq!(Lesson::read(&fields, Mode::View).map_err(|e| TestCaseError::fail(format!("{html}: {e}")))?, lesson.clone());
        let link = lesson.to_fragment();
        prop_assert!(link.bytes().all(|b| b.is_ascii_graphic() && b != b'#' && b != b'+' && b != b' '), "{}", link);
        prop_assert_eq!(Lesson::from_fragment(&link), Ok(lesson.clone()));
        let written = lesson.fields().to_block();
        prop_assert!(written.contains("record:\n"), "{}", written);
        prop_assert_eq!(Lesson::parse_block(&written).map_err(|e| TestCaseError::fail(e.error.to_string()))?, lesson);
    }

    /// Whatever a link says, reading it never panics, and what reads writes back to a link that
    /// reads the same.
    #[test]
    fn any_fragment_reads_or_fails_cleanly(s in "(mode|position|moves|flip|labels|goal|legal|test|drill|seed|computer|computer-side|record|x)=[%0-9A-Fa-z:,/<>+ =&{}().-]{0,40}") {
        if let Ok(lesson) = Lesson::from_fragment(&s) {
            prop_assert_eq!(Lesson::from_fragment(&lesson.to_fragment()), Ok(lesson));
        }
    }

    #[test]
    fn any_text_never_panics(s in ".{0,200}") {
        let _ = Lesson::from_fragment(&s);
        let _ = Lesson::parse_block(&s);
        let _ = Lesson::read(&Fields::from_attributes(|_| Some(s.clone())), Mode::View);
        let _ = Goal::parse(&s, &Position::start(Variant::Kiswahili));
    }
}
