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
//! marked `i` (first move only). Bad input prints one line on stderr and exits with code 2.

use std::fmt::Write as _;
use std::process::ExitCode;

use skazka_core::{Bitboard, Color, Geometry, Movement, PieceTable, Square};

const USAGE: &str = "usage: betza <betza> [<square>] [--board <files>x<ranks>] \
                     [--blockers <square>,...] [--black] [--initial]";

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
    let mut args: Vec<String> = Vec::new();
    for arg in std::env::args_os().skip(1) {
        match arg.into_string() {
            Ok(a) => args.push(a),
            Err(bad) => {
                eprintln!("error: argument {bad:?} is not valid UTF-8");
                return ExitCode::from(2);
            }
        }
    }
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match parse_args(&args) {
        Ok(request) => {
            print!("{}", render(&request));
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn parse_args(args: &[String]) -> Result<Request, String> {
    let mut positional: Vec<&str> = Vec::new();
    let mut board: Option<&str> = None;
    let mut blockers: Option<&str> = None;
    let mut color = Color::White;
    let mut initial = false;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v)),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<&str, String> {
            match inline {
                Some(v) => Ok(v),
                None => it
                    .next()
                    .map(String::as_str)
                    .ok_or_else(|| format!("{name} needs a value ({USAGE})")),
            }
        };
        match flag {
            "--board" => board = Some(value("--board")?),
            "--blockers" => blockers = Some(value("--blockers")?),
            "--black" => color = Color::Black,
            "--initial" => initial = true,
            f if f.starts_with("--") => return Err(format!("unknown option `{f}` ({USAGE})")),
            _ => positional.push(arg),
        }
    }
    let (betza, square) = match positional.as_slice() {
        [b] => (*b, None),
        [b, s] => (*b, Some(*s)),
        [] => return Err(format!("missing betza string ({USAGE})")),
        _ => return Err(format!("too many arguments ({USAGE})")),
    };
    let movement = Movement::from_betza(betza).map_err(|e| {
        if betza.chars().count() <= 40 {
            format!("bad betza string `{betza}`: {e}")
        } else {
            format!("bad betza string: {e}")
        }
    })?;
    let geometry = match board {
        Some(b) => parse_board(b)?,
        None => Geometry::CHESS,
    };
    let square = match square {
        Some(s) => parse_square(geometry, s)?,
        None => geometry.sq((geometry.files() - 1) / 2, (geometry.ranks() - 1) / 2),
    };
    let mut blocker_set = Bitboard::EMPTY;
    for name in blockers.into_iter().flat_map(|b| b.split(',')) {
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
        color,
        initial,
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
