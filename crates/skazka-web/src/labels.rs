//! What the page shows people besides the rules' answers: the pieces of a game (the `pieces`
//! text of the terminal program, with each piece's picture as the board draws it) and the
//! engine's score from White's side.

use serde_json::{Value, json};
use skazka::AnyGame;
use skazka::core::Color;
use skazka::engine::{format_score, mate_distance};
use skazka::svg::man_picture;

/// The pixels of a legend picture; the page scales it.
const PICTURE: u32 = 40;

/// The game's pieces: letter, board symbol, name, moves and a picture for each side.
pub fn pieces(game: &AnyGame) -> Value {
    let list: Vec<Value> = game
        .pieces()
        .iter()
        .map(|p| {
            let glyph = p.glyph();
            json!({
                "letter": p.letter,
                "symbol": p.symbol,
                "name": p.name,
                "moves": p.moves,
                "white": man_picture(&glyph, Color::White, PICTURE),
                "black": man_picture(&glyph, Color::Black, PICTURE),
            })
        })
        .collect();
    Value::Array(list)
}

/// A score for `mover` as White's: the score itself and its text (`+0.35`, `Black mates in 3`).
pub fn white_score(score: i32, mover: Color) -> (i32, String) {
    let white = if mover == Color::White { score } else { -score };
    let text = match mate_distance(white) {
        Some(n) if n > 0 => format!("White mates in {n}"),
        Some(n) => format!("Black mates in {}", -n),
        None => format_score(white),
    };
    (white, text)
}
