//! Games from PGN, read by `skazka-pgn` for every game alike: the `Variant` tag picks the game,
//! the record library sets it up from `VariantOptions`, `SetUp` and `FEN` and replays its moves
//! (SAN or the game's move text; comments, move numbers, annotations and variations are
//! skipped). Games go out as PGN through [`Session::record`].

use skazka::{Variant, VariantError};
use skazka_pgn::{PgnReader, variant_is};

use crate::session::{Session, new_session};

/// Reads the first game of a PGN text into a session; a text without a game is a game of
/// chess from the start.
///
/// # Errors
/// What is wrong: an unknown variant, a bad FEN or option, a move that is not legal (with its
/// number).
pub fn read(text: &str) -> Result<Box<dyn Session>, String> {
    let Some(raw) = PgnReader::new(text.as_bytes()).next_raw() else {
        return new_session(Variant::Chess, None, "");
    };
    let raw = raw.map_err(|e| e.to_string())?;
    let name = raw.tags().variant();
    let variant = match Variant::ALL
        .iter()
        .copied()
        .find(|v| variant_is(name, v.name()))
    {
        Some(v) => v,
        None => name.parse().map_err(|e: VariantError| e.to_string())?,
    };
    // A session of the game, whose own rules then replay the record.
    new_session(variant, None, "")?.replay(&raw)
}
