//! Move notation: `a1-b2` (whole stack), `2a1-b2` (top two pyramids), `a1xb2(c3,a1,a1)` (trip,
//! with the places of the victim's pyramids), `a1>b2` (push), then deaths as `(†a4,†c5)`.
//!
//! A trip lists the places of the victim's pyramids from the top of its stack down: the king
//! first (if the victim holds him), then the mediums, then the larges; pyramids of one size
//! are identical, so their places are written in board order (a1, b1, …, a2, …). Reading
//! accepts the places of one size in any order.

use super::board::{Action, Board, unslot};
use super::data::Rules;
use super::movegen::{self, Move, Shape, slot_at};
use crate::core::MoveError;
use crate::core::bits::{Bits, Square};
use crate::core::notation::canonical;
use crate::core::text::quoted;

/// Directions (`Dir8` indices) in board order of the squares they lead to: SW, S, SE, W, E,
/// NW, N, NE.
const BOARD_ORDER: [usize; 8] = [5, 4, 3, 6, 2, 7, 0, 1];

/// The squares of a trip's displaced pyramids, in notation order (at most 11: a tribe).
pub(crate) fn places(r: &Rules, centre: Square, place: u64) -> ([Square; 11], usize) {
    let (mut out, mut n) = ([Square::NONE; 11], 0);
    for size in 0..3 {
        for d in BOARD_ORDER {
            let (l, m, s) = unslot(place >> (8 * d));
            for _ in 0..[s, m, l][size] {
                out[n] = r.neighbours[centre][d];
                n += 1;
            }
        }
    }
    (out, n)
}

pub(crate) fn write(r: &Rules, b: &Board, m: &Move) -> String {
    let mut s = String::with_capacity(48);
    if m.action == Action::Move && m.count < b.height(m.from) {
        s.push(char::from(b'0' + m.count));
    }
    s.push_str(r.square_name(m.from));
    s.push(match m.action {
        Action::Move => '-',
        Action::Trip => 'x',
        Action::Push => '>',
    });
    s.push_str(r.square_name(m.to));
    if m.action == Action::Trip {
        let (spots, n) = places(r, m.to, m.place);
        for (i, &q) in spots[..n].iter().enumerate() {
            s.push(if i == 0 { '(' } else { ',' });
            s.push_str(r.square_name(q));
        }
        s.push(')');
    }
    for (i, dead) in m.deaths.squares().enumerate() {
        s.push_str(if i == 0 { "(†" } else { ",†" });
        s.push_str(r.square_name(dead));
    }
    if m.deaths != 0 {
        s.push(')');
    }
    s
}

/// An error about a square of the move `text`.
fn in_move(text: &str, e: impl std::fmt::Display) -> String {
    crate::t!("tribesmen-in-move", text = quoted(text).to_string(), why = e.to_string())
}

