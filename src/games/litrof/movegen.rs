//! Legal moves: which pieces may move (own and neutral, not frozen), where each movement takes
//! them and what each power may capture on the way, choices at stopping points, and teleports
//! through the opponent's chamber.
//!
//! Two moves lead to the same position only in these cases (so only then is the list
//! deduplicated by resulting position, first kept, plain moves before teleports):
//! - moves of one piece, when one is a teleport: one that did nothing in the chamber equals a
//!   plain move to its landing square, and a Vampire may steal a pyramid in the chamber or the
//!   same one after landing (a Vampire's two thefts that leave one board are merged where
//!   thefts are listed, in `effects`);
//! - moves of two pieces A (from a) and B (from b): after B's move b is empty unless B came
//!   back to it through the chamber, so unless it did, A's move must remove B. Hence either a
//!   teleport ends where it started (a "pass": two of them are alike), or each move removes
//!   the other piece, and as nobody takes his own pieces both are neutral towers.

use super::board::{Board, Cell};
use super::data::{Power, SQ};
use super::effects::DECLINE_LEAP;
use super::{Litrof, Owner};
use crate::core::bits::{Bits, Square};

/// A move: from, to, and for a teleport the landing square after the chamber; `s1`/`s2` hold
/// the choices made where the piece acts (at `to`, and at `land`): see `effects`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub land: Square,
    pub s1: u16,
    pub s2: u16,
}

impl Move {
    pub fn is_teleport(&self) -> bool {
        self.land.is_some()
    }
    /// Where the moved piece ends.
    pub fn last(&self) -> Square {
        if self.land.is_some() { self.land } else { self.to }
    }
}

pub(super) const ORTHOGONAL: [usize; 4] = [0, 2, 4, 6];
pub(super) const DIAGONAL: [usize; 4] = [1, 3, 5, 7];

impl Litrof {
    /// Squares whose pieces an Icebox freezes.
    pub(super) fn frozen(&self, b: &Board) -> u64 {
        let mut m = 0;
        for s in b.occupied.squares() {
            let c = b.cells[s];
            if !c.is_tower() || self.power_of(c) != Some(Power::Icebox) {
                continue;
            }
            let o = self.owner(c);
            for n in self.t.adj[s].squares() {
                let x = self.owner(b.cells[n]);
                if x != Owner::EMPTY && (o == Owner::NEUTRAL || x != o) {
                    m |= u64::of(n);
                }
            }
        }
        m
    }

    /// Whether the side to move may move the piece on `sq` at all.
    fn movable(&self, sq: Square, frozen: u64) -> bool {
        let o = self.owner(self.board.cells[sq]);
        (o == Owner::player(self.to_move) || o == Owner::NEUTRAL) && frozen & u64::of(sq) == 0
    }

    /// All legal moves (`dedupe` false keeps the duplicate ways of reaching one position,
    /// which parsing uses to accept a teleport written where the plain move was kept).
    pub(super) fn generate(&self, out: &mut Vec<Move>, dedupe: bool) {
        let frozen = self.frozen(&self.board);
        let start = out.len();
        out.reserve(64);
        let mut neutral = 0;
        for sq in (self.board.occupied & !frozen).squares() {
            if self.movable(sq, frozen) {
                neutral += (self.owner(self.board.cells[sq]) == Owner::NEUTRAL) as u32;
                self.piece_moves(sq, out, dedupe);
            }
        }
        if !dedupe {
            return;
        }
        // Which moves may coincide with another piece's: all of them if some teleport ends
        // where it started, else (two movable neutral towers) the neutral towers' moves.
        let pass = out[start..].iter().any(|m| m.land == m.from);
        if pass || neutral >= 2 {
            let keys: Vec<Option<u64>> =
                out[start..].iter().map(|m| (pass || self.owner(self.board.cells[m.from]) == Owner::NEUTRAL).then(|| self.result(m).hash)).collect();
            keep_first(out, start, &keys);
        }
    }

    /// Whether the side to move has a legal move (stops at the first piece that has one).
    pub(super) fn has_move(&self) -> bool {
        let frozen = self.frozen(&self.board);
        let mut v = Vec::with_capacity(64);
        (self.board.occupied & !frozen).squares().any(|sq| {
            self.movable(sq, frozen) && {
                self.piece_moves(sq, &mut v, false);
                !v.is_empty()
            }
        })
    }

    /// The legal moves of the piece on `sq` (`dedupe` as in `generate`). Merging across
    /// pieces only ever drops passes and neutral towers' moves (see the module comment), so
    /// other pieces' lists need not look at the rest of the board.
    pub(super) fn moves_from(&self, sq: Square, dedupe: bool) -> Vec<Move> {
        let mut v = Vec::new();
        if self.end != super::End::Open || !sq.is_some() || sq.index() >= SQ || !self.movable(sq, self.frozen(&self.board)) {
            return v;
        }
        self.piece_moves(sq, &mut v, dedupe);
        if dedupe && (self.owner(self.board.cells[sq]) == Owner::NEUTRAL || v.iter().any(|m| m.land == m.from)) {
            v.clear();
            self.generate(&mut v, true);
            v.retain(|m| m.from == sq);
        }
        v
    }

