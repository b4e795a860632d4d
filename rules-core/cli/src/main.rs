//! `bao`: the rules engine on the command line.
//!
//! ```text
//! bao start <game>                  the start position (kiswahili, kujifunza, kimasai, kingulu)
//! bao moves <position>              the legal moves, one per line, canonical, sorted
//! bao play <position> <move>...     the position after the moves
//! bao trace <position> <move>       the events of the move, one per line
//! bao perft <position> <depth>      the number of move sequences of that length
//! bao replay <file>                 checks a game record (every variation) and prints the
//!                                   final position of its main line
//! bao replay --pretty <file>        writes the record back in its canonical form
//! bao svg <position> [--flip] [--labels]
//!                                   a picture of the board (SVG), as the widgets' "Download
//!                                   SVG" saves it: from North's side, with the pit names
//! bao best <position> [--level 1-4 | --ms N | --depth N] [--seed S]
//!                                   the best move, `score <int>` / `score win <plies>` /
//!                                   `score loss <plies>`, and `pv <moves>`
//! bao analyse <position> [--ms N]   every legal move with its score, best first
//! bao match <A> <B> [--games N] [--seed S] [--game <game>] [--threads N] [--opening PLIES]
//!                                   a match between levels 1-4, greedy, random, alternating
//!                                   colours from balanced random openings; the last line is
//!                                   `A: <n> wins, B: <n> wins, <n> draws`
//! ```
//! `<position>` is the notation (`book/src/reference/notation.md`), or `start` /
//! `start:<game>`. Errors go to stderr with exit code 2 (an illegal move names its rule; an error
//! in a record its line and column).
//!
//! The command line is its own crate (`bao-cli`), so that the rules engine (`rules-core`) stays a
//! library without I/O, and the pictures come from the book's diagram renderer (`bao-diagram`).

mod search_cmds;

use bao_diagram::{standalone_svg, Options};
use rules_core::{Event, Game, Outcome, Position, Record, Setup, Variant};
use std::process::ExitCode;

fn usage() -> String {
    format!(
        "usage:
  bao start <game>                  (kiswahili, kujifunza, kimasai, kingulu)
  bao moves <position>
  bao play <position> <move>...
  bao trace <position> <move>
  bao perft <position> <depth>
  bao replay [--pretty] <file>
  bao svg <position> [--flip] [--labels]
{}
<position>: a position in the notation (book/src/reference/notation.md), start, or start:<game>",
        search_cmds::USAGE
    )
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bao: {e}");
            ExitCode::from(2)
        }
    }
}

fn position(s: &str) -> Result<Position, String> {
    Position::parse_or_start(s).map_err(|e| format!("bad position: {e}"))
}

