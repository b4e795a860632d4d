//! The term base. `locales/TERMS.md` lists the English terms (a table: the term, its English
//! forms, a one-line definition); `locales/<code>/terms.toml` gives, per language and term, the
//! one rendering, its forms, the variants to avoid and why. `bao-book check` reads them and
//! reports every PO message, widget message (`locales/<code>/*.ftl`) and interface word
//! (`book-ui.json`) whose translation uses a variant to avoid (a "finding").
//!
//! Matching, per entry and text:
//! - where: by default a variant is looked for only in texts whose English uses the term (one of
//!   its English forms, as a whole word, any case), since a variant may be right elsewhere (sw
//!   *mfano* is "an example", wrong only for a demonstration); `everywhere = true` looks in all.
//! - what: case-insensitive; a variant that starts (ends) with a letter or digit must start (end)
//!   a word, except in CJK scripts, which have no spaces: there it matches anywhere. A word may
//!   carry one of the language's `prefixes` (Arabic clitics such as و, ال).
//! - exceptions: an occurrence inside an occurrence of the rendering, one of its forms or an
//!   `except` string of the entry is not a finding (zh: 步 avoided for a step, but 步驟 is right).
//! - text: inline code and link targets of the PO messages are left out (notation, paths); in
//!   a widget message only its text is read, not its variables and select keys.

use crate::langs::{self, Lang};
use crate::search::is_cjk;
use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;
use std::path::Path;

/// The English terms, relative to the repository root.
pub(crate) const ENGLISH: &str = "locales/TERMS.md";
/// The header of the table of `TERMS.md` that the check reads.
const HEADER: &str = "| term | English forms | definition |";

/// An English term of `TERMS.md`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct English {
    pub term: String,
    /// The forms that mark an English text as using the term (lower case).
    pub forms: Vec<String>,
    pub definition: String,
}

/// One language's rendering of a term (an entry of its `terms.toml`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    pub term: String,
    /// The one rendering; None while a language in progress has not chosen it.
    pub rendering: Option<String>,
    pub forms: Vec<String>,
    pub avoid: Vec<String>,
    pub except: Vec<String>,
    pub everywhere: bool,
}

/// A language's term base.
#[derive(Clone, Debug, Default)]
pub(crate) struct Base {
    pub entries: Vec<Entry>,
    /// Clitics a word may carry in front (Arabic و, ال, بال...).
    pub prefixes: Vec<String>,
}

/// A text to check: where it is, its English and its translation.
#[derive(Clone, Debug)]
pub(crate) struct Text {
    pub place: String,
    pub english: String,
    pub translation: String,
}

/// `locales/<code>/terms.toml`.
pub(crate) fn file(code: &str) -> String {
    format!("locales/{code}/terms.toml")
}

/// The English terms of `TERMS.md`'s table.
pub(crate) fn english(root: &Path) -> Result<Vec<English>> {
    let path = root.join(ENGLISH);
    let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    parse_english(&text).with_context(|| format!("in {ENGLISH}"))
}

pub(crate) fn parse_english(text: &str) -> Result<Vec<English>> {
    let mut lines = text.lines().skip_while(|l| l.trim() != HEADER);
    if lines.next().is_none() {
        bail!("no table with the header {HEADER:?}");
    }
    let mut out: Vec<English> = Vec::new();
    for line in lines.skip(1).map(str::trim).take_while(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let [term, forms, definition] = cells[..] else { bail!("{line:?}: three cells expected") };
        let term = term.trim_matches('*').to_string();
        let forms: Vec<String> = forms.split(',').map(|f| f.trim().to_lowercase()).filter(|f| !f.is_empty()).collect();
        if term.is_empty() || forms.is_empty() || definition.is_empty() {
            bail!("{line:?}: a term, its English forms and a definition are needed");
        }
        if out.iter().any(|e| e.term == term) {
            bail!("{term:?} is listed twice");
        }
        out.push(English { term, forms, definition: definition.to_string() });
    }
    if out.is_empty() {
        bail!("the table lists no term");
    }
    Ok(out)
}

/// Reads a language's `terms.toml`; None when it has none.
pub(crate) fn load(root: &Path, code: &str, english: &[English]) -> Result<Option<Base>> {
    let path = root.join(file(code));
    if !path.exists() {
        return Ok(None);
    }
    let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    parse(&text, english).with_context(|| file(code)).map(Some)
}

