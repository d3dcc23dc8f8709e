//! Properties over random playouts and random positions, checked against the slow reference
//! generator of `common/mod.rs`.

mod common;

use proptest::prelude::*;
use skazka_core::{Color, Position};
use skazka_xianling::{Move, Options, Piece, PieceKind, Setup, Xianling};

fn sorted_texts(p: &Xianling) -> Vec<String> {
    let mut v: Vec<String> = p.legal_move_list().iter().map(Move::to_string).collect();
    v.sort();
    v
}

fn reference_texts(fen: &str) -> Vec<String> {
    let mut v: Vec<String> = common::Ref::from_fen(fen)
        .moves()
        .iter()
        .map(|m| m.text())
        .collect();
    v.sort();
    v
}

/// Plays move `i % len` for each `i`, checking at every ply: the move list equals the
/// reference's, the incremental hash equals the one of the position read back from its FEN,
/// FEN round-trips, every generated move is legal and plays through the checked `play`.
fn playout(start: Xianling, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut p = start;
    for &i in choices {
        let fen = p.to_string();
        let back = Xianling::from_fen(&fen, p.options()).unwrap();
        prop_assert_eq!(&back, &p);
        prop_assert_eq!(back.zobrist(), p.zobrist());
        prop_assert_eq!(back.to_string(), fen.clone());
        let moves = p.legal_move_list();
        prop_assert_eq!(sorted_texts(&p), reference_texts(&fen), "{}", fen);
        prop_assert_eq!(moves.is_empty(), p.outcome().is_some());
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(i) % moves.len()];
        prop_assert!(p.is_legal(m));
        prop_assert_eq!(p.parse_move(&m.to_string()), Ok(m));
        p.play(m).unwrap();
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_from_the_start(choices in prop::collection::vec(any::<u16>(), 1..80)) {
        playout(Xianling::new(&Options::default()), &choices)?;
    }

    #[test]
    fn random_playouts_from_a_promoted_middle_game(choices in prop::collection::vec(any::<u16>(), 1..60)) {
        let start = Xianling::from_fen(
            "4k5/1+k7z/l1+r1+P1+e1I1/3a1+G4/1+L5c2/3+D1p2g1/+A5+R3/1f+E6+M/7+B2/2H1K5 b - - 0 1",
            &Options::default(),
        ).unwrap();
        playout(start, &choices)?;
    }

    #[test]
    fn random_playouts_with_castling_and_hoppers(choices in prop::collection::vec(any::<u16>(), 1..80)) {
        let start = Xianling::from_fen(
            "1r3k2r1/2q7/5c4/p9/5+k4/9a/3aPPP3/10/5G4/1RCBQK1CR1 w KQk - 0 1",
            &Options::default(),
        ).unwrap();
        playout(start, &choices)?;
    }
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Random sparse positions: two Kings (on their castling squares with Rooks and rights in a
/// third of the cases) and a few random pieces of all 26 other kinds; perft 3 equals the
/// reference's. Covers passes, double passes, mates, promotions and castling with hoppers and
/// bent riders.
#[test]
fn random_sparse_positions_match_the_reference() {
    sparse_positions(0x9876_5432_1fed_cba9, 60);
}

/// The same over 1000 positions (release; 3000 were checked once).
#[test]
#[ignore = "slow: run in release"]
fn many_random_sparse_positions_match_the_reference() {
    sparse_positions(0x0123_4567_89ab_cdef, 1000);
}

fn sparse_positions(seed: u64, count: usize) {
    const TOKENS: [&str; 26] = [
        "P", "W", "F", "G", "N", "S", "E", "L", "Z", "I", "H", "R", "B", "C", "A", "Q", "+A", "+M",
        "+P", "+E", "+R", "+L", "+B", "+K", "+D", "+G",
    ];
    let mut rng = Rng(seed);
    let mut tested = 0;
    while tested < count {
        let mut s = Setup::default();
        let castling = rng.below(3) == 0;
        if castling {
            for (sq, tok) in [
                (5, "K"),
                (1, "R"),
                (8, "R"),
                (95, "k"),
                (91, "r"),
                (98, "r"),
            ] {
                s.board[sq] = Some(Piece::from_token_prefix(tok).unwrap().0);
            }
            s.castling = skazka_xianling::CastlingRights::ALL;
        } else {
            let w = rng.below(100);
            let b = rng.below(100);
            if w == b {
                continue;
            }
            s.board[w] = Some(Piece::new(Color::White, PieceKind::King));
            s.board[b] = Some(Piece::new(Color::Black, PieceKind::King));
        }
        for _ in 0..2 + rng.below(6) {
            let q = rng.below(100);
            if s.board[q].is_some() {
                continue;
            }
            let mut p = Piece::from_token_prefix(TOKENS[rng.below(TOKENS.len())])
                .unwrap()
                .0;
            if rng.below(2) == 0 {
                p.color = Color::Black;
            }
            s.board[q] = Some(p);
        }
        if rng.below(2) == 0 {
            s.turn = Color::Black;
        }
        let Ok(p) = Xianling::from_setup(&s, &Options::default()) else {
            continue;
        };
        tested += 1;
        let r = common::Ref::from_fen(&p.to_string());
        assert_eq!(p.perft(3), r.perft(3), "{p}");
    }
}

/// `is_attacked` (reverse lookup by attack group, bent paths walked back from the target)
/// agrees with the union of the core's forward attack tables, built from each kind's Betza
/// string, on every square of positions along random games and of random sparse positions.
#[test]
fn attack_detection_agrees_with_forward_core_tables() {
    use skazka_core::{Geometry, Movement, PieceTable};
    let tables: Vec<PieceTable> = PieceKind::ALL
        .iter()
        .map(|k| {
            PieceTable::new(
                Geometry::TEN_BY_TEN,
                &Movement::from_betza(k.betza()).unwrap(),
            )
        })
        .collect();
    let check = |p: &Xianling| {
        let occ = p.occupied();
        for sq in Geometry::TEN_BY_TEN.squares() {
            for color in Color::ALL {
                let forward = p.pieces(color).into_iter().any(|from| {
                    let kind = p.piece_at(from).unwrap().kind;
                    tables[kind.index()].attacks(from, color, occ).contains(sq)
                });
                assert_eq!(p.is_attacked(sq, color), forward, "{p} {sq:?} {color}");
            }
        }
    };
    let mut rng = Rng(0x5eed_5eed_5eed_5eed);
    for start in [
        skazka_xianling::START_FEN,
        "4k5/1+k7z/l1+r1+P1+e1I1/3a1+G4/1+L5c2/3+D1p2g1/+A5+R3/1f+E6+M/7+B2/2H1K5 b - - 0 1",
        "+a+m+p+e+r+l+b+k+d+g/10/10/10/10/10/k9/10/K9/+A+M+P+E+R+L+B+K+D+G w - - 0 1",
    ] {
        let mut p = Xianling::from_fen(start, &Options::default()).unwrap();
        for _ in 0..60 {
            check(&p);
            let moves = p.legal_move_list();
            if moves.is_empty() {
                break;
            }
            p.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
}

/// A position with more than 256 legal moves (mass promotions and Amazons): the move list
/// spills to the heap and still matches the reference.
#[test]
fn move_lists_beyond_256_moves() {
    let fen = "k9/10/PPPPPPPPP1/10/10/2+A4+A2/10/4+A5/2+A4+A2/9K w - - 0 1";
    let p = Xianling::from_fen(fen, &Options::default()).unwrap();
    let moves = p.legal_move_list();
    assert!(moves.len() > 256, "{}", moves.len());
    assert!(moves.spilled());
    assert_eq!(sorted_texts(&p), reference_texts(fen));
}

proptest! {
    /// Arbitrary text never panics the FEN reader, the move reader or `Options::set`.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}", fenish in "[kKpP+aArR1-9/ wbq-]{0,90}") {
        let _ = Xianling::from_fen(&text, &Options::default());
        let _ = Xianling::from_fen(&fenish, &Options::default());
        let p = Xianling::new(&Options::default());
        let _ = p.parse_move(&text);
        let _ = Move::parse_text(&fenish);
        let mut o = Options::default();
        let _ = o.set(&text, &fenish);
        let _ = o.set("move_limit", &text);
    }
}
