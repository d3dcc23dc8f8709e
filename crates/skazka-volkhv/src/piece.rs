//! Piece kinds, die faces and checkers.

use core::fmt;

use skazka_core::Color;

/// What a checker shows: the kind of piece it moves as.
///
/// Promoted checkers carry their declared kind. [`PieceKind::Helgi`] exists only in the
/// Federation profile (the King's pawn promotes to it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PieceKind {
    /// King (Волхв, Magus): one step in any direction, `K`. Royal.
    King,
    /// Queen (Князь): `Q`.
    Queen,
    /// Rook (Ратоборец): `R`.
    Rook,
    /// Bishop (Лучник): `B`.
    Bishop,
    /// Knight (Всадник): `N`.
    Knight,
    /// Pawn (Ратник): `fmW fcF ifmnD`; stacks only diagonally forward (profile `volkhv`).
    Pawn,
    /// Helgi, the Federation piece `QN` (Queen plus Knight).
    Helgi,
}

impl PieceKind {
    /// Every kind, in index order.
    pub const ALL: [PieceKind; 7] = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
        PieceKind::Helgi,
    ];
    /// Number of kinds.
    pub const COUNT: usize = 7;

    /// Dense index (`King` = 0 … `Helgi` = 6).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter: `K Q R B N P H`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            PieceKind::King => 'K',
            PieceKind::Queen => 'Q',
            PieceKind::Rook => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Knight => 'N',
            PieceKind::Pawn => 'P',
            PieceKind::Helgi => 'H',
        }
    }

    /// The kind of a letter, either case.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'K' => PieceKind::King,
            'Q' => PieceKind::Queen,
            'R' => PieceKind::Rook,
            'B' => PieceKind::Bishop,
            'N' => PieceKind::Knight,
            'P' => PieceKind::Pawn,
            'H' => PieceKind::Helgi,
            _ => return None,
        })
    }

    /// The English name with the game's own in brackets: `King (Volkhv)`, `Queen (Knyaz)`, …,
    /// `Helgi`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::King => "King (Volkhv)",
            PieceKind::Queen => "Queen (Knyaz)",
            PieceKind::Rook => "Rook (Ratoborets)",
            PieceKind::Bishop => "Bishop (Luchnik)",
            PieceKind::Knight => "Knight (Vsadnik)",
            PieceKind::Pawn => "Pawn (Ratnik)",
            PieceKind::Helgi => "Helgi",
        }
    }

    /// The movement in Betza notation (the pawn's own-capture `d` left out; see the rules).
    #[must_use]
    pub const fn betza(self) -> &'static str {
        match self {
            PieceKind::King => "K",
            PieceKind::Queen => "Q",
            PieceKind::Rook => "R",
            PieceKind::Bishop => "B",
            PieceKind::Knight => "N",
            PieceKind::Pawn => "fmWfcFifmnD",
            PieceKind::Helgi => "QN",
        }
    }

    /// The die face that allows a move with this pattern (`None` for the Helgi).
    #[must_use]
    pub const fn face(self) -> Option<Face> {
        Some(match self {
            PieceKind::King => Face::King,
            PieceKind::Queen => Face::Queen,
            PieceKind::Rook => Face::Rook,
            PieceKind::Bishop => Face::Bishop,
            PieceKind::Knight => Face::Knight,
            PieceKind::Pawn => Face::Pawn,
            PieceKind::Helgi => return None,
        })
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A face of the six-sided chess die of dice mode: K, Q, R, B, N, P, each with chance 1/6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Face {
    /// King face.
    King,
    /// Queen face (also allows castling).
    Queen,
    /// Rook face (also allows castling).
    Rook,
    /// Bishop face.
    Bishop,
    /// Knight face.
    Knight,
    /// Pawn face (pawn moves, pawn captures, en passant, promotions).
    Pawn,
}

impl Face {
    /// The six faces in the order rolls are generated.
    pub const ALL: [Face; 6] = [
        Face::King,
        Face::Queen,
        Face::Rook,
        Face::Bishop,
        Face::Knight,
        Face::Pawn,
    ];

    /// The piece kind whose pattern this face allows.
    #[must_use]
    pub const fn kind(self) -> PieceKind {
        match self {
            Face::King => PieceKind::King,
            Face::Queen => PieceKind::Queen,
            Face::Rook => PieceKind::Rook,
            Face::Bishop => PieceKind::Bishop,
            Face::Knight => PieceKind::Knight,
            Face::Pawn => PieceKind::Pawn,
        }
    }

    /// The face's letter: `K Q R B N P`.
    #[must_use]
    pub const fn letter(self) -> char {
        self.kind().letter()
    }

    /// The face of a letter, either case.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Face> {
        match PieceKind::from_letter(c) {
            Some(k) => k.face(),
            None => None,
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One checker (таврель) of a stack: colour, current kind and its history flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Checker {
    /// The owner of the checker (not of the stack it is in).
    pub color: Color,
    /// The kind it moves as now (a promoted pawn shows its declared kind).
    pub kind: PieceKind,
    /// Set when a pawn was promoted; cleared by a Federation demotion.
    pub promoted: bool,
    /// Set when the checker has changed square as part of a moving part (carrying included).
    pub has_moved: bool,
    /// Federation only: the kind this pawn promotes to, fixed by its starting file
    /// (`None` in profile `volkhv`, where the mover chooses).
    pub promotes_to: Option<PieceKind>,
}

impl Checker {
    /// An unmoved, unpromoted checker.
    #[must_use]
    pub const fn new(color: Color, kind: PieceKind) -> Checker {
        Checker {
            color,
            kind,
            promoted: false,
            has_moved: false,
            promotes_to: None,
        }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    #[must_use]
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.kind.letter(),
            Color::Black => self.kind.letter().to_ascii_lowercase(),
        }
    }
}

/// Writes the checker's FEN token: letter, `=X` (Federation promotion kind of a pawn),
/// `~` (promoted), `^` (has moved).
impl fmt::Display for Checker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())?;
        if let (PieceKind::Pawn, Some(k)) = (self.kind, self.promotes_to) {
            let c = match self.color {
                Color::White => k.letter(),
                Color::Black => k.letter().to_ascii_lowercase(),
            };
            write!(f, "={c}")?;
        }
        if self.promoted {
            f.write_str("~")?;
        }
        if self.has_moved {
            f.write_str("^")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for k in PieceKind::ALL {
            assert_eq!(PieceKind::from_letter(k.letter()), Some(k));
        }
        for f in Face::ALL {
            assert_eq!(Face::from_letter(f.letter()), Some(f));
        }
        assert_eq!(Face::from_letter('H'), None);
    }
}
