//! Counting the legal moves of a plain variant as chess engines count them: perft's last ply,
//! where most of its time goes.
//!
//! A variant is plain (`Compiled::plain_count`, see [`is_plain`]) when a move's legality is
//! at most the safety of one king, every piece attacks by whole leaps and unlimited rook or
//! bishop lines, and no rule adds to a piece's moves but pawn promotions: orthodox chess,
//! crazyhouse, capablanca, shatranj and most of the chess family. There a move of a piece
//! other than the king is legal when the piece is not pinned and, if the king is in check,
//! the move takes the one checking piece or blocks its line. So the moves of each such piece
//! are counted from its set of destinations at once, and only the king's moves, a pinned
//! piece's, castling, en passant, and drops while in check are tested one by one, by the
//! general test.
//!
//! The same holds for several royal pieces that move as kings do (coregal chess's king and
//! queens, `Compiled::several_royals`): a piece pinned to any of them is pinned, a move must
//! answer the attacks on all of them, and a royal piece's own moves are counted from the
//! squares where it stands unattacked unless it shields another or another is attacked. A
//! pawn that may promote to a royal type is tested, as the new royal piece may not stand
//! attacked.
//!
//! A few rules beyond the king's safety fit the same count: a side without a king (every
//! move legal), a duty to capture (the captures tallied apart), captures that blast (each
//! capture tested), types that may not take their own (those pieces left out of their
//! targets), forbidden checks (each piece's checking squares left out, the pieces that would
//! uncover a check tested), makpong's king, and S-Chess's gating (a move leaving a gate counts
//! once more for each type of the hand that may be gated there, [`crate::gating`]).

use skazka_core::{Bitboard, ByColor, Color, Lines, Square};

use crate::PieceKind;
use crate::form::Form;
use crate::gating::{GatedCount, GatingRights};
use crate::leaper::LeapShift;
use crate::moves::MoveKind;
use crate::position::FairyPosition;
use crate::sink::MoveSink;
use crate::sink::{LegalCount, LegalityScope};
use crate::variant::{Compiled, KindInfo};

impl FairyPosition {
    /// The number of legal moves of a plain variant's position, counted by destination sets;
    /// `None` where the side to move has several kings (but where the variant allows several
    /// royal pieces, `Compiled::several_royals`), or a royal piece in hand that it may have
    /// to drop, which the general count handles. The caller has ruled out a finished game and
    /// the rules that add to or filter the legal moves (walls, a duty to drop). Under a duty
    /// to capture (antichess, losers), the captures are counted apart in the same pass: they
    /// are the legal moves where there is one. Under S-Chess's gating, the moves leaving a
    /// gate are counted piece by piece, each once per gating it allows besides itself.
    pub(crate) fn count_plain(&self) -> Option<usize> {
        if self.c().counts_unguarded {
            return Some(self.count_unguarded());
        }
        // Two copies of the count, so that the count of a single king pays nothing for
        // several royal pieces.
        if self.c().several_royals {
            self.count_by_destinations::<true>()
        } else {
            self.count_by_destinations::<false>()
        }
    }

