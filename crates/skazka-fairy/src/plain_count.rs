//! Counting the legal moves of a plain variant as chess engines count them: perft's last ply,
//! where most of its time goes.
//!
//! A variant is plain (`Compiled::plain_count`) when a move's legality is only the safety of
//! one king, every piece attacks by whole leaps and unlimited rook or bishop lines, and no
//! rule adds to a piece's moves but pawn promotions: orthodox chess, crazyhouse, capablanca,
//! shatranj and many more. There a move of a piece other than the king is legal when the
//! piece is not pinned and, if the king is in check, the move takes the one checking piece or
//! blocks its line. So the moves of each such piece are counted from its set of destinations
//! at once, and only the king's moves, a pinned piece's, castling, en passant, and drops while
//! in check are tested one by one, by the general test.

use skazka_core::{Bitboard, Color, Lines, Square};

use crate::PieceKind;
use crate::form::Form;
use crate::leaper::LeapShift;
use crate::moves::MoveKind;
use crate::position::FairyPosition;
use crate::sink::MoveSink;
use crate::sink::{LegalCount, LegalityScope};
use crate::variant::{Compiled, KindInfo};

impl FairyPosition {
    /// The number of legal moves of a plain variant's position, counted by destination sets;
    /// `None` where the side to move has several kings, or none but one in hand, which the
    /// general count handles. The caller has ruled out a finished game and the rules that add
    /// to or filter the legal moves (gating, walls, a duty to drop). Under a duty to capture
    /// (antichess, losers), the captures are counted apart in the same pass: they are the
    /// legal moves where there is one.
    pub(crate) fn count_plain(&self) -> Option<usize> {
        let c = self.c();
        let us = self.turn;
        let kings = c
            .royal
            .map_or(Bitboard::EMPTY, |royal| self.pieces(us, royal));
        if kings.has_more_than_one() || (kings.is_empty() && self.may_drop_a_royal_piece()) {
            return None;
        }
        let occupied = self.occupied();
        // A side without a king (horde's White, every side in antichess) has nothing to
        // expose: every move is legal.
        let (checkers, pinned) = match kings.single() {
            Some(king) => self.checkers_and_pinned(king, occupied),
            None => (Bitboard::EMPTY, Bitboard::EMPTY),
        };
        let all = c.geometry.all();
        let theirs = self.by_color[us.other().index()];
        let mut tally = Tally {
            captures_apart: c.definition.must_capture.then_some(theirs),
            ..Tally::default()
        };
        // The moves tested one by one: a pinned piece's, castling, en passant, passes, and
        // drops while the king is in check; the captures among them apart.
        let scope = LegalityScope {
            exposed: all,
            entered: Bitboard::EMPTY,
            test_all: checkers.any(),
            immobility: false,
            evasions: all,
            royal: None,
            royal_safe: all,
        };
        let mut tested = TestedCount {
            captures: LegalCount {
                scope: &scope,
                count: 0,
            },
            others: LegalCount {
                scope: &scope,
                count: 0,
            },
        };
        if let Some(king) = kings.single() {
            self.count_king_moves(king, occupied, &mut tally);
        }
        if !checkers.has_more_than_one() {
            let evasions = match (kings.single(), checkers.single()) {
                (Some(king), Some(checker)) => self.evasion_squares(king, checker),
                _ => all,
            };
            self.count_piece_moves(evasions, pinned, &mut tally, &mut tested);
        }
        self.push_other_moves(&mut tested.others);
        let captures = tally.captures + tested.captures.count;
        if tally.captures_apart.is_some() && captures > 0 {
            return Some(captures);
        }
        Some(tally.moves + tested.captures.count + tested.others.count)
    }

    /// The legal moves of the pieces other than the king that land on `evasions`: those of
    /// the `pinned` pieces go to `tested`, the others to `tally`.
    fn count_piece_moves(
        &self,
        evasions: Bitboard,
        pinned: Bitboard,
        tally: &mut Tally,
        tested: &mut TestedCount,
    ) {
        let c = self.c();
        let us = self.turn;
        for (k, info) in c.kinds.iter().enumerate() {
            let kind = k as u8;
            if Some(kind) == c.royal {
                continue;
            }
            if let Form::Leaper(leaper) = &info.form {
                if let Some(shifts) = leaper.shifts(us) {
                    self.count_leaps_in_bulk(info, kind, shifts, evasions, pinned, tally, tested);
                    continue;
                }
            }
            for from in self.pieces(us, kind) {
                let targets = self.destinations(info, kind, from, tested) & evasions;
                if pinned.contains(from) {
                    self.push_pinned_moves(from, kind, targets, tested);
                } else {
                    tally.add(self, kind, targets);
                }
            }
        }
    }

