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
