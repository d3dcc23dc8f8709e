//! Janggi's movement rules: its cannon, which may neither jump over nor take another cannon,
//! and the palaces' diagonal lines (`diagonalLines`), along which a rook slides, a cannon jumps,
//! a guard or a king steps, and a soldier steps forward, from a square on the lines to another.

use skazka_core::{Bitboard, Color, PieceTable, Square, Targets};

use crate::PieceKind;
use crate::position::FairyPosition;
use crate::variant::KindInfo;

/// The movement a piece on a diagonal line adds along the lines, in Fairy-Stockfish's Betza
/// dialect, by its type: `None` for the types that do not follow the lines.
pub(crate) fn diagonal_betza(kind: PieceKind, betza: Option<&str>) -> Option<&'static str> {
    match kind {
        PieceKind::Wazir => Some("F"),
        // A king that moves as a wazir steps as a guard does.
        PieceKind::King if betza == Some("W") => Some("F"),
        PieceKind::Soldier => Some("fF"),
        PieceKind::Rook => Some("B"),
        PieceKind::JanggiCannon => Some("pB"),
        _ => None,
    }
}

impl FairyPosition {
    /// The janggi cannons on the board, of both sides.
    fn janggi_cannons(&self) -> Bitboard {
        let c = self.c();
        c.kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| k.kind == PieceKind::JanggiCannon)
            .fold(Bitboard::EMPTY, |b, (k, _)| b | self.by_kind[k])
    }

    /// Moves and captures of `table` for a `color` piece on `from`, with the janggi cannon's
    /// restriction when `cannon`: it lands only where it would also land with every cannon
    /// gone (so its screen is no cannon), and never on a cannon.
    fn restricted(
        &self,
        table: &PieceTable,
        cannon: bool,
        from: Square,
        color: Color,
        occupied: Bitboard,
    ) -> Targets {
        let t = table.targets(from, color, occupied, false);
        if !cannon {
            return t;
        }
        let cannons = self.janggi_cannons();
        let without = table.targets(from, color, occupied - cannons, false);
        Targets {
            moves: (t.moves & without.moves) - cannons,
            attacks: (t.attacks & without.attacks) - cannons,
        }
    }

    /// What the janggi rules change in the targets `t` of the `info` piece of `color` on
    /// `from`: the cannon's restriction and the moves along the diagonal lines.
    pub(crate) fn janggi_targets(
        &self,
        info: &KindInfo,
        from: Square,
        color: Color,
        occupied: Bitboard,
        t: Targets,
    ) -> Targets {
        let cannon = info.kind == PieceKind::JanggiCannon;
        let mut t = match info.cannon.as_ref().filter(|_| cannon) {
            Some(fast) => {
                let cannons = self.janggi_cannons();
                let t = fast.targets(&self.c().lines, from, occupied, cannons);
                Targets {
                    moves: t.moves - cannons,
                    attacks: t.attacks - cannons,
                }
            }
            None if cannon => self.restricted(&info.table, true, from, color, occupied),
            None => t,
        };
        let lines = self.c().diagonal_lines;
        if let Some(diagonal) = info.diagonal.as_ref().filter(|_| lines.contains(from)) {
            let d = self.restricted(diagonal, cannon, from, color, occupied);
            t.moves |= d.moves & lines;
            t.attacks |= d.attacks & lines;
        }
        t
    }

    /// The `candidates` (pieces of `by`, type `info`) that attack `square` with `occupied`,
    /// with the janggi cannon's restriction and the attacks along the diagonal lines. The
    /// pieces on `captured` are taken by a move that is not a cannon's: they screen no more as
    /// cannons.
    pub(crate) fn janggi_attackers(
        &self,
        info: &KindInfo,
        square: Square,
        by: Color,
        occupied: Bitboard,
        candidates: Bitboard,
        captured: Bitboard,
    ) -> Bitboard {
        let cannons = self.screening_cannons(info, captured);
        let lines = match (&info.cannon, cannons, &info.lame) {
            (Some(fast), Some(no_screens), _) => {
                fast.attackers(&self.c().lines, square, occupied, candidates, no_screens)
            }
            (_, None, Some(lame)) => lame.attackers(square, occupied, candidates),
            _ => reach(&info.table, square, by, occupied, candidates, cannons),
        };
        lines | self.palace_line_attackers(info, square, by, occupied, candidates, cannons)
    }

    /// Of `candidates` (pieces of `by`, type `info`), those that attack `square` along the
    /// diagonal lines; a cannon (`cannons`: those it may not use as a screen) with its
    /// restriction.
    pub(crate) fn palace_line_attackers(
        &self,
        info: &KindInfo,
        square: Square,
        by: Color,
        occupied: Bitboard,
        candidates: Bitboard,
        cannons: Option<Bitboard>,
    ) -> Bitboard {
        let lines = self.c().diagonal_lines;
        match info.diagonal.as_ref().filter(|_| lines.contains(square)) {
            Some(diagonal) => reach(diagonal, square, by, occupied, candidates & lines, cannons),
            None => Bitboard::EMPTY,
        }
    }

    /// For a cannon type, the cannons that its attack may not use as a screen (those on
    /// `captured` are taken); none for other types.
    fn screening_cannons(&self, info: &KindInfo, captured: Bitboard) -> Option<Bitboard> {
        (info.kind == PieceKind::JanggiCannon).then(|| self.janggi_cannons() - captured)
    }
}

/// The `candidates` that attack `square` by `table`; with `cannons`, only where they would
/// also attack with every cannon gone (their screen is no cannon).
fn reach(
    table: &PieceTable,
    square: Square,
    by: Color,
    occupied: Bitboard,
    candidates: Bitboard,
    cannons: Option<Bitboard>,
) -> Bitboard {
    let a = table.attackers_of(square, by, occupied, candidates);
    match cannons {
        Some(cannons) => a & table.attackers_of(square, by, occupied - cannons, candidates),
        None => a,
    }
}

impl FairyPosition {
    /// Whether the piece on `square` (of the side that just moved) is of a type that may enter
    /// the region of the side to move's king.
    pub(crate) fn threatens_palace(&self, square: Square) -> bool {
        let c = self.c();
        let us = self.turn;
        let Some(piece) = self.piece_on(square) else {
            return false;
        };
        let king_region = c
            .royal
            .map_or(c.geometry.all(), |k| c.mobility.get(us)[usize::from(k)]);
        (c.mobility.get(piece.color)[usize::from(piece.kind)] & king_region).any()
    }
}
