//! Positions for the course, found and checked with the engine (the course's English source is
//! `book/src/course/`). Uses only the public API of rules-core.
//!
//! ```text
//! cargo run --release -p rules-core --example course_positions -- find <kind> [options]
//! cargo run --release -p rules-core --example course_positions -- moves <position>
//! ```
//!
//! `find` plays random games (`--source play`) or draws sparse random boards (`--source sparse`,
//! few seeds where the learner looks, the rest in North's back row), keeps the positions that fit
//! the kind, and prints the clearest ones (fewest seeds in South's rows and North's front row)
//! with every move's outcome. Options: `--game kujifunza|kiswahili`, `--n <shown>`,
//! `--tries <positions>`, `--seed <n>`, `--stage namua|mtaji` (kiswahili), `--to-move S|N`.
//!
//! The chapters' exercises are checked by the book's build and `bao-book check` (the one
//! reader of `bao` blocks and exercise goals, `bao_schema`): a goal without a solution, an
//! exercise that answers with a demonstration's move, a `safe` or `win 2` goal with a win in one.

use rules_core::random::Rng;
use rules_core::{Event, KichwaWhy, Move, Pit, Position, Row, Side, Variant};
use std::collections::BTreeMap;
use std::process::ExitCode;

// ---------------------------------------------------------------------------------------------
// What a move does

#[derive(Clone, Debug, Default)]
struct Info {
    mv: String,
    laps: usize,
    relays: usize,
    lifted: u8,
    first_end: Option<Pit>,
    first_capture: bool,
    captures: Vec<(Pit, Pit, u8, Pit, char, KichwaWhy)>, // by, pit, count, kichwa, dir, why
    end: Option<Pit>,
    wins: bool,
    takasia: Option<Pit>,
    safari: bool,
    nyumba_stop: bool,
    tax: bool,
    nyumba_lost: usize,
    own_nyumba_lost: bool,
    takasia_stop: bool,
    dir_first: char,
}

fn analyse(pos: &Position, mv: &Move) -> Option<(Info, Position)> {
    let played = pos.play(mv).ok()?;
    let mut i = Info { mv: mv.to_string(), ..Info::default() };
    for e in &played.events {
        match *e {
            Event::Lift { count, dir, .. } => {
                i.lifted = count;
                i.dir_first = dir.symbol();
            }
            Event::Tax { .. } => i.tax = true,
            Event::Relay { pit, .. } => {
                i.laps += 1;
                i.relays += 1;
                i.first_end.get_or_insert(pit);
            }
            Event::Capture { by, pit, count, kichwa, dir, why } => {
                i.laps += 1;
                if i.first_end.is_none() {
                    i.first_capture = true;
                    i.first_end = Some(by);
                }
                i.captures.push((by, pit, count, kichwa, dir.symbol(), why));
            }
            Event::Safari { pit, .. } => {
                i.laps += 1;
                i.safari = true;
                i.first_end.get_or_insert(pit);
            }
            Event::NyumbaStop { pit, .. } => {
                i.laps += 1;
                i.nyumba_stop = true;
                i.first_end.get_or_insert(pit);
                i.end = Some(pit);
            }
            Event::TakasiaStop { pit } => {
                i.laps += 1;
                i.takasia_stop = true;
                i.first_end.get_or_insert(pit);
                i.end = Some(pit);
            }
            Event::MoveEnd { pit } => {
                i.laps += 1;
                i.first_end.get_or_insert(pit);
                i.end = Some(pit);
            }
            Event::Takasia { pit } => i.takasia = Some(pit),
            Event::NyumbaLost { side, .. } => {
                i.nyumba_lost += 1;
                i.own_nyumba_lost |= side == pos.to_move();
            }
            _ => {}
        }
    }
    i.wins = played.position.outcome().is_some();
    Some((i, played.position))
}

