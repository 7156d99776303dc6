//! The host's defences that need memory of the past: back-off for addresses that give wrong
//! join codes (with a limit for the whole host, against guesses from many addresses), and
//! reports that stay readable under a flood (a few lines, then a count).
//!
//! Every function takes the time as an argument, so the tests can move the clock.

use super::protocol::{
    FREE_WRONG_CODES, GLOBAL_WRONG_CODES, GLOBAL_WRONG_CODES_PER_MINUTE, PROBLEM_LINES, PROBLEM_WINDOW, WRONG_CODE_MAX_WAIT, WRONG_CODE_WAIT,
};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Addresses whose wrong codes are remembered at once; beyond it the least recent is forgotten.
const MAX_TRACKED: usize = 4096;
/// Addresses remembered as having given the right code.
const MAX_TRUSTED: usize = 64;
/// Wrong codes are forgotten after this long without another.
const FORGET_AFTER: Duration = Duration::from_secs(600);

/// What counts as one address: an IPv4 address, or an IPv6 address's /64 (one machine or one
/// home network usually holds a whole /64, so counting single IPv6 addresses would count
/// nothing).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let s = v6.segments();
            IpAddr::from([s[0], s[1], s[2], s[3], 0, 0, 0, 0])
        }
        v4 => v4,
    }
}

struct Strikes {
    wrong: u32,
    /// No code is checked from the address before this.
    until: Instant,
    last: Instant,
}

/// Who may have a join code checked now.
pub struct CodeGuard {
    strikes: HashMap<IpAddr, Strikes>,
    trusted: VecDeque<IpAddr>,
    /// Wrong codes the host still takes at once (a token bucket).
    tokens: f64,
    refilled: Instant,
}

impl CodeGuard {
    pub fn new(now: Instant) -> CodeGuard {
        CodeGuard { strikes: HashMap::new(), trusted: VecDeque::new(), tokens: f64::from(GLOBAL_WRONG_CODES), refilled: now }
    }

    /// `Err(wait)` when a code from `ip` must not be checked now: the address gave too many
    /// wrong ones, or the host as a whole did and the address never gave the right one. The
    /// code is then not looked at, right or wrong, so waiting is the only way to learn it.
    pub fn may_try(&mut self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        let key = address_key(ip);
        self.refill(now);
        if let Some(s) = self.strikes.get(&key) {
            if now < s.until {
                return Err(s.until - now);
            }
            if now.duration_since(s.last) >= FORGET_AFTER {
                self.strikes.remove(&key);
            }
        }
        if self.tokens < 1.0 && !self.trusted.contains(&key) {
            return Err(Duration::from_secs_f64((1.0 - self.tokens) * 60.0 / f64::from(GLOBAL_WRONG_CODES_PER_MINUTE)));
        }
        Ok(())
    }

    /// A wrong code from `ip` (that `may_try` allowed).
    pub fn wrong(&mut self, ip: IpAddr, now: Instant) {
        let key = address_key(ip);
        self.refill(now);
        self.tokens = (self.tokens - 1.0).max(0.0);
        if !self.strikes.contains_key(&key) && self.strikes.len() >= MAX_TRACKED {
            self.forget_one(now);
        }
        let s = self.strikes.entry(key).or_insert(Strikes { wrong: 0, until: now, last: now });
        s.wrong += 1;
        s.last = now;
        if s.wrong > FREE_WRONG_CODES {
            let doublings = (s.wrong - FREE_WRONG_CODES - 1).min(16);
            s.until = now + (WRONG_CODE_WAIT * (1 << doublings)).min(WRONG_CODE_MAX_WAIT);
        }
    }

    /// The right code from `ip`: its wrong ones are forgiven, and it stays heard while the host
    /// refuses strangers.
    pub fn right(&mut self, ip: IpAddr) {
        let key = address_key(ip);
        self.strikes.remove(&key);
        if !self.trusted.contains(&key) {
            if self.trusted.len() >= MAX_TRUSTED {
                self.trusted.pop_front();
            }
            self.trusted.push_back(key);
        }
    }

    fn refill(&mut self, now: Instant) {
        let per_second = f64::from(GLOBAL_WRONG_CODES_PER_MINUTE) / 60.0;
        self.tokens = (self.tokens + now.duration_since(self.refilled).as_secs_f64() * per_second).min(f64::from(GLOBAL_WRONG_CODES));
        self.refilled = now;
    }

