//! What the web board asks of a game besides what [`AnyGame`] answers: its search on another
//! thread, its picture with the squares a click selects, its record.

use std::sync::{Arc, Mutex};

use skazka::core::Color;
use skazka::engine::Limits;
use skazka::{AnyEngine, AnyGame, SearchOptions};
use skazka_svg::Options;

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

/// A search to run away from the store's lock.
pub type SearchJob = Box<dyn FnOnce() -> Option<EngineMove> + Send>;

/// A search of `game`'s current position for the engine, to run on another thread; the
/// engine's progress goes to `progress`.
pub fn search_job(
    game: &AnyGame,
    limits: Limits,
    progress: Arc<Mutex<Option<Thinking>>>,
) -> SearchJob {
    let game = game.clone();
    Box::new(move || {
        let mut engine = AnyEngine::with_megabytes(4);
        let result = game.search(&mut engine, &limits, SearchOptions::default(), |p| {
            let mut t = progress.lock().unwrap_or_else(|e| e.into_inner());
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

/// The names of the squares the last ply changed.
pub fn last_move(game: &AnyGame) -> Vec<String> {
    let geo = game.geometry();
    game.last_move_squares()
        .into_iter()
        .map(|s| s.display(geo).to_string())
        .collect()
}

/// The board as SVG, from `orientation`'s side, with the last move and, when a square is
/// `selected`, the squares its piece can go to.
pub fn svg(game: &AnyGame, orientation: Color, size: u32, selected: Option<&str>) -> String {
    let geo = game.geometry();
    let parse = |t: &str| geo.parse_square(t).ok();
    let mut options = Options {
        orientation,
        size,
        square_ids: true,
        last_move: game.last_move_squares(),
        ..Options::default()
    };
    if let Some(sel) = selected.and_then(parse) {
        options.selected.push(sel);
        let name = sel.display(geo).to_string();
        options.highlights = game
            .legal_moves()
            .iter()
            .filter(|m| m.from.as_deref() == Some(name.as_str()))
            .filter_map(|m| m.to.as_deref().and_then(parse))
            .collect();
        options.highlights.dedup();
    }
    game.svg(&options)
}

/// The game as PGN, written by `skazka-pgn`.
pub fn record(game: &AnyGame) -> String {
    game.pgn(&[("Event", "skazka web board"), ("Site", "local")])
}

/// At most 60 characters of `text`, for error messages.
pub fn truncate(text: &str) -> String {
    let mut s: String = text.chars().take(60).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}
