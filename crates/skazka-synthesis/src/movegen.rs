//! Legal moves: the movement of each man by day and night and phase (§6.2), the attack
//! function `Att` (§6.2), check (§6.3) and the legality steps of §6.4.

use std::sync::LazyLock;

use skazka_core::{Bitboard, Color, Geometry, MoveBuffer, Movement, PieceTable, Square, smallvec};

use crate::options::{Castling, DayNight, EscapeLimit, FirstMove, Midnight, NightRookBishop};
use crate::{CastlingRights, Move, MoveKind, Phase, PieceKind, Promotion, Synthesis};

const G: Geometry = Geometry::CHESS;

/// The movements a man can have at one moment, as bit flags.
pub(crate) mod role {
    pub const ORTH: u8 = 1;
    pub const DIAG: u8 = 2;
    pub const KNIGHT: u8 = 4;
    pub const FERZ: u8 = 8;
    pub const WAZIR: u8 = 16;
    pub const KING: u8 = 32;
    pub const PAWN: u8 = 64;
}

/// Directions: the first four orthogonal, the last four diagonal; `INCREASING[d]` says
/// whether the square index grows along direction `d`.
const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (-1, 0),
    (0, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
    (1, -1),
];
const INCREASING: [bool; 8] = [true, true, false, false, true, true, false, false];

/// Tables compiled once for the 8×8 board. The leaper masks come from the core's
/// [`PieceTable`]s; sliders use per-direction rays cut at the nearest blocker, which measured
/// about twice as fast here as the core's generic ray walk.
pub(crate) struct Tables {
    /// `rays[sq][dir]`: the squares from `sq` to the edge along `DIRS[dir]`.
    rays: [[Bitboard; 8]; 64],
    knight: [Bitboard; 64],
    ferz: [Bitboard; 64],
    wazir: [Bitboard; 64],
    king: [Bitboard; 64],
    /// `pawn_attacks[color][sq]`: the two forward diagonals.
    pawn_attacks: [[Bitboard; 64]; 2],
    light: Bitboard,
    white_half: Bitboard,
}

pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let mut pawn_attacks = [[Bitboard::EMPTY; 64]; 2];
    let mut rays = [[Bitboard::EMPTY; 8]; 64];
    for sq in G.squares() {
        for (c, dy) in [(0, 1), (1, -1)] {
            for dx in [-1, 1] {
                if let Some(t) = G.offset(sq, dx, dy) {
                    pawn_attacks[c][sq.index()].insert(t);
                }
            }
        }
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            let mut at = sq;
            while let Some(next) = G.offset(at, dx, dy) {
                rays[sq.index()][d].insert(next);
                at = next;
            }
        }
    }
    let leaper = |atom| {
        let table = PieceTable::new(G, &Movement::leaper(atom));
        let mut masks = [Bitboard::EMPTY; 64];
        for sq in G.squares() {
            masks[sq.index()] = table.attacks(sq, Color::White, Bitboard::EMPTY);
        }
        masks
    };
    let king_table = PieceTable::new(G, &Movement::king());
    let mut king = [Bitboard::EMPTY; 64];
    for sq in G.squares() {
        king[sq.index()] = king_table.attacks(sq, Color::White, Bitboard::EMPTY);
    }
    let light = G
        .squares()
        .filter(|&s| {
            let (x, y) = G.xy(s);
            (x + y) % 2 == 1
        })
        .collect();
    let white_half = G.squares().filter(|&s| G.xy(s).1 < 4).collect();
    Tables {
        rays,
        knight: leaper(skazka_core::Atom::KNIGHT),
        ferz: leaper(skazka_core::Atom::FERZ),
        wazir: leaper(skazka_core::Atom::WAZIR),
        king,
        pawn_attacks,
        light,
        white_half,
    }
});

