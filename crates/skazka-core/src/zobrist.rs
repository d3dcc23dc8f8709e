//! Deterministic Zobrist keys.
//!
//! Keys come from a fixed mixing function, not a random generator, so hashes are the same in
//! every build and on every machine, and a game can pin a position's hash in a test.

/// The SplitMix64 finaliser: a bijective mix of 64 bits.
#[inline]
#[must_use]
pub const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The key number `index` of the key family `domain`. Different domains give independent keys,
/// so each game (and each kind of state within it) names its own domain.
#[inline]
#[must_use]
pub const fn key(domain: u64, index: u64) -> u64 {
    mix(mix(domain) ^ index.wrapping_mul(0xd6e8_feb8_6659_fd93))
}

/// A table of `len` keys of one domain, built once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZobristKeys {
    keys: Vec<u64>,
}

impl ZobristKeys {
    /// The first `len` keys of `domain`.
    #[must_use]
    pub fn new(domain: u64, len: usize) -> ZobristKeys {
        ZobristKeys {
            keys: (0..len as u64).map(|i| key(domain, i)).collect(),
        }
    }

    /// Key number `index`.
    ///
    /// # Panics
    /// Panics if `index` is not below the table's length.
    #[inline]
    #[must_use]
    pub fn get(&self, index: usize) -> u64 {
        self.keys[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_pinned_across_builds() {
        // Changing the mixing function changes every stored hash; this pins it.
        assert_eq!(key(1, 0), key(1, 0));
        assert_ne!(key(1, 0), key(2, 0));
        assert_ne!(key(1, 0), key(1, 1));
        assert_eq!(mix(0), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn a_table_holds_distinct_keys() {
        let t = ZobristKeys::new(7, 4096);
        let mut v: Vec<u64> = (0..4096).map(|i| t.get(i)).collect();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), 4096);
    }
}
