//! Xianling (仙靈棋), a 10×10 fairy chess, on the skazka core.
//!
//! Each side has 40 pieces of 17 kinds on four ranks: short pawns (no double step, no en
//! passant) in front, two ranks of short leapers, and a back rank of Archers, Rooks, Cannons,
//! Bishops, Queen and King. Ten more kinds (Amazon, Marshal, Princess, Eagle, Rhino, Lion,
//! Buffalo, Kangaroo, Dragon, Griffin) come only from promotion: a pawn must promote on the
//! penultimate rank to one of 14 kinds, a Ferz or Wazir may promote on the last rank to one of
//! six. Cannons, Archers and Kangaroos capture by jumping one screen of either colour; the
//! Eagle and Rhino are bent riders. Checkmate wins; a side with no legal move that is not in
//! check must pass (`--`), and two passes in a row draw; chasing the same piece a fourth time
//! in a row loses ([`ChaseRule`], played through [`Game`](skazka_core::Game)).
//!
//! # Example
//!
//! ```
//! use skazka_core::Position;
//! use skazka_xianling::{Options, Xianling};
//!
//! let mut pos = Xianling::new(&Options::default());
//! assert_eq!(pos.legal_move_list().len(), 24);
//! assert_eq!(pos.perft(2), 576);
//! pos.play_text("e4e5")?;
//! pos.play_text("b8c6")?;
//! assert_eq!(
//!     pos.to_string(),
//!     "arcbqkbcra/lzhiggihzl/s1efwwfens/pppppppppp/2n7/4P5/PPPP1PPPPP/SNEFWWFENS/LZHIGGIHZL/ARCBQKBCRA w KQkq - 1 2"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A game with the chase rule and the draw rules of the options:
//!
//! ```
//! use skazka_xianling::{Options, Xianling, new_game};
//!
//! let mut game = new_game(Xianling::new(&Options::adjudication()));
//! game.play_text("e4e5")?;
//! assert!(game.outcome().is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Overview
//!
//! - [`Xianling`]: the position ([`Position`](skazka_core::Position)), with
//!   [`Xianling::new`], [`Xianling::from_fen`] and `Display` for FEN ([`fen`] has the grammar),
//!   and [`Xianling::board_diagram`] for people.
//! - [`Move`]: `e4e5`, `e8e9=R`, `d9d10=+A`, `f9f10`, `f1h1` (castling), `--` (forced pass).
//! - [`Options`]: the rules file's alternatives and the adjudication draws, settable by
//!   [`Options::set`] from the keys in [`Options::KEYS`]; [`draw_rules`] turns them into the
//!   [`DrawRules`](skazka_core::DrawRules) of a game.
//! - [`ChaseRule`] and [`new_game`]: the perpetual-chase rule over a whole game.
//! - [`PieceKind`]: the 27 kinds with tokens, Betza strings and the seed's values.
//!
//! # Features
//!
//! - `serde`: (de)serialisation of [`Options`], [`PieceKind`], [`Piece`] and (through its move
//!   text) [`Move`].
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod attacks;
mod chase;
pub mod fen;
mod movegen;
mod moves;
mod options;
mod piece;
mod position;
mod setup;

pub use chase::{ChaseRule, PieceId, XianlingGame, new_game};
pub use fen::FenError;
pub use moves::Move;
pub use options::{OptionError, Options, PawnTargets, PromotionTrigger, draw_rules};
pub use piece::{Piece, PieceKind};
pub use position::{MoveList, START_FEN, Xianling};
pub use setup::{CastlingRights, PositionError, Setup, Wing};
