//! The check mark, as Fairy-Stockfish's notation decides it.
//!
//! Fairy-Stockfish marks a move `+` when its `gives_check` says so and `#` when the opponent
//! then has no legal move (or the game is over by the rules). `gives_check` only looks for an
//! attack on a king (its `king` piece type): a variant whose royal pieces are commoners
//! (atomic) marks no check at all, and one with pseudo-royal pieces too (coregal's queens)
//! marks only attacks on its king. It looks at the board the move leaves as a plain move
//! leaves it, before any blast, so the capturer of atomic chess still stands on its square
//! there. A castling move checks with its rook only, unless the variant castles above the
//! first rank (only there does Fairy-Stockfish look for a discovered check).

use skazka_core::{Bitboard, Position};

use crate::position::Piece;
use crate::{FairyMove, FairyPosition, MoveKind};

/// `+`, `#` or nothing after `m`, a legal move of `position`.
pub(crate) fn mark(position: &FairyPosition, m: FairyMove) -> &'static str {
    if !position.gives_check_plainly(m) {
        return "";
    }
    let mut after = position.clone();
    after.play_unchecked(m);
    if after.game_end().is_some() || after.legal_move_count() == 0 {
        "#"
    } else {
        "+"
    }
}

impl FairyPosition {
    /// Whether `m` leaves the opponent's king (the first, if there are several) attacked,
    /// as Fairy-Stockfish's `gives_check` sees it.
    fn gives_check_plainly(&self, m: FairyMove) -> bool {
        let c = self.c();
        let us = self.turn;
        let Some(king) = c.royal.and_then(|k| self.pieces(us.other(), k).first()) else {
            return false;
        };
        if m.kind == MoveKind::Castling {
            let mut after = self.clone();
            after.play_unchecked(m);
            let occupied = after.occupied();
            if c.definition.castling_rank > 0 {
                return after.attacked(king, us, occupied);
            }
            // Only the rook may check: every other piece of ours is left out.
            let (_, rook_to) = self.castling_targets(us, m.to.index() > m.from.index());
            let others = after.pieces_of(us).without(rook_to);
            return after.attacked_except(king, us, occupied, others);
        }
        // Fairy-Stockfish never counts the attack of the moving (or dropped) king itself: a
        // king that hops like a grasshopper checks unmarked (caught-in-a-snag).
        let plain = self.played_plainly(m);
        let mover = match plain.piece_on(m.to) {
            Some(piece) if Some(piece.kind) == c.royal => Bitboard::from_square(m.to),
            _ => Bitboard::EMPTY,
        };
        plain.attacked_except(king, us, plain.occupied(), mover)
    }

    /// The board after `m` with only the move's own squares changed: the piece on its
    /// destination (promoted, demoted or dropped), the captured piece gone. Hands, rights,
    /// counters and blasts are left as they were.
    fn played_plainly(&self, m: FairyMove) -> FairyPosition {
        let us = self.turn;
        let mut board = self.clone();
        match m.kind {
            MoveKind::Pass | MoveKind::Castling => {}
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) => {
                if let Some(moved) = self.moved(m) {
                    let base = moved.in_hand.filter(|&k| k != moved.kind);
                    let piece = Piece {
                        color: us,
                        kind: moved.kind,
                    };
                    board.put(m.to, piece, base);
                }
            }
            _ => {
                let Some((piece, unpromoted)) = board.take(m.from) else {
                    return board;
                };
                let victim = if m.kind == MoveKind::EnPassant {
                    self.en_passant_victim(self.en_passant, m.to)
                } else {
                    Some(m.to)
                };
                if let Some(v) = victim {
                    board.take(v);
                }
                let (kind, base) = match m.kind {
                    MoveKind::Promotion(letter) => {
                        (self.kind_of_letter(letter).unwrap_or(piece.kind), None)
                    }
                    MoveKind::PiecePromotion => (
                        self.c().promoted[usize::from(piece.kind)].unwrap_or(piece.kind),
                        Some(piece.kind),
                    ),
                    MoveKind::PieceDemotion => (unpromoted.unwrap_or(piece.kind), None),
                    _ => (piece.kind, unpromoted),
                };
                board.put(m.to, Piece { color: us, kind }, base);
            }
        }
        board
    }
}
