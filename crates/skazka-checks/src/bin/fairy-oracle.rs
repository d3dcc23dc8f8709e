//! The skazka side of the differential test against Fairy-Stockfish (`.ci/fairy-differential.py`):
//! a line protocol on standard input, one answer line per command.
//!
//! - `new<TAB>variant<TAB>fen`: set up a position of a catalogue variant (`-` for its start);
//!   answers `ok` or `error <message>`.
//! - `load<TAB>path`: read a variants.ini file; answers `ok <sections>` or `error <message>`.
//! - `play<TAB>move`: play a move in Fairy-Stockfish's UCI text; `ok` or `error <message>`.
//! - `query`: `fen<TAB>legal moves sorted and space-separated<TAB>check (0/1)<TAB>outcome`,
//!   the outcome as `-`, `draw` or the winner `white`/`black`, then `:` and the reason.
//! - `optional`: the end of the game Fairy-Stockfish's `is_optional_game_end` gives for the
//!   line played since `new` (move limit, repetition, counting), in `query`'s outcome form.
//! - `perft<TAB>depth`: the number of leaves.
//! - `names`: the catalogue's variants, space-separated.
//! - `san<TAB>move`: the SAN of a legal move as the core's SAN writer writes it, or `-` for the
//!   shogi family, whose SAN is skazka's own (Fairy-Stockfish's is `notation` 1).
//! - `notation<TAB>code<TAB>move`: a legal move in the notation with Fairy-Stockfish's number
//!   `code` (0 default, 1 SAN, 2 LAN … 9 Thai LAN).

use std::io::{self, BufRead, Write};

use skazka_core::{HistoryRule, Outcome, Position};
use skazka_fairy::{FairyHistory, FairyPosition, Notation, Variant};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut position: Option<FairyPosition> = None;
    let mut history = FairyHistory::default();
    for line in stdin.lock().lines() {
        let line = line?;
        let mut fields = line.split('\t');
        let answer = match fields.next().unwrap_or("") {
            "new" => {
                let name = fields.next().unwrap_or("");
                let fen = fields.next().unwrap_or("-");
                match setup(name, fen) {
                    Ok(p) => {
                        history = FairyHistory::start(&p);
                        position = Some(p);
                        "ok".to_owned()
                    }
                    Err(e) => format!("error {e}"),
                }
            }
            "load" => match load(fields.next().unwrap_or("")) {
                Ok(n) => format!("ok {n}"),
                Err(e) => format!("error {e}"),
            },
            "play" => match position.as_mut() {
                Some(p) => {
                    let before = p.clone();
                    match p.play_text(fields.next().unwrap_or("")) {
                        Ok(m) => {
                            history.after_move(&before, m, p);
                            "ok".to_owned()
                        }
                        Err(e) => format!("error {e}"),
                    }
                }
                None => "error no position".to_owned(),
            },
            "optional" => match position.as_ref() {
                Some(p) => outcome_text(history.optional_end(p)),
                None => "error no position".to_owned(),
            },
            "query" => match position.as_ref() {
                Some(p) => query(p),
                None => "error no position".to_owned(),
            },
            "perft" => match (
                position.as_ref(),
                fields.next().and_then(|d| d.parse().ok()),
            ) {
                (Some(p), Some(depth)) => p.perft(depth).to_string(),
                _ => "error perft needs a position and a depth".to_owned(),
            },
            "san" => match position.as_ref() {
                Some(p) => san(p, fields.next().unwrap_or("")),
                None => "error no position".to_owned(),
            },
            "notation" => match position.as_ref() {
                Some(p) => notation(p, fields.next().unwrap_or(""), fields.next().unwrap_or("")),
                None => "error no position".to_owned(),
            },
            "names" => skazka_fairy::catalogue::names()
                .collect::<Vec<_>>()
                .join(" "),
            other => format!("error unknown command `{other}`"),
        };
        writeln!(out, "{answer}")?;
        out.flush()?;
    }
    Ok(())
}

/// Registers every section of a variants.ini file; the number of sections.
fn load(path: &str) -> Result<usize, Box<dyn std::error::Error>> {
    let text = std::fs::read_to_string(path)?;
    let known = |name: &str| skazka_fairy::variant_by_name(name).map(|v| v.definition().clone());
    let definitions = skazka_fairy::ini::parse(&text, &known)?;
    let n = definitions.len();
    for definition in definitions {
        skazka_fairy::register(definition)?;
    }
    Ok(n)
}

fn setup(name: &str, fen: &str) -> Result<FairyPosition, Box<dyn std::error::Error>> {
    let variant: Variant =
        skazka_fairy::variant_by_name(name).ok_or_else(|| format!("unknown variant `{name}`"))?;
    Ok(if fen == "-" {
        FairyPosition::start(&variant)?
    } else {
        FairyPosition::from_fen(&variant, fen)?
    })
}

fn query(p: &FairyPosition) -> String {
    let mut moves: Vec<String> = p
        .legal_move_list()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    let outcome = outcome_text(p.outcome());
    format!(
        "{}\t{}\t{}\t{}",
        p.fen_text(),
        moves.join(" "),
        u8::from(p.is_check()),
        outcome
    )
}

/// An outcome as `-`, `draw:reason` or `white:reason`/`black:reason`.
fn outcome_text(outcome: Option<Outcome>) -> String {
    match outcome {
        None => "-".to_owned(),
        Some(Outcome::Draw { reason }) => format!("draw:{reason}"),
        Some(Outcome::Decisive { winner, reason }) => {
            format!(
                "{}:{reason}",
                if winner.is_white() { "white" } else { "black" }
            )
        }
        Some(other) => format!("{other}"),
    }
}

fn san(p: &FairyPosition, text: &str) -> String {
    if p.variant().definition().variant_template == "shogi" {
        return "-".to_owned();
    }
    match p.parse_move(text) {
        Ok(m) => skazka_core::san::write_san(p, m),
        Err(e) => format!("error {e}"),
    }
}

fn notation(p: &FairyPosition, code: &str, text: &str) -> String {
    let Some(notation) = code.parse().ok().and_then(Notation::from_code) else {
        return format!("error unknown notation `{code}`");
    };
    match p.parse_move(text) {
        Ok(m) => p.write_notation(m, notation),
        Err(e) => format!("error {e}"),
    }
}
