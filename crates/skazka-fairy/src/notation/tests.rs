//! Each rule of the notations, with the text Fairy-Stockfish writes for the same move.

use skazka_core::Position;

use super::Notation::{self, *};
use crate::FairyPosition;

fn position(variant: &str, fen: &str) -> FairyPosition {
    let v = crate::variant_by_name(variant).expect("a catalogue variant");
    if fen.is_empty() {
        FairyPosition::start(&v).expect("its start")
    } else {
        FairyPosition::from_fen(&v, fen).expect("a valid FEN")
    }
}

/// The move `uci` of `fen` (the start when empty) in `notation`.
fn written(variant: &str, fen: &str, uci: &str, notation: Notation) -> String {
    let pos = position(variant, fen);
    let m = pos.parse_move(uci).expect("a legal move");
    pos.write_notation(m, notation)
}

/// The move in every notation, in Fairy-Stockfish's order (the default first).
fn in_every_notation(variant: &str, fen: &str, uci: &str) -> Vec<String> {
    Notation::ALL
        .iter()
        .map(|&n| written(variant, fen, uci, n))
        .collect()
}

#[test]
fn codes_are_fairy_stockfishs_and_read_back() {
    for (code, n) in Notation::ALL.iter().enumerate() {
        assert_eq!(n.code(), i32::try_from(code).unwrap());
        assert_eq!(Notation::from_code(n.code()), Some(*n));
    }
    assert_eq!(Notation::from_code(10), None);
    assert_eq!(Notation::from_code(-1), None);
    assert_eq!(XiangqiWxf.to_string(), "XIANGQI_WXF");
}

#[test]
fn the_default_is_hodges_numbers_for_the_shogi_template_and_san_elsewhere() {
    let variant = |name| crate::variant_by_name(name).unwrap();
    assert_eq!(Notation::default_for(&variant("shogi")), ShogiHodgesNumber);
    assert_eq!(Notation::default_for(&variant("mini")), ShogiHodgesNumber);
    assert_eq!(Notation::default_for(&variant("xiangqi")), San);
    assert_eq!(Notation::default_for(&variant("chess")), San);
    assert_eq!(Default.resolve(&variant("minishogi")), ShogiHodgesNumber);
    assert_eq!(Lan.resolve(&variant("minishogi")), Lan);
    assert_eq!(written("shogi", "", "c3c4", Default), "P-76");
}

#[test]
fn every_notation_writes_a_xiangqi_cannon_move() {
    assert_eq!(
        in_every_notation("xiangqi", "", "h3e3"),
        [
            "Che3",
            "Che3",
            "Ch3-e3",
            "C28-58",
            "C2h-5h",
            "C28-58",
            "C88-85",
            "C2=5",
            "Xญ-จ๓",
            "X ญ๓-จ๓"
        ]
    );
}

#[test]
fn san_writes_a_pieces_second_letter() {
    assert_eq!(written("xiangqi", "", "h1g3", San), "Hg3");
    assert_eq!(written("xiangqi", "", "c1e3", San), "Ece3");
    assert_eq!(written("janggi", "", "h1g3", Lan), "Hh1-g3");
}

#[test]
fn lan_names_every_origin_and_separates_a_quiet_move_with_a_dash() {
    assert_eq!(written("chess", "", "g1f3", Lan), "Ng1-f3");
    assert_eq!(written("chess", "", "e2e4", Lan), "e2-e4");
    let ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    assert_eq!(written("chess", ep, "e5d6", Lan), "e5xd6");
    assert_eq!(written("chess", ep, "e5d6", San), "exd6");
}

#[test]
fn castling_is_written_alike_in_every_notation() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for n in Notation::ALL {
        assert_eq!(written("chess", fen, "e1g1", n), "O-O");
        assert_eq!(written("chess", fen, "e1c1", n), "O-O-O");
    }
}

#[test]
fn hodges_and_hosking_number_files_from_the_right_and_ranks_from_the_top() {
    assert_eq!(
        in_every_notation("minishogi", "rbsgk/4p/5/P4/KGSBR[P] w 0 1", "e1e3"),
        [
            "R-13",
            "Re3",
            "Re1-e3",
            "R13",
            "R-1c",
            "R-13",
            "R55-35",
            "R1+2",
            "ร-จ๓",
            "ร จ๑-จ๓"
        ]
    );
}

