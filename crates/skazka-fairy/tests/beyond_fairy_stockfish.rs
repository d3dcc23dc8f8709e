//! Variants Fairy-Stockfish cannot hold, written as variants.ini text: an 11×11 and a 16×8 board
//! (its boards stop at 12×10) with bent riders (the griffon `[F?R]` and the aanca `[W?B]`, in the
//! core's Betza) and multi-leg pieces (the moa `[FaW]`, a ferz step then a wazir step outward,
//! and a rook that hops a screen onto a diagonal square beyond it, `mR[pRaF]`). Their perft is checked against a make-and-test reference written here with the
//! core's piece tables alone: a plain board array, every move of every piece from
//! [`PieceTable::targets`], and a move kept when no enemy piece then attacks the king.
//!
//! The definitions have no castling, no double step (so no en passant) and no drops; the one
//! rule beyond plain moves and captures is promotion, which the reference does by hand.

use skazka_core::{Bitboard, Color, Geometry, Movement, PieceTable, Position, Square};
use skazka_fairy::{FairyPosition, Variant, catalogue, ini};

/// An 11×11 board with two griffons a side.
const ELEVEN: &str = "
[griffons11:chess]
maxFile = k
maxRank = 11
chancellor = c
customPiece1 = g:[F?R]
castling = false
doubleStep = false
promotionRegionWhite = *11
promotionRegionBlack = *1
promotionPieceTypes = qg
startFen = rnbgqkcgbnr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBGQKCGBNR w - - 0 1
";

/// A 16×8 board with griffons and aancas.
const SIXTEEN: &str = "
[aancas16:chess]
maxFile = p
maxRank = 8
chancellor = c
customPiece1 = g:[F?R]
customPiece2 = a:[W?B]
castling = false
doubleStep = false
promotionPieceTypes = qga
startFen = rrnbagcqkcgabnrr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RRNBAGCQKCGABNRR w - - 0 1
";

/// An 11×11 board with multi-leg pieces: the moa, blocked on its diagonal step (Fairy-Stockfish's
/// lame knight `nN` is blocked on the orthogonal one), and a rook that jumps a screen of either
/// colour onto one of the two squares diagonally beyond it.
const LEGS: &str = "
[legs11:chess]
maxFile = k
maxRank = 11
customPiece1 = m:[FaW]
customPiece2 = y:mR[pRaF]
castling = false
doubleStep = false
promotionRegionWhite = *11
promotionRegionBlack = *1
promotionPieceTypes = qmy
startFen = rnbmyqkymbn/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBMYQKYMBN w - - 0 1
";

/// Multi-leg pieces Fairy-Stockfish also holds, in its own spelling: the xiangqi horse `[WaF]`
/// (its `nN`), the janggi elephant `[WaFaF]` (its `nZ`) and the xiangqi cannon `mRc[pRaR]` (its
/// `mRcpR`), on a 9×10 board Fairy-Stockfish can hold, so that pyffish can count it too.
const LEGS_FS: &str = "
[legs9x10:chess]
maxFile = i
maxRank = 10
customPiece1 = h:[WaF]
customPiece2 = e:[WaFaF]
customPiece3 = x:mRc[pRaR]
castling = false
doubleStep = false
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPieceTypes = rhex
startFen = rhexkxehr/ppppppppp/9/9/9/9/9/9/PPPPPPPPP/RHEXKXEHR w - - 0 1
";

/// Every piece letter of the definitions and its movement in the core's Betza.
const MOVEMENTS: &[(char, &str)] = &[
    ('k', "K"),
    ('q', "Q"),
    ('r', "R"),
    ('b', "B"),
    ('n', "N"),
    ('c', "RN"),
    ('g', "[F?R]"),
    ('a', "[W?B]"),
    ('m', "[FaW]"),
    ('y', "mR[pRaF]"),
    ('h', "[WaF]"),
    ('e', "[WaFaF]"),
    ('x', "mRc[pRaR]"),
    ('p', "fmWfcF"),
];

