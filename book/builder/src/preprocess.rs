//! The `bao` preprocessor: every ```bao fenced block of every chapter becomes the widget
//! placeholder with its static SVG. It runs after gettext, so every language's blocks are
//! validated; any bad block fails the build with file, line and reason (all of them at once).

use crate::block;
use anyhow::{bail, Result};
use mdbook_markdown::pulldown_cmark::{CodeBlockKind, Event, Tag, TagEnd};
use mdbook_markdown::{new_cmark_parser, MarkdownOptions};
use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

pub struct BaoPreprocessor {
    /// Shown in errors for translated books ("sw"); empty for the source language.
    pub lang: String,
    /// In-progress languages: a bad block is replaced by the English chapter's block at the
    /// same place (with a warning) instead of failing the build.
    pub english_fallback: bool,
}

/// One block found in a chapter: byte range of the whole fence, 1-based line of the opening
/// fence, body text.
pub struct Found {
    pub start: usize,
    pub end: usize,
    pub line: usize,
    pub body: String,
}

/// Finds the ```bao blocks of a markdown text.
pub fn find_blocks(text: &str) -> Vec<Found> {
    let mut out = Vec::new();
    let mut current: Option<Found> = None;
    for (event, range) in new_cmark_parser(text, &MarkdownOptions::default()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if info.split([' ', ',']).next() == Some("bao") =>
            {
                let line = text[..range.start].matches('\n').count() + 1;
                current = Some(Found { start: range.start, end: range.end, line, body: String::new() });
            }
            Event::Text(t) => {
                if let Some(f) = current.as_mut() {
                    f.body.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some(f) = current.take() {
                    out.push(f);
                }
            }
            _ => {}
        }
    }
    out
}

/// Replaces the blocks of one chapter; `chapter` is its path without `.md` (for `data-id`).
#[cfg(test)]
pub fn expand(text: &str, chapter: &str, file: &str, errors: &mut Vec<String>) -> String {
    expand_or_fall_back(text, None, chapter, file, errors, &mut Vec::new())
}

/// [`expand`], and where `english` (the source chapter) is given, a bad block is replaced by
/// the English block at the same place, reported in `warnings` instead of `errors` (a block
/// with no English counterpart is left out).
pub fn expand_or_fall_back(
    text: &str,
    english: Option<&str>,
    chapter: &str,
    file: &str,
    errors: &mut Vec<String>,
    warnings: &mut Vec<String>,
) -> String {
    let found = find_blocks(text);
    if found.is_empty() {
        return text.to_string();
    }
    let source = english.map(find_blocks);
    let mut out = String::with_capacity(text.len() + found.len() * 6000);
    let mut at = 0;
    for (n, f) in found.iter().enumerate() {
        out.push_str(&text[at..f.start]);
        let id = format!("{chapter}#{}", n + 1);
        match block::parse(&f.body) {
            Ok(b) => {
                // A blank line after the HTML keeps the following markdown out of the HTML block.
                out.push_str(&block::placeholder(&b, &id));
                out.push_str("\n\n");
            }
            Err(e) => {
                let column = e.column.map(|c| format!(":{c}")).unwrap_or_default();
                let problem = format!("{file}:{}{column}: bao block: {}", f.line + 1 + e.line, e.error);
                let Some(source) = &source else {
                    errors.push(problem);
                    at = f.end;
                    continue;
                };
                match source.get(n).map(|s| block::parse(&s.body)) {
                    Some(Ok(b)) => {
                        warnings.push(format!("{problem} (the English block is shown)"));
                        out.push_str(&block::placeholder(&b, &id));
                        out.push_str("\n\n");
                    }
                    _ => warnings.push(format!("{problem} (left out: no English block {})", n + 1)),
                }
            }
        }
        at = f.end;
    }
    out.push_str(&text[at..]);
    out
}

impl Preprocessor for BaoPreprocessor {
    fn name(&self) -> &str {
        "bao"
    }

