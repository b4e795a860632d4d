//! The `bao` block: parsing and validating its `key: value` body against rules-core, and the
//! placeholder HTML the widgets mount on. Pure functions, so the build errors are unit-tested.

use bao_diagram::{render_svg, Options};
use rules_core::{Event, Move, Pit, Position, Side};

/// The fields a block may have (documented in `book/src/authoring.md`).
pub const FIELDS: [&str; 6] = ["mode", "position", "moves", "flip", "labels", "goal"];
pub const MODES: [&str; 5] = ["view", "step", "play", "edit", "exercise"];

/// A validated block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub mode: String,
    /// The position as written (`start`, `start:kimasai` or notation).
    pub position: Position,
    pub moves: Vec<String>,
    pub flip: bool,
    pub labels: bool,
    pub goal: Option<String>,
    /// The position after `moves`.
    pub after: Position,
}

/// What is wrong with a block: `line` is 0-based within the body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockError {
    pub line: usize,
    pub reason: String,
}

fn err(line: usize, reason: impl Into<String>) -> BlockError {
    BlockError { line, reason: reason.into() }
}

/// Parses and validates a block body.
pub fn parse(body: &str) -> Result<Block, BlockError> {
    let mut values: Vec<(&str, &str, usize)> = Vec::new();
    for (i, raw) in body.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(err(i, format!("expected `key: value`, found `{line}`")));
        };
        let key = key.trim();
        if !FIELDS.contains(&key) {
            return Err(err(i, format!("unknown field `{key}` (fields: {})", FIELDS.join(", "))));
        }
        if values.iter().any(|(k, _, _)| *k == key) {
            return Err(err(i, format!("field `{key}` given twice")));
        }
        values.push((key, value.trim(), i));
    }
    let get = |k: &str| values.iter().find(|(key, _, _)| *key == k).map(|&(_, v, l)| (v, l));
    let last = body.lines().count().saturating_sub(1);

    let mode = match get("mode") {
        None => "view".to_string(),
        Some((m, l)) if !MODES.contains(&m) => {
            return Err(err(l, format!("unknown mode `{m}` (modes: {})", MODES.join(", "))))
        }
        Some((m, _)) => m.to_string(),
    };
    let (pos_text, pos_line) = get("position").unwrap_or(("start", 0));
    // `position:` may hold the notation, which itself contains `:`; split_once kept it whole.
    let position =
        Position::parse_or_start(pos_text).map_err(|e| err(pos_line, format!("bad position `{pos_text}`: {e}")))?;
    let flag = |k: &str| -> Result<bool, BlockError> {
        match get(k) {
            None | Some(("false", _)) => Ok(false),
            Some(("true", _)) => Ok(true),
            Some((v, l)) => Err(err(l, format!("`{k}` must be true or false, found `{v}`"))),
        }
    };
    let flip = flag("flip")?;
    let labels = flag("labels")?;

    let (moves_text, moves_line) = get("moves").unwrap_or(("", 0));
    let moves: Vec<String> = moves_text.split_whitespace().map(str::to_string).collect();
    let mut after = position.clone();
    for (n, m) in moves.iter().enumerate() {
        let mv =
            after.parse_move(m).map_err(|e| err(moves_line, format!("move {} `{m}` is not a move: {e}", n + 1)))?;
        after = after
            .apply(&mv)
            .map_err(|e| err(moves_line, format!("move {} `{m}` is illegal (rule {}): {e}", n + 1, e.rule())))?;
    }

    let goal = get("goal");
    match (mode.as_str(), goal) {
        ("exercise", None) => return Err(err(last, "an exercise needs a `goal`")),
        ("exercise", Some((g, l))) => check_goal(&after, g).map_err(|r| err(l, r))?,
        (_, Some((_, l))) => return Err(err(l, "`goal` is only for `mode: exercise`")),
        _ => {}
    }
    Ok(Block { mode, position, moves, flip, labels, goal: goal.map(|(g, _)| g.to_string()), after })
}

