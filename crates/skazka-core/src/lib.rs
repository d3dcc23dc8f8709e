//! The core of skazka: boards up to 16×16, fairy-piece movement, and the [`Position`] trait
//! that every game implements.
//!
//! - [`Geometry`], [`Square`], [`File`], [`Rank`], [`Bitboard`] and [`Color`]: boards of any
//!   size up to 128 squares, with strict text forms (`a1`, `j10`, `p8`).
//! - [`Movement`]: a piece's movement as data (leapers, riders, cannons, grasshoppers, lame
//!   leapers, bent riders, multi-leg moves), read from Betza notation with [`Movement::from_betza`].
//! - [`PieceTable`]: a movement compiled for one board, answering move, attack and
//!   attacked-square queries without allocating.
//! - [`Position`], [`Outcome`], [`Game`]: the shared game interface, with `perft`, checked
//!   `play`, repetition and move-limit draws, and hooks for history rules.
//!
//! # Example
//!
//! ```
//! use skazka_core::{Bitboard, Color, Geometry, Movement, PieceTable};
//!
//! // The xiangqi-style cannon of Xianling on a 10x10 board.
//! let geo = Geometry::TEN_BY_TEN;
//! let cannon = PieceTable::new(geo, &Movement::from_betza("mRcpR")?);
//! let e5 = geo.parse_square("e5")?;
//! let screen = geo.parse_square("e7")?;
//! let victim = geo.parse_square("e9")?;
//! let occupied = Bitboard::from_square(screen).with(victim);
//! let t = cannon.targets(e5, Color::White, occupied, false);
//! assert!(t.attacks.contains(victim));
//! assert!(!t.moves.contains(screen));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The examples of the crate's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod betza;
mod bitboard;
mod color;
pub mod docs;
pub mod fen;
mod game;
mod geometry;
mod legs;
mod lines;
mod magic;
pub mod magic_multipliers;
mod movelist;
mod movement;
pub mod options;
mod outcome;
pub mod perft;
mod position;
mod rays;
mod routes;
mod rules;
pub mod san;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod serde_rules;
mod square;
mod tables;
#[cfg(test)]
mod testing;
pub mod zobrist;

pub use arrayvec;
pub use betza::{BetzaErrorKind, ParseBetzaError};
pub use bitboard::{Bitboard, Squares};
pub use color::{ByColor, Color};
pub use game::{DrawRule, DrawRules, Game, HistoryRule, NoHistoryRule};
pub use geometry::{Geometry, GeometryError};
pub use legs::{Leg, Legs, MAX_LEGS, Waypoint};
pub use lines::Lines;
pub use magic::{MAX_RELEVANT_SQUARES, MagicAttacks, MagicError};
pub use movelist::MoveBuffer;
pub use movement::{Atom, Component, Kind, Modality, Movement, Steps};
pub use options::{OptionError, OptionValue};
pub use outcome::{EndReason, Outcome};
pub use position::{IllegalMoveError, MoveDisplay, ParseMoveError, Position};
pub use rays::{RiderRays, StraightRay};
pub use rules::{OptionKey, RuleOptions, Rules};
pub use smallvec;
pub use square::{File, ParseSquareError, Rank, Square, SquareDisplay, SquareIndexError};
pub use tables::{PieceTable, Targets};

/// Implements `serde::Serialize` and `serde::Deserialize` for a type through its one text form:
/// `Display` writes it, the given function (`&str -> Result<Self, E: Display>`) reads it.
///
/// Used by the games for their moves (through move text) and options. The calling crate must
/// depend on `serde`; invoke the macro under `#[cfg(feature = "serde")]`.
#[macro_export]
macro_rules! serde_through_text {
    ($ty:ty, $parse:expr) => {
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Self, D::Error> {
                let text = <String as ::serde::Deserialize>::deserialize(deserializer)?;
                ($parse)(text.as_str()).map_err(::serde::de::Error::custom)
            }
        }
    };
}

