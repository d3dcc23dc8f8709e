//! Cambodian chess's first moves (`cambodianMoves`), as Fairy-Stockfish plays them: a king
//! still on its gate may leap as a knight to the rank in front of it when it is not in check,
//! and a met (`fers`) still on its gate may jump two squares straight forward, over whatever
//! stands between. The gates are those of `gating` (file letters of the FEN's castling
//! field): a gate closes when its piece moves or is taken, and the king's also when an enemy
//! rook moves onto the king's rank or file.

use skazka_core::{Bitboard, Color, Square};

use crate::PieceKind;
use crate::moves::MoveKind;
use crate::position::FairyPosition;
use crate::sink::MoveSink;

impl FairyPosition {
    /// The king's leap and the met's jump of the side to move, where their gates are open.
    pub(crate) fn push_cambodian_moves<S: MoveSink>(&self, out: &mut S) {
        let us = self.turn;
        let gates = self.gates & self.by_color[us.index()];
        if gates.is_empty() {
            return;
        }
        let c = self.c();
        let empty = c.geometry.all() - self.occupied() - self.walls;
        if let Some(king) = c.royal {
            // Fairy-Stockfish does not generate the leap among a king's evasions.
            let kings = self.pieces(us, king) & gates;
            if kings.any() && !self.royal_attacked(us) {
                for from in kings {
                    let leaps = self.forward_squares(from, us, &[(-2, 1), (2, 1)]);
                    out.each(self, Some(from), leaps & empty, MoveKind::Normal);
                }
            }
        }
        for (k, info) in c.kinds.iter().enumerate() {
            if info.kind != PieceKind::Fers {
                continue;
            }
            for from in self.pieces(us, k as u8) & gates {
                let jump = self.forward_squares(from, us, &[(0, 2)]);
                out.each(self, Some(from), jump & empty, MoveKind::Normal);
            }
        }
    }

    /// The squares at the offsets `(file, rank)` from `from`, ranks counted forward for `us`.
    fn forward_squares(&self, from: Square, us: Color, offsets: &[(i16, i16)]) -> Bitboard {
        let geo = self.c().geometry;
        let (x, y) = geo.xy(from);
        let forward = if us.is_white() { 1 } else { -1 };
        offsets
            .iter()
            .filter_map(|&(dx, dy)| {
                let tx = u8::try_from(i16::from(x) + dx).ok()?;
                let ty = u8::try_from(i16::from(y) + dy * forward).ok()?;
                geo.square_at(tx, ty)
            })
            .collect()
    }

    /// After `mover`'s piece came to `to`: a rook on the enemy king's rank or file (on the
    /// empty board) closes that king's gate, as Fairy-Stockfish rules the leap out once a
    /// rook aims at the king.
    pub(crate) fn close_king_gate_aimed_at(&mut self, mover: Color, to: Square) {
        let c = self.c();
        let Some(piece) = self.piece_on(to) else {
            return;
        };
        if c.kinds[usize::from(piece.kind)].kind != PieceKind::Rook {
            return;
        }
        let Some(king) = c.royal else { return };
        let geo = c.geometry;
        let (tx, ty) = geo.xy(to);
        let aimed = (self.pieces(mover.other(), king) & self.gates)
            .into_iter()
            .filter(|&k| {
                let (kx, ky) = geo.xy(k);
                kx == tx || ky == ty
            })
            .collect::<Bitboard>();
        self.gates -= aimed;
    }
}
