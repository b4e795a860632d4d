//! Reads the one list of languages, `locales/languages.json`, and embeds (without comment
//! lines) the `locales/<lang>/*.ftl` of those languages (sorted by file name), so a new
//! language needs no code change. Writes `$OUT_DIR/langs.rs` (the codes, English first, and
//! which are in progress), `$OUT_DIR/locales.rs` (the embedded text) and `$OUT_DIR/cldr.rs`
//! (each language's plural rules and number symbols, from CLDR: see [`cldr`]).
//!
//! The wasm bundles embed no language: the loader fetches the page's (and English, the
//! fallback, for a language in progress), written to `<site>/widgets/locales/<lang>.ftl` by the
//! book builder, so no language weighs on every page's bundle and pages with two bundles fetch
//! their words once. Native builds (the tests) embed every language whose folder exists.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read at run time (cargo sets it for build scripts): a build script binary compiled for one
    // checkout may be reused by another that shares the target folder.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let locales = Path::new(&manifest).join("../locales");
    let list = locales.join("languages.json");
    println!("cargo:rerun-if-changed={}", list.display());
    let text = std::fs::read_to_string(&list).unwrap_or_else(|e| panic!("cannot read {}: {e}", list.display()));
    let langs = languages(&text).unwrap_or_else(|e| panic!("{}: {e}", list.display()));

    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    let mut out = String::from("/// Language codes (BCP 47), English first, from `locales/languages.json`.\n");
    let _ = writeln!(out, "pub const LANGS: &[&str] = &{:?};", langs.iter().map(|l| &l.code).collect::<Vec<_>>());
    out.push_str("/// The languages whose translation is in progress (English fills the gaps).\n");
    let in_progress: Vec<&String> = langs.iter().filter(|l| !l.shipped).map(|l| &l.code).collect();
    let _ = writeln!(out, "pub const IN_PROGRESS: &[&str] = &{in_progress:?};");
    out.push_str("/// The languages written right to left (`\"dir\": \"rtl\"`).\n");
    let rtl: Vec<&String> = langs.iter().filter(|l| l.rtl).map(|l| &l.code).collect();
    let _ = writeln!(out, "pub const RTL: &[&str] = &{rtl:?};");
    write(&Path::new(&out_dir).join("langs.rs"), &out);
    write(&Path::new(&out_dir).join("cldr.rs"), &cldr::generate(&langs));

    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let mut out = String::from(
        "/// The Fluent files built in, per language: (file name, text). Native builds (tests, the\n\
         /// book builder) embed every language; the wasm bundles none (the loader adds them).\n\
         pub static EMBEDDED: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for lang in langs.iter().take(if wasm { 0 } else { langs.len() }).map(|l| &l.code) {
        let dir = locales.join(lang);
        println!("cargo:rerun-if-changed={}", dir.display());
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let _ = writeln!(out, "    ({lang:?}, &[");
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
            // Comment lines are for translators; the bundle does without them.
            let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("cannot read {}: {e}", f.display()));
            let lean: String = text.lines().filter(|l| !l.starts_with('#')).map(|l| format!("{l}\n")).collect();
            let _ = writeln!(out, "        ({name:?}, {lean:?}),");
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    write(&Path::new(&out_dir).join("locales.rs"), &out);

    // The cargo features of this build (which bundle it is: `bao_schema::Bundle::features`).
    let mut features: Vec<String> = std::env::vars()
        .filter_map(|(k, _)| k.strip_prefix("CARGO_FEATURE_").map(|f| f.to_lowercase().replace('_', "-")))
        .collect();
    features.sort();
    let text = format!(
        "/// The cargo features this build was made with.\npub(crate) const FEATURES: &[&str] = &{features:?};\n"
    );
    write(&Path::new(&out_dir).join("features.rs"), &text);
}

/// One language of the list.
struct Language {
    code: String,
    shipped: bool,
    /// The CLDR locale whose plural and number rules it follows (its code, unless the list
    /// says `"cldr"`).
    cldr: String,
    /// Written right to left (`"dir": "rtl"`).
    rtl: bool,
}

