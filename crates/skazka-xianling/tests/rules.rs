//! One test per rule of xianling.md, grouped by the rules file's sections.

use skazka_core::{Color, EndReason, Geometry, Outcome, ParseMoveError, Position, Square};
use skazka_xianling::{Move, Options, Piece, PieceKind, START_FEN, Xianling};

fn pos(fen: &str) -> Xianling {
    Xianling::from_fen(fen, &Options::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(name: &str) -> Square {
    Geometry::TEN_BY_TEN.parse_square(name).unwrap()
}

fn texts(p: &Xianling) -> Vec<String> {
    let mut v: Vec<String> = p.legal_move_list().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn legal(p: &Xianling, text: &str) -> bool {
    p.parse_move(text).is_ok()
}

fn moves_from(p: &Xianling, from: &str) -> usize {
    p.legal_move_list()
        .iter()
        .filter(|m| m.from() == Some(sq(from)))
        .count()
}

fn after(p: &Xianling, text: &str) -> Xianling {
    let mut q = p.clone();
    q.play_text(text)
        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
    q
}

mod s1_board {
    use super::*;

    /// xianling.md §1 [SEED]/[CHOICE]: 10×10, files a–j, ranks 1–10, White moves first.
    #[test]
    fn board_is_ten_by_ten_and_white_moves_first() {
        let p = Xianling::new(&Options::default());
        assert_eq!(p.turn(), Color::White);
        assert_eq!(p.piece_at(sq("a1")).unwrap().to_string(), "A");
        assert_eq!(p.piece_at(sq("j10")).unwrap().to_string(), "a");
        assert_eq!(p.occupied().count(), 80);
    }
}

mod s2_start {
    use super::*;

    /// xianling.md §2.2, §2.4 [CHOICE]: rows counted from the front: pawns on rank 4, the back
    /// rank `A R C B Q K B C R A` on rank 1, Black mirrored.
    #[test]
    fn rows_are_counted_from_the_front() {
        let p = Xianling::new(&Options::default());
        assert_eq!(
            p.to_string(),
            "arcbqkbcra/lzhiggihzl/snefwwfens/pppppppppp/10/10/PPPPPPPPPP/SNEFWWFENS/LZHIGGIHZL/ARCBQKBCRA w KQkq - 0 1"
        );
        assert_eq!(p.to_string(), START_FEN);
        for f in 0..10 {
            let g = Geometry::TEN_BY_TEN;
            assert_eq!(
                p.piece_at(g.sq(f, 3)),
                Some(Piece::new(Color::White, PieceKind::Pawn))
            );
            assert_eq!(
                p.piece_at(g.sq(f, 6)),
                Some(Piece::new(Color::Black, PieceKind::Pawn))
            );
            assert!(p.piece_at(g.sq(f, 4)).is_none() && p.piece_at(g.sq(f, 5)).is_none());
        }
    }

    /// xianling.md §2.3 [CHOICE]: Queen on e, King on f; the Kings face each other.
    #[test]
    fn queen_on_e_king_on_f() {
        let p = Xianling::new(&Options::default());
        assert_eq!(p.king(Color::White), sq("f1"));
        assert_eq!(p.king(Color::Black), sq("f10"));
        assert_eq!(p.piece_at(sq("e1")).unwrap().kind, PieceKind::Queen);
        assert_eq!(p.piece_at(sq("e10")).unwrap().kind, PieceKind::Queen);
    }

    /// xianling.md §2.4: 103 points of material per side by the seed's values.
    #[test]
    fn material_is_103_per_side() {
        let p = Xianling::new(&Options::default());
        for color in Color::ALL {
            let halves: u32 = p
                .pieces(color)
                .into_iter()
                .filter_map(|s| p.piece_at(s).unwrap().kind.value_halves())
                .map(u32::from)
                .sum();
            assert_eq!(halves, 206, "{color}");
        }
    }
}

mod s3_pieces {
    use super::*;

    /// Legal moves of the White `token` on `from` with the Kings on j2 and b10, squares that
    /// no tested piece reaches from e5.
    fn mobility(token: &str, from: &str) -> usize {
        let mut s = skazka_xianling::Setup::default();
        s.board[sq("j2").index()] = Some(Piece::new(Color::White, PieceKind::King));
        s.board[sq("b10").index()] = Some(Piece::new(Color::Black, PieceKind::King));
        s.board[sq(from).index()] = Some(Piece::from_token_prefix(token).unwrap().0);
        let p = Xianling::from_setup(&s, &Options::default()).unwrap();
        moves_from(&p, from)
    }

    /// xianling.md §16: empty-board mobility from e5.
    #[test]
    fn empty_board_mobility_from_e5() {
        for (token, n) in [
            ("+L", 24),
            ("+B", 24),
            ("+D", 22),
            ("+E", 32),
            ("+K", 35),
            ("+A", 43),
            ("+G", 21),
            ("+R", 32),
            ("I", 8),
            ("H", 8),
            ("S", 8),
            ("E", 8),
            ("L", 8),
            ("Z", 8),
            ("N", 8),
            ("G", 8),
            ("W", 4),
            ("F", 4),
            ("R", 18),
            ("B", 17),
            ("Q", 35),
            ("C", 18),
            ("A", 17),
            ("+M", 26),
            ("+P", 25),
        ] {
            assert_eq!(mobility(token, "e5"), n, "{token}");
        }
    }

    /// xianling.md §3.2: from a1 the Eagle reaches 17 squares, the Rhino 18.
    #[test]
    fn eagle_and_rhino_mobility_from_a1() {
        for (token, n) in [("+E", 17), ("+R", 18)] {
            let fen = format!("k9/10/10/10/10/10/10/10/10/{token}8K w - - 0 1");
            // Kings on a10 and j1: neither is on the Eagle's or Rhino's paths from a1.
            assert_eq!(moves_from(&pos(&fen), "a1"), n, "{token}");
        }
    }

    /// xianling.md §3.1 [SEED]: the short-range pieces jump (可躍子): a boxed-in Knight, Ship,
    /// Elephant, Kirin, Phoenix, Camel, Zebra, Lion and Buffalo still reach their far squares.
    #[test]
    fn short_range_pieces_leap() {
        // The piece on e5 surrounded by its own Guards on all eight neighbours.
        for (token, far) in [
            ("S", "e7"),
            ("E", "g7"),
            ("I", "e3"),
            ("H", "c7"),
            ("N", "f7"),
            ("L", "f8"),
            ("Z", "g8"),
            ("+L", "c3"),
            ("+B", "h7"),
        ] {
            let fen = format!("k9/10/10/10/3GGG4/3G{token}G4/3GGG4/10/10/9K w - - 0 1");
            assert!(legal(&pos(&fen), &format!("e5{far}")), "{token} e5{far}");
        }
    }

    /// xianling.md §3.1: the seed's Giraffe is the (1,3) Camel, not the (1,4) giraffe.
    #[test]
    fn giraffe_is_the_camel() {
        let p = pos("k9/10/10/10/10/4L5/10/10/10/9K w - - 0 1");
        assert!(legal(&p, "e5f8"));
        assert!(!legal(&p, "e5f9"));
    }

    /// xianling.md §3.1: the Griffin 獅鷲 is Bishop + Wazir, not the bent Griffon.
    #[test]
    fn griffin_is_bishop_plus_wazir() {
        let p = pos("k9/10/10/10/10/4+G5/10/10/10/9K w - - 0 1");
        assert!(legal(&p, "e5e6") && legal(&p, "e5h8"));
        assert!(!legal(&p, "e5e7") && !legal(&p, "e5f8"));
    }
}

mod s3_3_colour_bound {
    use super::*;

    /// xianling.md §3.3: Ferz, Elephant, Camel, Kirin, Bishop and Archer never change square
    /// colour; the promotion-only pieces reach both colours.
    #[test]
    fn colour_bound_pieces() {
        let colour = |s: Square| {
            let i = s.index();
            (i % 10 + i / 10) % 2
        };
        for (token, bound) in [
            ("F", true),
            ("E", true),
            ("L", true),
            ("I", true),
            ("B", true),
            ("A", true),
            ("+A", false),
            ("+M", false),
            ("+P", false),
            ("+E", false),
            ("+R", false),
            ("+L", false),
            ("+B", false),
            ("+K", false),
            ("+D", false),
            ("+G", false),
        ] {
            let fen = format!("1k8/10/10/10/10/4{token}5/10/10/9K/10 w - - 0 1");
            let p = pos(&fen);
            let from = sq("e5");
            let same = p
                .legal_move_list()
                .iter()
                .filter(|m| m.from() == Some(from))
                .all(|m| colour(m.to().unwrap()) == colour(from));
            assert_eq!(same, bound, "{token}");
        }
    }

    /// xianling.md §3.1: Guard and Wazir are not royal: attacking them is not check, and a
    /// side may leave them en prise.
    #[test]
    fn guard_and_wazir_are_not_royal() {
        let p = pos("k9/10/10/10/4G5/10/4r5/10/10/9K w - - 0 1");
        assert!(!p.is_check());
        assert!(legal(&p, "j1j2"));
    }
}

mod s3_2_hoppers {
    use super::*;

    /// xianling.md §3.2 [SEED]: the Cannon's screen may be of either colour.
    #[test]
    fn cannon_screen_of_either_colour() {
        let own = pos("k9/10/4r5/10/10/4P5/10/10/4C5/9K w - - 0 1");
        assert!(legal(&own, "e2e8"));
        let enemy = pos("k9/10/4r5/10/10/4p5/10/10/4C5/9K w - - 0 1");
        assert!(legal(&enemy, "e2e8"));
    }

    /// xianling.md §3.2 [CHOICE]: no capture without a screen; moves along the ray up to it.
    #[test]
    fn cannon_never_captures_without_a_screen() {
        let p = pos("k9/10/4r5/10/10/10/10/10/4C5/9K w - - 0 1");
        assert!(!legal(&p, "e2e8"));
        assert!(legal(&p, "e2e7"));
    }

    /// xianling.md §3.2 [CHOICE]: never lands on an empty square beyond the screen, never
    /// captures a friendly piece there, and hops exactly one screen.
    #[test]
    fn cannon_hops_exactly_one_screen() {
        let p = pos("k9/10/4R5/10/4p5/10/10/10/4C5/9K w - - 0 1");
        assert!(!legal(&p, "e2e7"), "empty square beyond the screen");
        assert!(!legal(&p, "e2e8"), "friendly piece beyond the screen");
        assert!(!legal(&p, "e2e6"), "the screen itself");
        let two = pos("k9/10/4r5/4p5/4p5/10/10/10/4C5/9K w - - 0 1");
        assert!(legal(&two, "e2e7"));
        assert!(!legal(&two, "e2e8"), "two screens");
    }

    /// xianling.md §3.2: the Archer is the diagonal Cannon.
    #[test]
    fn archer_is_a_diagonal_cannon() {
        let p = pos("k9/10/10/6r3/10/4P5/10/2A7/10/9K w - - 0 1");
        assert!(legal(&p, "c3g7"));
        assert!(!legal(&p, "c3f6") && !legal(&p, "c3e5") && legal(&p, "c3d4"));
        assert!(!legal(&p, "c3c4"), "no orthogonal moves");
    }

    /// xianling.md §3.2: the Kangaroo hops in all eight directions.
    #[test]
    fn kangaroo_hops_in_eight_directions() {
        let p = pos("k9/10/10/4r1r3/10/4P1p3/10/4+K5/10/9K w - - 0 1");
        assert!(legal(&p, "e3e7"));
        assert!(!legal(&p, "e3g7"), "g7 is not on a line from e3");
        let q = pos("k9/10/10/6r3/10/4P5/10/2+K7/10/9K w - - 0 1");
        assert!(legal(&q, "c3g7"));
    }

    /// xianling.md §3.2 [CHOICE]: the Eagle steps diagonally onto an empty square, then slides
    /// outward like a Rook; it may capture on the first step; a blocked first step ends the path.
    #[test]
    fn eagle_path() {
        let p = pos("k9/10/10/10/10/10/10/10/1P8/+E8K w - - 0 1");
        assert_eq!(moves_from(&p, "a1"), 0, "b2 blocked: no move at all");
        let q = pos("k9/10/10/10/10/10/10/10/1n8/+E8K w - - 0 1");
        assert_eq!(texts(&q).iter().filter(|m| m.starts_with("a1")).count(), 1);
        assert!(legal(&q, "a1b2"));
        let r = pos("k9/10/10/10/10/10/10/1r8/10/+E8K w - - 0 1");
        assert!(legal(&r, "a1b3") && !legal(&r, "a1b4") && legal(&r, "a1j2"));
        assert!(!legal(&r, "a1a2"), "the slides never turn back");
    }

    /// xianling.md §3.2 [CHOICE]: the Rhino steps orthogonally, then slides outward diagonally.
    #[test]
    fn rhino_path() {
        let p = pos("k9/10/10/10/10/10/10/10/10/+R8K w - - 0 1");
        assert!(legal(&p, "a1b3") && legal(&p, "a1c2") && legal(&p, "a1i10"));
        assert!(!legal(&p, "a1b2"), "the first step is orthogonal");
        let q = pos("k9/10/10/10/10/10/10/10/P9/+R8K w - - 0 1");
        assert!(!legal(&q, "a1b3"), "a2 blocked");
        assert!(legal(&q, "a1c2"));
    }

    /// xianling.md §3.2, §16: the bent-path check example. A Black Eagle on a1 checks a King on
    /// b4 when b2 and b3 are empty; not when b3 is occupied, even with a2 and a3 empty.
    #[test]
    fn eagle_on_a1_checks_b4_only_along_its_real_path() {
        let check = pos("k9/10/10/10/10/10/1K8/10/10/+e9 w - - 0 1");
        assert!(check.is_check());
        let blocked = pos("k9/10/10/10/10/10/1K8/1P8/10/+e9 w - - 0 1");
        assert!(!blocked.is_check());
        // The King may not step onto a square the Eagle reaches by its real path.
        assert!(!legal(&blocked, "b4c4") || !blocked.is_attacked(sq("c4"), Color::Black));
        assert!(blocked.is_attacked(sq("b3"), Color::Black));
    }

    /// xianling.md §3.2: the Rhino analogue: a Black Rhino on a1 checks c4 via a2–b3 only.
    #[test]
    fn rhino_on_a1_checks_c4_only_along_its_real_path() {
        let check = pos("k9/10/10/10/10/10/2K7/10/10/+r9 w - - 0 1");
        assert!(check.is_check());
        // a2 blocked; the reverse path c3-b2 is empty, but the Rhino cannot use it.
        let blocked = pos("k9/10/10/10/10/10/2K7/10/P9/+r9 w - - 0 1");
        assert!(!blocked.is_check());
    }
}

mod s16_vectors {
    use super::*;

    /// xianling.md §16: depth 1 from the start: 10 pawn moves, 4 Knight, 4 Elephant, 2 Ship
    /// (a5, j5), 2 Camel (b5, i5), 2 Zebra (d5, g5).
    #[test]
    fn start_position_depth_1_breakdown() {
        let p = Xianling::new(&Options::default());
        let mut by_kind = std::collections::BTreeMap::new();
        for m in p.legal_move_list().iter() {
            let kind = p.piece_at(m.from().unwrap()).unwrap().kind;
            by_kind
                .entry(kind.name())
                .or_insert_with(Vec::new)
                .push(m.to_string());
        }
        let count = |k: &str| by_kind.get(k).map_or(0, Vec::len);
        assert_eq!(count("Pawn"), 10);
        assert_eq!(count("Knight"), 4);
        assert_eq!(count("Elephant"), 4);
        assert_eq!(by_kind["Ship"], ["a3a5", "j3j5"]);
        assert_eq!(by_kind["Camel"], ["a2b5", "j2i5"]);
        assert_eq!(by_kind["Zebra"], ["b2d5", "i2g5"]);
        assert_eq!(by_kind.len(), 6);
    }

    /// xianling.md §16: the small positions' legal move counts.
    #[test]
    fn small_positions_legal_move_counts() {
        for (fen, n) in [
            ("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1", 19),
            ("5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1", 32),
            ("k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1", 1),
            ("5k4/10/10/5P4/10/10/10/10/10/5c3K w - - 0 1", 4),
        ] {
            assert_eq!(pos(fen).legal_move_list().len(), n, "{fen}");
        }
        // The Cannon position: the pawn's step and three King moves (the Cannon on f1 has no
        // screen on rank 1).
        let c = pos("5k4/10/10/5P4/10/10/10/10/10/5c3K w - - 0 1");
        assert!(!c.is_check());
        assert_eq!(texts(&c), ["f7f8", "j1i1", "j1i2", "j1j2"]);
    }
}

mod s4_legality {
    use super::*;

    /// xianling.md §4 [CHOICE]: a move that creates a Cannon screen can give discovered check.
    #[test]
    fn creating_a_screen_gives_check() {
        let p = pos("4k5/10/10/10/10/10/10/10/3N6/4C4K w - - 0 1");
        let q = after(&p, "d2e4");
        assert!(q.is_check());
    }

    /// xianling.md §4: moving a piece between an enemy Cannon and the own King is illegal
    /// (it becomes the screen).
    #[test]
    fn own_piece_may_not_become_the_screen() {
        let p = pos("4c5/10/10/10/10/10/10/10/3N6/4K4k w - - 0 1");
        assert!(!legal(&p, "d2e4"));
        assert!(legal(&p, "d2c4"));
    }

    /// xianling.md §4: a second screen pins: removing one of two screens exposes the King.
    #[test]
    fn removing_a_screen_can_expose_the_king() {
        let p = pos("4c5/10/10/10/4N5/10/4N5/10/10/4K4k w - - 0 1");
        assert!(!p.is_check());
        assert!(!legal(&p, "e4c5") && !legal(&p, "e6c7"));
        assert!(legal(&p, "e1d1"));
    }

    /// xianling.md §4: a move that leaves the own King attacked is illegal; Kings are never
    /// adjacent.
    #[test]
    fn no_moving_into_check_and_kings_never_adjacent() {
        let p = pos("10/10/10/10/10/4k5/10/4K5/10/10 w - - 0 1");
        assert!(!legal(&p, "e3e4") && !legal(&p, "e3d4") && !legal(&p, "e3f4"));
        assert!(legal(&p, "e3e2"));
    }

    /// xianling.md §4: a check must be answered.
    #[test]
    fn check_must_be_answered() {
        let p = pos("4k5/10/10/10/10/10/10/10/P9/4r4K w - - 0 1");
        assert!(p.is_check());
        assert!(!legal(&p, "a2a3"));
        assert!(texts(&p).iter().all(|m| m.starts_with("j1")));
    }
}

mod s5_pawns {
    use super::*;

    /// xianling.md §5 [SEED]: no initial double step.
    #[test]
    fn no_double_step() {
        let p = Xianling::new(&Options::default());
        assert!(legal(&p, "e4e5"));
        assert!(!legal(&p, "e4e6"));
    }

    /// xianling.md §5 [SEED]: captures one step diagonally forward only; never straight.
    #[test]
    fn pawn_captures_diagonally_forward() {
        let p = pos("k9/10/10/10/3ppp4/4P5/3p6/10/10/9K w - - 0 1");
        assert!(legal(&p, "e5d6") && legal(&p, "e5f6"));
        assert!(!legal(&p, "e5e6") && !legal(&p, "e5d4"));
    }

    /// xianling.md §5 [CHOICE]: no en passant: the FEN field is always `-`.
    #[test]
    fn no_en_passant() {
        assert!(
            Xianling::from_fen(
                "k9/10/10/10/10/10/10/10/10/9K w - e3 0 1",
                &Options::default()
            )
            .is_err()
        );
        let p = pos("k9/10/10/10/3pP5/10/10/10/10/9K w - - 0 1");
        assert!(!legal(&p, "e5d6"));
    }
}

mod s6_promotion {
    use super::*;

    /// xianling.md §6 [SEED]: a pawn reaching the penultimate rank must promote, to exactly 14
    /// kinds (never King, Queen, a high-level piece or Pawn).
    #[test]
    fn pawn_promotion_is_mandatory_with_14_choices() {
        let p = pos("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        let promos: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("e8"))
            .collect();
        assert_eq!(promos.len(), 14);
        assert!(!legal(&p, "e8e9"), "no unpromoted pawn on rank 9");
        for k in [
            "W", "F", "G", "N", "S", "E", "Z", "L", "I", "H", "R", "B", "C", "A",
        ] {
            assert!(legal(&p, &format!("e8e9={k}")), "{k}");
        }
        for k in ["Q", "K", "P", "+A", "+M"] {
            assert!(!legal(&p, &format!("e8e9={k}")), "{k}");
        }
        assert_eq!(
            after(&p, "e8e9=R").piece_at(sq("e9")).unwrap().to_string(),
            "R"
        );
    }

    /// xianling.md §6 [SEED]: promotion by capture too; Black promotes on rank 2.
    #[test]
    fn promotion_by_capture_and_for_black() {
        let p = pos("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        let _ = p;
        let q = pos("k9/3n6/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        assert_eq!(
            texts(&q).iter().filter(|m| m.starts_with("e8d9=")).count(),
            14
        );
        let b = pos("k9/10/10/10/10/10/10/4p5/10/9K b - - 0 1");
        assert_eq!(
            texts(&b).iter().filter(|m| m.starts_with("e3e2=")).count(),
            14
        );
    }

    /// xianling.md §6 [SEED]: a Ferz on the last rank may stay or become one of six pieces.
    #[test]
    fn ferz_promotion_is_optional_with_six_choices() {
        let p = pos("k9/4F5/10/10/10/10/10/10/10/9K w - - 0 1");
        let d10: Vec<String> = texts(&p)
            .into_iter()
            .filter(|m| m.starts_with("e9d10"))
            .collect();
        assert_eq!(d10.len(), 7);
        for m in [
            "e9d10", "e9d10=+A", "e9d10=Q", "e9d10=+P", "e9d10=+G", "e9d10=+K", "e9d10=+R",
        ] {
            assert!(legal(&p, m), "{m}");
        }
        assert!(!legal(&p, "e9d10=+L"));
    }

    /// xianling.md §6 [SEED]: a Wazir on the last rank may stay or become one of six pieces.
    #[test]
    fn wazir_promotion_is_optional_with_six_choices() {
        let p = pos("k9/4W5/10/10/10/10/10/10/10/9K w - - 0 1");
        for m in [
            "e9e10", "e9e10=+A", "e9e10=+L", "e9e10=+M", "e9e10=+D", "e9e10=+B", "e9e10=+E",
        ] {
            assert!(legal(&p, m), "{m}");
        }
        assert!(!legal(&p, "e9e10=Q"));
        assert_eq!(
            texts(&p).iter().filter(|m| m.starts_with("e9e10")).count(),
            7
        );
    }

    /// xianling.md §6 [CHOICE]: the trigger is the destination only: a Wazir moving along the
    /// last rank may promote; a piece standing there cannot promote without moving.
    #[test]
    fn sideways_wazir_promotes_on_the_last_rank() {
        let p = pos("k4W4/10/10/10/10/10/10/10/10/9K w - - 0 1");
        assert!(legal(&p, "f10g10=+A"));
        assert!(legal(&p, "f10g10"));
        assert!(!legal(&p, "f9f10=+A") && !legal(&p, "f10f9=+A"));
    }

    /// xianling.md §6 [CHOICE] alternative (option `promotion_trigger=from-penultimate`): only
    /// moves from the penultimate rank promote.
    #[test]
    fn option_promotion_only_from_the_penultimate_rank() {
        let mut o = Options::default();
        o.set("promotion_trigger", "from-penultimate").unwrap();
        let p = Xianling::from_fen("k4W4/10/10/10/10/10/10/10/10/9K w - - 0 1", &o).unwrap();
        assert!(!legal(&p, "f10g10=+A") && legal(&p, "f10g10"));
        let q = Xianling::from_fen("k9/4W5/10/10/10/10/10/10/10/9K w - - 0 1", &o).unwrap();
        assert!(legal(&q, "e9e10=+A"));
    }

    /// xianling.md §6 [CHOICE]: a pawn promoted to a Wazir promotes again on the last rank.
    #[test]
    fn promoted_wazir_promotes_again() {
        let p = pos("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        let mut q = after(&p, "e8e9=W");
        q.play_text("a10b10").unwrap();
        q.play_text("e9e10=+A").unwrap();
        assert_eq!(q.piece_at(sq("e10")).unwrap().kind, PieceKind::Amazon);
    }

    /// xianling.md §6 [SEED]: a pawn can never stand on the penultimate or last rank.
    #[test]
    fn no_pawn_on_the_promotion_ranks() {
        assert!(
            Xianling::from_fen(
                "k9/4P5/10/10/10/10/10/10/10/9K w - - 0 1",
                &Options::default()
            )
            .is_err()
        );
        assert!(
            Xianling::from_fen(
                "k9/10/10/10/10/10/10/10/4p5/9K w - - 0 1",
                &Options::default()
            )
            .is_err()
        );
    }

    /// xianling.md §6: the promotion choice never affects legality: all 14 or 7 come together.
    #[test]
    fn promotion_choices_come_together() {
        let p = pos("k9/4W5/10/10/10/10/10/10/10/9K w - - 0 1");
        let n = texts(&p).iter().filter(|m| m.starts_with("e9")).count();
        // e10 seven times; d9, f9 and e8 once each.
        assert_eq!(n, 7 + 3);
    }
}

mod s7_castling {
    use super::*;

    const BOTH: &str = "1r3k2r1/10/10/10/10/10/10/10/10/1R3K2R1 w KQkq - 0 1";

    /// xianling.md §7 [CHOICE]: White O-O: King f1→h1, Rook i1→g1; O-O-O: King f1→d1, Rook
    /// b1→e1; Black the same on rank 10.
    #[test]
    fn castling_squares_each_row() {
        let p = pos(BOTH);
        let q = after(&p, "f1h1");
        assert_eq!(q.piece_at(sq("h1")).unwrap().to_string(), "K");
        assert_eq!(q.piece_at(sq("g1")).unwrap().to_string(), "R");
        assert!(q.piece_at(sq("i1")).is_none() && q.piece_at(sq("f1")).is_none());
        let q = after(&p, "f1d1");
        assert_eq!(
            q.to_string(),
            "1r3k2r1/10/10/10/10/10/10/10/10/3KR3R1 b kq - 1 1"
        );
        let b = pos(&BOTH.replace(" w ", " b "));
        assert_eq!(
            after(&b, "f10h10").to_string(),
            "1r4rk2/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 1 2"
        );
        assert_eq!(
            after(&b, "f10d10").to_string(),
            "3kr3r1/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 1 2"
        );
    }

    /// xianling.md §7: the squares between King and Rook must be empty (g1, h1; c1, d1, e1).
    #[test]
    fn castling_needs_empty_squares() {
        let p = pos("1r3k2r1/10/10/10/10/10/10/10/10/1RN2K1NR1 w KQkq - 0 1");
        assert!(!legal(&p, "f1h1") && !legal(&p, "f1d1"));
        let q = pos("1r3k2r1/10/10/10/10/10/10/10/10/1R3KN1R1 w KQkq - 0 1");
        assert!(!legal(&q, "f1h1"));
    }

    /// xianling.md §7: rights: both lost when the King moves, one when its Rook leaves or is
    /// captured at home.
    #[test]
    fn castling_rights_are_lost() {
        let p = pos(BOTH);
        assert_eq!(
            after(&p, "f1f2").castling_rights(),
            pos("1r3k2r1/10/10/10/10/10/10/10/10/1R3K2R1 w kq - 0 1").castling_rights()
        );
        let q = after(&p, "i1i5");
        assert!(!legal(&after(&q, "b10b9"), "f1h1"));
        let r = after(&p, "b1b10");
        assert_eq!(
            r.to_string(),
            "1R3k2r1/10/10/10/10/10/10/10/10/5K2R1 b Kk - 0 1"
        );
    }

    /// xianling.md §7: no castling out of check, through an attacked square or into check.
    #[test]
    fn castling_not_out_of_through_or_into_check() {
        let check = pos("1r3k2r1/10/10/10/5r4/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert!(!legal(&check, "f1h1") && !legal(&check, "f1d1"));
        let through = pos("1r3k2r1/10/10/10/6r3/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert!(!legal(&through, "f1h1") && legal(&through, "f1d1"));
        let into = pos("1r3k2r1/10/10/10/7r2/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert!(!legal(&into, "f1h1"));
        let through_q = pos("1r3k2r1/10/10/10/4r5/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert!(!legal(&through_q, "f1d1") && legal(&through_q, "f1h1"));
    }

    /// xianling.md §7: on the queen side c1 must be empty but may be attacked.
    #[test]
    fn c1_may_be_attacked() {
        let p = pos("1r3k2r1/10/10/10/2r7/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert!(legal(&p, "f1d1"));
        let b1 = pos("1r3k2r1/10/10/10/1r8/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert!(legal(&b1, "f1d1"), "the Rook may be attacked");
    }

    /// xianling.md §7 [CHOICE]: each square is tested with the King placed on it. Hoppers and
    /// bent riders attack the transit square through screens and paths of the real position.
    #[test]
    fn transit_square_is_tested_with_the_king_placed_on_it() {
        // A Cannon on g5 with a screen on g3 attacks g1.
        let cannon = pos("5k4/10/10/10/10/6c3/10/6P3/10/1R3K2R1 w KQ - 0 1");
        assert!(!cannon.is_check());
        assert!(!legal(&cannon, "f1h1") && legal(&cannon, "f1d1"));
        // An Eagle on h3 reaches g1 by g2 (then south); with g2 occupied it does not.
        let eagle = pos("5k4/10/10/10/10/10/10/7+e2/10/1R3K2R1 w KQ - 0 1");
        assert!(!eagle.is_check());
        assert!(!legal(&eagle, "f1h1"));
        let blocked = pos("5k4/10/10/10/10/10/10/7+e2/6P3/1R3K2R1 w KQ - 0 1");
        assert!(legal(&blocked, "f1h1"));
        // The King's body: a Cannon on h1 has no screen for f1 or (with the King placed there)
        // e1, but after O-O-O the Rook on e1 screens it onto d1.
        let body = pos("5k4/10/10/10/10/10/10/10/10/1R3K1c2 w Q - 0 1");
        assert!(!body.is_check());
        assert!(!legal(&body, "f1d1"));
    }

    /// xianling.md §7 [CHOICE]: the Archers play no part in castling; a promoted Rook never
    /// gives rights (rights need the Rook on its home square from the start).
    #[test]
    fn castling_rights_need_king_and_rook_at_home() {
        assert!(
            Xianling::from_fen(
                "5k4/10/10/10/10/10/10/10/10/1R3K4 w K - 0 1",
                &Options::default()
            )
            .is_err()
        );
        assert!(
            Xianling::from_fen(
                "5k4/10/10/10/10/10/10/10/10/1R2K3R1 w KQ - 0 1",
                &Options::default()
            )
            .is_err()
        );
    }

    /// xianling.md §16: the castling position: 32 moves including f1h1 and f1d1.
    #[test]
    fn castling_vector() {
        let p = pos("5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1");
        assert_eq!(texts(&p).len(), 32);
        assert!(legal(&p, "f1h1") && legal(&p, "f1d1"));
        // Castling is the King's two-file move; its text alone determines it.
        let m = p.parse_move("f1h1").unwrap();
        assert_eq!(m, Move::parse_text("f1h1").unwrap());
        assert_eq!(
            after(&p, "f1h1").to_string(),
            "5k4/10/10/10/10/10/10/10/10/1R4RK2 b - - 1 1"
        );
        assert_eq!(
            after(&p, "f1d1").to_string(),
            "5k4/10/10/10/10/10/10/10/10/3KR3R1 b - - 1 1"
        );
    }
}

mod s8_check_and_mate {
    use super::*;

    /// xianling.md §8 [SEED]: in check with no legal move is checkmate; that side loses.
    #[test]
    fn checkmate_loses() {
        let p = pos("k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1");
        assert!(p.is_check());
        assert!(p.legal_move_list().is_empty());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::Checkmate
            })
        );
    }
}

mod s9_pass {
    use super::*;

    /// xianling.md §9 [SEED]: not in check and no legal move: the side passes; the pass `--`
    /// is its only move.
    #[test]
    fn forced_pass_is_the_only_move() {
        let p = pos("k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1");
        assert!(!p.is_check());
        assert_eq!(p.legal_move_list().as_slice(), &[Move::Pass]);
        assert_eq!(p.outcome(), None);
        let q = after(&p, "--");
        assert_eq!(q.turn(), Color::White);
        assert_eq!(q.to_string(), "k9/2Q7/1K8/10/10/10/10/10/10/10 w - -- 1 2");
        assert_eq!(q.perft(1), 32);
    }

    /// xianling.md §9 [CHOICE]: a player may never pass voluntarily.
    #[test]
    fn no_voluntary_pass() {
        let p = Xianling::new(&Options::default());
        assert_eq!(p.parse_move("--"), Err(ParseMoveError::Illegal));
    }

    /// xianling.md §9 [CHOICE]: the pass leaves castling rights unchanged.
    #[test]
    fn pass_keeps_castling_rights() {
        let p = pos("prp2k4/GpG6R/1G3N4/10/10/10/10/10/10/K9 b q - 0 1");
        assert_eq!(p.legal_move_list().as_slice(), &[Move::Pass]);
        let q = after(&p, "--");
        assert_eq!(q.castling_rights(), p.castling_rights());
        assert_eq!(
            q.to_string(),
            "prp2k4/GpG6R/1G3N4/10/10/10/10/10/10/K9 w q -- 1 2"
        );
    }

    /// xianling.md §9 [CHOICE], §17 of §14: in check with no move is mate, never a pass.
    #[test]
    fn no_pass_in_check() {
        let p = pos("k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1");
        assert_eq!(p.parse_move("--"), Err(ParseMoveError::Illegal));
    }

    /// xianling.md §9 [CHOICE]: double pass = draw: a side must pass and the opponent then has
    /// no legal move either.
    #[test]
    fn double_pass_draws() {
        let p = pos("8pk/8p1/8P1/10/10/10/10/1p8/1P8/KP8 w - - 0 1");
        assert_eq!(p.legal_move_list().as_slice(), &[Move::Pass]);
        let q = after(&p, "--");
        assert!(q.legal_move_list().is_empty());
        assert_eq!(
            q.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::DoublePass
            })
        );
        assert_eq!(
            q.to_string(),
            "8pk/8p1/8P1/10/10/10/10/1p8/1P8/KP8 b - -- 1 1"
        );
        // The same board with the pass flag read from FEN.
        assert_eq!(pos(&q.to_string()).outcome(), q.outcome());
    }
}

mod s13_values {
    use super::*;

    /// xianling.md §13 [SEED]: the value table, in half points.
    #[test]
    fn value_table() {
        use PieceKind::*;
        let table = [
            (Pawn, 1.0),
            (Ferz, 1.5),
            (Wazir, 2.0),
            (Camel, 2.5),
            (Zebra, 2.5),
            (Elephant, 2.5),
            (Knight, 2.5),
            (Kirin, 3.0),
            (Phoenix, 3.0),
            (Ship, 3.0),
            (Guard, 3.0),
            (Archer, 3.5),
            (Cannon, 4.0),
            (Bishop, 4.0),
            (Rook, 5.0),
            (Griffin, 6.0),
            (Kangaroo, 6.5),
            (Dragon, 7.0),
            (Princess, 7.0),
            (Marshal, 7.5),
            (Buffalo, 8.0),
            (Rhino, 8.0),
            (Lion, 8.5),
            (Eagle, 8.5),
            (Queen, 9.0),
            (Amazon, 12.0),
        ];
        assert_eq!(table.len(), PieceKind::COUNT - 1);
        for (kind, value) in table {
            assert_eq!(
                f64::from(kind.value_halves().unwrap()) / 2.0,
                value,
                "{kind}"
            );
            assert_eq!(kind.value_centipawns(), Some((value * 100.0) as u32));
        }
        assert_eq!(King.value_halves(), None);
    }

    /// xianling.md §13: every high-level piece is worth more than a Rook.
    #[test]
    fn high_level_pieces_outvalue_the_rook() {
        for k in PieceKind::ALL.into_iter().filter(|k| k.is_promoted_only()) {
            assert!(k.value_halves() > PieceKind::Rook.value_halves(), "{k}");
        }
    }
}

mod s10_chase {
    use super::*;
    use skazka_core::Game;
    use skazka_core::HistoryRule;
    use skazka_xianling::{ChaseRule, XianlingGame};

    fn game(fen: &str) -> XianlingGame {
        Game::new(pos(fen))
    }

    fn play(g: &mut XianlingGame, moves: &str) {
        for m in moves.split_whitespace() {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    fn streak(g: &XianlingGame, chaser: Color, target: &str) -> u8 {
        g.history_rule().streak(chaser, sq(target))
    }

    const WHITE_LOSES: Option<Outcome> = Some(Outcome::Decisive {
        winner: Color::Black,
        reason: EndReason::PerpetualChase,
    });

    /// xianling.md §10.4 example 1, §10.3 [SEED]/[CHOICE]: a Rook attacks an unprotected Knight
    /// three times as it flees (chases 1–3); the fourth consecutive chase loses on the spot.
    #[test]
    fn example_1_fourth_chase_of_a_fleeing_knight_loses() {
        let mut g = game("9k/10/10/10/10/4n5/10/10/R9/K9 w - - 0 1");
        play(&mut g, "a2a5");
        assert_eq!(streak(&g, Color::White, "e5"), 1);
        play(&mut g, "e5c6 a5a6");
        assert_eq!(streak(&g, Color::White, "c6"), 2);
        play(&mut g, "c6e7 a6a7");
        assert_eq!(streak(&g, Color::White, "e7"), 3);
        assert_eq!(g.outcome(), None);
        play(&mut g, "e7g8 a7a8");
        assert_eq!(streak(&g, Color::White, "g8"), 4);
        assert_eq!(g.outcome(), WHITE_LOSES);
        assert!(g.play_text("j10j9").is_err(), "the game is over");
        // Undo restores the rule's state.
        g.undo();
        assert_eq!(g.outcome(), None);
        assert_eq!(streak(&g, Color::White, "g8"), 3);
    }

    /// xianling.md §10.4 example 1: any non-chasing move in between restarts the count.
    #[test]
    fn example_1_a_non_chasing_move_restarts_the_count() {
        let mut g = game("9k/10/10/10/10/4n5/10/10/R9/K9 w - - 0 1");
        play(&mut g, "a2a5 e5c6 a5a6 c6e7 a6a7 e7g8");
        assert_eq!(streak(&g, Color::White, "g8"), 3);
        play(&mut g, "a1b1");
        assert_eq!(streak(&g, Color::White, "g8"), 0);
        play(&mut g, "g8h6 a7a6");
        assert_eq!(streak(&g, Color::White, "h6"), 1);
        assert_eq!(g.outcome(), None);
    }

    /// xianling.md §10.4 example 2: a Knight (2.5) attacking a protected Rook (5) chases.
    #[test]
    fn example_2_knight_attacking_a_protected_rook_chases() {
        let mut g = game("9k/10/5p4/4r5/10/10/1N8/10/10/K9 w - - 0 1");
        play(&mut g, "b4d5");
        assert_eq!(streak(&g, Color::White, "e7"), 1);
        let chased = Xianling::chase_set(g.start(), g.position());
        assert!(chased.contains(sq("e7")));
    }

    /// xianling.md §10.4 example 3: a Rook attacking a protected Bishop (4 < 5) and a Cannon
    /// attacking a protected Bishop (4 = 4) do not chase; unprotected, both do.
    #[test]
    fn example_3_attacks_on_a_protected_bishop_are_not_chases() {
        let mut g = game("9k/10/5p4/4b5/10/10/10/10/7R2/K9 w - - 0 1");
        play(&mut g, "h2h7");
        assert_eq!(streak(&g, Color::White, "e7"), 0);
        let mut g = game("9k/10/10/4b5/10/10/10/10/7R2/K9 w - - 0 1");
        play(&mut g, "h2h7");
        assert_eq!(streak(&g, Color::White, "e7"), 1, "unprotected");

        let mut g = game("9k/10/5p4/4b5/10/4P5/10/3C6/10/K9 w - - 0 1");
        play(&mut g, "d3e3");
        assert_eq!(streak(&g, Color::White, "e7"), 0);
        let mut g = game("9k/10/10/4b5/10/4P5/10/3C6/10/K9 w - - 0 1");
        play(&mut g, "d3e3");
        assert_eq!(streak(&g, Color::White, "e7"), 1, "unprotected");
    }

    /// xianling.md §10.4 example 4: a Rook attacking a Rook that can take it back is an
    /// exchange offer, not a chase; if the Rook is pinned, it is a chase.
    #[test]
    fn example_4_exchange_offer_is_not_a_chase() {
        let mut g = game("9k/10/10/4r5/10/10/10/10/7R2/K9 w - - 0 1");
        play(&mut g, "h2h7");
        assert_eq!(streak(&g, Color::White, "e7"), 0);
        let mut g = game("4k5/10/10/4r5/10/10/10/10/7R2/K3R5 w - - 0 1");
        play(&mut g, "h2h7");
        assert_eq!(
            streak(&g, Color::White, "e7"),
            1,
            "pinned: no legal recapture"
        );
    }

    /// xianling.md §10.1 [CHOICE]: fake protection by a pinned defender does not count.
    #[test]
    fn pinned_defender_does_not_protect() {
        let mut g = game("10/10/4k5/10/10/2b7/4n5/10/7R2/K3R5 w - - 0 1");
        play(&mut g, "h2h5");
        assert_eq!(streak(&g, Color::White, "c5"), 1);
        let mut g = game("10/10/4k5/10/10/2b7/4n5/10/R6R2/K9 w - - 0 1");
        play(&mut g, "h2h5");
        assert_eq!(streak(&g, Color::White, "c5"), 0, "the Knight protects");
    }

    /// xianling.md §10.1, §10.3 [CHOICE]: a checking move is never a chase and resets the
    /// checker's streaks.
    #[test]
    fn checks_are_never_chases() {
        let mut g = game("1n2k5/10/10/10/10/10/10/10/3R6/K9 w - - 0 1");
        play(&mut g, "d2d10");
        assert!(g.position().is_check());
        assert_eq!(streak(&g, Color::White, "b10"), 0);
    }

    /// xianling.md §10.1 [CHOICE]: Kings are never targets; Pawns only on the chaser's half,
    /// or never with `chase_pawn_targets=never`.
    #[test]
    fn pawn_and_king_targets() {
        // A Black pawn on e4 (White's half) is a target; on e7 it is not.
        let mut g = game("9k/10/10/10/10/10/4p5/10/7R2/K9 w - - 0 1");
        play(&mut g, "h2h4");
        assert_eq!(streak(&g, Color::White, "e4"), 1);
        let mut g = game("9k/10/10/4p5/10/10/10/10/7R2/K9 w - - 0 1");
        play(&mut g, "h2h7");
        assert_eq!(streak(&g, Color::White, "e7"), 0);
        let mut o = Options::default();
        o.set("chase_pawn_targets", "never").unwrap();
        let mut g =
            Game::new(Xianling::from_fen("9k/10/10/10/10/10/4p5/10/7R2/K9 w - - 0 1", &o).unwrap());
        play(&mut g, "h2h4");
        assert_eq!(streak(&g, Color::White, "e4"), 0);
    }

    /// xianling.md §10.1: King and Pawns chase freely (they are not attackers).
    #[test]
    fn kings_and_pawns_do_not_chase() {
        let mut g = game("9k/10/10/10/10/10/3n6/10/4P5/4K5 w - - 0 1");
        play(&mut g, "e2e3");
        assert_eq!(streak(&g, Color::White, "d4"), 0);
        let mut g = game("9k/10/10/10/10/10/3n6/10/4K5/10 w - - 0 1");
        play(&mut g, "e2e3");
        assert_eq!(streak(&g, Color::White, "d4"), 0);
    }

    /// xianling.md §10.2: identities persist; a promoted piece keeps its identity; captured
    /// pieces lose theirs.
    #[test]
    fn identities_persist_through_moves_and_promotion() {
        let start = pos("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        let mut g = Game::new(start);
        let id = g.history_rule().piece_id(sq("e8")).unwrap();
        play(&mut g, "e8e9=R");
        assert_eq!(g.history_rule().piece_id(sq("e9")), Some(id));
        assert_eq!(g.history_rule().piece_id(sq("e8")), None);
    }

    /// xianling.md §10.3 [CHOICE]: after the chaser passes, its streaks are cleared.
    #[test]
    fn a_pass_clears_the_streaks() {
        let mut g = game("9k/10/10/10/10/4n5/10/10/R9/K9 w - - 0 1");
        play(&mut g, "a2a5");
        let mut rule: ChaseRule = g.history_rule().clone();
        // Replay the rule by hand on a White pass (the rule does not check legality).
        let before = pos("9k/10/10/10/10/10/10/R3n5/10/K9 w - - 0 1");
        let mut after_pass = before.clone();
        after_pass.play_unchecked(Move::Pass);
        assert_eq!(rule.streak(Color::White, sq("e5")), 1);
        assert_eq!(rule.after_move(&before, Move::Pass, &after_pass), None);
        assert_eq!(rule.streak(Color::White, sq("e5")), 0);
    }

    /// xianling.md §11: repetition is tested after the chase rule: in the simplest chase cycle
    /// the 4th chase (ply 7) comes before the third occurrence (ply 8).
    #[test]
    fn fourth_chase_pre_empts_the_repetition_draw() {
        let start = Xianling::from_fen(
            "9k/10/10/10/R9/4n5/10/10/10/K9 w - - 0 1",
            &Options::adjudication(),
        )
        .unwrap();
        let mut g = Game::new(start);
        play(&mut g, "a6a5 e5c6 a5a6 c6e5 a6a5 e5c6");
        assert_eq!(g.outcome(), None);
        play(&mut g, "a5a6");
        assert_eq!(g.outcome(), WHITE_LOSES);
    }
}

mod s11_draws {
    use super::*;
    use skazka_core::{DrawRule, DrawRules, Game, Rules};

    const SHUFFLE: &str = "b1a1 b10a10 a1b1 a10b10 b1a1 b10a10 a1b1 a10b10";

    /// xianling.md §11 [SEED]: by default no automatic repetition or move-count draw.
    #[test]
    fn rules_faithful_mode_has_no_automatic_draws() {
        let mut g = Game::new(pos("1k8/10/10/10/10/10/10/10/10/1K8 w - - 0 1"));
        for m in SHUFFLE.split_whitespace().cycle().take(120) {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.outcome(), None);
        assert_eq!(g.claimable_draw(), None);
    }

    /// xianling.md §11 [CHOICE]: adjudication: threefold repetition draws.
    #[test]
    fn adjudication_threefold_repetition() {
        let mut o = Options::default();
        o.set("repetition_draw", "true").unwrap();
        let mut g =
            Game::new(Xianling::from_fen("1k8/10/10/10/10/10/10/10/10/1K8 w - - 0 1", &o).unwrap());
        let mut n = 0;
        for m in SHUFFLE.split_whitespace() {
            g.play_text(m).unwrap();
            n += 1;
            if g.outcome().is_some() {
                break;
            }
        }
        assert_eq!(n, 8);
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Repetition
            })
        );
    }

    /// xianling.md §11 [CHOICE]: adjudication: N moves without capture, pawn move or
    /// promotion draw.
    #[test]
    fn adjudication_move_limit() {
        let mut o = Options::default();
        o.set("move_limit", "2").unwrap();
        let start = Xianling::from_fen("1k8/10/10/10/10/10/10/10/10/1K8 w - - 0 1", &o).unwrap();
        assert_eq!(
            start.draw_rules(),
            DrawRules::none().with_move_limit(DrawRule::Automatic, 4)
        );
        let mut g = Game::new(start);
        for m in ["b1c1", "b10c10", "c1d1"] {
            g.play_text(m).unwrap();
            assert_eq!(g.outcome(), None);
        }
        g.play_text("c10d10").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::MoveLimit
            })
        );
    }

    /// xianling.md §11 [CHOICE]: adjudication: King against King draws.
    #[test]
    fn adjudication_bare_kings() {
        let fen = "1k8/10/10/10/10/10/10/10/10/1K8 w - - 0 1";
        assert_eq!(pos(fen).outcome(), None);
        let mut o = Options::default();
        o.set("bare_kings_draw", "true").unwrap();
        let p = Xianling::from_fen(fen, &o).unwrap();
        assert!(p.legal_move_list().is_empty());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::InsufficientMaterial
            })
        );
    }

    /// xianling.md §9, §12: the double pass ends a game played through `Game`.
    #[test]
    fn double_pass_ends_the_game() {
        let mut g = Game::new(pos("8pk/8p1/8P1/10/10/10/10/1p8/1P8/KP8 w - - 0 1"));
        g.play_text("--").unwrap();
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::DoublePass
            })
        );
    }
}

