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
        let mut pieces = b.bb[me][0];
        while pieces != 0 {
            let s = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            self.piece_moves(b, me, s, &mut emit);
        }
    }

    /// `pseudo_moves` of the one piece of `me` on `s`. There are at most `move_bound` of them.
    #[inline(always)]
    pub fn piece_moves(&self, b: &Board, me: usize, s: usize, mut emit: impl FnMut(usize, usize)) {
        let g = self.geo;
        let own = b.bb[me][0];
        let enemy = b.bb[me ^ 1][0];
        let enemy_half = g.half[me ^ 1];
        {
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

    /// The most moves `piece_moves` can give a piece of kind `kind` on `s`, on any board: each
    /// target is a different square of the piece's lines, steps and jumps from `s`.
    pub fn move_bound(&self, kind: usize, s: usize) -> u32 {
        let g = self.geo;
        let dirs = g.dirs[s].as_slice().len() as u32;
        let two = g.two[s].as_slice().len() as u32;
        let ray = || {
            let mut n = 0;
            for &d in g.dirs[s].as_slice() {
                let mut t = g.step[s][d as usize];
                while t != NONE {
                    n += 1;
                    t = g.step[t as usize][d as usize];
                }
            }
            n
        };
        match kind {
            BRAIN | TOADY => dirs,
            NINNY => dirs + two,
            NUMSKULL | CLOD => ray(),
            YAHOO => g.yahoo[s].as_slice().len() as u32,
            FUDDY => match self.fuddy {
                FuddyRule::TwoStep => two + dirs,
                FuddyRule::KoreanElephant => g.elephant[s].as_slice().len() as u32,
            },
            _ => 0,
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

#[cfg(test)]
mod tests {
    //! Hand-made positions. Unless a test says otherwise the Brains stand on f1 and d10, where
    //! neither sees the other, and Red is to move.
    use crate::games::storm::testutil::*;

    #[test]
    fn yahoo_jumps_through_an_empty_pass_square_turning_outward() {
        let p = pos("red: Bf1 Yb1; blue: Bd10");
        assert_eq!(targets(&p, "b1"), names(&["a3", "c3", "d2"]));
        // In the open: the eight knight squares, never two steps straight, never adjacent.
        let p = pos("red: Bf1 Ye5; blue: Bd10");
        assert_eq!(targets(&p, "e5"), names(&["c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"]));
    }

    #[test]
    fn yahoo_blocked_pass_square() {
        // b2 blocked: c3 and a3 are still reached through c2 and a2.
        assert_eq!(targets(&pos("red: Bf1 Yb1 Ib2; blue: Bd10"), "b1"), names(&["a3", "c3", "d2"]));
        // b2 and c2 blocked: only a3 (through a2) is left.
        assert_eq!(targets(&pos("red: Bf1 Yb1 Ib2; blue: Bd10 Ic2"), "b1"), names(&["a3"]));
        // a2 blocked: a3 through b2, whose own arrows (N E SW) do not matter.
        assert_eq!(targets(&pos("red: Bf1 Yb1 Ia2; blue: Bd10"), "b1"), names(&["a3", "c3", "d2"]));
        // a2 and b2 blocked: a3 is unreachable.
        assert_eq!(targets(&pos("red: Bf1 Yb1 Ia2 Ib2; blue: Bd10"), "b1"), names(&["c3", "d2"]));
    }

    #[test]
    fn yahoo_has_one_move_per_target_and_captures_but_not_own_pieces() {
        let p = pos("red: Bf1 Yb1 Ia3; blue: Bd10 Ic3");
        let mut moves = Vec::new();
        p.legal(&mut moves);
        let to_c3 = moves.iter().filter(|m| m.from as usize == sq("b1") && m.to as usize == sq("c3")).count();
        assert_eq!(to_c3, 1, "c3 is reached through b2 and c2 but is one move");
        assert_eq!(targets(&p, "b1"), names(&["c3", "d2"]));
        assert_eq!(p.write_move(mv(&p, "Yb1xc3")), "Yb1xc3");
    }

    #[test]
    fn numskull_slides_and_stops_at_the_first_piece() {
        // b3 shows N E S W.
        let p = pos("red: Bf1 Nb3 Ib6; blue: Bd10 Ie3");
        assert_eq!(targets(&p, "b3"), names(&["a3", "b1", "b2", "b4", "b5", "c3", "d3", "e3"]));
    }

    #[test]
    fn clodhopper_captures_over_one_screen_of_either_side_with_gaps() {
        // Own screen on b5, empty b4 b6 b7, enemy on b8.
        let p = pos("red: Bf1 Cb3 Ib5; blue: Bd10 Yb8");
        assert!(targets(&p, "b3").contains(&"b8".to_string()));
        assert!(targets(&p, "b3").contains(&"b4".to_string()));
        assert!(!targets(&p, "b3").iter().any(|t| t == "b6" || t == "b7" || t == "b5"));
        // Enemy screen: same capture, and the screen itself cannot be taken.
        let p = pos("red: Bf1 Cb3; blue: Bd10 Ib5 Yb8");
        let t = targets(&p, "b3");
        assert!(t.contains(&"b8".to_string()) && !t.contains(&"b5".to_string()));
        // Two pieces in between: no capture beyond; the second piece is an own piece here.
        let p = pos("red: Bf1 Cb3 Ib5 Ib6; blue: Bd10 Yb8");
        assert!(!targets(&p, "b3").iter().any(|t| t == "b8" || t == "b6"));
        // No screen: no capture.
        let p = pos("red: Bf1 Cb3; blue: Bd10 Yb8");
        assert!(!targets(&p, "b3").contains(&"b8".to_string()));
        assert!(targets(&p, "b3").contains(&"b7".to_string()));
    }

    #[test]
    fn fuddy_duddy_two_steps_over_an_empty_square() {
        // c1 shows NE E W NW.
        assert_eq!(targets(&pos("red: Bf1 Fc1; blue: Bd10"), "c1"), names(&["a1", "a3", "e1", "e3"]));
        // First square occupied: that line is closed; captures on the second square.
        assert_eq!(targets(&pos("red: Bf1 Fc1 Id2; blue: Bd10"), "c1"), names(&["a1", "a3", "e1"]));
        assert_eq!(targets(&pos("red: Bf1 Fc1 Yb1; blue: Bd10 Ie3"), "c1"), names(&["a3", "e1", "e3"]));
        // On its own half it has no one-step move (e5 shows all eight arrows).
        assert_eq!(targets(&pos("red: Bf1 Fe5; blue: Bd10"), "e5"), names(&["c3", "c5", "c7", "e3", "e7", "g3", "g5", "g7"]));
    }

    #[test]
    fn fuddy_duddy_across_the_river_steps_once_to_empty_squares_not_back() {
        let p = pos("red: Bf1 Fe6; blue: Bd10 Ie7 If6");
        // Two steps: N and E are blocked by e7 and f6; S, SE, SW cross back over the river.
        // One step: f7, d6, d7 (empty, still across); not e7 or f6 (no one-step capture), not
        // f5, e5, d5 (back across the river).
        assert_eq!(targets(&p, "e6"), names(&["c4", "c6", "c8", "e4", "g4", "g8", "f7", "d6", "d7"]));
    }

    #[test]
    fn ninny_steps_every_arrow_way_and_charges_only_across_the_river() {
        // e6 (Blue's half) shows all eight arrows. Charges: e8 over e7, g8 over f7; not the
        // empty c6, not e4 on its own half.
        let p = pos("red: Bf1 Ie6; blue: Bd10 Ye8 Yg8 Ie4");
        assert_eq!(targets(&p, "e6"), names(&["d5", "d6", "d7", "e5", "e7", "f5", "f6", "f7", "e8", "g8"]));
        // Charge over an occupied square: no.
        let p = pos("red: Bf1 Ie6 Ie7; blue: Bd10 Ye8");
        assert!(!targets(&p, "e6").contains(&"e8".to_string()));
        // On its own half: one step only (e5 shows all eight; backwards too).
        let p = pos("red: Bf1 Ie5; blue: Bd10 Ye7");
        assert_eq!(targets(&p, "e5"), names(&["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]));
        // b6 shows only N: a Ninny there moves only north.
        assert_eq!(targets(&pos("red: Bf1 Ib6; blue: Bd10"), "b6"), names(&["b7"]));
    }

    #[test]
    fn brain_and_toady_stay_in_the_tower() {
        let p = pos("red: Be2 Td1; blue: Bd8");
        assert_eq!(targets(&p, "e2"), names(&["d2", "d3", "e1", "e3", "f1", "f2", "f3"]));
        assert_eq!(targets(&p, "d1"), names(&["d2", "e1"]));
        // Blue's d10 shows S: the whole d-file is closed to Red's Brain.
        let p = pos("red: Be2 Td1; blue: Bd10");
        assert_eq!(targets(&p, "e2"), names(&["e1", "e3", "f1", "f2", "f3"]));
    }

    #[test]
    fn brains_see_each_other_only_along_the_attacking_brains_arrows() {
        // Red's e1 shows N: with the e-file empty Blue's Brain may not step onto it.
        let p = pos("red: Be1; blue: Bd8; blue to move");
        assert_eq!(targets(&p, "d8"), names(&["d9"]));
        let p = pos("red: Be1; blue: Bd8 Ie5; blue to move");
        assert_eq!(targets(&p, "d8"), names(&["d9", "e8", "e9"]));
        // Blue's e8 shows no S arrow, so Blue does not attack Red along the file, but Red does:
        // Blue's blocker may only move along the file ...
        let p = pos("red: Be1; blue: Be8 Ie5; blue to move");
        assert_eq!(targets(&p, "e5"), names(&["e4", "e6"]));
        // ... while Red's blocker may leave it, and that gives check.
        let p = pos("red: Be1 Ie5; blue: Be8");
        let m = mv(&p, "Ie5-d5");
        assert!(p.gives_check(m));
        assert_eq!(p.write_move(m), "Ie5-d5+");
        // Facing Brains cannot be set up with the attacked side not to move.
        assert!(crate::games::storm::Storm::new(&crate::core::GameConfig::new("storm").with_setup("red: Be1; blue: Be8")).is_err());
    }

    #[test]
    fn pinned_pieces_still_give_check() {
        // Red's Yahoo on e6 is pinned against e2 by the Numskull on e7, yet attacks d8 via d7.
        let p = pos("red: Be2 Ye6; blue: Bd8 Ne7; blue to move");
        assert!(p.in_check());
        assert_eq!(p.checkers(1), super::bit(sq("e6")));
        // And with Red to move the pinned Yahoo may not move.
        let p = pos("red: Be2 Ye6; blue: Bf10 Ne7");
        assert!(targets(&p, "e6").is_empty());
    }

    #[test]
    fn korean_clodhopper_moves_only_by_hopping_never_over_or_onto_clodhoppers() {
        let p = variant_pos("korean", "red: Bf1 Cb3 Ib5; blue: Bd10 Yb8");
        let north: Vec<String> = targets(&p, "b3").into_iter().filter(|t| t.starts_with('b') && t.as_str() > "b3").collect();
        assert_eq!(north, names(&["b6", "b7", "b8"]));
        let p = variant_pos("korean", "red: Bf1 Cb3 Cb5; blue: Bd10 Yb8");
        assert!(!targets(&p, "b3").iter().any(|t| t == "b6" || t == "b7" || t == "b8"));
        let p = variant_pos("korean", "red: Bf1 Cb3 Ib5; blue: Bd10 Cb8");
        assert!(!targets(&p, "b3").contains(&"b8".to_string()));
        assert!(targets(&p, "b3").contains(&"b7".to_string()));
        // No screen: no move at all along that line.
        let p = variant_pos("korean", "red: Bf1 Cb3; blue: Bd10");
        assert!(targets(&p, "b3").is_empty());
    }

    #[test]
    fn korean_fuddy_duddy_is_an_elephant_without_river_power() {
        let p = variant_pos("korean", "red: Bf1 Fe5; blue: Bd10");
        let all = ["b3", "b4", "b6", "b7", "c2", "c8", "d2", "d8", "f2", "f8", "g2", "g8", "h3", "h4", "h6", "h7"];
        assert_eq!(targets(&p, "e5"), names(&all));
        // e6 blocks the paths north (to c8 and g8), f7 the path to f8; h7 can be captured.
        let p = variant_pos("korean", "red: Bf1 Fe5 Ie6; blue: Bd10 If7 Ih7");
        let fewer: Vec<&str> = all.iter().copied().filter(|t| !["c8", "g8", "f8"].contains(t)).collect();
        assert_eq!(targets(&p, "e5"), names(&fewer));
        assert_eq!(p.write_move(mv(&p, "Fe5xh7")), "Fe5xh7");
        // Across the river no one-step moves.
        let p = variant_pos("korean", "red: Bf1 Fe6; blue: Bd10");
        assert!(!targets(&p, "e6").iter().any(|t| ["d6", "d7", "e7", "f6", "f7"].contains(&t.as_str())));
        // The standard rules on the same square do have them.
        let p = pos("red: Bf1 Fe6; blue: Bd10");
        assert!(targets(&p, "e6").contains(&"d7".to_string()));
    }
}
