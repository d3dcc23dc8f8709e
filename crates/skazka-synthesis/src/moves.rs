//! Moves and their coordinate text.
//!
//! Canonical text: `e2e4`; promotion `e7e8q` (lower-case letter); castling as the King's move
//! (`e1g1`, `e1c1`); a pass `--`. The parser also accepts an upper-case promotion letter, an
//! `=` before it (`e7e8=Q`) and `0000` for a pass.
//!
//! The text determines the move: a [`Move`] holds only its squares and, for a promotion, the
//! new piece. Whether a move is castling or an en-passant capture follows from the position
//! it is played in (a King moving two files; a pawn moving diagonally onto the en-passant
//! square), see [`Synthesis::is_castle`](crate::Synthesis::is_castle) and
//! [`Synthesis::is_en_passant`](crate::Synthesis::is_en_passant). So a move read back from its
//! text, without a position, equals the move that was written.

use core::fmt;
use core::str::FromStr;

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::PieceKind;

/// What kind of move a [`Move`] is, as far as its text tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveKind {
    /// A move or capture with no promotion: steps, slides, leaps, pawn double steps, en
    /// passant and castling (as the King's move).
    Normal,
    /// A pawn promoting to the given kind.
    Promotion(PieceKind),
    /// A forced pass (the side to move has no other legal move and is not in check).
    Pass,
}

/// A move of Synthesis chess. Four bytes, `Copy`; `Display` writes its move text and
/// `FromStr` reads it back into an equal move.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    to: Square,
    kind: MoveKind,
}

const A1: Square = Geometry::CHESS.sq(0, 0);

impl Move {
    /// The pass.
    pub const PASS: Move = Move {
        from: A1,
        to: A1,
        kind: MoveKind::Pass,
    };

    /// A move of the given kind (for [`MoveKind::Pass`], use [`Move::PASS`]: the squares of a
    /// pass are always a1). Nothing is checked here; [`skazka_core::Position::play`] checks
    /// legality.
    #[must_use]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        match kind {
            MoveKind::Pass => Move::PASS,
            _ => Move { from, to, kind },
        }
    }

    /// The square the moving man leaves (a1 for a pass).
    #[must_use]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square it goes to (for castling the King's destination; a1 for a pass).
    #[must_use]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The kind of move.
    #[must_use]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The promotion piece, if this is a promotion.
    #[must_use]
    pub const fn promotion(self) -> Option<PieceKind> {
        match self.kind {
            MoveKind::Promotion(k) => Some(k),
            _ => None,
        }
    }

    /// Whether this is the pass.
    #[must_use]
    pub const fn is_pass(self) -> bool {
        matches!(self.kind, MoveKind::Pass)
    }

    /// Reads move text without a position: `e2e4`, `e7e8q`, `e7e8=Q`, `--` or `0000`.
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] with the byte offset of the first unreadable part (a
    /// square off the board included).
    ///
    /// # Example
    /// ```
    /// use skazka_synthesis::Move;
    ///
    /// let m = Move::parse("e7e8=Q")?;
    /// assert_eq!(m.to_string(), "e7e8q");
    /// assert_eq!("e7e8q".parse::<Move>()?, m);
    /// assert!(Move::parse("--")?.is_pass());
    /// # Ok::<(), skazka_core::ParseMoveError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Move, ParseMoveError> {
        if text == "--" || text == "0000" {
            return Ok(Move::PASS);
        }
        let g = Geometry::CHESS;
        let b = text.as_bytes();
        let square_at = |at: usize| -> Result<Square, ParseMoveError> {
            let part = b
                .get(at..at + 2)
                .ok_or(ParseMoveError::malformed(at, "a square a1-h8"))?;
            core::str::from_utf8(part)
                .ok()
                .and_then(|s| g.parse_square(s).ok())
                .ok_or(ParseMoveError::malformed(at, "a square a1-h8"))
        };
        let from = square_at(0)?;
        let to = square_at(2)?;
        let mut at = 4;
        if b.get(at) == Some(&b'=') {
            at += 1;
            if b.len() == at {
                return Err(ParseMoveError::malformed(
                    at,
                    "a promotion letter q, r, b or n",
                ));
            }
        }
        let kind = match b.get(at) {
            None => MoveKind::Normal,
            Some(&c) => match PieceKind::from_char(c as char) {
                Some(k) if !matches!(k, PieceKind::Pawn | PieceKind::King) => {
                    at += 1;
                    MoveKind::Promotion(k)
                }
                _ => {
                    return Err(ParseMoveError::malformed(
                        at,
                        "a promotion letter q, r, b or n",
                    ));
                }
            },
        };
        if at != b.len() {
            return Err(ParseMoveError::malformed(at, "the end of the move"));
        }
        Ok(Move { from, to, kind })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// The same as [`Move::parse`].
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        Move::parse(text)
    }
}

