//! The position: board, reserves, rights; playing moves; the `Position` impl.

use core::fmt;
use core::str::FromStr;
use std::sync::LazyLock;

use skazka_core::smallvec::SmallVec;
use skazka_core::{
    Bitboard, ByColor, Color, DrawRules, Geometry, NoHistoryRule, Outcome, ParseMoveError,
    Position, Rules, Square, zobrist,
};

use crate::moves::MoveText;
use crate::tables::{Tables, implied_promotion};
use crate::{Edition, FenError, Move, Options, Unit, UnitKind};

/// The move list filled by [`Stone::legal_moves`](Position::legal_moves): a
/// `SmallVec` of the `smallvec` crate, major version 1 (re-exported as
/// [`skazka_core::smallvec`]).
///
/// Inline capacity 384 moves (1.5 KB): the start position has 246 legal moves (20 chess
/// moves, 32 placements, 194 mutations) and most middle-game positions stay below 384; with
/// large reserves and many units (each non-King unit can mutate into up to 17 kinds) the list
/// spills to the heap, which is correct, only slower. The capacity is tested in
/// `tests/rules.rs`.
pub type MoveList = SmallVec<[Move; MOVE_LIST_INLINE]>;

/// The inline capacity of [`MoveList`].
pub const MOVE_LIST_INLINE: usize = 384;

pub(crate) const WHITE_KING_SIDE: u8 = 1;
pub(crate) const WHITE_QUEEN_SIDE: u8 = 2;
pub(crate) const BLACK_KING_SIDE: u8 = 4;
pub(crate) const BLACK_QUEEN_SIDE: u8 = 8;

/// The square passed over by the last double step and the square where the unit landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnPassant {
    /// The square passed over (the e.p. capture lands here).
    pub passed: Square,
    /// The square of the unit that double-stepped (it is removed by the capture).
    pub landing: Square,
}

const DOMAIN_PIECE: u64 = 0x5354_4f4e_4550_4351;
const DOMAIN_STATE: u64 = 0x5354_4f4e_4553_5441;
const DOMAIN_RESERVE: u64 = 0x5354_4f4e_4552_4553;

static PIECE_KEYS: LazyLock<Vec<u64>> = LazyLock::new(|| {
    (0..2 * UnitKind::COUNT * 64)
        .map(|i| zobrist::key(DOMAIN_PIECE, i as u64))
        .collect()
});

#[inline]
fn piece_key(unit: Unit, sq: Square) -> u64 {
    PIECE_KEYS[(unit.color.index() * UnitKind::COUNT + unit.kind.index()) * 64 + sq.index()]
}

/// A position of Stone chess: the board, both reserves of free stones, the side to move,
/// castling rights, the en-passant state and the move counters, under fixed [`Options`].
///
/// It implements [`skazka_core::Rules`]: `Display` writes the FEN (see [`crate::fen`]),
/// [`Stone::from_fen`] reads it under given options and `FromStr` under the default ones;
/// `Default` is the start position with the default options. Two positions are equal when
/// their FENs and their options are.
///
/// # Example
/// ```
/// use skazka_core::Position;
/// use skazka_stone::{Options, Stone};
/// let mut pos = Stone::new(&Options::default());
/// pos.play_text("ST@e5")?; // a stone on White's opponent half costs 2
/// assert_eq!(pos.reserve(skazka_core::Color::White), 8);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Stone {
    pub(crate) rules: &'static Tables,
    pub(crate) board: [Option<Unit>; 64],
    pub(crate) colors: ByColor<Bitboard>,
    pub(crate) kinds: [Bitboard; UnitKind::COUNT],
    pub(crate) reserves: ByColor<u16>,
    pub(crate) turn: Color,
    pub(crate) castling: u8,
    pub(crate) ep: Option<EnPassant>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) board_hash: u64,
}

pub(crate) const GEO: Geometry = Geometry::CHESS;

/// The relative rank of `sq` for `color`, 0-based (0 = the owner's 1st rank).
#[inline]
pub(crate) fn rel_rank(sq: Square, color: Color) -> u8 {
    GEO.relative_rank(sq, color)
}

impl Stone {
    /// The game's name, `stone`: what [`Rules::name`] answers for every position.
    pub const NAME: &'static str = "stone";

    /// The board of every position, the orthodox 8×8 board: what [`Rules::geometry`] answers.
    pub const GEOMETRY: Geometry = GEO;

    /// The start position: the orthodox setup and 10 free stones each.
    ///
    /// # Panics
    /// Never: the start FEN is valid under every option set (tested).
    pub fn new(options: &Options) -> Stone {
        Stone::from_fen(crate::fen::START_FEN, options).expect("the start FEN is valid")
    }

