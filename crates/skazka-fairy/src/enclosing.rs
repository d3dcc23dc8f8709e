//! Enclosing drops and flips (`enclosingDrop`, `enclosingDropStart`, `flipEnclosedPieces`),
//! as Fairy-Stockfish plays reversi, ataxx, quadwrangle and snort: where a drop may go, and
//! which enemy pieces a move turns over.

use core::ops::{BitAnd, BitOr, BitOrAssign, Shl, Shr};

use skazka_core::{Bitboard, Color, Geometry, Square};

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

/// Whole sets of squares moved one step along each of the eight [`DIRECTIONS`], as reversi's
/// drops and flips are found for many squares at once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SetSteps {
    squares: Bitboard,
    along: [SetStep; 8],
}

/// One step of [`SetSteps`]: the squares it stays on the board from, and the change of square
/// index it makes (squares are numbered rank by rank).
#[derive(Clone, Copy, Debug)]
struct SetStep {
    from: Bitboard,
    distance: u32,
    upwards: bool,
}

impl SetSteps {
    pub(crate) fn new(geometry: Geometry) -> SetSteps {
        let files = geometry.files();
        let all = geometry.all();
        let along = DIRECTIONS.map(|(dx, dy)| {
            let from = match dx {
                1 => all - geometry.file_mask(files - 1),
                -1 => all - geometry.file_mask(0),
                _ => all,
            };
            let delta = i32::from(dy) * i32::from(files) + i32::from(dx);
            SetStep {
                from,
                distance: delta.unsigned_abs(),
                upwards: delta >= 0,
            }
        });
        SetSteps {
            squares: all,
            along,
        }
    }

    /// The squares one step along direction `direction` (an index of [`DIRECTIONS`]) from
    /// those of `set`, those off the board left out.
    #[inline]
    fn shift<W: StepWord>(&self, set: W, direction: usize) -> W {
        let step = &self.along[direction];
        let set = set & W::narrow(step.from);
        let moved = if step.upwards {
            set << step.distance
        } else {
            set >> step.distance
        };
        moved & W::narrow(self.squares)
    }
}

/// The integer sets of squares are stepped in: 64 bits where the board has at most 64 squares
/// (a 128-bit shift takes several instructions), else 128.
trait StepWord:
    Copy
    + PartialEq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitOrAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    /// `set` in this integer (on a board of at most 64 squares for `u64`).
    fn narrow(set: Bitboard) -> Self;
    fn widen(self) -> Bitboard;
}

impl StepWord for u64 {
    const ZERO: u64 = 0;
    fn narrow(set: Bitboard) -> u64 {
        set.0 as u64
    }
    fn widen(self) -> Bitboard {
        Bitboard(u128::from(self))
    }
}

impl StepWord for u128 {
    const ZERO: u128 = 0;
    fn narrow(set: Bitboard) -> u128 {
        set.0
    }
    fn widen(self) -> Bitboard {
        Bitboard(self)
    }
}

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
            EnclosingRule::Reversi => self.reversi_drops(us, squares),
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

    /// Of `squares` (empty), those where reversi lets `us` drop, as Fairy-Stockfish tests a
    /// drop: an enemy piece stands next to the square, and along some line, past enemy pieces
    /// and walls, the first square of any other kind is a piece of `us` two or more squares
    /// away. Without walls this is a line of enemy pieces enclosed; with walls
    /// Fairy-Stockfish also lets a line through a wall count, though no piece on it turns
    /// over. Found for all the squares at once: the runs of passable squares that start next
    /// to a piece of `us` are stepped along each line, and the empty square that ends one is
    /// a drop.
    fn reversi_drops(&self, us: Color, squares: Bitboard) -> Bitboard {
        if self.c().geometry.num_squares() <= 64 {
            self.reversi_drops_in::<u64>(us, squares)
        } else {
            self.reversi_drops_in::<u128>(us, squares)
        }
    }

    /// [`Self::reversi_drops`], the sets stepped in `W`.
    fn reversi_drops_in<W: StepWord>(&self, us: Color, squares: Bitboard) -> Bitboard {
        let steps = &self.c().set_steps;
        let ours = W::narrow(self.by_color[us.index()]);
        let theirs = W::narrow(self.by_color[us.other().index()]);
        let passable = theirs | W::narrow(self.walls);
        let empty = W::narrow(squares);
        let mut beside_theirs = W::ZERO;
        let mut ending_a_run = W::ZERO;
        for direction in 0..DIRECTIONS.len() {
            beside_theirs |= steps.shift(theirs, direction);
            let mut run = steps.shift(ours, direction) & passable;
            while run != W::ZERO {
                let next = steps.shift(run, direction);
                ending_a_run |= next & empty;
                run = next & passable;
            }
        }
        (empty & beside_theirs & ending_a_run).widen()
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
        if self.c().geometry.num_squares() <= 64 {
            self.enclosed_lines_in::<u64>(us, from)
        } else {
            self.enclosed_lines_in::<u128>(us, from)
        }
    }

    /// [`Self::enclosed_lines`], the sets stepped in `W`.
    fn enclosed_lines_in<W: StepWord>(&self, us: Color, from: Square) -> Bitboard {
        let steps = &self.c().set_steps;
        let ours = W::narrow(self.by_color[us.index()]);
        let theirs = W::narrow(self.by_color[us.other().index()]);
        let start = W::narrow(Bitboard::from_square(from));
        let mut enclosed = W::ZERO;
        for direction in 0..DIRECTIONS.len() {
            let mut line = W::ZERO;
            let mut at = steps.shift(start, direction);
            while at & theirs != W::ZERO {
                line |= at;
                at = steps.shift(at, direction);
            }
            if at & ours != W::ZERO {
                enclosed |= line;
            }
        }
        enclosed.widen()
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

#[cfg(test)]
mod tests {
    use crate::forcing_games::sorted_legal_texts;
    use crate::{FairyPosition, variant_by_name};

    fn drops(variant: &str, fen: &str) -> Vec<String> {
        let p = FairyPosition::from_fen(&variant_by_name(variant).unwrap(), fen).unwrap();
        sorted_legal_texts(&p)
    }

    /// Reversi's drops enclose a line of enemy pieces, found for all squares at once, on a
    /// board of 64 squares and on one of 100 (a wider integer): the squares Fairy-Stockfish
    /// lists in the same positions.
    #[test]
    fn a_reversi_drop_encloses_a_line_of_enemy_pieces_on_boards_of_any_size() {
        let hand = "[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppppppppppp]";
        let eight = format!("8/8/2ppp3/2PPP3/3PpP2/5p2/5PPP/8{hand} b - - 0 5");
        assert_eq!(
            drops("flipello", &eight),
            [
                "P@b4", "P@c4", "P@d3", "P@f1", "P@f5", "P@g3", "P@g4", "P@h1"
            ]
        );
        let ten = format!("10/10/10/3ppp4/3PPP4/4PpP3/6p3/6PPP1/10/10{hand} b - - 0 5");
        assert_eq!(
            drops("flipello10", &ten),
            [
                "P@c5", "P@d5", "P@e4", "P@g2", "P@g6", "P@h4", "P@h5", "P@i2"
            ]
        );
    }
}