/// A term base from the text of a `terms.toml`: a table per term (named as in `TERMS.md`) with
/// `use`, `forms`, `avoid`, `except`, `everywhere` and `note`; at the top, `prefixes`.
pub(crate) fn parse(text: &str, english: &[English]) -> Result<Base> {
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| anyhow::anyhow!("{e}"))?;
    let mut base = Base::default();
    for (key, value) in &table {
        if key == "prefixes" {
            base.prefixes = strings(value, key)?;
            continue;
        }
        let Some(fields) = value.as_table() else {
            bail!("{key:?}: a table [\"{key}\"] expected (or the list `prefixes`)");
        };
        if !english.iter().any(|e| &e.term == key) {
            bail!("[{key:?}] is not a term of {ENGLISH}");
        }
        let mut entry = Entry { term: key.clone(), ..Entry::default() };
        for (field, v) in fields {
            let at = format!("{key}.{field}");
            match field.as_str() {
                "use" => {
                    let s = v.as_str().with_context(|| format!("{at}: a string expected"))?.trim();
                    entry.rendering = (!s.is_empty()).then(|| s.to_string());
                }
                "forms" => entry.forms = strings(v, &at)?,
                "avoid" => entry.avoid = strings(v, &at)?,
                "except" => entry.except = strings(v, &at)?,
                "everywhere" => entry.everywhere = v.as_bool().with_context(|| format!("{at}: true or false"))?,
                "note" => {
                    v.as_str().with_context(|| format!("{at}: a string expected"))?;
                }
                other => bail!("{key}: unknown field {other:?} (use, forms, avoid, except, everywhere, note)"),
            }
        }
        let allowed: Vec<String> = entry.rendering.iter().chain(&entry.forms).map(|s| s.to_lowercase()).collect();
        if let Some(a) = entry.avoid.iter().find(|a| allowed.contains(&a.to_lowercase())) {
            bail!("{key}: {a:?} is both a form to use and a variant to avoid");
        }
        if !entry.avoid.is_empty() && entry.rendering.is_none() {
            bail!("{key}: variants to avoid, but no `use`");
        }
        base.entries.push(entry);
    }
    Ok(base)
}

fn strings(v: &toml::Value, at: &str) -> Result<Vec<String>> {
    let Some(list) = v.as_array() else { bail!("{at}: a list of strings expected") };
    list.iter()
        .map(|s| match s.as_str().map(str::trim) {
            Some(s) if !s.is_empty() => Ok(s.to_string()),
            _ => bail!("{at}: a list of non-empty strings expected"),
        })
        .collect()
}

/// Letters, digits and combining marks make words (a mark belongs to the letter before it).
fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || matches!(c as u32, 0x0300..=0x036F | 0x064B..=0x065F | 0x0670)
}

/// Does `english` use one of the forms (whole words, any case)?
pub(crate) fn uses(english: &str, forms: &[String]) -> bool {
    let lower = english.to_lowercase();
    forms.iter().any(|f| !find_words(&lower, f, &[]).is_empty())
}

/// The byte ranges of `needle` (lower case) in `hay` (lower case), as a word where it starts or
/// ends with a non-CJK letter; a word may carry one of `prefixes` in front.
fn find_words(hay: &str, needle: &str, prefixes: &[String]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if needle.is_empty() {
        return out;
    }
    let first = needle.chars().next().is_some_and(|c| is_word(c) && !is_cjk(c));
    let last = needle.chars().next_back().is_some_and(|c| is_word(c) && !is_cjk(c));
    let mut from = 0;
    while let Some(i) = hay[from..].find(needle) {
        let (s, e) = (from + i, from + i + needle.len());
        let before = &hay[..s];
        let start_ok = !first
            || !before.chars().next_back().is_some_and(is_word)
            || prefixes
                .iter()
                .any(|p| before.strip_suffix(p.as_str()).is_some_and(|b| !b.chars().next_back().is_some_and(is_word)));
        let end_ok = !last || !hay[e..].chars().next().is_some_and(is_word);
        if start_ok && end_ok {
            out.push((s, e));
        }
        from = s + needle.chars().next().map_or(1, char::len_utf8);
    }
    out
}

