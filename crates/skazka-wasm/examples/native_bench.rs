//! The native side of `crates/skazka-wasm/bench/compare.sh`: the cases of `bench/cases.json`
//! timed through [`AnyGame`] (perft, the legal moves as the text `Board.legalMoves` answers,
//! and the engine to a fixed depth with the web board's 4 MB table), the median of the runs
//! printed as `kind<TAB>case<TAB>milliseconds` lines, as `bench/run.mjs` prints them.
//!
//! usage: native_bench CASES.json

use std::time::Instant;

use skazka::engine::Limits;
use skazka::{AnyEngine, AnyGame, SearchOptions};

/// `{ "variant": …, "depth"/"fen": … }` objects of the cases file, read without a JSON
/// library: the file is ours and flat.
fn field<'a>(object: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("\"{name}\":");
    let rest = object[object.find(&key)? + key.len()..].trim_start();
    if let Some(quoted) = rest.strip_prefix('"') {
        quoted.split('"').next()
    } else {
        rest.split([',', '}', ' ', '\n']).next()
    }
}

fn objects<'a>(text: &'a str, list: &str) -> Vec<&'a str> {
    let start = text.find(&format!("\"{list}\""));
    let Some(start) = start else {
        return Vec::new();
    };
    let body = &text[start..];
    let body = &body[body.find('[').expect("[")..body.find(']').expect("]")];
    body.split('{').skip(1).collect()
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: native_bench CASES.json");
    let text = std::fs::read_to_string(&path).expect("the cases file");
    let runs: usize = field(&text, "runs")
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    let calls: usize = field(&text, "calls")
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000);
    for case in objects(&text, "perft") {
        let variant = field(case, "variant").expect("variant");
        let depth: u32 = field(case, "depth")
            .and_then(|d| d.parse().ok())
            .expect("depth");
        let game = AnyGame::new(variant, "", None).expect("the variant");
        let times = (0..runs)
            .map(|_| {
                let started = Instant::now();
                std::hint::black_box(game.perft(depth));
                started.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        println!("perft\t{variant} {depth}\t{:.3}", median(times));
    }
    for case in objects(&text, "legal") {
        let variant = field(case, "variant").expect("variant");
        let game = AnyGame::new(variant, "", field(case, "fen")).expect("the position");
        let times = (0..runs)
            .map(|_| {
                let started = Instant::now();
                for _ in 0..calls {
                    std::hint::black_box(game.legal_move_texts().join(" "));
                }
                started.elapsed().as_secs_f64() * 1000.0 / calls as f64
            })
            .collect();
        println!("legalMoves\t{variant}\t{:.4}", median(times));
    }
    for case in objects(&text, "search") {
        let variant = field(case, "variant").expect("variant");
        let depth: u32 = field(case, "depth")
            .and_then(|d| d.parse().ok())
            .expect("depth");
        let game = AnyGame::new(variant, "", None).expect("the variant");
        let mut nodes = 0;
        let times = (0..runs)
            .map(|_| {
                let started = Instant::now();
                let mut engine = AnyEngine::with_megabytes(4);
                let limits = Limits::depth(depth);
                let found = game.search(&mut engine, &limits, SearchOptions::default(), |_| {});
                nodes = found.expect("a move to search").nodes;
                started.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        println!("search\t{variant} {depth}\t{:.3}\t{nodes}", median(times));
    }
}
