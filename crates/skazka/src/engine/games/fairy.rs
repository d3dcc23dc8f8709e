//! Variants defined as data: values of Fairy-Stockfish's piece types (a custom piece's from its
//! reach), pieces in hand, centralisation; boards drawn with figurines for the orthodox pieces
//! and letters for the others.

use core::fmt::Write as _;

use skazka_core::{Color, Position, Rules, Square};
use skazka_fairy::{FairyMove, MoveKind, PieceKind};
use skazka_svg::Glyph;

use crate::data::game::FairyGame;
use crate::engine::{Evaluate, PieceInfo, Playable, center_bonus, mating_pressure};
use crate::render::{Cell, figurine};

impl FairyGame {
    /// The square of `color`'s royal piece, if it has one.
    fn royal_square(&self, color: Color) -> Option<Square> {
        let royal = self.facts.royal?;
        self.position
            .pieces_of(color)
            .into_iter()
            .find(|&s| self.position.letter_on(s).map(|c| c.to_ascii_uppercase()) == Some(royal))
    }

    /// The letters of the piece types, upper case, in the definition's order.
    fn letters(&self) -> impl Iterator<Item = char> + '_ {
        self.facts.pieces.iter().map(|(letter, _, _)| *letter)
    }

    /// The value of `color`'s pieces in hand.
    fn hand_material(&self, color: Color) -> i32 {
        self.letters()
            .map(|l| self.position.in_hand(color, l) as i32 * self.facts.value(l))
            .sum()
    }

    /// What the board shows for a piece with `letter` (either case) of `color`.
    fn symbol(&self, letter: char, color: Color) -> String {
        self.facts
            .orthodox_letter(letter)
            .and_then(|l| figurine(l, color))
            .map_or_else(
                || match color {
                    Color::White => letter.to_ascii_uppercase().to_string(),
                    Color::Black => letter.to_ascii_lowercase().to_string(),
                },
                String::from,
            )
    }

    /// How the board draws a piece with `letter`: as an orthodox piece when it moves as one,
    /// else as a token with its letter (as `skazka-svg` draws this game).
    fn glyph(&self, letter: char) -> Glyph {
        match self.facts.orthodox_letter(letter) {
            Some('K') => Glyph::King,
            Some('Q') => Glyph::Queen,
            Some('R') => Glyph::Rook,
            Some('B') => Glyph::Bishop,
            Some('N') => Glyph::Knight,
            Some('P') => Glyph::Pawn,
            _ => Glyph::token(letter.to_ascii_uppercase().to_string()),
        }
    }

    /// Whether the variant has pieces in hand.
    fn has_hands(&self) -> bool {
        let d = self.position.variant().definition();
        d.has_hands() || d.captures_to_hand
    }
}

impl Evaluate for FairyGame {
    fn material(&self, color: Color) -> i32 {
        let board: i32 = self
            .position
            .pieces_of(color)
            .into_iter()
            .filter_map(|s| self.position.letter_on(s))
            .map(|l| self.facts.value(l))
            .sum();
        board + self.hand_material(color)
    }

    /// A move onto an enemy piece and an en-passant capture take material; a drop, castling
    /// and a pass never do; other moves are left to the engine's comparison.
    fn takes_material(&self, m: FairyMove) -> Option<bool> {
        match m.kind() {
            MoveKind::EnPassant => Some(true),
            MoveKind::Drop(_) | MoveKind::Castling | MoveKind::Pass => Some(false),
            _ if self.position.pieces_of(!self.turn()).contains(m.to()) => Some(true),
            _ => None,
        }
    }

    /// The value of the enemy piece on the target square; 0 for a drop, castling and a
    /// pass; other moves (en passant, and moves that take elsewhere) are left to the engine.
    fn captured_value(&self, m: FairyMove) -> Option<i32> {
        match m.kind() {
            MoveKind::EnPassant => None,
            MoveKind::Drop(_) | MoveKind::Castling | MoveKind::Pass => Some(0),
            _ if self.position.pieces_of(!self.turn()).contains(m.to()) => {
                self.position.letter_on(m.to()).map(|l| self.facts.value(l))
            }
            _ => None,
        }
    }

