//! Translation files: `bao-book po` extracts `book/po/messages.pot` (mdbook-i18n-helpers'
//! xgettext, plus the book title and description) and merges it into every
//! `book/po/<lang>.po`: existing translations are kept, new messages come in untranslated,
//! messages that left the book are dropped.

use anyhow::{anyhow, Context, Result};
use mdbook_driver::config::Config;
use mdbook_driver::MDBook;
use mdbook_i18n_helpers::renderers::Xgettext;
use polib::catalog::Catalog;
use polib::message::{Message, MessageMutView};
use polib::metadata::CatalogMetadata;
use std::path::Path;

pub fn extract_and_merge(root: &Path) -> Result<()> {
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
pub fn extract(root: &Path) -> Result<Catalog> {
    let book = root.join("book");
    let mut config = Config::from_disk(book.join("book.toml"))?;
    let tmp = std::env::temp_dir().join(format!(
        "bao-book-xgettext-{}-{:?}",
        std::process::id(),
        std::time::SystemTime::now()
    ));
    config.build.build_dir = tmp.clone();
    config.build.create_missing = false;
    let md = MDBook::load_with_config(&book, config.clone())?;
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
pub fn merge(pot: &Catalog, old: Option<&Catalog>, lang: &str) -> Catalog {
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
