//! Perft: the suite of `data/xianling.perft`, checked against the fast generator and the
//! independent slow one of `common/mod.rs`.

mod common;

use skazka_core::Position;
use skazka_core::perft::{check_suite, parse_suite};
use skazka_xianling::{Options, START_FEN, Xianling};

const SUITE: &str = include_str!("data/xianling.perft");

fn from_fen(fen: &str) -> Result<Xianling, skazka_xianling::FenError> {
    Xianling::from_fen(fen, &Options::default())
}

/// xianling.md §16: every count of the suite up to 300 000 nodes.
#[test]
fn suite_counts_up_to_300k_nodes() {
    let checked = check_suite("data/xianling.perft", SUITE, 300_000, from_fen);
    assert!(checked >= 30, "only {checked} counts checked");
}

/// xianling.md §16: start position perft 1 = 24, perft 2 = 576 (= 24², the armies cannot
/// interact within two plies), perft 3 from the suite.
#[test]
fn start_position_perft_1_to_3() {
    let pos = Xianling::new(&Options::default());
    assert_eq!(pos.to_string(), START_FEN);
    assert_eq!(pos.perft(1), 24);
    assert_eq!(pos.perft(2), 576);
    assert_eq!(pos.perft(3), 14_992);
}

/// Bulk counting at the last ply agrees with playing every move (the provided `divide`).
#[test]
fn bulk_counts_equal_played_counts() {
    for case in parse_suite(SUITE).unwrap() {
        let pos = from_fen(&case.fen).unwrap();
        let by_move: u64 = pos.divide(2).iter().map(|(_, n)| n).sum();
        assert_eq!(by_move, pos.perft(2), "{}", case.id);
    }
}

/// The slow reference generator agrees with every suite position at depth 2.
#[test]
fn reference_generator_agrees_at_depth_2() {
    for case in parse_suite(SUITE).unwrap() {
        let pos = from_fen(&case.fen).unwrap();
        let reference = common::Ref::from_fen(&case.fen);
        for depth in 1..=2 {
            assert_eq!(
                pos.perft(depth),
                reference.perft(depth),
                "{} depth {depth}",
                case.id
            );
        }
    }
}

/// The slow reference generator agrees with every suite position at depth 3 (release:
/// `cargo test --release -p skazka-xianling --test perft -- --ignored`).
#[test]
#[ignore = "slow: run in release"]
fn reference_generator_agrees_at_depth_3() {
    for case in parse_suite(SUITE).unwrap() {
        let pos = from_fen(&case.fen).unwrap();
        let reference = common::Ref::from_fen(&case.fen);
        assert_eq!(pos.perft(3), reference.perft(3), "{}", case.id);
    }
}

/// Every count of the suite, deep ones included (release).
#[test]
#[ignore = "slow: run in release"]
fn suite_all_counts() {
    check_suite("data/xianling.perft", SUITE, u64::MAX, from_fen);
}

/// Start-position counts with timing, for docs/perft/xianling.md (release; set
/// `XIANLING_PERFT_DEPTH` to go deeper than 4).
#[test]
#[ignore = "slow: run in release"]
fn start_position_deep_perft_timed() {
    let max: u32 = std::env::var("XIANLING_PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    let pos = Xianling::new(&Options::default());
    for depth in 1..=max {
        let t = std::time::Instant::now();
        let nodes = pos.perft(depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft {depth} {nodes} ({secs:.3} s, {:.1} Mnodes/s)",
            nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
}
