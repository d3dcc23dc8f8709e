//! Reads a PGN file of any of the library's games, replays every game under its rules, and
//! prints each game's result and final position; or writes the file again.
//!
//! ```text
//! cargo run --release --example pgn -- FILE [--rewrite san|coordinate] [--out FILE]
//!     [--variants FILE]... [--list-variants]
//! ```
//!
//! Each game is replayed under the rules its `Variant` tag names (no tag: orthodox chess),
//! from its `FEN` and `VariantOptions` tags, and every move is checked. A data-defined
//! variant is named by its tag as Fairy-Stockfish names it (`[Variant "capablanca"]`): a
//! catalogue variant, or a section of a `--variants FILE` loaded first. One line per game,
//! `game <n>: <result> <final FEN>`, then `games <N>`. A record that does not replay is named
//! on standard error (game, move number and text) and reading goes on with the next game; the
//! program then exits with status 1. `-` reads standard input.
//!
//! `--rewrite san` writes every game back in short algebraic notation, `--rewrite
//! coordinate` in the games' coordinate move text (a move whose coordinate text reads as PGN
//! syntax, such as Volkhv's `e2(2)e4`, stays in SAN), to standard output or `--out FILE`;
//! the summary lines then go to standard error.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use skazka::core::Color;
use skazka::core::san::SanWriter;
use skazka::engine::Playable;
use skazka::pgn::{GameRecord, LINE_WIDTH, PgnReader};
use skazka::{RecordVisitor, replay_record};
use skazka_examples::{VariantFiles, finish};

/// How moves are written by --rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Notation {
    /// Short algebraic notation: Nf3, exd5, O-O.
    San,
    /// The game's coordinate move text: g1f3, e4d5, e1g1.
    Coordinate,
}

/// Reads every game of a PGN file (any of the library's games, chosen by the Variant tag),
/// replays it with validation and prints `game <n>: <result> <final FEN>` per game, then
/// `games <N>`.
#[derive(Parser, Debug)]
#[command(name = "pgn")]
struct Args {
    /// The PGN file; `-` reads standard input.
    #[arg(required_unless_present = "list_variants")]
    file: Option<PathBuf>,
    /// Write the games back out with moves in this notation.
    #[arg(long, value_enum, value_name = "NOTATION")]
    rewrite: Option<Notation>,
    /// Where --rewrite writes [default: standard output].
    #[arg(long, value_name = "FILE", requires = "rewrite")]
    out: Option<PathBuf>,
    #[command(flatten)]
    variants: VariantFiles,
}

/// What one replayed game gives: its summary line and, if asked, its record written again.
struct Replayed {
    result: String,
    fen: String,
    text: Option<String>,
    /// Where the rules ended a game whose record goes on.
    ended: Option<String>,
}

struct Replay(Option<Notation>);

impl RecordVisitor for Replay {
    type Output = Replayed;
    fn visit<P: Playable>(self, record: GameRecord<P>) -> Replayed {
        let text = match self.0 {
            None => None,
            Some(Notation::San) => Some(record.to_string()),
            Some(Notation::Coordinate) => Some(coordinate_record(&record)),
        };
        Replayed {
            result: record.result().to_string(),
            fen: record.game().position().fen(),
            text,
            ended: record.rules_end().map(|end| {
                format!(
                    "the rules ended the game after ply {}: {}",
                    end.ply, end.outcome
                )
            }),
        }
    }
}

