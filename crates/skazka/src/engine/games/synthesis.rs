//! Synthesis chess: the crate's own piece values, centralisation, and mobility by day and
//! night.

use skazka_core::{Bitboard, Color, Geometry, Position, Square};
use skazka_synthesis::{NightRookBishop, PieceKind, Synthesis};

use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mating_pressure};
use crate::render::{Cell, figurine};

const GEO: Geometry = Geometry::CHESS;

/// Centipawns per square a man reaches (empty, or an enemy man's), by kind. A Rook and a
/// Bishop trade movements between day and night, so they weigh the same; the Queen's day
/// moves are many, its night leaps few, and it gets the least per square.
fn mobility_weight(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Knight => 4,
        PieceKind::Bishop | PieceKind::Rook => 3,
        PieceKind::Queen => 2,
        PieceKind::Pawn | PieceKind::King => 0,
    }
}

/// The mobility of `color`'s pieces in the movement they have at `color`'s next move: by
/// night a Rook counts its Bishop lines (its ferz steps after the Queen is lost), a Bishop its
/// Rook lines, the Queen its Knight leaps. The squares come from the rules' own attack sets, so
/// options (square-coloured day and night, classical night moves) count as they play.
fn mobility(pos: &Synthesis, color: Color) -> i32 {
    let n = pos.next_fullmove(color);
    let own = PieceKind::ALL
        .iter()
        .fold(Bitboard::EMPTY, |men, &kind| men | pos.pieces(color, kind));
    [
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
    ]
    .iter()
    .map(|&kind| {
        pos.pieces(color, kind)
            .into_iter()
            .map(|s| (pos.attacks_from(s, n) - own).count() as i32)
            .sum::<i32>()
            * mobility_weight(kind)
    })
    .sum()
}

impl Evaluate for Synthesis {
    fn material(&self, color: Color) -> i32 {
        PieceKind::ALL
            .iter()
            .map(|&k| self.pieces(color, k).count() as i32 * k.value())
            .sum()
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let placement = |color: Color| -> i32 {
            [PieceKind::Knight, PieceKind::Bishop, PieceKind::Pawn]
                .iter()
                .flat_map(|&k| self.pieces(color, k))
                .map(|s| center_bonus(GEO, s, 4))
                .sum()
        };
        let lead = self.material(us) - self.material(!us);
        let (ours, theirs) = (self.king_square(us), self.king_square(!us));
        let pressure =
            mating_pressure(GEO, ours, theirs, lead) - mating_pressure(GEO, theirs, ours, -lead);
        lead + placement(us) - placement(!us) + pressure + mobility(self, us) - mobility(self, !us)
    }
}

impl Playable for Synthesis {
    fn cell(&self, square: Square) -> Option<Cell> {
        let p = self.piece_at(square)?;
        let letter = p.char();
        let text = figurine(letter, p.color).unwrap_or(letter);
        Some(Cell::new(p.color, text.to_string()))
    }

    fn diagram(&self) -> String {
        self.board_diagram()
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        let swap = self.options().night_rook_bishop == NightRookBishop::Swap;
        PieceKind::ALL
            .iter()
            .map(|&kind| {
                let day = kind.betza_by_day();
                let night = match kind.betza_by_night() {
                    Some(_) if !swap && matches!(kind, PieceKind::Rook | PieceKind::Bishop) => day,
                    Some(b) => b,
                    None => "only at midnight",
                };
                let castles = if kind == PieceKind::King {
                    ", castles"
                } else {
                    ""
                };
                let letter = kind.char().to_ascii_uppercase();
                PieceInfo::new(
                    letter,
                    super::orthodox_symbol(letter),
                    kind.name(),
                    format!("by day {day}{castles}; by night {night}; in classical chess {day}"),
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Synthesis {
        fen.parse().expect("a legal position")
    }

    #[test]
    fn a_rook_is_valued_by_its_night_bishop_moves_when_its_side_moves_by_night() {
        // The Rook's file and rank are open, its diagonal is shut by its own pawn.
        let day = pos("4k3/8/8/8/8/8/1P6/R3K3 w - - 0 1 S:-:0 S:-:0");
        let night = pos("4k3/8/8/8/8/8/1P6/R3K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&day, Color::White), 10 * 3);
        assert_eq!(mobility(&night, Color::White), 0);
        // Open diagonals and a shut file: the other way round.
        let day = pos("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1 S:-:0 S:-:0");
        let night = pos("4k3/8/8/8/8/8/P7/R3K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&day, Color::White), 3 * 3);
        assert_eq!(mobility(&night, Color::White), 7 * 3);
        assert!(night.evaluate() > day.evaluate());
    }

    #[test]
    fn a_bishop_is_valued_by_its_night_rook_moves_when_its_side_moves_by_night() {
        let day = pos("4k3/8/8/8/8/8/8/B3K3 w - - 0 1 S:-:0 S:-:0");
        let night = pos("4k3/8/8/8/8/8/8/B3K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&day, Color::White), 7 * 3);
        // a2-a8 and b1-d1, up to its own King.
        assert_eq!(mobility(&night, Color::White), 10 * 3);
    }

    #[test]
    fn a_queen_is_valued_by_its_knight_leaps_by_night() {
        let day = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
        let night = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&day, Color::White), 27 * 2);
        assert_eq!(mobility(&night, Color::White), 8 * 2);
    }

    #[test]
    fn the_side_not_to_move_is_valued_in_the_mode_of_its_next_move() {
        // Black moves at night (fullmove 2); White's next move is the day of fullmove 3.
        let p = pos("4k3/8/8/8/8/8/1P6/R3K3 b - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::White), 10 * 3);
        // White to move at fullmove 2: Black also moves at night, at fullmove 2.
        let p = pos("r3k3/1p6/8/8/8/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::Black), 0);
    }

    #[test]
    fn after_its_queen_is_lost_away_from_home_a_rook_by_night_steps_as_a_ferz() {
        let post = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 P:-:0 S:-:0");
        assert_eq!(mobility(&post, Color::White), 4 * 3);
        let syn = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&syn, Color::White), 13 * 3);
    }

    #[test]
    fn men_of_the_own_side_are_not_counted_as_reachable_and_enemy_men_are() {
        let p = pos("4k3/8/8/8/8/8/r7/R3K3 w - - 0 1 S:-:0 S:-:0");
        // a2 (the enemy Rook, takeable) and b1, c1, d1.
        assert_eq!(mobility(&p, Color::White), 4 * 3);
    }

    #[test]
    fn the_start_position_is_level() {
        assert_eq!(Synthesis::default().evaluate(), 0);
    }
}
