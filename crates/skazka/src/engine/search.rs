//! Iterative-deepening alpha-beta search.

use core::cmp::Reverse;
use core::fmt;
use core::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use std::time::Instant;
// WebAssembly in a browser or Node has no clock of the standard library.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
use web_time::Instant;

use skazka_core::smallvec::SmallVec;
use skazka_core::{Color, MoveBuffer, Position};

use super::tt::{Bound, Entry, Table};
use super::{Evaluate, Playable};
use crate::{AnyPosition, PositionVisitor};

/// The score of a mate delivered at the root; a mate `n` plies away scores `MATE - n`, and
/// being mated `n` plies away scores `-(MATE - n)`.
pub const MATE: i32 = 30_000;
/// Larger than any score.
const INFINITY: i32 = 32_000;
/// The deepest path the search follows (main search plus quiescence).
const MAX_PLY: usize = 96;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;
/// The deepest iteration a search goes to.
pub const MAX_DEPTH: u32 = 64;
/// How many plies of material-taking moves quiescence follows past the horizon.
const QUIESCENCE_PLIES: u32 = 6;
/// The most captures quiescence follows at one node, the largest gains first. Orthodox chess
/// rarely has more; games where almost every move takes something (clobber, antichess
/// endings) would otherwise grow a quiescence tree of their whole move lists.
const QUIESCENCE_WIDTH: usize = 12;
/// Transposition-table slots of [`best_move`] and [`best_move_any`].
const DEFAULT_TT_ENTRIES: usize = 1 << 16;
/// Move lists longer than this are ordered more cheaply (see `Searcher::order`).
const LONG_MOVE_LIST: usize = 96;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

/// When to stop searching. At least one iteration (depth 1) always completes, so a search of
/// a position with legal moves always returns one.
///
/// Without `infinite` a search also ends by itself once it has proven a mate, or after the
/// first iteration when there is only one move to choose from and no depth was asked for.
/// An `infinite` search ([`Limits::infinite`], for analysis) goes on until a limit is hit or
/// it is stopped from outside ([`SearchControl::with_stop`]), or it completes depth
/// [`MAX_DEPTH`].
///
/// ```
/// use std::time::Duration;
/// use skazka::engine::Limits;
///
/// let quick = Limits::time(Duration::from_millis(200)).with_depth(6);
/// assert_eq!(quick.depth, Some(6));
/// assert_eq!(Limits::default(), Limits::depth(4));
/// assert_eq!(Limits::infinite().to_string(), "infinite");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Limits {
    /// The deepest iteration, in plies (at most 64).
    pub depth: Option<u32>,
    /// Wall-clock budget; the search stops within a few thousand nodes of it.
    pub time: Option<Duration>,
    /// Node budget.
    pub nodes: Option<u64>,
    /// Search until stopped: no early end at a proven mate or a single legal move.
    pub infinite: bool,
}

impl Default for Limits {
    /// Depth 4, no time or node limit.
    fn default() -> Limits {
        Limits::depth(4)
    }
}

impl Limits {
    /// Search to `depth` plies.
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            time: None,
            nodes: None,
            infinite: false,
        }
    }

    /// Search for about `time`.
    #[must_use]
    pub const fn time(time: Duration) -> Limits {
        Limits {
            depth: None,
            time: Some(time),
            nodes: None,
            infinite: false,
        }
    }

    /// Search about `nodes` nodes.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            time: None,
            nodes: Some(nodes),
            infinite: false,
        }
    }

    /// Search until stopped from outside (UCI `go infinite`, XBoard `analyze`); combine with
    /// the `with_` methods for a limit.
    #[must_use]
    pub const fn infinite() -> Limits {
        Limits {
            depth: None,
            time: None,
            nodes: None,
            infinite: true,
        }
    }

    /// The same limits, with a depth limit too.
    #[must_use]
    pub const fn with_depth(mut self, depth: u32) -> Limits {
        self.depth = Some(depth);
        self
    }

    /// The same limits, with a time limit too.
    #[must_use]
    pub const fn with_time(mut self, time: Duration) -> Limits {
        self.time = Some(time);
        self
    }

    /// The same limits, with a node limit too.
    #[must_use]
    pub const fn with_nodes(mut self, nodes: u64) -> Limits {
        self.nodes = Some(nodes);
        self
    }
}

