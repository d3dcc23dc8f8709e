//! An independent, deliberately slow implementation of the rules file, written from the text
//! of §3–§4, §8a and §9 without the crate's internals: stacks are `Vec`s, reachability is
//! tested square by square with plain geometry, every move is played on a copy. Used to
//! cross-check the fast generator (moves and resulting FENs) on random playouts and perft.
#![allow(dead_code, clippy::too_many_arguments)]

use skazka_core::{Color, Position};
use skazka_volkhv::{
    BorrowedPawn, Checker, DieFace, DieState, EpCapture, Face, Options, PawnClimb, PieceKind,
    Profile, ReleasedEnemyPromo, TalleyrandSet, Volkhv,
};

#[derive(Clone, Debug)]
pub struct Slow {
    pub stacks: Vec<Vec<Checker>>,
    pub turn: Color,
    pub castling: [bool; 4],
    pub ep: Option<usize>,
    pub die: DieState,
    pub pending: Option<usize>,
    pub halfmove: u32,
    pub fullmove: u32,
    pub opts: Options,
    pub king_captured: Option<Color>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sp {
    Normal,
    Double,
    Ep,
    Castle,
}

fn xy(i: usize) -> (i32, i32) {
    ((i % 8) as i32, (i / 8) as i32)
}
fn idx(x: i32, y: i32) -> Option<usize> {
    ((0..8).contains(&x) && (0..8).contains(&y)).then(|| (y * 8 + x) as usize)
}
fn name(i: usize) -> String {
    let (x, y) = xy(i);
    format!("{}{}", (b'a' + x as u8) as char, y + 1)
}
fn fwd(c: Color) -> i32 {
    if c == Color::White { 1 } else { -1 }
}
fn rel_rank(i: usize, c: Color) -> i32 {
    let y = xy(i).1;
    if c == Color::White { y } else { 7 - y }
}
fn letter(c: &Checker) -> char {
    let l = c.kind.letter();
    if c.color == Color::White {
        l
    } else {
        l.to_ascii_lowercase()
    }
}
fn token(c: &Checker) -> String {
    let mut s = String::new();
    s.push(letter(c));
    if c.kind == PieceKind::Pawn {
        if let Some(k) = c.promotes_to {
            s.push('=');
            s.push(if c.color == Color::White {
                k.letter()
            } else {
                k.letter().to_ascii_lowercase()
            });
        }
    }
    if c.promoted {
        s.push('~');
    }
    if c.has_moved {
        s.push('^');
    }
    s
}

const KINDS: [PieceKind; 7] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
    PieceKind::Helgi,
];

impl Slow {
    pub fn from(pos: &Volkhv) -> Slow {
        let s = pos.to_setup();
        let stacks: Vec<Vec<Checker>> = s
            .stacks
            .iter()
            .map(|st| st.iter().copied().collect())
            .collect();
        let mut king_captured = None;
        let o = pos.options();
        for st in &stacks {
            for (i, c) in st.iter().enumerate() {
                // A King right under its own checker is buried by its side
                // (`own_king_capture`), not captured.
                if c.kind == PieceKind::King
                    && i + 1 < st.len()
                    && !(o.own_king_capture && st.last().unwrap().color == c.color)
                {
                    king_captured = Some(c.color);
                }
            }
        }
        Slow {
            stacks,
            turn: s.turn,
            castling: s.castling.0,
            ep: s.en_passant.map(|q| q.index()),
            die: s.die,
            pending: s.pending.map(|q| q.index()),
            halfmove: s.halfmove,
            fullmove: s.fullmove,
            opts: *pos.options(),
            king_captured,
        }
    }

    fn enforce(&self) -> bool {
        if self.opts.dice {
            self.opts.dice_check
        } else {
            !self.opts.king_capture_mode
        }
    }

    /// Whether `me`'s King (when on top) is safe in `c`, every pending declaration included.
    fn safe_after(me: Color, c: &Slow) -> bool {
        let safe = |c: &Slow| c.king_sq(me).is_none_or(|k| !c.attacked(k, me.other()));
        safe(c) && (c.pending.is_none() || c.moves().iter().all(|(_, d)| safe(d)))
    }

