//! The SVG writer: a [`Scene`] and [`Options`] in, one self-contained SVG document out.

use core::fmt::Write as _;

use skazka_core::{Color, Square};

use crate::font::{self, Anchor, num};
use crate::games::color_name;
use crate::pieces;
use crate::scene::{Glyph, Item, Man, Scene};

/// How a diagram is drawn. `Default` is White at the bottom, a board 480 pixels wide,
/// coordinates, the check shown, nothing marked. Build options from the default with struct
/// update syntax (`Options { size: 320, ..Options::default() }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The side at the bottom of the board.
    pub orientation: Color,
    /// The width of the board (the squares, without the frame) in pixels; the squares are
    /// `size / files` wide.
    pub size: u32,
    /// Squares of the last move, tinted (see [`Scene::changed_squares`]).
    pub last_move: Vec<Square>,
    /// Squares marked with a dot (legal destinations, say).
    pub highlights: Vec<Square>,
    /// Squares marked with a ring (a selected man, say).
    pub selected: Vec<Square>,
    /// Arrows from one square to another.
    pub arrows: Vec<(Square, Square)>,
    /// Whether a king in check gets a red glow.
    pub show_check: bool,
    /// Whether file letters and rank numbers are drawn beside the board.
    pub coordinates: bool,
    /// Whether each square gets a transparent `<rect class="hit" data-square="e4">` on top,
    /// for pages that take clicks on the diagram.
    pub square_ids: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            orientation: Color::White,
            size: 480,
            last_move: Vec::new(),
            highlights: Vec::new(),
            selected: Vec::new(),
            arrows: Vec::new(),
            show_check: true,
            coordinates: true,
            square_ids: false,
        }
    }
}

const LIGHT: &str = "#eed8b0";
const DARK: &str = "#b0835a";
const LAST_MOVE: &str = "#d8c840";
const MARK: &str = "#2a7a3a";
const ARROW: &str = "#1f7a3a";
const INK: &str = "#2b2b2b";
const BACKGROUND: &str = "#fbfaf6";

/// Where things go on the picture.
struct Layout {
    files: u8,
    ranks: u8,
    sq: f64,
    left: f64,
    top: f64,
    band: f64,
    width: f64,
    height: f64,
    orientation: Color,
}

impl Layout {
    fn new(scene: &Scene, options: &Options) -> Layout {
        let files = scene.geometry.files();
        let ranks = scene.geometry.ranks();
        let sq = (f64::from(options.size.clamp(80, 4000)) / f64::from(files)).floor();
        let margin = if options.coordinates {
            sq * 0.42
        } else {
            sq * 0.12
        };
        let band = sq * 0.72;
        let bands = if scene.status.is_empty() { 2.0 } else { 3.0 };
        let width = margin + sq * f64::from(files) + sq * 0.12;
        let height = band * bands + sq * f64::from(ranks) + margin;
        Layout {
            files,
            ranks,
            sq,
            left: margin,
            top: band,
            band,
            width,
            height,
            orientation: options.orientation,
        }
    }

    /// Column and row on the picture of board coordinates `(x, y)`.
    fn cell(&self, x: u8, y: u8) -> (u8, u8) {
        match self.orientation {
            Color::White => (x, self.ranks - 1 - y),
            Color::Black => (self.files - 1 - x, y),
        }
    }

    /// Top-left corner of a square.
    fn corner(&self, scene: &Scene, s: Square) -> (f64, f64) {
        let (x, y) = scene.geometry.xy(s);
        let (c, r) = self.cell(x, y);
        (
            self.left + f64::from(c) * self.sq,
            self.top + f64::from(r) * self.sq,
        )
    }

    fn center(&self, scene: &Scene, s: Square) -> (f64, f64) {
        let (x, y) = self.corner(scene, s);
        (x + self.sq / 2.0, y + self.sq / 2.0)
    }

    fn board_bottom(&self) -> f64 {
        self.top + self.sq * f64::from(self.ranks)
    }
}

