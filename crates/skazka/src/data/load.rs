//! Fairy-Stockfish's `variants.ini` files loaded into the registry of data-defined variants.

use core::fmt;
use std::io;
use std::path::{Path, PathBuf};

use skazka_fairy::{Definition, DefinitionError, IniError};

use crate::{FairyName, Variant};

/// What loading a `variants.ini` text did: the variants it registered, and the sections it
/// could not.
///
/// As Fairy-Stockfish does with its `VariantPath` file, a section that cannot be read or does
/// not play is left out and the others are loaded; each one left out has its error here.
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct LoadedVariants {
    /// The variants registered, in the order of their sections.
    pub variants: Vec<Variant>,
    /// The sections left out (and text outside the sections that cannot be read), in the order
    /// of the text.
    pub errors: Vec<LoadError>,
}

impl LoadedVariants {
    /// The variants, or the first error if a section was left out.
    ///
    /// # Errors
    /// The first of [`LoadedVariants::errors`].
    pub fn into_result(self) -> Result<Vec<Variant>, LoadError> {
        match self.errors.into_iter().next() {
            Some(e) => Err(e),
            None => Ok(self.variants),
        }
    }
}

/// Why a `variants.ini` file, or one of its sections, was not loaded.
#[derive(Debug)]
#[non_exhaustive]
pub enum LoadError {
    /// The file cannot be read.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: io::Error,
    },
    /// Text that cannot be read: a section (with its name), or lines before the first section.
    Ini {
        /// The section's name; `None` for the lines before the first section.
        section: Option<String>,
        /// What is wrong, with its line.
        error: IniError,
    },
    /// A section that reads but does not play (a rule not implemented, a board too large).
    Definition {
        /// The section's name.
        section: String,
        /// The line of its header.
        line: usize,
        /// What is wrong.
        error: DefinitionError,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { path, error } => write!(f, "cannot read {}: {error}", path.display()),
            LoadError::Ini {
                section: Some(section),
                error,
            } => write!(f, "section [{section}] left out: {error}"),
            LoadError::Ini {
                section: None,
                error,
            } => write!(f, "{error}"),
            LoadError::Definition {
                section,
                line,
                error,
            } => write!(f, "line {line}: section [{section}] left out: {error}"),
        }
    }
}

impl std::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LoadError::Io { error, .. } => Some(error),
            LoadError::Ini { error, .. } => Some(error),
            LoadError::Definition { error, .. } => Some(error),
        }
    }
}

/// Reads the `variants.ini` file at `path` (Fairy-Stockfish's format) and registers every
/// section that plays, as [`load_variants_text`] does.
///
/// # Errors
/// [`LoadError::Io`] if the file cannot be read (as UTF-8 text).
pub fn load_variants(path: impl AsRef<Path>) -> Result<LoadedVariants, LoadError> {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path).map_err(|error| LoadError::Io {
        path: path.to_owned(),
        error,
    })?;
    Ok(load_variants_text(&text))
}

/// Reads a `variants.ini` text (Fairy-Stockfish's format, see [`skazka_fairy::ini`]) and
/// registers every section that plays ([`skazka_fairy::register`]), so that its name works
/// wherever a variant is named: [`Variant`]'s `FromStr`, PGN `Variant` tags, the options
/// text `variant=NAME`. A section replaces an earlier registration of its name.
///
/// A section may inherit from an earlier section of the text, from a variant registered
/// before, or from the catalogue (`[mygame:capablanca]`). A section that cannot be read or does
/// not play is left out with its error, and so are the sections that inherit from one that
/// cannot be read; the others load.
///
/// ```
/// use skazka::{Variant, load_variants_text};
///
/// let loaded = load_variants_text(
///     "# a bent rider on a 10x10 board\n\
///      [bentgame:chess]\n\
///      maxRank = 10\n\
///      maxFile = j\n\
///      customPiece1 = z:[F?R]\n\
///      startFen = rnbqkzbnrr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKZBNRR w - - 0 1\n\
///      castling = false\n\
///      promotionPieceTypes = qzrbn\n\
///      [broken:chess]\n\
///      noSuchKey = 1\n",
/// );
/// assert_eq!(loaded.variants, vec![Variant::fairy("bentgame").unwrap()]);
/// assert_eq!(loaded.errors.len(), 1); // [broken], with its line
/// let pos = "bentgame".parse::<Variant>()?.position(None, &[])?;
/// assert_eq!(pos.perft(1), 20 + 2 * 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn load_variants_text(text: &str) -> LoadedVariants {
    let lines: Vec<&str> = text.lines().collect();
    let sections = headers(&lines);
    // Whether each part is left out: the lines before the first section, then each section.
    let mut left_out = vec![false; sections.len() + 1];
    let mut loaded = LoadedVariants::default();
    let known = |name: &str| -> Option<Definition> {
        skazka_fairy::variant_by_name(name)
            .map(|v| v.definition().clone())
            .or_else(|| skazka_fairy::catalogue::get(name))
    };
    let definitions = loop {
        let current = text_without(&lines, &sections, &left_out);
        let error = match skazka_fairy::ini::parse(&current, &known) {
            Ok(definitions) => break definitions,
            Err(error) => error,
        };
        // The part the error is in: the section whose lines hold it, or the lines before the
        // first one.
        let part = match error.line() {
            Some(line) => sections
                .iter()
                .rposition(|s| s.line <= line)
                .map_or(0, |i| i + 1),
            None => 0,
        };
        if left_out[part] {
            // Nothing more can be left out (cannot happen with the reader's errors, which
            // name the line of a part still in the text).
            loaded.errors.push(LoadError::Ini {
                section: None,
                error,
            });
            return loaded;
        }
        left_out[part] = true;
        loaded.errors.push(LoadError::Ini {
            section: part.checked_sub(1).map(|i| sections[i].name.clone()),
            error,
        });
    };
    for definition in definitions {
        let name = definition.name.clone();
        match skazka_fairy::register(definition) {
            Ok(_) => loaded
                .variants
                .push(Variant::Fairy(FairyName::intern(&name))),
            Err(error) => loaded.errors.push(LoadError::Definition {
                line: sections
                    .iter()
                    .rev()
                    .find(|s| s.name == name)
                    .map_or(0, |s| s.line),
                section: name,
                error,
            }),
        }
    }
    loaded.errors.sort_by_key(|e| match e {
        LoadError::Ini { error, .. } => error.line().unwrap_or(0),
        LoadError::Definition { line, .. } => *line,
        LoadError::Io { .. } => 0,
    });
    loaded
}

/// A section header: its line (from 1) and name.
struct Header {
    line: usize,
    name: String,
}

/// The section headers of the text, as the reader finds them: lines that start with `[`.
fn headers(lines: &[&str]) -> Vec<Header> {
    lines
        .iter()
        .enumerate()
        .filter_map(|(i, full)| {
            let inner = full.trim().strip_prefix('[')?;
            let header = inner.split_once(']').map_or(inner, |(h, _)| h);
            let name = header.split_once(':').map_or(header, |(n, _)| n).trim();
            Some(Header {
                line: i + 1,
                name: name.to_owned(),
            })
        })
        .collect()
}

/// The text with the parts that are left out blanked, every other line where it was (so the
/// reader's line numbers are those of the file).
fn text_without(lines: &[&str], sections: &[Header], left_out: &[bool]) -> String {
    let mut out = String::new();
    let mut part = 0;
    for (i, line) in lines.iter().enumerate() {
        while part < sections.len() && sections[part].line == i + 1 {
            part += 1;
        }
        if !left_out[part] {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}
