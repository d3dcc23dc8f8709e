//! The rules' open questions as typed options (rules file §5 and §8).
//!
//! [`Options::default`] is the reconstruction the rules file settles on; every other value is
//! an alternative reading of the surviving text. Options are set from text with
//! [`RuleOptions::set`], which accepts exactly the keys of [`RuleOptions::keys`], and travel as
//! one line of `key=value` settings (`Display` writes the settings that differ from the
//! defaults, `FromStr` reads them back):
//!
//! | key | values (default first) | rule |
//! |---|---|---|
//! | `day_night` | `time`, `relative-square`, `absolute-square`, `board-half`, `blocks:N` (N = 1–1000) | A1 |
//! | `escape_limit` | `king-moves`, `any-escape`, `none` | A11 |
//! | `classic_switch` | `state`, `event` | A12 |
//! | `no_move` | `pass`, `stalemate` | A16 |
//! | `night_rook_bishop` | `swap`, `classical` | A19 |
//! | `midnight` | `check`, `night-check` | A2 |
//! | `post_king_counter_check` | `false`, `true` | A5 |
//! | `compulsory_en_passant` | `true`, `false` | A8 |
//! | `classic_counter_check` | `true`, `false` | A13 |
//! | `castling` | `day`, `always` | A14 |
//! | `promotion` | `any`, `queen` | A15 |
//! | `first_move` | `day`, `night` | A18 |

use std::sync::LazyLock;

use skazka_core::{OptionKey, RuleOptions};

/// What "day" and "night" are (A1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum DayNight {
    /// `time`: by the fullmove number, odd = day, even = night (with
    /// [`Options::first_move`] `day`), the same for every man of both sides.
    #[default]
    Time,
    /// `relative-square`: a man standing on a square of its own colour (White on light, Black
    /// on dark) is in day mode.
    RelativeSquare,
    /// `absolute-square`: a man on a light square is in day mode.
    AbsoluteSquare,
    /// `board-half`: a man on its own half of the board (ranks 1–4 for White, 5–8 for Black)
    /// is in day mode.
    BoardHalf,
    /// `blocks:N`: fullmoves alternate in blocks of N: moves 1..=N day, N+1..=2N night, and so
    /// on. `blocks:1` is the same as `time`.
    Blocks(u16),
}

/// How the 32-escape limit of rule 3.3 counts (A11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum EscapeLimit {
    /// `king-moves`: every King move in phase 3 counts; after 32 the King may not move, while
    /// interposing, capturing the checker and counter-checking remain possible.
    #[default]
    KingMoves,
    /// `any-escape`: every move made in phase 3 while in check counts, whatever it does; once
    /// 32 are used, a check is fatal (the side in check has no legal move and loses).
    AnyEscape,
    /// `none`: no limit (escapes are still counted, up to 32, for the record).
    None,
}

/// When rule 5 (the switch to classical mode) applies (A12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ClassicSwitch {
    /// `state`: after every ply, for both sides: no Rooks, no Bishops and the original Queen
    /// not at home.
    #[default]
    State,
    /// `event`: only in the ply that captures the side's last Rook or Bishop, if its original
    /// Queen is then not at home.
    Event,
}

/// What happens when a side not in check has no legal move (A16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum NoMove {
    /// `pass`: a side in synthesis mode or phase 3 passes; a classical side is stalemated
    /// (draw); two passes in a row draw.
    #[default]
    Pass,
    /// `stalemate`: a draw by stalemate in every phase.
    Stalemate,
}

/// How Rook and Bishop move by night in synthesis mode (A19, the lost rules 2.1 and 2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum NightRookBishop {
    /// `swap`: the Rook slides as a Bishop and the Bishop as a Rook by night.
    #[default]
    Swap,
    /// `classical`: they move as in chess day and night.
    Classical,
}

/// What "midnight" (the sleeping King may move) requires (A2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Midnight {
    /// `check`: midnight is "the side to move is in check", by day or by night.
    #[default]
    Check,
    /// `night-check`: midnight is night and check together; a phase-3 King then never moves by
    /// day.
    NightCheck,
}

/// When a synthesis-mode King may castle (A14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Castling {
    /// `day`: only when the King may move freely: in synthesis mode by day, or in classical
    /// mode; never in phase 3.
    #[default]
    Day,
    /// `always`: in synthesis and classical mode at any time (never in phase 3).
    Always,
}

/// What a pawn may promote to (A15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Promotion {
    /// `any`: Queen, Rook, Bishop or Knight.
    #[default]
    Any,
    /// `queen`: a Queen only.
    Queen,
}

/// Whether the first move of the game is made by day or by night (A18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum FirstMove {
    /// `day`: fullmove 1 is day.
    #[default]
    Day,
    /// `night`: fullmove 1 is night.
    Night,
}

