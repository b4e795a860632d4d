//! A small Fluent reader and formatter: the part of Fluent 1.0 (projectfluent.org) that the
//! locale files use, in a few kilobytes of the bundle instead of `fluent-bundle` and its
//! locale machinery. It reads messages with attributes, text on one or more lines, `{ $var }`,
//! string literals (`{""}`) and select expressions on a variable (`{ $n -> [one] ... *[other]
//! ... }`, nested too) whose keys are names or integers; numbers select by the CLDR plural rules
//! of the language ([`plural`]) and are written with its CLDR digits, signs and separators
//! ([`Numbers`]); both come from CLDR data at build time (`build.rs`), not from a table here.
//! Anything else (terms, message references, functions) is a syntax error, so the locale test
//! catches it. Output is what `fluent-bundle` writes without Unicode isolation marks, numbers
//! formatted by ICU (`app/tests/locales.rs` compares the two on every message of every
//! language; `app/tests/cldr.rs` the rules and symbols with ICU's).

/// A value passed to a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    /// Text, put in as it is (a pit, a move, a name already translated).
    Str(&'a str),
    /// A whole number: written with the language's digits and separators, and selects a
    /// plural variant (`one`, `few`, `other`...) by the language's CLDR rules.
    Num(i64),
    /// A signed number in hundredths, written with two decimals and its sign (`+1.25`,
    /// `-0.07`, `0.00` in English). A select on it takes its default variant.
    Hundredths(i64),
}

/// The messages of one language.
#[derive(Clone, Debug, Default)]
pub struct Resource {
    /// The language code (a folder name under `locales/`), for the plural rules.
    lang: String,
    /// A language written right to left: each placeable of a pattern with more than one part
    /// is isolated (U+2068 ... U+2069, as `fluent-bundle` does), so that a move (`A6<`), a pit
    /// or a number keeps its own direction inside the sentence and the bidi algorithm neither
    /// reorders it nor mirrors its `<`.
    isolating: bool,
    /// Sorted by id.
    messages: Vec<Message>,
}

#[derive(Clone, Debug)]
struct Message {
    id: String,
    value: Option<Pattern>,
    attributes: Vec<(String, Pattern)>,
}

type Pattern = Vec<Element>;

#[derive(Clone, Debug)]
enum Element {
    Text(String),
    Var(String),
    /// A select expression: the first variant whose key matches, else the default one.
    Select {
        var: String,
        variants: Vec<Variant>,
        default: Box<Variant>,
    },
}

#[derive(Clone, Debug)]
struct Variant {
    key: Key,
    value: Pattern,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Key {
    Name(String),
    Num(i64),
}

/// A syntax error: the 1-based line and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The line of the `.ftl` file, from 1.
    pub line: usize,
    /// What the reader expected there.
    pub what: &'static str,
}

impl Resource {
    /// An empty resource for `lang`.
    #[must_use]
    pub fn new(lang: &str) -> Resource {
        Resource { lang: lang.to_string(), isolating: crate::langs::RTL.contains(&lang), messages: Vec::new() }
    }

    /// Adds the messages of a Fluent source. Every message that reads is kept; the errors say
    /// which did not (a later message with the same id replaces the earlier one).
    pub fn add(&mut self, source: &str) -> Vec<SyntaxError> {
        let mut p = Parser { s: source.as_bytes(), pos: 0 };
        let mut errors = Vec::new();
        while p.pos < p.s.len() {
            let start = p.pos;
            match p.entry() {
                Ok(Some(m)) => match self.messages.binary_search_by(|x| x.id.as_str().cmp(&m.id)) {
                    Ok(i) => self.messages[i] = m,
                    Err(i) => self.messages.insert(i, m),
                },
                Ok(None) => {}
                Err(what) => {
                    errors.push(SyntaxError { line: p.line_of(p.pos), what });
                    p.pos = start;
                    p.skip_entry();
                }
            }
        }
        errors
    }

