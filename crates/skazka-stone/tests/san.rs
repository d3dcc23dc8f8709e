//! SAN (docs/notation/stone.md, "SAN"): every legal move has one SAN that reads back to it,
//! the SANs of a position are distinct, and each kind of move is written as documented.

use std::collections::HashSet;

use skazka_core::Position;
use skazka_core::san::{SanError, SanWriter, parse_san, write_san};
use skazka_stone::{Edition, Options, Stone};

fn options(text: &str) -> Options {
    text.parse().unwrap()
}

fn pos(fen: &str, opts: &str) -> Stone {
    Stone::from_fen(fen, &options(opts)).unwrap()
}

/// The SAN of the move with move text `text` in `p`.
fn san(p: &Stone, text: &str) -> String {
    write_san(p, p.parse_move(text).unwrap())
}

/// The move text of the move `text` (SAN) reads as in `p`.
fn read(p: &Stone, text: &str) -> Result<String, SanError> {
    parse_san(p, text).map(|m| p.display_move(m).to_string())
}

/// Every legal move of `p`: its SAN is unique in the position and reads back to it.
/// Adds to `marks` the marks (`x`, `=`, `+`, `@`, `O-O`) its SANs use.
fn check_position(p: &Stone, marks: &mut HashSet<&'static str>) -> usize {
    let writer = SanWriter::new(p);
    let moves = p.legal_move_list();
    let mut seen = HashSet::new();
    for &m in moves.iter() {
        let text = writer.write(m);
        assert!(seen.insert(text.clone()), "{p}: two moves written {text}");
        assert_eq!(parse_san(p, &text), Ok(m), "{p}: {text}");
        for mark in ["x", "=", "+", "@", "O-O"] {
            if text.contains(mark) {
                marks.insert(mark);
            }
        }
    }
    moves.len()
}

