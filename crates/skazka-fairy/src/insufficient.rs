//! Insufficient material, one side at a time, as Fairy-Stockfish judges it: whether a side
//! lacks what could ever win by checkmate, for any variant a definition describes.
//!
//! Unlike `material.rs` (which decides a drawn game by counting points), this is a heuristic
//! about the pieces on the board; its rules are on [`FairyPosition::has_insufficient_material`].

use skazka_core::{Bitboard, Color};

use crate::position::FairyPosition;
use crate::{EndValue, PieceKind};

/// Piece types that can force mate with a king on an empty board.
fn mates_alone(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Rook
            | PieceKind::Queen
            | PieceKind::Archbishop
            | PieceKind::Chancellor
            | PieceKind::Silver
            | PieceKind::Gold
            | PieceKind::Commoner
            | PieceKind::Centaur
            | PieceKind::Amazon
            | PieceKind::Bers
            | PieceKind::Custom(_)
    )
}

/// Piece types that never leave the colour of squares they start on.
fn colour_bound(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Bishop
            | PieceKind::Fers
            | PieceKind::FersAlfil
            | PieceKind::Alfil
            | PieceKind::Elephant
    )
}

impl FairyPosition {
    /// Whether `color` has too little material to ever win, by Fairy-Stockfish's heuristic.
    /// Both sides short of material make a dead position; one side short still lets the other
    /// win. The rules:
    ///
    /// - A side is never short of material where another rule can win the game: captures go to
    ///   hand, it holds pieces in hand, extinction decides (unless the extinction pieces are
    ///   pseudo-royal), a repetition is not a draw, or its flag piece stands on the board of a
    ///   variant with a flag region.
    /// - Pieces that cannot reach a square the enemy king may stand on (an advisor in its palace,
    ///   an elephant on its side of the river) count for nothing, and neither do the kings, nor
    ///   (in atomic-like variants) pseudo-royal pieces that explode.
    /// - A rook-like piece (rook, queen, archbishop, chancellor, silver, gold, commoner, centaur,
    ///   amazon, bers) or any custom piece on the board is enough; so is a pawn that may promote to
    ///   one.
    /// - Pieces bound to one colour of squares (bishop, fers, alfil, fers-alfil, elephant) are
    ///   enough when such pieces stand on both colours, or anything else that moves freely is on
    ///   the board, or stalemate is not a draw, or checks are counted (or makpong's rule holds).
    /// - Any other piece (a knight, a pawn without such a promotion) needs one helper of either
    ///   side besides itself, unless stalemate is not a draw or checks are counted.
    /// - A lone royal piece that is not an orthodox king (a wazir-king, a knight-king) is enough
    ///   where stalemate is not a draw and the two kings may meet.
    ///
    /// ```
    /// use skazka_core::Color;
    /// use skazka_fairy::{FairyPosition, variant_by_name};
    ///
    /// let chess = variant_by_name("chess").expect("in the catalogue");
    /// let rook = FairyPosition::from_fen(&chess, "8/8/4k3/8/8/8/8/4K2R w - - 0 1")?;
    /// assert!(!rook.has_insufficient_material(Color::White));
    /// assert!(rook.has_insufficient_material(Color::Black));
    /// # Ok::<(), skazka_fairy::FairyFenError>(())
    /// ```
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let c = self.c();
        let def = &c.definition;
        let them = color.other();
        let in_hand: u32 = self.hands[color.index()]
            .iter()
            .map(|&n| u32::from(n))
            .sum();
        let flag_piece_on_board = match *c.flag_kind.get(color) {
            Some(k) => self.pieces(color, k).any(),
            None => self.by_color[color.index()].any(),
        };
        if def.captures_to_hand
            || in_hand > 0
            || (def.extinction_value != EndValue::None && !def.extinction_pseudo_royal)
            || (def.n_fold_rule > 0 && def.n_fold_value != EndValue::Draw)
            || (c.flag_region.get(color).any() && flag_piece_on_board)
        {
            return false;
        }

        let promoting_pawn = (0..c.kinds.len()).any(|k| {
            c.promotion_pawns.get(color) >> k & 1 != 0 && self.pieces(color, k as u8).any()
        });
        let enemy_king_squares = self.king_squares(them);
        let stalemate_decides = self.stalemate_is_not_draw();
        let forcing = stalemate_decides || def.check_counting || def.makpong_rule;

