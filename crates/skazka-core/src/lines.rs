//! Rook and bishop attacks on any board up to 128 squares, without tables per occupancy.
//!
//! Squares are numbered densely (`rank * files + file`), so the squares of any rank, file or
//! diagonal have increasing indices along the line. The attacks along one line through `s` are
//! then found from the line's nearest blockers above and below `s`: the lowest set bit above
//! and the highest set bit below, with one subtraction and one leading-zero count, whatever
//! the board's width. On boards of at most 64 squares the lines are looked up by
//! [`MagicAttacks`] instead: on the 8×8 board built from the recorded
//! [`magic_multipliers`](crate::magic_multipliers) (a tenth fewer instructions in chess
//! perft), on smaller ones searched for once per process (5×5 and 6×6 perft in a fifth to a
//! quarter less time than by the blocker search).

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use crate::magic_multipliers::{
    BISHOP_6X8, BISHOP_7X7, BISHOP_7X9, BISHOP_8X8, ROOK_6X8, ROOK_7X7, ROOK_7X9, ROOK_8X8,
};
use crate::{Bitboard, Geometry, MagicAttacks, Square};

/// The rank, file, diagonal and anti-diagonal through each square of one board (the square
/// itself left out), for [`Lines::rook`], [`Lines::bishop`] and [`Lines::queen`].
///
/// # Example
/// ```
/// use skazka_core::{Bitboard, Geometry, Lines};
/// let geo = Geometry::new(10, 10)?;
/// let lines = Lines::new(geo);
/// let e5 = geo.parse_square("e5")?;
/// let e8 = geo.parse_square("e8")?;
/// let rook = lines.rook(e5, Bitboard::from_square(e8));
/// assert!(rook.contains(e8));
/// assert!(!rook.contains(geo.parse_square("e9")?));
/// assert_eq!(lines.rook(e5, Bitboard::EMPTY).count(), 18);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Lines {
    geometry: Geometry,
    /// Per square: rank, file, diagonal, anti-diagonal.
    masks: Vec<[u128; 4]>,
    kernel: Kernel,
}

/// How the attacks along the lines are computed on this board.
#[derive(Clone, Debug)]
enum Kernel {
    /// Magic lookups of the rook's and the bishop's attacks (boards of at most 64 squares),
    /// built once per process and board and shared by every variant on it.
    Magic(&'static [MagicAttacks; 2]),
    /// The blocker search on the 128-bit board (any board).
    BlockerSearch,
}

impl Kernel {
    /// Magic lookups on boards of at most 64 squares, the blocker search on larger ones (and
    /// on boards whose lines have more relevant squares than a magic index may hold).
    fn new(geometry: Geometry, masks: &[[u128; 4]]) -> Kernel {
        if geometry.num_squares() > 64 {
            return Kernel::BlockerSearch;
        }
        magic_lines(geometry, masks).map_or(Kernel::BlockerSearch, Kernel::Magic)
    }
}

/// The magic lookups of the rook's and the bishop's lines on `geometry` (at most 64 squares),
/// built once per process and board and shared by every variant on it: from the recorded
/// multipliers on the boards where the search takes longest among those games are played on
/// (8×8, 7×9, 7×7 and 6×8), by a search elsewhere.
/// The slots are filled by the blocker search along `masks` (each square's four lines).
fn magic_lines(geometry: Geometry, masks: &[[u128; 4]]) -> Option<&'static [MagicAttacks; 2]> {
    type Built = HashMap<Geometry, Option<&'static [MagicAttacks; 2]>>;
    static BUILT: LazyLock<Mutex<Built>> = LazyLock::new(Mutex::default);
    let build = || {
        let magic = |pair: usize, known: &[(u64, u32)]| {
            let attacks = |from: Square, occupied: u64| {
                let m = &masks[from.index()];
                let bit = 1u128 << from.index();
                let occupied = u128::from(occupied);
                let reach =
                    along(m[2 * pair], bit, occupied) | along(m[2 * pair + 1], bit, occupied);
                // Boards of at most 64 squares: every square in the low half.
                #[allow(clippy::cast_possible_truncation)]
                Ok(reach as u64)
            };
            MagicAttacks::from_attacks(geometry, known, attacks).ok()
        };
        let (rook, bishop) = recorded_multipliers(geometry);
        let pair = [magic(0, rook)?, magic(1, bishop)?];
        // Kept for the life of the process: one pair per board size, of which there are few.
        Some(&*Box::leak(Box::new(pair)))
    };
    // A poisoned lock only means another thread panicked while building; the map holds
    // finished entries only.
    let mut built = BUILT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    *built.entry(geometry).or_insert_with(build)
}