    /// [`Self::count_plain`], where the side to move may have `SEVERAL` royal pieces or at
    /// most one king.
    #[inline(never)]
    fn count_by_destinations<const SEVERAL: bool>(&self) -> Option<usize> {
        let rights = GatingRights::of(self);
        let rights = rights.as_ref();
        let c = self.c();
        let us = self.turn;
        let kings = self.royals(us);
        if (!SEVERAL && kings.has_more_than_one())
            || ((SEVERAL || kings.is_empty()) && self.may_drop_a_royal_piece())
        {
            return None;
        }
        let occupied = self.occupied();
        // Where captures blast, every capture is tested, as its blast may destroy either
        // king; and a king beside the enemy king is in no check, as taking it would blast
        // the taker's own.
        let blasts = c.definition.blast_on_capture && kings.any();
        let threats = if SEVERAL {
            self.threats_to_royals(kings, occupied)
        } else {
            self.threats_to_the_king(kings, occupied, blasts)
        };
        let Threats {
            checkers, pinned, ..
        } = threats;
        // Where no move may give check (racing kings), the squares that would check are left
        // out of each piece's, and the pieces whose leaving would uncover a check tested.
        let no_check_on = if c.definition.checking {
            None
        } else {
            let enemy_kings = c
                .royal
                .map_or(Bitboard::EMPTY, |royal| self.pieces(us.other(), royal));
            if enemy_kings.has_more_than_one() {
                return None;
            }
            enemy_kings.single()
        };
        // A promoting pawn checks as the type it becomes: its moves are tested too. The king's
        // own moves need no such care: two kings of one type attack each other alike, so a
        // king that would check would stand attacked.
        let uncovering = no_check_on.map_or(Bitboard::EMPTY, |target| {
            self.uncovering_pieces(target, occupied) | self.pieces_of_set(*c.zone_promoters.get(us))
        });
        let all = c.squares;
        let theirs = self.by_color[us.other().index()];
        let mut tally = Tally {
            captures_apart: c.definition.must_capture.then_some(theirs),
            ..Tally::default()
        };
        // The moves tested one by one: a pinned piece's, castling, en passant, passes, and
        // drops while the king is in check; the captures among them apart.
        let scope = tested_scope(all, checkers.any());
        let mut tested = TestedCount::new(&scope);
        let gates = rights.map_or(Bitboard::EMPTY, |r| r.gates);
        if SEVERAL {
            self.count_royal_pieces_moves(kings, &threats, rights, &mut tally, &mut tested);
        } else if let Some(king) = kings.single() {
            let makpong = c.definition.makpong_rule && checkers.any();
            let survives_its_blast = blasts
                && self
                    .piece_on(king)
                    .is_some_and(|p| c.blast_immune_kinds >> p.kind & 1 != 0);
            if survives_its_blast || makpong || uncovering.contains(king) {
                // A king that survives its own capture's blast may still lose a guard to it;
                // a king that uncovers a check may not leave its line; and under makpong's
                // rule a king in check may only take the checking piece: each move is tested.
                self.push_tested_moves(king, &mut tested);
            } else {
                let before = tally.clone();
                if blasts {
                    self.count_blasting_king_moves(king, occupied, &mut tally);
                } else {
                    self.count_king_moves(king, occupied, &mut tally);
                }
                if let Some(gatings) = rights.map(|r| r.on(king)).filter(|&n| n > 0) {
                    tally.repeat_since(&before, gatings);
                }
            }
        }
        let immune = self.pieces_of_set(c.mutually_immune_kinds) & self.by_color[us.index()];
        // Where no move of another piece answers every check (double check), only the royal
        // pieces move, but captures that blast may still win.
        if threats.evasions.any() || blasts {
            // A pawn that may promote to a royal type makes a royal piece, which may not
            // stand attacked: its moves are tested.
            let promoting = if SEVERAL {
                self.pawns_promoting_to_a_royal_type()
            } else {
                Bitboard::EMPTY
            };
            let moves = PieceMoves {
                evasions: threats.evasions,
                pinned: pinned | uncovering | promoting,
                apart: kings | immune | gates,
                no_check_on,
            };
            // Two copies of the count, so that the test of captures costs nothing where they
            // do not blast.
            if blasts {
                self.count_piece_moves::<true>(moves, &mut tally, &mut tested);
            } else {
                self.count_piece_moves::<false>(moves, &mut tally, &mut tested);
            }
            for from in immune - kings {
                self.count_immune_moves(from, blasts, moves, &mut tally, &mut tested);
            }
            if let Some(rights) = rights {
                self.count_gated_moves(rights, gates - kings, moves, &scope, &mut tally);
            }
        }
        match rights {
            Some(rights) => self.push_other_moves(&mut GatedCount {
                legal: &mut tested.others,
                rights,
            }),
            None => self.push_other_moves(&mut tested.others),
        }
        let captures = tally.captures + tested.captures.count;
        if tally.captures_apart.is_some() && captures > 0 {
            return Some(captures);
        }
        Some(tally.moves + tested.captures.count + tested.others.count)
    }

    /// [`Self::count_plain`] where no piece is royal and no move needs a test
    /// (`Compiled::counts_unguarded`): every piece's moves are counted from its destinations,
    /// without the search for checks and pins, or for moves besides the pieces', that a
    /// position with a king needs. In the small games without kings (snail trail, fox and
    /// hounds) that search was most of the count.
    #[inline(never)]
    fn count_unguarded(&self) -> usize {
        let c = self.c();
        let all = c.squares;
        let theirs = self.by_color[self.turn.other().index()];
        let mut tally = Tally {
            captures_apart: c.definition.must_capture.then_some(theirs),
            ..Tally::default()
        };
        // Nothing is tested: the pieces are pinned to nothing, and none takes en passant.
        let scope = tested_scope(all, false);
        let mut tested = TestedCount::new(&scope);
        let moves = PieceMoves {
            evasions: all,
            pinned: Bitboard::EMPTY,
            apart: Bitboard::EMPTY,
            no_check_on: None,
        };
        self.count_piece_moves::<false>(moves, &mut tally, &mut tested);
        if tally.captures_apart.is_some() && tally.captures > 0 {
            return tally.captures;
        }
        tally.moves
    }

