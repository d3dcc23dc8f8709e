//! Many games between machines, per game: engine against engine, random against random, or
//! engine against a random mover.
//!
//! ```text
//! cargo run --release --example selfplay -- [<variant>...] [--games N]
//!     [--mode engine|random|engine-random] [--depth N] [--time SECONDS] [--seed N]
//!     [--max-plies N] [--option key=value]... [--pgn FILE] [--variants FILE]... [--list-variants]
//! ```
//!
//! Without a variant every game is played in turn (the five games; a variant defined as data,
//! from Fairy-Stockfish's catalogue or a `--variants FILE`, is played when named). A progress bar goes to standard error
//! (when it is a terminal); the results (wins, draws, losses, average length, moves per
//! second) go to standard output. `--pgn FILE` writes every game played to one PGN file, one
//! record after the other (`cargo run --release --example pgn -- FILE` replays them). `--help` lists every flag with its default, the games and
//! their options. Bad arguments print a message on standard error and exit with status 2.

use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use skazka::engine::Limits;
use skazka::{AnyGame, Variant};
use skazka_examples::selfplay::{GameReport, Mode, Settings, Summary, run};
use skazka_examples::{
    KeyValue, VariantFiles, finish, games_help, key_value, options_text, resolve, seconds,
};

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ModeArg {
    /// The engine against itself, after two random opening plies.
    Engine,
    /// Random moves on both sides.
    Random,
    /// The engine against a random mover, taking White and Black in turn.
    EngineRandom,
}

/// Plays many games between machines and sums up the results, per game.
#[derive(Parser, Debug)]
#[command(name = "selfplay", after_help = games_help())]
struct Args {
    /// The games to play: chess, stone, synthesis, xianling, volkhv, or variants defined as
    /// data (see below) [default: the five games].
    #[arg(value_name = "VARIANT")]
    games_played: Vec<String>,
    /// Games per variant.
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Who plays whom.
    #[arg(long, value_enum, default_value_t = ModeArg::EngineRandom)]
    mode: ModeArg,
    /// The engine's deepest search, in plies (1-64) [default: 2 without --time, else no
    /// limit but the time].
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: Option<u32>,
    /// The engine's thinking time per move, in seconds [default: no limit but the depth].
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    time: Option<Duration>,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games still going after this many plies end unfinished.
    #[arg(long, default_value_t = 200)]
    max_plies: usize,
    /// A rule option, key=value, for every game played; may be repeated (see the list below)
    /// [default: the games' defaults].
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = key_value)]
    options: Vec<KeyValue>,
    /// Write every game played to this PGN file (replaced if it exists), with its options,
    /// players, round and result.
    #[arg(long, value_name = "FILE")]
    pgn: Option<std::path::PathBuf>,
    #[command(flatten)]
    variants: VariantFiles,
}

/// A progress bar on standard error: `[#####.....] 5/10 games`, if it is a terminal.
fn bar(done: usize, total: usize) {
    let mut err = io::stderr();
    if !err.is_terminal() {
        return;
    }
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    let end = if done == total { "\n" } else { "" };
    let _ = write!(
        err,
        "\r[{}{}] {done}/{total} games{end}",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled)
    );
    let _ = err.flush();
}

/// Plays the games of one variant from `start`, writing their records to `pgn`.
fn self_play(
    start: &AnyGame,
    settings: &Settings,
    mut pgn: Option<&mut BufWriter<File>>,
) -> io::Result<Summary> {
    let total = settings.games;
    let mut written = Ok(());
    bar(0, total);
    let summary = run(start, settings, |i, game: &GameReport| {
        bar(i + 1, total);
        if let (Some(out), Some(text), Ok(())) = (pgn.as_mut(), &game.pgn, &written) {
            written = out.write_all(text.as_bytes());
        }
    });
    written.map(|()| summary)
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(code) = args.variants.prepare() {
        return code;
    }
    let mode = match args.mode {
        ModeArg::Engine => Mode::Engine,
        ModeArg::Random => Mode::Random,
        ModeArg::EngineRandom => Mode::EngineVsRandom,
    };
    let limits = match (args.depth, args.time) {
        (None, None) => Limits::depth(2),
        (Some(d), None) => Limits::depth(d),
        (None, Some(t)) => Limits::time(t),
        (Some(d), Some(t)) => Limits::time(t).with_depth(d),
    };
    let settings = Settings::new(mode, args.games)
        .with_limits(limits)
        .with_seed(args.seed)
        .with_max_plies(args.max_plies)
        .with_records(args.pgn.is_some());
    let variants: Vec<Variant> = if args.games_played.is_empty() {
        Variant::ALL
            .iter()
            .copied()
            .filter(|v| v.is_compiled())
            .collect()
    } else {
        match args.games_played.iter().map(|w| resolve(w)).collect() {
            Ok(v) => v,
            Err(code) => return code,
        }
    };
    let options = options_text(&args.options);
    // Set every game up first, so that a bad option fails before any game is played.
    let mut starts = Vec::new();
    for &variant in &variants {
        match AnyGame::of(variant, &options, None) {
            Ok(g) => starts.push(g),
            Err(e) => {
                eprintln!("error: {variant}: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let mut pgn = match args.pgn.as_deref().map(File::create).transpose() {
        Ok(file) => file.map(BufWriter::new),
        Err(e) => {
            eprintln!(
                "error: cannot write {}: {e}",
                args.pgn.as_deref().unwrap_or_else(|| "".as_ref()).display()
            );
            return ExitCode::FAILURE;
        }
    };
    let mut out = io::stdout().lock();
    let result = starts.iter().try_for_each(|start| {
        let s = &settings;
        let engine = if s.mode == Mode::Random {
            String::new()
        } else {
            format!(", engine {}", s.limits)
        };
        writeln!(
            out,
            "{}: {} games, mode {}{engine}, at most {} plies, seed {}",
            start.variant(),
            s.games,
            s.mode.name(),
            s.max_plies,
            s.seed
        )?;
        out.flush()?;
        let summary = self_play(start, s, pgn.as_mut())?;
        writeln!(out, "{summary}\n")?;
        out.flush()
    });
    // The records are flushed even when standard output went away.
    let flushed = pgn.as_mut().map_or(Ok(()), Write::flush);
    finish(result.and(flushed))
}
