//! Volkhv tower chess: standard values of the top checkers, and a share for checkers inside
//! towers (own checkers carried, enemy checkers held prisoner).

use skazka_core::{Color, Geometry, Position, Rules, Square};
use skazka_volkhv::{DieState, Face, Move, PieceKind, Profile, Volkhv};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mating_pressure};
use crate::render::{Cell, figurine};

const GEO: Geometry = Geometry::CHESS;

fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 100,
        PieceKind::Knight | PieceKind::Bishop => 300,
        PieceKind::Rook => 500,
        PieceKind::Queen => 900,
        PieceKind::Helgi => 1200,
        _ => 0,
    }
}

/// The material of `color`: full value for the checkers on top of towers it owns, half value
/// for its own checkers carried inside its towers (they come back when the tower splits), a
/// quarter of the value of each enemy checker it holds prisoner, and nothing for its checkers
/// held by the enemy.
fn material(pos: &Volkhv, color: Color) -> i32 {
    let mut total = 0;
    for s in GEO.squares() {
        if pos.owner(s) != Some(color) {
            continue;
        }
        let stack = pos.stack(s);
        let Some((top, below)) = stack.split_last() else {
            continue;
        };
        total += value(top.kind);
        for c in below {
            total += if c.color == color {
                value(c.kind) / 2
            } else {
                value(c.kind) / 4
            };
        }
    }
    total
}

impl Evaluate for Volkhv {
    fn material(&self, color: Color) -> i32 {
        material(self, color)
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let placement = |color: Color| -> i32 {
            GEO.squares()
                .filter(|&s| {
                    self.owner(s) == Some(color)
                        && self.top(s).is_some_and(|c| c.kind != PieceKind::King)
                })
                .map(|s| center_bonus(GEO, s, 4))
                .sum()
        };
        let lead = material(self, us) - material(self, !us);
        let pressure = mating_pressure(GEO, self.king(us), self.king(!us), lead)
            - mating_pressure(GEO, self.king(!us), self.king(us), -lead);
        lead + placement(us) - placement(!us) + pressure
    }
}

impl Playable for Volkhv {
    fn cell(&self, square: Square) -> Option<Cell> {
        let top = self.top(square)?;
        let height = self.height(square);
        let letter = top.letter();
        let symbol = figurine(letter, top.color).map_or_else(|| letter.to_string(), String::from);
        let text = if height > 1 {
            format!("{symbol}{height}")
        } else {
            symbol
        };
        Some(Cell::new(top.color, text))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        let federation = self.options().profile == Profile::Federation;
        PieceKind::ALL
            .iter()
            .filter(|&&kind| kind != PieceKind::Helgi || federation)
            .map(|&kind| {
                let mut moves = kind.betza().to_owned();
                match kind {
                    PieceKind::King => moves.push_str(", castles"),
                    PieceKind::Pawn => moves.push_str(", climbs its own pieces"),
                    _ => {}
                }
                moves.push_str("; a tower moves as its top checker, whole or a top part");
                let letter = kind.letter();
                PieceInfo::new(letter, super::orthodox_symbol(letter), kind.name(), moves)
            })
            .collect()
    }

    fn move_note(&self, m: Move) -> Option<String> {
        let Move::Tower(t) = m else { return None };
        let height = self.height(t.from());
        let moving = self.moving_count(t);
        match (height, t.count()) {
            (0 | 1, _) => None,
            (h, None) => Some(format!("the whole tower of {h}")),
            (h, Some(_)) => Some(format!("the top {moving} of {h}")),
        }
    }

    fn refusal(&self, text: &str) -> Option<String> {
        let DieState::Rolled(face) = self.die() else {
            return None;
        };
        // Would another face allow the move? The die field is the fifth of the FEN.
        let fen = self.fen();
        let options = self.options();
        for other in Face::ALL.into_iter().filter(|&f| f != face) {
            let letter = other.letter().to_string();
            let fields: Vec<&str> = fen
                .split(' ')
                .enumerate()
                .map(|(i, field)| if i == 4 { letter.as_str() } else { field })
                .collect();
            let allowed = Volkhv::from_fen(&fields.join(" "), options)
                .ok()
                .and_then(|p| p.parse_move(text).ok().filter(|&m| p.is_legal(m)));
            if allowed.is_some() {
                return Some(format!(
                    "the die shows {face}: `{text}` is legal only with another face"
                ));
            }
        }
        None
    }
}
