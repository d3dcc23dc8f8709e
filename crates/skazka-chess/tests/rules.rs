//! The rules of orthodox chess, one test per rule.

use skazka_chess::{Chess, FenError, Move, MoveKind, PositionError};
use skazka_core::{
    DrawRule, DrawRules, EndReason, Game, NoHistoryRule, Outcome, ParseMoveError, Position, Rules,
};

fn pos(fen: &str) -> Chess {
    Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn moves(p: &Chess) -> Vec<String> {
    let mut v: Vec<String> = p.legal_move_list().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

mod castling {
    use super::*;

    #[test]
    fn king_castles_both_ways_when_the_path_is_empty_and_safe() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let m = moves(&p);
        assert!(m.contains(&"e1g1".to_owned()) && m.contains(&"e1c1".to_owned()));
        let mut after = p.clone();
        after.play_text("e1c1").unwrap();
        assert_eq!(after.to_string(), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    }

    #[test]
    fn no_castling_out_of_through_or_into_check() {
        // Out of check: a rook gives check on the e-file.
        assert!(
            !moves(&pos("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"))
                .iter()
                .any(|m| m == "e1g1" || m == "e1c1")
        );
        // Through check: f1 attacked.
        let through = moves(&pos("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        assert!(!through.contains(&"e1g1".to_owned()) && through.contains(&"e1c1".to_owned()));
        // Into check: g1 attacked.
        assert!(!moves(&pos("6rk/7p/8/8/8/8/8/R3K2R w KQ - 0 1")).contains(&"e1g1".to_owned()));
    }

    #[test]
    fn queenside_castling_allows_an_attacked_b1_but_not_an_occupied_one() {
        assert!(moves(&pos("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1")).contains(&"e1c1".to_owned()));
        assert!(!moves(&pos("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1")).contains(&"e1c1".to_owned()));
    }

    #[test]
    fn moving_or_losing_a_rook_removes_that_right_only() {
        let mut p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        p.play_text("h1h8").unwrap();
        assert_eq!(p.to_string(), "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1");
    }
}

mod en_passant {
    use super::*;

    #[test]
    fn a_double_step_can_be_taken_en_passant_on_the_next_move_only() {
        let mut p = pos("4k3/8/8/3P4/8/8/4p3/4K3 b - - 0 1");
        p.play_text("e2e1q").ok();
        let mut p = pos("4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1");
        p.play_text("e7e5").unwrap();
        assert_eq!(
            p.ep_square()
                .map(|s| s.display(skazka_core::Geometry::CHESS).to_string())
                .as_deref(),
            Some("e6")
        );
        let m = p.parse_move("d5e6").unwrap();
        assert_eq!(p.move_kind(m), MoveKind::EnPassant);
        let mut taken = p.clone();
        taken.play_unchecked(m);
        assert_eq!(taken.to_string(), "4k3/8/4P3/8/8/8/8/4K3 b - - 0 2");
        p.play_text("e1d1").unwrap();
        p.play_text("e8d8").unwrap();
        assert_eq!(p.parse_move("d5e6"), Err(ParseMoveError::Illegal));
    }

    #[test]
    fn en_passant_that_exposes_the_king_along_the_rank_is_illegal() {
        let p = pos("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
        assert_eq!(p.parse_move("b5c6"), Err(ParseMoveError::Illegal));
    }
}

mod promotion {
    use super::*;

    #[test]
    fn a_pawn_on_the_last_rank_becomes_queen_rook_bishop_or_knight() {
        let p = pos("8/P6k/8/8/8/8/8/K7 w - - 0 1");
        let promos: Vec<String> = moves(&p)
            .into_iter()
            .filter(|m| m.starts_with("a7"))
            .collect();
        assert_eq!(promos, ["a7a8b", "a7a8n", "a7a8q", "a7a8r"]);
    }

    #[test]
    fn a_promotion_without_its_letter_is_not_a_move() {
        let p = pos("8/P6k/8/8/8/8/8/K7 w - - 0 1");
        assert_eq!(p.parse_move("a7a8"), Err(ParseMoveError::MissingPromotion));
        assert_eq!(
            pos("1n6/P6k/8/8/8/8/8/K7 w - - 0 1").parse_move("a7b8"),
            Err(ParseMoveError::MissingPromotion)
        );
        // Blocked: no legal move at all goes there, with or without a letter.
        let blocked = pos("n7/P6k/8/8/8/8/8/K7 w - - 0 1");
        assert_eq!(blocked.parse_move("a7a8"), Err(ParseMoveError::Illegal));
        assert_eq!(blocked.parse_move("a7a8q"), Err(ParseMoveError::Illegal));
    }

    #[test]
    fn a_promotion_letter_on_a_move_that_does_not_promote_is_illegal() {
        assert_eq!(
            Chess::new().parse_move("e2e4q"),
            Err(ParseMoveError::Illegal)
        );
    }

    #[test]
    fn the_promotion_piece_decides_what_stands_on_the_last_rank() {
        for (text, fen) in [
            ("a7a8q", "Q7/7k/8/8/8/8/8/K7 b - - 0 1"),
            ("a7a8r", "R7/7k/8/8/8/8/8/K7 b - - 0 1"),
            ("a7a8b", "B7/7k/8/8/8/8/8/K7 b - - 0 1"),
            ("a7a8n", "N7/7k/8/8/8/8/8/K7 b - - 0 1"),
        ] {
            let mut p = pos("8/P6k/8/8/8/8/8/K7 w - - 0 1");
            let m = p.parse_move(text).unwrap();
            assert!(matches!(p.move_kind(m), MoveKind::Promotion(_)));
            p.play(m).unwrap();
            assert_eq!(p.to_string(), fen);
        }
    }
}

mod check_and_end {
    use super::*;

    #[test]
    fn a_pinned_piece_may_only_move_along_the_pin() {
        let p = pos("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
        let rook: Vec<String> = moves(&p)
            .into_iter()
            .filter(|m| m.starts_with("e2"))
            .collect();
        assert_eq!(rook, ["e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8"]);
    }

    #[test]
    fn checkmate_ends_the_game_for_the_side_to_move() {
        let p = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert!(p.is_check());
        assert_eq!(p.legal_move_list().len(), 0);
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: skazka_core::Color::Black,
                reason: EndReason::Checkmate
            })
        );
    }

    #[test]
    fn stalemate_is_a_draw() {
        let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert!(!p.is_check());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Stalemate
            })
        );
    }

    #[test]
    fn in_double_check_only_the_king_moves() {
        let p = pos("4k3/8/8/8/8/8/3n4/r3K2R w K - 0 1");
        assert!(
            p.legal_move_list()
                .iter()
                .all(|m| m.from == p.king(skazka_core::Color::White))
        );
    }
}

