//! Fairy-Stockfish's FEN validator: which of its problem classes ([`FenProblem`]) a text shows
//! for a variant, found in Fairy-Stockfish's order, or none.
//!
//! The rules are on [`Variant::validate_fen`].

use skazka_core::Color;
pub use skazka_core::fen::FenProblem;

use crate::variant::Compiled;
use crate::{CountingRule, PieceKind, Variant};

/// A board cell no piece stands on.
const EMPTY: u8 = b' ';

/// A square as row (0 for the first rank) and file; `(-1, -1)` where a piece was not found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spot {
    row: i64,
    file: i64,
}

const NOWHERE: Spot = Spot { row: -1, file: -1 };

/// The board field's letters laid out on the board, for the checks of kings and castling.
struct Grid {
    files: i64,
    cells: Vec<u8>,
}

impl Grid {
    fn new(files: u8, ranks: u8) -> Grid {
        Grid {
            files: i64::from(files),
            cells: vec![EMPTY; usize::from(files) * usize::from(ranks)],
        }
    }

    /// The cell a row and a file name, counted row by row: a file past the edge names a cell
    /// of a later row, as in Fairy-Stockfish's layout.
    fn slot(&self, row: i64, file: i64) -> Option<usize> {
        usize::try_from(row * self.files + file)
            .ok()
            .filter(|&i| i < self.cells.len())
    }

    fn put(&mut self, row: i64, file: i64, letter: u8) {
        if let Some(i) = self.slot(row, file) {
            self.cells[i] = letter;
        }
    }

    /// The letter in a cell; a cell off the grid reads as empty.
    fn get(&self, row: i64, file: i64) -> u8 {
        self.slot(row, file).map_or(EMPTY, |i| self.cells[i])
    }

    /// The first cell, from the first rank up, holding `letter`.
    fn find(&self, letter: u8) -> Spot {
        self.cells
            .iter()
            .position(|&c| c == letter)
            .map_or(NOWHERE, |i| Spot {
                row: i as i64 / self.files,
                file: i as i64 % self.files,
            })
    }
}

/// What the validator knows of a variant, in Fairy-Stockfish's terms.
struct Rules<'a> {
    c: &'a Compiled,
    /// The marks the board field may hold besides digits and letters.
    marks: Vec<u8>,
    /// Fairy-Stockfish's other letters of some pieces: letter (upper case) and type.
    synonyms: Vec<(u8, u8)>,
    /// The ASCII letters of the skazka extension's `+X` pieces (upper case).
    plus_bases: Vec<u8>,
    king: Option<u8>,
}

