//! The Volkhv FEN: every stack bottom to top, per-checker flags, and the die.
//!
//! ```text
//! <board> <side> <castling> <en passant> <die> <halfmove> <fullmove> [<pending>]
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - 0 1
//! ```
//!
//! - **Board**: ranks 8 to 1. A lone checker is its token; a tower of two or more is written in
//!   parentheses **bottom to top**: `(Pn^Q^)` is a white pawn under a black knight under a white
//!   queen, the queen on top. A checker token is its letter (`K Q R B N P H`, upper case
//!   White), then `=x` (Federation: the kind a pawn promotes to), `~` (promoted), `^` (has
//!   moved), in that order.
//! - **Side**: `w` or `b`. **Castling**: `KQkq` subset or `-`. **En passant**: the square the
//!   last double step passed over, or `-`.
//! - **Die**: `-` (no die), `?` (the side to move must roll), or the rolled face `K Q R B N P`.
//! - **Counters**: halfmove clock (0–10000), move number (1–100000).
//! - **Pending**: present only when a freed pawn of the side to move awaits its owner's
//!   declaration (option `released_enemy_promo=owner`): its square.
//!
//! Tolerances on input: the die field may be left out when the die is off, and both counters
//! may be left out (0 and 1); `(X)` is read as a lone `X`; in the Federation profile a pawn
//! without `=x` takes the kind of its current file and a promoted checker without it records
//! its own kind. Input longer than 2048 bytes is refused.

use core::fmt;

use skazka_core::fen::{BoardFenError, parse_board, write_board};
use skazka_core::{Color, Square};

use crate::board::{SQUARES, StackList};
use crate::position::GEO;
use crate::setup::{CastlingRights, DieState, PositionError, Setup};
use crate::{Checker, Face, Options, PieceKind, Volkhv};

/// Why a FEN could not be read. Names the field that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// Longer than 2048 bytes.
    TooLong,
    /// Fewer than 4 or more than 8 fields.
    FieldCount,
    /// The board field.
    Board(BoardFenError),
    /// More than 32 checkers in the board field.
    TooManyCheckers,
    /// The side-to-move field.
    Turn,
    /// The castling field.
    Castling,
    /// The en-passant field.
    EnPassant,
    /// The die field.
    Die,
    /// The halfmove clock.
    Halfmove,
    /// The move number.
    Fullmove,
    /// The pending-declaration field.
    Pending,
    /// The fields read, but they do not make a valid position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::TooLong => f.write_str("fen longer than 2048 bytes"),
            FenError::FieldCount => f.write_str("fen needs 4 to 8 fields"),
            FenError::Board(e) => write!(f, "invalid board field in fen: {e}"),
            FenError::TooManyCheckers => f.write_str("more than 32 checkers in fen"),
            FenError::Turn => f.write_str("invalid side-to-move field in fen"),
            FenError::Castling => f.write_str("invalid castling field in fen"),
            FenError::EnPassant => f.write_str("invalid en-passant field in fen"),
            FenError::Die => f.write_str("invalid die field in fen"),
            FenError::Halfmove => f.write_str("invalid halfmove clock in fen"),
            FenError::Fullmove => f.write_str("invalid move number in fen"),
            FenError::Pending => f.write_str("invalid pending-declaration field in fen"),
            FenError::Position(e) => write!(f, "invalid position in fen: {e}"),
        }
    }
}

/// The message of a wrapped error is part of `Display`, so `source` is `None`.
impl std::error::Error for FenError {}

/// Reads one checker token at the start of `s`: the checker and the bytes used.
fn checker_token(s: &str) -> Option<(Checker, usize)> {
    let b = s.as_bytes();
    let &first = b.first()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    let kind = PieceKind::from_letter(first as char)?;
    let color = if first.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let mut c = Checker::new(color, kind);
    let mut i = 1;
    if b.get(i) == Some(&b'=') {
        let l = *b.get(i + 1)?;
        let k = PieceKind::from_letter(l as char)?;
        if kind != PieceKind::Pawn
            || matches!(k, PieceKind::King | PieceKind::Pawn)
            || l.is_ascii_uppercase() != first.is_ascii_uppercase()
        {
            return None;
        }
        c.promotes_to = Some(k);
        i += 2;
    }
    if b.get(i) == Some(&b'~') {
        if matches!(kind, PieceKind::King | PieceKind::Pawn) {
            return None;
        }
        c.promoted = true;
        i += 1;
    }
    if b.get(i) == Some(&b'^') {
        c.has_moved = true;
        i += 1;
    }
    Some((c, i))
}

fn stack_token(s: &str, total: &mut usize) -> Option<(StackList, usize)> {
    let mut stack = StackList::new();
    if let Some(inner) = s.strip_prefix('(') {
        let mut i = 0;
        loop {
            if inner[i..].starts_with(')') {
                break;
            }
            let (c, used) = checker_token(&inner[i..])?;
            *total += 1;
            stack.try_push(c).ok()?;
            i += used;
        }
        if stack.is_empty() {
            return None;
        }
        Some((stack, i + 2))
    } else {
        let (c, used) = checker_token(s)?;
        *total += 1;
        stack.push(c);
        Some((stack, used))
    }
}

