//! What it takes to set a game up, write it down and play it with its own rules: the
//! [`Rules`] trait every game implements on top of [`Position`], and the [`RuleOptions`] of
//! its variations.
//!
//! Everything generic in the library (the facade, [`Game`](crate::Game), records, the engine,
//! pictures) is written once against these two traits.

use core::fmt;
use core::str::FromStr;

use crate::{DrawRules, Geometry, HistoryRule, OptionError, Outcome, Position};

/// A game's rules: its start position, its FEN, its options and the rules of play that need
/// more than one position (draws by repetition and move limit, history rules, dead positions).
///
/// `Default` is the start position with default options; `FromStr` reads a FEN with default
/// options and `Display` writes the FEN, so `pos.to_string().parse()` round-trips any
/// position whose options are the defaults. [`Rules::from_fen`] reads a FEN under other
/// options.
///
/// # Example
///
/// One function for every game:
///
/// ```
/// use skazka_core::{Game, Rules, RuleOptions};
///
/// fn replay<R: Rules>(options: &str, moves: &[&str]) -> Result<Game<R>, Box<dyn std::error::Error>> {
///     let options: R::Options = options.parse()?;
///     let mut game = Game::new(R::new(&options));
///     for text in moves {
///         game.play_text(text)?;
///     }
///     Ok(game)
/// }
/// ```
pub trait Rules:
    Position + Default + FromStr<Err = Self::FenError> + fmt::Display + PartialEq
{
    /// The game's name on command lines and in files: `chess`, `stone`, `synthesis`,
    /// `xianling`, `volkhv`.
    ///
    /// The position answers rather than its type, so one type whose variants come from data
    /// (read at run time, each with its own name) can implement `Rules`. A game with one name
    /// keeps it in an inherent constant as well, for code that names the type.
    fn name(&self) -> &str;

    /// The board this position is played on.
    ///
    /// As with [`Rules::name`], the position answers, so one type can play on boards of
    /// several sizes chosen at run time. Every position reached from this one by moves is on
    /// the same board.
    fn geometry(&self) -> Geometry;

    /// The game's variations, set by `key=value` text or typed fields.
    type Options: RuleOptions;

    /// Why a FEN could not be read.
    type FenError: std::error::Error + Send + Sync + 'static;

    /// The state of the rules that look at the whole game ([`crate::NoHistoryRule`] for most).
    type History: HistoryRule<Self>;

    /// The start position under `options`.
    fn new(options: &Self::Options) -> Self;

    /// Reads a position in the game's FEN, under `options`.
    ///
    /// # Errors
    /// [`Rules::FenError`] if the text is not a FEN of this game, describes an impossible
    /// position, or contradicts `options` (a piece the options do not have, say).
    fn from_fen(fen: &str, options: &Self::Options) -> Result<Self, Self::FenError>;

    /// The position in the game's FEN (the same text as `Display`).
    fn fen(&self) -> String {
        self.to_string()
    }

    /// The options this position is played under.
    fn options(&self) -> &Self::Options;

    /// The repetition and move-limit draws of a game from this position, under its options.
    /// The default is chess's: threefold repetition and the 50-move rule, both claimable.
    fn draw_rules(&self) -> DrawRules {
        DrawRules::default()
    }

    /// The result the rules of play give this position although moves remain: a dead position
    /// in chess (neither side can ever mate), bare Kings in Synthesis chess.
    ///
    /// [`Game`](crate::Game) asks this of every position, the start included; the move tree
    /// ([`Position::legal_moves`], perft) ignores it, as the perft conventions of these games
    /// do.
    fn adjudicate(&self) -> Option<Outcome> {
        None
    }
}

/// One option key of a game, for programs that list or offer the options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct OptionKey {
    /// The key, in `snake_case`.
    pub name: &'static str,
    /// The accepted values. A value in angle brackets stands for a family (`<n>` a number,
    /// `betza:<movement>` any Betza text); the others are literal.
    pub values: &'static [&'static str],
    /// The default value, as [`RuleOptions::get`] writes it.
    pub default: &'static str,
    /// What the option changes, in one line.
    pub help: &'static str,
}

