//! Petrification (`petrifyOnCaptureTypes`, petrified chess): a piece of these types that
//! captures turns into a wall on the square it took.

use skazka_core::{Bitboard, Color, Square};

use crate::{FairyMove, FairyPosition, MoveKind};

impl FairyPosition {
    /// Turns the piece on `square` into a wall.
    pub(crate) fn petrify(&mut self, square: Square) {
        self.take(square);
        self.add_wall(square);
    }

    /// Whether `m` would petrify one of the mover's royal pieces, which is illegal (a pseudo-
    /// royal piece of a petrifying type never captures).
    pub(crate) fn petrifies_a_royal(&self, m: FairyMove) -> bool {
        let c = self.c();
        if c.petrify_kinds == 0 || matches!(m.kind, MoveKind::Drop(_) | MoveKind::PromotedDrop(_)) {
            return false;
        }
        self.piece_on(m.from).is_some_and(|p| {
            c.petrify_kinds >> p.kind & 1 != 0
                && self.is_capture(m)
                && self.royals(self.turn).contains(m.from)
        })
    }

    /// `color`'s pieces that cannot take a royal piece because the capture would petrify
    /// them while they are royal themselves: as Fairy-Stockfish judges a move's legality, every
    /// piece of a type both petrifying and of extinction.
    pub(crate) fn petrifying_royals(&self, color: Color) -> Bitboard {
        let c = self.c();
        let kinds = c.petrify_kinds & c.extinction_kinds;
        if kinds == 0 || !c.definition.extinction_pseudo_royal {
            return Bitboard::EMPTY;
        }
        (0..c.kinds.len())
            .filter(|&k| kinds >> k & 1 != 0)
            .fold(Bitboard::EMPTY, |b, k| b | self.pieces(color, k as u8))
    }
}