mod options {
    use skazka_core::RuleOptions;
    use skazka_xianling::{OptionError, Options, PawnTargets, PromotionTrigger};

    /// Every key of the options table is accepted with its values, refused otherwise.
    #[test]
    fn keys_and_values() {
        let mut o = Options::default();
        assert_eq!(o, Options::default());
        for key in Options::keys() {
            let v = o.get(key.name).unwrap();
            assert_eq!(v, key.default);
            o.set(key.name, &v).unwrap();
        }
        o.set("promotion_trigger", "from-penultimate").unwrap();
        assert_eq!(o.promotion_trigger, PromotionTrigger::FromPenultimate);
        o.set("chase_pawn_targets", "never").unwrap();
        assert_eq!(o.chase_pawn_targets, PawnTargets::Never);
        o.set("move_limit", "100").unwrap();
        assert_eq!(o.move_limit, Some(100));
        o.set("move_limit", "off").unwrap();
        assert_eq!(o.move_limit, None);
        o.set("repetition_draw", "true").unwrap();
        o.set("bare_kings_draw", "true").unwrap();
        assert!(o.repetition_draw && o.bare_kings_draw);
        let before = o;
        assert_eq!(
            o.set("colour", "red"),
            Err(OptionError::unknown_key("xianling", "colour"))
        );
        let e = o.set("move_limit", "0").unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid value `0` for xianling option `move_limit` (expected off or a number of full moves)"
        );
        assert!(o.set("repetition_draw", "yes").is_err());
        assert!(o.set("promotion_trigger", "").is_err());
        assert_eq!(o, before, "failed sets change nothing");
        assert_eq!(Options::adjudication().move_limit, Some(100));
    }
}

