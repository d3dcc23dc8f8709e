//! FEN and move text (rules §8, docs/notation/volkhv.md), with insta snapshots of what people
//! read: board diagrams, move lists, FENs after a line of play.

mod common;

use common::{opts, pos};
use skazka_core::{ParseMoveError, Position};
use skazka_volkhv::fen::parse_setup;
use skazka_volkhv::{FenError, Options, PositionError, Volkhv};

fn sorted_moves(p: &Volkhv) -> String {
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| p.display_move(m).to_string())
        .collect();
    v.sort();
    v.join(" ")
}

/// volkhv.md §8 [CHOICE]: the FEN writes each stack bottom to top with per-checker flags and
/// the die; reading it back gives the same position.
#[test]
fn fen_round_trips_exactly() {
    for (pairs, fen) in [
        (
            &[][..],
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1",
        ),
        (
            &[],
            "r3k2r/3(nPR)4/8/3(Qp)4/4P3/8/(pQ)7/R2(pR)K2R w KQkq - - 0 1",
        ),
        (&[], "4k3/8/8/3(p^P^)4/8/8/8/4K3 b - - - 12 40"),
        (&[("dice", "true")], "4k3/8/8/8/8/8/8/4R1K1 w - - R 0 1"),
        (&[("dice", "true")], "4k3/8/8/8/8/8/8/4R1K1 b - - ? 3 7"),
        (
            &[("profile", "federation")],
            "r3k2r/3(nP=RR)4/8/3(Q~p=n)4/4P=H3/8/(p=qQ~)7/R2(p=rR)K2R w KQkq - - 0 1",
        ),
        (
            &[("released_enemy_promo", "owner")],
            "4k3/8/8/3R^4/8/8/7K/3p4 b - - - 1 1 d1",
        ),
    ] {
        let p = pos(fen, &opts(pairs));
        assert_eq!(p.to_string(), fen);
    }
}

/// docs/notation/volkhv.md: the tolerances on FEN input.
#[test]
fn fen_tolerances() {
    let o = Options::default();
    let canonical = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1";
    for short in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "(r)nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - - 0 1",
    ] {
        assert_eq!(pos(short, &o).to_string(), canonical);
    }
    let fed = opts(&[("profile", "federation")]);
    assert_eq!(
        pos("4k3/8/8/8/8/8/4P3/4K3 w - - - 0 1", &fed).to_string(),
        "4k3/8/8/8/8/8/4P=H3/4K3 w - - - 0 1"
    );
}

/// Bad FEN input gets a typed error naming the field, never a panic.
#[test]
fn fen_errors_name_the_field() {
    let o = Options::default();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let err = |fen: &str| Volkhv::from_fen(fen, &o).unwrap_err();
    assert_eq!(err("x"), FenError::FieldCount);
    assert!(matches!(
        err(&format!("{} w - -", "8/".repeat(7) + "9")),
        FenError::Board(_)
    ));
    assert_eq!(err(&format!("{start} x KQkq - - 0 1")), FenError::Turn);
    assert_eq!(err(&format!("{start} w KKkq - - 0 1")), FenError::Castling);
    assert_eq!(
        err(&format!("{start} w KQkq z9 - 0 1")),
        FenError::EnPassant
    );
    assert_eq!(err(&format!("{start} w KQkq - X 0 1")), FenError::Die);
    assert_eq!(
        err(&format!("{start} w KQkq - - 99999 1")),
        FenError::Halfmove
    );
    assert_eq!(err(&format!("{start} w KQkq - - 0 0")), FenError::Fullmove);
    assert_eq!(
        err(&format!("{start} w KQkq - - 0 1 zz")),
        FenError::Pending
    );
    assert_eq!(
        err(&format!("{start} w KQkq - ? 0 1")),
        FenError::Position(PositionError::Die)
    );
    assert_eq!(
        err(&format!("{start} w KQkq e3 - 0 1")),
        FenError::Position(PositionError::EnPassant)
    );
    assert_eq!(
        err("8/8/8/8/8/8/8/4K3 w - - - 0 1"),
        FenError::Position(PositionError::KingCount(skazka_core::Color::Black))
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/3(KQ)4 w - - - 0 1"),
        FenError::Position(PositionError::BuriedKing)
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/R3K2R w KQkq - - 0 1"),
        FenError::Position(PositionError::Castling)
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/4R1K1 w - - - 0 1"),
        FenError::Position(PositionError::OpponentInCheck)
    );
    // Absurd input: too many checkers, too long, unbalanced parentheses, stray bytes.
    let tall = format!("4k3/8/8/8/3({})4/8/8/4K3 w - - - 0 1", "P".repeat(31));
    assert_eq!(err(&tall), FenError::TooManyCheckers);
    assert_eq!(err(&"8".repeat(3000)), FenError::TooLong);
    for bad in [
        "4k3/8/8/8/3(PQ4/8/8/4K3 w - - - 0 1",
        "4k3/8/8/8/3()4/8/8/4K3 w - - - 0 1",
        "4k3/8/8/8/3K=Q4/8/8/4K3 w - - - 0 1",
        "4k3/8/8/8/3é4/8/8/4K3 w - - - 0 1",
        "4k3/8/8/8/3P~4/8/8/4K3 w - - - 0 1",
    ] {
        assert!(matches!(err(bad), FenError::Board(_)), "{bad}");
    }
    assert_eq!(
        err("4k3/8/8/8/8/8/8/4K3 w - - - 0 1 a1 b2"),
        FenError::FieldCount
    );
    assert!(parse_setup("4k3/8/8/8/8/8/8/4K3 w - -").is_ok());
    assert_eq!(
        FenError::Turn.to_string(),
        "invalid side-to-move field in fen"
    );
}

