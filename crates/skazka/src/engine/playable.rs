//! What the programs need of a game beyond its rules: its evaluation, its short algebraic
//! notation, how its board looks as text and as a picture, and its pieces as people read them.

use skazka_core::san::San;
use skazka_core::{Rules, Square};
use skazka_svg::{Draw, Glyph};

use super::Evaluate;
use crate::AnyPosition;
use crate::render::Cell;

/// What a program needs of a game beyond its rules and evaluation: how its board looks (as
/// text and as a [`Draw`] picture), and its short algebraic notation ([`San`]) for the moves
/// shown and the records written. Implemented in this crate for every game of the library;
/// [`PositionVisitor`](crate::PositionVisitor) hands positions of this kind to generic code,
/// and [`AnyGame`](crate::AnyGame) holds a game of any of them.
pub trait Playable:
    Rules<Move: Send + Sync + 'static, MoveList: Send + Sync, History: Send + Sync>
    + Evaluate
    + San
    + Draw
    + Into<AnyPosition>
    + Send
    + Sync
    + 'static
{
    /// What stands on `square`, for [`render::board`](crate::render::board).
    fn cell(&self, square: Square) -> Option<Cell>;

    /// The game's own text diagram (its extra state lines are shown under the board).
    fn diagram(&self) -> String;

    /// The kinds of piece of the game under this position's options, for the `pieces`
    /// command: letters, board symbols, names and moves. Empty unless the game lists them.
    fn pieces(&self) -> Vec<PieceInfo> {
        Vec::new()
    }

    /// What move `m` costs or takes besides its piece, for a user interface to tell moves
    /// between the same squares apart (Stone chess's stones, Volkhv's part of a tower);
    /// `None` when there is nothing to add.
    fn move_note(&self, m: Self::Move) -> Option<String> {
        let _ = m;
        None
    }

    /// Why a move that the rules refuse here is refused, when there is more to say than
    /// "illegal" (a Volkhv die that shows another face); `None` otherwise.
    fn refusal(&self, text: &str) -> Option<String> {
        let _ = text;
        None
    }
}

/// One kind of piece as people read it, for the `pieces` command of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PieceInfo {
    /// The letter or token of the move text and FEN (White's, upper case).
    pub letter: String,
    /// What the board shows for White's piece (a figurine for the orthodox pieces).
    pub symbol: String,
    /// The name.
    pub name: String,
    /// How it moves: Betza notation where it fits, with notes.
    pub moves: String,
    /// How the board draws it, when the letter alone does not tell ([`PieceInfo::glyph`]).
    drawn: Option<Glyph>,
}

impl PieceInfo {
    /// A piece with its letter, board symbol, name and moves.
    #[must_use]
    pub fn new(
        letter: impl ToString,
        symbol: impl Into<String>,
        name: impl Into<String>,
        moves: impl Into<String>,
    ) -> PieceInfo {
        PieceInfo {
            letter: letter.to_string(),
            symbol: symbol.into(),
            name: name.into(),
            moves: moves.into(),
            drawn: None,
        }
    }

    /// The piece drawn as `glyph` on the board, whatever its letter.
    #[must_use]
    pub fn drawn_as(mut self, glyph: Glyph) -> PieceInfo {
        self.drawn = Some(glyph);
        self
    }
}

impl PieceInfo {
    /// How the board draws this kind: as the game set with [`PieceInfo::drawn_as`], or else
    /// the orthodox six by their letters, Stone chess's stone, every other kind as a token
    /// with its letter (a leading `+` marks a kind reached only by promotion, drawn ringed).
    #[must_use]
    pub fn glyph(&self) -> Glyph {
        if let Some(glyph) = &self.drawn {
            return glyph.clone();
        }
        match self.letter.as_str() {
            "K" => Glyph::King,
            "Q" => Glyph::Queen,
            "R" => Glyph::Rook,
            "B" => Glyph::Bishop,
            "N" => Glyph::Knight,
            "P" => Glyph::Pawn,
            _ if self.name.eq_ignore_ascii_case("stone") => Glyph::Stone,
            letter => Glyph::Token {
                label: letter.trim_start_matches('+').to_owned(),
                promoted: letter.starts_with('+'),
            },
        }
    }
}

/// The pieces as a table, one line each: letter, board symbol, name, moves.
#[must_use]
pub fn pieces_table(pieces: &[PieceInfo]) -> String {
    if pieces.is_empty() {
        return "this game lists no pieces".to_owned();
    }
    let width = |f: fn(&PieceInfo) -> &str| {
        pieces
            .iter()
            .map(|p| f(p).chars().count())
            .max()
            .unwrap_or(0)
    };
    let (wl, ws, wn) = (
        width(|p| p.letter.as_str()).max(6),
        width(|p| p.symbol.as_str()).max(5),
        width(|p| p.name.as_str()),
    );
    let pad = |text: &str, w: usize| format!("{text}{}", " ".repeat(w - text.chars().count()));
    let mut out = format!(
        "{}  {}  {}  moves (Betza notation, for White)\n",
        pad("letter", wl),
        pad("board", ws),
        pad("name", wn)
    );
    for p in pieces {
        out.push_str(&format!(
            "{}  {}  {}  {}\n",
            pad(&p.letter, wl),
            pad(&p.symbol, ws),
            pad(&p.name, wn),
            p.moves
        ));
    }
    out.push_str(
        "Black's pieces are the same letters in lower case (black figurines on the board).",
    );
    out
}
