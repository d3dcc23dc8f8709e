//! Game options: the edition and the rules file's configurable choices (stone.md §13).

use core::fmt;

use core::hash::{Hash, Hasher};
use core::str::FromStr;

use skazka_core::{Atom, Component, Kind, Modality, Movement, OptionKey, RuleOptions, Steps};

/// The edition of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Edition {
    /// `2012-12`: «Новые Каменные шахматы», edition of 27 December 2012 (the default). No
    /// Prince; promotion mandatory and immediate; SD double-steps and can be taken en passant.
    #[default]
    Dec2012,
    /// `2012-07`: the earlier text with its amendments of 19 April and 19 July 2012. Prince,
    /// optional, delayed and serial promotion, its own promotion table; e.p. victims P and X.
    Jul2012,
}

/// `as_str`, `Display` (the option value), `FromStr` (an [`OptionError`] for another value)
/// and, with `serde`, (de)serialisation as the option value, for an enum of option values.
macro_rules! option_values {
    ($ty:ident, $key:literal, $expected:literal, $($variant:ident => $text:literal),+ $(,)?) => {
        impl $ty {
            /// The option value.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $text,)+
                }
            }
        }

        impl fmt::Display for $ty {
            /// The option value.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $ty {
            type Err = OptionError;

            /// Reads the option value.
            fn from_str(value: &str) -> Result<$ty, OptionError> {
                match value {
                    $($text => Ok($ty::$variant),)+
                    _ => Err(OptionError::invalid_value(GAME, $key, value, $expected)),
                }
            }
        }

        #[cfg(feature = "serde")]
        skazka_core::serde_through_text!($ty, str::parse::<$ty>);
    };
}

option_values!(Edition, "edition", "2012-12 or 2012-07", Dec2012 => "2012-12", Jul2012 => "2012-07");
option_values!(HorseMovement, "horse", "zebra or xiangqi", Zebra => "zebra", Xiangqi => "xiangqi");
option_values!(
    SuperpawnMovement,
    "superpawn",
    "sergeant, sergeant_diagonal or super_pawn",
    Sergeant => "sergeant",
    SergeantDiagonal => "sergeant_diagonal",
    SuperPawn => "super_pawn",
);
option_values!(OpponentHalfCost, "stone_cost_opponent_half", "2 or 3", Two => "2", Three => "3");

/// How the Лев (L) moves (option `lion`).
///
/// Two `Custom` movements are equal when they write the same Betza text, so that options
/// read back from their text equal the options written, whichever of the equivalent
/// component lists the movement was built from (`K` read from text is a W and an F
/// component; written back it is `K` again).
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub enum LionMovement {
    /// `camel`: the (1,3) leaper (the default).
    #[default]
    Camel,
    /// `acedrex`: the Grant Acedrex lion, a (3,0) and (3,1) leaper.
    Acedrex,
    /// `problemist`: the problemists' Lion, a hopper along queen lines that lands on any
    /// square beyond its hurdle (Betza `pQ`).
    Problemist,
    /// `betza:<text>`: any movement (written in code, or read from Betza text). For the
    /// options text to read back, the movement must be one Betza text can say (see
    /// [`Movement::from_betza`]).
    Custom(Movement),
}

impl LionMovement {
    /// What the option `lion` takes, for error messages.
    const EXPECTED: &'static str = "camel, acedrex, problemist or betza:<movement>";

    /// Reads an option value: a preset name or `betza:<text>`. A Betza movement is stored as
    /// its canonical text reads, so that writing it and reading it again gives the same
    /// components.
    fn from_option(value: &str) -> Option<LionMovement> {
        Some(match value {
            "camel" => LionMovement::Camel,
            "acedrex" => LionMovement::Acedrex,
            "problemist" => LionMovement::Problemist,
            _ => {
                let read = Movement::from_betza(value.strip_prefix("betza:")?).ok()?;
                let canonical = Movement::from_betza(&read.to_string()).unwrap_or(read);
                LionMovement::Custom(canonical)
            }
        })
    }
}

impl fmt::Display for LionMovement {
    /// The option value: `camel`, `acedrex`, `problemist` or `betza:<canonical text>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LionMovement::Camel => f.write_str("camel"),
            LionMovement::Acedrex => f.write_str("acedrex"),
            LionMovement::Problemist => f.write_str("problemist"),
            LionMovement::Custom(m) => write!(f, "betza:{m}"),
        }
    }
}

