//! Xiangqi's chasing rule (`chasingRule = axf`) through `Game`, with the verdicts
//! Fairy-Stockfish's `is_optional_game_end` gives for the same lines (recorded from pyffish
//! 0.0.90): a side that chases the same unprotected piece at every move of a repetition loses
//! it, and a repetition where no chase is perpetual is a draw.

use skazka_core::{Color, EndReason, Game, Outcome, Rules};
use skazka_fairy::{FairyOptions, FairyPosition};

fn game(fen: &str, moves: &str) -> Game<FairyPosition> {
    let options: FairyOptions = "variant=xiangqi".parse().unwrap();
    let mut game = Game::new(<FairyPosition as Rules>::from_fen(fen, &options).unwrap());
    for m in moves.split_whitespace() {
        assert!(game.outcome().is_none(), "the game ended before {m}");
        game.play_text(m).unwrap();
    }
    game
}

/// The outcome of the line, and that the line one move shorter had none.
fn verdict(fen: &str, moves: &str) -> Option<Outcome> {
    let (most, _) = moves.rsplit_once(' ').unwrap();
    assert_eq!(game(fen, most).outcome(), None, "ended early");
    game(fen, moves).outcome()
}

const BLACK_WINS: Option<Outcome> = Some(Outcome::Decisive {
    winner: Color::Black,
    reason: EndReason::PerpetualChase,
});

const DRAW: Option<Outcome> = Some(Outcome::Draw {
    reason: EndReason::Repetition,
});

#[test]
fn a_rook_chasing_an_unprotected_horse_perpetually_loses() {
    let moves = "c1c7 a7b9 c7c9 b9a7 c9c7 a7b9 c7c9 b9a7 c9c7";
    assert_eq!(
        verdict("5k3/9/9/n8/9/9/9/9/9/2R1K4 w - - 0 1", moves),
        BLACK_WINS
    );
}

#[test]
fn a_chase_broken_by_a_protected_square_is_a_draw() {
    // On a7 the horse is protected by the rook on a10: the rook's attack there is no chase.
    let moves = "c1c7 a7b9 c7c9 b9a7 c9c7 a7b9 c7c9 b9a7 c9c7";
    assert_eq!(
        verdict("r4k3/9/9/n8/9/9/9/9/9/2R1K4 w - - 0 1", moves),
        DRAW
    );
}

#[test]
fn a_horse_chasing_a_rook_loses_even_when_the_rook_is_protected() {
    // The rook on c10 protects c4 and c7; a horse's threat to a rook counts all the same.
    let moves = "b5a3 c4c7 a3b5 c7c4 b5a3 c4c7 a3b5 c7c4";
    assert_eq!(
        verdict("2r2k3/9/9/9/9/1N7/2r6/9/9/3K5 w - - 0 1", moves),
        BLACK_WINS
    );
}

#[test]
fn a_rook_attacking_a_rook_is_no_chase() {
    // The threat is mutual: the repetition is a plain draw.
    let moves = "b7b4 c4c7 b4b7 c7c4 b7b4 c4c7 b4b7 c7c4";
    assert_eq!(
        verdict("5k3/9/9/1R7/9/9/2r6/9/9/3K5 w - - 0 1", moves),
        DRAW
    );
}

#[test]
fn a_rook_chasing_an_unprotected_cannon_perpetually_loses() {
    let moves = "b7b4 c4c7 b4b7 c7c4 b7b4 c4c7 b4b7 c7c4";
    assert_eq!(
        verdict("5k3/9/9/1R7/9/9/2c6/9/9/3K5 w - - 0 1", moves),
        BLACK_WINS
    );
}
