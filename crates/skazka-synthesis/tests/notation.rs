//! FEN and move text (rules file §7, §7a.13): round trips, tolerances, errors, snapshots.

use skazka_core::{Color, ParseMoveError, Position};
use skazka_synthesis::{FenError, Options, Phase, PositionError, Synthesis, fen};

fn opts() -> Options {
    Options::default()
}

/// §7 [CHOICE]: the start FEN carries both side tokens and round-trips exactly.
#[test]
fn start_fen_round_trips() {
    let p = Synthesis::new(&opts());
    assert_eq!(p.to_string(), fen::START);
    assert_eq!(
        fen::START,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0"
    );
    assert_eq!(Synthesis::from_fen(fen::START, &opts()).unwrap(), p);
}

/// §7a.13 [CHOICE]: the short form without tokens (and without counters) is accepted.
#[test]
fn short_forms_are_accepted() {
    let six = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        Synthesis::from_fen(six, &opts()).unwrap().to_string(),
        fen::START
    );
    let four = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    assert_eq!(
        Synthesis::from_fen(four, &opts()).unwrap().to_string(),
        fen::START
    );
    // A side without its Queen on d1/d8 gets `-`.
    let p = Synthesis::from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", &opts()).unwrap();
    assert_eq!(p.to_string(), "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 S:-:0 S:-:0");
    // Extra whitespace and any castling order.
    let loose = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w\tqkQK -  0 1 S:d1:0 S:d8:0";
    assert_eq!(
        Synthesis::from_fen(loose, &opts()).unwrap().to_string(),
        fen::START
    );
}

/// §7a.13 [CHOICE]: the en-passant square is written after every double step.
#[test]
fn en_passant_square_after_every_double_step() {
    let mut p = Synthesis::new(&opts());
    p.play_text("a2a4").unwrap();
    assert_eq!(
        p.to_string(),
        "rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq a3 0 1 S:d1:0 S:d8:0"
    );
    // Not usable by any black pawn, so it does not split repetitions.
    let q = Synthesis::from_fen(
        "rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq - 0 1 S:d1:0 S:d8:0",
        &opts(),
    )
    .unwrap();
    assert_eq!(p.zobrist(), q.zobrist());
    assert!(p.is_repetition_of(&q));
}

/// §7 [CHOICE]: phases, original Queens and escapes are written in the tokens.
#[test]
fn side_tokens_record_the_state() {
    let fen = "r3k3/8/8/8/8/8/8/R2QK3 w Qq - 3 17 C:d1:0 P:-:31";
    let p = Synthesis::from_fen(fen, &opts()).unwrap();
    assert_eq!(p.to_string(), fen);
    assert_eq!(p.side(Color::White).phase, Phase::Classic);
    assert_eq!(p.side(Color::Black).phase, Phase::Post);
    assert_eq!(p.side(Color::Black).escapes, 31);
    assert_eq!(p.fullmove(), 17);
}

/// Extreme counters neither panic nor break the round trip.
#[test]
fn extreme_counters() {
    let fen = "4k3/8/8/8/8/8/8/4K3 b - - 4294967295 4294967295 S:-:0 S:-:0";
    let p = Synthesis::from_fen(fen, &opts()).unwrap();
    assert_eq!(p.to_string(), fen);
    let _ = p.perft(2);
    assert!(
        Synthesis::from_fen(
            "4k3/8/8/8/8/8/8/4K3 b - - 0 4294967296 S:-:0 S:-:0",
            &opts()
        )
        .is_err()
    );
}

/// FEN errors name the field.
#[test]
fn fen_errors_name_the_field() {
    let e = |f: &str| Synthesis::from_fen(f, &opts()).unwrap_err();
    let ok = "4k3/8/8/8/8/8/8/4K3";
    assert_eq!(e(""), FenError::FieldCount(0));
    assert_eq!(e(&format!("{ok} w - - 0")), FenError::FieldCount(5));
    assert!(matches!(e("4k3/8/8/8/8/8/8/4K2 w - -"), FenError::Board(_)));
    assert_eq!(e(&format!("{ok} x - -")), FenError::Turn);
    assert_eq!(e(&format!("{ok} w KK -")), FenError::Castling);
    assert_eq!(e(&format!("{ok} w X -")), FenError::Castling);
    assert_eq!(e(&format!("{ok} w - z9")), FenError::EnPassant);
    assert_eq!(e(&format!("{ok} w - - x 1")), FenError::Halfmove);
    assert_eq!(e(&format!("{ok} w - - 01 1")), FenError::Halfmove);
    assert_eq!(e(&format!("{ok} w - - 0 01")), FenError::Fullmove);
    assert_eq!(e(&format!("{ok} w - - 0 -1")), FenError::Fullmove);
    assert_eq!(
        e(&format!("{ok} w - - 0 1 S:d1 S:-:0")),
        FenError::SideState(Color::White)
    );
    assert_eq!(
        e(&format!("{ok} w - - 0 1 S:-:0 X:-:0")),
        FenError::SideState(Color::Black)
    );
    assert_eq!(
        e(&format!("{ok} w - - 0 1 S:-:0 S:-:00")),
        FenError::SideState(Color::Black)
    );
    assert_eq!(
        e(&format!("{ok} w - - 0 1 S:d1:0 S:-:0")),
        FenError::Position(PositionError::OriginalQueen(Color::White))
    );
    assert_eq!(
        e(&format!("{ok} w - - 0 1 S:-:33 S:-:0")),
        FenError::Position(PositionError::Escapes(Color::White))
    );
    assert_eq!(
        e(&format!("{ok} w - - 0 0 S:-:0 S:-:0")),
        FenError::Position(PositionError::Fullmove)
    );
    assert_eq!(
        e(&format!("{ok} w K - 0 1 S:-:0 S:-:0")),
        FenError::Position(PositionError::CastlingRights)
    );
    assert_eq!(
        e(&format!("{ok} w - e3 0 1 S:-:0 S:-:0")),
        FenError::Position(PositionError::EnPassant)
    );
    assert_eq!(
        e("8/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0"),
        FenError::Position(PositionError::KingCount(Color::Black))
    );
    assert_eq!(
        e("4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0 x"),
        FenError::FieldCount(9)
    );
    assert_eq!(
        e("P3k3/8/8/8/8/8/8/4K3 w - -"),
        FenError::Position(PositionError::PawnOnBackRank(
            skazka_core::Geometry::CHESS.sq(0, 7)
        ))
    );
    for err in [e(""), e(&format!("{ok} w KK -"))] {
        let msg = err.to_string();
        assert_eq!(msg, msg.to_lowercase());
    }
}

