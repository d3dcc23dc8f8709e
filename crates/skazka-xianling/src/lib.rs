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
//! in a row loses ([`ChaseRule`], played through [`Game`](skazka_core::Game)). The rules in
//! full are in [`docs::rules`], FEN, move text and SAN in [`docs::notation`], perft
//! counts in [`docs::perft`].
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
//! A game by the rules of play: [`Game::new`](skazka_core::Game::new) applies the chase rule
//! ([`Rules::History`](skazka_core::Rules::History) is [`ChaseRule`]), the draws the options
//! ask for ([`Rules::draw_rules`](skazka_core::Rules::draw_rules)) and the double pass, which
//! the position itself decides.
//!
//! ```
//! use skazka_core::{Game, Rules};
//! use skazka_xianling::{Options, Xianling};
//!
//! let options: Options = "repetition_draw=true move_limit=100".parse()?;
//! let mut game = Game::new(Xianling::new(&options));
//! game.play_text("e4e5")?;
//! assert!(game.outcome().is_none());
//! assert_eq!(game.position().options().to_string(), "repetition_draw=true move_limit=100");
//! assert_eq!(Xianling::NAME, "xianling");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Overview
//!
//! - [`Xianling`]: the position ([`Position`](skazka_core::Position) and
//!   [`Rules`](skazka_core::Rules)), with [`Xianling::new`], [`Xianling::from_fen`], `Default`
//!   (the start position), `FromStr` and `Display` for FEN ([`fen`] has the grammar), and
//!   [`Xianling::board_diagram`] for people.
//! - [`Move`]: `e4e5`, `e8e9=R`, `d9d10=+A`, `f9f10`, `f1h1` (castling), `--` (forced pass);
//!   the text alone determines the move ([`Move::parse_text`]).
//! - [`Options`]: the rules file's alternatives and the adjudication draws
//!   ([`RuleOptions`](skazka_core::RuleOptions), keys in `snake_case`), set by
//!   [`Options::set`] or read from `key=value` text.
//! - [`ChaseRule`] and [`XianlingGame`]: the perpetual-chase rule over a whole game.
//! - [`PieceKind`]: the 27 kinds with tokens, Betza strings and the seed's values.
//!
//! # Short algebraic notation
//!
//! [`Xianling`] implements [`San`](skazka_core::san::San), so
//! [`write_san`](skazka_core::san::write_san) and [`parse_san`](skazka_core::san::parse_san)
//! write and read moves as a game score does: the piece's token in upper case (none for a
//! pawn; `+A` for an Amazon, `A` for an Archer), the least origin, `x`, the target, `=` and
//! the kind a piece promotes to, `O-O` (King to the h-file) and `O-O-O` (to the d-file), `--`
//! for the forced pass, and `+`/`#` (the page in [`docs::notation`] has the grammar).
//!
//! ```
//! use skazka_core::Position;
//! use skazka_core::san::{parse_san, write_san};
//! use skazka_xianling::{Options, Xianling};
//!
//! let pos = Xianling::new(&Options::default());
//! let m = parse_san(&pos, "Nc5")?;
//! assert_eq!(m.to_string(), "b3c5");
//! assert_eq!(write_san(&pos, pos.parse_move("b2d5")?), "Zd5");
//! let fen = "10/3F6/10/10/10/9k/10/10/10/5K4 w - - 0 1";
//! let ferz = Xianling::from_fen(fen, &Options::default())?;
//! assert_eq!(write_san(&ferz, ferz.parse_move("d9e10=+A")?), "Fe10=+A+");
//! assert_eq!(write_san(&ferz, ferz.parse_move("d9e10")?), "Fe10"); // stays a Ferz
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! - `serde`: (de)serialisation of [`Xianling`] as its FEN and options
//!   (`{"fen": "…", "options": "move_limit=100"}`, read back under those options), of
//!   [`Options`] and its value enums through their text, of [`Move`] through its move text, and
//!   of [`PieceKind`] and [`Piece`].
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod attacks;
mod chase;
pub mod docs;
pub mod fen;
mod movegen;
mod moves;
mod options;
mod piece;
mod position;
mod san;
mod setup;

pub use chase::{ChaseRule, PieceId, XianlingGame};
pub use fen::FenError;
pub use moves::Move;
pub use options::{OptionError, Options, PawnTargets, PromotionTrigger};
pub use piece::{Piece, PieceKind};
pub use position::{MoveList, START_FEN, Xianling};
pub use setup::{CastlingRights, PositionError, Setup, Wing};
