//! A sequential probability ratio test on a match's wins, draws and losses, as fishtest and
//! cutechess run them: the generalised SPRT (GSPRT) on the trinomial result, in the normal
//! approximation. H0: A is elo0 (logistic Elo) better than B; H1: elo1 better. The
//! log-likelihood ratio after N games with mean score x and per-game variance v (wins 1,
//! draws 1/2, losses 0) is
//!
//!   LLR = N (s1 - s0) (2x - s0 - s1) / (2 v),   s_i = 1 / (1 + 10^(-elo_i / 400)),
//!
//! and the test stops when it leaves (ln(beta / (1 - alpha)), ln((1 - beta) / alpha)):
//! below, H0 is accepted; above, H1.

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    H0,
    H1,
    Continue,
}

fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

impl Sprt {
    /// `elo0,elo1,alpha,beta`, e.g. `0,10,0.05,0.05`: elo0 below elo1, alpha and beta in (0, 0.5).
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let bad = || format!("--sprt takes elo0,elo1,alpha,beta (e.g. 0,10,0.05,0.05), got '{}'", crate::core::text::quoted(text));
        let parts: Vec<f64> = text.split(',').map(|p| p.trim().parse::<f64>()).collect::<Result<_, _>>().map_err(|_| bad())?;
        let [elo0, elo1, alpha, beta] = parts[..] else { return Err(bad()) };
        if !parts.iter().all(|p| p.is_finite()) || elo0.abs() > 1000.0 || elo1.abs() > 1000.0 {
            return Err(bad());
        }
        if elo0 >= elo1 {
            return Err(format!("--sprt: elo0 ({elo0}) must be below elo1 ({elo1})"));
        }
        if !(alpha > 0.0 && alpha < 0.5 && beta > 0.0 && beta < 0.5) {
            return Err(format!("--sprt: alpha and beta must lie between 0 and 0.5, got {alpha} and {beta}"));
        }
        Ok(Sprt { elo0, elo1, alpha, beta })
    }

    /// (lower, upper) bounds of the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of H1 over H0 after these results; 0 while the results have no
    /// spread (no games, or all of one kind), where the approximation says nothing.
    pub fn llr(&self, wins: u64, draws: u64, losses: u64) -> f64 {
        let n = (wins + draws + losses) as f64;
        if n == 0.0 {
            return 0.0;
        }
        let x = (wins as f64 + 0.5 * draws as f64) / n;
        let v = (wins as f64 * (1.0 - x).powi(2) + draws as f64 * (0.5 - x).powi(2) + losses as f64 * x * x) / n;
        if v <= 1e-12 {
            return 0.0;
        }
        let (s0, s1) = (expected(self.elo0), expected(self.elo1));
        n * (s1 - s0) * (2.0 * x - s0 - s1) / (2.0 * v)
    }

    pub fn verdict(&self, wins: u64, draws: u64, losses: u64) -> Verdict {
        let (low, high) = self.bounds();
        let llr = self.llr(wins, draws, losses);
        if llr >= high {
            Verdict::H1
        } else if llr <= low {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}
