//! Serde (feature `serde`): positions as their FEN and options, read back under those
//! options; options and moves as their text.
#![cfg(feature = "serde")]

mod common;

use common::opts;
use skazka_core::Position;
use skazka_volkhv::{Move, Options, Volkhv};

fn round_trip_position(p: &Volkhv) {
    let json = serde_json::to_string(p).unwrap();
    let back: Volkhv = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, p, "{json}");
    assert_eq!(back.options(), p.options());
    assert_eq!(back.zobrist(), p.zobrist());
}

#[test]
fn a_dice_position_with_a_rolled_die_round_trips_under_its_options() {
    let o = opts(&[
        ("dice", "true"),
        ("talleyrand", "true"),
        ("height_cap", "4"),
    ]);
    let mut p = Volkhv::new(&o);
    round_trip_position(&p); // awaiting the roll: `?` in the FEN
    p.play_line("[P] e2e4 [N] g8f6 [B]").unwrap();
    assert!(p.to_string().contains(" B "), "{p}");
    round_trip_position(&p);
    let json = serde_json::to_string(&p).unwrap();
    assert!(
        json.contains(r#""options":"dice=true talleyrand=true height_cap=4""#),
        "{json}"
    );
    // The FEN alone, read with the default options, is refused: the die contradicts them.
    let fen_only = format!(r#"{{"fen":"{p}"}}"#);
    assert!(serde_json::from_str::<Volkhv>(&fen_only).is_err());
}

#[test]
fn positions_of_other_profiles_round_trip() {
    for pairs in [
        &[][..],
        &[("profile", "federation"), ("repetition_draw", "auto")],
        &[
            ("released_enemy_promo", "owner"),
            ("promotion_optional", "true"),
        ],
        &[("own_king_capture", "true"), ("king_capture_mode", "true")],
    ] {
        let o = opts(pairs);
        let mut p = Volkhv::new(&o);
        round_trip_position(&p);
        p.play_line("e2e4 d7d5 e4d5 d8d5").unwrap();
        round_trip_position(&p);
    }
}

#[test]
fn a_fen_that_contradicts_its_options_is_an_error() {
    // A die state without the die option.
    let json = r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - N 0 1","options":""}"#;
    assert!(serde_json::from_str::<Volkhv>(json).is_err());
    // No die state with the die option.
    let json = r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - - 0 1","options":"dice=true"}"#;
    assert!(serde_json::from_str::<Volkhv>(json).is_err());
    // A pending declaration without released_enemy_promo=owner.
    let json = r#"{"fen":"4k3/8/8/3R^4/8/8/7K/3p4 b - - - 1 1 d1","options":""}"#;
    assert!(serde_json::from_str::<Volkhv>(json).is_err());
    let json = r#"{"fen":"4k3/8/8/3R^4/8/8/7K/3p4 b - - - 1 1 d1","options":"released_enemy_promo=owner"}"#;
    assert!(serde_json::from_str::<Volkhv>(json).is_ok());
    // Options that are not options.
    let json =
        r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - - 0 1","options":"profile=federation dice=true"}"#;
    assert!(serde_json::from_str::<Volkhv>(json).is_err());
}

#[test]
fn options_round_trip_as_their_text() {
    let o = opts(&[
        ("profile", "federation"),
        ("pawn_own_climb", "diagonal"),
        ("fifty_move_draw", "claim"),
    ]);
    let json = serde_json::to_string(&o).unwrap();
    assert_eq!(
        json,
        r#""profile=federation pawn_own_climb=diagonal fifty_move_draw=claim""#
    );
    assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), o);
    assert_eq!(
        serde_json::from_str::<Options>(r#""""#).unwrap(),
        Options::default()
    );
    assert!(serde_json::from_str::<Options>(r#""dice=maybe""#).is_err());
}

#[test]
fn moves_round_trip_as_their_text_without_a_position() {
    let o = opts(&[("released_enemy_promo", "owner"), ("dice", "true")]);
    let mut p = Volkhv::new(&o);
    p.play_line("[P] e2e4 [N] g8f6").unwrap();
    let mut moves = p.legal_move_list().to_vec();
    let t = common::pos("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", &Options::default());
    moves.extend(t.legal_move_list());
    let promo = common::pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &Options::default());
    moves.extend(promo.legal_move_list());
    let declare = common::pos("4k3/8/8/3R^4/8/8/7K/3p4 b - - ? 1 1 d1", &o);
    moves.extend(declare.legal_move_list());
    moves.extend([Move::Pass]);
    let texts: Vec<String> = moves
        .iter()
        .map(|m| serde_json::to_string(m).unwrap())
        .collect();
    for (m, json) in moves.iter().zip(&texts) {
        assert_eq!(serde_json::from_str::<Move>(json).unwrap(), *m, "{json}");
    }
    for expected in [
        r#""[K]""#,
        r#""e4(1)e2""#,
        r#""e4e8""#,
        r#""e7e8=N""#,
        r#""d1=Q""#,
        r#""--""#,
    ] {
        assert!(
            texts.iter().any(|t| t == expected),
            "{expected} in {texts:?}"
        );
    }
    assert!(serde_json::from_str::<Move>(r#""0-0""#).is_err());
    assert!(serde_json::from_str::<Move>(r#""e2e9""#).is_err());
}

#[test]
fn option_values_serialise_as_their_option_text() {
    use skazka_volkhv::{EpCapture, Profile, TalleyrandSet};
    assert_eq!(
        serde_json::to_string(&Profile::Federation).unwrap(),
        r#""federation""#
    );
    assert_eq!(
        serde_json::to_string(&EpCapture::TopPawn).unwrap(),
        r#""top_pawn""#
    );
    assert_eq!(
        serde_json::from_str::<TalleyrandSet>(r#""own""#).unwrap(),
        TalleyrandSet::Own
    );
}
