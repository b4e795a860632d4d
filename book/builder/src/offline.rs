//! The book without a network, and installable: per language, a service worker (`sw.js` at the
//! book's root, registered by `theme/bao-offline.js`) that keeps every file of that language's
//! book, the widgets (every bundle in `widgets/`) and their messages in that language, so that
//! after the first visit the whole book works offline; a web manifest (`manifest.webmanifest`);
//! the icons (SVG) at the site root; and the embed page (`embed.html`: only a board).

use crate::langs::Lang;
use anyhow::{Context, Result};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// The board of the app icons: four rows of pits, the square nyumba, seeds, on a 512 x 512
/// canvas (a macro, so that `concat!` can put it into both icons).
macro_rules! icon_board {
    () => {
        r##"<rect x="40" y="72" width="432" height="368" rx="36" fill="#b08d57"/>
<line x1="60" y1="256" x2="452" y2="256" stroke="#7a4a22" stroke-width="6" stroke-dasharray="14 10"/>
<g fill="#f6ecd6">
<circle cx="116" cy="128" r="34"/><circle cx="208" cy="128" r="34"/><circle cx="304" cy="128" r="34"/><circle cx="396" cy="128" r="34"/>
<circle cx="116" cy="210" r="34"/><rect x="174" y="176" width="68" height="68" rx="10"/><circle cx="304" cy="210" r="34"/><circle cx="396" cy="210" r="34"/>
<circle cx="116" cy="302" r="34"/><circle cx="208" cy="302" r="34"/><rect x="270" y="268" width="68" height="68" rx="10"/><circle cx="396" cy="302" r="34"/>
<circle cx="116" cy="384" r="34"/><circle cx="208" cy="384" r="34"/><circle cx="304" cy="384" r="34"/><circle cx="396" cy="384" r="34"/>
</g>
<g fill="#3a2412">
<circle cx="196" cy="198" r="11"/><circle cx="222" cy="204" r="11"/><circle cx="204" cy="226" r="11"/>
<circle cx="292" cy="290" r="11"/><circle cx="316" cy="298" r="11"/><circle cx="300" cy="318" r="11"/>
<circle cx="304" cy="210" r="11"/><circle cx="208" cy="302" r="11"/>
</g>
"##
    };
}

/// The app icon: a bao board seen from above (four rows of pits, the square nyumba), on wood.
pub(crate) const ICON: &str = concat!(
    r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="#7a4a22"/>
"##,
    icon_board!(),
    "</svg>\n"
);

/// The same picture for masks (round or squircle launchers): full bleed, the board inside the
/// safe circle.
pub(crate) const ICON_MASKABLE: &str = concat!(
    r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="#7a4a22"/>
<g transform="translate(256 256) scale(0.72) translate(-256 -256)">
"##,
    icon_board!(),
    "</g>\n</svg>\n"
);

/// The service worker, with `/*FILES*/`, `/*CACHE*/` and `/*OTHERS*/` filled in per language.
const WORKER: &str = include_str!("sw.js");

/// Files of the site root that are not the English book's (the icons are listed for every book).
const SITE_FILES: [&str; 4] = ["sitemap.xml", "robots.txt", "bao-icon.svg", "bao-icon-maskable.svg"];

/// Files of a book the worker does not fetch in advance (kept once visited): the print page,
/// every chapter on one page, is large and not needed to read the book.
const LAZY: [&str; 1] = ["print.html"];

/// Writes the icons at the site root.
pub(crate) fn icons(site: &Path) -> Result<()> {
    std::fs::write(site.join("bao-icon.svg"), ICON)?;
    std::fs::write(site.join("bao-icon-maskable.svg"), ICON_MASKABLE)?;
    Ok(())
}

/// The web manifest of a language's book (`manifest.webmanifest` at its root).
pub(crate) fn manifest(lang: &Lang, title: &str, description: &str) -> String {
    let icons = |file: &str, purpose: &str| {
        serde_json::json!({
            "src": format!("{}{file}", lang.to_site_root()),
            "sizes": "any",
            "type": "image/svg+xml",
            "purpose": purpose,
        })
    };
    let m = serde_json::json!({
        "name": title,
        "short_name": "Bao Kitabu",
        "description": description,
        "lang": lang.code,
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#7a4a22",
        "icons": [icons("bao-icon.svg", "any"), icons("bao-icon-maskable.svg", "maskable")],
    });
    serde_json::to_string_pretty(&m).unwrap_or_default() + "\n"
}

