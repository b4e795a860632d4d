//! mdBook's `book.js`, without its `unload` handler: mdBook sets `window.onunload` (to defeat
//! old Firefox caches), which is deprecated and keeps every page out of the browsers'
//! back/forward cache, so that going back to a chapter reloaded it and rebuilt its boards. The
//! builder writes this file into the theme it hands to mdBook (`book/gen/theme/book.js`), so
//! the rest of mdBook's script stays the version the builder is compiled with.

use anyhow::{Context, Result};
use std::path::Path;

/// The statement this removes, as mdBook 0.5 writes it.
const UNLOAD: &str = "window.onunload = function() { };";

/// Writes mdBook's `book.js` without the unload handler into `theme` (a theme folder).
pub(crate) fn write_book_js(theme: &Path) -> Result<()> {
    let js = default_book_js().context("reading mdBook's book.js")?;
    std::fs::write(theme.join("book.js"), without_unload(&js))?;
    Ok(())
}

/// mdBook's own `book.js` (what `mdbook init --theme` copies out).
fn default_book_js() -> Result<String> {
    let tmp = std::env::temp_dir().join(format!("bao-book-theme-{}", std::process::id()));
    let dir = tmp.join("theme");
    std::fs::create_dir_all(dir.join("css"))?;
    std::fs::create_dir_all(dir.join("fonts"))?;
    let copied = mdbook_html::theme::Theme::copy_theme(&Default::default(), &tmp);
    let js = copied.and_then(|()| Ok(std::fs::read_to_string(dir.join("book.js"))?));
    let _ = std::fs::remove_dir_all(&tmp);
    js
}

/// How mdBook 0.5 returns the stored theme, unchecked (a value with `[` or a space would make
/// its `querySelector` and `classList.add` throw).
const SAVED: &str = "            theme = localStorage.getItem('mdbook-theme');";

fn without_unload(js: &str) -> String {
    js.replace(UNLOAD, "// (no unload handler: it would keep the page out of the back/forward cache)").replace(
        SAVED,
        "            theme = localStorage.getItem('mdbook-theme');\n            \
         // Only a theme of the book (Bao Kitabu: a malformed stored value is ignored).\n            \
         if (theme !== null && !/^[a-z_]+$/.test(theme)) { theme = null; }",
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;

    #[test]
    fn the_book_script_registers_no_unload_handler() {
        let js = default_book_js().unwrap();
        assert!(js.contains(UNLOAD), "mdBook's script changed: check that it still needs this");
        let ours = without_unload(&js);
        assert!(!ours.contains("onunload") && !ours.contains("'unload'") && !ours.contains("\"unload\""));
        assert!(ours.contains("function playground_text"), "the rest of mdBook's script stays");
        assert!(js.contains(SAVED), "mdBook's script changed: check how it reads the stored theme");
        assert!(ours.contains("if (theme !== null && !/^[a-z_]+$/.test(theme)) { theme = null; }"));
    }
}
