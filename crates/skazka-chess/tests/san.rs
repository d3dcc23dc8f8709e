//! Standard algebraic notation (SAN) of chess, as in PGN: one test per rule of the grammar,
//! then properties along random games.

use skazka_chess::Chess;
use skazka_core::Position;
use skazka_core::san::{SanError, SanWriter, parse_san, write_lan, write_san};

fn pos(fen: &str) -> Chess {
    Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The SAN of the move given as coordinate text in the position `fen`.
fn san(fen: &str, uci: &str) -> String {
    let p = pos(fen);
    let m = p
        .parse_move(uci)
        .unwrap_or_else(|e| panic!("{uci} in {fen}: {e}"));
    write_san(&p, m)
}

/// The coordinate text of the move `text` reads as in the position `fen`.
fn read(fen: &str, text: &str) -> Result<String, SanError> {
    parse_san(&pos(fen), text).map(|m| m.to_string())
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

mod pieces_and_pawns {
    use super::*;

    #[test]
    fn pieces_are_written_with_upper_case_letters_and_pawns_without_one() {
        assert_eq!(san(START, "e2e4"), "e4");
        assert_eq!(san(START, "e2e3"), "e3");
        assert_eq!(san(START, "g1f3"), "Nf3");
        let open = "4k3/8/8/8/8/8/8/R2QKB2 w - - 0 1";
        assert_eq!(san(open, "a1a5"), "Ra5");
        assert_eq!(san(open, "d1g4"), "Qg4");
        assert_eq!(san(open, "f1c4"), "Bc4");
        assert_eq!(san(open, "e1e2"), "Ke2");
    }

    #[test]
    fn a_capture_is_marked_x_and_a_pawn_capture_names_its_file() {
        let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 2";
        assert_eq!(san(fen, "e4d5"), "exd5");
        assert_eq!(san(fen, "c3d5"), "Nxd5");
        assert_eq!(san(fen, "e4e5"), "e5");
    }
}

mod disambiguation {
    use super::*;

    #[test]
    fn the_origin_file_is_given_when_it_tells_the_pieces_apart() {
        let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        assert_eq!(san(fen, "b1d2"), "Nbd2");
        assert_eq!(san(fen, "f3d2"), "Nfd2");
        // Only one knight reaches a4: no origin.
        assert_eq!(san(fen, "b1a3"), "Na3");
    }

    #[test]
    fn the_origin_rank_is_given_when_the_pieces_share_a_file() {
        let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        assert_eq!(san(rooks, "a1a3"), "R1a3");
        assert_eq!(san(rooks, "a5a3"), "R5a3");
        let knights = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
        assert_eq!(san(knights, "g1f3"), "N1f3");
        assert_eq!(san(knights, "g5f3"), "N5f3");
    }

    #[test]
    fn the_whole_origin_square_is_given_when_neither_file_nor_rank_alone_tells() {
        let queens = "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
        assert_eq!(san(queens, "a1b2"), "Qa1b2");
        assert_eq!(san(queens, "a3b2"), "Q3b2");
        assert_eq!(san(queens, "c1b2"), "Qcb2");
        let knights = "4k3/8/8/8/1N6/8/1N3N2/4K3 w - - 0 1";
        assert_eq!(san(knights, "b2d3"), "Nb2d3");
        assert_eq!(san(knights, "b4d3"), "N4d3");
        assert_eq!(san(knights, "f2d3"), "Nfd3");
    }

    #[test]
    fn a_pinned_piece_does_not_count_as_a_rival() {
        // The knight on c3 is pinned by the bishop on a5; only the g1 knight reaches e2.
        let fen = "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1";
        assert_eq!(san(fen, "g1e2"), "Ne2");
    }

    #[test]
    fn a_capture_keeps_the_least_origin_before_its_x() {
        let fen = "4k3/8/8/3p4/8/2N1N3/8/4K3 w - - 0 1";
        assert_eq!(san(fen, "c3d5"), "Ncxd5");
        assert_eq!(san(fen, "e3d5"), "Nexd5");
        let pawns = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1";
        assert_eq!(san(pawns, "c4d5"), "cxd5");
        assert_eq!(san(pawns, "e4d5"), "exd5");
    }
}

mod promotion {
    use super::*;

    #[test]
    fn a_promotion_is_written_with_an_equals_sign_and_the_new_piece() {
        let fen = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(san(fen, "a7a8q"), "a8=Q");
        assert_eq!(san(fen, "a7a8r"), "a8=R");
        assert_eq!(san(fen, "a7a8b"), "a8=B");
        assert_eq!(san(fen, "a7a8n"), "a8=N");
        assert_eq!(san(fen, "a7b8q"), "axb8=Q+");
        assert_eq!(san(fen, "a7b8n"), "axb8=N");
    }

    #[test]
    fn a_promotion_that_mates_is_marked_with_a_hash() {
        let fen = "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(san(fen, "e7e8q"), "e8=Q#");
        assert_eq!(san(fen, "e7e8r"), "e8=R#");
        assert_eq!(san(fen, "e7e8n"), "e8=N");
    }

    #[test]
    fn two_pawns_promoting_on_one_square_are_told_apart_by_file() {
        let fen = "2n3k1/1P1P4/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(san(fen, "b7c8q"), "bxc8=Q+");
        assert_eq!(san(fen, "d7c8n"), "dxc8=N");
        assert_eq!(san(fen, "d7c8q"), "dxc8=Q+");
    }
}

mod castling {
    use super::*;

    #[test]
    fn castling_is_written_o_o_and_o_o_o() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(san(fen, "e1g1"), "O-O");
        assert_eq!(san(fen, "e1c1"), "O-O-O");
        let black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
        assert_eq!(san(black, "e8g8"), "O-O");
        assert_eq!(san(black, "e8c8"), "O-O-O");
    }

    #[test]
    fn castling_that_checks_or_mates_with_the_rook_gets_its_mark() {
        assert_eq!(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
        assert_eq!(san("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"), "O-O-O+");
        assert_eq!(
            san("2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"),
            "O-O-O#"
        );
    }

    #[test]
    fn a_king_step_is_not_castling() {
        assert_eq!(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1f1"), "Kf1");
    }
}

mod en_passant {
    use super::*;

    #[test]
    fn en_passant_is_a_pawn_capture_onto_the_passed_square() {
        assert_eq!(san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
    }

    #[test]
    fn en_passant_that_checks_directly_or_by_discovery_is_marked() {
        // The pawn on d6 checks the king on e7.
        assert_eq!(san("8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6+");
        // Both pawns leave the fifth rank: the rook on a5 checks the king on h5.
        assert_eq!(san("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6+");
        // Double check: the pawn on d6 and the rook on e1, uncovered.
        assert_eq!(san("8/4k3/8/3pP3/8/8/8/4R1K1 w - d6 0 1", "e5d6"), "exd6+");
    }
}

mod check_marks {
    use super::*;

    #[test]
    fn a_check_is_marked_plus_and_a_mate_hash() {
        let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4";
        assert_eq!(san(scholar, "f3f7"), "Qxf7#");
        assert_eq!(san(scholar, "c4f7"), "Bxf7+");
        let fool = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
        assert_eq!(san(fool, "d8h4"), "Qh4#");
    }

    #[test]
    fn a_double_check_has_one_plus() {
        // The knight checks from f6 and uncovers the rook on e1.
        let fen = "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1";
        assert_eq!(san(fen, "e4f6"), "Nf6+");
        assert_eq!(san(fen, "e4d6"), "Nd6+");
        assert_eq!(san(fen, "e4c3"), "Nc3+");
    }

    #[test]
    fn stalemate_gets_no_mark() {
        assert_eq!(san("7k/8/6Q1/8/8/8/8/4K3 w - - 0 1", "g6f7"), "Qf7");
    }
}

mod reading {
    use super::*;

    #[test]
    fn written_san_reads_back() {
        assert_eq!(read(START, "Nf3").as_deref(), Ok("g1f3"));
        assert_eq!(read(START, "e4").as_deref(), Ok("e2e4"));
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(read(fen, "O-O").as_deref(), Ok("e1g1"));
        assert_eq!(read(fen, "O-O-O").as_deref(), Ok("e1c1"));
    }

    #[test]
    fn readers_accept_zeros_for_castling_and_coordinate_text() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(read(fen, "0-0").as_deref(), Ok("e1g1"));
        assert_eq!(read(fen, "0-0-0").as_deref(), Ok("e1c1"));
        assert_eq!(read(fen, "e1g1").as_deref(), Ok("e1g1"));
        assert_eq!(read(START, "g1f3").as_deref(), Ok("g1f3"));
        assert_eq!(
            read("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8n").as_deref(),
            Ok("a7b8n")
        );
    }

    #[test]
    fn readers_ignore_marks_and_missing_or_extra_capture_signs() {
        let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4";
        for text in ["Qxf7#", "Qxf7", "Qf7", "Qf7+", "Qxf7#!", "Qxf7!?", "Q:f7"] {
            assert_eq!(read(scholar, text).as_deref(), Ok("f3f7"), "{text}");
        }
        assert_eq!(read(START, "Nxf3").as_deref(), Ok("g1f3"));
        assert_eq!(read(START, "e4+").as_deref(), Ok("e2e4"));
    }

    #[test]
    fn readers_accept_a_promotion_without_its_equals_sign() {
        let fen = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(read(fen, "a8Q").as_deref(), Ok("a7a8q"));
        assert_eq!(read(fen, "axb8N").as_deref(), Ok("a7b8n"));
        assert_eq!(read(fen, "ab8=R").as_deref(), Ok("a7b8r"));
    }

    #[test]
    fn readers_accept_more_origin_than_needed() {
        assert_eq!(read(START, "Ng1f3").as_deref(), Ok("g1f3"));
        assert_eq!(read(START, "Ngf3").as_deref(), Ok("g1f3"));
        assert_eq!(read(START, "N1f3").as_deref(), Ok("g1f3"));
        let queens = "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
        assert_eq!(read(queens, "Qc1b2").as_deref(), Ok("c1b2"));
        assert_eq!(read(queens, "Qa3b2").as_deref(), Ok("a3b2"));
    }

    #[test]
    fn too_little_origin_is_ambiguous_and_names_the_candidates() {
        let knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
        let Err(SanError::Ambiguous(mut candidates)) = read(knights, "Nd2") else {
            panic!("Nd2 should be ambiguous");
        };
        candidates.sort();
        assert_eq!(candidates, ["Nbd2", "Nfd2"]);
        let queens = "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
        let Err(SanError::Ambiguous(mut candidates)) = read(queens, "Qab2") else {
            panic!("Qab2 should be ambiguous");
        };
        candidates.sort();
        assert_eq!(candidates, ["Q3b2", "Qa1b2"]);
    }

    #[test]
    fn a_move_no_legal_move_is_written_as_is_illegal() {
        for text in [
            "e5", "Ke2", "Nf4", "O-O", "Bb5", "exd5", "e2e5", "Qxd7", "zz9",
        ] {
            assert_eq!(read(START, text), Err(SanError::Illegal), "{text}");
        }
        // The wrong piece letter for the piece on the origin.
        assert_eq!(read(START, "Bg1f3"), Err(SanError::Illegal));
        // A pawn move to the last rank without its new piece.
        let promotion = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(read(promotion, "a8"), Err(SanError::Illegal));
        assert_eq!(read(promotion, "axb8"), Err(SanError::Illegal));
    }

    #[test]
    fn empty_non_ascii_or_overlong_text_is_malformed() {
        for text in ["", "   ", "Nf3é", "е4"] {
            assert_eq!(read(START, text), Err(SanError::Malformed), "{text:?}");
        }
        let long = "N".repeat(skazka_core::san::MAX_SAN_LEN + 1);
        assert_eq!(read(START, &long), Err(SanError::Malformed));
    }
}

mod random_games {
    use super::*;

    /// A small deterministic generator (64-bit LCG, high bits).
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((self.0 >> 33) % n as u64) as usize
        }
    }

    /// Start positions: the game's own, a middlegame full of pins, castling and en passant, and
    /// positions rich in promotions and extra pieces.
    const STARTS: &[&str] = &[
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
        "r3k2r/1P4P1/8/2N1N3/8/2n1n3/1p4p1/R3K2R w KQkq - 0 1",
    ];

    /// In every position of the game: each legal move's SAN reads back to that move (also
    /// without its marks), and no two legal moves share a SAN.
    fn check_position(p: &Chess) {
        let writer = SanWriter::new(p);
        let moves = p.legal_move_list();
        let mut written: Vec<String> = Vec::with_capacity(moves.len());
        for &m in moves.iter() {
            let text = writer.write(m);
            assert_eq!(text, write_san(p, m), "{p}");
            assert_eq!(parse_san(p, &text), Ok(m), "{text} in {p}");
            let bare = text.trim_end_matches(['+', '#']);
            assert_eq!(parse_san(p, bare), Ok(m), "{bare} in {p}");
            assert!(!text.is_empty() && text.is_ascii());
            written.push(text);
        }
        let count = written.len();
        written.sort();
        written.dedup();
        assert_eq!(written.len(), count, "two moves share a SAN in {p}");
    }

    #[test]
    fn every_legal_move_has_one_san_that_reads_back_to_it() {
        let mut rng = Lcg(0x5a4a_0001);
        for start in STARTS {
            for _ in 0..6 {
                let mut p = pos(start);
                for _ in 0..160 {
                    check_position(&p);
                    let moves = p.legal_move_list();
                    if moves.is_empty() {
                        break;
                    }
                    p.play_unchecked(moves[rng.below(moves.len())]);
                }
            }
        }
    }
}

mod properties {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

        /// Random games drawn as move choices, so that a failure shrinks to a short game.
        #[test]
        fn san_of_every_legal_move_reads_back_and_no_two_moves_share_one(
            choices in proptest::collection::vec(any::<u16>(), 1..100)
        ) {
            let mut p = pos(START);
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

mod long_algebraic {
    use super::*;

    fn lan(fen: &str, uci: &str) -> String {
        let p = pos(fen);
        write_lan(&p, p.parse_move(uci).unwrap())
    }

    #[test]
    fn lan_names_the_whole_origin_and_a_dash_or_an_x_before_the_target() {
        assert_eq!(lan(START, "g1f3"), "Ng1-f3");
        assert_eq!(lan(START, "e2e4"), "e2-e4");
        let capture = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(lan(capture, "e4d5"), "e4xd5");
        let promotion = "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(lan(promotion, "e7e8q"), "e7-e8=Q");
    }

    #[test]
    fn lan_keeps_castling_and_the_check_marks_of_san() {
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(lan(castle, "e1g1"), "O-O");
        assert_eq!(lan("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), "Ra1-a8#");
        assert_eq!(lan(castle, "a1a8"), "Ra1xa8+");
    }
}