/// The rules of play through `Game::new`: the chase rule, the draws of the options and the
/// double pass, as the position's `Rules` give them.
mod game_rules {
    use super::*;
    use skazka_core::{DrawRule, DrawRules, Game, HistoryRule, Rules};
    use skazka_xianling::{ChaseRule, XianlingGame};

    /// `Game::new` is the game with the chase rule from the start position and the draw rules
    /// of the options: none by default, automatic in adjudication mode.
    #[test]
    fn game_new_applies_the_chase_rule_and_the_draws_of_the_options() {
        let cases = [
            (Options::default(), DrawRules::none()),
            (
                Options::adjudication(),
                DrawRules::none()
                    .with_repetition(DrawRule::Automatic, 3)
                    .with_move_limit(DrawRule::Automatic, 200),
            ),
            (
                "repetition_draw=true".parse().unwrap(),
                DrawRules::none().with_repetition(DrawRule::Automatic, 3),
            ),
            (
                "move_limit=7".parse().unwrap(),
                DrawRules::none().with_move_limit(DrawRule::Automatic, 14),
            ),
        ];
        for (options, draws) in cases {
            let start =
                Xianling::from_fen("9k/10/10/10/10/4n5/10/10/R9/K9 w - - 0 1", &options).unwrap();
            assert_eq!(start.draw_rules(), draws, "{options}");
            let g: XianlingGame = Game::new(start.clone());
            assert_eq!(g.draw_rules(), draws);
            assert_eq!(g.history_rule(), &ChaseRule::start(&start));
            let by_hand = Game::with_rules(start.clone(), draws, ChaseRule::start(&start));
            assert_eq!(g.outcome(), by_hand.outcome());
        }
    }

