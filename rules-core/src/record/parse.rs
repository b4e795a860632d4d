//! Reading, second step: the tokens replayed as a record, every line on one game.

use super::lexer::{split_number, Lexer, TokenKind};
use super::tree::{move_number, number_text};
use super::{Line, Marks, Node, NodeId, Record, RecordError, RecordErrorKind, MAX_DEPTH, MAX_MOVES, MAX_TEXT};
use crate::game::Game;
use crate::pit::Move;
use crate::position::Position;

/// A line being read: the line so far. Every line is played on one game (its moves are the
/// path to where reading is): a variation takes back the move it replaces and puts it back
/// when it closes, so reading costs the same for each move, however many variations there are.
struct Frame {
    line: Line,
    /// The game's length at the line's start.
    base: usize,
    /// The move the variation replaces, and the position after it.
    replaced: Option<(Move, Position)>,
    last: Option<NodeId>,
    /// The move before the line's first move.
    parent: Option<NodeId>,
    /// Where its `(` stands (the main line: 0, 0).
    open: (usize, usize),
    /// A move number waiting for its move: (number, North's, as written, line, column).
    number: Option<(usize, bool, String, usize, usize)>,
}

impl Frame {
    fn new(base: usize, parent: Option<NodeId>, open: (usize, usize)) -> Frame {
        Frame { line: Line::default(), base, replaced: None, last: None, parent, open, number: None }
    }
}

impl Record {
    /// Reads a record and replays every line of it; the first error stops reading.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_TEXT {
            return Err(RecordError { line: 1, column: 1, kind: RecordErrorKind::TooLong { limit: MAX_TEXT } });
        }
        let mut lexer = Lexer::new(text);
        let mut leading = Vec::new();
        // The first word is the start position.
        let start = loop {
            let Some(token) = lexer.next_token()? else {
                return Err(RecordError { line: lexer.line, column: lexer.column, kind: RecordErrorKind::Empty });
            };
            match token.kind {
                TokenKind::Comment(c) => leading.push(c),
                TokenKind::Word(w) => {
                    break Position::parse_or_start(&w).map_err(|e| RecordError {
                        line: token.line,
                        column: token.column + e.column,
                        kind: RecordErrorKind::Position(e),
                    })?;
                }
                TokenKind::Open | TokenKind::Close => {
                    return Err(RecordError { line: token.line, column: token.column, kind: RecordErrorKind::Empty })
                }
            }
        };
        let variant = start.variant();
        let mut nodes: Vec<Node> = Vec::new();
        let mut game = Game::new(start.clone());
        let mut main = Frame::new(0, None, (0, 0));
        main.line.comments = leading;
        let mut frames = vec![main];
        let err = |line, column, kind| RecordError { line, column, kind };
        while let Some(token) = lexer.next_token()? {
            let depth = frames.len();
            let Some(frame) = frames.last_mut() else { break };
            match token.kind {
                TokenKind::Comment(c) => match frame.last {
                    Some(id) => nodes[id.0].comments.push(c),
                    None => frame.line.comments.push(c),
                },
                TokenKind::Open => {
                    if let Some((_, _, found, line, column)) = frame.number.take() {
                        return Err(err(line, column, RecordErrorKind::NumberWithoutMove { found }));
                    }
                    let Some(last) = frame.last else {
                        return Err(err(token.line, token.column, RecordErrorKind::NothingToReplace));
                    };
                    if depth > MAX_DEPTH {
                        return Err(err(token.line, token.column, RecordErrorKind::TooDeep { limit: MAX_DEPTH }));
                    }
                    let node = &nodes[last.0];
                    let replaced = game.undo().map(|mv| (mv, node.after.clone()));
                    let mut variation = Frame::new(game.moves().len(), node.parent, (token.line, token.column));
                    variation.replaced = replaced;
                    frames.push(variation);
                }
                TokenKind::Close => {
                    if let Some((_, _, found, line, column)) = frame.number.take() {
                        return Err(err(line, column, RecordErrorKind::NumberWithoutMove { found }));
                    }
                    if depth == 1 {
                        return Err(err(token.line, token.column, RecordErrorKind::StrayParen));
                    }
                    if frame.line.nodes.is_empty() {
                        let (line, column) = frame.open;
                        return Err(err(line, column, RecordErrorKind::EmptyVariation));
                    }
                    let Some(done) = frames.pop() else { break };
                    // Back to where the line was: its last move played again.
                    while game.moves().len() > done.base {
                        game.undo();
                    }
                    if let Some((mv, after)) = done.replaced {
                        game.push_played(mv, after);
                    }
                    // The parent line has a last move: `(` was accepted only after one.
                    if let Some(id) = frames.last().and_then(|f| f.last) {
                        nodes[id.0].variations.push(done.line);
                    }
                }
                TokenKind::Word(word) => {
                    let mut column = token.column;
                    let mut text = word.as_str();
                    if let Some((number, north, written, rest)) = split_number(&word) {
                        if let Some((_, _, found, line, column)) = frame.number.take() {
                            return Err(err(line, column, RecordErrorKind::NumberWithoutMove { found }));
                        }
                        frame.number = Some((number, north, written.to_string(), token.line, token.column));
                        if rest.is_empty() {
                            continue;
                        }
                        column += written.chars().count();
                        text = rest;
                    }
                    let mv = Move::parse(text, variant).map_err(|error| {
                        err(token.line, column + error.column, RecordErrorKind::Move { text: text.to_string(), error })
                    })?;
                    if nodes.len() == MAX_MOVES {
                        return Err(err(token.line, column, RecordErrorKind::TooManyMoves { limit: MAX_MOVES }));
                    }
                    let ply = game.moves().len();
                    let before = game.position().clone();
                    let (n, south) = move_number(&before, ply);
                    if let Some((found_n, north, found, line, column)) = frame.number.take() {
                        if found_n != n || north == south {
                            let expected = number_text(&before, ply);
                            return Err(err(line, column, RecordErrorKind::MoveNumber { found, expected }));
                        }
                    }
                    let events = game.play_traced(mv).map_err(|illegal| {
                        let number = number_text(&before, ply);
                        err(token.line, column, RecordErrorKind::Illegal { text: text.to_string(), number, illegal })
                    })?;
                    let id = NodeId(nodes.len());
                    let marks = Marks::of(variant, before.to_move(), &events);
                    nodes.push(Node {
                        mv,
                        text: text.to_string(),
                        line: token.line,
                        column,
                        comments: Vec::new(),
                        variations: Vec::new(),
                        parent: frame.last.or(frame.parent),
                        ply,
                        before,
                        after: game.position().clone(),
                        events,
                        marks,
                    });
                    frame.line.nodes.push(id);
                    frame.last = Some(id);
                }
            }
        }
        let depth = frames.len();
        let Some(frame) = frames.pop() else {
            return Err(err(lexer.line, lexer.column, RecordErrorKind::Empty));
        };
        if let Some((_, _, found, line, column)) = frame.number {
            return Err(err(line, column, RecordErrorKind::NumberWithoutMove { found }));
        }
        if depth > 1 {
            let (line, column) = frame.open;
            return Err(err(line, column, RecordErrorKind::UnclosedVariation));
        }
        Ok(Record { start, main: frame.line, nodes })
    }
}
