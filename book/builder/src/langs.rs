//! The book's languages, read from `locales/languages.json` (the one list, shared with the
//! widgets' build and the browser tests). English is the source and lives at the site root;
//! every translation lives under `/<code>/`. Chinese uses the BCP 47 tag `zh-Hant`
//! (Traditional script) for its folder, its PO file and `<html lang>`.

use anyhow::{bail, Context, Result};
use std::path::Path;

/// The list, relative to the repository root.
pub(crate) const FILE: &str = "locales/languages.json";

pub(crate) const SOURCE: &str = "en";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// Held to 100% by `bao-book check`: every message, interface word and widget word.
    Shipped,
    /// Built with English wherever a translation is missing or broken, marked as incomplete in
    /// the language menu; the check reports what is left without failing.
    InProgress,
}

impl Status {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Status::Shipped => "shipped",
            Status::InProgress => "in-progress",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lang {
    /// BCP 47 tag: `<html lang>`, `book/po/<code>.po`, `locales/<code>/`.
    pub code: String,
    /// The language's name in itself, for the switcher.
    pub name: String,
    pub status: Status,
    /// Written right to left (`"dir": "rtl"`): the page's direction; the board and the notation
    /// stay left to right.
    pub rtl: bool,
}

/// The keys of a language's entry. `cldr` (optional): the CLDR locale whose plural rules and
/// number formats the widgets follow, when not the code's (read by `app/build.rs`); `dir`
/// (optional): `ltr` (the default) or `rtl`.
const KEYS: [&str; 5] = ["code", "name", "status", "cldr", "dir"];

/// Reads and checks the list of `root`.
pub(crate) fn load(root: &Path) -> Result<Vec<Lang>> {
    let path = root.join(FILE);
    let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    parse(&text).with_context(|| format!("in {FILE}"))
}

/// The list from the text of `languages.json`: English first, unique well-formed tags, a name
/// for each, a known status, no unknown key (a typo would otherwise be ignored).
pub(crate) fn parse(text: &str) -> Result<Vec<Lang>> {
    let v: serde_json::Value = serde_json::from_str(text).context("not valid JSON")?;
    let Some(list) = v.get("languages").and_then(|l| l.as_array()) else {
        bail!("no \"languages\" list");
    };
    let mut out: Vec<Lang> = Vec::new();
    for (i, entry) in list.iter().enumerate() {
        let at = format!("languages[{i}]");
        let Some(obj) = entry.as_object() else { bail!("{at} is not an object") };
        if let Some(k) = obj.keys().find(|k| !KEYS.contains(&k.as_str())) {
            bail!("{at}: unknown key {k:?} (keys: {})", KEYS.join(", "));
        }
        if let Some(c) = obj.get("cldr") {
            match c.as_str() {
                Some(c) if is_tag(c.split("-u-").next().unwrap_or("")) => {}
                _ => bail!("{at}: \"cldr\" is not a locale (e.g. \"pt-MZ\", \"ar-u-nu-latn\")"),
            }
        }
        let field = |k: &str| -> Result<String> {
            match obj.get(k).and_then(|s| s.as_str()).map(str::trim) {
                Some(s) if !s.is_empty() => Ok(s.to_string()),
                _ => bail!("{at}: {k:?} is missing or empty"),
            }
        };
        let code = field("code")?;
        if !is_tag(&code) {
            bail!("{at}: {code:?} is not a BCP 47 tag (letters, digits and '-', e.g. \"pt-BR\")");
        }
        if out.iter().any(|l| l.code.eq_ignore_ascii_case(&code)) {
            bail!("{at}: {code:?} is listed twice");
        }
        let status = match field("status")?.as_str() {
            "shipped" => Status::Shipped,
            "in-progress" => Status::InProgress,
            other => bail!("{at}: status {other:?} is neither \"shipped\" nor \"in-progress\""),
        };
        let rtl = match obj.get("dir").map(|d| d.as_str()) {
            None | Some(Some("ltr")) => false,
            Some(Some("rtl")) => true,
            _ => bail!("{at}: \"dir\" is neither \"ltr\" nor \"rtl\""),
        };
        out.push(Lang { code, name: field("name")?, status, rtl });
    }
    match out.first() {
        Some(l) if l.code == SOURCE && l.status == Status::Shipped => Ok(out),
        _ => bail!("English ({SOURCE:?}, shipped), the source, must come first"),
    }
}

/// The widgets' message files of a language, `locales/<code>/*.ftl`, sorted by name (none when
/// the folder does not exist).
pub(crate) fn ftl_files(root: &Path, code: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(root.join("locales").join(code))
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
}

/// `en`, `zh-Hant`, `pt-BR`, `sr-Latn-RS`: a primary subtag of 2 to 8 letters, then subtags of
/// 1 to 8 letters or digits. Enough to keep a tag usable as a folder name and a URL segment.
fn is_tag(s: &str) -> bool {
    let mut parts = s.split('-');
    let primary = parts.next().unwrap_or("");
    (2..=8).contains(&primary.len())
        && primary.bytes().all(|b| b.is_ascii_alphabetic())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

impl Lang {
    pub(crate) fn is_source(&self) -> bool {
        self.code == SOURCE
    }
    pub(crate) fn shipped(&self) -> bool {
        self.status == Status::Shipped
    }
    /// Folder under the site root, with a trailing slash ("" for English).
    pub(crate) fn dir(&self) -> String {
        if self.is_source() {
            String::new()
        } else {
            format!("{}/", self.code)
        }
    }
    /// From this book's root to the site root.
    pub(crate) fn to_site_root(&self) -> &'static str {
        if self.is_source() {
            ""
        } else {
            "../"
        }
    }
    /// Is this language written without spaces between words (Chinese, Japanese), so that its
    /// search index needs every CJK character as a word (`search.rs`)?
    pub(crate) fn cjk(&self) -> bool {
        matches!(self.code.split('-').next(), Some("zh" | "ja"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_list_loads() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let langs = load(&root).expect("locales/languages.json is valid");
        assert_eq!(langs[0].code, "en");
        assert!(langs.iter().any(|l| l.code == "zh-Hant" && l.cjk()));
        assert!(langs.iter().any(|l| l.code == "ja" && l.cjk() && !l.rtl));
        assert!(langs.iter().any(|l| l.code == "ar" && l.rtl && !l.cjk()));
        assert!(!langs.iter().any(|l| l.code == "en" && (l.rtl || l.cjk())));
        for l in &langs {
            assert!(root.join("locales").join(&l.code).is_dir() || !l.shipped(), "{}: no locales folder", l.code);
        }
    }

    #[test]
    fn bad_lists_are_refused_with_a_reason() {
        let ok = r#"{"languages": [{"code": "en", "name": "English", "status": "shipped"},
                                   {"code": "pt-BR", "name": "Português", "status": "in-progress"},
                                   {"code": "ar", "name": "العربية", "status": "in-progress", "cldr": "ar-u-nu-latn"}]}"#;
        let langs = parse(ok).expect("valid");
        assert_eq!(langs[1].status, Status::InProgress);
        assert!(!langs[1].rtl);
        assert_eq!(langs[1].dir(), "pt-BR/");
        for (text, why) in [
            (r#"{"languages": []}"#, "must come first"),
            (r#"{"languages": [{"code": "sw", "name": "Kiswahili", "status": "shipped"}]}"#, "must come first"),
            (r#"{"langs": []}"#, "no \"languages\""),
            (r#"{"languages": [{"code": "en", "name": "English", "status": "done"}]}"#, "neither"),
            (r#"{"languages": [{"code": "en", "name": "", "status": "shipped"}]}"#, "\"name\" is missing"),
            (r#"{"languages": [{"code": "en/x", "name": "E", "status": "shipped"}]}"#, "not a BCP 47 tag"),
            (r#"{"languages": [{"code": "en", "name": "E", "staus": "shipped"}]}"#, "unknown key \"staus\""),
            (r#"{"languages": [{"code": "en", "name": "E", "status": "shipped", "cldr": "x y"}]}"#, "not a locale"),
            (r#"{"languages": [{"code": "en", "name": "E", "status": "shipped", "dir": "up"}]}"#, "neither \"ltr\""),
            (
                r#"{"languages": [{"code": "en", "name": "E", "status": "shipped"}, {"code": "EN", "name": "E", "status": "shipped"}]}"#,
                "listed twice",
            ),
            ("{", "not valid JSON"),
        ] {
            let e = format!("{:#}", parse(text).expect_err(text));
            assert!(e.contains(why), "{text}: {e}");
        }
    }

    /// The numbered steps of a Markdown section, joined into one line each.
    fn steps(text: &str, heading: &str) -> Vec<String> {
        let at = text.find(heading).unwrap_or_else(|| panic!("no heading {heading:?}"));
        let section = &text[at + heading.len()..];
        let section = &section[..section.find("\n#").unwrap_or(section.len())];
        let mut out: Vec<String> = Vec::new();
        for line in section.lines() {
            let t = line.trim();
            if t.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())) {
                out.push(t.to_string());
            } else if line.starts_with("   ") && !t.is_empty() {
                if let Some(last) = out.last_mut() {
                    last.push(' ');
                    last.push_str(t);
                }
            }
        }
        out
    }

    #[test]
    fn readme_and_the_authoring_chapter_give_the_same_steps_to_add_a_language() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
        let chapter = std::fs::read_to_string(root.join("book/src/authoring.md")).expect("authoring.md");
        let a = steps(&readme, "## Add a language\n");
        let b = steps(&chapter, "## How to add a language {#add-language}\n");
        assert!(a.len() >= 4 && a.iter().any(|s| s.contains(FILE)), "{a:#?}");
        assert_eq!(a, b, "README.md and book/src/authoring.md#add-language differ");
    }
}
