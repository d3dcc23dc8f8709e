//! Leapers that move differently by colour or by modality (the pawn's `fmWfcF`, shogi's gold
//! and silver, makruk's khon): their moves, captures and attackers read from per-square
//! tables, one per colour, instead of the generic tables' walk over their components.

use skazka_core::{
    Bitboard, ByColor, Color, Geometry, Kind, Movement, PieceTable, Square, Targets,
};

/// A piece made only of leaps (no rider, no lame leap, no first-move-only leap).
#[derive(Clone, Debug)]
pub(crate) struct FastLeaper {
    /// Per colour, per square: where it moves (empty or not) and what it attacks.
    targets: ByColor<Vec<Targets>>,
    /// Per colour, per square: the squares from which such a piece attacks it.
    attacked_from: ByColor<Vec<Bitboard>>,
    /// Per colour, where the piece has few leaps (a pawn): its leaps as shifts of whole sets.
    shifts: ByColor<Option<Vec<LeapShift>>>,
}

/// One leap of a piece, as a shift of the set of squares it leaps from: every piece of a set
/// leaps at once, each to a square of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LeapShift {
    /// The leap's change of square index (squares are numbered rank by rank).
    pub delta: i16,
    /// The squares from which the leap stays on the board.
    pub from: Bitboard,
    /// Whether the leap moves to an empty square, and whether it captures.
    pub moves: bool,
    pub captures: bool,
}

impl LeapShift {
    /// The squares the pieces on `pieces` reach by this leap.
    #[inline]
    pub fn reach(self, pieces: Bitboard) -> Bitboard {
        let from = (pieces & self.from).0;
        let d = u32::from(self.delta.unsigned_abs());
        Bitboard(if self.delta >= 0 {
            from << d
        } else {
            from >> d
        })
    }

    /// Of the squares `reached` by this leap, the squares the leaping pieces came from.
    #[inline]
    pub fn origins(self, reached: Bitboard) -> Bitboard {
        let to = reached.0;
        let d = u32::from(self.delta.unsigned_abs());
        Bitboard(if self.delta >= 0 { to >> d } else { to << d }) & self.from
    }
}

/// The most leaps a piece may have to be moved by whole sets: beyond it, looking up each
/// piece's squares is as fast.
const MOST_SHIFTS: usize = 4;

impl FastLeaper {
    /// The fast form of `movement` (whose table is `table`) on `geometry`, if it is made only
    /// of leaps.
    pub fn of(geometry: Geometry, movement: &Movement, table: &PieceTable) -> Option<FastLeaper> {
        let leaps_only = movement
            .components()
            .iter()
            .all(|c| c.kind == Kind::Leap && !c.initial_only);
        if !leaps_only || movement.components().is_empty() {
            return None;
        }
        let targets = ByColor::new_with(|color| {
            geometry
                .squares()
                .map(|s| table.targets(s, color, Bitboard::EMPTY, false))
                .collect::<Vec<_>>()
        });
        let attacked_from = ByColor::new_with(|color| {
            geometry
                .squares()
                .map(|to| {
                    geometry
                        .squares()
                        .filter(|&from| targets[color][from.index()].attacks.contains(to))
                        .collect()
                })
                .collect()
        });
        let shifts = ByColor::new_with(|color| leap_shifts(geometry, &targets[color]));
        Some(FastLeaper {
            targets,
            attacked_from,
            shifts,
        })
    }

    /// The piece's leaps as shifts of whole sets for a `color` piece, if it has few.
    #[inline]
    pub fn shifts(&self, color: Color) -> Option<&[LeapShift]> {
        self.shifts[color].as_deref()
    }

    /// Where a `color` piece on `from` moves (the caller keeps the empty squares) and what it
    /// attacks.
    #[inline]
    pub fn targets(&self, from: Square, color: Color) -> Targets {
        self.targets[color][from.index()]
    }

    /// Of `candidates` (such pieces of `color`), those that attack `square`.
    #[inline]
    pub fn attackers(&self, square: Square, color: Color, candidates: Bitboard) -> Bitboard {
        self.attacked_from[color][square.index()] & candidates
    }
}

/// The leaps of a piece whose targets from each square are `targets`, as at most
/// [`MOST_SHIFTS`] shifts, each with the squares it leaps from; `None` if it has more.
fn leap_shifts(geometry: Geometry, targets: &[Targets]) -> Option<Vec<LeapShift>> {
    let mut shifts: Vec<LeapShift> = Vec::new();
    for from in geometry.squares() {
        let t = targets[from.index()];
        for to in t.moves | t.attacks {
            let delta = to.index() as i16 - from.index() as i16;
            let (moves, captures) = (t.moves.contains(to), t.attacks.contains(to));
            let same =
                |s: &&mut LeapShift| s.delta == delta && s.moves == moves && s.captures == captures;
            match shifts.iter_mut().find(|s| same(s)) {
                Some(shift) => shift.from.insert(from),
                None => shifts.push(LeapShift {
                    delta,
                    from: Bitboard::from_square(from),
                    moves,
                    captures,
                }),
            }
        }
    }
    // Made from the table's own leaps, the shifts give its targets back from every square;
    // checked, as the count of legal moves relies on it.
    let exact = geometry.squares().all(|from| {
        let one = Bitboard::from_square(from);
        let (moves, attacks) =
            shifts
                .iter()
                .fold((Bitboard::EMPTY, Bitboard::EMPTY), |(m, a), s| {
                    let to = s.reach(one);
                    (
                        if s.moves { m | to } else { m },
                        if s.captures { a | to } else { a },
                    )
                });
        moves == targets[from.index()].moves && attacks == targets[from.index()].attacks
    });
    (exact && shifts.len() <= MOST_SHIFTS).then_some(shifts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leapers_move_and_are_attacked_as_their_tables_say_for_each_colour() {
        let geo = Geometry::new(9, 9).unwrap();
        for betza in ["fmWfcF", "WfF", "FfW", "fW", "sWbN"] {
            let movement = Movement::from_betza(betza).unwrap();
            let table = PieceTable::new(geo, &movement);
            let fast = FastLeaper::of(geo, &movement, &table).unwrap();
            for color in [Color::White, Color::Black] {
                for s in geo.squares() {
                    let t = table.targets(s, color, Bitboard::EMPTY, false);
                    assert_eq!(
                        fast.targets(s, color).moves,
                        t.moves,
                        "{betza} from {}",
                        s.index()
                    );
                    assert_eq!(fast.targets(s, color).attacks, t.attacks);
                    let attackers = table.attackers_of(s, color, Bitboard::EMPTY, geo.all());
                    assert_eq!(
                        fast.attackers(s, color, geo.all()),
                        attackers,
                        "{betza} to {}",
                        s.index()
                    );
                }
            }
        }
    }

    #[test]
    fn only_pieces_of_leaps_have_the_fast_leaper_form() {
        let geo = Geometry::new(8, 8).unwrap();
        let of = |betza: &str| {
            let movement = Movement::from_betza(betza).unwrap();
            FastLeaper::of(geo, &movement, &PieceTable::new(geo, &movement)).is_some()
        };
        assert!(of("fmWfcF"));
        assert!(of("WfF"));
        assert!(!of("fR"), "a rider");
        assert!(!of("nN"), "a lame leap");
        assert!(!of("fmWifmnD"), "a first-move-only leap");
    }
}
