//! The search the protocols drive: the facade engine's algorithm (iterative-deepening
//! alpha-beta with a transposition table, quiescence over material-taking moves, chance nodes
//! as means) with what a protocol needs on top: a stop flag that another thread may raise at
//! any time, the selective depth, and the principal variation read back from the table.
//!
//! The facade's `Engine::search` stops only at its own limits, so `stop`, `?` and the end of
//! `go infinite` could not interrupt it; this copy checks a shared flag with the clock.

use std::cmp::Reverse;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use skazka::core::smallvec::SmallVec;
use skazka::core::{MoveBuffer, Position};
use skazka::engine::{Evaluate, MATE};

/// Larger than any score.
const INFINITY: i32 = 32_000;
/// The deepest path followed (main search plus quiescence).
const MAX_PLY: usize = 96;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;
/// The deepest iteration.
pub(crate) const MAX_DEPTH: u32 = 64;
/// How many plies of material-taking moves quiescence follows past the horizon.
const QUIESCENCE_PLIES: u32 = 6;
/// Move lists longer than this skip the one-ply look at moves that take nothing.
const LONG_MOVE_LIST: usize = 96;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

/// When to stop.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Limits {
    /// The deepest iteration.
    pub depth: Option<u32>,
    /// Nodes to search.
    pub nodes: Option<u64>,
    /// Time to think; iterations are not begun after half of it.
    pub time: Option<Duration>,
    /// Root moves to leave out, by their move text (moves a user interface cannot show);
    /// ignored when it would leave nothing.
    pub exclude: Option<fn(&str) -> bool>,
}

/// What the search tells after each completed iteration, and at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Report<M> {
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// For the side to move, centipawns or a mate score (see [`MATE`]).
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<M>,
}

impl<M> Report<M> {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        let ms = self.elapsed.as_millis().max(1) as u64;
        self.nodes.saturating_mul(1000) / ms
    }
}

/// How a table score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry<M> {
    key: u64,
    best: Option<M>,
    score: i32,
    depth: u8,
    bound: Bound,
}

/// An always-replace transposition table that lives across the searches of a game.
#[derive(Clone, Debug)]
pub(crate) struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of about `megabytes` MB (at least one slot, a power of two).
    pub fn with_megabytes(megabytes: usize) -> Table<M> {
        let slot = std::mem::size_of::<Option<Entry<M>>>().max(1);
        let wanted = (megabytes.max(1) << 20) / slot;
        let size = 1usize << (usize::BITS - 1 - wanted.max(1).leading_zeros());
        Table {
            entries: vec![None; size],
            mask: size - 1,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }

    fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[(key as usize) & self.mask].filter(|e| e.key == key)
    }

    fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.entries[(entry.key as usize) & self.mask];
        let keep = slot.is_some_and(|old| {
            old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact
        });
        if !keep {
            *slot = Some(entry);
        }
    }
}

/// Searches `root` and returns the last completed iteration; `None` when `root` has no legal
/// move. Depth 1 always completes, so a position with moves always gets one. `history` holds
/// the Zobrist keys of the game's earlier positions (a return to one scores as a draw);
/// `report` sees every completed iteration.
pub(crate) fn search<P: Evaluate>(
    root: &P,
    table: &mut Table<P::Move>,
    limits: &Limits,
    stop: &AtomicBool,
    history: &[u64],
    report: &mut dyn FnMut(&Report<P::Move>),
) -> Option<Report<P::Move>> {
    let moves = root.legal_move_list();
    if moves.is_empty() {
        return None;
    }
    let mut keys = Vec::with_capacity(history.len() + MAX_PLY + 1);
    keys.extend_from_slice(history);
    let mut s = Searcher {
        table,
        limits,
        stop,
        start: Instant::now(),
        nodes: 0,
        seldepth: 0,
        stopped: false,
        may_stop: false,
        keys,
    };
    let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let mut order = s.order(root, &moves, None);
    if let Some(exclude) = limits.exclude {
        let kept: Order = order
            .iter()
            .copied()
            .filter(|&(_, i)| !exclude(&root.display_move(moves.as_ref()[i]).to_string()))
            .collect();
        if !kept.is_empty() {
            order = kept;
        }
    }
    let mut last: Option<Report<P::Move>> = None;
    for depth in 1..=max_depth {
        s.may_stop = depth > 1;
        let found = s.root(root, &moves, &mut order, depth);
        if s.stopped {
            break;
        }
        let Some((best, score)) = found else { break };
        let r = Report {
            depth,
            seldepth: s.seldepth,
            score,
            nodes: s.nodes,
            elapsed: s.start.elapsed(),
            pv: s.principal_variation(root, best, depth),
        };
        report(&r);
        last = Some(r);
        // An analysis without limits goes on past a proven mate, so that it keeps reporting
        // deeper iterations until it is stopped.
        let unlimited = limits.depth.is_none() && limits.time.is_none() && limits.nodes.is_none();
        let proven = score.abs() > MATE_BOUND && !unlimited;
        let forced = moves.len() == 1 && limits.depth.is_none() && limits.time.is_some();
        let half_time_gone = limits.time.is_some_and(|t| s.start.elapsed() * 2 > t);
        if proven || forced || half_time_gone || stop.load(Ordering::Relaxed) {
            break;
        }
    }
    if let Some(r) = &mut last {
        r.nodes = s.nodes;
        r.elapsed = s.start.elapsed();
    }
    last
}

