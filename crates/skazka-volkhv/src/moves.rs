//! Moves: tower moves, rolls, passes and promotion declarations, and their text.
//!
//! Canonical text (see [`crate::docs::notation`]): `e2e4` (the whole tower), `e2(2)e4` (the top
//! two checkers), `e7e8=Q`, castling as the King's move `e1g1`, en passant as the pawn's move,
//! `--` (pass), `[N]` (a die roll), `d1=Q` (the owner's declaration for a freed pawn, option
//! `released_enemy_promo=owner`). A [`Move`] writes it with `Display` and reads it back
//! without a position with `FromStr`; [`MoveText`] is the lenient reader that
//! [`Position::parse_move`](skazka_core::Position::parse_move) resolves against the legal
//! moves (`0-0`, `e2-e4`, `[N] b1-c3`, `e5xd6 ep`, …).

use core::fmt;
use core::str::FromStr;

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::board::MAX_CHECKERS;
use crate::position::GEO;
use crate::{Face, PieceKind};

/// What a tower move does besides moving the part, in the position it is played in
/// ([`Volkhv::special`](crate::Volkhv::special)). The move text does not say it: the position
/// does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Special {
    /// An ordinary move or capture (landing on a stack).
    Normal,
    /// A pawn's double step onto an empty square: records the en-passant right.
    DoubleStep,
    /// En passant: the double-stepped unit goes under the capturing part.
    EnPassant,
    /// Castling, written as the King's move; the Rook moves too.
    Castle,
}

/// Moving the whole tower on `from`, or its top `count` checkers, to `to`: exactly what its
/// text `e2e4`, `e2(2)e4`, `e7e8=Q` says.
///
/// A move does not know the height of the tower it starts from: the whole tower
/// ([`TowerMove::whole`], text without a count) and a top part ([`TowerMove::part`], text
/// with the count) are different moves, and the legal moves of a position use the whole form
/// whenever every checker moves. What the move does besides (castling, en passant, a double
/// step, which pawn a promotion letter declares) follows from the position it is played in.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TowerMove {
    from: Square,
    to: Square,
    /// The number of checkers moved from the top; 0 for the whole tower.
    part: u8,
    promotion: Option<PieceKind>,
}

impl TowerMove {
    /// The whole tower on `from` moves to `to`.
    #[must_use]
    pub const fn whole(from: Square, to: Square) -> TowerMove {
        TowerMove {
            from,
            to,
            part: 0,
            promotion: None,
        }
    }

    /// The top `count` checkers (1 to 32) of a taller tower on `from` move to `to`.
    ///
    /// # Panics
    /// If `count` is 0 or above 32.
    #[must_use]
    #[track_caller]
    pub const fn part(from: Square, count: u8, to: Square) -> TowerMove {
        assert!(
            count >= 1 && count as usize <= MAX_CHECKERS,
            "a part counts 1 to 32 checkers"
        );
        TowerMove {
            from,
            to,
            part: count,
            promotion: None,
        }
    }

    /// The same move declaring the pawn it promotes as `kind` (`None`: no promotion).
    #[must_use]
    pub const fn with_promotion(self, kind: Option<PieceKind>) -> TowerMove {
        TowerMove {
            promotion: kind,
            ..self
        }
    }

    /// The square the part leaves.
    #[must_use]
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The square it lands on (on top of the whole stack there).
    #[must_use]
    pub const fn to(&self) -> Square {
        self.to
    }

    /// How many checkers move from the top: `None` for the whole tower (see
    /// [`Volkhv::moving_count`](crate::Volkhv::moving_count) for the number in a position).
    #[must_use]
    pub const fn count(&self) -> Option<u8> {
        if self.part == 0 {
            None
        } else {
            Some(self.part)
        }
    }

    /// Whether the whole tower moves.
    #[must_use]
    pub const fn is_whole(&self) -> bool {
        self.part == 0
    }

    /// The kind the mover's pawn is declared: the part's top pawn on its last rank, or the
    /// mover's pawn freed on its last rank at `from` (`None`: no promotion).
    #[must_use]
    pub const fn promotion(&self) -> Option<PieceKind> {
        self.promotion
    }
}

impl fmt::Display for TowerMove {
    /// The canonical text: `e2e4`, `e2(2)e4`, `e7e8=Q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from.display(GEO))?;
        if let Some(k) = self.count() {
            write!(f, "({k})")?;
        }
        write!(f, "{}", self.to.display(GEO))?;
        if let Some(k) = self.promotion {
            write!(f, "={k}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for TowerMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TowerMove({self})")
    }
}

