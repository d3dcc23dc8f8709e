//! The Xianling position: board state, attack detection, playing moves, and the
//! [`Position`] implementation.

use core::fmt;
use std::sync::LazyLock;

use skazka_core::smallvec::SmallVec;
use skazka_core::{
    Bitboard, Color, DrawRule, DrawRules, EndReason, Geometry, Outcome, ParseMoveError, Position,
    Rules, Square, zobrist,
};

use crate::attacks::{
    A, C, D, DIAG, F, G_ARCHER, G_CANNON, G_DIAG, G_EAGLE, G_ORTH, G_PAWN, G_RHINO, GEO, GROUPS, N,
    NONE, ORTH, OUTWARD, SQUARES, TABLES, W, Z, groups_of, nearest,
};
use crate::setup::{CastlingRights, PositionError, Setup, Wing, castling_squares};
use crate::{ChaseRule, FenError, Move, Options, Piece, PieceKind};

/// The FEN of the starting position.
pub const START_FEN: &str = "arcbqkbcra/lzhiggihzl/snefwwfens/pppppppppp/10/10/PPPPPPPPPP/SNEFWWFENS/LZHIGGIHZL/ARCBQKBCRA w KQkq - 0 1";

/// The buffer [`Xianling::legal_moves`](Position::legal_moves) fills: a `SmallVec` of the
/// `smallvec` crate, major version 1 (re-exported as `skazka_core::smallvec`), with inline
/// room for 256 moves, spilling to the heap beyond (possible with many promotions).
pub type MoveList = SmallVec<[Move; 256]>;

struct Keys {
    piece: [[u64; SQUARES]; Piece::COUNT],
    black: u64,
    castling: [u64; 16],
    after_pass: u64,
}

static KEYS: LazyLock<Box<Keys>> = LazyLock::new(|| {
    const DOMAIN: u64 = 0x5849_414e_4c49_4e47; // "XIANLING"
    let mut k = Box::new(Keys {
        piece: [[0; SQUARES]; Piece::COUNT],
        black: zobrist::key(DOMAIN, 0),
        castling: [0; 16],
        after_pass: zobrist::key(DOMAIN, 1),
    });
    for (p, row) in k.piece.iter_mut().enumerate() {
        for (s, key) in row.iter_mut().enumerate() {
            *key = zobrist::key(DOMAIN, 1000 + (p * SQUARES + s) as u64);
        }
    }
    for (i, key) in k.castling.iter_mut().enumerate() {
        *key = if i == 0 {
            0
        } else {
            zobrist::key(DOMAIN, 100 + i as u64)
        };
    }
    k
});

const fn group_masks() -> [u16; PieceKind::COUNT] {
    let mut m = [0; PieceKind::COUNT];
    let mut i = 0;
    while i < PieceKind::COUNT {
        m[i] = groups_of(PieceKind::ALL[i]);
        i += 1;
    }
    m
}
const GROUP_MASKS: [u16; PieceKind::COUNT] = group_masks();

/// The castling rights a move from or to each square leaves: the King's and Rooks' home
/// squares clear their rights.
const fn castle_masks() -> [u8; SQUARES] {
    let mut m = [0b1111u8; SQUARES];
    m[5] = 0b1100; // f1
    m[8] = 0b1110; // i1
    m[1] = 0b1101; // b1
    m[95] = 0b0011; // f10
    m[98] = 0b1011; // i10
    m[91] = 0b0111; // b10
    m
}
const CASTLE_MASKS: [u8; SQUARES] = castle_masks();

/// A Xianling position: the board, the side to move, castling rights, whether the last move
/// was a forced pass, the move counters and the options it is played under.
///
/// `Display` writes the FEN; [`Xianling::from_fen`] reads it back exactly.
///
/// `==` compares everything, counters and options included. Repetition (for
/// [`Game`](skazka_core::Game)) compares the board, the side to move, castling rights and the
/// pass flag only ([`Position::is_repetition_of`]); the Zobrist hash covers exactly those and is
/// stable across builds (a test pins the start position's).
#[derive(Clone)]
pub struct Xianling {
    /// 0 = empty, else `piece.index() + 1`.
    pub(crate) board: [u8; SQUARES],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) groups: [[Bitboard; GROUPS]; 2],
    pub(crate) kings: [u8; 2],
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) after_pass: bool,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    pub(crate) options: Options,
}

