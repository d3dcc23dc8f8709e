//! One test per rule of Volkhv tower chess (`docs/rules/volkhv.md` restates them), grouped by
//! the sections of their specification; each cites the section and the tag ([SEED]: from the
//! sources, [CHOICE]: decided by the project).

mod common;

use common::{opts, pos};
use skazka_core::{Color, DrawRule, EndReason, Game, Geometry, Outcome, Position, Rules, Square};
use skazka_volkhv::{Move, OptionError, Options, PieceKind, Volkhv};

fn sq(s: &str) -> Square {
    Geometry::CHESS.parse_square(s).unwrap()
}

fn moves(p: &Volkhv) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| p.display_move(m).to_string())
        .collect();
    v.sort();
    v
}

fn has(p: &Volkhv, text: &str) -> bool {
    moves(p).iter().any(|m| m == text)
}

fn play(p: &mut Volkhv, line: &str) {
    p.play_line(line)
        .unwrap_or_else(|(i, e)| panic!("{p}: move {i} of `{line}`: {e}"));
}

fn tokens(p: &Volkhv, s: &str) -> Vec<String> {
    p.stack(sq(s)).iter().map(ToString::to_string).collect()
}

fn default() -> Options {
    Options::default()
}

mod s2_seed_fragment {
    use super::*;

    /// volkhv.md §2.1 [SEED]: the captor is placed on top of the captured piece; the tower
    /// moves as the piece on top.
    #[test]
    fn capture_puts_the_captor_on_top_and_the_tower_moves_as_it() {
        let mut p = Volkhv::new(&default());
        play(&mut p, "e2e4 d7d5 e4d5");
        assert_eq!(tokens(&p, "d5"), ["p^", "P^"]);
        assert_eq!(p.owner(sq("d5")), Some(Color::White));
        play(&mut p, "g8f6 d5d6");
        assert_eq!(tokens(&p, "d6"), ["p^", "P^"]);
    }

    /// volkhv.md §2.2 [SEED]: a tower divides in any proportion; the freed part stays and
    /// fights again at once.
    #[test]
    fn a_tower_splits_in_any_proportion_and_the_freed_part_fights_at_once() {
        let p = pos("4k3/8/8/8/3(PnQ)4/8/8/4K3 w - - - 0 1", &default());
        assert!(has(&p, "d4(1)d5") && has(&p, "d4(2)d5") && has(&p, "d4d5"));
        let mut q = p.clone();
        play(&mut q, "d4(1)a7");
        assert_eq!(q.owner(sq("d4")), Some(Color::Black));
        assert!(moves(&q).iter().any(|m| m.starts_with("d4")));
    }

    /// volkhv.md §2.3 [SEED]: the pawn seizes diagonally, own pieces included, never straight.
    #[test]
    fn the_pawn_seizes_diagonally_including_own_pieces() {
        let p = pos("4k3/8/8/8/8/3N1b2/4P3/4K3 w - - - 0 1", &default());
        assert!(has(&p, "e2d3") && has(&p, "e2f3"));
        let q = pos("4k3/8/8/8/8/4n3/4P3/3K4 w - - - 0 1", &default());
        assert!(!has(&q, "e2e3") && !has(&q, "e2e4"));
    }

    /// volkhv.md §2.4 [SEED]: under Talleyrand a tower may move as a seized lower checker.
    #[test]
    fn talleyrand_lets_a_tower_move_as_a_lower_checker() {
        let fen = "4k3/8/8/8/3(nQ)4/8/8/4K3 w - - - 0 1";
        assert!(!has(&pos(fen, &default()), "d4c6"));
        let p = pos(fen, &opts(&[("talleyrand", "true")]));
        assert!(has(&p, "d4c6"));
        assert!(!has(&p, "d4(1)c6"));
    }

    /// volkhv.md §2.5 [SEED]: castling with the die needs a King, Queen or Rook face.
    #[test]
    fn castling_with_the_die_needs_king_queen_or_rook() {
        let o = opts(&[("dice", "true")]);
        for (face, yes) in [
            ('K', true),
            ('Q', true),
            ('R', true),
            ('B', false),
            ('N', false),
            ('P', false),
        ] {
            let p = pos(&format!("4k3/8/8/8/8/8/8/R3K2R w KQ - {face} 0 1"), &o);
            assert_eq!(has(&p, "e1g1"), yes, "{face}");
            assert_eq!(has(&p, "e1c1"), yes, "{face}");
        }
    }

    /// volkhv.md §2.5 [SEED]: castling is forbidden after any move of the King or that Rook.
    #[test]
    fn castling_is_lost_after_the_king_or_rook_moves() {
        let mut p = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - - 0 1", &default());
        play(&mut p, "h1h2 e8d8 h2h1 d8e8");
        assert!(!has(&p, "e1g1"));
        assert!(has(&p, "e1c1"));
        play(&mut p, "e1d1 e8d8 d1e1 d8e8");
        assert!(!has(&p, "e1c1"));
    }

    /// volkhv.md §2.6 [SEED]: en passant puts the enemy pawn under the capturing pawn.
    #[test]
    fn en_passant_puts_the_enemy_pawn_under_the_capturer() {
        let mut p = Volkhv::new(&default());
        play(&mut p, "e2e4 a7a6 e4e5 d7d5 e5d6");
        assert_eq!(tokens(&p, "d6"), ["p^", "P^"]);
        assert_eq!(p.height(sq("d5")), 0);
    }

    /// volkhv.md §2.7 [SEED]: a pawn is on the last rank only as the top checker.
    #[test]
    fn only_a_top_pawn_is_on_the_last_rank() {
        let p = pos("3(PR)4/8/k7/8/8/8/8/4K3 w - - - 0 1", &default());
        assert_eq!(p.top(sq("d8")).unwrap().kind, PieceKind::Rook);
        assert_eq!(p.stack(sq("d8"))[0].kind, PieceKind::Pawn);
    }
}

mod s3_2_army {
    use super::*;

    /// volkhv.md §3.2 [CHOICE]: orthodox army and array, 32 checkers, White first.
    #[test]
    fn orthodox_array_white_first() {
        let p = Volkhv::new(&default());
        assert_eq!(p.checker_count(), 32);
        assert_eq!(p.turn(), Color::White);
        assert_eq!(
            p.to_string(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1"
        );
    }
}

mod s3_3_movement {
    use super::*;

    /// volkhv.md §3.3 [CHOICE]: sliders stop on the first stack, whatever its height.
    #[test]
    fn sliders_stop_on_the_first_stack_whatever_its_height() {
        let p = pos("4k3/8/8/8/(pnP)7/8/8/R3K3 w - - - 0 1", &default());
        assert!(has(&p, "a1a4"));
        assert!(!has(&p, "a1a5"));
    }

    /// volkhv.md §3.3 [CHOICE]: leapers ignore what lies between.
    #[test]
    fn leapers_ignore_what_lies_between() {
        let p = Volkhv::new(&default());
        assert!(has(&p, "b1c3") && has(&p, "b1d2") && has(&p, "g1e2"));
    }

