//! Properties over random games: every generated move plays, the incremental hash matches a
//! fresh one, FEN round-trips, and checked play agrees with move generation.

use proptest::prelude::*;
use skazka_chess::{Chess, Move, Role};
use skazka_core::{Geometry, Position};

/// Every from × to × promotion combination, legal or not.
fn all_candidate_moves() -> Vec<Move> {
    let geo = Geometry::CHESS;
    let mut v = Vec::new();
    for from in geo.squares() {
        for to in geo.squares() {
            v.push(Move::new(from, to));
            for role in Role::PROMOTIONS {
                v.push(Move::with_promotion(from, to, role));
            }
        }
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..120)) {
        let mut pos = Chess::new();
        for c in choices {
            let moves = pos.legal_move_list();
            prop_assert_eq!(pos.perft(1), moves.len() as u64);
            let fresh = Chess::from_fen(&pos.to_string()).unwrap();
            prop_assert_eq!(fresh.to_string(), pos.to_string());
            prop_assert_eq!(fresh.zobrist(), pos.zobrist());
            if moves.is_empty() {
                prop_assert!(pos.outcome().is_some());
                break;
            }
            let m = moves[c as usize % moves.len()];
            prop_assert_eq!(m.to_string().parse::<Move>(), Ok(m));
            prop_assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
            pos.play(m).unwrap();
        }
    }

    #[test]
    fn checked_play_accepts_exactly_the_generated_moves(choices in proptest::collection::vec(any::<u16>(), 0..60)) {
        let mut pos = Chess::new();
        for c in choices {
            let moves = pos.legal_move_list();
            if moves.is_empty() { break; }
            pos.play_unchecked(moves[c as usize % moves.len()]);
        }
        let legal = pos.legal_move_list();
        for m in all_candidate_moves() {
            // Castling, en passant and double steps are named by their squares alone.
            let generated = legal.iter().find(|&&g| g == m);
            let mut copy = pos.clone();
            match generated {
                Some(&g) => {
                    prop_assert!(pos.is_legal(g));
                    prop_assert!(copy.play(g).is_ok());
                }
                None => {
                    prop_assert!(copy.play(m).is_err());
                    prop_assert_eq!(&copy, &pos);
                }
            }
        }
    }
}
