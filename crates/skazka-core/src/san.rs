//! Short algebraic notation (SAN), written once for every game.
//!
//! A game describes each move's [`SanShape`] (its piece letters, squares and suffix, or a
//! fixed text such as `O-O`); this module writes the least disambiguation, the capture mark
//! and the check marks, and reads SAN back as leniently as players write it.
//!
//! The grammar of a piece move, as written:
//!
//! ```text
//! san = piece [file | rank | square] ["x"] target suffix [check]
//! ```
//!
//! `piece` is the game's letters for the moving piece (empty for a pawn); the origin is given
//! only when another legal move has the same piece, target, suffix and capture mark (its file
//! if that tells them apart, else its rank, else the whole square); a pawn capture always names
//! the file it comes from. (A capture and a quiet move to the same square, as an en-passant
//! capture and a Berolina pawn's step, are told apart by the `x`.) `check` is `+`, or `#` when the move mates, for games that have check.
//!
//! Reading accepts the written form and also: the game's coordinate move text, no `x` or an
//! `x` where there is no capture, a `:` for `x`, `=` left out before a suffix's letters,
//! any origin that names the right piece (`Ng1f3`, also as long algebraic `Ng1-f3`), trailing
//! `+`, `#`, `!` and `?` marks, and `0-0` / `0-0-0` for `O-O` / `O-O-O`.

use core::fmt;

use crate::{EndReason, Geometry, Outcome, Rules, Square};

/// How one move is written in SAN, before disambiguation and check marks.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SanShape {
    /// A piece moving from one square to another.
    Piece {
        /// The piece's letters (`N`, `SD`, `+A`); empty for a pawn.
        piece: &'static str,
        /// Where it starts.
        from: Square,
        /// Where it goes.
        to: Square,
        /// Whether the move captures.
        capture: bool,
        /// Written after the target: a promotion `=Q`, a tower's count `(2)`; may be empty.
        suffix: String,
    },
    /// A move written as fixed text: castling `O-O`, a pass `--`, a die roll `[N]`, a stone
    /// placement `@e4`. It must differ from every other move's text in the position.
    Text(String),
}

impl SanShape {
    /// A piece move without a suffix.
    #[must_use]
    pub fn piece(piece: &'static str, from: Square, to: Square, capture: bool) -> SanShape {
        SanShape::Piece {
            piece,
            from,
            to,
            capture,
            suffix: String::new(),
        }
    }

    /// The same move with `suffix` written after the target.
    #[must_use]
    pub fn with_suffix(mut self, text: impl Into<String>) -> SanShape {
        if let SanShape::Piece { suffix, .. } = &mut self {
            *suffix = text.into();
        }
        self
    }
}

/// What a game tells the SAN writer and reader: each move's shape.
///
/// Implemented by every game of the library; [`write_san`] and [`parse_san`] do the rest.
pub trait San: Rules {
    /// How `m`, a legal move of this position, is written.
    fn san_shape(&self, m: Self::Move) -> SanShape;

    /// Whether the game has check, so that moves are marked `+` and `#`. Games where a king is
    /// captured rather than mated may still mark checks; those without check return `false`.
    fn marks_checks(&self) -> bool {
        true
    }

    /// The mark written after `m`: `+` for a check, `#` for a mate, nothing otherwise. The
    /// default asks the position after the move ([`Position::is_check`], and an outcome of
    /// checkmate); a game whose notation marks checks differently overrides it.
    ///
    /// [`Position::is_check`]: crate::Position::is_check
    fn check_mark(&self, m: Self::Move) -> &'static str {
        default_check_mark(self, m)
    }
}

/// Why a SAN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SanError {
    /// The text is empty, too long, or holds characters no move text has.
    Malformed,
    /// No legal move is written this way.
    Illegal,
    /// More than one legal move is written this way; the moves it could mean, in SAN.
    Ambiguous(Vec<String>),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Malformed => f.write_str("not a move in SAN or move text"),
            SanError::Illegal => f.write_str("no legal move is written this way"),
            SanError::Ambiguous(moves) => {
                write!(f, "ambiguous move: it could be {}", moves.join(" or "))
            }
        }
    }
}

impl std::error::Error for SanError {}

/// The longest text [`parse_san`] reads; anything longer is [`SanError::Malformed`].
pub const MAX_SAN_LEN: usize = 64;