    /// volkhv.md §3.3 [SEED]: the pawn steps straight only onto empty squares.
    #[test]
    fn the_pawn_steps_straight_only_onto_empty_squares() {
        let p = pos("4k3/8/8/8/8/4N3/4P3/3K4 w - - - 0 1", &default());
        assert!(!has(&p, "e2e3") && !has(&p, "e2e4"));
    }
}

mod s3_4_towers {
    use super::*;

    /// volkhv.md §3.4.1 [SEED]/[CHOICE]: the colour of the top checker controls the tower.
    #[test]
    fn the_top_checker_controls_the_tower() {
        let p = pos("4k3/8/8/8/3(Qn)4/8/8/4K3 w - - - 0 1", &default());
        assert_eq!(p.owner(sq("d4")), Some(Color::Black));
        assert!(!moves(&p).iter().any(|m| m.starts_with("d4")));
    }

    /// volkhv.md §3.4.2 [SEED]: the moving part is the top k checkers and moves as its top.
    #[test]
    fn the_moving_part_moves_as_its_top_checker() {
        let p = pos("4k3/8/8/8/3(nQ)4/8/8/4K3 w - - - 0 1", &default());
        assert!(has(&p, "d4a7") && has(&p, "d4(1)a7") && has(&p, "d4h8"));
        assert!(!has(&p, "d4(1)c6") && !has(&p, "d4c6"));
    }

    /// volkhv.md §3.4.3 [SEED]/[CHOICE]: the part lands on top of the whole stack there; the
    /// captured stack is not broken up.
    #[test]
    fn landing_puts_the_part_on_top_of_the_whole_stack() {
        let mut p = pos("4k3/3(rp)4/8/8/3(PnQ)4/8/8/4K3 w - - - 0 1", &default());
        play(&mut p, "d4(2)d7");
        assert_eq!(tokens(&p, "d7"), ["r", "p", "n^", "Q^"]);
        assert_eq!(tokens(&p, "d4"), ["P"]);
    }

    /// volkhv.md §3.4.4 [CHOICE]: own-capture is allowed for every piece (option
    /// `own_capture`, default true).
    #[test]
    fn own_capture_is_allowed_for_every_piece() {
        let p = Volkhv::new(&default());
        for m in ["b1d2", "c1d2", "a1a2", "d1d2", "e1e2", "a1b1"] {
            assert!(has(&p, m), "{m}");
        }
        let q = Volkhv::new(&opts(&[("own_capture", "false")]));
        assert_eq!(q.legal_move_list().len(), 20);
        assert!(!has(&q, "b1d2"));
    }

    /// volkhv.md §3.4.4 [CHOICE] (Federation): nothing lands on its own King.
    #[test]
    fn nothing_lands_on_its_own_king() {
        let p = pos("4k3/8/8/8/8/8/3QP3/4K3 w - - - 0 1", &default());
        assert!(!moves(&p).iter().any(|m| m.ends_with("e1")));
        let d = pos(
            "4k3/8/8/8/8/8/3QP3/4K3 w - - Q 0 1",
            &opts(&[("dice", "true")]),
        );
        assert!(!has(&d, "d2e1"));
    }

    /// volkhv.md §3.4.5 [SEED]/[CHOICE]: a freed enemy piece is active at once: a split that
    /// frees an enemy attacker of your King is illegal; blocking splits stay legal.
    #[test]
    fn a_split_freeing_an_enemy_that_gives_check_is_illegal() {
        let p = pos("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", &default());
        assert!(!has(&p, "e4(1)a4"));
        assert!(has(&p, "e4a4"));
        assert!(has(&p, "e4(1)e2"));
        assert_eq!(p.legal_move_list().len(), 20);
        let mut q = p.clone();
        play(&mut q, "e4(1)e2");
        assert!(has(&q, "e4e2"));
    }

    /// volkhv.md §3.4.5 [CHOICE]: an own prisoner is freed in two moves: cover, then split.
    #[test]
    fn an_own_prisoner_is_freed_by_covering_then_splitting() {
        let mut p = pos("4k3/8/8/R2(Nq)4/8/8/8/4K3 w - - - 0 1", &default());
        play(&mut p, "a5d5 e8f7 d5(2)d1");
        assert_eq!(p.top(sq("d5")).unwrap().kind, PieceKind::Knight);
        assert_eq!(p.owner(sq("d5")), Some(Color::White));
        assert_eq!(tokens(&p, "d1"), ["q^", "R^"]);
    }

    /// volkhv.md §3.4.6 [CHOICE]: no height limit (bounded only by the 32 checkers).
    #[test]
    fn there_is_no_height_limit() {
        let tower = "(PPPPPPPPppppppppNNnnBBbbRRrrqQ)";
        let p = pos(
            &format!("4k3/8/8/8/3{tower}4/8/8/4K3 w - - - 0 1"),
            &default(),
        );
        assert_eq!(p.height(sq("d4")), 30);
        let to_d5 = moves(&p)
            .iter()
            .filter(|m| m.starts_with("d4") && m.ends_with("d5"))
            .count();
        assert_eq!(to_d5, 30);
    }

    /// volkhv.md §3.4.7 [CHOICE]: Kings stay on top; a King may climb stacks.
    #[test]
    fn the_king_climbs_stacks_and_stays_on_top() {
        let mut p = pos("4k3/8/8/8/8/8/3P4/4K3 w - - - 0 1", &default());
        play(&mut p, "e1d2");
        assert_eq!(tokens(&p, "d2"), ["P", "K^"]);
    }
}

mod s3_5_pawns {
    use super::*;

    /// volkhv.md §3.5 [CHOICE]: the double step needs an unmoved pawn on its second rank.
    #[test]
    fn the_double_step_needs_an_unmoved_pawn() {
        assert!(has(
            &pos("4k3/8/8/8/8/8/4P3/3K4 w - - - 0 1", &default()),
            "e2e4"
        ));
        assert!(!has(
            &pos("4k3/8/8/8/8/8/4P^3/3K4 w - - - 0 1", &default()),
            "e2e4"
        ));
        assert!(!has(
            &pos("4k3/8/8/8/8/4P3/8/3K4 w - - - 0 1", &default()),
            "e3e5"
        ));
    }

    /// volkhv.md §3.5 [CHOICE]: a pawn covered and freed in place keeps its double step.
    #[test]
    fn a_pawn_covered_and_freed_in_place_keeps_its_double_step() {
        let mut p = pos("4k3/8/8/8/8/8/4(PN)3/3K4 w - - - 0 1", &default());
        play(&mut p, "e2(1)c3 e8d8");
        assert!(has(&p, "e2e4"));
    }

    /// volkhv.md §3.5, §6.14 [CHOICE]: a pawn carried inside a tower has moved.
    #[test]
    fn a_carried_pawn_has_moved() {
        let mut p = pos("4k3/8/8/8/8/8/4(PN)3/3K4 w - - - 0 1", &default());
        play(&mut p, "e2c3");
        assert_eq!(tokens(&p, "c3"), ["P^", "N^"]);
    }

