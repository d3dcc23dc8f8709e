//! A small built-in engine that plays every game of the library, and what programs need of a
//! game besides its rules ([`Playable`]).
//!
//! The search is generic over [`Position`] plus [`Evaluate`], the per-game static evaluation:
//! iterative-deepening negamax with alpha-beta, a transposition table keyed on
//! [`Position::zobrist`], move ordering (the table's move first, then by a one-ply static look
//! at each move), a bounded quiescence search over moves that take material, mate scores with
//! distance, repetition detection along the game and the search path, and chance nodes
//! ([`Position::is_chance`]) scored as the mean over their equally likely outcomes. Each
//! result carries the selective depth and the principal variation; [`Engine::search_with`]
//! adds a stop flag another thread may raise ([`SearchControl`]) and, with
//! [`Limits::infinite`], searches until stopped, which is what the engine protocols of
//! `skazka-engine` use.
//!
//! It is a playing partner, not a champion: it only ever returns a move of
//! [`Position::legal_moves`], finds short mates, and wins material from careless opponents.
//!
//! # Example
//!
//! ```
//! # #[cfg(feature = "chess")] {
//! use skazka::chess::Chess;
//! use skazka::core::Position;
//! use skazka::engine::{Engine, Limits};
//!
//! // White mates in one with Ra8#.
//! let pos = Chess::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
//! let mut engine = Engine::new(1 << 14);
//! let result = engine.search(&pos, &Limits::depth(3), &[], |_| {}).expect("white has moves");
//! assert_eq!(pos.display_move(result.best).to_string(), "a1a8");
//! assert_eq!(result.mate_in(), Some(1));
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`best_move_any`] runs the same search on an [`AnyPosition`](crate::AnyPosition) of any game,
//! and [`AnyGame::search`](crate::AnyGame::search) on a game with its history. How it works,
//! its limits and its measured strength are in [`crate::docs::engine`].
//!
//! [`Position`]: skazka_core::Position
//! [`Position::zobrist`]: skazka_core::Position::zobrist
//! [`Position::is_chance`]: skazka_core::Position::is_chance
//! [`Position::legal_moves`]: skazka_core::Position::legal_moves

mod eval;
mod games;
mod playable;
mod rng;
mod search;
mod tt;

pub use eval::{Evaluate, center_bonus, mating_pressure, mobility_table};
pub use playable::{PieceInfo, Playable, pieces_table};
pub use rng::Rng;
pub use search::{
    Engine, Limits, MATE, MAX_DEPTH, Progress, SearchControl, SearchResult, best_move,
    best_move_any, format_score, mate_distance,
};
