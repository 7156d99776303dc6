//! Move generation and attack detection.
//!
//! Moves are generated pseudo-legally per piece and filtered by "does this leave my Brain
//! attacked". Attack tests look backwards from the Brain's square through reverse tables
//! (which squares could reach it, and over which squares), so a whole piece kind or direction
//! is ruled out with one AND against the attacker's bitboards.

use super::board::Board;
use super::data::{ClodRule, FuddyRule, Geometry, ascending, bit};
use super::pieces::{Kind, kind_of, owner_of};
use crate::core::Seat;
use crate::core::bits::{Bits, Square};

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
    pub fn attackers<const ANY: bool>(&self, b: &impl Pieces, target: usize, by: Seat) -> u128 {
        self.attackers_via::<ANY>(b, target, by, true, 0xFF, true)
    }

    /// `attackers` by steps (with `steps`), along the lines from `target` in the directions of
    /// `lines` (bits as `Geometry::line`), and, with `leapers`, by leaps. When `target` was not
    /// attacked before the move that made `b`, only the lines through that move's squares and,
    /// if either is in `Geometry::near`, the leaps can have changed, and steps only if the
    /// piece moved is `by`'s, so those suffice.
    #[inline(always)]
    pub fn attackers_via<const ANY: bool>(&self, b: &impl Pieces, target: usize, by: Seat, steps: bool, lines: u8, leapers: bool) -> u128 {
        let g = self.geo;
        let e = |kind: usize| b.bb(by, kind);
        let occ = b.occ();
        let mut found = 0u128;
        macro_rules! hit {
            ($m:expr) => {
                found |= $m;
                if ANY && found != 0 {
                    return found;
                }
            };
        }
        if steps {
            hit!(g.rev_step[target] & (e(TOADY) | e(NINNY)));
        }

        let sliders = e(NUMSKULL) | e(BRAIN);
        let hoppers = e(CLOD);
        if g.rev_ray_any[target] & (sliders | hoppers) != 0 {
            for d in lines.squares().map(usize::from) {
                let from_here = g.rev_ray[target][d];
                if from_here & (sliders | hoppers) == 0 {
                    continue;
                }
                let Some(screen) = first(g, occ, target, d) else { continue };
                if from_here & sliders & bit(screen) != 0 {
                    hit!(bit(screen));
                    continue;
                }
                if from_here & hoppers == 0 || (self.clod == ClodRule::KoreanCannon && kind_of(b.at(screen)) == CLOD as u8) {
                    continue;
                }
                if let Some(beyond) = first(g, occ, screen, d)
                    && from_here & hoppers & bit(beyond) != 0
                {
                    hit!(bit(beyond));
                }
            }
        }

        if !leapers {
            return found;
        }

        // Two steps over an empty square: Fuddy-Duddy, and a Ninny charging from its enemy
        // half onto a square that is not on its own half.
        let fuddies = if self.fuddy == FuddyRule::TwoStep { e(FUDDY) } else { 0 };
        let ninnies = if g.half[by] & bit(target) == 0 { e(NINNY) & g.half[by.other()] } else { 0 };
        let two = fuddies | ninnies;
        if g.rev_two_mask[target] & two != 0 {
            for t in g.rev_two[target].as_slice() {
                if two.has(t.other) && !occ.has(t.mid) {
                    hit!(u128::of(t.other));
                }
            }
        }

        let yahoos = e(YAHOO);
        if g.rev_yahoo_mask[target] & yahoos != 0 {
            for j in g.rev_yahoo[target].as_slice() {
                if yahoos.has(j.other) && pass_open_occ(occ, j.pass_a, j.pass_b) {
                    hit!(u128::of(j.other));
                }
            }
        }

        if self.fuddy == FuddyRule::KoreanElephant && g.rev_elephant_mask[target] & e(FUDDY) != 0 {
            for el in g.rev_elephant[target].as_slice() {
                if e(FUDDY).has(el.other) && occ & (u128::of(el.p1) | u128::of(el.p2)) == 0 {
                    hit!(u128::of(el.other));
                }
            }
        }
        found
    }

    #[inline]
    pub fn attacked(&self, b: &impl Pieces, target: usize, by: Seat) -> bool {
        self.attackers::<true>(b, target, by) != 0
    }

    /// Whether `me`'s move from `from` to `to` leaves its Brain on `brain` attacked, for a
    /// position where it is not attacked now: a Brain move, or one that opens or closes a
    /// line or leap to the Brain, is tested on the board after the move; any other is safe.
    #[inline(always)]
    pub fn exposes(&self, b: &Board, occ: u128, me: Seat, brain: usize, from: usize, to: usize) -> bool {
        let g = self.geo;
        let after = Moved::new(b, occ, from, to);
        if from == brain {
            return self.attacked(&after, to, me.other());
        }
        let lines = g.line[brain][from] | g.line[brain][to];
        let leapers = g.near[brain] & (bit(from) | bit(to)) != 0;
        (lines != 0 || leapers) && self.attackers_via::<true>(&after, brain, me.other(), false, lines, leapers) != 0
    }

    /// Calls `emit(from, to)` for every move of `me`'s pieces by their movement rules, without
    /// regard to the Brain's safety. Each (from, to) comes once.
    ///
    /// Squares go to `emit` as numbers, not `Square`s: the callers index tables with them at
    /// once, and a byte argument costs the hot closure extra moves and spills (measured).
    #[inline]
    pub fn pseudo_moves(&self, b: &Board, me: Seat, emit: impl FnMut(usize, usize)) {
        self.moves_of::<false>(b, me, emit);
    }

    /// The captures among `pseudo_moves` (quiescence asks for these at most of its nodes).
    #[inline]
    pub fn pseudo_captures(&self, b: &Board, me: Seat, emit: impl FnMut(usize, usize)) {
        self.moves_of::<true>(b, me, emit);
    }

    #[inline(always)]
    fn moves_of<const CAPTURES: bool>(&self, b: &Board, me: Seat, mut emit: impl FnMut(usize, usize)) {
        for s in b.bb[me][0].squares() {
            self.piece_moves::<CAPTURES>(b, me, s, &mut emit);
        }
    }

    /// `pseudo_moves` of the one piece of `me` on `s`, or with `CAPTURES` only those that
    /// take. Each is one of its `candidates`.
    #[inline(always)]
    pub fn piece_moves<const CAPTURES: bool>(&self, b: &Board, me: Seat, s: Square, mut emit: impl FnMut(usize, usize)) {
        let from = s.index();
        let g = self.geo;
        let own = b.bb[me][0];
        let enemy = b.bb[me.other()][0];
        let enemy_half = g.half[me.other()];
        // A square a move may end on: not the mover's own, and with `CAPTURES` the enemy's.
        let open = |t: Square| if CAPTURES { enemy.has(t) } else { !own.has(t) };
        {
            let dirs = g.dirs[s].as_slice();
            let kind = kind_of(b.sq[s]) as usize;
            match kind {
                BRAIN | TOADY | NINNY => {
                    for &d in dirs {
                        let t = g.step[s][usize::from(d)];
                        if open(t) {
                            emit(from, t.index());
                        }
                    }
                    if kind == NINNY && enemy_half.has(s) {
                        for t in g.two[s].as_slice() {
                            let to = t.other;
                            if b.sq[t.mid] == 0 && enemy.has(to) && enemy_half.has(to) {
                                emit(from, to.index());
                            }
                        }
                    }
                }
                NUMSKULL => {
                    for &d in dirs {
                        let d = usize::from(d);
                        let mut t = g.step[s][d];
                        while t.is_some() {
                            let x = b.sq[t];
                            if x == 0 {
                                if !CAPTURES {
                                    emit(from, t.index());
                                }
                            } else {
                                if enemy.has(t) {
                                    emit(from, t.index());
                                }
                                break;
                            }
                            t = g.step[t][d];
                        }
                    }
                }
                CLOD => {
                    let korean = self.clod == ClodRule::KoreanCannon;
                    for &d in dirs {
                        let d = usize::from(d);
                        let mut t = g.step[s][d];
                        while t.is_some() && b.sq[t] == 0 {
                            if !korean && !CAPTURES {
                                emit(from, t.index());
                            }
                            t = g.step[t][d];
                        }
                        if !t.is_some() || (korean && kind_of(b.sq[t]) == CLOD as u8) {
                            continue;
                        }
                        let mut u = g.step[t][d];
                        while u.is_some() && b.sq[u] == 0 {
                            if korean && !CAPTURES {
                                emit(from, u.index());
                            }
                            u = g.step[u][d];
                        }
                        if u.is_some() && enemy.has(u) && !(korean && kind_of(b.sq[u]) == CLOD as u8) {
                            emit(from, u.index());
                        }
                    }
                }
                YAHOO => {
                    for j in g.yahoo[s].as_slice() {
                        if open(j.other) && pass_open(b, j.pass_a, j.pass_b) {
                            emit(from, j.other.index());
                        }
                    }
                }
                _ => match self.fuddy {
                    FuddyRule::TwoStep => {
                        for t in g.two[s].as_slice() {
                            if b.sq[t.mid] == 0 && open(t.other) {
                                emit(from, t.other.index());
                            }
                        }
                        // Across the river: one step to an empty square still across it.
                        if !CAPTURES && enemy_half.has(s) {
                            for &d in dirs {
                                let t = g.step[s][usize::from(d)];
                                if b.sq[t] == 0 && enemy_half.has(t) {
                                    emit(from, t.index());
                                }
                            }
                        }
                    }
                    FuddyRule::KoreanElephant => {
                        for el in g.elephant[s].as_slice() {
                            if b.sq[el.p1] == 0 && b.sq[el.p2] == 0 && open(el.other) {
                                emit(from, el.other.index());
                            }
                        }
                    }
                },
            }
        }
    }

    /// Calls `emit(from, to)` for every move of `me` that does not leave its Brain attacked.
    #[inline]
    pub fn legal_moves(&self, b: &Board, me: Seat, mut emit: impl FnMut(Square, Square)) {
        let brain = b.brain(me);
        let in_check = self.attacked(b, brain, me.other());
        let occ = b.occ();
        self.pseudo_moves(b, me, |from, to| {
            if self.safe(b, (occ, brain, in_check), me, from, to) {
                emit(Square::from_index(from), Square::from_index(to));
            }
        });
    }

    /// Whether `me` has a legal move: stops at the first piece that has one.
    pub fn has_legal_move(&self, b: &Board, me: Seat) -> bool {
        let brain = b.brain(me);
        let seen = (b.occ(), brain, self.attacked(b, brain, me.other()));
        for s in b.bb[me][0].squares() {
            let mut found = false;
            self.piece_moves::<false>(b, me, s, |from, to| found = found || self.safe(b, seen, me, from, to));
            if found {
                return true;
            }
        }
        false
    }

    /// Whether `me`'s move from `from` to `to` leaves its Brain safe, given the board's
    /// occupancy, the Brain's square and whether it is in check now.
    #[inline(always)]
    pub fn safe(&self, b: &Board, (occ, brain, in_check): (u128, usize, bool), me: Seat, from: usize, to: usize) -> bool {
        if in_check {
            !self.attacked(&Moved::new(b, occ, from, to), if from == brain { to } else { brain }, me.other())
        } else {
            !self.exposes(b, occ, me, brain, from, to)
        }
    }
}

