//! Elo difference of a match result, with a 95% interval (Wilson score interval on the
//! score fraction, draws counting half; for a series of per-game scores, the same interval
//! with the series' own variance).

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// Score fraction of A.
    pub score: f64,
    /// Elo of A over B; infinite when A won or lost everything.
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

pub fn elo_of(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

pub fn estimate(wins: u64, draws: u64, losses: u64) -> EloEstimate {
    let n = (wins + draws + losses).max(1) as f64;
    let p = (wins as f64 + 0.5 * draws as f64) / n;
    interval(p, p * (1.0 - p), n)
}

/// The estimate from each game's score of A (0..1 each: ranking points, where a game is more
/// than win, draw or loss). The variance is the series' own, not p(1-p): games of four seats
/// seldom score 0 or 1, and treating them as wins and losses would overstate the doubt.
/// Games that are all wins and losses give exactly `estimate`'s interval.
pub fn estimate_scores(scores: &[f64]) -> EloEstimate {
    let n = scores.len().max(1) as f64;
    let p = scores.iter().sum::<f64>() / n;
    let variance = scores.iter().map(|s| (s - p) * (s - p)).sum::<f64>() / n;
    interval(p, variance, n)
}

/// Wilson's interval for a mean score `p` over `n` games with this per-game variance (which
/// keeps the interval open at a perfect score, where the variance is 0).
fn interval(p: f64, variance: f64, n: f64) -> EloEstimate {
    let z = 1.96f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z / denom * (variance / n + z * z / (4.0 * n * n)).sqrt();
    // Rounding would turn an interval that touches 0 or 1 into a huge finite Elo.
    let snap = |x: f64| {
        if x < 1e-9 {
            0.0
        } else if x > 1.0 - 1e-9 {
            1.0
        } else {
            x
        }
    };
    EloEstimate { score: p, elo: elo_of(p), low: elo_of(snap(centre - half)), high: elo_of(snap(centre + half)) }
}

impl std::fmt::Display for EloEstimate {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let show = |x: f64| {
            if x.is_finite() {
                format!("{x:+.0}")
            } else if x > 0.0 {
                "+inf".into()
            } else {
                "-inf".into()
            }
        };
        if self.elo.is_finite() {
            write!(f, "Elo {} ± {:.0} (95%: {} .. {})", show(self.elo), (self.high - self.low) / 2.0, show(self.low), show(self.high))
        } else {
            write!(f, "Elo {} (95%: {} .. {})", show(self.elo), show(self.low), show(self.high))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_match_is_zero_and_lopsided_is_bounded() {
        let e = estimate(40, 20, 40);
        assert!(e.elo.abs() < 1e-9 && e.low < -50.0 && e.high > 50.0, "{e:?}");
        let e = estimate(76, 0, 24);
        assert!((e.elo - 200.0).abs() < 5.0, "{e:?}");
        let e = estimate(100, 0, 0);
        assert!(e.elo.is_infinite() && e.low > 400.0 && e.low.is_finite(), "{e:?}");
        assert!(format!("{e}").starts_with("Elo +inf (95%: +") && format!("{e}").ends_with(".. +inf)"), "{e}");
    }

    #[test]
    fn a_series_of_wins_and_losses_reads_as_the_match_result() {
        let series: Vec<f64> = (0..100).map(|i| if i < 76 { 1.0 } else { 0.0 }).collect();
        let (a, b) = (estimate_scores(&series), estimate(76, 0, 24));
        assert!((a.score - b.score).abs() < 1e-12 && (a.low - b.low).abs() < 1e-9 && (a.high - b.high).abs() < 1e-9, "{a:?} {b:?}");
    }

    #[test]
    fn steady_scores_are_surer_than_wins_and_losses_of_the_same_mean() {
        // 100 games of 2/3 each against two thirds won outright.
        let steady = estimate_scores(&[2.0 / 3.0; 100]);
        let mixed = estimate_scores(&(0..99).map(|i| if i % 3 < 2 { 1.0 } else { 0.0 }).collect::<Vec<_>>());
        assert!((steady.elo - mixed.elo).abs() < 1e-6, "{steady:?} {mixed:?}");
        assert!(steady.high - steady.low < (mixed.high - mixed.low) / 4.0, "{steady:?} {mixed:?}");
        assert!(steady.low > 90.0 && steady.high < 140.0, "{steady:?}");
        // A perfect series is infinitely better, but the interval's lower end is finite.
        let perfect = estimate_scores(&[1.0; 50]);
        assert!(perfect.elo.is_infinite() && perfect.low.is_finite() && perfect.low > 300.0, "{perfect:?}");
        let even = estimate_scores(&[0.5; 40]);
        assert!(even.elo.abs() < 1e-9 && even.low < 0.0 && even.high > 0.0, "{even:?}");
    }
}
