//! The chess lookup tables, built once from the core's movement model.
//!
//! Every piece's moves come from its Betza movement ([`Role::movement`]) compiled into a core
//! [`PieceTable`]; the hot paths then read flat per-square arrays and, for the rook and bishop,
//! core [`MagicAttacks`] compiled from those same tables. The tests check the two agree.

use std::sync::LazyLock;

use skazka_core::zobrist::ZobristKeys;
use skazka_core::{Bitboard, ByColor, Color, Geometry, MagicAttacks, PieceTable, Square};

use crate::bits::Bits;
use crate::position::castle_squares;
use crate::{CastlingRights, Role, Wing};
use skazka_core::magic_multipliers;

const GEO: Geometry = Geometry::CHESS;

/// Everything precomputed for 8×8 chess.
pub(crate) struct Tables {
    rook: MagicAttacks,
    bishop: MagicAttacks,
    knight: [Bits; 64],
    king: [Bits; 64],
    /// The squares a pawn of each colour attacks from each square.
    pawn_attacks: ByColor<[Bits; 64]>,
    /// The square a pawn of each colour steps to from each square.
    pawn_step: ByColor<[Bits; 64]>,
    /// The square of the double step from each starting square, empty elsewhere.
    pawn_double_step: ByColor<[Bits; 64]>,
    /// Squares strictly between two squares on a common line, empty otherwise.
    between: Vec<Bits>,
    /// The whole line (edge to edge) through two squares on a common line, empty otherwise.
    line: Vec<Bits>,
    /// Rook and bishop lines from each square on an empty board.
    rook_lines: [Bits; 64],
    /// See `rook_lines`.
    bishop_lines: [Bits; 64],
    /// The castling rights that survive a move touching each square.
    castling_kept: [CastlingRights; 64],
    /// The Zobrist key of each set of castling rights.
    castling_keys: [u64; 16],
    /// Zobrist keys: 768 piece-square keys, then side to move, 4 castling rights, 8 files.
    pub keys: ZobristKeys,
}

pub(crate) const KEY_TURN: usize = 768;
const KEY_CASTLING: usize = 769;
pub(crate) const KEY_EP_FILE: usize = 773;

/// Zobrist domain of orthodox chess keys.
const ZOBRIST_DOMAIN: u64 = 0x0063_6865_7373; // "chess" in ASCII

/// The eight directions of a queen, as file and rank steps.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

impl Tables {
    fn new() -> Tables {
        let tables = Role::ALL.map(|role| PieceTable::new(GEO, &role.movement()));
        let table = |role: Role| &tables[role.index()];
        let per_square = |f: &dyn Fn(Square) -> Bitboard| -> [Bits; 64] {
            core::array::from_fn(|i| Bits::narrow(f(Square::from_index(i))))
        };
        let empty_attacks =
            |t: &PieceTable| per_square(&|sq| t.attacks(sq, Color::White, Bitboard::EMPTY));
        let magic = |role: Role, known: &[(u64, u32)]| {
            MagicAttacks::with_multipliers(table(role), Color::White, known)
                .expect("rook and bishop suit magic lookups")
        };
        let pawn = table(Role::Pawn);
        let pawn_targets = |c: Color, initial: bool| {
            per_square(&|sq| pawn.targets(sq, c, Bitboard::EMPTY, initial).moves)
        };
        let pawn_step = ByColor::new_with(|c| pawn_targets(c, false));
        // The initial-only double step counts on the pawns' starting rank alone.
        let pawn_double_step = ByColor::new_with(|c| {
            let both = pawn_targets(c, true);
            core::array::from_fn(|i| {
                let on_start = GEO.relative_rank(Square::from_index(i), c) == 1;
                if on_start {
                    both[i] - pawn_step[c][i]
                } else {
                    Bits::EMPTY
                }
            })
        });
        let keys = ZobristKeys::new(ZOBRIST_DOMAIN, 781);
        let (between, line) = lines_between();
        Tables {
            rook: magic(Role::Rook, &magic_multipliers::ROOK_8X8),
            bishop: magic(Role::Bishop, &magic_multipliers::BISHOP_8X8),
            knight: empty_attacks(table(Role::Knight)),
            king: empty_attacks(table(Role::King)),
            pawn_attacks: ByColor::new_with(|c| {
                per_square(&|sq| pawn.attacks(sq, c, Bitboard::EMPTY))
            }),
            pawn_step,
            pawn_double_step,
            between,
            line,
            rook_lines: empty_attacks(table(Role::Rook)),
            bishop_lines: empty_attacks(table(Role::Bishop)),
            castling_kept: core::array::from_fn(|i| castling_kept(Square::from_index(i))),
            castling_keys: core::array::from_fn(|bits| {
                (0..4)
                    .filter(|i| bits >> i & 1 != 0)
                    .fold(0, |h, i| h ^ keys.get(KEY_CASTLING + i))
            }),
            keys,
        }
    }

    /// The squares a rook on `sq` attacks.
    #[inline]
    pub fn rook(&self, sq: Square, occupied: Bits) -> Bits {
        Bits(self.rook.attacks_u64(sq, occupied.0))
    }

    /// The squares a bishop on `sq` attacks.
    #[inline]
    pub fn bishop(&self, sq: Square, occupied: Bits) -> Bits {
        Bits(self.bishop.attacks_u64(sq, occupied.0))
    }

    /// The squares a knight on `sq` attacks.
    #[inline]
    pub fn knight(&self, sq: Square) -> Bits {
        self.knight[sq.index()]
    }

    /// The squares a king on `sq` attacks.
    #[inline]
    pub fn king(&self, sq: Square) -> Bits {
        self.king[sq.index()]
    }

