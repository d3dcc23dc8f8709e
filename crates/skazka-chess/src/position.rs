//! The chess position: state, validation and playing moves.

use core::fmt;

use skazka_core::{
    Bitboard, ByColor, Color, EndReason, Geometry, NoHistoryRule, Outcome, ParseMoveError,
    Position, Rules, Square,
};

use crate::attacks::{KEY_EP_FILE, KEY_TURN, TABLES};
use crate::bits::Bits;
use crate::{
    CastlingRights, FenError, Move, MoveKind, MoveList, Options, Piece, PositionError, Role, Setup,
    Wing,
};

/// A legal position of orthodox chess.
///
/// Equality compares everything, counters included; repetition compares the pieces, side to
/// move, castling rights and whether an en-passant capture is possible
/// ([`Position::is_repetition_of`]).
#[derive(Clone, PartialEq, Eq)]
pub struct Chess {
    by_color: ByColor<Bits>,
    by_role: [Bits; Role::COUNT],
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    /// Hash of pieces, turn and castling; the en-passant part is added by [`Chess::zobrist`].
    hash: u64,
}

const GEO: Geometry = Geometry::CHESS;

/// The orthodox starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Default for Chess {
    fn default() -> Chess {
        Chess::new()
    }
}

fn piece_key(p: Piece, sq: Square) -> u64 {
    TABLES
        .keys
        .get((p.color.index() * 6 + p.role.index()) * 64 + sq.index())
}

impl Chess {
    /// The game's name, `chess`: what [`Rules::name`] answers for every position.
    pub const NAME: &'static str = "chess";

    /// The board of every position, the orthodox 8×8 board: what [`Rules::geometry`] answers.
    pub const GEOMETRY: Geometry = GEO;

    /// The starting position (the same as [`Rules::new`] and `Default`).
    ///
    /// # Panics
    /// Never: the start position is a constant known to be legal.
    #[must_use]
    pub fn new() -> Chess {
        Chess::from_fen(START_FEN).expect("the start position is legal")
    }

    /// Reads and validates a FEN string (the same as [`Rules::from_fen`] and `FromStr`).
    ///
    /// # Errors
    /// [`FenError::Parse`] for malformed text, [`FenError::Position`] for an illegal position.
    pub fn from_fen(fen: &str) -> Result<Chess, FenError> {
        Ok(Chess::from_setup(&Setup::from_fen(fen)?)?)
    }

    /// Validates a [`Setup`].
    ///
    /// # Errors
    /// [`PositionError`] naming the first problem found.
    pub fn from_setup(setup: &Setup) -> Result<Chess, PositionError> {
        let mut pos = Chess {
            by_color: ByColor::default(),
            by_role: [Bits::EMPTY; Role::COUNT],
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            hash: 0,
        };
        for sq in GEO.squares() {
            if let Some(p) = setup.board[sq.index()] {
                pos.put(p, sq);
            }
        }
        for c in Color::ALL {
            let kings = pos.pieces(c, Role::King).count();
            if kings == 0 {
                return Err(PositionError::MissingKing(c));
            }
            if kings > 1 {
                return Err(PositionError::TooManyKings(c));
            }
            if pos.by_color[c].count() > 16 || pos.pieces(c, Role::Pawn).count() > 8 {
                return Err(PositionError::TooManyPieces(c));
            }
        }
        if pos.by_role[Role::Pawn.index()].intersects(Bits::BACK_RANKS) {
            return Err(PositionError::PawnOnBackRank);
        }
        for c in Color::ALL {
            for wing in Wing::ALL {
                if pos.castling.has(c, wing)
                    && (pos.piece_at(castle_squares(c, wing).king)
                        != Some(Piece {
                            color: c,
                            role: Role::King,
                        })
                        || pos.piece_at(castle_squares(c, wing).rook)
                            != Some(Piece {
                                color: c,
                                role: Role::Rook,
                            }))
                {
                    return Err(PositionError::InvalidCastlingRights);
                }
            }
        }
        if let Some(ep) = pos.ep_square {
            let them = !pos.turn;
            let forward = |c: Color| if c.is_white() { 1 } else { -1 };
            let pawn_sq = GEO.offset(ep, 0, forward(them));
            let origin = GEO.offset(ep, 0, -forward(them));
            let ok = GEO.relative_rank(ep, them) == 2
                && pawn_sq.is_some_and(|s| {
                    pos.piece_at(s)
                        == Some(Piece {
                            color: them,
                            role: Role::Pawn,
                        })
                })
                && !pos.occupied().contains(ep)
                && origin.is_some_and(|s| !pos.occupied().contains(s));
            if !ok {
                return Err(PositionError::InvalidEnPassant);
            }
        }
        let their_king = pos.king(!pos.turn);
        if pos.is_attacked(their_king, pos.turn, pos.occupied()) {
            return Err(PositionError::OppositeCheck);
        }
        pos.hash ^= TABLES.castling_key(pos.castling);
        if !pos.turn.is_white() {
            pos.hash ^= TABLES.keys.get(KEY_TURN);
        }
        Ok(pos)
    }

