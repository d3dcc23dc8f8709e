//! Walls that the moves themselves put (Fairy-Stockfish's `wallingRule`): after moving, the
//! side puts a wall on an empty square its rule allows (an arrow the Amazon could shoot from
//! where it landed, the square just left, the duck anywhere), and a move that leaves no square
//! for its wall does not exist. With `wallOrMove` a side instead either moves or puts a wall.

use skazka_core::Bitboard;

use crate::WallingRule;
use crate::movegen::FairyMoveList;
use crate::moves::{FairyMove, MoveKind};
use crate::position::FairyPosition;
use crate::variant::Compiled;

/// Whether every move but a pass puts its wall on the square it left: the rule is
/// `wallingRule = past`, either side may wall anywhere, and no move may fill the square it
/// left again (a drop leaves none; castling may put its rook there). Then a move always has
/// its one wall, and the moves with walls are as many as those without; unless royal pieces
/// are pseudo-royal, whose safety is judged with the new wall in place.
pub(crate) fn walls_on_squares_left(c: &Compiled) -> bool {
    let d = &c.definition;
    d.walling_rule == WallingRule::Past
        && !d.wall_or_move
        && !d.castling
        && !d.piece_drops
        && !d.gating
        && !d.seirawan_gating
        && !d.extinction_pseudo_royal
        && c.walling_region.white == c.squares
        && c.walling_region.black == c.squares
}

/// Whether the legal moves with their walls may be counted from the moves without: each
/// counts once per square its wall may go to. Not where a wall may shield a pseudo-royal
/// piece (legality then depends on the wall), where a side may wall instead of moving
/// (`wallOrMove`), or under a duty to capture (a capture without a square for its wall does
/// not oblige).
pub(crate) fn walls_counted_apart(c: &Compiled) -> bool {
    let d = &c.definition;
    d.walling_rule != WallingRule::None
        && !d.extinction_pseudo_royal
        && !d.wall_or_move
        && !d.must_capture
}

impl FairyPosition {
    /// The number of legal moves with their walls (see [`walls_counted_apart`]; the caller
    /// has ruled out a duty to drop): for each move without its wall, the squares its wall
    /// may go to, counted rather than listed (isolation's king steps have some forty each).
    pub(crate) fn count_walled(&self) -> usize {
        if self.game_end().is_some() {
            return 0;
        }
        let mut moves = FairyMoveList::new();
        self.legal_moves_before_walls(&mut moves);
        let count = moves
            .iter()
            .map(|&m| match m.kind {
                MoveKind::Pass => 1,
                _ => self.wall_squares(m).count() as usize,
            })
            .sum();
        if count == 0 {
            return usize::from(self.stalemate_pass().is_some());
        }
        count
    }

    /// Gives the moves in `moves` their walls: each move that must put a wall becomes one move
    /// per square its wall may go to. A pass puts none; with `wallOrMove` no move puts one, and
    /// the passes that put a wall are added.
    pub(crate) fn add_walls(&self, moves: &mut FairyMoveList) {
        // A move that puts no wall still names one, as Fairy-Stockfish writes it.
        let naming_a_wall = |m: FairyMove| FairyMove {
            names_wall: true,
            ..m
        };
        if self.c().definition.wall_or_move {
            for m in moves.iter_mut() {
                *m = naming_a_wall(*m);
            }
            self.push_wall_passes(moves);
            return;
        }
        if self.c().walls_on_squares_left {
            for m in moves.iter_mut() {
                *m = match m.kind {
                    MoveKind::Pass => naming_a_wall(*m),
                    _ => FairyMove {
                        wall: Some(m.from),
                        ..*m
                    },
                };
            }
            return;
        }
        // The moves with their walls go after the moves without, which are then let go: the
        // list is not moved whole (a copy of its inline buffer, a quarter of snail trail's
        // perft).
        let without_walls = moves.len();
        for i in 0..without_walls {
            let m = moves[i];
            if m.kind == MoveKind::Pass {
                moves.push(naming_a_wall(m));
                continue;
            }
            for wall in self.wall_squares(m) {
                moves.push(FairyMove {
                    wall: Some(wall),
                    ..m
                });
            }
        }
        moves.drain(..without_walls);
    }

    /// `wallOrMove`'s walls without a move: as Fairy-Stockfish writes them, a pass of the
    /// side's first piece (the lowest square) with the wall.
    fn push_wall_passes(&self, moves: &mut FairyMoveList) {
        let Some(first) = self.pieces_of(self.turn).first() else {
            return;
        };
        let pass = FairyMove {
            from: first,
            to: first,
            width: self.variant().geometry().files(),
            kind: MoveKind::Pass,
            gate: None,
            wall: None,
            names_wall: false,
        };
        // Without the wall first: as for a king's move, Fairy-Stockfish judges a king's
        // safety without the new wall, so a side in check may not wall instead of moving.
        if !self.c().definition.extinction_pseudo_royal && !self.is_legal_pseudo(pass) {
            return;
        }
        for wall in self.wall_squares(pass) {
            moves.push(FairyMove {
                wall: Some(wall),
                ..pass
            });
        }
    }