mod validation {
    use super::*;

    #[test]
    fn illegal_setups_are_rejected_with_the_reason() {
        let cases = [
            (
                "8/8/8/8/8/8/8/K7 w - - 0 1",
                PositionError::MissingKing(skazka_core::Color::Black),
            ),
            (
                "kk6/8/8/8/8/8/8/K7 w - - 0 1",
                PositionError::TooManyKings(skazka_core::Color::Black),
            ),
            (
                "k7/8/8/8/8/8/8/K6p w - - 0 1",
                PositionError::PawnOnBackRank,
            ),
            ("k6R/8/8/8/8/8/8/K7 w - - 0 1", PositionError::OppositeCheck),
            (
                "k7/8/8/8/8/8/8/K7 w K - 0 1",
                PositionError::InvalidCastlingRights,
            ),
            (
                "k7/8/8/8/8/8/8/K7 w - e6 0 1",
                PositionError::InvalidEnPassant,
            ),
        ];
        for (fen, err) in cases {
            assert_eq!(Chess::from_fen(fen), Err(FenError::Position(err)), "{fen}");
        }
    }
}

mod draws {
    use super::*;

    fn shuffle(game: &mut Game<Chess, NoHistoryRule>, times: usize) {
        for _ in 0..times {
            for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
                game.play_text(m).unwrap();
            }
        }
    }

    #[test]
    fn threefold_repetition_is_claimable_by_default() {
        let mut game = Game::new(Chess::new());
        shuffle(&mut game, 1);
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.claimable_draw(), None);
        shuffle(&mut game, 1);
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.claimable_draw(), Some(EndReason::Repetition));
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn automatic_repetition_ends_the_game() {
        let mut game = Game::with_rules(Chess::new(), DrawRules::automatic(), NoHistoryRule);
        shuffle(&mut game, 2);
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Repetition
            })
        );
        assert!(game.play_text("e2e4").is_err(), "no moves after the end");
        game.undo();
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn fifty_moves_without_capture_or_pawn_move_allow_a_claim() {
        let mut game = Game::new(pos("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
        assert_eq!(game.claimable_draw(), None);
        game.play_text("a1a2").unwrap();
        assert_eq!(game.claimable_draw(), Some(EndReason::MoveLimit));
        let rules = DrawRules::default().with_move_limit(DrawRule::Automatic, 100);
        let mut auto = Game::with_rules(
            pos("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"),
            rules,
            NoHistoryRule,
        );
        auto.play_text("a1a2").unwrap();
        assert_eq!(
            auto.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::MoveLimit
            })
        );
    }

    #[test]
    fn bare_kings_are_insufficient_material() {
        assert!(pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_insufficient_material());
        assert!(pos("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").is_insufficient_material());
        assert!(!pos("4k3/8/8/8/8/8/8/4KR2 w - - 0 1").is_insufficient_material());
    }

    const DEAD: Option<Outcome> = Some(Outcome::Draw {
        reason: EndReason::InsufficientMaterial,
    });

    fn adjudicated(fen: &str) -> Option<Outcome> {
        let p = pos(fen);
        assert_eq!(
            p.adjudicate().is_some(),
            p.is_insufficient_material(),
            "{fen}"
        );
        p.adjudicate()
    }

    #[test]
    fn a_game_of_bare_kings_is_drawn_from_the_start() {
        let game = Game::new(Chess::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap());
        assert_eq!(game.outcome(), DEAD);
        // The move tree ignores it: the kings still have moves.
        assert_eq!(game.position().outcome(), None);
        assert!(game.position().perft(1) > 0);
        assert_eq!(adjudicated("4k3/8/8/8/8/8/8/4K3 b - - 0 1"), DEAD);
    }

    #[test]
    fn a_king_and_one_minor_piece_against_a_bare_king_is_a_dead_position() {
        for fen in [
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
            "4k3/8/8/8/8/8/8/4KB2 w - - 0 1",
            "4kn2/8/8/8/8/8/8/4K3 w - - 0 1",
            "4kb2/8/8/8/8/8/8/4K3 b - - 0 1",
        ] {
            assert_eq!(adjudicated(fen), DEAD, "{fen}");
        }
    }

    #[test]
    fn kings_and_bishops_all_on_one_colour_are_a_dead_position() {
        for fen in [
            // One bishop each, both on dark squares (c1, f8).
            "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
            // Both on light squares (f1, c8).
            "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
            // Several bishops of one side, all on light squares (f1, d3, h3).
            "4k3/8/8/8/8/3B3B/8/4KB2 w - - 0 1",
            // Several on each side, all on dark squares (c1, a3, f8, h6).
            "4kb2/8/7b/8/8/B7/8/2B1K3 b - - 0 1",
        ] {
            assert_eq!(adjudicated(fen), DEAD, "{fen}");
        }
    }

    #[test]
    fn material_that_can_still_mate_is_not_adjudicated() {
        for fen in [
            // Two knights: no forced mate, but a mate exists.
            "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
            // Bishop against knight.
            "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1",
            // A pawn.
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1",
            // Bishops on both colours (c1 dark, f1 light), of one side or of two.
            "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1",
            "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
            // A knight each.
            "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1",
            // A rook, a queen.
            "4k3/8/8/8/8/8/8/4KR2 w - - 0 1",
            "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1",
        ] {
            assert_eq!(adjudicated(fen), None, "{fen}");
        }
        assert_eq!(Game::new(Chess::new()).outcome(), None);
    }

    #[test]
    fn a_capture_that_leaves_dead_material_ends_the_game() {
        let mut game = Game::new(pos("4k3/8/8/8/8/8/3r4/3NK3 w - - 0 1"));
        assert_eq!(game.outcome(), None);
        game.play_text("e1d2").unwrap();
        assert_eq!(game.outcome(), DEAD);
    }

    #[test]
    fn the_default_draw_rules_are_claimable_threefold_and_fifty_moves() {
        assert_eq!(Chess::new().draw_rules(), DrawRules::default());
    }
}

