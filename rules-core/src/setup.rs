//! `Setup`: a raw, editable position of any game, which may be invalid (wrong seed total,
//! contradicting fields). The position editor works on a `Setup`; [`Setup::validate`] turns it
//! into a [`Position`] or says which field is wrong, with the same checks as the notation.

use crate::notation::{Field, ParseError};
use crate::pit::{Pit, Row, Side, Variant};
use crate::position::{board_pits, Position};

/// The fields of a position of any game, as an editor holds them: possibly invalid until
/// [`Setup::validate`] says otherwise.
///
/// ```
/// use rules_core::{Pit, Position, Setup, Variant};
///
/// let mut setup = Setup::from_position(&Position::start(Variant::Kujifunza));
/// let a1 = Pit::parse("A1").expect("a pit");
/// assert_eq!(setup.count(a1), 2);
/// // One seed too many: the board must hold the game's 64 seeds.
/// setup.set(a1, 3);
/// assert!(setup.validate().is_err());
/// // Moved, not added: a valid position again.
/// setup.set(Pit::parse("A2").expect("a pit"), 1);
/// let p = setup.validate()?;
/// assert_eq!(p.count(a1), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The game.
    pub variant: Variant,
    /// Seeds per pit, in the order of [`Position::pits`].
    pub counts: Vec<u8>,
    /// The side to move.
    pub to_move: Side,
    /// Bao la Kiswahili: seeds in hand (South, North).
    pub stores: [u8; 2],
    /// Bao la Kiswahili: owned nyumba (South, North).
    pub nyumba: [bool; 2],
    /// Bao la Kiswahili: the pit under takasia for the side to move.
    pub takasia: Option<Pit>,
    /// Bao Kingulu: captured seeds (South, North).
    pub captured: [u8; 2],
    /// Bao Kingulu: reserved holes and who holds them.
    pub reserved: Vec<(Pit, Side)>,
}