    /// The legal moves of the pieces other than the king (see [`PieceMoves`]): those of the
    /// pinned pieces, and where captures blast every capture, go to `tested`, the others to
    /// `tally`.
    #[inline(always)]
    fn count_piece_moves<const EVERY_CAPTURE_TESTED: bool>(
        &self,
        moves: PieceMoves,
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
            let moves = match moves.no_check_on {
                None => moves,
                Some(target) => PieceMoves {
                    evasions: moves.evasions - self.checking_squares(info, kind, target),
                    ..moves
                },
            };
            if let Form::Leaper(leaper) = &info.form {
                if let Some(shifts) = leaper.shifts(us) {
                    self.count_leaps_in_bulk::<EVERY_CAPTURE_TESTED>(
                        info, kind, shifts, moves, tally, tested,
                    );
                    continue;
                }
            }
            for from in self.pieces(us, kind) - moves.apart {
                self.count_moves_from::<EVERY_CAPTURE_TESTED>(
                    info, kind, from, moves, tally, tested,
                );
            }
        }
    }

    /// The legal moves of the `kind` piece on `from` (not the king; see [`PieceMoves`]):
    /// tested where it is pinned.
    #[inline(always)]
    fn count_moves_from<const EVERY_CAPTURE_TESTED: bool>(
        &self,
        info: &KindInfo,
        kind: u8,
        from: Square,
        moves: PieceMoves,
        tally: &mut Tally,
        tested: &mut TestedCount,
    ) {
        let targets = self.destinations(info, kind, from, tested);
        let targets = self.untested_targets::<EVERY_CAPTURE_TESTED>(from, kind, targets, tested)
            & moves.evasions;
        if moves.pinned.contains(from) {
            self.push_pinned_moves(from, kind, targets, tested);
        } else {
            tally.add(self, kind, targets);
        }
    }

    /// The legal moves of the piece on `from`, of a type that may not take its own type
    /// (`mutuallyImmuneTypes`): its targets but those pieces, counted as any other piece's.
    /// Out of line: one variant has such types. Where captures blast, each move is tested.
    #[inline(never)]
    fn count_immune_moves(
        &self,
        from: Square,
        blasts: bool,
        moves: PieceMoves,
        tally: &mut Tally,
        tested: &mut TestedCount,
    ) {
        let Some(piece) = self.piece_on(from) else {
            return;
        };
        if blasts {
            self.push_tested_moves(from, tested);
            return;
        }
        let info = &self.c().kinds[usize::from(piece.kind)];
        let targets = self.destinations(info, piece.kind, from, tested)
            - self.by_kind[usize::from(piece.kind)];
        let targets = targets & moves.evasions;
        if moves.pinned.contains(from) {
            self.push_pinned_moves(from, piece.kind, targets, tested);
        } else {
            tally.add(self, piece.kind, targets);
        }
    }

    /// The legal moves of the pieces on gates (`gated`, not the king), each counted once and
    /// once more per type of the hand that may be gated on the square it leaves. Out of line:
    /// most variants have no gates, and the count of the other pieces keeps its registers.
    #[inline(never)]
    fn count_gated_moves(
        &self,
        rights: &GatingRights,
        gated: Bitboard,
        moves: PieceMoves,
        scope: &LegalityScope,
        tally: &mut Tally,
    ) {
        let c = self.c();
        for from in gated {
            let Some(piece) = self.piece_on(from) else {
                continue;
            };
            let info = &c.kinds[usize::from(piece.kind)];
            let mut part = tally.part();
            let mut tested = TestedCount::new(scope);
            self.count_moves_from::<false>(info, piece.kind, from, moves, &mut part, &mut tested);
            tally.add_part(&part, &tested, 1 + rights.on(from));
        }
    }

    /// [`Self::count_piece_moves`] for the pieces of a type that leaps by `shifts`: the
    /// pieces that are not pinned leap all at once, each shift taking each piece to a square
    /// of its own.
    #[inline(always)]
    fn count_leaps_in_bulk<const EVERY_CAPTURE_TESTED: bool>(
        &self,
        info: &KindInfo,
        kind: u8,
        shifts: &[LeapShift],
        moves: PieceMoves,
        tally: &mut Tally,
        tested: &mut TestedCount,
    ) {
        let c = self.c();
        let us = self.turn;
        let PieceMoves {
            evasions, pinned, ..
        } = moves;
        let pieces = self.pieces(us, kind) - moves.apart;
        if pieces.is_empty() {
            return;
        }
        let occupied = self.occupied();
        let empty = c.squares - occupied;
        // Captures that are tested are found one piece at a time, below.
        let takeable = if EVERY_CAPTURE_TESTED {
            Bitboard::EMPTY
        } else {
            self.by_color[us.other().index()]
        };
        let free = pieces - pinned;
        for &shift in shifts {
            let reached = shift.reach(free);
            let quiets = if shift.moves {
                reached & empty
            } else {
                Bitboard::EMPTY
            };
            let captures = if shift.captures {
                reached & takeable
            } else {
                Bitboard::EMPTY
            };
            tally.add(self, kind, (quiets | captures) & evasions);
        }
        if info.kind == PieceKind::Pawn {
            tally.add(self, kind, self.pawn_steps_of(free) & evasions);
        }
        // The rare moves one piece at a time: a pinned piece's, en passant, and captures
        // that are tested (only the pieces with a capture: most pawns have none).
        let takers = self.en_passant_takers(info, kind, pieces);
        let capturers = if EVERY_CAPTURE_TESTED {
            let theirs = self.by_color[us.other().index()];
            shifts
                .iter()
                .filter(|shift| shift.captures)
                .fold(Bitboard::EMPTY, |from, shift| {
                    from | shift.origins(shift.reach(free) & theirs)
                })
        } else {
            Bitboard::EMPTY
        };
        let one_by_one = pieces & (pinned | takers | capturers);
        for from in one_by_one {
            if EVERY_CAPTURE_TESTED && !takers.contains(from) && !pinned.contains(from) {
                // Its other moves counted above, only its captures are left.
                let t = self.targets_of(info, from, us, occupied, false);
                let captures = t.attacks & self.by_color[us.other().index()];
                self.untested_targets::<true>(from, kind, captures, tested);
                continue;
            }
            let targets = self.destinations(info, kind, from, tested);
            let targets =
                self.untested_targets::<EVERY_CAPTURE_TESTED>(from, kind, targets, tested);
            if pinned.contains(from) {
                self.push_pinned_moves(from, kind, targets & evasions, tested);
            }
        }
    }

    /// Of the targets of the piece on `from`, those counted untested: all of them, or where
    /// every capture is tested (captures blast), the others, the captures going to `tested`.
    #[inline(always)]
    fn untested_targets<const EVERY_CAPTURE_TESTED: bool>(
        &self,
        from: Square,
        kind: u8,
        targets: Bitboard,
        tested: &mut TestedCount,
    ) -> Bitboard {
        if !EVERY_CAPTURE_TESTED {
            return targets;
        }
        let captures = targets & self.by_color[self.turn.other().index()];
        if captures.is_empty() {
            return targets;
        }
        if self.c().plain_movers >> kind & 1 != 0 {
            // A capture that promotes nothing is a normal move, judged by its squares.
            tested.captures.count += captures
                .into_iter()
                .filter(|&to| self.royals_safe_after_blast(self.mv(from, to, MoveKind::Normal)))
                .count();
        } else {
            self.push_piece_moves(from, kind, captures, &mut tested.captures);
        }
        targets - captures
    }

    /// Every move of the piece on `from`, each tested.
    fn push_tested_moves(&self, from: Square, tested: &mut TestedCount) {
        let Some(piece) = self.piece_on(from) else {
            return;
        };
        let info = &self.c().kinds[usize::from(piece.kind)];
        let targets = self.destinations(info, piece.kind, from, tested);
        self.push_pinned_moves(from, piece.kind, targets, tested);
    }

    /// Whether the royal piece on `square` stands beside an enemy royal piece.
    fn touches_an_enemy_royal(&self, square: Square) -> bool {
        (self.c().neighbours[square.index()] & self.royals(self.turn.other())).any()
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
        let captures = targets & self.by_color[self.turn.other().index()];
        if captures.any() {
            self.push_piece_moves(from, kind, captures, &mut tested.captures);
        }
        if (targets - captures).any() {
            self.push_piece_moves(from, kind, targets - captures, &mut tested.others);
        }
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

    /// The legal moves of the side to move's royal pieces `royals`, where it may have several
    /// (`Compiled::several_royals`): those of a royal piece that shields another, or while
    /// another is attacked, are tested, as they may expose it; the others are counted from
    /// the squares the piece may stand on.
    #[inline(always)]
    fn count_royal_pieces_moves(
        &self,
        royals: Bitboard,
        threats: &Threats,
        rights: Option<&GatingRights>,
        tally: &mut Tally,
        tested: &mut TestedCount,
    ) {
        let occupied = self.occupied();
        for royal in royals {
            if threats.pinned.contains(royal) || threats.attacked.without(royal).any() {
                self.push_tested_moves(royal, tested);
            } else {
                self.count_royal_moves(royal, occupied, rights, tally);
            }
        }
    }

    /// The legal moves of the royal piece on `royal` (one that exposes no other), into
    /// `tally`: each counted once more per gating it allows (see [`Self::safe_steps`]).
    #[inline(always)]
    fn count_royal_moves(
        &self,
        royal: Square,
        occupied: Bitboard,
        rights: Option<&GatingRights>,
        tally: &mut Tally,
    ) {
        let Some(piece) = self.piece_on(royal) else {
            return;
        };
        let info = &self.c().kinds[usize::from(piece.kind)];
        let before = tally.clone();
        tally.add_plain(self.safe_steps(info, royal, occupied));
        if let Some(gatings) = rights.map(|r| r.on(royal)).filter(|&n| n > 0) {
            tally.repeat_since(&before, gatings);
        }
    }

    /// The king's legal moves from `king`, into `tally` (see [`Self::safe_steps`]).
    fn count_king_moves(&self, king: Square, occupied: Bitboard, tally: &mut Tally) {
        let c = self.c();
        let Some(royal) = c.royal else {
            return;
        };
        tally.add_plain(self.safe_steps(&c.kinds[usize::from(royal)], king, occupied));
    }

    /// Where the side to move's royal piece of type `info` on `royal` may go: each square it
    /// reaches that no enemy piece attacks once it stands there (what it takes attacks no
    /// more).
    #[inline(always)]
    fn safe_steps(&self, info: &KindInfo, royal: Square, occupied: Bitboard) -> Bitboard {
        let us = self.turn;
        let t = self.targets_of(info, royal, us, occupied, false);
        let targets = (t.moves - occupied) | (t.attacks & self.by_color[us.other().index()]);
        let without = occupied.without(royal);
        let safe = targets.into_iter().filter(|&to| {
            let captured = Bitboard::from_square(to);
            !self.attacked_except(to, us.other(), without.with(to), captured)
        });
        safe.fold(Bitboard::EMPTY, Bitboard::with)
    }

    /// The checks on the side to move's king (`kings`, one or none): the pieces giving them
    /// and those pinned to it, and where the other pieces may answer them. A side without a
    /// king (horde's White, every side in antichess) has nothing to expose: every move is
    /// legal; so is every move of a king beside the enemy king where captures blast.
    #[inline(always)]
    fn threats_to_the_king(&self, kings: Bitboard, occupied: Bitboard, blasts: bool) -> Threats {
        let all = self.c().squares;
        let Some(king) = kings.single() else {
            return Threats::none(all);
        };
        if blasts && self.touches_an_enemy_royal(king) {
            return Threats::none(all);
        }
        let (checkers, pinned) = self.checkers_and_pinned(king, occupied);
        let evasions = match checkers.single() {
            _ if checkers.has_more_than_one() => Bitboard::EMPTY,
            Some(checker) => self.evasion_squares(king, checker),
            None => all,
        };
        Threats {
            checkers,
            pinned,
            evasions,
            attacked: if checkers.any() {
                kings
            } else {
                Bitboard::EMPTY
            },
        }
    }

    /// The attacks on the side to move's royal pieces `royals`, where it may have several
    /// (`Compiled::several_royals`): a piece pinned to any of them is pinned, and another
    /// piece's move must answer the attack on each attacked one.
    #[inline(always)]
    fn threats_to_royals(&self, royals: Bitboard, occupied: Bitboard) -> Threats {
        let mut threats = Threats::none(self.c().squares);
        for royal in royals {
            let (checkers, pinned) = self.checkers_and_pinned(royal, occupied);
            threats.pinned |= pinned;
            if checkers.is_empty() {
                continue;
            }
            threats.attacked.insert(royal);
            threats.checkers |= checkers;
            threats.evasions &= match checkers.single() {
                Some(checker) => self.evasion_squares(royal, checker),
                None => Bitboard::EMPTY,
            };
        }
        threats
    }

    /// The side to move's pawns that may promote on their next move to a royal type (coregal
    /// chess's queen); none where no promotion makes a royal piece.
    fn pawns_promoting_to_a_royal_type(&self) -> Bitboard {
        let c = self.c();
        let us = self.turn;
        let squares = *c.royal_promotion_squares.get(us);
        if squares.is_empty() {
            return Bitboard::EMPTY;
        }
        self.pieces_of_set(*c.zone_promoters.get(us)) & self.by_color[us.index()] & squares
    }

    /// The king's legal moves from `king` where captures blast (and would blast the king):
    /// to each empty square it reaches that no enemy piece attacks once it stands there, or
    /// that stands beside the enemy king, whose taker would blast its own. A capture would
    /// destroy the king: none is legal.
    fn count_blasting_king_moves(&self, king: Square, occupied: Bitboard, tally: &mut Tally) {
        let us = self.turn;
        let Some(piece) = self.piece_on(king) else {
            return;
        };
        let info = &self.c().kinds[usize::from(piece.kind)];
        let t = self.targets_of(info, king, us, occupied, false);
        let without = occupied.without(king);
        let safe = (t.moves - occupied).into_iter().filter(|&to| {
            self.touches_an_enemy_royal(to) || !self.attacked(to, us.other(), without)
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
        if c.line_riders.rays != 0
            && let Some(between) = self.ray_between(king, checker)
        {
            return on | between;
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
    #[inline(always)]
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
            pinned |= self.lone_blockers(along, king, seen, blockers, riders, occupied);
        }
        if c.line_riders.rays != 0 {
            let (on_rays, pinned_on_rays) = self.ray_checkers_and_pins(king, them, occupied, ours);
            checkers |= on_rays;
            pinned |= pinned_on_rays;
        }
        (checkers, pinned)
    }

    /// Of `blockers` (pieces on the squares `seen` from `king` along `along`'s lines with
    /// `occupied`), those standing alone between `king` and one of `riders`.
    #[inline(always)]
    fn lone_blockers(
        &self,
        along: fn(&Lines, Square, Bitboard) -> Bitboard,
        king: Square,
        seen: Bitboard,
        blockers: Bitboard,
        riders: Bitboard,
        occupied: Bitboard,
    ) -> Bitboard {
        let lines = &self.c().lines;
        let behind = (along(lines, king, occupied - blockers) - seen) & riders;
        let mut found = Bitboard::EMPTY;
        for rider in behind {
            // The king's and the rider's lines meet only at the piece between them.
            found |= along(lines, rider, occupied) & blockers;
        }
        found
    }

    /// The pieces of the side to move whose leaving would uncover an attack of its own
    /// rider on the enemy king on `target`.
    fn uncovering_pieces(&self, target: Square, occupied: Bitboard) -> Bitboard {
        let c = self.c();
        let ours = self.by_color[self.turn.index()];
        let lines = [
            (
                c.line_riders.rook,
                Lines::rook as fn(&Lines, Square, Bitboard) -> Bitboard,
            ),
            (c.line_riders.bishop, Lines::bishop),
        ];
        let mut uncovering = Bitboard::EMPTY;
        for (kinds, along) in lines {
            let riders = self.pieces_of_set(kinds) & ours;
            if riders.any() {
                let seen = along(&c.lines, target, occupied);
                uncovering |=
                    self.lone_blockers(along, target, seen, seen & ours, riders, occupied);
            }
        }
        if c.line_riders.rays != 0 {
            uncovering |= self.ray_checkers_and_pins(target, ours, occupied, ours).1;
        }
        uncovering
    }

    /// The squares from which a `kind` piece of the side to move would attack the enemy
    /// king on `target`: where it leaps onto it, or rides to it along a line.
    fn checking_squares(&self, info: &KindInfo, kind: u8, target: Square) -> Bitboard {
        let c = self.c();
        let occupied = self.occupied();
        let mut squares = leap_attackers(info, target, self.turn, c.squares);
        if c.line_riders.rook >> kind & 1 != 0 {
            squares |= c.lines.rook(target, occupied);
        }
        if c.line_riders.bishop >> kind & 1 != 0 {
            squares |= c.lines.bishop(target, occupied);
        }
        if c.line_riders.rays >> kind & 1 != 0
            && let Some(rays) = crate::rider_rays::rays_of(c, usize::from(kind))
        {
            squares |= rays.reach(target, occupied);
        }
        squares
    }

    /// The `by` pieces attacking `square` by a leap, in a variant where every attack is
    /// plain.
    #[inline(always)]
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
#[derive(Clone, Default)]
struct Tally {
    moves: usize,
    captures: usize,
    captures_apart: Option<Bitboard>,
}

impl Tally {
    /// An empty tally for the moves of one piece, to be added to this one.
    fn part(&self) -> Tally {
        Tally {
            captures_apart: self.captures_apart,
            ..Tally::default()
        }
    }

    /// The moves added since `before`, counted `times` more (a move leaving a gate counts
    /// once more per gating it allows).
    fn repeat_since(&mut self, before: &Tally, times: usize) {
        self.moves += (self.moves - before.moves) * times;
        self.captures += (self.captures - before.captures) * times;
    }

    /// The moves of one piece counted apart, untested (`part`) and tested, each `times` over
    /// (a move leaving a gate counts once per gating it allows besides itself).
    fn add_part(&mut self, part: &Tally, tested: &TestedCount, times: usize) {
        let captures = part.captures + tested.captures.count;
        self.moves += (part.moves + tested.captures.count + tested.others.count) * times;
        self.captures += captures * times;
    }

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

impl<'a> TestedCount<'a> {
    fn new(scope: &'a LegalityScope) -> Self {
        TestedCount {
            captures: LegalCount { scope, count: 0 },
            others: LegalCount { scope, count: 0 },
        }
    }
}

/// The attacks on the side to move's royal pieces, as [`FairyPosition::count_plain`] reads
/// them.
#[derive(Clone, Copy)]
struct Threats {
    /// The enemy pieces attacking a royal piece.
    checkers: Bitboard,
    /// The pieces alone between a royal piece and an enemy rider.
    pinned: Bitboard,
    /// Where a piece neither royal nor pinned may move: the squares that answer every
    /// attack on a royal piece (none in double check).
    evasions: Bitboard,
    /// The royal pieces attacked.
    attacked: Bitboard,
}

impl Threats {
    /// No attack on a royal piece of a board of the squares `all`.
    fn none(all: Bitboard) -> Threats {
        Threats {
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            evasions: all,
            attacked: Bitboard::EMPTY,
        }
    }
}

/// What decides which moves of the pieces other than the king [`FairyPosition::count_plain`]
/// counts untested.
#[derive(Clone, Copy)]
struct PieceMoves {
    /// Where a move may land, but a blasting capture: the squares that answer a check.
    evasions: Bitboard,
    /// The pieces pinned to the king, whose moves are tested.
    pinned: Bitboard,
    /// The pieces whose moves are counted apart: the king, and the pieces of types that may
    /// not take their own type (`mutuallyImmuneTypes`).
    apart: Bitboard,
    /// Where no move may give check (racing kings): the enemy king.
    no_check_on: Option<Square>,
}

/// Of `candidates` (`by` pieces of type `info`), those that attack `square` by a leap.
#[inline]
pub(crate) fn leap_attackers(
    info: &KindInfo,
    square: Square,
    by: Color,
    candidates: Bitboard,
) -> Bitboard {
    info.form.leap_attackers(square, by, candidates)
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
    let all = c.squares;
    let king_moves_plainly = c.royal.is_none_or(|k| moves_as_a_king(c, k));
    let pieces_move_plainly = (0..c.kinds.len()).all(|k| {
        c.promoted[k].is_none()
            && c.promotion_choices[k].is_empty()
            && c.mobility.white[k] == all
            && c.mobility.black[k] == all
    });
    // Where captures blast, each is tested, if a promotion can make no new royal piece.
    let promotes_to_royal = d.extinction_pseudo_royal
        && [&c.promotion_targets.white, &c.promotion_targets.black]
            .into_iter()
            .flatten()
            .any(|&k| c.extinction_kinds >> k & 1 != 0);
    let blasts_tested = c.blast_by_squares && d.blast_on_capture && !promotes_to_royal;
    let checks_left_out =
        !d.checking && d.drop_checks && !d.blast_on_capture && !d.extinction_pseudo_royal;
    c.plain_leapers.is_some()
        && (c.legal_by_attacks || blasts_tested || checks_left_out || c.several_royals)
        && (!c.test_every_move || (checks_left_out && !d.flying_general))
        && !c.janggi_moves
        && king_moves_plainly
        && pieces_move_plainly
        && c.petrify_kinds == 0
        && !d.piece_demotion
        && (!d.seirawan_gating || c.legal_by_attacks)
        && !d.bikjang_rule
        && !d.duple_check
        && !d.immobility_illegal
        && !d.sittuyin_promotion
}

/// Whether the plain count of `c`'s positions is [`FairyPosition::count_unguarded`]: no type
/// is royal, even by extinction, so no move exposes one; no capture blasts (a blast tests each
/// capture); no type takes en passant, may not take its own type, or gates; and no rule gives
/// moves besides the pieces' (castling, drops, passes), which the count tests one by one.
pub(crate) fn counts_unguarded(c: &Compiled) -> bool {
    let d = &c.definition;
    c.royal.is_none()
        && !d.extinction_pseudo_royal
        && !d.blast_on_capture
        && c.en_passant_kinds == 0
        && c.mutually_immune_kinds == 0
        && !d.gating
        && !d.seirawan_gating
        && !d.castling
        && !c.other_move_rules
}

/// The scope of the moves [`FairyPosition::count_plain`] tests one by one: each is tested
/// whole where `in_check`, else only for the safety of the royal pieces.
fn tested_scope(all: Bitboard, in_check: bool) -> LegalityScope {
    LegalityScope {
        exposed: all,
        entered: Bitboard::EMPTY,
        test_all: in_check,
        promotions: false,
        immobility: false,
        evasions: all,
        royal: None,
        royal_safe: all,
    }
}

/// Whether a side of `compiled`'s positions may have several royal pieces that
/// [`FairyPosition::count_plain`] keeps safe each (`Compiled::several_royals`, where
/// [`is_plain`] holds too): royal pieces are pseudo-royal without blasts, duple check or
/// walls left by capturers, and each royal type moves as a king does, by its table alone.
pub(crate) fn several_royals(compiled: &Compiled) -> bool {
    let c = compiled;
    let d = &c.definition;
    let royal_types = c.extinction_kinds | c.royal.map_or(0, |k| 1 << k);
    c.blast_by_squares
        && d.extinction_pseudo_royal
        && !d.blast_on_capture
        && !d.duple_check
        && !d.makpong_rule
        && c.petrify_kinds == 0
        && (0..c.kinds.len() as u8)
            .filter(|&k| royal_types >> k & 1 != 0)
            .all(|k| moves_as_a_king(c, k))
}

/// Per colour, where `compiled` has several royal pieces (`Compiled::several_royals`) and a
/// pawn of the colour may promote to a royal type: the squares from which one of its pawns
/// (`zone_promoters`) may reach the promotion zone in one move, on an empty board (more than
/// it may reach with pieces in the way). Empty elsewhere.
pub(crate) fn royal_promotion_squares(compiled: &Compiled) -> ByColor<Bitboard> {
    let c = compiled;
    ByColor::new_with(|color| {
        let to_royal = c
            .promotion_targets
            .get(color)
            .iter()
            .any(|&k| c.extinction_kinds >> k & 1 != 0);
        if !c.several_royals || !to_royal {
            return Bitboard::EMPTY;
        }
        let zone = *c.promotion_zone.get(color);
        let steps = *c.double_step.get(color) | *c.triple_step.get(color);
        let forward: i8 = if color.is_white() { 1 } else { -1 };
        let reaches = |info: &KindInfo, from: Square| {
            let t = info.table.targets(from, color, Bitboard::EMPTY, true);
            let stepped = steps.contains(from)
                && (2..=3).any(|n| {
                    let to = c.geometry.offset(from, 0, forward * n);
                    to.is_some_and(|to| zone.contains(to))
                });
            ((t.moves | t.attacks) & zone).any() || stepped
        };
        let promoters = *c.zone_promoters.get(color);
        c.geometry
            .squares()
            .filter(|&from| {
                c.kinds
                    .iter()
                    .enumerate()
                    .any(|(k, info)| promoters >> k & 1 != 0 && reaches(info, from))
            })
            .collect()
    })
}

/// Whether `compiled`'s pieces of type `kind` move as its plain count takes a king's moves:
/// by their table alone, neither promoting nor taking en passant, and free to take their own
/// type.
fn moves_as_a_king(compiled: &Compiled, kind: u8) -> bool {
    let c = compiled;
    c.plain_movers >> kind & 1 != 0
        && c.en_passant_kinds >> kind & 1 == 0
        && c.mutually_immune_kinds >> kind & 1 == 0
        && c.kinds[usize::from(kind)].kind != PieceKind::Pawn
}

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::{captures_or_checks, count_mismatches};
    use crate::{FairyPosition, catalogue, variant_by_name};

    /// The catalogue's variants whose moves are counted plainly.
    fn plain_variants() -> Vec<&'static str> {
        catalogue::names()
            .filter(|name| variant_by_name(name).is_some_and(|v| v.compiled().plain_count))
            .collect()
    }

    #[test]
    fn chess_crazyhouse_antichess_atomic_extinction_and_coregal_are_plain_and_shogi_is_not() {
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
            "nocheckatomic",
            "atomic",
            "atomar",
            "racingkings",
            "makpong",
            "cambodian",
            "coregal",
        ] {
            assert!(plain.contains(&name), "{name}");
        }
        for name in ["shogi", "xiangqi", "grand"] {
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
            failures.extend(count_mismatches(
                name,
                &variant,
                12,
                160,
                captures_or_checks,
            ));
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// The plain count of the coregal position `fen`, and its legal moves as listed, sorted.
    fn coregal_counted_and_listed(fen: &str) -> (Option<usize>, Vec<String>) {
        let p = FairyPosition::from_fen(&variant_by_name("coregal").unwrap(), fen).unwrap();
        let mut listed: Vec<String> = p
            .legal_move_list()
            .into_iter()
            .map(|m| p.display_move(m).to_string())
            .collect();
        listed.sort();
        (p.count_plain(), listed)
    }

    /// The positions below and their legal moves are Fairy-Stockfish's (pyffish 0.0.90). In
    /// coregal chess the queens are royal too: the knight on c2, alone between the bishop and
    /// the queen, may not move; the queen itself may leave the bishop's diagonal.
    #[test]
    fn a_piece_pinned_to_a_coregal_queen_may_not_move_off_the_pin() {
        let (counted, listed) = coregal_counted_and_listed("4k3/8/8/8/b7/8/2N5/3QK3 w - - 0 1");
        let expected = [
            "d1a1", "d1b1", "d1c1", "d1d2", "d1d3", "d1d4", "d1d5", "d1d6", "d1e2", "d1f3", "d1g4",
            "d1h5", "e1d2", "e1e2", "e1f1", "e1f2",
        ];
        assert_eq!(listed, expected);
        assert_eq!(counted, Some(expected.len()));
    }

    /// The queen on c1 shields the king from the rook and is attacked by it: it may only take
    /// the rook (on d1 it would still stand attacked), and no king move saves it.
    #[test]
    fn a_coregal_queen_shielding_the_king_may_only_take_the_pinning_rook() {
        let (counted, listed) = coregal_counted_and_listed("4k3/8/8/8/8/8/8/r1Q1K3 w - - 0 1");
        assert_eq!(listed, ["c1a1"]);
        assert_eq!(counted, Some(1));
    }

    /// A pawn may promote to a queen only where the new royal queen stands unattacked: on a8,
    /// taking the rook, but not on b8, on the rook's rank.
    #[test]
    fn a_pawn_may_not_promote_to_a_coregal_queen_on_an_attacked_square() {
        let (counted, listed) = coregal_counted_and_listed("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let expected = [
            "b7a8b", "b7a8n", "b7a8q", "b7a8r", "b7b8b", "b7b8n", "b7b8r", "e1d1", "e1d2", "e1e2",
            "e1f1", "e1f2",
        ];
        assert_eq!(listed, expected);
        assert_eq!(counted, Some(expected.len()));
    }

    /// The rook attacks the queen on a1: the queen takes it or steps where nothing attacks it,
    /// the bishop blocks on a3, and no other move is legal (the king's leave the queen
    /// attacked).
    #[test]
    fn an_attacked_coregal_queen_must_be_saved_by_taking_blocking_or_stepping_aside() {
        let (counted, listed) = coregal_counted_and_listed("4k3/8/8/8/r7/8/8/Q1B1K3 w - - 0 1");
        let expected = [
            "a1a4", "a1b1", "a1b2", "a1c3", "a1e5", "a1f6", "a1g7", "a1h8", "c1a3",
        ];
        assert_eq!(listed, expected);
        assert_eq!(counted, Some(expected.len()));
    }

    /// The knight on d3 checks the king and attacks the queen on c1: only taking it answers
    /// both.
    #[test]
    fn a_knight_forking_the_king_and_a_coregal_queen_must_be_taken() {
        let (counted, listed) = coregal_counted_and_listed("4k3/8/8/8/8/3n4/4B3/2Q1K3 w - - 0 1");
        assert_eq!(listed, ["e2d3"]);
        assert_eq!(counted, Some(1));
    }

    /// The bishop checks the king and the rook attacks the queen: a move must answer both,
    /// and only the knight's to b4, where their lines cross, does (taking the bishop leaves
    /// the queen attacked).
    #[test]
    fn attacks_on_two_coregal_royal_pieces_are_answered_only_where_their_lines_cross() {
        let fen = "4k3/2B5/8/b7/r6Q/3N4/8/4K3 w - - 0 1";
        let (counted, listed) = coregal_counted_and_listed(fen);
        assert_eq!(listed, ["d3b4"]);
        assert_eq!(counted, Some(1));
    }

    /// A coregal pawn reaches the last rank, where it may become a royal queen, only from the
    /// rank before it; a chess pawn's queen is not royal.
    #[test]
    fn coregal_pawns_may_promote_to_a_royal_queen_from_the_seventh_rank_only() {
        let coregal = variant_by_name("coregal").unwrap();
        let squares = &coregal.compiled().royal_promotion_squares;
        let geometry = coregal.geometry();
        let rank = |y: u8| (0..8).map(|x| geometry.square_at(x, y).unwrap()).collect();
        assert_eq!(squares.white, rank(6));
        assert_eq!(squares.black, rank(1));
        let chess = variant_by_name("chess").unwrap();
        assert!(chess.compiled().royal_promotion_squares.white.is_empty());
    }
}
