//! The move notations of Fairy-Stockfish's `get_san`, written as it writes them.
//!
//! [`FairyPosition::write_notation`] writes a legal move in one [`Notation`]. Every notation is
//! defined for every variant, as in Fairy-Stockfish; the variant only decides the default
//! ([`Notation::default_for`]: Hodges' numbered notation for the shogi family, SAN otherwise).
//!
//! A move is written as up to six parts, each of which the notation shapes:
//!
//! ```text
//! piece  origin  separator  destination  suffix  check
//! N      b       x          d7           =Q      +
//! ```
//!
//! - **piece** ([`piece`]): the letter (a second letter where the variant gives one, `H` for
//!   the xiangqi horse); none for a moving pawn in SAN, LAN and Thai SAN; `+B` for a piece
//!   promoted shogi-style in the shogi notations; the Thai names in the Thai notations; in WXF
//!   a number counted from the front when three pieces of a kind share a file (or two do on
//!   two files).
//! - **origin** ([`origin`]): as little of the starting square as tells the move from the
//!   same kind's other legal moves to the same square; the whole square always in LAN, Thai
//!   LAN and janggi notation; in WXF the file, or `+`/`-` (front, rear) for one of two pieces
//!   on a file.
//! - **separator** ([`write`]): `@` before a drop (`*` in Hodges', `'` in Hosking's), `x`
//!   before a capture, `-` before any other move in LAN, janggi's and Hodges' notations (in
//!   Hosking's only after a whole origin, in Thai SAN only after a piece that is not a pawn);
//!   in WXF `+`, `-` or `=` for a move forward, backward or sideways.
//! - **destination** ([`squares`]): the square in the notation's coordinates (janggi writes
//!   the rank first; shogi counts files from the right); in WXF the file reached, or the
//!   number of ranks moved along a file.
//! - **suffix**: `=Q` for a promotion; a shogi-style promotion is `+` in the shogi notations
//!   and `=` with the new letter elsewhere, a demotion `-` or `=` with the old letter; in the
//!   shogi notations a move that could promote and does not is marked `=`.
//! - **check** ([`check`]): `+`, or `#` when the opponent is left without a move, except in
//!   the shogi notations and WXF; decided as Fairy-Stockfish decides it (a check of the king
//!   only, on the board the move leaves before any blast).
//!
//! Castling is `O-O` or `O-O-O` (with the check mark) in every notation.

mod check;
mod origin;
mod piece;
mod squares;
mod write;

#[cfg(test)]
mod tests;

use core::fmt;

use crate::{FairyMove, FairyPosition, Variant};

pub(crate) use check::mark as check_mark;

/// A notation of Fairy-Stockfish's `get_san`, in its order: the discriminants are the values
/// of pyffish's `NOTATION_*` constants and ffish.js's `Notation`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Notation {
    /// The variant's own: [`Notation::ShogiHodgesNumber`] for the shogi family, else
    /// [`Notation::San`].
    #[default]
    Default = 0,
    /// Short algebraic notation: `Nf3`, `exd5`, `e8=Q+`, `P@e4`.
    San = 1,
    /// Long algebraic notation: `Ng1-f3`, `e4xd5`.
    Lan = 2,
    /// Hosking's shogi notation: `P76`, `S'34`.
    ShogiHosking = 3,
    /// Hodges' shogi notation: `P-7f`, `S*3d`.
    ShogiHodges = 4,
    /// Hodges' notation with numbered ranks: `P-76`, `S*34`.
    ShogiHodgesNumber = 5,
    /// Janggi notation: the rank before the file, from the top (`R01-91`).
    Janggi = 6,
    /// The World Xiangqi Federation's notation: `C2.5`, `H2+3`, `R9+1`.
    XiangqiWxf = 7,
    /// SAN with Thai piece names and coordinates.
    ThaiSan = 8,
    /// LAN with Thai piece names and coordinates.
    ThaiLan = 9,
}

