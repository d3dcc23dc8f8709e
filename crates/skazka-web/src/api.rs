//! The JSON API (documented in `docs/web.md`) and the embedded page.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Json;
use axum::Router;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};
use skazka::core::Color;
use skazka::engine::{Limits, Rng};
use skazka::{AnyGame, Registry, Variant};
use tokio::sync::Semaphore;

use crate::Config;
use crate::labels;
use crate::pgn;
use crate::session::{self, truncate};
use crate::store::{Entry, Store};

/// The server's state: the open games and the engine's seats.
pub struct AppState {
    store: Mutex<Store>,
    config: Config,
    searches: Semaphore,
}

impl AppState {
    fn store(&self) -> std::sync::MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// An error answer: a status and a message, sent as `{"error": "…"}`.
#[derive(Debug)]
pub struct ApiError(StatusCode, String);

impl ApiError {
    fn bad(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::BAD_REQUEST, message.into())
    }
    fn conflict(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::CONFLICT, message.into())
    }
    fn illegal(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::UNPROCESSABLE_ENTITY, message.into())
    }
    fn not_found() -> ApiError {
        ApiError(
            StatusCode::NOT_FOUND,
            "no such game (it may have expired)".into(),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        ApiError(r.status(), lowercase_first(&truncate(&r.body_text())))
    }
}

/// `text` with its first letter in lower case, as the library's messages are.
fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

type ApiResult = Result<Json<Value>, ApiError>;

/// The router of the whole server.
pub fn router(config: Config) -> Router {
    let limit = config.body_limit;
    let searches = Semaphore::new(config.max_searches.max(1));
    let state = Arc::new(AppState {
        store: Mutex::new(Store::new(config.max_games, config.ttl)),
        config,
        searches,
    });
    let sweeper = Arc::downgrade(&state);
    if tokio::runtime::Handle::try_current().is_ok() {
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(30));
            loop {
                tick.tick().await;
                let Some(state) = sweeper.upgrade() else {
                    break;
                };
                state.store().expire(Instant::now());
            }
        });
    }
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
        .with_state(state)
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

/// The JSON of a game.
fn state_json(id: &str, e: &Entry) -> Value {
    let s = &e.game;
    let outcome = s.outcome().map(|o| {
        json!({
            "result": o.score(),
            "winner": o.winner().map(|c| c.to_string()),
            "reason": o.reason().to_string(),
            "text": o.to_string(),
        })
    });
    let thinking = if e.busy {
        let t = *e.thinking.lock().unwrap_or_else(PoisonError::into_inner);
        Some(json!({
            "depth": t.map(|t| t.depth),
            "score": t.map(|t| t.score),
            "nodes": t.map(|t| t.nodes),
        }))
    } else {
        None
    };
    json!({
        "id": id,
        "variant": s.variant().name(),
        "options": s.options(),
        "fen": s.fen(),
        "start_fen": s.start_fen(),
        "turn": s.turn().to_string(),
        "moves": s.moves(),
        "moves_san": s.san_moves(),
        "last_move": session::last_move(s),
        "legal_moves": s.legal_moves(),
        "check": s.is_check(),
        "chance": s.is_chance(),
        "outcome": outcome,
        "claimable_draw": s.claimable_draw().map(|r| r.to_string()),
        "thinking": thinking,
        "pieces": labels::pieces(s),
    })
}

/// The body of `POST /api/games`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    options: Option<Value>,
    #[serde(default)]
    fen: Option<String>,
    #[serde(default)]
    pgn: Option<String>,
}

