#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The computer player (`rules_core::search`): its tactics at levels 3 and 4 on positions from
//! random games of every game, its determinism, and its proven scores against brute force.

use crate::common::{pos, Rng};
use rules_core::search::{self, Level, Limits, NoClock, Player, Request, Score, Searcher};
use rules_core::{Move, Outcome, Position, Side, Variant};

/// Positions met in random games of a game (the start excluded, game over excluded).
fn random_positions(variant: Variant, games: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::start(variant);
        loop {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p = p.apply(&moves[rng.below(moves.len())]).unwrap();
            if p.outcome().is_none() {
                out.push(p.clone());
            }
        }
    }
    out
}

fn wins_for(o: Option<Outcome>, side: Side) -> bool {
    o.and_then(|o| o.winner()) == Some(side)
}

/// The moves that win at once.
fn winning_moves(p: &Position) -> Vec<Move> {
    let me = p.to_move();
    p.legal_moves().into_iter().filter(|m| wins_for(p.apply(m).unwrap().outcome(), me)).collect()
}

/// A move after which the opponent has no reply that wins at once.
fn safe(p: &Position, m: &Move) -> bool {
    let after = p.apply(m).unwrap();
    if after.outcome().is_some() {
        return !wins_for(after.outcome(), p.to_move().opponent());
    }
    winning_moves(&after).is_empty()
}

/// Positions where a tactic in one move matters: a win in one exists, or some move allows a
/// win in one reply while another does not.
fn tactical(variant: Variant, want: usize, seed: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for p in random_positions(variant, 400, seed) {
        if out.len() >= want {
            break;
        }
        let moves = p.legal_moves();
        let wins = !winning_moves(&p).is_empty();
        let safe_count = moves.iter().filter(|m| safe(&p, m)).count();
        if wins || (safe_count > 0 && safe_count < moves.len()) {
            out.push(p);
        }
    }
    out
}

fn check_tactics(level: Level, p: &Position, searcher: &mut Searcher, seed: u64) {
    let report = level.choose(p, &[], seed, searcher, &mut NoClock).expect("a move");
    let line = report.best();
    let wins = winning_moves(p);
    if !wins.is_empty() {
        assert!(wins.contains(&line.mv), "level {} missed a win in one in {p}: played {}", level.number, line.mv);
        assert_eq!(line.score, Score::Win(1), "{p}");
        return;
    }
    let any_safe = p.legal_moves().iter().any(|m| safe(p, m));
    if any_safe {
        assert!(safe(p, &line.mv), "level {} allowed a win in one reply in {p}: played {}", level.number, line.mv);
    }
}

#[test]
fn levels_3_and_4_never_miss_a_win_in_one_nor_allow_one() {
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let positions = tactical(variant, 40, 100 + i as u64);
        assert!(positions.len() >= 20, "{variant}: only {} tactical positions", positions.len());
        let mut searcher = Searcher::new(4);
        let three = Level::get(3, variant).unwrap();
        for (j, p) in positions.iter().enumerate() {
            check_tactics(three, p, &mut searcher, j as u64);
        }
        // Level 4 searches 1,000,000 nodes a move: a few positions.
        let four = Level::get(4, variant).unwrap();
        for (j, p) in positions.iter().take(3).enumerate() {
            check_tactics(four, p, &mut searcher, j as u64);
        }
    }
}

