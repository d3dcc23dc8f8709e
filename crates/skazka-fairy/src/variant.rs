//! A [`Definition`] compiled for play: piece tables, region masks, promotion maps and Zobrist
//! keys, shared by every position of the variant.

use std::sync::Arc;

use skazka_core::{Bitboard, ByColor, Color, Geometry, PieceTable, RiderRays};

use crate::betza::parse_fs_betza;
use crate::form::Form;
use crate::{Definition, DefinitionError, PieceKind};

/// The most piece types one variant may have.
pub const MAX_KINDS: usize = 32;

/// A set of piece types of one variant, one bit per type index.
pub(crate) type KindSet = u32;

/// One piece type, compiled.
#[derive(Clone, Debug)]
pub(crate) struct KindInfo {
    pub kind: PieceKind,
    pub letter: char,
    pub table: PieceTable,
    /// Whether the table has components for the first move only (taken in the double-step
    /// region, as Fairy-Stockfish takes them).
    pub has_initial: bool,
    /// Whether it has a rider component: only such pieces can pin (see `pinned_by_lines`).
    pub rides: bool,
    /// Whether its rides all run along ranks, files or diagonals, its other moves being plain
    /// leaps (a lance, a limited rook): whatever it pins lies on a line through the royal
    /// piece, between them (see `pinned_by_lines`).
    pub rides_on_lines: bool,
    /// Whether it may capture en passant (the `e` of its Betza, or a pawn type).
    pub en_passant: bool,
    /// How its moves and attackers are found fastest (bit tricks for the orthodox pieces,
    /// cannons, lame and other leapers; the table for the rest).
    pub form: Form,
    /// What the piece adds along the diagonal lines of the variant (janggi's palaces), if
    /// the variant has them and the piece follows them.
    pub diagonal: Option<PieceTable>,
    /// Its second letter (`pieceSynonyms`), upper case: read in a FEN, written in SAN.
    pub synonym: Option<char>,
    /// For each side, the squares from which the piece could never move again, not even on
    /// an empty board (a pawn on the last rank): where `immobilityIllegal` forbids moving
    /// there, worked out once instead of per move.
    pub stranded: ByColor<Bitboard>,
    /// Its movement on an empty board as Fairy-Stockfish judges immobility (hops reach along
    /// their whole lines), for `stranded` and for the same test with walls on the board.
    pub empty_board: PieceTable,
}

impl KindInfo {
    /// For a piece made of whole leapers and unlimited rooks or bishops (the orthodox pieces,
    /// the archbishop, the amazon…): its moves from bit tricks.
    #[inline]
    pub fn fast(&self) -> Option<&FastMoves> {
        match &self.form {
            Form::Symmetric(fast) => Some(fast),
            _ => None,
        }
    }

    /// For a piece whose captures are whole leapers and unlimited lines, alike in every
    /// direction (whether or not it moves so): its rook and bishop lines and leaps, and its
    /// lines of other steps (a nightrider's) if it has any.
    pub fn attack_form(&self) -> Option<(&FastMoves, Option<&RiderRays>)> {
        match &self.form {
            Form::Symmetric(fast) => Some((fast, None)),
            Form::Rare(rare) => rare
                .capturing_part()
                .map(|part| (&part.lines, part.rays.as_ref())),
            _ => None,
        }
    }
}

/// The moves of a symmetric piece of leapers and unlimited rook or bishop lines: it moves and
/// captures alike, and attacks a square exactly when a piece on that square would attack it.
#[derive(Clone, Debug)]
pub(crate) struct FastMoves {
    pub leaps: Vec<Bitboard>,
    pub rook: bool,
    pub bishop: bool,
}

impl FastMoves {
    /// The squares attacked (and moved to, where empty) from `from`. Always inline: called
    /// for each piece in the count of moves (called, extinction perft took 6 % longer and
    /// grand 5 %, paired whole-process timings).
    #[inline(always)]
    pub fn attacks(
        &self,
        lines: &skazka_core::Lines,
        from: skazka_core::Square,
        occupied: Bitboard,
    ) -> Bitboard {
        let mut a = self.leaps[from.index()];
        if self.rook {
            a |= lines.rook(from, occupied);
        }
        if self.bishop {
            a |= lines.bishop(from, occupied);
        }
        a
    }
}

