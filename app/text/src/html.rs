//! HTML (and SVG) text: the one escaper of the workspace.

/// Escapes text for HTML or SVG, in an element's text or an attribute value (`&`, `<`, `>`,
/// `"`, `'`); a line break becomes `&#10;`, so that an attribute stays on one line (markdown
/// keeps a widget's placeholder as one HTML block).
#[must_use]
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\n' => out.push_str("&#10;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_quotes_and_line_breaks() {
        assert_eq!(escape("A <b> & \"c\" 'd'\ne"), "A &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;&#10;e");
        assert_eq!(escape("Ubao: mchezo wa 1994 é 😀"), "Ubao: mchezo wa 1994 é 😀");
        assert_eq!(escape("&amp;"), "&amp;amp;");
    }
}
