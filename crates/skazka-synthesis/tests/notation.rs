//! FEN and move text (rules file §7, §7a.13): round trips, tolerances, errors, snapshots.

use skazka_core::{Color, ParseMoveError, Position, RuleOptions};
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
    // The piece is needed and cannot be inferred.
    assert_eq!(
        promo.parse_move("b7b8"),
        Err(ParseMoveError::MissingPromotion)
    );
    // With `promotion=queen` there is only one piece, so it is taken.
    let mut queen_only = opts();
    queen_only.set("promotion", "queen").unwrap();
    let promo_q =
        Synthesis::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0", &queen_only).unwrap();
    assert_eq!(promo_q.parse_move("b7b8").unwrap().to_string(), "b7b8q");
    assert_eq!(promo_q.parse_move("b7b8n"), Err(ParseMoveError::Illegal));
    let pass =
        Synthesis::from_fen("6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0", &opts()).unwrap();
    let m = pass.parse_move("--").unwrap();
    assert!(m.is_pass());
    assert_eq!(pass.parse_move("0000"), Ok(m));
    assert_eq!(pass.display_move(m).to_string(), "--");
}

/// The conventions of `ParseMoveError`: a square off the board is malformed, a move of the
/// side not to move is illegal, a promotion without its piece is `MissingPromotion`.
#[test]
fn parse_move_error_kinds() {
    let p = Synthesis::new(&opts());
    assert!(matches!(
        p.parse_move("e2e9"),
        Err(ParseMoveError::Malformed { offset: 2, .. })
    ));
    assert!(matches!(
        p.parse_move("i2e4"),
        Err(ParseMoveError::Malformed { offset: 0, .. })
    ));
    assert_eq!(p.parse_move("e7e5"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("e2e4q"), Err(ParseMoveError::Illegal));
    let promo =
        Synthesis::from_fen("4k3/6P1/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0", &opts()).unwrap();
    assert_eq!(
        promo.parse_move("g7g8"),
        Err(ParseMoveError::MissingPromotion)
    );
    // A capture-promotion too, and Black's.
    let promo =
        Synthesis::from_fen("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1 S:-:0 S:-:0", &opts()).unwrap();
    assert_eq!(
        promo.parse_move("b2a1"),
        Err(ParseMoveError::MissingPromotion)
    );
    assert_eq!(promo.parse_move("b2a1r").unwrap().to_string(), "b2a1r");
}

/// Every legal move's text reads back, without a position, into the same move; castling and
/// en passant included (the position tells them apart).
#[test]
fn move_text_determines_the_move() {
    let fens = [
        fen::START,
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 S:-:0 S:-:0",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 S:-:0 S:-:0",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0",
        "6kr/6p1/6P1/8/8/1p6/1P6/RK6 w - - 0 2 S:-:0 S:-:0",
    ];
    let mut castles = 0;
    let mut en_passant = 0;
    for f in fens {
        let p = Synthesis::from_fen(f, &opts()).unwrap();
        for m in p.legal_move_list() {
            let text = m.to_string();
            assert_eq!(text.parse::<skazka_synthesis::Move>(), Ok(m), "{f}: {text}");
            assert_eq!(p.parse_move(&text), Ok(m), "{f}: {text}");
            castles += usize::from(p.is_castle(m));
            en_passant += usize::from(p.is_en_passant(m));
        }
    }
    assert_eq!(castles, 2);
    assert_eq!(en_passant, 1);
    // Castling moves the Rook; en passant removes the pawn.
    let mut p =
        Synthesis::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 S:-:0 S:-:0", &opts()).unwrap();
    p.play_text("e1g1").unwrap();
    assert_eq!(
        p.to_string(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1 S:-:0 S:-:0"
    );
    let mut p =
        Synthesis::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 S:-:0 S:-:0", &opts()).unwrap();
    p.play_text("e5d6").unwrap();
    // (No Rook or Bishop and no Queen at home: both sides are classical after any ply.)
    assert_eq!(p.to_string(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1 C:-:0 C:-:0");
    assert_eq!(format!("{:?}", p.parse_move("e8f8").unwrap()), "Move(e8f8)");
}

/// Error messages: lowercase, no trailing period, the wrapped error's message included and
/// no separate `source`.
#[test]
fn error_messages_follow_the_convention() {
    let errors: Vec<Box<dyn std::error::Error>> = vec![
        Box::new(Synthesis::from_fen("4k3/8/8/8/8/8/8/4K2 w - -", &opts()).unwrap_err()),
        Box::new(Synthesis::from_fen("8/8/8/8/8/8/8/4K3 w - -", &opts()).unwrap_err()),
        Box::new(Synthesis::from_fen("4k3/8/8/8/8/8/8/4K3 x - -", &opts()).unwrap_err()),
        Box::new(PositionError::Escapes(Color::White)),
        Box::new(Synthesis::new(&opts()).parse_move("e2e9").unwrap_err()),
        Box::new("day_night=dusk".parse::<Options>().unwrap_err()),
    ];
    for e in errors {
        let msg = e.to_string();
        assert_eq!(msg, msg.to_lowercase(), "{msg}");
        assert!(!msg.ends_with('.'), "{msg}");
        assert!(e.source().is_none(), "{msg}");
    }
    let wrapped = Synthesis::from_fen("8/8/8/8/8/8/8/4K3 w - -", &opts()).unwrap_err();
    assert!(
        wrapped
            .to_string()
            .contains(&PositionError::KingCount(Color::Black).to_string())
    );
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

/// Options travel as their `key=value` text and read back equal, for every value of every key.
#[test]
fn options_text_round_trips() {
    assert_eq!(Options::default().to_string(), "");
    for key in Options::keys() {
        let mut o = Options::default();
        assert_eq!(
            o.get(key.name).as_deref(),
            Some(key.default),
            "{}",
            key.name
        );
        for value in key.values {
            let value = value.replace("<n>", "7");
            o.set(key.name, &value).unwrap();
            assert_eq!(
                o.to_string().parse::<Options>(),
                Ok(o),
                "{}={value}",
                key.name
            );
        }
    }
    let mut all = Options::default();
    for (k, v) in [
        ("day_night", "blocks:3"),
        ("escape_limit", "none"),
        ("classic_switch", "event"),
        ("no_move", "stalemate"),
        ("night_rook_bishop", "classical"),
        ("midnight", "night-check"),
        ("post_king_counter_check", "true"),
        ("compulsory_en_passant", "false"),
        ("classic_counter_check", "false"),
        ("castling", "always"),
        ("promotion", "queen"),
        ("first_move", "night"),
    ] {
        all.set(k, v).unwrap();
    }
    assert_eq!(all.changed().len(), Options::keys().len());
    assert_eq!(all.to_string().parse::<Options>(), Ok(all));
    assert!("day_night".parse::<Options>().is_err());
    assert!("no_such=1".parse::<Options>().is_err());
}

#[cfg(feature = "serde")]
mod serde_round_trips {
    use super::*;
    use skazka_synthesis::Move;

    fn options() -> Options {
        "day_night=blocks:2 promotion=queen first_move=night"
            .parse()
            .unwrap()
    }

    #[test]
    fn position_with_options() {
        let o = options();
        let p = Synthesis::from_fen(
            "r3k3/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R2QK2R b KQq - 0 10 S:d1:0 P:-:30",
            &o,
        )
        .unwrap();
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(
            json,
            r#"{"fen":"r3k3/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R2QK2R b KQq - 0 10 S:d1:0 P:-:30","options":"day_night=blocks:2 promotion=queen first_move=night"}"#
        );
        let back: Synthesis = serde_json::from_str(&json).unwrap();
        assert_eq!(back, p);
        assert_eq!(back.options(), &o);
        let start: Synthesis =
            serde_json::from_str(&serde_json::to_string(&Synthesis::default()).unwrap()).unwrap();
        assert_eq!(start, Synthesis::default());
    }

    #[test]
    fn options_and_moves() {
        let o = options();
        let json = serde_json::to_string(&o).unwrap();
        assert_eq!(
            json,
            r#""day_night=blocks:2 promotion=queen first_move=night""#
        );
        assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), o);
        assert!(serde_json::from_str::<Options>(r#""day_night=dusk""#).is_err());
        let p = Synthesis::from_fen(
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1 S:-:0 S:-:0",
            &Options::default(),
        )
        .unwrap();
        for m in p.legal_move_list() {
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(json, format!("\"{m}\""));
            assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), m);
        }
        assert_eq!(serde_json::to_string(&Move::PASS).unwrap(), r#""--""#);
        assert_eq!(
            serde_json::from_str::<Move>(r#""0000""#).unwrap(),
            Move::PASS
        );
        assert!(serde_json::from_str::<Move>(r#""e2e9""#).is_err());
    }

    /// A FEN that does not hold under its options, or options that do not parse, are errors,
    /// never a silent change. (No Synthesis option restricts what a FEN may describe, so the
    /// FEN itself must be wrong.)
    #[test]
    fn bad_fen_or_options_are_errors() {
        let bad_options =
            r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0","options":"promotion=king"}"#;
        assert!(serde_json::from_str::<Synthesis>(bad_options).is_err());
        let bad_fen =
            r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:d1:0 S:-:0","options":"promotion=queen"}"#;
        assert!(serde_json::from_str::<Synthesis>(bad_fen).is_err());
        let no_options = r#"{"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0"}"#;
        let p: Synthesis = serde_json::from_str(no_options).unwrap();
        assert_eq!(p.options(), &Options::default());
    }
}
