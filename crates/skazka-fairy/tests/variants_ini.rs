//! Sections of Fairy-Stockfish's own variants.ini that need rules of their own: kono's
//! blocked flag region, castle chess, opposite castling and quadwrangle's flips; how it writes
//! and reads xiangqihouse's and gethenian's drops, caught-in-a-snag's king moves, atomiczh's
//! blasts and the start positions of rookmate, chennis and blackletter; and the perft of
//! sections in
//! `data/variants_ini_sections.ini`. The outcomes, moves and FENs are pyffish's (0.0.90), the
//! counts Fairy-Stockfish's.

mod common;

use common::moves;
use skazka_core::san::write_san;
use skazka_core::{Color, Outcome, Position};
use skazka_fairy::{FairyPosition, Variant, catalogue, parse_ini};

const SECTIONS: &str = include_str!("data/variants_ini_sections.ini");

/// The section `name` of the data, with `extra` keys added in a section inheriting from it.
fn variant_with(name: &str, extra: &str) -> Variant {
    let (text, wanted) = if extra.is_empty() {
        (SECTIONS.to_owned(), name.to_owned())
    } else {
        let child = format!("{name}-with");
        (format!("{SECTIONS}\n[{child}:{name}]\n{extra}"), child)
    };
    let definitions = parse_ini(&text, &catalogue::get).expect("the sections read");
    let d = definitions
        .into_iter()
        .find(|d| d.name == wanted)
        .expect("a section of the data");
    Variant::new(d).expect("compiles")
}

fn variant(name: &str) -> Variant {
    variant_with(name, "")
}

/// The winner after `moves` are played from `fen` (`None` for a draw or a game that goes on).
fn after(v: &Variant, fen: &str, moves: &[&str]) -> Option<Option<Color>> {
    let mut p = FairyPosition::from_fen(v, fen).expect("a FEN of the variant");
    for m in moves {
        let m = p.parse_move(m).expect("a legal move");
        p.play_unchecked(m);
    }
    p.outcome().map(|o| match o {
        Outcome::Decisive { winner, .. } => Some(winner),
        _ => None,
    })
}

/// The FEN after `m` is played from `fen`.
fn fen_after(v: &Variant, fen: &str, m: &str) -> String {
    let mut p = FairyPosition::from_fen(v, fen).expect("a FEN of the variant");
    let m = p.parse_move(m).expect("a legal move");
    p.play_unchecked(m);
    p.fen_text()
}

#[test]
fn flag_pieces_win_with_fewer_than_the_count_when_the_flag_region_is_full_in_kono() {
    let v = variant("kono");
    // White's region (the far rank, a4 and e4) filled by five White pieces and two Black.
    assert_eq!(
        after(&v, "PPpPP/p4/3P1/5/4p w - - 0 1", &["d3e4"]),
        Some(Some(Color::White))
    );
    assert_eq!(
        after(&v, "ppppp/p4/3P1/5/4P w - - 0 1", &["d3e4"]),
        Some(Some(Color::White)),
        "one flag piece in a full region is enough"
    );
    assert_eq!(
        after(&v, "PPpP1/p4/3P1/5/4p w - - 0 1", &["d3e4"]),
        None,
        "a square of the region is still empty"
    );
    let counted = variant_with("kono", "flagPieceBlockedWin = false\n");
    assert_eq!(
        after(&counted, "PPpPP/p4/3P1/5/4p w - - 0 1", &["d3e4"]),
        None
    );
}

#[test]
fn castling_on_a_winning_side_wins_and_losing_its_right_loses_in_castle_chess() {
    let v = variant("castle");
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    assert_eq!(after(&v, fen, &["e8c8"]), Some(Some(Color::Black)));
    assert_eq!(
        after(&v, fen, &["e8g8"]),
        Some(Some(Color::White)),
        "castling on the other side gives up the winning right"
    );
    let white = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(
        after(&v, white, &["a1a8"]),
        Some(Some(Color::White)),
        "taking the rook takes the right"
    );
    assert_eq!(
        after(&v, white, &["e1c1"]),
        None,
        "`castlingWins = q` is Black's queen's side only"
    );
    assert_eq!(
        after(&v, "r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", &[]),
        Some(Some(Color::White)),
        "a position without the right is already lost"
    );
}