    /// volkhv.md §3.5 [SEED]/[CHOICE], §6.13: en passant moves the whole double-stepped unit
    /// under the capturing part.
    #[test]
    fn en_passant_takes_the_whole_double_stepped_unit() {
        let mut p = pos("4k3/3(Qp)4/8/4P3/8/8/8/4K3 b - - - 0 1", &default());
        play(&mut p, "d7d5");
        assert_eq!(p.en_passant(), Some(sq("d6")));
        play(&mut p, "e5d6");
        assert_eq!(tokens(&p, "d6"), ["Q^", "p^", "P^"]);
        assert_eq!(p.height(sq("d5")), 0);
    }

    /// volkhv.md §8a.1 [CHOICE]: the en-passant capturer may be any top part.
    #[test]
    fn en_passant_by_any_top_part() {
        let mut p = pos("4k3/3p4/8/4(nP)3/8/8/8/4K3 b - - - 0 1", &default());
        play(&mut p, "d7d5");
        assert!(has(&p, "e5(1)d6") && has(&p, "e5d6"));
        let mut q = p.clone();
        play(&mut q, "e5(1)d6");
        assert_eq!(tokens(&q, "d6"), ["p^", "P^"]);
        assert_eq!(tokens(&q, "e5"), ["n"]);
    }

    /// volkhv.md §8a.5 [CHOICE]: the right lasts for the opponent's next move only.
    #[test]
    fn the_en_passant_right_lasts_one_move() {
        let mut p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - - 0 1", &default());
        play(&mut p, "d7d5 e1d1 e8d8");
        assert!(!has(&p, "e5d6"));
    }

    /// volkhv.md §3.5 [SEED]/[CHOICE]: a top pawn reaching its last rank is declared Q, R, B
    /// or N by the mover; never a King; promotion is mandatory (§8a.13).
    #[test]
    fn the_mover_declares_queen_rook_bishop_or_knight() {
        let p = pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &default());
        let e8: Vec<_> = moves(&p)
            .into_iter()
            .filter(|m| m.starts_with("e7e8"))
            .collect();
        assert_eq!(e8, ["e7e8=B", "e7e8=N", "e7e8=Q", "e7e8=R"]);
    }

    /// volkhv.md §8a.1 [CHOICE]: a pawn on top of a tower promotes, for any top part.
    #[test]
    fn a_pawn_on_top_of_a_tower_promotes() {
        let p = pos("2k5/4(rP)3/8/8/8/8/8/K7 w - - - 0 1", &default());
        assert!(has(&p, "e7e8=Q") && has(&p, "e7(1)e8=N"));
    }

    /// volkhv.md §3.5, §8a.6 [CHOICE]: the mover's pawn freed by a split onto its last rank
    /// promotes by the mover's choice.
    #[test]
    fn an_own_pawn_freed_on_its_last_rank_promotes() {
        let p = pos("3(PR)4/8/k7/8/8/8/8/4K3 w - - - 0 1", &default());
        for k in ["Q", "R", "B", "N"] {
            assert!(has(&p, &format!("d8(1)d4={k}")));
        }
        assert!(!has(&p, "d8(1)d4"));
        assert!(has(&p, "d8d4"));
        let mut q = p.clone();
        play(&mut q, "d8(1)d4=N");
        assert_eq!(tokens(&q, "d8"), ["N~"]);
    }

    /// volkhv.md §3.5, §8a.6 [CHOICE]: an opponent's pawn freed on its last rank becomes a
    /// Queen at once (option `released_enemy_promo=auto`).
    #[test]
    fn an_enemy_pawn_freed_on_its_last_rank_becomes_a_queen() {
        let mut p = pos("4k3/8/8/8/8/8/7K/3(pR)4 w - - - 0 1", &default());
        play(&mut p, "d1(1)d5");
        assert_eq!(tokens(&p, "d1"), ["q~"]);
    }

    /// volkhv.md §8a.6 [CHOICE]: the freed enemy pawn promotes before the legality test.
    #[test]
    fn freeing_an_enemy_pawn_that_promotes_with_check_is_illegal() {
        let p = pos("4k3/8/8/8/8/8/8/3(pR)K3 w - - - 0 1", &default());
        assert!(!moves(&p).iter().any(|m| m.starts_with("d1(1)")));
        assert!(has(&p, "d1d5"));
    }

    /// volkhv.md §3.5 [CHOICE]: option `released_enemy_promo=owner`: the owner declares at
    /// the start of their turn.
    #[test]
    fn the_owner_declares_a_freed_pawn_with_the_option() {
        let mut p = pos(
            "4k3/8/8/8/8/8/7K/3(pR)4 w - - - 0 1",
            &opts(&[("released_enemy_promo", "owner")]),
        );
        play(&mut p, "d1(1)d5");
        assert_eq!(p.pending_declaration(), Some(sq("d1")));
        assert_eq!(moves(&p), ["d1=B", "d1=N", "d1=Q", "d1=R"]);
        play(&mut p, "d1=N");
        assert_eq!(tokens(&p, "d1"), ["n~"]);
        assert_eq!(p.turn(), Color::Black);
        assert!(has(&p, "d1c3"));
    }

    /// volkhv.md §3.5 [CHOICE]: option `promotion_optional` lets the pawn stay a pawn.
    #[test]
    fn promotion_optional_allows_staying_a_pawn() {
        let p = pos(
            "2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1",
            &opts(&[("promotion_optional", "true")]),
        );
        assert!(has(&p, "e7e8") && has(&p, "e7e8=Q"));
    }

    /// volkhv.md §3.5, §6.19 [CHOICE]: no demotion when covered (option `demote_on_capture`).
    #[test]
    fn no_demotion_when_covered_by_default() {
        let fen = "4k3/8/8/8/8/4p3/3Q~4/K7 b - - - 0 1";
        let mut p = pos(fen, &default());
        play(&mut p, "e3d2");
        assert_eq!(tokens(&p, "d2"), ["Q~", "p^"]);
        let mut q = pos(fen, &opts(&[("demote_on_capture", "true")]));
        play(&mut q, "e3d2");
        assert_eq!(tokens(&q, "d2"), ["P", "p^"]);
    }

    /// volkhv.md §3.5, §6.16/18 [SEED] agreement: `promo_self_only`: only a pawn that moved
    /// there by its own pawn move promotes; freed pawns stay pawns.
    #[test]
    fn promo_self_only_forbids_promotion_by_release() {
        let o = opts(&[("promo_self_only", "true")]);
        let p = pos("3(PR)4/8/k7/8/8/8/8/4K3 w - - - 0 1", &o);
        assert!(has(&p, "d8(1)d4") && !has(&p, "d8(1)d4=Q"));
        let mut q = pos("4k3/8/8/8/8/8/7K/3(pR)4 w - - - 0 1", &o);
        play(&mut q, "d1(1)d5");
        assert_eq!(tokens(&q, "d1"), ["p"]);
        assert!(has(&pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &o), "e7e8=Q"));
    }

    /// volkhv.md §3.5, §6.18 [CHOICE]: `promo_lone_pawn_only`: only a lone pawn (k = h = 1).
    #[test]
    fn promo_lone_pawn_only_needs_a_lone_pawn() {
        let o = opts(&[("promo_lone_pawn_only", "true")]);
        let p = pos("2k5/4(rP)3/8/8/8/8/8/K7 w - - - 0 1", &o);
        assert!(has(&p, "e7e8") && has(&p, "e7(1)e8") && !has(&p, "e7(1)e8=Q"));
        assert!(has(&pos("2k5/4P3/8/8/8/8/8/4K3 w - - - 0 1", &o), "e7e8=Q"));
    }
}

