//! Xianling written as data (`tests/data/xianling.ini`) against the hand-written
//! `skazka-xianling` crate: the same perft from the start and from the positions of that crate's
//! perft suite (`crates/skazka-xianling/tests/data/xianling.perft`).

use skazka_core::Position;
use skazka_fairy::{FairyPosition, Variant, catalogue, ini};
use skazka_xianling::{Options, Xianling};

const XIANLING_INI: &str = include_str!("data/xianling.ini");

fn variant() -> Variant {
    let mut definitions = ini::parse(XIANLING_INI, &catalogue::get).expect("the definition reads");
    assert_eq!(definitions.len(), 1);
    Variant::new(definitions.remove(0)).expect("the definition compiles")
}

/// Perft of `fen` to `depth` in both, depth by depth.
fn assert_same_perft(variant: &Variant, fen: &str, depth: u32) {
    let data = FairyPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let crate_position = Xianling::from_fen(fen, &Options::default()).expect("a Xianling FEN");
    for d in 1..=depth {
        assert_eq!(data.perft(d), crate_position.perft(d), "{fen}: perft {d}");
    }
}

#[test]
fn xianling_as_data_starts_where_the_crate_starts() {
    let v = variant();
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(start.fen_text(), skazka_xianling::START_FEN);
    assert_same_perft(&v, skazka_xianling::START_FEN, 3);
}

#[test]
fn xianling_as_data_counts_the_suite_positions_as_the_crate() {
    let v = variant();
    for fen in [
        "k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1",
        "5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1",
        "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1",
        "5k4/10/10/5P4/10/10/10/10/10/5c3K w - - 0 1",
        "8pk/8p1/8P1/10/10/10/10/1p8/1P8/KP8 w - - 0 1",
        "arcbqkbcre/1zhiggih2/snefwwfa1s/ppEp2pppp/1lp1ppP1E1/4P2P1N/PPPPWP1CnP/SNHFIWFI1l/LZ2GG1HZL/ARCBQKB1RA w KQkq - 0 16",
        "arc1qgbc1a/lzbi1kiNr1/snhfw1g1n1/pp1p1Eef1p/5P1p1p/NP1p1P4/2PpPF1P1H/S2FWW3l/LZHQ1GI1ZL/ARCBGKBCRA w KQ - 0 31",
        "ahrcgkbcr1/1i1qg1is1l/2sfwwf1n1/1Npephe1pp/p3P5/2HP1EPpLN/S1FlW1I1PP/2a2WG1z1/LZB1GFKHZ1/A1RCQ1BCRA w - - 0 46",
    ] {
        assert_same_perft(&v, fen, 2);
    }
}
