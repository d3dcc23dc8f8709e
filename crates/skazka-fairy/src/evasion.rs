//! Legal moves judged by squares instead of testing each move: the royal piece may go where
//! no enemy piece attacks once it has left its square (one map of the enemy's attacks
//! instead of a test per move), and in check by a single piece, a drop or a move of a piece
//! that is neither royal nor pinned is legal exactly when it takes the checking piece or
//! steps between it and the royal piece on its line. Shogi's drops are most of a position's
//! moves, and a side is often in check.
//!
//! This holds where legality is only one royal piece's safety from attacks that a piece
//! blocks only by standing on a rank, file or diagonal between the attacker and its target
//! (see `Compiled::judged_by_squares`): every piece leaps, or rides such lines, in full or in
//! part (a lance). Leaps cannot be blocked, so a check that still reaches the royal piece
//! with every square between filled is answered only by taking the checking piece.

use skazka_core::{Bitboard, Color, Square};

use crate::PieceKind;
use crate::form::SquareLines;
use crate::position::FairyPosition;
use crate::sink::LegalityScope;
use crate::variant::Compiled;

impl FairyPosition {
    /// The legality scope of a position of a variant whose checks are answered by squares,
    /// where the side to move has one royal piece: the pinned pieces' moves are tested; the
    /// royal piece's are legal where no enemy piece attacks once it has left its square; in
    /// check by one piece, the other moves and drops only where they take or block it.
    /// `None` in double check (rare: every move is tested) or where the side may drop its
    /// royal piece. Out of line: inlined, it slowed chess's lists, which never use it.
    #[inline(never)]
    pub(crate) fn scope_by_squares(&self) -> Option<LegalityScope> {
        let c = self.c();
        let us = self.turn;
        let royals = self.royals(us);
        let royal = royals.single()?;
        if self.may_drop_a_royal_piece() {
            return None;
        }
        let occupied = self.occupied();
        let all = c.squares;
        let attacked = self.attacked_squares(us.other(), occupied.without(royal));
        let evasions = if attacked.contains(royal) {
            let checker = self.attackers_of(royal, us.other(), occupied).single()?;
            self.blocking_squares(royal, checker)
        } else {
            all
        };
        Some(LegalityScope {
            exposed: self.pinned_by_lines(royals)?,
            entered: Bitboard::EMPTY,
            test_all: false,
            promotions: c.definition.extinction_pseudo_royal,
            immobility: c.definition.immobility_illegal,
            evasions,
            royal: Some(royal),
            royal_safe: all - attacked,
        })
    }

    /// The squares the pieces of `by` attack with occupancy `occupied`.
    fn attacked_squares(&self, by: Color, occupied: Bitboard) -> Bitboard {
        let c = self.c();
        let mut attacked = Bitboard::EMPTY;
        for (k, info) in c.kinds.iter().enumerate() {
            for from in self.pieces(by, k as u8) {
                attacked |= self.targets_of(info, from, by, occupied, false).attacks;
            }
        }
        attacked
    }

    /// The pieces of `by` that attack `square` with occupancy `occupied`, in a variant
    /// without janggi's moves.
    fn attackers_of(&self, square: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let c = self.c();
        let mut at = SquareLines::new(&c.lines, square, occupied);
        let theirs = self.by_color[by.index()] & occupied;
        let none = Bitboard::EMPTY;
        c.kinds
            .iter()
            .enumerate()
            .fold(Bitboard::EMPTY, |attackers, (k, info)| {
                let candidates = self.by_kind[k] & theirs;
                if candidates.is_empty() {
                    return attackers;
                }
                attackers | (info.form).attackers(&mut at, &info.table, by, candidates, none)
            })
    }

    /// Where a piece other than the royal one on `royal` answers the check of `checker`:
    /// its square, and the squares between them on a rank, file or diagonal where its attack
    /// would be blocked (not where it also leaps onto the royal piece).
    fn blocking_squares(&self, royal: Square, checker: Square) -> Bitboard {
        let c = self.c();
        let on = Bitboard::from_square(checker);
        let between = squares_between(c, royal, checker);
        if between.is_empty() {
            return on;
        }
        let Some(piece) = self.piece_on(checker) else {
            return on;
        };
        let info = &c.kinds[usize::from(piece.kind)];
        let filled = self.occupied() | between;
        let t = self.targets_of(info, checker, piece.color, filled, false);
        if t.attacks.contains(royal) {
            on
        } else {
            on | between
        }
    }
}