/// Lower case, one char for one char (a char whose lower case is several chars stays as it
/// is), with the byte offset in `text` of each byte offset of the result where a char starts.
fn lower(text: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(text.len());
    let mut at = Vec::with_capacity(text.len() + 1);
    for (i, c) in text.char_indices() {
        let mut l = c.to_lowercase();
        let c = match (l.next(), l.next()) {
            (Some(one), None) => one,
            _ => c,
        };
        let start = out.len();
        out.push(c);
        at.resize(out.len(), i);
        at[start] = i;
    }
    at.push(text.len());
    (out, at)
}

/// The findings of one text: (term, variant, excerpt) for each variant to avoid that it uses.
pub(crate) fn findings(base: &Base, english: &[English], text: &Text) -> Vec<(String, String, String)> {
    let (hay, at) = lower(&text.translation);
    let mut out = Vec::new();
    for entry in &base.entries {
        if entry.avoid.is_empty() {
            continue;
        }
        let Some(en) = english.iter().find(|e| e.term == entry.term) else { continue };
        if !entry.everywhere && !uses(&text.english, &en.forms) {
            continue;
        }
        let allowed: Vec<(usize, usize)> = entry
            .rendering
            .iter()
            .chain(&entry.forms)
            .chain(&entry.except)
            .flat_map(|a| find_words(&hay, &a.to_lowercase(), &base.prefixes))
            .collect();
        for variant in &entry.avoid {
            for (s, e) in find_words(&hay, &variant.to_lowercase(), &base.prefixes) {
                if allowed.iter().any(|&(a, b)| a <= s && e <= b) {
                    continue;
                }
                out.push((entry.term.clone(), variant.clone(), excerpt(&text.translation, at[s], at[e])));
                break;
            }
        }
    }
    out
}

/// About 30 characters of context either side of a match.
fn excerpt(text: &str, s: usize, e: usize) -> String {
    let start = text[..s].char_indices().rev().nth(30).map_or(0, |(i, _)| i);
    let end = text[e..].char_indices().nth(30).map_or(text.len(), |(i, _)| e + i);
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.push_str(&text[start..end].replace('\n', " "));
    if end < text.len() {
        out.push('…');
    }
    out
}

/// The words of a PO message: without inline code and link targets.
pub(crate) fn po_words(md: &str) -> String {
    let mut out = String::with_capacity(md.len());
    let mut rest = md;
    while let Some(i) = rest.find(['`', ']']) {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        if let Some(code) = at.strip_prefix('`') {
            let ticks = 1 + code.len() - code.trim_start_matches('`').len();
            let fence = "`".repeat(ticks);
            match at[ticks..].find(&fence) {
                Some(j) => {
                    out.push(' ');
                    rest = &at[ticks + j + ticks..];
                }
                None => {
                    out.push_str(at);
                    rest = "";
                }
            }
        } else if let Some(link) = at.strip_prefix("](") {
            out.push(']');
            rest = link.find(')').map_or(link, |j| &link[j + 1..]);
        } else {
            out.push(']');
            rest = &at[1..];
        }
    }
    out.push_str(rest);
    out
}

/// The texts of `book/po/<code>.po` (translated, not fuzzy), `locales/<code>/*.ftl` and
/// `book-ui.json`, each with its English.
pub(crate) fn texts(root: &Path, lang: &Lang) -> Result<Vec<Text>> {
    let mut out = Vec::new();
    let po = root.join("book/po").join(format!("{}.po", lang.code));
    if po.exists() {
        let catalog = polib::po_file::parse(&po).map_err(|e| anyhow::anyhow!("{}: {e}", po.display()))?;
        for m in catalog.messages() {
            let Ok(tr) = m.msgstr() else { continue };
            if m.msgid().is_empty() || tr.is_empty() || m.is_fuzzy() {
                continue;
            }
            let source = m.source().split_whitespace().next().unwrap_or("").to_string();
            out.push(Text {
                place: format!("book/po/{}.po ({source})", lang.code),
                english: po_words(m.msgid()),
                translation: po_words(tr),
            });
        }
    }
    let english = ftl_texts(root, langs::SOURCE);
    for (place, id, text) in ftl_texts(root, &lang.code) {
        let en = english.iter().find(|(_, i, _)| *i == id).map(|(_, _, t)| t.clone()).unwrap_or_default();
        out.push(Text { place: format!("{place} {id}"), english: en, translation: text });
    }
    for (en, tr) in crate::site::ui_strings(root, lang).unwrap_or_default() {
        out.push(Text { place: format!("locales/{}/book-ui.json", lang.code), english: en, translation: tr });
    }
    Ok(out)
}

