//! Xianling written as data (`tests/data/xianling.ini`) against the hand-written
//! `skazka-xianling` crate: the same perft from the start and from every position of that
//! crate's perft suite (`crates/skazka-xianling/tests/data/xianling.perft`), counted by both
//! here and compared with the suite's recorded counts.

use skazka_core::Position;
use skazka_core::perft::parse_suite;
use skazka_fairy::{FairyPosition, Variant, catalogue, ini};
use skazka_xianling::{Options, Xianling};

const XIANLING_INI: &str = include_str!("data/xianling.ini");
const SUITE: &str = include_str!("../../skazka-xianling/tests/data/xianling.perft");

fn variant() -> Variant {
    let mut definitions = ini::parse(XIANLING_INI, &catalogue::get).expect("the definition reads");
    assert_eq!(definitions.len(), 1);
    Variant::new(definitions.remove(0)).expect("the definition compiles")
}

/// Checks every count of the suite up to `max_nodes` nodes: the data definition's perft equals
/// the count recorded in the suite and the crate's own perft. Returns how many were checked.
fn check_suite(variant: &Variant, max_nodes: u64) -> usize {
    let mut checked = 0;
    for case in parse_suite(SUITE).expect("the suite reads") {
        let data = FairyPosition::from_fen(variant, &case.fen)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let game = Xianling::from_fen(&case.fen, &Options::default()).expect("a Xianling FEN");
        assert_eq!(
            data.fen_text(),
            game.to_string(),
            "{}: the FEN reads back",
            case.id
        );
        for &(depth, nodes) in case.counts.iter().filter(|&&(_, n)| n <= max_nodes) {
            assert_eq!(data.perft(depth), nodes, "{}: perft {depth}", case.id);
            assert_eq!(
                game.perft(depth),
                nodes,
                "{}: the crate's perft {depth}",
                case.id
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn xianling_as_data_starts_where_the_crate_starts() {
    let v = variant();
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(start.fen_text(), skazka_xianling::START_FEN);
    let game = Xianling::new(&Options::default());
    for depth in 1..=3 {
        assert_eq!(start.perft(depth), game.perft(depth), "perft {depth}");
    }
}

/// xianling.md §16 and the suite's constructed positions: promotions of pawns (14 pieces) and
/// of ferzes and wazirs (six each, or none), castling, hoppers, the promotion-only pieces
/// (`+A` …), forced and double passes.
#[test]
fn xianling_as_data_counts_the_crate_suite_up_to_a_million_nodes() {
    let checked = check_suite(&variant(), 1_000_000);
    assert!(checked >= 25, "only {checked} counts checked");
}

/// Every count of the suite, deep ones included (release:
/// `cargo test --release -p skazka-fairy --test xianling -- --ignored`).
#[test]
#[ignore = "slow: run in release"]
fn xianling_as_data_counts_the_whole_crate_suite() {
    check_suite(&variant(), u64::MAX);
}
