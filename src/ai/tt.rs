//! The transposition table of alpha-beta, and the move hash its ordering heuristics use.

use crate::core::hash::move_hash;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a cut-off).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry {
    pub key: u64,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// The best move (`TableMove`): its index in the engine's move order plus one, or, where the
    /// node searched a shortlist rather than every move, a hash of it; 0 = none.
    pub mv: u32,
}

/// Room for the move in a packed entry: 22 bits.
const MOVE_BITS: u32 = 22;
/// Marks a move given by its hash.
const HASHED: u32 = 1 << (MOVE_BITS - 1);

/// How a table entry names its best move. A node that searched every legal move names it by
/// index, exact and cheap; a node that searched a game's shortlist (whose content depends on the
/// width it was built with) names it by 21 bits of its hash, found again in whatever list the
/// next visit has.
pub struct TableMove;

impl TableMove {
    pub fn by_index(i: usize) -> u32 {
        (i as u32 + 1).min(HASHED - 1)
    }

    pub fn by_hash<M: Hash>(m: &M) -> u32 {
        HASHED | (move_hash(m) as u32 & (HASHED - 1))
    }

    /// The move `mv` names in `moves`, if it is there.
    pub fn find<M: Hash>(mv: u32, moves: &[M]) -> Option<usize> {
        if mv == 0 {
            None
        } else if mv & HASHED != 0 {
            moves.iter().position(|m| Self::by_hash(m) == mv)
        } else {
            Some(mv as usize - 1).filter(|&i| i < moves.len())
        }
    }
}

impl Entry {
    /// Score (32 bits), depth + 1 (8 bits, 0 = empty), bound (2 bits), move (22 bits).
    fn pack(&self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let depth = (self.depth.clamp(-1, 254) + 1) as u64;
        (self.score as u32 as u64) | depth << 32 | bound << 40 | ((self.mv & ((1 << MOVE_BITS) - 1)) as u64) << 42
    }

    fn unpack(key: u64, data: u64) -> Entry {
        let bound = match (data >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Entry { key, score: data as u32 as i32, depth: ((data >> 32) & 0xff) as i16 - 1, bound, mv: (data >> 42) as u32 }
    }
}

/// Two entries a bucket: the first keeps the deeper of what is offered for it (a deep
/// entry saves a whole subtree, a shallow one little), the second always takes what the first
/// turns away, so the newest entries are there too. A search starts with a fresh table, so
/// no entry is older than the search itself.
///
/// The threads of a parallel search share one table without locks. A slot is two atomic words,
/// the packed entry and the entry XOR its key; a reader accepts a slot only when the two agree
/// with the key it looks for. Two threads writing one slot at once can leave the words of
/// different entries side by side, which then fails that check and reads as a miss instead of
/// handing out another position's score. (Stale but whole entries of a colliding key are the
/// same risk any hash table of keys has.)
pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
}

impl Table {
    /// A table with room for about `nodes` entries (a power of two, at most 2^21: 32 MB).
    pub fn new(nodes: u64) -> Self {
        let size = (nodes.clamp(1 << 10, 1 << 21) as usize).next_power_of_two();
        Table { slots: (0..size).map(|_| [AtomicU64::new(0), AtomicU64::new(0)]).collect(), mask: size - 1 }
    }

    /// The first slot of the bucket of `key`.
    fn bucket(&self, key: u64) -> usize {
        key as usize & self.mask & !1
    }

    /// The entry in slot `i`, if it is whole and belongs to `key`.
    fn read(&self, i: usize, key: u64) -> Option<Entry> {
        let slot = &self.slots[i];
        let data = slot[1].load(Ordering::Relaxed);
        let check = slot[0].load(Ordering::Relaxed);
        let e = Entry::unpack(key, data);
        (check ^ data == key && e.depth >= 0).then_some(e)
    }

