//! PGN checks: [`skazka_pgn::PgnReader`] over arbitrary input, and records written back with
//! [`skazka_pgn::GameRecord`].

use std::io::BufReader;

use skazka_core::san::San;
use skazka_pgn::{GameRecord, Limits, PgnError, PgnReader, RawGame, variant_is};

use crate::MAX_INPUT;
use crate::games::{Game, Subject, on_game};
use crate::play::check_message;

/// PGN text as bytes: `[game, limits, text…]`. See [`check_pgn_text`].
pub fn check_pgn(data: &[u8]) {
    let [game, limits, rest @ ..] = data else {
        return;
    };
    let text = &rest[..rest.len().min(MAX_INPUT)];
    let limits = limits_of(*limits);
    on_game!(Game::from_byte(*game), T => check_pgn_text::<T>(limits, text));
    check_raw_games(limits, text);
}

/// The reader limits chosen by `byte`: 0 is the defaults, anything else small limits (lines
/// of 8 to 248 bytes, games of 64 to 1,984 bytes, 0 to 7 tags), so that short inputs reach
/// them.
#[must_use]
pub fn limits_of(byte: u8) -> Limits {
    if byte == 0 {
        return Limits::default();
    }
    Limits::default()
        .with_line_bytes(8 + usize::from(byte & 0x0F) * 16)
        .with_game_bytes(64 + usize::from(byte >> 4) * 128)
        .with_tags(usize::from(byte % 8))
}

/// The most games an input of `len` bytes can hold: every game takes at least one byte of it.
fn max_games(len: usize) -> usize {
    len + 1
}

/// Reads `text` with a [`PgnReader`] (with `limits`) under the rules of `P`:
///
/// - nothing panics, and the reader ends: it returns at most one game per byte of input;
/// - an error has a lowercase message of bounded length and names a game read so far;
/// - a game that replays is written back with [`GameRecord`]'s `Display` and reads again (with
///   the default limits) to the same start position, moves and result, and writing that gives
///   the same text.
///
/// # Panics
/// When an invariant is broken.
pub fn check_pgn_text<P: Subject + San>(limits: Limits, text: &[u8]) {
    let game = P::GAME;
    let mut reader = PgnReader::with_limits(text, limits);
    let mut count = 0;
    while let Some(result) = reader.read_game::<P>() {
        count += 1;
        assert!(
            count <= max_games(text.len()),
            "{game}: the reader returns more games than the input has bytes: it makes no progress"
        );
        match result {
            Ok(record) => check_record(&record),
            Err(e) => check_error(&e, count),
        }
    }
    assert_eq!(reader.games_read(), count, "{game}: games_read miscounts");
}

/// A record written, read back and written again gives the same game and the same text.
fn check_record<P: Subject + San>(record: &GameRecord<P>) {
    let game = P::GAME;
    let written = record.to_string();
    let mut reader = PgnReader::new(written.as_bytes());
    let again = match reader.read_game::<P>() {
        Some(Ok(again)) => again,
        Some(Err(e)) => panic!("{game}: a written record does not read back: {e}\n{written}"),
        None => panic!("{game}: a written record reads as no game\n{written}"),
    };
    assert_eq!(
        again.start().fen(),
        record.start().fen(),
        "{game}: a written record reads back from another start position\n{written}"
    );
    assert_eq!(
        again.moves(),
        record.moves(),
        "{game}: a written record reads back to other moves\n{written}"
    );
    assert_eq!(
        again.result(),
        record.result(),
        "{game}: a written record reads back with another result\n{written}"
    );
    assert_eq!(
        again.to_string(),
        written,
        "{game}: a record read back is written differently"
    );
    assert!(
        reader.read_game::<P>().is_none(),
        "{game}: one written record reads as several games\n{written}"
    );
}

fn check_error(e: &PgnError, count: usize) {
    let message = e.to_string();
    check_message(&message);
    assert!(
        message.len() <= 1024,
        "an error message of {} bytes: {message:.200}",
        message.len()
    );
    assert_eq!(
        e.game(),
        count,
        "the error of game {count} names game {}",
        e.game()
    );
}

/// The tags-only path: [`PgnReader::next_raw`] splits `text` into games (within `limits`: a
/// movetext no longer than a game may be, no more tags than allowed), the same games whether
/// the input comes in one buffer or in buffers of a few bytes; each game is replayed under
/// the game its `Variant` tag names, and one that replays goes through the record checks.
///
/// # Panics
/// When an invariant is broken.
pub fn check_raw_games(limits: Limits, text: &[u8]) {
    let mut raws: Vec<Result<RawGame, PgnError>> = Vec::new();
    let mut reader = PgnReader::with_limits(text, limits);
    while let Some(result) = reader.next_raw() {
        raws.push(result);
        assert!(
            raws.len() <= max_games(text.len()),
            "the raw reader returns more games than the input has bytes: it makes no progress"
        );
    }
    for capacity in [1, 3] {
        let mut small = PgnReader::with_limits(BufReader::with_capacity(capacity, text), limits);
        for (i, expected) in raws.iter().enumerate() {
            assert_eq!(
                small.next_raw().as_ref(),
                Some(expected),
                "game {} differs when read through a {capacity}-byte buffer",
                i + 1
            );
        }
        assert!(
            small.next_raw().is_none(),
            "more games when read through a {capacity}-byte buffer"
        );
    }
    for (i, raw) in raws.iter().enumerate() {
        let raw = match raw {
            Ok(raw) => raw,
            Err(e) => {
                check_error(e, i + 1);
                continue;
            }
        };
        assert_eq!(
            raw.number(),
            i + 1,
            "raw game {} is numbered {}",
            i + 1,
            raw.number()
        );
        assert!(
            raw.movetext().len() <= limits.game_bytes,
            "a movetext of {} bytes over the game limit {}",
            raw.movetext().len(),
            limits.game_bytes
        );
        assert!(
            raw.tags().len() <= limits.tags,
            "{} tags over the limit {}",
            raw.tags().len(),
            limits.tags
        );
        let variant = raw.tags().variant();
        for game in Game::ALL {
            on_game!(game, T => if variant_is(variant, T::NAME) {
                replay_raw::<T>(raw);
            });
        }
    }
}

fn replay_raw<P: Subject + San>(raw: &RawGame) {
    match raw.replay::<P>() {
        Ok(record) => check_record(&record),
        Err(e) => check_error(&e, raw.number()),
    }
}

/// The name a game's records carry in their `Variant` tag.
#[must_use]
pub fn variant_name(game: Game) -> &'static str {
    on_game!(game, T => T::NAME)
}
