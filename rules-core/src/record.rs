//! Game records (`book/src/reference/notation.md#records`): a start position and numbered
//! moves, with PGN's movetext conventions for annotated games: comments `{...}`, variations
//! `( ... )` nested to any depth, and the marks `*` (takasa), `**` (takasia made) and `#` (the
//! move wins).
//!
//! A [`Record`] is a tree kept in an arena: every move is a [`Node`] with a [`NodeId`], the
//! position before and after it, its trace and its marks; the main line and each variation are
//! a [`Line`]. Reading replays every line, variations from the position before the move they
//! replace, and reports the first error with its line and column. [`Record::pretty`] writes the
//! canonical text. Nothing here recurses over the tree, so no depth of nesting can overflow the
//! stack.
//!
//! A record can also be written move by move, as a teacher records a demonstration:
//! [`Record::new`], [`Record::play`] (after any move: at the end of its line the move extends
//! it, elsewhere it starts a variation, or goes to the existing move or variation that plays
//! it), [`Record::set_comments`] and [`Record::remove`]. The arena is kept in reading order, so
//! an edit renumbers the moves: each edit returns the ids its caller needs.

use crate::event::Event;
use crate::game::Game;
use crate::illegal::Illegal;
use crate::notation::ParseError;
use crate::outcome::Outcome;
use crate::pit::{Move, Side, Variant};
use crate::position::Position;
use core::fmt;

/// Lines of the canonical text are at most this wide, but for a single longer word.
const WIDTH: usize = 80;

/// The longest record read, in bytes: a longer text is refused before it is read.
pub const MAX_TEXT: usize = 2_000_000;
/// The most moves a record holds (main line and variations together).
pub const MAX_MOVES: usize = 100_000;
/// The deepest nesting of variations.
pub const MAX_DEPTH: usize = 100;
/// The longest comment, in characters.
pub const MAX_COMMENT: usize = 2_000;

/// The handle of a move in its [`Record`]; an edit of the record renumbers its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    /// The move's place in reading order (0 for the first move written).
    #[must_use]
    pub fn index(self) -> usize {
        self.0
    }
}

/// A line of play: the main line, or a variation. Comments written before its first move
/// belong to the line.
#[derive(Clone, Debug, Default)]
pub struct Line {
    comments: Vec<String>,
    nodes: Vec<NodeId>,
}

impl Line {
    /// The comments before the line's first move.
    #[must_use]
    pub fn comments(&self) -> &[String] {
        &self.comments
    }

    /// The moves of the line, in order.
    #[must_use]
    pub fn nodes(&self) -> &[NodeId] {
        &self.nodes
    }
}

/// The marks of a move, computed from its trace (reading ignores marks written in the text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Marks {
    /// `*`: a move of Bao la Kiswahili or Bao la Kujifunza that captures nothing (K9).
    pub takasa: bool,
    /// `**` (instead of `*`): the takasa made a takasia (K22, K23).
    pub takasia: bool,
    /// `#`: the move wins the game.
    pub wins: bool,
}

impl Marks {
    /// The marks of a move by `mover` in `variant` with this trace.
    #[must_use]
    pub fn of(variant: Variant, mover: Side, events: &[Event]) -> Marks {
        let bao = matches!(variant, Variant::Kiswahili | Variant::Kujifunza);
        let takasa = bao && !events.iter().any(|e| matches!(e, Event::Capture { .. }));
        Marks {
            takasa,
            takasia: takasa && events.iter().any(|e| matches!(e, Event::Takasia { .. })),
            wins: events.iter().any(|e| matches!(e, Event::GameOver { outcome } if outcome.winner() == Some(mover))),
        }
    }

    /// The marks as written after the move: ``, `*`, `**`, `#`, `*#` or `**#`.
    #[must_use]
    pub fn text(self) -> &'static str {
        match (self.takasa, self.takasia, self.wins) {
            (_, true, false) => "**",
            (_, true, true) => "**#",
            (true, false, false) => "*",
            (true, false, true) => "*#",
            (false, false, true) => "#",
            (false, false, false) => "",
        }
    }
}

