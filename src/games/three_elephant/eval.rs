//! Static evaluation for the computer players. The game is won by Elephants alone, so their
//! count and their safety dominate; other material only breaks ties.

use super::board::{self, ELEPHANT, EMPTY, KNIGHT, NONE, SQUARES, STONE, TOWER};
use super::position::{Position, fall_hits};

/// Squares `side` could capture on or destroy with one action from the position as it stands:
/// Spearman steps, Knight and Elephant leaps, and every fall of its War Towers.
pub fn attacks(pos: &Position, side: u8) -> u128 {
    let rules = pos.rules();
    let b = &pos.cells;
    let mut mask = 0u128;
    for sq in 0..SQUARES as u8 {
        let c = b[sq as usize];
        if !board::is_own(c, side) {
            continue;
        }
        match board::kind(c) {
            KNIGHT => rules.knight.from(sq).iter().for_each(|&t| mask |= 1 << t),
            ELEPHANT => rules.elephant.from(sq).iter().for_each(|&t| mask |= 1 << t),
            TOWER => {
                for &d in &rules.fall_dirs {
                    let (hits, n) = fall_hits(rules, b, sq, d);
                    hits[..n].iter().for_each(|&t| mask |= 1 << t);
                }
            }
            k => {
                let t = rules.spear[side as usize][k as usize][sq as usize];
                if t != NONE && b[t as usize] != STONE {
                    mask |= 1 << t;
                }
            }
        }
    }
    mask
}

/// `side`'s Elephants that the other side could take next turn.
pub fn threatened_elephants(pos: &Position, side: u8) -> u128 {
    let hit = attacks(pos, 1 - side);
    let mut mask = 0u128;
    for sq in 0..SQUARES {
        let c = pos.cells[sq];
        if c != EMPTY && board::is_own(c, side) && board::kind(c) == ELEPHANT && hit & (1 << sq) != 0 {
            mask |= 1 << sq;
        }
    }
    mask
}

fn material(pos: &Position, side: u8) -> i32 {
    pos.cells
        .iter()
        .filter(|&&c| board::is_own(c, side))
        .map(|&c| match board::kind(c) {
            ELEPHANT => 1500,
            TOWER => 400,
            KNIGHT => 300,
            _ => 100,
        })
        .sum()
}

/// Positive is good for `seat`.
pub fn evaluate(pos: &Position, seat: u8) -> i32 {
    if let Some(o) = pos.outcome() {
        return match o.winner() {
            Some(w) if w == seat as usize => 10_000,
            Some(_) => -10_000,
            None => 0,
        };
    }
    let safety = |side: u8| {
        let threatened = threatened_elephants(pos, side).count_ones() as i32;
        // The side to move can still save a threatened Elephant; the other cannot.
        let each = if side == pos.side { 150 } else { 700 };
        let mut penalty = threatened * each;
        if side != pos.side && threatened as u8 >= pos.elephants(side) {
            penalty += 3000;
        }
        penalty
    };
    let other = 1 - seat;
    (material(pos, seat) - safety(seat)) - (material(pos, other) - safety(other))
}