/// The languages, in order; English must come first (it is the fallback, `Lang::EN`). The
/// book builder checks the rest of the file (`bao-book`'s `langs.rs`).
fn languages(text: &str) -> Result<Vec<Language>, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let list = v.get("languages").and_then(|l| l.as_array()).ok_or("no \"languages\" list")?;
    let mut out = Vec::new();
    for (i, l) in list.iter().enumerate() {
        let code = l.get("code").and_then(|c| c.as_str()).ok_or(format!("languages[{i}] has no code"))?;
        let status = l.get("status").and_then(|c| c.as_str()).unwrap_or("");
        if !["shipped", "in-progress"].contains(&status) {
            return Err(format!("languages[{i}]: status {status:?} is neither \"shipped\" nor \"in-progress\""));
        }
        let cldr = l.get("cldr").and_then(|c| c.as_str()).unwrap_or(code);
        let rtl = l.get("dir").and_then(|d| d.as_str()) == Some("rtl");
        out.push(Language { code: code.to_string(), shipped: status == "shipped", cldr: cldr.to_string(), rtl });
    }
    if out.first().map(|l| l.code.as_str()) != Some("en") {
        return Err("English (\"en\") must come first".into());
    }
    Ok(out)
}

fn write(dest: &Path, text: &str) {
    if let Err(e) = std::fs::write(dest, text) {
        panic!("cannot write {}: {e}", dest.display());
    }
}

/// Plural rules and number symbols from CLDR, through the data that ICU4X ships (the crates
/// `icu_plurals` and `icu_decimal` with their compiled data, build dependencies only: nothing
/// of them goes into the bundle). For each language of the list, `cldr.rs` gets:
///
/// - its cardinal plural rules, compiled from CLDR's rule text (`n % 100 = 3..10`) into Rust
///   conditions on an integer (the widgets pass whole numbers: the operands v, w, f, t, c, e
///   are 0, so a rule on them is decided here);
/// - its number symbols, read off ICU's own formatting of sample numbers: the ten digits, the
///   minus and plus signs (with their bidi marks), the decimal and grouping separators, the
///   grouping sizes and the minimum grouping digits.
///
/// `app/tests/cldr.rs` checks the result against the same crates at run time.
mod cldr {
    use super::Language;
    use icu_decimal::input::Decimal;
    use icu_decimal::DecimalFormatter;
    use icu_locale_core::Locale;
    use icu_plurals::provider::{Baked, PluralsCardinalV1};
    use icu_provider::prelude::*;
    use std::fmt::Write as _;
    use std::str::FromStr;

    pub(crate) fn generate(langs: &[Language]) -> String {
        let mut out = String::from(
            "// Generated by app/build.rs from CLDR (ICU4X's compiled data) for locales/languages.json.\n\n",
        );
        // Plural rules: languages with the same rules share an arm.
        let mut arms: Vec<(Vec<&str>, String)> = Vec::new();
        for l in langs {
            let body = plural_body(&locale(l));
            match arms.iter_mut().find(|(_, b)| *b == body) {
                Some((codes, _)) => codes.push(&l.code),
                None => arms.push((vec![&l.code], body)),
            }
        }
        out.push_str("/// The CLDR cardinal plural category of a whole number in a language (its code).\n");
        out.push_str("fn cldr_plural(lang: &str, n: u64) -> &'static str {\n    match lang {\n");
        let english = plural_body(&locale(&langs[0]));
        for (codes, body) in &arms {
            let pattern: Vec<String> = codes.iter().map(|c| format!("{c:?}")).collect();
            let _ = writeln!(out, "        {} => {body},", pattern.join(" | "));
        }
        let _ = writeln!(out, "        _ => {english},\n    }}\n}}\n");
        out.push_str("/// Each language's CLDR locale (for the tests, which ask ICU at run time).\n");
        out.push_str("pub static CLDR_LOCALES: &[(&str, &str)] = &[\n");
        for l in langs {
            let _ = writeln!(out, "    ({:?}, {:?}),", l.code, l.cldr);
        }
        out.push_str("];\n");
        out.push_str("/// Each language's number symbols (CLDR), English first.\n");
        out.push_str("static CLDR_NUMBERS: &[(&str, Numbers)] = &[\n");
        for l in langs {
            let _ = writeln!(out, "    ({:?}, {}),", l.code, numbers(&locale(l)));
        }
        out.push_str("];\n");
        out
    }

