//! The widget bundles: `bao-app` compiled to wasm32 (cargo, as a subprocess), then wasm-bindgen
//! (the library, so no CLI has to match its version) for the web target: one build per
//! `bao_schema::Bundle` (the table of which mode is in which bundle; the loader gets it in
//! `bao-config.js`), each within the size budget (`app/size.sh`). Written once at
//! `<site>/widgets/` and shared by every language. Skipped when nothing that feeds them changed.

use crate::fingerprint;
use anyhow::{bail, Context, Result};
use bao_schema::Bundle;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Inputs of the bundle: a change in any of them rebuilds it. `locales` holds the list of
/// languages and the English messages, which `app/build.rs` embeds.
const INPUTS: [&str; 5] = ["app", "rules-core", "locales", "Cargo.toml", "Cargo.lock"];

/// Where the bundle is kept between builds (mdBook empties the site root when it builds the
/// English book, so the bundle is copied into the site afterwards).
pub(crate) fn cache_dir(root: &Path) -> PathBuf {
    target_dir(root).join("bao-widgets")
}

fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| root.join("target"))
}

/// Copies the bundle into `<site>/widgets/`, with each language's messages as one file,
/// `widgets/locales/<lang>.ftl` (the bundle embeds English only; the loader fetches the page's).
/// A language without widget messages yet gets an empty file: its widgets speak English.
pub(crate) fn install(root: &Path, site: &Path) -> Result<()> {
    let dest = site.join("widgets");
    std::fs::create_dir_all(dest.join("locales"))?;
    for lang in crate::langs::load(root)? {
        let code = lang.code;
        let mut text = String::new();
        for f in crate::langs::ftl_files(root, &code) {
            // Comment lines are for translators only.
            let source = std::fs::read_to_string(&f)?;
            text.extend(source.lines().filter(|l| !l.starts_with('#')).map(|l| format!("{l}\n")));
        }
        std::fs::write(dest.join("locales").join(format!("{code}.ftl")), text)?;
    }
    for e in std::fs::read_dir(cache_dir(root))? {
        let p = e?.path();
        if p.is_file() && !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')) {
            std::fs::copy(&p, dest.join(p.file_name().unwrap_or_default()))?;
        }
    }
    Ok(())
}

/// The fingerprint of [`INPUTS`].
fn inputs_print(root: &Path) -> String {
    let inputs: Vec<PathBuf> = INPUTS.iter().map(|p| root.join(p)).collect();
    // The command line (rules-core/cli) is not in the bundle.
    fingerprint::of(&inputs, &["diagram/target", "node_modules", "rules-core/cli"])
}

/// Cargo's feature arguments for a bundle (`bao_schema::Bundle`, the one table of the bundles
/// and of the mode each widget is in).
fn feature_args(bundle: Bundle) -> [String; 3] {
    ["--no-default-features".into(), "--features".into(), bundle.features().join(",")]
}

/// The table of which bundle each mode is in, for the widget loader (`app/loader.js` reads
/// `window.BAO_BUNDLES`); the builder writes it into each language's `bao-config.js`.
pub(crate) fn loader_table_js() -> String {
    format!("window.BAO_BUNDLES = {};\n", Bundle::loader_table())
}

/// The computer player's bundle: loaded by the worker script `app/worker.js` (copied next to
/// it as `bao-worker.js`) only when the computer is first used, so it does not weigh on the
/// widget bundles.
const WORKER: &str = "bao_worker";

/// Builds each widget bundle's `<name>.js` and `<name>_bg.wasm`, and the worker's, into
/// [`cache_dir`]: all of them when an input changed (one fingerprint of the inputs). Returns
/// false when they were up to date.
pub(crate) fn bundles(root: &Path) -> Result<bool> {
    let dest = cache_dir(root);
    let stamp = dest.join(".fingerprint");
    let print = inputs_print(root);
    let names = Bundle::ALL.iter().map(|b| b.name()).chain([WORKER]);
    let all_there = names.into_iter().all(|name| dest.join(format!("{name}.js")).exists());
    if all_there && std::fs::read_to_string(&stamp).ok().as_deref() == Some(print.as_str()) {
        return Ok(false);
    }
    std::fs::create_dir_all(&dest)?;
    for bundle in Bundle::ALL {
        let features = feature_args(bundle);
        eprintln!(
            "bao-book: building the widget bundle {} (cargo build -p bao-app --target wasm32-unknown-unknown --profile wasm {})",
            bundle.name(),
            features.join(" ")
        );
        let wasm = cargo_wasm(root, "bao-app", "wasm", &features)?;
        bindgen(&wasm, bundle.name(), &dest, false)?;
    }
    eprintln!("bao-book: building the worker bundle (cargo build -p bao-worker --target wasm32-unknown-unknown --profile wasm-worker)");
    let wasm = cargo_wasm(root, "bao-worker", "wasm-worker", &[])?;
    bindgen(&wasm, WORKER, &dest, false)?;
    std::fs::copy(root.join("app/worker.js"), dest.join("bao-worker.js"))?;
    std::fs::write(&stamp, print)?;
    Ok(true)
}

