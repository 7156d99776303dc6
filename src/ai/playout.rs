//! Random playouts: MCTS simulations and the `bench` command.

use super::rng::Rng;
use crate::core::{Game, Seat};
use std::time::{Duration, Instant};

/// Seats a score vector holds; games have at most four.
pub const MAX_SEATS: usize = 8;
pub type Scores = [f32; MAX_SEATS];

/// A playout that reaches this many plies is scored as it stands: the games' own move limits
/// end real games long before, so only a broken limit could get here.
pub const PLAYOUT_CAP: u32 = 3000;

/// Plays up to `plies` random moves on `pos`, stopping early when the game ends; returns the
/// number played.
pub fn random_moves<G: Game>(pos: &mut G, rng: &mut Rng, buf: &mut Vec<G::Move>, plies: u32) -> u32 {
    let mut below = |n: usize| rng.below(n);
    for n in 0..plies {
        match pos.random_move(&mut below, buf) {
            Some(m) => pos.play(&m),
            None => return n,
        }
    }
    plies
}

/// Each seat's result of a finished game, or 0.5 each if it is not finished.
pub fn final_scores<G: Game>(pos: &G) -> Scores {
    let mut s = [0.5; MAX_SEATS];
    if let Some(o) = pos.outcome() {
        for (seat, v) in Seat::all(pos.seats()).zip(s.iter_mut()) {
            *v = o.score(seat);
        }
    }
    s
}

/// Each seat's static evaluation as an expected result, through a logistic curve.
pub fn evaluated_scores<G: Game>(pos: &G, scale: f32) -> Scores {
    if pos.outcome().is_some() {
        return final_scores(pos);
    }
    let mut s = [0.5; MAX_SEATS];
    let seats = pos.seats();
    if seats == 2 {
        // One call suffices when the two views are opposite, as a two-seat evaluation is.
        let e = pos.evaluate(Seat::FIRST).unwrap_or(0) as f32;
        s[Seat::FIRST] = logistic(e / scale);
        s[Seat::SECOND] = 1.0 - s[Seat::FIRST];
    } else {
        for (seat, v) in Seat::all(seats).zip(s.iter_mut()) {
            *v = logistic(pos.evaluate(seat).unwrap_or(0) as f32 / scale);
        }
    }
    s
}

pub fn logistic(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

#[derive(Clone, Debug, Default)]
pub struct PlayoutBench {
    pub playouts: u64,
    pub plies: u64,
    /// Playouts that hit `PLAYOUT_CAP` without ending.
    pub unfinished: u64,
    pub secs: f64,
}

/// Random playouts from `start` for about `time` (at least one).
pub fn bench_playouts<G: Game>(start: &G, time: Duration, seed: u64) -> PlayoutBench {
    let mut rng = Rng::new(seed);
    let mut buf = Vec::new();
    let mut b = PlayoutBench::default();
    let t = Instant::now();
    while b.playouts == 0 || t.elapsed() < time {
        let mut pos = start.clone();
        let n = random_moves(&mut pos, &mut rng, &mut buf, PLAYOUT_CAP);
        b.playouts += 1;
        b.plies += n as u64;
        if n == PLAYOUT_CAP {
            b.unfinished += 1;
        }
    }
    b.secs = t.elapsed().as_secs_f64();
    b
}
