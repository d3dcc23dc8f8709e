//! A slow, independent Xianling move generator for cross-checking the fast one.
//!
//! Written from the rules file only: pieces walk `(dx, dy)` offsets on a plain array, legality
//! is "play the move on a copy, then generate every enemy capture and look for the King".
//! It shares nothing with the crate's tables, attack groups or pruning.

#![allow(dead_code)]

use skazka_xianling::fen::parse_setup;
use skazka_xianling::{PieceKind, Wing};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct P {
    pub white: bool,
    pub kind: PieceKind,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ref {
    pub sq: [Option<P>; 100],
    pub white: bool,
    /// White O-O, White O-O-O, Black O-O, Black O-O-O.
    pub castle: [bool; 4],
    pub after_pass: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RMove {
    Normal(i32, i32, Option<PieceKind>),
    Castle(i32, i32, i32, i32),
    Pass,
}

fn name(s: i32) -> String {
    format!("{}{}", (b'a' + (s % 10) as u8) as char, s / 10 + 1)
}

impl RMove {
    pub fn text(self) -> String {
        match self {
            RMove::Pass => "--".into(),
            RMove::Castle(k, kt, _, _) => format!("{}{}", name(k), name(kt)),
            RMove::Normal(f, t, p) => {
                let mut s = format!("{}{}", name(f), name(t));
                if let Some(k) = p {
                    s.push('=');
                    s.push_str(k.token());
                }
                s
            }
        }
    }
}

const ORTHO: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGO: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn sym(x: i32, y: i32) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for (a, b) in [(x, y), (y, x)] {
        for sa in [1, -1] {
            for sb in [1, -1] {
                let s = (a * sa, b * sb);
                if !v.contains(&s) {
                    v.push(s);
                }
            }
        }
    }
    v
}

enum Comp {
    Leap(Vec<(i32, i32)>),
    Slide(Vec<(i32, i32)>),
    Hop(Vec<(i32, i32)>),
    /// First steps; the second leg takes the outward orthogonal/diagonal directions.
    Bent(Vec<(i32, i32)>, Vec<(i32, i32)>),
}

fn comps(kind: PieceKind) -> Vec<Comp> {
    use Comp::*;
    use PieceKind as K;
    let w = || sym(0, 1);
    let f = || sym(1, 1);
    let n = || sym(1, 2);
    let q = || [ORTHO.to_vec(), DIAGO.to_vec()].concat();
    match kind {
        K::Pawn | K::King => vec![],
        K::Wazir => vec![Leap(w())],
        K::Ferz => vec![Leap(f())],
        K::Guard => vec![Leap(w()), Leap(f())],
        K::Knight => vec![Leap(n())],
        K::Ship => vec![Leap(w()), Leap(sym(0, 2))],
        K::Elephant => vec![Leap(f()), Leap(sym(2, 2))],
        K::Camel => vec![Leap(sym(1, 3))],
        K::Zebra => vec![Leap(sym(2, 3))],
        K::Kirin => vec![Leap(f()), Leap(sym(0, 2))],
        K::Phoenix => vec![Leap(w()), Leap(sym(2, 2))],
        K::Rook => vec![Slide(ORTHO.to_vec())],
        K::Bishop => vec![Slide(DIAGO.to_vec())],
        K::Cannon => vec![Hop(ORTHO.to_vec())],
        K::Archer => vec![Hop(DIAGO.to_vec())],
        K::Queen => vec![Slide(q())],
        K::Amazon => vec![Slide(q()), Leap(n())],
        K::Marshal => vec![Slide(ORTHO.to_vec()), Leap(n())],
        K::Princess => vec![Slide(DIAGO.to_vec()), Leap(n())],
        K::Eagle => vec![Bent(DIAGO.to_vec(), ORTHO.to_vec())],
        K::Rhino => vec![Bent(ORTHO.to_vec(), DIAGO.to_vec())],
        K::Lion => {
            let mut v = Vec::new();
            for dx in -2..=2i32 {
                for dy in -2..=2i32 {
                    if (dx, dy) != (0, 0) {
                        v.push((dx, dy));
                    }
                }
            }
            vec![Leap(v)]
        }
        K::Buffalo => vec![Leap(n()), Leap(sym(1, 3)), Leap(sym(2, 3))],
        K::Kangaroo => vec![Hop(q())],
        K::Dragon => vec![Slide(ORTHO.to_vec()), Leap(f())],
        K::Griffin => vec![Slide(DIAGO.to_vec()), Leap(w())],
    }
}

fn at(x: i32, y: i32) -> Option<i32> {
    ((0..10).contains(&x) && (0..10).contains(&y)).then_some(y * 10 + x)
}

impl Ref {
    pub fn from_fen(fen: &str) -> Ref {
        let s = parse_setup(fen).expect("valid fen");
        let mut sq = [None; 100];
        for (i, p) in s.board.iter().enumerate() {
            sq[i] = p.map(|p| P {
                white: p.color.is_white(),
                kind: p.kind,
            });
        }
        let c = s.castling;
        use skazka_core::Color::*;
        Ref {
            sq,
            white: s.turn.is_white(),
            castle: [
                c.has(White, Wing::King),
                c.has(White, Wing::Queen),
                c.has(Black, Wing::King),
                c.has(Black, Wing::Queen),
            ],
            after_pass: s.after_pass,
        }
    }

    /// Pseudo-legal (to, capture) targets of the piece on `s`.
    fn piece_targets(&self, s: i32) -> Vec<(i32, bool)> {
        let p = self.sq[s as usize].unwrap();
        let (x, y) = (s % 10, s / 10);
        let mut out = Vec::new();
        let enemy = |t: i32| self.sq[t as usize].is_some_and(|q| q.white != p.white);
        let empty = |t: i32| self.sq[t as usize].is_none();
        match p.kind {
            PieceKind::Pawn => {
                let fy = if p.white { 1 } else { -1 };
                if let Some(t) = at(x, y + fy) {
                    if empty(t) {
                        out.push((t, false));
                    }
                }
                for dx in [-1, 1] {
                    if let Some(t) = at(x + dx, y + fy) {
                        if enemy(t) {
                            out.push((t, true));
                        }
                    }
                }
                return out;
            }
            PieceKind::King => {
                for (dx, dy) in [sym(0, 1), sym(1, 1)].concat() {
                    if let Some(t) = at(x + dx, y + dy) {
                        if empty(t) || enemy(t) {
                            out.push((t, enemy(t)));
                        }
                    }
                }
                return out;
            }
            _ => {}
        }
        for c in comps(p.kind) {
            match c {
                Comp::Leap(v) => {
                    for (dx, dy) in v {
                        if let Some(t) = at(x + dx, y + dy) {
                            if empty(t) || enemy(t) {
                                out.push((t, enemy(t)));
                            }
                        }
                    }
                }
                Comp::Slide(v) => {
                    for (dx, dy) in v {
                        self.slide_from(x, y, dx, dy, p.white, &mut out);
                    }
                }
                Comp::Hop(v) => {
                    for (dx, dy) in v {
                        let (mut cx, mut cy) = (x + dx, y + dy);
                        let mut screen = false;
                        while let Some(t) = at(cx, cy) {
                            if !screen {
                                if empty(t) {
                                    out.push((t, false));
                                } else {
                                    screen = true;
                                }
                            } else if !empty(t) {
                                if enemy(t) {
                                    out.push((t, true));
                                }
                                break;
                            }
                            cx += dx;
                            cy += dy;
                        }
                    }
                }
                Comp::Bent(first, second) => {
                    for (dx, dy) in first {
                        let Some(c) = at(x + dx, y + dy) else {
                            continue;
                        };
                        if !empty(c) {
                            if enemy(c) {
                                out.push((c, true));
                            }
                            continue;
                        }
                        out.push((c, false));
                        for &(ex, ey) in &second {
                            if ex * dx + ey * dy > 0 {
                                self.slide_from(x + dx, y + dy, ex, ey, p.white, &mut out);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    fn slide_from(
        &self,
        x: i32,
        y: i32,
        dx: i32,
        dy: i32,
        white: bool,
        out: &mut Vec<(i32, bool)>,
    ) {
        let (mut cx, mut cy) = (x + dx, y + dy);
        while let Some(t) = at(cx, cy) {
            match self.sq[t as usize] {
                None => out.push((t, false)),
                Some(q) => {
                    if q.white != white {
                        out.push((t, true));
                    }
                    break;
                }
            }
            cx += dx;
            cy += dy;
        }
    }

    fn king(&self, white: bool) -> i32 {
        (0..100)
            .find(|&i| {
                self.sq[i as usize]
                    == Some(P {
                        white,
                        kind: PieceKind::King,
                    })
            })
            .unwrap()
    }

    /// Whether a piece of side `white` could capture on `s` (an enemy King is placed there
    /// if the square is empty, so captures are generated).
    pub fn attacked(&self, s: i32, by_white: bool) -> bool {
        let mut b = self.clone();
        if b.sq[s as usize].is_none() {
            b.sq[s as usize] = Some(P {
                white: !by_white,
                kind: PieceKind::King,
            });
        }
        (0..100).any(|i| {
            b.sq[i as usize].is_some_and(|p| p.white == by_white)
                && b.piece_targets(i).iter().any(|&(t, c)| c && t == s)
        })
    }

    fn in_check(&self, white: bool) -> bool {
        self.attacked(self.king(white), !white)
    }

    pub fn play(&mut self, m: RMove) {
        match m {
            RMove::Pass => self.after_pass = true,
            RMove::Normal(f, t, promo) => {
                let mut p = self.sq[f as usize].take().unwrap();
                if let Some(k) = promo {
                    p.kind = k;
                }
                self.sq[t as usize] = Some(p);
                for (i, home) in [(0, 8), (1, 1), (2, 98), (3, 91)] {
                    if f == home || t == home {
                        self.castle[i] = false;
                    }
                }
                if f == 5 || t == 5 {
                    self.castle[0] = false;
                    self.castle[1] = false;
                }
                if f == 95 || t == 95 {
                    self.castle[2] = false;
                    self.castle[3] = false;
                }
                self.after_pass = false;
            }
            RMove::Castle(k, kt, r, rt) => {
                let king = self.sq[k as usize].take();
                let rook = self.sq[r as usize].take();
                self.sq[kt as usize] = king;
                self.sq[rt as usize] = rook;
                let base = if self.white { 0 } else { 2 };
                self.castle[base] = false;
                self.castle[base + 1] = false;
                self.after_pass = false;
            }
        }
        self.white = !self.white;
    }

    pub fn moves(&self) -> Vec<RMove> {
        let me = self.white;
        let mut out = Vec::new();
        for s in 0..100 {
            let Some(p) = self.sq[s as usize] else {
                continue;
            };
            if p.white != me {
                continue;
            }
            for (t, _) in self.piece_targets(s) {
                let rel = |q: i32| if me { q / 10 } else { 9 - q / 10 };
                let mut choices: Vec<Option<PieceKind>> = vec![None];
                if p.kind == PieceKind::Pawn && rel(t) == 8 {
                    choices = PieceKind::PAWN_PROMOTIONS
                        .iter()
                        .map(|&k| Some(k))
                        .collect();
                } else if rel(t) == 9 && p.kind == PieceKind::Ferz {
                    choices.extend(PieceKind::FERZ_PROMOTIONS.iter().map(|&k| Some(k)));
                } else if rel(t) == 9 && p.kind == PieceKind::Wazir {
                    choices.extend(PieceKind::WAZIR_PROMOTIONS.iter().map(|&k| Some(k)));
                }
                let m = RMove::Normal(s, t, None);
                let mut b = self.clone();
                b.play(m);
                if b.in_check(me) {
                    continue;
                }
                for c in choices {
                    out.push(RMove::Normal(s, t, c));
                }
            }
        }
        // Castling, King placed on each square.
        let y = if me { 0 } else { 90 };
        let base = if me { 0 } else { 2 };
        if !self.in_check(me) {
            for (i, kt, r, rt, empty) in [
                (0, y + 7, y + 8, y + 6, vec![y + 6, y + 7]),
                (1, y + 3, y + 1, y + 4, vec![y + 2, y + 3, y + 4]),
            ] {
                if !self.castle[base + i] || empty.iter().any(|&e| self.sq[e as usize].is_some()) {
                    continue;
                }
                let k = y + 5;
                let mut transit = self.clone();
                transit.sq[rt as usize] = transit.sq[k as usize].take();
                if transit.in_check(me) {
                    continue;
                }
                let m = RMove::Castle(k, kt, r, rt);
                let mut b = self.clone();
                b.play(m);
                if b.in_check(me) {
                    continue;
                }
                out.push(m);
            }
        }
        if out.is_empty() && !self.in_check(me) && !self.after_pass {
            out.push(RMove::Pass);
        }
        out
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut b = self.clone();
                b.play(m);
                b.perft(depth - 1)
            })
            .sum()
    }
}