/// What attack tests read of a board, so they can look at the board after a move without
/// making it: the occupancy, one side's bitboards (as `Board::bb`), and the byte on a square.
pub trait Pieces {
    fn occ(&self) -> u128;
    fn bb(&self, by: Seat, kind: usize) -> u128;
    fn at(&self, s: usize) -> u8;
}

impl Pieces for Board {
    #[inline(always)]
    fn occ(&self) -> u128 {
        self.bb[Seat::FIRST][0] | self.bb[Seat::SECOND][0]
    }
    #[inline(always)]
    fn bb(&self, by: Seat, kind: usize) -> u128 {
        self.bb[by][kind]
    }
    #[inline(always)]
    fn at(&self, s: usize) -> u8 {
        self.sq[s]
    }
}

/// A board as it would be after the piece on `from` moved to `to`, capturing what stands there.
pub struct Moved<'a> {
    b: &'a Board,
    occ: u128,
    from: usize,
    to: usize,
    piece: u8,
    /// The mover's side and the kind it moves.
    side: Seat,
    kind: usize,
}

impl<'a> Moved<'a> {
    #[inline(always)]
    /// `occ` is `b`'s occupancy (before the move).
    pub fn new(b: &'a Board, occ: u128, from: usize, to: usize) -> Moved<'a> {
        let piece = b.sq[from];
        let occ = (occ & !bit(from)) | bit(to);
        Moved { b, occ, from, to, piece, side: owner_of(piece), kind: kind_of(piece) as usize }
    }
}

impl Pieces for Moved<'_> {
    #[inline(always)]
    fn occ(&self) -> u128 {
        self.occ
    }
    #[inline(always)]
    fn bb(&self, by: Seat, kind: usize) -> u128 {
        let x = self.b.bb[by][kind];
        if by != self.side {
            // Only a capture touches the other side.
            x & !bit(self.to)
        } else if kind == 0 || kind == self.kind {
            x ^ bit(self.from) ^ bit(self.to)
        } else {
            x
        }
    }
    #[inline(always)]
    fn at(&self, s: usize) -> u8 {
        if s == self.to {
            self.piece
        } else if s == self.from {
            0
        } else {
            self.b.sq[s]
        }
    }
}

