//! [`Synthesis`]: the position, what a move changes (§6.5) and the [`Position`] impl.

use core::fmt;

use skazka_core::{
    Bitboard, ByColor, Color, EndReason, Geometry, Outcome, ParseMoveError, Position, Square,
    smallvec, zobrist,
};

use crate::options::{ClassicSwitch, EscapeLimit};
use crate::{
    CastlingRights, Move, MoveKind, Options, Phase, Piece, PieceKind, PositionError, Setup,
    SideState, queen_home,
};

const G: Geometry = Geometry::CHESS;
const ZOBRIST_DOMAIN: u64 = 0x5359_4e54_4845_5349; // "SYNTHESI"

/// A position of Synthesis chess: the men, the side to move, castling and en-passant state, the
/// move counters (the fullmove number decides day and night), each side's [`SideState`], and
/// the result if a King capture or a double pass has ended the game.
///
/// `Display` writes the FEN (see [`crate::fen`]).
///
/// `Eq` compares everything, counters included; [`Position::is_repetition_of`] compares what
/// repetition needs (men, side to move, castling, a usable en-passant square, the day/night
/// parity, phases, original Queens, escape counts and whether the last ply was a pass).
#[derive(Clone, PartialEq, Eq)]
pub struct Synthesis {
    pub(crate) colors: ByColor<Bitboard>,
    pub(crate) kinds: [Bitboard; 6],
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) sides: ByColor<SideState>,
    pub(crate) after_pass: bool,
    pub(crate) ended: Option<Outcome>,
    pub(crate) options: Options,
}

/// The legal moves of a position: a `SmallVec` of the `smallvec` crate, major version 1
/// (re-exported as `skazka_core::smallvec`), with inline room for 128 moves; more spill to the
/// heap.
pub type MoveList = smallvec::SmallVec<[Move; 128]>;

impl Synthesis {
    /// The game's name, `synthesis`: what [`Rules::name`](skazka_core::Rules::name) answers
    /// for every position.
    pub const NAME: &'static str = "synthesis";

    /// The board of every position, the orthodox 8×8 board: what
    /// [`Rules::geometry`](skazka_core::Rules::geometry) answers.
    pub const GEOMETRY: Geometry = G;

    /// The start position under `options`.
    ///
    /// # Panics
    /// Never: the start FEN is valid under every option (a unit test checks it).
    #[must_use]
    pub fn new(options: &Options) -> Synthesis {
        Synthesis::from_fen(crate::fen::START, options).expect("the start position is valid")
    }

