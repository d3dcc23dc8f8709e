//! Castling rights that decide the game (`castlingWins`, castle chess) and castling that
//! takes the opponent's right on the same side (`oppositeCastling`), as Fairy-Stockfish plays
//! them.

use skazka_core::{Bitboard, Color, EndReason, Outcome};

use crate::EndValue;
use crate::position::FairyPosition;

/// The colour and the side (king's side: true) of a castling right's FEN letter.
fn right_of(letter: char) -> Option<(Color, bool)> {
    match letter {
        'K' => Some((Color::White, true)),
        'Q' => Some((Color::White, false)),
        'k' => Some((Color::Black, true)),
        'q' => Some((Color::Black, false)),
        _ => None,
    }
}

impl FairyPosition {
    /// The rooks of `color` that keep a castling right on the king's side (`kingside`) or
    /// the queen's: beyond its castling king on that side (or, with no king found, beyond
    /// the castling king's file).
    pub(crate) fn castling_rooks_on(&self, color: Color, kingside: bool) -> Bitboard {
        let geo = self.variant().geometry();
        let king_file = match self.castling_king_square(color) {
            Some(king) => geo.xy(king).0,
            None => self.c().definition.castling_king_file,
        };
        (self.castling & self.by_color[color.index()])
            .into_iter()
            .filter(|&r| (geo.xy(r).0 > king_file) == kingside)
            .collect()
    }

    /// The end by `castlingWins`, if the last move decided it: castling on a winning side
    /// wins for the side that castled; else a side left with none of its winning rights
    /// loses (the opponent of the side to move judged first, as a capture of a rook can take
    /// both sides' rights). Out of line: the other variants only test the rule.
    #[inline(never)]
    pub(crate) fn castling_wins_end(&self) -> Option<Outcome> {
        let rights: Vec<(Color, bool)> = self
            .c()
            .definition
            .castling_wins
            .chars()
            .filter_map(right_of)
            .collect();
        let us = self.turn;
        if let Some(kingside) = self.last_castling {
            if rights.contains(&(us.other(), kingside)) {
                return self.judged(EndValue::Loss, EndReason::FlagReached);
            }
        }
        for color in [us.other(), us] {
            let mut sides = rights
                .iter()
                .filter(|(c, _)| *c == color)
                .map(|&(_, side)| side)
                .peekable();
            if sides.peek().is_none() {
                continue;
            }
            // A side with winning rights that keeps none of them.
            if !sides.any(|side| self.castling_rooks_on(color, side).any()) {
                let value = if color == us {
                    EndValue::Loss
                } else {
                    EndValue::Win
                };
                return self.judged(value, EndReason::FlagReached);
            }
        }
        None
    }
}