#[test]
fn node_limits_give_the_same_move_for_a_seed() {
    for variant in Variant::ALL {
        let positions = random_positions(variant, 3, 9);
        for p in positions.iter().step_by(7).take(6) {
            let request = Request { limits: Limits::nodes(20_000), seed: 42, ..Request::new(p) };
            let fresh = Searcher::new(2).best(&request, &mut NoClock, &mut |_| {}).unwrap();
            // The same searcher after another search: the table's old entries are ignored.
            let mut reused = Searcher::new(2);
            let other = Request { limits: Limits::nodes(5_000), seed: 1, ..Request::new(&positions[0]) };
            reused.best(&other, &mut NoClock, &mut |_| {});
            let again = reused.best(&request, &mut NoClock, &mut |_| {}).unwrap();
            assert_eq!(fresh, again, "{p}");
            // It stops at the limit, or earlier only with the game's value.
            assert!(fresh.nodes >= 20_000 || fresh.proven, "{p}");
            // A level (with its noise) too.
            let level = Level::get(3, variant).unwrap();
            let mut s1 = Searcher::new(1);
            let mut s2 = Searcher::new(1);
            let a = search::choose(Player::Level(level), p, &[], 5, &mut s1, &mut NoClock);
            let b = search::choose(Player::Level(level), p, &[], 5, &mut s2, &mut NoClock);
            assert_eq!(a, b, "{p}");
        }
    }
}

/// The value of a position within `n` plies, by brute force over every line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Val {
    Win(u32),
    Loss(u32),
    Draw,
    Unknown,
}

fn brute(p: &Position, n: u32) -> Val {
    if n == 0 {
        return match p.outcome() {
            None => Val::Unknown,
            Some(_) => brute_step(p, |_| Val::Unknown),
        };
    }
    brute_step(p, |q| brute(q, n - 1))
}

/// Positions a few plies before the end of random games, with few moves.
fn endgames(variant: Variant, before_end: usize, max_moves: usize, seed: u64, want: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..2000 {
        if out.len() >= want {
            break;
        }
        let mut line = vec![Position::start(variant)];
        loop {
            let p = line.last().unwrap();
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let next = p.apply(&moves[rng.below(moves.len())]).unwrap();
            line.push(next);
        }
        if line.len() > before_end + 1 {
            let p = &line[line.len() - 1 - before_end];
            if p.legal_moves().len() <= max_moves {
                out.push(p.clone());
            }
        }
    }
    out
}

#[test]
fn win_and_loss_scores_agree_with_brute_force() {
    // Depth D finds every win or loss within D - 1 plies, exactly.
    for (variant, depth, max_moves) in
        [(Variant::Kiswahili, 4, 8), (Variant::Kujifunza, 4, 8), (Variant::Kimasai, 6, 6), (Variant::Kingulu, 7, 6)]
    {
        let positions = endgames(variant, 3, max_moves, 77, 25);
        assert!(positions.len() >= 10, "{variant}: {} endgames", positions.len());
        let mut decided = 0;
        for p in &positions {
            let want = brute(p, depth - 1);
            let got = search::best(p, Limits::depth(depth)).unwrap();
            let score = got.best().score;
            match want {
                Val::Win(k) => assert_eq!(score, Score::Win(k), "{p}"),
                Val::Loss(k) => assert_eq!(score, Score::Loss(k), "{p}"),
                Val::Draw => assert!(got.proven && score == Score::Value(0), "{p}: {score}"),
                Val::Unknown => match score {
                    Score::Win(k) | Score::Loss(k) => {
                        // Only from a subtree searched to its end: check it deeper.
                        assert!(k >= depth, "{p}: {score} but brute force finds none within {}", depth - 1);
                    }
                    Score::Value(_) => {}
                },
            }
            decided += (want != Val::Unknown) as usize;
        }
        assert!(decided >= 3, "{variant}: only {decided} decided endgames");
    }
}

/// Exact game value (no depth limit), memoised: for small Kingulu endgames.
fn solve(p: &Position, memo: &mut std::collections::HashMap<String, Val>, budget: &mut u32) -> Val {
    let key = p.to_string();
    if let Some(v) = memo.get(&key) {
        return *v;
    }
    if *budget == 0 {
        return Val::Unknown;
    }
    *budget -= 1;
    // A position met again on its own line (a cycle) stays unknown.
    memo.insert(key.clone(), Val::Unknown);
    let v = brute_step(p, |q| solve(q, memo, budget));
    memo.insert(key, v);
    v
}

