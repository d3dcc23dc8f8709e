//! Magic-bitboard lookups: one multiplication and one table read per attack query, for any
//! movement whose attacks depend only on a few nearby squares, on boards of at most 64 squares.
//!
//! A [`MagicAttacks`] is compiled from a [`PieceTable`], so it answers exactly what the table
//! answers (checked for every occupancy of every square while it is built), only faster. The
//! general tables remain the reference; games on small boards use magic lookups for their
//! riders in the hot paths of move generation.
//!
//! How it works: for each square, the *relevant* squares are those whose occupancy can change
//! the piece's attacks (for a rook, its lines without their last squares). Each of the
//! `2^bits` occupancies of the relevant squares gets a slot in a table, found by multiplying
//! the occupancy by a per-square constant (the magic) and keeping the top `bits` bits. The
//! magics are searched for while the table is built, from a fixed seed, so builds are
//! reproducible.

use core::fmt;

use crate::{Bitboard, Color, Geometry, PieceTable, Square};

/// The most relevant squares a square may have: 12 covers a rook on 8×8 (4096 slots).
pub const MAX_RELEVANT_SQUARES: u32 = 12;

/// Why a movement cannot be compiled into magic lookups.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MagicError {
    /// The board has more than 64 squares.
    BoardTooLarge(Geometry),
    /// Some square's attacks depend on more squares than [`MAX_RELEVANT_SQUARES`].
    TooManyRelevantSquares {
        /// The square.
        square: Square,
        /// How many squares its attacks depend on.
        count: u32,
    },
    /// The piece moves differently from how it captures (a cannon, a pawn), so its moves are
    /// not its attacks minus the occupied squares.
    MovesDifferFromAttacks(Square),
    /// The attacks from a square change with the occupancy of a square that, alone on the
    /// board, changes nothing (only possible for unusual compound movements).
    NotLocal(Square),
    /// No multiplier was found for a square within the search's bounds.
    NoMagicFound(Square),
}

impl fmt::Display for MagicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MagicError::BoardTooLarge(geo) => write!(
                f,
                "magic lookups need at most 64 squares, the board has {}",
                geo.num_squares()
            ),
            MagicError::TooManyRelevantSquares { square, count } => write!(
                f,
                "attacks from square {} depend on {count} squares, at most {MAX_RELEVANT_SQUARES} are supported",
                square.index()
            ),
            MagicError::MovesDifferFromAttacks(square) => write!(
                f,
                "from square {} the piece moves differently from how it captures",
                square.index()
            ),
            MagicError::NoMagicFound(square) => {
                write!(f, "no magic multiplier found for square {}", square.index())
            }
            MagicError::NotLocal(square) => write!(
                f,
                "attacks from square {} depend on squares that do not change them one at a time",
                square.index()
            ),
        }
    }
}

impl std::error::Error for MagicError {}

/// Where one square's slots start and how its index is computed.
#[derive(Clone, Copy, Debug)]
struct Entry {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

/// A movement's attacks for one colour, looked up by magic multiplication.
///
/// Valid for movements that move wherever they attack (leapers and riders of any range, lame
/// leapers, bent riders), on boards of at most 64 squares; initial-only components are left
/// out, as in [`PieceTable::attacks`].
///
/// # Example
/// ```
/// use skazka_core::{Bitboard, Color, Geometry, MagicAttacks, Movement, PieceTable};
/// let geo = Geometry::CHESS;
/// let table = PieceTable::new(geo, &Movement::rook());
/// let rook = MagicAttacks::new(&table, Color::White)?;
/// let occupied = Bitboard::from_square(geo.sq(0, 3));
/// let a1 = geo.sq(0, 0);
/// assert_eq!(rook.attacks(a1, occupied), table.attacks(a1, Color::White, occupied));
/// # Ok::<(), skazka_core::MagicError>(())
/// ```
#[derive(Clone)]
pub struct MagicAttacks {
    entries: Vec<Entry>,
    slots: Vec<u64>,
}

impl fmt::Debug for MagicAttacks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MagicAttacks")
            .field("squares", &self.entries.len())
            .field("slots", &self.slots.len())
            .finish()
    }
}

