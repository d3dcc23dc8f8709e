//! Orthodox chess as a definition (the default) reproduces the published perft counts.

use skazka_core::Position;
use skazka_fairy::{Definition, FairyPosition, Variant};

#[test]
fn chess_from_the_default_definition_has_the_known_perft() {
    let v = Variant::new(Definition::default()).unwrap();
    let p = FairyPosition::start(&v).unwrap();
    assert_eq!(
        p.fen_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(p.perft(1), 20);
    assert_eq!(p.perft(2), 400);
    assert_eq!(p.perft(3), 8902);
}

#[test]
fn kiwipete_perft_matches_the_published_counts() {
    let v = Variant::new(Definition::default()).unwrap();
    let p = FairyPosition::from_fen(
        &v,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    )
    .unwrap();
    assert_eq!(p.perft(1), 48);
    assert_eq!(p.perft(2), 2039);
    assert_eq!(p.perft(3), 97862);
}

#[test]
fn position_three_and_four_perft() {
    let v = Variant::new(Definition::default()).unwrap();
    let p = FairyPosition::from_fen(&v, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
    assert_eq!(p.perft(4), 43238);
    let p = FairyPosition::from_fen(
        &v,
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    )
    .unwrap();
    assert_eq!(p.perft(3), 9467);
}
