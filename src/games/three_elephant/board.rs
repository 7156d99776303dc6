//! Squares, the one-byte cell encoding, and the character of each cell in the position string
//! (which `text` reads and writes).
//!
//! A cell is `EMPTY`, `STONE`, or `2 + owner * 8 + kind` with kind 0..=2 a Spearman by facing
//! (straight, ahead-left, ahead-right), 3 Knight, 4 Elephant, 5 War Tower. One byte per square
//! keeps the board a plain `[u8; 81]` that copies cheaply during move generation.

use crate::core::{Dir8, Seat, Square};

pub const FILES: usize = 9;
pub const RANKS: usize = 9;
pub const SQUARES: usize = FILES * RANKS;
pub const EMPTY: u8 = 0;
pub const STONE: u8 = 1;
/// The owner's part of a piece's code (less 2): set for Black's pieces.
const BLACK: u8 = 8;

/// Spearman facings, as seen by the owner.
pub const STRAIGHT: u8 = 0;
pub const LEFT: u8 = 1;
pub const RIGHT: u8 = 2;
pub const KNIGHT: u8 = 3;
pub const ELEPHANT: u8 = 4;
pub const TOWER: u8 = 5;

pub type Cells = [u8; SQUARES];

#[inline]
pub const fn piece(owner: Seat, kind: u8) -> u8 {
    2 + if matches!(owner, Seat::SECOND) { BLACK } else { 0 } + kind
}
#[inline]
pub const fn is_piece(c: u8) -> bool {
    c >= 2
}
#[inline]
pub const fn owner(c: u8) -> Seat {
    if (c - 2) & BLACK == 0 { Seat::FIRST } else { Seat::SECOND }
}
#[inline]
pub const fn kind(c: u8) -> u8 {
    (c - 2) & 7
}
#[inline]
pub const fn is_spearman(c: u8) -> bool {
    is_piece(c) && kind(c) <= RIGHT
}
/// A piece of `side`'s.
#[inline]
pub fn is_own(c: u8, side: Seat) -> bool {
    is_piece(c) && owner(c) == side
}
/// A piece of the other side's.
#[inline]
pub fn is_enemy(c: u8, side: Seat) -> bool {
    is_piece(c) && owner(c) != side
}

/// The board direction of a spear: White's ahead is north, Black's south; ahead-left is the
/// owner's left, so Black's ahead-left is south-east.
pub fn facing_dir(owner: Seat, facing: u8) -> Dir8 {
    let ahead = if owner == Seat::FIRST { Dir8::N } else { Dir8::S };
    match facing {
        LEFT => ahead.turn(-1),
        RIGHT => ahead.turn(1),
        _ => ahead,
    }
}

/// The rotations one notch away: straight to either diagonal, a diagonal back to straight.
pub fn rotations(facing: u8) -> &'static [u8] {
    match facing {
        STRAIGHT => &[LEFT, RIGHT],
        _ => &[STRAIGHT],
    }
}

pub fn facing_letter(facing: u8) -> char {
    match facing {
        LEFT => 'L',
        RIGHT => 'R',
        _ => 'F',
    }
}

/// Notation letter of a non-Spearman kind (Spearmen are `S`).
pub fn kind_letter(kind: u8) -> char {
    match kind {
        KNIGHT => 'N',
        ELEPHANT => 'E',
        TOWER => 'T',
        _ => 'S',
    }
}

pub fn kind_name(kind: u8) -> &'static str {
    match kind {
        KNIGHT => "Knight",
        ELEPHANT => "Elephant",
        TOWER => "War Tower",
        _ => "Spearman",
    }
}

pub fn side_name(side: Seat) -> &'static str {
    if side == Seat::FIRST { "White" } else { "Black" }
}

#[inline]
pub fn coords(sq: Square) -> (i32, i32) {
    ((sq.index() % FILES) as i32, (sq.index() / FILES) as i32)
}

#[inline]
pub fn square_at(file: i32, rank: i32) -> Option<Square> {
    if (0..FILES as i32).contains(&file) && (0..RANKS as i32).contains(&rank) {
        Some(Square::new((rank * FILES as i32 + file) as usize))
    } else {
        None
    }
}

pub fn name(sq: Square) -> String {
    let mut s = String::with_capacity(2);
    push_name(&mut s, sq);
    s
}

/// Appends the square's name (one letter, one digit on this board) without allocating.
#[inline]
pub fn push_name(s: &mut String, sq: Square) {
    let (f, r) = coords(sq);
    s.push((b'a' + f as u8) as char);
    s.push((b'1' + r as u8) as char);
}

pub fn parse_square(s: &str) -> Option<Square> {
    let (f, r) = crate::core::geometry::parse_square(s)?;
    square_at(f, r)
}

/// The character of a cell in the position string.
pub fn cell_char(c: u8) -> char {
    if c == EMPTY {
        return '.';
    }
    if c == STONE {
        return '#';
    }
    let ch = match kind(c) {
        STRAIGHT => 'S',
        LEFT => 'L',
        RIGHT => 'R',
        KNIGHT => 'N',
        ELEPHANT => 'E',
        _ => 'T',
    };
    if owner(c) == Seat::FIRST { ch } else { ch.to_ascii_lowercase() }
}

pub fn char_cell(ch: char) -> Option<u8> {
    let owner = if ch.is_ascii_lowercase() { Seat::SECOND } else { Seat::FIRST };
    let kind = match ch.to_ascii_uppercase() {
        '.' => return Some(EMPTY),
        '#' => return Some(STONE),
        'S' => STRAIGHT,
        'L' => LEFT,
        'R' => RIGHT,
        'N' => KNIGHT,
        'E' => ELEPHANT,
        'T' => TOWER,
        _ => return None,
    };
    Some(piece(owner, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facings_are_owner_relative() {
        assert_eq!(facing_dir(Seat::FIRST, STRAIGHT), Dir8::N);
        assert_eq!(facing_dir(Seat::FIRST, LEFT), Dir8::NW);
        assert_eq!(facing_dir(Seat::FIRST, RIGHT), Dir8::NE);
        assert_eq!(facing_dir(Seat::SECOND, STRAIGHT), Dir8::S);
        assert_eq!(facing_dir(Seat::SECOND, LEFT), Dir8::SE);
        assert_eq!(facing_dir(Seat::SECOND, RIGHT), Dir8::SW);
        assert_eq!(rotations(STRAIGHT), &[LEFT, RIGHT]);
        assert_eq!(rotations(LEFT), &[STRAIGHT]);
        assert_eq!(rotations(RIGHT), &[STRAIGHT]);
    }
}
