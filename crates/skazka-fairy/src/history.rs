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

use skazka_core::{Bitboard, Color, EndReason, HistoryRule, Outcome, Position, Square};

use crate::{EndValue, FairyMove, FairyPosition, MoveKind};

/// One position of the line, newest first.
#[derive(Debug)]
struct Node {
    key: u64,
    in_check: bool,
    /// Whether the move that reached this position can never be undone (a capture, a pawn
    /// move, a drop…): the look-back stops here.
    irreversible: bool,
    /// The squares the move that reached this position left and reached (none at the start).
    moved: Option<(Square, Square)>,
    /// Under the chasing rule: the pieces of the side to move that this move chased.
    chased: Bitboard,
    /// The kind of move that reached this position: a plain move (no promotion, castling or
    /// drop), a pass, a capture.
    normal: bool,
    pass: bool,
    captured: bool,
    /// Whether the moved piece's type may enter the region of the side to move's king (for
    /// the modern janggi rule on moving back and forth).
    threatens_palace: bool,
    previous: Option<Arc<Node>>,
}

impl Node {
    /// `pieces` as they stood before this node's move (a piece it moved goes back).
    fn undo(&self, pieces: Bitboard) -> Bitboard {
        match self.moved {
            Some((from, to)) if pieces.contains(to) => pieces.without(to).with(from),
            _ => pieces,
        }
    }
}

/// The line of play as the repetition rules see it; shared between plies, so keeping it for
/// every ply costs one small allocation per move.
#[derive(Clone, Debug, Default)]
pub struct FairyHistory {
    line: Option<Arc<Node>>,
}

/// What the repetition rules found: whether a side checked, or chased one piece, at every one
/// of its moves of the repeated cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cycle {
    perpetual_them: bool,
    perpetual_us: bool,
    chase_them: bool,
    chase_us: bool,
    /// Under the modern janggi rule: the opponent moved a piece back and forth (with the
    /// side to move doing the same or passing) and loses.
    back_and_forth: bool,
}

impl Node {
    /// Whether this node's move takes back `other`'s (a plain move between the same squares).
    fn reverses(&self, other: &Node) -> bool {
        self.normal
            && other.normal
            && matches!((self.moved, other.moved), (Some((f, t)), Some((of, ot))) if f == ot && t == of)
    }
}

