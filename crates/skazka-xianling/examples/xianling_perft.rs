//! Perft for Xianling, for whole-process timing:
//!
//! ```text
//! cargo run --release -p skazka-xianling --example xianling_perft -- <depth> [--fen <fen>] [--divide]
//! ```

use std::time::Instant;

use skazka_core::Position;
use skazka_xianling::{Options, START_FEN, Xianling};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut depth = 4;
    let mut fen = START_FEN.to_owned();
    let mut divide = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--fen" => {
                i += 1;
                fen = args.get(i).cloned().unwrap_or_default();
            }
            "--divide" => divide = true,
            d => match d.parse() {
                Ok(d) => depth = d,
                Err(_) => {
                    eprintln!("usage: xianling_perft <depth> [--fen <fen>] [--divide]");
                    std::process::exit(2);
                }
            },
        }
        i += 1;
    }
    let pos = match Xianling::from_fen(&fen, &Options::default()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let start = Instant::now();
    let nodes = if divide {
        let mut total = 0;
        for (m, n) in pos.divide(depth) {
            println!("{m} {n}");
            total += n;
        }
        total
    } else {
        pos.perft(depth)
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "perft {depth} = {nodes} in {secs:.3} s ({:.1} million nodes/s)",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
}
