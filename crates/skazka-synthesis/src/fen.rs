//! FEN of Synthesis chess: orthodox FEN plus one state token per side.
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0
//! ```
//!
//! The six orthodox fields are followed by White's and then Black's token
//! `<phase>:<original queen>:<escapes>`: phase `S` (synthesis), `P` (after the Queen's capture,
//! rule 3) or `C` (classical, rule 5); the square of the side's original Queen, or `-` once it
//! was captured; the number of phase-3 escapes, 0–32. The fullmove number decides day and
//! night, so it is part of the rules.
//!
//! Written canonically: single spaces, castling in `KQkq` order, the en-passant square after
//! every double step, both tokens always. Read leniently in these ways only:
//! - the two tokens may be left out: each side is then in synthesis mode, with its original
//!   Queen on d1/d8 if a Queen of its colour stands there, and 0 escapes;
//! - the halfmove and fullmove fields may be left out too (with the tokens): `0 1`;
//! - runs of spaces or tabs separate fields like one space; castling letters in any order.

use core::fmt;

use skazka_core::fen::{BoardFenError, parse_board, write_board};
use skazka_core::{ByColor, Color, Geometry};

use crate::{CastlingRights, Options, Phase, Piece, PositionError, Setup, SideState, Synthesis};

const G: Geometry = Geometry::CHESS;

/// The start position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0";

/// Why a FEN could not be read; names the field.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// Not 4, 6 or 8 fields.
    FieldCount(usize),
    /// The board field.
    Board(BoardFenError),
    /// The side-to-move field is not `w` or `b`.
    Turn,
    /// The castling field.
    Castling,
    /// The en-passant field is not `-` or a square.
    EnPassant,
    /// The halfmove clock is not a number.
    Halfmove,
    /// The fullmove number is not a number.
    Fullmove,
    /// A side's state token (`S:d1:0`) is malformed.
    SideState(Color),
    /// The fields read, but do not make a valid position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => {
                write!(f, "fen has {n} fields, expected 4, 6 or 8")
            }
            FenError::Board(e) => write!(f, "invalid board in fen: {e}"),
            FenError::Turn => f.write_str("invalid side to move in fen (expected w or b)"),
            FenError::Castling => f.write_str("invalid castling field in fen"),
            FenError::EnPassant => f.write_str("invalid en-passant field in fen"),
            FenError::Halfmove => f.write_str("invalid halfmove clock in fen"),
            FenError::Fullmove => f.write_str("invalid fullmove number in fen"),
            FenError::SideState(c) => {
                write!(f, "invalid {c} state token in fen (expected like S:d1:0)")
            }
            FenError::Position(e) => write!(f, "invalid position in fen: {e}"),
        }
    }
}

/// The message of a wrapped error is part of `Display`, so `source` is `None`.
impl std::error::Error for FenError {}

fn parse_side(token: &str, color: Color) -> Result<SideState, FenError> {
    let err = FenError::SideState(color);
    let mut parts = token.split(':');
    let (Some(p), Some(q), Some(e), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(err);
    };
    let mut pc = p.chars();
    let phase = match (pc.next(), pc.next()) {
        (Some(c), None) => Phase::from_char(c).ok_or(err.clone())?,
        _ => return Err(err),
    };
    let original_queen = if q == "-" {
        None
    } else {
        Some(G.parse_square(q).map_err(|_| err.clone())?)
    };
    if e.is_empty() || !e.bytes().all(|b| b.is_ascii_digit()) || (e.len() > 1 && e.starts_with('0'))
    {
        return Err(err);
    }
    let escapes: u8 = e.parse().map_err(|_| err.clone())?;
    Ok(SideState {
        phase,
        original_queen,
        escapes,
    })
}

fn parse_number(s: &str, err: FenError) -> Result<u32, FenError> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0'))
    {
        return Err(err);
    }
    s.parse().map_err(|_| err)
}