/// The types that ride, by the lines they ride.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct LineRiders {
    pub rook: KindSet,
    pub bishop: KindSet,
    /// Types that ride ranks, files or diagonals only in part (a lance forwards, a rook
    /// for two squares): their pins lie on those lines, but each is checked by their table.
    pub partial: KindSet,
    /// Types riding other lines than ranks, files and diagonals by their tables (a
    /// nightrider of limited range).
    pub other: KindSet,
    /// Types riding whole lines of other steps by their [`RiderRays`] (a nightrider).
    pub rays: KindSet,
}

/// A variant ready for play: its definition and everything compiled from it. Cheap to clone
/// (shared).
#[derive(Clone, Debug)]
pub struct Variant {
    inner: Arc<Compiled>,
}

impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner) || self.inner.definition == other.inner.definition
    }
}

impl Eq for Variant {}

#[derive(Debug)]
pub(crate) struct Compiled {
    pub definition: Definition,
    pub geometry: Geometry,
    /// Every square of the board (`geometry.all()`), kept: worked out on each use, it cost the
    /// count of moves a few percent.
    pub squares: Bitboard,
    /// Steps of whole sets of squares on the board (reversi's drops).
    pub set_steps: crate::enclosing::SetSteps,
    pub kinds: Vec<KindInfo>,
    /// Type index by upper-case letter (see [`crate::plus::index`]).
    pub by_letter: [Option<u8>; crate::plus::INDEX_COUNT],
    /// Type index by second letter (`pieceSynonyms`), `A` first.
    pub by_synonym: [Option<u8>; 26],
    pub royal: Option<u8>,
    pub pawn: Option<u8>,
    pub promotion_zone: ByColor<Bitboard>,
    /// Each side's types that promote like pawns (Spartan chess: White's pawns, Black's
    /// hoplites).
    pub promotion_pawns: ByColor<KindSet>,
    /// Each side's promotion pawn types that promote on moves ending in the promotion zone
    /// (all of them but the pawn under `sittuyinPromotion`).
    pub zone_promoters: ByColor<KindSet>,
    /// The types whose moves never promote or demote: their destinations are plain moves.
    pub plain_movers: KindSet,
    /// The riding types by the lines they ride (see `FairyPosition::pinned_by_lines`).
    pub line_riders: LineRiders,
    /// Where every type attacks by whole leaps and unlimited lines (or by leaps that differ
    /// by colour) and no rule bends its attacks: the types that leap, the riders being the
    /// `line_riders` (see `FairyPosition::attacked_plainly`).
    pub plain_leapers: Option<KindSet>,
    /// Promotion targets, in the order Fairy-Stockfish generates them (highest type first).
    pub promotion_targets: ByColor<Vec<u8>>,
    pub promotion_limit: [u32; MAX_KINDS],
    /// `promotionChoices`: per type, the types it may promote to, and where.
    pub promotion_choices: Vec<Vec<u8>>,
    pub promotion_choices_zone: ByColor<Bitboard>,
    pub promoted: [Option<u8>; MAX_KINDS],
    pub double_step: ByColor<Bitboard>,
    pub triple_step: ByColor<Bitboard>,
    pub en_passant_region: ByColor<Bitboard>,
    pub en_passant_kinds: KindSet,
    pub drop_region: ByColor<Bitboard>,
    /// The squares the first drops must fill (`enclosingDropStart`).
    pub enclosing_start: Bitboard,
    /// Where each side may put a wall (`wallingRegion`).
    pub walling_region: ByColor<Bitboard>,
    /// Whether every move but a pass puts its wall on the square it left (see
    /// [`crate::walling::walls_on_squares_left`]): then each move has exactly one wall.
    pub walls_on_squares_left: bool,
    /// Whether the moves with walls are counted from those without (see
    /// [`crate::walling::walls_counted_apart`]).
    pub walls_counted_apart: bool,
    pub mobility: ByColor<[Bitboard; MAX_KINDS]>,
    pub castling_king: Option<u8>,
    pub castling_squares: crate::castling::CastlingSquares,
    pub castling_rooks: KindSet,
    /// Each side's types whose moves reset the move-limit counter.
    pub n_move_kinds: ByColor<KindSet>,
    /// Each side's types whose every move leads strictly forwards (pawns): their moves never
    /// step back, and so reset the move-limit counter where they count for it.
    pub forward_only_kinds: ByColor<KindSet>,
    pub extinction_kinds: KindSet,
    /// The types that count in a line (`connectPieceTypes`).
    pub connect_kinds: KindSet,
    /// Each side's first and second connection regions (`connectRegion1White`…).
    pub connect_region1: ByColor<Bitboard>,
    pub connect_region2: ByColor<Bitboard>,
    /// Whether some connection goal ends games (`connectN`, `connectNxN`, `collinearN`, a
    /// first connection region).
    pub connect_goals: bool,
    /// The types that turn into a wall where they capture.
    pub petrify_kinds: KindSet,
    /// The types a blast spares.
    pub blast_immune_kinds: KindSet,
    /// The types that may not take their own type.
    pub mutually_immune_kinds: KindSet,
    pub flag_kind: ByColor<Option<u8>>,
    pub flag_region: ByColor<Bitboard>,
    pub drop_no_doubled: Option<u8>,
    /// Per square: where a rider standing in line with a royal piece on that square could be
    /// (every square a riding piece reaches from there on an empty board, either colour).
    pub rider_lines: Vec<Bitboard>,
    /// Whether some piece hops or is lame or bent, so that any move may expose a royal piece
    /// (a new screen for a cannon, a freed horse's leg) and every move is tested.
    pub test_every_move: bool,
    /// Whether a move's legality is only the safety of the mover's royal pieces from enemy
    /// attacks, which depend on nothing but where pieces stand: then a move that captures no
    /// piece en passant is tested from the occupancy after it, without playing it. Not where
    /// captures blast, royal pieces are pseudo-royal or checks are restricted; and not, by
    /// the position, while kings face each other under the bikjang rule or for a janggi
    /// cannon's move (cannons tell cannons apart: see [`FairyPosition::whole_move_test`]).
    pub legal_by_attacks: bool,
    /// Where captures blast (atomic) or royal pieces are pseudo-royal (coregal), and every
    /// attack is plain: a normal move is judged from the squares it and its blast empty,
    /// without playing it (see `FairyPosition::royals_safe_after_blast`).
    pub blast_by_squares: bool,
    /// Where checks are forbidden (racing kings; or drops' checks), legality is otherwise a
    /// royal piece's safety, and every attack is plain (`plain_leapers`): a plain move's check
    /// is found from the occupancy after it too (see `FairyPosition::gives_a_forbidden_check`).
    pub checks_by_attacks: bool,
    /// Where every move is tested and `legal_by_attacks` holds: per square, the squares whose
    /// occupancy can decide whether it is attacked (see [`crate::attack_paths`]), so that
    /// only moves leaving or entering those of a royal piece are tested. `None` elsewhere, or
    /// where some piece's path is not bounded.
    pub attack_paths: Option<crate::attack_paths::AttackPaths>,
    /// Whether the legal moves are counted as chess engines count them (see
    /// [`crate::plain_count`]).
    pub plain_count: bool,
    /// Whether the plain count needs no guard of a royal piece (see
    /// [`crate::plain_count::counts_unguarded`]).
    pub counts_unguarded: bool,
    /// Whether a side may have several royal pieces, each kept safe by the plain count:
    /// royal pieces are pseudo-royal, captures do not blast, and the royal types move
    /// plainly (coregal chess's king and queens; see [`crate::plain_count::several_royals`]).
    pub several_royals: bool,
    /// Per colour, where several royal pieces are counted and a pawn may promote to a royal
    /// type: the squares from which a pawn may reach the promotion zone in one move, whose
    /// pawns' moves the plain count tests (see `plain_count::royal_promotion_squares`).
    pub royal_promotion_squares: ByColor<Bitboard>,
    /// Whether moves are judged by squares: the royal piece's by a map of the enemy's
    /// attacks, and in check by one piece, a move of a piece neither royal nor pinned, or a
    /// drop, is legal only where it takes or blocks (see [`crate::evasion`]).
    pub judged_by_squares: bool,
    /// Whether no move ever needs the legality test (see [`crate::sink::no_move_tested`]).
    pub no_move_tested: bool,
    /// Whether some type promotes in place (`promotedPieceType`), the only way a square comes
    /// to hold the type its piece was promoted from.
    pub marks_promotions: bool,
    /// Whether a normal move only moves its piece and takes (see
    /// [`crate::simple_move::moves_are_simple`]).
    pub simple_moves: bool,
    /// Whether a move may take from a hand or add to one (drops, captures to hand, gating).
    pub hands_change: bool,
    /// Whether a rule gives moves besides the pieces' and castling (sittuyin's promotions,
    /// cambodian first moves, drops, passes): see `FairyPosition::push_other_moves`.
    pub other_move_rules: bool,
    /// Whether extinction ends games as the position shows them (`crate::end::extinction_ends`).
    pub extinction_ends: bool,
    /// Whether a rule besides extinction, flags, passes and facing kings may end a game in
    /// any position (`crate::end::other_end_rules`).
    pub other_end_rules: bool,
    /// Per square: the squares one king step away (the reach of a capture's blast).
    pub neighbours: Vec<Bitboard>,
    /// Rook and bishop lines of the board, for the pieces with [`FastMoves`].
    pub lines: skazka_core::Lines,
    pub zobrist: Zobrist,
    /// The squares of the diagonal lines (`diagonalLines`).
    pub diagonal_lines: Bitboard,
    /// Whether janggi's movement rules apply (a janggi cannon or diagonal lines): moves and
    /// attacks then go through [`FairyPosition::janggi_targets`](crate::FairyPosition).
    pub janggi_moves: bool,
}

