//! Sittuyin's promotion (`sittuyinPromotion`), as Fairy-Stockfish plays it.
//!
//! A pawn does not promote by moving: standing on one of its side's promotion squares (or
//! anywhere, when it is the side's last pawn), it may turn into a promotion piece as a move
//! of its own, either where it stands or on an empty square that piece could move to from
//! there. The new piece may not attack an enemy piece from its square, the move may not give
//! check (a discovered one included), and a type at its promotion limit (one met) is not
//! made again. The move is written `d5d5f` in place and `d5c4f` otherwise; SAN writes `d5=F`
//! and `d5c4=F`.

use skazka_core::{Bitboard, Square};

use crate::moves::{FairyMove, MoveKind};
use crate::position::FairyPosition;
use crate::sink::MoveSink;

impl FairyPosition {
    /// Every pseudo-legal sittuyin promotion of the side to move that neither attacks an enemy
    /// piece nor gives check. Kept out of line: the generator of every other variant only
    /// tests the key.
    #[cold]
    #[inline(never)]
    pub(crate) fn push_sittuyin_promotions<S: MoveSink>(&self, out: &mut S) {
        let c = self.c();
        let Some(pawn) = c.pawn else { return };
        let us = self.turn;
        let pawns = self.pieces(us, pawn);
        let promoting = if pawns.count() > 1 {
            pawns & *c.promotion_zone.get(us)
        } else {
            pawns
        };
        for from in promoting {
            for &target in c.promotion_targets.get(us) {
                let limit = c.promotion_limit[usize::from(target)];
                if limit != 0 && limit <= self.count(us, target) {
                    continue;
                }
                let letter = crate::plus::lower(c.kinds[usize::from(target)].letter);
                for to in self.sittuyin_squares(from, target) {
                    let m = self.mv(from, to, MoveKind::Promotion(letter));
                    if !self.promotion_checks(m) {
                        out.one(self, m);
                    }
                }
            }
        }
    }

    /// Where a pawn on `from` may become a piece of type `target`: its own square and the empty
    /// squares the piece attacks from there, keeping those from which it would attack no
    /// enemy piece.
    fn sittuyin_squares(&self, from: Square, target: u8) -> Bitboard {
        let us = self.turn;
        let occupied = self.occupied();
        let theirs = self.by_color[us.other().index()];
        let squares = (self.attacks_of(target, from, occupied) - occupied).with(from);
        let without = occupied.without(from);
        squares
            .into_iter()
            .filter(|&to| (self.attacks_of(target, to, without) & theirs).is_empty())
            .collect()
    }

    /// The squares a piece of type `kind` of the side to move attacks from `from`.
    fn attacks_of(&self, kind: u8, from: Square, occupied: Bitboard) -> Bitboard {
        let c = self.c();
        let info = &c.kinds[usize::from(kind)];
        self.targets_of(info, from, self.turn, occupied, false)
            .attacks
    }

    /// Whether the promotion `m` gives check (only a discovered check is left to find: the new
    /// piece attacks no enemy piece).
    fn promotion_checks(&self, m: FairyMove) -> bool {
        if m.from == m.to {
            return false;
        }
        let mut after = self.clone();
        after.apply(m);
        after.royal_attacked(after.turn)
    }

    /// Whether `m` is a sittuyin promotion that puts the new piece on another square than the
    /// pawn's (SAN then names the pawn's whole square: `d5c4=F`).
    pub(crate) fn is_sittuyin_promotion_away(&self, m: FairyMove) -> bool {
        self.c().definition.sittuyin_promotion
            && m.from != m.to
            && matches!(m.kind, MoveKind::Promotion(_))
    }

    /// Sittuyin's draw when the side to move has only its king and one pawn, is not in check,
    /// and every legal move is a promotion (its king cannot move): the promotion is optional,
    /// so the position counts as a stalemate.
    pub(crate) fn sittuyin_stalemate(&self) -> bool {
        let c = self.c();
        let us = self.turn;
        if !c.definition.sittuyin_promotion || self.by_color[us.index()].count() != 2 {
            return false;
        }
        let Some(pawn) = c.pawn else { return false };
        if self.pieces(us, pawn).count() != 1 || self.royal_attacked(us) {
            return false;
        }
        skazka_core::Position::legal_move_list(self)
            .iter()
            .all(|m| matches!(m.kind, MoveKind::Promotion(_)))
    }
}