/// (file:line, message id, its text) of every message of `locales/<code>/*.ftl`: the text of
/// its value and attributes (select variants included), without variables and keys.
fn ftl_texts(root: &Path, code: &str) -> Vec<(String, String, String)> {
    use fluent_syntax::ast;
    fn pattern(p: &ast::Pattern<&str>, out: &mut String) {
        for el in &p.elements {
            match el {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression } => expr(expression, out),
            }
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut String) {
        match e {
            ast::Expression::Select { variants, .. } => {
                for v in variants {
                    out.push_str(" | ");
                    pattern(&v.value, out);
                }
                out.push_str(" | ");
            }
            ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => out.push_str(value),
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => expr(expression, out),
            ast::Expression::Inline(_) => out.push(' '),
        }
    }
    let mut out = Vec::new();
    for f in langs::ftl_files(root, code) {
        let Ok(source) = std::fs::read_to_string(&f) else { continue };
        let res = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for entry in &res.body {
            let ast::Entry::Message(m) = entry else { continue };
            let mut text = String::new();
            if let Some(v) = &m.value {
                pattern(v, &mut text);
            }
            for a in &m.attributes {
                text.push_str(" | ");
                pattern(&a.value, &mut text);
            }
            let id = m.id.name.to_string();
            let line = source
                .find(&format!("\n{id} "))
                .or_else(|| source.find(&format!("\n{id}=")))
                .map_or(1, |i| source[..i].matches('\n').count() + 2);
            out.push((format!("locales/{code}/{name}:{line}"), id, text));
        }
    }
    out
}

/// What the check says about one language: problems of its term base, findings, and the
/// terms it has not rendered yet.
#[derive(Debug, Default)]
pub(crate) struct Report {
    pub errors: Vec<String>,
    pub findings: Vec<String>,
    pub missing: Vec<String>,
}

