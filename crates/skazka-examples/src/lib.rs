//! What the example programs of the skazka workspace share: the argument types of their
//! command lines, the list of games and options that ends every `--help`, and a quiet end
//! when the reader of the output goes away.
//!
//! The programs themselves are in the top-level `examples/` folder:
//!
//! ```text
//! cargo run --release --example play -- --help
//! cargo run --release --example perft -- --help
//! cargo run --release --example selfplay -- --help
//! cargo run --example betza -- --help
//! cargo run --release --example pgn -- --help
//! cargo run --release --example diagram -- --help
//! ```
//!
//! Every program reads the game as a word (`chess`, `stone`, `synthesis`, `xianling`,
//! `volkhv`, or the name of a variant defined as data: one of Fairy-Stockfish's catalogue such
//! as `capablanca`, or a section of a `variants.ini` file loaded with `--variants FILE`),
//! options as `--option key=value`, and times in seconds. `--list-variants` lists every name.
#![forbid(unsafe_code)]

pub mod play;
pub mod selfplay;

/// The code examples of the repository's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct RepositoryReadmeDoctests;

use std::fmt::Write as _;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use skazka::Variant;

/// Reads a game's name: `chess`, `stone`, `synthesis`, `xianling`, `volkhv`, or a data-defined
/// variant's (a catalogue name, or a section of a file loaded before).
///
/// # Errors
/// The message of [`skazka::VariantError`], or a note that the game is not in this build.
pub fn variant(text: &str) -> Result<Variant, String> {
    let v: Variant = text
        .parse()
        .map_err(|e: skazka::VariantError| e.to_string())?;
    if v.is_compiled() {
        Ok(v)
    } else {
        Err(format!("the game `{v}` is not in this build"))
    }
}

/// The game named by `word`, or the exit status of a program that cannot play it (2, after a
/// message on standard error). Programs read the word after loading their `--variants` files,
/// so that it may name a section of one.
///
/// # Errors
/// The exit status, when the word names no game of this build.
pub fn resolve(word: &str) -> Result<Variant, ExitCode> {
    variant(word).map_err(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })
}

/// The arguments every program has for variants defined as data: `--variants FILE` and
/// `--list-variants`.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
pub struct VariantFiles {
    /// Load the variants of this file first (Fairy-Stockfish's variants.ini format), so that
    /// their names can be played; may be repeated. A section that cannot be loaded is named
    /// on standard error and left out.
    #[arg(long = "variants", value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print every variant name the program takes (the games, Fairy-Stockfish's catalogue, the
    /// loaded files' variants) and stop.
    #[arg(long)]
    pub list_variants: bool,
}

impl VariantFiles {
    /// Loads the `--variants` files, naming each section left out on standard error; then,
    /// with `--list-variants`, prints every variant name. Returns the exit status to stop with
    /// (2 for a file that cannot be read, 0 after the list), or `None` to go on.
    #[must_use]
    pub fn prepare(&self) -> Option<ExitCode> {
        for path in &self.files {
            match skazka::load_variants(path) {
                Ok(loaded) => {
                    for e in &loaded.errors {
                        eprintln!("warning: {}: {e}", path.display());
                    }
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    return Some(ExitCode::from(2));
                }
            }
        }
        if self.list_variants {
            print!("{}", variant_list());
            return Some(ExitCode::SUCCESS);
        }
        None
    }
}

/// Every variant name the programs take, for `--list-variants`: the games of this build,
/// Fairy-Stockfish's catalogue, and the variants loaded from files, each group on wrapped
/// lines.
#[must_use]
pub fn variant_list() -> String {
    let games: Vec<&str> = Variant::ALL
        .iter()
        .filter(|v| v.is_compiled())
        .map(|v| v.name())
        .collect();
    let mut out = String::new();
    let mut group = |title: &str, names: &[&str]| {
        if names.is_empty() {
            return;
        }
        let _ = writeln!(out, "{title} ({}):", names.len());
        let mut line = String::from(" ");
        for name in names {
            if line.len() + 1 + name.len() > 79 {
                let _ = writeln!(out, "{line}");
                line = String::from(" ");
            }
            line.push(' ');
            line.push_str(name);
        }
        let _ = writeln!(out, "{line}");
    };
    group("games", &games);
    let fairy = Variant::fairy_variants();
    let catalogue: Vec<&str> = catalogue_names();
    let loaded: Vec<&str> = fairy
        .iter()
        .map(|v| v.name())
        .filter(|n| !catalogue.contains(n))
        .collect();
    group("Fairy-Stockfish's catalogue", &catalogue);
    group("loaded from --variants files", &loaded);
    out
}

