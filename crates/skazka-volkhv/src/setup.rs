//! `Setup`: a position as plain data (what the FEN parses into), and why one may be refused.

use core::fmt;

use skazka_core::{Color, Square};

use crate::Face;
use crate::board::StackList;

/// The state of the die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum DieState {
    /// No die (option `dice` off): FEN `-`.
    Off,
    /// The side to move must roll first: FEN `?`.
    AwaitingRoll,
    /// The die shows this face; the side to move moves with it: FEN `K`, `Q`, `R`, `B`, `N`, `P`.
    Rolled(Face),
}

/// Castling rights: `[white short, white long, black short, black long]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CastlingRights(pub [bool; 4]);

impl CastlingRights {
    /// All four rights.
    pub const ALL: CastlingRights = CastlingRights([true; 4]);

    /// Index of `color`'s right on the King's side (`long` false) or the Queen's side.
    #[must_use]
    pub const fn index(color: Color, long: bool) -> usize {
        (match color {
            Color::White => 0,
            Color::Black => 2,
        }) + long as usize
    }

    /// Whether the right is held.
    #[must_use]
    pub const fn has(self, color: Color, long: bool) -> bool {
        self.0[CastlingRights::index(color, long)]
    }
}

/// A position as unvalidated data. [`Volkhv::from_setup`](crate::Volkhv::from_setup) checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The stack of every square (index = `rank * 8 + file`), bottom to top.
    pub stacks: Vec<StackList>,
    /// The side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: CastlingRights,
    /// The square a pawn unit just passed over with a double step.
    pub en_passant: Option<Square>,
    /// The die.
    pub die: DieState,
    /// A freed pawn of the side to move awaiting its owner's declaration.
    pub pending: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u32,
    /// Move number, starting at 1.
    pub fullmove: u32,
}

/// Why a [`Setup`] is not a position of these options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// More than 32 checkers.
    TooManyCheckers,
    /// The stacks do not cover the 64 squares.
    BoardSize,
    /// A side has no King or several.
    KingCount(Color),
    /// A King is buried under other checkers outside a King-capture goal (and not in a tower
    /// of its own side under `own_king_capture`), or both are.
    BuriedKing,
    /// A castling right without its lone King and Rook on their original squares.
    Castling,
    /// An en-passant square without a pawn unit that just passed over it.
    EnPassant,
    /// The die state does not match the `dice` option.
    Die,
    /// A pending declaration that does not name a freed pawn of the side to move on its last
    /// rank, or without `released_enemy_promo=owner`.
    Pending,
    /// The side that just moved is in check (check rules in force without the die).
    OpponentInCheck,
    /// A counter out of range (halfmove above 10000, fullmove 0 or above 100000).
    Counter,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManyCheckers => f.write_str("more than 32 checkers"),
            PositionError::BoardSize => f.write_str("the board must have 64 squares"),
            PositionError::KingCount(c) => write!(f, "{c} must have exactly one king"),
            PositionError::BuriedKing => f.write_str("a king is not the top checker of its stack"),
            PositionError::Castling => f.write_str("castling right without its lone king and rook"),
            PositionError::EnPassant => {
                f.write_str("en-passant square without a double-stepped pawn")
            }
            PositionError::Die => f.write_str("die state does not match the dice option"),
            PositionError::Pending => f.write_str("invalid pending promotion declaration"),
            PositionError::OpponentInCheck => f.write_str("the side not to move is in check"),
            PositionError::Counter => f.write_str("move counter out of range"),
        }
    }
}

impl std::error::Error for PositionError {}
