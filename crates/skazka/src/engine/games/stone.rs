//! Stone chess: nominals as values (one stone unit ≈ 0.4 pawn), reserve stones count.

use skazka_core::{Color, Geometry, Position, Square};
use skazka_stone::{Move, Stone, UnitKind};

use crate::engine::{Evaluate, Playable, center_bonus, mating_pressure};
use crate::render::Cell;

const GEO: Geometry = Geometry::CHESS;

/// Centipawns per nominal unit (stone.md: "1 stone ≈ 0.4 pawn").
const PER_NOMINAL: i32 = 40;

impl Evaluate for Stone {
    fn material(&self, color: Color) -> i32 {
        let on_board: i32 = self
            .occupied_by(color)
            .into_iter()
            .filter_map(|s| self.unit_at(s))
            .filter_map(|u| u.kind.nominal())
            .map(i32::from)
            .sum();
        (on_board + i32::from(self.reserve(color))) * PER_NOMINAL
    }

    /// Placements and mutations never take material; ordinary moves are left to the engine's
    /// comparison (captures pay the owner stones, en passant has an empty target).
    fn takes_material(&self, m: Move) -> Option<bool> {
        match m {
            Move::Normal { .. } => None,
            _ => Some(false),
        }
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let placement = |color: Color| -> i32 {
            self.occupied_by(color)
                .into_iter()
                .filter(|&s| {
                    self.unit_at(s)
                        .is_some_and(|u| !matches!(u.kind, UnitKind::Stone | UnitKind::King))
                })
                .map(|s| center_bonus(GEO, s, 4))
                .sum()
        };
        let lead = self.material(us) - self.material(!us);
        let pressure = mating_pressure(GEO, self.king(us), self.king(!us), lead)
            - mating_pressure(GEO, self.king(!us), self.king(us), -lead);
        lead + placement(us) - placement(!us) + pressure
    }
}

impl Playable for Stone {
    fn cell(&self, square: Square) -> Option<Cell> {
        let u = self.unit_at(square)?;
        let text = match (u.kind, u.color) {
            (UnitKind::Stone, Color::White) => "○".to_owned(),
            (UnitKind::Stone, Color::Black) => "●".to_owned(),
            (kind, Color::White) => kind.label().to_owned(),
            (kind, Color::Black) => kind.label().to_ascii_lowercase(),
        };
        Some(Cell::new(u.color, text))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }
}
