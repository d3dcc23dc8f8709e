//! Betza notation (placeholder being replaced by the full parser).

use core::fmt;

use crate::Movement;

/// What is wrong in a Betza string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BetzaErrorKind {
    /// The string is empty.
    Empty,
}

/// A Betza string outside the supported subset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseBetzaError {
    /// Byte offset of the problem.
    pub offset: usize,
    /// What is wrong.
    pub kind: BetzaErrorKind,
}

impl fmt::Display for ParseBetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid betza at byte {}: {:?}", self.offset, self.kind)
    }
}

impl std::error::Error for ParseBetzaError {}

impl Movement {
    /// Parses Betza.
    ///
    /// # Errors
    /// Always for now.
    pub fn from_betza(_text: &str) -> Result<Movement, ParseBetzaError> {
        Err(ParseBetzaError {
            offset: 0,
            kind: BetzaErrorKind::Empty,
        })
    }
}
