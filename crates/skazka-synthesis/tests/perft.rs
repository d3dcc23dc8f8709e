//! Perft from `tests/data/synthesis.perft` (counts checked against the reference
//! implementation of `tests/common/reference.rs`), and the published start-position counts.

mod common;

use common::reference::Ref;
use skazka_core::{Position, perft::check_suite};
use skazka_synthesis::{Options, Synthesis};

const SUITE: &str = include_str!("data/synthesis.perft");

fn from_fen(fen: &str) -> Result<Synthesis, skazka_synthesis::FenError> {
    Synthesis::from_fen(fen, &Options::default())
}

/// rules file §9.1 and §7a.14: start-position perft 1–3.
#[test]
fn start_position_depths_one_to_three() {
    let pos = Synthesis::new(&Options::default());
    assert_eq!(pos.perft(1), 20);
    assert_eq!(pos.perft(2), 400);
    assert_eq!(pos.perft(3), 8_844);
}

/// The suite, up to a node budget that keeps debug tests fast.
#[test]
fn suite_small_counts() {
    let n = check_suite("synthesis.perft", SUITE, 120_000, from_fen);
    assert!(n >= 20, "only {n} counts checked");
}

/// Every count of the suite that is small enough is also what the reference implementation
/// finds, so the data file is not just the crate agreeing with itself.
#[test]
fn suite_agrees_with_reference() {
    for case in skazka_core::perft::parse_suite(SUITE).unwrap() {
        let r = Ref::from_fen(&case.fen);
        for &(depth, nodes) in case.counts.iter().filter(|(_, n)| *n <= 12_000) {
            assert_eq!(r.perft(depth), nodes, "{} perft {depth}", case.id);
        }
    }
}

/// The whole suite and the deeper published counts (release: `cargo test --release -p
/// skazka-synthesis -- --ignored`).
#[test]
#[ignore = "deep perft; run in release mode"]
fn suite_full_and_start_depth_five() {
    check_suite("synthesis.perft", SUITE, u64::MAX, from_fen);
    let pos = Synthesis::new(&Options::default());
    for depth in 1..=5 {
        let t = std::time::Instant::now();
        let n = pos.perft(depth);
        println!("perft {depth} {n} ({:.2?})", t.elapsed());
    }
}

/// Deep agreement with the reference (release only: the reference is slow).
#[test]
#[ignore = "slow reference perft; run in release mode"]
fn suite_agrees_with_reference_deep() {
    for case in skazka_core::perft::parse_suite(SUITE).unwrap() {
        let r = Ref::from_fen(&case.fen);
        for &(depth, nodes) in case.counts.iter().filter(|(_, n)| *n <= 2_000_000) {
            assert_eq!(r.perft(depth), nodes, "{} perft {depth}", case.id);
        }
    }
}
