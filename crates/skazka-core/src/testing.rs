//! Helpers shared by the crate's tests.

/// A pseudo-random set of squares with about a quarter of them occupied, from `seed` (which
/// it advances): the random boards the tables and lines are checked on.
pub(crate) fn pseudo_random(seed: &mut u64) -> u128 {
    let mut next = || {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        u128::from(*seed >> 11)
    };
    (next() << 64 | next()) & (next() << 64 | next())
}