mod s3_6_castling {
    use super::*;

    /// volkhv.md §3.6 [SEED]: the Rook goes next to the King, the King jumps over it.
    #[test]
    fn castling_is_written_and_played_as_the_kings_move() {
        let mut p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - - 0 1", &default());
        play(&mut p, "e1g1");
        assert_eq!(tokens(&p, "f1"), ["R^"]);
        assert_eq!(tokens(&p, "g1"), ["K^"]);
        play(&mut p, "0-0-0");
        assert_eq!(tokens(&p, "d8"), ["r^"]);
        assert_eq!(tokens(&p, "c8"), ["k^"]);
    }

    /// volkhv.md §3.6, §8a.9 [CHOICE]: a covered Rook loses the right, by either colour.
    #[test]
    fn a_covered_rook_loses_the_right() {
        let mut p = pos("4k3/8/8/8/8/8/6b1/R3K2R b KQ - - 0 1", &default());
        play(&mut p, "g2h1");
        assert!(!p.castling().has(Color::White, false));
        assert!(p.castling().has(Color::White, true));
    }

    /// volkhv.md §3.6 [CHOICE]: King and Rook must be lone checkers.
    #[test]
    fn castling_needs_lone_checkers() {
        let err = Volkhv::from_fen("4k3/8/8/8/8/8/8/R3(pK)2R w KQ - - 0 1", &default());
        assert!(err.is_err());
        let p = pos("4k3/8/8/8/8/8/8/R3K2(pR) w Q - - 0 1", &default());
        assert!(!has(&p, "e1g1"));
    }

    /// volkhv.md §3.6, §8a.9 [CHOICE]: not out of, through or into an attacked square.
    #[test]
    fn castling_not_through_check() {
        let p = pos("4k3/8/8/8/8/8/5r2/R3K2R w KQ - - 0 1", &default());
        assert!(!has(&p, "e1g1"));
        assert!(has(&p, "e1c1"));
    }

    /// volkhv.md §3.9 [CHOICE]: castling in dice mode ignores the check conditions.
    #[test]
    fn dice_castling_ignores_check() {
        let p = pos(
            "4k3/8/8/8/8/8/5r2/R3K2R w KQ - R 0 1",
            &opts(&[("dice", "true")]),
        );
        assert!(has(&p, "e1g1"));
    }
}

mod s3_7_talleyrand {
    use super::*;

    /// volkhv.md §3.7 [CHOICE]: a borrowed pawn moves forward for the mover, with no double
    /// step, no en passant and no promotion.
    #[test]
    fn a_borrowed_pawn_goes_the_movers_way_without_specials() {
        let o = opts(&[("talleyrand", "true")]);
        let p = pos("4k3/8/8/8/3(pN)4/8/8/4K3 w - - - 0 1", &o);
        assert!(has(&p, "d4d5") && !has(&p, "d4d3"));
        let q = pos("2k5/8/8/8/8/8/3(pN)4/4K3 w - - - 0 1", &o);
        assert!(has(&q, "d2d3") && !has(&q, "d2d4"));
        let r = pos("k7/4(NP)3/8/8/8/8/8/4K3 w - - - 0 1", &o);
        assert!(has(&r, "e7g8") && !has(&r, "e7g8=Q"));
        assert!(has(&r, "e7e8=Q"));
    }

    /// volkhv.md §3.7 [CHOICE]: attacks use the union of the whole stack.
    #[test]
    fn attacks_use_the_whole_stack() {
        let fen = "4k3/8/3(NR)4/8/8/8/8/4K3 b - - - 0 1";
        assert!(!pos(fen, &default()).is_check());
        assert!(pos(fen, &opts(&[("talleyrand", "true")])).is_check());
    }

    /// volkhv.md §3.7 [CHOICE]: the pattern set is the union over the moving part only.
    #[test]
    fn the_pattern_set_is_the_moving_parts() {
        let p = pos(
            "4k3/8/8/8/3(nQ)4/8/8/4K3 w - - - 0 1",
            &opts(&[("talleyrand", "true")]),
        );
        assert!(has(&p, "d4c6") && !has(&p, "d4(1)c6"));
    }
}

mod s3_8_goal {
    use super::*;

    /// volkhv.md §3.8 [CHOICE]: checkmate wins.
    #[test]
    fn checkmate_wins() {
        let p = pos("7k/6Q1/6K1/8/8/8/8/8 b - - - 0 1", &default());
        assert!(p.legal_move_list().is_empty());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::Checkmate
            })
        );
    }

    /// volkhv.md §3.8 [CHOICE]: stalemate draws.
    #[test]
    fn stalemate_draws() {
        let p = pos("7k/5Q2/6K1/8/8/8/8/8 b - - - 0 1", &default());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Stalemate
            })
        );
    }

    /// volkhv.md §3.8 [CHOICE]: option `king_capture_mode`: no check rules, covering the King
    /// wins.
    #[test]
    fn king_capture_mode_ends_by_covering_the_king() {
        let mut p = pos(
            "3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1",
            &opts(&[("king_capture_mode", "true")]),
        );
        play(&mut p, "e4(1)a4 e4e1");
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::KingCaptured
            })
        );
        assert!(p.legal_move_list().is_empty());
    }
}

mod s3_9_dice {
    use super::*;

    /// volkhv.md §3.9, §8a.12 [CHOICE]: a position awaiting a roll has the six faces.
    #[test]
    fn a_roll_is_a_move_with_six_faces() {
        let p = Volkhv::new(&opts(&[("dice", "true")]));
        assert_eq!(moves(&p).len(), 6);
        for m in ["[K]", "[Q]", "[R]", "[B]", "[N]", "[P]"] {
            assert!(has(&p, m));
        }
    }

    /// volkhv.md §10 [CHOICE]: from the start, by face: P16 N6 B4 R4 Q4 K5.
    #[test]
    fn start_moves_by_face() {
        let p = Volkhv::new(&opts(&[("dice", "true")]));
        for (face, n) in [
            ("[P]", 16),
            ("[N]", 6),
            ("[B]", 4),
            ("[R]", 4),
            ("[Q]", 4),
            ("[K]", 5),
        ] {
            let mut q = p.clone();
            play(&mut q, face);
            assert_eq!(q.legal_move_list().len(), n, "{face}");
        }
    }

    /// volkhv.md §3.9 [CHOICE]: no move for the face: the only move is the pass.
    #[test]
    fn no_move_for_the_face_is_a_pass() {
        let mut p = pos(
            "4k3/8/8/8/8/8/8/4K3 w - - N 0 1",
            &opts(&[("dice", "true")]),
        );
        assert_eq!(moves(&p), ["--"]);
        play(&mut p, "--");
        assert_eq!(p.turn(), Color::Black);
        assert_eq!(p.to_string(), "4k3/8/8/8/8/8/8/4K3 b - - ? 1 1");
    }

