//! One open game with what the server keeps beside it: when it was last used, whether the
//! engine thinks about it, and the ply limit that ends it drawn.

use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use skazka::core::EndReason;
use skazka::engine::Rng;
use skazka::{AnyGame, GameError, LegalMove, PlayedMove};

use crate::ending::Ending;
use crate::error::ApiError;
use crate::record::Record;
use crate::search::Progress;

/// One open game. Every change goes through it, so that the record of the moves kept beside
/// the game follows each move and each undo.
pub struct Session {
    game: AnyGame,
    record: Record,
    /// Bumped by every change, so an engine move found for an older position is dropped.
    pub version: u64,
    /// The engine's progress while it thinks about this game.
    pub thinking: Progress,
    /// Whether the engine is thinking about this game now.
    pub busy: bool,
    last_used: Instant,
    max_plies: usize,
    /// The game's pieces with their pictures for the page's legend: they never change, so
    /// they are drawn once.
    legend: OnceLock<serde_json::Value>,
}

impl Session {
    /// A session of `game`, ended drawn once it has `max_plies` plies.
    pub fn new(game: AnyGame, max_plies: usize) -> Session {
        Session {
            record: Record::of(game.history()),
            game,
            version: 0,
            thinking: Arc::new(Mutex::new(None)),
            busy: false,
            last_used: Instant::now(),
            max_plies,
            legend: OnceLock::new(),
        }
    }

    /// The game's pieces for the legend ([`crate::labels::pieces`]), drawn on first use.
    pub fn legend(&self) -> &serde_json::Value {
        self.legend
            .get_or_init(|| crate::labels::pieces(&self.game))
    }

    /// The game.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The moves played, as JSON text.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Marks the game as used now.
    pub fn touch(&mut self) {
        self.last_used = Instant::now();
    }

    /// When a request last used the game.
    pub fn last_used(&self) -> Instant {
        self.last_used
    }

    /// How the game ended: by its rules or a claimed draw, or else drawn at the ply limit.
    pub fn ending(&self) -> Option<Ending> {
        match self.game.outcome() {
            Some(outcome) => Some(Ending::of(outcome)),
            None if self.game.plies() >= self.max_plies => Some(Ending::ply_limit()),
            None => None,
        }
    }

    /// The legal moves; none once the game is over, at the ply limit too.
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        if self.at_ply_limit() {
            return Vec::new();
        }
        self.game.legal_moves()
    }

    /// The draw the side to move may claim; none once the game is over.
    pub fn claimable_draw(&self) -> Option<EndReason> {
        if self.at_ply_limit() {
            return None;
        }
        self.game.claimable_draw()
    }

    /// Plays `text`, in the game's move text or in SAN.
    ///
    /// # Errors
    /// 409 once the game is over, 422 for a move that is not legal.
    pub fn play(&mut self, text: &str) -> Result<PlayedMove, ApiError> {
        // The game refuses a move once its rules ended it; only the ply limit is checked here,
        // so the end of the game is not worked out twice.
        if self.at_ply_limit() {
            return Err(ApiError::conflict("the game is over"));
        }
        let played = self.game.play(text).map_err(|e| match e {
            GameError::Over(_) => ApiError::conflict("the game is over"),
            other => ApiError::unprocessable(other.to_string()),
        })?;
        self.record.push(&played);
        self.version += 1;
        Ok(played)
    }

    /// Rolls the die at a chance node; the face rolled.
    ///
    /// # Errors
    /// 409 once the game is over or when there is no die to roll.
    pub fn roll(&mut self, rng: &mut Rng) -> Result<PlayedMove, ApiError> {
        self.refuse_when_over()?;
        if !self.game.is_chance() {
            return Err(ApiError::conflict("there is no die to roll now"));
        }
        let rolled = self
            .game
            .roll(rng)
            .ok_or_else(|| ApiError::conflict("the game is over"))?;
        self.record.push(&rolled);
        self.version += 1;
        Ok(rolled)
    }

    /// Claims the draw the side to move may claim.
    ///
    /// # Errors
    /// 409 once the game is over or when there is no draw to claim.
    pub fn claim_draw(&mut self) -> Result<(), ApiError> {
        self.refuse_when_over()?;
        self.game
            .claim_draw()
            .map_err(|err| ApiError::conflict(err.to_string()))?;
        self.version += 1;
        Ok(())
    }

    /// Takes back up to `plies` plies (and the end they brought).
    ///
    /// # Errors
    /// 409 when no move was played.
    pub fn undo(&mut self, plies: usize) -> Result<(), ApiError> {
        if self.game.plies() == 0 {
            return Err(ApiError::conflict("no move to take back"));
        }
        for _ in 0..plies {
            if self.game.undo().is_none() {
                break;
            }
            self.record.pop();
        }
        self.version += 1;
        Ok(())
    }

    /// Refuses a change to a game that is over.
    ///
    /// # Errors
    /// 409 once the game is over.
    pub fn refuse_when_over(&self) -> Result<(), ApiError> {
        match self.ending() {
            Some(_) => Err(ApiError::conflict("the game is over")),
            None => Ok(()),
        }
    }

    fn at_ply_limit(&self) -> bool {
        self.game.plies() >= self.max_plies
    }
}
