//! A lesson's settings as written: the text of each field, read from a block body, from
//! `data-*` attributes or from a share link's fragment, and written back.

use crate::error::Error;
use crate::Key;
use bao_text::html::escape;

/// The text of each field (trimmed; an empty value is no value) and, for a block, where it
/// starts: the 0-based line and the 1-based column (in characters) of its first character.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields {
    values: [Option<(String, usize, usize)>; Key::ALL.len()],
    /// The block's last line (where a missing field is reported).
    last_line: usize,
}

/// What is wrong with a block: `line` is 0-based within the body; `column` (1-based, in
/// characters) when the error points inside a line (a game record's error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockError {
    /// The body's line the error is on, from 0 (the builder adds the block's first line).
    pub line: usize,
    /// The character in that line, from 1, when the error points inside it (a game record's).
    pub column: Option<usize>,
    /// What is wrong, as data (its `Display` is the builder's English).
    pub error: Error,
}

impl Fields {
    /// No field given: a lesson writes its fields into it ([`Lesson::fields`](crate::Lesson::fields)).
    #[must_use]
    pub fn new() -> Fields {
        Fields::default()
    }

    /// The field's text, if given and not empty.
    #[must_use]
    pub fn get(&self, key: Key) -> Option<&str> {
        self.values[key as usize].as_ref().map(|(v, _, _)| v.as_str())
    }

    /// Sets a field (an empty value removes it).
    pub fn set(&mut self, key: Key, value: impl Into<String>) {
        let value: String = value.into();
        let value = value.trim();
        self.values[key as usize] = (!value.is_empty()).then(|| (value.to_string(), 0, 1));
    }

    /// The block line an error about `key` is reported on: the field's own line, or the
    /// block's last line when the field is missing.
    #[must_use]
    pub fn line(&self, key: Option<Key>) -> usize {
        key.and_then(|k| self.values[k as usize].as_ref().map(|(_, l, _)| *l)).unwrap_or(self.last_line)
    }

    /// Where the field's text starts in the block: 0-based line, 1-based column.
    #[must_use]
    pub fn place(&self, key: Key) -> Option<(usize, usize)> {
        self.values[key as usize].as_ref().map(|(_, l, c)| (*l, *c))
    }

    /// Reads a block body: one `key: value` line per field, blank lines ignored. The value is
    /// everything after the first `:` (a position in the notation keeps its own colons). A
    /// [multiline](Key::multiline) field takes the rest of the block: the rest of its line and
    /// every line after it.
    pub fn parse_block(body: &str) -> Result<Fields, BlockError> {
        let lines: Vec<&str> = body.lines().collect();
        let mut out = Fields { last_line: lines.len().saturating_sub(1), ..Fields::default() };
        for (line, raw) in lines.iter().enumerate() {
            let text = raw.trim();
            if text.is_empty() {
                continue;
            }
            let err = |error| BlockError { line, column: None, error };
            let Some((key, value)) = text.split_once(':') else {
                return Err(err(Error::NotKeyValue { text: text.to_string() }));
            };
            let key = key.trim();
            let Some(k) = Key::from_name(key).filter(|k| k.authored()) else {
                return Err(err(Error::UnknownKey { key: key.to_string() }));
            };
            let slot = &mut out.values[k as usize];
            if slot.is_some() {
                return Err(err(Error::Repeated { key: k }));
            }
            if k.multiline() {
                // The value starts after `key:` and its spaces, and runs to the end of the block.
                let after_colon = raw.find(':').map_or(raw.len(), |i| i + 1);
                let first = &raw[after_colon..];
                let lead = first.len() - first.trim_start().len();
                let column = raw[..after_colon + lead].chars().count() + 1;
                let mut value = first.trim_start().to_string();
                for more in &lines[line + 1..] {
                    value.push('\n');
                    value.push_str(more);
                }
                // A value that starts on the next line starts there, in column 1.
                let (line, column, value) = match value.strip_prefix('\n') {
                    Some(rest) if first.trim().is_empty() => (line + 1, 1, rest.to_string()),
                    _ => (line, column, value),
                };
                *slot = Some((value.trim_end().to_string(), line, column));
                break;
            }
            let value = value.trim();
            // An empty value is no value, but it still counts as given (a repeat is an error).
            *slot = Some((value.to_string(), line, 1));
        }
        for slot in &mut out.values {
            if slot.as_ref().is_some_and(|(v, _, _)| v.trim().is_empty()) {
                *slot = None;
            }
        }
        Ok(out)
    }

