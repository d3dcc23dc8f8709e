//! The engine of a run-time game: one transposition table, whatever game it serves.

use core::any::Any;
use core::fmt;
use std::sync::atomic::AtomicBool;

use crate::engine::{Engine, Limits, SearchControl, SearchResult};

/// The search engine an [`AnyGame`](crate::AnyGame) searches with: the facade's
/// [`Engine`] with its transposition table, kept between searches (as the engine protocols
/// keep it between moves) and made anew for a game whose moves are of another type.
///
/// ```
/// use skazka::{AnyEngine, AnyGame, SearchOptions};
/// use skazka::engine::Limits;
///
/// let game = AnyGame::new("chess", "", None)?;
/// let mut engine = AnyEngine::with_megabytes(4);
/// let found = game
///     .search(&mut engine, &Limits::depth(2), SearchOptions::default(), |_| {})
///     .expect("the start has moves");
/// assert!(game.legal_moves().iter().any(|m| m.text == found.best));
/// # Ok::<(), skazka::GameError>(())
/// ```
pub struct AnyEngine {
    megabytes: usize,
    table: Option<Box<dyn Any + Send>>,
}

impl fmt::Debug for AnyEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyEngine")
            .field("megabytes", &self.megabytes)
            .finish_non_exhaustive()
    }
}

impl Default for AnyEngine {
    /// An engine with a 16 MiB table.
    fn default() -> AnyEngine {
        AnyEngine::with_megabytes(16)
    }
}

impl AnyEngine {
    /// An engine whose transposition table takes at most `megabytes` MiB.
    #[must_use]
    pub fn with_megabytes(megabytes: usize) -> AnyEngine {
        AnyEngine {
            megabytes,
            table: None,
        }
    }

    /// The size of the table in MiB.
    #[must_use]
    pub fn megabytes(&self) -> usize {
        self.megabytes
    }

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.table = None;
    }

    /// Gives the table a new size (and forgets it).
    pub fn resize(&mut self, megabytes: usize) {
        self.megabytes = megabytes;
        self.table = None;
    }

    /// The engine for moves of type `M`, made if the table served another game type.
    pub(crate) fn typed<M: Copy + Send + 'static>(&mut self) -> &mut Engine<M> {
        let fits = self
            .table
            .as_ref()
            .is_some_and(|t| t.downcast_ref::<Engine<M>>().is_some());
        if !fits {
            self.table = Some(Box::new(Engine::<M>::with_megabytes(self.megabytes)));
        }
        self.table
            .as_mut()
            .and_then(|t| t.downcast_mut::<Engine<M>>())
            .expect("the table was just made for this move type")
    }
}

/// How a search of an [`AnyGame`](crate::AnyGame) may be steered besides its [`Limits`].
#[derive(Clone, Copy, Default)]
#[non_exhaustive]
pub struct SearchOptions<'a> {
    /// Raised by another thread to end the search soon (the first iteration still completes).
    pub stop: Option<&'a AtomicBool>,
    /// Root moves to leave out, by move text (moves a user interface cannot show); ignored
    /// when it would leave none.
    pub exclude: Option<&'a (dyn Fn(&str) -> bool + Sync)>,
}

impl fmt::Debug for SearchOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SearchOptions")
            .field("stop", &self.stop)
            .field("exclude", &self.exclude.is_some())
            .finish()
    }
}

impl<'a> SearchOptions<'a> {
    /// The search ends soon after `stop` becomes true.
    #[must_use]
    pub fn with_stop(mut self, stop: &'a AtomicBool) -> SearchOptions<'a> {
        self.stop = Some(stop);
        self
    }

    /// Root moves whose text `exclude` accepts are left out.
    #[must_use]
    pub fn with_exclude(mut self, exclude: &'a (dyn Fn(&str) -> bool + Sync)) -> SearchOptions<'a> {
        self.exclude = Some(exclude);
        self
    }
}

/// Runs the engine for moves `M` on `position` with the game's earlier keys in `history`.
pub(crate) fn search<P>(
    engine: &mut AnyEngine,
    position: &P,
    history: &[u64],
    limits: &Limits,
    options: SearchOptions<'_>,
    report: &mut dyn FnMut(&SearchResult<String>),
) -> Option<SearchResult<String>>
where
    P: crate::engine::Playable,
{
    let shown: Vec<P::Move> = match options.exclude {
        Some(exclude) => position
            .legal_move_list()
            .as_ref()
            .iter()
            .copied()
            .filter(|&m| !exclude(&position.display_move(m).to_string()))
            .collect(),
        None => Vec::new(),
    };
    let mut control = SearchControl::new();
    if let Some(stop) = options.stop {
        control = control.with_stop(stop);
    }
    if options.exclude.is_some() {
        control = control.with_root_moves(&shown);
    }
    engine
        .typed::<P::Move>()
        .search_with(position, limits, history, control, |r| {
            report(&r.to_text(position));
        })
        .map(|r| r.to_text(position))
}
