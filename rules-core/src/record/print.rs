//! Writing a record: the canonical text.

use super::tree::move_number;
use super::{Line, Record};
use crate::pit::Variant;
use crate::position::Position;

/// Lines of the canonical text are at most this wide, but for a single longer word.
const WIDTH: usize = 80;

impl Record {
    /// The canonical text: the start (`start`, `start:<game>` or the notation) on the first
    /// line, then the moves with `N.` before each of South's moves and `N...` before a move of
    /// North's that begins a line or follows a comment or a variation, the computed marks,
    /// comments in braces and variations in parentheses, wrapped at 80 columns. Reading it
    /// gives the same record, and writing that again the same text.
    #[must_use]
    pub fn pretty(&self) -> String {
        let mut words: Vec<Word> = Vec::new();
        let mut open = 0usize; // `(` waiting for the next word
                               // The lines still to write, innermost last: (line, next move index, comments done).
        let mut stack: Vec<(&Line, usize)> = Vec::new();
        let push = |words: &mut Vec<Word>, open: &mut usize, word: Word| {
            let word = match word {
                Word::Text(t) if *open > 0 => Word::Text(format!("{}{t}", "(".repeat(*open))),
                Word::Comment(t) if *open > 0 => {
                    words.push(Word::Text("(".repeat(*open)));
                    Word::Comment(t)
                }
                w => w,
            };
            *open = 0;
            words.push(word);
        };
        let comments = |words: &mut Vec<Word>, open: &mut usize, list: &[String]| {
            for c in list {
                let word = if c.contains('}') { Word::Comment(c.clone()) } else { Word::Text(format!("{{{c}}}")) };
                push(words, open, word);
            }
        };
        comments(&mut words, &mut open, &self.main.comments);
        words.push(Word::Break);
        let mut dots = true;
        // Variations of the main line start on a new line, and the main line goes on after
        // them on a new line.
        let mut depth = 0usize;
        stack.push((&self.main, 0));
        while let Some((line, i)) = stack.pop() {
            let Some(node) = line.nodes.get(i).and_then(|&id| self.node(id)) else {
                // The line is done: close it, unless it is the main line.
                if !stack.is_empty() {
                    close(&mut words);
                    depth -= 1;
                    if depth == 0 {
                        words.push(Word::Break);
                    }
                    dots = true;
                }
                continue;
            };
            if i == 0 && !std::ptr::eq(line, &self.main) {
                if depth == 0 {
                    words.push(Word::Break);
                }
                depth += 1;
                open += 1;
                comments(&mut words, &mut open, &line.comments);
                dots = true;
            }
            let (n, south) = move_number(&node.before, node.ply);
            let label = if south {
                format!("{n}. ")
            } else if dots {
                format!("{n}... ")
            } else {
                String::new()
            };
            push(&mut words, &mut open, Word::Text(format!("{label}{}{}", node.mv, node.marks)));
            dots = false;
            if !node.comments.is_empty() {
                comments(&mut words, &mut open, &node.comments);
                dots = true;
            }
            // Come back to this line's next move after the variations, written first to last.
            stack.push((line, i + 1));
            for variation in node.variations.iter().rev() {
                stack.push((variation, 0));
            }
            if !node.variations.is_empty() {
                dots = true;
            }
        }
        let mut out = position_text(&self.start);
        out.push('\n');
        out.push_str(&layout(&words));
        out
    }
}

/// `start`, `start:<game>` or the notation.
fn position_text(p: &Position) -> String {
    let v = p.variant();
    if *p == Position::start(Variant::Kiswahili) {
        "start".to_string()
    } else if *p == Position::start(v) {
        format!("start:{v}")
    } else {
        p.to_string()
    }
}

/// A unit of the canonical text: words never break; a comment that holds a `}` is written as
/// a `#` comment on a line of its own.
enum Word {
    Text(String),
    Comment(String),
    /// The next word starts a line.
    Break,
}

/// Closes a variation: `)` joins the last word, or stands alone after a `#` comment.
fn close(words: &mut Vec<Word>) {
    match words.last_mut() {
        Some(Word::Text(t)) => t.push(')'),
        _ => words.push(Word::Text(")".to_string())),
    }
}

/// The words as lines of at most [`WIDTH`] columns (a move with its number is one word; a
/// comment may break between its words).
fn layout(words: &[Word]) -> String {
    let mut out = String::new();
    let mut line = String::new();
    let flush = |out: &mut String, line: &mut String| {
        if !line.is_empty() {
            out.push_str(line);
            out.push('\n');
            line.clear();
        }
    };
    for word in words {
        match word {
            Word::Break => flush(&mut out, &mut line),
            Word::Comment(c) => {
                flush(&mut out, &mut line);
                out.push_str(&format!("# {c}\n"));
            }
            Word::Text(t) => {
                // Break inside comments at spaces, never between a number and its move.
                let pieces: Vec<&str> =
                    if t.trim_start_matches('(').starts_with('{') { t.split(' ').collect() } else { vec![t.as_str()] };
                for piece in pieces {
                    let width = line.chars().count();
                    if width > 0 && width + 1 + piece.chars().count() > WIDTH {
                        flush(&mut out, &mut line);
                    }
                    if !line.is_empty() {
                        line.push(' ');
                    }
                    line.push_str(piece);
                }
            }
        }
    }
    flush(&mut out, &mut line);
    out
}
