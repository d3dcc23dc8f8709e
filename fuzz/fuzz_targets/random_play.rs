//! `[game, options, fen index, steps…]`: a game driven by bytes, invariants after every step.
//! See `skazka_checks::check_random_play_bytes`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| skazka_checks::check_random_play_bytes(data));