impl MagicAttacks {
    /// Compiles the attacks of a `color` piece of `table`'s movement.
    ///
    /// # Errors
    /// [`MagicError`] when the board or the movement does not suit magic lookups.
    pub fn new(table: &PieceTable, color: Color) -> Result<MagicAttacks, MagicError> {
        MagicAttacks::with_multipliers(table, color, &[])
    }

    /// As [`MagicAttacks::new`], trying first the multipliers of an earlier build (from
    /// [`MagicAttacks::multipliers`], one per square in square order) so as to skip most of the
    /// search, which takes a while for the larger masks. A multiplier that does not fit (or a
    /// missing one) is searched for as usual, so the result is always exact.
    ///
    /// # Errors
    /// [`MagicError`] when the board or the movement does not suit magic lookups.
    pub fn with_multipliers(
        table: &PieceTable,
        color: Color,
        known: &[(u64, u32)],
    ) -> Result<MagicAttacks, MagicError> {
        let attacks = |from: Square, occ: u64| {
            let t = table.targets(from, color, Bitboard(u128::from(occ)), false);
            if t.moves != t.attacks - Bitboard(u128::from(occ)) {
                return Err(MagicError::MovesDifferFromAttacks(from));
            }
            Ok(low_half(t.attacks))
        };
        MagicAttacks::from_attacks(table.geometry(), known, attacks)
    }

    /// As [`MagicAttacks::with_multipliers`], from the attacks `attacks` gives for each square
    /// and occupancy (bit `i` for the square of index `i`) instead of from a table: the
    /// crate's rook and bishop lines fill their slots this way, by their own blocker search,
    /// some ten times faster than through the general table (a few milliseconds less at the
    /// start of every program).
    pub(crate) fn from_attacks(
        geo: Geometry,
        known: &[(u64, u32)],
        attacks: impl Fn(Square, u64) -> Result<u64, MagicError>,
    ) -> Result<MagicAttacks, MagicError> {
        if geo.num_squares() > 64 {
            return Err(MagicError::BoardTooLarge(geo));
        }
        let mut entries = Vec::with_capacity(geo.num_squares());
        let mut slots = Vec::new();
        for from in geo.squares() {
            let (mask, occupancies) = occupancies(geo, from, |occ| attacks(from, occ))?;
            let hint = known.get(from.index()).copied();
            let found = match hint.and_then(|(magic, width)| try_magic(magic, width, &occupancies))
            {
                Some(found) => found,
                None => find_magic(from, mask, &occupancies)?,
            };
            entries.push(Entry {
                mask,
                magic: found.magic,
                shift: 64 - found.width,
                // At most 64 squares of 2^15 slots each.
                #[allow(clippy::cast_possible_truncation)]
                offset: slots.len() as u32,
            });
            slots.extend(found.slots);
        }
        Ok(MagicAttacks { entries, slots })
    }

    /// The squares a piece on `from` attacks with occupancy `occupied`.
    ///
    /// # Panics
    /// Panics if `from` is not on the table's board.
    #[inline]
    #[must_use]
    pub fn attacks(&self, from: Square, occupied: Bitboard) -> Bitboard {
        // Squares of boards up to 64 squares all lie in the low half.
        #[allow(clippy::cast_possible_truncation)]
        let low = occupied.0 as u64;
        Bitboard(u128::from(self.attacks_u64(from, low)))
    }

    /// [`MagicAttacks::attacks`] on 64-bit words (bit `i` for the square of index `i`), for
    /// games that keep their boards in one machine word.
    ///
    /// # Panics
    /// Panics if `from` is not on the table's board.
    #[inline]
    #[must_use]
    pub fn attacks_u64(&self, from: Square, occupied: u64) -> u64 {
        let e = self.entries[from.index()];
        let relevant = occupied & e.mask;
        let index = e.offset as usize + (relevant.wrapping_mul(e.magic) >> e.shift) as usize;
        self.slots[index]
    }

    /// Each square's multiplier and index width, in square order: give them to
    /// [`MagicAttacks::with_multipliers`] to build the same lookups without searching.
    #[must_use]
    pub fn multipliers(&self) -> Vec<(u64, u32)> {
        self.entries
            .iter()
            .map(|e| (e.magic, 64 - e.shift))
            .collect()
    }

