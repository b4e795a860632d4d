//! A small JSON reader and writer for the two files the widgets exchange: the course index the
//! book builder writes (`course.json`) and the progress file a reader saves and loads. Only
//! what those files use: objects, arrays, strings, integers, `true`, `false`, `null`. A number
//! with a fraction or an exponent is refused (neither file has one), which keeps float parsing
//! out of the widget bundle. `serde_json` is the reference the tests compare with.

use core::fmt;

/// A JSON value. Objects keep their members in the order written (a repeated name is an error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number that fits in 64 bits (no fraction, no exponent).
    Int(i64),
    /// A string, its escapes decoded.
    Str(String),
    /// An array.
    Arr(Vec<Value>),
    /// An object's members, in the order written.
    Obj(Vec<(String, Value)>),
}

/// Why a text is not JSON this reader takes: the byte offset and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Where the reader stopped, in bytes from the start of the text.
    pub offset: usize,
    /// What it expected there (`"a value"`, `"the end of the text"`...).
    pub what: &'static str,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.what)
    }
}

impl std::error::Error for JsonError {}

/// Arrays and objects nested deeper than this are refused (no stack overflow on a hostile file).
const MAX_DEPTH: usize = 32;

impl Value {
    /// Reads a whole text (white space around the value allowed).
    pub fn parse(text: &str) -> Result<Value, JsonError> {
        let mut p = Parser { s: text.as_bytes(), i: 0 };
        let v = p.value(0)?;
        p.space();
        if p.i != p.s.len() {
            return Err(p.err("the end of the text"));
        }
        Ok(v)
    }

    /// A member of an object.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self {
            Value::Obj(members) => members.iter().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a string; `None` for any other value.
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The number of an integer; `None` for any other value.
    #[must_use]
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// The value of `true` or `false`; `None` for any other value.
    #[must_use]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The items of an array; `None` for any other value.
    #[must_use]
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Arr(a) => Some(a),
            _ => None,
        }
    }

    /// The members of an object, in the order written; `None` for any other value.
    #[must_use]
    pub fn as_object(&self) -> Option<&[(String, Value)]> {
        match self {
            Value::Obj(o) => Some(o),
            _ => None,
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn err(&self, what: &'static str) -> JsonError {
        JsonError { offset: self.i, what }
    }

    fn space(&mut self) {
        while self.s.get(self.i).is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.space();
        if self.s.get(self.i) == Some(&b) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn word(&mut self, w: &str, v: Value) -> Result<Value, JsonError> {
        if self.s[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(self.err("a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.space();
        match self.s.get(self.i) {
            None => Err(self.err("a value")),
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string().map(Value::Str),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.err("a value")),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.err("less nesting"));
        }
        self.i += 1;
        let mut members: Vec<(String, Value)> = Vec::new();
        if self.eat(b'}') {
            return Ok(Value::Obj(members));
        }
        loop {
            self.space();
            if self.s.get(self.i) != Some(&b'"') {
                return Err(self.err("a member name"));
            }
            let at = self.i;
            let name = self.string()?;
            if members.iter().any(|(k, _)| *k == name) {
                return Err(JsonError { offset: at, what: "a name not given before" });
            }
            if !self.eat(b':') {
                return Err(self.err("`:`"));
            }
            let v = self.value(depth)?;
            members.push((name, v));
            if self.eat(b',') {
                continue;
            }
            if self.eat(b'}') {
                return Ok(Value::Obj(members));
            }
            return Err(self.err("`,` or `}`"));
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.err("less nesting"));
        }
        self.i += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(Value::Arr(items));
        }
        loop {
            items.push(self.value(depth)?);
            if self.eat(b',') {
                continue;
            }
            if self.eat(b']') {
                return Ok(Value::Arr(items));
            }
            return Err(self.err("`,` or `]`"));
        }
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.i;
        if self.s.get(self.i) == Some(&b'-') {
            self.i += 1;
        }
        let digits = self.i;
        while self.s.get(self.i).is_some_and(u8::is_ascii_digit) {
            self.i += 1;
        }
        let n = self.i - digits;
        if n == 0 || (n > 1 && self.s[digits] == b'0') {
            return Err(JsonError { offset: digits, what: "a number" });
        }
        if self.s.get(self.i).is_some_and(|b| matches!(b, b'.' | b'e' | b'E')) {
            return Err(self.err("a whole number"));
        }
        // Only ASCII digits and a sign were read.
        let text = core::str::from_utf8(&self.s[start..self.i]).map_err(|_| self.err("a number"))?;
        text.parse::<i64>().map(Value::Int).map_err(|_| JsonError { offset: start, what: "a smaller number" })
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut n = 0;
        for _ in 0..4 {
            let d =
                self.s.get(self.i).and_then(|b| (*b as char).to_digit(16)).ok_or_else(|| self.err("a hex digit"))?;
            n = n * 16 + d;
            self.i += 1;
        }
        Ok(n)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.i += 1;
        let mut out = Vec::new();
        loop {
            let Some(&b) = self.s.get(self.i) else { return Err(self.err("the end of the string")) };
            self.i += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    let Some(&e) = self.s.get(self.i) else { return Err(self.err("an escape")) };
                    self.i += 1;
                    let c = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) {
                                if !(self.s.get(self.i) == Some(&b'\\') && self.s.get(self.i + 1) == Some(&b'u')) {
                                    return Err(self.err("the second half of a surrogate pair"));
                                }
                                self.i += 2;
                                let lo = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&lo) {
                                    return Err(self.err("the second half of a surrogate pair"));
                                }
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                hi
                            };
                            char::from_u32(code).ok_or_else(|| self.err("a character"))?
                        }
                        _ => return Err(self.err("an escape")),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                0..=0x1f => return Err(self.err("no control character in a string")),
                _ => out.push(b),
            }
        }
        // The input is a &str and escapes push whole characters: the bytes are UTF-8.
        String::from_utf8(out).map_err(|_| self.err("UTF-8"))
    }
}

