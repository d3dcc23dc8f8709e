//! The fastest way a piece type's moves and attackers can be found: from bit tricks for the
//! shapes most pieces have, from the generic tables for the rest.

use skazka_core::{
    Bitboard, Color, Geometry, Lines, Modality, Movement, PieceTable, Square, Targets,
};

use crate::cannon::FastCannon;
use crate::grasshopper::FastGrasshopper;
use crate::lame::FastLame;
use crate::leaper::FastLeaper;
use crate::variant::FastMoves;

/// How one movement's targets and attackers are found.
#[derive(Clone, Debug)]
pub(crate) enum Form {
    /// Whole leapers and unlimited rook or bishop lines, alike for both colours.
    Symmetric(FastMoves),
    /// The same with whole lines of other steps (a nightrider's): kept apart so that the
    /// orthodox pieces' moves test nothing more.
    Rider(FastMoves),
    /// Whole rook or bishop slides and hops, with a hop.
    Cannon(FastCannon),
    /// Lame and plain leaps in every direction.
    Lame(FastLame),
    /// Leaps only, by colour or by modality.
    Leaper(FastLeaper),
    /// Grasshoppers' lines in every direction of their atoms, moving and capturing alike.
    Grasshopper(FastGrasshopper),
    /// Whole leapers and unlimited lines, some only moving and some only capturing (a New
    /// Zealand rook moves as a rook and takes as a knight).
    Split(Box<SplitMoves>),
    /// Anything else: the generic tables.
    Table,
}

impl Form {
    /// The fastest form of `movement`, whose table is `table`.
    pub fn of(geometry: Geometry, movement: &Movement, table: &PieceTable) -> Form {
        if let Some(fast) = crate::compile::fast_moves(geometry, movement) {
            match fast.rays {
                Some(_) => Form::Rider(fast),
                None => Form::Symmetric(fast),
            }
        } else if let Some(cannon) = FastCannon::of(movement) {
            Form::Cannon(cannon)
        } else if let Some(lame) = FastLame::of(geometry, movement, table) {
            Form::Lame(lame)
        } else if let Some(leaper) = FastLeaper::of(geometry, movement, table) {
            Form::Leaper(leaper)
        } else if let Some(grasshopper) = FastGrasshopper::of(geometry, movement) {
            Form::Grasshopper(grasshopper)
        } else if let Some(split) = SplitMoves::of(geometry, movement) {
            Form::Split(Box::new(split))
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
        // The orthodox pieces' form first, tested alone: the other forms' arms are no jump
        // table for them.
        if let Form::Symmetric(fast) = self {
            return both(fast.attacks_on_lines(lines, from, occupied));
        }
        match self {
            Form::Symmetric(fast) => both(fast.attacks_on_lines(lines, from, occupied)),
            Form::Rider(fast) => both(fast.attacks(lines, from, occupied)),
            Form::Cannon(cannon) => cannon.targets(lines, from, occupied, no_screens),
            Form::Lame(lame) => both(lame.attacks(from, occupied)),
            Form::Leaper(leaper) => leaper.targets(from, color),
            Form::Split(split) => Targets {
                moves: split.moves.attacks(lines, from, occupied),
                attacks: split.attacks.attacks(lines, from, occupied),
            },
            Form::Grasshopper(grasshopper) => {
                // A hop lands only where it would also land with those screens gone.
                let mut landings = grasshopper.landings(from, occupied);
                if no_screens.any() {
                    landings &= grasshopper.landings(from, occupied - no_screens);
                }
                both(landings)
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
            Form::Symmetric(fast) | Form::Rider(fast) => fast.attackers(at, candidates),
            Form::Split(split) => split.attacks.attackers(at, candidates),
            Form::Cannon(cannon) => cannon.attackers(at, candidates, no_screens),
            Form::Lame(lame) => lame.attackers(square, occupied, candidates),
            Form::Leaper(leaper) => leaper.attackers(square, by, candidates),
            Form::Grasshopper(grasshopper) => {
                let mut a = grasshopper.landing_on(square, occupied);
                if no_screens.any() && a.any() {
                    a &= grasshopper.landing_on(square, occupied - no_screens);
                }
                a & candidates
            }
            Form::Table => {
                let a = table.attackers_of(square, by, occupied, candidates);
                if no_screens.is_empty() || a.is_empty() {
                    return a;
                }
                a & table.attackers_of(square, by, occupied - no_screens, candidates)
            }
        }
    }
}

impl FastMoves {
    /// Of `candidates`, those that attack `at`'s square with its occupancy: the piece being
    /// symmetric, those it would attack from there.
    #[inline(always)]
    fn attackers(&self, at: &mut SquareLines, candidates: Bitboard) -> Bitboard {
        let mut a = self.leaps[at.square.index()];
        if self.rook {
            a |= at.rook();
        }
        if self.bishop {
            a |= at.bishop();
        }
        if let Some(rays) = &self.rays {
            a |= rays.reach(at.square, at.occupied);
        }
        a & candidates
    }
}

/// A piece of whole leapers and unlimited lines that moves by some and captures by others:
/// each part symmetric, so that it attacks a square exactly when a piece on that square would
/// attack it by the capturing part.
#[derive(Clone, Debug)]
pub(crate) struct SplitMoves {
    pub moves: FastMoves,
    pub attacks: FastMoves,
}

impl SplitMoves {
    /// The split form of `movement`, if each of its moving and capturing parts has a fast
    /// form.
    fn of(geometry: Geometry, movement: &Movement) -> Option<SplitMoves> {
        let part = |keep: fn(Modality) -> bool| {
            let components = movement.components().iter().filter(|c| keep(c.modality));
            let whole = components
                .map(|c| c.with_modality(Modality::Both))
                .collect();
            crate::compile::fast_moves(geometry, &Movement::new(whole))
        };
        Some(SplitMoves {
            moves: part(Modality::moves)?,
            attacks: part(Modality::captures)?,
        })
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

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::{captures_or_checks, legal_by_tables, walk_forcing_games};
    use crate::variant_by_name;

    /// Along seeded random games favouring checks and captures, where knights capture as
    /// rooks or bishops and rooks or bishops as knights, the legal moves counted (by the plain
    /// count) and listed are those that leave no king attacked by any piece's table: such a
    /// piece checks and pins by the way it captures, and blocks by the way it moves.
    #[test]
    fn pieces_that_move_one_way_and_capture_another_check_and_pin_as_they_capture() {
        let mut failures = Vec::new();
        for name in ["newzealand", "hoppelpoppel"] {
            let v = variant_by_name(name).unwrap();
            assert!(v.compiled().plain_count, "{name}");
            walk_forcing_games(&v, 10, 120, 1, captures_or_checks, |p| {
                if p.game_end().is_some() {
                    return false;
                }
                let expected = legal_by_tables(p);
                let listed = p.legal_move_list();
                let counted = p.legal_move_count();
                let agree = counted == expected.len()
                    && listed.len() == expected.len()
                    && listed.iter().all(|m| expected.contains(m));
                if !agree {
                    failures.push(format!("{name}: {} counted {counted}", p.fen_text()));
                }
                agree
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
