//! Legal move generation.
//!
//! Fully legal, without playing moves to test them, except en passant: the king never steps
//! onto an attacked square (tested with the king lifted off the board), a pinned piece stays on
//! the line through its king, and in check only captures of the checker, interpositions and
//! king moves are generated (king moves only, in double check).
//!
//! The generator hands each piece's destinations to a [`MoveSink`] as one bitboard, so that
//! counting the moves (perft's last ply) costs a population count instead of a list.

use skazka_core::arrayvec::ArrayVec;
use skazka_core::{Color, Square};

use crate::attacks::{TABLES, Tables};
use crate::bits::Bits;
use crate::position::castle_squares;
use crate::{Chess, Move, Role, Wing};

/// The list [`Position::legal_moves`](skazka_core::Position::legal_moves) fills: an
/// [`ArrayVec`] of the `arrayvec` crate, major version 0.7 (re-exported as
/// `skazka_core::arrayvec`), so move generation never allocates. The most legal moves any
/// chess position is known to have is 218; the list holds 256.
pub type MoveList = ArrayVec<Move, 256>;

/// Receives the legal moves, a piece at a time.
pub(crate) trait MoveSink {
    /// The piece on `from` moves to each square of `to` (castling: the king's two-square move).
    fn add(&mut self, from: Square, to: Bits);
    /// The pawn on `from` moves to each square of `to` and promotes, to any of the four roles.
    fn add_promotions(&mut self, from: Square, to: Bits);
}

impl MoveSink for MoveList {
    #[inline]
    fn add(&mut self, from: Square, to: Bits) {
        for to in to {
            self.push(Move::new(from, to));
        }
    }

    #[inline]
    fn add_promotions(&mut self, from: Square, to: Bits) {
        for to in to {
            for role in Role::PROMOTIONS {
                self.push(Move::with_promotion(from, to, role));
            }
        }
    }
}

/// Counts the moves without listing them.
#[derive(Default)]
pub(crate) struct MoveCounter(usize);

impl MoveCounter {
    /// The number of moves added.
    #[inline]
    pub(crate) fn total(&self) -> usize {
        self.0
    }
}

impl MoveSink for MoveCounter {
    #[inline]
    fn add(&mut self, _from: Square, to: Bits) {
        self.0 += sparse_count(to.0);
    }

    #[inline]
    fn add_promotions(&mut self, _from: Square, to: Bits) {
        self.0 += Role::PROMOTIONS.len() * to.count();
    }
}

/// The number of squares of a set of a piece's destinations.
///
/// With a population-count instruction this is that instruction. Rust's default x86-64 target
/// has none and emulates it in about a dozen instructions whatever the set; a piece has few
/// destinations, so there clearing one square per step is cheaper.
#[inline]
fn sparse_count(set: u64) -> usize {
    #[cfg(all(target_arch = "x86_64", not(target_feature = "popcnt")))]
    {
        let (mut set, mut n) = (set, 0);
        while set != 0 {
            set &= set - 1;
            n += 1;
        }
        n
    }
    #[cfg(not(all(target_arch = "x86_64", not(target_feature = "popcnt"))))]
    {
        set.count_ones() as usize
    }
}

/// What every piece of the side to move needs to know about the position.
struct Context<'a> {
    pos: &'a Chess,
    t: &'a Tables,
    us: Color,
    king: Square,
    occupied: Bits,
    enemy: Bits,
    /// Where a piece other than the king may go: anywhere but onto its own pieces, or in
    /// check, onto the checker or a square between it and the king.
    target: Bits,
    /// Own pieces pinned to the king.
    pinned: Bits,
}

impl Context<'_> {
    /// The destinations a piece on `from` is limited to: the target squares, and the line
    /// through the king if it is pinned.
    #[inline]
    fn allowed(&self, from: Square) -> Bits {
        if self.pinned.contains(from) {
            self.target & self.t.line(self.king, from)
        } else {
            self.target
        }
    }
}

