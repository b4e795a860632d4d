//! Events, illegal-move reasons and parse errors as messages (ids and arguments), for the
//! locales to put into words. Every variant maps to its own id: `event-<id>`, `illegal-<id>`,
//! `parse-<id>`.

use crate::i18n::Msg;
use crate::view::BoardView;
use rules_core::{
    Dir, Event, KichwaWhy, NyumbaLostWhy, ParseError, ParseErrorKind, Pit, Reason, RecordError, RecordErrorKind, Side,
    Stage, Variant,
};

/// The select key of a side in the locale files (`{ $side -> [south] ... }`).
#[must_use]
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

/// The select key of a direction in the locale files: `left` for `<`, `right` for `>`.
#[must_use]
pub fn dir_key(dir: Dir) -> &'static str {
    match dir {
        Dir::Left => "left",
        Dir::Right => "right",
    }
}

/// Which end of its owner's front row a kichwa is, seen from the owner's seat: `A1`/`a1`
/// "left", `A8`/`a8` "right" (pits are numbered from the owner's left, K1). Not the direction
/// its seeds are sown in: seeds entering at the left kichwa are sown to the right.
#[must_use]
pub fn kichwa_end(kichwa: Pit) -> &'static str {
    if kichwa.index == 1 {
        "left"
    } else {
        "right"
    }
}

/// The locale id of an event (without the `event-` prefix). Exhaustive on purpose: a new
/// event in rules-core does not compile until it has a message.
#[must_use]
pub fn event_id(e: &Event) -> &'static str {
    match e {
        Event::StoreSeed { .. } => "store-seed",
        Event::Lift { .. } => "lift",
        Event::Tax { .. } => "tax",
        Event::Drop { .. } => "drop",
        Event::Relay { .. } => "relay",
        Event::Safari { .. } => "safari",
        Event::NyumbaStop { .. } => "nyumba-stop",
        Event::Capture { .. } => "capture",
        Event::NyumbaLost { .. } => "nyumba-lost",
        Event::TakasiaStop { .. } => "takasia-stop",
        Event::MoveEnd { .. } => "move-end",
        Event::Takasia { .. } => "takasia",
        Event::StageChange { .. } => "stage-change",
        Event::Step { .. } => "step",
        Event::Remove { .. } => "remove",
        Event::KinguluCapture { .. } => "kingulu-capture",
        Event::Reserve { .. } => "reserve",
        Event::ReserveExtra { .. } => "reserve-extra",
        Event::Bank { .. } => "bank",
        Event::GameOver { .. } => "game-over",
    }
}

/// The narration of an event, citing the rule number of the game being played.
pub fn event(e: &Event, variant: Variant) -> Msg {
    let m = Msg::new(format!("event-{}", event_id(e))).arg("rule", e.rule(variant));
    match *e {
        Event::StoreSeed { pit }
        | Event::TakasiaStop { pit }
        | Event::MoveEnd { pit }
        | Event::Takasia { pit }
        | Event::Remove { pit } => m.arg("pit", pit.to_string()),
        Event::Lift { pit, count, dir } => m.arg("pit", pit.to_string()).arg("count", count).arg("dir", dir_key(dir)),
        Event::Tax { pit, count, left } => m.arg("pit", pit.to_string()).arg("count", count).arg("left", left),
        Event::Drop { pit, now } => m.arg("pit", pit.to_string()).arg("now", now),
        Event::Relay { pit, count } | Event::Safari { pit, count } => m.arg("pit", pit.to_string()).arg("count", count),
        Event::NyumbaStop { pit, chosen } => {
            m.arg("pit", pit.to_string()).arg("chosen", if chosen { "yes" } else { "no" })
        }
        Event::Capture { by, pit, count, kichwa, dir, why } => m
            .arg("by", by.to_string())
            .arg("pit", pit.to_string())
            .arg("count", count)
            .arg("kichwa", kichwa.to_string())
            .arg("side", side_key(kichwa.side))
            .arg("end", kichwa_end(kichwa))
            .arg("dir", dir_key(dir))
            .arg(
                "why",
                match why {
                    KichwaWhy::LeftZone => "left-zone",
                    KichwaWhy::RightZone => "right-zone",
                    KichwaWhy::Chosen => "chosen",
                    KichwaWhy::KeepsDirection => "keeps-direction",
                },
            ),
        Event::NyumbaLost { side, why } => m.arg("side", side_key(side)).arg(
            "why",
            match why {
                NyumbaLostWhy::Lifted => "lifted",
                NyumbaLostWhy::Captured => "captured",
                NyumbaLostWhy::MtajiCapture => "mtaji-capture",
            },
        ),
        Event::StageChange { stage } => m.arg(
            "stage",
            match stage {
                Stage::Namua => "namua",
                Stage::Mtaji => "mtaji",
            },
        ),
        Event::Step { from, to } | Event::ReserveExtra { from, to } => {
            m.arg("from", from.to_string()).arg("to", to.to_string())
        }
        Event::KinguluCapture { by, pit, count, total } => {
            m.arg("by", by.to_string()).arg("pit", pit.to_string()).arg("count", count).arg("total", total)
        }
        Event::Reserve { pit, by, count } => {
            m.arg("pit", pit.to_string()).arg("side", side_key(by)).arg("count", count)
        }
        Event::Bank { pit, owner } => m.arg("pit", pit.to_string()).arg("side", side_key(owner)),
        Event::GameOver { outcome } => {
            let m = m.arg("winner", outcome.winner().map_or("none", side_key));
            match outcome.score() {
                Some((south, north)) => m.arg("south", south).arg("north", north),
                None => m,
            }
        }
    }
}

