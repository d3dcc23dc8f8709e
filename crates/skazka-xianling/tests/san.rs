//! SAN (docs/notation/xianling.md, "SAN"): one test per rule of the grammar, then every legal
//! move along random games under several option sets: its SAN reads back to it and no two
//! moves of a position share one.

use std::collections::HashSet;

use skazka_core::Position;
use skazka_core::san::{MAX_SAN_LEN, SanError, SanWriter, parse_san, write_san};
use skazka_xianling::{Options, START_FEN, Xianling};

fn options(text: &str) -> Options {
    text.parse()
        .unwrap_or_else(|e| panic!("options {text:?}: {e}"))
}

fn pos_with(fen: &str, opts: &str) -> Xianling {
    Xianling::from_fen(fen, &options(opts)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos(fen: &str) -> Xianling {
    pos_with(fen, "")
}

/// The SAN of the move given as move text in the position `fen`.
fn san(fen: &str, text: &str) -> String {
    let p = pos(fen);
    let m = p
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {fen}: {e}"));
    write_san(&p, m)
}

/// The move text of the move that `text` reads as in the position `fen`.
fn read(fen: &str, text: &str) -> Result<String, SanError> {
    parse_san(&pos(fen), text).map(|m| m.to_string())
}

/// The candidates of an ambiguous reading, sorted.
fn candidates(fen: &str, text: &str) -> Vec<String> {
    match read(fen, text) {
        Err(SanError::Ambiguous(mut moves)) => {
            moves.sort();
            moves
        }
        other => panic!("{text} in {fen} should be ambiguous, read {other:?}"),
    }
}

/// Two Knights on c3 and g3 that both reach e2 and e4.
const KNIGHTS: &str = "9k/10/10/10/10/10/10/2N3N3/10/K9 w - - 0 1";
/// Rooks on a10 and a2, on one file.
const ROOKS: &str = "R9/10/4k5/10/10/10/10/10/R9/9K w - - 0 1";
/// Queens on a1, a3 and c1, all three reaching b2.
const QUEENS: &str = "8k1/10/10/10/10/10/10/Q8K/10/Q1Q7 w - - 0 1";
/// A Black pawn on e5 attacked by two pawns, a Knight and a Cannon (over the Guard on e3).
const CAPTURES: &str = "9k/10/10/10/10/4p5/2NP1P4/4G5/10/K3C5 w - - 0 1";
/// A White pawn on e8 that must promote, on e9 or by capturing the Knight on d9.
const PAWN_PROMOTION: &str = "k9/3n6/4P5/10/10/10/10/10/10/5K4 w - - 0 1";
/// Ferzes on d9 and f9 and a Wazir on h9, next to the last rank.
const FERZ_WAZIR: &str = "10/3F1F1W2/10/10/10/9k/10/10/10/K9 w - - 0 1";
/// An Amazon (`+A`) on d1 and an Archer (`A`) on a2 that both reach d5, and a Kangaroo on h1
/// that captures the Rook on h8 over the pawn on h4.
const PROMOTED: &str = "9k/10/7r2/10/10/10/7P2/10/A9/3+A3+K1K w - - 0 1";
/// Amazons on b1 and f1.
const AMAZONS: &str = "9k/10/10/10/10/10/10/10/10/1+A3+A3K w - - 0 1";
/// White may castle on both wings.
const CASTLING: &str = "5k4/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1";
/// Black may castle on both wings.
const BLACK_CASTLING: &str = "1r3k2r1/10/10/10/10/10/10/10/10/5K4 b kq - 0 1";
/// Black is not in check and has no legal move: it must pass.
const PASS: &str = "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1";
/// The Queen on h9 can check or mate the King on a10.
const MATE: &str = "k9/7Q2/1K8/10/10/10/10/10/10/10 w - - 0 1";
/// A Cannon on f1 with nothing between it and the King on f10: a piece stepping in between
/// is its screen.
const SCREEN: &str = "5k4/10/10/10/10/10/3N6/10/10/K4C4 w - - 0 1";
/// A Wazir on the last rank, which it may move along.
const WAZIR_ON_LAST_RANK: &str = "2W7/10/10/10/10/9k/10/10/10/K9 w - - 0 1";

mod pieces_and_pawns {
    use super::*;

    #[test]
    fn pieces_are_written_with_their_upper_case_token_and_pawns_without_one() {
        assert_eq!(san(START_FEN, "e4e5"), "e5");
        assert_eq!(san(START_FEN, "b3c5"), "Nc5");
        assert_eq!(san(START_FEN, "a3a5"), "Sa5");
        assert_eq!(san(START_FEN, "c3e5"), "Ee5");
        assert_eq!(san(START_FEN, "a2b5"), "Lb5");
        assert_eq!(san(START_FEN, "b2d5"), "Zd5");
        assert_eq!(san(CAPTURES, "e3e4"), "Ge4");
        assert_eq!(san(CAPTURES, "e1e2"), "Ce2");
        assert_eq!(san(FERZ_WAZIR, "d9c8"), "Fc8");
        assert_eq!(san(FERZ_WAZIR, "h9g9"), "Wg9");
        assert_eq!(san(PROMOTED, "a2d5"), "Ad5");
        assert_eq!(san(CASTLING, "f1g1"), "Kg1");
    }

    #[test]
    fn a_promoted_only_kind_is_written_with_its_plus_token() {
        assert_eq!(san(PROMOTED, "d1d5"), "+Ad5");
        assert_eq!(san(PROMOTED, "d1d10"), "+Ad10+");
        assert_eq!(san(PROMOTED, "h1e4"), "+Ke4");
        // `A` is the Archer and `+A` the Amazon: the same target, two moves.
        assert_eq!(read(PROMOTED, "Ad5").as_deref(), Ok("a2d5"));
        assert_eq!(read(PROMOTED, "+Ad5").as_deref(), Ok("d1d5"));
        let all = "4k5/10/10/10/10/10/10/10/10/+M+P+E+R+L+B+D+G1K w - - 0 1";
        assert_eq!(san(all, "a1a5"), "+Ma5");
        assert_eq!(san(all, "b1e4"), "+Pe4");
        assert_eq!(san(all, "c1b2"), "+Eb2");
        assert_eq!(san(all, "d1d2"), "+Rd2");
        assert_eq!(san(all, "e1c3"), "+Lc3");
        assert_eq!(san(all, "f1e4"), "+Be4");
        assert_eq!(san(all, "g1g5"), "+Dg5");
        assert_eq!(san(all, "h1j3"), "+Gj3");
    }

    #[test]
    fn black_pieces_are_written_with_the_same_upper_case_tokens() {
        let black = "3+a5k/10/10/10/10/10/10/4p5/3w6/K9 b - - 0 1";
        assert_eq!(san(black, "d10d5"), "+Ad5");
        assert_eq!(san(black, "e3e2=R"), "e2=R");
        assert_eq!(san(black, "d2d1=+E"), "Wd1=+E");
        assert_eq!(san(black, "d2d1"), "Wd1");
        assert_eq!(san(BLACK_CASTLING, "b10b1"), "Rb1+");
        assert_eq!(read(black, "+Ad5").as_deref(), Ok("d10d5"));
    }

    #[test]
    fn a_capture_is_marked_x_and_a_pawn_capture_names_its_file() {
        assert_eq!(san(CAPTURES, "d4e5"), "dxe5");
        assert_eq!(san(CAPTURES, "f4e5"), "fxe5");
        assert_eq!(san(CAPTURES, "c4e5"), "Nxe5");
        assert_eq!(san(CAPTURES, "d4d5"), "d5");
    }

    #[test]
    fn a_hopper_capture_is_marked_x_on_the_square_it_takes() {
        assert_eq!(san(CAPTURES, "e1e5"), "Cxe5");
        assert_eq!(san(PROMOTED, "h1h8"), "+Kxh8");
        // Without a screen the Kangaroo only moves.
        assert_eq!(san(PROMOTED, "h1h3"), "+Kh3");
    }
}

mod disambiguation {
    use super::*;

    #[test]
    fn the_origin_file_is_given_when_it_tells_the_pieces_apart() {
        assert_eq!(san(KNIGHTS, "c3e4"), "Nce4");
        assert_eq!(san(KNIGHTS, "g3e4"), "Nge4");
        assert_eq!(san(KNIGHTS, "c3e2"), "Nce2");
        // Only one Knight reaches a4.
        assert_eq!(san(KNIGHTS, "c3a4"), "Na4");
    }

    #[test]
    fn the_origin_rank_is_given_when_the_pieces_share_a_file_and_may_be_ten() {
        assert_eq!(san(ROOKS, "a10a6"), "R10a6");
        assert_eq!(san(ROOKS, "a2a6"), "R2a6");
        assert_eq!(san(ROOKS, "a10a8"), "R10a8+");
        // The Rook on a10 cannot pass the one on a2.
        assert_eq!(san(ROOKS, "a2a1"), "Ra1");
        assert_eq!(read(ROOKS, "R10a6").as_deref(), Ok("a10a6"));
        assert_eq!(read(ROOKS, "R2a6").as_deref(), Ok("a2a6"));
    }

    #[test]
    fn the_whole_origin_square_is_given_when_neither_file_nor_rank_alone_tells() {
        assert_eq!(san(QUEENS, "a1b2"), "Qa1b2");
        assert_eq!(san(QUEENS, "a3b2"), "Q3b2");
        assert_eq!(san(QUEENS, "c1b2"), "Qcb2");
    }

    #[test]
    fn promoted_only_kinds_are_told_apart_like_any_other_piece() {
        assert_eq!(san(AMAZONS, "b1d2"), "+Abd2");
        assert_eq!(san(AMAZONS, "f1d2"), "+Afd2");
        assert_eq!(san(AMAZONS, "f1f5"), "+Aff5");
        assert_eq!(san(AMAZONS, "b1i8"), "+Ai8#");
    }

    #[test]
    fn moves_that_differ_in_their_promotion_are_not_rivals() {
        // Both Ferzes reach e10, so each of the seven outcomes names its origin; only the
        // d9 Ferz reaches c10, so none of its outcomes there does.
        assert_eq!(san(FERZ_WAZIR, "d9e10"), "Fde10");
        assert_eq!(san(FERZ_WAZIR, "f9e10"), "Ffe10");
        assert_eq!(san(FERZ_WAZIR, "d9e10=+A"), "Fde10=+A");
        assert_eq!(san(FERZ_WAZIR, "d9c10"), "Fc10");
        assert_eq!(san(FERZ_WAZIR, "d9c10=+P"), "Fc10=+P");
    }
}

mod promotion {
    use super::*;

    #[test]
    fn a_pawn_promotion_is_written_with_an_equals_sign_and_the_new_kind() {
        for (text, written) in [
            ("e8e9=W", "e9=W"),
            ("e8e9=F", "e9=F"),
            ("e8e9=G", "e9=G"),
            ("e8e9=N", "e9=N"),
            ("e8e9=S", "e9=S"),
            ("e8e9=E", "e9=E"),
            ("e8e9=Z", "e9=Z"),
            ("e8e9=L", "e9=L"),
            ("e8e9=I", "e9=I"),
            ("e8e9=H", "e9=H"),
            ("e8e9=R", "e9=R"),
            ("e8e9=B", "e9=B"),
            ("e8e9=C", "e9=C"),
            ("e8e9=A", "e9=A"),
        ] {
            assert_eq!(san(PAWN_PROMOTION, text), written);
        }
        assert_eq!(san(PAWN_PROMOTION, "e8d9=R"), "exd9=R");
        // The Camel on d9 checks the King on a10.
        assert_eq!(san(PAWN_PROMOTION, "e8d9=L"), "exd9=L+");
    }

    #[test]
    fn a_ferz_or_wazir_promotion_names_the_promoted_only_kind_with_its_plus() {
        assert_eq!(san(FERZ_WAZIR, "d9c10=+A"), "Fc10=+A");
        assert_eq!(san(FERZ_WAZIR, "d9c10=Q"), "Fc10=Q");
        assert_eq!(san(FERZ_WAZIR, "d9c10=+G"), "Fc10=+G");
        assert_eq!(san(FERZ_WAZIR, "d9c10=+K"), "Fc10=+K");
        assert_eq!(san(FERZ_WAZIR, "d9c10=+R"), "Fc10=+R");
        assert_eq!(san(FERZ_WAZIR, "h9h10=+A"), "Wh10=+A");
        assert_eq!(san(FERZ_WAZIR, "h9h10=+L"), "Wh10=+L");
        assert_eq!(san(FERZ_WAZIR, "h9h10=+M"), "Wh10=+M");
        assert_eq!(san(FERZ_WAZIR, "h9h10=+D"), "Wh10=+D");
        assert_eq!(san(FERZ_WAZIR, "h9h10=+B"), "Wh10=+B");
        assert_eq!(san(FERZ_WAZIR, "h9h10=+E"), "Wh10=+E");
        // A Queen, Amazon or Princess on e10 checks the King on j5 along the freed diagonal.
        assert_eq!(san(FERZ_WAZIR, "f9e10=Q"), "Ffe10=Q+");
        assert_eq!(san(FERZ_WAZIR, "f9e10=+A"), "Ffe10=+A+");
    }

    #[test]
    fn declining_a_promotion_is_written_without_a_suffix_and_differs_from_every_promotion() {
        assert_eq!(san(FERZ_WAZIR, "h9h10"), "Wh10");
        assert_eq!(san(FERZ_WAZIR, "d9c10"), "Fc10");
        let p = pos(FERZ_WAZIR);
        let writer = SanWriter::new(&p);
        let to_h10: Vec<String> = p
            .legal_move_list()
            .iter()
            .filter(|m| m.to_string().starts_with("h9h10"))
            .map(|&m| writer.write(m))
            .collect();
        assert_eq!(
            to_h10,
            [
                "Wh10", "Wh10=+A", "Wh10=+L", "Wh10=+M", "Wh10=+D", "Wh10=+B", "Wh10=+E"
            ]
        );
        assert_eq!(read(FERZ_WAZIR, "Wh10").as_deref(), Ok("h9h10"));
        assert_eq!(read(FERZ_WAZIR, "Wh10=+A").as_deref(), Ok("h9h10=+A"));
    }

    #[test]
    fn a_wazir_moving_along_the_last_rank_promotes_only_under_the_any_move_trigger() {
        assert_eq!(san(WAZIR_ON_LAST_RANK, "c10d10=+D"), "Wd10=+D");
        assert_eq!(read(WAZIR_ON_LAST_RANK, "Wd10").as_deref(), Ok("c10d10"));
        let p = pos_with(WAZIR_ON_LAST_RANK, "promotion_trigger=from-penultimate");
        assert_eq!(parse_san(&p, "Wd10=+D"), Err(SanError::Illegal));
        let m = parse_san(&p, "Wd10").unwrap();
        assert_eq!(m.to_string(), "c10d10");
        assert_eq!(write_san(&p, m), "Wd10");
    }

    #[test]
    fn a_pawn_move_to_the_penultimate_rank_without_its_new_kind_is_illegal() {
        assert_eq!(read(PAWN_PROMOTION, "e9"), Err(SanError::Illegal));
        assert_eq!(read(PAWN_PROMOTION, "exd9"), Err(SanError::Illegal));
        // A pawn never becomes a Queen or a promoted-only kind.
        assert_eq!(read(PAWN_PROMOTION, "e9=Q"), Err(SanError::Illegal));
        assert_eq!(read(PAWN_PROMOTION, "e9=+A"), Err(SanError::Illegal));
    }
}

mod castling {
    use super::*;

    #[test]
    fn castling_towards_the_j_file_is_o_o_and_towards_the_a_file_o_o_o() {
        assert_eq!(san(CASTLING, "f1h1"), "O-O");
        assert_eq!(san(CASTLING, "f1d1"), "O-O-O");
        assert_eq!(san(BLACK_CASTLING, "f10h10"), "O-O");
        assert_eq!(san(BLACK_CASTLING, "f10d10"), "O-O-O");
    }

    #[test]
    fn castling_that_checks_with_the_rook_gets_its_mark() {
        // The Rook lands on g1 (O-O) or e1 (O-O-O).
        let g10 = "6k3/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1";
        assert_eq!(san(g10, "f1h1"), "O-O+");
        assert_eq!(san(g10, "f1d1"), "O-O-O");
        let e10 = "4k5/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1";
        assert_eq!(san(e10, "f1h1"), "O-O");
        assert_eq!(san(e10, "f1d1"), "O-O-O+");
    }

    #[test]
    fn a_king_step_or_a_rook_move_is_not_castling() {
        assert_eq!(san(CASTLING, "f1g1"), "Kg1");
        assert_eq!(san(CASTLING, "f1e1"), "Ke1");
        assert_eq!(san(CASTLING, "i1g1"), "Rg1");
        assert_eq!(san(CASTLING, "b1e1"), "Re1");
    }
}

mod pass {
    use super::*;

    #[test]
    fn the_forced_pass_is_written_as_two_dashes() {
        let p = pos(PASS);
        let moves = p.legal_move_list();
        assert_eq!(moves.len(), 1);
        assert_eq!(write_san(&p, moves[0]), "--");
        assert_eq!(parse_san(&p, "--"), Ok(moves[0]));
    }

    #[test]
    fn a_pass_is_illegal_while_a_side_has_another_move() {
        assert_eq!(read(START_FEN, "--"), Err(SanError::Illegal));
    }
}

mod check_marks {
    use super::*;

    #[test]
    fn a_check_is_marked_plus_and_a_mate_hash() {
        assert_eq!(san(MATE, "h9e6"), "Qe6+");
        assert_eq!(san(MATE, "h9h3"), "Qh3+");
        assert_eq!(san(MATE, "h9b9"), "Qb9#");
        assert_eq!(san(MATE, "h9h10"), "Qh10#");
        assert_eq!(san(MATE, "h9c9"), "Qc9");
    }

    #[test]
    fn a_piece_that_becomes_a_cannon_screen_gives_check() {
        assert_eq!(san(SCREEN, "d4f5"), "Nf5+");
        assert_eq!(san(SCREEN, "d4f3"), "Nf3+");
        assert_eq!(san(SCREEN, "d4e6"), "Ne6");
        // The Cannon itself, with no screen, does not check.
        assert_eq!(san(SCREEN, "f1f9"), "Cf9");
    }

    #[test]
    fn a_move_that_leaves_no_move_but_no_check_gets_no_mark() {
        // After Qc9 Black is not in check and has no move: it must pass.
        let p = pos(MATE);
        let m = p.parse_move("h9c9").unwrap();
        assert_eq!(write_san(&p, m), "Qc9");
        let mut after = p.clone();
        after.play(m).unwrap();
        let moves = after.legal_move_list();
        assert_eq!(moves.len(), 1);
        assert_eq!(write_san(&after, moves[0]), "--");
    }
}

mod reading {
    use super::*;

    #[test]
    fn written_san_reads_back() {
        assert_eq!(read(START_FEN, "Nc5").as_deref(), Ok("b3c5"));
        assert_eq!(read(START_FEN, "e5").as_deref(), Ok("e4e5"));
        assert_eq!(read(CAPTURES, "dxe5").as_deref(), Ok("d4e5"));
        assert_eq!(read(CAPTURES, "Cxe5").as_deref(), Ok("e1e5"));
        assert_eq!(read(PAWN_PROMOTION, "exd9=R").as_deref(), Ok("e8d9=R"));
        assert_eq!(read(FERZ_WAZIR, "Fde10=+A").as_deref(), Ok("d9e10=+A"));
        assert_eq!(read(PROMOTED, "+Kxh8").as_deref(), Ok("h1h8"));
        assert_eq!(read(CASTLING, "O-O").as_deref(), Ok("f1h1"));
        assert_eq!(read(CASTLING, "O-O-O").as_deref(), Ok("f1d1"));
    }

    #[test]
    fn readers_accept_move_text_and_zeros_for_castling() {
        assert_eq!(read(CASTLING, "0-0").as_deref(), Ok("f1h1"));
        assert_eq!(read(CASTLING, "0-0-0").as_deref(), Ok("f1d1"));
        assert_eq!(read(CASTLING, "f1h1").as_deref(), Ok("f1h1"));
        assert_eq!(read(START_FEN, "b3c5").as_deref(), Ok("b3c5"));
        assert_eq!(read(FERZ_WAZIR, "d9e10=+A").as_deref(), Ok("d9e10=+A"));
        assert_eq!(read(PAWN_PROMOTION, "e8e9=r").as_deref(), Ok("e8e9=R"));
    }

    #[test]
    fn readers_ignore_marks_and_missing_or_extra_capture_signs() {
        for text in ["Cxe5", "Ce5", "C:e5", "Cxe5!", "Cxe5+", "Cxe5?!"] {
            assert_eq!(read(CAPTURES, text).as_deref(), Ok("e1e5"), "{text}");
        }
        assert_eq!(read(CAPTURES, "de5").as_deref(), Ok("d4e5"));
        assert_eq!(read(START_FEN, "Nxc5").as_deref(), Ok("b3c5"));
        for text in ["Qb9#", "Qb9", "Qb9+", "Qxb9#"] {
            assert_eq!(read(MATE, text).as_deref(), Ok("h9b9"), "{text}");
        }
        assert_eq!(read(PROMOTED, "+Ad10+").as_deref(), Ok("d1d10"));
        assert_eq!(read(PROMOTED, "+Ad10").as_deref(), Ok("d1d10"));
    }

    #[test]
    fn readers_accept_a_promotion_without_its_equals_sign() {
        assert_eq!(read(PAWN_PROMOTION, "e9R").as_deref(), Ok("e8e9=R"));
        assert_eq!(read(PAWN_PROMOTION, "exd9A").as_deref(), Ok("e8d9=A"));
        assert_eq!(read(FERZ_WAZIR, "Fc10+A").as_deref(), Ok("d9c10=+A"));
        assert_eq!(read(FERZ_WAZIR, "Wh10+E").as_deref(), Ok("h9h10=+E"));
        // The check mark after a promoted-only kind's letter is still a check mark.
        assert_eq!(read(FERZ_WAZIR, "Ffe10=+A+").as_deref(), Ok("f9e10=+A"));
        assert_eq!(read(FERZ_WAZIR, "Ffe10+A+").as_deref(), Ok("f9e10=+A"));
    }

    #[test]
    fn readers_accept_more_origin_than_needed() {
        assert_eq!(read(START_FEN, "Nb3c5").as_deref(), Ok("b3c5"));
        assert_eq!(read(START_FEN, "Nbc5").as_deref(), Ok("b3c5"));
        assert_eq!(read(START_FEN, "N3c5").as_deref(), Ok("b3c5"));
        assert_eq!(read(ROOKS, "Ra10a6").as_deref(), Ok("a10a6"));
        assert_eq!(read(ROOKS, "Raa1").as_deref(), Ok("a2a1"));
        assert_eq!(read(QUEENS, "Qc1b2").as_deref(), Ok("c1b2"));
        assert_eq!(read(AMAZONS, "+Ab1d2").as_deref(), Ok("b1d2"));
        assert_eq!(read(FERZ_WAZIR, "Fd9c10=+A").as_deref(), Ok("d9c10=+A"));
    }

    #[test]
    fn too_little_origin_is_ambiguous_and_names_the_candidates() {
        assert_eq!(candidates(KNIGHTS, "Ne4"), ["Nce4", "Nge4"]);
        assert_eq!(candidates(ROOKS, "Ra6"), ["R10a6", "R2a6"]);
        assert_eq!(candidates(ROOKS, "Raa6"), ["R10a6", "R2a6"]);
        assert_eq!(candidates(QUEENS, "Qb2"), ["Q3b2", "Qa1b2", "Qcb2"]);
        assert_eq!(candidates(QUEENS, "Qab2"), ["Q3b2", "Qa1b2"]);
        assert_eq!(candidates(AMAZONS, "+Ad2"), ["+Abd2", "+Afd2"]);
        assert_eq!(candidates(FERZ_WAZIR, "Fe10=+A"), ["Fde10=+A", "Ffe10=+A+"]);
        assert_eq!(candidates(FERZ_WAZIR, "Fe10"), ["Fde10", "Ffe10"]);
    }

    #[test]
    fn a_move_no_legal_move_is_written_as_is_illegal() {
        for text in [
            "e6", "Ke2", "Nd5", "O-O", "O-O-O", "Qe5", "exd5", "e4e6", "Ad5", "+Ad5", "zz9", "Pe5",
            "Ne5=R", "a11",
        ] {
            assert_eq!(read(START_FEN, text), Err(SanError::Illegal), "{text}");
        }
        // The wrong letter for the piece on the origin, and the Archer's letter for the Amazon.
        assert_eq!(read(START_FEN, "Eb3c5"), Err(SanError::Illegal));
        assert_eq!(read(PROMOTED, "Ad1d5"), Err(SanError::Illegal));
        assert_eq!(read(PROMOTED, "+Aa2d5"), Err(SanError::Illegal));
        // Lower-case letters are move text only.
        assert_eq!(read(PAWN_PROMOTION, "e9=r"), Err(SanError::Illegal));
    }

    #[test]
    fn empty_non_ascii_or_overlong_text_is_malformed() {
        for text in ["", "   ", "Nc5é", "е5", "兵e5"] {
            assert_eq!(read(START_FEN, text), Err(SanError::Malformed), "{text:?}");
        }
        let long = "N".repeat(MAX_SAN_LEN + 1);
        assert_eq!(read(START_FEN, &long), Err(SanError::Malformed));
    }
}

mod random_games {
    use super::*;

    /// A small deterministic generator (xorshift), so that failures reproduce.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// Start positions: the game's own; a middle game of promoted-only kinds; castling with
    /// hoppers; pawns, Ferzes and Wazirs about to promote on both sides; a position that soon
    /// runs out of moves.
    const STARTS: &[&str] = &[
        START_FEN,
        "4k5/1+k7z/l1+r1+P1+e1I1/3a1+G4/1+L5c2/3+D1p2g1/+A5+R3/1f+E6+M/7+B2/2H1K5 b - - 0 1",
        "1r3k2r1/2q7/5c4/p9/5+k4/9a/3aPPP3/10/5G4/1RCBQK1CR1 w KQk - 0 1",
        "4k5/1F5W2/2P1P1P3/10/2n4n2/2N4N2/10/2p1p1p3/1f5w2/5K4 w - - 0 1",
        "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1",
        "r3k4r/10/10/10/10/10/10/10/10/1R3K2R1 w KQ - 0 1",
    ];

    /// The option sets: the default, the other promotion trigger, the adjudication draws.
    const OPTION_SETS: &[&str] = &[
        "",
        "promotion_trigger=from-penultimate",
        "repetition_draw=true move_limit=20 bare_kings_draw=true",
    ];

    /// Every legal move of `p`: its SAN reads back to it (also without its marks) and differs
    /// from every other move's. Adds to `marks` the marks its SANs use.
    fn check_position(p: &Xianling, marks: &mut HashSet<&'static str>) {
        let writer = SanWriter::new(p);
        let moves = p.legal_move_list();
        let mut seen = HashSet::new();
        for &m in moves.iter() {
            let text = writer.write(m);
            assert_eq!(text, write_san(p, m), "{p}");
            assert!(
                !text.is_empty() && text.is_ascii() && text.len() <= MAX_SAN_LEN,
                "{text}"
            );
            assert!(seen.insert(text.clone()), "{p}: two moves written {text}");
            assert_eq!(parse_san(p, &text), Ok(m), "{text} in {p}");
            let bare = text.trim_end_matches(['+', '#']);
            assert_eq!(parse_san(p, bare), Ok(m), "{bare} in {p}");
            for mark in ["x", "=", "=+", "+A", "+", "#", "O-O", "O-O-O", "--"] {
                if text.contains(mark) {
                    marks.insert(mark);
                }
            }
        }
    }

    #[test]
    fn every_legal_move_has_one_san_that_reads_back_to_it_under_every_option_set() {
        let mut rng = Rng(0x5a4_c0de_2026_1201);
        let mut marks = HashSet::new();
        for opts in OPTION_SETS {
            for start in STARTS {
                for _ in 0..3 {
                    let mut p = pos_with(start, opts);
                    for _ in 0..120 {
                        check_position(&p, &mut marks);
                        let moves = p.legal_move_list();
                        if moves.is_empty() {
                            break;
                        }
                        p.play_unchecked(moves[rng.below(moves.len())]);
                    }
                }
            }
        }
        for mark in ["x", "=", "=+", "+A", "+", "#", "O-O", "O-O-O", "--"] {
            assert!(marks.contains(mark), "no SAN used {mark}");
        }
    }
}

mod properties {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

        /// Random games drawn as move choices, so that a failure shrinks to a short game.
        #[test]
        fn san_of_every_legal_move_reads_back_and_no_two_moves_share_one(
            choices in proptest::collection::vec(any::<u16>(), 1..80)
        ) {
            let mut p = pos(START_FEN);
            for c in choices {
                let writer = SanWriter::new(&p);
                let moves = p.legal_move_list();
                let mut written: Vec<String> = moves.iter().map(|&m| writer.write(m)).collect();
                for (&m, text) in moves.iter().zip(&written) {
                    prop_assert_eq!(parse_san(&p, text), Ok(m));
                }
                written.sort();
                written.dedup();
                prop_assert_eq!(written.len(), moves.len());
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[c as usize % moves.len()]);
            }
        }
    }
}
