//! Piece kinds and how a piece is packed into one board byte.
//!
//! A board byte is 0 for an empty square, else `kind | owner << 3 | id << 4`: the id (0..15
//! within its side) follows the piece as it moves, so the perpetual-check rule can tell which
//! piece gives check. Hash keys and move generation look only at kind and owner.

use crate::core::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    Brain = 1,
    Toady = 2,
    Numskull = 3,
    Clodhopper = 4,
    Yahoo = 5,
    FuddyDuddy = 6,
    Ninny = 7,
}

impl Kind {
    pub const ALL: [Kind; 7] = [Kind::Brain, Kind::Toady, Kind::Numskull, Kind::Clodhopper, Kind::Yahoo, Kind::FuddyDuddy, Kind::Ninny];

    pub fn from_index(k: u8) -> Kind {
        Kind::ALL[(k as usize).wrapping_sub(1)]
    }
    pub fn letter(self) -> char {
        match self {
            Kind::Brain => 'B',
            Kind::Toady => 'T',
            Kind::Numskull => 'N',
            Kind::Clodhopper => 'C',
            Kind::Yahoo => 'Y',
            Kind::FuddyDuddy => 'F',
            Kind::Ninny => 'I',
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Kind::Brain => "Brain",
            Kind::Toady => "Toady",
            Kind::Numskull => "Numskull",
            Kind::Clodhopper => "Clodhopper",
            Kind::Yahoo => "Yahoo",
            Kind::FuddyDuddy => "Fuddy-Duddy",
            Kind::Ninny => "Ninny",
        }
    }
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c.to_ascii_uppercase())
    }
    pub fn from_name(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == s)
    }
}

pub const KIND_MASK: u8 = 7;
pub const OWNER_BIT: u8 = 8;

pub fn pack(kind: Kind, owner: Seat, id: u8) -> u8 {
    let owner_bit = if owner == Seat::SECOND { OWNER_BIT } else { 0 };
    kind as u8 | owner_bit | id << 4
}
pub fn kind_of(p: u8) -> u8 {
    p & KIND_MASK
}
/// Arithmetic rather than a branch: with `kind_of` the compiler folds `owner * 8 + kind`
/// (the hash key's index) back into `p & 15`.
pub fn owner_of(p: u8) -> Seat {
    Seat::new(usize::from((p >> 3) & 1))
}
pub fn id_of(p: u8) -> u8 {
    p >> 4
}

pub const SEAT_NAMES: [&str; 2] = ["Red", "Blue"];
