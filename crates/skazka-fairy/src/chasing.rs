//! Xiangqi's chasing rule (`chasingRule = axf`), as the Asian Xiangqi Federation words it and
//! Fairy-Stockfish decides it: after every move, the pieces of the side to move that the move
//! newly threatens count as chased when the threat is a real one, that is when the piece is
//! worth more than its attacker or is not truly protected. A repetition in which one side
//! chased the same piece at every one of its moves loses for that side (see
//! [`crate::FairyHistory`]).
//!
//! What counts as a chase follows Fairy-Stockfish's own reading, case by case:
//! - kings and soldiers that have not crossed the river are never chased;
//! - a horse or a cannon chases a rook whatever protects it; an elephant or an advisor chases
//!   a rook, a cannon or a horse;
//! - otherwise only an unprotected piece is chased (its protectors that are pinned to their
//!   own king do not protect it), and a piece of the attacker's own type is not (the threat is
//!   mutual) unless it is pinned or is a horse whose leg is blocked the other way;
//! - the threats counted are the moved piece's new ones, the ones its move uncovered, and
//!   those made real by a new pin of the protector or by a discovered check.

use skazka_core::{Bitboard, Color, Square};

use crate::position::FairyPosition;
use crate::{FairyMove, PieceKind};

impl FairyPosition {
    /// The type index of Fairy-Stockfish's piece type `kind` in this variant.
    fn index_of(&self, kind: PieceKind) -> Option<u8> {
        self.c()
            .kinds
            .iter()
            .position(|k| k.kind == kind)
            .map(|i| i as u8)
    }

    /// The pieces of `color` of Fairy-Stockfish's types `kinds`.
    fn of_kinds(&self, color: Color, kinds: &[PieceKind]) -> Bitboard {
        kinds
            .iter()
            .filter_map(|&k| self.index_of(k))
            .fold(Bitboard::EMPTY, |b, k| b | self.pieces(color, k))
    }

    fn kind_on(&self, square: Square) -> Option<PieceKind> {
        self.piece_on(square)
            .map(|p| self.c().kinds[usize::from(p.kind)].kind)
    }

    /// The squares a `color` piece of type index `k` on `from` attacks with `occupied`, by its
    /// movement alone (no mobility region, soldiers sideways everywhere).
    fn raw_attacks(&self, color: Color, k: u8, from: Square, occupied: Bitboard) -> Bitboard {
        self.c().kinds[usize::from(k)]
            .table
            .attacks(from, color, occupied)
    }

    /// The squares the `color` piece of type index `k` on `from` attacks in this position: the
    /// movement kept to the piece's region, soldiers forward only before the river.
    fn attacks_from(&self, color: Color, k: u8, from: Square) -> Bitboard {
        let c = self.c();
        let geo = c.geometry;
        let mut b = self.raw_attacks(color, k, from, self.occupied());
        if c.kinds[usize::from(k)].kind == PieceKind::Soldier && !self.soldier_promoted(from, color)
        {
            b &= geo.file_mask(geo.xy(from).0);
        }
        b & c.mobility.get(color)[usize::from(k)]
    }

    /// The pieces of `color` that attack `square` with occupancy `occupied`: only the types
    /// that may stand on `square`, soldiers sideways only past the river.
    fn attackers_with(&self, square: Square, occupied: Bitboard, color: Color) -> Bitboard {
        let c = self.c();
        let mut b = Bitboard::EMPTY;
        for (k, info) in c.kinds.iter().enumerate() {
            if c.mobility.get(color)[k].contains(square) {
                b |= info
                    .table
                    .attackers_of(square, color, occupied, self.pieces(color, k as u8));
            }
        }
        let soldiers = b & self.of_kinds(color, &[PieceKind::Soldier]);
        let geo = c.geometry;
        if soldiers.any() && geo.relative_rank(square, color) < c.definition.soldier_promotion_rank
        {
            let dy = if color.is_white() { -1 } else { 1 };
            let behind = geo
                .offset(square, 0, dy)
                .map_or(Bitboard::EMPTY, Bitboard::from);
            b -= soldiers - behind;
        }
        b
    }

    fn king_square(&self, color: Color) -> Option<Square> {
        self.c().royal.and_then(|k| self.pieces(color, k).first())
    }

