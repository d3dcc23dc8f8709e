//! Enclosing drops and flips (`enclosingDrop`, `enclosingDropStart`, `flipEnclosedPieces`),
//! as Fairy-Stockfish plays reversi, ataxx, quadwrangle and snort: where a drop may go, and
//! which enemy pieces a move turns over.

use skazka_core::{Bitboard, Color, Square};

use crate::position::{FairyPosition, Piece};
use crate::{EnclosingRule, FairyMove, MoveKind};

/// The four steps along ranks and files.
const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The eight directions of a queen's lines, as file and rank steps.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl FairyPosition {
    /// Of `squares` (empty squares of `us`'s drop region), those the enclosing rule leaves to
    /// a drop: while a square of `enclosingDropStart` is empty, only those; then, for reversi,
    /// the squares that enclose a line of enemy pieces, for ataxx, the squares next to a
    /// piece of `us`, for snort, the squares with no enemy piece next to them along a rank or
    /// a file, and for anyside, the squares a piece coming in from an edge takes (whatever
    /// `squares` are). Out of line: the drops of other variants only test the rule.
    #[inline(never)]
    pub(crate) fn enclosing_drops(&self, us: Color, squares: Bitboard) -> Bitboard {
        let c = self.c();
        let start_left = c.enclosing_start - self.occupied();
        if start_left.any() {
            return squares & c.enclosing_start;
        }
        match c.definition.enclosing_drop {
            EnclosingRule::None | EnclosingRule::Quadwrangle => squares,
            EnclosingRule::Reversi => {
                let theirs = self.by_color[us.other().index()];
                squares
                    .into_iter()
                    .filter(|&s| (c.neighbours[s.index()] & theirs).any())
                    .filter(|&s| self.reaches_own_piece_past(us, s))
                    .collect()
            }
            EnclosingRule::Ataxx => {
                let near = self.by_color[us.index()]
                    .into_iter()
                    .fold(Bitboard::EMPTY, |b, s| b | c.neighbours[s.index()]);
                squares & near
            }
            EnclosingRule::Top => {
                let geo = self.variant().geometry();
                let pieces = self.by_color[0] | self.by_color[1];
                squares
                    .into_iter()
                    .filter(|&s| {
                        let (x, y) = geo.xy(s);
                        y == 0 || geo.square_at(x, y - 1).is_some_and(|b| pieces.contains(b))
                    })
                    .collect()
            }
            EnclosingRule::Snort => {
                let theirs = self.by_color[us.other().index()];
                squares
                    .into_iter()
                    .filter(|&s| {
                        ORTHOGONAL
                            .into_iter()
                            .all(|step| self.step(s, step).is_none_or(|n| !theirs.contains(n)))
                    })
                    .collect()
            }
            EnclosingRule::Anyside => self.anyside_drops(),
        }
    }

    /// The enemy pieces that `m`, a move of `us` just made, turns over (`flipEnclosedPieces`),
    /// judged on the board before it was made.
    pub(crate) fn flipped_by(&self, us: Color, m: FairyMove) -> Bitboard {
        let c = self.c();
        let to = m.to;
        let around = c.neighbours[to.index()] & self.by_color[us.other().index()];
        match c.definition.flip_enclosed_pieces {
            EnclosingRule::Reversi => self.enclosed_lines(us, to),
            EnclosingRule::Ataxx => around,
            // Quadwrangle: a piece moved on the board always turns its neighbours over; any
            // other move (a drop) only when a piece of its own stood next to its square.
            EnclosingRule::Quadwrangle => {
                let mut ours = self.by_color[us.index()];
                if !matches!(m.kind, MoveKind::Drop(_) | MoveKind::PromotedDrop(_)) {
                    ours.insert(m.from);
                }
                let flips = m.kind == MoveKind::Normal || (c.neighbours[to.index()] & ours).any();
                if flips { around } else { Bitboard::EMPTY }
            }
            EnclosingRule::None
            | EnclosingRule::Top
            | EnclosingRule::Snort
            | EnclosingRule::Anyside => Bitboard::EMPTY,
        }
    }

    /// Reversi's test of a drop on `from`, as Fairy-Stockfish makes it: along some line, past
    /// enemy pieces and walls, the first square of any other kind is a piece of `us` two or
    /// more squares away (and, tested apart, an enemy piece stands next to `from`). Without
    /// walls this is a line of enemy pieces enclosed; with walls Fairy-Stockfish also lets a
    /// line through a wall count, though no piece on it turns over.
    fn reaches_own_piece_past(&self, us: Color, from: Square) -> bool {
        let ours = self.by_color[us.index()];
        let passable = self.by_color[us.other().index()] | self.walls;
        DIRECTIONS.into_iter().any(|step| {
            let mut distance = 0;
            let mut at = from;
            while let Some(s) = self.step(at, step) {
                distance += 1;
                if passable.contains(s) {
                    at = s;
                    continue;
                }
                return distance >= 2 && ours.contains(s);
            }
            false
        })
    }

    /// The square one `(file, rank)` step from `square`, if it is on the board.
    fn step(&self, square: Square, (dx, dy): (i8, i8)) -> Option<Square> {
        let geo = self.variant().geometry();
        let (x, y) = geo.xy(square);
        let x = x.checked_add_signed(dx)?;
        let y = y.checked_add_signed(dy)?;
        geo.square_at(x, y)
    }

    /// The enemy pieces on the lines from `from` that end, past one or more of them, on a
    /// piece of `us`: reversi's enclosed lines.
    fn enclosed_lines(&self, us: Color, from: Square) -> Bitboard {
        let ours = self.by_color[us.index()];
        let theirs = self.by_color[us.other().index()];
        let mut enclosed = Bitboard::EMPTY;
        for step in DIRECTIONS {
            let mut line = Bitboard::EMPTY;
            let mut at = from;
            while let Some(s) = self.step(at, step) {
                if theirs.contains(s) {
                    line.insert(s);
                    at = s;
                    continue;
                }
                if ours.contains(s) {
                    enclosed |= line;
                }
                break;
            }
        }
        enclosed
    }

    /// Turns over the enemy pieces that `us`'s move `m`, its piece just arrived, flips.
    /// Judged with the piece on its square: the lines from it and the squares around it are
    /// what they were before it came. Out of line: the moves of other variants only test the
    /// rule.
    #[inline(never)]
    pub(crate) fn flip_around(&mut self, us: Color, m: FairyMove) {
        let flipped = self.flipped_by(us, m);
        for s in flipped {
            if let Some((piece, unpromoted)) = self.take(s) {
                let turned = Piece {
                    color: piece.color.other(),
                    kind: piece.kind,
                };
                self.put(s, turned, unpromoted);
            }
        }
    }
}