/// Why a move is illegal, citing the rule number of the game being played.
#[must_use]
pub fn reason(r: &Reason, variant: Variant) -> Msg {
    let mut m = Msg::new(format!("illegal-{}", r.id())).arg("rule", r.rule(variant));
    if let Some(p) = r.pit() {
        m = m.arg("pit", p.to_string());
    }
    match *r {
        Reason::Blocked { next, .. } => m.arg("next", next.to_string()),
        Reason::FirstLapOwnHole { end, .. } => m.arg("end", end.to_string()),
        _ => m,
    }
}

/// The status line under a board: whose turn or the result, the stage and stores (Bao la
/// Kiswahili), the captured seeds (Bao Kingulu), the seeds in hand during an animation.
#[must_use]
pub fn status(v: &BoardView) -> Vec<Msg> {
    let mut out = Vec::new();
    let b = &v.board;
    match v.over {
        Some((Some(w), rule)) => out.push(Msg::new("status-winner").arg("side", side_key(w)).arg("rule", rule)),
        Some((None, rule)) => out.push(Msg::new("status-draw").arg("rule", rule)),
        // Seeds in hand: the move is being sown, not yet to be chosen.
        None => out.push(
            Msg::new(if v.hand > 0 { "status-moving" } else { "status-to-move" }).arg("side", side_key(b.to_move)),
        ),
    }
    if b.variant == Variant::Kiswahili {
        out.push(Msg::new(if v.namua { "status-stage-namua" } else { "status-stage-mtaji" }));
        for side in [Side::South, Side::North] {
            out.push(Msg::new("status-store").arg("side", side_key(side)).arg("count", b.stores[side.index()]));
        }
    }
    if b.variant == Variant::Kingulu {
        for side in [Side::South, Side::North] {
            out.push(Msg::new("status-captured").arg("side", side_key(side)).arg("count", b.captured[side.index()]));
        }
    }
    if v.hand > 0 {
        out.push(Msg::new("status-in-hand").arg("count", v.hand));
    }
    out
}

/// The locale id of a parse error's field name.
#[must_use]
pub fn field_id(field: &str) -> String {
    format!("field-{}", field.replace(' ', "-"))
}

/// A position or move that cannot be read: `parse-<kind>`, with the field and the column
/// (from 1) where the reader stopped.
#[must_use]
pub fn parse_error(e: &ParseError) -> Msg {
    let m = Msg::new(format!("parse-{}", e.kind.id()))
        .arg("column", e.column.saturating_add(1))
        .msg("field", Msg::new(field_id(e.field)));
    match &e.kind {
        ParseErrorKind::BadChar { found } => m.arg("found", found.to_string()),
        ParseErrorKind::RowCount { expected, found } | ParseErrorKind::RowLength { expected, found } => {
            m.arg("expected", *expected).arg("found", *found)
        }
        ParseErrorKind::SeedTotal { expected, found } => m.arg("expected", *expected).arg("found", *found),
        ParseErrorKind::PitTooFull { pit, max } => m.arg("pit", pit.to_string()).arg("max", *max),
        ParseErrorKind::SideTooFull { side, max } => m.arg("side", side_key(*side)).arg("max", *max),
        ParseErrorKind::Contradiction { what } => m.arg("what", *what),
        ParseErrorKind::Empty
        | ParseErrorKind::UnknownGame
        | ParseErrorKind::MissingField
        | ParseErrorKind::ExtraField
        | ParseErrorKind::BadNumber
        | ParseErrorKind::BadPit
        | ParseErrorKind::NotSorted => m,
    }
}

