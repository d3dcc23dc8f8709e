//! A local web board for every skazka game.
//!
//! `cargo run --release -p skazka-web` serves a page at <http://127.0.0.1:8080> where people
//! pick a game and its options and play against the built-in engine or each other. The page
//! is plain HTML, CSS and JavaScript embedded in the binary; every rule is decided here, by
//! the library, through a small JSON API documented in `docs/web.md`.
//!
//! Memory is bounded: at most [`Config::max_games`] open games, each dropped after
//! [`Config::ttl`] without a request, each ended drawn at [`Config::max_plies`] plies; request
//! bodies are limited to [`Config::body_limit`] bytes.
#![forbid(unsafe_code)]

mod actions;
mod api;
mod create;
mod ending;
mod engine;
mod error;
mod export;
mod labels;
mod pgn;
mod record;
mod render;
mod search;
mod session;
mod store;
mod view;

use std::time::Duration;

pub use api::router;

/// The server's limits.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Config {
    /// Open games at most; when full, the game unused for the longest time is dropped.
    pub max_games: usize,
    /// A game unused this long is dropped.
    pub ttl: Duration,
    /// Plies per game at most: a game that reaches them unfinished is drawn ("ply limit").
    pub max_plies: usize,
    /// The longest the engine may think about one move.
    pub max_think: Duration,
    /// Engine searches running at once at most (others wait their turn).
    pub max_searches: usize,
    /// The largest request body, in bytes.
    pub body_limit: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_games: 100,
            ttl: Duration::from_secs(2 * 60 * 60),
            max_plies: 1000,
            max_think: Duration::from_secs(30),
            max_searches: 2,
            body_limit: 256 * 1024,
        }
    }
}
