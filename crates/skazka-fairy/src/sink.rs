//! Where the move generator puts what it finds: a list of every pseudo-legal move, a list of
//! the legal ones, or only their number.
//!
//! The generator hands over a piece's moves of one kind as a set of destinations. Most of a
//! position's moves cannot expose a royal piece (see [`LegalityScope`]); a count takes such a
//! set by its population count, without writing a move, which is most of the work of perft's
//! last ply.
//!
//! The sinks' methods are `#[inline(always)]`: the generator is monomorphised per sink, and
//! left to itself the compiler stopped inlining them into it once there were three (chess
//! perft 4 took 101 million instructions instead of 89).

use skazka_core::{Bitboard, Square};

use crate::movegen::FairyMoveList;
use crate::moves::{FairyMove, MoveKind};
use crate::position::FairyPosition;
use crate::variant::Compiled;

/// A receiver of generated moves.
pub(crate) trait MoveSink {
    /// One move of `kind` to each square of `targets`: from `from`, or for a drop (`None`)
    /// onto the target itself.
    fn each(
        &mut self,
        pos: &FairyPosition,
        from: Option<Square>,
        targets: Bitboard,
        kind: MoveKind,
    );

    /// A single move.
    fn one(&mut self, pos: &FairyPosition, m: FairyMove);

    /// Where the sink counts the moves that need no legality test by their number alone,
    /// without their squares: the legality scope that tells them (`None` for a list).
    #[inline(always)]
    fn counting_scope(&self) -> Option<LegalityScope> {
        None
    }

    /// `n` moves, each legal, counted without being handed over (see
    /// [`MoveSink::counting_scope`]).
    #[inline(always)]
    fn add_counted(&mut self, _n: usize) {}

    /// [`MoveSink::each`] one move at a time, through [`MoveSink::one`].
    #[inline(always)]
    fn each_one(
        &mut self,
        pos: &FairyPosition,
        from: Option<Square>,
        targets: Bitboard,
        kind: MoveKind,
    ) {
        for to in targets {
            self.one(pos, pos.mv(from.unwrap_or(to), to, kind));
        }
    }
}

impl MoveSink for FairyMoveList {
    #[inline(always)]
    fn each(
        &mut self,
        pos: &FairyPosition,
        from: Option<Square>,
        targets: Bitboard,
        kind: MoveKind,
    ) {
        for to in targets {
            self.push(pos.mv(from.unwrap_or(to), to, kind));
        }
    }

    #[inline(always)]
    fn one(&mut self, _pos: &FairyPosition, m: FairyMove) {
        self.push(m);
    }
}

/// Which pseudo-legal moves of a position need the full legality test: every move when
/// `test_all`, else the moves of the pieces on `exposed` (royal and pinned pieces), the moves
/// and drops onto `entered` (squares of a hopper's path to a royal piece, with the hopper;
/// the enemy's pieces, where a capture blasts), promotions where `promotions`, and castling,
/// en passant and passes always. Of the others, those onto `evasions` are legal (in check by
/// one piece, where [`crate::evasion`] applies: those that take or block it; else all).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LegalityScope {
    pub exposed: Bitboard,
    pub entered: Bitboard,
    pub test_all: bool,
    /// Whether every promotion is tested: where royal pieces are pseudo-royal, a promotion
    /// may make a new royal piece where it is attacked (a pawn promoting to a queen in
    /// coregal chess), or make a type no longer royal.
    pub promotions: bool,
    /// `immobilityIllegal`: a move that needs no test may still strand its piece.
    pub immobility: bool,
    /// Where the moves that need no test may land (but the royal piece's).
    pub evasions: Bitboard,
    /// The royal piece whose moves need no test, if any, and where they may land.
    pub royal: Option<Square>,
    pub royal_safe: Bitboard,
}

impl LegalityScope {
    /// The scope where no move needs the test (see [`no_move_tested`]): every move lands
    /// anywhere, but under `immobilityIllegal` none may strand its piece.
    pub fn nothing_tested(all: Bitboard, immobility: bool) -> LegalityScope {
        LegalityScope {
            exposed: Bitboard::EMPTY,
            entered: Bitboard::EMPTY,
            test_all: false,
            promotions: false,
            immobility,
            evasions: all,
            royal: None,
            royal_safe: all,
        }
    }

    /// Of the moves of `kind` from `from` (a drop: `None`) to `targets`, those that need the
    /// full test.
    #[inline(always)]
    pub fn tested(&self, from: Option<Square>, kind: MoveKind, targets: Bitboard) -> Bitboard {
        let all = match kind {
            MoveKind::Promotion(_) | MoveKind::PiecePromotion if self.promotions => true,
            MoveKind::Normal
            | MoveKind::Promotion(_)
            | MoveKind::PiecePromotion
            | MoveKind::PieceDemotion => from.is_none_or(|from| self.exposed.contains(from)),
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) => self.test_all,
            MoveKind::Castling | MoveKind::EnPassant | MoveKind::Pass => true,
        };
        if all { targets } else { targets & self.entered }
    }

    /// Where the moves from `from` (a drop: `None`) that need no test may land.
    #[inline(always)]
    pub fn landings(&self, from: Option<Square>) -> Bitboard {
        if from.is_some() && from == self.royal {
            self.royal_safe
        } else {
            self.evasions
        }
    }

    /// Whether the pseudo-legal move `m` is legal.
    #[inline(always)]
    pub fn accepts(&self, pos: &FairyPosition, m: FairyMove) -> bool {
        if self
            .tested(m.from(), m.kind, Bitboard::from_square(m.to))
            .any()
        {
            pos.is_legal_pseudo(m)
        } else {
            self.landings(m.from()).contains(m.to) && (!self.immobility || !pos.strands_a_piece(m))
        }
    }
}

