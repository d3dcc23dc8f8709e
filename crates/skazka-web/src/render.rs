//! What a game looks like outside its JSON: its picture with the squares a click selects, and
//! its record.

use skazka::AnyGame;
use skazka::core::Color;
use skazka_svg::Options;

use crate::ending::Ending;

/// The names of the squares the last ply changed.
pub fn last_move(game: &AnyGame) -> Vec<String> {
    let geo = game.geometry();
    game.last_move_squares()
        .into_iter()
        .map(|s| s.display(geo).to_string())
        .collect()
}

/// The board as SVG, from `orientation`'s side, with the last move and, when a square is
/// `selected`, the squares its piece can go to.
pub fn svg(game: &AnyGame, orientation: Color, size: u32, selected: Option<&str>) -> String {
    let geo = game.geometry();
    let parse = |t: &str| geo.parse_square(t).ok();
    let mut options = Options {
        orientation,
        size,
        square_ids: true,
        last_move: game.last_move_squares(),
        ..Options::default()
    };
    if let Some(sel) = selected.and_then(parse) {
        options.selected.push(sel);
        let name = sel.display(geo).to_string();
        options.highlights = game
            .legal_moves()
            .iter()
            .filter(|m| m.from.as_deref() == Some(name.as_str()))
            .filter_map(|m| m.to.as_deref().and_then(parse))
            .collect();
        options.highlights.dedup();
    }
    game.svg(&options)
}

/// The game as PGN, written by `skazka-pgn`; a game drawn at the ply limit is recorded as a
/// draw by adjudication, since the game itself does not know the server's limit.
pub fn record(game: &AnyGame, ending: Option<&Ending>) -> String {
    let mut tags = vec![("Event", "skazka web board"), ("Site", "local")];
    let adjudicated = ending.is_some_and(Ending::is_adjudicated);
    if adjudicated {
        tags.push(("Termination", "adjudication"));
    }
    let pgn = game.pgn(&tags);
    if adjudicated { drawn(&pgn) } else { pgn }
}

/// `pgn`, an unfinished game's record, with the result of a draw.
fn drawn(pgn: &str) -> String {
    let moves = pgn.trim_end();
    let moves = moves.strip_suffix('*').unwrap_or(moves);
    format!("{moves}1/2-1/2\n\n").replacen("[Result \"*\"]", "[Result \"1/2-1/2\"]", 1)
}