    /// volkhv.md §3.9 [CHOICE]: option `reroll_on_no_move`: roll again instead.
    #[test]
    fn reroll_on_no_move_rolls_again() {
        let o = opts(&[("dice", "true"), ("reroll_on_no_move", "true")]);
        let mut p = pos("4k3/8/8/8/8/8/8/4K3 w - - N 0 1", &o);
        play(&mut p, "--");
        assert_eq!(p.turn(), Color::White);
        assert_eq!(moves(&p).len(), 6);
    }

    /// volkhv.md §3.9 [CHOICE]: no check rules; covering the King wins at once.
    #[test]
    fn covering_the_king_wins() {
        let mut p = pos(
            "4k3/8/8/8/8/8/8/4R1K1 w - - R 0 1",
            &opts(&[("dice", "true")]),
        );
        play(&mut p, "e1e8");
        assert_eq!(tokens(&p, "e8"), ["k", "R^"]);
        assert_eq!(
            p.outcome().map(|o| o.reason()),
            Some(EndReason::KingCaptured)
        );
        assert_eq!(p.outcome().and_then(Outcome::winner), Some(Color::White));
        assert!(p.legal_move_list().is_empty());
        assert_eq!(Volkhv::from_fen(&p.to_string(), p.options()).unwrap(), p);
    }

    /// volkhv.md §3.9 [CHOICE]: moves may leave the King attacked (pseudo-legal).
    #[test]
    fn check_is_not_enforced() {
        let p = pos(
            "3k4/8/8/8/4(qR)3/8/8/4K3 w - - R 0 1",
            &opts(&[("dice", "true")]),
        );
        assert!(has(&p, "e4(1)a4"));
    }

    /// volkhv.md §3.9 [CHOICE]: the Queen face is literal by default; `queen_face_wild`
    /// allows any move.
    #[test]
    fn queen_face_literal_or_wild() {
        let lit = pos(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - Q 0 1",
            &opts(&[("dice", "true")]),
        );
        assert_eq!(lit.legal_move_list().len(), 4);
        let wild = pos(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - Q 0 1",
            &opts(&[("dice", "true"), ("queen_face_wild", "true")]),
        );
        assert_eq!(wild.legal_move_list().len(), 39);
    }

    /// volkhv.md §8a.7 [CHOICE]: a promoted checker counts as its declared kind for the die.
    #[test]
    fn a_promoted_checker_moves_on_its_declared_face() {
        let o = opts(&[("dice", "true")]);
        assert!(has(&pos("4k3/8/8/8/3Q~4/8/8/K7 w - - Q 0 1", &o), "d4d5"));
        assert_eq!(moves(&pos("4k3/8/8/8/3Q~4/8/8/K7 w - - P 0 1", &o)), ["--"]);
    }

    /// volkhv.md §8a.5 [CHOICE]: the en-passant right survives the roll; a pass clears it.
    #[test]
    fn the_en_passant_right_survives_the_roll() {
        let o = opts(&[("dice", "true")]);
        let mut p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - P 0 1", &o);
        play(&mut p, "d7d5 [P]");
        assert!(has(&p, "e5d6"));
        let mut q = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - P 0 1", &o);
        play(&mut q, "d7d5 [N] -- [K] e8d8 [P]");
        assert!(!has(&q, "e5d6"));
    }

    /// volkhv.md §8a.12 [CHOICE]: move sequences interleave rolls.
    #[test]
    fn sequences_interleave_rolls() {
        let mut p = Volkhv::new(&opts(&[("dice", "true")]));
        play(&mut p, "[P] e2e4 [N] g8f6");
        assert_eq!(
            p.to_string(),
            "rnbqkb1r/pppppppp/5n^2/8/4P^3/8/PPPP1PPP/RNBQKBNR w KQkq - ? 1 2"
        );
    }
}

mod s4_federation {
    use super::*;

    fn fed() -> Options {
        opts(&[("profile", "federation")])
    }

    /// volkhv.md §4 [CHOICE]: a pawn climbs its own piece straight ahead, not diagonally, and
    /// captures enemies diagonally.
    #[test]
    fn the_pawn_climbs_straight_and_captures_diagonally() {
        let p = pos("4k3/8/8/8/8/3NNb2/4P3/4K3 w - - - 0 1", &fed());
        assert!(has(&p, "e2e3") && has(&p, "e2f3") && !has(&p, "e2d3"));
    }

    /// volkhv.md §8a.4 [CHOICE]: a double step may climb an own stack; then no e.p. right.
    #[test]
    fn a_double_step_onto_an_own_stack_gives_no_en_passant_right() {
        let mut p = pos("4k3/8/8/8/4N3/8/4P3/3K4 w - - - 0 1", &fed());
        play(&mut p, "e2e4");
        assert_eq!(p.en_passant(), None);
        assert_eq!(tokens(&p, "e4"), ["N", "P=H^"]);
    }

    /// volkhv.md §4, §8a.8 [CHOICE]: each pawn promotes to the piece of its starting file,
    /// the King's pawn to a Helgi (QN).
    #[test]
    fn pawns_promote_by_file_and_the_kings_pawn_to_a_helgi() {
        let p = Volkhv::new(&fed());
        assert_eq!(tokens(&p, "e2"), ["P=H"]);
        assert_eq!(tokens(&p, "a7"), ["p=r"]);
        let mut q = pos("k7/4P=H3/8/8/8/8/8/4K3 w - - - 0 1", &fed());
        let e8: Vec<_> = moves(&q)
            .into_iter()
            .filter(|m| m.starts_with("e7e8"))
            .collect();
        assert_eq!(e8, ["e7e8=H"]);
        play(&mut q, "e7e8=H");
        assert!(q.is_check());
        assert!(has(&q, "a8b7") && !has(&q, "a8b8"));
    }

    /// volkhv.md §4, §8a.7 [CHOICE]: a covered promoted checker becomes a pawn again.
    #[test]
    fn a_covered_promoted_checker_demotes() {
        let mut p = pos("4k3/8/8/8/8/4p3/3Q~4/K7 b - - - 0 1", &fed());
        play(&mut p, "e3d2");
        assert_eq!(tokens(&p, "d2"), ["P=Q", "p=H^".to_lowercase().as_str()]);
    }

    /// volkhv.md §4 [CHOICE]: a split leaving the pawn on top of its last rank promotes it.
    #[test]
    fn a_split_promotes_the_freed_pawn() {
        let p = pos("3(P=QR)4/8/k7/8/8/8/8/4K3 w - - - 0 1", &fed());
        assert!(has(&p, "d8(1)d4=Q") && !has(&p, "d8(1)d4=R"));
    }

    /// volkhv.md §7 [CHOICE]: no die and no Talleyrand in Federation.
    #[test]
    fn no_die_and_no_talleyrand() {
        let mut o = fed();
        assert!(matches!(
            o.set("dice", "true"),
            Err(OptionError::Incompatible { .. })
        ));
        assert!(matches!(
            o.set("talleyrand", "true"),
            Err(OptionError::Incompatible { .. })
        ));
    }
}

