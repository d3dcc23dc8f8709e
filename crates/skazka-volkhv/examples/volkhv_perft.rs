//! Perft for Volkhv tower chess from the command line.
//!
//! ```text
//! cargo run --release -p skazka-volkhv --example volkhv_perft -- <depth>
//!     [--fen FEN] [--moves "e2e4 d7d5 ..."] [--option key=value]... [--divide]
//! ```
use std::process::ExitCode;
use std::time::Instant;

use skazka_core::Position;
use skazka_volkhv::{Options, Volkhv};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mut depth = None;
    let mut fen = None;
    let mut moves = None;
    let mut divide = false;
    let mut options = Options::default();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--fen" => fen = Some(args.next().ok_or("--fen needs a value")?),
            "--moves" => moves = Some(args.next().ok_or("--moves needs a value")?),
            "--option" => {
                let kv = args.next().ok_or("--option needs key=value")?;
                let (k, v) = kv.split_once('=').ok_or("--option needs key=value")?;
                options.set(k, v)?;
            }
            "--divide" => divide = true,
            d => depth = Some(d.parse::<u32>()?),
        }
    }
    let depth = depth
        .ok_or("usage: volkhv_perft <depth> [--fen F] [--moves M] [--option k=v] [--divide]")?;
    let mut pos = match fen {
        Some(f) => Volkhv::from_fen(&f, &options)?,
        None => Volkhv::new(&options),
    };
    if let Some(line) = moves {
        pos.play_line(&line)
            .map_err(|(i, e)| format!("move {} of --moves: {e}", i + 1))?;
    }
    println!("fen {pos}");
    let start = Instant::now();
    let nodes = if divide {
        let mut total = 0;
        for (m, n) in pos.divide(depth) {
            println!("{} {n}", pos.display_move(m));
            total += n;
        }
        total
    } else {
        pos.perft(depth)
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "perft {depth} {nodes} ({secs:.2} s, {:.0} nodes/s)",
        nodes as f64 / secs.max(1e-9)
    );
    Ok(())
}
