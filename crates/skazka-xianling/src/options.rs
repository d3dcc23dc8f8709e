//! Options: the rules file's alternatives and the adjudication switches.

use skazka_core::{DrawRule, DrawRules};

/// When a Ferz or Wazir may promote on the last rank (xianling.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PromotionTrigger {
    /// Any move ending on the last rank, sideways Wazir moves included (the default).
    #[default]
    AnyMove,
    /// Only a move from the penultimate rank onto the last rank.
    FromPenultimate,
}

/// Which enemy pawns the chase rule counts as targets (xianling.md §10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PawnTargets {
    /// Pawns that stand on the chasing side's half of the board (the default).
    #[default]
    Advanced,
    /// Pawns are never chase targets.
    Never,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// What each key of [`Options::set`] takes, for error messages.
const EXPECTED: &[(&str, &str)] = &[
    ("promotion_trigger", "any-move or from-penultimate"),
    ("chase_pawn_targets", "advanced or never"),
    ("repetition_draw", "true or false"),
    ("move_limit", "off or a number of full moves"),
    ("bare_kings_draw", "true or false"),
];

impl Options {
    /// The keys [`Options::set`] accepts.
    pub const KEYS: &'static [&'static str] = &[
        "promotion_trigger",
        "chase_pawn_targets",
        "repetition_draw",
        "move_limit",
        "bare_kings_draw",
    ];

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

    /// Sets one option from text (see the table on [`Options`]).
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key or a value the key does not allow; `self` is then
    /// unchanged.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let option = skazka_core::OptionValue::lookup(GAME, EXPECTED, key, value)?;
        let k = option.key();
        let bad = || option.invalid();
        let boolean = || option.boolean();
        match k {
            "promotion_trigger" => {
                self.promotion_trigger = match value {
                    "any-move" => PromotionTrigger::AnyMove,
                    "from-penultimate" => PromotionTrigger::FromPenultimate,
                    _ => return Err(bad()),
                }
            }
            "chase_pawn_targets" => {
                self.chase_pawn_targets = match value {
                    "advanced" => PawnTargets::Advanced,
                    "never" => PawnTargets::Never,
                    _ => return Err(bad()),
                }
            }
            "repetition_draw" => self.repetition_draw = boolean()?,
            "bare_kings_draw" => self.bare_kings_draw = boolean()?,
            "move_limit" => {
                self.move_limit = if value == "off" {
                    None
                } else {
                    match value.parse::<u32>() {
                        Ok(n) if n > 0 && !value.starts_with('+') => Some(n),
                        _ => return Err(bad()),
                    }
                }
            }
            _ => return Err(OptionError::unknown_key(GAME, key)),
        }
        Ok(())
    }

    /// The current value of `key` as text, `None` for an unknown key.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<String> {
        Some(match key {
            "promotion_trigger" => match self.promotion_trigger {
                PromotionTrigger::AnyMove => "any-move".to_owned(),
                PromotionTrigger::FromPenultimate => "from-penultimate".to_owned(),
            },
            "chase_pawn_targets" => match self.chase_pawn_targets {
                PawnTargets::Advanced => "advanced".to_owned(),
                PawnTargets::Never => "never".to_owned(),
            },
            "repetition_draw" => self.repetition_draw.to_string(),
            "bare_kings_draw" => self.bare_kings_draw.to_string(),
            "move_limit" => self
                .move_limit
                .map_or_else(|| "off".to_owned(), |n| n.to_string()),
            _ => return None,
        })
    }
}

/// The [`DrawRules`] of a [`Game`](skazka_core::Game) of Xianling under `options`: both off in
/// the rules-faithful default (draws by agreement only), automatic in adjudication mode.
#[must_use]
pub fn draw_rules(options: &Options) -> DrawRules {
    let mut rules = DrawRules::none();
    if options.repetition_draw {
        rules.repetition = DrawRule::Automatic;
        rules.repetitions = 3;
    }
    if let Some(moves) = options.move_limit {
        rules.move_limit = DrawRule::Automatic;
        rules.move_limit_plies = moves.saturating_mul(2);
    }
    rules
}