impl<'a> Rules<'a> {
    fn new(c: &'a Compiled) -> Rules<'a> {
        let def = &c.definition;
        let plus_bases: Vec<u8> = c
            .kinds
            .iter()
            .filter_map(|k| crate::plus::base(k.letter))
            .map(|b| b.to_ascii_uppercase() as u8)
            .collect();
        let mut marks = vec![b'/', b'*'];
        if c.promoted.iter().any(Option::is_some) || !plus_bases.is_empty() {
            marks.push(b'+');
        }
        if !(c.promotion_targets.white.is_empty() && c.promotion_targets.black.is_empty()) {
            marks.push(b'~');
        }
        if def.has_hands() {
            marks.extend_from_slice(b"[-]");
        }
        let family = matches!(def.variant_template.as_str(), "xiangqi" | "janggi");
        let synonyms = c
            .kinds
            .iter()
            .enumerate()
            .filter_map(|(k, info)| {
                let other = match info.kind {
                    PieceKind::Horse => b'H',
                    PieceKind::Elephant | PieceKind::JanggiElephant => b'E',
                    _ => return None,
                };
                (family && info.letter != char::from(other)).then_some((other, k as u8))
            })
            .collect();
        Rules {
            c,
            marks,
            synonyms,
            plus_bases,
            king: c
                .kinds
                .iter()
                .position(|k| k.kind == PieceKind::King)
                .map(|k| k as u8),
        }
    }

    /// The colour and type of a piece letter of the variant (its own letters only).
    fn piece(&self, b: u8) -> Option<(Color, u8)> {
        if !b.is_ascii_alphabetic() {
            return None;
        }
        let slot = crate::plus::index(char::from(b))?;
        let kind = self.c.by_letter.get(slot).copied().flatten()?;
        let color = if b.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some((color, kind))
    }

    /// The colour and type of one of Fairy-Stockfish's other letters.
    fn synonym(&self, b: u8) -> Option<(Color, u8)> {
        let upper = b.to_ascii_uppercase();
        let (_, kind) = self.synonyms.iter().find(|(s, _)| *s == upper)?;
        let color = if b.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some((color, *kind))
    }

    fn is_letter(&self, b: u8) -> bool {
        self.piece(b).is_some()
            || self.synonym(b).is_some()
            || (b.is_ascii_alphabetic() && self.plus_bases.contains(&b.to_ascii_uppercase()))
    }

    /// The letter of `kind` for `color`.
    fn letter(&self, color: Color, kind: u8) -> u8 {
        let letter = self.c.kinds[usize::from(kind)].letter;
        let letter = if letter.is_ascii() { letter as u8 } else { 0 };
        if color.is_white() {
            letter.to_ascii_uppercase()
        } else {
            letter.to_ascii_lowercase()
        }
    }

    /// Lays the board field out; `Err` for a field of the wrong shape.
    fn lay_out(&self, text: &[u8]) -> Result<Grid, ()> {
        let def = &self.c.definition;
        let (files, ranks) = (i64::from(def.files), i64::from(def.ranks));
        let mut grid = Grid::new(def.files, def.ranks);
        let (mut rank, mut file) = (0_i64, 0_i64);
        let mut previous = b'?';
        for &b in text {
            if b == b' ' || b == b'[' {
                break;
            }
            if b == b'*' {
                file += 1;
            } else if b.is_ascii_digit() {
                file += i64::from(b - b'0');
                // A digit after a digit: the first was tens, not units.
                if previous.is_ascii_digit() {
                    file += 9 * i64::from(previous - b'0');
                }
            } else if b == b'/' {
                rank += 1;
                if file != files {
                    return Err(());
                }
                if rank == ranks {
                    break;
                }
                file = 0;
            } else if !self.marks.contains(&b) {
                if file == files {
                    return Err(());
                }
                grid.put(ranks - 1 - rank, file, b);
                file += 1;
            }
            previous = b;
        }
        let fits = rank + 1 == ranks || (def.piece_drops && rank == ranks);
        if fits { Ok(grid) } else { Err(()) }
    }

    /// The pieces in hand written in the board field; `Err` for a malformed hand.
    fn pocket(&self, field: &[u8]) -> Result<Vec<u8>, ()> {
        let slashes = field.iter().filter(|&&b| b == b'/').count();
        let (stop, skip) = if slashes == usize::from(self.c.definition.ranks) {
            (b'/', 0)
        } else if field.iter().filter(|&&b| b == b'[').count() == 1 {
            if field.last() != Some(&b']') {
                return Err(());
            }
            (b'[', 1)
        } else {
            return Ok(Vec::new());
        };
        let mut pocket = Vec::new();
        for &b in field.iter().rev().skip(skip) {
            if b == stop {
                return Ok(pocket);
            }
            if b != b'-' {
                if self.piece(b).is_none() && self.synonym(b).is_none() {
                    return Err(());
                }
                pocket.push(b);
            }
        }
        Err(())
    }

    /// Under shogi-style promotions: whether every White letter after `+` promotes.
    fn promotions_exist(&self, field: &[u8]) -> bool {
        if self.c.promoted.iter().all(Option::is_none) {
            return true;
        }
        field.windows(2).all(|pair| {
            let [mark, b] = [pair[0], pair[1]];
            if mark != b'+' || matches!(b, b'0'..=b'9' | b'/' | b' ' | b'[') {
                return true;
            }
            match self.piece(b).or_else(|| self.synonym(b)) {
                Some((Color::White, kind)) => self.c.promoted[usize::from(kind)].is_some(),
                _ => true,
            }
        })
    }

    /// The king checks: at most one king a side, as many as the start position has, and
    /// orthodox kings that do not touch.
    fn kings(&self, field: &[u8], grid: &Grid, pocket: &[u8]) -> Result<(), FenProblem> {
        let Some(king) = self.king else {
            return Ok(());
        };
        let def = &self.c.definition;
        let start = def.start_fen.split(' ').next().unwrap_or("").as_bytes();
        let count = |text: &[u8], letter: u8| text.iter().filter(|&&b| b == letter).count();
        let letters = [
            self.letter(Color::White, king),
            self.letter(Color::Black, king),
        ];
        for &letter in &letters {
            if count(field, letter) > 1 {
                return Err(FenProblem::NumberOfKings);
            }
        }
        for &letter in &letters {
            if count(field, letter) != count(start, letter) {
                return Err(FenProblem::NumberOfKings);
            }
        }
        let orthodox = def
            .pieces
            .iter()
            .all(|p| p.kind != PieceKind::King || p.betza.is_none());
        let on_board = |letter: u8| count(field, letter) - count(pocket, letter) == 1;
        if orthodox && letters.iter().all(|&l| on_board(l)) {
            let (w, b) = (grid.find(letters[0]), grid.find(letters[1]));
            let distance = (w.row - b.row).pow(2) + (w.file - b.file).pow(2);
            if distance <= 2 {
                return Err(FenProblem::TouchingKings);
            }
        }
        Ok(())
    }

    /// Whether the piece in a cell is a castling rook of `color`.
    fn castling_rook(&self, letter: u8, color: Color) -> bool {
        self.piece(letter)
            .is_some_and(|(c, k)| c == color && self.c.castling_rooks >> k & 1 != 0)
    }

    /// The castling field's checks against the board (and, outside Chess960, the start).
    fn castling(&self, field: &[u8], grid: &Grid, chess960: bool) -> Result<(), FenProblem> {
        let def = &self.c.definition;
        let Some(castling_king) = self.c.castling_king.filter(|_| def.castling) else {
            return Ok(());
        };
        let mut rights: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        for &b in field {
            if b == b'-' {
                continue;
            }
            if !b.is_ascii_alphabetic() {
                return Err(FenProblem::CastlingInfo);
            }
            let side = usize::from(!b.is_ascii_uppercase());
            rights[side].push(b.to_ascii_lowercase());
        }
        if rights.iter().all(Vec::is_empty) {
            return Ok(());
        }
        let colors = [Color::White, Color::Black];
        let king_letter = |color| self.letter(color, castling_king);
        let kings = colors.map(|color| grid.find(king_letter(color)));
        let files = i64::from(def.files);
        for (side, &color) in colors.iter().enumerate() {
            let rank = if color.is_white() {
                i64::from(def.castling_rank)
            } else {
                i64::from(def.ranks) - 1 - i64::from(def.castling_rank)
            };
            for &right in &rights[side] {
                if right == b'k' || right == b'q' {
                    let king = kings[side];
                    if king.row != rank {
                        return Err(FenProblem::CastlingInfo);
                    }
                    let beyond: Vec<i64> = if right == b'k' {
                        (king.file + 1..files).collect()
                    } else {
                        (0..king.file).collect()
                    };
                    if !beyond
                        .iter()
                        .any(|&f| self.castling_rook(grid.get(rank, f), color))
                    {
                        return Err(FenProblem::CastlingInfo);
                    }
                } else if grid.get(rank, i64::from(right - b'a')) == EMPTY {
                    return Err(FenProblem::CastlingInfo);
                }
            }
        }
        if def.chess960 || chess960 {
            return Ok(());
        }
        // The start position's king and rooks: castling rights keep them where they began.
        let start = self
            .lay_out(def.start_fen.as_bytes())
            .unwrap_or_else(|()| Grid::new(def.files, def.ranks));
        for (side, &color) in colors.iter().enumerate() {
            if rights[side].is_empty() {
                continue;
            }
            if kings[side] != start.find(king_letter(color)) {
                return Err(FenProblem::CastlingInfo);
            }
            let rooks: Vec<Spot> = start
                .cells
                .iter()
                .enumerate()
                .filter(|&(_, &b)| self.castling_rook(b, color))
                .map(|(i, _)| Spot {
                    row: i as i64 / start.files,
                    file: i as i64 % start.files,
                })
                .collect();
            for (right, index) in [(b'k', 1), (b'q', 0)] {
                if !rights[side].contains(&right) {
                    continue;
                }
                let home = rooks.get(index).ok_or(FenProblem::CastlingInfo)?;
                if !self.castling_rook(grid.get(home.row, home.file), color) {
                    return Err(FenProblem::CastlingInfo);
                }
            }
        }
        Ok(())
    }
}

/// `-`, or digits only (none at all included).
fn number_or_dash(field: &[u8]) -> bool {
    field == b"-" || field.iter().all(u8::is_ascii_digit)
}

/// The first byte of a field, 0 for an empty one.
fn first(field: &[u8]) -> u8 {
    field.first().copied().unwrap_or(0)
}

impl Variant {
    /// Checks `fen` as Fairy-Stockfish's FEN validator does: `Ok` where it answers `FEN_OK`,
    /// else the problem it reports first. `chess960` leaves out the check of castling pieces
    /// against their start squares (as a Chess960 variant does).
    ///
    /// The validator looks at the text's shape, not at the position: a FEN it accepts may still be
    /// refused by [`FairyPosition::from_fen`](crate::FairyPosition::from_fen), and the reverse. In
    /// the order of the checks:
    ///
    /// 1. An empty text is [`FenProblem::Empty`]; fields are separated by single spaces (two spaces
    ///    make an empty field), and a variant has at most six fields, seven with n-check.
    /// 2. The board field holds digits, the variant's letters (and, in the xiangqi and janggi
    ///    families, Fairy-Stockfish's other letters `h` for the horse and `e` for the elephant),
    ///    `/` and `*`, and only where the variant has them `+` (shogi-style promotions), `~`
    ///    (promotions) and `[`, `-`, `]` (pieces in hand).
    /// 3. Under shogi-style promotions, a White letter after `+` must have a promoted form (Black's
    ///    letters are not looked up).
    /// 4. The ranks must be the board's, each but the last as wide as the board; a run of digits
    ///    counts as Fairy-Stockfish counts it (`10` is ten, a third digit adds its own value only).
    ///    A variant with pieces in hand may write them as one rank more.
    /// 5. Pieces in hand, after `[` or the last `/`, must be the variant's letters or `-`.
    /// 6. Where the variant has a king: each side has at most one, and as many as in the start
    ///    position (the hand counts), and two orthodox kings on the board may not touch.
    /// 7. The side to move starts with `w` or `b`.
    /// 8. Castling (left off, with the en-passant field, when a number follows the side to move):
    ///    `K`/`Q` need the castling king on its rank and a castling rook beyond it on that side, a
    ///    file letter a piece on that file of the castling rank; outside Chess960 the king and the
    ///    rook must also stand where the start position has them.
    /// 9. The en-passant field is `-` or a letter and a digit, where pawns make double steps; in a
    ///    variant with a counting rule without them, that field is `-` or digits.
    /// 10. n-check's field is a digit, any character and a digit (`3+3`), or comes last in
    ///     Lichess's form (`+1+2`, each count up to 3).
    /// 11. The two counters are `-` or digits (an empty counter passes).
    ///
    /// Where the text leaves Fairy-Stockfish's reading undefined (a castling file letter past the
    /// board's last square, a castling letter in a variant with fewer than two castling rooks of
    /// that side in its start position, a piece placed past the last square of the top rank), the
    /// answer here is the invalid one.
    ///
    /// ```
    /// use skazka_fairy::{FenProblem, variant_by_name};
    ///
    /// let chess = variant_by_name("chess").expect("in the catalogue");
    /// assert_eq!(chess.validate_fen("8/8/8/8/8/8/8/4Kk2 w - - 0 1", false), Err(FenProblem::TouchingKings));
    /// assert_eq!(chess.validate_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", false), Ok(()));
    /// ```
    ///
    /// # Errors
    /// The [`FenProblem`] Fairy-Stockfish finds first.
    pub fn validate_fen(&self, fen: &str, chess960: bool) -> Result<(), FenProblem> {
        let c = self.compiled();
        let def = &c.definition;
        let rules = Rules::new(c);
        if fen.is_empty() {
            return Err(FenProblem::Empty);
        }
        let mut fields: Vec<&[u8]> = fen.as_bytes().split(|&b| b == b' ').collect();
        // A space at the very end opens no field.
        if fields.last().is_some_and(|f| f.is_empty()) {
            fields.pop();
        }
        let n = fields.len();
        if n > 6 + usize::from(def.check_counting) {
            return Err(FenProblem::FieldCount);
        }
        let board = fields[0];
        let allowed = |b: u8| b.is_ascii_digit() || rules.is_letter(b) || rules.marks.contains(&b);
        if !board.iter().all(|&b| allowed(b)) {
            return Err(FenProblem::Character);
        }
        if !rules.promotions_exist(board) {
            return Err(FenProblem::PromotedPiece);
        }
        let grid = rules
            .lay_out(board)
            .map_err(|()| FenProblem::BoardGeometry)?;
        // A pocket after the last rank is read wherever pieces drop, even where they drop
        // without a hand (ataxx), though brackets are then no mark of the board field.
        let pocket = if def.piece_drops || def.seirawan_gating {
            rules.pocket(board).map_err(|()| FenProblem::PocketInfo)?
        } else {
            Vec::new()
        };
        rules.kings(board, &grid, &pocket)?;
        if n >= 2 && !matches!(first(fields[1]), b'w' | b'b') {
            return Err(FenProblem::SideToMove);
        }
        // A number right after the side to move: castling and en passant are left out.
        let short = (4..=5).contains(&n) && first(fields[2]).is_ascii_digit();
        if n >= 3 && !short {
            rules.castling(fields[2], &grid, chess960)?;
        }
        if n >= 4 && !short {
            let pawns = c.kinds.iter().any(|k| k.kind == PieceKind::Pawn);
            if def.double_step && pawns {
                let square = fields[3];
                let shaped = square.len() == 2
                    && square[0].is_ascii_alphabetic()
                    && square[1].is_ascii_digit();
                if square != b"-" && !shaped {
                    return Err(FenProblem::EnPassantSquare);
                }
            } else if def.counting_rule != CountingRule::None && !number_or_dash(fields[3]) {
                return Err(FenProblem::CountingRule);
            }
        }
        let mut between = if short { 0 } else { 2 };
        let mut trailing = 0;
        if def.check_counting && n >= 3 + between && n % 2 == 1 {
            let checks = fields[2 + between];
            let plain =
                checks.len() == 3 && checks[0].is_ascii_digit() && checks[2].is_ascii_digit();
            if plain {
                between += 1;
            } else {
                let last = fields[n - 1];
                let count = |b: u8| (b'0'..=b'3').contains(&b);
                let lichess = last.len() == 4 && count(last[1]) && count(last[3]);
                if n < 5 + between || !lichess {
                    return Err(FenProblem::CheckCount);
                }
                trailing = 1;
            }
        }
        if n >= 3 + between && !number_or_dash(fields[n - 2 - trailing]) {
            return Err(FenProblem::HalfMoveCounter);
        }
        if n >= 4 + between && !number_or_dash(fields[n - 1 - trailing]) {
            return Err(FenProblem::MoveCounter);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::FenProblem;
    use crate::variant_by_name;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    /// Fairy-Stockfish's answer for `fen` in the catalogue variant `variant`, as a code.
    fn code(variant: &str, fen: &str) -> i32 {
        let v = variant_by_name(variant).expect("a catalogue variant");
        FenProblem::code_of(v.validate_fen(fen, false))
    }

    #[test]
    fn start_positions_are_valid() {
        for name in crate::catalogue::names() {
            let v = variant_by_name(name).expect("plays");
            let start = &v.definition().start_fen;
            assert_eq!(v.validate_fen(start, false), Ok(()), "{name}: {start}");
        }
    }

    #[test]
    fn an_empty_fen_is_empty() {
        assert_eq!(code("chess", ""), 0);
        // A space is not empty: a board field of no ranks.
        assert_eq!(code("chess", " "), -8);
    }

    #[test]
    fn touching_kings_are_an_invalid_fen() {
        assert_eq!(code("chess", "8/8/8/8/8/8/8/4Kk2 w - - 0 1"), -9);
        assert_eq!(code("chess", "8/8/8/8/8/8/4k3/4K3 w - - 0 1"), -9);
        assert_eq!(code("chess", "8/8/8/8/8/8/5k2/3K4 w - - 0 1"), 1);
    }

    #[test]
    fn a_character_of_no_piece_is_invalid() {
        assert_eq!(
            code(
                "chess",
                "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            ),
            -10
        );
        // Brackets are marks only where pieces are dropped.
        assert_eq!(code("chess", &format!("{START}[] w KQkq - 0 1")), -10);
        // Fairy-Stockfish's other letters of the xiangqi horse and elephant.
        let xiangqi = "rhbakabhr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNEAKAENR w - - 0 1";
        assert_eq!(code("xiangqi", xiangqi), 1);
    }

    #[test]
    fn ranks_and_files_must_fit_the_board() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8 w - - 0 1"), -8);
        assert_eq!(
            code(
                "capablanca",
                "r1bqkb1r/10/10/10/10/10/10/R1BQKB1R w KQkq - 0 1"
            ),
            -8
        );
        // The last rank's width is only checked where a piece would stand past the edge.
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K2 w - - 0 1"), 1);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K2R1 w - - 0 1"), 1);
    }

