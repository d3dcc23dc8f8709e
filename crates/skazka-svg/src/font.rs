//! Letters drawn as strokes, so that a diagram needs no font on the machine that shows it.
//!
//! Each glyph is a path on a grid 4 units wide and 6 units tall (the cap height), drawn with
//! round caps and joins. Lower-case letters are drawn as capitals.

use core::fmt::Write as _;

/// Width of a glyph in grid units.
pub(crate) const GLYPH_WIDTH: f64 = 4.0;
/// Height of a glyph in grid units.
pub(crate) const GLYPH_HEIGHT: f64 = 6.0;
/// Distance from one glyph to the next in grid units.
pub(crate) const ADVANCE: f64 = 5.6;

/// The strokes of `c` in grid units, or `None` for a character the font does not have
/// (drawn as a blank).
#[must_use]
pub(crate) fn glyph(c: char) -> Option<&'static str> {
    Some(match c.to_ascii_uppercase() {
        'A' => "M0 6L2 0L4 6M0.67 4H3.33",
        'B' => "M0 6V0H3L4 1V2L3 3H0M3 3L4 4V5L3 6H0",
        'C' => "M4 1L3 0H1L0 1V5L1 6H3L4 5",
        'D' => "M0 0V6H2.5L4 4.5V1.5L2.5 0Z",
        'E' => "M4 0H0V6H4M0 3H3",
        'F' => "M4 0H0V6M0 3H3",
        'G' => "M4 1L3 0H1L0 1V5L1 6H3L4 5V3.5H2",
        'H' => "M0 0V6M4 0V6M0 3H4",
        'I' => "M1 0H3M2 0V6M1 6H3",
        'J' => "M1 0H4M3 0V5L2 6H1L0 5",
        'K' => "M0 0V6M4 0L0 4M1.33 2.67L4 6",
        'L' => "M0 0V6H4",
        'M' => "M0 6V0L2 3L4 0V6",
        'N' => "M0 6V0L4 6V0",
        'O' | '0' => "M1 0H3L4 1V5L3 6H1L0 5V1Z",
        'P' => "M0 6V0H3L4 1V2L3 3H0",
        'Q' => "M1 0H3L4 1V5L3 6H1L0 5V1ZM2.5 4.5L4 6",
        'R' => "M0 6V0H3L4 1V2L3 3H0M2 3L4 6",
        'S' => "M4 1L3 0H1L0 1V2L1 3H3L4 4V5L3 6H1L0 5",
        'T' => "M0 0H4M2 0V6",
        'U' => "M0 0V5L1 6H3L4 5V0",
        'V' => "M0 0L2 6L4 0",
        'W' => "M0 0L1 6L2 2L3 6L4 0",
        'X' => "M0 0L4 6M4 0L0 6",
        'Y' => "M0 0L2 3L4 0M2 3V6",
        'Z' => "M0 0H4L0 6H4",
        '1' => "M1 1L2 0V6M1 6H3",
        '2' => "M0 1L1 0H3L4 1V2L0 6H4",
        '3' => "M0 1L1 0H3L4 1V2L3 3H1.5M3 3L4 4V5L3 6H1L0 5",
        '4' => "M3 6V0L0 4H4",
        '5' => "M4 0H0V2.5H3L4 3.5V5L3 6H1L0 5",
        '6' => "M4 1L3 0H1L0 1V5L1 6H3L4 5V4L3 3H0",
        '7' => "M0 0H4L1.5 6",
        '8' => "M1 0H3L4 1V2L3 3H1L0 2V1ZM1 3L0 4V5L1 6H3L4 5V4L3 3",
        '9' => "M0 5L1 6H3L4 5V1L3 0H1L0 1V2L1 3H4",
        '+' => "M0.5 3H3.5M2 1.5V4.5",
        '-' => "M0.8 3H3.2",
        '=' => "M0.5 2H3.5M0.5 4H3.5",
        ':' => "M2 1.6V1.8M2 4.6V4.8",
        '.' => "M2 5.8V6",
        ',' => "M2 5.4V6L1.4 7",
        '/' => "M0.5 6L3.5 0",
        '(' => "M3 0L2 1.5V4.5L3 6",
        ')' => "M1 0L2 1.5V4.5L1 6",
        '?' => "M0 1L1 0H3L4 1V2L2 3.5V4.3M2 5.8V6",
        '!' => "M2 0V4.3M2 5.8V6",
        '#' => "M1.3 0.5L1 5.5M3 0.5L2.7 5.5M0 2H4M0 4H4",
        '@' => "M3 4V2H1V4H3L4 3.5V1L3 0H1L0 1V5L1 6H3.5",
        '*' => "M2 1V5M0.5 2L3.5 4M3.5 2L0.5 4",
        '\'' => "M2 0V1.5",
        ' ' => "",
        _ => return None,
    })
}

