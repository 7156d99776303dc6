//! Squares and sets of squares, one vocabulary for every engine: a `Square` is a square's
//! number, one byte in a table, and a set of squares is an unsigned integer with a bit per
//! square (`Bits`). Walking a set, testing a square and indexing a table by a square need no
//! numeric casts in the engines.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Index, IndexMut, Not, Sub};

/// A square's number on one board (up to 255 squares; the board says how they are laid
/// out). One byte, so tables of squares stay small.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// "No square": the end of a ray or a missing neighbour in a table of squares, where an
    /// `Option` would double the table.
    pub const NONE: Square = Square(u8::MAX);

    /// The square with this number. Boards have fewer than 255 squares; more is a bug.
    #[inline]
    pub const fn new(index: usize) -> Square {
        assert!(index < u8::MAX as usize, "a square number is below 255");
        Square(index as u8)
    }

    /// The square with this number, checked only in debug builds: for hot loops whose numbers
    /// come from a board's own tables, where `new`'s check would cost a compare and a branch.
    #[inline(always)]
    pub const fn from_index(index: usize) -> Square {
        debug_assert!(index < u8::MAX as usize, "a square number is below 255");
        Square(index as u8)
    }

    /// Its number, for indexing and arithmetic on the board's layout.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its number as the board views and notation carry it.
    #[inline]
    pub const fn number(self) -> u16 {
        self.0 as u16
    }

    /// Whether this is a square, not `NONE`.
    #[inline]
    pub const fn is_some(self) -> bool {
        self.0 != u8::MAX
    }

    /// The square, or `None` for `NONE`.
    #[inline]
    pub const fn get(self) -> Option<Square> {
        if self.is_some() { Some(self) } else { None }
    }

    /// Every square of a board of `count` squares, in order.
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator + Clone {
        (0..count).map(Square::new)
    }
}

impl From<Square> for usize {
    #[inline]
    fn from(square: Square) -> usize {
        square.index()
    }
}

impl<T> Index<Square> for [T] {
    type Output = T;
    #[inline]
    fn index(&self, square: Square) -> &T {
        &self[square.index()]
    }
}

impl<T> IndexMut<Square> for [T] {
    #[inline]
    fn index_mut(&mut self, square: Square) -> &mut T {
        &mut self[square.index()]
    }
}

impl<T> Index<Square> for Vec<T> {
    type Output = T;
    #[inline]
    fn index(&self, square: Square) -> &T {
        &self[square.index()]
    }
}

impl<T> IndexMut<Square> for Vec<T> {
    #[inline]
    fn index_mut(&mut self, square: Square) -> &mut T {
        &mut self[square.index()]
    }
}

/// A set of squares (or of any small numbers: directions, seats) as the bits of an unsigned
/// integer, bit `n` for square `n`.
pub trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Sub<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// The empty set.
    const EMPTY: Self;
    /// The set of square 0 alone.
    const ONE: Self;
    /// How many squares the set can hold.
    const CAPACITY: usize;

    /// The set of this one square.
    fn of(square: Square) -> Self;

    /// The set of the square numbered `index`, for sets of numbers that are not squares.
    fn of_index(index: usize) -> Self;

    /// How many squares are in the set.
    fn len(self) -> usize;

    /// The lowest-numbered square in the set; the set must not be empty.
    fn lowest(self) -> Square;

    /// The highest-numbered square in the set; the set must not be empty.
    fn highest(self) -> Square;

    /// Whether the set has no square.
    #[inline]
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }

    /// Whether the set holds `square`.
    #[inline]
    fn has(self, square: Square) -> bool {
        self & Self::of(square) != Self::EMPTY
    }

    /// Whether the set holds exactly one square.
    #[inline]
    fn is_single(self) -> bool {
        self != Self::EMPTY && self & (self - Self::ONE) == Self::EMPTY
    }

    /// The squares of the set, lowest first.
    #[inline]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

