//! Whole straight lines along any step, by bit tricks: a nightrider's knight lines, a
//! grasshopper's landings.
//!
//! Squares are numbered densely (`rank * files + file`), so the squares a step `(dx, dy)`
//! visits from one square have indices `dy * files + dx` apart: along a ray they increase or
//! decrease, whatever the step. The nearest piece on a ray is then its lowest or highest
//! occupied square, and the square just beyond it one shift away, with no walk square by
//! square.

use crate::{Bitboard, Geometry, Square};

/// The squares from an origin, step by step to the board's edge (the origin left out), in
/// the order of increasing or decreasing index.
///
/// # Example
/// ```
/// use skazka_core::{Bitboard, Geometry, StraightRay};
/// let geo = Geometry::CHESS;
/// let ray = StraightRay::new(geo, geo.sq(0, 0), 1, 2).unwrap();
/// let blocker = Bitboard::from_square(geo.sq(2, 4));
/// assert_eq!(ray.reach(blocker).count(), 2);
/// assert_eq!(ray.landing(blocker), Bitboard::from_square(geo.sq(3, 6)));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StraightRay {
    mask: u128,
    increasing: bool,
    /// How far apart in index its squares are.
    shift: u8,
}

impl StraightRay {
    /// The ray from `from` along `(dx, dy)`; `None` where the first step leaves the board.
    #[must_use]
    pub fn new(geometry: Geometry, from: Square, dx: i8, dy: i8) -> Option<StraightRay> {
        let first = geometry.offset(from, dx, dy)?;
        let mut mask = Bitboard::from_square(first);
        let mut at = first;
        while let Some(next) = geometry.offset(at, dx, dy) {
            mask.insert(next);
            at = next;
        }
        Some(StraightRay {
            mask: mask.0,
            increasing: first.index() > from.index(),
            shift: first.index().abs_diff(from.index()) as u8,
        })
    }

    /// The squares of the ray.
    #[inline]
    #[must_use]
    pub fn squares(self) -> Bitboard {
        Bitboard(self.mask)
    }

    /// The square of `squares` nearest the origin on the ray, as a board of one square (empty
    /// where the ray holds none of them).
    #[inline]
    #[must_use]
    pub fn nearest(self, squares: Bitboard) -> Bitboard {
        let on = self.mask & squares.0;
        Bitboard(if self.increasing {
            lowest(on)
        } else {
            highest(on)
        })
    }

    /// The squares a rider reaches along the ray with `occupied`: up to and including the
    /// nearest occupied square.
    #[inline]
    #[must_use]
    pub fn reach(self, occupied: Bitboard) -> Bitboard {
        let hit = self.nearest(occupied).0;
        Bitboard(if self.increasing {
            // Below the bit above the hit; all of the ray where nothing is hit (0 - 1).
            self.mask & (hit << 1).wrapping_sub(1)
        } else {
            // From the hit up; all of the ray where nothing is hit (from bit 0 up).
            let floor = hit | u128::from(hit == 0);
            self.mask & !(floor - 1)
        })
    }

    /// The square just beyond the nearest occupied one, where a grasshopper lands (empty
    /// where no piece stands on the ray or the hurdle is its last square).
    #[inline]
    #[must_use]
    pub fn landing(self, occupied: Bitboard) -> Bitboard {
        // The landing's index from the hurdle's, in one shift of a single bit: past the
        // board's 128 squares where there is no hurdle.
        let hits = self.mask & occupied.0;
        let shift = u32::from(self.shift);
        let at = if self.increasing {
            hits.trailing_zeros() + shift
        } else {
            127u32
                .wrapping_sub(hits.leading_zeros())
                .wrapping_sub(shift)
        };
        Bitboard(bit(at) & self.mask)
    }

    /// The nearest piece beyond the first square of the ray, where that square is occupied
    /// (empty otherwise): the grasshopper that lands on the origin, for a ray walked back
    /// from it.
    #[inline]
    #[must_use]
    pub fn hopper_behind(self, occupied: Bitboard) -> Bitboard {
        let next = self.nearest(Bitboard(self.mask)).0;
        if occupied.0 & next == 0 {
            return Bitboard::EMPTY;
        }
        self.nearest(Bitboard(occupied.0 & !next))
    }

    /// The squares strictly between the origin and `square` (a board of one square on the
    /// ray).
    #[inline]
    #[must_use]
    pub fn before(self, square: Bitboard) -> Bitboard {
        let below = square.0.wrapping_sub(1);
        Bitboard(if self.increasing {
            self.mask & below
        } else {
            self.mask & !(below | square.0)
        })
    }
}

/// The lowest set bit of `bits` alone (0 for none).
#[inline]
fn lowest(bits: u128) -> u128 {
    bits & bits.wrapping_neg()
}

/// The highest set bit of `bits` alone (0 for none).
#[inline]
fn highest(bits: u128) -> u128 {
    bit(127u32.wrapping_sub(bits.leading_zeros()))
}

/// The bit of index `at`, none past the 128th.
#[inline]
fn bit(at: u32) -> u128 {
    1u128.checked_shl(at).unwrap_or(0)
}

