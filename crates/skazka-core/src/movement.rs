//! How a piece moves, as data.
//!
//! A [`Movement`] is a list of [`Component`]s. Each component names a basic step (an [`Atom`],
//! such as the knight's (1,2)), which of the atom's symmetric steps it uses ([`Steps`], relative
//! to the side that owns the piece), how far it goes ([`Kind`]), whether it may move, capture or
//! both ([`Modality`]), and whether it is only available on the piece's first move.
//!
//! Movements are written in a Betza subset by [`Movement::from_betza`] and displayed the same
//! way; games compile them into [`PieceTable`](crate::PieceTable)s for fast generation.

use arrayvec::ArrayVec;

/// A basic step `(a, b)` with `0 <= a <= b`, `b > 0`, standing for all its rotations and
/// reflections: `(0,1)` is the wazir step, `(1,2)` the knight leap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom {
    a: u8,
    b: u8,
}

impl Atom {
    /// Wazir, `(0,1)`.
    pub const WAZIR: Atom = Atom { a: 0, b: 1 };
    /// Ferz, `(1,1)`.
    pub const FERZ: Atom = Atom { a: 1, b: 1 };
    /// Dabbaba, `(0,2)`.
    pub const DABBABA: Atom = Atom { a: 0, b: 2 };
    /// Knight, `(1,2)`.
    pub const KNIGHT: Atom = Atom { a: 1, b: 2 };
    /// Alfil, `(2,2)`.
    pub const ALFIL: Atom = Atom { a: 2, b: 2 };
    /// Threeleaper, `(0,3)`.
    pub const THREELEAPER: Atom = Atom { a: 0, b: 3 };
    /// Camel, `(1,3)`.
    pub const CAMEL: Atom = Atom { a: 1, b: 3 };
    /// Zebra, `(2,3)`.
    pub const ZEBRA: Atom = Atom { a: 2, b: 3 };
    /// Tripper, `(3,3)`.
    pub const TRIPPER: Atom = Atom { a: 3, b: 3 };

    /// The atom `(x, y)` in any order and sign, e.g. `(1,4)` for the giraffe.
    /// `None` for `(0,0)` or a step longer than 15.
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Option<Atom> {
        let (a, b) = if x <= y { (x, y) } else { (y, x) };
        if b == 0 || b > 15 {
            None
        } else {
            Some(Atom { a, b })
        }
    }

    /// The shorter coordinate.
    #[must_use]
    pub const fn a(self) -> u8 {
        self.a
    }

    /// The longer coordinate.
    #[must_use]
    pub const fn b(self) -> u8 {
        self.b
    }

    /// `true` for `(0, n)` atoms.
    #[must_use]
    pub const fn is_orthogonal(self) -> bool {
        self.a == 0
    }

    /// `true` for `(n, n)` atoms.
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        self.a == self.b
    }

    /// Number of distinct steps: 4 for orthogonal and diagonal atoms, 8 for oblique ones.
    #[must_use]
    pub const fn num_steps(self) -> usize {
        if self.a == 0 || self.a == self.b {
            4
        } else {
            8
        }
    }

    /// The atom's steps `(dx, dy)` from White's point of view (`dy > 0` is forward), in the fixed
    /// order that [`Steps`] bits refer to.
    ///
    /// Orthogonal: f, b, r, l. Diagonal: fr, fl, br, bl. Oblique (a < b): the narrow forward pair
    /// fr, fl (|dy| = b), the wide forward pair rf, lf (|dy| = a), then rb, lb, br, bl.
    #[must_use]
    pub fn steps(self) -> ArrayVec<(i8, i8), 8> {
        let (a, b) = (self.a as i8, self.b as i8);
        let mut v = ArrayVec::new();
        if a == 0 {
            v.extend([(0, b), (0, -b), (b, 0), (-b, 0)]);
        } else if a == b {
            v.extend([(a, a), (-a, a), (a, -a), (-a, -a)]);
        } else {
            v.extend([
                (a, b),
                (-a, b),
                (b, a),
                (-b, a),
                (b, -a),
                (-b, -a),
                (a, -b),
                (-a, -b),
            ]);
        }
        v
    }
}

/// A subset of an atom's steps: bit `i` selects `atom.steps()[i]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Steps(pub u8);

