//! Piece kinds and pieces of orthodox chess.

use core::fmt;

use skazka_core::{Color, Movement};

/// A kind of chess piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Role {
    /// Every role, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    /// Number of roles.
    pub const COUNT: usize = 6;
    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Index into `[T; Role::COUNT]` tables.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case letter: `p n b r q k`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Reads a letter of either case.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// The English name: `Pawn`, `Knight`, `Bishop`, `Rook`, `Queen`, `King`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "Pawn",
            Role::Knight => "Knight",
            Role::Bishop => "Bishop",
            Role::Rook => "Rook",
            Role::Queen => "Queen",
            Role::King => "King",
        }
    }

    /// The movement in Betza notation (the pawn's double step is `ifmnD`; castling is extra).
    #[must_use]
    pub const fn betza(self) -> &'static str {
        match self {
            Role::Pawn => "fmWfcFifmnD",
            Role::Knight => "N",
            Role::Bishop => "B",
            Role::Rook => "R",
            Role::Queen => "Q",
            Role::King => "K",
        }
    }

    /// The movement as data, parsed from [`Role::betza`].
    ///
    /// # Panics
    /// Never: the Betza strings are constants checked by the tests.
    #[must_use]
    pub fn movement(self) -> Movement {
        Movement::from_betza(self.betza()).expect("chess Betza strings are valid")
    }
}

/// A piece: a role of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What kind.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: upper case for White.
    #[must_use]
    pub const fn char(self) -> char {
        let c = self.role.char();
        if self.color.is_white() {
            c.to_ascii_uppercase()
        } else {
            c
        }
    }

    /// Reads a FEN letter.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
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
    fn every_role_has_a_canonical_betza_string() {
        for role in Role::ALL {
            assert_eq!(role.movement().to_string(), role.betza());
        }
    }

    #[test]
    fn letters_round_trip_for_every_piece() {
        for role in Role::ALL {
            for color in Color::ALL {
                let p = Piece { color, role };
                assert_eq!(Piece::from_char(p.char()), Some(p));
            }
        }
        assert_eq!(Piece::from_char('x'), None);
    }
}