/// A move of Volkhv tower chess. Chance and the rest are moves too, so perft, replay and search
/// need no special case.
///
/// `Display` writes the canonical move text and `FromStr` reads it back without a position
/// (see [`Move::from_text`]); with the `serde` feature a move is (de)serialised as that text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Move {
    /// Moving (part of) a tower.
    Tower(TowerMove),
    /// Dice mode: the die shows this face (a chance event, played like a move).
    Roll(Face),
    /// Dice mode: no move for the rolled face.
    Pass,
    /// The owner declares the kind of their pawn freed by the opponent on its last rank
    /// (`None` keeps it a pawn, with `promotion_optional`).
    Declare {
        /// The square of the freed pawn.
        square: Square,
        /// The declared kind.
        kind: Option<PieceKind>,
    },
}

impl fmt::Display for Move {
    /// The canonical text: `e2e4`, `e2(2)e4`, `e7e8=Q`, `[N]`, `--`, `d1=Q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Tower(t) => fmt::Display::fmt(&t, f),
            Move::Roll(face) => write!(f, "[{face}]"),
            Move::Pass => f.write_str("--"),
            Move::Declare { square, kind } => write!(
                f,
                "{}={}",
                square.display(GEO),
                kind.map_or('P', PieceKind::letter)
            ),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

impl Move {
    /// Reads a move from its text without a position: the canonical forms that `Display`
    /// writes (and the decorations of [`MoveText::parse`]). `e2e4` is the whole tower,
    /// `e2(2)e4` the top two checkers. Castling written `0-0` and a roll written before its
    /// move need the position: read them with [`Position::parse_move`](skazka_core::Position::parse_move).
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] for text that is not a move in this form.
    pub fn from_text(text: &str) -> Result<Move, ParseMoveError> {
        Ok(match MoveText::parse(text)? {
            MoveText::Roll(face) => Move::Roll(face),
            MoveText::Pass => Move::Pass,
            MoveText::Declare { square, kind } => Move::Declare { square, kind },
            MoveText::Castle { .. } | MoveText::Tower { roll: Some(_), .. } => {
                return Err(ParseMoveError::malformed(
                    0,
                    "a move written from square to square, without a roll",
                ));
            }
            MoveText::Tower {
                roll: None,
                from,
                count,
                to,
                promotion,
            } => Move::Tower(
                count
                    .map_or(TowerMove::whole(from, to), |k| TowerMove::part(from, k, to))
                    .with_promotion(promotion),
            ),
        })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// [`Move::from_text`].
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        Move::from_text(text)
    }
}

// With the `serde` feature a move is (de)serialised as its canonical text.
#[cfg(feature = "serde")]
skazka_core::serde_through_text!(crate::Move, crate::Move::from_text);

/// A move text read without a position: syntax first, legality second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveText {
    /// `[N]`.
    Roll(Face),
    /// `--`.
    Pass,
    /// `0-0` (`long` false) or `0-0-0`.
    Castle {
        /// Queen side.
        long: bool,
    },
    /// `d1=Q`.
    Declare {
        /// Square.
        square: Square,
        /// Kind, `None` for `d1=P` (stays a pawn).
        kind: Option<PieceKind>,
    },
    /// `e2(2)e4=Q`.
    Tower {
        /// A roll written before the move (`[N] b1-c3`), checked against the rolled face.
        roll: Option<Face>,
        /// Origin.
        from: Square,
        /// The number in parentheses, if given.
        count: Option<u8>,
        /// Destination.
        to: Square,
        /// Promotion suffix.
        promotion: Option<PieceKind>,
    },
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

fn decorations(b: &[u8], mut i: usize) -> Result<(), ParseMoveError> {
    loop {
        i = skip_ws(b, i);
        if i >= b.len() {
            return Ok(());
        }
        let rest = &b[i..];
        if rest.starts_with(b"e.p.") {
            i += 4;
        } else if rest.starts_with(b"ep") {
            i += 2;
        } else if matches!(rest[0], b'+' | b'#' | b'!' | b'?' | b'x') {
            i += 1;
        } else {
            return Err(ParseMoveError::malformed(i, "end of move"));
        }
    }
}

