//! Writes the SVG diagram of a position of any game.
//!
//! ```text
//! cargo run --release -p skazka-svg --example diagram -- <variant> [--fen F] [--moves "…"]
//!     [--option k=v]... [--black] [--size N] [--highlight SQ]... [--arrow FROM-TO]... --svg FILE
//! ```
//!
//! The moves are played from the FEN (or the start position) in the game's move text; the
//! squares the last one changed are tinted. `--svg -` writes to standard output.

use std::process::ExitCode;

use skazka::Variant;
use skazka::core::Color;
use skazka_svg::{Draw, Options, svg};

const USAGE: &str = "usage: diagram <variant> [--fen F] [--moves \"m1 m2 …\"] [--option k=v]... \
[--black] [--size N] [--highlight SQ]... [--arrow FROM-TO]... [--no-coordinates] --svg FILE";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("diagram: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut variant: Option<Variant> = None;
    let mut fen: Option<String> = None;
    let mut moves = String::new();
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut out: Option<String> = None;
    let mut options = Options::default();
    let mut highlights: Vec<String> = Vec::new();
    let mut arrows: Vec<String> = Vec::new();
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value\n{USAGE}"));
        match arg.as_str() {
            "--fen" => fen = Some(value("--fen")?),
            "--moves" => moves = value("--moves")?,
            "--option" => {
                let kv = value("--option")?;
                let (k, v) = kv
                    .split_once('=')
                    .ok_or(format!("--option takes key=value, not `{kv}`"))?;
                pairs.push((k.to_owned(), v.to_owned()));
            }
            "--svg" => out = Some(value("--svg")?),
            "--black" => options.orientation = Color::Black,
            "--size" => {
                options.size = value("--size")?
                    .parse()
                    .map_err(|_| "--size takes a number of pixels".to_owned())?;
            }
            "--highlight" => highlights.push(value("--highlight")?),
            "--arrow" => arrows.push(value("--arrow")?),
            "--no-coordinates" => options.coordinates = false,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
            }
            a if a.starts_with('-') => return Err(format!("unknown option `{a}`\n{USAGE}")),
            name if variant.is_none() => {
                variant = Some(name.parse().map_err(|e| format!("{e}"))?);
            }
            extra => return Err(format!("unexpected argument `{extra}`\n{USAGE}")),
        }
    }
    let variant = variant.ok_or(USAGE)?;
    let out = out.ok_or(format!("--svg FILE is required\n{USAGE}"))?;
    let pairs: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let mut pos = variant
        .position(fen.as_deref(), &pairs)
        .map_err(|e| e.to_string())?;
    let mut before = None;
    for (i, text) in moves.split_whitespace().enumerate() {
        let scene = pos.scene();
        pos.play_text(text)
            .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        before = Some(scene);
    }
    let scene = pos.scene();
    if let Some(before) = before {
        options.last_move = scene.changed_squares(&before);
    }
    let geo = scene.geometry;
    let square = |t: &str| {
        geo.parse_square(t)
            .map_err(|e| format!("square `{t}`: {e}"))
    };
    for h in &highlights {
        options.highlights.push(square(h)?);
    }
    for a in &arrows {
        let (from, to) = a
            .split_once('-')
            .ok_or(format!("--arrow takes FROM-TO, not `{a}`"))?;
        options.arrows.push((square(from)?, square(to)?));
    }
    let text = svg(&scene, &options);
    if out == "-" {
        print!("{text}");
        Ok(())
    } else {
        std::fs::write(&out, text).map_err(|e| format!("cannot write {out}: {e}"))
    }
}
