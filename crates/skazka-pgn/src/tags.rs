//! The tag pairs of a record: `[Name "value"]`.

use core::fmt;

/// The tag pairs of a game, in the order they were set or read.
///
/// Names are case-sensitive, as in PGN; setting a name that is already there replaces its
/// value in place. A [`GameRecord`](crate::GameRecord) keeps here every tag except those it
/// holds as typed values (`Result`, `Variant`, `SetUp`, `FEN`, `VariantOptions`); a
/// [`RawGame`](crate::RawGame) keeps every tag as read.
///
/// ```
/// use skazka_pgn::Tags;
///
/// let mut tags = Tags::new();
/// tags.set("White", "Ann");
/// tags.set("Black", "Bo");
/// tags.set("White", "Anna");
/// assert_eq!(tags.get("White"), Some("Anna"));
/// assert_eq!(tags.iter().map(|(name, _)| name).collect::<Vec<_>>(), ["White", "Black"]);
/// ```
///
/// Two `Tags` are equal when they hold the same names with the same values, in any order.
#[derive(Clone, Debug, Default, Eq)]
pub struct Tags {
    pairs: Vec<(String, String)>,
}

impl Tags {
    /// No tags.
    #[must_use]
    pub fn new() -> Tags {
        Tags::default()
    }

    /// The value of the tag `name`, if it is there.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name` to `value`, in place if it is there, at the end otherwise.
    ///
    /// A name that is not a PGN tag name (a letter, then letters, digits and `_`) is kept,
    /// but the writer leaves it out.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let name = name.into();
        let value = value.into();
        match self.pairs.iter_mut().find(|(n, _)| *n == name) {
            Some(pair) => pair.1 = value,
            None => self.pairs.push((name, value)),
        }
    }

    /// Removes the tag `name` and returns its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let index = self.pairs.iter().position(|(n, _)| n == name)?;
        Some(self.pairs.remove(index).1)
    }

    /// The tags in order, as `(name, value)`.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&str, &str)> + '_ {
        self.pairs.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The game the tags name: the `Variant` tag's value, trimmed, or `chess` when there is
    /// none. Match it against a game's [`Rules::name`](skazka_core::Rules::name) with
    /// [`variant_is`].
    #[must_use]
    pub fn variant(&self) -> &str {
        self.get("Variant").map_or("chess", str::trim)
    }
}

impl PartialEq for Tags {
    fn eq(&self, other: &Tags) -> bool {
        self.len() == other.len()
            && self
                .iter()
                .all(|(name, value)| other.get(name) == Some(value))
    }
}

impl<N: Into<String>, V: Into<String>> FromIterator<(N, V)> for Tags {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(iter: I) -> Tags {
        let mut tags = Tags::new();
        for (name, value) in iter {
            tags.set(name, value);
        }
        tags
    }
}

/// Whether the `Variant` tag value `found` names the game `name` (a
/// [`Rules::name`](skazka_core::Rules::name)).
///
/// Case does not matter. For orthodox chess (`chess`) the names other programs write are
/// accepted too: `Standard`, `Normal`, `Orthodox`, `From Position` (lichess's name for a game
/// from a set-up position) and an empty value.
///
/// ```
/// use skazka_pgn::variant_is;
///
/// assert!(variant_is("Standard", "chess"));
/// assert!(variant_is("Stone", "stone"));
/// assert!(!variant_is("stone", "chess"));
/// ```
#[must_use]
pub fn variant_is(found: &str, name: &str) -> bool {
    let found = found.trim();
    if found.eq_ignore_ascii_case(name) {
        return true;
    }
    name == "chess"
        && (found.is_empty()
            || ["standard", "normal", "orthodox", "from position"]
                .iter()
                .any(|alias| found.eq_ignore_ascii_case(alias)))
}

/// Whether `name` may be written as a PGN tag name.
pub(crate) fn is_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A tag value with `\` and `"` escaped, and line breaks written as spaces.
pub(crate) struct Escaped<'a>(pub(crate) &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '\\' => f.write_str("\\\\")?,
                '"' => f.write_str("\\\"")?,
                '\n' | '\r' | '\t' => f.write_str(" ")?,
                c => write!(f, "{c}")?,
            }
        }
        Ok(())
    }
}

/// Reads one tag pair at the start of `text` (leading white space allowed) and returns it
/// with the text after it, or `None` if the text does not start with a whole tag pair.
pub(crate) fn parse_tag(text: &str) -> Option<((String, String), &str)> {
    let rest = text.trim_start().strip_prefix('[')?.trim_start();
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let name = &rest[..name_len];
    if !is_tag_name(name) {
        return None;
    }
    let rest = rest[name_len..].trim_start().strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = rest.char_indices();
    let after = loop {
        let (i, c) = chars.next()?;
        match c {
            '"' => break &rest[i + 1..],
            '\\' => {
                let (_, escaped) = chars.next()?;
                value.push(escaped);
            }
            c => value.push(c),
        }
    };
    let after = after.trim_start().strip_prefix(']')?;
    Some(((name.to_owned(), value), after))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_pair_reads_with_its_escapes() {
        let ((name, value), rest) = parse_tag(r#" [Event "A \"quoted\" \\ name"] x"#).unwrap();
        assert_eq!(name, "Event");
        assert_eq!(value, r#"A "quoted" \ name"#);
        assert_eq!(rest, " x");
    }

    #[test]
    fn unfinished_tag_pairs_are_not_tags() {
        for text in [
            "[Event \"x]",
            "[Event x]",
            "[ \"x\"]",
            "[1a \"x\"]",
            "[Event \"x\"",
            "[N]",
        ] {
            assert!(parse_tag(text).is_none(), "{text}");
        }
    }

    #[test]
    fn escaping_reads_back() {
        let value = "a \"b\" \\c";
        let line = format!("[Event \"{}\"]", Escaped(value));
        assert_eq!(parse_tag(&line).unwrap().0.1, value);
    }
}