/// The squares of `mask` (a line through the slider's `bit`) that the slider reaches: up to
/// and including the nearest blocker on each side.
#[inline]
fn along(mask: u128, bit: u128, occupied: u128) -> u128 {
    let o = occupied & mask;
    let below = bit - 1;
    let above = !(below | bit);
    // Above: everything up to the lowest blocker (x ^ (x - 1) keeps the bits up to the lowest
    // set one; all of them when there is none).
    let x = o & above;
    let up = (x ^ x.wrapping_sub(1)) & above;
    // Below: everything down to the highest blocker.
    let y = o & below;
    let down = if y == 0 {
        below
    } else {
        below & !((1u128 << (127 - y.leading_zeros())) - 1)
    };
    (up | down) & mask
}

/// One multiplier and index width per square, in square order.
type Multipliers = &'static [(u64, u32)];

/// The recorded multipliers of the rook's and the bishop's lines on `geometry`, where the
/// search takes long enough to be worth skipping (see [`crate::magic_multipliers`]); none
/// elsewhere.
fn recorded_multipliers(geometry: Geometry) -> (Multipliers, Multipliers) {
    match (geometry.files(), geometry.ranks()) {
        (8, 8) => (&ROOK_8X8, &BISHOP_8X8),
        (7, 9) => (&ROOK_7X9, &BISHOP_7X9),
        (7, 7) => (&ROOK_7X7, &BISHOP_7X7),
        (6, 8) => (&ROOK_6X8, &BISHOP_6X8),
        _ => (&[], &[]),
    }
}

impl Lines {
    /// The lines of `geometry`.
    #[must_use]
    pub fn new(geometry: Geometry) -> Lines {
        let line = |s: Square, dx: i8, dy: i8| -> u128 {
            let mut mask = 0u128;
            for sign in [1i8, -1] {
                let mut at = s;
                while let Some(next) = geometry.offset(at, dx * sign, dy * sign) {
                    mask |= 1u128 << next.index();
                    at = next;
                }
            }
            mask
        };
        let masks: Vec<[u128; 4]> = geometry
            .squares()
            .map(|s| [line(s, 1, 0), line(s, 0, 1), line(s, 1, 1), line(s, 1, -1)])
            .collect();
        let kernel = Kernel::new(geometry, &masks);
        Lines {
            geometry,
            masks,
            kernel,
        }
    }

    /// The board these lines were made for.
    #[must_use]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The squares the slider on `from` reaches along the two lines `pair` (0: rank and file,
    /// 1: the diagonals) of its square.
    ///
    /// The magic lookup is a few instructions, kept inline; the blocker search is called (on
    /// these machines chess and crazyhouse perft 4 % faster, 10×8 and 12×8 boards 1 to 4 %
    /// slower, paired whole-process timings).
    #[inline(always)]
    fn along_pair(&self, pair: usize, from: Square, occupied: Bitboard) -> Bitboard {
        if let Kernel::Magic(magic) = &self.kernel {
            return magic[pair].attacks(from, occupied);
        }
        self.search_pair(pair, from, occupied)
    }

    /// [`Self::along_pair`] by the blocker search.
    #[inline(never)]
    fn search_pair(&self, pair: usize, from: Square, occupied: Bitboard) -> Bitboard {
        let m = &self.masks[from.index()];
        let (a, b) = (m[2 * pair], m[2 * pair + 1]);
        let bit = 1u128 << from.index();
        Bitboard(along(a, bit, occupied.0) | along(b, bit, occupied.0))
    }

    /// The squares a rook on `from` attacks with `occupied` (the first blocker of each line
    /// included).
    ///
    /// # Panics
    /// If `from` is not a square of this board.
    #[inline]
    #[must_use]
    pub fn rook(&self, from: Square, occupied: Bitboard) -> Bitboard {
        self.along_pair(0, from, occupied)
    }

    /// The squares a bishop on `from` attacks with `occupied`.
    ///
    /// # Panics
    /// If `from` is not a square of this board.
    #[inline]
    #[must_use]
    pub fn bishop(&self, from: Square, occupied: Bitboard) -> Bitboard {
        self.along_pair(1, from, occupied)
    }

    /// The squares a queen on `from` attacks with `occupied`.
    ///
    /// # Panics
    /// If `from` is not a square of this board.
    #[inline]
    #[must_use]
    pub fn queen(&self, from: Square, occupied: Bitboard) -> Bitboard {
        self.rook(from, occupied) | self.bishop(from, occupied)
    }

    /// The squares a cannon on `from` reaches by hopping along rook lines with `occupied`:
    /// past the first piece of each line (the screen), up to and including the next piece.
    /// Screens on `no_screens` are not jumped (janggi's cannons may not jump a cannon).
    ///
    /// Hopping is symmetric: a cannon on `a` reaches `b` exactly when one on `b` reaches `a`.
    ///
    /// # Panics
    /// If `from` is not a square of this board.
    #[inline]
    #[must_use]
    pub fn rook_hop(&self, from: Square, occupied: Bitboard, no_screens: Bitboard) -> Bitboard {
        let first = self.rook(from, occupied);
        let screens = (first & occupied) - no_screens;
        self.rook(from, occupied - screens) - first
    }

