//! Legal move generation.
//!
//! Pseudo-legal targets come from the attack tables; legality is make-and-test on bitboards
//! (the King's square checked against the hypothetical occupancy, the captured piece left out).
//! The test is skipped for a move when the King is not in check and the move cannot change any
//! attack on it: leaper and pawn attacks do not depend on occupancy, and the slider, hopper,
//! Eagle and Rhino attacks on the King only on squares of its eight lines, so only moves leaving
//! a line that holds such an enemy piece (any line of the Eagle's or Rhino's kind when one
//! exists), or entering a line that holds an enemy hopper, are tested.

use skazka_core::{Bitboard, Color, Position};

use crate::attacks::{
    DIAG, G_ARCHER, G_CANNON, G_DIAG, G_EAGLE, G_ORTH, G_RHINO, GEO, ORTH, TABLES, targets,
};
use crate::options::PromotionTrigger;
use crate::position::{MoveList, kind_of};
use crate::setup::{Wing, castling_squares};
use crate::{Move, PieceKind, Xianling};

/// Where generated moves go.
pub(crate) trait Sink {
    /// Whether [`Sink::bulk`] may replace pushing moves that need no legality test.
    const BULK: bool = false;
    fn push(&mut self, m: Move);
    /// Counts `n` moves without their details (only called when [`Sink::BULK`]).
    fn bulk(&mut self, _n: u64) {}
    /// `true` when no more moves are wanted.
    fn full(&self) -> bool {
        false
    }
}

struct Counter(u64);

impl Sink for Counter {
    const BULK: bool = true;
    #[inline(always)]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
    #[inline(always)]
    fn bulk(&mut self, n: u64) {
        self.0 += n;
    }
}

struct AnyMove(bool);

impl Sink for AnyMove {
    #[inline(always)]
    fn push(&mut self, _: Move) {
        self.0 = true;
    }
    fn full(&self) -> bool {
        self.0
    }
}

impl<F: FnMut(Move)> Sink for F {
    #[inline(always)]
    fn push(&mut self, m: Move) {
        self(m);
    }
}

/// Squares that must be empty for castling on each wing (files g–h, or c–e), rank 1.
const fn between(wing: Wing) -> [u8; 3] {
    match wing {
        Wing::King => [6, 7, u8::MAX],
        Wing::Queen => [2, 3, 4],
    }
}

/// Kinds whose moves are exactly their leaps ([`Tables::kind_leaps`](crate::attacks::Tables)):
/// every leaper except the King (castling, handled apart) and the Pawn.
const PURE_LEAPER: [bool; PieceKind::COUNT] = {
    let mut t = [false; PieceKind::COUNT];
    let mut i = 0;
    while i < PieceKind::COUNT {
        t[i] = matches!(
            PieceKind::ALL[i],
            PieceKind::Wazir
                | PieceKind::Ferz
                | PieceKind::Guard
                | PieceKind::Knight
                | PieceKind::Ship
                | PieceKind::Elephant
                | PieceKind::Camel
                | PieceKind::Zebra
                | PieceKind::Kirin
                | PieceKind::Phoenix
                | PieceKind::Lion
                | PieceKind::Buffalo
        );
        i += 1;
    }
    t
};

#[inline(always)]
fn relative_rank(sq: usize, color: Color) -> usize {
    let y = sq / 10;
    if color.is_white() { y } else { 9 - y }
}

impl Xianling {
    /// Feeds every legal move to `sink`; the forced pass when there is no other and the side
    /// to move is not in check (and did not just see the opponent pass).
    pub(crate) fn generate<S: Sink>(&self, mut sink: S) {
        self.generate_with(&mut sink);
    }

