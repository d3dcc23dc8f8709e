//! The counting rules of makruk, Cambodian chess and the ASEAN rules (`countingRule`): once a side is left with
//! few pieces and no pawn remains, the stronger side must mate within a number of moves that
//! depends on the material, or the game is drawn. The count is written in the FEN in place of
//! the en-passant square and the move-limit counter, as Fairy-Stockfish writes it.

use skazka_core::Color;

use crate::position::FairyPosition;
use crate::{CountingRule, PieceKind};

impl FairyPosition {
    /// Pieces of Fairy-Stockfish's type `kind` that `color` has (both colours for `None`).
    fn count_kind(&self, kind: PieceKind, color: Option<Color>) -> u32 {
        let c = self.c();
        c.kinds.iter().position(|k| k.kind == kind).map_or(0, |k| {
            let pieces = self.by_kind[k];
            match color {
                Some(color) => (pieces & self.by_color[color.index()]).count(),
                None => pieces.count(),
            }
        })
    }

    fn count_all(&self, color: Color) -> u32 {
        self.by_color[color.index()].count()
    }

    /// The number of moves `side` has to mate in under the counting rule, or 0 when the rule
    /// does not count for it.
    fn count_limit(&self, side: Color) -> u32 {
        let other = Some(side.other());
        let pawns = self.count_kind(PieceKind::Pawn, None);
        match self.c().definition.counting_rule {
            CountingRule::None => 0,
            CountingRule::Makruk => {
                if pawns > 0 || self.count_all(side.other()) == 1 {
                    0
                } else if self.count_all(side) > 1 {
                    64
                } else {
                    self.pieces_honour_limit(side)
                }
            }
            CountingRule::Cambodian => self.cambodian_limit(side),
            CountingRule::Asean => {
                if pawns > 0 || self.count_all(side) > 1 {
                    0
                } else if self.count_kind(PieceKind::Rook, other) > 0 {
                    16
                } else if self.count_kind(PieceKind::Silver, other) > 0 {
                    44
                } else if self.count_kind(PieceKind::Knight, other) > 0 {
                    64
                } else {
                    0
                }
            }
        }
    }

    /// Cambodian chess's limits: the board's honour counts only while the side counting has
    /// at most three pieces, and each limit is one move shorter than makruk's.
    fn cambodian_limit(&self, side: Color) -> u32 {
        if self.count_all(side) > 3 || self.count_all(side.other()) == 1 {
            0
        } else if self.count_all(side) > 1 {
            63
        } else if self.count_kind(PieceKind::Pawn, None) > 0 {
            0
        } else {
            self.pieces_honour_limit(side) - 1
        }
    }

    /// Makruk's pieces' honour: the limit when `side`, its king alone, counts against the
    /// opponent's strongest pieces.
    fn pieces_honour_limit(&self, side: Color) -> u32 {
        let other = Some(side.other());
        if self.count_kind(PieceKind::Rook, other) > 1 {
            8
        } else if self.count_kind(PieceKind::Rook, other) == 1 {
            16
        } else if self.count_kind(PieceKind::Silver, other) > 1 {
            22
        } else if self.count_kind(PieceKind::Knight, other) > 1 {
            32
        } else if self.count_kind(PieceKind::Silver, other) == 1 {
            44
        } else {
            64
        }
    }

    /// Starts or restarts the count after a move by `mover` that captured `captured` (a type
    /// index) or promoted; the side now to move is `mover`'s opponent.
    pub(crate) fn update_counting(&mut self, mover: Color, captured: Option<u8>, promotion: bool) {
        let rule = self.c().definition.counting_rule;
        if rule == CountingRule::None {
            return;
        }
        let to_move = mover.other();
        let pawn_captured =
            captured.is_some_and(|k| self.c().kinds[usize::from(k)].kind == PieceKind::Pawn);
        if rule != CountingRule::Asean
            && pawn_captured
            && self.count_all(mover) == 1
            && self.count_kind(PieceKind::Pawn, None) == 0
            && self.count_limit(mover) > 0
        {
            self.counting_limit = 2 * self.count_limit(mover);
            self.counting_ply =
                2 * (self.count_all(Color::White) + self.count_all(Color::Black)) - 1;
        }
        let fresh = self.counting_limit == 0
            || ((captured.is_some() || promotion) && self.count_all(to_move) == 1);
        if fresh && self.count_limit(to_move) > 0 {
            self.counting_limit = 2 * self.count_limit(to_move);
            self.counting_ply = if rule == CountingRule::Asean || self.count_all(to_move) > 1 {
                0
            } else {
                2 * (self.count_all(Color::White) + self.count_all(Color::Black))
            };
        }
    }

    /// Whether the count has run out: the game is drawn (unless the side to move is mated).
    pub(crate) fn count_expired(&self) -> bool {
        self.counting_limit != 0 && self.counting_ply > self.counting_limit
    }
}
