//! Moves in the notations of Fairy-Stockfish's `get_san`, for every game.
//!
//! A variant defined as data is written in each of them as Fairy-Stockfish writes it
//! ([`skazka_fairy::Notation`]). A game written in Rust has its own SAN and the long form of
//! it, LAN; Fairy-Stockfish's other notations (shogi's, janggi's, WXF, Thai) are not defined
//! for it and are refused with [`UnsupportedNotation`].

use core::fmt;

use skazka_fairy::Notation;

use crate::{AnyMove, AnyPosition, Variant};

/// A notation a game has no form of: the games written in Rust are written in SAN and LAN only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsupportedNotation {
    /// The game.
    pub variant: Variant,
    /// The notation asked for.
    pub notation: Notation,
}

impl fmt::Display for UnsupportedNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is written in SAN or LAN only, not in the notation {} (Fairy-Stockfish's notations are for the variants defined as data)",
            self.variant, self.notation
        )
    }
}

impl std::error::Error for UnsupportedNotation {}

impl AnyPosition {
    /// Writes a legal move of this position in `notation`, as Fairy-Stockfish's `get_san`
    /// does for a variant defined as data ([`Notation::Default`] is the variant's default:
    /// Hodges' numbered notation for the shogi family, SAN otherwise). A game written in Rust
    /// is written in its SAN ([`Notation::Default`], [`Notation::San`]) or LAN. A move of
    /// another game is written in its own move text.
    ///
    /// ```
    /// use skazka::{Notation, Variant};
    ///
    /// let pos = Variant::fairy("xiangqi").unwrap().position(None, &[])?;
    /// let m = pos.parse_move("h1g3")?;
    /// assert_eq!(pos.write_notation(&m, Notation::San)?, "Hg3");
    /// assert_eq!(pos.write_notation(&m, Notation::XiangqiWxf)?, "H2+3");
    ///
    /// let chess = Variant::Chess.position(None, &[])?;
    /// let m = chess.parse_move("g1f3")?;
    /// assert_eq!(chess.write_notation(&m, Notation::Lan)?, "Ng1-f3");
    /// assert!(chess.write_notation(&m, Notation::Janggi).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`UnsupportedNotation`] for a game written in Rust and a notation other than SAN or LAN.
    // Built with the `fairy` feature alone, the position and move enums have one variant each.
    #[allow(irrefutable_let_patterns)]
    pub fn write_notation(
        &self,
        m: &AnyMove,
        notation: Notation,
    ) -> Result<String, UnsupportedNotation> {
        if let (AnyPosition::Fairy(p), AnyMove::Fairy(name, fm)) = (self, m) {
            if name.as_str() == p.variant().name() {
                return Ok(p.write_notation(*fm, notation));
            }
        }
        if let AnyPosition::Fairy(_) = self {
            return Ok(m.to_string());
        }
        match notation {
            Notation::Default | Notation::San => Ok(self.write_san(m)),
            Notation::Lan => Ok(self.write_lan_any(*m).unwrap_or_else(|| m.to_string())),
            _ => Err(UnsupportedNotation {
                variant: self.variant(),
                notation,
            }),
        }
    }
}
