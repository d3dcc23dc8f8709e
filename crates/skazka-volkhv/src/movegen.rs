//! Move generation (rules §9) and attack tests (§3.8).
//!
//! For every square the mover controls and every `k` from 1 to the height, the top `k`
//! checkers form the moving part. Its pattern set is the top kind (or, under Talleyrand, every
//! kind in the part), filtered by the rolled face. Destinations of the top kind's own pattern
//! carry the pawn's specials (double step, en passant, promotion); other (borrowed) patterns
//! only add plain moves to squares the own pattern does not reach, so a (from, count, to)
//! triple is one move, whatever pattern reaches it. Promotions then expand the move: the
//! part's top pawn on its last rank, or the mover's pawn freed at the source on its last rank.

use skazka_core::{Bitboard, Color, Square};

use crate::attacks::attacks;

use crate::moves::{Special, TowerMove};
use crate::position::{GEO, forward, last_rank};
use crate::{
    BorrowedPawn, Checker, DieFace, Face, Move, PawnClimb, PieceKind, TalleyrandSet, Volkhv,
};

/// Pattern bit of a pawn lent with its own colour's direction, opposite to the mover's
/// (`borrowed_pawn=owner`).
const OPP_PAWN: u8 = 1 << 7;

/// Destinations of one pattern set from one square.
#[derive(Clone, Copy, Default)]
struct Dests {
    /// Reached by the top kind's own pattern (promotion-capable for a pawn).
    own: Bitboard,
    /// Reached only by borrowed patterns.
    borrowed: Bitboard,
    double: Option<Square>,
    en_passant: Option<Square>,
}

impl Volkhv {
    /// Stacks controlled by `by` that slide along files and ranks, and along diagonals (top
    /// kind, or under Talleyrand any kind of the stack that counts for attacks).
    pub(crate) fn sliders(&self, by: Color) -> (Bitboard, Bitboard) {
        let per_kind = self.attack_kinds(by).0;
        let pk = |k: PieceKind| per_kind[k.index()];
        let both = pk(PieceKind::Queen) | pk(PieceKind::Helgi);
        (pk(PieceKind::Rook) | both, pk(PieceKind::Bishop) | both)
    }

    /// Per kind, the stacks of `by` attacking with that kind; and the stacks with a lent pawn
    /// striking the other colour's way.
    fn attack_kinds(&self, by: Color) -> ([Bitboard; PieceKind::COUNT], Bitboard) {
        let b = &self.board;
        let mine = *b.owned.get(by);
        let mut per_kind = [Bitboard::EMPTY; PieceKind::COUNT];
        let mut reverse_pawns = Bitboard::EMPTY;
        if self.options.talleyrand {
            let own_only = self.options.talleyrand_set == TalleyrandSet::Own;
            let owner_dir = self.options.borrowed_pawn == BorrowedPawn::Owner;
            for sq in mine {
                for c in b.iter_down(sq) {
                    if own_only && c.color != by {
                        continue;
                    }
                    if c.kind == PieceKind::Pawn && owner_dir && c.color != by {
                        reverse_pawns.insert(sq);
                    } else {
                        per_kind[c.kind.index()].insert(sq);
                    }
                }
            }
        } else {
            for k in PieceKind::ALL {
                per_kind[k.index()] = b.tops[k.index()] & mine;
            }
        }
        (per_kind, reverse_pawns)
    }

