//! The [`Rules`] of Synthesis chess: start position, FEN, options, and the end the rules of
//! play add to the move tree (King against King).

use skazka_core::{EndReason, NoHistoryRule, Outcome, Rules};

use crate::{FenError, Options, Synthesis};

impl Rules for Synthesis {
    type Options = Options;
    type FenError = FenError;
    type History = NoHistoryRule;

    fn name(&self) -> &str {
        Synthesis::NAME
    }

    fn geometry(&self) -> skazka_core::Geometry {
        Synthesis::GEOMETRY
    }

    fn new(options: &Options) -> Synthesis {
        Synthesis::new(options)
    }

    fn from_fen(fen: &str, options: &Options) -> Result<Synthesis, FenError> {
        Synthesis::from_fen(fen, options)
    }

    fn options(&self) -> &Options {
        Synthesis::options(self)
    }

    /// Threefold repetition (the key includes the day/night parity, phases, original Queens
    /// and escape counts) and the 50-move rule, both claimable as in chess. A game that should
    /// end by them at once is `Game::with_rules(pos, DrawRules::automatic(), NoHistoryRule)`.
    fn draw_rules(&self) -> skazka_core::DrawRules {
        skazka_core::DrawRules::default()
    }

    /// King against King is a draw ([`EndReason::InsufficientMaterial`]), from the start of a
    /// game too. Perft does not apply it (rules file §7a.14).
    fn adjudicate(&self) -> Option<Outcome> {
        (self.ended.is_none() && self.is_bare_kings()).then_some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial,
        })
    }
}