    /// An empty board (no units, no rights, no stones), White to move. Used by the FEN reader.
    pub(crate) fn empty(options: &Options) -> Stone {
        Stone {
            rules: Tables::get(options),
            board: [None; 64],
            colors: ByColor::default(),
            kinds: [Bitboard::EMPTY; UnitKind::COUNT],
            reserves: ByColor::default(),
            turn: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            board_hash: 0,
        }
    }

    /// The options this position plays under.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.rules.options
    }

    /// The edition in force.
    #[must_use]
    pub fn edition(&self) -> Edition {
        self.rules.options.edition
    }

    /// The unit on `sq`, if any.
    #[must_use]
    pub fn unit_at(&self, sq: Square) -> Option<Unit> {
        self.board.get(sq.index()).copied().flatten()
    }

    /// The free stones of `color`.
    #[must_use]
    pub fn reserve(&self, color: Color) -> u16 {
        self.reserves[color]
    }

    /// The squares occupied by `color`.
    #[must_use]
    pub fn occupied_by(&self, color: Color) -> Bitboard {
        self.colors[color]
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.colors.white | self.colors.black
    }

    /// The squares holding units of `kind` (both colours).
    #[must_use]
    pub fn squares_of(&self, kind: UnitKind) -> Bitboard {
        self.kinds[kind.index()]
    }

    /// The en-passant state left by the last double step, if the last move was one.
    #[must_use]
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.ep
    }

    /// Castling rights as flags: 1 White king side, 2 White queen side, 4 Black king side,
    /// 8 Black queen side.
    #[must_use]
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }

    /// The full-move number (starts at 1, grows after Black's move).
    #[must_use]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The square of `color`'s King, if there is one.
    #[must_use]
    pub fn king(&self, color: Color) -> Option<Square> {
        (self.kinds[UnitKind::King.index()] & self.colors[color]).first()
    }

    pub(crate) fn put(&mut self, sq: Square, unit: Unit) {
        self.board[sq.index()] = Some(unit);
        self.colors[unit.color].insert(sq);
        self.kinds[unit.kind.index()].insert(sq);
        self.board_hash ^= piece_key(unit, sq);
    }

    pub(crate) fn take(&mut self, sq: Square) -> Option<Unit> {
        let unit = self.board[sq.index()].take()?;
        self.colors[unit.color].remove(sq);
        self.kinds[unit.kind.index()].remove(sq);
        self.board_hash ^= piece_key(unit, sq);
        Some(unit)
    }

    /// Whether a unit of `by` attacks `target` with occupancy `occ`, ignoring `by`'s units on
    /// `removed` (captured in a hypothetical move).
    pub(crate) fn attacked_by(
        &self,
        target: Square,
        by: Color,
        occ: Bitboard,
        removed: Bitboard,
    ) -> bool {
        let theirs = self.colors[by] - removed;
        for kind in &UnitKind::ALL[1..] {
            let candidates = self.kinds[kind.index()] & theirs;
            if candidates.any()
                && self
                    .rules
                    .table(*kind)
                    .attackers_of(target, by, occ, candidates)
                    .any()
            {
                return true;
            }
        }
        false
    }

    /// Whether `color`'s King is attacked now.
    pub(crate) fn king_attacked(&self, color: Color) -> bool {
        self.king(color)
            .is_some_and(|k| self.attacked_by(k, !color, self.occupied(), Bitboard::EMPTY))
    }

    /// Stones a placement on `sq` costs the side to move.
    #[must_use]
    pub fn placement_cost(&self, sq: Square) -> u8 {
        if rel_rank(sq, self.turn) < 4 {
            1
        } else {
            self.rules.options.opponent_half_cost()
        }
    }

    /// Stones mutating a `from` unit on `sq` into `into` costs its owner (stone.md §7.2):
    /// the nominal difference upward; downward or sideways free, except on the owner's 8th
    /// rank where it costs the new nominal. `None` if either kind has no nominal (the King).
    #[must_use]
    pub fn mutation_cost(from: UnitKind, into: UnitKind, color: Color, sq: Square) -> Option<u8> {
        let (old, new) = (from.nominal()?, into.nominal()?);
        Some(if new > old {
            new - old
        } else if rel_rank(sq, color) == 7 {
            new
        } else {
            0
        })
    }

    /// Whether a `kind` unit of the side to move going `from` → `to` is the en-passant
    /// capture after the double step `ep`: a weak unit whose capture pattern reaches the
    /// passed square (stone.md §9, §12a.1).
    fn is_en_passant(
        &self,
        ep: Option<EnPassant>,
        from: Square,
        to: Square,
        kind: UnitKind,
    ) -> bool {
        match ep {
            Some(ep) if ep.passed == to && kind.is_weak() => self
                .rules
                .table(kind)
                .attacks(from, self.turn, self.occupied())
                .contains(to),
            _ => false,
        }
    }

    /// Whether the side to move has a weak unit whose capture pattern reaches the passed
    /// square (the en-passant "possibility" of the repetition key).
    pub(crate) fn ep_capturable(&self) -> bool {
        let Some(ep) = self.ep else { return false };
        let occ = self.occupied();
        let us = self.colors[self.turn];
        UnitKind::ALL[1..7].iter().any(|&k| {
            let cands = self.kinds[k.index()] & us;
            cands.any()
                && cands.into_iter().any(|s| {
                    self.rules
                        .table(k)
                        .attacks(s, self.turn, occ)
                        .contains(ep.passed)
                })
        })
    }

    /// The hash of everything but the board, combined with the incremental board hash.
    fn state_hash(&self) -> u64 {
        let mut h = self.board_hash;
        if self.turn == Color::Black {
            h ^= zobrist::key(DOMAIN_STATE, 0);
        }
        h ^= zobrist::key(DOMAIN_STATE, 16 + u64::from(self.castling));
        if let Some(ep) = self.ep.filter(|_| self.ep_capturable()) {
            h ^= zobrist::key(
                DOMAIN_STATE,
                1024 + ep.passed.index() as u64 * 64 + ep.landing.index() as u64,
            );
        }
        h ^= zobrist::key(DOMAIN_RESERVE, u64::from(self.reserves.white));
        h ^= zobrist::key(DOMAIN_RESERVE, 0x1_0000 + u64::from(self.reserves.black));
        h
    }

    /// The Zobrist hash recomputed from scratch (tests compare it with the incremental one).
    #[must_use]
    pub fn zobrist_from_scratch(&self) -> u64 {
        let mut copy = self.clone();
        copy.board_hash = 0;
        for sq in GEO.squares() {
            if let Some(u) = self.unit_at(sq) {
                copy.board_hash ^= piece_key(u, sq);
            }
        }
        copy.state_hash()
    }

    fn castling_mask(sq: Square) -> u8 {
        match sq.index() {
            0 => !WHITE_QUEEN_SIDE,
            7 => !WHITE_KING_SIDE,
            4 => !(WHITE_KING_SIDE | WHITE_QUEEN_SIDE),
            56 => !BLACK_QUEEN_SIDE,
            63 => !BLACK_KING_SIDE,
            60 => !(BLACK_KING_SIDE | BLACK_QUEEN_SIDE),
            _ => 0xff,
        }
    }

    /// The promotion a `kind` unit of the side to move undergoes on `sq` without the move
    /// naming it (2012-12, a single target on the 8th rank; see [`Move`]).
    #[inline]
    fn implied_promotion(&self, kind: UnitKind, sq: Square) -> Option<UnitKind> {
        if rel_rank(sq, self.turn) == 7 {
            implied_promotion(kind, self.edition())
        } else {
            None
        }
    }

    /// The kind the unit moved, mutated or promoted by the legal move `m` has after it,
    /// with the promotions the move implies (`e7e8` in 2012-12 gives a Queen); `None` for a
    /// placement or a move from an empty square.
    #[must_use]
    pub fn kind_after(&self, m: Move) -> Option<UnitKind> {
        match m {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let kind = self.unit_at(from)?.kind;
                Some(
                    promotion
                        .or_else(|| self.implied_promotion(kind, to))
                        .unwrap_or(kind),
                )
            }
            Move::Mutate {
                square,
                into,
                promotion,
            } => Some(
                promotion
                    .or_else(|| self.implied_promotion(into, square))
                    .unwrap_or(into),
            ),
            Move::Promote { into, .. } => Some(into),
            Move::Place { .. } => None,
        }
    }

    fn pay(&mut self, color: Color, stones: u8) {
        self.reserves[color] = self.reserves[color].saturating_sub(u16::from(stones));
    }

    fn receive_bonus(&mut self, victim: Unit) {
        let bonus = victim.kind.bonus(self.rules.options.rule_minus_one);
        self.reserves[victim.color] = self.reserves[victim.color].saturating_add(u16::from(bonus));
    }

    fn play_move(&mut self, m: Move) {
        let us = self.turn;
        let mut reset = false;
        let ep = self.ep.take();
        match m {
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let Some(unit) = self.unit_at(from) else {
                    return;
                };
                let en_passant = self.is_en_passant(ep, from, to, unit.kind);
                let mut captured = false;
                if en_passant {
                    if let Some(victim) = ep.and_then(|e| self.take(e.landing)) {
                        self.receive_bonus(victim);
                    }
                    captured = true;
                }
                if let Some(victim) = self.take(to) {
                    self.receive_bonus(victim);
                    captured = true;
                }
                reset = captured;
                self.take(from);
                let kind = promotion
                    .or_else(|| self.implied_promotion(unit.kind, to))
                    .unwrap_or(unit.kind);
                self.put(to, Unit::new(us, kind));
                let (fx, fy) = GEO.xy(from);
                let (tx, ty) = GEO.xy(to);
                if unit.kind == UnitKind::King && fx.abs_diff(tx) == 2 {
                    let (rook_from, rook_to) = if tx > fx { (7, 5) } else { (0, 3) };
                    if let Some(rook) = self.take(GEO.sq(rook_from, fy)) {
                        self.put(GEO.sq(rook_to, fy), rook);
                    }
                }
                if unit.kind.is_pawn_type() {
                    reset = true;
                }
                let (dx, dy) = (i16::from(tx) - i16::from(fx), i16::from(ty) - i16::from(fy));
                let forward = if us == Color::White { 2 } else { -2 };
                if unit.kind.double_steps(self.edition())
                    && !captured
                    && rel_rank(from, us) <= 1
                    && dy == forward
                    && (dx == 0 || dx.abs() == 2)
                    && promotion.is_none()
                {
                    let mid = GEO.sq(
                        ((i16::from(fx) + i16::from(tx)) / 2) as u8,
                        ((i16::from(fy) + i16::from(ty)) / 2) as u8,
                    );
                    self.ep = Some(EnPassant {
                        passed: mid,
                        landing: to,
                    });
                }
                self.castling &= Stone::castling_mask(from) & Stone::castling_mask(to);
            }
            Move::Place { to } => {
                let cost = self.placement_cost(to);
                self.pay(us, cost);
                self.put(to, Unit::new(us, UnitKind::Stone));
                reset = true;
            }
            Move::Mutate {
                square,
                into,
                promotion,
            } => {
                let Some(unit) = self.take(square) else {
                    return;
                };
                let cost = Stone::mutation_cost(unit.kind, into, us, square).unwrap_or(0);
                self.pay(us, cost);
                reset = cost > 0;
                let kind = promotion
                    .or_else(|| self.implied_promotion(into, square))
                    .unwrap_or(into);
                self.put(square, Unit::new(us, kind));
                self.castling &= Stone::castling_mask(square);
            }
            Move::Promote { square, into } => {
                if self.take(square).is_some() {
                    self.put(square, Unit::new(us, into));
                }
                self.castling &= Stone::castling_mask(square);
            }
        }
        self.halfmove = if reset {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !us;
    }

    /// A text board for humans: ranks 8 to 1, tokens in columns of four, then the reserves,
    /// the side to move, castling and en-passant lines.
    #[must_use]
    pub fn board_diagram(&self) -> String {
        use fmt::Write;
        let mut s = String::new();
        for y in (0..8u8).rev() {
            let _ = write!(s, "{} |", y + 1);
            for x in 0..8u8 {
                let cell = match self.unit_at(GEO.sq(x, y)) {
                    None => ".".to_owned(),
                    Some(u) => {
                        let l = u.kind.label();
                        if u.color == Color::White {
                            l.to_owned()
                        } else {
                            l.to_ascii_lowercase()
                        }
                    }
                };
                let _ = write!(s, " {cell:>3}");
            }
            s.push('\n');
        }
        s.push_str("  +--------------------------------\n");
        s.push_str("      a   b   c   d   e   f   g   h\n");
        let _ = writeln!(
            s,
            "stones: white {} black {}",
            self.reserves.white, self.reserves.black
        );
        let _ = writeln!(
            s,
            "to move: {}",
            if self.turn == Color::White {
                "white"
            } else {
                "black"
            }
        );
        let fen = self.to_string();
        let fields: Vec<&str> = fen.split(' ').collect();
        let _ = writeln!(s, "castling: {}", fields.get(2).unwrap_or(&"-"));
        let _ = writeln!(s, "en passant: {}", fields.get(3).unwrap_or(&"-"));
        let _ = writeln!(s, "edition: {}", self.edition());
        s
    }
}

