//! FEN and move text (xianling.md §2.4, §15): parse, write, round-trip, errors, snapshots.

use skazka_core::fen::BoardFenError;
use skazka_core::{ParseMoveError, Position};
use skazka_xianling::{FenError, Move, Options, PositionError, START_FEN, Xianling};

fn pos(fen: &str) -> Xianling {
    Xianling::from_fen(fen, &Options::default()).unwrap()
}

fn err(fen: &str) -> FenError {
    Xianling::from_fen(fen, &Options::default()).unwrap_err()
}

/// xianling.md §2.4 [CHOICE]: `+X` tokens for the ten promoted-only kinds, upper case White,
/// lower case Black, runs up to `10`; the FEN round-trips.
#[test]
fn fen_with_promoted_tokens_round_trips() {
    for fen in [
        START_FEN,
        "+a+m+p+e+r+l+b+k+d+g/10/10/10/10/10/k9/10/K9/+A+M+P+E+R+L+B+K+D+G w - - 0 1",
        "k9/10/10/10/10/10/10/10/10/9K b - -- 7 31",
        "1r3k2r1/10/10/10/10/10/10/10/10/1R3K2R1 w Kq - 3 12",
    ] {
        assert_eq!(pos(fen).to_string(), fen);
        assert_eq!(fen.parse::<Xianling>().unwrap().to_string(), fen);
    }
}

/// Documented tolerances: missing counters, repeated spaces, castling letters in any order.
#[test]
fn fen_tolerances() {
    assert_eq!(
        pos("k9/10/10/10/10/10/10/10/10/9K w - -").to_string(),
        "k9/10/10/10/10/10/10/10/10/9K w - - 0 1"
    );
    assert_eq!(
        pos("1r3k2r1/10/10/10/10/10/10/10/10/1R3K2R1   w  qkQK  - 0 1").to_string(),
        "1r3k2r1/10/10/10/10/10/10/10/10/1R3K2R1 w KQkq - 0 1"
    );
}

/// Bad FEN gets a typed error naming the field, never a panic.
#[test]
fn fen_errors_name_the_field() {
    assert_eq!(err(""), FenError::MissingField("board"));
    assert!(matches!(
        err("k9/10/10/10/10/10/10/10/9K w - - 0 1"),
        FenError::Board(BoardFenError::RankCount { found: 9 })
    ));
    assert!(matches!(
        err("k9/10/10/10/10/10/10/10/10/9X w - - 0 1"),
        FenError::Board(BoardFenError::InvalidToken { .. })
    ));
    assert!(matches!(
        err("k9/10/10/10/10/10/10/10/10/8+N1K w - - 0 1"),
        FenError::Board(_)
    ));
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K"),
        FenError::MissingField("side to move")
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K x - - 0 1"),
        FenError::Turn
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K w KK - 0 1"),
        FenError::Castling
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K w X - 0 1"),
        FenError::Castling
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K w - e3 0 1"),
        FenError::EnPassant
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K w - - x 1"),
        FenError::HalfmoveClock
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K w - - 0 0"),
        FenError::FullmoveNumber
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/9K w - - 0 1 x"),
        FenError::TrailingText
    );
    assert!(matches!(
        err("10/10/10/10/10/10/10/10/10/9K w - - 0 1"),
        FenError::Position(PositionError::KingCount(_))
    ));
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/R8K w - - 0 1"),
        FenError::Position(PositionError::OppositeCheck)
    );
    assert_eq!(
        err("k9/10/10/10/10/10/10/10/10/R8K w - - 0 1").to_string(),
        "invalid fen position: the side not to move is in check"
    );
}

