//! The squares whose occupancy can decide whether a square is attacked.
//!
//! A rider's or hopper's attack on a square depends on the squares of its line, a lame
//! leaper's on its leg, a leaper's on nothing. A move that neither leaves nor enters any such
//! square of a royal piece changes no attack on it (what it captures only attacks less), so it
//! needs no legality test, even in variants with cannons and horses where any move might
//! otherwise open or close an attack.
//!
//! The squares come in paths, each with the squares its attackers may stand on and their
//! types: a path counts in a position only while an enemy piece of one of those types stands
//! there (a line of the king's matters for a cannon only with an enemy cannon on it). Leaving
//! a counted path may open an attack (a rider's line, a horse's leg, a cannon's second
//! screen); entering one may open an attack only where a piece hops (a new screen), as the
//! enemy pieces stay where they are and a piece put on a rider's line or a leg only blocks.

use skazka_core::{Bitboard, Geometry, Kind, Square};

use crate::variant::{KindInfo, KindSet};

/// Squares whose occupancy can decide an attack on one square, for attackers of some types
/// standing on some squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Path {
    /// The squares whose occupancy decides the attack.
    pub squares: Bitboard,
    /// Where an attacker using these squares stands.
    pub attackers_at: Bitboard,
    /// The types attacking along these squares.
    pub kinds: KindSet,
    /// Of those, the types for which a piece entering the squares may open the attack.
    pub opened_by_entering: KindSet,
}

/// Per square, the [`Path`]s of every type's attacks on it (and with `flying_general` the
/// square's file, along which kings may not face each other).
#[derive(Debug)]
pub(crate) struct AttackPaths {
    by_square: Vec<Vec<Path>>,
}

impl AttackPaths {
    /// The squares of the paths to `square` that count while the enemy pieces of each type
    /// stand on `enemy(kind)`: those leaving which (first) or entering which (second) may
    /// open an attack.
    #[inline]
    pub fn counted(
        &self,
        square: Square,
        enemy: impl Fn(KindSet) -> Bitboard,
    ) -> (Bitboard, Bitboard) {
        let (mut left, mut entered) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for path in &self.by_square[square.index()] {
            if (path.attackers_at & enemy(path.kinds)).is_empty() {
                continue;
            }
            left |= path.squares;
            if path.opened_by_entering != 0
                && (path.attackers_at & enemy(path.opened_by_entering)).any()
            {
                entered |= path.squares;
            }
        }
        (left, entered)
    }
}

/// The [`AttackPaths`] of `kinds` on `geometry`, with `royal` the type whose pieces may not
/// face each other on a file under `flying_general`. `None` when some piece's path is not
/// bounded this way: bent riders and multi-leg moves. Janggi's moves along the palace lines
/// count as if they could be made anywhere.
pub(crate) fn attack_paths(
    geometry: Geometry,
    kinds: &[KindInfo],
    flying_general: Option<u8>,
) -> Option<AttackPaths> {
    let mut by_square = vec![Vec::new(); geometry.num_squares()];
    for (k, info) in kinds.iter().enumerate() {
        let kind: KindSet = 1 << k;
        let tables = std::iter::once(&info.table).chain(&info.diagonal);
        for component in tables.flat_map(|table| table.movement().components()) {
            let (a, b) = (component.atom.a() as i8, component.atom.b() as i8);
            let (hops, path): (bool, fn(Geometry, Square, i8, i8) -> Path) = match component.kind
            {
                Kind::Leap => continue,
                Kind::Ride { .. } => (false, line_from),
                Kind::Hop { .. } | Kind::Grasshop => (true, line_from),
                Kind::Lame => (false, box_towards),
                // Bent riders, multi-leg moves and any kind added later: unbounded.
                _ => return None,
            };
            for square in geometry.squares() {
                for (dx, dy) in symmetric(a, b) {
                    let mut found = path(geometry, square, dx, dy);
                    found.kinds = kind;
                    found.opened_by_entering = if hops { kind } else { 0 };
                    add(&mut by_square[square.index()], found);
                }
            }
        }
    }
    if let Some(royal) = flying_general {
        for square in geometry.squares() {
            let file = geometry.file_mask(geometry.xy(square).0).without(square);
            let facing = Path {
                squares: file,
                attackers_at: file,
                kinds: 1 << royal,
                opened_by_entering: 0,
            };
            add(&mut by_square[square.index()], facing);
        }
    }
    Some(AttackPaths { by_square })
}

/// Adds `path` to `paths`, merged with one over the same squares from the same places.
fn add(paths: &mut Vec<Path>, path: Path) {
    if path.squares.is_empty() || path.attackers_at.is_empty() {
        return;
    }
    let same = |p: &&mut Path| p.squares == path.squares && p.attackers_at == path.attackers_at;
    match paths.iter_mut().find(same) {
        Some(p) => {
            p.kinds |= path.kinds;
            p.opened_by_entering |= path.opened_by_entering;
        }
        None => paths.push(path),
    }
}

/// The eight steps `(±a, ±b)` and `(±b, ±a)`: a piece's path is judged for every direction
/// its atom may take, whatever its steps and colour.
fn symmetric(a: i8, b: i8) -> impl Iterator<Item = (i8, i8)> {
    [(a, b), (b, a)]
        .into_iter()
        .flat_map(|(x, y)| [(x, y), (-x, y), (x, -y), (-x, -y)])
}

/// The squares from `square` on, step `(dx, dy)` at a time, to the edge: both the path and
/// where its attackers stand.
fn line_from(geometry: Geometry, square: Square, dx: i8, dy: i8) -> Path {
    let mut line = Bitboard::EMPTY;
    let mut at = square;
    while let Some(next) = geometry.offset(at, dx, dy) {
        line.insert(next);
        at = next;
    }
    Path {
        squares: line,
        attackers_at: line,
        kinds: 0,
        opened_by_entering: 0,
    }
}

/// The squares of the rectangle spanned by `square` and the square `(dx, dy)` away (on the
/// board or not), the two corners left out: a lame leaper's leg lies among them, and the
/// leaper on that far corner.
fn box_towards(geometry: Geometry, square: Square, dx: i8, dy: i8) -> Path {
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
    Path {
        squares,
        attackers_at: geometry
            .offset(square, dx, dy)
            .map_or(Bitboard::EMPTY, Bitboard::from_square),
        kinds: 0,
        opened_by_entering: 0,
    }
}
