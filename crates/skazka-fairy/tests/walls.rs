//! Wall squares, `*` in a FEN (Fairy-Stockfish's walls): squares no piece may stand on, move
//! to or pass over. Gustav III's, Omicron and Troitzky chess start with them.

use skazka_core::Position;
use skazka_fairy::{FairyPosition, variant_by_name};

mod common;

use common::{moves, position};

#[test]
fn a_wall_blocks_a_rider_and_is_never_taken_nor_entered() {
    // A rook on a1 with a wall on a3 and another on c1: it reaches a2 and b1 only.
    let p = position("chess", "4k3/8/8/8/8/*7/8/R1*1K3 w - - 0 1");
    let rook: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(rook, ["a1a2", "a1b1"]);
}

#[test]
fn a_wall_screens_a_cannon_as_a_piece_does() {
    // The xiangqi cannon on a1 jumps the wall on a6 to take the chariot on a10.
    let p = position("xiangqi", "r2k5/9/9/9/*8/9/9/9/9/C3K4 w - - 0 1");
    let cannon: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("a1a"))
        .collect();
    assert_eq!(cannon, ["a1a10", "a1a2", "a1a3", "a1a4", "a1a5"]);
}

#[test]
fn a_wall_is_written_back_as_a_star_in_the_fen() {
    let variant = variant_by_name("troitzky").unwrap();
    let start = FairyPosition::start(&variant).unwrap();
    assert_eq!(start.fen_text(), variant.definition().start_fen);
    assert_eq!(start.walls().count(), 32);
    let p = position("chess", "4k3/8/8/8/8/*7/8/R1*1K3 w - - 0 1");
    assert_eq!(p.fen_text(), "4k3/8/8/8/8/*7/8/R1*1K3 w - - 0 1");
}

#[test]
fn a_wall_is_no_square_to_drop_on() {
    let p = position("crazyhouse", "4k3/8/8/8/8/8/8/**2K3[N] w - - 0 1");
    let drops: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("N@"))
        .collect();
    assert_eq!(drops.len(), 64 - 2 - 2);
    assert!(!drops.contains(&"N@a1".to_owned()));
}

#[test]
fn a_piece_that_captures_in_petrified_chess_turns_into_a_wall() {
    let mut p = position("petrified", "4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1");
    let capture = p.parse_move("e4d6").unwrap();
    p.play(capture).unwrap();
    assert_eq!(p.fen_text(), "4k3/8/3*4/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn a_petrified_king_may_not_capture_so_it_does_not_attack_a_king() {
    // The white king may not take the queen beside it (it would turn to stone); only f1 is safe.
    let p = position("petrified", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    assert_eq!(moves(&p), ["e1f1"]);
    // And a king beside the enemy king is not attacked by it.
    let p = position("petrified", "8/8/8/8/8/8/3k4/4K3 w - - 0 1");
    assert!(moves(&p).contains(&"e1e2".to_owned()));
}

#[test]
fn a_square_whose_moves_all_end_on_walls_strands_a_piece() {
    // Shogi's knight leaps two ranks forward; dropped on the sixth rank its only squares are
    // walls on the eighth, so the drop is illegal (as on the last two ranks).
    let p = position("shogi", "4k4/*********/9/9/9/9/9/9/4K4[N] w - - 0 1");
    let drops: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("N@"))
        .collect();
    assert_eq!(drops.len(), 53);
    assert!(drops.iter().all(|m| !m.ends_with('6') && !m.ends_with('8')));
}
