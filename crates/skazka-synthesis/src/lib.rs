//! Synthesis chess (Синтез-шахматы), with its lost rules reconstructed, on the skazka core.
//!
//! The orthodox army on the orthodox board, but moves alternate between **day** (odd fullmove
//! numbers) and **night** (even ones). By night the Queen jumps as a Knight, the Rook slides as
//! a Bishop and the Bishop as a Rook, and the King sleeps unless it is in check ("midnight").
//! Kings are captured, not mated: a check may be answered by a counter-check, and whoever
//! captures a King last wins. While a side's original Queen stands on d1/d8 its pawn captures
//! are compulsory. A side whose Queen is captured away from home enters a harsher phase
//! ([`Phase::Post`]: night Rook = ferz, night Bishop = wazir, the King may escape check at
//! most 32 times); a side with no Rooks or Bishops left and its Queen away from home plays
//! classical chess ([`Phase::Classic`]) and must mate.
//!
//! Rules 1, 2.1 and 2.2 of the only source are lost; their reconstruction is the default and
//! every uncertain point is an [`Options`] field. The rules in full are in
//! [`docs::rules`], FEN and move text in [`docs::notation`], perft counts in [`docs::perft`].
//!
//! # Example
//!
//! ```
//! use skazka_core::{Position, Rules};
//! use skazka_synthesis::Synthesis;
//!
//! let mut pos = Synthesis::default();
//! assert_eq!(pos.legal_move_list().len(), 20);
//! pos.play_text("e2e4")?;
//! pos.play_text("d7d5")?;
//! // Move 2 is night; the Queen is home, so the pawn capture is compulsory.
//! let moves = pos.legal_move_list();
//! assert_eq!(moves.len(), 1);
//! assert_eq!(moves[0].to_string(), "e4d5");
//! assert_eq!(pos.outcome(), None);
//! assert_eq!(pos.fen().parse::<Synthesis>()?, pos);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Options, phases and the whole game
//!
//! ```
//! use skazka_core::{Color, EndReason, Game, Outcome, Position, RuleOptions, Rules};
//! use skazka_synthesis::{Options, Phase, Synthesis};
//!
//! // Rules are options: here night means an even *pair* of fullmoves.
//! let options: Options = "day_night=blocks:2".parse()?;
//! let pos = Synthesis::new(&options);
//! assert_eq!(pos.options().get("day_night").as_deref(), Some("blocks:2"));
//!
//! // The Queen captured away from home: Black enters phase 3 (or classical mode at once
//! // when no Rook or Bishop is left).
//! let fen = "r3k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1 S:-:0 S:d5:0";
//! let mut pos = Synthesis::from_fen(fen, &Options::default())?;
//! pos.play_text("e4d5")?;
//! assert_eq!(pos.side(Color::Black).phase, Phase::Post);
//! assert_eq!(pos.to_string(), "r3k3/8/8/3P4/8/8/8/4K3 b - - 0 1 C:-:0 P:-:0");
//!
//! // A game adds the claimable repetition and 50-move draws, and King against King.
//! let mut game = Game::new(Synthesis::default());
//! game.play_text("g1f3")?;
//! assert_eq!(game.outcome(), None);
//! let bare: Synthesis = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 S:-:0 S:-:0".parse()?;
//! assert_eq!(
//!     Game::new(bare).outcome(),
//!     Some(Outcome::Draw { reason: EndReason::InsufficientMaterial })
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Draws that end the game by themselves instead of being claimed:
//! `Game::with_rules(pos, DrawRules::automatic(), NoHistoryRule)`.
//!
//! # SAN
//!
//! [`Synthesis`] implements [`San`](skazka_core::san::San): moves are written as in chess
//! (`Nf3`, `exd5`, `e8=Q`, `O-O`, `+`, `#` for the checkmate that ends a game), a King
//! capture ends with `K` (`Bxe8K`) and a pass is `--` ([`docs::notation`]).
//!
//! ```
//! use skazka_core::Position;
//! use skazka_core::san::{parse_san, write_san};
//! use skazka_synthesis::Synthesis;
//!
//! let mut pos = Synthesis::default();
//! pos.play(parse_san(&pos, "e4")?)?;
//! pos.play(parse_san(&pos, "d5")?)?;
//! // Night, Queen at home: the pawn capture is compulsory.
//! let m = pos.legal_move_list()[0];
//! assert_eq!(write_san(&pos, m), "exd5");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//! - `serde`: positions as `{"fen": ..., "options": ...}` (read back under those options),
//!   options as their `key=value` text, moves as their move text.
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub mod docs;
pub mod fen;
mod movegen;
mod moves;
pub mod options;
mod piece;
mod position;
mod rules;
mod san;
mod setup;

pub use fen::FenError;
pub use moves::{Move, MoveKind};
pub use options::{
    Castling, ClassicSwitch, DayNight, EscapeLimit, FirstMove, Midnight, NightRookBishop, NoMove,
    OptionError, Options, Promotion,
};
pub use piece::{Piece, PieceKind};
pub use position::{MoveList, Synthesis};
pub use setup::{CastlingRights, Phase, PositionError, Setup, SideState, queen_home};
