//! A static judgement for the computer opponents: each piece is worth its pyramids (the
//! power's and the movement's values from the data, a Pawn's value), the capped-tower margin
//! counts extra because losing caps loses the game, and a frozen piece is worth less to its
//! owner, while one free to move gains for each empty square its movement reaches. Neutral
//! towers belong to nobody and count for neither side.

use super::board::Cell;
use super::movegen::{DIAGONAL, ORTHOGONAL};
use super::{End, Litrof};
use crate::core::Seat;
use crate::core::bits::{Bits, Square};

const DECIDED: i32 = 10_000;

impl Litrof {
    fn piece_value(&self, c: Cell) -> i32 {
        let d = &self.t.data;
        if c.is_pawn() {
            return d.values.pawn;
        }
        let power = c.power().map_or(d.values.no_power, |p| d.colours[p as usize].power_value);
        let movement = c.movement().map_or(d.values.no_movement, |m| d.colours[m as usize].movement.value);
        power + movement
    }

    /// How many empty squares the tower on `from`, moved by `seat`, could reach in one move,
    /// ignoring captures and chambers' rules: the evaluation's measure of its freedom.
    pub(super) fn room(&self, from: Square, seat: Seat) -> i32 {
        let t = self.t;
        let b = &self.board.cells;
        let empty = |s: Square| s != Square::NONE && b[s].is_empty();
        let Some(m) = b[from].movement() else {
            let fwd = t.forward[seat];
            return [(0, fwd), (-1, 0), (1, 0)].into_iter().filter(|&(df, dr)| empty(t.offset(from, df, dr))).count() as i32;
        };
        let (orth, diag, knight) = t.moves[m as usize];
        let mut room = 0;
        for (on, dirs) in [(orth, ORTHOGONAL), (diag, DIAGONAL)] {
            for d in dirs.into_iter().filter(|_| on) {
                let mut s = t.step[from][d];
                while empty(s) {
                    room += 1;
                    s = t.step[s][d];
                }
            }
        }
        if knight {
            room += t.knights[from][..t.knight_count[from] as usize].iter().filter(|&&(to, _)| empty(to)).count() as i32;
        }
        room
    }

    /// What a move changes in material for the side making it, by the same piece values as
    /// the evaluation (a capped tower's cap counting its margin, as losing caps loses the
    /// game), without judging the position after it: the search's order key.
    pub(super) fn material_gain(&self, mv: &super::Move) -> i32 {
        let after = self.result(mv);
        let me = self.to_move;
        let capped = self.t.data.values.capped_tower;
        let worth = |c: Cell| self.piece_value(c) + if c.is_tower() && c.cap().is_some() { capped } else { 0 };
        let signed = |c: Cell| match self.owner(c).seat() {
            Some(o) if o == me => worth(c),
            Some(_) => -worth(c),
            None => 0,
        };
        let mut gain = 0;
        for s in (self.board.occupied | after.occupied).squares() {
            let (before, now) = (self.board.cells[s], after.cells[s]);
            if before != now {
                gain += signed(now) - signed(before);
            }
        }
        gain
    }

    pub(super) fn static_eval(&self, seat: Seat) -> i32 {
        match self.end {
            End::Capped(s) => return if s == seat { -DECIDED } else { DECIDED },
            End::BothCapped => return 0,
            End::Open => {}
        }
        let v = &self.t.data.values;
        let frozen = self.frozen(&self.board);
        let mut score = [0i32; 2];
        for s in self.board.occupied.squares() {
            let c = self.board.cells[s];
            let Some(o) = self.owner(c).seat() else { continue };
            let mut value = self.piece_value(c);
            if frozen & u64::of(s) != 0 {
                value -= value * v.frozen_percent / 100;
            } else if c.is_tower() {
                value += v.mobility * self.room(s, o);
            }
            score[o] += value;
        }
        let capped = self.capped();
        for s in Seat::all(2) {
            score[s] += capped[s] as i32 * v.capped_tower;
        }
        (score[seat] - score[seat.other()]).clamp(-DECIDED + 1, DECIDED - 1)
    }
}
