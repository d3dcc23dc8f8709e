//! Files, ranks and squares, and their text form.
//!
//! A [`Square`] is a dense index `rank * files + file` into one [`Geometry`]; it has no meaning
//! without that geometry, so its text form is written through [`Square::display`] and read through
//! [`Geometry::parse_square`].

use core::fmt;

use crate::Geometry;

/// A file (column), `0` = `a` up to `15` = `p`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(u8);

impl File {
    /// The file with the given zero-based index, if it is below 16.
    #[must_use]
    pub const fn new(index: u8) -> Option<File> {
        if index < Geometry::MAX_FILES {
            Some(File(index))
        } else {
            None
        }
    }

    /// Zero-based index: `a` = 0.
    #[inline]
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file's letter, `a` to `p`.
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// Reads a file letter `a` to `p` (lower case only).
    #[must_use]
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='p' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A rank (row), `0` = rank `1` up to `15` = rank `16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    /// The rank with the given zero-based index, if it is below 16.
    #[must_use]
    pub const fn new(index: u8) -> Option<Rank> {
        if index < Geometry::MAX_RANKS {
            Some(Rank(index))
        } else {
            None
        }
    }

    /// Zero-based index: rank `1` = 0.
    #[inline]
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank's number as written, `1` to `16`.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0 + 1
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A square of some [`Geometry`], stored as the dense index `rank * files + file` (below 128).
///
/// Squares of different geometries are not interchangeable: `Square::new(10)` is `k1` on a 16-file
/// board but `a2` on 10×10. Use the geometry to build, inspect and print squares.
///
/// A square alone does not know its board, so it has no serde form of its own: serialise it
/// with its geometry, as a name (`square.display(geometry)`, which serialises as `"e4"`), and
/// read it back with [`Geometry::parse_square`]. The games' moves and positions serialise
/// through their text, which names squares the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square.0
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareIndexError;
    fn try_from(index: u8) -> Result<Square, SquareIndexError> {
        Square::new(index).ok_or(SquareIndexError)
    }
}

/// A square index of 128 or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareIndexError;

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("square index out of range (at most 127)")
    }
}

impl std::error::Error for SquareIndexError {}

impl Square {
    /// The square with the given dense index, if it is below 128.
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < Geometry::MAX_SQUARES {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with the given dense index.
    ///
    /// # Panics
    /// Panics if `index` is 128 or more.
    #[inline]
    #[must_use]
    #[track_caller]
    pub const fn from_index(index: usize) -> Square {
        assert!(index < Geometry::MAX_SQUARES, "square index out of range");
        Square(index as u8)
    }

    /// The dense index.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Writes the square as text (`a1`, `j10`) on the given geometry.
    #[must_use]
    pub fn display(self, geometry: Geometry) -> SquareDisplay {
        SquareDisplay {
            square: self,
            geometry,
        }
    }
}

/// Text form of a [`Square`] on a [`Geometry`], made by [`Square::display`]. With the `serde`
/// feature it serialises as the square's name.
#[derive(Clone, Copy, Debug)]
pub struct SquareDisplay {
    square: Square,
    geometry: Geometry,
}

#[cfg(feature = "serde")]
impl serde::Serialize for SquareDisplay {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl fmt::Display for SquareDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, rank) = self.geometry.coords(self.square);
        write!(f, "{}{}", file.char(), rank.number())
    }
}

/// Why a square name could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseSquareError {
    /// The text does not start with a file letter `a`–`p`.
    InvalidFile,
    /// The rank is missing, has a leading zero, is not a number, or is not 1–16.
    InvalidRank,
    /// The square is well formed but lies off this board.
    OffBoard,
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseSquareError::InvalidFile => "invalid file in square (expected a letter a-p)",
            ParseSquareError::InvalidRank => "invalid rank in square (expected 1-16)",
            ParseSquareError::OffBoard => "square is off the board",
        })
    }
}

impl std::error::Error for ParseSquareError {}
