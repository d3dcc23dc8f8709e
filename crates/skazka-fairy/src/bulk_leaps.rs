//! The moves of a type of leapers listed all at once (a side's pawns, its knights): each leap
//! shifts the set of the pieces that make it, and each square reached gives one move, whose
//! origin is the square one leap back. Listing piece by piece costs a lookup and a pass over
//! the variant's rules per piece, which in horde (thirty-six pawns) took a quarter of perft's
//! time in the positions before the last ply.

use skazka_core::{Bitboard, Square};

use crate::form::Form;
use crate::leaper::LeapShift;
use crate::moves::MoveKind;
use crate::pieces::PieceKind;
use crate::position::FairyPosition;
use crate::sink::MoveSink;
use crate::variant::KindInfo;

impl FairyPosition {
    /// The leaps of the side to move's `kind` pieces (of type `info`) as shifts of whole sets,
    /// where their moves may be listed all at once: the type only leaps, promotes at most as a
    /// pawn, is no soldier, and no capture en passant is open to it (rare; listed piece by
    /// piece).
    pub(crate) fn bulk_leaps<'a>(&self, info: &'a KindInfo, kind: u8) -> Option<&'a [LeapShift]> {
        let c = self.c();
        let k = usize::from(kind);
        let Form::Leaper(leaper) = &info.form else {
            return None;
        };
        let plain_rules = !c.janggi_moves
            && info.kind != PieceKind::Soldier
            && c.promoted[k].is_none()
            && c.promotion_choices[k].is_empty()
            && !(c.en_passant_kinds >> kind & 1 != 0 && self.en_passant.any());
        if plain_rules {
            leaper.shifts(self.turn)
        } else {
            None
        }
    }

    /// The moves of the side to move's `kind` pieces on `pieces`, leaping by `shifts` (see
    /// [`Self::bulk_leaps`]), and a pawn's double and triple steps, into `out`.
    pub(crate) fn push_leaps_in_bulk<S: MoveSink>(
        &self,
        info: &KindInfo,
        kind: u8,
        pieces: Bitboard,
        shifts: &[LeapShift],
        out: &mut S,
    ) {
        let c = self.c();
        let us = self.turn;
        let empty = c.geometry.all() - self.occupied();
        let theirs = self.by_color[us.other().index()];
        let region = c.mobility.get(us)[usize::from(kind)];
        for &shift in shifts {
            let reached = shift.reach(pieces);
            let mut targets = Bitboard::EMPTY;
            if shift.moves {
                targets |= reached & empty;
            }
            if shift.captures {
                targets |= reached & theirs;
            }
            self.push_shifted_moves(kind, shift.delta, targets & region, out);
        }
        if info.kind == PieceKind::Pawn {
            // Double steps all at once, two ranks back; the rare triple steps piece by piece.
            let triple = pieces & *c.triple_step.get(us);
            let doubles = self.pawn_steps_of(pieces - triple) & region;
            let two_ranks = 2 * i16::from(c.geometry.files());
            let delta = if us.is_white() { two_ranks } else { -two_ranks };
            self.push_shifted_moves(kind, delta, doubles, out);
            for from in triple {
                self.push_piece_moves(from, kind, self.pawn_steps(from) & region, out);
            }
        }
    }

    /// The moves of `kind` pieces to `targets`, each from the square `delta` back: one per
    /// target, and where it promotes as a pawn, one per type it may promote to.
    fn push_shifted_moves<S: MoveSink>(
        &self,
        kind: u8,
        delta: i16,
        targets: Bitboard,
        out: &mut S,
    ) {
        let origin = |to: Square| {
            let from = i16::try_from(to.index()).unwrap_or(0) - delta;
            Square::from_index(usize::try_from(from).unwrap_or(0))
        };
        let (plain, promotions) = self.pawn_promotion_split(kind, targets);
        for to in plain {
            out.one(self, self.mv(origin(to), to, MoveKind::Normal));
        }
        if promotions.is_empty() {
            return;
        }
        let c = self.c();
        for target in self.promotion_types_now() {
            let letter = crate::plus::lower(c.kinds[usize::from(target)].letter);
            for to in promotions {
                out.one(self, self.mv(origin(to), to, MoveKind::Promotion(letter)));
            }
        }
    }
}