    /// [`Self::count_piece_moves`] for the pieces of a type that leaps by `shifts`: the
    /// pieces that are not pinned leap all at once, each shift taking each piece to a square
    /// of its own.
    #[allow(clippy::too_many_arguments)]
    fn count_leaps_in_bulk(
        &self,
        info: &KindInfo,
        kind: u8,
        shifts: &[LeapShift],
        evasions: Bitboard,
        pinned: Bitboard,
        tally: &mut Tally,
        tested: &mut TestedCount,
    ) {
        let c = self.c();
        let us = self.turn;
        let pieces = self.pieces(us, kind);
        if pieces.is_empty() {
            return;
        }
        let occupied = self.occupied();
        let empty = c.geometry.all() - occupied;
        let theirs = self.by_color[us.other().index()];
        let free = pieces - pinned;
        for &shift in shifts {
            let reached = shift.reach(free);
            let quiets = if shift.moves {
                reached & empty
            } else {
                Bitboard::EMPTY
            };
            let captures = if shift.captures {
                reached & theirs
            } else {
                Bitboard::EMPTY
            };
            tally.add(self, kind, (quiets | captures) & evasions);
        }
        if info.kind == PieceKind::Pawn {
            tally.add(self, kind, self.pawn_steps_of(free) & evasions);
        }
        // The rare moves one piece at a time: a pinned piece's, and en passant.
        let en_passant = c.en_passant_kinds >> kind & 1 != 0 && self.en_passant.any();
        let one_by_one = if en_passant { pieces } else { pieces & pinned };
        for from in one_by_one {
            let targets = self.destinations(info, kind, from, tested);
            if pinned.contains(from) {
                self.push_pinned_moves(from, kind, targets & evasions, tested);
            }
        }
    }

    /// A pinned piece's moves from `from` to `targets`, each tested: its captures apart from
    /// its other moves.
    fn push_pinned_moves(
        &self,
        from: Square,
        kind: u8,
        targets: Bitboard,
        tested: &mut TestedCount,
    ) {
        let theirs = self.by_color[self.turn.other().index()];
        self.push_piece_moves(from, kind, targets & theirs, &mut tested.captures);
        self.push_piece_moves(from, kind, targets - theirs, &mut tested.others);
    }

    /// Where the side to move's `kind` piece on `from` may go, but en passant: the empty
    /// squares it moves to, the enemy pieces it takes, a pawn's double steps. Its captures en
    /// passant, rare and always tested, go to `tested`.
    #[inline(always)]
    fn destinations(
        &self,
        info: &KindInfo,
        kind: u8,
        from: Square,
        tested: &mut TestedCount,
    ) -> Bitboard {
        let c = self.c();
        let us = self.turn;
        let occupied = self.occupied();
        let t = self.targets_of(info, from, us, occupied, false);
        if c.en_passant_kinds >> kind & 1 != 0 {
            let ep = ((t.attacks - t.moves) & self.en_passant) - occupied;
            tested
                .captures
                .each(self, Some(from), ep, MoveKind::EnPassant);
        }
        let mut targets = (t.moves - occupied) | (t.attacks & self.by_color[us.other().index()]);
        if info.kind == PieceKind::Pawn {
            targets |= self.pawn_steps(from);
        }
        targets
    }

    /// The number of moves of a `kind` piece to `targets`, each legal: one per target, and
    /// where it promotes as a pawn, one per type it may promote to.
    #[inline(always)]
    fn count_untested(&self, kind: u8, targets: Bitboard) -> usize {
        if self.c().plain_movers >> kind & 1 != 0 {
            return targets.count() as usize;
        }
        let (plain, promotions) = self.pawn_promotion_split(kind, targets);
        let mut count = plain.count() as usize;
        if promotions.any() {
            count += promotions.count() as usize * self.promotion_types_now().count();
        }
        count
    }

