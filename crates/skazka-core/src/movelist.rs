//! Buffers that move generation fills.

/// A growable list of moves that the caller owns and move generation fills.
///
/// Implemented for [`arrayvec::ArrayVec`] (a fixed bound, documented and tested by each game),
/// [`smallvec::SmallVec`] (inline storage that spills to the heap when a game's worst case is
/// large) and [`Vec`].
pub trait MoveBuffer<M>: Default + Clone + core::fmt::Debug + AsRef<[M]> {
    /// Appends a move.
    ///
    /// # Panics
    /// An [`arrayvec::ArrayVec`] panics when full; games choose capacities that cannot be
    /// exceeded and test them.
    fn push(&mut self, m: M);
    /// Removes every move.
    fn clear(&mut self);
    /// Keeps only the moves for which `keep` holds.
    fn retain(&mut self, keep: impl FnMut(&M) -> bool);
    /// Number of moves.
    fn len(&self) -> usize {
        self.as_ref().len()
    }
    /// `true` if there are no moves.
    fn is_empty(&self) -> bool {
        self.as_ref().is_empty()
    }
}

impl<M: Clone + core::fmt::Debug, const N: usize> MoveBuffer<M> for arrayvec::ArrayVec<M, N> {
    #[inline]
    fn push(&mut self, m: M) {
        arrayvec::ArrayVec::push(self, m);
    }
    #[inline]
    fn clear(&mut self) {
        arrayvec::ArrayVec::clear(self);
    }
    fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        arrayvec::ArrayVec::retain(self, |m| keep(m));
    }
}

impl<M: Clone + core::fmt::Debug, const N: usize> MoveBuffer<M> for smallvec::SmallVec<[M; N]> {
    #[inline]
    fn push(&mut self, m: M) {
        smallvec::SmallVec::push(self, m);
    }
    #[inline]
    fn clear(&mut self) {
        smallvec::SmallVec::clear(self);
    }
    fn retain(&mut self, mut keep: impl FnMut(&M) -> bool) {
        smallvec::SmallVec::retain(self, |m| keep(m));
    }
}

impl<M: Clone + core::fmt::Debug> MoveBuffer<M> for Vec<M> {
    #[inline]
    fn push(&mut self, m: M) {
        Vec::push(self, m);
    }
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }
    fn retain(&mut self, keep: impl FnMut(&M) -> bool) {
        Vec::retain(self, keep);
    }
}