#[test]
fn castling_takes_the_opponent_s_right_on_the_same_side_under_opposite_castling() {
    let v = variant("opposite-castling");
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(
        fen_after(&v, fen, "e1g1"),
        "r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1"
    );
    assert_eq!(
        fen_after(&v, fen, "e1c1"),
        "r3k2r/8/8/8/8/8/8/2KR3R b k - 1 1"
    );
}

#[test]
fn a_quadwrangle_drop_turns_neighbours_over_only_next_to_its_own_piece_and_a_move_always() {
    let v = variant("quadwrangle");
    let fen = "8/8/8/8/8/2p5/7P/8 w - - 0 1";
    assert_eq!(fen_after(&v, fen, "h2b2"), "8/8/8/8/8/2P5/1P6/8 b - - 1 1");
    assert_eq!(fen_after(&v, fen, "P@b2"), "8/8/8/8/8/2p5/1P5P/8 b - - 0 1");
    assert_eq!(
        fen_after(&v, "8/8/8/8/8/2pP4/8/8 w - - 0 1", "P@c4"),
        "8/8/8/8/2P5/2PP4/8/8 b - - 0 1"
    );
}

/// One count recorded from Fairy-Stockfish: section, FEN, depth, leaves.
type Case = (&'static str, &'static str, u32, u64);

