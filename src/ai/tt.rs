//! The transposition table of alpha-beta, and the move hash its ordering heuristics use.

use std::hash::{Hash, Hasher};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a cut-off).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy)]
pub struct Entry {
    pub key: u64,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// Index of the best move in the engine's move order, plus one (0 = none).
    pub mv: u16,
}

/// Always-replace, one entry per slot: searches here are short, so the newest entry is the most
/// useful one.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table with room for about `nodes` entries (a power of two, at most 2^20).
    pub fn new(nodes: u64) -> Self {
        let size = (nodes.clamp(1 << 10, 1 << 20) as usize).next_power_of_two();
        let empty = Entry { key: 0, score: 0, depth: -1, bound: Bound::Upper, mv: 0 };
        Table { entries: vec![empty; size], mask: size - 1 }
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    pub fn put(&mut self, e: Entry) {
        let i = e.key as usize & self.mask;
        self.entries[i] = e;
    }
}

/// FxHash-style: deterministic on every platform and fast on the small integers moves are made
/// of.
#[derive(Default)]
struct MoveHasher(u64);

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }
    fn write_u16(&mut self, n: u16) {
        self.write_u64(n as u64);
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

pub fn move_hash<M: Hash>(m: &M) -> u64 {
    let mut h = MoveHasher::default();
    m.hash(&mut h);
    h.finish()
}
