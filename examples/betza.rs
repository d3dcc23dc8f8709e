//! Draws where a piece given in Betza notation can go, as a designer of fairy pieces would use it
//! to check a definition.
//!
//! ```text
//! cargo run --example betza -- "<betza>" [<square>] [--board 10x10] [--blockers e4,f6]
//!                              [--black] [--initial]
//! ```
//!
//! The piece stands on `<square>` (default: a central square) of an empty board (default 8x8),
//! apart from the blockers, which count as pieces of either colour: they stop riders, serve as
//! hopper screens and block lame leaps. Each square is marked:
//!
//! - `@` the piece, `.` out of reach;
//! - `m` move only (a non-capturing move), `c` capture only (the piece would capture an enemy
//!   standing there), `*` both;
//! - `x` a blocker the piece could capture, `o` a blocker it cannot.
//!
//! `--black` shows a Black piece (forward is down the board), `--initial` includes the moves
//! marked `i` (first move only). `--help` lists every flag with its default. Bad input prints
//! one line on stderr and exits with code 2.

use std::fmt::Write as _;
use std::io::{self, Write as _};
use std::process::ExitCode;

use clap::Parser;
use skazka::core::{Bitboard, Color, Geometry, Movement, PieceTable, Square};
use skazka_examples::finish;

/// Draws where a piece given in Betza notation can go on an empty board, with blockers.
#[derive(Parser, Debug)]
#[command(
    name = "betza",
    after_help = "Marks: @ the piece, * move or capture, m move only, c capture only, \
                  x a blocker it could capture, o a blocker it cannot, . out of reach.\n\
                  The notation is in docs/betza.md: for example N (knight), mRcpR (the \
                  xiangqi cannon), [F?R] (the griffon, a bent rider)."
)]
struct Args {
    /// The piece's movement in Betza notation.
    betza: String,
    /// The square the piece stands on [default: a central square].
    square: Option<String>,
    /// The board, files x ranks (at most 16x16 and 128 squares).
    #[arg(long, value_name = "FILESxRANKS", default_value = "8x8")]
    board: String,
    /// Squares with a piece of either colour, separated by commas [default: none].
    #[arg(
        long,
        value_name = "SQUARES",
        default_value = "",
        hide_default_value = true
    )]
    blockers: String,
    /// Show a Black piece, whose forward is down the board [default: White].
    #[arg(long)]
    black: bool,
    /// Include the moves allowed on a first move only (`i`) [default: off].
    #[arg(long)]
    initial: bool,
}

/// Everything the command line asks for.
struct Request {
    betza: String,
    movement: Movement,
    geometry: Geometry,
    square: Square,
    blockers: Bitboard,
    color: Color,
    initial: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match request(&args) {
        Ok(request) => finish(io::stdout().lock().write_all(render(&request).as_bytes())),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn request(args: &Args) -> Result<Request, String> {
    let betza = args.betza.as_str();
    let movement = Movement::from_betza(betza).map_err(|e| {
        if betza.chars().count() <= 40 {
            format!("bad betza string `{betza}`: {e}")
        } else {
            format!("bad betza string: {e}")
        }
    })?;
    let geometry = parse_board(&args.board)?;
    let square = match &args.square {
        Some(s) => parse_square(geometry, s)?,
        None => geometry.sq((geometry.files() - 1) / 2, (geometry.ranks() - 1) / 2),
    };
    let mut blocker_set = Bitboard::EMPTY;
    for name in args.blockers.split(',').filter(|b| !b.trim().is_empty()) {
        let sq = parse_square(geometry, name.trim())?;
        if sq == square {
            return Err(format!("blocker `{name}` is on the piece's square"));
        }
        blocker_set.insert(sq);
    }
    Ok(Request {
        betza: betza.to_owned(),
        movement,
        geometry,
        square,
        blockers: blocker_set,
        color: if args.black {
            Color::Black
        } else {
            Color::White
        },
        initial: args.initial,
    })
}

fn parse_board(text: &str) -> Result<Geometry, String> {
    let bad = || format!("bad board `{text}` (expected <files>x<ranks>, such as 10x10)");
    let (files, ranks) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let files: u8 = files.parse().map_err(|_| bad())?;
    let ranks: u8 = ranks.parse().map_err(|_| bad())?;
    Geometry::new(files, ranks).map_err(|e| format!("bad board `{text}`: {e}"))
}

fn parse_square(geometry: Geometry, text: &str) -> Result<Square, String> {
    geometry
        .parse_square(text)
        .map_err(|e| format!("bad square `{text}` on {geometry}: {e}"))
}

/// The diagram, legend and counts.
fn render(r: &Request) -> String {
    let geo = r.geometry;
    let table = PieceTable::new(geo, &r.movement);
    let t = table.targets(r.square, r.color, r.blockers, r.initial);
    let both = t.moves & t.attacks;
    let move_only = t.moves - t.attacks;
    let capture_only = t.attacks - t.moves - r.blockers;
    let capturable = t.attacks & r.blockers;

    let mut out = String::new();
    let side = if r.color == Color::White {
        "White"
    } else {
        "Black"
    };
    let _ = writeln!(
        out,
        "{} (canonical {}), {side} on {}, board {geo}{}",
        r.betza,
        r.movement,
        r.square.display(geo),
        if r.initial { ", first move" } else { "" }
    );
    if r.blockers.any() {
        let names: Vec<String> = r
            .blockers
            .into_iter()
            .map(|s| s.display(geo).to_string())
            .collect();
        let _ = writeln!(out, "blockers: {}", names.join(", "));
    }
    out.push('\n');
    for y in (0..geo.ranks()).rev() {
        let _ = write!(out, "{:>2} ", y + 1);
        for x in 0..geo.files() {
            let sq = geo.sq(x, y);
            let mark = if sq == r.square {
                '@'
            } else if capturable.contains(sq) {
                'x'
            } else if r.blockers.contains(sq) {
                'o'
            } else if both.contains(sq) {
                '*'
            } else if move_only.contains(sq) {
                'm'
            } else if capture_only.contains(sq) {
                'c'
            } else {
                '.'
            };
            let _ = write!(out, " {mark}");
        }
        out.push('\n');
    }
    out.push_str("   ");
    for x in 0..geo.files() {
        let _ = write!(out, " {}", (b'a' + x) as char);
    }
    out.push_str("\n\n");
    out.push_str(
        "@ piece   * move or capture   m move only   c capture only   \
         x capturable blocker   o blocker\n",
    );
    let _ = writeln!(
        out,
        "moves {} (both {}, move only {}), capture targets {} (capture only {}, blockers {})",
        t.moves.count(),
        (t.moves & t.attacks).count(),
        move_only.count(),
        t.attacks.count(),
        capture_only.count(),
        capturable.count()
    );
    out
}