    /// The start position's identities are the chase rule's start: a1 first.
    #[test]
    fn chase_rule_starts_with_identities_in_square_order() {
        let g = Game::new(Xianling::default());
        let rule = g.history_rule();
        assert_eq!(rule.piece_id(sq("a1")).map(|id| id.number()), Some(1));
        assert_eq!(rule.piece_id(sq("b1")).map(|id| id.number()), Some(2));
        assert_eq!(rule.piece_id(sq("e5")), None);
        assert_eq!(rule.streak(Color::White, sq("a10")), 0);
    }

    const DOUBLE_PASS: Option<Outcome> = Some(Outcome::Draw {
        reason: EndReason::DoublePass,
    });

    /// xianling.md §9, §12: the double pass is decided by the position (no legal move after a
    /// forced pass), so a game started from a FEN whose pass flag is set is over at once.
    #[test]
    fn game_from_a_fen_with_a_pending_pass_ends_by_double_pass() {
        for options in [Options::default(), Options::adjudication()] {
            let start =
                Xianling::from_fen("8pk/8p1/8P1/10/10/10/10/1p8/1P8/KP8 b - -- 1 1", &options)
                    .unwrap();
            assert!(start.after_pass());
            assert_eq!(start.outcome(), DOUBLE_PASS);
            let g = Game::new(start);
            assert_eq!(g.outcome(), DOUBLE_PASS, "{options}");
            assert!(g.legal_moves().is_empty());
        }
    }

