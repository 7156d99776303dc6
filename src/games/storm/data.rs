//! The game's RON data (`assets/games/storm.ron`) and the tables derived from it once per game:
//! arrows, neighbours, leaper patterns and their reverse lookups for attack tests.

use super::pieces::Kind;
use crate::core::bits::{Bits, Square};
use crate::core::geometry::{parse_square, square_name};
use crate::core::{Dir8, MetaData, Seat};
use serde::Deserialize;
use std::collections::BTreeMap;

pub const FILES: usize = 9;
pub const RANKS: usize = 10;
pub const SQUARES: usize = FILES * RANKS;

/// Whether direction `d` (N NE E SE S SW W NW) runs toward higher square numbers, so the
/// nearest square of a set along it is the lowest bit rather than the highest.
#[inline(always)]
pub fn ascending(d: usize) -> bool {
    d < 3 || d == 7
}

/// Which Fuddy-Duddy rule a variant uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum FuddyRule {
    /// Exactly two steps, first square empty; one step to an empty square on the enemy half.
    TwoStep,
    /// One step, then two steps turned 45° outward, both squares passed over empty.
    KoreanElephant,
}

/// Which Clodhopper rule a variant uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum ClodRule {
    /// Slides like a Numskull; captures by hopping over one piece.
    Cannon,
    /// Moves and captures only by hopping, never over or onto a Clodhopper.
    KoreanCannon,
}

#[derive(Clone, Debug, Deserialize)]
pub struct VariantData {
    pub fuddy_duddy: FuddyRule,
    pub clodhopper: ClodRule,
    /// Piece name → squares, for each side.
    pub red: BTreeMap<String, Vec<String>>,
    pub blue: BTreeMap<String, Vec<String>>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct StormData {
    pub meta: MetaData,
    pub arrows: Vec<String>,
    pub river_after_rank: usize,
    pub towers: Vec<(String, String)>,
    pub values: BTreeMap<String, i32>,
    pub ninny_across_river: i32,
    pub variants: BTreeMap<String, VariantData>,
}

pub fn load() -> StormData {
    crate::core::assets::load("games/storm.ron")
}

pub fn sq(file: usize, rank: usize) -> usize {
    rank * FILES + file
}
pub fn file_of(s: usize) -> usize {
    s % FILES
}
pub fn rank_of(s: usize) -> usize {
    s / FILES
}
pub fn name(s: usize) -> String {
    square_name(file_of(s) as i32, rank_of(s) as i32)
}
pub fn parse(text: &str) -> Option<usize> {
    let (f, r) = parse_square(text)?;
    ((0..FILES as i32).contains(&f) && (0..RANKS as i32).contains(&r)).then(|| sq(f as usize, r as usize))
}
/// `1 << s`, from a table: a variable shift of a u128 takes several instructions, and move
/// generation and attack tests take many bits. It is the table `Bits::of` reads for `Square`s:
/// with a second copy of it here, the hot loops loaded both and ran some 3% more instructions.
#[inline(always)]
pub fn bit(s: usize) -> u128 {
    u128::of_index(s)
}

/// Up to `N` entries of a fixed-size list, so the tables need no pointer chasing.
#[derive(Clone, Copy, Debug)]
pub struct List<T: Copy + Default, const N: usize> {
    pub len: u8,
    pub items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for List<T, N> {
    fn default() -> Self {
        List { len: 0, items: [T::default(); N] }
    }
}

impl<T: Copy + Default, const N: usize> List<T, N> {
    pub fn push(&mut self, t: T) {
        self.items[self.len as usize] = t;
        self.len += 1;
    }
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

/// A two-step line: the square passed over and the square reached (Fuddy-Duddy, Ninny charge).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Two {
    pub other: Square,
    pub mid: Square,
}

/// A Yahoo jump: the far square and the one or two pass squares that lead there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Jump {
    pub other: Square,
    pub pass_a: Square,
    /// `Square::NONE` when only one pass square leads there.
    pub pass_b: Square,
}

/// A Korean elephant line: the two squares passed over and the far square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Elephant {
    pub other: Square,
    pub p1: Square,
    pub p2: Square,
}

