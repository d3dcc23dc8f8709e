//! SVG diagrams of any position of every skazka game.
//!
//! A diagram is one self-contained SVG document: the pieces are drawn as shapes and every
//! letter (coordinates, labels, the state beside the board) as strokes, so any SVG renderer
//! shows it the same way without fonts. Orthodox pieces have their usual silhouettes; every
//! other kind is a rounded token with its FEN label, promoted Xianling kinds with an inner
//! ring. Each game adds its own state:
//!
//! - Stone chess: stones as round stones, each side's reserve beside the board;
//! - Volkhv chess: towers as a column of every man (colour and kind, bottom to top), the top
//!   man drawn large and the height in a badge; the die when it is in play;
//! - Synthesis chess: day or night for the side to move, each side's phase;
//! - Xianling: a forced pass just played or pending;
//! - variants defined as data (`skazka-fairy`): the pieces that move as the orthodox ones have
//!   their silhouettes, every other piece is a token with its letter, and pieces in hand are
//!   listed beside the board.
//!
//! [`Options`] choose the side at the bottom, the size, the last move, highlighted squares,
//! arrows and whether a check is shown.
//!
//! # Example
//!
//! ```
//! use skazka_core::{Position, Rules};
//! use skazka_svg::{Draw, Options, diagram};
//!
//! let mut pos = skazka_volkhv::Volkhv::default();
//! let before = pos.scene();
//! pos.play_text("e2e4")?;
//! let options = Options {
//!     last_move: pos.scene().changed_squares(&before),
//!     ..Options::default()
//! };
//! let svg = diagram(&pos, &options);
//! assert!(svg.starts_with("<svg"));
//! assert!(!svg.contains("<text")); // no fonts needed
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod font;
mod games;
mod pieces;
mod scene;
mod svg;

pub use scene::{Draw, Glyph, Item, Man, Scene};
pub use svg::{Options, svg};

/// One man drawn alone, as the board draws it, in a square SVG image of `size` pixels: for
/// legends and for the choices a user interface offers beside the board.
#[must_use]
pub fn man_picture(glyph: &Glyph, color: skazka_core::Color, size: u32) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 100 100" data-man="{}{}">{}</svg>"#,
        if color == skazka_core::Color::White {
            'w'
        } else {
            'b'
        },
        glyph.name(),
        pieces::draw(glyph, color)
    )
}

/// The SVG diagram of any game's position: [`Draw::scene`] then [`svg`].
#[must_use]
pub fn diagram<P: Draw + ?Sized>(position: &P, options: &Options) -> String {
    svg(&position.scene(), options)
}
