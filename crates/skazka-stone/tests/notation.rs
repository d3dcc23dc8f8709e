//! FEN and move text (stone.md §12, §12a.6, §12a.9, §12a.10): parsing, canonical writing,
//! round trips, tolerances and errors.

use skazka_core::fen::BoardFenError;
use skazka_core::{Color, Geometry, ParseMoveError, Position, Square};
use skazka_stone::{Edition, FenError, Move, Options, PositionError, Stone, UnitKind};

fn sq(s: &str) -> Square {
    Geometry::CHESS.parse_square(s).unwrap()
}

fn fen_of(fen: &str) -> Result<String, FenError> {
    Stone::from_fen(fen, &Options::default()).map(|p| p.to_string())
}

fn sorted_moves(p: &Stone) -> String {
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| p.display_move(m).to_string())
        .collect();
    v.sort();
    v.join(" ")
}

/// stone.md §12.1: canonical FENs read back to themselves.
#[test]
fn canonical_fens_round_trip() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1",
        "4k3/8/8/3(st)4/8/8/4(SD)3/4K3[9:10] w - - 0 1",
        "r3k2r/1(nn)6/8/8/8/8/6(NN)1/R3K2R[0:123] b Kq - 17 40",
        "4k3/8/8/3Fp3/8/8/8/4K3[0:0] w - e6 0 2",
        "k7/8/FWPXEDZL/lzdexpwf/1qmavrbn/NBRVAMQ1/8/4K3[1:2] w - - 3 4",
    ] {
        assert_eq!(fen_of(fen).as_deref(), Ok(fen));
    }
    let fen07 = "4k3/8/8/8/8/8/8/(PR)3K3[10:10] w - - 0 1";
    let p = Stone::from_fen(fen07, &Options::edition(Edition::Jul2012)).unwrap();
    assert_eq!(p.to_string(), fen07);
}

/// stone.md §12.1 [CHOICE]: aliases and parenthesised tokens are read; labels are written.
#[test]
fn aliases_and_labels_are_accepted_and_canonicalised() {
    assert_eq!(
        fen_of("4k3/8/8/3t4/8/8/4S3/3HK3[9:10] w - - 0 1").as_deref(),
        Ok("4k3/8/8/3(st)4/8/8/4(SD)3/3(NN)K3[9:10] w - - 0 1")
    );
    assert_eq!(
        fen_of("4(K)3/8/8/8/8/8/8/(Q)3K3 w - - 0 1").map(|_| ()),
        Err(FenError::Position(PositionError::Kings(Color::White)))
    );
    assert_eq!(
        fen_of("4k3/8/8/8/8/8/8/(Q)3K3 w - - 0 1").as_deref(),
        Ok("4k3/8/8/8/8/8/8/Q3K3[10:10] w - - 0 1")
    );
    let p = Stone::from_fen(
        "4k3/8/8/8/8/8/8/I3K3[10:10] w - - 0 1",
        &Options::edition(Edition::Jul2012),
    )
    .unwrap();
    assert_eq!(p.unit_at(sq("a1")).map(|u| u.kind), Some(UnitKind::Prince));
}

/// stone.md §12a.9: a missing reserve field reads as `[10:10]`; missing trailing fields as
/// `w - - 0 1`; the writer always emits every field.
#[test]
fn missing_fields_have_defaults() {
    assert_eq!(
        fen_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").as_deref(),
        Ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1")
    );
    assert_eq!(
        fen_of("4k3/8/8/8/8/8/8/4K3").as_deref(),
        Ok("4k3/8/8/8/8/8/8/4K3[10:10] w - - 0 1")
    );
}

