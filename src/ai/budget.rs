//! How much a search may spend: a node bound (reproducible), an optional time budget (the
//! levels, the app), and a cancel flag (the app's "stop", closing a game mid-thought).
//!
//! A search of several threads shares one `Shared`: the node count of all of them, the clock
//! and a stop flag, which the main thread raises when it has its answer so that the helpers
//! stop with it. Each thread counts into its own `Budget` and adds its count to the shared one
//! every few hundred nodes, so the threads do not fight over one counter on every node; a lone
//! thread sees exactly its own count, which keeps node-bounded searches reproducible.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Limits of one search. A node is one move played on a copy of the position, in the tree or
/// in a playout, so the same bound costs about the same time in every algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub nodes: u64,
    /// `None`: only the node bound, so results depend on the seed alone (with one thread).
    /// The deadline: a search still running then stops at once.
    pub time: Option<Duration>,
    /// On a clock, the time after which no new iteration starts (the deadline `time` leaves
    /// room for one that runs long); `None`: iterations start until the deadline.
    pub soft: Option<Duration>,
}

impl Limits {
    /// Only a node bound: the deterministic mode of tests and fixed-seed matches.
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes, time: None, soft: None }
    }

    /// Only a time budget: a fixed time a move, used to the end.
    pub fn time(time: Duration) -> Limits {
        Limits { nodes: u64::MAX, time: Some(time), soft: None }
    }

    /// A move's share of a clock with `left` on it, `inc` added a move and, where the time
    /// control says, `moves_to_go` moves to the next control: the time left over the moves
    /// expected (at most 30) plus 0.8 of the increment, never more than a quarter of what is
    /// left, at least 1 ms (docs/engine-protocol.md, "go clock").
    pub fn clock_share(left: Duration, inc: Duration, moves_to_go: Option<u64>) -> Duration {
        let moves = moves_to_go.map_or(30, |n| n.clamp(1, 30)) as u32;
        (left / moves + inc.mul_f64(0.8)).min(left / 4).max(Duration::from_millis(1))
    }

    /// Playing on a clock (`clock_share`): no iteration starts past half the share, and the
    /// deadline lets the one running go on to twice the share, never past a quarter of what is
    /// left. An iteration costs a few times the one before, so most moves end near the share.
    pub fn clock(left: Duration, inc: Duration, moves_to_go: Option<u64>) -> Limits {
        let share = Limits::clock_share(left, inc, moves_to_go);
        let hard = (share * 2).min(left / 4).max(share);
        Limits { nodes: u64::MAX, time: Some(hard), soft: Some(share / 2) }
    }

    /// These limits, kept within what a clock allows (`clock`): a computer seat on a clock
    /// thinks no longer than its level says, nor than its clock can afford.
    pub fn within_clock(self, left: Duration, inc: Duration, moves_to_go: Option<u64>) -> Limits {
        let clock = Limits::clock(left, inc, moves_to_go);
        let hard = clock.time.expect("a clock's limits have a deadline");
        let time = self.time.map_or(hard, |t| t.min(hard));
        let soft = clock.soft.map(|s| s.min(time)).map(|s| self.soft.map_or(s, |own| own.min(s)));
        Limits { nodes: self.nodes, time: Some(time), soft }
    }

    /// The most nodes `threads` threads can search within these limits, taking a generous
    /// million nodes a second per thread where only the clock bounds them: what the
    /// transposition table is sized by, so a 1 ms move does not first clear 16 MB.
    pub fn most_nodes(&self, threads: usize) -> u64 {
        let by_clock = self.time.map_or(u64::MAX, |t| (t.as_secs_f64() * 1e6 * threads.max(1) as f64) as u64);
        self.nodes.min(by_clock)
    }
}

/// What the threads of one search share.
pub struct Shared<'a> {
    limit: u64,
    time: Option<Duration>,
    soft: Option<Duration>,
    deadline: Option<Instant>,
    cancel: &'a AtomicBool,
    /// Raised by the main thread once it has answered, or by any thread past a limit.
    stop: AtomicBool,
    nodes: AtomicU64,
    pub started: Instant,
}

impl<'a> Shared<'a> {
    pub fn new(limits: Limits, cancel: &'a AtomicBool) -> Self {
        let started = Instant::now();
        Shared {
            limit: limits.nodes.max(1),
            time: limits.time,
            soft: limits.soft,
            deadline: limits.time.map(|t| started + t),
            cancel,
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            started,
        }
    }

