//! Stone chess (Каменные шахматы, 2012): orthodox chess plus stones placed like Go.
//!
//! Each side starts with the orthodox army and 10 free stones. A turn is a chess move, the
//! placement of a stone from the reserve (1 stone on the own half, 2 on the opponent's), or the
//! mutation of an own unit in place into another of the 19 unit kinds, paid in stones by the
//! difference of nominals. Captured units pay their owner a class bonus. Pawn-type units
//! double-step from their 1st and 2nd ranks and weak units capture en passant; promotion on the
//! 8th rank follows a per-kind table. Both 2012 editions are implemented ([`Edition`]); see
//! `docs/rules/stone.md` and `docs/notation/stone.md`.
//!
//! # Example
//!
//! ```
//! use skazka_core::{Color, Position};
//! use skazka_stone::{Options, Stone};
//!
//! let mut pos = Stone::new(&Options::default());
//! assert_eq!(pos.legal_move_list().len(), 246);
//! pos.play_text("e2e4")?;
//! pos.play_text("ST@e5")?; // Black's own half: 1 stone
//! pos.play_text("P@b1")?; // White's knight becomes a pawn, free (downgrade)
//! assert_eq!(pos.reserve(Color::Black), 9);
//! assert_eq!(
//!     pos.to_string(),
//!     "rnbqkbnr/pppppppp/8/4(st)3/4P3/8/PPPP1PPP/RPBQKBNR[10:9] b KQkq - 1 2"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Feature flags
//! - `serde`: `Serialize`/`Deserialize` for [`UnitKind`], [`UnitClass`], [`Unit`], [`Edition`]
//!   and the movement-option enums (and the core's vocabulary types).
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod fen;
mod movegen;
mod moves;
mod options;
mod piece;
mod position;
mod rules;
mod setup;

pub use fen::FenError;
pub use moves::Move;
pub use options::{
    Edition, HorseMovement, LionMovement, OpponentHalfCost, OptionError, Options,
    SuperpawnMovement, draw_rules,
};
pub use piece::{Unit, UnitClass, UnitKind};
pub use position::{EnPassant, MOVE_LIST_INLINE, MoveList, Stone};
pub use setup::{PositionError, Setup};
