//! Legal moves of a data-defined variant: the pieces' tables give the pseudo-legal moves, the
//! variant's keys add pawn steps, promotions, castling, drops and passes, and each move that
//! could leave a royal piece attacked is tested, from the occupancy after it where that
//! decides, else played on a copy. Where the moves go (a list, or a count) is a
//! [`MoveSink`](crate::sink::MoveSink).

use skazka_core::{Bitboard, ByColor, Color, Square};

use crate::WallingRule;
use crate::form::{Form, SquareLines};
use crate::gating::{GatedCount, GatingRights};
use crate::grasshopper::FastGrasshopper;
use crate::moves::{FairyMove, MoveKind};
use crate::pieces::PieceKind;
use crate::position::{FairyPosition, Piece};
use crate::rare_form::RareForm;
use crate::sink::{LegalCount, LegalList, LegalityScope, MoveSink};
use crate::variant::{KindInfo, KindSet};

/// The move list of a data-defined variant. Drop-heavy variants (crazyhouse, shogi) reach a
/// few hundred moves; the list spills to the heap past 256.
pub type FairyMoveList = smallvec::SmallVec<[FairyMove; 256]>;

impl FairyPosition {
    pub(crate) fn mv(&self, from: Square, to: Square, kind: MoveKind) -> FairyMove {
        FairyMove {
            from,
            to,
            width: self.options.variant().geometry().files(),
            kind,
            gate: None,
            wall: None,
            names_wall: false,
        }
    }

    /// Every pseudo-legal move: pieces' moves, pawn steps, promotions, castling, drops, passes.
    pub(crate) fn pseudo_moves<S: MoveSink>(&self, out: &mut S) {
        let c = self.c();
        let us = self.turn;
        let occupied = self.occupied();
        let theirs = self.by_color[us.other().index()];
        for (k, info) in c.kinds.iter().enumerate() {
            let kind = k as u8;
            let mut pieces = self.pieces(us, kind);
            if pieces.is_empty() {
                continue;
            }
            if let Some(shifts) = self.bulk_leaps(info, kind) {
                let takers = self.en_passant_takers(info, kind, pieces);
                self.push_leaps_in_bulk(info, kind, pieces - takers, shifts, out);
                pieces = takers;
            }
            if let Form::Rare(rare) = &info.form
                && let RareForm::Grasshopper(grasshopper) = &**rare
                && let Some(scope) = out.counting_scope()
            {
                pieces = self.count_grasshoppers_in_bulk(grasshopper, kind, pieces, &scope, out);
            }
            for from in pieces {
                let initial = info.has_initial && c.double_step.get(us).contains(from);
                let t = if c.janggi_moves {
                    self.janggi_targets(info, from, us, occupied, initial)
                } else {
                    self.targets_of(info, from, us, occupied, initial)
                };
                let mut quiets = t.moves - occupied;
                let mut captures = t.attacks & theirs;
                let region = c.mobility.get(us)[k];
                if info.kind == PieceKind::Soldier && !self.soldier_promoted(from, us) {
                    let file = self
                        .variant()
                        .geometry()
                        .file_mask(self.options.variant().geometry().xy(from).0);
                    quiets &= file;
                    captures &= file;
                }
                quiets &= region;
                captures &= region;
                if info.kind == PieceKind::Pawn {
                    quiets |= self.pawn_steps(from) & region;
                }
                self.push_piece_moves(from, kind, quiets | captures, out);
                if c.en_passant_kinds >> k & 1 != 0 {
                    let ep = ((t.attacks - t.moves) & self.en_passant) - occupied;
                    out.each(self, Some(from), ep, MoveKind::EnPassant);
                }
            }
        }
        self.push_other_moves(out);
    }

    /// Counts into `out` the moves of the side's grasshoppers of `kind` on `pieces` that need
    /// no legality test under `scope`, all at once (see [`crate::grasshopper`]); returns the
    /// pieces whose moves are still to be found one piece at a time: those tested, or all of
    /// them where a rule bends a grasshopper's moves (promotions, regions, en passant).
    #[inline(never)]
    fn count_grasshoppers_in_bulk<S: MoveSink>(
        &self,
        grasshopper: &FastGrasshopper,
        kind: u8,
        pieces: Bitboard,
        scope: &LegalityScope,
        out: &mut S,
    ) -> Bitboard {
        let c = self.c();
        let us = self.turn;
        let k = usize::from(kind);
        let bent = c.plain_movers >> k & 1 == 0
            || c.en_passant_kinds >> k & 1 != 0
            || c.janggi_moves
            || c.kinds[k].has_initial
            || c.mobility.get(us)[k] != c.squares;
        let royal = scope.royal.map_or(Bitboard::EMPTY, Bitboard::from_square);
        let free = pieces - scope.exposed - royal;
        if bent || free.is_empty() {
            return pieces;
        }
        let ours = self.by_color[us.index()];
        let occupied = self.occupied();
        let untested = scope.evasions - scope.entered - ours;
        let (count, landed) = grasshopper.count_in_bulk(free, occupied, untested);
        out.add_counted(count);
        // The moves onto squares where entering needs the test, one piece at a time.
        if ((landed & scope.entered) - ours).any() {
            for from in free {
                let onto = grasshopper.landings(from, occupied) & scope.entered;
                self.push_piece_moves(from, kind, onto, out);
            }
        }
        pieces - free
    }

    /// The moves that are not a piece's move by its table: sittuyin's promotions, castling,
    /// cambodian first moves, drops and passes. Most positions of most variants have none:
    /// that is seen inline, and the rules are read only where they may give one.
    #[inline(always)]
    pub(crate) fn push_other_moves<S: MoveSink>(&self, out: &mut S) {
        let castling = (self.castling & self.by_color[self.turn.index()]).any();
        if castling || self.c().other_move_rules {
            self.push_other_moves_by_rules(out);
        }
    }

    /// [`Self::push_other_moves`], every rule read.
    #[inline(never)]
    fn push_other_moves_by_rules<S: MoveSink>(&self, out: &mut S) {
        let c = self.c();
        let us = self.turn;
        if c.definition.sittuyin_promotion {
            self.push_sittuyin_promotions(out);
        }
        self.push_castling(out);
        if c.definition.cambodian_moves {
            self.push_cambodian_moves(out);
        }
        self.push_drops(out);
        if self.can_pass(us) {
            if let Some(k) = self.passing_square(us) {
                out.one(self, self.mv(k, k, MoveKind::Pass));
            }
        }
    }

    /// The moves (empty squares or not) and attacks of a `us` piece of type `info` on `from`,
    /// by the fastest form its movement has. Always inline: the counts call it for each
    /// piece, and left to itself the compiler calls it out of line once a form is added.
    #[inline(always)]
    pub(crate) fn targets_of(
        &self,
        info: &KindInfo,
        from: Square,
        us: Color,
        occupied: Bitboard,
        initial: bool,
    ) -> skazka_core::Targets {
        let lines = &self.c().lines;
        let none = Bitboard::EMPTY;
        info.form
            .targets(lines, &info.table, from, us, occupied, initial, none)
    }

    /// The square a pass is written with: the king's, or as Fairy-Stockfish passes without a
    /// king, the first square holding a piece of the side (none: the side cannot pass).
    #[inline(never)]
    fn passing_square(&self, us: Color) -> Option<Square> {
        self.royals(us)
            .first()
            .or_else(|| self.by_color[us.index()].first())
    }

    fn can_pass(&self, us: Color) -> bool {
        let def = &self.c().definition;
        let allowed = if us.is_white() {
            def.pass_white
        } else {
            def.pass_black
        };
        allowed && self.may_pass_again()
    }

    /// Whether the rule on passing right after a pass lets the side to move pass.
    fn may_pass_again(&self) -> bool {
        self.c().definition.pass_after_pass || !self.last_pass
    }

    /// The pass a side makes when it has no other legal move and is not in check, where the
    /// variant has `passOnStalemate` (as Fairy-Stockfish, which refuses the pass while another
    /// move is legal).
    pub(crate) fn stalemate_pass(&self) -> Option<FairyMove> {
        let us = self.turn;
        let def = &self.c().definition;
        let on_stalemate = if us.is_white() {
            def.pass_on_stalemate_white
        } else {
            def.pass_on_stalemate_black
        };
        if !on_stalemate || !self.may_pass_again() || self.royal_attacked(us) {
            return None;
        }
        let k = self.passing_square(us)?;
        Some(self.mv(k, k, MoveKind::Pass))
    }

