//! What a move does to the board: the leg itself (landing and jump captures), and the moved
//! piece's power where it stops (in the opponent's chamber, and again where it lands).
//! Move generation, play, notation and picks all run these same functions.
//!
//! Choices at a stopping point are packed in 16 bits (`Move::s1`, `Move::s2`):
//! `DECLINE_LEAP` the knight-leap capture is declined (s1 only), `DECLINE` the power's
//! automatic effect is declined (both only with effects=optional), and above them the theft:
//! 0 none, else 1 + 2·victim square + (1 for the movement pyramid, 0 for the power).

use super::board::{Board, Cell, Slot};
use super::data::Power;
use super::{Litrof, Move, Owner};
use crate::core::Seat;
use crate::core::bits::{Bits, Square};

pub const DECLINE_LEAP: u16 = 1;
pub const DECLINE: u16 = 2;
const THEFT_SHIFT: u32 = 2;

pub fn theft_code(victim: Square, slot: Slot) -> u16 {
    (1 + 2 * victim.number() + (slot == Slot::Movement) as u16) << THEFT_SHIFT
}

/// The theft in a choice word: (victim square, slot).
pub fn theft_of(bits: u16) -> Option<(Square, Slot)> {
    let v = bits >> THEFT_SHIFT;
    if v == 0 {
        return None;
    }
    let v = v - 1;
    Some((Square::new(usize::from(v / 2)), if v % 2 == 1 { Slot::Movement } else { Slot::Power }))
}

/// The choices a stopping point offers.
#[derive(Default)]
pub struct StageOptions {
    /// The power's automatic effect would do something, and may be declined.
    pub can_decline: bool,
    /// Theft codes the Vampire may choose (besides none).
    pub thefts: Vec<u16>,
}

impl StageOptions {
    /// Every choice word at this point: decline variants times "no theft" plus each theft.
    pub fn each(&self, mut f: impl FnMut(u16)) {
        for d in [0, DECLINE] {
            if d == DECLINE && !self.can_decline {
                continue;
            }
            f(d);
            for &th in &self.thefts {
                f(d | th);
            }
        }
    }
}

impl Litrof {
    #[inline]
    pub(super) fn power_of(&self, c: Cell) -> Option<Power> {
        c.power().map(|p| self.t.power[p as usize])
    }

    /// A tower with no medium (Pawns are lone mediums, not powerless towers).
    #[inline]
    fn powerless(c: Cell) -> bool {
        c.is_tower() && c.power().is_none()
    }

    /// Can `mover` (moved by `me`) capture `victim` by jumping it?
    #[inline]
    pub(super) fn leap_victim(&self, mover: Cell, victim: Cell, me: Seat) -> bool {
        let o = self.owner(victim);
        if o == Owner::EMPTY || o == Owner::player(me) {
            return false;
        }
        if Self::powerless(mover) {
            return o == Owner::player(me.other()) && self.power_of(victim) == Some(Power::Leaper) && victim.is_tower();
        }
        self.power_of(mover) == Some(Power::Leaper) && mover.is_tower() && mover.movement().is_some()
    }

    /// Can `mover` capture `victim` by landing on it? (Pawns capture by their own rule.)
    #[inline]
    pub(super) fn landing_victim(&self, mover: Cell, victim: Cell, me: Seat) -> bool {
        let o = self.owner(victim);
        if o == Owner::EMPTY || o == Owner::player(me) || mover.is_pawn() {
            return false;
        }
        if Self::powerless(mover) {
            return o == Owner::player(me.other()) && (victim.is_pawn() || self.power_of(victim) == Some(Power::Sergeant));
        }
        self.power_of(mover) == Some(Power::Sergeant)
    }

    /// Can the piece on `sq` trap `victim` (next to it) against `anvil` (beyond)?
    #[inline]
    fn trap(&self, mover: Cell, victim: Cell, anvil: Cell, me: Seat) -> bool {
        let (v, a) = (self.owner(victim), self.owner(anvil));
        if v == Owner::EMPTY || v == Owner::player(me) || a == Owner::EMPTY || a == Owner::player(me.other()) {
            return false;
        }
        if Self::powerless(mover) {
            return v == Owner::player(me.other()) && victim.is_tower() && self.power_of(victim) == Some(Power::Trapper);
        }
        mover.is_tower() && self.power_of(mover) == Some(Power::Trapper)
    }

    /// Squares the Diplomat and Vampire act on from `sq`: its neighbours, less (with
    /// reach=newly-adjacent) those next to the square it came from.
    #[inline]
    fn reach(&self, sq: Square, came_from: Square) -> u64 {
        let mut m = self.t.adj[sq];
        if self.rules.newly_adjacent {
            m &= !self.t.adj[came_from];
        }
        m
    }

    /// Moves the piece from `from` to `to`: the piece on `to` (if any) is captured by
    /// replacement, pieces strictly between on a line were jumped, and a knight move's
    /// long-leg square is captured when the mover can leap it.
    pub(super) fn apply_leg(&self, b: &mut Board, from: Square, to: Square, s1: u16, me: Seat) {
        let t = self.t;
        let mover = b.cells[from];
        b.set(t, from, Cell::EMPTY);
        if let Some(leg) = t.knight_leg(from, to) {
            if leg != Square::NONE && s1 & DECLINE_LEAP == 0 && self.leap_victim(mover, b.cells[leg], me) {
                b.set(t, leg, Cell::EMPTY);
            }
        } else if let Some(d) = t.line(from, to) {
            let mut s = t.step[from][d];
            while s != to {
                if !b.cells[s].is_empty() {
                    b.set(t, s, Cell::EMPTY);
                }
                s = t.step[s][d];
            }
        }
        b.set(t, to, mover);
    }

