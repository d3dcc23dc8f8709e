//! Multi-leg moves: a move made of several legs, each starting where the previous one ended.
//!
//! This is XBetza's `a` ("again") chaining, held as data. The first leg is the component's own
//! atom, steps and range; each later leg is a [`Leg`] that goes *outward*: it uses the steps of
//! its atom that make a positive dot product with the step of the leg before it, as the second
//! leg of a bent rider does. Between two legs lies a turning point, a [`Waypoint`], which must
//! be empty (the usual case: the xiangqi horse `[WaF]`) or occupied by a piece of either colour
//! that the move passes over (the cannon's screen: `[pRaR]`). The move may capture or not only
//! on its last square, as the component's [`Modality`](crate::Modality) says.
//!
//! A leg of range 1 is one step of its atom; a longer range rides over empty squares, and every
//! square of the ride may be the leg's end.

/// What a turning point between two legs must hold for the move to go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Waypoint {
    /// An empty square (Betza `m` on the leg, the default).
    Empty,
    /// A piece of either colour, jumped over and left in place (Betza `p` on the leg).
    Occupied,
}

/// One leg after the first: an atom whose outward steps it takes, and how far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Leg {
    /// The leg's atom.
    pub atom: crate::Atom,
    /// Most steps: 1 for a single step, 0 for no limit.
    pub range: u8,
}

/// The most legs one move may have, the first one included.
pub const MAX_LEGS: usize = 4;

/// The legs of a multi-leg component ([`Kind::Legs`](crate::Kind::Legs)) after its first one,
/// and the turning points between them.
///
/// # Example
/// ```
/// use skazka_core::{Atom, Leg, Legs, Waypoint};
/// // The xiangqi horse: one wazir step to an empty square, then a ferz step outward.
/// let horse = Legs::new(1).then(Waypoint::Empty, Leg { atom: Atom::FERZ, range: 1 });
/// let horse = horse.expect("room for a second leg");
/// assert_eq!(horse.count(), 2);
/// assert_eq!(horse.waypoint(0), Some(Waypoint::Empty));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Legs {
    first_range: u8,
    rest: [Option<(Waypoint, Leg)>; MAX_LEGS - 1],
}

impl Legs {
    /// A move whose first leg (the component's atom) goes up to `first_range` steps (1 for one
    /// step, 0 for no limit), with no leg after it yet.
    #[must_use]
    pub const fn new(first_range: u8) -> Legs {
        Legs {
            first_range,
            rest: [None; MAX_LEGS - 1],
        }
    }

    /// The same move with `leg` added after a turning point that must be `waypoint`; `None` if
    /// it already has [`MAX_LEGS`] legs.
    #[must_use]
    pub fn then(mut self, waypoint: Waypoint, leg: Leg) -> Option<Legs> {
        let slot = self.rest.iter_mut().find(|s| s.is_none())?;
        *slot = Some((waypoint, leg));
        Some(self)
    }

    /// How far the first leg goes: 1 for one step, 0 for no limit.
    #[must_use]
    pub const fn first_range(&self) -> u8 {
        self.first_range
    }

    /// The number of legs, the first one included.
    #[must_use]
    pub fn count(&self) -> usize {
        1 + self.rest.iter().flatten().count()
    }

    /// The leg after turning point `i` (leg `i + 1`, counting the first leg as 0).
    #[must_use]
    pub fn leg(&self, i: usize) -> Option<Leg> {
        self.rest.get(i).copied().flatten().map(|(_, l)| l)
    }

    /// Turning point `i`: the end of leg `i`, where leg `i + 1` starts.
    #[must_use]
    pub fn waypoint(&self, i: usize) -> Option<Waypoint> {
        self.rest.get(i).copied().flatten().map(|(w, _)| w)
    }

    /// The legs after the first, each with the turning point before it, in order.
    pub fn rest(&self) -> impl Iterator<Item = (Waypoint, Leg)> + '_ {
        self.rest.iter().flatten().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Atom;

    #[test]
    fn a_move_holds_at_most_four_legs() {
        let step = Leg {
            atom: Atom::FERZ,
            range: 1,
        };
        let mut legs = Legs::new(1);
        for _ in 1..MAX_LEGS {
            legs = legs.then(Waypoint::Empty, step).expect("room for a leg");
        }
        assert_eq!(legs.count(), MAX_LEGS);
        assert_eq!(legs.then(Waypoint::Empty, step), None);
    }

    #[test]
    fn legs_keep_their_order_and_turning_points() {
        let legs = Legs::new(0)
            .then(
                Waypoint::Occupied,
                Leg {
                    atom: Atom::WAZIR,
                    range: 0,
                },
            )
            .and_then(|l| {
                l.then(
                    Waypoint::Empty,
                    Leg {
                        atom: Atom::FERZ,
                        range: 1,
                    },
                )
            })
            .expect("three legs");
        assert_eq!(legs.first_range(), 0);
        assert_eq!(legs.waypoint(0), Some(Waypoint::Occupied));
        assert_eq!(legs.leg(1).map(|l| l.atom), Some(Atom::FERZ));
        assert_eq!(legs.waypoint(2), None);
        assert_eq!(legs.rest().count(), 2);
    }
}
