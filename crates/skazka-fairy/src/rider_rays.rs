//! Checks and pins along the whole lines of riders of other steps than a rook's or bishop's
//! (a nightrider's knight lines): each line from the square is searched by bit tricks
//! ([`skazka_core::StraightRay`]), as the rook and bishop lines are by [`skazka_core::Lines`],
//! so that such riders keep a variant's count plain (see [`crate::plain_count`]).

use skazka_core::{Bitboard, RiderRays, Square};

use crate::position::FairyPosition;
use crate::variant::Compiled;

impl FairyPosition {
    /// Of `pieces` (one side's), the riders of whole lines of other steps that reach
    /// `square` with `occupied`. Out of line, as the two below: the variants without such
    /// riders (chess) keep their counts' code as it was.
    #[inline(never)]
    pub(crate) fn ray_attackers(
        &self,
        square: Square,
        pieces: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard {
        let mut attackers = Bitboard::EMPTY;
        for (riders, rays) in self.ray_riders(pieces) {
            // The lines are symmetric: a rider reaches the square as the square reaches it.
            attackers |= rays.reach(square, occupied) & riders;
        }
        attackers
    }

    /// Along the whole lines of other steps from `square` with `occupied`: the riders of
    /// `pieces` that reach it, and of `blockers`, each one standing alone between it and
    /// such a rider (what the rider pins to the square).
    #[inline(never)]
    pub(crate) fn ray_checkers_and_pins(
        &self,
        square: Square,
        pieces: Bitboard,
        occupied: Bitboard,
        blockers: Bitboard,
    ) -> (Bitboard, Bitboard) {
        let (mut checkers, mut pinned) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (riders, rays) in self.ray_riders(pieces) {
            for ray in rays.from(square) {
                let first = ray.nearest(occupied);
                checkers |= first & riders;
                if (first & blockers).any() && (ray.nearest(occupied - first) & riders).any() {
                    pinned |= first;
                }
            }
        }
        (checkers, pinned)
    }

    /// The squares strictly between `king` and `checker`, a rider of whole lines of other
    /// steps on one of them, where a piece may block its check; `None` where the checker
    /// rides no such line to the king.
    #[inline(never)]
    pub(crate) fn ray_between(&self, king: Square, checker: Square) -> Option<Bitboard> {
        let piece = self.piece_on(checker)?;
        let rays = rays_of(self.c(), usize::from(piece.kind))?;
        let at = Bitboard::from_square(checker);
        let ray = rays
            .from(king)
            .iter()
            .find(|ray| ray.squares().contains(checker))?;
        Some(ray.before(at))
    }

    /// For each type of whole lines of other steps with pieces among `pieces`: those
    /// pieces and the type's lines.
    #[inline]
    fn ray_riders(&self, pieces: Bitboard) -> impl Iterator<Item = (Bitboard, &RiderRays)> {
        let c = self.c();
        let mut kinds = c.line_riders.rays;
        std::iter::from_fn(move || {
            while kinds != 0 {
                let k = kinds.trailing_zeros() as usize;
                kinds &= kinds - 1;
                let riders = self.by_kind[k] & pieces;
                if let (true, Some(rays)) = (riders.any(), rays_of(c, k)) {
                    return Some((riders, rays));
                }
            }
            None
        })
    }
}

/// The whole lines of other steps of the type `k`, if it rides such lines.
pub(crate) fn rays_of(c: &Compiled, k: usize) -> Option<&RiderRays> {
    c.kinds.get(k)?.attack_form()?.1
}

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::{legal_by_tables, table_mismatches};
    use crate::{FairyPosition, Variant, catalogue, ini};

    fn variant(text: &str) -> Variant {
        let definition = ini::parse(text, &catalogue::get).unwrap().remove(0);
        Variant::new(definition).unwrap()
    }

    /// Along seeded random games favouring checks and captures, the legal moves counted (by
    /// the plain count) and listed are those that leave no king attacked by any piece's
    /// table: nightriders check and pin along their knight lines, are blocked on them, and
    /// where checks are forbidden, uncover none (a bishop that also rides a camel's lines
    /// checks along both).
    #[test]
    fn nightriders_check_pin_and_are_blocked_along_their_lines_in_the_plain_count() {
        let variants = [
            crate::variant_by_name("nightrider").unwrap(),
            variant("[camelrider-bishops:chess]\nbishop = -\ncustomPiece1 = b:BCC\n"),
            variant("[racing-nightriders:racingkings]\nknight = -\ncustomPiece1 = n:NN\n"),
        ];
        let mut failures = Vec::new();
        for v in &variants {
            assert!(v.compiled().plain_count, "{}", v.name());
            failures.extend(table_mismatches(v, v.name().len() as u64));
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Where checks are forbidden, the rook on b3, between White's nightrider on a1 and
    /// Black's king on c5, may not move: every move of it would uncover the nightrider's
    /// check.
    #[test]
    fn where_checks_are_forbidden_no_piece_may_uncover_a_nightrider_s_check() {
        let v = variant("[racing-nightriders:racingkings]\nknight = -\ncustomPiece1 = n:NN\n");
        let p = FairyPosition::from_fen(&v, "8/8/8/2k5/8/1R6/8/N6K w - - 0 1").unwrap();
        let expected = legal_by_tables(&p);
        assert_eq!(p.legal_move_count(), expected.len());
        assert_eq!(p.legal_move_list().len(), expected.len());
    }
}
