//! Legal move generation: chess moves (with en passant, castling, promotions), placements,
//! mutations and the 2012-07 in-place promotions.
//!
//! Chess moves are tested by moving the unit on bitboards and asking whether the King is
//! attacked; placements and mutations use the shortcuts of stone.md §5 and §7.4 (a mutation
//! changes no occupancy, so it is legal exactly when the mover is not in check; a placement
//! only adds a blocker, so it is tested only in check or when some kind hops over hurdles).

use skazka_core::{Bitboard, Color, Square};

use crate::position::{
    BLACK_KING_SIDE, BLACK_QUEEN_SIDE, GEO, MoveList, WHITE_KING_SIDE, WHITE_QUEEN_SIDE, rel_rank,
};
use crate::{Edition, Move, Stone, Unit, UnitKind};

struct Context {
    us: Color,
    them: Color,
    occ: Bitboard,
    king: Option<Square>,
    in_check: bool,
}

impl Stone {
    /// Whether the side to move has any legal move.
    pub(crate) fn has_legal_move(&self) -> bool {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        !moves.is_empty()
    }

    /// Appends every legal move to `out`.
    pub(crate) fn generate(&self, out: &mut MoveList) {
        let us = self.turn;
        let them = !us;
        let occ = self.occupied();
        let king = self.king(us);
        let in_check = king.is_some_and(|k| self.attacked_by(k, them, occ, Bitboard::EMPTY));
        let cx = Context {
            us,
            them,
            occ,
            king,
            in_check,
        };
        self.gen_unit_moves(&cx, out);
        self.gen_castling(&cx, out);
        self.gen_placements(&cx, out);
        if !in_check {
            self.gen_mutations(&cx, out);
            self.gen_in_place_promotions(&cx, out);
        }
    }

    /// Whether moving `from` → `to` (removing the unit on `victim`, if any) leaves the mover's
    /// King safe.
    fn king_safe_after(
        &self,
        cx: &Context,
        from: Square,
        to: Square,
        victim: Option<Square>,
    ) -> bool {
        let Some(k) = cx.king else { return true };
        let mut occ = cx.occ.without(from).with(to);
        let mut removed = Bitboard::EMPTY;
        if let Some(v) = victim {
            removed.insert(v);
            if v != to {
                occ.remove(v);
            }
        }
        let target = if from == k { to } else { k };
        !self.attacked_by(target, cx.them, occ, removed)
    }

