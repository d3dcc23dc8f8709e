//! How a game of a data-defined variant ends by the position alone: extinction, a flag
//! reached, the last check of n-check given, and when no move is left, the values of
//! checkmate and stalemate.

use skazka_core::{Color, EndReason, Outcome};

use crate::EndValue;
use crate::position::FairyPosition;

impl FairyPosition {
    /// Pieces of `kind` (or every piece for `None`) that `color` has on the board and in hand.
    fn count_with_hand(&self, color: Color, kind: Option<u8>) -> u32 {
        match kind {
            Some(k) => self.count(color, k) + u32::from(self.hands[color.index()][usize::from(k)]),
            None => {
                self.by_color[color.index()].count()
                    + self.hands[color.index()]
                        .iter()
                        .map(|&n| u32::from(n))
                        .sum::<u32>()
            }
        }
    }

    /// The value `value` (for the side to move) as an outcome.
    pub(crate) fn judged(&self, value: EndValue, reason: EndReason) -> Option<Outcome> {
        let us = self.turn;
        match value {
            EndValue::Win => Some(Outcome::Decisive { winner: us, reason }),
            EndValue::Loss => Some(Outcome::Decisive {
                winner: us.other(),
                reason,
            }),
            EndValue::Draw => Some(Outcome::Draw { reason }),
            EndValue::None => None,
        }
    }

    /// Whether `color` has its flag pieces in its flag region.
    fn flag_reached(&self, color: Color) -> bool {
        let c = self.c();
        let region = *c.flag_region.get(color);
        if region.is_empty() {
            return false;
        }
        let pieces = match *c.flag_kind.get(color) {
            Some(k) => self.pieces(color, k),
            None => self.by_color[color.index()],
        };
        let there = pieces & region;
        // With `flagPieceBlockedWin` (kono), fewer flag pieces do when every square of the
        // region holds a piece (a wall, for Fairy-Stockfish, leaves its square empty); at
        // least one must stand there either way.
        let taken = self.by_color[0] | self.by_color[1];
        let blocked = c.definition.flag_piece_blocked_win && (region - taken).is_empty();
        if there.is_empty() || (there.count() < c.definition.flag_piece_count && !blocked) {
            return false;
        }
        // With `flagPieceSafe`, exactly as many flag pieces as needed must all be unattacked
        // (judged without the side to move's own flag under `flagMove`).
        let def = &c.definition;
        if def.flag_piece_safe
            && (!def.flag_move || color != self.turn)
            && there.count() == def.flag_piece_count
        {
            let occupied = self.occupied();
            return there
                .into_iter()
                .all(|s| !self.attacked(s, color.other(), occupied));
        }
        true
    }

    /// The end of the game the position shows before any move is generated.
    pub(crate) fn game_end(&self) -> Option<Outcome> {
        let c = self.c();
        let def = &c.definition;
        let us = self.turn;
        if def.extinction_value != EndValue::None
            && (!def.extinction_pseudo_royal || def.blast_on_capture)
        {
            // Every type at once (`*`), or each listed type: no list is built, as this runs
            // in every position.
            let all_at_once = c.extinction_kinds == u32::MAX;
            let each_listed = (0..c.kinds.len() as u8)
                .filter(|k| !all_at_once && c.extinction_kinds >> k & 1 != 0)
                .map(Some);
            let kinds = all_at_once.then_some(None).into_iter().chain(each_listed);
            for color in [us.other(), us] {
                for kind in kinds.clone() {
                    let claim = u32::from(def.extinction_claim && color == us);
                    if self.count_with_hand(color, kind) <= def.extinction_piece_count
                        && self.count_with_hand(color.other(), kind)
                            >= def.extinction_opponent_piece_count + claim
                    {
                        let value = if color == us {
                            def.extinction_value
                        } else {
                            def.extinction_value.flip()
                        };
                        return self.judged(value, EndReason::Extinction);
                    }
                }
            }
        }
        if (def.flag_move || def.flag_piece_safe) && self.flag_reached(us) {
            let king_flag = c.flag_kind.get(us.other()) == &c.royal;
            let draw = ((def.flag_move && us.is_white() && king_flag)
                || (def.flag_piece_safe && !def.flag_move))
                && self.flag_reached(us.other());
            return self.judged(
                if draw { EndValue::Draw } else { EndValue::Win },
                EndReason::FlagReached,
            );
        }
        let flag_is_king = c.royal.is_some() && *c.flag_kind.get(us) == c.royal;
        if (!def.flag_move || def.flag_piece_safe || flag_is_king) && self.flag_reached(us.other())
        {
            let mut over = true;
            if def.flag_move && flag_is_king && !us.is_white() && !self.royal_attacked(us) {
                over = !self.can_reach_flag_with_king();
            }
            if over {
                return self.judged(EndValue::Loss, EndReason::FlagReached);
            }
        }
        if !def.castling_wins.is_empty() {
            if let Some(end) = self.castling_wins_end() {
                return Some(end);
            }
        }
        if def.check_counting && self.checks_remaining[us.other().index()] == 0 {
            return self.judged(EndValue::Loss, EndReason::CheckLimit);
        }
        if c.connect_goals {
            if let Some(end) = self.connect_end() {
                return Some(end);
            }
        }
        // Two passes in a row, or kings facing each other (bikjang) left facing by the reply
        // (which can only be a pass): a draw, or what material counting makes of it. The core
        // has no reason for bikjang of its own; it is reported as the pass it ended with.
        if (self.last_pass && self.pass_before) || (self.bikjang_before && self.bikjang()) {
            return Some(self.draw_or_material(EndReason::DoublePass));
        }
        // A full board (`adjudicateFullBoard`): a draw, or what material counting makes of it.
        if def.adjudicate_full_board {
            return self.full_board_end();
        }
        None
    }

