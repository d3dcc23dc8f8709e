//! Synthesis chess: the crate's own piece values, centralisation.

use skazka_core::{Color, Geometry, Position, Square};
use skazka_synthesis::{PieceKind, Synthesis};

use crate::engine::{Evaluate, Playable, center_bonus, mating_pressure};
use crate::render::Cell;

const GEO: Geometry = Geometry::CHESS;

impl Evaluate for Synthesis {
    fn material(&self, color: Color) -> i32 {
        PieceKind::ALL
            .iter()
            .map(|&k| self.pieces(color, k).count() as i32 * k.value())
            .sum()
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let placement = |color: Color| -> i32 {
            [PieceKind::Knight, PieceKind::Bishop, PieceKind::Pawn]
                .iter()
                .flat_map(|&k| self.pieces(color, k))
                .map(|s| center_bonus(GEO, s, 4))
                .sum()
        };
        let lead = self.material(us) - self.material(!us);
        let (ours, theirs) = (self.king_square(us), self.king_square(!us));
        let pressure =
            mating_pressure(GEO, ours, theirs, lead) - mating_pressure(GEO, theirs, ours, -lead);
        lead + placement(us) - placement(!us) + pressure
    }
}

impl Playable for Synthesis {
    fn cell(&self, square: Square) -> Option<Cell> {
        let p = self.piece_at(square)?;
        Some(Cell::new(p.color, p.char().to_string()))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }
}