    fn push_with_promotions(
        &self,
        cx: &Context,
        from: Square,
        to: Square,
        kind: UnitKind,
        out: &mut MoveList,
    ) {
        let edition = self.edition();
        let promotions = kind.promotions(edition);
        // A single compulsory target (2012-12) is implied: the move stores no promotion.
        if rel_rank(to, cx.us) == 7 && promotions.len() > usize::from(edition == Edition::Dec2012) {
            if edition == Edition::Jul2012 {
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: None,
                });
            }
            for &p in promotions {
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(p),
                });
            }
        } else {
            out.push(Move::Normal {
                from,
                to,
                promotion: None,
            });
        }
    }

    /// The own units whose departure could uncover an attack on the King: with simple
    /// attacks, those on a queen line from the King whose removal lets the King be attacked.
    /// Every unit when the shortcut does not apply (in check, or exotic movements).
    fn pin_candidates(&self, cx: &Context) -> Bitboard {
        let ours = self.colors[cx.us];
        let Some(k) = cx.king else {
            return Bitboard::EMPTY;
        };
        if cx.in_check || !self.rules.simple_attacks {
            return ours;
        }
        let lines = self.rules.table(UnitKind::Queen).attacks(k, cx.us, cx.occ) & ours;
        lines
            .into_iter()
            .filter(|&b| self.attacked_by(k, cx.them, cx.occ.without(b), Bitboard::EMPTY))
            .collect()
    }

    fn gen_unit_moves(&self, cx: &Context, out: &mut MoveList) {
        let pinned = self.pin_candidates(cx);
        let ours = self.colors[cx.us];
        let movers = ours - self.kinds[UnitKind::Stone.index()];
        let targets_enemy = self.colors[cx.them] - self.kinds[UnitKind::King.index()];
        for from in movers {
            let Some(unit) = self.unit_at(from) else {
                continue;
            };
            let table = self.rules.table(unit.kind);
            let initial = rel_rank(from, cx.us) <= 1;
            let t = table.targets(from, cx.us, cx.occ, initial);
            let mut quiet = t.moves;
            if let Some(ep) = self.ep {
                if unit.kind.is_weak() && t.attacks.contains(ep.passed) {
                    quiet.remove(ep.passed);
                    if self.king_safe_after(cx, from, ep.passed, Some(ep.landing)) {
                        self.push_with_promotions(cx, from, ep.passed, unit.kind, out);
                    }
                }
            }
            let test = unit.kind == UnitKind::King || pinned.contains(from);
            for to in quiet {
                if !test || self.king_safe_after(cx, from, to, None) {
                    self.push_with_promotions(cx, from, to, unit.kind, out);
                }
            }
            for to in t.attacks & targets_enemy {
                if !test || self.king_safe_after(cx, from, to, Some(to)) {
                    self.push_with_promotions(cx, from, to, unit.kind, out);
                }
            }
        }
    }

    fn gen_castling(&self, cx: &Context, out: &mut MoveList) {
        if cx.in_check {
            return;
        }
        let Some(k) = cx.king else { return };
        let (rank, king_side, queen_side) = match cx.us {
            Color::White => (0u8, WHITE_KING_SIDE, WHITE_QUEEN_SIDE),
            Color::Black => (7u8, BLACK_KING_SIDE, BLACK_QUEEN_SIDE),
        };
        if k != GEO.sq(4, rank) {
            return;
        }
        let rook = Unit::new(cx.us, UnitKind::Rook);
        for (right, rook_file, rook_to, empty_files, pass_file, to_file) in [
            (king_side, 7u8, 5u8, &[5u8, 6][..], 5u8, 6u8),
            (queen_side, 0u8, 3u8, &[1u8, 2, 3][..], 3u8, 2u8),
        ] {
            let rook_from = GEO.sq(rook_file, rank);
            if self.castling & right == 0
                || self.unit_at(rook_from) != Some(rook)
                || empty_files
                    .iter()
                    .any(|&f| cx.occ.contains(GEO.sq(f, rank)))
            {
                continue;
            }
            // The King may not pass through an attacked square nor land on one; the landing
            // test uses the final occupancy (it matters when hoppers are in play).
            let pass = GEO.sq(pass_file, rank);
            let to = GEO.sq(to_file, rank);
            let final_occ = cx
                .occ
                .without(k)
                .without(rook_from)
                .with(to)
                .with(GEO.sq(rook_to, rank));
            if self.attacked_by(pass, cx.them, cx.occ.without(k).with(pass), Bitboard::EMPTY)
                || self.attacked_by(to, cx.them, final_occ, Bitboard::EMPTY)
            {
                continue;
            }
            out.push(Move::Normal {
                from: k,
                to,
                promotion: None,
            });
        }
    }

    fn gen_placements(&self, cx: &Context, out: &mut MoveList) {
        let reserve = self.reserves[cx.us];
        if reserve == 0 {
            return;
        }
        let test = cx.in_check || self.rules.hoppers;
        for to in GEO.all() - cx.occ {
            if u16::from(self.placement_cost(to)) > reserve {
                continue;
            }
            if test {
                if let Some(k) = cx.king {
                    if self.attacked_by(k, cx.them, cx.occ.with(to), Bitboard::EMPTY) {
                        continue;
                    }
                }
            }
            out.push(Move::Place { to });
        }
    }

    fn gen_mutations(&self, cx: &Context, out: &mut MoveList) {
        let reserve = self.reserves[cx.us];
        let units = self.colors[cx.us] - self.kinds[UnitKind::King.index()];
        for square in units {
            let Some(unit) = self.unit_at(square) else {
                continue;
            };
            let list = self.rules.mutations_of(unit.kind, rel_rank(square, cx.us));
            for &(cost, into, promotion) in list {
                if u16::from(cost) > reserve {
                    break;
                }
                out.push(Move::Mutate {
                    square,
                    into,
                    promotion,
                });
            }
        }
    }

    fn gen_in_place_promotions(&self, cx: &Context, out: &mut MoveList) {
        if self.edition() != Edition::Jul2012 {
            return;
        }
        let last_rank = GEO.rank_mask(if cx.us == Color::White { 7 } else { 0 });
        for square in self.colors[cx.us] & last_rank {
            let Some(unit) = self.unit_at(square) else {
                continue;
            };
            for &into in unit.kind.promotions(Edition::Jul2012) {
                out.push(Move::Promote { square, into });
            }
        }
    }
}
