//! [`skazka_core::Rules`] for data-defined variants: one Rust type, many games, each position
//! answering its own name and board.

use core::fmt;
use core::str::FromStr;

use skazka_core::{DrawRule, DrawRules, Geometry, Rules};

use crate::{FairyFenError, FairyHistory, FairyOptions, FairyPosition};

impl Rules for FairyPosition {
    type Options = FairyOptions;
    type FenError = FairyFenError;
    type History = FairyHistory;

    fn name(&self) -> &str {
        self.variant().name()
    }

    fn geometry(&self) -> Geometry {
        self.variant().geometry()
    }

    /// The start position of the options' variant. A definition whose start position cannot
    /// be read (compiled variants are checked when they are made) gives an empty board.
    fn new(options: &FairyOptions) -> FairyPosition {
        FairyPosition::start(options.variant())
            .unwrap_or_else(|_| FairyPosition::empty(options.variant().clone()))
    }

    fn from_fen(fen: &str, options: &FairyOptions) -> Result<FairyPosition, FairyFenError> {
        FairyPosition::from_fen(options.variant(), fen)
    }

    fn options(&self) -> &FairyOptions {
        &self.options
    }

    /// Fairy-Stockfish's `nMoveRule` and `nFoldRule`, both claimable (0 turns a rule off). A
    /// variant whose repetitions win, lose or punish perpetual check has them decided by its
    /// history rule ([`FairyHistory`]) instead, which ends the game.
    fn draw_rules(&self) -> DrawRules {
        let def = self.variant().definition();
        let mut rules = DrawRules::none();
        if def.n_fold_rule > 0 && !crate::history::applies(self) {
            rules = rules.with_repetition(DrawRule::Claimable, def.n_fold_rule);
        }
        // Under the chasing rule the move limit depends on the checks given, which only the
        // line of play shows, and under material counting it may be won: the history rule
        // decides it then.
        if def.n_move_rule > 0 && !crate::history::decides_move_limit(self) {
            rules = rules.with_move_limit(DrawRule::Claimable, 2 * def.n_move_rule);
        }
        rules
    }
}

impl Default for FairyPosition {
    /// The start position of chess.
    fn default() -> FairyPosition {
        FairyPosition::new_default()
    }
}

impl FairyPosition {
    fn new_default() -> FairyPosition {
        <FairyPosition as Rules>::new(&FairyOptions::default())
    }
}

impl FromStr for FairyPosition {
    type Err = FairyFenError;

    /// A chess FEN (use [`FairyPosition::from_fen`] for other variants).
    fn from_str(fen: &str) -> Result<FairyPosition, FairyFenError> {
        FairyPosition::from_fen(FairyOptions::default().variant(), fen)
    }
}

impl fmt::Display for FairyPosition {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen_text())
    }
}

impl PartialEq for FairyPosition {
    fn eq(&self, other: &FairyPosition) -> bool {
        self.variant() == other.variant()
            && skazka_core::Position::is_repetition_of(self, other)
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}