/// Everything derived from the board data. "Forward" tables list where a piece on a square can
/// go; "reverse" tables list from where a piece could reach a square (for attack tests).
pub struct Geometry {
    pub arrows: [u8; SQUARES],
    /// Neighbour in each direction, or `Square::NONE`.
    pub step: [[Square; 8]; SQUARES],
    /// The squares from this one (not included) to the edge in each direction, whatever the
    /// arrows: the first piece along a line is one bit scan of this and the occupancy.
    pub ray: [[u128; 8]; SQUARES],
    /// `line[s][t]`: the bit of the direction from `s` to `t` if `t` is on one of the eight
    /// lines from `s`, else 0.
    pub line: [[u8; SQUARES]; SQUARES],
    /// Squares whose contents can change whether a leaper (Yahoo, Fuddy-Duddy, Ninny charge,
    /// elephant) attacks this square: the leapers' squares and the squares they pass over.
    pub near: [u128; SQUARES],
    /// The arrow directions of each square, as direction indices.
    pub dirs: [List<u8, 8>; SQUARES],
    pub tower: [Option<Seat>; SQUARES],
    /// Squares of each side's own half.
    pub half: [u128; 2],
    /// Squares X with an arrow from X one step onto this square.
    pub rev_step: [u128; SQUARES],
    /// Squares X on the ray from this square in direction d whose arrow points back (toward
    /// this square): the only places a slider or hopper can attack it from along that ray.
    pub rev_ray: [[u128; 8]; SQUARES],
    pub rev_ray_any: [u128; SQUARES],
    pub two: [List<Two, 8>; SQUARES],
    pub rev_two: [List<Two, 8>; SQUARES],
    pub rev_two_mask: [u128; SQUARES],
    pub yahoo: [List<Jump, 8>; SQUARES],
    pub rev_yahoo: [List<Jump, 8>; SQUARES],
    pub rev_yahoo_mask: [u128; SQUARES],
    pub elephant: [List<Elephant, 16>; SQUARES],
    pub rev_elephant: [List<Elephant, 16>; SQUARES],
    pub rev_elephant_mask: [u128; SQUARES],
    /// Squares whose contents can change whether a Brain on this square is attacked, apart from
    /// the attackers' own squares: its rays to the edge and everything within two steps.
    pub sensitive: [u128; SQUARES],
}

/// A word of an arrow cell that names no direction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown direction '{direction}' in arrow cell '{cell}'")]
pub struct UnknownDirection {
    pub direction: String,
    pub cell: String,
}

pub fn parse_arrows(cell: &str) -> Result<u8, UnknownDirection> {
    let cell = cell.trim();
    if cell == "all" {
        return Ok(0xFF);
    }
    let mut mask = 0u8;
    for w in cell.split_whitespace() {
        let d = Dir8::parse(w).ok_or_else(|| UnknownDirection { direction: w.to_string(), cell: cell.to_string() })?;
        mask |= d.bit();
    }
    Ok(mask)
}

fn neighbour(s: usize, d: usize) -> Option<Square> {
    let (dx, dy) = Dir8::from_index(d).delta();
    let f = file_of(s) as i32 + dx;
    let r = rank_of(s) as i32 + dy;
    ((0..FILES as i32).contains(&f) && (0..RANKS as i32).contains(&r)).then(|| Square::new(sq(f as usize, r as usize)))
}