/// The rule options of a game. `Default` is the rules file's reconstruction.
///
/// # Example
/// ```
/// use skazka_core::RuleOptions;
/// use skazka_synthesis::{DayNight, Options};
///
/// let mut options = Options::default();
/// options.set("day_night", "blocks:2")?;
/// assert_eq!(options.day_night, DayNight::Blocks(2));
/// assert!(options.set("day_night", "dusk").is_err());
/// assert_eq!(options.to_string(), "day_night=blocks:2");
/// assert_eq!("day_night=blocks:2".parse::<Options>()?, options);
/// # Ok::<(), skazka_synthesis::OptionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// `day_night` (A1).
    pub day_night: DayNight,
    /// `escape_limit` (A11).
    pub escape_limit: EscapeLimit,
    /// `classic_switch` (A12).
    pub classic_switch: ClassicSwitch,
    /// `no_move` (A16).
    pub no_move: NoMove,
    /// `night_rook_bishop` (A19).
    pub night_rook_bishop: NightRookBishop,
    /// `midnight` (A2).
    pub midnight: Midnight,
    /// `post_king_counter_check` (A5): whether a phase-3 King move may be a counter-check.
    pub post_king_counter_check: bool,
    /// `compulsory_en_passant` (A8): whether en passant counts as a compulsory pawn capture.
    pub compulsory_en_passant: bool,
    /// `classic_counter_check` (A13): whether a classical-mode side may counter-check.
    pub classic_counter_check: bool,
    /// `castling` (A14).
    pub castling: Castling,
    /// `promotion` (A15).
    pub promotion: Promotion,
    /// `first_move` (A18).
    pub first_move: FirstMove,
}

impl Default for Options {
    fn default() -> Options {
        Options::new()
    }
}

pub use skazka_core::OptionError;

const GAME: &str = "synthesis";

/// Every key, its values, default and help: the one table behind [`Options::set`],
/// [`Options::get`] and the options' text.
const KEYS: &[OptionKey] = &[
    OptionKey::new(
        "day_night",
        &[
            "time",
            "relative-square",
            "absolute-square",
            "board-half",
            "blocks:<n>",
        ],
        "time",
        "what day and night are (A1); blocks:<n> takes n in 1-1000",
    ),
    OptionKey::new(
        "escape_limit",
        &["king-moves", "any-escape", "none"],
        "king-moves",
        "how the 32 phase-3 escapes are counted (A11)",
    ),
    OptionKey::new(
        "classic_switch",
        &["state", "event"],
        "state",
        "when a side switches to classical chess (A12)",
    ),
    OptionKey::new(
        "no_move",
        &["pass", "stalemate"],
        "pass",
        "what a side with no move and not in check does (A16)",
    ),
    OptionKey::new(
        "night_rook_bishop",
        &["swap", "classical"],
        "swap",
        "how Rook and Bishop move by night, the lost rules 2.1 and 2.2 (A19)",
    ),
    OptionKey::new(
        "midnight",
        &["check", "night-check"],
        "check",
        "what lets a sleeping King move (A2)",
    ),
    OptionKey::new(
        "post_king_counter_check",
        &["false", "true"],
        "false",
        "whether a phase-3 King move may counter-check (A5)",
    ),
    OptionKey::new(
        "compulsory_en_passant",
        &["true", "false"],
        "true",
        "whether en passant is a compulsory pawn capture (A8)",
    ),
    OptionKey::new(
        "classic_counter_check",
        &["true", "false"],
        "true",
        "whether a classical side may counter-check (A13)",
    ),
    OptionKey::new(
        "castling",
        &["day", "always"],
        "day",
        "when a synthesis-mode King may castle (A14)",
    ),
    OptionKey::new(
        "promotion",
        &["any", "queen"],
        "any",
        "what a pawn may promote to (A15)",
    ),
    OptionKey::new(
        "first_move",
        &["day", "night"],
        "day",
        "whether fullmove 1 is a day or a night move (A18)",
    ),
];

/// `key` as spelled in [`KEYS`] and the phrase for what it takes, built once from the table.
fn lookup(key: &str) -> Result<(&'static str, &'static str), OptionError> {
    static EXPECTED: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        KEYS.iter()
            .map(|k| &*Box::leak(k.expected().into_boxed_str()))
            .collect()
    });
    let i = KEYS
        .iter()
        .position(|k| k.name == key)
        .ok_or_else(|| OptionError::unknown_key(GAME, key))?;
    Ok((KEYS[i].name, EXPECTED[i]))
}

impl Options {
    /// The rules file's defaults (the same as [`Options::default`]).
    #[must_use]
    pub const fn new() -> Options {
        Options {
            day_night: DayNight::Time,
            escape_limit: EscapeLimit::KingMoves,
            classic_switch: ClassicSwitch::State,
            no_move: NoMove::Pass,
            night_rook_bishop: NightRookBishop::Swap,
            midnight: Midnight::Check,
            post_king_counter_check: false,
            compulsory_en_passant: true,
            classic_counter_check: true,
            castling: Castling::Day,
            promotion: Promotion::Any,
            first_move: FirstMove::Day,
        }
    }
}

impl RuleOptions for Options {
    const GAME: &'static str = GAME;

