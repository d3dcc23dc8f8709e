//! Stone chess (Каменные шахматы, 2012): orthodox chess plus stones placed like Go.
//!
//! Each side starts with the orthodox army and 10 free stones. A turn is a chess move, the
//! placement of a stone from the reserve (1 stone on the own half, 2 on the opponent's), or the
//! mutation of an own unit in place into another of the 19 unit kinds, paid in stones by the
//! difference of nominals. Captured units pay their owner a class bonus. Pawn-type units
//! double-step from their 1st and 2nd ranks and weak units capture en passant; promotion on the
//! 8th rank follows a per-kind table. Both 2012 editions are implemented ([`Edition`]); see
//! the [rules](docs::rules), the [notation](docs::notation) and the [perft counts](docs::perft).
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
//! # Options and editions
//!
//! [`Stone`] implements [`skazka_core::Rules`]: its [`Options`] (a [`skazka_core::RuleOptions`])
//! are set by field or as `key=value` text, and a position keeps the options it was made
//! with.
//!
//! ```
//! use skazka_core::{Position, RuleOptions, Rules};
//! use skazka_stone::{Edition, Options, Stone};
//!
//! let options: Options = "edition=2012-07 stone_cost_opponent_half=3".parse()?;
//! let pos = Stone::new(&options);
//! assert_eq!(pos.edition(), Edition::Jul2012);
//! assert_eq!(pos.legal_move_list().len(), 261); // the Prince adds 15 mutations
//! assert_eq!(pos.options().to_string(), "edition=2012-07 stone_cost_opponent_half=3");
//!
//! // A FEN is read under options; a unit the edition lacks is an error.
//! let fen = "4k3/8/8/8/8/8/8/(PR)3K3[10:10] w - - 0 1";
//! assert!(Stone::from_fen(fen, &options).is_ok());
//! assert!(Stone::from_fen(fen, &Options::default()).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Keys (see [`Options`] and [`skazka_core::RuleOptions::keys`]): `edition`,
//! `stone_cost_opponent_half`, `lion`, `automatic_draws`, `horse`, `superpawn`,
//! `rule_minus_one`.
//!
//! # Playing a game
//!
//! [`skazka_core::Game::new`] plays by the position's own rules: threefold repetition and
//! the 50-move rule, claimable, or automatic with `automatic_draws=true`
//! ([`Rules::draw_rules`](skazka_core::Rules::draw_rules)).
//!
//! ```
//! use skazka_core::{Game, Rules};
//! use skazka_stone::{Options, Stone};
//!
//! let options: Options = "automatic_draws=true".parse()?;
//! let mut game = Game::new(Stone::new(&options));
//! for text in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"] {
//!     game.play_text(text)?;
//! }
//! assert!(game.outcome().is_some()); // the start position for the third time
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Notation
//!
//! FEN carries the reserves after the board (`…/RNBQKBNR[10:10] w KQkq - 0 1`) and writes
//! two-letter tokens in parentheses (`(ST)`, `(SD)`, `(NN)`, `(PR)`); see [`fen`]. Move text
//! ([`Move`]'s `Display`, read back by `str::parse`): `e2e4`, `e7e8=A` (only when there is a
//! choice), `ST@e4` (placement), `Q@e4` (mutation), `W@e8=R` (mutation with promotion,
//! 2012-07), `e8=R` (in-place promotion, 2012-07); lower case, `*` for `@` and the aliases
//! `T`, `S`, `H`, `I` are accepted.
//!
//! SAN ([`skazka_core::san`]; [`Stone`] implements [`San`](skazka_core::san::San)) writes
//! chess moves with the units' tokens (`Nf3`, `SDxe5`, `e8=Q`, `O-O`) and the other turns as
//! their move text (`ST@e4`, `Q@e4`, `W@e8=R`, `e8=R`), with `+` and `#`
//! ([`docs::notation`]):
//!
//! ```
//! use skazka_core::Position;
//! use skazka_core::san::{parse_san, write_san};
//! use skazka_stone::Stone;
//!
//! let pos = Stone::default();
//! let m = parse_san(&pos, "Nf3")?;
//! assert_eq!(pos.display_move(m).to_string(), "g1f3");
//! assert_eq!(write_san(&pos, pos.parse_move("b1a3")?), "Na3");
//! assert_eq!(write_san(&pos, pos.parse_move("B@b1")?), "B@b1"); // the Knight becomes a Bishop
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Feature flags
//! - `serde`: positions as `{"fen": …, "options": …}` (read back under their options),
//!   [`Options`] as their `key=value` text, [`Move`] as its move text, [`Edition`] and the
//!   other option-value enums as their option values (`"2012-07"`); derived
//!   `Serialize`/`Deserialize` for [`UnitKind`], [`UnitClass`] and [`Unit`] (and the core's
//!   vocabulary types).
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
mod options;
mod piece;
mod position;
mod san;
mod setup;
mod tables;

pub use fen::FenError;
pub use moves::Move;
pub use options::{
    Edition, HorseMovement, LionMovement, OpponentHalfCost, OptionError, Options, SuperpawnMovement,
};
pub use piece::{Unit, UnitClass, UnitKind};
pub use position::{EnPassant, MOVE_LIST_INLINE, MoveList, Stone};
pub use setup::{PositionError, Setup};
