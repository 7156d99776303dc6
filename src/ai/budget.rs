//! How much a search may spend: a node bound (reproducible), an optional deadline (for the app)
//! and a cancel flag (for the app's "stop" and for closing a game mid-thought).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Limits of one search. A node is one move played on a copy of the position, in the tree or
/// in a playout, so the same bound costs about the same time in every algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub nodes: u64,
    /// `None`: only the node bound, so results depend on the seed alone.
    pub time: Option<Duration>,
}

pub struct Budget<'a> {
    pub nodes: u64,
    limit: u64,
    deadline: Option<Instant>,
    cancel: &'a AtomicBool,
    stopped: bool,
    pub started: Instant,
}

/// The clock and the flag are looked at once per this many nodes: often enough to stop within
/// a millisecond or so, rarely enough to cost nothing.
const CHECK_EVERY: u64 = 256;

impl<'a> Budget<'a> {
    pub fn new(limits: Limits, cancel: &'a AtomicBool) -> Self {
        let started = Instant::now();
        Budget { nodes: 0, limit: limits.nodes.max(1), deadline: limits.time.map(|t| started + t), cancel, stopped: false, started }
    }

    /// Counts one node; false once the search must stop.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.poll();
        }
        !self.stopped
    }

    fn poll(&mut self) {
        if self.cancel.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.stopped = true;
        }
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    pub fn millis(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

impl Budget<'_> {
    /// Counts `n` nodes at once (a playout's moves); false once the search must stop.
    pub fn spend(&mut self, n: u64) -> bool {
        let before = self.nodes / CHECK_EVERY;
        self.nodes += n;
        if self.nodes >= self.limit {
            self.stopped = true;
        } else if self.nodes / CHECK_EVERY != before {
            self.poll();
        }
        !self.stopped
    }
}
