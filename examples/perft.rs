//! Counts move paths (perft) for any game of the library.
//!
//! ```text
//! cargo run --release --example perft -- <variant> <depth> [--fen FEN] [--moves "m1 m2 ..."]
//!                                        [--option key=value]... [--divide] [--no-bulk] [--each]
//!                                        [--variants FILE]... [--list-variants]
//! ```
//!
//! The variant is one of the games or a variant defined as data: a name of Fairy-Stockfish's
//! catalogue (`capablanca`) or of a section of a `--variants FILE` (Fairy-Stockfish's
//! `variants.ini` format), loaded first: `perft -- --variants my.ini mygame 3`.
//!
//! The last line always starts with `nodes <N>`, followed by the time and nodes per second.
//! `--divide` first prints one line per root move, `<move> <count>`; `--each` prints a line
//! for every depth from 1 up. `--no-bulk` plays every move of the last ply instead of counting
//! the list, to cross-check bulk counting. `--help` lists the games and their options. Bad
//! input prints a message on standard error and exits with status 2.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use skazka::core::Position;
use skazka::engine::Playable;
use skazka::{AnyGame, PositionVisitor};
use skazka_examples::{
    KeyValue, VariantFiles, finish, games_help, key_value, options_text, resolve,
};

/// The deepest perft the command accepts; deeper runs would not finish in a lifetime.
const MAX_DEPTH: u32 = 15;

/// Counts the move paths (perft) of any game from its start or from a FEN.
#[derive(Parser, Debug)]
#[command(name = "perft", after_help = games_help())]
struct Args {
    /// The game: chess, stone, synthesis, xianling, volkhv, or a variant defined as data (see
    /// below).
    #[arg(required_unless_present = "list_variants")]
    variant: Option<String>,
    /// How many plies deep to count (0-15).
    #[arg(
        required_unless_present = "list_variants",
        value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_DEPTH))
    )]
    depth: Option<u32>,
    /// Count from this position [default: the game's start position].
    #[arg(long)]
    fen: Option<String>,
    /// Play these moves (move text, separated by spaces) first [default: none].
    #[arg(long, default_value = "", hide_default_value = true)]
    moves: String,
    /// A rule option of the game, key=value; may be repeated (see the list below) [default:
    /// the game's defaults].
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = key_value)]
    options: Vec<KeyValue>,
    /// Print each root move with its count first [default: off].
    #[arg(long)]
    divide: bool,
    /// Play the last ply instead of counting the move list, to check bulk counting [default:
    /// off].
    #[arg(long)]
    no_bulk: bool,
    /// Count every depth from 1 to DEPTH, one line each [default: off].
    #[arg(long)]
    each: bool,
    #[command(flatten)]
    variants: VariantFiles,
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

fn nodes<P: Position>(pos: &P, depth: u32, bulk: bool) -> u64 {
    if bulk {
        pos.perft(depth)
    } else {
        perft_slow(pos, depth)
    }
}

/// Prints the count's lines and the final `nodes` line.
fn count<P: Position>(pos: &P, args: &Args, out: &mut dyn Write) -> io::Result<()> {
    let bulk = !args.no_bulk;
    let target = args.depth.unwrap_or(0);
    if args.each {
        for depth in 1..target {
            let start = Instant::now();
            let n = nodes(pos, depth, bulk);
            writeln!(
                out,
                "depth {depth} nodes {n} time {:.3}s",
                start.elapsed().as_secs_f64()
            )?;
        }
    }
    let start = Instant::now();
    let total = if args.divide && target > 0 {
        let mut total = 0;
        for &m in pos.legal_move_list().as_ref() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let n = nodes(&child, target - 1, bulk);
            writeln!(out, "{} {n}", pos.display_move(m))?;
            total += n;
        }
        total
    } else {
        nodes(pos, target, bulk)
    };
    let secs = start.elapsed().as_secs_f64();
    let nps = if secs > 0.0 { total as f64 / secs } else { 0.0 };
    let depth = if args.each {
        format!("depth {target} ")
    } else {
        String::new()
    };
    writeln!(out, "{depth}nodes {total} time {secs:.3}s nps {nps:.0}")
}

struct Count<'a>(&'a Args);

impl PositionVisitor for Count<'_> {
    type Output = io::Result<()>;
    fn visit<P: Playable>(self, position: &P) -> io::Result<()> {
        let mut out = io::stdout().lock();
        count(position, self.0, &mut out)?;
        out.flush()
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(code) = args.variants.prepare() {
        return code;
    }
    let variant = match resolve(args.variant.as_deref().unwrap_or_default()) {
        Ok(v) => v,
        Err(code) => return code,
    };
    let mut game = match AnyGame::of(variant, &options_text(&args.options), args.fen.as_deref()) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for m in args.moves.split_whitespace() {
        if let Err(e) = game.play(m) {
            eprintln!("error: move {e}");
            return ExitCode::from(2);
        }
    }
    // The count runs on the concrete game, as fast as the game's own code.
    let pos = game.position();
    finish(pos.visit(Count(&args)))
}
