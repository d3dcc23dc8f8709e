//! Draws that need the game's history (rules file A17): threefold repetition, the 50-move
//! rule and King against King, for [`skazka_core::Game`].

use skazka_core::{DrawRules, EndReason, Game, HistoryRule, Outcome};

use crate::{Move, Options, Synthesis};

/// The repetition and move-limit draws of Synthesis chess: threefold repetition (the key
/// includes the day/night parity, phases, original Queens and escape counts) and the 50-move
/// rule, both claimable as in chess.
#[must_use]
pub fn draw_rules(_options: &Options) -> DrawRules {
    DrawRules::default()
}

/// The history rule that ends the game as a draw when only the two Kings are left.
///
/// It is a history rule rather than part of [`Synthesis`]'s own outcome because perft must
/// not apply it (§7a.14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BareKings;

impl HistoryRule<Synthesis> for BareKings {
    fn after_move(&mut self, _: &Synthesis, _: Move, after: &Synthesis) -> Option<Outcome> {
        (after.ended.is_none() && after.is_bare_kings()).then_some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial,
        })
    }
}

/// A game from `start` with every draw rule of Synthesis chess.
#[must_use]
pub fn new_game(start: Synthesis) -> Game<Synthesis, BareKings> {
    let rules = draw_rules(start.options());
    Game::with_rules(start, rules, BareKings)
}

/// Like [`draw_rules`], but every draw ends the game by itself.
#[must_use]
pub fn automatic_draw_rules(_options: &Options) -> DrawRules {
    DrawRules::automatic()
}
