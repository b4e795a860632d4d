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
pub fn expand(text: &str, chapter: &str, file: &str, errors: &mut Vec<String>) -> String {
    let found = find_blocks(text);
    if found.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + found.len() * 6000);
    let mut at = 0;
    for (n, f) in found.iter().enumerate() {
        out.push_str(&text[at..f.start]);
        match block::parse(&f.body) {
            Ok(b) => {
                // A blank line after the HTML keeps the following markdown out of the HTML block.
                out.push_str(&block::placeholder(&b, &format!("{chapter}#{}", n + 1)));
                out.push_str("\n\n");
            }
            Err(e) => errors.push(format!("{file}:{}: bao block: {}", f.line + 1 + e.line, e.error)),
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
        let mut errors = Vec::new();
        book.for_each_mut(|item| {
            if let BookItem::Chapter(ch) = item {
                let Some(path) = ch.source_path.clone() else { return };
                let chapter = path.with_extension("").to_string_lossy().replace('\\', "/");
                let mut file = src.join(&path).display().to_string();
                if !self.lang.is_empty() {
                    file = format!("{file} ({} translation)", self.lang);
                }
                ch.content = expand(&ch.content, &chapter, &file, &mut errors);
            }
        });
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
}
