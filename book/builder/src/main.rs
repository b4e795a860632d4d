//! `bao-book`: builds Bao Kitabu (the widget bundle and the book in every language) into one
//! static site, serves it, and checks the translations.
//!
//!     cargo run --release -p bao-book -- serve [--port 3000] [--out site]
//!     cargo run --release -p bao-book -- build [--out site] [--lang sw]... [--site-url URL]
//!     cargo run --release -p bao-book -- wasm [--out site]
//!     cargo run --release -p bao-book -- wasm-names <bundle> --out dir   # for twiggy
//!     cargo run --release -p bao-book -- po       # refresh book/po/messages.pot and <lang>.po
//!     cargo run --release -p bao-book -- check [--site site] [--exercises]
//!     cargo run --release -p bao-book -- worksheet (--stage N | --page PATH | --test NAME | --drill KIND [--position P] [--count N] [--seed S] | --board GAME [--a3]) [--lang sw] [--paper a4|letter] --out sheet.html

mod block;
mod check;
mod csp;
mod discover;
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
mod worksheet;

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
    /// `check --exercises`: only the report of every course exercise (`exercises.rs`).
    exercises: bool,
    /// The site's address (absolute alternates and sitemap); also `BAO_SITE_URL`.
    site_url: Option<String>,
    /// `wasm-names`: the bundle.
    bundle: Option<String>,
    /// `worksheet`: what to print (`--stage 5`, `--drill last-seed`, `--a3` ...).
    sheet: Vec<(String, String)>,
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
        exercises: false,
        site_url: None,
        bundle: None,
        sheet: Vec::new(),
    };
    while let Some(arg) = it.next() {
        let mut value = || it.next().with_context(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--out" => a.out = PathBuf::from(value()?),
            "--port" => a.port = value()?.parse().context("--port needs a number")?,
            "--lang" => a.langs.push(value()?),
            "--site" => a.site = Some(PathBuf::from(value()?)),
            "--no-wasm" => a.no_wasm = true,
            "--exercises" if a.command == "check" => a.exercises = true,
            "--site-url" => a.site_url = Some(value()?),
            "--a3" if a.command == "worksheet" => a.sheet.push(("--a3".into(), String::new())),
            "--stage" | "--page" | "--test" | "--drill" | "--position" | "--count" | "--seed" | "--board"
            | "--paper"
                if a.command == "worksheet" =>
            {
                a.sheet.push((arg.clone(), value()?))
            }
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
        "check" if args.exercises => check::exercises(&root)?,
        "check" => check::run(&root, args.site.as_deref())?,
        "worksheet" => worksheet_command(&root, &args)?,
        _ => {
            println!(
                "{}",
                include_str!("main.rs")
                    .lines()
                    .skip(3)
                    .take(7)
                    .map(|l| l.trim_start_matches("//!"))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
    Ok(())
}

/// `bao-book worksheet`: one worksheet (with its key) or board, in one language, as an HTML
/// page to print (its style inlined). The stage's, test's or page's exercises are read by
/// building that language's book (without the widgets) into a temporary folder.
fn worksheet_command(root: &Path, args: &Args) -> Result<()> {
    use worksheet::{BoardSheet, DrillSheet, Page, Paper, Sheet};
    let all = langs::load(root)?;
    let code = match args.langs.as_slice() {
        [] => langs::SOURCE,
        [one] => one.as_str(),
        _ => bail!("worksheet: one --lang at a time"),
    };
    let Some(lang) = all.iter().find(|l| l.code == code) else { bail!("--lang {code}: not in {}", langs::FILE) };
    let get = |k: &str| args.sheet.iter().rev().find(|(key, _)| key == k).map(|(_, v)| v.as_str());
    let number = |k: &str, default: u64| -> Result<u64> {
        get(k).map_or(Ok(default), |v| v.parse().with_context(|| format!("{k} needs a number, not {v:?}")))
    };
    let paper = match get("--paper") {
        None => Paper::A4,
        Some(p) => Paper::parse(p).with_context(|| format!("--paper {p}: a4, letter or any"))?,
    };
    let words = site::worksheet_words(root, lang)?;
    let page = Page { lang: &lang.code, rtl: lang.rtl, css: None, paper, back: None, boards: None };
    let site_url = discover::site_url(args.site_url.as_deref());
    let html = if let Some(game) = get("--board") {
        let variant = rules_core::Variant::from_name(game)
            .filter(|v| *v != rules_core::Variant::Kujifunza)
            .with_context(|| {
                format!(
                    "--board {game}: kiswahili, kimasai or kingulu (Bao la Kujifunza is played on the Kiswahili board)"
                )
            })?;
        let b = BoardSheet { variant, a3: get("--a3").is_some() };
        worksheet::board(
            b,
            &words,
            &page,
            worksheet::game_name(variant),
            &format!(
                "{}worksheets/{}",
                site_url.as_deref().map(|u| format!("{u}{}", lang.dir())).unwrap_or_default(),
                b.file()
            ),
        )
    } else if let Some(kind) = get("--drill") {
        let kind = DrillSheet::parse(kind).with_context(|| {
            let names: Vec<&str> = bao_schema::Drill::ALL.iter().map(|d| d.name()).collect();
            format!("--drill {kind}: one of {}, after", names.join(", "))
        })?;
        let text = get("--position").unwrap_or("start:kujifunza");
        let from = rules_core::Position::parse_or_start(text).map_err(|e| anyhow::anyhow!("--position {text}: {e}"))?;
        if let DrillSheet::Drill(d) = kind {
            if !d.fits(from.variant()) {
                bail!("--drill {}: not a question of {}", d.name(), from.variant().name());
            }
        }
        let count = number("--count", 10)?.clamp(1, 200) as u32;
        let seed = number("--seed", worksheet::DRILL_SEED)?;
        let items = worksheet::from_drill(kind, &from, count, seed, &words);
        if items.is_empty() {
            bail!("--drill {}: no position found from {text}", kind.name());
        }
        let title = format!("{} ({})", words.get("Drill", &[]), worksheet::game_name(from.variant()));
        worksheet::render(&Sheet { title, address: String::new(), intro: None, items }, &words, &page)
    } else {
        let tmp = std::env::temp_dir().join(format!("bao-book-worksheet-{}", std::process::id()));
        let printable = site::build(root, lang, &all, &tmp, site_url.as_deref());
        let course = std::fs::read_to_string(tmp.join(lang.dir()).join("course.json"));
        let _ = std::fs::remove_dir_all(&tmp);
        let printable = printable?;
        let course = bao_schema::course::Course::from_json(&course?)?;
        let (title, page_path, lessons, intro) = if let Some(n) = get("--stage") {
            // The stage number the text, the sidebar and the course map use.
            let n: u32 = n.parse().with_context(|| format!("--stage needs a number, not {n:?}"))?;
            let Some(stage) = course.stages.iter().find(|s| s.number == Some(n)) else {
                let list: Vec<String> =
                    course.stages.iter().filter_map(|s| s.number.map(|k| format!("{k}: {}", s.title))).collect();
                bail!("--stage {n}: the stages are\n  {}", list.join("\n  "));
            };
            let p = printable.iter().find(|p| p.page == stage.path).context("the stage's page")?;
            (stage.title.clone(), stage.path.clone(), p.lessons.clone(), p.questions.intro.clone())
        } else if let Some(path) = get("--page") {
            let want = path.trim_end_matches(".html").trim_end_matches(".md");
            let p = printable.iter().find(|p| p.chapter == want).with_context(|| {
                let list: Vec<&str> = printable.iter().map(|p| p.chapter.as_str()).collect();
                format!("--page {path}: no exercises or drills there (pages: {})", list.join(", "))
            })?;
            (p.title.clone(), p.page.clone(), p.lessons.clone(), p.questions.intro.clone())
        } else if let Some(name) = get("--test") {
            let ids: Vec<&str> = course.test(name).iter().map(|e| e.id.as_str()).collect();
            if ids.is_empty() {
                bail!("--test {name}: no exercise counts in it");
            }
            let lessons: Vec<bao_schema::Lesson> = printable
                .iter()
                .flat_map(|p| p.lessons.iter())
                .filter(|l| ids.contains(&l.id.as_str()))
                .cloned()
                .collect();
            let stage = course.find(ids[0]).map(|(s, _)| (s.title.clone(), s.path.clone())).unwrap_or_default();
            (stage.0, stage.1, lessons, None)
        } else {
            bail!("worksheet: say what to print: --stage N, --page PATH, --test NAME, --drill KIND or --board GAME");
        };
        // The book's paragraph before each block, for the exercises whose goal is their answer.
        let asked: std::collections::HashMap<String, String> =
            printable.iter().flat_map(|p| p.questions.by_lesson.iter().map(|(k, v)| (k.clone(), v.clone()))).collect();
        let items = worksheet::from_lessons(&lessons, &asked, &words);
        if items.is_empty() {
            bail!("{page_path}: no exercise to print (a drill page: use --drill)");
        }
        let address = match &site_url {
            Some(u) => format!("{u}{}{page_path}", lang.dir()),
            None => page_path,
        };
        worksheet::render(&Sheet { title, address, intro, items }, &words, &page)
    };
    // No --out: `worksheet.html` here (the default `site` folder is the build's).
    let out = if args.out == root.join("site") { PathBuf::from("worksheet.html") } else { args.out.clone() };
    std::fs::write(&out, html).with_context(|| format!("writing {}", out.display()))?;
    println!("{}", out.display());
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
