//! Unvalidated position data (what FEN parses into) and the errors of validation.

use core::fmt;

use skazka_core::{Color, Square};

use crate::attacks::{GEO, SQUARES};
use crate::{Piece, PieceKind};

/// A castling wing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Wing {
    /// O-O with the Rook of the i-file (FEN `K`/`k`): King f→h, Rook i→g.
    King,
    /// O-O-O with the Rook of the b-file (FEN `Q`/`q`): King f→d, Rook b→e.
    Queen,
}

/// The four castling rights as bits. `Debug` writes them as the FEN field:
/// `CastlingRights(KQkq)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl fmt::Debug for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CastlingRights({})", crate::fen::CastlingField(*self))
    }
}

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights (the start position).
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    pub(crate) const fn bit(color: Color, wing: Wing) -> u8 {
        1 << (color.index() * 2 + matches!(wing, Wing::Queen) as usize)
    }

    /// Whether `color` may still castle on `wing`.
    #[must_use]
    pub const fn has(self, color: Color, wing: Wing) -> bool {
        self.0 & CastlingRights::bit(color, wing) != 0
    }

    /// Adds or removes one right.
    pub fn set(&mut self, color: Color, wing: Wing, on: bool) {
        if on {
            self.0 |= CastlingRights::bit(color, wing);
        } else {
            self.0 &= !CastlingRights::bit(color, wing);
        }
    }

    /// The rights as four bits: White O-O, White O-O-O, Black O-O, Black O-O-O.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    pub(crate) const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 0b1111)
    }
}

/// The home squares of castling for `color` and `wing`: King start, King destination, Rook
/// start, Rook destination.
#[must_use]
pub(crate) const fn castling_squares(color: Color, wing: Wing) -> [Square; 4] {
    let y = if color.is_white() { 0 } else { 9 };
    match wing {
        Wing::King => [GEO.sq(5, y), GEO.sq(7, y), GEO.sq(8, y), GEO.sq(6, y)],
        Wing::Queen => [GEO.sq(5, y), GEO.sq(3, y), GEO.sq(1, y), GEO.sq(4, y)],
    }
}

/// A position as plain data, not yet checked: what [`fen`](crate::fen) reads and
/// [`Xianling::from_setup`](crate::Xianling::from_setup) validates.
///
/// Start from [`Setup::default`] and set the fields (more may come).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Setup {
    /// The piece on each square, by dense index (`a1` = 0, `j10` = 99).
    pub board: [Option<Piece>; SQUARES],
    /// The side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: CastlingRights,
    /// Whether the last move was a forced pass (so another forced pass draws).
    pub after_pass: bool,
    /// Plies since the last capture, pawn move or promotion.
    pub halfmove_clock: u32,
    /// The move number, starting at 1, incremented after Black's move.
    pub fullmove_number: u32,
}

impl Default for Setup {
    /// An empty board, White to move.
    fn default() -> Setup {
        Setup {
            board: [None; SQUARES],
            turn: Color::White,
            castling: CastlingRights::NONE,
            after_pass: false,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

/// Why a [`Setup`] is not a playable position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// A side has no King or more than one.
    KingCount(Color),
    /// A pawn stands on its penultimate or last rank, where it would have promoted.
    PawnOnPromotionRank(Square),
    /// A castling right without its King and Rook on their home squares.
    Castling(Color, Wing),
    /// The side not to move is in check: its King could be captured.
    OppositeCheck,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::KingCount(c) => write!(f, "{c} must have exactly one king"),
            PositionError::PawnOnPromotionRank(sq) => {
                write!(f, "pawn on {} should have promoted", sq.display(GEO))
            }
            PositionError::Castling(c, w) => write!(
                f,
                "{c} {} castling right without king and rook on their home squares",
                match w {
                    Wing::King => "king-side",
                    Wing::Queen => "queen-side",
                }
            ),
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
        }
    }
}

impl std::error::Error for PositionError {}

impl Setup {
    /// Checks everything except check (which needs attack tables): kings, pawns, castling.
    pub(crate) fn validate_static(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            let kings = self
                .board
                .iter()
                .filter(|p| **p == Some(Piece::new(color, PieceKind::King)))
                .count();
            if kings != 1 {
                return Err(PositionError::KingCount(color));
            }
        }
        for sq in GEO.squares() {
            if let Some(p) = self.board[sq.index()] {
                if p.kind == PieceKind::Pawn && GEO.relative_rank(sq, p.color) >= 8 {
                    return Err(PositionError::PawnOnPromotionRank(sq));
                }
            }
        }
        for color in Color::ALL {
            for wing in [Wing::King, Wing::Queen] {
                if !self.castling.has(color, wing) {
                    continue;
                }
                let [k, _, r, _] = castling_squares(color, wing);
                if self.board[k.index()] != Some(Piece::new(color, PieceKind::King))
                    || self.board[r.index()] != Some(Piece::new(color, PieceKind::Rook))
                {
                    return Err(PositionError::Castling(color, wing));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_rights_debug_as_the_fen_field() {
        assert_eq!(format!("{:?}", CastlingRights::ALL), "CastlingRights(KQkq)");
        assert_eq!(format!("{:?}", CastlingRights::NONE), "CastlingRights(-)");
    }
}
