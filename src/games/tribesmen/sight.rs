//! Lines of sight: which squares lie between a stack and its king, and whether the line is
//! blocked.

use super::board::Board;
use super::data::{NONE, Rules};
use crate::core::Seat;

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
    order: Vec<u16>,
}

impl LineTable {
    pub fn new(files: usize, ranks: usize, line: Line) -> LineTable {
        let squares = files * ranks;
        let mut t =
            LineTable { squares, masks: Vec::with_capacity(squares * squares), spans: Vec::with_capacity(squares * squares), order: Vec::new() };
        for a in 0..squares {
            let (ax, ay) = ((a % files) as i32, (a / files) as i32);
            for b in 0..squares {
                let (bx, by) = ((b % files) as i32, (b / files) as i32);
                let between = intervening(bx - ax, by - ay, line);
                t.spans.push((t.order.len() as u32, between.len() as u8));
                let mut mask = 0u64;
                for (x, y) in between {
                    let q = (ay + y) as usize * files + (ax + x) as usize;
                    t.order.push(q as u16);
                    mask |= 1 << q;
                }
                t.masks.push(mask);
            }
        }
        t
    }

    #[inline]
    pub fn mask(&self, a: usize, b: usize) -> u64 {
        self.masks[a * self.squares + b]
    }

    pub fn ordered(&self, a: usize, b: usize) -> &[u16] {
        let (start, len) = self.spans[a * self.squares + b];
        &self.order[start as usize..start as usize + len as usize]
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
            for a in 0..49 {
                for b in 0..49 {
                    assert_eq!(t.mask(a, b), t.mask(b, a));
                    let mut back = t.ordered(b, a).to_vec();
                    back.reverse();
                    if line == Line::Interior {
                        assert_eq!(t.ordered(a, b), back, "{a} {b}");
                    }
                    assert_eq!(t.ordered(a, b).iter().fold(0u64, |m, &q| m | 1 << q), t.mask(a, b));
                }
            }
        }
        // a1 to c3 on 5x5 crosses b2 only; a1 to d2 crosses b1 and c2.
        let t = LineTable::new(5, 5, Line::Interior);
        assert_eq!(t.ordered(0, 12), [6]);
        assert_eq!(t.ordered(0, 8), [1, 7]);
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
pub(crate) fn sight_of(b: &Board, r: &Rules, a: usize) -> Option<Sight> {
    let c = b.cells[a];
    if c.is_empty() || c.has_king() || b.king[c.owner] == NONE {
        return None;
    }
    let k = b.king[c.owner] as usize;
    let limit = Board::threshold(r, c.height(), b.height(k));
    let crossed = r.lines.ordered(a, k).to_vec();
    let blockers: Vec<u16> = crossed.iter().copied().filter(|&q| b.height(q as usize) > limit).collect();
    let tallest = crossed.iter().map(|&q| b.height(q as usize)).max().unwrap_or(0);
    Some(Sight {
        owner: c.owner,
        from: a as u16,
        king: k as u16,
        blocked: !blockers.is_empty(),
        crossed,
        blockers,
        margin: limit as i32 - tallest as i32,
    })
}

/// Every stack's sight line, in square order.
pub(crate) fn sight_lines(b: &Board, r: &Rules) -> Vec<Sight> {
    (0..r.squares).filter_map(|a| sight_of(b, r, a)).collect()
}