impl PartialEq for LionMovement {
    fn eq(&self, other: &LionMovement) -> bool {
        match (self, other) {
            (LionMovement::Custom(a), LionMovement::Custom(b)) => {
                a == b || a.to_string() == b.to_string()
            }
            (LionMovement::Custom(_), _) | (_, LionMovement::Custom(_)) => false,
            _ => core::mem::discriminant(self) == core::mem::discriminant(other),
        }
    }
}

impl Eq for LionMovement {}

impl Hash for LionMovement {
    fn hash<H: Hasher>(&self, state: &mut H) {
        core::mem::discriminant(self).hash(state);
        if let LionMovement::Custom(m) = self {
            m.to_string().hash(state);
        }
    }
}

/// How the Лошадь (Z) moves (option `horse`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum HorseMovement {
    /// `zebra`: the (2,3) leaper (the default).
    #[default]
    Zebra,
    /// `xiangqi`: the lame knight of xiangqi (`nN`).
    Xiangqi,
}

/// How the Суперпешка (SD) moves (option `superpawn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum SuperpawnMovement {
    /// `sergeant`: `fWfF` with a straight double step `mfnD` (the default).
    #[default]
    Sergeant,
    /// `sergeant_diagonal`: the Sergeant with a diagonal double step `mfnA` as well.
    SergeantDiagonal,
    /// `super_pawn`: the problemists' super-pawn `mfRcfB`.
    SuperPawn,
}

/// The cost of placing a stone on the opponent's half (option `stone_cost_opponent_half`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum OpponentHalfCost {
    /// `2`: the stone plus one discarded (the default).
    #[default]
    Two,
    /// `3`: the stone plus two discarded.
    Three,
}

impl OpponentHalfCost {
    /// The cost in stones.
    #[must_use]
    pub const fn stones(self) -> u8 {
        match self {
            OpponentHalfCost::Two => 2,
            OpponentHalfCost::Three => 3,
        }
    }
}

/// The options of a game of Stone chess. `Default` gives the rules file's defaults.
///
/// | key | values | default |
/// |---|---|---|
/// | `edition` | `2012-12`, `2012-07` | `2012-12` |
/// | `stone_cost_opponent_half` | `2`, `3` | `2` |
/// | `lion` | `camel`, `acedrex`, `problemist`, `betza:<movement>` | `camel` |
/// | `automatic_draws` | `true`, `false` | `false` |
/// | `horse` | `zebra`, `xiangqi` | `zebra` |
/// | `superpawn` | `sergeant`, `sergeant_diagonal`, `super_pawn` | `sergeant` |
/// | `rule_minus_one` | `true`, `false` | `true` |
///
/// The same table, with a line of help per key, is [`RuleOptions::keys`]. `Display` writes
/// the settings that differ from the defaults (`edition=2012-07 lion=betza:pQ`) and `FromStr`
/// reads them back into equal options.
///
/// # Example
/// ```
/// use skazka_core::RuleOptions;
/// use skazka_stone::{Edition, Options};
/// let mut options = Options::default();
/// options.set("edition", "2012-07")?;
/// options.set("stone_cost_opponent_half", "3")?;
/// assert_eq!(options.edition, Edition::Jul2012);
/// assert!(options.set("edition", "2013").is_err());
/// assert_eq!(options.to_string(), "edition=2012-07 stone_cost_opponent_half=3");
/// assert_eq!("edition=2012-07 stone_cost_opponent_half=3".parse::<Options>()?, options);
/// # Ok::<(), skazka_stone::OptionError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// `edition`.
    pub edition: Edition,
    /// `stone_cost_opponent_half`.
    pub stone_cost_opponent_half: OpponentHalfCost,
    /// `lion`.
    pub lion: LionMovement,
    /// `automatic_draws`: repetition and 50-move draws end the game by themselves instead of
    /// being claimable.
    pub automatic_draws: bool,
    /// `horse`.
    pub horse: HorseMovement,
    /// `superpawn`.
    pub superpawn: SuperpawnMovement,
    /// `rule_minus_one`: «Правило -1» (a kind whose nominal equals its class bonus pays one
    /// stone less when captured). On by default.
    #[allow(clippy::struct_field_names)]
    pub rule_minus_one: bool,
}

pub use skazka_core::OptionError;
use skazka_core::options::parse_bool;

const GAME: &str = "stone";

