//! The fastest way a piece type's moves and attackers can be found: from bit tricks for the
//! shapes most pieces have, from the generic tables for the rest.

use skazka_core::{Bitboard, Color, Geometry, Lines, Movement, PieceTable, Square, Targets};

use crate::cannon::FastCannon;
use crate::lame::FastLame;
use crate::leaper::FastLeaper;
use crate::rare_form::RareForm;
use crate::variant::FastMoves;

/// How one movement's targets and attackers are found.
// A tag of its own: left to niches, the case is worked out from a vector's capacity on
// every match, and chess perft runs 3 % more instructions.
#[derive(Clone, Debug)]
#[repr(u8)]
pub(crate) enum Form {
    /// Whole leapers and unlimited rook or bishop lines, alike for both colours.
    Symmetric(FastMoves),
    /// Whole rook or bishop slides and hops, with a hop.
    Cannon(FastCannon),
    /// Lame and plain leaps in every direction.
    Lame(FastLame),
    /// Leaps only, by colour or by modality.
    Leaper(FastLeaper),
    /// The fast forms of pieces few variants have (nightriders, grasshoppers): boxed and
    /// found out of line, so that the common forms' code is what it would be without them
    /// (inline, they cost chess and xiangqi perft 5 to 10 %).
    Rare(Box<RareForm>),
    /// Anything else: the generic tables.
    Table,
}

impl Form {
    /// The fastest form of `movement`, whose table is `table`.
    pub fn of(geometry: Geometry, movement: &Movement, table: &PieceTable) -> Form {
        if let Some(fast) = crate::compile::fast_moves(geometry, movement) {
            match fast.rays {
                None => Form::Symmetric(fast.lines),
                Some(_) => Form::Rare(Box::new(RareForm::Rider(fast))),
            }
        } else if let Some(cannon) = FastCannon::of(movement) {
            Form::Cannon(cannon)
        } else if let Some(lame) = FastLame::of(geometry, movement, table) {
            Form::Lame(lame)
        } else if let Some(leaper) = FastLeaper::of(geometry, movement, table) {
            Form::Leaper(leaper)
        } else if let Some(rare) = RareForm::of(geometry, movement) {
            Form::Rare(Box::new(rare))
        } else {
            Form::Table
        }
    }

    /// The moves (the caller keeps the empty squares) and attacks of a `color` piece on
    /// `from` with `occupied`, jumping no screen on `no_screens`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub fn targets(
        &self,
        lines: &Lines,
        table: &PieceTable,
        from: Square,
        color: Color,
        occupied: Bitboard,
        initial: bool,
        no_screens: Bitboard,
    ) -> Targets {
        let both = |a| Targets {
            moves: a,
            attacks: a,
        };
        match self {
            Form::Symmetric(fast) => both(fast.attacks(lines, from, occupied)),
            Form::Cannon(cannon) => cannon.targets(lines, from, occupied, no_screens),
            Form::Lame(lame) => both(lame.attacks(from, occupied)),
            Form::Leaper(leaper) => leaper.targets(from, color),
            // Two sets returned in registers, not one pair through memory: a pair would
            // cost chess, which has no rare piece, 2 % more instructions.
            Form::Rare(rare) => {
                let attacks = rare.attacks(lines, from, occupied, no_screens);
                Targets {
                    moves: rare.moves(lines, from, occupied, attacks),
                    attacks,
                }
            }
            Form::Table => {
                let t = table.targets(from, color, occupied, initial);
                if no_screens.is_empty() {
                    return t;
                }
                // A hop lands only where it would also land with those screens gone.
                let without = table.targets(from, color, occupied - no_screens, initial);
                Targets {
                    moves: t.moves & without.moves,
                    attacks: t.attacks & without.attacks,
                }
            }
        }
    }

    /// Of `candidates` (pieces of `by` that move so), those that attack `at`'s square with
    /// its occupancy, jumping no screen on `no_screens`.
    #[inline(always)]
    pub fn attackers(
        &self,
        at: &mut SquareLines,
        table: &PieceTable,
        by: Color,
        candidates: Bitboard,
        no_screens: Bitboard,
    ) -> Bitboard {
        let (square, occupied) = (at.square, at.occupied);
        match self {
            Form::Symmetric(fast) => fast.attackers(at, candidates),
            Form::Cannon(cannon) => cannon.attackers(at, candidates, no_screens),
            Form::Lame(lame) => lame.attackers(square, occupied, candidates),
            Form::Leaper(leaper) => leaper.attackers(square, by, candidates),
            Form::Rare(rare) => rare.attackers(at, candidates, no_screens),
            Form::Table => {
                let a = table.attackers_of(square, by, occupied, candidates);
                if no_screens.is_empty() || a.is_empty() {
                    return a;
                }
                a & table.attackers_of(square, by, occupied - no_screens, candidates)
            }
        }
    }

    /// Of `candidates`, those that attack `square` by a leap (a rider's or a cannon's
    /// lines aside); for a leaper of sides' own leaps, as a `by` piece.
    #[inline(always)]
    pub fn leap_attackers(&self, square: Square, by: Color, candidates: Bitboard) -> Bitboard {
        match self {
            Form::Symmetric(fast) => fast.leaps[square.index()] & candidates,
            Form::Leaper(leaper) => leaper.attackers(square, by, candidates),
            Form::Rare(rare) => rare.leap_attackers(square, candidates),
            _ => Bitboard::EMPTY,
        }
    }
}

impl FastMoves {
    /// Of `candidates`, those that attack `at`'s square with its occupancy: the piece being
    /// symmetric, those it would attack from there.
    #[inline(always)]
    pub fn attackers(&self, at: &mut SquareLines, candidates: Bitboard) -> Bitboard {
        let mut a = self.leaps[at.square.index()];
        if self.rook {
            a |= at.rook();
        }
        if self.bishop {
            a |= at.bishop();
        }
        a & candidates
    }
}

/// The rook and bishop lines from one square with one occupancy, looked up at most once for
/// all the piece types asked whether they attack the square.
pub(crate) struct SquareLines<'a> {
    pub lines: &'a Lines,
    pub square: Square,
    pub occupied: Bitboard,
    rook: Option<Bitboard>,
    bishop: Option<Bitboard>,
}

impl<'a> SquareLines<'a> {
    #[inline]
    pub fn new(lines: &'a Lines, square: Square, occupied: Bitboard) -> SquareLines<'a> {
        SquareLines {
            lines,
            square,
            occupied,
            rook: None,
            bishop: None,
        }
    }

    /// The squares a rook on the square reaches.
    #[inline(always)]
    pub fn rook(&mut self) -> Bitboard {
        let (lines, square, occupied) = (self.lines, self.square, self.occupied);
        *self
            .rook
            .get_or_insert_with(|| lines.rook(square, occupied))
    }

    /// The squares a bishop on the square reaches.
    #[inline(always)]
    pub fn bishop(&mut self) -> Bitboard {
        let (lines, square, occupied) = (self.lines, self.square, self.occupied);
        *self
            .bishop
            .get_or_insert_with(|| lines.bishop(square, occupied))
    }
}
