//! The game out of JSON: its picture as SVG and its record as PGN.

use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::IntoResponse;
use serde::Deserialize;
use skazka::core::Color;

use crate::api::{ApiResult, AppState, truncate};
use crate::error::ApiError;
use crate::render;
use crate::store;

/// The query of `GET /api/games/{id}/svg`.
#[derive(Debug, Deserialize)]
pub(crate) struct SvgQuery {
    #[serde(default)]
    orientation: Option<String>,
    #[serde(default)]
    selected: Option<String>,
    #[serde(default)]
    size: Option<u32>,
}

pub(crate) async fn svg(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    query: Result<Query<SvgQuery>, QueryRejection>,
) -> ApiResult {
    let Query(q) = query?;
    let orientation = match q.orientation.as_deref() {
        None | Some("white") => Color::White,
        Some("black") => Color::Black,
        Some(other) => {
            return Err(ApiError::bad(format!(
                "orientation is white or black, not `{}`",
                truncate(other)
            )));
        }
    };
    let size = q.size.unwrap_or(480).clamp(120, 1600);
    // The picture is drawn from a copy, so the game's lock is held only to copy it.
    let game = store::lock(&state.game(&id)?).game().clone();
    let text = render::svg(&game, orientation, size, q.selected.as_deref());
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], text).into_response())
}

pub(crate) async fn pgn_out(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
) -> ApiResult {
    let text = {
        let shared = state.game(&id)?;
        let session = store::lock(&shared);
        render::record(session.game(), session.ending().as_ref())
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "application/x-chess-pgn; charset=utf-8",
            ),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"game.pgn\"",
            ),
        ],
        text,
    )
        .into_response())
}