impl fmt::Debug for Xianling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Xianling({self})")
    }
}

impl PartialEq for Xianling {
    /// Equal boards, side to move, rights, pass flag, counters and options.
    fn eq(&self, other: &Xianling) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.after_pass == other.after_pass
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.options == other.options
    }
}

impl Eq for Xianling {}

#[inline]
pub(crate) fn decode(code: u8) -> Piece {
    let i = code as usize - 1;
    let color = if i < PieceKind::COUNT {
        Color::White
    } else {
        Color::Black
    };
    Piece::new(color, PieceKind::ALL[i % PieceKind::COUNT])
}

#[inline]
pub(crate) fn kind_of(code: u8) -> PieceKind {
    KIND_OF_CODE[code as usize]
}

/// The kind of each board code (`piece.index() + 1`); code 0 (empty) maps to Pawn, unused.
const KIND_OF_CODE: [PieceKind; Piece::COUNT + 1] = {
    let mut t = [PieceKind::Pawn; Piece::COUNT + 1];
    let mut i = 0;
    while i < Piece::COUNT {
        t[i + 1] = PieceKind::ALL[i % PieceKind::COUNT];
        i += 1;
    }
    t
};

impl Xianling {
    /// The game's name, `xianling`: what [`Rules::name`] answers for every position.
    pub const NAME: &'static str = "xianling";

    /// The board of every position, a 10×10 board: what [`Rules::geometry`] answers.
    pub const GEOMETRY: Geometry = GEO;

    /// The starting position under `options`.
    ///
    /// # Panics
    /// Never: the start position is a valid constant (checked by a test).
    #[must_use]
    pub fn new(options: &Options) -> Xianling {
        Xianling::from_fen(START_FEN, options).expect("the start position is valid")
    }

    /// A validated position from a [`Setup`].
    ///
    /// # Errors
    /// [`PositionError`] if a side has no King or several, a pawn stands where it must have
    /// promoted, a castling right lacks its King or Rook, or the side not to move is in check.
    pub fn from_setup(setup: &Setup, options: &Options) -> Result<Xianling, PositionError> {
        setup.validate_static()?;
        let mut pos = Xianling {
            board: [0; SQUARES],
            by_color: [Bitboard::EMPTY; 2],
            groups: [[Bitboard::EMPTY; GROUPS]; 2],
            kings: [0; 2],
            turn: setup.turn,
            castling: setup.castling,
            after_pass: setup.after_pass,
            halfmove: setup.halfmove_clock,
            fullmove: setup.fullmove_number.max(1),
            hash: 0,
            options: *options,
        };
        for (i, p) in setup.board.iter().enumerate() {
            if let Some(p) = p {
                pos.put(i, *p);
            }
        }
        pos.hash = pos.compute_hash();
        let them = pos.turn.other();
        let ksq = pos.kings[them.index()] as usize;
        if pos.attacked(ksq, pos.turn, pos.occupied(), GEO.all()) {
            return Err(PositionError::OppositeCheck);
        }
        Ok(pos)
    }

