//! The perpetual-chase rule 長捉 (xianling.md §10) as a [`HistoryRule`] of a [`Game`].
//!
//! A move *chases* an enemy piece when it turns that piece from "not really threatened" into
//! "really threatened" (§10.1); the fourth consecutive chase of the same piece, tracked by a
//! persistent identity that survives promotion, loses on the spot.

use core::fmt;

use skazka_core::{Bitboard, Color, EndReason, Game, HistoryRule, Outcome, Position, Square};

use crate::attacks::{GEO, SQUARES, TABLES, targets};
use crate::options::PawnTargets;
use crate::position::kind_of;
use crate::setup::castling_squares;
use crate::{Move, PieceKind, Xianling};

/// A Xianling game: [`Game::new`] plays it with the chase rule ([`ChaseRule`], the
/// position's [`Rules::History`](skazka_core::Rules::History)) and the repetition and
/// move-limit draws of the position's options
/// ([`Rules::draw_rules`](skazka_core::Rules::draw_rules)).
pub type XianlingGame = Game<Xianling>;

/// The persistent identity of a piece in a game: fixed at the start, kept through moves and
/// promotion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId(u8);

impl PieceId {
    /// The number of the identity (1 and up, in square order of the starting position).
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }
}

/// The chase rule's state: each piece's identity and, for each side, how many consecutive
/// times it has chased each enemy piece.
///
/// `Debug` lists the identities by square name and the running streaks by identity.
#[derive(Clone, PartialEq, Eq)]
pub struct ChaseRule {
    ids: [u8; SQUARES],
    streaks: [[u8; SQUARES + 1]; 2],
}

impl ChaseRule {
    /// The identity of the piece on `square`, if any.
    #[must_use]
    pub fn piece_id(&self, square: Square) -> Option<PieceId> {
        match self.ids.get(square.index()) {
            Some(&id) if id != 0 => Some(PieceId(id)),
            _ => None,
        }
    }

    /// How many consecutive times `chaser` has chased the piece now on `target`.
    #[must_use]
    pub fn streak(&self, chaser: Color, target: Square) -> u8 {
        self.piece_id(target)
            .map_or(0, |id| self.streaks[chaser.index()][id.0 as usize])
    }

    fn move_id(&mut self, from: usize, to: usize) {
        let captured = self.ids[to];
        if captured != 0 {
            self.streaks[0][captured as usize] = 0;
            self.streaks[1][captured as usize] = 0;
        }
        self.ids[to] = self.ids[from];
        self.ids[from] = 0;
    }
}

impl fmt::Debug for ChaseRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Name(Square);
        impl fmt::Debug for Name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0.display(GEO))
            }
        }
        struct Ids<'a>(&'a [u8; SQUARES]);
        impl fmt::Debug for Ids<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_map()
                    .entries(
                        (0..SQUARES)
                            .filter(|&i| self.0[i] != 0)
                            .map(|i| (Name(Square::from_index(i)), self.0[i])),
                    )
                    .finish()
            }
        }
        struct Streaks<'a>(&'a [u8; SQUARES + 1]);
        impl fmt::Debug for Streaks<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_map()
                    .entries(self.0.iter().enumerate().filter(|(_, n)| **n != 0))
                    .finish()
            }
        }
        f.debug_struct("ChaseRule")
            .field("ids", &Ids(&self.ids))
            .field("white_streaks", &Streaks(&self.streaks[0]))
            .field("black_streaks", &Streaks(&self.streaks[1]))
            .finish()
    }
}

impl HistoryRule<Xianling> for ChaseRule {
    /// The rule at the start of a game from `start`: identities are numbered in square order
    /// (a1 first), no streaks.
    fn start(start: &Xianling) -> ChaseRule {
        let mut ids = [0; SQUARES];
        for (id, sq) in (1..).zip(start.occupied()) {
            ids[sq.index()] = id;
        }
        ChaseRule {
            ids,
            streaks: [[0; SQUARES + 1]; 2],
        }
    }

    fn after_move(&mut self, before: &Xianling, m: Move, after: &Xianling) -> Option<Outcome> {
        let s = before.turn();
        let si = s.index();
        match m {
            Move::Pass => {
                self.streaks[si] = [0; SQUARES + 1];
                return None;
            }
            Move::Normal { from, to, .. } => match before.castling_wing(from, to) {
                Some(wing) => {
                    let [k, kt, r, rt] = castling_squares(s, wing);
                    self.move_id(k.index(), kt.index());
                    self.move_id(r.index(), rt.index());
                }
                None => self.move_id(from.index(), to.index()),
            },
        }
        let chased = Xianling::chase_set(before, after);
        let mut next = [0u8; SQUARES + 1];
        let mut lost = false;
        for sq in chased {
            let id = self.ids[sq.index()] as usize;
            if id == 0 {
                continue;
            }
            next[id] = self.streaks[si][id].saturating_add(1);
            lost |= next[id] >= 4;
        }
        self.streaks[si] = next;
        lost.then_some(Outcome::Decisive {
            winner: s.other(),
            reason: EndReason::PerpetualChase,
        })
    }
}