    /// Whether a stack controlled by `by` could capture onto `target` (own-capture ability and
    /// the die are irrelevant; under Talleyrand every kind in the stack counts).
    #[must_use]
    pub fn is_attacked(&self, target: Square, by: Color) -> bool {
        let b = &self.board;
        let (per_kind, reverse_pawns) = self.attack_kinds(by);
        for (pawns, dir) in [
            (per_kind[PieceKind::Pawn.index()], forward(by)),
            (reverse_pawns, -forward(by)),
        ] {
            if pawns.any() {
                for dx in [-1, 1] {
                    if GEO
                        .offset(target, dx, -dir)
                        .is_some_and(|s| pawns.contains(s))
                    {
                        return true;
                    }
                }
            }
        }
        // Every non-pawn movement here is symmetric: look back from the target.
        let pk = |k: PieceKind| per_kind[k.index()];
        let (queens, helgis) = (pk(PieceKind::Queen), pk(PieceKind::Helgi));
        let occ = b.occupied;
        (attacks(PieceKind::Knight, target, occ) & (pk(PieceKind::Knight) | helgis)).any()
            || (attacks(PieceKind::King, target, occ) & pk(PieceKind::King)).any()
            || (attacks(PieceKind::Rook, target, occ) & (pk(PieceKind::Rook) | queens | helgis))
                .any()
            || (attacks(PieceKind::Bishop, target, occ) & (pk(PieceKind::Bishop) | queens | helgis))
                .any()
    }

