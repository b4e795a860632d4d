//! Reads the one list of languages, `locales/languages.json`, and embeds (without comment
//! lines) the `locales/<lang>/*.ftl` of those languages (sorted by file name), so a new
//! language needs no code change. Writes `$OUT_DIR/langs.rs` (the codes, English first, and
//! which are in progress) and `$OUT_DIR/locales.rs` (the embedded text).
//!
//! The wasm bundle embeds English only, the fallback (a bundle without the training widgets
//! leaves out their files, `drill.ftl` and `progress.ftl`): the loader fetches the page's language
//! (written to `<site>/widgets/locales/<lang>.ftl` by the book builder), which keeps the other
//! languages' text out of every page's download. Native builds (the tests) embed every language
//! whose folder exists.

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
    let _ = writeln!(out, "pub const LANGS: &[&str] = &{:?};", langs.iter().map(|(c, _)| c).collect::<Vec<_>>());
    out.push_str("/// The languages whose translation is in progress (English fills the gaps).\n");
    let in_progress: Vec<&String> = langs.iter().filter(|(_, shipped)| !shipped).map(|(c, _)| c).collect();
    let _ = writeln!(out, "pub const IN_PROGRESS: &[&str] = &{in_progress:?};");
    write(&Path::new(&out_dir).join("langs.rs"), &out);

    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    // A bundle without the training widgets (feature `train`) does without their words.
    let train = std::env::var_os("CARGO_FEATURE_TRAIN").is_some();
    let skip: &[&str] = if wasm && !train { &["drill.ftl", "progress.ftl"] } else { &[] };
    let mut out = String::from("pub static EMBEDDED: &[(&str, &[(&str, &str)])] = &[\n");
    for (lang, _) in langs.iter().take(if wasm { 1 } else { langs.len() }) {
        let dir = locales.join(lang);
        println!("cargo:rerun-if-changed={}", dir.display());
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut files: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .filter(|p| !p.file_name().and_then(|n| n.to_str()).is_some_and(|n| skip.contains(&n)))
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
}

/// (code, shipped) of each language, in order; English must come first (it is the fallback,
/// `Lang::EN`). The book builder checks the rest of the file (`bao-book`'s `langs.rs`).
fn languages(text: &str) -> Result<Vec<(String, bool)>, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let list = v.get("languages").and_then(|l| l.as_array()).ok_or("no \"languages\" list")?;
    let mut out = Vec::new();
    for (i, l) in list.iter().enumerate() {
        let code = l.get("code").and_then(|c| c.as_str()).ok_or(format!("languages[{i}] has no code"))?;
        let status = l.get("status").and_then(|c| c.as_str()).unwrap_or("");
        if !["shipped", "in-progress"].contains(&status) {
            return Err(format!("languages[{i}]: status {status:?} is neither \"shipped\" nor \"in-progress\""));
        }
        out.push((code.to_string(), status == "shipped"));
    }
    if out.first().map(|(c, _)| c.as_str()) != Some("en") {
        return Err("English (\"en\") must come first".into());
    }
    Ok(out)
}

fn write(dest: &Path, text: &str) {
    if let Err(e) = std::fs::write(dest, text) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