/// The playable names of Fairy-Stockfish's catalogue in this build.
fn catalogue_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = skazka::fairy::catalogue::names().collect();
    names.sort_unstable();
    names
}

/// One `--option key=value` argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyValue {
    /// The option key.
    pub key: String,
    /// Its value as text.
    pub value: String,
}

/// Reads `key=value` for clap.
///
/// # Errors
/// A message when there is no `=` or no key.
pub fn key_value(text: &str) -> Result<KeyValue, String> {
    match text.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => Ok(KeyValue {
            key: k.trim().to_owned(),
            value: v.trim().to_owned(),
        }),
        _ => Err(format!("`{text}` is not key=value")),
    }
}

/// The options as the `key=value` words [`skazka::AnyGame::new`] reads.
#[must_use]
pub fn options_text(options: &[KeyValue]) -> String {
    options
        .iter()
        .map(|kv| format!("{}={}", kv.key, kv.value))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a time in seconds (`2`, `0.5`), more than zero and at most an hour, for clap.
///
/// # Errors
/// A message for anything else.
pub fn seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 3600.0)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!("`{text}` is not a time in seconds (such as 2 or 0.5, at most 3600)")
        })
}

/// Every game of this build with its option keys, their values, defaults and help lines, for
/// the end of `--help`.
#[must_use]
pub fn games_help() -> String {
    let mut out = String::from("Games and their options (--option key=value):\n");
    for &v in Variant::ALL.iter().filter(|v| v.is_compiled()) {
        let keys = v.option_keys();
        if keys.is_empty() {
            let _ = writeln!(out, "  {v}: no options");
            continue;
        }
        let _ = writeln!(out, "  {v}:");
        for key in keys {
            let _ = writeln!(
                out,
                "    {}={}  (default {})\n        {}",
                key.name,
                key.values.join("|"),
                key.default,
                key.help
            );
        }
    }
    let _ = write!(
        out,
        "\nVariants defined as data (Fairy-Stockfish's variants.ini format, no options): a name\n\
         of Fairy-Stockfish's catalogue ({} variants, such as capablanca, crazyhouse, grand,\n\
         shako and knightmate; --list-variants lists them all), or of a section of a file\n\
         loaded with --variants FILE.\n",
        catalogue_names().len()
    );
    out
}

/// The exit status of a program whose output went to `result`: success, also when the reader
/// of standard output went away (`… | head`), which is how a pipe says "enough"; otherwise
/// the error on standard error and status 1.
#[must_use]
pub fn finish(result: io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_read_as_documented() {
        assert_eq!(variant("Chess"), Ok(Variant::Chess));
        assert!(variant("--help").unwrap_err().contains("unknown variant"));
        assert_eq!(
            key_value("dice=true"),
            Ok(KeyValue {
                key: "dice".into(),
                value: "true".into()
            })
        );
        assert!(key_value("dice").is_err());
        assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
        assert!(seconds("0").is_err());
        assert!(seconds("nan").is_err());
    }

    #[test]
    fn the_games_help_lists_every_key() {
        let help = games_help();
        for &v in Variant::ALL {
            assert!(help.contains(&format!("  {v}")), "{v}");
            for key in v.option_keys() {
                assert!(help.contains(&format!("{}=", key.name)), "{}", key.name);
            }
        }
        assert!(help.contains("dice=true|false  (default false)"));
        assert!(help.contains("--variants FILE"));
    }

    #[test]
    fn the_list_names_every_variant() {
        let list = variant_list();
        for name in ["chess", "volkhv", "capablanca", "crazyhouse", "shako"] {
            assert!(list.contains(&format!(" {name}")), "{name}");
        }
        assert_eq!(variant("capablanca").map(|v| v.name()), Ok("capablanca"));
        assert!(list.lines().all(|l| l.len() <= 80));
    }
}