impl fmt::Display for Marks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// One move of a record.
#[derive(Clone, Debug)]
pub struct Node {
    mv: Move,
    text: String,
    line: usize,
    column: usize,
    comments: Vec<String>,
    variations: Vec<Line>,
    parent: Option<NodeId>,
    ply: usize,
    before: Position,
    after: Position,
    events: Vec<Event>,
    marks: Marks,
}

impl Node {
    /// The move.
    #[must_use]
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// The move as it was written, marks included (`A7<*`); canonical for a record built
    /// from a [`Game`].
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where the move was written: line and column, from 1 (0, 0 for a record built from a
    /// [`Game`]).
    #[must_use]
    pub fn written_at(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    /// The comments written after the move (before the next move of its line).
    #[must_use]
    pub fn comments(&self) -> &[String] {
        &self.comments
    }

    /// The variations of this move: each line replaces it, from the position before it.
    #[must_use]
    pub fn variations(&self) -> &[Line] {
        &self.variations
    }

    /// The move before this one on the way from the start (`None` for a first move).
    #[must_use]
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// Half-moves played before this one, from the start.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The move's number as the record writes it: `2.` (South) or `2...` (North).
    #[must_use]
    pub fn number(&self) -> String {
        number_text(&self.before, self.ply)
    }

    /// The position before the move.
    #[must_use]
    pub fn before(&self) -> &Position {
        &self.before
    }

    /// The position after the move.
    #[must_use]
    pub fn after(&self) -> &Position {
        &self.after
    }

    /// The trace of the move.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The marks of the move, computed from its trace.
    #[must_use]
    pub fn marks(&self) -> Marks {
        self.marks
    }
}

/// The label of the move at `ply` from `before`: `N.` (South) or `N...` (North).
fn number_text(before: &Position, ply: usize) -> String {
    let (number, south) = move_number(before, ply);
    if south {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

/// The number of the move at `ply` from a position with `before.to_move()` to move, and whether
/// it is South's. Numbering starts at 1 with the start position's side to move: a record whose
/// start has North to move begins `1...`.
fn move_number(before: &Position, ply: usize) -> (usize, bool) {
    let south = before.to_move() == Side::South;
    // Half-moves counted from South's first move 1: North starting adds one.
    let from_south = if south == ply.is_multiple_of(2) { ply } else { ply + 1 };
    (from_south / 2 + 1, south)
}

/// A game record: a start position, the main line, and variations with comments.
///
/// ```
/// use rules_core::Record;
///
/// let record = Record::parse("start\n{An opening.}\n1. A7< a5> (1... a5< {the other kichwa})")?;
/// assert_eq!(record.main_line().len(), 2);
/// // Every move is replayed as it is read: the position after it is known.
/// let last = record.node(record.main_line()[1]).expect("a move");
/// assert_eq!(last.text(), "a5>");
/// assert_eq!(record.final_position(), &record.start().apply(&record.start().parse_move("A7<")?)?.apply(&last.mv())?);
/// // A move the rules refuse stops reading, with its line and column.
/// let error = Record::parse("start\n1. A7< a5> 2. B1<").unwrap_err();
/// assert_eq!((error.line, error.column), (2, 15));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Record {
    start: Position,
    main: Line,
    nodes: Vec<Node>,
}

/// Why a record cannot be read: where (line and column, from 1, in characters) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// There is nothing but comments: a record starts with a position.
    Empty,
    /// The start position cannot be read.
    Position(ParseError),
    /// A move cannot be read.
    Move {
        /// The move as written.
        text: String,
        /// What is wrong with it.
        error: ParseError,
    },
    /// A move cannot be played here (the rule is in `illegal`).
    Illegal {
        /// The move as written.
        text: String,
        /// Its number, `2.` or `2...`.
        number: String,
        /// Why it cannot be played.
        illegal: Illegal,
    },
    /// A move number that does not fit the move after it.
    MoveNumber {
        /// The number as written.
        found: String,
        /// The number of the move after it.
        expected: String,
    },
    /// A move number with no move after it.
    NumberWithoutMove {
        /// The number as written.
        found: String,
    },
    /// `{` without its `}`.
    UnclosedComment,
    /// `}` outside a comment.
    StrayBrace,
    /// `(` before any move of its line: a variation replaces the move just before it.
    NothingToReplace,
    /// `(` without its `)`.
    UnclosedVariation,
    /// `)` without its `(`.
    StrayParen,
    /// `( )`: a variation without a move.
    EmptyVariation,
    /// A text longer than [`MAX_TEXT`] bytes (not read).
    TooLong {
        /// The limit.
        limit: usize,
    },
    /// More than [`MAX_MOVES`] moves.
    TooManyMoves {
        /// The limit.
        limit: usize,
    },
    /// Variations nested deeper than [`MAX_DEPTH`].
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// A comment longer than [`MAX_COMMENT`] characters.
    CommentTooLong {
        /// The limit.
        limit: usize,
    },
}

impl RecordErrorKind {
    /// A stable id for the locales (`record-<id>`).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            RecordErrorKind::Empty => "empty",
            RecordErrorKind::Position(_) => "position",
            RecordErrorKind::Move { .. } => "move",
            RecordErrorKind::Illegal { .. } => "illegal",
            RecordErrorKind::MoveNumber { .. } => "move-number",
            RecordErrorKind::NumberWithoutMove { .. } => "number-without-move",
            RecordErrorKind::UnclosedComment => "unclosed-comment",
            RecordErrorKind::StrayBrace => "stray-brace",
            RecordErrorKind::NothingToReplace => "nothing-to-replace",
            RecordErrorKind::UnclosedVariation => "unclosed-variation",
            RecordErrorKind::StrayParen => "stray-paren",
            RecordErrorKind::EmptyVariation => "empty-variation",
            RecordErrorKind::TooLong { .. } => "too-long",
            RecordErrorKind::TooManyMoves { .. } => "too-many-moves",
            RecordErrorKind::TooDeep { .. } => "too-deep",
            RecordErrorKind::CommentTooLong { .. } => "comment-too-long",
        }
    }
}