    /// Validates a [`Setup`].
    ///
    /// # Errors
    /// [`PositionError`] naming the first problem.
    pub fn from_setup(setup: &Setup, options: &Options) -> Result<Synthesis, PositionError> {
        let mut colors = ByColor::<Bitboard>::default();
        let mut kinds = [Bitboard::EMPTY; 6];
        for (i, p) in setup.board.iter().enumerate() {
            if let Some(p) = p {
                let sq = Square::from_index(i);
                colors[p.color].insert(sq);
                kinds[p.kind.index()].insert(sq);
                if p.kind == PieceKind::Pawn && matches!(G.xy(sq).1, 0 | 7) {
                    return Err(PositionError::PawnOnBackRank(sq));
                }
            }
        }
        for c in Color::ALL {
            // The side to move may have lost its King in the last ply: the game is then over.
            let kings = (kinds[PieceKind::King.index()] & colors[c]).count();
            if kings > 1 || (kings == 0 && c != setup.turn) {
                return Err(PositionError::KingCount(c));
            }
        }
        if setup.fullmove == 0 {
            return Err(PositionError::Fullmove);
        }
        let has = |c: Color, k: PieceKind, sq: Square| (colors[c] & kinds[k.index()]).contains(sq);
        for c in Color::ALL {
            let y = if c == Color::White { 0 } else { 7 };
            for (king_side, x) in [(true, 7), (false, 0)] {
                if setup.castling.has(CastlingRights::flag(c, king_side))
                    && !(has(c, PieceKind::King, G.sq(4, y)) && has(c, PieceKind::Rook, G.sq(x, y)))
                {
                    return Err(PositionError::CastlingRights);
                }
            }
        }
        if setup.castling.0 > 15 {
            return Err(PositionError::CastlingRights);
        }
        if let Some(ep) = setup.en_passant {
            let mover = !setup.turn;
            let (x, y) = G.xy(ep);
            let (ep_y, pawn_y, start_y) = if mover == Color::White {
                (2, 3, 1)
            } else {
                (5, 4, 6)
            };
            let occ = colors.white | colors.black;
            if y != ep_y
                || occ.contains(ep)
                || occ.contains(G.sq(x, start_y))
                || !has(mover, PieceKind::Pawn, G.sq(x, pawn_y))
            {
                return Err(PositionError::EnPassant);
            }
        }
        let sides = match setup.sides {
            Some(sides) => {
                for c in Color::ALL {
                    let s = sides[c];
                    if let Some(q) = s.original_queen {
                        if !has(c, PieceKind::Queen, q) {
                            return Err(PositionError::OriginalQueen(c));
                        }
                    }
                    if s.escapes > 32 {
                        return Err(PositionError::Escapes(c));
                    }
                }
                sides
            }
            None => ByColor::new_with(|c| SideState {
                phase: Phase::Syn,
                original_queen: has(c, PieceKind::Queen, queen_home(c)).then(|| queen_home(c)),
                escapes: 0,
            }),
        };
        let mut pos = Synthesis {
            colors,
            kinds,
            turn: setup.turn,
            castling: setup.castling,
            en_passant: setup.en_passant,
            halfmove: setup.halfmove,
            fullmove: setup.fullmove,
            sides,
            after_pass: false,
            ended: None,
            options: *options,
        };
        if pos.king_square(pos.turn).is_none() {
            pos.ended = Some(pos.king_capture_verdict());
        }
        Ok(pos)
    }

    /// §6.5: after a King capture (the side to move has no King), the side that lost its King
    /// wins if it attacks the capturer's King on its next move; otherwise the capturer wins.
    fn king_capture_verdict(&self) -> Outcome {
        let mover = !self.turn;
        let winner = if self.king_attacked(mover, self.fullmove) {
            self.turn
        } else {
            mover
        };
        Outcome::Decisive {
            winner,
            reason: EndReason::KingCaptured,
        }
    }

