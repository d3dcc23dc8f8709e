//! A set of squares as the bits of a `u128`.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Sub, SubAssign};

use crate::{Geometry, Square};

/// A set of squares: bit `i` is the square with dense index `i`.
///
/// Only set operations and iteration are offered. There are no shifts, because shifting pieces
/// across a board whose width is not a power of two wraps them around the edges; movement goes
/// through precomputed tables instead. There is no `Not` either: the complement needs the board,
/// so write `geometry.all() - set`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The squares with index below `n`.
    #[inline]
    #[must_use]
    pub const fn first_n(n: usize) -> Bitboard {
        if n >= 128 {
            Bitboard(u128::MAX)
        } else {
            Bitboard((1u128 << n) - 1)
        }
    }

    /// The set holding only `square`.
    #[inline]
    #[must_use]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1u128 << square.index())
    }

    /// The squares with index at most `square`'s.
    #[inline]
    #[must_use]
    pub const fn up_to(square: Square) -> Bitboard {
        Bitboard(u128::MAX >> (127 - square.index()))
    }

    /// The squares with index at least `square`'s.
    #[inline]
    #[must_use]
    pub const fn from_up(square: Square) -> Bitboard {
        Bitboard(u128::MAX << square.index())
    }

    /// `true` if no square is set.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// `true` if at least one square is set.
    #[inline]
    #[must_use]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether `square` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        // A shift of one 64-bit half: shifting the whole 128-bit set by a variable amount
        // takes several instructions more, and this test is among the most frequent.
        let i = square.index();
        let half = if i < 64 {
            self.0 as u64
        } else {
            (self.0 >> 64) as u64
        };
        half >> (i & 63) & 1 != 0
    }

    /// Number of squares in the set.
    #[inline]
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// `true` if the set has two squares or more.
    #[inline]
    #[must_use]
    pub const fn has_more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The square with the lowest index.
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// The square with the highest index.
    #[inline]
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(127 - self.0.leading_zeros() as usize))
        }
    }

    /// The only square of a one-square set.
    #[inline]
    #[must_use]
    pub const fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.has_more_than_one() {
            self.first()
        } else {
            None
        }
    }

    /// The set with `square` added.
    #[inline]
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1u128 << square.index())
    }

    /// The set with `square` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1u128 << square.index()))
    }

    /// Adds `square`.
    #[inline]
    pub fn insert(&mut self, square: Square) {
        self.0 |= 1u128 << square.index();
    }

    /// Removes `square`.
    #[inline]
    pub fn remove(&mut self, square: Square) {
        self.0 &= !(1u128 << square.index());
    }

    /// Adds `square` if absent, removes it if present.
    #[inline]
    pub fn toggle(&mut self, square: Square) {
        self.0 ^= 1u128 << square.index();
    }

    /// Removes and returns the lowest square.
    #[inline]
    pub fn pop_first(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    /// `true` if the two sets share a square.
    #[inline]
    #[must_use]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// Draws the set as a grid on `geometry`, rank 1 at the bottom: `X` for members, `.` otherwise.
    #[must_use]
    pub fn diagram(self, geometry: Geometry) -> String {
        let mut out = String::new();
        for y in (0..geometry.ranks()).rev() {
            for x in 0..geometry.files() {
                let sq = geometry.sq(x, y);
                out.push(if self.contains(sq) { 'X' } else { '.' });
            }
            out.push('\n');
        }
        out
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#x})", self.0)
    }
}

macro_rules! set_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

set_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

/// Set difference: the squares of `self` that are not in `rhs`.
impl Sub for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl SubAssign for Bitboard {
    #[inline]
    fn sub_assign(&mut self, rhs: Bitboard) {
        self.0 &= !rhs.0;
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self)
    }
}

/// The squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(Bitboard);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        self.0.pop_first()
    }
    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        let sq = self.0.last()?;
        self.0.remove(sq);
        Some(sq)
    }
}

impl ExactSizeIterator for Squares {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iteration_visits_squares_in_index_order() {
        let g = Geometry::TEN_BY_TEN;
        let bb: Bitboard = [g.sq(9, 9), g.sq(0, 0), g.sq(3, 4)].into_iter().collect();
        let v: Vec<_> = bb.into_iter().collect();
        assert_eq!(v, vec![g.sq(0, 0), g.sq(3, 4), g.sq(9, 9)]);
    }

    #[test]
    fn first_last_and_range_masks_agree_at_the_extremes() {
        let top = Square::from_index(127);
        let bottom = Square::from_index(0);
        let bb = Bitboard::from_square(top).with(bottom);
        assert_eq!(bb.first(), Some(bottom));
        assert_eq!(bb.last(), Some(top));
        assert_eq!(Bitboard::up_to(top), Bitboard(u128::MAX));
        assert_eq!(Bitboard::from_up(bottom), Bitboard(u128::MAX));
        assert_eq!(Bitboard::up_to(bottom), Bitboard(1));
        assert_eq!(Bitboard::first_n(128).count(), 128);
    }

    #[test]
    fn difference_is_set_minus() {
        let a = Bitboard(0b1110);
        let b = Bitboard(0b0110);
        assert_eq!(a - b, Bitboard(0b1000));
        assert!(!(a - a).any());
        assert_eq!(Bitboard(0b1000).single(), Some(Square::from_index(3)));
        assert_eq!(a.single(), None);
    }
}