fn variant(text: &str) -> Variant {
    let mut definitions = ini::parse(text, &catalogue::get).expect("the definition reads");
    assert_eq!(definitions.len(), 1);
    Variant::new(definitions.remove(0)).expect("the definition compiles")
}

/// The make-and-test reference: one board, the core's tables, nothing else.
struct Reference {
    geometry: Geometry,
    tables: Vec<(char, PieceTable)>,
    promotions: Vec<char>,
}

/// A position of the reference: what stands on each square (colour, lower-case letter) and
/// whose turn it is.
#[derive(Clone)]
struct Board {
    squares: Vec<Option<(Color, char)>>,
    turn: Color,
}

impl Reference {
    fn new(files: u8, ranks: u8, promotions: &str) -> Reference {
        let geometry = Geometry::new(files, ranks).expect("a board of the core");
        let tables = MOVEMENTS
            .iter()
            .map(|&(letter, betza)| {
                let movement = Movement::from_betza(betza).expect("core Betza");
                (letter, PieceTable::new(geometry, &movement))
            })
            .collect();
        Reference {
            geometry,
            tables,
            promotions: promotions.chars().collect(),
        }
    }

    fn table(&self, letter: char) -> &PieceTable {
        &self
            .tables
            .iter()
            .find(|(l, _)| *l == letter)
            .expect("a known letter")
            .1
    }

    /// Reads the board and side to move of a FEN (no holdings, castling or en passant here).
    fn read(&self, fen: &str) -> Board {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().expect("placement");
        let turn = match fields.next() {
            Some("w") => Color::White,
            Some("b") => Color::Black,
            other => panic!("side to move {other:?}"),
        };
        let mut squares = vec![None; self.geometry.num_squares()];
        let ranks: Vec<&str> = placement.split('/').collect();
        assert_eq!(ranks.len(), usize::from(self.geometry.ranks()));
        for (i, row) in ranks.iter().enumerate() {
            let rank = self.geometry.ranks() - 1 - u8::try_from(i).expect("few ranks");
            let mut file = 0u8;
            let mut empty = 0u8;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    empty = empty * 10 + u8::try_from(d).expect("a digit");
                    continue;
                }
                file += empty;
                empty = 0;
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let square = self.geometry.sq(file, rank);
                squares[square.index()] = Some((color, c.to_ascii_lowercase()));
                file += 1;
            }
            assert_eq!(file + empty, self.geometry.files(), "rank {row}");
        }
        Board { squares, turn }
    }

    fn pieces(&self, board: &Board, color: Color) -> Bitboard {
        self.geometry
            .squares()
            .filter(|s| matches!(board.squares[s.index()], Some((c, _)) if c == color))
            .collect()
    }

    /// Whether a `by` piece attacks `target`, found by generating every `by` piece's attacks.
    fn attacked(&self, board: &Board, target: Square, by: Color) -> bool {
        let occupied = self.pieces(board, Color::White) | self.pieces(board, Color::Black);
        self.pieces(board, by).into_iter().any(|from| {
            let (_, letter) = board.squares[from.index()].expect("a piece");
            self.table(letter)
                .attacks(from, by, occupied)
                .contains(target)
        })
    }

    fn king(&self, board: &Board, color: Color) -> Square {
        self.geometry
            .squares()
            .find(|s| board.squares[s.index()] == Some((color, 'k')))
            .expect("a king")
    }

    /// Every legal successor: each piece's moves to empty squares and captures of enemy
    /// pieces, a pawn on its last rank becoming each promotion piece, kept when the mover's
    /// king is then not attacked.
    fn children(&self, board: &Board) -> Vec<Board> {
        let us = board.turn;
        let ours = self.pieces(board, us);
        let theirs = self.pieces(board, !us);
        let occupied = ours | theirs;
        let last_rank = self.geometry.ranks() - 1;
        let mut children = Vec::new();
        for from in ours {
            let (_, letter) = board.squares[from.index()].expect("a piece");
            let targets = self.table(letter).targets(from, us, occupied, false);
            for to in (targets.moves - occupied) | (targets.attacks & theirs) {
                let promotes = letter == 'p' && self.geometry.relative_rank(to, us) == last_rank;
                let becomes = if promotes {
                    self.promotions.clone()
                } else {
                    vec![letter]
                };
                for piece in becomes {
                    let mut next = board.clone();
                    next.squares[from.index()] = None;
                    next.squares[to.index()] = Some((us, piece));
                    next.turn = !us;
                    if !self.attacked(&next, self.king(&next, us), !us) {
                        children.push(next);
                    }
                }
            }
        }
        children
    }

    fn perft(&self, board: &Board, depth: u32) -> u64 {
        let children = self.children(board);
        if depth <= 1 {
            return children.len() as u64;
        }
        children.iter().map(|c| self.perft(c, depth - 1)).sum()
    }
}

