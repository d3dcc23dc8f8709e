//! Rules of Fairy-Stockfish's built-in variants that its keys name, each on a position where it
//! decides: the move text, the SAN and the FEN are as Fairy-Stockfish writes them (recorded
//! from pyffish 0.0.90).

use skazka_core::Position;
use skazka_core::san::write_san;
use skazka_fairy::{FairyPosition, variant_by_name};

fn position(variant: &str, fen: &str) -> FairyPosition {
    let v = variant_by_name(variant).expect("a catalogue variant");
    FairyPosition::from_fen(&v, fen).expect("a FEN of the variant")
}

fn start(variant: &str) -> FairyPosition {
    let v = variant_by_name(variant).expect("a catalogue variant");
    FairyPosition::start(&v).expect("the start position")
}

fn legal(p: &FairyPosition) -> Vec<String> {
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

/// Plays `text` (move text) and returns its SAN and the FEN after it.
fn play(p: &FairyPosition, text: &str) -> (String, String) {
    let m = p.parse_move(text).expect("a legal move");
    let san = write_san(p, m);
    let mut after = p.clone();
    after.play_unchecked(m);
    (san, after.fen_text())
}

#[test]
fn a_piece_in_hand_may_gate_on_the_square_an_unmoved_piece_leaves() {
    let p = start("seirawan");
    assert_eq!(
        p.fen_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1"
    );
    let moves = legal(&p);
    assert_eq!(
        moves.len(),
        28,
        "20 moves, and the 4 knight moves with each piece"
    );
    assert!(moves.contains(&"b1c3h".to_owned()) && moves.contains(&"g1f3e".to_owned()));
    assert!(
        !moves.iter().any(|m| m.starts_with("e2") && m.len() == 5),
        "pawns leave no gate"
    );
    let (san, fen) = play(&p, "b1c3h");
    assert_eq!(san, "Nc3/H");
    assert_eq!(
        fen, "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQCDFGkqbcdfg - 1 1",
        "the hawk stands on b1, whose gate is closed"
    );
}

#[test]
fn castling_may_gate_on_the_king_s_or_the_rook_s_square() {
    let p = position(
        "seirawan",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1",
    );
    let moves = legal(&p);
    for m in ["e1g1h", "h1e1h", "e1c1e", "a1e1e"] {
        assert!(moves.contains(&m.to_owned()), "{m}");
    }
    assert_eq!(
        play(&p, "e1g1h"),
        (
            "O-O/He1".to_owned(),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3HRK1[Eeh] b Akq - 1 1".to_owned()
        )
    );
    assert_eq!(
        play(&p, "h1e1h"),
        (
            "O-O/Hh1".to_owned(),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Eeh] b Akq - 1 1".to_owned()
        )
    );
    assert_eq!(
        play(&p, "a1e1e").0,
        "O-O-O/Ea1",
        "a gate on the rook's square is written from there to the king"
    );
}

#[test]
fn gates_close_once_the_hand_is_empty_unless_captures_go_to_hand() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R[He] w KQBkq - 0 1";
    let after = |variant: &str| {
        let mut p = position(variant, fen);
        for text in ["b1c3h", "a8b8", "e1f1"] {
            let m = p.parse_move(text).expect("a legal move");
            p.play_unchecked(m);
        }
        p.fen_text()
    };
    assert_eq!(
        after("seirawan"),
        "1r2k2r/pppppppp/8/8/8/2N5/PPPPPPPP/RH3K1R[e] b k - 3 2",
        "White's last piece gated: no gate is left"
    );
    assert_eq!(
        after("shouse"),
        "1r2k2r/pppppppp/8/8/8/2N5/PPPPPPPP/RH3K1R[e] b AHk - 3 2",
        "the rooks' gates stay for pieces captured later"
    );
}

#[test]
fn a_king_in_check_may_only_take_the_piece_giving_check_under_makpong() {
    let takes = "4k3/8/8/8/8/8/4r3/4K2R w - - 0 1";
    assert_eq!(legal(&position("makruk", takes)), ["e1d1", "e1e2", "e1f1"]);
    assert_eq!(legal(&position("makpong", takes)), ["e1e2"]);
    let away = "4k3/8/8/8/8/8/8/r3K2R w - - 0 1";
    assert_eq!(legal(&position("makruk", away)), ["e1d2", "e1e2", "e1f2"]);
    let p = position("makpong", away);
    assert!(
        legal(&p).is_empty(),
        "the king may not step out of check: mate"
    );
    assert!(p.outcome().is_some());
}

