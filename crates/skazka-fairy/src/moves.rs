//! Moves of a data-defined variant, written in Fairy-Stockfish's UCI move text.

use core::fmt;

use skazka_core::Square;

/// What a move does besides going from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or capture.
    Normal,
    /// A pawn-style promotion to the piece with this (lower-case) letter: `e7e8q`.
    Promotion(char),
    /// A shogi-style promotion of the moving piece: `b2h8+`.
    PiecePromotion,
    /// A promoted piece going back to its unpromoted type: `b2h8-`.
    PieceDemotion,
    /// A piece put from the hand on an empty square; the letter is upper case: `P@e4`.
    Drop(char),
    /// A piece from the hand put down promoted (where the variant allows it): `+P@e4`.
    PromotedDrop(char),
    /// The king castles; `to` is the king's destination as Fairy-Stockfish writes it (the rook's
    /// square when that is needed to tell it from a plain king move, and in Chess960).
    Castling,
    /// A pawn captures en passant.
    EnPassant,
    /// The side passes (written as the king's square twice: `e1e1`).
    Pass,
}

/// A move of a [`crate::FairyPosition`]: squares as indices of the variant's board, with the
/// board's width so the move writes itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FairyMove {
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) width: u8,
    pub(crate) kind: MoveKind,
    /// A piece from the hand put on a gate the move leaves (S-Chess): its upper-case letter
    /// and the square (the square the piece leaves, or for castling the king's or the rook's).
    pub(crate) gate: Option<(char, Square)>,
    /// The square where the move puts a wall (`wallingRule`), written after a comma as the
    /// destination and the wall: `d1d5,d5d8`.
    pub(crate) wall: Option<Square>,
    /// Whether the text has a wall part though the move puts no wall: as Fairy-Stockfish
    /// writes every move of a variant whose moves put walls, where a move that puts none (a
    /// move under `wallOrMove`, a pass) names the first square (`e2e4,e4a1`).
    pub(crate) names_wall: bool,
}

impl FairyMove {
    /// The square it leaves, as an index of the variant's board (a drop has none).
    #[must_use]
    pub fn from(self) -> Option<Square> {
        match self.kind {
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) => None,
            _ => Some(self.from),
        }
    }

    /// Whether it puts a piece from the hand on the board.
    pub(crate) fn is_drop(&self) -> bool {
        matches!(self.kind, MoveKind::Drop(_) | MoveKind::PromotedDrop(_))
    }

    /// The square written as the destination (for castling, the king's square or the rook's as
    /// the text has it).
    #[must_use]
    pub fn to(self) -> Square {
        self.to
    }

    /// What kind of move it is.
    #[must_use]
    pub fn kind(self) -> MoveKind {
        self.kind
    }

    /// The piece a gating move puts from the hand on a square it leaves (S-Chess): its
    /// upper-case letter and that square.
    #[must_use]
    pub fn gate(self) -> Option<(char, Square)> {
        self.gate
    }

    /// The square where the move puts a wall, in variants whose moves put walls (the game of
    /// the Amazons' arrow, duck chess's duck).
    #[must_use]
    pub fn wall(self) -> Option<Square> {
        self.wall
    }

    /// The square the text names as the wall: the wall, or for a move of a walling variant
    /// that puts none, the first square (see [`FairyMove::names_wall`]).
    pub(crate) fn written_wall(self) -> Option<Square> {
        self.wall
            .or_else(|| self.names_wall.then(|| Square::new(0)).flatten())
    }

    /// The same move without the wall part of its text, as a user may write it.
    pub(crate) fn without_wall_text(self) -> FairyMove {
        FairyMove {
            names_wall: false,
            ..self
        }
    }

    fn write_square(self, f: &mut fmt::Formatter<'_>, square: Square) -> fmt::Result {
        let width = usize::from(self.width.max(1));
        let index = square.index();
        write!(
            f,
            "{}{}",
            char::from(b'a' + (index % width) as u8),
            index / width + 1
        )
    }
}

impl FairyMove {
    /// The move without its wall.
    fn write_body(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveKind::Drop(letter) => {
                write!(f, "{letter}@")?;
                return self.write_square(f, self.to);
            }
            MoveKind::PromotedDrop(letter) => {
                write!(f, "+{letter}@")?;
                return self.write_square(f, self.to);
            }
            _ => {}
        }
        if let Some((letter, square)) = self.gate {
            // As Fairy-Stockfish writes it: the gated piece's letter after the squares, and a
            // castling move that gates on the rook's square written from that square to the
            // king's (`h1e1h`).
            let (from, to) = if square == self.from {
                (self.from, self.to)
            } else {
                (square, self.from)
            };
            self.write_square(f, from)?;
            self.write_square(f, to)?;
            return write!(f, "{}", letter.to_ascii_lowercase());
        }
        self.write_square(f, self.from)?;
        self.write_square(f, self.to)?;
        match self.kind {
            MoveKind::Promotion(letter) => f.write_str(&crate::plus::text(letter)),
            MoveKind::PiecePromotion => f.write_str("+"),
            MoveKind::PieceDemotion => f.write_str("-"),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for FairyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_body(f)?;
        if let Some(wall) = self.written_wall() {
            // As Fairy-Stockfish writes it: a comma, then the destination and the wall as if
            // they were a second move (`d1d5,d5d8`).
            f.write_str(",")?;
            self.write_square(f, self.to)?;
            self.write_square(f, wall)?;
        }
        Ok(())
    }
}