impl fmt::Display for Limits {
    /// `depth 4`, `time 0.50s, depth 8`, `nodes 10000`, `infinite, depth 6`, or `no limit`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if self.infinite {
            parts.push("infinite".to_owned());
        }
        if let Some(t) = self.time {
            parts.push(format!("time {:.2}s", t.as_secs_f64()));
        }
        if let Some(d) = self.depth {
            parts.push(format!("depth {d}"));
        }
        if let Some(n) = self.nodes {
            parts.push(format!("nodes {n}"));
        }
        if parts.is_empty() {
            f.write_str("no limit")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

/// What [`Engine::search_with`] takes besides the position and the limits: a flag another
/// thread may raise to stop the search, and the root moves to choose from. The default has
/// neither.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use skazka::engine::SearchControl;
///
/// let stop = AtomicBool::new(false);
/// let control = SearchControl::<u16>::new().with_stop(&stop).with_root_moves(&[3, 7]);
/// # let _ = control;
/// ```
#[derive(Debug)]
pub struct SearchControl<'a, M> {
    stop: Option<&'a AtomicBool>,
    root_moves: Option<&'a [M]>,
}

impl<M> Clone for SearchControl<'_, M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for SearchControl<'_, M> {}

impl<M> Default for SearchControl<'_, M> {
    fn default() -> Self {
        SearchControl::new()
    }
}

impl<'a, M> SearchControl<'a, M> {
    /// No stop flag, every legal move.
    #[must_use]
    pub const fn new() -> Self {
        SearchControl {
            stop: None,
            root_moves: None,
        }
    }

    /// The search ends soon after `stop` becomes true: it looks at the flag with the clock,
    /// every 1024 nodes, and after each iteration. The first iteration still completes, so
    /// the search has a move to return; the caller clears the flag before the next search.
    #[must_use]
    pub const fn with_stop(mut self, stop: &'a AtomicBool) -> Self {
        self.stop = Some(stop);
        self
    }

    /// Only these moves are considered at the root (UCI `searchmoves`, moves a user interface
    /// can show). Moves that are not legal are ignored; if none is legal, every legal move is
    /// considered.
    #[must_use]
    pub const fn with_root_moves(mut self, moves: &'a [M]) -> Self {
        self.root_moves = Some(moves);
        self
    }

    fn stop_raised(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// What the search reports after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress<M> {
    /// The depth just completed.
    pub depth: u32,
    /// The best move found so far.
    pub best: M,
    /// Its score for the side to move (see [`MATE`] and [`format_score`]).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
}

/// The outcome of a search: the move to play and what the engine thinks of it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SearchResult<M> {
    /// The move to play; always one of the position's legal moves.
    pub best: M,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The deepest ply from the root the search has reached so far, quiescence included
    /// (less than `depth` only when every line ends sooner).
    pub seldepth: u32,
    /// Nodes searched (in the result of a search: all of them, an unfinished last iteration
    /// included).
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The principal variation: `best`, then the expected replies as far as the
    /// transposition table still knows them (at most `depth` moves, none after a chance node
    /// or a repeated position). Every move is legal where it is played.
    pub pv: Vec<M>,
}

impl<M: Copy> SearchResult<M> {
    /// The same result with its moves in the game's move text: `best` and the principal
    /// variation written from `root`, the position searched.
    #[must_use]
    pub fn to_text<P: Position<Move = M>>(&self, root: &P) -> SearchResult<String> {
        let mut pos = root.clone();
        let mut pv = Vec::with_capacity(self.pv.len());
        for &m in &self.pv {
            pv.push(pos.display_move(m).to_string());
            pos.play_unchecked(m);
        }
        SearchResult {
            best: root.display_move(self.best).to_string(),
            score: self.score,
            depth: self.depth,
            seldepth: self.seldepth,
            nodes: self.nodes,
            elapsed: self.elapsed,
            pv,
        }
    }
}

impl<M: Clone> SearchResult<M> {
    /// The light report of [`Engine::search`]'s progress callback.
    #[must_use]
    pub fn progress(&self) -> Progress<M> {
        Progress {
            depth: self.depth,
            best: self.best.clone(),
            score: self.score,
            nodes: self.nodes,
            elapsed: self.elapsed,
        }
    }
}

impl<M> SearchResult<M> {
    /// Moves to mate: `Some(n)` if the side to move mates in `n`, `Some(-n)` if it is mated
    /// in `n`, `None` otherwise. See [`mate_distance`].
    #[must_use]
    pub fn mate_in(&self) -> Option<i32> {
        mate_distance(self.score)
    }

    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.nodes as f64 / secs
        } else {
            0.0
        }
    }
}

/// Moves to mate for a score: `Some(n)` when the side to move mates in `n` moves,
/// `Some(-n)` when it is mated after `n` moves of its own (`Some(0)`: mated now), `None` for
/// ordinary scores.
///
/// ```
/// use skazka::engine::{MATE, mate_distance};
///
/// assert_eq!(mate_distance(MATE - 1), Some(1));
/// assert_eq!(mate_distance(MATE - 3), Some(2));
/// assert_eq!(mate_distance(-(MATE - 2)), Some(-1));
/// assert_eq!(mate_distance(150), None);
/// ```
#[must_use]
pub fn mate_distance(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-((MATE + score) / 2))
    } else {
        None
    }
}