/// Why an edit of a record ([`Record::play`], [`Record::set_comments`], [`Record::remove`]) was
/// refused; the record is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The id is not a move of this record.
    NotInRecord,
    /// The move cannot be played there.
    Illegal(Illegal),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::NotInRecord => write!(f, "not a move of this record"),
            EditError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for EditError {}

/// Where a line of a record lives: the main line, or the `k`-th variation of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineAt {
    Main,
    Variation(NodeId, usize),
}

/// English, for the command line and tests; a widget would use the locales.
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

/// What is wrong, without where (English).
impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordErrorKind::Empty => {
                write!(f, "a record starts with a position (start, start:<game> or the notation)")
            }
            RecordErrorKind::Position(e) => write!(f, "start position: {e}"),
            RecordErrorKind::Move { text, error } => write!(f, "{text} is not a move: {error}"),
            RecordErrorKind::Illegal { text, number, illegal } => write!(f, "move {number} {text}: {illegal}"),
            RecordErrorKind::MoveNumber { found, expected } => {
                write!(f, "move number {found} does not fit: the move after it is {expected}")
            }
            RecordErrorKind::NumberWithoutMove { found } => write!(f, "move number {found} has no move after it"),
            RecordErrorKind::UnclosedComment => write!(f, "this {{ has no }}"),
            RecordErrorKind::StrayBrace => write!(f, "}} outside a comment"),
            RecordErrorKind::NothingToReplace => {
                write!(f, "a variation must follow the move it replaces")
            }
            RecordErrorKind::UnclosedVariation => write!(f, "this ( has no )"),
            RecordErrorKind::StrayParen => write!(f, ") without its ("),
            RecordErrorKind::EmptyVariation => write!(f, "a variation without a move"),
            RecordErrorKind::TooLong { limit } => write!(f, "a record is at most {limit} bytes long"),
            RecordErrorKind::TooManyMoves { limit } => write!(f, "a record holds at most {limit} moves"),
            RecordErrorKind::TooDeep { limit } => write!(f, "variations are nested at most {limit} deep"),
            RecordErrorKind::CommentTooLong { limit } => write!(f, "a comment is at most {limit} characters long"),
        }
    }
}