/// Where a text stands relative to its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Anchor {
    /// The point is the text's left end.
    Start,
    /// The point is the text's middle.
    Middle,
}

/// The width of `text` at cap height `size`.
#[must_use]
pub(crate) fn text_width(text: &str, size: f64) -> f64 {
    let n = text.chars().count();
    if n == 0 {
        return 0.0;
    }
    let scale = size / GLYPH_HEIGHT;
    ((n - 1) as f64 * ADVANCE + GLYPH_WIDTH) * scale
}

/// `text` as one SVG `<path>` with capitals `size` tall whose vertical middle is at `y`,
/// stroked in `color`. Empty text gives an empty string.
#[must_use]
pub(crate) fn text(text: &str, x: f64, y: f64, size: f64, anchor: Anchor, color: &str) -> String {
    let scale = size / GLYPH_HEIGHT;
    let width = text_width(text, size);
    let left = match anchor {
        Anchor::Start => x,
        Anchor::Middle => x - width / 2.0,
    };
    let top = y - size / 2.0;
    let mut d = String::new();
    for (i, c) in text.chars().enumerate() {
        let Some(g) = glyph(c) else { continue };
        let ox = left + i as f64 * ADVANCE * scale;
        transform_path(g, ox, top, scale, &mut d);
    }
    if d.is_empty() {
        return String::new();
    }
    let stroke = (size * 0.14).max(0.6);
    format!(
        r#"<path d="{d}" fill="none" stroke="{color}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
        num(stroke)
    )
}

/// Appends path `d` (absolute `M L H V Z` commands in grid units) moved to `(ox, oy)` and
/// scaled by `scale`.
fn transform_path(d: &str, ox: f64, oy: f64, scale: f64, out: &mut String) {
    let mut cmd = ' ';
    let mut numbers: Vec<f64> = Vec::new();
    let flush = |cmd: char, numbers: &mut Vec<f64>, out: &mut String| {
        match cmd {
            'M' | 'L' => {
                for pair in numbers.chunks(2) {
                    if let [x, y] = pair {
                        let _ = write!(out, "{cmd}{} {}", num(ox + x * scale), num(oy + y * scale));
                    }
                }
            }
            'H' => {
                for x in numbers.iter() {
                    let _ = write!(out, "H{}", num(ox + x * scale));
                }
            }
            'V' => {
                for y in numbers.iter() {
                    let _ = write!(out, "V{}", num(oy + y * scale));
                }
            }
            'Z' => out.push('Z'),
            _ => {}
        }
        numbers.clear();
    };
    let mut token = String::new();
    for ch in d.chars() {
        if ch.is_ascii_alphabetic() {
            if !token.is_empty() {
                numbers.push(token.parse().unwrap_or(0.0));
                token.clear();
            }
            flush(cmd, &mut numbers, out);
            cmd = ch;
        } else if ch == ' ' {
            if !token.is_empty() {
                numbers.push(token.parse().unwrap_or(0.0));
                token.clear();
            }
        } else {
            token.push(ch);
        }
    }
    if !token.is_empty() {
        numbers.push(token.parse().unwrap_or(0.0));
    }
    flush(cmd, &mut numbers, out);
}

/// A number for SVG: at most two decimals, no trailing zeros.
#[must_use]
pub(crate) fn num(x: f64) -> String {
    let r = (x * 100.0).round() / 100.0;
    let r = if r == 0.0 { 0.0 } else { r };
    let s = format!("{r:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_digit_and_sign_used_in_diagrams_has_a_glyph() {
        for c in ('A'..='Z')
            .chain('a'..='z')
            .chain('0'..='9')
            .chain("+-:./()?".chars())
        {
            assert!(glyph(c).is_some(), "no glyph for {c:?}");
        }
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(1.0), "1");
        assert_eq!(num(1.256), "1.26");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(12.5), "12.5");
    }

    #[test]
    fn text_is_a_path_that_moves_with_its_anchor() {
        let t = text("A1", 10.0, 10.0, 6.0, Anchor::Start, "#000");
        assert!(t.starts_with("<path d=\"M10 13L12 7L14 13"), "{t}");
        let m = text("A", 10.0, 10.0, 6.0, Anchor::Middle, "#000");
        assert!(m.starts_with("<path d=\"M8 13"), "{m}");
        assert_eq!(text(" ", 0.0, 0.0, 6.0, Anchor::Start, "#000"), "");
    }
}
