//! Short algebraic notation (SAN) for Stone chess: the [`San`] shape of each move; writing
//! and reading are [`skazka_core::san::write_san`] and [`skazka_core::san::parse_san`].
//!
//! Chess moves are written as in chess with the units' tokens as piece letters (`Nf3`, `SDe5`,
//! `NNxd4`, `Xc3`; a pawn without a letter), castling `O-O` / `O-O-O`, and `=T` after the
//! target whenever the unit ends the move as another kind (`e8=Q`, `SDe8=A`, `We8=R`). The
//! other turns keep their move text: a placement `ST@e4`, a mutation `Q@e4` (the unit on e4
//! becomes a Queen), with its promotion `W@e8=R`, and the 2012-07 in-place promotion `e8=R`.
//! The grammar is in `docs/notation/stone.md`.

use skazka_core::san::{San, SanShape};
use skazka_core::{Geometry, Position};

use crate::{Move, Stone, UnitKind};

const GEO: Geometry = Geometry::CHESS;

impl San for Stone {
    fn san_shape(&self, m: Move) -> SanShape {
        match m {
            Move::Normal { from, to, .. } => {
                let Some(unit) = self.unit_at(from) else {
                    return SanShape::Text(m.to_string());
                };
                let (from_file, _) = GEO.xy(from);
                let (to_file, _) = GEO.xy(to);
                if unit.kind == UnitKind::King && from_file.abs_diff(to_file) == 2 {
                    let text = if to_file > from_file { "O-O" } else { "O-O-O" };
                    return SanShape::Text(text.to_owned());
                }
                let letters = if unit.kind == UnitKind::Pawn {
                    ""
                } else {
                    unit.kind.label()
                };
                let shape = SanShape::piece(letters, from, to, self.captures(m));
                match self.kind_after(m) {
                    Some(after) if after != unit.kind => shape.with_suffix(format!("={after}")),
                    _ => shape,
                }
            }
            Move::Mutate { square, into, .. } => {
                let mut text = format!("{into}@{}", square.display(GEO));
                if let Some(after) = self.kind_after(m).filter(|&k| k != into) {
                    text.push('=');
                    text.push_str(after.label());
                }
                SanShape::Text(text)
            }
            // `ST@e4` and the 2012-07 in-place promotion `e8=R`: the move text.
            Move::Place { .. } | Move::Promote { .. } => SanShape::Text(m.to_string()),
        }
    }
}

impl Stone {
    /// Whether the chess move `m` removes an enemy unit (en passant included).
    fn captures(&self, m: Move) -> bool {
        let them = !self.turn();
        let mut after = self.clone();
        after.play_unchecked(m);
        after.occupied_by(them).count() < self.occupied_by(them).count()
    }
}