    /// Without the pass flag the same board is not over: the side to move must pass first.
    #[test]
    fn game_from_the_same_board_without_the_pass_flag_goes_on() {
        let mut g = Game::new(pos("8pk/8p1/8P1/10/10/10/10/1p8/1P8/KP8 b - - 1 1"));
        assert_eq!(g.outcome(), None);
        assert_eq!(g.legal_moves(), &[Move::Pass]);
        g.play_text("--").unwrap();
        assert_eq!(g.outcome(), DOUBLE_PASS);
    }

    /// A pending pass does not end a game whose side to move has moves.
    #[test]
    fn a_pending_pass_with_moves_left_goes_on() {
        let mut g = Game::new(pos("k9/2Q7/1K8/10/10/10/10/10/10/10 w - -- 1 2"));
        assert_eq!(g.outcome(), None);
        g.play_text("c9c8").unwrap();
        assert_eq!(g.outcome(), None);
    }

    /// The start position, its FEN and its name.
    #[test]
    fn rules_name_default_and_fen() {
        assert_eq!(Xianling::NAME, "xianling");
        assert_eq!(Xianling::default(), Xianling::new(&Options::default()));
        assert_eq!(Xianling::default().fen(), START_FEN);
        assert_eq!(START_FEN.parse::<Xianling>().unwrap(), Xianling::default());
        let o = Options::adjudication();
        let p = <Xianling as Rules>::new(&o);
        assert_eq!(Rules::options(&p), &o);
        assert_eq!(<Xianling as Rules>::from_fen(START_FEN, &o).unwrap(), p);
        assert_ne!(p, Xianling::default(), "options take part in ==");
    }
}

