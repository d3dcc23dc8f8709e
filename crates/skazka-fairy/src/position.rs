//! The position of a data-defined variant: pieces, hands, rights and counters, with the
//! attack queries the rules are built on.

use skazka_core::{Bitboard, Color, Square};

use crate::Variant;
use crate::form::SquareLines;
use crate::variant::{Compiled, KindSet, MAX_KINDS};

/// What stands on a square: colour, type index, and whether it was promoted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Piece {
    pub color: Color,
    pub kind: u8,
}

/// A position of any variant a [`Variant`] describes.
///
/// Build one with [`FairyPosition::start`] (the variant's start) or [`FairyPosition::from_fen`];
/// it implements [`skazka_core::Position`] and [`skazka_core::Rules`], so perft, [`skazka_core::Game`],
/// SAN and the programs take it like every other game.
#[derive(Clone)]
pub struct FairyPosition {
    pub(crate) options: crate::FairyOptions,
    /// Per square: 0 for empty, else `kind + 1` with bit 6 set for Black.
    pub(crate) board: [u8; 128],
    /// Per square: for a piece promoted shogi-style, `unpromoted kind + 1`; else 0.
    pub(crate) unpromoted: [u8; 128],
    /// Pieces that came from a pawn-style promotion (or are marked `~` in the FEN): where
    /// captures go to hand they go back as pawns, and Thai notation writes a promoted met
    /// apart.
    pub(crate) promoted: Bitboard,
    pub(crate) by_color: [Bitboard; 2],
    /// Wall squares (`*` in a FEN): no piece stands on them, moves to them or passes over
    /// them, and a cannon may use one as its screen, as in Fairy-Stockfish, where they stand
    /// among its occupied squares.
    pub(crate) walls: Bitboard,
    pub(crate) by_kind: [Bitboard; MAX_KINDS],
    pub(crate) hands: [[u8; MAX_KINDS]; 2],
    pub(crate) turn: Color,
    /// Squares of the pieces (rooks) that keep a castling right.
    pub(crate) castling: Bitboard,
    /// Squares of unmoved pieces on which a piece from the hand may be gated (`gating`); the
    /// piece standing there tells the colour. Like Fairy-Stockfish, not part of the hash.
    pub(crate) gates: Bitboard,
    pub(crate) en_passant: Bitboard,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    /// Checks each side may still give before it wins (n-check); unused otherwise. The last
    /// move's check may not be counted yet: see [`FairyPosition::checks_left`].
    pub(crate) checks_remaining: [u8; 2],
    /// Under n-check: whether the last move's check, if it gave one, is still to be taken from
    /// `checks_remaining`. It is found when first needed, which perft's last ply never is
    /// (found in every move, it took a tenth of three-check perft's time).
    pub(crate) last_check_uncounted: bool,
    /// The counting rule's limit in plies (0 while no count runs) and the plies counted.
    pub(crate) counting_limit: u32,
    pub(crate) counting_ply: u32,
    pub(crate) hash: u64,
    /// Whether the last move was a drop (for the rule on mate by a pawn drop).
    pub(crate) last_drop: bool,
    /// Whether the last move captured.
    pub(crate) last_capture: bool,
    /// Whether the last move castled, and on which side (king's side: true), for
    /// `castlingWins`; `None` after any other move and before any move.
    pub(crate) last_castling: Option<bool>,
    /// Whether the last move, and the one before it, were passes (two in a row end the game;
    /// `passAfterPass` reads the last).
    pub(crate) last_pass: bool,
    pub(crate) pass_before: bool,
    /// Under the bikjang rule: whether the kings faced each other before the last move (facing
    /// kings left facing by the next move end the game). False before any move.
    pub(crate) bikjang_before: bool,
    /// Under shatar's mating rule, per side: while the side's moves have given check without
    /// a break, whether one of those checks was by a knight, a rook or a bers; `None` when its
    /// last move gave no check.
    pub(crate) shak_runs: [Option<bool>; 2],
}

impl core::fmt::Debug for FairyPosition {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FairyPosition")
            .field("variant", &self.options.variant().name())
            .field("fen", &self.fen_text())
            .finish()
    }
}

