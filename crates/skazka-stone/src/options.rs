//! Game options: the edition and the rules file's configurable choices (stone.md §13).

use core::fmt;

use skazka_core::{Atom, Component, DrawRule, DrawRules, Kind, Modality, Movement, Steps};

/// The edition of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

impl Edition {
    /// The option value: `2012-12` or `2012-07`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Edition::Dec2012 => "2012-12",
            Edition::Jul2012 => "2012-07",
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How the Лев (L) moves (option `lion`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
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
    /// `betza:<text>`: any movement (written in code, or read from Betza text).
    Custom(Movement),
}

/// How the Лошадь (Z) moves (option `horse`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// | `lion` | `camel`, `acedrex`, `problemist`, `betza:<text>` | `camel` |
/// | `automatic_draws` | `true`, `false` | `false` |
/// | `horse` | `zebra`, `xiangqi` | `zebra` |
/// | `superpawn` | `sergeant`, `sergeant_diagonal`, `super_pawn` | `sergeant` |
/// | `rule_minus_one` | `true`, `false` | `true` |
///
/// # Example
/// ```
/// use skazka_stone::{Edition, Options};
/// let mut options = Options::default();
/// options.set("edition", "2012-07")?;
/// options.set("stone_cost_opponent_half", "3")?;
/// assert_eq!(options.edition, Edition::Jul2012);
/// assert!(options.set("edition", "2013").is_err());
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

impl Options {
    /// Every key [`Options::set`] accepts.
    pub const KEYS: &'static [&'static str] = &[
        "edition",
        "stone_cost_opponent_half",
        "lion",
        "automatic_draws",
        "horse",
        "superpawn",
        "rule_minus_one",
    ];

    /// Options of `edition`, everything else by default.
    #[must_use]
    pub fn edition(edition: Edition) -> Options {
        Options {
            edition,
            ..Options::default()
        }
    }

    /// Sets one option from text (see the table on [`Options`]).
    ///
    /// # Errors
    /// [`OptionError`] for an unknown key or a value the key does not allow; the options are
    /// then unchanged.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let invalid = |key: &'static str, expected: &'static str| {
            OptionError::invalid_value(GAME, key, value, expected)
        };
        match key {
            "edition" => {
                self.edition = match value {
                    "2012-12" => Edition::Dec2012,
                    "2012-07" => Edition::Jul2012,
                    _ => return Err(invalid("edition", "2012-12 or 2012-07")),
                }
            }
            "stone_cost_opponent_half" => {
                self.stone_cost_opponent_half = match value {
                    "2" => OpponentHalfCost::Two,
                    "3" => OpponentHalfCost::Three,
                    _ => return Err(invalid("stone_cost_opponent_half", "2 or 3")),
                }
            }
            "lion" => {
                self.lion = match value {
                    "camel" => LionMovement::Camel,
                    "acedrex" => LionMovement::Acedrex,
                    "problemist" => LionMovement::Problemist,
                    _ => match value.strip_prefix("betza:") {
                        Some(text) => {
                            LionMovement::Custom(Movement::from_betza(text).map_err(|_| {
                                invalid("lion", "camel, acedrex, problemist or betza:<movement>")
                            })?)
                        }
                        None => {
                            return Err(invalid(
                                "lion",
                                "camel, acedrex, problemist or betza:<movement>",
                            ));
                        }
                    },
                }
            }
            "automatic_draws" => self.automatic_draws = parse_bool(GAME, "automatic_draws", value)?,
            "horse" => {
                self.horse = match value {
                    "zebra" => HorseMovement::Zebra,
                    "xiangqi" => HorseMovement::Xiangqi,
                    _ => return Err(invalid("horse", "zebra or xiangqi")),
                }
            }
            "superpawn" => {
                self.superpawn = match value {
                    "sergeant" => SuperpawnMovement::Sergeant,
                    "sergeant_diagonal" => SuperpawnMovement::SergeantDiagonal,
                    "super_pawn" => SuperpawnMovement::SuperPawn,
                    _ => {
                        return Err(invalid(
                            "superpawn",
                            "sergeant, sergeant_diagonal or super_pawn",
                        ));
                    }
                }
            }
            "rule_minus_one" => self.rule_minus_one = parse_bool(GAME, "rule_minus_one", value)?,
            _ => return Err(OptionError::unknown_key(GAME, key)),
        }
        Ok(())
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

/// The draw rules of a game with these options: threefold repetition and the 50-move rule,
/// claimable, or automatic with `automatic_draws`.
#[must_use]
pub fn draw_rules(options: &Options) -> DrawRules {
    let rule = if options.automatic_draws {
        DrawRule::Automatic
    } else {
        DrawRule::Claimable
    };
    DrawRules {
        repetition: rule,
        move_limit: rule,
        ..DrawRules::default()
    }
}