/// Fairy-Stockfish's `go perft` (its repository at commit c19b5f6c, built with `largeboards=yes`
/// for gale's 9×9 board) from each section's start and the positions 6 and 20 plies of
/// seeded random play reach.
const PERFT: &[Case] = &[
    // A piece that only hops (`pR`, `pB`) is stranded nowhere under `immobilityIllegal`.
    (
        "cannonshogi",
        "lnsgkgsnl/1rci1uab1/p1p1p1p1p/9/9/9/P1P1P1P1P/1BAU1ICR1/LNSGKGSNL[-] w 0 1",
        1,
        60,
    ),
    (
        "cannonshogi",
        "lnsgkgsnl/1rci1uab1/p1p1p1p1p/9/9/9/P1P1P1P1P/1BAU1ICR1/LNSGKGSNL[-] w 0 1",
        2,
        3447,
    ),
    (
        "cannonshogi",
        "lnsgkgsnl/1rci1uab1/p1p1p1p1p/9/9/9/P1P1P1P1P/1BAU1ICR1/LNSGKGSNL[-] w 0 1",
        3,
        216600,
    ),
    ("kono", "ppppp/p3p/5/P3P/PPPPP w - - 0 1", 4, 4904),
    ("kono", "ppppp/p3p/5/P3P/PPPPP w - - 0 1", 5, 45180),
    ("kono", "p1pp1/2ppp/1p1P1/PP2P/1PP1P w - - 6 4", 4, 4801),
    ("kono", "p1pp1/2ppp/1p1P1/PP2P/1PP1P w - - 6 4", 5, 41725),
    ("kono", "1p1p1/1ppp1/1pPPP/Pp2P/2PP1 w - - 20 11", 4, 6422),
    ("kono", "1p1p1/1ppp1/1pPPP/Pp2P/2PP1 w - - 20 11", 5, 51425),
    ("teeko", "5/5/5/5/5[PPPPpppp] w - - 0 1", 3, 13800),
    ("teeko", "5/5/5/5/5[PPPPpppp] w - - 0 1", 4, 303600),
    ("teeko", "p1P2/p3p/5/P4/2P2[Pp] w - - 0 4", 3, 6120),
    ("teeko", "p1P2/p3p/5/P4/2P2[Pp] w - - 0 4", 4, 84945),
    ("teeko", "5/PpP2/3pP/2p1p/1P3[] w - - 12 11", 3, 5589),
    ("teeko", "5/PpP2/3pP/2p1p/1P3[] w - - 12 11", 4, 105497),
    ("three-musketeers", "ppppM/ppppp/ppMpp/ppppp/Mpppp", 5, 5540),
    (
        "three-musketeers",
        "ppppM/ppppp/ppMpp/ppppp/Mpppp",
        6,
        38740,
    ),
    (
        "three-musketeers",
        "pppMp/pppp1/1ppMp/ppppp/1Mppp w - - 1 4",
        4,
        5573,
    ),
    (
        "three-musketeers",
        "pppMp/pppp1/1ppMp/ppppp/1Mppp w - - 1 4",
        5,
        39193,
    ),
    (
        "three-musketeers",
        "pMMMp/3p1/3pp/1pppp/1p1pp b - - 0 10",
        1,
        0,
    ),
    (
        "gale",
        "1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1",
        2,
        1640,
    ),
    (
        "gale",
        "1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1/P1P1P1P1P/1p1p1p1p1",
        3,
        63960,
    ),
    (
        "gale",
        "1p1p1p1p1/P1P1P1P1P/pp1p1p1pp/P1P1P1P1P/1p1pPp1p1/P1P1P1P1P/1p1p1p1p1/PPP1P1P1P/1ppp1pPp1 w - - 0 4",
        2,
        1190,
    ),
    (
        "gale",
        "1p1p1p1p1/P1P1P1P1P/pp1p1p1pp/P1P1P1P1P/1p1pPp1p1/P1P1P1P1P/1p1p1p1p1/PPP1P1P1P/1ppp1pPp1 w - - 0 4",
        3,
        39270,
    ),
    (
        "gale",
        "Pp1p1p1p1/PpPPPpPPP/ppppPpPpP/P1P1P1P1P/Pp1p1p1pp/PPPpPpPPP/pppp1p1p1/PPP1P1PpP/1p1p1p1p1 w - - 0 11",
        3,
        7980,
    ),
    (
        "gale",
        "Pp1p1p1p1/PpPPPpPPP/ppppPpPpP/P1P1P1P1P/Pp1p1p1pp/PPPpPpPPP/pppp1p1p1/PPP1P1PpP/1p1p1p1p1 w - - 0 11",
        4,
        143640,
    ),
    ("snort", "8/8/8/8/8/8/8/8", 2, 3808),
    ("snort", "8/8/8/8/8/8/8/8", 3, 222792),
    ("snort", "p7/3P4/8/P5p1/8/8/1p3P2/8 w - - 0 4", 2, 2090),
    ("snort", "p7/3P4/8/P5p1/8/8/1p3P2/8 w - - 0 4", 3, 90906),
    (
        "snort",
        "4p3/PP6/P2p4/1P1p3p/p4P1p/1pp2PP1/1p1P3p/2P3P1 w - - 0 11",
        3,
        7830,
    ),
    (
        "snort",
        "4p3/PP6/P2p4/1P1p3p/p4P1p/1pp2PP1/1p1P3p/2P3P1 w - - 0 11",
        4,
        140000,
    ),
    (
        "cfour-anyside",
        "7/7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppp] w - - 0 1",
        3,
        12102,
    ),
    (
        "cfour-anyside",
        "7/7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppp] w - - 0 1",
        4,
        252866,
    ),
    (
        "cfour-anyside",
        "2P3p/7/p6/p6/7/P6/4P2[PPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 4",
        3,
        3927,
    ),
    (
        "cfour-anyside",
        "2P3p/7/p6/p6/7/P6/4P2[PPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 4",
        4,
        59593,
    ),
    (
        "cfour-anyside",
        "PPp2P1/pP5/6p/pP5/pp1p2p/P2p2p/P2PP1P[PPPPPPPPPPPPPPPpppppppppppppp] w - - 0 11",
        4,
        5219,
    ),
    (
        "cfour-anyside",
        "PPp2P1/pP5/6p/pP5/pp1p2p/P2p2p/P2PP1P[PPPPPPPPPPPPPPPpppppppppppppp] w - - 0 11",
        5,
        38526,
    ),
    (
        "quadwrangle",
        "1PPPPPP1/p6P/p6P/p6P/p6P/p6P/p6P/1pppppp1",
        1,
        176,
    ),
    (
        "quadwrangle",
        "1PPPPPP1/p6P/p6P/p6P/p6P/p6P/p6P/1pppppp1",
        2,
        28680,
    ),
    (
        "quadwrangle",
        "1PPP1P2/p1P1P2P/p1P4P/p6P/p6P/p5PP/p3p2P/1pppppp1 w - - 0 4",
        1,
        164,
    ),
    (
        "quadwrangle",
        "1PPP1P2/p1P1P2P/p1P4P/p6P/p6P/p5PP/p3p2P/1pppppp1 w - - 0 4",
        2,
        22798,
    ),
    (
        "quadwrangle",
        "1pp1PPP1/pp3PPp/P1p1P2p/1p5P/PPP2P1P/pppPP2P/p2PP3/2PPPPp1 w - - 1 11",
        2,
        12056,
    ),
    (
        "quadwrangle",
        "1pp1PPP1/pp3PPp/P1p1P2p/1p5P/PPP2P1P/pppPP2P/p2PP3/2PPPPp1 w - - 1 11",
        3,
        1605320,
    ),
    (
        "quadwrangle7x7",
        "1PPPPP1/p5P/p5P/p5P/p5P/p5P/1ppppp1",
        2,
        13730,
    ),
    (
        "quadwrangle7x7",
        "1PPPPP1/p5P/p5P/p5P/p5P/p5P/1ppppp1",
        3,
        1568537,
    ),
    (
        "quadwrangle7x7",
        "1P1PPP1/Pp4P/P1p1P1P/p1p1P1P/p5P/p5P/1p1ppp1 w - - 0 4",
        2,
        10612,
    ),
    (
        "quadwrangle7x7",
        "1P1PPP1/Pp4P/P1p1P1P/p1p1P1P/p5P/p5P/1p1ppp1 w - - 0 4",
        3,
        1115019,
    ),
    (
        "quadwrangle7x7",
        "1ppPPP1/2p1P1P/pp3pP/ppp1p1P/1pp2pP/p2P1P1/1Pp1PP1 w - - 2 11",
        2,
        5809,
    ),
    (
        "quadwrangle7x7",
        "1ppPPP1/2p1P1P/pp3pP/ppp1p1P/1pp2pP/p2P1P1/1Pp1PP1 w - - 2 11",
        3,
        426555,
    ),
    (
        "crusade",
        "PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP/PpPpPpPp/pPpPpPpP w - - 0 1",
        1,
        0,
    ),
    (
        "castle",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        3,
        8902,
    ),
    (
        "castle",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
        197281,
    ),
    (
        "castle",
        "rnbqkb1r/pppppppp/7n/8/8/N2PP3/PPP2PPP/R1BQKBNR w KQkq - 3 4",
        3,
        16312,
    ),
    (
        "castle",
        "rnbqkb1r/pppppppp/7n/8/8/N2PP3/PPP2PPP/R1BQKBNR w KQkq - 3 4",
        4,
        359379,
    ),
    (
        "castle",
        "1nb1k1nr/r2p1ppp/p1p1p3/1pb5/P2P4/2N2PP1/1PP1PK1R/R1BQ1BN1 w k - 1 9",
        1,
        0,
    ),
    (
        "opposite-castling",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        3,
        8902,
    ),
    (
        "opposite-castling",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
        197281,
    ),
    (
        "opposite-castling",
        "rnbqkb1r/pppppppp/7n/8/8/N2PP3/PPP2PPP/R1BQKBNR w KQkq - 3 4",
        3,
        16312,
    ),
    (
        "opposite-castling",
        "rnbqkb1r/pppppppp/7n/8/8/N2PP3/PPP2PPP/R1BQKBNR w KQkq - 3 4",
        4,
        359421,
    ),
    (
        "opposite-castling",
        "1nb1k1nr/2rp2pp/p1p1p2R/1pbN1p2/P2P4/5PP1/1PP1PK2/R1BQ1BN1 w k - 0 11",
        2,
        1150,
    ),
    (
        "opposite-castling",
        "1nb1k1nr/2rp2pp/p1p1p2R/1pbN1p2/P2P4/5PP1/1PP1PK2/R1BQ1BN1 w k - 0 11",
        3,
        47343,
    ),
    // Pawns step three squares from their first rank, two from their second.
    (
        "wildebeest",
        "rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1",
        2,
        2025,
    ),
    (
        "wildebeest",
        "rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1",
        3,
        95829,
    ),
    (
        "wildebeest",
        "rnccwkqbbnr/p1pppppp1pp/1p9/11/8p2/11/2P8/11/PP1PPPPPPPP/RNBBQKWCCNR w KQkq - 0 3",
        2,
        2117,
    ),
    (
        "wildebeest",
        "rnccwkqbbnr/p1pppppp1pp/1p9/11/8p2/11/2P8/11/PP1PPPPPPPP/RNBBQKWCCNR w KQkq - 0 3",
        3,
        102236,
    ),
];

