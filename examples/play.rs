//! Play any game of the library against the built-in engine in a terminal.
//!
//! ```text
//! cargo run --release --example play [-- <variant>] [--fen FEN] [--option key=value]...
//!     [--side white|black] [--time SECONDS] [--depth N] [--auto] [--seed N] [--max-plies N]
//! ```
//!
//! Type `help` in the game for the commands, `pieces` for the pieces of the game. `--auto`
//! (used by itself when standard input is not a terminal and no `--side` is given) lets the
//! engine play both sides and prints the game. `--help` lists every flag with its default, the
//! games and their options. Bad arguments print a message on standard error and exit with
//! status 2.

use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use skazka::core::Color;
use skazka::engine::Limits;
use skazka::engine::play::{Config, Playable, Player, run};
use skazka::render::Style;
use skazka::{PositionVisitor, Variant};
use skazka_examples::{KeyValue, finish, games_help, key_value, pairs, seconds, variant};

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
    /// The game: chess, stone, synthesis, xianling or volkhv.
    #[arg(value_parser = variant, default_value = "stone")]
    variant: Variant,
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
}

struct Play(Config);

impl PositionVisitor for Play {
    type Output = io::Result<()>;
    fn visit<P: Playable>(self, position: &P) -> io::Result<()> {
        let mut input = io::stdin().lock();
        let mut output = io::stdout().lock();
        run(position.clone(), self.0, &mut input, &mut output).map(|_| ())
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let side_given = std::env::args().any(|a| a == "--side" || a.starts_with("--side="));
    let position = match args
        .variant
        .position(args.fen.as_deref(), &pairs(&args.options))
    {
        Ok(p) => p,
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
    let intro = format!("skazka play: {} ({who}; seed {seed})", position.variant());
    finish(
        io::Write::write_all(&mut io::stdout(), format!("{intro}\n").as_bytes())
            .and_then(|()| position.visit(Play(config))),
    )
}
