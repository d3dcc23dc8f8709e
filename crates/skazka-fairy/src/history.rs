//! The repetition rules of a data-defined variant that are more than a draw: Fairy-Stockfish's
//! `nFoldValue` (a repetition that wins or loses) and `perpetualCheckIllegal` (the side that
//! checks at every move of the repeated cycle loses). They need the line of play, so they are a
//! [`HistoryRule`] that [`skazka_core::Game`] applies after every move.
//!
//! The rule follows Fairy-Stockfish's reading: positions are compared with the side to move,
//! looking back over the plies since the last irreversible move (the whole line in games where
//! captured pieces go to hand); when the current position has occurred `nFoldRule` times, a side
//! that was in check in every one of its positions since the first occurrence was checked
//! perpetually, and the checking side loses (both checking perpetually is a draw); otherwise the
//! repetition is worth `nFoldValue` to the side to move (to White with `nFoldValueAbsolute`).

use std::sync::Arc;

use skazka_core::{Color, EndReason, HistoryRule, Outcome, Position};

use crate::{EndValue, FairyMove, FairyPosition};

/// One position of the line, newest first.
#[derive(Debug)]
struct Node {
    key: u64,
    in_check: bool,
    /// Whether the move that reached this position can never be undone (a capture, a pawn
    /// move, a drop…): the look-back stops here.
    irreversible: bool,
    previous: Option<Arc<Node>>,
}

/// The line of play as the repetition rules see it; shared between plies, so keeping it for
/// every ply costs one small allocation per move.
#[derive(Clone, Debug, Default)]
pub struct FairyHistory {
    line: Option<Arc<Node>>,
}

impl FairyHistory {
    fn push(&mut self, position: &FairyPosition, irreversible: bool) {
        self.line = Some(Arc::new(Node {
            key: position.full_hash(),
            in_check: position.is_check(),
            irreversible,
            previous: self.line.take(),
        }));
    }

    /// The positions of the line, newest first, back to the last irreversible move.
    fn recent(&self, whole_line: bool) -> Vec<&Node> {
        let mut out = Vec::new();
        let mut node = self.line.as_deref();
        while let Some(n) = node {
            out.push(n);
            if n.irreversible && !whole_line {
                break;
            }
            node = n.previous.as_deref();
        }
        out
    }

    /// The outcome of the repetition rules for the line ending in `now`, if they end the game.
    fn judge(&self, now: &FairyPosition) -> Option<Outcome> {
        let def = now.variant().definition();
        if def.n_fold_rule == 0 || !applies(now) {
            return None;
        }
        let line = self.recent(def.captures_to_hand);
        let current = line.first()?;
        let checked = |i: usize| line.get(i).is_some_and(|n| n.in_check);
        let mut perpetual_them = def.perpetual_check_illegal && checked(0) && checked(2);
        let mut perpetual_us = def.perpetual_check_illegal && checked(1) && checked(3);
        let mut count = 0;
        let mut i = 4;
        while i < line.len() {
            perpetual_them &= checked(i);
            if line[i].key == current.key {
                count += 1;
                if count + 1 >= def.n_fold_rule {
                    return Some(verdict(now, perpetual_them, perpetual_us));
                }
            }
            if i + 1 < line.len() {
                perpetual_us &= checked(i + 1);
            }
            i += 2;
        }
        None
    }
}

/// Whether the variant's repetitions are more than the claimable draw that
/// [`skazka_core::Rules::draw_rules`] gives (then this rule decides them instead).
pub(crate) fn applies(position: &FairyPosition) -> bool {
    let def = position.variant().definition();
    def.perpetual_check_illegal || def.n_fold_value != EndValue::Draw
}

/// The counting rule's draw: the count ran out and the side to move is not mated.
fn counted_out(now: &FairyPosition) -> Option<Outcome> {
    (now.count_expired() && (!now.is_check() || !now.legal_move_list().is_empty())).then_some(
        Outcome::Draw {
            reason: EndReason::MoveLimit,
        },
    )
}

fn verdict(now: &FairyPosition, perpetual_them: bool, perpetual_us: bool) -> Outcome {
    let def = now.variant().definition();
    let mover = now.turn;
    let value = match (perpetual_them, perpetual_us) {
        (true, false) => EndValue::Win,
        (false, true) => EndValue::Loss,
        (true, true) => EndValue::Draw,
        (false, false) if def.n_fold_value_absolute && mover == Color::Black => {
            def.n_fold_value.flip()
        }
        (false, false) => def.n_fold_value,
    };
    let reason = EndReason::Repetition;
    match value {
        EndValue::Win => Outcome::Decisive {
            winner: mover,
            reason,
        },
        EndValue::Loss => Outcome::Decisive {
            winner: mover.other(),
            reason,
        },
        EndValue::Draw | EndValue::None => Outcome::Draw { reason },
    }
}

impl HistoryRule<FairyPosition> for FairyHistory {
    fn start(start: &FairyPosition) -> FairyHistory {
        let mut history = FairyHistory::default();
        history.push(start, true);
        history
    }

    fn after_move(
        &mut self,
        _before: &FairyPosition,
        _m: FairyMove,
        after: &FairyPosition,
    ) -> Option<Outcome> {
        self.push(after, after.halfmove == 0);
        self.judge(after).or_else(|| counted_out(after))
    }
}