const BLACK_BIT: u8 = 0x40;

impl FairyPosition {
    pub(crate) fn empty(variant: Variant) -> FairyPosition {
        FairyPosition {
            options: crate::FairyOptions::new(variant),
            board: [0; 128],
            unpromoted: [0; 128],
            promoted: Bitboard::EMPTY,
            by_color: [Bitboard::EMPTY; 2],
            walls: Bitboard::EMPTY,
            by_kind: [Bitboard::EMPTY; MAX_KINDS],
            hands: [[0; MAX_KINDS]; 2],
            turn: Color::White,
            castling: Bitboard::EMPTY,
            gates: Bitboard::EMPTY,
            en_passant: Bitboard::EMPTY,
            halfmove: 0,
            fullmove: 1,
            checks_remaining: [0; 2],
            last_check_uncounted: false,
            counting_limit: 0,
            counting_ply: 0,
            hash: 0,
            last_drop: false,
            last_castling: None,
            last_capture: false,
            last_pass: false,
            pass_before: false,
            bikjang_before: false,
            shak_runs: [None; 2],
        }
    }

    /// The variant this position is played under.
    #[must_use]
    pub fn variant(&self) -> &Variant {
        self.options.variant()
    }

    #[inline]
    pub(crate) fn c(&self) -> &Compiled {
        self.options.variant().compiled()
    }

    /// The piece on `square`, as its FEN letter (upper case for White), if any.
    #[must_use]
    pub fn letter_on(&self, square: Square) -> Option<char> {
        self.piece_on(square).map(|p| {
            let letter = self.c().kinds[usize::from(p.kind)].letter;
            if p.color.is_white() {
                letter
            } else {
                crate::plus::lower(letter)
            }
        })
    }

    /// How many pieces with `letter` (either case gives the type) `color` holds in hand.
    #[must_use]
    pub fn in_hand(&self, color: Color, letter: char) -> u32 {
        self.kind_of_letter(letter)
            .map_or(0, |k| u32::from(self.hands[color.index()][usize::from(k)]))
    }

