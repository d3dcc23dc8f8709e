//! The static evaluation a game provides to the engine.

use skazka_core::{Bitboard, Color, Geometry, PieceTable, Position, Square};

/// A game's static evaluation, in centipawn-like units (a pawn of orthodox chess is 100).
///
/// Implemented in this crate for every game of the library. The engine asks for two things:
/// the material each side owns ([`Evaluate::material`]), which also tells it which moves take
/// material (the opponent's material drops) for move ordering and quiescence, and a score of
/// the whole position ([`Evaluate::evaluate`]).
pub trait Evaluate: Position {
    /// The material `color` owns: pieces on the board, and in games that have them stones in
    /// reserve or prisoners held in towers. Never counts the king.
    fn material(&self, color: Color) -> i32;

    /// Whether `m` takes material from the opponent, when the game can tell without playing
    /// it (a speed-up for quiescence). The default, `None`, makes the engine play the move and
    /// compare the opponent's [`Evaluate::material`] before and after; an answer must agree
    /// with that comparison.
    fn takes_material(&self, m: Self::Move) -> Option<bool> {
        let _ = m;
        None
    }

    /// How much of the opponent's [`Evaluate::material`] `m` takes, when the game can tell
    /// without playing it: 0 for a move that takes nothing. The engine orders captures by it
    /// (most valuable victim first) and picks the moves of quiescence with it. `None` makes
    /// the engine play the move and compare the opponent's material before and after; an
    /// answer must agree with that comparison. The default answers 0 where
    /// [`Evaluate::takes_material`] says the move takes nothing, `None` otherwise.
    fn captured_value(&self, m: Self::Move) -> Option<i32> {
        match self.takes_material(m) {
            Some(false) => Some(0),
            _ => None,
        }
    }

    /// The value of the piece that makes `m`, so that among captures of equal victims the
    /// least valuable attacker is tried first. The default, 0, leaves them in generation
    /// order.
    fn mover_value(&self, m: Self::Move) -> i32 {
        let _ = m;
        0
    }

    /// The position after the side to move passes, for null-move pruning: if even passing
    /// leaves it winning after a shallower search, a real move would too. `None` (the
    /// default) where that reasoning fails: when in check, when zugzwang is likely (only
    /// king and pawns left), in games without a way to pass, and in games where passing
    /// changes the rules (stones placed, forced passes, king capture and checks answered by
    /// checks, chance nodes).
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// The position's value for the side to move: positive is good for it. The default is the
    /// material difference; games add small positional terms (mobility, centralisation).
    fn evaluate(&self) -> i32 {
        let us = self.turn();
        self.material(us) - self.material(!us)
    }
}

/// A small bonus for standing near the centre of `geometry`: 0 on the edge ring of an 8×8
/// board, growing by `step` per ring inwards.
///
/// ```
/// use skazka::core::Geometry;
/// use skazka::engine::center_bonus;
///
/// let geo = Geometry::CHESS;
/// let e4 = geo.parse_square("e4")?;
/// let a1 = geo.parse_square("a1")?;
/// assert_eq!(center_bonus(geo, a1, 4), 0);
/// assert_eq!(center_bonus(geo, e4, 4), 12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn center_bonus(geometry: Geometry, square: Square, step: i32) -> i32 {
    let (x, y) = geometry.xy(square);
    // Distance from the edge in each direction; the smaller one is the ring.
    let fx = i32::from(x.min(geometry.files() - 1 - x));
    let fy = i32::from(y.min(geometry.ranks() - 1 - y));
    fx.min(fy) * step
}

/// A nudge for the side that is ahead by at least four pawns of material (`lead`): the
/// nearer the losing king stands to the edge and the nearer the winning king comes to it, the
/// better. It helps the engine finish won games against a lone king within its short horizon.
/// 0 when a king is missing or the lead is smaller.
///
/// ```
/// use skazka::core::Geometry;
/// use skazka::engine::mating_pressure;
///
/// let geo = Geometry::CHESS;
/// let e4 = geo.parse_square("e4")?;
/// let a8 = geo.parse_square("a8")?;
/// let c6 = geo.parse_square("c6")?;
/// assert!(mating_pressure(geo, Some(c6), Some(a8), 900) > mating_pressure(geo, Some(c6), Some(e4), 900));
/// assert_eq!(mating_pressure(geo, Some(c6), Some(a8), 100), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn mating_pressure(
    geometry: Geometry,
    strong_king: Option<Square>,
    weak_king: Option<Square>,
    lead: i32,
) -> i32 {
    let (Some(strong), Some(weak)) = (strong_king, weak_king) else {
        return 0;
    };
    if lead < 400 {
        return 0;
    }
    let rings = i32::from(geometry.files().min(geometry.ranks()) / 2);
    let to_edge = rings - 1 - center_bonus(geometry, weak, 1);
    let (sx, sy) = geometry.xy(strong);
    let (wx, wy) = geometry.xy(weak);
    let distance = i32::from(sx.abs_diff(wx).max(sy.abs_diff(wy)));
    to_edge * 10 - distance * 4
}

/// A piece-square table derived from a piece's mobility: for each square of the table's
/// board, `weight` times the number of squares a `color` piece reaches from it on an empty
/// board, less the average over the board, so that the table sums to about zero. Computed
/// once per variant and piece from the core's movement tables; a knight's is highest in the
/// centre, a rook's is flat.
///
/// ```
/// use skazka::core::{Color, Geometry, Movement, PieceTable};
/// use skazka::engine::mobility_table;
///
/// let geo = Geometry::CHESS;
/// let knight = Movement::from_betza("N")?;
/// let knight = mobility_table(&PieceTable::new(geo, &knight), Color::White, 4);
/// let a1 = geo.parse_square("a1")?;
/// let e4 = geo.parse_square("e4")?;
/// assert!(knight[e4.index()] > 0 && knight[a1.index()] < 0);
/// assert_eq!(knight[e4.index()] - knight[a1.index()], 4 * (8 - 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn mobility_table(table: &PieceTable, color: Color, weight: i32) -> Vec<i32> {
    let geometry = table.geometry();
    let counts: Vec<i32> = geometry
        .squares()
        .map(|s| table.attacks(s, color, Bitboard::EMPTY).count() as i32)
        .collect();
    let n = counts.len().max(1) as i32;
    let mean = counts.iter().sum::<i32>() / n;
    counts.iter().map(|&c| weight * (c - mean)).collect()
}