    /// The squares a cannon on `from` reaches by hopping along bishop lines (see
    /// [`Lines::rook_hop`]).
    ///
    /// # Panics
    /// If `from` is not a square of this board.
    #[inline]
    #[must_use]
    pub fn bishop_hop(&self, from: Square, occupied: Bitboard, no_screens: Bitboard) -> Bitboard {
        let first = self.bishop(from, occupied);
        let screens = (first & occupied) - no_screens;
        self.bishop(from, occupied - screens) - first
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::pseudo_random;
    use crate::{Color, Movement, PieceTable};

    #[test]
    fn a_cannon_does_not_jump_a_screen_it_may_not_use() {
        let geo = Geometry::new(9, 10).unwrap();
        let lines = Lines::new(geo);
        let sq = |name: &str| geo.parse_square(name).unwrap();
        let occupied: Bitboard = [sq("b3"), sq("b5"), sq("b8"), sq("e3"), sq("g3")]
            .into_iter()
            .collect();
        let hop = lines.rook_hop(sq("b3"), occupied, Bitboard::from_square(sq("b5")));
        let expected: Bitboard = [sq("f3"), sq("g3")].into_iter().collect();
        assert_eq!(hop, expected);
    }

    #[test]
    fn the_recorded_multipliers_of_each_board_are_accepted_as_they_are() {
        for (files, ranks) in [(8, 8), (7, 9), (7, 7), (6, 8)] {
            let geometry = Geometry::new(files, ranks).unwrap();
            let Kernel::Magic(magic) = Lines::new(geometry).kernel else {
                panic!("{files}x{ranks} has no magic lines");
            };
            let (rook, bishop) = recorded_multipliers(geometry);
            assert_eq!(magic[0].multipliers(), rook, "{files}x{ranks}");
            assert_eq!(magic[1].multipliers(), bishop, "{files}x{ranks}");
        }
    }

    #[test]
    fn a_board_of_at_most_64_squares_looks_its_lines_up_by_magic_and_a_larger_one_searches() {
        for (files, ranks) in [(3, 4), (5, 5), (8, 8), (7, 9), (8, 7)] {
            let lines = Lines::new(Geometry::new(files, ranks).unwrap());
            assert!(matches!(lines.kernel, Kernel::Magic(_)), "{files}x{ranks}");
        }
        // A rank of 16 squares has more relevant squares than a magic index may hold.
        for (files, ranks) in [(9, 8), (10, 10), (16, 8), (16, 4)] {
            let lines = Lines::new(Geometry::new(files, ranks).unwrap());
            assert!(
                matches!(lines.kernel, Kernel::BlockerSearch),
                "{files}x{ranks}"
            );
        }
    }

    #[test]
    fn lines_and_hops_agree_with_the_ray_tables_on_boards_of_every_shape() {
        let mut seed = 7;
        for (files, ranks) in [
            (8, 8),
            (10, 10),
            (16, 8),
            (11, 11),
            (12, 10),
            (5, 7),
            (9, 7),
            (4, 16),
            (16, 1),
            (1, 16),
            (3, 4),
            (5, 5),
            (6, 6),
            (7, 7),
            (8, 7),
            (7, 9),
            (16, 4),
        ] {
            let geo = Geometry::new(files, ranks).unwrap();
            let lines = Lines::new(geo);
            let rook = PieceTable::new(geo, &Movement::rook());
            let bishop = PieceTable::new(geo, &Movement::bishop());
            let rook_cannon = PieceTable::new(geo, &Movement::from_betza("pR").unwrap());
            let bishop_cannon = PieceTable::new(geo, &Movement::from_betza("pB").unwrap());
            for _ in 0..200 {
                let occupied = Bitboard(pseudo_random(&mut seed)) & geo.all();
                for s in geo.squares() {
                    assert_eq!(
                        lines.rook(s, occupied),
                        rook.attacks(s, Color::White, occupied),
                        "rook {files}x{ranks} on {}",
                        s.index()
                    );
                    assert_eq!(
                        lines.bishop(s, occupied),
                        bishop.attacks(s, Color::White, occupied),
                        "bishop {files}x{ranks} on {}",
                        s.index()
                    );
                    assert_eq!(
                        lines.rook_hop(s, occupied, Bitboard::EMPTY),
                        rook_cannon.attacks(s, Color::White, occupied),
                        "rook cannon {files}x{ranks} on {}",
                        s.index()
                    );
                    assert_eq!(
                        lines.bishop_hop(s, occupied, Bitboard::EMPTY),
                        bishop_cannon.attacks(s, Color::White, occupied),
                        "bishop cannon {files}x{ranks} on {}",
                        s.index()
                    );
                }
            }
        }
    }
}
