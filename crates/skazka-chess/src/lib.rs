//! Orthodox chess on the skazka core.
//!
//! The reference game of the workspace: it uses the same movement model, tables and
//! [`Position`](skazka_core::Position) trait as the variants, and its perft counts against the
//! public suites prove that machinery exact.
//!
//! # Example
//!
//! ```
//! use skazka_chess::Chess;
//! use skazka_core::Position;
//!
//! let mut pos = Chess::new();
//! assert_eq!(pos.legal_move_list().len(), 20);
//! pos.play_text("e2e4")?;
//! pos.play_text("e7e5")?;
//! assert_eq!(pos.to_string(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
//! assert_eq!(Chess::new().perft(3), 8902);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod attacks;
mod bits;
pub mod fen;
mod magics;
mod movegen;
mod moves;
mod piece;
mod position;
mod setup;

pub use fen::{FenError, ParseFenError};
pub use movegen::MoveList;
pub use moves::{Move, MoveKind, MoveText};
pub use piece::{Piece, Role};
pub use position::{Chess, START_FEN};
pub use setup::{CastlingRights, PositionError, Setup, Wing};