/// Zobrist keys of one variant.
#[derive(Debug)]
pub(crate) struct Zobrist {
    pub piece: Vec<u64>,
    pub hand: Vec<u64>,
    pub castling: Vec<u64>,
    pub en_passant: Vec<u64>,
    pub checks: Vec<u64>,
    pub side: u64,
}

impl Zobrist {
    pub(crate) fn new(squares: usize) -> Zobrist {
        let keys = |domain: u64, n: usize| {
            (0..n)
                .map(|i| skazka_core::zobrist::key(domain, i as u64))
                .collect::<Vec<u64>>()
        };
        Zobrist {
            piece: keys(0xfa1, squares * MAX_KINDS * 4),
            hand: keys(0xfa2, MAX_KINDS * 2 * 64),
            castling: keys(0xfa3, squares),
            en_passant: keys(0xfa4, squares),
            checks: keys(0xfa5, 2 * 16),
            side: skazka_core::zobrist::key(0xfa6, 0),
        }
    }

    /// The key of a piece on a square (`promoted` for a piece that demotes when captured).
    #[inline]
    pub fn piece(&self, square: usize, kind: u8, color: Color, promoted: bool) -> u64 {
        let squares = self.castling.len();
        let plane = usize::from(promoted) * 2 + color.index();
        self.piece[(plane * squares + square) * MAX_KINDS + usize::from(kind)]
    }

