//! Short algebraic notation (SAN) for Synthesis chess: the [`San`] shape of each move;
//! writing and reading are [`skazka_core::san::write_san`] and
//! [`skazka_core::san::parse_san`].
//!
//! As in chess (`Nf3`, `exd5`, `Qh4e1`, `e8=Q`, `O-O`, `+`, `#`), with two additions: a move
//! that captures a King ends with `K` (`Bxe8K`, `dxe8=QK`), and the forced pass is `--`. The
//! grammar is in `docs/notation/synthesis.md`.

use skazka_core::Geometry;
use skazka_core::san::{San, SanShape};

use crate::{Move, PieceKind, Synthesis};

const GEO: Geometry = Geometry::CHESS;

/// Written after the target of a move that captures a King.
pub(crate) const KING_CAPTURE: &str = "K";

impl San for Synthesis {
    fn san_shape(&self, m: Move) -> SanShape {
        if m.is_pass() {
            return SanShape::Text("--".to_owned());
        }
        if self.is_castle(m) {
            let text = if GEO.xy(m.to()).0 > GEO.xy(m.from()).0 {
                "O-O"
            } else {
                "O-O-O"
            };
            return SanShape::Text(text.to_owned());
        }
        let Some(piece) = self.piece_at(m.from()) else {
            return SanShape::Text(m.to_string());
        };
        let letters = match piece.kind {
            PieceKind::Pawn => "",
            PieceKind::Knight => "N",
            PieceKind::Bishop => "B",
            PieceKind::Rook => "R",
            PieceKind::Queen => "Q",
            PieceKind::King => "K",
        };
        let mut suffix = String::new();
        if let Some(kind) = m.promotion() {
            suffix.push('=');
            suffix.push(kind.char().to_ascii_uppercase());
        }
        if self
            .piece_at(m.to())
            .is_some_and(|p| p.kind == PieceKind::King && p.color != piece.color)
        {
            suffix.push_str(KING_CAPTURE);
        }
        SanShape::piece(letters, m.from(), m.to(), self.is_capture(m)).with_suffix(suffix)
    }
}
