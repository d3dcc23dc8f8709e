//! The JSON API (documented in `docs/web.md`) and the embedded page.
//!
//! A request finds its game in the store, then works on it under that game's lock alone
//! (`actions`, `create`, `export`); the engine searches a copy of the game with no lock held
//! (`engine`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Json;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::extract::rejection::JsonRejection;
use axum::http::{StatusCode, header};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};
use skazka::Registry;
use tokio::sync::Semaphore;

use crate::Config;
use crate::actions::{claim_draw, delete, play, roll, show, undo};
use crate::create::create;
use crate::engine::engine;
use crate::error::{ApiError, clip, json_errors};
use crate::export::{pgn_out, svg};
use crate::store::{Shared, Store};

/// The server's state: the open games and the engine's seats.
pub struct AppState {
    pub(crate) store: Store,
    pub(crate) config: Config,
    pub(crate) searches: Semaphore,
}

impl AppState {
    /// The game `id`, not yet locked.
    pub(crate) fn game(&self, id: &str) -> Result<Shared, ApiError> {
        self.store.get(id).ok_or_else(ApiError::not_found)
    }
}

pub(crate) type ApiResult = Result<Response, ApiError>;

/// A JSON body that may be left out.
pub(crate) type OptionalBody<T> = Result<Option<Json<T>>, JsonRejection>;

/// At most 60 characters of `text`, for error messages quoting a request.
pub(crate) fn truncate(text: &str) -> String {
    clip(text, 60)
}

/// The router of the whole server.
pub fn router(config: Config) -> Router {
    let limit = config.body_limit;
    let searches = Semaphore::new(config.max_searches.max(1));
    let state = Arc::new(AppState {
        store: Store::new(config.max_games, config.ttl),
        config,
        searches,
    });
    spawn_sweeper(&state);
    Router::new()
        .route("/", get(page))
        .route("/app.js", get(script))
        .route("/style.css", get(style))
        .route("/api/variants", get(variants))
        .route("/api/games", post(create))
        .route("/api/games/{id}", get(show).delete(delete))
        .route("/api/games/{id}/move", post(play))
        .route("/api/games/{id}/undo", post(undo))
        .route("/api/games/{id}/roll", post(roll))
        .route("/api/games/{id}/draw", post(claim_draw))
        .route("/api/games/{id}/engine", post(engine))
        .route("/api/games/{id}/svg", get(svg))
        .route("/api/games/{id}/pgn", get(pgn_out))
        .fallback(|| async { ApiError(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(DefaultBodyLimit::max(limit))
        .layer(middleware::map_response(json_errors))
        .with_state(state)
}

/// Drops expired games every 30 seconds while the server runs.
fn spawn_sweeper(state: &Arc<AppState>) {
    let sweeper = Arc::downgrade(state);
    if tokio::runtime::Handle::try_current().is_ok() {
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(30));
            loop {
                tick.tick().await;
                let Some(state) = sweeper.upgrade() else {
                    break;
                };
                state.store.expire(Instant::now());
            }
        });
    }
}

async fn page() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        include_str!("../static/index.html"),
    )
}

async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("../static/app.js"),
    )
}

async fn style() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("../static/style.css"),
    )
}

async fn variants() -> Json<Value> {
    let registry = Registry::new();
    let list: Vec<Value> = registry
        .variants()
        .iter()
        .map(|v| {
            let options: Vec<Value> = v
                .options
                .iter()
                .map(|k| {
                    json!({
                        "name": k.name,
                        "values": k.values,
                        "default": k.default,
                        "help": k.help,
                    })
                })
                .collect();
            json!({ "name": v.name(), "description": v.description, "options": options })
        })
        .collect();
    Json(json!({ "variants": list }))
}
