//! Deterministic pseudo-random keys for position hashing.

/// SplitMix64: the n-th key of a fixed stream, so every build and platform hashes alike.
pub const fn key(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9E37_79B9_7F4A_7C15).wrapping_mul(0x9E37_79B9_7F4A_7C15 | 1);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A table of `N` keys drawn from stream `salt`.
pub const fn table<const N: usize>(salt: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = key(salt.wrapping_mul(1_000_003).wrapping_add(i as u64));
        i += 1;
    }
    t
}

/// Mixes a sequence of small values into one key (for positions too varied for a table).
pub fn mix(h: u64, v: u64) -> u64 {
    key(h ^ v.wrapping_mul(0x2545_F491_4F6C_DD1D))
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_differ() {
        let t = super::table::<256>(7);
        let mut v = t.to_vec();
        v.sort();
        v.dedup();
        assert_eq!(v.len(), 256);
    }
}