    /// Pseudo-legal moves of `color` (legal when check is not enforced), for the rolled `face`
    /// (`None`: any). Calls `sink` for each; stops when it returns `false`. Returns `false` if
    /// stopped.
    pub(crate) fn generate(
        &self,
        color: Color,
        face: Option<Face>,
        ep: Option<Square>,
        sink: &mut dyn FnMut(Move) -> bool,
    ) -> bool {
        let opts = &self.options;
        let b = &self.board;
        let wild = face.is_none() || (face == Some(Face::Queen) && opts.queen_face_wild);
        // With `die_face=top` the face selects the part's top checker, not the pattern.
        let top_face = (!wild && opts.die_face == DieFace::Top)
            .then(|| face.map(Face::kind))
            .flatten();
        let face_mask: u8 = match face {
            _ if wild || top_face.is_some() => 0xff,
            Some(Face::Pawn) => PieceKind::Pawn.bit() | OPP_PAWN,
            Some(f) => f.kind().bit(),
            None => 0xff,
        };
        let own = *b.owned.get(color);
        let enemy = *b.owned.get(color.other());
        let kings = b.tops[PieceKind::King.index()];
        let mut capturable = enemy;
        if opts.check_enforced() {
            capturable -= kings;
            if opts.own_king_capture {
                // Nor on the tower of a buried enemy King (rules §6.8).
                if let Some(k) = self.king(color.other()) {
                    capturable.remove(k);
                }
            }
        }
        if opts.own_capture {
            // `own_king_capture`: landing on the own King buries it (rules §6.8).
            capturable |= if opts.own_king_capture {
                own
            } else {
                own - kings
            };
        }
        let cap = opts.height_cap.map_or(usize::MAX, usize::from);
        let bits = |c: Checker| {
            if c.kind == PieceKind::Pawn
                && c.color != color
                && opts.borrowed_pawn == BorrowedPawn::Owner
            {
                OPP_PAWN
            } else {
                c.kind.bit()
            }
        };
        for s in own {
            let h = b.height(s);
            let Some(top) = b.top(s) else { continue };
            if top_face.is_some_and(|k| k != top.kind) {
                continue;
            }
            let tower_mask = if opts.talleyrand && opts.talleyrand_set == TalleyrandSet::Tower {
                b.iter_down(s).fold(0, |m, c| m | bits(c))
            } else {
                0
            };
            // `own_king_capture`: the depth of the mover's buried King in this tower. No split
            // may leave it under an enemy checker (the enemy would control its tower).
            let king_depth = if opts.own_king_capture {
                b.iter_down(s)
                    .position(|c| c.kind == PieceKind::King && c.color == color)
            } else {
                None
            };
            let mut mask = 0u8;
            let mut cache: Option<(u8, Dests)> = None;
            let mut down = b.iter_down(s).peekable();
            for k in 1..=h {
                let Some(c) = down.next() else { break };
                if opts.talleyrand_set != TalleyrandSet::Own || c.color == color {
                    mask |= bits(c);
                }
                let rest = down.peek().copied();
                if king_depth.is_some_and(|i| k <= i) && rest.is_some_and(|r| r.color != color) {
                    continue;
                }
                let set = if !opts.talleyrand {
                    top.kind.bit()
                } else if opts.talleyrand_set == TalleyrandSet::Tower {
                    tower_mask
                } else {
                    mask
                };
                let allowed = set & face_mask;
                if allowed == 0 {
                    continue;
                }
                let dests = match cache {
                    Some((m, d)) if m == allowed => d,
                    _ => {
                        let d = self.dests(s, color, top, allowed, ep, capturable);
                        cache = Some((allowed, d));
                        d
                    }
                };
                if !self.emit_part(s, k, h, cap, color, top, rest, &dests, sink) {
                    return false;
                }
            }
        }
        if wild || matches!(face, Some(Face::King | Face::Queen | Face::Rook)) {
            for long in [false, true] {
                if let Some(m) = self.castle(color, long) {
                    if !sink(m) {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn dests(
        &self,
        s: Square,
        color: Color,
        top: Checker,
        allowed: u8,
        ep: Option<Square>,
        capturable: Bitboard,
    ) -> Dests {
        let b = &self.board;
        let occ = b.occupied;
        let mut d = Dests::default();
        let mut other = Bitboard::EMPTY;
        let non_pawn_capturable = if self.options.non_pawn_own_capture {
            capturable
        } else {
            capturable - *b.owned.get(color)
        };
        if allowed & OPP_PAWN != 0 {
            other |= self.pawn_targets(s, color, color.other(), top, false, ep, capturable, &mut d);
        }
        for k in PieceKind::ALL {
            if allowed & k.bit() == 0 {
                continue;
            }
            let is_own = k == top.kind;
            let targets = if k == PieceKind::Pawn {
                self.pawn_targets(s, color, color, top, is_own, ep, capturable, &mut d)
            } else {
                let a = attacks(k, s, occ);
                (a - occ) | (a & non_pawn_capturable)
            };
            if is_own {
                d.own |= targets;
            } else {
                other |= targets;
            }
        }
        d.borrowed = other - d.own;
        if let Some(x) = d.double {
            d.borrowed -= Bitboard::from_square(x);
        }
        if let Some(x) = d.en_passant {
            d.borrowed -= Bitboard::from_square(x);
        }
        d
    }

    /// Plain pawn targets (steps and landings); the double step and en passant go to `d` when
    /// the pawn is the part's own top.
    #[allow(clippy::too_many_arguments)]
    fn pawn_targets(
        &self,
        s: Square,
        color: Color,
        dir: Color,
        top: Checker,
        own_pattern: bool,
        ep: Option<Square>,
        capturable: Bitboard,
        d: &mut Dests,
    ) -> Bitboard {
        let b = &self.board;
        let occ = b.occupied;
        let own = *b.owned.get(color);
        let fwd = forward(dir);
        let straight_climb = self.options.pawn_own_climb == PawnClimb::Straight;
        let mut t = Bitboard::EMPTY;
        if let Some(f1) = GEO.offset(s, 0, fwd) {
            let climbable = |x: Square| straight_climb && (capturable & own).contains(x);
            if !occ.contains(f1) {
                t.insert(f1);
                if own_pattern
                    && (!top.has_moved || self.options.double_step_reset)
                    && GEO.relative_rank(s, color) == 1
                {
                    if let Some(f2) = GEO.offset(s, 0, 2 * fwd) {
                        if !occ.contains(f2) {
                            d.double = Some(f2);
                        } else if climbable(f2) {
                            t.insert(f2);
                        }
                    }
                }
            } else if climbable(f1) {
                t.insert(f1);
            }
        }
        for dx in [-1, 1] {
            let Some(x) = GEO.offset(s, dx, fwd) else {
                continue;
            };
            if occ.contains(x) {
                let ok = if own.contains(x) {
                    !straight_climb && capturable.contains(x)
                } else {
                    capturable.contains(x)
                };
                if ok {
                    t.insert(x);
                }
            } else if own_pattern && ep == Some(x) {
                d.en_passant = Some(x);
            }
        }
        t
    }

    #[allow(clippy::too_many_arguments)]
    fn emit_part(
        &self,
        s: Square,
        k: usize,
        h: usize,
        cap: usize,
        color: Color,
        top: Checker,
        rest: Option<Checker>,
        d: &Dests,
        sink: &mut dyn FnMut(Move) -> bool,
    ) -> bool {
        let opts = &self.options;
        // The whole tower is written without a count, a top part with it.
        let part = |to: Square| {
            if k == h {
                TowerMove::whole(s, to)
            } else {
                TowerMove::part(s, k as u8, to)
            }
        };
        // The mover's pawn freed at the source on its last rank.
        let source_pawn = rest.filter(|r| {
            r.color == color
                && r.kind == PieceKind::Pawn
                && last_rank(s, color)
                && !opts.self_only()
        });
        let dest_promotes = |to: Square| {
            top.kind == PieceKind::Pawn
                && last_rank(to, color)
                && (!opts.promo_lone_pawn_only || (k == 1 && h == 1))
        };
        // Which pawn the letter declares follows from the squares: the one freed at the
        // source when the source is on the mover's last rank (no pawn move reaches the last
        // rank from there), the part's top at the destination otherwise.
        let emit_promos = |m: TowerMove, pawn: Checker, sink: &mut dyn FnMut(Move) -> bool| {
            for kind in self.promotion_choices(pawn) {
                if !sink(Move::Tower(m.with_promotion(kind))) {
                    return false;
                }
            }
            true
        };
        let b = &self.board;
        for to in d.own | d.borrowed {
            if b.height(to) + k > cap {
                continue;
            }
            let m = part(to);
            let ok = if d.own.contains(to) && dest_promotes(to) {
                emit_promos(m, top, sink)
            } else if let Some(p) = source_pawn {
                emit_promos(m, p, sink)
            } else {
                sink(Move::Tower(m))
            };
            if !ok {
                return false;
            }
        }
        for (sq, special) in [
            (d.double, Special::DoubleStep),
            (d.en_passant, Special::EnPassant),
        ] {
            if let Some(to) = sq {
                let landing = match special {
                    Special::EnPassant => self.ep_unit_height(to, color),
                    _ => 0,
                };
                if landing + k > cap {
                    continue;
                }
                let m = part(to);
                let ok = if let Some(p) = source_pawn {
                    emit_promos(m, p, sink)
                } else {
                    sink(Move::Tower(m))
                };
                if !ok {
                    return false;
                }
            }
        }
        true
    }

    /// How many checkers en passant moves onto the passed square `b` before the capturer.
    pub(crate) fn ep_unit_height(&self, b: Square, capturer: Color) -> usize {
        match self.options.ep_capture {
            crate::EpCapture::TopPawn => 1,
            crate::EpCapture::Unit => GEO
                .offset(b, 0, -forward(capturer))
                .map_or(0, |c| self.board.height(c)),
        }
    }

    fn castle(&self, color: Color, long: bool) -> Option<Move> {
        if !self.castling.has(color, long) {
            return None;
        }
        let rank = if color == Color::White { 0 } else { 7 };
        let king = GEO.sq(4, rank);
        let b = &self.board;
        let lone = |sq: Square, kind: PieceKind| {
            b.height(sq) == 1
                && b.top(sq)
                    .is_some_and(|c| c.color == color && c.kind == kind)
        };
        let rook = GEO.sq(if long { 0 } else { 7 }, rank);
        if !lone(king, PieceKind::King) || !lone(rook, PieceKind::Rook) {
            return None;
        }
        let between: &[u8] = if long { &[1, 2, 3] } else { &[5, 6] };
        if between
            .iter()
            .any(|&x| b.occupied.contains(GEO.sq(x, rank)))
        {
            return None;
        }
        let to = GEO.sq(if long { 2 } else { 6 }, rank);
        if self.options.check_enforced() && !self.options.castling_ignores_check {
            let path: &[u8] = if long { &[4, 3, 2] } else { &[4, 5, 6] };
            if path
                .iter()
                .any(|&x| self.is_attacked(GEO.sq(x, rank), color.other()))
            {
                return None;
            }
        }
        Some(Move::Tower(TowerMove::whole(king, to)))
    }
}