impl std::error::Error for RecordError {}

// ---- Reading ----

#[derive(Clone, Debug, PartialEq, Eq)]
enum TokenKind {
    /// `{...}` or a `#` comment to the end of the line, whitespace collapsed.
    Comment(String),
    Open,
    Close,
    Word(String),
}

#[derive(Clone, Debug)]
struct Token {
    kind: TokenKind,
    line: usize,
    column: usize,
}

/// Splits a record into tokens. Whitespace separates words; `{`, `}`, `(` and `)` end a word.
struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
}

impl Lexer {
    fn new(text: &str) -> Lexer {
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

    fn next_token(&mut self) -> Result<Option<Token>, RecordError> {
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
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A move number as written: `12.` or `12...`, with what follows it in the same word.
fn split_number(word: &str) -> Option<(usize, bool, &str, &str)> {
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

    /// The record of a game: its start and its moves as the main line, no comments.
    pub fn from_game(game: &Game) -> Record {
        let start = game.start().clone();
        let mut record = Record { start: start.clone(), main: Line::default(), nodes: Vec::new() };
        for (ply, (&mv, before)) in game.moves().iter().zip(game.positions()).enumerate() {
            // A game holds only moves that were legal where they were played.
            let Ok(played) = before.play(&mv) else { break };
            let id = NodeId(record.nodes.len());
            record.nodes.push(Node {
                mv,
                text: format!("{mv}"),
                line: 0,
                column: 0,
                comments: Vec::new(),
                variations: Vec::new(),
                parent: ply.checked_sub(1).map(NodeId),
                ply,
                before: before.clone(),
                marks: Marks::of(start.variant(), before.to_move(), &played.events),
                after: played.position,
                events: played.events,
            });
            record.main.nodes.push(id);
        }
        record
    }

    /// A record without moves, from `start` (to be written with [`Record::play`]).
    #[must_use]
    pub fn new(start: Position) -> Record {
        Record { start, main: Line::default(), nodes: Vec::new() }
    }

    /// Plays `mv` after the move `after` (`None`: from the start). At the end of a line the
    /// move extends it; where the line goes on with another move, it starts a new variation of
    /// that move. A move already recorded there (the line's next move, or the first move of one
    /// of its variations) is not recorded twice: its id is returned. Returns the id of the move;
    /// an edit renumbers the moves, so ids held from before are stale.
    ///
    /// ```
    /// use rules_core::{Position, Record, Variant};
    ///
    /// let start = Position::start(Variant::Kiswahili);
    /// let mut record = Record::new(start.clone());
    /// let a7 = record.play(None, start.parse_move("A7<")?)?;
    /// let after = record.node(a7).expect("a move").after().clone();
    /// record.play(Some(a7), after.parse_move("a5>")?)?;
    /// // North's other kichwa after A7<: a variation of a5>, not a second main line.
    /// record.play(Some(record.main_line()[0]), after.parse_move("a5<")?)?;
    /// assert_eq!(record.main_line().len(), 2);
    /// assert_eq!(record.pretty(), "start\n1. A7<* a5>\n(1... a5<)\n");
    /// // A move the rules refuse is not recorded.
    /// assert!(record.play(None, start.parse_move("A1<")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, after: Option<NodeId>, mv: Move) -> Result<NodeId, EditError> {
        let (line_at, next_index) = match after {
            None => (LineAt::Main, 0),
            Some(a) => {
                let (at, i) = self.locate(a).ok_or(EditError::NotInRecord)?;
                (at, i + 1)
            }
        };
        let next = self.line(line_at).and_then(|l| l.nodes.get(next_index)).copied();
        if let Some((next_id, n)) = next.and_then(|id| Some((id, self.node(id)?))) {
            if n.mv == mv {
                return Ok(next_id);
            }
            let existing = n.variations.iter().filter_map(|v| v.nodes.first()).find(|&&f| self.nodes[f.0].mv == mv);
            if let Some(&first) = existing {
                return Ok(first);
            }
        }
        // The game up to `after`, so the end of the game and Bao la Kimasai's repetitions count.
        let mut game = Game::new(self.start.clone());
        let path = after.map(|a| self.path(a)).unwrap_or_default();
        for &id in &path {
            game.play(self.nodes[id.0].mv).map_err(EditError::Illegal)?;
        }
        let before = game.position().clone();
        let events = game.play_traced(mv).map_err(EditError::Illegal)?;
        let id = NodeId(self.nodes.len());
        self.nodes.push(Node {
            mv,
            text: mv.to_string(),
            line: 0,
            column: 0,
            comments: Vec::new(),
            variations: Vec::new(),
            parent: after,
            ply: path.len(),
            marks: Marks::of(self.start.variant(), before.to_move(), &events),
            before,
            after: game.position().clone(),
            events,
        });
        match next {
            Some(n) => self.nodes[n.0].variations.push(Line { comments: Vec::new(), nodes: vec![id] }),
            None => match self.line_mut(line_at) {
                Some(line) => line.nodes.push(id),
                None => return Err(EditError::NotInRecord),
            },
        }
        let renumbered = self.compact();
        renumbered.get(id.0).copied().flatten().ok_or(EditError::NotInRecord)
    }

    /// Sets the comments after the move `at` (`None`: the comments before the first move);
    /// whitespace is collapsed as reading does, and empty comments are dropped.
    pub fn set_comments(&mut self, at: Option<NodeId>, comments: &[String]) -> Result<(), EditError> {
        let clean: Vec<String> = comments.iter().map(|c| collapse(c)).filter(|c| !c.is_empty()).collect();
        match at {
            None => self.main.comments = clean,
            Some(id) => self.nodes.get_mut(id.0).ok_or(EditError::NotInRecord)?.comments = clean,
        }
        Ok(())
    }

    /// Removes the move `id` and everything after it in its line (a variation's first move: the
    /// whole variation). Returns the new id of the move before it (`None`: the start).
    pub fn remove(&mut self, id: NodeId) -> Result<Option<NodeId>, EditError> {
        let (at, i) = self.locate(id).ok_or(EditError::NotInRecord)?;
        let parent = self.nodes[id.0].parent;
        match at {
            LineAt::Variation(owner, k) if i == 0 => {
                self.nodes[owner.0].variations.remove(k);
            }
            _ => {
                if let Some(line) = self.line_mut(at) {
                    line.nodes.truncate(i);
                }
            }
        }
        let renumbered = self.compact();
        Ok(parent.and_then(|p| renumbered.get(p.0).copied().flatten()))
    }

    /// The moves after `id` in its line (empty at the end of a line or for a foreign id).
    #[must_use]
    pub fn continuation(&self, id: NodeId) -> &[NodeId] {
        match self.locate(id) {
            Some((at, i)) => self.line(at).map_or(&[], |l| &l.nodes[i + 1..]),
            None => &[],
        }
    }

    fn line(&self, at: LineAt) -> Option<&Line> {
        match at {
            LineAt::Main => Some(&self.main),
            LineAt::Variation(owner, k) => self.nodes.get(owner.0)?.variations.get(k),
        }
    }

    fn line_mut(&mut self, at: LineAt) -> Option<&mut Line> {
        match at {
            LineAt::Main => Some(&mut self.main),
            LineAt::Variation(owner, k) => self.nodes.get_mut(owner.0)?.variations.get_mut(k),
        }
    }

    /// The line that holds `id` and the move's place in it.
    fn locate(&self, id: NodeId) -> Option<(LineAt, usize)> {
        if let Some(i) = self.main.nodes.iter().position(|&n| n == id) {
            return Some((LineAt::Main, i));
        }
        self.nodes.iter().enumerate().find_map(|(owner, node)| {
            node.variations.iter().enumerate().find_map(|(k, v)| {
                v.nodes.iter().position(|&n| n == id).map(|i| (LineAt::Variation(NodeId(owner), k), i))
            })
        })
    }

    /// Puts the moves still in the tree into reading order (a move, its variations, the next
    /// move) and drops the others; returns each old id's new id.
    fn compact(&mut self) -> Vec<Option<NodeId>> {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack: Vec<(&Line, usize)> = vec![(&self.main, 0)];
        while let Some((line, i)) = stack.pop() {
            let Some(&id) = line.nodes.get(i) else { continue };
            order.push(id);
            stack.push((line, i + 1));
            for v in self.nodes[id.0].variations.iter().rev() {
                stack.push((v, 0));
            }
        }
        let mut map = vec![None; self.nodes.len()];
        for (new, old) in order.iter().enumerate() {
            map[old.0] = Some(NodeId(new));
        }
        let renumber = |ids: &mut Vec<NodeId>| {
            // Every move of a line in the tree is in the tree.
            *ids = ids.iter().filter_map(|id| map[id.0]).collect();
        };
        let mut old: Vec<Option<Node>> = std::mem::take(&mut self.nodes).into_iter().map(Some).collect();
        for id in order {
            let Some(mut node) = old[id.0].take() else { continue };
            node.parent = node.parent.and_then(|p| map[p.0]);
            for v in &mut node.variations {
                renumber(&mut v.nodes);
            }
            self.nodes.push(node);
        }
        renumber(&mut self.main.nodes);
        map
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The main line, with the comments before its first move.
    #[must_use]
    pub fn main(&self) -> &Line {
        &self.main
    }

    /// The moves of the main line.
    #[must_use]
    pub fn main_line(&self) -> &[NodeId] {
        &self.main.nodes
    }

    /// A move of this record (`None` for an id of another record).
    #[must_use]
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.0)
    }

    /// Every move, in reading order (a move's variations come right after it).
    pub fn nodes(&self) -> impl Iterator<Item = (NodeId, &Node)> {
        self.nodes.iter().enumerate().map(|(i, n)| (NodeId(i), n))
    }

    /// The moves from the start to `id` included: the way to reach the position after it.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = self.node(id).map(|_| id);
        while let Some(i) = at {
            path.push(i);
            at = self.node(i).and_then(Node::parent);
        }
        path.reverse();
        path
    }

