//! A move written whole: piece, origin, separator, destination, suffix and check mark.

use skazka_core::Position;

use super::Notation;
use super::origin::Origin;
use super::piece::Moved;
use crate::{FairyMove, FairyMoveList, FairyPosition, MoveKind, PieceKind};

/// Writes moves of one position in one notation (never [`Notation::Default`]).
pub(super) struct Writer<'a> {
    position: &'a FairyPosition,
    notation: Notation,
    legal: FairyMoveList,
}

impl<'a> Writer<'a> {
    pub(super) fn new(position: &'a FairyPosition, notation: Notation) -> Writer<'a> {
        Writer {
            position,
            notation,
            legal: position.legal_move_list(),
        }
    }

    /// `m` with its check mark; a move that is not legal has none.
    pub(super) fn write(&self, m: FairyMove) -> String {
        let mut text = self.body(m);
        // The wall's square after a comma (`Qd5,d8`).
        if let Some(wall) = m.written_wall() {
            text.push(',');
            text.push_str(&self.position.square_text(wall, self.notation));
        }
        let marks_checks = !self.notation.is_shogi() && self.notation != Notation::XiangqiWxf;
        if marks_checks && self.legal.contains(&m) {
            text.push_str(super::check::mark(self.position, m));
        }
        text
    }

    fn body(&self, m: FairyMove) -> String {
        let pos = self.position;
        let n = self.notation;
        if m.kind == MoveKind::Castling {
            let kingside = m.to.index() > m.from.index();
            let mut text = if kingside { "O-O" } else { "O-O-O" }.to_owned();
            // A castling move names its gate's square too: `O-O/He1`.
            if let Some((letter, square)) = m.gate {
                text.push_str(&format!("/{letter}{}", pos.square_text(square, n)));
            }
            return text;
        }
        let Some(moved) = pos.moved(m) else {
            return m.to_string();
        };
        let mut text = pos.piece_text(m, moved, n);
        if n == Notation::ThaiLan {
            text.push(' ');
        }
        let origin = pos.origin_level(m, moved, n, &self.legal);
        text.push_str(&pos.origin_text(m.from, origin, n));
        text.push_str(self.separator(m, moved, origin));
        text.push_str(&self.destination(m, moved));
        text.push_str(&self.suffix(m, moved));
        // A piece gated in after the move: `Nc3/H`.
        if let Some((letter, _)) = m.gate {
            text.push('/');
            text.push(letter);
        }
        text
    }

    /// What stands between the origin and the destination.
    fn separator(&self, m: FairyMove, moved: Moved, origin: Origin) -> &'static str {
        let pos = self.position;
        let n = self.notation;
        if moved.in_hand.is_some() {
            return match n {
                Notation::ShogiHosking => "'",
                n if n.is_shogi() => "*",
                _ => "@",
            };
        }
        if n == Notation::XiangqiWxf {
            let geo = pos.variant().geometry();
            let (from, to) = (
                geo.relative_rank(m.from, pos.turn),
                geo.relative_rank(m.to, pos.turn),
            );
            return match from.cmp(&to) {
                core::cmp::Ordering::Equal => "=",
                core::cmp::Ordering::Less => "+",
                core::cmp::Ordering::Greater => "-",
            };
        }
        if pos.is_capture(m) {
            return "x";
        }
        let pawn = pos.c().kinds[usize::from(moved.kind)].kind == PieceKind::Pawn;
        let dash = n.is_long()
            || (n.is_shogi() && (n != Notation::ShogiHosking || origin == Origin::Square))
            || (n == Notation::ThaiSan && !pawn);
        if dash { "-" } else { "" }
    }

    /// The destination: the square, or in WXF the file reached or the ranks moved along a
    /// file.
    fn destination(&self, m: FairyMove, moved: Moved) -> String {
        let pos = self.position;
        if self.notation == Notation::XiangqiWxf && moved.in_hand.is_none() {
            let ((fx, fy), (tx, ty)) = (pos.xy(m.from), pos.xy(m.to));
            if fx == tx {
                return fy.abs_diff(ty).to_string();
            }
            return pos.file_text(m.to, self.notation);
        }
        pos.square_text(m.to, self.notation)
    }

    /// What a promotion, a demotion, or a declined shogi promotion adds.
    fn suffix(&self, m: FairyMove, moved: Moved) -> String {
        let pos = self.position;
        let shogi = self.notation.is_shogi();
        match m.kind {
            MoveKind::Promotion(letter) => {
                format!("={}", crate::plus::text(crate::plus::upper(letter)))
            }
            MoveKind::PiecePromotion if shogi => "+".to_owned(),
            MoveKind::PiecePromotion => {
                let promoted = pos.c().promoted[usize::from(moved.kind)].unwrap_or(moved.kind);
                format!("={}", pos.letter_text(promoted))
            }
            MoveKind::PieceDemotion if shogi => "-".to_owned(),
            MoveKind::PieceDemotion => {
                let base = pos.unpromoted[m.from.index()]
                    .checked_sub(1)
                    .unwrap_or(moved.kind);
                format!("={}", pos.letter_text(base))
            }
            MoveKind::Normal if shogi && self.could_promote(m) => "=".to_owned(),
            _ => String::new(),
        }
    }

    /// Whether the piece of `m` could promote shogi-style on the same move (among the moves
    /// generated before legality, as Fairy-Stockfish asks).
    fn could_promote(&self, m: FairyMove) -> bool {
        let promotion = FairyMove {
            kind: MoveKind::PiecePromotion,
            ..m
        };
        let mut pseudo = FairyMoveList::new();
        self.position.pseudo_moves(&mut pseudo);
        pseudo.contains(&promotion)
    }
}