/// Writes `sw.js` at the root of each built language's book: the files it keeps (as addresses
/// relative to the worker) and a cache name that changes whenever one of them changes.
pub(crate) fn service_workers(site: &Path, all: &[Lang], built: &[&Lang]) -> Result<()> {
    for lang in built {
        let root = site.join(lang.dir());
        let mut files = book_files(&root, lang, all)?;
        // The widgets: every bundle (a worker's too) and this language's messages.
        let widgets = site.join("widgets");
        let mut shared: Vec<(String, PathBuf)> = Vec::new();
        if let Ok(entries) = std::fs::read_dir(&widgets) {
            for e in entries.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if e.path().is_file() && !name.starts_with('.') {
                    shared.push((format!("{}widgets/{name}", lang.to_site_root()), e.path()));
                }
            }
        }
        // The manifest's icons, at the site root.
        for icon in ["bao-icon.svg", "bao-icon-maskable.svg"] {
            shared.push((format!("{}{icon}", lang.to_site_root()), site.join(icon)));
        }
        // The widget bundles embed no words: this language's, and English's for a language in
        // progress (English fills its gaps).
        let codes = if lang.shipped() { vec![lang.code.as_str()] } else { vec![lang.code.as_str(), "en"] };
        for code in codes {
            let messages = widgets.join("locales").join(format!("{code}.ftl"));
            if messages.is_file() {
                shared.push((format!("{}widgets/locales/{code}.ftl", lang.to_site_root()), messages));
            }
        }
        files.extend(shared);
        files.sort();
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        for (url, path) in &files {
            url.hash(&mut hasher);
            std::fs::read(path).with_context(|| format!("reading {}", path.display()))?.hash(&mut hasher);
        }
        let urls: Vec<&str> = std::iter::once("./").chain(files.iter().map(|(u, _)| u.as_str())).collect();
        let others: Vec<String> =
            if lang.is_source() { all.iter().filter(|l| !l.is_source()).map(Lang::dir).collect() } else { Vec::new() };
        let worker = WORKER
            .replace(
                "/*CACHE*/",
                &serde_json::to_string(&format!("bao-kitabu-{}-{:016x}", lang.code, hasher.finish()))?,
            )
            .replace("/*PREFIX*/", &serde_json::to_string(&format!("bao-kitabu-{}-", lang.code))?)
            .replace("/*FILES*/", &serde_json::to_string(&urls)?)
            .replace("/*OTHERS*/", &serde_json::to_string(&others)?);
        std::fs::write(root.join("sw.js"), worker)?;
    }
    Ok(())
}

/// Every file of a language's book but the worker, the lazy ones and (for English, at the site
/// root) the other languages and the shared folders: (address from the book's root, path).
fn book_files(root: &Path, lang: &Lang, all: &[Lang]) -> Result<Vec<(String, PathBuf)>> {
    let skip: Vec<String> = if lang.is_source() {
        all.iter().filter(|l| !l.is_source()).map(|l| l.code.clone()).chain(["widgets".to_string()]).collect()
    } else {
        Vec::new()
    };
    let mut out = Vec::new();
    let mut todo = vec![String::new()];
    while let Some(rel) = todo.pop() {
        for e in std::fs::read_dir(root.join(&rel))? {
            let e = e?;
            let name = e.file_name().to_string_lossy().into_owned();
            let sub = format!("{rel}{name}");
            if e.file_type()?.is_dir() {
                if !(rel.is_empty() && skip.contains(&name)) {
                    todo.push(format!("{sub}/"));
                }
            } else if !(rel.is_empty()
                && (name == "sw.js" || LAZY.contains(&name.as_str()) || SITE_FILES.contains(&name.as_str())))
            {
                out.push((sub, e.path()));
            }
        }
    }
    Ok(out)
}

/// The name of a file mdBook wrote with a hash (`css/variables-8adf115d.css`): the first file
/// of `folder` whose name starts with `stem-` and ends with `ext`.
fn hashed(root: &Path, folder: &str, stem: &str, ext: &str) -> Result<String> {
    let prefix = if folder.is_empty() { String::new() } else { format!("{folder}/") };
    let mut names: Vec<String> = std::fs::read_dir(root.join(folder))
        .with_context(|| format!("no {folder}/ in {}", root.display()))?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(&format!("{stem}-")) && n.ends_with(ext))
        .collect();
    names.sort();
    names.into_iter().next().map(|n| format!("{prefix}{n}")).with_context(|| format!("no {prefix}{stem}-*{ext}"))
}

