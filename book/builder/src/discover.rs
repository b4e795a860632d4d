//! What makes the book findable and its links previewable: in every page's `<head>`, a
//! description (the page's first paragraph, in its language), Open Graph tags, a
//! `<link rel="alternate" hreflang="...">` for every language and `x-default` (English), and the
//! web manifest; for the whole site, `sitemap.xml` (every page in every language, with its
//! alternates).
//!
//! Addresses: with a site address (`--site-url` or `BAO_SITE_URL`, e.g.
//! `https://example.org/bao/`) every link is absolute, as search engines want; without one the
//! pages link to each other relatively and the sitemap gives paths from the site's root.

use crate::langs::Lang;
use anyhow::Result;
use bao_text::html::escape;
use std::path::{Path, PathBuf};

/// Pages that are not chapters: no alternates, not in the sitemap.
const NOT_CHAPTERS: [&str; 4] = ["print.html", "toc.html", "404.html", "embed.html"];

/// A description is cut at about this many characters (a word boundary), as link previews show.
const DESCRIPTION: usize = 160;

/// The site's address with a trailing slash, if one is known.
pub(crate) fn site_url(flag: Option<&str>) -> Option<String> {
    let url = flag.map(str::to_string).or_else(|| std::env::var("BAO_SITE_URL").ok())?;
    let url = url.trim();
    if url.is_empty() {
        return None;
    }
    Some(if url.ends_with('/') { url.to_string() } else { format!("{url}/") })
}

/// Adds the head tags to every chapter page of one language's book in `dir`.
pub(crate) fn pages(dir: &Path, lang: &Lang, all: &[Lang], site_title: &str, site_url: Option<&str>) -> Result<()> {
    for rel in chapter_pages(dir, lang, all)? {
        let path = dir.join(&rel);
        let html = std::fs::read_to_string(&path)?;
        let with = head(&html, &rel, lang, all, site_title, site_url);
        if with != html {
            std::fs::write(&path, with)?;
        }
    }
    Ok(())
}