fn options_text(v: Option<&Value>) -> Result<String, ApiError> {
    match v {
        None | Some(Value::Null) => Ok(String::new()),
        Some(Value::String(s)) => Ok(s.clone()),
        Some(Value::Object(map)) => {
            let mut words = Vec::new();
            for (k, v) in map {
                let value = match v {
                    Value::String(s) => s.clone(),
                    Value::Bool(b) => b.to_string(),
                    Value::Number(n) => n.to_string(),
                    _ => {
                        return Err(ApiError::bad(format!(
                            "option `{}` needs a text value",
                            truncate(k)
                        )));
                    }
                };
                if k.contains(char::is_whitespace) || value.contains(char::is_whitespace) {
                    return Err(ApiError::bad("option keys and values have no spaces"));
                }
                words.push(format!("{k}={value}"));
            }
            Ok(words.join(" "))
        }
        Some(_) => Err(ApiError::bad("options are `key=value` text or an object")),
    }
}

async fn create(
    State(state): State<Arc<AppState>>,
    body: Result<Json<CreateBody>, JsonRejection>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let Json(body) = body?;
    let game = if let Some(text) = &body.pgn {
        let s = pgn::read(text).map_err(|e| ApiError::bad(e.to_string()))?;
        if let Some(v) = &body.variant {
            if !v.eq_ignore_ascii_case(s.variant().name()) {
                return Err(ApiError::bad(format!(
                    "the pgn is a {} game, not {}",
                    s.variant(),
                    truncate(v)
                )));
            }
        }
        s
    } else {
        let name = body.variant.as_deref().unwrap_or("chess");
        let variant: Variant = name
            .parse()
            .map_err(|e: skazka::VariantError| ApiError::bad(e.to_string()))?;
        let options = options_text(body.options.as_ref())?;
        let fen = body.fen.as_deref().map(str::trim).filter(|f| !f.is_empty());
        AnyGame::of(variant, &options, fen).map_err(|e| ApiError::bad(truncate(&e.to_string())))?
    };
    if game.plies() > state.config.max_plies {
        return Err(ApiError::bad(format!(
            "games are limited to {} plies",
            state.config.max_plies
        )));
    }
    let mut store = state.store();
    let id = store.insert(game);
    let entry = store.get(&id).ok_or_else(ApiError::not_found)?;
    Ok((StatusCode::CREATED, Json(state_json(&id, entry))))
}

async fn show(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    Ok(Json(state_json(&id, e)))
}

async fn delete(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
) -> Result<StatusCode, ApiError> {
    if state.store().remove(&id) {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::not_found())
    }
}

/// The body of `POST /api/games/{id}/move`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(rename = "move")]
    text: String,
}

async fn play(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: Result<Json<MoveBody>, JsonRejection>,
) -> ApiResult {
    let Json(body) = body?;
    if body.text.len() > 64 {
        return Err(ApiError::bad("a move is at most 64 bytes"));
    }
    let max = state.config.max_plies;
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    if e.game.plies() >= max {
        return Err(ApiError::conflict(format!(
            "games are limited to {max} plies"
        )));
    }
    if e.game.outcome().is_some() {
        return Err(ApiError::conflict("the game is over"));
    }
    let text = body.text.trim();
    e.game
        .play(text)
        .map_err(|err| ApiError::illegal(err.to_string()))?;
    e.version += 1;
    Ok(Json(state_json(&id, e)))
}

/// The body of `POST /api/games/{id}/undo`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoBody {
    #[serde(default)]
    plies: Option<usize>,
}

async fn undo(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: Option<Json<UndoBody>>,
) -> ApiResult {
    let plies = body
        .and_then(|Json(b)| b.plies)
        .unwrap_or(1)
        .clamp(1, 10_000);
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    if e.game.plies() == 0 {
        return Err(ApiError::conflict("no move to take back"));
    }
    for _ in 0..plies {
        if e.game.undo().is_none() {
            break;
        }
    }
    e.version += 1;
    Ok(Json(state_json(&id, e)))
}

