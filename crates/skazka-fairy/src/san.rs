//! Short algebraic notation for data-defined variants, as Fairy-Stockfish's `get_san` writes it
//! in its SAN notation: the piece's letter (its second letter where it has one, `H` for the
//! xiangqi horse; none for a pawn), the origin where another piece of the kind could go there
//! too, `x` for a capture, `=Q` for a promotion, `=` and the new piece's letter for a
//! shogi-style promotion or demotion, `P@e4` for a drop, `O-O` and `O-O-O` for castling, a pass
//! as the passing piece's move to its own square (`Ke2`), and `+` or `#` after a check as
//! Fairy-Stockfish marks it (see [`crate::Notation`]).
//!
//! The shogi family (template `shogi`), which Fairy-Stockfish writes in Hodges' notation by
//! default, is written here in SAN with the shogi suffixes `+` (promotes), `-` (demotes) and
//! `=` (could promote and does not) and its promoted pieces as `+X`, so that each move reads
//! back unambiguously; [`FairyPosition::write_notation`](crate::FairyPosition::write_notation) writes
//! every notation exactly as Fairy-Stockfish does, its SAN of the shogi family included.

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
        let shape = self.san_shape_without_wall(m);
        let Some(wall) = m.written_wall() else {
            return shape;
        };
        // As Fairy-Stockfish writes it: the wall's square after a comma (`Qd5,d8`).
        let wall = format!(",{}", wall.display(self.variant().geometry()));
        followed_by(shape, &wall)
    }

    /// As Fairy-Stockfish marks them (see [`crate::Notation`]): `+` when the move attacks the
    /// opponent's king on the board the move leaves, `#` when the opponent then has no move.
    fn check_mark(&self, m: FairyMove) -> &'static str {
        crate::notation::check_mark(self, m)
    }
}

impl FairyPosition {
    /// The letter SAN writes for pieces of the type whose letter is `letter`: its second
    /// letter (`pieceSynonyms`) if it has one.
    fn san_letter(&self, letter: char) -> char {
        self.kind_of_letter(letter)
            .and_then(|k| self.c().kinds[usize::from(k)].synonym)
            .unwrap_or(letter)
    }

    /// The letters of the type a piece of the type `letter` lands as when dropped promoted,
    /// as Fairy-Stockfish's SAN writes such a drop (gethenian's `+M@a1` is `S@a1`): `None`
    /// in the shogi family, whose SAN is skazka's own, and where another piece of the hand
    /// could land as that type too, which that SAN could not tell apart.
    fn landed_letters(&self, letter: char) -> Option<&'static str> {
        let c = self.c();
        if self.shogi_style() {
            return None;
        }
        let kind = self.kind_of_letter(letter)?;
        let landed = c.promoted[usize::from(kind)]?;
        let hand = &self.hands[self.turn.index()];
        let lands_alike = (0..c.kinds.len()).any(|k| {
            k != usize::from(kind)
                && hand.get(k).is_some_and(|&n| n > 0)
                && (k == usize::from(landed) || c.promoted[k] == Some(landed))
        });
        if lands_alike {
            return None;
        }
        let info = &c.kinds[usize::from(landed)];
        letter_text(info.synonym.unwrap_or(info.letter))
    }

    fn san_shape_without_wall(&self, m: FairyMove) -> SanShape {
        let geo = self.variant().geometry();
        match m.kind {
            // A dropped piece is written with its second letter where it has one, as a piece
            // on the board is (xiangqihouse's horse: `H@b4`).
            MoveKind::Drop(letter) => {
                let letter = self.san_letter(letter);
                return SanShape::Text(format!("{letter}@{}", m.to.display(geo)));
            }
            MoveKind::PromotedDrop(letter) => {
                let to = m.to.display(geo);
                return SanShape::Text(match self.landed_letters(letter) {
                    Some(text) => format!("{text}@{to}"),
                    None => format!("+{}@{to}", self.san_letter(letter)),
                });
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
            _ => {}
        }
        let Some(piece) = self.piece_on(m.from) else {
            return SanShape::Text(m.to_string());
        };
        let info = &self.c().kinds[usize::from(piece.kind)];
        let letters = if info.kind == PieceKind::Pawn {
            ""
        } else {
            match letter_text(info.synonym.unwrap_or(info.letter)) {
                Some(text) => text,
                None => return SanShape::Text(m.to_string()),
            }
        };
        if self.is_sittuyin_promotion_away(m) {
            // As Fairy-Stockfish writes it, with the pawn's whole square (`d5c4=F`).
            if let MoveKind::Promotion(to) = m.kind {
                let (from, target) = (m.from.display(geo), m.to.display(geo));
                let piece = crate::plus::text(crate::plus::upper(to));
                return SanShape::Text(format!("{from}{target}={piece}"));
            }
        }
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
        match m.gate {
            // A gated piece after the move: `Nc3/H`.
            Some((letter, _)) => followed_by(shape, &format!("/{letter}")),
            None => shape,
        }
    }

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

/// `shape` with `text` written after all of it: after a piece move's suffix, or after the text.
fn followed_by(shape: SanShape, text: &str) -> SanShape {
    match shape {
        SanShape::Piece {
            piece,
            from,
            to,
            capture,
            suffix,
        } => SanShape::Piece {
            piece,
            from,
            to,
            capture,
            suffix: suffix + text,
        },
        SanShape::Text(written) => SanShape::Text(written + text),
        other => other,
    }
}
