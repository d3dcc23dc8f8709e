//! The fast forms of pieces few variants have: riders of whole lines of other steps than a
//! rook's or bishop's (a nightrider), grasshoppers, and pieces that move one way and capture
//! another (a New Zealand rook). Kept behind one boxed case of [`crate::form::Form`] and
//! found out of line, so that the common forms' code stays as it would be without them.

use skazka_core::{Bitboard, Geometry, Lines, Modality, Movement, RiderRays, Square};

use crate::form::SquareLines;
use crate::grasshopper::FastGrasshopper;
use crate::variant::FastMoves;

/// A rare piece's form.
#[derive(Clone, Debug)]
pub(crate) enum RareForm {
    /// Whole leapers and unlimited lines, some of other steps than a rook's or bishop's.
    Rider(RiderMoves),
    /// Grasshoppers' lines in every direction of their atoms, moving and capturing alike.
    Grasshopper(FastGrasshopper),
    /// Whole leapers and unlimited lines, some only moving and some only capturing.
    Split(SplitMoves),
}

impl RareForm {
    /// The form of `movement` if it is one of these (a rider of lines of other steps is
    /// found with the symmetric pieces, by [`crate::compile::fast_moves`]).
    pub fn of(geometry: Geometry, movement: &Movement) -> Option<RareForm> {
        if let Some(grasshopper) = FastGrasshopper::of(geometry, movement) {
            Some(RareForm::Grasshopper(grasshopper))
        } else {
            SplitMoves::of(geometry, movement).map(RareForm::Split)
        }
    }

    /// The moves of a piece on `from` with `occupied` (the caller keeps the empty squares),
    /// given its `attacks`: those same squares but for a piece that moves one way and
    /// captures another.
    #[inline(never)]
    #[cold]
    pub fn moves(
        &self,
        lines: &Lines,
        from: Square,
        occupied: Bitboard,
        attacks: Bitboard,
    ) -> Bitboard {
        match self {
            RareForm::Split(split) => split.moves.attacks(lines, from, occupied),
            _ => attacks,
        }
    }

    /// The squares a piece on `from` attacks with `occupied`, jumping no screen on
    /// `no_screens`.
    #[inline(never)]
    #[cold]
    pub fn attacks(
        &self,
        lines: &Lines,
        from: Square,
        occupied: Bitboard,
        no_screens: Bitboard,
    ) -> Bitboard {
        match self {
            RareForm::Rider(rider) => rider.attacks(lines, from, occupied),
            RareForm::Split(split) => split.attacks.attacks(lines, from, occupied),
            RareForm::Grasshopper(grasshopper) => {
                // A hop lands only where it would also land with those screens gone.
                let mut landings = grasshopper.landings(from, occupied);
                if no_screens.any() {
                    landings &= grasshopper.landings(from, occupied - no_screens);
                }
                landings
            }
        }
    }

    /// Of `candidates`, those that attack `at`'s square with its occupancy, jumping no
    /// screen on `no_screens`.
    #[inline(never)]
    #[cold]
    pub fn attackers(
        &self,
        at: &mut SquareLines,
        candidates: Bitboard,
        no_screens: Bitboard,
    ) -> Bitboard {
        match self {
            RareForm::Rider(rider) => rider.attackers(at, candidates),
            RareForm::Split(split) => split.attacks.attackers(at, candidates),
            RareForm::Grasshopper(grasshopper) => {
                let (square, occupied) = (at.square, at.occupied);
                let mut a = grasshopper.landing_on(square, occupied);
                if no_screens.any() && a.any() {
                    a &= grasshopper.landing_on(square, occupied - no_screens);
                }
                a & candidates
            }
        }
    }

    /// Of `candidates`, those that attack `square` by a leap.
    #[inline(never)]
    #[cold]
    pub fn leap_attackers(&self, square: Square, candidates: Bitboard) -> Bitboard {
        self.capturing_part().map_or(Bitboard::EMPTY, |part| {
            part.lines.leaps[square.index()] & candidates
        })
    }

    /// Where the piece captures by whole leapers and unlimited lines alike in every
    /// direction (whether or not it moves so): that part.
    pub fn capturing_part(&self) -> Option<&RiderMoves> {
        match self {
            RareForm::Rider(rider) => Some(rider),
            RareForm::Split(split) => Some(&split.attacks),
            RareForm::Grasshopper(_) => None,
        }
    }
}

/// A symmetric piece of whole leapers and unlimited lines: a rook's and a bishop's by
/// [`FastMoves`], and those of other steps by [`RiderRays`] (a nightrider's).
#[derive(Clone, Debug)]
pub(crate) struct RiderMoves {
    pub lines: FastMoves,
    /// Its whole lines of other steps, none on a rank, file or diagonal.
    pub rays: Option<RiderRays>,
}

impl RiderMoves {
    /// The squares attacked (and moved to, where empty) from `from`.
    fn attacks(&self, lines: &Lines, from: Square, occupied: Bitboard) -> Bitboard {
        let a = self.lines.attacks(lines, from, occupied);
        match &self.rays {
            Some(rays) => a | rays.reach(from, occupied),
            None => a,
        }
    }

    /// Of `candidates`, those that attack `at`'s square with its occupancy.
    fn attackers(&self, at: &mut SquareLines, candidates: Bitboard) -> Bitboard {
        let a = self.lines.attackers(at, candidates);
        match &self.rays {
            Some(rays) => a | rays.reach(at.square, at.occupied) & candidates,
            None => a,
        }
    }
}

/// A piece of whole leapers and unlimited lines that moves by some and captures by others:
/// each part symmetric, so that it attacks a square exactly when a piece on that square would
/// attack it by the capturing part.
#[derive(Clone, Debug)]
pub(crate) struct SplitMoves {
    pub moves: RiderMoves,
    pub attacks: RiderMoves,
}

impl SplitMoves {
    /// The split form of `movement`, if each of its moving and capturing parts has a fast
    /// form.
    fn of(geometry: Geometry, movement: &Movement) -> Option<SplitMoves> {
        let part = |keep: fn(Modality) -> bool| {
            let components = movement.components().iter().filter(|c| keep(c.modality));
            let whole = components
                .map(|c| c.with_modality(Modality::Both))
                .collect();
            crate::compile::fast_moves(geometry, &Movement::new(whole))
        };
        Some(SplitMoves {
            moves: part(Modality::moves)?,
            attacks: part(Modality::captures)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::forcing_games::table_mismatches;
    use crate::variant_by_name;

    /// Along seeded random games favouring checks and captures, where knights capture as
    /// rooks or bishops and rooks or bishops as knights, the legal moves counted (by the plain
    /// count) and listed are those that leave no king attacked by any piece's table: such a
    /// piece checks and pins by the way it captures, and blocks by the way it moves.
    #[test]
    fn pieces_that_move_one_way_and_capture_another_check_and_pin_as_they_capture() {
        let mut failures = Vec::new();
        for name in ["newzealand", "hoppelpoppel"] {
            let v = variant_by_name(name).unwrap();
            assert!(v.compiled().plain_count, "{name}");
            failures.extend(table_mismatches(&v, 1));
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