/// Whether a score is a mate score; the moves to mate then are `(MATE - |score| + 1) / 2`.
pub(crate) fn mate_moves(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-((MATE + score) / 2))
    } else {
        None
    }
}

struct Searcher<'a, M> {
    table: &'a mut Table<M>,
    limits: &'a Limits,
    stop: &'a AtomicBool,
    start: Instant,
    nodes: u64,
    seldepth: u32,
    stopped: bool,
    may_stop: bool,
    keys: Vec<u64>,
}

type Order = SmallVec<[(i32, usize); 128]>;

fn for_parent(same_side: bool, score: i32) -> i32 {
    if same_side { score } else { -score }
}

fn score_to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

fn terminal_score<P: Position>(position: &P, ply: usize) -> i32 {
    match position.outcome().and_then(|o| o.winner()) {
        Some(winner) if winner == position.turn() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => 0,
    }
}

impl<M: Copy + PartialEq> Searcher<'_, M> {
    /// The best move, then the table's moves as long as they are legal and new.
    fn principal_variation<P: Evaluate<Move = M>>(&self, root: &P, best: M, depth: u32) -> Vec<M> {
        let mut pv = vec![best];
        let mut pos = root.clone();
        pos.play_unchecked(best);
        let mut seen = vec![root.zobrist(), pos.zobrist()];
        while pv.len() < depth as usize {
            let Some(m) = self.table.probe(pos.zobrist()).and_then(|e| e.best) else {
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

    fn root<P: Evaluate<Move = M>>(
        &mut self,
        root: &P,
        moves: &P::MoveList,
        order: &mut Order,
        depth: u32,
    ) -> Option<(M, i32)> {
        let us = root.turn();
        let chance = root.is_chance();
        let mut alpha = -INFINITY;
        let mut best: Option<(M, i32, usize)> = None;
        self.nodes += 1;
        self.keys.push(root.zobrist());
        for (slot, &(_, i)) in order.iter().enumerate() {
            let m = moves.as_ref()[i];
            let mut child = root.clone();
            child.play_unchecked(m);
            let same = child.turn() == us;
            let (a, b) = if chance {
                (-INFINITY, INFINITY)
            } else {
                (alpha, INFINITY)
            };
            let child_depth = if chance { depth } else { depth - 1 };
            let score = if same {
                self.negamax(&child, child_depth, a, b, 1)
            } else {
                -self.negamax(&child, child_depth, -b, -a, 1)
            };
            if self.stopped {
                self.keys.pop();
                return None;
            }
            if best.is_none_or(|(_, s, _)| score > s) {
                best = Some((m, score, slot));
                alpha = alpha.max(score);
            }
        }
        self.keys.pop();
        let (m, score, slot) = best?;
        let entry = order.remove(slot);
        order.insert(0, entry);
        if !chance {
            self.table.store(Entry {
                key: root.zobrist(),
                best: Some(m),
                score: score_to_table(score, 0),
                depth: depth.min(255) as u8,
                bound: Bound::Exact,
            });
        }
        Some((m, score))
    }

    fn count_node(&mut self, ply: usize) {
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply as u32);
        if self.may_stop && self.nodes % CHECK_EVERY == 0 {
            let out_of_time = self.limits.time.is_some_and(|t| self.start.elapsed() >= t);
            let out_of_nodes = self.limits.nodes.is_some_and(|n| self.nodes >= n);
            self.stopped = out_of_time || out_of_nodes || self.stop.load(Ordering::Relaxed);
        }
    }

    fn negamax<P: Evaluate<Move = M>>(
        &mut self,
        pos: &P,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.count_node(ply);
        if self.stopped {
            return 0;
        }
        let key = pos.zobrist();
        if self.keys.iter().rev().any(|&k| k == key) {
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
        } else if depth == 0 {
            self.quiesce_moves(pos, &moves, alpha, beta, ply, QUIESCENCE_PLIES)
        } else {
            self.interior(pos, key, &moves, depth, (alpha, beta), ply)
        };
        self.keys.pop();
        score
    }

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
                self.negamax(&child, depth, -INFINITY, INFINITY, ply + 1),
            );
            if self.stopped {
                return 0;
            }
            sum += i64::from(s);
        }
        (sum / moves.len() as i64) as i32
    }

    fn interior<P: Evaluate<Move = M>>(
        &mut self,
        pos: &P,
        key: u64,
        moves: &P::MoveList,
        depth: u32,
        (mut alpha, beta): (i32, i32),
        ply: usize,
    ) -> i32 {
        let original_alpha = alpha;
        let mut table_move = None;
        if let Some(e) = self.table.probe(key) {
            table_move = e.best;
            if u32::from(e.depth) >= depth {
                let s = score_from_table(e.score, ply);
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
        let us = pos.turn();
        let order = self.order(pos, moves, table_move);
        let mut best = -INFINITY;
        let mut best_move = None;
        for &(_, i) in &order {
            let m = moves.as_ref()[i];
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = if child.turn() == us {
                self.negamax(&child, depth - 1, alpha, beta, ply + 1)
            } else {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
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
        self.table.store(Entry {
            key,
            best: best_move,
            score: score_to_table(best, ply),
            depth: depth.min(255) as u8,
            bound,
        });
        best
    }

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
        let them = !us;
        let theirs = pos.material(them);
        let mut captures: Order = SmallVec::new();
        for (i, &m) in moves.as_ref().iter().enumerate() {
            if pos.takes_material(m) == Some(false) {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let gain = theirs - child.material(them);
            if gain > 0 {
                captures.push((gain, i));
            }
        }
        captures.sort_unstable_by_key(|&(gain, i)| (Reverse(gain), i));
        let mut best = stand;
        for &(_, i) in &captures {
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

    fn order<P: Evaluate<Move = M>>(
        &self,
        pos: &P,
        moves: &P::MoveList,
        table_move: Option<M>,
    ) -> Order {
        let us = pos.turn();
        let long = moves.len() > LONG_MOVE_LIST;
        let mut order: Order = moves
            .as_ref()
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                if Some(m) == table_move {
                    return (i32::MAX, i);
                }
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

#[cfg(test)]
mod tests {
    use super::*;
    use skazka::chess::Chess;

    #[test]
    fn finds_a_mate_in_one_with_its_pv() {
        let pos = Chess::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").expect("fen");
        let mut table = Table::with_megabytes(1);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            depth: Some(3),
            ..Limits::default()
        };
        let r = search(&pos, &mut table, &limits, &stop, &[], &mut |_| {}).expect("moves");
        assert_eq!(r.pv[0].to_string(), "a1a8");
        assert_eq!(mate_moves(r.score), Some(1));
    }

    #[test]
    fn a_raised_flag_stops_after_the_first_iteration() {
        let pos = Chess::default();
        let mut table = Table::with_megabytes(1);
        let stop = AtomicBool::new(true);
        let r = search(
            &pos,
            &mut table,
            &Limits::default(),
            &stop,
            &[],
            &mut |_| {},
        )
        .expect("moves");
        assert_eq!(r.depth, 1);
    }
}