mod s8a_clarifications {
    use super::*;

    /// volkhv.md §8a.2 [CHOICE]: without the die no move lands on any King.
    #[test]
    fn no_move_lands_on_a_king_without_the_die() {
        let p = pos("4k3/8/8/8/8/8/8/4R1K1 b - - - 0 1", &default());
        assert!(p.is_check());
        assert!(!moves(&p).iter().any(|m| m.ends_with("e1")));
    }

    /// volkhv.md §8a.3 [CHOICE]: `own_capture=false` stops pawns too, not landing on enemies.
    #[test]
    fn own_capture_off_stops_pawns_too() {
        let p = pos(
            "4k3/8/8/8/8/3N1b2/4P3/4K3 w - - - 0 1",
            &opts(&[("own_capture", "false")]),
        );
        assert!(!has(&p, "e2d3") && has(&p, "e2f3"));
    }

    /// volkhv.md §8a.5 [CHOICE]: the right is recorded after every double step onto an empty
    /// square, whether or not a capture is possible.
    #[test]
    fn every_double_step_records_the_right() {
        let mut p = Volkhv::new(&default());
        play(&mut p, "e2e4");
        assert_eq!(p.en_passant(), Some(sq("e3")));
    }

    /// volkhv.md §8a.10 [CHOICE]: `has_moved` is set on the moving part, never on freed or
    /// covered checkers.
    #[test]
    fn has_moved_marks_only_the_moving_part() {
        let mut p = pos("4k3/3(rp)4/8/8/3(PnQ)4/8/8/4K3 w - - - 0 1", &default());
        play(&mut p, "d4(2)d7");
        assert_eq!(tokens(&p, "d7"), ["r", "p", "n^", "Q^"]);
        assert_eq!(tokens(&p, "d4"), ["P"]);
    }
}

mod s10_vectors {
    use super::*;

    /// volkhv.md §10: 39 legal moves from the start with own-capture, 20 without.
    #[test]
    fn thirty_nine_and_twenty_start_moves() {
        assert_eq!(Volkhv::new(&default()).legal_move_list().len(), 39);
        assert_eq!(
            Volkhv::new(&opts(&[("own_capture", "false")]))
                .legal_move_list()
                .len(),
            20
        );
    }

    /// volkhv.md §10: the start moves by piece.
    #[test]
    fn start_moves_by_piece() {
        let p = Volkhv::new(&default());
        let ms = moves(&p);
        let from = |squares: &[&str]| {
            ms.iter()
                .filter(|m| squares.iter().any(|s| m.starts_with(s)))
                .count()
        };
        assert_eq!(from(&["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"]), 16);
        assert_eq!(from(&["b1", "g1"]), 6);
        assert_eq!(from(&["c1", "f1"]), 4);
        assert_eq!(from(&["a1", "h1"]), 4);
        assert_eq!(from(&["d1"]), 4);
        assert_eq!(from(&["e1"]), 5);
    }
}

mod draws {
    use super::*;

    /// volkhv.md §3.8 [CHOICE]: threefold repetition (option), keyed on the full stack
    /// configuration including the checkers' flags.
    #[test]
    fn threefold_repetition_through_game() {
        let o = opts(&[("repetition_draw", "auto")]);
        let mut g = Game::new(Volkhv::new(&o));
        let line = ["g1f3", "g8f6", "f3g1", "f6g8"].repeat(3);
        // The start (unmoved knights) differs from the later returns: the position after
        // ply 2 (both knights out, flagged as moved) recurs after plies 6 and 10.
        for (ply, m) in line.iter().enumerate() {
            assert_eq!(g.outcome(), None, "before ply {}", ply + 1);
            g.play_text(m).unwrap();
            if ply + 1 == 10 {
                break;
            }
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Repetition
            })
        );
    }

    /// volkhv.md §3.8 [CHOICE]: the 50-move rule (option), reset by captures and pawn moves.
    #[test]
    fn fifty_move_rule_through_game() {
        let o = opts(&[("fifty_move_draw", "claim")]);
        let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - - 99 80", &o);
        assert_eq!(p.draw_rules().move_limit, DrawRule::Claimable);
        let mut g = Game::new(p);
        g.play_text("a1a2").unwrap();
        assert_eq!(g.claimable_draw(), Some(EndReason::MoveLimit));
        let off = Game::new(pos("4k3/8/8/8/8/8/8/R3K3 w - - - 100 80", &default()));
        assert_eq!(off.claimable_draw(), None);
    }

    /// volkhv.md §3.8 [CHOICE]: a capture resets the clock.
    #[test]
    fn a_capture_resets_the_clock() {
        let mut p = pos("4k3/8/8/8/8/8/p7/R3K3 w - - - 40 80", &default());
        play(&mut p, "a1a2");
        assert_eq!(p.halfmove_clock(), Some(0));
        let m: Move = p.parse_move("e8d8").unwrap();
        p.play(m).unwrap();
        assert_eq!(p.halfmove_clock(), Some(1));
    }
}

/// The alternatives of the ambiguity table offered as options (rules §6, "may").
mod s6_alternatives {
    use super::*;

    /// volkhv.md §6.6 [CHOICE]: `non_pawn_own_capture=false`: only pawns climb own pieces.
    #[test]
    fn only_pawns_climb_own_pieces() {
        let o = opts(&[("non_pawn_own_capture", "false")]);
        let p = Volkhv::new(&o);
        assert!(!has(&p, "b1d2") && has(&p, "b1c3"));
        assert!(has(&pos("4k3/8/8/8/8/3N4/4P3/4K3 w - - - 0 1", &o), "e2d3"));
    }

    /// volkhv.md §6.10 [CHOICE]: `height_cap`: no move makes a stack taller than the cap.
    #[test]
    fn a_height_cap_stops_tall_landings() {
        let fen = "4k3/8/8/8/(pP)7/8/8/R3K3 w - - - 0 1";
        assert!(has(&pos(fen, &default()), "a1a4"));
        assert!(!has(&pos(fen, &opts(&[("height_cap", "2")])), "a1a4"));
    }

    /// volkhv.md §6.13 [CHOICE]: `ep_capture=top_pawn`: only the pawn goes under.
    #[test]
    fn en_passant_of_the_top_pawn_only() {
        let mut p = pos(
            "4k3/3(Qp)4/8/4P3/8/8/8/4K3 b - - - 0 1",
            &opts(&[("ep_capture", "top_pawn")]),
        );
        play(&mut p, "d7d5 e5d6");
        assert_eq!(tokens(&p, "d6"), ["p^", "P^"]);
        assert_eq!(tokens(&p, "d5"), ["Q^"]);
    }

    /// volkhv.md §6.14 [CHOICE]: `double_step_reset`: back on its second rank, a pawn may
    /// double-step again.
    #[test]
    fn the_double_step_returns_with_the_second_rank() {
        let fen = "4k3/8/8/8/8/8/4P^3/3K4 w - - - 0 1";
        assert!(has(
            &pos(fen, &opts(&[("double_step_reset", "true")])),
            "e2e4"
        ));
    }

