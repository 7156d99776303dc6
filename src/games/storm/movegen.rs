//! Move generation and attack detection.
//!
//! Moves are generated pseudo-legally per piece and filtered by "does this leave my Brain
//! attacked". Attack tests look backwards from the Brain's square through reverse tables
//! (which squares could reach it, and over which squares), so a whole piece kind or direction
//! is ruled out with one AND against the attacker's bitboards.

use super::board::Board;
use super::data::{bit, ClodRule, FuddyRule, Geometry, NONE};
use super::pieces::{kind_of, Kind};

const BRAIN: usize = Kind::Brain as usize;
const TOADY: usize = Kind::Toady as usize;
const NUMSKULL: usize = Kind::Numskull as usize;
const CLOD: usize = Kind::Clodhopper as usize;
const YAHOO: usize = Kind::Yahoo as usize;
const FUDDY: usize = Kind::FuddyDuddy as usize;
const NINNY: usize = Kind::Ninny as usize;

/// The rules a move generator needs: board geometry and the variant's piece rules.
pub struct Mover<'a> {
    pub geo: &'a Geometry,
    pub fuddy: FuddyRule,
    pub clod: ClodRule,
}

impl Mover<'_> {
    /// The squares of `by`'s pieces that attack the Brain standing on `target` (the enemy
    /// Brain's line power counts, so `target` must hold a Brain). With `ANY`, stops at the
    /// first attacker found.
    #[inline]
    pub fn attackers<const ANY: bool>(&self, b: &Board, target: usize, by: usize) -> u128 {
        let g = self.geo;
        let e = &b.bb[by];
        let mut found = 0u128;
        macro_rules! hit {
            ($m:expr) => {
                found |= $m;
                if ANY && found != 0 {
                    return found;
                }
            };
        }
        hit!(g.rev_step[target] & (e[TOADY] | e[NINNY]));

        let sliders = e[NUMSKULL] | e[BRAIN];
        let hoppers = e[CLOD];
        if g.rev_ray_any[target] & (sliders | hoppers) != 0 {
            for d in 0..8 {
                let from_here = g.rev_ray[target][d];
                if from_here & (sliders | hoppers) == 0 {
                    continue;
                }
                let screen = walk(g, b, target, d);
                if screen == NONE {
                    continue;
                }
                if from_here & sliders & bit(screen as usize) != 0 {
                    hit!(bit(screen as usize));
                    continue;
                }
                if from_here & hoppers == 0 || (self.clod == ClodRule::KoreanCannon && kind_of(b.sq[screen as usize]) == CLOD as u8) {
                    continue;
                }
                let beyond = walk(g, b, screen as usize, d);
                if beyond != NONE && from_here & hoppers & bit(beyond as usize) != 0 {
                    hit!(bit(beyond as usize));
                }
            }
        }

        // Two steps over an empty square: Fuddy-Duddy, and a Ninny charging from its enemy
        // half onto a square that is not on its own half.
        let fuddies = if self.fuddy == FuddyRule::TwoStep { e[FUDDY] } else { 0 };
        let ninnies = if g.half[by] & bit(target) == 0 { e[NINNY] & g.half[by ^ 1] } else { 0 };
        let two = fuddies | ninnies;
        if g.rev_two_mask[target] & two != 0 {
            for t in g.rev_two[target].as_slice() {
                if two & bit(t.other as usize) != 0 && b.sq[t.mid as usize] == 0 {
                    hit!(bit(t.other as usize));
                }
            }
        }

        let yahoos = e[YAHOO];
        if g.rev_yahoo_mask[target] & yahoos != 0 {
            for j in g.rev_yahoo[target].as_slice() {
                if yahoos & bit(j.other as usize) != 0 && pass_open(b, j.pass_a, j.pass_b) {
                    hit!(bit(j.other as usize));
                }
            }
        }

        if self.fuddy == FuddyRule::KoreanElephant && g.rev_elephant_mask[target] & e[FUDDY] != 0 {
            for el in g.rev_elephant[target].as_slice() {
                if e[FUDDY] & bit(el.other as usize) != 0 && b.sq[el.p1 as usize] == 0 && b.sq[el.p2 as usize] == 0 {
                    hit!(bit(el.other as usize));
                }
            }
        }
        found
    }

    #[inline]
    pub fn attacked(&self, b: &Board, target: usize, by: usize) -> bool {
        self.attackers::<true>(b, target, by) != 0
    }

    /// Calls `emit(from, to)` for every move of `me`'s pieces by their movement rules, without
    /// regard to the Brain's safety. Each (from, to) comes once.
    #[inline]
    pub fn pseudo_moves(&self, b: &Board, me: usize, mut emit: impl FnMut(usize, usize)) {
        let g = self.geo;
        let own = b.bb[me][0];
        let enemy = b.bb[me ^ 1][0];
        let enemy_half = g.half[me ^ 1];
        let mut pieces = own;
        while pieces != 0 {
            let s = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let dirs = g.dirs[s].as_slice();
            let kind = kind_of(b.sq[s]) as usize;
            match kind {
                BRAIN | TOADY | NINNY => {
                    for &d in dirs {
                        let t = g.step[s][d as usize] as usize;
                        if own & bit(t) == 0 {
                            emit(s, t);
                        }
                    }
                    if kind == NINNY && enemy_half & bit(s) != 0 {
                        for t in g.two[s].as_slice() {
                            let to = t.other as usize;
                            if b.sq[t.mid as usize] == 0 && enemy & bit(to) != 0 && enemy_half & bit(to) != 0 {
                                emit(s, to);
                            }
                        }
                    }
                }
                NUMSKULL => {
                    for &d in dirs {
                        let mut t = g.step[s][d as usize];
                        while t != NONE {
                            let x = b.sq[t as usize];
                            if x == 0 {
                                emit(s, t as usize);
                            } else {
                                if enemy & bit(t as usize) != 0 {
                                    emit(s, t as usize);
                                }
                                break;
                            }
                            t = g.step[t as usize][d as usize];
                        }
                    }
                }
                CLOD => {
                    let korean = self.clod == ClodRule::KoreanCannon;
                    for &d in dirs {
                        let d = d as usize;
                        let mut t = g.step[s][d];
                        while t != NONE && b.sq[t as usize] == 0 {
                            if !korean {
                                emit(s, t as usize);
                            }
                            t = g.step[t as usize][d];
                        }
                        if t == NONE || (korean && kind_of(b.sq[t as usize]) == CLOD as u8) {
                            continue;
                        }
                        let mut u = g.step[t as usize][d];
                        while u != NONE && b.sq[u as usize] == 0 {
                            if korean {
                                emit(s, u as usize);
                            }
                            u = g.step[u as usize][d];
                        }
                        if u != NONE && enemy & bit(u as usize) != 0 && !(korean && kind_of(b.sq[u as usize]) == CLOD as u8) {
                            emit(s, u as usize);
                        }
                    }
                }
                YAHOO => {
                    for j in g.yahoo[s].as_slice() {
                        if own & bit(j.other as usize) == 0 && pass_open(b, j.pass_a, j.pass_b) {
                            emit(s, j.other as usize);
                        }
                    }
                }
                _ => match self.fuddy {
                    FuddyRule::TwoStep => {
                        for t in g.two[s].as_slice() {
                            if b.sq[t.mid as usize] == 0 && own & bit(t.other as usize) == 0 {
                                emit(s, t.other as usize);
                            }
                        }
                        // Across the river: one step to an empty square still across it.
                        if enemy_half & bit(s) != 0 {
                            for &d in dirs {
                                let t = g.step[s][d as usize] as usize;
                                if b.sq[t] == 0 && enemy_half & bit(t) != 0 {
                                    emit(s, t);
                                }
                            }
                        }
                    }
                    FuddyRule::KoreanElephant => {
                        for el in g.elephant[s].as_slice() {
                            if b.sq[el.p1 as usize] == 0 && b.sq[el.p2 as usize] == 0 && own & bit(el.other as usize) == 0 {
                                emit(s, el.other as usize);
                            }
                        }
                    }
                },
            }
        }
    }

    /// Calls `emit(from, to)` for every move of `me` that does not leave its Brain attacked.
    #[inline]
    pub fn legal_moves(&self, b: &Board, me: usize, mut emit: impl FnMut(usize, usize)) {
        let brain = b.brain(me);
        let in_check = self.attacked(b, brain, me ^ 1);
        // A move whose squares are both outside this set cannot open or close a line to the
        // Brain, so when not in check it needs no test.
        let sensitive = self.geo.sensitive[brain];
        let mut trial = b.clone();
        self.pseudo_moves(b, me, |from, to| {
            let moves_brain = from == brain;
            if !in_check && !moves_brain && sensitive & (bit(from) | bit(to)) == 0 {
                emit(from, to);
                return;
            }
            let cap = trial.shift(from, to);
            let safe = !self.attacked(&trial, if moves_brain { to } else { brain }, me ^ 1);
            trial.unshift(from, to, cap);
            if safe {
                emit(from, to);
            }
        });
    }
}

/// The first occupied square from `s` (exclusive) in direction `d`, or NONE.
#[inline(always)]
fn walk(g: &Geometry, b: &Board, s: usize, d: usize) -> u8 {
    let mut x = g.step[s][d];
    while x != NONE && b.sq[x as usize] == 0 {
        x = g.step[x as usize][d];
    }
    x
}

/// A Yahoo passes if either of its pass squares toward the target is empty.
#[inline(always)]
fn pass_open(b: &Board, a: u8, c: u8) -> bool {
    b.sq[a as usize] == 0 || (c != NONE && b.sq[c as usize] == 0)
}
