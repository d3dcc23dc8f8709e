//! Shatar's mating rule (`shatarMateRule`), as Fairy-Stockfish decides it: a mate given by
//! knights alone loses for the side that gives it; any other mate wins only when the unbroken
//! series of checks that ends in it holds a check by a knight, a rook or a bers (a "shak");
//! else the game is drawn. The series is followed back over the moves played since the
//! position was set up, the check of the set-up position included.

use skazka_core::{Bitboard, Color, EndReason, Outcome};

use crate::position::FairyPosition;
use crate::{EndValue, PieceKind};

impl FairyPosition {
    /// `by`'s pieces of the given types.
    fn pieces_of_kinds(&self, by: Color, wanted: &[PieceKind]) -> Bitboard {
        let c = self.c();
        c.kinds
            .iter()
            .enumerate()
            .filter(|(_, info)| wanted.contains(&info.kind))
            .fold(Bitboard::EMPTY, |acc, (k, _)| {
                acc | self.pieces(by, k as u8)
            })
    }

    /// Whether `by` checks the enemy king with a piece not on `harmless`.
    fn checks_with(&self, by: Color, harmless: Bitboard) -> bool {
        let occupied = self.occupied();
        self.royals(by.other())
            .into_iter()
            .any(|k| self.attacked_except(k, by, occupied, harmless))
    }

    /// Whether `by` gives a shak: check by a knight, a rook or a bers.
    fn gives_shak(&self, by: Color) -> bool {
        let shak = self.pieces_of_kinds(by, &[PieceKind::Knight, PieceKind::Rook, PieceKind::Bers]);
        self.checks_with(by, self.by_color[by.index()] - shak)
    }

    /// After a move by `mover` (or, with no move, for the set-up position): the series of
    /// checks `mover` gives goes on, with a shak or not, or is broken.
    pub(crate) fn update_shak_run(&mut self, mover: Color, continues: bool) {
        let run = if self.royal_attacked(mover.other()) {
            let before = continues && self.shak_runs[mover.index()] == Some(true);
            Some(before || self.gives_shak(mover))
        } else {
            None
        };
        self.shak_runs[mover.index()] = run;
    }

    /// The outcome of a mate under the rule, for the side to move (mated).
    pub(crate) fn shatar_mate(&self) -> Option<Outcome> {
        let them = self.turn.other();
        let knights = self.pieces_of_kinds(them, &[PieceKind::Knight]);
        let by_others = self.checks_with(them, knights);
        let value = if !by_others {
            EndValue::Win
        } else if self.shak_runs[them.index()] == Some(true) {
            self.c().definition.checkmate_value
        } else {
            EndValue::Draw
        };
        self.judged(value, EndReason::Checkmate)
    }
}
