//! Perft of a variant defined as data (a name of skazka-fairy's catalogue), for whole-process
//! timings side by side with Fairy-Stockfish at the same depth:
//!
//! ```text
//! cargo build --release -p skazka-benches --example fairy-perft
//! target/release/examples/fairy-perft capablanca 4
//! target/release/examples/fairy-perft shogi 3 --fen "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"
//! ```
//!
//! It prints `nodes <N>`, the seconds perft took and the nodes per second (the last ply counted
//! in bulk, as Fairy-Stockfish's `go perft` counts it). Bad input prints a message on standard
//! error and exits with status 2.

use std::process::ExitCode;
use std::time::Instant;

use skazka::core::Position;
use skazka_fairy::{FairyPosition, catalogue, variant_by_name};

const USAGE: &str = "usage: fairy-perft <variant> <depth> [--fen FEN]";

fn run(args: &[String]) -> Result<(), String> {
    let [name, depth, rest @ ..] = args else {
        return Err(USAGE.to_owned());
    };
    let variant = variant_by_name(name).ok_or_else(|| {
        let names: Vec<&str> = catalogue::names().collect();
        format!(
            "unknown variant `{name}`; the catalogue plays {}",
            names.join(" ")
        )
    })?;
    let depth: u32 = depth
        .parse()
        .map_err(|_| format!("depth `{depth}` is not a number\n{USAGE}"))?;
    let position = match rest {
        [] => FairyPosition::start(&variant),
        [flag, fen] if flag == "--fen" => FairyPosition::from_fen(&variant, fen),
        _ => return Err(USAGE.to_owned()),
    }
    .map_err(|e| format!("the position cannot be read: {e}"))?;
    let start = Instant::now();
    let nodes = position.perft(depth);
    let seconds = start.elapsed().as_secs_f64();
    let rate = nodes as f64 / seconds.max(1e-9);
    println!("nodes {nodes} time {seconds:.3} s nps {rate:.0}");
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}
