//! Translation files: `bao-book po` extracts `book/po/messages.pot` (mdbook-i18n-helpers'
//! xgettext, plus the book title and description) and merges it into every
//! `book/po/<lang>.po`: existing translations are kept, new messages come in untranslated,
//! messages that left the book are dropped.
//!
//! An HTML code block is offered for translation whole ([`WholeBlocks`]), in the extraction and
//! in every use of the translations (`gettext`).

use anyhow::{anyhow, Context, Result};
use mdbook_driver::book::{Book, BookItem};
use mdbook_driver::config::Config;
use mdbook_driver::MDBook;
use mdbook_i18n_helpers::preprocessors::Gettext;
use mdbook_i18n_helpers::renderers::Xgettext;
use mdbook_markdown::pulldown_cmark::{CodeBlockKind, Event, Tag};
use mdbook_markdown::{new_cmark_parser, MarkdownOptions};
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use polib::catalog::Catalog;
use polib::message::{Message, MessageMutView};
use polib::metadata::CatalogMetadata;
use std::path::Path;

pub(crate) fn extract_and_merge(root: &Path) -> Result<()> {
    let book = root.join("book");
    let po_dir = book.join("po");
    std::fs::create_dir_all(&po_dir)?;
    let pot = extract(root)?;
    polib::po_file::write(&pot, &po_dir.join("messages.pot"))?;
    for lang in crate::langs::load(root)?.iter().filter(|l| !l.is_source()) {
        let path = po_dir.join(format!("{}.po", lang.code));
        let old = if path.exists() {
            Some(polib::po_file::parse(&path).map_err(|e| anyhow!("{}: {e}", path.display()))?)
        } else {
            None
        };
        let merged = merge(&pot, old.as_ref(), &lang.code);
        polib::po_file::write(&merged, &path)?;
        eprintln!("bao-book: wrote {}", path.display());
    }
    Ok(())
}

/// The template as the English book is now: every message of the chapters, the title and the
/// description.
pub(crate) fn extract(root: &Path) -> Result<Catalog> {
    let book = root.join("book");
    let mut config = Config::from_disk(book.join("book.toml"))?;
    let tmp = std::env::temp_dir().join(format!(
        "bao-book-xgettext-{}-{:?}",
        std::process::id(),
        std::time::SystemTime::now()
    ));
    config.build.build_dir = tmp.clone();
    config.build.create_missing = false;
    let mut md = MDBook::load_with_config(&book, config.clone())?;
    md.with_preprocessor(WholeBlocks::MARK);
    md.execute_build_process(&Xgettext).context("extracting messages")?;
    let pot_tmp = tmp.join("messages.pot");
    let mut pot = polib::po_file::parse(&pot_tmp).map_err(|e| anyhow!("{e}"))?;
    let _ = std::fs::remove_dir_all(&tmp);
    for (what, text) in [("book.title", &config.book.title), ("book.description", &config.book.description)] {
        if let Some(t) = text {
            pot.append_or_update(
                Message::build_singular().with_source(format!("book.toml:{what}")).with_msgid(t.clone()).done(),
            );
        }
    }
    // A stable date keeps the .pot from changing when the book did not.
    pot.metadata.pot_creation_date = String::new();
    Ok(pot)
}

/// The template's messages, with the translations (and fuzzy flags) of `old` where the msgid
/// is the same.
pub(crate) fn merge(pot: &Catalog, old: Option<&Catalog>, lang: &str) -> Catalog {
    let src = old.map(|o| &o.metadata).unwrap_or(&pot.metadata);
    let mut meta = CatalogMetadata::parse(&src.export_for_po()).unwrap_or_default();
    meta.language = lang.to_string();
    meta.content_type = "text/plain; charset=UTF-8".into();
    let mut out = Catalog::new(meta);
    for m in pot.messages() {
        let mut new = Message::build_singular()
            .with_source(m.source().to_string())
            .with_comments(m.comments().to_string())
            .with_msgid(m.msgid().to_string())
            .done();
        if let Some(prev) = old.and_then(|o| o.find_message(None, m.msgid(), None)) {
            if let Ok(s) = prev.msgstr() {
                let _ = new.set_msgstr(s.to_string());
            }
            *new.flags_mut() = prev.flags().clone();
        }
        out.append_or_update(new);
    }
    out
}