    fn locale(l: &Language) -> Locale {
        l.cldr.parse().unwrap_or_else(|e| panic!("languages.json: {}: {:?} is not a locale: {e}", l.code, l.cldr))
    }

    /// The categories in CLDR's order, each with its rule, as an `if ... else` chain.
    fn plural_body(loc: &Locale) -> String {
        let dl: DataLocale = loc.into();
        let req = DataRequest { id: DataIdentifierBorrowed::for_locale(&dl), ..Default::default() };
        let data: DataResponse<PluralsCardinalV1> =
            Baked.load(req).unwrap_or_else(|e| panic!("no CLDR plural rules for {loc}: {e}"));
        let rules = data.payload.get();
        let mut chain = String::new();
        for (cat, rule) in [
            ("zero", &rules.zero),
            ("one", &rules.one),
            ("two", &rules.two),
            ("few", &rules.few),
            ("many", &rules.many),
        ] {
            let Some(rule) = rule else { continue };
            let text = rule.to_string();
            match condition(&text).unwrap_or_else(|e| panic!("{loc}: plural rule {cat} {text:?}: {e}")) {
                Cond::Const(false) => {}
                Cond::Const(true) if chain.is_empty() => return format!("{cat:?}"),
                Cond::Const(true) => return format!("{chain} else {{ {cat:?} }}"),
                Cond::Code(c) => {
                    let _ = write!(chain, "{}if {c} {{ {cat:?} }}", if chain.is_empty() { "" } else { " else " });
                }
            }
        }
        if chain.is_empty() {
            "\"other\"".to_string()
        } else {
            format!("{chain} else {{ \"other\" }}")
        }
    }

    /// A condition on an integer: decided here, or Rust code on `n`.
    enum Cond {
        Const(bool),
        Code(String),
    }

    /// CLDR's rule syntax (UTS 35): `or` of `and` of relations `operand [% m] (=|!=) ranges`.
    fn condition(text: &str) -> Result<Cond, String> {
        let mut any = Vec::new();
        for alternative in text.split(" or ") {
            let mut all = Vec::new();
            let mut never = false;
            for relation in alternative.split(" and ") {
                match self::relation(relation.trim())? {
                    Cond::Const(true) => {}
                    Cond::Const(false) => never = true,
                    Cond::Code(c) => all.push(c),
                }
            }
            if never {
                continue;
            }
            if all.is_empty() {
                return Ok(Cond::Const(true));
            }
            any.push(all.join(" && "));
        }
        Ok(match any.len() {
            0 => Cond::Const(false),
            1 => Cond::Code(any.remove(0)),
            _ => Cond::Code(any.iter().map(|a| format!("({a})")).collect::<Vec<_>>().join(" || ")),
        })
    }

