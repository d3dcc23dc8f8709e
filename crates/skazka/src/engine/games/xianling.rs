//! Xianling: the value table of the rules (xianling.md §13), centralisation.

use skazka_core::{Color, Geometry, Position, Square};
use skazka_xianling::{Move, PieceKind, Xianling};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mating_pressure};
use crate::render::{Cell, figurine};

/// The board symbol: figurines for the kinds that move as in orthodox chess (King, Queen,
/// Rook, Bishop, Knight), the FEN token for the others.
fn symbol(kind: PieceKind, color: Color, token: String) -> String {
    let orthodox = matches!(
        kind,
        PieceKind::King
            | PieceKind::Queen
            | PieceKind::Rook
            | PieceKind::Bishop
            | PieceKind::Knight
    );
    match figurine(kind.letter(), color) {
        Some(f) if orthodox => f.to_string(),
        _ => token,
    }
}

const GEO: Geometry = Geometry::TEN_BY_TEN;

fn value(kind: PieceKind) -> i32 {
    kind.value_centipawns().map_or(0, |v| v as i32)
}

impl Evaluate for Xianling {
    fn material(&self, color: Color) -> i32 {
        self.pieces(color)
            .into_iter()
            .filter_map(|s| self.piece_at(s))
            .map(|p| value(p.kind))
            .sum()
    }

    /// A move onto an enemy piece takes it; castling and the pass never take anything; other
    /// moves are left to the engine's comparison.
    fn takes_material(&self, m: Move) -> Option<bool> {
        match m {
            Move::Normal { to, .. } if self.pieces(!self.turn()).contains(to) => Some(true),
            Move::Normal { .. } => None,
            _ => Some(false),
        }
    }

    fn captured_value(&self, m: Move) -> Option<i32> {
        match m {
            Move::Normal { to, .. } if self.pieces(!self.turn()).contains(to) => {
                self.piece_at(to).map(|p| value(p.kind))
            }
            Move::Normal { .. } => None,
            _ => Some(0),
        }
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let side = |color: Color| -> i32 {
            self.pieces(color)
                .into_iter()
                .filter_map(|s| self.piece_at(s).map(|p| (s, p)))
                .map(|(s, p)| {
                    let center = if p.kind == PieceKind::King {
                        0
                    } else {
                        center_bonus(GEO, s, 3)
                    };
                    value(p.kind) + center
                })
                .sum()
        };
        let lead = self.material(us) - self.material(!us);
        let pressure = mating_pressure(GEO, Some(self.king(us)), Some(self.king(!us)), lead)
            - mating_pressure(GEO, Some(self.king(!us)), Some(self.king(us)), -lead);
        side(us) - side(!us) + pressure
    }
}

impl Playable for Xianling {
    fn cell(&self, square: Square) -> Option<Cell> {
        let p = self.piece_at(square)?;
        Some(Cell::new(p.color, symbol(p.kind, p.color, p.to_string())))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        PieceKind::ALL
            .iter()
            .map(|&kind| {
                let token = kind.token();
                let mut moves = kind.betza().to_owned();
                if kind == PieceKind::King {
                    moves.push_str(", castles");
                }
                if kind.is_promoted_only() {
                    moves.push_str(" (by promotion only)");
                }
                PieceInfo::new(
                    token,
                    symbol(kind, Color::White, token.to_owned()),
                    kind.name(),
                    moves,
                )
            })
            .collect()
    }
}
