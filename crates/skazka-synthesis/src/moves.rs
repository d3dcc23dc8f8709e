//! Moves and their coordinate text.
//!
//! Canonical text: `e2e4`; promotion `e7e8q` (lower-case letter); castling as the King's move
//! (`e1g1`, `e1c1`); a pass `--`. The parser also accepts an upper-case promotion letter, an
//! `=` before it (`e7e8=Q`) and `0000` for a pass.

use core::fmt;

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::PieceKind;

/// What kind of move a [`Move`] is, beyond its two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum MoveKind {
    /// A move or capture that needs no more information (pawn double steps included).
    Normal,
    /// A pawn capturing en passant.
    EnPassant,
    /// Castling, written as the King's move.
    Castle,
    /// A pawn promoting to the given kind.
    Promotion(PieceKind),
    /// A forced pass (the side to move has no other legal move and is not in check).
    Pass,
}

/// A move of Synthesis chess. Four bytes, `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

    /// A move of the given kind. Nothing is checked here; [`skazka_core::Position::play`]
    /// checks legality.
    #[must_use]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind }
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

    /// Whether this is castling.
    #[must_use]
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle)
    }

    /// Whether this is an en-passant capture.
    #[must_use]
    pub const fn is_en_passant(self) -> bool {
        matches!(self.kind, MoveKind::EnPassant)
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Move text read without a position: squares and promotion, or a pass. A position turns it
/// into a [`Move`] (see [`skazka_core::Position::parse_move`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveText {
    /// `--` or `0000`.
    Pass,
    /// `e2e4`, `e7e8q`, `e7e8=Q`.
    Squares {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// Promotion piece, if written.
        promotion: Option<PieceKind>,
    },
}

impl MoveText {
    /// Reads move text.
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] with the byte offset of the first unreadable part.
    pub fn parse(text: &str) -> Result<MoveText, ParseMoveError> {
        if text == "--" || text == "0000" {
            return Ok(MoveText::Pass);
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
        let promotion = match b.get(at) {
            None => None,
            Some(&c) => match PieceKind::from_char(c as char) {
                Some(k) if !matches!(k, PieceKind::Pawn | PieceKind::King) => {
                    at += 1;
                    Some(k)
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
        Ok(MoveText::Squares {
            from,
            to,
            promotion,
        })
    }

    /// Whether `m` is the move this text names.
    #[must_use]
    pub fn matches(self, m: Move) -> bool {
        match self {
            MoveText::Pass => m.is_pass(),
            MoveText::Squares {
                from,
                to,
                promotion,
            } => !m.is_pass() && m.from == from && m.to == to && m.promotion() == promotion,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_fits_in_four_bytes() {
        assert!(core::mem::size_of::<Move>() <= 4);
    }

    #[test]
    fn every_from_to_pair_round_trips() {
        let g = Geometry::CHESS;
        for from in g.squares() {
            for to in g.squares() {
                let m = Move::new(from, to, MoveKind::Normal);
                let text = m.to_string();
                assert!(MoveText::parse(&text).unwrap().matches(m), "{text}");
            }
        }
    }

    #[test]
    fn promotion_spellings() {
        let q = Move::new(
            Geometry::CHESS.sq(4, 6),
            Geometry::CHESS.sq(4, 7),
            MoveKind::Promotion(PieceKind::Queen),
        );
        assert_eq!(q.to_string(), "e7e8q");
        for t in ["e7e8q", "e7e8Q", "e7e8=Q", "e7e8=q"] {
            assert!(MoveText::parse(t).unwrap().matches(q), "{t}");
        }
        assert_eq!(MoveText::parse("--"), Ok(MoveText::Pass));
        assert_eq!(MoveText::parse("0000"), Ok(MoveText::Pass));
        assert_eq!(Move::PASS.to_string(), "--");
    }

    #[test]
    fn malformed_text_names_the_offset() {
        let off = |t: &str| match MoveText::parse(t) {
            Err(ParseMoveError::Malformed { offset, .. }) => offset,
            other => panic!("{t}: {other:?}"),
        };
        assert_eq!(off(""), 0);
        assert_eq!(off("e9e4"), 0);
        assert_eq!(off("e2"), 2);
        assert_eq!(off("e2e4x"), 4);
        assert_eq!(off("e7e8k"), 4);
        assert_eq!(off("e7e8="), 5);
        assert_eq!(off("e7e8qq"), 5);
        assert_eq!(off("é2e4"), 0);
    }
}