    /// A pawn's double and triple steps over empty squares.
    pub(crate) fn pawn_steps(&self, from: Square) -> Bitboard {
        self.pawn_steps_of(Bitboard::from_square(from))
    }

    /// The double and triple steps of the side to move's pawns on `pawns`, all at once
    /// (each lands on a square of its own).
    pub(crate) fn pawn_steps_of(&self, pawns: Bitboard) -> Bitboard {
        let c = self.c();
        let us = self.turn;
        let double = pawns & *c.double_step.get(us);
        let triple = pawns & *c.triple_step.get(us);
        if double.is_empty() && triple.is_empty() {
            return Bitboard::EMPTY;
        }
        // A step forwards is a shift by one rank's width (squares are numbered rank by rank),
        // which never wraps to another file.
        let all = c.squares;
        let empty = all - self.occupied();
        let rank = u32::from(c.geometry.files());
        let forward = |b: Bitboard| {
            if us.is_white() {
                Bitboard(b.0 << rank) & empty
            } else {
                Bitboard(b.0 >> rank) & empty
            }
        };
        // A pawn that may step three squares may also step two.
        let two = forward(forward(double | triple));
        two | forward(forward(forward(triple)))
    }

    pub(crate) fn push_piece_moves<S: MoveSink>(
        &self,
        from: Square,
        kind: u8,
        targets: Bitboard,
        out: &mut S,
    ) {
        let c = self.c();
        let def = &c.definition;
        let us = self.turn;
        let ours = self.by_color[us.index()];
        let targets = targets - ours;
        if c.plain_movers >> kind & 1 != 0 {
            out.each(self, Some(from), targets, MoveKind::Normal);
            return;
        }
        let zone = *c.promotion_zone.get(us);
        let (mut plain, pawn_promotions) = self.pawn_promotion_split(kind, targets);
        let promoted = c.promoted[usize::from(kind)].filter(|&p| {
            let limit = c.promotion_limit[usize::from(p)];
            limit == 0 || limit > self.count(us, p)
        });
        let mut piece_promotions = if promoted.is_some() {
            targets
        } else {
            Bitboard::EMPTY
        };
        let mut demotions = if def.piece_demotion && self.unpromoted[from.index()] != 0 {
            targets
        } else {
            Bitboard::EMPTY
        };
        if (piece_promotions | demotions).any() {
            if def.mandatory_piece_promotion {
                let board = self.c().squares;
                let keep = if zone.contains(from) {
                    Bitboard::EMPTY
                } else {
                    board - zone
                };
                let keep = if def.piece_promotion_on_capture {
                    keep | (board - self.occupied())
                } else {
                    keep
                };
                plain &= keep;
            }
            if def.piece_promotion_on_capture {
                piece_promotions &= self.occupied();
                demotions &= self.occupied();
            }
            if !zone.contains(from) {
                piece_promotions &= zone;
                demotions &= zone;
            }
        }
        out.each(self, Some(from), plain, MoveKind::Normal);
        self.push_choice_promotions(from, kind, targets, out);
        out.each(self, Some(from), piece_promotions, MoveKind::PiecePromotion);
        out.each(self, Some(from), demotions, MoveKind::PieceDemotion);
        if pawn_promotions.any() {
            for target in self.promotion_types_now() {
                let letter = crate::plus::lower(c.kinds[usize::from(target)].letter);
                out.each(
                    self,
                    Some(from),
                    pawn_promotions,
                    MoveKind::Promotion(letter),
                );
            }
        }
    }

    /// Of the destinations `targets` of a `kind` piece of the side to move: those where it
    /// moves without promoting, and those where it promotes as a pawn (both, where promotion
    /// is optional).
    pub(crate) fn pawn_promotion_split(&self, kind: u8, targets: Bitboard) -> (Bitboard, Bitboard) {
        let c = self.c();
        let us = self.turn;
        if c.zone_promoters.get(us) >> kind & 1 == 0 {
            return (targets, Bitboard::EMPTY);
        }
        let promotions = targets & *c.promotion_zone.get(us);
        if c.definition.mandatory_pawn_promotion {
            (targets - promotions, promotions)
        } else {
            (targets, promotions)
        }
    }

