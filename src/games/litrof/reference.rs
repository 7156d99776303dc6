//! A slow, independent reading of the rules for cross-checking the engine: coordinates in a
//! map, pieces as plain structs, colours, powers and movements hard-coded from the spec, every
//! choice enumerated by building whole boards, positions compared as text. It shares nothing
//! with the engine but the placement text it reads and writes.

use super::Rules;
use crate::core::Seat;
use std::collections::{BTreeMap, BTreeSet};

type Sq = (i32, i32);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pawn: bool,
    cap: Option<usize>,
    power: Option<usize>,
    movement: Option<usize>,
}

pub type Board = BTreeMap<Sq, Piece>;

const OWNER: [char; 6] = ['r', 'o', 'y', 'g', 'b', 'p'];
const POWER: [char; 6] = ['S', 'T', 'L', 'D', 'I', 'V'];
const MOVE: [char; 6] = ['R', 'Q', 'B', 'C', 'N', 'M'];
const SERGEANT: usize = 0;
const TRAPPER: usize = 1;
const LEAPER: usize = 2;
const DIPLOMAT: usize = 3;
const ICEBOX: usize = 4;
const VAMPIRE: usize = 5;

pub struct Reference {
    /// Colour of seat 0 and seat 1.
    pub colours: [usize; 2],
    pub rules: Rules,
}

fn exists((f, r): Sq) -> bool {
    ((0..5).contains(&f) && (1..=8).contains(&r)) || (f == 2 && (r == 0 || r == 9))
}

fn in_area((_, r): Sq) -> bool {
    (1..=8).contains(&r)
}

fn chamber(seat: Seat) -> Sq {
    if seat == Seat::FIRST { (2, 0) } else { (2, 9) }
}

fn name((f, r): Sq) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r)
}

fn adjacent(a: Sq, b: Sq) -> bool {
    a != b && (a.0 - b.0).abs() <= 1 && (a.1 - b.1).abs() <= 1
}

fn around(s: Sq) -> Vec<Sq> {
    let mut v = Vec::new();
    for dx in -1..=1 {
        for dy in -1..=1 {
            let t = (s.0 + dx, s.1 + dy);
            if (dx, dy) != (0, 0) && exists(t) {
                v.push(t);
            }
        }
    }
    v
}

pub fn parse(text: &str) -> BTreeMap<String, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (a, b) = s.split_once(' ').unwrap();
            (a.to_string(), b.to_string())
        })
        .collect()
}

impl Reference {
    fn seat_of_colour(&self, c: usize) -> Option<Seat> {
        self.colours.iter().position(|&x| x == c).map(Seat::new)
    }

    fn owner(&self, p: &Piece) -> Option<Seat> {
        if p.pawn { self.seat_of_colour(p.power.unwrap()) } else { p.cap.and_then(|c| self.seat_of_colour(c)) }
    }

    fn is_enemy(&self, p: &Piece, me: Seat) -> bool {
        self.owner(p) == Some(me.other())
    }

    fn is_neutral(p: &Piece) -> bool {
        !p.pawn && p.cap.is_none()
    }

    pub fn board(&self, placement: &str) -> Board {
        let mut b = Board::new();
        for (sq, code) in parse(placement) {
            let f = sq.as_bytes()[0] as i32 - 'a' as i32;
            let r: i32 = sq[1..].parse().unwrap();
            let mut ch = code.chars();
            let o = ch.next().unwrap();
            let rest: Vec<char> = ch.collect();
            let colour = OWNER.iter().position(|&x| x == o);
            let p = if rest == ['P'] {
                Piece { pawn: true, cap: None, power: colour, movement: None }
            } else {
                Piece {
                    pawn: false,
                    cap: colour,
                    power: rest.iter().find_map(|c| POWER.iter().position(|x| x == c)),
                    movement: rest.iter().find_map(|c| MOVE.iter().position(|x| x == c)),
                }
            };
            b.insert((f, r), p);
        }
        b
    }

    pub fn text(&self, b: &Board) -> String {
        let mut items: Vec<((i32, i32), String)> = b
            .iter()
            .map(|(&(f, r), p)| {
                let owner = if p.pawn { OWNER[p.power.unwrap()] } else { p.cap.map_or('n', |c| OWNER[c]) };
                let mut code = String::from(owner);
                if p.pawn {
                    code.push('P');
                } else {
                    if let Some(x) = p.power {
                        code.push(POWER[x]);
                    }
                    if let Some(x) = p.movement {
                        code.push(MOVE[x]);
                    }
                }
                ((r, f), format!("{} {}", name((f, r)), code))
            })
            .collect();
        items.sort();
        items.into_iter().map(|(_, s)| s).collect::<Vec<_>>().join(", ")
    }

