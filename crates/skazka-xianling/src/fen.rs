//! Xianling FEN.
//!
//! Six space-separated fields, as in chess:
//!
//! 1. the board, rank 10 first, with one-letter tokens for the 17 kinds of the starting array,
//!    `+` and a letter for the 10 promoted-only kinds, and runs of empty squares up to `10`;
//! 2. the side to move, `w` or `b`;
//! 3. castling rights, `-` or any of `KQkq` (`K`/`k`: the Rook of the i-file, `Q`/`q`: the Rook
//!    of the b-file), written in that order;
//! 4. the en-passant field, always `-` — or `--` when the last move was a forced pass (the only
//!    state a position needs beyond chess FEN: a second forced pass draws);
//! 5. the halfmove clock; 6. the move number.
//!
//! Tolerances: the last two fields may be left out (0 and 1); runs of spaces between fields
//! are accepted; castling letters may come in any order. Everything else is strict. The
//! canonical form written by `Display` reads back to the same position.

use core::fmt;

use skazka_core::Color;
use skazka_core::fen::{BoardFenError, parse_board, write_board};

use crate::attacks::GEO;
use crate::setup::{CastlingRights, PositionError, Setup, Wing};
use crate::{Options, Piece, Xianling};

/// Why a FEN could not be read. Names the field that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// The board field is malformed.
    Board(BoardFenError),
    /// A required field is missing (`"side to move"`, `"castling"`, `"en passant"`).
    MissingField(&'static str),
    /// The side-to-move field is not `w` or `b`.
    Turn,
    /// The castling field is malformed.
    Castling,
    /// The en-passant field is not `-` (or `--` after a forced pass).
    EnPassant,
    /// The halfmove clock is not a number.
    HalfmoveClock,
    /// The move number is not a positive number.
    FullmoveNumber,
    /// More than six fields.
    TrailingText,
    /// The fields read, but do not make a playable position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Board(e) => write!(f, "invalid fen board: {e}"),
            FenError::MissingField(name) => write!(f, "fen is missing the {name} field"),
            FenError::Turn => f.write_str("invalid side to move in fen"),
            FenError::Castling => f.write_str("invalid castling field in fen"),
            FenError::EnPassant => f.write_str("invalid en passant field in fen"),
            FenError::HalfmoveClock => f.write_str("invalid halfmove clock in fen"),
            FenError::FullmoveNumber => f.write_str("invalid move number in fen"),
            FenError::TrailingText => f.write_str("unexpected text after the fen fields"),
            FenError::Position(e) => write!(f, "invalid fen position: {e}"),
        }
    }
}

/// The message of a wrapped error is part of `Display`, so `source` is `None`.
impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Reads a FEN into an unvalidated [`Setup`].
///
/// # Errors
/// [`FenError`] naming the first field that is wrong (never [`FenError::Position`]).
pub fn parse_setup(fen: &str) -> Result<Setup, FenError> {
    let mut fields = fen.split_ascii_whitespace();
    let mut setup = Setup::default();
    let board = fields.next().ok_or(FenError::MissingField("board"))?;
    parse_board(GEO, board, Piece::from_token_prefix, |sq, p| {
        setup.board[sq.index()] = Some(p);
    })
    .map_err(FenError::Board)?;
    setup.turn = match fields
        .next()
        .ok_or(FenError::MissingField("side to move"))?
    {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(FenError::Turn),
    };
    let castling = fields.next().ok_or(FenError::MissingField("castling"))?;
    if castling != "-" {
        let mut rights = CastlingRights::NONE;
        for c in castling.chars() {
            let (color, wing) = match c {
                'K' => (Color::White, Wing::King),
                'Q' => (Color::White, Wing::Queen),
                'k' => (Color::Black, Wing::King),
                'q' => (Color::Black, Wing::Queen),
                _ => return Err(FenError::Castling),
            };
            if rights.has(color, wing) {
                return Err(FenError::Castling);
            }
            rights.set(color, wing, true);
        }
        setup.castling = rights;
    }
    setup.after_pass = match fields.next().ok_or(FenError::MissingField("en passant"))? {
        "-" => false,
        "--" => true,
        _ => return Err(FenError::EnPassant),
    };
    if let Some(h) = fields.next() {
        setup.halfmove_clock = parse_number(h).ok_or(FenError::HalfmoveClock)?;
    }
    if let Some(n) = fields.next() {
        setup.fullmove_number = parse_number(n)
            .filter(|&n| n > 0)
            .ok_or(FenError::FullmoveNumber)?;
    }
    if fields.next().is_some() {
        return Err(FenError::TrailingText);
    }
    Ok(setup)
}

fn parse_number(s: &str) -> Option<u32> {
    if s.bytes().all(|b| b.is_ascii_digit()) {
        s.parse().ok()
    } else {
        None
    }
}

/// Writes the castling field (`-` or `KQkq` order).
pub(crate) struct CastlingField(pub CastlingRights);

impl fmt::Display for CastlingField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.0;
        if r.bits() == 0 {
            return f.write_str("-");
        }
        for (color, wing, c) in [
            (Color::White, Wing::King, 'K'),
            (Color::White, Wing::Queen, 'Q'),
            (Color::Black, Wing::King, 'k'),
            (Color::Black, Wing::Queen, 'q'),
        ] {
            if r.has(color, wing) {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

impl Xianling {
    /// Reads a position from FEN (see the [`fen`](crate::fen) module for the grammar).
    ///
    /// # Errors
    /// [`FenError`] naming the field that failed, or [`FenError::Position`] for a position that
    /// cannot occur (missing King, unpromoted pawn on the promotion ranks, …).
    pub fn from_fen(fen: &str, options: &Options) -> Result<Xianling, FenError> {
        let setup = parse_setup(fen)?;
        Ok(Xianling::from_setup(&setup, options)?)
    }
}

impl fmt::Display for Xianling {
    /// The canonical FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(GEO, f, |sq, w| match self.piece_at(sq) {
            Some(p) => {
                write!(w, "{p}")?;
                Ok(true)
            }
            None => Ok(false),
        })?;
        write!(
            f,
            " {} {} {} {} {}",
            if self.turn.is_white() { 'w' } else { 'b' },
            CastlingField(self.castling),
            if self.after_pass { "--" } else { "-" },
            self.halfmove,
            self.fullmove
        )
    }
}

impl core::str::FromStr for Xianling {
    type Err = FenError;

    /// [`Xianling::from_fen`] with default options.
    fn from_str(s: &str) -> Result<Xianling, FenError> {
        Xianling::from_fen(s, &Options::default())
    }
}

// With the `serde` feature a position is (de)serialised as its FEN and its options, and read
// back under those options.
#[cfg(feature = "serde")]
skazka_core::serde_through_rules!(crate::Xianling);