/// Builds `package`'s library for wasm32 with `profile` and `features`; returns the `.wasm`.
fn cargo_wasm(root: &Path, package: &str, profile: &str, features: &[String]) -> Result<PathBuf> {
    let target_dir = target_dir(root);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["build", "-p", package, "--lib", "--target", "wasm32-unknown-unknown", "--profile", profile])
        .args(features)
        .env("CARGO_TARGET_DIR", &target_dir)
        .env("CARGO_ENCODED_RUSTFLAGS", remap_flags())
        .status()
        .context("running cargo")?;
    if !status.success() {
        bail!("building {package} for wasm32-unknown-unknown failed (is the target installed? `rustup target add wasm32-unknown-unknown`)");
    }
    Ok(target_dir.join(format!("wasm32-unknown-unknown/{profile}/{}.wasm", package.replace('-', "_"))))
}

/// The rustc flags of the wasm builds: the caller's (`CARGO_ENCODED_RUSTFLAGS`, which cargo
/// prefers, or else `RUSTFLAGS`), and each dependency's source folder
/// (`~/.cargo/registry/src/<index>/`, `~/.cargo/git/checkouts/`) remapped to nothing, so that the
/// file names of panic locations the bundles keep (e.g. `leptos-0.8.x/src/...`) do not carry the
/// builder's home folder. Joined by 0x1f, as `CARGO_ENCODED_RUSTFLAGS` is.
fn remap_flags() -> String {
    let mut flags: Vec<String> = match std::env::var("CARGO_ENCODED_RUSTFLAGS") {
        Ok(f) if !f.is_empty() => f.split('\x1f').map(str::to_string).collect(),
        _ => std::env::var("RUSTFLAGS").map(|f| f.split_whitespace().map(str::to_string).collect()).unwrap_or_default(),
    };
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    if let Some(home) = home {
        let mut sources: Vec<PathBuf> = std::fs::read_dir(home.join("registry/src"))
            .map(|dirs| dirs.flatten().map(|d| d.path()).collect())
            .unwrap_or_default();
        sources.sort();
        sources.push(home.join("git/checkouts"));
        for dir in sources {
            flags.push(format!("--remap-path-prefix={}/=", dir.display()));
        }
    }
    flags.join("\x1f")
}

/// Builds one widget bundle as [`bundles`] does, but keeps the names of its functions (for
/// `twiggy`, `bash app/size.sh --top`), into `dest`; the code is the same as the site's.
pub(crate) fn with_names(root: &Path, name: &str, dest: &Path) -> Result<PathBuf> {
    let Some(bundle) = Bundle::from_name(name) else {
        bail!("no widget bundle {name:?} (bundles: {})", Bundle::ALL.map(Bundle::name).join(", "))
    };
    std::fs::create_dir_all(dest)?;
    let wasm = cargo_wasm(root, "bao-app", "wasm", &feature_args(bundle))?;
    bindgen(&wasm, name, dest, true)?;
    Ok(dest.join(format!("{name}_bg.wasm")))
}

/// Writes `<name>.js` and `<name>_bg.wasm` for the web from a built `.wasm` (without the
/// name section unless `names`).
fn bindgen(wasm: &Path, name: &str, dest: &Path, names: bool) -> Result<()> {
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(wasm)
        .out_name(name)
        .web(true)?
        .typescript(false)
        .debug(false)
        .keep_debug(false)
        // The name section only helps debuggers; dropping it saves a lot of bytes. (No
        // wasm-opt: Debian's version 108 corrupts modules built by current rustc.)
        .remove_name_section(!names)
        .remove_producers_section(true)
        .generate(dest)
        .map_err(|e| anyhow::anyhow!("wasm-bindgen: {e:#}"))?;
    let glue = dest.join(format!("{name}.js"));
    let text = std::fs::read_to_string(&glue).with_context(|| format!("reading {}", glue.display()))?;
    std::fs::write(&glue, lean_glue(&text)).with_context(|| format!("writing {}", glue.display()))?;
    if !names {
        let module = dest.join(format!("{name}_bg.wasm"));
        let bytes = std::fs::read(&module).with_context(|| format!("reading {}", module.display()))?;
        let lean = without_custom_sections(&bytes).with_context(|| format!("reading {}", module.display()))?;
        std::fs::write(&module, lean).with_context(|| format!("writing {}", module.display()))?;
    }
    Ok(())
}

