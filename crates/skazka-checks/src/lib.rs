//! Invariant checks over every skazka game, shared by the fuzz targets in `fuzz/`, the corpus
//! replay test (`tests/corpus.rs`) and the property tests (`tests/props.rs`).
//!
//! Each `check_*` function takes arbitrary bytes, throws them at a public parser or at a
//! position, and panics **only** when an invariant of the library is broken: a parser or player
//! that panics by itself, a failed `play` that changed the position, a FEN that does not read
//! back, an incremental Zobrist hash that differs from a fresh one, a move text that does not
//! parse back to its move. Bad input that is rejected with an error is the expected outcome.
//!
//! Byte layouts (the first bytes choose, the rest is payload):
//!
//! | function | layout |
//! |---|---|
//! | [`check_betza`] | the Betza text |
//! | [`check_fen_bytes`] | `game`, `options`, FEN text |
//! | [`check_move_text_bytes`] | `game`, `options`, `fen index`, move text |
//! | [`check_random_play_bytes`] | `game`, `options`, `fen index`, steps… |
//! | [`check_san`] | `game`, `options`, `fen index`, SAN text |
//! | [`check_pgn`] | `game`, `limits`, PGN text |
//!
//! ```
//! // A random game of Volkhv chosen by a few bytes; nothing may panic.
//! skazka_checks::check_random_play_bytes(&[4, 0, 0, 1, 2, 3, 4, 5, 6, 7]);
//! skazka_checks::check_fen_bytes(b"\x00\x00rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! ```

#![forbid(unsafe_code)]

mod betza;
mod games;
mod pgn;
mod play;
mod san;

pub use betza::check_betza;
pub use games::{Game, Subject, option_pairs};
pub use pgn::{check_pgn, check_pgn_text, check_raw_games, limits_of, variant_name};
pub use play::{
    check_fen, check_fen_bytes, check_invariants, check_move_text, check_move_text_bytes,
    check_random_play, check_random_play_bytes, reached_positions,
};
pub use san::{MAX_SAN_WORDS, check_san, check_san_text};

/// The most plies [`check_random_play`] plays from one input, so that one fuzz input stays fast.
pub const MAX_STEPS: usize = 96;

/// Inputs longer than this are cut by the byte-driven checks (the parsers' own length limits
/// are exercised separately by the limits tests).
pub const MAX_INPUT: usize = 4096;
