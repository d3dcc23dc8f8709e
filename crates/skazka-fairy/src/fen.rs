//! FEN as Fairy-Stockfish reads and writes it: `+` for shogi-style promoted pieces, `~` for
//! promoted pieces that go back to hand as pawns, `[…]` for the hands, `KQkq` or file letters
//! for castling, several en-passant squares after a triple step, `3+3` for the checks left.

use core::fmt::{self, Write as _};

use skazka_core::{Bitboard, Color, Square};

use crate::position::{FairyPosition, Piece};
use crate::{Variant, variant::MAX_KINDS};

/// Why a FEN could not be read for a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FairyFenError {
    /// The board part has the wrong shape or an unknown letter.
    Board(String),
    /// The side to move is not `w` or `b`.
    Turn,
    /// A hand letter the variant does not have.
    Hand(char),
    /// A castling letter that names no castling piece.
    Castling(char),
    /// An en-passant square off the board.
    EnPassant(String),
    /// A counter that is not a number.
    Counter(String),
}

impl fmt::Display for FairyFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FairyFenError::Board(m) => write!(f, "invalid board in fen: {m}"),
            FairyFenError::Turn => f.write_str("invalid side to move in fen (expected w or b)"),
            FairyFenError::Hand(c) => write!(f, "invalid piece `{c}` in the fen's hand"),
            FairyFenError::Castling(c) => write!(f, "invalid castling right `{c}` in fen"),
            FairyFenError::EnPassant(s) => write!(f, "invalid en passant square `{s}` in fen"),
            FairyFenError::Counter(s) => write!(f, "invalid counter `{s}` in fen"),
        }
    }
}

impl std::error::Error for FairyFenError {}