    /// The pieces (of either side) whose removal would let a `color.other()` rook, cannon,
    /// horse or elephant attack `color`'s king: the one piece between a rook and the king, the
    /// two between a cannon and the king, a horse's blocked leg.
    pub(crate) fn blockers_for_king(&self, color: Color) -> Bitboard {
        let Some(king) = self.king_square(color) else {
            return Bitboard::EMPTY;
        };
        let them = color.other();
        let occupied = self.occupied();
        let mut snipers = Bitboard::EMPTY;
        let mut sliding = Bitboard::EMPTY;
        for (k, info) in self.c().kinds.iter().enumerate() {
            let theirs = self.pieces(them, k as u8);
            let empty_reach = info.table.attacks(king, color, Bitboard::EMPTY);
            match info.kind {
                PieceKind::Horse => {
                    for s in empty_reach & theirs {
                        if !self.attacks_from(them, k as u8, s).contains(king) {
                            snipers.insert(s);
                            sliding.insert(s);
                        }
                    }
                }
                PieceKind::Rook | PieceKind::Elephant => {
                    let s = (empty_reach & theirs) - info.table.attacks(king, color, occupied);
                    snipers |= s;
                    sliding |= s;
                }
                PieceKind::Cannon => {
                    let lines = self.c().lines.rook(king, Bitboard::EMPTY);
                    snipers |= (lines & theirs) - info.table.attacks(king, color, occupied);
                }
                _ => {}
            }
        }
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let hopper = self.kind_on(sniper) == Some(PieceKind::Cannon);
            let cells = if hopper {
                occupied.without(sniper)
            } else {
                occupied - sliding
            };
            let b = self.path_between(king, sniper) & cells;
            if b.any() && (!b.has_more_than_one() || (hopper && b.count() == 2)) {
                blockers |= b;
            }
        }
        blockers
    }

    /// The squares between a king on `king` and a piece on `sniper` that block its attack: a
    /// horse's leg, or the squares strictly between on a line (with `sniper` itself, which
    /// the callers' occupancies leave out).
    fn path_between(&self, king: Square, sniper: Square) -> Bitboard {
        let geo = self.c().geometry;
        let (kx, ky) = geo.xy(king);
        let (sx, sy) = geo.xy(sniper);
        let (dx, dy) = (i16::from(sx) - i16::from(kx), i16::from(sy) - i16::from(ky));
        if self.kind_on(sniper) == Some(PieceKind::Horse) {
            // The leg is next to the horse, orthogonally, and diagonal to the king.
            let leg = |ax: i16, ay: i16| geo.offset(sniper, ax as i8, ay as i8);
            let step = if dx.abs() == 2 {
                leg(-dx.signum(), 0)
            } else {
                leg(0, -dy.signum())
            };
            return step.map_or(Bitboard::EMPTY, Bitboard::from);
        }
        let mut b = Bitboard::from(sniper);
        if dx != 0 && dy != 0 && dx.abs() != dy.abs() {
            return b;
        }
        let (ux, uy) = (dx.signum(), dy.signum());
        let mut s = geo.offset(king, ux as i8, uy as i8);
        while let Some(sq) = s {
            if sq == sniper {
                break;
            }
            b.insert(sq);
            s = geo.offset(sq, ux as i8, uy as i8);
        }
        b
    }

    /// The pieces of the side to move that the last move, `m` from `before`, chased.
    pub(crate) fn chased_by(&self, before: &FairyPosition, m: FairyMove) -> Bitboard {
        let Some(from) = m.from() else {
            return Bitboard::EMPTY;
        };
        let to = m.to;
        if from == to {
            return Bitboard::EMPTY;
        }
        let mut chase = Chase::new(self);
        let mover = self.turn.other();
        if let Some(p) = self.piece_on(to) {
            let kind = self.c().kinds[usize::from(p.kind)].kind;
            if !matches!(kind, PieceKind::King | PieceKind::Soldier) {
                let mut direct = self.attacks_from(mover, p.kind, to) & self.pieces_of(self.turn);
                if matches!(kind, PieceKind::Rook | PieceKind::Cannon) {
                    direct -= self.line_through(from, to);
                }
                chase.add(to, kind, direct);
            }
        }
        self.discovered_chases(before, from, to, &mut chase);
        self.pin_and_check_chases(before, &mut chase);
        chase.chased
    }

    /// The whole rank or file through `a` and `b`, if they share one.
    fn line_through(&self, a: Square, b: Square) -> Bitboard {
        let geo = self.c().geometry;
        let ((ax, ay), (bx, by)) = (geo.xy(a), geo.xy(b));
        if ax == bx {
            geo.file_mask(ax)
        } else if ay == by {
            geo.rank_mask(ay)
        } else {
            Bitboard::EMPTY
        }
    }

    /// Threats the move uncovered: of horses whose leg it freed, elephants whose eye it freed,
    /// and rooks and cannons on the lines of its squares.
    fn discovered_chases(
        &self,
        before: &FairyPosition,
        from: Square,
        to: Square,
        chase: &mut Chase,
    ) {
        let c = self.c();
        let geo = c.geometry;
        let mover = self.turn.other();
        let around = |dirs: &[(i8, i8)]| -> Bitboard {
            dirs.iter()
                .filter_map(|&(dx, dy)| geo.offset(from, dx, dy))
                .collect()
        };
        let wazir = around(&[(1, 0), (-1, 0), (0, 1), (0, -1)]);
        let fers = around(&[(1, 1), (-1, 1), (1, -1), (-1, -1)]);
        let candidates = (wazir & self.of_kinds(mover, &[PieceKind::Horse]))
            | (fers & self.of_kinds(mover, &[PieceKind::Elephant]))
            | (c.lines.rook(from, Bitboard::EMPTY)
                & self.of_kinds(mover, &[PieceKind::Cannon, PieceKind::Rook]))
            | (c.lines.rook(to, Bitboard::EMPTY) & self.of_kinds(mover, &[PieceKind::Cannon]));
        let occupied = self.occupied();
        let captured = before.piece_on(to).is_some();
        let mut earlier = if captured {
            occupied
        } else {
            occupied.without(to)
        };
        earlier.toggle(from);
        for s in candidates {
            let Some(p) = self.piece_on(s) else { continue };
            let kind = c.kinds[usize::from(p.kind)].kind;
            let discovered = (self.pieces_of(self.turn)
                & self.raw_attacks(mover, p.kind, s, occupied))
                - self.raw_attacks(mover, p.kind, s, earlier);
            chase.add(s, kind, discovered);
        }
    }

    /// Threats made real by the move: a protector newly pinned to its king (its protection is
    /// no longer real), and a discovered check whose checking piece also attacks a piece.
    fn pin_and_check_chases(&self, before: &FairyPosition, chase: &mut Chase) {
        let us = self.turn;
        let them = us.other();
        let c = self.c();
        let new_blockers = self.blockers_for_king(us) - before.blockers_for_king(us);
        let their_blockers = self.blockers_for_king(them);
        let never = self.unchaseable(us);
        for s in new_blockers & self.pieces_of(us) {
            let Some(p) = self.piece_on(s) else { continue };
            let protected =
                (self.pieces_of(us) - never) & self.raw_attacks(us, p.kind, s, self.occupied());
            for s2 in protected {
                if (self.attackers_with(s2, self.occupied(), them) - their_blockers).any() {
                    chase.chased.insert(s2);
                }
            }
        }
        let Some(king) = self.king_square(us) else {
            return;
        };
        let Some(royal) = c.royal else { return };
        let king_reach = self.attacks_from(us, royal, king);
        for s in new_blockers & self.pieces_of(them) {
            let Some(p) = self.piece_on(s) else { continue };
            let attacked = self.attacks_from(them, p.kind, s) & self.pieces_of(us);
            chase.chased |= attacked - king_reach;
            let occupied = self.occupied().without(s).without(king);
            for s2 in attacked & king_reach {
                if self.attackers_with(s2, occupied, them).without(s).any() {
                    chase.chased.insert(s2);
                }
            }
        }
    }

    /// The pieces of `color` that are never chased: its kings and its soldiers that have not
    /// crossed the river.
    fn unchaseable(&self, color: Color) -> Bitboard {
        let soldiers = self.of_kinds(color, &[PieceKind::Soldier]);
        let crossed: Bitboard = soldiers
            .into_iter()
            .filter(|&s| self.soldier_promoted(s, color))
            .collect();
        self.of_kinds(color, &[PieceKind::King]) | (soldiers - crossed)
    }
}