impl Geometry {
    pub fn build(data: &StormData) -> Result<Box<Geometry>, String> {
        if data.arrows.len() != RANKS {
            return Err(format!("arrow map has {} ranks, expected {RANKS}", data.arrows.len()));
        }
        let mut g = Box::new(Geometry {
            arrows: [0; SQUARES],
            step: [[Square::NONE; 8]; SQUARES],
            ray: [[0; 8]; SQUARES],
            line: [[0; SQUARES]; SQUARES],
            near: [0; SQUARES],
            dirs: [List::default(); SQUARES],
            tower: [None; SQUARES],
            half: [0; 2],
            rev_step: [0; SQUARES],
            rev_ray: [[0; 8]; SQUARES],
            rev_ray_any: [0; SQUARES],
            two: [List::default(); SQUARES],
            rev_two: [List::default(); SQUARES],
            rev_two_mask: [0; SQUARES],
            yahoo: [List::default(); SQUARES],
            rev_yahoo: [List::default(); SQUARES],
            rev_yahoo_mask: [0; SQUARES],
            elephant: [List::default(); SQUARES],
            rev_elephant: [List::default(); SQUARES],
            rev_elephant_mask: [0; SQUARES],
            sensitive: [0; SQUARES],
        });
        for (row, line) in data.arrows.iter().enumerate() {
            let rank = RANKS - 1 - row;
            let cells: Vec<&str> = line.split('|').collect();
            if cells.len() != FILES {
                return Err(format!("arrow row for rank {} has {} cells, expected {FILES}", rank + 1, cells.len()));
            }
            for (file, cell) in cells.iter().enumerate() {
                g.arrows[sq(file, rank)] = parse_arrows(cell).map_err(|e| format!("rank {}: {e}", rank + 1))?;
            }
        }
        for s in 0..SQUARES {
            for d in 0..8 {
                if let Some(t) = neighbour(s, d) {
                    g.step[s][d] = t;
                }
                if g.arrows[s] & (1 << d) != 0 {
                    if !g.step[s][d].is_some() {
                        return Err(format!("arrow {} on {} points off the board", Dir8::from_index(d).name(), name(s)));
                    }
                    g.dirs[s].push(d as u8);
                }
            }
        }
        if data.river_after_rank == 0 || data.river_after_rank >= RANKS {
            return Err(format!("river_after_rank {} is not inside the board", data.river_after_rank));
        }
        for s in 0..SQUARES {
            let side = if rank_of(s) >= data.river_after_rank { Seat::SECOND } else { Seat::FIRST };
            g.half[side] |= bit(s);
        }
        if data.towers.len() != 2 {
            return Err(format!("expected two towers, found {}", data.towers.len()));
        }
        for (seat, (a, b)) in Seat::all(2).zip(&data.towers) {
            let (a, b) = (parse(a).ok_or(format!("bad tower corner {a}"))?, parse(b).ok_or(format!("bad tower corner {b}"))?);
            for f in file_of(a).min(file_of(b))..=file_of(a).max(file_of(b)) {
                for r in rank_of(a).min(rank_of(b))..=rank_of(a).max(rank_of(b)) {
                    g.tower[sq(f, r)] = Some(seat);
                }
            }
        }
        g.derive();
        Ok(g)
    }

    fn derive(&mut self) {
        for s in 0..SQUARES {
            for d in 0..8 {
                let mut x = self.step[s][d];
                while x.is_some() {
                    self.ray[s][d] |= u128::of(x);
                    self.line[s][x] = 1 << d;
                    x = self.step[x][d];
                }
            }
        }
        for s in Square::all(SQUARES) {
            for &d in self.dirs[s].as_slice() {
                let d = usize::from(d);
                let t = self.step[s][d];
                self.rev_step[t] |= u128::of(s);
                // Rays: every square from s along d can be attacked from s.
                let mut x = t;
                while x.is_some() {
                    self.rev_ray[x][d ^ 4] |= u128::of(s);
                    self.rev_ray_any[x] |= u128::of(s);
                    x = self.step[x][d];
                }
                let u = self.step[t][d];
                if u.is_some() {
                    self.two[s].push(Two { other: u, mid: t });
                    self.rev_two[u].push(Two { other: s, mid: t });
                    self.rev_two_mask[u] |= u128::of(s);
                }
                // Yahoo and elephant: turn 45° either way after the first step.
                for turn in [1usize, 7] {
                    let e = (d + turn) & 7;
                    let u = self.step[t][e];
                    if u.is_some() {
                        let fwd = &mut self.yahoo[s];
                        match fwd.as_slice().iter().position(|j| j.other == u) {
                            Some(i) => fwd.items[i].pass_b = t,
                            None => fwd.push(Jump { other: u, pass_a: t, pass_b: Square::NONE }),
                        }
                        let rev = &mut self.rev_yahoo[u];
                        match rev.as_slice().iter().position(|j| j.other == s) {
                            Some(i) => rev.items[i].pass_b = t,
                            None => rev.push(Jump { other: s, pass_a: t, pass_b: Square::NONE }),
                        }
                        self.rev_yahoo_mask[u] |= u128::of(s);
                        let v = self.step[u][e];
                        if v.is_some() {
                            self.elephant[s].push(Elephant { other: v, p1: t, p2: u });
                            self.rev_elephant[v].push(Elephant { other: s, p1: t, p2: u });
                            self.rev_elephant_mask[v] |= u128::of(s);
                        }
                    }
                }
            }
        }
        for s in 0..SQUARES {
            for t in self.rev_two[s].as_slice() {
                self.near[s] |= u128::of(t.other) | u128::of(t.mid);
            }
            for j in self.rev_yahoo[s].as_slice() {
                self.near[s] |= u128::of(j.other) | u128::of(j.pass_a);
                if j.pass_b.is_some() {
                    self.near[s] |= u128::of(j.pass_b);
                }
            }
            for el in self.rev_elephant[s].as_slice() {
                self.near[s] |= u128::of(el.other) | u128::of(el.p1) | u128::of(el.p2);
            }
        }
        for s in 0..SQUARES {
            let mut m = 0u128;
            for d in 0..8 {
                let mut x = self.step[s][d];
                let mut n = 1;
                while x.is_some() {
                    m |= u128::of(x);
                    // The whole 5x5 box around s counts: leapers' pass squares lie there.
                    if n == 1 {
                        for y in self.step[x].into_iter().filter(|y| y.is_some()) {
                            m |= u128::of(y);
                        }
                    }
                    x = self.step[x][d];
                    n += 1;
                }
            }
            self.sensitive[s] = m & !bit(s);
        }
    }

