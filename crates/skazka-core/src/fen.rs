//! The parts of FEN that every game shares: the board field with its ranks, runs of empty
//! squares (`10` included) and piece tokens.
//!
//! A game supplies how one piece token reads and writes; this module handles the rest and the
//! errors.

use core::fmt;

use crate::{Geometry, Square};

/// Why a FEN board field could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardFenError {
    /// A rank holds more or fewer squares than the board is wide.
    RankWidth {
        /// The rank as written (1 = bottom), counted from the top of the field.
        rank: u8,
    },
    /// The field has more or fewer ranks than the board.
    RankCount {
        /// Ranks found.
        found: usize,
    },
    /// A piece token is not known to the game.
    InvalidToken {
        /// Byte offset of the token in the board field.
        offset: usize,
    },
    /// A run of empty squares is zero or has a leading zero.
    InvalidEmptyRun {
        /// Byte offset of the run in the board field.
        offset: usize,
    },
}

impl fmt::Display for BoardFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardFenError::RankWidth { rank } => {
                write!(f, "rank {rank} of the board field has the wrong width")
            }
            BoardFenError::RankCount { found } => {
                write!(f, "board field has {found} ranks, wrong for this board")
            }
            BoardFenError::InvalidToken { offset } => {
                write!(f, "unknown piece token at byte {offset} of the board field")
            }
            BoardFenError::InvalidEmptyRun { offset } => write!(
                f,
                "invalid run of empty squares at byte {offset} of the board field"
            ),
        }
    }
}

impl std::error::Error for BoardFenError {}

/// What is wrong with a FEN, in the classes of Fairy-Stockfish's FEN validator, whose negative
/// codes [`FenProblem::code`] gives (`FEN_OK` is 1 and has no variant here: a FEN without a
/// problem is `Ok`).
///
/// The validator of `skazka-fairy` answers exactly as Fairy-Stockfish's; the games written in
/// Rust map their own FEN errors to the closest class (see the facade's `Variant::validate_fen`).
///
/// ```
/// use skazka_core::fen::FenProblem;
///
/// assert_eq!(FenProblem::TouchingKings.code(), -9);
/// assert_eq!(FenProblem::from_code(-9), Some(FenProblem::TouchingKings));
/// assert_eq!(FenProblem::TouchingKings.name(), "FEN_TOUCHING_KINGS");
/// assert_eq!(FenProblem::code_of(Ok(())), FenProblem::OK);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum FenProblem {
    /// The text is empty (0, `FEN_EMPTY`).
    Empty,
    /// The full-move number is neither `-` nor digits (-1, `FEN_INVALID_MOVE_COUNTER`).
    MoveCounter,
    /// The half-move clock is neither `-` nor digits (-2, `FEN_INVALID_HALF_MOVE_COUNTER`).
    HalfMoveCounter,
    /// A side has more kings than one, or not as many as in the start position (-3,
    /// `FEN_INVALID_NUMBER_OF_KINGS`).
    NumberOfKings,
    /// The en-passant field is not `-` or a letter and a digit (-4,
    /// `FEN_INVALID_EN_PASSANT_SQ`).
    EnPassantSquare,
    /// A castling right that the board contradicts, or a character that is no castling right
    /// (-5, `FEN_INVALID_CASTLING_INFO`).
    CastlingInfo,
    /// The side to move is not `w` or `b` (-6, `FEN_INVALID_SIDE_TO_MOVE`).
    SideToMove,
    /// The pieces in hand are malformed or name a piece the variant lacks (-7,
    /// `FEN_INVALID_POCKET_INFO`).
    PocketInfo,
    /// The board field does not have the board's ranks and files (-8,
    /// `FEN_INVALID_BOARD_GEOMETRY`).
    BoardGeometry,
    /// The two kings stand next to each other (-9, `FEN_TOUCHING_KINGS`).
    TouchingKings,
    /// The board field holds a character that is neither a piece of the variant, a digit nor
    /// one of the marks the variant allows (-10, `FEN_INVALID_CHAR`).
    Character,
    /// Too many fields (-11, `FEN_INVALID_NB_PARTS`).
    FieldCount,
    /// A piece marked promoted (`+`) that has no promoted form (-12,
    /// `FEN_INVALID_PROMOTED_PIECE`).
    PromotedPiece,
    /// The checks field of n-check is malformed (-13, `FEN_INVALID_CHECK_COUNT`).
    CheckCount,
    /// The counting rule's field is not `-` or digits (-14, `FEN_INVALID_COUNTING_RULE`).
    CountingRule,
}

impl FenProblem {
    /// The code of a FEN without a problem (`FEN_OK`).
    pub const OK: i32 = 1;

