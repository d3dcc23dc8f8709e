//! Moves as programs show them: their move text, their SAN and the squares a user clicks.

use std::collections::HashMap;

use skazka_core::san::{San, write_san};
use skazka_core::{Color, Geometry, Rules, Square};
use skazka_svg::{Draw, Glyph, Scene};

use crate::engine::{PieceInfo, Playable};

/// A legal move with what a user interface needs to show it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LegalMove {
    /// The move in the game's move text (`e2e4`, `P@e4`, `ST@d4`).
    pub text: String,
    /// The move in short algebraic notation.
    pub san: String,
    /// The square the move starts from, if it has one (a drop has none).
    pub from: Option<String>,
    /// The square the move goes to or acts on, if it has one (a pass has none).
    pub to: Option<String>,
    /// What the move chooses, when a click on its squares has to ask: a drop, a placement,
    /// a mutation, or one of several moves between the same two squares (promotions, parts
    /// of a tower). `None` for a move its squares alone decide.
    #[cfg_attr(feature = "serde", serde(default))]
    pub choice: Option<Choice>,
}

/// What a move chooses, named for people.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Choice {
    /// The letter of the piece the move leaves on its square, as
    /// [`AnyGame::pieces`](crate::AnyGame::pieces) lists it.
    pub piece: Option<String>,
    /// That piece's name.
    pub name: Option<String>,
    /// What the move costs or takes besides (`2 stones`, `the top 2 of 3`).
    pub note: Option<String>,
}

/// A move that was played or taken back, in both notations.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayedMove {
    /// The move in the game's move text.
    pub text: String,
    /// The move in short algebraic notation, as written in the position it was played in.
    pub san: String,
    /// The side that played it (or rolled the die).
    pub side: Color,
}

impl PlayedMove {
    /// `m` of `position`, in both notations.
    pub(crate) fn of<P: San>(position: &P, m: P::Move) -> PlayedMove {
        PlayedMove {
            text: position.display_move(m).to_string(),
            san: write_san(position, m),
            side: position.turn(),
        }
    }
}

/// The legal moves of `position` with their squares.
pub(crate) fn legal_moves<P: San + Draw>(position: &P, moves: &[P::Move]) -> Vec<LegalMove> {
    let geo = position.geometry();
    let before = position.scene();
    moves
        .iter()
        .map(|&m| {
            let PlayedMove { text, san, .. } = PlayedMove::of(position, m);
            // A wall written after a comma (`d1d5,d5d8`) is what the move chooses, not
            // where it goes.
            let body = text.split(',').next().unwrap_or_default();
            let (from, to) = match squares_in(body, geo).as_slice() {
                [] => castling_squares(position, m, &before),
                [one] => (None, Some(*one)),
                [first, .., last] => (Some(*first), Some(*last)),
            };
            let name = |s: Square| s.display(geo).to_string();
            LegalMove {
                text,
                san,
                from: from.map(name),
                to: to.map(name),
                choice: None,
            }
        })
        .collect()
}

/// Names what each move of `legal` chooses (the moves of `position`, in the same order),
/// where a click on its squares has to ask.
pub(crate) fn name_choices<P: Playable>(position: &P, moves: &[P::Move], legal: &mut [LegalMove]) {
    let mut shared: HashMap<(Option<String>, Option<String>), usize> = HashMap::new();
    for l in legal.iter() {
        *shared.entry((l.from.clone(), l.to.clone())).or_default() += 1;
    }
    let pieces = position.pieces();
    for (l, &m) in legal.iter_mut().zip(moves) {
        let asks =
            l.to.is_some() && (l.from.is_none() || shared[&(l.from.clone(), l.to.clone())] > 1);
        if asks {
            l.choice = Some(choice_of(position, m, l.to.as_deref(), &pieces));
        }
    }
}

/// The piece `m` leaves on `to` (the top man there after the move) and the game's note on it.
fn choice_of<P: Playable>(
    position: &P,
    m: P::Move,
    to: Option<&str>,
    pieces: &[PieceInfo],
) -> Choice {
    let square = to.and_then(|t| position.geometry().parse_square(t).ok());
    let glyph = square.and_then(|s| {
        let mut after = position.clone();
        after.play_unchecked(m);
        after.scene().men(s).last().map(|man| man.glyph.clone())
    });
    let piece = glyph.and_then(|g| {
        pieces
            .iter()
            .find(|p| p.glyph() == g)
            .or_else(|| pieces.iter().find(|p| p.glyph().name() == g.name()))
    });
    Choice {
        piece: piece.map(|p| p.letter.clone()),
        name: piece.map(|p| p.name.clone()),
        note: position.move_note(m),
    }
}

/// A move whose text names no square (castling written `O-O`): the king's squares.
fn castling_squares<P: Rules + Draw>(
    position: &P,
    m: P::Move,
    before: &Scene,
) -> (Option<Square>, Option<Square>) {
    let mut after = position.clone();
    after.play_unchecked(m);
    let from = king_square(before, position.turn());
    let to = king_square(&after.scene(), position.turn());
    match (from, to) {
        (Some(f), Some(t)) if f != t => (Some(f), Some(t)),
        _ => (None, None),
    }
}

/// The squares named in a move's text, in order (`e2(2)e4` names e2 and e4, `ST@d4` names d4,
/// `a10` on a board of ten ranks is one square).
pub(crate) fn squares_in(text: &str, geo: Geometry) -> Vec<Square> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let file_ok = c.is_ascii_lowercase() && c - b'a' < geo.files();
        let prev_letter = i > 0 && bytes[i - 1].is_ascii_alphabetic();
        if file_ok && !prev_letter && i + 1 < bytes.len() && bytes[i + 1].is_ascii_digit() {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j].is_ascii_digit() && j - i <= 2 {
                j += 1;
            }
            // Take the longest number that is a rank of the board.
            let mut end = j;
            while end > i + 1 {
                if let Ok(s) = geo.parse_square(&text[i..end]) {
                    out.push(s);
                    break;
                }
                end -= 1;
            }
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// Where the king of `color` stands in `scene`.
fn king_square(scene: &Scene, color: Color) -> Option<Square> {
    scene.geometry.squares().find(|&s| {
        scene
            .men(s)
            .last()
            .is_some_and(|m| m.color == color && m.glyph == Glyph::King)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_found_in_every_move_text() {
        let g8 = Geometry::CHESS;
        let g10 = Geometry::TEN_BY_TEN;
        let names = |t: &str, g: Geometry| -> Vec<String> {
            squares_in(t, g)
                .iter()
                .map(|s| s.display(g).to_string())
                .collect()
        };
        assert_eq!(names("e2e4", g8), ["e2", "e4"]);
        assert_eq!(names("e7e8q", g8), ["e7", "e8"]);
        assert_eq!(names("e2(2)e4", g8), ["e2", "e4"]);
        assert_eq!(names("d8(1)d4=N", g8), ["d8", "d4"]);
        assert_eq!(names("ST@d4", g8), ["d4"]);
        assert_eq!(names("NN@g1", g8), ["g1"]);
        assert_eq!(names("--", g8), Vec::<String>::new());
        assert_eq!(names("[N]", g8), Vec::<String>::new());
        assert_eq!(names("e10e9", g10), ["e10", "e9"]);
        assert_eq!(names("a1j10", g10), ["a1", "j10"]);
        assert_eq!(names("d9d10+A", g10), ["d9", "d10"]);
    }
}
