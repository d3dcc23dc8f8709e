//! Connect-n (`connectN`, `connectPieceTypes`, `connectHorizontal`, `connectVertical`,
//! `connectDiagonal`, `connectValue`): a line of pieces ends the game, as Fairy-Stockfish
//! judges it after each move, for the side that just moved.

use skazka_core::{EndReason, Outcome};

use crate::position::FairyPosition;

impl FairyPosition {
    /// The end by a line of `connectN` pieces of the side that just moved, if it made one.
    /// Out of line: the other variants only test the rule.
    #[inline(never)]
    pub(crate) fn connect_end(&self) -> Option<Outcome> {
        let c = self.c();
        let def = &c.definition;
        let mover = self.turn.other();
        let stones: skazka_core::Bitboard = (0..c.kinds.len())
            .filter(|&k| c.connect_kinds >> k & 1 != 0)
            .fold(skazka_core::Bitboard::EMPTY, |b, k| {
                b | self.pieces(mover, k as u8)
            });
        let mut steps: Vec<(i8, i8)> = Vec::with_capacity(4);
        if def.connect_horizontal {
            steps.push((1, 0));
        }
        if def.connect_vertical {
            steps.push((0, 1));
        }
        if def.connect_diagonal {
            steps.extend([(1, 1), (1, -1)]);
        }
        let geo = self.variant().geometry();
        let n = def.connect_n;
        let line_from = |s: skazka_core::Square, (dx, dy): (i8, i8)| {
            let (x, y) = geo.xy(s);
            (1..n).all(|i| {
                let i = i8::try_from(i).unwrap_or(i8::MAX);
                let along = x
                    .checked_add_signed(dx.saturating_mul(i))
                    .zip(y.checked_add_signed(dy.saturating_mul(i)))
                    .and_then(|(x, y)| geo.square_at(x, y));
                along.is_some_and(|a| stones.contains(a))
            })
        };
        let made = stones
            .into_iter()
            .any(|s| steps.iter().any(|&step| line_from(s, step)));
        // The value is the mover's; the outcome is judged for the side to move. The core has
        // no reason for a line of its own: it is reported as a goal reached.
        made.then(|| self.judged(def.connect_value.flip(), EndReason::FlagReached))
            .flatten()
    }
}