    /// volkhv.md §6.20 [CHOICE]: `talleyrand_set=tower` lends the whole tower's patterns to
    /// any part; `own` only the mover's checkers.
    #[test]
    fn talleyrand_pattern_sets() {
        let fen = "4k3/8/8/8/3(nQ)4/8/8/4K3 w - - - 0 1";
        let tower = pos(
            fen,
            &opts(&[("talleyrand", "true"), ("talleyrand_set", "tower")]),
        );
        assert!(has(&tower, "d4(1)c6"));
        let own = pos(
            fen,
            &opts(&[("talleyrand", "true"), ("talleyrand_set", "own")]),
        );
        assert!(!has(&own, "d4c6"));
    }

    /// volkhv.md §6.21 [CHOICE]: `borrowed_pawn=owner`: a lent pawn keeps its own direction.
    #[test]
    fn a_lent_pawn_keeps_its_direction() {
        let o = opts(&[("talleyrand", "true"), ("borrowed_pawn", "owner")]);
        let p = pos("4k3/8/8/8/3(pN)4/8/8/4K3 w - - - 0 1", &o);
        assert!(has(&p, "d4d3") && !has(&p, "d4d5"));
    }

    /// volkhv.md §6.23 [CHOICE]: `die_face=top`: the face names the part's top checker,
    /// which may then move with any pattern of its set.
    #[test]
    fn the_face_may_name_the_top_checker() {
        let fen = "4k3/8/8/8/3(nQ)4/8/8/4K3 w - - Q 0 1";
        let pattern = pos(fen, &opts(&[("dice", "true"), ("talleyrand", "true")]));
        assert!(!has(&pattern, "d4c6"));
        let top = opts(&[
            ("dice", "true"),
            ("talleyrand", "true"),
            ("die_face", "top"),
        ]);
        assert!(has(&pos(fen, &top), "d4c6"));
        let knight = pos("4k3/8/8/8/3(nQ)4/8/8/4K3 w - - N 0 1", &top);
        assert_eq!(moves(&knight), ["--"]);
    }

    /// volkhv.md §6 row 8 [CHOICE]: `own_king_capture=true`: pieces may land on their own
    /// King, burying it. From the start the Queen may cover its King (39 + 1 moves).
    #[test]
    fn pieces_may_land_on_their_own_king() {
        assert!(!has(&Volkhv::new(&default()), "d1e1"));
        let o = opts(&[("own_king_capture", "true")]);
        let p = Volkhv::new(&o);
        assert_eq!(p.legal_move_list().len(), 40);
        let mut p = p;
        play(&mut p, "d1e1");
        assert_eq!(tokens(&p, "e1"), ["K", "Q^"]);
        // The King's square is now its tower's square.
        assert_eq!(p.king(Color::White), Some(sq("e1")));
        // It needs own-capture for the piece that lands.
        let no_own = opts(&[("own_king_capture", "true"), ("own_capture", "false")]);
        assert!(!has(&Volkhv::new(&no_own), "d1e1"));
        let pawns_only = opts(&[
            ("own_king_capture", "true"),
            ("non_pawn_own_capture", "false"),
        ]);
        assert!(!has(&Volkhv::new(&pawns_only), "d1e1"));
        assert!(has(&pos("k7/8/8/8/8/8/8/3KR3 w - - - 0 1", &o), "e1d1"));
    }

    /// volkhv.md §6 row 8 [CHOICE]: a buried King is carried by its tower, which moves as its
    /// top piece; the King still counts for check on its tower's square, so burying it is no
    /// shield, and checkmate still ends the game.
    #[test]
    fn a_buried_king_is_still_subject_to_check() {
        let o = opts(&[("own_king_capture", "true")]);
        let fen = "k7/8/8/8/8/8/8/r3(KQ)3 w - - - 0 1";
        assert!(matches!(
            Volkhv::from_fen(fen, &default()),
            Err(skazka_volkhv::FenError::Position(_))
        ));
        let p = pos(fen, &o);
        assert!(p.is_check());
        // The whole tower, King inside, moves as the Queen, out of the rook's rank.
        assert!(has(&p, "e1e5") && has(&p, "e1a1") && !has(&p, "e1d1"));
        // The Queen alone must capture or block: the King left on top would stand in check.
        assert!(has(&p, "e1(1)a1") && has(&p, "e1(1)c1") && !has(&p, "e1(1)e5"));
        // The buried King makes no King move of its own: the tower moves as its Rook.
        let p = pos("k7/8/8/8/8/8/8/4(KR)3 w - - - 0 1", &o);
        assert!(has(&p, "e1e2") && !has(&p, "e1f2") && !has(&p, "e1(1)f2"));
        // A King under an enemy checker is still refused without the die.
        assert!(Volkhv::from_fen("k7/8/8/8/8/8/8/4(Kq)3 w - - - 0 1", &o).is_err());
        // Buried under an immobile pawn and attacked: checkmate.
        let p = pos("k7/8/8/8/8/8/7p/r6(KP^) w - - - 0 1", &o);
        assert!(p.is_check());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::Checkmate
            })
        );
    }

    /// volkhv.md §6 row 8 [CHOICE]: no split may leave one's buried King under an enemy
    /// checker (the enemy would control its tower).
    #[test]
    fn a_split_may_not_hand_the_buried_king_over() {
        let p = pos(
            "k7/8/8/8/8/8/8/4(KpQ)3 w - - - 0 1",
            &opts(&[("own_king_capture", "true")]),
        );
        assert!(!has(&p, "e1(1)e4"));
        assert!(has(&p, "e1(2)e4") && has(&p, "e1e4"));
    }

    /// volkhv.md §6 row 8 [CHOICE]: with the die (King-capture goal), covering the tower in
    /// which the enemy King is buried captures it; with `dice_check` nothing may land there.
    #[test]
    fn covering_a_buried_king_captures_it() {
        let o = opts(&[("own_king_capture", "true"), ("dice", "true")]);
        let fen = "k7/8/8/8/8/8/8/r3(KQ)3 b - - R 0 1";
        let mut p = pos(fen, &o);
        play(&mut p, "a1e1");
        assert_eq!(tokens(&p, "e1"), ["K", "Q", "r^"]);
        assert!(matches!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::KingCaptured
            })
        ));
        let checked = opts(&[
            ("own_king_capture", "true"),
            ("dice", "true"),
            ("dice_check", "true"),
        ]);
        assert!(!has(&pos(fen, &checked), "a1e1"));
    }

    /// volkhv.md §6 row 26 [CHOICE]: `dice_check=true`: with the die, a move of the rolled
    /// face must not leave the mover's King attacked; with no legal move for the face the only
    /// move is the pass.
    #[test]
    fn with_the_die_check_may_be_enforced() {
        let fen_n = "4k3/8/8/8/8/8/8/r3K2N w - - N 0 1";
        let fen_k = "4k3/8/8/8/8/8/8/r3K2N w - - K 0 1";
        let dice = opts(&[("dice", "true")]);
        let checked = opts(&[("dice", "true"), ("dice_check", "true")]);
        assert_eq!(moves(&pos(fen_n, &dice)), ["h1f2", "h1g3"]);
        assert_eq!(moves(&pos(fen_n, &checked)), ["--"]);
        assert_eq!(moves(&pos(fen_k, &dice)).len(), 5);
        assert_eq!(moves(&pos(fen_k, &checked)), ["e1d2", "e1e2", "e1f2"]);
        // The King can no longer be captured (the side not to move may be in check: it
        // may have passed).
        let capture = "4k3/8/8/8/8/8/8/4K2r b - - R 0 1";
        assert!(has(&pos(capture, &dice), "h1e1"));
        assert!(!has(&pos(capture, &checked), "h1e1"));
        // Castling keeps its check conditions.
        let castle = "4k3/8/8/8/8/8/5r2/R3K2R w KQ - K 0 1";
        assert!(has(&pos(castle, &dice), "e1g1"));
        assert!(!has(&pos(castle, &checked), "e1g1") && has(&pos(castle, &checked), "e1c1"));
        // Without the die the option changes nothing.
        let plain = opts(&[("dice_check", "true")]);
        assert_eq!(
            Volkhv::new(&plain).perft(2),
            Volkhv::new(&default()).perft(2)
        );
    }

    /// volkhv.md §6 row 26 [CHOICE]: with `dice_check`, the game ends at the roll: no legal
    /// move for any face is checkmate when in check, stalemate otherwise.
    #[test]
    fn with_the_die_and_check_mate_and_stalemate_end_the_game() {
        let dice = opts(&[("dice", "true")]);
        let checked = opts(&[("dice", "true"), ("dice_check", "true")]);
        let mate = "k7/8/8/8/8/8/1r6/r6K w - - ? 0 1";
        assert_eq!(pos(mate, &dice).legal_move_list().len(), 6);
        assert_eq!(pos(mate, &dice).outcome(), None);
        let p = pos(mate, &checked);
        assert!(p.legal_move_list().is_empty());
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::Checkmate
            })
        );
        let stalemate = "k7/8/8/8/8/8/5q2/7K w - - ? 0 1";
        assert_eq!(pos(stalemate, &dice).outcome(), None);
        assert_eq!(
            pos(stalemate, &checked).outcome(),
            Some(Outcome::Draw {
                reason: EndReason::Stalemate
            })
        );
        // In check with a face that cannot help: pass, and the game goes on.
        let mut p = pos("k7/8/8/8/8/8/8/r6K w - - N 0 1", &checked);
        play(&mut p, "--");
        assert_eq!(p.turn(), Color::Black);
        assert_eq!(p.outcome(), None);
    }

    /// volkhv.md §6.28 [CHOICE]: `castling_ignores_check` drops the attacked-square test.
    #[test]
    fn castling_may_ignore_attacked_squares() {
        let fen = "4k3/8/8/8/8/8/5r2/R3K2R w KQ - - 0 1";
        assert!(has(
            &pos(fen, &opts(&[("castling_ignores_check", "true")])),
            "e1g1"
        ));
    }
}

