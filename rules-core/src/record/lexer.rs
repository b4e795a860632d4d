//! Reading, first step: a record's text as tokens (comments, `(`, `)`, words).

use super::{RecordError, RecordErrorKind, MAX_COMMENT};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum TokenKind {
    /// `{...}` or a `#` comment to the end of the line, whitespace collapsed.
    Comment(String),
    Open,
    Close,
    Word(String),
}

#[derive(Clone, Debug)]
pub(super) struct Token {
    pub(super) kind: TokenKind,
    pub(super) line: usize,
    pub(super) column: usize,
}

/// Splits a record into tokens. Whitespace separates words; `{`, `}`, `(` and `)` end a word.
pub(super) struct Lexer {
    chars: Vec<char>,
    at: usize,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl Lexer {
    pub(super) fn new(text: &str) -> Lexer {
        Lexer { chars: text.chars().collect(), at: 0, line: 1, column: 1 }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, line: usize, column: usize, kind: RecordErrorKind) -> RecordError {
        RecordError { line, column, kind }
    }

    /// A comment's token, when it is not too long.
    fn comment(&self, line: usize, column: usize, text: &str) -> Result<TokenKind, RecordError> {
        let text = collapse(text);
        if text.chars().count() > MAX_COMMENT {
            return Err(self.error(line, column, RecordErrorKind::CommentTooLong { limit: MAX_COMMENT }));
        }
        Ok(TokenKind::Comment(text))
    }

    pub(super) fn next_token(&mut self) -> Result<Option<Token>, RecordError> {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
        let (line, column) = (self.line, self.column);
        let Some(c) = self.bump() else { return Ok(None) };
        let kind = match c {
            '{' => {
                let mut text = String::new();
                loop {
                    match self.bump() {
                        None => return Err(self.error(line, column, RecordErrorKind::UnclosedComment)),
                        Some('}') => break,
                        Some(c) => text.push(c),
                    }
                }
                self.comment(line, column, &text)?
            }
            '#' => {
                // A comment to the end of the line (the plain format's `# ...` lines).
                let mut text = String::new();
                while let Some(c) = self.peek().filter(|&c| c != '\n') {
                    text.push(c);
                    self.bump();
                }
                self.comment(line, column, &text)?
            }
            '}' => return Err(self.error(line, column, RecordErrorKind::StrayBrace)),
            '(' => TokenKind::Open,
            ')' => TokenKind::Close,
            c => {
                let mut word = String::from(c);
                while let Some(c) = self.peek().filter(|&c| !c.is_whitespace() && !"{}()".contains(c)) {
                    word.push(c);
                    self.bump();
                }
                TokenKind::Word(word)
            }
        };
        Ok(Some(Token { kind, line, column }))
    }
}

/// Runs of whitespace become one space; no space at either end.
pub(super) fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A move number as written: `12.` or `12...`, with what follows it in the same word.
pub(super) fn split_number(word: &str) -> Option<(usize, bool, &str, &str)> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let rest = &word[digits..];
    let (north, after) = if let Some(after) = rest.strip_prefix("...") {
        (true, after)
    } else if let Some(after) = rest.strip_prefix('.') {
        if after.starts_with('.') {
            return None;
        }
        (false, after)
    } else {
        return None;
    };
    let number = word[..digits].parse().ok()?;
    Some((number, north, &word[..word.len() - after.len()], after))
}
