//! The six piece kinds of Synthesis chess: the orthodox army, whose movement changes with day,
//! night and the side's [`Phase`](crate::Phase).

use core::fmt;

use skazka_core::Color;

/// A kind of piece. The army is the orthodox one; how each kind moves depends on the time of
/// day and the side's phase (see the crate documentation).
///
/// | kind | letter | by day (synthesis) | by night (synthesis) | by night (phase 3) | classical |
/// |---|---|---|---|---|---|
/// | pawn | `P` | `mfWfceFifmnD` | same | same | same |
/// | knight | `N` | `N` | `N` | `N` | `N` |
/// | bishop | `B` | `B` | `R` | `W` | `B` |
/// | rook | `R` | `R` | `B` | `F` | `R` |
/// | queen | `Q` | `Q` | `N` | `N` | `Q` |
/// | king | `K` | `K` | `K` at midnight only | `K` at midnight only | `K` |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceKind {
    /// The pawn.
    Pawn,
    /// The knight.
    Knight,
    /// The bishop (a rook by night in synthesis mode).
    Bishop,
    /// The rook (a bishop by night in synthesis mode).
    Rook,
    /// The queen (a knight by night).
    Queen,
    /// The king.
    King,
}

impl PieceKind {
    /// Every kind, in index order.
    pub const ALL: [PieceKind; 6] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
    ];
    /// Number of kinds.
    pub const COUNT: usize = 6;

    /// Index into [`PieceKind::ALL`].
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case letter (`p n b r q k`).
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            PieceKind::Pawn => 'p',
            PieceKind::Knight => 'n',
            PieceKind::Bishop => 'b',
            PieceKind::Rook => 'r',
            PieceKind::Queen => 'q',
            PieceKind::King => 'k',
        }
    }

    /// The kind for a letter of either case.
    #[must_use]
    pub const fn from_char(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_lowercase() {
            'p' => PieceKind::Pawn,
            'n' => PieceKind::Knight,
            'b' => PieceKind::Bishop,
            'r' => PieceKind::Rook,
            'q' => PieceKind::Queen,
            'k' => PieceKind::King,
            _ => return None,
        })
    }

    /// The English name: `Pawn`, `Knight`, `Bishop`, `Rook`, `Queen`, `King`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "Pawn",
            PieceKind::Knight => "Knight",
            PieceKind::Bishop => "Bishop",
            PieceKind::Rook => "Rook",
            PieceKind::Queen => "Queen",
            PieceKind::King => "King",
        }
    }

    /// The movement by day in synthesis mode, and always in classical chess, in Betza
    /// notation (castling aside): the orthodox one.
    #[must_use]
    pub const fn betza_by_day(self) -> &'static str {
        match self {
            PieceKind::Pawn => "mfWfceFifmnD",
            PieceKind::Knight => "N",
            PieceKind::Bishop => "B",
            PieceKind::Rook => "R",
            PieceKind::Queen => "Q",
            PieceKind::King => "K",
        }
    }

    /// The movement by night in synthesis mode before phase 3, in Betza notation, under the
    /// default options (with `night_rook_bishop=classical` the Rook and Bishop keep their day
    /// moves); `None` for the King, which sleeps until midnight.
    #[must_use]
    pub const fn betza_by_night(self) -> Option<&'static str> {
        match self {
            PieceKind::Pawn => Some("mfWfceFifmnD"),
            PieceKind::Knight | PieceKind::Queen => Some("N"),
            PieceKind::Bishop => Some("R"),
            PieceKind::Rook => Some("B"),
            PieceKind::King => None,
        }
    }

    /// Rough material value in centipawns, for engines.
    #[must_use]
    pub const fn value(self) -> i32 {
        match self {
            PieceKind::Pawn => 100,
            PieceKind::Knight => 300,
            PieceKind::Bishop | PieceKind::Rook => 450,
            PieceKind::Queen => 800,
            PieceKind::King => 0,
        }
    }
}

/// A piece: a kind and a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The kind.
    pub kind: PieceKind,
}

impl Piece {
    /// The FEN letter: upper case for White, lower case for Black.
    #[must_use]
    pub const fn char(self) -> char {
        let c = self.kind.char();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece for a FEN letter.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        match PieceKind::from_char(c) {
            Some(kind) => Some(Piece { color, kind }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for kind in PieceKind::ALL {
            for color in Color::ALL {
                let p = Piece { color, kind };
                assert_eq!(Piece::from_char(p.char()), Some(p));
            }
            assert_eq!(PieceKind::ALL[kind.index()], kind);
        }
        assert_eq!(Piece::from_char('x'), None);
    }
}