mod checked_play {
    use super::*;

    #[test]
    fn a_failed_play_leaves_the_position_unchanged() {
        let mut p = Chess::new();
        let before = p.clone();
        assert!(p.play_text("e2e5").is_err());
        assert!(p.play_text("e9e4").is_err());
        let illegal = Move::new(
            p.king(skazka_core::Color::White),
            p.king(skazka_core::Color::Black),
        );
        assert!(p.play(illegal).is_err());
        assert_eq!(p, before);
    }
}

mod rules_trait {
    use super::*;
    use skazka_chess::{Options, ParseFenError};
    use skazka_core::RuleOptions;

    #[test]
    fn the_trait_and_the_inherent_methods_give_the_same_positions() {
        let options = Options::default();
        assert_eq!(Chess::NAME, "chess");
        assert_eq!(<Chess as Rules>::new(&options), Chess::new());
        assert_eq!(Chess::default(), Chess::new());
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assert_eq!(
            <Chess as Rules>::from_fen(fen, &options),
            Chess::from_fen(fen)
        );
        assert_eq!(fen.parse::<Chess>(), Chess::from_fen(fen));
        let p = pos(fen);
        assert_eq!(Rules::fen(&p), fen);
        assert_eq!(p.options(), &options);
        assert_eq!(p.options().to_string(), "");
        assert!(Options::keys().is_empty());
    }

    #[test]
    fn fen_errors_say_what_they_wrap_and_have_no_source() {
        use std::error::Error as _;
        let parse = Chess::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1")
            .unwrap_err();
        let FenError::Parse(ParseFenError::Board(board)) = &parse else {
            panic!("{parse:?}");
        };
        assert!(parse.to_string().contains(&board.to_string()), "{parse}");
        assert!(parse.source().is_none());
        let FenError::Parse(inner) = &parse else {
            unreachable!()
        };
        assert!(inner.source().is_none());
        let illegal = Chess::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1").unwrap_err();
        assert_eq!(illegal.to_string(), "illegal position: black has no king");
        assert!(illegal.source().is_none());
        for e in [parse, illegal] {
            let text = e.to_string();
            assert!(!text.ends_with('.'), "{text}");
            assert!(!text.starts_with(char::is_uppercase), "{text}");
        }
    }
}