/// A wasm module without its custom sections (id 0: the linker's `target_features` and
/// `__wasm_split_unstable`, about 170 bytes a bundle; browsers ignore them), every other
/// section byte for byte. An error when the module's sections cannot be read.
fn without_custom_sections(module: &[u8]) -> Result<Vec<u8>> {
    const HEADER: usize = 8;
    if module.len() < HEADER || &module[..4] != b"\0asm" {
        bail!("not a wasm module");
    }
    let mut out = module[..HEADER].to_vec();
    let mut at = HEADER;
    while at < module.len() {
        let id = module[at];
        let (size, body) = leb128(module, at + 1).context("a section's size")?;
        let end = body.checked_add(size).filter(|&e| e <= module.len()).context("a section past the end")?;
        if id != 0 {
            out.extend_from_slice(&module[at..end]);
        }
        at = end;
    }
    Ok(out)
}

/// An unsigned LEB128 number at `at`: its value and where the bytes after it start.
fn leb128(bytes: &[u8], mut at: usize) -> Option<(usize, usize)> {
    let mut value = 0usize;
    for shift in (0..35).step_by(7) {
        let b = *bytes.get(at)?;
        at += 1;
        value |= usize::from(b & 0x7f) << shift;
        if b < 0x80 {
            return Some((value, at));
        }
    }
    None
}

/// wasm-bindgen's JavaScript glue without what only its readers need: the comment lines (its
/// JSDoc blocks and `//` lines) and the indentation, a sixth of the glue's gzipped bytes
/// (`bash app/size.sh`). Only whole lines go, and none inside a template literal (a string
/// between backticks may span lines), so the code is the same.
fn lean_glue(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_template = false;
    let mut in_comment = false;
    for line in text.lines() {
        let t = line.trim_start();
        if in_template {
            out.push_str(line);
            out.push('\n');
        } else if in_comment || t.starts_with("/*") {
            in_comment = !t.trim_end().ends_with("*/");
            continue;
        } else if t.starts_with("//") || t.is_empty() {
            continue;
        } else {
            out.push_str(t);
            out.push('\n');
        }
        if line.matches('`').count() % 2 == 1 {
            in_template = !in_template;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;

    #[test]
    fn custom_sections_go_and_the_rest_stays_byte_for_byte() {
        // header; a custom section "x" (1 byte of data); a type section (one byte); a custom
        // section whose size takes two LEB128 bytes (130 bytes); an export section.
        let mut m = b"\0asm\x01\0\0\0".to_vec();
        m.extend([0, 3, 1, b'x', 9]);
        m.extend([1, 1, 0]);
        m.extend([0, 0x82, 0x01, 1, b'y']);
        m.extend(std::iter::repeat_n(7u8, 128));
        m.extend([7, 1, 0]);
        let lean = without_custom_sections(&m).unwrap();
        assert_eq!(lean, b"\0asm\x01\0\0\0\x01\x01\0\x07\x01\0".to_vec());
        assert!(without_custom_sections(b"\0asm\x01\0\0\0\x01\x05\0").is_err(), "a section past the end");
        assert!(without_custom_sections(b"nope").is_err());
    }

    #[test]
    fn the_lean_glue_drops_comment_lines_and_indentation_but_not_a_template_literal() {
        let glue = "/**\n * @param {string} tag\n * @returns {string}\n */\nexport function f(tag) {\n    // Cast intrinsic for `Closure`.\n    const a = `x\n    y`;\n    /* one line */\n    return a + \"// not a comment\";\n}\n\n";
        assert_eq!(
            lean_glue(glue),
            "export function f(tag) {\nconst a = `x\n    y`;\nreturn a + \"// not a comment\";\n}\n"
        );
    }

    #[test]
    fn a_change_in_the_locales_rebuilds_the_bundle() {
        let root = std::env::temp_dir().join(format!("bao-book-wasm-inputs-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("locales/en")).unwrap();
        std::fs::create_dir_all(root.join("app/src")).unwrap();
        std::fs::write(root.join("app/src/lib.rs"), "pub fn f() {}\n").unwrap();
        std::fs::write(root.join("locales/languages.json"), r#"{"languages": []}"#).unwrap();
        std::fs::write(root.join("locales/en/widget.ftl"), "btn-flip = Flip\n").unwrap();
        let before = inputs_print(&root);
        assert_eq!(inputs_print(&root), before, "nothing changed");
        std::fs::write(root.join("locales/en/widget.ftl"), "btn-flip = Turn the board\n").unwrap();
        let after_ftl = inputs_print(&root);
        assert_ne!(after_ftl, before, "an English message changed");
        std::fs::write(root.join("locales/languages.json"), r#"{"languages": [{"code": "en"}]}"#).unwrap();
        assert_ne!(inputs_print(&root), after_ftl, "the list of languages changed");
        let _ = std::fs::remove_dir_all(&root);
    }
}