    /// The river runs along the north edge of `s`.
    pub fn river_north(&self, s: usize) -> bool {
        let n = self.step[s][0];
        n.is_some() && self.half[Seat::FIRST] & bit(s) != 0 && self.half[Seat::SECOND].has(n)
    }
}

/// A side's setup as (kind, square) pairs, checked.
pub fn setup_side(list: &BTreeMap<String, Vec<String>>) -> Result<Vec<(Kind, usize)>, String> {
    let mut out = Vec::new();
    for (piece, squares) in list {
        let kind = Kind::from_name(piece).ok_or_else(|| format!("unknown piece '{piece}' in setup"))?;
        for s in squares {
            out.push((kind, parse(s).ok_or_else(|| format!("bad square '{s}' in setup"))?));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_cells_parse_and_bad_maps_are_refused() {
        assert_eq!(parse_arrows("all"), Ok(0xFF));
        assert_eq!(parse_arrows(" N  SW "), Ok(Dir8::N.bit() | Dir8::SW.bit()));
        assert_eq!(parse_arrows("N UP"), Err(UnknownDirection { direction: "UP".into(), cell: "N UP".into() }));
        assert!(parse_arrows("N UP").unwrap_err().to_string().contains("unknown direction 'UP'"));
        let mut d = load();
        d.arrows[9] = d.arrows[9].replacen("N E", "N E W", 1);
        assert!(Geometry::build(&d).err().unwrap().contains("W on a1 points off the board"));
        let mut d = load();
        d.arrows.pop();
        assert!(Geometry::build(&d).is_err());
    }

    #[test]
    fn yahoo_targets_reached_two_ways_are_listed_once_with_both_pass_squares() {
        let g = Geometry::build(&load()).unwrap();
        let b1 = parse("b1").unwrap();
        let c3 = Square::new(parse("c3").unwrap());
        let jump = g.yahoo[b1].as_slice().iter().find(|j| j.other == c3).copied().unwrap();
        let passes = [jump.pass_a, jump.pass_b].map(|p| name(p.index()));
        assert!(passes.contains(&"b2".to_string()) && passes.contains(&"c2".to_string()));
        assert_eq!(g.yahoo[b1].len, 3);
        // The reverse table says the same from the target's side.
        assert!(g.rev_yahoo[c3].as_slice().iter().any(|j| j.other.index() == b1 && j.pass_b.is_some()));
    }

    #[test]
    fn rays_run_to_the_edge_and_ascend_as_the_square_numbers_do() {
        let g = Geometry::build(&load()).unwrap();
        let e5 = parse("e5").unwrap();
        let names = |m: u128| (0..SQUARES).filter(|&x| m & bit(x) != 0).map(name).collect::<Vec<_>>();
        assert_eq!(names(g.ray[e5][Dir8::N.index()]), ["e6", "e7", "e8", "e9", "e10"]);
        assert_eq!(names(g.ray[e5][Dir8::SW.index()]), ["a1", "b2", "c3", "d4"]);
        assert_eq!(g.ray[parse("a1").unwrap()][Dir8::W.index()], 0);
        for s in 0..SQUARES {
            for d in 0..8 {
                let n = g.step[s][d];
                if n.is_some() {
                    assert_eq!(ascending(d), n.index() > s, "{} {d}", name(s));
                }
            }
        }
    }

    #[test]
    fn sensitive_squares_cover_rays_and_the_near_box() {
        let g = Geometry::build(&load()).unwrap();
        let e1 = parse("e1").unwrap();
        for s in ["e10", "a1", "i1", "a5", "i5", "c3", "g3", "d2"] {
            assert!(g.sensitive[e1] & bit(parse(s).unwrap()) != 0, "{s}");
        }
        assert_eq!(g.sensitive[e1] & bit(e1), 0);
        assert_eq!(g.sensitive[e1] & bit(parse("b3").unwrap()), 0);
    }
}