/// Bad FENs get typed errors naming the field.
#[test]
fn bad_fens_name_the_failing_field() {
    let k = "4k3/8/8/8/8/8/8/4K3";
    let cases: Vec<(String, FenError)> = vec![
        (String::new(), FenError::Empty),
        (
            "4k3/8/8/8/8/8/8".into(),
            FenError::Board(BoardFenError::RankCount { found: 7 }),
        ),
        (
            "4k3/8/8/8/8/8/8/4K2?".into(),
            FenError::Board(BoardFenError::InvalidToken { offset: 19 }),
        ),
        (
            "4k3/8/8/8/8/8/8/4K2(Xy)".into(),
            FenError::Board(BoardFenError::InvalidToken { offset: 19 }),
        ),
        (
            "4k3/8/8/8/8/8/8/4K2(ST".into(),
            FenError::Board(BoardFenError::InvalidToken { offset: 19 }),
        ),
        (format!("{k}[10:10"), FenError::Reserves),
        (format!("{k}[10]"), FenError::Reserves),
        (format!("{k}[-1:0]"), FenError::Reserves),
        (format!("{k}[70000:0]"), FenError::Reserves),
        (format!("{k}[1:2] x"), FenError::Turn),
        (format!("{k}[1:2] w KK"), FenError::Castling),
        (format!("{k}[1:2] w X"), FenError::Castling),
        (format!("{k}[1:2] w - z9"), FenError::EnPassant),
        (format!("{k}[1:2] w - - x"), FenError::HalfmoveClock),
        (format!("{k}[1:2] w - - 0 -1"), FenError::FullmoveNumber),
        (format!("{k}[1:2] w - - 0 1 extra"), FenError::TooManyFields),
        (
            format!("{k}[1:2] w K - 0 1"),
            FenError::Position(PositionError::CastlingRights),
        ),
        (
            format!("{k}[1:2] w - e6 0 1"),
            FenError::Position(PositionError::EnPassant),
        ),
        (
            "8/8/8/8/8/8/8/4K3".into(),
            FenError::Position(PositionError::Kings(Color::Black)),
        ),
        (
            "4k3/4R3/8/8/8/8/8/4K3[1:2] w - - 0 1".into(),
            FenError::Position(PositionError::OppositeCheck),
        ),
    ];
    for (fen, err) in cases {
        let got = Stone::from_fen(&fen, &Options::default());
        assert_eq!(got.as_ref().err(), Some(&err), "{fen}");
        let msg = err.to_string();
        assert!(msg.chars().next().is_some_and(char::is_lowercase), "{msg}");
    }
}

/// stone.md §12a.6: the e.p. field is `passed:landing` when two units could have passed over
/// the square; without it such a field is rejected.
#[test]
fn ambiguous_en_passant_field() {
    let ambiguous = "4k3/8/8/8/4XP2/8/8/4K3[10:10] b - f3 0 1";
    assert_eq!(
        fen_of(ambiguous),
        Err(FenError::Position(PositionError::AmbiguousEnPassant))
    );
    let explicit = "4k3/8/8/8/4XP2/8/8/4K3[10:10] b - f3:e4 0 1";
    assert_eq!(fen_of(explicit).as_deref(), Ok(explicit));
    let other = "4k3/8/8/8/4XP2/8/8/4K3[10:10] b - f3:f4 0 1";
    assert_eq!(fen_of(other).as_deref(), Ok(other));
    // After a real double step the writer adds the landing square, and the capture takes it.
    let mut p = Stone::from_fen(
        "4k3/8/8/8/5Pp1/8/6X1/4K3[10:10] w - - 0 1",
        &Options::default(),
    )
    .unwrap();
    p.play_text("g2e4").unwrap();
    assert_eq!(
        p.to_string(),
        "4k3/8/8/8/4XPp1/8/8/4K3[10:10] b - f3:e4 0 1"
    );
    p.play_text("g4f3").unwrap();
    assert_eq!(p.unit_at(sq("e4")), None);
    assert_eq!(p.unit_at(sq("f4")).map(|u| u.kind), Some(UnitKind::Pawn));
}