/// The record with its moves in coordinate move text: the tag section as the PGN writer
/// makes it, then numbered moves with comments and glyphs, wrapped before [`LINE_WIDTH`].
fn coordinate_record<P: Playable>(record: &GameRecord<P>) -> String {
    let written = record.to_string();
    let tags = written.split("\n\n").next().unwrap_or_default();
    let mut tokens: Vec<String> = Vec::new();
    let mut comments = record.comments().iter().peekable();
    let mut nags = record.nags().iter().peekable();
    let mut number = fullmove_number(&record.start().fen());
    let mut previous: Option<Color> = None;
    let mut interrupted = true;
    for (i, (position, &m)) in record.game().positions().zip(record.moves()).enumerate() {
        while let Some((_, text)) = comments.next_if(|(at, _)| *at <= i) {
            tokens.push(format!("{{{}}}", text.replace('}', ")")));
            interrupted = true;
        }
        let turn = position.turn();
        let coordinate = position.display_move(m).to_string();
        // Brackets, braces and semicolons mean something else in PGN movetext.
        let text = if coordinate.contains(['(', ')', '{', '}', ';', '$', '%']) {
            SanWriter::new(position).write(m)
        } else {
            coordinate
        };
        if turn == Color::White && previous == Some(Color::Black) {
            number = number.saturating_add(1);
        }
        if turn == Color::White && previous != Some(Color::White) {
            tokens.push(format!("{number}. {text}"));
        } else if turn == Color::Black && interrupted {
            tokens.push(format!("{number}... {text}"));
        } else {
            tokens.push(text);
        }
        while let Some((_, nag)) = nags.next_if(|(at, _)| *at <= i + 1) {
            tokens.push(format!("${nag}"));
        }
        interrupted = false;
        previous = Some(turn);
    }
    for (_, text) in comments {
        tokens.push(format!("{{{}}}", text.replace('}', ")")));
    }
    tokens.push(record.result().to_string());
    let mut out = format!("{tags}\n\n");
    let mut column = 0;
    for token in tokens {
        let width = token.chars().count();
        if column > 0 && column + 1 + width >= LINE_WIDTH {
            out.push('\n');
            column = 0;
        } else if column > 0 {
            out.push(' ');
            column += 1;
        }
        out.push_str(&token);
        column += width;
    }
    out.push_str("\n\n");
    out
}

/// The move number of a FEN: the last of its two neighbouring number fields, or 1.
fn fullmove_number(fen: &str) -> u32 {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    fields
        .windows(2)
        .rev()
        .find(|pair| {
            pair.iter()
                .all(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()))
        })
        .and_then(|pair| pair[1].parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1)
}

/// Reads and replays every game; returns whether all of them replayed.
fn read_all(
    input: impl BufRead,
    notation: Option<Notation>,
    summary: &mut dyn Write,
    rewrite: &mut dyn Write,
) -> io::Result<bool> {
    let mut reader = PgnReader::new(input);
    let mut games = 0;
    let mut errors = 0;
    while let Some(raw) = reader.next_raw() {
        games += 1;
        let replayed = raw.and_then(|raw| replay_record(&raw, Replay(notation)));
        match replayed {
            Ok(game) => {
                writeln!(summary, "game {games}: {} {}", game.result, game.fen)?;
                if let Some(ended) = game.ended {
                    writeln!(summary, "game {games}: {ended}; the record goes on")?;
                }
                if let Some(text) = game.text {
                    rewrite.write_all(text.as_bytes())?;
                }
            }
            Err(e) => {
                errors += 1;
                // The lines before it come first, when both go to one terminal.
                summary.flush()?;
                eprintln!("error: {e}");
            }
        }
    }
    writeln!(summary, "games {games}")?;
    rewrite.flush()?;
    summary.flush()?;
    if errors > 0 {
        eprintln!("{errors} of {games} games did not replay");
    }
    Ok(errors == 0)
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(code) = args.variants.prepare() {
        return code;
    }
    let file = args.file.clone().unwrap_or_default();
    let input: Box<dyn BufRead> = if file.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        match File::open(&file) {
            Ok(f) => Box::new(BufReader::new(f)),
            Err(e) => {
                eprintln!("error: {}: {e}", file.display());
                return ExitCode::from(2);
            }
        }
    };
    let stdout = io::stdout();
    let mut rewrite: Box<dyn Write> = match (&args.out, args.rewrite) {
        (Some(path), _) => match File::create(path) {
            Ok(f) => Box::new(BufWriter::new(f)),
            Err(e) => {
                eprintln!("error: {}: {e}", path.display());
                return ExitCode::from(2);
            }
        },
        (None, Some(_)) => Box::new(BufWriter::new(stdout.lock())),
        (None, None) => Box::new(io::sink()),
    };
    // The rewritten file takes standard output when it goes there; the summary then goes to
    // standard error.
    let mut summary: Box<dyn Write> = if args.rewrite.is_some() && args.out.is_none() {
        Box::new(io::stderr())
    } else {
        Box::new(BufWriter::new(stdout.lock()))
    };
    match read_all(input, args.rewrite, &mut summary, &mut rewrite) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => finish(Err(e)),
    }
}
