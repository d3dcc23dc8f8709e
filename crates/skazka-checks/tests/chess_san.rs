//! Chess SAN against an independent implementation: the `shakmaty` library (a dev-dependency
//! of this unpublished crate only).
//!
//! In every position compared, both libraries list the same legal moves (as coordinate text),
//! write the same SAN for each, and each reads the other's SAN back to the same move.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Position as _};
use skazka_chess::Chess;
use skazka_core::Position;
use skazka_core::san::{SanWriter, parse_san};

/// The same position in both libraries.
fn both(fen: &str) -> (Chess, shakmaty::Chess) {
    let ours = Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let theirs = fen
        .parse::<Fen>()
        .unwrap_or_else(|e| panic!("reference FEN {fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .or_else(shakmaty::PositionError::ignore_impossible_check)
        .unwrap_or_else(|e| panic!("reference position {fen}: {e}"));
    (ours, theirs)
}

/// Compares the SAN of every legal move of the position; returns them as (coordinate text,
/// SAN), sorted.
fn compare(ours: &Chess, theirs: &shakmaty::Chess) -> Vec<(String, String)> {
    let writer = SanWriter::new(ours);
    let mut mine: Vec<(String, String)> = ours
        .legal_move_list()
        .iter()
        .map(|&m| (m.to_string(), writer.write(m)))
        .collect();
    mine.sort();
    let mut reference: Vec<(String, String)> = theirs
        .legal_moves()
        .iter()
        .map(|&m| {
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            (uci, SanPlus::from_move(theirs.clone(), m).to_string())
        })
        .collect();
    reference.sort();
    assert_eq!(mine, reference, "SAN of the legal moves of {ours}");
    for (uci, san) in &reference {
        let read = parse_san(ours, san).map(|m| m.to_string());
        assert_eq!(read.as_ref(), Ok(uci), "our reading of {san} in {ours}");
        let theirs_read = san
            .parse::<SanPlus>()
            .unwrap_or_else(|e| panic!("{san}: {e}"))
            .san
            .to_move(theirs)
            .unwrap_or_else(|e| panic!("reference reading of {san} in {ours}: {e}"));
        assert_eq!(&theirs_read.to_uci(CastlingMode::Standard).to_string(), uci);
    }
    mine
}

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

/// Random games from these positions: the start, a crowded middlegame with both castlings
/// and en passant, positions rich in promotions, and extra queens and knights.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/1P4P1/8/2N1N3/8/2n1n3/1p4p1/R3K2R w KQkq - 0 1",
    "1q2k1q1/8/8/8/8/8/8/1Q2K1Q1 w - - 0 1",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
];

#[test]
fn san_of_every_legal_move_along_random_games_equals_the_reference() {
    let mut rng = Lcg(0x0005_a4a0_c4e5);
    let (mut plies, mut moves) = (0, 0);
    for start in STARTS {
        for _ in 0..8 {
            let (mut ours, mut theirs) = both(start);
            for _ in 0..120 {
                let listed = compare(&ours, &theirs);
                moves += listed.len();
                if listed.is_empty() {
                    break;
                }
                let (uci, _) = &listed[rng.below(listed.len())];
                ours.play_text(uci).unwrap();
                let m = uci
                    .parse::<shakmaty::uci::UciMove>()
                    .unwrap()
                    .to_move(&theirs)
                    .unwrap();
                theirs.play_unchecked(m);
                plies += 1;
            }
        }
    }
    assert!(plies > 3000, "{plies} plies");
    assert!(moves > 50_000, "{moves} moves");
}

/// What a position shows, its FEN, and the SAN expected of some of its moves (given by
/// coordinate text).
type Case = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

/// Positions chosen for each rule of SAN; every legal move of each is also compared with the
/// reference.
const CORPUS: &[Case] = &[
    // Disambiguation.
    (
        "knights told apart by file",
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
        &[("b1d2", "Nbd2"), ("f3d2", "Nfd2"), ("b1a3", "Na3")],
    ),
    (
        "knights told apart by rank",
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
        &[("g1f3", "N1f3"), ("g5f3", "N5f3")],
    ),
    (
        "three knights: square, rank, file",
        "4k3/8/8/8/1N6/8/1N3N2/4K3 w - - 0 1",
        &[("b2d3", "Nb2d3"), ("b4d3", "N4d3"), ("f2d3", "Nfd3")],
    ),
    (
        "knights capturing, told apart by file",
        "4k3/8/8/3p4/8/2N1N3/8/4K3 w - - 0 1",
        &[("c3d5", "Ncxd5"), ("e3d5", "Nexd5")],
    ),
    (
        "rooks told apart by file",
        "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1",
        &[("a1d1", "Rad1"), ("f1d1", "Rfd1"), ("a1b1", "Rab1")],
    ),
    (
        "rooks told apart by rank",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1",
        &[
            ("a1a3", "R1a3"),
            ("a5a3", "R5a3"),
            ("a1a2", "R1a2"),
            ("a5h5", "Rh5"),
        ],
    ),
    (
        "rooks capturing, told apart by file",
        "4k3/8/8/8/R2p3R/8/8/4K3 w - - 0 1",
        &[("a4d4", "Raxd4"), ("h4d4", "Rhxd4")],
    ),
    (
        "black rooks told apart by rank",
        "r3k3/8/8/8/r7/8/8/4K3 b - - 0 1",
        &[("a8a6", "R8a6"), ("a4a6", "R4a6"), ("a4a1", "Ra1+")],
    ),
    (
        "queens told apart by file",
        "4k3/8/8/8/8/8/K7/Q6Q w - - 0 1",
        &[("a1d1", "Qad1"), ("h1d1", "Qhd1")],
    ),
    (
        "queens told apart by rank",
        "6k1/8/8/8/Q7/8/8/Q3K3 w - - 0 1",
        &[("a1a2", "Q1a2+"), ("a4a2", "Q4a2+"), ("a1b1", "Qb1")],
    ),
    (
        "three queens: square, rank, file",
        "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
        &[("a1b2", "Qa1b2"), ("a3b2", "Q3b2"), ("c1b2", "Qcb2")],
    ),
    (
        "four queens around one square",
        "7k/8/8/1Q1Q4/8/1Q1Q4/8/4K3 w - - 0 1",
        &[("b3c4", "Qb3c4"), ("d5c4", "Qd5c4"), ("b5c4", "Qb5c4")],
    ),
    (
        "bishops told apart by file",
        "4k3/8/8/8/8/8/8/1B1BK3 w - - 0 1",
        &[("b1c2", "Bbc2"), ("d1c2", "Bdc2")],
    ),
    (
        "a pinned knight is no rival",
        "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1",
        &[("g1e2", "Ne2")],
    ),
    (
        "pawn captures name their file",
        "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1",
        &[("c4d5", "cxd5"), ("e4d5", "exd5"), ("e4e5", "e5")],
    ),
    // Promotions.
    (
        "promotions with and without capture",
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        &[
            ("a7a8q", "a8=Q"),
            ("a7a8n", "a8=N"),
            ("a7b8q", "axb8=Q+"),
            ("a7b8r", "axb8=R+"),
            ("a7b8b", "axb8=B"),
            ("a7b8n", "axb8=N"),
        ],
    ),
    (
        "promotions that mate",
        "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 1",
        &[("e7e8q", "e8=Q#"), ("e7e8r", "e8=R#"), ("e7e8b", "e8=B")],
    ),
    (
        "a capturing promotion that mates",
        "3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1",
        &[("e7d8q", "exd8=Q#"), ("e7e8q", "e8=Q+")],
    ),
    (
        "a knight promotion that checks",
        "8/3P1k2/8/8/8/8/8/4K3 w - - 0 1",
        &[("d7d8n", "d8=N+"), ("d7d8q", "d8=Q")],
    ),
    (
        "black promotions",
        "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1",
        &[("a2a1q", "a1=Q"), ("a2b1q", "axb1=Q+"), ("a2b1n", "axb1=N")],
    ),
    (
        "two pawns promoting on one square",
        "2n3k1/1P1P4/8/8/8/8/8/4K3 w - - 0 1",
        &[
            ("b7c8q", "bxc8=Q+"),
            ("d7c8q", "dxc8=Q+"),
            ("d7d8r", "d8=R+"),
            ("d7d8b", "d8=B"),
        ],
    ),
    (
        "promotions everywhere",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        &[("g2h1q", "gxh1=Q"), ("g2f1q", "gxf1=Q+")],
    ),
    // Castling.
    (
        "both castlings, both sides",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        &[("e1g1", "O-O"), ("e1c1", "O-O-O"), ("e1f1", "Kf1")],
    ),
    (
        "black castles",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        &[("e8g8", "O-O"), ("e8c8", "O-O-O")],
    ),
    (
        "king-side castling that checks",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        &[("e1g1", "O-O+")],
    ),
    (
        "queen-side castling that checks",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        &[("e1c1", "O-O-O+")],
    ),
    (
        "queen-side castling that mates",
        "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1",
        &[("e1c1", "O-O-O#")],
    ),
    (
        "king-side castling that mates",
        "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1",
        &[("e1g1", "O-O#")],
    ),
    // En passant.
    (
        "en passant",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        &[("e5d6", "exd6"), ("e5e6", "e6")],
    ),
    (
        "en passant by either of two pawns",
        "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
        &[("c5d6", "cxd6"), ("e5d6", "exd6")],
    ),
    (
        "black en passant",
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1",
        &[("e4d3", "exd3")],
    ),
    (
        "en passant that checks",
        "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1",
        &[("e5d6", "exd6+")],
    ),
    (
        "en passant that uncovers a check along the rank",
        "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1",
        &[("e5d6", "exd6+")],
    ),
    (
        "en passant that gives double check",
        "8/4k3/8/3pP3/8/8/8/4R1K1 w - d6 0 1",
        &[("e5d6", "exd6+")],
    ),
    (
        "en passant that would expose the king is no move",
        "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
        &[("e5e6", "e6")],
    ),
    // Checks and mates.
    (
        "scholar's mate",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4",
        &[("f3f7", "Qxf7#"), ("c4f7", "Bxf7+")],
    ),
    (
        "fool's mate",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        &[("d8h4", "Qh4#")],
    ),
    (
        "double checks by a knight and the rook behind it",
        "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1",
        &[("e4f6", "Nf6+"), ("e4d6", "Nd6+"), ("e4c5", "Nc5+")],
    ),
    (
        "smothered mate",
        "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
        &[("g5f7", "Nf7#"), ("g5e6", "Ne6")],
    ),
    (
        "back-rank mate",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        &[("a1a8", "Ra8#"), ("a1a7", "Ra7")],
    ),
    (
        "a pawn check",
        "8/8/3k4/8/4P3/8/8/4K3 w - - 0 1",
        &[("e4e5", "e5+")],
    ),
    (
        "a stalemating move has no mark",
        "7k/8/6Q1/8/8/8/8/4K3 w - - 0 1",
        &[("g6f7", "Qf7")],
    ),
    (
        "a crowded middlegame",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[
            ("e1g1", "O-O"),
            ("e2a6", "Bxa6"),
            ("d5e6", "dxe6"),
            ("f3f6", "Qxf6"),
        ],
    ),
];

#[test]
fn san_of_the_hand_picked_positions_equals_the_reference_and_the_expected_text() {
    for (what, fen, expected) in CORPUS {
        let (ours, theirs) = both(fen);
        let listed = compare(&ours, &theirs);
        for (uci, san) in *expected {
            let found = listed.iter().find(|(u, _)| u == uci);
            assert_eq!(
                found.map(|(_, s)| s.as_str()),
                Some(*san),
                "{what}: {uci} in {fen}"
            );
        }
    }
}