/// How to tell whether a `Cand` is a move on the board at hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
pub enum Test {
    /// One step (Brain, Toady, Ninny): `to` not own.
    #[default]
    Step,
    /// Ninny charge over `a` (from and onto the enemy half): `a` empty, `to` an enemy.
    Charge,
    /// Numskull along direction `dir`: the squares before `to` empty, `to` not own.
    Slide,
    /// Clodhopper along direction `dir`: a slide onto an empty square, or a capture over exactly
    /// one piece.
    Cannon,
    /// Korean Clodhopper along direction `dir`: over exactly one piece that is not a
    /// Clodhopper, onto an empty square or an enemy that is not a Clodhopper.
    KoreanCannon,
    /// Yahoo through pass square `a` or `b` (`Square::NONE` if only one): one of them empty, `to` not own.
    Yahoo,
    /// Fuddy-Duddy two steps over `a`: `a` empty, `to` not own.
    Two,
    /// Fuddy-Duddy one step across the river (from and onto the enemy half): `to` empty.
    RiverStep,
    /// Korean elephant over `a` and `b`: both empty, `to` not own.
    Elephant,
}

/// One of the targets a piece of some kind on some square can have, with
/// what must hold for it to be a move there. Random playouts draw these in O(1): the moves of
/// `piece_moves` are exactly the candidates that pass `cand_ok`, one candidate each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cand {
    pub to: Square,
    pub test: Test,
    /// The direction of the line tests.
    pub dir: u8,
    /// The squares passed over, for the tests that name them.
    pub a: Square,
    pub b: Square,
}

