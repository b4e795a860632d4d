#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The locales are complete and every message formats.
//!
//! `existing_languages_match_english` checks every language folder that exists against
//! English: each message id, attribute and variable English has, and that each message formats
//! (with plural-category numbers for every variable). A language in progress
//! (`locales/languages.json`) may lack messages (English fills in), nothing else.
//! `every_shipped_language_folder_exists` checks the shipped languages' folders.

use bao_app::fluent::{Resource, Value};
use bao_app::i18n::{build_bundle, format_with, sources, Arg, Msg, IN_PROGRESS, LANGS};
use bao_app::narrate::{self, samples};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// id (or `id.attr`) -> variables used.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn vars_pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            vars_expr(expression, out);
        }
    }
}

fn vars_expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            vars_inline(selector, out);
            for v in variants {
                vars_pattern(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => vars_inline(i, out),
    }
}

fn vars_inline(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => vars_expr(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                vars_inline(a, out);
            }
            for a in &arguments.named {
                vars_inline(&a.value, out);
            }
        }
        _ => {}
    }
}

/// The shape of a language: its messages, attributes and variables; syntax errors fail.
fn shape(code: &str) -> Result<Shape, Vec<String>> {
    let (shape, errors) = shape_and_errors(code)?;
    if errors.is_empty() {
        Ok(shape)
    } else {
        Err(errors)
    }
}

/// The shape of what parses (the parser skips a broken entry), and the syntax errors.
fn shape_and_errors(code: &str) -> Result<(Shape, Vec<String>), Vec<String>> {
    let files = sources(code).ok_or_else(|| vec![format!("{code}: no folder locales/{code}")])?;
    let mut out = Shape::new();
    let mut errors = Vec::new();
    for (name, text) in files {
        let res = match fluent_syntax::parser::parse(*text) {
            Ok(r) => r,
            Err((r, errs)) => {
                errors.extend(errs.iter().map(|e| format!("{code}/{name}: syntax error {e:?}")));
                r
            }
        };
        for entry in &res.body {
            if let ast::Entry::Message(m) = entry {
                let id = m.id.name.to_string();
                if out.contains_key(&id) {
                    errors.push(format!("{code}/{name}: {id} defined twice"));
                }
                let mut vars = BTreeSet::new();
                if let Some(v) = &m.value {
                    vars_pattern(v, &mut vars);
                }
                out.insert(id.clone(), vars);
                for a in &m.attributes {
                    let mut vars = BTreeSet::new();
                    vars_pattern(&a.value, &mut vars);
                    out.insert(format!("{id}.{}", a.id.name), vars);
                }
            }
        }
    }
    Ok((out, errors))
}

/// Differences of `code` from English, and formatting errors, as readable lines. A language in
/// progress may lack messages, and a syntax error only drops the entry (English fills in for
/// both); what it does have must be right.
fn problems(code: &str) -> Vec<String> {
    let en = match shape("en") {
        Ok(s) => s,
        Err(e) => return e,
    };
    let partial = IN_PROGRESS.contains(&code);
    let mut out = Vec::new();
    let this = match shape_and_errors(code) {
        Ok((s, errors)) => {
            if !partial {
                out.extend(errors);
            }
            s
        }
        Err(e) => return e,
    };
    for (id, vars) in &en {
        match this.get(id) {
            None if partial => {}
            None => out.push(format!("{code}: missing {id}")),
            Some(v) => {
                for missing in vars.difference(v) {
                    out.push(format!("{code}: {id} does not use ${missing}"));
                }
                for extra in v.difference(vars) {
                    out.push(format!("{code}: {id} uses ${extra}, which the widgets never pass"));
                }
            }
        }
    }
    // Every message formats with every variable set, for numbers of each plural category.
    let Some(files) = sources(code) else { return out };
    let (bundle, errors) = build_bundle(code, files);
    if !partial {
        out.extend(errors);
    }
    for (id, vars) in &this {
        for n in [0i64, 1, 2, 3, 5, 11, 21, 100] {
            let args: Vec<(&str, Value<'_>)> = vars.iter().map(|v| (v.as_str(), Value::Num(n))).collect();
            let mut errs = Vec::new();
            match bundle.format(id, &args, &mut errs) {
                None => {
                    out.push(format!("{code}: {id} has no value"));
                    break;
                }
                Some(_) if !errs.is_empty() => {
                    out.push(format!("{code}: {id} does not format: {errs:?}"));
                    break;
                }
                Some(_) => {}
            }
        }
    }
    out
}

/// The values worth trying for each variable of a pattern: the keys of the selects on it, a
/// string no select knows, and numbers of every plural category (up to 100: above it the
/// reference's Romanian rules are CLDR 37's, which drop `n % 100`; see `fluent::plural`).
fn trial_values(p: &ast::Pattern<&str>, out: &mut BTreeMap<String, BTreeSet<String>>) {
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeMap<String, BTreeSet<String>>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = out.entry(id.name.to_string()).or_default();
                    for v in variants {
                        if let ast::VariantKey::Identifier { name } = v.key {
                            keys.insert(name.to_string());
                        }
                    }
                }
                for v in variants {
                    trial_values(&v.value, out);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                out.entry(id.name.to_string()).or_default();
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => expr(expression, out),
            ast::Expression::Inline(_) => {}
        }
    }
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expr(expression, out);
        }
    }
}