    /// Reads the attributes through `get`, which returns the value of `data-<key>`.
    pub fn from_attributes(get: impl Fn(&str) -> Option<String>) -> Fields {
        let mut out = Fields::default();
        for key in Key::ALL {
            if let Some(v) = get(key.name()) {
                out.set(key, v);
            }
        }
        out
    }

    /// Writes the fields as HTML attributes, ` data-<key>="<value>"` each, escaped.
    #[must_use]
    pub fn to_attributes(&self) -> String {
        let mut out = String::new();
        for key in Key::ALL {
            if let Some(v) = self.get(key) {
                out.push_str(" data-");
                out.push_str(key.name());
                out.push_str("=\"");
                out.push_str(&escape(v));
                out.push('"');
            }
        }
        out
    }

    /// Writes the body of a `bao` block that [`Fields::parse_block`] reads back: one
    /// `key: value` line per authored field, a multiline field last with its text on the lines
    /// after `key:`.
    #[must_use]
    pub fn to_block(&self) -> String {
        let mut out = String::new();
        let mut last = String::new();
        for key in Key::block_keys() {
            let Some(v) = self.get(key) else { continue };
            if key.multiline() {
                last = format!("{}:\n{v}\n", key.name());
            } else {
                out.push_str(&format!("{}: {v}\n", key.name()));
            }
        }
        out + &last
    }

    /// Reads a share link's fragment (with or without the leading `#`): `&`-separated
    /// `key=value` pairs, each %-encoded.
    pub fn parse_fragment(fragment: &str) -> Result<Fields, Error> {
        let body = fragment.strip_prefix('#').unwrap_or(fragment);
        let mut out = Fields::default();
        let mut seen = [false; Key::ALL.len()];
        for part in body.split('&').filter(|p| !p.is_empty()) {
            let (key, raw) = part.split_once('=').unwrap_or((part, ""));
            let key = percent_decode(key).ok_or(Error::BadEncoding)?;
            let value = percent_decode(raw).ok_or(Error::BadEncoding)?;
            let Some(k) = Key::from_name(&key).filter(|k| k.authored()) else {
                return Err(Error::UnknownKey { key });
            };
            // A second value for a key is a bad value (a block says "given twice").
            if std::mem::replace(&mut seen[k as usize], true) {
                return Err(Error::BadValue { key: k, value });
            }
            out.set(k, value);
        }
        Ok(out)
    }

    /// Writes the fragment (without `#`) that [`Fields::parse_fragment`] reads back; `id` is
    /// left out.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let mut parts = Vec::new();
        for key in Key::ALL.into_iter().filter(|k| k.authored()) {
            if let Some(v) = self.get(key) {
                parts.push(format!("{}={}", key.name(), percent_encode(v)));
            }
        }
        parts.join("&")
    }
}

/// %-encodes everything but the characters a position needs and a URL fragment allows as they
/// are, so links stay readable (`kiswahili:0,2,.../...:S:22,22:SN:-`). `+` is always encoded:
/// it is the safari mark, never a space.
#[must_use]
pub fn percent_encode(s: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b":,/-_.~<>".contains(&b) {
            out.push(b as char);
        } else {
            out.push('%');
            out.push(HEX[usize::from(b >> 4)] as char);
            out.push(HEX[usize::from(b & 15)] as char);
        }
    }
    out
}

