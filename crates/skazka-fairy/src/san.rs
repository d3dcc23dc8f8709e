//! Short algebraic notation for data-defined variants, as Fairy-Stockfish's `get_san` writes it
//! in its SAN notation: the piece's letter (none for a pawn), the origin where another piece of
//! the kind could go there too, `x` for a capture, `=Q` for a promotion, `=` and the new
//! piece's letter for a shogi-style promotion or demotion, `P@e4` for a drop, `O-O` and
//! `O-O-O` for castling, and `+` or `#` after a check.
//!
//! Fairy-Stockfish writes the shogi family in Hodges' notation instead (numbered files, `*`
//! for drops); here they are written in SAN like every other variant, with the shogi suffixes
//! `+` (promotes), `-` (demotes) and `=` (could promote and does not), so that each move reads
//! back unambiguously.

use skazka_core::san::{San, SanShape};

use crate::{FairyMove, FairyPosition, MoveKind, PieceKind};

/// The piece letters as static text, for [`SanShape::Piece`].
const LETTERS: [&str; 26] = [
    "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S",
    "T", "U", "V", "W", "X", "Y", "Z",
];

/// The letters of pieces written `+X` (see [`crate::plus`]).
const PLUS_LETTERS: [&str; 26] = [
    "+A", "+B", "+C", "+D", "+E", "+F", "+G", "+H", "+I", "+J", "+K", "+L", "+M", "+N", "+O", "+P",
    "+Q", "+R", "+S", "+T", "+U", "+V", "+W", "+X", "+Y", "+Z",
];

fn letter_text(letter: char) -> Option<&'static str> {
    if let Some(base) = crate::plus::base(letter) {
        return Some(PLUS_LETTERS[usize::from(base.to_ascii_uppercase() as u8 - b'A')]);
    }
    let upper = letter.to_ascii_uppercase();
    upper
        .is_ascii_uppercase()
        .then(|| LETTERS[usize::from(upper as u8 - b'A')])
}

impl FairyPosition {
    /// Whether the variant writes its moves with the shogi suffixes.
    fn shogi_style(&self) -> bool {
        self.variant().definition().variant_template == "shogi"
    }

    fn kind_letter(&self, kind: u8) -> char {
        self.c().kinds[usize::from(kind)].letter
    }
}

impl San for FairyPosition {
    fn san_shape(&self, m: FairyMove) -> SanShape {
        let geo = self.variant().geometry();
        match m.kind {
            MoveKind::Drop(letter) => {
                return SanShape::Text(format!("{letter}@{}", m.to.display(geo)));
            }
            MoveKind::PromotedDrop(letter) => {
                return SanShape::Text(format!("+{letter}@{}", m.to.display(geo)));
            }
            MoveKind::Castling => {
                let kingside = m.to.index() > m.from.index();
                let mut text = if kingside { "O-O" } else { "O-O-O" }.to_owned();
                // Fairy-Stockfish names the gate of a castling move: `O-O/He1`.
                if let Some((letter, square)) = m.gate {
                    text.push_str(&format!("/{letter}{}", square.display(geo)));
                }
                return SanShape::Text(text);
            }
            MoveKind::Pass => return SanShape::Text("--".to_owned()),
            _ => {}
        }
        let Some(piece) = self.piece_on(m.from) else {
            return SanShape::Text(m.to_string());
        };
        let info = &self.c().kinds[usize::from(piece.kind)];
        let letters = if info.kind == PieceKind::Pawn {
            ""
        } else {
            match letter_text(info.letter) {
                Some(text) => text,
                None => return SanShape::Text(m.to_string()),
            }
        };
        let shape = SanShape::piece(letters, m.from, m.to, self.is_capture(m));
        let shogi = self.shogi_style();
        let shape = match m.kind {
            MoveKind::Promotion(to) => {
                shape.with_suffix(format!("={}", crate::plus::text(crate::plus::upper(to))))
            }
            MoveKind::PiecePromotion if shogi => shape.with_suffix("+"),
            MoveKind::PieceDemotion if shogi => shape.with_suffix("-"),
            MoveKind::PiecePromotion => {
                let promoted = self.c().promoted[usize::from(piece.kind)].unwrap_or(piece.kind);
                shape.with_suffix(format!("={}", self.kind_letter(promoted)))
            }
            MoveKind::PieceDemotion => {
                let base = self.unpromoted[m.from.index()]
                    .checked_sub(1)
                    .unwrap_or(piece.kind);
                shape.with_suffix(format!("={}", self.kind_letter(base)))
            }
            MoveKind::Normal if shogi && self.could_promote(m) => shape.with_suffix("="),
            _ => shape,
        };
        match (m.gate, shape) {
            // A gated piece after the move: `Nc3/H`.
            (
                Some((letter, _)),
                SanShape::Piece {
                    piece,
                    from,
                    to,
                    capture,
                    suffix,
                },
            ) => SanShape::Piece {
                piece,
                from,
                to,
                capture,
                suffix: format!("{suffix}/{letter}"),
            },
            (_, shape) => shape,
        }
    }

    /// As Fairy-Stockfish's SAN marks them: `+` when the move attacks the opponent's king (a
    /// pseudo-royal piece or an extinction piece under attack is not marked), `#` when it also
    /// ends the game.
    fn check_mark(&self, m: FairyMove) -> &'static str {
        let mut after = self.clone();
        skazka_core::Position::play_unchecked(&mut after, m);
        let them = after.turn;
        let king_attacked = self.c().royal.is_some_and(|k| {
            let occupied = after.occupied();
            after
                .pieces(them, k)
                .into_iter()
                .any(|s| after.attacked(s, them.other(), occupied))
        });
        if !king_attacked {
            ""
        } else if matches!(
            skazka_core::Position::outcome(&after),
            Some(skazka_core::Outcome::Decisive { .. })
        ) {
            "#"
        } else {
            "+"
        }
    }
}

impl FairyPosition {
    /// Whether the piece of `m` could promote shogi-style on this move (then a move that does
    /// not promote is marked `=`).
    fn could_promote(&self, m: FairyMove) -> bool {
        self.legal_move_list_contains(FairyMove {
            kind: MoveKind::PiecePromotion,
            ..m
        })
    }

    fn legal_move_list_contains(&self, m: FairyMove) -> bool {
        skazka_core::Position::legal_move_list(self).contains(&m)
    }
}
