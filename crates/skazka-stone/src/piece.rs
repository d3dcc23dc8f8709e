//! Unit kinds: tokens, nominals, classes, capture bonuses and promotion tables.

use core::fmt;

use skazka_core::Color;

use crate::Edition;

/// One of the five classes of units; the class fixes the capture bonus (stones.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum UnitClass {
    /// Class 1: stones (bonus 1).
    Stones,
    /// Class 2: weak (super-light) pieces (bonus 2).
    Weak,
    /// Class 3: light pieces (bonus 4).
    Light,
    /// Class 4: heavy pieces (bonus 6).
    Heavy,
    /// Class 5: super-heavy pieces (bonus 10).
    SuperHeavy,
}

impl UnitClass {
    /// The class number, 1 to 5.
    #[must_use]
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The class bonus before «Правило -1»: 1, 2, 4, 6 or 10 stones.
    #[must_use]
    pub const fn bonus(self) -> u8 {
        match self {
            UnitClass::Stones => 1,
            UnitClass::Weak => 2,
            UnitClass::Light => 4,
            UnitClass::Heavy => 6,
            UnitClass::SuperHeavy => 10,
        }
    }
}

/// A kind of unit: the stone, the eighteen pieces and the King.
///
/// The 2012-12 edition has 19 kinds (every kind but [`UnitKind::Prince`]); the 2012-07 edition
/// has all 20. Tokens, nominals and classes are the seed's; movements are described on each
/// variant (see also [`crate::Options`] for the configurable ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum UnitKind {
    /// `ST`, Камень: never moves, never attacks; placed from the reserve. Nominal 1.
    Stone,
    /// `F`, Визирь: ferz, one step diagonally. Nominal 2.
    Ferz,
    /// `W`, Генерал: wazir, one step orthogonally. Nominal 2.
    Wazir,
    /// `P`, Пешка: pawn, with double steps from relative ranks 1–2. Nominal 2.
    Pawn,
    /// `X`, Берлинская пешка: Berolina pawn, moves diagonally, captures straight. Nominal 2.
    Berolina,
    /// `E`, Алфил: (2,2) leaper. Nominal 3.
    Alfil,
    /// `D`, Дабаба: (2,0) leaper. Nominal 3.
    Dabbaba,
    /// `SD`, Суперпешка: the Sergeant `fWfF` by default. Nominal 4.
    Superpawn,
    /// `Z`, Лошадь: the Zebra (2,3) leaper by default. Nominal 5.
    Zebra,
    /// `L`, Лев: the Camel (1,3) leaper by default. Nominal 6.
    Lion,
    /// `PR`, Принц (2012-07 only): a non-royal king. Nominal 6.
    Prince,
    /// `N`, Конь: knight. Nominal 7.
    Knight,
    /// `B`, Слон: bishop. Nominal 8.
    Bishop,
    /// `NN`, Арабский конь: knight plus one diagonal step. Nominal 10.
    ArabianHorse,
    /// `R`, Ладья: rook. Nominal 12.
    Rook,
    /// `V`, Арабская башня (Дракон): rook plus one diagonal step. Nominal 16.
    Dragon,
    /// `A`, Кардинал: bishop plus knight. Nominal 20.
    Cardinal,
    /// `M`, Маршал: rook plus knight. Nominal 22.
    Marshal,
    /// `Q`, Ферзь: queen. Nominal 24.
    Queen,
    /// `K`, Король: the royal king; never mutated, placed or captured.
    King,
}

impl UnitKind {
    /// Number of kinds.
    pub const COUNT: usize = 20;

    /// Every kind, in order of nominal (the King last).
    pub const ALL: [UnitKind; UnitKind::COUNT] = [
        UnitKind::Stone,
        UnitKind::Ferz,
        UnitKind::Wazir,
        UnitKind::Pawn,
        UnitKind::Berolina,
        UnitKind::Alfil,
        UnitKind::Dabbaba,
        UnitKind::Superpawn,
        UnitKind::Zebra,
        UnitKind::Lion,
        UnitKind::Prince,
        UnitKind::Knight,
        UnitKind::Bishop,
        UnitKind::ArabianHorse,
        UnitKind::Rook,
        UnitKind::Dragon,
        UnitKind::Cardinal,
        UnitKind::Marshal,
        UnitKind::Queen,
        UnitKind::King,
    ];

    /// The kind's index in [`UnitKind::ALL`].
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with index `i`, if any.
    #[must_use]
    pub const fn from_index(i: usize) -> Option<UnitKind> {
        if i < UnitKind::COUNT {
            Some(UnitKind::ALL[i])
        } else {
            None
        }
    }

