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
//! `volkhv`), options as `--option key=value`, and times in seconds.
#![forbid(unsafe_code)]

/// The code examples of the repository's README, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct RepositoryReadmeDoctests;

use std::fmt::Write as _;
use std::io;
use std::process::ExitCode;
use std::time::Duration;

use skazka::Variant;

/// Reads a game's name for clap: `chess`, `stone`, `synthesis`, `xianling` or `volkhv`.
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

/// The options as the pairs [`Variant::position`] takes.
#[must_use]
pub fn pairs(options: &[KeyValue]) -> Vec<(&str, &str)> {
    options
        .iter()
        .map(|kv| (kv.key.as_str(), kv.value.as_str()))
        .collect()
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
    }
}