/// A small deterministic generator, so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Random games that mostly make chess moves (placements and mutations, which are most of
/// the legal moves, would otherwise crowd them out), so that captures, promotions and
/// mates come up.
/// Returns the marks the SANs used.
fn playouts(
    opts: &str,
    starts: &[&str],
    games: usize,
    plies: usize,
    seed: u64,
) -> HashSet<&'static str> {
    let mut rng = Rng(seed);
    let mut checked = 0;
    let mut marks = HashSet::new();
    for game in 0..games {
        let mut p = match starts.get(game % starts.len().max(1)) {
            Some(fen) => pos(fen, opts),
            None => Stone::new(&options(opts)),
        };
        for _ in 0..plies {
            if p.outcome().is_some() {
                break;
            }
            checked += check_position(&p, &mut marks);
            let moves = p.legal_move_list();
            let chess: Vec<_> = moves
                .iter()
                .copied()
                .filter(|m| p.display_move(*m).to_string().as_bytes()[1].is_ascii_digit())
                .filter(|m| !p.display_move(*m).to_string().contains('='))
                .collect();
            let m = if !chess.is_empty() && rng.below(10) < 8 {
                chess[rng.below(chess.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            p.play(m).unwrap();
        }
    }
    assert!(checked > 1000, "{checked}");
    marks
}

const ENDINGS: &[&str] = &[
    "7k/1PP1(SD)X2/8/3pP3/8/5ppp/(SD)1X5/R3K2R[10:10] w KQ d6 0 30",
    "r3k2r/pp1(sd)1ppp/8/8/8/8/1(SD)W1F1E1/R3K2R[3:3] b KQkq - 0 30",
    "7k/1P2W3/3(NN)4/8/8/3(NN)4/2(sd)2pxf/4K3[4:4] w - - 0 40",
];

#[test]
fn every_move_reads_back_and_sans_are_distinct_in_2012_12() {
    playouts("", &[], 3, 60, 1);
    let marks = playouts("", ENDINGS, 3, 40, 2);
    assert_eq!(marks.len(), 5, "kinds of move seen: {marks:?}");
}

#[test]
fn every_move_reads_back_and_sans_are_distinct_in_2012_07() {
    playouts("edition=2012-07", &[], 2, 60, 3);
    let marks = playouts("edition=2012-07", ENDINGS, 3, 40, 4);
    assert_eq!(marks.len(), 5, "kinds of move seen: {marks:?}");
}

#[test]
fn every_move_reads_back_and_sans_are_distinct_under_other_movements() {
    playouts(
        "lion=acedrex horse=xiangqi superpawn=sergeant_diagonal stone_cost_opponent_half=3",
        ENDINGS,
        3,
        40,
        5,
    );
    playouts(
        "edition=2012-07 lion=problemist superpawn=super_pawn rule_minus_one=false",
        ENDINGS,
        3,
        40,
        6,
    );
}

#[test]
fn chess_moves_use_the_unit_tokens_and_pawns_have_none() {
    let p = Stone::default();
    assert_eq!(san(&p, "g1f3"), "Nf3");
    assert_eq!(san(&p, "e2e4"), "e4");
    let p = pos("4k3/8/8/4p3/2(NN)1X3/8/(SD)7/4K3[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "c4e5"), "NNxe5");
    assert_eq!(san(&p, "c4d5"), "NNd5");
    assert_eq!(san(&p, "a2a4"), "SDa4");
    assert_eq!(san(&p, "a2b3"), "SDb3");
    // The Berolina pawn keeps its letter: it moves diagonally and captures straight.
    assert_eq!(san(&p, "e4d5"), "Xd5");
    assert_eq!(san(&p, "e4e5"), "Xxe5");
}

#[test]
fn origin_is_given_by_file_then_rank_then_square() {
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "b1d2"), "Nbd2");
    assert_eq!(san(&p, "f1d2"), "Nfd2");
    assert_eq!(san(&p, "f1h2"), "Nh2");
    let p = pos("4k3/8/8/R7/8/8/8/R3K3[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "a1a3"), "R1a3");
    assert_eq!(san(&p, "a5a3"), "R5a3");
    let p = pos("8/8/1k6/8/4Q2Q/8/8/K6Q[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "h4e1"), "Qh4e1");
    assert_eq!(san(&p, "e4e1"), "Qee1");
    assert_eq!(san(&p, "h1e1"), "Q1e1");
    // Two-letter tokens are disambiguated the same way.
    let p = pos("4k3/8/8/8/8/8/8/1(NN)2K(NN)2[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "b1d2"), "NNbd2");
    assert_eq!(read(&p, "NNfd2").as_deref(), Ok("f1d2"));
}

#[test]
fn pawn_captures_name_their_file_and_en_passant_is_a_capture() {
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3[10:10] w - d6 0 2", "");
    assert_eq!(san(&p, "e5d6"), "exd6");
    assert_eq!(san(&p, "e5e6"), "e6");
    // A weak piece takes en passant too (stone.md §9).
    let p = pos("4k3/8/8/3p4/3F4/8/8/4K3[10:10] w - d6 0 2", "");
    assert_eq!(san(&p, "d4c5"), "Fc5");
    let p = pos("4k3/8/8/3pF3/8/8/8/4K3[10:10] w - d6 0 2", "");
    assert_eq!(san(&p, "e5d6"), "Fxd6");
    // Capturing a stone is a capture.
    let p = pos("4k3/8/8/3(st)4/4P3/8/8/4K3[10:10] w - - 0 2", "");
    assert_eq!(san(&p, "e4d5"), "exd5");
}

#[test]
fn promotions_write_the_kind_the_unit_becomes() {
    // 2012-12: compulsory, written all the same.
    let p = pos("8/1P1(SD)W3/8/k7/8/8/8/4K3[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "b7b8"), "b8=Q");
    assert_eq!(san(&p, "e7e8"), "We8=R");
    assert_eq!(san(&p, "d7c8=A"), "SDc8=A");
    assert_eq!(san(&p, "d7d8=M"), "SDd8=M");
    assert_eq!(read(&p, "b8Q").as_deref(), Ok("b7b8"));
    assert_eq!(read(&p, "SDd8=Q+").as_deref(), Ok("d7d8=Q"));
    // 2012-07: optional; declining writes no suffix.
    let p = pos("4k3/1P6/8/8/8/8/8/4K3[10:10] w - - 0 1", "edition=2012-07");
    assert_eq!(san(&p, "b7b8"), "b8");
    assert_eq!(san(&p, "b7b8=Q"), "b8=Q+");
}

#[test]
fn in_place_promotion_keeps_its_move_text() {
    let p = pos("1P2k3/8/8/8/8/8/8/4K2W[10:10] w - - 0 1", "edition=2012-07");
    assert_eq!(san(&p, "b8=Q"), "b8=Q+");
    let p = pos("4k2W/8/8/8/8/8/8/4K3[10:10] w - - 0 1", "edition=2012-07");
    assert_eq!(san(&p, "h8=R"), "h8=R+");
}

#[test]
fn placements_and_mutations_keep_their_move_text() {
    let p = Stone::default();
    assert_eq!(san(&p, "ST@e4"), "ST@e4");
    assert_eq!(san(&p, "ST@e5"), "ST@e5");
    assert_eq!(san(&p, "B@b1"), "B@b1");
    assert_eq!(san(&p, "P@b1"), "P@b1");
    assert_eq!(san(&p, "NN@g1"), "NN@g1");
    assert_eq!(san(&p, "SD@e2"), "SD@e2");
}

#[test]
fn a_mutation_onto_the_last_rank_writes_its_promotion() {
    // 2012-12: the promotion is implied by the move, and written.
    let p = pos("4k3/8/8/8/8/8/8/4K2N[10:10] w - - 0 1", "");
    let p8 = pos("1N2k3/8/8/8/8/8/8/4K3[10:10] w - - 0 1", "");
    assert_eq!(san(&p8, "D@b8"), "D@b8=R+");
    assert_eq!(read(&p8, "D@b8").as_deref(), Ok("D@b8"));
    assert_eq!(san(&p, "D@h1"), "D@h1");
    // 2012-07: at once (`=R`) or not.
    let p = pos("1F2k3/8/8/8/8/8/8/4K3[10:10] w - - 0 1", "edition=2012-07");
    assert_eq!(san(&p, "W@b8=R"), "W@b8=R+");
    assert_eq!(san(&p, "W@b8"), "W@b8");
    assert_eq!(san(&p, "b8=B"), "b8=B");
}

#[test]
fn castling_is_written_with_letter_o() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R[10:10] w KQkq - 0 1", "");
    assert_eq!(san(&p, "e1g1"), "O-O");
    assert_eq!(san(&p, "e1c1"), "O-O-O");
    assert_eq!(san(&p, "e1f1"), "Kf1");
    assert_eq!(read(&p, "0-0").as_deref(), Ok("e1g1"));
    assert_eq!(read(&p, "O-O-O").as_deref(), Ok("e1c1"));
}

#[test]
fn checks_are_marked_plus_and_mates_hash() {
    // A stone in the reserve blocks the back-rank check; without stones it is mate.
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "a1a8"), "Ra8+");
    let p = pos("6k1/5ppp/8/8/8/8/8/R3K3[10:0] w - - 0 1", "");
    assert_eq!(san(&p, "a1a8"), "Ra8#");
    // A mutation may give check.
    let p = pos("4k3/8/8/8/8/8/4B3/K7[10:10] w - - 0 1", "");
    assert_eq!(san(&p, "R@e2"), "R@e2+");
}

#[test]
fn reading_is_lenient() {
    let p = Stone::default();
    for (text, want) in [
        ("Nf3", "g1f3"),
        ("Ng1f3", "g1f3"),
        ("Ngf3", "g1f3"),
        ("N1f3", "g1f3"),
        ("Nxf3", "g1f3"),
        ("Nf3+", "g1f3"),
        ("Nf3!?", "g1f3"),
        ("g1f3", "g1f3"),
        ("e4", "e2e4"),
        ("st@e4", "ST@e4"),
        ("T*e4", "ST@e4"),
        ("b@b1", "B@b1"),
        ("H@g1", "NN@g1"),
    ] {
        assert_eq!(read(&p, text).as_deref(), Ok(want), "{text}");
    }
}

#[test]
fn ambiguous_input_names_the_candidates() {
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2[10:10] w - - 0 1", "");
    match parse_san(&p, "Nd2") {
        Err(SanError::Ambiguous(mut c)) => {
            c.sort();
            assert_eq!(c, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn no_legal_move_written_so_is_illegal() {
    let p = Stone::default();
    for text in [
        "Qh5", "e5", "Nf4", "O-O", "K@e1", "ST@e2", "exd5", "Ke2", "Nf3%",
    ] {
        assert_eq!(parse_san(&p, text), Err(SanError::Illegal), "{text}");
    }
    // The Knight's letter is `N`, the Arabian horse's `NN`: they are not confused.
    let p = pos("4k3/8/8/8/8/8/8/1(NN)2K3[10:10] w - - 0 1", "");
    assert_eq!(parse_san(&p, "Nd2"), Err(SanError::Illegal));
    assert_eq!(read(&p, "NNd2").as_deref(), Ok("b1d2"));
}

#[test]
fn text_no_move_has_is_malformed() {
    let p = Stone::default();
    let long = "N".repeat(100);
    for text in ["", "   ", "é4", long.as_str()] {
        assert_eq!(parse_san(&p, text), Err(SanError::Malformed), "{text:?}");
    }
}

#[test]
fn the_prince_is_written_pr_in_2012_07_and_unknown_in_2012_12() {
    let p = Stone::new(&Options::edition(Edition::Jul2012));
    assert_eq!(san(&p, "PR@e2"), "PR@e2");
    assert_eq!(read(&p, "I@e2").as_deref(), Ok("PR@e2"));
    assert_eq!(
        parse_san(&Stone::default(), "PR@e2"),
        Err(SanError::Illegal)
    );
}

#[test]
fn a_rank_origin_is_not_read_as_coordinate_text() {
    // `F2e3` is the F of d2 (the F of d1 reaches e3 too); read as coordinates it would be
    // the king's move f2-e3.
    let p = pos(
        "w1w2xpw/w1w1wkfw/5p2/1fpp1w2/2(ST)F4/X1P2(ST)X1/1PEFFK1F/X1FF1PWD[0:0] w - - 27 47",
        "edition=2012-07",
    );
    assert_eq!(san(&p, "d2e3"), "F2e3");
    assert_eq!(read(&p, "F2e3").as_deref(), Ok("d2e3"));
    assert_eq!(read(&p, "f2e3").as_deref(), Ok("f2e3"));
}