    /// Every class, from 0 down to -14.
    pub const ALL: [FenProblem; 15] = [
        FenProblem::Empty,
        FenProblem::MoveCounter,
        FenProblem::HalfMoveCounter,
        FenProblem::NumberOfKings,
        FenProblem::EnPassantSquare,
        FenProblem::CastlingInfo,
        FenProblem::SideToMove,
        FenProblem::PocketInfo,
        FenProblem::BoardGeometry,
        FenProblem::TouchingKings,
        FenProblem::Character,
        FenProblem::FieldCount,
        FenProblem::PromotedPiece,
        FenProblem::CheckCount,
        FenProblem::CountingRule,
    ];

    /// Fairy-Stockfish's code: 0 for an empty text, negative otherwise.
    #[must_use]
    pub const fn code(self) -> i32 {
        match self {
            FenProblem::Empty => 0,
            FenProblem::MoveCounter => -1,
            FenProblem::HalfMoveCounter => -2,
            FenProblem::NumberOfKings => -3,
            FenProblem::EnPassantSquare => -4,
            FenProblem::CastlingInfo => -5,
            FenProblem::SideToMove => -6,
            FenProblem::PocketInfo => -7,
            FenProblem::BoardGeometry => -8,
            FenProblem::TouchingKings => -9,
            FenProblem::Character => -10,
            FenProblem::FieldCount => -11,
            FenProblem::PromotedPiece => -12,
            FenProblem::CheckCount => -13,
            FenProblem::CountingRule => -14,
        }
    }

    /// The class of a code; `None` for 1 (`FEN_OK`) and any number that is not a code.
    #[must_use]
    pub fn from_code(code: i32) -> Option<FenProblem> {
        FenProblem::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The code of a validation's result: [`FenProblem::OK`] for `Ok`.
    #[must_use]
    pub const fn code_of(result: Result<(), FenProblem>) -> i32 {
        match result {
            Ok(()) => FenProblem::OK,
            Err(problem) => problem.code(),
        }
    }

    /// The name of the code in Fairy-Stockfish (`FEN_INVALID_CHAR`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            FenProblem::Empty => "FEN_EMPTY",
            FenProblem::MoveCounter => "FEN_INVALID_MOVE_COUNTER",
            FenProblem::HalfMoveCounter => "FEN_INVALID_HALF_MOVE_COUNTER",
            FenProblem::NumberOfKings => "FEN_INVALID_NUMBER_OF_KINGS",
            FenProblem::EnPassantSquare => "FEN_INVALID_EN_PASSANT_SQ",
            FenProblem::CastlingInfo => "FEN_INVALID_CASTLING_INFO",
            FenProblem::SideToMove => "FEN_INVALID_SIDE_TO_MOVE",
            FenProblem::PocketInfo => "FEN_INVALID_POCKET_INFO",
            FenProblem::BoardGeometry => "FEN_INVALID_BOARD_GEOMETRY",
            FenProblem::TouchingKings => "FEN_TOUCHING_KINGS",
            FenProblem::Character => "FEN_INVALID_CHAR",
            FenProblem::FieldCount => "FEN_INVALID_NB_PARTS",
            FenProblem::PromotedPiece => "FEN_INVALID_PROMOTED_PIECE",
            FenProblem::CheckCount => "FEN_INVALID_CHECK_COUNT",
            FenProblem::CountingRule => "FEN_INVALID_COUNTING_RULE",
        }
    }
}

impl fmt::Display for FenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenProblem::Empty => "the fen is empty",
            FenProblem::MoveCounter => "invalid full-move number",
            FenProblem::HalfMoveCounter => "invalid half-move clock",
            FenProblem::NumberOfKings => "invalid number of kings",
            FenProblem::EnPassantSquare => "invalid en-passant square",
            FenProblem::CastlingInfo => "invalid castling rights",
            FenProblem::SideToMove => "invalid side to move",
            FenProblem::PocketInfo => "invalid pieces in hand",
            FenProblem::BoardGeometry => "the board field does not fit the board",
            FenProblem::TouchingKings => "the kings touch",
            FenProblem::Character => "invalid character in the board field",
            FenProblem::FieldCount => "invalid number of fields",
            FenProblem::PromotedPiece => "a piece marked promoted has no promoted form",
            FenProblem::CheckCount => "invalid check count",
            FenProblem::CountingRule => "invalid counting-rule field",
        })
    }
}

impl std::error::Error for FenProblem {}

impl From<&BoardFenError> for FenProblem {
    /// A board field of the wrong shape is [`FenProblem::BoardGeometry`]; an unknown token or
    /// a bad run of empty squares is [`FenProblem::Character`].
    fn from(e: &BoardFenError) -> FenProblem {
        match e {
            BoardFenError::RankWidth { .. } | BoardFenError::RankCount { .. } => {
                FenProblem::BoardGeometry
            }
            BoardFenError::InvalidToken { .. } | BoardFenError::InvalidEmptyRun { .. } => {
                FenProblem::Character
            }
        }
    }
}

