//! Orthodox chess: standard values, mobility, piece-square tables from mobility, pawn
//! structure, king safety, and help to mate a bare king.

use std::sync::LazyLock;

use skazka_chess::{Chess, Move, MoveKind, Role};
use skazka_core::{Color, Geometry, PieceTable, Position, Square};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mobility_table};
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

/// Piece-square tables from each piece's mobility on the empty board, by colour and role
/// (knight, bishop, queen, and the king of the endgame); see [`mobility_table`].
static PLACEMENT: LazyLock<[[Vec<i32>; 4]; 2]> = LazyLock::new(|| {
    Color::ALL.map(|color| {
        [
            (Role::Knight, 4),
            (Role::Bishop, 2),
            (Role::Queen, 1),
            (Role::King, 5),
        ]
        .map(|(role, weight)| {
            mobility_table(&PieceTable::new(GEO, &role.movement()), color, weight)
        })
    })
});

/// Bonus of a passed pawn by its rank, counted from its own side.
const PASSED: [i32; 8] = [0, 5, 10, 20, 35, 60, 100, 0];
const DOUBLED: i32 = 12;
const ISOLATED: i32 = 10;
/// Bonus for each own pawn sheltering the king, while the enemy has a queen.
const SHIELD: i32 = 10;
/// Penalty for a king off its back rank while the enemy has a queen.
const KING_EXPOSED: i32 = 20;

/// The files of `color`'s pawns, as a count per file.
fn pawn_files(pos: &Chess, color: Color) -> [u8; 8] {
    let mut files = [0u8; 8];
    for s in pos.pieces(color, Role::Pawn) {
        files[usize::from(GEO.xy(s).0)] += 1;
    }
    files
}

/// Doubled and isolated pawns cost; passed pawns (no enemy pawn ahead on their own or a
/// neighbouring file) earn more the further they are.
fn pawn_structure(pos: &Chess, color: Color) -> i32 {
    let ours = pawn_files(pos, color);
    let mut score = 0;
    for (file, &n) in ours.iter().enumerate() {
        if n > 1 {
            score -= DOUBLED * i32::from(n - 1);
        }
        let left = file.checked_sub(1).map_or(0, |f| ours[f]);
        let right = ours.get(file + 1).copied().unwrap_or(0);
        if n > 0 && left == 0 && right == 0 {
            score -= ISOLATED * i32::from(n);
        }
    }
    let theirs = pos.pieces(!color, Role::Pawn);
    for s in pos.pieces(color, Role::Pawn) {
        let (x, _) = GEO.xy(s);
        let rank = GEO.relative_rank(s, color);
        let blocked = theirs.into_iter().any(|t| {
            let (tx, _) = GEO.xy(t);
            tx.abs_diff(x) <= 1 && GEO.relative_rank(t, color) > rank
        });
        if !blocked {
            score += PASSED[usize::from(rank)];
        }
    }
    score
}

/// While the enemy has a queen: own pawns in front of the king shelter it, a king off its
/// back rank is exposed.
fn king_safety(pos: &Chess, color: Color) -> i32 {
    if pos.pieces(!color, Role::Queen).is_empty() {
        return 0;
    }
    let king = pos.king(color);
    let (kx, _) = GEO.xy(king);
    let king_rank = GEO.relative_rank(king, color);
    let shield = pos
        .pieces(color, Role::Pawn)
        .into_iter()
        .filter(|&p| {
            let rank = GEO.relative_rank(p, color);
            GEO.xy(p).0.abs_diff(kx) <= 1 && rank > king_rank && rank <= king_rank + 2
        })
        .count()
        .min(3) as i32;
    let exposed = if king_rank > 0 { KING_EXPOSED } else { 0 };
    SHIELD * shield - exposed
}

/// Material, mobility (squares attacked that are not own pieces), placement by the
/// mobility-derived tables, advanced pawns, pawn structure and king safety; in the endgame
/// (no enemy queen and little enemy material) the king seeks the centre.
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
    let tables = &PLACEMENT[color.index()];
    for (k, role) in [Role::Knight, Role::Bishop, Role::Queen]
        .into_iter()
        .enumerate()
    {
        for from in pos.pieces(color, role) {
            score += tables[k][from.index()];
        }
    }
    for from in pos.pieces(color, Role::Pawn) {
        score += 3 * i32::from(GEO.relative_rank(from, color));
    }
    let endgame = pos.pieces(!color, Role::Queen).is_empty() && material(pos, !color) <= 1300;
    if endgame {
        score += tables[3][pos.king(color).index()];
    }
    score + pawn_structure(pos, color) + king_safety(pos, color)
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