/// The chased pieces found so far, with what deciding a threat needs.
struct Chase<'a> {
    pos: &'a FairyPosition,
    chased: Bitboard,
    /// Pieces of the side to move pinned to their king (by a line piece, or as the only piece
    /// between the kings where kings may not face each other).
    pins: Bitboard,
}

impl<'a> Chase<'a> {
    fn new(pos: &'a FairyPosition) -> Chase<'a> {
        let us = pos.turn;
        let mut pins = pos.blockers_for_king(us);
        if pos.c().definition.flying_general
            && let Some(their_king) = pos.king_square(us.other())
        {
            let geo = pos.c().geometry;
            let file = geo.file_mask(geo.xy(their_king).0) & pos.pieces_of(us);
            let kings =
                pos.of_kinds(us, &[PieceKind::King]) | pos.of_kinds(us.other(), &[PieceKind::King]);
            if (file & kings).any() && !(file - kings).has_more_than_one() {
                pins |= file - kings;
            }
        }
        Chase {
            pos,
            chased: Bitboard::EMPTY,
            pins,
        }
    }

    /// Adds the pieces that the `kind` piece on `attacker` chases among `attacks` (pieces of
    /// the side to move it newly attacks).
    fn add(&mut self, attacker: Square, kind: PieceKind, attacks: Bitboard) {
        let pos = self.pos;
        let us = pos.turn;
        if (attacks - self.chased).is_empty() {
            return;
        }
        let mut attacks = attacks - pos.unchaseable(us);
        if matches!(kind, PieceKind::Horse | PieceKind::Cannon) {
            self.chased |= attacks & pos.of_kinds(us, &[PieceKind::Rook]);
        }
        if matches!(kind, PieceKind::Elephant | PieceKind::Fers) {
            self.chased |=
                attacks & pos.of_kinds(us, &[PieceKind::Rook, PieceKind::Cannon, PieceKind::Horse]);
        }
        attacks = self.without_mutual(attacker, kind, attacks);
        let occupied = pos.occupied().without(attacker);
        for s in attacks {
            let roots = pos.attackers_with(s, occupied, us) - self.pins;
            if roots.is_empty() || self.only_king_protects(s, roots, occupied) {
                self.chased.insert(s);
            }
        }
    }

    /// `attacks` without the pieces that attack the attacker back the same way: pieces of its
    /// own type (unless pinned), or for a horse with a diagonal neighbour, the horses that
    /// reach it.
    fn without_mutual(&self, attacker: Square, kind: PieceKind, attacks: Bitboard) -> Bitboard {
        let pos = self.pos;
        let us = pos.turn;
        let c = pos.c();
        let geo = c.geometry;
        let Some(k) = pos.index_of(kind) else {
            return attacks;
        };
        let same = pos.pieces(us, k);
        let crowded = [(1, 1), (-1, 1), (1, -1), (-1, -1)]
            .iter()
            .filter_map(|&(dx, dy)| geo.offset(attacker, dx, dy))
            .any(|s| pos.occupied().contains(s));
        if kind == PieceKind::Horse && crowded {
            let mut kept = attacks;
            for s in attacks & same {
                if pos.raw_attacks(us, k, s, pos.occupied()).contains(attacker) {
                    kept.remove(s);
                }
            }
            kept
        } else {
            attacks & ((c.geometry.all() - same) | self.pins)
        }
    }

    /// Where kings may not face each other: whether the piece on `s` is protected by its king
    /// alone, on the file of the attacking side's king, so that taking back would face them.
    fn only_king_protects(&self, s: Square, roots: Bitboard, occupied: Bitboard) -> bool {
        let pos = self.pos;
        let us = pos.turn;
        if !pos.c().definition.flying_general || roots != pos.of_kinds(us, &[PieceKind::King]) {
            return false;
        }
        pos.king_square(us.other())
            .is_some_and(|k| pos.c().lines.rook(k, occupied).contains(s))
    }
}