/// The squares strictly between `a` and `b` on a rank, file or diagonal; empty where they
/// share none, or are neighbours.
pub(crate) fn squares_between(c: &Compiled, a: Square, b: Square) -> Bitboard {
    let (near, far) = (Bitboard::from_square(a), Bitboard::from_square(b));
    if c.lines.rook(a, Bitboard::EMPTY).contains(b) {
        c.lines.rook(a, far) & c.lines.rook(b, near)
    } else if c.lines.bishop(a, Bitboard::EMPTY).contains(b) {
        c.lines.bishop(a, far) & c.lines.bishop(b, near)
    } else {
        Bitboard::EMPTY
    }
}

/// Whether the moves of `c`'s positions may be judged by squares (see the module's notes):
/// every piece moves by leaps and by rides along ranks, files and diagonals; legality is
/// one royal piece's safety, with no rule that judges a move otherwise. Not where the plain
/// count serves (it judges by squares already, and its lists are few).
pub(crate) fn judged_by_squares(c: &Compiled) -> bool {
    let d = &c.definition;
    !c.plain_count
        && c.kinds
            .iter()
            .all(|info| info.rides_on_lines && info.kind != PieceKind::Soldier)
        && c.royal.is_some()
        && c.diagonal_lines.is_empty()
        && c.legal_by_attacks
        && !c.test_every_move
        && !c.janggi_moves
        && c.petrify_kinds == 0
        && c.mutually_immune_kinds == 0
        && !d.duple_check
        && !d.bikjang_rule
        && !d.makpong_rule
        && d.walling_rule == crate::WallingRule::None
        && d.flip_enclosed_pieces == crate::EnclosingRule::None
}

#[cfg(test)]
mod tests {
    use crate::forcing_games::{captures_or_checks, walk_forcing_games};
    use crate::sink::{LegalCount, LegalList};
    use crate::{FairyMoveList, FairyPosition, catalogue, variant_by_name};

    /// The catalogue's variants whose moves are judged by squares.
    fn variants_by_squares() -> Vec<&'static str> {
        catalogue::names()
            .filter(|name| variant_by_name(name).is_some_and(|v| v.compiled().judged_by_squares))
            .collect()
    }

    #[test]
    fn the_shogi_family_is_judged_by_squares_and_chess_xiangqi_and_atomic_are_not() {
        let by_squares = variants_by_squares();
        for name in ["shogi", "minishogi", "kyotoshogi", "micro", "torishogi"] {
            assert!(by_squares.contains(&name), "{name}");
        }
        for name in [
            "chess",
            "xiangqi",
            "atomic",
            "janggi",
            "racingkings",
            "grasshopper",
        ] {
            assert!(!by_squares.contains(&name), "{name}");
        }
    }

    /// The moves a position's legality scope lets through untested (a free piece's move or
    /// a drop that takes or blocks the single checking piece, a royal move to a square no
    /// enemy piece attacks) are exactly those the full test of each move accepts, counted
    /// and listed, along seeded random games favouring checks and captures, whose captured
    /// pieces come back as drops and promote.
    #[test]
    fn moves_judged_by_squares_are_those_the_full_test_accepts_in_checks_pins_and_drops() {
        let mut failures = Vec::new();
        for name in variants_by_squares() {
            let variant = variant_by_name(name).unwrap();
            let salt = name.len() as u64;
            walk_forcing_games(&variant, 8, 120, salt, captures_or_checks, |p| {
                let (listed, counted, tested) = judged_three_ways(p);
                let agree = listed == tested && counted == tested.len();
                if !agree {
                    failures.push(format!(
                        "{name}: {} listed {}, counted {counted}, tested {}",
                        p.fen_text(),
                        listed.len(),
                        tested.len()
                    ));
                }
                agree
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// The pseudo-legal moves of `p` that its legality scope accepts, listed and counted,
    /// and those that the full test of each move accepts.
    fn judged_three_ways(p: &FairyPosition) -> (FairyMoveList, usize, FairyMoveList) {
        let scope = p.legality_scope();
        let mut listed = FairyMoveList::new();
        p.pseudo_moves(&mut LegalList {
            scope,
            out: &mut listed,
        });
        let mut count = LegalCount {
            scope: &scope,
            count: 0,
        };
        p.pseudo_moves(&mut count);
        let mut pseudo = FairyMoveList::new();
        p.pseudo_moves(&mut pseudo);
        pseudo.retain(|m| p.is_legal_pseudo(*m));
        (listed, count.count, pseudo)
    }
}
