//! `[game, options, fen index, text…]`: move text against seed positions.
//! See `skazka_checks::check_move_text_bytes`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| skazka_checks::check_move_text_bytes(data));