impl FairyPosition {
    /// Reads a position of `variant` in Fairy-Stockfish's FEN.
    ///
    /// # Errors
    /// [`FairyFenError`] for text that is not a FEN of this variant.
    pub fn from_fen(variant: &Variant, fen: &str) -> Result<FairyPosition, FairyFenError> {
        let mut pos = FairyPosition::empty(variant.clone());
        let mut fields = fen.split_whitespace();
        let board = fields
            .next()
            .ok_or_else(|| FairyFenError::Board("empty fen".to_owned()))?;
        pos.read_board(board)?;
        let turn = fields.next().unwrap_or("w");
        pos.turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FairyFenError::Turn),
        };
        // Fairy-Stockfish's start positions may leave out the castling and en-passant fields
        // (`… w 0 1`, `… w 7+7 0 1`): a field starting with a digit where the castling rights
        // would stand is read as what follows them, as Fairy-Stockfish reads it.
        let mut rest: Vec<&str> = fields.collect();
        let numeric = |t: &&str| t.bytes().all(|b| b.is_ascii_digit());
        let counting = pos.c().definition.counting_rule != crate::CountingRule::None;
        if rest
            .first()
            .is_some_and(|t| !t.starts_with(|c: char| c.is_ascii_digit()))
        {
            pos.read_castling(rest.remove(0))?;
            // With the castling rights there but no en-passant square (`… w - 0 1`),
            // Fairy-Stockfish takes the next character for the square, and finding none
            // there reads on from the one after it (chennis: `- 0 1` has a halfmove clock of 1).
            // (Where a counting rule is played, a number there is the running count.)
            if let Some(&t) = rest.first().filter(|t| numeric(t) && !counting) {
                if t.len() > 1 {
                    rest[0] = &t[1..];
                } else {
                    rest.remove(0);
                }
            }
        }
        if counting && rest.len() >= 3 && rest.iter().take(3).all(numeric) {
            // A running count stands where the en-passant square would.
            let limit = rest.remove(0);
            pos.counting_limit = limit
                .parse()
                .map_err(|_| FairyFenError::Counter(limit.to_owned()))?;
        } else if rest
            .first()
            .is_some_and(|t| !numeric(t) && !t.contains('+'))
        {
            pos.read_en_passant(rest.remove(0))?;
        }
        if pos.c().definition.check_counting {
            let checks = rest
                .first()
                .filter(|t| t.contains('+'))
                .map(|t| (*t).to_owned());
            if let Some(text) = checks {
                rest.remove(0);
                let (w, b) = text.split_once('+').unwrap_or(("1", "1"));
                let n = |t: &str| {
                    t.trim_start_matches('+')
                        .parse::<u8>()
                        .map_err(|_| FairyFenError::Counter(text.clone()))
                };
                pos.checks_remaining = [n(w)?, n(b)?];
            } else {
                pos.checks_remaining = [1, 1];
            }
        }
        let counter = |t: Option<&&str>, default: u32| -> Result<u32, FairyFenError> {
            t.map_or(Ok(default), |t| {
                t.parse()
                    .map_err(|_| FairyFenError::Counter((*t).to_owned()))
            })
        };
        pos.halfmove = counter(rest.first(), 0)?;
        pos.fullmove = counter(rest.get(1), 1)?.max(1);
        if pos.counting_limit != 0 && pos.halfmove != 0 {
            pos.counting_ply = pos.halfmove;
            pos.halfmove = 0;
        }
        pos.recompute_hash();
        pos.filter_en_passant();
        if pos.c().definition.shatar_mate_rule {
            pos.update_shak_run(pos.turn.other(), false);
        }
        Ok(pos)
    }

    fn read_board(&mut self, text: &str) -> Result<(), FairyFenError> {
        let (board, hand) = split_hand(text);
        let geo = self.options.variant().geometry();
        let ranks: Vec<&str> = board.split('/').collect();
        let (ranks, slash_hand) = if ranks.len() == usize::from(geo.ranks()) + 1 {
            (&ranks[..ranks.len() - 1], Some(ranks[ranks.len() - 1]))
        } else {
            (&ranks[..], None)
        };
        if ranks.len() != usize::from(geo.ranks()) {
            return Err(FairyFenError::Board(format!(
                "{} ranks where the board has {}",
                ranks.len(),
                geo.ranks()
            )));
        }
        for (i, row) in ranks.iter().enumerate() {
            let y = geo.ranks() - 1 - i as u8;
            self.read_rank(row, y)?;
        }
        for h in hand.into_iter().chain(slash_hand) {
            self.read_hand(h)?;
        }
        Ok(())
    }

    fn read_rank(&mut self, row: &str, y: u8) -> Result<(), FairyFenError> {
        let geo = self.options.variant().geometry();
        let mut x: u8 = 0;
        let mut chars = row.chars().peekable();
        let bad = |m: String| FairyFenError::Board(m);
        while let Some(ch) = chars.next() {
            if ch.is_ascii_digit() {
                let mut n = ch.to_digit(10).unwrap_or(0);
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    n = n * 10 + d;
                    chars.next();
                }
                x = x.saturating_add(u8::try_from(n).unwrap_or(u8::MAX));
                continue;
            }
            if ch == '*' {
                let square = geo
                    .square_at(x, y)
                    .ok_or_else(|| bad(format!("rank {} is too long", y + 1)))?;
                self.add_wall(square);
                x += 1;
                continue;
            }
            let (promoted_shogi, letter) = if ch == '+' {
                let base = chars
                    .next()
                    .ok_or_else(|| bad("`+` at the end of a rank".into()))?;
                // A piece declared with the token `+X` (a skazka extension) comes first.
                match crate::plus::from_base(base).filter(|&p| self.kind_of_letter(p).is_some()) {
                    Some(plus) => (false, plus),
                    None => (true, base),
                }
            } else {
                (false, ch)
            };
            // A piece's second letter (`pieceSynonyms`) reads as the piece, as in
            // Fairy-Stockfish, though not after `+`.
            let kind = self
                .kind_of_letter(letter)
                .or_else(|| {
                    (!promoted_shogi)
                        .then(|| self.kind_of_synonym(letter))
                        .flatten()
                })
                .ok_or_else(|| bad(format!("unknown piece `{letter}`")))?;
            let color = if crate::plus::is_upper(letter) {
                Color::White
            } else {
                Color::Black
            };
            let square = geo
                .square_at(x, y)
                .ok_or_else(|| bad(format!("rank {} is too long", y + 1)))?;
            let (kind, unpromoted) = if promoted_shogi {
                let promoted = self.c().promoted[usize::from(kind)]
                    .ok_or_else(|| bad(format!("`{letter}` has no promoted form")))?;
                (promoted, Some(kind))
            } else {
                (kind, None)
            };
            self.put(square, Piece { color, kind }, unpromoted);
            if chars.peek() == Some(&'~') {
                chars.next();
                if !self.c().definition.drop_loop {
                    self.set_promoted(square);
                }
            }
            x += 1;
        }
        if x != geo.files() {
            return Err(bad(format!(
                "rank {} has {x} squares where the board has {}",
                y + 1,
                geo.files()
            )));
        }
        Ok(())
    }

    fn read_hand(&mut self, text: &str) -> Result<(), FairyFenError> {
        for ch in text.chars() {
            if ch == '-' {
                continue;
            }
            let kind = self.kind_of_letter(ch).ok_or(FairyFenError::Hand(ch))?;
            let color = if ch.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let count = &mut self.hands[color.index()][usize::from(kind)];
            *count = count.saturating_add(1);
        }
        Ok(())
    }

    fn read_castling(&mut self, text: &str) -> Result<(), FairyFenError> {
        if text == "-" {
            return Ok(());
        }
        let c = self.options.variant().compiled();
        let def = &c.definition;
        if c.castling_king.is_none() && !def.gating {
            return Ok(());
        }
        let geo = self.options.variant().geometry();
        for ch in text.chars() {
            let color = if ch.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let rank = self.castling_rank(color);
            let is_rook = |pos: &FairyPosition, s: Square| {
                pos.piece_on(s)
                    .is_some_and(|p| p.color == color && c.castling_rooks >> p.kind & 1 != 0)
            };
            let upper = ch.to_ascii_uppercase();
            let rook = match upper {
                'K' | 'Q' if c.castling_king.is_none() => continue,
                'K' => (0..=def.castling_rook_kingside_file.min(geo.files() - 1))
                    .rev()
                    .filter_map(|x| geo.square_at(x, rank))
                    .find(|&s| is_rook(self, s)),
                'Q' => (def.castling_rook_queenside_file..geo.files())
                    .filter_map(|x| geo.square_at(x, rank))
                    .find(|&s| is_rook(self, s)),
                f @ 'A'..='P' => geo.square_at(f as u8 - b'A', rank),
                _ => return Err(FairyFenError::Castling(ch)),
            };
            let king = self.castling_king_square(color);
            if def.gating {
                // Fairy-Stockfish's gates: the named square if it holds one of the side's
                // pieces, and the king's square with `K` or `Q`. A file letter names a gate
                // only, unless S-Chess's gating has nothing left to gate (then it is a
                // Chess960 castling right).
                if let Some(s) = rook.filter(|&s| self.by_color[color.index()].contains(s)) {
                    self.gates.insert(s);
                }
                match king {
                    Some(k) if matches!(upper, 'K' | 'Q') => self.gates.insert(k),
                    _ if self.may_gate(color) => continue,
                    _ => {}
                }
            }
            let Some(king) = king else {
                continue;
            };
            if let Some(rook) = rook.filter(|&s| is_rook(self, s) && s != king) {
                self.castling.insert(rook);
            }
        }
        if def.gating && c.castling_king.is_some() {
            // A side whose king stands on a gate and that has no castling right castles with
            // the castling pieces on its gates (Chess960 with gating).
            for color in [Color::White, Color::Black] {
                let ours = self.by_color[color.index()];
                let king_gated = c
                    .castling_king
                    .is_some_and(|k| (self.gates & self.pieces(color, k)).any());
                if king_gated && (self.castling & ours).is_empty() && self.may_gate(color) {
                    for s in self.gates & ours {
                        let rook = self
                            .piece_on(s)
                            .is_some_and(|p| c.castling_rooks >> p.kind & 1 != 0);
                        if rook && self.castling_king_square(color).is_some_and(|k| k != s) {
                            self.castling.insert(s);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether `color`'s gates are kept (and written): always with plain `gating`, and under
    /// S-Chess's rule while the side has a piece in hand or captures go to hand.
    pub(crate) fn may_gate(&self, color: Color) -> bool {
        let def = &self.c().definition;
        !def.seirawan_gating
            || def.captures_to_hand
            || self.hands[color.index()].iter().any(|&n| n > 0)
    }

    fn read_en_passant(&mut self, text: &str) -> Result<(), FairyFenError> {
        if text == "-" {
            return Ok(());
        }
        let geo = self.options.variant().geometry();
        let mut rest = text;
        while !rest.is_empty() {
            let file = rest.as_bytes()[0];
            let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
            let (square, tail) = rest.split_at(1 + digits);
            rest = tail;
            let bad = || FairyFenError::EnPassant(text.to_owned());
            if !file.is_ascii_lowercase() || digits == 0 {
                return Err(bad());
            }
            let x = file - b'a';
            let y: u8 = square[1..].parse().map_err(|_| bad())?;
            if let Some(s) = y.checked_sub(1).and_then(|y| geo.square_at(x, y)) {
                self.en_passant.insert(s);
            } else {
                return Err(bad());
            }
        }
        Ok(())
    }

    /// Fairy-Stockfish keeps an en-passant square from a FEN only where it could matter: in the
    /// side to move's region, with its pawn attacking it and the enemy pawn in front.
    fn filter_en_passant(&mut self) {
        let c = self.options.variant().compiled();
        let us = self.turn;
        let region = *c.en_passant_region.get(us);
        let Some(pawn) = c.pawn else {
            self.en_passant &= region;
            return;
        };
        let geo = self.options.variant().geometry();
        let forward: i8 = if us.is_white() { 1 } else { -1 };
        let kept: Bitboard = self
            .en_passant
            .into_iter()
            .filter(|&s| {
                if !region.contains(s) {
                    return false;
                }
                if c.en_passant_kinds & !(1 << pawn) != 0 {
                    return true;
                }
                let attacked = c.kinds[usize::from(pawn)]
                    .table
                    .attackers_of(s, us, self.occupied(), self.pieces(us, pawn))
                    .any();
                let enemy_in_front = [1, 2].iter().any(|&n| {
                    geo.offset(s, 0, -forward * n)
                        .is_some_and(|t| self.pieces(us.other(), pawn).contains(t))
                });
                let clear = !self.occupied().contains(s)
                    && geo
                        .offset(s, 0, forward)
                        .is_none_or(|t| !self.occupied().contains(t));
                attacked && enemy_in_front && clear
            })
            .collect();
        self.en_passant = kept;
    }

    /// The position in Fairy-Stockfish's FEN.
    #[must_use]
    pub fn fen_text(&self) -> String {
        let mut out = String::new();
        let _ = self.write_fen(&mut out);
        out
    }

    fn write_fen(&self, out: &mut String) -> fmt::Result {
        let c = self.c();
        let geo = self.options.variant().geometry();
        let def = &c.definition;
        for y in (0..geo.ranks()).rev() {
            let mut empty = 0;
            for x in 0..geo.files() {
                let Some(s) = geo.square_at(x, y) else {
                    continue;
                };
                let letter = self.letter_on(s);
                if letter.is_none() && !self.walls.contains(s) {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    write!(out, "{empty}")?;
                    empty = 0;
                }
                let Some(letter) = letter else {
                    out.push('*');
                    continue;
                };
                let unpromoted = self.unpromoted[s.index()];
                if unpromoted != 0 {
                    let base = c.kinds[usize::from(unpromoted - 1)].letter;
                    let base = if letter.is_ascii_uppercase() {
                        base
                    } else {
                        base.to_ascii_lowercase()
                    };
                    write!(out, "+{base}")?;
                } else {
                    out.push_str(&crate::plus::text(letter));
                    if def.captures_to_hand && !def.drop_loop && self.promoted.contains(s) {
                        out.push('~');
                    }
                }
            }
            if empty > 0 {
                write!(out, "{empty}")?;
            }
            if y > 0 {
                out.push('/');
            }
        }
        if def.has_hands() {
            out.push('[');
            for color in [Color::White, Color::Black] {
                for k in (0..c.kinds.len()).rev() {
                    let letter = c.kinds[k].letter;
                    let letter = if color.is_white() {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    };
                    for _ in 0..self.hands[color.index()][k] {
                        out.push(letter);
                    }
                }
            }
            out.push(']');
        }
        out.push_str(if self.turn.is_white() { " w " } else { " b " });
        let before = out.len();
        for color in [Color::White, Color::Black] {
            let king = self.castling_king_square(color);
            let rooks = self.castling & self.by_color[color.index()];
            let mut sides: Vec<(bool, Square)> = match king {
                Some(king) => rooks
                    .into_iter()
                    .map(|r| (r.index() > king.index(), r))
                    .collect(),
                None => Vec::new(),
            };
            sides.sort_by_key(|&(kingside, _)| !kingside);
            let case = |ch: char| {
                if color.is_white() {
                    ch
                } else {
                    ch.to_ascii_lowercase()
                }
            };
            for &(kingside, rook) in &sides {
                let ch = if def.chess960 {
                    char::from(b'A' + geo.xy(rook).0)
                } else if kingside {
                    'K'
                } else {
                    'Q'
                };
                out.push(case(ch));
            }
            let gates = self.gates & self.by_color[color.index()];
            if def.gating && gates.any() && self.may_gate(color) {
                // The gates by file, but for those the castling letters already name.
                let king_file = king
                    .filter(|_| !def.chess960 && !sides.is_empty())
                    .map(|k| geo.xy(k).0);
                for x in 0..geo.files() {
                    let named =
                        king_file == Some(x) || sides.iter().any(|&(_, rook)| geo.xy(rook).0 == x);
                    if (gates & geo.file_mask(x)).any() && !named {
                        out.push(case(char::from(b'A' + x)));
                    }
                }
            }
        }
        if out.len() == before && !(def.gating && self.gates.any()) {
            out.push('-');
        }
        out.push(' ');
        if self.counting_limit != 0 {
            write!(out, "{}", self.counting_limit)?;
        } else if self.en_passant.is_empty() {
            out.push('-');
        } else {
            for s in self.en_passant {
                write!(out, "{}", s.display(geo))?;
            }
        }
        out.push(' ');
        if def.check_counting {
            let [white, black] = self.checks_left();
            write!(out, "{white}+{black} ")?;
        }
        let counter = if self.counting_limit != 0 {
            self.counting_ply
        } else {
            self.halfmove
        };
        write!(out, "{counter} {}", self.fullmove)
    }

    /// The zero-based rank on which `color` castles.
    pub(crate) fn castling_rank(&self, color: Color) -> u8 {
        self.c().castling_squares.rank(color)
    }

    /// The square of `color`'s castling king, if it stands where castling needs it.
    pub(crate) fn castling_king_square(&self, color: Color) -> Option<Square> {
        let c = self.c();
        let kind = c.castling_king?;
        let kings = self.pieces(color, kind) & c.castling_squares.rank_squares(color);
        if c.definition.chess960 || !kings.has_more_than_one() {
            kings.first()
        } else {
            let geo = self.options.variant().geometry();
            geo.square_at(c.definition.castling_king_file, self.castling_rank(color))
                .filter(|&s| kings.contains(s))
        }
    }
}

/// Splits `board[hand]` into the board and the hand.
fn split_hand(text: &str) -> (&str, Option<&str>) {
    match text.find('[') {
        Some(i) => {
            let hand = text[i + 1..].trim_end_matches(']');
            (&text[..i], Some(hand))
        }
        None => (text, None),
    }
}

const _: () = assert!(MAX_KINDS <= 64);
