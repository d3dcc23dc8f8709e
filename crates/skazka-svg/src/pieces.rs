//! The drawings of the men: orthodox pieces as silhouettes, stones as round stones, every other
//! kind as a token with its label in stroke letters.
//!
//! Each drawing fills a box 100 units wide, placed and scaled by the caller.

use skazka_core::Color;

use crate::font::{self, Anchor};
use crate::scene::Glyph;

/// Fill and line colours of a side's men.
pub(crate) fn colors(color: Color) -> (&'static str, &'static str) {
    match color {
        Color::White => ("#ffffff", "#1a1a1a"),
        Color::Black => ("#1f1f1f", "#f2f2f2"),
    }
}

/// The outline colour of a man (dark for both sides, so that black men stand out on dark
/// squares by their light inner lines).
const OUTLINE: &str = "#1a1a1a";

/// The drawing of `glyph` for `color` in a 100×100 box, as SVG elements.
pub(crate) fn draw(glyph: &Glyph, color: Color) -> String {
    let (fill, line) = colors(color);
    let body = |d: &str| {
        format!(
            r#"<path d="{d}" fill="{fill}" stroke="{OUTLINE}" stroke-width="3" stroke-linejoin="round"/>"#
        )
    };
    let detail = |d: &str| {
        format!(
            r#"<path d="{d}" fill="none" stroke="{line}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>"#
        )
    };
    match glyph {
        Glyph::Pawn => [
            body("M34 84C36 66 40 56 44 50H56C60 56 64 66 66 84Z"),
            body("M50 20A12 12 0 1 1 49.99 20ZM38 50H62V54H38Z"),
            body("M26 84H74V92H26Z"),
        ]
        .concat(),
        Glyph::Rook => [
            body("M30 22H40V30H46V22H54V30H60V22H70V40H64L66 80H34L36 40H30Z"),
            body("M26 80H74V92H26Z"),
            detail("M37 42H63M35 72H65"),
        ]
        .concat(),
        Glyph::Knight => [
            body(
                "M32 90H78C78 62 74 36 56 24L54 12L46 20L40 14L38 26C28 34 20 46 18 58\
                 C17 64 23 68 29 64C33 58 38 56 46 52C46 64 36 72 32 90Z",
            ),
            detail("M41 32L43 34M24 58L26 58M52 30C64 44 68 64 68 84"),
        ]
        .concat(),
        Glyph::Bishop => [
            body("M50 8A6 6 0 1 1 49.99 8Z"),
            body("M50 19C67 32 70 52 61 66H39C30 52 33 32 50 19Z"),
            body("M37 66H63V74H37Z"),
            body("M22 92C32 80 44 84 50 76C56 84 68 80 78 92Z"),
            detail("M50 34V54M42 44H58"),
        ]
        .concat(),
        Glyph::Queen => [
            body("M28 80L18 36L33 60L34 28L44 58L50 22L56 58L66 28L67 60L82 36L72 80Z"),
            body(
                "M18 30A5 5 0 1 1 17.99 30ZM34 22A5 5 0 1 1 33.99 22ZM50 16A5 5 0 1 1 49.99 16Z\
                 M66 22A5 5 0 1 1 65.99 22ZM82 30A5 5 0 1 1 81.99 30Z",
            ),
            body("M26 80H74V92H26Z"),
            detail("M30 74H70"),
        ]
        .concat(),
        Glyph::King => [
            body(
                "M28 82C16 66 22 46 38 50C44 52 48 58 50 64C52 58 56 52 62 50C78 46 84 66 72 82Z",
            ),
            body("M50 64C42 52 43 40 50 36C57 40 58 52 50 64Z"),
            body("M26 82H74V92H26Z"),
            detail("M50 10V34M41 20H59"),
            format!(
                r#"<path d="M50 10V34M41 20H59" fill="none" stroke="{OUTLINE}" stroke-width="7" stroke-linecap="round"/><path d="M50 10V34M41 20H59" fill="none" stroke="{fill}" stroke-width="3" stroke-linecap="round"/>"#
            ),
        ]
        .concat(),
        Glyph::Stone => {
            let (f, shine) = match color {
                Color::White => ("#f4f4f0", "#ffffff"),
                Color::Black => ("#262626", "#6a6a6a"),
            };
            format!(
                r#"<circle cx="50" cy="50" r="36" fill="{f}" stroke="{OUTLINE}" stroke-width="3"/><path d="M30 40A22 22 0 0 1 44 26" fill="none" stroke="{shine}" stroke-width="5" stroke-linecap="round"/>"#
            )
        }
        // Bricks filling the square: it reads as part of the board, not as a man.
        Glyph::Wall => format!(
            r##"<rect x="2" y="2" width="96" height="96" fill="#6b5a4c" stroke="{OUTLINE}" stroke-width="2"/><path d="M2 34H98M2 66H98M50 2V34M26 34V66M74 34V66M50 66V98" fill="none" stroke="#3b3029" stroke-width="3"/>"##
        ),
        Glyph::Token { label, promoted } => {
            let mut s = format!(
                r#"<rect x="14" y="14" width="72" height="72" rx="18" fill="{fill}" stroke="{OUTLINE}" stroke-width="3"/>"#
            );
            if *promoted {
                s.push_str(&format!(
                    r#"<rect x="21" y="21" width="58" height="58" rx="12" fill="none" stroke="{line}" stroke-width="2"/>"#
                ));
            }
            let n = label.chars().count().max(1) as f64;
            let size = (34.0f64).min(48.0 / (n * 0.93 - 0.26).max(1.0) * 0.75 + 6.0);
            let size = if n <= 1.0 { 34.0 } else { size.min(26.0) };
            s.push_str(&font::text(label, 50.0, 50.0, size, Anchor::Middle, line));
            if *promoted {
                s.push_str(&format!(
                    r#"<circle cx="84" cy="16" r="12" fill="{fill}" stroke="{OUTLINE}" stroke-width="2"/>"#
                ));
                s.push_str(&font::text("+", 84.0, 16.0, 14.0, Anchor::Middle, line));
            }
            s
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_their_label_as_strokes_not_text() {
        let s = draw(
            &Glyph::Token {
                label: "SD".into(),
                promoted: false,
            },
            Color::White,
        );
        assert!(s.contains("<rect"));
        assert!(!s.contains("<text"));
    }
}
