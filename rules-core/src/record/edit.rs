//! Writing a record move by move: a record from a game or a start, moves played, comments set,
//! moves removed.

use super::lexer::collapse;
use super::tree::LineAt;
use super::{EditError, Line, Marks, Node, NodeId, Record};
use crate::game::Game;
use crate::pit::Move;
use crate::position::Position;

impl Record {
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
}
