//! Board dimensions and the square arithmetic that depends on them.

use core::fmt;

use crate::{Bitboard, Color, File, ParseSquareError, Rank, Square};

/// The size of a rectangular board: up to 16 files and 16 ranks, at most 128 squares.
///
/// Squares are numbered densely, `rank * files + file`, so a board of any size fits one
/// [`Bitboard`]. All coordinate arithmetic goes through the geometry, which knows where the
/// edges are; there is never a wrap-around from the h-file to the a-file of the next rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    files: u8,
    ranks: u8,
}

/// A board size outside the supported range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeometryError {
    /// Requested number of files.
    pub files: u8,
    /// Requested number of ranks.
    pub ranks: u8,
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unsupported board size {}x{} (files and ranks 1-16, at most 128 squares)",
            self.files, self.ranks
        )
    }
}

impl std::error::Error for GeometryError {}

impl Geometry {
    /// Most files a board may have.
    pub const MAX_FILES: u8 = 16;
    /// Most ranks a board may have.
    pub const MAX_RANKS: u8 = 16;
    /// Most squares a board may have (the width of a [`Bitboard`]).
    pub const MAX_SQUARES: usize = 128;

    /// The orthodox 8×8 board.
    pub const CHESS: Geometry = Geometry { files: 8, ranks: 8 };
    /// The 10×10 board of Xianling.
    pub const TEN_BY_TEN: Geometry = Geometry {
        files: 10,
        ranks: 10,
    };

    /// A board of `files` × `ranks`.
    ///
    /// # Errors
    /// [`GeometryError`] if either side is 0 or above 16, or the board has more than 128 squares.
    pub const fn new(files: u8, ranks: u8) -> Result<Geometry, GeometryError> {
        if files == 0
            || ranks == 0
            || files > Self::MAX_FILES
            || ranks > Self::MAX_RANKS
            || files as usize * ranks as usize > Self::MAX_SQUARES
        {
            Err(GeometryError { files, ranks })
        } else {
            Ok(Geometry { files, ranks })
        }
    }

    /// The board of `FILES` × `RANKS`, checked when the program is compiled: a size that
    /// [`Geometry::new`] refuses is a compile error, so a constant of any size needs no
    /// `match` or `unwrap` and the program has no panic branch for it.
    ///
    /// The check is a `const` block, evaluated when the call is compiled: in a constant or a
    /// static at once, in a function body when the function is built (a `cargo check` alone
    /// evaluates only the first).
    ///
    /// # Example
    ///
    /// ```
    /// use skazka_core::Geometry;
    ///
    /// const CAPABLANCA: Geometry = Geometry::fixed::<10, 8>();
    /// const WIDEST: Geometry = Geometry::fixed::<16, 8>();
    /// assert_eq!(CAPABLANCA.num_squares(), 80);
    /// assert_eq!(Ok(WIDEST), Geometry::new(16, 8));
    /// assert_eq!(Geometry::fixed::<8, 8>(), Geometry::CHESS);
    /// ```
    ///
    /// A board of more than 128 squares does not compile:
    ///
    /// ```compile_fail,E0080
    /// use skazka_core::Geometry;
    ///
    /// const TOO_BIG: Geometry = Geometry::fixed::<12, 12>();
    /// ```
    ///
    /// Nor does a side of 0, or above 16, in a function body:
    ///
    /// ```compile_fail,E0080
    /// use skazka_core::Geometry;
    ///
    /// let flat = Geometry::fixed::<17, 1>();
    /// ```
    #[must_use]
    pub const fn fixed<const FILES: u8, const RANKS: u8>() -> Geometry {
        const {
            assert!(
                Geometry::new(FILES, RANKS).is_ok(),
                "unsupported board size (files and ranks 1-16, at most 128 squares)"
            );
        }
        Geometry {
            files: FILES,
            ranks: RANKS,
        }
    }

    /// Number of files (board width).
    #[inline]
    #[must_use]
    pub const fn files(self) -> u8 {
        self.files
    }

    /// Number of ranks (board height).
    #[inline]
    #[must_use]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    /// Number of squares.
    #[inline]
    #[must_use]
    pub const fn num_squares(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The square at zero-based `file` and `rank`, if it is on the board.
    #[inline]
    #[must_use]
    pub const fn square_at(self, file: u8, rank: u8) -> Option<Square> {
        if file < self.files && rank < self.ranks {
            Square::new(rank * self.files + file)
        } else {
            None
        }
    }

    /// The square at `file` and `rank`, if it is on the board.
    #[must_use]
    pub const fn square(self, file: File, rank: Rank) -> Option<Square> {
        self.square_at(file.index(), rank.index())
    }

    /// The square at `file` and `rank`.
    ///
    /// # Panics
    /// Panics if the square is off the board. Meant for constants in tests and tables.
    #[must_use]
    #[track_caller]
    pub const fn sq(self, file: u8, rank: u8) -> Square {
        match self.square_at(file, rank) {
            Some(s) => s,
            None => panic!("square off the board"),
        }
    }

    /// Whether `square` lies on this board.
    #[inline]
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        square.index() < self.num_squares()
    }

