//! Plain text in the pages the builder writes: the one escaper of the site's HTML, used by the
//! pages (`site.rs`) and the search-engine files (`discover.rs`), so that neither imports the
//! other.

/// Plain text for an element's content (`&`, `<`, `>`).
pub(crate) fn html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Plain text for an attribute (`&`, `<`, `>`, `"`).
pub(crate) fn attr(s: &str) -> String {
    html(s).replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes() {
        assert_eq!(html("a < b & \"c\""), "a &lt; b &amp; \"c\"");
        assert_eq!(attr("Bao \"la\" <Kiswahili>"), "Bao &quot;la&quot; &lt;Kiswahili&gt;");
    }
}
