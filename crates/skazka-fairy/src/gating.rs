//! S-Chess's gating (`seirawanGating`): a move leaving one of the side's gates (a square of
//! its back rank whose piece has not moved yet) may put a piece from the hand on the square
//! it leaves, and a castling move may gate on its king's or its rook's square. Fairy-Stockfish
//! judges a gating legal when the move without the gated piece is (the gated piece blocks
//! nothing in its test), so a legal move from a gate counts once more for each type of the
//! hand that may stand there: gatings are counted without being listed.

use smallvec::SmallVec;

use skazka_core::{Bitboard, Square};

use crate::movegen::FairyMoveList;
use crate::moves::{FairyMove, MoveKind};
use crate::position::FairyPosition;
use crate::sink::{LegalCount, MoveSink};

/// Where and what the side to move may gate now: its open gates, and for each type it holds,
/// the type and the squares it may be put on.
pub(crate) struct GatingRights {
    /// The side's gates, where at least one held type may be gated.
    pub gates: Bitboard,
    held: SmallVec<[(u8, Bitboard); 4]>,
}

impl GatingRights {
    /// The side to move's gating rights; `None` where the variant has no S-Chess gating, or
    /// the side no open gate or no piece in hand to gate.
    #[inline(always)]
    pub(crate) fn of(pos: &FairyPosition) -> Option<Self> {
        if !pos.c().definition.seirawan_gating {
            return None;
        }
        Self::held_now(pos)
    }

    /// [`Self::of`] in a variant with gating. Out of line: most variants have none.
    #[inline(never)]
    fn held_now(pos: &FairyPosition) -> Option<Self> {
        let c = pos.c();
        let us = pos.turn;
        let gates = pos.gates & pos.by_color[us.index()];
        if gates.is_empty() {
            return None;
        }
        let hand = &pos.hands[us.index()];
        let held: SmallVec<[(u8, Bitboard); 4]> = (0..c.kinds.len() as u8)
            .filter(|&k| hand[usize::from(k)] > 0)
            .map(|k| (k, pos.drop_region(k) & gates))
            .filter(|&(_, region)| region.any())
            .collect();
        let gates = held
            .iter()
            .fold(Bitboard::EMPTY, |open, &(_, region)| open | region);
        (!held.is_empty()).then_some(Self { gates, held })
    }

    /// The types that may be gated on `square`.
    pub(crate) fn types_on(&self, square: Square) -> impl Iterator<Item = u8> + '_ {
        self.held
            .iter()
            .filter(move |(_, region)| region.contains(square))
            .map(|&(kind, _)| kind)
    }

    /// How many gatings a legal move leaving `square` adds: one per type that may stand there.
    #[inline]
    pub(crate) fn on(&self, square: Square) -> usize {
        if !self.gates.contains(square) {
            return 0;
        }
        self.types_on(square).count()
    }

    /// The squares a legal move `m` may gate on, in Fairy-Stockfish's order: the square it
    /// leaves, and for castling then its rook's, but the squares where the king and the rook
    /// land.
    pub(crate) fn squares_of(
        &self,
        pos: &FairyPosition,
        m: FairyMove,
    ) -> impl Iterator<Item = Square> + use<> {
        let (left, blocked) = match m.kind {
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) | MoveKind::Pass => {
                ([None, None], Bitboard::EMPTY)
            }
            MoveKind::Castling => {
                let kingside = m.to.index() > m.from.index();
                let (king_to, rook_to) = pos.castling_targets(pos.turn, kingside);
                let blocked = Bitboard::from_square(king_to).with(rook_to);
                ([Some(m.from), pos.castling_rook_of(m)], blocked)
            }
            _ => ([Some(m.from), None], Bitboard::EMPTY),
        };
        let gates = self.gates - blocked;
        left.into_iter()
            .flatten()
            .filter(move |&s| gates.contains(s))
    }

    /// How many gatings the legal move `m` adds.
    fn added_by(&self, pos: &FairyPosition, m: FairyMove) -> usize {
        self.squares_of(pos, m).map(|square| self.on(square)).sum()
    }

    /// After the legal moves `moves[..]` (none gated), the gated versions of each, in order.
    pub(crate) fn push_gatings(&self, pos: &FairyPosition, moves: &mut FairyMoveList) {
        let c = pos.c();
        for i in 0..moves.len() {
            let m = moves[i];
            for square in self.squares_of(pos, m) {
                for kind in self.types_on(square) {
                    let letter = c.kinds[usize::from(kind)].letter;
                    moves.push(FairyMove {
                        gate: Some((letter, square)),
                        ..m
                    });
                }
            }
        }
    }
}