fn describe(i: &Info) -> String {
    let mut s = format!("{:<5} lift={:<2} laps={:<2}", i.mv, i.lifted, i.laps);
    if !i.captures.is_empty() {
        let caps: Vec<String> =
            i.captures.iter().map(|(by, pit, n, k, d, _)| format!("{by}x{pit}({n})@{k}{d}")).collect();
        s += &format!(" cap=[{}]", caps.join(" "));
    }
    if let Some(e) = i.end {
        s += &format!(" end={e}");
    }
    if i.nyumba_stop {
        s += " STOP";
    }
    if i.safari {
        s += " SAFARI";
    }
    if i.tax {
        s += " TAX";
    }
    if i.own_nyumba_lost {
        s += " OWN-nyumba-lost";
    } else if i.nyumba_lost > 0 {
        s += " nyumba-lost";
    }
    if let Some(t) = i.takasia {
        s += &format!(" TAKASIA={t}");
    }
    if i.takasia_stop {
        s += " takasia-stop";
    }
    if i.wins {
        s += " WIN";
    }
    s
}

fn infos(pos: &Position) -> Vec<(Info, Position)> {
    pos.legal_moves().iter().filter_map(|m| analyse(pos, m)).collect()
}

// ---------------------------------------------------------------------------------------------
// Tactics by brute force

fn wins_in_one(pos: &Position) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|m| pos.apply(m).is_ok_and(|p| p.outcome().is_some())).collect()
}

fn has_win_in_one(pos: &Position) -> bool {
    pos.legal_moves().iter().any(|m| pos.apply(m).is_ok_and(|p| p.outcome().is_some()))
}

/// Moves after which the opponent has no winning reply (a winning move is safe too).
fn safe_moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| pos.apply(m).is_ok_and(|p| p.outcome().is_some() || !has_win_in_one(&p)))
        .collect()
}