/// xianling.md §15 [CHOICE]: move text `e4e5`, `e8e9=R`, `d9d10=+A`, `f9f10`, castling as the
/// King's move, pass `--`; parse and write round-trip for every legal move.
#[test]
fn move_text_round_trips() {
    for fen in [
        START_FEN,
        "k9/3W6/4P5/10/10/10/10/10/10/5K4 w - - 0 1",
        "1r3k2r1/10/10/10/10/10/10/10/10/1R3K2R1 w KQkq - 0 1",
        "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1",
    ] {
        let p = pos(fen);
        for &m in p.legal_move_list().iter() {
            let text = p.display_move(m).to_string();
            assert_eq!(p.parse_move(&text), Ok(m), "{text}");
            assert_eq!(text, m.to_string());
        }
    }
    let p = pos("k9/3W6/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
    assert!(p.parse_move("e8e9=R").is_ok());
    assert!(p.parse_move("d9d10=+A").is_ok());
    assert_eq!(
        p.parse_move("d9d10"),
        Ok(Move::Normal {
            from: skazka_core::Geometry::TEN_BY_TEN
                .parse_square("d9")
                .unwrap(),
            to: skazka_core::Geometry::TEN_BY_TEN
                .parse_square("d10")
                .unwrap(),
            promotion: None,
        })
    );
    assert!(
        p.parse_move("e8e9=r").is_ok(),
        "lower-case promotion letters are accepted"
    );
}

/// A typo and an illegal move get different errors; a failed play changes nothing.
#[test]
fn malformed_and_illegal_moves() {
    let mut p = Xianling::new(&Options::default());
    assert!(matches!(
        p.parse_move("e4"),
        Err(ParseMoveError::Malformed { offset: 2, .. })
    ));
    assert!(matches!(
        p.parse_move("z4e5"),
        Err(ParseMoveError::Malformed { offset: 0, .. })
    ));
    assert!(matches!(
        p.parse_move("e4e5+"),
        Err(ParseMoveError::Malformed { offset: 4, .. })
    ));
    assert_eq!(p.parse_move("e4e6"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("e4e5=Q"), Err(ParseMoveError::Illegal));
    let before = p.clone();
    assert!(p.play_text("e4e6").is_err());
    assert_eq!(p, before);
}

#[test]
fn start_board_diagram() {
    insta::assert_snapshot!(Xianling::new(&Options::default()).board_diagram());
}

#[test]
fn diagram_with_promoted_pieces_and_pass_flag() {
    insta::assert_snapshot!(
        pos("+a+m+p+e+r+l+b+k+d+g/10/10/10/10/10/k9/10/K9/+A+M+P+E+R+L+B+K+D+G b - -- 3 40")
            .board_diagram()
    );
}

#[test]
fn start_moves_sorted() {
    let p = Xianling::new(&Options::default());
    let mut v: Vec<String> = p.legal_move_list().iter().map(|m| m.to_string()).collect();
    v.sort();
    insta::assert_snapshot!(v.join(" "));
}

#[test]
fn fen_after_a_line_of_play() {
    let mut p = Xianling::new(&Options::default());
    let mut fens = Vec::new();
    for m in [
        "e4e5", "f7f6", "e5f6", "h8f6", "c3e5", "f6d4", "b3c5", "c7c6",
    ] {
        p.play_text(m).unwrap();
        fens.push(format!("{m}: {p}"));
    }
    insta::assert_snapshot!(fens.join("\n"));
}

/// The Zobrist hash is deterministic across builds and machines; equal boards with different
/// counters hash alike, the pass flag and castling rights do not.
#[test]
fn zobrist_is_pinned() {
    let start = Xianling::new(&Options::default());
    assert_eq!(start.zobrist(), 9_874_663_535_786_845_685);
    let later = pos(&START_FEN.replace(" 0 1", " 7 30"));
    assert_eq!(later.zobrist(), start.zobrist());
    assert!(later.is_repetition_of(&start) && later != start);
    assert_ne!(
        pos(&START_FEN.replace("KQkq", "KQk")).zobrist(),
        start.zobrist()
    );
    let pass = pos("k9/2Q7/1K8/10/10/10/10/10/10/10 w - -- 1 2");
    let no_pass = pos("k9/2Q7/1K8/10/10/10/10/10/10/10 w - - 1 2");
    assert_ne!(pass.zobrist(), no_pass.zobrist());
}