    /// The squares a `color` pawn on `sq` attacks.
    #[inline]
    pub fn pawn_attacks(&self, color: Color, sq: Square) -> Bits {
        self.pawn_attacks[color][sq.index()]
    }

    /// The square a `color` pawn on `sq` steps to.
    #[inline]
    pub fn pawn_step(&self, color: Color, sq: Square) -> Bits {
        self.pawn_step[color][sq.index()]
    }

    /// The square of a `color` pawn's double step from `sq`, if `sq` is a starting square.
    #[inline]
    pub fn pawn_double_step(&self, color: Color, sq: Square) -> Bits {
        self.pawn_double_step[color][sq.index()]
    }

    /// Rook lines from `sq` on an empty board.
    #[inline]
    pub fn rook_lines(&self, sq: Square) -> Bits {
        self.rook_lines[sq.index()]
    }

    /// Bishop lines from `sq` on an empty board.
    #[inline]
    pub fn bishop_lines(&self, sq: Square) -> Bits {
        self.bishop_lines[sq.index()]
    }

    /// Squares strictly between `a` and `b` if they share a rank, file or diagonal.
    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bits {
        self.between[a.index() * 64 + b.index()]
    }

    /// The whole line through `a` and `b` if they share a rank, file or diagonal.
    #[inline]
    pub fn line(&self, a: Square, b: Square) -> Bits {
        self.line[a.index() * 64 + b.index()]
    }

    /// The rights left after a move from or to `sq`.
    #[inline]
    pub fn castling_kept(&self, sq: Square) -> CastlingRights {
        self.castling_kept[sq.index()]
    }

    /// The Zobrist key of a set of castling rights.
    #[inline]
    pub fn castling_key(&self, rights: CastlingRights) -> u64 {
        self.castling_keys[usize::from(rights.bits())]
    }
}

/// The `between` and `line` tables.
fn lines_between() -> (Vec<Bits>, Vec<Bits>) {
    let mut between = vec![Bits::EMPTY; 64 * 64];
    let mut line = vec![Bits::EMPTY; 64 * 64];
    for a in GEO.squares() {
        for (dx, dy) in DIRECTIONS {
            let ray = |dx: i8, dy: i8| {
                core::iter::successors(GEO.offset(a, dx, dy), move |&s| GEO.offset(s, dx, dy))
            };
            let whole = ray(dx, dy)
                .chain(ray(-dx, -dy))
                .fold(Bits::from_square(a), Bits::with);
            let mut path = Bits::EMPTY;
            for b in ray(dx, dy) {
                between[a.index() * 64 + b.index()] = path;
                line[a.index() * 64 + b.index()] = whole;
                path = path.with(b);
            }
        }
    }
    (between, line)
}

/// The rights that survive a move from or to `sq`: a king or rook leaving its home square, or
/// a rook being captured there, loses the rights that need it.
fn castling_kept(sq: Square) -> CastlingRights {
    let mut rights = CastlingRights::ALL;
    for color in Color::ALL {
        for wing in Wing::ALL {
            let cs = castle_squares(color, wing);
            if sq == cs.king || sq == cs.rook {
                rights = rights.without(color, wing);
            }
        }
    }
    rights
}

pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);

#[cfg(test)]
mod tests {
    use super::*;

    /// Occupancies that block lines in many places.
    fn occupancies() -> impl Iterator<Item = Bitboard> {
        let mut state = 0x1234_5678_9abc_def0u64;
        (0..64).map(move |_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            Bitboard(u128::from(state & (state >> 3)))
        })
    }

    #[test]
    fn magic_rook_and_bishop_attacks_equal_the_movement_tables() {
        let t = &*TABLES;
        let rook = PieceTable::new(GEO, &Role::Rook.movement());
        let bishop = PieceTable::new(GEO, &Role::Bishop.movement());
        for occ in occupancies() {
            for sq in GEO.squares() {
                let narrow = Bits::narrow(occ);
                assert_eq!(
                    t.rook(sq, narrow).wide(),
                    rook.attacks(sq, Color::White, occ)
                );
                assert_eq!(
                    t.bishop(sq, narrow).wide(),
                    bishop.attacks(sq, Color::White, occ)
                );
            }
        }
    }

    #[test]
    fn recorded_magic_multipliers_are_accepted_as_they_are() {
        let t = &*TABLES;
        assert_eq!(t.rook.multipliers(), magic_multipliers::ROOK_8X8);
        assert_eq!(t.bishop.multipliers(), magic_multipliers::BISHOP_8X8);
    }

    #[test]
    fn line_through_two_squares_contains_both_and_everything_between() {
        let t = &*TABLES;
        let (a, b) = (GEO.sq(1, 2), GEO.sq(4, 5));
        let line = t.line(a, b);
        assert!(line.contains(a) && line.contains(b));
        assert!(line.contains(GEO.sq(0, 1)) && line.contains(GEO.sq(6, 7)));
        assert_eq!(line, t.line(b, a));
        assert!((t.between(a, b) - line).is_empty());
        assert_eq!(line.count(), 7);
        assert!(
            t.line(a, GEO.sq(2, 4)).is_empty(),
            "a knight's step is no line"
        );
    }

    #[test]
    fn pawns_double_step_only_from_their_starting_rank() {
        let t = &*TABLES;
        assert_eq!(
            t.pawn_double_step(Color::White, GEO.sq(4, 1)),
            Bits::from_square(GEO.sq(4, 3))
        );
        assert_eq!(
            t.pawn_double_step(Color::Black, GEO.sq(4, 6)),
            Bits::from_square(GEO.sq(4, 4))
        );
        assert!(t.pawn_double_step(Color::White, GEO.sq(4, 2)).is_empty());
    }
}
