//! The chess piece tables, built once from the core's movement model.

use std::sync::LazyLock;

use skazka_core::zobrist::ZobristKeys;
use skazka_core::{Bitboard, Geometry, PieceTable, Square};

use crate::Role;

/// Everything precomputed for 8×8 chess.
pub(crate) struct Tables {
    /// One table per role, from [`Role::movement`].
    pub pieces: [PieceTable; Role::COUNT],
    /// Squares strictly between two squares on a common line, empty otherwise.
    between: Vec<Bitboard>,
    /// Rook and bishop lines from each square on an empty board.
    pub rook_lines: Vec<Bitboard>,
    /// See `rook_lines`.
    pub bishop_lines: Vec<Bitboard>,
    /// Zobrist keys: 768 piece-square keys, then side to move, 4 castling rights, 8 files.
    pub keys: ZobristKeys,
}

pub(crate) const KEY_TURN: usize = 768;
pub(crate) const KEY_CASTLING: usize = 769;
pub(crate) const KEY_EP_FILE: usize = 773;

/// Zobrist domain of orthodox chess keys.
const ZOBRIST_DOMAIN: u64 = 0x0063_6865_7373; // "chess" in ASCII

impl Tables {
    fn new() -> Tables {
        let geo = Geometry::CHESS;
        let pieces = Role::ALL.map(|r| PieceTable::new(geo, &r.movement()));
        let mut between = vec![Bitboard::EMPTY; 64 * 64];
        for a in geo.squares() {
            for (dx, dy) in [
                (1, 0),
                (-1, 0),
                (0, 1),
                (0, -1),
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
            ] {
                let mut path = Bitboard::EMPTY;
                let mut cur = a;
                while let Some(next) = geo.offset(cur, dx, dy) {
                    between[a.index() * 64 + next.index()] = path;
                    path.insert(next);
                    cur = next;
                }
            }
        }
        let lines = |role: Role| -> Vec<Bitboard> {
            geo.squares()
                .map(|sq| {
                    pieces[role.index()].attacks(sq, skazka_core::Color::White, Bitboard::EMPTY)
                })
                .collect()
        };
        let rook_lines = lines(Role::Rook);
        let bishop_lines = lines(Role::Bishop);
        Tables {
            pieces,
            between,
            rook_lines,
            bishop_lines,
            keys: ZobristKeys::new(ZOBRIST_DOMAIN, 781),
        }
    }

    #[inline]
    pub fn table(&self, role: Role) -> &PieceTable {
        &self.pieces[role.index()]
    }

    /// Squares strictly between `a` and `b` if they share a rank, file or diagonal.
    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index() * 64 + b.index()]
    }
}

pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);
