//! Unicode boards for people, shared by the example programs.
//!
//! [`board`] draws any game's board in a frame with coordinates on every side, marks the
//! squares the last move changed, and adds the game's extra state (reserves, towers, the die,
//! day and night) from its own text diagram.
//!
//! ```
//! # #[cfg(feature = "chess")] {
//! use skazka::chess::Chess;
//! use skazka::core::Position;
//! use skazka::render::{Style, board};
//!
//! let before = Chess::new();
//! let mut after = before.clone();
//! after.play_text("e2e4")?;
//! let text = board(&after, Some(&before), Style::PLAIN);
//! assert!(text.contains("[♙]")); // the pawn that moved is marked
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use skazka_core::{Color, Square};

use crate::engine::Playable;

/// What stands on a square, as people read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The owner of the piece (of the top piece of a tower).
    pub color: Color,
    /// A short text, a few characters at most (`♞`, `PR`, `+x`, `Q3`).
    pub text: String,
}

impl Cell {
    /// A cell of `color` showing `text`.
    #[must_use]
    pub fn new(color: Color, text: impl Into<String>) -> Cell {
        Cell {
            color,
            text: text.into(),
        }
    }
}

/// How [`board`] marks things.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Style {
    /// Use terminal colours (ANSI escapes): reverse video for the last move, bold for White.
    /// Without them the last move's squares are put in `[ ]`.
    pub ansi: bool,
    /// Turn the board round: Black's side at the bottom, as a player of Black sees it.
    pub flipped: bool,
}

impl Style {
    /// Plain text, for files, pipes and tests.
    pub const PLAIN: Style = Style {
        ansi: false,
        flipped: false,
    };
    /// Terminal colours.
    pub const ANSI: Style = Style {
        ansi: true,
        flipped: false,
    };

    /// The same style, with the board turned round (Black at the bottom) or not.
    #[must_use]
    pub const fn with_flipped(self, flipped: bool) -> Style {
        Style { flipped, ..self }
    }
}

/// The chess figurine of an orthodox piece letter (`K Q R B N P`, either case) for `color`:
/// `♔ ♕ ♖ ♗ ♘ ♙` for White, `♚ ♛ ♜ ♝ ♞ ♟` for Black; `None` for other letters.
///
/// ```
/// use skazka::core::Color;
/// use skazka::render::figurine;
///
/// assert_eq!(figurine('n', Color::White), Some('♘'));
/// assert_eq!(figurine('Q', Color::Black), Some('♛'));
/// assert_eq!(figurine('Z', Color::White), None);
/// ```
#[must_use]
pub fn figurine(letter: char, color: Color) -> Option<char> {
    let index = "KQRBNP".find(letter.to_ascii_uppercase())?;
    let set = match color {
        Color::White => ['♔', '♕', '♖', '♗', '♘', '♙'],
        Color::Black => ['♚', '♛', '♜', '♝', '♞', '♟'],
    };
    Some(set[index])
}

/// What an empty square shows.
const EMPTY: &str = "·";

/// The board of `position` with coordinates, White at the bottom (Black with
/// [`Style::flipped`]), followed by the game's extra state lines. Squares whose content differs from `previous` (the position before the
/// last move) are marked.
#[must_use]
pub fn board<P: Playable>(position: &P, previous: Option<&P>, style: Style) -> String {
    let geo = position.geometry();
    let (files, ranks) = (geo.files(), geo.ranks());
    let cells: Vec<Option<Cell>> = geo.squares().map(|s| position.cell(s)).collect();
    let changed = |s: Square| previous.is_some_and(|p| p.cell(s) != cells[s.index()]);
    let width = cells
        .iter()
        .flatten()
        .map(|c| c.text.chars().count())
        .max()
        .unwrap_or(1)
        .max(1);
    let cell_width = width + 2;
    let mut out = String::new();
    // Columns left to right and rows top to bottom, as seen by the side at the bottom.
    let columns: Vec<u8> = if style.flipped {
        (0..files).rev().collect()
    } else {
        (0..files).collect()
    };
    let rows: Vec<u8> = if style.flipped {
        (0..ranks).collect()
    } else {
        (0..ranks).rev().collect()
    };
    let letters = {
        let mut s = String::from("    ");
        for &x in &columns {
            s.push_str(&center(&char::from(b'a' + x).to_string(), cell_width));
        }
        s.trim_end().to_owned()
    };
    let rule = "─".repeat(cell_width * usize::from(files));
    out.push_str(&letters);
    out.push('\n');
    out.push_str(&format!("   ┌{rule}┐\n"));
    for &y in &rows {
        out.push_str(&format!("{:>2} │", y + 1));
        for &x in &columns {
            let s = geo.sq(x, y);
            let cell = cells[s.index()].as_ref();
            let text = center(cell.map_or(EMPTY, |c| c.text.as_str()), width);
            let mark = changed(s);
            if style.ansi {
                let bold = cell.is_some_and(|c| c.color == Color::White);
                let mut codes = Vec::new();
                if mark {
                    codes.push("7");
                }
                if bold {
                    codes.push("1");
                }
                if codes.is_empty() {
                    out.push_str(&format!(" {text} "));
                } else {
                    out.push_str(&format!("\x1b[{}m {text} \x1b[0m", codes.join(";")));
                }
            } else if mark {
                out.push_str(&format!("[{text}]"));
            } else {
                out.push_str(&format!(" {text} "));
            }
        }
        out.push_str(&format!("│ {}\n", y + 1));
    }
    out.push_str(&format!("   └{rule}┘\n"));
    out.push_str(&letters);
    out.push('\n');
    for line in extras(&position.diagram()) {
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// `text` centred in `width` columns (counting characters).
fn center(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n >= width {
        return text.to_owned();
    }
    let left = (width - n) / 2;
    format!("{}{text}{}", " ".repeat(left), " ".repeat(width - n - left))
}

/// The lines of a game's text diagram that follow the board: everything after the last line
/// of file letters (`a b c …`).
///
/// ```
/// use skazka::render::extras;
///
/// let diagram = "2 . k\n1 K .\n  a b\nstones: white 3 black 2\n";
/// assert_eq!(extras(diagram), vec!["stones: white 3 black 2"]);
/// ```
#[must_use]
pub fn extras(diagram: &str) -> Vec<&str> {
    let lines: Vec<&str> = diagram.lines().collect();
    let is_files = |line: &str| {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        tokens.len() >= 2
            && tokens
                .iter()
                .enumerate()
                .all(|(i, t)| i < 26 && t.len() == 1 && t.as_bytes()[0] == b'a' + i as u8)
    };
    match lines.iter().rposition(|l| is_files(l)) {
        Some(i) => lines[i + 1..]
            .iter()
            .copied()
            .filter(|l| !l.trim().is_empty())
            .collect(),
        None => Vec::new(),
    }
}
