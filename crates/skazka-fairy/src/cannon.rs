//! Cannons from bit tricks: pieces that slide and hop along whole rook or bishop lines (the
//! xiangqi cannon `mRcpR`, the janggi cannon `pR`, the vao `mBcpB`), whose generic tables walk
//! every ray square by square. Two line lookups find what lies past each line's first piece.

use skazka_core::{Atom, Bitboard, Kind, Lines, Modality, Movement, Square, Steps, Targets};

use crate::form::SquareLines;

/// What one family of lines (rook or bishop) gives a cannon.
#[derive(Clone, Copy, Debug, Default)]
struct LineUse {
    slide_moves: bool,
    slide_captures: bool,
    hop_moves: bool,
    hop_captures: bool,
}

impl LineUse {
    fn include(&mut self, kind: Kind, modality: Modality) -> Option<()> {
        let (moves, captures) = match kind {
            Kind::Ride { range: 0 } => (&mut self.slide_moves, &mut self.slide_captures),
            Kind::Hop { range: 0 } => (&mut self.hop_moves, &mut self.hop_captures),
            _ => return None,
        };
        *moves |= modality.moves();
        *captures |= modality.captures();
        Some(())
    }

    fn hops(self) -> bool {
        self.hop_moves || self.hop_captures
    }

    /// Moves (when `moves`) and captures along these lines, `line` being the lookup of this
    /// family of lines from the piece's square: what lies past each line's first piece is
    /// what the lookup reaches once those first pieces (but `no_screens`) are gone.
    /// `first` gives the lookup's answer with `occupied`, which may be known already.
    #[inline(always)]
    fn reach(
        self,
        line: impl Fn(Bitboard) -> Bitboard,
        first: impl FnOnce() -> Bitboard,
        occupied: Bitboard,
        no_screens: Bitboard,
        moves: bool,
        t: &mut Targets,
    ) {
        let wanted_slide = self.slide_captures || (moves && self.slide_moves);
        let wanted_hop = self.hop_captures || (moves && self.hop_moves);
        if !wanted_slide && !wanted_hop {
            return;
        }
        let first = first();
        if moves && self.slide_moves {
            t.moves |= first;
        }
        if self.slide_captures {
            t.attacks |= first;
        }
        if wanted_hop {
            let screens = (first & occupied) - no_screens;
            let beyond = line(occupied - screens) - first;
            if moves && self.hop_moves {
                t.moves |= beyond;
            }
            if self.hop_captures {
                t.attacks |= beyond;
            }
        }
    }
}

/// A piece made only of unlimited rook or bishop slides and hops, with at least one hop.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastCannon {
    rook: LineUse,
    bishop: LineUse,
}

impl FastCannon {
    /// The fast form of `movement`, if it is such a piece.
    pub fn of(movement: &Movement) -> Option<FastCannon> {
        let mut cannon = FastCannon {
            rook: LineUse::default(),
            bishop: LineUse::default(),
        };
        for c in movement.components() {
            if c.initial_only || c.steps != Steps::all_of(c.atom) {
                return None;
            }
            let family = match c.atom {
                Atom::WAZIR => &mut cannon.rook,
                Atom::FERZ => &mut cannon.bishop,
                _ => return None,
            };
            family.include(c.kind, c.modality)?;
        }
        (cannon.rook.hops() || cannon.bishop.hops()).then_some(cannon)
    }

    /// Its moves (onto empty squares or not: the caller keeps the empty ones) and captures
    /// from `from`, jumping no screen on `no_screens`.
    #[inline(always)]
    pub fn targets(
        &self,
        lines: &Lines,
        from: Square,
        occupied: Bitboard,
        no_screens: Bitboard,
    ) -> Targets {
        self.along_lines(lines, from, occupied, no_screens, true)
    }

    /// Of `candidates` (cannons of this type), those that capture on `at`'s square: captures
    /// along lines are symmetric, so they are the captures of a cannon on that square.
    #[inline(always)]
    pub fn attackers(
        &self,
        at: &mut SquareLines,
        candidates: Bitboard,
        no_screens: Bitboard,
    ) -> Bitboard {
        let (lines, square, occupied) = (at.lines, at.square, at.occupied);
        let mut t = Targets::default();
        let rook = |occ| lines.rook(square, occ);
        (self.rook).reach(rook, || at.rook(), occupied, no_screens, false, &mut t);
        let bishop = |occ| lines.bishop(square, occ);
        (self.bishop).reach(bishop, || at.bishop(), occupied, no_screens, false, &mut t);
        t.attacks & candidates
    }

    #[inline(always)]
    fn along_lines(
        &self,
        lines: &Lines,
        from: Square,
        occupied: Bitboard,
        no_screens: Bitboard,
        moves: bool,
    ) -> Targets {
        let mut t = Targets::default();
        let rook = |occ| lines.rook(from, occ);
        let first = || rook(occupied);
        self.rook
            .reach(rook, first, occupied, no_screens, moves, &mut t);
        let bishop = |occ| lines.bishop(from, occ);
        let first = || bishop(occupied);
        (self.bishop).reach(bishop, first, occupied, no_screens, moves, &mut t);
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pieces_of_whole_line_slides_and_hops_with_a_hop_have_the_fast_form() {
        let of = |betza: &str| FastCannon::of(&Movement::from_betza(betza).unwrap()).is_some();
        assert!(of("mRcpR"));
        assert!(of("pR"));
        assert!(of("mBcpB"));
        assert!(of("RpB"));
        assert!(!of("R"), "no hop: the symmetric fast form serves it");
        assert!(!of("pRN"), "a leaper");
        assert!(!of("pR4"), "a limited hop");
        assert!(!of("fpR"), "not every direction");
    }
}