/// A score for people: `+1.25` (pawns), `mate in 2`, `mated in 3`.
///
/// ```
/// use skazka::engine::{MATE, format_score};
///
/// assert_eq!(format_score(125), "+1.25");
/// assert_eq!(format_score(-40), "-0.40");
/// assert_eq!(format_score(MATE - 3), "mate in 2");
/// ```
#[must_use]
pub fn format_score(score: i32) -> String {
    match mate_distance(score) {
        Some(n) if n > 0 => format!("mate in {n}"),
        Some(n) => format!("mated in {}", -n),
        None => {
            let sign = if score < 0 { '-' } else { '+' };
            let a = score.unsigned_abs();
            format!("{sign}{}.{:02}", a / 100, a % 100)
        }
    }
}

/// The engine: a transposition table that lives across searches, so a game's searches help
/// each other.
#[derive(Clone)]
pub struct Engine<M> {
    tt: Table<M>,
}

impl<M> fmt::Debug for Engine<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("tt_entries", &self.tt_len())
            .finish()
    }
}

impl<M: Copy> Engine<M> {
    /// An engine with a transposition table of about `tt_entries` slots (rounded down to a
    /// power of two; each slot holds a key, a move and a score, a few dozen bytes).
    #[must_use]
    pub fn new(tt_entries: usize) -> Engine<M> {
        Engine {
            tt: Table::new(tt_entries),
        }
    }

    /// An engine whose transposition table takes at most `megabytes` MiB (at least one
    /// slot), for the `Hash` option of the engine protocols.
    #[must_use]
    pub fn with_megabytes(megabytes: usize) -> Engine<M> {
        let slot = size_of::<Option<Entry<M>>>().max(1);
        Engine::new(megabytes.saturating_mul(1 << 20) / slot)
    }

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// Searches `position` within `limits` and returns the best move found, or `None` if
    /// the position has no legal move.
    ///
    /// `history` holds the Zobrist keys of the game's earlier positions (oldest first), so
    /// that the search scores a return to one of them as a draw; pass `&[]` if there is none.
    /// `progress` is called after each completed iteration.
    ///
    /// At a chance node ([`Position::is_chance`]) the result is the outcome best for the side
    /// to move; a fair caller rolls the die itself instead.
    pub fn search<P>(
        &mut self,
        position: &P,
        limits: &Limits,
        history: &[u64],
        mut progress: impl FnMut(&Progress<M>),
    ) -> Option<SearchResult<M>>
    where
        P: Evaluate<Move = M>,
        M: PartialEq + Hash,
    {
        self.search_with(position, limits, history, SearchControl::new(), |r| {
            progress(&r.progress());
        })
    }

    /// [`Engine::search`] under `control`: a stop flag another thread may raise (for `stop`
    /// in the engine protocols, and with [`Limits::infinite`] for analysis), and the root
    /// moves to choose from. `progress` gets the whole result of each completed iteration,
    /// with its selective depth and principal variation.
    ///
    /// ```
    /// # #[cfg(feature = "chess")] {
    /// use std::sync::atomic::{AtomicBool, Ordering};
    /// use skazka::chess::Chess;
    /// use skazka::engine::{Engine, Limits, SearchControl};
    ///
    /// let pos = Chess::new();
    /// let stop = AtomicBool::new(false);
    /// let control = SearchControl::new().with_stop(&stop);
    /// let mut engine = Engine::with_megabytes(1);
    /// let r = engine
    ///     .search_with(&pos, &Limits::infinite(), &[], control, |r| {
    ///         if r.depth == 3 {
    ///             stop.store(true, Ordering::Relaxed); // as another thread would
    ///         }
    ///     })
    ///     .expect("the start has moves");
    /// assert_eq!(r.depth, 3);
    /// assert_eq!(r.pv[0], r.best);
    /// assert!(r.seldepth >= 3);
    /// # }
    /// ```
    pub fn search_with<P>(
        &mut self,
        position: &P,
        limits: &Limits,
        history: &[u64],
        control: SearchControl<'_, M>,
        mut progress: impl FnMut(&SearchResult<M>),
    ) -> Option<SearchResult<M>>
    where
        P: Evaluate<Move = M>,
        M: PartialEq + Hash,
    {
        let moves = position.legal_move_list();
        if moves.is_empty() {
            return None;
        }
        let mut keys = Vec::with_capacity(history.len() + MAX_PLY + 1);
        keys.extend_from_slice(history);
        let mut searcher = Searcher {
            tt: &mut self.tt,
            limits,
            control,
            start: Instant::now(),
            nodes: 0,
            seldepth: 0,
            stopped: false,
            may_stop: false,
            keys,
            root_depth: 0,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * HISTORY_SLOTS],
        };
        searcher.iterate(position, &moves, &mut progress)
    }
}