/// Writes SAN for the moves of one position, working out each move's shape once.
///
/// ```
/// # use skazka_core::san::{San, SanWriter};
/// # fn demo<G: San>(pos: &G) {
/// let writer = SanWriter::new(pos);
/// let all: Vec<String> = pos.legal_move_list().as_ref().iter().map(|&m| writer.write(m)).collect();
/// # }
/// ```
#[derive(Debug)]
pub struct SanWriter<'a, G: San> {
    position: &'a G,
    shapes: Vec<(G::Move, SanShape)>,
}

impl<'a, G: San> SanWriter<'a, G> {
    /// A writer for the legal moves of `position`.
    #[must_use]
    pub fn new(position: &'a G) -> SanWriter<'a, G> {
        let shapes = position
            .legal_move_list()
            .as_ref()
            .iter()
            .map(|&m| (m, position.san_shape(m)))
            .collect();
        SanWriter { position, shapes }
    }

    /// The SAN of `m`, with its check mark. A move that is not legal here is written from its
    /// shape alone, without disambiguation or check mark.
    #[must_use]
    pub fn write(&self, m: G::Move) -> String {
        let shape = self
            .shapes
            .iter()
            .find(|(n, _)| *n == m)
            .map_or_else(|| self.position.san_shape(m), |(_, s)| s.clone());
        let mut text = self.body(&shape);
        if self.shapes.iter().any(|(n, _)| *n == m) {
            text.push_str(check_mark(self.position, m));
        }
        text
    }

    fn body(&self, shape: &SanShape) -> String {
        let geo = self.position.geometry();
        match shape {
            SanShape::Text(text) => text.clone(),
            SanShape::Piece {
                piece,
                from,
                to,
                capture,
                suffix,
            } => {
                let mut text = (*piece).to_owned();
                text.push_str(&self.origin(piece, *from, *to, *capture, suffix));
                if *capture {
                    text.push('x');
                }
                text.push_str(&to.display(geo).to_string());
                text.push_str(suffix);
                text
            }
        }
    }

    /// The least origin that tells this move from the others with the same piece, target,
    /// suffix and capture mark; a pawn capture always gives its file.
    fn origin(&self, piece: &str, from: Square, to: Square, capture: bool, suffix: &str) -> String {
        let geo = self.position.geometry();
        let (file, rank) = geo.coords(from);
        let rivals: Vec<Square> = self
            .shapes
            .iter()
            .filter_map(|(_, s)| match s {
                SanShape::Piece {
                    piece: p,
                    from: f,
                    to: t,
                    suffix: x,
                    capture: c,
                } if *p == piece && *t == to && x == suffix && *c == capture && *f != from => {
                    Some(*f)
                }
                _ => None,
            })
            .collect();
        if rivals.is_empty() {
            return if piece.is_empty() && capture {
                file.to_string()
            } else {
                String::new()
            };
        }
        if rivals.iter().all(|&r| geo.coords(r).0 != file) {
            file.to_string()
        } else if rivals.iter().all(|&r| geo.coords(r).1 != rank) {
            rank.to_string()
        } else {
            from.display(geo).to_string()
        }
    }
}

/// `+` if `m` gives check, `#` if it mates, nothing otherwise or in games without check.
fn check_mark<G: San>(position: &G, m: G::Move) -> &'static str {
    if !position.marks_checks() {
        return "";
    }
    position.check_mark(m)
}

/// The check mark of [`San::check_mark`]'s default: `+` when the side to move after `m` is in
/// check, `#` when it is also checkmated.
#[must_use]
pub fn default_check_mark<G: San>(position: &G, m: G::Move) -> &'static str {
    let mut after = position.clone();
    after.play_unchecked(m);
    if !after.is_check() {
        return "";
    }
    match after.outcome() {
        Some(Outcome::Decisive {
            reason: EndReason::Checkmate,
            ..
        }) => "#",
        _ => "+",
    }
}

/// The SAN of `m`, a legal move of `position`.
#[must_use]
pub fn write_san<G: San>(position: &G, m: G::Move) -> String {
    SanWriter::new(position).write(m)
}

