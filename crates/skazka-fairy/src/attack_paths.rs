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
            let (hops, path): (bool, PathShape) = match component.kind {
                Kind::Leap => continue,
                Kind::Ride { .. } => (false, line_from),
                Kind::Hop { .. } => (true, line_from),
                Kind::Grasshop => {
                    add_grasshopper_paths(geometry, &mut by_square, kind, a, b);
                    continue;
                }
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

/// The paths of a grasshopper's lines of atom `(a, b)` to every square, for the `kind`: its
/// whole line, which leaving may open (a piece between it and its hurdle gone), and the
/// square next to the attacked one, the only one where a new hurdle opens an attack (a
/// grasshopper lands just beyond its hurdle).
fn add_grasshopper_paths(
    geometry: Geometry,
    by_square: &mut [Vec<Path>],
    kind: KindSet,
    a: i8,
    b: i8,
) {
    for square in geometry.squares() {
        for (dx, dy) in symmetric(a, b) {
            let mut line = line_from(geometry, square, dx, dy);
            line.kinds = kind;
            let Some(next) = geometry.offset(square, dx, dy) else {
                continue;
            };
            let hurdle = Path {
                squares: Bitboard::from_square(next),
                attackers_at: line.attackers_at.without(next),
                kinds: kind,
                opened_by_entering: kind,
            };
            add(&mut by_square[square.index()], line);
            add(&mut by_square[square.index()], hurdle);
        }
    }
}

/// The path of one direction of a component from a square: `(geometry, square, dx, dy)`.
type PathShape = fn(Geometry, Square, i8, i8) -> Path;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant_by_name;

    /// The squares of xiangqi's board named, and the paths counted on `king` while the enemy
    /// pieces of the named types stand on the named squares.
    fn counted_in_xiangqi(king: &str, enemies: &[(char, &str)]) -> (Bitboard, Bitboard) {
        let variant = variant_by_name("xiangqi").unwrap();
        let c = variant.compiled();
        let geo = c.geometry;
        let sq = |name: &str| geo.parse_square(name).unwrap();
        let kind_of = |letter: char| c.kinds.iter().position(|k| k.letter == letter).unwrap();
        let enemy = |kinds: KindSet| {
            enemies
                .iter()
                .filter(|(letter, _)| kinds >> kind_of(*letter) & 1 != 0)
                .map(|(_, at)| Bitboard::from_square(sq(at)))
                .fold(Bitboard::EMPTY, |a, b| a | b)
        };
        c.attack_paths.as_ref().unwrap().counted(sq(king), enemy)
    }

    fn square(name: &str) -> Square {
        let geo = variant_by_name("xiangqi").unwrap().compiled().geometry;
        geo.parse_square(name).unwrap()
    }

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().map(|n| square(n)).collect()
    }

    #[test]
    fn no_path_counts_without_an_enemy_piece_that_attacks_along_it() {
        // An enemy soldier leaps: no square's occupancy decides its attack.
        assert_eq!(
            counted_in_xiangqi("e1", &[('P', "e2")]),
            (Bitboard::EMPTY, Bitboard::EMPTY)
        );
    }

    #[test]
    fn a_chariot_s_line_counts_when_left_but_not_when_entered() {
        let (left, entered) = counted_in_xiangqi("e1", &[('R', "e8")]);
        assert!(left.contains(square("e5")));
        assert!(
            entered.is_empty(),
            "a piece put on a rider's line only blocks it"
        );
    }

    #[test]
    fn a_cannon_s_line_counts_when_entered_a_new_screen_opens_its_attack() {
        let (left, entered) = counted_in_xiangqi("e1", &[('C', "e8")]);
        let file = squares(&["e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "e10"]);
        assert_eq!(left & file, file);
        assert_eq!(entered & file, file);
        // The king's rank holds no cannon.
        assert!(!entered.contains(square("d1")));
    }

    #[test]
    fn a_grasshopper_s_line_counts_when_left_and_when_entered_only_next_to_the_king() {
        let variant = variant_by_name("grasshopper").unwrap();
        let c = variant.compiled();
        let sq = |name: &str| c.geometry.parse_square(name).unwrap();
        let grasshopper = c.kinds.iter().position(|k| k.letter == 'G').unwrap();
        let enemy = |kinds: KindSet| match kinds >> grasshopper & 1 {
            0 => Bitboard::EMPTY,
            _ => Bitboard::from_square(sq("e8")),
        };
        let paths = c.attack_paths.as_ref().unwrap();
        let (left, entered) = paths.counted(sq("e1"), enemy);
        assert!(left.contains(sq("e2")) && left.contains(sq("e5")));
        assert_eq!(entered, Bitboard::from_square(sq("e2")));
    }

    /// Along seeded random games favouring checks and captures with grasshoppers (of queen
    /// lines, and of knight lines for knights), the moves the legality scope lets through
    /// untested and those it tests and accepts are the moves the full test of each accepts.
    #[test]
    fn grasshoppers_moves_left_untested_are_those_the_full_test_accepts() {
        use crate::forcing_games::{captures_or_checks, walk_forcing_games};
        use crate::sink::LegalCount;
        use crate::{FairyMoveList, Variant, catalogue, ini};
        let text = "[knight-grasshoppers:grasshopper]\nknight = -\ncustomPiece2 = n:gNN\n";
        let definition = ini::parse(text, &catalogue::get).unwrap().remove(0);
        let variants = [
            variant_by_name("grasshopper").unwrap(),
            Variant::new(definition).unwrap(),
        ];
        let mut failures = Vec::new();
        for variant in &variants {
            let name = variant.name();
            walk_forcing_games(variant, 10, 120, 3, captures_or_checks, |p| {
                let scope = p.legality_scope();
                let mut count = LegalCount {
                    scope: &scope,
                    count: 0,
                };
                p.pseudo_moves(&mut count);
                let mut pseudo = FairyMoveList::new();
                p.pseudo_moves(&mut pseudo);
                let tested = pseudo.iter().filter(|&&m| p.is_legal_pseudo(m)).count();
                if count.count != tested {
                    failures.push(format!("{name}: {} {} {tested}", p.fen_text(), count.count));
                }
                count.count == tested
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn a_horse_s_leg_counts_only_with_the_horse_on_the_far_corner() {
        // A horse on d3 reaches e1 over its leg d2.
        let (left, entered) = counted_in_xiangqi("e1", &[('N', "d3")]);
        assert!(left.contains(square("d2")));
        assert!(!left.contains(square("f2")));
        assert!(entered.is_empty(), "a piece put on a leg only blocks it");
    }
}