/// The SVG document of `scene`.
#[must_use]
pub fn svg(scene: &Scene, options: &Options) -> String {
    let l = Layout::new(scene, options);
    let geo = scene.geometry;
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" class="skazka-board">"#,
        w = num(l.width),
        h = num(l.height)
    );
    let _ = write!(
        out,
        r#"<rect width="{}" height="{}" fill="{BACKGROUND}"/>"#,
        num(l.width),
        num(l.height)
    );

    // Squares.
    out.push_str(r#"<g class="squares">"#);
    for s in geo.squares() {
        let (x, y) = geo.xy(s);
        let (px, py) = l.corner(scene, s);
        let fill = if (x + y) % 2 == 0 { DARK } else { LIGHT };
        let _ = write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}"/>"#,
            num(px),
            num(py),
            num(l.sq),
            num(l.sq)
        );
    }
    out.push_str("</g>");
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{INK}" stroke-width="1.5"/>"#,
        num(l.left),
        num(l.top),
        num(l.sq * f64::from(l.files)),
        num(l.sq * f64::from(l.ranks))
    );

    // Marks under the men.
    for &s in &options.last_move {
        if geo.contains(s) {
            let (px, py) = l.corner(scene, s);
            let _ = write!(
                out,
                r#"<rect class="last" x="{}" y="{}" width="{}" height="{}" fill="{LAST_MOVE}" fill-opacity="0.55"/>"#,
                num(px),
                num(py),
                num(l.sq),
                num(l.sq)
            );
        }
    }
    if options.show_check {
        if let Some(k) = scene.check.filter(|&k| geo.contains(k)) {
            let (cx, cy) = l.center(scene, k);
            let _ = write!(
                out,
                r##"<defs><radialGradient id="check-glow"><stop offset="0" stop-color="#ff0000"/><stop offset="0.45" stop-color="#e70000"/><stop offset="1" stop-color="#a50000" stop-opacity="0"/></radialGradient></defs><circle class="check" cx="{}" cy="{}" r="{}" fill="url(#check-glow)"/>"##,
                num(cx),
                num(cy),
                num(l.sq * 0.5)
            );
        }
    }
    for &s in &options.selected {
        if geo.contains(s) {
            let (px, py) = l.corner(scene, s);
            let _ = write!(
                out,
                r#"<rect class="selected" x="{}" y="{}" width="{}" height="{}" fill="{MARK}" fill-opacity="0.35"/>"#,
                num(px),
                num(py),
                num(l.sq),
                num(l.sq)
            );
        }
    }

    // The men.
    for s in geo.squares() {
        let men = scene.men(s);
        if men.is_empty() {
            continue;
        }
        let (px, py) = l.corner(scene, s);
        let name = s.display(geo).to_string();
        draw_square(&mut out, men, px, py, l.sq, &name);
    }

    // Marks over the men.
    for &s in &options.highlights {
        if geo.contains(s) {
            let (cx, cy) = l.center(scene, s);
            if scene.men(s).is_empty() {
                let _ = write!(
                    out,
                    r#"<circle class="highlight" cx="{}" cy="{}" r="{}" fill="{MARK}" fill-opacity="0.6"/>"#,
                    num(cx),
                    num(cy),
                    num(l.sq * 0.15)
                );
            } else {
                let _ = write!(
                    out,
                    r#"<circle class="highlight" cx="{}" cy="{}" r="{}" fill="none" stroke="{MARK}" stroke-opacity="0.75" stroke-width="{}"/>"#,
                    num(cx),
                    num(cy),
                    num(l.sq * 0.45),
                    num(l.sq * 0.07)
                );
            }
        }
    }
    for &(from, to) in &options.arrows {
        if geo.contains(from) && geo.contains(to) && from != to {
            arrow(&mut out, l.center(scene, from), l.center(scene, to), l.sq);
        }
    }

    if options.coordinates {
        coordinates(&mut out, &l);
    }
    bands(&mut out, scene, &l);

    if options.square_ids {
        out.push_str(r#"<g class="hits">"#);
        for s in geo.squares() {
            let (px, py) = l.corner(scene, s);
            let _ = write!(
                out,
                r#"<rect class="hit" data-square="{}" x="{}" y="{}" width="{}" height="{}" fill="transparent"/>"#,
                s.display(geo),
                num(px),
                num(py),
                num(l.sq),
                num(l.sq)
            );
        }
        out.push_str("</g>");
    }
    out.push_str("</svg>\n");
    out
}