impl Steps {
    /// All steps of `atom`.
    #[must_use]
    pub const fn all_of(atom: Atom) -> Steps {
        Steps(if atom.num_steps() == 4 { 0x0f } else { 0xff })
    }

    /// The steps of `atom` for which `keep(dx, dy)` holds (White's orientation).
    pub fn filter(atom: Atom, mut keep: impl FnMut(i8, i8) -> bool) -> Steps {
        let mut bits = 0;
        for (i, (dx, dy)) in atom.steps().into_iter().enumerate() {
            if keep(dx, dy) {
                bits |= 1 << i;
            }
        }
        Steps(bits)
    }

    /// `true` if no step is selected.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The selected steps of `atom`, White's orientation.
    #[must_use]
    pub fn of(self, atom: Atom) -> ArrayVec<(i8, i8), 8> {
        atom.steps()
            .into_iter()
            .enumerate()
            .filter(|(i, _)| self.0 >> i & 1 != 0)
            .map(|(_, s)| s)
            .collect()
    }
}

/// What a component may do on its target square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Modality {
    /// Only onto an empty square (Betza `m`).
    Move,
    /// Only onto an enemy piece (Betza `c`).
    Capture,
    /// Either (no modifier).
    Both,
}

impl Modality {
    /// Whether a non-capturing move is allowed.
    #[must_use]
    pub const fn moves(self) -> bool {
        !matches!(self, Modality::Capture)
    }

    /// Whether a capture is allowed.
    #[must_use]
    pub const fn captures(self) -> bool {
        !matches!(self, Modality::Move)
    }
}

/// How far a component goes along each of its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Kind {
    /// One jump, ignoring what lies between (W, N, …).
    Leap,
    /// One jump that is blocked if any square of its path is occupied (Betza `n`). The path of
    /// `(x, y)` with `|x| <= |y|` first steps orthogonally along the long axis until the rest is a
    /// diagonal, then diagonally: the xiangqi horse `nN` is blocked on `(0,1)`, the elephant `nA`
    /// on `(1,1)`, the pawn's double step `nD` on `(0,1)`.
    Lame,
    /// Repeated steps while the squares are empty, up to `range` steps (0 = unlimited); the first
    /// occupied square may be captured (R, B, Q, NN, R4).
    Ride {
        /// Most steps taken; 0 means no limit.
        range: u8,
    },
    /// Cannon-style hopper (Betza `p`): rides to the first occupied square (the screen, of
    /// either colour), jumps it, then continues over empty squares; it moves to those empty
    /// squares and captures the first piece after them. Exactly one screen.
    Hop {
        /// Most steps in all; 0 means no limit.
        range: u8,
    },
    /// Grasshopper (Betza `g`): rides to the first occupied square and lands on the square just
    /// beyond it.
    Grasshop,
    /// Bent rider: one step of the component's atom onto an empty square (or a capture there),
    /// then a slide along the steps of `then` that point outward (positive dot product with the
    /// first step). Griffon = `[F?R]`, Aanca = `[W?B]`.
    Bent {
        /// The atom of the second leg.
        then: Atom,
        /// Most steps of the second leg; 0 means no limit.
        range: u8,
    },
    /// A multi-leg move (XBetza's `a` chaining): the component's atom and steps make the first
    /// leg, [`Legs`](crate::Legs) the ones after it, each going outward from the one before,
    /// through turning points that must be empty or occupied. Only the last square may be
    /// captured. The xiangqi horse = `[WaF]`, the janggi elephant = `[WaFaF]`.
    Legs(crate::Legs),
}

/// One part of a piece's movement. Built with [`Component::new`] and its `with_` methods, so
/// that fields can be added later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub struct Component {
    /// The basic step.
    pub atom: Atom,
    /// Which of the atom's steps are used, relative to the owner (White's view; Black's is
    /// rotated by half a turn, so "forward" and "left" are always the owner's).
    pub steps: Steps,
    /// Jump, ride, hop, …
    pub kind: Kind,
    /// Move, capture or both.
    pub modality: Modality,
    /// Only on the piece's first move (Betza `i`); the game decides what "first" means.
    pub initial_only: bool,
}