    pub(crate) fn generate_with<S: Sink>(&self, sink: &mut S) {
        if self.bare_kings() {
            return;
        }
        let t = &**TABLES;
        let us = self.turn;
        let them = us.other();
        let occ = self.occupied();
        let all = GEO.all();
        let own = self.by_color[us.index()];
        let enemy = self.by_color[them.index()];
        let ksq = self.kings[us.index()] as usize;
        let in_check = self.attacked(ksq, them, occ, all);
        let test_all = in_check;
        // Lines through the King that matter: leaving one can unblock an enemy slider or
        // hopper on it, change a hopper's screen or open an Eagle's (orthogonal lines) or
        // Rhino's (diagonal lines) path, whose squares all lie on the King's lines; entering
        // one can only create an attack as a new screen for an enemy hopper on it.
        let g = &self.groups[them.index()];
        let (mut from_lines, mut to_lines) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (dirs, sliders, hoppers, bent) in [
            (ORTH, g[G_ORTH], g[G_CANNON], g[G_EAGLE]),
            (DIAG, g[G_DIAG], g[G_ARCHER], g[G_RHINO]),
        ] {
            let any = sliders | hoppers;
            for d in dirs {
                let ray = t.ray[d][ksq];
                if bent.any() || (ray & any).any() {
                    from_lines |= ray;
                }
                if (ray & hoppers).any() {
                    to_lines |= ray;
                }
            }
        }
        let trigger_any = self.options.promotion_trigger == PromotionTrigger::AnyMove;
        let mut found = false;

        for from_sq in own {
            let from = from_sq.index();
            let kind = kind_of(self.board[from]);
            let dests = if PURE_LEAPER[kind.index()] {
                t.kind_leaps[kind.index()][from] - own
            } else {
                let (quiet, att) = targets(t, kind, us, from, occ);
                quiet | (att & enemy)
            };
            if dests.is_empty() {
                continue;
            }
            let without = occ - Bitboard::from_square(from_sq);
            if kind == PieceKind::King {
                for to in dests {
                    if !self.attacked(to.index(), them, without.with(to), all.without(to)) {
                        found = true;
                        sink.push(Move::Normal {
                            from: from_sq,
                            to,
                            promotion: None,
                        });
                    }
                }
                continue;
            }
            let must_test = if test_all || from_lines.contains(from_sq) {
                dests
            } else {
                dests & to_lines
            };
            let promo_rank = match kind {
                PieceKind::Pawn => 8,
                PieceKind::Ferz | PieceKind::Wazir
                    if trigger_any || relative_rank(from, us) == 8 =>
                {
                    9
                }
                _ => usize::MAX,
            };
            let mut slow = dests;
            if S::BULK {
                let promo = if promo_rank == usize::MAX {
                    Bitboard::EMPTY
                } else {
                    t.relative_ranks[us.index()][promo_rank]
                };
                let free = dests - must_test - promo;
                if free.any() {
                    found = true;
                    sink.bulk(u64::from(free.count()));
                }
                slow = dests & (must_test | promo);
            }
            for to in slow {
                if must_test.contains(to)
                    && self.attacked(ksq, them, without.with(to), all.without(to))
                {
                    continue;
                }
                found = true;
                if relative_rank(to.index(), us) == promo_rank {
                    if kind != PieceKind::Pawn {
                        sink.push(Move::Normal {
                            from: from_sq,
                            to,
                            promotion: None,
                        });
                    }
                    for &k in kind.promotions() {
                        sink.push(Move::Normal {
                            from: from_sq,
                            to,
                            promotion: Some(k),
                        });
                    }
                } else {
                    sink.push(Move::Normal {
                        from: from_sq,
                        to,
                        promotion: None,
                    });
                }
            }
            if sink.full() {
                return;
            }
        }

        if !in_check && self.castling.bits() != 0 {
            for wing in [Wing::King, Wing::Queen] {
                if !self.castling.has(us, wing) {
                    continue;
                }
                let [k, kt, r, rt] = castling_squares(us, wing);
                let y = if us.is_white() { 0 } else { 9 };
                let blocked = between(wing)
                    .into_iter()
                    .filter(|&x| x != u8::MAX)
                    .any(|x| occ.contains(GEO.sq(x, y)));
                if blocked {
                    continue;
                }
                let without_king = occ.without(k);
                // The King placed on the square it crosses, the Rook still at home.
                if self.attacked(rt.index(), them, without_king.with(rt), all) {
                    continue;
                }
                let after = without_king.without(r).with(kt).with(rt);
                if self.attacked(kt.index(), them, after, all) {
                    continue;
                }
                found = true;
                sink.push(Move::Normal {
                    from: k,
                    to: kt,
                    promotion: None,
                });
            }
        }

        if !found && !in_check && !self.after_pass {
            sink.push(Move::Pass);
        }
    }

    /// Whether the side to move has any legal move (the forced pass included).
    pub(crate) fn has_legal_move(&self) -> bool {
        let mut any = AnyMove(false);
        self.generate_with(&mut any);
        any.0
    }

    /// The number of legal moves (the forced pass counts as one).
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut c = Counter(0);
        self.generate_with(&mut c);
        c.0
    }

    pub(crate) fn fast_perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let mut moves = MoveList::new();
                self.legal_moves(&mut moves);
                let mut nodes = 0;
                for &m in &moves {
                    let mut child = self.clone();
                    child.play_unchecked(m);
                    nodes += child.fast_perft(depth - 1);
                }
                nodes
            }
        }
    }
}