    /// The position as an unvalidated [`Setup`].
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 64];
        for sq in GEO.squares() {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    /// The canonical FEN.
    #[must_use]
    pub fn fen(&self) -> String {
        self.to_string()
    }

    fn put(&mut self, p: Piece, sq: Square) {
        self.by_color[p.color] = self.by_color[p.color].with(sq);
        self.by_role[p.role.index()] = self.by_role[p.role.index()].with(sq);
        self.hash ^= piece_key(p, sq);
    }

    fn take(&mut self, p: Piece, sq: Square) {
        self.by_color[p.color] = self.by_color[p.color].without(sq);
        self.by_role[p.role.index()] = self.by_role[p.role.index()].without(sq);
        self.hash ^= piece_key(p, sq);
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.by_color.white.contains(sq) {
            Color::White
        } else if self.by_color.black.contains(sq) {
            Color::Black
        } else {
            return None;
        };
        Some(Piece {
            color,
            role: self.role_at(sq)?,
        })
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The squares of `color`'s pieces of `role`.
    #[inline]
    #[must_use]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.bits(color, role).wide()
    }

    /// [`Chess::pieces`] in one word.
    #[inline]
    pub(crate) fn bits(&self, color: Color, role: Role) -> Bits {
        self.by_color[color] & self.by_role[role.index()]
    }

    /// [`Chess::by_color`] in one word.
    #[inline]
    pub(crate) fn color_bits(&self, color: Color) -> Bits {
        self.by_color[color]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    #[must_use]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color].wide()
    }

    /// Every occupied square.
    #[inline]
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.occupied_bits().wide()
    }

    /// [`Chess::occupied`] in one word.
    #[inline]
    pub(crate) fn occupied_bits(&self) -> Bits {
        self.by_color.white | self.by_color.black
    }

    /// The square of `color`'s king.
    ///
    /// # Panics
    /// Never: a [`Chess`] is validated to have exactly one king per side.
    #[inline]
    #[must_use]
    pub fn king(&self, color: Color) -> Square {
        self.bits(color, Role::King)
            .first()
            .expect("a legal position has both kings")
    }

    /// Castling rights.
    #[must_use]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant square of the FEN (set after every double step).
    #[must_use]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Move number, increased after Black's move.
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The pieces of `by` that attack `sq` with occupancy `occupied`. Pieces on squares that
    /// `occupied` leaves empty are taken to be off the board.
    #[must_use]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        self.attackers_bits(sq, by, Bits::narrow(occupied)).wide()
    }

    /// Whether `by` attacks `sq` with occupancy `occupied`.
    #[must_use]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        self.is_attacked_bits(sq, by, Bits::narrow(occupied))
    }

    /// [`Chess::attackers`] in one word.
    #[inline]
    pub(crate) fn attackers_bits(&self, sq: Square, by: Color, occupied: Bits) -> Bits {
        let t = &*TABLES;
        let queens = self.bits(by, Role::Queen);
        let found = (t.knight(sq) & self.bits(by, Role::Knight))
            | (t.king(sq) & self.bits(by, Role::King))
            | (t.pawn_attacks(!by, sq) & self.bits(by, Role::Pawn))
            | (t.rook(sq, occupied) & (self.bits(by, Role::Rook) | queens))
            | (t.bishop(sq, occupied) & (self.bits(by, Role::Bishop) | queens));
        found & occupied
    }

    /// [`Chess::is_attacked`] in one word.
    #[inline]
    pub(crate) fn is_attacked_bits(&self, sq: Square, by: Color, occupied: Bits) -> bool {
        self.attackers_bits(sq, by, occupied).any()
    }

    /// The pieces giving check to the side to move.
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.attackers(self.king(self.turn), !self.turn, self.occupied())
    }

    /// The position with the turn passed to the opponent (a "null move", for engines'
    /// null-move pruning): the same pieces and castling rights, no en-passant square, the
    /// counters advanced as after a move. `None` when the side to move is in check, since
    /// passing would leave its king attacked. The result is not a position of a game: no rule
    /// allows passing.
    ///
    /// ```
    /// use skazka_chess::Chess;
    /// use skazka_core::Position;
    ///
    /// let pos = Chess::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")?;
    /// let passed = pos.null_move().expect("not in check");
    /// assert_eq!(passed.fen(), "4k3/8/8/8/8/8/4P3/4K3 b - - 1 1");
    /// assert_eq!(passed.zobrist(), Chess::from_fen(&passed.fen())?.zobrist());
    /// assert!(Chess::from_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")?.null_move().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn null_move(&self) -> Option<Chess> {
        if !self.checkers().is_empty() {
            return None;
        }
        let mut pos = self.clone();
        pos.ep_square = None;
        pos.halfmoves += 1;
        if !pos.turn.is_white() {
            pos.fullmoves += 1;
        }
        pos.turn = !pos.turn;
        pos.hash ^= TABLES.keys.get(KEY_TURN);
        Some(pos)
    }

    /// The en-passant square if the side to move has a pawn that attacks it (whether or not
    /// the capture is legal): the part of en passant that counts for repetition and hashing.
    fn ep_capturable(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let pawns = self.bits(self.turn, Role::Pawn);
        TABLES
            .pawn_attacks(!self.turn, ep)
            .intersects(pawns)
            .then_some(ep)
    }

    /// Whether neither side can ever mate, whatever the moves, by the material alone: bare
    /// kings; a king and one knight or bishop against a bare king; or kings and bishops only,
    /// every bishop (of either side, any number) on squares of one colour.
    ///
    /// Not part of [`Position::outcome`] (the move tree and perft ignore it);
    /// [`Rules::adjudicate`] ends the game with it, so [`Game`](skazka_core::Game) does.
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        let heavy = self.by_role[Role::Pawn.index()]
            | self.by_role[Role::Rook.index()]
            | self.by_role[Role::Queen.index()];
        if heavy.any() {
            return false;
        }
        let knights = self.by_role[Role::Knight.index()];
        let bishops = self.by_role[Role::Bishop.index()];
        if knights.any() {
            return bishops.is_empty() && !knights.has_more_than_one();
        }
        (bishops & Bits::DARK_SQUARES).is_empty() || (bishops - Bits::DARK_SQUARES).is_empty()
    }

    /// What `m` does in this position beyond moving a piece: a king moving two files castles,
    /// a pawn moving two ranks double-steps, a pawn moving diagonally to an empty square takes
    /// en passant, a move with a promotion piece promotes. Meaningful for legal moves; any
    /// other move is called [`MoveKind::Normal`] unless its squares say otherwise.
    #[must_use]
    pub fn move_kind(&self, m: Move) -> MoveKind {
        if let Some(role) = m.promotion {
            return MoveKind::Promotion(role);
        }
        let distance = m.from.index().abs_diff(m.to.index());
        match self.role_at(m.from) {
            Some(Role::Pawn) if distance == 16 => MoveKind::DoubleStep,
            Some(Role::Pawn) if distance != 8 && !self.occupied_bits().contains(m.to) => {
                MoveKind::EnPassant
            }
            Some(Role::King) if distance == 2 => MoveKind::Castle,
            _ => MoveKind::Normal,
        }
    }

    /// The board as text, rank 8 at the top, with coordinates; `.` marks an empty square.
    #[must_use]
    pub fn board_diagram(&self) -> String {
        let mut out = String::new();
        for y in (0..8).rev() {
            out.push_str(&format!("{} ", y + 1));
            for x in 0..8 {
                out.push(' ');
                out.push(self.piece_at(GEO.sq(x, y)).map_or('.', Piece::char));
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g h\n");
        out
    }
}

/// Home squares of a castling king and rook and their destinations.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CastleSquares {
    pub king: Square,
    pub rook: Square,
    pub king_to: Square,
    pub rook_to: Square,
}