#[test]
fn a_game_otherwise_drawn_is_black_s_in_armageddon() {
    use skazka_core::{Color, Outcome};
    let stalemate = "k7/8/1Q6/8/8/8/8/K7 b - - 0 1";
    assert!(matches!(
        position("chess", stalemate).outcome(),
        Some(Outcome::Draw { .. })
    ));
    assert!(matches!(
        position("armageddon", stalemate).outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            ..
        })
    ));
}

#[test]
fn each_side_promotes_to_its_own_pieces() {
    let fen = "k7/2PPPPPP/8/8/8/8/pppppp2/7K w - - 0 1";
    let from = |p: &FairyPosition, square: &str| -> Vec<String> {
        legal(p)
            .into_iter()
            .filter(|m| m.starts_with(square))
            .collect()
    };
    for (variant, white, black) in [
        (
            "sortofalmost",
            ["c7c8b", "c7c8c", "c7c8n", "c7c8r"].as_slice(),
            ["a2a1b", "a2a1n", "a2a1q", "a2a1r"].as_slice(),
        ),
        (
            "chigorin",
            ["c7c8c", "c7c8n", "c7c8r"].as_slice(),
            ["a2a1b", "a2a1q", "a2a1r"].as_slice(),
        ),
    ] {
        let mut p = position(variant, fen);
        assert_eq!(from(&p, "c7"), white, "{variant}: White");
        let m = p.parse_move("h1h2").expect("a legal move");
        p.play_unchecked(m);
        assert_eq!(from(&p, "a2"), black, "{variant}: Black");
    }
}

#[test]
fn a_captured_promoted_piece_goes_to_hand_as_it_stands_under_drop_loop() {
    let fen = "1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1";
    for (variant, promoted, hand) in [
        ("crazyhouse", "Q~r2k3/8/8/8/8/8/8/4K3[] b - - 0 1", "[p]"),
        ("loop", "Qr2k3/8/8/8/8/8/8/4K3[] b - - 0 1", "[q]"),
        ("chessgi", "Qr2k3/8/8/8/8/8/8/4K3[] b - - 0 1", "[q]"),
    ] {
        let (_, after) = play(&position(variant, fen), "a7a8q");
        assert_eq!(after, promoted, "{variant}");
        let (_, after) = play(&position(variant, &after), "b8a8");
        assert_eq!(
            after,
            format!("r3k3/8/8/8/8/8/8/4K3{hand} w - - 0 2"),
            "{variant}"
        );
    }
}

#[test]
fn the_lion_wins_on_the_far_rank_only_where_it_is_not_attacked_in_dobutsu() {
    use skazka_core::{Color, Outcome};
    for fen in ["1L1/3/1l1/3[] b - - 0 1", "1L1/3/1l1/3[] w - - 0 1"] {
        assert!(
            matches!(
                position("dobutsu", fen).outcome(),
                Some(Outcome::Decisive {
                    winner: Color::White,
                    ..
                })
            ),
            "{fen}: the lion stands safe on the far rank"
        );
    }
    let attacked = position("dobutsu", "gL1/3/1l1/3[] b - - 0 1");
    assert_eq!(attacked.outcome(), None, "the giraffe attacks the lion");
    assert!(!legal(&attacked).is_empty());
    assert!(matches!(
        position("dobutsu", "1L1/3/3/1l1[] w - - 0 1").outcome(),
        Some(Outcome::Draw { .. })
    ));
}

#[test]
fn only_pawns_take_en_passant_in_wolf_chess() {
    let (_, fen) = play(
        &position("wolf", "k7/3p4/8/4P3/8/8/8/8/8/K7 b - - 0 1"),
        "d9d7",
    );
    assert_eq!(fen, "k7/8/8/3pP3/8/8/8/8/8/K7 w - d8 0 2");
    assert_eq!(
        play(&position("wolf", &fen), "e7d8").1,
        "k7/8/3P4/8/8/8/8/8/8/K7 b - - 0 2"
    );
    // A sergeant promotes as a pawn does but does not take en passant: no square is marked,
    // and its step to d8 leaves the pawn on d7.
    let (_, fen) = play(
        &position("wolf", "k7/3p4/8/4S3/8/8/8/8/8/K7 b - - 0 1"),
        "d9d7",
    );
    assert_eq!(fen, "k7/8/8/3pS3/8/8/8/8/8/K7 w - - 0 2");
    assert_eq!(
        play(&position("wolf", &fen), "e7d8").1,
        "k7/8/3S4/3p4/8/8/8/8/8/K7 b - - 0 2"
    );
}