/// Every key with its values, default and help: the one table behind `set`, `get`,
/// `Display` and `FromStr`. No key constrains another, so any order of setting works.
const KEYS: &[OptionKey] = &[
    OptionKey::new(
        "edition",
        &["2012-12", "2012-07"],
        "2012-12",
        "the edition of the rules (2012-07 has the Prince and optional, delayed promotion)",
    ),
    OptionKey::new(
        "stone_cost_opponent_half",
        &["2", "3"],
        "2",
        "stones a placement on the opponent's half costs",
    ),
    OptionKey::new(
        "lion",
        &["camel", "acedrex", "problemist", "betza:<movement>"],
        "camel",
        "how the Lion (L) moves",
    ),
    OptionKey::new(
        "automatic_draws",
        &["true", "false"],
        "false",
        "repetition and 50-move draws end the game instead of being claimable",
    ),
    OptionKey::new(
        "horse",
        &["zebra", "xiangqi"],
        "zebra",
        "how the Horse (Z) moves",
    ),
    OptionKey::new(
        "superpawn",
        &["sergeant", "sergeant_diagonal", "super_pawn"],
        "sergeant",
        "how the Superpawn (SD) moves",
    ),
    OptionKey::new(
        "rule_minus_one",
        &["true", "false"],
        "true",
        "a kind whose nominal equals its class bonus pays one stone less when captured",
    ),
];

impl Default for Options {
    fn default() -> Options {
        Options {
            edition: Edition::Dec2012,
            stone_cost_opponent_half: OpponentHalfCost::Two,
            lion: LionMovement::Camel,
            automatic_draws: false,
            horse: HorseMovement::Zebra,
            superpawn: SuperpawnMovement::Sergeant,
            rule_minus_one: true,
        }
    }
}

impl RuleOptions for Options {
    const GAME: &'static str = GAME;

    fn keys() -> &'static [OptionKey] {
        KEYS
    }

    /// Sets one option from text (see the table on [`Options`]).
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key or a value the key does not allow; the options are
    /// then unchanged.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let name = KEYS
            .iter()
            .find(|k| k.name == key)
            .ok_or_else(|| OptionError::unknown_key(GAME, key))?
            .name;
        let invalid = || OptionError::invalid_value(GAME, name, value, LionMovement::EXPECTED);
        match name {
            "edition" => self.edition = value.parse()?,
            "stone_cost_opponent_half" => self.stone_cost_opponent_half = value.parse()?,
            "lion" => self.lion = LionMovement::from_option(value).ok_or_else(invalid)?,
            "automatic_draws" => self.automatic_draws = parse_bool(GAME, name, value)?,
            "horse" => self.horse = value.parse()?,
            "superpawn" => self.superpawn = value.parse()?,
            "rule_minus_one" => self.rule_minus_one = parse_bool(GAME, name, value)?,
            _ => return Err(OptionError::unknown_key(GAME, key)),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<String> {
        let bool_text = |b: bool| if b { "true" } else { "false" };
        Some(match key {
            "edition" => self.edition.as_str().to_owned(),
            "stone_cost_opponent_half" => self.stone_cost_opponent_half.as_str().to_owned(),
            "lion" => self.lion.to_string(),
            "automatic_draws" => bool_text(self.automatic_draws).to_owned(),
            "horse" => self.horse.as_str().to_owned(),
            "superpawn" => self.superpawn.as_str().to_owned(),
            "rule_minus_one" => bool_text(self.rule_minus_one).to_owned(),
            _ => return None,
        })
    }
}

skazka_core::options_text!(Options);
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Options, str::parse::<Options>);

impl Options {
    /// Options of `edition`, everything else by default.
    #[must_use]
    pub fn edition(edition: Edition) -> Options {
        Options {
            edition,
            ..Options::default()
        }
    }