    fn frozen(&self, b: &Board, s: Sq) -> bool {
        let me = &b[&s];
        around(s).into_iter().any(|n| match b.get(&n) {
            Some(p) if !p.pawn && p.power == Some(ICEBOX) => match self.owner(p) {
                None => true,
                Some(o) => self.owner(me) != Some(o),
            },
            _ => false,
        })
    }

    fn capped(&self, b: &Board, seat: Seat) -> usize {
        b.values().filter(|p| !p.pawn && p.cap.is_some() && self.owner(p) == Some(seat)).count()
    }

    /// Ways the piece on `from` can end its leg: (square, pieces captured on the way).
    fn legs(&self, b: &Board, from: Sq, me: Seat) -> Vec<(Sq, Vec<Sq>)> {
        let p = &b[&from];
        let fwd = if me == Seat::FIRST { 1 } else { -1 };
        let mut out = Vec::new();
        let can_take_by_landing = |q: &Piece| -> bool {
            if p.pawn {
                return false;
            }
            match p.power {
                Some(SERGEANT) => self.owner(q) != Some(me),
                None => self.is_enemy(q, me) && (q.pawn || q.power == Some(SERGEANT)),
                _ => false,
            }
        };
        let can_jump = |q: &Piece| -> bool {
            match p.power {
                Some(LEAPER) => p.movement.is_some() && self.owner(q) != Some(me),
                None => self.is_enemy(q, me) && !q.pawn && q.power == Some(LEAPER),
                _ => false,
            }
        };
        if p.pawn {
            for dx in [-1, 1] {
                let t = (from.0 + dx, from.1 + fwd);
                if exists(t) && !b.contains_key(&t) {
                    out.push((t, vec![]));
                }
            }
            let t = (from.0, from.1 + fwd);
            if let Some(q) = b.get(&t)
                && (self.is_enemy(q, me) || (Self::is_neutral(q) && self.rules.pawn_captures_neutral))
            {
                out.push((t, vec![t]));
            }
            return out;
        }
        let Some(m) = p.movement else {
            for (dx, dy) in [(0, fwd), (-1, 0), (1, 0)] {
                let t = (from.0 + dx, from.1 + dy);
                if !exists(t) {
                    continue;
                }
                match b.get(&t) {
                    None => out.push((t, vec![])),
                    Some(q) if can_take_by_landing(q) => out.push((t, vec![t])),
                    _ => {}
                }
            }
            return out;
        };
        let rook = [0, 1, 5].contains(&m);
        let bishop = [1, 2, 3].contains(&m);
        let knight = [3, 4, 5].contains(&m);
        let mut dirs = Vec::new();
        if rook {
            dirs.extend([(1, 0), (-1, 0), (0, 1), (0, -1)]);
        }
        if bishop {
            dirs.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
        }
        for (dx, dy) in dirs {
            let mut t = (from.0 + dx, from.1 + dy);
            while exists(t) && !b.contains_key(&t) {
                out.push((t, vec![]));
                t = (t.0 + dx, t.1 + dy);
            }
            if !exists(t) {
                continue;
            }
            let q = &b[&t];
            if can_take_by_landing(q) {
                out.push((t, vec![t]));
                continue;
            }
            let mut jumped = Vec::new();
            while exists(t) && b.get(&t).is_some_and(&can_jump) {
                jumped.push(t);
                t = (t.0 + dx, t.1 + dy);
            }
            if !jumped.is_empty() && exists(t) && !b.contains_key(&t) {
                out.push((t, jumped));
            }
        }
        if knight {
            for (dx, dy) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                let t = (from.0 + dx, from.1 + dy);
                if !exists(t) {
                    continue;
                }
                let mut caps = Vec::new();
                match b.get(&t) {
                    None => {}
                    Some(q) if can_take_by_landing(q) => caps.push(t),
                    _ => continue,
                }
                let leg = if dx.abs() == 2 { (from.0 + dx / 2, from.1) } else { (from.0, from.1 + dy / 2) };
                if b.get(&leg).is_some_and(&can_jump) {
                    if self.rules.optional_effects {
                        out.push((t, caps.clone()));
                    }
                    caps.push(leg);
                }
                out.push((t, caps));
            }
        }
        out
    }

    /// Every board after the piece on `at` (which came from `came`) uses its power.
    fn act(&self, b: &Board, at: Sq, came: Sq, me: Seat) -> Vec<Board> {
        let p = b[&at].clone();
        if p.pawn {
            return vec![b.clone()];
        }
        let reach = |n: Sq| adjacent(at, n) && !(self.rules.newly_adjacent && adjacent(came, n));
        let mut hits: Vec<Sq> = Vec::new();
        let mut decap = false;
        match p.power {
            Some(TRAPPER) | None => {
                for (dx, dy) in [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)] {
                    let v = (at.0 + dx, at.1 + dy);
                    let a = (at.0 + 2 * dx, at.1 + 2 * dy);
                    let (Some(victim), Some(anvil)) = (b.get(&v), b.get(&a)) else { continue };
                    let victim_ok = if p.power.is_none() {
                        self.is_enemy(victim, me) && !victim.pawn && victim.power == Some(TRAPPER)
                    } else {
                        self.owner(victim) != Some(me)
                    };
                    if victim_ok && !self.is_enemy(anvil, me) {
                        hits.push(v);
                    }
                }
            }
            Some(DIPLOMAT) => {
                decap = true;
                hits = b.iter().filter(|(s, q)| reach(**s) && !q.pawn && self.is_enemy(q, me)).map(|(s, _)| *s).collect();
            }
            Some(VAMPIRE) => {
                hits = b.iter().filter(|(s, q)| reach(**s) && q.pawn && self.is_enemy(q, me)).map(|(s, _)| *s).collect();
            }
            _ => {}
        }
        let mut applied = b.clone();
        for s in &hits {
            if decap {
                let q = applied.get_mut(s).unwrap();
                q.cap = None;
                if q.power.is_none() || q.movement.is_none() {
                    applied.remove(s);
                }
            } else {
                applied.remove(s);
            }
        }
        let mut bases = vec![applied];
        if self.rules.optional_effects && !hits.is_empty() {
            bases.push(b.clone());
        }
        if p.power != Some(VAMPIRE) {
            return bases;
        }
        let mut out = Vec::new();
        for base in bases {
            out.push(base.clone());
            for (s, q) in &base {
                if !reach(*s) || q.pawn || self.owner(q) == Some(me) {
                    continue;
                }
                for medium in [true, false] {
                    let taken = if medium { q.power } else { q.movement };
                    let Some(taken) = taken else { continue };
                    let mut v = p.clone();
                    if medium {
                        v.power = Some(taken);
                    } else {
                        v.movement = Some(taken);
                    }
                    let cols: Vec<usize> = [v.cap, v.power, v.movement].into_iter().flatten().collect();
                    if cols.iter().collect::<BTreeSet<_>>().len() != cols.len() {
                        continue;
                    }
                    let mut nb = base.clone();
                    let mut w = q.clone();
                    if medium {
                        w.power = None;
                    } else {
                        w.movement = None;
                    }
                    if [w.cap, w.power, w.movement].iter().flatten().count() <= 1 {
                        nb.remove(s);
                    } else {
                        nb.insert(*s, w);
                    }
                    nb.insert(at, v);
                    out.push(nb);
                }
            }
        }
        out
    }

    /// The distinct boards one legal move can leave (empty when the game is over or stuck).
    pub fn children(&self, b: &Board, me: Seat) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        if self.capped(b, Seat::FIRST) <= 2 || self.capped(b, Seat::SECOND) <= 2 {
            return out;
        }
        for (&from, p) in b {
            let mine = self.owner(p) == Some(me) || Self::is_neutral(p);
            if !mine || self.frozen(b, from) {
                continue;
            }
            for (to, caps) in self.legs(b, from, me) {
                if to == chamber(me) {
                    continue;
                }
                let mut b1 = b.clone();
                b1.remove(&from);
                for c in &caps {
                    b1.remove(c);
                }
                b1.insert(to, p.clone());
                for b2 in self.act(&b1, to, from, me) {
                    if to != chamber(me.other()) {
                        out.insert(self.text(&b2));
                        continue;
                    }
                    let mut b2 = b2;
                    let piece = b2.remove(&to).unwrap();
                    for f in 0..5 {
                        for r in 1..=8 {
                            let land = (f, r);
                            if !in_area(land) || b2.contains_key(&land) {
                                continue;
                            }
                            let mut b3 = b2.clone();
                            b3.insert(land, piece.clone());
                            for b4 in self.act(&b3, land, to, me) {
                                out.insert(self.text(&b4));
                            }
                        }
                    }
                }
            }
        }
        out
    }

    pub fn perft(&self, b: &Board, me: Seat, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children(b, me).iter().map(|c| self.perft(&self.board(c), me.other(), depth - 1)).sum()
    }
}