#[test]
fn a_sittuyin_pawn_on_its_diagonal_promotes_in_place_or_by_a_move_attacking_no_piece() {
    let p = position("sittuyin", "4k3/8/2r5/3P4/8/P7/8/4K3[] w - - 0 1");
    assert_eq!(
        legal(&p),
        [
            "a3a4", "d5c4f", "d5c6", "d5d6", "d5e4f", "d5e6f", "e1d1", "e1d2", "e1e2", "e1f1",
            "e1f2"
        ],
        "the a3 pawn is off the diagonals, and a met on d5 would attack the rook"
    );
    assert_eq!(
        play(&p, "d5e4f"),
        (
            "d5e4=F".to_owned(),
            "4k3/8/2r5/8/4F3/P7/8/4K3[] b - - 0 1".to_owned()
        )
    );
}

#[test]
fn a_sittuyin_promotion_needs_no_met_on_the_board_and_gives_no_check() {
    let p = position("sittuyin", "4k3/8/8/3P4/8/P7/8/4KF2[] w - - 0 1");
    assert!(legal(&p).iter().all(|m| m.len() == 4), "White has a met");
    let p = position("sittuyin", "3k4/8/8/3P4/8/8/P7/3RK3[] w - - 0 1");
    let promotions: Vec<String> = legal(&p).into_iter().filter(|m| m.len() == 5).collect();
    assert_eq!(
        promotions,
        ["d5d5f"],
        "leaving d5 uncovers the rook's check"
    );
    assert_eq!(play(&p, "d5d5f").0, "d5=F");
}

#[test]
fn a_sittuyin_side_with_its_king_and_one_pawn_that_can_only_promote_may_claim_a_draw() {
    let fen = "k7/2K5/2N5/1p6/1P6/8/8/8[] b - - 0 1";
    let p = position("sittuyin", fen);
    assert_eq!(
        legal(&p),
        ["b5a4f", "b5a6f", "b5c4f"],
        "the last pawn promotes anywhere"
    );
    let history = <skazka_fairy::FairyHistory as skazka_core::HistoryRule<_>>::start(&p);
    assert!(matches!(
        history.optional_end(&p),
        Some(skazka_core::Outcome::Draw { .. })
    ));
}

#[test]
fn pieces_in_hand_must_be_dropped_and_sittuyin_rooks_only_on_the_first_rank() {
    let p = position(
        "sittuyin",
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/7K[Rkfrrssnn] w - - 0 1",
    );
    assert_eq!(
        legal(&p),
        ["R@a1", "R@b1", "R@c1", "R@d1", "R@e1", "R@f1", "R@g1"],
        "no pawn or king move while a drop is legal"
    );
}

#[test]
fn placement_drops_leave_room_for_bishops_on_both_colours() {
    let p = position(
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/2B5[KQRRBNNkqrrbbnn] w - - 0 1",
    );
    let bishops: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with('B'))
        .collect();
    assert_eq!(bishops, ["B@b1", "B@d1", "B@f1", "B@h1"], "c1 is dark");
    let p = position(
        "placement",
        "rnb5/pppppppp/8/8/8/8/PPPPPPPP/B1RQKRN1[BNkqbn] w - - 0 1",
    );
    assert_eq!(
        legal(&p),
        ["B@b1", "B@h1", "N@b1", "N@h1"],
        "the knight may not take the last light square"
    );
}

#[test]
fn a_king_or_rook_dropped_on_its_start_square_gains_castling_in_placement() {
    let p = position(
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/R6R[KQBBNNkqrrbbnn] w - - 0 1",
    );
    assert_eq!(
        play(&p, "K@e1").1,
        "8/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QBBNNkqrrbbnn] b KQ - 0 1"
    );
    let p = position(
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/4K2R[QRBBNNkqrrbbnn] w - - 0 1",
    );
    assert_eq!(
        play(&p, "R@a1").1,
        "8/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QBBNNkqrrbbnn] b Q - 0 1",
        "only the rook dropped gains it"
    );
    let p = position(
        "placement",
        "8/pppppppp/8/8/8/8/PPPPPPPP/4K3[QRRBBNNkqrrbbnn] w - - 0 1",
    );
    assert_eq!(
        play(&p, "R@b1").1,
        "8/pppppppp/8/8/8/8/PPPPPPPP/1R2K3[QRBBNNkqrrbbnn] b - - 0 1"
    );
}

