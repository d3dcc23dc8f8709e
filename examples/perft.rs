//! Counts move paths (perft) for any game of the library.
//!
//! ```text
//! cargo run --release --example perft -- <variant> <depth> [--fen "<FEN>"] [--moves "<m1> <m2> ..."]
//!                                        [--option key=value]... [--divide] [--no-bulk]
//! ```
//!
//! The last line always starts with `nodes <N>`, followed by the time and nodes per second.
//! `--divide` first prints one line per root move, `<move> <count>`. `--no-bulk` plays every
//! move of the last ply instead of counting the list, to cross-check bulk counting.
//! Bad input prints one line on standard error and exits with status 2.

use std::process::ExitCode;
use std::time::Instant;

use skazka::core::Position;
use skazka::engine::Playable;
use skazka::{PositionVisitor, Variant, VariantError};

/// The deepest perft the command accepts; deeper runs would not finish in a lifetime.
const MAX_DEPTH: u32 = 15;

struct Args {
    variant: Variant,
    depth: u32,
    fen: Option<String>,
    moves: Vec<String>,
    options: Vec<(String, String)>,
    divide: bool,
    bulk: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let usage = "usage: perft <variant> <depth> [--fen FEN] [--moves \"m1 m2 ...\"] [--option key=value]... [--divide] [--no-bulk]";
    let variant = it.next().ok_or(usage)?;
    let variant: Variant = variant.parse().map_err(|e: VariantError| e.to_string())?;
    let depth = it.next().ok_or(usage)?;
    let depth: u32 = depth
        .parse()
        .map_err(|_| format!("invalid depth `{depth}` (expected a number 0-{MAX_DEPTH})"))?;
    if depth > MAX_DEPTH {
        return Err(format!("depth {depth} is too deep (at most {MAX_DEPTH})"));
    }
    let mut args = Args {
        variant,
        depth,
        fen: None,
        moves: Vec::new(),
        options: Vec::new(),
        divide: false,
        bulk: true,
    };
    while let Some(flag) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match flag.as_str() {
            "--fen" => args.fen = Some(value("--fen")?),
            "--moves" => args
                .moves
                .extend(value("--moves")?.split_whitespace().map(str::to_owned)),
            "--option" => {
                let kv = value("--option")?;
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| format!("invalid option `{kv}` (expected key=value)"))?;
                args.options.push((k.to_owned(), v.to_owned()));
            }
            "--divide" => args.divide = true,
            "--no-bulk" => args.bulk = false,
            other => return Err(format!("unknown argument `{other}`\n{usage}")),
        }
    }
    Ok(args)
}

/// Perft that plays the last ply too, to check bulk counting.
fn perft_slow<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_move_list()
        .as_ref()
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            perft_slow(&child, depth - 1)
        })
        .sum()
}

fn count<P: Position>(pos: P, args: &Args) -> u64 {
    let count_child = |child: &P| {
        if args.bulk {
            child.perft(args.depth - 1)
        } else {
            perft_slow(child, args.depth - 1)
        }
    };
    if args.divide && args.depth > 0 {
        let mut total = 0;
        for &m in pos.legal_move_list().as_ref() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let n = count_child(&child);
            println!("{} {n}", pos.display_move(m));
            total += n;
        }
        total
    } else if args.bulk {
        pos.perft(args.depth)
    } else {
        perft_slow(&pos, args.depth)
    }
}

struct Count<'a>(&'a Args);

impl PositionVisitor for Count<'_> {
    type Output = u64;
    fn visit<P: Playable>(self, position: &P) -> u64 {
        count(position.clone(), self.0)
    }
}

fn run(args: &Args) -> Result<u64, String> {
    let options: Vec<(&str, &str)> = args
        .options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let mut pos = args
        .variant
        .position(args.fen.as_deref(), &options)
        .map_err(|e| e.to_string())?;
    for m in &args.moves {
        pos.play_text(m).map_err(|e| format!("move `{m}`: {e}"))?;
    }
    Ok(pos.visit(Count(args)))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    match run(&args) {
        Ok(nodes) => {
            let secs = start.elapsed().as_secs_f64();
            let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
            println!("nodes {nodes} time {secs:.3}s nps {nps:.0}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