pub(crate) fn generate<S: MoveSink>(pos: &Chess, sink: &mut S) {
    let t = &*TABLES;
    let us = pos.turn_color();
    let them = !us;
    let king = pos.king(us);
    let own = pos.color_bits(us);
    let enemy = pos.color_bits(them);
    let occupied = own | enemy;
    let checkers = pos.attackers_bits(king, them, occupied);

    // King steps: the destination must be safe with the king lifted off its square, so that
    // it cannot hide behind itself from a slider.
    let lifted = occupied.without(king);
    let safe = (t.king(king) - own)
        .into_iter()
        .filter(|&to| !pos.is_attacked_bits(to, them, lifted))
        .collect();
    sink.add(king, safe);
    if checkers.has_more_than_one() {
        return;
    }
    let target = match checkers.first() {
        Some(checker) => t.between(king, checker).with(checker),
        None => {
            castling(pos, us, occupied, sink);
            Bits::ALL - own
        }
    };
    let cx = Context {
        pos,
        t,
        us,
        king,
        occupied,
        enemy,
        target,
        pinned: pinned(pos, us, king, occupied),
    };
    for from in pos.bits(us, Role::Knight) - cx.pinned {
        sink.add(from, t.knight(from) & target);
    }
    for from in pos.bits(us, Role::Bishop) {
        sink.add(from, t.bishop(from, occupied) & cx.allowed(from));
    }
    for from in pos.bits(us, Role::Rook) {
        sink.add(from, t.rook(from, occupied) & cx.allowed(from));
    }
    for from in pos.bits(us, Role::Queen) {
        let lines = t.rook(from, occupied) | t.bishop(from, occupied);
        sink.add(from, lines & cx.allowed(from));
    }
    for from in pos.bits(us, Role::Pawn) {
        pawn_moves(&cx, from, sink);
    }
}

fn pawn_moves<S: MoveSink>(cx: &Context<'_>, from: Square, sink: &mut S) {
    let (t, us) = (cx.t, cx.us);
    let step = t.pawn_step(us, from) - cx.occupied;
    let double_step = if step.any() {
        t.pawn_double_step(us, from) - cx.occupied
    } else {
        Bits::EMPTY
    };
    let allowed = cx.allowed(from);
    let single = (step | (t.pawn_attacks(us, from) & cx.enemy)) & allowed;
    if t.pawn_step(us, from).intersects(Bits::BACK_RANKS) {
        sink.add_promotions(from, single);
    } else {
        sink.add(from, single | (double_step & allowed));
    }
    if let Some(ep) = cx.pos.ep_square() {
        if t.pawn_attacks(us, from).contains(ep) && en_passant_is_safe(cx, from, ep) {
            sink.add(from, Bits::from_square(ep));
        }
    }
}

/// En passant removes two pieces from one rank, which no pin test covers; play it on the
/// occupancy and look at the king.
fn en_passant_is_safe(cx: &Context<'_>, from: Square, ep: Square) -> bool {
    let victim = Square::from_index(ep.index() ^ 8);
    let after = cx.occupied.without(from).without(victim).with(ep);
    let attackers = cx.pos.attackers_bits(cx.king, !cx.us, after) - Bits::from_square(victim);
    attackers.is_empty()
}

/// Own pieces that alone stand between the king and an enemy slider on the slider's line.
fn pinned(pos: &Chess, us: Color, king: Square, occupied: Bits) -> Bits {
    let t = &*TABLES;
    let them = !us;
    let queens = pos.bits(them, Role::Queen);
    let snipers = (t.rook_lines(king) & (pos.bits(them, Role::Rook) | queens))
        | (t.bishop_lines(king) & (pos.bits(them, Role::Bishop) | queens));
    let own = pos.color_bits(us);
    let mut pinned = Bits::EMPTY;
    for sniper in snipers {
        let blockers = t.between(king, sniper) & occupied;
        if !blockers.has_more_than_one() {
            pinned |= blockers & own;
        }
    }
    pinned
}

fn castling<S: MoveSink>(pos: &Chess, us: Color, occupied: Bits, sink: &mut S) {
    let t = &*TABLES;
    for wing in Wing::ALL {
        if !pos.castling().has(us, wing) {
            continue;
        }
        let cs = castle_squares(us, wing);
        let path = t.between(cs.king, cs.king_to).with(cs.king_to);
        let must_be_empty = (t.between(cs.king, cs.rook) | path)
            .without(cs.king)
            .without(cs.rook);
        if must_be_empty.intersects(occupied)
            || path
                .into_iter()
                .any(|sq| pos.is_attacked_bits(sq, !us, occupied))
        {
            continue;
        }
        sink.add(cs.king, Bits::from_square(cs.king_to));
    }
}

impl Chess {
    #[inline]
    fn turn_color(&self) -> Color {
        skazka_core::Position::turn(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_count_counts_every_set() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..1000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            for set in [0, u64::MAX, state, state & (state >> 3) & (state >> 7)] {
                assert_eq!(sparse_count(set), set.count_ones() as usize);
            }
        }
    }
}
