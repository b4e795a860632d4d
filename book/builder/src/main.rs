//! `bao-book`: builds Bao Kitabu (the widget bundle and the book in every language) into one
//! static site, serves it, and checks the translations.
//!
//!     cargo run --release -p bao-book -- serve [--port 3000] [--out site]
//!     cargo run --release -p bao-book -- build [--out site] [--lang sw]... [--site-url URL]
//!     cargo run --release -p bao-book -- wasm [--out site]
//!     cargo run --release -p bao-book -- wasm-names <bundle> --out dir   # for twiggy
//!     cargo run --release -p bao-book -- po       # refresh book/po/messages.pot and <lang>.po
//!     cargo run --release -p bao-book -- check [--site site]

mod block;
mod check;
mod csp;
mod discover;
mod escape;
mod exercises;
mod fingerprint;
mod langs;
mod links;
mod offline;
mod po;
mod preprocess;
mod search;
mod serve;
mod site;
mod terms;
mod theme;
mod wasm;

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::time::Instant;

fn main() {
    if let Err(e) = run() {
        eprintln!("bao-book: error: {e:#}");
        std::process::exit(1);
    }
}

struct Args {
    command: String,
    out: PathBuf,
    port: u16,
    langs: Vec<String>,
    site: Option<PathBuf>,
    no_wasm: bool,
    /// The site's address (absolute alternates and sitemap); also `BAO_SITE_URL`.
    site_url: Option<String>,
    /// `wasm-names`: the bundle.
    bundle: Option<String>,
}

fn parse_args(root: &Path) -> Result<Args> {
    let mut it = std::env::args().skip(1);
    let command = it.next().unwrap_or_else(|| "help".into());
    let mut a = Args {
        command,
        out: root.join("site"),
        port: 3000,
        langs: Vec::new(),
        site: None,
        no_wasm: false,
        site_url: None,
        bundle: None,
    };
    while let Some(arg) = it.next() {
        let mut value = || it.next().with_context(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--out" => a.out = PathBuf::from(value()?),
            "--port" => a.port = value()?.parse().context("--port needs a number")?,
            "--lang" => a.langs.push(value()?),
            "--site" => a.site = Some(PathBuf::from(value()?)),
            "--no-wasm" => a.no_wasm = true,
            "--site-url" => a.site_url = Some(value()?),
            other if a.command == "wasm-names" && a.bundle.is_none() && !other.starts_with('-') => {
                a.bundle = Some(other.to_string())
            }
            other => bail!("unknown argument {other:?} (see `bao-book help`)"),
        }
    }
    if a.out.is_relative() {
        a.out = std::env::current_dir()?.join(&a.out);
    }
    Ok(a)
}

/// The repository root: the nearest folder, from the current one up, that holds this crate
/// (`book/builder/Cargo.toml`), so that a binary copied to or built in another checkout works
/// on the checkout it is run in; else the checkout it was compiled in.
fn repo_root() -> PathBuf {
    let is_root = |d: &Path| d.join("book/builder/Cargo.toml").is_file() && d.join("rules-core").is_dir();
    if let Ok(cwd) = std::env::current_dir() {
        if let Some(found) = cwd.ancestors().find(|d| is_root(d)) {
            return found.to_path_buf();
        }
    }
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().and_then(Path::parent).map(Path::to_path_buf).unwrap_or(here)
}

fn run() -> Result<()> {
    let root = repo_root();
    let args = parse_args(&root)?;
    match args.command.as_str() {
        "wasm" => {
            wasm::bundles(&root)?;
            wasm::install(&root, &args.out)?;
            println!("{}", args.out.join("widgets").display());
        }
        "wasm-names" => {
            let bundle = args.bundle.as_deref().context("wasm-names needs a bundle name")?;
            println!("{}", wasm::with_names(&root, bundle, &args.out)?.display());
        }
        "build" => build(&root, &args)?,
        "serve" => {
            build(&root, &args)?;
            serve::serve(&args.out, args.port)?;
        }
        "po" => po::extract_and_merge(&root)?,
        "check" => check::run(&root, args.site.as_deref())?,
        _ => {
            println!(
                "{}",
                include_str!("main.rs")
                    .lines()
                    .skip(3)
                    .take(6)
                    .map(|l| l.trim_start_matches("//!"))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
    Ok(())
}

fn build(root: &Path, args: &Args) -> Result<()> {
    let t0 = Instant::now();
    std::fs::create_dir_all(&args.out)?;
    if !args.no_wasm {
        let rebuilt = wasm::bundles(root)?;
        eprintln!(
            "bao-book: widgets {} ({:.1}s)",
            if rebuilt { "built" } else { "up to date" },
            t0.elapsed().as_secs_f64()
        );
    }
    let all = langs::load(root)?;
    if let Some(unknown) = args.langs.iter().find(|c| !all.iter().any(|l| &l.code == *c)) {
        bail!(
            "--lang {unknown}: not in {} ({})",
            langs::FILE,
            all.iter().map(|l| l.code.as_str()).collect::<Vec<_>>().join(", ")
        );
    }
    let site_url = discover::site_url(args.site_url.as_deref());
    let mut built = Vec::new();
    for lang in &all {
        if !args.langs.is_empty() && !args.langs.contains(&lang.code) {
            continue;
        }
        let t = Instant::now();
        site::build(root, lang, &all, &args.out, site_url.as_deref())?;
        eprintln!("bao-book: {} book built ({:.1}s)", lang.code, t.elapsed().as_secs_f64());
        built.push(lang);
    }
    if !args.no_wasm {
        wasm::install(root, &args.out)?;
    }
    // After the widgets are in place: the offline copies list them.
    offline::icons(&args.out)?;
    offline::service_workers(&args.out, &all, &built)?;
    discover::sitemap(&args.out, &all, site_url.as_deref())?;
    eprintln!("bao-book: site in {} ({:.1}s)", args.out.display(), t0.elapsed().as_secs_f64());
    Ok(())
}
