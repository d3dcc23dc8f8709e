//! Why a definition cannot be compiled into a variant.

use core::fmt;

/// A definition that cannot be played: the board, a piece or a key is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DefinitionError {
    /// The board is larger than the core's limit (16 files, 16 ranks, 128 squares) or empty.
    BoardSize {
        /// Files asked for.
        files: u8,
        /// Ranks asked for.
        ranks: u8,
    },
    /// A piece's movement cannot be read.
    Movement {
        /// The piece's key.
        piece: String,
        /// What is wrong.
        message: String,
    },
    /// Two piece types share a letter (or second letter).
    DuplicateLetter(char),
    /// A second letter (`pieceSynonyms`) that is not an ASCII letter.
    InvalidSynonym(char),
    /// More piece types than a variant may have.
    TooManyKinds(usize),
    /// A key names a piece letter the variant does not have.
    UnknownLetter {
        /// The key.
        key: &'static str,
        /// The letter.
        letter: char,
    },
    /// The start position cannot be read.
    StartFen(String),
    /// A key the definition holds but play does not implement yet (so it is refused rather
    /// than ignored).
    Unsupported(&'static str),
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DefinitionError::BoardSize { files, ranks } => write!(
                f,
                "a board of {files}x{ranks} is not supported (at most 16 files, 16 ranks and 128 squares)"
            ),
            DefinitionError::Movement { piece, message } => write!(f, "{piece}: {message}"),
            DefinitionError::DuplicateLetter(c) => {
                write!(f, "two piece types use the letter `{c}`")
            }
            DefinitionError::InvalidSynonym(c) => {
                write!(f, "pieceSynonyms: `{c}` is not a letter")
            }
            DefinitionError::TooManyKinds(n) => write!(
                f,
                "{n} piece types (a variant may have at most {})",
                crate::variant::MAX_KINDS
            ),
            DefinitionError::UnknownLetter { key, letter } => {
                write!(f, "{key}: the variant has no piece `{letter}`")
            }
            DefinitionError::StartFen(message) => write!(f, "startFen: {message}"),
            DefinitionError::Unsupported(key) => {
                write!(f, "{key}: the rule is not implemented for play yet")
            }
        }
    }
}

impl std::error::Error for DefinitionError {}