    /// Makes room: a forgotten or free address if there is one, else the least recent.
    fn forget_one(&mut self, now: Instant) {
        self.strikes.retain(|_, s| now < s.until || now.duration_since(s.last) < FORGET_AFTER);
        if self.strikes.len() >= MAX_TRACKED
            && let Some(oldest) = self.strikes.iter().min_by_key(|(_, s)| s.last).map(|(k, _)| *k)
        {
            self.strikes.remove(&oldest);
        }
    }
}

/// Lines about one kind of problem: at most [`PROBLEM_LINES`] per [`PROBLEM_WINDOW`], then only
/// counted, and the count told once the window is over.
pub struct Quiet {
    start: Instant,
    shown: u32,
    held: u32,
}

impl Quiet {
    pub fn new(now: Instant) -> Quiet {
        Quiet { start: now, shown: 0, held: 0 }
    }

    /// Whether to show one more line now (if not, it is counted).
    pub fn show(&mut self, now: Instant) -> bool {
        if now.duration_since(self.start) >= PROBLEM_WINDOW && self.held == 0 {
            self.start = now;
            self.shown = 0;
        }
        if self.shown < PROBLEM_LINES && self.held == 0 {
            self.shown += 1;
            true
        } else {
            self.held += 1;
            false
        }
    }

    /// How many lines were held back, once their window is over (then a new one starts).
    pub fn held_back(&mut self, now: Instant) -> Option<u32> {
        if self.held == 0 || now.duration_since(self.start) < PROBLEM_WINDOW {
            return None;
        }
        let held = self.held;
        *self = Quiet::new(now);
        Some(held)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_address_may_give_a_few_wrong_codes_then_waits_longer_each_time() {
        let t = Instant::now();
        let mut g = CodeGuard::new(t);
        let a = ip("192.0.2.1");
        for _ in 0..FREE_WRONG_CODES {
            assert_eq!(g.may_try(a, t), Ok(()));
            g.wrong(a, t);
        }
        assert_eq!(g.may_try(a, t), Ok(()), "the free ones are free");
        g.wrong(a, t);
        assert_eq!(g.may_try(a, t), Err(WRONG_CODE_WAIT));
        assert_eq!(g.may_try(ip("192.0.2.2"), t), Ok(()), "another address is not held up");
        let later = t + WRONG_CODE_WAIT;
        assert_eq!(g.may_try(a, later), Ok(()));
        g.wrong(a, later);
        assert_eq!(g.may_try(a, later), Err(2 * WRONG_CODE_WAIT), "the wait doubles");
        let mut now = later;
        for _ in 0..20 {
            now += WRONG_CODE_MAX_WAIT;
            g.wrong(a, now);
        }
        assert_eq!(g.may_try(a, now), Err(WRONG_CODE_MAX_WAIT), "up to a bound");
        g.right(a);
        assert_eq!(g.may_try(a, now), Ok(()), "the right code forgives");
    }

    #[test]
    fn guesses_from_many_addresses_close_the_door_to_strangers_only() {
        let t = Instant::now();
        let mut g = CodeGuard::new(t);
        let friend = ip("2001:db8:1:2::7");
        g.right(friend);
        for n in 0..GLOBAL_WRONG_CODES {
            let stranger = IpAddr::from([10, 0, (n / 256) as u8, n as u8]);
            assert_eq!(g.may_try(stranger, t), Ok(()));
            g.wrong(stranger, t);
        }
        assert!(g.may_try(ip("10.9.9.9"), t).is_err(), "a new address waits");
        assert_eq!(g.may_try(ip("2001:db8:1:2::8"), t), Ok(()), "the friend's /64 is still heard");
        assert_eq!(g.may_try(ip("10.9.9.9"), t + Duration::from_secs(3)), Ok(()), "the host's budget refills");
    }

    #[test]
    fn a_flood_of_problems_shows_a_few_lines_then_a_count() {
        let t = Instant::now();
        let mut q = Quiet::new(t);
        let shown = (0..1000).filter(|_| q.show(t)).count();
        assert_eq!(shown as u32, PROBLEM_LINES);
        assert_eq!(q.held_back(t), None, "told when the window is over");
        let end = t + PROBLEM_WINDOW;
        assert_eq!(q.held_back(end), Some(1000 - PROBLEM_LINES));
        assert_eq!(q.held_back(end), None, "once");
        assert!(q.show(end), "a new window shows lines again");
    }
}
