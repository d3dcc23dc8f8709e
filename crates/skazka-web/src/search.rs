//! The engine's search of a game, run on a copy of the game on a blocking thread, so that no
//! lock is held while it thinks.

use std::sync::{Arc, Mutex, PoisonError};

use skazka::engine::Limits;
use skazka::{AnyEngine, AnyGame, SearchOptions};

/// What the engine is thinking while it searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Thinking {
    /// The depth just completed.
    pub depth: u32,
    /// The score for the side to move, in centipawns (mates are large).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
}

/// The engine's progress, shared between the search and the requests that show it.
pub type Progress = Arc<Mutex<Option<Thinking>>>;

/// The engine's finished search: its move and what it thought of it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct EngineMove {
    /// The move in the game's move text.
    #[serde(rename = "move")]
    pub text: String,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The score for the side that moved.
    pub score: i32,
    /// The score as people read it (`+0.35`, `#3`).
    pub score_text: String,
}

/// A search to run away from every lock.
pub type SearchJob = Box<dyn FnOnce() -> Option<EngineMove> + Send>;

/// A search of `game`'s current position, to run on another thread; the engine's progress
/// goes to `progress`.
pub fn search_job(game: AnyGame, limits: Limits, progress: Progress) -> SearchJob {
    Box::new(move || {
        let mut engine = AnyEngine::with_megabytes(4);
        let result = game.search(&mut engine, &limits, SearchOptions::default(), |p| {
            let mut t = progress.lock().unwrap_or_else(PoisonError::into_inner);
            *t = Some(Thinking {
                depth: p.depth,
                score: p.score,
                nodes: p.nodes,
            });
        })?;
        Some(EngineMove {
            text: result.best,
            depth: result.depth,
            score: result.score,
            score_text: skazka::engine::format_score(result.score),
        })
    })
}