    /// The types a pawn of the side to move may promote to now, in the order
    /// Fairy-Stockfish generates them: those whose promotion limit is not reached.
    pub(crate) fn promotion_types_now(&self) -> impl Iterator<Item = u8> + '_ {
        let c = self.c();
        let us = self.turn;
        c.promotion_targets
            .get(us)
            .iter()
            .copied()
            .filter(move |&target| {
                let limit = c.promotion_limit[usize::from(target)];
                limit == 0 || limit > self.count(us, target)
            })
    }

    /// The promotions `promotionChoices` gives a piece of type `kind` (a skazka extension):
    /// one move to each type of its list for every target in the region, besides the plain
    /// move there.
    fn push_choice_promotions<S: MoveSink>(
        &self,
        from: Square,
        kind: u8,
        targets: Bitboard,
        out: &mut S,
    ) {
        let c = self.c();
        let Some(choices) = c.promotion_choices.get(usize::from(kind)) else {
            return;
        };
        let targets = targets & *c.promotion_choices_zone.get(self.turn);
        if choices.is_empty() || targets.is_empty() {
            return;
        }
        for &target in choices {
            let letter = crate::plus::lower(c.kinds[usize::from(target)].letter);
            out.each(self, Some(from), targets, MoveKind::Promotion(letter));
        }
    }

    pub(crate) fn count(&self, color: Color, kind: u8) -> u32 {
        self.pieces(color, kind).count()
    }

    fn push_castling<S: MoveSink>(&self, out: &mut S) {
        let us = self.turn;
        let rooks = self.castling & self.by_color[us.index()];
        if rooks.is_empty() {
            return;
        }
        let Some(king) = self.castling_king_square(us) else {
            return;
        };
        let c = self.c();
        let occupied = self.occupied();
        for rook in rooks {
            let path = c.castling_squares.path(c.geometry, us, king, rook);
            if (path & occupied).any() {
                continue;
            }
            let (king_to, _) = self.castling_targets(us, rook.index() > king.index());
            out.one(self, self.castling_move(king, rook, king_to));
        }
    }

    /// The king's and the rook's squares after castling on one side.
    pub(crate) fn castling_targets(&self, us: Color, kingside: bool) -> (Square, Square) {
        self.c().castling_squares.targets(us, kingside)
    }

    fn castling_move(&self, king: Square, rook: Square, king_to: Square) -> FairyMove {
        let written_to = if self.c().definition.chess960 || self.king_reaches(king, king_to) {
            rook
        } else {
            king_to
        };
        FairyMove {
            from: king,
            to: written_to,
            width: self.options.variant().geometry().files(),
            kind: MoveKind::Castling,
            gate: None,
            wall: None,
            names_wall: false,
        }
    }

    /// Whether the castling king could also step to `to` by its own movement (then
    /// Fairy-Stockfish writes castling as the king taking its rook).
    fn king_reaches(&self, king: Square, to: Square) -> bool {
        let Some(piece) = self.piece_on(king) else {
            return false;
        };
        let info = &self.c().kinds[usize::from(piece.kind)];
        let t = self.targets_of(info, king, piece.color, self.occupied(), false);
        (t.moves - self.occupied()).contains(to)
    }

    /// Out of line: most variants have no drops, and the move loop keeps its registers for
    /// the pieces' moves.
    #[inline(never)]
    fn push_drops<S: MoveSink>(&self, out: &mut S) {
        let c = self.c();
        let def = &c.definition;
        if !def.piece_drops {
            return;
        }
        let us = self.turn;
        let geo = self.options.variant().geometry();
        let empty = geo.all() - self.occupied();
        for (k, info) in c.kinds.iter().enumerate() {
            if self.hands[us.index()][k] == 0 && !def.free_drops {
                continue;
            }
            let mut squares = empty & self.drop_region(k as u8);
            if def.enclosing_drop != crate::EnclosingRule::None || c.enclosing_start.any() {
                squares = self.enclosing_drops(us, squares);
            }
            // After the enclosing rule, which for `anyside` sets the drop region aside (as
            // Fairy-Stockfish tests the bishops' colours apart, when a drop is played).
            if def.drop_opposite_colored_bishop {
                squares &= self.bishop_colour_squares(k as u8);
            }
            if def.drop_promoted && c.promoted[k].is_some() {
                out.each(self, None, squares, MoveKind::PromotedDrop(info.letter));
            }
            out.each(self, None, squares, MoveKind::Drop(info.letter));
        }
    }

    /// The squares where the side to move may put a piece of type `kind` from its hand,
    /// occupied or not (a drop needs an empty one; a gate is the square a piece leaves).
    pub(crate) fn drop_region(&self, kind: u8) -> Bitboard {
        let c = self.c();
        let def = &c.definition;
        let us = self.turn;
        let geo = self.options.variant().geometry();
        let k = usize::from(kind);
        let mut squares = *c.drop_region.get(us) & c.mobility.get(us)[k];
        if c.kinds[k].kind == PieceKind::Pawn {
            if !def.promotion_zone_pawn_drops {
                squares -= *c.promotion_zone.get(us);
            }
            if !def.first_rank_pawn_drops {
                let first = if us.is_white() { 0 } else { geo.ranks() - 1 };
                squares -= geo.rank_mask(first);
            }
        }
        if def.sittuyin_rook_drop && c.kinds[k].kind == PieceKind::Rook {
            let first = if us.is_white() { 0 } else { geo.ranks() - 1 };
            squares &= geo.rank_mask(first);
        }
        if c.drop_no_doubled == Some(kind) {
            for x in 0..geo.files() {
                let file = geo.file_mask(x);
                if (file & self.pieces(us, kind)).count() >= def.drop_no_doubled_count {
                    squares -= file;
                }
            }
        }
        squares
    }

    /// Whether the pseudo-legal move `m` is legal: judged from the squares it changes where
    /// the variant allows, else played on a copy.
    pub(crate) fn is_legal_pseudo(&self, m: FairyMove) -> bool {
        let c = self.c();
        let def = &c.definition;
        if m.kind == MoveKind::Castling {
            if !self.castling_path_safe(m) {
                return false;
            }
            // A plain variant has no rule that would make the castled position illegal but
            // an attacked royal piece.
            if c.plain_count && c.legal_by_attacks {
                return self.castled_royals_safe(m);
            }
        }
        if def.makpong_rule && !self.makpong_allows(m) {
            return false;
        }
        if self.petrifies_a_royal(m) || self.takes_its_own_immune_kind(m) {
            return false;
        }
        if self.strands_a_piece(m) {
            return false;
        }
        if c.checks_by_attacks {
            if let Some(check) = self.gives_a_forbidden_check(m) {
                return !check && self.leaves_royals_safe(m);
            }
        }
        if c.legal_by_attacks
            && !self.whole_move_test(m)
            && matches!(
                m.kind,
                MoveKind::Normal
                    | MoveKind::Promotion(_)
                    | MoveKind::PiecePromotion
                    | MoveKind::PieceDemotion
                    | MoveKind::Drop(_)
                    | MoveKind::PromotedDrop(_)
            )
        {
            return self.leaves_royals_safe(m);
        }
        if c.blast_by_squares && m.kind == MoveKind::Normal {
            return self.royals_safe_after_blast(m);
        }
        self.is_legal_when_played(m)
    }

    /// The general legality test of the pseudo-legal move `m`, once the tests that need no
    /// copy have passed: `m` is played on a copy, which is then judged.
    pub(crate) fn is_legal_when_played(&self, m: FairyMove) -> bool {
        let def = &self.c().definition;
        let us = self.turn;
        // Kings facing each other (bikjang) must be parted: any move that leaves them facing is
        // illegal, but passing always is legal, even in check.
        let bikjang = self.bikjang();
        if bikjang && m.kind == MoveKind::Pass {
            return true;
        }
        let mut after = self.clone();
        after.apply(m);
        if bikjang && after.bikjang() {
            return false;
        }
        if def.blast_on_capture && after.last_capture {
            // A capture that blows up one's own royal piece is illegal; one that blows up the
            // opponent's wins whatever else it does.
            let ours = |p: &FairyPosition, color: Color| p.royals(color).count();
            if ours(&after, us) < ours(self, us) {
                return false;
            }
            if ours(&after, us.other()) < ours(self, us.other()) {
                return true;
            }
            // A capturer that also turns to a wall (nuclear chess) is judged, as
            // Fairy-Stockfish judges it, as one that only blasts: its square left empty.
            if after.walls.contains(m.to) && !self.walls.contains(m.to) {
                after.walls.remove(m.to);
            }
        }
        let royals = if def.extinction_pseudo_royal {
            self.royals_after(m, &after)
        } else {
            after.royals(us)
        };
        if after.any_royal_attacked_by(us, royals, after.petrifying_royals(us.other())) {
            return false;
        }
        if def.duple_check && after.duple_checked(us) {
            return false;
        }
        // A check, for these rules as for Fairy-Stockfish's `gives_check`, is an attack on a
        // king: pseudo-royal pieces of other types may be attacked (atomiczh drops a pawn
        // next to a commoner king).
        if (!def.checking || (!def.drop_checks && matches!(m.kind, MoveKind::Drop(_))))
            && after.king_attacked(us.other())
        {
            return false;
        }
        true
    }

    /// Whether `m` leaves a piece where it could never move again, which `immobilityIllegal`
    /// forbids. As Fairy-Stockfish, only normal moves and drops are tested (a piece dropped
    /// promoted moves as its promoted type).
    pub(crate) fn strands_a_piece(&self, m: FairyMove) -> bool {
        match self.stranding_squares(m.from, m.kind) {
            Some(squares) => squares.contains(m.to),
            None => {
                // As Fairy-Stockfish, walls count as off the board.
                let Some(kind) = self.stranded_kind(m.from, m.kind) else {
                    return false;
                };
                let info = &self.c().kinds[usize::from(kind)];
                let t = info
                    .empty_board
                    .targets(m.to, self.turn, Bitboard::EMPTY, false);
                (((t.moves | t.attacks) & self.c().squares) - self.walls).is_empty()
            }
        }
    }

    /// The destinations where a move of `kind` from `from` (a drop's `from` is its target)
    /// would leave its piece unable to move again; `None` when walls stand on the board,
    /// which change those squares.
    pub(crate) fn stranding_squares(&self, from: Square, kind: MoveKind) -> Option<Bitboard> {
        let Some(piece) = self.stranded_kind(from, kind) else {
            return Some(Bitboard::EMPTY);
        };
        if self.walls.any() {
            return None;
        }
        Some(*self.c().kinds[usize::from(piece)].stranded.get(self.turn))
    }

    /// The type of piece a move of `kind` from `from` puts down that `immobilityIllegal`
    /// judges: as Fairy-Stockfish, that of a normal move or a drop.
    fn stranded_kind(&self, from: Square, kind: MoveKind) -> Option<u8> {
        if !self.c().definition.immobility_illegal {
            return None;
        }
        match kind {
            MoveKind::Drop(letter) => self.kind_of_letter(letter),
            MoveKind::Normal => self.piece_on(from).map(|p| p.kind),
            _ => None,
        }
    }

    /// Of the squares on the royal pieces' rider lines (or attack paths), those whose piece
    /// may not move freely: the royal pieces and the pieces whose removal would leave a royal
    /// piece attacked (the pinned ones). When no royal piece is attacked, a piece whose
    /// removal exposes nothing cannot expose anything by moving: what it captures only
    /// attacked less, and its new square only blocks, unless it lies on a hopper's path (a
    /// new screen), which the legality scope tests apart (`entered`).
    fn pinned_or_royal(&self, lines: Bitboard) -> Bitboard {
        let us = self.turn;
        let royals = self.royals(us);
        // Only riders pin along lines; a hopper or a lame piece may be let through by any
        // piece on its path, which the search by removal below finds.
        if !self.c().test_every_move {
            if let Some(pinned) = self.pinned_by_lines(royals) {
                return royals | pinned;
            }
        }
        let occupied = self.occupied();
        let flying_general = self.c().definition.flying_general;
        let candidates = (lines & self.by_color[us.index()]) - royals;
        candidates
            .into_iter()
            .filter(|&p| {
                let without = occupied.without(p);
                (flying_general && self.kings_face_after(us, None, without))
                    || royals
                        .into_iter()
                        .any(|r| self.attacked_except(r, us.other(), without, Bitboard::EMPTY))
            })
            .fold(royals, Bitboard::with)
    }

    /// The pieces of the side to move pinned to one of its `royals`, found from the enemy's
    /// rook and bishop lines as chess engines find them: an enemy rider on a line through a
    /// royal piece with exactly one piece between them, which is ours, and for a rider of
    /// part of a line (a lance), that it would attack the royal piece without that one; along
    /// the whole lines of other steps (a nightrider's), the lone piece of ours between them
    /// likewise. `None` when an enemy rider on the board rides other lines by its table (a
    /// nightrider of limited range), which the general search by removal then covers;
    /// leapers pin nothing.
    pub(crate) fn pinned_by_lines(&self, royals: Bitboard) -> Option<Bitboard> {
        let c = self.c();
        let riders = c.line_riders;
        let them = self.by_color[self.turn.other().index()];
        if riders.other != 0 && (self.pieces_of_set(riders.other) & them).any() {
            return None;
        }
        let rook_riders = self.pieces_of_set(riders.rook) & them;
        let bishop_riders = self.pieces_of_set(riders.bishop) & them;
        let partial_riders = self.pieces_of_set(riders.partial) & them;
        let occupied = self.occupied();
        let ours = self.by_color[self.turn.index()];
        let mut pinned = Bitboard::EMPTY;
        for r in royals {
            let near = Bitboard::from_square(r);
            for rider in c.lines.rook(r, Bitboard::EMPTY) & rook_riders {
                // The squares strictly between: the two rays meet only there.
                let far = Bitboard::from_square(rider);
                let between = c.lines.rook(r, far) & c.lines.rook(rider, near);
                pinned |= lone_blocker(between & occupied, ours);
            }
            for rider in c.lines.bishop(r, Bitboard::EMPTY) & bishop_riders {
                let far = Bitboard::from_square(rider);
                let between = c.lines.bishop(r, far) & c.lines.bishop(rider, near);
                pinned |= lone_blocker(between & occupied, ours);
            }
            if partial_riders.any() {
                pinned |= self.pinned_by_partial_riders(r, partial_riders);
            }
            if riders.rays != 0 {
                pinned |= self.ray_checkers_and_pins(r, them, occupied, ours).1;
            }
        }
        Some(pinned)
    }

    /// The pieces of the side to move that the enemy `riders`, which ride only parts of
    /// ranks, files or diagonals, pin to the royal piece on `royal`: the lone piece of ours
    /// between a rider and it on a line, where the rider's own attacks reach the royal piece
    /// once that piece is gone (a lance behind the royal piece, or one out of range, pins
    /// nothing).
    #[inline(never)]
    fn pinned_by_partial_riders(&self, royal: Square, riders: Bitboard) -> Bitboard {
        let c = self.c();
        let them = self.turn.other();
        let occupied = self.occupied();
        let ours = self.by_color[self.turn.index()];
        let near = Bitboard::from_square(royal);
        let rook_line = c.lines.rook(royal, Bitboard::EMPTY);
        let bishop_line = c.lines.bishop(royal, Bitboard::EMPTY);
        let mut pinned = Bitboard::EMPTY;
        for rider in riders & (rook_line | bishop_line) {
            let far = Bitboard::from_square(rider);
            let between = if rook_line.contains(rider) {
                c.lines.rook(royal, far) & c.lines.rook(rider, near)
            } else {
                c.lines.bishop(royal, far) & c.lines.bishop(rider, near)
            };
            let blocker = lone_blocker(between & occupied, ours);
            let Some(piece) = blocker.any().then(|| self.piece_on(rider)).flatten() else {
                continue;
            };
            let info = &c.kinds[usize::from(piece.kind)];
            let reach = self.targets_of(info, rider, them, occupied - blocker, false);
            if reach.attacks.contains(royal) {
                pinned |= blocker;
            }
        }
        pinned
    }

    /// Whether `m` must be played to be judged even where legality is a royal piece's safety:
    /// while kings face each other under the bikjang rule (the move must part them), and for
    /// a janggi cannon's move (the cannons that screen depend on where it lands).
    pub(crate) fn whole_move_test(&self, m: FairyMove) -> bool {
        let c = self.c();
        (c.definition.bikjang_rule && self.bikjang())
            || (c.janggi_moves
                && self
                    .piece_on(m.from)
                    .is_some_and(|p| c.kinds[usize::from(p.kind)].kind == PieceKind::JanggiCannon))
    }

    /// The legality test of a plain move, a promotion or a drop without making it, for
    /// variants where legality is only the safety of the royal pieces (`legal_by_attacks`):
    /// the enemy's attacks are found from the occupancy after the move, so hoppers gain and
    /// lose their screens and lame pieces their legs as they would on the board.
    fn leaves_royals_safe(&self, m: FairyMove) -> bool {
        let us = self.turn;
        let occupied = self.occupied().without(m.from).with(m.to);
        let mut royals = self.royals(us);
        let king_moves = royals.contains(m.from);
        if king_moves {
            royals = royals.without(m.from).with(m.to);
        }
        if let MoveKind::Drop(letter) = m.kind {
            if self.is_royal_letter(letter) {
                royals.insert(m.to);
            }
        }
        let c = self.c();
        if c.definition.flying_general {
            let royal_moves = king_moves && self.piece_on(m.from).map(|p| p.kind) == c.royal;
            if self.kings_face_after(us, royal_moves.then_some(m.to), occupied) {
                return false;
            }
        }
        let captured = Bitboard::from_square(m.to);
        royals
            .into_iter()
            .all(|r| !self.attacked_except(r, us.other(), occupied, captured))
    }

    /// Where checks are forbidden (`checking = false`, or `dropChecks = false` for a drop) and
    /// every attack is plain: whether the plain move, promotion or drop `m` would attack an
    /// enemy king, found from the occupancy after it without playing it; `None` for a move
    /// this test does not judge (castling, en passant, a pass), or where checks are allowed.
    fn gives_a_forbidden_check(&self, m: FairyMove) -> Option<bool> {
        let c = self.c();
        let def = &c.definition;
        let drop = matches!(m.kind, MoveKind::Drop(_) | MoveKind::PromotedDrop(_));
        if def.checking && (def.drop_checks || !drop) {
            return None;
        }
        let us = self.turn;
        let (kind, occupied) = match m.kind {
            MoveKind::Drop(letter) => (self.kind_of_letter(letter)?, self.occupied().with(m.to)),
            MoveKind::PromotedDrop(letter) => (
                c.promoted[usize::from(self.kind_of_letter(letter)?)]?,
                self.occupied().with(m.to),
            ),
            MoveKind::Normal => (
                self.piece_on(m.from)?.kind,
                self.occupied().without(m.from).with(m.to),
            ),
            MoveKind::Promotion(letter) => (
                self.kind_of_letter(letter)?,
                self.occupied().without(m.from).with(m.to),
            ),
            _ => return None,
        };
        let kings = c
            .royal
            .map_or(Bitboard::EMPTY, |k| self.pieces(us.other(), k))
            - Bitboard::from_square(m.to);
        let info = &c.kinds[usize::from(kind)];
        let reach = self.targets_of(info, m.to, us, occupied, false).attacks;
        Some(kings.into_iter().any(|king| {
            reach.contains(king) || self.attacked_except(king, us, occupied, Bitboard::EMPTY)
        }))
    }

    /// Whether pieces of the type of `letter` are royal (the king, or a pseudo-royal type),
    /// as a dropped one is.
    fn is_royal_letter(&self, letter: char) -> bool {
        let c = self.c();
        let Some(k) = c.kinds.iter().position(|info| info.letter == letter) else {
            return false;
        };
        c.royal == Some(k as u8)
            || (c.definition.extinction_pseudo_royal && c.extinction_kinds >> k & 1 != 0)
    }

    /// The pseudo-royal pieces of the side moving once `m` has made `after`, as Fairy-Stockfish
    /// follows them: those of the position before the move, the moving one at its new square,
    /// a dropped one added, and a pawn's promotion to such a type making the new piece royal
    /// only while it is the first of its kind.
    fn royals_after(&self, m: FairyMove, after: &FairyPosition) -> Bitboard {
        let c = self.c();
        let us = self.turn;
        let mut royals = self.royals(us);
        let is_extinction = |kind: u8| c.extinction_kinds >> kind & 1 != 0;
        match m.kind {
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) => {
                if after.piece_on(m.to).is_some_and(|p| is_extinction(p.kind)) {
                    royals.insert(m.to);
                }
            }
            MoveKind::Castling => {
                if royals.contains(m.from) {
                    let kingside = m.to.index() > m.from.index();
                    royals = royals
                        .without(m.from)
                        .with(self.castling_targets(us, kingside).0);
                }
            }
            _ => {
                if royals.contains(m.from) {
                    royals = royals.without(m.from).with(m.to);
                }
            }
        }
        if let MoveKind::Promotion(letter) = m.kind {
            if let Some(kind) = self.kind_of_letter(letter).filter(|&k| is_extinction(k)) {
                if self.count(us, kind) > c.definition.extinction_piece_count {
                    royals -= after.pieces(us, kind);
                } else {
                    royals.insert(m.to);
                }
            }
        }
        royals & after.by_color[us.index()]
    }

    /// Makpong's rule: a king in check may not move, but to take the only piece giving check.
    fn makpong_allows(&self, m: FairyMove) -> bool {
        let c = self.c();
        let us = self.turn;
        let Some(king) = c.royal else { return true };
        if matches!(
            m.kind,
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) | MoveKind::Pass
        ) || !self.pieces(us, king).contains(m.from)
        {
            return true;
        }
        let them = us.other();
        let occupied = self.occupied();
        if !self.attacked(m.from, them, occupied) {
            return true;
        }
        // The piece on `to` gives check, and no other piece does.
        let all = self.c().squares;
        let target = Bitboard::from_square(m.to);
        self.by_color[them.index()].contains(m.to)
            && self.attacked_except(m.from, them, occupied, all - target)
            && !self.attacked_except(m.from, them, occupied, target)
    }

    /// Castling may not start in check nor pass over an attacked square.
    fn castling_path_safe(&self, m: FairyMove) -> bool {
        let us = self.turn;
        if !self.royals(us).contains(m.from) {
            return true;
        }
        let kingside = m.to.index() > m.from.index();
        let (king_to, _) = self.castling_targets(us, kingside);
        let geo = self.options.variant().geometry();
        let occupied = self.occupied();
        let (fx, y) = geo.xy(m.from);
        let tx = geo.xy(king_to).0;
        let (lo, hi) = (fx.min(tx), fx.max(tx));
        (lo..=hi)
            .filter_map(|x| geo.square_at(x, y))
            .filter(|&s| s != king_to)
            .all(|s| !self.attacked(s, us.other(), occupied))
    }

    /// Whether the royal pieces of the side to move are safe once the castling move `m` has
    /// put its king and rook on their new squares, found without playing it.
    fn castled_royals_safe(&self, m: FairyMove) -> bool {
        let us = self.turn;
        let kingside = m.to.index() > m.from.index();
        let (king_to, rook_to) = self.castling_targets(us, kingside);
        let mut occupied = self.occupied().without(m.from);
        if let Some(rook) = self.castling_rook_of(m) {
            occupied = occupied.without(rook).with(rook_to);
        }
        let occupied = occupied.with(king_to);
        let mut royals = self.royals(us);
        if royals.contains(m.from) {
            royals = royals.without(m.from).with(king_to);
        }
        royals
            .into_iter()
            .all(|r| !self.attacked_except(r, us.other(), occupied, Bitboard::EMPTY))
    }

    /// Fills `out` with the legal moves (pseudo-legal moves that pass the legality test, then
    /// the must-capture rule).
    pub(crate) fn generate_legal(&self, out: &mut FairyMoveList) {
        out.clear();
        if self.game_end().is_some() {
            return;
        }
        // A wall may shield a pseudo-royal piece, which Fairy-Stockfish tests with the wall in
        // place (and the duck gone); a king's safety it tests without the new wall.
        let walling = self.c().definition.walling_rule != WallingRule::None;
        let walls_first = walling && self.c().definition.extinction_pseudo_royal;
        if walls_first {
            let scope = self.legality_scope();
            let mut pseudo = FairyMoveList::new();
            self.pseudo_moves(&mut pseudo);
            self.add_walls(&mut pseudo);
            out.extend(pseudo.into_iter().filter(|&m| scope.accepts(self, m)));
            if let Some(rights) = GatingRights::of(self) {
                rights.push_gatings(self, out);
            }
        } else {
            self.legal_moves_before_walls(out);
        }
        if walling && !walls_first {
            self.add_walls(out);
        }
        if self.c().definition.must_capture && out.iter().any(|&m| self.is_capture(m)) {
            out.retain(|m| self.is_capture(*m));
        }
        if self.must_drop_now() && out.iter().any(FairyMove::is_drop) {
            out.retain(|m| m.is_drop());
        }
        if out.is_empty() {
            out.extend(self.stalemate_pass());
        }
    }

    /// Adds to `out` the legal moves as they are before their walls and the rules that filter
    /// them (a duty to capture or to drop): the pieces' moves that pass the legality test,
    /// the other moves, and the gatings. The game must not be over.
    pub(crate) fn legal_moves_before_walls(&self, out: &mut FairyMoveList) {
        let scope = self.legality_scope();
        self.pseudo_moves(&mut LegalList { scope, out });
        if let Some(rights) = GatingRights::of(self) {
            rights.push_gatings(self, out);
        }
    }

    /// How many legal moves there are: as many as [`FairyPosition::generate_legal`] lists,
    /// found without listing the moves that need no legality test where the variant adds
    /// nothing to a legal move after it is found (walls, a duty to capture but where the
    /// plain count counts captures apart); gatings are counted with the moves they add to.
    pub(crate) fn count_legal(&self) -> usize {
        let c = self.c();
        let def = &c.definition;
        if c.walls_counted_apart && !c.walls_on_squares_left && !self.must_drop_now() {
            return self.count_walled();
        }
        // Where each move has exactly one wall, the moves are counted without their walls.
        if (def.walling_rule != WallingRule::None && !c.walls_on_squares_left)
            || (def.must_capture && !c.plain_count)
            || self.must_drop_now()
        {
            let mut moves = FairyMoveList::new();
            self.generate_legal(&mut moves);
            return moves.len();
        }
        if self.game_end().is_some() {
            return 0;
        }
        if let Some(count) = c.plain_count.then(|| self.count_plain()).flatten() {
            if count > 0 {
                return count;
            }
            return usize::from(self.stalemate_pass().is_some());
        }
        let scope = self.legality_scope();
        let mut count = LegalCount {
            scope: &scope,
            count: 0,
        };
        match GatingRights::of(self) {
            Some(rights) => self.pseudo_moves(&mut GatedCount {
                legal: &mut count,
                rights: &rights,
            }),
            None => self.pseudo_moves(&mut count),
        }
        if count.count == 0 {
            return usize::from(self.stalemate_pass().is_some());
        }
        count.count
    }

    /// Whether the side to move holds a piece under `mustDrop`: then, while it has a legal
    /// drop, only drops are legal.
    #[inline]
    fn must_drop_now(&self) -> bool {
        self.c().definition.must_drop && self.hands[self.turn.index()].iter().any(|&n| n > 0)
    }

    /// Which moves of the position need the full legality test.
    pub(crate) fn legality_scope(&self) -> LegalityScope {
        let c = self.c();
        if c.no_move_tested {
            return LegalityScope::nothing_tested(c.squares, c.definition.immobility_illegal);
        }
        if self.c().judged_by_squares {
            if let Some(scope) = self.scope_by_squares() {
                return scope;
            }
        }
        let (exposed, entered) = self.exposure_squares();
        let all = self.c().squares;
        let test_all = exposed == all || self.may_drop_a_royal_piece();
        let exposed = if test_all {
            all
        } else {
            self.pinned_or_royal(exposed)
        };
        LegalityScope {
            exposed,
            entered,
            test_all,
            promotions: self.c().definition.extinction_pseudo_royal,
            immobility: self.c().definition.immobility_illegal,
            evasions: all,
            royal: None,
            royal_safe: all,
        }
    }

    /// Whether the side to move holds a royal piece in hand (a setup phase of drops, as in
    /// placement chess): dropping it next to an enemy piece that attacks the square is
    /// illegal, which no square of the board in front of the drop tells.
    pub(crate) fn may_drop_a_royal_piece(&self) -> bool {
        let c = self.c();
        let hand = &self.hands[self.turn.index()];
        let held = |k: usize| hand.get(k).is_some_and(|&n| n > 0);
        c.royal.is_some_and(|k| held(usize::from(k)))
            || (c.definition.extinction_pseudo_royal
                && (0..c.kinds.len()).any(|k| c.extinction_kinds >> k & 1 != 0 && held(k)))
    }

    /// The squares from which a move needs the full legality test, and those where entering
    /// needs it: every square when the side to move is in check or the variant has pieces
    /// that check in ways not bounded by their paths; else the royal pieces' squares and the
    /// lines riders could check along, and where hoppers or lame pieces play, the squares of
    /// the paths to a royal piece that an enemy piece attacks along, left (or, for a hopper's
    /// path, entered: see [`crate::attack_paths`]).
    fn exposure_squares(&self) -> (Bitboard, Bitboard) {
        let c = self.c();
        let us = self.turn;
        let all = self.c().squares;
        let paths = match (c.test_every_move, &c.attack_paths) {
            (false, _) => None,
            (true, Some(paths)) => Some(paths),
            (true, None) => return (all, Bitboard::EMPTY),
        };
        let royals = self.royals(us);
        let captures = self.captures_to_test(royals);
        // Under duple check, pieces of the extinction types too many to be royal may still not
        // all stand attacked: every move is tested.
        if royals.is_empty() && c.definition.duple_check && self.extinction_pieces(us).any() {
            return (all, Bitboard::EMPTY);
        }
        if royals.is_empty() {
            return match paths {
                Some(_) => (all, Bitboard::EMPTY),
                None => (Bitboard::EMPTY, captures),
            };
        }
        if self.any_royal_attacked(us, royals) || (c.definition.bikjang_rule && self.bikjang()) {
            return (all, Bitboard::EMPTY);
        }
        match paths {
            Some(paths) => {
                let them = self.by_color[us.other().index()];
                let enemy = |kinds: KindSet| self.pieces_of_set(kinds) & them;
                let (left, entered) = royals.into_iter().fold(
                    (Bitboard::EMPTY, Bitboard::EMPTY),
                    |(left, entered), r| {
                        let (l, e) = paths.counted(r, enemy);
                        (left | l, entered | e)
                    },
                );
                (royals | left, entered)
            }
            None => {
                let lines = royals
                    .into_iter()
                    .fold(royals, |acc, r| acc | c.rider_lines[r.index()]);
                (lines, captures)
            }
        }
    }

    /// The squares where a capture needs the legality test whoever makes it: the enemy's
    /// pieces where a capture blasts or petrifies and the side has `royals` (what it destroys
    /// or the wall it leaves may expose one), and those of the types that may not take their
    /// own type.
    fn captures_to_test(&self, royals: Bitboard) -> Bitboard {
        let c = self.c();
        let theirs = self.by_color[self.turn.other().index()];
        if royals.any() && (c.definition.blast_on_capture || c.petrify_kinds != 0) {
            theirs
        } else {
            theirs & self.pieces_of_set(c.mutually_immune_kinds)
        }
    }

    /// The piece an en-passant capture on `to` takes, as Fairy-Stockfish finds it: a piece
    /// standing on one of the en-passant squares (a custom piece's marked path, the frontmost
    /// for the capturer), else the nearest enemy piece behind `to` on its file.
    pub(crate) fn en_passant_victim(&self, en_passant: Bitboard, to: Square) -> Option<Square> {
        let us = self.turn;
        let marked = en_passant & self.occupied();
        if marked.any() {
            return if us.is_white() {
                marked.first()
            } else {
                marked.last()
            };
        }
        let geo = self.variant().geometry();
        let dy: i8 = if us.is_white() { -1 } else { 1 };
        let theirs = self.by_color[us.other().index()];
        (1..i8::try_from(geo.ranks()).unwrap_or(16))
            .map_while(|n| geo.offset(to, 0, dy * n))
            .find(|s| theirs.contains(*s))
    }

    /// The blast of a capture on `center`: the capturing piece and every piece a king step
    /// away except pawns leave the board.
    fn blast(&mut self, center: Square) {
        let c = self.c();
        let pawns = c
            .pawn
            .map_or(Bitboard::EMPTY, |p| self.by_kind[usize::from(p)]);
        let immune = (0..c.kinds.len())
            .filter(|&k| c.blast_immune_kinds >> k & 1 != 0)
            .fold(Bitboard::EMPTY, |b, k| b | self.by_kind[k]);
        let blasted =
            ((c.neighbours[center.index()] & self.occupied()) - pawns).with(center) - immune;
        // Read before the pieces leave, so as not to hold the compiled variant (a counted
        // copy of its shared pointer) across the changes.
        let to_hand = c.definition.captures_to_hand;
        for s in blasted {
            let promoted = self.promoted.contains(s);
            // Where captures go to hand, so does every blasted piece, to its owner's
            // opponent (atomiczh), as Fairy-Stockfish plays it.
            if let Some((piece, base)) = self.take(s) {
                if to_hand {
                    let back = self.kind_to_hand(piece, base, promoted);
                    self.add_to_hand(piece.color.other(), back, 1);
                }
            }
        }
    }

    /// The type a captured `victim` goes to hand as: its unpromoted type (`base`), a pawn for
    /// a promoted pawn, itself where drops loop (`dropLoop`).
    fn kind_to_hand(&self, victim: Piece, base: Option<u8>, promoted: bool) -> u8 {
        let c = self.c();
        if c.definition.drop_loop {
            victim.kind
        } else if promoted {
            c.pawn.unwrap_or(victim.kind)
        } else {
            base.unwrap_or(victim.kind)
        }
    }

    /// Whether `m` is a piece of a mutually immune type taking one of its own type (atomar's
    /// kings may stand side by side but never take each other).
    pub(crate) fn takes_its_own_immune_kind(&self, m: FairyMove) -> bool {
        let immune = self.c().mutually_immune_kinds;
        immune != 0
            && self.is_capture(m)
            && matches!(
                (self.piece_on(m.from), self.piece_on(m.to)),
                (Some(a), Some(b)) if a.kind == b.kind && immune >> a.kind & 1 != 0
            )
    }

    /// Whether `m` takes a piece.
    #[must_use]
    pub fn is_capture(&self, m: FairyMove) -> bool {
        match m.kind {
            MoveKind::EnPassant => true,
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) | MoveKind::Pass | MoveKind::Castling => {
                false
            }
            _ => self.by_color[self.turn.other().index()].contains(m.to),
        }
    }

    /// Plays `m` (pseudo-legal) without testing it: each rule looked at, but where the move
    /// is simple ([`crate::simple_move`]).
    pub(crate) fn apply(&mut self, m: FairyMove) {
        if m.kind == MoveKind::Normal && self.c().simple_moves {
            self.apply_simple(m);
            return;
        }
        // The compiled variant is read where it is needed, not held across the changes: holding
        // it would take a counted copy of its shared pointer, two atomic operations a move.
        self.count_last_check();
        let us = self.turn;
        let mut irreversible = false;
        let mut captured_kind = None;
        let old_en_passant = self.en_passant;
        if self.counting_limit != 0 {
            self.counting_ply += 1;
        }
        self.en_passant = Bitboard::EMPTY;
        self.last_drop = false;
        self.last_capture = false;
        self.last_castling = (m.kind == MoveKind::Castling).then(|| m.to.index() > m.from.index());
        self.bikjang_before = self.c().definition.bikjang_rule && self.bikjang();
        self.pass_before = self.last_pass;
        // As in Fairy-Stockfish, where a side may put a wall instead of moving (`wallOrMove`,
        // written as a pass), two passes in a row do not end the game.
        self.last_pass = m.kind == MoveKind::Pass && !self.c().definition.wall_or_move;
        let castling_rook = if m.kind == MoveKind::Castling {
            self.castling_rook_of(m)
        } else {
            None
        };
        match m.kind {
            // As Fairy-Stockfish counts a pass: a move of its piece to its own square, which
            // resets the move-limit counter where the piece resets it and could not move back.
            MoveKind::Pass => {
                irreversible = self.piece_on(m.from).is_some_and(|piece| {
                    self.c().n_move_kinds.get(us) >> piece.kind & 1 != 0
                        && !self.moves_back(piece, m.from, m.from)
                });
            }
            MoveKind::Drop(letter) | MoveKind::PromotedDrop(letter) => {
                if let Some(kind) = self.kind_of_letter(letter) {
                    if !self.c().definition.free_drops {
                        self.add_to_hand(us, kind, -1);
                    }
                    let promoted = match m.kind {
                        MoveKind::PromotedDrop(_) => self.c().promoted[usize::from(kind)],
                        _ => None,
                    };
                    match promoted {
                        Some(p) => self.put(m.to, Piece { color: us, kind: p }, Some(kind)),
                        None => self.put(m.to, Piece { color: us, kind }, None),
                    }
                    if self.c().definition.castling_dropped_piece {
                        self.castle_dropped(promoted.unwrap_or(kind), m.to);
                    }
                    irreversible = true;
                    self.last_drop = true;
                }
            }
            MoveKind::Castling => {
                let kingside = m.to.index() > m.from.index();
                let rook = self.castling_rook_of(m);
                let (king_to, rook_to) = self.castling_targets(us, kingside);
                // (before the pieces move: a gated piece may stand on the rook's square next)
                self.castling -= self.by_color[us.index()];
                // `oppositeCastling`: the opponent may no longer castle on this side.
                if self.c().definition.opposite_castling {
                    self.castling -= self.castling_rooks_on(us.other(), kingside);
                }
                let king = self.take(m.from);
                let rook_piece = rook.and_then(|r| self.take(r));
                if let Some((p, u)) = king {
                    self.put(king_to, p, u);
                }
                if let Some((p, u)) = rook_piece {
                    self.put(rook_to, p, u);
                }
            }
            _ => {
                let was_promoted_pawn = self.promoted.contains(m.from);
                // Only a king of the castling type leaving its square can lose the side its
                // rights: the square is looked for only then (looked for at every move, it
                // took 2 % of chess perft).
                let castling_king = match self.c().castling_king {
                    Some(kind)
                        if self.by_kind[usize::from(kind)].contains(m.from)
                            && (self.castling & self.by_color[us.index()]).any() =>
                    {
                        self.castling_king_square(us)
                    }
                    _ => None,
                };
                let Some((piece, unpromoted)) = self.take(m.from) else {
                    return;
                };
                let capture_square = if m.kind == MoveKind::EnPassant {
                    self.en_passant_victim(old_en_passant, m.to)
                } else {
                    Some(m.to)
                };
                if let Some(cs) = capture_square {
                    let captured_promoted = self.promoted.contains(cs);
                    if let Some((victim, victim_base)) = self.take(cs) {
                        irreversible = true;
                        captured_kind = Some(victim.kind);
                        self.last_capture = true;
                        self.castling.remove(cs);
                        if self.c().definition.captures_to_hand {
                            let back = self.kind_to_hand(victim, victim_base, captured_promoted);
                            self.add_to_hand(us, back, 1);
                        }
                    }
                }
                irreversible |= matches!(m.kind, MoveKind::Promotion(_))
                    || (m.kind == MoveKind::PiecePromotion && !self.c().definition.piece_demotion)
                    || self.resets_move_limit(piece, m.from, m.to);
                let (kind, base) = match m.kind {
                    MoveKind::Promotion(letter) => {
                        (self.kind_of_letter(letter).unwrap_or(piece.kind), None)
                    }
                    MoveKind::PiecePromotion => (
                        self.c().promoted[usize::from(piece.kind)].unwrap_or(piece.kind),
                        Some(piece.kind),
                    ),
                    MoveKind::PieceDemotion => (unpromoted.unwrap_or(piece.kind), None),
                    _ => (piece.kind, unpromoted),
                };
                self.put(m.to, Piece { color: us, kind }, base);
                // Every promoted piece is marked: captured (or blasted), it goes back to hand as
                // a pawn, and Thai notation writes a promoted met with a letter of its own.
                let promoted_now = matches!(m.kind, MoveKind::Promotion(_));
                if promoted_now || was_promoted_pawn {
                    self.set_promoted(m.to);
                }
                if self.c().definition.blast_on_capture && self.last_capture {
                    self.blast(m.to);
                }
                if self.last_capture && self.c().petrify_kinds >> piece.kind & 1 != 0 {
                    self.petrify(m.to);
                }
                if castling_king == Some(m.from) {
                    self.castling -= self.by_color[us.index()];
                }
                self.castling.remove(m.from);
                if m.kind == MoveKind::Normal {
                    self.en_passant = self.en_passant_after(piece.kind, m.from, m.to);
                }
            }
        }
        if self.c().definition.flip_enclosed_pieces != crate::EnclosingRule::None
            && m.kind != MoveKind::Pass
        {
            self.flip_around(us, m);
        }
        if self.c().definition.gating {
            self.update_gates(m, castling_rook);
        }
        if self.c().definition.cambodian_moves && m.kind == MoveKind::Normal {
            self.close_king_gate_aimed_at(us, m.to);
        }
        self.put_wall_of(m);
        self.castling &= self.occupied();
        self.pass_the_turn(us, irreversible);
        self.update_counting(us, captured_kind, matches!(m.kind, MoveKind::Promotion(_)));
        if self.c().definition.shatar_mate_rule {
            self.update_shak_run(us, true);
        }
        self.last_check_uncounted = self.c().definition.check_counting;
    }

    /// After `m` (played but for its gating): the gated piece comes from the hand, the gates
    /// the move leaves or captures close, and under S-Chess's rule a side with an empty hand
    /// (and no captures to hand) has no gates left.
    fn update_gates(&mut self, m: FairyMove, castling_rook: Option<Square>) {
        let us = self.turn;
        let def = &self.c().definition;
        // Read first, so as not to hold the compiled variant across the changes.
        let closes_with_empty_hand = def.seirawan_gating && !def.captures_to_hand;
        if let Some((letter, square)) = m.gate {
            if let Some(kind) = self.kind_of_letter(letter) {
                self.add_to_hand(us, kind, -1);
                self.put(square, Piece { color: us, kind }, None);
            }
        }
        if !matches!(m.kind, MoveKind::Drop(_) | MoveKind::PromotedDrop(_)) {
            self.gates.remove(m.from);
        }
        if let Some(rook) = castling_rook {
            self.gates.remove(rook);
        }
        self.gates.remove(m.to);
        let hand_empty = self.hands[us.index()].iter().all(|&n| n == 0);
        if closes_with_empty_hand && hand_empty {
            self.gates -= self.by_color[us.index()];
        }
        // A gate closes with its piece (a capture, a blast).
        self.gates &= self.occupied();
    }

    /// The rook a castling move moves: the written square if it holds our castling rook, else
    /// the rook with the right on that side.
    pub(crate) fn castling_rook_of(&self, m: FairyMove) -> Option<Square> {
        let us = self.turn;
        let kingside = m.to.index() > m.from.index();
        (self.castling & self.by_color[us.index()])
            .into_iter()
            .find(|r| (r.index() > m.from.index()) == kingside)
    }

    /// The en-passant squares once a `kind` piece has moved from `from` to `to` (the move is
    /// on the board): after a double or triple step, the squares passed over where an enemy
    /// pawn attacks them (or a non-pawn type could take en passant).
    pub(crate) fn en_passant_after(&self, kind: u8, from: Square, to: Square) -> Bitboard {
        let c = self.c();
        if c.pawn != Some(kind) {
            return self.initial_move_en_passant(kind, from, to);
        }
        let geo = c.geometry;
        let us = self.turn;
        let (fx, fy) = geo.xy(from);
        let (tx, ty) = geo.xy(to);
        let distance = fy.abs_diff(ty);
        let mut en_passant = Bitboard::EMPTY;
        if fx != tx || distance < 2 {
            return en_passant;
        }
        let Some(pawn) = c.pawn else {
            return en_passant;
        };
        let them = us.other();
        let dy: i8 = if us.is_white() { 1 } else { -1 };
        for n in 1..i8::try_from(distance).unwrap_or(0) {
            let Some(s) = geo.offset(from, 0, dy * n) else {
                continue;
            };
            if !c.en_passant_region.get(them).contains(s) {
                continue;
            }
            let info = &c.kinds[usize::from(pawn)];
            let mut at = SquareLines::new(&c.lines, s, self.occupied());
            let candidates = self.pieces(them, pawn);
            let attacked = (info.form)
                .attackers(&mut at, &info.table, them, candidates, Bitboard::EMPTY)
                .any();
            if attacked || c.en_passant_kinds & !(1 << pawn) != 0 {
                en_passant.insert(s);
            }
        }
        en_passant
    }
}

