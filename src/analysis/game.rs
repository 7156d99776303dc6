//! "Analyse game": every position of a game evaluated in the background, each for the same
//! short time, as one curve for a graph.
//!
//! Every value is for the first seat (0 lost, 1 won), whoever is to move, so the curve has one
//! orientation. The engine's evaluation is for the side to move: with two seats the first
//! seat's is its complement; with more (four-player Tribesmen) the first seat's expected share
//! is taken as an equal part of what the side to move is not expected to get. A finished
//! position is valued by its result (a draw of n seats gives each 1/n).

use crate::core::worker::Worker;
use crate::core::{OutcomeKind, Seat};
use crate::record::History;
use crate::session::DynGame;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// A large change of the evaluation by one move: the seat that made it lost `drop` of its
/// expected result (first seat's scale, 0..1) at `ply` (the position after the move).
#[derive(Clone, Debug, PartialEq)]
pub struct Swing {
    pub ply: usize,
    pub seat: Seat,
    pub drop: f32,
}

/// The values found so far.
#[derive(Clone, Default)]
struct Found {
    values: Vec<Option<f32>>,
    /// The depth each position's search reached (0 for a finished game and before its turn).
    depths: Vec<u32>,
    done: usize,
}

/// The evaluation of every position of a game, on a worker thread.
pub struct GameEvaluation {
    worker: Worker<Found, ()>,
    /// How many positions there are.
    positions: usize,
    /// The side to move in each position (who made the move that follows it).
    movers: Vec<Seat>,
    seats: usize,
}

/// The first seat's value of a position, from `analyse` for `time`, and the depth the search
/// reached (0 for a finished game); None when cancelled.
fn value(game: &dyn DynGame, time: Duration, cancel: &AtomicBool) -> Option<(f32, u32)> {
    let n = game.seats().max(1) as f32;
    if let Some(o) = game.outcome() {
        let v = match o.kind {
            OutcomeKind::Win(s) => f32::from(s == Seat::FIRST),
            OutcomeKind::Draw => 1.0 / n,
        };
        return Some((v, 0));
    }
    let best = game.analyse(time, 1, 0, cancel).into_iter().next()?;
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    Some((if game.to_move() == Seat::FIRST { best.eval } else { (1.0 - best.eval) / (n - 1.0).max(1.0) }, best.depth))
}

impl GameEvaluation {
    /// Evaluates each position, in order, for `per_position`; `wake` is called after each, and
    /// once more as the work ends.
    pub fn start(positions: Vec<Box<dyn DynGame>>, per_position: Duration, wake: impl Fn() + Send + 'static) -> GameEvaluation {
        let count = positions.len();
        let movers = positions.iter().map(|g| g.to_move()).collect();
        let seats = positions.first().map_or(2, |g| g.seats());
        let worker = Worker::spawn("towers-game-evaluation", wake, move |job| {
            let mut found = Found { values: vec![None; positions.len()], depths: vec![0; positions.len()], done: 0 };
            for (i, g) in positions.iter().enumerate() {
                let v = value(g.as_ref(), per_position, job.cancel_flag());
                if job.cancelled() {
                    return;
                }
                found.values[i] = v.map(|v| v.0);
                found.depths[i] = v.map_or(0, |v| v.1);
                found.done = i + 1;
                job.report(found.clone());
            }
        });
        GameEvaluation { worker, positions: count, movers, seats }
    }

    /// Reads the values found so far.
    fn found<T>(&self, read: impl FnOnce(&Found) -> T) -> T {
        let none = Found { values: vec![None; self.positions], depths: vec![0; self.positions], done: 0 };
        self.worker.with_progress(|f| read(f.unwrap_or(&none)))
    }

    /// Every position of a record, from its start to the move shown now.
    pub fn of_history(history: &History, per_position: Duration, wake: impl Fn() + Send + 'static) -> GameEvaluation {
        let positions = (0..=history.ply()).filter_map(|p| history.position(p)).collect();
        GameEvaluation::start(positions, per_position, wake)
    }

    /// Positions evaluated, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        (self.found(|f| f.done), self.positions)
    }

    /// Whether every position has its value.
    pub fn finished(&self) -> bool {
        let (done, all) = self.progress();
        done == all
    }

    /// The first seat's value of each position (index = plies from the start); None where
    /// none is known yet.
    pub fn values(&self) -> Vec<Option<f32>> {
        self.found(|f| f.values.clone())
    }

    /// The shallowest and deepest search among the positions evaluated so far (games over
    /// left out); None before the first.
    pub fn depth_range(&self) -> Option<(u32, u32)> {
        self.found(|f| {
            let reached = f.depths.iter().copied().filter(|&d| d > 0);
            reached.clone().min().zip(reached.max())
        })
    }

    /// The moves that cost their mover most, up to `per_side` for each seat, in the order
    /// they were played. With more than two seats, a move by another seat counts by how much
    /// it raised the first seat's value.
    pub fn swings(&self, per_side: usize) -> Vec<Swing> {
        swings(&self.values(), &self.movers, self.seats, per_side)
    }

    /// Whether the worker is still evaluating.
    pub fn running(&self) -> bool {
        !self.worker.finished()
    }

    /// Stops the worker and waits for it.
    pub fn stop(&mut self) {
        self.worker.stop();
    }
}

fn swings(values: &[Option<f32>], movers: &[Seat], seats: usize, per_side: usize) -> Vec<Swing> {
    let mut all: Vec<Swing> = (1..values.len())
        .filter_map(|ply| {
            let (before, after) = (values[ply - 1]?, values[ply]?);
            let seat = *movers.get(ply - 1)?;
            let drop = if seat == Seat::FIRST { before - after } else { after - before };
            (drop > 0.0).then_some(Swing { ply, seat, drop })
        })
        .collect();
    all.sort_by(|a, b| b.drop.total_cmp(&a.drop));
    let mut out: Vec<Swing> = Vec::new();
    for seat in Seat::all(seats.max(1)) {
        out.extend(all.iter().filter(|s| s.seat == seat).take(per_side).cloned());
    }
    out.sort_by_key(|s| s.ply);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swings_are_the_largest_drops_of_each_side() {
        let v = [0.5, 0.6, 0.2, 0.3, 0.9, 0.8].map(Some);
        let movers = [0, 1, 0, 1, 0, 1].map(Seat::new);
        // Ply 4: the second seat's move raised the first seat by 0.6, its drop; ply 5: the
        // first seat's own move lowered it by 0.1. The other moves gained for their mover.
        let s = swings(&v, &movers, 2, 1);
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].ply, s[0].seat), (4, Seat::SECOND));
        assert!((s[0].drop - 0.6).abs() < 1e-6);
        assert_eq!((s[1].ply, s[1].seat), (5, Seat::FIRST));
        assert!((s[1].drop - 0.1).abs() < 1e-6);
        assert!(swings(&[Some(0.5), None, Some(0.1)], &movers, 2, 3).is_empty(), "an unknown value breaks the pair");
    }
}
