//! `[game, options, FEN…]`: every game's FEN reader, then one ply from the position.
//! See `skazka_checks::check_fen_bytes`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| skazka_checks::check_fen_bytes(data));