/// Moves that do not win at once, after which every reply leaves a winning move.
fn wins_in_two(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| {
            let Ok(p) = pos.apply(m) else { return false };
            if p.outcome().is_some() {
                return false;
            }
            let replies = p.legal_moves();
            !replies.is_empty()
                && replies.iter().all(|r| p.apply(r).is_ok_and(|q| q.outcome().is_none() && has_win_in_one(&q)))
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Sources of positions

fn row(counts: &[u8]) -> String {
    counts.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")
}

/// A sparse random board: South's rows and North's front row hold few seeds, the rest of the 64
/// goes to North's back row (the back row is never captured and rarely matters in a lesson).
fn sparse(rng: &mut Rng, game: Variant, to_move: Side, namua: bool) -> Option<Position> {
    let mut pick = |pits: usize, occupied: u32, max: u32| -> Vec<u8> {
        let mut v = vec![0u8; pits];
        let k = 1 + rng.below(occupied);
        for _ in 0..k {
            let at = rng.below(pits as u32) as usize;
            v[at] = v[at].saturating_add(1 + rng.below(max) as u8);
        }
        v
    };
    // By the owner's numbering (pit 1 first): the mover's rows and the opponent's front row.
    let mf = pick(8, 5, 3);
    let mb = pick(8, 4, 4);
    let of = pick(8, 6, 3);
    let (stores, nyumba) = if game == Variant::Kiswahili {
        if namua {
            // South to move: both played as many moves; North to move: South played one more.
            let s = 1 + rng.below(20) as u8;
            let own = ["SN", "S", "N", "-"][rng.below(4) as usize];
            (if to_move == Side::South { (s, s) } else { (s - 1, s) }, own)
        } else {
            ((0, 0), ["SN", "S", "N", "-"][rng.below(4) as usize])
        }
    } else {
        ((0, 0), "-")
    };
    let used: u32 = mf.iter().chain(&mb).chain(&of).map(|&c| c as u32).sum::<u32>() + stores.0 as u32 + stores.1 as u32;
    if used > 60 {
        return None;
    }
    let rest = 64 - used;
    let mut dump = vec![(rest / 8) as u8; 8];
    for slot in dump.iter_mut().take((rest % 8) as usize) {
        *slot += 1;
    }
    let rev = |v: &[u8]| v.iter().rev().copied().collect::<Vec<u8>>();
    let rows = if to_move == Side::South {
        format!("{}/{}/{}/{}", row(&rev(&dump)), row(&rev(&of)), row(&mf), row(&mb))
    } else {
        format!("{}/{}/{}/{}", row(&rev(&mb)), row(&rev(&mf)), row(&of), row(&dump))
    };
    let text = match game {
        Variant::Kiswahili => {
            format!("kiswahili:{rows}:{}:{},{}:{nyumba}:-", to_move.letter(), stores.0, stores.1)
        }
        _ => format!("kujifunza:{rows}:{}", to_move.letter()),
    };
    Position::parse(&text).ok()
}

/// Every position of random games from the start.
fn random_games(rng: &mut Rng, game: Variant, games: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::start(game);
        loop {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(p.clone());
            let m = moves[rng.below(moves.len() as u32) as usize];
            match p.apply(&m) {
                Ok(n) => p = n,
                Err(_) => break,
            }
        }
    }
    out
}

/// Seeds the learner has to look at: South's rows and North's front row (of the side to move's
/// view: the mover's rows and the opponent's front row).
fn clutter(pos: &Position) -> u32 {
    let me = pos.to_move();
    pos.pits().into_iter().filter(|p| p.side == me || p.row == Row::Front).map(|p| pos.count(p) as u32).sum()
}

// ---------------------------------------------------------------------------------------------
// Kinds of positions

fn occupied_front(pos: &Position, side: Side) -> usize {
    (1..=8).filter(|&k| pos.count(Pit::new(side, Row::Front, k)) > 0).count()
}

fn facing(p: Pit) -> Pit {
    Pit::new(p.side.opponent(), Row::Front, 9 - p.index)
}

fn stage_is(pos: &Position, namua: Option<bool>) -> bool {
    match (namua, pos) {
        (None, _) => true,
        (Some(want), Position::Bao(b)) => b.is_namua() == want,
        _ => false,
    }
}

fn any_capture(all: &[(Info, Position)]) -> bool {
    all.iter().any(|(i, _)| !i.captures.is_empty())
}

fn kind_note(kind: &str, arg: Option<u32>, pos: &Position, all: &[(Info, Position)]) -> Option<String> {
    let me = pos.to_move();
    let captures: Vec<&Info> = all.iter().map(|(i, _)| i).filter(|i| !i.captures.is_empty()).collect();
    let takasa = !any_capture(all);
    let bao = match pos {
        Position::Bao(b) => b,
        _ => return None,
    };
    match kind {
        // No capture anywhere; every move one lap; several distinct ends.
        "one-lap" => {
            let ok = takasa && all.len() >= 3 && all.iter().all(|(i, _)| i.laps == 1);
            ok.then(|| "one lap each".into())
        }
        // A takasa move with exactly N relays (default 2).
        "relay" => {
            let n = arg.unwrap_or(2) as usize;
            (takasa && all.iter().any(|(i, _)| i.relays == n) && all.iter().all(|(i, _)| i.laps <= n + 2))
                .then(|| format!("a move with {n} relays"))
        }
        // A back-row takasa (front row only singletons) with moves in both directions.
        "back-row" => {
            let front_ok = (1..=8).all(|k| pos.count(Pit::new(me, Row::Front, k)) <= 1);
            (takasa && front_ok && all.len() >= 4 && all.iter().all(|(i, _)| i.laps <= 3)).then(|| "back row".into())
        }
        // One capture from the centre, nothing more.
        "capture-centre" => {
            let single = captures.iter().filter(|i| i.captures.len() == 1 && (3..=6).contains(&i.captures[0].0.index));
            (single.count() >= 1 && captures.len() <= 3 && all.iter().all(|(i, _)| i.laps <= 4))
                .then(|| "centre capture".into())
        }
        // Centre captures entering at both kichwa.
        "kichwa-both" => {
            let centre: Vec<&&Info> =
                captures.iter().filter(|i| matches!(i.captures[0].5, KichwaWhy::KeepsDirection)).collect();
            let left = centre.iter().any(|i| i.captures[0].3.index == 1);
            let right = centre.iter().any(|i| i.captures[0].3.index == 8);
            (left && right && all.iter().all(|(i, _)| i.laps <= 4)).then(|| "both kichwa".into())
        }
        // Every capture of every move from the centre, and a move that captures twice or more.
        "again-centre" => {
            let centre_only = captures.iter().all(|i| i.captures.iter().all(|c| (3..=6).contains(&c.0.index)));
            (centre_only && captures.iter().any(|i| i.captures.len() >= 2) && all.iter().all(|(i, _)| i.laps <= 6))
                .then(|| "captures again from the centre".into())
        }
        "capture-twice" => {
            let n = arg.unwrap_or(2) as usize;
            (captures.iter().any(|i| i.captures.len() == n) && all.iter().all(|(i, _)| i.laps <= 8))
                .then(|| format!("{n} captures"))
        }
        "capture-many" => captures
            .iter()
            .any(|i| i.captures.iter().any(|c| c.2 > 8) && i.laps <= 5)
            .then(|| "more than 8 captured".into()),
        // A capture from a kimbi that turns the move round.
        "kimbi-turn" => captures
            .iter()
            .any(|i| {
                let (by, _, _, _, d, why) = i.captures[0];
                let turned = d != i.dir_first || by.row == Row::Back;
                matches!(why, KichwaWhy::LeftZone | KichwaWhy::RightZone) && turned && i.laps <= 6
            })
            .then(|| "kimbi turn".into()),
        // A capture that starts in the back row.
        "back-capture" => captures
            .iter()
            .any(|i| {
                let start = Pit::parse(&i.mv[..2]).expect("a move starts with its pit");
                start.row == Row::Back && i.captures.len() <= 2 && i.laps <= 5
            })
            .then(|| "capture from the back row".into()),
        // A back-row start whose first capture is from the centre.
        "back-centre" => captures
            .iter()
            .any(|i| {
                let start = Pit::parse(&i.mv[..2]).expect("a move starts with its pit");
                start.row == Row::Back && (3..=6).contains(&i.captures[0].0.index) && i.laps <= 5
            })
            .then(|| "centre capture from the back row".into()),
        // Captures exist, so many pits with 2+ seeds may not start a move.
        "compulsory" => {
            let legal: std::collections::BTreeSet<Pit> =
                all.iter().filter_map(|(i, _)| Pit::parse(&i.mv[..i.mv.len() - 1].replace('+', ""))).collect();
            let two_plus = pos.pits().into_iter().filter(|p| p.side == me && pos.count(*p) >= 2).count();
            (!captures.is_empty() && legal.len() <= 3 && two_plus >= legal.len() + 3)
                .then(|| format!("{} legal pits of {two_plus}", legal.len()))
        }
        // A takasa with a lap that ends in an occupied front pit facing seeds (no capture).
        "takasa-facing" => {
            if !takasa {
                return None;
            }
            all.iter()
                .any(|(i, _)| {
                    let Ok(played) = pos.play(&pos.parse_move(&i.mv).expect("own move")) else { return false };
                    played.events.iter().any(|e| matches!(*e, Event::Relay { pit, .. } if pit.side == me && pit.row == Row::Front && pos.count(facing(pit)) > 0))
                        && i.laps <= 6
                })
                .then(|| "takasa relays facing seeds".into())
        }
        // A pit with 16+ seeds whose first lap ends in an occupied front pit facing seeds.
        "sixteen" => all
            .iter()
            .any(|(i, _)| {
                i.lifted >= 16
                    && i.captures.is_empty()
                    && i.first_end.is_some_and(|p| p.side == me && p.row == Row::Front && pos.count(facing(p)) > 0)
            })
            .then(|| "16+ would capture".into()),
        // No capture; pits with 2+ seeds in both rows: only front pits may start.
        "front-first" => {
            let back2 = (1..=8).filter(|&k| pos.count(Pit::new(me, Row::Back, k)) >= 2).count();
            let front2 = (1..=8).filter(|&k| pos.count(Pit::new(me, Row::Front, k)) >= 2).count();
            (takasa && back2 >= 2 && (1..=2).contains(&front2)).then(|| format!("front {front2}, back {back2}"))
        }
        "lone-kichwa" => {
            let occ: Vec<u8> = (1..=8).filter(|&k| pos.count(Pit::new(me, Row::Front, k)) > 0).collect();
            (occ == [1] || occ == [8]).then(|| "lone kichwa".into())
        }
        "win1" => {
            let w = wins_in_one(pos);
            (!w.is_empty() && w.len() * 3 <= all.len() && all.len() >= 4).then(|| format!("wins: {w:?}"))
        }
        "safe" => {
            if has_win_in_one(pos) {
                return None;
            }
            let s = safe_moves(pos);
            (!s.is_empty() && s.len() * 3 <= all.len() && all.len() >= 3)
                .then(|| format!("safe: {}", s.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")))
        }
        "win2" => {
            if has_win_in_one(pos) || all.len() > 24 {
                return None;
            }
            let w = wins_in_two(pos);
            (!w.is_empty() && w.len() <= 2)
                .then(|| format!("win in two: {}", w.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" ")))
        }
        // ---- Bao la Kiswahili
        "namua-capture" => {
            (bao.is_namua() && !captures.is_empty() && captures.len() <= 4 && all.iter().all(|(i, _)| i.laps <= 4))
                .then(|| "namua capture".into())
        }
        "namua-choice" => {
            let centre = captures.iter().filter(|i| (3..=6).contains(&i.captures[0].0.index) && i.laps <= 4).count();
            (bao.is_namua() && centre >= 2).then(|| "choice of kichwa".into())
        }
        "namua-later" => (bao.is_namua()
            && captures
                .iter()
                .any(|i| i.captures.len() >= 2 && (3..=6).contains(&i.captures[0].0.index) && i.laps <= 6))
        .then(|| "namua, later capture".into()),
        "namua-takasa" => (bao.is_namua() && takasa && all.len() >= 4 && all.iter().all(|(i, _)| i.laps <= 4))
            .then(|| "namua takasa".into()),
        "nyumba-stop" => (bao.is_namua() && takasa && all.iter().any(|(i, _)| i.nyumba_stop && !i.tax))
            .then(|| "takasa stops in the nyumba".into()),
        "nyumba-relay" => (bao.is_namua()
            && takasa
            && all.iter().any(|(i, _)| i.own_nyumba_lost && Pit::parse(&i.mv[..2]).is_none_or(|p| p.index != 5)))
        .then(|| "a lap relays from the nyumba".into()),
        // Some moves keep the mover's nyumba, some lose it.
        "nyumba-keep" => {
            let lose = all.iter().filter(|(i, _)| i.own_nyumba_lost).count();
            (bao.owns_nyumba(me) && lose > 0 && lose < all.len() && all.iter().all(|(i, _)| i.laps <= 6))
                .then(|| format!("{lose} of {} moves lose the nyumba", all.len()))
        }
        "safari" => all.iter().any(|(i, _)| i.safari && i.laps <= 8).then(|| "safari".into()),
        "tax" => all.iter().any(|(i, _)| i.tax).then(|| "tax".into()),
        "nyumba-captures" => (bao.is_namua()
            && captures.iter().any(|i| i.captures.iter().skip(1).any(|c| c.0.index == 5 && bao.owns_nyumba(me))))
        .then(|| "the nyumba captures".into()),
        "mtaji-first" => {
            (!bao.is_namua() && bao.owns_nyumba(Side::South) && bao.owns_nyumba(Side::North) && !captures.is_empty())
                .then(|| "first mtaji capture with both nyumba".into())
        }
        "takasia" => all.iter().any(|(i, _)| i.takasia.is_some()).then(|| {
            let t: Vec<String> = all.iter().filter_map(|(i, _)| i.takasia.map(|t| format!("{}->{t}", i.mv))).collect();
            format!("takasia: {}", t.join(" "))
        }),
        "takasia-stop" => all.iter().any(|(i, _)| i.takasia_stop).then(|| "a lap stops in the takasia pit".into()),
        "takasia-set" => bao.takasia().map(|t| format!("blocked {t}")),
        _ => None,
    }
}

/// Pits that exactly one legal move captures (`capture`) or ends in (`end`), with that move.
fn unique_targets(want: &str, pos: &Position, all: &[(Info, Position)]) -> Vec<String> {
    let mut by: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (i, _) in all {
        let pits: Vec<Pit> = match want {
            "capture" => i.captures.iter().map(|c| c.1).collect(),
            _ => i.end.into_iter().collect(),
        };
        let mut pits: Vec<String> = pits.iter().map(|p| p.to_string()).collect();
        pits.dedup();
        for p in pits {
            by.entry(p).or_default().push(i.mv.clone());
        }
    }
    let _ = pos;
    by.into_iter().filter(|(_, v)| v.len() == 1).map(|(p, v)| format!("{p}:{}", v[0])).collect()
}

// ---------------------------------------------------------------------------------------------
// find

/// A candidate: its clutter, the position, the note of its kind, every move's outcome.
type Found = (u32, Position, String, Vec<(Info, Position)>);

fn find(args: &[String]) -> Result<(), String> {
    let kind = args.first().ok_or("find <kind>")?.clone();
    let mut game = Variant::Kujifunza;
    let mut source = "sparse".to_string();
    let mut shown = 8usize;
    let mut tries = 20_000usize;
    let mut seed = 1u64;
    let mut namua: Option<bool> = None;
    let mut to_move = Side::South;
    let mut arg: Option<u32> = None;
    let mut no_win = false;
    let mut max_laps = usize::MAX;
    let mut north_front = 0usize;
    let mut want = String::new();
    let mut i = 1;
    while i < args.len() {
        if args[i] == "--no-win" {
            no_win = true;
            i += 1;
            continue;
        }
        let v = args.get(i + 1).ok_or(format!("{} needs a value", args[i]))?;
        match args[i].as_str() {
            "--game" => game = Variant::from_name(v).ok_or("unknown game")?,
            "--source" => source = v.clone(),
            "--n" => shown = v.parse().map_err(|_| "--n")?,
            "--tries" => tries = v.parse().map_err(|_| "--tries")?,
            "--seed" => seed = v.parse().map_err(|_| "--seed")?,
            "--stage" => namua = Some(v == "namua"),
            "--to-move" => to_move = if v == "N" { Side::North } else { Side::South },
            "--arg" => arg = Some(v.parse().map_err(|_| "--arg")?),
            "--max-laps" => max_laps = v.parse().map_err(|_| "--max-laps")?,
            "--want" => want = v.clone(),
            "--north-front" => north_front = v.parse().map_err(|_| "--north-front")?,
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    let mut rng = Rng::new(seed);
    let pool: Vec<Position> = if source == "play" {
        let mut v = random_games(&mut rng, game, tries / 60 + 1);
        v.retain(|p| p.to_move() == to_move);
        v
    } else {
        (0..tries).filter_map(|_| sparse(&mut rng, game, to_move, namua.unwrap_or(false))).collect()
    };
    let mut found: Vec<Found> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for pos in pool {
        if !stage_is(&pos, namua) || !seen.insert(pos.to_string()) {
            continue;
        }
        let all = infos(&pos);
        if all.is_empty()
            || (no_win && all.iter().any(|(i, _)| i.wins))
            || all.iter().any(|(i, _)| i.laps > max_laps)
            || occupied_front(&pos, pos.to_move().opponent()) < north_front
        {
            continue;
        }
        if let Some(mut note) = kind_note(&kind, arg, &pos, &all) {
            if !want.is_empty() {
                let unique = unique_targets(&want, &pos, &all);
                if unique.is_empty() || all.len() < 2 {
                    continue;
                }
                note += &format!("; unique {want}: {}", unique.join(" "));
            }
            found.push((clutter(&pos), pos, note, all));
        }
    }
    found.sort_by_key(|f| f.0);
    println!("{} positions of kind {kind}", found.len());
    for (c, pos, note, all) in found.iter().take(shown) {
        println!("\n{pos}\n  clutter {c}; {note}");
        for (i, _) in all {
            println!("  {}", describe(i));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// moves

fn parse_position(text: &str, moves: &str) -> Result<(Position, Vec<(Position, Move)>), String> {
    let mut pos = Position::parse_or_start(text).map_err(|e| format!("bad position `{text}`: {e:?}"))?;
    let mut played = Vec::new();
    for (n, m) in moves.split_whitespace().enumerate() {
        let mv = pos.parse_move(m).map_err(|e| format!("move {} `{m}`: {e:?}", n + 1))?;
        let next = pos.apply(&mv).map_err(|e| format!("move {} `{m}` is illegal: {e:?}", n + 1))?;
        played.push((pos, mv));
        pos = next;
    }
    Ok((pos, played))
}

// ---------------------------------------------------------------------------------------------

fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("find") => find(&args[1..]),
        Some("moves") => {
            let text = args.get(1).ok_or("moves <position> [moves]")?;
            let (pos, _) = parse_position(text, args.get(2).map_or("", |s| s.as_str()))?;
            println!("{pos}  (clutter {})", clutter(&pos));
            for (i, _) in infos(&pos) {
                println!("  {}", describe(&i));
            }
            Ok(())
        }
        _ => Err("usage: course_positions find|moves ...".into()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
