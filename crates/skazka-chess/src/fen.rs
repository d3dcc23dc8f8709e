//! Forsyth–Edwards Notation.
//!
//! Six space-separated fields: board, side to move (`w`/`b`), castling (`KQkq` subset in that
//! order, or `-`), en-passant square (`e3`/`-`), halfmove clock, fullmove number.
//!
//! Reading is strict: every field must be present and well formed, with single spaces. The one
//! tolerance is that the last two fields may be left out together (read as `0 1`), as in EPD.
//! Writing gives the canonical form, so reading and writing round-trip exactly.

use core::fmt;

use skazka_core::fen::{BoardFenError, parse_board, write_board};
use skazka_core::{Color, Geometry};

use crate::{CastlingRights, Piece, PositionError, Setup, Wing};

/// Why a FEN string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseFenError {
    /// The board field is malformed.
    Board(BoardFenError),
    /// Fewer than four fields, or five.
    MissingField,
    /// More than six fields, or repeated spaces.
    ExtraField,
    /// The side to move is not `w` or `b`.
    Turn,
    /// The castling field is not `-` or a subset of `KQkq` in that order.
    Castling,
    /// The en-passant field is not `-` or a square on rank 3 or 6.
    EnPassant,
    /// The halfmove clock is not a number.
    HalfmoveClock,
    /// The fullmove number is not a positive number.
    FullmoveNumber,
    /// The input is longer than any FEN of this game can be.
    TooLong,
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Board(e) => write!(f, "invalid board in fen: {e}"),
            ParseFenError::MissingField => f.write_str("missing field in fen"),
            ParseFenError::ExtraField => f.write_str("unexpected extra field in fen"),
            ParseFenError::Turn => f.write_str("invalid side to move in fen (expected w or b)"),
            ParseFenError::Castling => f.write_str("invalid castling field in fen"),
            ParseFenError::EnPassant => f.write_str("invalid en-passant field in fen"),
            ParseFenError::HalfmoveClock => f.write_str("invalid halfmove clock in fen"),
            ParseFenError::FullmoveNumber => f.write_str("invalid fullmove number in fen"),
            ParseFenError::TooLong => f.write_str("fen is too long"),
        }
    }
}

/// The message of a wrapped [`BoardFenError`] is part of `Display`, so there is no `source`.
impl std::error::Error for ParseFenError {}

/// Why a FEN string is not a legal position: it could not be read, or it is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// The text is not well-formed FEN.
    Parse(ParseFenError),
    /// The position it describes is not legal.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => write!(f, "illegal position: {e}"),
        }
    }
}

/// `Display` includes the message of the wrapped error, so there is no `source`.
impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Longest input accepted; a real chess FEN is below 100 bytes.
const MAX_LEN: usize = 256;

impl Setup {
    /// Reads a FEN string.
    ///
    /// # Errors
    /// [`ParseFenError`] naming the field that is wrong.
    pub fn from_fen(fen: &str) -> Result<Setup, ParseFenError> {
        if fen.len() > MAX_LEN {
            return Err(ParseFenError::TooLong);
        }
        let fields: Vec<&str> = fen.split(' ').collect();
        match fields.len() {
            4 | 6 => {}
            n if n < 6 => return Err(ParseFenError::MissingField),
            _ => return Err(ParseFenError::ExtraField),
        }
        if fields.iter().any(|f| f.is_empty()) {
            return Err(ParseFenError::ExtraField);
        }
        let mut setup = Setup::empty();
        parse_board(
            Geometry::CHESS,
            fields[0],
            |s| s.chars().next().and_then(Piece::from_char).map(|p| (p, 1)),
            |sq, p| setup.board[sq.index()] = Some(p),
        )
        .map_err(ParseFenError::Board)?;
        setup.turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(ParseFenError::Turn),
        };
        setup.castling = parse_castling(fields[2]).ok_or(ParseFenError::Castling)?;
        setup.ep_square = match fields[3] {
            "-" => None,
            s => {
                let sq = Geometry::CHESS
                    .parse_square(s)
                    .map_err(|_| ParseFenError::EnPassant)?;
                let rank = Geometry::CHESS.xy(sq).1;
                if rank != 2 && rank != 5 {
                    return Err(ParseFenError::EnPassant);
                }
                Some(sq)
            }
        };
        if fields.len() == 6 {
            setup.halfmoves = parse_number(fields[4]).ok_or(ParseFenError::HalfmoveClock)?;
            setup.fullmoves = parse_number(fields[5])
                .filter(|&n| n > 0)
                .ok_or(ParseFenError::FullmoveNumber)?;
        }
        Ok(setup)
    }
}

fn parse_number(s: &str) -> Option<u32> {
    if s.len() > 1 && s.starts_with('0') || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn parse_castling(s: &str) -> Option<CastlingRights> {
    if s == "-" {
        return Some(CastlingRights::NONE);
    }
    const ORDER: [(char, Color, Wing); 4] = [
        ('K', Color::White, Wing::King),
        ('Q', Color::White, Wing::Queen),
        ('k', Color::Black, Wing::King),
        ('q', Color::Black, Wing::Queen),
    ];
    let mut rights = CastlingRights::NONE;
    let mut next = 0;
    for c in s.chars() {
        let i = ORDER[next..].iter().position(|(l, _, _)| *l == c)? + next;
        rights = rights.with(ORDER[i].1, ORDER[i].2);
        next = i + 1;
    }
    Some(rights)
}

impl fmt::Display for Setup {
    /// The canonical FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(Geometry::CHESS, f, |sq, w| match self.board[sq.index()] {
            Some(p) => w.write_char(p.char()).map(|()| true),
            None => Ok(false),
        })?;
        write!(f, " {} ", self.turn.char())?;
        if self.castling.is_empty() {
            f.write_str("-")?;
        }
        for (c, color, wing) in [
            ('K', Color::White, Wing::King),
            ('Q', Color::White, Wing::Queen),
            ('k', Color::Black, Wing::King),
            ('q', Color::Black, Wing::Queen),
        ] {
            if self.castling.has(color, wing) {
                write!(f, "{c}")?;
            }
        }
        match self.ep_square {
            Some(sq) => write!(f, " {}", sq.display(Geometry::CHESS))?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmoves, self.fullmoves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_field_errors_name_the_field() {
        let ok = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(Setup::from_fen(ok).is_ok());
        let cases = [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                ParseFenError::Turn,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1",
                ParseFenError::Castling,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1",
                ParseFenError::Castling,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1",
                ParseFenError::EnPassant,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
                ParseFenError::HalfmoveClock,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
                ParseFenError::FullmoveNumber,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
                ParseFenError::MissingField,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
                ParseFenError::ExtraField,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
                ParseFenError::ExtraField,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 00 1",
                ParseFenError::HalfmoveClock,
            ),
        ];
        for (fen, err) in cases {
            assert_eq!(Setup::from_fen(fen), Err(err), "{fen}");
        }
        assert!(matches!(
            Setup::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
            Err(ParseFenError::Board(_))
        ));
        assert_eq!(
            Setup::from_fen(&"8/".repeat(10_000)),
            Err(ParseFenError::TooLong)
        );
    }

    #[test]
    fn epd_style_fen_without_counters_reads_as_zero_and_one() {
        let s = Setup::from_fen("8/8/8/8/8/8/8/K6k w - -").unwrap();
        assert_eq!((s.halfmoves, s.fullmoves), (0, 1));
    }
}
