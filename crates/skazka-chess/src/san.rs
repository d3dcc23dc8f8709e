//! Short algebraic notation for chess: the standard SAN of PGN.
//!
//! [`Chess`] implements the core's [`San`] trait, so
//! [`write_san`](skazka_core::san::write_san) and [`parse_san`](skazka_core::san::parse_san)
//! write and read chess moves as players and PGN files do: `e4`, `Nf3`, `exd5`, `Rad1`,
//! `N1c3`, `Qh4e1`, `e8=Q`, `bxa1=N+`, `O-O`, `O-O-O#`.
//!
//! ```
//! use skazka_chess::Chess;
//! use skazka_core::Position;
//! use skazka_core::san::{parse_san, write_san};
//!
//! let mut pos = Chess::new();
//! let m = parse_san(&pos, "Nf3")?;
//! assert_eq!(m.to_string(), "g1f3");
//! assert_eq!(write_san(&pos, m), "Nf3");
//! pos.play(m)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use skazka_core::Position;
use skazka_core::san::{San, SanShape};

use crate::{Chess, Move, MoveKind, Role};

/// The SAN letter of a role: `K Q R B N`, nothing for a pawn.
const fn letter(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "N",
        Role::Bishop => "B",
        Role::Rook => "R",
        Role::Queen => "Q",
        Role::King => "K",
    }
}

impl San for Chess {
    /// Castling is the text `O-O` (king side) or `O-O-O` (queen side); every other move is
    /// its piece's letter (none for a pawn), its squares, whether it captures (en passant
    /// included) and a promotion suffix `=Q`, `=R`, `=B` or `=N`.
    fn san_shape(&self, m: Move) -> SanShape {
        let kind = self.move_kind(m);
        if kind == MoveKind::Castle {
            let text = if m.to.index() > m.from.index() {
                "O-O"
            } else {
                "O-O-O"
            };
            return SanShape::Text(text.to_owned());
        }
        let role = self.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
        let capture = kind == MoveKind::EnPassant || self.by_color(!self.turn()).contains(m.to);
        let shape = SanShape::piece(letter(role), m.from, m.to, capture);
        match m.promotion {
            Some(promoted) => shape.with_suffix(format!("={}", letter(promoted))),
            None => shape,
        }
    }
}
