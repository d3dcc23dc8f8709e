//! The game's JSON. The move lists are copied from the JSON text kept with the game
//! ([`Record`]), so a long game's moves are not written again for every request.

use std::sync::PoisonError;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use skazka::LegalMove;

use crate::ending::Ending;
use crate::error::ApiError;
use crate::record::Record;
use crate::render;
use crate::search::{EngineMove, Thinking};
use crate::session::Session;

/// What an answer adds to the game: the face of a die rolled, the engine's move.
#[derive(Debug, Default, Serialize)]
pub struct Extra {
    /// The face the server rolled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rolled: Option<String>,
    /// The engine's move and what it thought of it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<EngineView>,
}

/// The engine's move as the page shows it: the search's answer, the move in SAN and the
/// score from White's side.
#[derive(Debug, Serialize)]
pub struct EngineView {
    /// What the search found.
    #[serde(flatten)]
    pub found: EngineMove,
    /// The move in SAN.
    pub san: String,
    /// The score for White.
    pub score_white: i32,
    /// The score for White as people read it (`+0.35`, `Black mates in 3`).
    pub score_white_text: String,
}

/// The engine's progress as the API writes it; every field is `null` before the first depth.
#[derive(Serialize)]
struct ThinkingView {
    depth: Option<u32>,
    score: Option<i32>,
    nodes: Option<u64>,
}

impl From<Option<Thinking>> for ThinkingView {
    fn from(t: Option<Thinking>) -> ThinkingView {
        ThinkingView {
            depth: t.map(|t| t.depth),
            score: t.map(|t| t.score),
            nodes: t.map(|t| t.nodes),
        }
    }
}

#[derive(Serialize)]
struct GameView<'a> {
    id: &'a str,
    variant: String,
    options: String,
    fen: String,
    start_fen: String,
    turn: String,
    last_move: Vec<String>,
    legal_moves: Vec<LegalMove>,
    check: bool,
    chance: bool,
    outcome: Option<Ending>,
    claimable_draw: Option<String>,
    thinking: Option<ThinkingView>,
    pieces: &'a serde_json::Value,
    #[serde(flatten)]
    extra: Extra,
}

fn view<'a>(id: &'a str, s: &'a Session, extra: Extra) -> GameView<'a> {
    let g = s.game();
    let thinking = s.busy.then(|| {
        let t = *s.thinking.lock().unwrap_or_else(PoisonError::into_inner);
        ThinkingView::from(t)
    });
    GameView {
        id,
        variant: g.variant().name().to_owned(),
        options: g.options(),
        fen: g.fen(),
        start_fen: g.start_fen(),
        turn: g.turn().to_string(),
        last_move: render::last_move(g),
        legal_moves: s.legal_moves(),
        check: g.is_check(),
        chance: g.is_chance(),
        outcome: s.ending(),
        claimable_draw: s.claimable_draw().map(|r| r.to_string()),
        thinking,
        pieces: s.legend(),
        extra,
    }
}

/// The answer with game `id`'s JSON and `extra`, written while the caller holds the game.
///
/// # Errors
/// 500 if the JSON cannot be written (it always can).
pub fn answer(
    status: StatusCode,
    id: &str,
    session: &Session,
    extra: Extra,
) -> Result<Response, ApiError> {
    let record = session.record();
    let mut body = Vec::with_capacity(record.texts().len() + record.sans().len() + 4096);
    serde_json::to_writer(&mut body, &view(id, session, extra))
        .map_err(|e| ApiError::internal(e.to_string()))?;
    add_moves(&mut body, record);
    let json = HeaderValue::from_static("application/json");
    Ok((status, [(header::CONTENT_TYPE, json)], body).into_response())
}

/// Adds `"moves"` and `"moves_san"` to the JSON object written in `body`.
fn add_moves(body: &mut Vec<u8>, record: &Record) {
    // The object has fields already, so the lists follow a comma before its closing brace.
    debug_assert_eq!(body.last(), Some(&b'}'));
    body.pop();
    body.extend_from_slice(b",\"moves\":[");
    body.extend_from_slice(record.texts().as_bytes());
    body.extend_from_slice(b"],\"moves_san\":[");
    body.extend_from_slice(record.sans().as_bytes());
    body.extend_from_slice(b"]}");
}
