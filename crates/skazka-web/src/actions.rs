//! What people do to a game: look at it, forget it, move, take back, roll the die, claim a
//! draw. Each works under the game's own lock.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;
use skazka::engine::Rng;

use crate::api::{ApiResult, AppState, OptionalBody};
use crate::error::ApiError;
use crate::session::Session;
use crate::store;
use crate::view::{Extra, answer};

pub(crate) async fn show(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let shared = state.game(&id)?;
    let session = store::lock(&shared);
    answer(StatusCode::OK, &id, &session, Extra::default())
}

pub(crate) async fn delete(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    if state.store.remove(&id) {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::not_found())
    }
}

/// The body of `POST /api/games/{id}/move`: the move in the game's move text or in SAN.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MoveBody {
    #[serde(rename = "move")]
    text: String,
}

pub(crate) async fn play(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: Result<Json<MoveBody>, JsonRejection>,
) -> ApiResult {
    let Json(body) = body?;
    if body.text.len() > 64 {
        return Err(ApiError::unprocessable("a move is at most 64 bytes"));
    }
    let shared = state.game(&id)?;
    let mut session = store::lock(&shared);
    session.play(body.text.trim())?;
    answer(StatusCode::OK, &id, &session, Extra::default())
}

/// The body of `POST /api/games/{id}/undo`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UndoBody {
    #[serde(default)]
    plies: Option<usize>,
}

pub(crate) async fn undo(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: OptionalBody<UndoBody>,
) -> ApiResult {
    let plies = body?
        .and_then(|Json(b)| b.plies)
        .unwrap_or(1)
        .clamp(1, 10_000);
    let shared = state.game(&id)?;
    let mut session = store::lock(&shared);
    session.undo(plies)?;
    answer(StatusCode::OK, &id, &session, Extra::default())
}

/// Rolls the die of a chance node in game `id`; answers the game with the face rolled.
pub(crate) fn roll_in(id: &str, session: &mut Session) -> ApiResult {
    let rolled = session.roll(&mut Rng::new(Rng::seed_from_time()))?;
    let extra = Extra {
        rolled: Some(rolled.text),
        ..Extra::default()
    };
    answer(StatusCode::OK, id, session, extra)
}

pub(crate) async fn roll(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let shared = state.game(&id)?;
    let mut session = store::lock(&shared);
    roll_in(&id, &mut session)
}

/// Claims the draw the side to move may claim in game `id`.
pub(crate) async fn claim_draw(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
) -> ApiResult {
    let shared = state.game(&id)?;
    let mut session = store::lock(&shared);
    session.claim_draw()?;
    answer(StatusCode::OK, &id, &session, Extra::default())
}
