//! `Setup`: a raw, editable position of any game, which may be invalid (wrong seed total,
//! contradicting fields). The position editor works on a `Setup`; [`Setup::validate`] turns it
//! into a [`Position`] or says which field is wrong, with the same checks as the notation.

use crate::notation::ParseError;
use crate::pit::{Pit, Row, Side, Variant};
use crate::position::{board_pits, Position};

/// The fields of a position of any game, as an editor holds them: possibly invalid until
/// [`Setup::validate`] says otherwise.
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
        board_pits(self.variant).iter().position(|&p| p == pit)
    }

    /// Seeds in a pit; 0 for a pit not on this board.
    pub fn count(&self, pit: Pit) -> u8 {
        self.index(pit).and_then(|i| self.counts.get(i).copied()).unwrap_or(0)
    }

    /// Sets a pit's count; a pit not on this board is ignored.
    pub fn set(&mut self, pit: Pit, count: u8) {
        if let Some(c) = self.index(pit).and_then(|i| self.counts.get_mut(i)) {
            *c = count;
        }
    }

    /// Seeds on the board, in the stores and captured.
    pub fn seed_total(&self) -> u32 {
        let board: u32 = self.counts.iter().map(|&c| c as u32).sum();
        match self.variant {
            Variant::Kiswahili => board + self.stores.iter().map(|&c| c as u32).sum::<u32>(),
            Variant::Kingulu => board + self.captured.iter().map(|&c| c as u32).sum::<u32>(),
            _ => board,
        }
    }

    /// The notation of this setup, valid or not (fields as they are).
    pub fn notation(&self) -> String {
        let n = self.variant.row_len() as usize;
        let rows: Vec<String> =
            self.counts.chunks(n).map(|r| r.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")).collect();
        let mut out = format!("{}:{}:{}", self.variant, rows.join("/"), self.to_move.letter());
        match self.variant {
            Variant::Kiswahili => {
                let nyumba = crate::notation::nyumba_field(self.nyumba);
                let takasia = self.takasia.map_or("-".to_string(), |p| p.to_string());
                out.push_str(&format!(":{},{}:{nyumba}:{takasia}", self.stores[0], self.stores[1]));
            }
            Variant::Kingulu => {
                let mut reserved = self.reserved.clone();
                reserved.sort();
                let list: Vec<String> = reserved.iter().map(|(p, s)| format!("{p}={}", s.letter())).collect();
                let list = if list.is_empty() { "-".to_string() } else { list.join(",") };
                out.push_str(&format!(":{},{}:{list}", self.captured[0], self.captured[1]));
            }
            _ => {}
        }
        out
    }

    /// The validated position, or the first thing wrong with it.
    pub fn validate(&self) -> Result<Position, ParseError> {
        Position::parse(&self.notation())
    }

    /// Front-row pits of the side to move (the candidates for a takasia mark).
    pub fn front_pits(&self) -> Vec<Pit> {
        (1..=self.variant.row_len()).map(|i| Pit::new(self.to_move, Row::Front, i)).collect()
    }
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
}
