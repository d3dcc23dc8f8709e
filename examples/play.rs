//! Play any game of the library against the built-in engine in a terminal.
//!
//! ```text
//! cargo run --release --example play [-- <variant>] [--fen FEN] [--option key=value]...
//!     [--side white|black] [--time SECONDS] [--depth N] [--auto] [--seed N] [--max-plies N]
//!     [--pgn FILE [--game N]] [--variants FILE]... [--list-variants]
//! ```
//!
//! The variant is one of the games or a variant defined as data: a name of Fairy-Stockfish's
//! catalogue (`capablanca`, `crazyhouse`) or of a section of a `--variants FILE`
//! (Fairy-Stockfish's `variants.ini` format), loaded first. Its moves are typed in SAN or in
//! Fairy-Stockfish's move text (`e2e4`, `P@e4`).
//!
//! Moves are typed in short algebraic notation (`Nf3`) or coordinate text (`g1f3`) and shown
//! in short algebraic notation. Type `help` in the game for the commands, `pieces` for the
//! pieces of the game; `save FILE` writes the game as PGN. `--pgn FILE` goes on with a
//! recorded game (the file's last one, or game N) from its final position, with its moves
//! (which count for repetitions and can be taken back). `--auto`
//! (used by itself when standard input is not a terminal and no `--side` is given) lets the
//! engine play both sides and prints the game. `--help` lists every flag with its default, the
//! games and their options. Bad arguments print a message on standard error and exit with
//! status 2.

use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use skazka::AnyGame;
use skazka::core::Color;
use skazka::engine::Limits;
use skazka::pgn::{PgnReader, RawGame};
use skazka::render::Style;
use skazka_examples::play::{Config, Player, Session, run_session};
use skazka_examples::{
    KeyValue, VariantFiles, finish, games_help, key_value, options_text, resolve, seconds,
};

/// The side a person plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Side {
    White,
    Black,
}

/// Plays any game of the library against the built-in engine. Type `help` in the game for
/// its commands.
#[derive(Parser, Debug)]
#[command(name = "play", after_help = games_help())]
struct Args {
    /// The game: chess, stone, synthesis, xianling, volkhv, or a variant defined as data (see
    /// below).
    #[arg(default_value = "stone")]
    variant: String,
    /// Start from this position [default: the game's start position].
    #[arg(long)]
    fen: Option<String>,
    /// A rule option of the game, key=value; may be repeated (see the list below) [default:
    /// the game's defaults].
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = key_value)]
    options: Vec<KeyValue>,
    /// The side you play.
    #[arg(long, value_enum, default_value_t = Side::White)]
    side: Side,
    /// The engine's thinking time per move, in seconds [default: 2, or 0.2 with --auto].
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    time: Option<Duration>,
    /// The engine's deepest search, in plies (1-64) [default: no limit but the time].
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: Option<u32>,
    /// Let the engine play both sides and print the game [default: on when standard input is
    /// not a terminal and no --side is given].
    #[arg(long)]
    auto: bool,
    /// Seed of the die rolls and of the engine's random choices [default: from the clock].
    #[arg(long)]
    seed: Option<u64>,
    /// Stop the game unfinished after this many plies [default: 200 with --auto, else no
    /// limit].
    #[arg(long)]
    max_plies: Option<usize>,
    /// Go on with a game recorded in this PGN file (its game and options come from the
    /// record; the variant, --fen and --option are not used).
    #[arg(long, value_name = "FILE")]
    pgn: Option<std::path::PathBuf>,
    /// Which game of the --pgn file, counted from 1 [default: the last].
    #[arg(long, value_name = "N", requires = "pgn", value_parser = clap::value_parser!(u64).range(1..))]
    game: Option<u64>,
    #[command(flatten)]
    variants: VariantFiles,
}

/// Plays the session on standard input and output.
fn play(session: Session) -> io::Result<()> {
    let mut input = io::stdin().lock();
    let mut output = io::stdout().lock();
    run_session(session, &mut input, &mut output).map(|_| ())
}

/// The game `wanted` (or the last) of a PGN file.
fn recorded_game(path: &std::path::Path, wanted: Option<u64>) -> Result<RawGame, String> {
    let wanted = wanted.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut reader = PgnReader::new(io::BufReader::new(file));
    let mut found = None;
    while let Some(raw) = reader.next_raw() {
        let raw = raw.map_err(|e| format!("{}: {e}", path.display()))?;
        let number = raw.number();
        found = Some(raw);
        if wanted == Some(number) {
            break;
        }
    }
    match (found, wanted) {
        (Some(raw), Some(n)) if raw.number() != n => Err(format!(
            "{}: there is no game {n} (the file has {})",
            path.display(),
            raw.number()
        )),
        (Some(raw), _) => Ok(raw),
        (None, _) => Err(format!("{}: no game in the file", path.display())),
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(code) = args.variants.prepare() {
        return code;
    }
    let side_given = std::env::args().any(|a| a == "--side" || a.starts_with("--side="));
    let recorded = match args.pgn.as_deref().map(|p| recorded_game(p, args.game)) {
        None => None,
        Some(Ok(raw)) => Some(raw),
        Some(Err(e)) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let game = match &recorded {
        Some(raw) => AnyGame::from_record(raw).map_err(|e| e.to_string()),
        None => {
            let variant = match resolve(&args.variant) {
                Ok(v) => v,
                Err(code) => return code,
            };
            AnyGame::of(variant, &options_text(&args.options), args.fen.as_deref())
                .map_err(|e| e.to_string())
        }
    };
    let game = match game {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    // Without a terminal the engine plays itself, unless a side was chosen explicitly (so
    // moves can also be piped in).
    let auto = args.auto || (!side_given && !io::stdin().is_terminal());
    let side = match args.side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    let (white, black) = match (auto, side) {
        (true, _) => (Player::Engine, Player::Engine),
        (false, Color::White) => (Player::Human, Player::Engine),
        (false, Color::Black) => (Player::Engine, Player::Human),
    };
    // People get two seconds of thought per move; a game between engines goes faster.
    let default_time = Duration::from_millis(if auto { 200 } else { 2000 });
    let limits = match (args.time, args.depth) {
        (None, None) => Limits::time(default_time),
        (Some(t), None) => Limits::time(t),
        (None, Some(d)) => Limits::depth(d),
        (Some(t), Some(d)) => Limits::time(t).with_depth(d),
    };
    let seed = args
        .seed
        .unwrap_or_else(skazka::engine::Rng::seed_from_time);
    let mut config = Config::new(white, black)
        .with_limits(limits)
        .with_seed(seed);
    if auto {
        config = config.with_max_plies(args.max_plies.unwrap_or(200));
    } else if let Some(m) = args.max_plies {
        config = config.with_max_plies(m);
    }
    let terminal = io::stdout().is_terminal();
    config.style = if terminal { Style::ANSI } else { Style::PLAIN };
    config.live_progress = terminal;
    let who = if auto {
        "the engine plays both sides".to_owned()
    } else {
        format!("you play {side}")
    };
    let from = match (&recorded, &args.pgn) {
        (Some(raw), Some(path)) => format!(
            "; game {} of {}, {} to move",
            raw.number(),
            path.display(),
            game.turn()
        ),
        _ => String::new(),
    };
    let intro = format!("skazka play: {} ({who}; seed {seed}{from})", game.variant());
    finish(
        io::Write::write_all(&mut io::stdout(), format!("{intro}\n").as_bytes())
            .and_then(|()| play(Session::new(game, config))),
    )
}