impl FairyPosition {
    /// Whether `piece`'s move from `from` to `to` (on the board) resets the move-limit
    /// counter: its type counts for the rule and it could not step back (as Fairy-Stockfish
    /// counts it). A type that only moves forwards never could, which spares the test on
    /// every pawn move.
    #[inline(always)]
    pub(crate) fn resets_move_limit(&self, piece: Piece, from: Square, to: Square) -> bool {
        let c = self.c();
        let bit = |kinds: &ByColor<KindSet>| kinds.get(piece.color) >> piece.kind & 1 != 0;
        bit(&c.n_move_kinds) && (bit(&c.forward_only_kinds) || !self.moves_back(piece, to, from))
    }

    /// Whether `piece`, standing on `to`, could step back to `from` by its plain moves (then
    /// its move does not reset the move-limit counter, as Fairy-Stockfish counts it).
    fn moves_back(&self, piece: Piece, to: Square, from: Square) -> bool {
        let info = &self.c().kinds[usize::from(piece.kind)];
        self.targets_of(info, to, piece.color, Bitboard::EMPTY, false)
            .moves
            .contains(from)
    }

    /// The en-passant squares after a piece other than the pawn made a move only its first
    /// move allows (the initial double step of a custom pawn): the squares it passed and the
    /// square it reached, in the opponent's region, as Fairy-Stockfish sets them.
    fn initial_move_en_passant(&self, kind: u8, from: Square, to: Square) -> Bitboard {
        let c = self.c();
        let info = &c.kinds[usize::from(kind)];
        if !info.has_initial || !c.double_step.get(self.turn).contains(from) {
            return Bitboard::EMPTY;
        }
        let empty = Bitboard::EMPTY;
        let initial = info.table.targets(from, self.turn, empty, true);
        let plain = info.table.targets(from, self.turn, empty, false);
        if !((initial.moves | initial.attacks) - (plain.moves | plain.attacks)).contains(to) {
            return Bitboard::EMPTY;
        }
        // Fairy-Stockfish marks the squares passed and the square reached.
        let line = line_between(c.geometry, from, to).with(to);
        line & *c.en_passant_region.get(self.turn.other())
    }
}