/// Positions reached from the start by seeded random play, after each of `plies`.
fn random_positions(start: &FairyPosition, seed: u64, plies: &[usize]) -> Vec<FairyPosition> {
    let mut state = seed;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut position = start.clone();
    let mut found = Vec::new();
    for ply in 1..=plies.iter().copied().max().unwrap_or(0) {
        let moves = position.legal_move_list();
        if moves.as_ref().is_empty() {
            break;
        }
        let index = usize::try_from(next() % moves.as_ref().len() as u64).expect("an index");
        position.play_unchecked(moves.as_ref()[index]);
        if plies.contains(&ply) {
            found.push(position.clone());
        }
    }
    found
}

/// Perft of `fen` to `depth` here and in the reference, after checking that the side not to
/// move is not in check (the reference would let its king be taken).
fn assert_same_perft(variant: &Variant, reference: &Reference, fen: &str, depth: u32) -> u64 {
    let position = FairyPosition::from_fen(variant, fen).expect("the FEN reads");
    let board = reference.read(fen);
    let resting = !board.turn;
    assert!(
        !reference.attacked(&board, reference.king(&board, resting), board.turn),
        "{fen}: the side not to move is in check"
    );
    for d in 1..=depth {
        assert_eq!(
            position.perft(d),
            reference.perft(&board, d),
            "{}: {fen}: perft {d}",
            variant.name()
        );
    }
    position.perft(depth)
}

#[test]
fn griffons_on_eleven_by_eleven_move_as_the_make_and_test_reference() {
    let v = variant(ELEVEN);
    let reference = Reference::new(11, 11, "qg");
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(
        start.fen_text(),
        "rnbgqkcgbnr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBGQKCGBNR w - - 0 1"
    );
    assert_eq!(
        assert_same_perft(&v, &reference, &start.fen_text(), 3),
        6388
    );
    for p in random_positions(&start, 0x11_11, &[10, 30]) {
        assert_same_perft(&v, &reference, &p.fen_text(), 3);
    }
}

#[test]
fn sixteen_files_with_griffons_and_aancas_move_as_the_make_and_test_reference() {
    let v = variant(SIXTEEN);
    let reference = Reference::new(16, 8, "qga");
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(
        start.fen_text(),
        "rrnbagcqkcgabnrr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RRNBAGCQKCGABNRR w - - 0 1"
    );
    assert_eq!(
        assert_same_perft(&v, &reference, &start.fen_text(), 3),
        17698
    );
    for p in random_positions(&start, 0x16_08, &[10, 30]) {
        assert_same_perft(&v, &reference, &p.fen_text(), 3);
    }
}

