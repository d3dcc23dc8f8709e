//! Volkhv tower chess: standard values of the top checkers, and a share for checkers inside
//! towers (own checkers carried, enemy checkers held prisoner).

use skazka_core::{Color, Geometry, Position, Square};
use skazka_volkhv::{PieceKind, Volkhv};

use crate::engine::{Evaluate, Playable, center_bonus, mating_pressure};
use crate::render::Cell;

const GEO: Geometry = Geometry::CHESS;

fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 100,
        PieceKind::Knight | PieceKind::Bishop => 300,
        PieceKind::Rook => 500,
        PieceKind::Queen => 900,
        PieceKind::Helgi => 1200,
        _ => 0,
    }
}

/// The material of `color`: full value for the checkers on top of towers it owns, half value
/// for its own checkers carried inside its towers (they come back when the tower splits), a
/// quarter of the value of each enemy checker it holds prisoner, and nothing for its checkers
/// held by the enemy.
fn material(pos: &Volkhv, color: Color) -> i32 {
    let mut total = 0;
    for s in GEO.squares() {
        if pos.owner(s) != Some(color) {
            continue;
        }
        let stack = pos.stack(s);
        let Some((top, below)) = stack.split_last() else {
            continue;
        };
        total += value(top.kind);
        for c in below {
            total += if c.color == color {
                value(c.kind) / 2
            } else {
                value(c.kind) / 4
            };
        }
    }
    total
}

impl Evaluate for Volkhv {
    fn material(&self, color: Color) -> i32 {
        material(self, color)
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let placement = |color: Color| -> i32 {
            GEO.squares()
                .filter(|&s| {
                    self.owner(s) == Some(color)
                        && self.top(s).is_some_and(|c| c.kind != PieceKind::King)
                })
                .map(|s| center_bonus(GEO, s, 4))
                .sum()
        };
        let lead = material(self, us) - material(self, !us);
        let pressure = mating_pressure(GEO, self.king(us), self.king(!us), lead)
            - mating_pressure(GEO, self.king(!us), self.king(us), -lead);
        lead + placement(us) - placement(!us) + pressure
    }
}

impl Playable for Volkhv {
    fn cell(&self, square: Square) -> Option<Cell> {
        let top = self.top(square)?;
        let height = self.height(square);
        let text = if height > 1 {
            format!("{}{height}", top.letter())
        } else {
            top.letter().to_string()
        };
        Some(Cell::new(top.color, text))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }
}
