//! Sets of squares as Fairy-Stockfish writes them: `*8` (a rank), `a*` (a file), `e4` (a
//! square), separated by spaces; `-` or nothing is the empty set.

use core::fmt;
use core::str::FromStr;

use skazka_core::{Bitboard, Geometry};

/// One term of a [`Region`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionPart {
    /// One square, zero-based file and rank.
    Square(u8, u8),
    /// A whole file, zero-based.
    File(u8),
    /// A whole rank, zero-based.
    Rank(u8),
    /// Every square of the board.
    All,
}

/// A set of squares independent of the board size, resolved by [`Region::on`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Region {
    parts: Vec<RegionPart>,
}

/// Text that is not a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRegionError(pub String);

impl fmt::Display for ParseRegionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a square, a file (`a*`) or a rank (`*8`)",
            self.0
        )
    }
}

impl std::error::Error for ParseRegionError {}

impl Region {
    /// Every square.
    #[must_use]
    pub fn all() -> Region {
        Region {
            parts: vec![RegionPart::All],
        }
    }

    /// A region made of `parts`.
    #[must_use]
    pub fn new(parts: Vec<RegionPart>) -> Region {
        Region { parts }
    }

    /// The terms, in the order written.
    #[must_use]
    pub fn parts(&self) -> &[RegionPart] {
        &self.parts
    }

    /// Whether the region names no square at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The squares of the region on a board (terms off the board add nothing).
    #[must_use]
    pub fn on(&self, geometry: Geometry) -> Bitboard {
        self.parts.iter().fold(Bitboard::EMPTY, |acc, part| {
            acc | match *part {
                RegionPart::Square(x, y) => geometry
                    .square_at(x, y)
                    .map_or(Bitboard::EMPTY, Bitboard::from_square),
                RegionPart::File(x) => geometry.file_mask(x),
                RegionPart::Rank(y) => geometry.rank_mask(y),
                RegionPart::All => geometry.all(),
            }
        })
    }

    /// The mirror image for the other side: rank `r` becomes rank `ranks - 1 - r`.
    #[must_use]
    pub fn mirrored(&self, ranks: u8) -> Region {
        let flip = |y: u8| ranks.saturating_sub(1).saturating_sub(y);
        Region {
            parts: self
                .parts
                .iter()
                .map(|p| match *p {
                    RegionPart::Square(x, y) => RegionPart::Square(x, flip(y)),
                    RegionPart::Rank(y) => RegionPart::Rank(flip(y)),
                    other => other,
                })
                .collect(),
        }
    }
}

fn parse_part(word: &str) -> Option<RegionPart> {
    let bytes = word.as_bytes();
    let file = |c: u8| {
        c.is_ascii_alphabetic()
            .then(|| c.to_ascii_lowercase() - b'a')
    };
    let number = |t: &str| -> Option<u8> {
        let n: u8 = t.parse().ok()?;
        (1..=16).contains(&n).then(|| n - 1)
    };
    match bytes {
        [b'*', rest @ ..] => number(core::str::from_utf8(rest).ok()?).map(RegionPart::Rank),
        [f, b'*'] => file(*f).filter(|&x| x < 16).map(RegionPart::File),
        [f, rest @ ..] if !rest.is_empty() => {
            let x = file(*f).filter(|&x| x < 16)?;
            let y = number(core::str::from_utf8(rest).ok()?)?;
            Some(RegionPart::Square(x, y))
        }
        _ => None,
    }
}

impl FromStr for Region {
    type Err = ParseRegionError;

    fn from_str(text: &str) -> Result<Region, ParseRegionError> {
        let mut parts = Vec::new();
        for word in text.split_whitespace() {
            if word == "-" {
                break;
            }
            parts.push(parse_part(word).ok_or_else(|| ParseRegionError(word.to_owned()))?);
        }
        Ok(Region { parts })
    }
}

impl fmt::Display for Region {
    /// The region as the ini writes it; every square of a board is written as all its ranks
    /// (`*1 *2 …` up to the sixteenth), the empty region as `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.parts.is_empty() {
            return f.write_str("-");
        }
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            match *part {
                RegionPart::Square(x, y) => write!(f, "{}{}", char::from(b'a' + x), y + 1)?,
                RegionPart::File(x) => write!(f, "{}*", char::from(b'a' + x))?,
                RegionPart::Rank(y) => write!(f, "*{}", y + 1)?,
                RegionPart::All => {
                    for y in 1..=16 {
                        if y > 1 {
                            f.write_str(" ")?;
                        }
                        write!(f, "*{y}")?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(feature = "serde")]
skazka_core::serde_through_text!(Region, str::parse::<Region>);