#[test]
fn bent_rider_checks_pins_and_promotions_on_eleven_by_eleven() {
    let v = variant(ELEVEN);
    let reference = Reference::new(11, 11, "qg");
    // The black griffon on b2 pins the knight on d1 to the king on e1 through c1; the pawn on
    // b10 promotes by moving or by taking on a11 or c11; a black pawn promotes on g1 later.
    let pins = "n1r7r/1P9/4k6/11/8b2/11/5P5/7G3/6p4/1g7Q1/R2NK6 w - - 0 1";
    assert_same_perft(&v, &reference, pins, 3);
    let position = FairyPosition::from_fen(&v, pins).unwrap();
    let moves: Vec<String> = position
        .legal_move_list()
        .as_ref()
        .iter()
        .map(|&m| position.display_move(m).to_string())
        .collect();
    let knight: Vec<&String> = moves.iter().filter(|m| m.starts_with("d1")).collect();
    assert_eq!(
        knight,
        ["d1b2"],
        "the pinned knight may only take the pinning griffon"
    );
    for promotion in ["b10b11q", "b10b11g", "b10a11q", "b10c11g"] {
        assert!(moves.iter().any(|m| m == promotion), "{promotion}");
    }
    // Black in double check: the griffon on d7 through e8, the chancellor on e4 up the file.
    let double_check = "r10/2P4g3/3pk5q/1b9/3G7/7N3/11/4C6/R4p5/11/5K5 b - - 0 1";
    assert!(
        FairyPosition::from_fen(&v, double_check)
            .unwrap()
            .is_check()
    );
    assert_same_perft(&v, &reference, double_check, 3);
}

#[test]
fn bent_riders_and_promotions_on_sixteen_files() {
    let v = variant(SIXTEEN);
    let reference = Reference::new(16, 8, "qga");
    for fen in [
        "7k5n1r/10p3P1/2a8g4/12c3/16/4A4G6/2P3p1P7/R2Q1B1K8 w - - 0 1",
        "g6k8/5q10/8a7/4R11/16/11p4/1p4PP8/2A4K7G b - - 0 1",
    ] {
        assert_same_perft(&v, &reference, fen, 3);
    }
}

#[test]
fn griffon_steps_one_diagonal_then_slides_outward() {
    let v = variant(ELEVEN);
    // A griffon in the middle of the empty 11×11 board: four diagonal steps, and from each
    // the two outward lines to the edge (4 + 4 squares), 36 moves; the kings add their own.
    let position = FairyPosition::from_fen(&v, "k10/11/11/11/11/5G5/11/11/11/11/10K w - - 0 1")
        .expect("the FEN reads");
    let griffon: Vec<String> = position
        .legal_move_list()
        .as_ref()
        .iter()
        .map(|&m| position.display_move(m).to_string())
        .filter(|m| m.starts_with("f6"))
        .collect();
    assert_eq!(griffon.len(), 36, "{griffon:?}");
    for reached in ["f6g7", "f6g11", "f6k7", "f6e5", "f6e1", "f6a5"] {
        assert!(griffon.iter().any(|m| m == reached), "{reached}");
    }
    // Not a rook's or bishop's move: no straight slide from the start square, no second
    // diagonal step.
    for unreached in ["f6f7", "f6h8", "f6g6"] {
        assert!(!griffon.iter().any(|m| m == unreached), "{unreached}");
    }
}

#[test]
fn multi_leg_pieces_on_eleven_by_eleven_move_as_the_make_and_test_reference() {
    let v = variant(LEGS);
    let reference = Reference::new(11, 11, "qmy");
    let start = FairyPosition::start(&v).unwrap();
    assert_eq!(
        start.fen_text(),
        "rnbmyqkymbn/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBMYQKYMBN w - - 0 1"
    );
    assert_eq!(
        assert_same_perft(&v, &reference, &start.fen_text(), 3),
        6889
    );
    for p in random_positions(&start, 0x1e95, &[10, 30, 50]) {
        assert_same_perft(&v, &reference, &p.fen_text(), 3);
    }
}

