//! Record mode's model: a game record's move list, laid out as the normal form writes it (the
//! main line; each variation of a main-line move on a row of its own; deeper variations inline
//! in parentheses; comments where they stand), and the line the reader follows through any move,
//! as plies for the step [`Timeline`](crate::timeline::Timeline). Nothing here recurses over
//! the tree, so no depth of nesting can overflow the stack.

use bao_schema::Ply;
use rules_core::{Line, NodeId, Position, Record, Side};

/// One piece of a row of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move: its id, its number when the normal form writes one (`3.`, `3...`), the move with
    /// its marks (`A7<*`).
    Move {
        /// The move's node in the record (what a click on it shows).
        id: NodeId,
        /// `3.` or `3...` where the normal form writes the number.
        number: Option<String>,
        /// The move and its marks, as written.
        text: String,
    },
    /// A comment.
    Comment(String),
    /// `(`: a variation starts.
    Open,
    /// `)`: a variation ends.
    Close,
}

/// A row of the move list: the main line (depth 0) or a variation of a main-line move (depth 1,
/// its own variations inline).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// 0 for the main line, 1 for a variation (indented).
    pub depth: usize,
    /// What the row shows, left to right.
    pub items: Vec<Item>,
}

/// The move list of a record, row by row.
#[must_use]
pub fn rows(record: &Record) -> Vec<Row> {
    let mut rows = vec![Row { depth: 0, items: comments(record.main().comments()) }];
    // The lines still to write, innermost last: (line, next move, depth).
    let mut stack: Vec<(&Line, usize, usize)> = vec![(record.main(), 0, 0)];
    // Whether the next North move needs its number (after a comment, a variation, a line start).
    let mut dots = true;
    while let Some((line, i, depth)) = stack.pop() {
        let Some(node) = line.nodes().get(i).and_then(|&id| record.node(id).map(|n| (id, n))) else {
            if depth > 0 {
                push(&mut rows, depth, Item::Close);
                if depth == 1 {
                    // The main line goes on, on a row of its own.
                    rows.push(Row { depth: 0, items: Vec::new() });
                }
                dots = true;
            }
            continue;
        };
        if i == 0 && depth > 0 {
            if depth == 1 {
                rows.push(Row { depth: 1, items: Vec::new() });
            }
            push(&mut rows, depth, Item::Open);
            for c in comments(line.comments()) {
                push(&mut rows, depth, c);
            }
            dots = true;
        }
        let (id, node) = node;
        let south = node.before().to_move() == Side::South;
        let number = (south || dots).then(|| node.number());
        push(&mut rows, depth, Item::Move { id, number, text: format!("{}{}", node.mv(), node.marks()) });
        dots = false;
        for c in comments(node.comments()) {
            push(&mut rows, depth, c);
            dots = true;
        }
        stack.push((line, i + 1, depth));
        for v in node.variations().iter().rev() {
            stack.push((v, 0, depth + 1));
        }
        if !node.variations().is_empty() {
            dots = true;
        }
    }
    rows.retain(|r| !r.items.is_empty());
    rows
}

fn comments(list: &[String]) -> Vec<Item> {
    list.iter().cloned().map(Item::Comment).collect()
}

fn push(rows: &mut Vec<Row>, depth: usize, item: Item) {
    match rows.last_mut() {
        Some(row) => row.items.push(item),
        None => rows.push(Row { depth: depth.min(1), items: vec![item] }),
    }
}

/// The line the reader follows through `at`: the moves from the start to it, then on to the
/// end of its line (`None`: the main line). Returns the moves and where `at` is among them.
#[must_use]
pub fn line_through(record: &Record, at: Option<NodeId>) -> (Vec<NodeId>, Option<usize>) {
    match at.filter(|id| record.node(*id).is_some()) {
        None => (record.main_line().to_vec(), None),
        Some(id) => {
            let mut line = record.path(id);
            let index = line.len().checked_sub(1);
            line.extend_from_slice(record.continuation(id));
            (line, index)
        }
    }
}