/// stone.md §12.2: every move form, with its tolerances.
#[test]
fn move_text_forms_and_tolerances() {
    let p = Stone::new(&Options::default());
    let place = Move::Place { to: sq("e4") };
    for text in ["ST@e4", "T@e4", "st@e4", "t*e4", "ST*E4"] {
        assert_eq!(p.parse_move(text), Ok(place), "{text}");
    }
    assert_eq!(p.display_move(place).to_string(), "ST@e4");
    let sd = Move::Mutate {
        square: sq("b2"),
        into: UnitKind::Superpawn,
        promotion: None,
    };
    for text in ["SD@b2", "S@b2", "sd@b2", "SD*b2"] {
        assert_eq!(p.parse_move(text), Ok(sd), "{text}");
    }
    let nn = Move::Mutate {
        square: sq("g1"),
        into: UnitKind::ArabianHorse,
        promotion: None,
    };
    assert_eq!(p.parse_move("NN@g1"), Ok(nn));
    assert_eq!(p.parse_move("H@g1"), Ok(nn));
    assert_eq!(p.display_move(nn).to_string(), "NN@g1");
    assert_eq!(p.parse_move("E2E4"), p.parse_move("e2e4"));
    assert_eq!(p.parse_move("e2e5"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("Q@e4"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("e2=Q"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("e2e4=Q"), Err(ParseMoveError::Illegal));
    assert_eq!(
        p.parse_move("e2e4x"),
        Err(ParseMoveError::malformed(4, "`=` or the end of the move"))
    );
    assert_eq!(
        p.parse_move("YY@e4"),
        Err(ParseMoveError::malformed(0, "a piece token"))
    );
    assert_eq!(
        p.parse_move("ST@i9"),
        Err(ParseMoveError::malformed(3, "a square"))
    );
    assert_eq!(
        p.parse_move(""),
        Err(ParseMoveError::malformed(0, "a square or a piece token"))
    );
}

/// stone.md §12a.10: 2012-12 writes promoting mutations and single promotions without a
/// suffix and accepts one; 2012-07 writes every promotion suffix.
#[test]
fn promotion_suffixes_per_edition() {
    let fen = "k7/4P3/8/8/8/8/8/4K2W[10:10] w - - 0 1";
    let p = Stone::from_fen(fen, &Options::default()).unwrap();
    let m = p.parse_move("e7e8").unwrap();
    assert_eq!(p.parse_move("e7e8=Q"), Ok(m));
    assert_eq!(p.display_move(m).to_string(), "e7e8");
    let fen = "k3N3/8/8/8/8/8/8/4K3[10:10] w - - 0 1";
    let p = Stone::from_fen(fen, &Options::default()).unwrap();
    let m = p.parse_move("W@e8").unwrap();
    // The Rook is an implied promotion: the move stores none, and `kind_after` gives it.
    assert_eq!(
        m,
        Move::Mutate {
            square: sq("e8"),
            into: UnitKind::Wazir,
            promotion: None
        }
    );
    assert_eq!(p.kind_after(m), Some(UnitKind::Rook));
    assert_eq!(p.parse_move("W@e8=R"), Ok(m));
    assert_eq!(p.parse_move("W@e8=B"), Err(ParseMoveError::Illegal));
    assert_eq!(p.display_move(m).to_string(), "W@e8");
    let p = Stone::from_fen(fen, &Options::edition(Edition::Jul2012)).unwrap();
    let promote = p.parse_move("W@e8=R").unwrap();
    let stay = p.parse_move("W@e8").unwrap();
    assert_ne!(promote, stay);
    assert_eq!(p.display_move(promote).to_string(), "W@e8=R");
    assert_eq!(p.display_move(stay).to_string(), "W@e8");
    assert_eq!(p.parse_move("PR@e8"), Err(ParseMoveError::Illegal));
}

/// Snapshot: the 246 moves of the start position, sorted.
#[test]
fn start_position_moves_snapshot() {
    let p = Stone::new(&Options::default());
    insta::assert_snapshot!("start_moves_2012_12", sorted_moves(&p));
    let p = Stone::new(&Options::edition(Edition::Jul2012));
    insta::assert_snapshot!("start_moves_2012_07", sorted_moves(&p));
}

/// Snapshot: a position rich in promotions, in both editions.
#[test]
fn promotion_position_moves_snapshot() {
    let fen = "k3N3/2(SD)1P3/8/8/8/8/8/4K2W[10:10] w - - 0 1";
    let p = Stone::from_fen(fen, &Options::default()).unwrap();
    insta::assert_snapshot!("promotion_moves_2012_12", sorted_moves(&p));
    let p = Stone::from_fen(fen, &Options::edition(Edition::Jul2012)).unwrap();
    insta::assert_snapshot!("promotion_moves_2012_07", sorted_moves(&p));
}

/// Snapshot: the board diagram and the FEN after a short line with a placement, a mutation,
/// a double step and an en-passant capture.
#[test]
fn diagram_and_fen_after_a_line_snapshot() {
    let mut p = Stone::new(&Options::default());
    for m in [
        "e2e4", "ST@d5", "e4e5", "X@b7", "F@d2", "f7f5", "e5f6", "N@d5",
    ] {
        p.play_text(m).unwrap();
    }
    insta::assert_snapshot!("line_fen", p.to_string());
    insta::assert_snapshot!("line_diagram", p.board_diagram());
}