/// The squares strictly between two squares on a line (rank, file or diagonal); empty if they
/// are not on one.
fn line_between(geo: skazka_core::Geometry, a: Square, b: Square) -> Bitboard {
    let (ax, ay) = geo.xy(a);
    let (bx, by) = geo.xy(b);
    let (dx, dy) = (i16::from(bx) - i16::from(ax), i16::from(by) - i16::from(ay));
    let n = dx.abs().max(dy.abs());
    if n < 2 || (dx != 0 && dy != 0 && dx.abs() != dy.abs()) {
        return Bitboard::EMPTY;
    }
    let (sx, sy) = (dx.signum() as i8, dy.signum() as i8);
    (1..n as i8)
        .filter_map(|k| geo.offset(a, sx * k, sy * k))
        .collect()
}

/// `blockers` if it is one piece of `ours` (pinned), else nothing.
#[inline]
fn lone_blocker(blockers: Bitboard, ours: Bitboard) -> Bitboard {
    if blockers.any() && !blockers.has_more_than_one() {
        blockers & ours
    } else {
        Bitboard::EMPTY
    }
}

#[cfg(test)]
mod tests {
    use skazka_core::{Bitboard, Color, Position};

    use crate::forcing_games::{captures_or_checks, walk_forcing_games};
    use crate::movegen::FairyMoveList;
    use crate::{FairyPosition, catalogue, variant_by_name};

