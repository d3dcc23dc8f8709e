//! The error every game's `Options::set(key, value)` returns, and the value readers they share.
//!
//! Games take their options as typed fields; `set` is the text door used by command lines and
//! configuration files (`--option edition=2012-07`). Keys are written in `snake_case`, booleans
//! as `true`/`false`.

use core::fmt;

/// An option key or value that a game does not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OptionError {
    /// The game has no option with this key.
    UnknownKey {
        /// The game, e.g. `stone`.
        game: &'static str,
        /// The key as given (at most 64 characters are kept).
        key: String,
    },
    /// The key exists but does not take this value.
    InvalidValue {
        /// The game, e.g. `stone`.
        game: &'static str,
        /// The option.
        key: &'static str,
        /// The value as given (at most 64 characters are kept).
        value: String,
        /// What the option takes, e.g. `true or false`.
        expected: &'static str,
    },
    /// The value is fine alone, but not with the options already set.
    Incompatible {
        /// The game, e.g. `volkhv`.
        game: &'static str,
        /// The option being set.
        key: &'static str,
        /// Why, e.g. `not available in the federation profile`.
        reason: &'static str,
    },
}

/// Keeps error messages short whatever the input.
fn clip(text: &str) -> String {
    text.chars().take(64).collect()
}

impl OptionError {
    /// An unknown key of `game`.
    #[must_use]
    pub fn unknown_key(game: &'static str, key: &str) -> OptionError {
        OptionError::UnknownKey {
            game,
            key: clip(key),
        }
    }

    /// A value that `key` of `game` does not take.
    #[must_use]
    pub fn invalid_value(
        game: &'static str,
        key: &'static str,
        value: &str,
        expected: &'static str,
    ) -> OptionError {
        OptionError::InvalidValue {
            game,
            key,
            value: clip(value),
            expected,
        }
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownKey { game, key } => write!(f, "unknown {game} option `{key}`"),
            OptionError::InvalidValue {
                game,
                key,
                value,
                expected,
            } => {
                write!(
                    f,
                    "invalid value `{value}` for {game} option `{key}` (expected {expected})"
                )
            }
            OptionError::Incompatible { game, key, reason } => {
                write!(f, "{game} option `{key}`: {reason}")
            }
        }
    }
}

impl std::error::Error for OptionError {}

/// Reads `true` or `false` for option `key` of `game`.
///
/// # Errors
/// [`OptionError::InvalidValue`] for anything else.
pub fn parse_bool(game: &'static str, key: &'static str, value: &str) -> Result<bool, OptionError> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(OptionError::invalid_value(
            game,
            key,
            value,
            "true or false",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_errors_name_game_key_and_value() {
        let e = parse_bool("stone", "automatic_draws", "yes").unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid value `yes` for stone option `automatic_draws` (expected true or false)"
        );
        assert_eq!(
            OptionError::unknown_key("xianling", "x").to_string(),
            "unknown xianling option `x`"
        );
        assert_eq!(parse_bool("g", "k", "true"), Ok(true));
    }

    #[test]
    fn huge_option_text_is_clipped_in_errors() {
        let e = OptionError::unknown_key("g", &"k".repeat(100_000));
        assert!(e.to_string().len() < 120);
    }
}