#[test]
fn multi_leg_checks_pins_and_promotions_on_eleven_by_eleven() {
    let v = variant(LEGS);
    let reference = Reference::new(11, 11, "qmy");
    for fen in [
        // The black hopper on e9 jumps the white pawn on e3 onto d2 or takes the white hopper
        // on f2; the white moa on c3 reaches d5 (a capture) and e4 over d4.
        "4k6/11/4y6/11/11/11/3p2M4/11/2M1P6/5Y5/4K6 w - - 0 1",
        // White in check from the black moa on h3 (over g2); the pawn on g10 may promote to
        // each piece, and the white hopper on b1 may jump the king.
        "k10/6P4/11/2y8/11/5m5/11/11/7m3/11/1Y4K4 w - - 0 1",
    ] {
        assert_same_perft(&v, &reference, fen, 3);
    }
}

#[test]
fn the_moa_steps_diagonally_then_outward_orthogonally() {
    let v = variant(LEGS);
    let position = FairyPosition::from_fen(&v, "k10/11/11/11/11/5M5/11/11/11/11/10K w - - 0 1")
        .expect("the FEN reads");
    let moves: Vec<String> = position
        .legal_move_list()
        .as_ref()
        .iter()
        .map(|&m| position.display_move(m).to_string())
        .filter(|m| m.starts_with("f6"))
        .collect();
    // The eight knight squares, each reached over the diagonal square between.
    assert_eq!(moves.len(), 8, "{moves:?}");
    let blocked = FairyPosition::from_fen(&v, "k10/11/11/11/6p4/5M5/11/11/11/11/10K w - - 0 1")
        .expect("the FEN reads");
    let moves: Vec<String> = blocked
        .legal_move_list()
        .as_ref()
        .iter()
        .map(|&m| blocked.display_move(m).to_string())
        .filter(|m| m.starts_with("f6"))
        .collect();
    // The pawn on g7 blocks g8 and h7; every other leap stays.
    assert_eq!(moves.len(), 6, "{moves:?}");
    assert!(!moves.iter().any(|m| m == "f6g8" || m == "f6h7"));
}

/// Perft 1 to 3 of `LEGS_FS` as pyffish 0.0.90 counts them, with the same definition in
/// Fairy-Stockfish's spelling (`h:nN`, `e:nZ`, `x:mRcpR`): the start and the positions after 12,
/// 24 and 40 plies of seeded random play (Python's `random.seed(7)`, choosing among the sorted
/// legal moves).
const PYFFISH_LEGS: &[(&str, [u64; 3])] = &[
    (
        "rhexkxehr/ppppppppp/9/9/9/9/9/9/PPPPPPPPP/RHEXKXEHR w - - 0 1",
        [11, 121, 1662],
    ),
    (
        "r1exkx1hr/p2pp2pp/hpp6/4e1p2/9/9/P3P4/5X3/1PPP1PPPP/RHEXK1EHR w - - 1 7",
        [28, 677, 17658],
    ),
    (
        "r1ex1x1hr/p2pp2pp/1pp1k4/6p2/9/P8/2e1PX3/R1hP5/1PPK1PPPP/1HE2XEHR w - - 9 13",
        [32, 961, 29514],
    ),
    (
        "1re1X2hr/3pp2pp/p1p2k3/5xp2/1p2P4/P8/9/R1PP5/2PK1PPPP/1HE2XEHR w - - 2 21",
        [27, 630, 17242],
    ),
];

#[test]
fn multi_leg_pieces_fairy_stockfish_also_holds_count_as_pyffish_and_the_reference() {
    let v = variant(LEGS_FS);
    let reference = Reference::new(9, 10, "rhex");
    for &(fen, counts) in PYFFISH_LEGS {
        assert_same_perft(&v, &reference, fen, 3);
        let position = FairyPosition::from_fen(&v, fen).expect("the FEN reads");
        for (depth, &count) in (1..).zip(&counts) {
            assert_eq!(position.perft(depth), count, "{fen}: perft {depth}");
        }
    }
}
