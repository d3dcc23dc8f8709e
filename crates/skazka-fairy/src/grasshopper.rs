//! Grasshoppers: a piece that hops over the nearest piece of a line and lands just beyond it.
//!
//! One grasshopper's landings come from its lines' nearest pieces by bit tricks
//! ([`skazka_core::StraightRay::landing`]). Where only their number matters (perft's last
//! ply), the grasshoppers of a side that need no legality test land all at once, one
//! direction at a time: a fill along the empty squares, one shift onto the hurdles and one
//! beyond. Two grasshoppers never land on one square in the same direction (the one behind
//! lands before the other's hurdle), so each landing is one move.

use skazka_core::{Bitboard, Color, Geometry, Kind, Modality, Movement, RiderRays, Square, Steps};

/// A movement made only of grasshoppers' lines, moving and capturing alike in every
/// direction of their atoms, from the first move on (`gQ`).
#[derive(Clone, Debug)]
pub(crate) struct FastGrasshopper {
    rays: RiderRays,
    /// Its steps as shifts of the set of squares: every grasshopper of a set at once.
    steps: Vec<LineStep>,
    /// How many times a fill doubles its reach to cross the board's longest line.
    doublings: u32,
}

/// One step of a line, as a shift of the square indices.
#[derive(Clone, Copy, Debug)]
struct LineStep {
    delta: i32,
    /// The squares a step may end on (coming from a square of the board, not wrapping
    /// round an edge).
    onto: u128,
}

impl LineStep {
    /// The squares `squares` shifted by `times` steps, unmasked.
    #[inline(always)]
    fn shifted(self, squares: u128, times: i32) -> u128 {
        // A shift past the board's 128 bits leaves nothing.
        let d = self.delta * times;
        if d >= 0 {
            squares.checked_shl(d.unsigned_abs()).unwrap_or(0)
        } else {
            squares.checked_shr(d.unsigned_abs()).unwrap_or(0)
        }
    }

    /// Where the grasshoppers on `pieces` land along this step with `occupied`.
    #[inline(always)]
    fn landings(self, pieces: u128, occupied: u128, doublings: u32) -> u128 {
        // The occluded fill: each piece's line up to the square before its hurdle.
        let (mut reach, mut pass) = (pieces, !occupied & self.onto);
        let mut times = 1;
        for _ in 0..doublings {
            reach |= pass & self.shifted(reach, times);
            pass &= self.shifted(pass, times);
            times *= 2;
        }
        let hurdles = self.shifted(reach, 1) & self.onto & occupied;
        self.shifted(hurdles, 1) & self.onto
    }
}

impl FastGrasshopper {
    /// The fast form of `movement` on `geometry`, if it is made only of whole grasshoppers'
    /// lines.
    pub fn of(geometry: Geometry, movement: &Movement) -> Option<FastGrasshopper> {
        let mut steps = Vec::new();
        for c in movement.components() {
            let whole = c.modality == Modality::Both && !c.initial_only;
            if c.kind != Kind::Grasshop || !whole || c.steps != Steps::all_of(c.atom) {
                return None;
            }
            steps.extend(c.steps_for(Color::White));
        }
        if steps.is_empty() {
            return None;
        }
        // A step given twice (`gQgR`) lands once.
        steps.sort_unstable();
        steps.dedup();
        let files = i32::from(geometry.files());
        let line_steps = steps
            .iter()
            .map(|&(dx, dy)| LineStep {
                delta: i32::from(dy) * files + i32::from(dx),
                onto: geometry
                    .squares()
                    .filter(|&s| geometry.offset(s, -dx, -dy).is_some())
                    .fold(Bitboard::EMPTY, Bitboard::with)
                    .0,
            })
            .collect();
        let longest = u32::from(geometry.files().max(geometry.ranks()));
        Some(FastGrasshopper {
            rays: RiderRays::new(geometry, &steps),
            steps: line_steps,
            doublings: longest.next_power_of_two().trailing_zeros(),
        })
    }