    fn relation(text: &str) -> Result<Cond, String> {
        let (lhs, rhs, negate) = match (text.split_once("!="), text.split_once('=')) {
            (Some((l, r)), _) => (l, r, true),
            (None, Some((l, r))) => (l, r, false),
            _ => return Err(format!("{text:?}: no = or !=")),
        };
        let (operand, modulus) = match lhs.split_once('%') {
            Some((o, m)) => (o.trim(), Some(m.trim().parse::<u64>().map_err(|e| format!("{m:?}: {e}"))?)),
            None => (lhs.trim(), None),
        };
        let mut ranges = Vec::new();
        for part in rhs.split(',') {
            let part = part.trim();
            let (a, b) = part.split_once("..").unwrap_or((part, part));
            let num = |s: &str| s.trim().parse::<u64>().map_err(|e| format!("{s:?}: {e}"));
            ranges.push((num(a)?, num(b)?));
        }
        match operand {
            // Whole numbers: the visible fraction digits and the exponent are all 0.
            "v" | "w" | "f" | "t" | "c" | "e" => {
                let inside = ranges.iter().any(|&(a, b)| a == 0 || (a..=b).contains(&0));
                Ok(Cond::Const(inside != negate))
            }
            "n" | "i" => {
                let x = modulus.map_or("n".to_string(), |m| format!("n % {m}"));
                let code = match (modulus, &ranges[..]) {
                    (Some(m), [(0, 0)]) => format!("{}n.is_multiple_of({m})", if negate { "!" } else { "" }),
                    _ => match ranges[..] {
                        [(a, b)] if a == b => format!("{x} {} {a}", if negate { "!=" } else { "==" }),
                        _ => {
                            let pats: Vec<String> = ranges
                                .iter()
                                .map(|&(a, b)| if a == b { a.to_string() } else { format!("{a}..={b}") })
                                .collect();
                            format!("{}matches!({x}, {})", if negate { "!" } else { "" }, pats.join(" | "))
                        }
                    },
                };
                Ok(Cond::Code(code))
            }
            other => Err(format!("unknown operand {other:?}")),
        }
    }

    /// The `Numbers` of a locale, read off ICU's formatting of sample numbers.
    fn numbers(loc: &Locale) -> String {
        let f = DecimalFormatter::try_new(loc.into(), Default::default())
            .unwrap_or_else(|e| panic!("no CLDR number symbols for {loc}: {e}"));
        let fmt = |s: &str| {
            let d = Decimal::from_str(s).unwrap_or_else(|e| panic!("{s}: {e:?}"));
            f.format(&d).to_string()
        };
        let digits: Vec<char> = (0..10)
            .map(|d| {
                let s = fmt(&d.to_string());
                let mut c = s.chars();
                match (c.next(), c.next()) {
                    (Some(ch), None) => ch,
                    _ => panic!("{loc}: the digit {d} is written {s:?}"),
                }
            })
            .collect();
        let is_digit = |c: char| digits.contains(&c);
        // "-1", "+1": the sign is what is not the digit, before (or after) it.
        let sign = |s: String| {
            let one = digits[1];
            let i = s.find(one).unwrap_or_else(|| panic!("{loc}: {s:?} has no 1"));
            (s[..i].to_string(), s[i + one.len_utf8()..].to_string())
        };
        let (minus, minus_after) = sign(fmt("-1"));
        let (plus, plus_after) = sign(fmt("+1"));
        assert!(minus_after.is_empty() && plus_after.is_empty(), "{loc}: a sign after the number");
        let half = fmt("1.5");
        let decimal: String = half.chars().filter(|c| !is_digit(*c)).collect();
        let big = fmt("1234567890");
        let group: String = big.chars().skip_while(|c| is_digit(*c)).take_while(|c| !is_digit(*c)).collect();
        // Digit groups from the right: the first is the primary size, the next the secondary.
        let sizes: Vec<usize> = if group.is_empty() {
            vec![3, 3]
        } else {
            let mut groups: Vec<usize> = big.split(group.as_str()).map(|g| g.chars().count()).collect();
            groups.reverse();
            groups
        };
        let primary = sizes[0];
        let secondary = if sizes.len() > 2 { sizes[1] } else { primary };
        let min_grouping = (1..=4)
            .find(|m| group.is_empty() || fmt(&format!("1{}", "0".repeat(primary + m - 1))).contains(group.as_str()))
            .unwrap_or(4);
        format!(
            "Numbers {{ digits: {digits:?}, minus: {minus:?}, plus: {plus:?}, decimal: {decimal:?}, group: {group:?}, primary: {primary}, secondary: {secondary}, min_grouping: {min_grouping} }}"
        )
    }
}