    /// Zero-based file and rank indices of `square`.
    #[inline]
    #[must_use]
    pub const fn xy(self, square: Square) -> (u8, u8) {
        let i = square.index() as u8;
        (i % self.files, i / self.files)
    }

    /// File and rank of `square`.
    ///
    /// # Panics
    /// Never for squares of this geometry (files and ranks are below 16).
    #[must_use]
    pub const fn coords(self, square: Square) -> (File, Rank) {
        let (x, y) = self.xy(square);
        match (File::new(x), Rank::new(y)) {
            (Some(f), Some(r)) => (f, r),
            _ => panic!("square outside every geometry"),
        }
    }

    /// The rank counted from `color`'s side: 0 is the colour's own first rank.
    #[inline]
    #[must_use]
    pub const fn relative_rank(self, square: Square, color: Color) -> u8 {
        let y = self.xy(square).1;
        match color {
            Color::White => y,
            Color::Black => self.ranks - 1 - y,
        }
    }

    /// The square `(dx, dy)` away from `square`, if it is on the board.
    #[inline]
    #[must_use]
    pub const fn offset(self, square: Square, dx: i8, dy: i8) -> Option<Square> {
        let (x, y) = self.xy(square);
        let nx = x as i16 + dx as i16;
        let ny = y as i16 + dy as i16;
        if nx < 0 || ny < 0 || nx >= self.files as i16 || ny >= self.ranks as i16 {
            None
        } else {
            self.square_at(nx as u8, ny as u8)
        }
    }

    /// Every square of the board.
    #[inline]
    #[must_use]
    pub const fn all(self) -> Bitboard {
        Bitboard::first_n(self.num_squares())
    }

    /// The squares of one rank (zero-based). Empty if the rank is off the board.
    #[inline]
    #[must_use]
    pub const fn rank_mask(self, rank: u8) -> Bitboard {
        if rank >= self.ranks {
            return Bitboard::EMPTY;
        }
        // Squares are numbered rank by rank, so a rank is one run of `files` bits.
        Bitboard(Bitboard::first_n(self.files as usize).0 << (rank as u32 * self.files as u32))
    }

    /// The squares of one file (zero-based). Empty if the file is off the board.
    #[must_use]
    pub fn file_mask(self, file: u8) -> Bitboard {
        (0..self.ranks)
            .filter_map(|y| self.square_at(file, y))
            .collect()
    }

    /// Every square, in index order (a1, b1, …, then rank 2).
    pub fn squares(self) -> impl DoubleEndedIterator<Item = Square> + Clone {
        (0..self.num_squares()).map(Square::from_index)
    }

    /// Reads a square name such as `a1`, `j10` or `p8`.
    ///
    /// The file is one lower-case letter `a`–`p`; the rank is a decimal number 1–16 without
    /// leading zeros; nothing may follow.
    ///
    /// # Errors
    /// [`ParseSquareError`] naming the part that is wrong, or [`ParseSquareError::OffBoard`] for a
    /// well-formed square outside this board.
    pub fn parse_square(self, text: &str) -> Result<Square, ParseSquareError> {
        let bytes = text.as_bytes();
        let file = bytes
            .first()
            .and_then(|&b| File::from_char(b as char))
            .ok_or(ParseSquareError::InvalidFile)?;
        let rank = parse_rank(&bytes[1..]).ok_or(ParseSquareError::InvalidRank)?;
        self.square(file, rank).ok_or(ParseSquareError::OffBoard)
    }

    /// Reads a square at the start of `bytes`, returning it and the number of bytes used.
    ///
    /// The rank takes as many digits as form a rank of this board, so `e10e9` on 10×10 reads
    /// `e10`, while `a1a2` reads `a1`. Used by move-text parsers.
    ///
    /// # Errors
    /// As [`Geometry::parse_square`].
    pub fn parse_square_prefix(self, bytes: &[u8]) -> Result<(Square, usize), ParseSquareError> {
        let file = bytes
            .first()
            .and_then(|&b| File::from_char(b as char))
            .ok_or(ParseSquareError::InvalidFile)?;
        let digits = bytes[1..]
            .iter()
            .take(2)
            .take_while(|b| b.is_ascii_digit())
            .count();
        // Prefer two digits when they form a rank of this board.
        for len in (1..=digits).rev() {
            if let Some(rank) = parse_rank(&bytes[1..1 + len]) {
                if rank.index() < self.ranks {
                    let sq = self.square(file, rank).ok_or(ParseSquareError::OffBoard)?;
                    return Ok((sq, 1 + len));
                }
            }
        }
        if digits == 0 || bytes[1] == b'0' {
            Err(ParseSquareError::InvalidRank)
        } else {
            Err(ParseSquareError::OffBoard)
        }
    }
}

fn parse_rank(digits: &[u8]) -> Option<Rank> {
    match digits {
        [d @ b'1'..=b'9'] => Rank::new(d - b'1'),
        [b'1', d @ b'0'..=b'6'] => Rank::new(9 + d - b'0'),
        _ => None,
    }
}