impl fmt::Debug for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stone({self})")
    }
}

impl PartialEq for Stone {
    /// Equal boards, reserves, side to move, rights, en-passant state, counters and options.
    fn eq(&self, other: &Stone) -> bool {
        self.board == other.board
            && self.reserves == other.reserves
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.rules.options == other.rules.options
    }
}

impl Eq for Stone {}

impl Default for Stone {
    /// The start position with the default options.
    fn default() -> Stone {
        Stone::new(&Options::default())
    }
}

impl FromStr for Stone {
    type Err = FenError;

    /// Reads a FEN under the default options (2012-12); [`Stone::from_fen`] takes others.
    fn from_str(fen: &str) -> Result<Stone, FenError> {
        Stone::from_fen(fen, &Options::default())
    }
}

impl Rules for Stone {
    type Options = Options;
    type FenError = FenError;
    type History = NoHistoryRule;

    fn name(&self) -> &str {
        Stone::NAME
    }

    fn geometry(&self) -> Geometry {
        Stone::GEOMETRY
    }

    fn new(options: &Options) -> Stone {
        Stone::new(options)
    }

    fn from_fen(fen: &str, options: &Options) -> Result<Stone, FenError> {
        Stone::from_fen(fen, options)
    }

    fn options(&self) -> &Options {
        Stone::options(self)
    }

