//! The board: a 90-square mailbox kept in step with one bitboard per side and piece kind, so
//! attack tests can reject whole directions with one AND, plus the incremental hash key.

use super::data::{SQUARES, bit};
use super::pieces::{Kind, kind_of, owner_of};
use crate::core::{Seat, zobrist};

/// Keys per (owner, kind, square); kind 0 is unused.
static PIECE_KEYS: [u64; 2 * 8 * SQUARES] = zobrist::table::<{ 2 * 8 * SQUARES }>(0x5707_A001);
pub const BLUE_TO_MOVE_KEY: u64 = zobrist::key(0x5707_A002);

const BRAIN: usize = Kind::Brain as usize;

fn piece_key(p: u8, s: usize) -> u64 {
    PIECE_KEYS[((owner_of(p).index() * 8 + kind_of(p) as usize) * SQUARES) + s]
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    pub sq: [u8; SQUARES],
    /// `bb[side][kind]`; `bb[side][0]` is every piece of the side.
    pub bb: [[u128; 8]; 2],
    /// Hash of the pieces (the side to move is added by the position).
    pub key: u64,
    /// The square of each side's Brain.
    pub brains: [u8; 2],
}

impl Board {
    pub fn empty() -> Board {
        Board { sq: [0; SQUARES], bb: [[0; 8]; 2], key: 0, brains: [0; 2] }
    }

    pub fn put(&mut self, s: usize, p: u8) {
        debug_assert!(self.sq[s] == 0 && p != 0);
        self.sq[s] = p;
        let (o, k) = (owner_of(p), kind_of(p) as usize);
        self.bb[o][0] |= bit(s);
        self.bb[o][k] |= bit(s);
        self.key ^= piece_key(p, s);
        if k == BRAIN {
            self.brains[o] = s as u8;
        }
    }

    /// Moves the piece on `from` to `to`, capturing what stands there; returns the captured
    /// byte (0 for none). Keeps the key; `shift` is the cheaper version for trial moves.
    #[inline]
    pub fn make(&mut self, from: usize, to: usize) -> u8 {
        let p = self.sq[from];
        let cap = self.sq[to];
        self.key ^= piece_key(p, from) ^ piece_key(p, to);
        if cap != 0 {
            self.key ^= piece_key(cap, to);
        }
        self.shift(from, to);
        cap
    }

    /// `make` without the key: for trying a move and taking it back with `unshift`.
    #[inline(always)]
    pub fn shift(&mut self, from: usize, to: usize) -> u8 {
        let p = self.sq[from];
        let cap = self.sq[to];
        self.toggle_bits(p, from, to, cap);
        self.sq[to] = p;
        self.sq[from] = 0;
        if kind_of(p) as usize == BRAIN {
            self.brains[owner_of(p)] = to as u8;
        }
        cap
    }

    #[inline(always)]
    pub fn unshift(&mut self, from: usize, to: usize, cap: u8) {
        let p = self.sq[to];
        self.toggle_bits(p, from, to, cap);
        self.sq[from] = p;
        self.sq[to] = cap;
        if kind_of(p) as usize == BRAIN {
            self.brains[owner_of(p)] = from as u8;
        }
    }

    /// The bitboard side of moving `p` from `from` to `to` over `cap`: its own inverse, so it
    /// serves both `shift` and `unshift`.
    #[inline(always)]
    fn toggle_bits(&mut self, p: u8, from: usize, to: usize, cap: u8) {
        let (o, k) = (owner_of(p), kind_of(p) as usize);
        let m = bit(from) | bit(to);
        self.bb[o][0] ^= m;
        self.bb[o][k] ^= m;
        if cap != 0 {
            let (co, ck) = (owner_of(cap), kind_of(cap) as usize);
            self.bb[co][0] ^= bit(to);
            self.bb[co][ck] ^= bit(to);
        }
    }

    /// The square of `side`'s Brain (every position has exactly one per side).
    #[inline(always)]
    pub fn brain(&self, side: Seat) -> usize {
        debug_assert_eq!(self.brains[side] as u32, self.bb[side][BRAIN].trailing_zeros());
        self.brains[side] as usize
    }

    pub fn count(&self) -> usize {
        (self.bb[Seat::FIRST][0].count_ones() + self.bb[Seat::SECOND][0].count_ones()) as usize
    }

    /// The key computed from scratch, to check the incremental one.
    pub fn key_from_scratch(&self) -> u64 {
        (0..SQUARES).filter(|&s| self.sq[s] != 0).fold(0, |k, s| k ^ piece_key(self.sq[s], s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::storm::pieces::pack;

    #[test]
    fn shift_and_unshift_restore_everything() {
        let mut b = Board::empty();
        b.put(4, pack(Kind::Brain, Seat::FIRST, 0));
        b.put(13, pack(Kind::Numskull, Seat::SECOND, 3));
        let before = b.clone();
        let cap = b.shift(4, 13);
        assert_eq!(kind_of(cap), Kind::Numskull as u8);
        assert_eq!(b.bb[Seat::SECOND][0], 0);
        assert_eq!(b.brain(Seat::FIRST), 13);
        b.unshift(4, 13, cap);
        assert_eq!(b, before);
        let cap = b.make(4, 13);
        assert_eq!(b.key, b.key_from_scratch());
        assert_ne!(b.key, before.key);
        assert_ne!(cap, 0);
    }
}
