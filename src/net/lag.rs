//! Lag compensation, as lichess does it: the host measures a remote move from when it sent the
//! position to when the move arrived, which includes the network's round trip. Each seat may be
//! given back up to its connection's measured round trip a move, out of a quota that starts at
//! [`QUOTA_MAX`] and refills [`QUOTA_GAIN`] after each move: a slow connection is not punished,
//! and one that fakes a slow round trip (answering pings late) gains at most the gain a move.

use std::time::Duration;

/// The quota a seat starts with and never exceeds.
pub const QUOTA_MAX: Duration = Duration::from_secs(2);
/// What each move adds back to the quota.
pub const QUOTA_GAIN: Duration = Duration::from_millis(500);

/// One seat's allowance for time lost on the network.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LagQuota {
    left: Duration,
}

impl Default for LagQuota {
    fn default() -> Self {
        LagQuota { left: QUOTA_MAX }
    }
}

impl LagQuota {
    /// What may be forgiven now for a connection with round trip `rtt`, without using it.
    pub fn available(&self, rtt: Duration) -> Duration {
        rtt.min(self.left)
    }

    /// A move came over a connection with round trip `rtt`: the time given back, taken from
    /// the quota, which then refills by the gain.
    pub fn compensate(&mut self, rtt: Duration) -> Duration {
        let given = self.available(rtt);
        self.left = (self.left - given + QUOTA_GAIN).min(QUOTA_MAX);
        given
    }
}

/// A connection's round trip, from the host's pings: the mean of the last few answers, so one
/// late answer moves it a little.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RoundTrip {
    estimate: Option<Duration>,
}

impl RoundTrip {
    /// A ping answered after `rtt`.
    pub fn measured(&mut self, rtt: Duration) {
        self.estimate = Some(self.estimate.map_or(rtt, |e| (e * 3 + rtt) / 4));
    }

    /// The estimate; nothing before the first answer.
    pub fn get(&self) -> Duration {
        self.estimate.unwrap_or(Duration::ZERO)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// A steady 400 ms round trip is given back in full, move after move.
    #[test]
    fn a_slow_connection_is_not_punished() {
        let mut q = LagQuota::default();
        for _ in 0..100 {
            assert_eq!(q.compensate(ms(400)), ms(400));
        }
    }

    /// A claimed 10 s round trip gains the quota once, then only the gain a move.
    #[test]
    fn a_faked_round_trip_gains_little() {
        let mut q = LagQuota::default();
        let given: Duration = (0..20).map(|_| q.compensate(ms(10_000))).sum();
        assert_eq!(given, QUOTA_MAX + QUOTA_GAIN * 19);
        assert_eq!(q.available(ms(10_000)), QUOTA_GAIN);
    }

    #[test]
    fn the_round_trip_follows_its_answers_smoothly() {
        let mut r = RoundTrip::default();
        assert_eq!(r.get(), Duration::ZERO);
        r.measured(ms(400));
        assert_eq!(r.get(), ms(400));
        r.measured(ms(2_000));
        assert_eq!(r.get(), ms(800), "one late answer moves it a quarter of the way");
    }
}
