//! `[game, options, fen index, text…]`: SAN read and written against seed positions, word
//! by word. See `skazka_checks::check_san`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| skazka_checks::check_san(data));