/// For every square of a board, the [`StraightRay`]s of one set of steps: the whole lines of
/// a rider of any atom (a nightrider's knight lines), each found in a few instructions.
///
/// # Example
/// ```
/// use skazka_core::{Bitboard, Geometry, RiderRays};
/// let geo = Geometry::CHESS;
/// let knight_lines = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
/// let nightrider = RiderRays::new(geo, &knight_lines);
/// assert_eq!(nightrider.reach(geo.sq(0, 0), Bitboard::EMPTY).count(), 6);
/// ```
#[derive(Clone, Debug)]
pub struct RiderRays {
    steps: usize,
    /// `steps` rays per square, an empty ray where the first step leaves the board.
    rays: Vec<StraightRay>,
}

impl RiderRays {
    /// The rays of `steps` from every square of `geometry`.
    #[must_use]
    pub fn new(geometry: Geometry, steps: &[(i8, i8)]) -> RiderRays {
        let rays = geometry
            .squares()
            .flat_map(|from| {
                steps.iter().map(move |&(dx, dy)| {
                    StraightRay::new(geometry, from, dx, dy).unwrap_or_default()
                })
            })
            .collect();
        RiderRays {
            steps: steps.len(),
            rays,
        }
    }

    /// The rays from `from`, one per step.
    #[inline]
    #[must_use]
    pub fn from(&self, from: Square) -> &[StraightRay] {
        &self.rays[from.index() * self.steps..][..self.steps]
    }

    /// The squares a rider on `from` reaches with `occupied`.
    #[inline]
    #[must_use]
    pub fn reach(&self, from: Square, occupied: Bitboard) -> Bitboard {
        self.from(from)
            .iter()
            .fold(Bitboard::EMPTY, |reach, ray| reach | ray.reach(occupied))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::pseudo_random;
    use crate::{Color, Movement, PieceTable};

    const BOARDS: [(u8, u8); 7] = [
        (8, 8),
        (10, 10),
        (16, 8),
        (12, 10),
        (5, 7),
        (4, 16),
        (1, 16),
    ];

    /// The squares from `from` along `(dx, dy)` to the edge, walked one step at a time.
    fn walk(geo: Geometry, from: Square, dx: i8, dy: i8) -> Vec<Square> {
        let mut squares = Vec::new();
        let mut at = from;
        while let Some(next) = geo.offset(at, dx, dy) {
            squares.push(next);
            at = next;
        }
        squares
    }

    #[test]
    fn a_whole_line_rider_reaches_what_its_ray_table_reaches_on_boards_of_every_shape() {
        let mut seed = 3;
        for (files, ranks) in BOARDS {
            let geo = Geometry::new(files, ranks).unwrap();
            for betza in ["NN", "CC", "ZZ", "WW", "FF", "AA"] {
                let movement = Movement::from_betza(betza).unwrap();
                let table = PieceTable::new(geo, &movement);
                let steps = movement.components()[0].steps_for(Color::White);
                let rays = RiderRays::new(geo, &steps);
                for _ in 0..50 {
                    let occupied = Bitboard(pseudo_random(&mut seed)) & geo.all();
                    for s in geo.squares() {
                        assert_eq!(
                            rays.reach(s, occupied),
                            table.attacks(s, Color::White, occupied),
                            "{betza} {files}x{ranks} on {}",
                            s.index()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_grasshopper_lands_just_beyond_the_nearest_piece_and_is_found_from_its_landing() {
        let mut seed = 5;
        for (files, ranks) in BOARDS {
            let geo = Geometry::new(files, ranks).unwrap();
            for _ in 0..50 {
                let occupied = Bitboard(pseudo_random(&mut seed)) & geo.all();
                for s in geo.squares() {
                    for (dx, dy) in [(1, 0), (-1, -1), (0, 1), (1, -1), (2, 1), (-1, 3)] {
                        let line = walk(geo, s, dx, dy);
                        let Some(ray) = StraightRay::new(geo, s, dx, dy) else {
                            assert!(line.is_empty());
                            continue;
                        };
                        let hurdle = line.iter().position(|&q| occupied.contains(q));
                        let landing = hurdle.and_then(|h| line.get(h + 1));
                        let expected: Bitboard = landing.into_iter().copied().collect();
                        assert_eq!(ray.landing(occupied), expected, "{dx},{dy} {}", s.index());
                        let behind = match line.first() {
                            Some(&next) if occupied.contains(next) => line[1..]
                                .iter()
                                .find(|&&q| occupied.contains(q))
                                .map_or(Bitboard::EMPTY, |&q| Bitboard::from_square(q)),
                            _ => Bitboard::EMPTY,
                        };
                        assert_eq!(ray.hopper_behind(occupied), behind);
                        let reach = match hurdle {
                            Some(h) => &line[..=h],
                            None => &line[..],
                        };
                        assert_eq!(ray.reach(occupied), reach.iter().copied().collect());
                        if let Some(h) = hurdle {
                            let hit = Bitboard::from_square(line[h]);
                            assert_eq!(ray.nearest(occupied), hit);
                            assert_eq!(ray.before(hit), line[..h].iter().copied().collect());
                        }
                    }
                }
            }
        }
    }
}
