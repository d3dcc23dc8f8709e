//! How much of a move's starting square a notation writes.

use skazka_core::{Bitboard, Square};

use super::Notation;
use super::piece::{Moved, multi_tandem};
use crate::{FairyMove, FairyPosition, PieceKind};

/// The part of the starting square written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Origin {
    None,
    File,
    Rank,
    Square,
}

impl FairyPosition {
    /// How much of the starting square of `m` tells it apart, given the legal moves `legal`.
    ///
    /// A drop names none; the long notations and janggi's name it whole; WXF names the file,
    /// or for one of two pieces of a kind on a file that could both make the same step, the
    /// rank as front or rear. Elsewhere it is named only when another piece of the same type
    /// has a legal move of the same kind to the same square (in the shogi notations, only
    /// another piece promoted from the same type, and then the whole square): by its file if
    /// that tells them apart, else its rank, else the whole square. SAN names the file of
    /// every pawn capture.
    pub(super) fn origin_level(
        &self,
        m: FairyMove,
        moved: Moved,
        notation: Notation,
        legal: &[FairyMove],
    ) -> Origin {
        if moved.in_hand.is_some() {
            return Origin::None;
        }
        if notation.is_long() {
            return Origin::Square;
        }
        if notation == Notation::XiangqiWxf {
            return self.wxf_origin(m, moved.kind);
        }
        let pawn = self.c().kinds[usize::from(moved.kind)].kind == PieceKind::Pawn;
        if pawn && matches!(notation, Notation::San | Notation::ThaiSan) {
            if self.is_capture(m) {
                return Origin::File;
            }
            // A sittuyin promotion onto another square names the pawn's whole square.
            if self.is_sittuyin_promotion_away(m) {
                return Origin::Square;
            }
        }
        let unpromoted = self.unpromoted[m.from.index()];
        let others: Bitboard = (self.pieces(self.turn, moved.kind).without(m.from))
            .into_iter()
            .filter(|&s| legal.contains(&FairyMove { from: s, ..m }))
            .filter(|&s| !notation.is_shogi() || self.unpromoted[s.index()] == unpromoted)
            .collect();
        let (x, y) = self.xy(m.from);
        if others.is_empty() {
            Origin::None
        } else if notation.is_shogi() {
            Origin::Square
        } else if others.into_iter().all(|s| self.xy(s).0 != x) {
            Origin::File
        } else if others.into_iter().all(|s| self.xy(s).1 != y) {
            Origin::Rank
        } else {
            Origin::Square
        }
    }

    /// WXF: the rank (front or rear) when exactly two pieces of the kind share the file of
    /// the move, no other file holds two, and the other piece could stand where the same step
    /// would take it; else the file.
    fn wxf_origin(&self, m: FairyMove, kind: u8) -> Origin {
        let ours = self.pieces(self.turn, kind);
        let on_file = ours & self.file_of(m.from);
        if on_file.count() != 2 || multi_tandem(self, ours) {
            return Origin::File;
        }
        let Some(other) = on_file.without(m.from).first() else {
            return Origin::File;
        };
        let geo = self.variant().geometry();
        let ((fx, fy), (tx, ty)) = (self.xy(m.from), self.xy(m.to));
        let step = |a: u8, b: u8| i8::try_from(i16::from(b) - i16::from(a)).ok();
        let other_to = step(fx, tx)
            .zip(step(fy, ty))
            .and_then(|(dx, dy)| geo.offset(other, dx, dy));
        // The squares the kind may stand on, as Fairy-Stockfish counts them: walls are off
        // the board.
        let region = self.c().mobility.get(self.turn)[usize::from(kind)] - self.walls();
        match other_to {
            Some(s) if region.contains(s) => Origin::Rank,
            _ => Origin::File,
        }
    }

    /// The written part of `square` for `level`.
    pub(super) fn origin_text(&self, square: Square, level: Origin, notation: Notation) -> String {
        match level {
            Origin::None => String::new(),
            Origin::File => self.file_text(square, notation),
            Origin::Rank => self.rank_text(square, notation),
            Origin::Square => self.square_text(square, notation),
        }
    }
}
