//! The perpetual-chase rule 長捉 (xianling.md §10) as a [`HistoryRule`] of a [`Game`].
//!
//! A move *chases* an enemy piece when it turns that piece from "not really threatened" into
//! "really threatened" (§10.1); the fourth consecutive chase of the same piece, tracked by a
//! persistent identity that survives promotion, loses on the spot.

use core::cell::Cell;
use core::fmt;

use skazka_core::{Bitboard, Color, EndReason, Game, HistoryRule, Outcome, Position, Square};

use crate::attacks::{
    A, C, D, DIAG, F, G_ARCHER, G_CANNON, G_DIAG, G_EAGLE, G_ORTH, G_PAWN, G_RHINO, GEO, GROUPS, N,
    NONE, ORTH, OUTWARD, SQUARES, TABLES, W, Z, nearest, targets,
};
use crate::options::PawnTargets;
use crate::position::{decode, kind_of};
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
        if chased.is_empty() {
            self.streaks[si].fill(0);
            return None;
        }
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
    /// Usually only the pieces near the squares the move changed are looked at
    /// (`Xianling::chase_region`); otherwise the pieces really threatened in `after` are looked
    /// up in `before` one by one, from their attackers there.
    #[must_use]
    pub fn chase_set(before: &Xianling, after: &Xianling) -> Bitboard {
        let s = before.turn;
        if after.king_attacked(s.other()) {
            return Bitboard::EMPTY;
        }
        if before.options.chase_pawn_targets != after.options.chase_pawn_targets {
            return after.threatened(s) - before.threatened(s);
        }
        let before_targets = before.chase_targets(s);
        let mut now = Threats::new(after, s);
        // Tested just above.
        now.o_not_in_check = true;
        let mut then = None;
        let mut was_threatened = |target: Square| {
            before_targets.contains(target)
                && then
                    .get_or_insert_with(|| Threats::new(before, s))
                    .is_threatened(target)
        };
        let mut chased = Bitboard::EMPTY;
        match Xianling::chase_region(before, after) {
            Some(region) => {
                for target in after.chase_targets(s) & region {
                    if now.is_threatened(target) && !was_threatened(target) {
                        chased.insert(target);
                    }
                }
            }
            None => {
                for target in now.all() {
                    if !was_threatened(target) {
                        chased.insert(target);
                    }
                }
            }
        }
        chased
    }

    /// Where the status of a target of `before`'s side to move (really threatened or not) can
    /// differ between `before` and `after`, when that is a small region: the changed squares
    /// and the squares on their lines or a leap (of any atom) away. `None` when the whole
    /// board must be looked at: a King moved, an Eagle or Rhino is on the board (their paths
    /// leave the lines), or a changed square bears on the safety of a King.
    ///
    /// Why the rest cannot change: a target's status is decided by attack tests on the target
    /// (its attackers, their paths, its defenders: its lines and leaps), on the chaser's King
    /// (whether a capture exposes it) and on the target's King (whether a recapture or defence
    /// exposes it). The lines of a King matter only up to the farthest enemy slider or hopper
    /// on them, and leaps only by the pieces that make them; a target whose lines and leaps
    /// hold no changed square, with both Kings' tests untouched, keeps every attacker, path,
    /// defender and pin.
    fn chase_region(before: &Xianling, after: &Xianling) -> Option<Bitboard> {
        let t = &**TABLES;
        if before.kings != after.kings {
            return None;
        }
        let bent = |p: &Xianling| {
            (p.groups[0][G_EAGLE]
                | p.groups[0][G_RHINO]
                | p.groups[1][G_EAGLE]
                | p.groups[1][G_RHINO])
                .any()
        };
        if bent(before) || bent(after) {
            return None;
        }
        let changed = changed_squares(before, after);
        let s = before.turn;
        let o = s.other();
        for (king, by) in [(s, o), (o, s)] {
            let ksq = before.kings[king.index()] as usize;
            let b = &before.groups[by.index()];
            let a = &after.groups[by.index()];
            let orth = b[G_ORTH] | b[G_CANNON] | a[G_ORTH] | a[G_CANNON];
            let diag = b[G_DIAG] | b[G_ARCHER] | a[G_DIAG] | a[G_ARCHER];
            for (dirs, pieces) in [(ORTH, orth), (DIAG, diag)] {
                for d in dirs {
                    let ray = t.ray[d][ksq];
                    let on = ray & pieces;
                    if on.any() {
                        let farthest = nearest(d ^ 4, on);
                        if ((ray - t.ray[d][farthest.index()]) & changed).any() {
                            return None;
                        }
                    }
                }
            }
        }
        // A leaper or pawn on a changed square that attacks the enemy King.
        for x in changed {
            let i = x.index();
            for code in [before.board[i], after.board[i]] {
                if code != 0 {
                    let enemy = decode(code).color.other();
                    if leaps_of(code, i).contains(before.king(enemy)) {
                        return None;
                    }
                }
            }
        }
        // The target's tests read its leaps and, along each line, up to its second occupied
        // square, or third or fourth when the attacker (a chaser's piece) or the defending
        // King (the target's) between is taken off the board; so a changed square matters to
        // the pieces it leaps to and to the first two pieces (on both boards) of each of its
        // lines, the third after a chaser's piece or the King, the fourth after both.
        let occ = before.occupied() & after.occupied();
        let chasers = before.by_color[s.index()] | after.by_color[s.index()];
        let o_king = before.king(o);
        let mut region = changed;
        for x in changed {
            let i = x.index();
            region |= leaps_of(before.board[i], i) | leaps_of(after.board[i], i);
            for d in 0..8 {
                let mut rest = t.ray[d][i] & occ;
                let (mut chaser, mut king) = (false, false);
                for p in 0..4 {
                    if rest.is_empty()
                        || (p == 2 && !(chaser || king))
                        || (p == 3 && !(chaser && king))
                    {
                        break;
                    }
                    let b = nearest(d, rest);
                    region.insert(b);
                    chaser |= chasers.contains(b);
                    king |= b == o_king;
                    rest = rest.without(b);
                }
            }
        }
        Some(region)
    }

    /// The pieces of `chaser`'s opponent that `chaser` really threatens here, whoever is to
    /// move (xianling.md §10.1, Threatened): some piece of `chaser` other than King and Pawns
    /// can capture it without exposing its own King, it is not a same-kind exchange offer, and
    /// it is worth more than the attacker or not protected. Kings are never targets; pawns only
    /// on `chaser`'s half of the board (or never, by option).
    #[must_use]
    pub fn threatened(&self, chaser: Color) -> Bitboard {
        Threats::new(self, chaser).all()
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
        // Each slider or hopper on a line of `sq` attacks it along the line it shares with it
        // when the squares between hold no piece (slider) or exactly one (hopper, its screen).
        let riders = (g[G_ORTH] | g[G_CANNON] | g[G_DIAG] | g[G_ARCHER]) & t.lines[sq] & occ;
        for x in riders {
            let xi = x.index();
            let d = t.direction[sq][xi] as usize;
            let (sliders, hoppers) = if d & 2 == 0 {
                (g[G_ORTH], g[G_CANNON])
            } else {
                (g[G_DIAG], g[G_ARCHER])
            };
            let between = ((t.ray[d][sq] ^ t.ray[d][xi]).without(x) & occ).count();
            if (between == 0 && sliders.contains(x)) || (between == 1 && hoppers.contains(x)) {
                found.insert(x);
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

/// The real-threat tests (§10.1) of `chaser` against its opponent on one position, with what
/// they share worked out once: which squares, once vacated, may expose each King.
struct Threats<'a> {
    pos: &'a Xianling,
    s: Color,
    o: Color,
    occ: Bitboard,
    /// Squares whose vacating may expose the chaser's King to an attack (every square when it
    /// is attacked already): its lines that hold an enemy slider or hopper moving along them,
    /// or all its orthogonal (diagonal) lines when the enemy has an Eagle (Rhino). Worked out
    /// when first needed.
    exposes_s: Cell<Option<Bitboard>>,
    /// The same for the opponent's King, against the chaser's pieces.
    exposes_o: Cell<Option<Bitboard>>,
    /// Known: the opponent's King is not attacked here (so its in-check test is skipped).
    o_not_in_check: bool,
}

impl<'a> Threats<'a> {
    fn new(pos: &'a Xianling, chaser: Color) -> Threats<'a> {
        let s = chaser;
        let o = s.other();
        Threats {
            pos,
            s,
            o,
            occ: pos.occupied(),
            exposes_s: Cell::new(None),
            exposes_o: Cell::new(None),
            o_not_in_check: false,
        }
    }

    fn exposes(&self, king: Color) -> Bitboard {
        let cell = if king == self.s {
            &self.exposes_s
        } else {
            &self.exposes_o
        };
        cell.get().unwrap_or_else(|| {
            let lines = Threats::exposing(self.pos, king, king == self.o && self.o_not_in_check);
            cell.set(Some(lines));
            lines
        })
    }

    fn exposing(pos: &Xianling, king: Color, not_in_check: bool) -> Bitboard {
        let t = &**TABLES;
        let by = king.other();
        let ksq = pos.kings[king.index()] as usize;
        if !not_in_check && pos.attacked(ksq, by, pos.occupied(), GEO.all()) {
            return GEO.all();
        }
        let g = &pos.groups[by.index()];
        let mut lines = Bitboard::EMPTY;
        for (dirs, pieces, bent) in [
            (ORTH, g[G_ORTH] | g[G_CANNON], g[G_EAGLE]),
            (DIAG, g[G_DIAG] | g[G_ARCHER], g[G_RHINO]),
        ] {
            if bent.is_empty() && (t.lines[ksq] & pieces).is_empty() {
                continue;
            }
            for d in dirs {
                let ray = t.ray[d][ksq];
                if bent.any() || (ray & pieces).any() {
                    lines |= ray;
                }
            }
        }
        lines
    }

    /// Every eligible target the chaser really threatens.
    fn all(&self) -> Bitboard {
        let t = &**TABLES;
        let pos = self.pos;
        let eligible = pos.chase_targets(self.s);
        let mut result = Bitboard::EMPTY;
        if eligible.is_empty() {
            return result;
        }
        for a in pos.chase_attackers(self.s) {
            let a_kind = kind_of(pos.board[a.index()]);
            let (_, reach) = targets(t, a_kind, self.s, a.index(), self.occ);
            for target in (reach & eligible) - result {
                if self.real_threat(a, a_kind, target) {
                    result.insert(target);
                }
            }
        }
        result
    }

    /// Whether the chaser really threatens the eligible target on `target`.
    fn is_threatened(&self, target: Square) -> bool {
        let pos = self.pos;
        let attackers =
            pos.attackers_of(target.index(), self.s, self.occ) & pos.chase_attackers(self.s);
        attackers
            .into_iter()
            .any(|a| self.real_threat(a, kind_of(pos.board[a.index()]), target))
    }

    /// realThreat (§10.1) of the chaser's piece on `a` against the piece on `target`, which it
    /// reaches: evaluated on this board by hypothetical occupancies, without playing anything.
    /// A King test is skipped when the squares vacated cannot expose it.
    fn real_threat(&self, a: Square, a_kind: PieceKind, target: Square) -> bool {
        let pos = self.pos;
        let (s, o) = (self.s, self.o);
        let t_kind = kind_of(pos.board[target.index()]);
        let all = GEO.all();
        // After a×target: `a` is empty, `target` holds the attacker.
        let occ1 = self.occ.without(a);
        let o_king = pos.kings[o.index()] as usize;
        // The three tests are independent; the cheaper ones first.
        // legalCapture: the chaser's King (never the attacker) is not attacked, the captured
        // piece left out.
        if self.exposes(s).contains(a)
            && pos.attacked(pos.kings[s.index()] as usize, o, occ1, all.without(target))
        {
            return false;
        }
        // exchangeOffer: the target is of the attacker's kind (so not a King) and can legally
        // take it back now.
        if t_kind == a_kind {
            let (_, back) = targets(&TABLES, t_kind, o, target.index(), self.occ);
            if back.contains(a)
                && (!self.exposes(o).contains(target)
                    || !pos.attacked(o_king, s, self.occ.without(target), all.without(a)))
            {
                return false;
            }
        }
        // protected (needed unless the target is worth more): after a×target, some piece of
        // the opponent has a legal capture onto `target`, the attacker (now there) left out of
        // the attacks on its King.
        if t_kind.value_halves() <= a_kind.value_halves() {
            let keep = all.without(a);
            let exposes_o = self.exposes(o);
            let a_exposes = exposes_o.contains(a);
            let defenders = pos.attackers_of(target.index(), o, occ1).without(target);
            let protected = defenders.into_iter().any(|x| {
                let occ2 = occ1.without(x);
                if x.index() == o_king {
                    !pos.attacked(target.index(), s, occ2, keep)
                } else {
                    !(a_exposes || exposes_o.contains(x)) || !pos.attacked(o_king, s, occ2, keep)
                }
            });
            return !protected;
        }
        true
    }
}

/// The squares the piece of board code `code` (0: none) on `sq` attacks by leaps (pawns
/// included), whatever the occupancy.
fn leaps_of(code: u8, sq: usize) -> Bitboard {
    if code == 0 {
        return Bitboard::EMPTY;
    }
    let p = decode(code);
    let t = &**TABLES;
    if p.kind == PieceKind::Pawn {
        t.pawn_attacks[p.color.index()][sq]
    } else {
        t.kind_leaps[p.kind.index()][sq]
    }
}

/// The squares whose contents differ between two positions with their Kings on the same
/// squares: where a colour or an attack group differs (only a King and a Guard share their
/// groups).
fn changed_squares(before: &Xianling, after: &Xianling) -> Bitboard {
    let mut changed = Bitboard::EMPTY;
    for c in 0..2 {
        changed |= before.by_color[c] ^ after.by_color[c];
        for g in 0..GROUPS {
            changed |= before.groups[c][g] ^ after.groups[c][g];
        }
    }
    changed
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

/// The chase rule as first written, kept as the reference the fast computation is tested
/// against: every hypothetical capture is played on a copy of the position.
#[cfg(test)]
mod reference {
    use skazka_core::{Bitboard, Color, EndReason, Outcome, Position, Square};

    use super::ChaseRule;
    use crate::attacks::{SQUARES, TABLES, targets};
    use crate::options::PawnTargets;
    use crate::position::kind_of;
    use crate::setup::castling_squares;
    use crate::{Move, PieceKind, Xianling};

    impl ChaseRule {
        /// [`HistoryRule::after_move`](skazka_core::HistoryRule::after_move) as first written.
        pub(crate) fn after_move_ref(
            &mut self,
            before: &Xianling,
            m: Move,
            after: &Xianling,
        ) -> Option<Outcome> {
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
            let chased = Xianling::chase_set_ref(before, after);
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
        pub(crate) fn chase_set_ref(before: &Xianling, after: &Xianling) -> Bitboard {
            let s = before.turn;
            if after.king_attacked(s.other()) {
                return Bitboard::EMPTY;
            }
            after.threatened_ref(s) - before.threatened_ref(s)
        }

        /// The pieces of `chaser`'s opponent that `chaser` really threatens here, whoever is to
        /// move (xianling.md §10.1, Threatened): some piece of `chaser` other than King and Pawns
        /// can capture it without exposing its own King, it is not a same-kind exchange offer, and
        /// it is worth more than the attacker or not protected. Kings are never targets; pawns only
        /// on `chaser`'s half of the board (or never, by option).
        pub(crate) fn threatened_ref(&self, chaser: Color) -> Bitboard {
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
                    if !self.eligible_target_ref(target, t_kind, o) {
                        continue;
                    }
                    if self.real_threat_ref(a, a_kind, target, t_kind) {
                        result.insert(target);
                    }
                }
            }
            result
        }

        fn eligible_target_ref(&self, sq: Square, kind: PieceKind, owner: Color) -> bool {
            match kind {
                PieceKind::King => false,
                PieceKind::Pawn => {
                    self.options.chase_pawn_targets == PawnTargets::Advanced
                        && crate::attacks::GEO.relative_rank(sq, owner) >= 5
                }
                _ => true,
            }
        }

        fn real_threat_ref(
            &self,
            a: Square,
            a_kind: PieceKind,
            target: Square,
            t_kind: PieceKind,
        ) -> bool {
            let s = self.color_at_ref(a);
            let o = s.other();
            // legalCapture
            let mut after = self.clone();
            after.raw_move(a.index(), target.index());
            if after.king_attacked(s) {
                return false;
            }
            // exchangeOffer: the target is of the attacker's kind and can legally take it back now.
            if t_kind == a_kind && self.legal_capture_ref(target, a) {
                return false;
            }
            if t_kind.value_halves() > a_kind.value_halves() {
                return true;
            }
            !after.defends_ref(target, o)
        }

        fn color_at_ref(&self, sq: Square) -> Color {
            crate::position::decode(self.board[sq.index()]).color
        }

        /// Whether the piece on `from` can capture on `to` here without exposing its King.
        fn legal_capture_ref(&self, from: Square, to: Square) -> bool {
            let c = self.color_at_ref(from);
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
        fn defends_ref(&self, sq: Square, by: Color) -> bool {
            self.by_color[by.index()]
                .into_iter()
                .any(|x| self.legal_capture_ref(x, sq))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;

    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// The perft suite's positions, the chase tests' positions and positions where one side
    /// can keep chasing (a Rook or Cannon against lone pieces, pins, promoted riders).
    fn starts() -> Vec<&'static str> {
        let mut fens: Vec<&str> = include_str!("../tests/data/xianling.perft")
            .lines()
            .filter_map(|l| l.strip_prefix("fen "))
            .collect();
        fens.extend([
            "9k/10/10/10/10/4n5/10/10/R9/K9 w - - 0 1",
            "9k/10/10/10/R9/4n5/10/10/10/K9 w - - 0 1",
            "9k/10/5p4/4r5/10/10/1N8/10/10/K9 w - - 0 1",
            "9k/10/5p4/4b5/10/4P5/10/3C6/10/K9 w - - 0 1",
            "4k5/10/10/4r5/10/10/10/10/7R2/K3R5 w - - 0 1",
            "10/10/4k5/10/10/2b7/4n5/10/7R2/K3R5 w - - 0 1",
            "1n2k5/10/10/10/10/10/10/10/3R6/K9 w - - 0 1",
            "9k/10/10/10/10/10/4p5/10/7R2/K9 w - - 0 1",
            "4k5/2n4b2/10/1c6s1/10/10/3P2p3/1C8/2R3Q3/4K5 w - - 0 1",
            "3qk5/1e3z4/2+e7/10/4+r5/1+k6+l1/10/3N2+E3/2C1B5/4K5 w - - 0 1",
            "k9/10/2+a4n2/10/4c5/10/2B3+g3/10/1+m6R1/5K4 b - - 0 1",
        ]);
        fens
    }

    /// The fast attackers of an occupied square are exactly the pieces whose targets reach it
    /// (a hopper's targets hold only the first occupied square beyond its screen).
    fn check_attackers(pos: &Xianling) {
        let occ = pos.occupied();
        for by in Color::ALL {
            for sq in occ {
                let slow: Bitboard = pos
                    .pieces(by)
                    .into_iter()
                    .filter(|&x| {
                        let kind = kind_of(pos.board[x.index()]);
                        targets(&TABLES, kind, by, x.index(), occ).1.contains(sq)
                    })
                    .collect();
                assert_eq!(
                    pos.attackers_of(sq.index(), by, occ),
                    slow,
                    "{pos} {by} {sq:?}"
                );
            }
        }
    }

    /// Random games from every start, under both pawn-target options, checked ply by ply
    /// against the reference computation: the threatened pieces of both sides, the chase set
    /// and the whole rule (identities, streaks, outcome). With `chase_bias`, the mover picks a
    /// chasing move when one of a few sampled moves chases, so that streaks grow to the 4th
    /// chase. Returns how many games ended by the chase rule.
    fn compare_with_reference(games_per_start: u64, plies: usize, chase_bias: bool) -> usize {
        let mut lost = 0;
        let mut never = Options::default();
        never.set("chase_pawn_targets", "never").unwrap();
        for (n, fen) in starts().into_iter().enumerate() {
            for options in [Options::default(), never] {
                let start = Xianling::from_fen(fen, &options).unwrap();
                for game in 0..games_per_start {
                    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ ((n as u64) << 20) ^ (game + 1));
                    let mut pos = start.clone();
                    let mut fast = ChaseRule::start(&pos);
                    let mut slow = fast.clone();
                    for ply in 0..plies {
                        let moves = pos.legal_move_list();
                        if moves.is_empty() {
                            break;
                        }
                        let mut m = moves[rng.below(moves.len())];
                        if chase_bias && rng.below(4) != 0 {
                            // Chase again a piece already chased, else any piece, from a
                            // random first move on.
                            let first = rng.below(moves.len());
                            let mut chasing = None;
                            for i in 0..moves.len() {
                                let c = moves[(first + i) % moves.len()];
                                let mut after = pos.clone();
                                after.play_unchecked(c);
                                let mut rule = fast.clone();
                                rule.after_move(&pos, c, &after);
                                let set = Xianling::chase_set(&pos, &after);
                                if set.into_iter().any(|t| rule.streak(pos.turn(), t) > 1) {
                                    chasing = Some(c);
                                    break;
                                }
                                if set.any() && chasing.is_none() {
                                    chasing = Some(c);
                                }
                            }
                            m = chasing.unwrap_or(m);
                        }
                        let mut after = pos.clone();
                        after.play_unchecked(m);
                        let at = || format!("{fen} game {game} ply {ply}: {pos} {m:?}");
                        for c in Color::ALL {
                            assert_eq!(after.threatened(c), after.threatened_ref(c), "{}", at());
                        }
                        assert_eq!(
                            Xianling::chase_set(&pos, &after),
                            Xianling::chase_set_ref(&pos, &after),
                            "{}",
                            at()
                        );
                        let a = fast.after_move(&pos, m, &after);
                        let b = slow.after_move_ref(&pos, m, &after);
                        assert_eq!(a, b, "{}", at());
                        assert_eq!(fast, slow, "{}", at());
                        pos = after;
                        if a.is_some() {
                            lost += 1;
                            break;
                        }
                    }
                }
            }
        }
        lost
    }

    #[test]
    fn attackers_agree_with_targets() {
        let mut never = Options::default();
        never.set("chase_pawn_targets", "never").unwrap();
        for (n, fen) in starts().into_iter().enumerate() {
            let mut pos = Xianling::from_fen(fen, &Options::default()).unwrap();
            let mut rng = Rng(0x1234_5678 + n as u64);
            for _ in 0..40 {
                check_attackers(&pos);
                let moves = pos.legal_move_list();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }

    #[test]
    fn fast_chase_rule_agrees_with_the_reference() {
        compare_with_reference(1, 120, false);
        let lost = compare_with_reference(2, 120, true);
        eprintln!("LOST {lost}");
        assert!(lost > 0, "some games end by the 4th chase");
    }

    #[test]
    #[ignore = "slow: run in release"]
    fn fast_chase_rule_agrees_with_the_reference_in_long_games() {
        compare_with_reference(6, 400, false);
        let lost = compare_with_reference(12, 400, true);
        assert!(lost > 0, "some games end by the 4th chase");
    }

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
