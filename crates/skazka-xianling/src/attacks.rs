//! Attack tables for the 10×10 board, built once, and the per-kind target functions.
//!
//! Rays are stored per square and direction; a slider's reach is its ray cut behind the nearest
//! blocker (found by a bit scan), a hopper's capture is the nearest blocker beyond the screen.
//! Bent riders (Eagle, Rhino) are one step plus two outward slides.

use std::sync::LazyLock;

use skazka_core::{Bitboard, Color, Geometry, Square};

use crate::PieceKind;

pub(crate) const GEO: Geometry = Geometry::TEN_BY_TEN;
pub(crate) const SQUARES: usize = 100;

/// Directions: the first four increase the square index, `d ^ 4` is the opposite of `d`.
pub(crate) const DIRS: [(i8, i8); 8] = [
    (0, 1),   // N
    (1, 0),   // E
    (1, 1),   // NE
    (-1, 1),  // NW
    (0, -1),  // S
    (-1, 0),  // W
    (-1, -1), // SW
    (1, -1),  // SE
];
pub(crate) const ORTH: [usize; 4] = [0, 1, 4, 5];
pub(crate) const DIAG: [usize; 4] = [2, 3, 6, 7];

/// For each direction: the two outward second-leg directions of a bent rider whose first step
/// is this direction (Eagle for diagonals, Rhino for orthogonals).
pub(crate) const OUTWARD: [[usize; 2]; 8] = [
    [2, 3], // N -> NE, NW
    [2, 7], // E -> NE, SE
    [0, 1], // NE -> N, E
    [0, 5], // NW -> N, W
    [6, 7], // S -> SW, SE
    [3, 6], // W -> NW, SW
    [4, 5], // SW -> S, W
    [4, 1], // SE -> S, E
];

/// Leap atoms with tables.
pub(crate) const W: usize = 0;
pub(crate) const F: usize = 1;
pub(crate) const D: usize = 2;
pub(crate) const N: usize = 3;
pub(crate) const A: usize = 4;
pub(crate) const C: usize = 5;
pub(crate) const Z: usize = 6;
const ATOMS: [(i8, i8); 7] = [(0, 1), (1, 1), (0, 2), (1, 2), (2, 2), (1, 3), (2, 3)];

/// Attack groups: a piece belongs to every group whose attack pattern it has.
pub(crate) const G_ORTH: usize = 7;
pub(crate) const G_DIAG: usize = 8;
pub(crate) const G_CANNON: usize = 9;
pub(crate) const G_ARCHER: usize = 10;
pub(crate) const G_EAGLE: usize = 11;
pub(crate) const G_RHINO: usize = 12;
pub(crate) const G_PAWN: usize = 13;
pub(crate) const GROUPS: usize = 14;

/// The attack groups of each kind, as a bit mask over group indices.
pub(crate) const fn groups_of(kind: PieceKind) -> u16 {
    const fn b(g: usize) -> u16 {
        1 << g
    }
    match kind {
        PieceKind::Pawn => b(G_PAWN),
        PieceKind::Wazir => b(W),
        PieceKind::Ferz => b(F),
        PieceKind::Guard | PieceKind::King => b(W) | b(F),
        PieceKind::Knight => b(N),
        PieceKind::Ship => b(W) | b(D),
        PieceKind::Elephant => b(F) | b(A),
        PieceKind::Camel => b(C),
        PieceKind::Zebra => b(Z),
        PieceKind::Kirin => b(F) | b(D),
        PieceKind::Phoenix => b(W) | b(A),
        PieceKind::Rook => b(G_ORTH),
        PieceKind::Bishop => b(G_DIAG),
        PieceKind::Cannon => b(G_CANNON),
        PieceKind::Archer => b(G_ARCHER),
        PieceKind::Queen => b(G_ORTH) | b(G_DIAG),
        PieceKind::Amazon => b(G_ORTH) | b(G_DIAG) | b(N),
        PieceKind::Marshal => b(G_ORTH) | b(N),
        PieceKind::Princess => b(G_DIAG) | b(N),
        PieceKind::Eagle => b(G_EAGLE),
        PieceKind::Rhino => b(G_RHINO),
        PieceKind::Lion => b(W) | b(F) | b(N) | b(A) | b(D),
        PieceKind::Buffalo => b(N) | b(C) | b(Z),
        PieceKind::Kangaroo => b(G_CANNON) | b(G_ARCHER),
        PieceKind::Dragon => b(G_ORTH) | b(F),
        PieceKind::Griffin => b(G_DIAG) | b(W),
    }
}

/// No square (in [`Tables::step`]).
pub(crate) const NONE: u8 = u8::MAX;