/// Writes a string as a JSON string literal.
pub fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Compact JSON (no white space), read back by [`Value::parse`] as the same value.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => f.write_str(if *b { "true" } else { "false" }),
            Value::Int(n) => write!(f, "{n}"),
            Value::Str(s) => {
                let mut out = String::with_capacity(s.len() + 2);
                write_str(&mut out, s);
                f.write_str(&out)
            }
            Value::Arr(items) => {
                f.write_str("[")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    v.fmt(f)?;
                }
                f.write_str("]")
            }
            Value::Obj(members) => {
                f.write_str("{")?;
                for (i, (k, v)) in members.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    let mut key = String::with_capacity(k.len() + 2);
                    write_str(&mut key, k);
                    f.write_str(&key)?;
                    f.write_str(":")?;
                    v.fmt(f)?;
                }
                f.write_str("}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_the_files_use() {
        let v = Value::parse(" {\"a\": [1, -2, true, false, null, \"x\\\"y\\u00e9\\ud83d\\ude00\\n\"], \"b\": {}} ")
            .unwrap();
        assert_eq!(v.get("a").and_then(Value::as_array).map(<[Value]>::len), Some(6));
        assert_eq!(v.get("a").unwrap().as_array().unwrap()[5].as_str(), Some("x\"yé😀\n"));
        assert_eq!(v.get("b"), Some(&Value::Obj(vec![])));
        assert_eq!(v.to_string(), "{\"a\":[1,-2,true,false,null,\"x\\\"yé😀\\n\"],\"b\":{}}");
        assert_eq!(Value::parse(&v.to_string()), Ok(v));
    }

    #[test]
    fn refuses_what_it_does_not_take_and_says_where() {
        let e = |t: &str| Value::parse(t).unwrap_err();
        assert_eq!(e(""), JsonError { offset: 0, what: "a value" });
        assert_eq!(e("{\"a\":1,}").what, "a member name");
        assert_eq!(e("[1 2]"), JsonError { offset: 3, what: "`,` or `]`" });
        assert_eq!(e("1.5").what, "a whole number");
        assert_eq!(e("01").what, "a number");
        assert_eq!(e("{\"a\":1,\"a\":2}"), JsonError { offset: 7, what: "a name not given before" });
        assert_eq!(e("\"\\ud800\"").what, "the second half of a surrogate pair");
        assert_eq!(e("\"a\nb\"").what, "no control character in a string");
        assert_eq!(e("[1] x").what, "the end of the text");
        assert_eq!(e("99999999999999999999").what, "a smaller number");
        assert_eq!(e(&"[".repeat(40)).what, "less nesting");
        assert_eq!(e("tru").what, "a value");
    }
}