    /// The king's legal moves from `king`, into `tally`: to each square it reaches that no
    /// enemy piece attacks once it stands there (what it takes attacks no more).
    fn count_king_moves(&self, king: Square, occupied: Bitboard, tally: &mut Tally) {
        let c = self.c();
        let us = self.turn;
        let Some(info) = c.royal.map(|k| &c.kinds[usize::from(k)]) else {
            return;
        };
        let t = self.targets_of(info, king, us, occupied, false);
        let targets = (t.moves - occupied) | (t.attacks & self.by_color[us.other().index()]);
        let without = occupied.without(king);
        let safe = targets.into_iter().filter(|&to| {
            let captured = Bitboard::from_square(to);
            !self.attacked_except(to, us.other(), without.with(to), captured)
        });
        tally.add_plain(safe.fold(Bitboard::EMPTY, Bitboard::with));
    }

    /// Where a move of a piece other than the king answers a check by `checker` alone: its
    /// square, and the squares between it and the king where it attacks along a line (a
    /// piece that attacks by a leap, even one that also rides, cannot be blocked).
    fn evasion_squares(&self, king: Square, checker: Square) -> Bitboard {
        let c = self.c();
        let on = Bitboard::from_square(checker);
        let Some(piece) = self.piece_on(checker) else {
            return on;
        };
        let info = &c.kinds[usize::from(piece.kind)];
        if leaps_onto(info, checker, king, piece.color) {
            return on;
        }
        let near = Bitboard::from_square(king);
        let rook_line = c.lines.rook(king, Bitboard::EMPTY).contains(checker);
        let between = if rook_line {
            c.lines.rook(king, on) & c.lines.rook(checker, near)
        } else {
            c.lines.bishop(king, on) & c.lines.bishop(checker, near)
        };
        on | between
    }

    /// The enemy pieces that attack the side to move's `king`, and the pieces of the side
    /// pinned to it, in a variant where every attack is plain (see `Compiled::plain_leapers`):
    /// looking along each line from the king past its first blockers of the side finds the
    /// riders that pin them.
    fn checkers_and_pinned(&self, king: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
        let c = self.c();
        let us = self.turn;
        let them = self.by_color[us.other().index()];
        let ours = self.by_color[us.index()];
        let mut checkers = self.leaping_attackers(king, us.other());
        let mut pinned = Bitboard::EMPTY;
        let lines = [
            (
                c.line_riders.rook,
                Lines::rook as fn(&Lines, Square, Bitboard) -> Bitboard,
            ),
            (c.line_riders.bishop, Lines::bishop),
        ];
        for (kinds, along) in lines {
            let riders = self.pieces_of_set(kinds) & them;
            if riders.is_empty() {
                continue;
            }
            let seen = along(&c.lines, king, occupied);
            checkers |= seen & riders;
            let blockers = seen & ours;
            if blockers.is_empty() {
                continue;
            }
            let pinners = (along(&c.lines, king, occupied - blockers) - seen) & riders;
            for pinner in pinners {
                // The king's and the pinner's lines meet only at the piece between them.
                pinned |= along(&c.lines, pinner, occupied) & blockers;
            }
        }
        (checkers, pinned)
    }

    /// The `by` pieces attacking `square` by a leap, in a variant where every attack is
    /// plain.
    fn leaping_attackers(&self, square: Square, by: Color) -> Bitboard {
        let c = self.c();
        let Some(leapers) = c.plain_leapers else {
            return Bitboard::EMPTY;
        };
        let them = self.by_color[by.index()];
        let mut attackers = Bitboard::EMPTY;
        let mut kinds = leapers;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            let candidates = self.by_kind[k] & them;
            if candidates.any() {
                attackers |= leap_attackers(&c.kinds[k], square, by, candidates);
            }
        }
        attackers
    }
}

/// The legal moves [`FairyPosition::count_plain`] counts without testing them: all of them,
/// and apart, where a duty to capture needs them, the captures (the moves onto
/// `captures_apart`, the enemy's pieces).
#[derive(Default)]
struct Tally {
    moves: usize,
    captures: usize,
    captures_apart: Option<Bitboard>,
}

impl Tally {
    /// The moves of a `kind` piece to `targets` (see [`FairyPosition::count_untested`]).
    #[inline(always)]
    fn add(&mut self, pos: &FairyPosition, kind: u8, targets: Bitboard) {
        self.moves += pos.count_untested(kind, targets);
        if let Some(theirs) = self.captures_apart {
            self.captures += pos.count_untested(kind, targets & theirs);
        }
    }

