//! Serde (feature `serde`): positions as their FEN and options, options, moves and pieces
//! through their text.
#![cfg(feature = "serde")]

use skazka_core::{Position, Rules};
use skazka_xianling::{Move, Options, PawnTargets, Piece, PieceKind, PromotionTrigger, Xianling};

fn options() -> Options {
    "promotion_trigger=from-penultimate chase_pawn_targets=never repetition_draw=true move_limit=40"
        .parse()
        .unwrap()
}

#[test]
fn positions_round_trip_with_their_options() {
    let o = options();
    let mut p = Xianling::new(&o);
    for m in ["e4e5", "b8c6", "d4d5"] {
        p.play_text(m).unwrap();
    }
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(
        json,
        format!(
            r#"{{"fen":"{}","options":"promotion_trigger=from-penultimate chase_pawn_targets=never repetition_draw=true move_limit=40"}}"#,
            p.fen()
        )
    );
    let back: Xianling = serde_json::from_str(&json).unwrap();
    assert_eq!(back, p);
    assert_eq!(back.options(), &o);
}

#[test]
fn positions_with_default_options_and_a_pending_pass_round_trip() {
    let p: Xianling = "k9/2Q7/1K8/10/10/10/10/10/10/10 w - -- 1 2"
        .parse()
        .unwrap();
    let json = serde_json::to_string(&p).unwrap();
    assert!(json.ends_with(r#""options":""}"#), "{json}");
    let back: Xianling = serde_json::from_str(&json).unwrap();
    assert_eq!(back, p);
    assert!(back.after_pass());
    // A missing options field means the defaults.
    let short: Xianling = serde_json::from_str(&format!(r#"{{"fen":"{}"}}"#, p.fen())).unwrap();
    assert_eq!(short, p);
}

#[test]
fn a_fen_that_contradicts_its_options_is_an_error() {
    // A bad options text, and a FEN that is no position: both refused, never changed.
    let fen = Xianling::default().fen();
    assert!(
        serde_json::from_str::<Xianling>(&format!(r#"{{"fen":"{fen}","options":"move_limit=0"}}"#))
            .is_err()
    );
    assert!(
        serde_json::from_str::<Xianling>(&format!(r#"{{"fen":"{fen}","options":"colour=red"}}"#))
            .is_err()
    );
    assert!(
        serde_json::from_str::<Xianling>(
            r#"{"fen":"k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1","options":""}"#
        )
        .is_err()
    );
}

#[test]
fn options_round_trip_through_their_text() {
    let o = options();
    let json = serde_json::to_string(&o).unwrap();
    assert_eq!(json, format!("\"{o}\""));
    assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), o);
    assert_eq!(serde_json::to_string(&Options::default()).unwrap(), "\"\"");
    assert!(serde_json::from_str::<Options>("\"move_limit=x\"").is_err());
    assert_eq!(
        serde_json::to_string(&PromotionTrigger::FromPenultimate).unwrap(),
        "\"from-penultimate\""
    );
    assert_eq!(
        serde_json::from_str::<PawnTargets>("\"never\"").unwrap(),
        PawnTargets::Never
    );
}

#[test]
fn moves_round_trip_through_their_text_without_a_position() {
    let castling: Xianling = "5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1"
        .parse()
        .unwrap();
    let promotion: Xianling = "k9/3n6/4P5/10/10/10/10/10/10/5K4 w - - 0 1"
        .parse()
        .unwrap();
    let pass: Xianling = "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1".parse().unwrap();
    let mut seen = 0;
    for p in [Xianling::default(), castling, promotion, pass] {
        for m in p.legal_move_list() {
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(json, format!("\"{m}\""));
            let back: Move = serde_json::from_str(&json).unwrap();
            assert_eq!(back, m, "{json}");
            seen += 1;
        }
    }
    assert!(seen > 60);
    assert_eq!(serde_json::to_string(&Move::Pass).unwrap(), "\"--\"");
    assert!(serde_json::from_str::<Move>("\"k1a1\"").is_err());
}

#[test]
fn pieces_round_trip() {
    let piece = Piece::new(skazka_core::Color::Black, PieceKind::Eagle);
    let json = serde_json::to_string(&piece).unwrap();
    assert_eq!(serde_json::from_str::<Piece>(&json).unwrap(), piece);
    let _ = Xianling::NAME;
}
