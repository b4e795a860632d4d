//! Chinese and Japanese search. mdBook's index splits words on spaces only, so a Chinese or
//! Japanese sentence is one huge "word" and nothing in it can be found (mdBook issues 1081,
//! 2393). After such a book is built (`Lang::cjk`) we rebuild its index from the same documents
//! with a tokenizer that also makes every CJK character (ideographs, kana, hangul) a word;
//! `theme/bao-search.js` splits the reader's query the same way, so a query of several
//! characters finds the pages that have them all.

use anyhow::{bail, Context, Result};
use elasticlunr::lang::Language;
use elasticlunr::pipeline::{FnWrapper, Pipeline};
use elasticlunr::IndexBuilder;
use std::path::Path;

/// Is `c` a CJK ideograph, kana or hangul (a "word" of its own in the index)?
pub(crate) fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0x20000..=0x2FA1F)
}

/// mdBook's tokenizer (split on whitespace and `-`, lower case, at most 80 bytes), plus every
/// CJK character on its own.
pub(crate) fn tokenize(text: &str) -> Vec<String> {
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
pub(crate) fn reindex_cjk(book: &Path) -> Result<()> {
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
        "CJK".into()
    }
    fn code(&self) -> String {
        "cjk".into()
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
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
    use super::*;

    #[test]
    fn a_japanese_book_is_reindexed_character_by_character() {
        let dir = std::env::temp_dir().join(format!("bao-search-ja-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let doc = |title: &str, body: &str| serde_json::json!({ "title": title, "body": body, "breadcrumbs": title });
        let index = serde_json::json!({
            "doc_urls": ["sowing.html", "board.html"],
            "index": { "documentStore": { "docs": {
                "0": doc("種まき", "自分の穴の種をすべて取り、一つずつ次の穴に落とします。A6< は南の手です。"),
                "1": doc("盤", "四列の穴。"),
            } } }
        });
        std::fs::write(dir.join("searchindex.json"), index.to_string()).unwrap();
        reindex_cjk(&dir).unwrap();
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("searchindex.json")).unwrap()).unwrap();
        let body = &v["index"]["index"]["body"]["root"];
        let docs = |word: &str| {
            let mut node = body;
            for c in word.chars() {
                node = &node[c.to_string()];
            }
            let mut refs: Vec<String> =
                node["docs"].as_object().map(|d| d.keys().cloned().collect()).unwrap_or_default();
            refs.sort();
            refs
        };
        assert_eq!(docs("種"), ["0"], "a kanji of the text is a word");
        assert_eq!(docs("を"), ["0"], "so is a kana");
        assert_eq!(docs("穴"), ["0", "1"]);
        assert_eq!(docs("a6"), ["0"], "notation stays one word (its < is trimmed, as a query's)");
        assert!(docs("まき").is_empty(), "no word of two characters: each is its own");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn cjk_characters_are_words() {
        assert_eq!(tokenize("播種是 Bao 的基本"), ["播", "種", "是", "bao", "的", "基", "本"]);
        assert_eq!(tokenize("A7< kichwa，吃子"), ["a7<", "kichwa", "吃", "子"]);
        assert_eq!(tokenize("mtaji-stage"), ["mtaji", "stage"]);
        assert_eq!(trimmer("«città»".into()).as_deref(), Some("città"));
        // Japanese: kanji and kana are words; its punctuation is not; notation stays whole.
        assert_eq!(tokenize("種をまく。「A6<」、ナユンバ"), ["種", "を", "ま", "く", "a6<", "ナ", "ユ", "ン", "バ"]);
    }
}