/// Reads a move: what was asked for, and the deaths if the text gives them. `legal` finds a
/// listed move by its shape.
pub(crate) fn read(r: &Rules, b: &Board, text: &str, legal: impl Fn(&Shape) -> Option<Move>) -> Result<Move, MoveError> {
    let t = canonical(text);
    if t.is_empty() {
        return Err(MoveError::Empty);
    }
    let (body, deaths) = match t.find("(†") {
        Some(i) => {
            let inner = t[i + "(†".len()..]
                .strip_suffix(')')
                .ok_or_else(|| MoveError::Rejected(crate::t!("tribesmen-deaths-end", text = quoted(text).to_string())))?;
            let mut d = 0u64;
            for part in inner.split(',') {
                let sq = r.parse_square(part.strip_prefix('†').unwrap_or(part)).map_err(|e| MoveError::Rejected(in_move(text, e)))?;
                d |= u64::of(sq);
            }
            (&t[..i], Some(d))
        }
        None => (t.as_str(), None),
    };
    let bad = || MoveError::Rejected(crate::t!("tribesmen-not-a-move", text = quoted(text.trim()).to_string()));
    let sq = |s: &str| r.parse_square(s).map_err(|e| MoveError::Rejected(in_move(text.trim(), e)));
    let (action, from, to, count, place) = if let Some((a, rest)) = body.split_once('x') {
        let (v, list) = rest.split_once('(').ok_or_else(bad)?;
        let list = list.strip_suffix(')').ok_or_else(bad)?;
        let (from, to) = (sq(a)?, sq(v)?);
        let victim = b.cells[to];
        let spots: Vec<Square> = if list.is_empty() { Vec::new() } else { list.split(',').map(sq).collect::<Result<_, _>>()? };
        if victim.is_empty() {
            return Err(MoveError::Rejected(crate::t!("tribesmen-nothing-to-trip", square = r.square_name(to))));
        }
        if spots.len() != usize::from(victim.height()) {
            return Err(MoveError::Rejected(crate::t!("tribesmen-give-places", square = r.square_name(to), count = victim.height())));
        }
        let mut place = 0u64;
        let (s, m) = (usize::from(victim.small), usize::from(victim.medium));
        for (i, &q) in spots.iter().enumerate() {
            let d = r
                .direction(to, q)
                .ok_or_else(|| MoveError::Rejected(crate::t!("tribesmen-place-around", square = r.square_name(q), tripped = r.square_name(to))))?;
            let (l, mm, ss) = if i < s {
                (0, 0, 1)
            } else if i < s + m {
                (0, 1, 0)
            } else {
                (1, 0, 0)
            };
            place += slot_at(d, l, mm, ss);
        }
        (Action::Trip, from, to, b.height(from), place)
    } else if let Some((a, c)) = body.split_once('>') {
        let from = sq(a)?;
        (Action::Push, from, sq(c)?, b.height(from), 0)
    } else if let Some((a, c)) = body.split_once('-') {
        let digits = a.chars().take_while(|c| c.is_ascii_digit()).count();
        let from = sq(&a[digits..])?;
        let count = if digits == 0 { b.height(from) } else { a[..digits].parse::<u8>().map_err(|_| bad())? };
        (Action::Move, from, sq(c)?, count, 0)
    } else {
        return Err(bad());
    };
    let m = match legal(&(action, from, to, count, place)) {
        Some(m) => m,
        None => {
            // Illegal, or another way to the position of a listed move (equal to it).
            movegen::check(b, r, action, from, to, count, place)?;
            movegen::evaluate_one(b, r, action, from, to, count, place)
        }
    };
    if let Some(d) = deaths
        && d != m.deaths
    {
        let said: Vec<&str> = m.deaths.squares().map(|q| r.square_name(q)).collect();
        return Err(if said.is_empty() {
            MoveError::Rejected(crate::t!("tribesmen-kills-none"))
        } else {
            MoveError::Rejected(crate::t!("tribesmen-kills", squares = said.join(", ")))
        });
    }
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::GameConfig;

    #[test]
    fn places_go_king_first_then_mediums_then_larges_in_board_order() {
        let c = GameConfig::new("tribesmen");
        let d = super::super::data::load();
        let r = Rules::new(&c, &d.meta, &d).unwrap();
        let c3 = r.parse_square("c3").unwrap();
        // Directions: N 0, NE 1, E 2, SE 3, S 4, SW 5, W 6, NW 7.
        let place = slot_at(0, 1, 0, 0) | slot_at(5, 1, 1, 0) | slot_at(2, 0, 1, 1);
        let (spots, n) = places(&r, c3, place);
        let names: Vec<&str> = spots[..n].iter().map(|&q| r.square_name(q)).collect();
        assert_eq!(names, ["d3", "b2", "d3", "b2", "c4"]);
        // Board order of the neighbours is the same around every square.
        for centre in Square::all(r.squares) {
            let order: Vec<Square> = BOARD_ORDER.iter().map(|&d| r.neighbours[centre][d]).filter(|&q| q != Square::NONE).collect();
            assert!(order.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
