//! Sets of squares of the 8×8 board in one 64-bit word.
//!
//! The core's [`Bitboard`] holds 128 squares so that one type serves every board up to 16×16;
//! chess needs only 64, and its hot paths (move generation, attack tests, playing moves) run
//! markedly faster on single machine words. [`Bits`] uses the same square numbering (bit `i`
//! is the square of index `i`), so converting to and from [`Bitboard`] at the public API is a
//! zero extension or a truncation.

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

use skazka_core::{Bitboard, Square};

/// A set of squares of the chess board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Bits(pub u64);

impl Bits {
    pub const EMPTY: Bits = Bits(0);
    pub const ALL: Bits = Bits(u64::MAX);
    /// The first and last ranks, where pawns promote.
    pub const BACK_RANKS: Bits = Bits(0xff00_0000_0000_00ff);
    /// The dark squares, a1 among them.
    pub const DARK_SQUARES: Bits = Bits(0xaa55_aa55_aa55_aa55);

    #[inline]
    pub const fn from_square(sq: Square) -> Bits {
        Bits(1 << sq.index())
    }

    /// The squares of `b` on the chess board (all of them, for boards built by chess).
    #[inline]
    pub const fn narrow(b: Bitboard) -> Bits {
        #[allow(clippy::cast_possible_truncation)]
        Bits(b.0 as u64)
    }

    #[inline]
    pub const fn wide(self) -> Bitboard {
        Bitboard(self.0 as u128)
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    #[inline]
    pub const fn with(self, sq: Square) -> Bits {
        Bits(self.0 | 1 << sq.index())
    }

    #[inline]
    pub const fn without(self, sq: Square) -> Bits {
        Bits(self.0 & !(1 << sq.index()))
    }

    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn intersects(self, other: Bits) -> bool {
        self.0 & other.0 != 0
    }

    #[inline]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    #[inline]
    pub const fn has_more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(self.0.trailing_zeros() as usize))
        }
    }
}

impl BitAnd for Bits {
    type Output = Bits;
    #[inline]
    fn bitand(self, rhs: Bits) -> Bits {
        Bits(self.0 & rhs.0)
    }
}

impl BitOr for Bits {
    type Output = Bits;
    #[inline]
    fn bitor(self, rhs: Bits) -> Bits {
        Bits(self.0 | rhs.0)
    }
}

/// Set difference.
impl Sub for Bits {
    type Output = Bits;
    #[inline]
    fn sub(self, rhs: Bits) -> Bits {
        Bits(self.0 & !rhs.0)
    }
}

impl BitAndAssign for Bits {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bits) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bits {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bits) {
        self.0 |= rhs.0;
    }
}

impl SubAssign for Bits {
    #[inline]
    fn sub_assign(&mut self, rhs: Bits) {
        self.0 &= !rhs.0;
    }
}

impl FromIterator<Square> for Bits {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bits {
        iter.into_iter().fold(Bits::EMPTY, Bits::with)
    }
}

impl IntoIterator for Bits {
    type Item = Square;
    type IntoIter = BitsIter;
    #[inline]
    fn into_iter(self) -> BitsIter {
        BitsIter(self.0)
    }
}

/// The squares of a [`Bits`], lowest index first.
pub(crate) struct BitsIter(u64);

impl Iterator for BitsIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_index(self.0.trailing_zeros() as usize);
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skazka_core::Geometry;

    #[test]
    fn narrow_and_wide_keep_every_chess_square() {
        let geo = Geometry::CHESS;
        let board: Bitboard = [geo.sq(0, 0), geo.sq(4, 3), geo.sq(7, 7)]
            .into_iter()
            .collect();
        let bits = Bits::narrow(board);
        assert_eq!(bits.wide(), board);
        assert_eq!(
            bits.into_iter().collect::<Vec<_>>(),
            board.into_iter().collect::<Vec<_>>()
        );
        assert_eq!(bits.count(), 3);
    }
}
