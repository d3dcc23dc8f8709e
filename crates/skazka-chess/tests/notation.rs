//! FEN and move text: canonical output, round trips, snapshots of what people read.

use skazka_chess::{Chess, Move, Setup};
use skazka_core::{ParseMoveError, Position};

#[test]
fn fen_round_trips_exactly_on_the_public_suite() {
    let suite = include_str!("data/chess.perft");
    for case in skazka_core::perft::parse_suite(suite).unwrap() {
        assert_eq!(Chess::from_fen(&case.fen).unwrap().to_string(), case.fen);
    }
}

#[test]
fn fen_after_a_line_of_play() {
    let mut p = Chess::new();
    let mut fens = Vec::new();
    for m in [
        "e2e4", "c7c5", "g1f3", "d7d6", "f1b5", "c8d7", "e1g1", "c5c4", "d2d4", "c4d3",
    ] {
        p.play_text(m).unwrap();
        fens.push(format!("{m:6} {p}"));
    }
    insta::assert_snapshot!(fens.join("\n"));
}

#[test]
fn board_diagram_of_kiwipete() {
    let p = Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        .unwrap();
    insta::assert_snapshot!(p.board_diagram());
}

#[test]
fn sorted_legal_moves_of_kiwipete() {
    let p = Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        .unwrap();
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|m| p.display_move(*m).to_string())
        .collect();
    moves.sort();
    insta::assert_snapshot!(moves.join(" "));
}

#[test]
fn every_legal_move_text_parses_back_to_the_same_move() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    ] {
        let p = Chess::from_fen(fen).unwrap();
        for &m in p.legal_move_list().iter() {
            assert_eq!(p.parse_move(&m.to_string()), Ok(m));
        }
    }
}

#[test]
fn setup_writes_what_it_reads() {
    let fen = "8/8/8/8/8/8/8/K6k b - - 12 40";
    assert_eq!(Setup::from_fen(fen).unwrap().to_string(), fen);
}

#[test]
fn move_text_reads_back_without_a_position() {
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
    ] {
        let p = Chess::from_fen(fen).unwrap();
        for &m in p.legal_move_list().iter() {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m), "{fen}");
            assert_eq!(format!("{m:?}"), format!("Move({m})"));
        }
    }
}

#[test]
fn move_parse_errors_follow_the_conventions() {
    let p = Chess::new();
    // A square off the board is a syntax error.
    assert_eq!(
        p.parse_move("e2e9"),
        Err(ParseMoveError::malformed(
            2,
            "a destination square such as e4"
        ))
    );
    assert_eq!(
        p.parse_move("i2e4"),
        Err(ParseMoveError::malformed(0, "an origin square such as e2"))
    );
    // A move of the side not to move is well formed but illegal.
    assert_eq!(p.parse_move("e7e5"), Err(ParseMoveError::Illegal));
    // A pawn reaching the last rank without its piece.
    let promo = Chess::from_fen("8/4P2k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(
        promo.parse_move("e7e8"),
        Err(ParseMoveError::MissingPromotion)
    );
    assert_eq!(promo.parse_move("e7e8=Q"), "e7e8q".parse::<Move>());
}