/// Counts the legal moves with their gatings: each legal move leaving a gate counts once, and
/// once more for each type that may be gated there.
pub(crate) struct GatedCount<'a, 's> {
    pub legal: &'a mut LegalCount<'s>,
    pub rights: &'a GatingRights,
}

impl MoveSink for GatedCount<'_, '_> {
    #[inline(always)]
    fn each(
        &mut self,
        pos: &FairyPosition,
        from: Option<Square>,
        targets: Bitboard,
        kind: MoveKind,
    ) {
        let before = self.legal.count;
        self.legal.each(pos, from, targets, kind);
        let gateable = !matches!(
            kind,
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) | MoveKind::Pass
        );
        if let Some(from) = from.filter(|_| gateable) {
            self.legal.count += (self.legal.count - before) * self.rights.on(from);
        }
    }

    #[inline(always)]
    fn one(&mut self, pos: &FairyPosition, m: FairyMove) {
        let before = self.legal.count;
        self.legal.one(pos, m);
        if self.legal.count > before {
            self.legal.count += self.rights.added_by(pos, m);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::forcing_games::{captures_or_checks, count_mismatches};
    use crate::moves::MoveKind;
    use crate::{FairyMove, FairyPosition, Variant, catalogue, ini, variant_by_name};

    /// A gating, a castling (which may gate twice), a capture or a check: the moves after
    /// which gates close, hands empty, kings are checked and pieces on gates pinned.
    fn gates_castles_captures_or_checks(p: &FairyPosition, m: FairyMove) -> bool {
        m.gate.is_some() || m.kind == MoveKind::Castling || captures_or_checks(p, m)
    }

    /// S-Chess with riders of `betza` for knights.
    fn gating_riders(betza: &str) -> Variant {
        let text = format!("[gating-riders:seirawan]\nknight = -\ncustomPiece1 = n:{betza}\n");
        let definition = ini::parse(&text, &catalogue::get).unwrap().remove(0);
        Variant::new(definition).unwrap()
    }

    /// Along seeded random games that favour gatings, castling, captures and checks, each
    /// legal move leaving a gate counts once and once more per type of the hand that may be
    /// gated there, as many moves as the general generator lists with their gatings: by the
    /// plain count in S-Chess, S-House and with nightriders for knights, by the general
    /// count with nightriders riding forwards only, whose lines the plain count does not
    /// know.
    #[test]
    fn a_count_with_gatings_equals_the_number_of_listed_moves_and_gatings() {
        let mut failures = Vec::new();
        let favoured = gates_castles_captures_or_checks;
        for name in ["seirawan", "shouse"] {
            let variant = variant_by_name(name).unwrap();
            assert!(variant.compiled().plain_count, "{name}");
            failures.extend(count_mismatches(name, &variant, 24, 120, favoured));
        }
        let nightriders = gating_riders("NN");
        assert!(nightriders.compiled().plain_count);
        failures.extend(count_mismatches(
            "nightriders",
            &nightriders,
            12,
            120,
            favoured,
        ));
        let forward_nightriders = gating_riders("fNN");
        assert!(!forward_nightriders.compiled().plain_count);
        failures.extend(count_mismatches(
            "forward nightriders",
            &forward_nightriders,
            12,
            120,
            favoured,
        ));
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
