//! A hash for moves and other small values: FxHash-style, deterministic on every platform and
//! fast on the small integers moves are made of. The search's move ordering keys its tables
//! by it (`move_hash`), and sets of moves use it (`MoveHashing`) where SipHash, the standard
//! library's default, would cost more than the work the set saves.

use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Builds `MoveHasher`s, for a `HashSet` or `HashMap` of moves.
pub type MoveHashing = BuildHasherDefault<MoveHasher>;

/// The hasher: each word rotated into the state and multiplied, as FxHash does.
#[derive(Default)]
pub struct MoveHasher(u64);

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

/// A move's hash (or any small value's), the same on every platform.
pub fn move_hash<M: Hash>(m: &M) -> u64 {
    let mut h = MoveHasher::default();
    m.hash(&mut h);
    h.finish()
}