    /// The position at the end of the main line.
    pub fn final_position(&self) -> &Position {
        self.main.nodes.last().and_then(|&id| self.node(id)).map_or(&self.start, Node::after)
    }

    /// The main line as a [`Game`].
    #[must_use]
    pub fn game(&self) -> Game {
        let mut game = Game::new(self.start.clone());
        for node in self.main.nodes.iter().filter_map(|&id| self.node(id)) {
            // Every move of the record was played when it was read.
            if game.play(node.mv).is_err() {
                break;
            }
        }
        game
    }

    /// How the main line ends, if the game is over.
    ///
    /// ```
    /// use rules_core::{Record, Side, Variant};
    ///
    /// // North has two seeds left in his front row, in a7 and a8: A6< captures both, and a
    /// // player whose front row is empty loses (K30). The normal form marks the move `#`.
    /// let record = Record::parse("kujifunza:2,0,2,1,0,0,1,0/1,1,0,0,0,0,0,0/2,7,1,3,4,4,1,2/0,2,15,6,3,2,3,1:S\n1. A6<")?;
    /// let outcome = record.outcome().expect("the game is over");
    /// assert_eq!(outcome.winner(), Some(Side::South));
    /// assert_eq!(outcome.rule(Variant::Kujifunza), "K30");
    /// assert!(record.pretty().ends_with("1. A6<#\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.game().outcome()
    }

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

/// Two records are equal when they have the same start, moves, comments and variations; how
/// and where the moves were written does not count.
impl PartialEq for Record {
    fn eq(&self, other: &Record) -> bool {
        if self.start != other.start || self.nodes.len() != other.nodes.len() {
            return false;
        }
        let mut pending = vec![(&self.main, &other.main)];
        while let Some((a, b)) = pending.pop() {
            if a.comments != b.comments || a.nodes.len() != b.nodes.len() {
                return false;
            }
            for (&x, &y) in a.nodes.iter().zip(&b.nodes) {
                let (Some(x), Some(y)) = (self.node(x), other.node(y)) else { return false };
                if x.mv != y.mv || x.comments != y.comments || x.variations.len() != y.variations.len() {
                    return false;
                }
                pending.extend(x.variations.iter().zip(&y.variations));
            }
        }
        true
    }
}

impl Eq for Record {}
