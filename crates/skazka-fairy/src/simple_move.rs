//! The play of a plain move where no rule of the variant reaches past moving a piece and
//! taking what stands on its target: no castling, hands, gates, blasts, petrification, flips,
//! counting of checks or of moves (makruk's), bikjang, cambodian or shatar rule. Those rules
//! are a dozen tests in [`FairyPosition::apply`], each cheap but together a fifth of its
//! work, which in the small kingless games (snail trail, joust, fox and hounds) is a third of
//! perft's time. Such a variant's normal moves skip them all.

use crate::moves::{FairyMove, MoveKind};
use crate::position::FairyPosition;
use crate::variant::Compiled;
use crate::{CountingRule, EnclosingRule};

/// Whether the normal moves of the variant may be played by
/// [`FairyPosition::apply_simple`]: no rule it leaves out applies.
pub(crate) fn moves_are_simple(c: &Compiled) -> bool {
    let d = &c.definition;
    !d.castling
        && !d.gating
        && !d.seirawan_gating
        && !d.piece_drops
        && !d.captures_to_hand
        && !d.blast_on_capture
        && c.petrify_kinds == 0
        && d.flip_enclosed_pieces == EnclosingRule::None
        && !d.cambodian_moves
        && !d.shatar_mate_rule
        && !d.bikjang_rule
        && !d.check_counting
        && d.counting_rule == CountingRule::None
}

impl FairyPosition {
    /// Plays `m`, a normal move (neither a drop, castling, a promotion nor en passant) of a
    /// variant whose moves are simple ([`moves_are_simple`]), as
    /// [`FairyPosition::apply`] would.
    #[inline(always)]
    pub(crate) fn apply_simple(&mut self, m: FairyMove) {
        debug_assert_eq!(m.kind, MoveKind::Normal);
        let us = self.turn;
        if self.counting_limit != 0 {
            self.counting_ply += 1;
        }
        self.last_drop = false;
        self.last_castling = None;
        self.bikjang_before = false;
        self.pass_before = self.last_pass;
        self.last_pass = false;
        let was_promoted = self.promoted.contains(m.from);
        let Some((piece, unpromoted)) = self.take(m.from) else {
            return;
        };
        let captured = self.take(m.to).is_some();
        self.last_capture = captured;
        let irreversible = captured || self.resets_move_limit(piece, m.from, m.to);
        self.put(m.to, piece, unpromoted);
        if was_promoted {
            self.set_promoted(m.to);
        }
        self.en_passant = self.en_passant_after(piece.kind, m.from, m.to);
        self.put_wall_of(m);
        self.pass_the_turn(us, irreversible);
    }

    /// After `us` has moved: the move-limit counter restarts after an `irreversible` move
    /// and counts on after another, the move number goes up after Black's, and the other
    /// side is to move.
    #[inline(always)]
    pub(crate) fn pass_the_turn(&mut self, us: skazka_core::Color, irreversible: bool) {
        if irreversible {
            self.halfmove = 0;
        } else {
            self.halfmove += 1;
        }
        if !us.is_white() {
            self.fullmove += 1;
        }
        self.turn = us.other();
    }
}

#[cfg(test)]
mod tests {
    use skazka_core::{Position, Rules};

    use crate::FairyPosition;
    use crate::forcing_games::{captures_or_checks, catalogue_where, walk_forcing_games};
    use crate::moves::MoveKind;

    /// What a move changes, field by field, that the position's equality leaves out.
    fn state(p: &FairyPosition) -> String {
        format!(
            "{} hash {:x} ep {:?} drop {} capture {} castling {:?} pass {} {} bikjang {} \
             counting {} {} promoted {:?} check {} {:?}",
            p.fen(),
            p.hash,
            p.en_passant,
            p.last_drop,
            p.last_capture,
            p.last_castling,
            p.last_pass,
            p.pass_before,
            p.bikjang_before,
            p.counting_limit,
            p.counting_ply,
            p.promoted,
            p.last_check_uncounted,
            p.checks_remaining,
        )
    }

    /// In every catalogue variant whose normal moves are simple, along seeded random games,
    /// each normal move leaves the position exactly as the play that looks at every rule does
    /// (the same variant with the flag turned off).
    #[test]
    fn a_simple_move_leaves_the_position_as_the_play_by_every_rule_does() {
        let simple = catalogue_where(|c| c.simple_moves);
        let mut failures = Vec::new();
        for (name, variant) in &simple {
            let every_rule = variant.recompiled_with(|c| c.simple_moves = false);
            walk_forcing_games(variant, 3, 80, 41, captures_or_checks, |p| {
                let fen = p.fen();
                let normal = p
                    .legal_move_list()
                    .into_iter()
                    .filter(|m| m.kind == MoveKind::Normal);
                for m in normal {
                    let mut fast = FairyPosition::from_fen(variant, &fen).unwrap();
                    let mut slow = FairyPosition::from_fen(&every_rule, &fen).unwrap();
                    fast.apply(m);
                    slow.apply(m);
                    if state(&fast) != state(&slow) {
                        failures.push(format!("{name}: {fen} then {m}"));
                        return false;
                    }
                }
                true
            });
        }
        assert!(
            simple.len() >= 10,
            "only {} variants have simple moves",
            simple.len()
        );
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