/// Translates a book with its PO file: mdbook-i18n-helpers' `gettext`, with the HTML code
/// blocks taken whole ([`WholeBlocks`]). Every translated build goes through here.
pub(crate) fn with_gettext(md: &mut MDBook) {
    md.with_preprocessor(WholeBlocks::MARK);
    md.with_preprocessor(Gettext);
    md.with_preprocessor(WholeBlocks::UNMARK);
}

/// The HTML code blocks of the book (a web page to copy, an `iframe`) as one message each.
/// mdbook-i18n-helpers offers only the string literals and comments of a code block in a
/// language it can highlight: in HTML that leaves out what the reader of the page sees (its
/// title, headings and text) and offers attribute values (`"584"`, `"fullscreen"`) that a
/// translation could only break. A block whose language it does not know is offered whole.
/// So the fence of an `html` block gets a second word, ```` ```html page ````, before the
/// messages are extracted or translated (`MARK`), and loses it after (`UNMARK`): the rendered
/// page is the same, and the translator adapts the whole example (its words, `lang`, the
/// language's `embed.html`) as one text.
pub(crate) struct WholeBlocks {
    from: &'static str,
    to: &'static str,
    name: &'static str,
}

impl WholeBlocks {
    pub(crate) const MARK: WholeBlocks = WholeBlocks { from: "html", to: "html page", name: "bao-whole-blocks" };
    pub(crate) const UNMARK: WholeBlocks = WholeBlocks { from: "html page", to: "html", name: "bao-whole-blocks-end" };

    /// The text with the info string `from` of every fenced code block made `to`.
    pub(crate) fn apply(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 64);
        let mut at = 0;
        for (event, range) in new_cmark_parser(text, &MarkdownOptions::default()).into_offset_iter() {
            let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = event else { continue };
            if info.trim() != self.from || range.start < at {
                continue;
            }
            let line_end = text[range.start..].find('\n').map_or(text.len(), |i| range.start + i);
            if let Some(i) = text[range.start..line_end].rfind(self.from) {
                out.push_str(&text[at..range.start + i]);
                out.push_str(self.to);
                at = range.start + i + self.from.len();
            }
        }
        out.push_str(&text[at..]);
        out
    }
}

impl Preprocessor for WholeBlocks {
    fn name(&self) -> &str {
        self.name
    }

    fn run(&self, _ctx: &PreprocessorContext, mut book: Book) -> Result<Book> {
        book.for_each_mut(|item| {
            if let BookItem::Chapter(ch) = item {
                ch.content = self.apply(&ch.content);
            }
        });
        Ok(book)
    }

    fn supports_renderer(&self, _renderer: &str) -> Result<bool> {
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_blocks_are_marked_and_unmarked_and_nothing_else() {
        let md = "Text `html` here.\n\n```html\n<p>\"hi\"</p>\n```\n\n~~~ html \n<i>x</i>\n~~~\n\n```rust\nlet html = 1;\n```\n\n    ```html\n    indented code\n";
        let marked = WholeBlocks::MARK.apply(md);
        assert_eq!(
            marked,
            "Text `html` here.\n\n```html page\n<p>\"hi\"</p>\n```\n\n~~~ html page \n<i>x</i>\n~~~\n\n```rust\nlet html = 1;\n```\n\n    ```html\n    indented code\n"
        );
        assert_eq!(WholeBlocks::UNMARK.apply(&marked), md);
        assert_eq!(WholeBlocks::MARK.apply("no blocks"), "no blocks");
    }

    #[test]
    fn the_embedding_chapter_offers_its_host_page_whole() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let pot = extract(&root).expect("extracts");
        let page = pot
            .messages()
            .find(|m| m.source().contains("teachers/embedding.md") && m.msgid().contains("<!DOCTYPE html>"))
            .expect("the host page is one message");
        for words in ["<title>Bao homework</title>", "<h1>Homework: North captures A3</h1>", "'Move '", "' stars'"] {
            assert!(page.msgid().contains(words), "{words} not in {}", page.msgid());
        }
        // Its attribute values are no longer messages of their own.
        assert!(!pot.messages().any(|m| m.msgid() == "\"fullscreen\"" || m.msgid() == "\"584\""));
    }
}
