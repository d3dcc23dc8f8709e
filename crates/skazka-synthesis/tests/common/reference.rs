//! Reference implementation of synthesis.md §6.2–§6.5 and §7a, with the options of §8 read
//! through `Options::get` (the option meanings are those of `docs/rules/synthesis.md`).
//!
//! Deliberately naive: a `[Option<Man>; 64]` board, `Att` computed as a full 64-entry table by
//! walking every man, every candidate move played on a copy. It shares no code with the crate.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Man {
    pub white: bool,
    pub kind: u8, // b'P', b'N', b'B', b'R', b'Q', b'K'
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dn {
    Time,
    Relative,
    Absolute,
    Half,
    Blocks(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ROpts {
    pub dn: Dn,
    pub first_night: bool,
    pub swap: bool,
    /// 0 king-moves, 1 any-escape, 2 none.
    pub escape: u8,
    pub event_switch: bool,
    pub stalemate: bool,
    pub midnight_night: bool,
    pub post_king_cc: bool,
    pub comp_ep: bool,
    pub classic_cc: bool,
    pub castle_always: bool,
    pub queen_only: bool,
}

impl ROpts {
    pub fn read(o: &skazka_synthesis::Options) -> ROpts {
        let g = |k: &str| skazka_core::RuleOptions::get(o, k).unwrap();
        let dn = g("day_night");
        ROpts {
            dn: match dn.as_str() {
                "time" => Dn::Time,
                "relative-square" => Dn::Relative,
                "absolute-square" => Dn::Absolute,
                "board-half" => Dn::Half,
                b => Dn::Blocks(b.trim_start_matches("blocks:").parse().unwrap()),
            },
            first_night: g("first_move") == "night",
            swap: g("night_rook_bishop") == "swap",
            escape: match g("escape_limit").as_str() {
                "king-moves" => 0,
                "any-escape" => 1,
                _ => 2,
            },
            event_switch: g("classic_switch") == "event",
            stalemate: g("no_move") == "stalemate",
            midnight_night: g("midnight") == "night-check",
            post_king_cc: g("post_king_counter_check") == "true",
            comp_ep: g("compulsory_en_passant") == "true",
            classic_cc: g("classic_counter_check") == "true",
            castle_always: g("castling") == "always",
            queen_only: g("promotion") == "queen",
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ref {
    pub o: ROpts,
    pub board: [Option<Man>; 64],
    pub white_to_move: bool,
    pub castle: [bool; 4], // K Q k q
    pub ep: Option<usize>,
    pub half: u32,
    pub full: u32,
    pub phase: [u8; 2], // b'S', b'P', b'C'; index 0 = White
    pub oq: [Option<usize>; 2],
    pub esc: [u32; 2],
    pub after_pass: bool,
    /// "1-0", "0-1" or "1/2-1/2" once a king capture or a double pass ended the game.
    pub result: Option<&'static str>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RMove {
    pub from: usize,
    pub to: usize,
    pub promo: Option<u8>,
    pub castle: bool,
    pub ep: bool,
    pub pass: bool,
}

fn sq_name(s: usize) -> String {
    format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1)
}

fn parse_sq(t: &str) -> usize {
    let b = t.as_bytes();
    (b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize
}

impl RMove {
    pub fn text(&self) -> String {
        if self.pass {
            return "--".into();
        }
        let mut s = format!("{}{}", sq_name(self.from), sq_name(self.to));
        if let Some(p) = self.promo {
            s.push(p.to_ascii_lowercase() as char);
        }
        s
    }
}

fn idx(white: bool) -> usize {
    if white { 0 } else { 1 }
}

fn on(x: i32, y: i32) -> Option<usize> {
    if (0..8).contains(&x) && (0..8).contains(&y) {
        Some((y * 8 + x) as usize)
    } else {
        None
    }
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn home(white: bool) -> usize {
    if white { 3 } else { 59 }
}

impl Ref {
    pub fn from_fen(fen: &str) -> Ref {
        Ref::from_fen_with(fen, &skazka_synthesis::Options::default())
    }

    pub fn from_fen_with(fen: &str, options: &skazka_synthesis::Options) -> Ref {
        let f: Vec<&str> = fen.split_whitespace().collect();
        let mut board = [None; 64];
        for (i, row) in f[0].split('/').enumerate() {
            let y = 7 - i;
            let mut x = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    x += d as usize;
                } else {
                    board[y * 8 + x] = Some(Man {
                        white: c.is_ascii_uppercase(),
                        kind: c.to_ascii_uppercase() as u8,
                    });
                    x += 1;
                }
            }
        }
        let side = |t: &str| {
            let p: Vec<&str> = t.split(':').collect();
            (
                p[0].as_bytes()[0],
                if p[1] == "-" {
                    None
                } else {
                    Some(parse_sq(p[1]))
                },
                p[2].parse::<u32>().unwrap(),
            )
        };
        let (pw, qw, ew) = side(f[6]);
        let (pb, qb, eb) = side(f[7]);
        Ref {
            o: ROpts::read(options),
            board,
            white_to_move: f[1] == "w",
            castle: [
                f[2].contains('K'),
                f[2].contains('Q'),
                f[2].contains('k'),
                f[2].contains('q'),
            ],
            ep: if f[3] == "-" {
                None
            } else {
                Some(parse_sq(f[3]))
            },
            half: f[4].parse().unwrap(),
            full: f[5].parse().unwrap(),
            phase: [pw, pb],
            oq: [qw, qb],
            esc: [ew, eb],
            after_pass: false,
            result: None,
        }
    }

    pub fn fen(&self) -> String {
        let mut s = String::new();
        for y in (0..8).rev() {
            let mut empty = 0;
            for x in 0..8 {
                match self.board[y * 8 + x] {
                    None => empty += 1,
                    Some(m) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = m.kind as char;
                        s.push(if m.white { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if y > 0 {
                s.push('/');
            }
        }
        s.push_str(if self.white_to_move { " w " } else { " b " });
        let mut c = String::new();
        for (i, l) in ['K', 'Q', 'k', 'q'].iter().enumerate() {
            if self.castle[i] {
                c.push(*l);
            }
        }
        if c.is_empty() {
            c.push('-');
        }
        s.push_str(&c);
        s.push(' ');
        s.push_str(&self.ep.map_or("-".to_string(), sq_name));
        s.push_str(&format!(" {} {}", self.half, self.full));
        for i in 0..2 {
            s.push_str(&format!(
                " {}:{}:{}",
                self.phase[i] as char,
                self.oq[i].map_or("-".to_string(), sq_name),
                self.esc[i]
            ));
        }
        s
    }

    /// Whether a `white` man on `sq` is in day mode when its side moves at fullmove `full`.
    fn day(&self, white: bool, sq: usize, full: u32) -> bool {
        let light = (sq % 8 + sq / 8) % 2 == 1;
        let by_time = |block: u32| {
            let even = ((full - 1) / block) % 2 == 0;
            even != self.o.first_night
        };
        match self.o.dn {
            Dn::Time => by_time(1),
            Dn::Blocks(n) => by_time(n),
            Dn::Absolute => light,
            Dn::Relative => light == white,
            Dn::Half => (sq / 8 < 4) == white,
        }
    }

    fn king(&self, white: bool) -> Option<usize> {
        (0..64).find(|&s| self.board[s] == Some(Man { white, kind: b'K' }))
    }

    fn slide(&self, s: usize, dirs: &[(i32, i32)], max: i32, out: &mut Vec<usize>) {
        let (x, y) = ((s % 8) as i32, (s / 8) as i32);
        for &(dx, dy) in dirs {
            for k in 1..=max {
                let Some(t) = on(x + dx * k, y + dy * k) else {
                    break;
                };
                out.push(t);
                if self.board[t].is_some() {
                    break;
                }
            }
        }
    }

    /// Squares the man on `s` reaches (captures included, friendly squares included, to be
    /// filtered by the caller) when its side moves at fullmove `full`; pawns excluded.
    fn reach(&self, s: usize, full: u32) -> Vec<usize> {
        let m = self.board[s].unwrap();
        let ph = self.phase[idx(m.white)];
        let day = self.day(m.white, s, full);
        let swap = self.o.swap;
        let mut out = Vec::new();
        let kind = m.kind;
        match kind {
            b'N' => self.slide(s, &KNIGHT, 1, &mut out),
            b'K' => {
                self.slide(s, &ORTH, 1, &mut out);
                self.slide(s, &DIAG, 1, &mut out);
            }
            b'Q' => {
                if ph == b'C' || day {
                    self.slide(s, &ORTH, 8, &mut out);
                    self.slide(s, &DIAG, 8, &mut out);
                } else {
                    self.slide(s, &KNIGHT, 1, &mut out);
                }
            }
            b'R' => match (ph, day) {
                (b'C', _) | (_, true) => self.slide(s, &ORTH, 8, &mut out),
                (b'S', false) if swap => self.slide(s, &DIAG, 8, &mut out),
                (b'S', false) => self.slide(s, &ORTH, 8, &mut out),
                _ => self.slide(s, &DIAG, 1, &mut out),
            },
            b'B' => match (ph, day) {
                (b'C', _) | (_, true) => self.slide(s, &DIAG, 8, &mut out),
                (b'S', false) if swap => self.slide(s, &ORTH, 8, &mut out),
                (b'S', false) => self.slide(s, &DIAG, 8, &mut out),
                _ => self.slide(s, &ORTH, 1, &mut out),
            },
            _ => {}
        }
        out
    }

    fn pawn_attacks(s: usize, white: bool) -> Vec<usize> {
        let (x, y) = ((s % 8) as i32, (s / 8) as i32);
        let dy = if white { 1 } else { -1 };
        [-1, 1].iter().filter_map(|dx| on(x + dx, y + dy)).collect()
    }

    /// Att(pos, side, full): the squares `white`'s men attack moving at fullmove `full`.
    pub fn att(&self, white: bool, full: u32) -> [bool; 64] {
        let mut a = [false; 64];
        for s in 0..64 {
            let Some(m) = self.board[s] else { continue };
            if m.white != white {
                continue;
            }
            let targets = if m.kind == b'P' {
                Ref::pawn_attacks(s, white)
            } else {
                self.reach(s, full)
            };
            for t in targets {
                a[t] = true;
            }
        }
        a
    }

    /// Fullmove of the next move of the side that is not to move.
    fn their_full(&self) -> u32 {
        if self.white_to_move {
            self.full
        } else {
            self.full + 1
        }
    }

    pub fn in_check(&self) -> bool {
        let x = self.white_to_move;
        match self.king(x) {
            Some(k) => self.att(!x, self.their_full())[k],
            None => false,
        }
    }

    fn pseudo(&self) -> Vec<RMove> {
        let x = self.white_to_move;
        let i = idx(x);
        let check = self.in_check();
        let mut out = Vec::new();
        let mv = |from, to| RMove {
            from,
            to,
            promo: None,
            castle: false,
            ep: false,
            pass: false,
        };
        for s in 0..64 {
            let Some(m) = self.board[s] else { continue };
            if m.white != x {
                continue;
            }
            match m.kind {
                b'P' => {
                    let (xx, y) = ((s % 8) as i32, (s / 8) as i32);
                    let dy = if x { 1 } else { -1 };
                    let last = if x { 7 } else { 0 };
                    let start = if x { 1 } else { 6 };
                    let mut tos = Vec::new();
                    if let Some(t) = on(xx, y + dy) {
                        if self.board[t].is_none() {
                            tos.push(t);
                            if y == start {
                                let t2 = on(xx, y + 2 * dy).unwrap();
                                if self.board[t2].is_none() {
                                    tos.push(t2);
                                }
                            }
                        }
                    }
                    for t in Ref::pawn_attacks(s, x) {
                        if self.board[t].is_some_and(|o| o.white != x) {
                            tos.push(t);
                        }
                        if self.ep == Some(t) {
                            out.push(RMove {
                                ep: true,
                                ..mv(s, t)
                            });
                        }
                    }
                    for t in tos {
                        if (t / 8) as i32 == last {
                            let kinds: &[u8] = if self.o.queen_only { b"Q" } else { b"QRBN" };
                            for &p in kinds {
                                out.push(RMove {
                                    promo: Some(p),
                                    ..mv(s, t)
                                });
                            }
                        } else {
                            out.push(mv(s, t));
                        }
                    }
                }
                b'K' => {
                    let day = self.day(x, s, self.full);
                    let may = match self.phase[i] {
                        b'C' => true,
                        b'S' => day || check,
                        _ => {
                            check
                                && !(self.o.midnight_night && day)
                                && (self.o.escape != 0 || self.esc[i] < 32)
                        }
                    };
                    if may {
                        for t in self.reach(s, self.full) {
                            if self.board[t].is_none_or(|o| o.white != x) {
                                out.push(mv(s, t));
                            }
                        }
                    }
                    let castle_ok = self.phase[i] == b'C'
                        || (self.phase[i] == b'S' && (day || self.o.castle_always));
                    let y = if x { 0 } else { 7 };
                    if castle_ok && !check && s == y * 8 + 4 {
                        let att = self.att(!x, self.their_full());
                        let rook = Some(Man {
                            white: x,
                            kind: b'R',
                        });
                        // king side
                        if self.castle[2 * i]
                            && self.board[y * 8 + 7] == rook
                            && self.board[y * 8 + 5].is_none()
                            && self.board[y * 8 + 6].is_none()
                            && !att[y * 8 + 4]
                            && !att[y * 8 + 5]
                            && !att[y * 8 + 6]
                        {
                            out.push(RMove {
                                castle: true,
                                ..mv(s, y * 8 + 6)
                            });
                        }
                        if self.castle[2 * i + 1]
                            && self.board[y * 8] == rook
                            && self.board[y * 8 + 1].is_none()
                            && self.board[y * 8 + 2].is_none()
                            && self.board[y * 8 + 3].is_none()
                            && !att[y * 8 + 4]
                            && !att[y * 8 + 3]
                            && !att[y * 8 + 2]
                        {
                            out.push(RMove {
                                castle: true,
                                ..mv(s, y * 8 + 2)
                            });
                        }
                    }
                }
                _ => {
                    for t in self.reach(s, self.full) {
                        if self.board[t].is_none_or(|o| o.white != x) {
                            out.push(mv(s, t));
                        }
                    }
                }
            }
        }
        out
    }

    /// Plays `m` with the §6.5 updates in the order of §7a.1, verdict included.
    pub fn play(&self, m: &RMove) -> Ref {
        let mut r = self.clone();
        let x = self.white_to_move;
        let (i, j) = (idx(x), idx(!x));
        r.ep = None;
        let was_pass = self.after_pass;
        r.after_pass = m.pass;
        if m.pass {
            r.half += 1;
            r.rule5(None);
            if !x {
                r.full += 1;
            }
            r.white_to_move = !x;
            if was_pass {
                r.result = Some("1/2-1/2");
            }
            return r;
        }
        let moving = r.board[m.from].take().unwrap();
        let cap_sq = if m.ep {
            if x { m.to - 8 } else { m.to + 8 }
        } else {
            m.to
        };
        let captured = r.board[cap_sq].take();
        r.board[m.to] = Some(match m.promo {
            Some(k) => Man { white: x, kind: k },
            None => moving,
        });
        if m.castle {
            let y = m.to / 8;
            let (rf, rt) = if m.to % 8 == 6 { (7, 5) } else { (0, 3) };
            r.board[y * 8 + rt] = r.board[y * 8 + rf].take();
        }
        if moving.kind == b'P' && m.from.abs_diff(m.to) == 16 {
            r.ep = Some((m.from + m.to) / 2);
        }
        r.half = if moving.kind == b'P' || captured.is_some() {
            0
        } else {
            r.half + 1
        };
        for s in [m.from, m.to] {
            match s {
                4 => {
                    r.castle[0] = false;
                    r.castle[1] = false;
                }
                7 => r.castle[0] = false,
                0 => r.castle[1] = false,
                60 => {
                    r.castle[2] = false;
                    r.castle[3] = false;
                }
                63 => r.castle[2] = false,
                56 => r.castle[3] = false,
                _ => {}
            }
        }
        // 1. capture of Y's original queen
        if captured.is_some() && r.oq[j] == Some(cap_sq) {
            if cap_sq != home(!x) && r.phase[j] == b'S' {
                r.phase[j] = b'P';
                r.esc[j] = 0;
            }
            r.oq[j] = None;
        }
        // 2. mover's original queen
        if r.oq[i] == Some(m.from) {
            r.oq[i] = Some(m.to);
        }
        // 3. escapes
        if r.phase[i] == b'P' {
            let counts = match self.o.escape {
                1 => self.in_check(),
                _ => moving.kind == b'K',
            };
            if counts {
                r.esc[i] = (r.esc[i] + 1).min(32);
            }
        }
        // 4. rule 5, both sides
        let rb_taken = captured.is_some_and(|c| c.kind == b'R' || c.kind == b'B');
        r.rule5(Some((j, rb_taken)));
        if !x {
            r.full += 1;
        }
        r.white_to_move = !x;
        // 5. verdict
        if captured.is_some_and(|c| c.kind == b'K') {
            let y_wins = match r.king(x) {
                Some(k) => r.att(!x, r.full)[k],
                None => false,
            };
            r.result = Some(if y_wins == x { "0-1" } else { "1-0" });
        }
        r
    }

    /// Rule 5 (§6.5), both sides: no Rooks, no Bishops, original Queen not home → classical.
    /// `capture`: the opponent's index and whether this ply took one of its Rooks or Bishops.
    fn rule5(&mut self, capture: Option<(usize, bool)>) {
        for (k, white) in [(0, true), (1, false)] {
            if self.o.event_switch && capture != Some((k, true)) {
                continue;
            }
            let rb = self
                .board
                .iter()
                .any(|o| o.is_some_and(|o| o.white == white && (o.kind == b'R' || o.kind == b'B')));
            if self.phase[k] != b'C' && !rb && self.oq[k] != Some(home(white)) {
                self.phase[k] = b'C';
            }
        }
    }

    /// §6.4, literally.
    pub fn legal(&self) -> Vec<RMove> {
        if self.result.is_some() {
            return Vec::new();
        }
        let x = self.white_to_move;
        let i = idx(x);
        let check = self.in_check();
        let yk = self.king(!x).unwrap();
        if check && self.phase[i] == b'P' && self.o.escape == 1 && self.esc[i] >= 32 {
            return Vec::new();
        }
        let mutual = check && self.att(x, self.full)[yk];
        let mut king_caps = Vec::new();
        let mut survivors = Vec::new();
        for m in self.pseudo() {
            if m.to == yk && !m.ep {
                king_caps.push(m);
                continue;
            }
            let after = self.play(&m);
            // step 3
            let kx = after.king(x).unwrap();
            if after.att(!x, after.full)[kx] {
                let gives = after.att(x, after.their_full())[after.king(!x).unwrap()];
                let post_king = self.board[m.from].unwrap().kind == b'K' && self.phase[i] == b'P';
                let post_king_ok = !post_king || self.o.post_king_cc;
                let classic_ok = self.phase[i] != b'C' || self.o.classic_cc;
                let cc_ok = post_king_ok && classic_ok;
                if !(check && gives && cc_ok) {
                    continue;
                }
            }
            // step 4
            let capture = m.ep || self.board[m.to].is_some();
            if mutual && !capture {
                let reach = if after.board[m.to].unwrap().kind == b'P' {
                    Ref::pawn_attacks(m.to, x)
                } else {
                    after.reach(m.to, after.their_full())
                };
                if !reach
                    .iter()
                    .any(|&t| after.board[t].is_some_and(|o| o.white != x))
                {
                    continue;
                }
            }
            survivors.push(m);
        }
        // step 5
        let is_pawn_capture = |m: &RMove| {
            self.board[m.from].unwrap().kind == b'P'
                && ((m.ep && self.o.comp_ep) || self.board[m.to].is_some())
        };
        // §7a.15: a pawn taking the King is a pawn capture too.
        let compulsion = self.phase[i] == b'S'
            && self.oq[i] == Some(home(x))
            && (survivors.iter().any(is_pawn_capture) || king_caps.iter().any(is_pawn_capture));
        let mut out: Vec<RMove> = if compulsion {
            survivors.into_iter().filter(is_pawn_capture).collect()
        } else {
            survivors
        };
        out.extend(king_caps);
        // step 6
        if out.is_empty() && !check && self.phase[i] != b'C' && !self.o.stalemate {
            out.push(RMove {
                from: 0,
                to: 0,
                promo: None,
                castle: false,
                ep: false,
                pass: true,
            });
        }
        out
    }

    /// The result: a recorded one, or checkmate / stalemate when no move is left.
    pub fn outcome(&self) -> Option<&'static str> {
        if let Some(r) = self.result {
            return Some(r);
        }
        if !self.legal().is_empty() {
            return None;
        }
        Some(if self.in_check() {
            if self.white_to_move { "0-1" } else { "1-0" }
        } else {
            "1/2-1/2"
        })
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }
}
