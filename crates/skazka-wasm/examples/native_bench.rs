//! The native side of `crates/skazka-wasm/bench/compare.sh`: the cases of `bench/cases.json`
//! timed through [`AnyGame`] (perft, the legal moves as the text `Board.legalMoves` answers,
//! and the engine to a fixed depth with the web board's 4 MB table), the median of the runs
//! printed as `kind<TAB>case<TAB>milliseconds` lines, as `bench/run.mjs` prints them. The
//! `click` cases are the static board's and have no native side.
//!
//! usage: native_bench CASES.json

use std::time::Instant;

use serde::Deserialize;
use skazka::engine::Limits;
use skazka::{AnyEngine, AnyGame, SearchOptions};

#[derive(Deserialize)]
struct Cases {
    perft: Vec<Deep>,
    legal: Vec<Legal>,
    #[serde(default)]
    search: Vec<Deep>,
    runs: usize,
    calls: usize,
}

/// A variant's start position searched or counted `depth` plies deep.
#[derive(Deserialize)]
struct Deep {
    variant: String,
    depth: u32,
}

/// The legal moves of a variant's position (its start when no FEN is given).
#[derive(Deserialize)]
struct Legal {
    variant: String,
    fen: Option<String>,
}

/// The median of `runs` timings of `once`, in milliseconds, after one untimed run (as the
/// JavaScript side does, whose first run also waits for the engine's code to be optimised).
fn timed(runs: usize, mut once: impl FnMut()) -> f64 {
    once();
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let started = Instant::now();
            once();
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: native_bench CASES.json");
    let text = std::fs::read_to_string(&path).expect("the cases file");
    let cases: Cases = serde_json::from_str(&text).expect("the cases file's shape");
    for Deep { variant, depth } in &cases.perft {
        let game = AnyGame::new(variant, "", None).expect("the variant");
        let ms = timed(cases.runs, || {
            std::hint::black_box(game.perft(*depth));
        });
        println!("perft\t{variant} {depth}\t{ms:.3}");
    }
    for Legal { variant, fen } in &cases.legal {
        let game = AnyGame::new(variant, "", fen.as_deref()).expect("the position");
        let ms = timed(cases.runs, || {
            for _ in 0..cases.calls {
                std::hint::black_box(game.legal_move_texts().join(" "));
            }
        });
        println!("legalMoves\t{variant}\t{:.4}", ms / cases.calls as f64);
    }
    for Deep { variant, depth } in &cases.search {
        let game = AnyGame::new(variant, "", None).expect("the variant");
        let mut nodes = 0;
        let ms = timed(cases.runs, || {
            // A fresh table each run, as the web board's engine starts each search.
            let mut engine = AnyEngine::with_megabytes(4);
            let found = game.search(
                &mut engine,
                &Limits::depth(*depth),
                SearchOptions::default(),
                |_| {},
            );
            nodes = found.expect("a move to search").nodes;
        });
        println!("search\t{variant} {depth}\t{ms:.3}\t{nodes}");
    }
}
