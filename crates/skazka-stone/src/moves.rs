//! The move type, its text (the grammar is on [`Move`]) and the syntax of move text before
//! it is matched against a position.

use core::fmt;
use core::str::FromStr;

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::UnitKind;

const GEO: Geometry = Geometry::CHESS;

/// A move of Stone chess. Small and `Copy` (4 bytes).
///
/// A move holds exactly what its text says, so `Display` writes the canonical move text
/// without a position and [`str::parse`] reads it back into an equal move (use
/// [`Position::parse_move`](skazka_core::Position::parse_move) to read a move against a
/// position, with the tolerances and legality checks). In 2012-12 a promotion with a single
/// target is compulsory and implied: the move stores no promotion and its text writes none
/// (`e7e8` promotes a pawn to a Queen, `W@e8` a new Wazir to a Rook); the promotion is stored
/// and written only when there is a choice (the Superpawn's `e7e8=A`) and, in 2012-07, for
/// every promotion made. [`Stone::kind_after`](crate::Stone::kind_after) gives the kind a move
/// leaves on the board.
///
/// Two different moves may lead to the same position (stone.md §12a.3); they stay different
/// moves.
///
/// Move text (letters in either case; [`crate::docs::notation`]):
///
/// ```text
/// move      = normal | drop | in-place
/// normal    = square square [ "=" token ]                e2e4, e7e8=A
/// drop      = token ("@" | "*") square [ "=" token ]     ST@e4, T*e4, Q@e4, W@e8=R
///             (no "=" token after a stone)
/// in-place  = square "=" token                           e8=R (2012-07 only)
/// token     = ST T F W P X E D SD S Z L PR I N B NN H R V A M Q K
/// ```
///
/// # Example
/// ```
/// use skazka_stone::Move;
/// let m: Move = "W@e8=R".parse()?;
/// assert_eq!(m.to_string(), "W@e8=R");
/// assert_eq!(format!("{m:?}"), "Move(W@e8=R)");
/// assert_eq!("st*e4".parse::<Move>()?.to_string(), "ST@e4");
/// # Ok::<(), skazka_core::ParseMoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Move {
    /// A chess move of a unit, including captures, double steps, en passant and castling (the
    /// King's two-square move). `promotion` is the kind the unit becomes on its 8th rank when
    /// the move names it (see [`Move`] for the implied promotions of 2012-12).
    Normal {
        /// Where the unit starts.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The promotion the move names, if any.
        promotion: Option<UnitKind>,
    },
    /// A stone from the reserve onto an empty square (`ST@e4`).
    Place {
        /// The square.
        to: Square,
    },
    /// An own unit replaced in place by another kind (`Q@e4`), followed by the promotion of
    /// the new kind when it stands on its 8th rank: implied in 2012-12 (`W@e8` gives a Rook),
    /// named in 2012-07 (`W@e8=R`).
    Mutate {
        /// The unit's square.
        square: Square,
        /// The kind it mutates into (and pays for).
        into: UnitKind,
        /// The free promotion that follows when the move names it.
        promotion: Option<UnitKind>,
    },
    /// 2012-07 only: a promotable unit standing on its 8th rank promotes in place (`e8=R`).
    Promote {
        /// The unit's square.
        square: Square,
        /// The kind it becomes.
        into: UnitKind,
    },
}

impl Move {
    /// The promotion the move names, if any (an in-place promotion names its kind). The
    /// implied promotions of 2012-12 are not named: see
    /// [`Stone::kind_after`](crate::Stone::kind_after).
    #[must_use]
    pub const fn promotion(self) -> Option<UnitKind> {
        match self {
            Move::Normal { promotion, .. } | Move::Mutate { promotion, .. } => promotion,
            Move::Promote { into, .. } => Some(into),
            Move::Place { .. } => None,
        }
    }
}

impl fmt::Display for Move {
    /// The canonical move text: `e2e4`, `e7e8=A`, `ST@e4`, `Q@e4`, `W@e8=R`, `e8=R`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (square, promotion) = match *self {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{}{}", from.display(GEO), to.display(GEO))?;
                (None, promotion)
            }
            Move::Place { to } => return write!(f, "ST@{}", to.display(GEO)),
            Move::Mutate {
                square,
                into,
                promotion,
            } => {
                write!(f, "{into}@{}", square.display(GEO))?;
                (None, promotion)
            }
            Move::Promote { square, into } => (Some(square), Some(into)),
        };
        if let Some(sq) = square {
            write!(f, "{}", sq.display(GEO))?;
        }
        match promotion {
            Some(p) => write!(f, "={p}"),
            None => Ok(()),
        }
    }
}

impl fmt::Debug for Move {
    /// `Move(<move text>)`, e.g. `Move(e2e4)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads a move text without a position (the grammar on [`Move`]; the aliases, lower
    /// case and `*` are accepted).
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] for text outside the grammar, including a square off the
    /// board and a promotion suffix on a placement (`ST@e4=Q`: a stone never promotes).
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        Ok(match MoveText::parse(text)? {
            MoveText::Normal {
                from,
                to,
                promotion,
            } => Move::Normal {
                from,
                to,
                promotion,
            },
            MoveText::Drop {
                kind: UnitKind::Stone,
                square,
                ..
            } => Move::Place { to: square },
            MoveText::Drop {
                kind,
                square,
                promotion,
            } => Move::Mutate {
                square,
                into: kind,
                promotion,
            },
            MoveText::InPlace { square, into } => Move::Promote { square, into },
        })
    }
}