impl FairyHistory {
    fn push(&mut self, after: &FairyPosition, moved: Option<(&FairyPosition, FairyMove)>) {
        let chasing = after.variant().definition().chasing_rule;
        let chased = match moved {
            Some((before, m)) if chasing => after.chased_by(before, m),
            _ => Bitboard::EMPTY,
        };
        let kind = moved.map(|(_, m)| m.kind);
        self.line = Some(Arc::new(Node {
            key: after.full_hash(),
            in_check: after.is_check(),
            irreversible: moved.is_none() || after.halfmove == 0,
            moved: moved.and_then(|(_, m)| m.from().map(|from| (from, m.to))),
            chased,
            normal: kind == Some(MoveKind::Normal),
            pass: kind == Some(MoveKind::Pass),
            captured: after.last_capture,
            threatens_palace: moved.is_some_and(|(_, m)| after.threatens_palace(m.to)),
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

    /// The repetition of the line ending in `now`, if the position has occurred `nFoldRule`
    /// times in the look-back, with what each side did over the cycle. As Fairy-Stockfish:
    /// the cycles are followed two plies at a time, and a chased piece is followed back
    /// through its own moves.
    fn repetition(&self, now: &FairyPosition) -> Option<Cycle> {
        let def = now.variant().definition();
        if def.n_fold_rule == 0 {
            return None;
        }
        let line = self.recent(def.captures_to_hand);
        let end = line.len().checked_sub(1)?;
        if end < 4 {
            return None;
        }
        let checked = |i: usize| line[i].in_check;
        let chased = |i: usize| line[i].chased;
        let pci = def.perpetual_check_illegal;
        let mut cycle = Cycle {
            perpetual_them: pci && checked(0) && checked(2),
            perpetual_us: pci && checked(1) && checked(3),
            chase_them: false,
            chase_us: false,
            back_and_forth: false,
        };
        let mut back_and_forth = self.back_and_forth_start(now, &line);
        let mut chase_them = line[1].undo(chased(0)) & chased(2);
        let mut chase_us = line[2].undo(chased(1)) & chased(3);
        let mut count = 0;
        let mut i = 4;
        while i <= end {
            if back_and_forth > 0 {
                back_and_forth = back_and_forth_step(&line, i, back_and_forth);
                if back_and_forth == BACK_AND_FORTH_LOST {
                    cycle.back_and_forth = true;
                    return Some(cycle);
                }
            }
            // The start position has no chased pieces (no move reached it): it ends no chase.
            if line[i].moved.is_some() {
                chase_them = line[i - 1].undo(chase_them) & chased(i);
            }
            cycle.perpetual_them &= checked(i);
            if line[i].key == line[0].key {
                count += 1;
                if count + 1 >= def.n_fold_rule {
                    cycle.chase_them = chase_them.any();
                    cycle.chase_us = chase_us.any();
                    return Some(cycle);
                }
            }
            if i < end {
                cycle.perpetual_us &= checked(i + 1);
                chase_us = line[i].undo(chase_us) & chased(i + 1);
            }
            i += 2;
        }
        None
    }

    /// The modern janggi rule's count at the start of the look-back: 2 when the last move
    /// took back the same side's move before, 1 when that move was a pass, 0 when the rule does
    /// not apply (it needs a plain move of a piece that may enter the palace of the side to
    /// move, and no check to the mover before its last two moves).
    fn back_and_forth_start(&self, now: &FairyPosition, line: &[&Node]) -> u8 {
        let def = now.variant().definition();
        let applies = def.move_repetition_illegal
            && line[0].normal
            && !line[1].in_check
            && !line[3].in_check
            && line[0].threatens_palace;
        if !applies {
            0
        } else if line[2].reverses(line[0]) {
            2
        } else if line[2].pass {
            1
        } else {
            0
        }
    }

    /// Whether the move limit has run out for the line ending in `now` (and no mate ends the
    /// game first). Under the chasing rule, as the AXF rules count it, the moves of the side
    /// that checked most beyond ten checks in the look-back do not count.
    fn move_limit_reached(&self, now: &FairyPosition) -> bool {
        let def = now.variant().definition();
        let limit = 2 * def.n_move_rule;
        if def.n_move_rule == 0 || now.halfmove < limit {
            return false;
        }
        if now.is_check() && now.legal_move_list().is_empty() {
            return false;
        }
        let mut offset = 0;
        let line = self.recent(true);
        let from_start = line.len() - 1;
        if def.chasing_rule && from_start >= 20 {
            let end = (now.halfmove as usize).min(from_start);
            let checked = |i: usize| line.get(i).is_some_and(|n| n.in_check);
            // The side to move's opponent: its positions are the even ones before the end;
            // the side to move's are the odd ones up to it.
            let them = (0..end.max(1)).step_by(2).filter(|&i| checked(i)).count();
            let us = (1..=end.max(1)).step_by(2).filter(|&i| checked(i)).count();
            offset = 2 * (them.max(us) as u32).saturating_sub(10);
        }
        now.halfmove.saturating_sub(offset) >= limit
    }

    /// The outcome of the repetition rules for the line ending in `now`, if they end the game.
    fn judge(&self, now: &FairyPosition) -> Option<Outcome> {
        if applies(now)
            && let Some(cycle) = self.repetition(now)
        {
            return Some(verdict(now, cycle));
        }
        if decides_move_limit(now) && self.move_limit_reached(now) {
            return Some(now.draw_or_material(EndReason::MoveLimit));
        }
        None
    }

    /// The end of the game a player may claim, or that the variant's history rules decide, for
    /// the line ending in `now`, as Fairy-Stockfish's `is_optional_game_end` finds it: the
    /// move limit, then a repetition (a draw, or worth the variant's value, or lost by the side
    /// that checked or chased perpetually), then the counting rule, then sittuyin's stalemate
    /// by an optional promotion.
    #[must_use]
    pub fn optional_end(&self, now: &FairyPosition) -> Option<Outcome> {
        if self.move_limit_reached(now) {
            return Some(now.draw_or_material(EndReason::MoveLimit));
        }
        if let Some(cycle) = self.repetition(now) {
            return Some(verdict(now, cycle));
        }
        counted_out(now).or_else(|| {
            now.sittuyin_stalemate().then_some(Outcome::Draw {
                reason: EndReason::Stalemate,
            })
        })
    }
}

/// [`FairyHistory::back_and_forth_start`]'s count once the mover has lost.
const BACK_AND_FORTH_LOST: u8 = u8::MAX;

/// The modern janggi rule's count after looking `i` plies back: it grows while the mover's
/// moves keep taking each other back (the first against the last move when the other side
/// passed), drops to 0 when the other side was in check or the pattern breaks, and after four
/// takebacks the mover loses if its move `i` plies back was no capture and went where the move
/// two plies later came from.
fn back_and_forth_step(line: &[&Node], i: usize, count: u8) -> u8 {
    let end = line.len() - 1;
    if i < end && line[i + 1].in_check {
        0
    } else if count < 4 {
        let base = if count == 1 { 0 } else { i - 2 };
        if line[i].reverses(line[base]) {
            count + 1
        } else {
            0
        }
    } else {
        let from = line[i - 2].moved.map(|(from, _)| from);
        let to = line[i].moved.map(|(_, to)| to);
        if !line[i].captured && from.is_some() && from == to {
            BACK_AND_FORTH_LOST
        } else {
            0
        }
    }
}

/// Whether the variant's repetitions are more than the claimable draw that
/// [`skazka_core::Rules::draw_rules`] gives (then this rule decides them instead).
pub(crate) fn applies(position: &FairyPosition) -> bool {
    let def = position.variant().definition();
    def.perpetual_check_illegal
        || def.chasing_rule
        || def.n_fold_value != EndValue::Draw
        || def.material_counting != crate::MaterialCounting::None
}

/// Whether the variant's move limit is more than the claimable draw of
/// [`skazka_core::Rules::draw_rules`]: under the chasing rule it depends on the checks given,
/// and under material counting it is decided by the material.
pub(crate) fn decides_move_limit(position: &FairyPosition) -> bool {
    let def = position.variant().definition();
    def.chasing_rule || def.material_counting != crate::MaterialCounting::None
}

/// The counting rule's draw: the count ran out and the side to move is not mated.
fn counted_out(now: &FairyPosition) -> Option<Outcome> {
    (now.count_expired() && (!now.is_check() || !now.legal_move_list().is_empty())).then_some(
        Outcome::Draw {
            reason: EndReason::MoveLimit,
        },
    )
}

fn verdict(now: &FairyPosition, cycle: Cycle) -> Outcome {
    let def = now.variant().definition();
    let mover = now.turn;
    // Perpetual check weighs first, then a perpetual chase; either by both sides is a draw.
    let value = match cycle {
        Cycle {
            back_and_forth: true,
            ..
        } => EndValue::Win,
        Cycle {
            perpetual_them: true,
            perpetual_us: false,
            ..
        } => EndValue::Win,
        Cycle {
            perpetual_them: false,
            perpetual_us: true,
            ..
        } => EndValue::Loss,
        Cycle {
            perpetual_them: true,
            perpetual_us: true,
            ..
        } => EndValue::Draw,
        Cycle {
            chase_them: true,
            chase_us: false,
            ..
        } => EndValue::Win,
        Cycle {
            chase_them: false,
            chase_us: true,
            ..
        } => EndValue::Loss,
        Cycle {
            chase_them: true,
            chase_us: true,
            ..
        } => EndValue::Draw,
        _ if def.n_fold_value_absolute && mover == Color::Black => def.n_fold_value.flip(),
        _ => def.n_fold_value,
    };
    let chase_decides =
        !cycle.perpetual_them && !cycle.perpetual_us && cycle.chase_them != cycle.chase_us;
    let reason = if chase_decides {
        EndReason::PerpetualChase
    } else {
        EndReason::Repetition
    };
    match value {
        EndValue::Win => Outcome::Decisive {
            winner: mover,
            reason,
        },
        EndValue::Loss => Outcome::Decisive {
            winner: mover.other(),
            reason,
        },
        EndValue::Draw | EndValue::None => now.draw_or_material(reason),
    }
}

impl HistoryRule<FairyPosition> for FairyHistory {
    fn start(start: &FairyPosition) -> FairyHistory {
        let mut history = FairyHistory::default();
        history.push(start, None);
        history
    }

    fn after_move(
        &mut self,
        before: &FairyPosition,
        m: FairyMove,
        after: &FairyPosition,
    ) -> Option<Outcome> {
        self.push(after, Some((before, m)));
        self.judge(after).or_else(|| counted_out(after))
    }
}
