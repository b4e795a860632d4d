//! Embeds (without comment lines) the `locales/<lang>/*.ftl` of the languages in `src/langs.rs`
//! (sorted by file name), so a translator's new folder is picked up without touching the code.
//! The wasm bundle embeds English only, the fallback: the loader fetches the page's language
//! (written to `<site>/widgets/locales/<lang>.ftl` by the book builder), which keeps five
//! languages' text out of every page's download. Native builds (the tests) embed every language.

use std::fmt::Write as _;
use std::path::Path;

include!("src/langs.rs");

fn main() {
    // Read at run time, not with env!(): a build script binary copied with a warm target
    // directory from another checkout would otherwise embed that checkout's locales.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let root = Path::new(&manifest).join("../locales");
    println!("cargo:rerun-if-changed=src/langs.rs");
    println!("cargo:rerun-if-changed={}", root.display());
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let mut out = String::from("pub static EMBEDDED: &[(&str, &[(&str, &str)])] = &[\n");
    for lang in LANGS.iter().take(if wasm { 1 } else { LANGS.len() }) {
        let dir = root.join(lang);
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
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            let lean: String = text.lines().filter(|l| !l.starts_with('#')).map(|l| format!("{l}\n")).collect();
            let _ = writeln!(out, "        ({name:?}, {lean:?}),");
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("locales.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
