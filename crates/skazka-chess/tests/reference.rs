//! The fast generator (magic lookups, one-word boards, pin masks) against a slow one written
//! only with the core's general machinery: each piece's targets from a `PieceTable` compiled
//! from its Betza movement, every candidate played and kept if its own king is then safe.
//! The two must list the same moves in every position of many random games.

use std::collections::BTreeSet;

use skazka_chess::{Chess, Move, MoveKind, Role, Wing};
use skazka_core::{Color, Geometry, PieceTable, Position, Square};

const GEO: Geometry = Geometry::CHESS;

struct Reference {
    tables: Vec<PieceTable>,
}

impl Reference {
    fn new() -> Reference {
        Reference {
            tables: Role::ALL
                .iter()
                .map(|r| PieceTable::new(GEO, &r.movement()))
                .collect(),
        }
    }

    fn table(&self, role: Role) -> &PieceTable {
        &self.tables[role as usize]
    }

    /// Whether a `by` piece attacks `sq`, asked of each role's reverse table.
    fn attacked(&self, pos: &Chess, sq: Square, by: Color) -> bool {
        let occupied = pos.occupied();
        Role::ALL.iter().any(|&role| {
            self.table(role)
                .attackers_of(sq, by, occupied, pos.pieces(by, role))
                .any()
        })
    }

    /// Every move a piece could make ignoring the safety of its own king, with what it does.
    fn candidates(&self, pos: &Chess) -> Vec<(Move, MoveKind)> {
        let us = pos.turn();
        let own = pos.by_color(us);
        let enemy = pos.by_color(!us);
        let mut out = Vec::new();
        for from in own {
            let role = pos.piece_at(from).expect("own piece").role;
            let initial = role == Role::Pawn && GEO.relative_rank(from, us) == 1;
            let t = self.table(role).targets(from, us, pos.occupied(), initial);
            for to in t.moves | (t.attacks & enemy) {
                out.extend(kinds(role, from, to));
            }
            if role == Role::Pawn {
                if let Some(ep) = pos.ep_square() {
                    if t.attacks.contains(ep) {
                        out.push((Move::new(from, ep), MoveKind::EnPassant));
                    }
                }
            }
        }
        out.extend(self.castling(pos));
        out
    }

    /// Castling written from the rules: the right, empty squares between king and rook, and a
    /// king that neither starts, passes nor ends on an attacked square.
    fn castling(&self, pos: &Chess) -> Vec<(Move, MoveKind)> {
        let us = pos.turn();
        let rank = if us.is_white() { 0 } else { 7 };
        let mut out = Vec::new();
        for wing in Wing::ALL {
            let (king_to, empty): (u8, &[u8]) = match wing {
                Wing::King => (6, &[5, 6]),
                Wing::Queen => (2, &[1, 2, 3]),
            };
            let king_path: &[u8] = match wing {
                Wing::King => &[4, 5, 6],
                Wing::Queen => &[4, 3, 2],
            };
            if pos.castling().has(us, wing)
                && empty
                    .iter()
                    .all(|&x| !pos.occupied().contains(GEO.sq(x, rank)))
                && king_path
                    .iter()
                    .all(|&x| !self.attacked(pos, GEO.sq(x, rank), !us))
            {
                out.push((
                    Move::new(GEO.sq(4, rank), GEO.sq(king_to, rank)),
                    MoveKind::Castle,
                ));
            }
        }
        out
    }

    /// The legal moves: candidates whose play leaves the mover's king unattacked.
    fn legal(&self, pos: &Chess) -> BTreeSet<String> {
        let us = pos.turn();
        self.candidates(pos)
            .into_iter()
            .filter(|&(m, _)| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                !self.attacked(&after, after.king(us), !us)
            })
            .map(|(m, kind)| describe(m, kind))
            .collect()
    }
}

/// The moves a piece of `role` makes from `from` to `to`, with their kinds.
fn kinds(role: Role, from: Square, to: Square) -> Vec<(Move, MoveKind)> {
    let (_, from_rank) = GEO.xy(from);
    let (_, to_rank) = GEO.xy(to);
    let promotes = role == Role::Pawn && (to_rank == 0 || to_rank == 7);
    let double = role == Role::Pawn && from_rank.abs_diff(to_rank) == 2;
    let plain = if double {
        MoveKind::DoubleStep
    } else {
        MoveKind::Normal
    };
    if promotes {
        Role::PROMOTIONS
            .map(|r| (Move::with_promotion(from, to, r), MoveKind::Promotion(r)))
            .to_vec()
    } else {
        vec![(Move::new(from, to), plain)]
    }
}

fn describe(m: Move, kind: MoveKind) -> String {
    format!("{m} {kind:?}")
}

/// The fast generator's moves, each with the kind the position gives it.
fn fast(pos: &Chess) -> BTreeSet<String> {
    pos.legal_move_list()
        .iter()
        .map(|&m| describe(m, pos.move_kind(m)))
        .collect()
}

/// A small deterministic generator, so a failure names a reproducible game.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

const STARTS: &[&str] = &[
    skazka_chess::START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
];

#[test]
fn fast_generator_lists_the_moves_of_a_make_and_test_generator_on_the_core_tables() {
    let reference = Reference::new();
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    for game in 0..60 {
        let mut pos = Chess::from_fen(STARTS[game % STARTS.len()]).expect("suite fen");
        for ply in 0..120 {
            let expected = reference.legal(&pos);
            assert_eq!(fast(&pos), expected, "game {game}, ply {ply}: {pos}");
            assert_eq!(pos.legal_move_count(), expected.len(), "{pos}");
            positions += 1;
            let moves = pos.legal_move_list();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(positions > 3000, "only {positions} positions compared");
}

#[test]
fn attack_queries_agree_with_the_core_reverse_tables() {
    let reference = Reference::new();
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    for game in 0..20 {
        let mut pos = Chess::from_fen(STARTS[game % STARTS.len()]).expect("suite fen");
        for _ in 0..80 {
            for sq in GEO.squares() {
                for by in Color::ALL {
                    assert_eq!(
                        pos.is_attacked(sq, by, pos.occupied()),
                        reference.attacked(&pos, sq, by),
                        "{pos}, square {}",
                        sq.display(GEO)
                    );
                }
            }
            let moves = pos.legal_move_list();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
}
