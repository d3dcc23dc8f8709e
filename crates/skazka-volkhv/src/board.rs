//! The stack engine: every square holds a tower, with no heap allocation.
//!
//! # Representation
//!
//! A fixed pool of at most [`MAX_CHECKERS`] (32) checkers, each with a stable slot id. Every
//! square keeps the id of its **top** checker and its height; every checker keeps the id of the
//! checker directly **below** it (or none). A stack is therefore a singly linked list from the
//! top down, inside fixed arrays:
//!
//! ```text
//!   top[e4] = 7 ──► checkers[7] = white Queen    (top: controls e4)
//!                    below[7] = 12 ──► checkers[12] = black Knight
//!                                       below[12] = 3 ──► checkers[3] = white Pawn
//!                                                          below[3] = none   (bottom)
//! ```
//!
//! Moving the top `k` checkers from `s` to `t` walks `k − 1` links to find the part's bottom,
//! then relinks three slots: `top[s]` becomes the checker below the part, the part's bottom
//! points at the old `top[t]`, and `top[t]` becomes the part's top. Order inside both parts is
//! kept by construction. Bitboards of occupied squares, of the owner of each square (the colour
//! of its top) and of the top kinds are refreshed for the two squares touched.
//!
//! The whole board is a few hundred bytes of plain arrays and `Copy`, so copy-make is one
//! `memcpy`. Bounds: 8×8 board, at most 32 checkers, heights 0–32.

use arrayvec::ArrayVec;
use skazka_core::{Bitboard, ByColor, Color, Square, arrayvec, zobrist};

use crate::{Checker, PieceKind};

/// The most checkers a position may hold (the orthodox army of 2 × 16).
pub const MAX_CHECKERS: usize = 32;
/// Squares of the board.
pub(crate) const SQUARES: usize = 64;
const NONE: u8 = u8::MAX;

/// A stack written bottom to top: an `arrayvec` 0.7 `ArrayVec` (re-exported as
/// `skazka_core::arrayvec`) with room for every checker.
pub type StackList = ArrayVec<Checker, MAX_CHECKERS>;

/// The Zobrist key family of the checkers.
pub(crate) const ZOBRIST_DOMAIN: u64 = 0x766f_6c6b_6876; // "volkhv"

/// The Zobrist key of checker `c` at `depth` (0 = bottom) in the stack on `sq`: every flag of
/// the checker counts.
#[inline]
pub(crate) fn checker_key(sq: Square, depth: usize, c: Checker) -> u64 {
    let code = u64::from(c.color == Color::Black)
        | (c.kind.index() as u64) << 1
        | u64::from(c.promoted) << 4
        | u64::from(c.has_moved) << 5
        | c.promotes_to.map_or(0, |k| k.index() as u64 + 1) << 6;
    zobrist::key(
        ZOBRIST_DOMAIN,
        ((sq.index() as u64 * 33) + depth as u64) * 1024 + code,
    )
}

/// The towers of a position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board {
    checkers: [Checker; MAX_CHECKERS],
    below: [u8; MAX_CHECKERS],
    top: [u8; SQUARES],
    height: [u8; SQUARES],
    len: u8,
    /// The XOR of [`checker_key`] over every checker, kept up to date by every change.
    hash: u64,
    /// Squares with a non-empty stack.
    pub occupied: Bitboard,
    /// Squares controlled by each colour (the colour of the top checker).
    pub owned: ByColor<Bitboard>,
    /// Squares whose top checker has each kind, both colours.
    pub tops: [Bitboard; PieceKind::COUNT],
}

impl Board {
    pub fn empty() -> Board {
        Board {
            checkers: [Checker::new(Color::White, PieceKind::Pawn); MAX_CHECKERS],
            below: [NONE; MAX_CHECKERS],
            top: [NONE; SQUARES],
            height: [0; SQUARES],
            len: 0,
            hash: 0,
            occupied: Bitboard::EMPTY,
            owned: ByColor::default(),
            tops: [Bitboard::EMPTY; PieceKind::COUNT],
        }
    }

    /// Places `c` on top of the stack on `sq`; `false` if the pool is full.
    pub fn push(&mut self, sq: Square, c: Checker) -> bool {
        if self.len as usize >= MAX_CHECKERS {
            return false;
        }
        let id = self.len;
        self.len += 1;
        self.checkers[id as usize] = c;
        self.hash ^= checker_key(sq, self.height[sq.index()] as usize, c);
        self.below[id as usize] = self.top[sq.index()];
        self.top[sq.index()] = id;
        self.height[sq.index()] += 1;
        self.refresh(sq);
        true
    }

    /// Number of checkers on the board.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// The height of `sq`; 0 for squares beyond the 8×8 board.
    #[inline]
    pub fn height(&self, sq: Square) -> usize {
        self.height.get(sq.index()).map_or(0, |&h| h as usize)
    }

    /// The top checker of `sq`; `None` for squares beyond the 8×8 board.
    #[inline]
    pub fn top(&self, sq: Square) -> Option<Checker> {
        let id = self.top.get(sq.index()).copied().unwrap_or(NONE);
        (id != NONE).then(|| self.checkers[id as usize])
    }

