//! A static judgement for the computer opponents: pyramids, stacks close to losing sight of
//! their king, and threats to the king's stack.

use super::board::{Board, End};
use super::data::{NONE, Rules};
use super::position::Tribesmen;
use super::sight::sight_of;
use crate::core::Seat;

const PYRAMID: i32 = 100;
/// Per pyramid of a stack that one more pyramid on an intervening stack would blind.
const NEAR_BLIND: i32 = 12;
/// Per opposing stack next to the king that could trip or push his stack.
const KING_THREAT: i32 = 40;

pub(crate) fn evaluate(p: &Tribesmen, seat: Seat) -> i32 {
    match p.end {
        Some(End::Win { winner, .. }) => return if winner as Seat == seat { 10_000 } else { -10_000 },
        Some(End::Draw(_)) => return 0,
        None => {}
    }
    let (b, r) = (&p.board, &*p.rules);
    let opponents: Vec<usize> = (0..r.seats()).filter(|&s| s != seat && b.active & (1 << s) != 0).collect();
    if opponents.is_empty() {
        return 0;
    }
    let per_opponent = |f: &dyn Fn(usize) -> i32| opponents.iter().map(|&o| f(o)).sum::<i32>() / opponents.len() as i32;
    let side = |s: usize| PYRAMID * b.count[s] as i32 - NEAR_BLIND * near_blind(b, r, s) - KING_THREAT * king_threats(b, r, s);
    side(seat) - per_opponent(&side)
}

/// Pyramids in the seat's stacks whose sight has no margin left.
fn near_blind(b: &Board, r: &Rules, seat: usize) -> i32 {
    let mut total = 0;
    let mut m = b.own[seat];
    while m != 0 {
        let a = m.trailing_zeros() as usize;
        m &= m - 1;
        if let Some(s) = sight_of(b, r, a) {
            if s.margin <= 0 {
                total += b.height(a) as i32;
            }
        }
    }
    total
}

/// Opposing stacks next to the seat's king that could trip (at least two shorter) or push
/// (taller, with an empty square behind the king) his stack.
fn king_threats(b: &Board, r: &Rules, seat: usize) -> i32 {
    let k = b.king[seat];
    if k == NONE {
        return 0;
    }
    let k = k as usize;
    let hk = b.height(k);
    let mut threats = 0;
    for d in 0..8 {
        let q = r.neighbours[k][d];
        if q == NONE {
            continue;
        }
        let c = b.cells[q as usize];
        if c.is_empty() || c.owner as usize == seat {
            continue;
        }
        let h = c.height();
        // The opponent on q pushes in direction opposite to d, from q through k.
        let beyond = r.neighbours[k][(d + 4) % 8];
        if h + 2 <= hk || (h > hk && beyond != NONE && b.cells[beyond as usize].is_empty()) {
            threats += 1;
        }
    }
    threats
}