impl Tables {
    /// Squares a slider on `from` reaches along the directions `dirs` (first blocker included).
    #[inline]
    fn slide(&self, from: Square, occ: Bitboard, dirs: core::ops::Range<usize>) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for d in dirs {
            let ray = self.rays[from.index()][d];
            let hit = if INCREASING[d] {
                (ray & occ).first()
            } else {
                (ray & occ).last()
            };
            out |= match hit {
                Some(b) => ray - self.rays[b.index()][d],
                None => ray,
            };
        }
        out
    }

    /// Whether a slider of `candidates` hits `target` along `dirs`.
    #[inline]
    fn slider_hits(
        &self,
        target: Square,
        occ: Bitboard,
        candidates: Bitboard,
        dirs: core::ops::Range<usize>,
    ) -> bool {
        if candidates.is_empty() {
            return false;
        }
        for d in dirs {
            let ray = self.rays[target.index()][d];
            let hit = if INCREASING[d] {
                (ray & occ).first()
            } else {
                (ray & occ).last()
            };
            if hit.is_some_and(|b| candidates.contains(b)) {
                return true;
            }
        }
        false
    }

    /// The queen lines from `sq` on which some man of `sliders` stands (empty board).
    pub(crate) fn lines_towards(&self, sq: Square, sliders: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for ray in self.rays[sq.index()] {
            if ray.intersects(sliders) {
                out |= ray;
            }
        }
        out
    }
}

/// The squares from which a `color` pawn attacks `target`.
pub(crate) fn pawn_attackers(target: Square, color: Color) -> Bitboard {
    TABLES.pawn_attacks[(!color).index()][target.index()]
}

/// Scratch buffer for pseudo-legal moves.
type Pseudo = smallvec::SmallVec<[Move; 128]>;

impl Synthesis {
    /// Whether fullmove `n` is day under a time-based predicate.
    pub(crate) fn day_by_time(&self, n: u32) -> bool {
        let block = match self.options.day_night {
            DayNight::Blocks(b) => u32::from(b.max(1)),
            _ => 1,
        };
        let even_block = ((n.max(1) - 1) / block) % 2 == 0;
        match self.options.first_move {
            FirstMove::Day => even_block,
            FirstMove::Night => !even_block,
        }
    }

    /// The squares on which `color`'s men are in day mode when `color` moves at fullmove `n`.
    pub(crate) fn day_mask(&self, color: Color, n: u32) -> Bitboard {
        let all = G.all();
        match self.options.day_night {
            DayNight::Time | DayNight::Blocks(_) => {
                if self.day_by_time(n) {
                    all
                } else {
                    Bitboard::EMPTY
                }
            }
            DayNight::AbsoluteSquare => TABLES.light,
            DayNight::RelativeSquare => match color {
                Color::White => TABLES.light,
                Color::Black => all - TABLES.light,
            },
            DayNight::BoardHalf => match color {
                Color::White => TABLES.white_half,
                Color::Black => all - TABLES.white_half,
            },
        }
    }

    /// The movement flags of a `kind` man of a side in `phase`, in day or night mode (§6.2).
    /// Kings get [`role::KING`] (their attacks; permission to move is decided elsewhere).
    pub(crate) fn role_of(&self, kind: PieceKind, phase: Phase, day: bool) -> u8 {
        use role::*;
        let swap = self.options.night_rook_bishop == NightRookBishop::Swap;
        match (kind, phase) {
            (PieceKind::Pawn, _) => PAWN,
            (PieceKind::Knight, _) => KNIGHT,
            (PieceKind::King, _) => KING,
            (PieceKind::Queen, Phase::Classic) => ORTH | DIAG,
            (PieceKind::Rook, Phase::Classic) => ORTH,
            (PieceKind::Bishop, Phase::Classic) => DIAG,
            (PieceKind::Queen, _) => {
                if day {
                    ORTH | DIAG
                } else {
                    KNIGHT
                }
            }
            (PieceKind::Rook, Phase::Syn) => {
                if day || !swap {
                    ORTH
                } else {
                    DIAG
                }
            }
            (PieceKind::Bishop, Phase::Syn) => {
                if day || !swap {
                    DIAG
                } else {
                    ORTH
                }
            }
            (PieceKind::Rook, Phase::Post) => {
                if day {
                    ORTH
                } else {
                    FERZ
                }
            }
            (PieceKind::Bishop, Phase::Post) => {
                if day {
                    DIAG
                } else {
                    WAZIR
                }
            }
        }
    }