/// A game record that cannot be read: where (line and column, from 1) and what; an illegal
/// move gives its rule. `record-error` holds one `record-<id>` message.
#[must_use]
pub fn record_error(e: &RecordError) -> Msg {
    let what = Msg::new(format!("record-{}", e.kind.id()));
    let what = match &e.kind {
        RecordErrorKind::Position(p) => what.msg("text", parse_error(p)),
        RecordErrorKind::Move { text, error } => what.arg("move", text.as_str()).msg("text", parse_error(error)),
        RecordErrorKind::Illegal { text, number, illegal } => what
            .arg("number", number.as_str())
            .arg("move", text.as_str())
            .msg("text", reason(&illegal.reason, illegal.variant)),
        RecordErrorKind::MoveNumber { found, expected } => {
            what.arg("found", found.as_str()).arg("expected", expected.as_str())
        }
        RecordErrorKind::NumberWithoutMove { found } => what.arg("found", found.as_str()),
        RecordErrorKind::TooLong { limit } => what.arg("limit", limit / 1000),
        RecordErrorKind::TooManyMoves { limit }
        | RecordErrorKind::TooDeep { limit }
        | RecordErrorKind::CommentTooLong { limit } => what.arg("limit", *limit),
        RecordErrorKind::Empty
        | RecordErrorKind::UnclosedComment
        | RecordErrorKind::StrayBrace
        | RecordErrorKind::NothingToReplace
        | RecordErrorKind::UnclosedVariation
        | RecordErrorKind::StrayParen
        | RecordErrorKind::EmptyVariation => what,
    };
    Msg::new("record-error").arg("line", e.line).arg("column", e.column).msg("text", what)
}

/// One sample of every event, reason and parse error, for the locale test and the fuzz tests.
pub mod samples {
    use rules_core::*;

    /// Every kind of event, once (for the tests).
    #[must_use]
    pub fn events() -> Vec<Event> {
        let a = Pit::new(Side::South, Row::Front, 4);
        let b = Pit::new(Side::North, Row::Front, 5);
        vec![
            Event::StoreSeed { pit: a },
            Event::Lift { pit: a, count: 1, dir: Dir::Left },
            Event::Tax { pit: a, count: 2, left: 7 },
            Event::Drop { pit: a, now: 3 },
            Event::Relay { pit: a, count: 5 },
            Event::Safari { pit: a, count: 9 },
            Event::NyumbaStop { pit: a, chosen: true },
            Event::Capture { by: a, pit: b, count: 1, kichwa: a, dir: Dir::Right, why: KichwaWhy::LeftZone },
            Event::NyumbaLost { side: Side::North, why: NyumbaLostWhy::MtajiCapture },
            Event::TakasiaStop { pit: a },
            Event::MoveEnd { pit: a },
            Event::Takasia { pit: b },
            Event::StageChange { stage: Stage::Mtaji },
            Event::Step { from: a, to: b },
            Event::Remove { pit: b },
            Event::KinguluCapture { by: a, pit: b, count: 3, total: 4 },
            Event::Reserve { pit: b, by: Side::South, count: 4 },
            Event::ReserveExtra { from: a, to: b },
            Event::Bank { pit: b, owner: Side::North },
            Event::GameOver { outcome: Outcome::Draw { why: DrawWhy::Repetition } },
        ]
    }

    /// Every reason a move is illegal, once (for the tests).
    #[must_use]
    pub fn reasons() -> Vec<Reason> {
        let p = Pit::new(Side::South, Row::Back, 3);
        let q = Pit::new(Side::South, Row::Back, 4);
        vec![
            Reason::GameOver { outcome: Outcome::Win { winner: Side::North, why: WinWhy::NoMoves } },
            Reason::NotYourPit { pit: p },
            Reason::WrongShape,
            Reason::NoSafariChoice,
            Reason::MustCapture,
            Reason::NamuaEmptyPit { pit: p },
            Reason::NamuaBackRow { pit: p },
            Reason::KichwaForced { pit: p },
            Reason::NyumbaNotAlone { pit: p },
            Reason::SingletonNoNyumba { pit: p },
            Reason::TooFewSeeds { pit: p },
            Reason::SixteenNoCapture { pit: p },
            Reason::FrontRowFirst { pit: p },
            Reason::Takasia { pit: p },
            Reason::EmptiesFrontRow { pit: p },
            Reason::NeverEnding,
            Reason::Blocked { pit: p, next: q },
            Reason::EmptyHole { pit: p },
            Reason::Reserved { pit: p },
            Reason::FirstLapOwnHole { pit: p, end: q },
            Reason::NoStone { pit: p },
        ]
    }