    fn shogi(fen: &str) -> FairyPosition {
        FairyPosition::from_fen(&variant_by_name("shogi").unwrap(), fen).unwrap()
    }

    fn square(p: &FairyPosition, name: &str) -> Bitboard {
        let geo = p.variant().geometry();
        let (file, rank) = name.split_at(1);
        let x = file.as_bytes()[0] - b'a';
        let y = rank.parse::<u8>().unwrap() - 1;
        Bitboard::from_square(geo.square_at(x, y).unwrap())
    }

    /// A lance rides only forwards: the gold between it and the king it rides towards is
    /// pinned and may move only along the file (pyffish: e3e2, e3e4), while a lance behind
    /// the king, riding away from it, pins nothing.
    #[test]
    fn a_lance_pins_only_what_stands_between_it_and_the_king_ahead_of_it() {
        let ahead = shogi("4k4/9/9/9/4l4/9/4G4/9/4K4[-] w 0 1");
        let royals = ahead.royals(ahead.turn);
        assert_eq!(
            ahead.pinned_by_lines(royals),
            Some(square(&ahead, "e3")),
            "the gold on e3 is pinned"
        );
        let gold: Vec<String> = ahead
            .legal_move_list()
            .into_iter()
            .map(|m| ahead.display_move(m).to_string())
            .filter(|m| m.starts_with("e3"))
            .collect();
        assert_eq!(gold, ["e3e2", "e3e4"]);
        let behind = shogi("4k4/9/9/9/4K4/4G4/9/4l4/9[-] w 0 1");
        let royals = behind.royals(behind.turn);
        assert_eq!(behind.pinned_by_lines(royals), Some(Bitboard::EMPTY));
    }

