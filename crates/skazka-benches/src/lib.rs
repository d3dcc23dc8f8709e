//! The benchmarks of the skazka workspace, kept in a package of their own so that their
//! dependencies (criterion, and cozy-chess for comparison) are built only for them.
//!
//! ```text
//! cargo bench -p skazka-benches --bench perft    # chess perft, side by side with cozy-chess
//! cargo bench -p skazka-benches --bench games    # every game: perft, move generation, long games
//! ```
//!
//! The library itself is empty; the benchmarks are in the top-level `benches/` folder.
#![forbid(unsafe_code)]
