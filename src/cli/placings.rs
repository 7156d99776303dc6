//! How `towers match` scores games of more than two seats: by ranking points
//! (`core::ranking`), each game's score of A the mean over A's seats of points / (N-1), and
//! the placings each player's seats reached.

use crate::ai::elo::{self, EloEstimate};
use crate::core::Seat;
use std::collections::BTreeMap;

/// The ranking points of every game of a match so far.
#[derive(Default)]
pub struct Placings {
    /// A's score of each game, 0..1.
    scores: Vec<f64>,
    /// Per player (0 = A), how many of its seats finished with each number of points, in
    /// half points (shared places give halves).
    counts: [BTreeMap<u32, u64>; 2],
}

impl Placings {
    /// Adds one game: `points` per seat (`DropOrder::points`), `side(seat)` 0 for A's seats
    /// and 1 for B's. Returns A's score of the game.
    pub fn add(&mut self, seats: usize, points: &[f64], side: impl Fn(Seat) -> usize) -> f64 {
        let top = (seats - 1) as f64;
        let (mut sum, mut mine) = (0.0, 0usize);
        for (s, &p) in Seat::all(seats).zip(points) {
            *self.counts[side(s)].entry((2.0 * p).round() as u32).or_default() += 1;
            if side(s) == 0 {
                sum += p / top;
                mine += 1;
            }
        }
        let score = sum / mine.max(1) as f64;
        self.scores.push(score);
        score
    }

    /// Games A scored more than half in, exactly half, less.
    pub fn wins_draws_losses(&self) -> (u64, u64, u64) {
        let count = |f: &dyn Fn(f64) -> bool| self.scores.iter().filter(|&&s| f(s)).count() as u64;
        let even = |s: f64| (s - 0.5).abs() < 1e-9;
        (count(&|s| s > 0.5 && !even(s)), count(&|s| even(s)), count(&|s| s < 0.5 && !even(s)))
    }

    pub fn estimate(&self) -> EloEstimate {
        elo::estimate_scores(&self.scores)
    }

    /// One line per player: how many of its seats finished with each number of points, and
    /// the mean.
    pub fn summary(&self, seats: usize) -> Vec<String> {
        ["A", "B"]
            .iter()
            .zip(&self.counts)
            .map(|(who, counts)| {
                let n: u64 = counts.values().sum();
                let total: f64 = counts.iter().map(|(&h, &c)| h as f64 / 2.0 * c as f64).sum();
                let cells: Vec<String> =
                    (0..=2 * (seats as u32 - 1)).rev().filter_map(|h| counts.get(&h).map(|c| format!("{} pts x{c}", h as f64 / 2.0))).collect();
                format!("  {who}'s seats: {} (mean {:.2} of {})", cells.join(", "), total / n.max(1) as f64, seats - 1)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_scores_the_mean_of_a_seats_points() {
        let mut p = Placings::default();
        // A on seats 0 and 2: last standing (3) and first out (0): half.
        assert_eq!(p.add(4, &[3.0, 1.0, 0.0, 2.0], |s| s.index() % 2), 0.5);
        // A on seats 1 and 3, sharing the top at a draw with seat 0; seat 2 out first.
        assert!((p.add(4, &[2.0, 2.0, 0.0, 2.0], |s| (s.index() + 1) % 2) - 2.0 / 3.0).abs() < 1e-12);
        assert_eq!(p.add(4, &[0.0, 1.5, 1.5, 3.0], |s| s.index() % 2), 0.25);
        assert_eq!(p.wins_draws_losses(), (1, 1, 1));
        let lines = p.summary(4);
        assert_eq!(lines[0], "  A's seats: 3 pts x1, 2 pts x2, 1.5 pts x1, 0 pts x2 (mean 1.42 of 3)");
        assert_eq!(lines[1], "  B's seats: 3 pts x1, 2 pts x2, 1.5 pts x1, 1 pts x1, 0 pts x1 (mean 1.58 of 3)");
        let e = p.estimate();
        assert!((e.score - (0.5 + 2.0 / 3.0 + 0.25) / 3.0).abs() < 1e-12, "{e:?}");
    }
}
