//! Replays the fuzz corpora on the stable toolchain: every file under `fuzz/corpus/<target>/`
//! (small committed seeds) and `fuzz/regressions/<target>/` (inputs that once found a bug) goes
//! through the same check function as the fuzz target of that name.
//!
//! Regression files whose name starts with `known-` record bugs that are not fixed yet; they are
//! replayed by the ignored test `known_bugs_still_fail`, not by the others.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

/// The files of `fuzz/<kind>/<target>/`, sorted, as (name, bytes).
fn files(kind: &str, target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = fuzz_dir().join(kind).join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<(String, Vec<u8>)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| {
            let name = format!("{kind}/{target}/{}", e.file_name().to_string_lossy());
            let data = std::fs::read(e.path()).unwrap_or_else(|err| panic!("{name}: {err}"));
            (name, data)
        })
        .collect();
    out.sort();
    out
}

/// Runs `check` over every file, collecting failures so that one report names them all.
fn replay(target: &str, check: fn(&[u8]), known: bool) -> usize {
    let mut failures = Vec::new();
    let mut count = 0;
    for kind in ["corpus", "regressions"] {
        for (name, data) in files(kind, target) {
            let is_known = name
                .rsplit('/')
                .next()
                .is_some_and(|n| n.starts_with("known-"));
            if is_known != known {
                continue;
            }
            count += 1;
            if catch_unwind(AssertUnwindSafe(|| check(&data))).is_err() {
                failures.push(name);
            }
        }
    }
    assert!(failures.is_empty(), "failing inputs: {failures:#?}");
    count
}

#[test]
fn betza_corpus() {
    assert!(replay("betza", skazka_checks::check_betza, false) > 0);
}

#[test]
fn fen_corpus() {
    assert!(replay("fen", skazka_checks::check_fen_bytes, false) > 0);
}

#[test]
fn move_text_corpus() {
    assert!(replay("move_text", skazka_checks::check_move_text_bytes, false) > 0);
}

#[test]
fn random_play_corpus() {
    assert!(replay("random_play", skazka_checks::check_random_play_bytes, false) > 0);
}

#[test]
fn san_corpus() {
    assert!(replay("san", skazka_checks::check_san, false) > 0);
}

#[test]
fn pgn_corpus() {
    assert!(replay("pgn", skazka_checks::check_pgn, false) > 0);
}

/// Inputs of bugs found by fuzzing and not fixed yet (see `docs/robustness.md`). Run with
/// `cargo test -p skazka-checks --test corpus -- --ignored`; it fails while any is unfixed.
#[test]
#[ignore = "known unfixed bugs, listed in docs/robustness.md"]
fn known_bugs_still_fail() {
    replay("betza", skazka_checks::check_betza, true);
    replay("fen", skazka_checks::check_fen_bytes, true);
    replay("move_text", skazka_checks::check_move_text_bytes, true);
    replay("random_play", skazka_checks::check_random_play_bytes, true);
    replay("san", skazka_checks::check_san, true);
    replay("pgn", skazka_checks::check_pgn, true);
}