/// The plies of moves of a record, for the timeline.
pub fn plies(record: &Record, ids: &[NodeId]) -> Vec<Ply> {
    ids.iter().filter_map(|&id| record.node(id)).map(ply).collect()
}

/// A move of a record as a ply.
#[must_use]
pub fn ply(node: &rules_core::Node) -> Ply {
    Ply { mv: node.mv(), before: node.before().clone(), after: node.after().clone(), events: node.events().to_vec() }
}

/// The position after `at` (the start for `None`).
#[must_use]
pub fn position_after(record: &Record, at: Option<NodeId>) -> &Position {
    at.and_then(|id| record.node(id)).map_or(record.start(), |n| n.after())
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "start
{A comment before the first move.}
1. A6< {a comment on this move} a5< 2. A3<
(2. A3> {an alternative for South's second move} a5> (2... a1< {a sub-variation}))
2... a7> 3. A1<
";

    fn text(rows: &[Row]) -> Vec<String> {
        rows.iter()
            .map(|r| {
                let words: Vec<String> = r
                    .items
                    .iter()
                    .map(|i| match i {
                        Item::Move { number: Some(n), text, .. } => format!("{n} {text}"),
                        Item::Move { number: None, text, .. } => text.clone(),
                        Item::Comment(c) => format!("{{{c}}}"),
                        Item::Open => "(".into(),
                        Item::Close => ")".into(),
                    })
                    .collect();
                format!("{}{}", "  ".repeat(r.depth), words.join(" "))
            })
            .collect()
    }

    #[test]
    fn rows_follow_the_normal_form() {
        let r = Record::parse(EXAMPLE).expect("reads");
        assert_eq!(
            text(&rows(&r)),
            [
                "{A comment before the first move.} 1. A6<* {a comment on this move} 1... a5< 2. A3<",
                "  ( 2. A3> {an alternative for South's second move} 2... a5> ( 2... a1< {a sub-variation} ) )",
                "2... a7> 3. A1<",
            ]
        );
        // Every move is in the list once.
        let ids: Vec<NodeId> = rows(&r)
            .iter()
            .flat_map(|row| row.items.iter())
            .filter_map(|i| match i {
                Item::Move { id, .. } => Some(*id),
                _ => None,
            })
            .collect();
        assert_eq!(ids, r.nodes().map(|(id, _)| id).collect::<Vec<_>>());
    }

    #[test]
    fn a_line_through_a_move_of_a_variation() {
        let r = Record::parse(EXAMPLE).expect("reads");
        let find = |t: &str| r.nodes().find(|(_, n)| n.mv().to_string() == t).map(|(id, _)| id).expect("a move");
        let names =
            |ids: &[NodeId]| ids.iter().map(|&i| r.node(i).expect("a move").mv().to_string()).collect::<Vec<_>>();
        let (main, at) = line_through(&r, None);
        assert_eq!(
            (names(&main), at),
            (vec!["A6<", "a5<", "A3<", "a7>", "A1<"].into_iter().map(String::from).collect(), None)
        );
        let (line, at) = line_through(&r, Some(find("A3>")));
        assert_eq!(names(&line), ["A6<", "a5<", "A3>", "a5>"]);
        assert_eq!(at, Some(2));
        let (line, at) = line_through(&r, Some(find("a1<")));
        assert_eq!(
            (names(&line), at),
            (vec!["A6<", "a5<", "A3>", "a1<"].into_iter().map(String::from).collect(), Some(3))
        );
        let p = plies(&r, &line);
        assert_eq!(p.len(), 4);
        assert_eq!(&p[3].after, position_after(&r, Some(find("a1<"))));
        assert_eq!(p[0].before, *r.start());
        for w in p.windows(2) {
            assert_eq!(w[0].after, w[1].before, "the plies follow each other");
        }
    }

    #[test]
    fn a_record_without_moves_has_only_its_comments() {
        let r = Record::parse("start {nothing yet}").expect("reads");
        assert_eq!(text(&rows(&r)), ["{nothing yet}"]);
        assert!(rows(&Record::parse("start:kingulu").expect("reads")).is_empty());
        assert_eq!(line_through(&r, None), (Vec::new(), None));
    }
}