pub(crate) const fn castle_squares(color: Color, wing: Wing) -> CastleSquares {
    let y = if color.is_white() { 0 } else { 7 };
    let (rook, king_to, rook_to) = match wing {
        Wing::King => (7, 6, 5),
        Wing::Queen => (0, 2, 3),
    };
    CastleSquares {
        king: GEO.sq(4, y),
        rook: GEO.sq(rook, y),
        king_to: GEO.sq(king_to, y),
        rook_to: GEO.sq(rook_to, y),
    }
}

impl fmt::Display for Chess {
    /// The canonical FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl fmt::Debug for Chess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Chess({self})")
    }
}

impl core::str::FromStr for Chess {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Chess, FenError> {
        Chess::from_fen(s)
    }
}

impl Position for Chess {
    type Move = Move;
    type MoveList = MoveList;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        crate::movegen::generate(self, moves);
    }

    fn legal_move_count(&self) -> usize {
        let mut counter = crate::movegen::MoveCounter::default();
        crate::movegen::generate(self, &mut counter);
        counter.total()
    }

    /// Plays `m` without checking that it is legal. The move's squares and the piece on its
    /// origin say what it does (see [`Chess::move_kind`]).
    ///
    /// # Panics
    /// If no piece stands on `m.from`; other illegal moves leave a position that breaks the
    /// invariants.
    fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let role = self.role_at(m.from).expect("a move starts on a piece");
        let moving = Piece { color: us, role };
        let captured = if self.by_color[!us].contains(m.to) {
            self.role_at(m.to).map(|role| Piece { color: !us, role })
        } else {
            None
        };
        let old_rights = self.castling;
        self.take(moving, m.from);
        if let Some(victim) = captured {
            self.take(victim, m.to);
        }
        let (from, to) = (m.from.index(), m.to.index());
        let mut ep_square = None;
        match role {
            Role::Pawn => match m.promotion {
                Some(promoted) => self.put(
                    Piece {
                        color: us,
                        role: promoted,
                    },
                    m.to,
                ),
                None => {
                    self.put(moving, m.to);
                    let distance = from.abs_diff(to);
                    if distance == 16 {
                        ep_square = Some(Square::from_index((from + to) / 2));
                    } else if distance != 8 && captured.is_none() {
                        // A diagonal step to an empty square: en passant, the victim beside
                        // the origin on the destination's file.
                        self.take(
                            Piece {
                                color: !us,
                                role: Role::Pawn,
                            },
                            Square::from_index(to ^ 8),
                        );
                    }
                }
            },
            Role::King if from.abs_diff(to) == 2 => {
                self.put(moving, m.to);
                let wing = if to > from { Wing::King } else { Wing::Queen };
                let cs = castle_squares(us, wing);
                let rook = Piece {
                    color: us,
                    role: Role::Rook,
                };
                self.take(rook, cs.rook);
                self.put(rook, cs.rook_to);
            }
            _ => self.put(moving, m.to),
        }
        self.castling = self
            .castling
            .intersection(TABLES.castling_kept(m.from))
            .intersection(TABLES.castling_kept(m.to));
        self.hash ^= TABLES.castling_key(old_rights) ^ TABLES.castling_key(self.castling);
        self.ep_square = ep_square;
        if captured.is_some() || role == Role::Pawn {
            self.halfmoves = 0;
        } else {
            self.halfmoves = self.halfmoves.saturating_add(1);
        }
        if !us.is_white() {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !us;
        self.hash ^= TABLES.keys.get(KEY_TURN);
    }

    fn is_check(&self) -> bool {
        self.checkers().any()
    }

    fn outcome(&self) -> Option<Outcome> {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves
            .is_empty()
            .then(|| Outcome::no_moves(self.turn, self.is_check()))
    }

    fn zobrist(&self) -> u64 {
        match self.ep_capturable() {
            Some(ep) => self.hash ^ TABLES.keys.get(KEY_EP_FILE + GEO.xy(ep).0 as usize),
            None => self.hash,
        }
    }

    /// Reads coordinate text (`e2e4`, `e1g1`, `e7e8q`) and finds it among the legal moves.
    ///
    /// # Errors
    /// [`ParseMoveError::Malformed`] for text that is not a move, [`ParseMoveError::Illegal`]
    /// for a move no legal move matches (a move of the side not to move among them), and
    /// [`ParseMoveError::MissingPromotion`] for a legal pawn move to the last rank written
    /// without its promotion piece.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let m = Move::parse(text)?;
        let moves = self.legal_move_list();
        if moves.contains(&m) {
            Ok(m)
        } else if m.promotion.is_none() && moves.iter().any(|g| g.from == m.from && g.to == m.to) {
            Err(ParseMoveError::MissingPromotion)
        } else {
            Err(ParseMoveError::Illegal)
        }
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmoves)
    }

    fn is_repetition_of(&self, other: &Chess) -> bool {
        self.by_color == other.by_color
            && self.by_role == other.by_role
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_capturable() == other.ep_capturable()
    }
}

impl Rules for Chess {
    type Options = Options;
    type FenError = FenError;
    type History = NoHistoryRule;

    fn name(&self) -> &str {
        Chess::NAME
    }

    fn geometry(&self) -> Geometry {
        Chess::GEOMETRY
    }

    fn new(_options: &Options) -> Chess {
        Chess::new()
    }

    fn from_fen(fen: &str, _options: &Options) -> Result<Chess, FenError> {
        Chess::from_fen(fen)
    }

    fn options(&self) -> &Options {
        &Options::DEFAULT
    }

    /// A dead position by insufficient material ([`Chess::is_insufficient_material`]) is a
    /// draw.
    fn adjudicate(&self) -> Option<Outcome> {
        self.is_insufficient_material().then_some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial,
        })
    }
}

// With the `serde` feature a position is (de)serialised as `{"fen": ..., "options": ""}`.
#[cfg(feature = "serde")]
skazka_core::serde_through_rules!(crate::Chess);