/// `m`, a legal move of `position`, in long algebraic notation: the piece's letters, the whole
/// starting square, `x` before a capture and `-` before any other target, the suffix and the
/// check mark (`Ng1-f3`, `e4xd5`, `e7-e8=Q+`). A move SAN writes as fixed text (`O-O`) is
/// written the same.
#[must_use]
pub fn write_lan<G: San>(position: &G, m: G::Move) -> String {
    let geo = position.geometry();
    let mut text = match position.san_shape(m) {
        SanShape::Text(text) => text,
        SanShape::Piece {
            piece,
            from,
            to,
            capture,
            suffix,
        } => format!(
            "{piece}{}{}{}{suffix}",
            from.display(geo),
            if capture { 'x' } else { '-' },
            to.display(geo)
        ),
    };
    if position.is_legal(m) {
        text.push_str(check_mark(position, m));
    }
    text
}

/// Reads a move written in SAN, or in the game's coordinate move text, and finds it among
/// the legal moves. Where the lenient reading finds several moves, a text that is exactly one
/// of them as [`write_san`] writes it is that one.
///
/// # Errors
/// [`SanError::Malformed`] for text no move could have, [`SanError::Illegal`] if no legal
/// move is written this way, [`SanError::Ambiguous`] with the candidates if several are.
pub fn parse_san<G: San>(position: &G, text: &str) -> Result<G::Move, SanError> {
    let text = text.trim();
    if text.is_empty() || text.len() > MAX_SAN_LEN || !text.is_ascii() {
        return Err(SanError::Malformed);
    }
    // SAN comes first: a game's move text may read squares in either case, so the SAN
    // `F2e3` (the F of the second rank) would otherwise be taken for the move f2-e3.
    let wanted = normalise(text);
    let writer = SanWriter::new(position);
    let geo = position.geometry();
    let matches: Vec<G::Move> = writer
        .shapes
        .iter()
        .filter(|(_, shape)| written_as(shape, &wanted, geo))
        .map(|(m, _)| *m)
        .collect();
    if let [m] = matches.as_slice() {
        return Ok(*m);
    }
    // Reading leniently may find several moves where the text is exactly one move's SAN: a
    // suffix that reads like a check mark (shogi's promotion `+`, so `Bxc3++` and `Bxc3=+`).
    if matches.len() > 1 {
        let exact: Vec<G::Move> = matches
            .iter()
            .copied()
            .filter(|&m| writer.write(m) == text)
            .collect();
        if let [m] = exact.as_slice() {
            return Ok(*m);
        }
    }
    if let Ok(m) = position.parse_move(text) {
        return Ok(m);
    }
    match matches.as_slice() {
        [] => Err(SanError::Illegal),
        many => Err(SanError::Ambiguous(
            many.iter().map(|&m| writer.write(m)).collect(),
        )),
    }
}

/// The text with what reading ignores taken out: marks at the end, capture marks, `=` before
/// a suffix, and castling written with zeros.
fn normalise(text: &str) -> String {
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    let body = match body {
        "0-0" => "O-O",
        "0-0-0" => "O-O-O",
        other => other,
    };
    let bytes = body.as_bytes();
    body.char_indices()
        .filter(|&(i, c)| !matches!(c, 'x' | ':' | '=') && !is_long_algebraic_dash(bytes, i))
        .map(|(_, c)| c)
        .collect()
}

/// Whether the byte at `i` is the `-` of long algebraic notation (`Nb8-c6`): between the
/// rank of one square and the file of the next.
fn is_long_algebraic_dash(bytes: &[u8], i: usize) -> bool {
    bytes[i] == b'-'
        && i > 0
        && bytes[i - 1].is_ascii_digit()
        && bytes.get(i + 1).is_some_and(|b| (b'a'..=b'p').contains(b))
}

