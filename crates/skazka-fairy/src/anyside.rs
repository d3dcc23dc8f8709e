//! Connect four from any side (`enclosingDrop = anyside`): a drop comes in from one of the
//! four edges of the board, as Fairy-Stockfish finds its square.

use skazka_core::{Bitboard, Square};

use crate::position::FairyPosition;

/// One edge a drop comes in from: the step along its lines from the edge inwards, and
/// whether those lines are ranks (else files).
struct Edge {
    inwards: (i8, i8),
    along_ranks: bool,
}

/// West, south, north and east, each with the step a piece coming in from it takes.
const EDGES: [Edge; 4] = [
    Edge {
        inwards: (1, 0),
        along_ranks: true,
    },
    Edge {
        inwards: (0, 1),
        along_ranks: false,
    },
    Edge {
        inwards: (0, -1),
        along_ranks: false,
    },
    Edge {
        inwards: (-1, 0),
        along_ranks: true,
    },
];

impl FairyPosition {
    /// The squares a drop may go to: on each rank and file whose square on an edge is empty,
    /// one square for a piece coming in from that edge. Fairy-Stockfish takes, of the empty
    /// squares of that line where such a piece could stop (the next square inwards is taken,
    /// or there is none), the one nearest the first file or the first rank. A piece coming in
    /// from the west or from the south stops there; one from the east or the north may stop
    /// short of where it would slide to when the line has a gap, and the rule keeps that.
    /// The drop region is set aside, as Fairy-Stockfish sets it aside for this rule.
    #[inline(never)]
    pub(crate) fn anyside_drops(&self) -> Bitboard {
        let geo = self.variant().geometry();
        let pieces = self.by_color[0] | self.by_color[1];
        let mut drops = Bitboard::EMPTY;
        for edge in &EDGES {
            let lines = if edge.along_ranks {
                geo.ranks()
            } else {
                geo.files()
            };
            for line in 0..lines {
                if let Some(s) = self.anyside_stop(edge, line, pieces) {
                    drops.insert(s);
                }
            }
        }
        drops
    }

    /// Where a piece coming in from `edge` on `line` (a rank or a file) is dropped: `None`
    /// when the line's square on that edge is taken.
    fn anyside_stop(&self, edge: &Edge, line: u8, pieces: Bitboard) -> Option<Square> {
        let geo = self.variant().geometry();
        let length = if edge.along_ranks {
            geo.files()
        } else {
            geo.ranks()
        };
        let at = |i: u8| {
            if edge.along_ranks {
                geo.square_at(i, line)
            } else {
                geo.square_at(line, i)
            }
        };
        let inward = edge.inwards.0 + edge.inwards.1;
        let entry = if inward > 0 { 0 } else { length - 1 };
        if at(entry).is_none_or(|s| pieces.contains(s)) {
            return None;
        }
        // From the first file or rank up, as Fairy-Stockfish looks, whatever the edge.
        (0..length).filter_map(at).find(|&s| {
            let (x, y) = geo.xy(s);
            let next = x
                .checked_add_signed(edge.inwards.0)
                .zip(y.checked_add_signed(edge.inwards.1))
                .and_then(|(x, y)| geo.square_at(x, y));
            !pieces.contains(s) && next.is_none_or(|n| pieces.contains(n))
        })
    }
}