    /// The squares a man with movement flags `roles` on `from` reaches (moves and captures;
    /// for pawns only the capture diagonals).
    #[inline]
    fn role_targets(roles: u8, from: Square, color: Color, occ: Bitboard) -> Bitboard {
        use role::*;
        let t = &*TABLES;
        let i = from.index();
        let mut out = Bitboard::EMPTY;
        if roles & ORTH != 0 {
            out |= t.slide(from, occ, 0..4);
        }
        if roles & DIAG != 0 {
            out |= t.slide(from, occ, 4..8);
        }
        if roles & KNIGHT != 0 {
            out |= t.knight[i];
        }
        if roles & FERZ != 0 {
            out |= t.ferz[i];
        }
        if roles & WAZIR != 0 {
            out |= t.wazir[i];
        }
        if roles & KING != 0 {
            out |= t.king[i];
        }
        if roles & PAWN != 0 {
            out |= t.pawn_attacks[color.index()][i];
        }
        out
    }

    /// The squares the man on `from` attacks if its side moves at fullmove `n` (its part of
    /// `Att`).
    pub(crate) fn man_attacks(&self, from: Square, n: u32) -> Bitboard {
        let Some(p) = self.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        let day = self.day_mask(p.color, n).contains(from);
        let roles = self.role_of(p.kind, self.sides[p.color].phase, day);
        Self::role_targets(roles, from, p.color, self.occupied())
    }

    /// Whether side `by` attacks `target` if it moves at fullmove `n`: `target ∈ Att(pos, by, n)`.
    pub(crate) fn attacked_by(&self, target: Square, by: Color, n: u32) -> bool {
        let t = &*TABLES;
        let own = self.colors[by];
        let occ = self.occupied();
        let day = self.day_mask(by, n);
        let night = G.all() - day;
        let phase = self.sides[by].phase;
        let mut sets = [Bitboard::EMPTY; 7];
        for kind in PieceKind::ALL {
            let men = self.kinds[kind.index()] & own;
            if men.is_empty() {
                continue;
            }
            for (half, is_day) in [(men & day, true), (men & night, false)] {
                if half.is_empty() {
                    continue;
                }
                let r = self.role_of(kind, phase, is_day);
                for (i, set) in sets.iter_mut().enumerate() {
                    if r & (1 << i) != 0 {
                        *set |= half;
                    }
                }
            }
        }
        let [orth, diag, knight, ferz, wazir, king, pawn] = sets;
        let i = target.index();
        (t.pawn_attacks[(!by).index()][i] & pawn).any()
            || (t.knight[i] & knight).any()
            || (t.king[i] & king).any()
            || (t.ferz[i] & ferz).any()
            || (t.wazir[i] & wazir).any()
            || t.slider_hits(target, occ, orth, 0..4)
            || t.slider_hits(target, occ, diag, 4..8)
    }

    /// Whether `color`'s King is attacked by the other side moving at fullmove `n`. `false`
    /// without a King.
    pub(crate) fn king_attacked(&self, color: Color, n: u32) -> bool {
        self.king_square(color)
            .is_some_and(|k| self.attacked_by(k, !color, n))
    }

    /// The fullmove at which the side not to move makes its next move.
    pub(crate) fn opponent_fullmove(&self) -> u32 {
        match self.turn {
            Color::White => self.fullmove,
            Color::Black => self.fullmove.saturating_add(1),
        }
    }

    /// Midnight: the side to move is in check (§6.3).
    pub(crate) fn midnight(&self) -> bool {
        self.king_attacked(self.turn, self.opponent_fullmove())
    }

    /// Whether the King of the side to move may step now (§6.2, §7a.7), given whether it is in
    /// check. Castling is decided separately.
    fn king_may_move(&self, in_check: bool, king: Square) -> bool {
        let side = self.sides[self.turn];
        let day = self.day_mask(self.turn, self.fullmove).contains(king);
        match side.phase {
            Phase::Classic => true,
            Phase::Syn => day || in_check,
            Phase::Post => {
                let midnight = match self.options.midnight {
                    Midnight::Check => in_check,
                    Midnight::NightCheck => in_check && !day,
                };
                midnight
                    && (self.options.escape_limit != EscapeLimit::KingMoves || side.escapes < 32)
            }
        }
    }