/// The conventions of `ParseMoveError`.
mod move_errors {
    use super::*;

    #[test]
    fn a_pawn_move_to_the_penultimate_rank_without_its_piece_is_missing_promotion() {
        let p = pos("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        assert_eq!(p.parse_move("e8e9"), Err(ParseMoveError::MissingPromotion));
        let b = pos("k9/10/10/10/10/10/10/4p5/10/9K b - - 0 1");
        assert_eq!(b.parse_move("e3e2"), Err(ParseMoveError::MissingPromotion));
    }

    #[test]
    fn a_ferz_move_to_the_last_rank_without_a_piece_does_not_promote() {
        let p = pos("k9/4F5/10/10/10/10/10/10/10/9K w - - 0 1");
        let m = p.parse_move("e9d10").unwrap();
        assert_eq!(m.promotion(), None);
    }

    #[test]
    fn a_promotion_to_a_kind_that_is_not_offered_is_illegal() {
        let p = pos("k9/10/4P5/10/10/10/10/10/10/5K4 w - - 0 1");
        assert_eq!(p.parse_move("e8e9=Q"), Err(ParseMoveError::Illegal));
        // A promotion piece on a move that does not promote.
        assert_eq!(p.parse_move("f1g1=R"), Err(ParseMoveError::Illegal));
    }

    #[test]
    fn a_move_of_the_side_not_to_move_is_illegal() {
        let p = Xianling::default();
        assert_eq!(p.parse_move("e7e6"), Err(ParseMoveError::Illegal));
        assert_eq!(p.parse_move("b9c7"), Err(ParseMoveError::Illegal));
    }

    #[test]
    fn a_square_off_the_board_is_malformed() {
        let p = Xianling::default();
        for text in ["k4k5", "e4e11", "e0e1", "e4", "e4e5=", "e2e4x"] {
            assert!(
                matches!(p.parse_move(text), Err(ParseMoveError::Malformed { .. })),
                "{text}"
            );
        }
    }
}

/// Error messages: lowercase, no trailing period, the wrapped error's message included and no
/// `source` then.
mod error_messages {
    use super::*;
    use std::error::Error as _;

