//! A Betza string: parse, canonical writer, compiled tables.
//! See `skazka_checks::check_betza`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| skazka_checks::check_betza(data));
