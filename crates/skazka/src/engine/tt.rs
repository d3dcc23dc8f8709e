//! The transposition table: search results by Zobrist key.

/// How an entry's score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
}

/// A fixed-size, always-replace hash table of search results. Its size is chosen by the
/// caller once; searching never allocates in it.
#[derive(Clone, Debug)]
pub(crate) struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M> Table<M> {
    /// Number of slots.
    pub fn len(&self) -> usize {
        self.entries.len()
    }
}

impl<M: Copy> Table<M> {
    /// A table of `entries` slots, rounded down to a power of two (at least one).
    pub fn new(entries: usize) -> Table<M> {
        let size = if entries <= 1 {
            1
        } else {
            1usize << (usize::BITS - 1 - entries.leading_zeros())
        };
        Table {
            entries: vec![None; size],
            mask: size - 1,
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    fn slot(&self, key: u64) -> usize {
        // The low bits pick the slot; the full key is checked on probe.
        (key as usize) & self.mask
    }

    /// The entry for `key`, if one is stored.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[self.slot(key)].filter(|e| e.key == key)
    }

    /// Stores an entry, replacing whatever was in its slot unless that is a deeper result for
    /// the same key.
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = self.slot(entry.key);
        let keep_old = self.entries[slot].is_some_and(|old| {
            old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact
        });
        if keep_old {
            return;
        }
        self.entries[slot] = Some(entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_a_power_of_two() {
        assert_eq!(Table::<u8>::new(0).len(), 1);
        assert_eq!(Table::<u8>::new(1000).len(), 512);
        assert_eq!(Table::<u8>::new(1024).len(), 1024);
    }

    #[test]
    fn probe_checks_the_whole_key() {
        let mut t = Table::<u8>::new(16);
        let e = Entry {
            key: 0x1234_0003,
            best: Some(7),
            score: 5,
            depth: 2,
            bound: Bound::Exact,
        };
        t.store(e);
        assert_eq!(t.probe(0x1234_0003).and_then(|e| e.best), Some(7));
        assert!(t.probe(0x9999_0003).is_none());
        t.clear();
        assert!(t.probe(0x1234_0003).is_none());
    }
}
