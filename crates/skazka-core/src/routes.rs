//! Multi-leg moves compiled for one board: every path a [`Legs`] component can take from one
//! square, as the squares it needs empty, the squares it needs occupied, and where it ends.
//!
//! A path is found once, when the table is built, by walking the legs over the empty board;
//! at play time a route is two mask tests. A last leg that rides is kept as one ray, so that
//! a long slide does not become one route per square.

use arrayvec::ArrayVec;

use crate::tables::{Ray, RayKind, outward_steps, ray};
use crate::{Bitboard, Component, Geometry, Legs, MAX_LEGS, Modality, Square, Targets, Waypoint};

/// Where a route ends.
#[derive(Clone, Copy, Debug)]
enum End {
    /// On one square. `attack` is false when the path itself needs that square empty, so
    /// that a piece standing there would block the move rather than be captured.
    Square { to: Square, attack: bool },
    /// With a slide along a ray, blocked and capturing as riders do.
    Ray(Ray),
}

/// One path of a multi-leg move from one origin.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Route {
    /// Squares the path crosses or turns on that must be empty.
    empty: Bitboard,
    /// Turning points that must hold a piece (of either colour), which the move passes over.
    occupied: Bitboard,
    /// The origin, when the last ray runs back over it: the moving piece has left it, so it
    /// neither blocks the ray nor is a destination.
    origin_on_ray: Bitboard,
    end: End,
    modality: Modality,
    initial: bool,
}

impl Route {
    /// Whether the route is usable on the first move only.
    #[inline]
    pub(crate) fn initial(&self) -> bool {
        self.initial
    }

    /// Adds the route's destinations with occupancy `occ` (the moving piece included).
    #[inline]
    pub(crate) fn add(&self, occ: Bitboard, t: &mut Targets) {
        if occ.intersects(self.empty) || occ & self.occupied != self.occupied {
            return;
        }
        match self.end {
            End::Square { to, attack } => {
                if self.modality.moves() {
                    t.moves.insert(to);
                }
                if attack && self.modality.captures() {
                    t.attacks.insert(to);
                }
            }
            End::Ray(r) => {
                let mut reach = Targets::default();
                r.add(occ - self.origin_on_ray, &mut reach);
                t.moves |= reach.moves - self.origin_on_ray;
                t.attacks |= reach.attacks - self.origin_on_ray;
            }
        }
    }
}

/// The walk over the empty board that lists a component's routes from one origin.
struct Walk<'a> {
    geo: Geometry,
    origin: Square,
    legs: ArrayVec<(crate::Atom, u8, Waypoint), MAX_LEGS>,
    component: &'a Component,
    out: &'a mut Vec<Route>,
}

/// Adds to `out` the routes of `component` (a [`Legs`] component) from `origin` whose first
/// step is `(dx, dy)`.
pub(crate) fn add_routes(
    geo: Geometry,
    origin: Square,
    component: &Component,
    legs: &Legs,
    (dx, dy): (i8, i8),
    out: &mut Vec<Route>,
) {
    // Leg i's atom, its range, and the turning point at its end (unused for the last leg).
    let mut list: ArrayVec<(crate::Atom, u8, Waypoint), MAX_LEGS> = ArrayVec::new();
    let mut atom = component.atom;
    let mut range = legs.first_range();
    for (waypoint, leg) in legs.rest() {
        list.push((atom, range, waypoint));
        (atom, range) = (leg.atom, leg.range);
    }
    list.push((atom, range, Waypoint::Empty));
    let mut walk = Walk {
        geo,
        origin,
        legs: list,
        component,
        out,
    };
    walk.leg(origin, (dx, dy), 0, Bitboard::EMPTY, Bitboard::EMPTY);
}

impl Walk<'_> {
    /// Walks leg `i` from `at` along `dir`, the path so far needing `empty` and `occupied`.
    fn leg(&mut self, at: Square, dir: (i8, i8), i: usize, empty: Bitboard, occupied: Bitboard) {
        let (_, range, waypoint) = self.legs[i];
        let last = i + 1 == self.legs.len();
        if last && range != 1 {
            self.final_ray(at, dir, range, empty, occupied);
            return;
        }
        let mut passed = empty;
        let mut square = at;
        let mut steps = 0u8;
        while let Some(next) = self.geo.offset(square, dir.0, dir.1) {
            steps += 1;
            if range != 0 && steps > range {
                break;
            }
            if last {
                self.end_on(next, passed, occupied);
            } else {
                self.turn(next, dir, i, waypoint, passed, occupied);
            }
            // Riding on: the square just reached is crossed, so it must be empty (the origin
            // always is, its piece being the one that moves).
            if next != self.origin {
                passed.insert(next);
            }
            square = next;
        }
    }

    /// The move turns on `at`, which must be `waypoint`, and goes on with leg `i + 1`.
    fn turn(
        &mut self,
        at: Square,
        dir: (i8, i8),
        i: usize,
        waypoint: Waypoint,
        empty: Bitboard,
        occupied: Bitboard,
    ) {
        let (empty, occupied) = match waypoint {
            Waypoint::Empty if at == self.origin => (empty, occupied),
            Waypoint::Empty => (empty.with(at), occupied),
            // The moving piece cannot be its own screen.
            Waypoint::Occupied if at == self.origin => return,
            Waypoint::Occupied => (empty, occupied.with(at)),
        };
        let (atom, _, _) = self.legs[i + 1];
        for step in outward_steps(atom, dir.0, dir.1) {
            self.leg(at, step, i + 1, empty, occupied);
        }
    }

    fn end_on(&mut self, to: Square, empty: Bitboard, occupied: Bitboard) {
        if to == self.origin {
            return;
        }
        self.push(
            empty,
            occupied,
            End::Square {
                to,
                attack: !empty.contains(to),
            },
        );
    }

    fn final_ray(&mut self, at: Square, dir: (i8, i8), range: u8, empty: Bitboard, occ: Bitboard) {
        let c = self.component;
        if let Some(r) = ray(
            self.geo,
            at,
            dir.0,
            dir.1,
            range,
            RayKind::Slide,
            c.modality,
            c.initial_only,
        ) {
            self.push(empty, occ, End::Ray(r));
        }
    }

    fn push(&mut self, empty: Bitboard, occupied: Bitboard, end: End) {
        let origin_on_ray = match end {
            End::Ray(r) if r.mask.contains(self.origin) => Bitboard::from_square(self.origin),
            _ => Bitboard::EMPTY,
        };
        self.out.push(Route {
            empty,
            occupied,
            origin_on_ray,
            end,
            modality: self.component.modality,
            initial: self.component.initial_only,
        });
    }
}