#[test]
fn the_cambodian_king_and_met_have_special_first_moves_while_their_gates_are_open() {
    let p = start("cambodian");
    assert_eq!(
        p.fen_text(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"
    );
    let firsts = |p: &FairyPosition| -> Vec<String> {
        legal(p)
            .into_iter()
            .filter(|m| m.starts_with("d1") || m.starts_with("e1"))
            .collect()
    };
    let opened = position(
        "cambodian",
        "rnsmksnr/8/pppppppp/8/8/PPPP1PPP/8/RNSKMSNR w DEde - 0 1",
    );
    assert_eq!(
        firsts(&opened),
        [
            "d1b2", "d1c2", "d1d2", "d1e2", "d1f2", "e1d2", "e1e3", "e1f2"
        ],
        "the king leaps as a knight to the second rank, the met jumps two forward"
    );
    assert_eq!(
        play(&p, "d1b2"),
        (
            "Kb2".to_owned(),
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1".to_owned()
        )
    );
    assert_eq!(
        play(&opened, "e1e3"),
        (
            "Me3".to_owned(),
            "rnsmksnr/8/pppppppp/8/8/PPPPMPPP/8/RNSK1SNR b Dde - 1 1".to_owned()
        )
    );
}

#[test]
fn the_cambodian_king_may_not_leap_out_of_check_nor_once_a_rook_aimed_at_it() {
    let checked = position("cambodian", "3rk3/8/8/8/8/8/8/3K4 w D - 0 1");
    assert_eq!(legal(&checked), ["d1c1", "d1c2", "d1e1", "d1e2"]);
    let free = position("cambodian", "4k3/8/8/8/8/8/8/3K4 w D - 0 1");
    assert!(legal(&free).contains(&"d1b2".to_owned()));
    let p = position("cambodian", "4k3/8/8/8/8/8/r7/3K4 b Dd - 0 1");
    assert_eq!(
        p.fen_text(),
        "4k3/8/8/8/8/8/r7/3K4 b D - 0 1",
        "a gate needs its piece"
    );
    assert_eq!(play(&p, "a2a1").1, "4k3/8/8/8/8/8/8/r2K4 w - 30 6 2");
    assert_eq!(play(&p, "a2d2").1, "4k3/8/8/8/8/8/3r4/3K4 w - 30 6 2");
    assert_eq!(play(&p, "a2b2").1, "4k3/8/8/8/8/8/1r6/3K4 w D 30 6 2");
}

#[test]
fn cambodian_counting_limits_are_one_move_shorter_than_makruk_s() {
    let fen = "4k3/8/8/8/8/4p3/8/R2K4 w - - 0 1";
    let after = |variant: &str, fen: &str| {
        let mut p = position(variant, fen);
        for text in ["a1a3", "e8d8", "a3e3"] {
            let m = p.parse_move(text).expect("a legal move");
            p.play_unchecked(m);
        }
        p.fen_text()
    };
    assert_eq!(after("makruk", fen), "3k4/8/8/8/8/4R3/8/3K4 b - 32 6 2");
    assert_eq!(after("cambodian", fen), "3k4/8/8/8/8/4R3/8/3K4 b - 30 6 2");
    assert_eq!(
        after("cambodian", "4k3/8/8/8/8/4p3/8/RR1K4 w - - 0 1"),
        "3k4/8/8/8/8/4R3/8/1R1K4 b - 14 8 2"
    );
}

#[test]
fn two_spartan_kings_may_not_both_be_left_attacked_and_are_in_check_when_they_are() {
    let one_attacked = position("spartan", "k6k/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert_eq!(
        legal(&one_attacked),
        ["a8a7", "a8b7", "a8b8", "h8g7", "h8g8", "h8h7"],
        "one king of two may stand attacked"
    );
    assert!(!one_attacked.is_check());
    let both = position("spartan", "kR5k/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(both.is_check(), "a duple check");
    assert_eq!(legal(&both), ["a8a7", "a8b8", "h8g7", "h8h7"]);
}

#[test]
fn spartan_hoplites_promote_to_a_second_king_at_most_and_reset_the_move_limit() {
    let one_king = position("spartan", "7k/8/8/8/8/8/1h6/4K3 b - - 0 1");
    let promotions = |p: &FairyPosition| -> Vec<String> {
        legal(p)
            .into_iter()
            .filter(|m| m.starts_with("b2a1"))
            .collect()
    };
    assert_eq!(
        promotions(&one_king),
        ["b2a1c", "b2a1g", "b2a1k", "b2a1l", "b2a1w"]
    );
    let two_kings = position("spartan", "k6k/8/8/8/8/8/1h6/4K3 b - - 0 1");
    assert_eq!(promotions(&two_kings), ["b2a1c", "b2a1g", "b2a1l", "b2a1w"]);
    let p = position("spartan", "k6k/h7/8/8/8/8/8/4K3 b - - 7 1");
    assert_eq!(play(&p, "a7b6").1, "k6k/8/1h6/8/8/8/8/4K3 w - - 0 2");
    let p = position("spartan", "k6k/8/8/8/8/8/8/4K2R b K - 7 1");
    assert_eq!(play(&p, "a8b8").1, "1k5k/8/8/8/8/8/8/4K2R w K - 8 2");
}

/// The outcome after playing `moves` (move text) from `fen`.
fn outcome_after(variant: &str, fen: &str, moves: &[&str]) -> Option<skazka_core::Outcome> {
    let mut p = position(variant, fen);
    for text in moves {
        let m = p.parse_move(text).expect("a legal move");
        p.play_unchecked(m);
    }
    assert!(legal(&p).is_empty() || p.outcome().is_some());
    p.outcome()
}

#[test]
fn a_shatar_mate_wins_only_after_a_check_by_knight_rook_or_bers_and_a_knight_mate_loses() {
    use skazka_core::{Color, EndReason, Outcome};
    let white_wins = Some(Outcome::Decisive {
        winner: Color::White,
        reason: EndReason::Checkmate,
    });
    let rook = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1";
    assert_eq!(outcome_after("shatar", rook, &["a1a8"]), white_wins);
    let knight = "6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1";
    assert_eq!(
        outcome_after("shatar", knight, &["g5f7"]),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Checkmate,
        }),
        "a mate by knights alone loses"
    );
    let bishop = "kb6/p7/3N4/8/8/8/8/4KB2 w - - 0 1";
    assert_eq!(
        outcome_after("shatar", bishop, &["f1g2"]),
        Some(Outcome::Draw {
            reason: EndReason::Checkmate
        }),
        "a bishop's mate with no shak before it"
    );
    let series = "1b6/pk6/3N4/8/8/8/8/4KB2 b - - 0 1";
    assert_eq!(
        outcome_after("shatar", series, &["b7a8", "f1g2"]),
        white_wins,
        "the knight's check began the series"
    );
}

