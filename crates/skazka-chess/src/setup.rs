//! Unvalidated position data (what FEN reads into) and the checks that make it a position.

use core::fmt;

use skazka_core::{Color, Square};

use crate::Piece;

/// Castling rights: for each side, kingside (towards the h-file) and queenside.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CastlingRights(u8);

/// A wing of the board for castling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wing {
    /// Towards the h-file (`O-O`).
    King,
    /// Towards the a-file (`O-O-O`).
    Queen,
}

impl Wing {
    /// Both wings, kingside first.
    pub const ALL: [Wing; 2] = [Wing::King, Wing::Queen];
}

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, wing: Wing) -> u8 {
        1 << (color.index() * 2 + matches!(wing, Wing::Queen) as usize)
    }

    /// Whether `color` may still castle on `wing`.
    #[inline]
    #[must_use]
    pub const fn has(self, color: Color, wing: Wing) -> bool {
        self.0 & Self::bit(color, wing) != 0
    }

    /// The rights with one added.
    #[must_use]
    pub const fn with(self, color: Color, wing: Wing) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, wing))
    }

    /// The rights with one removed.
    #[must_use]
    pub const fn without(self, color: Color, wing: Wing) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, wing))
    }

    /// The rights present in both.
    #[must_use]
    pub const fn intersection(self, other: CastlingRights) -> CastlingRights {
        CastlingRights(self.0 & other.0)
    }

    /// The rights as four bits: White O-O, White O-O-O, Black O-O, Black O-O-O.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// `true` if no right is left.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A position as written in FEN, not yet checked for legality. Fields are public: build one
/// by hand or with [`Setup::from_fen`](crate::fen), then validate it with
/// [`Chess::from_setup`](crate::Chess::from_setup).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, indexed by [`Square::index`] (a1 = 0, h8 = 63).
    pub board: [Option<Piece>; 64],
    /// Side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: CastlingRights,
    /// The square a pawn just passed over with a double step, if any.
    pub ep_square: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    /// Move number, starting at 1 and increased after Black's move.
    pub fullmoves: u32,
}

impl Setup {
    /// An empty board, White to move, no rights.
    #[must_use]
    pub fn empty() -> Setup {
        Setup {
            board: [None; 64],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

/// Why a [`Setup`] is not a legal chess position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or last rank.
    PawnOnBackRank,
    /// More than 16 pieces or more than 8 pawns of one side.
    TooManyPieces(Color),
    /// The side that just moved is in check.
    OppositeCheck,
    /// A castling right without its king and rook on their home squares.
    InvalidCastlingRights,
    /// An en-passant square without a pawn that just made a double step past it.
    InvalidEnPassant,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{c} has no king"),
            PositionError::TooManyKings(c) => write!(f, "{c} has more than one king"),
            PositionError::PawnOnBackRank => f.write_str("pawn on the first or last rank"),
            PositionError::TooManyPieces(c) => write!(f, "{c} has too many pieces"),
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::InvalidCastlingRights => {
                f.write_str("castling right without king and rook on their home squares")
            }
            PositionError::InvalidEnPassant => {
                f.write_str("en-passant square without a pawn that just passed it")
            }
        }
    }
}

impl std::error::Error for PositionError {}