impl Setup {
    /// An empty board of `variant`, South to move.
    ///
    /// ```
    /// use rules_core::{ParseErrorKind, Position, Setup, Variant};
    ///
    /// let mut setup = Setup::empty(Variant::Kingulu);
    /// // Written in the notation even while it is no position: no seed of the game's 48 (G1).
    /// assert_eq!(setup.notation(), "kingulu:0,0,0,0,0,0/0,0,0,0,0,0:S:0,0:-");
    /// assert_eq!(setup.validate().unwrap_err().kind, ParseErrorKind::SeedTotal { expected: 48, found: 0 });
    /// // Four seeds in every hole: Bao Kingulu's start.
    /// for pit in Position::start(Variant::Kingulu).pits() {
    ///     setup.set(pit, 4);
    /// }
    /// assert_eq!(setup.seed_total(), setup.seed_target());
    /// assert_eq!(setup.validate()?, Position::start(Variant::Kingulu));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn empty(variant: Variant) -> Setup {
        Setup {
            variant,
            counts: vec![0; board_pits(variant).len()],
            to_move: Side::South,
            stores: [0, 0],
            nyumba: [false, false],
            takasia: None,
            captured: [0, 0],
            reserved: Vec::new(),
        }
    }

    /// The fields of a valid position, to edit.
    #[must_use]
    pub fn from_position(p: &Position) -> Setup {
        let variant = p.variant();
        let pits = board_pits(variant);
        let mut s = Setup::empty(variant);
        s.counts = pits.iter().map(|&pit| p.count(pit)).collect();
        s.to_move = p.to_move();
        match p {
            Position::Bao(b) => {
                s.stores = [b.store(Side::South), b.store(Side::North)];
                s.nyumba = [b.owns_nyumba(Side::South), b.owns_nyumba(Side::North)];
                s.takasia = b.takasia();
            }
            Position::Kingulu(k) => {
                s.captured = [k.captured(Side::South), k.captured(Side::North)];
                s.reserved = pits.iter().filter_map(|&pit| k.reserved(pit).map(|side| (pit, side))).collect();
            }
            Position::Kimasai(_) => {}
        }
        s
    }

    fn index(&self, pit: Pit) -> Option<usize> {
        index_of(self.variant, pit)
    }

    /// Seeds in a pit; 0 for a pit not on this board.
    #[must_use]
    pub fn count(&self, pit: Pit) -> u8 {
        self.index(pit).and_then(|i| self.counts.get(i).copied()).unwrap_or(0)
    }

    /// Sets a pit's count; a pit not on this board is ignored.
    pub fn set(&mut self, pit: Pit, count: u8) {
        if let Some(c) = self.index(pit).and_then(|i| self.counts.get_mut(i)) {
            *c = count;
        }
    }

    /// Bao Kingulu: who reserved this hole, if anyone.
    #[must_use]
    pub fn reserved_by(&self, pit: Pit) -> Option<Side> {
        self.reserved.iter().find(|(p, _)| *p == pit).map(|&(_, side)| side)
    }

    /// K6: Bao la Kiswahili is in the namua stage while the mover's store holds seeds.
    ///
    /// ```
    /// use rules_core::{Position, Setup, Variant};
    ///
    /// let mut setup = Setup::from_position(&Position::start(Variant::Kiswahili));
    /// assert_eq!(setup.stores, [22, 22]);
    /// assert!(setup.is_namua());
    /// // South's store empty: his moves are mtaji moves.
    /// setup.stores = [0, 22];
    /// assert!(!setup.is_namua());
    /// // Bao la Kujifunza has no stores and no namua stage (J1).
    /// assert!(!Setup::from_position(&Position::start(Variant::Kujifunza)).is_namua());
    /// ```
    #[must_use]
    pub fn is_namua(&self) -> bool {
        self.variant == Variant::Kiswahili && self.stores[self.to_move.index()] > 0
    }

    /// The seeds of the game (K5, J1, G1), or for Bao la Kimasai its most stones (M2: 23 a
    /// side), to compare with [`Setup::seed_total`].
    #[must_use]
    pub fn seed_target(&self) -> u32 {
        match self.variant {
            Variant::Kiswahili | Variant::Kujifunza => crate::bao::SEEDS,
            Variant::Kimasai => 2 * u32::from(crate::kimasai::MAX_STONES),
            Variant::Kingulu => u32::from(crate::kingulu::SEEDS),
        }
    }

    /// Seeds on the board, in the stores and captured.
    #[must_use]
    pub fn seed_total(&self) -> u32 {
        let board: u32 = self.counts.iter().map(|&c| c as u32).sum();
        match self.variant {
            Variant::Kiswahili => board + self.stores.iter().map(|&c| c as u32).sum::<u32>(),
            Variant::Kingulu => board + self.captured.iter().map(|&c| c as u32).sum::<u32>(),
            _ => board,
        }
    }

    /// The notation of this setup, valid or not (fields as they are).
    #[must_use]
    pub fn notation(&self) -> String {
        let n = self.variant.row_len() as usize;
        let rows: Vec<String> =
            self.counts.chunks(n).map(|r| r.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")).collect();
        let mut out = format!("{}:{}:{}", self.variant, rows.join("/"), self.to_move.letter());
        match self.variant {
            Variant::Kiswahili => {
                let nyumba = crate::notation::nyumba_field(self.nyumba);
                let takasia = self.takasia_field();
                out.push_str(&format!(":{},{}:{nyumba}:{takasia}", self.stores[0], self.stores[1]));
            }
            Variant::Kingulu => {
                let list = self.reserved_field();
                out.push_str(&format!(":{},{}:{list}", self.captured[0], self.captured[1]));
            }
            _ => {}
        }
        out
    }

    /// The takasia field of the notation: the pit, or `-`.
    #[must_use]
    pub fn takasia_field(&self) -> String {
        self.takasia.map_or("-".to_string(), |p| p.to_string())
    }

    /// The reserved-holes field of the notation: `A5=N,a3=S` sorted by pit name, or `-`.
    #[must_use]
    pub fn reserved_field(&self) -> String {
        let mut reserved = self.reserved.clone();
        reserved.sort();
        let list: Vec<String> = reserved.iter().map(|(p, s)| format!("{p}={}", s.letter())).collect();
        if list.is_empty() {
            "-".to_string()
        } else {
            list.join(",")
        }
    }

    /// Reads an edited takasia field (`-`, empty, or a pit of `variant`'s board); the error's
    /// column counts from the field's start. Whether the pit may be under takasia is checked
    /// by [`Setup::validate`].
    pub fn parse_takasia(variant: Variant, text: &str) -> Result<Option<Pit>, ParseError> {
        match text.trim() {
            "" | "-" => Ok(None),
            t => crate::notation::pit(&Field { name: "takasia", text: t, column: 0 }, t, 0, variant).map(Some),
        }
    }

    /// Reads an edited reserved-holes field of Bao Kingulu (`-`, empty, or `A5=N,a3=S`) with
    /// the notation's own reader; the error's column counts from the field's start.
    pub fn parse_reserved(text: &str) -> Result<Vec<(Pit, Side)>, ParseError> {
        let t = text.trim();
        if t.is_empty() {
            return Ok(Vec::new());
        }
        let holes = crate::kingulu::parse_reserved(&Field { name: "reserved", text: t, column: 0 })?;
        Ok(board_pits(Variant::Kingulu)
            .into_iter()
            .filter_map(|pit| Some((pit, holes[kingulu_index(pit)?]?)))
            .collect())
    }

    /// The validated position, or the first thing wrong with it.
    pub fn validate(&self) -> Result<Position, ParseError> {
        Position::parse(&self.notation())
    }

    /// Front-row pits of the side to move (the candidates for a takasia mark).
    #[must_use]
    pub fn front_pits(&self) -> Vec<Pit> {
        (1..=self.variant.row_len()).map(|i| Pit::new(self.to_move, Row::Front, i)).collect()
    }
}