/// One level of `brute`, with `child` giving the children's values.
fn brute_step(p: &Position, mut child: impl FnMut(&Position) -> Val) -> Val {
    if let Some(o) = p.outcome() {
        return match o.winner() {
            Some(w) if w == p.to_move() => Val::Win(0),
            Some(_) => Val::Loss(0),
            None => Val::Draw,
        };
    }
    let (mut win, mut loss, mut draw, mut unknown) = (None::<u32>, None::<u32>, false, false);
    for m in p.legal_moves() {
        match child(&p.apply(&m).unwrap()) {
            Val::Loss(k) => win = Some(win.map_or(k + 1, |w| w.min(k + 1))),
            Val::Win(k) => loss = Some(loss.map_or(k + 1, |l| l.max(k + 1))),
            Val::Draw => draw = true,
            Val::Unknown => unknown = true,
        }
    }
    match (win, unknown, draw, loss) {
        (Some(k), ..) => Val::Win(k),
        (None, true, ..) => Val::Unknown,
        (None, false, true, _) => Val::Draw,
        (None, false, false, Some(k)) => Val::Loss(k),
        (None, false, false, None) => Val::Unknown,
    }
}

#[test]
fn kingulu_endgames_are_solved_exactly() {
    // Small endgames, solved by brute force; the search must prove the same value for every
    // move (the whole tree searched) and the same distance to the end.
    let mut checked = 0;
    let mut memo = std::collections::HashMap::new();
    for p in endgames(Variant::Kingulu, 6, 6, 3, 60) {
        let Position::Kingulu(k) = &p else { unreachable!() };
        let on_board: u32 = p.pits().iter().map(|&pit| p.count(pit) as u32).sum();
        if on_board > 14 || k.captured(Side::South) + k.captured(Side::North) == 0 {
            continue;
        }
        let mut budget = 200_000;
        if solve(&p, &mut memo, &mut budget) == Val::Unknown || budget == 0 {
            // Too big, or a cycle: not a small endgame.
            memo.clear();
            continue;
        }
        let report = search::analyse(&p, Limits::default()).unwrap();
        assert!(report.proven, "{p}");
        for line in &report.lines {
            assert!(line.proven, "{p} {}", line.mv);
            let after = p.apply(&line.mv).unwrap();
            let want = match solve(&after, &mut memo, &mut budget) {
                Val::Win(k) => Score::Loss(k + 1),
                Val::Loss(k) => Score::Win(k + 1),
                Val::Draw => Score::Value(0),
                Val::Unknown => panic!("{after}: solved with its parent, yet unknown"),
            };
            assert_eq!(line.score, want, "{p} {}", line.mv);
        }
        checked += 1;
        if checked == 12 {
            break;
        }
    }
    assert!(checked >= 8, "only {checked} endgames solved");
}

#[test]
fn kingulu_is_a_first_player_win() {
    // SEARCH.md: South wins Bao Kingulu from the start with best play.
    let start = Position::start(Variant::Kingulu);
    let report = search::best(&start, Limits::default()).unwrap();
    assert!(report.proven);
    assert!(matches!(report.best().score, Score::Win(_)), "{:?}", report.best());
    let pv = &report.best().pv;
    // The main line is legal and ends in South's win.
    let mut p = start.clone();
    for m in pv {
        p = p.apply(m).unwrap();
    }
    assert!(wins_for(p.outcome(), Side::South), "{p}");
}

#[test]
fn analysis_scores_every_legal_move() {
    for variant in Variant::ALL {
        for p in random_positions(variant, 2, 21).iter().step_by(11).take(4) {
            let report = search::analyse(p, Limits::nodes(20_000)).unwrap();
            let mut got: Vec<Move> = report.lines.iter().map(|l| l.mv).collect();
            got.sort();
            assert_eq!(got, p.legal_moves(), "{p}");
            let ranks: Vec<i64> = report.lines.iter().map(|l| l.score.rank()).collect();
            assert!(ranks.windows(2).all(|w| w[0] >= w[1]), "{p}: not best first");
            for line in &report.lines {
                assert_eq!(line.pv.first(), Some(&line.mv));
                let mut q = p.clone();
                for m in &line.pv {
                    q = q.apply(m).unwrap_or_else(|e| panic!("{p}: main line {:?}: {e}", line.pv));
                }
            }
            // The best move of a search is among the best of the analysis.
            let best = search::best(p, Limits::depth(report.depth)).unwrap();
            assert_eq!(best.best().score, report.lines[0].score, "{p}");
        }
    }
}

