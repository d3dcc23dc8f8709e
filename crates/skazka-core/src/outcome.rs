//! How a game ends.

use core::fmt;

use crate::Color;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// A king was captured (games where the king can be taken).
    KingCaptured,
    /// The same position occurred the set number of times.
    Repetition,
    /// The move counter without captures or pawn moves reached its limit (the 50-move rule).
    MoveLimit,
    /// Both sides had to pass in a row.
    DoublePass,
    /// A side chased the same piece too often (Xianling's 長捉).
    PerpetualChase,
    /// Neither side can make any move at all.
    NoMoves,
    /// Neither side has enough material to win.
    InsufficientMaterial,
    /// A side lost every piece of a kind the variant counts (or every piece).
    Extinction,
    /// A piece reached the region the variant sets as its goal (king of the hill, racing kings).
    FlagReached,
    /// A side gave the number of checks that wins (three-check).
    CheckLimit,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::KingCaptured => "king captured",
            EndReason::Repetition => "repetition",
            EndReason::MoveLimit => "move limit",
            EndReason::DoublePass => "double pass",
            EndReason::PerpetualChase => "perpetual chase",
            EndReason::NoMoves => "no moves",
            EndReason::InsufficientMaterial => "insufficient material",
            EndReason::Extinction => "extinction",
            EndReason::FlagReached => "flag reached",
            EndReason::CheckLimit => "check limit",
        })
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The winner.
        winner: Color,
        /// Why.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// The end of a game whose side to move `turn` has no legal move: checkmate if it is in
    /// check, stalemate otherwise.
    #[must_use]
    pub const fn no_moves(turn: Color, in_check: bool) -> Outcome {
        if in_check {
            Outcome::Decisive {
                winner: turn.other(),
                reason: EndReason::Checkmate,
            }
        } else {
            Outcome::Draw {
                reason: EndReason::Stalemate,
            }
        }
    }

    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    #[must_use]
    pub const fn reason(self) -> EndReason {
        match self {
            Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// The usual score text: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn score(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Decisive { winner, reason } => {
                write!(f, "{} ({winner} wins by {reason})", self.score())
            }
            Outcome::Draw { reason } => write!(f, "{} (draw by {reason})", self.score()),
        }
    }
}
