//! Connection goals (`connectN`, `connectNxN`, `collinearN`, `connectRegion1White`…, with
//! `connectPieceTypes`, `connectHorizontal`, `connectVertical`, `connectDiagonal`,
//! `connectValue`): a line, a square, pieces on one line or a chain between two regions end
//! the game, as Fairy-Stockfish judges it after each move, for the side that just moved.

use skazka_core::{Bitboard, EndReason, Outcome, Square};

use crate::position::FairyPosition;

impl FairyPosition {
    /// The end by a connection goal of the side that just moved, if it reached one.
    /// Out of line: the other variants only test the rules.
    #[inline(never)]
    pub(crate) fn connect_end(&self) -> Option<Outcome> {
        let c = self.c();
        let def = &c.definition;
        let mover = self.turn.other();
        let stones: Bitboard = (0..c.kinds.len())
            .filter(|&k| c.connect_kinds >> k & 1 != 0)
            .fold(Bitboard::EMPTY, |b, k| b | self.pieces(mover, k as u8));
        let steps = self.connect_steps();
        // In Fairy-Stockfish's order, though any one of them ends the game alike.
        let made = (def.connect_n > 0 && self.connected_line(stones, &steps))
            || self.regions_joined(stones, &steps)
            || (def.connect_nxn > 0 && self.connected_square(stones))
            || (def.collinear_n > 0 && self.collinear(stones, &steps));
        // The value is the mover's; the outcome is judged for the side to move. The core has
        // no reason for a connection of its own: it is reported as a goal reached.
        made.then(|| self.judged(def.connect_value.flip(), EndReason::FlagReached))
            .flatten()
    }

    /// The directions lines run in (`connectHorizontal`, `connectVertical`,
    /// `connectDiagonal`), one way each: east, north, north-east and south-east.
    fn connect_steps(&self) -> Vec<(i8, i8)> {
        let def = &self.c().definition;
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
        steps
    }

    /// The square `i` steps of `(dx, dy)` from `s`, if it is on the board.
    fn steps_from(&self, s: Square, (dx, dy): (i8, i8), i: u32) -> Option<Square> {
        let geo = self.variant().geometry();
        let (x, y) = geo.xy(s);
        let i = i8::try_from(i).ok()?;
        x.checked_add_signed(dx.checked_mul(i)?)
            .zip(y.checked_add_signed(dy.checked_mul(i)?))
            .and_then(|(x, y)| geo.square_at(x, y))
    }

    /// `connectN`: that many stones in a row along one of `steps`.
    fn connected_line(&self, stones: Bitboard, steps: &[(i8, i8)]) -> bool {
        let n = self.c().definition.connect_n;
        stones.into_iter().any(|s| {
            steps.iter().any(|&step| {
                (1..n).all(|i| {
                    self.steps_from(s, step, i)
                        .is_some_and(|a| stones.contains(a))
                })
            })
        })
    }

    /// `connectNxN`: a square block of N×N stones.
    fn connected_square(&self, stones: Bitboard) -> bool {
        let n = self.c().definition.connect_nxn;
        stones.into_iter().any(|s| {
            (0..n).all(|row| {
                self.steps_from(s, (0, 1), row).is_some_and(|start| {
                    (0..n).all(|i| {
                        self.steps_from(start, (1, 0), i)
                            .is_some_and(|a| stones.contains(a))
                    })
                })
            })
        })
    }

    /// `collinearN`: at least N stones on one line along one of `steps`, gaps allowed.
    fn collinear(&self, stones: Bitboard, steps: &[(i8, i8)]) -> bool {
        let n = self.c().definition.collinear_n;
        let on_line = |s: Square, (dx, dy): (i8, i8)| {
            let ways = [(dx, dy), (-dx, -dy)];
            1 + ways
                .into_iter()
                .map(|way| {
                    (1..)
                        .map_while(|i| self.steps_from(s, way, i))
                        .filter(|&a| stones.contains(a))
                        .count()
                })
                .sum::<usize>()
        };
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        stones
            .into_iter()
            .any(|s| steps.iter().any(|&step| on_line(s, step) >= n))
    }

    /// The connection regions: a chain of stones from the mover's first region to its
    /// second. As Fairy-Stockfish grows the chain, it takes steps only the one way of each of
    /// `steps` (east, north, north-east, south-east), and a stone counts in the second region
    /// only when the chain reaches it by a step.
    fn regions_joined(&self, stones: Bitboard, steps: &[(i8, i8)]) -> bool {
        let c = self.c();
        let mover = self.turn.other();
        let target = *c.connect_region2.get(mover);
        let mut chain = *c.connect_region1.get(mover) & stones;
        if chain.is_empty() || (target & stones).is_empty() {
            return false;
        }
        loop {
            let reached: Bitboard = chain
                .into_iter()
                .flat_map(|s| {
                    steps
                        .iter()
                        .filter_map(move |&st| self.steps_from(s, st, 1))
                })
                .filter(|&a| stones.contains(a))
                .collect();
            if (reached & target).any() {
                return true;
            }
            if (reached - chain).is_empty() {
                return false;
            }
            chain |= reached;
        }
    }
}
