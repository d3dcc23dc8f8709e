//! What a diagram shows, independent of SVG: the men on each square and the state beside the
//! board. Each game fills a [`Scene`] from its public accessors ([`Draw`]).

use skazka_core::{ByColor, Color, Geometry, Square};

/// How a man is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Glyph {
    /// The orthodox king.
    King,
    /// The orthodox queen.
    Queen,
    /// The orthodox rook.
    Rook,
    /// The orthodox bishop.
    Bishop,
    /// The orthodox knight.
    Knight,
    /// The orthodox pawn.
    Pawn,
    /// A stone (Stone chess): a round stone, no label.
    Stone,
    /// A wall square (Fairy-Stockfish's `*` in a FEN): a block that fills the square; its
    /// man's colour is not shown.
    Wall,
    /// Any other kind: a rounded square with its label (one to three letters).
    Token {
        /// The label, as the game's FEN writes the kind (`SD`, `+A`).
        label: String,
        /// Drawn with an inner ring: a promoted kind.
        promoted: bool,
    },
}

impl Glyph {
    /// A token labelled `label`.
    #[must_use]
    pub fn token(label: impl Into<String>) -> Glyph {
        Glyph::Token {
            label: label.into(),
            promoted: false,
        }
    }

    /// A short name for tests and titles: the label, or the orthodox letter.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Glyph::King => "K",
            Glyph::Queen => "Q",
            Glyph::Rook => "R",
            Glyph::Bishop => "B",
            Glyph::Knight => "N",
            Glyph::Pawn => "P",
            Glyph::Stone => "stone",
            Glyph::Wall => "wall",
            Glyph::Token { label, .. } => label,
        }
    }
}

/// One man: its owner and how it looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Man {
    /// The owner.
    pub color: Color,
    /// The drawing.
    pub glyph: Glyph,
}

impl Man {
    /// A man of `color` drawn as `glyph`.
    #[must_use]
    pub fn new(color: Color, glyph: Glyph) -> Man {
        Man { color, glyph }
    }
}

/// An item of the state shown beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Item {
    /// Words in stroke letters.
    Text(String),
    /// A number of stones in a reserve (Stone chess).
    Reserve(u32),
    /// The die: `None` before the roll, else the face drawn as a man of the side to move.
    Die(Option<Glyph>),
    /// Day (`true`) or night (Synthesis chess).
    DayNight(bool),
}

/// Everything a diagram shows: board, men and the state around them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// The board.
    pub geometry: Geometry,
    /// The men on each square (indexed by [`Square::index`]), bottom to top: one man on most
    /// squares, a whole tower in Volkhv chess, none on an empty square.
    pub squares: Vec<Vec<Man>>,
    /// The side to move.
    pub turn: Color,
    /// The king of the side to move when it is in check.
    pub check: Option<Square>,
    /// What each side has beside the board (its reserve, its phase).
    pub sides: ByColor<Vec<Item>>,
    /// State of the whole game (the die, day or night, a pending pass).
    pub status: Vec<Item>,
}

impl Scene {
    /// An empty board of `geometry` with White to move.
    #[must_use]
    pub fn empty(geometry: Geometry) -> Scene {
        Scene {
            geometry,
            squares: vec![Vec::new(); geometry.num_squares()],
            turn: Color::White,
            check: None,
            sides: ByColor::new_with(|_| Vec::new()),
            status: Vec::new(),
        }
    }

    /// The men on `square`, bottom to top.
    #[must_use]
    pub fn men(&self, square: Square) -> &[Man] {
        self.squares.get(square.index()).map_or(&[], Vec::as_slice)
    }

    /// Puts `man` on top of `square`.
    pub fn push(&mut self, square: Square, man: Man) {
        if let Some(stack) = self.squares.get_mut(square.index()) {
            stack.push(man);
        }
    }

    /// The squares whose men differ from those of `before` (the squares a move changed).
    #[must_use]
    pub fn changed_squares(&self, before: &Scene) -> Vec<Square> {
        self.geometry
            .squares()
            .filter(|&s| self.men(s) != before.men(s))
            .collect()
    }
}

/// A position that can be drawn: implemented for every game of the library.
pub trait Draw {
    /// What the diagram of this position shows.
    fn scene(&self) -> Scene;
}