    /// The squares whose occupancy can change the attacks from `from`.
    ///
    /// # Panics
    /// Panics if `from` is not on the table's board.
    #[must_use]
    pub fn relevant(&self, from: Square) -> Bitboard {
        Bitboard(u128::from(self.entries[from.index()].mask))
    }
}

/// The squares of a set on a board of at most 64 squares, all in its low half.
fn low_half(b: Bitboard) -> u64 {
    #[allow(clippy::cast_possible_truncation)]
    let v = b.0 as u64;
    v
}

/// The relevant squares of `from` and the attacks `attacks` gives for every occupancy of
/// them, checked to be a function of those squares alone.
fn occupancies(
    geo: Geometry,
    from: Square,
    attacks: impl Fn(u64) -> Result<u64, MagicError>,
) -> Result<(u64, Vec<(u64, u64)>), MagicError> {
    let empty = attacks(0)?;
    let mut mask = 0;
    for s in geo.squares().filter(|&s| s != from) {
        let bit = 1u64 << s.index();
        if attacks(bit)? != empty {
            mask |= bit;
        }
    }
    let count = mask.count_ones();
    if count > MAX_RELEVANT_SQUARES {
        return Err(MagicError::TooManyRelevantSquares {
            square: from,
            count,
        });
    }
    let everything_else = low_half(geo.all()) & !mask & !(1u64 << from.index());
    let mut found = Vec::with_capacity(1 << count);
    let mut subset = 0u64;
    loop {
        let reach = attacks(subset)?;
        // The extremes are enough to catch a movement that looks further than its mask.
        let extreme = subset == 0 || subset == mask;
        if extreme && attacks(subset | everything_else)? != reach {
            return Err(MagicError::NotLocal(from));
        }
        found.push((subset, reach));
        // The next subset of `mask` in counting order (the "carry-rippler").
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            return Ok((mask, found));
        }
    }
}

/// Candidates tried per index width before the index gets one more bit.
const ATTEMPTS_PER_WIDTH: u32 = 1 << 18;

/// How many bits wider than the number of relevant squares an index may grow. A few masks
/// have no multiplier that packs their occupancies into the narrowest index.
const MAX_EXTRA_BITS: u32 = 3;

/// A multiplier that sends every occupancy to a slot holding its attacks (two occupancies may
/// share a slot only if their attacks agree), with the index width and the slots.
struct Found {
    magic: u64,
    width: u32,
    slots: Vec<u64>,
}

/// The slots of `magic` with an index of `width` bits, if no two occupancies with different
/// attacks share one.
fn try_magic(magic: u64, width: u32, occupancies: &[(u64, u64)]) -> Option<Found> {
    if !(1..=MAX_RELEVANT_SQUARES + MAX_EXTRA_BITS).contains(&width) {
        return None;
    }
    let mut slots = vec![None; 1 << width];
    for &(occ, attacks) in occupancies {
        let slot = &mut slots[(occ.wrapping_mul(magic) >> (64 - width)) as usize];
        match *slot {
            None => *slot = Some(attacks),
            Some(other) if other != attacks => return None,
            Some(_) => {}
        }
    }
    Some(Found {
        magic,
        width,
        slots: slots.into_iter().map(Option::unwrap_or_default).collect(),
    })
}

fn find_magic(from: Square, mask: u64, occupancies: &[(u64, u64)]) -> Result<Found, MagicError> {
    let bits = mask.count_ones();
    if bits == 0 {
        return Ok(Found {
            magic: 0,
            width: 1,
            slots: vec![occupancies[0].1, 0],
        });
    }
    let mut rng = SplitMix(0x5eed_0000 ^ from.index() as u64);
    for width in bits..=bits + MAX_EXTRA_BITS {
        let shift = 64 - width;
        let mut slots = vec![0u64; 1 << width];
        let mut stamp = vec![0u32; 1 << width];
        for attempt in 1..=ATTEMPTS_PER_WIDTH {
            // Sparse candidates succeed far more often than uniform ones, and so do those
            // that carry many relevant squares into the top byte; the second filter is
            // dropped halfway, in case a mask cannot satisfy it.
            let magic = rng.next() & rng.next() & rng.next();
            if attempt < ATTEMPTS_PER_WIDTH / 2 && (mask.wrapping_mul(magic) >> 56).count_ones() < 6
            {
                continue;
            }
            let fits = occupancies.iter().all(|&(occ, attacks)| {
                let i = (occ.wrapping_mul(magic) >> shift) as usize;
                if stamp[i] != attempt {
                    stamp[i] = attempt;
                    slots[i] = attacks;
                    true
                } else {
                    slots[i] == attacks
                }
            });
            if fits {
                return Ok(Found {
                    magic,
                    width,
                    slots,
                });
            }
        }
    }
    Err(MagicError::NoMagicFound(from))
}

