//! Plays the long random game of the `games` bench a number of times, on bare positions or
//! through `Game`, for instruction counts per ply:
//!
//! ```text
//! cargo build --release -p skazka-benches --example long-game
//! valgrind --tool=callgrind target/release/examples/long-game chess bare 20
//! valgrind --tool=callgrind target/release/examples/long-game chess game 20
//! valgrind --tool=callgrind target/release/examples/long-game chess bare 0   # start-up alone
//! ```
//!
//! It prints the plies of one game; the instructions per ply are the difference between a run
//! of N games and a run of none, divided by N times the plies.

use std::hint::black_box;
use std::process::ExitCode;

use skazka::engine::Playable;
use skazka::{PositionVisitor, Variant};
use skazka_benches::{bare_game, recorded_game};

/// Plays `games` long games of the visited game's start position.
struct Play {
    through_game: bool,
    games: usize,
}

impl PositionVisitor for Play {
    type Output = usize;
    fn visit<P: Playable>(self, start: &P) -> usize {
        let mut plies = 0;
        for _ in 0..self.games {
            plies = if self.through_game {
                recorded_game(black_box(start), 7)
            } else {
                bare_game(black_box(start), 7)
            };
        }
        plies
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: long-game <chess|stone|synthesis|xianling|volkhv> <bare|game> [games]";
    let (Some(name), Some(mode)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        return ExitCode::FAILURE;
    };
    let Ok(variant) = name.parse::<Variant>() else {
        eprintln!("unknown game {name:?}; {usage}");
        return ExitCode::FAILURE;
    };
    let through_game = match mode.as_str() {
        "bare" => false,
        "game" => true,
        _ => {
            eprintln!("{usage}");
            return ExitCode::FAILURE;
        }
    };
    let games = match args.get(2).map(|n| n.parse::<usize>()) {
        None => 1,
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            eprintln!("games: {e}; {usage}");
            return ExitCode::FAILURE;
        }
    };
    let start = variant
        .position(None, &[])
        .expect("every game is compiled in");
    let plies = start.visit(Play {
        through_game,
        games,
    });
    println!("{variant} {mode}: {games} games of {plies} plies");
    ExitCode::SUCCESS
}
