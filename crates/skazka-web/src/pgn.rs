//! Games from PGN, read by `skazka-pgn` for every game alike: the `Variant` tag picks the game,
//! the record library sets it up from `VariantOptions`, `SetUp` and `FEN` and replays its moves
//! (SAN or the game's move text; comments, move numbers, annotations and variations are
//! skipped; moves after an end by the rules are replayed when legal). Games go out as PGN
//! through [`crate::session::record`].

use skazka::{AnyGame, GameError};
use skazka_pgn::PgnReader;

/// Reads the first game of a PGN text; a text without a game is a game of chess from the
/// start.
///
/// # Errors
/// What is wrong: an unknown variant, a bad FEN or option, a move that is not legal (with its
/// number).
pub fn read(text: &str) -> Result<AnyGame, GameError> {
    match PgnReader::new(text.as_bytes()).next_raw() {
        None => AnyGame::new("chess", "", None),
        Some(raw) => AnyGame::from_record(&raw?),
    }
}