impl<M> Engine<M> {
    fn tt_len(&self) -> usize {
        self.tt.len()
    }
}

/// The best move of `position` within `limits`, with a fresh engine; `None` if there is no
/// legal move.
///
/// ```
/// # #[cfg(feature = "chess")] {
/// use skazka::chess::Chess;
/// use skazka::core::Position;
/// use skazka::engine::{Limits, best_move};
///
/// let pos = Chess::new();
/// let m = best_move(&pos, &Limits::depth(2)).expect("the start has moves");
/// assert!(pos.is_legal(m));
/// # }
/// ```
pub fn best_move<P: Evaluate>(position: &P, limits: &Limits) -> Option<P::Move> {
    Engine::new(DEFAULT_TT_ENTRIES)
        .search(position, limits, &[], |_| {})
        .map(|r| r.best)
}

/// The best move of a position of any game, in the game's move text, with a fresh engine;
/// `None` if there is no legal move. `progress` sees each completed iteration with its best
/// move as text.
///
/// ```
/// use skazka::Variant;
/// use skazka::engine::{Limits, best_move_any};
///
/// let pos = Variant::Chess.position(None, &[])?;
/// let result = best_move_any(&pos, &Limits::depth(2), |_| {}).expect("the start has moves");
/// assert!(pos.legal_moves_text().contains(&result.best));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn best_move_any(
    position: &AnyPosition,
    limits: &Limits,
    mut progress: impl FnMut(&Progress<String>),
) -> Option<SearchResult<String>> {
    struct Visit<'a> {
        limits: &'a Limits,
        progress: &'a mut dyn FnMut(&Progress<String>),
    }
    impl PositionVisitor for Visit<'_> {
        type Output = Option<SearchResult<String>>;
        fn visit<P: Playable>(self, position: &P) -> Self::Output {
            let control = SearchControl::new();
            let r = Engine::new(DEFAULT_TT_ENTRIES).search_with(
                position,
                self.limits,
                &[],
                control,
                |r| (self.progress)(&r.to_text(position).progress()),
            )?;
            Some(r.to_text(position))
        }
    }
    position.visit(Visit {
        limits,
        progress: &mut progress,
    })
}

/// The state of one search.
struct Searcher<'a, M> {
    tt: &'a mut Table<M>,
    limits: &'a Limits,
    control: SearchControl<'a, M>,
    start: Instant,
    nodes: u64,
    /// The deepest ply reached.
    seldepth: u32,
    /// Set when a limit is hit; every score computed after it is meaningless.
    stopped: bool,
    /// Cleared during the first iteration, which always completes.
    may_stop: bool,
    /// Zobrist keys of the game before the root, then of the path from the root.
    keys: Vec<u64>,
    /// The depth of the iteration under way.
    root_depth: u32,
    /// Per ply, two moves that take nothing and caused a beta cut-off (killer moves).
    killers: Vec<[Option<M>; 2]>,
    /// Per side to move and hashed move, how often and how deep a move that takes nothing
    /// caused a cut-off (the history heuristic).
    history: Vec<i32>,
}

/// Move indices with their ordering scores, best first after sorting.
type Order = SmallVec<[(i32, usize); 128]>;

/// Ordering score of the table's move.
const ORDER_TT: i32 = i32::MAX;
/// Ordering scores of captures start here (plus the value taken, less the mover's).
const ORDER_CAPTURE: i32 = 1 << 28;
/// Ordering scores of the two killer moves of a ply.
const ORDER_KILLERS: [i32; 2] = [(1 << 27) + 1, 1 << 27];
/// History scores stay below this (they are halved when one reaches it).
const HISTORY_MAX: i32 = 1 << 20;
/// Slots of the history table per side (moves are hashed into it).
const HISTORY_SLOTS: usize = 1 << 12;
/// How far the first window of an iteration reaches on each side of the last score.
const ASPIRATION: i32 = 40;
/// Null-move pruning needs this much depth left.
const NULL_MOVE_DEPTH: u32 = 3;
/// Late-move reductions start with this move (counting from 0) at this depth.
const LMR_MOVE: usize = 3;
const LMR_DEPTH: u32 = 3;
/// Quiescence skips a capture that cannot bring the score within this of alpha.
const DELTA_MARGIN: i32 = 200;

