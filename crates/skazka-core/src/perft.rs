//! Perft suites: expected node counts read from text, checked against any [`Position`].
//!
//! The format, shared by every game's `tests/data/*.perft`:
//!
//! ```text
//! # comment naming the source
//! id kiwipete
//! fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1
//! perft 1 48
//! perft 2 2039
//! ```
//!
//! Each `fen` line starts a case; `id` lines name the next case; `perft <depth> <nodes>` lines
//! give its counts.

use core::fmt;

use crate::Position;

/// One position of a suite with its expected counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// Name from the `id` line, or the FEN.
    pub id: String,
    /// The position in the game's FEN.
    pub fen: String,
    /// `(depth, nodes)` pairs.
    pub counts: Vec<(u32, u64)>,
    /// Line of the `fen` entry in the file, for error messages.
    pub line: usize,
}

/// A malformed line of a perft suite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftSuiteError {
    /// 1-based line number.
    pub line: usize,
}

impl fmt::Display for PerftSuiteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed perft suite line {}", self.line)
    }
}

impl std::error::Error for PerftSuiteError {}

/// Reads a perft suite.
///
/// # Errors
/// [`PerftSuiteError`] with the first bad line.
pub fn parse_suite(text: &str) -> Result<Vec<PerftCase>, PerftSuiteError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut next_id: Option<String> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let err = PerftSuiteError { line: i + 1 };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').ok_or(err.clone())?;
        let value = value.trim();
        match key {
            "id" => next_id = Some(value.to_owned()),
            "fen" | "epd" => cases.push(PerftCase {
                id: next_id.take().unwrap_or_else(|| value.to_owned()),
                fen: value.to_owned(),
                counts: Vec::new(),
                line: i + 1,
            }),
            "perft" => {
                let (d, n) = value.split_once(' ').ok_or(err.clone())?;
                let depth = d.trim().parse().map_err(|_| err.clone())?;
                let nodes = n.trim().parse().map_err(|_| err.clone())?;
                cases.last_mut().ok_or(err)?.counts.push((depth, nodes));
            }
            _ => return Err(err),
        }
    }
    Ok(cases)
}

/// Checks every count of `suite` up to `max_nodes` nodes, building positions with `from_fen`.
///
/// # Panics
/// On the first mismatch or unreadable FEN, with the case's name and line — this is a test helper.
#[track_caller]
pub fn check_suite<P: Position, E: fmt::Debug>(
    file: &str,
    suite: &str,
    max_nodes: u64,
    from_fen: impl Fn(&str) -> Result<P, E>,
) -> usize {
    let cases = parse_suite(suite).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut checked = 0;
    for case in &cases {
        let pos = from_fen(&case.fen)
            .unwrap_or_else(|e| panic!("{file}:{}: bad fen {:?}: {e:?}", case.line, case.fen));
        for &(depth, nodes) in case.counts.iter().filter(|(_, n)| *n <= max_nodes) {
            let got = pos.perft(depth);
            assert_eq!(
                got, nodes,
                "{file}:{}: {} perft {depth}",
                case.line, case.id
            );
            checked += 1;
        }
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suites_read_ids_fens_and_counts() {
        let s = "# src\nid start\nfen x y\nperft 1 20\nperft 2 400\n\nfen z\nperft 1 3\n";
        let cases = parse_suite(s).unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].id, "start");
        assert_eq!(cases[0].counts, vec![(1, 20), (2, 400)]);
        assert_eq!(cases[1].id, "z");
        assert_eq!(parse_suite("perft 1 2"), Err(PerftSuiteError { line: 1 }));
        assert_eq!(
            parse_suite("fen a\nperft x 2"),
            Err(PerftSuiteError { line: 2 })
        );
    }
}