    /// Every kind of parse error, once (for the tests).
    #[must_use]
    pub fn parse_kinds() -> Vec<ParseErrorKind> {
        vec![
            ParseErrorKind::Empty,
            ParseErrorKind::UnknownGame,
            ParseErrorKind::MissingField,
            ParseErrorKind::ExtraField,
            ParseErrorKind::BadChar { found: '?' },
            ParseErrorKind::BadNumber,
            ParseErrorKind::RowCount { expected: 4, found: 3 },
            ParseErrorKind::RowLength { expected: 8, found: 7 },
            ParseErrorKind::SeedTotal { expected: 64, found: 63 },
            ParseErrorKind::PitTooFull { pit: Pit::new(Side::North, Row::Back, 12), max: 1 },
            ParseErrorKind::SideTooFull { side: Side::South, max: 23 },
            ParseErrorKind::BadPit,
            ParseErrorKind::Contradiction { what: "takasia-not-front" },
            ParseErrorKind::NotSorted,
        ]
    }

    /// One record error of every kind.
    #[must_use]
    pub fn record_errors() -> Vec<RecordError> {
        let parse = ParseError::new("move", 2, ParseErrorKind::BadPit);
        let illegal = Illegal { reason: Reason::MustCapture, variant: Variant::Kiswahili };
        let kinds = vec![
            RecordErrorKind::Empty,
            RecordErrorKind::Position(ParseError::new("rows", 3, ParseErrorKind::BadNumber)),
            RecordErrorKind::Move { text: "Z9<".into(), error: parse },
            RecordErrorKind::Illegal { text: "a6<".into(), number: "1...".into(), illegal },
            RecordErrorKind::MoveNumber { found: "3.".into(), expected: "2.".into() },
            RecordErrorKind::NumberWithoutMove { found: "2...".into() },
            RecordErrorKind::UnclosedComment,
            RecordErrorKind::StrayBrace,
            RecordErrorKind::NothingToReplace,
            RecordErrorKind::UnclosedVariation,
            RecordErrorKind::StrayParen,
            RecordErrorKind::EmptyVariation,
            RecordErrorKind::TooLong { limit: 2_000_000 },
            RecordErrorKind::TooManyMoves { limit: 100_000 },
            RecordErrorKind::TooDeep { limit: 100 },
            RecordErrorKind::CommentTooLong { limit: 2_000 },
        ];
        kinds.into_iter().map(|kind| RecordError { line: 2, column: 8, kind }).collect()
    }

