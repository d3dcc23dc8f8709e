//! Repetitions of data-defined variants through `Game`, with the verdicts Fairy-Stockfish's
//! `is_optional_game_end` gives for the same lines (recorded from pyffish 0.0.90): repetitions
//! and the counting rule of makruk.

use skazka_core::{Color, EndReason, Game, Outcome, Rules};
use skazka_fairy::{FairyOptions, FairyPosition};

fn game(variant: &str, fen: &str, moves: &str) -> Game<FairyPosition> {
    let options: FairyOptions = format!("variant={variant}").parse().unwrap();
    let mut game = Game::new(<FairyPosition as Rules>::from_fen(fen, &options).unwrap());
    for m in moves.split_whitespace() {
        assert!(game.outcome().is_none(), "the game ended before {m}");
        game.play_text(m).unwrap();
    }
    game
}

#[test]
fn minishogi_perpetual_check_loses_for_the_checking_side() {
    let moves = "a2e2 e5d5 e2d2 d5e5 d2e2 e5d5 e2d2 d5e5 d2e2 e5d5 e2d2 d5e5 d2e2";
    let g = game("minishogi", "4k/5/5/R4/K4[] w - - 0 1", moves);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Repetition
        })
    );
    let (most, _) = moves.rsplit_once(' ').unwrap();
    assert_eq!(
        game("minishogi", "4k/5/5/R4/K4[] w - - 0 1", most).outcome(),
        None
    );
}

#[test]
fn minishogi_fourfold_repetition_without_checks_is_worth_the_variants_value() {
    let moves = "a2b2 e5d5 b2a2 d5e5 a2b2 e5d5 b2a2 d5e5 a2b2 e5d5 b2a2 d5e5";
    let g = game("minishogi", "4k/5/5/R4/K4[] w - - 0 1", moves);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Repetition
        }),
        "Fairy-Stockfish gives the side to move (White) a loss"
    );
}

#[test]
fn chess_threefold_repetition_is_a_claimable_draw_not_an_end() {
    let moves = "a2e2 e8d8 e2d2 d8e8 d2e2 e8d8 e2d2 d8e8 d2e2";
    let g = game("chess", "4k3/8/8/8/8/8/R7/K7 w - - 0 1", moves);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.claimable_draw(), Some(EndReason::Repetition));
}

#[test]
fn makruk_count_that_runs_out_draws_the_game() {
    let fen = "8/8/4k3/8/8/8/R2K4/8 b - 32 31 1";
    let g = game("makruk", fen, "e6e5");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().to_string(), "8/8/8/4k3/8/8/R2K4/8 w - 32 32 2");
    let g = game("makruk", fen, "e6e5 a2a3");
    assert_eq!(g.position().to_string(), "8/8/8/4k3/8/R7/3K4/8 b - 32 33 2");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::MoveLimit
        })
    );
}

#[test]
fn a_custom_pawns_en_passant_squares_on_one_file_still_repeat_the_position_without_them() {
    // pawnsideways: e7e5 marks e6 and e5 for en passant; Fairy-Stockfish keys them by file, so
    // they cancel and the position after e7e5 counts towards the repetition.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let line = "b2b3 e7e5 g1h3 f7e7 h3g1 e7f7 g1h3 f7e7 h3g1 e7f7";
    let g = game("pawnsideways", start, line);
    assert_eq!(g.claimable_draw(), Some(EndReason::Repetition));
    let (most, _) = line.rsplit_once(' ').unwrap();
    assert_eq!(game("pawnsideways", start, most).claimable_draw(), None);
}