    fn mover_value(&self, m: FairyMove) -> i32 {
        m.from()
            .and_then(|s| self.position.letter_on(s))
            .map_or(0, |l| self.facts.value(l))
    }

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let geo = self.facts.geometry;
        let side = |color: Color| -> i32 {
            let board: i32 = self
                .position
                .pieces_of(color)
                .into_iter()
                .filter_map(|s| self.position.letter_on(s).map(|l| (s, l)))
                .map(|(s, l)| {
                    let value = self.facts.value(l);
                    let center = if value == 0 || self.facts.is_pawn(l) {
                        0
                    } else {
                        center_bonus(geo, s, 3)
                    };
                    value + center
                })
                .sum();
            board + self.hand_material(color)
        };
        let lead = self.material(us) - self.material(!us);
        let (ours, theirs) = (self.royal_square(us), self.royal_square(!us));
        let pressure =
            mating_pressure(geo, ours, theirs, lead) - mating_pressure(geo, theirs, ours, -lead);
        side(us) - side(!us) + pressure
    }
}

impl Playable for FairyGame {
    fn cell(&self, square: Square) -> Option<Cell> {
        // A wall belongs to neither side; it is drawn as the FEN writes it.
        if self.position.walls().contains(square) {
            return Some(Cell::new(Color::Black, "*"));
        }
        let letter = self.position.letter_on(square)?;
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Cell::new(color, self.symbol(letter, color)))
    }

    /// The board in letters (rank 1 at the bottom), the file letters, then the pieces in hand
    /// in a variant that has them.
    fn diagram(&self) -> String {
        let geo = self.geometry();
        let mut out = String::new();
        for y in (0..geo.ranks()).rev() {
            let _ = write!(out, "{:>2} ", y + 1);
            for x in 0..geo.files() {
                out.push(' ');
                let square = geo.sq(x, y);
                let wall = self.position.walls().contains(square);
                let shown = if wall {
                    Some('*')
                } else {
                    self.position.letter_on(square)
                };
                out.push(shown.unwrap_or('.'));
            }
            out.push('\n');
        }
        out.push_str("   ");
        for x in 0..geo.files() {
            out.push(' ');
            out.push(char::from(b'a' + x));
        }
        out.push('\n');
        if self.has_hands() {
            for color in [Color::White, Color::Black] {
                let mut held = String::new();
                for l in self.letters() {
                    let n = self.position.in_hand(color, l);
                    let shown = match color {
                        Color::White => l,
                        Color::Black => l.to_ascii_lowercase(),
                    };
                    for _ in 0..n {
                        held.push(shown);
                    }
                }
                if held.is_empty() {
                    held.push('-');
                }
                let _ = writeln!(out, "in hand, {color}: {held}");
            }
        }
        out
    }

    /// Where a move puts its wall (the Amazons' arrow, duck chess's duck), which a click on
    /// the move's two squares then asks for.
    fn move_note(&self, m: FairyMove) -> Option<String> {
        let wall = m.wall()?;
        Some(format!("wall on {}", wall.display(self.geometry())))
    }

    fn pieces(&self) -> Vec<PieceInfo> {
        self.facts
            .pieces
            .iter()
            .map(|(letter, kind, betza)| {
                let mut moves = if betza.is_empty() {
                    "does not move".to_owned()
                } else {
                    betza.clone()
                };
                if *kind == PieceKind::King {
                    moves.push_str(" (royal)");
                }
                PieceInfo::new(
                    letter,
                    self.symbol(*letter, Color::White),
                    kind.name(),
                    moves,
                )
                .drawn_as(self.glyph(*letter))
            })
            .collect()
    }
}