    /// Sets one option from text: the same as [`RuleOptions::set`], callable without
    /// importing the trait.
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key or a value the key does not allow; the options are
    /// then unchanged.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        RuleOptions::set(self, key, value)
    }

    /// The current value of `key` as text: the same as [`RuleOptions::get`].
    #[must_use]
    pub fn get(&self, key: &str) -> Option<String> {
        RuleOptions::get(self, key)
    }

    /// Equal and built from the same components (the movement tables are interned by this:
    /// two `Custom` lions that write the same text still get tables of their own).
    pub(crate) fn identical(&self, other: &Options) -> bool {
        self == other
            && match (&self.lion, &other.lion) {
                (LionMovement::Custom(a), LionMovement::Custom(b)) => a == b,
                _ => true,
            }
    }

    /// The stones paid for a placement on the opponent's half.
    #[must_use]
    pub const fn opponent_half_cost(&self) -> u8 {
        self.stone_cost_opponent_half.stones()
    }

    /// The movement of each kind under these options, indexed by [`crate::UnitKind::index`].
    /// Double steps are initial-only components; a unit counts as "initial" when it stands on
    /// its owner's relative rank 1 or 2.
    #[must_use]
    pub fn movements(&self) -> Vec<Movement> {
        use crate::UnitKind as U;
        crate::UnitKind::ALL
            .into_iter()
            .map(|k| match k {
                U::Stone => Movement::default(),
                U::Ferz => Movement::leaper(Atom::FERZ),
                U::Wazir => Movement::leaper(Atom::WAZIR),
                U::Pawn => Movement::new(vec![
                    fwd(Atom::WAZIR, Kind::Leap, Modality::Move),
                    fwd(Atom::FERZ, Kind::Leap, Modality::Capture),
                    fwd(Atom::DABBABA, Kind::Lame, Modality::Move).initial_only(),
                ]),
                U::Berolina => Movement::new(vec![
                    fwd(Atom::FERZ, Kind::Leap, Modality::Move),
                    fwd(Atom::WAZIR, Kind::Leap, Modality::Capture),
                    fwd(Atom::ALFIL, Kind::Lame, Modality::Move).initial_only(),
                ]),
                U::Alfil => Movement::leaper(Atom::ALFIL),
                U::Dabbaba => Movement::leaper(Atom::DABBABA),
                U::Superpawn => self.superpawn_movement(),
                U::Zebra => match self.horse {
                    HorseMovement::Zebra => Movement::leaper(Atom::ZEBRA),
                    HorseMovement::Xiangqi => {
                        Movement::new(vec![Component::new(Atom::KNIGHT, Kind::Lame)])
                    }
                },
                U::Lion => match &self.lion {
                    LionMovement::Camel => Movement::leaper(Atom::CAMEL),
                    LionMovement::Acedrex => {
                        Movement::leaper(Atom::THREELEAPER).and(Movement::leaper(Atom::CAMEL))
                    }
                    LionMovement::Problemist => Movement::new(vec![
                        Component::new(Atom::WAZIR, Kind::Hop { range: 0 }),
                        Component::new(Atom::FERZ, Kind::Hop { range: 0 }),
                    ]),
                    LionMovement::Custom(m) => m.clone(),
                },
                U::Prince | U::King => Movement::king(),
                U::Knight => Movement::leaper(Atom::KNIGHT),
                U::Bishop => Movement::bishop(),
                U::ArabianHorse => Movement::leaper(Atom::KNIGHT).and(Movement::leaper(Atom::FERZ)),
                U::Rook => Movement::rook(),
                U::Dragon => Movement::rook().and(Movement::leaper(Atom::FERZ)),
                U::Cardinal => Movement::bishop().and(Movement::leaper(Atom::KNIGHT)),
                U::Marshal => Movement::rook().and(Movement::leaper(Atom::KNIGHT)),
                U::Queen => Movement::queen(),
            })
            .collect()
    }

    fn superpawn_movement(&self) -> Movement {
        let doubles = self.edition == Edition::Dec2012;
        match self.superpawn {
            SuperpawnMovement::SuperPawn => Movement::new(vec![
                fwd(Atom::WAZIR, Kind::Ride { range: 0 }, Modality::Move),
                fwd(Atom::FERZ, Kind::Ride { range: 0 }, Modality::Capture),
            ]),
            s => {
                let mut m = Movement::new(vec![
                    fwd(Atom::WAZIR, Kind::Leap, Modality::Both),
                    fwd(Atom::FERZ, Kind::Leap, Modality::Both),
                ]);
                if doubles {
                    m.push(fwd(Atom::DABBABA, Kind::Lame, Modality::Move).initial_only());
                    if s == SuperpawnMovement::SergeantDiagonal {
                        m.push(fwd(Atom::ALFIL, Kind::Lame, Modality::Move).initial_only());
                    }
                }
                m
            }
        }
    }

    /// Whether some kind moves as a hopper, so that a stone can become a hurdle.
    pub(crate) fn has_hoppers(movements: &[Movement]) -> bool {
        movements.iter().any(|m| {
            m.components()
                .iter()
                .any(|c| matches!(c.kind, Kind::Hop { .. } | Kind::Grasshop))
        })
    }
}

/// A component along the forward steps of `atom` only (`f` in Betza).
fn fwd(atom: Atom, kind: Kind, modality: Modality) -> Component {
    Component::new(atom, kind)
        .with_steps(Steps::filter(atom, |_, dy| dy > 0))
        .with_modality(modality)
}