#[test]
fn drops_are_written_with_a_star_a_quote_or_an_at_sign() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Pp] w KQkq - 2 3";
    assert_eq!(
        in_every_notation("crazyhouse", fen, "P@d5"),
        [
            "P@d5",
            "P@d5",
            "P@d5",
            "P'54",
            "P*5d",
            "P*54",
            "P@44",
            "P@55",
            "บ@ง๕",
            "บ @ง๕"
        ]
    );
}

#[test]
fn shogi_notations_mark_a_promotion_plus_and_a_declined_one_equals() {
    let fen = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 3";
    assert_eq!(written("shogi", fen, "b2h8+", ShogiHodgesNumber), "Bx22+");
    assert_eq!(written("shogi", fen, "b2h8", ShogiHodgesNumber), "Bx22=");
    assert_eq!(written("shogi", fen, "b2h8", ShogiHosking), "Bx22=");
    // Outside the shogi notations a shogi-style promotion names the new piece.
    assert_eq!(written("shogi", fen, "b2h8+", San), "Bxh8=H");
    assert_eq!(written("shogi", fen, "b2h8+", XiangqiWxf), "B8+2=H");
    // A move that cannot promote has no mark, and the check is not marked either.
    assert_eq!(written("shogi", fen, "b2g7", ShogiHodgesNumber), "B-33=");
    assert_eq!(written("shogi", fen, "b2g7", San), "Bg7+");
}

#[test]
fn shogi_notations_write_a_promoted_piece_with_a_plus_and_its_old_letter() {
    let fen = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] w - - 0 4";
    assert_eq!(
        in_every_notation("shogi", fen, "h8g8"),
        [
            "+B-32",
            "Hg8",
            "Hh8-g8",
            "+B32",
            "+B-3b",
            "+B-32",
            "H28-27",
            "H2=3",
            "X-ช๘",
            "X ญ๘-ช๘"
        ]
    );
}

#[test]
fn janggi_notation_writes_the_rank_first_counted_from_the_top_with_ten_as_zero() {
    assert_eq!(written("janggi", "", "a1a2", Janggi), "R01-91");
    assert_eq!(written("janggi", "", "h1g3", Janggi), "H08-87");
}

#[test]
fn a_pass_is_the_passing_piece_moving_to_its_own_square() {
    assert_eq!(
        in_every_notation("janggi", "", "e2e2"),
        [
            "Ke2",
            "Ke2",
            "Ke2-e2",
            "K59",
            "K-5i",
            "K-59",
            "K95-95",
            "K5=0",
            "ข-จ๒",
            "ข จ๒-จ๒"
        ]
    );
}

#[test]
fn wxf_tandem_pawns_are_numbered_from_the_front() {
    // Three soldiers on one file: the front one is 1, the middle one 2.
    let fen = "3k5/9/9/4P4/4P4/4P4/9/9/9/5K3 w - - 0 1";
    assert_eq!(written("xiangqi", fen, "e7e8", XiangqiWxf), "15+1");
    assert_eq!(written("xiangqi", fen, "e6d6", XiangqiWxf), "25=6");
    // Two soldiers on each of two files are numbered too.
    let fen = "3k5/9/9/4P4/4P4/9/2P6/2P6/9/5K3 w - - 0 1";
    assert_eq!(written("xiangqi", fen, "e7e8", XiangqiWxf), "15+1");
    assert_eq!(written("xiangqi", fen, "c4c5", XiangqiWxf), "17+1");
}

#[test]
fn wxf_numbers_a_drop_one_where_the_first_file_holds_tandem_pieces() {
    // Fairy-Stockfish takes a drop to come from beyond the first file's last rank.
    let white = "4k3/8/8/8/P7/P7/P7/4K3[P] w - - 0 1";
    assert_eq!(written("crazyhouse", white, "P@b2", XiangqiWxf), "1@72");
    let black = "4k3/p7/p7/p7/8/8/8/4K3[p] b - - 0 1";
    assert_eq!(written("crazyhouse", black, "P@a2", XiangqiWxf), "1@17");
    let two = "4k3/p7/p7/8/8/8/8/4K3[p] b - - 0 1";
    assert_eq!(written("crazyhouse", two, "P@a2", XiangqiWxf), "P@17");
}