    /// Victims of the trap made by the piece on `sq`.
    fn trapped(&self, b: &Board, sq: Square, me: Seat) -> u64 {
        let mover = b.cells[sq];
        let mut out = 0;
        for d in 0..8 {
            let v = self.t.step[sq][d];
            if v == Square::NONE {
                continue;
            }
            let a = self.t.step[v][d];
            if a != Square::NONE && self.trap(mover, b.cells[v], b.cells[a], me) {
                out |= u64::of(v);
            }
        }
        out
    }

    /// Opposing towers the Diplomat on `sq` de-caps.
    fn decapped(&self, b: &Board, sq: Square, came_from: Square, me: Seat) -> u64 {
        self.opposing_in_reach(b, sq, came_from, me, |c| c.is_tower())
    }

    /// Opposing Pawns the Vampire on `sq` destroys.
    fn bitten(&self, b: &Board, sq: Square, came_from: Square, me: Seat) -> u64 {
        self.opposing_in_reach(b, sq, came_from, me, |c| c.is_pawn())
    }

    /// The opposing pieces of one kind within the reach of an effect from `sq`.
    fn opposing_in_reach(&self, b: &Board, sq: Square, came_from: Square, me: Seat, kind: impl Fn(&Cell) -> bool) -> u64 {
        let mut out = 0;
        for n in self.reach(sq, came_from).squares() {
            let c = b.cells[n];
            if kind(&c) && self.owner(c) == Owner::player(me.other()) {
                out |= u64::of(n);
            }
        }
        out
    }

    /// The automatic effect of the piece on `sq`, as the squares it hits.
    fn automatic(&self, b: &Board, sq: Square, came_from: Square, me: Seat) -> u64 {
        let c = b.cells[sq];
        if !c.is_tower() {
            return 0;
        }
        match self.power_of(c) {
            None | Some(Power::Trapper) => self.trapped(b, sq, me),
            Some(Power::Diplomat) => self.decapped(b, sq, came_from, me),
            Some(Power::Vampire) => self.bitten(b, sq, came_from, me),
            _ => 0,
        }
    }

    /// What the piece that stopped on `sq` may choose there.
    pub(super) fn stage_options(&self, b: &Board, sq: Square, came_from: Square, me: Seat) -> StageOptions {
        let mut o = StageOptions { can_decline: self.rules.optional_effects && self.automatic(b, sq, came_from, me) != 0, thefts: Vec::new() };
        let v = b.cells[sq];
        if v.is_tower() && self.power_of(v) == Some(Power::Vampire) {
            for n in self.reach(sq, came_from).squares() {
                let c = b.cells[n];
                if !c.is_tower() || self.owner(c) == Owner::player(me) {
                    continue;
                }
                let mut first = None;
                for slot in [Slot::Power, Slot::Movement] {
                    let Some(col) = c.get(slot) else { continue };
                    let result = (v.with(slot, Some(col)), c.with(slot, None).survivor());
                    // Taking either pyramid of a two-pyramid victim whose colours the Vampire
                    // already holds leaves the same board: one move, not two.
                    if result.0.colours_distinct() && first != Some(result) {
                        o.thefts.push(theft_code(n, slot));
                        first = Some(result);
                    }
                }
            }
        }
        o
    }

    /// The power of the piece that stopped on `sq` acts, with the given choices.
    pub(super) fn apply_stage(&self, b: &mut Board, sq: Square, came_from: Square, me: Seat, bits: u16) {
        let t = self.t;
        let c = b.cells[sq];
        if !c.is_tower() {
            return;
        }
        if bits & DECLINE == 0 {
            let hit = self.automatic(b, sq, came_from, me);
            let decap = self.power_of(c) == Some(Power::Diplomat);
            for n in hit.squares() {
                let new = if decap { b.cells[n].with(Slot::Cap, None).survivor() } else { Cell::EMPTY };
                b.set(t, n, new);
            }
        }
        if let Some((v, slot)) = theft_of(bits) {
            let victim = b.cells[v];
            let col = victim.get(slot);
            b.set(t, v, victim.with(slot, None).survivor());
            b.set(t, sq, c.with(slot, col));
        }
    }

    /// The board when the moved piece first stops (on `to`), before its power acts there.
    pub(super) fn after_leg(&self, mv: &Move) -> Board {
        let mut b = self.board;
        self.apply_leg(&mut b, mv.from, mv.to, mv.s1, self.to_move);
        b
    }

    /// For a teleport: the board when the piece has landed, before its power acts again.
    pub(super) fn after_landing(&self, mv: &Move) -> Board {
        let mut b = self.after_leg(mv);
        let to = mv.to;
        self.apply_stage(&mut b, to, mv.from, self.to_move, mv.s1);
        let piece = b.cells[to];
        b.set(self.t, to, Cell::EMPTY);
        b.set(self.t, mv.land, piece);
        b
    }

    /// The board after a legal move.
    pub(super) fn result(&self, mv: &Move) -> Board {
        let me = self.to_move;
        if mv.is_teleport() {
            let mut b = self.after_landing(mv);
            self.apply_stage(&mut b, mv.land, mv.to, me, mv.s2);
            b
        } else {
            let mut b = self.after_leg(mv);
            self.apply_stage(&mut b, mv.to, mv.from, me, mv.s1);
            b
        }
    }
}
