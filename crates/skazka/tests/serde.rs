//! serde round trips through JSON: positions as FEN, moves, squares and colours.
//! Run with `cargo test -p skazka --features serde --test serde`.
#![cfg(feature = "serde")]

use serde::Serialize;
use serde::de::DeserializeOwned;
use skazka::core::{Color, Geometry, Position};

/// The position and every legal move survive a JSON round trip, after a few moves of play.
fn round_trip<P>(mut pos: P)
where
    P: Position + Serialize + DeserializeOwned + std::fmt::Display,
    P::Move: Serialize + DeserializeOwned,
{
    for step in 0..6 {
        let json = serde_json::to_string(&pos).unwrap();
        let back: P = serde_json::from_str(&json).unwrap();
        assert_eq!(back.to_string(), pos.to_string());
        assert_eq!(json, format!("\"{pos}\""));
        let moves = pos.legal_move_list();
        for &m in moves.as_ref() {
            let text = serde_json::to_string(&m).unwrap();
            assert_eq!(serde_json::from_str::<P::Move>(&text).unwrap(), m, "{text}");
        }
        let Some(&m) = moves.as_ref().get(step * 7 % moves.as_ref().len().max(1)) else {
            break;
        };
        pos.play_unchecked(m);
    }
}

#[test]
fn chess_positions_and_moves_round_trip_through_json() {
    round_trip(skazka::chess::Chess::new());
}

#[test]
fn stone_positions_and_moves_round_trip_through_json() {
    round_trip(skazka::stone::Stone::new(&Default::default()));
}

#[test]
fn synthesis_positions_and_moves_round_trip_through_json() {
    round_trip(skazka::synthesis::Synthesis::new(&Default::default()));
}

#[test]
fn xianling_positions_and_moves_round_trip_through_json() {
    round_trip(skazka::xianling::Xianling::new(&Default::default()));
}

#[test]
fn volkhv_positions_and_moves_round_trip_through_json() {
    round_trip(skazka::volkhv::Volkhv::new(&Default::default()));
}

#[test]
fn a_bad_fen_in_json_is_an_error_not_a_panic() {
    assert!(serde_json::from_str::<skazka::chess::Chess>("\"not a fen\"").is_err());
    assert!(serde_json::from_str::<skazka::xianling::Xianling>("42").is_err());
}

#[test]
fn squares_and_colours_round_trip_through_json() {
    let sq = Geometry::TEN_BY_TEN.sq(4, 9);
    let json = serde_json::to_string(&(sq, Color::White)).unwrap();
    assert_eq!(
        serde_json::from_str::<(skazka::core::Square, Color)>(&json).unwrap(),
        (sq, Color::White)
    );
}
