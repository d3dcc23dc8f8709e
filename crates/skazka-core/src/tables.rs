//! Movements compiled for one board: per-square leap masks, rays and paths.
//!
//! A [`PieceTable`] is built once per geometry and movement (games keep theirs in a
//! `LazyLock`) and answers, without allocating, where a piece can move, what it attacks, and
//! which pieces attack a square.

use arrayvec::ArrayVec;

use crate::routes::{Route, add_routes};
use crate::{
    Atom, Bitboard, ByColor, Color, Component, Geometry, Kind, Modality, Movement, Square,
    StraightRay,
};

/// Where a piece can go from one square, for a given occupancy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Targets {
    /// Empty squares it may move to without capturing.
    pub moves: Bitboard,
    /// Squares it attacks: if an enemy piece stood on one of them, it could capture it. Includes
    /// empty squares; intersect with the enemy's pieces to get the captures.
    pub attacks: Bitboard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RayKind {
    Slide,
    Hop,
    Grasshop,
}

/// A straight line of squares from an origin, in the order of increasing or decreasing index.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ray {
    pub(crate) mask: Bitboard,
    increasing: bool,
    kind: RayKind,
    modality: Modality,
    initial: bool,
}

impl Ray {
    /// The squares strictly between the origin and `sq` along the ray.
    #[inline]
    fn before(&self, sq: Square) -> Bitboard {
        let below = Bitboard(!Bitboard::from_up(sq).0);
        if self.increasing {
            self.mask & below
        } else {
            self.mask - Bitboard::up_to(sq)
        }
    }

    /// The squares of the ray strictly beyond `sq`.
    #[inline]
    fn beyond(&self, sq: Square) -> Bitboard {
        if self.increasing {
            self.mask - Bitboard::up_to(sq)
        } else {
            self.mask & Bitboard(!Bitboard::from_up(sq).0)
        }
    }

    /// The nearest occupied square of `squares` along the ray.
    #[inline]
    fn nearest(&self, squares: Bitboard) -> Option<Square> {
        if self.increasing {
            squares.first()
        } else {
            squares.last()
        }
    }

