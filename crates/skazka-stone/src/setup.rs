//! `Setup`: a position as read from FEN, not yet validated; `PositionError`: why a setup is
//! not a legal position.

use core::fmt;

use skazka_core::{Bitboard, ByColor, Color, Square};

use crate::position::{
    BLACK_KING_SIDE, BLACK_QUEEN_SIDE, EnPassant, GEO, WHITE_KING_SIDE, WHITE_QUEEN_SIDE, rel_rank,
};
use crate::{Options, Stone, SuperpawnMovement, Unit, UnitKind};

/// A position as written in FEN: plain data, checked by [`Stone::from_setup`].
///
/// Get one from [`Setup::parse`] or [`Setup::default`] (an empty board) and change its
/// fields; the struct may gain fields, so it cannot be built by a struct expression.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Setup {
    /// The units, indexed by square (a1 = 0, b1 = 1, …, h8 = 63).
    pub board: [Option<Unit>; 64],
    /// Free stones of each side.
    pub reserves: ByColor<u16>,
    /// The side to move.
    pub turn: Color,
    /// Castling flags (1 = `K`, 2 = `Q`, 4 = `k`, 8 = `q`).
    pub castling: u8,
    /// The en-passant field: the passed square and, when written `f3:e4`, the landing square.
    pub en_passant: Option<(Square, Option<Square>)>,
    /// Plies since the last reset of the 50-move clock.
    pub halfmove_clock: u32,
    /// The full-move number.
    pub fullmove_number: u32,
}

impl Default for Setup {
    /// An empty board with 10 free stones each, White to move, no castling rights, no
    /// en-passant square, clocks `0 1`.
    fn default() -> Setup {
        Setup {
            board: [None; 64],
            reserves: ByColor {
                white: 10,
                black: 10,
            },
            turn: Color::White,
            castling: 0,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

/// Why a [`Setup`] is not a position of Stone chess (stone.md §12a.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// A side has no King or more than one.
    Kings(Color),
    /// The side not to move is in check.
    OppositeCheck,
    /// A castling right without its King and Rook on their home squares.
    CastlingRights,
    /// A kind that the edition does not have (the Prince in 2012-12).
    KindNotInEdition(UnitKind),
    /// The en-passant square is not one a double step of the side not to move passed over.
    EnPassant,
    /// Two units could have made the double step; the field must be written `passed:landing`.
    AmbiguousEnPassant,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Kings(c) => write!(f, "{c} must have exactly one king"),
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::CastlingRights => {
                f.write_str("castling right without king and rook on their home squares")
            }
            PositionError::KindNotInEdition(k) => {
                write!(f, "piece `{k}` does not exist in this edition")
            }
            PositionError::EnPassant => f.write_str("en-passant square matches no double step"),
            PositionError::AmbiguousEnPassant => {
                f.write_str("ambiguous en-passant square: write it as passed:landing")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Stone {
    /// Validates `setup` into a position under `options`.
    ///
    /// # Errors
    /// [`PositionError`] naming what makes the setup impossible.
    pub fn from_setup(setup: &Setup, options: &Options) -> Result<Stone, PositionError> {
        let mut pos = Stone::empty(options);
        for (i, unit) in setup.board.iter().enumerate() {
            if let Some(u) = *unit {
                if !u.kind.in_edition(options.edition) {
                    return Err(PositionError::KindNotInEdition(u.kind));
                }
                pos.put(Square::from_index(i), u);
            }
        }
        for c in Color::ALL {
            if (pos.kinds[UnitKind::King.index()] & pos.colors[c]).count() != 1 {
                return Err(PositionError::Kings(c));
            }
        }
        pos.reserves = setup.reserves;
        pos.turn = setup.turn;
        pos.halfmove = setup.halfmove_clock;
        pos.fullmove = setup.fullmove_number.max(1);
        for (flag, color, king, rook) in [
            (WHITE_KING_SIDE, Color::White, 4, 7),
            (WHITE_QUEEN_SIDE, Color::White, 4, 0),
            (BLACK_KING_SIDE, Color::Black, 60, 63),
            (BLACK_QUEEN_SIDE, Color::Black, 60, 56),
        ] {
            if setup.castling & flag != 0
                && (pos.unit_at(Square::from_index(king)) != Some(Unit::new(color, UnitKind::King))
                    || pos.unit_at(Square::from_index(rook))
                        != Some(Unit::new(color, UnitKind::Rook)))
            {
                return Err(PositionError::CastlingRights);
            }
        }
        pos.castling = setup.castling & 0x0f;
        if pos.king_attacked(!pos.turn) {
            return Err(PositionError::OppositeCheck);
        }
        if let Some((passed, landing)) = setup.en_passant {
            let candidates = pos.ep_landings(passed);
            let landing = match landing {
                Some(l) if candidates.contains(l) => l,
                Some(_) => return Err(PositionError::EnPassant),
                None if candidates.has_more_than_one() => {
                    return Err(PositionError::AmbiguousEnPassant);
                }
                None => candidates.first().ok_or(PositionError::EnPassant)?,
            };
            pos.ep = Some(EnPassant { passed, landing });
        }
        Ok(pos)
    }

    /// The squares where a unit of the side not to move stands that could have just
    /// double-stepped over `passed` (stone.md §12a.6).
    pub(crate) fn ep_landings(&self, passed: Square) -> Bitboard {
        let mover = !self.turn;
        if self.occupied().contains(passed) {
            return Bitboard::EMPTY;
        }
        let forward: i8 = if mover == Color::White { 1 } else { -1 };
        let mut found = Bitboard::EMPTY;
        for dx in [-1i8, 0, 1] {
            let Some(landing) = GEO.offset(passed, dx, forward) else {
                continue;
            };
            let Some(origin) = GEO.offset(passed, -dx, -forward) else {
                continue;
            };
            let Some(unit) = self.unit_at(landing) else {
                continue;
            };
            if unit.color != mover
                || !unit.kind.double_steps(self.edition())
                || rel_rank(origin, mover) > 1
                || self.occupied().contains(origin)
            {
                continue;
            }
            let diagonal_ok = match unit.kind {
                UnitKind::Berolina => true,
                UnitKind::Superpawn => {
                    self.options().superpawn == SuperpawnMovement::SergeantDiagonal
                }
                _ => false,
            };
            let straight_ok = unit.kind != UnitKind::Berolina;
            if (dx == 0 && straight_ok) || (dx != 0 && diagonal_ok) {
                found.insert(landing);
            }
        }
        found
    }
}
