//! The legality of a normal move where captures blast (atomic chess), royal pieces are
//! pseudo-royal (coregal chess, atomic's king) or capturers turn to walls (petrified chess),
//! judged from the squares the move empties and fills, without playing it.
//!
//! Playing every move on a copy of the position to judge it took most of these variants'
//! perft time. A normal move changes only a few squares: the mover's two, and where it
//! captures, its blast's or its wall's. The mover's royal pieces after the move are those
//! standing before it, followed to where they go and less those the blast destroys; the enemy
//! attacks them from the occupancy after it, without the pieces it loses. Promotions, drops,
//! castling and en passant, rarer and with more to follow, are still played.

use skazka_core::{Bitboard, Color, Square};

use crate::position::FairyPosition;
use crate::variant::Compiled;
use crate::{FairyMove, WallingRule};

impl FairyPosition {
    /// Whether the normal move `m` leaves the mover's royal pieces safe, as
    /// [`FairyPosition::is_legal_when_played`] judges it on a copy: a capture that blasts
    /// one of the mover's royal pieces is illegal, one that blasts an enemy royal piece wins,
    /// and a royal piece beside an enemy one cannot be taken where captures blast.
    pub(crate) fn royals_safe_after_blast(&self, m: FairyMove) -> bool {
        let c = self.c();
        let us = self.turn;
        let them = us.other();
        let Some(losses) = self.losses(m) else {
            return false;
        };
        let royals_before = self.royals(us);
        let enemy_royals_before = self.royals(them);
        if losses.blast {
            // Only the loss of a piece of a type that is or may become royal can change a
            // side's royal pieces: most blasts take none, and the royal pieces left need not
            // be worked out again.
            let may_be_royal = self.pieces_of_royal_types();
            let lost_royal = |color: Color, lost: Bitboard, before: Bitboard| {
                (lost & may_be_royal).any()
                    && self.royals_without(color, lost).count() < before.count()
            };
            if lost_royal(us, losses.ours, royals_before) {
                return false;
            }
            if lost_royal(them, losses.theirs, enemy_royals_before) {
                return true;
            }
        }
        let occupied = losses.occupied;
        let mut royals = royals_before;
        if royals.contains(m.from) {
            royals = royals.without(m.from).with(m.to);
        }
        let royals = royals & occupied;
        // Where captures blast, a royal piece beside an enemy royal piece cannot be taken: the
        // blast would destroy the taker's own.
        let untouchable = if c.definition.blast_on_capture {
            let enemy_royals = if losses.theirs.any() {
                self.royals_without(them, losses.theirs)
            } else {
                enemy_royals_before
            };
            enemy_royals
                .into_iter()
                .fold(Bitboard::EMPTY, |near, r| near | c.neighbours[r.index()])
        } else {
            Bitboard::EMPTY
        };
        let harmless = losses.theirs | self.petrifying_royals(them);
        let attacked = |s: Square| self.attacked_except(s, them, occupied, harmless);
        if (royals - untouchable).into_iter().any(attacked) {
            return false;
        }
        !(c.definition.duple_check && self.all_extinction_pieces_attacked(m, occupied, attacked))
    }

    /// What the normal move `m` takes off the board, its blast included, and the occupancy
    /// it leaves; `None` where no piece stands on its origin.
    fn losses(&self, m: FairyMove) -> Option<Losses> {
        let c = self.c();
        let us = self.turn;
        let them = us.other();
        let mover = self.piece_on(m.from)?;
        let capture = self.by_color[them.index()].contains(m.to);
        let blast = capture && c.definition.blast_on_capture;
        let around = if blast {
            self.blasted_around(m)
        } else {
            Bitboard::EMPTY
        };
        // The mover stays on its target unless its own blast destroys it; a capturer that
        // petrifies stays as a wall, which blocks as a piece does.
        let mover_stays = !blast || c.blast_immune_kinds >> mover.kind & 1 != 0;
        let mut ours = around & self.by_color[us.index()];
        let mut theirs = around & self.by_color[them.index()];
        let mut occupied = self.occupied().without(m.from) - around;
        if mover_stays {
            occupied.insert(m.to);
        } else {
            ours.insert(m.from);
            occupied.remove(m.to);
        }
        if capture {
            theirs.insert(m.to);
        }
        Some(Losses {
            blast,
            ours,
            theirs,
            occupied,
        })
    }

    /// Under duple check: whether the mover's pieces of the extinction types (Spartan chess's
    /// two kings) would all stand `attacked` once `m` leaves `occupied`.
    fn all_extinction_pieces_attacked(
        &self,
        m: FairyMove,
        occupied: Bitboard,
        attacked: impl Fn(Square) -> bool,
    ) -> bool {
        let mut pieces = self.extinction_pieces(self.turn);
        if pieces.contains(m.from) {
            pieces = pieces.without(m.from).with(m.to);
        }
        let pieces = pieces & occupied;
        pieces.any() && pieces.into_iter().all(attacked)
    }

    /// The squares around a capture's target that its blast empties: every piece a king step
    /// away but pawns and the types the blast spares (the target and the mover's square
    /// apart).
    fn blasted_around(&self, m: FairyMove) -> Bitboard {
        let c = self.c();
        let pawns = c
            .pawn
            .map_or(Bitboard::EMPTY, |p| self.by_kind[usize::from(p)]);
        let immune = self.pieces_of_set(c.blast_immune_kinds);
        (c.neighbours[m.to.index()] & self.occupied().without(m.from)) - pawns - immune
    }