/// A goal (book/src/authoring.md#goals): it must parse and have at least one solution among the legal moves.
pub fn check_goal(pos: &Position, goal: &str) -> Result<(), String> {
    let words: Vec<&str> = goal.split_whitespace().collect();
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return Err("the side to move has no legal move, so the exercise has no solution".into());
    }
    let pit_arg = || -> Result<Pit, String> {
        match words.as_slice() {
            [_, p] => Pit::parse(p)
                .filter(|p| p.on_board(pos.variant()))
                .ok_or_else(|| format!("`{p}` is not a pit of this board")),
            _ => Err(format!("`{}` takes one pit, e.g. `{} a4`", words[0], words[0])),
        }
    };
    let mover: Side = pos.to_move();
    let any = |f: &dyn Fn(&Event) -> bool| -> bool {
        legal.iter().any(|m| pos.play(m).map(|p| p.events.iter().any(f)).unwrap_or(false))
    };
    let found = match words.first().copied() {
        Some("capture") => {
            let pit = pit_arg()?;
            any(&|e| {
                matches!(e, Event::Capture { pit: p, .. } | Event::KinguluCapture { pit: p, .. } | Event::Remove { pit: p } if *p == pit)
            })
        }
        Some("end") => {
            let pit = pit_arg()?;
            any(&|e| {
                matches!(e, Event::MoveEnd { pit: p } | Event::NyumbaStop { pit: p, .. } | Event::TakasiaStop { pit: p } if *p == pit)
            })
        }
        Some(w @ ("takasia" | "win" | "safari" | "reserve" | "legal")) if words.len() > 1 => {
            return Err(format!("`{w}` takes nothing after it"))
        }
        Some("takasia") => any(&|e| matches!(e, Event::Takasia { .. })),
        Some("win") => any(&|e| matches!(e, Event::GameOver { outcome } if outcome.winner() == Some(mover))),
        Some("safari") => any(&|e| matches!(e, Event::Safari { .. })),
        Some("reserve") => any(&|e| matches!(e, Event::Reserve { .. })),
        Some("legal") => true,
        Some("move") => {
            if words.len() < 2 {
                return Err("`move` needs at least one move, e.g. `move A6<`".into());
            }
            let mut ok = false;
            for w in &words[1..] {
                let mv: Move = pos.parse_move(w).map_err(|e| format!("`{w}` is not a move: {e}"))?;
                ok |= legal.contains(&mv);
            }
            ok
        }
        _ => {
            return Err(format!(
                "unknown goal `{goal}` (goals: capture <pit>, takasia, win, safari, reserve, end <pit>, move <m>..., legal)"
            ))
        }
    };
    if found {
        Ok(())
    } else {
        Err(format!("goal `{goal}` has no solution among the legal moves ({})", list(&legal)))
    }
}

fn list(moves: &[Move]) -> String {
    moves.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")
}

/// The placeholder the widget loader mounts on, with the static diagram inside.
pub fn placeholder(block: &Block, id: &str) -> String {
    let shown = match block.mode.as_str() {
        // The stepper and the editor start from the start position; the others show the
        // position after `moves`.
        "step" | "edit" => &block.position,
        _ => &block.after,
    };
    let svg = render_svg(shown, &Options { flip: block.flip, labels: block.labels, ..Options::default() });
    format!(
        r#"<div class="bao-widget" data-mode="{}" data-position="{}" data-moves="{}" data-flip="{}" data-labels="{}" data-goal="{}" data-id="{}" translate="no">{}</div>"#,
        esc(&block.mode),
        esc(&block.position.to_string()),
        esc(&block.moves.join(" ")),
        block.flip,
        block.labels,
        esc(block.goal.as_deref().unwrap_or("")),
        esc(id),
        svg
    )
}

