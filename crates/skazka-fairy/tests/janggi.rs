//! Janggi's rules, each checked on a position where Fairy-Stockfish's answer was recorded
//! (pyffish 0.0.90): the cannon, the palaces' diagonal lines, passing, bikjang (kings left
//! facing each other) and material counting.

use skazka_core::{Color, EndReason, Outcome, Position};
use skazka_fairy::{FairyPosition, variant_by_name};

fn position(variant: &str, fen: &str, moves: &str) -> FairyPosition {
    let variant = variant_by_name(variant).unwrap();
    let mut p = FairyPosition::from_fen(&variant, fen).unwrap();
    for m in moves.split_whitespace() {
        p.play_text(m).unwrap();
    }
    p
}

/// The legal moves from `from` (move text starting with it), sorted.
fn moves_from(p: &FairyPosition, from: &str) -> Vec<String> {
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(ToString::to_string)
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect();
    moves.sort();
    moves
}

fn all_moves(p: &FairyPosition) -> Vec<String> {
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

#[test]
fn a_cannon_does_not_jump_over_a_cannon() {
    let p = position("janggi", "3k5/9/9/9/c8/9/9/c8/9/C3K4 w - - 0 1", "");
    assert_eq!(moves_from(&p, "a1"), ["a1f1", "a1g1", "a1h1", "a1i1"]);
}

#[test]
fn a_cannon_jumps_over_any_other_piece() {
    let p = position("janggi", "3k5/9/9/9/r8/9/9/p8/9/C3K4 w - - 0 1", "");
    assert_eq!(
        moves_from(&p, "a1"),
        ["a1a4", "a1a5", "a1a6", "a1f1", "a1g1", "a1h1", "a1i1"]
    );
}

#[test]
fn a_cannon_does_not_take_a_cannon() {
    let p = position("janggi", "3k5/9/9/9/c8/9/9/p8/9/C3K4 w - - 0 1", "");
    assert_eq!(
        moves_from(&p, "a1"),
        ["a1a4", "a1a5", "a1f1", "a1g1", "a1h1", "a1i1"]
    );
}

#[test]
fn a_rook_follows_the_palace_diagonal() {
    let p = position("janggi", "4k4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1", "");
    let moves = moves_from(&p, "d1");
    assert!(moves.contains(&"d1e2".to_owned()) && moves.contains(&"d1f3".to_owned()));
    assert_eq!(moves.len(), 15);
}

#[test]
fn a_soldier_steps_forward_along_the_palace_diagonal() {
    let p = position("janggi", "3k5/9/3P5/9/9/9/9/9/9/5K3 w - - 0 1", "");
    assert_eq!(moves_from(&p, "d8"), ["d8c8", "d8d9", "d8e8", "d8e9"]);
    let off_the_lines = position("janggi", "4k4/3P5/9/9/9/9/9/9/9/5K3 w - - 0 1", "");
    assert_eq!(moves_from(&off_the_lines, "d9"), ["d9c9", "d9d10", "d9e9"]);
}

#[test]
fn facing_kings_must_be_parted_or_the_side_passes() {
    let p = position("janggi", "5k3/3P5/9/9/9/9/9/9/9/5K3 w - - 0 1", "");
    assert_eq!(all_moves(&p), ["f1e1", "f1e2", "f1f1"]);
    let p = position("janggi", "4k4/9/9/9/9/9/9/9/4K4/3R5 w - - 0 1", "");
    assert_eq!(
        all_moves(&p),
        ["e2d2", "e2d3", "e2e2", "e2f1", "e2f2", "e2f3"]
    );
}

#[test]
fn bikjang_left_by_a_pass_goes_to_the_side_with_more_points() {
    let p = position("janggi", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "e2e2");
    // Equal material: Black's point and a half for moving second decides.
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::DoublePass
        })
    );
    assert!(p.legal_move_list().is_empty());
}

#[test]
fn bikjang_left_by_a_pass_is_a_draw_under_traditional_rules() {
    let p = position(
        "janggitraditional",
        "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1",
        "e2e2",
    );
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::DoublePass
        })
    );
}

#[test]
fn two_passes_in_a_row_draw_under_casual_rules() {
    let fen = "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
    assert_eq!(position("janggicasual", fen, "e2e2").outcome(), None);
    assert_eq!(
        position("janggicasual", fen, "e2e2 e10e10").outcome(),
        Some(Outcome::Draw {
            reason: EndReason::DoublePass
        })
    );
}

fn game(variant: &str, fen: &str, moves: &str) -> skazka_core::Game<FairyPosition> {
    let options: skazka_fairy::FairyOptions = format!("variant={variant}").parse().unwrap();
    let mut game = skazka_core::Game::new(FairyPosition::from_fen(options.variant(), fen).unwrap());
    for m in moves.split_whitespace() {
        assert!(game.outcome().is_none(), "the game ended before {m}");
        game.play_text(m).unwrap();
    }
    game
}

#[test]
fn a_repetition_goes_to_the_side_with_more_points() {
    let fen = "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1";
    let moves = "a1a2 e10e9 a2a1 e9e10 a1a2 e10e9 a2a1 e9e10";
    assert_eq!(
        game("janggi", fen, moves).outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Repetition
        })
    );
    assert_eq!(
        game("janggitraditional", fen, moves).outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
}

#[test]
fn moving_a_piece_back_and_forth_loses_under_modern_rules() {
    let fen = "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1";
    let moves = "a1a2 e10e9 a2a1 e9e10 a1a2 e10e9 a2a1 e9e10";
    // The third occurrence of the position is no end (the modern rules need four), and the
    // king's moves, which can never reach the other palace, do not count against Black.
    assert_eq!(game("janggimodern", fen, moves).outcome(), None);
    assert_eq!(
        game("janggimodern", fen, &format!("{moves} a1a2")).outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Repetition
        })
    );
}