#[test]
fn a_bare_king_draws_in_shatar() {
    use skazka_core::{EndReason, Outcome};
    assert_eq!(
        outcome_after("shatar", "k7/8/8/8/8/8/p7/R3K3 w - - 0 1", &["a1a2"]),
        Some(Outcome::Draw {
            reason: EndReason::Extinction
        })
    );
}

/// The winner of `p`'s finished game (`None` for a draw); panics if the game goes on.
fn winner(p: &FairyPosition) -> Option<skazka_core::Color> {
    match p.outcome().expect("the game is over") {
        skazka_core::Outcome::Decisive { winner, .. } => Some(winner),
        _ => None,
    }
}

#[test]
fn the_first_stones_go_on_the_centre_squares_in_flipersi() {
    assert_eq!(legal(&start("flipersi")), ["P@d4", "P@d5", "P@e4", "P@e5"]);
    // Only while one of them is empty: then anywhere next to a stone would do, but each
    // later stone must enclose.
    let p = position("flipersi", "8/8/8/3pP3/3P4/8/8/8[PPPpppp] b - - 0 2");
    assert_eq!(legal(&p), ["P@e4"]);
}

#[test]
fn a_stone_must_enclose_enemy_stones_which_turn_over_in_flipello() {
    let p = start("flipello");
    assert_eq!(legal(&p), ["P@c5", "P@d6", "P@e3", "P@f4"]);
    let (san, fen) = play(&p, "P@e3");
    assert_eq!(san, "P@e3");
    assert_eq!(
        fen,
        "8/8/8/3pP3/3PP3/4P3/8/8[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp] b - - 0 1",
        "e4 turns white"
    );
}

