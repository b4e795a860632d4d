//! The tree of a record: its moves ([`Node`], [`NodeId`]), its lines ([`Line`]), the marks of a
//! move, and what a record answers about itself.

use crate::event::Event;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::pit::{Move, Side, Variant};
use crate::position::Position;
use core::fmt;

/// The handle of a move in its [`Record`]; an edit of the record renumbers its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(super) usize);

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
    pub(super) comments: Vec<String>,
    pub(super) nodes: Vec<NodeId>,
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
    pub(super) mv: Move,
    pub(super) text: String,
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) comments: Vec<String>,
    pub(super) variations: Vec<Line>,
    pub(super) parent: Option<NodeId>,
    pub(super) ply: usize,
    pub(super) before: Position,
    pub(super) after: Position,
    pub(super) events: Vec<Event>,
    pub(super) marks: Marks,
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
pub(super) fn number_text(before: &Position, ply: usize) -> String {
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
pub(super) fn move_number(before: &Position, ply: usize) -> (usize, bool) {
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
    pub(super) start: Position,
    pub(super) main: Line,
    pub(super) nodes: Vec<Node>,
}

/// Where a line of a record lives: the main line, or the `k`-th variation of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LineAt {
    Main,
    Variation(NodeId, usize),
}

impl Record {
    /// The moves after `id` in its line (empty at the end of a line or for a foreign id).
    #[must_use]
    pub fn continuation(&self, id: NodeId) -> &[NodeId] {
        match self.locate(id) {
            Some((at, i)) => self.line(at).map_or(&[], |l| &l.nodes[i + 1..]),
            None => &[],
        }
    }

    pub(super) fn line(&self, at: LineAt) -> Option<&Line> {
        match at {
            LineAt::Main => Some(&self.main),
            LineAt::Variation(owner, k) => self.nodes.get(owner.0)?.variations.get(k),
        }
    }

    pub(super) fn line_mut(&mut self, at: LineAt) -> Option<&mut Line> {
        match at {
            LineAt::Main => Some(&mut self.main),
            LineAt::Variation(owner, k) => self.nodes.get_mut(owner.0)?.variations.get_mut(k),
        }
    }

    /// The line that holds `id` and the move's place in it.
    pub(super) fn locate(&self, id: NodeId) -> Option<(LineAt, usize)> {
        if let Some(i) = self.main.nodes.iter().position(|&n| n == id) {
            return Some((LineAt::Main, i));
        }
        self.nodes.iter().enumerate().find_map(|(owner, node)| {
            node.variations.iter().enumerate().find_map(|(k, v)| {
                v.nodes.iter().position(|&n| n == id).map(|i| (LineAt::Variation(NodeId(owner), k), i))
            })
        })
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
