//! A tiny seeded random number generator for random movers, die rolls and game openings.

/// A xorshift64* generator: fast, small and repeatable from a seed. Not for cryptography.
///
/// ```
/// use skazka::engine::Rng;
///
/// let mut a = Rng::new(42);
/// let mut b = Rng::new(42);
/// assert_eq!(a.below(10), b.below(10));
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator from `seed`; equal seeds give equal sequences (seed 0 is allowed).
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        // Spread the seed with splitmix64 so that nearby seeds give unrelated sequences and
        // the state is never zero.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        Rng {
            state: if z == 0 { 0x2545_F491_4F6C_DD1D } else { z },
        }
    }

    /// A seed from the clock, for runs that need not repeat.
    #[must_use]
    pub fn seed_from_time() -> u64 {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        use std::time::{SystemTime, UNIX_EPOCH};
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        use web_time::{SystemTime, UNIX_EPOCH};
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`; 0 when `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        // Multiply-shift keeps the bias below 2^-32 for any realistic n.
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}