/// FNV-1a, with sizes written as 64-bit so that a move hashes alike on every target (and
/// searches stay the same in WebAssembly).
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.write(&(n as u64).to_le_bytes());
    }
    fn write_isize(&mut self, n: isize) {
        self.write(&(n as i64).to_le_bytes());
    }
}

/// The history slot of `m` for `side`.
fn history_slot<M: Hash>(m: M, side: Color) -> usize {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    m.hash(&mut h);
    side.index() * HISTORY_SLOTS + (h.finish() as usize & (HISTORY_SLOTS - 1))
}

/// A child's score from the parent's point of view: negated when the turn passes.
#[inline]
fn for_parent(same_side: bool, score: i32) -> i32 {
    if same_side { score } else { -score }
}

/// Mate scores are stored relative to the node, not the root.
fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The score of a position without legal moves, from its outcome.
fn terminal_score<P: Position>(position: &P, ply: usize) -> i32 {
    match position.outcome().and_then(|o| o.winner()) {
        Some(winner) if winner == position.turn() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => 0,
    }
}

/// The material `m` takes: the game's answer when it has one, otherwise the drop of the
/// opponent's material (`theirs` before the move) after playing it.
fn gain_of<P: Evaluate>(pos: &P, m: P::Move, theirs: i32) -> i32 {
    match pos.captured_value(m) {
        Some(v) => v,
        None => {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (theirs - child.material(!pos.turn())).max(0)
        }
    }
}

/// The ordering score of a capture: most valuable victim first, least valuable attacker
/// first among equal victims.
fn capture_order<P: Evaluate>(pos: &P, m: P::Move, gain: i32) -> i32 {
    ORDER_CAPTURE
        .saturating_add(gain.saturating_mul(1024))
        .saturating_sub(pos.mover_value(m).clamp(0, 1023))
}