    /// Threefold repetition and the 50-move rule: claimable, or automatic with the option
    /// `automatic_draws` (stone.md §11).
    fn draw_rules(&self) -> DrawRules {
        if self.options().automatic_draws {
            DrawRules::automatic()
        } else {
            DrawRules::default()
        }
    }
}

impl Position for Stone {
    type Move = Move;
    type MoveList = MoveList;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        self.generate(moves);
    }

    fn play_unchecked(&mut self, m: Move) {
        self.play_move(m);
    }

    fn is_check(&self) -> bool {
        self.king_attacked(self.turn)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            return None;
        }
        Some(Outcome::no_moves(self.turn, self.is_check()))
    }

    fn zobrist(&self) -> u64 {
        self.state_hash()
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let syntax = MoveText::parse(text)?;
        let moves = self.legal_move_list();
        if let Some(m) = moves
            .iter()
            .copied()
            .find(|&m| self.text_matches(m, syntax))
        {
            return Ok(m);
        }
        // A move that is legal only with a promotion the text leaves out (2012-12: the
        // Superpawn's choice on the 8th rank).
        let unpromoted = match syntax {
            MoveText::Normal {
                from,
                to,
                promotion: None,
            } => moves.iter().any(|&m| {
                matches!(m, Move::Normal { from: f, to: t, promotion: Some(_) } if f == from && t == to)
            }),
            MoveText::Drop {
                kind,
                square,
                promotion: None,
            } => moves.iter().any(|&m| {
                matches!(m, Move::Mutate { square: s, into, promotion: Some(_) } if s == square && into == kind)
            }),
            _ => false,
        };
        Err(if unpromoted {
            ParseMoveError::MissingPromotion
        } else {
            ParseMoveError::Illegal
        })
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn is_repetition_of(&self, other: &Stone) -> bool {
        self.board == other.board
            && self.reserves == other.reserves
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep.filter(|_| self.ep_capturable())
                == other.ep.filter(|_| other.ep_capturable())
    }
}

