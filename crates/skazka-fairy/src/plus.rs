//! Two-character piece tokens `+A` … `+Z`, a skazka extension for variants with more piece types
//! than letters (Xianling has 27): `customPiece18 = +a:QN` declares a piece written `+A` (White)
//! and `+a` (Black) in a FEN, and `+a` in letter sets and move text.
//!
//! A variant that declares one reads `+X` in a FEN as that piece, not as Fairy-Stockfish's
//! shogi-style promoted `X`. Inside the crate such a piece's letter is the fullwidth form of its
//! letter (`Ａ` for `+A`, `ａ` for `+a`), so that every piece keeps one `char`.

/// The first fullwidth capital, `Ａ`.
const UPPER: u32 = 0xFF21;
/// The first fullwidth small letter, `ａ`.
const LOWER: u32 = 0xFF41;

/// The number of slots a table indexed by [`index`] needs: ASCII, then the 26 plus-letters.
pub(crate) const INDEX_COUNT: usize = 128 + 26;

/// The internal letter of the token `+letter`, in the letter's case.
pub(crate) fn from_base(letter: char) -> Option<char> {
    let (start, offset) = if letter.is_ascii_uppercase() {
        (UPPER, u32::from(letter) - u32::from('A'))
    } else if letter.is_ascii_lowercase() {
        (LOWER, u32::from(letter) - u32::from('a'))
    } else {
        return None;
    };
    char::from_u32(start + offset)
}

/// The ASCII letter after the `+` of an internal plus-letter, in its case; `None` for any
/// other character.
pub(crate) fn base(c: char) -> Option<char> {
    let code = u32::from(c);
    let ascii = if (UPPER..UPPER + 26).contains(&code) {
        u32::from('A') + code - UPPER
    } else if (LOWER..LOWER + 26).contains(&code) {
        u32::from('a') + code - LOWER
    } else {
        return None;
    };
    char::from_u32(ascii)
}

/// `c` in upper case (White), for ASCII letters and plus-letters alike.
pub(crate) fn upper(c: char) -> char {
    match base(c) {
        Some(b) => from_base(b.to_ascii_uppercase()).unwrap_or(c),
        None => c.to_ascii_uppercase(),
    }
}

/// `c` in lower case (Black), for ASCII letters and plus-letters alike.
pub(crate) fn lower(c: char) -> char {
    match base(c) {
        Some(b) => from_base(b.to_ascii_lowercase()).unwrap_or(c),
        None => c.to_ascii_lowercase(),
    }
}

/// Whether `c` is a White piece's letter (upper case).
pub(crate) fn is_upper(c: char) -> bool {
    base(c).map_or(c.is_ascii_uppercase(), |b| b.is_ascii_uppercase())
}

/// The slot of a piece letter, either case, in a table of [`INDEX_COUNT`] slots.
pub(crate) fn index(c: char) -> Option<usize> {
    match base(c) {
        Some(b) => Some(128 + usize::from(b.to_ascii_uppercase() as u8 - b'A')),
        None => c
            .is_ascii()
            .then(|| usize::from(c.to_ascii_uppercase() as u8)),
    }
}

/// The text of a piece letter: the letter itself, or `+` and its ASCII letter.
pub(crate) fn text(c: char) -> String {
    match base(c) {
        Some(b) => format!("+{b}"),
        None => c.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plus_letters_keep_their_case_and_read_back() {
        for l in ('a'..='z').chain('A'..='Z') {
            let p = from_base(l).unwrap();
            assert_eq!(base(p), Some(l));
            assert_eq!(text(p), format!("+{l}"));
            assert_eq!(is_upper(p), l.is_ascii_uppercase());
            assert_eq!(index(p), index(upper(p)));
            assert_eq!(lower(upper(p)), lower(p));
        }
        assert_eq!(base('A'), None);
        assert_eq!(index('a'), Some(usize::from(b'A')));
        assert!(index(from_base('Z').unwrap()).unwrap() < INDEX_COUNT);
        assert_eq!(from_base('1'), None);
    }
}