/// Rolls the die of a chance node in game `id`; answers the game with the face rolled.
fn roll_in(id: &str, e: &mut Entry) -> ApiResult {
    if !e.game.is_chance() {
        return Err(ApiError::conflict("there is no die to roll now"));
    }
    let rolled = e
        .game
        .roll(&mut Rng::new(Rng::seed_from_time()))
        .ok_or_else(|| ApiError::conflict("the game is over"))?;
    let text = rolled.text;
    e.version += 1;
    let mut v = state_json(id, e);
    v["rolled"] = json!(text);
    Ok(Json(v))
}

async fn roll(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    roll_in(&id, e)
}

/// Claims the draw the side to move may claim in game `id`.
async fn claim_draw(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    e.game
        .claim_draw()
        .map_err(|err| ApiError::conflict(err.to_string()))?;
    e.version += 1;
    Ok(Json(state_json(&id, e)))
}

/// The body of `POST /api/games/{id}/engine`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct EngineBody {
    #[serde(default)]
    time_ms: Option<u64>,
    #[serde(default)]
    depth: Option<u32>,
}

async fn engine(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    body: Option<Json<EngineBody>>,
) -> ApiResult {
    let body = body.map(|Json(b)| b).unwrap_or_default();
    let max = state.config.max_think;
    let time =
        Duration::from_millis(body.time_ms.unwrap_or(1000)).clamp(Duration::from_millis(10), max);
    let mut limits = Limits::time(time);
    if let Some(d) = body.depth {
        limits = limits.with_depth(d.clamp(1, 64));
    }
    let (job, version) = {
        let mut store = state.store();
        let e = store.get(&id).ok_or_else(ApiError::not_found)?;
        if e.game.outcome().is_some() {
            return Err(ApiError::conflict("the game is over"));
        }
        if e.busy {
            return Err(ApiError::conflict(
                "the engine is already thinking about this game",
            ));
        }
        if e.game.plies() >= state.config.max_plies {
            return Err(ApiError::conflict(format!(
                "games are limited to {} plies",
                state.config.max_plies
            )));
        }
        if e.game.is_chance() {
            // The engine's side rolls its die.
            return roll_in(&id, e);
        }
        *e.thinking.lock().unwrap_or_else(PoisonError::into_inner) = None;
        e.busy = true;
        (
            session::search_job(&e.game, limits, e.thinking.clone()),
            e.version,
        )
    };
    let permit = state.searches.acquire().await;
    let found = tokio::task::spawn_blocking(job).await;
    drop(permit);
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    e.busy = false;
    let found = found
        .map_err(|_| {
            ApiError(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the search failed".into(),
            )
        })?
        .ok_or_else(|| ApiError::conflict("no move to search"))?;
    if e.version != version {
        return Err(ApiError::conflict(
            "the game changed while the engine was thinking",
        ));
    }
    let played = e
        .game
        .play(&found.text)
        .map_err(|err| ApiError::conflict(err.to_string()))?;
    e.version += 1;
    let mut v = state_json(&id, e);
    v["engine"] = serde_json::to_value(&found).unwrap_or(Value::Null);
    let (white, white_text) = labels::white_score(found.score, played.side);
    v["engine"]["san"] = json!(played.san);
    v["engine"]["score_white"] = json!(white);
    v["engine"]["score_white_text"] = json!(white_text);
    Ok(Json(v))
}

/// The query of `GET /api/games/{id}/svg`.
#[derive(Debug, Deserialize)]
struct SvgQuery {
    #[serde(default)]
    orientation: Option<String>,
    #[serde(default)]
    selected: Option<String>,
    #[serde(default)]
    size: Option<u32>,
}

async fn svg(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    query: Result<Query<SvgQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(q) = query.map_err(|r| ApiError::bad(lowercase_first(&truncate(&r.body_text()))))?;
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
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    let text = session::svg(&e.game, orientation, size, q.selected.as_deref());
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], text).into_response())
}

async fn pgn_out(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let mut store = state.store();
    let e = store.get(&id).ok_or_else(ApiError::not_found)?;
    let text = session::record(&e.game);
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