impl Stone {
    /// Whether the move text `syntax` names the legal move `m` (with the tolerances of
    /// stone.md §12a.10: in 2012-12 an implied promotion may also be written out).
    fn text_matches(&self, m: Move, syntax: MoveText) -> bool {
        let written = |stored: Option<UnitKind>, text: Option<UnitKind>, kind: UnitKind, sq| {
            stored == text
                || (stored.is_none() && text.is_some() && self.implied_promotion(kind, sq) == text)
        };
        match (m, syntax) {
            (
                Move::Normal {
                    from,
                    to,
                    promotion,
                },
                MoveText::Normal {
                    from: f,
                    to: t,
                    promotion: p,
                },
            ) => {
                from == f
                    && to == t
                    && self
                        .unit_at(from)
                        .is_some_and(|u| written(promotion, p, u.kind, to))
            }
            (
                Move::Place { to },
                MoveText::Drop {
                    kind: UnitKind::Stone,
                    square,
                    promotion: None,
                },
            ) => to == square,
            (
                Move::Mutate {
                    square,
                    into,
                    promotion,
                },
                MoveText::Drop {
                    kind,
                    square: s,
                    promotion: p,
                },
            ) => square == s && into == kind && written(promotion, p, into, square),
            (Move::Promote { square, into }, MoveText::InPlace { square: s, into: i }) => {
                square == s && into == i
            }
            _ => false,
        }
    }
}
