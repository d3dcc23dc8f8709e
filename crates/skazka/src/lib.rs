//! skazka: rules libraries for unusual chess variants, behind one facade.
//!
//! Each game lives in its own crate and is re-exported here behind a cargo feature of the same
//! name (all on by default). [`Variant`] names the games; [`AnyPosition`] holds a position of
//! any of them, so tools can treat every game alike, and [`PositionVisitor`] runs generic code
//! (perft, search) on whichever game it holds.
//!
//! # Example
//!
//! ```
//! use skazka::Variant;
//!
//! let mut pos = Variant::Chess.position(None, &[])?;
//! pos.play_text("e2e4")?;
//! assert_eq!(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
//! assert_eq!(pos.legal_moves_text().len(), 20);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(not(any(
    feature = "chess",
    feature = "stone",
    feature = "synthesis",
    feature = "xianling",
    feature = "volkhv"
)))]
compile_error!(
    "skazka needs at least one game: enable one of the features chess, stone, synthesis, xianling, volkhv"
);

mod any;
pub mod engine;
pub mod render;
mod variant;

pub use any::{AnyPosition, PositionVisitor, SetupError};
pub use variant::{Variant, VariantError};

/// The core: geometry, movement, tables, the `Position` trait, `Game`.
pub use skazka_core as core;

/// Orthodox chess.
#[cfg(feature = "chess")]
pub use skazka_chess as chess;
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

/// The code examples of the README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
