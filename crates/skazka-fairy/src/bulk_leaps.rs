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
    /// pawn, is no soldier, and no promoted piece may demote (micro shogi's). The pieces that
    /// may take en passant ([`Self::en_passant_takers`]) are listed piece by piece all the same.
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
            && !c.definition.piece_demotion;
        if plain_rules {
            leaper.shifts(self.turn)
        } else {
            None
        }
    }

    /// Of `pieces` (the side to move's, of `kind`), those that attack a square where a capture
    /// en passant is open: their moves are listed piece by piece, where the capture is found.
    /// In horde a double step opens one beside most moves, and the thirty-odd pawns that
    /// cannot take are still listed all at once.
    pub(crate) fn en_passant_takers(
        &self,
        info: &KindInfo,
        kind: u8,
        pieces: Bitboard,
    ) -> Bitboard {
        let open = self.en_passant - self.occupied();
        if self.c().en_passant_kinds >> kind & 1 == 0 || open.is_empty() {
            return Bitboard::EMPTY;
        }
        let Form::Leaper(leaper) = &info.form else {
            return pieces;
        };
        open.into_iter().fold(Bitboard::EMPTY, |takers, square| {
            takers | leaper.attackers(square, self.turn, pieces)
        })
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
        let empty = c.squares - self.occupied();
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

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::{captures_or_checks, sorted_legal_texts, walk_forcing_games};
    use crate::movegen::FairyMoveList;
    use crate::{FairyPosition, catalogue, variant_by_name};

    /// The moves of the side to move's leapers that may be listed all at once, listed piece
    /// by piece instead and all at once, each sorted by their text.
    fn piece_by_piece_and_at_once(p: &FairyPosition) -> (Vec<String>, Vec<String>) {
        let c = p.c();
        let us = p.turn;
        let (mut one_by_one, mut at_once) = (FairyMoveList::new(), FairyMoveList::new());
        for (k, info) in c.kinds.iter().enumerate() {
            let kind = k as u8;
            let Some(shifts) = p.bulk_leaps(info, kind) else {
                continue;
            };
            let pieces = p.pieces(us, kind);
            p.push_leaps_in_bulk(info, kind, pieces, shifts, &mut at_once);
            let region = c.mobility.get(us)[k];
            for from in pieces {
                let t = p.targets_of(info, from, us, p.occupied(), false);
                let mut targets =
                    (t.moves - p.occupied()) | (t.attacks & p.by_color[us.other().index()]);
                if info.kind == crate::PieceKind::Pawn {
                    targets |= p.pawn_steps(from);
                }
                p.push_piece_moves(from, kind, targets & region, &mut one_by_one);
            }
        }
        let sorted = |list: FairyMoveList| {
            let mut texts: Vec<String> = list.iter().map(ToString::to_string).collect();
            texts.sort();
            texts
        };
        (sorted(one_by_one), sorted(at_once))
    }

    /// In every catalogue variant, along forcing games (promotions, demotions, captures), the
    /// leapers' moves listed all at once are those listed piece by piece.
    #[test]
    fn leapers_listed_at_once_make_the_moves_listed_piece_by_piece() {
        let mut failures = Vec::new();
        for name in catalogue::names() {
            let variant = variant_by_name(name).unwrap();
            walk_forcing_games(&variant, 4, 80, 11, captures_or_checks, |p| {
                let (one_by_one, at_once) = piece_by_piece_and_at_once(p);
                if one_by_one != at_once {
                    failures.push(format!("{name}: {}", p.fen_text()));
                }
                one_by_one == at_once
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// Horde after 1. e5 d5: Black's double step may be taken en passant by the pawns on c5
    /// and e5, while White's other pawns keep their steps: eleven moves, as Fairy-Stockfish
    /// lists them, whether listed or counted.
    #[test]
    fn in_horde_both_pawns_beside_a_double_step_may_take_it_en_passant() {
        let variant = variant_by_name("horde").unwrap();
        let fen = "rnbqkbnr/ppp1pppp/8/1PPpPPP1/PPPP1PPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq d6 0 2";
        let p = FairyPosition::from_fen(&variant, fen).unwrap();
        let moves = sorted_legal_texts(&p);
        let expected = [
            "a4a5", "b5b6", "c4d5", "c5c6", "c5d6", "e3e4", "e5d6", "e5e6", "f5f6", "g5g6", "h4h5",
        ];
        let mut expected: Vec<String> = expected.iter().map(|m| m.to_string()).collect();
        expected.sort();
        assert_eq!(moves, expected);
        assert_eq!(p.perft(1), 11);
    }

    /// Micro shogi's promoted pieces turn back when they take: such moves are listed (a
    /// position where Fairy-Stockfish lists `c3b5-` and `c3d5-` for the promoted pawn).
    #[test]
    fn a_micro_shogi_promoted_pawn_lists_its_demoting_captures() {
        let variant = variant_by_name("micro").unwrap();
        let p =
            FairyPosition::from_fen(&variant, "kb1+l/+b2+r/R1+P1/1+L1P/3K[] w - - 1 10").unwrap();
        let moves: Vec<String> = p
            .legal_move_list()
            .iter()
            .map(ToString::to_string)
            .collect();
        for m in ["c3b5-", "c3d5-"] {
            assert!(moves.iter().any(|t| t == m), "{m} in {moves:?}");
        }
    }
}