/// HTML attribute escaping.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(body: &str) -> BlockError {
        parse(body).expect_err("should fail")
    }

    #[test]
    fn defaults_are_a_view_of_the_start() {
        let b = parse("").unwrap();
        assert_eq!(b.mode, "view");
        assert_eq!(b.position, Position::parse_or_start("start").unwrap());
        assert!(!b.flip && !b.labels && b.goal.is_none());
    }

    #[test]
    fn a_valid_step_block() {
        let b = parse("mode: step\nposition: start\nmoves: A7< a5>\nflip: true").unwrap();
        assert_eq!(b.moves, ["A7<", "a5>"]);
        assert!(b.flip);
        let html = placeholder(&b, "course/01-sowing#1");
        assert!(html.starts_with(
            r#"<div class="bao-widget" data-mode="step" data-position="kiswahili:0,0,0,0,0,0,0,0/0,2,2,6"#
        ));
        assert!(html.contains(r#"data-moves="A7&lt; a5&gt;""#));
        assert!(html.contains(r#"data-id="course/01-sowing#1""#));
        assert!(html.contains("<svg class=\"bao-diagram"));
        assert!(!html.contains('\n'), "one line, so markdown keeps it as one HTML block");
    }

    #[test]
    fn unknown_field_names_the_line() {
        let x = e("mode: view\ncolour: red");
        assert_eq!(x.line, 1);
        assert!(x.reason.contains("unknown field `colour`"), "{}", x.reason);
    }

    #[test]
    fn a_line_without_a_colon_and_a_repeated_field() {
        assert!(e("mode view").reason.contains("key: value"));
        assert_eq!(e("flip: true\nflip: false").line, 1);
        assert!(e("flip: yes").reason.contains("true or false"));
        assert!(e("mode: watch").reason.contains("unknown mode"));
    }

    #[test]
    fn bad_position_says_which_field() {
        let x = e("mode: view\nposition: kiswahili:1,2:S");
        assert_eq!(x.line, 1);
        assert!(x.reason.starts_with("bad position"), "{}", x.reason);
        assert!(e("position: start:chess").reason.contains("unknown game"));
    }

    #[test]
    fn illegal_move_gives_its_rule_number() {
        // K12: namua seeds go into a front pit; B3 is in the back row.
        let x = e("mode: step\nmoves: B3<");
        assert_eq!(x.line, 1);
        assert!(x.reason.contains("move 1 `B3<` is illegal (rule K12)"), "{}", x.reason);
        // Not a move at all.
        assert!(e("moves: Z9").reason.contains("is not a move"));
        // South plays, then South's pit again: it is North's turn (K3).
        let y = e("moves: A7< A6<");
        assert!(y.reason.contains("move 2 `A6<` is illegal (rule K3)"), "{}", y.reason);
    }

    #[test]
    fn exercise_needs_a_goal_with_a_solution() {
        assert!(e("mode: exercise").reason.contains("needs a `goal`"));
        assert!(e("mode: view\ngoal: legal").reason.contains("only for `mode: exercise`"));
        assert!(e("mode: exercise\ngoal: fly").reason.contains("unknown goal"));
        // No capture of a1 is possible from the start (a1 is empty).
        let x = e("mode: exercise\ngoal: capture a1");
        assert!(x.reason.contains("has no solution"), "{}", x.reason);
        assert!(e("mode: exercise\ngoal: capture z1").reason.contains("not a pit"));
        assert!(e("mode: exercise\ngoal: move Q1<").reason.contains("not a move"));
        assert!(parse("mode: exercise\ngoal: legal").is_ok());
    }

    #[test]
    fn exercise_goals_that_have_a_solution_pass() {
        // Find, within two plies of the start, a position where the mover can capture.
        let start = Position::parse_or_start("start").unwrap();
        let captures = |p: &Position| -> Option<Pit> {
            p.legal_moves().iter().find_map(|m| {
                p.play(m).ok()?.events.iter().find_map(|e| match e {
                    Event::Capture { pit, .. } => Some(*pit),
                    _ => None,
                })
            })
        };
        let mut found = None;
        'outer: for m1 in start.legal_moves() {
            let p1 = start.apply(&m1).unwrap();
            if let Some(pit) = captures(&p1) {
                found = Some((format!("{m1}"), pit));
                break;
            }
            for m2 in p1.legal_moves() {
                let p2 = p1.apply(&m2).unwrap();
                if let Some(pit) = captures(&p2) {
                    found = Some((format!("{m1} {m2}"), pit));
                    break 'outer;
                }
            }
        }
        let (moves, pit) = found.expect("a capture within two plies");
        parse(&format!("mode: exercise\nmoves: {moves}\ngoal: capture {pit}")).unwrap();
        let mv = start.legal_moves()[0];
        parse(&format!("mode: exercise\ngoal: move {mv} A1<")).unwrap();
    }
}