    /// Whether a message (or `id.attribute`) exists with a value.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.pattern(id).is_some()
    }

    /// Every message id and `id.attribute` with a value, sorted.
    #[must_use]
    pub fn ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        for m in &self.messages {
            if m.value.is_some() {
                out.push(m.id.clone());
            }
            out.extend(m.attributes.iter().map(|(a, _)| format!("{}.{a}", m.id)));
        }
        out
    }

    fn pattern(&self, id: &str) -> Option<&Pattern> {
        let (id, attr) = match id.split_once('.') {
            Some((id, attr)) => (id, Some(attr)),
            None => (id, None),
        };
        let i = self.messages.binary_search_by(|m| m.id.as_str().cmp(id)).ok()?;
        let m = &self.messages[i];
        match attr {
            None => m.value.as_ref(),
            Some(a) => m.attributes.iter().find(|(n, _)| n == a).map(|(_, p)| p),
        }
    }

    /// Formats a message (or `id.attribute`) with its arguments; None when it does not exist.
    /// A variable not given is written `{$name}` and reported in `errors`.
    pub fn format(&self, id: &str, args: &[(&str, Value<'_>)], errors: &mut Vec<String>) -> Option<String> {
        let pattern = self.pattern(id)?;
        let mut out = String::new();
        self.write(pattern, args, &mut out, errors);
        Some(out)
    }

    fn write(&self, pattern: &Pattern, args: &[(&str, Value<'_>)], out: &mut String, errors: &mut Vec<String>) {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
        let isolate = self.isolating && pattern.len() > 1;
        for el in pattern {
            let placeable = !matches!(el, Element::Text(_));
            if isolate && placeable {
                out.push('\u{2068}');
            }
            match el {
                Element::Text(t) => out.push_str(t),
                Element::Var(name) => match arg(name) {
                    Some(Value::Str(s)) => out.push_str(s),
                    Some(Value::Num(n)) => out.push_str(&integer(&self.lang, n)),
                    Some(Value::Hundredths(h)) => out.push_str(&hundredths(&self.lang, h)),
                    None => {
                        errors.push(format!("unknown variable ${name}"));
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                },
                Element::Select { var, variants, default } => {
                    let chosen = match arg(var) {
                        Some(Value::Str(s)) => variants.iter().find(|v| v.key == Key::Name(s.to_string())),
                        Some(Value::Num(n)) => {
                            let category = Key::Name(plural(&self.lang, n).to_string());
                            (variants.iter().find(|v| v.key == Key::Num(n)))
                                .or_else(|| variants.iter().find(|v| v.key == category))
                        }
                        Some(Value::Hundredths(_)) => None,
                        None => {
                            errors.push(format!("unknown variable ${var}"));
                            None
                        }
                    };
                    let v = chosen.unwrap_or(default);
                    self.write(&v.value, args, out, errors);
                }
            }
            if isolate && placeable {
                out.push('\u{2069}');
            }
        }
    }
}

/// The CLDR cardinal plural category of an integer in a language: `zero`, `one`, `two`,
/// `few`, `many` or `other` (a code not in `locales/languages.json` follows English).
#[must_use]
pub fn plural(lang: &str, n: i64) -> &'static str {
    cldr_plural(lang, n.unsigned_abs())
}

/// A language's way of writing numbers, from CLDR (generated by `build.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbers {
    /// 0 to 9.
    pub digits: [char; 10],
    /// Before a negative number (with a bidi mark where CLDR has one: Arabic).
    pub minus: &'static str,
    /// Before a positive number shown with its sign.
    pub plus: &'static str,
    /// Between the whole part and the decimals (`.` in English, `,` in Italian).
    pub decimal: &'static str,
    /// Between groups of digits (`,` in English: 10,000).
    pub group: &'static str,
    /// Digits in the first group from the right (3 almost everywhere).
    pub primary: usize,
    /// Digits in each of the other groups (as `primary` in the book's languages).
    pub secondary: usize,
    /// Grouping starts at `primary + min_grouping` digits (2 in Spanish: 1000 but 10.000).
    pub min_grouping: usize,
}

include!(concat!(env!("OUT_DIR"), "/cldr.rs"));

/// The number symbols of a language (a code not in the list: English's).
#[must_use]
pub fn numbers(lang: &str) -> Option<&'static Numbers> {
    CLDR_NUMBERS.iter().find(|(c, _)| *c == lang).or_else(|| CLDR_NUMBERS.first()).map(|(_, n)| n)
}

impl Numbers {
    /// `digits` (ASCII, the integer part) and `fraction` (ASCII) with this language's digits,
    /// grouping, decimal sign and sign.
    fn write(&self, sign: &str, digits: &str, fraction: &str) -> String {
        let mut out = String::from(sign);
        let len = digits.len();
        let grouped = !self.group.is_empty() && self.primary > 0 && len >= self.primary + self.min_grouping;
        for (i, c) in digits.chars().enumerate() {
            let left = len - i;
            let boundary = left == self.primary
                || (left > self.primary && (left - self.primary).is_multiple_of(self.secondary.max(1)));
            if grouped && i > 0 && boundary {
                out.push_str(self.group);
            }
            out.push(self.digit(c));
        }
        if !fraction.is_empty() {
            out.push_str(self.decimal);
            out.extend(fraction.chars().map(|c| self.digit(c)));
        }
        out
    }

    fn digit(&self, c: char) -> char {
        c.to_digit(10).and_then(|d| self.digits.get(d as usize).copied()).unwrap_or(c)
    }

    /// A whole number: `-1,234` in English, `-1.234` in Romanian, `1234` in Spanish.
    #[must_use]
    pub fn integer(&self, n: i64) -> String {
        self.write(if n < 0 { self.minus } else { "" }, &n.unsigned_abs().to_string(), "")
    }

    /// A number in hundredths, signed: `+1.25`, `-0.07`, `0.00` (English), `+1,25` (Italian).
    #[must_use]
    pub fn hundredths(&self, h: i64) -> String {
        let sign = match h.signum() {
            1 => self.plus,
            -1 => self.minus,
            _ => "",
        };
        let a = h.unsigned_abs();
        self.write(sign, &(a / 100).to_string(), &format!("{:02}", a % 100))
    }
}

/// A whole number as `lang` writes it.
#[must_use]
pub fn integer(lang: &str, n: i64) -> String {
    numbers(lang).map_or_else(|| n.to_string(), |f| f.integer(n))
}

/// A number in hundredths, signed, as `lang` writes it.
#[must_use]
pub fn hundredths(lang: &str, h: i64) -> String {
    numbers(lang).map_or_else(|| format!("{h}"), |f| f.hundredths(h))
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
}

type Parsed<T> = Result<T, &'static str>;

fn is_id_start(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

fn is_id_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn line_of(&self, pos: usize) -> usize {
        self.s[..pos.min(self.s.len())].iter().filter(|&&b| b == b'\n').count() + 1
    }

    fn text(&self, from: usize, to: usize) -> String {
        String::from_utf8_lossy(&self.s[from..to]).into_owned()
    }

    fn skip_inline_blank(&mut self) {
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
    }

    /// Spaces and line ends.
    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn skip_line(&mut self) {
        while let Some(b) = self.peek() {
            self.pos += 1;
            if b == b'\n' {
                break;
            }
        }
    }

    /// After an error: skip to the next line that starts an entry.
    fn skip_entry(&mut self) {
        self.skip_line();
        while let Some(b) = self.peek() {
            if is_id_start(b) || b == b'#' || b == b'-' {
                break;
            }
            self.skip_line();
        }
    }

    fn expect(&mut self, b: u8, what: &'static str) -> Parsed<()> {
        if self.peek() == Some(b) {
            self.pos += 1;
            Ok(())
        } else {
            Err(what)
        }
    }

    fn identifier(&mut self) -> Parsed<String> {
        let start = self.pos;
        if !self.peek().is_some_and(is_id_start) {
            return Err("an identifier");
        }
        while self.peek().is_some_and(is_id_char) {
            self.pos += 1;
        }
        Ok(self.text(start, self.pos))
    }

    /// Skips blank lines (spaces only), leaving the parser at the start of the next line.
    fn skip_blank_block(&mut self) {
        loop {
            let start = self.pos;
            self.skip_inline_blank();
            if !self.skip_eol() {
                self.pos = start;
                break;
            }
        }
    }

    fn skip_eol(&mut self) -> bool {
        match self.peek() {
            Some(b'\n') => {
                self.pos += 1;
                true
            }
            Some(b'\r') if self.s.get(self.pos + 1) == Some(&b'\n') => {
                self.pos += 2;
                true
            }
            _ => false,
        }
    }

    /// One entry, or None for a comment or blank line.
    fn entry(&mut self) -> Parsed<Option<Message>> {
        match self.peek() {
            Some(b'#') => {
                self.skip_line();
                return Ok(None);
            }
            Some(b' ' | b'\n' | b'\r') => {
                let start = self.pos;
                self.skip_blank_block();
                return if self.pos > start { Ok(None) } else { Err("an entry at the start of a line") };
            }
            Some(b'-') => return Err("no terms (-term): only messages are supported"),
            _ => {}
        }
        let id = self.identifier()?;
        self.skip_inline_blank();
        self.expect(b'=', "`=` after the message id")?;
        let value = self.pattern()?;
        self.skip_blank_block();
        let mut attributes = Vec::new();
        loop {
            let line_start = self.pos;
            self.skip_inline_blank();
            if self.peek() != Some(b'.') {
                self.pos = line_start;
                break;
            }
            self.pos += 1;
            let name = self.identifier()?;
            self.skip_inline_blank();
            self.expect(b'=', "`=` after the attribute name")?;
            let p = self.pattern()?.ok_or("a value for the attribute")?;
            attributes.push((name, p));
            self.skip_blank_block();
        }
        if value.is_none() && attributes.is_empty() {
            return Err("a value or an attribute");
        }
        Ok(Some(Message { id, value, attributes }))
    }

    /// A pattern, as Fluent reads it (fluent-syntax's `get_pattern`): text and placeables to
    /// the end of the line, then every indented line that continues it (not starting with `[`,
    /// `*`, `.` or `}`), with the lines' common indentation removed and the trailing blank
    /// space dropped. Leaves the parser at the start of the line after it. None when empty.
    fn pattern(&mut self) -> Parsed<Option<Pattern>> {
        enum Raw {
            Elem(Element),
            /// A text slice; `indent` is its leading spaces when it starts a line.
            Text {
                start: usize,
                end: usize,
                indent: usize,
                line_start: bool,
            },
        }
        let mut raw: Vec<Raw> = Vec::new();
        let mut last_non_blank = None;
        let mut common: Option<usize> = None;
        self.skip_inline_blank();
        let mut line_start = if self.skip_eol() {
            self.skip_blank_block();
            true
        } else {
            false
        };
        while self.pos < self.s.len() {
            if self.peek() == Some(b'{') {
                if line_start {
                    common = Some(0);
                }
                let el = self.placeable()?;
                last_non_blank = Some(raw.len());
                raw.push(Raw::Elem(el));
                line_start = false;
                continue;
            }
            let slice_start = self.pos;
            let mut indent = 0;
            if line_start {
                self.skip_inline_blank();
                indent = self.pos - slice_start;
                match self.peek() {
                    None => break,
                    Some(b) if indent == 0 && b != b'\r' && b != b'\n' => break,
                    Some(b'.' | b'}' | b'[' | b'*') if indent > 0 => {
                        self.pos = slice_start;
                        break;
                    }
                    Some(_) => {}
                }
            }
            // The text up to a line end, a placeable or the end.
            let start = self.pos;
            while !matches!(self.peek(), None | Some(b'\n' | b'{' | b'}')) {
                self.pos += 1;
            }
            if self.peek() == Some(b'}') {
                return Err("no `}` outside a placeable");
            }
            let non_blank = self.s[start..self.pos].iter().any(|&b| b != b' ' && b != b'\r');
            let line_end = self.peek() == Some(b'\n');
            if line_end {
                self.pos += 1;
            }
            if self.pos > slice_start {
                if line_start && non_blank {
                    common = Some(common.map_or(indent, |c| c.min(indent)));
                }
                if !line_start || non_blank || line_end {
                    if non_blank {
                        last_non_blank = Some(raw.len());
                    }
                    raw.push(Raw::Text { start: slice_start, end: self.pos, indent, line_start });
                }
            }
            line_start = line_end;
        }
        let Some(last) = last_non_blank else { return Ok(None) };
        let mut out: Pattern = Vec::new();
        for (i, r) in raw.into_iter().take(last + 1).enumerate() {
            let (start, end, indent, at_line_start) = match r {
                Raw::Elem(e) => {
                    out.push(e);
                    continue;
                }
                Raw::Text { start, end, indent, line_start } => (start, end, indent, line_start),
            };
            let start = if at_line_start { start + common.map_or(indent, |c| indent.min(c)) } else { start };
            // A line end is `\n` (a `\r` before it dropped): a char pattern, which keeps the
            // substring searcher out of the book's bundle.
            let mut text = self.text(start, end).replace('\r', "");
            if i == last {
                let kept = text.trim_end_matches([' ', '\n', '\r']).len();
                text.truncate(kept);
            }
            match out.last_mut() {
                Some(Element::Text(t)) => t.push_str(&text),
                _ => out.push(Element::Text(text)),
            }
        }
        Ok(Some(out))
    }

    /// `{ "text" }`, `{ $var }` or `{ $var -> variants }`.
    fn placeable(&mut self) -> Parsed<Element> {
        self.expect(b'{', "`{`")?;
        self.skip_blank();
        let el = match self.peek() {
            Some(b'"') => Element::Text(self.string()?),
            Some(b'$') => {
                self.pos += 1;
                let var = self.identifier()?;
                self.skip_blank();
                if self.s[self.pos..].starts_with(b"->") {
                    self.pos += 2;
                    self.variants(var)?
                } else {
                    Element::Var(var)
                }
            }
            _ => return Err("a variable or a string (no message references or functions)"),
        };
        self.skip_blank();
        self.expect(b'}', "`}`")?;
        Ok(el)
    }

    /// A string literal with `\"`, `\\` and `\uXXXX` escapes.
    fn string(&mut self) -> Parsed<String> {
        self.expect(b'"', "`\"`")?;
        let mut out = String::new();
        loop {
            let start = self.pos;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | b'\n')) {
                self.pos += 1;
            }
            out.push_str(&self.text(start, self.pos));
            match self.peek() {
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.pos += 1;
                    match self.peek() {
                        Some(c @ (b'"' | b'\\')) => {
                            out.push(c as char);
                            self.pos += 1;
                        }
                        Some(b'u') => {
                            let hex = self.s.get(self.pos + 1..self.pos + 5).ok_or("four hex digits")?;
                            let code = std::str::from_utf8(hex)
                                .ok()
                                .and_then(|h| u32::from_str_radix(h, 16).ok())
                                .ok_or("four hex digits")?;
                            out.push(char::from_u32(code).ok_or("a Unicode scalar value")?);
                            self.pos += 5;
                        }
                        _ => return Err("a known escape (\\\", \\\\, \\uXXXX)"),
                    }
                }
                _ => return Err("the end of the string"),
            }
        }
    }

    /// The variants of a select expression, up to (not including) its `}`. The default variant
    /// is kept in the list too (it may match by its key) and on its own.
    fn variants(&mut self, var: String) -> Parsed<Element> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            let is_default = self.peek() == Some(b'*');
            if is_default {
                self.pos += 1;
            }
            if self.peek() != Some(b'[') {
                if is_default {
                    return Err("`[` after `*`");
                }
                break;
            }
            self.pos += 1;
            self.skip_blank();
            let key = if self.peek().is_some_and(|b| b.is_ascii_digit() || b == b'-') {
                let start = self.pos;
                self.pos += 1;
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.pos += 1;
                }
                Key::Num(self.text(start, self.pos).parse().map_err(|_| "an integer key")?)
            } else {
                Key::Name(self.identifier()?)
            };
            self.skip_blank();
            self.expect(b']', "`]` after the variant key")?;
            let value = self.pattern()?.ok_or("a value for the variant")?;
            let variant = Variant { key, value };
            if is_default {
                if default.is_some() {
                    return Err("one default variant");
                }
                default = Some(Box::new(variant.clone()));
            }
            variants.push(variant);
        }
        let default = default.ok_or("a default variant (`*[...]`)")?;
        Ok(Element::Select { var, variants, default })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn res(lang: &str, src: &str) -> Resource {
        let mut r = Resource::new(lang);
        let errors = r.add(src);
        assert!(errors.is_empty(), "{errors:?}");
        r
    }

    fn f(r: &Resource, id: &str, args: &[(&str, Value<'_>)]) -> String {
        let mut errors = Vec::new();
        let out = r.format(id, args, &mut errors).expect("exists");
        assert!(errors.is_empty(), "{errors:?}");
        out
    }

    #[test]
    fn messages_attributes_variables_and_selects() {
        let r = res(
            "en",
            "# comment\n\nhello = Hello, { $name }!\nbtn = Flip\n    .title = Show the board from the other side\n\
             seeds = { $count ->\n    [one] { $count } seed\n   *[other] { $count } seeds\n}, { $side ->\n    \
             [south] South\n   *[north] North\n}{ $x ->\n    [a] {\"\"}\n   *[b] {\"\"}\n}\n",
        );
        assert_eq!(f(&r, "hello", &[("name", Value::Str("Bao"))]), "Hello, Bao!");
        assert_eq!(f(&r, "btn", &[]), "Flip");
        assert_eq!(f(&r, "btn.title", &[]), "Show the board from the other side");
        let seeds =
            |n, side| f(&r, "seeds", &[("count", Value::Num(n)), ("side", Value::Str(side)), ("x", Value::Str("a"))]);
        assert_eq!(seeds(1, "south"), "1 seed, South");
        assert_eq!(seeds(7, "north"), "7 seeds, North");
        assert_eq!(seeds(0, "elsewhere"), "0 seeds, North", "no match: the default variant");
        assert_eq!(r.ids(), ["btn", "btn.title", "hello", "seeds"]);
        assert!(r.format("nope", &[], &mut Vec::new()).is_none());
        let mut errors = Vec::new();
        assert_eq!(r.format("hello", &[], &mut errors).as_deref(), Some("Hello, {$name}!"));
        assert_eq!(errors.len(), 1);
    }

    #[test]
    fn block_text_is_dedented_and_trailing_space_trimmed() {
        let r = res("en", "a =\n    first\n      second\n\n    third   \nb = x {\"\\u0041\\\"\"}  \n");
        assert_eq!(f(&r, "a", &[]), "first\n  second\n\nthird");
        assert_eq!(f(&r, "b", &[]), "x A\"");
    }

    #[test]
    fn unsupported_syntax_is_an_error_and_the_rest_is_kept() {
        let mut r = Resource::new("en");
        let errors = r.add("-term = T\nok = fine\nbad = { other-message }\nalso = { NUMBER($n) }\nlast = ok\n");
        assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), [1, 3, 4]);
        assert_eq!(r.ids(), ["last", "ok"]);
    }

    #[test]
    fn numbers_are_written_as_each_language_writes_them() {
        let int = |lang, n| integer(lang, n);
        assert_eq!([int("en", 1234567), int("en", -1000), int("en", 999)], ["1,234,567", "-1,000", "999"]);
        assert_eq!([int("es", 1000), int("es", 12345), int("it", 12345)], ["1000", "12.345", "12.345"]);
        assert_eq!([int("ro", 1000), int("sw", 1000), int("zh-Hant", 1000)], ["1.000", "1,000", "1,000"]);
        assert_eq!([hundredths("en", 125), hundredths("en", -7), hundredths("en", 0)], ["+1.25", "-0.07", "0.00"]);
        assert_eq!([hundredths("it", -250), hundredths("ro", 123456)], ["-2,50", "+1.234,56"]);
        assert_eq!(int("xx", 1234), "1,234", "an unknown code writes as English");
        // Arabic keeps the notation's Latin digits, with the bidi mark CLDR puts before a sign.
        assert_eq!([int("ar", 12345), int("ar", -5), hundredths("ar", 125)], ["12,345", "\u{200e}-5", "\u{200e}+1.25"]);
        assert_eq!([int("fr", 12345), hundredths("fr", -250)], ["12\u{202f}345", "-2,50"]);
        assert_eq!([int("pt", 1000), int("pt", 12345), int("ja", 12345)], ["1000", "12\u{a0}345", "12,345"]);
        let r = res("it", "msg = { $n } semi, { $s }\n");
        assert_eq!(f(&r, "msg", &[("n", Value::Num(40000)), ("s", Value::Hundredths(-1))]), "40.000 semi, -0,01");
    }

    #[test]
    fn a_right_to_left_language_isolates_moves_and_numbers() {
        let ar = res("ar", "m = العب { $move } الآن\nalone = { $move }\nsel = { $n ->\n    [one] حبة\n   *[other] { $n } حبات\n} في { $pit }\n");
        assert_eq!(f(&ar, "m", &[("move", Value::Str("A6<"))]), "العب \u{2068}A6<\u{2069} الآن");
        assert_eq!(f(&ar, "alone", &[("move", Value::Str("A6<"))]), "A6<", "a lone placeable needs no isolation");
        assert_eq!(
            f(&ar, "sel", &[("n", Value::Num(11)), ("pit", Value::Str("a5"))]),
            "\u{2068}\u{2068}11\u{2069} حبات\u{2069} في \u{2068}a5\u{2069}"
        );
        let en = res("en", "m = Play { $move } now\n");
        assert_eq!(f(&en, "m", &[("move", Value::Str("A6<"))]), "Play A6< now", "left to right: no marks");
    }

    #[test]
    fn plural_categories() {
        let cat = |lang, ns: &[i64]| ns.iter().map(|&n| plural(lang, n)).collect::<Vec<_>>();
        assert_eq!(cat("en", &[0, 1, 2, 21]), ["other", "one", "other", "other"]);
        assert_eq!(cat("sw", &[1, 5]), ["one", "other"]);
        assert_eq!(cat("zh-Hant", &[0, 1, 2]), ["other", "other", "other"]);
        assert_eq!(
            cat("ro", &[0, 1, 2, 19, 20, 100, 101, 119, 120]),
            ["few", "one", "few", "few", "other", "other", "few", "few", "other"]
        );
        assert_eq!(
            cat("it", &[0, 1, 2, 1_000_000, 2_000_000, 1_000_001]),
            ["other", "one", "other", "many", "many", "other"]
        );
        assert_eq!(cat("es", &[1, 1_000_000]), ["one", "many"]);
        // Arabic's six: 0, 1, 2, 3-10, 11-99 (also 111, 1011...), the rest (100-102, 200...).
        assert_eq!(
            cat("ar", &[0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 200, 1011]),
            [
                "zero", "one", "two", "few", "few", "many", "many", "other", "other", "other", "few", "many", "other",
                "many"
            ]
        );
        assert_eq!(cat("ja", &[0, 1, 2, 1_000_000]), ["other", "other", "other", "other"]);
        // French: 0 and 1 are one; Portuguese as Mozambique writes it (pt-PT's rules): 0 is other.
        assert_eq!(cat("fr", &[0, 1, 2, 1_000_000]), ["one", "one", "other", "many"]);
        assert_eq!(cat("pt", &[0, 1, 2, 1_000_000]), ["other", "one", "other", "many"]);
    }
}