    /// The position as plain data.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; SQUARES];
        for (i, &code) in self.board.iter().enumerate() {
            if code != 0 {
                board[i] = Some(decode(code));
            }
        }
        Setup {
            board,
            turn: self.turn,
            castling: self.castling,
            after_pass: self.after_pass,
            halfmove_clock: self.halfmove,
            fullmove_number: self.fullmove,
        }
    }

    /// The options this position is played under.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        match self.board.get(square.index()) {
            Some(&code) if code != 0 => Some(decode(code)),
            _ => None,
        }
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[must_use]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The square of `color`'s King.
    #[must_use]
    pub fn king(&self, color: Color) -> Square {
        Square::from_index(self.kings[color.index()] as usize)
    }

    /// Castling rights.
    #[must_use]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// Whether the last move was a forced pass (another forced pass now draws).
    #[must_use]
    pub fn after_pass(&self) -> bool {
        self.after_pass
    }

    /// The move number (starts at 1, grows after Black's move).
    #[must_use]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: usize, p: Piece) {
        let c = p.color.index();
        self.board[sq] = p.index() as u8 + 1;
        let bb = Bitboard::from_square(Square::from_index(sq));
        self.by_color[c] |= bb;
        let mut g = GROUP_MASKS[p.kind.index()];
        while g != 0 {
            let i = g.trailing_zeros() as usize;
            self.groups[c][i] |= bb;
            g &= g - 1;
        }
        if p.kind == PieceKind::King {
            self.kings[c] = sq as u8;
        }
        self.hash ^= KEYS.piece[p.index()][sq];
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: usize) -> Option<Piece> {
        let code = self.board[sq];
        if code == 0 {
            return None;
        }
        let p = decode(code);
        let c = p.color.index();
        self.board[sq] = 0;
        let bb = Bitboard::from_square(Square::from_index(sq));
        self.by_color[c] -= bb;
        let mut g = GROUP_MASKS[p.kind.index()];
        while g != 0 {
            let i = g.trailing_zeros() as usize;
            self.groups[c][i] -= bb;
            g &= g - 1;
        }
        self.hash ^= KEYS.piece[p.index()][sq];
        Some(p)
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (i, &code) in self.board.iter().enumerate() {
            if code != 0 {
                h ^= KEYS.piece[code as usize - 1][i];
            }
        }
        if !self.turn.is_white() {
            h ^= KEYS.black;
        }
        h ^= KEYS.castling[self.castling.bits() as usize];
        if self.after_pass {
            h ^= KEYS.after_pass;
        }
        h
    }

    /// Whether a `by` piece attacks square `sq` with occupancy `occ`, counting only `by`'s
    /// pieces on `keep` (so a captured piece can be left out). Exact for every kind: hopper
    /// screens of either colour, and the Eagle's and Rhino's real paths.
    #[inline]
    pub(crate) fn attacked(&self, sq: usize, by: Color, occ: Bitboard, keep: Bitboard) -> bool {
        let t = &**TABLES;
        let g = &self.groups[by.index()];
        let leapers = (t.leap[W][sq] & g[W])
            | (t.leap[F][sq] & g[F])
            | (t.leap[D][sq] & g[D])
            | (t.leap[N][sq] & g[N])
            | (t.leap[A][sq] & g[A])
            | (t.leap[C][sq] & g[C])
            | (t.leap[Z][sq] & g[Z])
            | (t.pawn_attacks[by.other().index()][sq] & g[G_PAWN]);
        if (leapers & keep).any() {
            return true;
        }
        let orth = g[G_ORTH] & keep;
        let cannons = g[G_CANNON] & keep;
        let both = orth | cannons;
        if (t.lines[sq] & both).any() {
            for d in ORTH {
                if line_hit(d, sq, occ, orth, cannons, both) {
                    return true;
                }
            }
        }
        let diag = g[G_DIAG] & keep;
        let archers = g[G_ARCHER] & keep;
        let both = diag | archers;
        if (t.lines[sq] & both).any() {
            for d in DIAG {
                if line_hit(d, sq, occ, diag, archers, both) {
                    return true;
                }
            }
        }
        let eagles = g[G_EAGLE] & keep;
        if eagles.any() && bent_attacked(sq, occ, eagles, F, &ORTH) {
            return true;
        }
        let rhinos = g[G_RHINO] & keep;
        rhinos.any() && bent_attacked(sq, occ, rhinos, W, &DIAG)
    }

    /// Whether `color`'s King is attacked now.
    #[must_use]
    pub fn king_attacked(&self, color: Color) -> bool {
        self.attacked(
            self.kings[color.index()] as usize,
            color.other(),
            self.occupied(),
            GEO.all(),
        )
    }

    /// Whether a `by` piece attacks `square` in this position (any colour to move).
    #[must_use]
    pub fn is_attacked(&self, square: Square, by: Color) -> bool {
        self.attacked(square.index(), by, self.occupied(), GEO.all())
    }

    /// Plays a move, whoever's turn it is, without promotion bookkeeping beyond the board:
    /// used by the reference chase computation in tests on hypothetical captures.
    #[cfg(test)]
    pub(crate) fn raw_move(&mut self, from: usize, to: usize) -> Option<Piece> {
        let captured = self.remove(to);
        if let Some(p) = self.remove(from) {
            self.put(to, p);
        }
        captured
    }

    /// The wing, if the piece on `from` is a King and a move to `to` is castling: the King
    /// moves two files only when it castles.
    #[inline]
    pub(crate) fn castling_wing(&self, from: Square, to: Square) -> Option<Wing> {
        let code = self.board[from.index()];
        if code == 0 || kind_of(code) != PieceKind::King {
            return None;
        }
        match to.index() as isize - from.index() as isize {
            2 => Some(Wing::King),
            -2 => Some(Wing::Queen),
            _ => None,
        }
    }

    /// The outcome when the side to move has no legal move.
    fn end_without_moves(&self) -> Outcome {
        if self.king_attacked(self.turn) {
            Outcome::Decisive {
                winner: self.turn.other(),
                reason: EndReason::Checkmate,
            }
        } else if self.bare_kings() {
            Outcome::Draw {
                reason: EndReason::InsufficientMaterial,
            }
        } else {
            Outcome::Draw {
                reason: EndReason::DoublePass,
            }
        }
    }

    pub(crate) fn bare_kings(&self) -> bool {
        self.options.bare_kings_draw && self.occupied().count() == 2
    }

    /// A text diagram for people: the board with coordinates (White at the bottom, `+x` for
    /// promoted-only pieces, `.` for empty squares), then the side to move, castling rights,
    /// the pass flag and the counters.
    #[must_use]
    pub fn board_diagram(&self) -> String {
        use fmt::Write;
        let mut s = String::new();
        let files = "     a  b  c  d  e  f  g  h  i  j\n";
        s.push_str(files);
        for y in (0..10u8).rev() {
            let _ = write!(s, "{:>2} ", y + 1);
            for x in 0..10u8 {
                match self.piece_at(GEO.sq(x, y)) {
                    Some(p) => {
                        let _ = write!(s, "{:>3}", p.to_string());
                    }
                    None => s.push_str("  ."),
                }
            }
            let _ = writeln!(s, "  {}", y + 1);
        }
        s.push_str(files);
        let _ = writeln!(s, "turn: {}", self.turn);
        let _ = writeln!(s, "castling: {}", crate::fen::CastlingField(self.castling));
        if self.after_pass {
            s.push_str("last move: forced pass\n");
        }
        let _ = writeln!(
            s,
            "halfmove clock: {}, move: {}",
            self.halfmove, self.fullmove
        );
        s
    }
}

