//! The module's exceptions, and the guard that turns a panic into one.
//!
//! Every refusal of bad input is a `ValueError` (through [`SkazkaError`], also exported as
//! `error`, the name `pyffish` gives its exception); a panic, which would be a bug of
//! skazka, is an [`InternalError`] (a `RuntimeError`).

use std::panic::{AssertUnwindSafe, catch_unwind};

use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use skazka::core::ParseMoveError;
use skazka::core::san::SanError;
use skazka::{GameError, SetupError};

create_exception!(
    skazka,
    SkazkaError,
    PyValueError,
    "Bad input: the base of skazka's exceptions (a ValueError)."
);
create_exception!(
    skazka,
    UnknownVariantError,
    SkazkaError,
    "No variant of skazka has this name."
);
create_exception!(
    skazka,
    InvalidFenError,
    SkazkaError,
    "The FEN (or the options) cannot be read, or describe a position the game refuses."
);
create_exception!(
    skazka,
    InvalidMoveError,
    SkazkaError,
    "The text is not a move in the game's move text or in SAN."
);
create_exception!(
    skazka,
    IllegalMoveError,
    SkazkaError,
    "The move is not legal in the position (or the game is over)."
);
create_exception!(
    skazka,
    AmbiguousMoveError,
    SkazkaError,
    "The SAN names more than one legal move."
);
create_exception!(
    skazka,
    InternalError,
    PyRuntimeError,
    "A bug of skazka (a Rust panic), caught before it reached Python."
);

/// Adds the exceptions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("SkazkaError", py.get_type::<SkazkaError>())?;
    m.add("error", py.get_type::<SkazkaError>())?;
    m.add("UnknownVariantError", py.get_type::<UnknownVariantError>())?;
    m.add("InvalidFenError", py.get_type::<InvalidFenError>())?;
    m.add("InvalidMoveError", py.get_type::<InvalidMoveError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("AmbiguousMoveError", py.get_type::<AmbiguousMoveError>())?;
    m.add("InternalError", py.get_type::<InternalError>())?;
    Ok(())
}

/// Runs `f`, turning a panic into [`InternalError`].
pub(crate) fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_owned());
        Err(InternalError::new_err(format!(
            "internal error in skazka (please report it): {what}"
        )))
    })
}

/// The exception of a setup error.
pub(crate) fn setup_error(e: &SetupError) -> PyErr {
    match e {
        SetupError::Fen { .. } => InvalidFenError::new_err(e.to_string()),
        _ => SkazkaError::new_err(e.to_string()),
    }
}

/// The exception of a move text refused by [`skazka::core::Position::parse_move`].
pub(crate) fn move_error(text: &str, e: &ParseMoveError) -> PyErr {
    let message = format!("invalid move '{}': {e}", clip(text));
    match e {
        ParseMoveError::Malformed { .. } => InvalidMoveError::new_err(message),
        _ => IllegalMoveError::new_err(message),
    }
}

/// The exception of a SAN refused by [`skazka::core::san::parse_san`].
pub(crate) fn san_error(text: &str, e: &SanError) -> PyErr {
    let message = format!("invalid move '{}': {e}", clip(text));
    match e {
        SanError::Malformed => InvalidMoveError::new_err(message),
        SanError::Ambiguous(_) => AmbiguousMoveError::new_err(message),
        _ => IllegalMoveError::new_err(message),
    }
}

/// The exception of a game's refusal.
pub(crate) fn game_error(e: &GameError) -> PyErr {
    let message = e.to_string();
    match e {
        GameError::Variant(_) => UnknownVariantError::new_err(message),
        GameError::Setup(setup) => setup_error(setup),
        GameError::Move {
            as_text, as_san, ..
        } => match (as_text, as_san) {
            (_, SanError::Ambiguous(_)) => AmbiguousMoveError::new_err(message),
            (ParseMoveError::Malformed { .. }, SanError::Malformed) => {
                InvalidMoveError::new_err(message)
            }
            _ => IllegalMoveError::new_err(message),
        },
        GameError::Over(_) => IllegalMoveError::new_err(message),
        _ => SkazkaError::new_err(message),
    }
}

/// At most 60 characters of a text quoted in a message.
pub(crate) fn clip(text: &str) -> String {
    let mut out: String = text.chars().take(60).collect();
    if out.len() < text.len() {
        out.push('…');
    }
    out
}
