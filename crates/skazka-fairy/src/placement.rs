//! Placement chess's drop rules, as Fairy-Stockfish plays them: a side's bishops must end on
//! squares of both colours (`dropOppositeColoredBishop`), and a king or rook dropped on its
//! castling square gives the castling right (`castlingDroppedPiece`).

use skazka_core::{Bitboard, Square};

use crate::PieceKind;
use crate::position::FairyPosition;

impl FairyPosition {
    /// Of the board, the squares where the side to move may drop a piece of type `kind` and
    /// still have room for its bishops on both colours: a bishop only on a colour that holds
    /// fewer than half of them (rounded up), another piece only where it leaves enough free
    /// squares of each colour in the bishops' drop region for half of them (rounded down).
    pub(crate) fn bishop_colour_squares(&self, kind: u8) -> Bitboard {
        let c = self.c();
        let all = c.geometry.all();
        let Some(bishop) = c.kinds.iter().position(|k| k.kind == PieceKind::Bishop) else {
            return all;
        };
        let us = self.turn;
        let bishop = bishop as u8;
        let ours = self.pieces(us, bishop);
        let total = ours.count() + u32::from(self.hands[us.index()][usize::from(bishop)]);
        let dark = self.dark_squares();
        let light = all - dark;
        if kind == bishop {
            let full = |colour: Bitboard| (ours & colour).count() + 1 > total.div_ceil(2);
            let mut squares = all;
            for colour in [dark, light] {
                if full(colour) {
                    squares -= colour;
                }
            }
            return squares;
        }
        let free = (self.drop_region(bishop) & all) - self.occupied();
        let need = total / 2;
        let mut squares = all;
        for colour in [dark, light] {
            let room = (colour & (ours | free)).count();
            if room < need {
                return Bitboard::EMPTY;
            }
            // Taking one free square of this colour must leave enough of them.
            if room == need {
                squares -= colour & free;
            }
        }
        squares
    }

    /// The squares of a1's colour (Fairy-Stockfish's dark squares).
    fn dark_squares(&self) -> Bitboard {
        let geo = self.variant().geometry();
        geo.squares()
            .filter(|&s| {
                let (x, y) = geo.xy(s);
                (x + y) % 2 == 0
            })
            .collect()
    }

    /// After a drop of a piece of type `kind` on `to` (`castlingDroppedPiece`): a castling
    /// king dropped on its castling square gains the right with every castling rook on a
    /// corner of its rank; a castling rook dropped on a corner of that rank gains it when the
    /// king already stands on its square.
    pub(crate) fn castle_dropped(&mut self, kind: u8, to: Square) {
        let variant = self.variant().clone();
        let c = variant.compiled();
        let Some(king) = c.castling_king else { return };
        let us = self.turn;
        let geo = variant.geometry();
        let rank = self.castling_rank(us);
        let corners = geo
            .square_at(0, rank)
            .into_iter()
            .chain(geo.square_at(geo.files() - 1, rank))
            .collect::<Bitboard>();
        let Some(king_square) = geo.square_at(c.definition.castling_king_file, rank) else {
            return;
        };
        let is_rook = |k: u8| c.castling_rooks >> k & 1 != 0;
        let ours = self.by_color[us.index()];
        if kind == king && to == king_square {
            let rooks: Bitboard = (corners & ours)
                .into_iter()
                .filter(|&s| self.piece_on(s).is_some_and(|p| is_rook(p.kind)))
                .collect();
            self.castling |= rooks;
        } else if is_rook(kind)
            && corners.contains(to)
            && self.pieces(us, king).contains(king_square)
        {
            self.castling.insert(to);
        }
    }
}
