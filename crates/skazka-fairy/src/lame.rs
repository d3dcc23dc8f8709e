//! Lame leapers from small per-square lists: pieces such as the xiangqi horse (`nN`) and
//! elephant (`nA`) whose leaps are blocked by a piece on their path. The generic tables test
//! each leap's path on its own, forwards, and look for attackers through a second table; here
//! the leaps that share a path are grouped (a horse's two leaps past one orthogonal neighbour),
//! forwards from the piece's square and backwards from the attacked square.

use skazka_core::{Bitboard, Color, Geometry, Kind, Modality, Movement, PieceTable, Square, Steps};

/// Per square, groups of squares reached (or attacked from) past one path.
#[derive(Clone, Debug)]
struct Groups {
    /// `(path, squares)`: the squares count when no square of the path is occupied.
    entries: Vec<(Bitboard, Bitboard)>,
    /// Square `s`'s groups are `entries[start[s]..start[s + 1]]`.
    start: Vec<u32>,
}

impl Groups {
    fn new(geometry: Geometry, per_square: impl Fn(Square) -> Vec<(Bitboard, Bitboard)>) -> Groups {
        let mut entries = Vec::new();
        let mut start = vec![0];
        for s in geometry.squares() {
            entries.extend(per_square(s));
            start.push(entries.len() as u32);
        }
        Groups { entries, start }
    }

    #[inline(always)]
    fn reach(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let i = square.index();
        let (a, b) = (self.start[i] as usize, self.start[i + 1] as usize);
        let mut reached = Bitboard::EMPTY;
        for &(path, squares) in &self.entries[a..b] {
            if !path.intersects(occupied) {
                reached |= squares;
            }
        }
        reached
    }
}

/// A piece made only of lame leaps and leaps, each in every direction, moving and capturing
/// alike: its leaps reach the same squares for both colours, and it attacks a square exactly
/// when a lame leap from that square, taken backwards, reaches it.
#[derive(Clone, Debug)]
pub(crate) struct FastLame {
    forward: Groups,
    backward: Groups,
}

impl FastLame {
    /// The fast form of `movement` (whose table is `table`) on `geometry`, if it is such a
    /// piece with at least one lame leap.
    pub fn of(geometry: Geometry, movement: &Movement, table: &PieceTable) -> Option<FastLame> {
        let mut lame = false;
        for c in movement.components() {
            let plain =
                c.modality == Modality::Both && !c.initial_only && c.steps == Steps::all_of(c.atom);
            match c.kind {
                Kind::Lame if plain => lame = true,
                Kind::Leap if plain => {}
                _ => return None,
            }
        }
        if !lame {
            return None;
        }
        let paths = Paths::new(geometry, table);
        let fast = FastLame {
            forward: Groups::new(geometry, |s| group(paths.from(s))),
            backward: Groups::new(geometry, |s| group(paths.to(s))),
        };
        fast.agrees_with(geometry, table).then_some(fast)
    }

    /// Whether the paths found square by square block as the table does: they would not
    /// where two lame leaps by different paths reach one square (neither path's squares
    /// alone would block it), so such a piece keeps its table.
    fn agrees_with(&self, geometry: Geometry, table: &PieceTable) -> bool {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        (0..64).all(|_| {
            let occupied = Bitboard(sparse_random(&mut seed)) & geometry.all();
            geometry
                .squares()
                .all(|s| self.attacks(s, occupied) == table.attacks(s, Color::White, occupied))
        })
    }

    /// The squares it moves to or captures on from `from` with `occupied`.
    #[inline(always)]
    pub fn attacks(&self, from: Square, occupied: Bitboard) -> Bitboard {
        self.forward.reach(from, occupied)
    }

    /// Of `candidates`, those that attack `square` with `occupied`.
    #[inline(always)]
    pub fn attackers(&self, square: Square, occupied: Bitboard, candidates: Bitboard) -> Bitboard {
        self.backward.reach(square, occupied) & candidates
    }
}

/// A pseudo-random board with about a quarter of its squares occupied.
pub(crate) fn sparse_random(seed: &mut u64) -> u128 {
    let mut next = || {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        u128::from(*seed >> 11) << 64 | u128::from(*seed >> 7)
    };
    next() & next()
}

/// Every leap of a piece as `(from, to, path)`, found from its table: the path of a leap is the
/// set of single squares whose occupation alone blocks it (empty for a plain leap).
struct Paths {
    leaps: Vec<(Square, Square, Bitboard)>,
}

impl Paths {
    fn new(geometry: Geometry, table: &PieceTable) -> Paths {
        let mut leaps = Vec::new();
        for from in geometry.squares() {
            let free = table.attacks(from, Color::White, Bitboard::EMPTY);
            for to in free {
                let path = geometry
                    .squares()
                    .filter(|&p| p != from && p != to)
                    .filter(|&p| {
                        !table
                            .attacks(from, Color::White, Bitboard::from_square(p))
                            .contains(to)
                    })
                    .collect();
                leaps.push((from, to, path));
            }
        }
        Paths { leaps }
    }

    fn from(&self, s: Square) -> impl Iterator<Item = (Bitboard, Square)> + '_ {
        self.leaps
            .iter()
            .filter(move |l| l.0 == s)
            .map(|l| (l.2, l.1))
    }

    fn to(&self, s: Square) -> impl Iterator<Item = (Bitboard, Square)> + '_ {
        self.leaps
            .iter()
            .filter(move |l| l.1 == s)
            .map(|l| (l.2, l.0))
    }
}

/// The leaps `(path, square)` grouped by path.
fn group(leaps: impl Iterator<Item = (Bitboard, Square)>) -> Vec<(Bitboard, Bitboard)> {
    let mut groups: Vec<(Bitboard, Bitboard)> = Vec::new();
    for (path, square) in leaps {
        match groups.iter_mut().find(|g| g.0 == path) {
            Some(g) => g.1.insert(square),
            None => groups.push((path, Bitboard::from_square(square))),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lame_leapers_reach_and_are_attacked_as_their_tables_say() {
        let geo = Geometry::new(9, 10).unwrap();
        let mut seed = 3;
        for betza in ["nN", "nA", "nNW", "nD"] {
            let movement = Movement::from_betza(betza).unwrap();
            let table = PieceTable::new(geo, &movement);
            let fast = FastLame::of(geo, &movement, &table).unwrap();
            for _ in 0..50 {
                let occupied = Bitboard(sparse_random(&mut seed)) & geo.all();
                for s in geo.squares() {
                    let expected = table.attacks(s, Color::White, occupied);
                    assert_eq!(
                        fast.attacks(s, occupied),
                        expected,
                        "{betza} from {}",
                        s.index()
                    );
                    let attackers = table.attackers_of(s, Color::Black, occupied, geo.all());
                    assert_eq!(
                        fast.attackers(s, occupied, geo.all()),
                        attackers,
                        "{betza} to {}",
                        s.index()
                    );
                }
            }
        }
    }

    #[test]
    fn only_pieces_of_lame_and_plain_leaps_in_every_direction_have_the_fast_form() {
        let geo = Geometry::new(9, 10).unwrap();
        let of = |betza: &str| {
            let movement = Movement::from_betza(betza).unwrap();
            FastLame::of(geo, &movement, &PieceTable::new(geo, &movement)).is_some()
        };
        assert!(of("nN"));
        assert!(of("nAW"));
        assert!(!of("N"), "no lame leap");
        assert!(!of("nNR"), "a rider");
        assert!(!of("fnN"), "not every direction");
        assert!(!of("mnN"), "moves only");
    }
}
