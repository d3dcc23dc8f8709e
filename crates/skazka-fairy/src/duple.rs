//! Fairy-Stockfish's duple check (`dupleCheck`), with pseudo-royal extinction pieces: a side
//! all of whose extinction pieces are attacked at once is in check, and a move may not leave
//! it so. It matters where a side has more of them than the pseudo-royal count allows (Spartan
//! chess's two kings): none of them is royal alone, but they may not all be attacked.

use skazka_core::Color;

use crate::position::FairyPosition;

impl FairyPosition {
    /// Whether `color` has pieces of the extinction types and every one is attacked.
    pub(crate) fn duple_checked(&self, color: Color) -> bool {
        let c = self.c();
        // Fairy-Stockfish looks for it only among the rules of pseudo-royal pieces.
        if !c.definition.extinction_pseudo_royal {
            return false;
        }
        let candidates = self.extinction_pieces(color);
        let occupied = self.occupied();
        candidates.any()
            && candidates
                .into_iter()
                .all(|s| self.attacked(s, color.other(), occupied))
    }
}
