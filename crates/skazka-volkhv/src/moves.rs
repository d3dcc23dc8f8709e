//! Moves: tower moves, rolls, passes and promotion declarations, and their text.
//!
//! Canonical text (see `docs/notation/volkhv.md`): `e2e4` (the whole tower), `e2(2)e4` (the top
//! two checkers), `e7e8=Q`, castling as the King's move `e1g1`, en passant as the pawn's move,
//! `--` (pass), `[N]` (a die roll), `d1=Q` (the owner's declaration for a freed pawn, option
//! `released_enemy_promo=owner`).

use skazka_core::{Geometry, ParseMoveError, Square};

use crate::{Face, PieceKind};

/// What a tower move does besides moving the part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// Moving the top `count` checkers of `from` to `to`.
///
/// With the `serde` feature it is (de)serialised field by field, since its text needs the
/// position (see `docs/notation/volkhv.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TowerMove {
    /// The square the part leaves.
    pub from: Square,
    /// The square it lands on (on top of the whole stack there).
    pub to: Square,
    /// How many checkers move, from the top (1 ≤ count ≤ height of `from`).
    pub count: u8,
    /// Double step, en passant, castling or nothing special.
    pub special: Special,
    /// The kind the mover's pawn is declared (`None`: no promotion).
    pub promotion: Option<PieceKind>,
    /// Whether the promoted pawn is the one freed on `from` (rather than the part's top on `to`).
    pub promotes_at_source: bool,
}

/// A move of Volkhv tower chess. Chance and the rest are moves too, so perft, replay and search
/// need no special case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