    /// The pieces, of both sides, of the royal type and, where they are pseudo-royal, of the
    /// extinction types: those whose loss may change a side's royal pieces (see
    /// [`FairyPosition::royals_without`]).
    fn pieces_of_royal_types(&self) -> Bitboard {
        let c = self.c();
        let royal = c
            .royal
            .map_or(Bitboard::EMPTY, |k| self.by_kind[usize::from(k)]);
        if !c.definition.extinction_pseudo_royal {
            return royal;
        }
        royal | self.pieces_of_set(extinction_types(c))
    }

    /// `color`'s pieces of the extinction types.
    pub(crate) fn extinction_pieces(&self, color: Color) -> Bitboard {
        self.pieces_of_set(extinction_types(self.c())) & self.by_color[color.index()]
    }

    /// `color`'s royal pieces once the pieces on `lost` have left the board: a pseudo-royal
    /// type may become royal as its pieces become few (see [`FairyPosition::royals`]).
    pub(crate) fn royals_without(&self, color: Color, lost: Bitboard) -> Bitboard {
        let c = self.c();
        let pieces = |k: u8| self.pieces(color, k) - lost;
        let mut royals = c.royal.map_or(Bitboard::EMPTY, pieces);
        if c.definition.extinction_pseudo_royal {
            // A pseudo-royal type is royal only while its pieces are few enough that losing
            // one is extinction (Fairy-Stockfish: at most `extinctionPieceCount + 1` of them).
            let most = c.definition.extinction_piece_count + 1;
            let mut kinds = c.extinction_kinds;
            while kinds != 0 {
                let k = kinds.trailing_zeros() as u8;
                kinds &= kinds - 1;
                if usize::from(k) >= c.kinds.len() {
                    break;
                }
                let of_kind = pieces(k);
                if of_kind.count() <= most {
                    royals |= of_kind;
                }
            }
        }
        royals
    }
}

/// The extinction types of `c` among its types (`*` stands for all of them).
fn extinction_types(c: &Compiled) -> u32 {
    let every_type = 1u32
        .checked_shl(c.kinds.len() as u32)
        .map_or(u32::MAX, |bit| bit - 1);
    c.extinction_kinds & every_type
}

/// What a normal move takes off the board and the occupancy it leaves (see
/// [`FairyPosition::royals_safe_after_blast`]).
struct Losses {
    /// Whether the move is a capture that blasts.
    blast: bool,
    /// The squares of the mover's pieces that leave the board: those its blast destroys,
    /// the mover among them unless its type is spared.
    ours: Bitboard,
    /// The squares of the enemy pieces that leave the board: the one taken and those the
    /// blast destroys.
    theirs: Bitboard,
    occupied: Bitboard,
}

/// Whether the normal moves of `compiled`'s positions may be judged by
/// [`FairyPosition::royals_safe_after_blast`]: where captures blast, royal pieces are
/// pseudo-royal or capturers petrify, and no rule judges more than the royal pieces' safety
/// from attacks that depend on the occupancy alone.
pub(crate) fn blast_by_squares(compiled: &Compiled) -> bool {
    let d = &compiled.definition;
    let blast_and_petrify = d.blast_on_capture && compiled.petrify_kinds != 0;
    (d.blast_on_capture || d.extinction_pseudo_royal || compiled.petrify_kinds != 0)
        && !blast_and_petrify
        && d.checking
        && d.drop_checks
        && !d.flying_general
        && !d.bikjang_rule
        && !d.gating
        && d.walling_rule == WallingRule::None
        && d.flip_enclosed_pieces == crate::EnclosingRule::None
        && !compiled.janggi_moves
}

#[cfg(test)]
mod tests {
    use crate::forcing_games::walk_forcing_games;
    use crate::movegen::FairyMoveList;
    use crate::{MoveKind, catalogue, variant_by_name};

    /// Along seeded random games that favour captures, in every catalogue variant whose
    /// normal moves are judged by their squares, each pseudo-legal normal move is judged as
    /// playing it on a copy judges it.
    #[test]
    fn a_normal_move_judged_by_its_squares_is_judged_as_when_played() {
        let names: Vec<_> = catalogue::names()
            .filter(|name| variant_by_name(name).is_some_and(|v| v.compiled().blast_by_squares))
            .collect();
        for name in [
            "atomic",
            "nocheckatomic",
            "atomar",
            "coregal",
            "petrified",
            "spartan",
        ] {
            assert!(names.contains(&name), "{name}: {names:?}");
        }
        let mut failures = Vec::new();
        let mut judged = 0;
        for name in names {
            let variant = variant_by_name(name).unwrap();
            let captures = |p: &crate::FairyPosition, m| p.is_capture(m);
            walk_forcing_games(&variant, 8, 120, name.len() as u64, captures, |p| {
                let mut pseudo = FairyMoveList::new();
                p.pseudo_moves(&mut pseudo);
                for &m in pseudo.iter() {
                    if m.kind != MoveKind::Normal
                        || p.petrifies_a_royal(m)
                        || p.takes_its_own_immune_kind(m)
                    {
                        continue;
                    }
                    judged += 1;
                    if p.royals_safe_after_blast(m) != p.is_legal_when_played(m) {
                        failures.push(format!("{name}: {} {m:?}", p.fen_text()));
                    }
                }
                p.game_end().is_none()
            });
        }
        assert!(judged > 10_000, "{judged}");
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
