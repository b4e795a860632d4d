//! The Content-Security-Policy of every page: a `<meta http-equiv>` tag in its head (a static
//! host may send no headers), allowing the book's own scripts, the inline scripts of that page
//! by their SHA-256 hashes (computed here, after every other change to the page), and
//! `wasm-unsafe-eval` for the widgets' WebAssembly. No `unsafe-inline` for scripts: a script
//! that an attacker manages to write into a page does not run.

use anyhow::Result;
use base64::Engine;
use sha2::{Digest, Sha256};
use std::path::Path;

/// The policy for a page whose inline scripts are `inline` (their text, exactly).
pub(crate) fn policy(inline: &[&str]) -> String {
    let mut scripts = String::from("'self' 'wasm-unsafe-eval'");
    let mut seen = Vec::new();
    for s in inline {
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(s.as_bytes()));
        if !seen.contains(&hash) {
            scripts.push_str(&format!(" 'sha256-{hash}'"));
            seen.push(hash);
        }
    }
    format!(
        "default-src 'self'; script-src {scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
         font-src 'self' data:; connect-src 'self'; worker-src 'self'; frame-src 'self'; manifest-src 'self'; \
         object-src 'none'; base-uri 'self'; form-action 'none'"
    )
}

/// The texts of the inline `<script>` elements of a page (those without `src`).
pub(crate) fn inline_scripts(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<script") {
        rest = &rest[i..];
        let Some(end) = rest.find('>') else { break };
        let tag = &rest[..end];
        let body_start = end + 1;
        let Some(close) = rest[body_start..].find("</script>") else { break };
        if !tag.contains(" src=") {
            out.push(&rest[body_start..body_start + close]);
        }
        rest = &rest[body_start + close..];
    }
    out
}

const MARK: &str = "<meta http-equiv=\"Content-Security-Policy\"";

/// The page with its policy, first in its head (once: a page that has one is left alone).
pub(crate) fn add(html: &str) -> String {
    if html.contains(MARK) {
        return html.to_string();
    }
    let meta = format!("{MARK} content=\"{}\">", policy(&inline_scripts(html)));
    // After `<meta charset>` (which must come within the first bytes), else after `<head>`.
    let at = ["<meta charset=\"UTF-8\">", "<meta charset=\"utf-8\">", "<head>"]
        .iter()
        .find_map(|m| html.find(m).map(|i| i + m.len()));
    match at {
        Some(i) => format!("{}\n{meta}{}", &html[..i], &html[i..]),
        None => html.to_string(),
    }
}

/// Adds the policy to every HTML page under `dir`, but in the folders named in `skip` (the
/// translations below the English book).
pub(crate) fn pages(dir: &Path, skip: &[String]) -> Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if !skip.contains(&name) {
                pages(&p, &[])?;
            }
        } else if p.extension().is_some_and(|x| x == "html") {
            let html = std::fs::read_to_string(&p)?;
            let with = add(&html);
            if with != html {
                std::fs::write(&p, with)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_inline_script_is_hashed_and_nothing_else_is_allowed_inline() {
        let page = "<!DOCTYPE html><html><head>\n<meta charset=\"UTF-8\">\n<title>t</title>\n\
                    <script>const path_to_root = \"../\";</script>\n<script src=\"book-1.js\"></script>\n\
                    </head><body><script type=\"module\">go()</script></body></html>";
        assert_eq!(inline_scripts(page), ["const path_to_root = \"../\";", "go()"]);
        let out = add(page);
        assert!(out.starts_with(
            "<!DOCTYPE html><html><head>\n<meta charset=\"UTF-8\">\n<meta http-equiv=\"Content-Security-Policy\""
        ));
        // echo -n 'go()' | openssl dgst -sha256 -binary | base64
        assert!(out.contains("'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"), "{out}");
        let policy = out.split("content=\"").nth(1).and_then(|c| c.split('"').next()).unwrap_or_default();
        let script_src = policy.split(';').find(|d| d.trim().starts_with("script-src")).unwrap_or_default();
        assert!(script_src.contains("'wasm-unsafe-eval'"));
        assert!(!script_src.contains("unsafe-inline"), "{script_src}");
        assert_eq!(script_src.matches("sha256-").count(), 2);
        assert_eq!(add(&out), out, "once");
    }
}
