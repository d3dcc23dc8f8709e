//! Short algebraic notation (SAN) for Volkhv tower chess, through [`skazka_core::san`].
//!
//! A tower move is written by the letter of the checker on top of the moving part (none for a
//! pawn), the least origin that tells it apart, `x` when it lands on a stack the opponent
//! controls (or takes en passant), the target, then `(k)` when only the top `k` checkers of a
//! taller tower move, and `=Q` when it promotes: `Nf3`, `Rxd5`, `Qe4(2)`, `exd5`, `d8=Q`,
//! `Rd4(1)=N` (the rook leaves the pawn under it on d8, which promotes). Climbing onto a stack
//! the mover controls is not a capture and has no `x` (`Nd2` climbs the pawn on d2), but a
//! pawn-topped part that changes file always names the file it comes from (`ed3`). Castling is
//! `O-O` / `O-O-O`; rolls `[N]`, the pass `--` and declarations `d1=Q` are written as their
//! move text. Checks and mates are marked `+` and `#` after tower moves.

use skazka_core::Position;
use skazka_core::san::{San, SanShape};

use crate::position::GEO;
use crate::setup::DieState;
use crate::{Move, PieceKind, Special, TowerMove, Volkhv};

/// The SAN letters of a kind: its upper-case letter, none for a pawn.
const fn letters(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::King => "K",
        PieceKind::Queen => "Q",
        PieceKind::Rook => "R",
        PieceKind::Bishop => "B",
        PieceKind::Knight => "N",
        PieceKind::Pawn => "",
        PieceKind::Helgi => "H",
    }
}

impl Volkhv {
    /// The letters of the part's top checker and the suffix of a tower move: its count when
    /// only a top part moves, then its promotion.
    fn letters_and_suffix(&self, t: TowerMove) -> (&'static str, String) {
        let letters = self.top(t.from()).map_or("", |c| letters(c.kind));
        let mut suffix = String::new();
        if let Some(k) = t.count() {
            suffix.push_str(&format!("({k})"));
        }
        if let Some(kind) = t.promotion() {
            suffix.push('=');
            suffix.push(kind.letter());
        }
        (letters, suffix)
    }

    fn tower_shape(&self, t: TowerMove) -> SanShape {
        let (from, to) = (t.from(), t.to());
        let special = self.special(t);
        if special == Special::Castle {
            let short = GEO.xy(to).0 > GEO.xy(from).0;
            return SanShape::Text(if short { "O-O" } else { "O-O-O" }.to_owned());
        }
        let capture = special == Special::EnPassant || self.owner(to) == Some(self.turn().other());
        let (piece, suffix) = self.letters_and_suffix(t);
        if piece.is_empty() && !capture && GEO.xy(from).0 != GEO.xy(to).0 && !self.rivals(t) {
            // A pawn-topped part changing file without a capture (climbing an own stack, or a
            // Talleyrand pattern): the generic writer would leave out its file, which a pawn
            // leaving its file always shows. No other pawn-topped move goes there with this
            // suffix, so the file alone is enough.
            let file = GEO.coords(from).0;
            return SanShape::Text(format!("{file}{}{suffix}", to.display(GEO)));
        }
        SanShape::piece(piece, from, to, capture).with_suffix(suffix)
    }

    /// Whether another legal move has the same letters, target and suffix as `t` (and so gets
    /// its origin from the generic disambiguation).
    fn rivals(&self, t: TowerMove) -> bool {
        let mine = self.letters_and_suffix(t);
        self.legal_move_list().as_ref().iter().any(|&m| match m {
            Move::Tower(o) => {
                o.from() != t.from()
                    && o.to() == t.to()
                    && self.special(o) != Special::Castle
                    && self.letters_and_suffix(o) == mine
            }
            _ => false,
        })
    }
}

impl San for Volkhv {
    /// Tower moves as pieces (see the module docs); castling, rolls, passes and declarations
    /// as text.
    fn san_shape(&self, m: Move) -> SanShape {
        match m {
            Move::Tower(t) => self.tower_shape(t),
            Move::Roll(_) | Move::Pass | Move::Declare { .. } => SanShape::Text(m.to_string()),
        }
    }

    /// Checks and mates are marked after tower moves. A roll, a pass or a declaration gives no
    /// check of its own (a declaration never may: the split that freed the pawn was legal under
    /// every choice), so positions awaiting one are not marked.
    fn marks_checks(&self) -> bool {
        if self.pending_declaration().is_some() {
            return false;
        }
        match self.die() {
            DieState::Off => true,
            DieState::AwaitingRoll => false,
            DieState::Rolled(_) => !self.legal_move_list().as_ref().contains(&Move::Pass),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skazka_core::san::write_san;

    #[test]
    fn letters_follow_the_top_checker() {
        assert_eq!(letters(PieceKind::Pawn), "");
        assert_eq!(letters(PieceKind::Helgi), "H");
        let pos = Volkhv::default();
        let m = pos.parse_move("g1f3").unwrap();
        assert_eq!(write_san(&pos, m), "Nf3");
    }
}
