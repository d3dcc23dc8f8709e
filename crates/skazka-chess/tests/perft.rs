//! Perft against the public suites. Counts up to 100k nodes run in every `cargo test`; the
//! rest with `cargo test --release -p skazka-chess -- --ignored`.

use skazka_chess::Chess;
use skazka_core::perft::check_suite;

const SUITE: &str = include_str!("data/chess.perft");

#[test]
fn public_perft_suite_small_depths() {
    let checked = check_suite("data/chess.perft", SUITE, 100_000, Chess::from_fen);
    assert!(checked >= 20, "only {checked} counts checked");
}

#[test]
#[ignore = "minutes in debug builds; run with --release -- --ignored"]
fn public_perft_suite_up_to_200_million_nodes() {
    check_suite("data/chess.perft", SUITE, 200_000_000, Chess::from_fen);
}