    /// Every key, in the order of the [module table](self).
    fn keys() -> &'static [OptionKey] {
        KEYS
    }

    /// Sets one option from text: booleans are `true` and `false`. See the
    /// [module table](self) for every value.
    ///
    /// # Errors
    /// [`OptionError::UnknownKey`] or [`OptionError::InvalidValue`]; `self` is then unchanged.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let (key, expected) = lookup(key)?;
        let bad = || OptionError::invalid_value(GAME, key, value, expected);
        let boolean = || skazka_core::options::parse_bool(GAME, key, value);
        match key {
            "day_night" => {
                self.day_night = match value {
                    "time" => DayNight::Time,
                    "relative-square" => DayNight::RelativeSquare,
                    "absolute-square" => DayNight::AbsoluteSquare,
                    "board-half" => DayNight::BoardHalf,
                    _ => {
                        let n = value
                            .strip_prefix("blocks:")
                            .filter(|n| !n.starts_with('0') && !n.starts_with('+'))
                            .and_then(|n| n.parse::<u16>().ok())
                            .filter(|n| (1..=1000).contains(n))
                            .ok_or_else(bad)?;
                        DayNight::Blocks(n)
                    }
                }
            }
            "escape_limit" => {
                self.escape_limit = match value {
                    "king-moves" => EscapeLimit::KingMoves,
                    "any-escape" => EscapeLimit::AnyEscape,
                    "none" => EscapeLimit::None,
                    _ => return Err(bad()),
                }
            }
            "classic_switch" => {
                self.classic_switch = match value {
                    "state" => ClassicSwitch::State,
                    "event" => ClassicSwitch::Event,
                    _ => return Err(bad()),
                }
            }
            "no_move" => {
                self.no_move = match value {
                    "pass" => NoMove::Pass,
                    "stalemate" => NoMove::Stalemate,
                    _ => return Err(bad()),
                }
            }
            "night_rook_bishop" => {
                self.night_rook_bishop = match value {
                    "swap" => NightRookBishop::Swap,
                    "classical" => NightRookBishop::Classical,
                    _ => return Err(bad()),
                }
            }
            "midnight" => {
                self.midnight = match value {
                    "check" => Midnight::Check,
                    "night-check" => Midnight::NightCheck,
                    _ => return Err(bad()),
                }
            }
            "post_king_counter_check" => self.post_king_counter_check = boolean()?,
            "compulsory_en_passant" => self.compulsory_en_passant = boolean()?,
            "classic_counter_check" => self.classic_counter_check = boolean()?,
            "castling" => {
                self.castling = match value {
                    "day" => Castling::Day,
                    "always" => Castling::Always,
                    _ => return Err(bad()),
                }
            }
            "promotion" => {
                self.promotion = match value {
                    "any" => Promotion::Any,
                    "queen" => Promotion::Queen,
                    _ => return Err(bad()),
                }
            }
            "first_move" => {
                self.first_move = match value {
                    "day" => FirstMove::Day,
                    "night" => FirstMove::Night,
                    _ => return Err(bad()),
                }
            }
            _ => return Err(bad()),
        }
        Ok(())
    }

    /// The value of option `key` as [`Options::set`] reads it, or `None` for an unknown key.
    fn get(&self, key: &str) -> Option<String> {
        let b = |v: bool| if v { "true" } else { "false" }.to_owned();
        Some(match key {
            "day_night" => match self.day_night {
                DayNight::Time => "time".to_owned(),
                DayNight::RelativeSquare => "relative-square".to_owned(),
                DayNight::AbsoluteSquare => "absolute-square".to_owned(),
                DayNight::BoardHalf => "board-half".to_owned(),
                DayNight::Blocks(n) => format!("blocks:{n}"),
            },
            "escape_limit" => match self.escape_limit {
                EscapeLimit::KingMoves => "king-moves",
                EscapeLimit::AnyEscape => "any-escape",
                EscapeLimit::None => "none",
            }
            .to_owned(),
            "classic_switch" => match self.classic_switch {
                ClassicSwitch::State => "state",
                ClassicSwitch::Event => "event",
            }
            .to_owned(),
            "no_move" => match self.no_move {
                NoMove::Pass => "pass",
                NoMove::Stalemate => "stalemate",
            }
            .to_owned(),
            "night_rook_bishop" => match self.night_rook_bishop {
                NightRookBishop::Swap => "swap",
                NightRookBishop::Classical => "classical",
            }
            .to_owned(),
            "midnight" => match self.midnight {
                Midnight::Check => "check",
                Midnight::NightCheck => "night-check",
            }
            .to_owned(),
            "post_king_counter_check" => b(self.post_king_counter_check),
            "compulsory_en_passant" => b(self.compulsory_en_passant),
            "classic_counter_check" => b(self.classic_counter_check),
            "castling" => match self.castling {
                Castling::Day => "day",
                Castling::Always => "always",
            }
            .to_owned(),
            "promotion" => match self.promotion {
                Promotion::Any => "any",
                Promotion::Queen => "queen",
            }
            .to_owned(),
            "first_move" => match self.first_move {
                FirstMove::Day => "day",
                FirstMove::Night => "night",
            }
            .to_owned(),
            _ => return None,
        })
    }
}

skazka_core::options_text!(Options);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Options, str::parse::<Options>);
