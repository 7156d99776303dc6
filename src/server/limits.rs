//! Rate limits by address: a token bucket for each (an IPv6 address counted by its /64, as the
//! host counts it), forgotten once full again so that the table holds only recent senders.

use crate::net::guard::address_key;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

/// How many requests a bucket holds, and how many it gains a second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    pub burst: f64,
    pub per_second: f64,
}

/// Past this many addresses the table drops those whose buckets are full again.
const PRUNE_AT: usize = 50_000;

#[derive(Debug)]
pub struct Buckets {
    rate: Rate,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Buckets {
    pub fn new(rate: Rate) -> Buckets {
        Buckets { rate, buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one token from the address's bucket; false when it is empty.
    pub fn allow(&self, ip: IpAddr) -> bool {
        self.allow_at(ip, Instant::now())
    }

    fn allow_at(&self, ip: IpAddr, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= PRUNE_AT {
            let rate = self.rate;
            buckets.retain(|_, (tokens, at)| *tokens + now.duration_since(*at).as_secs_f64() * rate.per_second < rate.burst);
        }
        let (tokens, at) = buckets.entry(address_key(ip)).or_insert((self.rate.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.rate.per_second).min(self.rate.burst);
        *at = now;
        if *tokens < 1.0 {
            return false;
        }
        *tokens -= 1.0;
        true
    }
}

/// The limits one server keeps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Every request from an address.
    pub requests: Rate,
    /// Sign-ups and sign-ins from an address (each costs a password hash).
    pub logins: Rate,
    /// Sign-ups and sign-ins from everywhere together.
    pub all_logins: Rate,
    /// Event streams (games watched) open at once from one address.
    pub streams: usize,
    /// How long the maker of a live seek may go without a request before the seek lapses.
    pub seek_idle: std::time::Duration,
    /// Requests come through a reverse proxy on this machine: count each by the address the
    /// proxy saw (the last of `X-Forwarded-For`).
    pub trust_proxy: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            requests: Rate { burst: 60.0, per_second: 20.0 },
            logins: Rate { burst: 5.0, per_second: 0.2 },
            all_logins: Rate { burst: 30.0, per_second: 10.0 },
            streams: 50,
            seek_idle: std::time::Duration::from_secs(60),
            trust_proxy: false,
        }
    }
}

/// The event streams open from each address, bounded.
#[derive(Debug)]
pub struct Streams {
    most: usize,
    open: Mutex<HashMap<IpAddr, usize>>,
}

impl Streams {
    pub fn new(most: usize) -> Streams {
        Streams { most, open: Mutex::new(HashMap::new()) }
    }

    /// Counts one more stream from `ip`; false (and nothing counted) when it has its most.
    pub fn open(&self, ip: IpAddr) -> bool {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = open.entry(address_key(ip)).or_insert(0);
        if *n >= self.most {
            return false;
        }
        *n += 1;
        true
    }

    pub fn close(&self, ip: IpAddr) {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let key = address_key(ip);
        if let Some(n) = open.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                open.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_empties_refills_and_keeps_addresses_apart() {
        let b = Buckets::new(Rate { burst: 3.0, per_second: 1.0 });
        let (a, other) = ("127.0.0.1".parse().unwrap(), "127.0.0.2".parse().unwrap());
        let t = Instant::now();
        assert!((0..3).all(|_| b.allow_at(a, t)));
        assert!(!b.allow_at(a, t));
        assert!(b.allow_at(other, t), "another address has its own bucket");
        assert!(b.allow_at(a, t + Duration::from_millis(1100)), "a second gives one back");
        assert!(!b.allow_at(a, t + Duration::from_millis(1100)));
    }

    #[test]
    fn streams_are_counted_by_address_up_to_their_most() {
        let s = Streams::new(2);
        let ip = "10.0.0.1".parse().unwrap();
        assert!(s.open(ip) && s.open(ip));
        assert!(!s.open(ip));
        s.close(ip);
        assert!(s.open(ip));
        assert!(s.open("10.0.0.2".parse().unwrap()));
    }

    #[test]
    fn an_ipv6_network_shares_one_bucket() {
        let b = Buckets::new(Rate { burst: 1.0, per_second: 0.0 });
        let t = Instant::now();
        assert!(b.allow_at("2001:db8::1".parse().unwrap(), t));
        assert!(!b.allow_at("2001:db8::2".parse().unwrap(), t));
    }
}
