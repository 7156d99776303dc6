//! A seat at the table, as a type of its own: a seat is not a count, a square or a score, and
//! the compiler now says so. Arrays and vectors kept per seat are indexed by it directly.

use std::fmt;
use std::ops::{Index, IndexMut};

/// A seat at the table: `Seat::FIRST` moves first. Files and the network write it as its
/// number from 0, as they did when it was a plain integer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// The seat that moves first.
    pub const FIRST: Seat = Seat(0);
    /// The seat that moves second.
    pub const SECOND: Seat = Seat(1);

    /// The seat with this number from 0. Seats are few; a number past 255 is a bug.
    pub const fn new(index: usize) -> Seat {
        assert!(index <= u8::MAX as usize, "a seat number is below 256");
        Seat(index as u8)
    }

    /// The seat with this number from 0, if there is such a seat in a game of `seats`.
    pub fn checked(index: usize, seats: usize) -> Option<Seat> {
        (index < seats && index <= u8::MAX as usize).then(|| Seat::new(index))
    }

    /// Its number from 0, for indexing and for files.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat after this one around a table of `seats`.
    pub const fn next(self, seats: usize) -> Seat {
        Seat::new((self.index() + 1) % seats)
    }

    /// The other seat of a two-seat game.
    pub const fn other(self) -> Seat {
        debug_assert!(self.0 < 2, "other() is for two-seat games");
        Seat(1 - self.0)
    }

    /// Every seat of a game of `seats`, in turn order.
    pub fn all(seats: usize) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        // Checked once here rather than per seat: this runs in move generation.
        assert!(seats <= 256, "a game has at most 256 seats");
        (0..seats).map(|i| Seat(i as u8))
    }

    /// Its number as people count seats, from 1, for words shown to them.
    pub const fn number(self) -> usize {
        self.index() + 1
    }

    /// Its number from 0 as a `u64`, for mixing into hash keys.
    pub const fn key(self) -> u64 {
        self.0 as u64
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.index()
    }
}

/// Kept per seat: a slice is indexed by a seat, and through it arrays and vectors.
impl<T> Index<Seat> for [T] {
    type Output = T;
    #[inline]
    fn index(&self, seat: Seat) -> &T {
        &self[seat.index()]
    }
}

impl<T> IndexMut<Seat> for [T] {
    #[inline]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self[seat.index()]
    }
}

/// A vector is indexed by a seat too: its own `Index` covers only slice indices, so indexing
/// it by a seat would not reach the slice's.
impl<T> Index<Seat> for Vec<T> {
    type Output = T;
    #[inline]
    fn index(&self, seat: Seat) -> &T {
        &self[seat.index()]
    }
}

impl<T> IndexMut<Seat> for Vec<T> {
    #[inline]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_go_round_the_table() {
        let four: Vec<Seat> = Seat::all(4).collect();
        assert_eq!(four.iter().map(|s| s.next(4).index()).collect::<Vec<_>>(), [1, 2, 3, 0]);
        assert_eq!(Seat::FIRST.other(), Seat::SECOND);
        assert_eq!(Seat::SECOND.other(), Seat::FIRST);
    }

    #[test]
    fn a_seat_indexes_what_is_kept_per_seat() {
        let mut counts = [10, 20, 30];
        counts[Seat::new(2)] += 1;
        assert_eq!(counts[Seat::new(2)], 31);
        assert_eq!(vec!['a', 'b'][Seat::SECOND], 'b');
        assert_eq!(Seat::checked(2, 2), None);
        assert_eq!(Seat::checked(1, 2), Some(Seat::SECOND));
    }

    #[test]
    fn files_write_a_seat_as_its_number() {
        assert_eq!(ron::to_string(&Seat::new(3)).unwrap(), "3");
        assert_eq!(ron::from_str::<Seat>("1").unwrap(), Seat::SECOND);
        assert!(ron::from_str::<Seat>("300").is_err());
    }
}
