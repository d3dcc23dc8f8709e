//! Many games between machines, per variant: engine against engine, random against random,
//! or engine against a random mover.
//!
//! ```text
//! cargo run --release --example selfplay -- [--variant NAME] [--games N]
//!     [--mode engine|random|engine-random] [--depth N] [--time MS] [--seed N]
//!     [--max-plies N] [--option key=value]...
//! ```
//!
//! Without `--variant` every compiled-in game is played in turn. A progress bar goes to
//! standard error; the results (wins, draws, losses, average length, moves per second) go to
//! standard output. Bad arguments print one line on standard error and exit with status 2.

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use skazka::engine::Limits;
use skazka::engine::play::Playable;
use skazka::engine::selfplay::{GameReport, Mode, Settings, Summary, run};
use skazka::{PositionVisitor, Variant, VariantError};

const USAGE: &str = "usage: selfplay [--variant NAME] [--games N] [--mode engine|random|engine-random] [--depth N] [--time MS] [--seed N] [--max-plies N] [--option key=value]...";

struct Args {
    variants: Vec<Variant>,
    options: Vec<(String, String)>,
    settings: Settings,
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("invalid value `{text}` for {flag} (expected a number)"))
}

fn parse_args() -> Result<Args, String> {
    let mut variants = Vec::new();
    let mut options = Vec::new();
    let mut settings = Settings::new(Mode::EngineVsRandom, 10);
    let mut depth = None;
    let mut time = None;
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--variant" => {
                let v = value("--variant")?;
                variants.push(v.parse().map_err(|e: VariantError| e.to_string())?);
            }
            "--games" => settings.games = number("--games", &value("--games")?)?,
            "--mode" => {
                let v = value("--mode")?;
                settings.mode = Mode::parse(&v).ok_or_else(|| {
                    format!("invalid mode `{v}` (expected engine, random or engine-random)")
                })?;
            }
            "--depth" => {
                let d: u32 = number("--depth", &value("--depth")?)?;
                if !(1..=64).contains(&d) {
                    return Err(format!("invalid depth {d} (expected 1-64)"));
                }
                depth = Some(d);
            }
            "--time" => time = Some(Duration::from_millis(number("--time", &value("--time")?)?)),
            "--seed" => settings.seed = number("--seed", &value("--seed")?)?,
            "--max-plies" => settings.max_plies = number("--max-plies", &value("--max-plies")?)?,
            "--option" => {
                let kv = value("--option")?;
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| format!("invalid option `{kv}` (expected key=value)"))?;
                options.push((k.to_owned(), v.to_owned()));
            }
            "-h" | "--help" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    settings.limits = match (depth, time) {
        (None, None) => Limits::depth(2),
        (Some(d), None) => Limits::depth(d),
        (None, Some(t)) => Limits::time(t),
        (Some(d), Some(t)) => Limits::time(t).with_depth(d),
    };
    if variants.is_empty() {
        variants = Variant::ALL
            .iter()
            .copied()
            .filter(|v| v.position(None, &[]).is_ok())
            .collect();
    }
    Ok(Args {
        variants,
        options,
        settings,
    })
}

/// A progress bar on standard error: `[#####.....] 5/10 games`.
fn bar(done: usize, total: usize) {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    eprint!(
        "\r[{}{}] {done}/{total} games",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled)
    );
    let _ = std::io::stderr().flush();
}

struct SelfPlay<'a>(&'a Settings);

impl PositionVisitor for SelfPlay<'_> {
    type Output = Summary;
    fn visit<P: Playable>(self, position: &P) -> Summary {
        let total = self.0.games;
        bar(0, total);
        let summary = run(position, self.0, |i, _: &GameReport| bar(i + 1, total));
        eprintln!();
        summary
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let options: Vec<(&str, &str)> = args
        .options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    for &variant in &args.variants {
        let position = match variant.position(None, &options) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: {variant}: {e}");
                return ExitCode::from(2);
            }
        };
        let s = &args.settings;
        let engine = if s.mode == Mode::Random {
            String::new()
        } else {
            format!(", engine {}", s.limits)
        };
        println!(
            "{variant}: {} games, mode {}{engine}, at most {} plies, seed {}",
            s.games,
            s.mode.name(),
            s.max_plies,
            s.seed
        );
        let summary = position.visit(SelfPlay(s));
        println!("{summary}\n");
    }
    ExitCode::SUCCESS
}
