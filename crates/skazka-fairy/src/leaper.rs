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
}

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
        Some(FastLeaper {
            targets,
            attacked_from,
        })
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