impl fmt::Display for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rank_mask_holds_exactly_the_squares_of_that_rank_on_every_geometry() {
        for files in 1..=16u8 {
            for ranks in 1..=16u8 {
                let Ok(geo) = Geometry::new(files, ranks) else {
                    continue;
                };
                for rank in 0..=ranks {
                    let expected: Bitboard =
                        geo.squares().filter(|&s| geo.xy(s).1 == rank).collect();
                    assert_eq!(geo.rank_mask(rank), expected, "{files}x{ranks} rank {rank}");
                }
            }
        }
    }

    #[test]
    fn every_square_of_every_geometry_round_trips_through_text() {
        for files in 1..=16u8 {
            for ranks in 1..=16u8 {
                let Ok(geo) = Geometry::new(files, ranks) else {
                    assert!(files as usize * ranks as usize > 128);
                    continue;
                };
                for sq in geo.squares() {
                    let text = sq.display(geo).to_string();
                    assert_eq!(geo.parse_square(&text), Ok(sq), "{text} on {geo}");
                    assert_eq!(
                        geo.parse_square_prefix(text.as_bytes()),
                        Ok((sq, text.len()))
                    );
                }
            }
        }
    }

    #[test]
    fn square_names_use_letters_and_decimal_ranks() {
        let g = Geometry::TEN_BY_TEN;
        assert_eq!(g.sq(9, 9).display(g).to_string(), "j10");
        let wide = Geometry::fixed::<16, 8>();
        assert_eq!(wide.sq(15, 7).display(wide).to_string(), "p8");
    }

    #[test]
    fn malformed_square_names_are_rejected_with_the_reason() {
        let g = Geometry::CHESS;
        assert_eq!(g.parse_square(""), Err(ParseSquareError::InvalidFile));
        assert_eq!(g.parse_square("A1"), Err(ParseSquareError::InvalidFile));
        assert_eq!(g.parse_square("a"), Err(ParseSquareError::InvalidRank));
        assert_eq!(g.parse_square("a0"), Err(ParseSquareError::InvalidRank));
        assert_eq!(g.parse_square("a01"), Err(ParseSquareError::InvalidRank));
        assert_eq!(g.parse_square("a17"), Err(ParseSquareError::InvalidRank));
        assert_eq!(g.parse_square("a1 "), Err(ParseSquareError::InvalidRank));
        assert_eq!(g.parse_square("a9"), Err(ParseSquareError::OffBoard));
        assert_eq!(g.parse_square("i1"), Err(ParseSquareError::OffBoard));
    }

    #[test]
    fn square_prefix_prefers_the_longest_rank_on_the_board() {
        let g = Geometry::TEN_BY_TEN;
        assert_eq!(g.parse_square_prefix(b"e10e9"), Ok((g.sq(4, 9), 3)));
        assert_eq!(g.parse_square_prefix(b"a1a2"), Ok((g.sq(0, 0), 2)));
        let c = Geometry::CHESS;
        assert_eq!(c.parse_square_prefix(b"a12"), Ok((c.sq(0, 0), 2)));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn squares_serialise_as_their_names_on_their_board() {
        let g = Geometry::TEN_BY_TEN;
        let sq = g.sq(9, 9);
        assert_eq!(serde_json::to_string(&sq.display(g)).unwrap(), "\"j10\"");
        let c = Geometry::CHESS;
        assert_eq!(
            serde_json::to_string(&c.sq(4, 3).display(c)).unwrap(),
            "\"e4\""
        );
        assert_eq!(serde_json::to_string(&Color::Black).unwrap(), "\"black\"");
    }

    #[test]
    fn geometry_rejects_boards_above_128_squares() {
        assert!(Geometry::new(16, 8).is_ok());
        assert!(Geometry::new(12, 12).is_err());
        assert!(Geometry::new(0, 8).is_err());
        assert!(Geometry::new(17, 1).is_err());
    }

    #[test]
    fn fixed_sizes_are_the_sizes_new_accepts() {
        const CAPABLANCA: Geometry = Geometry::fixed::<10, 8>();
        assert_eq!(Ok(CAPABLANCA), Geometry::new(10, 8));
        assert_eq!(Ok(Geometry::fixed::<1, 1>()), Geometry::new(1, 1));
        assert_eq!(Ok(Geometry::fixed::<1, 16>()), Geometry::new(1, 16));
        assert_eq!(Ok(Geometry::fixed::<8, 16>()), Geometry::new(8, 16));
        assert_eq!(Ok(Geometry::fixed::<11, 11>()), Geometry::new(11, 11));
        assert_eq!(Geometry::fixed::<8, 8>(), Geometry::CHESS);
        assert_eq!(Geometry::fixed::<10, 10>(), Geometry::TEN_BY_TEN);
    }

    #[test]
    fn offsets_never_wrap_around_the_edge() {
        let g = Geometry::TEN_BY_TEN;
        assert_eq!(g.offset(g.sq(9, 0), 1, 0), None);
        assert_eq!(g.offset(g.sq(0, 1), -1, 0), None);
        assert_eq!(g.offset(g.sq(4, 4), 1, 3), Some(g.sq(5, 7)));
        assert_eq!(g.relative_rank(g.sq(0, 9), Color::Black), 0);
    }
}