fn run(args: &[String]) -> Result<String, String> {
    let arg = |i: usize| args.get(i).map(String::as_str).ok_or_else(usage);
    match arg(0)? {
        "start" => {
            let v = Variant::from_name(arg(1)?)
                .ok_or_else(|| format!("unknown game {:?}\n{}", arg(1).unwrap_or(""), usage()))?;
            Ok(format!("{}\n", Position::start(v)))
        }
        "moves" => {
            let p = position(arg(1)?)?;
            Ok(p.legal_moves().iter().map(|m| format!("{m}\n")).collect())
        }
        "play" => {
            let mut game = Game::new(position(arg(1)?)?);
            for (i, text) in args[2..].iter().enumerate() {
                let mv = game.position().parse_move(text).map_err(|e| format!("move {} {text}: {e}", i + 1))?;
                game.play(mv).map_err(|e| format!("move {} {text}: illegal, {e}", i + 1))?;
            }
            let mut out = format!("{}\n", game.position());
            if let Some(o) = game.outcome() {
                out.push_str(&format!("{}\n", outcome(&o, game.position().variant())));
            }
            Ok(out)
        }
        "trace" => {
            let p = position(arg(1)?)?;
            let text = arg(2)?;
            let mv = p.parse_move(text).map_err(|e| format!("move {text}: {e}"))?;
            let played = p.play(&mv).map_err(|e| format!("move {text}: illegal, {e}"))?;
            let mut out: String = played.events.iter().map(|e| format!("{}\n", event(e, p.variant()))).collect();
            out.push_str(&format!("{}\n", played.position));
            Ok(out)
        }
        "perft" => {
            let p = position(arg(1)?)?;
            let depth: u32 = arg(2)?.parse().map_err(|_| format!("bad depth {:?}", arg(2).unwrap_or("")))?;
            Ok(format!("{}\n", p.perft(depth)))
        }
        "replay" => {
            let (pretty, path) = match arg(1)? {
                "--pretty" => (true, arg(2)?),
                path => (false, path),
            };
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let record = Record::parse(&text).map_err(|e| format!("{path}: {e}"))?;
            if pretty {
                return Ok(record.pretty());
            }
            let main = record.main_line().len();
            let variations: usize = record.nodes().map(|(_, n)| n.variations().len()).sum();
            let mut out = format!("{main} move{}, ok", if main == 1 { "" } else { "s" });
            if variations > 0 {
                let moves = record.nodes().count() - main;
                out.push_str(&format!(", {variations} variations ({moves} moves) checked"));
            }
            out.push_str(&format!("\n{}\n", record.final_position()));
            if let Some(o) = record.outcome() {
                out.push_str(&format!("{}\n", outcome(&o, record.start().variant())));
            }
            Ok(out)
        }
        "svg" => {
            let p = position(arg(1)?)?;
            let (mut flip, mut labels) = (false, false);
            for option in &args[2..] {
                match option.as_str() {
                    "--flip" => flip = true,
                    "--labels" => labels = true,
                    other => return Err(format!("unknown option {other:?}\n{}", usage())),
                }
            }
            Ok(standalone_svg(&Setup::from_position(&p), &Options { flip, labels, ..Options::default() }))
        }
        "best" => search_cmds::best(&args[1..]),
        "analyse" => search_cmds::analyse(&args[1..]),
        "match" => search_cmds::matches(&args[1..]),
        "help" | "--help" | "-h" => Ok(format!("{}\n", usage())),
        other => Err(format!("unknown command {other:?}\n{}", usage())),
    }
}

/// `game over: South wins (K30)`.
fn outcome(o: &Outcome, variant: Variant) -> String {
    format!("game over: {} ({})", result(o), o.rule(variant))
}

/// `South wins`, `North wins 27-21`, `draw 24-24`.
fn result(o: &Outcome) -> String {
    let score = o.score().map_or(String::new(), |(south, north)| format!(" {south}-{north}"));
    match o.winner() {
        Some(winner) => format!("{winner:?} wins{score}"),
        None => format!("draw{score}"),
    }
}

/// One line per event, in English (the widgets narrate through the locales).
fn event(e: &Event, variant: Variant) -> String {
    let rule = e.rule(variant);
    let text = match *e {
        Event::StoreSeed { pit } => format!("store seed into {pit}"),
        Event::Lift { pit, count, dir } => format!("lift {count} from {pit}, sow {}", dir.symbol()),
        Event::Tax { pit, count, left } => format!("tax: lift {count} from {pit}, {left} stay"),
        Event::Drop { pit, now } => format!("drop {pit} ({now})"),
        Event::Relay { pit, count } => format!("relay: lift {count} from {pit}"),
        Event::Safari { pit, count } => format!("safari: lift {count} from {pit}"),
        Event::NyumbaStop { pit, chosen } => format!("nyumba stop at {pit}{}", if chosen { " (chosen)" } else { "" }),
        Event::Capture { by, pit, count, kichwa, dir, why } => {
            format!("capture {count} from {pit} by {by}, enter at {kichwa} sowing {} ({why:?})", dir.symbol())
        }
        Event::NyumbaLost { side, why } => format!("{side:?} loses the nyumba ({why:?})"),
        Event::TakasiaStop { pit } => format!("takasia stop at {pit}"),
        Event::MoveEnd { pit } => format!("move ends in {pit}"),
        Event::Takasia { pit } => format!("takasia on {pit}"),
        Event::StageChange { stage } => format!("stage {stage:?} begins"),
        Event::Step { from, to } => format!("step {from} to {to}"),
        Event::Remove { pit } => format!("remove {pit}"),
        Event::KinguluCapture { by, pit, count, total } => {
            format!("capture {count} from {pit} with the seed in {by}: {total} banked")
        }
        Event::Reserve { pit, by, count } => format!("{by:?} reserves {pit} ({count})"),
        Event::ReserveExtra { from, to } => format!("seed from {from} into reserved {to}"),
        Event::Bank { pit, owner } => format!("seed in reserved {pit} banked by {owner:?}"),
        Event::GameOver { outcome } => format!("game over: {}", result(&outcome)),
    };
    format!("{rule:<6} {text}")
}
