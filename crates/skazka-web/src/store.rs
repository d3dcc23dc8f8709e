//! The open games: a map from id to game with a cap and an idle expiry, so memory stays
//! bounded whatever clients do.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use skazka::AnyGame;

use crate::session::Thinking;

/// One open game.
pub struct Entry {
    /// The game.
    pub game: AnyGame,
    /// When a request last touched it.
    pub last_used: Instant,
    /// Bumped by every change, so an engine move found for an older position is dropped.
    pub version: u64,
    /// The engine's progress while it thinks about this game.
    pub thinking: Arc<Mutex<Option<Thinking>>>,
    /// Whether the engine is thinking about this game now.
    pub busy: bool,
}

/// The open games.
pub struct Store {
    games: HashMap<String, Entry>,
    max_games: usize,
    ttl: Duration,
}

impl Store {
    /// An empty store holding at most `max_games` games, each dropped after `ttl` unused.
    pub fn new(max_games: usize, ttl: Duration) -> Store {
        Store {
            games: HashMap::new(),
            max_games: max_games.max(1),
            ttl,
        }
    }

    /// Drops the games unused for longer than the expiry.
    pub fn expire(&mut self, now: Instant) {
        let ttl = self.ttl;
        self.games
            .retain(|_, e| e.busy || now.saturating_duration_since(e.last_used) <= ttl);
    }

    /// Adds a game and returns its id. When the store is full, the game unused for the
    /// longest time makes room.
    pub fn insert(&mut self, game: AnyGame) -> String {
        let now = Instant::now();
        self.expire(now);
        while self.games.len() >= self.max_games {
            let oldest = self
                .games
                .iter()
                .filter(|(_, e)| !e.busy)
                .min_by_key(|(_, e)| e.last_used)
                .map(|(id, _)| id.clone());
            match oldest {
                Some(id) => {
                    self.games.remove(&id);
                }
                None => break,
            }
        }
        let id = new_id();
        self.games.insert(
            id.clone(),
            Entry {
                game,
                last_used: now,
                version: 0,
                thinking: Arc::new(Mutex::new(None)),
                busy: false,
            },
        );
        id
    }

    /// The game `id`, marked as used now.
    pub fn get(&mut self, id: &str) -> Option<&mut Entry> {
        let e = self.games.get_mut(id)?;
        e.last_used = Instant::now();
        Some(e)
    }

    /// Removes game `id`; whether it was there.
    pub fn remove(&mut self, id: &str) -> bool {
        self.games.remove(id).is_some()
    }
}

/// A fresh unguessable id: 32 hexadecimal digits.
fn new_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut parts = [0u64; 2];
    for (i, part) in parts.iter_mut().enumerate() {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(n);
        h.write_usize(i);
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        *part = h.finish();
    }
    format!("{:016x}{:016x}", parts[0], parts[1])
}