thread_local! {
    /// The language the reference formats numbers for (`fluent-bundle` writes numbers as they
    /// are; the widgets write them as CLDR says, so the reference asks ICU).
    static REFERENCE_LANG: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// The reference's number formatter: ICU's, for the language's CLDR locale.
fn icu_number<M>(v: &FluentValue<'_>, _: &M) -> Option<String> {
    let FluentValue::Number(n) = v else { return None };
    let code = REFERENCE_LANG.with(|l| l.borrow().clone());
    let (_, cldr) = bao_app::fluent::CLDR_LOCALES.iter().find(|(c, _)| *c == code)?;
    let locale: icu_locale_core::Locale = cldr.parse().ok()?;
    let f = icu_decimal::DecimalFormatter::try_new((&locale).into(), Default::default()).ok()?;
    Some(f.format(&icu_decimal::input::Decimal::from(n.value as i64)).to_string())
}

/// Formats every message and attribute of `source` with the reference (fluent-bundle, no
/// isolation marks, numbers by ICU) and with the bundle's formatter, for each trial value of
/// each variable (the others set to `2` and to a select key in turn); returns the differences.
fn compare_with_reference(code: &str, source: &str) -> Vec<String> {
    // Portuguese is written as in Mozambique (CLDR pt-MZ: `0 sementes`), whose plural rules are
    // its parent pt-PT's; fluent-bundle's plural data (intl_pluralrules) has pt-PT, not pt-MZ,
    // and would take Brazil's `pt` (`0 semente`).
    let tag = if code == "pt" { "pt-PT" } else { code };
    let langid: unic_langid::LanguageIdentifier = tag.parse().expect("a language tag");
    let mut reference = FluentBundle::new(vec![langid]);
    // Right-to-left languages isolate their placeables, as fluent-bundle does (fluent::Resource).
    reference.set_use_isolating(bao_app::i18n::RTL.contains(&code));
    reference.set_formatter(Some(icu_number));
    REFERENCE_LANG.with(|l| *l.borrow_mut() = code.to_string());
    let res = FluentResource::try_new(source.to_string()).expect("the reference reads it");
    reference.add_resource(res).expect("no duplicates");
    let mut ours = Resource::new(code);
    let errors = ours.add(source);
    let mut out: Vec<String> =
        errors.iter().map(|e| format!("{code}: ours cannot read line {}: {}", e.line, e.what)).collect();
    let parsed = fluent_syntax::parser::parse(source).expect("parses");
    let mut numbers: Vec<i64> = (0..=100).collect();
    // intl_pluralrules 7 (the reference's plural data) reads Arabic's `few` (n % 100 = 3..10) and
    // `many` (n % 100 = 11..99) without the `% 100`, so from 101 on it differs from CLDR, which
    // our formatter follows (12,345 is `many`: "12,345 شوطًا"); Arabic is compared below 101.
    if code != "ar" {
        numbers.extend([1000, 12345]);
    }
    for entry in &parsed.body {
        let ast::Entry::Message(m) = entry else { continue };
        let mut patterns: Vec<(String, &ast::Pattern<&str>)> = Vec::new();
        if let Some(v) = &m.value {
            patterns.push((m.id.name.to_string(), v));
        }
        for a in &m.attributes {
            patterns.push((format!("{}.{}", m.id.name, a.id.name), &a.value));
        }
        for (id, pattern) in patterns {
            let mut vars = BTreeMap::new();
            trial_values(pattern, &mut vars);
            let names: Vec<&String> = vars.keys().collect();
            // Assignments: every variable a number n; then one variable through its trial values
            // while the others are 2, or the first key of their selects.
            let mut assignments: Vec<Vec<(String, FluentValue<'_>)>> = Vec::new();
            for &n in &numbers {
                assignments.push(names.iter().map(|v| (v.to_string(), FluentValue::from(n))).collect());
            }
            for (i, v) in names.iter().enumerate() {
                let trials: Vec<FluentValue<'_>> = vars[*v]
                    .iter()
                    .map(|k| FluentValue::from(k.clone()))
                    .chain(["x".into(), FluentValue::from(1), FluentValue::from(7)])
                    .collect();
                for others_first_key in [false, true] {
                    for t in &trials {
                        let a = names
                            .iter()
                            .enumerate()
                            .map(|(j, w)| {
                                let value = if i == j {
                                    t.clone()
                                } else if others_first_key {
                                    vars[*w]
                                        .iter()
                                        .next()
                                        .map_or(FluentValue::from(2), |k| FluentValue::from(k.clone()))
                                } else {
                                    FluentValue::from(2)
                                };
                                (w.to_string(), value)
                            })
                            .collect();
                        assignments.push(a);
                    }
                }
            }
            for a in assignments {
                let mut fargs = FluentArgs::new();
                let mut oargs: Vec<(&str, Value<'_>)> = Vec::new();
                for (k, v) in &a {
                    fargs.set(k.clone(), v.clone());
                    oargs.push((
                        k,
                        match v {
                            FluentValue::String(s) => Value::Str(s),
                            FluentValue::Number(n) => Value::Num(n.value as i64),
                            _ => Value::Str(""),
                        },
                    ));
                }
                let mut errs = Vec::new();
                let want = reference.format_pattern(pattern, Some(&fargs), &mut errs).into_owned();
                let got = ours.format(&id, &oargs, &mut Vec::new());
                if got.as_deref() != Some(want.as_str()) {
                    let shown: Vec<String> = oargs.iter().map(|(k, v)| format!("{k}={v:?}")).collect();
                    out.push(format!("{code}: {id} with {}: reference {want:?}, ours {got:?}", shown.join(" ")));
                    break;
                }
            }
        }
    }
    out
}

#[test]
fn the_formatter_writes_what_fluent_bundle_writes() {
    let mut report = Vec::new();
    for code in LANGS {
        let Some(files) = sources(code) else { continue };
        let text: String = files.iter().map(|(_, t)| *t).collect();
        report.extend(compare_with_reference(code, &text));
    }
    // Fluent syntax the files do not use yet, but may: block text, blank lines, dedent,
    // string escapes, numeric keys, nested selects, selects at a line start.
    let extra = "a =\n    first\n      second\n\n    third   \nb = x {\"\\u0041\\\"\"}  \n\
                 c = { $n ->\n    [0] none\n    [one] one { $n }\n   *[other] { $k ->\n        [a] A { $n }\n       *[b] B\n    }\n}\n\
                 d =\n    { $n } at the start\n      indented\ne = tail {$n}   \n    .title = t\n    .label =\n        block\n";
    report.extend(compare_with_reference("en", extra));
    report.extend(compare_with_reference("ro", extra));
    // Arabic: six plural categories, and every placeable isolated.
    let arabic = extra.to_string()
        + "f = { $n ->\n    [zero] لا حبات\n    [one] حبة واحدة\n    [two] حبتان\n    [few] { $n } حبات\n    [many] { $n } حبة\n   *[other] { $n } حبة\n} في { $pit }\n";
    report.extend(compare_with_reference("ar", &arabic));
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// Every message the code builds (events, reasons, parse errors, fields, games, modes) exists,
/// gets every variable it uses, and formats.
fn code_messages() -> Vec<Msg> {
    let mut msgs: Vec<Msg> = Vec::new();
    msgs.extend(samples::events().iter().map(|e| narrate::event(e, rules_core::Variant::Kiswahili)));
    msgs.extend(samples::reasons().iter().map(|r| narrate::reason(r, rules_core::Variant::Kiswahili)));
    msgs.extend(samples::parse_kinds().into_iter().map(|k| {
        let mut m = narrate::parse_error(&rules_core::ParseError::new("rows", 3, k));
        m.nested.clear();
        m.arg("field", "board")
    }));
    msgs.extend(samples::FIELDS.iter().map(|f| Msg::new(narrate::field_id(f))));
    msgs.extend(rules_core::Variant::ALL.iter().map(|v| Msg::new(format!("game-{}", v.name()))));
    msgs.extend(bao_schema::Mode::ALL.iter().map(|m| Msg::new(format!("mode-{}", m.name()))));
    msgs.extend(lesson_error_messages());
    msgs.extend(narrate::samples::record_errors().iter().map(|e| {
        // The nested record-<id> message, with a word for each message nested in it.
        let (_, mut what) = narrate::record_error(e).nested.remove(0);
        for (name, _) in std::mem::take(&mut what.nested) {
            what = what.arg(name, "text");
        }
        what
    }));
    msgs.extend(narrate::samples::record_errors().iter().map(|e| {
        let mut m = narrate::record_error(e);
        m.nested.clear();
        m.arg("text", "text")
    }));
    msgs.extend(training_messages());
    msgs
}

/// The messages of exercises, drills and progress, made by running the models (nested messages
/// are checked on their own and stand in as a word), and the few the views build themselves.
fn training_messages() -> Vec<Msg> {
    use bao_app::drill::{Answer, DrillModel};
    use bao_app::exercise::{explain_wrong, punish, ExerciseModel};
    use bao_app::progress::{ImportError, Progress};
    use bao_schema::{Drill, Goal, Lesson};
    use rules_core::{Position, Variant};
    let mut out: Vec<Msg> = Vec::new();
    let mut add = |m: Msg| {
        fn flatten(m: Msg, out: &mut Vec<Msg>) {
            let mut top = Msg { nested: Vec::new(), ..m.clone() };
            for (name, inner) in m.nested {
                top = top.arg(name, "text");
                flatten(inner, out);
            }
            out.push(top);
        }
        flatten(m, &mut out);
    };
    // Every goal's idea, hints and a wrong answer with a reply, on the book's kinds of position.
    let blocks = [
        "mode: exercise\nposition: start:kujifunza\ngoal: capture a5",
        "mode: exercise\nmoves: A7<\ngoal: capture A4",
        "mode: exercise\ngoal: end A4",
        "mode: exercise\ngoal: legal",
        "mode: exercise\nposition: start:kujifunza\ngoal: legal",
        "mode: exercise\nposition: start:kimasai\ngoal: legal",
        "mode: exercise\ngoal: move A7<",
        "mode: exercise\nposition: kujifunza:8,0,1,5,1,5,2,1/1,0,0,1,0,0,0,0/2,2,4,4,0,5,4,1/0,3,0,4,5,2,1,2:S\ngoal: win",
        "mode: exercise\nposition: kujifunza:3,10,4,6,1,5,3,9/2,5,0,3,2,0,4,0/0,0,0,0,0,0,1,0/2,1,0,1,0,0,2,0:S\ngoal: safe",
        "mode: exercise\nposition: kujifunza:4,1,3,1,0,1,1,12/1,0,0,0,0,0,0,0/3,7,5,2,9,0,3,0/3,1,1,2,0,1,1,2:S\ngoal: win 2",
    ];
    for b in blocks {
        let l = Lesson::parse_block(b).expect("a valid block");
        let pos = l.after().clone();
        let goal = l.goal.expect("an exercise");
        let mut x = ExerciseModel::new(pos.clone(), goal.clone());
        add(x.goal_msg());
        for _ in 0..3 {
            add(x.hint());
        }
        for mv in pos.legal_moves() {
            let p = pos.play(&mv).expect("legal");
            add(explain_wrong(&mv, &p.events, pos.variant()));
            if let Some((_, m)) = punish(&goal, &p.position) {
                add(m);
            }
        }
        let mut y = ExerciseModel::new(pos.clone(), goal.clone());
        for mv in pos.legal_moves().into_iter().take(3) {
            let fb = y.answer(mv);
            add(fb.msg);
            fb.reply.into_iter().for_each(&mut add);
            y.retry();
        }
    }
    for g in [
        Goal::Takasia,
        Goal::Safari,
        Goal::Reserve,
        Goal::WinTwo,
        Goal::Safe,
        Goal::Captures(1),
        Goal::Captures(2),
        Goal::Guard(1),
        Goal::Guard(3),
        Goal::Endgame(1),
        Goal::Endgame(3),
    ] {
        add(ExerciseModel::new(Position::start(Variant::Kiswahili), g).goal_msg());
    }
    for g in ["takasia", "safari", "reserve", "win 2", "captures 2", "guard 1", "endgame 3"] {
        let pos = Position::start(Variant::Kiswahili);
        let g = Goal::parse(g, &pos).expect("a goal");
        add(bao_app::idea::idea(&g, &pos, &pos.legal_moves()));
    }
    // Every drill's prompt and verdicts, right and wrong, in both Bao games.
    for v in [Variant::Kujifunza, Variant::Kiswahili] {
        for kind in Drill::ALL {
            for seed in 0..6 {
                let mut d = DrillModel::new(kind, Position::start(v), seed, 0);
                add(d.prompt());
                let q = d.question().cloned().expect("a question");
                let verdict = match q.answer {
                    Answer::Moves(_) => {
                        if seed % 2 == 0 {
                            for (p, _) in d.right_marks() {
                                d.click(p);
                            }
                        }
                        d.check()
                    }
                    Answer::Pit(p) => d.click(if seed % 2 == 0 { p } else { q.pos.pits()[0] }),
                    Answer::Captures(c) => d.choose(c ^ (seed % 2 == 1)),
                };
                add(verdict.expect("judged").msg);
            }
        }
    }
    add(DrillModel::new(Drill::LegalMoves, Position::start(Variant::Kimasai), 1, 0).prompt());
    for e in [
        ImportError::NotJson { offset: 3 },
        ImportError::NotProgress,
        ImportError::Version { version: 2 },
        ImportError::Bad { part: "stars" },
        ImportError::TooBig { limit: 3_000_000 },
        ImportError::TooMany { limit: 4000 },
        ImportError::NotKept,
    ] {
        add(e.msg());
    }
    let _ = Progress::default();
    // What the views build themselves.
    for m in [
        Msg::new("ex-stars-left").arg("stars", 2u8),
        Msg::new("drill-streak").arg("count", 3u32).arg("best", 7u32),
        Msg::new("map-total").arg("earned", 5u32).arg("possible", 9u32).arg("done", 1usize).arg("stages", 3usize),
        Msg::new("map-stage-stars").arg("earned", 5u32).arg("possible", 9u32),
        Msg::new("map-reset-done").arg("stage", "Capture"),
        Msg::new("progress-loaded").arg("count", 4usize),
        Msg::new("fragment-too-long").arg("limit", 2000usize),
        Msg::new("embed-bad-id").arg("limit", 300usize),
        Msg::new("score-line").arg("right", 1u32).arg("total", 13u32).arg("tried", 2u32),
        Msg::new("review-count").arg("count", 0usize),
        Msg::new("review-count").arg("count", 21usize),
    ] {
        add(m);
    }
    for id in [
        "drill-right",
        "drill-wrong",
        "drill-answer-shown",
        "drill-none",
        "btn-capture",
        "btn-takasa",
        "btn-next",
        "progress-not-saved",
        "course-loading",
        "course-unavailable",
        "map-next",
        "map-complete",
        "map-reset",
        "map-reset-confirm",
        "btn-progress-save",
        "btn-progress-load",
        "progress-saved-file",
        "progress-save-failed",
        "import-unreadable",
        "embed-no-progress-page",
        "btn-test-again",
        "review-off",
        "review-switch-on",
        "review-switch-off",
        "review-empty",
        "review-removed",
        "goal-nothing-wrong",
    ] {
        add(Msg::new(id));
    }
    out
}

/// Every message a lesson that cannot be read shows, from both sources (nested messages, such
/// as the parse error inside `error-position`, are checked on their own above).
fn lesson_error_messages() -> Vec<Msg> {
    use bao_app::lesson::{error_msgs, Source};
    use bao_schema::{Error, Fields, GoalError, Key, Mode, MoveError};
    let parse = rules_core::ParseError::new("rows", 3, rules_core::ParseErrorKind::BadNumber);
    let illegal =
        rules_core::Illegal { reason: rules_core::Reason::MustCapture, variant: rules_core::Variant::Kiswahili };
    let errors = [
        Error::NotKeyValue { text: "x".into() },
        Error::UnknownKey { key: "colour".into() },
        Error::Repeated { key: Key::Flip },
        Error::BadEncoding,
        Error::BadValue { key: Key::Mode, value: "fly".into() },
        Error::BadValue { key: Key::Flip, value: "yes".into() },
        Error::Position(parse.clone()),
        Error::Move { number: 2, text: "A1<".into(), why: MoveError::Syntax(parse) },
        Error::Move { number: 2, text: "A1<".into(), why: MoveError::Illegal(illegal) },
        Error::Missing { key: Key::Goal },
        Error::NotForMode { key: Key::Goal, mode: Mode::View },
        Error::Goal(GoalError::NeedsMove),
        Error::Goal(GoalError::NoSolution { legal: Vec::new() }),
        Error::Goal(GoalError::NothingWrong),
        Error::DrillGame { drill: bao_schema::Drill::Kichwa, game: rules_core::Variant::Kingulu },
        Error::Missing { key: Key::Drill },
        Error::Missing { key: Key::Record },
        Error::Record(narrate::samples::record_errors().remove(3)),
        Error::BadEmbedValue { key: "theme", value: "sepia".into() },
    ];
    let mut out = Vec::new();
    for e in &errors {
        for source in [Source::Attributes, Source::Fragment] {
            out.extend(error_msgs(e, &Fields::new(), source).into_iter().map(|mut m| {
                // Nested messages arrive formatted: stand in a word for each.
                for (name, _) in std::mem::take(&mut m.nested) {
                    m = m.arg(name, "text");
                }
                m
            }));
        }
    }
    out
}

#[test]
fn english_has_every_message_the_code_uses() {
    let en = shape("en").expect("English parses");
    let files = sources("en").expect("English exists");
    let (bundle, errors) = build_bundle("en", files);
    assert!(errors.is_empty(), "{errors:?}");
    let mut bad = Vec::new();
    for msg in code_messages() {
        let Some(vars) = en.get(&msg.id) else {
            bad.push(format!("no message {}", msg.id));
            continue;
        };
        let given: BTreeSet<String> = msg.args.iter().map(|(k, _)| k.to_string()).collect();
        for v in vars.difference(&given) {
            bad.push(format!("{} uses ${v}, which the code does not pass", msg.id));
        }
        let mut errs = Vec::new();
        match format_with(&bundle, &msg, &[], &mut errs) {
            Some(text) if errs.is_empty() && !text.trim().is_empty() => {}
            other => bad.push(format!("{} formats badly: {other:?} {errs:?}", msg.id)),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn english_narration_reads_well() {
    let files = sources("en").expect("English exists");
    let (bundle, _) = build_bundle("en", files);
    let capture = rules_core::Event::Capture {
        by: rules_core::Pit::parse("a5").expect("pit"),
        pit: rules_core::Pit::parse("A4").expect("pit"),
        count: 1,
        kichwa: rules_core::Pit::parse("a8").expect("pit"),
        dir: rules_core::Dir::Left,
        why: rules_core::KichwaWhy::RightZone,
    };
    let text = format_with(&bundle, &narrate::event(&capture, rules_core::Variant::Kiswahili), &[], &mut Vec::new())
        .expect("formats");
    assert_eq!(
        text,
        "Capture (K11): a5 takes 1 seed from A4; it enters at North's right kichwa a8 and is sown to the left (right end zone, K11.1)."
    );
    let m = Msg::new("pit-label").arg("pit", "A5").arg("count", 7u8).arg("kind", "nyumba").arg("state", "none");
    assert_eq!(format_with(&bundle, &m, &[], &mut Vec::new()).as_deref(), Some("A5, nyumba, 7 seeds"));
    let m = Msg::new("pit-label").arg("pit", "b3").arg("count", 1u8).arg("kind", "plain").arg("state", "takasia");
    assert_eq!(format_with(&bundle, &m, &[], &mut Vec::new()).as_deref(), Some("b3, 1 seed, under takasia"));
    let _ = Arg::N(0);
}

#[test]
fn existing_languages_match_english() {
    let mut report = Vec::new();
    let mut checked = Vec::new();
    for code in LANGS {
        if sources(code).is_none() {
            continue;
        }
        checked.push(*code);
        report.extend(problems(code));
    }
    assert!(checked.contains(&"en"));
    assert!(report.is_empty(), "checked {checked:?}:\n{}", report.join("\n"));
}

#[test]
fn every_shipped_language_folder_exists() {
    let missing: Vec<&str> =
        LANGS.iter().copied().filter(|c| !IN_PROGRESS.contains(c) && sources(c).is_none()).collect();
    assert!(missing.is_empty(), "missing locale folders: {missing:?}");
    assert_eq!(LANGS[0], "en", "English, the fallback, comes first");
}
