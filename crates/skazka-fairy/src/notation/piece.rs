//! The piece part of a move: its letter, or what a notation writes instead.

use skazka_core::{Bitboard, Square};

use super::Notation;
use crate::{FairyMove, FairyPosition, MoveKind, PieceKind};

/// The piece a move moves: its type index, and for a drop the type taken from the hand.
#[derive(Clone, Copy, Debug)]
pub(super) struct Moved {
    /// The type on the board after a drop, or the type that moves.
    pub kind: u8,
    /// For a drop, the type taken from the hand (another for a promoted drop).
    pub in_hand: Option<u8>,
}

impl FairyPosition {
    /// The piece `m` moves, if the move names one.
    pub(super) fn moved(&self, m: FairyMove) -> Option<Moved> {
        match m.kind {
            MoveKind::Drop(letter) => {
                let kind = self.kind_of_letter(letter)?;
                Some(Moved {
                    kind,
                    in_hand: Some(kind),
                })
            }
            MoveKind::PromotedDrop(letter) => {
                let in_hand = self.kind_of_letter(letter)?;
                Some(Moved {
                    kind: self.c().promoted[usize::from(in_hand)].unwrap_or(in_hand),
                    in_hand: Some(in_hand),
                })
            }
            _ => self.piece_on(m.from).map(|p| Moved {
                kind: p.kind,
                in_hand: None,
            }),
        }
    }

    /// The piece part of `m` in `notation`.
    pub(super) fn piece_text(&self, m: FairyMove, moved: Moved, notation: Notation) -> String {
        let c = self.c();
        let info = &c.kinds[usize::from(moved.kind)];
        // A drop starts from no square.
        let origin = match m.kind {
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) => None,
            _ => Some(m.from),
        };
        let unpromoted = origin.and_then(|o| self.unpromoted[o.index()].checked_sub(1));
        // A pawn that moves is known by its squares alone (a dropped one is not).
        if origin.is_some()
            && info.kind == PieceKind::Pawn
            && matches!(notation, Notation::San | Notation::Lan | Notation::ThaiSan)
        {
            return String::new();
        }
        if notation == Notation::XiangqiWxf {
            if let Some(number) = self.tandem_number(moved.kind, origin) {
                return number.to_string();
            }
        }
        // The shogi notations name a promoted piece after what it was: `+B`, the dragon horse.
        if notation.is_shogi() {
            let base = unpromoted.or(moved.in_hand.filter(|&k| k != moved.kind));
            if let Some(base) = base {
                return format!("+{}", self.letter_text(base));
            }
        }
        if notation.is_thai() {
            let promoted =
                origin.is_some_and(|o| self.promoted.contains(o)) || unpromoted.is_some();
            return thai_name(info.kind, promoted).to_owned();
        }
        match info.synonym {
            Some(second) => second.to_string(),
            None => self.letter_text(moved.kind),
        }
    }

    /// A type's letter as a move writes it: upper case, `+A` for a plus-letter.
    pub(super) fn letter_text(&self, kind: u8) -> String {
        crate::plus::text(crate::plus::upper(self.c().kinds[usize::from(kind)].letter))
    }

    /// WXF's tandem pieces: where three pieces of a kind share a file, or two share each of
    /// two files, a piece is named by its place on the file counted from the front (`1` the
    /// foremost) rather than by its letter. Fairy-Stockfish takes a drop to come from beyond
    /// the last rank of the first file: a drop is `1` when that file holds such pieces.
    fn tandem_number(&self, kind: u8, origin: Option<Square>) -> Option<u32> {
        let us = self.turn;
        let ours = self.pieces(us, kind);
        let file = match origin {
            Some(o) => self.file_of(o),
            None => self.variant().geometry().file_mask(0),
        };
        let needed = if multi_tandem(self, ours) { 2 } else { 3 };
        let ahead = origin.map_or(0, |o| (ours & self.file_ahead(o, us)).count());
        ((ours & file).count() >= needed).then_some(ahead + 1)
    }

    /// Every square on the file of `square`.
    pub(super) fn file_of(&self, square: Square) -> Bitboard {
        let geo = self.variant().geometry();
        geo.file_mask(geo.xy(square).0)
    }
}

/// Whether two or more files hold more than one of `pieces`.
pub(super) fn multi_tandem(position: &FairyPosition, pieces: Bitboard) -> bool {
    let geo = position.variant().geometry();
    (0..geo.files())
        .filter(|&x| (pieces & geo.file_mask(x)).has_more_than_one())
        .count()
        >= 2
}

/// A piece's name in the Thai notations, as Fairy-Stockfish names makruk's pieces (a met
/// that came from a pawn apart); every other piece is `X`.
fn thai_name(kind: PieceKind, promoted: bool) -> &'static str {
    match kind {
        PieceKind::King => "ข",
        PieceKind::Silver => "ค",
        PieceKind::Fers if promoted => "ง",
        PieceKind::Fers => "ม็",
        PieceKind::Knight => "ม",
        PieceKind::Rook => "ร",
        PieceKind::Pawn => "บ",
        PieceKind::Aiwok => "ว",
        _ => "X",
    }
}
