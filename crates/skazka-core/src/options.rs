//! The error every game's [`RuleOptions::set`](crate::RuleOptions::set) returns, and the value
//! readers the games share.
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
    /// A word of an options text that is not `key=value`.
    Syntax {
        /// The game, e.g. `stone`.
        game: &'static str,
        /// The word as given (at most 64 characters are kept).
        text: String,
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

    /// A word of an options text of `game` that is not `key=value`.
    #[must_use]
    pub fn syntax(game: &'static str, text: &str) -> OptionError {
        OptionError::Syntax {
            game,
            text: clip(text),
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
            OptionError::Syntax { game, text } => {
                write!(f, "{game} option `{text}` is not of the form key=value")
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

/// One `key=value` pair being set, after its key was found in a game's table of keys and what
/// each takes. Gives the typed errors for the value.
#[derive(Clone, Copy, Debug)]
pub struct OptionValue<'a> {
    game: &'static str,
    key: &'static str,
    expected: &'static str,
    /// The value as given.
    pub value: &'a str,
}

impl<'a> OptionValue<'a> {
    /// Finds `key` in `table` (pairs of key and a description of its values).
    ///
    /// # Errors
    /// [`OptionError::UnknownKey`] if the table has no such key.
    pub fn lookup(
        game: &'static str,
        table: &'static [(&'static str, &'static str)],
        key: &str,
        value: &'a str,
    ) -> Result<OptionValue<'a>, OptionError> {
        let &(key, expected) = table
            .iter()
            .find(|(k, _)| *k == key)
            .ok_or_else(|| OptionError::unknown_key(game, key))?;
        Ok(OptionValue {
            game,
            key,
            expected,
            value,
        })
    }

    /// The key, as spelled in the table.
    #[must_use]
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The error for a value this key does not take.
    #[must_use]
    pub fn invalid(&self) -> OptionError {
        OptionError::invalid_value(self.game, self.key, self.value, self.expected)
    }

    /// The value read as `true` or `false`.
    ///
    /// # Errors
    /// [`OptionError::InvalidValue`] for anything else.
    pub fn boolean(&self) -> Result<bool, OptionError> {
        parse_bool(self.game, self.key, self.value)
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
    fn lookup_finds_keys_and_types_their_errors() {
        const TABLE: &[(&str, &str)] = &[("dice", "true or false")];
        let v = OptionValue::lookup("volkhv", TABLE, "dice", "maybe").unwrap();
        assert_eq!(v.key(), "dice");
        assert_eq!(v.boolean(), Err(v.invalid()));
        assert_eq!(
            OptionValue::lookup("volkhv", TABLE, "die", "true").unwrap_err(),
            OptionError::unknown_key("volkhv", "die")
        );
    }

    #[test]
    fn huge_option_text_is_clipped_in_errors() {
        let e = OptionError::unknown_key("g", &"k".repeat(100_000));
        assert!(e.to_string().len() < 120);
    }
}
