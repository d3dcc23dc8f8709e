//! Serde for positions of any game: a position is written as its FEN and its options, and read
//! back under those options, so nothing is lost and nothing is silently changed.
//!
//! ```json
//! {"fen": "…", "options": "edition=2012-07"}
//! ```
//!
//! The options are their `key=value` text ([`RuleOptions`](crate::RuleOptions)'s `Display`),
//! empty for the defaults; a missing `options` field means the defaults. A FEN that
//! contradicts its options is an error.
//!
//! The games implement `Serialize` and `Deserialize` for their positions with these two
//! functions; a field of another type can use them too, with
//! `#[serde(with = "skazka_core::serde_rules")]`.

use serde::de::Error as _;
use serde::ser::SerializeStruct as _;
use serde::{Deserialize, Deserializer, Serializer};

use crate::Rules;

/// Writes `position` as `{"fen": …, "options": …}`.
///
/// # Errors
/// Only the serializer's.
pub fn serialize<R: Rules, S: Serializer>(position: &R, serializer: S) -> Result<S::Ok, S::Error> {
    let mut state = serializer.serialize_struct("Position", 2)?;
    state.serialize_field("fen", &position.fen())?;
    state.serialize_field("options", &position.options().to_string())?;
    state.end()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Repr {
    fen: String,
    #[serde(default)]
    options: String,
}

/// Reads a position written by [`serialize`].
///
/// # Errors
/// The deserializer's, an invalid options text, or a FEN that is not valid under its options.
pub fn deserialize<'de, R: Rules, D: Deserializer<'de>>(deserializer: D) -> Result<R, D::Error> {
    let repr = Repr::deserialize(deserializer)?;
    let options: R::Options = repr.options.parse().map_err(D::Error::custom)?;
    R::from_fen(&repr.fen, &options).map_err(D::Error::custom)
}

/// Implements `serde::Serialize` and `serde::Deserialize` for a game's position through
/// [`serialize`] and [`deserialize`]. The calling crate must depend on `serde`; invoke the
/// macro under `#[cfg(feature = "serde")]`.
#[macro_export]
macro_rules! serde_through_rules {
    ($ty:ty) => {
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::serde_rules::serialize(self, serializer)
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> Result<Self, D::Error> {
                $crate::serde_rules::deserialize(deserializer)
            }
        }
    };
}