impl Mover<'_> {
    /// Appends the candidates of `me`'s piece of kind `kind` on `s`. A Ninny's charge and a
    /// Fuddy-Duddy's single step count only from and onto the enemy half, so those that can
    /// never be moves are left out and never drawn: on their own half these pieces would
    /// otherwise miss on about a fifth of all draws.
    pub fn candidates(&self, kind: usize, s: usize, me: Seat, out: &mut Vec<Cand>) {
        let g = self.geo;
        let across = |t: Square| g.half[me.other()] & bit(s) != 0 && g.half[me.other()].has(t);
        let dirs = g.dirs[s].as_slice();
        let cand = |to: Square, test: Test, a: Square, b: Square| Cand { to, test, dir: 0, a, b };
        let none = Square::NONE;
        match kind {
            BRAIN | TOADY | NINNY => {
                out.extend(dirs.iter().map(|&d| cand(g.step[s][usize::from(d)], Test::Step, none, none)));
                if kind == NINNY {
                    out.extend(g.two[s].as_slice().iter().filter(|t| across(t.other)).map(|t| cand(t.other, Test::Charge, t.mid, none)));
                }
            }
            NUMSKULL | CLOD => {
                let test = match (kind, self.clod) {
                    (NUMSKULL, _) => Test::Slide,
                    (_, ClodRule::Cannon) => Test::Cannon,
                    (_, ClodRule::KoreanCannon) => Test::KoreanCannon,
                };
                for &d in dirs {
                    let mut t = g.step[s][usize::from(d)];
                    while t.is_some() {
                        out.push(Cand { dir: d, ..cand(t, test, none, none) });
                        t = g.step[t][usize::from(d)];
                    }
                }
            }
            YAHOO => out.extend(g.yahoo[s].as_slice().iter().map(|j| cand(j.other, Test::Yahoo, j.pass_a, j.pass_b))),
            FUDDY => match self.fuddy {
                FuddyRule::TwoStep => {
                    out.extend(g.two[s].as_slice().iter().map(|t| cand(t.other, Test::Two, t.mid, none)));
                    out.extend(dirs.iter().map(|&d| g.step[s][usize::from(d)]).filter(|&t| across(t)).map(|t| cand(t, Test::RiverStep, none, none)));
                }
                FuddyRule::KoreanElephant => {
                    out.extend(g.elephant[s].as_slice().iter().map(|el| cand(el.other, Test::Elephant, el.p1, el.p2)));
                }
            },
            _ => {}
        }
    }

    /// Whether candidate `c` of `me`'s piece on `s` is a move by the movement rules (as
    /// `piece_moves` would list it); `occ` is the board's occupancy.
    #[inline(always)]
    pub fn cand_ok(&self, b: &Board, me: Seat, s: usize, c: Cand, occ: u128) -> bool {
        let g = self.geo;
        let to = c.to.index();
        let own = b.bb[me][0];
        let between = || {
            let d = usize::from(c.dir);
            occ & (g.ray[s][d] ^ g.ray[to][d] ^ bit(to))
        };
        match c.test {
            Test::Step => own & bit(to) == 0,
            // `candidates` kept only those from and onto the enemy half.
            Test::Charge => !occ.has(c.a) && b.bb[me.other()][0] & bit(to) != 0,
            Test::Slide => own & bit(to) == 0 && between() == 0,
            Test::Cannon => {
                let screens = between();
                if screens == 0 { occ & bit(to) == 0 } else { screens & (screens - 1) == 0 && b.bb[me.other()][0] & bit(to) != 0 }
            }
            Test::KoreanCannon => {
                let screens = between();
                let x = b.sq[to];
                screens != 0
                    && screens & (screens - 1) == 0
                    && kind_of(b.sq[screens.trailing_zeros() as usize]) != CLOD as u8
                    && (x == 0 || (owner_of(x) != me && kind_of(x) != CLOD as u8))
            }
            Test::Yahoo => own & bit(to) == 0 && pass_open_occ(occ, c.a, c.b),
            Test::Two => own & bit(to) == 0 && !occ.has(c.a),
            Test::RiverStep => occ & bit(to) == 0,
            Test::Elephant => own & bit(to) == 0 && occ & (u128::of(c.a) | u128::of(c.b)) == 0,
        }
    }
}

/// The first occupied square from `s` (exclusive) in direction `d`.
#[inline(always)]
fn first(g: &Geometry, occ: u128, s: usize, d: usize) -> Option<usize> {
    let m = g.ray[s][d] & occ;
    if m == 0 {
        None
    } else if ascending(d) {
        Some(m.trailing_zeros() as usize)
    } else {
        Some(127 - m.leading_zeros() as usize)
    }
}

/// `pass_open` on an occupancy bitboard.
#[inline(always)]
fn pass_open_occ(occ: u128, a: Square, c: Square) -> bool {
    !occ.has(a) || (c.is_some() && !occ.has(c))
}

/// A Yahoo passes if either of its pass squares toward the target is empty.
#[inline(always)]
fn pass_open(b: &Board, a: Square, c: Square) -> bool {
    b.sq[a] == 0 || (c.is_some() && b.sq[c] == 0)
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
        let to_c3 = moves.iter().filter(|m| m.from.index() == sq("b1") && m.to.index() == sq("c3")).count();
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
        assert_eq!(p.checkers(crate::core::Seat::SECOND), super::bit(sq("e6")));
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
