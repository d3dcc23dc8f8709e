//! Helpers shared by the tests: a catalogue position from its FEN and its legal moves.

// Each test file that includes this module uses some of the helpers.
#![allow(dead_code)]

use skazka_core::Position;
use skazka_fairy::{FairyPosition, variant_by_name};

/// The position `fen` of the catalogue variant `variant`.
pub fn position(variant: &str, fen: &str) -> FairyPosition {
    FairyPosition::from_fen(&variant_by_name(variant).unwrap(), fen).unwrap()
}

/// The legal moves of `p` in move text, sorted.
pub fn moves(p: &FairyPosition) -> Vec<String> {
    let mut out: Vec<String> = p
        .legal_move_list()
        .into_iter()
        .map(|m| p.display_move(m).to_string())
        .collect();
    out.sort();
    out
}