    /// Every square holding a piece of `color`.
    #[must_use]
    pub fn pieces_of(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Every occupied square: the pieces of both sides and the walls.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1] | self.walls
    }

    /// The wall squares (`*` in a FEN).
    #[must_use]
    pub fn walls(&self) -> Bitboard {
        self.walls
    }

    pub(crate) fn kind_of_letter(&self, letter: char) -> Option<u8> {
        let slot = crate::plus::index(letter)?;
        self.c().by_letter.get(slot).copied().flatten()
    }

    /// The type whose second letter (`pieceSynonyms`) is `letter`, either case.
    pub(crate) fn kind_of_synonym(&self, letter: char) -> Option<u8> {
        let upper = letter.to_ascii_uppercase();
        if !upper.is_ascii_uppercase() {
            return None;
        }
        self.c().by_synonym[usize::from(upper as u8 - b'A')]
    }

    #[inline]
    pub(crate) fn piece_on(&self, square: Square) -> Option<Piece> {
        let cell = self.board[square.index()];
        (cell != 0).then(|| Piece {
            color: if cell & BLACK_BIT != 0 {
                Color::Black
            } else {
                Color::White
            },
            kind: (cell & !BLACK_BIT) - 1,
        })
    }

    #[inline]
    pub(crate) fn pieces(&self, color: Color, kind: u8) -> Bitboard {
        self.by_kind[usize::from(kind)] & self.by_color[color.index()]
    }

    /// The pieces, of both colours, of the types of `kinds`.
    #[inline]
    pub(crate) fn pieces_of_set(&self, mut kinds: KindSet) -> Bitboard {
        let mut pieces = Bitboard::EMPTY;
        while kinds != 0 {
            pieces |= self.by_kind[kinds.trailing_zeros() as usize];
            kinds &= kinds - 1;
        }
        pieces
    }

    #[inline(always)]
    pub(crate) fn put(&mut self, square: Square, piece: Piece, unpromoted: Option<u8>) {
        let s = square.index();
        self.board[s] = (piece.kind + 1) | if piece.color.is_white() { 0 } else { BLACK_BIT };
        self.unpromoted[s] = unpromoted.map_or(0, |k| k + 1);
        self.by_color[piece.color.index()].insert(square);
        self.by_kind[usize::from(piece.kind)].insert(square);
        self.hash ^= self.piece_key(square, piece);
    }

    /// Removes the piece on `square` (which must hold one), returning it and its unpromoted
    /// type.
    #[inline(always)]
    pub(crate) fn take(&mut self, square: Square) -> Option<(Piece, Option<u8>)> {
        let piece = self.piece_on(square)?;
        self.hash ^= self.piece_key(square, piece);
        let s = square.index();
        let unpromoted = self.unpromoted[s].checked_sub(1);
        self.board[s] = 0;
        self.unpromoted[s] = 0;
        self.by_color[piece.color.index()].remove(square);
        self.by_kind[usize::from(piece.kind)].remove(square);
        if self.promoted.contains(square) {
            self.promoted.remove(square);
            self.hash ^= self.promoted_key(square);
        }
        Some((piece, unpromoted))
    }

    /// The hash of a promoted piece's mark: only where captures go to hand does the mark
    /// change the game (what a capture gives); elsewhere it only changes how Thai notation
    /// writes the piece.
    fn promoted_key(&self, square: Square) -> u64 {
        let c = self.c();
        if c.definition.captures_to_hand {
            c.zobrist.castling[square.index()].rotate_left(17)
        } else {
            0
        }
    }

    fn piece_key(&self, square: Square, piece: Piece) -> u64 {
        let promoted = self.unpromoted[square.index()] != 0;
        self.c()
            .zobrist
            .piece(square.index(), piece.kind, piece.color, promoted)
    }

    /// Makes `square` (which holds no piece) a wall.
    pub(crate) fn add_wall(&mut self, square: Square) {
        if !self.walls.contains(square) {
            self.walls.insert(square);
            self.hash ^= self.wall_key(square);
        }
    }

    /// Removes every wall (duck chess's duck before it moves).
    pub(crate) fn clear_walls(&mut self) {
        for square in self.walls {
            self.hash ^= self.wall_key(square);
        }
        self.walls = Bitboard::EMPTY;
    }

    fn wall_key(&self, square: Square) -> u64 {
        self.c().zobrist.en_passant[square.index()].rotate_left(29)
    }

    pub(crate) fn set_promoted(&mut self, square: Square) {
        if !self.promoted.contains(square) {
            self.promoted.insert(square);
            self.hash ^= self.promoted_key(square);
        }
    }

    pub(crate) fn add_to_hand(&mut self, color: Color, kind: u8, delta: i8) {
        let count = &mut self.hands[color.index()][usize::from(kind)];
        let z = &self.options.variant().compiled().zobrist;
        self.hash ^= z.hand(kind, color, *count);
        *count = count.saturating_add_signed(delta);
        self.hash ^= z.hand(kind, color, *count);
    }

    /// The squares of `color`'s royal pieces (the king, and pseudo-royal extinction pieces).
    pub(crate) fn royals(&self, color: Color) -> Bitboard {
        self.royals_without(color, Bitboard::EMPTY)
    }

    /// Whether a `by` piece attacks `square` with occupancy `occupied`.
    pub(crate) fn attacked(&self, square: Square, by: Color, occupied: Bitboard) -> bool {
        self.attacked_except(square, by, occupied, Bitboard::EMPTY)
    }

    /// Makes this position equal to `other`, of the same variant, without touching the count
    /// of references to the variant they share (which cloning does, with two atomic
    /// operations): perft reuses one child for every move. Every field is named, so that a
    /// new one cannot be forgotten here.
    pub(crate) fn copy_state_from(&mut self, other: &FairyPosition) {
        debug_assert!(
            self.options == other.options,
            "a position of another variant"
        );
        let FairyPosition {
            options: _,
            board,
            unpromoted,
            promoted,
            by_color,
            walls,
            by_kind,
            hands,
            turn,
            castling,
            gates,
            en_passant,
            halfmove,
            fullmove,
            checks_remaining,
            last_check_uncounted,
            counting_limit,
            counting_ply,
            hash,
            last_drop,
            last_capture,
            last_castling,
            last_pass,
            pass_before,
            bikjang_before,
            shak_runs,
        } = other;
        let c = self.c();
        // What no move of the variant changes is left as it is: the types a piece was
        // promoted from where no type promotes in place (only promotions in place mark one),
        // and the hands where no move takes from them or adds to them.
        let marks_promotions = c.marks_promotions;
        let hands_change = c.hands_change;
        // Only the variant's types: the other sets are empty in every position of it, and
        // copying all of them took 3 % of perft's time. Copies of a fixed size stay inline.
        let kinds = c.kinds.len();
        if kinds <= 4 {
            self.by_kind[..4].copy_from_slice(&by_kind[..4]);
        } else if kinds <= 8 {
            self.by_kind[..8].copy_from_slice(&by_kind[..8]);
        } else {
            self.by_kind[..kinds].copy_from_slice(&by_kind[..kinds]);
        }
        self.board = *board;
        if marks_promotions {
            self.unpromoted = *unpromoted;
        }
        self.promoted = *promoted;
        self.by_color = *by_color;
        self.walls = *walls;
        if hands_change {
            self.hands = *hands;
        }
        self.turn = *turn;
        self.castling = *castling;
        self.gates = *gates;
        self.en_passant = *en_passant;
        self.halfmove = *halfmove;
        self.fullmove = *fullmove;
        self.checks_remaining = *checks_remaining;
        self.last_check_uncounted = *last_check_uncounted;
        self.counting_limit = *counting_limit;
        self.counting_ply = *counting_ply;
        self.hash = *hash;
        self.last_drop = *last_drop;
        self.last_capture = *last_capture;
        self.last_castling = *last_castling;
        self.last_pass = *last_pass;
        self.pass_before = *pass_before;
        self.bikjang_before = *bikjang_before;
        self.shak_runs = *shak_runs;
    }

    /// The checks each side may still give before it wins (n-check), the last move's
    /// counted.
    pub(crate) fn checks_left(&self) -> [u8; 2] {
        let mut left = self.checks_remaining;
        if self.last_check_uncounted && self.royal_attacked(self.turn) {
            let mover = &mut left[self.turn.other().index()];
            *mover = mover.saturating_sub(1);
        }
        left
    }

    /// Whether `color` has given all the checks it needed (n-check), the last move's
    /// counted: found without looking for a check while two or more are left.
    pub(crate) fn out_of_checks(&self, color: Color) -> bool {
        match self.checks_remaining[color.index()] {
            0 => true,
            1 => self.last_check_uncounted && self.checks_left()[color.index()] == 0,
            _ => false,
        }
    }

    /// Takes the last move's check, if it gave one, from the checks left.
    pub(crate) fn count_last_check(&mut self) {
        if self.last_check_uncounted {
            self.checks_remaining = self.checks_left();
            self.last_check_uncounted = false;
        }
    }

    /// Whether a `by` piece not standing on `captured` attacks `square` with occupancy
    /// `occupied`: the test of a move before it is made (its captured piece is gone).
    pub(crate) fn attacked_except(
        &self,
        square: Square,
        by: Color,
        occupied: Bitboard,
        captured: Bitboard,
    ) -> bool {
        let c = self.c();
        if let Some(leapers) = c.plain_leapers {
            return self.attacked_plainly(leapers, square, by, occupied, captured);
        }
        let mut at = SquareLines::new(&c.lines, square, occupied);
        for (k, info) in c.kinds.iter().enumerate() {
            let candidates = (self.by_kind[k] & self.by_color[by.index()] & occupied) - captured;
            if candidates.is_empty() {
                continue;
            }
            let mut attackers = if c.janggi_moves {
                self.janggi_attackers(info, &mut at, by, candidates, captured)
            } else {
                let none = Bitboard::EMPTY;
                (info.form).attackers(&mut at, &info.table, by, candidates, none)
            };
            if attackers.is_empty() {
                continue;
            }
            if info.kind == crate::PieceKind::Soldier {
                attackers &= self.soldier_attackers(square, by, attackers);
            }
            if attackers.any() {
                return true;
            }
        }
        false
    }

    /// [`Self::attacked_except`] where every attack is plain: the square's two lines against
    /// all the riders of each line at once, the lines of other steps (a nightrider's), then
    /// each leaping type of `leapers`.
    fn attacked_plainly(
        &self,
        leapers: KindSet,
        square: Square,
        by: Color,
        occupied: Bitboard,
        captured: Bitboard,
    ) -> bool {
        let c = self.c();
        let them = (self.by_color[by.index()] & occupied) - captured;
        let rooks = self.pieces_of_set(c.line_riders.rook) & them;
        if rooks.any() && (c.lines.rook(square, occupied) & rooks).any() {
            return true;
        }
        let bishops = self.pieces_of_set(c.line_riders.bishop) & them;
        if bishops.any() && (c.lines.bishop(square, occupied) & bishops).any() {
            return true;
        }
        if c.line_riders.rays != 0 && self.ray_attackers(square, them, occupied).any() {
            return true;
        }
        let mut kinds = leapers;
        while kinds != 0 {
            let k = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            let candidates = self.by_kind[k] & them;
            if candidates.is_empty() {
                continue;
            }
            let attackers = c.kinds[k].form.leap_attackers(square, by, candidates);
            if attackers.any() {
                return true;
            }
        }
        false
    }

    /// Of `attackers` (soldiers of `by`), those whose sideways steps are allowed: a soldier
    /// moves sideways only past the river (Fairy-Stockfish's `soldierPromotionRank`).
    fn soldier_attackers(&self, square: Square, by: Color, attackers: Bitboard) -> Bitboard {
        let geo = self.options.variant().geometry();
        let (tx, _) = geo.xy(square);
        attackers
            .into_iter()
            .filter(|&s| geo.xy(s).0 == tx || self.soldier_promoted(s, by))
            .collect()
    }

    pub(crate) fn soldier_promoted(&self, square: Square, color: Color) -> bool {
        let geo = self.options.variant().geometry();
        let rank = self.c().definition.soldier_promotion_rank;
        geo.relative_rank(square, color) >= rank
    }

    /// Whether `color` has a royal piece under attack.
    pub(crate) fn royal_attacked(&self, color: Color) -> bool {
        self.any_royal_attacked(color, self.royals(color))
            || (self.c().definition.duple_check && self.duple_checked(color))
    }

    /// Whether `color`'s king is attacked: a piece of the `king` type, not of another
    /// pseudo-royal type.
    pub(crate) fn king_attacked(&self, color: Color) -> bool {
        let c = self.c();
        let kings = c.royal.map_or(Bitboard::EMPTY, |k| self.pieces(color, k));
        self.any_royal_attacked(color, kings)
            || (c.definition.duple_check && self.duple_checked(color))
    }

    /// Whether one of `royals` (pieces of `color`) is attacked, or the kings face each other
    /// where that is forbidden.
    pub(crate) fn any_royal_attacked(&self, color: Color, royals: Bitboard) -> bool {
        self.any_royal_attacked_by(color, royals, Bitboard::EMPTY)
    }

    /// [`Self::any_royal_attacked`] by the enemy pieces not on `harmless`.
    pub(crate) fn any_royal_attacked_by(
        &self,
        color: Color,
        royals: Bitboard,
        harmless: Bitboard,
    ) -> bool {
        let occupied = self.occupied();
        let them = color.other();
        if royals.is_empty() {
            return false;
        }
        if self.c().definition.flying_general && self.kings_face(color) {
            return true;
        }
        let c = self.c();
        // Where captures blast, a royal piece next to an enemy royal piece cannot be taken:
        // the blast would destroy the taker's own.
        let enemy_royals = if c.definition.blast_on_capture {
            self.royals(them)
        } else {
            Bitboard::EMPTY
        };
        royals.into_iter().any(|s| {
            (c.neighbours[s.index()] & enemy_royals).is_empty()
                && self.attacked_except(s, them, occupied, harmless)
        })
    }

    /// Under the bikjang rule: whether the kings see each other along a file or rank with
    /// nothing between them.
    pub(crate) fn bikjang(&self) -> bool {
        let c = self.c();
        if !c.definition.bikjang_rule {
            return false;
        }
        let Some(k) = c.royal else { return false };
        let (Some(white), Some(black)) = (
            self.pieces(Color::White, k).first(),
            self.pieces(Color::Black, k).first(),
        ) else {
            return false;
        };
        c.lines.rook(white, self.occupied()).contains(black)
    }

    /// Whether the two kings stand on one file with nothing between them.
    pub(crate) fn kings_face(&self, color: Color) -> bool {
        self.kings_face_after(color, None, self.occupied())
    }

    /// [`Self::kings_face`] once `color`'s king has gone to `moved_to` (if it moved) and the
    /// board holds `occupied`.
    pub(crate) fn kings_face_after(
        &self,
        color: Color,
        moved_to: Option<Square>,
        occupied: Bitboard,
    ) -> bool {
        let c = self.c();
        let Some(k) = c.royal else { return false };
        let (Some(a), Some(b)) = (
            moved_to.or_else(|| self.pieces(color, k).first()),
            self.pieces(color.other(), k).first(),
        ) else {
            return false;
        };
        let geo = self.options.variant().geometry();
        let ((ax, ay), (bx, by)) = (geo.xy(a), geo.xy(b));
        if ax != bx {
            return false;
        }
        let (lo, hi) = (ay.min(by), ay.max(by));
        ((lo + 1)..hi).all(|y| geo.square_at(ax, y).is_none_or(|s| !occupied.contains(s)))
    }

    pub(crate) fn recompute_hash(&mut self) {
        let mut hash = 0;
        let variant = self.options.variant().clone();
        let c = variant.compiled();
        for s in self.occupied() {
            if let Some(p) = self.piece_on(s) {
                let promoted = self.unpromoted[s.index()] != 0;
                hash ^= c.zobrist.piece(s.index(), p.kind, p.color, promoted);
            }
        }
        for s in self.promoted {
            hash ^= self.promoted_key(s);
        }
        for s in self.walls {
            hash ^= c.zobrist.en_passant[s.index()].rotate_left(29);
        }
        for color in [Color::White, Color::Black] {
            for k in 0..c.kinds.len() {
                let n = self.hands[color.index()][k];
                hash ^= c.zobrist.hand(k as u8, color, 0) ^ c.zobrist.hand(k as u8, color, n);
            }
        }
        self.hash = hash;
    }

    /// The files of the en-passant squares, each square toggling its file's bit: what
    /// Fairy-Stockfish's position key holds of them.
    pub(crate) fn en_passant_files(&self) -> u16 {
        let geo = self.variant().geometry();
        self.en_passant
            .into_iter()
            .fold(0, |files, s| files ^ (1 << geo.xy(s).0))
    }

    /// The hash of everything that decides the game's future except the move counters.
    pub(crate) fn full_hash(&self) -> u64 {
        let c = self.c();
        let mut h = self.hash;
        if !self.turn.is_white() {
            h ^= c.zobrist.side;
        }
        for s in self.castling {
            h ^= c.zobrist.castling[s.index()];
        }
        // By file, as Fairy-Stockfish keys them: two en-passant squares on one file (a custom
        // pawn's initial move marks the square it reaches too) cancel, and such a position
        // repeats the one without them.
        let files = self.en_passant_files();
        for file in 0..16 {
            if files >> file & 1 != 0 {
                h ^= c.zobrist.en_passant[file];
            }
        }
        if c.definition.check_counting {
            let [white, black] = self.checks_left();
            h ^= c.zobrist.checks[usize::from(white.min(15))]
                ^ c.zobrist.checks[16 + usize::from(black.min(15))];
        }
        h
    }
}
