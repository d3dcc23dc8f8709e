//! Why an [`AnyGame`](crate::AnyGame) refused a request.

use core::fmt;

use skazka_core::san::SanError;
use skazka_core::{EndReason, Outcome, ParseMoveError};
use skazka_pgn::PgnError;

use crate::{SetupError, VariantError};

/// Why a run-time game could not be made or refused a move, a claim or a record.
#[derive(Debug)]
#[non_exhaustive]
pub enum GameError {
    /// No game of this build has the name.
    Variant(VariantError),
    /// The options or the FEN are not accepted.
    Setup(SetupError),
    /// The text is neither the move text nor the SAN of a legal move.
    Move {
        /// The text given (at most 60 characters of it).
        text: String,
        /// Why it is not a legal move in the game's move text.
        as_text: ParseMoveError,
        /// Why it is not a legal move in SAN.
        as_san: SanError,
    },
    /// The game is over: no move may be played and no draw claimed.
    Over(Outcome),
    /// No draw can be claimed in this position.
    NoClaimableDraw,
    /// A PGN record that does not replay.
    Pgn(PgnError),
    /// A PGN text without a game.
    NoGameInPgn,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Variant(e) => write!(f, "{e}"),
            GameError::Setup(e) => write!(f, "{e}"),
            GameError::Move {
                text,
                as_text,
                as_san,
            } => match (as_text, as_san) {
                // A text that reads as a move in one notation says why that move is refused.
                (ParseMoveError::Malformed { .. }, _) => write!(f, "`{text}`: {as_san}"),
                _ => write!(f, "`{text}`: {as_text}"),
            },
            GameError::Over(outcome) => write!(f, "the game is over: {outcome}"),
            GameError::NoClaimableDraw => f.write_str("no draw can be claimed in this position"),
            GameError::Pgn(e) => write!(f, "{e}"),
            GameError::NoGameInPgn => f.write_str("the PGN text holds no game"),
        }
    }
}

impl std::error::Error for GameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GameError::Variant(e) => Some(e),
            GameError::Setup(e) => Some(e),
            GameError::Pgn(e) => Some(e),
            _ => None,
        }
    }
}

impl From<VariantError> for GameError {
    fn from(e: VariantError) -> GameError {
        GameError::Variant(e)
    }
}

impl From<SetupError> for GameError {
    fn from(e: SetupError) -> GameError {
        GameError::Setup(e)
    }
}

impl From<PgnError> for GameError {
    fn from(e: PgnError) -> GameError {
        GameError::Pgn(e)
    }
}

/// A draw claimed, as the game's outcome.
pub(crate) fn claimed(reason: EndReason) -> Outcome {
    Outcome::Draw { reason }
}
