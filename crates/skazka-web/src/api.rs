//! The JSON API (documented in `docs/web.md`) and the embedded page.
//!
//! A request finds its game in the store, then works on it under that game's lock alone; the
//! engine searches a copy of the game with no lock held.

use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant};

use axum::Json;
use axum::Router;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};
use skazka::core::Color;
use skazka::engine::{Limits, Rng};
use skazka::{AnyGame, Registry, Variant};
use tokio::sync::Semaphore;

use crate::Config;
use crate::error::{ApiError, clip, json_errors};
use crate::pgn;
use crate::render;
use crate::search::{self, EngineMove};
use crate::session::Session;
use crate::store::{self, Shared, Store};
use crate::view::{Extra, answer};

/// The server's state: the open games and the engine's seats.
pub struct AppState {
    store: Store,
    config: Config,
    searches: Semaphore,
}

impl AppState {
    /// The game `id`, not yet locked.
    fn game(&self, id: &str) -> Result<Shared, ApiError> {
        self.store.get(id).ok_or_else(ApiError::not_found)
    }
}

type ApiResult = Result<Response, ApiError>;

/// A JSON body that may be left out.
type OptionalBody<T> = Result<Option<Json<T>>, JsonRejection>;

/// At most 60 characters of `text`, for error messages quoting a request.
fn truncate(text: &str) -> String {
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

/// The options of a new game as `key=value` words, from text or an object of scalars; any
/// other JSON is the wrong shape (422).
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
                        return Err(ApiError::unprocessable(format!(
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
        Some(_) => Err(ApiError::unprocessable(
            "options are `key=value` text or an object",
        )),
    }
}

/// The game a `POST /api/games` body asks for.
fn new_game(body: &CreateBody) -> Result<AnyGame, ApiError> {
    if let Some(text) = &body.pgn {
        let game = pgn::read(text).map_err(|e| ApiError::bad(e.to_string()))?;
        if let Some(v) = &body.variant {
            if !v.eq_ignore_ascii_case(game.variant().name()) {
                return Err(ApiError::bad(format!(
                    "the pgn is a {} game, not {}",
                    game.variant(),
                    truncate(v)
                )));
            }
        }
        return Ok(game);
    }
    let name = body.variant.as_deref().unwrap_or("chess");
    let variant: Variant = name
        .parse()
        .map_err(|e: skazka::VariantError| ApiError::bad(e.to_string()))?;
    let options = options_text(body.options.as_ref())?;
    let fen = body.fen.as_deref().map(str::trim).filter(|f| !f.is_empty());
    AnyGame::of(variant, &options, fen).map_err(|e| ApiError::bad(truncate(&e.to_string())))
}

async fn create(
    State(state): State<Arc<AppState>>,
    body: Result<Json<CreateBody>, JsonRejection>,
) -> ApiResult {
    let Json(body) = body?;
    let game = new_game(&body)?;
    let max = state.config.max_plies;
    if game.plies() > max {
        return Err(ApiError::bad(format!("games are limited to {max} plies")));
    }
    let id = state.store.insert(Session::new(game, max));
    let shared = state.game(&id)?;
    let session = store::lock(&shared);
    answer(StatusCode::CREATED, &id, &session, Extra::default())
}

async fn show(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let shared = state.game(&id)?;
    let session = store::lock(&shared);
    answer(StatusCode::OK, &id, &session, Extra::default())
}

async fn delete(
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
struct UndoBody {
    #[serde(default)]
    plies: Option<usize>,
}

async fn undo(
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
fn roll_in(id: &str, session: &mut Session) -> ApiResult {
    session.refuse_when_over()?;
    if !session.game.is_chance() {
        return Err(ApiError::conflict("there is no die to roll now"));
    }
    let rolled = session
        .game
        .roll(&mut Rng::new(Rng::seed_from_time()))
        .ok_or_else(|| ApiError::conflict("the game is over"))?;
    session.version += 1;
    let extra = Extra {
        rolled: Some(rolled.text),
        ..Extra::default()
    };
    answer(StatusCode::OK, id, session, extra)
}

async fn roll(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let shared = state.game(&id)?;
    let mut session = store::lock(&shared);
    roll_in(&id, &mut session)
}

/// Claims the draw the side to move may claim in game `id`.
async fn claim_draw(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let shared = state.game(&id)?;
    let mut session = store::lock(&shared);
    session.refuse_when_over()?;
    session
        .game
        .claim_draw()
        .map_err(|err| ApiError::conflict(err.to_string()))?;
    session.version += 1;
    answer(StatusCode::OK, &id, &session, Extra::default())
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
    if session.game.is_chance() {
        // The engine's side rolls its die.
        return roll_in(id, session).map(EngineStart::Rolled);
    }
    *session
        .thinking
        .lock()
        .unwrap_or_else(PoisonError::into_inner) = None;
    session.busy = true;
    let job = search::search_job(session.game.clone(), limits, session.thinking.clone());
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
    session
        .game
        .play(&found.text)
        .map_err(|err| ApiError::conflict(err.to_string()))?;
    session.version += 1;
    let extra = Extra {
        engine: Some(found),
        ..Extra::default()
    };
    answer(StatusCode::OK, id, session, extra)
}

async fn engine(
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
    let game = store::lock(&state.game(&id)?).game.clone();
    let text = render::svg(&game, orientation, size, q.selected.as_deref());
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], text).into_response())
}

async fn pgn_out(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> ApiResult {
    let text = {
        let shared = state.game(&id)?;
        let session = store::lock(&shared);
        render::record(&session.game, session.ending().as_ref())
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