    #[test]
    fn each_side_has_the_kings_of_the_start_position() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4KK2 w - - 0 1"), -3);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/8 w - - 0 1"), -3);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/9 w - - 0 1"), -3);
    }

    #[test]
    fn the_side_to_move_is_w_or_b() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"), -6);
    }

    #[test]
    fn castling_rights_need_their_king_and_rook() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"), -5);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"), 1);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/R3K3 w K - 0 1"), -5);
        // A file letter names a piece of the castling rank.
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K2R w H - 0 1"), 1);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K2R w G - 0 1"), -5);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K2R w 1 - 0 1"), -5);
        // A file past the board's last square holds nothing.
        assert_eq!(code("chess", "r3k3/8/8/8/8/8/8/4K3 b m - 0 1"), -5);
    }

    #[test]
    fn the_en_passant_field_is_a_letter_and_a_digit() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w - e33 0 1"), -4);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w - 9z 0 1"), -4);
        // Only the shape is checked.
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w - z9 0 1"), 1);
    }

    #[test]
    fn counters_are_digits_or_a_dash() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w - - -5 1"), -2);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 x"), -1);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w 0 1"), 1);
    }

    #[test]
    fn fields_may_be_left_off_but_not_added() {
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 7"), -11);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3 w"), 1);
        assert_eq!(code("chess", "4k3/8/8/8/8/8/8/4K3"), 1);
    }

    #[test]
    fn the_pocket_holds_pieces_of_the_variant() {
        assert_eq!(code("crazyhouse", &format!("{START}[3] w KQkq - 0 1")), -7);
        assert_eq!(code("crazyhouse", &format!("{START}[Q w KQkq - 0 1")), -7);
        assert_eq!(code("crazyhouse", &format!("{START}/Q3 w KQkq - 0 1")), -7);
        assert_eq!(code("crazyhouse", &format!("{START}[Qq] w KQkq - 0 1")), 1);
        assert_eq!(code("crazyhouse", &format!("{START}/Qq w KQkq - 0 1")), 1);
    }

    #[test]
    fn a_pocket_is_read_in_any_variant_with_drops_even_one_that_drops_without_a_hand() {
        let board = "5pp/5p1/PP5/PP5/2p4/7/pp4P";
        assert_eq!(code("ataxx", &format!("{board}/3 w - - 0 6")), -7);
        assert_eq!(code("ataxx", &format!("{board}[3] w - - 0 6")), -10);
        assert_eq!(code("ataxx", &format!("{board}/Pp w - - 0 6")), 1);
        assert_eq!(code("ataxx", &format!("{board} w - - 0 6")), 1);
    }

    #[test]
    fn a_piece_marked_promoted_must_have_a_promoted_form() {
        let fen =
            |last: &str| format!("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/{last}[-] w 0 1");
        assert_eq!(code("shogi", &fen("LNSG+KGSNL")), -12);
        assert_eq!(code("shogi", &fen("LNSGK+GSNL")), -12);
        assert_eq!(code("shogi", &fen("+LNSGKGSNL")), 1);
        // Fairy-Stockfish looks up White's letters only.
        let black = "lnsg+kgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
        assert_eq!(code("shogi", black), 1);
    }

    #[test]
    fn the_check_count_has_a_digit_at_each_end() {
        assert_eq!(code("3check", &format!("{START} w KQkq - 3+3 0 1")), 1);
        assert_eq!(code("3check", &format!("{START} w KQkq - 3x3 0 1")), 1);
        // Lichess writes the checks given last.
        assert_eq!(code("3check", &format!("{START} w KQkq - 0 1 +1+2")), 1);
        assert_eq!(code("3check", &format!("{START} w KQkq - 0 1 +1+5")), -13);
    }

    #[test]
    fn the_counting_rule_field_is_digits_or_a_dash() {
        let board = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR";
        assert_eq!(code("makruk", &format!("{board} w - x 0 1")), -14);
        assert_eq!(code("makruk", &format!("{board} w - 12 0 1")), 1);
    }

    #[test]
    fn codes_are_fairy_stockfishs() {
        for p in FenProblem::ALL {
            assert_eq!(FenProblem::from_code(p.code()), Some(p));
        }
        assert_eq!(FenProblem::CountingRule.code(), -14);
        assert_eq!(FenProblem::Empty.code(), 0);
    }
}
