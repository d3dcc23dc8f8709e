//! Chess moves and their coordinate text (`e2e4`, `e7e8q`).

use core::fmt;

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::Role;

/// What a move does beyond taking a piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveKind {
    /// An ordinary move or capture.
    Normal,
    /// A pawn's two-square advance.
    DoubleStep,
    /// A pawn capture en passant.
    EnPassant,
    /// Castling, written as the king's move; the rook moves too.
    Castle,
    /// A pawn reaching the last rank, becoming the given role.
    Promotion(Role),
}

/// A chess move. Four bytes, `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// Where the moving piece starts.
    pub from: Square,
    /// Where it ends (for castling: the king's destination).
    pub to: Square,
    /// Special behaviour.
    pub kind: MoveKind,
}

impl Move {
    /// The promotion role, if any.
    #[must_use]
    pub const fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(r) => Some(r),
            _ => None,
        }
    }
}

/// A move as written, before it is matched against a position: two squares and an optional
/// promotion letter. The syntax half of move parsing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// Origin.
    pub from: Square,
    /// Destination.
    pub to: Square,
    /// Promotion role, if a letter follows.
    pub promotion: Option<Role>,
}

impl MoveText {
    /// Reads `e2e4`, `e7e8q` (the letter may also be upper case or follow `=`: `e7e8=Q`).
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] naming the byte where reading failed.
    pub fn parse(text: &str) -> Result<MoveText, ParseMoveError> {
        let geo = Geometry::CHESS;
        let b = text.as_bytes();
        let (from, n1) = geo
            .parse_square_prefix(b)
            .map_err(|_| ParseMoveError::malformed(0, "an origin square such as e2"))?;
        let (to, n2) = geo
            .parse_square_prefix(&b[n1..])
            .map_err(|_| ParseMoveError::malformed(n1, "a destination square such as e4"))?;
        let mut rest = n1 + n2;
        let promotion = match &b[rest..] {
            [] => None,
            [b'=', c] | [c] => {
                let role = Role::from_char(*c as char)
                    .filter(|r| Role::PROMOTIONS.contains(r))
                    .ok_or(ParseMoveError::malformed(
                        b.len() - 1,
                        "a promotion letter q, r, b or n",
                    ))?;
                rest = b.len();
                Some(role)
            }
            _ => return Err(ParseMoveError::malformed(rest, "the end of the move")),
        };
        debug_assert_eq!(rest, b.len());
        Ok(MoveText {
            from,
            to,
            promotion,
        })
    }
}

impl fmt::Display for Move {
    /// Coordinate text: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let geo = Geometry::CHESS;
        write!(f, "{}{}", self.from.display(geo), self.to.display(geo))?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_size_is_small() {
        assert!(core::mem::size_of::<Move>() <= 4);
    }

    #[test]
    fn move_text_syntax_errors_name_the_byte() {
        assert_eq!(
            MoveText::parse("x2e4"),
            Err(ParseMoveError::malformed(0, "an origin square such as e2"))
        );
        assert_eq!(
            MoveText::parse("e2e9"),
            Err(ParseMoveError::malformed(
                2,
                "a destination square such as e4"
            ))
        );
        assert_eq!(
            MoveText::parse("e7e8k"),
            Err(ParseMoveError::malformed(
                4,
                "a promotion letter q, r, b or n"
            ))
        );
        assert_eq!(
            MoveText::parse("e2e4xx"),
            Err(ParseMoveError::malformed(4, "the end of the move"))
        );
        let m = MoveText::parse("e7e8=Q").unwrap();
        assert_eq!(m.promotion, Some(Role::Queen));
        assert_eq!(
            MoveText::parse("e7e8n").unwrap().promotion,
            Some(Role::Knight)
        );
    }
}