/// volkhv.md §8 [CHOICE]: canonical move text and the accepted Federation record style.
#[test]
fn move_text_forms() {
    let o = Options::default();
    let p = Volkhv::new(&o);
    let m = p.parse_move("e2e4").unwrap();
    assert_eq!(p.display_move(m).to_string(), "e2e4");
    for alias in ["e2-e4", "e2(1)e4", "e2(1)-e4", " e2e4 ", "e2e4+", "e2e4!?"] {
        assert_eq!(p.parse_move(alias), Ok(m), "{alias}");
    }
    assert_eq!(p.parse_move("b1xd2"), p.parse_move("b1d2"));
    assert_eq!(p.parse_move("e2e5"), Err(ParseMoveError::Illegal));
    assert_eq!(p.parse_move("e2(2)e4"), Err(ParseMoveError::Illegal));
    assert!(matches!(
        p.parse_move("e2"),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(p.parse_move("--"), Err(ParseMoveError::Illegal)));

    let t = pos("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", &o);
    let split = t.parse_move("e4(1)-e2").unwrap();
    assert_eq!(t.display_move(split).to_string(), "e4(1)e2");
    let whole = t.parse_move("e4(2)e5").unwrap();
    assert_eq!(t.display_move(whole).to_string(), "e4e5");

    let c = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - - 0 1", &o);
    assert_eq!(c.parse_move("0-0"), c.parse_move("e1g1"));
    assert_eq!(c.parse_move("O-O-O"), c.parse_move("e1c1"));

    let promo = pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &o);
    let q = promo.parse_move("e7e8=Q").unwrap();
    assert_eq!(promo.display_move(q).to_string(), "e7e8=Q");
    assert_eq!(promo.parse_move("e7e8q"), Ok(q));
    // A legal move written without the promotion it needs (four choices here).
    assert_eq!(
        promo.parse_move("e7e8"),
        Err(ParseMoveError::MissingPromotion)
    );
    let fed = pos(
        "k7/4P3/8/8/8/8/8/4K3 w - - - 0 1",
        &opts(&[("profile", "federation")]),
    );
    assert_eq!(
        fed.display_move(fed.parse_move("e7e8").unwrap())
            .to_string(),
        "e7e8=H"
    );

    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 - 0 2", &o);
    assert_eq!(ep.parse_move("e5xd6 ep"), ep.parse_move("e5d6"));
    assert!(ep.parse_move("e5d6").is_ok());
}

/// volkhv.md §8 [CHOICE]: rolls `[N]`, a roll before the move, and the pass `--`.
#[test]
fn rolls_and_passes() {
    let d = opts(&[("dice", "true")]);
    let mut p = Volkhv::new(&d);
    let played = p.play_line("[N] b1-c3 [P] e7e5").unwrap();
    assert_eq!(played.len(), 4);
    let text: Vec<String> = {
        let mut q = Volkhv::new(&d);
        played
            .iter()
            .map(|&m| {
                let s = q.display_move(m).to_string();
                q.play_unchecked(m);
                s
            })
            .collect()
    };
    assert_eq!(text, ["[N]", "b1c3", "[P]", "e7e5"]);
    // The example of docs/notation/volkhv.md.
    let mut doc = Volkhv::new(&d);
    assert_eq!(
        doc.play_line("[P] e2e4 [N] g8f6 [K] e1e2 [B] f8e7")
            .map(|v| v.len()),
        Ok(8)
    );
    let mut r = p.clone();
    r.play_text("[K]").unwrap();
    assert_eq!(r.parse_move("[Q] d1e2"), Err(ParseMoveError::Illegal));
    assert!(r.parse_move("[K] e1e2").is_ok());
    let lone = pos("4k3/8/8/8/8/8/8/4K3 w - - N 0 1", &d);
    let pass = lone.parse_move("--").unwrap();
    assert_eq!(lone.display_move(pass).to_string(), "--");
    assert_eq!(lone.parse_move("pass"), Ok(pass));
}