/// Reads a FEN into a [`Setup`] (no validation beyond syntax).
///
/// # Errors
/// [`FenError`] naming the field that failed.
pub fn parse_setup(fen: &str) -> Result<Setup, FenError> {
    let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
    if !matches!(fields.len(), 4 | 6 | 8) {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut board = [None; 64];
    parse_board(
        G,
        fields[0],
        |s| s.chars().next().and_then(Piece::from_char).map(|p| (p, 1)),
        |sq, p| board[sq.index()] = Some(p),
    )
    .map_err(FenError::Board)?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(FenError::Turn),
    };
    let mut castling = CastlingRights::NONE;
    if fields[2] != "-" {
        for c in fields[2].chars() {
            let flag = match c {
                'K' => CastlingRights::WHITE_KING,
                'Q' => CastlingRights::WHITE_QUEEN,
                'k' => CastlingRights::BLACK_KING,
                'q' => CastlingRights::BLACK_QUEEN,
                _ => return Err(FenError::Castling),
            };
            if castling.has(flag) {
                return Err(FenError::Castling);
            }
            castling.0 |= flag;
        }
    }
    let en_passant = if fields[3] == "-" {
        None
    } else {
        Some(G.parse_square(fields[3]).map_err(|_| FenError::EnPassant)?)
    };
    let (halfmove, fullmove) = if fields.len() >= 6 {
        (
            parse_number(fields[4], FenError::Halfmove)?,
            parse_number(fields[5], FenError::Fullmove)?,
        )
    } else {
        (0, 1)
    };
    let sides = if fields.len() == 8 {
        Some(ByColor {
            white: parse_side(fields[6], Color::White)?,
            black: parse_side(fields[7], Color::Black)?,
        })
    } else {
        None
    };
    Ok(Setup {
        board,
        turn,
        castling,
        en_passant,
        halfmove,
        fullmove,
        sides,
    })
}

impl Synthesis {
    /// Reads a position from FEN (see [`crate::fen`] for the format and its tolerances).
    ///
    /// # Errors
    /// [`FenError`] naming the field that failed, or [`FenError::Position`] for a position
    /// that breaks the rules (no King, bad castling rights…).
    ///
    /// # Example
    /// ```
    /// use skazka_synthesis::{Options, Synthesis};
    ///
    /// let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 S:d1:0 S:d8:0";
    /// let pos = Synthesis::from_fen(fen, &Options::default())?;
    /// assert_eq!(pos.to_string(), fen);
    /// # Ok::<(), skazka_synthesis::FenError>(())
    /// ```
    pub fn from_fen(fen: &str, options: &Options) -> Result<Synthesis, FenError> {
        let setup = parse_setup(fen)?;
        Synthesis::from_setup(&setup, options).map_err(FenError::Position)
    }
}

impl core::str::FromStr for Synthesis {
    type Err = FenError;

    /// Reads a FEN with the default options.
    fn from_str(s: &str) -> Result<Synthesis, FenError> {
        Synthesis::from_fen(s, &Options::default())
    }
}

fn write_side(f: &mut fmt::Formatter<'_>, s: SideState) -> fmt::Result {
    write!(f, "{}:", s.phase.char())?;
    match s.original_queen {
        Some(q) => write!(f, "{}", q.display(G))?,
        None => f.write_str("-")?,
    }
    write!(f, ":{}", s.escapes)
}

impl fmt::Display for Synthesis {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(G, f, |sq, w| match self.piece_at(sq) {
            Some(p) => {
                w.write_char(p.char())?;
                Ok(true)
            }
            None => Ok(false),
        })?;
        write!(f, " {} ", self.turn.char())?;
        if self.castling.0 == 0 {
            f.write_str("-")?;
        }
        for (flag, c) in [
            (CastlingRights::WHITE_KING, 'K'),
            (CastlingRights::WHITE_QUEEN, 'Q'),
            (CastlingRights::BLACK_KING, 'k'),
            (CastlingRights::BLACK_QUEEN, 'q'),
        ] {
            if self.castling.has(flag) {
                write!(f, "{c}")?;
            }
        }
        match self.en_passant {
            Some(ep) => write!(f, " {}", ep.display(G))?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {} ", self.halfmove, self.fullmove)?;
        write_side(f, self.sides.white)?;
        f.write_str(" ")?;
        write_side(f, self.sides.black)
    }
}

// With the `serde` feature a position is `{"fen": ..., "options": ...}` and is read back under
// those options.
#[cfg(feature = "serde")]
skazka_core::serde_through_rules!(crate::Synthesis);