/// Whether `wanted` (normalised) is a way of writing the move of `shape`.
fn written_as(shape: &SanShape, wanted: &str, geo: Geometry) -> bool {
    match shape {
        SanShape::Text(text) => normalise(text) == wanted,
        SanShape::Piece {
            piece,
            from,
            to,
            suffix,
            ..
        } => {
            let Some(rest) = wanted.strip_prefix(piece) else {
                return false;
            };
            let tail = format!("{}{}", to.display(geo), normalise(suffix));
            let Some(origin) = rest.strip_suffix(tail.as_str()) else {
                return false;
            };
            let (file, rank) = geo.coords(*from);
            origin.is_empty()
                || origin == file.to_string()
                || origin == rank.to_string()
                || origin == from.display(geo).to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GEO: Geometry = Geometry::CHESS;

    fn sq(name: &str) -> Square {
        GEO.parse_square(name).unwrap()
    }

    /// Whether `text`, as a reader gets it, is a way of writing `shape`.
    fn reads_as(shape: &SanShape, text: &str) -> bool {
        written_as(shape, &normalise(text), GEO)
    }

    #[test]
    fn reading_drops_marks_capture_signs_and_equals_and_reads_zeros_as_letters() {
        assert_eq!(normalise("Nxf3+"), "Nf3");
        assert_eq!(normalise("Qxf7#!?"), "Qf7");
        assert_eq!(normalise("Q:f7"), "Qf7");
        assert_eq!(normalise("exd8=Q#"), "ed8Q");
        assert_eq!(normalise("0-0+"), "O-O");
        assert_eq!(normalise("0-0-0"), "O-O-O");
        assert_eq!(normalise("Nb8-c6"), "Nb8c6");
        assert_eq!(normalise("e7-e8=Q"), "e7e8Q");
        assert_eq!(normalise("O-O-O"), "O-O-O");
        assert_eq!(normalise("--"), "--");
        assert_eq!(normalise("O-O-O#"), "O-O-O");
    }

    #[test]
    fn a_piece_move_reads_with_no_origin_or_any_origin_that_names_its_square() {
        let shape = SanShape::piece("N", sq("g1"), sq("f3"), false);
        for text in ["Nf3", "Ngf3", "N1f3", "Ng1f3", "Nxf3", "Ng1xf3+"] {
            assert!(reads_as(&shape, text), "{text}");
        }
        for text in ["Nhf3", "N2f3", "Nh1f3", "Bf3", "f3", "Nf4", "NNf3", "Nf3Q"] {
            assert!(!reads_as(&shape, text), "{text}");
        }
    }

    #[test]
    fn a_pawn_move_reads_without_a_letter_and_its_suffix_with_or_without_equals() {
        let push = SanShape::piece("", sq("e7"), sq("e8"), false).with_suffix("=Q");
        assert!(reads_as(&push, "e8=Q") && reads_as(&push, "e8Q") && reads_as(&push, "e7e8=Q"));
        assert!(!reads_as(&push, "e8") && !reads_as(&push, "e8=R") && !reads_as(&push, "Pe8=Q"));
        let capture = SanShape::piece("", sq("d7"), sq("e8"), true).with_suffix("=N");
        assert!(reads_as(&capture, "dxe8=N") && reads_as(&capture, "de8N"));
        assert!(!reads_as(&capture, "fxe8=N"));
    }

    #[test]
    fn a_text_move_reads_as_written_or_with_zeros_and_marks() {
        let short = SanShape::Text("O-O".to_owned());
        assert!(reads_as(&short, "O-O") && reads_as(&short, "0-0") && reads_as(&short, "O-O+"));
        assert!(!reads_as(&short, "O-O-O") && !reads_as(&short, "0-0-0"));
        let long = SanShape::Text("O-O-O".to_owned());
        assert!(reads_as(&long, "0-0-0#") && !reads_as(&long, "O-O"));
    }

    #[test]
    fn a_suffix_is_only_added_to_a_piece_move() {
        let text = SanShape::Text("--".to_owned());
        assert_eq!(text.clone().with_suffix("=Q"), text);
        let SanShape::Piece { suffix, .. } =
            SanShape::piece("", sq("a7"), sq("a8"), false).with_suffix("=Q")
        else {
            panic!("a piece move stays a piece move");
        };
        assert_eq!(suffix, "=Q");
    }

    #[test]
    fn errors_say_what_went_wrong_in_lower_case() {
        assert_eq!(
            SanError::Malformed.to_string(),
            "not a move in SAN or move text"
        );
        assert_eq!(
            SanError::Illegal.to_string(),
            "no legal move is written this way"
        );
        let ambiguous = SanError::Ambiguous(vec!["Nbd2".to_owned(), "Nfd2".to_owned()]);
        assert_eq!(
            ambiguous.to_string(),
            "ambiguous move: it could be Nbd2 or Nfd2"
        );
    }
}
