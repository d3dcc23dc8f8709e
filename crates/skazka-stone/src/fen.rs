//! Stone-chess FEN: orthodox FEN with the free stones as a bracket field after the board.
//!
//! ```text
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1
//! 4k3/8/8/3(st)4/8/8/4(SD)3/4K3[9:10] w - - 0 1
//! ```
//!
//! - Board: one-letter tokens `K Q R B N P F W X E D Z L V A M`, upper case White; the
//!   multi-letter kinds in parentheses `(ST)`, `(SD)`, `(NN)`, `(PR)` (lower case for Black).
//!   Also accepted: the one-letter aliases `T`, `S`, `H`, `I` and any token in parentheses
//!   (`(Q)`). Written: canonical tokens only.
//! - Reserves `[white:black]` right after the board; a missing field reads as `[10:10]`.
//! - Side to move, castling (`KQkq` subset or `-`), en passant (`-`, `e3`, or `f3:e4` when two
//!   units could have passed over the square), halfmove clock, fullmove number. Missing
//!   trailing fields read as `w - - 0 1`; a fullmove number of 0 reads as 1.

use core::fmt;

use skazka_core::fen::{BoardFenError, parse_board, write_board};
use skazka_core::{ByColor, Color, Square};

use crate::position::GEO;
use crate::setup::{PositionError, Setup};
use crate::{Options, Stone, Unit, UnitKind};

/// The start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[10:10] w KQkq - 0 1";

/// Why a FEN could not be read; each variant names the field that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// The FEN is empty.
    Empty,
    /// The board field.
    Board(BoardFenError),
    /// The reserve field `[w:b]`.
    Reserves,
    /// The side-to-move field.
    Turn,
    /// The castling field.
    Castling,
    /// The en-passant field (syntax).
    EnPassant,
    /// The halfmove clock.
    HalfmoveClock,
    /// The fullmove number.
    FullmoveNumber,
    /// More than six fields.
    TooManyFields,
    /// The fields are well formed but do not make a position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty fen"),
            FenError::Board(e) => write!(f, "invalid board field in fen: {e}"),
            FenError::Reserves => f.write_str("invalid reserve field in fen (expected [w:b])"),
            FenError::Turn => f.write_str("invalid side-to-move field in fen"),
            FenError::Castling => f.write_str("invalid castling field in fen"),
            FenError::EnPassant => f.write_str("invalid en-passant field in fen"),
            FenError::HalfmoveClock => f.write_str("invalid halfmove clock in fen"),
            FenError::FullmoveNumber => f.write_str("invalid fullmove number in fen"),
            FenError::TooManyFields => f.write_str("too many fields in fen"),
            FenError::Position(e) => write!(f, "impossible position in fen: {e}"),
        }
    }
}

/// The message of a wrapped error is part of `Display`, so `source()` is `None`.
impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Reads one board token at the start of `s`.
fn read_token(s: &str) -> Option<(Unit, usize)> {
    let bytes = s.as_bytes();
    let (label, used) = if bytes.first() == Some(&b'(') {
        let close = s.find(')')?;
        (&s[1..close], close + 1)
    } else {
        let c = *bytes.first()?;
        if !c.is_ascii_alphabetic() {
            return None;
        }
        (&s[..1], 1)
    };
    let color = if label.bytes().all(|b| b.is_ascii_uppercase()) {
        Color::White
    } else if label.bytes().all(|b| b.is_ascii_lowercase()) {
        Color::Black
    } else {
        return None;
    };
    let kind = UnitKind::from_label(label)?;
    Some((Unit::new(color, kind), used))
}

