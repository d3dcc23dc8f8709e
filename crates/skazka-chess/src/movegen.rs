//! Legal move generation.
//!
//! Fully legal, without playing moves to test them, except en passant: the king never steps
//! onto an attacked square (tested with the king lifted off the board), a pinned piece stays on
//! its pin line, and in check only captures of the checker, interpositions and king moves are
//! generated (king moves only, in double check).

use skazka_core::arrayvec::ArrayVec;
use skazka_core::{Bitboard, Color, Geometry, Square};

use crate::attacks::TABLES;
use crate::position::castle_squares;
use crate::{Chess, Move, MoveKind, Role, Wing};

const GEO: Geometry = Geometry::CHESS;

/// The most legal moves any chess position has is 218; the list holds 256.
pub type MoveList = ArrayVec<Move, 256>;

/// A piece pinned to its king and the squares it may still move to.
#[derive(Clone, Copy)]
struct Pin {
    piece: Square,
    line: Bitboard,
}

pub(crate) fn generate(pos: &Chess, moves: &mut MoveList) {
    let t = &*TABLES;
    let us = pos.turn_color();
    let them = !us;
    let king = pos.king(us);
    let own = pos.by_color(us);
    let enemy = pos.by_color(them);
    let occ = own | enemy;
    let checkers = pos.attackers(king, them, occ);

    // King steps: the destination must be safe with the king lifted off its square, so that
    // it cannot hide behind itself from a slider.
    let lifted = occ.without(king);
    for to in t.table(Role::King).attacks(king, us, occ) - own {
        if !pos.is_attacked(to, them, lifted) {
            moves.push(Move {
                from: king,
                to,
                kind: MoveKind::Normal,
            });
        }
    }
    if checkers.has_more_than_one() {
        return;
    }
    let evasion = match checkers.first() {
        Some(checker) => t.between(king, checker).with(checker),
        None => {
            castling(pos, us, occ, moves);
            GEO.all()
        }
    };
    let pins = pins(pos, us, king, occ);
    let allowed = |from: Square| -> Bitboard {
        pins.iter()
            .find(|p| p.piece == from)
            .map_or(evasion, |p| p.line & evasion)
    };

    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        let table = t.table(role);
        for from in pos.pieces(us, role) {
            let targets = table.targets(from, us, occ, false);
            let reach = (targets.moves | (targets.attacks & enemy)) & allowed(from);
            for to in reach {
                moves.push(Move {
                    from,
                    to,
                    kind: MoveKind::Normal,
                });
            }
        }
    }
    pawn_moves(pos, us, king, occ, enemy, &allowed, moves);
}

fn pawn_moves(
    pos: &Chess,
    us: Color,
    king: Square,
    occ: Bitboard,
    enemy: Bitboard,
    allowed: &dyn Fn(Square) -> Bitboard,
    moves: &mut MoveList,
) {
    let table = TABLES.table(Role::Pawn);
    let last_rank = GEO.rank_mask(if us.is_white() { 7 } else { 0 });
    for from in pos.pieces(us, Role::Pawn) {
        let initial = GEO.relative_rank(from, us) == 1;
        let targets = table.targets(from, us, occ, initial);
        let reach = (targets.moves | (targets.attacks & enemy)) & allowed(from);
        for to in reach {
            if last_rank.contains(to) {
                for role in crate::Role::PROMOTIONS {
                    moves.push(Move {
                        from,
                        to,
                        kind: MoveKind::Promotion(role),
                    });
                }
            } else {
                let double = GEO.xy(from).1.abs_diff(GEO.xy(to).1) == 2;
                let kind = if double {
                    MoveKind::DoubleStep
                } else {
                    MoveKind::Normal
                };
                moves.push(Move { from, to, kind });
            }
        }
        if let Some(ep) = pos.ep_square() {
            if targets.attacks.contains(ep) && en_passant_is_safe(pos, us, king, from, ep, occ) {
                moves.push(Move {
                    from,
                    to: ep,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }
}

/// En passant removes two pieces from one rank, which no pin test covers; play it on the
/// occupancy and look at the king.
fn en_passant_is_safe(
    pos: &Chess,
    us: Color,
    king: Square,
    from: Square,
    ep: Square,
    occ: Bitboard,
) -> bool {
    let victim = GEO
        .square_at(GEO.xy(ep).0, GEO.xy(from).1)
        .expect("on the board");
    let after = occ.without(from).without(victim).with(ep);
    let attackers = pos.attackers(king, !us, after) - Bitboard::from_square(victim);
    attackers.is_empty()
}

/// Own pieces that alone stand between the king and an enemy slider on the slider's line.
fn pins(pos: &Chess, us: Color, king: Square, occ: Bitboard) -> ArrayVec<Pin, 8> {
    let t = &*TABLES;
    let them = !us;
    let queens = pos.pieces(them, Role::Queen);
    let snipers = (t.rook_lines[king.index()] & (pos.pieces(them, Role::Rook) | queens))
        | (t.bishop_lines[king.index()] & (pos.pieces(them, Role::Bishop) | queens));
    let mut pins = ArrayVec::new();
    for sniper in snipers {
        let between = t.between(king, sniper);
        let blockers = between & occ;
        if let Some(piece) = blockers.single() {
            if pos.by_color(us).contains(piece) {
                pins.push(Pin {
                    piece,
                    line: between.with(sniper),
                });
            }
        }
    }
    pins
}

fn castling(pos: &Chess, us: Color, occ: Bitboard, moves: &mut MoveList) {
    let t = &*TABLES;
    for wing in Wing::ALL {
        if !pos.castling().has(us, wing) {
            continue;
        }
        let cs = castle_squares(us, wing);
        let must_be_empty = (t.between(cs.king, cs.rook)
            | t.between(cs.king, cs.king_to).with(cs.king_to))
        .without(cs.king)
        .without(cs.rook);
        if must_be_empty.intersects(occ) {
            continue;
        }
        let path = t.between(cs.king, cs.king_to).with(cs.king_to);
        if path.into_iter().any(|sq| pos.is_attacked(sq, !us, occ)) {
            continue;
        }
        moves.push(Move {
            from: cs.king,
            to: cs.king_to,
            kind: MoveKind::Castle,
        });
    }
}

impl Chess {
    #[inline]
    fn turn_color(&self) -> Color {
        skazka_core::Position::turn(self)
    }
}
