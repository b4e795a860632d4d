//! The transposition table: a fixed number of 16-byte entries in buckets of two (one kept by
//! depth, one always replaced), indexed by the low bits of the position's hash. Its memory is
//! allocated once and never grows. Each search bumps a generation number and ignores entries
//! of older generations, so a search behaves exactly as on an empty table (the moves chosen
//! under a node or depth limit do not depend on what was searched before), without the cost of
//! clearing the memory.

/// The kind of bound a stored score is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The exact value.
    Exact,
    /// At least this (a beta cutoff).
    Lower,
    /// At most this (no move raised alpha).
    Upper,
}

/// Depth stored for a subtree searched to its very end (no horizon below it): usable at any
/// depth, and part of a proof.
pub(crate) const SOLVED: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    /// Bits 0-1: bound (1 exact, 2 lower, 3 upper; 0 empty).
    bound: u8,
    /// The best move's code (`NO_MOVE` for none).
    mv: u8,
    generation: u8,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    pub mv: u8,
}

/// No move stored.
pub(crate) const NO_MOVE: u8 = u8::MAX;

/// A fixed-size transposition table.
pub struct Table {
    entries: Vec<Entry>,
    /// Buckets - 1 (a power of two minus one).
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (rounded down to a power of two, at least 64 KB).
    #[must_use]
    pub fn with_megabytes(megabytes: usize) -> Table {
        Table::with_buckets(Table::buckets_for(megabytes))
    }

    /// The size in bytes of a table of about `megabytes` MB.
    pub(crate) fn with_megabytes_len(megabytes: usize) -> usize {
        Table::buckets_for(megabytes) * 2 * core::mem::size_of::<Entry>()
    }

    fn buckets_for(megabytes: usize) -> usize {
        let bytes = megabytes.max(1).saturating_mul(1 << 20);
        let mut buckets = 1usize << 11; // 2048 buckets of 32 bytes = 64 KB
        while buckets * 2 * 2 * core::mem::size_of::<Entry>() <= bytes {
            buckets *= 2;
        }
        buckets
    }

    /// A table of `buckets` buckets of two entries (a power of two).
    pub(crate) fn with_buckets(buckets: usize) -> Table {
        let buckets = buckets.next_power_of_two().max(1);
        Table { entries: vec![Entry::default(); buckets * 2], mask: buckets - 1, generation: 0 }
    }

    /// Its size in bytes.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.entries.len() * core::mem::size_of::<Entry>()
    }

    /// Starts a new search: every entry stored before is ignored from now on.
    pub(crate) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Wrapped: entries 256 searches old would look current.
            self.entries.fill(Entry::default());
            self.generation = 1;
        }
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        ((key as usize) & self.mask) * 2
    }

    #[inline(always)]
    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        for e in &self.entries[b..b + 2] {
            if e.key == key && e.generation == self.generation && e.bound != 0 {
                let bound = match e.bound {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                };
                return Some(Hit { score: e.score, depth: e.depth, bound, mv: e.mv });
            }
        }
        None
    }

    #[inline(always)]
    pub(crate) fn store(&mut self, key: u64, score: i32, depth: u8, bound: Bound, mv: u8) {
        let b = self.bucket(key);
        let generation = self.generation;
        let bound = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let entry = Entry { key, score, depth, bound, mv, generation };
        let first = &mut self.entries[b];
        // Slot 0 keeps the deepest entry of this search; slot 1 takes everything else.
        if first.key == key || first.generation != generation || first.bound == 0 || depth >= first.depth {
            let keep_move = first.key == key && mv == super::tt::NO_MOVE;
            let old_mv = first.mv;
            *first = entry;
            if keep_move {
                first.mv = old_mv;
            }
        } else {
            let second = &mut self.entries[b + 1];
            let keep_move = second.key == key && mv == NO_MOVE;
            let old_mv = second.mv;
            *second = entry;
            if keep_move {
                second.mv = old_mv;
            }
        }
    }
}

impl core::fmt::Debug for Table {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Table").field("entries", &self.entries.len()).field("generation", &self.generation).finish()
    }
}