    /// The squares where the wall of `m` may go: empty once `m` is played (a square its piece
    /// leaves or a pawn it takes en passant is free; one a blast empties is not, as in
    /// Fairy-Stockfish), in the side's walling region, and allowed by the rule.
    pub(crate) fn wall_squares(&self, m: FairyMove) -> Bitboard {
        let c = self.c();
        let free = c.squares - self.occupied_after(m);
        let allowed = free & *c.walling_region.get(self.turn);
        match c.definition.walling_rule {
            WallingRule::Arrow => allowed & self.arrow_reach(m),
            WallingRule::Past => allowed & Bitboard::from_square(m.from),
            WallingRule::Edge => allowed & self.edge_squares(),
            WallingRule::Duck | WallingRule::Static | WallingRule::None => allowed,
        }
    }

    /// The occupied squares (pieces and walls) once `m` is played, before any blast.
    fn occupied_after(&self, m: FairyMove) -> Bitboard {
        let occupied = self.occupied();
        match m.kind {
            MoveKind::Pass => occupied,
            MoveKind::Drop(_) | MoveKind::PromotedDrop(_) => occupied.with(m.to),
            MoveKind::Castling => {
                let kingside = m.to.index() > m.from.index();
                let (king_to, rook_to) = self.castling_targets(self.turn, kingside);
                let without_rook = match self.castling_rook_of(m) {
                    Some(rook) => occupied.without(rook),
                    None => occupied,
                };
                without_rook.without(m.from).with(king_to).with(rook_to)
            }
            MoveKind::EnPassant => {
                let moved = occupied.without(m.from).with(m.to);
                match self.en_passant_victim(self.en_passant, m.to) {
                    Some(victim) => moved.without(victim),
                    None => moved,
                }
            }
            _ => occupied.without(m.from).with(m.to),
        }
    }

    /// Where the piece of `m` could move next from its new square, the square it left being
    /// empty: the squares its arrow reaches (as its type before any promotion).
    fn arrow_reach(&self, m: FairyMove) -> Bitboard {
        let Some(piece) = self.piece_on(m.from) else {
            return Bitboard::EMPTY;
        };
        let c = self.c();
        let info = &c.kinds[usize::from(piece.kind)];
        let occupied = self.occupied().without(m.from);
        match info.fast() {
            Some(fast) => fast.attacks(&c.lines, m.to, occupied),
            None => info.table.targets(m.to, self.turn, occupied, false).moves,
        }
    }

    /// The squares on the board's edge and those beside a wall, orthogonally.
    fn edge_squares(&self) -> Bitboard {
        let geo = self.variant().geometry();
        let rim = geo.file_mask(0)
            | geo.file_mask(geo.files() - 1)
            | geo.rank_mask(0)
            | geo.rank_mask(geo.ranks() - 1);
        self.walls.into_iter().fold(rim, |acc, wall| {
            [(0, 1), (0, -1), (1, 0), (-1, 0)]
                .into_iter()
                .filter_map(|(dx, dy)| geo.offset(wall, dx, dy))
                .fold(acc, Bitboard::with)
        })
    }

    /// Plays the wall of `m`, once its piece has moved: duck chess's duck leaves its square
    /// first, and a square passed over by a double step that takes the wall is no en-passant
    /// square.
    pub(crate) fn put_wall_of(&mut self, m: FairyMove) {
        let Some(wall) = m.wall else { return };
        if self.c().definition.walling_rule == WallingRule::Duck {
            self.clear_walls();
        }
        self.add_wall(wall);
        self.en_passant.remove(wall);
    }
}

#[cfg(test)]
mod tests {
    use skazka_core::Position;

    use crate::forcing_games::sorted_legal_texts;
    use crate::{FairyPosition, Variant, catalogue, ini};

    fn past_chess(chess960: bool) -> Variant {
        let text = format!("[pastchess:chess]\nwallingRule = past\nchess960 = {chess960}\n");
        let definition = ini::parse(&text, &catalogue::get).unwrap().remove(0);
        Variant::new(definition).unwrap()
    }

    /// Under `wallingRule = past` a move walls the square it left; a chess960 castling whose
    /// rook lands on the square its king left has nowhere to put that wall, so it is no move
    /// (as Fairy-Stockfish lists them), and the count leaves it out too.
    #[test]
    fn a_castling_whose_rook_fills_the_square_its_king_left_has_no_wall_and_is_no_move() {
        let p =
            FairyPosition::from_fen(&past_chess(true), "4k3/8/8/8/8/8/8/5K1R w H - 0 1").unwrap();
        let moves = sorted_legal_texts(&p);
        assert_eq!(
            moves,
            [
                "f1e1,e1f1",
                "f1e2,e2f1",
                "f1f2,f2f1",
                "f1g1,g1f1",
                "f1g2,g2f1",
                "h1g1,g1h1",
                "h1h2,h2h1",
                "h1h3,h3h1",
                "h1h4,h4h1",
                "h1h5,h5h1",
                "h1h6,h6h1",
                "h1h7,h7h1",
                "h1h8,h8h1"
            ]
        );
        assert_eq!(p.legal_move_count(), moves.len());
    }

    /// Where the king's square stays free, castling walls it like any other move (15 moves,
    /// as Fairy-Stockfish lists them).
    #[test]
    fn a_castling_walls_the_square_its_king_left() {
        let p =
            FairyPosition::from_fen(&past_chess(false), "4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let moves = sorted_legal_texts(&p);
        assert!(moves.contains(&"e1g1,g1e1".to_string()), "{moves:?}");
        assert_eq!(moves.len(), 15);
        assert_eq!(p.legal_move_count(), moves.len());
    }
}