/// Federation game records (as published with the sirdyf/tavreli viewer, from
/// tavreli.narod.ru): every move must be legal in the Federation profile, and the games
/// marked `x` (mate) must end in checkmate.
mod s4_federation_game_records {
    use super::*;

    fn replay(record: &str) -> Volkhv {
        let mut p = Volkhv::new(&opts(&[("profile", "federation")]));
        for (i, token) in record.split_whitespace().enumerate() {
            let m = p
                .parse_move(token)
                .unwrap_or_else(|e| panic!("ply {} `{token}`: {e}\n{}", i + 1, p.board_diagram()));
            p.play_unchecked(m);
        }
        p
    }

    /// A. Karpov – V. Kupreichik, Moscow 1997: White mates with a tower of six.
    #[test]
    fn karpov_kupreichik_1997_ends_in_mate() {
        let p = replay(
            "c1-d2 d8-e7 d2-c3 a8-a7 g1-f3 h8-h7 b1-c3 h7-h6 e2-e3 g8-f6 c3(1)-b5 a7-b7 \
             a1-a2 h6-h5 d1-d3 f6-d5 a2-a8 d5-c3 b2-c3 c7-c6 c3(2)-c4 c6-b5 c4-b5 f8-g7 \
             c3(1)-g7 h5-b5 d3-b5 e7-e4 b5(6)-e5+ e4-e5 g7-e5 b8-d7 a8(1)-c8 e8-f7 f1-c4+ \
             f7(1)-g6 c8-g8+ g6-f5 b5-d6x",
        );
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::Checkmate
            })
        );
    }

    /// A. Potapov – O. Svirin, Moscow 1998: castling both ways; a split uncovers a promoted
    /// Helgi that mates.
    #[test]
    fn potapov_svirin_1998_ends_in_mate_by_a_helgi() {
        let p = replay(
            "c1-d2 f8-e7 f1-e2 c8-d7 d1-d2 d8-d7 b1-c3 b8-c6 d2-e2 g8-f6 g1-f3 d7-d4 e2-d2 \
             0-0-0 d2(3)-e3 e7-c5 e3(1)-g5 h8-e8 e3(1)-d2 f6-e4 g5-f5 c8-b8 a1-d1 d4-c4 \
             b2-b3 c4-a6 d2(2)-e3 e4-c3 d2-d3 c5-e3 0-0 a6-b6 d1-d3 e3-f2 g1-h1 b6(1)-f2 \
             f3-d4 f2(1)-f1 h1-h2 b6-d4 d3-f3 d4-e5 h2(1)-h3 e5-d4 f5-f7 f1-e2 f7-h5 e2-e6 \
             g2-g4 f2-g1 f3(1)-f7 g1(1)-f2x",
        );
        assert_eq!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::Checkmate
            })
        );
        // The last move lifts a bishop off g1 and uncovers the promoted black Helgi there.
        assert_eq!(p.top(sq("g1")).unwrap().kind, PieceKind::Helgi);
        assert_eq!(p.owner(sq("g1")), Some(Color::Black));
    }

    /// A. Leontiev – M. Ulybin, Smolensk 1999, and the opening of U. Anderson – V. Zhmurov,
    /// Moscow 1997 (the published score is garbled after move 20).
    #[test]
    fn short_games_replay() {
        let p = replay("d1-c1 d8-e7 c1-c2 g8-f6 c2-c7 b8-c6 c7(2)-b8? c6-b8x");
        assert_eq!(tokens(&p, "b8"), ["B^", "Q^", "n^"]);
        replay(
            "h1-h2 e7-e5 e2-e3 g8-f6 d2-d4? b8-c6 g1-f3 d7-d6 f1-e2 f8-d6 h2(1)-h1 d8-d6 \
             h2-h3 c8-e6 b1-a3? a8-a7 c2-c3 a7-a3 b2-a3 d6(1)-a3 c1-a3 d6(1)-a3 a1-b1 \
             a3(2)-b4 g2-g3 a3(2)-c3 e1-f1 a3-a2 f1-g2 0-0 h1-e1 f8-a8 d1-d3 e5-e4 d3-b5 \
             e4-f3 e2-f3 c3-e1",
        );
    }
}
