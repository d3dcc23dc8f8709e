//! Short algebraic notation (SAN) of Volkhv tower chess (`docs/notation/volkhv.md`, "SAN"): one
//! test per rule of the grammar and per kind of move, then properties along random games in
//! several option sets.

use skazka_core::Position;
use skazka_core::san::{SanError, SanWriter, parse_san, write_san};
use skazka_volkhv::{Move, Options, Volkhv};

fn opts(pairs: &[(&str, &str)]) -> Options {
    let mut o = Options::default();
    for (k, v) in pairs {
        o.set(k, v).unwrap_or_else(|e| panic!("{k}={v}: {e}"));
    }
    o
}

fn pos_with(fen: &str, o: &Options) -> Volkhv {
    Volkhv::from_fen(fen, o).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn pos(fen: &str) -> Volkhv {
    pos_with(fen, &Options::default())
}

/// The SAN of the move given as move text in `p`.
fn san_in(p: &Volkhv, text: &str) -> String {
    let m = p
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
    write_san(p, m)
}

/// The SAN of the move given as move text in the position `fen` (default options).
fn san(fen: &str, text: &str) -> String {
    san_in(&pos(fen), text)
}

/// The move text of the move `text` reads as in `p`.
fn read_in(p: &Volkhv, text: &str) -> Result<String, SanError> {
    parse_san(p, text).map(|m| m.to_string())
}

fn read(fen: &str, text: &str) -> Result<String, SanError> {
    read_in(&pos(fen), text)
}

/// Every legal move's SAN in `p`, sorted.
fn all_san(p: &Volkhv) -> Vec<String> {
    let writer = SanWriter::new(p);
    let mut v: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(|&m| writer.write(m))
        .collect();
    v.sort();
    v
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1";

mod pieces_and_pawns {
    use super::*;

    #[test]
    fn a_move_is_written_by_its_top_checkers_letter_and_pawns_have_none() {
        assert_eq!(san(START, "e2e4"), "e4");
        assert_eq!(san(START, "g1f3"), "Nf3");
        let open = "4k3/8/8/8/8/8/8/R2QKB2 w - - - 0 1";
        assert_eq!(san(open, "a1a5"), "Ra5");
        assert_eq!(san(open, "d1g4"), "Qg4");
        assert_eq!(san(open, "f1c4"), "Bc4");
        assert_eq!(san(open, "e1e2"), "Ke2");
        // A tower moves as its top checker: a white knight on a black queen is a knight.
        assert_eq!(san("4k3/8/8/8/3(qN)4/8/8/4K3 w - - - 0 1", "d4f5"), "Nf5");
    }

    #[test]
    fn promoted_checkers_and_the_helgi_are_written_by_their_kind() {
        // A promoted checker (`~`) is written by its declared kind.
        assert_eq!(san("4k3/8/8/8/3Q~^4/8/8/4K3 w - - - 0 1", "d4d7"), "Qd7+");
        let fed = opts(&[("profile", "federation")]);
        let p = pos_with("4k3/8/8/8/3H~^4/8/8/4K3 w - - - 0 1", &fed);
        assert_eq!(san_in(&p, "d4b3"), "Hb3");
        assert_eq!(san_in(&p, "d4d7"), "Hd7+");
    }

    #[test]
    fn the_start_has_39_distinct_san_moves() {
        let p = pos(START);
        let all = all_san(&p);
        assert_eq!(all.len(), 39);
        for text in ["Nd2", "Ne2", "Bd2", "Qc2", "Kf2", "Rb1", "Ra2", "a3", "h4"] {
            assert!(all.iter().any(|s| s == text), "{text} missing: {all:?}");
        }
    }
}

mod captures_and_climbs {
    use super::*;

    #[test]
    fn landing_on_an_enemy_topped_stack_is_a_capture_marked_x() {
        let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - - 0 2";
        assert_eq!(san(fen, "e4d5"), "exd5");
        assert_eq!(san(fen, "c3d5"), "Nxd5");
        // The whole tower on d5 goes under the capturing queen.
        let tower = "rnbqkbnr/ppp1pppp/8/3(p^P^)4/8/8/PPPP1PPP/RNBQKBNR b KQkq - - 0 2";
        assert_eq!(san(tower, "d8d5"), "Qxd5");
    }

    #[test]
    fn climbing_an_own_stack_is_not_a_capture_and_has_no_x() {
        assert_eq!(san(START, "b1d2"), "Nd2");
        assert_eq!(san(START, "c1d2"), "Bd2");
        assert_eq!(san(START, "a1a2"), "Ra2");
        // Own-topped, even with an enemy prisoner inside: still a climb.
        assert_eq!(san("4k3/8/8/8/8/3(pN^)4/8/R3K3 w - - - 0 1", "a1a3"), "Ra3");
        // Reading with an `x` is lenient all the same.
        assert_eq!(read(START, "Nxd2"), Ok("b1d2".to_owned()));
    }

    #[test]
    fn a_pawn_climbing_diagonally_names_its_file_without_x() {
        let fen = "4k3/8/8/8/8/3N4/4P3/4K3 w - - - 0 1";
        assert_eq!(san(fen, "e2d3"), "ed3");
        assert_eq!(read(fen, "ed3"), Ok("e2d3".to_owned()));
        assert_eq!(read(fen, "exd3"), Ok("e2d3".to_owned()));
        assert_eq!(read(fen, "e2d3"), Ok("e2d3".to_owned()));
        // Two pawns climbing the same knight: each names its file.
        let two = "4k3/8/8/8/8/3N4/2P1P3/4K3 w - - - 0 1";
        assert_eq!(san(two, "c2d3"), "cd3");
        assert_eq!(san(two, "e2d3"), "ed3");
    }

    #[test]
    fn a_pawn_capture_names_its_file_and_en_passant_is_a_capture() {
        let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 - 0 2";
        assert_eq!(san(fen, "e5d6"), "exd6");
        assert_eq!(read(fen, "exd6"), Ok("e5d6".to_owned()));
        assert_eq!(read(fen, "e5xd6 ep"), Ok("e5d6".to_owned()));
    }

    #[test]
    fn the_federation_pawn_climbs_straight_ahead_like_a_push() {
        let fed = opts(&[("profile", "federation")]);
        let p = pos_with("4k3/8/8/8/8/4N3/4P=H3/4K3 w - - - 0 1", &fed);
        assert_eq!(san_in(&p, "e2e3"), "e3");
    }
}

mod tower_parts {
    use super::*;

    /// A white rook on a black queen on e4.
    const SPLIT: &str = "3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1";

    #[test]
    fn a_top_part_is_written_with_its_count_after_the_target() {
        assert_eq!(san(SPLIT, "e4e2"), "Re2");
        assert_eq!(san(SPLIT, "e4(1)e2"), "Re2(1)");
        assert_eq!(read(SPLIT, "Re2(1)"), Ok("e4(1)e2".to_owned()));
        assert_eq!(read(SPLIT, "Re2"), Ok("e4e2".to_owned()));
    }

    #[test]
    fn every_count_of_a_tall_tower_has_its_own_san() {
        // Bottom to top: black pawn, white knight, white bishop; the bishop is on top.
        let fen = "4k3/8/8/8/3(pNB)4/8/8/4K3 w - - - 0 1";
        assert_eq!(san(fen, "d4f6"), "Bf6");
        assert_eq!(san(fen, "d4(2)f6"), "Bf6(2)");
        assert_eq!(san(fen, "d4(1)f6"), "Bf6(1)");
        let p = pos(fen);
        let to_f6: Vec<String> = all_san(&p)
            .into_iter()
            .filter(|s| s.starts_with("Bf6"))
            .collect();
        assert_eq!(to_f6, ["Bf6", "Bf6(1)", "Bf6(2)"]);
    }

    #[test]
    fn a_split_that_frees_a_checking_piece_is_marked_check() {
        // The white knight leaves the white queen under it; the queen checks along the e-file.
        let fen = "4k3/8/8/8/4(QN)3/8/8/K7 w - - - 0 1";
        assert_eq!(san(fen, "e4(1)c5"), "Nc5(1)+");
        assert_eq!(san(fen, "e4c5"), "Nc5");
    }

    #[test]
    fn a_count_equal_to_the_height_is_not_the_whole_towers_san() {
        // The move text reads `e4(2)e2` as the whole tower; SAN writes the whole tower
        // without a count, so `Re2(2)` names no move.
        assert_eq!(read(SPLIT, "e4(2)e2"), Ok("e4e2".to_owned()));
        assert_eq!(read(SPLIT, "Re2(2)"), Err(SanError::Illegal));
    }
}

mod disambiguation {
    use super::*;

    #[test]
    fn the_origin_file_is_given_when_it_tells_the_pieces_apart() {
        let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - - 0 1";
        assert_eq!(san(fen, "b1d2"), "Nbd2");
        assert_eq!(san(fen, "f3d2"), "Nfd2");
        assert_eq!(san(fen, "b1a3"), "Na3");
    }

    #[test]
    fn the_origin_rank_is_given_when_the_files_are_the_same() {
        let fen = "4k3/8/8/R7/8/8/8/R3K3 w - - - 0 1";
        assert_eq!(san(fen, "a1a3"), "R1a3");
        assert_eq!(san(fen, "a5a3"), "R5a3");
    }

    #[test]
    fn the_origin_square_is_given_when_neither_file_nor_rank_is_enough() {
        let fen = "5k2/8/8/8/Q6Q/8/8/Q3K3 w - - - 0 1";
        assert_eq!(san(fen, "a4d4"), "Qa4d4");
        assert_eq!(san(fen, "h4d4"), "Qhd4");
        assert_eq!(san(fen, "a1d4"), "Q1d4");
    }

    #[test]
    fn moves_told_apart_by_their_count_need_no_origin() {
        // Two rook-topped towers on a4 and h4.
        let fen = "4k3/8/8/8/(pR)6(nR)/8/8/4K3 w - - - 0 1";
        // Both reach d4, whole or in part: the origin tells them apart, the count does not.
        assert_eq!(san(fen, "a4d4"), "Rad4");
        assert_eq!(san(fen, "h4d4"), "Rhd4");
        assert_eq!(san(fen, "a4(1)d4"), "Rad4(1)");
        assert_eq!(san(fen, "h4(1)d4"), "Rhd4(1)");
        // Only the a4 tower reaches a8: its whole and its top rook differ by the count alone.
        assert_eq!(san(fen, "a4a8"), "Ra8+");
        assert_eq!(san(fen, "a4(1)a8"), "Ra8(1)+");
    }

    #[test]
    fn over_disambiguated_origins_are_read() {
        assert_eq!(read(START, "Ngf3"), Ok("g1f3".to_owned()));
        assert_eq!(read(START, "N1f3"), Ok("g1f3".to_owned()));
        assert_eq!(read(START, "Ng1f3"), Ok("g1f3".to_owned()));
        assert_eq!(read(START, "Ng1-f3"), Ok("g1f3".to_owned()));
    }
}

mod promotions {
    use super::*;

    #[test]
    fn a_promotion_is_written_with_equals_and_the_letter() {
        let fen = "3r3k/4P3/8/8/8/8/8/4K3 w - - - 0 1";
        assert_eq!(san(fen, "e7e8=Q"), "e8=Q+");
        assert_eq!(san(fen, "e7e8=N"), "e8=N");
        assert_eq!(san(fen, "e7d8=R"), "exd8=R+");
        assert_eq!(san(fen, "e7d8=N"), "exd8=N");
        assert_eq!(read(fen, "e8Q"), Ok("e7e8=Q".to_owned()));
        assert_eq!(read(fen, "exd8N"), Ok("e7d8=N".to_owned()));
    }

    #[test]
    fn a_promoting_top_part_writes_its_count_before_the_letter() {
        // A white pawn on a black knight on e7.
        let fen = "k7/4(nP)3/8/8/8/8/8/4K3 w - - - 0 1";
        assert_eq!(san(fen, "e7e8=Q"), "e8=Q+");
        assert_eq!(san(fen, "e7(1)e8=Q"), "e8(1)=Q+");
        assert_eq!(read(fen, "e8(1)Q"), Ok("e7(1)e8=Q".to_owned()));
    }

    #[test]
    fn a_split_freeing_the_movers_pawn_on_its_last_rank_carries_the_letter() {
        // A white rook stands on a white pawn on d8: the rook leaving alone frees the pawn.
        let p = pos("3(PR)4/8/7k/8/8/8/8/K7 w - - - 0 1");
        assert_eq!(san_in(&p, "d8(1)d4=N"), "Rd4(1)=N");
        assert_eq!(san_in(&p, "d8d4"), "Rd4");
        assert_eq!(read_in(&p, "Rd4(1)N"), Ok("d8(1)d4=N".to_owned()));
    }

    #[test]
    fn the_federation_writes_the_pawns_fixed_kind() {
        let fed = opts(&[("profile", "federation")]);
        let p = pos_with("k7/4P=H^3/8/8/8/8/8/4K3 w - - - 0 1", &fed);
        assert_eq!(san_in(&p, "e7e8=H"), "e8=H+");
    }

    #[test]
    fn staying_a_pawn_is_written_without_a_suffix_when_promotion_is_optional() {
        let o = opts(&[("promotion_optional", "true")]);
        let p = pos_with("8/k3P^3/8/8/8/8/8/4K3 w - - - 0 1", &o);
        let all = all_san(&p);
        for text in ["e8", "e8=Q", "e8=R", "e8=B", "e8=N"] {
            assert!(all.iter().any(|s| s == text), "{text} missing: {all:?}");
        }
    }
}

mod castling {
    use super::*;

    const BOTH: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - - 0 1";

    #[test]
    fn castling_is_written_o_o_and_o_o_o() {
        assert_eq!(san(BOTH, "e1g1"), "O-O");
        assert_eq!(san(BOTH, "e1c1"), "O-O-O");
        let black = BOTH.replace(" w ", " b ");
        assert_eq!(san(&black, "e8g8"), "O-O");
        assert_eq!(san(&black, "e8c8"), "O-O-O");
    }

    #[test]
    fn castling_is_read_with_letters_or_zeros() {
        assert_eq!(read(BOTH, "O-O"), Ok("e1g1".to_owned()));
        assert_eq!(read(BOTH, "0-0-0"), Ok("e1c1".to_owned()));
        assert_eq!(read(BOTH, "O-O+"), Ok("e1g1".to_owned()));
    }

    #[test]
    fn castling_that_checks_is_marked() {
        let fen = "5k2/8/8/8/8/8/8/4K2R w K - - 0 1";
        assert_eq!(san(fen, "e1g1"), "O-O+");
    }

    #[test]
    fn a_king_topped_tower_moving_two_squares_is_not_castling() {
        // Talleyrand: a King on a rook moves as the rook, two squares along the rank.
        let o = opts(&[("talleyrand", "true")]);
        let p = pos_with("7k/8/8/8/8/8/8/4(RK)3 w - - - 0 1", &o);
        assert_eq!(san_in(&p, "e1g1"), "Kg1");
        assert_eq!(san_in(&p, "e1(1)f1"), "Kf1(1)");
    }
}

mod checks {
    use super::*;

    #[test]
    fn a_check_is_marked_plus_and_a_mate_hash() {
        assert_eq!(san("4k3/8/8/8/8/8/8/R3K3 w - - - 0 1", "a1a8"), "Ra8+");
        // The black King cannot climb g7: the white King guards it.
        assert_eq!(san("7k/8/5K2/8/8/8/8/6Q1 w - - - 0 1", "g1g7"), "Qg7#");
        assert_eq!(
            read("7k/8/5K2/8/8/8/8/6Q1 w - - - 0 1", "Qg7"),
            Ok("g1g7".to_owned())
        );
    }

    #[test]
    fn a_king_capture_carries_no_mark() {
        let o = opts(&[("king_capture_mode", "true")]);
        let p = pos_with("4k3/8/8/8/8/8/8/4RK2 w - - - 0 1", &o);
        assert_eq!(san_in(&p, "e1e8"), "Rxe8");
    }
}

mod dice {
    use super::*;

    fn dice() -> Options {
        opts(&[("dice", "true")])
    }

    #[test]
    fn a_roll_is_written_as_its_face_in_brackets_without_marks() {
        let p = Volkhv::new(&dice());
        assert_eq!(all_san(&p), ["[B]", "[K]", "[N]", "[P]", "[Q]", "[R]"]);
        assert_eq!(read_in(&p, "[N]"), Ok("[N]".to_owned()));
        // Even when the side to roll is in check, a roll is not marked.
        let checked = pos_with("R3k3/8/8/8/8/8/8/4K3 b - - ? 0 1", &dice());
        assert!(checked.is_check());
        assert!(all_san(&checked).iter().all(|s| !s.contains('+')));
    }

    #[test]
    fn a_pass_is_written_as_two_dashes_without_marks() {
        // The die shows a bishop and Black has none; White's rook gives check all the same.
        let p = pos_with("R3k3/8/8/8/8/8/8/4K3 b - - B 0 1", &dice());
        assert_eq!(all_san(&p), ["--"]);
        assert_eq!(read_in(&p, "--"), Ok("--".to_owned()));
    }

    #[test]
    fn a_rolled_move_is_written_and_marked_as_without_the_die() {
        let p = pos_with("4k3/8/8/8/8/8/8/R3K3 w - - R 0 1", &dice());
        assert_eq!(san_in(&p, "a1a8"), "Ra8+");
        assert_eq!(read_in(&p, "Ra8+"), Ok("a1a8".to_owned()));
        // The move text with its roll reads too.
        assert_eq!(read_in(&p, "[R] a1-a8"), Ok("a1a8".to_owned()));
    }
}

mod declarations {
    use super::*;

    #[test]
    fn a_declaration_is_written_as_its_move_text() {
        let o = opts(&[("released_enemy_promo", "owner")]);
        let p = pos_with("4k3/8/8/3R^4/8/8/7K/3p4 b - - - 1 1 d1", &o);
        assert_eq!(all_san(&p), ["d1=B", "d1=N", "d1=Q", "d1=R"]);
        assert_eq!(read_in(&p, "d1=Q"), Ok("d1=Q".to_owned()));
        assert_eq!(read_in(&p, "d1Q"), Ok("d1=Q".to_owned()));
    }
}

mod reading {
    use super::*;

    #[test]
    fn reading_ignores_marks_and_capture_signs() {
        let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - - 0 2";
        for text in ["exd5", "ed5", "e:d5", "exd5+", "exd5!?", " exd5 "] {
            assert_eq!(read(fen, text), Ok("e4d5".to_owned()), "{text}");
        }
        assert_eq!(read(fen, "Nd5"), Ok("c3d5".to_owned()));
        assert_eq!(read(fen, "Nxd5#"), Ok("c3d5".to_owned()));
    }

    #[test]
    fn the_move_text_is_read_too() {
        assert_eq!(read(START, "e2e4"), Ok("e2e4".to_owned()));
        assert_eq!(read(START, "e2-e4"), Ok("e2e4".to_owned()));
        assert_eq!(
            read("3k4/8/8/8/4(qR)3/8/8/4K3 w - - - 0 1", "e4(1)-e2"),
            Ok("e4(1)e2".to_owned())
        );
    }

    #[test]
    fn an_ambiguous_text_names_every_candidate() {
        let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - - 0 1";
        match parse_san(&pos(fen), "Nd2") {
            Err(SanError::Ambiguous(mut c)) => {
                c.sort();
                assert_eq!(c, ["Nbd2", "Nfd2"]);
            }
            other => panic!("{other:?}"),
        }
        let towers = "4k3/8/8/8/(pR)6(nR)/8/8/4K3 w - - - 0 1";
        match parse_san(&pos(towers), "Rd4(1)") {
            Err(SanError::Ambiguous(mut c)) => {
                c.sort();
                assert_eq!(c, ["Rad4(1)", "Rhd4(1)"]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_text_naming_no_legal_move_is_illegal() {
        assert_eq!(read(START, "Ne5"), Err(SanError::Illegal));
        assert_eq!(read(START, "e5"), Err(SanError::Illegal));
        assert_eq!(read(START, "O-O"), Err(SanError::Illegal));
        assert_eq!(read(START, "Nf3(1)"), Err(SanError::Illegal));
        assert_eq!(read(START, "[N]"), Err(SanError::Illegal));
        assert_eq!(read(START, "--"), Err(SanError::Illegal));
        // A move of the side not to move.
        assert_eq!(read(START, "Nf6"), Err(SanError::Illegal));
    }

    #[test]
    fn empty_overlong_or_non_ascii_text_is_malformed() {
        assert_eq!(read(START, ""), Err(SanError::Malformed));
        assert_eq!(read(START, "   "), Err(SanError::Malformed));
        assert_eq!(read(START, "Кf3"), Err(SanError::Malformed));
        assert_eq!(read(START, &"N".repeat(100)), Err(SanError::Malformed));
    }
}

mod games {
    use super::*;

    #[test]
    fn the_example_game_reads_and_writes_in_san() {
        let line = "e2e4 d7d5 e4d5 d8d5 b1c3 d5(2)e5 g1e2 e5(1)e4 c3e4";
        let sans = "e4 d5 exd5 Qxd5 Nc3 Qe5(2)+ Nge2 Qe4(1) Nxe4";
        let mut p = Volkhv::new(&Options::default());
        let mut q = p.clone();
        for (text, expected) in line.split(' ').zip(sans.split(' ')) {
            assert_eq!(san_in(&p, text), expected, "{p}");
            p.play_text(text).unwrap();
            q.play(parse_san(&q, expected).unwrap()).unwrap();
        }
        assert_eq!(p, q);
    }
}

mod properties {
    use super::*;

    const SETS: &[&[(&str, &str)]] = &[
        &[],
        &[("dice", "true")],
        &[("profile", "federation")],
        &[("talleyrand", "true")],
        &[
            ("released_enemy_promo", "owner"),
            ("promotion_optional", "true"),
        ],
        &[("king_capture_mode", "true"), ("own_capture", "false")],
        &[
            ("dice", "true"),
            ("talleyrand", "true"),
            ("queen_face_wild", "true"),
            ("reroll_on_no_move", "true"),
        ],
        &[
            ("talleyrand", "true"),
            ("talleyrand_set", "tower"),
            ("borrowed_pawn", "owner"),
        ],
        &[("dice", "true"), ("dice_check", "true")],
        &[("own_king_capture", "true")],
    ];

    /// Along one game: every legal move's SAN reads back to it, all SANs differ, and they
    /// are plain tokens.
    fn check_game(set: usize, seed: u64, plies: usize) {
        let o = opts(SETS[set]);
        let mut p = Volkhv::new(&o);
        let mut state = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        for _ in 0..plies {
            let moves: Vec<Move> = p.legal_move_list().iter().copied().collect();
            if moves.is_empty() {
                break;
            }
            let writer = SanWriter::new(&p);
            let mut seen = std::collections::HashMap::new();
            for &m in &moves {
                let text = writer.write(m);
                assert!(
                    !text.is_empty() && text.bytes().all(|b| b.is_ascii_graphic()),
                    "{p}: {text:?}"
                );
                assert_eq!(parse_san(&p, &text), Ok(m), "{:?} {p}: {text}", SETS[set]);
                if let Some(other) = seen.insert(text.clone(), m) {
                    panic!("{:?} {p}: {other:?} and {m:?} are both {text}", SETS[set]);
                }
                assert_eq!(write_san(&p, m), text);
            }
            // Prefer captures and splits now and then, to grow towers.
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let pick = (state >> 33) as usize % moves.len();
            p.play(moves[pick]).unwrap();
        }
    }

    #[test]
    fn every_legal_move_reads_back_and_all_san_differ_in_every_option_set() {
        for set in 0..SETS.len() {
            for seed in 0..4 {
                check_game(set, seed + 17 * set as u64, 120);
            }
        }
    }
}