    fn run(&self, ctx: &PreprocessorContext, mut book: Book) -> Result<Book> {
        let src = ctx.root.join(&ctx.config.book.src);
        let (mut errors, mut warnings) = (Vec::new(), Vec::new());
        book.for_each_mut(|item| {
            if let BookItem::Chapter(ch) = item {
                let Some(path) = ch.source_path.clone() else { return };
                let chapter = path.with_extension("").to_string_lossy().replace('\\', "/");
                let mut file = src.join(&path).display().to_string();
                let english = if self.english_fallback { std::fs::read_to_string(&file).ok() } else { None };
                if !self.lang.is_empty() {
                    file = format!("{file} ({} translation)", self.lang);
                }
                ch.content =
                    expand_or_fall_back(&ch.content, english.as_deref(), &chapter, &file, &mut errors, &mut warnings);
            }
        });
        for w in &warnings {
            eprintln!("bao-book: warning: {w}");
        }
        if !errors.is_empty() {
            bail!("{} bad bao block(s):\n  {}", errors.len(), errors.join("\n  "));
        }
        Ok(book)
    }

    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expands_blocks_and_numbers_them() {
        let md = "# T\n\nText.\n\n```bao\nmode: view\n```\n\nMiddle.\n\n```rust\nfn x() {}\n```\n\n```bao\nmode: step\nmoves: A7<\n```\nEnd.\n";
        let mut errors = Vec::new();
        let out = expand(md, "course/x", "x.md", &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert!(out.contains(r#"data-id="course/x#1""#) && out.contains(r#"data-id="course/x#2""#));
        for id in ["course/x#1", "course/x#2"] {
            assert!(
                out.contains(&format!(r#"data-id="{id}" translate="no"><svg"#)),
                "no machine translation of boards"
            );
        }
        assert_eq!(out.matches(r#"<svg class="bao-diagram bao-kiswahili""#).count(), 2);
        assert_eq!(out.matches(r#"role="img" translate="no""#).count(), 2, "nor of the static diagrams");
        assert!(out.contains("```rust"), "other code blocks stay");
        assert!(out.contains("Middle.") && out.contains("End."));
        assert!(!out.contains("```bao"));
    }

    #[test]
    fn errors_carry_file_and_line() {
        let md = "Intro\n\n```bao\nmode: view\nmoves: B3<\n```\n\n```bao\nsize: 3\n```\n";
        let mut errors = Vec::new();
        expand(md, "c", "book/src/c.md", &mut errors);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(
            errors[0].starts_with("book/src/c.md:5: bao block: move 1 `B3<` is illegal (rule K12)"),
            "{}",
            errors[0]
        );
        assert!(errors[1].starts_with("book/src/c.md:9: bao block: unknown field `size`"), "{}", errors[1]);
    }

    #[test]
    fn a_record_error_carries_line_and_column() {
        let md = "# R\n\n```bao\nmode: record\nrecord:\nstart\n1. A7< a5>\n(1... a6< {K10})\n```\n";
        let mut errors = Vec::new();
        expand(md, "c", "book/src/c.md", &mut errors);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].starts_with("book/src/c.md:8:7: bao block: game record: move 1... a6<: K10"),
            "{}",
            errors[0]
        );
        let good = "```bao\nmode: record\nrecord:\nstart\n1. A7< a5>\n```\n";
        let out = expand(good, "r", "r.md", &mut errors);
        assert!(out.contains(r#"data-mode="record" data-record="start&#10;1. A7&lt;* a5&gt;" data-id="r#1""#), "{out}");
    }

    #[test]
    fn an_in_progress_translation_falls_back_to_the_english_block() {
        let english = "# T\n\n```bao\nmode: step\nmoves: A7<\n```\n";
        let broken = "# T (sw)\n\n```bao\nmode: step\nmoves: B3<\n```\n\n```bao\nmode: nonsense\n```\n";
        let (mut errors, mut warnings) = (Vec::new(), Vec::new());
        let out = expand_or_fall_back(broken, Some(english), "c", "c.md", &mut errors, &mut warnings);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].contains("(rule K12)") && warnings[0].ends_with("(the English block is shown)"));
        assert!(warnings[1].contains("left out"), "{}", warnings[1]);
        assert!(out.contains(r#"data-moves="A7&lt;""#), "the English block");
        assert_eq!(out.matches("class=\"bao-widget\"").count(), 1);
        assert!(out.starts_with("# T (sw)"), "the translated text stays");
    }
}