pub(crate) struct Tables {
    pub ray: [[Bitboard; SQUARES]; 8],
    pub leap: [[Bitboard; SQUARES]; 7],
    /// Squares a pawn of the colour on the square attacks.
    pub pawn_attacks: [[Bitboard; SQUARES]; 2],
    /// The square in front of a pawn of the colour, or [`NONE`].
    pub pawn_push: [[u8; SQUARES]; 2],
    /// One step in each direction, or [`NONE`].
    pub step: [[u8; SQUARES]; 8],
    /// Union of the eight rays.
    pub lines: [Bitboard; SQUARES],
    /// The direction from a square to another on one of its lines (0 when on none).
    pub direction: [[u8; SQUARES]; SQUARES],
    /// Squares a leaper of each kind reaches (empty for non-leapers and pawns).
    pub kind_leaps: [[Bitboard; SQUARES]; PieceKind::COUNT],
    /// The squares of each rank counted from each colour's side (0 = its first rank).
    pub relative_ranks: [[Bitboard; 10]; 2],
}

pub(crate) static TABLES: LazyLock<Box<Tables>> = LazyLock::new(build);

fn build() -> Box<Tables> {
    let mut t = Box::new(Tables {
        ray: [[Bitboard::EMPTY; SQUARES]; 8],
        leap: [[Bitboard::EMPTY; SQUARES]; 7],
        pawn_attacks: [[Bitboard::EMPTY; SQUARES]; 2],
        pawn_push: [[NONE; SQUARES]; 2],
        step: [[NONE; SQUARES]; 8],
        lines: [Bitboard::EMPTY; SQUARES],
        direction: [[0; SQUARES]; SQUARES],
        kind_leaps: [[Bitboard::EMPTY; SQUARES]; PieceKind::COUNT],
        relative_ranks: [[Bitboard::EMPTY; 10]; 2],
    });
    for color in Color::ALL {
        for r in 0..10u8 {
            let y = if color.is_white() { r } else { 9 - r };
            t.relative_ranks[color.index()][r as usize] = GEO.rank_mask(y);
        }
    }
    for sq in GEO.squares() {
        let i = sq.index();
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            let mut s = sq;
            if let Some(n) = GEO.offset(sq, dx, dy) {
                t.step[d][i] = n.index() as u8;
            }
            while let Some(n) = GEO.offset(s, dx, dy) {
                t.ray[d][i].insert(n);
                t.direction[i][n.index()] = d as u8;
                s = n;
            }
            t.lines[i] |= t.ray[d][i];
        }
        for (a, &(x, y)) in ATOMS.iter().enumerate() {
            for (dx, dy) in [
                (x, y),
                (-x, y),
                (x, -y),
                (-x, -y),
                (y, x),
                (-y, x),
                (y, -x),
                (-y, -x),
            ] {
                if let Some(n) = GEO.offset(sq, dx, dy) {
                    t.leap[a][i].insert(n);
                }
            }
        }
        for color in Color::ALL {
            let fwd = if color.is_white() { 1 } else { -1 };
            if let Some(n) = GEO.offset(sq, 0, fwd) {
                t.pawn_push[color.index()][i] = n.index() as u8;
            }
            for dx in [-1, 1] {
                if let Some(n) = GEO.offset(sq, dx, fwd) {
                    t.pawn_attacks[color.index()][i].insert(n);
                }
            }
        }
        for kind in PieceKind::ALL {
            let g = groups_of(kind);
            let mut m = Bitboard::EMPTY;
            for a in [W, F, D, N, A, C, Z] {
                if g & (1 << a) != 0 {
                    m |= t.leap[a][i];
                }
            }
            t.kind_leaps[kind.index()][i] = m;
        }
    }
    t
}

/// The nearest square of `set` from the origin along direction `d`.
#[inline(always)]
pub(crate) fn nearest(d: usize, set: Bitboard) -> Square {
    let bits = set.0;
    debug_assert!(bits != 0);
    if d < 4 {
        Square::from_index(bits.trailing_zeros() as usize)
    } else {
        Square::from_index(127 - bits.leading_zeros() as usize)
    }
}

/// A slider's reach from `sq` along `d`: empty squares and the first blocker.
#[inline(always)]
pub(crate) fn slide(t: &Tables, d: usize, sq: usize, occ: Bitboard) -> Bitboard {
    let ray = t.ray[d][sq];
    let hit = ray & occ;
    if hit.is_empty() {
        ray
    } else {
        ray - t.ray[d][nearest(d, hit).index()]
    }
}

/// A hopper along `d` from `sq`: its empty squares before the screen, and the square it may
/// capture on (the first occupied square beyond the screen), if any.
#[inline(always)]
pub(crate) fn hop(t: &Tables, d: usize, sq: usize, occ: Bitboard) -> (Bitboard, Bitboard) {
    let ray = t.ray[d][sq];
    let hit = ray & occ;
    if hit.is_empty() {
        return (ray, Bitboard::EMPTY);
    }
    let screen = nearest(d, hit).index();
    let beyond = t.ray[d][screen];
    let quiet = ray - beyond - Bitboard::from_square(Square::from_index(screen));
    let rest = beyond & occ;
    if rest.is_empty() {
        (quiet, Bitboard::EMPTY)
    } else {
        (quiet, Bitboard::from_square(nearest(d, rest)))
    }
}

