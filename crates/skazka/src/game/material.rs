//! Insufficient material, one side at a time, for every game: whether a side cannot ever win
//! with what it has. The rules are on [`AnyGame::has_insufficient_material`].

use skazka_core::{Color, EndReason, Outcome};

use crate::engine::Playable;
use crate::{AnyGame, AnyPosition, PositionVisitor};

/// Whether the position is dead by the game's own rules: drawn by insufficient material.
struct Dead;

impl PositionVisitor for Dead {
    type Output = bool;

    fn visit<P: Playable>(self, position: &P) -> bool {
        matches!(
            position.adjudicate().or_else(|| position.outcome()),
            Some(Outcome::Draw {
                reason: EndReason::InsufficientMaterial
            })
        )
    }
}

/// Chess's rule for one side (see the module docs).
#[cfg(feature = "chess")]
fn chess_side(position: &skazka_chess::Chess, color: Color) -> bool {
    use skazka_chess::Role;
    use skazka_core::Rules;

    let own = |role| position.pieces(color, role);
    if (own(Role::Pawn) | own(Role::Rook) | own(Role::Queen)).any() {
        return false;
    }
    let kings =
        position.pieces(Color::White, Role::King) | position.pieces(Color::Black, Role::King);
    let bishops =
        position.pieces(Color::White, Role::Bishop) | position.pieces(Color::Black, Role::Bishop);
    let others = position.occupied() - kings;
    if own(Role::Bishop).any() {
        let geometry = position.geometry();
        let dark = |s: skazka_core::Square| {
            let (x, y) = geometry.xy(s);
            (x + y) % 2 == 0
        };
        let both_colours = bishops.into_iter().any(dark) && !bishops.into_iter().all(dark);
        if both_colours || (others - bishops).any() {
            return false;
        }
    }
    !(own(Role::Knight).any() && others.count() >= 2)
}

impl AnyPosition {
    /// Whether `color` cannot ever win with its material (see the rules on
    /// [`AnyGame::has_insufficient_material`]).
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        match self {
            #[cfg(feature = "chess")]
            AnyPosition::Chess(p) => chess_side(p, color),
            #[cfg(feature = "fairy")]
            AnyPosition::Fairy(p) => p.has_insufficient_material(color),
            #[allow(unreachable_patterns)]
            other => {
                // Both sides at once: the game knows dead positions only.
                let _ = color;
                other.visit(Dead)
            }
        }
    }
}

impl AnyGame {
    /// Whether `color` cannot ever win with the material it has in the current position
    /// (pyffish's `has_insufficient_material`, ffish.js's `hasInsufficientMaterial`):
    ///
    /// - A variant defined as data answers as Fairy-Stockfish's heuristic does
    ///   ([`FairyPosition::has_insufficient_material`](skazka_fairy::FairyPosition::has_insufficient_material)).
    /// - Chess answers by the same rule, which for its pieces reads: a side with a pawn, a rook or
    ///   a queen has enough; bishops alone are not enough while every bishop on the board stands
    ///   on one colour and nothing else but the kings is there; a knight alone is not enough while
    ///   it is the only piece besides the kings; a bare king never is.
    /// - Stone, Synthesis, Xianling and Volkhv know no per-side rule, only dead positions: both
    ///   sides lack material exactly when the game's own rules end the position drawn by
    ///   insufficient material (Synthesis's and Xianling's bare kings, under their options), and
    ///   neither does otherwise (in Synthesis a bare king may still capture a king; Stone and
    ///   Volkhv bring material back into play).
    ///
    /// ```
    /// use skazka::AnyGame;
    /// use skazka::core::Color;
    ///
    /// let game = AnyGame::new("chess", "", Some("8/8/4k3/8/8/8/8/4KB1R w - - 0 1"))?;
    /// assert!(!game.has_insufficient_material(Color::White));
    /// assert!(game.has_insufficient_material(Color::Black));
    /// # Ok::<(), skazka::GameError>(())
    /// ```
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        self.position().has_insufficient_material(color)
    }
}

#[cfg(test)]
mod tests {
    use skazka_core::Color;

    use crate::AnyGame;

    /// `(white, black)` in `fen` of `variant`.
    #[cfg_attr(not(any(feature = "chess", feature = "synthesis")), allow(dead_code))]
    fn sides(variant: &str, fen: &str) -> (bool, bool) {
        let game = AnyGame::new(variant, "", Some(fen)).expect("a valid fen");
        (
            game.has_insufficient_material(Color::White),
            game.has_insufficient_material(Color::Black),
        )
    }

    #[cfg(feature = "chess")]
    #[test]
    fn chess_follows_fairy_stockfishs_rule_for_its_pieces() {
        // king_and_bishop_cannot_mate, a_rook_is_sufficient, a pawn may promote.
        assert_eq!(
            sides("chess", "8/8/8/4k3/8/8/8/4KB2 w - - 0 1"),
            (true, true)
        );
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/4K2R w - - 0 1"),
            (false, true)
        );
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1"),
            (false, true)
        );
        // Bishops on both colours, or a bishop with a knight anywhere, are enough.
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/2B1KB2 w - - 0 1"),
            (false, true)
        );
        assert_eq!(
            sides("chess", "8/8/4kn2/8/8/8/8/2B1K3 w - - 0 1"),
            (false, false)
        );
        assert_eq!(
            sides("chess", "8/8/4kb2/8/8/8/8/2B1K3 w - - 0 1"),
            (true, true)
        );
        // A knight needs a helper of either side.
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/8/4KN2 w - - 0 1"),
            (true, true)
        );
        assert_eq!(
            sides("chess", "8/8/4k3/8/8/8/4p3/4KN2 w - - 0 1"),
            (false, false)
        );
    }

    #[cfg(all(feature = "chess", feature = "fairy"))]
    #[test]
    fn chess_agrees_with_the_catalogues_chess() {
        for fen in [
            "8/8/4k3/8/8/8/8/4K3 w - - 0 1",
            "8/8/4k3/8/8/8/8/3BKB2 w - - 0 1",
            "8/8/4kn2/8/8/8/8/4KN2 w - - 0 1",
            "8/3q4/4k3/8/8/8/8/4KB2 w - - 0 1",
            "8/3b4/4k3/8/8/8/8/4KN2 w - - 0 1",
        ] {
            let ours = sides("chess", fen);
            let data = crate::Variant::fairy("chess").expect("in the catalogue");
            let game = AnyGame::of(data, "", Some(fen)).expect("a valid fen");
            let theirs = (
                game.has_insufficient_material(Color::White),
                game.has_insufficient_material(Color::Black),
            );
            assert_eq!(ours, theirs, "{fen}");
        }
    }

    #[cfg(feature = "synthesis")]
    #[test]
    fn synthesis_knows_only_its_dead_position_of_bare_kings() {
        assert_eq!(
            sides("synthesis", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            (true, true)
        );
        // A bare king against more may still take the other king.
        assert_eq!(
            sides("synthesis", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"),
            (false, false)
        );
        let start = AnyGame::new("synthesis", "", None).expect("start");
        assert!(!start.has_insufficient_material(Color::White));
    }

    #[cfg(feature = "volkhv")]
    #[test]
    fn volkhv_never_lacks_material_by_rule() {
        let game = AnyGame::new("volkhv", "", None).expect("start");
        assert!(!game.has_insufficient_material(Color::White));
        assert!(!game.has_insufficient_material(Color::Black));
    }
}
