//! Janggi's movement rules: its cannon, which may neither jump over nor take another cannon,
//! and the palaces' diagonal lines (`diagonalLines`), along which a rook slides, a cannon jumps,
//! a guard or a king steps, and a soldier steps forward, from a square on the lines to another.

use skazka_core::{Bitboard, Color, Square, Targets};

use crate::PieceKind;
use crate::form::{Form, SquareLines};
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

/// How moves along the diagonal lines are found: the lines are a few squares long, and the
/// tables walk them faster than the bit tricks made for whole board lines.
const LINE_FORM: Form = Form::Table;

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

    /// The moves (the caller keeps the empty squares) and attacks of the `info` piece of
    /// `color` on `from` under the janggi rules: a cannon jumps no cannon and lands on none,
    /// and a piece on a diagonal line also moves along the lines.
    pub(crate) fn janggi_targets(
        &self,
        info: &KindInfo,
        from: Square,
        color: Color,
        occupied: Bitboard,
        initial: bool,
    ) -> Targets {
        let c = self.c();
        let cannons = self.no_screens(info, Bitboard::EMPTY);
        let mut t = (info.form).targets(
            &c.lines,
            &info.table,
            from,
            color,
            occupied,
            initial,
            cannons,
        );
        let lines = c.diagonal_lines;
        if let Some(d) = info.diagonal.as_ref().filter(|_| lines.contains(from)) {
            let along = LINE_FORM.targets(&c.lines, d, from, color, occupied, false, cannons);
            t.moves |= along.moves & lines;
            t.attacks |= along.attacks & lines;
        }
        Targets {
            moves: t.moves - cannons,
            attacks: t.attacks - cannons,
        }
    }

    /// The `candidates` (pieces of `by`, type `info`) that attack `at`'s square with its
    /// occupancy, with the janggi cannon's restriction and the attacks along the diagonal
    /// lines. The pieces on `captured` are taken by a move that is not a cannon's: they screen
    /// no more as cannons.
    pub(crate) fn janggi_attackers(
        &self,
        info: &KindInfo,
        at: &mut SquareLines,
        by: Color,
        candidates: Bitboard,
        captured: Bitboard,
    ) -> Bitboard {
        let no_screens = self.no_screens(info, captured);
        (info.form).attackers(at, &info.table, by, candidates, no_screens)
            | self.palace_line_attackers(info, at, by, candidates, no_screens)
    }

    /// Of `candidates` (pieces of `by`, type `info`), those that attack `at`'s square along
    /// the diagonal lines, jumping no screen on `no_screens`.
    fn palace_line_attackers(
        &self,
        info: &KindInfo,
        at: &mut SquareLines,
        by: Color,
        candidates: Bitboard,
        no_screens: Bitboard,
    ) -> Bitboard {
        let lines = self.c().diagonal_lines;
        match info.diagonal.as_ref().filter(|_| lines.contains(at.square)) {
            Some(d) => LINE_FORM.attackers(at, d, by, candidates & lines, no_screens),
            None => Bitboard::EMPTY,
        }
    }

    /// For a cannon type, the cannons it may not jump (those on `captured` are taken); none
    /// for other types.
    fn no_screens(&self, info: &KindInfo, captured: Bitboard) -> Bitboard {
        if info.kind == PieceKind::JanggiCannon {
            self.janggi_cannons() - captured
        } else {
            Bitboard::EMPTY
        }
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