    fn may_castle(&self, king: Square) -> bool {
        match self.sides[self.turn].phase {
            Phase::Classic => true,
            Phase::Post => false,
            Phase::Syn => {
                self.options.castling == Castling::Always
                    || self.day_mask(self.turn, self.fullmove).contains(king)
            }
        }
    }

    /// Whether rule 5 (state-based) would switch `color` to classical mode after any ply.
    fn rule5_pending(&self, color: Color) -> bool {
        let s = self.sides[color];
        self.options.classic_switch == crate::ClassicSwitch::State
            && s.phase != Phase::Classic
            && s.original_queen != Some(crate::queen_home(color))
            && (self.pieces(color, PieceKind::Rook) | self.pieces(color, PieceKind::Bishop))
                .is_empty()
    }

    /// Pseudo-legal moves of the side to move (§6.4 step 1).
    fn pseudo_moves(&self, in_check: bool, out: &mut Pseudo) {
        let us = self.turn;
        let them = !us;
        let n = self.fullmove;
        let own = self.colors[us];
        let enemy = self.colors[them];
        let occ = own | enemy;
        let phase = self.sides[us].phase;
        let day = self.day_mask(us, n);

        // Pawns.
        let pawns = self.kinds[PieceKind::Pawn.index()] & own;
        let dy: i8 = if us == Color::White { 1 } else { -1 };
        let promo_kinds: &[PieceKind] = match self.options.promotion {
            Promotion::Any => &[
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
            ],
            Promotion::Queen => &[PieceKind::Queen],
        };
        for from in pawns {
            let rel = G.relative_rank(from, us);
            let push = |to: Square, out: &mut Pseudo| {
                if G.relative_rank(to, us) == 7 {
                    for &k in promo_kinds {
                        out.push(Move::new(from, to, MoveKind::Promotion(k)));
                    }
                } else {
                    out.push(Move::new(from, to, MoveKind::Normal));
                }
            };
            if let Some(one) = G.offset(from, 0, dy) {
                if !occ.contains(one) {
                    push(one, out);
                    if rel == 1 {
                        if let Some(two) = G.offset(one, 0, dy) {
                            if !occ.contains(two) {
                                out.push(Move::new(from, two, MoveKind::Normal));
                            }
                        }
                    }
                }
            }
            let attacks = TABLES.pawn_attacks[us.index()][from.index()];
            for to in attacks & enemy {
                push(to, out);
            }
            if let Some(ep) = self.en_passant {
                if attacks.contains(ep) {
                    out.push(Move::new(from, ep, MoveKind::Normal));
                }
            }
        }

        // Knights, bishops, rooks, queens.
        for kind in [
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ] {
            for from in self.kinds[kind.index()] & own {
                let roles = self.role_of(kind, phase, day.contains(from));
                for to in Self::role_targets(roles, from, us, occ) - own {
                    out.push(Move::new(from, to, MoveKind::Normal));
                }
            }
        }

        // The King.
        let Some(king) = self.king_square(us) else {
            return;
        };
        if self.king_may_move(in_check, king) {
            for to in TABLES.king[king.index()] - own {
                out.push(Move::new(king, to, MoveKind::Normal));
            }
        }
        if !in_check && self.may_castle(king) {
            self.castling_moves(king, out);
        }
    }

    fn castling_moves(&self, king: Square, out: &mut Pseudo) {
        let us = self.turn;
        let y = if us == Color::White { 0 } else { 7 };
        if king != G.sq(4, y) {
            return;
        }
        let rooks = self.kinds[PieceKind::Rook.index()] & self.colors[us];
        let occ = self.occupied();
        let them_n = self.opponent_fullmove();
        for king_side in [true, false] {
            if !self.castling.has(CastlingRights::flag(us, king_side)) {
                continue;
            }
            let (rook_x, between, walk): (u8, &[u8], [u8; 2]) = if king_side {
                (7, &[5, 6], [5, 6])
            } else {
                (0, &[1, 2, 3], [3, 2])
            };
            if !rooks.contains(G.sq(rook_x, y)) {
                continue;
            }
            if between.iter().any(|&x| occ.contains(G.sq(x, y))) {
                continue;
            }
            if walk
                .iter()
                .any(|&x| self.attacked_by(G.sq(x, y), !us, them_n))
            {
                continue;
            }
            out.push(Move::new(king, G.sq(walk[1], y), MoveKind::Normal));
        }
    }

