//! Errors as JSON: every refusal answers `{"error": "…"}`, the framework's own (a malformed
//! body, a wrong content type, a wrong method, an unknown path) included, so that a client
//! reads every answer the same way.

use axum::Json;
use axum::body::{Body, to_bytes};
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// The longest error body of the framework read back to be wrapped in JSON.
const MAX_ERROR_BODY: usize = 4096;

/// An error answer: a status and a message, sent as `{"error": "…"}`.
#[derive(Debug)]
pub struct ApiError(pub StatusCode, pub String);

impl ApiError {
    /// A request the server cannot read: a bad option, FEN, PGN or query.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::BAD_REQUEST, message.into())
    }
    /// A request that does not fit the game now.
    pub fn conflict(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::CONFLICT, message.into())
    }
    /// A malformed or illegal move, or JSON of the wrong shape.
    pub fn unprocessable(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::UNPROCESSABLE_ENTITY, message.into())
    }
    /// No game under the id.
    pub fn not_found() -> ApiError {
        ApiError(
            StatusCode::NOT_FOUND,
            "no such game (it may have expired)".into(),
        )
    }
    /// A failure of the server itself.
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::INTERNAL_SERVER_ERROR, message.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

impl From<JsonRejection> for ApiError {
    /// The framework's status (400 for bad JSON, 415 for another content type, 413 for a body
    /// too large, 422 for JSON of the wrong shape) with the reason serde gives.
    fn from(r: JsonRejection) -> ApiError {
        ApiError(r.status(), message(&r.body_text()))
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::bad(message(&r.body_text()))
    }
}

/// The framework's error text as the library writes messages: the cause without the
/// framework's preamble, lower case first, at most 200 characters.
fn message(text: &str) -> String {
    let cause = match text.split_once(": ") {
        Some((preamble, cause)) if preamble.starts_with("Failed to") => cause,
        _ => text,
    };
    let mut chars = cause.trim().chars();
    let lowered: String = match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    };
    clip(&lowered, 200)
}

/// At most `max` characters of `text`, an ellipsis marking the cut.
pub fn clip(text: &str, max: usize) -> String {
    let mut s: String = text.chars().take(max).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}

/// Rewrites an error answer that is not JSON (the framework's rejections, a wrong method) as
/// `{"error": "…"}` with the same status and headers.
pub async fn json_errors(response: Response) -> Response {
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error()) || is_json(&response) {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let text = to_bytes(body, MAX_ERROR_BODY).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text);
    let mut reason = if text.trim().is_empty() {
        status.canonical_reason().unwrap_or("error").to_owned()
    } else {
        text.into_owned()
    };
    if let Some(allow) = parts
        .headers
        .get(header::ALLOW)
        .and_then(|v| v.to_str().ok())
    {
        reason = format!("{reason}; this path takes {allow}");
    }
    let body = json!({ "error": message(&reason) }).to_string();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Response::from_parts(parts, Body::from(body))
}

fn is_json(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}