    /// Every field name rules-core uses in a ParseError.
    pub const FIELDS: &[&str] =
        &["game", "rows", "to move", "stores", "nyumba", "takasia", "captured", "reserved", "move", "position"];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, Lang, LANGS};
    use rules_core::{Position, Row};

    /// Every capture of some games of Bao la Kujifunza and Bao la Kiswahili (each move chosen
    /// by a simple rule, so the games differ), with the side that moved.
    fn captures() -> Vec<(Side, Event)> {
        let mut out = Vec::new();
        for v in [Variant::Kujifunza, Variant::Kiswahili] {
            for game in 0..12usize {
                let mut pos = Position::start(v);
                for ply in 0..80usize {
                    let moves = pos.legal_moves();
                    let Some(mv) = moves.get((game * 7 + ply * 3) % moves.len().max(1)) else { break };
                    let Ok(played) = pos.play(mv) else { break };
                    let mover = pos.to_move();
                    out.extend(
                        played.events.iter().filter(|e| matches!(e, Event::Capture { .. })).map(|e| (mover, *e)),
                    );
                    if played.position.outcome().is_some() {
                        break;
                    }
                    pos = played.position;
                }
            }
        }
        out
    }

    #[test]
    fn the_capture_narration_names_the_kichwa_by_its_side_and_the_sowing_by_its_direction() {
        let all = captures();
        let ends: std::collections::HashSet<(Side, u8)> = all
            .iter()
            .filter_map(|(_, e)| match e {
                Event::Capture { kichwa, .. } => Some((kichwa.side, kichwa.index)),
                _ => None,
            })
            .collect();
        assert_eq!(ends.len(), 4, "both kichwa of both sides occur: {ends:?}");
        for (mover, e) in &all {
            let Event::Capture { kichwa, dir, .. } = *e else { continue };
            // The geometry (K1, book/src/reference/board.md): each player numbers his pits from
            // his own left, so A1/a1 is the mover's left kichwa and A8/a8 his right one; seeds
            // entering at a kichwa are sown away from it, towards the other end.
            assert_eq!((kichwa.side, kichwa.row), (*mover, Row::Front), "the mover's own kichwa");
            assert!(kichwa.index == 1 || kichwa.index == 8, "{kichwa}");
            let (end, away) = if kichwa.index == 1 { ("left", Dir::Right) } else { ("right", Dir::Left) };
            assert_eq!(dir, away, "seeds entering at {kichwa} are sown away from it");
            let text = t(Lang::EN, &event(e, Variant::Kujifunza));
            let said =
                format!("at {} {end} kichwa {kichwa} and ", if *mover == Side::South { "South's" } else { "North's" });
            assert!(text.contains(&said), "{text}");
            assert!(text.contains(&format!("sown to the {} (", dir_key(dir))), "{text}");
        }
    }

    #[test]
    fn every_language_says_the_kichwa_side_before_its_name_and_the_direction_after() {
        // The words for "left" and "right" as the kichwa's side, and as the direction, per
        // language (the terms of each locale's events.ftl).
        let words = |lang: &str| -> ([&str; 2], [&str; 2]) {
            match lang {
                "en" => (["left", "right"], ["left", "right"]),
                "sw" => (["kushoto", "kulia"], ["kushoto", "kulia"]),
                "it" => (["sinistro", "destro"], ["sinistra", "destra"]),
                "es" => (["izquierda", "derecha"], ["izquierda", "derecha"]),
                "zh-Hant" => (["左", "右"], ["左", "右"]),
                "ro" => (["stânga", "dreapta"], ["stânga", "dreapta"]),
                "fr" => (["gauche", "droite"], ["gauche", "droite"]),
                "pt" => (["esquerda", "direita"], ["esquerda", "direita"]),
                "ar" => (["اليسرى", "اليمنى"], ["اليسار", "اليمين"]),
                "ja" => (["左", "右"], ["左", "右"]),
                // A language in progress without its own capture message speaks English here.
                other
                    if !crate::i18n::sources(other)
                        .is_some_and(|f| crate::i18n::build_bundle(other, f).0.has("event-capture")) =>
                {
                    (["left", "right"], ["left", "right"])
                }
                other => panic!("add the words of {other} to this test"),
            }
        };
        let pit = |s: &str| Pit::parse(s).expect("a pit");
        // South's A2> of the Bao la Kujifunza lesson (stage 5): it enters at A1, sown rightwards;
        // North's capture into a8, sown leftwards.
        let samples = [
            (
                Event::Capture {
                    by: pit("A4"),
                    pit: pit("a5"),
                    count: 2,
                    kichwa: pit("A1"),
                    dir: Dir::Right,
                    why: KichwaWhy::KeepsDirection,
                },
                0,
            ),
            (
                Event::Capture {
                    by: pit("a7"),
                    pit: pit("A2"),
                    count: 3,
                    kichwa: pit("a8"),
                    dir: Dir::Left,
                    why: KichwaWhy::RightZone,
                },
                1,
            ),
        ];
        for code in LANGS {
            let lang = Lang::from_tag(code);
            let (side, dir) = words(code);
            for (e, end) in &samples {
                let Event::Capture { kichwa, .. } = e else { continue };
                let text = t(lang, &event(e, Variant::Kujifunza));
                let at = text.rfind(&kichwa.to_string()).expect("the kichwa is named");
                let (before, after) = text.split_at(at);
                // Up to the reason in parentheses, which names the end zone.
                let after = after.split(['(', '（']).next().unwrap_or(after);
                assert!(before.contains(side[*end]) && !before.contains(side[1 - end]), "{code}: {text}");
                // The direction is the other way: away from the kichwa.
                assert!(after.contains(dir[1 - end]) && !after.contains(dir[*end]), "{code}: {text}");
            }
        }
    }
}