    /// The legal moves (§6.4), into `out`.
    pub(crate) fn generate(&self, out: &mut impl MoveBuffer<Move>) {
        out.clear();
        if self.ended.is_some() {
            return;
        }
        let us = self.turn;
        let them = !us;
        let in_check = self.midnight();
        let side = self.sides[us];
        if in_check
            && side.phase == Phase::Post
            && self.options.escape_limit == EscapeLimit::AnyEscape
            && side.escapes >= 32
        {
            // A check after the 32nd escape is fatal.
            return;
        }
        let mutual = in_check && self.king_attacked(them, self.fullmove);
        let their_king = self.king_square(them);
        let counter_check_allowed =
            side.phase != Phase::Classic || self.options.classic_counter_check;
        let mut pseudo = Pseudo::new();
        self.pseudo_moves(in_check, &mut pseudo);
        let pawns = self.kinds[PieceKind::Pawn.index()];
        let mut pawn_capture = false;
        let mut kept = Pseudo::new();
        // Fast path: when not in check, a move that is not the King's, opens no line to the
        // King and changes none of the opponent's phases cannot expose the King.
        let king = self.king_square(us);
        let sliders = self.colors[them]
            & (self.kinds[PieceKind::Rook.index()]
                | self.kinds[PieceKind::Bishop.index()]
                | self.kinds[PieceKind::Queen.index()]);
        let lines = king.map_or(Bitboard::EMPTY, |k| TABLES.lines_towards(k, sliders));
        let fast_ok = !in_check && !self.rule5_pending(them);
        let their_queen = self.sides[them].original_queen;
        for &m in &pseudo {
            if Some(m.to()) == their_king {
                // §6.4 step 2: always legal; by a pawn it is also a pawn capture (§7a.15).
                pawn_capture |= pawns.contains(m.from());
                kept.push(m);
                continue;
            }
            let to = m.to();
            let harmless_capture = !self.colors[them].contains(to)
                || (self.kinds[PieceKind::Pawn.index()] | self.kinds[PieceKind::Knight.index()])
                    .contains(to)
                || (self.kinds[PieceKind::Queen.index()].contains(to) && their_queen != Some(to));
            if fast_ok
                && Some(m.from()) != king
                && !lines.contains(m.from())
                && !self.is_en_passant(m)
                && harmless_capture
            {
                if pawns.contains(m.from())
                    && self.is_capture(m)
                    && (self.options.compulsory_en_passant || !self.is_en_passant(m))
                {
                    pawn_capture = true;
                }
                kept.push(m);
                continue;
            }
            let mut child = self.clone();
            child.apply(m, in_check);
            if child.king_attacked(us, child.fullmove) {
                let king_move = self.kinds[PieceKind::King.index()].contains(m.from());
                let ok = in_check
                    && counter_check_allowed
                    && !(king_move
                        && side.phase == Phase::Post
                        && !self.options.post_king_counter_check)
                    && child.king_attacked(them, child.opponent_fullmove());
                if !ok {
                    continue;
                }
            }
            let capture = self.is_capture(m);
            if mutual
                && !capture
                && (child.man_attacks(m.to(), child.opponent_fullmove()) & child.colors[them])
                    .is_empty()
            {
                continue;
            }
            if pawns.contains(m.from())
                && capture
                && (self.options.compulsory_en_passant || !self.is_en_passant(m))
            {
                pawn_capture = true;
            }
            kept.push(m);
        }
        let compulsion = side.phase == Phase::Syn
            && side.original_queen == Some(crate::queen_home(us))
            && pawn_capture;
        for &m in &kept {
            if compulsion {
                let is_pawn_capture = pawns.contains(m.from())
                    && self.is_capture(m)
                    && (self.options.compulsory_en_passant || !self.is_en_passant(m));
                if !(is_pawn_capture || Some(m.to()) == their_king) {
                    continue;
                }
            }
            out.push(m);
        }
        if out.is_empty()
            && !in_check
            && side.phase != Phase::Classic
            && self.options.no_move == crate::NoMove::Pass
        {
            out.push(Move::PASS);
        }
    }
}
