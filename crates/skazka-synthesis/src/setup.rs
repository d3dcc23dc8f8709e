//! [`Setup`]: a position as plain data, what FEN reads into, before validation.

use core::fmt;

use skazka_core::{ByColor, Color, Geometry, Square};

use crate::Piece;

/// The rule phase of one side (rules file §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// Synthesis rules (rule 2): the start of the game. FEN letter `S`.
    Syn,
    /// Rule 3: entered when the side's original Queen is captured away from its home square.
    /// FEN letter `P`.
    Post,
    /// Classical chess (rule 5), for good: no Rooks, no Bishops and the original Queen away
    /// from home. FEN letter `C`.
    Classic,
}

impl Phase {
    /// The FEN letter.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Phase::Syn => 'S',
            Phase::Post => 'P',
            Phase::Classic => 'C',
        }
    }

    /// The phase for a FEN letter (upper case only).
    #[must_use]
    pub const fn from_char(c: char) -> Option<Phase> {
        match c {
            'S' => Some(Phase::Syn),
            'P' => Some(Phase::Post),
            'C' => Some(Phase::Classic),
            _ => None,
        }
    }

    /// A readable name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Syn => "synthesis",
            Phase::Post => "after the queen",
            Phase::Classic => "classical",
        }
    }
}

/// The per-side state FEN carries beyond orthodox chess (rules file §6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SideState {
    /// The side's phase.
    pub phase: Phase,
    /// Where the side's original Queen stands, or `None` once it has been captured.
    pub original_queen: Option<Square>,
    /// King escapes counted in phase 3 (0–32).
    pub escapes: u8,
}

impl SideState {
    /// A side's state from its parts.
    #[must_use]
    pub const fn new(phase: Phase, original_queen: Option<Square>, escapes: u8) -> SideState {
        SideState {
            phase,
            original_queen,
            escapes,
        }
    }

    /// The start state of `color`: synthesis, Queen on d1/d8, no escapes.
    #[must_use]
    pub const fn initial(color: Color) -> SideState {
        SideState {
            phase: Phase::Syn,
            original_queen: Some(queen_home(color)),
            escapes: 0,
        }
    }
}

/// The home square of `color`'s original Queen: d1 or d8.
#[must_use]
pub const fn queen_home(color: Color) -> Square {
    match color {
        Color::White => Geometry::CHESS.sq(3, 0),
        Color::Black => Geometry::CHESS.sq(3, 7),
    }
}

/// Castling rights, as in chess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CastlingRights(pub u8);

impl CastlingRights {
    /// White, king side (`K`).
    pub const WHITE_KING: u8 = 1;
    /// White, queen side (`Q`).
    pub const WHITE_QUEEN: u8 = 2;
    /// Black, king side (`k`).
    pub const BLACK_KING: u8 = 4;
    /// Black, queen side (`q`).
    pub const BLACK_QUEEN: u8 = 8;
    /// All four.
    pub const ALL: CastlingRights = CastlingRights(15);
    /// None.
    pub const NONE: CastlingRights = CastlingRights(0);

    /// Whether the right bit `flag` (one of the constants) is held.
    #[must_use]
    pub const fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }

    /// The king-side (`true`) or queen-side flag of `color`.
    #[must_use]
    pub const fn flag(color: Color, king_side: bool) -> u8 {
        match (color, king_side) {
            (Color::White, true) => Self::WHITE_KING,
            (Color::White, false) => Self::WHITE_QUEEN,
            (Color::Black, true) => Self::BLACK_KING,
            (Color::Black, false) => Self::BLACK_QUEEN,
        }
    }
}

/// A position as plain data: what [`crate::fen`] reads, before
/// [`Synthesis::from_setup`](crate::Synthesis::from_setup) validates it. Build one with
/// [`crate::fen::parse_setup`] or [`Synthesis::to_setup`](crate::Synthesis::to_setup) and
/// change its fields.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Setup {
    /// The men, indexed by square (a1 = 0, b1 = 1, …, h8 = 63).
    pub board: [Option<Piece>; 64],
    /// The side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: CastlingRights,
    /// The en-passant square, after a double step.
    pub en_passant: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmove: u32,
    /// The fullmove number (1 at the start); it decides day and night.
    pub fullmove: u32,
    /// Each side's phase, original Queen and escape count; `None` when the FEN leaves them out
    /// (each side is then in synthesis mode with its Queen at home if one stands there).
    pub sides: Option<ByColor<SideState>>,
}

/// Why a [`Setup`] is not a playable position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// A side has more than one King, or the side not to move has none (only the side to
    /// move may have just lost its King).
    KingCount(Color),
    /// A pawn stands on the first or last rank.
    PawnOnBackRank(Square),
    /// A castling right without its King on e1/e8 and Rook on the corner.
    CastlingRights,
    /// The en-passant square does not follow a double step of the side that just moved.
    EnPassant,
    /// The fullmove number is 0.
    Fullmove,
    /// A side's original-Queen square holds no Queen of that side.
    OriginalQueen(Color),
    /// A side's escape count is above 32.
    Escapes(Color),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::KingCount(c) => write!(f, "{c} has the wrong number of kings"),
            PositionError::PawnOnBackRank(sq) => {
                write!(
                    f,
                    "pawn on the back rank at {}",
                    sq.display(Geometry::CHESS)
                )
            }
            PositionError::CastlingRights => {
                f.write_str("castling right without king and rook on their squares")
            }
            PositionError::EnPassant => {
                f.write_str("en-passant square does not follow a double step")
            }
            PositionError::Fullmove => f.write_str("fullmove number must be at least 1"),
            PositionError::OriginalQueen(c) => {
                write!(f, "{c}'s original queen square holds no {c} queen")
            }
            PositionError::Escapes(c) => write!(f, "{c}'s escape count is above 32"),
        }
    }
}

impl std::error::Error for PositionError {}
