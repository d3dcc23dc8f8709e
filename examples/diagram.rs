//! Writes the SVG diagram of a position of any game.
//!
//! ```text
//! cargo run --release --example diagram -- <variant> [--fen F] [--moves "…"]
//!     [--option k=v]... [--black] [--size N] [--highlight SQ]... [--arrow FROM-TO]...
//!     [--no-coordinates] [--variants FILE]... [--list-variants] --svg FILE
//! ```
//!
//! The variant is one of the games or a variant defined as data: a name of Fairy-Stockfish's
//! catalogue (`capablanca`) or of a section of a `--variants FILE`, loaded first. Pieces that
//! move as the orthodox ones are drawn as those, every other piece by its letter.
//!
//! The moves are played from the FEN (or the start position), in short algebraic notation or
//! the game's move text; the squares the last one changed are tinted. `--svg -` writes to
//! standard output. `--help` lists every flag, the games and their options. Bad arguments
//! print a message on standard error and exit with status 2.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;
use skazka::AnyGame;
use skazka::core::Color;
use skazka_examples::{
    KeyValue, VariantFiles, finish, games_help, key_value, options_text, variant,
};
use skazka_svg::{Options, svg};

/// Writes the SVG diagram of a position of any game.
#[derive(Parser, Debug)]
#[command(name = "diagram", after_help = games_help())]
struct Args {
    /// The game: chess, stone, synthesis, xianling, volkhv, or a variant defined as data (see
    /// below).
    #[arg(required_unless_present = "list_variants")]
    variant: Option<String>,
    /// Start from this position [default: the game's start position].
    #[arg(long)]
    fen: Option<String>,
    /// Moves to play first, separated by spaces, in SAN or the game's move text; the squares
    /// the last one changed are tinted.
    #[arg(long, default_value = "")]
    moves: String,
    /// A rule option of the game, key=value; may be repeated [default: the game's defaults].
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = key_value)]
    options: Vec<KeyValue>,
    /// Black at the bottom.
    #[arg(long)]
    black: bool,
    /// The board width in pixels [default: that of the drawing options].
    #[arg(long)]
    size: Option<u32>,
    /// Highlight a square; may be repeated.
    #[arg(long, value_name = "SQ")]
    highlight: Vec<String>,
    /// Draw an arrow; may be repeated.
    #[arg(long, value_name = "FROM-TO")]
    arrow: Vec<String>,
    /// Leave out the file letters and rank numbers.
    #[arg(long)]
    no_coordinates: bool,
    /// Where to write the SVG; `-` is standard output.
    #[arg(long, value_name = "FILE", required_unless_present = "list_variants")]
    svg: Option<String>,
    #[command(flatten)]
    variants: VariantFiles,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(code) = args.variants.prepare() {
        return code;
    }
    let text = match draw(&args) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let target = args.svg.as_deref().unwrap_or("-");
    if target == "-" {
        finish(io::stdout().lock().write_all(text.as_bytes()))
    } else {
        finish(
            std::fs::write(target, text)
                .map_err(|e| io::Error::new(e.kind(), format!("cannot write {target}: {e}"))),
        )
    }
}

/// The SVG text of the diagram the arguments ask for.
fn draw(args: &Args) -> Result<String, String> {
    let mut options = Options::default();
    if args.black {
        options.orientation = Color::Black;
    }
    if let Some(size) = args.size {
        options.size = size;
    }
    options.coordinates = !args.no_coordinates;
    let mut game = AnyGame::of(
        variant(args.variant.as_deref().unwrap_or_default())?,
        &options_text(&args.options),
        args.fen.as_deref(),
    )
    .map_err(|e| e.to_string())?;
    for (i, text) in args.moves.split_whitespace().enumerate() {
        game.play(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    options.last_move = game.last_move_squares();
    let scene = game.scene();
    let geo = scene.geometry;
    let square = |t: &str| {
        geo.parse_square(t)
            .map_err(|e| format!("square `{t}`: {e}"))
    };
    for h in &args.highlight {
        options.highlights.push(square(h)?);
    }
    for a in &args.arrow {
        let (from, to) = a
            .split_once('-')
            .ok_or(format!("--arrow takes FROM-TO, not `{a}`"))?;
        options.arrows.push((square(from)?, square(to)?));
    }
    Ok(svg(&scene, &options))
}