// With the `serde` feature a move is (de)serialised as its move text.
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(crate::Move, str::parse::<crate::Move>);

/// The syntax of one move text, before it is matched against the legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveText {
    Normal {
        from: Square,
        to: Square,
        promotion: Option<UnitKind>,
    },
    Drop {
        kind: UnitKind,
        square: Square,
        promotion: Option<UnitKind>,
    },
    InPlace {
        square: Square,
        into: UnitKind,
    },
}

fn read_token(text: &str, start: usize) -> Result<UnitKind, ParseMoveError> {
    let rest = &text[start..];
    if rest.is_empty() {
        return Err(ParseMoveError::malformed(start, "a piece token"));
    }
    UnitKind::from_label(rest).ok_or(ParseMoveError::malformed(start, "a piece token"))
}

fn read_promotion(text: &str, at: usize) -> Result<Option<UnitKind>, ParseMoveError> {
    match text.as_bytes().get(at) {
        None => Ok(None),
        Some(b'=') => read_token(text, at + 1).map(Some),
        Some(_) => Err(ParseMoveError::malformed(at, "`=` or the end of the move")),
    }
}

impl MoveText {
    pub(crate) fn parse(text: &str) -> Result<MoveText, ParseMoveError> {
        let geo = GEO;
        if !text.is_ascii() {
            let bad = text.bytes().position(|b| !b.is_ascii()).unwrap_or(0);
            return Err(ParseMoveError::malformed(bad, "ascii move text"));
        }
        let lower = text.to_ascii_lowercase();
        if let Some(at) = text.find(['@', '*']) {
            let label = &text[..at];
            if label.is_empty() {
                return Err(ParseMoveError::malformed(0, "a piece token before `@`"));
            }
            let kind =
                UnitKind::from_label(label).ok_or(ParseMoveError::malformed(0, "a piece token"))?;
            let (square, used) = geo
                .parse_square_prefix(&lower.as_bytes()[at + 1..])
                .map_err(|_| ParseMoveError::malformed(at + 1, "a square"))?;
            let end = at + 1 + used;
            if kind == UnitKind::Stone && end < text.len() {
                // A stone never promotes.
                return Err(ParseMoveError::malformed(end, "the end of the move"));
            }
            let promotion = read_promotion(text, end)?;
            return Ok(MoveText::Drop {
                kind,
                square,
                promotion,
            });
        }
        let bytes = lower.as_bytes();
        let (from, used) = geo
            .parse_square_prefix(bytes)
            .map_err(|_| ParseMoveError::malformed(0, "a square or a piece token"))?;
        if bytes.get(used) == Some(&b'=') {
            let into = read_token(text, used + 1)?;
            return Ok(MoveText::InPlace { square: from, into });
        }
        let (to, used2) = geo
            .parse_square_prefix(&bytes[used..])
            .map_err(|_| ParseMoveError::malformed(used, "a square or `=`"))?;
        let promotion = read_promotion(text, used + used2)?;
        Ok(MoveText::Normal {
            from,
            to,
            promotion,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_is_four_bytes() {
        assert_eq!(size_of::<Move>(), 4);
    }

    #[test]
    fn syntax_covers_every_form() {
        let g = Geometry::CHESS;
        let sq = |s| g.parse_square(s).unwrap();
        assert_eq!(
            MoveText::parse("e2e4"),
            Ok(MoveText::Normal {
                from: sq("e2"),
                to: sq("e4"),
                promotion: None
            })
        );
        assert_eq!(
            MoveText::parse("E7E8=a"),
            Ok(MoveText::Normal {
                from: sq("e7"),
                to: sq("e8"),
                promotion: Some(UnitKind::Cardinal)
            })
        );
        assert_eq!(
            MoveText::parse("st*e4"),
            Ok(MoveText::Drop {
                kind: UnitKind::Stone,
                square: sq("e4"),
                promotion: None
            })
        );
        assert_eq!(
            MoveText::parse("W@e8=R"),
            Ok(MoveText::Drop {
                kind: UnitKind::Wazir,
                square: sq("e8"),
                promotion: Some(UnitKind::Rook)
            })
        );
        assert_eq!(
            MoveText::parse("e8=R"),
            Ok(MoveText::InPlace {
                square: sq("e8"),
                into: UnitKind::Rook
            })
        );
        for bad in [
            "", "e", "e2", "e2e", "e2e9", "@e4", "QQ@e4", "Q@", "Q@z9", "e7e8=", "e7e8=?", "e2e4x",
            "é2e4", "e8=", "Q@e4=", "ST@e4=Q", "T*e4=R",
        ] {
            assert!(
                matches!(MoveText::parse(bad), Err(ParseMoveError::Malformed { .. })),
                "{bad}"
            );
        }
    }
}
