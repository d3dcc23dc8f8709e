//! Files, ranks and squares in each notation's coordinates.
//!
//! SAN and LAN use letters and numbers from White's lower left. The shogi notations count
//! files from the right and ranks from the top (Hodges writes the rank as a letter); janggi
//! notation counts ranks from the top, the tenth written `0`, and names the rank before the
//! file; WXF counts files from the right of the side to move and has no ranks (a rank is `+`
//! or `-`, front or rear); the Thai notations use Thai letters and numerals.

use skazka_core::Square;

use super::Notation;
use crate::FairyPosition;

/// The files of the Thai notations, as Fairy-Stockfish names its twelve.
const THAI_FILES: [&str; 12] = ["ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ", "ต", "ถ", "ธ", "น"];

/// The Thai digit zero; the others follow it.
const THAI_ZERO: u32 = 0x0E50;

/// `n` in Thai numerals.
fn thai_number(n: u32) -> String {
    n.to_string()
        .chars()
        .filter_map(|d| d.to_digit(10).and_then(|d| char::from_u32(THAI_ZERO + d)))
        .collect()
}

impl FairyPosition {
    /// The zero-based file and rank of `square`.
    pub(super) fn xy(&self, square: Square) -> (u8, u8) {
        self.variant().geometry().xy(square)
    }

    /// The file of `square`.
    pub(super) fn file_text(&self, square: Square, notation: Notation) -> String {
        let geo = self.variant().geometry();
        let (x, _) = geo.xy(square);
        match notation {
            n if n.is_shogi() => (geo.files() - x).to_string(),
            Notation::Janggi => (x + 1).to_string(),
            // Counted from the right of the side to move.
            Notation::XiangqiWxf if self.turn.is_white() => (geo.files() - x).to_string(),
            Notation::XiangqiWxf => (x + 1).to_string(),
            // Fairy-Stockfish's boards stop at twelve files; beyond, the Latin letter.
            n if n.is_thai() && usize::from(x) < THAI_FILES.len() => {
                THAI_FILES[usize::from(x)].to_owned()
            }
            _ => char::from(b'a' + x).to_string(),
        }
    }

    /// The rank of `square`.
    pub(super) fn rank_text(&self, square: Square, notation: Notation) -> String {
        let geo = self.variant().geometry();
        let (_, y) = geo.xy(square);
        let from_top = geo.ranks() - y;
        match notation {
            Notation::ShogiHosking | Notation::ShogiHodgesNumber => from_top.to_string(),
            Notation::ShogiHodges => char::from(b'a' + from_top - 1).to_string(),
            Notation::Janggi => (from_top % 10).to_string(),
            Notation::XiangqiWxf => self.wxf_rank(square),
            n if n.is_thai() => thai_number(u32::from(y) + 1),
            _ => (y + 1).to_string(),
        }
    }

    /// The rank in WXF: on an empty square (a drop's destination) its number from the side to
    /// move; on a piece, `-` when another of its kind stands in front of it on the file (it
    /// is the rear one), else `+`.
    fn wxf_rank(&self, square: Square) -> String {
        let Some(piece) = self.piece_on(square) else {
            let geo = self.variant().geometry();
            return (geo.relative_rank(square, self.turn) + 1).to_string();
        };
        let ahead = self.pieces(self.turn, piece.kind) & self.file_ahead(square, self.turn);
        if ahead.any() { "-" } else { "+" }.to_owned()
    }

    /// The whole square: file then rank, except in janggi notation (rank then file).
    pub(super) fn square_text(&self, square: Square, notation: Notation) -> String {
        let (file, rank) = (
            self.file_text(square, notation),
            self.rank_text(square, notation),
        );
        if notation == Notation::Janggi {
            rank + &file
        } else {
            file + &rank
        }
    }

    /// The squares in front of `square` on its file, as `color` looks at the board.
    pub(super) fn file_ahead(
        &self,
        square: Square,
        color: skazka_core::Color,
    ) -> skazka_core::Bitboard {
        let geo = self.variant().geometry();
        let (x, y) = geo.xy(square);
        geo.squares()
            .filter(|&s| {
                let (sx, sy) = geo.xy(s);
                sx == x && if color.is_white() { sy > y } else { sy < y }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::thai_number;

    #[test]
    fn thai_ranks_are_thai_numerals_of_the_rank_number() {
        assert_eq!(thai_number(1), "๑");
        assert_eq!(thai_number(10), "๑๐");
        assert_eq!(thai_number(12), "๑๒");
    }
}