fn parse_u32(s: &str, max: u32) -> Option<u32> {
    if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok().filter(|&n| n <= max)
}

fn parse_square(s: &str) -> Option<Square> {
    GEO.parse_square(s).ok()
}

/// Reads a FEN into a [`Setup`] (no validation beyond the syntax).
///
/// # Errors
/// [`FenError`] naming the field that failed.
pub fn parse_setup(fen: &str) -> Result<Setup, FenError> {
    if fen.len() > 2048 {
        return Err(FenError::TooLong);
    }
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 4 || fields.len() > 8 {
        return Err(FenError::FieldCount);
    }
    let mut stacks = vec![StackList::new(); SQUARES];
    let mut total = 0usize;
    let board = parse_board(
        GEO,
        fields[0],
        |s| {
            if total > 32 {
                return None;
            }
            stack_token(s, &mut total)
        },
        |sq, st| stacks[sq.index()] = st,
    );
    if total > 32 {
        return Err(FenError::TooManyCheckers);
    }
    board.map_err(FenError::Board)?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(FenError::Turn),
    };
    let mut castling = CastlingRights::default();
    if fields[2] != "-" {
        let mut last = None;
        for ch in fields[2].chars() {
            let i = match ch {
                'K' => 0,
                'Q' => 1,
                'k' => 2,
                'q' => 3,
                _ => return Err(FenError::Castling),
            };
            if last.is_some_and(|l| l >= i) {
                return Err(FenError::Castling);
            }
            last = Some(i);
            castling.0[i] = true;
        }
    }
    let en_passant = match fields[3] {
        "-" => None,
        s => Some(parse_square(s).ok_or(FenError::EnPassant)?),
    };
    let mut rest = &fields[4..];
    let mut die = DieState::Off;
    if let Some(&d) = rest.first() {
        if !d.starts_with(|c: char| c.is_ascii_digit()) {
            die = match d {
                "-" => DieState::Off,
                "?" => DieState::AwaitingRoll,
                _ => {
                    let mut cs = d.chars();
                    match (cs.next().and_then(Face::from_letter), cs.next()) {
                        (Some(f), None) if d.as_bytes()[0].is_ascii_uppercase() => {
                            DieState::Rolled(f)
                        }
                        _ => return Err(FenError::Die),
                    }
                }
            };
            rest = &rest[1..];
        }
    }
    let halfmove = match rest.first() {
        Some(s) => parse_u32(s, 10_000).ok_or(FenError::Halfmove)?,
        None => 0,
    };
    let fullmove = match rest.get(1) {
        Some(s) => parse_u32(s, 100_000)
            .filter(|&n| n >= 1)
            .ok_or(FenError::Fullmove)?,
        None => 1,
    };
    let pending = match rest.get(2) {
        Some(s) => Some(parse_square(s).ok_or(FenError::Pending)?),
        None => None,
    };
    if rest.len() > 3 {
        return Err(FenError::FieldCount);
    }
    Ok(Setup {
        stacks,
        turn,
        castling,
        en_passant,
        die,
        pending,
        halfmove,
        fullmove,
    })
}

impl Volkhv {
    /// Reads a position in the Volkhv FEN (see the [`fen`](crate::fen) module) under `options`.
    ///
    /// # Errors
    /// [`FenError`] naming the field that failed, or [`FenError::Position`] if the fields read
    /// but do not form a valid position of these options.
    pub fn from_fen(fen: &str, options: &Options) -> Result<Volkhv, FenError> {
        let setup = parse_setup(fen)?;
        Volkhv::from_setup(&setup, options).map_err(FenError::Position)
    }
}

/// Writes the FEN; `from_fen` reads it back to an equal position.
impl fmt::Display for Volkhv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(GEO, f, |sq, out| {
            let h = self.board.height(sq);
            if h == 0 {
                return Ok(false);
            }
            if h == 1 {
                if let Some(c) = self.board.top(sq) {
                    write!(out, "{c}")?;
                }
            } else {
                out.write_char('(')?;
                for c in self.board.stack(sq) {
                    write!(out, "{c}")?;
                }
                out.write_char(')')?;
            }
            Ok(true)
        })?;
        write!(f, " {} ", self.turn.char())?;
        let letters = ['K', 'Q', 'k', 'q'];
        if self.castling.0.iter().any(|&r| r) {
            for (i, &r) in self.castling.0.iter().enumerate() {
                if r {
                    write!(f, "{}", letters[i])?;
                }
            }
        } else {
            f.write_str("-")?;
        }
        match self.ep {
            Some(sq) => write!(f, " {}", sq.display(GEO))?,
            None => f.write_str(" -")?,
        }
        match self.die {
            DieState::Off => f.write_str(" -")?,
            DieState::AwaitingRoll => f.write_str(" ?")?,
            DieState::Rolled(face) => write!(f, " {face}")?,
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)?;
        if let Some(sq) = self.pending {
            write!(f, " {}", sq.display(GEO))?;
        }
        Ok(())
    }
}
