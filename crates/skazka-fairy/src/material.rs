//! Material counting (`materialCounting`): how material decides a game that would otherwise be
//! drawn, at the move limit, a repetition, a stalemate worth a draw, janggi's bikjang or two
//! passes in a row. Whether a side has the material to win at all is another question, answered
//! in `insufficient.rs`.

use skazka_core::{Color, EndReason, Outcome};

use crate::position::FairyPosition;
use crate::{EndValue, MaterialCounting, PieceKind};

impl FairyPosition {
    /// The points janggi gives a piece type; 0 for the king and the types janggi lacks.
    fn janggi_points(kind: PieceKind) -> i32 {
        match kind {
            PieceKind::Rook => 13,
            PieceKind::JanggiCannon => 7,
            PieceKind::Horse => 5,
            PieceKind::JanggiElephant | PieceKind::Wazir => 3,
            PieceKind::Soldier => 2,
            _ => 0,
        }
    }

    /// What material counting makes of a draw, for the side to move: `Draw` when the variant
    /// does not count material (or the count is even).
    pub(crate) fn material_value(&self) -> EndValue {
        let c = self.c();
        let white = match c.definition.material_counting {
            MaterialCounting::None => return EndValue::Draw,
            MaterialCounting::Janggi => {
                let mut points = -1; // Black, who moves second, has a point and a half more
                for (k, info) in c.kinds.iter().enumerate() {
                    let own = self.pieces(Color::White, k as u8).count() as i32;
                    let theirs = self.pieces(Color::Black, k as u8).count() as i32;
                    points += Self::janggi_points(info.kind) * (own - theirs);
                }
                if points > 0 {
                    EndValue::Win
                } else {
                    EndValue::Loss
                }
            }
            MaterialCounting::Unweighted => {
                let own = self.pieces_of(Color::White).count();
                let theirs = self.pieces_of(Color::Black).count();
                match own.cmp(&theirs) {
                    core::cmp::Ordering::Greater => EndValue::Win,
                    core::cmp::Ordering::Less => EndValue::Loss,
                    core::cmp::Ordering::Equal => EndValue::Draw,
                }
            }
            MaterialCounting::WhiteDrawOdds => EndValue::Win,
            MaterialCounting::BlackDrawOdds => EndValue::Loss,
        };
        if self.turn.is_white() {
            white
        } else {
            white.flip()
        }
    }

    /// A draw by `reason`, or the win material counting gives instead.
    pub(crate) fn draw_or_material(&self, reason: EndReason) -> Outcome {
        let us = self.turn;
        match self.material_value() {
            EndValue::Win => Outcome::Decisive { winner: us, reason },
            EndValue::Loss => Outcome::Decisive {
                winner: us.other(),
                reason,
            },
            EndValue::Draw | EndValue::None => Outcome::Draw { reason },
        }
    }
}
