//! Orthodox chess: standard values, mobility, and help to mate a bare king.

use std::sync::LazyLock;

use skazka_chess::{Chess, Move, MoveKind, Role};
use skazka_core::{Color, Geometry, PieceTable, Position, Square};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus};
use crate::render::{Cell, figurine};

use super::orthodox_symbol;

const GEO: Geometry = Geometry::CHESS;

/// Centipawns by [`Role::index`]; the king counts nothing.
const VALUES: [i32; Role::COUNT] = [100, 300, 300, 500, 900, 0];

/// Attack tables of the pieces whose mobility counts, with a weight per square reached.
static MOBILITY: LazyLock<[(Role, PieceTable, i32); 4]> = LazyLock::new(|| {
    [
        (Role::Knight, 4),
        (Role::Bishop, 4),
        (Role::Rook, 2),
        (Role::Queen, 1),
    ]
    .map(|(role, weight)| (role, PieceTable::new(GEO, &role.movement()), weight))
});

fn material(pos: &Chess, color: Color) -> i32 {
    Role::ALL
        .iter()
        .map(|&r| pos.pieces(color, r).count() as i32 * VALUES[r.index()])
        .sum()
}

/// Material, mobility (squares attacked that are not own pieces), centralised knights and
/// advanced pawns.
fn side_score(pos: &Chess, color: Color) -> i32 {
    let occupied = pos.occupied();
    let own = pos.by_color(color);
    let mut score = material(pos, color);
    for (role, table, weight) in MOBILITY.iter() {
        for from in pos.pieces(color, *role) {
            let reach = table.attacks(from, color, occupied) - own;
            score += weight * reach.count() as i32;
        }
    }
    for from in pos.pieces(color, Role::Knight) {
        score += center_bonus(GEO, from, 5);
    }
    for from in pos.pieces(color, Role::Pawn) {
        score += 3 * i32::from(GEO.relative_rank(from, color));
    }
    score
}

/// Chebyshev distance between two squares.
fn distance(a: Square, b: Square) -> i32 {
    let (ax, ay) = GEO.xy(a);
    let (bx, by) = GEO.xy(b);
    i32::from(ax.abs_diff(bx).max(ay.abs_diff(by)))
}

/// Against a bare king: drive it to the edge and bring the own king close.
fn mating_help(pos: &Chess, strong: Color) -> i32 {
    let weak = !strong;
    if material(pos, weak) != 0 || material(pos, strong) < 500 {
        return 0;
    }
    let their_king = pos.king(weak);
    let edge = 30 - center_bonus(GEO, their_king, 10);
    edge * 2 - 4 * distance(pos.king(strong), their_king)
}

impl Evaluate for Chess {
    fn material(&self, color: Color) -> i32 {
        material(self, color)
    }

    fn takes_material(&self, m: Move) -> Option<bool> {
        Some(self.by_color(!self.turn()).contains(m.to) || self.move_kind(m) == MoveKind::EnPassant)
    }

    fn captured_value(&self, m: Move) -> Option<i32> {
        if let Some(p) = self.piece_at(m.to) {
            return Some(if p.color == self.turn() {
                0
            } else {
                VALUES[p.role.index()]
            });
        }
        Some(if self.move_kind(m) == MoveKind::EnPassant {
            VALUES[Role::Pawn.index()]
        } else {
            0
        })
    }

    fn mover_value(&self, m: Move) -> i32 {
        match self.piece_at(m.from).map(|p| p.role) {
            Some(Role::King) => 1000,
            Some(role) => VALUES[role.index()],
            None => 0,
        }
    }

    /// Passing, unless in check or when the side to move has only its king and pawns (where
    /// zugzwang is common).
    fn null_move(&self) -> Option<Chess> {
        let us = self.turn();
        let pieces = self.by_color(us) - self.pieces(us, Role::Pawn) - self.pieces(us, Role::King);
        if pieces.is_empty() {
            return None;
        }
        Chess::null_move(self)
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        side_score(self, us) - side_score(self, !us) + mating_help(self, us)
            - mating_help(self, !us)
    }
}

impl Playable for Chess {
    fn cell(&self, square: Square) -> Option<Cell> {
        let p = self.piece_at(square)?;
        let letter = p.role.char();
        let text = figurine(letter, p.color).unwrap_or(letter);
        Some(Cell::new(p.color, text.to_string()))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        Role::ALL
            .iter()
            .map(|&role| {
                let letter = role.char().to_ascii_uppercase();
                let moves = match role {
                    Role::King => format!("{}, castles", role.betza()),
                    _ => role.betza().to_owned(),
                };
                PieceInfo::new(letter, orthodox_symbol(letter), role.name(), moves)
            })
            .collect()
    }
}