impl MoveText {
    /// Reads a move text.
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] with the byte offset where reading failed.
    pub fn parse(text: &str) -> Result<MoveText, ParseMoveError> {
        let geo = Geometry::CHESS;
        let b = text.as_bytes();
        if b.len() > 64 {
            return Err(ParseMoveError::malformed(64, "a shorter move text"));
        }
        let mut i = skip_ws(b, 0);
        let mut roll = None;
        if b.get(i) == Some(&b'[') {
            let face = b
                .get(i + 1)
                .and_then(|&c| Face::from_letter(c as char))
                .ok_or(ParseMoveError::malformed(i + 1, "a die face K Q R B N P"))?;
            if b.get(i + 2) != Some(&b']') {
                return Err(ParseMoveError::malformed(i + 2, "`]`"));
            }
            i = skip_ws(b, i + 3);
            if i >= b.len() {
                return Ok(MoveText::Roll(face));
            }
            roll = Some(face);
        }
        let rest = &b[i..];
        if rest.starts_with(b"--") || rest.starts_with(b"pass") {
            let n = if rest[0] == b'-' { 2 } else { 4 };
            decorations(b, i + n)?;
            return Ok(MoveText::Pass);
        }
        for (pat, long) in [
            (&b"0-0-0"[..], true),
            (b"O-O-O", true),
            (b"0-0", false),
            (b"O-O", false),
        ] {
            if rest.starts_with(pat) {
                decorations(b, i + pat.len())?;
                return Ok(MoveText::Castle { long });
            }
        }
        let (from, used) = geo
            .parse_square_prefix(rest)
            .map_err(|_| ParseMoveError::malformed(i, "a square, `--`, `0-0` or `[face]`"))?;
        i += used;
        let mut count = None;
        if b.get(i) == Some(&b'(') {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let n: u8 = text[start..j]
                .parse()
                .ok()
                .filter(|n| (1..=32).contains(n))
                .ok_or(ParseMoveError::malformed(start, "a count from 1 to 32"))?;
            if b.get(j) != Some(&b')') {
                return Err(ParseMoveError::malformed(j, "`)`"));
            }
            count = Some(n);
            i = j + 1;
        }
        if b.get(i) == Some(&b'=') && count.is_none() && roll.is_none() {
            let kind = b
                .get(i + 1)
                .and_then(|&c| PieceKind::from_letter(c as char))
                .filter(|&k| k != PieceKind::King)
                .ok_or(ParseMoveError::malformed(
                    i + 1,
                    "a promotion letter Q R B N H P",
                ))?;
            decorations(b, i + 2)?;
            let kind = (kind != PieceKind::Pawn).then_some(kind);
            return Ok(MoveText::Declare { square: from, kind });
        }
        if matches!(b.get(i), Some(b'-' | b'x' | b':')) {
            i += 1;
        }
        let (to, used) = geo
            .parse_square_prefix(&b[i.min(b.len())..])
            .map_err(|_| ParseMoveError::malformed(i, "a destination square"))?;
        i += used;
        let mut promotion = None;
        let letter_at = |j: usize| {
            b.get(j)
                .and_then(|&c| PieceKind::from_letter(c as char))
                .filter(|&k| !matches!(k, PieceKind::King | PieceKind::Pawn))
        };
        if b.get(i) == Some(&b'=') {
            promotion = Some(letter_at(i + 1).ok_or(ParseMoveError::malformed(
                i + 1,
                "a promotion letter Q R B N H",
            ))?);
            i += 2;
        } else if let Some(k) = letter_at(i) {
            // UCI style `e7e8q`, but not the `e` of a trailing `ep`.
            if b.get(i) != Some(&b'e') {
                promotion = Some(k);
                i += 1;
            }
        }
        decorations(b, i)?;
        Ok(MoveText::Tower {
            roll,
            from,
            count,
            to,
            promotion,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Geometry::CHESS.parse_square(s).unwrap()
    }

    #[test]
    fn the_grammar() {
        assert_eq!(MoveText::parse("[N]"), Ok(MoveText::Roll(Face::Knight)));
        assert_eq!(MoveText::parse("--"), Ok(MoveText::Pass));
        assert_eq!(
            MoveText::parse("0-0-0+"),
            Ok(MoveText::Castle { long: true })
        );
        assert_eq!(
            MoveText::parse("h2(1)-h1"),
            Ok(MoveText::Tower {
                roll: None,
                from: sq("h2"),
                count: Some(1),
                to: sq("h1"),
                promotion: None
            })
        );
        assert_eq!(
            MoveText::parse("[P] e7xd8=N+"),
            Ok(MoveText::Tower {
                roll: Some(Face::Pawn),
                from: sq("e7"),
                count: None,
                to: sq("d8"),
                promotion: Some(PieceKind::Knight)
            })
        );
        assert!(matches!(
            MoveText::parse("e5d6 ep"),
            Ok(MoveText::Tower {
                promotion: None,
                ..
            })
        ));
        assert_eq!(
            MoveText::parse("d1=Q"),
            Ok(MoveText::Declare {
                square: sq("d1"),
                kind: Some(PieceKind::Queen)
            })
        );
    }

    #[test]
    fn malformed_text_names_the_offset() {
        assert_eq!(
            MoveText::parse("e2(0)e4"),
            Err(ParseMoveError::malformed(3, "a count from 1 to 32"))
        );
        assert!(matches!(
            MoveText::parse("e2e9"),
            Err(ParseMoveError::Malformed { offset: 2, .. })
        ));
        assert!(MoveText::parse("[X]").is_err());
        assert!(MoveText::parse("e2e4 zz").is_err());
        assert!(MoveText::parse("").is_err());
        assert!(MoveText::parse("e2(2").is_err());
    }
}