pub(crate) fn report(root: &Path, lang: &Lang, english: &[English]) -> Report {
    let mut r = Report::default();
    let base = match load(root, &lang.code, english) {
        Ok(Some(b)) => b,
        Ok(None) => {
            r.missing = english.iter().map(|e| e.term.clone()).collect();
            return r;
        }
        Err(e) => {
            r.errors.push(format!("{e:#}"));
            return r;
        }
    };
    r.missing = english
        .iter()
        .filter(|e| !base.entries.iter().any(|x| x.term == e.term && x.rendering.is_some()))
        .map(|e| e.term.clone())
        .collect();
    match texts(root, lang) {
        Ok(texts) => {
            let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
            for t in &texts {
                for (term, variant, excerpt) in findings(&base, english, t) {
                    let entry = base.entries.iter().find(|e| e.term == term);
                    let want = entry.and_then(|e| e.rendering.clone()).unwrap_or_default();
                    found
                        .entry(t.place.clone())
                        .or_default()
                        .push(format!("term {term:?}: {variant:?} (use {want:?}) in \"{excerpt}\""));
                }
            }
            for (place, list) in found {
                for f in list {
                    r.findings.push(format!("{place}: {f}"));
                }
            }
        }
        Err(e) => r.errors.push(format!("{e:#}")),
    }
    r
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
    use super::*;

    fn english() -> Vec<English> {
        parse_english(&format!(
            "# Terms\n\nIntro.\n\n{HEADER}\n|---|---|---|\n\
             | step | step, steps | one event of a move |\n\
             | demonstration | demonstration, demonstrations | a replay that shows a rule |\n\
             | draw | draw, drawn | a game that nobody wins |\n\
             | pit | pit, pits | a hole of the board |\n\nAfter.\n"
        ))
        .unwrap()
    }

    fn text(en: &str, tr: &str) -> Text {
        Text { place: "here".into(), english: en.into(), translation: tr.into() }
    }

    fn found(base: &str, en: &str, tr: &str) -> Vec<String> {
        let e = english();
        let b = parse(base, &e).unwrap();
        findings(&b, &e, &text(en, tr)).into_iter().map(|(t, v, _)| format!("{t}:{v}")).collect()
    }

    #[test]
    fn the_english_table_is_read_with_its_forms() {
        let e = english();
        assert_eq!(e.len(), 4);
        assert_eq!(e[0].forms, ["step", "steps"]);
        assert!(uses("Three Steps back", &e[0].forms));
        assert!(!uses("stepping", &e[0].forms));
        for (bad, why) in [
            ("no table", "no table"),
            (&format!("{HEADER}\n|---|\n| a | | def |\n") as &str, "are needed"),
            (&format!("{HEADER}\n|---|\n| a | a | d |\n| a | a | d |\n"), "twice"),
            (&format!("{HEADER}\n|---|\n| a | b |\n"), "three cells"),
        ] {
            let err = format!("{:#}", parse_english(bad).unwrap_err());
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn a_variant_is_found_where_the_english_uses_the_term_and_as_a_whole_word() {
        let base = "[demonstration]\nuse = \"onyesho\"\navoid = [\"mfano\", \"mifano\"]\nexcept = [\"kwa mfano\"]\n";
        assert_eq!(found(base, "Step through the demonstration.", "Pitia mfano huu."), ["demonstration:mfano"]);
        // Not where the English does not say "demonstration": there mfano is "an example".
        assert!(found(base, "An example.", "Mfano.").is_empty());
        // Not inside another word, and not in an exception.
        assert!(found(base, "The demonstrations.", "Maonyesho; mifanoni; kwa mfano onyesho.").is_empty());
        assert_eq!(found(base, "Two demonstrations.", "Mifano miwili.").len(), 1);
    }

    #[test]
    fn cjk_variants_match_inside_words_unless_a_form_or_exception_covers_them() {
        let base = "[step]\nuse = \"步驟\"\nforms = [\"逐步\"]\navoid = [\"步\"]\nexcept = [\"Page Down 一步\"]\n";
        assert_eq!(found(base, "Step 3 of 9", "第 3 步，共 9 步"), ["step:步"]);
        assert!(found(base, "Step 3 of 9", "步驟 3／9").is_empty());
        assert!(found(base, "step-by-step replay", "逐步重播").is_empty());
        assert!(found(base, "one step · Page Down one move", "一顆種子 · Page Down 一步").is_empty());
        assert_eq!(found(base, "one step back", "後退一步").len(), 1);
    }

    #[test]
    fn everywhere_case_and_prefixes() {
        let e = english();
        let base = "prefixes = [\"ال\", \"و\"]\n[draw]\nuse = \"remiză\"\navoid = [\"Egalitate\"]\neverywhere = true\n";
        assert_eq!(found(base, "Game over.", "Partida se încheie la egalitate."), ["draw:Egalitate"]);
        let ar = "prefixes = [\"ال\", \"و\", \"وال\"]\n[pit]\nuse = \"حفرة\"\navoid = [\"جورة\"]\n";
        assert_eq!(found(ar, "the pit", "والجورة"), ["pit:جورة"]);
        assert_eq!(found(ar, "the pit", "الجورة"), ["pit:جورة"]);
        assert!(found(ar, "the pit", "مجورة").is_empty(), "not after another letter");
        assert!(parse("[draw]\nuse = \"x\"\navoid = [\"X\"]\n", &e).is_err(), "both used and avoided");
        let err = format!("{:#}", parse("[drew]\nuse = \"x\"\n", &e).unwrap_err());
        assert!(err.contains("not a term"), "{err}");
        let err = format!("{:#}", parse("[draw]\nuse = \"x\"\nfrom = 1\n", &e).unwrap_err());
        assert!(err.contains("unknown field"), "{err}");
    }

    #[test]
    fn po_words_leave_out_code_and_link_targets() {
        assert_eq!(po_words("Play `A6<` then [the step](step.md#mfano) and ``a`b``."), "Play   then [the step] and  .");
        assert_eq!(po_words("a ` b"), "a ` b");
    }

    #[test]
    fn the_excerpt_keeps_the_case_of_the_text() {
        let e = english();
        let b = parse("[draw]\nuse = \"remiză\"\navoid = [\"egalitate\"]\n", &e).unwrap();
        let f = findings(&b, &e, &text("A draw.", "Ștefan: EGALITATE (K30)."));
        assert_eq!(f[0].2, "Ștefan: EGALITATE (K30).");
    }
}