    /// The canonical token (upper case, without parentheses): `ST`, `F`, …, `NN`, `PR`, `K`.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            UnitKind::Stone => "ST",
            UnitKind::Ferz => "F",
            UnitKind::Wazir => "W",
            UnitKind::Pawn => "P",
            UnitKind::Berolina => "X",
            UnitKind::Alfil => "E",
            UnitKind::Dabbaba => "D",
            UnitKind::Superpawn => "SD",
            UnitKind::Zebra => "Z",
            UnitKind::Lion => "L",
            UnitKind::Prince => "PR",
            UnitKind::Knight => "N",
            UnitKind::Bishop => "B",
            UnitKind::ArabianHorse => "NN",
            UnitKind::Rook => "R",
            UnitKind::Dragon => "V",
            UnitKind::Cardinal => "A",
            UnitKind::Marshal => "M",
            UnitKind::Queen => "Q",
            UnitKind::King => "K",
        }
    }

    /// The English name (the Russian one is on each variant): `Stone`, `Ferz`, …,
    /// `Arabian horse`, `King`. The movements of the Horse, the Lion and the Superpawn depend
    /// on the options ([`crate::Options::movements`]).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            UnitKind::Stone => "Stone",
            UnitKind::Ferz => "Ferz",
            UnitKind::Wazir => "Wazir",
            UnitKind::Pawn => "Pawn",
            UnitKind::Berolina => "Berolina pawn",
            UnitKind::Alfil => "Alfil",
            UnitKind::Dabbaba => "Dabbaba",
            UnitKind::Superpawn => "Superpawn",
            UnitKind::Zebra => "Horse",
            UnitKind::Lion => "Lion",
            UnitKind::Prince => "Prince",
            UnitKind::Knight => "Knight",
            UnitKind::Bishop => "Bishop",
            UnitKind::ArabianHorse => "Arabian horse",
            UnitKind::Rook => "Rook",
            UnitKind::Dragon => "Dragon",
            UnitKind::Cardinal => "Cardinal",
            UnitKind::Marshal => "Marshal",
            UnitKind::Queen => "Queen",
            UnitKind::King => "King",
        }
    }

    /// The one-letter alias of a multi-letter token: `T` (stone), `S` (superpawn), `H` (Arabian
    /// horse), `I` (Prince). Parsers accept it; writers never emit it.
    #[must_use]
    pub const fn alias(self) -> Option<char> {
        match self {
            UnitKind::Stone => Some('T'),
            UnitKind::Superpawn => Some('S'),
            UnitKind::ArabianHorse => Some('H'),
            UnitKind::Prince => Some('I'),
            _ => None,
        }
    }

    /// Reads a token or alias, in either case (`st`, `ST`, `T`, `nn`, `q`).
    #[must_use]
    pub fn from_label(text: &str) -> Option<UnitKind> {
        if text.is_empty() || text.len() > 2 {
            return None;
        }
        let mut buf = [0u8; 2];
        for (b, c) in buf.iter_mut().zip(text.bytes()) {
            *b = c.to_ascii_uppercase();
        }
        let upper = &buf[..text.len()];
        UnitKind::ALL.into_iter().find(|k| {
            k.label().as_bytes() == upper
                || k.alias()
                    .is_some_and(|a| upper.len() == 1 && upper[0] == a as u8)
        })
    }

    /// The nominal (номинал): the price basis of placement and mutation. `None` for the King.
    #[must_use]
    pub const fn nominal(self) -> Option<u8> {
        Some(match self {
            UnitKind::Stone => 1,
            UnitKind::Ferz | UnitKind::Wazir | UnitKind::Pawn | UnitKind::Berolina => 2,
            UnitKind::Alfil | UnitKind::Dabbaba => 3,
            UnitKind::Superpawn => 4,
            UnitKind::Zebra => 5,
            UnitKind::Lion | UnitKind::Prince => 6,
            UnitKind::Knight => 7,
            UnitKind::Bishop => 8,
            UnitKind::ArabianHorse => 10,
            UnitKind::Rook => 12,
            UnitKind::Dragon => 16,
            UnitKind::Cardinal => 20,
            UnitKind::Marshal => 22,
            UnitKind::Queen => 24,
            UnitKind::King => return None,
        })
    }

    /// The class. `None` for the King.
    #[must_use]
    pub const fn class(self) -> Option<UnitClass> {
        Some(match self {
            UnitKind::Stone => UnitClass::Stones,
            UnitKind::Ferz
            | UnitKind::Wazir
            | UnitKind::Pawn
            | UnitKind::Berolina
            | UnitKind::Alfil
            | UnitKind::Dabbaba => UnitClass::Weak,
            UnitKind::Superpawn
            | UnitKind::Zebra
            | UnitKind::Lion
            | UnitKind::Prince
            | UnitKind::Knight
            | UnitKind::Bishop => UnitClass::Light,
            UnitKind::ArabianHorse | UnitKind::Rook => UnitClass::Heavy,
            UnitKind::Dragon | UnitKind::Cardinal | UnitKind::Marshal | UnitKind::Queen => {
                UnitClass::SuperHeavy
            }
            UnitKind::King => return None,
        })
    }

    /// Stones paid to the owner when this unit is captured. With `rule_minus_one`
    /// («Правило -1»), a kind whose nominal equals its class bonus pays one less (stone 0,
    /// pawn 1, and so on).
    #[must_use]
    pub const fn bonus(self, rule_minus_one: bool) -> u8 {
        let (Some(class), Some(nominal)) = (self.class(), self.nominal()) else {
            return 0;
        };
        let bonus = class.bonus();
        if rule_minus_one && nominal == bonus {
            bonus - 1
        } else {
            bonus
        }
    }

    /// `true` for the pawn-type units P, X and SD (their moves reset the 50-move clock).
    #[must_use]
    pub const fn is_pawn_type(self) -> bool {
        matches!(
            self,
            UnitKind::Pawn | UnitKind::Berolina | UnitKind::Superpawn
        )
    }

    /// `true` for the weak class (F, W, P, X, E, D): the units that may capture en passant.
    #[must_use]
    pub const fn is_weak(self) -> bool {
        matches!(self.class(), Some(UnitClass::Weak))
    }

    /// Whether the kind exists in `edition` (the Prince only in 2012-07).
    #[must_use]
    pub const fn in_edition(self, edition: Edition) -> bool {
        !matches!(self, UnitKind::Prince) || matches!(edition, Edition::Jul2012)
    }

    /// The kinds this one promotes to on its owner's 8th rank in `edition` (empty if none).
    #[must_use]
    pub const fn promotions(self, edition: Edition) -> &'static [UnitKind] {
        use UnitKind as U;
        let old = matches!(edition, Edition::Jul2012);
        match self {
            U::Ferz | U::Alfil => &[U::Bishop],
            U::Wazir | U::Dabbaba => &[U::Rook],
            U::Pawn | U::Berolina => &[U::Queen],
            U::Superpawn => &[U::Queen, U::Cardinal, U::Marshal],
            U::Zebra if old => &[U::ArabianHorse],
            U::Zebra => &[U::Knight],
            U::Knight if old => &[U::ArabianHorse],
            U::Lion if old => &[U::Bishop],
            U::Prince if old => &[U::Cardinal],
            _ => &[],
        }
    }

    /// Whether the kind is an en-passant victim (and double-steps) in `edition`:
    /// P and X in both, SD in 2012-12 only.
    #[must_use]
    pub const fn double_steps(self, edition: Edition) -> bool {
        match self {
            UnitKind::Pawn | UnitKind::Berolina => true,
            UnitKind::Superpawn => matches!(edition, Edition::Dec2012),
            _ => false,
        }
    }

    /// Whether mutating *into* this kind is banned on the owner's relative ranks 7 and 8:
    /// P, X and SD, and in 2012-07 also the Prince.
    #[must_use]
    pub const fn banned_on_last_ranks(self) -> bool {
        matches!(
            self,
            UnitKind::Pawn | UnitKind::Berolina | UnitKind::Superpawn | UnitKind::Prince
        )
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A unit of one side on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Unit {
    /// Its owner.
    pub color: Color,
    /// Its kind.
    pub kind: UnitKind,
}

impl Unit {
    /// A unit of `color` and `kind`.
    #[must_use]
    pub const fn new(color: Color, kind: UnitKind) -> Unit {
        Unit { color, kind }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_every_kind_at_its_index() {
        for (i, k) in UnitKind::ALL.into_iter().enumerate() {
            assert_eq!(k.index(), i);
            assert_eq!(UnitKind::from_index(i), Some(k));
            assert_eq!(UnitKind::from_label(k.label()), Some(k));
            assert_eq!(UnitKind::from_label(&k.label().to_lowercase()), Some(k));
        }
        assert_eq!(UnitKind::from_index(UnitKind::COUNT), None);
        assert_eq!(UnitKind::from_label("T"), Some(UnitKind::Stone));
        assert_eq!(UnitKind::from_label("h"), Some(UnitKind::ArabianHorse));
        assert_eq!(UnitKind::from_label("QQ"), None);
        assert_eq!(UnitKind::from_label(""), None);
        assert_eq!(UnitKind::from_label("ééé"), None);
    }
}