/// The chapter pages of a language's book, as paths from its root with `/` (`course/01.html`).
pub(crate) fn chapter_pages(dir: &Path, lang: &Lang, all: &[Lang]) -> Result<Vec<String>> {
    // The English book holds the translations' folders: they are not its pages.
    let skip: Vec<String> = if lang.is_source() {
        all.iter().filter(|l| !l.is_source()).map(|l| l.code.clone()).chain(["widgets".to_string()]).collect()
    } else {
        Vec::new()
    };
    let mut out = Vec::new();
    let mut todo = vec![PathBuf::new()];
    while let Some(rel) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(dir.join(&rel)) else { continue };
        for e in entries {
            let e = e?;
            let name = e.file_name().to_string_lossy().into_owned();
            let sub = rel.join(&name);
            if e.file_type()?.is_dir() {
                if !(rel.as_os_str().is_empty() && skip.contains(&name)) {
                    todo.push(sub);
                }
            } else if name.ends_with(".html") && !(rel.as_os_str().is_empty() && NOT_CHAPTERS.contains(&name.as_str()))
            {
                out.push(sub.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The address of page `rel` in `lang`: absolute with a site address, else relative to the
/// page `from_rel` of `from` (so it works wherever the site is served).
fn href(rel: &str, lang: &Lang, from_rel: &str, from: &Lang, site_url: Option<&str>) -> String {
    match site_url {
        Some(base) => format!("{base}{}{}", lang.dir(), index_free(rel)),
        None => {
            let up = "../".repeat(from_rel.matches('/').count());
            format!("{up}{}{}{}", from.to_site_root(), lang.dir(), rel)
        }
    }
}

/// `index.html` is the folder's own address.
fn index_free(rel: &str) -> &str {
    rel.strip_suffix("index.html").unwrap_or(rel)
}

/// A page with its head tags: its description in place of the book's, and before `</head>`
/// the alternates, Open Graph tags and the manifest. A page that has them already is returned
/// as it is.
pub(crate) fn head(
    html: &str,
    rel: &str,
    lang: &Lang,
    all: &[Lang],
    site_title: &str,
    site_url: Option<&str>,
) -> String {
    if html.contains("hreflang=") {
        return html.to_string();
    }
    let Some(end) = html.find("</head>") else { return html.to_string() };
    let description = first_paragraph(html);
    let mut tags = String::new();
    for l in all {
        tags.push_str(&format!(
            "        <link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">\n",
            l.code,
            href(rel, l, rel, lang, site_url)
        ));
    }
    let english = all.iter().find(|l| l.is_source()).unwrap_or(lang);
    tags.push_str(&format!(
        "        <link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">\n",
        href(rel, english, rel, lang, site_url)
    ));
    let manifest = format!("{}manifest.webmanifest", "../".repeat(rel.matches('/').count()));
    tags.push_str(&format!("        <link rel=\"manifest\" href=\"{manifest}\">\n"));
    let title = between(html, "<title>", "</title>").unwrap_or(site_title).trim().to_string();
    tags.push_str("        <meta property=\"og:type\" content=\"website\">\n");
    tags.push_str(&format!("        <meta property=\"og:site_name\" content=\"{}\">\n", escape(site_title)));
    tags.push_str(&format!("        <meta property=\"og:title\" content=\"{}\">\n", attr_html(&title)));
    tags.push_str(&format!("        <meta property=\"og:locale\" content=\"{}\">\n", lang.code.replace('-', "_")));
    if let Some(d) = &description {
        tags.push_str(&format!("        <meta property=\"og:description\" content=\"{d}\">\n"));
    }
    if site_url.is_some() {
        tags.push_str(&format!(
            "        <meta property=\"og:url\" content=\"{}\">\n",
            href(rel, lang, rel, lang, site_url)
        ));
    }
    tags.push_str("        <meta name=\"twitter:card\" content=\"summary\">\n");
    let mut out = String::with_capacity(html.len() + tags.len());
    out.push_str(&html[..end]);
    out.push_str(&tags);
    out.push_str("    ");
    out.push_str(&html[end..]);
    match description {
        Some(d) => replace_description(&out, &d),
        None => out,
    }
}

/// Replaces the content of `<meta name="description" ...>` (the book's description, which the
/// theme writes on every page).
fn replace_description(html: &str, description: &str) -> String {
    const TAG: &str = "<meta name=\"description\" content=\"";
    let Some(start) = html.find(TAG).map(|i| i + TAG.len()) else { return html.to_string() };
    let Some(len) = html[start..].find('"') else { return html.to_string() };
    format!("{}{description}{}", &html[..start], &html[start + len..])
}

/// The text of the first paragraph of the page's `<main>` (tags removed, spaces collapsed, cut
/// at a word after about [`DESCRIPTION`] characters), ready for an attribute.
pub(crate) fn first_paragraph(html: &str) -> Option<String> {
    let main = &html[html.find("<main>")?..];
    let mut rest = main;
    while let Some(i) = rest.find("<p>") {
        let body = &rest[i + 3..];
        let end = body.find("</p>")?;
        let text = strip_tags(&body[..end]);
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if text.chars().count() >= 20 {
            return Some(attr_html(&cut(&text)));
        }
        rest = &body[end..];
    }
    None
}

fn cut(text: &str) -> String {
    if text.chars().count() <= DESCRIPTION {
        return text.to_string();
    }
    let mut out = String::new();
    for word in text.split(' ') {
        if out.chars().count() + word.chars().count() + 1 > DESCRIPTION - 1 {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.is_empty() {
        // A first word longer than the limit: a language written without spaces (Chinese).
        // Cut after the last punctuation mark within the limit, else at the limit.
        let head: String = text.chars().take(DESCRIPTION - 1).collect();
        let stop = head
            .char_indices()
            .filter(|(_, c)| "。，；：！？、）".contains(*c))
            .map(|(i, c)| i + c.len_utf8())
            .next_back();
        out = match stop {
            Some(end) if head[..end].chars().count() >= DESCRIPTION / 2 => head[..end].to_string(),
            _ => head,
        };
    }
    out.push('…');
    out
}

fn strip_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

fn between<'a>(s: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = s.find(open)? + open.len();
    let len = s[start..].find(close)?;
    Some(&s[start..start + len])
}

/// HTML text (entities already written) for an attribute: only `"` needs escaping.
fn attr_html(s: &str) -> String {
    s.replace('"', "&quot;")
}

/// Writes `<site>/sitemap.xml`: every chapter of the English book, in every language whose book
/// has it, each with its alternates.
pub(crate) fn sitemap(site: &Path, all: &[Lang], site_url: Option<&str>) -> Result<()> {
    let Some(english) = all.iter().find(|l| l.is_source()) else { return Ok(()) };
    let pages = chapter_pages(site, english, all)?;
    let base = site_url.unwrap_or("/");
    let url = |l: &Lang, rel: &str| format!("{base}{}{}", l.dir(), index_free(rel));
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for rel in &pages {
        let langs: Vec<&Lang> = all.iter().filter(|l| site.join(l.dir()).join(rel).is_file()).collect();
        for l in &langs {
            xml.push_str(&format!("  <url>\n    <loc>{}</loc>\n", escape(&url(l, rel))));
            for other in &langs {
                xml.push_str(&format!(
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>\n",
                    other.code,
                    escape(&url(other, rel))
                ));
            }
            xml.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>\n  </url>\n",
                escape(&url(english, rel))
            ));
        }
    }
    xml.push_str("</urlset>\n");
    std::fs::write(site.join("sitemap.xml"), xml)?;
    if let Some(base) = site_url {
        std::fs::write(site.join("robots.txt"), format!("User-agent: *\nAllow: /\nSitemap: {base}sitemap.xml\n"))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::langs::parse;

    fn langs() -> Vec<Lang> {
        parse(
            r#"{"languages": [{"code": "en", "name": "English", "status": "shipped"},
                              {"code": "zh-Hant", "name": "中文", "status": "shipped"}]}"#,
        )
        .unwrap_or_default()
    }

    const PAGE: &str = "<html><head>\n<title>Sowing - Bao Kitabu</title>\n<meta name=\"description\" content=\"The book.\">\n</head><body><main><h1>Sowing</h1><p>Short.</p><p>A move begins when you lift <strong>all</strong> the seeds of one of your pits &amp; sow them, \"one by one\".</p></main></body></html>";

    #[test]
    fn a_description_without_spaces_is_cut_at_a_punctuation_mark() {
        let zh = "每一個對弈棋盤都可以和你下棋。".repeat(12) + "棋盤上方的對手選單可以選擇由誰下另一方";
        let d = cut(&zh);
        assert!(d.ends_with("。…"), "{d}");
        assert!(d.chars().count() <= DESCRIPTION && d.chars().count() >= DESCRIPTION / 2, "{d}");
        let one = "字".repeat(300);
        assert_eq!(cut(&one).chars().count(), DESCRIPTION);
    }

    #[test]
    fn a_page_gets_its_description_alternates_and_preview() {
        let all = langs();
        let out = head(PAGE, "course/01.html", &all[1], &all, "Bao Kitabu", None);
        assert!(out.contains("<meta name=\"description\" content=\"A move begins when you lift all the seeds of one of your pits &amp; sow them, &quot;one by one&quot;.\">"), "{out}");
        assert!(out.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../course/01.html\">"), "{out}");
        assert!(out.contains("<link rel=\"alternate\" hreflang=\"zh-Hant\" href=\"../../zh-Hant/course/01.html\">"));
        assert!(out.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"../../course/01.html\">"));
        assert!(out.contains("<link rel=\"manifest\" href=\"../manifest.webmanifest\">"));
        assert!(out.contains("<meta property=\"og:title\" content=\"Sowing - Bao Kitabu\">"));
        assert!(out.contains("<meta property=\"og:locale\" content=\"zh_Hant\">"));
        assert!(!out.contains("og:url"), "no address without a site address");
        assert_eq!(head(&out, "course/01.html", &all[1], &all, "Bao Kitabu", None), out, "once only");
        let abs = head(PAGE, "index.html", &all[0], &all, "Bao Kitabu", Some("https://example.org/bao/"));
        assert!(abs.contains("hreflang=\"zh-Hant\" href=\"https://example.org/bao/zh-Hant/\""), "{abs}");
        assert!(abs.contains("<meta property=\"og:url\" content=\"https://example.org/bao/\">"));
    }

    #[test]
    fn long_paragraphs_are_cut_at_a_word() {
        let long = format!("<main><p>{}</p></main>", "word ".repeat(100));
        let d = first_paragraph(&long).unwrap_or_default();
        assert!(d.ends_with("word…") && d.chars().count() <= DESCRIPTION, "{d}");
        assert_eq!(first_paragraph("<main><h1>x</h1></main>"), None);
        assert_eq!(site_url(Some("https://x.org/b")).as_deref(), Some("https://x.org/b/"));
        assert_eq!(site_url(Some(" ")), None);
    }
}