/// Reads a board field, top rank first, calling `place` for each occupied square.
///
/// `token` reads one piece token at the start of its argument and returns the piece and the
/// number of bytes it used, or `None` if no token starts there. Digits are always runs of empty
/// squares, so tokens must not start with a digit.
///
/// # Errors
/// [`BoardFenError`] naming what is wrong and where.
pub fn parse_board<T>(
    geometry: Geometry,
    field: &str,
    mut token: impl FnMut(&str) -> Option<(T, usize)>,
    mut place: impl FnMut(Square, T),
) -> Result<(), BoardFenError> {
    let ranks = field.split('/').count();
    if ranks != geometry.ranks() as usize {
        return Err(BoardFenError::RankCount { found: ranks });
    }
    let mut offset = 0;
    for (i, row) in field.split('/').enumerate() {
        let y = geometry.ranks() - 1 - i as u8;
        let mut x: usize = 0;
        let mut pos = 0;
        let bytes = row.as_bytes();
        while pos < bytes.len() {
            let at = offset + pos;
            if bytes[pos].is_ascii_digit() {
                let len = bytes[pos..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let run: usize = row[pos..pos + len]
                    .parse()
                    .map_err(|_| BoardFenError::InvalidEmptyRun { offset: at })?;
                if run == 0 || bytes[pos] == b'0' {
                    return Err(BoardFenError::InvalidEmptyRun { offset: at });
                }
                x += run;
                pos += len;
            } else {
                let (piece, used) =
                    token(&row[pos..]).ok_or(BoardFenError::InvalidToken { offset: at })?;
                if used == 0 {
                    return Err(BoardFenError::InvalidToken { offset: at });
                }
                let sq = u8::try_from(x)
                    .ok()
                    .and_then(|x| geometry.square_at(x, y))
                    .ok_or(BoardFenError::RankWidth { rank: y + 1 })?;
                place(sq, piece);
                x += 1;
                pos += used;
            }
            if x > geometry.files() as usize {
                return Err(BoardFenError::RankWidth { rank: y + 1 });
            }
        }
        if x != geometry.files() as usize {
            return Err(BoardFenError::RankWidth { rank: y + 1 });
        }
        offset += row.len() + 1;
    }
    Ok(())
}

/// Writes a board field, top rank first. `token` writes the piece on a square, if any, and
/// returns whether there was one.
///
/// # Errors
/// Only errors of the formatter.
pub fn write_board(
    geometry: Geometry,
    f: &mut dyn fmt::Write,
    mut token: impl FnMut(Square, &mut dyn fmt::Write) -> Result<bool, fmt::Error>,
) -> fmt::Result {
    // One buffer for every token: the run of empty squares before a piece must be written
    // before the piece, and only the token tells whether the square is empty.
    let mut piece = String::new();
    for y in (0..geometry.ranks()).rev() {
        let mut empty = 0;
        for x in 0..geometry.files() {
            let sq = geometry.sq(x, y);
            piece.clear();
            if token(sq, &mut piece)? {
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                f.write_str(&piece)?;
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
        if y > 0 {
            f.write_char('/')?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(geo: Geometry, field: &str) -> Result<Vec<(Square, char)>, BoardFenError> {
        let mut v = Vec::new();
        parse_board(
            geo,
            field,
            |s| {
                s.chars()
                    .next()
                    .filter(char::is_ascii_alphabetic)
                    .map(|c| (c, 1))
            },
            |sq, c| v.push((sq, c)),
        )?;
        Ok(v)
    }

    #[test]
    fn ten_wide_ranks_use_two_digit_runs() {
        let g = Geometry::TEN_BY_TEN;
        let field = "k9/10/10/10/10/10/10/10/10/4K5";
        let v = letters(g, field).unwrap();
        assert_eq!(v, vec![(g.sq(0, 9), 'k'), (g.sq(4, 0), 'K')]);
        let mut out = String::new();
        write_board(g, &mut out, |sq, w| {
            match v.iter().find(|(s, _)| *s == sq) {
                Some((_, c)) => {
                    w.write_char(*c)?;
                    Ok(true)
                }
                None => Ok(false),
            }
        })
        .unwrap();
        assert_eq!(out, field);
    }

    #[test]
    fn board_field_errors_name_the_problem() {
        let g = Geometry::CHESS;
        assert_eq!(
            letters(g, "8/8/8/8/8/8/8"),
            Err(BoardFenError::RankCount { found: 7 })
        );
        assert_eq!(
            letters(g, "9/8/8/8/8/8/8/8"),
            Err(BoardFenError::RankWidth { rank: 8 })
        );
        assert_eq!(
            letters(g, "7/8/8/8/8/8/8/8"),
            Err(BoardFenError::RankWidth { rank: 8 })
        );
        assert_eq!(
            letters(g, "08/8/8/8/8/8/8/8"),
            Err(BoardFenError::InvalidEmptyRun { offset: 0 })
        );
        assert_eq!(
            letters(g, "8/7?/8/8/8/8/8/8"),
            Err(BoardFenError::InvalidToken { offset: 3 })
        );
        assert_eq!(
            letters(g, "8/8/8/8/8/8/8/ppppppppp"),
            Err(BoardFenError::RankWidth { rank: 1 })
        );
    }
}
