//! What stands on a square, packed in 16 bits, and the board with its incremental hash.
//!
//! A square holds nothing, a Pawn (a lone medium of a player's colour) or a tower of up to
//! three pyramids, one per size: cap (small), power (medium), movement (large). One colour per
//! size slot makes "two pyramids of one size" unrepresentable; the colour rule is checked where
//! pyramids change hands (the Vampire).

use super::data::{SQ, Tables};
use crate::core::bits::{Bits, Square};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell(u16);

const CAP: u32 = 0;
const POWER: u32 = 3;
const MOVEMENT: u32 = 6;
const PAWN: u16 = 1 << 9;

/// Pyramid slots of a tower, by size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Cap,
    Power,
    Movement,
}

impl Slot {
    fn shift(self) -> u32 {
        match self {
            Slot::Cap => CAP,
            Slot::Power => POWER,
            Slot::Movement => MOVEMENT,
        }
    }
}

impl Cell {
    pub const EMPTY: Cell = Cell(0);

    pub fn tower(cap: Option<u8>, power: Option<u8>, movement: Option<u8>) -> Cell {
        let f = |c: Option<u8>, shift: u32| c.map_or(0, |c| (c as u16 + 1) << shift);
        Cell(f(cap, CAP) | f(power, POWER) | f(movement, MOVEMENT))
    }
    pub fn pawn(colour: u8) -> Cell {
        Cell(PAWN | ((colour as u16 + 1) << POWER))
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    #[inline]
    pub fn is_pawn(self) -> bool {
        self.0 & PAWN != 0
    }
    #[inline]
    pub fn is_tower(self) -> bool {
        self.0 != 0 && self.0 & PAWN == 0
    }
    #[inline]
    pub fn get(self, slot: Slot) -> Option<u8> {
        let v = (self.0 >> slot.shift()) & 7;
        if v == 0 { None } else { Some(v as u8 - 1) }
    }
    #[inline]
    pub fn cap(self) -> Option<u8> {
        self.get(Slot::Cap)
    }
    /// The medium's colour: a tower's power, or a Pawn's colour.
    #[inline]
    pub fn power(self) -> Option<u8> {
        self.get(Slot::Power)
    }
    #[inline]
    pub fn movement(self) -> Option<u8> {
        self.get(Slot::Movement)
    }
    pub fn with(self, slot: Slot, colour: Option<u8>) -> Cell {
        let s = slot.shift();
        Cell((self.0 & !(7 << s)) | colour.map_or(0, |c| (c as u16 + 1) << s))
    }
    pub fn pyramids(self) -> u32 {
        if self.is_pawn() {
            return 1;
        }
        [Slot::Cap, Slot::Power, Slot::Movement].iter().filter(|&&s| self.get(s).is_some()).count() as u32
    }
    /// No two pyramids of one colour.
    pub fn colours_distinct(self) -> bool {
        let (c, p, m) = (self.cap(), self.power(), self.movement());
        !(c.is_some() && (c == p || c == m)) && !(p.is_some() && p == m)
    }
    /// A tower that lost pyramids stays in the game only with two or more of them.
    pub fn survivor(self) -> Cell {
        if self.is_tower() && self.pyramids() <= 1 { Cell::EMPTY } else { self }
    }
}

/// The squares' contents, the mask of occupied squares (so scans skip empty ones) and the
/// Zobrist hash of the contents (side to move is added by the position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub cells: [Cell; SQ],
    pub occupied: u64,
    pub hash: u64,
}

impl Board {
    pub fn empty() -> Board {
        Board { cells: [Cell::EMPTY; SQ], occupied: 0, hash: 0 }
    }

    #[inline]
    pub fn set(&mut self, t: &Tables, sq: Square, c: Cell) {
        self.hash ^= cell_key(t, sq, self.cells[sq]) ^ cell_key(t, sq, c);
        self.cells[sq] = c;
        if c.is_empty() {
            self.occupied &= !u64::of(sq);
        } else {
            self.occupied |= u64::of(sq);
        }
    }

    pub fn pyramids(&self) -> u32 {
        self.occupied.squares().map(|s| self.cells[s].pyramids()).sum()
    }
}

/// Always inlined: `Board::set` calls it twice per square changed, on the search's hottest path.
#[inline(always)]
fn cell_key(t: &Tables, sq: Square, c: Cell) -> u64 {
    if c.is_empty() {
        return 0;
    }
    if c.is_pawn() {
        return t.key(3, c.power().unwrap(), sq);
    }
    let mut k = 0;
    for (i, slot) in [Slot::Cap, Slot::Power, Slot::Movement].into_iter().enumerate() {
        if let Some(col) = c.get(slot) {
            k ^= t.key(i, col, sq);
        }
    }
    k
}
