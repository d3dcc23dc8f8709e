//! `[game, limits, text…]`: PGN read under one game's rules and through the tags-only path,
//! games written back and read again. See `skazka_checks::check_pgn`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| skazka_checks::check_pgn(data));
