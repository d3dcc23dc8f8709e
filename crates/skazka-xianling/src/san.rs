//! Short algebraic notation (SAN) for Xianling: the [`San`] shape of each move; writing and
//! reading are [`skazka_core::san::write_san`] and [`skazka_core::san::parse_san`].
//!
//! A piece is written by its FEN token in upper case (`Nf5`, `Zd5`, `Cxf7`, and `+Ad5` for an
//! Amazon, `+Kxe9` for a Kangaroo), a pawn without a letter (`e5`, `dxe5`); a promotion adds
//! `=` and the token of the kind reached (`e9=R`, `dxe9=A`, `Fd10=+A`), and a Ferz or Wazir
//! that reaches the last rank and stays what it is has no suffix (`Fd10`). Castling is `O-O`
//! (the King goes to the h-file) or `O-O-O` (to the d-file), the forced pass `--`. The grammar
//! is in `docs/notation/xianling.md`.

use skazka_core::san::{San, SanShape};

use crate::{Move, PieceKind, Wing, Xianling};

/// The SAN letters of a kind: its FEN token (`N`, `+A`), nothing for a pawn.
const fn letters(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "",
        _ => kind.token(),
    }
}

impl San for Xianling {
    /// Castling is `O-O` (King f→h) or `O-O-O` (King f→d), the pass `--`; every other move is
    /// its piece's token (none for a pawn), its squares, whether it captures and `=` with the
    /// token of the kind it promotes to.
    fn san_shape(&self, m: Move) -> SanShape {
        let Move::Normal {
            from,
            to,
            promotion,
        } = m
        else {
            return SanShape::Text("--".to_owned());
        };
        match self.castling_wing(from, to) {
            Some(Wing::King) => return SanShape::Text("O-O".to_owned()),
            Some(Wing::Queen) => return SanShape::Text("O-O-O".to_owned()),
            None => {}
        }
        let Some(piece) = self.piece_at(from) else {
            return SanShape::Text(m.to_string());
        };
        let capture = self.piece_at(to).is_some_and(|p| p.color != piece.color);
        let shape = SanShape::piece(letters(piece.kind), from, to, capture);
        match promotion {
            Some(kind) => shape.with_suffix(format!("={}", kind.token())),
            None => shape,
        }
    }
}