/// Squares beyond the 8×8 board (from a bigger geometry) are empty, never a panic.
#[test]
fn squares_off_the_board_are_empty() {
    let p = Volkhv::new(&Options::default());
    let far = skazka_core::Square::new(100).unwrap();
    assert_eq!(p.height(far), 0);
    assert!(p.top(far).is_none() && p.stack(far).is_empty() && p.owner(far).is_none());
    let e4 = skazka_core::Geometry::CHESS.parse_square("e4").unwrap();
    let text = skazka_volkhv::MoveText::Tower {
        roll: None,
        from: far,
        count: None,
        to: e4,
        promotion: None,
    };
    assert_eq!(p.resolve(text), Err(ParseMoveError::Illegal));
}

#[test]
fn snapshot_start_moves() {
    insta::assert_snapshot!(sorted_moves(&Volkhv::new(&Options::default())));
}

#[test]
fn snapshot_tower_diagram() {
    let p = pos(
        "r3k2r/3(nPR)4/8/3(Qp)4/4P3/8/(pQ)7/R2(pR)K2R w KQkq - - 0 1",
        &Options::default(),
    );
    insta::assert_snapshot!(p.board_diagram());
}

#[test]
fn snapshot_moves_of_a_tower_position() {
    let p = pos("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", &Options::default());
    insta::assert_snapshot!(sorted_moves(&p));
}

#[test]
fn snapshot_fen_after_a_line_with_towers() {
    let mut p = Volkhv::new(&Options::default());
    p.play_line("e2e4 d7d5 e4d5 d8d5 b1c3 d5(2)e5 g1e2 e5(1)e4 c3e4")
        .unwrap();
    insta::assert_snapshot!(format!("{p}\n{}", p.board_diagram()));
}

/// A move's own `Display` is its canonical text, and reads back without a position into an
/// equal move; `Debug` shows the text.
#[test]
fn move_text_needs_no_position() {
    use skazka_volkhv::{Move, TowerMove};
    let o = Options::default();
    let t = pos("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", &o);
    let split = t.parse_move("e4(1)-e2").unwrap();
    assert_eq!(split.to_string(), "e4(1)e2");
    assert_eq!(format!("{split:?}"), "Move(e4(1)e2)");
    assert_eq!("e4(1)e2".parse::<Move>(), Ok(split));
    let whole = t.parse_move("e4(2)e5").unwrap();
    assert_eq!(whole.to_string(), "e4e5");
    assert_eq!("e4e5".parse::<Move>(), Ok(whole));
    let Move::Tower(w) = whole else {
        panic!("{whole:?}")
    };
    assert!(w.is_whole() && w.count().is_none());
    assert_eq!(t.moving_count(w), 2);
    assert_eq!(format!("{w:?}"), "TowerMove(e4e5)");
    // The same squares with an explicit count are another move, which the position reads as
    // the whole tower.
    let e4 = w.from();
    let e5 = w.to();
    assert_ne!(Move::Tower(TowerMove::part(e4, 2, e5)), whole);
    assert_eq!(Move::Tower(TowerMove::whole(e4, e5)), whole);

    let promo = pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &o);
    let q = promo.parse_move("e7e8q").unwrap();
    assert_eq!(q.to_string(), "e7e8=Q");
    assert_eq!("e7e8=Q".parse::<Move>(), Ok(q));

    // Castling and en passant are written as the King's and the pawn's moves.
    let c = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - - 0 1", &o);
    let castle = c.parse_move("0-0").unwrap();
    assert_eq!(castle.to_string(), "e1g1");
    assert_eq!("e1g1".parse::<Move>(), Ok(castle));
    let Move::Tower(ct) = castle else { panic!() };
    assert_eq!(c.special(ct), skazka_volkhv::Special::Castle);
    let ep = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 - 0 2", &o);
    let m = ep.parse_move("e5d6").unwrap();
    assert_eq!("e5d6".parse::<Move>(), Ok(m));
    let Move::Tower(et) = m else { panic!() };
    assert_eq!(ep.special(et), skazka_volkhv::Special::EnPassant);

    assert_eq!(
        "[N]".parse::<Move>(),
        Ok(Move::Roll(skazka_volkhv::Face::Knight))
    );
    assert_eq!("--".parse::<Move>(), Ok(Move::Pass));
    assert_eq!(format!("{:?}", Move::Pass), "Move(--)");
    let d = "d1=P".parse::<Move>().unwrap();
    assert_eq!(d.to_string(), "d1=P");
    // Forms that need the position are refused without it.
    assert!(matches!(
        "0-0".parse::<Move>(),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(
        "[N] b1c3".parse::<Move>(),
        Err(ParseMoveError::Malformed { .. })
    ));
}