    /// Where a grasshopper on `from` lands with `occupied`.
    #[inline(always)]
    pub fn landings(&self, from: Square, occupied: Bitboard) -> Bitboard {
        let rays = self.rays.from(from).iter();
        rays.fold(Bitboard::EMPTY, |a, ray| a | ray.landing(occupied))
    }

    /// The pieces that would land on `square` as grasshoppers with `occupied`: the lines
    /// being symmetric, each is the first piece beyond a hurdle next to the square.
    #[inline(always)]
    pub fn landing_on(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let rays = self.rays.from(square).iter();
        rays.fold(Bitboard::EMPTY, |a, ray| a | ray.hopper_behind(occupied))
    }

    /// The number of moves of the grasshoppers on `pieces` with `occupied` onto `allowed`
    /// (which leaves out their own side's pieces), and the squares they land on.
    #[inline]
    pub fn count_in_bulk(
        &self,
        pieces: Bitboard,
        occupied: Bitboard,
        allowed: Bitboard,
    ) -> (usize, Bitboard) {
        let (mut count, mut landed) = (0, Bitboard::EMPTY);
        for step in &self.steps {
            let landings = Bitboard(step.landings(pieces.0, occupied.0, self.doublings));
            count += (landings & allowed).count() as usize;
            landed |= landings;
        }
        (count, landed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lame::sparse_random;

    /// On random boards of several shapes, a grasshopper lands where its table says, and
    /// is found from its landing as the table finds it.
    #[test]
    fn a_grasshopper_lands_where_its_table_says_and_is_found_from_its_landing() {
        use skazka_core::PieceTable;
        let mut seed = 4;
        for (files, ranks) in [(8, 8), (10, 10), (16, 8), (5, 7)] {
            let geo = Geometry::new(files, ranks).unwrap();
            for betza in ["gQ", "gNN"] {
                let movement = Movement::from_betza(betza).unwrap();
                let fast = FastGrasshopper::of(geo, &movement).unwrap();
                let table = PieceTable::new(geo, &movement);
                for _ in 0..50 {
                    let occupied = Bitboard(sparse_random(&mut seed)) & geo.all();
                    for s in geo.squares() {
                        let t = table.targets(s, Color::White, occupied, false);
                        assert_eq!(fast.landings(s, occupied), t.attacks);
                        let found = table.attackers_of(s, Color::White, occupied, occupied);
                        assert_eq!(fast.landing_on(s, occupied) & occupied, found);
                    }
                }
            }
        }
    }

    /// On random boards of several shapes, grasshoppers counted all at once make as many
    /// moves, onto the same squares, as counted one by one.
    #[test]
    fn grasshoppers_landing_all_at_once_make_the_moves_each_makes_alone() {
        let mut seed = 9;
        for (files, ranks) in [
            (8, 8),
            (10, 10),
            (16, 8),
            (12, 10),
            (5, 7),
            (4, 16),
            (1, 16),
        ] {
            let geo = Geometry::new(files, ranks).unwrap();
            for betza in ["gQ", "gR", "gNN", "gQgNN", "gQgR"] {
                let movement = Movement::from_betza(betza).unwrap();
                let fast = FastGrasshopper::of(geo, &movement).unwrap();
                for _ in 0..200 {
                    let occupied = Bitboard(sparse_random(&mut seed)) & geo.all();
                    let pieces = Bitboard(sparse_random(&mut seed)) & occupied;
                    let allowed = Bitboard(sparse_random(&mut seed) | sparse_random(&mut seed));
                    let (mut count, mut landed) = (0, Bitboard::EMPTY);
                    for from in pieces {
                        let landings = fast.landings(from, occupied);
                        count += (landings & allowed).count() as usize;
                        landed |= landings;
                    }
                    let bulk = fast.count_in_bulk(pieces, occupied, allowed);
                    assert_eq!(bulk, (count, landed), "{betza} {files}x{ranks}");
                }
            }
        }
    }
}