/// The squares of a set, lowest first (`Bits::squares`).
#[derive(Clone, Copy, Debug)]
pub struct Squares<B>(B);

impl<B: Bits> Iterator for Squares<B> {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0.is_empty() {
            return None;
        }
        let square = self.0.lowest();
        self.0 = self.0 & (self.0 - B::ONE);
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.0.len();
        (left, Some(left))
    }
}

impl<B: Bits> ExactSizeIterator for Squares<B> {}

macro_rules! bits_for {
    ($($int:ty),*) => {$(
        impl Bits for $int {
            const EMPTY: Self = 0;
            const ONE: Self = 1;
            const CAPACITY: usize = <$int>::BITS as usize;

            #[inline]
            fn of(square: Square) -> Self {
                1 << square.0
            }

            #[inline]
            fn of_index(index: usize) -> Self {
                1 << index
            }

            #[inline]
            fn len(self) -> usize {
                self.count_ones() as usize
            }

            #[inline]
            fn lowest(self) -> Square {
                debug_assert!(self != 0, "the lowest square of an empty set");
                Square(self.trailing_zeros() as u8)
            }

            #[inline]
            fn highest(self) -> Square {
                debug_assert!(self != 0, "the highest square of an empty set");
                Square((<$int>::BITS - 1 - self.leading_zeros()) as u8)
            }
        }
    )*};
}

bits_for!(u8, u16, u32, u64);

/// `1 << n` for every n below 128: a variable shift of a `u128` takes several instructions
/// and a branch, and move generation asks for single squares in its innermost loops.
static SINGLE_128: [u128; 128] = {
    let mut table = [0u128; 128];
    let mut n = 0;
    while n < 128 {
        table[n] = 1 << n;
        n += 1;
    }
    table
};

impl Bits for u128 {
    const EMPTY: Self = 0;
    const ONE: Self = 1;
    const CAPACITY: usize = 128;

    #[inline]
    fn of(square: Square) -> Self {
        SINGLE_128[square.index() & 127]
    }

    #[inline]
    fn of_index(index: usize) -> Self {
        SINGLE_128[index & 127]
    }

    #[inline]
    fn len(self) -> usize {
        self.count_ones() as usize
    }

    #[inline]
    fn lowest(self) -> Square {
        debug_assert!(self != 0, "the lowest square of an empty set");
        Square(self.trailing_zeros() as u8)
    }

    #[inline]
    fn highest(self) -> Square {
        debug_assert!(self != 0, "the highest square of an empty set");
        Square((127 - self.leading_zeros()) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_walks_its_squares_lowest_first() {
        let set: u128 = u128::of(Square::new(3)) | u128::of(Square::new(70)) | u128::of(Square::new(127));
        let squares: Vec<usize> = set.squares().map(Square::index).collect();
        assert_eq!(squares, [3, 70, 127]);
        assert_eq!(set.squares().len(), 3);
        assert_eq!(set.lowest(), Square::new(3));
        assert_eq!(set.highest(), Square::new(127));
        assert!(set.has(Square::new(70)) && !set.has(Square::new(71)));
        assert!(!set.is_single() && u64::of(Square::new(9)).is_single() && !0u64.is_single());
        assert_eq!(0u32.squares().next(), None);
    }

    #[test]
    fn a_table_is_indexed_by_its_squares() {
        let mut table = [0u8; 9];
        table[Square::new(4)] = 7;
        assert_eq!(table[Square::new(4)], 7);
        assert_eq!(Square::all(9).filter(|&s| table[s] == 7).collect::<Vec<_>>(), [Square::new(4)]);
        assert_eq!(Square::NONE.get(), None);
        assert_eq!(Square::new(8).get(), Some(Square::new(8)));
        let mut names: Vec<String> = Square::all(3).map(|s| format!("s{}", s.number())).collect();
        names[Square::from_index(2)].push('!');
        assert_eq!(names[Square::new(2)], "s2!");
    }
}