impl Component {
    /// A component with all steps of `atom`, moving and capturing, always available.
    #[must_use]
    pub const fn new(atom: Atom, kind: Kind) -> Component {
        Component {
            atom,
            steps: Steps::all_of(atom),
            kind,
            modality: Modality::Both,
            initial_only: false,
        }
    }

    /// The same component limited to `steps`.
    #[must_use]
    pub const fn with_steps(mut self, steps: Steps) -> Component {
        self.steps = steps;
        self
    }

    /// The same component with `modality`.
    #[must_use]
    pub const fn with_modality(mut self, modality: Modality) -> Component {
        self.modality = modality;
        self
    }

    /// The same component, available on the first move only.
    #[must_use]
    pub const fn initial_only(mut self) -> Component {
        self.initial_only = true;
        self
    }

    /// The selected steps for `color`'s piece.
    #[must_use]
    pub fn steps_for(&self, color: crate::Color) -> ArrayVec<(i8, i8), 8> {
        let mut v = self.steps.of(self.atom);
        if !color.is_white() {
            for s in &mut v {
                *s = (-s.0, -s.1);
            }
        }
        v
    }
}

/// A piece's whole movement: the union of its components.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Movement {
    components: Vec<Component>,
}

impl Movement {
    /// A movement made of the given components.
    #[must_use]
    pub fn new(components: Vec<Component>) -> Movement {
        Movement { components }
    }

    /// The components, in the order given.
    #[must_use]
    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// `true` if the piece never moves (a stone).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.components.is_empty()
    }

    /// Adds a component.
    pub fn push(&mut self, component: Component) {
        self.components.push(component);
    }

    /// The union of two movements.
    #[must_use]
    pub fn and(mut self, other: Movement) -> Movement {
        self.components.extend(other.components);
        self
    }

    /// A leaper along all steps of `atom`.
    #[must_use]
    pub fn leaper(atom: Atom) -> Movement {
        Movement::new(vec![Component::new(atom, Kind::Leap)])
    }

    /// An unlimited rider along all steps of `atom`.
    #[must_use]
    pub fn rider(atom: Atom) -> Movement {
        Movement::new(vec![Component::new(atom, Kind::Ride { range: 0 })])
    }

    /// The rook, `R`.
    #[must_use]
    pub fn rook() -> Movement {
        Movement::rider(Atom::WAZIR)
    }

    /// The bishop, `B`.
    #[must_use]
    pub fn bishop() -> Movement {
        Movement::rider(Atom::FERZ)
    }

    /// The queen, `Q`.
    #[must_use]
    pub fn queen() -> Movement {
        Movement::rook().and(Movement::bishop())
    }

    /// The king's step (not royal by itself), `K`.
    #[must_use]
    pub fn king() -> Movement {
        Movement::leaper(Atom::WAZIR).and(Movement::leaper(Atom::FERZ))
    }

    /// `true` if some component is a bent rider or a multi-leg move, whose attacks cannot be
    /// found by looking backwards from the target (see
    /// [`PieceTable::attackers_of`](crate::PieceTable::attackers_of)).
    #[must_use]
    pub fn has_bent(&self) -> bool {
        self.components
            .iter()
            .any(|c| matches!(c.kind, Kind::Bent { .. } | Kind::Legs(_)))
    }
}

impl From<Vec<Component>> for Movement {
    fn from(components: Vec<Component>) -> Movement {
        Movement::new(components)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atoms_have_four_or_eight_distinct_steps() {
        for (x, y) in [(0, 1), (1, 1), (1, 2), (0, 3), (2, 3), (1, 4), (3, 3)] {
            let atom = Atom::new(x, y).unwrap();
            let steps = atom.steps();
            assert_eq!(steps.len(), atom.num_steps());
            let mut sorted = steps.to_vec();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), steps.len());
        }
        assert_eq!(Atom::new(0, 0), None);
        assert_eq!(Atom::new(2, 1), Some(Atom::KNIGHT));
    }

    #[test]
    fn black_steps_are_white_steps_turned_half_round() {
        let c = Component::new(Atom::KNIGHT, Kind::Leap).with_steps(Steps(0b01));
        assert_eq!(c.steps_for(crate::Color::White).as_slice(), &[(1, 2)]);
        assert_eq!(c.steps_for(crate::Color::Black).as_slice(), &[(-1, -2)]);
    }
}
