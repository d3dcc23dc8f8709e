//! Chess moves and their coordinate text (`e2e4`, `e1g1`, `e7e8q`).

use core::fmt;
use core::str::FromStr;

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::Role;

/// What a move does beyond taking a piece from one square to another. Not part of the
/// [`Move`]: it depends on the position the move is played in ([`Chess::move_kind`]).
///
/// [`Chess::move_kind`]: crate::Chess::move_kind
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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

/// A chess move: origin, destination and promotion piece. Three bytes, `Copy`.
///
/// A move is exactly what its text says, as in UCI. Castling is written as the king's
/// two-square move (`e1g1`); whether a move castles, double-steps or takes en passant follows
/// from the piece on its origin square ([`Chess::move_kind`](crate::Chess::move_kind) says
/// which). So `Display` writes the coordinate text and `FromStr` reads it back into an equal
/// move, with no position needed; `Debug` shows the text too.
///
/// Grammar: `<square><square>[<promotion>]`, squares `a1` to `h8`, the promotion one of
/// `q r b n` in either case, optionally after `=` (`e7e8=Q`). `Display` writes the canonical
/// lower-case form without `=`.
///
/// ```
/// use skazka_chess::Move;
///
/// let m: Move = "e7e8q".parse()?;
/// assert_eq!(m.to_string(), "e7e8q");
/// assert_eq!(format!("{m:?}"), "Move(e7e8q)");
/// assert_eq!("e7e8=Q".parse::<Move>()?, m);
/// # Ok::<(), skazka_core::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the moving piece starts.
    pub from: Square,
    /// Where it ends (for castling: the king's destination).
    pub to: Square,
    /// The piece a pawn becomes on the last rank; `None` for every other move.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move without promotion.
    #[inline]
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// A pawn move to the last rank that promotes to `role`.
    #[inline]
    #[must_use]
    pub const fn with_promotion(from: Square, to: Square, role: Role) -> Move {
        Move {
            from,
            to,
            promotion: Some(role),
        }
    }

    /// Reads `e2e4`, `e7e8q` (the letter may also be upper case or follow `=`: `e7e8=Q`).
    /// Whether the move is legal is a question for a position
    /// ([`Position::parse_move`](skazka_core::Position::parse_move)).
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] naming the byte where reading failed (a square off the
    /// board, a letter that is not a promotion piece, trailing text).
    pub fn parse(text: &str) -> Result<Move, ParseMoveError> {
        let geo = Geometry::CHESS;
        let b = text.as_bytes();
        let (from, n1) = geo
            .parse_square_prefix(b)
            .map_err(|_| ParseMoveError::malformed(0, "an origin square such as e2"))?;
        let (to, n2) = geo
            .parse_square_prefix(&b[n1..])
            .map_err(|_| ParseMoveError::malformed(n1, "a destination square such as e4"))?;
        let rest = n1 + n2;
        let promotion = match &b[rest..] {
            [] => None,
            [b'=', c] | [c] => Some(
                Role::from_char(*c as char)
                    .filter(|r| Role::PROMOTIONS.contains(r))
                    .ok_or(ParseMoveError::malformed(
                        b.len() - 1,
                        "a promotion letter q, r, b or n",
                    ))?,
            ),
            _ => return Err(ParseMoveError::malformed(rest, "the end of the move")),
        };
        Ok(Move {
            from,
            to,
            promotion,
        })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        Move::parse(text)
    }
}

impl fmt::Display for Move {
    /// Coordinate text: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let geo = Geometry::CHESS;
        write!(f, "{}{}", self.from.display(geo), self.to.display(geo))?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

// With the `serde` feature a move is (de)serialised as its coordinate text.
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(crate::Move, str::parse::<crate::Move>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_size_is_small() {
        assert_eq!(core::mem::size_of::<Move>(), 3);
    }

    #[test]
    fn move_text_syntax_errors_name_the_byte() {
        assert_eq!(
            Move::parse("x2e4"),
            Err(ParseMoveError::malformed(0, "an origin square such as e2"))
        );
        assert_eq!(
            Move::parse("e2e9"),
            Err(ParseMoveError::malformed(
                2,
                "a destination square such as e4"
            ))
        );
        assert_eq!(
            Move::parse("e7e8k"),
            Err(ParseMoveError::malformed(
                4,
                "a promotion letter q, r, b or n"
            ))
        );
        assert_eq!(
            Move::parse("e2e4xx"),
            Err(ParseMoveError::malformed(4, "the end of the move"))
        );
        let m = Move::parse("e7e8=Q").unwrap();
        assert_eq!(m.promotion, Some(Role::Queen));
        assert_eq!(Move::parse("e7e8n").unwrap().promotion, Some(Role::Knight));
    }

    #[test]
    fn every_move_text_reads_back_into_an_equal_move() {
        let geo = Geometry::CHESS;
        for from in geo.squares() {
            for to in geo.squares() {
                let promotions = Role::PROMOTIONS.map(Some);
                for promotion in core::iter::once(None).chain(promotions) {
                    let m = Move {
                        from,
                        to,
                        promotion,
                    };
                    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
                    assert_eq!(format!("{m:?}"), format!("Move({m})"));
                }
            }
        }
    }
}