impl Notation {
    /// Every notation, in order.
    pub const ALL: [Notation; 10] = [
        Notation::Default,
        Notation::San,
        Notation::Lan,
        Notation::ShogiHosking,
        Notation::ShogiHodges,
        Notation::ShogiHodgesNumber,
        Notation::Janggi,
        Notation::XiangqiWxf,
        Notation::ThaiSan,
        Notation::ThaiLan,
    ];

    /// The notation with Fairy-Stockfish's number `code` (pyffish's `NOTATION_*`).
    #[must_use]
    pub fn from_code(code: i32) -> Option<Notation> {
        usize::try_from(code)
            .ok()
            .and_then(|i| Notation::ALL.get(i))
            .copied()
    }

    /// Fairy-Stockfish's number of the notation.
    #[must_use]
    pub const fn code(self) -> i32 {
        self as i32
    }

    /// Fairy-Stockfish's default for `variant`: Hodges' numbered notation where the variant's
    /// template is `shogi`, SAN otherwise.
    #[must_use]
    pub fn default_for(variant: &Variant) -> Notation {
        if variant.definition().variant_template == "shogi" {
            Notation::ShogiHodgesNumber
        } else {
            Notation::San
        }
    }

    /// The notation itself, or for [`Notation::Default`] the variant's default.
    #[must_use]
    pub fn resolve(self, variant: &Variant) -> Notation {
        match self {
            Notation::Default => Notation::default_for(variant),
            other => other,
        }
    }

    /// Whether it is one of the three shogi notations.
    fn is_shogi(self) -> bool {
        matches!(
            self,
            Notation::ShogiHosking | Notation::ShogiHodges | Notation::ShogiHodgesNumber
        )
    }

    /// Whether it is one of the two Thai notations.
    fn is_thai(self) -> bool {
        matches!(self, Notation::ThaiSan | Notation::ThaiLan)
    }

    /// Whether every move names its whole starting square.
    fn is_long(self) -> bool {
        matches!(self, Notation::Lan | Notation::ThaiLan | Notation::Janggi)
    }
}

impl fmt::Display for Notation {
    /// The name, as pyffish's constant ends it: `SAN`, `SHOGI_HOSKING`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::Default => "DEFAULT",
            Notation::San => "SAN",
            Notation::Lan => "LAN",
            Notation::ShogiHosking => "SHOGI_HOSKING",
            Notation::ShogiHodges => "SHOGI_HODGES",
            Notation::ShogiHodgesNumber => "SHOGI_HODGES_NUMBER",
            Notation::Janggi => "JANGGI",
            Notation::XiangqiWxf => "XIANGQI_WXF",
            Notation::ThaiSan => "THAI_SAN",
            Notation::ThaiLan => "THAI_LAN",
        })
    }
}

impl FairyPosition {
    /// `m`, a legal move of this position, in `notation` as Fairy-Stockfish's `get_san`
    /// writes it ([`Notation::Default`] is the variant's default). A move that is not legal
    /// here is written as far as its squares allow, without disambiguation against moves
    /// that are.
    ///
    /// ```
    /// use skazka_core::Position;
    /// use skazka_fairy::{FairyPosition, Notation};
    ///
    /// let variant = skazka_fairy::variant_by_name("xiangqi").unwrap();
    /// let pos = FairyPosition::start(&variant)?;
    /// let m = pos.parse_move("h3e3")?;
    /// assert_eq!(pos.write_notation(m, Notation::San), "Che3");
    /// assert_eq!(pos.write_notation(m, Notation::XiangqiWxf), "C2=5");
    /// assert_eq!(pos.write_notation(m, Notation::Janggi), "C88-85");
    /// assert_eq!(pos.write_notation(m, Notation::ShogiHodges), "C2h-5h");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn write_notation(&self, m: FairyMove, notation: Notation) -> String {
        write::Writer::new(self, notation.resolve(self.variant())).write(m)
    }
}