    /// The position as plain data (what FEN writes).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 64];
        for (i, b) in board.iter_mut().enumerate() {
            *b = self.piece_at(Square::from_index(i));
        }
        Setup {
            board,
            turn: self.turn,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            sides: Some(self.sides),
        }
    }

    /// The options this position plays by.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The man on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.colors.white.contains(sq) {
            Color::White
        } else if self.colors.black.contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let kind = PieceKind::ALL
            .into_iter()
            .find(|k| self.kinds[k.index()].contains(sq))?;
        Some(Piece { color, kind })
    }

    /// The squares of `color`'s men of `kind`.
    #[must_use]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.colors[color] & self.kinds[kind.index()]
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.colors.white | self.colors.black
    }

    /// The square of `color`'s King (`None` only after it was captured).
    #[must_use]
    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.pieces(color, PieceKind::King).first()
    }

    /// `color`'s phase, original Queen and escape count.
    #[must_use]
    pub fn side(&self, color: Color) -> SideState {
        self.sides[color]
    }

    /// The fullmove number (1 at the start).
    #[must_use]
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The en-passant square, set after every double step.
    #[must_use]
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Castling rights.
    #[must_use]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// Whether the side to move moves by day now (time-based predicates), or, with a
    /// square-based [`DayNight`](crate::DayNight), whether its King stands on a day square.
    #[must_use]
    pub fn is_day(&self) -> bool {
        let k = self.king_square(self.turn).unwrap_or(Square::from_index(0));
        self.day_mask(self.turn, self.fullmove).contains(k)
    }

    /// Whether the side to move is in check: "midnight" (§6.3). The same as
    /// [`Position::is_check`].
    #[must_use]
    pub fn in_check(&self) -> bool {
        self.midnight()
    }

    /// Whether the last ply was a pass (a second pass now would draw).
    #[must_use]
    pub fn after_pass(&self) -> bool {
        self.after_pass
    }

    /// Whether `m`, a move of the side to move, is an en-passant capture: a pawn moving
    /// diagonally onto the en-passant square.
    #[inline]
    #[must_use]
    pub fn is_en_passant(&self, m: Move) -> bool {
        !m.is_pass()
            && Some(m.to()) == self.en_passant
            && G.xy(m.from()).0 != G.xy(m.to()).0
            && self.pieces(self.turn, PieceKind::Pawn).contains(m.from())
    }

    /// Whether `m`, a move of the side to move, is castling: the King moving two files.
    #[inline]
    #[must_use]
    pub fn is_castle(&self, m: Move) -> bool {
        !m.is_pass()
            && G.xy(m.from()).0.abs_diff(G.xy(m.to()).0) == 2
            && self.pieces(self.turn, PieceKind::King).contains(m.from())
    }

    /// Whether `m`, a move of the side to move, captures a man (en passant included).
    #[inline]
    #[must_use]
    pub fn is_capture(&self, m: Move) -> bool {
        !m.is_pass() && (self.colors[!self.turn].contains(m.to()) || self.is_en_passant(m))
    }

    /// Only the two Kings are left.
    #[must_use]
    pub fn is_bare_kings(&self) -> bool {
        self.occupied() == self.kinds[PieceKind::King.index()]
    }

    /// `Att(pos, color, n)`: every square `color`'s men attack when `color` moves at fullmove
    /// `n` (§6.2). Kings always attack their eight neighbours.
    #[must_use]
    pub fn attacks(&self, color: Color, fullmove: u32) -> Bitboard {
        self.colors[color]
            .into_iter()
            .map(|sq| self.man_attacks(sq, fullmove))
            .fold(Bitboard::EMPTY, |a, b| a | b)
    }

    /// The squares the man on `sq` attacks if its side moves at fullmove `fullmove`: its part
    /// of [`Synthesis::attacks`], in the movement it has at that move (day or night, its
    /// side's phase). Empty for an empty square.
    ///
    /// ```
    /// use skazka_core::Square;
    /// use skazka_synthesis::Synthesis;
    ///
    /// let pos: Synthesis = "4k3/8/8/8/8/8/1P6/R3K3 w - - 0 1 S:-:0 S:-:0".parse()?;
    /// let a1 = Square::from_index(0);
    /// // By day the Rook slides along its file and rank; by night as a Bishop, here blocked.
    /// assert_eq!(pos.attacks_from(a1, 1).count(), 11);
    /// assert_eq!(pos.attacks_from(a1, 2).count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn attacks_from(&self, sq: Square, fullmove: u32) -> Bitboard {
        self.man_attacks(sq, fullmove)
    }

    /// The fullmove at which `color` makes its next move: the current one, except for White
    /// while Black is to move.
    #[must_use]
    pub fn next_fullmove(&self, color: Color) -> u32 {
        if color == self.turn {
            self.fullmove
        } else {
            self.opponent_fullmove()
        }
    }

    fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.piece_at(sq)?;
        self.colors[p.color].remove(sq);
        self.kinds[p.kind.index()].remove(sq);
        Some(p)
    }

    fn put(&mut self, sq: Square, p: Piece) {
        self.colors[p.color].insert(sq);
        self.kinds[p.kind.index()].insert(sq);
    }

    /// Plays `m` with every §6.5 update except the King-capture verdict (§7a.1). `in_check`
    /// says whether the mover was in check (used by the `any-escape` counting).
    /// Returns whether a King was captured.
    pub(crate) fn apply(&mut self, m: Move, in_check: bool) -> bool {
        let us = self.turn;
        let them = !us;
        let en_passant = self.is_en_passant(m);
        let castle = self.is_castle(m);
        self.en_passant = None;
        if m.is_pass() {
            self.halfmove = self.halfmove.saturating_add(1);
            // Rule 5 is checked after every ply, passes included.
            self.classic_switch(us, false);
        } else {
            let from = m.from();
            let to = m.to();
            let Some(moving) = self.remove(from) else {
                return false;
            };
            let captured_sq = if en_passant {
                G.offset(to, 0, if us == Color::White { -1 } else { 1 })
                    .unwrap_or(to)
            } else {
                to
            };
            let captured = self.remove(captured_sq);
            let placed = match m.kind() {
                MoveKind::Promotion(k) => Piece { color: us, kind: k },
                _ => moving,
            };
            self.put(to, placed);
            if castle {
                let y = G.xy(to).1;
                let (rf, rt) = if G.xy(to).0 == 6 { (7, 5) } else { (0, 3) };
                if let Some(rook) = self.remove(G.sq(rf, y)) {
                    self.put(G.sq(rt, y), rook);
                }
            }
            if moving.kind == PieceKind::Pawn {
                let (_, fy) = G.xy(from);
                let (tx, ty) = G.xy(to);
                if fy.abs_diff(ty) == 2 {
                    self.en_passant = Some(G.sq(tx, u8::midpoint(fy, ty)));
                }
            }
            if moving.kind == PieceKind::Pawn || captured.is_some() {
                self.halfmove = 0;
            } else {
                self.halfmove = self.halfmove.saturating_add(1);
            }
            // Castling rights lost as in chess.
            for sq in [from, to] {
                let lost = match (G.xy(sq).0, G.xy(sq).1) {
                    (4, 0) => CastlingRights::WHITE_KING | CastlingRights::WHITE_QUEEN,
                    (7, 0) => CastlingRights::WHITE_KING,
                    (0, 0) => CastlingRights::WHITE_QUEEN,
                    (4, 7) => CastlingRights::BLACK_KING | CastlingRights::BLACK_QUEEN,
                    (7, 7) => CastlingRights::BLACK_KING,
                    (0, 7) => CastlingRights::BLACK_QUEEN,
                    _ => 0,
                };
                self.castling.0 &= !lost;
            }
            // §6.5 / §7a.1: the opponent's original Queen, then ours, then escapes.
            if captured.is_some() && self.sides[them].original_queen == Some(captured_sq) {
                let side = &mut self.sides[them];
                if captured_sq != queen_home(them) && side.phase == Phase::Syn {
                    side.phase = Phase::Post;
                    side.escapes = 0;
                }
                side.original_queen = None;
            }
            if self.sides[us].original_queen == Some(from) {
                self.sides[us].original_queen = Some(to);
            }
            let side = &mut self.sides[us];
            if side.phase == Phase::Post {
                let counts = match self.options.escape_limit {
                    EscapeLimit::KingMoves | EscapeLimit::None => moving.kind == PieceKind::King,
                    EscapeLimit::AnyEscape => in_check,
                };
                if counts {
                    side.escapes = (side.escapes + 1).min(32);
                }
            }
            // Rule 5.
            let lost_rook_or_bishop =
                captured.is_some_and(|p| matches!(p.kind, PieceKind::Rook | PieceKind::Bishop));
            self.classic_switch(us, lost_rook_or_bishop);
            if captured.is_some_and(|p| p.kind == PieceKind::King) {
                self.finish_turn(us);
                return true;
            }
        }
        self.finish_turn(us);
        false
    }

    /// Rule 5 for both sides after a ply of `us`; `lost_rook_or_bishop` says whether the ply
    /// captured a Rook or Bishop of the opponent (for the `event` option).
    fn classic_switch(&mut self, us: Color, lost_rook_or_bishop: bool) {
        let them = !us;
        for c in [us, them] {
            let event_ok = match self.options.classic_switch {
                ClassicSwitch::State => true,
                ClassicSwitch::Event => c == them && lost_rook_or_bishop,
            };
            let s = self.sides[c];
            if event_ok
                && s.phase != Phase::Classic
                && s.original_queen != Some(queen_home(c))
                && (self.pieces(c, PieceKind::Rook) | self.pieces(c, PieceKind::Bishop)).is_empty()
            {
                self.sides[c].phase = Phase::Classic;
            }
        }
    }

    fn finish_turn(&mut self, us: Color) {
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !us;
    }

    /// The en-passant square if a pawn of the side to move could take there.
    fn usable_en_passant(&self) -> Option<Square> {
        let ep = self.en_passant?;
        let attackers = crate::movegen::pawn_attackers(ep, self.turn);
        (attackers & self.pieces(self.turn, PieceKind::Pawn))
            .any()
            .then_some(ep)
    }

    /// Which way day/night parity points, as far as it is a function of time.
    fn time_class(&self) -> bool {
        match self.options.day_night {
            crate::DayNight::Time | crate::DayNight::Blocks(_) => self.day_by_time(self.fullmove),
            _ => false,
        }
    }

    fn compute_zobrist(&self) -> u64 {
        let k = |i: u64| zobrist::key(ZOBRIST_DOMAIN, i);
        let mut h = 0;
        for c in Color::ALL {
            for kind in PieceKind::ALL {
                for sq in self.pieces(c, kind) {
                    h ^= k(((c.index() * 6 + kind.index()) * 64 + sq.index()) as u64);
                }
            }
            let s = self.sides[c];
            h ^= k(800 + c.index() as u64 * 4 + s.phase as u64);
            h ^= k(820 + c.index() as u64 * 65 + s.original_queen.map_or(64, |q| q.index() as u64));
            h ^= k(1000 + c.index() as u64 * 33 + u64::from(s.escapes));
        }
        if self.turn == Color::Black {
            h ^= k(1100);
        }
        h ^= k(1110 + u64::from(self.castling.0));
        if let Some(ep) = self.usable_en_passant() {
            h ^= k(1130 + ep.index() as u64);
        }
        if self.time_class() {
            h ^= k(1200);
        }
        if self.after_pass {
            h ^= k(1201);
        }
        h
    }

    /// A human-readable ASCII board with the extra state below it.
    #[must_use]
    pub fn board_diagram(&self) -> String {
        use fmt::Write;
        let mut s = String::new();
        s.push_str("  +-----------------+\n");
        for y in (0..8).rev() {
            let _ = write!(s, "{} |", y + 1);
            for x in 0..8 {
                let c = self.piece_at(G.sq(x, y)).map_or('.', Piece::char);
                let _ = write!(s, " {c}");
            }
            s.push_str(" |\n");
        }
        s.push_str("  +-----------------+\n    a b c d e f g h\n");
        let time = match self.options.day_night {
            crate::DayNight::Time | crate::DayNight::Blocks(_) => {
                if self.day_by_time(self.fullmove) {
                    "day"
                } else {
                    "night"
                }
            }
            _ => "by square",
        };
        let _ = writeln!(
            s,
            "move {}, {} to move, {time}{}",
            self.fullmove,
            self.turn,
            if self.in_check() {
                ", midnight (check)"
            } else {
                ""
            }
        );
        for c in Color::ALL {
            let side = self.sides[c];
            let queen = side
                .original_queen
                .map_or("captured".to_owned(), |q| q.display(G).to_string());
            let _ = writeln!(
                s,
                "{c}: {}, original queen {queen}, escapes {}",
                side.phase.name(),
                side.escapes
            );
        }
        if let Some(o) = self.outcome() {
            let _ = writeln!(s, "result: {o}");
        }
        s
    }
}

