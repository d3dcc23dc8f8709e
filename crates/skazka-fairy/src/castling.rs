//! Castling's squares, worked out once per variant: each side's castling rank, where king and
//! rook go, and which squares a castling move needs empty. Move generation asks for these in
//! nearly every position of a game with castling rights.

use skazka_core::{Bitboard, ByColor, Color, Geometry, Square};

use crate::Definition;

/// Where castling happens and what it needs, for each side.
#[derive(Clone, Debug)]
pub(crate) struct CastlingSquares {
    /// The castling rank's index, and its squares.
    rank: ByColor<u8>,
    rank_squares: ByColor<Bitboard>,
    /// Queen's side, then king's side: the king's and the rook's squares after castling.
    targets: ByColor<[(Square, Square); 2]>,
    /// Per king file and rook file of the castling rank (16 × 16 each): the squares that must
    /// be empty, but for the king's and the rook's own.
    paths: ByColor<Vec<Bitboard>>,
    /// The index of the castling rank's first square, and the board's files: a square's file
    /// on that rank without a division.
    rank_start: ByColor<usize>,
    files: usize,
}

impl CastlingSquares {
    pub fn new(definition: &Definition, geometry: Geometry) -> CastlingSquares {
        let rank = ByColor::new_with(|color| castling_rank(definition, color));
        let targets = ByColor::new_with(|color| {
            [false, true]
                .map(|kingside| castling_targets(definition, geometry, rank[color], kingside))
        });
        let paths = ByColor::new_with(|color| {
            let y = rank[color];
            (0..16u8)
                .flat_map(|king_file| (0..16u8).map(move |rook_file| (king_file, rook_file)))
                .map(|(king_file, rook_file)| {
                    let king = geometry.square_at(king_file, y);
                    let rook = geometry.square_at(rook_file, y);
                    let (Some(king), Some(rook)) = (king, rook) else {
                        return Bitboard::EMPTY;
                    };
                    let (king_to, rook_to) =
                        targets[color][usize::from(rook.index() > king.index())];
                    castling_path(geometry, king, rook, king_to, rook_to)
                })
                .collect()
        });
        CastlingSquares {
            rank_start: ByColor::new_with(|color| {
                usize::from(rank[color]) * usize::from(geometry.files())
            }),
            files: usize::from(geometry.files()),
            rank_squares: ByColor::new_with(|color| geometry.rank_mask(rank[color])),
            rank,
            targets,
            paths,
        }
    }

    /// The zero-based rank on which `color` castles.
    #[inline]
    pub fn rank(&self, color: Color) -> u8 {
        self.rank[color]
    }

    /// The squares of `color`'s castling rank.
    #[inline]
    pub fn rank_squares(&self, color: Color) -> Bitboard {
        self.rank_squares[color]
    }

    /// Where `color`'s king and rook go when it castles on the king's side (`kingside`) or
    /// the queen's.
    #[inline]
    pub fn targets(&self, color: Color, kingside: bool) -> (Square, Square) {
        self.targets[color][usize::from(kingside)]
    }

    /// The squares that must be empty (the king's and the rook's apart) for `color`'s king on
    /// `king` to castle with the rook on `rook`.
    #[inline]
    pub fn path(&self, geometry: Geometry, color: Color, king: Square, rook: Square) -> Bitboard {
        let file = |s: Square| {
            s.index()
                .checked_sub(self.rank_start[color])
                .filter(|&x| x < self.files)
        };
        if let (Some(kx), Some(rx)) = (file(king), file(rook)) {
            return self.paths[color][kx * 16 + rx];
        }
        // A rook off the castling rank (a FEN may give it the right): worked out here.
        let (king_to, rook_to) = self.targets(color, rook.index() > king.index());
        castling_path(geometry, king, rook, king_to, rook_to)
    }
}

/// The zero-based rank on which `color` castles.
fn castling_rank(definition: &Definition, color: Color) -> u8 {
    if color.is_white() {
        definition.castling_rank
    } else {
        (definition.ranks.wrapping_sub(1)).wrapping_sub(definition.castling_rank)
    }
}

/// The king's and the rook's squares after castling on one side, on `rank`.
fn castling_targets(
    definition: &Definition,
    geometry: Geometry,
    rank: u8,
    kingside: bool,
) -> (Square, Square) {
    let file = if kingside {
        definition.castling_kingside_file
    } else {
        definition.castling_queenside_file
    };
    let king_to = geometry
        .square_at(file, rank)
        .unwrap_or_else(|| geometry.sq(0, rank.min(geometry.ranks() - 1)));
    let rook_file = if kingside {
        file.wrapping_sub(1)
    } else {
        file.wrapping_add(1)
    };
    (
        king_to,
        geometry.square_at(rook_file, rank).unwrap_or(king_to),
    )
}

/// The squares a castling move passes over or lands on, but the king's and the rook's own.
fn castling_path(
    geometry: Geometry,
    king: Square,
    rook: Square,
    king_to: Square,
    rook_to: Square,
) -> Bitboard {
    let path = between(geometry, king, king_to)
        | between(geometry, rook, rook_to)
        | Bitboard::from_square(king_to)
        | Bitboard::from_square(rook_to);
    path.without(king).without(rook)
}

/// The squares of `a`'s rank strictly between `a`'s file and `b`'s.
fn between(geometry: Geometry, a: Square, b: Square) -> Bitboard {
    let (ax, ay) = geometry.xy(a);
    let (bx, _) = geometry.xy(b);
    let (lo, hi) = (ax.min(bx), ax.max(bx));
    ((lo + 1)..hi)
        .filter_map(|x| geometry.square_at(x, ay))
        .collect()
}
