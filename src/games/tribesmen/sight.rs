//! Lines of sight: which squares lie between a stack and its king, and whether the line is
//! blocked.

use super::board::Board;
use super::data::{Rules, file_rank, square_at};
use crate::core::Seat;
use crate::core::bits::{Bits, Square};

/// Which squares a line of sight passes through (the `line` option).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// A square counts when the open segment enters its interior.
    Interior,
    /// A square also counts when the segment only touches one of its corners.
    CornerTouch,
}

/// The squares strictly between (0, 0) and (dx, dy) — neither end — that the segment between
/// their centres passes through, ordered from the start to the end of the line.
///
/// Squares are unit squares centred on integer points. The line through the two centres is
/// f(x, y) = dy·x − dx·y = 0; it crosses a square's interior when f has both signs at its
/// corners, and touches a corner when f is zero at one. Within the bounding box of the two
/// ends, only the end squares reach beyond the segment itself, so no parameter range is needed.
pub fn intervening(dx: i32, dy: i32, line: Line) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for x in dx.min(0)..=dx.max(0) {
        for y in dy.min(0)..=dy.max(0) {
            if (x, y) == (0, 0) || (x, y) == (dx, dy) {
                continue;
            }
            // Corners in half units: (2x ± 1, 2y ± 1).
            let (mut neg, mut zero, mut pos) = (false, false, false);
            for (cx, cy) in [(2 * x - 1, 2 * y - 1), (2 * x - 1, 2 * y + 1), (2 * x + 1, 2 * y - 1), (2 * x + 1, 2 * y + 1)] {
                let f = dy * cx - dx * cy;
                neg |= f < 0;
                zero |= f == 0;
                pos |= f > 0;
            }
            let counts = match line {
                Line::Interior => neg && pos,
                Line::CornerTouch => (neg && pos) || zero,
            };
            if counts {
                out.push((x, y));
            }
        }
    }
    // Along the line: by the projection onto the direction (ties are corner squares touched
    // at the same point; keep them in a fixed order).
    out.sort_by_key(|&(x, y)| (x * dx + y * dy, x, y));
    out
}

/// For every ordered pair of squares (a, b) of a board, the intervening squares.
#[derive(Debug)]
pub(crate) struct LineTable {
    squares: usize,
    /// As a mask, for vision.
    masks: Vec<u64>,
    /// In order from a to b, for drawing: (start, length) in `order`.
    spans: Vec<(u32, u8)>,
    order: Vec<Square>,
}

impl LineTable {
    pub fn new(files: usize, ranks: usize, line: Line) -> LineTable {
        let squares = files * ranks;
        let mut t =
            LineTable { squares, masks: Vec::with_capacity(squares * squares), spans: Vec::with_capacity(squares * squares), order: Vec::new() };
        for a in Square::all(squares) {
            let (ax, ay) = file_rank(files, a);
            for b in Square::all(squares) {
                let (bx, by) = file_rank(files, b);
                let between = intervening(bx - ax, by - ay, line);
                t.spans.push((t.order.len() as u32, between.len() as u8));
                let mut mask = 0u64;
                for (x, y) in between {
                    let q = square_at(files, ranks, (ax + x, ay + y)).expect("a square between two squares is on the board");
                    t.order.push(q);
                    mask |= u64::of(q);
                }
                t.masks.push(mask);
            }
        }
        t
    }

    #[inline]
    pub fn mask(&self, a: Square, b: Square) -> u64 {
        self.masks[a.index() * self.squares + b.index()]
    }

    pub fn ordered(&self, a: Square, b: Square) -> &[Square] {
        let (start, len) = self.spans[a.index() * self.squares + b.index()];
        let start = start as usize;
        &self.order[start..start + usize::from(len)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_touch_adds_the_squares_at_corners() {
        assert_eq!(intervening(2, 2, Line::CornerTouch), vec![(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]);
        assert_eq!(intervening(3, 1, Line::CornerTouch), vec![(1, 0), (1, 1), (2, 0), (2, 1)]);
        // Diagonal neighbours: the line touches the other two squares at their shared corner.
        assert_eq!(intervening(1, -1, Line::CornerTouch), vec![(0, -1), (1, 0)]);
        assert!(intervening(0, 1, Line::CornerTouch).is_empty());
        // Straight lines and lines through no corner are read alike.
        assert_eq!(intervening(3, 0, Line::CornerTouch), intervening(3, 0, Line::Interior));
        assert_eq!(intervening(3, 2, Line::CornerTouch), intervening(3, 2, Line::Interior));
    }

    #[test]
    fn tables_are_symmetric_and_ordered() {
        for line in [Line::Interior, Line::CornerTouch] {
            let t = LineTable::new(7, 7, line);
            for a in Square::all(49) {
                for b in Square::all(49) {
                    assert_eq!(t.mask(a, b), t.mask(b, a));
                    let mut back = t.ordered(b, a).to_vec();
                    back.reverse();
                    if line == Line::Interior {
                        assert_eq!(t.ordered(a, b), back, "{a:?} {b:?}");
                    }
                    assert_eq!(t.ordered(a, b).iter().fold(0u64, |m, &q| m | u64::of(q)), t.mask(a, b));
                }
            }
        }
        // a1 to c3 on 5x5 crosses b2 only; a1 to d2 crosses b1 and c2.
        let t = LineTable::new(5, 5, Line::Interior);
        let sq = Square::new;
        assert_eq!(t.ordered(sq(0), sq(12)), [sq(6)]);
        assert_eq!(t.ordered(sq(0), sq(8)), [sq(1), sq(7)]);
    }
}

/// One stack's line of sight to its king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sight {
    pub owner: Seat,
    /// The stack's square (index in the view's squares).
    pub from: u16,
    /// The king's square.
    pub king: u16,
    /// The intervening squares, from the stack towards the king.
    pub crossed: Vec<u16>,
    /// The intervening stacks taller than the limit (stacks of any colour).
    pub blockers: Vec<u16>,
    pub blocked: bool,
    /// The limit minus the tallest intervening stack: how many pyramids the tallest one may
    /// still gain before it blocks (negative when blocked; the limit when nothing stands
    /// between).
    pub margin: i32,
}

/// The sight line of the stack on `a`, or None for an empty square, a king's own stack or a
/// stack whose owner has no king.
pub(crate) fn sight_of(b: &Board, r: &Rules, a: Square) -> Option<Sight> {
    let c = b.cells[a];
    let k = b.king[c.owner];
    if c.is_empty() || c.has_king() || k == Square::NONE {
        return None;
    }
    let limit = Board::threshold(r, c.height(), b.height(k));
    let crossed = r.lines.ordered(a, k);
    let blockers: Vec<u16> = crossed.iter().filter(|&&q| b.height(q) > limit).map(|q| q.number()).collect();
    let tallest = crossed.iter().map(|&q| b.height(q)).max().unwrap_or(0);
    Some(Sight {
        owner: c.owner,
        from: a.number(),
        king: k.number(),
        blocked: !blockers.is_empty(),
        crossed: crossed.iter().map(|q| q.number()).collect(),
        blockers,
        margin: i32::from(limit) - i32::from(tallest),
    })
}

/// Every stack's sight line, in square order.
pub(crate) fn sight_lines(b: &Board, r: &Rules) -> Vec<Sight> {
    Square::all(r.squares).filter_map(|a| sight_of(b, r, a)).collect()
}