/// Gives a game's options type (which implements [`RuleOptions`]) its one-line text form:
/// `Display` through [`RuleOptions::write_settings`] and `FromStr` through
/// [`RuleOptions::parse_settings`].
///
/// Serde goes through the same text with [`serde_through_text!`], invoked by the calling
/// crate under its own feature gate:
///
/// ```text
/// skazka_core::options_text!(Options);
/// #[cfg(feature = "serde")]
/// skazka_core::serde_through_text!(Options, str::parse::<Options>);
/// ```
///
/// The expansion holds no `cfg` of its own: a macro's `cfg` is checked against the features
/// of the crate it expands in, so a `feature = "serde"` here would warn (`unexpected_cfgs`)
/// in every crate without a `serde` feature, and would quietly leave serde out of a crate
/// whose feature has another name. The crate that has the feature writes the gate.
///
/// # Example
///
/// ```
/// use skazka_core::{OptionError, OptionKey, RuleOptions};
///
/// #[derive(Clone, Debug, Default, PartialEq)]
/// struct Options {
///     dice: bool,
/// }
///
/// impl RuleOptions for Options {
///     const GAME: &'static str = "example";
///
///     fn keys() -> &'static [OptionKey] {
///         const KEYS: &[OptionKey] =
///             &[OptionKey::new("dice", &["true", "false"], "false", "roll a die each move")];
///         KEYS
///     }
///
///     fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
///         match key {
///             "dice" => {
///                 self.dice = skazka_core::options::parse_bool(Self::GAME, "dice", value)?;
///                 Ok(())
///             }
///             _ => Err(OptionError::unknown_key(Self::GAME, key)),
///         }
///     }
///
///     fn get(&self, key: &str) -> Option<String> {
///         (key == "dice").then(|| self.dice.to_string())
///     }
/// }
///
/// skazka_core::options_text!(Options);
///
/// let options: Options = "dice=true".parse()?;
/// assert!(options.dice);
/// assert_eq!(options.to_string(), "dice=true");
/// # Ok::<(), OptionError>(())
/// ```
#[macro_export]
macro_rules! options_text {
    ($ty:ty) => {
        impl ::core::fmt::Display for $ty {
            /// The settings that differ from the defaults, `key=value` separated by spaces.
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                $crate::RuleOptions::write_settings(self, f)
            }
        }

        impl ::core::str::FromStr for $ty {
            type Err = $crate::OptionError;

            /// `key=value` settings separated by whitespace, set in order on the defaults.
            fn from_str(text: &str) -> Result<Self, $crate::OptionError> {
                <$ty as $crate::RuleOptions>::parse_settings(text)
            }
        }
    };
}

/// Declares documentation modules whose text is a Markdown page shipped with the crate:
/// `name => include_str!(…)` each. The pages are prose written for Markdown readers, so
/// the rustdoc lints that would read their square brackets as links, their angle brackets as
/// HTML or their code blocks as Rust are off inside them, and doctests skip them.
///
/// The `include_str!` is written at the call site, so its path is relative to the calling file.
#[macro_export]
macro_rules! markdown_pages {
    ($($name:ident => $text:expr;)*) => {
        $(
            #[allow(
                rustdoc::broken_intra_doc_links,
                rustdoc::invalid_html_tags,
                rustdoc::invalid_rust_codeblocks,
                rustdoc::bare_urls
            )]
            #[cfg_attr(not(doctest), doc = $text)]
            pub mod $name {}
        )*
    };
}

#[cfg(test)]
mod tests {
    /// `options_text!` expands in the calling crate, whose features decide every `cfg` of the
    /// expansion: one there would warn `unexpected_cfgs` in a crate without that feature. Its
    /// definition, from `macro_rules!` to the closing brace, holds no `cfg`.
    #[test]
    fn options_text_expands_without_cfg() {
        let source = include_str!("lib.rs");
        let start = source
            .find("macro_rules! options_text")
            .expect("options_text! is defined in lib.rs");
        let definition = &source[start..];
        let end = definition
            .find("\n}\n")
            .expect("the definition ends with a closing brace at the start of a line");
        assert!(
            !definition[..end].contains("cfg"),
            "options_text! expands a cfg:\n{}",
            &definition[..end]
        );
    }
}