/// Writes `embed.html` at the root of a language's book: only a board, read from the address's
/// fragment (a share link's keys, plus `theme`, `size`, `id`), in the book's theme colours.
/// A book built without the widgets (no `gen/loader-*.js`) gets none.
pub(crate) fn embed_page(root: &Path, lang: &Lang, title: &str) -> Result<()> {
    if hashed(root, "gen", "loader", ".js").is_err() {
        return Ok(());
    }
    // mdBook's theme colours, the book's contrast fixes for them (theme/bao.css), the widgets'.
    let css = [
        hashed(root, "css", "variables", ".css")?,
        hashed(root, "theme", "bao", ".css")?,
        hashed(root, "gen", "widgets", ".css")?,
    ];
    let js = [
        hashed(root, "gen", "bao-config", ".js")?,
        hashed(root, "gen", "loader", ".js")?,
        hashed(root, "theme", "bao-offline", ".js")?,
    ];
    let mut links: String = css.iter().map(|c| format!("<link rel=\"stylesheet\" href=\"{c}\">\n")).collect();
    if let Ok(icon) = hashed(root, "", "favicon", ".svg") {
        links.push_str(&format!("<link rel=\"icon\" href=\"{icon}\">\n"));
    }
    let scripts: String = js.iter().map(|s| format!("<script src=\"{s}\"></script>\n")).collect();
    let html = format!(
        r#"<!DOCTYPE html>
<html lang="{lang}" dir="{dir}" class="js light">
<head>
<meta charset="UTF-8">
<title>{title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<script>
// The theme before the first paint (the widget checks every setting of the address).
if (/(?:^#|&)theme=dark(?:&|$)/.test(location.hash)) document.documentElement.className = 'js navy';
</script>
{links}<style>
html, body {{ margin: 0; background: var(--bg); color: var(--fg); }}
body {{ padding: 8px; font-family: "Open Sans", system-ui, sans-serif; font-size: 16px; }}
.bao-widget {{ margin: 0 auto; }}
.bao-widget .bao-app {{ margin: 0 auto; }}
</style>
</head>
<body>
<div class="bao-widget" data-fragment="embed"></div>
<script>const path_to_root = "";</script>
{scripts}</body>
</html>
"#,
        lang = lang.code,
        dir = if lang.rtl { "rtl" } else { "ltr" },
        title = bao_text::html::escape(title),
    );
    std::fs::write(root.join("embed.html"), html)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::langs::parse;

    fn langs() -> Vec<Lang> {
        parse(
            r#"{"languages": [{"code": "en", "name": "English", "status": "shipped"},
                              {"code": "sw", "name": "Kiswahili", "status": "shipped"}]}"#,
        )
        .unwrap()
    }

    #[test]
    fn a_worker_keeps_its_book_the_widgets_and_its_messages() {
        let site = std::env::temp_dir().join(format!("bao-book-offline-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&site);
        for f in [
            "index.html",
            "print.html",
            "course/01.html",
            "sw/index.html",
            "sw/course/01.html",
            "widgets/bao_app.js",
            "widgets/worker.wasm",
            "widgets/locales/sw.ftl",
            "widgets/locales/en.ftl",
            "bao-icon.svg",
            "bao-icon-maskable.svg",
        ] {
            let p = site.join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, f).unwrap();
        }
        let all = langs();
        service_workers(&site, &all, &all.iter().collect::<Vec<_>>()).unwrap();
        let en = std::fs::read_to_string(site.join("sw.js")).unwrap();
        let sw = std::fs::read_to_string(site.join("sw/sw.js")).unwrap();
        assert!(en.contains(r#"["./","bao-icon-maskable.svg","bao-icon.svg","course/01.html","index.html","widgets/bao_app.js","widgets/locales/en.ftl","widgets/worker.wasm"]"#), "{en}");
        assert!(sw.contains(r#"["./","../bao-icon-maskable.svg","../bao-icon.svg","../widgets/bao_app.js","../widgets/locales/sw.ftl","../widgets/worker.wasm","course/01.html","index.html"]"#), "{sw}");
        assert!(en.contains(r#"const OTHERS = ["sw/"];"#), "the English worker leaves the translations alone");
        let cache = |s: &str| s.lines().find(|l| l.starts_with("const CACHE")).unwrap().to_string();
        let before = cache(&sw);
        std::fs::write(site.join("sw/course/01.html"), "changed").unwrap();
        service_workers(&site, &all, &[&all[1]]).unwrap();
        assert_ne!(cache(&std::fs::read_to_string(site.join("sw/sw.js")).unwrap()), before, "a change is a new cache");
        // A language in progress keeps English's messages too (they fill its gaps).
        let mut sw = all[1].clone();
        sw.status = crate::langs::Status::InProgress;
        service_workers(&site, &all, &[&sw]).unwrap();
        let worker = std::fs::read_to_string(site.join("sw/sw.js")).unwrap();
        assert!(worker.contains(r#""../widgets/locales/en.ftl","../widgets/locales/sw.ftl""#), "{worker}");
        let _ = std::fs::remove_dir_all(&site);
    }

    #[test]
    fn the_manifest_names_the_book_in_its_language() {
        let all = langs();
        let m: serde_json::Value = serde_json::from_str(&manifest(&all[1], "Kitabu cha Bao", "Jifunze")).unwrap();
        assert_eq!(m["name"], "Kitabu cha Bao");
        assert_eq!(m["lang"], "sw");
        assert_eq!(m["icons"][0]["src"], "../bao-icon.svg");
        assert_eq!(m["start_url"], "./");
    }
}
