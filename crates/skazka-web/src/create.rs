//! Starting a game: `POST /api/games` from a variant, its options and a FEN, or from PGN.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::Value;
use skazka::{AnyGame, Variant};

use crate::api::{ApiResult, AppState, truncate};
use crate::error::ApiError;
use crate::pgn;
use crate::session::Session;
use crate::store;
use crate::view::{Extra, answer};

/// The body of `POST /api/games`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CreateBody {
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

pub(crate) async fn create(
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