    /// The stack on `sq`, top first.
    pub fn iter_down(&self, sq: Square) -> impl Iterator<Item = Checker> + '_ {
        let mut id = self.top.get(sq.index()).copied().unwrap_or(NONE);
        core::iter::from_fn(move || {
            if id == NONE {
                return None;
            }
            let c = self.checkers[id as usize];
            id = self.below[id as usize];
            Some(c)
        })
    }

    /// The stack on `sq`, bottom to top.
    pub fn stack(&self, sq: Square) -> StackList {
        let mut s: StackList = self.iter_down(sq).collect();
        s.reverse();
        s
    }

    /// The Zobrist hash of the stacks (every checker with its square, depth and flags),
    /// kept up to date incrementally.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash of the stacks computed from scratch: the reference for [`Board::hash`].
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        self.for_each_placed(|sq, depth, c| h ^= checker_key(sq, depth, c));
        h
    }

    /// Changes the top checker of `sq` in place.
    pub fn modify_top(&mut self, sq: Square, f: impl FnOnce(&mut Checker)) {
        let id = self.top[sq.index()];
        if id != NONE {
            let depth = self.height[sq.index()] as usize - 1;
            let c = &mut self.checkers[id as usize];
            let before = *c;
            f(c);
            self.hash ^= checker_key(sq, depth, before) ^ checker_key(sq, depth, *c);
            self.refresh(sq);
        }
    }

    /// Moves the top `k` checkers (1 ≤ k ≤ height) of `from` onto the top of `to`, marking
    /// them as moved.
    pub fn move_part(&mut self, from: Square, to: Square, k: usize) {
        let part_top = self.top[from.index()];
        let from_height = self.height[from.index()] as usize;
        let to_height = self.height[to.index()] as usize;
        let mut bottom = part_top;
        for i in 0..k {
            if i > 0 {
                bottom = self.below[bottom as usize];
            }
            // The i-th checker from the top leaves depth `from_height - 1 - i` of `from` for
            // depth `to_height + k - 1 - i` of `to`, and is marked as moved.
            let c = &mut self.checkers[bottom as usize];
            let before = *c;
            c.has_moved = true;
            self.hash ^= checker_key(from, from_height - 1 - i, before)
                ^ checker_key(to, to_height + k - 1 - i, *c);
        }
        self.top[from.index()] = self.below[bottom as usize];
        self.height[from.index()] -= k as u8;
        self.below[bottom as usize] = self.top[to.index()];
        self.top[to.index()] = part_top;
        self.height[to.index()] += k as u8;
        self.refresh(from);
        self.refresh(to);
    }

    fn refresh(&mut self, sq: Square) {
        let b = Bitboard::from_square(sq);
        self.occupied -= b;
        self.owned.white -= b;
        self.owned.black -= b;
        for t in &mut self.tops {
            *t -= b;
        }
        if let Some(c) = self.top(sq) {
            self.occupied |= b;
            *self.owned.get_mut(c.color) |= b;
            self.tops[c.kind.index()] |= b;
        }
    }

    /// Every checker with its square and depth from the bottom, square by square.
    pub fn for_each_placed(&self, mut f: impl FnMut(Square, usize, Checker)) {
        for sq in self.occupied {
            let h = self.height(sq);
            for (i, c) in self.iter_down(sq).enumerate() {
                f(sq, h - 1 - i, c);
            }
        }
    }

    /// Same stacks, checker by checker (slot ids ignored).
    pub fn same_stacks(&self, other: &Board) -> bool {
        self.occupied == other.occupied
            && self.occupied.into_iter().all(|sq| {
                self.height(sq) == other.height(sq) && self.iter_down(sq).eq(other.iter_down(sq))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(i: u8) -> Square {
        Square::new(i).unwrap()
    }

    #[test]
    fn moving_a_part_keeps_both_orders() {
        let mut b = Board::empty();
        let kinds = [
            PieceKind::Pawn,
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
        ];
        for (i, k) in kinds.iter().enumerate() {
            let color = if i % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            assert!(b.push(sq(0), Checker::new(color, *k)));
        }
        b.push(sq(9), Checker::new(Color::Black, PieceKind::Queen));
        b.move_part(sq(0), sq(9), 2);
        let rest: Vec<_> = b.stack(sq(0)).iter().map(|c| c.kind).collect();
        let there: Vec<_> = b.stack(sq(9)).iter().map(|c| c.kind).collect();
        assert_eq!(rest, [PieceKind::Pawn, PieceKind::Knight]);
        assert_eq!(
            there,
            [PieceKind::Queen, PieceKind::Bishop, PieceKind::Rook]
        );
        // Both tops are black: the freed knight and the moving rook.
        assert_eq!(b.owned.black, Bitboard::from_square(sq(0)).with(sq(9)));
        assert!(b.owned.white.is_empty());
        assert!(b.iter_down(sq(9)).take(2).all(|c| c.has_moved));
        assert_eq!(b.hash(), b.hash_from_scratch());
        b.modify_top(sq(0), |c| c.promoted = true);
        assert_eq!(b.hash(), b.hash_from_scratch());
        assert!(!b.top(sq(0)).unwrap().has_moved);
    }

    #[test]
    fn the_pool_is_bounded() {
        let mut b = Board::empty();
        for _ in 0..MAX_CHECKERS {
            assert!(b.push(sq(0), Checker::new(Color::White, PieceKind::Pawn)));
        }
        assert!(!b.push(sq(1), Checker::new(Color::White, PieceKind::Pawn)));
        assert_eq!(b.height(sq(0)), 32);
    }
}
