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

/// The mobility of `color`'s pieces over its next two moves, each in the movement it has at
/// that move: under the default time-based day and night one move is by day and one by night,
/// so a Rook counts its Rook lines and its Bishop lines (its ferz steps after the Queen is
/// lost), a Bishop the other way round, the Queen its Queen lines and its Knight leaps. A piece
/// that changes its movement from one move to the next is worth what it can do over both; the
/// next move alone measured no better than no mobility at all (docs/engine.md, "Matches"). The
/// squares come from the rules' own attack sets, so options (square-coloured day and night,
/// classical night moves, blocks of moves) count as they play.
fn mobility(pos: &Synthesis, color: Color) -> i32 {
    let next = pos.next_fullmove(color);
    let own = PieceKind::ALL
        .iter()
        .fold(Bitboard::EMPTY, |men, &kind| men | pos.pieces(color, kind));
    let reached = |s: Square| -> i32 {
        let now = (pos.attacks_from(s, next) - own).count() as i32;
        // A Knight moves alike by day and night: once is enough.
        if pos.pieces(color, PieceKind::Knight).contains(s) {
            return 2 * now;
        }
        now + (pos.attacks_from(s, next.saturating_add(1)) - own).count() as i32
    };
    let both: i32 = [
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
    ]
    .iter()
    .map(|&kind| {
        pos.pieces(color, kind)
            .into_iter()
            .map(reached)
            .sum::<i32>()
            * mobility_weight(kind)
    })
    .sum();
    both / 2
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
    use skazka_synthesis::Options;

    use super::*;

    fn pos(fen: &str) -> Synthesis {
        fen.parse().expect("a legal position")
    }

    #[test]
    fn a_rook_counts_its_day_rook_lines_and_its_night_bishop_lines() {
        // File and rank open (a2-a8, b1-d1), the diagonal shut by its own pawn.
        let p = pos("4k3/8/8/8/8/8/1P6/R3K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::White), 10 * 3 / 2);
        // The file shut, the diagonal open: b2-h8 by night.
        let p = pos("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::White), (3 + 7) * 3 / 2);
        // Whose move it is makes no difference: the next two moves are a day and a night.
        let p = pos("4k3/8/8/8/8/8/P7/R3K3 b - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::White), (3 + 7) * 3 / 2);
    }

    #[test]
    fn a_bishop_counts_its_night_rook_lines() {
        let p = pos("4k3/8/8/8/8/8/8/B3K3 w - - 0 1 S:-:0 S:-:0");
        // b2-h8 by day; a2-a8 and b1-d1, up to its own King, by night.
        assert_eq!(mobility(&p, Color::White), (7 + 10) * 3 / 2);
    }

    #[test]
    fn a_queen_counts_its_night_knight_leaps() {
        let p = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::White), (27 + 8) * 2 / 2);
    }

    #[test]
    fn after_its_queen_is_lost_away_from_home_a_rook_steps_as_a_ferz_by_night() {
        let post = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 P:-:0 S:-:0");
        assert_eq!(mobility(&post, Color::White), (14 + 4) * 3 / 2);
        let syn = pos("4k3/8/8/8/3R4/8/8/4K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&syn, Color::White), (14 + 13) * 3 / 2);
    }

    #[test]
    fn the_modes_of_a_sides_own_next_two_moves_count() {
        // Days and nights of two fullmoves each: 1 and 2 are days, 3 and 4 nights.
        let options: Options = "day_night=blocks:2".parse().expect("options");
        let at = |fen: &str| Synthesis::from_fen(fen, &options).expect("a legal position");
        let two_days = at("4k3/8/8/8/8/8/1P6/R3K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(mobility(&two_days, Color::White), (10 + 10) * 3 / 2);
        let day_and_night = at("4k3/8/8/8/8/8/1P6/R3K3 w - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&day_and_night, Color::White), 10 * 3 / 2);
        // Black to move at fullmove 2: White's next moves are at 3 and 4, two nights.
        let two_nights = at("4k3/8/8/8/8/8/1P6/R3K3 b - - 0 2 S:-:0 S:-:0");
        assert_eq!(mobility(&two_nights, Color::White), 0);
        assert!(two_days.evaluate() > day_and_night.evaluate());
    }

    #[test]
    fn men_of_the_own_side_are_not_counted_as_reachable_and_enemy_men_are() {
        // By day a2 (the enemy Rook, which may be taken) and b1-d1; by night b2-h8.
        let p = pos("4k3/8/8/8/8/8/r7/R3K3 w - - 0 1 S:-:0 S:-:0");
        assert_eq!(mobility(&p, Color::White), (4 + 7) * 3 / 2);
    }

    #[test]
    fn the_start_position_is_level() {
        assert_eq!(Synthesis::default().evaluate(), 0);
    }
}
