//! Options: the rules file's alternatives and the adjudication switches.

use core::fmt;
use core::str::FromStr;

use skazka_core::{OptionKey, RuleOptions};

/// When a Ferz or Wazir may promote on the last rank (xianling.md §6).
///
/// `Display` and `FromStr` use the option values `any-move` and `from-penultimate`; serde
/// (feature `serde`) goes through that text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum PromotionTrigger {
    /// Any move ending on the last rank, sideways Wazir moves included (the default).
    #[default]
    AnyMove,
    /// Only a move from the penultimate rank onto the last rank.
    FromPenultimate,
}

impl PromotionTrigger {
    /// The value as the `promotion_trigger` option writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PromotionTrigger::AnyMove => "any-move",
            PromotionTrigger::FromPenultimate => "from-penultimate",
        }
    }
}

impl fmt::Display for PromotionTrigger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for PromotionTrigger {
    type Err = OptionError;

    fn from_str(text: &str) -> Result<PromotionTrigger, OptionError> {
        match text {
            "any-move" => Ok(PromotionTrigger::AnyMove),
            "from-penultimate" => Ok(PromotionTrigger::FromPenultimate),
            _ => Err(invalid(0, text)),
        }
    }
}

/// Which enemy pawns the chase rule counts as targets (xianling.md §10.1).
///
/// `Display` and `FromStr` use the option values `advanced` and `never`; serde (feature
/// `serde`) goes through that text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum PawnTargets {
    /// Pawns that stand on the chasing side's half of the board (the default).
    #[default]
    Advanced,
    /// Pawns are never chase targets.
    Never,
}

impl PawnTargets {
    /// The value as the `chase_pawn_targets` option writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PawnTargets::Advanced => "advanced",
            PawnTargets::Never => "never",
        }
    }
}

impl fmt::Display for PawnTargets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for PawnTargets {
    type Err = OptionError;

    fn from_str(text: &str) -> Result<PawnTargets, OptionError> {
        match text {
            "advanced" => Ok(PawnTargets::Advanced),
            "never" => Ok(PawnTargets::Never),
            _ => Err(invalid(1, text)),
        }
    }
}

/// The rules options of Xianling. [`Options::default`] is the rules-faithful game of the rules
/// file: draws only by agreement or double pass.
///
/// | key | values | default |
/// |---|---|---|
/// | `promotion_trigger` | `any-move`, `from-penultimate` | `any-move` |
/// | `chase_pawn_targets` | `advanced`, `never` | `advanced` |
/// | `repetition_draw` | `true`, `false` (threefold repetition draws) | `false` |
/// | `move_limit` | `off` or a number of full moves without capture, pawn move or promotion | `off` |
/// | `bare_kings_draw` | `true`, `false` (King against King draws) | `false` |
///
/// The table is [`Options::keys`](RuleOptions::keys). `Display` writes the settings that differ
/// from the defaults (`repetition_draw=true move_limit=100`, empty for the defaults) and
/// `FromStr` reads them back; serde (feature `serde`) goes through that text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub struct Options {
    /// When Ferz and Wazir promote.
    pub promotion_trigger: PromotionTrigger,
    /// Which pawns are chase targets.
    pub chase_pawn_targets: PawnTargets,
    /// Adjudication: threefold repetition (board, side to move, castling rights) draws.
    pub repetition_draw: bool,
    /// Adjudication: this many full moves without a capture, pawn move or promotion draw.
    pub move_limit: Option<u32>,
    /// Adjudication: King against King draws.
    pub bare_kings_draw: bool,
}

pub use skazka_core::OptionError;

const GAME: &str = "xianling";

/// Every key with its values, default and help, and the phrase error messages use for the
/// values it takes: the one table of the options.
const TABLE: [(OptionKey, &str); 5] = [
    (
        OptionKey::new(
            "promotion_trigger",
            &["any-move", "from-penultimate"],
            "any-move",
            "when a ferz or wazir may promote on the last rank",
        ),
        "any-move or from-penultimate",
    ),
    (
        OptionKey::new(
            "chase_pawn_targets",
            &["advanced", "never"],
            "advanced",
            "which enemy pawns the chase rule counts as targets",
        ),
        "advanced or never",
    ),
    (
        OptionKey::new(
            "repetition_draw",
            &["true", "false"],
            "false",
            "threefold repetition draws automatically (adjudication)",
        ),
        "true or false",
    ),
    (
        OptionKey::new(
            "move_limit",
            &["off", "<n>"],
            "off",
            "full moves without capture, pawn move or promotion that draw (adjudication)",
        ),
        "off or a number of full moves",
    ),
    (
        OptionKey::new(
            "bare_kings_draw",
            &["true", "false"],
            "false",
            "king against king draws (adjudication)",
        ),
        "true or false",
    ),
];

const KEYS: [OptionKey; TABLE.len()] = {
    let mut keys = [TABLE[0].0; TABLE.len()];
    let mut i = 0;
    while i < TABLE.len() {
        keys[i] = TABLE[i].0;
        i += 1;
    }
    keys
};