    /// Tells every thread of the search to stop.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the main thread may start another iteration: before `fraction` of the soft
    /// bound on a clock, or of the deadline with a fixed time; always with only a node bound.
    pub fn may_start_iteration(&self, fraction: f64) -> bool {
        self.soft.or(self.time).is_none_or(|t| self.elapsed() < t.mul_f64(fraction))
    }

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Nodes of every thread, up to their last report.
    pub fn total_nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    pub fn millis(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

/// One thread's view of the limits.
pub struct Budget<'a> {
    /// This thread's nodes.
    pub nodes: u64,
    /// Part of `nodes` already added to the shared count.
    reported: u64,
    shared: &'a Shared<'a>,
    stopped: bool,
}

/// The clock and the flags are looked at once per this many nodes: often enough to stop within
/// about 2 ms in the slowest game (Three Elephant, some 18,000 nodes a second on one core here,
/// where 256 let a 5 ms move run to 14 ms), rarely enough to cost nothing (a look is an atomic
/// add and a clock read, tens of nanoseconds, against microseconds a node).
const CHECK_EVERY: u64 = 32;

impl<'a> Budget<'a> {
    pub fn new(shared: &'a Shared<'a>) -> Self {
        Budget { nodes: 0, reported: 0, shared, stopped: false }
    }

    pub fn shared(&self) -> &'a Shared<'a> {
        self.shared
    }

    /// Counts one node; false once the search must stop.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.shared.limit {
            self.stopped = true;
            self.report();
        } else if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.poll();
        }
        !self.stopped
    }

    /// Counts `n` nodes at once (a playout's moves); false once the search must stop.
    pub fn spend(&mut self, n: u64) -> bool {
        let before = self.nodes / CHECK_EVERY;
        self.nodes += n;
        if self.nodes >= self.shared.limit {
            self.stopped = true;
            self.report();
        } else if self.nodes / CHECK_EVERY != before {
            self.poll();
        }
        !self.stopped
    }

    /// Adds this thread's new nodes to the shared count; returns the total.
    pub fn report(&mut self) -> u64 {
        let add = self.nodes - self.reported;
        self.reported = self.nodes;
        self.shared.nodes.fetch_add(add, Ordering::Relaxed) + add
    }

    fn poll(&mut self) {
        let total = self.report();
        let s = self.shared;
        if total >= s.limit || s.stop.load(Ordering::Relaxed) || s.cancel.load(Ordering::Relaxed) || s.deadline.is_some_and(|d| Instant::now() >= d) {
            self.stopped = true;
        }
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    pub fn millis(&self) -> u64 {
        self.shared.millis()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_gives_a_share_and_a_later_deadline_within_a_quarter_of_the_time_left() {
        let ms = Duration::from_millis;
        let l = Limits::clock(ms(60_000), ms(1_000), None);
        assert_eq!((l.soft, l.time), (Some(ms(1_400)), Some(ms(5_600))));
        let l = Limits::clock(ms(60_000), ms(0), Some(1));
        assert_eq!((l.soft, l.time), (Some(ms(7_500)), Some(ms(15_000))), "a quarter of what is left, never more");
        assert_eq!(Limits::clock(ms(0), ms(0), None).time, Some(ms(1)));
    }

    /// A level on a clock thinks its own time while the clock affords it, less when it does not.
    #[test]
    fn a_level_on_a_clock_keeps_within_both() {
        let ms = Duration::from_millis;
        let level = Limits::time(ms(2_000));
        let rich = level.within_clock(ms(600_000), ms(5_000), None);
        assert_eq!((rich.time, rich.soft), (Some(ms(2_000)), Some(ms(2_000))), "a long clock: the level's own time");
        let poor = level.within_clock(ms(3_000), ms(0), None);
        assert_eq!((poor.time, poor.soft), (Some(ms(200)), Some(ms(50))), "three seconds left: a share of them");
        let nodes = Limits::nodes(5_000).within_clock(ms(60_000), ms(0), None);
        assert_eq!((nodes.nodes, nodes.time), (5_000, Some(ms(4_000))), "a node bound keeps its bound and gains a deadline");
    }

    #[test]
    fn iterations_start_until_the_soft_bound_or_the_deadline() {
        let never = AtomicBool::new(false);
        assert!(Shared::new(Limits::nodes(10), &never).may_start_iteration(1.0));
        assert!(Shared::new(Limits::time(Duration::from_secs(60)), &never).may_start_iteration(0.5));
        assert!(!Shared::new(Limits::time(Duration::ZERO), &never).may_start_iteration(1.0));
        let clock = Limits { nodes: u64::MAX, time: Some(Duration::from_secs(60)), soft: Some(Duration::ZERO) };
        assert!(!Shared::new(clock, &never).may_start_iteration(1.0), "past the soft bound");
    }
}