        // Pieces that cannot help: every king, and this side's pieces that never reach the
        // enemy king's squares (or explode as pseudo-royal pieces).
        let mut restricted = c
            .royal
            .map_or(Bitboard::EMPTY, |k| self.by_kind[usize::from(k)]);
        let mut bound = Bitboard::EMPTY;
        for (k, info) in c.kinds.iter().enumerate() {
            let kind = k as u8;
            let exploding_royal = def.extinction_pseudo_royal
                && def.blast_on_capture
                && c.extinction_kinds >> k & 1 != 0;
            if info.kind == PieceKind::King
                || (self.region(color, kind) & enemy_king_squares).is_empty()
                || exploding_royal
            {
                restricted |= self.pieces(color, kind);
            } else if mates_alone(info.kind) {
                let promotes_to_it =
                    promoting_pawn && c.promotion_targets.get(color).contains(&kind);
                if self.pieces(color, kind).any() || promotes_to_it {
                    return false;
                }
            } else if colour_bound(info.kind) {
                bound |= self.by_kind[k];
            }
        }
        let all = self.occupied();
        let unbound = all - restricted - bound;
        let own = self.by_color[color.index()];

        if (bound & own).any() {
            let geo = self.variant().geometry();
            let (mut dark, mut light) = (false, false);
            for s in bound {
                let (x, y) = geo.xy(s);
                if (x + y) % 2 == 0 {
                    dark = true;
                } else {
                    light = true;
                }
            }
            if (dark && light) || unbound.any() || forcing {
                return false;
            }
        }
        if (own & unbound).any() && ((all - restricted).count() >= 2 || forcing) {
            return false;
        }
        // A royal piece given a movement of its own (`king = k:W`) is not an orthodox king.
        let custom_king = def
            .pieces
            .iter()
            .any(|p| p.kind == PieceKind::King && p.betza.is_some());
        if stalemate_decides
            && custom_king
            && c.royal.is_some_and(|k| self.pieces(color, k).any())
            && (self.king_squares(color) & enemy_king_squares).any()
        {
            return false;
        }
        true
    }

    /// The squares `color`'s pieces of `kind` may stand on (their mobility region).
    fn region(&self, color: Color, kind: u8) -> Bitboard {
        let region = self.c().mobility.get(color)[usize::from(kind)];
        if region.is_empty() {
            self.variant().geometry().all()
        } else {
            region
        }
    }

    /// The squares `color`'s king may stand on: its mobility region, or the whole board for a
    /// variant without a king.
    fn king_squares(&self, color: Color) -> Bitboard {
        match self.c().royal {
            Some(k) => self.region(color, k),
            None => self.variant().geometry().all(),
        }
    }

    /// Whether the value a stalemate would have for the side to move is not a draw, as
    /// Fairy-Stockfish works it out: a pseudo-royal piece in check makes it the value of
    /// checkmate, then the stalemate value, turned by the piece count where that decides, and
    /// by material counting where a draw is counted.
    fn stalemate_is_not_draw(&self) -> bool {
        let c = self.c();
        let def = &c.definition;
        let us = self.turn;
        if def.extinction_pseudo_royal {
            let ours = self.pseudo_royals(us);
            let theirs = self.pseudo_royals(us.other());
            let occupied = self.occupied();
            for s in ours {
                let shielded = def.blast_on_capture && (c.neighbours[s.index()] & theirs).any();
                if !shielded && self.attacked(s, us.other(), occupied) {
                    return def.checkmate_value != EndValue::Draw;
                }
            }
        }
        let mut value = self.stalemate_value(us);
        if value == EndValue::Draw {
            value = self.material_value();
        }
        value != EndValue::Draw
    }

    /// `color`'s pseudo-royal pieces: those of the extinction types while few enough that
    /// losing one would be extinction.
    fn pseudo_royals(&self, color: Color) -> Bitboard {
        let c = self.c();
        let most = c.definition.extinction_piece_count + 1;
        let mut royals = Bitboard::EMPTY;
        for k in 0..c.kinds.len() {
            let pieces = self.pieces(color, k as u8);
            if c.extinction_kinds >> k & 1 != 0 && pieces.count() <= most {
                royals |= pieces;
            }
        }
        royals
    }
}

#[cfg(test)]
mod tests {
    use skazka_core::Color;

    use crate::{FairyPosition, variant_by_name};

    /// `(white, black)` for `fen` in the catalogue variant `variant`.
    fn sides(variant: &str, fen: &str) -> (bool, bool) {
        let v = variant_by_name(variant).expect("a catalogue variant");
        let pos = FairyPosition::from_fen(&v, fen).expect("a valid fen");
        (
            pos.has_insufficient_material(Color::White),
            pos.has_insufficient_material(Color::Black),
        )
    }

