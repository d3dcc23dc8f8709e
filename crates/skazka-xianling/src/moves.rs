//! The Xianling move and its canonical text.

use core::fmt;

use skazka_core::{ParseMoveError, Square};

use crate::PieceKind;
use crate::attacks::GEO;

/// A move of Xianling. Small and `Copy` (3 bytes).
///
/// The move text determines the move: `Display` writes it without a position and
/// [`Move::parse_text`] reads it back into an equal move. Castling is the King's move of two
/// files (`f1h1`, `f1d1`, `f10h10`, `f10d10`), a [`Move::Normal`] like any other; the King never
/// moves two files otherwise, so the position knows the Rook goes along. `Debug` writes the
/// text too: `Move(e8e9=R)`.
///
/// With the `serde` feature it is (de)serialised through its move text (`"e8e9=R"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Move {
    /// A piece moves from `from` to `to`, capturing whatever enemy piece stands there, and
    /// becomes `promotion` if given (pawn on the penultimate rank: mandatory; Ferz or Wazir on
    /// the last rank: optional). Castling is the King's part of it: the King moves two files
    /// from its home square and the Rook of that wing lands on the square it crossed.
    Normal {
        /// The start square.
        from: Square,
        /// The destination.
        to: Square,
        /// The kind the piece becomes, if it promotes.
        promotion: Option<PieceKind>,
    },
    /// The forced pass `--` of a side that is not in check and has no other legal move.
    Pass,
}

impl Move {
    /// The start square, if the move has one.
    #[must_use]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Normal { from, .. } => Some(from),
            Move::Pass => None,
        }
    }

    /// The destination square (the King's for castling), if the move has one.
    #[must_use]
    pub const fn to(self) -> Option<Square> {
        match self {
            Move::Normal { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// The promotion kind, if any.
    #[must_use]
    pub const fn promotion(self) -> Option<PieceKind> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            Move::Pass => None,
        }
    }

    /// Reads move text without a position: `e4e5`, `e8e9=R`, `d9d10=+A`, `f1h1` or `--`.
    /// Promotion letters may be lower case.
    ///
    /// Grammar: `--`, or a start square, a destination square and optionally `=` and a piece
    /// token (`R`, `+A`); squares are a file letter `a`–`j` and a rank `1`–`10`.
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] with the byte offset of the first problem.
    pub fn parse_text(text: &str) -> Result<Move, ParseMoveError> {
        if text == "--" {
            return Ok(Move::Pass);
        }
        let bytes = text.as_bytes();
        let (from, a) = GEO
            .parse_square_prefix(bytes)
            .map_err(|_| ParseMoveError::malformed(0, "a square such as `e4`, or `--`"))?;
        let (to, b) = GEO
            .parse_square_prefix(&bytes[a..])
            .map_err(|_| ParseMoveError::malformed(a, "a destination square"))?;
        let mut at = a + b;
        let promotion = if at == bytes.len() {
            None
        } else {
            if bytes[at] != b'=' {
                return Err(ParseMoveError::malformed(at, "`=` or the end of the move"));
            }
            at += 1;
            let rest = &text[at..];
            Some(PieceKind::from_token(rest).ok_or(ParseMoveError::malformed(
                at,
                "a piece token such as `R` or `+A`",
            ))?)
        };
        Ok(Move::Normal {
            from,
            to,
            promotion,
        })
    }
}

impl fmt::Display for Move {
    /// The canonical move text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Pass => f.write_str("--"),
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{}{}", from.display(GEO), to.display(GEO))?;
                if let Some(k) = promotion {
                    write!(f, "={}", k.token())?;
                }
                Ok(())
            }
        }
    }
}

impl core::str::FromStr for Move {
    type Err = ParseMoveError;

    /// [`Move::parse_text`].
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        Move::parse_text(s)
    }
}

impl fmt::Debug for Move {
    /// `Move(` the move text `)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Move, Move::parse_text);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_three_bytes() {
        assert_eq!(core::mem::size_of::<Move>(), 3);
    }

    #[test]
    fn text_round_trips() {
        for t in ["e4e5", "e8e9=R", "d9d10=+A", "f9f10", "--", "j10a1=+K"] {
            assert_eq!(Move::parse_text(t).unwrap().to_string(), t);
        }
        assert_eq!(Move::parse_text("e8e9=r").unwrap().to_string(), "e8e9=R");
    }

    #[test]
    fn debug_shows_the_text() {
        assert_eq!(
            format!("{:?}", Move::parse_text("e8e9=+A").unwrap()),
            "Move(e8e9=+A)"
        );
        assert_eq!(format!("{:?}", Move::Pass), "Move(--)");
    }

    #[test]
    fn malformed_text_names_the_offset() {
        assert_eq!(
            Move::parse_text("e4"),
            Err(ParseMoveError::malformed(2, "a destination square"))
        );
        assert!(matches!(
            Move::parse_text("e4e5R"),
            Err(ParseMoveError::Malformed { offset: 4, .. })
        ));
        assert!(matches!(
            Move::parse_text("e8e9=X"),
            Err(ParseMoveError::Malformed { offset: 5, .. })
        ));
        assert!(matches!(
            Move::parse_text("k1a1"),
            Err(ParseMoveError::Malformed { offset: 0, .. })
        ));
        assert!(matches!(
            Move::parse_text(""),
            Err(ParseMoveError::Malformed { offset: 0, .. })
        ));
        assert!(matches!(
            Move::parse_text("a11a1"),
            Err(ParseMoveError::Malformed { .. })
        ));
    }
}