    /// The depth of whatever whole entry slot `i` holds (-1 for none).
    fn depth_at(&self, i: usize) -> i16 {
        let data = self.slots[i][1].load(Ordering::Relaxed);
        ((data >> 32) & 0xff) as i16 - 1
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        self.read(b, key).or_else(|| self.read(b + 1, key))
    }

    pub fn put(&self, e: Entry) {
        let b = self.bucket(e.key);
        let same_key = self.read(b, e.key).is_some();
        let i = if same_key || self.depth_at(b) <= e.depth { b } else { b + 1 };
        let data = e.pack();
        self.slots[i][0].store(e.key ^ data, Ordering::Relaxed);
        self.slots[i][1].store(data, Ordering::Relaxed);
        // One key, one entry: a deeper one in the first slot leaves no stale copy beside it.
        if i == b && self.read(b + 1, e.key).is_some() {
            self.slots[b + 1][0].store(0, Ordering::Relaxed);
            self.slots[b + 1][1].store(0, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_survive_packing_and_a_torn_slot_reads_as_a_miss() {
        let t = Table::new(1 << 10);
        let a = Entry { key: 0x1234_5678_9abc_0007, score: -MATE_LIKE, depth: 63, bound: Bound::Lower, mv: 4999 };
        t.put(a);
        assert_eq!(t.get(a.key), Some(a));
        assert_eq!(t.get(a.key ^ 1 << 40), None, "another key of the same slot");
        // The words of two entries side by side, as two racing writers can leave them.
        let b = Entry { key: a.key + (1 << 10), score: 17, depth: 2, bound: Bound::Exact, mv: 3 };
        let slot = &t.slots[t.bucket(a.key)];
        slot[0].store(a.key ^ a.pack(), Ordering::Relaxed);
        slot[1].store(b.pack(), Ordering::Relaxed);
        assert_eq!((t.get(a.key), t.get(b.key)), (None, None));
    }

    #[test]
    fn a_move_named_by_hash_is_found_in_any_list_that_holds_it() {
        let long: Vec<u32> = (0..5000).collect();
        let short = [4321u32, 17, 999];
        let named = TableMove::by_hash(&17u32);
        assert_eq!(TableMove::find(named, &short), Some(1));
        assert_eq!(TableMove::find(named, &long), Some(17));
        assert_eq!(TableMove::find(named, &[1u32, 2, 3]), None);
        assert_eq!(TableMove::find(TableMove::by_index(4999), &long), Some(4999));
        assert_eq!(TableMove::find(TableMove::by_index(3), &short), None, "an index past the list");
        let t = Table::new(1 << 10);
        let e = Entry { key: 99, score: 5, depth: 3, bound: Bound::Exact, mv: named };
        t.put(e);
        assert_eq!(t.get(99), Some(e), "a hashed move survives packing");
    }

    #[test]
    fn a_bucket_keeps_the_deeper_entry_and_the_newest_beside_it() {
        let t = Table::new(1 << 10);
        let e = |key: u64, depth: i16| Entry { key, score: depth as i32, depth, bound: Bound::Exact, mv: 1 };
        // Three keys of one bucket (the low bits agree).
        let (a, b, c) = (0x10_0000_0000_0004, 0x20_0000_0000_0004, 0x30_0000_0000_0005);
        t.put(e(a, 9));
        t.put(e(b, 2));
        assert_eq!((t.get(a), t.get(b)), (Some(e(a, 9)), Some(e(b, 2))), "the shallow one beside the deep one");
        t.put(e(c, 3));
        assert_eq!((t.get(a), t.get(b), t.get(c)), (Some(e(a, 9)), None, Some(e(c, 3))), "the newest replaces the shallow one");
        t.put(e(c, 12));
        assert_eq!((t.get(a), t.get(c)), (None, Some(e(c, 12))), "a deeper entry takes the first slot");
        t.put(e(c, 1));
        assert_eq!(t.get(c), Some(e(c, 1)), "a key's own entry is always updated");
    }

    const MATE_LIKE: i32 = 999_990;
}
