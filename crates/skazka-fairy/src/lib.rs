//! Chess variants defined as data, in Fairy-Stockfish's `variants.ini` format, on the skazka
//! core.
//!
//! - [`Definition`]: a variant's rules as plain data (board, pieces, start position, and the
//!   rules Fairy-Stockfish's keys describe).
//! - [`Variant`]: a definition compiled into the core's piece tables and region masks.
//! - [`FairyPosition`]: one position type for every variant, implementing
//!   [`skazka_core::Position`].
//! - [`ini`]: Fairy-Stockfish's `variants.ini` text, read into definitions and written from
//!   them.
//! - [`Notation`]: the move notations of Fairy-Stockfish's `get_san` (SAN, LAN, the shogi
//!   notations, janggi's, WXF, Thai), written by [`FairyPosition::write_notation`].
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod anyside;
mod attack_paths;
pub mod betza;
mod bulk_leaps;
mod cambodian;
mod cannon;
mod castling;
mod castling_goal;
pub mod catalogue;
mod chasing;
mod compile;
mod connect;
mod counting;
mod definition;
mod duple;
mod enclosing;
mod end;
mod error;
mod evasion;
mod fen;
mod fen_check;
#[cfg(test)]
mod forcing_games;
mod form;
mod game;
mod gating;
mod grasshopper;
mod history;
pub mod ini;
mod insufficient;
mod lame;
mod leaper;
mod material;
mod movegen;
mod moves;
mod notation;
mod options;
mod palace;
mod petrify;
mod pieces;
mod placement;
mod plain_count;
mod plus;
mod position;
mod rare_form;
mod region;
mod rider_rays;
mod royal_safety;
mod rules;
mod san;
mod shatar;
mod simple_move;
mod sink;
mod sittuyin;
mod variant;
mod walling;

pub use definition::{
    CountingRule, Definition, EnclosingRule, EndValue, MaterialCounting, PieceDef, WallingRule,
};
pub use error::DefinitionError;
pub use fen::FairyFenError;
pub use fen_check::FenProblem;
pub use history::FairyHistory;
pub use ini::{IniError, parse as parse_ini, write as write_ini};
pub use movegen::FairyMoveList;
pub use moves::{FairyMove, MoveKind};
pub use notation::Notation;
pub use options::{FairyOptions, register, variant_by_name, variant_names};
pub use pieces::{CUSTOM_PIECES, PieceKind, UnknownPieceKind};
pub use position::FairyPosition;
pub use region::{ParseRegionError, Region, RegionPart};
pub use variant::{MAX_KINDS, Variant};

impl FairyPosition {
    /// The start position of `variant`.
    ///
    /// # Errors
    /// [`FairyFenError`] if the definition's start position cannot be read.
    pub fn start(variant: &Variant) -> Result<FairyPosition, FairyFenError> {
        FairyPosition::from_fen(variant, &variant.definition().start_fen)
    }
}

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
