//! The engine's move: `POST /api/games/{id}/engine` searches a copy of the game on a blocking
//! thread, with no lock held, then plays the move unless the game changed meanwhile.

use std::sync::{Arc, PoisonError};
use std::time::Duration;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use skazka::engine::Limits;

use crate::actions::roll_in;
use crate::api::{ApiResult, AppState, OptionalBody};
use crate::error::ApiError;
use crate::labels;
use crate::search::{self, EngineMove};
use crate::session::Session;
use crate::store;
use crate::view::{EngineView, Extra, answer};

/// The body of `POST /api/games/{id}/engine`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct EngineBody {
    #[serde(default)]
    time_ms: Option<u64>,
    #[serde(default)]
    depth: Option<u32>,
}

impl EngineBody {
    /// The search's limits, within the server's.
    fn limits(&self, max: Duration) -> Limits {
        let time = Duration::from_millis(self.time_ms.unwrap_or(1000))
            .clamp(Duration::from_millis(10), max);
        let limits = Limits::time(time);
        match self.depth {
            Some(d) => limits.with_depth(d.clamp(1, 64)),
            None => limits,
        }
    }
}

/// What the engine request does once it holds the game: rolls the die, or starts a search.
enum EngineStart {
    Rolled(Response),
    Search(search::SearchJob, u64),
}

/// Starts the engine on game `id`: marks it busy and gives a search of a copy of it.
fn start_engine(id: &str, session: &mut Session, limits: Limits) -> Result<EngineStart, ApiError> {
    session.refuse_when_over()?;
    if session.busy {
        return Err(ApiError::conflict(
            "the engine is already thinking about this game",
        ));
    }
    if session.game().is_chance() {
        // The engine's side rolls its die.
        return roll_in(id, session).map(EngineStart::Rolled);
    }
    *session
        .thinking
        .lock()
        .unwrap_or_else(PoisonError::into_inner) = None;
    session.busy = true;
    let job = search::search_job(session.game().clone(), limits, session.thinking.clone());
    Ok(EngineStart::Search(job, session.version))
}

/// Plays the engine's move in game `id` unless the game changed during the search.
fn finish_engine(
    id: &str,
    session: &mut Session,
    found: Option<EngineMove>,
    version: u64,
) -> ApiResult {
    session.busy = false;
    let found = found.ok_or_else(|| ApiError::conflict("no move to search"))?;
    if session.version != version {
        return Err(ApiError::conflict(
            "the game changed while the engine was thinking",
        ));
    }
    let played = session.play(&found.text)?;
    let (score_white, score_white_text) = labels::white_score(found.score, played.side);
    let extra = Extra {
        engine: Some(EngineView {
            found,
            san: played.san,
            score_white,
            score_white_text,
        }),
        ..Extra::default()
    };
    answer(StatusCode::OK, id, session, extra)
}

pub(crate) async fn engine(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: OptionalBody<EngineBody>,
) -> ApiResult {
    let limits = body?
        .map(|Json(b)| b)
        .unwrap_or_default()
        .limits(state.config.max_think);
    let shared = state.game(&id)?;
    let start = start_engine(&id, &mut store::lock(&shared), limits)?;
    let (job, version) = match start {
        EngineStart::Rolled(answer) => return Ok(answer),
        EngineStart::Search(job, version) => (job, version),
    };
    let permit = state.searches.acquire().await;
    let found = tokio::task::spawn_blocking(job).await;
    drop(permit);
    let mut session = store::lock(&shared);
    match found {
        Ok(found) => finish_engine(&id, &mut session, found, version),
        Err(_) => {
            session.busy = false;
            Err(ApiError::internal("the search failed"))
        }
    }
}
