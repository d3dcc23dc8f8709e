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
