//! What the search learns about moves while it searches, to try the likeliest refutation
//! first: killer moves (quiet moves that cut off at the same ply), a history score per move
//! (raised by cut-offs, lowered for the quiet moves tried before one), and the counter-move
//! (the quiet move that last refuted the move before it). Moves are known by what they do
//! (`Game::move_identity`), so that one that cut off in a position is tried early in the next.

use super::{MAX_PLY, Search};
use crate::core::Game;

pub(super) const HISTORY_SIZE: usize = 1 << 12;
const COUNTER_SIZE: usize = 1 << 12;
/// History scores stay within this, below the order ranks of killers and captures.
const HISTORY_MAX: i32 = 1 << 20;

/// Order ranks in a keyed node: the table's move, then good captures, killers, the
/// counter-move, quiet moves by history, and captures that likely lose last.
pub(super) const RANK_TABLE: i32 = i32::MAX;
const RANK_CAPTURE: i32 = 1 << 26;
const RANK_KILLER: i32 = 1 << 25;
const RANK_LOSING: i32 = -(1 << 26);

#[derive(Clone)]
pub(super) struct Heuristics {
    killers: Vec<[u64; 2]>,
    history: Vec<i32>,
    counter: Vec<u64>,
}

impl Heuristics {
    pub(super) fn new() -> Self {
        Heuristics { killers: vec![[0; 2]; MAX_PLY + 1], history: vec![0; HISTORY_SIZE], counter: vec![0; COUNTER_SIZE] }
    }

    /// Killer moves first, then by history (the order of nodes without order keys).
    pub(super) fn heuristic(&self, ply: usize, h: u64) -> i32 {
        let k = &self.killers[ply.min(MAX_PLY)];
        if k[0] == h {
            1 << 28
        } else if k[1] == h {
            1 << 27
        } else {
            self.history[h as usize & (HISTORY_SIZE - 1)]
        }
    }

    /// The order rank of a move with the game's key `key`, hash `h`, after the move `prev`.
    pub(super) fn rank(&self, ply: usize, key: i32, h: u64, prev: u64) -> i32 {
        if key > 0 {
            return RANK_CAPTURE + key.min(RANK_CAPTURE - 1);
        }
        if key < 0 {
            return RANK_LOSING + key.max(-(1 << 24));
        }
        let k = &self.killers[ply.min(MAX_PLY)];
        if k[0] == h {
            RANK_KILLER + 2
        } else if k[1] == h {
            RANK_KILLER + 1
        } else if prev != 0 && self.counter[prev as usize & (COUNTER_SIZE - 1)] == h {
            RANK_KILLER
        } else {
            self.history[h as usize & (HISTORY_SIZE - 1)]
        }
    }

    /// A quiet move `h` cut off at `ply` after `prev`, searched to `depth`; `tried` are the
    /// quiet moves searched before it there, which did not.
    pub(super) fn reward(&mut self, ply: usize, h: u64, prev: u64, depth: i32, tried: &[u64]) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != h {
            k[1] = k[0];
            k[0] = h;
        }
        if prev != 0 {
            self.counter[prev as usize & (COUNTER_SIZE - 1)] = h;
        }
        let bonus = (depth * depth).min(400);
        self.adjust(h, bonus);
        for &t in tried {
            self.adjust(t, -bonus);
        }
    }

    /// Moves the history score toward ± the maximum, by less the nearer it is (so it never
    /// leaves the range, and recent results weigh more than old ones).
    fn adjust(&mut self, h: u64, bonus: i32) {
        let slot = &mut self.history[h as usize & (HISTORY_SIZE - 1)];
        *slot += 32 * bonus - *slot * bonus.abs() / 512;
        *slot = (*slot).clamp(-HISTORY_MAX, HISTORY_MAX);
    }
}

impl Search<'_, '_> {
    pub(super) fn heuristic<G: Game>(&self, pos: &G, ply: usize, m: &G::Move) -> i32 {
        self.order.heuristic(ply, pos.move_identity(m))
    }

    /// The old reward of nodes without order keys: killers and history alone.
    pub(super) fn reward<G: Game>(&mut self, pos: &G, ply: usize, m: &G::Move, depth: i32) {
        self.order.reward(ply, pos.move_identity(m), 0, depth, &[]);
    }
}
