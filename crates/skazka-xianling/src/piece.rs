//! The 27 piece kinds of Xianling: FEN tokens, Betza movements, names and values.

use core::fmt;

use skazka_core::Color;

/// The kind of a piece, regardless of its colour.
///
/// The first 17 kinds stand in the starting array and have one-letter FEN tokens; the last ten
/// (from [`PieceKind::Amazon`]) are reached only by promotion and are written `+` plus a letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum PieceKind {
    /// Pawn 兵卒 (`P`): one step forward, captures one step diagonally forward.
    Pawn,
    /// Wazir 將帥 (`W`): one orthogonal step; not royal.
    Wazir,
    /// Ferz 斜士 (`F`): one diagonal step.
    Ferz,
    /// Guard 守衛 (`G`): a non-royal king move.
    Guard,
    /// Knight 騎士 (`N`): the (1,2) leap.
    Knight,
    /// Ship 戰船 (`S`): the (0,1) and (0,2) leaps.
    Ship,
    /// Elephant 戰象 (`E`): the (1,1) and (2,2) leaps.
    Elephant,
    /// Camel 駱駝, the seed's "Giraffe" 長頸鹿 (`L`): the (1,3) leap.
    Camel,
    /// Zebra 斑馬 (`Z`): the (2,3) leap.
    Zebra,
    /// Kirin 麒麟 (`I`): the (1,1) and (0,2) leaps.
    Kirin,
    /// Phoenix 鳳凰 (`H`): the (0,1) and (2,2) leaps.
    Phoenix,
    /// Rook 城堡 (`R`): the orthogonal slider; castles.
    Rook,
    /// Bishop 主教 (`B`): the diagonal slider.
    Bishop,
    /// Cannon 火砲 (`C`): moves as a rook, captures by jumping exactly one screen.
    Cannon,
    /// Archer 弓弩 (`A`): the diagonal cannon.
    Archer,
    /// Queen 皇后 (`Q`).
    Queen,
    /// King 國王 (`K`): royal.
    King,
    /// Amazon 亞馬遜 (`+A`): queen and knight.
    Amazon,
    /// Marshal 首相 (`+M`): rook and knight.
    Marshal,
    /// Princess 公主 (`+P`): bishop and knight.
    Princess,
    /// Eagle 老鷹 (`+E`): the bent Griffon, one diagonal step then outward rook slides.
    Eagle,
    /// Rhino 犀牛 (`+R`): the bent Aanca, one orthogonal step then outward bishop slides.
    Rhino,
    /// Lion 獅子 (`+L`): leaps to any square within two king steps.
    Lion,
    /// Buffalo 水牛 (`+B`): knight, camel and zebra leaps.
    Buffalo,
    /// Kangaroo 袋鼠 (`+K`): the eight-direction cannon.
    Kangaroo,
    /// Dragon 龍王 (`+D`): rook and ferz.
    Dragon,
    /// Griffin 獅鷲 (`+G`): bishop and wazir (not the bent Griffon, which is the Eagle).
    Griffin,
}

impl PieceKind {
    /// Number of kinds.
    pub const COUNT: usize = 27;

    /// Every kind, in declaration order (the order of [`PieceKind::index`]).
    pub const ALL: [PieceKind; PieceKind::COUNT] = [
        PieceKind::Pawn,
        PieceKind::Wazir,
        PieceKind::Ferz,
        PieceKind::Guard,
        PieceKind::Knight,
        PieceKind::Ship,
        PieceKind::Elephant,
        PieceKind::Camel,
        PieceKind::Zebra,
        PieceKind::Kirin,
        PieceKind::Phoenix,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Cannon,
        PieceKind::Archer,
        PieceKind::Queen,
        PieceKind::King,
        PieceKind::Amazon,
        PieceKind::Marshal,
        PieceKind::Princess,
        PieceKind::Eagle,
        PieceKind::Rhino,
        PieceKind::Lion,
        PieceKind::Buffalo,
        PieceKind::Kangaroo,
        PieceKind::Dragon,
        PieceKind::Griffin,
    ];