/// Decodes %XX escapes; None on a broken escape or invalid UTF-8. `+` stays `+`.
#[must_use]
pub fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = |j: usize| bytes.get(j).and_then(|c| (*c as char).to_digit(16));
            out.push((hex(i + 1)? * 16 + hex(i + 2)?) as u8);
            i += 3;
        } else {
            out.push(b);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_lines_and_their_errors() {
        let f = Fields::parse_block("mode: step\n\n  position: kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-\n").unwrap();
        assert_eq!(f.get(Key::Mode), Some("step"));
        assert_eq!(f.get(Key::Position), Some("kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-"));
        assert_eq!(f.line(Some(Key::Position)), 2);
        assert_eq!(f.line(Some(Key::Goal)), 2, "a missing field is reported on the last line");
        let e = |b: &str| Fields::parse_block(b).unwrap_err();
        assert_eq!(
            e("mode view"),
            BlockError { line: 0, column: None, error: Error::NotKeyValue { text: "mode view".into() } }
        );
        assert_eq!(e("mode: view\ncolour: red").line, 1);
        assert_eq!(e("id: x").error, Error::UnknownKey { key: "id".into() }, "id is the builder's");
        assert_eq!(
            e("flip: true\nflip: false"),
            BlockError { line: 1, column: None, error: Error::Repeated { key: Key::Flip } }
        );
        assert_eq!(e("moves:\nmoves: A6<").error, Error::Repeated { key: Key::Moves });
        assert_eq!(Fields::parse_block("moves:   ").unwrap().get(Key::Moves), None);
    }

    #[test]
    fn a_record_takes_the_rest_of_the_block() {
        let body = "mode: record\nrecord:\nstart\n{a: comment}\n  1. A7< a5>\n\n";
        let f = Fields::parse_block(body).unwrap();
        assert_eq!(f.get(Key::Record), Some("start\n{a: comment}\n  1. A7< a5>"), "key-like lines are the record's");
        assert_eq!(f.place(Key::Record), Some((2, 1)), "it starts on the line after `record:`");
        let f = Fields::parse_block("mode: record\n  record:  start 1. A7<\n1... a5>").unwrap();
        assert_eq!(f.get(Key::Record), Some("start 1. A7<\n1... a5>"));
        assert_eq!(f.place(Key::Record), Some((1, 12)), "or on its own line, after the spaces");
        assert_eq!(Fields::parse_block("record:\n\n").unwrap().get(Key::Record), None, "an empty record is none");
        assert_eq!(
            Fields::parse_block("record: start\nrecord: start").unwrap().get(Key::Record),
            Some("start\nrecord: start")
        );
    }

    #[test]
    fn attributes_are_escaped() {
        let mut f = Fields::new();
        f.set(Key::Moves, "A7< a5>+");
        f.set(Key::Id, "ch\"1\"&\n2");
        assert_eq!(f.to_attributes(), r#" data-moves="A7&lt; a5&gt;+" data-id="ch&quot;1&quot;&amp;&#10;2""#);
        let back = Fields::from_attributes(|k| match k {
            "moves" => Some(" A7< a5>+ ".into()),
            "id" => Some("ch\"1\"&\n2".into()),
            _ => None,
        });
        assert_eq!(back, f);
    }

    #[test]
    fn fragments_round_trip_and_fail_clearly() {
        let mut f = Fields::new();
        f.set(Key::Mode, "step");
        f.set(Key::Position, "kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:a3=S");
        f.set(Key::Moves, "A7< a5>+");
        f.set(Key::Id, "not in links");
        let text = f.to_fragment();
        assert_eq!(text, "mode=step&position=kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:a3%3DS&moves=A7<%20a5>%2B");
        let back = Fields::parse_fragment(&format!("#{text}")).unwrap();
        assert_eq!(back.get(Key::Moves), Some("A7< a5>+"));
        assert_eq!(back.get(Key::Id), None);
        assert_eq!(Fields::parse_fragment("#colour=red"), Err(Error::UnknownKey { key: "colour".into() }));
        assert_eq!(Fields::parse_fragment("#id=x"), Err(Error::UnknownKey { key: "id".into() }));
        assert_eq!(Fields::parse_fragment("position=%E"), Err(Error::BadEncoding));
        assert_eq!(Fields::parse_fragment("position=%FF"), Err(Error::BadEncoding), "not UTF-8");
        assert_eq!(Fields::parse_fragment("flip=1&flip=0"), Err(Error::BadValue { key: Key::Flip, value: "0".into() }));
        assert_eq!(Fields::parse_fragment(""), Ok(Fields::new()));
    }

    #[test]
    fn percent_coding() {
        assert_eq!(percent_encode("a b+c%é"), "a%20b%2Bc%25%C3%A9");
        assert_eq!(percent_decode("a%20b%2Bc%25%C3%A9").as_deref(), Some("a b+c%é"));
        assert_eq!(percent_decode("a+b").as_deref(), Some("a+b"));
        assert_eq!(percent_decode("%4"), None);
        assert_eq!(percent_decode("%G0"), None);
    }
}
