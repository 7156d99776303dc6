//! From alpha-beta scores to honest expected results.
//!
//! A score is in each game's own evaluation units, which say nothing by themselves about how
//! often the side ahead goes on to win. The status line's "expects N%" and the analysis read
//! a score through a logistic curve, `1 / (1 + e^(-score / scale))`, whose scale is fitted per
//! game on self-play: positions from games the computer played against itself, each with the
//! score its search gave and the result the side to move finally got (a draw counts half).
//! `towers calibrate <game>` plays those games, fits the scale by maximum likelihood and prints
//! predicted against observed results in ten buckets. The fitted scale is a number of the game's
//! own (`Tuning::eval_scale`, in its `Game::TUNING` beside the engine, carried by its catalogue
//! entry), so nothing here names a game; docs/ai-strength.md ("Level and calibration history")
//! says when and how each was fitted, and docs/performance.md has the tables.

/// The chess convention (400 units = 10:1 odds), the scale of a game not yet fitted.
pub use crate::core::tuning::DEFAULT_SCALE;

/// One observation: a score for the side to move and the result it got, 0, 0.5 or 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub score: i32,
    pub result: f32,
}

fn predict(score: i32, scale: f64) -> f64 {
    1.0 / (1.0 + (-(score as f64) / scale).exp())
}

/// Mean log-likelihood of the samples under `scale` (results as probabilities of a win,
/// draws half a win and half a loss).
fn log_likelihood(samples: &[Sample], scale: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = predict(s.score, scale).clamp(1e-9, 1.0 - 1e-9);
            let r = s.result as f64;
            r * p.ln() + (1.0 - r) * (1.0 - p).ln()
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale that makes the samples most likely, searched on a log grid from 10 to 100,000
/// units and refined by golden section. Mate scores carry no information about the scale and
/// are left out by the caller.
pub fn fit_scale(samples: &[Sample]) -> f32 {
    if samples.is_empty() {
        return DEFAULT_SCALE;
    }
    let ll = |log_scale: f64| log_likelihood(samples, log_scale.exp());
    let (lo, hi) = (10f64.ln(), 100_000f64.ln());
    let steps = 60;
    let grid = |i: usize| lo + (hi - lo) * i as f64 / steps as f64;
    let best = (0..=steps).max_by(|&a, &b| ll(grid(a)).total_cmp(&ll(grid(b)))).unwrap_or(0);
    let (mut a, mut b) = (grid(best.saturating_sub(1)), grid((best + 1).min(steps)));
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (c, d) = (b - g * (b - a), a + g * (b - a));
        if ll(c) > ll(d) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp() as f32
}

/// One row of the calibration table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    /// Predicted expected results from `low` to `high`.
    pub low: f32,
    pub high: f32,
    pub count: usize,
    /// Mean predicted result in the bucket.
    pub predicted: f32,
    /// Mean result the side to move got.
    pub observed: f32,
}

/// The samples in ten buckets of predicted result (0-10%, ..., 90-100%) under `scale`.
pub fn buckets(samples: &[Sample], scale: f32) -> Vec<Bucket> {
    let mut rows: Vec<Bucket> =
        (0..10).map(|i| Bucket { low: i as f32 / 10.0, high: (i + 1) as f32 / 10.0, count: 0, predicted: 0.0, observed: 0.0 }).collect();
    for s in samples {
        let p = predict(s.score, scale as f64) as f32;
        let row = &mut rows[((p * 10.0) as usize).min(9)];
        row.count += 1;
        row.predicted += p;
        row.observed += s.result;
    }
    for r in &mut rows {
        if r.count > 0 {
            r.predicted /= r.count as f32;
            r.observed /= r.count as f32;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Rng;

    #[test]
    fn the_fit_recovers_the_scale_that_made_the_results() {
        // Results drawn from a logistic of scale 250 over scores spread across +-1000.
        let mut rng = Rng::new(5);
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let score = rng.below(2001) as i32 - 1000;
                let p = predict(score, 250.0);
                let result = if (rng.below(1 << 20) as f64) < p * (1 << 20) as f64 { 1.0 } else { 0.0 };
                Sample { score, result }
            })
            .collect();
        let scale = fit_scale(&samples);
        assert!((scale - 250.0).abs() < 25.0, "{scale}");
        let rows = buckets(&samples, scale);
        assert_eq!(rows.iter().map(|r| r.count).sum::<usize>(), samples.len());
        for r in rows.iter().filter(|r| r.count > 500) {
            assert!((r.predicted - r.observed).abs() < 0.05, "{r:?}");
        }
    }

    #[test]
    fn every_game_of_the_catalogue_reads_scores_on_its_fitted_scale() {
        for entry in crate::games::all() {
            assert_ne!(entry.tuning.eval_scale, DEFAULT_SCALE, "{} has no fitted scale", entry.id);
        }
        let storm = crate::games::storm::Storm::new(&crate::core::GameConfig::new("storm")).unwrap();
        assert_eq!(crate::ai::plan(&storm, crate::ai::Level::Hard).eval_scale, crate::games::tuning("storm").eval_scale);
    }

    #[test]
    fn an_unfitted_game_reads_on_the_chess_scale() {
        let untuned = crate::ai::test_games::TicTacToe::new(true);
        assert_eq!(crate::ai::plan(&untuned, crate::ai::Level::Hard).eval_scale, DEFAULT_SCALE);
        // 400 units: 10:1.
        assert!((predict(400, DEFAULT_SCALE as f64) - 10.0 / 11.0).abs() < 1e-3);
    }
}
