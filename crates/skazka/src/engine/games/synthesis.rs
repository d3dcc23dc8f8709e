//! Synthesis chess: the crate's own piece values, centralisation.

use skazka_core::{Color, Geometry, Position, Square};
use skazka_synthesis::{NightRookBishop, PieceKind, Synthesis};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mating_pressure};
use crate::render::{Cell, figurine};

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
        let letter = p.char();
        let text = figurine(letter, p.color).unwrap_or(letter);
        Some(Cell::new(p.color, text.to_string()))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        let swap = self.options().night_rook_bishop == NightRookBishop::Swap;
        PieceKind::ALL
            .iter()
            .map(|&kind| {
                let day = kind.betza_by_day();
                let night = match kind.betza_by_night() {
                    Some(_) if !swap && matches!(kind, PieceKind::Rook | PieceKind::Bishop) => day,
                    Some(b) => b,
                    None => "only at midnight",
                };
                let castles = if kind == PieceKind::King {
                    ", castles"
                } else {
                    ""
                };
                let letter = kind.char().to_ascii_uppercase();
                PieceInfo::new(
                    letter,
                    super::orthodox_symbol(letter),
                    kind.name(),
                    format!("by day {day}{castles}; by night {night}; in classical chess {day}"),
                )
            })
            .collect()
    }
}
