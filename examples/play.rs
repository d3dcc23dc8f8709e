//! Play any game of the library against the built-in engine in a terminal.
//!
//! ```text
//! cargo run --release --example play [-- <variant>] [--fen FEN] [--option key=value]...
//!     [--side white|black] [--time SECONDS] [--depth N] [--auto] [--seed N] [--max-plies N]
//! ```
//!
//! The variant defaults to the first of `stone`, `chess` that is compiled in. Type `help` in
//! the game for the commands. `--auto` (used by itself when standard input is not a terminal
//! and no `--side` is given) lets the engine play both sides and prints the game; it stops after `--max-plies` plies
//! (200 by default) if nobody has won by then. Bad arguments print one line on standard error
//! and exit with status 2.

use std::io::{self, IsTerminal};
use std::process::ExitCode;
use std::time::Duration;

use skazka::core::Color;
use skazka::engine::Limits;
use skazka::engine::play::{Config, Playable, Player, run};
use skazka::render::Style;
use skazka::{AnyPosition, PositionVisitor, Variant, VariantError};

const USAGE: &str = "usage: play [<variant>] [--fen FEN] [--option key=value]... [--side white|black] [--time SECONDS] [--depth N] [--auto] [--seed N] [--max-plies N]";

struct Args {
    variant: Option<Variant>,
    fen: Option<String>,
    options: Vec<(String, String)>,
    side: Option<Color>,
    time: Option<Duration>,
    depth: Option<u32>,
    auto: bool,
    seed: u64,
    max_plies: Option<usize>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        variant: None,
        fen: None,
        options: Vec::new(),
        side: None,
        time: None,
        depth: None,
        auto: false,
        seed: skazka::engine::Rng::seed_from_time(),
        max_plies: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--fen" => args.fen = Some(value("--fen")?),
            "--option" => {
                let kv = value("--option")?;
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| format!("invalid option `{kv}` (expected key=value)"))?;
                args.options.push((k.to_owned(), v.to_owned()));
            }
            "--side" => {
                args.side = match value("--side")?.to_ascii_lowercase().as_str() {
                    "white" | "w" => Some(Color::White),
                    "black" | "b" => Some(Color::Black),
                    other => {
                        return Err(format!("invalid side `{other}` (expected white or black)"));
                    }
                }
            }
            "--time" => {
                let v = value("--time")?;
                let secs: f64 = v
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0 && *s <= 3600.0)
                    .ok_or_else(|| {
                        format!("invalid time `{v}` (expected seconds, e.g. 2 or 0.5)")
                    })?;
                args.time = Some(Duration::from_secs_f64(secs));
            }
            "--depth" => {
                let v = value("--depth")?;
                args.depth = Some(
                    v.parse()
                        .ok()
                        .filter(|d| (1..=64).contains(d))
                        .ok_or_else(|| format!("invalid depth `{v}` (expected 1-64)"))?,
                );
            }
            "--seed" => {
                let v = value("--seed")?;
                args.seed = v.parse().map_err(|_| format!("invalid seed `{v}`"))?;
            }
            "--max-plies" => {
                let v = value("--max-plies")?;
                args.max_plies = Some(v.parse().map_err(|_| format!("invalid ply count `{v}`"))?);
            }
            "--auto" => args.auto = true,
            "-h" | "--help" => return Err(USAGE.to_owned()),
            flag if flag.starts_with("--") => {
                return Err(format!("unknown argument `{flag}`\n{USAGE}"));
            }
            name => {
                if args.variant.is_some() {
                    return Err(format!("unexpected argument `{name}`\n{USAGE}"));
                }
                args.variant = Some(name.parse().map_err(|e: VariantError| e.to_string())?);
            }
        }
    }
    Ok(args)
}

/// The first of stone, chess that this build includes.
fn default_variant() -> Option<Variant> {
    ["stone", "chess"]
        .iter()
        .filter_map(|name| name.parse::<Variant>().ok())
        .find(|v| v.position(None, &[]).is_ok())
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

fn setup(args: &Args) -> Result<AnyPosition, String> {
    let variant = match args.variant {
        Some(v) => v,
        None => default_variant().ok_or("no game is compiled in")?,
    };
    let options: Vec<(&str, &str)> = args
        .options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    variant
        .position(args.fen.as_deref(), &options)
        .map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let position = match setup(&args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    // Without a terminal the engine plays itself, unless a side was chosen explicitly (so
    // moves can also be piped in).
    let auto = args.auto || (args.side.is_none() && !io::stdin().is_terminal());
    let side = args.side.unwrap_or(Color::White);
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
    let mut config = Config::new(white, black)
        .with_limits(limits)
        .with_seed(args.seed);
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
    println!(
        "skazka play: {} ({who}; seed {})",
        position.variant(),
        args.seed
    );
    match position.visit(Play(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