/// §7 [CHOICE]: move text: canonical coordinates, `=Q` accepted, `--` for a pass; syntax
/// errors differ from illegal moves.
#[test]
fn move_text_parsing() {
    let p = Synthesis::new(&opts());
    assert!(p.parse_move("e2e4").is_ok());
    assert_eq!(p.parse_move("e2e5"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("--"), Err(ParseMoveError::Illegal));
    assert!(matches!(
        p.parse_move("e2-e4"),
        Err(ParseMoveError::Malformed { offset: 2, .. })
    ));
    let promo =
        Synthesis::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0", &opts()).unwrap();
    let q = promo.parse_move("b7b8q").unwrap();
    assert_eq!(promo.parse_move("b7b8=Q"), Ok(q));
    assert_eq!(promo.parse_move("b7b8Q"), Ok(q));
    assert_eq!(promo.display_move(q).to_string(), "b7b8q");
    assert_eq!(promo.parse_move("b7b8"), Err(ParseMoveError::Illegal));
    let pass =
        Synthesis::from_fen("6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0", &opts()).unwrap();
    let m = pass.parse_move("--").unwrap();
    assert!(m.is_pass());
    assert_eq!(pass.parse_move("0000"), Ok(m));
    assert_eq!(pass.display_move(m).to_string(), "--");
}

/// A failed `play` leaves the position unchanged.
#[test]
fn failed_play_changes_nothing() {
    let mut p = Synthesis::new(&opts());
    let before = p.clone();
    assert!(p.play_text("e2e5").is_err());
    assert!(p.play_text("zz").is_err());
    let illegal = skazka_synthesis::Move::new(
        skazka_core::Geometry::CHESS.sq(0, 0),
        skazka_core::Geometry::CHESS.sq(0, 5),
        skazka_synthesis::MoveKind::Normal,
    );
    assert!(p.play(illegal).is_err());
    assert_eq!(p, before);
}

#[test]
fn snapshot_start_diagram() {
    insta::assert_snapshot!(Synthesis::new(&opts()).board_diagram());
}

#[test]
fn snapshot_after_queen_capture_diagram() {
    let mut p =
        Synthesis::from_fen("r3k3/8/8/3q4/4P3/8/8/4K3 w - - 0 2 S:-:0 S:d5:0", &opts()).unwrap();
    p.play_text("e4d5").unwrap();
    insta::assert_snapshot!(p.board_diagram());
}

#[test]
fn snapshot_king_captured_diagram() {
    let mut p =
        Synthesis::from_fen("4r3/8/8/8/8/8/4k3/4K3 w - - 0 1 S:-:0 S:-:0", &opts()).unwrap();
    p.play_text("e1e2").unwrap();
    insta::assert_snapshot!(p.board_diagram());
}

#[test]
fn snapshot_moves_after_exd5() {
    let mut p = Synthesis::new(&opts());
    for m in ["e2e4", "d7d5", "e4d5"] {
        p.play_text(m).unwrap();
    }
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| p.display_move(m).to_string())
        .collect();
    v.sort();
    insta::assert_snapshot!(format!("{p}\n{}", v.join(" ")));
}

#[test]
fn snapshot_fens_along_a_game() {
    let mut p = Synthesis::new(&opts());
    let mut out = vec![p.to_string()];
    for m in [
        "e2e4", "d7d5", "e4d5", "d8c6", "d5c6", "g8f6", "c6b7", "c8d8", "b7a8q", "b8c6", "g1f3",
        "e7e5", "f1b5", "f8e7",
    ] {
        p.play_text(m)
            .unwrap_or_else(|e| panic!("{m}: {e}\n{}", p.board_diagram()));
        out.push(format!("{m:6} {p}"));
    }
    insta::assert_snapshot!(out.join("\n"));
}
