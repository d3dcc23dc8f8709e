//! How a game of a data-defined variant ends by the position alone: extinction, a flag
//! reached, the last check of n-check given, and when no move is left, the values of
//! checkmate and stalemate.

use skazka_core::{Bitboard, Color, EndReason, Outcome};

use crate::EndValue;
use crate::position::FairyPosition;
use crate::variant::Compiled;

/// Whether extinction ends games in `compiled`'s variant as the position shows them (its
/// pseudo-royal pieces are guarded by the legality of moves instead, but where captures
/// blast).
pub(crate) fn extinction_ends(compiled: &Compiled) -> bool {
    let def = &compiled.definition;
    def.extinction_value != EndValue::None && (!def.extinction_pseudo_royal || def.blast_on_capture)
}

/// Whether a rule besides extinction, flags, passes and facing kings may end a game of
/// `compiled`'s variant in any position: castling wins, n-check, connection goals, a full
/// board.
pub(crate) fn other_end_rules(compiled: &Compiled) -> bool {
    let def = &compiled.definition;
    !def.castling_wins.is_empty()
        || def.check_counting
        || compiled.connect_goals
        || def.adjudicate_full_board
}

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

    /// Whether `color` is down to `extinctionPieceCount` pieces of an extinction type (or of
    /// every type at once, for `*`), on the board and in hand, while its opponent holds
    /// enough of that type. This runs in every position: the types are read from their mask,
    /// and a type of which `color` has more on the board than the count is passed over
    /// without reading the hands.
    #[inline]
    fn extinct(&self, color: Color) -> bool {
        let c = self.c();
        let def = &c.definition;
        let at_most = def.extinction_piece_count;
        let claim = u32::from(def.extinction_claim && color == self.turn);
        let needed = def.extinction_opponent_piece_count + claim;
        let exhausted = |kind: Option<u8>| {
            self.count_with_hand(color, kind) <= at_most
                && (needed == 0 || self.count_with_hand(color.other(), kind) >= needed)
        };
        if c.extinction_kinds == u32::MAX {
            return self.by_color[color.index()].count() <= at_most && exhausted(None);
        }
        let mut kinds = c.extinction_kinds;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as u8;
            kinds &= kinds - 1;
            if usize::from(k) >= c.kinds.len() {
                break;
            }
            if self.count(color, k) <= at_most && exhausted(Some(k)) {
                return true;
            }
        }
        false
    }

    /// Whether a side may be extinct: whether it has no more than `extinctionPieceCount`
    /// pieces of an extinction type on the board (or of every type, for `*`). Most positions
    /// are far from it, and one pass over the types' boards, both sides at once, tells.
    #[inline]
    fn extinction_near(&self) -> bool {
        let c = self.c();
        let at_most = c.definition.extinction_piece_count;
        let [white, black] = self.by_color;
        let few = |pieces: Bitboard| pieces.count() <= at_most;
        if c.extinction_kinds == u32::MAX {
            return few(white) || few(black);
        }
        let mut kinds = c.extinction_kinds;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            let Some(&pieces) = self.by_kind.get(k) else {
                break;
            };
            if few(pieces & white) || few(pieces & black) {
                return true;
            }
        }
        false
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

    /// Whether `color` has its flag pieces in its flag region. Inline for the variants
    /// without one, which every position asks.
    #[inline(always)]
    fn flag_reached(&self, color: Color) -> bool {
        self.flag_pieces_arrived(color) && self.flag_pieces_in_region(color)
    }

    /// Whether some flag piece of `color` stands in its flag region (what [`Self::flag_reached`]
    /// asks first; most positions have none there).
    #[inline(always)]
    fn flag_pieces_arrived(&self, color: Color) -> bool {
        let c = self.c();
        let region = *c.flag_region.get(color);
        if region.is_empty() {
            return false;
        }
        let pieces = match *c.flag_kind.get(color) {
            Some(k) => self.pieces(color, k),
            None => self.by_color[color.index()],
        };
        (pieces & region).any()
    }

    /// [`Self::flag_reached`] where `color` has a flag region.
    #[inline(never)]
    fn flag_pieces_in_region(&self, color: Color) -> bool {
        let c = self.c();
        let region = *c.flag_region.get(color);
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

    /// The end of the game the position shows before any move is generated. Every node of
    /// perft asks, and in most variants only a side near extinction, a flag piece in its
    /// region, a pass or facing kings may end the game there: the rules are read only then.
    #[inline(always)]
    pub(crate) fn game_end(&self) -> Option<Outcome> {
        let c = self.c();
        let may_end = c.other_end_rules
            || self.last_pass
            || self.bikjang_before
            || (c.extinction_ends && self.extinction_near())
            || self.flag_pieces_arrived(Color::White)
            || self.flag_pieces_arrived(Color::Black);
        if may_end {
            self.game_end_by_rules()
        } else {
            None
        }
    }

    /// [`Self::game_end`], every rule read.
    #[inline(never)]
    fn game_end_by_rules(&self) -> Option<Outcome> {
        let c = self.c();
        let def = &c.definition;
        let us = self.turn;
        if c.extinction_ends && self.extinction_near() {
            for color in [us.other(), us] {
                if self.extinct(color) {
                    let value = if color == us {
                        def.extinction_value
                    } else {
                        def.extinction_value.flip()
                    };
                    return self.judged(value, EndReason::Extinction);
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
        if def.check_counting && self.out_of_checks(us.other()) {
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

#[cfg(test)]
mod tests {
    use skazka_core::{Color, EndReason, Outcome};

    use crate::forcing_games::{captures_or_checks, walk_forcing_games};
    use crate::{FairyPosition, Variant, catalogue, ini, variant_by_name};

    /// The end of a game is read from the rules only where one may have come (see
    /// `FairyPosition::game_end`): in every catalogue variant, along games of captures and
    /// checks that run to their ends, that look finds every end all the rules find.
    #[test]
    fn the_quick_look_for_a_games_end_misses_no_end_the_rules_find() {
        let mut failures = Vec::new();
        for name in catalogue::names() {
            let variant = variant_by_name(name).unwrap();
            walk_forcing_games(&variant, 4, 200, 17, captures_or_checks, |p| {
                if p.game_end() != p.game_end_by_rules() {
                    failures.push(format!("{name}: {}", p.fen_text()));
                }
                true
            });
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    fn end_of(variant: &Variant, fen: &str) -> Option<Outcome> {
        FairyPosition::from_fen(variant, fen).unwrap().game_end()
    }

    fn extinct(winner: Color) -> Option<Outcome> {
        Some(Outcome::Decisive {
            winner,
            reason: EndReason::Extinction,
        })
    }

    /// Extinction chess: a side without a piece of one of its types has lost, whichever side
    /// is to move; with one of each left, the game goes on.
    #[test]
    fn losing_every_piece_of_one_type_loses_the_extinction_game() {
        let v = variant_by_name("extinction").unwrap();
        let no_white_queen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR";
        let end = |board: &str, turn: &str| end_of(&v, &format!("{board} {turn} kq - 0 1"));
        assert_eq!(end(no_white_queen, "w"), extinct(Color::Black));
        assert_eq!(end(no_white_queen, "b"), extinct(Color::Black));
        let no_black_pawn = "rnbqkbnr/8/8/8/8/8/PPPPPPPP/RNBQKBNR";
        assert_eq!(end(no_black_pawn, "w"), extinct(Color::White));
        let one_of_each = "4k3/3pq3/2rbn3/8/8/2RBN3/3PQ3/4K3";
        assert_eq!(end(one_of_each, "w"), None);
    }

    /// Three kings: `extinctionPieceCount = 2`, so a side down to two kings has lost.
    #[test]
    fn a_side_down_to_the_extinction_piece_count_has_lost() {
        let v = variant_by_name("threekings").unwrap();
        let two_black_kings = "knbq1bnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1";
        assert_eq!(end_of(&v, two_black_kings), extinct(Color::White));
        let three_each = "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1";
        assert_eq!(end_of(&v, three_each), None);
    }

    /// Giveaway (`extinctionPieceTypes = *`): the side that has lost every piece has won.
    #[test]
    fn losing_every_piece_wins_giveaway() {
        let v = variant_by_name("giveaway").unwrap();
        assert_eq!(
            end_of(&v, "8/8/8/8/8/8/8/4K3 w - - 0 1"),
            extinct(Color::Black)
        );
        assert_eq!(end_of(&v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), None);
    }

    /// A piece in hand counts: a side whose last queen is in its hand is not extinct.
    #[test]
    fn a_piece_in_hand_keeps_its_type_alive() {
        let text = "[extinction-house:extinction]\npieceDrops = true\ncapturesToHand = true\n";
        let definition = ini::parse(text, &catalogue::get).unwrap().remove(0);
        let v = Variant::new(definition).unwrap();
        let board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR";
        let end = |hand: &str| end_of(&v, &format!("{board}[{hand}] w kq - 0 1"));
        assert_eq!(end("Q"), None);
        assert_eq!(end("q"), extinct(Color::Black));
    }
}