/// Draws the men of one square whose top-left corner is `(x, y)`.
fn draw_square(out: &mut String, men: &[Man], x: f64, y: f64, sq: f64, name: &str) {
    let scale = sq / 100.0;
    if let [man] = men {
        let _ = write!(
            out,
            r#"<g class="man" data-square="{name}" data-man="{}{}" transform="translate({} {}) scale({})">{}</g>"#,
            color_letter(man.color),
            man.glyph.name(),
            num(x),
            num(y),
            num(scale),
            pieces::draw(&man.glyph, man.color)
        );
        return;
    }
    // A tower: the top man drawn on the right, every man as a chip in a column on the left,
    // bottom to top (a tower of five or more in two columns, each row left to right), and
    // the height in a badge.
    let Some(top) = men.last() else { return };
    let height = men.len();
    let _ = write!(
        out,
        r#"<g class="tower" data-square="{name}" data-height="{height}" data-men="{}">"#,
        men.iter()
            .map(|m| format!("{}{}", color_letter(m.color), m.glyph.name()))
            .collect::<Vec<_>>()
            .join(" ")
    );
    let cols = if height >= 5 { 2 } else { 1 };
    let rows = height.div_ceil(cols);
    let (top_x, top_scale) = if cols == 1 { (0.42, 0.6) } else { (0.6, 0.42) };
    let _ = write!(
        out,
        r#"<g transform="translate({} {}) scale({})">{}</g>"#,
        num(x + sq * top_x),
        num(y + sq * 0.01),
        num(scale * top_scale),
        pieces::draw(&top.glyph, top.color)
    );
    let chip = (sq * 0.94 / rows as f64).min(sq * 0.22);
    let chip_w = if cols == 1 { sq * 0.4 } else { sq * 0.27 };
    for (i, man) in men.iter().enumerate() {
        let (fill, line) = pieces::colors(man.color);
        let (row, col) = (i / cols, i % cols);
        let cx = x + sq * 0.03 + col as f64 * (chip_w + sq * 0.02);
        let cy = y + sq * 0.97 - chip * (row as f64 + 1.0);
        let _ = write!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{fill}" stroke="#1a1a1a" stroke-width="{}"/>"##,
            num(cx),
            num(cy),
            num(chip_w),
            num(chip),
            num(chip * 0.25),
            num((sq * 0.012).max(0.5))
        );
        let label = match &man.glyph {
            Glyph::Token { label, .. } => label.clone(),
            g => g.name().to_owned(),
        };
        out.push_str(&font::text(
            &label,
            cx + chip_w / 2.0,
            cy + chip / 2.0,
            (chip * 0.62).min(sq * 0.13),
            Anchor::Middle,
            line,
        ));
    }
    // The height badge.
    let r = sq * 0.16;
    let badge_x = if cols == 1 { 0.7 } else { 0.8 };
    let (bx, by) = (x + sq * badge_x, y + sq - r - sq * 0.03);
    let _ = write!(
        out,
        r##"<circle cx="{}" cy="{}" r="{}" fill="#c62828" stroke="#ffffff" stroke-width="{}"/>"##,
        num(bx),
        num(by),
        num(r),
        num(sq * 0.02)
    );
    out.push_str(&font::text(
        &height.to_string(),
        bx,
        by,
        r * 1.05,
        Anchor::Middle,
        "#ffffff",
    ));
    out.push_str("</g>");
}

fn color_letter(color: Color) -> char {
    match color {
        Color::White => 'w',
        Color::Black => 'b',
    }
}