/// The error for `value` given to the key in row `row` of [`TABLE`].
fn invalid(row: usize, value: &str) -> OptionError {
    let (key, expected) = TABLE[row];
    OptionError::invalid_value(GAME, key.name, value, expected)
}

impl Options {
    /// The adjudication mode of xianling.md §11: threefold repetition, 100 full moves without
    /// progress, and King against King all draw.
    #[must_use]
    pub fn adjudication() -> Options {
        Options {
            repetition_draw: true,
            move_limit: Some(100),
            bare_kings_draw: true,
            ..Options::default()
        }
    }

    /// Sets one option from text (the keys are [`Options::keys`](RuleOptions::keys)).
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key or a value the key does not allow; `self` is then
    /// unchanged.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let row = KEYS
            .iter()
            .position(|k| k.name == key)
            .ok_or_else(|| OptionError::unknown_key(GAME, key))?;
        let boolean = || match value {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(invalid(row, value)),
        };
        match KEYS[row].name {
            "promotion_trigger" => self.promotion_trigger = value.parse()?,
            "chase_pawn_targets" => self.chase_pawn_targets = value.parse()?,
            "repetition_draw" => self.repetition_draw = boolean()?,
            "bare_kings_draw" => self.bare_kings_draw = boolean()?,
            "move_limit" => {
                self.move_limit = if value == "off" {
                    None
                } else {
                    match value.parse::<u32>() {
                        Ok(n) if n > 0 && value.bytes().all(|b| b.is_ascii_digit()) => Some(n),
                        _ => return Err(invalid(row, value)),
                    }
                }
            }
            _ => unreachable!("every key of the table is handled"),
        }
        Ok(())
    }

    /// The current value of `key` as text, `None` for an unknown key.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<String> {
        Some(match key {
            "promotion_trigger" => self.promotion_trigger.to_string(),
            "chase_pawn_targets" => self.chase_pawn_targets.to_string(),
            "repetition_draw" => self.repetition_draw.to_string(),
            "bare_kings_draw" => self.bare_kings_draw.to_string(),
            "move_limit" => self
                .move_limit
                .map_or_else(|| "off".to_owned(), |n| n.to_string()),
            _ => return None,
        })
    }
}

impl RuleOptions for Options {
    const GAME: &'static str = GAME;

    fn keys() -> &'static [OptionKey] {
        &KEYS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        Options::set(self, key, value)
    }

    fn get(&self, key: &str) -> Option<String> {
        Options::get(self, key)
    }
}

skazka_core::options_text!(Options);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Options, str::parse::<Options>);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(PromotionTrigger, str::parse::<PromotionTrigger>);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(PawnTargets, str::parse::<PawnTargets>);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every combination of values, with a few move limits.
    fn every_options() -> Vec<Options> {
        let mut all = Vec::new();
        for promotion_trigger in [PromotionTrigger::AnyMove, PromotionTrigger::FromPenultimate] {
            for chase_pawn_targets in [PawnTargets::Advanced, PawnTargets::Never] {
                for repetition_draw in [false, true] {
                    for move_limit in [None, Some(1), Some(100), Some(u32::MAX)] {
                        for bare_kings_draw in [false, true] {
                            all.push(Options {
                                promotion_trigger,
                                chase_pawn_targets,
                                repetition_draw,
                                move_limit,
                                bare_kings_draw,
                            });
                        }
                    }
                }
            }
        }
        all
    }

    #[test]
    fn text_round_trips_for_every_combination() {
        for o in every_options() {
            let text = o.to_string();
            assert_eq!(text.parse::<Options>(), Ok(o), "{text}");
        }
        assert_eq!(Options::default().to_string(), "");
        assert_eq!(
            Options::adjudication().to_string(),
            "repetition_draw=true move_limit=100 bare_kings_draw=true"
        );
    }

    #[test]
    fn defaults_of_the_table_are_the_default_values() {
        let o = Options::default();
        for key in Options::keys() {
            assert_eq!(
                o.get(key.name).as_deref(),
                Some(key.default),
                "{}",
                key.name
            );
            assert!(!key.help.is_empty() && !key.values.is_empty());
        }
        assert!(o.changed().is_empty());
    }

    #[test]
    fn value_enums_read_their_text() {
        for t in [PromotionTrigger::AnyMove, PromotionTrigger::FromPenultimate] {
            assert_eq!(t.to_string().parse(), Ok(t));
        }
        for t in [PawnTargets::Advanced, PawnTargets::Never] {
            assert_eq!(t.to_string().parse(), Ok(t));
        }
        assert!("sometimes".parse::<PawnTargets>().is_err());
    }

    #[test]
    fn move_limit_takes_plain_positive_numbers() {
        let mut o = Options::default();
        for bad in ["0", "+3", "-1", "1.5", "", "4294967296"] {
            assert!(o.set("move_limit", bad).is_err(), "{bad}");
        }
        o.set("move_limit", "7").unwrap();
        assert_eq!(o.move_limit, Some(7));
        assert!("move_limit".parse::<Options>().is_err());
    }
}
