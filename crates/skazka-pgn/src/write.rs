//! Writing a record as PGN.

use core::fmt;

use skazka_core::san::{San, SanWriter};
use skazka_core::{Color, RuleOptions};

use crate::movetext::VARIANT_KEY;
use crate::record::{DERIVED_TAGS, GameRecord};
use crate::tags::{Escaped, is_tag_name};

/// The longest movetext line the writer makes (a single longer token gets a line of its own).
pub const LINE_WIDTH: usize = 80;

/// The seven tags every PGN record has, in their order, with the value written when a tag is
/// missing (`Result` comes from the record).
const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// Whether `value` is what the writer puts in the roster tag `name` when it is not set.
pub(crate) fn is_roster_default(name: &str, value: &str) -> bool {
    ROSTER
        .iter()
        .any(|&(n, default)| n == name && default == value)
}

impl<R: San> fmt::Display for GameRecord<R> {
    /// Writes the record as PGN: the tag section, a blank line, the movetext wrapped at
    /// [`LINE_WIDTH`] columns and ending with the result, and a blank line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_tags(f)?;
        f.write_str("\n")?;
        self.write_movetext(f)?;
        f.write_str("\n\n")
    }
}

impl<R: San> GameRecord<R> {
    fn write_tags(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tags = self.tags();
        for (name, default) in ROSTER {
            let value = tags.get(name).unwrap_or(default);
            writeln!(f, "[{name} \"{}\"]", Escaped(value))?;
        }
        writeln!(f, "[Result \"{}\"]", self.result())?;
        let start = self.start();
        if start.name() != "chess" {
            writeln!(f, "[Variant \"{}\"]", Escaped(start.name()))?;
        }
        let options = start.options();
        if *start != R::new(options) {
            writeln!(f, "[SetUp \"1\"]")?;
            writeln!(f, "[FEN \"{}\"]", Escaped(&start.fen()))?;
        }
        // The game's name is in the `Variant` tag; a type whose games come from data does not
        // repeat it as an option.
        let settings: Vec<String> = options
            .changed()
            .into_iter()
            .filter(|(key, value)| !(*key == VARIANT_KEY && value == start.name()))
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        let settings = settings.join(" ");
        if !settings.is_empty() {
            writeln!(f, "[VariantOptions \"{}\"]", Escaped(&settings))?;
        }
        for (name, value) in tags.iter() {
            let written = ROSTER.iter().any(|(n, _)| *n == name) || DERIVED_TAGS.contains(&name);
            if !written && is_tag_name(name) {
                writeln!(f, "[{name} \"{}\"]", Escaped(value))?;
            }
        }
        Ok(())
    }

    fn write_movetext(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Wrapper { f, column: 0 };
        let mut comments = self.comments().iter().peekable();
        let mut nags = self.nags().iter().peekable();
        let mut number = fullmove_number(&self.start().fen());
        let mut previous: Option<Color> = None;
        let mut interrupted = true;
        for (i, (position, &m)) in self.game().positions().zip(self.moves()).enumerate() {
            while let Some((_, text)) = comments.next_if(|(at, _)| *at <= i) {
                out.comment(text)?;
                interrupted = true;
            }
            let turn = position.turn();
            let san = SanWriter::new(position).write(m);
            if turn == Color::White && previous == Some(Color::Black) {
                number = number.saturating_add(1);
            }
            if turn == Color::White && previous != Some(Color::White) {
                out.numbered(&format!("{number}."), &san)?;
            } else if turn == Color::Black && interrupted {
                out.numbered(&format!("{number}..."), &san)?;
            } else {
                out.token(&san)?;
            }
            while let Some((_, nag)) = nags.next_if(|(at, _)| *at <= i + 1) {
                out.token(&format!("${nag}"))?;
            }
            interrupted = false;
            previous = Some(turn);
        }
        for (_, text) in comments {
            out.comment(text)?;
        }
        out.token(self.result().as_str())
    }
}

/// The move number of a FEN: the second of the last two neighbouring fields that are both
/// numbers (the half-move clock and the move number in every game of the library), or 1.
pub(crate) fn fullmove_number(fen: &str) -> u32 {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    fields
        .windows(2)
        .rev()
        .find(|pair| {
            pair.iter()
                .all(|f| !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()))
        })
        .and_then(|pair| pair[1].parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1)
}

/// Writes tokens separated by spaces, breaking lines before [`LINE_WIDTH`].
struct Wrapper<'a, 'b> {
    f: &'a mut fmt::Formatter<'b>,
    column: usize,
}

impl Wrapper<'_, '_> {
    fn token(&mut self, text: &str) -> fmt::Result {
        let width = text.chars().count();
        if self.column > 0 {
            if self.column + 1 + width > LINE_WIDTH {
                self.f.write_str("\n")?;
                self.column = 0;
            } else {
                self.f.write_str(" ")?;
                self.column += 1;
            }
        }
        self.f.write_str(text)?;
        self.column += width;
        Ok(())
    }

    /// A move number and its move, on one line.
    fn numbered(&mut self, number: &str, san: &str) -> fmt::Result {
        let width = number.chars().count() + 1 + san.chars().count();
        if self.column > 0 && self.column + 1 + width > LINE_WIDTH {
            self.f.write_str("\n")?;
            self.column = 0;
        }
        self.token(number)?;
        self.token(san)
    }

    /// A comment `{…}`, broken between its words where the line is full.
    fn comment(&mut self, text: &str) -> fmt::Result {
        let words: Vec<&str> = text.split_whitespace().filter(|w| *w != "}").collect();
        match words.as_slice() {
            [] => self.token("{}"),
            [one] => self.token(&format!("{{{}}}", one.replace('}', ""))),
            [first, middle @ .., last] => {
                self.token(&format!("{{{}", first.replace('}', "")))?;
                for word in middle {
                    self.token(&word.replace('}', ""))?;
                }
                self.token(&format!("{}}}", last.replace('}', "")))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_number_is_the_second_of_the_two_counters() {
        assert_eq!(
            fullmove_number("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 12"),
            12
        );
        assert_eq!(
            fullmove_number("4k3/8/8/3R^4/8/8/7K/3p4 b - - - 3 17 d1"),
            17
        );
        assert_eq!(
            fullmove_number("4k3/pp3ppp/2q5/8/8/5Q2/PPP2PPP/4K3 w - - 0 20 C:f3:0 C:c6:0"),
            20
        );
        assert_eq!(fullmove_number("8/8/8/8/8/8/8/8 w - -"), 1);
        assert_eq!(fullmove_number("8/8/8/8/8/8/8/8 w - - 0 0"), 1);
    }
}