/// Counts of more than this many leaves are left to the `#[ignore]`d test.
const QUICK: u64 = 20_000;

fn check(cases: impl Iterator<Item = &'static Case>) {
    let failures: Vec<String> = cases
        .filter_map(|&(name, fen, depth, expected)| {
            let v = variant(name);
            let p = FairyPosition::from_fen(&v, fen).expect("a FEN of the section");
            let counted = p.perft(depth);
            (counted != expected).then(|| {
                format!(
                    "{name}: {fen}: perft {depth} is {counted}, Fairy-Stockfish counts {expected}"
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn variants_ini_sections_perft_equals_fairy_stockfish() {
    check(PERFT.iter().filter(|case| case.3 <= QUICK));
}

#[test]
#[ignore = "deeper counts: run in release"]
fn variants_ini_sections_perft_equals_fairy_stockfish_deeper() {
    check(PERFT.iter().filter(|case| case.3 > QUICK));
}

/// The SAN of `m` in `fen`.
fn san(v: &Variant, fen: &str, m: &str) -> String {
    let p = FairyPosition::from_fen(v, fen).expect("a FEN of the variant");
    let m = p.parse_move(m).expect("a legal move");
    write_san(&p, m)
}

/// The FEN of the section's start position, as read and written again.
fn start_fen(name: &str) -> String {
    let v = variant(name);
    FairyPosition::start(&v)
        .expect("the start position reads")
        .fen_text()
}

#[test]
fn a_dropped_piece_is_written_with_its_second_letter_in_xiangqihouse() {
    let v = variant("xiangqihouse");
    let fen = "1rbak2Cr/4a4/nc2b2c1/pC2p1p1p/1R7/2p6/P1P1P1P1P/9/4A4/1NB1KABNR[N] w - - 3 13";
    assert_eq!(san(&v, fen, "N@b4"), "H@b4");
}

#[test]
fn a_king_s_own_attack_is_not_marked_as_check_in_caught_in_a_snag() {
    // The grasshopper king hops over c2 to b3, from where it hops over d5 onto Black's king:
    // Black must answer the attack, but Fairy-Stockfish writes no `+`.
    let v = variant("caught-in-a-snag");
    let start = FairyPosition::start(&v).expect("the start position reads");
    let fen = start.fen_text();
    assert_eq!(san(&v, &fen, "d1b3"), "Gb3");
    let mut after = start.clone();
    after.play_unchecked(after.parse_move("d1b3").expect("a legal move"));
    assert!(after.is_check());
}

#[test]
fn blasted_pieces_go_to_their_owners_opponent_s_hand_in_atomiczh() {
    let v = variant("atomiczh");
    // A pawn takes a pawn: the taken one goes to the taker's hand, the blasted taker to the
    // other hand.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR[] w - - 0 2";
    assert_eq!(
        fen_after(&v, fen, "d4e5"),
        "rnbqkbnr/pppp1ppp/8/8/8/8/PPP1PPPP/RNBQKBNR[Pp] b - - 0 2"
    );
    // A bishop takes f2 and blasts White's king, bishop and knight into Black's hand, and
    // itself into White's.
    let fen = "rnbqk1nr/1ppp1p1p/6p1/p1b3PP/2P1p3/2NP4/PP2PP1R/1RBQKBN1[] b - - 7 13";
    assert_eq!(
        fen_after(&v, fen, "c5f2"),
        "rnbqk1nr/1ppp1p1p/6p1/p5PP/2P1p3/2NP4/PP2P2R/1RBQ4[Bkbnp] w - - 0 14"
    );
}

#[test]
fn a_start_position_without_castling_field_reads_its_check_counts_in_rookmate() {
    // `… w 7+7 0 1`: no castling rights, no en-passant square, seven checks to give each.
    assert_eq!(
        start_fen("rookmate"),
        "rnbqcbnk/pppppppp/8/8/8/8/PPPPPPPP/RNBQCBNK w - - 7+7 0 1"
    );
}

#[test]
fn a_number_in_place_of_the_en_passant_square_loses_its_first_digit_in_chennis() {
    // `… w - 0 1`: Fairy-Stockfish takes the `0` for the en-passant square and reads the
    // halfmove clock from the `1`.
    assert_eq!(
        start_fen("chennis"),
        "1fkm3/1p1s3/7/7/7/3S1P1/3MKF1[] w - - 1 1"
    );
}

#[test]
fn a_piece_dropped_promoted_is_written_as_the_type_it_lands_as_in_gethenian() {
    // The mover (`m`, a wazir that promotes to a silver) dropped promoted lands as a silver.
    let v = variant("gethenian");
    let fen = "N1i1+k2/7/1m4+b/4m2/1+M2B2/4+n2/3+KI2[M] w - - 1 14";
    assert_eq!(san(&v, fen, "+M@a1"), "S@a1");
    assert_eq!(san(&v, fen, "M@a1"), "M@a1");
}

#[test]
fn the_king_s_side_castling_rook_is_looked_for_from_the_last_file_in_blackletter() {
    // Nine files: the rooks stand on a2 and i2, and `K` finds the one on i2.
    assert_eq!(
        start_fen("blackletter"),
        "1ebq1meb1/rn2k2nr/ppppppppp/9/9/9/9/PPPPPPPPP/RN2K2NR/1EBQ1MEB1[HHhh] w KQkq - 0 1"
    );
}

#[test]
fn a_drop_next_to_a_commoner_king_is_no_check_that_drop_checks_forbid_in_atomiczh() {
    // Atomic's king is a pseudo-royal commoner: `dropChecks = false` forbids checks to a king
    // only, so Black may drop a pawn on d2 or f2 beside White's commoner.
    let v = variant("atomiczh");
    let fen = "rnb1kb1r/ppppq1pp/7n/5p2/5PPP/8/PPP1P3/RNBQKBNR[Pp] b - - 0 5";
    let p = FairyPosition::from_fen(&v, fen).expect("a FEN of the variant");
    for drop in ["P@d2", "P@f2"] {
        assert!(p.parse_move(drop).is_ok(), "{drop} is legal");
    }
}

#[test]
fn a_promoted_piece_that_blasts_itself_goes_to_hand_as_a_pawn_in_atomiczh() {
    // White's queen on d6 was a pawn (`~`): taking e6 blasts it, and Black's hand gains a
    // pawn, White's the queen taken.
    let v = variant("atomiczh");
    let fen = "r3k3/8/3Q~q3/8/8/8/8/4K3[] w - - 0 1";
    assert_eq!(
        fen_after(&v, fen, "d6e6"),
        "r3k3/8/8/8/8/8/8/4K3[Qp] b - - 0 1"
    );
}

/// In nuclear chess a capture blasts its square and the capturer turns to a wall there.
/// Fairy-Stockfish judges the capture's legality as an atomic capture's, the square left
/// empty: a capture that would open a line to the king is illegal, though the wall would
/// close it (pyffish's legal moves).
#[test]
fn a_nuclear_capture_is_judged_without_the_wall_it_leaves_in_nuclear() {
    let v = variant("nuclear");
    let in_fen = |fen: &str| moves(&FairyPosition::from_fen(&v, fen).expect("a FEN"));
    let moves = in_fen("rnb2bnr/pp1kqpp1/2p1p2p/3p1P2/1PPP3P/P3P1PB/8/RNBQK1NR b KQ - 3 15");
    assert!(
        !moves.contains(&"e6f5".to_owned()),
        "the bishop on h3 would see d7"
    );
    assert_eq!(moves.len(), 25);
    let moves = in_fen("r1bqkbnr/1ppp2pp/p7/2n1pp2/P1B1P2P/8/RPPPQPP1/1NB1K1NR b Kkq - 1 8");
    assert!(
        !moves.contains(&"c5e4".to_owned()),
        "the queen on e2 would see e8"
    );
    assert!(!moves.contains(&"f5e4".to_owned()));
    assert_eq!(moves.len(), 27);
}