impl Xianling {
    /// The enemy pieces (by square, in `after`) that the move from `before` to `after`
    /// chases: none if it gives check, else the pieces really threatened in `after` and not in
    /// `before` (xianling.md §10.1, ChaseSet).
    #[must_use]
    pub fn chase_set(before: &Xianling, after: &Xianling) -> Bitboard {
        let s = before.turn;
        if after.king_attacked(s.other()) {
            return Bitboard::EMPTY;
        }
        after.threatened(s) - before.threatened(s)
    }

    /// The pieces of `chaser`'s opponent that `chaser` really threatens here, whoever is to
    /// move (xianling.md §10.1, Threatened): some piece of `chaser` other than King and Pawns
    /// can capture it without exposing its own King, it is not a same-kind exchange offer, and
    /// it is worth more than the attacker or not protected. Kings are never targets; pawns only
    /// on `chaser`'s half of the board (or never, by option).
    #[must_use]
    pub fn threatened(&self, chaser: Color) -> Bitboard {
        let t = &**TABLES;
        let s = chaser;
        let o = s.other();
        let occ = self.occupied();
        let mut result = Bitboard::EMPTY;
        for a in self.by_color[s.index()] {
            let a_kind = kind_of(self.board[a.index()]);
            if matches!(a_kind, PieceKind::King | PieceKind::Pawn) {
                continue;
            }
            let (_, reach) = targets(t, a_kind, s, a.index(), occ);
            for target in (reach & self.by_color[o.index()]) - result {
                let t_kind = kind_of(self.board[target.index()]);
                if !self.eligible_target(target, t_kind, o) {
                    continue;
                }
                if self.real_threat(a, a_kind, target, t_kind) {
                    result.insert(target);
                }
            }
        }
        result
    }

    fn eligible_target(&self, sq: Square, kind: PieceKind, owner: Color) -> bool {
        match kind {
            PieceKind::King => false,
            PieceKind::Pawn => {
                self.options.chase_pawn_targets == PawnTargets::Advanced
                    && crate::attacks::GEO.relative_rank(sq, owner) >= 5
            }
            _ => true,
        }
    }

    fn real_threat(&self, a: Square, a_kind: PieceKind, target: Square, t_kind: PieceKind) -> bool {
        let s = self.color_at(a);
        let o = s.other();
        // legalCapture
        let mut after = self.clone();
        after.raw_move(a.index(), target.index());
        if after.king_attacked(s) {
            return false;
        }
        // exchangeOffer: the target is of the attacker's kind and can legally take it back now.
        if t_kind == a_kind && self.legal_capture(target, a) {
            return false;
        }
        if t_kind.value_halves() > a_kind.value_halves() {
            return true;
        }
        !after.defends(target, o)
    }

    fn color_at(&self, sq: Square) -> Color {
        crate::position::decode(self.board[sq.index()]).color
    }

    /// Whether the piece on `from` can capture on `to` here without exposing its King.
    fn legal_capture(&self, from: Square, to: Square) -> bool {
        let c = self.color_at(from);
        let kind = kind_of(self.board[from.index()]);
        let (_, reach) = targets(&TABLES, kind, c, from.index(), self.occupied());
        if !reach.contains(to) {
            return false;
        }
        let mut after = self.clone();
        after.raw_move(from.index(), to.index());
        !after.king_attacked(c)
    }

    /// Whether `by` has a legal capture onto `sq` (held by the other side).
    fn defends(&self, sq: Square, by: Color) -> bool {
        self.by_color[by.index()]
            .into_iter()
            .any(|x| self.legal_capture(x, sq))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_names_squares() {
        let start: Xianling = "9k/10/10/10/10/4n5/10/10/R9/K9 w - - 0 1".parse().unwrap();
        let mut rule = ChaseRule::start(&start);
        let mut after = start.clone();
        let m = after.parse_move("a2a5").unwrap();
        after.play_unchecked(m);
        rule.after_move(&start, m, &after);
        assert_eq!(
            format!("{rule:?}"),
            "ChaseRule { ids: {a1: 1, a5: 2, e5: 3, j10: 4}, white_streaks: {3: 1}, black_streaks: {} }"
        );
    }
}