#[test]
fn a_side_without_a_move_passes_with_its_first_stone_in_flipello() {
    let p = position("flipello", "8/8/8/3PP3/3PP3/8/8/7p[PPPPpppp] b - - 0 1");
    assert_eq!(legal(&p), ["h1h1"]);
    let (san, fen) = play(&p, "h1h1");
    assert_eq!(san, "Ph1");
    assert_eq!(fen, "8/8/8/3PP3/3PP3/8/8/7p[PPPPpppp] w - - 1 2");
    let mut after = p.clone();
    after.play_unchecked(p.parse_move("h1h1").unwrap());
    assert_eq!(legal(&after), ["d4d4"]);
    after.play_unchecked(after.parse_move("d4d4").unwrap());
    assert_eq!(
        winner(&after),
        Some(skazka_core::Color::White),
        "two passes end the game; White has more stones"
    );
}

#[test]
fn a_side_without_a_move_loses_with_fewer_stones_in_flipersi() {
    let p = position("flipersi", "8/8/8/3PP3/3PP3/8/8/7p[PPPPpppp] b - - 0 1");
    assert!(legal(&p).is_empty(), "flipersi has no pass");
    assert_eq!(winner(&p), Some(skazka_core::Color::White));
}

#[test]
fn a_full_board_ends_the_game_with_more_stones_winning() {
    let p = position(
        "flipersi",
        "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/pppppp1P[Pp] w - - 0 1",
    );
    let (_, fen) = play(&p, "P@g1");
    assert_eq!(
        fen, "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppPppPp/ppppPpPp/pppppPPp/ppppppPP[p] b - - 0 1",
        "every line from g1 that ends on a white stone turns over"
    );
    let after = FairyPosition::from_fen(p.variant(), &fen).unwrap();
    assert_eq!(winner(&after), Some(skazka_core::Color::White));
    let full =
        "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/pppppppp[Pp] b - - 0 1";
    assert_eq!(winner(&position("flipersi", full)), None, "32 stones each");
}

#[test]
fn an_ataxx_piece_clones_next_to_itself_or_jumps_two_squares_turning_its_neighbours() {
    let p = position("ataxx", "7/7/7/7/2p4/1p5/P6 w - - 0 1");
    assert_eq!(
        legal(&p),
        ["P@a2", "P@b1", "a1a3", "a1b3", "a1c1", "a1c2"],
        "a clone is a drop from no hand, next to a piece of its own"
    );
    let (san, fen) = play(&p, "P@a2");
    assert_eq!(san, "P@a2");
    assert_eq!(fen, "7/7/7/7/2p4/PP5/P6 b - - 0 1", "b2 turns white");
    let (san, fen) = play(&p, "a1c2");
    assert_eq!(san, "Pc2");
    assert_eq!(
        fen, "7/7/7/7/2P4/1PP4/7 b - - 1 1",
        "the jump leaves a1 empty and turns b2 and c3"
    );
}

#[test]
fn a_reversi_line_through_walls_allows_a_drop_that_turns_nothing_over() {
    // Fairy-Stockfish's `annexation` (its variants.ini): flipello on a board with walled
    // corners. Its test of a drop looks past walls as past enemy stones; its flips stop at them.
    let text = "[annexation:flipello]\nmaxRank = 10\nmaxFile = 10\n\
                startFen = ***4***/***4***/***4***/10/4pP4/4Pp4/10/***4***/***4***/***4***[PPPPpppp] w 0 1\n";
    let definition = skazka_fairy::Definition::from_ini(text, &skazka_fairy::catalogue::get)
        .expect("the section reads");
    let variant = skazka_fairy::Variant::new(definition).expect("the section compiles");
    let fen =
        "***4***/***4***/***4***/10/10/p2PP5/3PP5/***4***/***4***/***P3***[PPPPpppp] w - - 0 1";
    let p = FairyPosition::from_fen(&variant, fen).unwrap();
    assert_eq!(
        legal(&p),
        ["P@a4"],
        "a5 beside it, d1 past the walls b3 and c2"
    );
    let (_, after) = play(&p, "P@a4");
    assert_eq!(
        after,
        "***4***/***4***/***4***/10/10/p2PP5/P2PP5/***4***/***4***/***P3***[PPPpppp] b - - 0 1"
    );
}

#[test]
fn a_king_may_not_be_dropped_where_an_enemy_piece_attacks_it_in_placement() {
    let p = position(
        "placement",
        "4r3/pppp1ppp/8/8/8/8/PPPP1PPP/8[KQRRBBNNkqrbbnn] w - - 0 1",
    );
    let king_drops: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("K@"))
        .collect();
    assert_eq!(
        king_drops,
        ["K@a1", "K@b1", "K@c1", "K@d1", "K@f1", "K@g1", "K@h1"],
        "the rook on e8 attacks e1"
    );
    assert_eq!(legal(&p).len(), 39);
}