    /// Adds the ray's targets from an origin with occupancy `occ`.
    #[inline]
    pub(crate) fn add(&self, occ: Bitboard, t: &mut Targets) {
        let hit = self.nearest(self.mask & occ);
        match self.kind {
            RayKind::Slide => {
                let (free, reach) = match hit {
                    Some(b) => (self.before(b), self.before(b).with(b)),
                    None => (self.mask, self.mask),
                };
                if self.modality.moves() {
                    t.moves |= free;
                }
                if self.modality.captures() {
                    t.attacks |= reach;
                }
            }
            RayKind::Hop => {
                let Some(screen) = hit else { return };
                let rest = self.beyond(screen);
                let (free, reach) = match self.nearest(rest & occ) {
                    Some(b) => {
                        let free = rest & self.before(b);
                        (free, free.with(b))
                    }
                    None => (rest, rest),
                };
                if self.modality.moves() {
                    t.moves |= free;
                }
                if self.modality.captures() {
                    t.attacks |= reach;
                }
            }
            RayKind::Grasshop => {
                let Some(hurdle) = hit else { return };
                if let Some(land) = self.nearest(self.beyond(hurdle)) {
                    if self.modality.moves() {
                        t.moves |= Bitboard::from_square(land);
                    }
                    if self.modality.captures() {
                        t.attacks |= Bitboard::from_square(land);
                    }
                }
            }
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct LameLeap {
    target: Square,
    path: Bitboard,
    modality: Modality,
    initial: bool,
}

#[derive(Clone, Debug)]
struct Bent {
    first: Square,
    modality: Modality,
    initial: bool,
    rays: ArrayVec<Ray, 8>,
}

/// The common rider: moves and captures along the whole ray, always available. Kept apart
/// from the general [`Ray`] so the loop over rook, bishop and queen lines has no branches on
/// kind or modality.
#[derive(Clone, Copy, Debug)]
struct Slide {
    mask: Bitboard,
    increasing: bool,
}

impl Slide {
    /// The squares up to and including the first occupied one.
    #[inline]
    fn reach(self, occ: Bitboard) -> Bitboard {
        let hits = (self.mask & occ).0;
        if hits == 0 {
            self.mask
        } else if self.increasing {
            Bitboard(self.mask.0 & (u128::MAX >> (127 - hits.trailing_zeros())))
        } else {
            Bitboard(self.mask.0 & (u128::MAX << (127 - hits.leading_zeros())))
        }
    }
}

/// The lines of one square that few pieces have, each walked by bit tricks.
#[derive(Clone, Debug, Default)]
struct RareLines {
    /// Whole rides that only move, and those that only capture (a New Zealand rook moves as a
    /// rook and takes as a knight).
    move_slides: Vec<Slide>,
    capture_slides: Vec<Slide>,
    /// Grasshoppers' lines that move and capture, always available; in a reverse table,
    /// walked back from the target (see [`StraightRay::hopper_behind`]).
    grasshops: Vec<StraightRay>,
    grasshops_back: Vec<StraightRay>,
}

impl RareLines {
    fn add(&self, occ: Bitboard, t: &mut Targets) {
        for slide in &self.move_slides {
            t.moves |= slide.reach(occ);
        }
        for slide in &self.capture_slides {
            t.attacks |= slide.reach(occ);
        }
        for ray in &self.grasshops {
            let landing = ray.landing(occ);
            t.moves |= landing;
            t.attacks |= landing;
        }
        for ray in &self.grasshops_back {
            t.attacks |= ray.hopper_behind(occ);
        }
    }
}

#[derive(Clone, Debug, Default)]
struct SquareEntry {
    leap_moves: Bitboard,
    leap_attacks: Bitboard,
    initial_leap_moves: Bitboard,
    initial_leap_attacks: Bitboard,
    lame: Vec<LameLeap>,
    slides: Vec<Slide>,
    /// Lines few pieces have, apart so that the others' targets test one field for them.
    rare: Option<Box<RareLines>>,
    rays: Vec<Ray>,
    bents: Vec<Bent>,
    routes: Vec<Route>,
}

impl SquareEntry {
    /// Its rare lines, made on first need.
    fn rare_lines(&mut self) -> &mut RareLines {
        self.rare.get_or_insert_default()
    }

    fn targets(&self, occ: Bitboard, initial: bool) -> Targets {
        let mut t = Targets {
            moves: self.leap_moves,
            attacks: self.leap_attacks,
        };
        if initial {
            t.moves |= self.initial_leap_moves;
            t.attacks |= self.initial_leap_attacks;
        }
        for l in &self.lame {
            if (initial || !l.initial) && !l.path.intersects(occ) {
                if l.modality.moves() {
                    t.moves.insert(l.target);
                }
                if l.modality.captures() {
                    t.attacks.insert(l.target);
                }
            }
        }
        let mut reach = Bitboard::EMPTY;
        for slide in &self.slides {
            reach |= slide.reach(occ);
        }
        t.moves |= reach;
        t.attacks |= reach;
        if let Some(rare) = &self.rare {
            rare.add(occ, &mut t);
        }
        for r in &self.rays {
            if initial || !r.initial {
                r.add(occ, &mut t);
            }
        }
        for b in &self.bents {
            if !initial && b.initial {
                continue;
            }
            if b.modality.captures() {
                t.attacks.insert(b.first);
            }
            if !occ.contains(b.first) {
                if b.modality.moves() {
                    t.moves.insert(b.first);
                }
                for r in &b.rays {
                    r.add(occ, &mut t);
                }
            }
        }
        for r in &self.routes {
            if initial || !r.initial() {
                r.add(occ, &mut t);
            }
        }
        t.moves -= occ;
        t
    }
}

/// One movement compiled for one geometry, for both colours.
///
/// # Example
/// ```
/// use skazka_core::{Bitboard, Color, Geometry, Movement, PieceTable};
/// let geo = Geometry::CHESS;
/// let rook = PieceTable::new(geo, &Movement::rook());
/// let a1 = geo.sq(0, 0);
/// let t = rook.targets(a1, Color::White, Bitboard::EMPTY, false);
/// assert_eq!(t.moves.count(), 14);
/// ```
#[derive(Clone, Debug)]
pub struct PieceTable {
    geometry: Geometry,
    movement: Movement,
    forward: ByColor<Vec<SquareEntry>>,
    /// For each colour of attacker: from a target square, where such a piece would attack it from.
    reverse: ByColor<Vec<SquareEntry>>,
    has_bent: bool,
}

impl PieceTable {
    /// Compiles `movement` for `geometry`.
    #[must_use]
    pub fn new(geometry: Geometry, movement: &Movement) -> PieceTable {
        let forward = ByColor::new_with(|c| compile(geometry, movement, c, false));
        let reverse = ByColor::new_with(|c| reverse_of(geometry, movement, c, forward.get(c)));
        PieceTable {
            geometry,
            movement: movement.clone(),
            forward,
            reverse,
            has_bent: movement.has_bent(),
        }
    }

    /// The board this table was built for.
    #[must_use]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The movement this table was built from.
    #[must_use]
    pub fn movement(&self) -> &Movement {
        &self.movement
    }

    /// Moves and attacks of a `color` piece on `from` with occupancy `occupied`. Components marked
    /// initial-only count when `initial` is `true`.
    ///
    /// # Panics
    /// If `from` is not a square of this table's geometry. (A square of a smaller board is a
    /// different square here: squares are indices into one geometry, see [`Square`].)
    #[inline]
    #[must_use]
    pub fn targets(
        &self,
        from: Square,
        color: Color,
        occupied: Bitboard,
        initial: bool,
    ) -> Targets {
        self.forward[color][from.index()].targets(occupied, initial)
    }

    /// The squares a `color` piece on `from` attacks (see [`Targets::attacks`]).
    ///
    /// # Panics
    /// If `from` is not a square of this table's geometry.
    #[inline]
    #[must_use]
    pub fn attacks(&self, from: Square, color: Color, occupied: Bitboard) -> Bitboard {
        self.targets(from, color, occupied, false).attacks
    }

    /// The squares of `candidates` from which a `color` piece of this movement attacks `target`,
    /// with occupancy `occupied`. Candidates are normally the squares holding such pieces.
    ///
    /// Initial-only components are not counted. For leapers, riders, hoppers and grasshoppers
    /// this looks backwards from the target; a bent rider's path back differs from its path out,
    /// so for movements with bent components each candidate's attacks are generated instead.
    ///
    /// # Panics
    /// If `target` or a candidate is not a square of this table's geometry.
    #[inline]
    #[must_use]
    pub fn attackers_of(
        &self,
        target: Square,
        color: Color,
        occupied: Bitboard,
        candidates: Bitboard,
    ) -> Bitboard {
        if candidates.is_empty() {
            return Bitboard::EMPTY;
        }
        if self.has_bent {
            return candidates
                .into_iter()
                .filter(|&s| self.attacks(s, color, occupied).contains(target))
                .collect();
        }
        self.reverse[color][target.index()]
            .targets(occupied, false)
            .attacks
            & candidates
    }
}

fn compile(geo: Geometry, movement: &Movement, color: Color, negate: bool) -> Vec<SquareEntry> {
    geo.squares()
        .map(|from| {
            let mut e = SquareEntry::default();
            for comp in movement.components() {
                let mut steps = comp.steps_for(color);
                if negate {
                    steps.iter_mut().for_each(|s| *s = (-s.0, -s.1));
                }
                for &(dx, dy) in &steps {
                    add_component(geo, from, comp, dx, dy, &mut e);
                }
            }
            e
        })
        .collect()
}

fn add_component(
    geo: Geometry,
    from: Square,
    comp: &Component,
    dx: i8,
    dy: i8,
    e: &mut SquareEntry,
) {
    let (m, i) = (comp.modality, comp.initial_only);
    match comp.kind {
        Kind::Leap => {
            let Some(to) = geo.offset(from, dx, dy) else {
                return;
            };
            let (moves, attacks) = if i {
                (&mut e.initial_leap_moves, &mut e.initial_leap_attacks)
            } else {
                (&mut e.leap_moves, &mut e.leap_attacks)
            };
            if m.moves() {
                moves.insert(to);
            }
            if m.captures() {
                attacks.insert(to);
            }
        }
        Kind::Lame => {
            let Some(target) = geo.offset(from, dx, dy) else {
                return;
            };
            let path = lame_path(dx, dy)
                .iter()
                .filter_map(|&(x, y)| geo.offset(from, x, y))
                .collect();
            e.lame.push(LameLeap {
                target,
                path,
                modality: m,
                initial: i,
            });
        }
        Kind::Ride { range } => {
            if let Some(r) = ray(geo, from, dx, dy, range, RayKind::Slide, m, i) {
                let slide = Slide {
                    mask: r.mask,
                    increasing: r.increasing,
                };
                match m {
                    _ if i => e.rays.push(r),
                    Modality::Both => e.slides.push(slide),
                    Modality::Move => e.rare_lines().move_slides.push(slide),
                    Modality::Capture => e.rare_lines().capture_slides.push(slide),
                }
            }
        }
        Kind::Hop { range } => {
            if let Some(r) = ray(geo, from, dx, dy, range, RayKind::Hop, m, i) {
                e.rays.push(r);
            }
        }
        Kind::Grasshop if m == Modality::Both && !i => {
            let ray = StraightRay::new(geo, from, dx, dy);
            e.rare_lines().grasshops.extend(ray);
        }
        Kind::Grasshop => {
            if let Some(r) = ray(geo, from, dx, dy, 0, RayKind::Grasshop, m, i) {
                e.rays.push(r);
            }
        }
        Kind::Bent { then, range } => {
            let Some(first) = geo.offset(from, dx, dy) else {
                return;
            };
            let rays = outward_steps(then, dx, dy)
                .into_iter()
                .filter_map(|(x, y)| ray(geo, first, x, y, range, RayKind::Slide, m, i))
                .collect();
            e.bents.push(Bent {
                first,
                modality: m,
                initial: i,
                rays,
            });
        }
        Kind::Legs(legs) => add_routes(geo, from, comp, &legs, (dx, dy), &mut e.routes),
    }
}

/// The steps of `then` that point away from the first step `(dx, dy)` (positive dot product).
/// The second leg of a bent rider never turns back towards its origin.
pub(crate) fn outward_steps(then: Atom, dx: i8, dy: i8) -> ArrayVec<(i8, i8), 8> {
    then.steps()
        .into_iter()
        .filter(|&(x, y)| i16::from(x) * i16::from(dx) + i16::from(y) * i16::from(dy) > 0)
        .collect()
}

/// The squares a lame leap `(dx, dy)` passes over: orthogonal steps along the longer axis until
/// the rest of the leap is diagonal, then diagonal steps.
fn lame_path(dx: i8, dy: i8) -> ArrayVec<(i8, i8), 16> {
    let (sx, sy) = (dx.signum(), dy.signum());
    let (mut x, mut y) = (0i8, 0i8);
    let mut path = ArrayVec::new();
    loop {
        let (rx, ry) = (dx - x, dy - y);
        if rx.abs() > ry.abs() {
            x += sx;
        } else if ry.abs() > rx.abs() {
            y += sy;
        } else {
            x += sx;
            y += sy;
        }
        if (x, y) == (dx, dy) {
            return path;
        }
        path.push((x, y));
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn ray(
    geo: Geometry,
    from: Square,
    dx: i8,
    dy: i8,
    range: u8,
    kind: RayKind,
    modality: Modality,
    initial: bool,
) -> Option<Ray> {
    let mut mask = Bitboard::EMPTY;
    let mut sq = from;
    let mut steps = 0u8;
    while let Some(next) = geo.offset(sq, dx, dy) {
        if range != 0 && steps == range {
            break;
        }
        mask.insert(next);
        sq = next;
        steps += 1;
    }
    if mask.is_empty() {
        return None;
    }
    let increasing = dy > 0 || (dy == 0 && dx > 0);
    Some(Ray {
        mask,
        increasing,
        kind,
        modality,
        initial,
    })
}

/// Builds, for attackers of `color`, the table read from the target square.
fn reverse_of(
    geo: Geometry,
    movement: &Movement,
    color: Color,
    forward: &[SquareEntry],
) -> Vec<SquareEntry> {
    // Riders, hoppers and grasshoppers: the same lines walked the other way.
    let capture_only: Movement = movement
        .components()
        .iter()
        .filter(|c| c.modality.captures() && !c.initial_only)
        .filter(|c| {
            matches!(
                c.kind,
                Kind::Ride { .. } | Kind::Hop { .. } | Kind::Grasshop
            )
        })
        // Only attacks are read from the reverse table; riders and grasshoppers keep `Both`
        // so that they take the branch-free paths.
        .map(|c| Component {
            modality: if matches!(c.kind, Kind::Ride { .. } | Kind::Grasshop) {
                Modality::Both
            } else {
                Modality::Capture
            },
            ..*c
        })
        .collect::<Vec<_>>()
        .into();
    let mut rev = compile(geo, &capture_only, color, true);
    for e in &mut rev {
        if let Some(rare) = &mut e.rare {
            rare.grasshops_back = std::mem::take(&mut rare.grasshops);
        }
    }
    // Leaps and lame leaps: turn each forward entry round.
    for (from, entry) in geo.squares().zip(forward) {
        for to in entry.leap_attacks {
            rev[to.index()].leap_attacks.insert(from);
        }
        for l in entry
            .lame
            .iter()
            .filter(|l| l.modality.captures() && !l.initial)
        {
            rev[l.target.index()]
                .lame
                .push(LameLeap { target: from, ..*l });
        }
    }
    rev
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::pseudo_random;

    fn t(geo: Geometry, m: &Movement, sq: Square, occ: Bitboard) -> Targets {
        PieceTable::new(geo, m).targets(sq, Color::White, occ, false)
    }

    #[test]
    fn lame_paths_match_xiangqi_horse_and_elephant() {
        assert_eq!(lame_path(1, 2).as_slice(), &[(0, 1)]);
        assert_eq!(lame_path(-2, 1).as_slice(), &[(-1, 0)]);
        assert_eq!(lame_path(2, 2).as_slice(), &[(1, 1)]);
        assert_eq!(lame_path(0, 2).as_slice(), &[(0, 1)]);
        assert_eq!(lame_path(1, 3).as_slice(), &[(0, 1), (0, 2)]);
    }

    #[test]
    fn rook_on_an_empty_board_reaches_every_square_of_its_lines() {
        let g = Geometry::TEN_BY_TEN;
        let r = t(g, &Movement::rook(), g.sq(4, 4), Bitboard::EMPTY);
        assert_eq!(r.moves.count(), 18);
        assert_eq!(r.attacks, r.moves);
    }

    #[test]
    fn slider_stops_on_the_first_blocker_and_attacks_it() {
        let g = Geometry::CHESS;
        let occ = Bitboard::from_square(g.sq(0, 3));
        let r = t(g, &Movement::rook(), g.sq(0, 0), occ);
        assert!(r.attacks.contains(g.sq(0, 3)));
        assert!(!r.attacks.contains(g.sq(0, 4)));
        assert!(!r.moves.contains(g.sq(0, 3)));
        assert_eq!(r.moves.count(), 2 + 7);
    }

    #[test]
    fn cannon_needs_exactly_one_screen_to_capture() {
        let g = Geometry::CHESS;
        let cannon = Movement::new(vec![
            Component::new(Atom::WAZIR, Kind::Ride { range: 0 }).with_modality(Modality::Move),
            Component::new(Atom::WAZIR, Kind::Hop { range: 0 }).with_modality(Modality::Capture),
        ]);
        let occ: Bitboard = [g.sq(0, 2), g.sq(0, 5), g.sq(0, 7)].into_iter().collect();
        let r = t(g, &cannon, g.sq(0, 0), occ);
        assert!(r.moves.contains(g.sq(0, 1)));
        assert!(!r.moves.contains(g.sq(0, 3)));
        assert!(r.attacks.contains(g.sq(0, 5)));
        assert!(!r.attacks.contains(g.sq(0, 7)));
        let table = PieceTable::new(g, &cannon);
        assert_eq!(
            table.attackers_of(
                g.sq(0, 5),
                Color::White,
                occ,
                Bitboard::from_square(g.sq(0, 0))
            ),
            Bitboard::from_square(g.sq(0, 0))
        );
        assert!(
            table
                .attackers_of(
                    g.sq(0, 7),
                    Color::White,
                    occ.with(g.sq(0, 0)),
                    Bitboard::from_square(g.sq(0, 0))
                )
                .is_empty()
        );
    }

    #[test]
    fn grasshopper_lands_just_beyond_the_first_hurdle() {
        let g = Geometry::CHESS;
        let gq = Movement::new(vec![
            Component::new(Atom::WAZIR, Kind::Grasshop),
            Component::new(Atom::FERZ, Kind::Grasshop),
        ]);
        let occ = Bitboard::from_square(g.sq(0, 4));
        let r = t(g, &gq, g.sq(0, 0), occ);
        assert_eq!(r.moves, Bitboard::from_square(g.sq(0, 5)));
        let table = PieceTable::new(g, &gq);
        let cands = Bitboard::from_square(g.sq(0, 0));
        assert_eq!(
            table.attackers_of(g.sq(0, 5), Color::White, occ.with(g.sq(0, 0)), cands),
            cands
        );
        assert!(
            table
                .attackers_of(g.sq(0, 6), Color::White, occ.with(g.sq(0, 0)), cands)
                .is_empty()
        );
    }

    /// The targets of a movement of rides and grasshoppers' lines from `from`, each line
    /// walked by the general [`Ray`].
    fn by_general_rays(geo: Geometry, m: &Movement, from: Square, occ: Bitboard) -> Targets {
        let mut t = Targets::default();
        for c in m.components() {
            let (kind, range) = match c.kind {
                Kind::Ride { range } => (RayKind::Slide, range),
                Kind::Grasshop => (RayKind::Grasshop, 0),
                _ => unreachable!("only rides and grasshoppers"),
            };
            for (dx, dy) in c.steps_for(Color::White) {
                if let Some(r) = ray(geo, from, dx, dy, range, kind, c.modality, false) {
                    r.add(occ, &mut t);
                }
            }
        }
        t.moves -= occ;
        t
    }

    #[test]
    fn rides_that_only_move_or_only_capture_and_grasshoppers_agree_with_the_general_rays() {
        let mut seed = 11;
        let movements = ["mRcB", "cRmB", "mQ3cNN", "gQ", "mgRcgB", "gNN", "mcgQ"];
        for (files, ranks) in [(8, 8), (10, 10), (12, 10), (5, 7), (16, 8)] {
            let geo = Geometry::new(files, ranks).unwrap();
            for betza in movements {
                let m = Movement::from_betza(betza).unwrap();
                let table = PieceTable::new(geo, &m);
                for _ in 0..40 {
                    let occ = Bitboard(pseudo_random(&mut seed)) & geo.all();
                    for s in geo.squares() {
                        let fast = table.targets(s, Color::White, occ, false);
                        assert_eq!(fast, by_general_rays(geo, &m, s, occ), "{betza} {s:?}");
                        // The reverse table finds the pieces that attack a square.
                        let attackers = geo
                            .squares()
                            .filter(|&a| by_general_rays(geo, &m, a, occ).attacks.contains(s))
                            .collect::<Bitboard>()
                            & occ;
                        let found = table.attackers_of(s, Color::White, occ, occ);
                        assert_eq!(found, attackers, "{betza} attackers of {s:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn griffon_from_a1_reaches_seventeen_squares_on_ten_by_ten() {
        let g = Geometry::TEN_BY_TEN;
        let griffon = Movement::new(vec![Component::new(
            Atom::FERZ,
            Kind::Bent {
                then: Atom::WAZIR,
                range: 0,
            },
        )]);
        assert_eq!(
            t(g, &griffon, g.sq(0, 0), Bitboard::EMPTY).moves.count(),
            17
        );
        assert_eq!(
            t(g, &griffon, g.sq(4, 4), Bitboard::EMPTY).moves.count(),
            32
        );
        let aanca = Movement::new(vec![Component::new(
            Atom::WAZIR,
            Kind::Bent {
                then: Atom::FERZ,
                range: 0,
            },
        )]);
        assert_eq!(t(g, &aanca, g.sq(0, 0), Bitboard::EMPTY).moves.count(), 18);
        assert_eq!(t(g, &aanca, g.sq(4, 4), Bitboard::EMPTY).moves.count(), 32);
    }

    #[test]
    fn griffon_attack_follows_its_real_path() {
        // xianling.md §3.2: an Eagle on a1 reaches b4 via b2-b3 only.
        let g = Geometry::TEN_BY_TEN;
        let griffon = Movement::new(vec![Component::new(
            Atom::FERZ,
            Kind::Bent {
                then: Atom::WAZIR,
                range: 0,
            },
        )]);
        let table = PieceTable::new(g, &griffon);
        let a1 = Bitboard::from_square(g.sq(0, 0));
        let b4 = g.sq(1, 3);
        let occ = a1.with(b4);
        assert_eq!(table.attackers_of(b4, Color::Black, occ, a1), a1);
        assert!(
            table
                .attackers_of(b4, Color::Black, occ.with(g.sq(1, 2)), a1)
                .is_empty()
        );
    }
}
