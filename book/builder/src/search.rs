//! Chinese search. mdBook's index splits words on spaces only, so a Chinese sentence is one
//! huge "word" and nothing in it can be found (mdBook issues 1081, 2393). After the zh book is
//! built we rebuild its index from the same documents with a tokenizer that also makes every
//! CJK character a word; `theme/bao-search.js` splits the reader's query the same way.

use anyhow::{bail, Context, Result};
use elasticlunr::lang::Language;
use elasticlunr::pipeline::{FnWrapper, Pipeline};
use elasticlunr::IndexBuilder;
use std::path::Path;

/// Is `c` a CJK ideograph, kana or hangul (a "word" of its own in the index)?
pub fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0x20000..=0x2FA1F)
}

/// mdBook's tokenizer (split on whitespace and `-`, lower case, at most 80 bytes), plus every
/// CJK character on its own.
pub fn tokenize(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == '-') {
        let mut run = String::new();
        for c in word.chars() {
            if is_cjk(c) {
                if !run.is_empty() {
                    out.push(std::mem::take(&mut run));
                }
                out.push(c.to_string());
            } else if (!c.is_ascii_punctuation() && !"，。、；：？！「」『』（）《》〈〉…—·".contains(c))
                || (!run.is_empty() && c.is_ascii_punctuation())
            {
                // A letter, or ASCII punctuation inside a word (kept so that `A5<` stays one word).
                run.push(c);
            }
        }
        if !run.is_empty() {
            out.push(run);
        }
    }
    out.into_iter().map(|s| s.trim().to_lowercase()).filter(|s| !s.is_empty() && s.len() <= 80).collect()
}

/// Rewrites `<book>/searchindex*.js` (and `.json`) with a CJK-aware index.
pub fn reindex_cjk(book: &Path) -> Result<()> {
    let mut done = 0;
    for e in std::fs::read_dir(book)? {
        let p = e?.path();
        let name = p.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
        if !name.starts_with("searchindex") {
            continue;
        }
        let text = std::fs::read_to_string(&p)?;
        let (prefix, json, suffix) = if name.ends_with(".json") {
            ("", text.clone(), "")
        } else {
            let start = "window.search = Object.assign(window.search, JSON.parse('";
            let end = "'));";
            let Some(inner) = text.strip_prefix(start).and_then(|t| t.strip_suffix(end)) else {
                bail!("{name}: unexpected format");
            };
            (start, inner.replace("\\'", "'").replace("\\\\", "\\"), end)
        };
        let mut v: serde_json::Value = serde_json::from_str(&json).with_context(|| name.clone())?;
        let docs = v["index"]["documentStore"]["docs"].as_object().cloned().context("no documentStore")?;
        let mut index = IndexBuilder::with_language(Box::new(Cjk))
            .add_field_with_tokenizer("title", Box::new(tokenize))
            .add_field_with_tokenizer("body", Box::new(tokenize))
            .add_field_with_tokenizer("breadcrumbs", Box::new(tokenize))
            .build();
        let mut refs: Vec<(usize, &String)> = docs.keys().map(|k| (k.parse().unwrap_or(usize::MAX), k)).collect();
        refs.sort();
        for (_, r) in refs {
            let d = &docs[r];
            let field = |f: &str| d[f].as_str().unwrap_or("").to_string();
            index.add_doc(r, [field("title"), field("body"), field("breadcrumbs")]);
        }
        v["index"] = serde_json::to_value(&index)?;
        let out = serde_json::to_string(&v)?;
        let out = if prefix.is_empty() {
            out
        } else {
            format!("{prefix}{}{suffix}", out.replace('\\', "\\\\").replace('\'', "\\'"))
        };
        std::fs::write(&p, out)?;
        done += 1;
    }
    if done == 0 {
        bail!("no search index found in {}", book.display());
    }
    Ok(())
}

/// The index's language: our tokenizer and only a Unicode-aware trimmer. English's trimmer
/// (in elasticlunr and in mdBook's JS) strips every non-ASCII character at a word's ends, CJK
/// characters included; `theme/bao-search.js` registers the same Unicode trimmer in the browser.
struct Cjk;

impl Language for Cjk {
    fn name(&self) -> String {
        "Chinese".into()
    }
    fn code(&self) -> String {
        "zh".into()
    }
    fn tokenize(&self, text: &str) -> Vec<String> {
        tokenize(text)
    }
    fn make_pipeline(&self) -> Pipeline {
        Pipeline { queue: vec![Box::new(FnWrapper("trimmer".into(), trimmer))] }
    }
}

fn trimmer(token: String) -> Option<String> {
    let t = token.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
    (!t.is_empty()).then(|| t.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cjk_characters_are_words() {
        assert_eq!(tokenize("播種是 Bao 的基本"), ["播", "種", "是", "bao", "的", "基", "本"]);
        assert_eq!(tokenize("A7< kichwa，吃子"), ["a7<", "kichwa", "吃", "子"]);
        assert_eq!(tokenize("mtaji-stage"), ["mtaji", "stage"]);
        assert_eq!(trimmer("«città»".into()).as_deref(), Some("città"));
    }
}