impl fmt::Display for Move {
    /// The canonical move text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("--");
        }
        let g = Geometry::CHESS;
        write!(f, "{}{}", self.from.display(g), self.to.display(g))?;
        if let Some(k) = self.promotion() {
            write!(f, "{}", k.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    /// `Move(e2e4)`, `Move(e7e8q)`, `Move(--)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

// With `serde`, a move is its move text.
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(crate::Move, crate::Move::parse);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_fits_in_four_bytes() {
        assert!(core::mem::size_of::<Move>() <= 4);
    }

    #[test]
    fn every_move_round_trips_through_its_text() {
        let g = Geometry::CHESS;
        let kinds = [
            MoveKind::Normal,
            MoveKind::Promotion(PieceKind::Queen),
            MoveKind::Promotion(PieceKind::Rook),
            MoveKind::Promotion(PieceKind::Bishop),
            MoveKind::Promotion(PieceKind::Knight),
        ];
        for from in g.squares() {
            for to in g.squares() {
                for kind in kinds {
                    let m = Move::new(from, to, kind);
                    let text = m.to_string();
                    assert_eq!(Move::parse(&text), Ok(m), "{text}");
                }
            }
        }
        assert_eq!(Move::parse("--"), Ok(Move::PASS));
        assert_eq!(
            Move::new(from_sq("e2"), from_sq("e4"), MoveKind::Pass),
            Move::PASS
        );
    }

    fn from_sq(s: &str) -> Square {
        Geometry::CHESS.parse_square(s).unwrap()
    }

    #[test]
    fn promotion_spellings() {
        let q = Move::new(
            from_sq("e7"),
            from_sq("e8"),
            MoveKind::Promotion(PieceKind::Queen),
        );
        assert_eq!(q.to_string(), "e7e8q");
        for t in ["e7e8q", "e7e8Q", "e7e8=Q", "e7e8=q"] {
            assert_eq!(Move::parse(t), Ok(q), "{t}");
        }
        assert_eq!(Move::parse("0000"), Ok(Move::PASS));
        assert_eq!(Move::PASS.to_string(), "--");
    }

    #[test]
    fn debug_is_readable() {
        let m = Move::new(from_sq("e2"), from_sq("e4"), MoveKind::Normal);
        assert_eq!(format!("{m:?}"), "Move(e2e4)");
        assert_eq!(format!("{:?}", Move::PASS), "Move(--)");
    }

    #[test]
    fn malformed_text_names_the_offset() {
        let off = |t: &str| match Move::parse(t) {
            Err(ParseMoveError::Malformed { offset, .. }) => offset,
            other => panic!("{t}: {other:?}"),
        };
        assert_eq!(off(""), 0);
        assert_eq!(off("e9e4"), 0);
        assert_eq!(off("i2e4"), 0);
        assert_eq!(off("e2"), 2);
        assert_eq!(off("e2e4x"), 4);
        assert_eq!(off("e7e8k"), 4);
        assert_eq!(off("e7e8="), 5);
        assert_eq!(off("e7e8qq"), 5);
        assert_eq!(off("é2e4"), 0);
    }
}