/// The kinds of `ParseMoveError`: a square off the board is `Malformed`, a move of the side
/// not to move `Illegal`, a promotion left out `MissingPromotion`.
#[test]
fn parse_errors_follow_the_conventions() {
    let p = Volkhv::new(&Options::default());
    assert!(matches!(
        p.parse_move("e2e9"),
        Err(ParseMoveError::Malformed { offset: 2, .. })
    ));
    assert!(matches!(
        p.parse_move("i2i4"),
        Err(ParseMoveError::Malformed { offset: 0, .. })
    ));
    assert_eq!(p.parse_move("e7e5"), Err(ParseMoveError::Illegal));
    let promo = pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &Options::default());
    assert_eq!(
        promo.parse_move("e7e8"),
        Err(ParseMoveError::MissingPromotion)
    );
    assert_eq!(promo.parse_move("e7e8=H"), Err(ParseMoveError::Illegal));
}

/// Error messages are lowercase without a final period, and include the error they wrap
/// (whose `source` is then `None`).
#[test]
fn error_messages_follow_the_conventions() {
    let errors: Vec<Box<dyn std::error::Error>> = vec![
        Box::new(Volkhv::from_fen("8/8/8/8/8/8/8/8 w - - - 0 1", &Options::default()).unwrap_err()),
        Box::new(Volkhv::from_fen("xyz/8 w - -", &Options::default()).unwrap_err()),
        Box::new(FenError::Turn),
        Box::new(PositionError::Die),
        Box::new(Options::default().set("dice", "maybe").unwrap_err()),
    ];
    for e in errors {
        let text = e.to_string();
        assert!(!text.ends_with('.'), "{text}");
        assert!(text.starts_with(|c: char| !c.is_uppercase()), "{text}");
        assert!(e.source().is_none(), "{text}");
    }
    let e = Volkhv::from_fen("8/8/8/8/8/8/8/8 w - - - 0 1", &Options::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid position in fen: white must have exactly one king"
    );
}

/// Options written as text read back into equal options, for every key at every value
/// alone, every pair of keys, and on top of the Federation profile.
#[test]
fn options_text_round_trips_for_every_reachable_combination() {
    use skazka_core::RuleOptions;
    fn values(k: &skazka_core::OptionKey) -> Vec<&'static str> {
        k.values
            .iter()
            .flat_map(|&v| {
                if v == "<n>" {
                    vec!["2", "5", "32"]
                } else {
                    vec![v]
                }
            })
            .collect()
    }
    let keys = Options::keys();
    let check = |o: &Options| {
        let text = o.to_string();
        let back: Options = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&back, o, "{text}");
    };
    let mut bases = vec![Options::default()];
    for k in keys {
        for v in values(k) {
            let mut o = Options::default();
            o.set(k.name, v).unwrap();
            check(&o);
            bases.push(o);
        }
    }
    let mut count = 0;
    for base in &bases {
        for k in keys {
            for v in values(k) {
                let mut o = *base;
                if o.set(k.name, v).is_ok() {
                    check(&o);
                    count += 1;
                }
            }
        }
    }
    assert!(count > 3000, "{count}");
    let fed = common::opts(&[("profile", "federation")]);
    assert_eq!(fed.to_string(), "profile=federation");
    let mut o = fed;
    o.set("pawn_own_climb", "diagonal").unwrap();
    o.set("demote_on_capture", "false").unwrap();
    o.set("repetition_draw", "claim").unwrap();
    assert_eq!(
        o.to_string(),
        "profile=federation pawn_own_climb=diagonal demote_on_capture=false repetition_draw=claim"
    );
    assert_eq!(o.to_string().parse::<Options>(), Ok(o));
    // A profile set after the options it resets is written first.
    let mut late = common::opts(&[("pawn_own_climb", "straight"), ("own_capture", "false")]);
    late.set("profile", "federation").unwrap();
    assert_eq!(late.to_string(), "profile=federation own_capture=false");
    assert_eq!(late.to_string().parse::<Options>(), Ok(late));
    assert_eq!(
        "profile=federation talleyrand=true".parse::<Options>(),
        Err(skazka_core::OptionError::Incompatible {
            game: "volkhv",
            key: "talleyrand",
            reason: "not available in the federation profile"
        })
    );
}
