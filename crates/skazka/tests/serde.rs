//! serde round trips through JSON of the facade's types: any position with its variant and
//! options, any move with its variant, squares by name. The per-game round trips are in
//! `tests/rules.rs`. Run with `cargo test -p skazka --features serde --test serde`.
#![cfg(feature = "serde")]

use skazka::core::{Color, Geometry};
use skazka::{AnyMove, AnyPosition, Variant};

#[test]
fn any_position_is_written_with_its_variant_fen_and_options() {
    let pos = Variant::Stone
        .position(None, &[("edition", "2012-07")])
        .unwrap();
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(
        json,
        format!(
            r#"{{"variant":"stone","fen":"{}","options":"edition=2012-07"}}"#,
            pos.fen()
        )
    );
    let back: AnyPosition = serde_json::from_str(&json).unwrap();
    assert_eq!(back, pos);
    assert_eq!(back.option("edition").as_deref(), Some("2012-07"));
    assert_eq!(back.legal_moves().len(), pos.legal_moves().len());
}

#[test]
fn any_position_of_every_variant_round_trips_after_some_moves() {
    for &variant in Variant::ALL {
        let mut pos = variant.position(None, &[]).unwrap();
        for _ in 0..5 {
            let json = serde_json::to_string(&pos).unwrap();
            let back: AnyPosition = serde_json::from_str(&json).unwrap();
            assert_eq!(back.variant(), variant);
            assert_eq!(back.fen(), pos.fen());
            let Some(&m) = pos.legal_moves().last() else {
                break;
            };
            pos.play(m).unwrap();
        }
    }
}

#[test]
fn any_move_is_written_with_its_variant_and_text() {
    let pos = Variant::Chess.position(None, &[]).unwrap();
    let m = pos.parse_move("e2e4").unwrap();
    let json = serde_json::to_string(&m).unwrap();
    assert_eq!(json, r#"{"variant":"chess","move":"e2e4"}"#);
    assert_eq!(serde_json::from_str::<AnyMove>(&json).unwrap(), m);
}

#[test]
fn bad_json_positions_are_errors_not_panics() {
    for json in [
        r#"{"variant":"chess","fen":"not a fen","options":""}"#,
        r#"{"variant":"draughts","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#,
        r#"{"variant":"stone","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1","options":"edition=2013"}"#,
        r#"{"variant":"volkhv"}"#,
        "42",
    ] {
        assert!(serde_json::from_str::<AnyPosition>(json).is_err(), "{json}");
    }
}

#[test]
fn squares_serialise_as_their_names_and_colours_in_lower_case() {
    let geo = Geometry::TEN_BY_TEN;
    let json = serde_json::to_string(&(geo.sq(4, 9).display(geo), Color::White)).unwrap();
    assert_eq!(json, r#"["e10","white"]"#);
    assert_eq!(
        serde_json::from_str::<Color>(r#""black""#).unwrap(),
        Color::Black
    );
}

#[cfg(feature = "fairy")]
#[test]
fn data_defined_positions_are_written_with_their_name() {
    let mut pos = Variant::fairy("capablanca")
        .unwrap()
        .position(None, &[])
        .unwrap();
    pos.play_text("e2e4").unwrap();
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(
        json,
        format!(
            r#"{{"variant":"capablanca","fen":"{}","options":""}}"#,
            pos.fen()
        )
    );
    let back: AnyPosition = serde_json::from_str(&json).unwrap();
    assert_eq!(back, pos);
    // A move's squares are read on its variant's board: it is not serialised alone.
    let m = pos.legal_moves()[0];
    assert!(serde_json::to_string(&m).is_err());
}
