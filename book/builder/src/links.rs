//! Broken relative links in the built site: every `href`/`src` of every page that points into
//! the site must name a file that exists.

use anyhow::Result;
use std::path::{Path, PathBuf};

pub(crate) fn broken(site: &Path) -> Result<Vec<String>> {
    let mut pages = Vec::new();
    collect(site, &mut pages);
    let mut out = Vec::new();
    for page in pages {
        let text = std::fs::read_to_string(&page)?;
        let dir = page.parent().unwrap_or(site);
        for attr in ["href=\"", "src=\""] {
            for piece in text.split(attr).skip(1) {
                let Some(url) = piece.split('"').next() else { continue };
                if url.is_empty()
                    || url.starts_with('#')
                    || url.contains("://")
                    || url.starts_with("//")
                    || url.starts_with("mailto:")
                    || url.starts_with("javascript:")
                    || url.starts_with("data:")
                    || url.contains("{{")
                {
                    continue;
                }
                let path = url.split(['#', '?']).next().unwrap_or("");
                if path.is_empty() {
                    continue;
                }
                let target = if let Some(abs) = path.strip_prefix('/') { site.join(abs) } else { dir.join(path) };
                let ok = target.is_file() || target.join("index.html").is_file();
                if !ok {
                    let rel = page.strip_prefix(site).unwrap_or(&page).display().to_string();
                    out.push(format!("{rel}: {url}"));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "html") {
            out.push(p);
        }
    }
}