#[test]
fn wxf_two_pieces_on_a_file_are_front_and_rear() {
    // Black's rooks on e8 and e5: Black looks down the board, so e5 is the front one.
    let fen = "4k4/9/4r4/9/9/4r4/9/9/9/3K5 b - - 0 1";
    assert_eq!(written("xiangqi", fen, "e8e9", XiangqiWxf), "R--1");
    assert_eq!(written("xiangqi", fen, "e5e4", XiangqiWxf), "R++1");
    assert_eq!(written("xiangqi", fen, "e8d8", XiangqiWxf), "R-=4");
}

#[test]
fn wxf_counts_ranks_along_a_file_and_names_the_file_reached_otherwise() {
    assert_eq!(written("xiangqi", "", "i1i3", XiangqiWxf), "R1+2");
    assert_eq!(written("xiangqi", "", "b1c3", XiangqiWxf), "H8+7");
    assert_eq!(written("xiangqi", "", "c1e3", XiangqiWxf), "E7+5");
    // WXF marks no check.
    let fen = "4k4/9/4r4/9/9/4r4/9/9/9/3K5 b - - 0 1";
    assert_eq!(written("xiangqi", fen, "e8d8", San), "Rd8#");
}

#[test]
fn thai_notations_name_makruk_pieces_and_a_promoted_met_apart() {
    assert_eq!(written("makruk", "", "e3e4", ThaiSan), "จ๔");
    assert_eq!(written("makruk", "", "e3e4", ThaiLan), "บ จ๓-จ๔");
    assert_eq!(written("makruk", "", "e1d2", ThaiSan), "ม็-ง๒");
    assert_eq!(written("makruk", "", "d1e2", ThaiLan), "ข ง๑-จ๒");
    let met = "k7/8/8/8/8/8/3M4/K7 w - - 0 1";
    let promoted = "k7/8/8/8/8/8/3M~4/K7 w - - 0 1";
    assert_eq!(written("makruk", met, "d2e3", ThaiSan), "ม็-จ๓");
    assert_eq!(written("makruk", promoted, "d2e3", ThaiSan), "ง-จ๓");
}

#[test]
fn a_met_promoted_in_play_is_written_as_promoted() {
    let mut pos = position("makruk", "k7/8/8/2P5/8/8/8/K7 w - - 0 1");
    let promotion = pos.parse_move("c5c6m").unwrap();
    assert_eq!(pos.write_notation(promotion, ThaiSan), "ค๖=M");
    pos.play(promotion).unwrap();
    pos.play_text("a8b8").unwrap();
    let m = pos.parse_move("c6d7").unwrap();
    assert_eq!(pos.write_notation(m, ThaiSan), "ง-ง๗");
    // The mark changes nothing else: the FEN is Fairy-Stockfish's, without `~`.
    assert!(!pos.fen_text().contains('~'));
}

#[test]
fn checks_are_marked_on_the_king_only() {
    // The blast of atomic's capture takes the capturer away, and its kings are commoners:
    // Fairy-Stockfish marks no check in atomic.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 0 1";
    assert_eq!(written("atomic", fen, "f3f7", San), "Qxf7");
    // Coregal's royal queen attacked is not a check.
    assert_eq!(
        written("coregal", "4k3/8/8/3q4/8/8/4N3/4K3 w - - 0 1", "e2c3", San),
        "Nc3"
    );
    let fen = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(written("coregal", fen, "f1b5", San), "Bb5+");
}

#[test]
fn a_check_that_ends_the_game_is_marked_as_mate() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    assert_eq!(written("chess", fen, "a1a8", San), "Ra8#");
    assert_eq!(written("chess", fen, "a1a8", ShogiHodges), "R-8a");
    // The last check of three-check ends the game though the king could move.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 0 1 1+3";
    assert_eq!(written("3check", fen, "f3f7", San), "Qxf7#");
}

#[test]
fn san_of_the_shogi_family_names_the_promoted_piece() {
    // Minishogi's rook promotes to the dragon, `D`.
    let fen = "rbsgk/4p/2R2/P4/KGSB1[] w 0 1";
    assert_eq!(written("mini", fen, "c3c5+", San), "Rxc5=D");
    assert_eq!(written("mini", fen, "c3c5+", Default), "Rx31+");
}