impl Setup {
    /// Reads a FEN (see the [module docs](self)).
    ///
    /// # Errors
    /// [`FenError`] naming the field that failed.
    pub fn parse(fen: &str) -> Result<Setup, FenError> {
        let mut fields = fen.split_ascii_whitespace();
        let first = fields.next().ok_or(FenError::Empty)?;
        let (board_field, reserves) = match first.find('[') {
            Some(at) => {
                let inner = first[at + 1..]
                    .strip_suffix(']')
                    .ok_or(FenError::Reserves)?;
                let (w, b) = inner.split_once(':').ok_or(FenError::Reserves)?;
                let num = |t: &str| {
                    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                        return Err(FenError::Reserves);
                    }
                    t.parse::<u16>().map_err(|_| FenError::Reserves)
                };
                (
                    &first[..at],
                    ByColor {
                        white: num(w)?,
                        black: num(b)?,
                    },
                )
            }
            None => (
                first,
                ByColor {
                    white: 10,
                    black: 10,
                },
            ),
        };
        let mut board = [None; 64];
        parse_board(GEO, board_field, read_token, |sq, u| {
            board[sq.index()] = Some(u);
        })
        .map_err(FenError::Board)?;
        let turn = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(_) => return Err(FenError::Turn),
        };
        let castling = match fields.next() {
            None | Some("-") => 0,
            Some(text) => {
                let mut flags = 0u8;
                for c in text.chars() {
                    let flag = match c {
                        'K' => 1,
                        'Q' => 2,
                        'k' => 4,
                        'q' => 8,
                        _ => return Err(FenError::Castling),
                    };
                    if flags & flag != 0 {
                        return Err(FenError::Castling);
                    }
                    flags |= flag;
                }
                flags
            }
        };
        let en_passant = match fields.next() {
            None | Some("-") => None,
            Some(text) => {
                let (passed, landing) = match text.split_once(':') {
                    Some((p, l)) => (p, Some(l)),
                    None => (text, None),
                };
                let sq = |t: &str| GEO.parse_square(t).map_err(|_| FenError::EnPassant);
                Some((sq(passed)?, landing.map(sq).transpose()?))
            }
        };
        let number = |t: Option<&str>, default: u32, e: FenError| match t {
            None => Ok(default),
            Some(t) if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) => {
                t.parse::<u32>().map_err(|_| e)
            }
            Some(_) => Err(e),
        };
        let halfmove_clock = number(fields.next(), 0, FenError::HalfmoveClock)?;
        let fullmove_number = number(fields.next(), 1, FenError::FullmoveNumber)?.max(1);
        if fields.next().is_some() {
            return Err(FenError::TooManyFields);
        }
        Ok(Setup {
            board,
            reserves,
            turn,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
        })
    }
}

impl Stone {
    /// Reads a position from FEN under `options`.
    ///
    /// # Errors
    /// [`FenError`] naming the field that failed, or [`FenError::Position`] for a well-formed
    /// FEN that is not a position (kings, castling rights, en passant, a kind the edition lacks).
    pub fn from_fen(fen: &str, options: &Options) -> Result<Stone, FenError> {
        let setup = Setup::parse(fen)?;
        Ok(Stone::from_setup(&setup, options)?)
    }
}

fn write_unit(u: Unit, w: &mut dyn fmt::Write) -> fmt::Result {
    let label = u.kind.label();
    let multi = label.len() > 1;
    if multi {
        w.write_char('(')?;
    }
    for c in label.chars() {
        w.write_char(if u.color == Color::White {
            c
        } else {
            c.to_ascii_lowercase()
        })?;
    }
    if multi {
        w.write_char(')')?;
    }
    Ok(())
}

impl fmt::Display for Stone {
    /// Writes the canonical FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(GEO, f, |sq: Square, w| match self.unit_at(sq) {
            Some(u) => write_unit(u, w).map(|()| true),
            None => Ok(false),
        })?;
        write!(
            f,
            "[{}:{}] {} ",
            self.reserves.white,
            self.reserves.black,
            self.turn.char()
        )?;
        if self.castling == 0 {
            f.write_str("-")?;
        } else {
            for (flag, c) in [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')] {
                if self.castling & flag != 0 {
                    fmt::Write::write_char(f, c)?;
                }
            }
        }
        match self.ep {
            None => f.write_str(" -")?,
            Some(ep) => {
                write!(f, " {}", ep.passed.display(GEO))?;
                if self.ep_landings(ep.passed).has_more_than_one() {
                    write!(f, ":{}", ep.landing.display(GEO))?;
                }
            }
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)
    }
}

// With the `serde` feature a position is (de)serialised as its FEN and its options, and read
// back under those options (a FEN they do not allow is an error).
#[cfg(feature = "serde")]
skazka_core::serde_through_rules!(crate::Stone);
