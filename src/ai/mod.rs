//! Computer opponents for every game, through the `Game` trait only: Monte Carlo tree search
//! for any number of seats, alpha-beta for games with a static evaluation (with more than two
//! seats by the paranoid reduction, `paranoid`, where the tuning asks for it). Nothing
//! here knows a particular game except the measured tuning table in `levels`.

mod alphabeta;
mod budget;
pub mod calibration;
pub mod levels;
mod mcts;
mod paranoid;
mod playout;
mod ranked;
mod rng;
#[cfg(test)]
mod test_games;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod thread_tests;
mod tt;

pub mod elo;
pub mod sprt;

pub use alphabeta::{forced_result, is_mate_score, mate_plies};
pub use budget::Limits;
pub use levels::{
    Algorithm, Level, LevelError, MAX_CUSTOM_MILLIS, Plan, Playout, budget_label_in, default_threads, fixed_nodes, fixed_plan, level_time, plan,
};
pub use playout::{PlayoutBench, bench_playouts};
pub use rng::Rng;

use crate::core::Game;
use std::sync::atomic::AtomicBool;

/// The result of a search (or the progress of one still running).
#[derive(Clone, Debug, PartialEq)]
pub struct Thought<M = ()> {
    /// The chosen move (`()` once it has left the generic world, see `index`).
    pub best: M,
    /// Its index in the position's legal moves, in the engine's order.
    pub index: usize,
    pub notation: String,
    /// Expected result for the side to move, 0 (lost) .. 1 (won).
    pub eval: f32,
    /// Alpha-beta's score in evaluation units for the side to move, when it has one.
    pub score: Option<i32>,
    /// Alpha-beta: completed iteration depth. MCTS: deepest tree node reached.
    pub depth: u32,
    /// MCTS simulations (0 for alpha-beta).
    pub playouts: u64,
    /// Moves played on copies of the position.
    pub nodes: u64,
    /// Expected continuation, in notation, starting with `notation`.
    pub pv: Vec<String>,
    pub algorithm: Algorithm,
    pub millis: u64,
}

impl<M> Thought<M> {
    pub fn without_move(self) -> Thought {
        Thought {
            best: (),
            index: self.index,
            notation: self.notation,
            eval: self.eval,
            score: self.score,
            depth: self.depth,
            playouts: self.playouts,
            nodes: self.nodes,
            pv: self.pv,
            algorithm: self.algorithm,
            millis: self.millis,
        }
    }
}

/// Chooses a move for the side to move at `level`. Panics if the game is over.
pub fn think<G: Game>(pos: &G, level: Level, seed: u64, cancel: &AtomicBool) -> Thought<G::Move> {
    think_with(pos, &plan(pos, level), seed, cancel, &mut |_| {})
}

/// `think` with an explicit plan, and `progress` called with the best move so far whenever the
/// search has something new to say (each alpha-beta iteration, every few MCTS simulations).
pub fn think_with<G: Game>(pos: &G, plan: &Plan, seed: u64, cancel: &AtomicBool, progress: &mut dyn FnMut(&Thought<G::Move>)) -> Thought<G::Move> {
    let moves = pos.moves();
    assert!(!moves.is_empty(), "think called on a finished game");
    let shared = budget::Shared::new(plan.limits, cancel);
    if moves.len() == 1 || plan.algorithm == Algorithm::Random {
        let index = if moves.len() == 1 { 0 } else { rng::Rng::new(seed).below(moves.len()) };
        let notation = pos.notation(&moves[index]);
        return Thought {
            best: moves[index].clone(),
            index,
            pv: vec![notation.clone()],
            notation,
            eval: 0.5,
            score: None,
            depth: 0,
            playouts: 0,
            nodes: 0,
            algorithm: plan.algorithm,
            millis: shared.millis(),
        };
    }
    match plan.algorithm {
        Algorithm::AlphaBeta if pos.seats() > 2 => paranoid::search(pos, moves, plan, seed, &shared, progress),
        Algorithm::AlphaBeta => alphabeta::search(pos, moves, plan, seed, &shared, progress),
        _ => mcts::search(pos, moves, plan, seed, &shared, progress),
    }
}

/// The `lines` best moves of a position, best first, each with its evaluation and expected
/// line, within `plan`'s limits in all. Alpha-beta finds them in one search (each iteration
/// looks at every move for the first line, then at the moves not yet listed for the next);
/// MCTS searches once a line, each next one over the moves not yet listed, each with an equal
/// share of the time.
pub fn analyse<G: Game>(pos: &G, plan: &Plan, lines: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought<G::Move>> {
    analyse_among(pos, pos.moves(), plan, lines, seed, cancel)
}

/// `analyse` over some of the legal moves only (`all`, each one of `pos.moves()`); the lines'
/// indices are into `all`. The puzzles' generator asks so for the best move of another idea.
pub fn analyse_among<G: Game>(pos: &G, all: Vec<G::Move>, plan: &Plan, lines: usize, seed: u64, cancel: &AtomicBool) -> Vec<Thought<G::Move>> {
    if all.len() == 1 {
        return vec![only_move(pos, &all[0], plan)];
    }
    if plan.algorithm == Algorithm::AlphaBeta && !all.is_empty() {
        let shared = budget::Shared::new(plan.limits, cancel);
        return if pos.seats() > 2 {
            paranoid::search_lines(pos, all, plan, lines, seed, &shared)
        } else {
            alphabeta::search_lines(pos, all, plan, lines, seed, &shared, &mut |_| {})
        };
    }
    let mut each = *plan;
    each.limits.time = plan.limits.time.map(|t| t / lines.clamp(1, all.len().max(1)) as u32);
    let mut left: Vec<usize> = (0..all.len()).collect();
    let mut out = Vec::new();
    while out.len() < lines.max(1) && !left.is_empty() {
        let moves: Vec<G::Move> = left.iter().map(|&i| all[i].clone()).collect();
        let shared = budget::Shared::new(each.limits, cancel);
        let mut t = if moves.len() == 1 { only_move(pos, &moves[0], plan) } else { mcts::search(pos, moves, &each, seed, &shared, &mut |_| {}) };
        t.index = left.remove(t.index);
        out.push(t);
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
    }
    out
}

/// The line of a move that is the only one left to list: its static evaluation.
fn only_move<G: Game>(pos: &G, mv: &G::Move, plan: &Plan) -> Thought<G::Move> {
    let notation = pos.notation(mv);
    let mut p = pos.clone();
    p.play(mv);
    let eval = match p.outcome() {
        Some(o) => o.score(pos.to_move()),
        None => p.evaluate(pos.to_move()).map_or(0.5, |e| alphabeta::expected(e, plan.eval_scale)),
    };
    Thought {
        best: mv.clone(),
        index: 0,
        pv: vec![notation.clone()],
        notation,
        eval,
        score: None,
        depth: 0,
        playouts: 0,
        nodes: 1,
        algorithm: plan.algorithm,
        millis: 0,
    }
}
