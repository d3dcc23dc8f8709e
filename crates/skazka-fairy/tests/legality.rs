//! Moves that would leave a royal piece attacked (or, in racing kings, give check), in variants
//! whose pieces hop, leap lamely or face each other, and in castling: the move generator tests
//! only the moves that leave or enter a square of an attack path to a royal piece, so these are
//! the cases it must not miss. Each position is checked against Fairy-Stockfish (pyffish
//! 0.0.90) and in both the list and the count.

mod common;

use common::{moves, position};
use skazka_core::Position;

/// The legal moves of `fen` that start on `from`, checking first that the count agrees.
fn moves_from(variant: &str, fen: &str, from: &str) -> Vec<String> {
    let p = position(variant, fen);
    let all = moves(&p);
    assert_eq!(p.legal_move_count(), all.len(), "count and list of {fen}");
    all.into_iter().filter(|m| m.starts_with(from)).collect()
}

#[test]
fn a_piece_that_screens_its_king_from_a_grasshopper_may_not_step_aside() {
    // The white grasshopper on a4 would hop the d7 grasshopper onto e8 once c6 is empty.
    let fen = "rnbqkbnr/gggggggg/pppppppp/8/G7/PPPPPPPP/1GGGGGGG/RNBQKBNR b KQkq - 1 1";
    assert!(moves_from("grasshopper", fen, "c6").is_empty());
    assert_eq!(moves_from("grasshopper", fen, "b6"), ["b6b5"]);
}

#[test]
fn a_piece_between_the_generals_may_leave_only_along_their_file() {
    let fen = "2nk2r/r1p3p/p2cpn1/2P1P2/1C5/P3PP1/R1NKNR1 b - - 2 29";
    assert_eq!(
        moves_from("minixiangqi", fen, "d5"),
        ["d5d2", "d5d3", "d5d4", "d5d6"]
    );
}

#[test]
fn a_piece_may_not_become_the_screen_of_a_cannon_aimed_at_its_king() {
    // The rook on d3 may go anywhere on its lines but e3, between the cannon and the king.
    let fen = "4k4/9/9/9/4c4/9/9/3R5/9/4K4 w - - 0 1";
    let rook = moves_from("xiangqi", fen, "d3");
    assert!(!rook.iter().any(|m| m == "d3e3"), "{rook:?}");
    assert!(rook.iter().any(|m| m == "d3f3"), "{rook:?}");
}

/// In Chess960 the castling rook may stand between the king and an enemy rider: castling
/// takes it away, and the king would stand attacked (Fairy-Stockfish's legal moves here).
#[test]
fn castling_is_illegal_where_the_castling_rook_shields_the_king() {
    let shielded = position("fischerandom", "k7/8/8/8/8/8/8/qRK5 w B - 0 1");
    assert_eq!(moves(&shielded), ["b1a1", "c1c2", "c1d1", "c1d2"]);
    assert_eq!(shielded.legal_move_count(), 4);
    let free = position("fischerandom", "k7/8/8/8/8/8/8/1RK5 w B - 0 1");
    assert!(moves(&free).contains(&"c1b1".to_owned()));
}

/// In racing kings no move may give check, a discovered one included: the knight on a4 may
/// not leave the rook's file to the king on a7, and the rook may not check along it
/// (pyffish's legal moves).
#[test]
fn no_move_gives_check_directly_or_by_discovery_in_racing_kings() {
    let p = position("racingkings", "8/k7/8/8/N7/8/8/R6K w - - 0 1");
    let moves = moves(&p);
    assert_eq!(
        moves,
        [
            "a1a2", "a1a3", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "h1g1", "h1g2", "h1h2"
        ]
    );
    assert_eq!(p.legal_move_count(), moves.len());
}

/// A capture blasts the capturer and the pieces a king step away, pawns apart: the queen may
/// not take the knight beside its own king, nor may the king take it (pyffish's legal
/// moves).
#[test]
fn a_capture_that_blasts_one_s_own_king_is_illegal_in_atomic() {
    let p = position("atomic", "4k3/8/8/3Q4/8/8/3n4/3K4 w - - 0 1");
    let all = moves(&p);
    assert_eq!(p.legal_move_count(), all.len());
    assert_eq!(all.len(), 29, "{all:?}");
    for illegal in ["d5d2", "d1d2"] {
        assert!(!all.contains(&illegal.to_owned()), "{illegal}: {all:?}");
    }
}

/// Blasting the enemy king wins: the queen's capture on f7 is legal though the white king
/// stays in the rook's check, which every other legal move answers.
#[test]
fn a_capture_that_blasts_the_enemy_king_is_legal_even_in_check_in_atomic() {
    let p = position("atomic", "4r1k1/5p2/8/8/8/8/Q7/4K3 w - - 0 1");
    assert_eq!(
        moves(&p),
        ["a2e2", "a2e6", "a2f7", "e1d1", "e1d2", "e1f1", "e1f2"]
    );
    assert_eq!(p.legal_move_count(), 7);
}

/// A king beside the enemy king cannot be taken, as the taker's blast would destroy its own
/// king: the white king may step onto the rook's rank on d5 and e5, beside the black king,
/// but not on c5.
#[test]
fn a_king_touching_the_enemy_king_is_not_in_check_in_atomic() {
    let p = position("atomic", "8/8/4k3/r7/3K4/8/8/8 w - - 0 1");
    assert_eq!(
        moves(&p),
        ["d4c3", "d4c4", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5"]
    );
    assert_eq!(p.legal_move_count(), 7);
}

/// In coregal chess the queens are royal too: the queen may not step where the rook attacks
/// it, nor the king.
#[test]
fn a_royal_queen_may_not_move_onto_an_attacked_square_in_coregal() {
    let p = position("coregal", "4k3/8/8/8/8/8/1r6/Q3K3 w - - 0 1");
    assert_eq!(
        moves(&p),
        [
            "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b2", "a1c1", "a1d1", "e1d1", "e1f1"
        ]
    );
    assert_eq!(p.legal_move_count(), 11);
}

/// Spartan chess's two kings are not royal alone, but they may not both stand attacked (duple
/// check): the rook attacks the king on c8, so the hoplite on g7 may not leave the bishop's
/// diagonal to the king on f8 (pyffish's legal moves).
#[test]
fn a_piece_may_not_leave_both_spartan_kings_attacked() {
    let p = position("spartan", "2k2k2/6h1/7B/8/8/8/8/2R1K3 b - - 0 1");
    assert_eq!(
        moves(&p),
        [
            "c8b7", "c8b8", "c8c7", "c8d7", "c8d8", "f8e7", "f8e8", "f8f7", "f8g8"
        ]
    );
    assert_eq!(p.legal_move_count(), 9);
}
