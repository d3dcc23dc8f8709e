//! How a game ended, as the API writes it: by the game's rules, by a claimed draw, or drawn by
//! adjudication at the server's ply limit, so that a long game finishes with a result instead
//! of refusing moves.

use serde::Serialize;
use skazka::core::Outcome;

/// The reason written for a game drawn at the ply limit.
pub const PLY_LIMIT: &str = "ply limit";

/// The end of a game: `{"result": "1/2-1/2", "winner": null, "reason": "…", "text": "…"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ending {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'static str,
    /// The winner's colour, `None` for a draw.
    pub winner: Option<String>,
    /// Why the game ended (`checkmate`, `ply limit`).
    pub reason: String,
    /// The result and its reason in words.
    pub text: String,
}

impl Ending {
    /// The end the game's rules (or a claimed draw) gave.
    pub fn of(outcome: Outcome) -> Ending {
        Ending {
            result: outcome.score(),
            winner: outcome.winner().map(|c| c.to_string()),
            reason: outcome.reason().to_string(),
            text: outcome.to_string(),
        }
    }

    /// The draw adjudicated when a game reaches the ply limit unfinished.
    pub fn ply_limit() -> Ending {
        Ending {
            result: "1/2-1/2",
            winner: None,
            reason: PLY_LIMIT.to_owned(),
            text: format!("1/2-1/2 (draw by {PLY_LIMIT})"),
        }
    }

    /// Whether the server, not the game's rules, ended the game.
    pub fn is_adjudicated(&self) -> bool {
        self.reason == PLY_LIMIT
    }
}