    /// One move to each of `targets`, none of which promotes.
    fn add_plain(&mut self, targets: Bitboard) {
        self.moves += targets.count() as usize;
        if let Some(theirs) = self.captures_apart {
            self.captures += (targets & theirs).count() as usize;
        }
    }
}

/// The legal moves [`FairyPosition::count_plain`] tests one by one: captures (a pinned
/// piece's, en passant) apart from the others.
struct TestedCount<'a> {
    captures: LegalCount<'a>,
    others: LegalCount<'a>,
}

/// Of `candidates` (`by` pieces of type `info`), those that attack `square` by a leap.
#[inline]
pub(crate) fn leap_attackers(
    info: &KindInfo,
    square: Square,
    by: Color,
    candidates: Bitboard,
) -> Bitboard {
    match &info.form {
        Form::Symmetric(fast) => fast.leaps[square.index()] & candidates,
        Form::Leaper(leaper) => leaper.attackers(square, by, candidates),
        _ => Bitboard::EMPTY,
    }
}

/// Whether a `color` piece of type `info` on `from` attacks `to` by a leap.
fn leaps_onto(info: &KindInfo, from: Square, to: Square, color: Color) -> bool {
    leap_attackers(info, to, color, Bitboard::from_square(from)).any()
}

/// Whether legal moves of `compiled`'s positions may be counted by [`FairyPosition::count_plain`]:
/// legality is one king's safety from plain attacks, the king moves plainly, and every other
/// piece moves where its table says, promoting only as a pawn.
pub(crate) fn is_plain(c: &Compiled) -> bool {
    let d = &c.definition;
    let all = c.geometry.all();
    let king_moves_plainly = c.royal.is_none_or(|k| {
        let info = &c.kinds[usize::from(k)];
        c.plain_movers >> k & 1 != 0
            && c.en_passant_kinds >> k & 1 == 0
            && info.kind != PieceKind::Pawn
    });
    let pieces_move_plainly = (0..c.kinds.len()).all(|k| {
        c.promoted[k].is_none()
            && c.promotion_choices[k].is_empty()
            && c.mobility.white[k] == all
            && c.mobility.black[k] == all
    });
    c.plain_leapers.is_some()
        && c.legal_by_attacks
        && !c.test_every_move
        && !c.janggi_moves
        && king_moves_plainly
        && pieces_move_plainly
        && c.petrify_kinds == 0
        && c.mutually_immune_kinds == 0
        && !d.piece_demotion
        && !d.bikjang_rule
        && !d.makpong_rule
        && !d.duple_check
        && !d.immobility_illegal
        && !d.sittuyin_promotion
        && !d.cambodian_moves
}

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::walk_forcing_games;
    use crate::{catalogue, variant_by_name};

    /// The catalogue's variants whose moves are counted plainly.
    fn plain_variants() -> Vec<&'static str> {
        catalogue::names()
            .filter(|name| variant_by_name(name).is_some_and(|v| v.compiled().plain_count))
            .collect()
    }

    #[test]
    fn chess_crazyhouse_antichess_and_extinction_are_plain_and_atomic_and_shogi_are_not() {
        let plain = plain_variants();
        for name in [
            "chess",
            "crazyhouse",
            "capablanca",
            "shatranj",
            "fischerandom",
            "antichess",
            "losers",
            "extinction",
            "threekings",
        ] {
            assert!(plain.contains(&name), "{name}");
        }
        for name in ["atomic", "shogi", "xiangqi", "grand", "coregal"] {
            assert!(!plain.contains(&name), "{name}");
        }
    }

    /// Along seeded random games that favour checks and captures (so that kings are often in
    /// check, pieces pinned, pawns promoting), counting by destination sets gives as many
    /// moves as the general generator lists.
    #[test]
    fn a_plain_count_equals_the_number_of_listed_legal_moves_in_checks_and_pins() {
        let mut failures = Vec::new();
        for name in plain_variants() {
            let variant = variant_by_name(name).unwrap();
            walk_forcing_games(&variant, 12, 160, name.len() as u64, |p| {
                let listed = p.legal_move_list().len();
                let counted = p.legal_move_count();
                if counted != listed {
                    failures.push(format!(
                        "{name}: {} counted {counted}, listed {listed}",
                        p.fen_text()
                    ));
                }
                counted == listed
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