    /// The end of a game whose board is full (`adjudicateFullBoard`), if it is. Out of line:
    /// the other variants only test the rule.
    #[inline(never)]
    fn full_board_end(&self) -> Option<Outcome> {
        let full = (self.variant().geometry().all() - self.occupied()).is_empty();
        full.then(|| self.draw_or_material(EndReason::NoMoves))
    }

    /// Racing kings: whether Black's king can answer White's arrival with its own.
    fn can_reach_flag_with_king(&self) -> bool {
        let c = self.c();
        let us = self.turn;
        let region = *c.flag_region.get(us);
        let mut pseudo = crate::FairyMoveList::new();
        self.pseudo_moves(&mut pseudo);
        pseudo.into_iter().any(|m| {
            m.kind == crate::MoveKind::Normal
                && self.piece_on(m.from).map(|p| Some(p.kind)) == Some(c.royal)
                && region.contains(m.to)
                && self.is_legal_pseudo(m)
        })
    }

    /// The outcome when the side to move has no legal move.
    pub(crate) fn no_move_outcome(&self) -> Option<Outcome> {
        let def = &self.c().definition;
        let us = self.turn;
        if self.royal_attacked(us) {
            if def.shatar_mate_rule {
                return self.shatar_mate();
            }
            if def.shogi_pawn_drop_mate_illegal && self.mated_by_pawn_drop() {
                return self.judged(EndValue::Win, EndReason::Checkmate);
            }
            return self.judged(def.checkmate_value, EndReason::Checkmate);
        }
        let value = self.stalemate_value(us);
        let material = def.material_counting != crate::MaterialCounting::None;
        if value == EndValue::Draw && material {
            return Some(self.draw_or_material(EndReason::Stalemate));
        }
        self.judged(value, EndReason::Stalemate)
    }

    /// Whether the last move was a pawn drop that gives the only checks.
    /// The value of a stalemate for `us`, the side without a move: the variant's, or with
    /// `stalematePieceCount` decided by who has more men (a draw when both have as many).
    pub(crate) fn stalemate_value(&self, us: Color) -> EndValue {
        let def = &self.c().definition;
        if !def.stalemate_piece_count {
            return def.stalemate_value;
        }
        let mine = self.by_color[us.index()].count();
        let theirs = self.by_color[us.other().index()].count();
        match mine.cmp(&theirs) {
            core::cmp::Ordering::Equal => EndValue::Draw,
            core::cmp::Ordering::Less => def.stalemate_value,
            core::cmp::Ordering::Greater => def.stalemate_value.flip(),
        }
    }

    fn mated_by_pawn_drop(&self) -> bool {
        let c = self.c();
        if !self.last_drop || self.last_capture {
            return false;
        }
        let Some(pawn) = c
            .kinds
            .iter()
            .position(|k| k.kind == crate::PieceKind::ShogiPawn)
        else {
            return false;
        };
        let us = self.turn;
        let them = us.other();
        let occupied = self.occupied();
        let Some(king) = self.royals(us).first() else {
            return false;
        };
        c.kinds.iter().enumerate().all(|(k, info)| {
            k == pawn
                || info
                    .table
                    .attackers_of(king, them, occupied, self.pieces(them, k as u8))
                    .is_empty()
        })
    }
}