    #[test]
    fn bare_kings_cannot_mate() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/4K3 w - - 0 1"),
            (true, true)
        );
    }

    #[test]
    fn king_and_bishop_cannot_mate() {
        assert_eq!(
            sides("chess", "8/8/8/4k3/8/8/8/4KB2 w - - 0 1"),
            (true, true)
        );
    }

    #[test]
    fn king_and_knight_cannot_mate() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/4KN2 w - - 0 1"),
            (true, true)
        );
    }

    #[test]
    fn a_rook_is_sufficient() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/4K2R w - - 0 1"),
            (false, true)
        );
    }

    #[test]
    fn pawn_that_can_promote_to_a_rook_is_sufficient() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1"),
            (false, true)
        );
        // The amazon's pawns promote to it.
        assert_eq!(
            sides("amazon", "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1"),
            (false, true)
        );
    }

    #[test]
    fn a_knight_with_a_helper_of_either_side_is_sufficient() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/4p3/4KN2 w - - 0 1"),
            (false, false)
        );
        assert_eq!(
            sides("chess", "8/8/4kn2/8/8/8/8/2B1K3 w - - 0 1"),
            (false, false)
        );
    }

    #[test]
    fn bishops_on_one_colour_are_insufficient() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/3BKB2 w - - 0 1"),
            (true, true)
        );
        assert_eq!(
            sides("chess", "8/8/4kb2/8/8/8/8/2B1K3 w - - 0 1"),
            (true, true)
        );
    }

    #[test]
    fn bishops_on_both_colours_are_sufficient() {
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/2B1KB2 w - - 0 1"),
            (false, true)
        );
        assert_eq!(
            sides("makruk", "8/8/4k3/8/8/8/8/2M1KM2 w - - 0 1"),
            (false, true)
        );
        assert_eq!(
            sides("makruk", "8/8/4k3/8/8/8/8/4KM2 w - - 0 1"),
            (true, true)
        );
    }

    #[test]
    fn a_rook_like_piece_is_sufficient() {
        assert_eq!(
            sides("makruk", "8/8/4k3/8/8/8/8/4KS2 w - - 0 1"),
            (false, true)
        );
        assert_eq!(
            sides("capablanca", "10/10/4k5/10/10/10/10/4K1A3 w - - 0 1"),
            (false, true)
        );
    }

    #[test]
    fn counted_checks_make_a_bishop_sufficient() {
        assert_eq!(
            sides("3check", "8/8/4k3/8/8/8/8/4KB2 w - - 3+3 0 1"),
            (false, true)
        );
    }

    #[test]
    fn pieces_that_cannot_reach_the_enemy_king_count_for_nothing() {
        let advisors = "4k4/9/9/9/9/9/9/9/9/3AKA3 w - - 0 1";
        assert_eq!(sides("xiangqi", advisors), (true, true));
        let elephants = "4k4/9/9/9/9/9/9/9/9/2B1K1B2 w - - 0 1";
        assert_eq!(sides("xiangqi", elephants), (true, true));
        assert_eq!(
            sides("xiangqi", "4k4/9/9/9/9/9/9/9/9/3AKA2R w - - 0 1"),
            (false, true)
        );
    }

    #[test]
    fn a_lone_soldier_is_sufficient_where_stalemate_wins() {
        assert_eq!(
            sides("xiangqi", "4k4/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1"),
            (false, true)
        );
    }

    #[test]
    fn a_custom_king_that_cannot_meet_the_other_is_no_material() {
        assert_eq!(
            sides("xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
            (true, true)
        );
        assert_eq!(
            sides("knightmate", "8/8/4k3/8/8/8/8/4K3 w - - 0 1"),
            (true, true)
        );
    }

    #[test]
    fn other_ways_to_win_make_every_side_sufficient() {
        let kings = "8/8/4k3/8/8/8/8/4K3";
        assert_eq!(
            sides("crazyhouse", &format!("{kings}[] w - - 0 1")),
            (false, false)
        );
        assert_eq!(
            sides("antichess", &format!("{kings} w - - 0 1")),
            (false, false)
        );
        assert_eq!(
            sides("kingofthehill", &format!("{kings} w - - 0 1")),
            (false, false)
        );
        assert_eq!(
            sides("racingkings", "8/8/8/8/8/8/k7/K7 w - - 0 1"),
            (false, false)
        );
        assert_eq!(
            sides("horde", "8/8/4k3/8/8/8/4P3/8 w - - 0 1"),
            (false, false)
        );
    }

    #[test]
    fn pseudo_royal_pieces_follow_their_own_rules() {
        assert_eq!(
            sides("atomic", "8/8/4k3/8/8/8/8/4K3 w - - 0 1"),
            (true, true)
        );
        assert_eq!(
            sides("coregal", "8/8/4k3/8/8/8/8/4KQ2 w - - 0 1"),
            (false, true)
        );
    }
}