    fn piece_moves(&self, from: Square, out: &mut Vec<Move>, dedupe: bool) {
        let t = self.t;
        let me = self.to_move;
        let b = &self.board.cells;
        let cell = b[from];
        let start = out.len();
        let mut chamber_leg: Option<bool> = None;
        // Nobody enters his own chamber; the opponent's starts a teleport (generated below).
        let mut target = |to: Square, leg: bool, out: &mut Vec<Move>| {
            if to == t.chamber[me.other()] {
                chamber_leg = Some(leg);
            } else if to != t.chamber[me] {
                self.plain(from, to, leg, out);
            }
        };
        let fwd = t.forward[me];
        if cell.is_pawn() {
            for df in [-1, 1] {
                let to = t.offset(from, df, fwd);
                if to != Square::NONE && b[to].is_empty() {
                    target(to, false, out);
                }
            }
            let to = t.offset(from, 0, fwd);
            if to != Square::NONE {
                let o = self.owner(b[to]);
                if o == Owner::player(me.other()) || (o == Owner::NEUTRAL && self.rules.pawn_captures_neutral) {
                    target(to, false, out);
                }
            }
        } else if let Some(m) = cell.movement() {
            let (orth, diag, knight) = t.moves[m as usize];
            let jumps = self.power_of(cell) == Some(Power::Leaper) || cell.power().is_none();
            for (on, dirs) in [(orth, ORTHOGONAL), (diag, DIAGONAL)] {
                if !on {
                    continue;
                }
                for d in dirs {
                    let mut s = t.step[from][d];
                    while s != Square::NONE && b[s].is_empty() {
                        target(s, false, out);
                        s = t.step[s][d];
                    }
                    if s == Square::NONE {
                        continue;
                    }
                    let first = b[s];
                    if self.landing_victim(cell, first, me) {
                        target(s, false, out);
                    } else if jumps && self.leap_victim(cell, first, me) {
                        // Jump the whole row of victims; land on the first empty square.
                        let mut e = t.step[s][d];
                        while e != Square::NONE && !b[e].is_empty() && self.leap_victim(cell, b[e], me) {
                            e = t.step[e][d];
                        }
                        if e != Square::NONE && b[e].is_empty() {
                            target(e, false, out);
                        }
                    }
                }
            }
            if knight {
                for &(to, leg) in &t.knights[from][..t.knight_count[from] as usize] {
                    let there = b[to];
                    if there.is_empty() || self.landing_victim(cell, there, me) {
                        let leaps = jumps && leg != Square::NONE && self.leap_victim(cell, b[leg], me);
                        target(to, leaps, out);
                    }
                }
            }
        } else {
            // No movement pyramid: one step forward or sideways, and no leaping.
            for (df, dr) in [(0, fwd), (-1, 0), (1, 0)] {
                let to = t.offset(from, df, dr);
                if to != Square::NONE && (b[to].is_empty() || self.landing_victim(cell, b[to], me)) {
                    target(to, false, out);
                }
            }
        }
        if let Some(leg) = chamber_leg {
            let mut tele = Vec::new();
            self.teleports(from, leg, &mut tele);
            let mut keys: Vec<Option<u64>> = if dedupe { out[start..].iter().map(|m| Some(self.result(m).hash)).collect() } else { Vec::new() };
            for (m, k) in tele {
                out.push(m);
                keys.push(Some(k));
            }
            if dedupe {
                keep_first(out, start, &keys);
            }
        }
    }

    /// A move that stops on `to` in the 5×8 area, with its choices.
    fn plain(&self, from: Square, to: Square, leg: bool, out: &mut Vec<Move>) {
        let cell = self.board.cells[from];
        let base = Move { from, to, land: Square::NONE, s1: 0, s2: 0 };
        if !self.rules.optional_effects && self.power_of(cell) != Some(Power::Vampire) {
            out.push(base);
            return;
        }
        for lv in [0, DECLINE_LEAP] {
            if lv == DECLINE_LEAP && !(leg && self.rules.optional_effects) {
                continue;
            }
            let mut b = self.board;
            self.apply_leg(&mut b, from, to, lv, self.to_move);
            self.stage_options(&b, to, from, self.to_move).each(|s| out.push(Move { s1: lv | s, ..base }));
        }
    }

    /// Every way through the opponent's chamber, with the key of the board it leaves.
    fn teleports(&self, from: Square, leg: bool, out: &mut Vec<(Move, u64)>) {
        let t = self.t;
        let me = self.to_move;
        let ch = t.chamber[me.other()];
        for lv in [0, DECLINE_LEAP] {
            if lv == DECLINE_LEAP && !(leg && self.rules.optional_effects) {
                continue;
            }
            let mut b1 = self.board;
            self.apply_leg(&mut b1, from, ch, lv, me);
            self.stage_options(&b1, ch, from, me).each(|s1| {
                let mut b2 = b1;
                self.apply_stage(&mut b2, ch, from, me, lv | s1);
                let piece = b2.cells[ch];
                b2.set(t, ch, Cell::EMPTY);
                for land in t.area.squares() {
                    if !b2.cells[land].is_empty() {
                        continue;
                    }
                    let mut b3 = b2;
                    b3.set(t, land, piece);
                    self.stage_options(&b3, land, ch, me).each(|s2| {
                        let mut b4 = b3;
                        self.apply_stage(&mut b4, land, ch, me, s2);
                        out.push((Move { from, to: ch, land, s1: lv | s1, s2 }, b4.hash));
                    });
                }
            });
        }
    }
}

/// Drops from `out[start..]` every move whose key (`keys[i]` for `out[start + i]`) equals that
/// of an earlier one; moves without a key are kept.
fn keep_first(out: &mut Vec<Move>, start: usize, keys: &[Option<u64>]) {
    let mut keyed: Vec<(u64, usize)> = keys.iter().enumerate().filter_map(|(i, k)| k.map(|k| (k, i))).collect();
    keyed.sort_unstable();
    let mut drop = vec![false; keys.len()];
    for w in keyed.windows(2) {
        if w[0].0 == w[1].0 {
            drop[w[1].1] = true;
        }
    }
    let mut i = 0;
    out.retain(|_| {
        i += 1;
        i <= start || !drop[i - start - 1]
    });
}