impl<M: Copy + PartialEq + Hash> Searcher<'_, M> {
    fn iterate<P: Evaluate<Move = M>>(
        &mut self,
        root: &P,
        moves: &P::MoveList,
        progress: &mut impl FnMut(&SearchResult<M>),
    ) -> Option<SearchResult<M>> {
        let max_depth = self.limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut order = self.root_order(root, moves);
        if let Some(wanted) = self.control.root_moves {
            let kept: Order = order
                .iter()
                .copied()
                .filter(|&(_, i)| wanted.contains(&moves.as_ref()[i]))
                .collect();
            if !kept.is_empty() {
                order = kept;
            }
        }
        let mut result: Option<SearchResult<M>> = None;
        for depth in 1..=max_depth {
            self.may_stop = depth > 1;
            self.root_depth = depth;
            let last = result.as_ref().map(|r| r.score);
            let found = self.aspiration(root, moves, &mut order, depth, last);
            if self.stopped {
                break;
            }
            let Some((best, score)) = found else { break };
            let r = SearchResult {
                best,
                score,
                depth,
                seldepth: self.seldepth,
                nodes: self.nodes,
                elapsed: self.start.elapsed(),
                pv: self.principal_variation(root, best, depth),
            };
            progress(&r);
            result = Some(r);
            let infinite = self.limits.infinite;
            let proven = score.abs() > MATE_BOUND && !infinite;
            let forced = order.len() == 1 && self.limits.depth.is_none() && !infinite;
            let half_time_gone = self
                .limits
                .time
                .is_some_and(|t| self.start.elapsed() * 2 > t);
            if proven || forced || half_time_gone || self.control.stop_raised() {
                break;
            }
        }
        // The whole effort, an unfinished last iteration included.
        if let Some(r) = &mut result {
            r.nodes = self.nodes;
            r.elapsed = self.start.elapsed();
        }
        result
    }

    /// `best`, then the table's moves from the position after it, as long as they are legal,
    /// the position is not a chance node and does not repeat; at most `depth` moves.
    fn principal_variation<P: Evaluate<Move = M>>(&self, root: &P, best: M, depth: u32) -> Vec<M> {
        let mut pv = vec![best];
        let mut pos = root.clone();
        pos.play_unchecked(best);
        let mut seen = vec![root.zobrist(), pos.zobrist()];
        while pv.len() < depth as usize {
            let Some(m) = self.tt.probe(pos.zobrist()).and_then(|e| e.best) else {
                break;
            };
            if pos.is_chance() || !pos.legal_move_list().as_ref().contains(&m) {
                break;
            }
            pos.play_unchecked(m);
            pv.push(m);
            let key = pos.zobrist();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
        }
        pv
    }

    /// One iteration at the root within an aspiration window around the last iteration's
    /// score, widened and searched again while the score falls outside it. Early iterations,
    /// mate scores and chance nodes take the full window.
    fn aspiration<P: Evaluate<Move = M>>(
        &mut self,
        root: &P,
        moves: &P::MoveList,
        order: &mut Order,
        depth: u32,
        last: Option<i32>,
    ) -> Option<(M, i32)> {
        let (mut alpha, mut beta) = match last {
            Some(s) if depth >= 4 && s.abs() < MATE_BOUND && !root.is_chance() => {
                (s - ASPIRATION, s + ASPIRATION)
            }
            _ => (-INFINITY, INFINITY),
        };
        let mut delta = ASPIRATION;
        loop {
            let (m, score) = self.root(root, moves, order, depth, alpha, beta)?;
            if score <= alpha && alpha > -INFINITY {
                delta *= 4;
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta && beta < INFINITY {
                delta *= 4;
                beta = (score + delta).min(INFINITY);
            } else {
                return Some((m, score));
            }
        }
    }

    /// One iteration at the root within `alpha..beta`: the first move with the whole window,
    /// the others with a null window first (principal-variation search). Returns the best
    /// move and its score; reorders `order` so the best move comes first next time.
    fn root<P: Evaluate<Move = M>>(
        &mut self,
        root: &P,
        moves: &P::MoveList,
        order: &mut Order,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(M, i32)> {
        let us = root.turn();
        let chance = root.is_chance();
        let original_alpha = alpha;
        let mut best: Option<(M, i32, usize)> = None;
        self.nodes += 1;
        self.keys.push(root.zobrist());
        for (slot, &(_, i)) in order.iter().enumerate() {
            let m = moves.as_ref()[i];
            let mut child = root.clone();
            child.play_unchecked(m);
            let same = child.turn() == us;
            let score = if chance {
                // Faces of a chance node are scored with a full window each.
                for_parent(
                    same,
                    self.negamax(&child, depth, -INFINITY, INFINITY, 1, true),
                )
            } else if slot == 0 {
                self.child(&child, same, depth - 1, alpha, beta, 1)
            } else {
                let s = self.child(&child, same, depth - 1, alpha, alpha + 1, 1);
                if s > alpha && s < beta {
                    self.child(&child, same, depth - 1, alpha, beta, 1)
                } else {
                    s
                }
            };
            if self.stopped {
                self.keys.pop();
                return None;
            }
            if best.is_none_or(|(_, s, _)| score > s) {
                best = Some((m, score, slot));
                if !chance {
                    alpha = alpha.max(score);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.keys.pop();
        let (m, score, slot) = best?;
        if score > original_alpha && score < beta {
            // Best first; the others keep their order.
            let entry = order.remove(slot);
            order.insert(0, entry);
            if !chance {
                self.tt.store(Entry {
                    key: root.zobrist(),
                    best: Some(m),
                    score: score_to_tt(score, 0),
                    depth: depth.min(255) as u8,
                    bound: Bound::Exact,
                });
            }
        }
        Some((m, score))
    }

    /// Counts a node `ply` plies from the root and looks at the limits and the stop flag now
    /// and then.
    #[inline]
    fn count_node(&mut self, ply: usize) {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply as u32);
        if self.may_stop && self.nodes % CHECK_EVERY == 0 {
            let out_of_time = self.limits.time.is_some_and(|t| self.start.elapsed() >= t);
            let out_of_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
            self.stopped = out_of_time || out_of_nodes || self.control.stop_raised();
        }
    }

    fn is_repetition(&self, key: u64) -> bool {
        self.keys.iter().rev().any(|&k| k == key)
    }

    /// The value of `child`, reached by a move from a node `ply - 1` plies from the root,
    /// for the parent, within the parent's window `alpha..beta`; `same` when the parent's
    /// side moves again.
    fn child<P: Evaluate<Move = M>>(
        &mut self,
        child: &P,
        same: bool,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if same {
            self.negamax(child, depth, alpha, beta, ply, true)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply, true)
        }
    }

    /// Whether a node `ply` plies from the root, in check, is searched a ply deeper: while
    /// the path is shorter than twice the iteration's depth, so that long series of checks
    /// (Synthesis answers check with check) stay bounded.
    fn extends_check(&self, ply: usize) -> bool {
        (ply as u32) < 2 * self.root_depth
    }

    /// The value of `pos` for its side to move, searched `depth` plies deep, `ply` plies from
    /// the root, within the window `alpha..beta` (fail-soft). `allow_null` is false right
    /// after a null move.
    fn negamax<P: Evaluate<Move = M>>(
        &mut self,
        pos: &P,
        mut depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        self.count_node(ply);
        if self.stopped {
            return 0;
        }
        let key = pos.zobrist();
        if self.is_repetition(key) {
            return 0;
        }
        let mut moves = P::MoveList::default();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return terminal_score(pos, ply);
        }
        if ply >= MAX_PLY {
            return pos.evaluate();
        }
        self.keys.push(key);
        let score = if pos.is_chance() {
            self.chance(pos, &moves, depth, ply)
        } else {
            let in_check = pos.is_check();
            // Check extension: a node in check is searched a ply deeper.
            if in_check && self.extends_check(ply) {
                depth += 1;
            }
            if depth == 0 {
                self.quiesce_moves(pos, &moves, alpha, beta, ply, QUIESCENCE_PLIES)
            } else {
                let node = Node {
                    key,
                    depth,
                    alpha,
                    beta,
                    ply,
                    in_check,
                    allow_null,
                };
                self.interior(pos, &moves, node)
            }
        };
        self.keys.pop();
        score
    }

    /// A chance node: the mean of its outcomes, each searched with a full window.
    fn chance<P: Evaluate<Move = M>>(
        &mut self,
        pos: &P,
        moves: &P::MoveList,
        depth: u32,
        ply: usize,
    ) -> i32 {
        let us = pos.turn();
        let mut sum: i64 = 0;
        for &m in moves.as_ref() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let same = child.turn() == us;
            let s = for_parent(
                same,
                self.negamax(&child, depth, -INFINITY, INFINITY, ply + 1, true),
            );
            if self.stopped {
                return 0;
            }
            sum += i64::from(s);
        }
        (sum / moves.len() as i64) as i32
    }

    /// Null-move pruning: if passing still leaves the side to move at or above `beta` after
    /// a shallower search, a real move would too. Only where the game offers a null move
    /// ([`Evaluate::null_move`]: not in check, not where zugzwang is likely, not in games
    /// where a pass changes the rules), never in check, at a null window, with enough depth
    /// left, and when the static score is already at `beta`.
    fn null_move_cuts<P: Evaluate<Move = M>>(&mut self, pos: &P, node: &Node) -> bool {
        let pv = node.beta - node.alpha > 1;
        if !node.allow_null
            || pv
            || node.in_check
            || node.depth < NULL_MOVE_DEPTH
            || node.beta.abs() >= MATE_BOUND
            || pos.evaluate() < node.beta
        {
            return false;
        }
        let Some(null) = pos.null_move() else {
            return false;
        };
        let reduction = 2 + node.depth / 6;
        let depth = node.depth.saturating_sub(1 + reduction);
        let score = -self.negamax(
            &null,
            depth,
            -node.beta,
            -node.beta + 1,
            node.ply + 1,
            false,
        );
        !self.stopped && score >= node.beta
    }

    /// A node of the main search with its moves generated.
    fn interior<P: Evaluate<Move = M>>(&mut self, pos: &P, moves: &P::MoveList, node: Node) -> i32 {
        let Node {
            key,
            depth,
            mut alpha,
            beta,
            ply,
            in_check,
            ..
        } = node;
        let pv = beta - alpha > 1;
        let original_alpha = alpha;
        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
            if u32::from(e.depth) >= depth && !pv {
                let s = score_from_tt(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if usable {
                    return s;
                }
            }
        }
        if self.null_move_cuts(pos, &node) {
            return beta;
        }
        if self.stopped {
            return 0;
        }
        let us = pos.turn();
        let order = self.order(pos, moves, tt_move, ply);
        let mut best = -INFINITY;
        let mut best_move = None;
        for (n, &(rank, i)) in order.iter().enumerate() {
            let m = moves.as_ref()[i];
            let mut child = pos.clone();
            child.play_unchecked(m);
            let same = child.turn() == us;
            let quiet = rank < ORDER_CAPTURE;
            let score = if n == 0 {
                self.child(&child, same, depth - 1, alpha, beta, ply + 1)
            } else {
                // Late-move reduction: quiet moves late in the order, when neither side is
                // in check, are searched shallower first.
                let reduce = quiet
                    && !in_check
                    && depth >= LMR_DEPTH
                    && n >= LMR_MOVE
                    && rank < ORDER_KILLERS[1]
                    && !child.is_check();
                let reduction = if reduce {
                    (1 + u32::from(n >= 8) + u32::from(!pv && depth >= 6)).min(depth - 1)
                } else {
                    0
                };
                let mut s = self.child(
                    &child,
                    same,
                    depth - 1 - reduction,
                    alpha,
                    alpha + 1,
                    ply + 1,
                );
                if s > alpha && reduction > 0 {
                    s = self.child(&child, same, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if s > alpha && s < beta {
                    s = self.child(&child, same, depth - 1, alpha, beta, ply + 1);
                }
                s
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if quiet {
                    self.remember_cutoff(m, us, depth, ply);
                }
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key,
            best: best_move,
            score: score_to_tt(best, ply),
            depth: depth.min(255) as u8,
            bound,
        });
        best
    }

    /// A quiet move `m` of `side` caused a cut-off `depth` plies deep, `ply` from the root:
    /// it becomes the ply's first killer, and its history grows by the square of the depth.
    fn remember_cutoff(&mut self, m: M, side: Color, depth: u32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m) {
            killers[1] = killers[0];
            killers[0] = Some(m);
        }
        let slot = history_slot(m, side);
        let bonus = (depth * depth).min(400) as i32;
        self.history[slot] += bonus;
        if self.history[slot] >= HISTORY_MAX {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }

    /// Quiescence from a node whose moves are not generated yet.
    fn quiesce<P: Evaluate<Move = M>>(
        &mut self,
        pos: &P,
        alpha: i32,
        beta: i32,
        ply: usize,
        plies_left: u32,
    ) -> i32 {
        self.count_node(ply);
        if self.stopped {
            return 0;
        }
        let mut moves = P::MoveList::default();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return terminal_score(pos, ply);
        }
        self.quiesce_moves(pos, &moves, alpha, beta, ply, plies_left)
    }

    /// Quiescence: the static score, unless a move that takes material does better; follows
    /// such moves at most `plies_left` plies, most valuable victim first, and skips those
    /// that cannot bring the score near alpha (delta pruning). Chance nodes take their static
    /// score.
    fn quiesce_moves<P: Evaluate<Move = M>>(
        &mut self,
        pos: &P,
        moves: &P::MoveList,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        plies_left: u32,
    ) -> i32 {
        let stand = pos.evaluate();
        if plies_left == 0 || ply >= MAX_PLY || pos.is_chance() || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let us = pos.turn();
        let theirs = pos.material(!us);
        let mut captures: SmallVec<[(i32, i32, usize); 32]> = SmallVec::new();
        for (i, &m) in moves.as_ref().iter().enumerate() {
            let gain = gain_of(pos, m, theirs);
            if gain > 0 && stand + gain + DELTA_MARGIN > alpha {
                captures.push((capture_order(pos, m, gain), gain, i));
            }
        }
        captures.sort_by_key(|&(rank, _, _)| Reverse(rank));
        captures.truncate(QUIESCENCE_WIDTH);
        let mut best = stand;
        for &(_, _, i) in &captures {
            let mut child = pos.clone();
            child.play_unchecked(moves.as_ref()[i]);
            let score = if child.turn() == us {
                self.quiesce(&child, alpha, beta, ply + 1, plies_left - 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1, plies_left - 1)
            };
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Orders the moves of a node `ply` plies from the root without playing them where the
    /// game can tell what they take: the table's move first, then captures by most valuable
    /// victim and least valuable attacker, then the ply's killer moves, then the other moves
    /// by their history; ties in generation order.
    fn order<P: Evaluate<Move = M>>(
        &self,
        pos: &P,
        moves: &P::MoveList,
        tt_move: Option<M>,
        ply: usize,
    ) -> Order {
        let us = pos.turn();
        let theirs = pos.material(!us);
        let killers = self.killers[ply];
        let mut order: Order = moves
            .as_ref()
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                if Some(m) == tt_move {
                    return (ORDER_TT, i);
                }
                let gain = gain_of(pos, m, theirs);
                if gain > 0 {
                    (capture_order(pos, m, gain), i)
                } else if killers[0] == Some(m) {
                    (ORDER_KILLERS[0], i)
                } else if killers[1] == Some(m) {
                    (ORDER_KILLERS[1], i)
                } else {
                    (self.history[history_slot(m, us)], i)
                }
            })
            .collect();
        order.sort_by_key(|&(score, _)| Reverse(score));
        order
    }

    /// The first order of the root moves: by the static score after each move (which puts
    /// winning captures early), ties in generation order. In long move lists (Stone-chess
    /// placements and mutations) moves the game knows take nothing are not looked at: they
    /// come last, in generation order.
    fn root_order<P: Evaluate<Move = M>>(&self, pos: &P, moves: &P::MoveList) -> Order {
        let us = pos.turn();
        let long = moves.len() > LONG_MOVE_LIST;
        let mut order: Order = moves
            .as_ref()
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                if long && pos.takes_material(m) == Some(false) {
                    return (-INFINITY, i);
                }
                let mut child = pos.clone();
                child.play_unchecked(m);
                (for_parent(child.turn() == us, child.evaluate()), i)
            })
            .collect();
        order.sort_by_key(|&(score, _)| Reverse(score));
        order
    }
}

/// What a node of the main search knows on entry.
struct Node {
    key: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    ply: usize,
    in_check: bool,
    allow_null: bool,
}
