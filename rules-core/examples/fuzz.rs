//! A mutation fuzzer for the notation parsers and for play, run for a while:
//! `cargo run --release -p rules-core --example fuzz -- --seconds 300`.
//!
//! Inputs are valid positions, moves and records of all four games, mutated (bytes flipped,
//! inserted, deleted, numbers changed, fields spliced between games). For every input: nothing
//! panics; an accepted position formats back to the same text when the input was canonical and
//! re-parses to itself; every move string either plays or gives a reason; after a legal move the
//! new position re-parses to itself; an accepted record (annotated ones too: comments,
//! variations, marks) is written back by the normaliser to a text that reads as the same record
//! and normalises to itself.

use rules_core::random::Rng;
use rules_core::{Position, Record, Variant};
use std::time::{Duration, Instant};

const ALPHABET: &[u8] = b"0123456789,/:SN-<>+*#AaBbkiswahlujfnzmgtr \n.={}()";

/// Annotated records to mutate.
const RECORDS: &[&str] = &[
    include_str!("../tests/records/annotated.txt"),
    "start:kingulu {a} 1. A3 (1. A4 {b} a1 (1... a2)) a1 2. A1",
    "start:kimasai 1. A2 a2 (1... a3 {c}) 2. A3",
];

/// A record that reads must normalise to a text that reads as the same record.
fn check_record(text: &str) -> bool {
    let Ok(record) = Record::parse(text) else { return false };
    let pretty = record.pretty();
    let again =
        Record::parse(&pretty).unwrap_or_else(|e| panic!("{e}: the normal form of {text:?} does not read:\n{pretty}"));
    assert!(again == record, "{text:?} normalises to a different record:\n{pretty}");
    assert_eq!(again.pretty(), pretty, "the normal form of {text:?} is not stable");
    true
}

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut b = s.as_bytes().to_vec();
    for _ in 0..=rng.below(4) {
        let at = if b.is_empty() { 0 } else { rng.below(b.len() as u32) as usize };
        match rng.below(6) {
            0 if !b.is_empty() => b[at] = ALPHABET[rng.below(ALPHABET.len() as u32) as usize],
            1 => b.insert(at, ALPHABET[rng.below(ALPHABET.len() as u32) as usize]),
            2 if !b.is_empty() => {
                b.remove(at);
            }
            3 if !b.is_empty() => b[at] = b'0' + rng.below(10) as u8,
            4 => {
                let extra = rng.below(300).to_string();
                b.splice(at..at, extra.bytes());
            }
            _ if !b.is_empty() => b[at] = rng.next_u64() as u8, // any byte, even invalid UTF-8
            _ => {}
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// A mutation that keeps the seed total: seeds moved between two pits, the side to move flipped.
fn shuffle(rng: &mut Rng, s: &str) -> String {
    let mut fields: Vec<String> = s.split(':').map(String::from).collect();
    if fields.len() < 3 {
        return s.to_string();
    }
    let rows: Vec<Vec<u32>> =
        fields[1].split('/').map(|r| r.split(',').filter_map(|n| n.parse().ok()).collect()).collect();
    let mut flat: Vec<u32> = rows.iter().flatten().copied().collect();
    for _ in 0..=rng.below(3) {
        let (i, j) = (rng.below(flat.len() as u32) as usize, rng.below(flat.len() as u32) as usize);
        let k = rng.below(flat[i] + 1);
        flat[i] -= k;
        flat[j] += k;
    }
    let width = rows[0].len();
    fields[1] = flat
        .chunks(width)
        .map(|r| r.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("/");
    if rng.below(4) == 0 {
        fields[2] = if fields[2] == "S" { "N".into() } else { "S".into() };
    }
    fields.join(":")
}

/// Positions met in random games of every variant, as seeds for mutation.
fn corpus(rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for v in Variant::ALL {
        for _ in 0..20 {
            let mut p = Position::start(v);
            for _ in 0..rng.below(80) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = match p.apply(&moves[rng.below(moves.len() as u32) as usize]) {
                    Ok(p) => p,
                    Err(e) => panic!("a legal move is illegal: {e} on {p}"),
                };
            }
            out.push(p.to_string());
        }
    }
    out
}

fn check_position(rng: &mut Rng, text: &str) -> bool {
    let Ok(p) = Position::parse(text) else { return false };
    let canonical = p.to_string();
    assert_eq!(Position::parse(&canonical).as_ref(), Ok(&p), "{text}");
    let moves = p.legal_moves();
    let _ = p.outcome();
    // Every legal move plays, the result re-parses; a few mutated move strings never panic.
    for mv in moves.iter().take(4) {
        let next = p.play(mv).unwrap_or_else(|e| panic!("legal {mv} is illegal on {p}: {e}"));
        let again = next.position.to_string();
        assert_eq!(Position::parse(&again).as_ref(), Ok(&next.position), "{again}");
    }
    for _ in 0..4 {
        let seed_move = moves.first().map(|m| m.to_string()).unwrap_or_else(|| "A1<".into());
        let m = mutate(rng, &seed_move);
        if let Ok(mv) = p.parse_move(&m) {
            match p.play(&mv) {
                Ok(_) => assert!(moves.contains(&mv), "{m} plays but is not listed on {p}"),
                Err(e) => assert!(!moves.contains(&mv), "listed {m} is illegal on {p}: {e}"),
            }
        }
    }
    true
}

fn main() {
    let seconds: u64 =
        std::env::args().skip_while(|a| a != "--seconds").nth(1).and_then(|s| s.parse().ok()).unwrap_or(10);
    let mut rng =
        Rng::new(std::env::args().skip_while(|a| a != "--seed").nth(1).and_then(|s| s.parse().ok()).unwrap_or(1));
    let corpus = corpus(&mut rng);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut inputs, mut accepted, mut records) = (0u64, 0u64, 0u64);
    while Instant::now() < deadline {
        for _ in 0..1_000 {
            let base = &corpus[rng.below(corpus.len() as u32) as usize];
            let text = if rng.below(2) == 0 { mutate(&mut rng, base) } else { shuffle(&mut rng, base) };
            inputs += 1;
            if check_position(&mut rng, &text) {
                accepted += 1;
            }
            let _ = Position::parse_or_start(&text);
            // Records: a mutated position line and mutated moves.
            let record = if rng.below(2) == 0 {
                format!("{}\n1. {} {}", mutate(&mut rng, "start"), mutate(&mut rng, "A7<"), mutate(&mut rng, "a5>"))
            } else {
                format!("{base}\n1. {}", mutate(&mut rng, "A1<"))
            };
            if check_record(&record) {
                records += 1;
            }
            let source = RECORDS[rng.below(RECORDS.len() as u32) as usize];
            let annotated = mutate(&mut rng, source);
            if check_record(&annotated) {
                records += 1;
            }
        }
    }
    println!("fuzz: {inputs} inputs in {seconds} s, {accepted} valid positions, {records} records replayed, no panic");
}