    /// A move resets the move-limit counter where its piece could not step back; the types
    /// known to move only forwards are spared that test. In every catalogue variant, along
    /// forcing games, no move of such a type could step back.
    #[test]
    fn a_type_that_moves_only_forwards_never_steps_back_to_the_square_it_left() {
        let mut failures = Vec::new();
        for name in catalogue::names() {
            let variant = variant_by_name(name).unwrap();
            walk_forcing_games(&variant, 2, 60, 13, captures_or_checks, |p| {
                let forwards = *p.c().forward_only_kinds.get(p.turn);
                for m in p.legal_move_list() {
                    let Some(piece) = p.piece_on(m.from) else {
                        continue;
                    };
                    if forwards >> piece.kind & 1 != 0 && p.moves_back(piece, m.to, m.from) {
                        failures.push(format!("{name}: {} {m}", p.fen_text()));
                    }
                }
                true
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Moves besides the pieces' (castling, drops, passes, sittuyin's promotions, cambodian
    /// first moves) are looked for only where a rule or a castling right may give one: in
    /// every catalogue variant, along forcing games, that look finds all the rules give.
    #[test]
    fn the_quick_look_for_moves_besides_the_pieces_misses_none() {
        let mut failures = Vec::new();
        for name in catalogue::names() {
            let variant = variant_by_name(name).unwrap();
            walk_forcing_games(&variant, 2, 80, 19, captures_or_checks, |p| {
                let (mut quick, mut full) = (FairyMoveList::new(), FairyMoveList::new());
                p.push_other_moves(&mut quick);
                p.push_other_moves_by_rules(&mut full);
                if quick.len() != full.len() {
                    failures.push(format!("{name}: {}", p.fen_text()));
                }
                true
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// The pawns of chess and shogi, and shogi's knight, move only forwards; a knight,
    /// a king and shogi's silver general do not.
    #[test]
    fn pawns_and_shogi_knights_are_known_to_move_only_forwards() {
        let forwards = |variant: &str, letter: char| {
            let p = FairyPosition::start(&variant_by_name(variant).unwrap()).unwrap();
            let kind = p.kind_of_letter(letter).unwrap();
            let c = p.c();
            [Color::White, Color::Black]
                .map(|color| c.forward_only_kinds.get(color) >> kind & 1 != 0)
        };
        assert_eq!(forwards("chess", 'p'), [true, true]);
        assert_eq!(forwards("shogi", 'p'), [true, true]);
        assert_eq!(forwards("shogi", 'n'), [true, true]);
        for (variant, letter) in [("chess", 'n'), ("chess", 'k'), ("shogi", 's')] {
            assert_eq!(
                forwards(variant, letter),
                [false, false],
                "{variant} {letter}"
            );
        }
    }
}