    /// Tower moves of `color` for `face`, legal when check is enforced.
    fn legal(&self, color: Color, face: Option<Face>, ep: Option<usize>) -> Vec<(String, Slow)> {
        let mut v = if color == self.turn {
            self.pseudo(color, face, ep)
        } else {
            let mut o = self.clone();
            o.turn = color;
            o.pseudo(color, face, ep)
        };
        if self.enforce() {
            v.retain(|(_, c)| Slow::safe_after(color, c));
        }
        v
    }
    fn self_only(&self) -> bool {
        self.opts.promo_self_only || self.opts.promo_lone_pawn_only
    }
    fn top(&self, i: usize) -> Option<Checker> {
        self.stacks[i].last().copied()
    }

    pub fn fen(&self) -> String {
        let mut s = String::new();
        for y in (0..8).rev() {
            let mut empty = 0;
            for x in 0..8 {
                let st = &self.stacks[(y * 8 + x) as usize];
                if st.is_empty() {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    s += &empty.to_string();
                    empty = 0;
                }
                if st.len() == 1 {
                    s += &token(&st[0]);
                } else {
                    s.push('(');
                    for c in st {
                        s += &token(c);
                    }
                    s.push(')');
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if y > 0 {
                s.push('/');
            }
        }
        s += if self.turn == Color::White {
            " w "
        } else {
            " b "
        };
        let cs: String = "KQkq"
            .chars()
            .zip(self.castling)
            .filter(|p| p.1)
            .map(|p| p.0)
            .collect();
        s += if cs.is_empty() { "-" } else { &cs };
        s += &format!(" {}", self.ep.map_or("-".to_string(), name));
        s += match self.die {
            DieState::Off => " -".to_string(),
            DieState::AwaitingRoll => " ?".to_string(),
            DieState::Rolled(f) => format!(" {}", f.letter()),
            _ => unreachable!(),
        }
        .as_str();
        s += &format!(" {} {}", self.halfmove, self.fullmove);
        if let Some(p) = self.pending {
            s += &format!(" {}", name(p));
        }
        s
    }

    /// Geometric reach of a non-pawn kind (lines must be clear), ignoring what is on `to`.
    fn geo_reach(&self, kind: PieceKind, from: usize, to: usize) -> bool {
        let (fx, fy) = xy(from);
        let (tx, ty) = xy(to);
        let (dx, dy) = (tx - fx, ty - fy);
        let knight = (dx.abs() == 1 && dy.abs() == 2) || (dx.abs() == 2 && dy.abs() == 1);
        let line = |orth: bool, diag: bool| {
            let ok = (orth && (dx == 0 || dy == 0)) || (diag && dx.abs() == dy.abs());
            if !ok || (dx == 0 && dy == 0) {
                return false;
            }
            let (sx, sy) = (dx.signum(), dy.signum());
            let (mut x, mut y) = (fx + sx, fy + sy);
            while (x, y) != (tx, ty) {
                if !self.stacks[idx(x, y).unwrap()].is_empty() {
                    return false;
                }
                x += sx;
                y += sy;
            }
            true
        };
        match kind {
            PieceKind::King => dx.abs().max(dy.abs()) == 1,
            PieceKind::Knight => knight,
            PieceKind::Rook => line(true, false),
            PieceKind::Bishop => line(false, true),
            PieceKind::Queen => line(true, true),
            PieceKind::Helgi => knight || line(true, true),
            PieceKind::Pawn => false,
            _ => false,
        }
    }

    fn land_ok(&self, color: Color, to: usize, pawn: bool) -> bool {
        let enemy_king_inside = self.stacks[to]
            .iter()
            .any(|t| t.kind == PieceKind::King && t.color != color);
        if enemy_king_inside && self.enforce() {
            return false;
        }
        match self.top(to) {
            None => true,
            Some(t) if t.kind == PieceKind::King && t.color != color => !self.enforce(),
            Some(t) if t.kind == PieceKind::King => {
                self.opts.own_king_capture
                    && self.opts.own_capture
                    && (pawn || self.opts.non_pawn_own_capture)
            }
            Some(t) if t.color == color => {
                self.opts.own_capture && (pawn || self.opts.non_pawn_own_capture)
            }
            Some(_) => true,
        }
    }

    /// How the `kind` pattern of a part topped by `top` reaches `to`, if at all.
    fn reach(
        &self,
        kind: PieceKind,
        own: bool,
        top: Checker,
        color: Color,
        from: usize,
        to: usize,
        ep: Option<usize>,
        dir: Color,
    ) -> Option<Sp> {
        if kind != PieceKind::Pawn {
            return (self.geo_reach(kind, from, to) && self.land_ok(color, to, false))
                .then_some(Sp::Normal);
        }
        let (fx, fy) = xy(from);
        let (tx, ty) = xy(to);
        let f = fwd(dir);
        let straight = self.opts.pawn_own_climb == PawnClimb::Straight;
        let t = self.top(to);
        if ty - fy == f && tx == fx {
            return match t {
                None => Some(Sp::Normal),
                Some(t)
                    if straight
                        && t.color == color
                        && (t.kind != PieceKind::King || self.opts.own_king_capture)
                        && self.opts.own_capture =>
                {
                    Some(Sp::Normal)
                }
                _ => None,
            };
        }
        if ty - fy == f && (tx - fx).abs() == 1 {
            return match t {
                None => (own && ep == Some(to)).then_some(Sp::Ep),
                Some(t) if t.color == color => {
                    (!straight && self.land_ok(color, to, true)).then_some(Sp::Normal)
                }
                Some(_) => self.land_ok(color, to, true).then_some(Sp::Normal),
            };
        }
        if own
            && ty - fy == 2 * f
            && tx == fx
            && (!top.has_moved || self.opts.double_step_reset)
            && rel_rank(from, color) == 1
        {
            let mid = idx(fx, fy + f).unwrap();
            if !self.stacks[mid].is_empty() {
                return None;
            }
            return match t {
                None => Some(Sp::Double),
                Some(t)
                    if straight
                        && t.color == color
                        && (t.kind != PieceKind::King || self.opts.own_king_capture)
                        && self.opts.own_capture =>
                {
                    Some(Sp::Normal)
                }
                _ => None,
            };
        }
        None
    }

    pub fn attacked(&self, sq: usize, by: Color) -> bool {
        (0..64).any(|s| {
            let Some(t) = self.top(s) else { return false };
            if t.color != by {
                return false;
            }
            let kinds: Vec<(PieceKind, Color)> = if self.opts.talleyrand {
                self.stacks[s]
                    .iter()
                    .filter(|c| self.opts.talleyrand_set != TalleyrandSet::Own || c.color == by)
                    .map(|c| {
                        let dir = if self.opts.borrowed_pawn == BorrowedPawn::Owner {
                            c.color
                        } else {
                            by
                        };
                        (c.kind, dir)
                    })
                    .collect()
            } else {
                vec![(t.kind, by)]
            };
            kinds.iter().any(|&(k, dir)| {
                if k == PieceKind::Pawn {
                    let (sx, sy) = xy(s);
                    let (x, y) = xy(sq);
                    y - sy == fwd(dir) && (x - sx).abs() == 1
                } else {
                    self.geo_reach(k, s, sq)
                }
            })
        })
    }

    /// The square of `c`'s King: on top, or buried in a tower `c` controls.
    fn king_sq(&self, c: Color) -> Option<usize> {
        (0..64).find(|&s| {
            self.top(s).is_some_and(|t| t.color == c)
                && self.stacks[s]
                    .iter()
                    .any(|t| t.kind == PieceKind::King && t.color == c)
        })
    }

    fn choices(&self, pawn: Checker) -> Vec<Option<PieceKind>> {
        let mut v: Vec<Option<PieceKind>> = match (self.opts.profile, pawn.promotes_to) {
            (Profile::Federation, Some(k)) => vec![Some(k)],
            _ => [
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
            ]
            .map(Some)
            .to_vec(),
        };
        if self.opts.promotion_optional {
            v.push(None);
        }
        v
    }

    fn end_turn(&mut self) {
        if self.turn == Color::Black {
            self.fullmove += 1;
        }
        self.turn = self.turn.other();
        if self.opts.dice {
            self.die = DieState::AwaitingRoll;
        }
    }

    fn clear_rights(&mut self, sq: usize) {
        match sq {
            4 => {
                self.castling[0] = false;
                self.castling[1] = false;
            }
            7 => self.castling[0] = false,
            0 => self.castling[1] = false,
            60 => {
                self.castling[2] = false;
                self.castling[3] = false;
            }
            63 => self.castling[2] = false,
            56 => self.castling[3] = false,
            _ => {}
        }
    }

    fn move_unit(&mut self, from: usize, to: usize, k: usize) {
        let h = self.stacks[from].len();
        let mut part: Vec<Checker> = self.stacks[from].drain(h - k..).collect();
        for c in &mut part {
            c.has_moved = true;
        }
        self.stacks[to].extend(part);
    }

    #[allow(clippy::too_many_arguments)]
    fn play(
        &self,
        from: usize,
        to: usize,
        k: usize,
        sp: Sp,
        promo: Option<PieceKind>,
        at_source: bool,
    ) -> Slow {
        let mut c = self.clone();
        let mover = self.turn;
        c.ep = None;
        let pawn_move = self.top(from).unwrap().kind == PieceKind::Pawn;
        let capture = !self.stacks[to].is_empty() || sp == Sp::Ep;
        match sp {
            Sp::Castle => {
                let rank = if mover == Color::White { 0 } else { 56 };
                let (rf, rt) = if to % 8 == 6 {
                    (rank + 7, rank + 5)
                } else {
                    (rank, rank + 3)
                };
                c.move_unit(rf, rt, 1);
                c.move_unit(from, to, 1);
                c.clear_rights(rf);
            }
            Sp::Ep => {
                let (x, y) = xy(to);
                let victim = idx(x, y - fwd(mover)).unwrap();
                let h = match self.opts.ep_capture {
                    EpCapture::TopPawn => 1,
                    _ => c.stacks[victim].len(),
                };
                c.move_unit(victim, to, h);
                c.move_unit(from, to, k);
            }
            Sp::Normal | Sp::Double => {
                if c.stacks[to]
                    .iter()
                    .any(|x| x.kind == PieceKind::King && x.color != mover)
                {
                    c.king_captured = Some(mover.other());
                }
                if let Some(t) = c.stacks[to].last_mut() {
                    if t.kind == PieceKind::King && t.color != mover {
                        c.king_captured = Some(t.color);
                    }
                    if self.opts.demote_on_capture && t.promoted {
                        t.kind = PieceKind::Pawn;
                        t.promoted = false;
                    }
                }
                c.move_unit(from, to, k);
                if sp == Sp::Double {
                    let (x, y) = xy(from);
                    c.ep = idx(x, y + fwd(mover));
                }
            }
        }
        if let Some(kind) = promo {
            let at = if at_source { from } else { to };
            let t = c.stacks[at].last_mut().unwrap();
            t.kind = kind;
            t.promoted = true;
        }
        if sp != Sp::Castle && !self.self_only() {
            if let Some(r) = c.top(from) {
                if r.color != mover && r.kind == PieceKind::Pawn && rel_rank(from, r.color) == 7 {
                    match self.opts.released_enemy_promo {
                        ReleasedEnemyPromo::Owner => c.pending = Some(from),
                        _ => {
                            let kind = match (self.opts.profile, r.promotes_to) {
                                (Profile::Federation, Some(k)) => k,
                                _ => PieceKind::Queen,
                            };
                            let t = c.stacks[from].last_mut().unwrap();
                            t.kind = kind;
                            t.promoted = true;
                        }
                    }
                }
            }
        }
        c.clear_rights(from);
        c.clear_rights(to);
        c.halfmove = if capture || pawn_move {
            0
        } else {
            c.halfmove + 1
        };
        c.end_turn();
        c
    }

    /// Pseudo-legal tower moves of the side to move (`color`), as (text, child).
    fn pseudo(&self, color: Color, face: Option<Face>, ep: Option<usize>) -> Vec<(String, Slow)> {
        let mut out = Vec::new();
        let wild = face.is_none() || (face == Some(Face::Queen) && self.opts.queen_face_wild);
        let top_face = !wild && self.opts.die_face == DieFace::Top;
        let face_ok = |k: PieceKind| wild || top_face || face.is_some_and(|f| f.kind() == k);
        for from in 0..64 {
            let Some(top) = self.top(from) else { continue };
            if top.color != color {
                continue;
            }
            if top_face && face.is_some_and(|f| f.kind() != top.kind) {
                continue;
            }
            let h = self.stacks[from].len();
            for k in 1..=h {
                let part = &self.stacks[from][h - k..];
                // `own_king_capture`: no split leaves the mover's King under an enemy checker.
                let rest_part = &self.stacks[from][..h - k];
                if self.opts.own_king_capture
                    && rest_part.last().is_some_and(|r| r.color != color)
                    && rest_part
                        .iter()
                        .any(|c| c.kind == PieceKind::King && c.color == color)
                {
                    continue;
                }
                // (pattern, direction colour for pawns)
                let lent = |c: &Checker| {
                    let dir = if self.opts.borrowed_pawn == BorrowedPawn::Owner {
                        c.color
                    } else {
                        color
                    };
                    (
                        c.kind,
                        if c.kind == PieceKind::Pawn {
                            dir
                        } else {
                            color
                        },
                    )
                };
                let mut kinds: Vec<(PieceKind, Color)> = if !self.opts.talleyrand {
                    vec![(top.kind, color)]
                } else {
                    match self.opts.talleyrand_set {
                        TalleyrandSet::Tower => self.stacks[from].iter().map(lent).collect(),
                        TalleyrandSet::Own => {
                            part.iter().filter(|c| c.color == color).map(lent).collect()
                        }
                        _ => part.iter().map(lent).collect(),
                    }
                };
                kinds.retain(|&(k, _)| face_ok(k));
                let cap = self.opts.height_cap.map_or(usize::MAX, usize::from);
                let rest = (k < h).then(|| self.stacks[from][h - k - 1]);
                for to in 0..64 {
                    if to == from {
                        continue;
                    }
                    let own = if kinds.contains(&(top.kind, color)) {
                        self.reach(top.kind, true, top, color, from, to, ep, color)
                    } else {
                        None
                    };
                    let sp = match own {
                        Some(sp) => sp,
                        None => {
                            if kinds.iter().any(|&(b, dir)| {
                                (b, dir) != (top.kind, color)
                                    && self
                                        .reach(b, false, top, color, from, to, ep, dir)
                                        .is_some()
                            }) {
                                Sp::Normal
                            } else {
                                continue;
                            }
                        }
                    };
                    let landing = if sp == Sp::Ep {
                        match self.opts.ep_capture {
                            EpCapture::TopPawn => 1,
                            _ => {
                                let (x, y) = xy(to);
                                self.stacks[idx(x, y - fwd(color)).unwrap()].len()
                            }
                        }
                    } else {
                        self.stacks[to].len()
                    };
                    if landing + k > cap {
                        continue;
                    }
                    let text = if k < h {
                        format!("{}({}){}", name(from), k, name(to))
                    } else {
                        format!("{}{}", name(from), name(to))
                    };
                    let dest_promo = own.is_some()
                        && top.kind == PieceKind::Pawn
                        && sp == Sp::Normal
                        && rel_rank(to, color) == 7
                        && (!self.opts.promo_lone_pawn_only || (k == 1 && h == 1));
                    let source_pawn = rest.filter(|r| {
                        r.color == color
                            && r.kind == PieceKind::Pawn
                            && rel_rank(from, color) == 7
                            && !self.self_only()
                    });
                    if dest_promo {
                        for ch in self.choices(top) {
                            let t = match ch {
                                Some(p) => format!("{text}={}", p.letter()),
                                None => text.clone(),
                            };
                            out.push((t, self.play(from, to, k, sp, ch, false)));
                        }
                    } else if let Some(p) = source_pawn {
                        for ch in self.choices(p) {
                            let t = match ch {
                                Some(p) => format!("{text}={}", p.letter()),
                                None => text.clone(),
                            };
                            out.push((t, self.play(from, to, k, sp, ch, true)));
                        }
                    } else {
                        out.push((text, self.play(from, to, k, sp, None, false)));
                    }
                }
            }
        }
        let castle_face = wild || matches!(face, Some(Face::King | Face::Queen | Face::Rook));
        if castle_face {
            let base = if color == Color::White { 0 } else { 56 };
            let ri = if color == Color::White { 0 } else { 2 };
            for long in [false, true] {
                if !self.castling[ri + long as usize] {
                    continue;
                }
                let king = base + 4;
                let rook = if long { base } else { base + 7 };
                let lone = |s: usize, kind| {
                    self.stacks[s].len() == 1
                        && self.stacks[s][0].kind == kind
                        && self.stacks[s][0].color == color
                };
                if !lone(king, PieceKind::King) || !lone(rook, PieceKind::Rook) {
                    continue;
                }
                let between: Vec<usize> = if long {
                    vec![base + 1, base + 2, base + 3]
                } else {
                    vec![base + 5, base + 6]
                };
                if between.iter().any(|&s| !self.stacks[s].is_empty()) {
                    continue;
                }
                let to = if long { base + 2 } else { base + 6 };
                if self.enforce() && !self.opts.castling_ignores_check {
                    let path = if long {
                        [base + 4, base + 3, base + 2]
                    } else {
                        [base + 4, base + 5, base + 6]
                    };
                    if path.iter().any(|&s| self.attacked(s, color.other())) {
                        continue;
                    }
                }
                out.push((
                    format!("{}{}", name(king), name(to)),
                    self.play(king, to, 1, Sp::Castle, None, false),
                ));
            }
        }
        out
    }

    pub fn moves(&self) -> Vec<(String, Slow)> {
        if self.king_captured.is_some() {
            return vec![];
        }
        if let Some(p) = self.pending {
            let pawn = self.top(p).unwrap();
            return self
                .choices(pawn)
                .into_iter()
                .map(|ch| {
                    let mut c = self.clone();
                    if let Some(k) = ch {
                        let t = c.stacks[p].last_mut().unwrap();
                        t.kind = k;
                        t.promoted = true;
                    }
                    c.pending = None;
                    (format!("{}={}", name(p), ch.map_or('P', |k| k.letter())), c)
                })
                .collect();
        }
        match self.die {
            DieState::AwaitingRoll => {
                let any = !self.legal(self.turn, None, self.ep).is_empty()
                    || (!self.enforce() && !self.legal(self.turn.other(), None, None).is_empty());
                if !any {
                    return vec![];
                }
                Face::ALL
                    .iter()
                    .map(|&f| {
                        let mut c = self.clone();
                        c.die = DieState::Rolled(f);
                        (format!("[{}]", f.letter()), c)
                    })
                    .collect()
            }
            DieState::Rolled(f) => {
                let v = self.legal(self.turn, Some(f), self.ep);
                if !v.is_empty() {
                    return v;
                }
                let mut c = self.clone();
                c.ep = None;
                c.halfmove += 1;
                if self.opts.reroll_on_no_move && !self.legal(self.turn, None, self.ep).is_empty() {
                    c.die = DieState::AwaitingRoll;
                } else {
                    c.end_turn();
                }
                vec![("--".to_string(), c)]
            }
            _ => {
                // With a pending owner's declaration, every possible declaration must be safe.
                self.legal(self.turn, None, self.ep)
            }
        }
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let m = self.moves();
        if depth == 1 {
            return m.len() as u64;
        }
        m.iter().map(|(_, c)| c.perft(depth - 1)).sum()
    }
}

/// The fast generator's moves as sorted (text, child FEN) pairs.
pub fn fast_pairs(pos: &Volkhv) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = pos
        .legal_move_list()
        .iter()
        .map(|&m| {
            let mut c = pos.clone();
            c.play_unchecked(m);
            (pos.display_move(m).to_string(), c.to_string())
        })
        .collect();
    v.sort();
    v
}

/// The slow generator's moves as sorted (text, child FEN) pairs.
pub fn slow_pairs(pos: &Volkhv) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = Slow::from(pos)
        .moves()
        .into_iter()
        .map(|(t, c)| (t, c.fen()))
        .collect();
    v.sort();
    v
}

pub fn opts(pairs: &[(&str, &str)]) -> Options {
    let mut o = Options::default();
    for (k, v) in pairs {
        o.set(k, v).unwrap();
    }
    o
}

pub fn pos(fen: &str, o: &Options) -> Volkhv {
    Volkhv::from_fen(fen, o).unwrap_or_else(|e| panic!("{fen}: {e}"))
}
