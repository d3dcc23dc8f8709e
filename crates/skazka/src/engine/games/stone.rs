//! Stone chess: nominals as values (one stone unit ≈ 0.4 pawn), reserve stones count.

use skazka_core::{Color, Geometry, Position, Square};
use skazka_stone::{Move, Stone, UnitKind};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mating_pressure};
use crate::render::{Cell, figurine};

/// A unit on the board: stones as discs, the orthodox army as figurines, the other kinds by
/// their token (lower case for Black).
fn symbol(kind: UnitKind, color: Color) -> String {
    let label = kind.label();
    match (kind, color) {
        (UnitKind::Stone, Color::White) => "○".to_owned(),
        (UnitKind::Stone, Color::Black) => "●".to_owned(),
        _ if label.len() == 1 && figurine(label.chars().next().unwrap_or(' '), color).is_some() => {
            figurine(label.chars().next().unwrap_or(' '), color)
                .map_or_else(String::new, String::from)
        }
        (_, Color::White) => label.to_owned(),
        (_, Color::Black) => label.to_ascii_lowercase(),
    }
}

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
        Some(Cell::new(u.color, symbol(u.kind, u.color)))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        let options = self.options();
        let movements = options.movements();
        UnitKind::ALL
            .iter()
            .filter(|k| k.in_edition(options.edition))
            .map(|&kind| {
                let moves = match kind {
                    UnitKind::Stone => "never moves; placed from the reserve".to_owned(),
                    UnitKind::King => "K, castles".to_owned(),
                    _ => movements[kind.index()].to_string(),
                };
                let nominal = kind
                    .nominal()
                    .map_or(String::new(), |n| format!(" (nominal {n})"));
                PieceInfo::new(
                    kind.label(),
                    symbol(kind, Color::White),
                    kind.name(),
                    format!("{moves}{nominal}"),
                )
            })
            .collect()
    }

    fn move_note(&self, m: Move) -> Option<String> {
        let cost = match m {
            Move::Place { to } => self.placement_cost(to),
            Move::Mutate { square, into, .. } => {
                let unit = self.unit_at(square)?;
                Stone::mutation_cost(unit.kind, into, unit.color, square)?
            }
            _ => return None,
        };
        Some(match cost {
            0 => "free".to_owned(),
            1 => "1 stone".to_owned(),
            n => format!("{n} stones"),
        })
    }
}
