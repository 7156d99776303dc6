//! Elo difference of a match result, with a 95% interval (Wilson score interval on the
//! score fraction, draws counting half).

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
    let z = 1.96f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z / denom * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
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
}