fn arrow(out: &mut String, (x1, y1): (f64, f64), (x2, y2): (f64, f64), sq: f64) {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / len, dy / len);
    let head = sq * 0.38;
    let half = sq * 0.2;
    let (bx, by) = (x2 - ux * head, y2 - uy * head);
    let _ = write!(
        out,
        r#"<g class="arrow" opacity="0.75"><line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{ARROW}" stroke-width="{}" stroke-linecap="round"/><polygon points="{},{} {},{} {},{}" fill="{ARROW}"/></g>"#,
        num(x1),
        num(y1),
        num(bx),
        num(by),
        num(sq * 0.14),
        num(x2),
        num(y2),
        num(bx - uy * half),
        num(by + ux * half),
        num(bx + uy * half),
        num(by - ux * half)
    );
}

fn coordinates(out: &mut String, l: &Layout) {
    let size = l.sq * 0.2;
    out.push_str(r#"<g class="coordinates">"#);
    for x in 0..l.files {
        let (c, _) = l.cell(x, 0);
        let cx = l.left + (f64::from(c) + 0.5) * l.sq;
        let letter = char::from(b'a' + x).to_string();
        out.push_str(&font::text(
            &letter,
            cx,
            l.board_bottom() + l.left * 0.5,
            size,
            Anchor::Middle,
            INK,
        ));
    }
    for y in 0..l.ranks {
        let (_, r) = l.cell(0, y);
        let cy = l.top + (f64::from(r) + 0.5) * l.sq;
        out.push_str(&font::text(
            &(u32::from(y) + 1).to_string(),
            l.left * 0.5,
            cy,
            size,
            Anchor::Middle,
            INK,
        ));
    }
    out.push_str("</g>");
}

/// The side bands (the side at the top above the board, the side at the bottom below it) and
/// the status band.
fn bands(out: &mut String, scene: &Scene, l: &Layout) {
    let top_side = l.orientation.other();
    let bottom_side = l.orientation;
    let top_y = l.band / 2.0;
    let coords = l.height - l.band * if scene.status.is_empty() { 1.0 } else { 2.0 };
    let bottom_y = coords + l.band / 2.0;
    side_band(out, scene, l, top_side, top_y);
    side_band(out, scene, l, bottom_side, bottom_y);
    if !scene.status.is_empty() {
        let y = l.height - l.band / 2.0;
        let _ = write!(out, r#"<g class="status">"#);
        let mut x = l.left;
        for item in &scene.status {
            x = draw_item(out, item, x, y, l.band, scene.turn) + l.band * 0.5;
        }
        out.push_str("</g>");
    }
}

fn side_band(out: &mut String, scene: &Scene, l: &Layout, color: Color, y: f64) {
    let h = l.band;
    let _ = write!(out, r#"<g class="side side-{}">"#, color_name(color));
    let (fill, _) = pieces::colors(color);
    let r = h * 0.22;
    let mut x = l.left;
    let _ = write!(
        out,
        r##"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="#1a1a1a" stroke-width="{}"/>"##,
        num(x + r),
        num(y),
        num(r),
        num((h * 0.04).max(0.8))
    );
    x += r * 2.0 + h * 0.2;
    let size = h * 0.3;
    out.push_str(&font::text(
        color_name(color),
        x,
        y,
        size,
        Anchor::Start,
        INK,
    ));
    x += font::text_width(color_name(color), size) + h * 0.3;
    if scene.turn == color {
        let _ = write!(
            out,
            r#"<g class="turn"><polygon points="{},{} {},{} {},{}" fill="{MARK}"/>"#,
            num(x),
            num(y - size * 0.6),
            num(x),
            num(y + size * 0.6),
            num(x + size),
            num(y)
        );
        x += size * 1.4;
        out.push_str(&font::text("to move", x, y, size, Anchor::Start, MARK));
        x += font::text_width("to move", size) + h * 0.3;
        out.push_str("</g>");
    }
    for item in &scene.sides[color] {
        x = draw_item(out, item, x + h * 0.3, y, h, color);
    }
    out.push_str("</g>");
}

/// Draws `item` starting at `x`, centred on `y` in a band `h` tall; returns where it ends.
fn draw_item(out: &mut String, item: &Item, x: f64, y: f64, h: f64, color: Color) -> f64 {
    let size = h * 0.3;
    match item {
        Item::Text(t) => {
            out.push_str(&font::text(t, x, y, size, Anchor::Start, INK));
            x + font::text_width(t, size)
        }
        Item::Reserve(n) => {
            let icon = h * 0.7;
            let _ = write!(
                out,
                r#"<g class="reserve" data-count="{n}"><g transform="translate({} {}) scale({})">{}</g>"#,
                num(x),
                num(y - icon / 2.0),
                num(icon / 100.0),
                pieces::draw(&Glyph::Stone, color)
            );
            let text = format!("reserve {n}");
            out.push_str(&font::text(
                &text,
                x + icon * 1.05,
                y,
                size,
                Anchor::Start,
                INK,
            ));
            out.push_str("</g>");
            x + icon * 1.05 + font::text_width(&text, size)
        }
        Item::Die(face) => {
            let d = h * 0.8;
            let _ = write!(
                out,
                r##"<g class="die" data-face="{}"><rect x="{}" y="{}" width="{d}" height="{d}" rx="{}" fill="#ffffff" stroke="#1a1a1a" stroke-width="{}"/>"##,
                face.as_ref().map_or("?", Glyph::name),
                num(x),
                num(y - d / 2.0),
                num(d * 0.18),
                num((h * 0.04).max(0.8))
            );
            match face {
                Some(g) => {
                    let _ = write!(
                        out,
                        r#"<g transform="translate({} {}) scale({})">{}</g>"#,
                        num(x + d * 0.05),
                        num(y - d * 0.45),
                        num(d * 0.9 / 100.0),
                        pieces::draw(g, color)
                    );
                }
                None => out.push_str(&font::text(
                    "?",
                    x + d / 2.0,
                    y,
                    d * 0.5,
                    Anchor::Middle,
                    INK,
                )),
            }
            let text = match face {
                Some(g) => format!("die: {}", g.name()),
                None => "roll the die".to_owned(),
            };
            out.push_str(&font::text(&text, x + d * 1.2, y, size, Anchor::Start, INK));
            out.push_str("</g>");
            x + d * 1.2 + font::text_width(&text, size)
        }
        Item::DayNight(day) => {
            let r = h * 0.28;
            let (cx, cy) = (x + r, y);
            if *day {
                let mut rays = String::new();
                for i in 0..8 {
                    let a = f64::from(i) * core::f64::consts::PI / 4.0;
                    let _ = write!(
                        rays,
                        "M{} {}L{} {}",
                        num(cx + a.cos() * r * 1.1),
                        num(cy + a.sin() * r * 1.1),
                        num(cx + a.cos() * r * 1.5),
                        num(cy + a.sin() * r * 1.5)
                    );
                }
                let _ = write!(
                    out,
                    r##"<g class="day"><circle cx="{}" cy="{}" r="{}" fill="#f5b800" stroke="#9a6a00" stroke-width="1"/><path d="{rays}" stroke="#d99a00" stroke-width="{}" stroke-linecap="round"/>"##,
                    num(cx),
                    num(cy),
                    num(r * 0.8),
                    num(r * 0.2)
                );
            } else {
                let _ = write!(
                    out,
                    r##"<g class="night"><path d="M{} {}A{r} {r} 0 1 0 {} {}A{} {} 0 1 1 {} {}Z" fill="#2c3e7a" stroke="#101a40" stroke-width="1"/>"##,
                    num(cx + r * 0.3),
                    num(cy - r * 0.95),
                    num(cx + r * 0.3),
                    num(cy + r * 0.95),
                    num(r * 0.75),
                    num(r * 0.75),
                    num(cx + r * 0.3),
                    num(cy - r * 0.95),
                    r = num(r)
                );
            }
            let text = format!(
                "{} moves by {}",
                color_name(color),
                if *day { "day" } else { "night" }
            );
            let tx = x + r * 2.0 + h * 0.25;
            out.push_str(&font::text(&text, tx, y, size, Anchor::Start, INK));
            out.push_str("</g>");
            tx + font::text_width(&text, size)
        }
    }
}