    /// The 14 kinds a pawn must choose from on the penultimate rank, in move-generation order.
    pub const PAWN_PROMOTIONS: [PieceKind; 14] = [
        PieceKind::Wazir,
        PieceKind::Ferz,
        PieceKind::Guard,
        PieceKind::Knight,
        PieceKind::Ship,
        PieceKind::Elephant,
        PieceKind::Zebra,
        PieceKind::Camel,
        PieceKind::Kirin,
        PieceKind::Phoenix,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Cannon,
        PieceKind::Archer,
    ];

    /// The six kinds a Ferz may become on the last rank.
    pub const FERZ_PROMOTIONS: [PieceKind; 6] = [
        PieceKind::Amazon,
        PieceKind::Queen,
        PieceKind::Princess,
        PieceKind::Griffin,
        PieceKind::Kangaroo,
        PieceKind::Rhino,
    ];

    /// The six kinds a Wazir may become on the last rank.
    pub const WAZIR_PROMOTIONS: [PieceKind; 6] = [
        PieceKind::Amazon,
        PieceKind::Lion,
        PieceKind::Marshal,
        PieceKind::Dragon,
        PieceKind::Buffalo,
        PieceKind::Eagle,
    ];

    /// Position in [`PieceKind::ALL`].
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at `index` of [`PieceKind::ALL`], if any.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<PieceKind> {
        if index < PieceKind::COUNT {
            Some(PieceKind::ALL[index])
        } else {
            None
        }
    }

    /// `true` for the ten kinds that only promotion creates (written with `+` in FEN).
    #[must_use]
    pub const fn is_promoted_only(self) -> bool {
        self as u8 >= PieceKind::Amazon as u8
    }

