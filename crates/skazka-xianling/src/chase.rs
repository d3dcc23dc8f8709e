//! The perpetual-chase rule 長捉 (xianling.md §10) as a [`HistoryRule`] of a [`Game`].
//!
//! A move *chases* an enemy piece when it turns that piece from "not really threatened" into
//! "really threatened" (§10.1); the fourth consecutive chase of the same piece, tracked by a
//! persistent identity that survives promotion, loses on the spot.

use core::fmt;

use skazka_core::{Bitboard, Color, EndReason, Game, HistoryRule, Outcome, Position, Square};

use crate::attacks::{
    A, C, D, DIAG, F, G_ARCHER, G_CANNON, G_DIAG, G_EAGLE, G_ORTH, G_PAWN, G_RHINO, GEO, N, NONE,
    ORTH, OUTWARD, SQUARES, TABLES, W, Z, nearest, targets,
};
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
    ///
    /// Only the pieces really threatened in `after` are looked up in `before`, one by one,
    /// from their attackers there.
    #[must_use]
    pub fn chase_set(before: &Xianling, after: &Xianling) -> Bitboard {
        let s = before.turn;
        if after.king_attacked(s.other()) {
            return Bitboard::EMPTY;
        }
        let mut chased = Bitboard::EMPTY;
        for target in after.threatened(s) {
            if !before.is_threatened(target, s) {
                chased.insert(target);
            }
        }
        chased
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
        let eligible = self.chase_targets(s);
        let mut result = Bitboard::EMPTY;
        if eligible.is_empty() {
            return result;
        }
        let occ = self.occupied();
        for a in self.chase_attackers(s) {
            let a_kind = kind_of(self.board[a.index()]);
            let (_, reach) = targets(t, a_kind, s, a.index(), occ);
            for target in (reach & eligible) - result {
                let t_kind = kind_of(self.board[target.index()]);
                if self.real_threat(s, a, a_kind, target, t_kind) {
                    result.insert(target);
                }
            }
        }
        result
    }

    /// Whether `chaser` really threatens the eligible target on `target` (an opponent's piece).
    fn is_threatened(&self, target: Square, chaser: Color) -> bool {
        let t_kind = kind_of(self.board[target.index()]);
        let attackers = self.attackers_of(target.index(), chaser, self.occupied())
            & self.chase_attackers(chaser);
        attackers.into_iter().any(|a| {
            let a_kind = kind_of(self.board[a.index()]);
            self.real_threat(chaser, a, a_kind, target, t_kind)
        })
    }

    /// The pieces that may chase (§10.1, eligible attackers): all but the King and Pawns.
    fn chase_attackers(&self, chaser: Color) -> Bitboard {
        let c = chaser.index();
        (self.by_color[c] - self.groups[c][G_PAWN]).without(self.king(chaser))
    }

    /// The pieces `chaser` may chase (§10.1, eligible targets): the opponent's pieces but its
    /// King, its Pawns only on `chaser`'s half (ranks 6–10 counted from their owner's side),
    /// or never, by option.
    fn chase_targets(&self, chaser: Color) -> Bitboard {
        let o = chaser.other();
        let pieces = self.by_color[o.index()].without(self.king(o));
        let pawns = self.groups[o.index()][G_PAWN];
        match self.options.chase_pawn_targets {
            PawnTargets::Never => pieces - pawns,
            PawnTargets::Advanced => {
                let r = &TABLES.relative_ranks[o.index()];
                let advanced = r[5] | r[6] | r[7] | r[8] | r[9];
                pieces - (pawns - advanced)
            }
        }
    }

    /// realThreat (§10.1) of the `chaser` piece on `a` against the piece on `target`, which it
    /// reaches: evaluated on this board by hypothetical occupancies, without playing anything.
    fn real_threat(
        &self,
        chaser: Color,
        a: Square,
        a_kind: PieceKind,
        target: Square,
        t_kind: PieceKind,
    ) -> bool {
        let s = chaser;
        let o = s.other();
        let all = GEO.all();
        let occ = self.occupied();
        // After a×target: `a` is empty, `target` holds the attacker.
        let occ1 = occ.without(a);
        // legalCapture: the chaser's King (never the attacker) is not attacked, the captured
        // piece left out.
        if self.attacked(self.kings[s.index()] as usize, o, occ1, all.without(target)) {
            return false;
        }
        // exchangeOffer: the target is of the attacker's kind (so not a King) and can legally
        // take it back now.
        if t_kind == a_kind {
            let (_, back) = targets(&TABLES, t_kind, o, target.index(), occ);
            if back.contains(a)
                && !self.attacked(
                    self.kings[o.index()] as usize,
                    s,
                    occ.without(target),
                    all.without(a),
                )
            {
                return false;
            }
        }
        if t_kind.value_halves() > a_kind.value_halves() {
            return true;
        }
        // protected: after a×target, some piece of the opponent has a legal capture onto
        // `target`, the attacker (now there) left out of the attacks on its King.
        let o_king = self.kings[o.index()] as usize;
        let keep = all.without(a);
        let defenders = self.attackers_of(target.index(), o, occ1).without(target);
        !defenders.into_iter().any(|x| {
            let occ2 = occ1.without(x);
            if x.index() == o_king {
                !self.attacked(target.index(), s, occ2, keep)
            } else {
                !self.attacked(o_king, s, occ2, keep)
            }
        })
    }

    /// Every `by` piece that attacks `sq` with occupancy `occ` (which holds all of `by`'s
    /// pieces): the pieces whose [`targets`] reach `sq`.
    pub(crate) fn attackers_of(&self, sq: usize, by: Color, occ: Bitboard) -> Bitboard {
        let t = &**TABLES;
        let g = &self.groups[by.index()];
        let mut found = (t.leap[W][sq] & g[W])
            | (t.leap[F][sq] & g[F])
            | (t.leap[D][sq] & g[D])
            | (t.leap[N][sq] & g[N])
            | (t.leap[A][sq] & g[A])
            | (t.leap[C][sq] & g[C])
            | (t.leap[Z][sq] & g[Z])
            | (t.pawn_attacks[by.other().index()][sq] & g[G_PAWN]);
        for (dirs, sliders, hoppers) in [
            (ORTH, g[G_ORTH], g[G_CANNON]),
            (DIAG, g[G_DIAG], g[G_ARCHER]),
        ] {
            let both = sliders | hoppers;
            if (t.lines[sq] & both).is_empty() {
                continue;
            }
            for d in dirs {
                let ray = t.ray[d][sq];
                if (ray & both).is_empty() {
                    continue;
                }
                let hit = ray & occ;
                if hit.is_empty() {
                    continue;
                }
                let b = nearest(d, hit);
                if sliders.contains(b) {
                    found.insert(b);
                }
                if hoppers.any() {
                    let rest = t.ray[d][b.index()] & occ;
                    if rest.any() {
                        let h = nearest(d, rest);
                        if hoppers.contains(h) {
                            found.insert(h);
                        }
                    }
                }
            }
        }
        let eagles = g[G_EAGLE];
        if eagles.any() {
            found |= bent_attackers(sq, occ, eagles, F, &ORTH);
        }
        let rhinos = g[G_RHINO];
        if rhinos.any() {
            found |= bent_attackers(sq, occ, rhinos, W, &DIAG);
        }
        found
    }
}

/// The bent riders of `riders` that attack `sq`: a first-step capture (`first` = the atom of
/// the first step), or a second leg along one of `legs` reached over an empty first-step
/// square (walking back from the target over empty squares, as the position's attack test).
fn bent_attackers(
    sq: usize,
    occ: Bitboard,
    riders: Bitboard,
    first: usize,
    legs: &[usize; 4],
) -> Bitboard {
    let t = &**TABLES;
    let mut found = t.leap[first][sq] & riders;
    for &u in legs {
        let back = u ^ 4;
        let mut c = t.step[back][sq];
        while c != NONE && !occ.contains(Square::from_index(c as usize)) {
            for d in OUTWARD[u] {
                let origin = t.step[d ^ 4][c as usize];
                if origin != NONE {
                    let o = Square::from_index(origin as usize);
                    if riders.contains(o) {
                        found.insert(o);
                    }
                }
            }
            c = t.step[back][c as usize];
        }
    }
    found
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
