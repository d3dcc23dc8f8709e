//! Serde: positions as their FEN and options, options and moves as their text.
#![cfg(feature = "serde")]

use skazka_chess::{Chess, Move, Options};
use skazka_core::Position;

#[test]
fn a_position_round_trips_with_its_options() {
    let pos =
        Chess::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 9")
            .unwrap();
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(
        json,
        r#"{"fen":"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 9","options":""}"#
    );
    assert_eq!(serde_json::from_str::<Chess>(&json).unwrap(), pos);
    // The options field may be left out: it means the defaults.
    let short = r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1"}"#;
    assert_eq!(
        serde_json::from_str::<Chess>(short).unwrap(),
        Chess::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap()
    );
}

#[test]
fn a_position_under_options_chess_does_not_have_is_an_error() {
    // Chess has no options, so any setting contradicts the game.
    let json = r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","options":"castling=none"}"#;
    let err = serde_json::from_str::<Chess>(json).unwrap_err();
    assert!(err.to_string().contains("castling"), "{err}");
    // An illegal position is an error too, never a silent change.
    let json = r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w K - 0 1","options":""}"#;
    assert!(serde_json::from_str::<Chess>(json).is_err());
}

#[test]
fn options_round_trip_as_their_text() {
    let options = Options::default();
    let json = serde_json::to_string(&options).unwrap();
    assert_eq!(json, r#""""#);
    assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), options);
    assert!(serde_json::from_str::<Options>(r#""x=1""#).is_err());
}

#[test]
fn moves_round_trip_as_their_text_and_deserialise_equal() {
    let pos = Chess::from_fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").unwrap();
    let moves = pos.legal_move_list();
    for want in ["e1g1", "e1c1", "e5d6", "b7a8q", "b7b8n", "a1a8"] {
        assert!(moves.iter().any(|m| m.to_string() == want), "{want}");
    }
    for &m in moves.iter() {
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(json, format!("\"{m}\""));
        assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), m);
    }
    assert!(serde_json::from_str::<Move>(r#""e2e9""#).is_err());
    let mut line = Chess::new();
    for text in ["e2e4", "d7d5", "e4d5"] {
        let m: Move = serde_json::from_str(&format!("\"{text}\"")).unwrap();
        line.play(m).unwrap();
    }
    assert_eq!(
        line.to_string(),
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
    );
}