    /// The upper-case letter of the kind's FEN token (without the `+` of promoted-only kinds).
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Pawn => 'P',
            PieceKind::Wazir => 'W',
            PieceKind::Ferz => 'F',
            PieceKind::Guard => 'G',
            PieceKind::Knight => 'N',
            PieceKind::Ship => 'S',
            PieceKind::Elephant => 'E',
            PieceKind::Camel => 'L',
            PieceKind::Zebra => 'Z',
            PieceKind::Kirin => 'I',
            PieceKind::Phoenix => 'H',
            PieceKind::Rook => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Cannon => 'C',
            PieceKind::Archer => 'A',
            PieceKind::Queen => 'Q',
            PieceKind::King => 'K',
            PieceKind::Amazon => 'A',
            PieceKind::Marshal => 'M',
            PieceKind::Princess => 'P',
            PieceKind::Eagle => 'E',
            PieceKind::Rhino => 'R',
            PieceKind::Lion => 'L',
            PieceKind::Buffalo => 'B',
            PieceKind::Kangaroo => 'K',
            PieceKind::Dragon => 'D',
            PieceKind::Griffin => 'G',
        }
    }

    /// The White FEN token: `P`, `W`, … or `+A`, `+M`, ….
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            PieceKind::Pawn => "P",
            PieceKind::Wazir => "W",
            PieceKind::Ferz => "F",
            PieceKind::Guard => "G",
            PieceKind::Knight => "N",
            PieceKind::Ship => "S",
            PieceKind::Elephant => "E",
            PieceKind::Camel => "L",
            PieceKind::Zebra => "Z",
            PieceKind::Kirin => "I",
            PieceKind::Phoenix => "H",
            PieceKind::Rook => "R",
            PieceKind::Bishop => "B",
            PieceKind::Cannon => "C",
            PieceKind::Archer => "A",
            PieceKind::Queen => "Q",
            PieceKind::King => "K",
            PieceKind::Amazon => "+A",
            PieceKind::Marshal => "+M",
            PieceKind::Princess => "+P",
            PieceKind::Eagle => "+E",
            PieceKind::Rhino => "+R",
            PieceKind::Lion => "+L",
            PieceKind::Buffalo => "+B",
            PieceKind::Kangaroo => "+K",
            PieceKind::Dragon => "+D",
            PieceKind::Griffin => "+G",
        }
    }

    /// Reads a kind from a token such as `R` or `+A`, ignoring case. Returns `None` for
    /// anything else.
    #[must_use]
    pub fn from_token(token: &str) -> Option<PieceKind> {
        let (promoted, letter) = match token.as_bytes() {
            [b'+', c] => (true, *c),
            [c] => (false, *c),
            _ => return None,
        };
        let letter = letter.to_ascii_uppercase() as char;
        PieceKind::ALL
            .into_iter()
            .find(|k| k.is_promoted_only() == promoted && k.letter() == letter)
    }

    /// The English name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "Pawn",
            PieceKind::Wazir => "Wazir",
            PieceKind::Ferz => "Ferz",
            PieceKind::Guard => "Guard",
            PieceKind::Knight => "Knight",
            PieceKind::Ship => "Ship",
            PieceKind::Elephant => "Elephant",
            PieceKind::Camel => "Camel",
            PieceKind::Zebra => "Zebra",
            PieceKind::Kirin => "Kirin",
            PieceKind::Phoenix => "Phoenix",
            PieceKind::Rook => "Rook",
            PieceKind::Bishop => "Bishop",
            PieceKind::Cannon => "Cannon",
            PieceKind::Archer => "Archer",
            PieceKind::Queen => "Queen",
            PieceKind::King => "King",
            PieceKind::Amazon => "Amazon",
            PieceKind::Marshal => "Marshal",
            PieceKind::Princess => "Princess",
            PieceKind::Eagle => "Eagle",
            PieceKind::Rhino => "Rhino",
            PieceKind::Lion => "Lion",
            PieceKind::Buffalo => "Buffalo",
            PieceKind::Kangaroo => "Kangaroo",
            PieceKind::Dragon => "Dragon",
            PieceKind::Griffin => "Griffin",
        }
    }

    /// The movement in Betza notation (for White; Black's is turned round). The King also
    /// castles, which Betza does not show here.
    #[must_use]
    pub const fn betza(self) -> &'static str {
        match self {
            PieceKind::Pawn => "fmWfcF",
            PieceKind::Wazir => "W",
            PieceKind::Ferz => "F",
            PieceKind::Guard | PieceKind::King => "K",
            PieceKind::Knight => "N",
            PieceKind::Ship => "WD",
            PieceKind::Elephant => "FA",
            PieceKind::Camel => "C",
            PieceKind::Zebra => "Z",
            PieceKind::Kirin => "FD",
            PieceKind::Phoenix => "WA",
            PieceKind::Rook => "R",
            PieceKind::Bishop => "B",
            PieceKind::Cannon => "mRcpR",
            PieceKind::Archer => "mBcpB",
            PieceKind::Queen => "Q",
            PieceKind::Amazon => "QN",
            PieceKind::Marshal => "RN",
            PieceKind::Princess => "BN",
            PieceKind::Eagle => "[F?R]",
            PieceKind::Rhino => "[W?B]",
            PieceKind::Lion => "KNAD",
            PieceKind::Buffalo => "NCZ",
            PieceKind::Kangaroo => "mQcpQ",
            PieceKind::Dragon => "RF",
            PieceKind::Griffin => "BW",
        }
    }

    /// The seed's value in half points (Pawn = 2, Amazon = 24); `None` for the King.
    #[must_use]
    pub const fn value_halves(self) -> Option<u8> {
        Some(match self {
            PieceKind::Pawn => 2,
            PieceKind::Ferz => 3,
            PieceKind::Wazir => 4,
            PieceKind::Camel | PieceKind::Zebra | PieceKind::Elephant | PieceKind::Knight => 5,
            PieceKind::Kirin | PieceKind::Phoenix | PieceKind::Ship | PieceKind::Guard => 6,
            PieceKind::Archer => 7,
            PieceKind::Cannon | PieceKind::Bishop => 8,
            PieceKind::Rook => 10,
            PieceKind::Griffin => 12,
            PieceKind::Kangaroo => 13,
            PieceKind::Dragon | PieceKind::Princess => 14,
            PieceKind::Marshal => 15,
            PieceKind::Buffalo | PieceKind::Rhino => 16,
            PieceKind::Lion | PieceKind::Eagle => 17,
            PieceKind::Queen => 18,
            PieceKind::Amazon => 24,
            PieceKind::King => return None,
        })
    }

    /// The seed's value in centipawns (Pawn = 100); `None` for the King.
    #[must_use]
    pub const fn value_centipawns(self) -> Option<u32> {
        match self.value_halves() {
            Some(h) => Some(h as u32 * 50),
            None => None,
        }
    }

    /// Whether the piece can promote: pawns must on the penultimate rank, Ferz and Wazir may
    /// on the last rank.
    #[must_use]
    pub const fn promotions(self) -> &'static [PieceKind] {
        match self {
            PieceKind::Pawn => &PieceKind::PAWN_PROMOTIONS,
            PieceKind::Ferz => &PieceKind::FERZ_PROMOTIONS,
            PieceKind::Wazir => &PieceKind::WAZIR_PROMOTIONS,
            _ => &[],
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a kind and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The kind.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `color` and `kind`.
    #[must_use]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// Dense index `color * 27 + kind`, below [`Piece::COUNT`].
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.color.index() * PieceKind::COUNT + self.kind.index()
    }

    /// Number of distinct pieces (27 kinds times 2 colours).
    pub const COUNT: usize = 2 * PieceKind::COUNT;

    /// Reads a FEN token at the start of `text` (`R`, `r`, `+A`, `+a`); returns the piece and
    /// the bytes used.
    #[must_use]
    pub fn from_token_prefix(text: &str) -> Option<(Piece, usize)> {
        let bytes = text.as_bytes();
        let (promoted, letter, used) = match bytes {
            [b'+', c, ..] => (true, *c, 2),
            [c, ..] => (false, *c, 1),
            [] => return None,
        };
        if !letter.is_ascii_alphabetic() {
            return None;
        }
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let upper = letter.to_ascii_uppercase() as char;
        PieceKind::ALL
            .into_iter()
            .find(|k| k.is_promoted_only() == promoted && k.letter() == upper)
            .map(|kind| (Piece { color, kind }, used))
    }
}

impl fmt::Display for Piece {
    /// The FEN token: upper case for White, lower case for Black.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind.is_promoted_only() {
            f.write_str("+")?;
        }
        let c = self.kind.letter();
        let c = if self.color.is_white() {
            c
        } else {
            c.to_ascii_lowercase()
        };
        write!(f, "{c}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip_for_every_kind_and_colour() {
        for kind in PieceKind::ALL {
            assert_eq!(PieceKind::from_token(kind.token()), Some(kind));
            for color in Color::ALL {
                let p = Piece::new(color, kind);
                let s = p.to_string();
                assert_eq!(Piece::from_token_prefix(&s), Some((p, s.len())));
            }
        }
        assert_eq!(Piece::from_token_prefix("X"), None);
        assert_eq!(Piece::from_token_prefix("+N"), None);
        assert_eq!(Piece::from_token_prefix("+"), None);
    }

    #[test]
    fn all_is_in_index_order() {
        for (i, k) in PieceKind::ALL.into_iter().enumerate() {
            assert_eq!(k.index(), i);
            assert_eq!(PieceKind::from_index(i), Some(k));
        }
        assert_eq!(PieceKind::from_index(PieceKind::COUNT), None);
    }
}