/// Eagle (`dirs` = diagonals) or Rhino (`dirs` = orthogonals) from `sq`: the squares it can
/// move or capture on (occupied squares included, to be intersected with enemy pieces).
#[inline]
pub(crate) fn bent(t: &Tables, dirs: &[usize; 4], sq: usize, occ: Bitboard) -> Bitboard {
    let mut reach = Bitboard::EMPTY;
    for &d in dirs {
        let c = t.step[d][sq];
        if c == NONE {
            continue;
        }
        let cs = Square::from_index(c as usize);
        reach.insert(cs);
        if occ.contains(cs) {
            continue;
        }
        let [u, v] = OUTWARD[d];
        reach |= slide(t, u, c as usize, occ) | slide(t, v, c as usize, occ);
    }
    reach
}

/// Where a `kind` piece of `color` on `sq` can go with occupancy `occ`: `(quiet, attacks)`.
/// `quiet` holds empty squares it may move to; `attacks` the squares it could capture on if an
/// enemy piece stood there (for hoppers only the one square beyond the screen; may include empty
/// or friendly squares, to be intersected with the enemy's pieces).
#[inline]
pub(crate) fn targets(
    t: &Tables,
    kind: PieceKind,
    color: Color,
    sq: usize,
    occ: Bitboard,
) -> (Bitboard, Bitboard) {
    let mut reach = t.kind_leaps[kind.index()][sq];
    let mut quiet = Bitboard::EMPTY;
    let mut hop_attacks = Bitboard::EMPTY;
    match kind {
        PieceKind::Pawn => {
            let p = t.pawn_push[color.index()][sq];
            if p != NONE {
                let ps = Square::from_index(p as usize);
                if !occ.contains(ps) {
                    quiet.insert(ps);
                }
            }
            return (quiet, t.pawn_attacks[color.index()][sq]);
        }
        PieceKind::Rook | PieceKind::Marshal | PieceKind::Dragon => {
            for d in ORTH {
                reach |= slide(t, d, sq, occ);
            }
        }
        PieceKind::Bishop | PieceKind::Princess | PieceKind::Griffin => {
            for d in DIAG {
                reach |= slide(t, d, sq, occ);
            }
        }
        PieceKind::Queen | PieceKind::Amazon => {
            for d in 0..8 {
                reach |= slide(t, d, sq, occ);
            }
        }
        PieceKind::Cannon => {
            for d in ORTH {
                let (q, a) = hop(t, d, sq, occ);
                quiet |= q;
                hop_attacks |= a;
            }
            return (quiet, hop_attacks);
        }
        PieceKind::Archer => {
            for d in DIAG {
                let (q, a) = hop(t, d, sq, occ);
                quiet |= q;
                hop_attacks |= a;
            }
            return (quiet, hop_attacks);
        }
        PieceKind::Kangaroo => {
            for d in 0..8 {
                let (q, a) = hop(t, d, sq, occ);
                quiet |= q;
                hop_attacks |= a;
            }
            return (quiet, hop_attacks);
        }
        PieceKind::Eagle => reach = bent(t, &DIAG, sq, occ),
        PieceKind::Rhino => reach = bent(t, &ORTH, sq, occ),
        _ => {}
    }
    (reach - occ, reach)
}

#[cfg(test)]
mod tests {
    use skazka_core::{Movement, PieceTable};

    use super::*;

    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// Every kind's targets equal those of the core's `PieceTable` compiled from the kind's
    /// Betza string, for both colours, on every square, over random occupancies.
    #[test]
    fn targets_agree_with_the_core_tables_built_from_betza() {
        let t = &**TABLES;
        let mut rng = Rng(0x0bad_cafe_dead_beef);
        let occupancies: Vec<Bitboard> = (0..24)
            .map(|i| {
                let mut bb = Bitboard::EMPTY;
                for _ in 0..(4 + i * 3) {
                    bb.insert(Square::from_index((rng.next() % 100) as usize));
                }
                bb
            })
            .collect();
        for kind in PieceKind::ALL {
            let movement =
                Movement::from_betza(kind.betza()).unwrap_or_else(|e| panic!("{kind}: {e}"));
            let table = PieceTable::new(GEO, &movement);
            for color in Color::ALL {
                for sq in GEO.squares() {
                    for &occ in &occupancies {
                        let occ = occ.without(sq);
                        let core = table.targets(sq, color, occ, false);
                        let (quiet, reach) = targets(t, kind, color, sq.index(), occ);
                        assert_eq!(quiet, core.moves, "{kind} {color} {sq:?} moves");
                        assert_eq!(
                            reach & occ,
                            core.attacks & occ,
                            "{kind} {color} {sq:?} captures"
                        );
                    }
                }
            }
        }
    }
}