/// Whether a slider of `sliders` or a hopper of `hoppers` attacks `sq` along direction `d`
/// (looking outward from `sq`).
#[inline(always)]
fn line_hit(
    d: usize,
    sq: usize,
    occ: Bitboard,
    sliders: Bitboard,
    hoppers: Bitboard,
    both: Bitboard,
) -> bool {
    let t = &**TABLES;
    let ray = t.ray[d][sq];
    if !(ray & both).any() {
        return false;
    }
    let hit = ray & occ;
    if hit.is_empty() {
        return false;
    }
    let b = nearest(d, hit);
    if sliders.contains(b) {
        return true;
    }
    if hoppers.any() {
        let rest = t.ray[d][b.index()] & occ;
        if rest.any() && hoppers.contains(nearest(d, rest)) {
            return true;
        }
    }
    false
}

/// Whether a bent rider of `riders` attacks `sq`: a first-step capture (`first` = the atom of
/// the first step), or a second leg along one of `legs` reached over an empty first-step square.
/// Walks back from the target along each second-leg direction over empty squares; each such
/// square could be the first step of a rider standing one first-step back.
#[inline]
fn bent_attacked(
    sq: usize,
    occ: Bitboard,
    riders: Bitboard,
    first: usize,
    legs: &[usize; 4],
) -> bool {
    let t = &**TABLES;
    if (t.leap[first][sq] & riders).any() {
        return true;
    }
    for &u in legs {
        let back = u ^ 4;
        let mut c = t.step[back][sq];
        while c != NONE && !occ.contains(Square::from_index(c as usize)) {
            for d in OUTWARD[u] {
                let origin = t.step[d ^ 4][c as usize];
                if origin != NONE && riders.contains(Square::from_index(origin as usize)) {
                    return true;
                }
            }
            c = t.step[back][c as usize];
        }
    }
    false
}

