//! skazka: rules libraries for unusual chess variants, behind one facade.
//!
//! Each game lives in its own crate and is re-exported here behind a cargo feature of the same
//! name (all on by default). Every game implements [`core::Rules`] (setup, options, FEN, the
//! game's own rules of play) on top of [`core::Position`] (moves), so code written once
//! against those traits runs on every game, and [`core::Game`] plays any of them by its own
//! rules.
//!
//! When the game is chosen at run time, [`Variant`] names it, [`AnyPosition`] and [`AnyMove`]
//! hold a position and a move of any game, and [`PositionVisitor`] runs generic code (perft,
//! search) on whichever game a position holds.
//!
//! With the `fairy` feature (on by default) the games also include every variant defined as
//! data ([`fairy`], the `skazka-fairy` crate): Fairy-Stockfish's built-in variants under their
//! names (`"capablanca".parse::<Variant>()`), and the sections of `variants.ini` files loaded at
//! run time with [`load_variants`] or [`load_variants_text`].
//!
//! # Example
//!
//! ```
//! use skazka::core::{Game, Rules, RuleOptions};
//!
//! /// Plays `moves` from the start of any game under `options`; returns the final FEN.
//! fn replay<R: Rules>(options: &str, moves: &[&str]) -> Result<String, Box<dyn std::error::Error>> {
//!     let options: R::Options = options.parse()?;
//!     let mut game = Game::new(R::new(&options));
//!     for text in moves {
//!         game.play_text(text)?;
//!     }
//!     Ok(game.position().fen())
//! }
//!
//! let fen = replay::<skazka::chess::Chess>("", &["e2e4", "c7c5"])?;
//! assert_eq!(fen, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
//! replay::<skazka::stone::Stone>("edition=2012-07", &["e2e4"])?;
//!
//! // The same, with the game chosen at run time.
//! let mut pos = skazka::Variant::Xianling.position(None, &[])?;
//! let m = pos.play_text("e4e5")?;
//! assert_eq!(m.to_string(), "e4e5");
//!
//! // A variant defined as data: one of Fairy-Stockfish's, or a file's section.
//! # #[cfg(feature = "fairy")] {
//! let mut pos = "crazyhouse".parse::<skazka::Variant>()?.position(None, &[])?;
//! pos.play_text("e2e4")?;
//! skazka::load_variants_text("[nocastle-capablanca:capablanca]\ncastling = false\n")
//!     .into_result()?;
//! let pos = "nocastle-capablanca".parse::<skazka::Variant>()?.position(None, &[])?;
//! assert_eq!(pos.perft(1), 28);
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # A faster build
//!
//! Move generation leans on population counts, which Rust's default `x86_64` target emulates
//! in about a dozen instructions. On x86-64, build the final program for the `x86-64-v2` level
//! (every x86-64 processor since about 2009), in its `.cargo/config.toml`:
//!
//! ```toml
//! [target.'cfg(target_arch = "x86_64")']
//! rustflags = ["-C", "target-cpu=x86-64-v2"]
//! ```
//!
//! or with `RUSTFLAGS="-C target-cpu=x86-64-v2"`. A library cannot choose this for its
//! dependents. Orthodox chess perft to depth 6 from the start, whole process: 0.36 s with it,
//! 0.41 s without (medians of paired runs, a ratio of 0.86).
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(not(any(
    feature = "chess",
    feature = "stone",
    feature = "synthesis",
    feature = "xianling",
    feature = "volkhv",
    feature = "fairy"
)))]
compile_error!(
    "skazka needs at least one game: enable one of the features chess, stone, synthesis, xianling, volkhv, fairy"
);

#[macro_use]
mod any;
#[cfg(feature = "fairy")]
mod data;
pub mod docs;
pub mod engine;
mod game;
#[cfg(feature = "fairy")]
mod notation;
mod picture;
mod registry;
pub mod render;
mod variant;

pub use any::{AnyMove, AnyPosition, PositionVisitor, RecordVisitor, SetupError, replay_record};
#[cfg(feature = "fairy")]
pub use data::{LoadError, LoadedVariants, load_variants, load_variants_text};
pub use game::{AnyEngine, AnyGame, Choice, GameError, LegalMove, PlayedMove, SearchOptions};
#[cfg(feature = "fairy")]
pub use notation::UnsupportedNotation;
pub use registry::{Registry, VariantInfo};
#[cfg(feature = "fairy")]
pub use skazka_fairy::Notation;
pub use variant::{FairyName, Variant, VariantError};

/// The core: geometry, movement, tables, the `Position` trait, `Game`.
pub use skazka_core as core;

/// PGN game records for every game: writing, and a streaming reader.
pub use skazka_pgn as pgn;

/// SVG pictures of every game's positions.
pub use skazka_svg as svg;

/// Orthodox chess.
#[cfg(feature = "chess")]
pub use skazka_chess as chess;
/// Variants defined as data, in Fairy-Stockfish's `variants.ini` format: its catalogue of
/// built-in variants and definitions loaded at run time.
#[cfg(feature = "fairy")]
pub use skazka_fairy as fairy;
/// Stone chess (Каменные шахматы).
#[cfg(feature = "stone")]
pub use skazka_stone as stone;
/// Synthesis chess (Синтез-шахматы).
#[cfg(feature = "synthesis")]
pub use skazka_synthesis as synthesis;
/// Volkhv tower chess (шахматы волхвов).
#[cfg(feature = "volkhv")]
pub use skazka_volkhv as volkhv;
/// Xianling, the 10×10 fairy chess.
#[cfg(feature = "xianling")]
pub use skazka_xianling as xianling;

/// The code examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