    #[test]
    fn fen_errors_include_what_they_wrap_and_have_no_source() {
        let e = Xianling::from_fen(
            "10/10/10/10/10/10/10/10/10/K9 w - - 0 1",
            &Options::default(),
        )
        .unwrap_err();
        let text = e.to_string();
        assert!(text.contains("exactly one king"), "{text}");
        assert!(e.source().is_none());
        let e = "9/10/10/10/10/10/10/10/10/K9 w - - 0 1"
            .parse::<Xianling>()
            .unwrap_err();
        assert!(e.source().is_none());
        assert!(text.len() > "invalid fen position: ".len());
    }

    #[test]
    fn messages_are_lowercase_without_a_trailing_period() {
        let errors: Vec<Box<dyn std::error::Error>> = vec![
            Box::new("".parse::<Xianling>().unwrap_err()),
            Box::new("x".parse::<Xianling>().unwrap_err()),
            Box::new(
                "k9/10/10/10/10/10/10/10/10/K9 x - - 0 1"
                    .parse::<Xianling>()
                    .unwrap_err(),
            ),
            Box::new(
                "k9/10/10/10/10/10/10/10/10/K9 w - - 0 1 extra"
                    .parse::<Xianling>()
                    .unwrap_err(),
            ),
            Box::new(
                "k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1"
                    .parse::<Xianling>()
                    .unwrap_err(),
            ),
            Box::new(
                "k9/10/10/10/10/10/10/10/10/K9 w K - 0 1"
                    .parse::<Xianling>()
                    .unwrap_err(),
            ),
            Box::new("colour=red".parse::<Options>().unwrap_err()),
            Box::new(Move::parse_text("e4").unwrap_err()),
        ];
        for e in errors {
            let text = e.to_string();
            let first = text.chars().next().unwrap();
            assert!(!first.is_uppercase(), "{text}");
            assert!(!text.ends_with('.'), "{text}");
        }
    }
}
