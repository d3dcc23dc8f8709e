//! The options of orthodox chess: there are none, so the text form is always empty.

use skazka_core::{OptionError, OptionKey, RuleOptions};

/// The options of orthodox chess. The game has no variations: the only value is the default,
/// written as the empty text, and every `key=value` is an unknown key.
///
/// The type exists so that chess goes through the same [`Rules`](skazka_core::Rules) door as
/// the variants; it is `#[non_exhaustive]` so that options can be added later.
///
/// ```
/// use skazka_chess::Options;
/// use skazka_core::{OptionError, RuleOptions};
///
/// assert_eq!("".parse::<Options>()?, Options::default());
/// assert_eq!(Options::default().to_string(), "");
/// assert!(Options::keys().is_empty());
/// assert!(matches!("castling=none".parse::<Options>(), Err(OptionError::UnknownKey { .. })));
/// # Ok::<(), OptionError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {}

impl Options {
    /// The options every chess position is played under, to lend out by reference.
    pub(crate) const DEFAULT: Options = Options {};
}

impl RuleOptions for Options {
    const GAME: &'static str = "chess";

    fn keys() -> &'static [OptionKey] {
        &[]
    }

    fn set(&mut self, key: &str, _value: &str) -> Result<(), OptionError> {
        Err(OptionError::unknown_key(Self::GAME, key))
    }

    fn get(&self, _key: &str) -> Option<String> {
        None
    }
}

skazka_core::options_text!(Options);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Options, str::parse::<Options>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_text_is_the_default_and_any_setting_is_an_unknown_key() {
        for text in ["", " ", "\t \n"] {
            assert_eq!(text.parse::<Options>(), Ok(Options::default()));
        }
        assert_eq!(
            "castling=none".parse::<Options>(),
            Err(OptionError::unknown_key("chess", "castling"))
        );
        assert_eq!(
            " x=1 ".parse::<Options>(),
            Err(OptionError::unknown_key("chess", "x"))
        );
        assert_eq!(
            "bare".parse::<Options>(),
            Err(OptionError::syntax("chess", "bare"))
        );
        let mut options = Options::default();
        assert_eq!(
            options.set("x", "1"),
            Err(OptionError::unknown_key("chess", "x"))
        );
        assert_eq!(options, Options::default());
        assert_eq!(options.get("x"), None);
        assert!(Options::keys().is_empty());
        assert!(options.changed().is_empty());
        assert_eq!(options.to_string(), "");
    }
}
