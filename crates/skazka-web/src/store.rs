//! The open games: a map from id to game with a cap and an idle expiry, so memory stays
//! bounded whatever clients do.
//!
//! Each game has its own lock. The map's lock is held only to find, add or drop a game, never
//! while a game is worked on, so a slow request on one game does not hold up the others.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, TryLockError};
use std::time::{Duration, Instant};

use crate::session::Session;

/// A game shared between the store and the requests working on it.
pub type Shared = Arc<Mutex<Session>>;

/// The open games.
pub struct Store {
    games: Mutex<HashMap<String, Shared>>,
    max_games: usize,
    ttl: Duration,
}

impl Store {
    /// An empty store holding at most `max_games` games, each dropped after `ttl` unused.
    pub fn new(max_games: usize, ttl: Duration) -> Store {
        Store {
            games: Mutex::new(HashMap::new()),
            max_games: max_games.max(1),
            ttl,
        }
    }

    fn map(&self) -> MutexGuard<'_, HashMap<String, Shared>> {
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Drops the games unused for longer than the expiry.
    pub fn expire(&self, now: Instant) {
        let ttl = self.ttl;
        self.map().retain(|_, s| match idle_since(s) {
            Some(used) => now.saturating_duration_since(used) <= ttl,
            None => true,
        });
    }

    /// Adds a game and returns its id. When the store is full, the game unused for the
    /// longest time makes room.
    pub fn insert(&self, session: Session) -> String {
        self.expire(Instant::now());
        let id = new_id();
        let mut games = self.map();
        while games.len() >= self.max_games {
            let oldest = games
                .iter()
                .filter_map(|(id, s)| idle_since(s).map(|used| (id, used)))
                .min_by_key(|&(_, used)| used)
                .map(|(id, _)| id.clone());
            match oldest {
                Some(id) => games.remove(&id),
                None => break,
            };
        }
        games.insert(id.clone(), Arc::new(Mutex::new(session)));
        id
    }

    /// The game `id`, to be locked by the caller.
    pub fn get(&self, id: &str) -> Option<Shared> {
        self.map().get(id).cloned()
    }

    /// Removes game `id`; whether it was there.
    pub fn remove(&self, id: &str) -> bool {
        self.map().remove(id).is_some()
    }
}

/// Locks a game and marks it as used now.
pub fn lock(shared: &Shared) -> MutexGuard<'_, Session> {
    let mut session = shared.lock().unwrap_or_else(PoisonError::into_inner);
    session.touch();
    session
}

/// When game `s` was last used, or `None` while it is in use (a request holds it or the
/// engine thinks about it), which keeps it from being dropped. Never waits for the game's lock.
fn idle_since(s: &Shared) -> Option<Instant> {
    let session = match s.try_lock() {
        Ok(session) => session,
        Err(TryLockError::Poisoned(e)) => e.into_inner(),
        Err(TryLockError::WouldBlock) => return None,
    };
    (!session.busy).then(|| session.last_used())
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

#[cfg(test)]
mod tests {
    use std::sync::mpsc;
    use std::thread;

    use skazka::AnyGame;

    use super::*;

    fn session() -> Session {
        Session::new(AnyGame::new("chess", "", None).unwrap(), 1000)
    }

    #[test]
    fn a_game_held_by_a_request_does_not_hold_up_the_others() {
        let store = Arc::new(Store::new(10, Duration::from_secs(60)));
        let a = store.insert(session());
        let b = store.insert(session());
        let held = store.get(&a).unwrap();
        let _guard = lock(&held);
        let (tx, rx) = mpsc::channel();
        let other = Arc::clone(&store);
        thread::spawn(move || {
            let shared = other.get(&b).unwrap();
            lock(&shared).play("e2e4").unwrap();
            other.insert(session());
            other.expire(Instant::now());
            tx.send(()).unwrap();
        });
        rx.recv_timeout(Duration::from_secs(10))
            .expect("the other game answers while the first is held");
    }

    #[test]
    fn a_game_in_use_is_not_dropped_to_make_room() {
        let store = Store::new(1, Duration::from_secs(60));
        let a = store.insert(session());
        let held = store.get(&a).unwrap();
        let guard = lock(&held);
        let b = store.insert(session());
        assert!(store.get(&a).is_some() && store.get(&b).is_some());
        drop(guard);
        let c = store.insert(session());
        assert!(store.get(&c).is_some());
        assert_eq!(store.map().len(), 1, "the games not in use made room");
    }

    #[test]
    fn a_game_the_engine_thinks_about_does_not_expire() {
        let store = Store::new(10, Duration::from_millis(50));
        let a = store.insert(session());
        let b = store.insert(session());
        lock(&store.get(&a).unwrap()).busy = true;
        thread::sleep(Duration::from_millis(100));
        store.expire(Instant::now());
        assert!(store.get(&a).is_some());
        assert!(store.get(&b).is_none());
    }
}