impl Default for Synthesis {
    /// The start position with the default options.
    fn default() -> Synthesis {
        Synthesis::new(&Options::default())
    }
}

impl fmt::Debug for Synthesis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Synthesis({self})")
    }
}

impl Position for Synthesis {
    type Move = Move;
    type MoveList = MoveList;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        self.generate(moves);
    }

    fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let in_check = self.sides[us].phase == Phase::Post
            && self.options.escape_limit == EscapeLimit::AnyEscape
            && self.midnight();
        let was_pass = self.after_pass;
        let king_captured = self.apply(m, in_check);
        self.after_pass = m.is_pass();
        if king_captured {
            // §6.5: the side that lost its King wins if it can capture the capturer's King.
            let them = !us;
            debug_assert!(self.king_square(them).is_none());
            self.ended = Some(self.king_capture_verdict());
        } else if m.is_pass() && was_pass {
            self.ended = Some(Outcome::Draw {
                reason: EndReason::DoublePass,
            });
        }
    }

    fn is_check(&self) -> bool {
        self.midnight()
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.ended.is_some() {
            return self.ended;
        }
        let moves = self.legal_move_list();
        if !moves.is_empty() {
            return None;
        }
        Some(Outcome::no_moves(self.turn, self.midnight()))
    }

    fn zobrist(&self) -> u64 {
        self.compute_zobrist()
    }

    /// Reads move text (see [`Move::parse`]) and finds it among the legal moves. A pawn move
    /// to the last rank written without its piece is [`ParseMoveError::MissingPromotion`],
    /// unless the options allow only one piece (`promotion=queen`), which is then taken.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let m = Move::parse(text)?;
        let legal = self.legal_move_list();
        if legal.contains(&m) {
            return Ok(m);
        }
        if m.kind() == MoveKind::Normal {
            let mut promotions = legal
                .iter()
                .filter(|l| l.promotion().is_some() && l.from() == m.from() && l.to() == m.to());
            match (promotions.next(), promotions.next()) {
                (Some(&only), None) => return Ok(only),
                (Some(_), Some(_)) => return Err(ParseMoveError::MissingPromotion),
                _ => {}
            }
        }
        Err(ParseMoveError::Illegal)
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn is_repetition_of(&self, other: &Synthesis) -> bool {
        self.colors == other.colors
            && self.kinds == other.kinds
            && self.turn == other.turn
            && self.castling == other.castling
            && self.usable_en_passant() == other.usable_en_passant()
            && self.time_class() == other.time_class()
            && self.sides == other.sides
            && self.after_pass == other.after_pass
            && self.ended == other.ended
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skazka_core::RuleOptions;

    #[test]
    fn start_position_is_valid_under_every_option_value() {
        let values = [
            ("day_night", "relative-square"),
            ("day_night", "absolute-square"),
            ("day_night", "board-half"),
            ("day_night", "blocks:3"),
            ("escape_limit", "any-escape"),
            ("classic_switch", "event"),
            ("no_move", "stalemate"),
            ("night_rook_bishop", "classical"),
            ("midnight", "night-check"),
            ("castling", "always"),
            ("promotion", "queen"),
            ("first_move", "night"),
        ];
        for (k, v) in values {
            let mut o = Options::default();
            o.set(k, v).unwrap();
            let p = Synthesis::new(&o);
            assert_eq!(p.to_string(), crate::fen::START);
            assert!(!p.legal_move_list().is_empty());
        }
    }

    #[test]
    fn many_moves_spill_to_the_heap_without_panicking() {
        // Eight Queens and two Rooks by day: far more moves than the inline capacity.
        let p = Synthesis::from_fen(
            "k7/5Q2/1Q6/3Q3Q/Q7/2Q3Q1/4Q3/R3K2R w KQ - 0 1 S:-:0 S:-:0",
            &Options::default(),
        )
        .unwrap();
        let moves = p.legal_move_list();
        assert!(moves.len() > 128, "{}", moves.len());
        assert!(moves.spilled());
    }

    #[test]
    fn position_stays_small() {
        // Copy-make: the position is cloned for every candidate move.
        assert!(core::mem::size_of::<Synthesis>() <= 256);
    }
}