/// Where `pit` is in [`Setup::counts`] (the order of [`board_pits`]), computed.
fn index_of(variant: Variant, pit: Pit) -> Option<usize> {
    if !pit.on_board(variant) {
        return None;
    }
    let n = usize::from(variant.row_len());
    let i = usize::from(pit.index);
    // Rows as written: North's back row (right to left), North's front row (right to left),
    // South's front row, South's back row (left to right); Kingulu has the two front rows.
    let row = match (variant.rows_per_side(), pit.side, pit.row) {
        (2, Side::North, Row::Back) => 0,
        (2, Side::North, Row::Front) => 1,
        (2, Side::South, Row::Front) => 2,
        (2, Side::South, Row::Back) => 3,
        (_, Side::North, _) => 0,
        (_, Side::South, _) => 1,
    };
    let column = if pit.side == Side::North { n - i } else { i - 1 };
    Some(row * n + column)
}

/// A Kingulu hole's index in the engine's board (as `kingulu::parse_reserved` returns it).
fn kingulu_index(pit: Pit) -> Option<usize> {
    crate::kingulu::index_of(pit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_start_position_round_trips_through_a_setup() {
        for v in Variant::ALL {
            let p = Position::start(v);
            let s = Setup::from_position(&p);
            assert_eq!(s.notation(), p.to_string());
            assert_eq!(s.validate(), Ok(p));
        }
    }

    #[test]
    fn an_edited_setup_says_what_is_wrong() {
        let mut s = Setup::from_position(&Position::start(Variant::Kiswahili));
        let a4 = Pit::parse("A4").unwrap();
        s.set(a4, 3);
        assert_eq!(s.seed_total(), 67);
        assert_eq!(s.validate().unwrap_err().kind.id(), "seed-total");
        s.stores = [19, 22];
        assert!(s.validate().is_ok());
        s.takasia = Some(a4);
        assert_eq!(s.validate().unwrap_err().field, "takasia");
    }

    #[test]
    fn pits_are_found_where_the_notation_writes_them() {
        for v in Variant::ALL {
            let s = Setup::empty(v);
            for (i, pit) in board_pits(v).into_iter().enumerate() {
                assert_eq!(s.index(pit), Some(i), "{v} {pit}");
            }
            assert_eq!(s.index(Pit::new(Side::South, Row::Front, 13)), None);
        }
        assert_eq!(Setup::empty(Variant::Kingulu).index(Pit::parse("B1").unwrap()), None);
    }

    #[test]
    fn edited_fields_are_read_with_the_notation_readers() {
        let a4 = Pit::parse("a4").unwrap();
        assert_eq!(Setup::parse_takasia(Variant::Kiswahili, " a4 "), Ok(Some(a4)));
        assert_eq!(Setup::parse_takasia(Variant::Kiswahili, "-"), Ok(None));
        let e = Setup::parse_takasia(Variant::Kiswahili, "a9").unwrap_err();
        assert_eq!((e.field, e.column, e.kind.id()), ("takasia", 0, "bad-pit"));
        let held = Setup::parse_reserved("A5=N,a3=S").unwrap();
        // In the order of the board's pits (a6..a1, A1..A6).
        assert_eq!(held, [(Pit::parse("a3").unwrap(), Side::South), (Pit::parse("A5").unwrap(), Side::North)]);
        let mut s = Setup::from_position(&Position::start(Variant::Kingulu));
        s.reserved = held;
        assert_eq!(s.reserved_field(), "A5=N,a3=S");
        assert_eq!(Setup::parse_reserved("a3=S,A5=N").unwrap_err().kind.id(), "not-sorted");
        assert_eq!(Setup::parse_reserved("a3=N").unwrap_err().kind.id(), "contradiction");
        assert_eq!(Setup::parse_reserved(""), Ok(Vec::new()));
        assert_eq!(s.reserved_by(Pit::parse("a3").unwrap()), Some(Side::South));
    }

    #[test]
    fn namua_and_seed_targets() {
        let s = Setup::from_position(&Position::start(Variant::Kiswahili));
        assert!(s.is_namua());
        assert_eq!(s.seed_target(), s.seed_total());
        assert!(!Setup::from_position(&Position::start(Variant::Kujifunza)).is_namua());
        for v in [Variant::Kujifunza, Variant::Kingulu] {
            let s = Setup::from_position(&Position::start(v));
            assert_eq!(s.seed_target(), s.seed_total(), "{v}");
        }
        assert_eq!(Setup::empty(Variant::Kimasai).seed_target(), 46);
    }
}