impl Position for Xianling {
    type Move = Move;
    type MoveList = MoveList;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        self.generate(|m| moves.push(m));
    }

    fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let old_castling = self.castling;
        let old_pass = self.after_pass;
        match m {
            Move::Pass => {
                self.after_pass = true;
                self.halfmove += 1;
            }
            Move::Normal { from, to, .. } if self.castling_wing(from, to).is_some() => {
                let wing = self.castling_wing(from, to).expect("castling");
                let [k, kt, r, rt] = castling_squares(us, wing);
                let king = self.remove(k.index()).expect("king on its home square");
                let rook = self.remove(r.index()).expect("rook on its home square");
                self.put(kt.index(), king);
                self.put(rt.index(), rook);
                self.halfmove += 1;
                self.castling =
                    CastlingRights::from_bits(old_castling.bits() & CASTLE_MASKS[k.index()]);
                self.after_pass = false;
            }
            Move::Normal {
                from,
                to,
                promotion,
            } => {
                let (f, t) = (from.index(), to.index());
                let p = self.remove(f).expect("a piece on the start square");
                let captured = self.remove(t);
                let placed = promotion.map_or(p, |k| Piece::new(us, k));
                self.put(t, placed);
                if captured.is_some() || p.kind == PieceKind::Pawn || promotion.is_some() {
                    self.halfmove = 0;
                } else {
                    self.halfmove += 1;
                }
                self.castling = CastlingRights::from_bits(
                    old_castling.bits() & CASTLE_MASKS[f] & CASTLE_MASKS[t],
                );
                self.after_pass = false;
            }
        }
        let k = &**KEYS;
        self.hash ^=
            k.castling[old_castling.bits() as usize] ^ k.castling[self.castling.bits() as usize];
        self.hash ^= k.black;
        if old_pass != self.after_pass {
            self.hash ^= k.after_pass;
        }
        if !us.is_white() {
            self.fullmove += 1;
        }
        self.turn = us.other();
    }

    fn is_check(&self) -> bool {
        self.king_attacked(self.turn)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_move() {
            None
        } else {
            Some(self.end_without_moves())
        }
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    /// Reads [`Move::parse_text`] and finds it among the legal moves.
    ///
    /// A pawn move onto the penultimate rank written without its promotion piece is
    /// [`ParseMoveError::MissingPromotion`] (pawns must promote there, to one of 14 kinds); a
    /// Ferz or Wazir move onto the last rank without one is the move that does not promote.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let parsed = Move::parse_text(text)?;
        let moves = self.legal_move_list();
        if moves.contains(&parsed) {
            return Ok(parsed);
        }
        if let Move::Normal {
            from,
            to,
            promotion: None,
        } = parsed
        {
            let promotes = moves.iter().any(|&m| {
                matches!(m, Move::Normal { from: f, to: t, promotion: Some(_) } if f == from && t == to)
            });
            if promotes {
                return Err(ParseMoveError::MissingPromotion);
            }
        }
        Err(ParseMoveError::Illegal)
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn is_repetition_of(&self, other: &Xianling) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.after_pass == other.after_pass
    }

    fn perft(&self, depth: u32) -> u64 {
        self.fast_perft(depth)
    }
}

impl Default for Xianling {
    /// The start position with default options.
    fn default() -> Xianling {
        Xianling::new(&Options::default())
    }
}

impl Rules for Xianling {
    type Options = Options;
    type FenError = FenError;
    /// The perpetual-chase rule (xianling.md §10).
    type History = ChaseRule;

    fn name(&self) -> &str {
        Xianling::NAME
    }

    fn geometry(&self) -> Geometry {
        Xianling::GEOMETRY
    }

    fn new(options: &Options) -> Xianling {
        Xianling::new(options)
    }

    fn from_fen(fen: &str, options: &Options) -> Result<Xianling, FenError> {
        Xianling::from_fen(fen, options)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    /// None in the rules-faithful default (draws by agreement only); with the adjudication
    /// options, threefold repetition (`repetition_draw`) and `move_limit` full moves without
    /// capture, pawn move or promotion end the game by themselves.
    fn draw_rules(&self) -> DrawRules {
        let mut rules = DrawRules::none();
        if self.options.repetition_draw {
            rules = rules.with_repetition(DrawRule::Automatic, 3);
        }
        if let Some(moves) = self.options.move_limit {
            rules = rules.with_move_limit(DrawRule::Automatic, moves.saturating_mul(2));
        }
        rules
    }
}