    /// The key of holding `count` pieces of a type in hand (counts above 63 share a key).
    #[inline]
    pub fn hand(&self, kind: u8, color: Color, count: u8) -> u64 {
        self.hand[(usize::from(kind) * 2 + color.index()) * 64 + usize::from(count.min(63))]
    }
}

#[cfg(test)]
impl Variant {
    /// The variant compiled again, with `edit` applied to its compiled form: the tests of a
    /// shortcut turn its flag off to compare it with the general path.
    pub(crate) fn recompiled_with(&self, edit: impl FnOnce(&mut Compiled)) -> Variant {
        let mut compiled = crate::compile::compile(self.definition().clone()).unwrap();
        edit(&mut compiled);
        Variant {
            inner: Arc::new(compiled),
        }
    }
}

impl Variant {
    /// Compiles `definition`.
    ///
    /// # Errors
    /// [`DefinitionError`] if the board is too large, a piece's movement cannot be read, a
    /// letter is used twice or a key names a piece the variant does not have.
    pub fn new(definition: Definition) -> Result<Variant, DefinitionError> {
        crate::compile::compile(definition).map(|c| Variant { inner: Arc::new(c) })
    }

    /// The definition this variant was compiled from.
    #[must_use]
    pub fn definition(&self) -> &Definition {
        &self.inner.definition
    }

    /// The variant's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.inner.definition.name
    }

    /// The board.
    #[must_use]
    pub fn geometry(&self) -> Geometry {
        self.inner.geometry
    }

    pub(crate) fn compiled(&self) -> &Compiled {
        &self.inner
    }
}

pub(crate) fn read_movement(
    kind: PieceKind,
    betza: &str,
) -> Result<(skazka_core::Movement, bool), DefinitionError> {
    if betza.contains('[') {
        let movement =
            skazka_core::Movement::from_betza(betza).map_err(|e| DefinitionError::Movement {
                piece: kind.name(),
                message: e.to_string(),
            })?;
        return Ok((movement, false));
    }
    let read = parse_fs_betza(betza).map_err(|e| DefinitionError::Movement {
        piece: kind.name(),
        message: e.to_string(),
    })?;
    Ok((read.movement, read.en_passant))
}