impl OptionKey {
    /// A key with its values, default and help line.
    #[must_use]
    pub const fn new(
        name: &'static str,
        values: &'static [&'static str],
        default: &'static str,
        help: &'static str,
    ) -> OptionKey {
        OptionKey {
            name,
            values,
            default,
            help,
        }
    }

    /// The values as one phrase for messages: `2012-12 or 2012-07`.
    #[must_use]
    pub fn expected(&self) -> String {
        match self.values {
            [] => String::new(),
            [one] => (*one).to_owned(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        }
    }
}

/// The options of a game: its documented variations, typed, with a text door.
///
/// `Display` writes the settings that differ from the defaults as `key=value` separated by
/// spaces (empty for the defaults); `FromStr` reads that text back into equal options, so
/// options travel as one line in command lines, PGN tags and serde.
///
/// # Example
///
/// A game with one option, `limit`, a number of moves:
///
/// ```
/// use core::{fmt, str::FromStr};
/// use skazka_core::{OptionError, OptionKey, RuleOptions};
///
/// #[derive(Clone, Debug, PartialEq)]
/// struct Options {
///     limit: u32,
/// }
///
/// impl Default for Options {
///     fn default() -> Options {
///         Options { limit: 50 }
///     }
/// }
///
/// impl RuleOptions for Options {
///     const GAME: &'static str = "example";
///
///     fn keys() -> &'static [OptionKey] {
///         const KEYS: &[OptionKey] =
///             &[OptionKey::new("limit", &["<n>"], "50", "moves without a capture that draw")];
///         KEYS
///     }
///
///     fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
///         match key {
///             "limit" => {
///                 self.limit = value
///                     .parse()
///                     .map_err(|_| OptionError::invalid_value(Self::GAME, "limit", value, "a number"))?;
///                 Ok(())
///             }
///             _ => Err(OptionError::unknown_key(Self::GAME, key)),
///         }
///     }
///
///     fn get(&self, key: &str) -> Option<String> {
///         (key == "limit").then(|| self.limit.to_string())
///     }
/// }
///
/// impl fmt::Display for Options {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         self.write_settings(f)
///     }
/// }
///
/// impl FromStr for Options {
///     type Err = OptionError;
///     fn from_str(text: &str) -> Result<Options, OptionError> {
///         Options::parse_settings(text)
///     }
/// }
///
/// let mut options = Options::default();
/// options.set("limit", "12")?;
/// assert_eq!(options.get("limit").as_deref(), Some("12"));
/// assert_eq!(options.to_string(), "limit=12");
/// assert_eq!("limit=12".parse::<Options>()?, options);
/// assert!(Options::default().to_string().is_empty());
/// # Ok::<(), skazka_core::OptionError>(())
/// ```
pub trait RuleOptions:
    Default + Clone + PartialEq + fmt::Debug + fmt::Display + FromStr<Err = OptionError>
{
    /// The game these options belong to, as in [`Rules::name`] (used in error messages).
    const GAME: &'static str;

    /// Every key, in the order `Display` writes them, with its values and default.
    fn keys() -> &'static [OptionKey];

    /// Sets one option from text.
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key, a value the key does not take, or a value that
    /// does not go with the options already set; the options are then unchanged.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;

    /// The current value of `key` as text (as [`RuleOptions::set`] reads it); `None` for an
    /// unknown key.
    fn get(&self, key: &str) -> Option<String>;

    /// The settings that differ from the defaults, in key order.
    fn changed(&self) -> Vec<(&'static str, String)> {
        Self::keys()
            .iter()
            .filter_map(|k| {
                let value = self.get(k.name)?;
                (value != k.default).then_some((k.name, value))
            })
            .collect()
    }

    /// Writes [`RuleOptions::changed`] as `key=value key=value`: the body of `Display`.
    ///
    /// # Errors
    /// Only errors of the formatter.
    fn write_settings(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (key, value)) in self.changed().into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{key}={value}")?;
        }
        Ok(())
    }

    /// Reads `key=value` settings separated by whitespace onto the defaults, in order: the
    /// body of `FromStr`.
    ///
    /// # Errors
    /// [`OptionError::Syntax`] for a word without `=`, and the errors of
    /// [`RuleOptions::set`].
    fn parse_settings(text: &str) -> Result<Self, OptionError> {
        let mut options = Self::default();
        for word in text.split_whitespace() {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| OptionError::syntax(Self::GAME, word))?;
            options.set(key, value)?;
        }
        Ok(options)
    }
}