#[test]
fn explain_tells_what_a_move_takes_threatens_and_prevents() {
    // book/src/reference/namua.md#k12: A7< is a takasa; a5> then captures the single seed in A4.
    let start = Position::start(Variant::Kiswahili);
    let a7 = start.parse_move("A7<").unwrap();
    let e = search::explain(&start, &a7).unwrap();
    assert!(e.takasa && e.captures.is_empty() && !e.wins);
    // After A7< North's a5 faces the seed in A4: South exposes it.
    assert!(e.exposes.iter().any(|t| t.pit.to_string() == "A4" && t.seeds == 1), "{e:?}");
    let after = start.apply(&a7).unwrap();
    let a5 = after.parse_move("a5>").unwrap();
    let e = search::explain(&after, &a5).unwrap();
    assert!(!e.takasa);
    assert_eq!(e.captures.len(), 1);
    assert_eq!((e.captures[0].pit.to_string(), e.captures[0].seeds), ("A4".to_string(), 1));
    assert_eq!(e.seeds_taken, 1);
    // Before a5>, South could capture a5 with his A4 (facing a5); after it, A4 is empty.
    assert!(e.prevents.iter().any(|t| t.pit.to_string() == "a5"), "{e:?}");
    // An illegal move is an error, not a panic.
    assert!(search::explain(&start, &start.parse_move("A1<").unwrap()).is_err());

    // A winning capture: North's only front seed is taken.
    let p = pos("kiswahili:52,0,0,0,0,0,0,0/0,9,0,0,0,0,0,0/0,1,0,0,0,0,0,0/2,0,0,0,0,0,0,0:S:0,0:-:-");
    let best = search::best(&p, Limits::depth(3)).unwrap();
    assert_eq!(best.best().score, Score::Win(1));
    let e = search::explain(&p, &best.best().mv).unwrap();
    assert!(e.wins && e.captures.len() == 1 && e.seeds_taken == 9 && e.threatens.is_empty(), "{e:?}");
    assert_eq!(e.captures[0].pit.to_string(), "a7");

    // Kingulu: the start move A6 reserves nothing; a Kimasai capture removes two stones.
    let kimasai = pos(
        "kimasai:0,0,0,0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0:S",
    );
    let step = kimasai.legal_moves();
    let e = search::explain(&kimasai, &step[0]).unwrap();
    assert_eq!(e.laps, 1);
    let _ = e;
}

#[test]
fn greedy_leaves_the_fewest_seeds_on_the_opponents_front_row() {
    for variant in [Variant::Kiswahili, Variant::Kujifunza] {
        for p in random_positions(variant, 2, 31).iter().step_by(5).take(10) {
            let mv = search::choose(Player::Greedy, p, &[], 1, &mut Searcher::new(1), &mut NoClock).unwrap();
            let them = p.to_move().opponent();
            let front = |q: &Position| -> u32 {
                (1..=8).map(|i| q.count(rules_core::Pit::new(them, rules_core::Row::Front, i)) as u32).sum()
            };
            let least = p.legal_moves().iter().map(|m| front(&p.apply(m).unwrap())).min().unwrap();
            assert_eq!(front(&p.apply(&mv).unwrap()), least, "{p}");
        }
    }
    assert_eq!(Player::parse("greedy", Variant::Kimasai), Some(Player::Greedy));
    assert_eq!(Player::parse("5", Variant::Kimasai), None);
    assert!(matches!(Player::parse("3", Variant::Kingulu), Some(Player::Level(l)) if l.number == 3));
}