/// Keeps the legal moves in a list.
pub(crate) struct LegalList<'a> {
    pub scope: LegalityScope,
    pub out: &'a mut FairyMoveList,
}

impl MoveSink for LegalList<'_> {
    #[inline(always)]
    fn each(
        &mut self,
        pos: &FairyPosition,
        from: Option<Square>,
        targets: Bitboard,
        kind: MoveKind,
    ) {
        if !self.scope.immobility && self.scope.tested(from, kind, targets).is_empty() {
            self.out
                .each(pos, from, targets & self.scope.landings(from), kind);
            return;
        }
        self.each_one(pos, from, targets, kind);
    }

    #[inline(always)]
    fn one(&mut self, pos: &FairyPosition, m: FairyMove) {
        if self.scope.accepts(pos, m) {
            self.out.push(m);
        }
    }
}

/// Counts the legal moves; a set of moves that needs no test counts by its size.
pub(crate) struct LegalCount<'a> {
    pub scope: &'a LegalityScope,
    pub count: usize,
}

impl MoveSink for LegalCount<'_> {
    #[inline(always)]
    fn each(
        &mut self,
        pos: &FairyPosition,
        from: Option<Square>,
        targets: Bitboard,
        kind: MoveKind,
    ) {
        let tested = self.scope.tested(from, kind, targets);
        self.each_one(pos, from, tested, kind);
        let rest = (targets - tested) & self.scope.landings(from);
        if rest.is_empty() {
            return;
        }
        if !self.scope.immobility {
            self.count += rest.count() as usize;
            return;
        }
        // A drop's square stands for its origin: only its kind matters for stranding.
        let Some(origin) = from.or(rest.first()) else {
            return;
        };
        match pos.stranding_squares(origin, kind) {
            Some(stranding) => self.count += (rest - stranding).count() as usize,
            None => self.each_one(pos, from, rest, kind),
        }
    }

    #[inline(always)]
    fn one(&mut self, pos: &FairyPosition, m: FairyMove) {
        if self.scope.accepts(pos, m) {
            self.count += 1;
        }
    }

    #[inline(always)]
    fn counting_scope(&self) -> Option<LegalityScope> {
        (!self.scope.immobility).then_some(*self.scope)
    }

    #[inline(always)]
    fn add_counted(&mut self, n: usize) {
        self.count += n;
    }
}

/// Whether no pseudo-legal move of `c`'s positions ever needs the legality test: no type is
/// royal, even by extinction or duple check, so no move exposes one; no type may not take
/// its own; and no piece hops or is lame (whose moves are all tested where no royal piece
/// bounds their paths). Then the scope is known without looking at the position, which in
/// dobutsu took a fifth of the count of moves.
pub(crate) fn no_move_tested(c: &Compiled) -> bool {
    let d = &c.definition;
    c.royal.is_none()
        && !d.extinction_pseudo_royal
        && !d.duple_check
        && c.mutually_immune_kinds == 0
        && !c.test_every_move
}

#[cfg(test)]
mod tests {
    use crate::FairyPosition;
    use crate::forcing_games::{captures_or_checks, catalogue_where, walk_forcing_games};
    use crate::movegen::FairyMoveList;

    /// In every catalogue variant where no move is said to need the legality test, along
    /// seeded random games, every pseudo-legal move passes the full test (but for a piece it
    /// would strand, which the scope still tests): no move there can expose a royal piece.
    #[test]
    fn where_no_type_is_royal_every_pseudo_legal_move_passes_the_full_test() {
        let untested = catalogue_where(|c| c.no_move_tested);
        let mut failures = Vec::new();
        for (name, variant) in &untested {
            walk_forcing_games(
                variant,
                3,
                80,
                43,
                captures_or_checks,
                |p: &FairyPosition| {
                    let mut pseudo = FairyMoveList::new();
                    p.pseudo_moves(&mut pseudo);
                    let illegal = pseudo
                        .iter()
                        .find(|&&m| !p.strands_a_piece(m) && !p.is_legal_pseudo(m));
                    if let Some(m) = illegal {
                        failures.push(format!("{name}: {} then {m}", skazka_core::Rules::fen(p)));
                        return false;
                    }
                    true
                },
            );
        }
        assert!(
            untested.len() >= 10,
            "only {} variants test no move",
            untested.len()
        );
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