/// A small deterministic generator (SplitMix64) for magic candidates.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Movement;

    fn pseudo_random_occupancies(geo: Geometry) -> impl Iterator<Item = Bitboard> {
        let mut rng = SplitMix(7);
        (0..200).map(move |_| {
            let bits = rng.next() & rng.next();
            Bitboard(u128::from(bits)) & geo.all()
        })
    }

    fn agrees_with_table(geo: Geometry, movement: &Movement) {
        let table = PieceTable::new(geo, movement);
        for color in Color::ALL {
            let magic = MagicAttacks::new(&table, color).expect("suitable movement");
            for occ in pseudo_random_occupancies(geo) {
                for from in geo.squares() {
                    assert_eq!(
                        magic.attacks(from, occ),
                        table.attacks(from, color, occ),
                        "{movement} from {} with {occ:?}",
                        from.index()
                    );
                }
            }
        }
    }

    #[test]
    fn rook_bishop_and_knight_lookups_equal_the_general_tables() {
        let geo = Geometry::CHESS;
        agrees_with_table(geo, &Movement::rook());
        agrees_with_table(geo, &Movement::from_betza("B").unwrap());
        agrees_with_table(geo, &Movement::from_betza("N").unwrap());
    }

    #[test]
    fn lame_leapers_and_short_riders_on_small_boards_equal_the_general_tables() {
        agrees_with_table(
            Geometry::fixed::<6, 6>(),
            &Movement::from_betza("nN").unwrap(),
        );
        agrees_with_table(
            Geometry::fixed::<5, 7>(),
            &Movement::from_betza("R3B2").unwrap(),
        );
    }

    #[test]
    fn multipliers_of_one_build_rebuild_the_same_lookups() {
        let table = PieceTable::new(Geometry::CHESS, &Movement::from_betza("B").unwrap());
        let searched = MagicAttacks::new(&table, Color::White).unwrap();
        let rebuilt =
            MagicAttacks::with_multipliers(&table, Color::White, &searched.multipliers()).unwrap();
        assert_eq!(rebuilt.multipliers(), searched.multipliers());
        assert_eq!(rebuilt.slots, searched.slots);
    }

    #[test]
    fn multipliers_that_do_not_fit_are_searched_for_again() {
        let geo = Geometry::CHESS;
        let table = PieceTable::new(geo, &Movement::rook());
        let wrong = vec![(1, 1); 64];
        let magic = MagicAttacks::with_multipliers(&table, Color::White, &wrong).unwrap();
        assert!(magic.multipliers().iter().all(|m| *m != (1, 1)));
        for occ in pseudo_random_occupancies(geo) {
            for from in geo.squares() {
                assert_eq!(
                    magic.attacks(from, occ),
                    table.attacks(from, Color::White, occ)
                );
            }
        }
    }

    #[test]
    fn boards_above_64_squares_are_refused() {
        let geo = Geometry::TEN_BY_TEN;
        let table = PieceTable::new(geo, &Movement::rook());
        assert!(matches!(
            MagicAttacks::new(&table, Color::White),
            Err(MagicError::BoardTooLarge(_))
        ));
    }

    #[test]
    fn pieces_that_capture_differently_from_how_they_move_are_refused() {
        let table = PieceTable::new(Geometry::CHESS, &Movement::from_betza("mRcpR").unwrap());
        assert!(matches!(
            MagicAttacks::new(&table, Color::White),
            Err(MagicError::MovesDifferFromAttacks(_))
        ));
    }

    #[test]
    fn a_queen_depends_on_too_many_squares() {
        let table = PieceTable::new(Geometry::CHESS, &Movement::from_betza("Q").unwrap());
        assert!(matches!(
            MagicAttacks::new(&table, Color::White),
            Err(MagicError::TooManyRelevantSquares { .. })
        ));
    }
}
