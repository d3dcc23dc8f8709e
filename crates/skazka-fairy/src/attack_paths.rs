//! The squares whose occupancy can decide whether a square is attacked.
//!
//! A rider's or hopper's attack on a square depends on the squares of its line, a lame
//! leaper's on its leg, a leaper's on nothing. A move that neither leaves nor enters any such
//! square of a royal piece changes no attack on it (what it captures only attacks less), so it
//! needs no legality test, even in variants with cannons and horses where any move might
//! otherwise open or close an attack.

use skazka_core::{Bitboard, Geometry, Kind, Square};

use crate::variant::KindInfo;

/// Per square, the squares whose occupancy can decide whether a piece of `kinds` attacks it,
/// and with `flying_general` the square's file (kings may not face each other along it).
/// `None` when some piece's path is not bounded this way: bent riders and multi-leg moves.
/// Janggi's moves along the palace lines count as if they could be made anywhere.
pub(crate) fn attack_paths(
    geometry: Geometry,
    kinds: &[KindInfo],
    flying_general: bool,
) -> Option<Vec<Bitboard>> {
    let mut paths = vec![Bitboard::EMPTY; geometry.num_squares()];
    let tables = kinds
        .iter()
        .flat_map(|info| std::iter::once(&info.table).chain(&info.diagonal));
    for table in tables {
        for component in table.movement().components() {
            let (a, b) = (component.atom.a() as i8, component.atom.b() as i8);
            let add: fn(Geometry, Square, i8, i8) -> Bitboard = match component.kind {
                Kind::Leap => continue,
                Kind::Ride { .. } | Kind::Hop { .. } | Kind::Grasshop => line_from,
                Kind::Lame => box_towards,
                // Bent riders, multi-leg moves and any kind added later: unbounded.
                _ => return None,
            };
            for square in geometry.squares() {
                for (dx, dy) in symmetric(a, b) {
                    paths[square.index()] |= add(geometry, square, dx, dy);
                }
            }
        }
    }
    if flying_general {
        for square in geometry.squares() {
            paths[square.index()] |= geometry.file_mask(geometry.xy(square).0);
        }
    }
    Some(paths)
}

/// The eight steps `(±a, ±b)` and `(±b, ±a)`: a piece's path is judged for every direction
/// its atom may take, whatever its steps and colour.
fn symmetric(a: i8, b: i8) -> impl Iterator<Item = (i8, i8)> {
    [(a, b), (b, a)]
        .into_iter()
        .flat_map(|(x, y)| [(x, y), (-x, y), (x, -y), (-x, -y)])
}

/// The squares from `square` on, step `(dx, dy)` at a time, to the edge.
fn line_from(geometry: Geometry, square: Square, dx: i8, dy: i8) -> Bitboard {
    let mut line = Bitboard::EMPTY;
    let mut at = square;
    while let Some(next) = geometry.offset(at, dx, dy) {
        line.insert(next);
        at = next;
    }
    line
}

/// The squares of the rectangle spanned by `square` and the square `(dx, dy)` away (on the
/// board or not), the two corners left out: a lame leaper's leg lies among them.
fn box_towards(geometry: Geometry, square: Square, dx: i8, dy: i8) -> Bitboard {
    let mut squares = Bitboard::EMPTY;
    for x in dx.min(0)..=dx.max(0) {
        for y in dy.min(0)..=dy.max(0) {
            if (x, y) != (0, 0) && (x, y) != (dx, dy) {
                if let Some(s) = geometry.offset(square, x, y) {
                    squares.insert(s);
                }
            }
        }
    }
    squares
}
