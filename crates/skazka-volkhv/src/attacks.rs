//! Attack sets on the 8×8 board as plain `u64` masks: leaper tables and sliding rays cut at the
//! first blocker by a bit scan.
//!
//! The core's [`PieceTable`](skazka_core::PieceTable) handles every geometry and movement; for
//! the six fixed kinds of this game on 8×8 these direct tables are about twice as fast in
//! perft. The unit tests check them against the core's tables on every square for random
//! occupancies.

use std::sync::LazyLock;

use skazka_core::{Bitboard, Square};

use crate::PieceKind;

/// The 8 directions: the first four increase the square index, the last four decrease it.
const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (1, -1),
];

struct Tables {
    rays: [[u64; 8]; 64],
    knight: [u64; 64],
    king: [u64; 64],
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut t = Tables {
        rays: [[0; 8]; 64],
        knight: [0; 64],
        king: [0; 64],
    };
    let at =
        |x: i8, y: i8| ((0..8).contains(&x) && (0..8).contains(&y)).then(|| 1u64 << (y * 8 + x));
    for sq in 0..64i8 {
        let (x, y) = (sq % 8, sq / 8);
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            let (mut cx, mut cy) = (x + dx, y + dy);
            while let Some(b) = at(cx, cy) {
                t.rays[sq as usize][d] |= b;
                cx += dx;
                cy += dy;
            }
            t.king[sq as usize] |= at(x + dx, y + dy).unwrap_or(0);
        }
        for (dx, dy) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            t.knight[sq as usize] |= at(x + dx, y + dy).unwrap_or(0);
        }
    }
    t
});

#[inline]
fn ray(sq: usize, d: usize, occ: u64) -> u64 {
    let t = &TABLES.rays;
    let r = t[sq][d];
    let hit = r & occ;
    if hit == 0 {
        return r;
    }
    let blocker = if d < 4 {
        hit.trailing_zeros()
    } else {
        63 - hit.leading_zeros()
    } as usize;
    r ^ t[blocker][d]
}

#[inline]
fn rook(sq: usize, occ: u64) -> u64 {
    ray(sq, 0, occ) | ray(sq, 1, occ) | ray(sq, 4, occ) | ray(sq, 5, occ)
}

#[inline]
fn bishop(sq: usize, occ: u64) -> u64 {
    ray(sq, 2, occ) | ray(sq, 3, occ) | ray(sq, 6, occ) | ray(sq, 7, occ)
}

/// The squares a non-pawn `kind` on `sq` attacks (may move to or capture on) with occupancy
/// `occupied`. Pawns have no symmetric pattern and give the empty set.
#[inline]
pub(crate) fn attacks(kind: PieceKind, sq: Square, occupied: Bitboard) -> Bitboard {
    let (s, occ) = (sq.index(), occupied.0 as u64);
    let t = &*TABLES;
    Bitboard(u128::from(match kind {
        PieceKind::King => t.king[s],
        PieceKind::Knight => t.knight[s],
        PieceKind::Rook => rook(s, occ),
        PieceKind::Bishop => bishop(s, occ),
        PieceKind::Queen => rook(s, occ) | bishop(s, occ),
        PieceKind::Helgi => rook(s, occ) | bishop(s, occ) | t.knight[s],
        PieceKind::Pawn => 0,
    }))
}

/// For each of the 8 lines from `king`: the first occupied square, if the next occupied square
/// beyond it holds a slider for that line (`orth` for files and ranks, `diag` for diagonals).
#[allow(clippy::needless_range_loop)] // `d` indexes the rays of two different squares
pub(crate) fn pin_candidates(
    king: Square,
    occupied: Bitboard,
    orth: Bitboard,
    diag: Bitboard,
) -> Bitboard {
    let t = &TABLES.rays;
    let (k, occ) = (king.index(), occupied.0 as u64);
    let mut pins = 0u64;
    for d in 0..8 {
        let sliders = if d % 4 < 2 {
            orth.0 as u64
        } else {
            diag.0 as u64
        };
        if sliders == 0 {
            continue;
        }
        let first = |from: usize| {
            let hit = t[from][d] & occ;
            (hit != 0).then(|| {
                (if d < 4 {
                    hit.trailing_zeros()
                } else {
                    63 - hit.leading_zeros()
                }) as usize
            })
        };
        if let Some(x) = first(k) {
            if let Some(y) = first(x) {
                if sliders & (1 << y) != 0 {
                    pins |= 1 << x;
                }
            }
        }
    }
    Bitboard(u128::from(pins))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skazka_core::{Atom, Color, Geometry, Movement, PieceTable};

    #[test]
    fn the_tables_agree_with_the_core_on_random_occupancies() {
        let geo = Geometry::CHESS;
        let core = |m: Movement| PieceTable::new(geo, &m);
        let kinds = [
            (PieceKind::King, core(Movement::king())),
            (PieceKind::Knight, core(Movement::leaper(Atom::KNIGHT))),
            (PieceKind::Rook, core(Movement::rook())),
            (PieceKind::Bishop, core(Movement::bishop())),
            (PieceKind::Queen, core(Movement::queen())),
            (
                PieceKind::Helgi,
                core(Movement::queen().and(Movement::leaper(Atom::KNIGHT))),
            ),
        ];
        let mut seed = 0x1234_5678_9abc_def0u64;
        for _ in 0..200 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = Bitboard(u128::from(seed & seed.rotate_left(17)));
            for sq in geo.squares() {
                for (kind, table) in &kinds {
                    let expected = table.attacks(sq, Color::White, occ);
                    assert_eq!(attacks(*kind, sq, occ), expected, "{kind:?} {sq:?}");
                }
            }
        }
    }
}
