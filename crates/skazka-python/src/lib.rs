//! skazka for Python: the module `skazka`, built with maturin (see `docs/python.md`).
//!
//! Two faces over the same rules:
//!
//! - `compat`: Fairy-Stockfish's `pyffish` functions under the same names, arguments and
//!   results (`legal_moves(variant, fen, moves)`, `get_fen`, `get_san`, `game_result`, …),
//!   for every variant skazka knows;
//! - `board`: a `Board` class in python-chess's shape (`push`, `pop`, `legal_moves`,
//!   `outcome()`, `perft`, `search`, PGN and SVG), over `skazka::AnyGame`.
//!
//! Every error is a Python exception (`errors`); a panic is caught at the boundary and
//! raised as `skazka.InternalError`. Perft and search release the GIL.

mod board;
mod compat;
mod errors;

use pyo3::prelude::*;

/// The Python module `skazka`.
///
/// # Errors
/// When a name cannot be added to the module (Python is out of memory).
#[pymodule]
pub fn skazka(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    compat::register(m)?;
    board::register(m)?;
    Ok(())
}
